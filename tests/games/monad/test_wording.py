"""MONAD's wording: every count through a plural rule ("1 card", "1 Monad",
"1 action", never "1 cards"), every sentence about the listener in its own
form (German "du ziehst", "für dich", "gegen dich", "Ben und du gewinnt",
never "du zieht", "von du" or "gegen du"), no doubled punctuation, and no
word of the game outside its Fluent resources (the pseudo-locale shows any
escape as plain ASCII letters). Real renders of real events, views and
refusals."""

from __future__ import annotations

import functools
import random
import re
from pathlib import Path

import pytest

import accessible_games.games.monad as package
from accessible_games.core.game import Event
from accessible_games.core.messages import ALL_LANGUAGES, message_ids, message_variables, render
from accessible_games.games.monad.describe import MonadNarrator
from accessible_games.games.monad.labels import cards as label_cards
from accessible_games.games.monad.labels import legend as label_legend
from tests.games.monad.monad_helpers import new_game, place

NAMES = ["Ute", "Ben", "Clara", "David"]


def narrator(game, viewer: int | None = 0, lang: str = "en") -> MonadNarrator:
    return MonadNarrator(lang, NAMES[: game.players], viewer, game.facts())


def said(game, events, viewer: int | None = 0, lang: str = "en") -> list[tuple[str, str]]:
    n = narrator(game, viewer, lang)
    return [(u.speech, u.braille) for u in (n.event(e) for e in events) if u is not None]


def refusal(game, text: str, lang: str, seat: int | None = None) -> str:
    return render(game.why_illegal(game.turn if seat is None else seat, text), lang)


# --- plurals ---------------------------------------------------------------------------------


def test_a_flip_into_a_talon_of_one_card_says_one_card():
    game = place(new_game(2), hands=["1R", "1G 1G"], columns=["", "", "", ""], discard="1L", turn=0)
    events = game.apply(0, "flip")
    assert (
        said(game, events, viewer=0)[0][0]
        == "You flip the discard pile: it is now the talon, 1 card."
    )
    assert (
        said(game, events, viewer=1)[0][0]
        == "Ute flips the discard pile: it is now the talon, 1 card."
    )
    assert said(game, events, viewer=0, lang="de")[0][0] == (
        "Du flippst den Ablegestapel: er ist jetzt der Talon, 1 Karte."
    )
    assert said(game, events, viewer=1, lang="de")[0][0] == (
        "Ute flippt den Ablegestapel: er ist jetzt der Talon, 1 Karte."
    )


def one_of_each():
    """One card in the hand, one in a column, in the talon and on the
    discard pile, one Monad, one action taken and one pass so far."""
    return place(
        new_game(2),
        hands=["1R", "1G 1G"],
        columns=["2Y", "", "", ""],
        talon="1L",
        discard="1O",
        monads=[1, 0],
        turn=0,
        phase="acting",
        actions_taken=1,
        passes=1,
        stamm="G O",
    )


def test_the_views_count_one_card_one_monad_one_action_and_one_pass():
    game = one_of_each()
    view = game.view(0)
    en, de = narrator(game), narrator(game, lang="de")
    assert en.hand(view).speech == "1 card, worth 1. One, warm: red."
    assert de.hand(view).speech == "1 Karte, Wert 1. Einer, warm: rot."
    table = en.table(view).speech
    assert table.startswith("Bi column: Bi yellow (warm) on top, 1 card; ")
    assert "Talon: 1 card, face down. Discard pile: 1 card, One orange (warm)." in table
    assert (
        "Talon: 1 Karte, verdeckt. Ablegestapel: 1 Karte, Einer orange (warm)."
        in de.table(view).speech
    )
    assert en.status(view).speech == (
        "Your turn, 1 action so far: go on or end the turn. You: 1 card, 1 Monad, identity colour "
        "green, bonus card face up. 5 Monads win; Monad pile: 9 left. 1 pass so far: when everyone "
        "passes in a row, the game ends."
    )
    assert de.status(view).speech == (
        "Du bist am Zug, bisher eine Aktion: mach weiter oder beende den Zug. Du: 1 Karte, 1 "
        "Monad, Stammfarbe grün, Bonuskarte offen. 5 Monaden gewinnen; Monaden-Stapel: noch 9. "
        "Einmal gepasst: passen alle nacheinander, endet das Spiel."
    )
    assert (
        narrator(game, viewer=1)
        .status(game.view(1))
        .speech.startswith("Ute's turn, 1 action so far. ")
    )
    players = [item.speech for item in en.player_items(view)]
    assert players[0] == "You: 1 card, 1 Monad, identity colour green, bonus card face up, to play"
    assert players[1] == "Ben: 2 cards, 0 Monads, identity colour orange, bonus card face up"
    assert de.player_items(view)[0].speech.startswith("Du: 1 Karte, 1 Monad, ")


def test_a_hand_names_a_rank_in_the_singular_for_one_card_and_in_the_plural_for_more():
    game = place(new_game(2), hands=["1R 1R 2Y 3G 3L", "1G"], turn=0, stamm="O D")
    speech = narrator(game).hand(game.view(0)).speech
    assert speech == (
        "5 cards, worth 19. Ones, warm: 2 red. Bi, warm: yellow. Tris, cold: light blue, green."
    )
    assert narrator(game, lang="de").hand(game.view(0)).speech == (
        "5 Karten, Wert 19. Einer, warm: 2 rot. Bi, warm: gelb. Tris, kalt: hellblau, grün."
    )


def test_a_win_with_one_monad_says_one_monad():
    over = Event("game_over", None, {"winners": [1], "monads": [0, 1], "reason": "monads"})
    game = new_game(2)
    assert said(game, [over], viewer=1)[0] == (
        "You win with 1 Monad! Monads: Ute 0 and you 1.",
        "over, won: you; M Ute: 0, you: 1",
    )
    assert said(game, [over], viewer=0)[0][0] == "Ben wins with 1 Monad! Monads: you 0 and Ben 1."
    assert (
        said(game, [over], viewer=1, lang="de")[0][0]
        == "Du gewinnst mit 1 Monad! Monaden: Ute 0 und du 1."
    )
    assert (
        said(game, [over], viewer=0, lang="de")[0][0]
        == "Ben gewinnt mit 1 Monad! Monaden: du 0 und Ben 1."
    )


def test_the_list_of_moves_counts_one_option_and_one_move():
    game = place(
        new_game(2),
        hands=["1R 1L 2Y 2L", "1G"],
        columns=["2R", "3O", "4R", "5Y"],
        turn=0,
        stamm="G O",
    )
    view, legal = game.view(0), game.legal_actions(0)
    for lang, one_option in (("en", ", 1 option"), ("de", ", 1 Möglichkeit")):
        n = narrator(game, lang=lang)
        headings = [i.speech for i in n.action_items(view, legal) if i.id.startswith("#")]
        assert any(h.endswith(one_option) for h in headings), headings
        assert not any(re.search(r"\b1 (?:options|Möglichkeiten)\b", h) for h in headings)
    items = [narrator(game).hand_item(view, i, legal).speech for i in range(len(view["hand"]))]
    assert not [i for i in items if re.search(r"\b1 moves\b", i)]
    counts = {int(m.group(1)) for i in items for m in [re.search(r": (\d+) moves?$", i)] if m}
    assert counts, items
    for i in range(len(view["hand"])):
        text = narrator(game, lang="de").hand_item(view, i, legal).speech
        assert not re.search(r"\b1 Züge\b", text)


def test_refusals_count_the_cards_held_and_the_ones_a_jump_needs():
    game = place(new_game(2), hands=["1R 2Y 2G", "1G"], turn=0)
    assert refusal(game, "combine 2Y 2Y", "en") == "You hold only one Bi yellow."
    assert refusal(game, "combine 2Y 2Y", "de") == "Du hast Bi gelb nur einmal auf der Hand."
    game = place(new_game(2), hands=["1R 1R 2Y", "1G"], turn=0)
    assert refusal(game, "acquire 3 with 1R 1R 1R 2Y", "en") == "You hold only 2 of One red."
    assert (
        refusal(game, "acquire 3 with 1R 1R 1R 2Y", "de")
        == "Du hast Einer rot nur 2-mal auf der Hand."
    )
    game = place(
        new_game(2), hands=["1R 1O 1Y 1L 2Y 2G", "1G"], turn=0, phase="acting", actions_taken=1
    )
    assert (
        refusal(game, "jump 3 with 1R 1O 1Y", "en")
        == "4 Ones of different colours are needed for the Tri."
    )
    assert (
        refusal(game, "jump 3 with 1R 1O 1Y", "de")
        == "Für eine Tri braucht es 4 Einer in verschiedenen Farben."
    )


def test_one_card_discarded_is_named_and_several_ones_are_counted():
    game = new_game(2)
    one = Event("discarded", 0, {"cards": [0]})
    assert said(game, [one], lang="de")[0][0].endswith(" kommt auf den Ablegestapel.")
    several = Event("discarded", 0, {"cards": [0, 4, 8, 12]})
    assert said(game, [several])[0][0] == "4 Ones go onto the discard pile."
    assert said(game, [several], lang="de")[0][0] == "4 Einer kommen auf den Ablegestapel."


# --- the listener's own forms ------------------------------------------------------------------


def test_the_identity_colours_name_the_listener_in_the_right_case():
    game = place(new_game(2), hands=["1R", "1G"], stamm="R G", turn=0)
    start = Event(
        "game_start", 0, {"players": 2, "target_monads": 5, "stamm": ["red", "green"], "starter": 0}
    )
    assert said(game, [start], viewer=1) == [
        (
            (
                "MONAD, 2 players. The first to hold 5 Monads wins. Identity colours: red for Ute "
                "and green for you. Ute starts."
            ),
            "monad: 5M wins; Ute r you g; Ute first",
        )
    ]
    assert said(game, [start], viewer=1, lang="de")[0][0] == (
        "MONAD, 2 Spieler. Wer zuerst 5 Monaden hat, gewinnt. Stammfarben: rot für Ute und grün "
        "für dich. Ute beginnt."
    )
    assert said(game, [start], viewer=0, lang="de")[0][0].endswith(
        "rot für dich und grün für Ben. Du beginnst."
    )


def test_the_teams_say_against_you_in_the_accusative():
    start = new_game(4, seed=2, teams=True).setup_events[0]
    game = new_game(4, seed=2, teams=True)
    assert (
        "zwei Mannschaften: Ute und Clara gegen dich und David."
        in said(game, [start], viewer=1, lang="de")[0][0]
    )
    assert "two teams: Ute and Clara against you and David." in said(game, [start], viewer=1)[0][0]
    assert (
        "zwei Mannschaften: du und Clara gegen Ben und David."
        in said(game, [start], viewer=0, lang="de")[0][0]
    )


def test_a_shared_win_with_the_listener_uses_the_plural_of_du():
    game = new_game(2)
    stalemate = Event(
        "game_over",
        None,
        {"winners": [0, 1], "monads": [1, 1], "reason": "stalemate", "hand_values": [2, 2]},
    )
    assert said(game, [stalemate], viewer=0, lang="de")[0][0].endswith(
        "Du und Ben gewinnt gemeinsam."
    )
    assert said(game, [stalemate], viewer=None, lang="de")[0][0].endswith(
        "Ute und Ben gewinnen gemeinsam."
    )
    assert said(game, [stalemate], viewer=0)[0][0].endswith("You and Ben win together.")
    one = Event(
        "game_over",
        None,
        {"winners": [1], "monads": [1, 1], "reason": "stalemate", "hand_values": [1, 2]},
    )
    assert said(game, [one], viewer=1, lang="de")[0][0].endswith(
        "Handwerte: Ute 1 und du 2. Du gewinnst."
    )
    assert said(game, [one], viewer=0, lang="de")[0][0].endswith(
        "Handwerte: du 1 und Ben 2. Ben gewinnt."
    )
    team = place(
        new_game(4, teams=True),
        hands=["5R 5D", "1G", "1R", "1O"],
        monads=[2, 0, 2, 0],
        stamm="R O L D",
        turn=0,
    )
    events = team.apply(0, "combine 5R 5D")
    assert said(team, events, viewer=2, lang="de")[-1][0].startswith(
        "Ute und du gewinnt mit zusammen 5 Monaden!"
    )


def test_the_listeners_own_draw_shown_hand_and_turn_in_braille_agree_with_you():
    game = place(
        new_game(2), hands=["1R", "1G 1G"], columns=["", "", "", ""], talon="1L 1R", turn=0
    )
    for lang, speech, braille in (
        ("en", "You draw a card from the talon; 1 left.", "you draw, talon 1"),
        ("de", "Du ziehst eine Karte vom Talon; noch 1.", "du ziehst, Talon 1"),
    ):
        said_own = narrator(game, lang=lang).say("monad.say.draw", 0, talon=1)
        assert (said_own.speech, said_own.braille) == (speech, braille)
    shown = Event("pass", 0, {"hand": [0]})
    game.apply(0, "draw")
    view = dict(game.view(0), shown={"seat": 0, "cards": [0]})
    items = {i.id: i for i in narrator(game, lang="de").area_items("piles", view)}
    assert items["shown"].braille == "du zeigtest 1 w:r"
    assert items["shown"].speech.startswith("Deine beim Passen gezeigten Karten: 1 Karte")
    assert said(game, [shown], viewer=1, lang="de")[0][0].startswith(
        "Ute kann nichts tun, passt und zeigt"
    )
    status = narrator(game, viewer=1).status(game.view(1))
    assert status.braille.startswith("your turn, ")
    assert (
        narrator(game, viewer=1, lang="de")
        .status(game.view(1))
        .braille.startswith("du bist dran, ")
    )


# --- every event and view of whole games -------------------------------------------------------

# German forms of "du" that are wrong: a verb of the third person, or a case after a preposition
WRONG_DU = re.compile(
    r"\b(?:[Dd]u (?:hat|hatte|bekam|bekommt|ist|zieht|flippt|zeigte|gewinnen|"
    r"vereinigt|erwirbt|überspringt|beendet|nimmt|kann)"
    r"|(?:von|mit|für|an|bei|zu|gegen) du)\b"
)
WRONG_YOU = re.compile(
    r"\b[Yy]ou(?:'s| (?:has|is|was|draws|wins|flips|passes|ends|takes|combines|acquires|"
    r"jumps|shown))\b"
)
ONE_PLURAL = re.compile(
    r"(?<![\d.])\b1 (?:cards|Monads|Ones|actions|options|moves|passes|players|"
    r"Karten|Monaden|Aktionen|Möglichkeiten|Züge)\b"
)
DOUBLED = re.compile(r"[.!?:;,]\s*[.!?:;,]")
# what may stay plain ASCII in the pseudo-locale: the players' names (and what they typed, echoed)
PLAIN = re.compile(r"\b(?:Ute|Ben|Clara|David)\b")

ENDINGS = [
    Event("game_over", None, {"winners": [0], "monads": [1, 0, 0], "reason": "monads"}),
    Event("game_over", None, {"winners": [1], "monads": [0, 5, 1], "reason": "monads"}),
    Event(
        "game_over",
        None,
        {"winners": [0, 2], "monads": [1, 0, 1], "reason": "stalemate", "hand_values": [1, 3, 1]},
    ),
    Event(
        "game_over",
        None,
        {"winners": [2], "monads": [0, 0, 1], "reason": "stalemate", "hand_values": [3, 3, 1]},
    ),
]
TEAM_ENDINGS = [
    Event("game_over", None, {"winners": [0, 2], "monads": [2, 1, 3, 0], "reason": "monads"}),
    Event("game_over", None, {"winners": [1, 3], "monads": [0, 1, 0, 0], "reason": "monads"}),
]
#: typed moves that are refused now and then (and a few that may be played)
TYPED = [
    "combine 2Y 2Y",
    "combine 1R 1R",
    "acquire 3 with 1R 1R 1R 1R",
    "acquire 4",
    "jump 3 with 1R 1O 1Y",
    "jump 4 with 1R 1R 1O 1Y 1L",
    "draw",
    "flip",
    "pass",
    "end",
    "pay 1R",
    "under 2Y",
    "nonsense",
]


def game_texts(lang: str, players: int, seed: int, options: dict, steps: int = 300) -> list[str]:
    """Everything every listener (each seat and an onlooker) hears and feels
    in the first ``steps`` random moves of a game: its events, the views
    every few moves, the lists of moves, refusals, and the endings."""
    game = new_game(players, seed, **options)
    rng = random.Random(seed)
    narrators = [narrator(game, v, lang) for v in [*range(players), None]]
    texts: list[str] = []

    def listen(events) -> None:
        for n in narrators:
            for event in events:
                said_now = n.event(event)
                if said_now is not None:
                    texts.extend((said_now.speech, said_now.braille))

    def look() -> None:
        for n in narrators:
            view = game.view(n.viewer)
            mine = n.viewer is not None and n.viewer in game.waiting_for() and not game.is_over()
            legal = game.legal_actions(n.viewer) if mine else []
            utterances = [n.hand(view), n.table(view), n.status(view), *n.scores(view, detail=True)]
            texts.extend(t for u in utterances for t in (u.speech, u.braille))
            items = [
                *n.player_items(view),
                *n.area_items("columns", view),
                *n.area_items("piles", view),
                *n.hand_items(view, legal),
                *n.action_items(view, legal),
            ]
            texts.extend(t for item in items for t in (item.speech, item.braille))
            texts.extend(render(a.label, lang) for a in legal)

    listen(game.setup_events)
    look()
    for step in range(steps):
        if game.is_over():
            break
        seat = game.waiting_for()[0]
        if step % 7 == 0:
            texts.append(refusal(game, rng.choice(TYPED), lang, seat))
        listen(game.apply(seat, rng.choice(game.legal_actions(seat))))
        if step % 6 == 0:
            look()
    listen(TEAM_ENDINGS if options.get("teams") else ENDINGS[: 4 if players == 3 else 0])
    texts.append(narrators[0].legend().speech)
    return texts


GAMES = [(3, 1, {}), (4, 2, {"teams": True}), (2, 3, {"ask_order": False})]


@functools.cache
def heard(lang: str) -> tuple[str, ...]:
    """Everything said in the sample games in ``lang`` (made once)."""
    return tuple(
        t for players, seed, options in GAMES for t in game_texts(lang, players, seed, options)
    )


@pytest.mark.slow  # whole games: about 1 s of CPU time a case
@pytest.mark.parametrize("lang", ALL_LANGUAGES)
def test_whole_games_never_say_one_with_a_plural(lang):
    assert not [t for t in heard(lang) if ONE_PLURAL.search(t)]


@pytest.mark.parametrize("lang", ALL_LANGUAGES)
def test_whole_games_never_double_punctuation(lang):
    assert not [t for t in heard(lang) if DOUBLED.search(t)]


def test_whole_games_speak_german_du_with_its_own_verb_forms_and_cases():
    texts = heard("de")
    assert not [t for t in texts if WRONG_DU.search(t)]
    assert any(re.search(r"\bDu (?:vereinigst|erwirbst|beendest)\b", t) for t in texts)


def test_whole_games_address_the_listener_as_you_with_its_verb():
    texts = heard("en")
    assert not [t for t in texts if WRONG_YOU.search(t)]
    assert any(re.search(r"\bYou (?:combine|acquire|end)\b", t) for t in texts)


def test_whole_games_in_the_pseudo_locale_have_no_word_outside_the_resources():
    typed = re.compile("|".join(re.escape(text) for text in sorted(TYPED, key=len, reverse=True)))
    escaped = [
        t for t in heard("pseudo") if re.search(r"[A-Za-z]{2,}", typed.sub("", PLAIN.sub("", t)))
    ]
    assert not escaped


# --- the resources ---------------------------------------------------------------------------


def monad_ids(lang: str) -> set[str]:
    return {ident for ident in message_ids(lang) if ident.startswith("monad-")}


def test_english_and_german_have_the_same_messages_attributes_and_variables():
    assert monad_ids("en") == monad_ids("de")
    for ident in monad_ids("en"):
        assert message_variables(ident, "en") == message_variables(ident, "de"), ident


def test_the_labels_are_in_the_resources_for_every_language():
    for lang in ALL_LANGUAGES:
        kinds = {key: (code, text) for key, code, text, _count in label_cards(lang)}
        legend = dict(label_legend(lang))
        assert kinds["monad:bi:yellow"][1] and kinds["monad:bonus"][1] and all(legend.values())
    de = {key: (code, text) for key, code, text, _count in label_cards("de")}
    assert de["monad:identity:yellow"] == ("stge", "Stammkarte gelb")
    assert de["monad:bonus"] == ("bo", "Bonuskarte")
    en = {key: (code, text) for key, code, text, _count in label_cards("en")}
    assert en["monad:identity:lightblue"] == ("idlb", "Identity card light blue")
    assert en["monad:bi:yellow"] == ("2y", "Bi yellow")
    assert dict(label_legend("en"))["id"] == "identity card (Stamm), then its colour"
    assert dict(label_legend("de"))["2"] == "zuerst der Rang: Bi, Wert 3"
    pseudo = [text for _k, _c, text, _n in label_cards("pseudo")] + [
        m for _c, m in label_legend("pseudo")
    ]
    assert not [t for t in pseudo if re.search(r"[A-Za-z]{2,}", t)]


def test_no_words_chosen_by_language_in_the_source():
    """Words come from the resources: no per-language tables, no branches on
    the language in the game's code."""
    for path in Path(package.__file__).parent.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(
            r"""["'](?:de|en)["']\s*:|TEXTS|lang\s*==|\[\s*["'](?:de|en)["']\s*\]""", source
        ), path.name
