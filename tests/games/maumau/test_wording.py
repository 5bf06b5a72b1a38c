"""Mau Mau's wording: every count goes through a plural rule, every "you"
through its own form (German case and verb agreement for "du"), no
punctuation doubled, points never called cards, and no word the player
meets left in the Python source (the pseudo-locale shows any that escape).

Real games and real renders throughout: positions built with ``place``,
events from the rules, the narrator the registry makes."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from accessible_games.core.game import Event
from accessible_games.core.messages import Msg, message_ids, message_variables, render
from accessible_games.games.maumau import labels
from accessible_games.games.maumau.describe import MauMauNarrator
from accessible_games.games.registry import entry
from tests.games.maumau.maumau_helpers import new_game, place

NAMES = ["Ute", "Ben", "Clara", "David"]
MAUMAU = Path(labels.__file__).resolve().parent


def narrator(game, viewer: int | None = 0, lang: str = "en") -> MauMauNarrator:
    return entry("maumau").narrator_for(game, lang, NAMES[: game.players], viewer)


def said(game, events: list[Event], viewer: int | None = 0, lang: str = "en") -> list[str]:
    n = narrator(game, viewer, lang)
    return [u.speech for u in (n.event(e) for e in events) if u is not None]


def brailled(game, events: list[Event], viewer: int | None = 0, lang: str = "en") -> list[str]:
    n = narrator(game, viewer, lang)
    return [u.braille for u in (n.event(e) for e in events) if u is not None]


# --- wrong wording, as the checks below look for it -------------------------------

ONE_PLURAL = {
    "en": re.compile(r"(?<![\d.,+])1 (cards|points|pts)\b"),
    "de": re.compile(r"(?<![\d.,+])1 (Karten|Punkte|Punkten)\b"),
}
#: "you" with a verb of the third person, or "du" in the wrong case / with the wrong verb
WRONG_YOU = {
    "en": re.compile(
        r"\b[Yy]ou (has|is|was|draws|plays|challenges|wins|goes|names|passes|reports"
        r"|loses|starts|scores|held|holds)\b(?! \w+ing)"
    ),
    "de": re.compile(
        r"\b(von|mit|für|gegen|an|zu) du\b|\b[Dd]u (hatte|bekam|ist|muss|hat|zieht|spielt"
        r"|wählt|kann|meldet|ruft|gewinnen|verliert|beginnt|hält)\b"
    ),
}
DOUBLED = re.compile(r"\.\.(?!\.)|\.,|,\.|\?\.|!\.|:\.|;\.|\s[.,;:]\s|[.!]\)|\.:|::")
UNFILLED = re.compile(r"\{\$?[\w-]+\}")


def wording_faults(text: str, lang: str) -> list[str]:
    faults = []
    for rx in (ONE_PLURAL[lang], WRONG_YOU[lang], DOUBLED, UNFILLED):
        match = rx.search(text)
        if match:
            faults.append(f"{match.group(0)!r} in {text!r}")
    return faults


def test_the_checks_catch_the_old_wrong_wording():
    """The patterns the tests below rely on find the faults players met."""
    assert wording_faults("Ben draws 1 cards; no more of the 2 are left.", "en")
    assert wording_faults("you have 1 points", "en")
    assert wording_faults("Runde 1: du hatte keine Karten mehr und bekam 12 Punkte.", "de")
    assert wording_faults("angelegt von du", "de")
    assert wording_faults("Punkte..", "de")
    assert wording_faults("irgendwo., Ende der Liste", "de")
    assert wording_faults("Gespielt wird im Uhrzeigersinn: du ist dran, dann Ben", "de")
    assert wording_faults("you challenges: fair, you draws 6", "en")
    assert not wording_faults("Ute und du gewinnt Runde 1 mit je 1 Punkt.", "de")
    assert not wording_faults("Du passt. Du hast 1 Punkt.", "de")


# --- counts through plural rules ------------------------------------------------------


@pytest.mark.parametrize(
    "lang,expected,braille",
    [
        ("en", "Your only card: red 5.", "hand r5"),
        ("de", "Deine einzige Karte: rote 5.", "Hand r5"),
    ],
)
def test_a_hand_of_one_card_is_one_card_not_one_cards(lang, expected, braille):
    game = place(new_game(2), hands=["R5", "B9 G2"], top="R1", turn=1)
    said_hand = narrator(game, 0, lang).hand(game.view(0))
    assert (said_hand.speech, said_hand.braille) == (expected, braille)
    two = narrator(game, 1, lang).hand(game.view(1)).speech
    assert two.startswith({"en": "Your 2 cards: ", "de": "Deine 2 Karten: "}[lang])


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", ["You: 1 card, 1 point, called last card", "Ben: 2 cards, 0 points, to play"]),
        ("de", ["Du: 1 Karte, 1 Punkt, hast Letzte gerufen", "Ben: 2 Karten, 0 Punkte, ist dran"]),
    ],
)
def test_players_with_one_card_and_one_point_are_said_in_the_singular(lang, expected):
    game = place(new_game(2), hands=["R5", "B9 G2"], top="R1", turn=1)
    game.called[0] = True
    game.scores[0] = 1
    items = narrator(game, 0, lang).player_items(game.view(0))
    assert [i.speech for i in items] == expected


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "Stock: one card; discard pile: 2 cards"),
        ("de", "Stapel: eine Karte; Ablegestapel: 2 Karten"),
    ],
)
def test_a_stock_of_one_card_is_one_card(lang, expected):
    game = place(
        new_game(2), hands=["R5", "B9"], top="R1", discard="R2", stock="G3", fill=False, turn=0
    )
    view = game.view(0)
    assert (view["stock"], view["discard"]) == (1, 2)
    n = narrator(game, 0, lang)
    pile = {i.id: i for i in n.area_items("pile", view)}
    assert pile["stock"].speech == expected
    assert n.table(view).speech.endswith(expected + ".")


@pytest.mark.parametrize(
    "lang,reshuffled,short",
    [
        (
            "en",
            "The stock is empty: the discard pile is shuffled into a new stock of one card.",
            "Ben draws only one card of 2: no more cards are left.",
        ),
        (
            "de",
            "Der Stapel ist leer: der Ablegestapel wird zu einem neuen Stapel mit einer Karte "
            "gemischt.",
            "Ben zieht nur eine Karte von 2: es sind keine Karten mehr übrig.",
        ),
    ],
)
def test_a_reshuffle_and_a_short_draw_of_one_card_say_one_card(lang, reshuffled, short):
    # no stock and one card under the top: Ben draws one card of the two of Ute's Draw Two
    game = place(new_game(2), hands=["R+2 R5 R6", "B9 G2"], top="R1", fill=False, turn=0)
    events = game.apply(0, "play R+2")
    events += game.apply(1, "draw")
    draws = [e for e in events if e.kind == "draw"]
    assert [(e.data["count"], e.data["wanted"]) for e in draws] == [(1, 2)]
    texts = said(game, events, viewer=0, lang=lang)
    assert reshuffled in texts and short in texts


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "Ben must draw one card."),
        ("de", "Ben muss eine Karte ziehen."),
    ],
)
def test_a_penalty_of_one_card_is_one_card(lang, expected):
    game = place(new_game(2), hands=["R5", "B9"], top="R+2", turn=1, phase="penalty", pending=1)
    pile = {i.id: i for i in narrator(game, 0, lang).area_items("pile", game.view(0))}
    assert pile["pending"].speech == expected


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_count_of_one_in_the_messages_takes_the_singular(lang):
    """Every Mau Mau message, every number in it 1: never "1 cards" /
    "1 Karten", "1 points" / "1 Punkte"."""
    wrong = []
    for ident in sorted(i for i in message_ids(lang) if i.startswith("maumau-")):
        for attr, names in message_variables(ident, lang).items():
            key = ident.replace("-", ".") + (".br" if attr == "br" else "")
            params = {name: 1 for name in names if name != "who"}
            for who in ("you", "other"):
                text = render(Msg(key, who=who, **params), lang)
                if ONE_PLURAL[lang].search(text):
                    wrong.append(f"{key} ({who}): {text}")
    assert not wrong, "\n".join(wrong)


# --- points are points ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,line",
    [
        ("en", "Scores: you have 59 points and Ben has 0 points."),
        ("de", "Punktestand: du hast 59 Punkte und Ben hat 0 Punkte."),
    ],
)
def test_scores_are_said_as_points_with_the_own_form(lang, line):
    game = place(new_game(2, points_per_match=10), hands=["R5", "B9 W"], top="R1", turn=0)
    events = game.apply(0, "play R5")
    texts = said(game, events, viewer=0, lang=lang)
    assert any(t.endswith(line) for t in texts)


@pytest.mark.parametrize(
    "lang,winner_line,loser_line",
    [
        (
            "en",
            "Round 1: you went out and scored 1 point: 1 from Ben.",
            "Round 1: Ute went out and scored 1 point: 1 from you.",
        ),
        (
            "de",
            "Runde 1: du hattest keine Karten mehr und bekamst 1 Punkt: 1 von Ben.",
            "Runde 1: Ute hatte keine Karten mehr und bekam 1 Punkt: 1 von dir.",
        ),
    ],
)
def test_the_score_sheet_says_points_from_whom_with_the_own_forms(lang, winner_line, loser_line):
    game = place(new_game(2), hands=["R5", "B1"], top="R1", turn=0)
    game.apply(0, "play R5")
    winner = [u.speech for u in narrator(game, 0, lang).scores(game.view(0), detail=True)]
    loser = [u.speech for u in narrator(game, 1, lang).scores(game.view(1), detail=True)]
    assert winner_line in winner and loser_line in loser
    assert not any("cards left" in t or "Karten übrig" in t for t in winner + loser)


@pytest.mark.parametrize(
    "lang,own,onlooker",
    [
        (
            "en",
            "You go out and win round 1, scoring 1 point.",
            "Ute goes out and wins round 1, scoring 1 point.",
        ),
        (
            "de",
            "Du hast keine Karten mehr und gewinnst Runde 1 mit 1 Punkt.",
            "Ute hat keine Karten mehr und gewinnt Runde 1 mit 1 Punkt.",
        ),
    ],
)
def test_a_round_won_with_one_point_says_one_point(lang, own, onlooker):
    game = place(new_game(2), hands=["R5", "B1"], top="R1", turn=0)
    events = game.apply(0, "play R5")
    assert any(t.startswith(own) for t in said(game, events, viewer=0, lang=lang))
    assert any(t.startswith(onlooker) for t in said(game, events, viewer=None, lang=lang))


# --- "you" and "du" ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,partner_line,own_line",
    [
        (
            "en",
            "Ute goes out: Ute and you win round 1, scoring 11 points each.",
            "You go out: you and Clara win round 1, scoring 11 points each.",
        ),
        (
            "de",
            "Ute hat keine Karten mehr: Ute und du gewinnt Runde 1 mit je 11 Punkten.",
            "Du hast keine Karten mehr: du und Clara gewinnt Runde 1 mit je 11 Punkten.",
        ),
    ],
)
def test_the_partner_of_the_player_who_goes_out_hears_the_own_form(lang, partner_line, own_line):
    game = place(
        new_game(4, pairs=True, points_per_match=10),
        hands=["R5", "B9", "G1", "Y2"],
        top="R1",
        turn=0,
    )
    events = game.apply(0, "play R5")
    assert said(game, events, viewer=2, lang=lang)[1].startswith(partner_line)
    assert said(game, events, viewer=0, lang=lang)[1].startswith(own_line)


@pytest.mark.parametrize(
    "lang,own,onlooker",
    [
        (
            "en",
            "Pairs: you play with Clara against Ben and David.",
            "Pairs: Ute and Clara against Ben and David.",
        ),
        (
            "de",
            "Paare: du spielst mit Clara gegen Ben und David.",
            "Paare: Ute und Clara gegen Ben und David.",
        ),
    ],
)
def test_the_pairs_are_said_to_a_player_of_a_pair_in_the_own_form(lang, own, onlooker):
    game = place(new_game(4, pairs=True), hands=["R5 R6", "B9", "G1", "Y2"], top="R1", turn=0)
    assert own in [u.speech for u in narrator(game, 0, lang).scores(game.view(0))]
    assert onlooker in [u.speech for u in narrator(game, None, lang).scores(game.view(None))]
    ben = [u.speech for u in narrator(game, 1, lang).scores(game.view(1))]
    assert {
        "en": "Pairs: you play with David against Ute and Clara.",
        "de": "Paare: du spielst mit David gegen Ute und Clara.",
    }[lang] in ben


@pytest.mark.parametrize(
    "lang,pending,direction",
    [
        ("en", "You must draw 4 cards.", "Play goes counter-clockwise: you to play, then Ben"),
        (
            "de",
            "Du musst 4 Karten ziehen.",
            "Gespielt wird gegen den Uhrzeigersinn: du bist dran, dann Ben",
        ),
    ],
)
def test_the_listener_on_turn_hears_du_musst_and_du_bist_dran(lang, pending, direction):
    game = place(new_game(2), hands=["R5", "B9"], top="R+2", turn=0, phase="penalty", pending=4)
    n = narrator(game, 0, lang)
    view = game.view(0)
    pile = {i.id: i for i in n.area_items("pile", view)}
    assert pile["pending"].speech == pending
    assert pile["direction"].speech == direction
    assert n.table(view).speech.endswith(" " + pending)
    assert pending in n.status(view).speech


@pytest.mark.parametrize("bluff", [True, False])
def test_the_player_challenged_hears_and_reads_correct_forms(bluff):
    hand = "W+4 B1 R2" if bluff else "W+4 R1 R2"
    game = place(new_game(3), hands=[hand, "G5 G6", "Y1 Y2"], top="B5", turn=0, direction=1)
    game.apply(0, "play W+4 G")
    events = game.apply(1, "challenge")
    for lang in ("en", "de"):
        for viewer in (0, 1, 2):
            for text in said(game, events, viewer, lang) + brailled(game, events, viewer, lang):
                assert not wording_faults(text, lang), text
    target_br = brailled(game, events, viewer=0, lang="de")[0]
    assert target_br == (
        "Ben Lüge: Bluff, du ziehst 4" if bluff else "Ben Lüge: regelgerecht, Ben zieht 6"
    )


def test_the_player_reported_reads_who_reported_them():
    game = place(new_game(2), hands=["R5 R6", "R3 B4 G7"], top="R1", turn=0)
    game.apply(0, "play R5")
    events = game.apply(1, "report")
    assert brailled(game, events, viewer=0, lang="en")[0] == "Ben reported you: you draw 2"
    assert brailled(game, events, viewer=0, lang="de")[0] == "Ben: dich gemeldet, du ziehst 2"
    assert (
        said(game, events, viewer=0, lang="de")[0]
        == "Ben meldet dich: du hast nicht Letzte gerufen und ziehst 2 Karten."
    )


# --- whole games, every language -------------------------------------------------------


def _random_game(players: int, seed: int, **options):
    game = new_game(players, seed, **options)
    events = list(game.setup_events)
    rng = random.Random(seed)
    views = []
    while not game.is_over():
        seat = game.waiting_for()[0]
        if rng.random() < 0.2:
            views.append((seat, game.view(seat), game.legal_actions(seat)))
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    views += [(seat, game.view(seat), []) for seat in range(players)]
    return game, events, views


def _everything_said(game, events, views, lang: str, viewer: int | None) -> list[str]:
    n = narrator(game, viewer, lang)
    texts = []
    for event in events:
        u = n.event(event)
        if u is not None:
            texts += [u.speech, u.braille]
    for seat, view, legal in views:
        if seat != viewer:
            continue
        for u in (
            n.hand(view),
            n.table(view),
            n.status(view),
            n.legend(),
            *n.scores(view, detail=True),
        ):
            texts += [u.speech, u.braille]
        for item in n.area_items("pile", view) + n.player_items(view) + n.hand_items(view, legal):
            texts += [item.speech, item.braille]
        texts += [n.action(a).speech for a in legal]
    return texts


GAMES = [
    (2, {"points_per_match": 40}),
    (3, {"quick": True}),
    (4, {"pairs": True, "points_per_match": 60}),
    (2, {"bluffing": False, "points_per_match": 60}),
]


@pytest.mark.slow  # whole games: about 1 s of CPU time a case
@pytest.mark.parametrize("players,options", GAMES)
def test_whole_games_have_no_wrong_plural_you_or_doubled_punctuation(players, options):
    for seed in range(2):
        game, events, views = _random_game(players, seed, **options)
        for lang in ("en", "de"):
            for viewer in (*range(players), None):
                faults = [
                    f
                    for t in _everything_said(game, events, views, lang, viewer)
                    for f in wording_faults(t, lang)
                ]
                assert not faults, (lang, viewer, faults[:5])


@pytest.mark.parametrize("players,options", GAMES)
def test_whole_games_in_the_pseudo_locale_leak_no_plain_word(players, options):
    """Every letter of the pseudo-locale is accented: a plain ASCII word
    (other than a player's name) is text that escaped the resources."""
    game, events, views = _random_game(players, 3, **options)
    for viewer in (0, None):
        texts = _everything_said(game, events, views, "pseudo", viewer)
        assert len(texts) > 100
        for text in texts:
            bare = text
            for name in NAMES:
                bare = bare.replace(name, "")
            assert not re.search(r"[A-Za-z]", bare), text


def test_the_label_sheet_in_the_pseudo_locale_leaks_no_plain_word():
    lines = [text for _key, _code, text, _count in labels.cards("pseudo")]
    lines += [text for _code, text in labels.legend("pseudo")]
    assert len(lines) > 60
    for text in lines:
        assert not re.search(r"[A-Za-z]", text), text


def test_the_label_sheet_names_the_cards_in_each_language():
    en = {key: text for key, _code, text, _count in labels.cards("en")}
    de = {key: text for key, _code, text, _count in labels.cards("de")}
    assert en["maumau:red:7"] == "Red 7" and de["maumau:red:7"] == "Rot 7"
    assert en["maumau:blue:draw2"] == "Blue Draw Two" and de["maumau:blue:draw2"] == "Blau Zieh 2"
    assert en["maumau:wild4"] == "Wild Draw Four" and de["maumau:wild4"] == "Joker +4"
    assert ("-aus", "Aussetzen, nach der Farbe") in labels.legend("de")
    assert ("b+2", "example: blue Draw Two; the colour, then the value or symbol") in labels.legend(
        "en"
    )


# --- no words in the source ---------------------------------------------------------------


def test_the_mau_mau_source_holds_no_per_language_words():
    """No dict keyed by language ({"en": ..., "de": ...}), no indexing by
    ``lang`` for words, no ``lang == "de"`` branch: the words are in
    locales/<lang>/maumau.ftl."""
    problems = []
    for path in sorted(MAUMAU.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
                if {"en", "de"} & keys:
                    problems.append(f"{path.name}:{node.lineno}: a dict by language")
            if isinstance(node, ast.Compare) and any(
                isinstance(c, ast.Constant) and c.value in ("en", "de") for c in node.comparators
            ):
                problems.append(f"{path.name}:{node.lineno}: a branch by language")
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.slice, ast.Attribute)
                and node.slice.attr == "lang"
                and not (isinstance(node.value, ast.Name) and node.value.id == "COLOUR_BRAILLE")
            ):
                problems.append(f"{path.name}:{node.lineno}: words looked up by language")
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.slice, ast.Name)
                and node.slice.id == "lang"
                and not (isinstance(node.value, ast.Name) and node.value.id == "COLOUR_BRAILLE")
            ):
                problems.append(f"{path.name}:{node.lineno}: words looked up by language")
    assert not problems, "\n".join(problems)


def test_mau_mau_messages_are_the_same_in_both_languages():
    en = sorted(i for i in message_ids("en") if i.startswith("maumau-"))
    de = sorted(i for i in message_ids("de") if i.startswith("maumau-"))
    assert en == de
    for ident in en:
        assert message_variables(ident, "en") == message_variables(ident, "de"), ident
