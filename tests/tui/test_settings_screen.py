"""The settings screen: every setting of the settings file is a line;
each change is said, applied at once and kept."""

from __future__ import annotations

import dataclasses

from accessible_games import settings as settings_module
from accessible_games.settings import Settings
from accessible_games.ui.tui.base import InputScreen
from accessible_games.ui.tui.forms import SettingsScreen
from tests.tui.helpers import menu_app
from tests.tui.test_menus import on_item, press_until


async def open_settings(pilot, app):
    await pilot.pause()
    await press_until(pilot, "down", lambda: app.focused.current_id == "settings")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, SettingsScreen)


async def test_every_setting_of_the_file_is_listed(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await open_settings(pilot, app)
        ids = [item.id for item in app.screen.list.items]
        assert ids == [f.name for f in dataclasses.fields(Settings)]
        assert speech.last == f"Settings: Language: English, 1 of {len(ids)}"


async def test_language_change_is_said_in_the_new_language_and_kept(tmp_path):
    saved: list = []
    app, speech = menu_app(tmp_path, saved=saved)
    async with app.run_test() as pilot:
        await open_settings(pilot, app)
        await pilot.press("right")
        assert speech.last == "Sprache: Deutsch"
        assert app.settings.language == "de" and app.lang == "de"
        assert saved == [{"language": "de"}]
        await pilot.press("down")
        assert speech.last.startswith("Sprachausgabe: automatisch, 2 von ")
        await pilot.press("escape")
        await pilot.pause()
        # the main menu is in German now too
        assert speech.last == "Accessible Games, Hauptmenü: Einstellungen, 6 von 8"


async def test_verbosity_and_positions_apply_at_once(tmp_path):
    saved: list = []
    app, speech = menu_app(tmp_path, saved=saved)
    async with app.run_test() as pilot:
        await open_settings(pilot, app)
        await press_until(pilot, "down", on_item(app, "Verbosity"))
        await pilot.press("right")
        assert speech.last == "Verbosity: terse"
        assert app.announcer.verbosity == "terse"
        await press_until(pilot, "down", on_item(app, "Say positions"))
        await pilot.press("left")
        assert speech.last == "Say positions such as 3 of 7: off"
        await pilot.press("up")
        assert speech.last == "Verbosity: terse"  # no "n of m" any more
        assert saved == [{"verbosity": "terse"}, {"positions": False}]


# many keys typed: Pilot waits in 2 ms steps (quick_pilot), 1-4.5 s less
async def test_rate_steps_with_arrows_and_typed_values_are_checked(tmp_path, quick_pilot):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await open_settings(pilot, app)
        await press_until(pilot, "down", on_item(app, "Speech rate"))
        await pilot.press("right")
        assert speech.last == "Speech rate: 10"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, InputScreen)
        await pilot.press("backspace", "backspace", "2", "0", "0", "enter")
        await pilot.pause()
        assert "rate" in speech.last and "-100 to 100" in speech.last
        assert isinstance(app.screen, InputScreen)
        assert app.settings.rate == 10  # nothing changed
        await pilot.press("backspace", "backspace", "enter")
        await pilot.pause()
        assert speech.last == "Speech rate: 2"
        assert app.settings.rate == 2


async def test_theme_change_restyles_the_screen(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await open_settings(pilot, app)
        assert app.theme == "ansi-dark"
        await press_until(pilot, "down", on_item(app, "Look"))
        await pilot.press("right")
        assert speech.last == "Look: high contrast, terminal colours, light background"
        assert app.theme == "ansi-light"


async def test_changes_reach_the_settings_file_without_this_runs_command_line_choices(tmp_path):
    """Only the changed setting is written: a --no-speech given for this
    run (own_speech off in the running settings) stays out of the file."""
    app, speech = menu_app(tmp_path, own_speech=False)
    app.save_settings = settings_module.save_changes  # as main() does
    async with app.run_test() as pilot:
        await open_settings(pilot, app)
        await press_until(pilot, "down", on_item(app, "Verbosity"))
        await pilot.press("left")
        assert app.settings.verbosity == "full"
    loaded, problems = settings_module.load()
    assert problems == []
    assert loaded.verbosity == "full"
    assert loaded.own_speech is True
    assert "verbosity" in settings_module.settings_path().read_text(encoding="utf-8")


# many keys typed: Pilot waits in 2 ms steps (quick_pilot), 1-4.5 s less
async def test_your_name_is_typed_kept_and_used_at_the_table(tmp_path, quick_pilot):
    saved: list = []
    app, speech = menu_app(tmp_path, saved=saved)
    async with app.run_test() as pilot:
        await open_settings(pilot, app)
        await press_until(pilot, "down", on_item(app, "Your name"))
        assert speech.last.startswith("Your name: none, you are Player 1, ")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, InputScreen)
        await pilot.press(*"Maria", "enter")
        await pilot.pause()
        assert speech.last == "Your name: Maria"
        assert saved == [{"name": "Maria"}]
        assert app.player_name == "Maria"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("home", "enter")
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await pilot.pause()
        assert app.game_screen.session.names[0] == "Maria"
        assert any(t.startswith("Logomachy, 3 players. You are Maria.") for t in speech.texts)
