"""Where every player stands in Logomachy, as blind testers asked for it:
the recap and the players zone give each player's captured cards and how
many of them are yellow; the result at the end of a match counts chips, not
points; and after the match's last deal is scored, the captured and yellow
cards are said as they were counted, never as a stale "0 of them yellow"."""

from __future__ import annotations

import pytest
from logomachy_helpers import new_game, place

from accessible_games.app.session import Session
from accessible_games.games.logomachy.describe import LogomachyNarrator
from accessible_games.games.logomachy.rules import Logomachy

NAMES = ["Anna", "Ben", "Cleo", "Dora"]


def narrator(lang: str, game: Logomachy, viewer: int | None = 0) -> LogomachyNarrator:
    return LogomachyNarrator(lang, NAMES[: game.players], viewer, game.facts())


def four_piles() -> Logomachy:
    """Four players in a deal: seat 0 captured 3 cards (2 yellow), seat 1
    one card (not yellow), seat 2 none, seat 3 two cards (both yellow)."""
    return place(
        new_game(4),
        hands=["Y3", "B5", "R1", "G4"],
        middle="G9 R2",
        stock="R4",
        captured=["Y1 Y2 R5", "G5", "", "Y8 Y9"],
        turn=0,
    )


@pytest.mark.parametrize(
    "lang, said, felt",
    [
        (
            "en",
            "Captured: you 3 cards, 2 of them yellow; Ben 1 card, none of them yellow; "
            "Cleo no cards; Dora 2 cards, 2 of them yellow.",
            "captured you: 3, 2 yellow / Ben: 1, 0 yellow / Cleo: 0 / Dora: 2, 2 yellow",
        ),
        (
            "de",
            "Genommen: du 3 Karten, davon 2 gelbe; Ben 1 Karte, davon keine gelbe; "
            "Cleo keine Karte; Dora 2 Karten, davon 2 gelbe.",
            "genommen du: 3, 2 gelbe / Ben: 1, 0 gelbe / Cleo: 0 / Dora: 2, 2 gelbe",
        ),
    ],
)
def test_the_recap_gives_every_players_captured_and_yellow_cards(lang, said, felt):
    game = four_piles()
    recap = narrator(lang, game).recap(game.view(0))
    assert recap.speech.endswith(" " + said)
    assert recap.braille.endswith("; " + felt)


def test_the_recap_of_an_onlooker_names_every_player():
    game = four_piles()
    recap = narrator("en", game, viewer=None).recap(game.view(None))
    assert recap.speech.endswith(
        "Captured: Anna 3 cards, 2 of them yellow; Ben 1 card, none of them yellow; "
        "Cleo no cards; Dora 2 cards, 2 of them yellow."
    )


@pytest.mark.parametrize(
    "lang, said, felt",
    [
        (
            "en",
            [
                "You: 0 chips, 1 card in hand, 3 captured, 2 of them yellow, on turn",
                "Ben: 0 chips, 1 card in hand, 1 captured, none of them yellow",
                "Cleo: 0 chips, 1 card in hand, 0 captured",
                "Dora: 0 chips, 1 card in hand, 2 captured, 2 of them yellow",
            ],
            [
                "You: 0 chips, hand 1, captured 3, 2 yellow *",
                "Ben: 0 chips, hand 1, captured 1, 0 yellow",
                "Cleo: 0 chips, hand 1, captured 0",
                "Dora: 0 chips, hand 1, captured 2, 2 yellow",
            ],
        ),
        (
            "de",
            [
                "Du: 0 Chips, 1 Karte auf der Hand, 3 genommen, davon 2 gelbe, am Zug",
                "Ben: 0 Chips, 1 Karte auf der Hand, 1 genommen, davon keine gelbe",
                "Cleo: 0 Chips, 1 Karte auf der Hand, 0 genommen",
                "Dora: 0 Chips, 1 Karte auf der Hand, 2 genommen, davon 2 gelbe",
            ],
            [
                "Du: 0 chips, hand 1, genommen 3, 2 gelbe *",
                "Ben: 0 chips, hand 1, genommen 1, 0 gelbe",
                "Cleo: 0 chips, hand 1, genommen 0",
                "Dora: 0 chips, hand 1, genommen 2, 2 gelbe",
            ],
        ),
    ],
)
def test_the_players_zone_gives_every_players_captured_and_yellow_cards(lang, said, felt):
    game = four_piles()
    items = narrator(lang, game).player_items(game.view(0))
    assert [i.speech for i in items] == said
    assert [i.braille for i in items] == felt


#: the last turns of a one-deal match: seat 0 pairs yellow 5 with red 5,
#: seat 1 takes blue 1 + blue 2 with green 3; red 8 stays in the middle
LAST_TURNS = dict(
    hands=["Y5", "G3"],
    middle="R5 B1 B2 R8",
    stock="",
    captured=["Y7 Y2 R9", "Y4 G8"],
    turn=0,
)
LAST_MOVES = [(0, "play Y5 take R5"), (1, "play G3 take B1 B2")]


def finish(game: Logomachy) -> Logomachy:
    """Play :data:`LAST_TURNS` to the end of the match: seat 0 then holds
    5 cards (3 yellow, the yellow 7 among them) and 2 chips (the yellow 7,
    most yellow cards), seat 1 5 cards (1 yellow) and 1 chip (most cards)."""
    place(game, **LAST_TURNS)
    for seat, text in LAST_MOVES:
        game.apply(seat, text)
    assert game.is_over()
    return game


def test_after_the_match_the_captured_and_yellow_cards_stay_as_counted():
    game = finish(new_game(2, deals=1))
    view = game.view(0)
    assert view["chips"] == [2, 1]
    assert view["captured_counts"] == [5, 5]
    assert view["captured_yellow"] == [3, 1]
    assert view["yellow7_captured_by"] == 0


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            [
                "You: 2 chips, 5 cards captured, 3 of them yellow, with the yellow 7, 0 in hand",
                "Ben: 1 chip, 5 cards captured, 1 of them yellow, 0 in hand",
            ],
        ),
        (
            "de",
            [
                "Du: 2 Chips, 5 Karten genommen, davon 3 gelbe, mit der gelben 7, 0 auf der Hand",
                "Ben: 1 Chip, 5 Karten genommen, davon 1 gelbe, 0 auf der Hand",
            ],
        ),
    ],
)
def test_after_the_yellows_are_counted_no_stale_zero_yellow_is_said(lang, said):
    game = finish(new_game(2, deals=1))
    n = narrator(lang, game)
    view = game.view(0)
    detail = [u.speech for u in n.scores(view, detail=True)]
    assert detail[1:3] == said
    heard = [*detail, n.recap(view).speech, *(i.speech for i in n.player_items(view))]
    assert not [t for t in heard if "0 of them yellow" in t or "davon 0 gelbe" in t]


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            [
                "You: 0 chips, 1 card captured, none of them yellow, 1 in hand",
                "Ben: 0 chips, no cards captured, 1 in hand",
            ],
        ),
        (
            "de",
            [
                "Du: 0 Chips, 1 Karte genommen, davon keine gelbe, 1 auf der Hand",
                "Ben: 0 Chips, keine Karte genommen, 1 auf der Hand",
            ],
        ),
    ],
)
def test_no_yellow_cards_are_said_as_none_and_no_cards_without_yellow(lang, said):
    game = place(new_game(2), hands=["Y3", "B5"], middle="G9", stock="R4", captured=["R5", ""])
    detail = [u.speech for u in narrator(lang, game).scores(game.view(0), detail=True)]
    assert detail[1:3] == said


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "Result: you: 2 chips and Anna: 1 chip. Winner: you."),
        ("de", "Ergebnis: du: 2 Chips und Anna: 1 Chip. Sieger: du."),
    ],
)
def test_the_result_of_a_match_counts_chips_not_points(lang, said):
    session = Session.new("logomachy", 2, 1, "random", 3, {"deals": 1}, lang, lambda _u: None)
    finish(session.game)
    line = session.result_line()
    assert line is not None
    assert line.speech == said
