"""No late word over a dialog (full-screen mode). What arrives on its own —
the lobby's changes, chat and notices from a real server process, the turn
clock and a bot's moves from timers — while the player has moved into a
dialog, a form or another list goes into the history; where it matters now
it is said after the focused item (queued, never interrupting), never
instead of it; the lobby's changes are not said over another screen at all.
"""

from __future__ import annotations

import pytest

from accessible_games.announce import Announcer
from accessible_games.announce.announcer import urgent
from accessible_games.app.session import Session
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from accessible_games.ui.tui.base import ChoiceScreen, KeysScreen
from accessible_games.ui.tui.online import LobbyScreen, OnlineGameScreen
from tests.games.maumau.maumau_helpers import place
from tests.net.processes import PlainClient, Server
from tests.tui.helpers import RecordingSpeech
from tests.tui.test_clock_and_bots import FakeTime
from tests.tui.test_online import heard, until

LOGIN_ITEM = "Log in or register: Log in to my account, 1 of 2"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    found = Server(tmp_path_factory.mktemp("server")).start()
    yield found
    found.stop()


def make_app(tmp_path, **kwargs):
    speech = RecordingSpeech()
    settings = Settings(language="en")
    announcer = Announcer(speech=speech, verbosity="full")
    announcer.settings = settings
    app = AccessibleGamesApp(announcer, settings, save_dir=tmp_path / "saves", **kwargs)
    return app, speech


def history_has(app, text: str) -> bool:
    return any(text in u.speech for u in app.announcer.history.items("all"))


def said_after(speech: RecordingSpeech, first: str, then: str) -> bool:
    """``then`` was spoken after ``first``, queued (not interrupting)."""
    texts = speech.texts
    if first not in texts:
        return False
    start = len(texts) - 1 - texts[::-1].index(first)
    return any(then in text and not interrupt for text, interrupt in speech.spoken[start + 1 :])


async def open_login_dialog(pilot, app, speech) -> ChoiceScreen:
    await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.is_mounted)
    lobby = app.screen
    await until(pilot, lambda: any(i.id == "login" for i in lobby.list.items))
    assert lobby.list.select_id("login")
    await pilot.press("enter")
    await until(pilot, lambda: isinstance(app.screen, ChoiceScreen), what="the dialog")
    await until(pilot, lambda: LOGIN_ITEM in speech.texts, what="the dialog's item")
    return app.screen


@pytest.mark.slow
async def test_the_lobby_changes_and_chat_behind_a_dialog(server, tmp_path):
    """In the login dialog: a table another player opens changes the lobby
    and its count is kept in the history only; their chat is said after the
    dialog's item; back in the lobby the list has the table."""
    app, speech = make_app(tmp_path, online=(server.url, "Cat"))
    ann = PlainClient(server.url, "Ann", tmp_path / "ann")
    try:
        async with app.run_test() as pilot:
            dialog = await open_login_dialog(pilot, app, speech)
            mark = len(speech.texts)
            ann.send("say hello Cat")
            await until(pilot, lambda: heard(speech, "hello Cat", mark), what="Ann's chat")
            assert said_after(speech, LOGIN_ITEM, "hello Cat"), speech.spoken[-4:]
            assert history_has(app, "hello Cat")

            mark = len(speech.texts)
            ann.send("create logomachy players=2 deals=1")
            await until(pilot, lambda: app.online.tables, what="Ann's table in the lobby's list")
            await until(pilot, lambda: history_has(app, "1 open table"), what="the count kept")
            assert not any("open table" in text for text in speech.since(mark)), speech.since(mark)
            assert app.screen is dialog and "hello Cat" in speech.last

            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen))
            lobby = app.screen
            await until(pilot, lambda: any(i.id.startswith("t") for i in lobby.list.items if i.id))
    finally:
        ann.kill()


@pytest.mark.slow
async def test_notices_and_the_games_events_behind_the_help(server, tmp_path):
    """At a waiting table with F1's help in front: a player who sits down
    is a notice, said after the help's item; once the game starts, the
    others' moves wait in the history, while the player's turn is said."""
    ann = PlainClient(server.url, "Ann", tmp_path / "ann")
    bob = PlainClient(server.url, "Bob", tmp_path / "bob")
    app, speech = make_app(tmp_path, online=(server.url, "Cat"))
    try:
        async with app.run_test() as pilot:
            await until(
                pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.is_mounted
            )
            ann.send("create maumau players=3 quick=on")
            await until(pilot, lambda: maumau_tables(app), what="Ann's table")
            number = max(maumau_tables(app))
            app.online.sit(number)
            await until(pilot, lambda: isinstance(app.screen, OnlineGameScreen), what="the table")
            table = app.screen
            await until(pilot, lambda: table.is_mounted)
            await pilot.press("f1")
            await until(pilot, lambda: isinstance(app.screen, KeysScreen) and app.screen.is_mounted)
            help_screen = app.screen
            await until(pilot, lambda: any(t.startswith("Keys") for t in speech.texts[-3:]))
            item = speech.last
            mark = len(speech.texts)
            bob.send(f"join {number}")
            await until(pilot, lambda: heard(speech, "Bob", mark), what="Bob sitting down")
            assert said_after(speech, item, "Bob"), speech.spoken[-4:]
            assert app.screen is help_screen

            mark = len(speech.texts)
            moves = len(app.announcer.history.items("all"))
            ann.send("start")
            await until(pilot, lambda: table.session.remote.status != "waiting", what="the start")
            await until(
                pilot,
                lambda: len(app.announcer.history.items("all")) > moves + 2,
                what="the start's events in the history",
            )
            assert app.screen is help_screen
            spoken = speech.since(mark)
            kept = app.announcer.history.items("all")[moves:]
            # the deal, the first card, others' moves: kept for the return, not said
            waiting = [u.speech for u in kept if not urgent(u)]
            assert waiting, [u.speech for u in kept]
            assert not any(text in spoken for text in waiting), (spoken, waiting)
    finally:
        ann.kill()
        bob.kill()


def maumau_tables(app) -> list[int]:
    """The numbers of the Mau Mau tables in the lobby (an earlier test's
    table may still wait there)."""
    return [t["id"] for t in app.online.tables if t.get("game") == "maumau"]


def clock_app(tmp_path, fake: FakeTime):
    def factory(emit):
        session = Session.new("maumau", 2, 1, "random", 4, {"time_per_move": 60}, "en", emit)
        place(session.game, hands=["R5 B9 G1", "G5 G6 Y7"], top="R1", turn=0)
        session.clock.now = fake
        return session

    return make_app(tmp_path, session_factory=factory)


async def test_the_clock_behind_the_help_is_said_after_its_item(tmp_path):
    """The turn clock's warning and the automatic move reach the player in
    the help screen after its focused item; the computer's move that
    follows is kept in the history, the turn coming back is said."""
    fake = FakeTime()
    app, speech = clock_app(tmp_path, fake)
    async with app.run_test() as pilot:
        await until(pilot, lambda: app.game_screen is not None and app.game_screen.is_mounted)
        session = app.game_screen.session
        await until(pilot, lambda: session.clock.running)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, KeysScreen) and app.screen.is_mounted)
        help_screen = app.screen
        await until(pilot, lambda: any(t.startswith("Keys") for t in speech.texts[-3:]))
        item = speech.last
        mark = len(speech.texts)

        fake.t = 50
        await until(pilot, lambda: heard(speech, "10 seconds left", mark), what="the warning")
        assert said_after(speech, item, "10 seconds left")
        assert app.screen is help_screen and app.focused is help_screen.list

        fake.t = 60
        await until(pilot, lambda: heard(speech, "Time is up", mark), what="the automatic move")
        assert said_after(speech, item, "Time is up")
        await until(pilot, lambda: session.game.moves_made() >= 2, what="the computer's reply")
        await until(pilot, lambda: history_has(app, "Your turn") or session.game.is_over())
        kept = [u.speech for u in app.announcer.history.items("all")]
        bots = [t for t in kept if t.startswith("Anna ") or t.startswith("Ben ")]
        spoken = speech.since(mark)
        assert bots and not any(t in spoken for t in bots), (bots, spoken)
        assert app.screen is help_screen


async def test_a_late_message_waits_for_the_item_of_a_new_screen(tmp_path):
    """The moment between a screen opening and its item being said: a late
    message that comes then is held and said after the item, not before it
    (where the item's echo would cut it off)."""
    fake = FakeTime()
    app, speech = clock_app(tmp_path, fake)
    async with app.run_test() as pilot:
        await until(pilot, lambda: app.game_screen is not None and app.game_screen.is_mounted)
        table = app.game_screen
        await until(pilot, lambda: table.session.clock.running)
        mark = len(speech.texts)
        app.push_screen(KeysScreen(menu=False))  # opened; its item is said once focused
        assert app.announcer.holding
        app.late(_system("Anna says: quick!"))
        assert not heard(speech, "quick!", mark)
        await until(pilot, lambda: heard(speech, "quick!", mark), what="the held message")
        said = speech.since(mark)
        first_item = next(i for i, t in enumerate(said) if t.startswith("Keys"))
        assert said.index("Anna says: quick!") > first_item, said
        assert not app.announcer.holding


def _system(text: str):
    from accessible_games.core.utterance import Category, Priority, Utterance

    return Utterance(text, text, Category.CHAT, Priority.QUEUE)
