"""The ranking as the Mau Mau rules say, for every game: winners gain 10
points times the players (pairs: 20 each), losers lose 10, a player who
leaves loses 20 if the others vote so; only registered players at a
competitive table, never two from one address, never guests or friendly
tables. The server runs in its event loop on a real SQLite file; the
arithmetic is checked against the rules' own figures."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import Any

import pytest

from accessible_games.net import protocol
from accessible_games.net.protocol import encode, msg_from_data
from accessible_games.net.server import accounts, ranking
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import RankChange, SQLiteStore

from .fakes import FakeConnection, received

# --- the arithmetic ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, pairs, gain", [(2, False, 20), (3, False, 30), (4, False, 40), (4, True, 20)]
)
def test_winners_gain_ten_per_player_and_pairs_twenty_each_losers_lose_ten(players, pairs, gain):
    ranked = {seat: 100 + seat for seat in range(players)}
    winners = (0, 2) if pairs else (1,)
    got = ranking.changes(players, winners, pairs, ranked, set())
    for change in got:
        seat = change.account - 100
        if seat in winners:
            assert (change.points, change.outcome) == (gain, "won")
        else:
            assert (change.points, change.outcome) == (-10, "lost")
    assert len(got) == players


def test_only_ranked_seats_count_and_a_leaver_waits_for_the_vote():
    got = ranking.changes(3, (0,), False, {0: 7, 2: 9}, {2})
    assert got == [RankChange(7, 30, "won")]
    assert ranking.PENALTY == -20
    assert ranking.punished(2, 1) and not ranking.punished(1, 1) and not ranking.punished(0, 0)


# --- at the server ----------------------------------------------------------------------------


class Hall:
    """A server on a real store file, with registered players (each from
    an address of their own unless told otherwise)."""

    def __init__(self, path: Path) -> None:
        self.store = SQLiteStore(path)
        self.server = GameServer(self.store, clock_scale=0.001)
        self.people: dict[str, Client] = {}
        #: what each person was sent and the test has not looked at yet
        self.inbox: dict[str, list[dict[str, Any]]] = {}

    def person(self, name: str, address: str | None = None, registered: bool = True) -> Client:
        client = Client(FakeConnection())  # type: ignore[arg-type]
        client.address = address or f"10.0.0.{len(self.people) + 1}"
        self.server.clients.add(client)
        self.people[name] = client
        self.inbox[name] = []
        self.server.receive(client, encode("hello", version=protocol.VERSION, name=name, lang="en"))
        if registered:
            number = self.store.create_account(
                name, accounts.skeleton(name), accounts.hash_password("long enough")
            )
            account = self.store.account(accounts.skeleton(name))
            assert account is not None and account.id == number
            self.server._signed_in(client, account, "acct.logged_in")
        received(client)
        return client

    def _drain(self) -> None:
        for name, client in self.people.items():
            self.inbox[name].extend(received(client))

    def send(self, name: str, kind: str, **fields: Any) -> list[dict[str, Any]]:
        """What ``name`` was sent in answer (kept in their inbox too)."""
        self._drain()
        client = self.people[name]
        # the games are played far faster than people play: no limit of message rates here
        client.messages.tokens = protocol.BURST
        self.server.address_messages.buckets.clear()
        self.server.person_messages.buckets.clear()
        self.server.receive(client, encode(kind, n=1, **fields))
        mine = received(client)
        self.inbox[name].extend(mine)
        return mine

    def table(self, maker: str, others: list[str], competitive: bool = True, **options: Any) -> int:
        players = 1 + len(others)
        answer = self.send(
            maker,
            "create",
            game="maumau",
            players=players,
            competitive=competitive,
            options={"quick": True, **options},
        )
        assert {"type": "done", "n": 1} in answer, answer
        number = max(self.server.tables)
        for other in others:
            assert {"type": "done", "n": 1} in self.send(other, "join", table=number)
        return number

    def play_out(self, number: int, seed: int = 3) -> None:
        table = self.server.tables[number]
        rng = random.Random(seed)
        for _ in range(20_000):
            if table.game.is_over():
                return
            seat = table.game.waiting_for()[0]
            holder = table.holders[seat]
            assert holder is not None
            name = next(n for n, c in self.people.items() if c is holder)
            self.send(name, "act", text=rng.choice(table.game.menu_actions(seat)).text)
        raise AssertionError("the game did not end")

    def standing(self, name: str) -> tuple[int, int, int, int] | None:
        account = self.store.account(accounts.skeleton(name))
        assert account is not None
        rows = [r for r in self.store.record(account.id) if r.game == "maumau"]
        return (rows[0].points, rows[0].won, rows[0].lost, rows[0].left) if rows else None

    def heard(self, name: str) -> list[str]:
        """The notices ``name`` was sent since last asked."""
        self._drain()
        keys = [msg_from_data(m["msg"]).key for m in self.inbox[name] if m["type"] == "notice"]
        self.inbox[name].clear()
        return keys


def run(scenario) -> None:
    asyncio.run(scenario())


def test_a_competitive_game_of_two_registered_players_is_ranked(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        hall.person("Anna"), hall.person("Ben")
        number = hall.table("Anna", ["Ben"])
        hall.send("Anna", "start")
        assert "rank.on" in hall.heard("Ben")
        hall.play_out(number)
        winners = hall.server.tables[number].game.result().winners
        names = hall.server.tables[number].names()
        for seat, name in enumerate(names):
            assert hall.standing(name) == ((20, 1, 0, 0) if seat in winners else (-10, 0, 1, 0))
        told = hall.heard("Anna")
        # Anna hears her own change in her own form, Ben's by his name
        anna_won = names.index("Anna") in winners
        assert ("rank.change.won.own" if anna_won else "rank.change.lost.own") in told
        assert ("rank.change.lost" if anna_won else "rank.change.won") in told
        # the lists: the ranking of the game, and each player's own record
        (listed,) = [
            m for m in hall.send("Ben", "ranking", game="maumau") if m["type"] == "ranking"
        ]
        assert listed["total"] == 2 and [row[1] for row in listed["rows"]] == [20, -10]
        (record,) = [m for m in hall.send("Anna", "record") if m["type"] == "record"]
        assert record["rows"][0][0] == "maumau"
        # counted once: the store refuses to count the same table again
        hall.store.finish(number, [RankChange(1, 20, "won")])
        assert sorted(hall.standing(n)[0] for n in names) == [-10, 20]
        hall.store.close()
        # kept across a restart of the server (its store reopened)
        again = SQLiteStore(tmp_path / "server.sqlite3")
        assert again.ranking("maumau")[0] == 2
        again.close()

    run(scenario)


@pytest.mark.slow  # 5-7 s of CPU time: whole games of three and of four players
def test_three_players_win_thirty_and_pairs_twenty_each(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        for name in ("Anna", "Ben", "Cid", "Dora"):
            hall.person(name)
        three = hall.table("Anna", ["Ben", "Cid"])
        hall.send("Anna", "start")
        hall.play_out(three)
        game = hall.server.tables[three].game
        for seat, name in enumerate(hall.server.tables[three].names()):
            assert hall.standing(name)[0] == (30 if seat in game.result().winners else -10)
        before = {name: hall.standing(name)[0] for name in ("Anna", "Ben", "Cid")}
        for name in ("Anna", "Ben", "Cid"):
            hall.send(name, "leave")
        pairs = hall.table("Anna", ["Ben", "Cid", "Dora"], pairs=True)
        hall.send("Anna", "start")
        hall.play_out(pairs)
        game = hall.server.tables[pairs].game
        assert game.plays_in_pairs() and len(game.result().winners) == 2
        for seat, name in enumerate(hall.server.tables[pairs].names()):
            gained = hall.standing(name)[0] - before.get(name, 0)
            assert gained == (20 if seat in game.result().winners else -10)

    run(scenario)


@pytest.mark.slow  # about 5 s of CPU time: several whole games at a real server
def test_guests_friendly_tables_and_one_address_are_never_ranked(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        hall.person("Anna"), hall.person("Ben")
        hall.person("Gus", registered=False)
        hall.person("Eve", address="10.0.0.1")  # Anna's address
        friendly = hall.table("Anna", ["Ben"], competitive=False)
        hall.send("Anna", "start")
        assert not {"rank.on", "rank.too_few", "rank.same_address"} & set(hall.heard("Ben"))
        hall.play_out(friendly)
        assert hall.standing("Anna") is None and hall.standing("Ben") is None
        for client in (hall.people["Anna"], hall.people["Ben"]):
            hall.send(next(n for n, c in hall.people.items() if c is client), "leave")

        with_guest = hall.table("Anna", ["Gus"])
        hall.send("Anna", "start")
        assert "rank.too_few" in hall.heard("Gus")
        hall.play_out(with_guest)
        assert hall.standing("Anna") is None
        hall.send("Anna", "leave"), hall.send("Gus", "leave")

        shared = hall.table("Anna", ["Eve"])
        hall.send("Anna", "start")
        assert "rank.same_address" in hall.heard("Eve")
        hall.play_out(shared)
        assert hall.standing("Anna") is None and hall.standing("Eve") is None
        (listed,) = [
            m for m in hall.send("Ben", "ranking", game="maumau") if m["type"] == "ranking"
        ]
        assert listed["total"] == 0 and listed["rows"] == []
        key = msg_from_data(
            [m for m in hall.send("Gus", "record") if m["type"] == "refused"][0]["reason"]
        ).key
        assert key == "acct.not_logged_in"

    run(scenario)


def test_the_others_vote_on_a_player_who_leaves(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        for name in ("Anna", "Ben", "Cid", "Dora"):
            hall.person(name)
        first = hall.table("Anna", ["Ben", "Cid"])
        hall.send("Anna", "start")
        for name in ("Anna", "Ben", "Cid"):
            hall.heard(name)
        hall.send("Cid", "leave")
        assert "rank.vote.ask" in hall.heard("Anna") and "rank.vote.ask" in hall.heard("Ben")
        key = msg_from_data(
            [m for m in hall.send("Dora", "vote", punish=True) if m["type"] == "refused"][0][
                "reason"
            ]
        ).key
        assert key == "rank.vote.none", "only the players at the table vote"
        assert "rank.vote.counted" in [
            msg_from_data(m["msg"]).key
            for m in hall.send("Anna", "vote", punish=True)
            if m["type"] == "notice"
        ]
        hall.send("Ben", "vote", punish=True)
        assert "rank.vote.punished" in hall.heard("Anna")
        assert hall.standing("Cid") == (-20, 0, 0, 1)
        hall.play_out(first)
        assert hall.standing("Cid") == (-20, 0, 0, 1), "who left is not ranked at the end"
        winners = hall.server.tables[first].game.result().winners
        for seat, name in enumerate(hall.server.tables[first].names()[:2]):
            assert hall.standing(name)[0] == (30 if seat in winners else -10)

        # a vote of one yes and one no spares; so does a vote nobody answers
        for name in ("Anna", "Ben"):
            hall.send(name, "leave")
        hall.table("Anna", ["Ben", "Dora"])
        hall.send("Anna", "start")
        hall.send("Dora", "leave")
        hall.send("Anna", "vote", punish=True)
        hall.send("Ben", "vote", punish=False)
        assert "rank.vote.spared" in hall.heard("Anna")
        assert hall.standing("Dora") is None
        hall.send("Ben", "leave")
        assert "rank.vote.ask" in hall.heard("Anna")
        # the vote's time (scaled by the clock) runs out in the event loop
        heard: list[str] = []
        deadline = time.monotonic() + 30
        while "rank.vote.spared" not in heard:
            assert time.monotonic() < deadline, f"the vote did not end: {heard}"
            await asyncio.sleep(0.01)
            heard += hall.heard("Anna")
        assert hall.standing("Ben")[3] == 0

    run(scenario)
