"""People play each other through a real game server: a server process on
a free loopback port with its SQLite store, and plain-mode clients as
processes, scripted through their standard input (a script's next line is
read only when the previous command was answered and, during a game, only
at its turn)."""

from __future__ import annotations

import socket
import time

import pytest

from accessible_games.core.messages import render
from accessible_games.games.registry import entry
from accessible_games.net.server.store import SQLiteStore

from .processes import Cable, PlainClient, Server

pytestmark = pytest.mark.slow

#: short matches, by game (table options as typed after "create GAME")
SHORT = {
    "logomachy": "deals=1",
    "maumau": "quick=on",
    "monad": "ask_order=off",
    "pulok": "handicap=1 target=2",
    "madnooks": "rounds=2",
}
#: the numbers a script types at its turns: the first listed move mostly,
#: sometimes another (so Pulok's offers go on to the bag), repeated (the
#: scripted players do not ask again before a costly move: see seat_two)
PATTERN = ["2", "1", "3", "1", "1"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path):
    found = Server(tmp_path / "server").start()
    yield found
    found.stop()


def stored(data) -> list:
    """The tables of the server's store (read while the server is down or
    beside it: SQLite in WAL mode allows both)."""
    store = SQLiteStore(data / "server.sqlite3")
    try:
        return [(t, store.read_log(t.id)) for t in store.tables(include_over=True)]
    finally:
        store.close()


def seat_two(server: Server, tmp_path, game: str) -> tuple[PlainClient, PlainClient, int]:
    """Ann makes a table of ``game`` for two; Ben joins it; Ann starts. A
    script types its moves ahead and cannot answer a question, so both have
    the setting that asks again before a costly move turned off (it is
    tested in tests/contract/test_takeback_caution_recap.py)."""
    for name in ("ann", "ben"):
        (tmp_path / name / "config").mkdir(parents=True, exist_ok=True)
        (tmp_path / name / "config" / "settings.toml").write_text(
            "cautions = false\n", encoding="utf-8"
        )
    ann = PlainClient(server.url, "Ann", tmp_path / "ann")
    ben = PlainClient(server.url, "Ben", tmp_path / "ben")
    ann.send(f"create {game} players=2 {SHORT[game]}".strip())
    table = int(ann.out.wait_for(r"Table (\d+) made").group(1))
    ben.send(f"join {table}")
    ann.out.wait_for(r"Ben takes seat 2")
    ann.send("start")
    return ann, ben, table


@pytest.mark.parametrize("game", list(SHORT))
def test_two_scripted_clients_play_a_whole_game(server, tmp_path, game):
    ann, ben, table = seat_two(server, tmp_path, game)
    try:
        ann.send(*(PATTERN * 300), "quit")
        ben.send(*(PATTERN * 300), "quit")
        assert ann.end(150) == 0 and ben.end(150) == 0
    finally:
        ann.kill()
        ben.kill()
    for client in (ann, ben):
        text = "\n".join(client.out.lines)
        assert "Traceback" not in text
        assert "cannot read" not in text, "every message the server sent was understood"
        assert "Result: " in text, "each player heard the end of the match"
    title = render(entry(game).rules.title, "en")
    assert any(f"made: {title} for 2" in line for line in ann.out.lines), (
        "the game is named, in words"
    )
    # the game's narration names the other player, who sat down after the table was made
    started = next(i for i, line in enumerate(ann.out.lines) if "The game starts" in line)
    assert any("Ben" in line for line in ann.out.lines[started + 1 :])
    # the server's store holds the finished match, and its log replays to it
    record, log = next((t, log) for t, log in stored(tmp_path / "server") if t.id == table)
    assert record.status == "over" and record.game == game
    replay = entry(game).make_game(record.players, record.options, record.seed)
    for seat, text in log:
        replay.apply(seat, text)
    assert replay.is_over()


def test_a_server_killed_mid_game_resumes_the_table_exactly(tmp_path):
    port = free_port()
    data = tmp_path / "server"
    first = Server(data, port=port).start()
    ann = PlainClient(first.url, "Ann", tmp_path / "ann")
    try:
        ann.send("create maumau players=2 bots=1 quick=on", "start")
        ann.out.wait_for(r"The game starts")
        ann.send("1", "1", "1")
        ann.out.wait_for(r"^> 1$")
        ann.out.wait_for(r"^> 1$")
        ann.out.wait_for(r"^> 1$")
        deadline = time.monotonic() + 30
        while (
            len(stored(data)[0][1]) < 3
        ):  # a move read is stored a moment later (the bot's in its thread)
            assert time.monotonic() < deadline, "the moves were not stored"
            time.sleep(0.05)
        first.kill()  # kill -9: nothing is flushed or closed
        [(before, log_before)] = stored(data)
        assert before.status == "playing" and len(log_before) >= 3, (before.status, log_before)
        ann.out.wait_for(r"The connection is lost")
        second = Server(data, port=port).start()
        try:
            ann.out.wait_for(r"Connected again", 60)
            ann.out.wait_for(r"You are back at table", 30)
            ann.send(*(PATTERN * 200), "quit")
            assert ann.end(150) == 0
        finally:
            second.stop()
    finally:
        ann.kill()
        first.kill()
    [(after, log_after)] = stored(data)
    assert log_after[: len(log_before)] == log_before, "nothing stored before the kill was lost"
    assert after.status == "over"
    replay = entry("maumau").make_game(after.players, after.options, after.seed)
    for seat, text in log_after:
        replay.apply(seat, text)
    assert replay.is_over()


def test_another_protocol_version_is_told_why(server):
    from websockets.sync.client import connect

    from accessible_games.net import protocol

    with connect(server.url, proxy=None) as ws:
        ws.send(protocol.encode("hello", version=protocol.VERSION + 1, name="Old", lang="de"))
        answer = protocol.parse_server(ws.recv(timeout=10))
    assert answer.type == "refused"
    msg = protocol.msg_from_data(answer.get("reason"))
    assert msg.key == "net.version" and msg.params["server"] == protocol.VERSION


def test_the_server_s_rate_limit_is_told_and_kept(tmp_path):
    """A server started with --rate 5 says so in its welcome, refuses a
    connection's eleventh message in a burst, and its own client paces
    itself below that limit (no request of a long run is refused)."""
    from websockets.sync.client import connect

    from accessible_games.net import protocol
    from accessible_games.net.client.remote import NetClient

    server = Server(tmp_path / "server", rate=5).start()
    try:
        with connect(server.url, proxy=None) as ws:
            ws.send(protocol.encode("hello", version=protocol.VERSION, name="Ann", lang="en"))
            welcome = protocol.parse_server(ws.recv(timeout=10))
            assert welcome.type == "welcome" and welcome.get("rate") == 5
            for n in range(1, 13):  # the hello was the first of the burst of 10
                ws.send(protocol.encode("ping", n=n))
            answers: list = []
            while sum(m.type in ("done", "refused") for m in answers) < 12:
                answers.append(protocol.parse_server(ws.recv(timeout=10)))
        done = [m.get("n") for m in answers if m.type == "done"]
        refused = [m for m in answers if m.type == "refused"]
        # the burst of 10 (the hello its first) was allowed, then hardly more
        # (a token comes back every 0.2 s: a slow moment may let one more in)
        assert (
            done == list(range(1, len(done) + 1))
            and 9 <= len(done) <= 10
            and len(refused) == 12 - len(done)
        )
        assert all(
            protocol.msg_from_data(m.get("reason")).key == "net.rate"
            for m in answers
            if m.type == "refused"
        )
        client = NetClient(server.url, "Ben", "en", lambda m: None, lambda m: None, known=tmp_path)
        client.open()
        try:
            answers = [
                client.request("ping") for _ in range(20)
            ]  # 20 requests at 5 per second: paced
            assert {m.type for m in answers} == {"done"}
        finally:
            client.close()
    finally:
        server.stop()


def test_a_cut_connection_keeps_the_seat_a_bot_plays_it_and_the_player_returns(tmp_path):
    """Ann's network goes away mid-game (every socket through her cable is
    closed, new ones refused for a while): the table hears she dropped, a
    bot plays her seat after the grace period, her client reconnects by
    itself with back-off, takes the seat back with a recap. Then her network
    goes away silently (the server sees nothing): her client reconnects and
    the new connection takes the seat over from the old one. Both finish
    the match."""
    port = free_port()
    server = Server(tmp_path / "server", grace=1, port=port).start()
    cable = Cable(port)
    ann = PlainClient(cable.url, "Ann", tmp_path / "ann")
    ben = PlainClient(server.url, "Ben", tmp_path / "ben")
    try:
        ann.send("create maumau players=2 quick=on")
        table = int(ann.out.wait_for(r"Table (\d+) made").group(1))
        ben.send(f"join {table}")
        ann.out.wait_for(r"Ben takes seat 2")
        ann.send("start")
        ann.out.wait_for(r"The game starts")
        # Ann's network stays away until the grace period is over and the
        # bot has her seat, however slowly the machine runs
        cable.cut(until_mended=True)
        ann.out.wait_for(r"The connection is lost")
        ben.out.wait_for(r"Ann lost the connection")
        ben.out.wait_for(r"The computer plays for Ann now")  # after the grace period of 1 second
        # Ben plays on against the bot in Ann's seat: a few moves, too few
        # for anyone to play out seven cards
        ben.send(*PATTERN[:3])
        # the bot has made a move for Ann before her network comes back
        ben.out.wait_for(r"\bAnn \(computer\) (plays|draws|passes)\b")
        cable.mend()
        ann.out.wait_for(r"Connected again", 40)
        ann.out.wait_for(r"You are back at table")
        ben.out.wait_for(r"Ann is back")
        recap = int(ann.out.wait_for(r"While you were away: (\d+) moves").group(1))
        assert recap >= 1, "the bot's moves for Ann are in her recap"
        # now a silent cut: the server does not notice Ann's connection is
        # gone; her new connection takes the seat over from the old one
        cable.cut(silent=True)
        ann.out.wait_for(r"The connection is lost")
        ann.out.wait_for(r"Connected again", 40)
        ann.out.wait_for(r"You are back at table")
        ben.out.wait_for(r"Ann is back")
        ann.send(*(PATTERN * 200), "quit")
        ben.send(*(PATTERN * 200), "quit")
        assert ann.end(150) == 0 and ben.end(150) == 0
    finally:
        ann.kill()
        ben.kill()
        cable.close()
        server.stop()
    assert "Traceback" not in "\n".join(ann.out.lines + ben.out.lines)
    assert any("Result: " in line for line in ann.out.lines), "Ann heard the end of the match"
    [(record, log)] = stored(tmp_path / "server")
    assert record.seats[0].kind == "human" and record.seats[0].name == "Ann", (
        "the seat stayed Ann's"
    )
    assert record.status == "over"


def test_a_client_started_again_takes_its_seat_back(server, tmp_path):
    """Ann's program dies mid-game (kill -9) and she starts it again: it
    remembered the server's token for her, so she is back at her seat with
    a recap, as after a lost connection."""
    ann, ben, table = seat_two(server, tmp_path, "maumau")
    try:
        ann.out.wait_for(r"The game starts")
        ann.kill()
        ben.out.wait_for(r"Ann lost the connection")
        again = PlainClient(
            server.url, "Ann", tmp_path / "ann"
        )  # the same home: the same settings folder
        again.out.wait_for(rf"You are back at table {table}")
        again.out.wait_for(r"Mau Mau, 2 players. You are Ann")
        ben.out.wait_for(r"Ann is back")
    finally:
        ann.kill()
        ben.kill()
        if "again" in locals():
            again.kill()
    # someone else on the same machine is someone else
    cid = PlainClient(server.url, "Cid", tmp_path / "ann")
    try:
        cid.out.wait_for(r"Connected to .* as Cid")
        cid.send("quit")
        assert cid.end(30) == 0
    finally:
        cid.kill()
    assert not any("back at table" in line for line in cid.out.lines)
