"""Ranked online tables: the ranking's changes are told after the move
that decides the game, never before it; a ranked player who drops and
does not come back within the grace period is a leaver (the table hears
it, the others vote) and is not ranked by the computer's result; and an
online game leaves the local statistics (games on this computer) alone."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from accessible_games.app.online import RemoteSession
from accessible_games.bots import RandomBot
from accessible_games.core.seats import BotSeat
from accessible_games.core.utterance import Utterance
from accessible_games.net import protocol
from accessible_games.net.client.remote import RemoteTable
from accessible_games.net.protocol import encode
from accessible_games.net.server import accounts, ranking
from accessible_games.net.server.desk import owner_of_account
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import MemoryStore

from .fakes import connect, received


def signed_in(server: GameServer, name: str) -> Client:
    """A client logged in to a new account called ``name``."""
    client = connect(server, name)
    shape = accounts.skeleton(name)
    server.store.create_account(name, shape, "not a real hash")
    record = server.store.account(shape)
    assert record is not None
    client.account, client.owner, client.name = record, owner_of_account(record), name
    received(client)
    return client


def ranked_table(server: GameServer) -> tuple[Client, Client]:
    ann, ben = signed_in(server, "Ann"), signed_in(server, "Ben")
    server.receive(
        ann,
        encode("create", game="maumau", players=2, options={"quick": True}, competitive=True),
    )
    server.receive(ben, encode("join", table=1))
    server.receive(ann, encode("start"))
    assert server.tables[1].ranked, "both are logged in: the game is ranked"
    return ann, ben


def play_to_the_end(server: GameServer, by_seat: dict[int, Client]) -> dict[Client, list]:
    """The people play random moves to the end; what each was sent."""
    table = server.tables[1]
    rng = random.Random(11)
    heard: dict[Client, list[dict[str, Any]]] = {c: [] for c in by_seat.values()}
    for _ in range(5_000):
        if table.game.is_over():
            break
        seat = table.game.waiting_for()[0]
        client = by_seat[seat]
        legal = table.game.menu_actions(seat)
        # playing a card whenever one fits ends a game in a few dozen moves
        plays = [a for a in legal if a.text.startswith("play")]
        client.messages.tokens = protocol.BURST
        server.receive(client, encode("act", text=rng.choice(plays or legal).text, n=1))
        for c in heard:
            heard[c] += received(c)
            refused = [m for m in heard[c] if m["type"] == "refused"]
            assert not refused, refused
    assert table.game.is_over()
    return heard


def test_the_ranking_is_told_after_the_move_that_ends_the_game():
    async def scenario() -> None:
        server = GameServer(MemoryStore(), same_address=True)
        ann, ben = ranked_table(server)
        heard = play_to_the_end(server, {0: ann, 1: ben})
        for messages in heard.values():
            kinds = [
                "rank"
                if m["type"] == "notice" and m["msg"]["key"].startswith("rank.change")
                else m["type"]
                for m in messages
            ]
            assert kinds.count("rank") == 2, kinds  # the winner's and the loser's change
            last_event = max(i for i, k in enumerate(kinds) if k == "event")
            first_rank = kinds.index("rank")
            assert last_event < first_rank, kinds[-12:]

    asyncio.run(scenario())


def test_a_ranked_player_who_does_not_return_in_time_is_a_leaver_and_voted_on():
    async def scenario() -> None:
        server = GameServer(MemoryStore(), same_address=True, grace=0.01)
        ann, ben = ranked_table(server)
        table = server.tables[1]
        received(ann)
        # Ben's connection closes (as GameServer.handle does at its end)
        server.clients.discard(ben)
        table.leave(ben, dropped=True)
        assert 1 in table.drops
        await table.drops[1]  # the grace period runs out
        said = [m["msg"] for m in received(ann) if m["type"] == "notice"]
        keys = [m["key"] for m in said]
        assert "rank.left.dropped" in keys, keys
        assert "rank.vote.ask" in keys, "Ann, still here, is asked"
        assert keys.index("rank.left.dropped") < keys.index("rank.vote.ask")
        ann.messages.tokens = protocol.BURST
        server.receive(ann, encode("vote", punish=True))
        said = [m["msg"] for m in received(ann) if m["type"] == "notice"]
        assert any(
            m["key"] == "rank.vote.punished" and m["params"]["points"] == -ranking.PENALTY
            for m in said
        ), said
        # the computer finishes the game for Ben; he is not ranked by its
        # result (a random player here: the strong one costs seconds)
        assert table.table is not None and isinstance(table.table.seats[1], BotSeat)
        table.table.seats[1] = BotSeat("Ben", RandomBot())
        play_to_the_end(server, {0: ann})
        records = {
            name: server.store.record(server.store.account(accounts.skeleton(name)).id)  # type: ignore[union-attr]
            for name in ("Ann", "Ben")
        }
        (bens,) = records["Ben"]
        assert (bens.points, bens.won, bens.lost, bens.left) == (-20, 0, 0, 1)  # the rules: -20
        (anns,) = records["Ann"]
        assert anns.won + anns.lost == 1

    asyncio.run(scenario())


def test_an_online_game_leaves_the_local_statistics_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA_DIR", str(tmp_path))
    out: list[dict[str, Any]] = []

    async def scenario() -> None:
        server = GameServer(MemoryStore())
        ann = connect(server, "Ann")
        server.receive(
            ann,
            encode(
                "create", game="maumau", players=2, bots=1, level="random", options={"quick": True}
            ),
        )
        server.receive(ann, encode("start"))
        heard = play_to_the_end(server, {0: ann})
        out.extend(received(ann) + heard[ann])

    asyncio.run(scenario())
    (table,) = [m for m in out if m["type"] == "table"]
    remote = RemoteTable(
        None,  # type: ignore[arg-type]
        protocol.Message("table", {k: v for k, v in table.items() if k != "type"}),
    )
    said: list[Utterance] = []
    session = RemoteSession(remote, "en", said.append)
    for m in out[out.index(table) + 1 :]:
        if m["type"] == "state":
            remote.update(protocol.Message("state", m))
    assert session.game.is_over()
    session.run_bots()  # where a local session counts the game
    session.leave()
    assert not list(tmp_path.rglob("*stat*")), "no statistics file was written"
    assert not [u for u in said if "experience point" in u.speech]
