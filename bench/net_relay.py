#!/usr/bin/env python3
"""The reference of the capacity benchmark (bench/net_capacity.py): a
minimal websockets relay that speaks just enough of the game server's
protocol for the same swarm of clients, with no game at all.

It runs on the same library (``websockets``' asyncio server, the same
``max_size``, ``max_queue`` and pings as ``net/server/service.py``) and answers the
same requests in the same order: ``hello`` with a ``welcome``, ``create`` and
``join`` with a ``table``, ``start`` with a ``state`` to every seat, and each
``act`` with, to every seat of the table, as many ``event`` messages as the
game server sent per seat and move in the same benchmark run (``--events``)
and one ``state`` message, then ``done`` to the mover. The messages are the
game server's own, kept by the swarm in its run (``--samples``): events sent
as they were, states with this relay's table, turn and move count put in
(and legal moves only for the seat to move), so that they are of the same
sizes and compress alike; without samples, padding brings them to the sizes
given (``--event-bytes``, ``--state-bytes``). The turn passes to the next
seat; the move is whatever text the client sent.

What it leaves out is everything the game server does besides moving those
bytes: no rules, no checks of a move or of the message's fields beyond
``json.loads``, no store, no rate limits, no per-connection queue and
writer task (each message is written at once with ``websockets.broadcast``
to its one connection, without back-pressure), no views, events or legal
moves worked out (only each state message is encoded anew). It is the floor a
game server on this library cannot go below, not a server anyone could
play on. ``--compression none`` turns permessage-deflate off (the game
server keeps the library's default, on), to show what compression costs.

Usage: python bench/net_relay.py [--host H] [--port P] [--events N]
                                 [--event-bytes B] [--state-bytes B]
                                 [--samples FILE] [--compression deflate|none]
Prints ``serving on ws://HOST:PORT`` once it listens.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast, serve

#: as accessible_games/net/protocol.py: the largest client message, and the protocol version
CLIENT_BYTES = 16 * 1024
VERSION = 1
GAMES = ["logomachy", "maumau", "monad", "pulok", "madnooks"]
#: what the relay offers the player to move: moves of the shape the game server sends
LEGAL = [
    [f"play {i}", {"key": "maumau.action.play", "params": {"card": i}}, "play", [i]]
    for i in range(1, 6)
]


def encode(kind: str, **fields: Any) -> str:
    return json.dumps({"type": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


class RelayTable:
    def __init__(self, table_id: int, players: int) -> None:
        self.id = table_id
        self.players = players
        self.seats: list[ServerConnection | None] = [None] * players
        self.names = [""] * players
        self.moves = 0
        self.turn = 0


class Relay:
    def __init__(
        self,
        events: float,
        event_bytes: int,
        state_bytes: int,
        samples: dict[str, list[str]] | None = None,
    ) -> None:
        self.events, self.event_bytes, self.state_bytes = events, event_bytes, state_bytes
        samples = samples or {}
        #: the game server's own messages (--samples): events sent as they are; states with this
        #: relay's table, turn and move count put in (a mover's state keeps its legal moves)
        self.sample_events = samples.get("events") or []
        self.sample_states = {
            False: [json.loads(t) for t in samples.get("states") or []],
            True: [json.loads(t) for t in samples.get("movers") or []],
        }
        self.next = {"events": 0, False: 0, True: 0}
        self.tables: dict[int, RelayTable] = {}
        self.where: dict[ServerConnection, tuple[RelayTable, int]] = {}
        self.event_pad = ""
        self.state_pad: dict[bool, str] = {}
        self.carry = 0.0  # fractional events per move, spread over the moves

    def _padding(self, table: RelayTable) -> None:
        """The padding that brings an event and a state to the wanted sizes
        (made once: the sizes depend only on the table's digits)."""
        if self.event_pad or not self.event_bytes:
            return
        bare = len(encode("event", table=table.id, event=["relay", 0, {"pad": ""}, None]).encode())
        self.event_pad = "x" * max(0, self.event_bytes - bare)
        for mover in (False, True):
            bare = len(self._state(table, 0, mover, "").encode())
            self.state_pad[mover] = "x" * max(0, self.state_bytes - bare)

    def _state(self, table: RelayTable, seat: int, mover: bool, pad: str) -> str:
        return encode(
            "state",
            table=table.id,
            status="playing",
            names=table.names,
            view={"seat": seat, "pad": pad},
            legal=LEGAL if mover else [],
            waiting=[table.turn],
            over=False,
            moves=table.moves,
            result=None,
        )

    def _send_moves(self, table: RelayTable) -> None:
        self._padding(table)
        self.carry += self.events
        count = int(self.carry)
        self.carry -= count
        event = encode("event", table=table.id, event=["relay", 0, {"pad": self.event_pad}, None])
        for seat, ws in enumerate(table.seats):
            if ws is None:
                continue
            for _ in range(count):
                broadcast([ws], self._sampled_event() or event)
            mover = seat == table.turn
            broadcast(
                [ws],
                self._sampled_state(table, mover)
                or self._state(table, seat, mover, self.state_pad.get(mover, "")),
            )

    def _sampled_event(self) -> str | None:
        if not self.sample_events:
            return None
        self.next["events"] += 1
        return self.sample_events[self.next["events"] % len(self.sample_events)]

    def _sampled_state(self, table: RelayTable, mover: bool) -> str | None:
        found = self.sample_states[mover] or self.sample_states[not mover]
        if not found:
            return None
        self.next[mover] += 1
        state = dict(found[self.next[mover] % len(found)])
        state.update(
            table=table.id,
            names=table.names,
            waiting=[table.turn],
            over=False,
            moves=table.moves,
            result=None,
        )
        if not mover:
            state["legal"] = []
        elif not state.get("legal"):
            state["legal"] = LEGAL
        state.pop("type", None)
        return encode("state", **state)

    async def handle(self, ws: ServerConnection) -> None:
        try:
            async for raw in ws:
                self.receive(ws, json.loads(raw))
        except Exception:  # a closed connection, or a message this relay does not know
            pass
        finally:
            self.where.pop(ws, None)

    def receive(self, ws: ServerConnection, m: dict[str, Any]) -> None:
        kind, n = m.get("type"), m.get("n")
        if kind == "hello":
            broadcast(
                [ws],
                encode(
                    "welcome",
                    version=VERSION,
                    token=secrets.token_urlsafe(24),
                    name=m.get("name"),
                    games=GAMES,
                ),
            )
        elif kind == "create":
            table = RelayTable(
                len(self.tables) + 1, int(m.get("players", 2)) - int(m.get("bots") or 0)
            )
            self.tables[table.id] = table
            self._sit(ws, table, 0, m)
        elif kind == "join":
            table = self.tables[m["table"]]
            self._sit(ws, table, table.seats.index(None), m)
        elif kind == "start":
            table, _seat = self.where[ws]
            self._send_moves(table)
        elif kind == "act":
            table, seat = self.where[ws]
            table.moves += 1
            table.turn = (seat + 1) % table.players
            self._send_moves(table)
        elif kind == "leave":
            table, seat = self.where.pop(ws)
            table.seats[seat] = None
        if n is not None:
            broadcast([ws], encode("done", n=n))

    def _sit(self, ws: ServerConnection, table: RelayTable, seat: int, m: dict[str, Any]) -> None:
        table.seats[seat] = ws
        table.names[seat] = f"seat {seat + 1}"
        self.where[ws] = (table, seat)
        broadcast(
            [ws],
            encode(
                "table",
                table={"id": table.id, "players": table.players},
                seat=seat,
                status="waiting",
                legal=[],
                waiting=[],
                over=False,
                moves=0,
            ),
        )


async def main_async(args: argparse.Namespace) -> None:
    samples = json.loads(Path(args.samples).read_text(encoding="utf-8")) if args.samples else None
    relay = Relay(args.events, args.event_bytes, args.state_bytes, samples)
    compression = None if args.compression == "none" else "deflate"
    async with serve(
        relay.handle,
        args.host,
        args.port,
        max_size=CLIENT_BYTES,
        max_queue=64,
        ping_interval=20,
        ping_timeout=20,
        compression=compression,
    ) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        print(f"serving on ws://{args.host}:{port}", flush=True)
        await asyncio.Future()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument(
        "--events", type=float, default=3.0, help="event messages per seat and move"
    )
    parser.add_argument(
        "--event-bytes", type=int, default=150, help="the size of each event message"
    )
    parser.add_argument(
        "--state-bytes", type=int, default=700, help="the size of each state message"
    )
    parser.add_argument(
        "--samples",
        help="a JSON file of the game server's messages to send (from the "
        "capacity benchmark's server run): events, states and movers' states",
    )
    parser.add_argument(
        "--compression",
        choices=("deflate", "none"),
        default="deflate",
        help="permessage-deflate, as the game server (the library's default), or none",
    )
    args = parser.parse_args(argv)
    try:
        asyncio.run(main_async(args))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
