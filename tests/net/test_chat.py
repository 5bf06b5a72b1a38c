"""Chat through a real server process: what another player says reaches the
chat buffer of the history with the "chat" sound cue, in the listener's own
language; ``chat`` says the buffer again; a muted player is not heard (on
the listener's side only) until unmuted; what is said at a table reaches
that table only, what is said in the lobby reaches everyone. The clients
are the plain mode's, in this process, each with the announce pipeline the
settings build (sound on miniaudio's NULL backend)."""

from __future__ import annotations

import io
import time

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce.pipeline import build
from accessible_games.core.utterance import Category
from accessible_games.ui.plain.online import OnlinePlain
from tests.net.processes import Server


@pytest.fixture
def server(tmp_path):
    found = Server(tmp_path / "server").start()
    yield found
    found.stop()


@pytest.fixture
def people(server):
    made: list[OnlinePlain] = []

    def person(name: str, lang: str) -> OnlinePlain:
        chosen = settings_module.defaults().with_changes(
            language=lang, speech="none", braille="none", sounds=True
        )
        client = OnlinePlain(
            server.url,
            name,
            lang,
            out=io.StringIO(),
            inp=io.StringIO(""),
            interactive=False,
            announcer=build(chosen),
        )
        assert client.connect()
        made.append(client)
        return client

    yield person
    for client in made:
        client.close()
        client.announcer.close()


def chat(client: OnlinePlain) -> list[str]:
    return [u.speech for u in client.announcer.history.items("chat")]


def settle(*clients: OnlinePlain) -> None:
    """Everything the server sent each client before now has been handled:
    a request's answer comes after it on the same connection."""
    for client in clients:
        assert client.list_tables()


def test_chat_is_heard_with_its_cue_in_its_own_buffer(people):
    ann, ben = people("Ann", "en"), people("Ben", "de")
    assert ann.handle("say hello, everyone")
    settle(ben)
    assert chat(ben) == ["Ann sagt: hello, everyone"]
    assert ben.announcer.sound.player.started == ["chat"]  # the cue played ...
    sounds = [u.speech for u in ben.announcer.history.items("sounds")]
    assert "Ton: Chat" in sounds  # ... and its text equivalent is in the history, not in the chat
    assert all(u.category is Category.CHAT for u in ben.announcer.history.items("chat"))
    assert "Ann sagt: hello, everyone" in ben.out.getvalue()  # printed as it came
    # the speaker hears their own words too, in their language and their own form
    assert chat(ann) == ["You say: hello, everyone"]

    # "chat" says the buffer again; "chat 1" the last message only
    ben.out.seek(0), ben.out.truncate()
    ben.handle("sag wie geht's?")
    settle(ann)
    ann.handle("chat")
    ann.handle("chat 1")
    ann.handle("chat x")
    assert chat(ann) == ["You say: hello, everyone", "Ben says: wie geht's?"]
    assert chat(ben)[-1] == "Du sagst: wie geht's?"
    printed = ann.out.getvalue().splitlines()
    assert printed[-4:-1] == [
        "You say: hello, everyone",
        "Ben says: wie geht's?",
        "Ben says: wie geht's?",
    ]
    assert (
        "for example chat 5" in printed[-1]
    )  # a number was wanted: said how, in the player's language


def test_a_muted_player_is_not_heard_until_unmuted(people):
    ann, ben, cid = people("Ann", "en"), people("Ben", "en"), people("Cid", "en")
    ben.handle("mute ann")
    assert "ann is muted." in ben.out.getvalue()  # as typed
    ann.handle("say one")
    cid.handle("say two")
    settle(ben, cid)
    assert chat(ben) == ["Cid says: two"]  # Ann muted, Cid not
    assert chat(cid) == ["Ann says: one", "You say: two"]  # muting is Ben's own
    ben.handle("unmute ANN")
    ann.handle("say three")
    settle(ben)
    assert chat(ben) == ["Cid says: two", "Ann says: three"]


def test_chat_at_a_table_reaches_the_table_only(people):
    ann, ben, cid = people("Ann", "en"), people("Ben", "en"), people("Cid", "en")
    assert ann.create("maumau", 3, 1)
    assert ann.remote is not None, ann.out.getvalue()
    table = ann.remote.id
    assert ben.join(table)
    ann.handle("say we start soon")
    settle(ben, cid)
    assert chat(ben) == ["Ann at the table says: we start soon"]
    assert chat(cid) == []  # in the lobby: not the table's talk
    cid.handle("say anyone there?")  # the lobby's chat: heard everywhere, said as the lobby's
    settle(ann, ben)
    assert chat(ben) == ["Ann at the table says: we start soon", "Cid says: anyone there?"]
    assert chat(ann) == ["You say to the table: we start soon", "Cid says: anyone there?"]


def test_a_chat_line_too_long_is_refused_with_the_reason(people):
    ann, ben = people("Ann", "en"), people("Ben", "en")
    ann.handle("say " + "x" * 2_000)
    settle(ben)
    assert chat(ben) == []
    deadline = time.monotonic() + 30
    while "too long" not in ann.out.getvalue() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert "too long" in ann.out.getvalue()
