"""In-process stand-ins for the network tests: a client's WebSocket that
sends nothing, and what the server queued for a client."""

from __future__ import annotations

import json
from typing import Any

from accessible_games.net import protocol
from accessible_games.net.server.service import Client, GameServer


class FakeConnection:
    """Stands in for a client's WebSocket: nothing goes through it, the tests
    read what the server queued for the client."""

    async def send(self, text: str) -> None:
        pass

    async def close(self, code: int = 1000, reason: str = "") -> None:
        pass


def received(client: Client) -> list[dict[str, Any]]:
    """What the server queued for ``client`` since last asked, as data."""
    out = []
    while not client.queue.empty():
        text = client.queue.get_nowait()
        assert text is not None, "the client was disconnected"
        out.append(json.loads(text))
    return out


def connect(server: GameServer, name: str, lang: str = "en") -> Client:
    """A client said hello to ``server`` as ``name`` (what it was sent so
    far taken off)."""
    client = Client(FakeConnection())  # type: ignore[arg-type]
    server.clients.add(client)
    server.receive(client, protocol.encode("hello", version=protocol.VERSION, name=name, lang=lang))
    received(client)
    return client
