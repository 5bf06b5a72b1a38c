"""The full-screen table with a time per move (warnings, the automatic
move) and with a bot that thinks a while (on a worker thread: the keys stay
live)."""

from __future__ import annotations

import random
import threading

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.core.game import Action
from accessible_games.core.table import Seat
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from tests.games.maumau.maumau_helpers import place
from tests.tui.helpers import RecordingSpeech
from tests.tui.test_online import until


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


class SlowBot:
    """A bot with a think-time budget that uses it: draws (or passes after
    drawing) once the test sets :attr:`decide` (at most 30 s), so it is
    still thinking whatever the keys before that take on a busy machine."""

    level = "slow"
    think_time = 1.3  # longer than the moment after which the table says who thinks

    def __init__(self) -> None:
        self.threads: list[bool] = []
        self.decide = threading.Event()

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        self.threads.append(threading.current_thread() is threading.main_thread())
        self.decide.wait(30)
        return next((a for a in legal if a.kind in ("draw", "pass")), legal[0])


def app_with(tmp_path, factory):
    speech = RecordingSpeech()
    announcer = Announcer(speech=speech, verbosity="full")
    settings = Settings(language="en")
    announcer.settings = settings
    return AccessibleGamesApp(
        announcer, settings, session_factory=factory, save_dir=tmp_path
    ), speech


async def test_the_clock_warns_and_then_plays_for_the_player(tmp_path):
    fake = FakeTime()

    def factory(emit):
        session = Session.new("maumau", 2, 1, "random", 4, {"time_per_move": 60}, "en", emit)
        place(session.game, hands=["R5 B9 G1", "G5 G6 Y7"], top="R1", turn=0)
        session.clock.now = fake
        return session

    app, speech = app_with(tmp_path, factory)
    async with app.run_test() as pilot:
        await pilot.pause()
        session = app.game_screen.session
        assert session.clock.running
        await pilot.press("t")
        await pilot.pause()
        assert speech.last == "60 seconds left for this move."
        # the screen polls the clock on a timer: wait for what it says
        fake.t = 30
        await until(
            pilot, lambda: "30 seconds left for your move." in speech.texts, 30, "the warning"
        )
        fake.t = 50
        await until(
            pilot, lambda: "10 seconds left for your move." in speech.texts, 30, "the warning"
        )
        mark = len(speech.texts)
        fake.t = 60
        await until(pilot, lambda: len(speech.since(mark)) >= 2, 30, "the automatic move")
        said = speech.since(mark)
        assert said[0] == "Time is up. Automatic move: Play red 5."
        assert said[1] == "You play red 5."
        assert len(session.game.hands[0]) in (2, 3)  # played; perhaps drew after a bot's move


async def test_a_thinking_bot_thinks_on_a_worker_while_the_keys_stay_live(tmp_path):
    bot = SlowBot()

    def factory(emit):
        session = Session.new("maumau", 2, 1, "random", 4, {}, "en", emit)
        session.table.seats[1] = Seat("Anna", bot)
        place(session.game, hands=["R5 B9 G1", "G5 G6 Y7"], top="R1", turn=0)
        return session

    app, speech = app_with(tmp_path, factory)
    async with app.run_test() as pilot:
        await pilot.pause()
        session = app.game_screen.session
        await pilot.press("1", "enter")  # pick red 5 and play it
        await pilot.pause()
        assert session.thinking == 1  # Anna thinks
        # after a second of silence the table says why (before the keys
        # below, so the notice does not come between a key and its answer)
        await until(pilot, lambda: "Anna is thinking." in speech.texts, 30, "the notice")
        assert session.thinking == 1
        mark = len(speech.texts)
        await pilot.press("h")  # the keys answer meanwhile
        await pilot.pause()
        assert speech.since(mark)[0].startswith("Hand: blue 9")
        assert session.thinking == 1
        mark = len(speech.texts)
        await pilot.press("d")  # not the player's turn: refused, nothing changes
        await pilot.pause()
        assert "not your turn" in speech.since(mark)[0].lower()
        bot.decide.set()  # now Anna decides
        await until(
            pilot,
            lambda: session.thinking is None and "Anna draws a card." in speech.texts,
            30,
            "Anna's move",
        )
        await pilot.pause()
        assert session.thinking is None
        assert "Anna draws a card." in speech.texts
        assert "Anna is thinking." in speech.texts
        assert speech.texts.index("Anna is thinking.") < speech.texts.index("Anna draws a card.")
        assert bot.threads and not any(bot.threads)  # chosen off the main thread
