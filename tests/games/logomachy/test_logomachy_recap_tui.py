"""Logomachy at the full-screen table, as a player hears and feels it: I
says the hand, every card in the middle and every player's captured and
yellow cards in one line, M enters the Middle zone on all of its cards
first, a card of the hand says why it cannot be played (another player's
turn), Control Z says why Logomachy takes no move back; and braille that
names the player before a number."""

from __future__ import annotations

from pathlib import Path

import pytest
from logomachy_helpers import new_game, place

from accessible_games.core.messages import render
from accessible_games.games.logomachy.describe import LogomachyNarrator
from tests.tui.helpers import placed_app, press, run_pilot

#: the player (seat 0) to move: three cards in hand, four in the middle
POSITION = dict(hands=["Y3 B5 R1", "G2 G4"], middle="G9 R2 B3 Y1", stock="R4 R5 R6")


#: the same, when the player has captured three cards, one of them yellow
CAPTURED = dict(POSITION, captured=["Y2 R7 G1", ""])


def logomachy_app(tmp_path: Path, lang: str = "en", position: dict | None = None):
    return placed_app("logomachy", place, position or POSITION, tmp_path, lang)


run = run_pilot


@pytest.mark.parametrize(
    "lang,said,felt",
    [
        (
            "en",
            "Your hand: yellow 3 (I), blue 5 (I) and red 1 (E). Middle, 4 cards: green 9 (Z), red "
            "2 (A), blue 3 (E) and yellow 1 (E). 3 cards are left in the stock. Captured: you 3 "
            "cards, 1 of them yellow; Anna no cards.",
            "hand y3 b5 r1; mid g9 r2 b3 y1; stock 3; captured you: 3, 1 yellow / Anna: 0",
        ),
        (
            "de",
            "Deine Hand: gelbe 3 (I), blaue 5 (I) und rote 1 (E). Mitte, 4 Karten: grüne 9 (Z), "
            "rote 2 (A), blaue 3 (E) und gelbe 1 (E). Im Stapel sind noch 3 Karten. Genommen: du "
            "3 Karten, davon 1 gelbe; Anna keine Karte.",
            "hand ge3 b5 r1; mitte gn9 r2 b3 ge1; stapel 3; genommen du: 3, 1 gelbe / Anna: 0",
        ),
    ],
)
def test_i_says_the_hand_every_card_in_the_middle_and_every_players_captures(
    tmp_path, lang, said, felt
):
    app, speech, braille = logomachy_app(tmp_path, lang, CAPTURED)

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await press(pilot, "i")
            assert speech.since(mark) == [said]
            assert braille.shown[-1] == felt

    run(body)


def test_m_enters_the_middle_on_all_its_cards_then_each_card(tmp_path):
    app, speech, braille = logomachy_app(tmp_path)

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            await press(pilot, "m")
            assert speech.last.startswith(
                "Middle: 4 cards: green 9 (Z), red 2 (A), blue 3 (E) and yellow 1 (E)"
            )
            assert "all g9 r2 b3 y1" in braille.shown[-1]
            await press(pilot, "down")
            assert speech.last.startswith("green 9 (Z)")

    run(body)


def test_control_z_after_a_move_says_why_logomachy_takes_nothing_back(tmp_path):
    app, speech, _braille = logomachy_app(tmp_path)

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            game = app.game_screen.session.game
            await press(pilot, "1", "enter")  # yellow 3 takes blue 3
            assert game.log[0][0] == 0
            moves = len(game.log)
            mark = len(speech.texts)
            await press(pilot, "ctrl+z")
            assert len(game.log) == moves
            assert speech.since(mark) == [
                "Moves cannot be taken back in Logomachy: new cards come from the hidden stock, "
                "and the other players act on every move."
            ]

    run(body)


def test_a_card_says_why_it_cannot_be_played_in_anothers_turn_and_after_the_match():
    game = place(new_game(2), **dict(POSITION, turn=1))
    n = LogomachyNarrator("en", ["A", "B"], 0, game.facts())
    assert n.hand_item(game.view(0), 0, []).speech == "yellow 3 (I). It is not your turn."
    view = dict(game.view(0), over=True)
    assert n.hand_item(view, 0, []).speech == "yellow 3 (I). The match is over."


def test_no_move_is_taken_back_in_german_either():
    game = place(new_game(2), **POSITION)
    game.apply(0, game.legal_actions(0)[0])
    assert game.takeback(0) == 0
    assert render(game.why_no_takeback(0), "de") == (
        "Bei Logomachy lässt sich kein Zug zurücknehmen: neue Karten kommen aus dem verdeckten "
        "Stapel, und die anderen spielen auf jeden Zug weiter."
    )


@pytest.mark.parametrize(
    "lang,scores,players,status",
    [
        (
            "en",
            "chips you: 2 and Player 2: 1",
            ["You: 2 chips, hand 3, captured 0 *", "Player 2: 1 chip, hand 2, captured 0"],
            "deal 1, stock 3, your turn",
        ),
        (
            "de",
            "chips du: 2 und Player 2: 1",
            ["Du: 2 chips, hand 3, genommen 0 *", "Player 2: 1 chip, hand 2, genommen 0"],
            "durchgang 1, stapel 3, du bist dran",
        ),
    ],
)
def test_braille_names_the_player_before_each_number(lang, scores, players, status):
    game = place(new_game(2), **POSITION, chips=[2, 1])
    n = LogomachyNarrator(lang, ["Player 1", "Player 2"], 0, game.facts())
    view = game.view(0)
    assert n.scores(view)[0].braille == scores
    assert [i.braille for i in n.player_items(view)] == players
    assert n.status(view).braille == status


def test_the_middle_zone_of_an_empty_middle_says_so():
    game = place(new_game(2), hands=["Y3", "G2"], middle="", stock="R4")
    items = LogomachyNarrator("en", ["A", "B"], 0, game.facts()).area_items("middle", game.view(0))
    assert [i.speech for i in items] == ["The middle is empty."]
