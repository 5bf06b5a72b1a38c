"""The clock at an online table as at a table here: the warnings before
the time runs out (with the timer's cue), the time left on request, and no
move of the client's own when the time is up (the server makes it and
says so). And every game with a time-per-move option runs the clock."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from accessible_games.app.online import RemoteSession
from accessible_games.core.utterance import Utterance
from accessible_games.games.registry import entry, game_ids, get_game
from accessible_games.net import protocol
from accessible_games.net.client.remote import RemoteTable
from accessible_games.net.protocol import encode
from accessible_games.net.server.service import GameServer
from accessible_games.net.server.store import MemoryStore

from .fakes import connect, received


class Now:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def table_for(game: str, options: dict[str, Any]) -> tuple[RemoteTable, RemoteSession, list]:
    """Ann at a started two-seat table with a computer player, as her
    client sees it: the table message, then every state after it."""
    out: list[dict[str, Any]] = []

    async def scenario() -> None:
        server = GameServer(MemoryStore())
        ann = connect(server, "Ann")
        server.receive(ann, encode("create", game=game, players=2, bots=1, options=options))
        server.receive(ann, encode("start"))
        out.extend(received(ann))

    asyncio.run(scenario())
    (table,) = [m for m in out if m["type"] == "table"]
    remote = RemoteTable(
        None,  # type: ignore[arg-type]
        protocol.Message("table", {k: v for k, v in table.items() if k != "type"}),
    )
    for m in out[out.index(table) + 1 :]:
        if m["type"] == "state":
            remote.update(protocol.Message("state", m))
    said: list[Utterance] = []
    return remote, RemoteSession(remote, "en", said.append), said


def test_the_clock_warns_says_the_time_left_and_leaves_the_move_to_the_server():
    remote, session, said = table_for("maumau", {"time_per_move": 30})
    assert remote.waiting == [0], "Ann's turn (the computer waits for her)"
    now = Now()
    session.clock.now = now
    cues: list[str] = []
    session.cue_sink = lambda cue_id, text: cues.append(cue_id)
    legal_before = remote.legal()

    assert session.tick() is False  # the clock starts with the position
    line = session.clock_line()
    assert line is not None and line.speech == "30 seconds left for this move."
    now.t += 19.5
    assert not session.tick() and not said, "no warning before 10 seconds are left"
    now.t += 1.0
    session.tick()
    assert [u.speech for u in said] == ["10 seconds left for your move."]
    assert cues == ["timer"]
    line = session.clock_line()
    assert line is not None and line.speech == "10 seconds left for this move."
    now.t += 20
    assert session.tick() is False, "the server makes the move, not the client"
    assert remote.legal() == legal_before and len(said) == 1


def test_no_clock_without_a_time_per_move_online():
    _, session, said = table_for("maumau", {})
    session.clock.now = Now()
    assert session.tick() is False and session.clock_line() is None and not said


@pytest.mark.parametrize(
    "game_id",
    [
        g
        for g in game_ids()
        if "time_per_move" in entry(g).rules.options_class.names()  # type: ignore[union-attr]
    ],
)
def test_every_game_with_a_time_per_move_option_runs_the_clock(game_id):
    game = get_game(game_id)(2, {"time_per_move": 45}, 1)  # type: ignore[misc]
    assert game.time_per_move() == 45
    assert get_game(game_id)(2, {}, 1).time_per_move() is None  # type: ignore[misc]
