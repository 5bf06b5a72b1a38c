"""The menus of the full-screen mode, driven by keys with Pilot: the main
menu, the new-game form, saved games; each item said with its position."""

from __future__ import annotations

import json

from accessible_games.ui.tui.base import InputScreen
from accessible_games.ui.tui.forms import NewGameScreen
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.screens import LoadScreen, MainMenu
from tests.tui.helpers import menu_app


async def press_until(pilot, key: str, predicate, limit: int = 30) -> None:
    for _ in range(limit):
        if predicate():
            return
        await pilot.press(key)
    assert predicate(), f"pressing {key} {limit} times did not get there"


def on_item(app, prefix: str):
    return lambda: (
        app.focused is not None
        and (
            app.focused.current.speech.startswith(prefix)
            if getattr(app.focused, "current", None)
            else False
        )
    )


async def test_main_menu_is_said_with_positions_and_stops_at_its_ends(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert speech.texts[0].startswith("Welcome to Accessible Games.")
        assert speech.texts[0].endswith("main menu: Play a new game, 1 of 8")
        assert len(speech.texts) == 1  # the focus echo did not cut the welcome off
        await pilot.press("down")
        assert speech.last == "Play online, 2 of 8"
        await pilot.press("down")
        assert speech.last == "Continue a saved game, 3 of 8"
        await pilot.press("end")
        assert speech.last == "Quit, 8 of 8"
        await pilot.press("down")
        assert speech.last == "End of the list"  # not the item again: it may be a paragraph
        await pilot.press("home", "up")
        assert speech.last == "Play a new game, 1 of 8, top of the list"
        await pilot.press("escape")
        assert "main menu" in speech.last and "Control Q" in speech.last
        assert app.is_running


async def test_main_menu_labels_entry_opens_its_form_escape_returns_and_quit_leaves(tmp_path):
    from accessible_games.ui.tui.forms import LabelsScreen

    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await press_until(pilot, "down", lambda: app.focused.current_id == "labels")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LabelsScreen)
        assert speech.last == "Print braille labels: Game: Logomachy, 1 of 9"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        await pilot.press("end", "enter")
        await pilot.pause()
    assert app.return_code == 0


async def test_main_menu_in_german(tmp_path):
    app, speech = menu_app(tmp_path, lang="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert speech.texts[0].startswith("Willkommen bei Accessible Games.")
        assert speech.texts[0].endswith("Hauptmenü: Neues Spiel, 1 von 8")
        await pilot.press("down")
        assert speech.last == "Online spielen, 2 von 8"
        await pilot.press("down")
        assert speech.last == "Gespeichertes Spiel fortsetzen, 3 von 8"


async def test_new_game_form_changes_values_with_left_right_and_value_lists(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        assert speech.last == "New game: Game: Logomachy, 1 of 12"
        await press_until(pilot, "down", on_item(app, "Players"))
        assert speech.last == "Players: 3, 7 of 12"
        await pilot.press("left")
        assert speech.last == "Players: 2"
        assert form.players == 2
        # one seat fewer, the focus stays on Players
        assert len(form.list.items) == 11
        assert app.focused.current_id == "players"
        await pilot.press("left")
        assert speech.last == "Players: 2 is the first value."
        # Enter lists the values with the current one focused
        await pilot.press("enter")
        await pilot.pause()
        assert speech.last == "Players: 2, 1 of 7"
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert speech.last == "Players: 4"
        assert form.players == 4 and app.screen is form
        assert app.focused.current_id == "players"
        # Escape in a value list keeps the old value
        await pilot.press("enter", "down", "escape")
        await pilot.pause()
        assert form.players == 4


async def test_new_game_seats_and_levels(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await press_until(pilot, "down", on_item(app, "Seat 2"))
        assert speech.last == "Seat 2: computer, good, 9 of 12"
        await pilot.press("left")
        assert speech.last == "Seat 2: computer, random moves"
        await pilot.press("up", "right")
        assert speech.last == "Seat 1: computer, random moves"
        form = app.screen
        assert form.levels[:3] == ["random", "random", "good"]


# many keys typed: Pilot waits in 2 ms steps (quick_pilot), 1-4.5 s less
async def test_typed_seed_refuses_bad_text_and_starts_a_reproducible_game(tmp_path, quick_pilot):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await press_until(pilot, "down", on_item(app, "Seed"))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, InputScreen)
        assert speech.last.startswith("Seed: empty. Type, then Enter")
        await pilot.press("x")
        assert speech.last == "x"
        await pilot.press("enter")
        assert speech.last.startswith("The seed must be a whole number")
        assert isinstance(app.screen, InputScreen)
        await pilot.press("backspace")
        assert speech.last == "x deleted"
        await pilot.press("4", "2", "enter")
        await pilot.pause()
        assert speech.last == "Seed: 42"
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        session = app.game_screen.session
        assert session.game.seed == 42
        assert session.game.players == 3
        assert session.levels == [None, "good", "good"]
        assert any(t.startswith("Logomachy, 3 players. You are Player 1.") for t in speech.texts)


# many keys typed: Pilot waits in 2 ms steps (quick_pilot), 1-4.5 s less
async def test_an_option_that_cannot_be_used_is_refused_and_the_form_stays(tmp_path, quick_pilot):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await press_until(pilot, "down", on_item(app, "Own deck file"))
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press(*"/nowhere.deck", "enter")
        await pilot.pause()
        assert speech.last == "Own deck file: /nowhere.deck"
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert "/nowhere.deck" in speech.last
        assert app.game_screen is None


async def test_a_whole_game_from_the_menu_and_back(tmp_path):
    """Set up a two-player game with one deal, play it to the end with
    Enter on the first action, read the scores, and leave to the menu."""
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await press_until(pilot, "down", on_item(app, "Deals"))
        await pilot.press("right")
        assert speech.last == "Deals: 1"
        await press_until(pilot, "down", on_item(app, "Players"))
        await pilot.press("left")
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await pilot.pause()
        game = app.game_screen
        session = game.session
        for _ in range(200):
            if session.game.is_over():
                break
            await pilot.press("a", "enter")
        assert session.game.is_over()
        await pilot.pause()
        assert any(t.startswith("Result: ") for t in speech.texts)
        assert "Control Q leaves the table" in " ".join(speech.texts[-3:])
        await pilot.press("s")
        assert speech.last == session.narrator.scores(session.view())[0].speech
        await pilot.press("ctrl+q")  # the game is over: no question
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert app.game_screen is None
        assert speech.last == "Accessible Games, main menu: Play a new game, 1 of 8"


async def test_leaving_a_running_game_can_save_it_and_the_load_list_continues_it(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("a", "enter")
        await pilot.pause()
        moves = len(app.game_screen.session.game.log)
        await pilot.press("ctrl+q")
        assert "S saves and leaves" in speech.last
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        saves = list((tmp_path / "saves").glob("logomachy-*.json"))
        assert len(saves) == 1
        assert any(t.startswith("Game saved to ") for t in speech.texts)
        # the saved game is listed and continues where it was
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert speech.last.startswith("Continue a saved game: Logomachy, 3 players, saved ")
        assert f"after {moves} moves" in speech.last
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert len(app.game_screen.session.game.log) >= moves
        assert any(t.startswith("Game loaded from ") for t in speech.texts)


# many keys typed: Pilot waits in 2 ms steps (quick_pilot), 1-4.5 s less
async def test_a_damaged_save_is_named_and_nothing_else_changes(tmp_path, quick_pilot):
    folder = tmp_path / "saves"
    folder.mkdir()
    broken = tmp_path / "broken.json"
    broken.write_text(
        json.dumps(
            {
                "format": "accessible-games-save",
                "game": "logomachy",
                "players": 3,
                "options": {},
                "seed": 1,
                "actions": [[0, "nonsense"]],
                "snapshot": {},
            }
        )
    )
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert speech.texts[-2:] and any("no saved games" in t for t in speech.texts[-2:])
        await pilot.press("enter")  # the only entry: type a path
        await pilot.pause()
        mark = len(speech.spoken)
        await pilot.press(*str(broken), "enter")
        await pilot.pause()
        said = speech.spoken[mark:]
        error = next(
            i
            for i, (text, _) in enumerate(said)
            if text.startswith(f"The saved game {broken} is damaged")
        )
        # the list is said again after the reason, without cutting it off
        assert said[error][1] is True
        assert said[-1] == ("Continue a saved game: Type the path of a saved game, 1 of 1", False)
        assert isinstance(app.screen, LoadScreen)
        assert app.game_screen is None
        assert broken.exists()


async def test_play_load_opens_the_saved_game_and_a_broken_one_falls_back_to_the_menu(tmp_path):
    from accessible_games.announce import Announcer
    from accessible_games.app.session import Session
    from accessible_games.settings import Settings
    from accessible_games.ui.tui.app import AccessibleGamesApp
    from tests.tui.helpers import RecordingSpeech

    saved = tmp_path / "game.json"
    session = Session.new("logomachy", 3, 2, "good", 5, {}, "en", lambda u: None)
    session.start()
    session.act(session.legal()[0])
    assert session.save(str(saved))
    moves = len(session.game.log)

    speech = RecordingSpeech()
    app = AccessibleGamesApp(
        Announcer(speech=speech), Settings(language="en"), load_path=str(saved), save_dir=tmp_path
    )
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert len(app.game_screen.session.game.log) >= moves
        assert any(t == f"Game loaded from {saved}." for t in speech.texts)
        await pilot.press("ctrl+q", "y")  # started with a game: leaving ends the program
        await pilot.pause()
    assert app.return_code == 0

    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    speech = RecordingSpeech()
    app = AccessibleGamesApp(
        Announcer(speech=speech), Settings(language="en"), load_path=str(broken), save_dir=tmp_path
    )
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        # the reason comes first and is not cut off by the welcome
        assert speech.spoken[0] == (f"{broken} is not a saved game of this program.", True)
        assert (
            speech.spoken[1][0].startswith("Welcome to Accessible Games.")
            and speech.spoken[1][1] is False
        )
