"""MONAD at the full-screen table, by keys: Ctrl+Z takes a move of the turn
back, I says the recap, a number key has one meaning in each zone (in the
hand it picks a card, elsewhere 1-4 read a column and 5-9 say so), Enter on
a hand card without a move says why, and a costly move is made only when
chosen twice."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from tests.games.monad.monad_helpers import place
from tests.tui.helpers import position_app, press

#: Ute (seat 0) to move, with moves of every kind
POSITION = dict(
    hands=["1R 1O 1Y 1L 1D 2Y 2L 2G 3R", "1G 1G"],
    columns=["2R 2O", "3O 3Y", "4R", "5D"],
    talon="1R",
    stamm="Y D",
    turn=0,
)


def monad_app(tmp_path: Path, position: dict | None = None, lang: str = "en"):
    return position_app(tmp_path, "monad", place, position, lang)


def in_loop(test: Callable[[Path], Coroutine[Any, Any, None]]) -> Callable[[Path], None]:
    """Run the Pilot test ``test`` in its own event loop (no asyncio plugin)."""

    def run(tmp_path: Path) -> None:
        asyncio.run(asyncio.wait_for(test(tmp_path), timeout=60))

    run.__name__ = test.__name__
    run.__doc__ = test.__doc__
    return run


@in_loop
async def test_ctrl_z_takes_a_payment_step_back(tmp_path):
    app, speech = monad_app(tmp_path)  # seed 3, a real game: take-back replays it
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        game = screen.session.game
        assert game.turn == 0
        screen.play("acquire 2")
        await pilot.pause()
        pay = next(a for a in screen.session.legal() if a.kind == "pay")
        screen.play(pay.text)
        await pilot.pause()
        before = len(screen.session.game.log)
        assert screen.session.game.log[-2:] == [(0, "acquire 2"), (0, pay.text)]
        mark = len(speech.texts)
        await press(pilot, "ctrl+z")
        game = screen.session.game
        assert len(game.log) == before - 1 and game.phase == "paying" and game.payment[1] == []
        assert speech.since(mark)[0].startswith("Taken back: Pay One ")
        await press(pilot, "ctrl+z")
        assert screen.session.game.phase == "start"
        mark = len(speech.texts)
        await press(pilot, "ctrl+z")
        assert (
            speech.since(mark)[0]
            == "Your turn has just begun: there is no move of this turn to take back."
        )
        assert len(screen.session.game.log) == before - 2


@in_loop
async def test_i_says_the_recap(tmp_path):
    app, speech = monad_app(tmp_path, POSITION)
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await press(pilot, "i")
        said = speech.since(mark)
        assert said[0].startswith("Your hand: 9 cards, worth 21.")
        assert (
            "Columns: Bi red (2 cards), Tri orange (2 cards), Quad red (1 card) and Quint dark "
            "blue (1 card). Monads: you 0 and Anna 0" in said[0]
        )


@in_loop
async def test_number_keys_have_one_meaning_in_each_zone(tmp_path):
    app, speech = monad_app(tmp_path, POSITION)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        await press(pilot, "a")
        mark = len(speech.texts)
        await press(pilot, "2")  # outside the hand: the Tri column
        assert speech.since(mark) == [
            "Tri column: Tri orange (warm) on top, 2 cards; below it, from the top: yellow"
        ]
        mark = len(speech.texts)
        await press(pilot, "7")
        assert speech.since(mark)[0] == (
            "7 reads nothing here: 1 to 4 read the Bi, Tri, Quad and Quint column; "
            "in your hand a number picks that card."
        )
        await press(pilot, "h")
        mark = len(speech.texts)
        await press(pilot, "2")  # in the hand: the second card
        assert speech.since(mark)[0].startswith("One orange (warm): ")
        assert "moves" in speech.since(mark)[0]
        assert screen.session.game.log == []


@in_loop
async def test_enter_on_a_card_without_a_move_says_why(tmp_path):
    position = dict(hands=["1R 1O 3Y", "1G"], columns=["2R", "", "4R", "5D"], stamm="G O", turn=0)
    app, speech = monad_app(tmp_path, position)
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "h", "home")
        mark = len(speech.texts)
        await press(pilot, "enter")
        assert speech.since(mark)[0] == (
            "One red (warm): no move now: no cold One or relative to combine it with and your "
            "cards below the Bi are worth 2, the Bi costs 3."
        )


@in_loop
async def test_a_costly_move_asks_to_be_chosen_again(tmp_path):
    position = dict(
        hands=["1D 2Y 2L 2G", "1G"], columns=["2R", "3O", "4R", "5D"], stamm="R O", turn=0
    )
    app, speech = monad_app(tmp_path, position)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        actions = screen.zone("actions")
        await press(pilot, "a")
        actions.select_id("acquire 3 with 2Y 2L 2G")
        await pilot.pause()
        mark = len(speech.texts)
        await press(pilot, "enter")
        assert "Costly: you give 9 and gain 7. Choose the move again to make it." in speech.since(
            mark
        )
        assert screen.session.game.log == []
        actions.select_id("acquire 3 with 2Y 2L 2G")
        await pilot.pause()
        await press(pilot, "enter")
        assert screen.session.game.log == [(0, "acquire 3 with 2Y 2L 2G")]
