"""A hand-made protocol client for the security tests: raw messages over a
real websocket to a real server process (tests/net/processes.py), so that
a test can send what no honest client sends, and many at once."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from accessible_games.net import protocol
from accessible_games.net.protocol import Message


class Raw:
    """One connection: ``hello`` first, then requests numbered by ``ask``."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.n = 0
        #: every message received, in order
        self.heard: list[Message] = []
        self.welcome: Message | None = None

    @classmethod
    async def open(
        cls, url: str, name: str, lang: str = "en", source: str | None = None, **hello: Any
    ) -> Raw:
        """Connect and say hello; ``source``: the local address to connect
        from (another loopback address, such as 127.0.0.2)."""
        sock = None
        if source is not None:
            host, port = url.rsplit("/", 1)[-1].rsplit(":", 1)
            sock = socket.create_connection(
                (host, int(port)), timeout=30, source_address=(source, 0)
            )
            sock.setblocking(False)
        ws = await connect(url, proxy=None, max_size=None, open_timeout=30, sock=sock)
        raw = cls(ws)
        await ws.send(
            protocol.encode("hello", version=protocol.VERSION, name=name, lang=lang, **hello)
        )
        raw.welcome = await raw.until(lambda m: m.type in ("welcome", "refused"))
        return raw

    async def receive(self, seconds: float = 30.0) -> Message:
        message = protocol.parse_server(await asyncio.wait_for(self.ws.recv(), seconds))
        self.heard.append(message)
        return message

    async def first(self, condition, seconds: float = 30.0) -> Message:
        """The first message heard, already or from now on, that meets ``condition``."""
        for message in self.heard:
            if condition(message):
                return message
        return await self.until(condition, seconds)

    async def until(self, condition, seconds: float = 30.0) -> Message:
        """The first message from now on that meets ``condition``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while True:
            message = await self.receive(max(0.1, deadline - loop.time()))
            if condition(message):
                return message

    async def ask(self, kind: str, seconds: float = 60.0, **fields: Any) -> Message:
        """A numbered request and its answer (``done`` or ``refused``)."""
        self.n += 1
        n = self.n
        await self.ws.send(protocol.encode(kind, n=n, **fields))
        return await self.until(
            lambda m: m.type in ("done", "refused") and m.get("n") == n, seconds
        )

    async def close(self) -> None:
        await self.ws.close()


def refused(answer: Message) -> str | None:
    """The key of a refusal's reason, or None for ``done``."""
    if answer.type == "done":
        return None
    return protocol.msg_from_data(answer.get("reason")).key
