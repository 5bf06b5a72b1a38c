"""Options from a client are values only: over every option of every
game, with generated values that carry a marker, creating a table on the
game server makes no file-system call with anything the client sent
(os.stat, os.lstat, os.open, open, os.scandir, os.listdir and os.access
are watched while the server carries out the request)."""

from __future__ import annotations

import builtins
import io
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.options import Options
from accessible_games.games.registry import entry, game_ids
from accessible_games.net import protocol
from accessible_games.net.protocol import encode, msg_from_data
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import SQLiteStore

from .fakes import FakeConnection, received

MARKER = "zq9marker"

WATCHED = (
    (os, "stat"),
    (os, "lstat"),
    (os, "open"),
    (os, "scandir"),
    (os, "listdir"),
    (os, "access"),
    (builtins, "open"),
    (io, "open"),
)


class Watch:
    """Every watched call whose arguments carry the marker."""

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.saved: list[tuple[Any, str, Any]] = []

    def __enter__(self) -> Watch:
        for module, name in WATCHED:
            original = getattr(module, name)
            self.saved.append((module, name, original))
            setattr(module, name, self._wrap(name, original))
        return self

    def __exit__(self, *exc: object) -> None:
        for module, name, original in reversed(self.saved):
            setattr(module, name, original)

    def _wrap(self, name: str, original: Any) -> Any:
        def watched(*args: Any, **kwargs: Any) -> Any:
            if any(MARKER in os.fsdecode(a) for a in args if isinstance(a, (str, bytes, Path))):
                self.calls.append(f"{name}{args!r}")
            return original(*args, **kwargs)

        return watched


def option_names() -> list[tuple[str, str]]:
    found = []
    for game in game_ids():
        options: type[Options] = entry(game).rules.options_class  # type: ignore[union-attr]
        found += [(game, name) for name in options.names()]
    return found


VALUES = st.one_of(
    st.sampled_from(
        [
            f"/tmp/{MARKER}.deck",
            f"../{MARKER}",
            MARKER,
            f"~/{MARKER}",
            f"file:///{MARKER}",
            f"C:\\{MARKER}",
        ]
    ),
    st.text(max_size=30).map(lambda t: f"{t}{MARKER}"),
    st.text(max_size=30).map(lambda t: f"/{MARKER}/{t}"),
)


@pytest.fixture(scope="module")
def hall(tmp_path_factory):
    store = SQLiteStore(tmp_path_factory.mktemp("server") / "server.sqlite3")
    server = GameServer(store)
    yield server
    server.accounts.close()
    store.close()


def creator(server: GameServer) -> Client:
    client = Client(FakeConnection())  # type: ignore[arg-type]
    server.clients.add(client)
    server.receive(client, encode("hello", version=protocol.VERSION, name="Mallory", lang="en"))
    received(client)
    return client


@pytest.mark.parametrize("game, name", option_names())
@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(value=VALUES)
def test_no_option_value_from_a_client_reaches_the_file_system(hall, game, name, value):
    client = creator(hall)
    client.creations.tokens = 5
    hall.creations.buckets.clear()
    players = entry(game).rules.min_players  # type: ignore[union-attr]
    with Watch() as watch:
        hall.receive(
            client, encode("create", n=1, game=game, players=players, options={name: value})
        )
    answers = received(client)
    assert not watch.calls, watch.calls
    refusals = [m for m in answers if m["type"] == "refused"]
    if entry(game).rules.options_class.local_only(name):  # type: ignore[union-attr]
        assert [msg_from_data(m["reason"]).key for m in refusals] == ["core.option.local"]
    if client.table is not None:
        hall.receive(client, encode("leave", n=2))
    hall.clients.discard(client)


def test_the_watch_sees_a_file_read():
    """The watch can fail: reading a path with the marker is seen."""
    with Watch() as watch:
        try:
            open(f"/nonexistent/{MARKER}")
        except OSError:
            pass
    assert watch.calls
