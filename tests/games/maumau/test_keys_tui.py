"""Mau Mau at the full-screen table, as a player hears and feels it: a
number key always picks a card of the hand (never a Wild's colour, so a
number meant for a card never plays a Joker); a bluff Wild Draw Four is
made only when chosen twice; a card that cannot be played says the rules'
real reason (after drawing, only the drawn card); the colour step of a Wild
turned up first says its keys; I says the recap; Control Z says why Mau Mau
takes no move back."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.games.maumau.maumau_helpers import place
from tests.tui.helpers import placed_app, press, run_pilot


def maumau_app(
    tmp_path: Path, position: dict, lang: str = "en", players: int = 2, options: dict | None = None
):
    """The player at seat 0 against random bots, in ``position``; speech and
    braille recorded."""
    return placed_app("maumau", place, position, tmp_path, lang, options, players)


run = run_pilot


def hand_codes(app) -> list[str]:
    from tests.games.maumau.maumau_helpers import codes

    return codes(app.game_screen.session.view()["hand"])


def test_4_on_a_focused_wild_draw_four_picks_the_fourth_card_and_plays_nothing(tmp_path):
    # the hand: red 5, green 2, yellow 6, yellow 8, Wild Draw Four (no blue card: no bluff)
    app, speech, _braille = maumau_app(
        tmp_path, dict(hands=["R5 Y6 W+4 G2 Y8", "G5 G6 G7"], top="B1")
    )

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            game = screen.session.game
            assert hand_codes(app) == ["R5", "G2", "Y6", "Y8", "W+4"]
            await press(pilot, "5")  # the Wild Draw Four: the focus goes to its first play
            actions = screen.zone("actions")
            assert screen.focused is actions and actions.current_id == "play W+4 R"
            mark = len(speech.texts)
            await press(pilot, "4")  # meant: the fourth card, yellow 8
            assert game.log == []  # nothing played: not "Wild Draw Four, yellow"
            assert speech.since(mark)[0] == "yellow 8: does not fit"
            hand = screen.zone("hand")
            assert screen.focused is hand and hand.highlighted == 3
            # the Joker focused in the hand: 4 still picks the fourth card
            await press(pilot, "down")
            mark = len(speech.texts)
            await press(pilot, "4")
            assert game.log == [] and speech.since(mark)[0] == "yellow 8: does not fit"

    run(body)


def test_a_wilds_colour_is_chosen_among_its_moves_with_the_arrows(tmp_path):
    app, speech, _braille = maumau_app(tmp_path, dict(hands=["R5 Y6 W", "G5 G6 G7"], top="B1"))

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            game = app.game_screen.session.game
            mark = len(speech.texts)
            await press(pilot, "3")  # the Wild: what it does, the focus on its first play
            assert speech.since(mark)[0] == (
                "Wild: can be played, naming a colour; choose the colour among its moves"
            )
            mark = len(speech.texts)
            await press(pilot, "down", "down", "down")
            assert speech.since(mark)[-1].startswith("Play Wild, naming yellow")
            await press(pilot, "enter")
            assert game.log[0] == (0, "play W Y")

    run(body)


@pytest.mark.parametrize(
    "lang,warning,again",
    [
        (
            "en",
            "A bluff: you hold a blue card. If it is challenged, you draw 4 cards.",
            "Choose the move again to make it.",
        ),
        (
            "de",
            "Ein Bluff: du hast eine Karte der Farbe blau. Wird er angezweifelt, ziehst du 4 "
            "Karten.",
            "Wähle den Zug noch einmal, um ihn zu machen.",
        ),
    ],
)
def test_a_bluff_wild_draw_four_warns_first_and_is_made_when_chosen_again(
    tmp_path, lang, warning, again
):
    app, speech, _braille = maumau_app(tmp_path, dict(hands=["W+4 B3 G2", "R5 R6"], top="B1"), lang)

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            game = app.game_screen.session.game
            await press(pilot, "3")  # the Wild Draw Four (after blue 3 and green 2)
            mark = len(speech.texts)
            await press(pilot, "enter")
            assert speech.since(mark) == [f"{warning} {again}"]
            assert game.log == []
            await press(pilot, "enter")
            assert game.log[0] == (0, "play W+4 R")

    run(body)


def test_a_fair_wild_draw_four_is_made_at_once(tmp_path):
    app, speech, _braille = maumau_app(tmp_path, dict(hands=["W+4 R3 G2", "R5 R6"], top="B1"))

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            game = app.game_screen.session.game
            await press(pilot, "3", "enter")
            assert game.log[0] == (0, "play W+4 R")

    run(body)


@pytest.mark.parametrize(
    "lang,said,felt",
    [
        (
            "en",
            "green 4: after drawing, only the card you drew may be played, green 9, 2 of 3",
            "g4 - only g9",
        ),
        (
            "de",
            "grüne 4: nach dem Ziehen darf nur die gezogene Karte gespielt werden, grüne 9, 2 von "
            "3",
            "gn4 - nur gn9",
        ),
    ],
)
def test_after_drawing_a_matching_card_of_the_hand_says_only_the_drawn_card_may_be_played(
    tmp_path, lang, said, felt
):
    # green 4 matches green 7, but after drawing green 9 only that card may be played
    app, speech, braille = maumau_app(
        tmp_path, dict(hands=["G4 B1", "R5 R6"], top="G7", stock="G9"), lang
    )

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            await press(pilot, "d")
            assert app.game_screen.session.game.phase == "drawn"
            await press(pilot, "h", "home", "down")
            assert speech.last == said
            assert braille.shown[-1].startswith(felt)
            mark = len(speech.texts)
            await press(pilot, "2")  # the number says it too, and plays nothing
            assert speech.since(mark)[0] == said.rsplit(",", 1)[0]

    run(body)


def test_a_draw_two_to_answer_and_the_colour_step_give_their_reasons(tmp_path):
    app, speech, _braille = maumau_app(
        tmp_path, dict(hands=["R5 B+2", "G5 G6"], top="R+2", phase="penalty", pending=2)
    )

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await press(pilot, "1")
            assert speech.since(mark)[0] == "red 5: you must draw 2 cards or play a Draw Two"

    run(body)


def test_the_colour_step_says_its_keys_and_the_cards_wait_for_it(tmp_path):
    app, speech, braille = maumau_app(
        tmp_path, dict(hands=["R5 Y6 B2", "G5 G6 G7"], top="W", colour=None, phase="colour")
    )

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            session = app.game_screen.session
            turn = session.narrator.event(session.game._turn_event())
            assert (
                turn.speech
                == "Your turn, on Wild: name the colour, 1 red, 2 blue, 3 green, 4 yellow."
            )
            assert turn.braille == "your turn: w, name colour 1-4"
            await press(pilot, "h")
            assert speech.last.startswith(
                "Hand: red 5: name the colour of the Wild on the pile first"
            )
            mark = len(speech.texts)
            await press(pilot, "3")
            assert speech.since(mark)[0] == "You name green."

    run(body)


@pytest.mark.parametrize(
    "lang,said,felt",
    [
        (
            "en",
            "Your 2 cards: red 5 and blue 9. On the pile: blue Draw Two; colour to follow: blue. "
            "You must draw 2 cards. Anna has 3 cards. Stock: 102 cards; discard pile: one card.",
            "hand r5 b9; top b+2; draw 2; Anna: 3c; stock 102 discard 1",
        ),
        (
            "de",
            "Deine 2 Karten: rote 5 und blaue 9. Auf dem Ablegestapel: Zieh 2 blau; es gilt die "
            "Farbe blau. Du musst 2 Karten ziehen. Anna hat 3 Karten. Stapel: 102 Karten; "
            "Ablegestapel: eine Karte.",
            "Hand r5 b9; oben b+2; zieh 2; Anna: 3k; Stapel 102 Ablage 1",
        ),
    ],
)
def test_i_says_the_hand_the_pile_what_to_draw_and_the_others_cards(tmp_path, lang, said, felt):
    app, speech, braille = maumau_app(
        tmp_path, dict(hands=["R5 B9", "G5 G6 G7"], top="B+2", phase="penalty", pending=2), lang
    )

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await press(pilot, "i")
            assert speech.since(mark) == [said]
            assert braille.shown[-1] == felt

    run(body)


def test_control_z_says_why_mau_mau_takes_no_move_back(tmp_path):
    app, speech, _braille = maumau_app(tmp_path, dict(hands=["R5 B9 G1", "G5 G6 G7"], top="R1"))

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            game = app.game_screen.session.game
            await press(pilot, "1", "enter")  # red 5
            assert game.log[0] == (0, "play R5")
            moves = len(game.log)
            mark = len(speech.texts)
            await press(pilot, "ctrl+z")
            assert speech.since(mark) == [
                "Moves cannot be taken back in Mau Mau: a drawn card comes from the hidden stock, "
                "and the other players act on every move."
            ]
            assert len(game.log) == moves

    run(body)
