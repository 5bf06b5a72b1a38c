"""Logomachy's wording: every count through a plural rule ("1 chip", never
"1 chips"), every sentence about the listener in its own form (German "du
hast", never "du hat" or "von du"), no doubled punctuation, and no word of
the game outside its Fluent resources (the pseudo-locale shows any escape
as plain ASCII letters). Real renders of real events and views."""

from __future__ import annotations

import functools
import random
import re
from pathlib import Path

import pytest
from logomachy_helpers import new_game, place

import accessible_games.games.logomachy as package
from accessible_games.core.game import Event
from accessible_games.core.messages import (
    ALL_LANGUAGES,
    Msg,
    message_ids,
    message_variables,
    render,
)
from accessible_games.games.logomachy.deck import DeckError, parse_deck
from accessible_games.games.logomachy.describe import LogomachyNarrator
from accessible_games.games.logomachy.labels import cards as label_cards
from accessible_games.games.logomachy.labels import legend as label_legend
from accessible_games.games.logomachy.rules import Logomachy

NAMES = ["Anna", "Ben", "Cleo", "Dora", "Ed"]


def narrator(
    lang: str, viewer: int | None = 0, players: int = 3, game: Logomachy | None = None
) -> LogomachyNarrator:
    facts = (game or new_game(players)).facts()
    return LogomachyNarrator(lang, NAMES[:players], viewer, facts)


def say(lang: str, event: Event, viewer: int | None = 0, players: int = 3) -> tuple[str, str]:
    utterance = narrator(lang, viewer, players).event(event)
    assert utterance is not None
    return utterance.speech, utterance.braille


# --- plurals ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "viewer, en, de",
    [
        (
            0,
            "You win a chip and now have one chip.",
            "Du bekommst einen Chip und hast jetzt einen Chip.",
        ),
        (
            1,
            "Anna wins a chip and now has one chip.",
            "Anna bekommt einen Chip und hat jetzt einen Chip.",
        ),
    ],
)
def test_a_first_sweep_says_one_chip_not_1_chips(viewer, en, de):
    event = Event("sweep", 0, {"chips": 1})
    assert say("en", event, viewer)[0] == f"Sweep! {en}"
    assert say("de", event, viewer)[0] == f"Mitte abgeräumt! {de}"
    assert say("en", Event("sweep", 0, {"chips": 3}), viewer)[0].endswith(" 3 chips.")


def test_a_match_won_with_one_chip_says_one_chip():
    event = Event("match_over", None, {"winners": [1], "chips": [0, 1, 0]})
    assert say("en", event)[0] == "The match is over. Ben wins with one chip."
    assert say("de", event)[0] == "Die Partie ist zu Ende. Ben gewinnt mit einem Chip."
    assert say("en", event, viewer=1)[0] == "The match is over. You win with one chip!"
    assert say("de", event, viewer=1)[0] == "Die Partie ist zu Ende. Du gewinnst mit einem Chip!"


def test_new_cards_with_one_card_left_in_the_stock():
    event = Event("hands_dealt", 0, {"counts": [3, 3, 3], "stock": 1, "first": False})
    assert say("en", event)[0] == "New cards for everyone, one card left in the stock."
    assert say("de", event)[0] == "Alle bekommen neue Karten, eine Karte bleibt im Stapel."
    event = Event("hands_dealt", 0, {"counts": [3, 3, 3], "stock": 0, "first": False})
    assert say("en", event)[0] == "New cards for everyone, and the stock is empty."


def test_a_short_stock_tells_each_hand_with_its_plural_and_its_own_form():
    event = Event("hands_dealt", 2, {"counts": [1, 0, 2], "stock": 0, "first": False})
    speech, braille = say("en", event)
    assert speech.endswith(" You have one card, Ben has no cards and Cleo has 2 cards.")
    assert braille == "cards one by one: you: 1, Ben: 0 and Cleo: 2, stock 0"
    speech, _ = say("de", event)
    assert speech.endswith(" Du hast eine Karte, Ben hat keine Karte und Cleo hat 2 Karten.")
    speech, _ = say("de", event, viewer=1)
    assert speech.endswith(" Anna hat eine Karte, du hast keine Karte und Cleo hat 2 Karten.")


@pytest.mark.parametrize(
    "count, en, de",
    [
        (
            1,
            "With one yellow card, you have the most and win a chip.",
            "Mit einer gelben Karte hast du die meisten und bekommst einen Chip.",
        ),
        (
            4,
            "With 4 yellow cards, you have the most and win a chip.",
            "Mit 4 gelben Karten hast du die meisten und bekommst einen Chip.",
        ),
    ],
)
def test_most_yellow_cards_counts_them_and_addresses_the_winner(count, en, de):
    event = Event(
        "score_most_yellow", None, {"winners": [0], "count": count, "counts": [count, 0, 0]}
    )
    assert say("en", event)[0] == en
    assert say("de", event)[0] == de
    assert say("de", event, viewer=1)[0] == de.replace("hast du", "hat Anna").replace(
        "bekommst", "bekommt"
    )


def test_a_tie_for_most_cards_with_the_listener_uses_the_plural_of_du():
    event = Event("score_most_cards", None, {"winners": [0, 2], "count": 1, "counts": [1, 0, 1]})
    assert (
        say("en", event)[0]
        == "With one card each, you and Cleo have captured the most and win a chip each."
    )
    assert (
        say("de", event)[0]
        == "Du und Cleo habt mit je einer Karte die meisten genommen und bekommt je einen Chip."
    )
    assert say("de", event, viewer=1)[0] == (
        "Anna und Cleo haben mit je einer Karte die meisten genommen und bekommen je einen Chip."
    )


def test_a_shared_win_with_the_listener_uses_the_plural_of_du():
    event = Event("match_over", None, {"winners": [1, 2], "chips": [0, 1, 1]})
    assert (
        say("de", event, viewer=2)[0]
        == "Die Partie ist zu Ende. Ben und du teilt euch den Sieg mit je einem Chip."
    )
    assert (
        say("de", event, viewer=0)[0]
        == "Die Partie ist zu Ende. Ben und Cleo teilen sich den Sieg mit je einem Chip."
    )
    assert (
        say("en", event, viewer=2)[0]
        == "The match is over. Ben and you share the win with one chip each."
    )


def test_chips_after_a_deal_are_said_as_chips_with_their_plural():
    event = Event("deal_scored", None, {"deal": 2, "chips": [1, 0, 3]})
    speech, braille = say("en", event)
    assert speech == "Deal 2 is scored. You have 1 chip, Ben has 0 chips and Cleo has 3 chips."
    assert braille == "chips you: 1, Ben: 0 and Cleo: 3"
    assert (
        say("de", event)[0]
        == "Durchgang 2 ist gewertet. Du hast 1 Chip, Ben hat 0 Chips und Cleo hat 3 Chips."
    )


def one_of_each_position() -> Logomachy:
    """After a first deal: one card in the middle, one in the stock, and one
    chip, one card in hand and one (yellow) card captured for seat 0."""
    game = new_game(3, deals=3)
    game.history = [{"deal": 1, "chips": [1, 2, 0]}]
    return place(
        game,
        hands=["Y5", "B9", "R9"],
        middle="G9",
        stock="R8",
        turn=0,
        dealer=2,
        captured=["Y1", "", "R1 R2"],
        chips=[1, 2, 0],
    )


def test_views_count_one_card_one_chip_and_past_chips_in_their_forms():
    game = one_of_each_position()
    en, de = narrator("en", 0, game=game), narrator("de", 0, game=game)
    view = game.view(0)
    assert en.table(view).speech.startswith("Middle, 1 card: green 9")
    assert de.table(view).speech.startswith("Mitte, 1 Karte: ")
    assert (
        en.status(view).speech == "Deal 1 of 3, the dealer is Cleo, 1 card in the stock. Your turn."
    )
    assert (
        de.status(view).speech == "Durchgang 1 von 3, Cleo gibt, 1 Karte im Stapel. Du bist dran."
    )
    players = [item.speech for item in en.player_items(view)]
    assert players[0] == "You: 1 chip, 1 card in hand, 1 captured, 1 of them yellow, on turn"
    assert players[1] == "Ben: 2 chips, 1 card in hand, 0 captured"
    scores = [u.speech for u in de.scores(view, detail=True)]
    assert scores[0] == "Du hast 1 Chip, Ben hat 2 Chips und Cleo hat 0 Chips."
    assert scores[1] == "Du: 1 Chip, 1 Karte genommen, davon 1 gelbe, 1 auf der Hand"
    assert scores[3] == "Cleo: 0 Chips, 2 Karten genommen, davon keine gelbe, 1 auf der Hand"
    assert (
        scores[4]
        == "Nach Durchgang 1: Du hattest 1 Chip, Ben hatte 2 Chips und Cleo hatte 0 Chips."
    )
    english = [u.speech for u in en.scores(view, detail=True)]
    assert english[1] == "You: 1 chip, 1 card captured, 1 of them yellow, 1 in hand"
    assert english[4] == "After deal 1: You had 1 chip, Ben had 2 chips and Cleo had 0 chips."


def test_an_open_match_counts_the_chips_to_win():
    game = new_game(2, target_chips=1)
    view = game.view(0)  # seat 0 deals the first deal
    assert (
        narrator("en", 0, 2, game)
        .status(view)
        .speech.startswith("Deal 1, first to 1 chip wins, you are the dealer, ")
    )
    assert (
        narrator("de", 0, 2, game)
        .status(view)
        .speech.startswith("Durchgang 1, Sieg mit einem Chip, du gibst, ")
    )


def test_deck_file_refusals_count_in_their_plural():
    with pytest.raises(DeckError) as info:
        parse_deck("yellow 7 E 1\n", "my.deck")
    assert (
        render(info.value.msg, "en")
        == "Deck file my.deck: one card is too few, a deck needs at least 10."
    )
    assert (
        render(info.value.msg, "de")
        == "Kartendatei my.deck: eine Karte ist zu wenig, nötig sind mindestens 10."
    )
    with pytest.raises(DeckError) as info:
        parse_deck("yellow\n", "my.deck")
    assert render(info.value.msg, "en").endswith("found one field.")
    assert render(info.value.msg, "de").endswith("gefunden ein Feld.")
    with pytest.raises(DeckError) as info:
        parse_deck("red 1 E 12\n", "my.deck")
    assert render(info.value.msg, "en").endswith("this one holds none.")
    assert render(info.value.msg, "de").endswith("dieses enthält keine.")


# --- every event and view of whole matches -----------------------------------------------

# German forms of "du" that are wrong: a verb of the third person, or a case after a preposition
WRONG_DU = re.compile(
    r"\b(?:[Dd]u (?:hat|hatte|bekam|bekommt|ist|gibt|nimmt|spielt|legt|gewinnt|teilen)"
    r"|(?:von|mit|für|an|bei|zu) du)\b"
)
ONE_PLURAL = re.compile(r"(?<![\d.])\b1 (?:chips|cards|fields|players|Chips|Karten|Felder)\b")
DOUBLED = re.compile(r"[.!?:;,]\s*[.!?:;,]")
# what may stay plain ASCII in the pseudo-locale: names, a card's letter "(E)", the deck's path
PLAIN = re.compile(r"\b(?:Anna|Ben|Cleo|Dora|Ed)\b|\(\w\)|\bmy\.deck\b")


def match_texts(lang: str, players: int, seed: int, options: dict) -> list[str]:
    """Everything every listener (each seat and an onlooker) hears and feels
    in a whole random match: its events, and its views after every move."""
    game = Logomachy(players, options, seed)
    rng = random.Random(seed)
    names = NAMES[:players]
    narrators = [LogomachyNarrator(lang, names, v, game.facts()) for v in [*range(players), None]]
    texts: list[str] = []

    def listen(events) -> None:
        for n in narrators:
            for event in events:
                said = n.event(event)
                if said is not None:
                    texts.extend((said.speech, said.braille))

    def look() -> None:
        for n in narrators:
            view = game.view(n.viewer)
            legal = (
                game.legal_actions(n.viewer)
                if n.viewer == game.to_play() and not game.is_over()
                else []
            )
            said = [n.hand(view), n.table(view), n.status(view), *n.scores(view, detail=True)]
            texts.extend(t for u in said for t in (u.speech, u.braille))
            for item in [
                *n.player_items(view),
                *n.area_items("middle", view),
                *n.hand_items(view, legal),
            ]:
                texts.extend((item.speech, item.braille))
            texts.extend(render(a.label, lang) for a in legal)

    listen(game.setup_events)
    look()
    while not game.is_over():
        seat = game.to_play()
        if rng.random() < 0.1:  # a refused move, now and then
            texts.append(render(game.why_illegal(seat, "play Y7 take R1 R2"), lang))
        listen(game.apply(seat, rng.choice(game.legal_actions(seat))))
        look()
    texts.append(narrators[0].legend().speech)
    return texts


MATCHES = [
    (2, 1, {"deals": 2}),
    (3, 2, {"last_capture_takes_middle": True, "deals": 3}),
    (5, 3, {"target_chips": 2}),
    (4, 4, {}),
]


@functools.cache
def heard(lang: str) -> tuple[str, ...]:
    """Everything said in the sample matches in ``lang`` (made once)."""
    return tuple(
        t for players, seed, options in MATCHES for t in match_texts(lang, players, seed, options)
    )


@pytest.mark.slow  # whole matches in three languages: 1-1.5 s of CPU time a case
@pytest.mark.parametrize("lang", ALL_LANGUAGES)
def test_whole_matches_never_say_one_with_a_plural(lang):
    assert not [t for t in heard(lang) if ONE_PLURAL.search(t)]


@pytest.mark.parametrize("lang", ALL_LANGUAGES)
def test_whole_matches_never_double_punctuation(lang):
    assert not [t for t in heard(lang) if DOUBLED.search(t)]


def test_whole_matches_speak_german_du_with_its_own_verb_forms():
    texts = heard("de")
    assert not [t for t in texts if WRONG_DU.search(t)]
    assert any(re.search(r"\b[Dd]u hast \d+ Chips?\b", t) for t in texts)


def test_whole_matches_in_the_pseudo_locale_have_no_word_outside_the_resources():
    escaped = [t for t in heard("pseudo") if re.search(r"[A-Za-z]", PLAIN.sub("", t))]
    assert not escaped


def test_whole_matches_address_the_listener_by_you():
    texts = match_texts("en", 3, 5, {"deals": 3})
    assert not [
        t for t in texts if re.search(r"\byou (?:has|wins|plays|lays|takes|deals)\b", t, re.I)
    ]
    german = match_texts("de", 3, 5, {"deals": 3})
    assert any(re.search(r"\bDu (?:spielst|legst)\b", t) for t in german)


# --- the resources ---------------------------------------------------------------------------


def logomachy_ids(lang: str) -> set[str]:
    return {ident for ident in message_ids(lang) if ident.startswith("logomachy-")}


def test_english_and_german_have_the_same_messages_attributes_and_variables():
    assert logomachy_ids("en") == logomachy_ids("de")
    for ident in logomachy_ids("en"):
        assert message_variables(ident, "en") == message_variables(ident, "de"), ident


def test_the_labels_are_in_the_resources_for_every_language():
    for lang in ALL_LANGUAGES:
        kinds = {key: text for key, _code, text, _count in label_cards(lang)}
        legend = dict(label_legend(lang))
        assert kinds["logomachy:yellow:7"]
        assert all(legend.values())
    assert {key: text for key, _c, text, _n in label_cards("de")}["logomachy:yellow:7"].startswith(
        "Gelb 7 ("
    )
    assert dict(label_legend("en"))["y7"] == "example: yellow 7; the colour, then the value"
    assert dict(label_legend("de"))["ge7"] == "Beispiel: gelb 7; die Farbe, dann der Wert"
    pseudo = [text for _k, _c, text, _n in label_cards("pseudo")] + [
        m for _c, m in label_legend("pseudo")
    ]
    assert not [t for t in pseudo if re.search(r"[A-Za-z]", PLAIN.sub("", t))]


def test_no_words_chosen_by_language_in_the_source():
    """Words come from the resources: no per-language tables, no branches on
    the language in the game's code."""
    for path in Path(package.__file__).parent.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"""["']de["']\s*:|TEXTS|lang\s*==|\[\s*["']de["']\s*\]""", source), (
            path.name
        )


def test_every_message_the_code_names_exists_in_both_languages():
    for key in (
        "logomachy.hand_count",
        "logomachy.player_chips",
        "logomachy.player_chips.then",
        "logomachy.item.take.br",
        "logomachy.item.lay.br",
        "logomachy.item.wait.br",
        "logomachy.legend.colour",
        "logomachy.labels.card",
        "logomachy.labels.card.lettered",
    ):
        for lang in ("en", "de"):
            assert (
                render(
                    Msg(
                        key,
                        player="Anna",
                        who="other",
                        count=2,
                        chips=2,
                        card="y7",
                        options="r7",
                        short="y",
                        colour="yellow",
                        value=7,
                        letters="E",
                    ),
                    lang,
                )
                != key
            )
