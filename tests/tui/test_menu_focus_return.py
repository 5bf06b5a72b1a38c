"""The main menu comes back on the entry chosen last, with the focus on its
list, never on a field of a screen that closed (the saved game's path line,
a form's typed field); the new-game form starts Solitaire alone."""

from __future__ import annotations

from accessible_games.ui.tui.base import InputScreen
from accessible_games.ui.tui.forms import LabelsScreen, NewGameScreen, SettingsScreen
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.screens import LoadScreen, MainMenu
from tests.tui.helpers import RecordingBraille, menu_app, press


async def to_entry(pilot, app, entry: str) -> None:
    for _ in range(10):
        if app.focused is not None and app.focused.current_id == entry:
            return
        await press(pilot, "down")
    assert app.focused.current_id == entry


def on_main_menu(app, entry: str) -> None:
    assert isinstance(app.screen, MainMenu)
    assert app.focused is app.screen.list
    assert app.focused.current_id == entry


async def test_back_from_the_saved_games_path_line_the_menu_is_on_its_entry(tmp_path) -> None:
    app, speech = menu_app(tmp_path)
    braille = RecordingBraille()
    app.announcer.braille = braille
    async with app.run_test() as pilot:
        await pilot.pause()
        await to_entry(pilot, app, "load")
        await press(pilot, "enter")
        assert isinstance(app.screen, LoadScreen)
        await press(pilot, "enter")  # the line to type a saved game's path
        assert isinstance(app.screen, InputScreen)
        await press(pilot, "a", "escape")
        assert isinstance(app.screen, LoadScreen)
        await press(pilot, "escape")
        await pilot.pause()
        on_main_menu(app, "load")
        assert speech.last == "Accessible Games, main menu: Continue a saved game, 3 of 8"
        assert braille.shown[-1] == "Accessible Games, main menu: Continue a saved game, 3 of 8"
        await press(pilot, "down")
        assert speech.last == "Statistics, 4 of 8"  # the menu's keys work on the menu


async def test_back_from_a_typed_field_of_a_form_the_menu_is_on_its_entry(tmp_path) -> None:
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await to_entry(pilot, app, "labels")
        await press(pilot, "enter")
        assert isinstance(app.screen, LabelsScreen)
        await press(pilot, "end", "up", "enter")  # the file to write: a line to type
        assert isinstance(app.screen, InputScreen)
        await press(pilot, "x", "enter")
        assert isinstance(app.screen, LabelsScreen)
        await press(pilot, "escape")
        await pilot.pause()
        on_main_menu(app, "labels")
        assert speech.last == "Accessible Games, main menu: Print braille labels, 5 of 8"


async def test_the_menu_comes_back_on_each_entry_chosen(tmp_path) -> None:
    app, speech = menu_app(tmp_path, lang="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        await to_entry(pilot, app, "settings")
        await press(pilot, "enter")
        assert isinstance(app.screen, SettingsScreen)
        await press(pilot, "escape")
        on_main_menu(app, "settings")
        await press(pilot, "home", "enter")
        assert isinstance(app.screen, NewGameScreen)
        await press(pilot, "end", "enter")  # Start
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await press(pilot, "ctrl+q", "j")
        await pilot.pause()
        on_main_menu(app, "play")
        assert speech.last == "Accessible Games, Hauptmenü: Neues Spiel, 1 von 8"


async def test_a_menu_that_opens_anew_is_on_its_first_entry(tmp_path) -> None:
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await to_entry(pilot, app, "load")
        app.push_screen(MainMenu())  # as after a server that cannot be reached
        await pilot.pause()
        on_main_menu(app, "play")


async def test_the_new_game_form_starts_solitaire_alone(tmp_path) -> None:
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "enter")
        form = app.screen
        assert isinstance(form, NewGameScreen)
        while form.game_id != "madnooks":
            await press(pilot, "right")
        await press(pilot, "down")  # the variant
        await press(pilot, "right", "right")
        assert form.variant() == "solitaire"
        assert form.players == 1
