"""Random key sequences, driven through Textual's Pilot, never crash the
full-screen mode: from the main menu and from inside a running game of each
game, any mix of the keys the program binds (docs/keys.md, every game's own
keys), the keys of lists, menus and input lines, unbound keys and any
printable character leaves the program running with a screen to show.

Pilot raises an exception of the app when the test ends, so a key that
crashes a handler fails the example (Hypothesis then shortens the sequence
to the fewest keys that still crash).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.games.registry import entry, game_ids
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.keys import GAME_KEYS, key_names
from accessible_games.ui.tui.screens import MainMenu
from tests.tui.helpers import RecordingSpeech

GAMES = ["logomachy", "maumau", "monad", "pulok", "madnooks"]

#: every key the game screen binds, the games' own keys among them
BOUND = sorted(
    {name for spec in GAME_KEYS for name in key_names(spec.keys)}
    | {name for game in game_ids() for key in entry(game).keys for name in key_names(key.keys)}
)
#: the keys of lists, menus, forms and input lines (Textual's own and the screens')
LIST_KEYS = [
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "pageup",
    "pagedown",
    "enter",
    "escape",
    "tab",
    "shift+tab",
    "space",
    "backspace",
    "delete",
    "ctrl+q",
    "ctrl+s",
    "ctrl+c",
    "f1",
    "f2",
    "f4",
    "f10",
]
#: keys nothing binds, which a player may still press
UNBOUND = ["f3", "f5", "f12", "insert", "ctrl+a", "ctrl+z", "shift+up", "ctrl+left", "0"]
#: Ctrl+P, Textual's command palette, is left out: it is no key of the
#: program, its commands include taking a screenshot (a file written to the
#: working folder) and changing the look, and none of it is spoken
KEYS = sorted(set(BOUND) | set(LIST_KEYS) | set(UNBOUND))

#: the keys that move and choose, drawn more often so sequences get deep
#: into menus, forms, dialogs and games (one key in three)
MOVES = ["up", "down", "left", "right", "home", "end", "enter", "escape", "tab"]

key = st.one_of(
    st.sampled_from(MOVES),
    st.sampled_from(KEYS),
    # any printable character: letters of other scripts, umlauts, signs, spaces
    st.characters(categories=("L", "N", "P", "S", "Zs"), max_codepoint=0x2FFF),
)
sequences = st.lists(key, min_size=30, max_size=50)


class KeptRunningApp(AccessibleGamesApp):
    """The program, but quitting (Ctrl+Q in a menu, the main menu's Quit) is
    recorded instead of done, so one sequence can press on after it; that a
    real quit ends the program cleanly is checked below. Quitting never
    leaves a half-done state behind: each of its callers returns right
    after asking."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.quits: list[object] = []

    def exit(self, result=None, return_code: int = 0, message=None) -> None:
        self.quits.append((result, return_code))


@pytest.fixture
def sandbox(tmp_path, monkeypatch) -> Path:
    """A file name typed in a form (a label sheet, a deck) lands in the
    test's own folder, never in the working folder or the home folder."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path))
    return tmp_path


async def drive(start: str, keys: list[str], lang: str, seed: int, folder: Path) -> None:
    speech = RecordingSpeech()
    chosen = Settings(language=lang, braille="none")
    announcer = Announcer(speech=speech, verbosity="full")
    announcer.settings = chosen
    app = KeptRunningApp(announcer, chosen, save_dir=folder / "saves")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        if start != "menu":
            # as the new-game form starts it: the main menu stays below the game
            session = Session.new(start, 2, 1, "good", seed, {}, lang, app.game_emit)
            app.start_game(GameScreen(session))
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
        for pressed in keys:
            await pilot.press(pressed)
            if app._exception is not None:
                break  # the crash is raised when the test ends
        await pilot.pause()
        assert app.is_running, "the program stopped"
        assert app.screen_stack, "no screen left"
        assert any(isinstance(screen, MainMenu) for screen in app.screen_stack), (
            "the main menu is gone"
        )
        assert all(code == 0 for _result, code in app.quits)


# from a game's table: slow (four random games by keys, 1.5-3.5 s of CPU time each start)
@pytest.mark.parametrize(
    "start", ["menu", *[pytest.param(game, marks=pytest.mark.slow) for game in GAMES]]
)
@settings(
    max_examples=4,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(keys=sequences, lang=st.sampled_from(["en", "de"]), seed=st.integers(0, 10**6))
def test_random_keys_never_crash_the_program(quick_pilot, sandbox, start, keys, lang, seed):
    asyncio.run(asyncio.wait_for(drive(start, keys, lang, seed, sandbox), timeout=60))


async def test_quitting_from_the_main_menu_ends_the_program_cleanly(tmp_path):
    for keys in (["ctrl+q"], ["end", "enter"]):
        speech = RecordingSpeech()
        app = AccessibleGamesApp(
            Announcer(speech=speech), Settings(language="en"), save_dir=tmp_path
        )
        async with app.run_test() as pilot:
            await pilot.pause()
            await pilot.press(*keys)
            await pilot.pause()
        assert app.return_code == 0
        assert not app.is_running


def test_the_keys_cover_the_documented_ones():
    """Every key of docs/keys.md's tables is among the generated ones, and
    every game is started."""
    assert sorted(GAMES) == sorted(game_ids())
    for spec in GAME_KEYS:
        assert key_names(spec.keys) <= set(KEYS)
    assert {
        "up",
        "down",
        "home",
        "end",
        "enter",
        "escape",
        "tab",
        "left",
        "right",
        "f1",
        "ctrl+q",
    } <= set(KEYS)
