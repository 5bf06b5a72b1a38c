"""A save of a game that was over is not offered under "Continue a saved
game": there is nothing left to continue. The list of saves puts it apart
(core.save.scan_saves), and the full-screen list, driven with Pilot, does
not show it."""

from __future__ import annotations

import os
from pathlib import Path

from accessible_games.core.save import save_game, scan_saves
from accessible_games.games.logomachy.rules import Logomachy
from accessible_games.ui.tui.screens import LoadScreen
from tests.tui.helpers import menu_app


def played(moves: int | None) -> Logomachy:
    """A two-player Logomachy of one deal after ``moves`` moves (None: to its end)."""
    game = Logomachy(2, {"deals": 1}, 5)
    made = 0
    while not game.is_over() and (moves is None or made < moves):
        seat = game.waiting_for()[0]
        game.apply(seat, game.legal_actions(seat)[0])
        made += 1
    return game


def saves(folder: Path) -> tuple[Path, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    running, finished = folder / "running.json", folder / "finished.json"
    save_game(played(2), running)
    over = played(None)
    assert over.is_over()
    save_game(over, finished)
    os.utime(running, (1_000_000, 1_000_000))
    os.utime(finished, (2_000_000, 2_000_000))  # the newest: it would be listed first
    return running, finished


def test_the_list_of_saves_puts_finished_games_apart(tmp_path):
    running, finished = saves(tmp_path)
    found = scan_saves(tmp_path)
    assert [h.path for h in found.saves] == [running]
    assert [h.path for h in found.finished] == [finished]
    assert found.finished[0].finished and not found.saves[0].finished
    assert found.set_aside == [] and finished.exists()  # left alone, not set aside


async def test_continue_a_saved_game_does_not_offer_a_finished_one(tmp_path):
    running, finished = saves(tmp_path / "saves")
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert [item.id for item in app.screen.list.items] == [f"f:{running}", "path"]
        assert speech.last.startswith("Continue a saved game: Logomachy, 2 players, saved ")
        assert "after 2 moves" in speech.last


async def test_only_finished_saves_means_none_to_continue(tmp_path):
    running, finished = saves(tmp_path / "saves")
    running.unlink()
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert [item.id for item in app.screen.list.items] == ["path"]
        assert any(t.startswith("There are no saved games in ") for t in speech.texts[-2:])
