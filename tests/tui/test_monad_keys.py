"""MONAD at the full-screen table: its own keys (E end, D draw or flip, P
pass, B pay card by card, 1-4 the columns, M the Monads, C and L the table's
areas), the grouped list of moves whose headings are said and never played,
and the F1 list with the game's keys."""

from __future__ import annotations

from pathlib import Path

from accessible_games.ui.tui.base import TextScreen
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


def monad_app(
    tmp_path: Path,
    position: dict | None = None,
    lang: str = "en",
    players: int = 2,
    options: dict | None = None,
):
    """A MONAD table with the player at seat 0 against random bots, put into
    ``position`` (see monad_helpers.place) before it opens."""
    return position_app(tmp_path, "monad", place, position, lang, players, options)


async def test_the_actions_zone_is_grouped_and_a_heading_is_said_not_played(tmp_path):
    app, speech = monad_app(tmp_path, POSITION)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        game = screen.session.game
        actions = screen.zone("actions")
        ids = [item.id for item in actions.items]
        assert ids[0] == "#group:best" and ids[1].startswith("best:")
        assert "#group:combine" in ids and ids[-2:] == ["#group:other", "draw"]
        await press(pilot, "a", "home")
        mark = len(speech.texts)
        await press(pilot, "enter")
        assert speech.since(mark) == ["Best moves, 3 options, 1 of 95"]
        assert game.log == []  # nothing was played
        # the best move, listed again under its group, is played by its text
        await press(pilot, "down")
        best = actions.current_id
        assert best == "best:combine 2Y 2G bonus"
        await press(pilot, "enter")
        assert game.log[0] == (0, "combine 2Y 2G bonus")
        assert "You combine Bi yellow and Bi green into Tri orange (warm)." in " ".join(
            speech.since(mark)
        )


async def test_d_draws_e_ends_p_refuses(tmp_path):
    app, speech = monad_app(tmp_path, POSITION)
    async with app.run_test() as pilot:
        await pilot.pause()
        game = app.game_screen.session.game
        mark = len(speech.texts)
        await press(pilot, "p")
        assert speech.since(mark)[0].startswith("You can ")
        mark = len(speech.texts)
        await press(pilot, "e")
        assert game.log == [] and speech.since(mark)
        await press(pilot, "d")
        assert game.log[0] == (0, "draw")
        assert "You draw One red (warm)." in speech.since(mark)


async def test_e_ends_the_turn_after_an_action(tmp_path):
    app, speech = monad_app(tmp_path, dict(POSITION, phase="acting", actions_taken=1))
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await press(pilot, "e")
        assert "You end your turn." in speech.since(mark)


async def test_numbers_read_the_columns_and_m_the_monads(tmp_path):
    app, speech = monad_app(tmp_path, POSITION)
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await press(pilot, "1", "3", "m")
        assert speech.since(mark) == [
            "Bi column: Bi red (warm) on top, 2 cards; below it, from the top: orange",
            "Quad column: Quad red (warm) on top, 1 card",
            "Monad pile: 10 left. Monads: you 0 and Anna 0.",
        ]
        assert app.game_screen.session.game.log == []


async def test_c_goes_to_the_columns_and_b_pays_for_the_focused_one(tmp_path):
    app, speech = monad_app(tmp_path, POSITION)
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await press(pilot, "c")
        assert speech.since(mark)[-1] == (
            "Columns: Bi column: Bi red (warm) on top, 2 cards; below it, from the top: orange, "
            "1 of 4"
        )
        await press(pilot, "down")
        mark = len(speech.texts)
        await press(pilot, "b")
        game = app.game_screen.session.game
        assert game.phase == "paying"
        assert speech.since(mark)[0] == "Paying for Tri orange (warm): no cards, 0 of 7."
        await press(pilot, "l")
        piles = app.game_screen.zone("piles")
        assert piles.has_focus
        assert piles.items[0].speech == "Paying for Tri orange (warm): no cards, 0 of 7."


async def test_f1_lists_the_games_keys_first(tmp_path):
    app, speech = monad_app(tmp_path, POSITION)
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "f1")
        assert isinstance(app.screen, TextScreen)
        lines = [item.speech for item in app.screen.list.items]
        assert lines[0] == "Keys of MONAD"
        assert lines[1] == "E: end your turn"
        assert any(line.startswith("1-4: read the top card") for line in lines)


async def test_german_keys_and_list(tmp_path):
    app, speech = monad_app(tmp_path, POSITION, lang="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await press(pilot, "2")
        assert speech.since(mark) == [
            "Tri-Kolonne: oben Tri orange (warm), 2 Karten; darunter, von oben: gelb"
        ]
        await press(pilot, "h", "a")
        # the focus landed on the first move, the best, under its heading
        actions = app.game_screen.zone("actions")
        assert actions.highlighted == 1
        count = actions.option_count
        assert speech.texts[-1].startswith("Aktionen: ")
        assert speech.texts[-1].endswith(f", 2 von {count}")
        await press(pilot, "home")
        assert speech.texts[-1] == f"Beste Züge, 3 Möglichkeiten, 1 von {count}"
        await press(pilot, "home")  # already on the first item: said again, at the top
        assert speech.texts[-1] == f"Beste Züge, 3 Möglichkeiten, 1 von {count}, Anfang der Liste"
