"""The server's clocks, in-process on a real event loop with the times
shortened (``clock_scale`` and ``grace``): the turn timer moves for a
person who lets the time run out, and only then; a dropped player's seat
waits for the grace period, is then played by a bot, and is taken back by
the player with their token; the store holds the game's log at every step."""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Awaitable, Callable
from typing import Any
from unittest import mock

from accessible_games.core.game import Event, Game
from accessible_games.net import protocol
from accessible_games.net.protocol import encode
from accessible_games.net.server import service as server_module
from accessible_games.net.server.service import Client, GameServer, NetSeat, ServerTable
from accessible_games.net.server.store import MemoryStore

from .fakes import FakeConnection, received

#: the turn timer's seconds in these tests (Mau Mau allows 5 to 600)
SECONDS = 5
#: a deal in which seat 1 plays first (the game's first wait is for seat 1)
SEED = 2024


def send(server: GameServer, client: Client, kind: str, **fields: Any) -> None:
    client.messages.tokens = protocol.BURST  # these tests do not test the rate limit
    server.receive(client, encode(kind, **fields))


def connect(server: GameServer, name: str, token: str | None = None) -> Client:
    """A new connection that says hello as ``name`` (with ``token``: as the
    player that token belongs to)."""
    client = Client(FakeConnection())  # type: ignore[arg-type]
    server.clients.add(client)
    fields: dict[str, Any] = {"token": token} if token is not None else {}
    send(server, client, "hello", version=protocol.VERSION, name=name, lang="en", **fields)
    return client


def drop(client: Client) -> None:
    """The connection of ``client`` closes, as ``GameServer.handle`` sees it."""
    client.table.server.clients.discard(client)  # type: ignore[union-attr]
    client.closed = True
    client.table.leave(client, dropped=True)  # type: ignore[union-attr]


def two_people(
    options: dict[str, Any], seed: int = SEED, clock_scale: float = 1.0, grace: float = 60.0
) -> tuple[GameServer, ServerTable, Client, Client, str]:
    """Ann makes a Mau Mau table for two with ``options`` (seat 0), Ben
    joins it (seat 1), Ann starts it; every queue is emptied. Returns the
    server, the table, Ann, Ben and Ben's reconnect token."""
    server = GameServer(MemoryStore(), grace=grace, clock_scale=clock_scale)
    ann = connect(server, "Ann")
    ben = connect(server, "Ben")
    token = received(ben)[0]["token"]
    with mock.patch.object(
        server_module.secrets, "randbits", return_value=seed
    ):  # the same deal every time
        send(server, ann, "create", game="maumau", players=2, options=options, n=1)
    table = next(iter(server.tables.values()))
    send(server, ben, "join", table=table.id, n=1)
    send(server, ann, "start", n=2)
    assert table.status == "playing" and ann.seat == 0 and ben.seat == 1
    received(ann), received(ben)
    return server, table, ann, ben, token


def assert_stored(server: GameServer, table: ServerTable) -> None:
    assert server.store.read_log(table.id) == list(table.game.log)


def replayed(game: Game) -> list[list[Event]]:
    """The events of each move of ``game``'s log, made again from its seed."""
    replay = type(game)(game.players, game.options, game.seed)
    return [replay.apply(seat, text) for seat, text in game.log]


def kinds(messages: list[dict[str, Any]]) -> list[str]:
    return [m["type"] for m in messages]


def notices(messages: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    return [
        m["msg"]["params"] for m in messages if m["type"] == "notice" and m["msg"]["key"] == key
    ]


async def finished(task: asyncio.Task[Any] | None, limit: float = 30.0) -> None:
    """Wait until ``task`` (a timer or grace task of the server) has run."""
    assert task is not None
    done, _ = await asyncio.wait([task], timeout=limit)
    assert done, "the server's task did not run in time"


async def until(check: Callable[[], bool], limit: float = 30.0) -> None:
    deadline = time.monotonic() + limit
    while not check():
        assert time.monotonic() < deadline, "waited too long"
        await asyncio.sleep(0.002)


async def settled() -> None:
    """Wait until no task but the test's own is left in the event loop (no
    turn timer, grace period or vote of the server's still to run, not even
    a cancelled one): from then on nothing happens by itself."""
    await until(lambda: asyncio.all_tasks() == {asyncio.current_task()})


def run(scenario: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(scenario())


# --- the turn timer ----------------------------------------------------------------------------


def test_the_server_moves_for_a_person_whose_time_runs_out():
    async def scenario() -> None:
        server, table, ann, ben, _ = two_people({"time_per_move": SECONDS}, clock_scale=0.01)
        started = time.monotonic()  # the timer's task starts sleeping at the first await below
        game = table.game
        assert game.options.time_per_move == SECONDS and game.time_per_move() == SECONDS
        people = {0: ann, 1: ben}
        seat = game.waiting_for()[0]
        expected = game.timeout_action(seat)
        assert expected is not None
        assert table.timer_for == (seat, 0)
        await finished(table.timer)
        elapsed = time.monotonic() - started
        assert SECONDS * 0.01 * 0.9 <= elapsed < SECONDS / 2, (
            elapsed
        )  # the scaled time, not 5 seconds
        # the game's automatic move, and only that, stored before anyone heard of it
        assert game.log == [(seat, expected.text)]
        assert_stored(server, table)
        events = replayed(game)[0]
        for index, client in people.items():
            messages = received(client)
            assert kinds(messages) == ["notice"] + ["event"] * sum(
                e.visible(index) for e in events
            ) + ["state"]
            # the player whose time ran out hears it in their own form
            assert messages[0]["msg"] == (
                {"key": "net.timeout.own", "params": {}}
                if index == seat
                else {"key": "net.timeout", "params": {"player": table.seats[seat].name}}
            )
            assert [m["event"] for m in messages[1:-1]] == [
                protocol.event_data(e) for e in events if e.visible(index)
            ]
            state = messages[-1]
            assert state["moves"] == 1 and state["waiting"] == game.waiting_for()
        # the other player's clock runs now
        assert table.timer_for == (game.waiting_for()[0], 1)

    run(scenario)


def test_a_move_made_in_time_stops_the_clock():
    async def scenario() -> None:
        server, table, ann, ben, _ = two_people({"time_per_move": SECONDS}, clock_scale=0.01)
        game = table.game
        people = {0: ann, 1: ben}
        seat = game.waiting_for()[0]
        first = table.timer
        assert first is not None and table.timer_for == (seat, 0)
        await asyncio.sleep(SECONDS * 0.01 * 0.6)  # most of the time, not all of it
        move = game.menu_actions(seat)[0].text
        send(server, people[seat], "act", text=move, n=5)
        assert {"type": "done", "n": 5} in received(people[seat])
        # the first clock has ended without running out (the next one, started
        # by the move, sleeps longer than this takes)
        await finished(first)
        assert first.cancelled()
        assert game.log == [(seat, move)]
        assert_stored(server, table)
        for client in people.values():
            assert notices(received(client), "net.timeout") == []
        assert table.timer_for == (game.waiting_for()[0], 1) and table.timer is not first

    run(scenario)


def test_the_clock_runs_out_move_after_move_and_never_for_a_finished_game():
    async def scenario() -> None:
        scale = 0.002  # 5 seconds are 10 ms
        server, table, ann, ben, _ = two_people(
            {"time_per_move": SECONDS, "quick": True}, seed=99, clock_scale=scale
        )
        game = table.game
        heard: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
        while not game.is_over():  # nobody moves: the timer plays the whole match
            before = len(game.log)
            await finished(table.timer)
            assert len(game.log) == before + 1
            assert_stored(server, table)
            heard[0] += received(ann)
            heard[1] += received(ben)
        assert game.result() is not None and table.status == "over"
        assert server.store.table(table.id).status == "over"  # type: ignore[union-attr]
        for seat, messages in heard.items():
            # the others' timeouts by name, the player's own in their own form
            timeouts = [
                m["msg"]
                for m in messages
                if m["type"] == "notice" and m["msg"]["key"].startswith("net.timeout")
            ]
            assert timeouts == [
                {"key": "net.timeout.own", "params": {}}
                if s == seat
                else {"key": "net.timeout", "params": {"player": table.seats[s].name}}
                for s, _ in game.log
            ]
            assert messages[-1]["type"] == "state" and messages[-1]["over"] is True
        # a finished game has no clock, and nothing more happens
        assert table.timer_for is None
        moves = list(game.log)
        await settled()  # no clock is left to run out
        for seat in (0, 1):  # a clock that had been left running would change nothing either
            await table._expire((seat, len(moves)), SECONDS)
        assert game.log == moves
        assert_stored(server, table)
        assert received(ann) == [] and received(ben) == []

    run(scenario)


def test_a_game_played_to_its_end_in_time_leaves_no_clock_behind():
    async def scenario() -> None:
        scale = 0.01
        server, table, ann, ben, _ = two_people(
            {"time_per_move": SECONDS, "quick": True}, seed=99, clock_scale=scale
        )
        game = table.game
        people = {0: ann, 1: ben}
        timers = []
        while not game.is_over():  # every move at once: no clock ever runs out
            timers.append(table.timer)
            seat = game.waiting_for()[0]
            send(server, people[seat], "act", text=game.timeout_action(seat).text, n=1)  # type: ignore[union-attr]
        assert_stored(server, table)
        assert table.timer_for is None
        await settled()  # every clock has ended, none is left to run out
        assert all(t is not None and t.cancelled() for t in timers)
        assert len(timers) == len(game.log)
        for client in people.values():
            assert notices(received(client), "net.timeout") == []
        assert_stored(server, table)

    run(scenario)


# --- a dropped player's seat -----------------------------------------------------------------


def test_a_dropped_seat_waits_then_a_bot_plays_it_until_the_player_returns():
    async def scenario() -> None:
        grace = 0.05
        server, table, ann, ben, token = two_people({}, grace=grace)
        game = table.game
        assert game.time_per_move() is None and game.waiting_for() == [1]

        def ann_moves() -> None:
            """Ann makes her first listed move (answered with done)."""
            assert game.waiting_for() == [0]
            send(server, ann, "act", text=game.menu_actions(0)[0].text, n=9)
            assert {"type": "done", "n": 9} in received(ann)
            assert_stored(server, table)

        # Ben's connection breaks while the game waits for him
        drop(ben)
        assert table.holders[1] is None and table.seats[1].owner is not None
        # a grace shorter than a second is said as one second, never "0 seconds"
        assert notices(received(ann), "net.dropped") == [
            {"player": "Ben", "seconds": max(1, math.ceil(grace))}
        ]
        await asyncio.sleep(grace / 2)  # within the grace period the seat waits for him
        assert game.log == [] and game.waiting_for() == [1]
        assert received(ann) == []

        # after the grace period a bot plays his turns
        await finished(table.drops.get(1))
        assert not isinstance(table.table.seats[1], NetSeat)  # type: ignore[union-attr]
        heard = received(ann)
        assert notices(heard, "net.bot_plays") == [{"player": "Ben"}]
        assert game.log and all(seat == 1 for seat, _ in game.log)
        assert_stored(server, table)
        assert heard[-1]["type"] == "state" and heard[-1]["moves"] == len(game.log)
        while sum(1 for seat, _ in game.log if seat == 1) < 6:
            before = len(game.log)
            ann_moves()  # Ann's turn over, the bot moves for Ben at once, until Ann must again
            assert all(seat == 1 for seat, _ in game.log[before + 1 :])
            assert game.waiting_for() == [0] and not game.is_over()
        assert not ben.queue.qsize()  # nothing went to the closed connection

        # Ben comes back on a new connection with his token: the seat is his again
        since = table.away_since[1]
        back = connect(server, "Ben", token)
        assert back.table is table and back.seat == 1 and table.holders[1] is back
        assert isinstance(table.table.seats[1], NetSeat)  # type: ignore[union-attr]
        assert notices(received(ann), "net.returned") == [{"player": "Ben"}]
        messages = received(back)
        assert kinds(messages) == ["welcome", "notice", "table"], messages
        assert messages[0]["token"] == token
        assert messages[1]["msg"]["key"] == "net.returned.own"
        sat = messages[2]
        assert sat["seat"] == 1 and sat["moves"] == len(game.log) and sat["status"] == "playing"
        recap = sat["recap"]
        assert recap, "the returning player hears what happened while away"
        assert all(protocol.event_from_data(e).visible(1) for e in recap)  # type: ignore[union-attr]
        missed = [e for events in replayed(game)[since:] for e in events if e.visible(1)]
        assert recap == [protocol.event_data(e) for e in missed][-200:]
        assert len(recap) < len([e for events in replayed(game)[since:] for e in events]), (
            "events private to Ann are left out"
        )
        assert_stored(server, table)

        # from now on the server waits for Ben, however long it takes
        ann_moves()
        assert game.waiting_for() == [1]
        moves = list(game.log)
        await settled()  # no grace period (nor anything else) is left to run out
        assert game.log == moves and game.waiting_for() == [1]
        assert 1 not in table.drops
        assert notices(received(ann), "net.bot_plays") == []
        states = [m for m in received(back) if m["type"] == "state"]
        assert states and states[-1]["legal"] and states[-1]["waiting"] == [1]
        move = game.menu_actions(1)[0].text
        send(server, back, "act", text=move, n=3)
        assert {"type": "done", "n": 3} in received(back)
        assert game.log[len(moves)] == (1, move)
        assert_stored(server, table)

    run(scenario)


def test_a_player_dropped_before_the_start_gets_the_grace_period_then_a_bot():
    async def scenario() -> None:
        grace = 0.05
        server = GameServer(MemoryStore(), grace=grace)
        ann = connect(server, "Ann")
        ben = connect(server, "Ben")
        with mock.patch.object(server_module.secrets, "randbits", return_value=SEED):
            send(server, ann, "create", game="maumau", players=2, n=1)
        table = next(iter(server.tables.values()))
        send(server, ben, "join", table=table.id, n=1)
        drop(ben)  # his seat stays his while the table waits
        assert table.seats[1].kind == "human" and table.holders[1] is None
        send(server, ann, "start", n=2)
        game = table.game
        assert game.waiting_for() == [1] and game.log == []
        await finished(table.drops.get(1))
        assert notices(received(ann), "net.bot_plays") == [{"player": "Ben"}]
        assert game.log and game.waiting_for() == [0]
        assert_stored(server, table)

    run(scenario)


def test_a_player_dropped_before_the_start_comes_back_to_the_waiting_table():
    async def scenario() -> None:
        server = GameServer(MemoryStore(), grace=60)
        ann = connect(server, "Ann")
        ben = connect(server, "Ben")
        token = received(ben)[0]["token"]
        send(server, ann, "create", game="maumau", players=2, n=1)
        table = next(iter(server.tables.values()))
        send(server, ben, "join", table=table.id, n=1)
        received(ann)
        drop(ben)
        assert notices(received(ann), "net.dropped.waiting") == [{"player": "Ben"}]
        assert table.status == "waiting" and table.seats[1].kind == "human"
        back = connect(server, "Ben", token)  # no join needed: the seat is his
        assert back.table is table and back.seat == 1 and table.holders[1] is back
        assert notices(received(ann), "net.returned") == [{"player": "Ben"}]
        assert kinds(received(back)) == ["welcome", "notice", "table"]

    run(scenario)


def test_a_new_connection_takes_the_seat_over_from_one_the_server_thinks_open():
    """A network gone without a word: the server still holds Ben's old
    connection when he says hello again with his token. The new connection
    takes the seat (the old one is closed with code 4000 and its end is no
    drop); the recap starts at the moves Ben says he heard; play goes on."""

    async def scenario() -> None:
        server, table, ann, ben, token = two_people({})
        game = table.game
        seen = len(game.log)
        send(
            server, ben, "act", text=game.menu_actions(1)[0].text, n=5
        )  # Ben moves; the old connection heard it
        while game.waiting_for() == [0]:
            send(server, ann, "act", text=game.menu_actions(0)[0].text, n=6)
        assert len(game.log) > seen + 1
        received(ann)
        back = connect(server, "Ben", token)  # the old connection is still "open"
        assert ben.closed and ben.close_reason == (4000, "replaced by a new connection")
        assert ben.table is None and ben.seat is None
        assert back.table is table and back.seat == 1 and table.holders[1] is back
        assert notices(received(ann), "net.returned") == [{"player": "Ben"}]
        # the old connection's end is now no drop: nobody hears of it, no grace period starts
        server.clients.discard(ben)
        assert ben.table is None and 1 not in table.drops
        assert notices(received(ann), "net.dropped") == []
        sat = received(back)[-1]
        assert sat["type"] == "table" and sat["seat"] == 1
        assert sat["recap"] == [], (
            "without moves in its hello the recap starts where the seat was taken over"
        )
        # with the moves the client had heard, the recap starts there
        again = connect_with_moves(server, "Ben", token, seen)
        sat = received(again)[-1]
        missed = [e for events in replayed(game)[seen:] for e in events if e.visible(1)]
        assert sat["recap"] == [protocol.event_data(e) for e in missed][-200:] and sat["recap"]
        assert game.waiting_for() == [1]
        before = len(game.log)
        move = game.menu_actions(1)[0].text
        send(server, again, "act", text=move, n=7)
        assert {"type": "done", "n": 7} in received(again)
        assert game.log[before] == (1, move)
        assert_stored(server, table)

    run(scenario)


def connect_with_moves(server: GameServer, name: str, token: str, moves: int) -> Client:
    client = Client(FakeConnection())  # type: ignore[arg-type]
    server.clients.add(client)
    send(
        server,
        client,
        "hello",
        version=protocol.VERSION,
        name=name,
        lang="en",
        token=token,
        moves=moves,
    )
    return client
