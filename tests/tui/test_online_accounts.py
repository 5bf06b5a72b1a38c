"""Accounts, rankings, reports and the leaver vote in the full-screen
mode, driven by keys with Pilot against a real game server process: a
player registers from the lobby (the password never spoken, brailled or
shown), logs out and in again, changes the password, makes a competitive
table with the form, reads a game's ranking as a list, reports a player
and votes on one who left a ranked game with F6."""

from __future__ import annotations

import re

import pytest

from accessible_games.announce import Announcer
from accessible_games.core.utterance import Utterance
from accessible_games.net.server.accounts import skeleton
from accessible_games.net.server.store import RankChange, SeatRecord, SQLiteStore
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from accessible_games.ui.tui.base import ChoiceScreen, InputScreen
from accessible_games.ui.tui.online import (
    LinesScreen,
    LobbyScreen,
    OnlineGameScreen,
    OnlineTableScreen,
)
from tests.net.processes import PlainClient, Server
from tests.tui.helpers import RecordingSpeech
from tests.tui.test_online import heard, until

pytestmark = pytest.mark.slow

SECRET = "Nachtzug9"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    # every player of these tests connects from 127.0.0.1: ranked all the same
    found = Server(tmp_path_factory.mktemp("server"), args=("--rank-same-address",)).start()
    yield found
    found.stop()


class RecordingBraille:
    def __init__(self) -> None:
        self.shown: list[str] = []

    def show(self, utterance: Utterance) -> None:
        self.shown.append(utterance.braille)


def online_app(tmp_path, url: str, name: str, lang: str = "en"):
    speech, braille = RecordingSpeech(), RecordingBraille()
    settings = Settings(language=lang)
    announcer = Announcer(speech=speech, braille=braille, verbosity="full")
    announcer.settings = settings
    app = AccessibleGamesApp(announcer, settings, save_dir=tmp_path / "saves", online=(url, name))
    return app, speech, braille


async def in_lobby(pilot, app) -> LobbyScreen:
    await until(
        pilot,
        lambda: isinstance(app.screen, LobbyScreen) and app.screen.is_mounted,
        what="the lobby",
    )
    lobby = app.screen
    await until(pilot, lambda: any(i.id == "create" for i in lobby.list.items))
    return lobby


async def choose(pilot, app, screen, item_id: str) -> None:
    assert screen.list.select_id(item_id), [i.id for i in screen.list.items]
    await pilot.press("enter")
    await until(
        pilot, lambda: app.screen is not screen and app.screen.is_mounted, what=f"after {item_id}"
    )


async def type_secret(pilot, app, text: str) -> None:
    await until(
        pilot,
        lambda: isinstance(app.screen, InputScreen) and app.screen.secret and app.screen.is_mounted,
    )
    await pilot.press(*text)
    await pilot.press("enter")


async def register(pilot, app, lobby, password: str = SECRET) -> None:
    """Log in or register, Register, the name as offered, the password twice."""
    await choose(pilot, app, lobby, "login")
    assert isinstance(app.screen, ChoiceScreen)
    await pilot.press("down", "enter")
    await until(pilot, lambda: isinstance(app.screen, InputScreen) and app.screen.is_mounted)
    await pilot.press("enter")  # the name asked for at the start
    await type_secret(pilot, app, password)
    await type_secret(pilot, app, password)


def register_by_client(app, pilot, password: str = SECRET):
    app.online.background(app.online.register, app.online.name, password)


async def test_register_log_out_and_log_in_again_from_the_lobby(server, tmp_path):
    app, speech, braille = online_app(tmp_path, server.url, "Fay")
    async with app.run_test() as pilot:
        lobby = await in_lobby(pilot, app)
        await until(pilot, lambda: heard(speech, "Online lobby: you are Fay. You play as a guest;"))
        ids = [i.id for i in lobby.list.items]
        assert ids[-9:] == [
            "login",
            "rankings",
            "report",
            "create",
            "refresh",
            "say",
            "chat",
            "mute",
            "disconnect",
        ]
        assert "Fay (guest)" in app.t(lobby.title_msg)

        # registering: the password typed twice, unseen; two that differ are said, and nothing is
        # sent
        await choose(pilot, app, lobby, "login")
        assert speech.last == "Log in or register: Log in to my account, 1 of 2"
        await pilot.press("down", "enter")
        await until(pilot, lambda: isinstance(app.screen, InputScreen) and app.screen.is_mounted)
        assert speech.last.startswith("Account name: Fay.")
        await pilot.press("enter")
        await until(
            pilot,
            lambda: (
                isinstance(app.screen, InputScreen) and app.screen.secret and app.screen.is_mounted
            ),
        )
        assert speech.last.startswith(
            "Password for Fay: empty. What you type is neither shown nor spoken"
        )
        await pilot.press(*SECRET)
        assert speech.last == "star"
        assert SECRET not in app.export_screenshot()
        await pilot.press("enter")
        await type_secret(pilot, app, SECRET + "!")
        await until(pilot, lambda: heard(speech, "The two passwords differ; nothing was changed."))
        await until(pilot, lambda: app.screen is lobby)
        assert app.online.guest

        mark = len(speech.texts)
        await register(pilot, app, lobby)
        await until(
            pilot, lambda: heard(speech, "Your account Fay is made, and you are logged in.", mark)
        )
        await until(pilot, lambda: "logout" in [i.id for i in lobby.list.items])
        assert not app.online.guest and "logged in as Fay" in app.t(lobby.title_msg)
        ids = [i.id for i in lobby.list.items]
        assert ids[-11:-6] == ["logout", "password", "rankings", "record", "report"]

        # logging out: a guest again
        mark = len(speech.texts)
        await choose_and_stay(pilot, lobby, "logout")
        await until(
            pilot, lambda: heard(speech, "You are logged out. You play on as the guest", mark)
        )
        await until(pilot, lambda: "login" in [i.id for i in lobby.list.items])
        assert app.online.guest

        # a wrong password is refused with the server's reason; the right one logs in
        for password, answer in (
            (SECRET + "?", "Wrong name or password."),
            (SECRET, "You are logged in as Fay."),
        ):
            mark = len(speech.texts)
            await choose(pilot, app, lobby, "login")
            await pilot.press("enter")  # Log in to my account
            await until(
                pilot, lambda: isinstance(app.screen, InputScreen) and app.screen.is_mounted
            )
            await pilot.press("enter")
            await type_secret(pilot, app, password)
            await until(
                pilot, lambda answer=answer, mark=mark: heard(speech, answer, mark), what=answer
            )
        await until(pilot, lambda: not app.online.guest)

        # what was typed as a password was never said, brailled or kept in the history
        history = [u.speech + u.braille for u in app.announcer.history.items("all")]
        for kept in (speech.texts, braille.shown, history):
            assert not any("Nachtzug" in text for text in kept)


async def choose_and_stay(pilot, lobby, item_id: str) -> None:
    assert lobby.list.select_id(item_id)
    await pilot.press("enter")


async def test_a_competitive_table_made_with_the_form(server, tmp_path):
    app, speech, _ = online_app(tmp_path, server.url, "Gus")
    async with app.run_test() as pilot:
        lobby = await in_lobby(pilot, app)
        # a guest's form has no Competitive field (a guest is never ranked)
        await choose(pilot, app, lobby, "create")
        assert "competitive" not in [i.id for i in app.screen.list.items]
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is lobby)

        register_by_client(app, pilot)
        await until(pilot, lambda: heard(speech, "Your account Gus is made"))
        await until(pilot, lambda: "logout" in [i.id for i in lobby.list.items])
        await choose(pilot, app, lobby, "create")
        form = app.screen
        assert isinstance(form, OnlineTableScreen)
        keys = [i.id for i in form.list.items]
        assert keys[-4:] == ["competitive", "players", "bots", "create"]
        form.list.select_id("competitive")
        await pilot.press("right")
        assert speech.last == "Competitive (ranked): on"
        form.list.select_id("players")
        await pilot.press("left")
        form.list.select_id("create")
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, OnlineGameScreen), what="the new table")
        table = app.screen.remote.id
        store = SQLiteStore(server.data / "server.sqlite3")
        try:
            record = store.table(table)
        finally:
            store.close()
        assert record is not None and record.competitive


async def test_the_ranking_of_a_game_is_a_list_with_the_next_places_and_the_record(
    server, tmp_path
):
    # Ann and Ben finished a ranked game of Mau Mau; and 20 more players make a second page
    store = SQLiteStore(server.data / "server.sqlite3")
    try:
        names = ["Ann", "Ben"] + [f"Player {n + 1}" for n in range(20)]
        ids = [store.create_account(name, skeleton(name), "x") for name in names]
        seats = (SeatRecord("human", "Ann"), SeatRecord("human", "Ben"))
        table = store.create_table("maumau", {}, 1, 2, seats, None, competitive=True)
        store.finish(table, [RankChange(ids[0], 20, "won"), RankChange(ids[1], -10, "lost")])
        for number, account in enumerate(ids[2:]):
            other = store.create_table("maumau", {}, 1, 2, seats, None, competitive=True)
            store.finish(other, [RankChange(account, -20 - number, "lost")])
    finally:
        store.close()

    app, speech, _ = online_app(tmp_path, server.url, "Hal")
    async with app.run_test() as pilot:
        lobby = await in_lobby(pilot, app)
        await choose(pilot, app, lobby, "rankings")
        assert isinstance(app.screen, ChoiceScreen)
        assert speech.last.startswith("The ranking of which game?: ")
        app.screen.list.select_id("maumau")
        await pilot.press("enter")
        await until(
            pilot,
            lambda: isinstance(app.screen, LinesScreen) and app.screen.is_mounted,
            what="the ranking",
        )
        ranking = app.screen
        await until(pilot, lambda: heard(speech, "Ranking of Mau Mau, 22 players, places 1 to 20."))
        lines = [i.speech for i in ranking.list.items]
        assert lines[0] == "1 of 22: Ann, 20 points, 1 won, 0 lost, 0 left."
        assert lines[1] == "2 of 22: Ben, -10 points, 0 won, 1 lost, 0 left."
        assert lines[-1] == "The next places, from 21"
        assert heard(speech, "1 of 22: Ann, 20 points, 1 won, 0 lost, 0 left.")
        # the list is read with the arrows; a row says its place once (the
        # list adds no "2 of 21" of its own)
        await pilot.press("down")
        assert speech.last == "2 of 22: Ben, -10 points, 0 won, 1 lost, 0 left."
        # the next places, in the same list
        await pilot.press("end", "enter")
        await until(
            pilot,
            lambda: ranking.list.items[0].speech.startswith("21 of 22: "),
            what="the next places",
        )
        assert [i.id for i in ranking.list.items][-1] == "earlier"
        assert ranking.list.current_id == "l0"
        await until(
            pilot, lambda: heard(speech, "Ranking of Mau Mau, 22 players, places 21 to 22.")
        )
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is lobby)

        # the own record, once logged in
        register_by_client(app, pilot)
        await until(pilot, lambda: "record" in [i.id for i in lobby.list.items])
        await choose(pilot, app, lobby, "record")
        await until(
            pilot,
            lambda: isinstance(app.screen, LinesScreen) and app.screen.is_mounted,
            what="the record",
        )
        assert [i.speech for i in app.screen.list.items] == ["You have no ranked games yet."]
        assert heard(speech, "You have no ranked games yet.")


async def test_reporting_a_player_heard_in_the_lobby(server, tmp_path):
    ivy = PlainClient(server.url, "Ivy", tmp_path / "ivy")
    app, speech, _ = online_app(tmp_path, server.url, "Jan")
    try:
        async with app.run_test() as pilot:
            lobby = await in_lobby(pilot, app)
            ivy.send("say you all play badly")
            await until(
                pilot, lambda: heard(speech, "Ivy says: you all play badly"), what="Ivy's chat"
            )
            await choose(pilot, app, lobby, "report")
            assert speech.last.startswith("Report a player: ")
            assert "p:ivy" in [i.id for i in app.screen.list.items]
            assert app.screen.list.items[-1].speech == "Type a player's name"
            app.screen.list.select_id("p:ivy")
            await pilot.press("enter")
            await until(
                pilot, lambda: isinstance(app.screen, InputScreen) and app.screen.is_mounted
            )
            assert speech.last.startswith("Why do you report Ivy? (may stay empty): empty.")
            await pilot.press(*"rude")
            await pilot.press("enter")
            await until(
                pilot,
                lambda: heard(
                    speech, "Your report on Ivy is kept for the administrators. Thank you."
                ),
            )
            await until(pilot, lambda: app.screen is lobby)
    finally:
        ivy.send("quit")
        ivy.end(20)
        ivy.kill()


async def test_f6_votes_to_punish_a_ranked_player_who_left(tmp_path):
    # a server of its own: an address makes only 3 accounts at once
    server = Server(tmp_path / "server", args=("--rank-same-address",)).start()
    kim = PlainClient(server.url, "Kim", tmp_path / "kim")
    app, speech, _ = online_app(tmp_path, server.url, "Lou")
    try:
        kim.out.wait_for(r"^Connected to ")
        kim.send("register Kim", SECRET, SECRET)
        kim.out.wait_for(r"^Your account Kim is made")
        async with app.run_test() as pilot:
            lobby = await in_lobby(pilot, app)
            register_by_client(app, pilot)
            await until(
                pilot, lambda: "logout" in [i.id for i in lobby.list.items], what="logged in"
            )
            app.online.background(app.online.create, "maumau", 2, 0, None, {"quick": "on"}, True)
            await until(pilot, lambda: isinstance(app.screen, OnlineGameScreen), what="the table")
            game = app.screen
            kim.send(f"join {game.remote.id}")
            await until(pilot, lambda: heard(speech, "Kim takes seat 2."), what="Kim")
            kim.send("leave")  # read at Kim's first turn
            await pilot.press("f5")
            await until(
                pilot,
                lambda: heard(speech, "This game is ranked: Lou and Kim play for their ranking."),
            )
            for _ in range(10):  # Lou plays until Kim's turn comes and Kim leaves
                await until(
                    pilot,
                    lambda: game.remote.my_turn() or heard(speech, "Kim left this ranked game."),
                )
                if heard(speech, "Kim left this ranked game."):
                    break
                moves = game.remote.moves
                await pilot.press("a", "home", "enter")
                await until(
                    pilot,
                    lambda moves=moves: (
                        game.remote.moves > moves or heard(speech, "Kim left this ranked game.")
                    ),
                )
            await until(
                pilot,
                lambda: heard(
                    speech,
                    "Kim left this ranked game. Punish them with 20 points off? "
                    "Press F6 for yes or F7 for no, within 30 seconds.",
                ),
            )
            mark = len(speech.texts)
            await pilot.press("f6")
            await until(
                pilot, lambda: heard(speech, "Your vote is counted.", mark), what="the vote counted"
            )
            await until(
                pilot,
                lambda: heard(
                    speech, "The table voted: Kim loses 20 ranking points for leaving.", mark
                ),
            )
            # with no vote open, F7 is answered by the server
            mark = len(speech.texts)
            await pilot.press("f7")
            await until(pilot, lambda: heard(speech, "There is no vote at your table now.", mark))
    finally:
        kim.send("quit")
        kim.end(20)
        kim.kill()
        server.stop()


async def test_changing_the_password_asks_the_old_one_and_the_new_one_twice(tmp_path):
    # a server of its own: an address makes only 3 accounts at once
    server = Server(tmp_path / "server").start()
    app, speech, braille = online_app(tmp_path, server.url, "Max")
    try:
        async with app.run_test() as pilot:
            lobby = await in_lobby(pilot, app)
            register_by_client(app, pilot)
            await until(
                pilot, lambda: "password" in [i.id for i in lobby.list.items], what="logged in"
            )
            # the server's word on the new account comes on its own: heard
            # before the dialog opens (later, it would be said after it)
            await until(pilot, lambda: heard(speech, "Your account Max is made"), what="the news")
            mark = len(speech.texts)
            await choose(pilot, app, lobby, "password")
            assert speech.last.startswith("Your password now: empty.")
            await type_secret(pilot, app, SECRET)
            await type_secret(pilot, app, "Tagzug77")
            await type_secret(pilot, app, "Tagzug77")
            await until(
                pilot, lambda: heard(speech, "Your password is changed.", mark), what="the change"
            )
            await until(pilot, lambda: app.screen is lobby)
            for kept in (speech.texts, braille.shown):
                assert not any("Nachtzug" in text or "Tagzug" in text for text in kept)
    finally:
        server.stop()


async def test_a_player_registers_and_logs_in_over_tls_from_the_full_screen_lobby(tmp_path):
    """The server encrypts with its own certificate: the full-screen client
    says the fingerprint on first contact, registers, and logs in again
    from a second program run (trusting the kept fingerprint silently)."""
    tls_server = Server(tmp_path / "server", args=("--tls", "self-signed")).start()
    try:
        assert tls_server.url.startswith("wss://")
        app, speech, _ = online_app(tmp_path, tls_server.url, "Gil")
        async with app.run_test() as pilot:
            lobby = await in_lobby(pilot, app)
            assert heard(speech, "First contact with 127.0.0.1:")
            await register(pilot, app, lobby)
            await until(
                pilot, lambda: heard(speech, "Your account Gil is made, and you are logged in.")
            )
            await choose_and_stay(pilot, lobby, "logout")
            await until(pilot, lambda: heard(speech, "You are logged out."))
        again, speech, _ = online_app(tmp_path, tls_server.url, "Gil")
        async with again.run_test() as pilot:
            lobby = await in_lobby(pilot, again)
            assert not heard(speech, "First contact"), "a known certificate is trusted silently"
            await choose(pilot, again, lobby, "login")
            await pilot.press("enter")  # Log in to my account
            await until(
                pilot, lambda: isinstance(again.screen, InputScreen) and again.screen.is_mounted
            )
            await pilot.press("enter")  # the name asked for at the start
            await type_secret(pilot, again, SECRET)
            await until(pilot, lambda: heard(speech, "You are logged in as Gil."))
            assert not again.online.guest
            assert all(SECRET not in text for text in speech.texts)
    finally:
        tls_server.stop()


async def test_over_tls_a_ranked_game_played_by_keys_changes_the_ranking_as_the_rules_say(tmp_path):
    """Lou logs in over wss:// in the full-screen client, plays a
    competitive Mau Mau game by keys against Kim (a plain client) to its
    end, and reads the ranking: the winner 20 points up, the loser 10 down."""
    server = Server(
        tmp_path / "server", args=("--tls", "self-signed", "--rank-same-address")
    ).start()
    kim = PlainClient(server.url, "Kim", tmp_path / "kim")
    app, speech, _ = online_app(tmp_path, server.url, "Lou")
    try:
        kim.out.wait_for(r"^Connected to ")
        kim.send("register Kim", SECRET, SECRET)
        kim.out.wait_for(r"^Your account Kim is made")
        async with app.run_test() as pilot:
            lobby = await in_lobby(pilot, app)
            assert heard(speech, "First contact with 127.0.0.1:")
            await register(pilot, app, lobby)
            await until(
                pilot, lambda: heard(speech, "Your account Lou is made, and you are logged in.")
            )
            app.online.background(app.online.create, "maumau", 2, 0, None, {"quick": "on"}, True)
            await until(pilot, lambda: isinstance(app.screen, OnlineGameScreen), what="the table")
            game = app.screen
            kim.send(f"join {game.remote.id}")
            await until(pilot, lambda: heard(speech, "Kim takes seat 2."), what="Kim")
            kim.send(*(["2", "1", "3", "1", "1"] * 300))
            await pilot.press("f5")
            await until(
                pilot,
                lambda: heard(speech, "This game is ranked: Lou and Kim play for their ranking."),
            )
            for _ in range(600):  # Lou plays the first listed move at each turn, by keys
                await until(pilot, lambda: game.remote.my_turn() or game.remote.over, seconds=60)
                if game.remote.over:
                    break
                moves = game.remote.moves
                await pilot.press("a", "home", "enter")
                await until(
                    pilot,
                    lambda moves=moves: game.remote.moves > moves or game.remote.over,
                    seconds=60,
                )
            assert game.remote.over and game.remote.result is not None
            won = game.remote.result.winners == (0,)
            # Lou hears his own change in his own form
            changes = (
                (r"You gain 20 ranking points, now 20\.", r"Kim loses 10 ranking points, now -10\.")
                if won
                else (
                    r"Kim gains 20 ranking points, now 20\.",
                    r"You lose 10 ranking points, now -10\.",
                )
            )
            for change in changes:
                await until(
                    pilot,
                    lambda change=change: any(re.fullmatch(change, t) for t in speech.texts),
                    what=change,
                )
            await pilot.press("ctrl+q")
            await until(pilot, lambda: app.screen is lobby, what="the lobby again")
            await choose(pilot, app, lobby, "rankings")
            app.screen.list.select_id("maumau")
            await pilot.press("enter")
            await until(
                pilot, lambda: isinstance(app.screen, LinesScreen) and app.screen.is_mounted
            )
            await until(pilot, lambda: len(app.screen.list.items) >= 2, what="the ranking's lines")
            winner, loser = ("Lou", "Kim") if won else ("Kim", "Lou")
            lines = [i.speech for i in app.screen.list.items][:2]
            assert lines == [
                f"1 of 2: {winner}, 20 points, 1 won, 0 lost, 0 left.",
                f"2 of 2: {loser}, -10 points, 0 won, 1 lost, 0 left.",
            ]
            assert all(SECRET not in text for text in speech.texts)
    finally:
        kim.send("quit")
        try:
            kim.end(60)
        except Exception:  # the test's failure, if any, is the one to see
            pass
        kim.kill()
        server.stop()
