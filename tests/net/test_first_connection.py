"""The first connection to a server that does not answer in time is tried
again, and each try is said (a busy server may answer a moment later); an
address where nothing listens is said at once, without trying again."""

from __future__ import annotations

import socket
import threading

from accessible_games.app.online import FIRST_TRIES, OnlineLobby
from accessible_games.core.utterance import Utterance


class Silent:
    """A listener on loopback that takes connections and never answers."""

    def __init__(self) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def close(self) -> None:
        self.sock.close()
        for conn in self.accepted:
            conn.close()


def lobby_for(url: str, said: list[Utterance]) -> OnlineLobby:
    lobby = OnlineLobby(url, "Ann", "en", said.append, lambda *a: None, remember=False)
    lobby.client.open_seconds = 0.3
    return lobby


def test_a_server_that_does_not_answer_in_time_is_tried_again_and_each_try_said():
    silent = Silent()
    said: list[Utterance] = []
    try:
        assert not lobby_for(f"ws://127.0.0.1:{silent.port}", said).connect()
        assert len(silent.accepted) == FIRST_TRIES
    finally:
        silent.close()
    lines = [u.speech for u in said]
    assert lines[1:-1] == [
        f"The server did not answer in time. Trying again, {n} of {FIRST_TRIES}."
        for n in range(2, FIRST_TRIES + 1)
    ]
    assert "the server did not answer in time" in lines[-1]


def test_an_address_where_nothing_listens_is_said_at_once():
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
    said: list[Utterance] = []
    assert not lobby_for(f"ws://127.0.0.1:{port}", said).connect()
    assert not [u for u in said if "Trying again" in u.speech]
