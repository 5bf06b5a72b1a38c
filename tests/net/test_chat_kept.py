"""Chat said while the connection is lost is kept and sent once it is back
(and the player hears that it waits); beyond a few waiting lines a new one
is refused with its reason, never dropped silently. A real server process,
a cable that is cut, two online clients."""

from __future__ import annotations

import threading
import time

from accessible_games.app.online import OnlineLobby
from accessible_games.core.utterance import Utterance
from accessible_games.net.client.remote import OUTBOX
from tests.fixtures.slow_mark import slow_factor

from .processes import Cable, Server
from .test_play import free_port


class Heard:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.changed = threading.Condition()

    def __call__(self, utterance: Utterance) -> None:
        with self.changed:
            self.lines.append(utterance.speech)
            self.changed.notify_all()

    def wait(self, text: str, timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout * slow_factor()
        with self.changed:
            while not any(text in line for line in self.lines):
                left = deadline - time.monotonic()
                assert left > 0, f"never heard {text!r}; heard {self.lines[-6:]}"
                self.changed.wait(left)


def test_chat_said_during_a_cut_reaches_the_others_once_the_connection_is_back(tmp_path):
    port = free_port()
    server = Server(tmp_path / "server", port=port).start()
    cable = Cable(port)
    ann_heard, ben_heard = Heard(), Heard()
    ann = OnlineLobby(cable.url, "Ann", "en", ann_heard, remember=False)
    ben = OnlineLobby(server.url, "Ben", "en", ben_heard, remember=False)
    try:
        assert ann.connect() and ben.connect()
        cable.cut(until_mended=True)
        ann_heard.wait("The connection is lost")
        assert ann.say("Ben, are you there?")
        assert ann_heard.lines[-1] == (
            "Not connected now: your message is sent when the connection is back."
        )
        for n in range(2, OUTBOX + 1):
            assert ann.say(f"line {n}")
        assert not ann.say("one too many")
        assert ann_heard.lines[-1] == (
            f"{OUTBOX} messages wait for the connection already: "
            "say this one again when the connection is back."
        )
        assert not any("Ben, are you there?" in line for line in ben_heard.lines)
        cable.mend()
        ann_heard.wait("Connected again", 60)
        ben_heard.wait("Ann says: Ben, are you there?")
        ben_heard.wait(f"Ann says: line {OUTBOX}")
        said = [line for line in ben_heard.lines if line.startswith("Ann says: ")]
        assert said == ["Ann says: Ben, are you there?"] + [
            f"Ann says: line {n}" for n in range(2, OUTBOX + 1)
        ], "each kept line once, in order, and the refused one not at all"
        assert not ann.client.outbox
    finally:
        ann.client.close()
        ben.client.close()
        cable.close()
        server.stop()
