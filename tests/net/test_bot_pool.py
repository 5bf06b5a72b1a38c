"""Bots think off the event loop: with the server's bot pool (as ``serve``
runs it) a bot's choice is worked out in a thread of its own while the other
tables go on, the moves are the same as when the bots move at once, and a
choice made for a seat its player took back meanwhile is dropped."""

from __future__ import annotations

import asyncio
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from unittest import mock

from accessible_games.core.seats import BotSeat
from accessible_games.net import protocol
from accessible_games.net.protocol import encode
from accessible_games.net.server import service as server_module
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import MemoryStore

from .fakes import FakeConnection, received


def connect(server: GameServer, name: str) -> Client:
    client = Client(FakeConnection())  # type: ignore[arg-type]
    server.clients.add(client)
    server.receive(client, encode("hello", version=protocol.VERSION, name=name, lang="en"))
    return client


def send(server: GameServer, client: Client, kind: str, **fields: Any) -> list[dict[str, Any]]:
    client.messages.tokens = protocol.BURST
    server.receive(client, encode(kind, n=1, **fields))
    return received(client)


class HeldBot:
    """A bot that takes the first legal move once the test lets it."""

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.go = threading.Event()

    def choose(self, view: dict, legal: list, rng: random.Random):
        self.asked.set()
        assert self.go.wait(30), "the test never let the bot move"
        return legal[0]


async def until(condition, what: str, timeout: float = 30.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, f"waited in vain for {what}"
        await asyncio.sleep(0.005)


def test_other_tables_go_on_while_a_bot_thinks():
    async def scenario() -> None:
        pool = ThreadPoolExecutor(1)
        server = GameServer(MemoryStore(), bot_pool=pool)
        ann, cid, dan = connect(server, "Ann"), connect(server, "Cid"), connect(server, "Dan")
        send(server, ann, "create", game="maumau", players=2, bots=1, options={"quick": True})
        send(server, cid, "create", game="maumau", players=2, options={"quick": True})
        send(server, dan, "join", table=2)
        send(server, cid, "start")
        bots, people = server.tables[1], server.tables[2]
        held = HeldBot()
        send(server, ann, "start")
        await until(lambda: bots.thinking is None, "the bots' first moves")
        bots.table.seats[1] = BotSeat("held", held)
        # Ann moves; the held bot answers
        while 1 not in bots.game.waiting_for():
            seat = bots.game.waiting_for()[0]
            send(server, ann, "act", text=bots.game.menu_actions(seat)[0].text)
            await until(lambda: bots.thinking is None or held.asked.is_set(), "the bot")
        await until(held.asked.is_set, "the held bot to be asked")
        assert bots.thinking is not None
        before = len(bots.game.log)
        # meanwhile Cid and Dan play at their table, and hear each other at once
        for _ in range(4):
            seat = people.game.waiting_for()[0]
            mover = cid if people.holders[seat] is cid else dan
            other = dan if mover is cid else cid
            heard = send(server, mover, "act", text=people.game.menu_actions(seat)[0].text)
            assert {"type": "done", "n": 1} in heard
            assert any(
                m["type"] == "state" and m["moves"] == len(people.game.log) for m in received(other)
            )
        assert len(bots.game.log) == before, "the bot's table waited for its bot"
        held.go.set()
        await until(lambda: len(bots.game.log) > before, "the bot's move")
        assert bots.game.log[before][0] == 1
        heard = received(ann)
        assert any(m["type"] == "state" and m["moves"] >= before + 1 for m in heard), (
            "Ann heard the bot's move"
        )
        pool.shutdown()

    asyncio.run(scenario())


def play(pool: ThreadPoolExecutor | None, choices: int) -> list[tuple[int, str]]:
    """Ann against the strongest Mau Mau bot, Ann's moves drawn from a seeded
    generator, the deal fixed: the table's log."""

    async def scenario() -> list[tuple[int, str]]:
        server = GameServer(MemoryStore(), bot_pool=pool)
        ann = connect(server, "Ann")
        with mock.patch.object(server_module.secrets, "randbits", return_value=77):
            send(server, ann, "create", game="maumau", players=2, bots=1, options={"quick": True})
        table = server.tables[1]
        send(server, ann, "start")
        rng = random.Random(5)
        for _ in range(choices):
            await until(lambda: table.thinking is None, "the bot")
            if table.game.is_over():
                break
            seat = table.game.waiting_for()[0]
            assert table.holders[seat] is ann
            send(server, ann, "act", text=rng.choice(table.game.menu_actions(seat)).text)
        await until(lambda: table.thinking is None, "the bot")
        return list(table.game.log)

    return asyncio.run(scenario())


def test_a_bot_in_the_pool_makes_the_moves_it_makes_at_once():
    pool = ThreadPoolExecutor(1)
    try:
        offloaded = play(pool, 40)
    finally:
        pool.shutdown()
    at_once = play(None, 40)
    assert offloaded == at_once
    assert sum(seat == 1 for seat, _ in at_once) >= 10, "the bot made moves"


def test_a_choice_for_a_seat_taken_back_is_dropped():
    async def scenario() -> None:
        pool = ThreadPoolExecutor(1)
        server = GameServer(MemoryStore(), bot_pool=pool, grace=0)
        ann, ben = connect(server, "Ann"), connect(server, "Ben")
        send(server, ann, "create", game="maumau", players=2, options={"quick": True})
        send(server, ben, "join", table=1)
        send(server, ann, "start")
        table = server.tables[1]
        # Ben's seat is played by a held bot while he is away
        token_of_ben = ben.owner
        while table.game.waiting_for() != [1]:
            send(server, ann, "act", text=table.game.menu_actions(0)[0].text)
        held = HeldBot()
        with mock.patch.object(server_module, "BotSeat", lambda name, bot: BotSeat(name, held)):
            server.receive(ben, encode("leave"))
        await until(held.asked.is_set, "the bot playing for Ben")
        before = list(table.game.log)
        # Ben comes back over a new connection and takes his seat again
        again = Client(FakeConnection())  # type: ignore[arg-type]
        server.clients.add(again)
        again.owner = token_of_ben
        again.name = "Ben"
        table.sit(again, 1)
        held.go.set()
        await until(lambda: table.thinking is None, "the bot's task to end")
        assert table.game.log == before, "the bot's choice was dropped"
        assert table.game.waiting_for() == [1] and table.holders[1] is again
        pool.shutdown()

    asyncio.run(scenario())
