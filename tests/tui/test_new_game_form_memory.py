"""The new-game form of the full-screen mode, driven by keys with Pilot: it
opens again on the game chosen last, lists only the options of the chosen
variant, and offers the players that variant seats (alone for Solitaire)."""

from __future__ import annotations

from accessible_games.ui.tui.forms import NewGameScreen
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.screens import MainMenu
from tests.tui.helpers import menu_app
from tests.tui.test_menus import on_item, press_until

POKER_OPTIONS = {"o:chips", "o:ante", "o:price", "o:exchanges", "o:bet", "o:hands"}
CLASSIC_OPTIONS = {"o:rounds", "o:draw_on_miss"}


def ids(app) -> list[str]:
    return [item.id for item in app.screen.list.items]


async def open_form(pilot, app) -> NewGameScreen:
    await pilot.pause()
    await press_until(pilot, "up", lambda: app.focused.current_id == "play")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


async def choose_game(pilot, app, title: str, key: str = "right") -> None:
    await press_until(pilot, key, lambda: app.focused.current.speech == f"Game: {title}", limit=6)


def on_id(app, item_id: str):
    return lambda: app.focused is not None and getattr(app.focused, "current_id", None) == item_id


async def test_the_form_opens_again_on_the_game_chosen_last(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        form = await open_form(pilot, app)
        assert speech.last == "New game: Game: Logomachy, 1 of 12"
        await choose_game(pilot, app, "Mau Mau")
        await press_until(pilot, "down", on_item(app, "Players"))
        await pilot.press("left")
        assert form.players == 2
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        form = await open_form(pilot, app)
        assert form.game_id == "maumau" and form.players == 2
        assert speech.last.startswith("New game: Game: Mau Mau, 1 of ")
        # started and left, the form still opens on it
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.game_screen.session.game.id == "maumau"
        await pilot.press("ctrl+q")
        await pilot.pause()
        if not isinstance(app.screen, MainMenu):  # asked whether to leave the running game
            await pilot.press("y")
            await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        form = await open_form(pilot, app)
        assert form.game_id == "maumau" and form.players == 2
        assert speech.last.startswith("New game: Game: Mau Mau, 1 of ")
        assert form.seed is None  # a new deal each time


async def test_only_the_chosen_variants_options_and_players_that_fit_it(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        form = await open_form(pilot, app)
        await choose_game(pilot, app, "Mad Nooks")
        # Classic: its own options, none of Poker's; 3 players of 2 to 6
        listed = set(ids(app))
        assert CLASSIC_OPTIONS <= listed and not POKER_OPTIONS & listed
        assert form.players == 3
        assert form.field("players").choices == [2, 3, 4, 5, 6]
        await press_until(pilot, "down", on_item(app, "Variant"))
        await pilot.press("right")
        assert speech.last == "Variant: Poker (bet chips on the best picture of five tiles)"
        listed = set(ids(app))
        assert POKER_OPTIONS <= listed and not CLASSIC_OPTIONS & listed
        assert app.focused.current_id == "o:variant"  # the focus stays on the variant
        assert form.players == 3
        # Solitaire: played alone by default, from 1 player on; the change is said
        await pilot.press("right")
        await pilot.pause()
        assert "Variant: Solitaire (one area, alone or as a team)" in speech.texts[-2:]
        assert speech.last == "Players: 1 (1 to 6 in this variant)."
        assert form.players == 1
        assert form.field("players").choices == [1, 2, 3, 4, 5, 6]
        assert not (POKER_OPTIONS | CLASSIC_OPTIONS) & set(ids(app))
        await press_until(pilot, "down", on_item(app, "Players"))
        assert speech.last.startswith("Players: 1, ")
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        game = app.game_screen.session.game
        assert game.players == 1 and game.options.variant == "solitaire"


async def test_a_number_of_players_chosen_stays_when_the_variant_seats_it(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        form = await open_form(pilot, app)
        await choose_game(pilot, app, "Mad Nooks")
        await press_until(pilot, "down", on_item(app, "Players"))
        await pilot.press("right")  # 4 players, chosen
        assert form.players == 4
        await press_until(pilot, "up", on_item(app, "Variant"))
        await pilot.press("right", "right")  # Poker, then Solitaire: both seat 4
        await pilot.pause()
        assert form.players == 4
        assert speech.last == "Variant: Solitaire (one area, alone or as a team)"
        # Pulok's experts' options are listed only for the experts
        await press_until(pilot, "up", on_id(app, "game"))
        await choose_game(pilot, app, "Sag nix über Pulok", key="left")
        assert "o:twenty" not in ids(app) and "o:need_piece" not in ids(app)
        await press_until(pilot, "down", on_id(app, "o:variant"))
        await pilot.press("right", "right")
        assert form.options["variant"] == "experts"
        assert {"o:twenty", "o:need_piece"} <= set(ids(app))
