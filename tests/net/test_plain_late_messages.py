"""No late word over a prompt (plain mode): while the password prompt
waits for its line, what the server sends on its own — another player's
chat, a table opening in the lobby — is not written into the line being
typed. It goes into the history at once; the chat is said after the prompt
is answered, the lobby's change is kept in the history only. Through a real
server process, with the plain mode's clients in this process."""

from __future__ import annotations

import io
import os
import threading
import time

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce.pipeline import build
from accessible_games.ui.plain.online import OnlinePlain
from tests.fixtures.slow_mark import slow_factor
from tests.net.processes import Server

pytestmark = pytest.mark.slow


@pytest.fixture
def server(tmp_path):
    found = Server(tmp_path / "server").start()
    yield found
    found.stop()


class Screen(io.StringIO):
    """The plain mode's output, written from two threads (the reader's and
    the prompt's)."""

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()

    def write(self, text: str) -> int:
        with self.lock:
            return super().write(text)


def client(server, name: str, out, inp) -> OnlinePlain:
    chosen = settings_module.defaults().with_changes(
        language="en", speech="none", braille="none", sounds=False
    )
    made = OnlinePlain(
        server.url, name, "en", out=out, inp=inp, interactive=False, announcer=build(chosen)
    )
    assert made.connect()
    return made


def wait_until(condition, what: str, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds * slow_factor()
    while not condition():
        assert time.monotonic() < deadline, f"waited in vain for {what}"
        time.sleep(0.01)


def kept(person: OnlinePlain, text: str) -> bool:
    return any(text in u.speech for u in person.announcer.history.items("all"))


def test_news_waits_for_the_password_prompt(server):
    read_end, write_end = os.pipe()
    typed = os.fdopen(write_end, "w")
    screen = Screen()
    cat = client(server, "Cat", screen, os.fdopen(read_end, "r"))
    ann = client(server, "Ann", io.StringIO(), io.StringIO(""))
    try:
        assert cat.list_tables()
        answered: list[bool] = []
        prompt = threading.Thread(target=lambda: answered.append(cat.handle("register Cat")))
        prompt.start()
        wait_until(lambda: "Password for Cat" in screen.getvalue(), "the prompt")
        assert cat.announcer.holding
        before = screen.getvalue()

        assert ann.handle("say anyone there?")
        assert ann.handle("create logomachy players=2 deals=1")
        wait_until(lambda: kept(cat, "anyone there?"), "Ann's chat in Cat's history")
        wait_until(lambda: kept(cat, "New table."), "the new table in Cat's history")
        assert screen.getvalue() == before, "nothing is written while the prompt waits"

        typed.write("Nachtzug9\nNachtzug9\n")
        typed.flush()
        prompt.join(30)
        assert answered == [True]
        after = screen.getvalue()[len(before) :]
        assert "Ann says: anyone there?" in after  # said once the prompt was answered
        assert "New table." not in after  # the lobby's change: in the history only
        assert "Nachtzug9" not in screen.getvalue()
        assert not cat.announcer.holding
    finally:
        typed.close()
        for person in (cat, ann):
            person.close()
            person.announcer.close()
