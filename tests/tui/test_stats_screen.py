"""Statistics in the full-screen mode: the Statistics list of the main
menu, and what a game counts when it ends or is left, driven by keys."""

from __future__ import annotations

from accessible_games.core.utterance import Utterance
from accessible_games.stats import DEFAULT_PROFILE, Record, Stats, stats_path
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.screens import MainMenu, StatsScreen
from tests.tui.helpers import menu_app
from tests.tui.test_menus import on_item, press_until


class RecordingBraille:
    def __init__(self) -> None:
        self.shown: list[str] = []

    def show(self, utterance: Utterance) -> None:
        self.shown.append(utterance.braille)


async def open_stats(pilot, app) -> None:
    await pilot.pause()
    await press_until(pilot, "down", lambda: app.focused.current_id == "stats")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, StatsScreen)


def some_records(profile: str = DEFAULT_PROFILE) -> None:
    """Logomachy (registered) and Mau Mau (not registered yet: its title
    comes from its catalog)."""
    import accessible_games.games.maumau.messages  # noqa: F401 - registers the game's messages

    stats = Stats()
    stats.add_result(profile, "maumau", players=4, won=True)
    stats.add_result(profile, "logomachy", players=3, won=True)
    stats.add_result(profile, "logomachy", players=2, won=False)
    stats.add_leave(profile, "logomachy")
    stats.save()


async def test_statistics_sits_after_continue_and_says_when_there_are_none(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "down")
        assert speech.last == "Statistics, 4 of 8"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        assert speech.last == "Statistics of local games: No local games counted yet, 1 of 1"
        await pilot.press("enter")  # Enter says the line again
        assert speech.last == "No local games counted yet, 1 of 1"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert speech.last == "Accessible Games, main menu: Statistics, 4 of 8"


async def test_one_line_per_game_with_a_short_braille_form(tmp_path):
    some_records()
    app, speech = menu_app(tmp_path)
    braille = RecordingBraille()
    app.announcer.braille = braille
    async with app.run_test() as pilot:
        await open_stats(pilot, app)
        # the registry's games first, then the others
        assert [item.id for item in app.screen.list.items] == ["g:logomachy", "g:maumau"]
        assert speech.last == (
            "Statistics of local games: Logomachy: 0 experience points, 3 played, 1 won, "
            "1 lost, 1 left, 1 of 2"
        )
        assert (
            braille.shown[-1]
            == "Statistics of local games: Logomachy: 0 xp, 1 won, 1 lost, 1 left, 1 of 2"
        )
        await pilot.press("down")
        assert (
            speech.last == "Mau Mau: 40 experience points, 1 played, 1 won, 0 lost, 0 left, 2 of 2"
        )
        await pilot.press("down")
        assert speech.last == "End of the list"


async def test_statistics_in_german(tmp_path):
    some_records()
    app, speech = menu_app(tmp_path, lang="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "down")
        assert speech.last == "Statistik, 4 von 8"
        await pilot.press("enter")
        await pilot.pause()
        assert speech.last == (
            "Statistik der Spiele auf diesem Computer: Logomachy: 0 Erfahrungspunkte, "
            "3 gespielt, 1 gewonnen, 1 verloren, "
            "1 verlassen, 1 von 2"
        )


async def test_the_name_in_the_settings_chooses_the_profile(tmp_path):
    some_records("Maria")
    app, speech = menu_app(tmp_path, name="Maria")
    async with app.run_test() as pilot:
        await open_stats(pilot, app)
        assert speech.last.startswith(
            "Statistics of Maria's local games: Logomachy: 0 experience points"
        )
    app, speech = menu_app(tmp_path, name="Jana", lang="de")
    async with app.run_test() as pilot:
        await open_stats(pilot, app)
        assert (
            speech.last
            == "Statistik von Jana auf diesem Computer: Für Jana wurden noch keine Spiele "
            "auf diesem Computer gezählt, 1 von 1"
        )


async def test_a_damaged_file_is_said_before_the_list(tmp_path):
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text("[1, 2", encoding="utf-8")
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await open_stats(pilot, app)
        await pilot.pause()
        damaged = next(n for n, (text, _) in enumerate(speech.spoken) if "is damaged" in text)
        # where the damaged file is kept, then the line: after the reason, without cutting it off,
        # and once
        kept = speech.spoken[damaged + 1]
        assert kept[0].startswith("The damaged statistics file is kept as ") and kept[0].endswith(
            "stats.json.broken."
        )
        assert speech.spoken[damaged + 2 :] == [
            ("Statistics of local games: No local games counted yet, 1 of 1", False)
        ]


async def start_game(pilot, app, players_left: int = 0) -> GameScreen:
    """From the main menu: a new game with one deal (and fewer players)."""
    await pilot.pause()
    await pilot.press("enter")
    await press_until(pilot, "down", on_item(app, "Deals"))
    await pilot.press("right")
    await press_until(pilot, "down", on_item(app, "Players"))
    for _ in range(players_left):
        await pilot.press("left")
    await press_until(pilot, "down", on_item(app, "Start"))
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.game_screen


async def test_leaving_a_running_game_with_y_counts_and_is_said(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await start_game(pilot, app)
        await pilot.press("a", "enter")
        await pilot.pause()
        await pilot.press("ctrl+q")
        assert "Y leaves" in speech.last
        mark = len(speech.texts)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        said = speech.since(mark)
        assert said[0] == "You leave a running game and lose 20 experience points; now -20."
        assert said[-1] == "Accessible Games, main menu: Play a new game, 1 of 8"
        assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=-20, left=1)
        await open_stats(pilot, app)
        assert speech.last == (
            "Statistics of local games: Logomachy: -20 experience points, 1 played, 0 won, "
            "0 lost, 1 left, 1 of 1"
        )


async def test_saving_and_leaving_does_not_count(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await start_game(pilot, app)
        await pilot.press("a", "enter")
        await pilot.pause()
        await pilot.press("ctrl+q", "s")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert not any("experience points" in t for t in speech.texts)
        assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record()
        # the saved game continued and left again at once: still nothing lost
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("ctrl+q", "y")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record()


async def test_a_game_played_to_the_end_is_counted_once_and_shown(tmp_path):
    app, speech = menu_app(tmp_path, name="Maria")
    async with app.run_test() as pilot:
        game = await start_game(pilot, app, players_left=1)
        session = game.session
        assert session.names[0] == "Maria"
        for _ in range(200):
            if session.game.is_over():
                break
            await pilot.press("a", "enter")
        assert session.game.is_over()
        await pilot.pause()
        won = 0 in session.game.result().winners
        record = Stats().record("Maria", "logomachy")
        assert record == (Record(xp=20, won=1) if won else Record(xp=-10, lost=1))
        counted = [t for t in speech.texts if "experience points;" in t]
        assert counted == [
            "You gain 20 experience points; now 20."
            if won
            else "You lose 10 experience points; now -10."
        ]
        # the XP comes with the end; the result and the hint follow it
        assert speech.texts.index(counted[0]) < next(
            n for n, t in enumerate(speech.texts) if t.startswith("Result: ")
        )
        await pilot.press("ctrl+q")  # over: no question, nothing more counted
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert Stats().record("Maria", "logomachy") == record
        await open_stats(pilot, app)
        assert speech.last.startswith(
            f"Statistics of Maria's local games: Logomachy: {record.xp} experience points, 1 played"
        )
