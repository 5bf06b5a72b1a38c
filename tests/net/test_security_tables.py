"""Attacks of a hostile client on the server's tables, against a real
server process (``serve`` on loopback, raw protocol messages through
tests/net/raw.py), kept as regression tests (docs/security.md):

- hole 10, "tables are never removed": tables nobody is at close after a
  while and stay closed after a restart, finished games no longer count
  against the server's most tables, and one address (this machine's too)
  keeps only so many waiting tables;
- hole 11, "the table list freezes the server": ``tables`` is answered a
  page at a time within a bound in bytes, ``leave`` with the one table's
  change, a connection's queue is bounded in bytes, and an honest ping is
  answered while others ask for the list again and again.

A few in-process checks (a person's own open tables, a running table
everyone left, the client's side of the paged list) go with them."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import Executor, Future
from typing import Any

import pytest
import websockets
from websockets.asyncio.client import connect

from accessible_games.app.online import OnlineLobby
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Utterance
from accessible_games.net import protocol
from accessible_games.net.protocol import Message, encode
from accessible_games.net.server.service import (
    ADDRESS_TABLES,
    PERSON_TABLES,
    TABLES_BYTES,
    Client,
    GameServer,
)
from accessible_games.net.server.store import MemoryStore
from tests.fixtures.slow_mark import slow_factor

from .fakes import FakeConnection, received
from .processes import Server
from .raw import Raw, refused

pytestmark = pytest.mark.slow

#: the tables of the crowded server (hole 11): far more than one page
CROWD = 300
#: every maker of the crowded server opens this many tables (a new guest each)
PER_MAKER = 5


def size(message: Message) -> int:
    """The bytes of ``message`` as the server sent it (its encoder's JSON)."""
    return len(encode(message.type, **message.fields).encode("utf-8"))


async def make_tables(url: str, prefix: str, makers: int, each: int, **create: Any) -> list:
    """``makers`` new guests (one connection each) open ``each`` tables one
    after the other, leaving each; the answers to their ``create``s."""

    async def maker(number: int) -> list[str | None]:
        raw = await Raw.open(url, f"{prefix}{number}")
        answers = []
        try:
            for _ in range(each):
                answer = refused(await raw.ask("create", **create))
                answers.append(answer)
                if answer is None:
                    assert refused(await raw.ask("leave")) is None
        finally:
            await raw.close()
        return answers

    found: list[str | None] = []
    for start in range(0, makers, 10):  # ten at a time
        batch = range(start, min(makers, start + 10))
        found += [a for answers in await asyncio.gather(*map(maker, batch)) for a in answers]
    return found


MAUMAU = {"game": "maumau", "players": 2, "options": {"quick": True}}


async def bare(url: str, name: str, **options: Any):
    """A connection past its hello, its messages left unread by the test
    (but for what it looks at itself)."""
    ws = await connect(url, proxy=None, max_size=None, open_timeout=30, **options)
    await ws.send(encode("hello", version=protocol.VERSION, name=name, lang="en"))
    assert '"type":"welcome"' in await asyncio.wait_for(ws.recv(), 30)
    return ws


async def listed(raw: Raw, offset: int | None = None) -> Message:
    """One answer to ``tables`` (from ``offset``)."""
    fields = {} if offset is None else {"offset": offset}
    assert refused(await raw.ask("tables", **fields)) is None
    return [m for m in raw.heard if m.type == "tables"][-1]


async def until_listed(raw: Raw, check, seconds: float = 120.0) -> Message:
    """Ask for the tables again and again until the answer meets ``check``
    (``seconds``, times AG_SLOW_FACTOR, only bound a server that never gets
    there: bots finishing a dozen games on a busy machine take their time)."""
    deadline = time.monotonic() + seconds * slow_factor()
    while True:
        answer = await listed(raw)
        if check(answer):
            return answer
        assert time.monotonic() < deadline, f"still {len(answer['tables'])} tables listed"
        await asyncio.sleep(0.3)


# --- 10. tables are never removed ----------------------------------------------------------------


def test_tables_nobody_is_at_close_and_stay_closed_after_a_restart(tmp_path):
    """Twelve guests fill a server of twelve tables and leave them: the
    server is full for now, but the tables nobody is at close after the
    idle time, do not come back after a restart, and an honest player
    opens a table again."""
    data = tmp_path / "server"
    server = Server(data, args=("--max-tables", "12", "--table-idle", "2")).start()

    async def filled() -> None:
        answers = await make_tables(server.url, "Mallory", 12, 1, **MAUMAU)
        assert answers == [None] * 12, answers
        honest = await Raw.open(server.url, "Honest")
        assert refused(await honest.ask("create", **MAUMAU)) == "net.server_full"
        # nobody sits at them: they close by themselves
        await until_listed(honest, lambda m: m["tables"] == [])
        await honest.close()

    async def restarted() -> None:
        honest = await Raw.open(server.url, "Honest")
        answer = await listed(honest)
        assert answer["tables"] == [] and answer.get("total") == 0, answer.fields
        assert refused(await honest.ask("create", **MAUMAU)) is None
        await honest.close()

    try:
        asyncio.run(filled())
        server.stop()
        server = Server(data, args=("--max-tables", "12", "--table-idle", "2")).start()
        asyncio.run(restarted())
    finally:
        server.stop()


def test_finished_games_no_longer_count_against_the_most_tables(tmp_path):
    """Twelve guests start games against a bot and leave them: the bots
    finish them, and a server of twelve tables has room again."""
    server = Server(tmp_path / "server", args=("--max-tables", "12")).start()

    async def scenario() -> None:
        async def played(number: int) -> None:
            raw = await Raw.open(server.url, f"Quick{number}")
            assert refused(await raw.ask("create", bots=1, **MAUMAU)) is None
            assert refused(await raw.ask("start")) is None
            assert refused(await raw.ask("leave")) is None  # a bot plays the seat to the end
            await raw.close()

        await asyncio.gather(*map(played, range(12)))
        honest = await Raw.open(server.url, "Honest")
        await until_listed(honest, lambda m: m["tables"] == [])  # every game is over
        assert refused(await honest.ask("create", **MAUMAU)) is None
        await honest.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_one_address_keeps_only_so_many_waiting_tables_on_loopback_too(tmp_path):
    """One person with many connections from this machine, each a new
    guest, opens table after table: no more than ADDRESS_TABLES wait at
    once (the limit per address holds on loopback too)."""
    server = Server(tmp_path / "server").start()

    async def scenario() -> None:
        makers = ADDRESS_TABLES // PER_MAKER + 2
        answers = await make_tables(server.url, "Mallory", makers, PER_MAKER, **MAUMAU)
        assert answers.count(None) == ADDRESS_TABLES, answers
        assert set(answers) == {None, "net.tables.address"}, answers
        honest = await Raw.open(server.url, "Honest")
        assert (await listed(honest))["total"] == ADDRESS_TABLES
        await honest.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# --- in-process: a person's own tables, a running table everyone left ---------------------------


def connect_here(server: GameServer, name: str, token: str | None = None) -> Client:
    client = Client(FakeConnection())  # type: ignore[arg-type]
    client.address = "192.0.2.7"
    server.clients.add(client)
    fields = {"token": token} if token is not None else {}
    server.receive(
        client, encode("hello", version=protocol.VERSION, name=name, lang="en", **fields)
    )
    return client


def ask(server: GameServer, client: Client, kind: str, **fields: Any) -> str | None:
    """The refusal's key of a request, or None when it was done."""
    server.receive(client, encode(kind, n=1, **fields))
    answers = [m for m in received(client) if m["type"] in ("done", "refused")]
    if answers[-1]["type"] == "done":
        return None
    return protocol.msg_from_data(answers[-1]["reason"]).key


def test_a_person_has_only_so_many_open_tables_across_connections():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        eve = connect_here(server, "Eve")
        token = received(eve)[0]["token"]
        for _ in range(PERSON_TABLES):
            assert ask(server, eve, "create", **MAUMAU) is None
            assert ask(server, eve, "leave") is None
        # the rates allow more by now; the open tables do not
        eve.creations.tokens = 5
        server.creations.buckets.clear()
        assert ask(server, eve, "create", **MAUMAU) == "net.tables.yours"
        again = connect_here(server, "Eve", token)  # another connection of the same guest
        received(again)
        assert ask(server, again, "create", **MAUMAU) == "net.tables.yours"
        other = connect_here(server, "Fay")  # another guest from the address may
        received(other)
        assert ask(server, other, "create", **MAUMAU) is None

    asyncio.run(scenario())


class Stuck(Executor):
    """A bot pool whose bots never decide: a running table stays running."""

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
        return Future()


def test_a_running_table_everyone_left_ends_and_stays_ended():
    async def scenario() -> None:
        store = MemoryStore()
        server = GameServer(store, grace=0.05, clock_scale=0.001, bot_pool=Stuck())
        ann = connect_here(server, "Ann")
        assert ask(server, ann, "create", bots=1, **MAUMAU) is None
        assert ask(server, ann, "start") is None
        table = server.tables[1]
        bound = server.grace + server.idle * server.clock_scale + 0.05
        watcher = connect_here(server, "Cid")
        assert ask(server, watcher, "watch", table=1) is None
        server.receive(ann, encode("leave"))  # a bot is to play Ann's seat: it never decides
        await asyncio.sleep(bound)
        server.sweep()
        assert table.status == "playing", "someone is still at the table: Cid watches"
        assert ask(server, watcher, "leave") is None
        server.sweep()
        assert table.status == "playing", "the time counts from the last one's leaving"
        await asyncio.sleep(bound)
        server.sweep()
        assert table.status == "over" and 1 not in server.tables
        assert store.table(1).status == "over"  # type: ignore[union-attr]
        assert {"type": "lobby", "gone": 1} in received(watcher)
        await asyncio.sleep(0.01)
        assert table.thinking is None, "the bots' work stopped"
        again = GameServer(store)
        again.load()
        assert again.tables == {}, "a table that ended does not come back"
        assert len(store.read_log(1)) == len(table.game.log), "its log is kept"

    asyncio.run(scenario())


# --- 11. the table list freezes the server ------------------------------------------------------


@pytest.fixture(scope="module")
def crowded(tmp_path_factory):
    """A server with CROWD waiting tables, made by guests from this machine
    (the server lets one address keep that many)."""
    server = Server(
        tmp_path_factory.mktemp("crowded") / "server",
        rate=1000,
        args=("--tables-per-address", str(2 * CROWD), "--table-idle", "3600"),
    ).start()
    try:
        answers = asyncio.run(
            make_tables(server.url, "Maker", CROWD // PER_MAKER, PER_MAKER, **MAUMAU)
        )
        assert answers == [None] * CROWD, answers
        yield server
    finally:
        server.stop()


def test_the_table_list_comes_in_pages_within_their_bytes(crowded):
    async def scenario() -> None:
        raw = await Raw.open(crowded.url, "Reader")
        pages = [await listed(raw)]
        while pages[-1]["next"] is not None:
            assert len(pages) < CROWD, "the pages never end"
            pages.append(await listed(raw, pages[-1]["next"]))
        assert len(pages) > 1
        for page in pages:
            assert size(page) <= TABLES_BYTES, size(page)
            assert page["total"] == CROWD
        ids = [t["id"] for page in pages for t in page["tables"]]
        assert sorted(ids) == sorted(set(ids)) and len(ids) == CROWD, "each table once"
        assert ids == sorted(ids, reverse=True), "the newest first (all of them wait)"
        # an offset past the end is an empty last page
        end = await listed(raw, 10**6)
        assert end["tables"] == [] and end["next"] is None
        await raw.close()

    asyncio.run(scenario())


def test_leave_is_answered_with_the_tables_change_not_the_list(crowded):
    async def scenario() -> None:
        raw = await Raw.open(crowded.url, "Leaver")
        assert refused(await raw.ask("join", table=1)) is None
        before = len(raw.heard)
        assert refused(await raw.ask("leave")) is None
        answered = raw.heard[before:]
        assert [m.type for m in answered if m.type in ("tables", "lobby")] == ["lobby"], [
            m.type for m in answered
        ]
        assert sum(map(size, answered)) < 4_000
        await raw.close()

    asyncio.run(scenario())


def test_an_honest_ping_is_answered_while_others_ask_for_the_list_again_and_again(crowded):
    """Eight connections ask for the tables as fast as they are answered;
    an honest connection's pings are answered within 2 seconds all along,
    and every answer to ``tables`` stays within its bound."""

    async def scenario() -> None:
        hammers = [await bare(crowded.url, f"Hammer{i}") for i in range(8)]
        honest = await Raw.open(crowded.url, "Honest")
        stop = asyncio.Event()
        sizes: list[int] = []

        async def hammer(ws) -> int:
            """Ask, take the answer unread but for its size, ask again."""
            asked = 0
            while not stop.is_set():
                asked += 1
                await ws.send(encode("tables", n=asked))
                while '"type":"done"' not in (text := await asyncio.wait_for(ws.recv(), 60)):
                    sizes.append(len(text.encode("utf-8")))
            return asked

        pings = []
        running = [asyncio.ensure_future(hammer(raw)) for raw in hammers]
        try:
            await asyncio.sleep(0.5)
            for _ in range(15):
                started = time.monotonic()
                assert refused(await honest.ask("ping", seconds=30)) is None
                pings.append(time.monotonic() - started)
                await asyncio.sleep(0.2)
        finally:
            stop.set()
            asked = await asyncio.gather(*running)
        assert max(pings) < 2.0, pings
        assert sum(asked) > 50, asked  # they did hammer
        assert max(sizes) <= TABLES_BYTES, max(sizes)
        for ws in hammers:
            await ws.close()
        await honest.close()

    asyncio.run(scenario())


def test_a_connection_that_does_not_read_is_cut_off_by_the_bytes_queued(crowded):
    """A connection asks for the list a thousand times and reads none of
    it: the server ends it as too slow once its queue holds too many bytes
    (well before 2,000 messages), rather than keep them all."""

    async def scenario() -> None:
        ws = await bare(crowded.url, "Sloth", compression=None)
        for n in range(1_000):
            await ws.send(encode("tables", n=n))
        await asyncio.sleep(3)  # nothing read meanwhile
        answers, closed = 0, False
        try:
            while True:
                if '"type":"tables"' in await asyncio.wait_for(ws.recv(), 10):
                    answers += 1
        except websockets.ConnectionClosed:
            closed = True
        except TimeoutError:
            pass
        assert closed, f"still open after {answers} answers"
        assert (ws.close_code, ws.close_reason) == (1008, "too slow")
        assert answers < 1_000

    asyncio.run(scenario())


# --- the client's side of the paged list ----------------------------------------------------


class Lobby(OnlineLobby):
    """An online client that is never connected: the tests hand it the
    server's messages; what it says is kept."""

    def __init__(self, lang: str) -> None:
        self.said: list[Utterance] = []
        super().__init__("ws://127.0.0.1:9", "Cid", lang, self.said.append, remember=False)


def a_table(number: int) -> dict[str, Any]:
    return {
        "id": number,
        "game": "maumau",
        "players": 2,
        "options": {},
        "status": "waiting",
        "seats": [{"kind": "human", "name": "Ann"}, {"kind": "empty", "name": ""}],
        "watchers": 0,
    }


def test_the_plain_lobby_says_how_many_more_tables_there_are():
    expected = {"en": "200 more tables are not listed.", "de": "200 weitere Tische sind nicht"}
    for lang in ("en", "de"):
        lobby = Lobby(lang)
        page = [a_table(n) for n in range(300, 200, -1)]
        lobby._on_message(
            Message("tables", {"tables": page, "offset": 0, "total": 300, "next": 100})
        )
        said = [u.speech for u in lobby.said]
        assert said[0] == render(Msg("net.tables.count", count=100), lang)
        assert said[-1].startswith(expected[lang]), said[-1]
        assert [t["id"] for t in lobby.tables] == list(range(201, 301))
        lobby.said.clear()
        lobby._on_message(Message("tables", {"tables": page[:3], "total": 3, "next": None}))
        assert len(lobby.said) == 4, "the last page: no more to say"
        lobby.said.clear()
        lobby._on_message(Message("tables", {"tables": page[:3]}))  # an older server: no pages
        assert len(lobby.said) == 4
