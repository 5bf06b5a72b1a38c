"""The full-screen mode online, driven by keys with Pilot against a real
game server process (tests/net/processes.py): the lobby as a spoken list,
making a table with the new-game form, another player joining it (a plain
client process), chat heard with its own buffer, starting, leaving."""

from __future__ import annotations

import time

import pytest
from textual.css.query import NoMatches

from accessible_games.announce import Announcer
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from accessible_games.ui.tui.base import ChoiceScreen, InputScreen
from accessible_games.ui.tui.online import LobbyScreen, OnlineGameScreen, OnlineTableScreen
from accessible_games.ui.tui.screens import MainMenu
from tests.fixtures.slow_mark import slow_factor
from tests.net.processes import PlainClient, Server
from tests.tui.helpers import RecordingSpeech

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    found = Server(tmp_path_factory.mktemp("server")).start()
    yield found
    found.stop()


def online_app(tmp_path, url: str | None = None, name: str = "Cat", lang: str = "en"):
    """The program as ``connect URL --name NAME`` starts it (or, without a
    URL, at the main menu), speaking to a recording speech output."""
    speech = RecordingSpeech()
    settings = Settings(language=lang)
    announcer = Announcer(speech=speech, verbosity="full")
    announcer.settings = settings
    app = AccessibleGamesApp(
        announcer,
        settings,
        save_dir=tmp_path / "saves",
        online=(url, name) if url is not None else None,
    )
    return app, speech


async def until(pilot, condition, seconds: float = 20.0, what: str = "") -> None:
    """Let the app run until ``condition()`` holds (the server's answers
    arrive on another thread)."""
    deadline = time.monotonic() + seconds * slow_factor()
    while not holds(condition):
        assert time.monotonic() < deadline, f"waited in vain for {what or condition}"
        await pilot.pause(0.01)


def holds(condition) -> bool:
    """``condition()``; False while a screen it asks about has not made its
    widgets yet (a screen is current a moment before it is composed)."""
    try:
        return bool(condition())
    except NoMatches:
        return False


def heard(speech: RecordingSpeech, text: str, since: int = 0) -> bool:
    return any(text in said for said in speech.since(since))


async def test_the_lobby_lists_tables_makes_one_and_plays_it_with_a_plain_client(server, tmp_path):
    ann = PlainClient(server.url, "Ann", tmp_path / "ann")
    app, speech = online_app(tmp_path, server.url)
    try:
        async with app.run_test() as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
            lobby = app.screen
            await until(pilot, lambda: heard(speech, "open table"), what="the count of tables")
            assert heard(speech, f"Connected to {server.url} as Cat.")
            assert heard(speech, "Online lobby: you are Cat.")
            ids = [item.id for item in lobby.list.items]
            assert ids[-6:] == ["create", "refresh", "say", "chat", "mute", "disconnect"]

            # chat in the lobby: heard, with its own buffer
            mark = len(speech.texts)
            ann.send("say hello Cat")
            await until(
                pilot, lambda: heard(speech, "Ann says: hello Cat", mark), what="Ann's chat"
            )
            assert [u.speech for u in app.announcer.history.items("chat")] == [
                "Ann says: hello Cat"
            ]

            # a table made elsewhere appears in the list, the focus stays
            focused = lobby.list.current_id
            ann.send("create logomachy players=2 deals=1")
            number = int(ann.out.wait_for(r"Table (\d+) made").group(1))
            await until(
                pilot, lambda: f"t:{number}" in [i.id for i in lobby.list.items], what="Ann's table"
            )
            assert lobby.list.current_id == focused
            line = next(i.speech for i in lobby.list.items if i.id == f"t:{number}")
            assert line.startswith(
                f"Table {number}: Logomachy, waiting; Deals: 1; seats: Ann (guest) and free"
            )

            # Enter on the table: take a seat
            await pilot.press("home")
            assert speech.last.startswith(f"Table {number}: Logomachy")
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
            assert speech.last == f"Table {number}: Take a seat, 1 of 2"
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, OnlineGameScreen), what="the table")
            await until(
                pilot, lambda: heard(speech, f"Table {number}: Logomachy, 2 players. You are Cat.")
            )
            assert heard(speech, "The game starts when the player who made the table starts it.")
            ann.out.wait_for("Cat takes seat 2")

            # chat at the table, by its key
            await pilot.press("slash")
            await until(pilot, lambda: isinstance(app.screen, InputScreen))
            await pilot.press(*"good luck")
            await pilot.press("enter")
            ann.out.wait_for("Cat at the table says: good luck")

            # Ann starts; the game is played (Ann by numbers, Cat by keys)
            ann.send("start", *(["1"] * 40))
            game = app.screen
            await until(pilot, lambda: game.remote.status == "playing", what="the start")
            for _ in range(40):
                if game.remote.over:
                    break
                await until(
                    pilot, lambda: game.remote.over or game.remote.my_turn(), what="Cat's turn"
                )
                if game.remote.over:
                    break
                moves = game.remote.moves
                await pilot.press("a", "home", "enter")
                await until(
                    pilot,
                    lambda moves=moves: game.remote.moves > moves or game.remote.over,
                    what="Cat's move",
                )
            await until(pilot, lambda: heard(speech, "Result: "), what="the result")
            assert heard(speech, "The game is over.")
            # each Enter made one move: nothing was sent twice, or out of turn
            assert not heard(speech, "It is not your turn. It is ")

            # Control Q: back in the lobby, the finished table gone from its list
            await pilot.press("ctrl+q")
            await until(pilot, lambda: app.screen is lobby, what="the lobby again")
            await until(pilot, lambda: f"t:{number}" not in [i.id for i in lobby.list.items])
            await pilot.press("end")
            assert (
                speech.last
                == f"Leave the server, {len(lobby.list.items)} of {len(lobby.list.items)}"
            )
            await pilot.press("enter")
            await until(pilot, lambda: not app.is_running, what="the end of the program")
    finally:
        ann.send("quit")
        ann.end(20)
        ann.kill()


async def test_a_table_made_with_the_form_is_started_by_its_maker(server, tmp_path):
    ben = PlainClient(server.url, "Ben", tmp_path / "ben")
    app, speech = online_app(tmp_path, server.url, name="Dan")
    try:
        async with app.run_test() as pilot:
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
            lobby = app.screen
            await until(pilot, lambda: any(i.id == "create" for i in lobby.list.items))
            lobby.list.select_id("create")
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, OnlineTableScreen))
            form = app.screen
            assert (
                speech.last == "New table online: Game: Logomachy, 1 of 8"
            )  # no option that names a file here
            keys = [item.id for item in form.list.items]
            assert keys[-3:] == ["players", "bots", "create"]
            form.list.select_id("players")
            await pilot.press("left")  # two players
            assert speech.last == "Players: 2"
            form.list.select_id("create")
            await pilot.press("enter")
            await until(
                pilot, lambda: isinstance(app.screen, OnlineGameScreen), what="the new table"
            )
            game = app.screen
            await until(pilot, lambda: heard(speech, "press F5 to start the game"))
            assert app.focused.current.speech.startswith("Start the game now")
            table = game.remote.id

            ben.send(f"join {table}")
            await until(pilot, lambda: heard(speech, "Ben takes seat 2."), what="Ben")
            await pilot.press("f5")
            await until(pilot, lambda: game.remote.status == "playing", what="the start")
            assert heard(speech, "The game starts.")

            # leaving a running game asks first; a bot plays the seat
            await pilot.press("ctrl+q")
            assert "Leave the table? A bot plays your seat" in speech.last
            await pilot.press("y")
            await until(pilot, lambda: app.screen is lobby, what="the lobby again")
            ben.out.wait_for("Dan left the table")
            ben.out.wait_for("The computer plays for Dan now")

            # a second table with a computer player; the form opens again on
            # the choices made last: two players, one of them a computer
            async def open_form() -> OnlineTableScreen:
                await until(pilot, lambda: any(i.id == "create" for i in lobby.list.items))
                before = app.screen
                lobby.list.select_id("create")
                await pilot.press("enter")
                await until(
                    pilot,
                    lambda: isinstance(app.screen, OnlineTableScreen) and app.screen is not before,
                    what="the form",
                )
                screen = app.screen
                assert isinstance(screen, OnlineTableScreen)
                await until(pilot, lambda: bool(screen.list.items), what="the form's fields")
                return screen

            second = await open_form()
            assert next(i for i in second.list.items if i.id == "players").speech.startswith(
                "Players: 2"
            )
            second.list.select_id("bots")
            await pilot.press("right")
            assert speech.last.startswith("Bots: 1")
            second.list.select_id("create")
            await pilot.press("enter")
            await until(
                pilot,
                lambda: isinstance(app.screen, OnlineGameScreen) and app.screen is not game,
                what="the second table",
            )
            await pilot.press("ctrl+q")
            await until(pilot, lambda: app.screen is lobby, what="the lobby again")
            third = await open_form()
            bots = next(i for i in third.list.items if i.id == "bots")
            assert bots.speech.startswith("Bots: 1"), bots
    finally:
        ben.send("quit")
        ben.end(20)
        ben.kill()


async def test_play_online_from_the_main_menu_asks_address_and_name(server, tmp_path):
    app, speech = online_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        await pilot.press("down")
        assert speech.last == "Play online, 2 of 8"
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, InputScreen))
        assert speech.last.startswith("Server address: ws://127.0.0.1:7000.")
        field = app.screen.query_one("Input")
        field.value = "http://nowhere"
        await pilot.press("enter")
        assert (
            speech.last.startswith("ws://http://nowhere is no server address")
            or "no server address" in speech.last
        )
        field.value = server.url.removeprefix("ws://")
        await pilot.press("enter")
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, InputScreen)
                and app.screen.title_msg.key == "tui.online.name"
            ),
        )
        assert speech.last.startswith("Your name at the tables: Player 1.")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), what="the lobby")
        await until(pilot, lambda: heard(speech, "Online lobby: you are Player 1."))
        await pilot.press("escape")
        assert "Leave the server" in speech.last
        app.screen.list.select_id("disconnect")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, MainMenu), what="the main menu again")
        assert app.is_running
        assert heard(speech, f"You left the server {server.url}.")


async def test_a_server_that_cannot_be_reached_is_said_and_the_main_menu_opens(tmp_path):
    from tests.net.test_play import free_port

    app, speech = online_app(tmp_path, f"ws://127.0.0.1:{free_port()}")
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, MainMenu), what="the main menu")
        assert any(text.startswith("Cannot connect to ws://127.0.0.1:") for text in speech.texts)


async def test_watching_a_table_and_muting_a_player(server, tmp_path):
    ann = PlainClient(server.url, "Ann", tmp_path / "ann")
    app, speech = online_app(tmp_path, server.url, name="Eve")
    try:
        async with app.run_test() as pilot:
            await until(
                pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.is_mounted
            )
            lobby = app.screen
            # Ann is heard in the lobby; muted, she is not; unmuted, again
            ann.send("say one")
            await until(pilot, lambda: heard(speech, "Ann says: one"), what="Ann's chat")
            lobby.list.select_id("mute")
            await pilot.press("enter")
            await until(pilot, lambda: app.screen is not lobby and app.screen.is_mounted)
            assert speech.last.startswith(
                "Mute or unmute a player: Ann: heard; Enter mutes them, 1 of "
            )
            assert app.screen.list.items[-1].speech == "Type a player's name"
            await pilot.press("enter")
            assert speech.last == "Ann is muted."
            assert app.focused.current.speech == "Ann: muted; Enter lets you hear them again"
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is lobby)
            mark = len(speech.texts)
            # the chat that reaches the client, once it has handled it
            received: list[str] = []
            handle = app.online._on_message

            def spy(message):
                handle(message)
                if message.type == "chat":
                    received.append(message.get("text"))

            app.online._on_message = spy  # the reader thread's post looks it up each time
            ann.send("say two", "say three")
            ann.out.wait_for("You say: three")  # Ann hears her own words in her own form
            await until(
                pilot,
                lambda: "three" in received and not app.announcer.holding,
                30,
                "Ann's muted chat at the client (and nothing held back)",
            )
            assert not heard(speech, "Ann says: t", mark)
            app.online.unmute("Ann")
            ann.send("say four")
            await until(pilot, lambda: heard(speech, "Ann says: four", mark), what="Ann again")

            # watching: the table's events, no moves, Control Q leaves at once
            ann.send("create maumau players=2 bots=1 quick=on")
            number = int(ann.out.wait_for(r"Table (\d+) made").group(1))
            ann.send("start")
            ann.out.wait_for("The game starts")
            await until(
                pilot, lambda: f"t:{number}" in [i.id for i in lobby.list.items], what="the table"
            )
            lobby.list.select_id(f"t:{number}")
            await pilot.press("enter")
            await until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
            await pilot.press("down", "enter")
            await until(pilot, lambda: isinstance(app.screen, OnlineGameScreen), what="the table")
            await until(
                pilot,
                lambda: heard(speech, f"Table {number}: Mau Mau, 2 players; you are watching."),
            )
            ann.out.wait_for("Eve is watching")
            game = app.screen
            assert game.session.viewer is None and not game.session.legal()
            await pilot.press("f5")
            assert speech.last == "Only the player who made the table can start it."
            await pilot.press("ctrl+q")
            await until(pilot, lambda: app.screen is lobby, what="the lobby again")
    finally:
        ann.send("quit")
        ann.end(20)
        ann.kill()


async def test_the_lobby_in_german(server, tmp_path):
    app, speech = online_app(tmp_path, server.url, name="Jörg", lang="de")
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.screen.is_mounted)
        await until(pilot, lambda: heard(speech, "Online-Lobby: du bist Jörg."))
        await until(pilot, lambda: heard(speech, "offene") or heard(speech, "Keine offenen Tische"))
        app.screen.list.select_id("say")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, InputScreen))
        assert speech.last.startswith("In die Lobby sagen: leer.")
        await pilot.press(*"hallo")
        await pilot.press("enter")
        await until(pilot, lambda: heard(speech, "Du sagst: hallo"), what="the own chat")
