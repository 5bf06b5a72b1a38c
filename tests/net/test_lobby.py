"""The lobby follows the server one table at a time: the server sends each
change of a table to everyone in the lobby as that one table (or that it is
gone), not the whole list again; the client changes its list in place, says
a table that opens or closes, and takes whatever a server sends without
failing and within its bounds."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.app.online import MAX_LISTED, OnlineLobby, table_line
from accessible_games.core.messages import render
from accessible_games.core.utterance import Utterance
from accessible_games.net import protocol
from accessible_games.net.protocol import Message, encode
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import MemoryStore

from .fakes import FakeConnection, received


def connect(server: GameServer, name: str) -> Client:
    client = Client(FakeConnection())  # type: ignore[arg-type]
    server.clients.add(client)
    server.receive(client, encode("hello", version=protocol.VERSION, name=name, lang="en"))
    received(client)
    return client


def lobby_messages(client: Client) -> list[dict[str, Any]]:
    return [m for m in received(client) if m["type"] in ("lobby", "tables")]


def test_each_change_reaches_the_lobby_as_that_one_table():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        ann, ben, cid, eve = (connect(server, name) for name in ("Ann", "Ben", "Cid", "Eve"))
        # many tables already: a change still costs one table's worth
        for number in range(30):
            maker = connect(server, f"Maker {number}")
            server.receive(
                maker, encode("create", game="maumau", players=2, options={"quick": True})
            )
        for client in (ann, ben, cid, eve):
            received(client)

        server.receive(ann, encode("create", game="maumau", players=2, options={"quick": True}))
        heard = lobby_messages(cid)
        assert [m["type"] for m in heard] == ["lobby"], heard
        table = heard[0]["table"]
        assert table["id"] == 31 and table["status"] == "waiting"
        assert [s["kind"] for s in table["seats"]] == ["human", "empty"]
        assert len(json.dumps(heard[0])) < 600, "one table, not the list of 31"

        server.receive(ben, encode("join", table=31))
        (joined,) = lobby_messages(cid)
        assert [s["name"] for s in joined["table"]["seats"]] == ["Ann", "Ben"]
        assert lobby_messages(ann) == [], "who sits at the table is not sent the lobby"

        server.receive(eve, encode("watch", table=31))
        (watched,) = lobby_messages(cid)
        assert watched["table"]["watchers"] == 1

        server.receive(ann, encode("start"))
        (started,) = lobby_messages(cid)
        assert started["table"]["status"] == "playing"

        # Ben leaves the running game: his seat is away, a bot plays it
        received(ben)
        server.receive(ben, encode("leave"))
        (away,) = lobby_messages(cid)
        assert away["table"]["seats"][1]["away"] is True
        assert [m["type"] for m in lobby_messages(ben)] == ["lobby"], (
            "the leaver hears what changed, not the whole list (its client asks for the list)"
        )

    asyncio.run(scenario())


def test_a_game_that_ends_is_gone_from_the_lobby():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        ann, cid = connect(server, "Ann"), connect(server, "Cid")
        server.receive(
            ann, encode("create", game="maumau", players=2, bots=1, options={"quick": True})
        )
        server.receive(ann, encode("start"))
        received(cid)
        table = server.tables[1]
        rng = random.Random(7)
        for _ in range(5_000):
            if table.game.is_over():
                break
            seat = table.game.waiting_for()[0]
            server.receive(
                ann, encode("act", text=rng.choice(table.game.menu_actions(seat)).text, n=1)
            )
            ann.messages.tokens = protocol.BURST
            refusals = [m for m in received(ann) if m["type"] == "refused"]
            assert not refusals, refusals
        assert table.game.is_over()
        heard = lobby_messages(cid)
        assert heard[-1] == {"type": "lobby", "gone": 1}, heard
        assert all(m["type"] == "lobby" for m in heard)

    asyncio.run(scenario())


# --- the client's side --------------------------------------------------------------------


class Lobby(OnlineLobby):
    """An online client that is never connected: the tests hand it the
    server's messages; what it says is kept."""

    def __init__(self, lang: str = "en") -> None:
        self.said: list[Utterance] = []
        super().__init__("ws://127.0.0.1:9", "Cid", lang, self.said.append, remember=False)

    def hear(self, kind: str, **fields: Any) -> None:
        self._on_message(Message(kind, fields))

    def texts(self) -> list[str]:
        texts = [u.speech for u in self.said]
        self.said.clear()
        return texts


def a_table(
    number: int, seats: tuple[str, ...] = ("Ann", ""), status: str = "waiting"
) -> dict[str, Any]:
    return {
        "id": number,
        "game": "maumau",
        "players": len(seats),
        "options": {},
        "status": status,
        "seats": [
            {"kind": "human" if name else "empty", "name": name, "level": None, "away": False}
            for name in seats
        ],
        "watchers": 0,
    }


def test_the_client_keeps_its_list_by_the_changes_and_says_openings_and_closings():
    for lang in ("en", "de"):
        lobby = Lobby(lang)
        lobby.hear("tables", tables=[a_table(2), a_table(5)])
        assert len(lobby.texts()) == 3  # how many, then each table

        lobby.hear("lobby", table=a_table(3))
        assert [t["id"] for t in lobby.tables] == [2, 3, 5], "in the order of their numbers"
        assert lobby.texts() == [render(lobby_opened(a_table(3)), lang)]

        lobby.hear("lobby", table=a_table(3, ("Ann", "Ben")))
        assert lobby.tables[1]["seats"][1]["name"] == "Ben"
        assert lobby.texts() == [], "a seat taken at another table is not said"

        lobby.hear("lobby", gone=2)
        assert [t["id"] for t in lobby.tables] == [3, 5]
        gone = lobby.texts()
        assert gone == [
            {"en": "Table 2 is no longer open.", "de": "Tisch 2 ist nicht mehr offen."}[lang]
        ]

        lobby.hear("lobby", gone=2)
        assert lobby.texts() == [], "a table gone already is not said again"


def lobby_opened(table: dict[str, Any]):
    from accessible_games.core.messages import Msg

    return Msg("net.table.opened", line=table_line(table))


def test_the_list_stays_within_its_bound():
    lobby = Lobby()
    lobby.hear("tables", tables=[a_table(n) for n in range(1, MAX_LISTED + 1)])
    lobby.texts()
    lobby.hear("lobby", table=a_table(MAX_LISTED + 1))
    assert len(lobby.tables) == MAX_LISTED and lobby.texts() == []
    lobby.hear("lobby", gone=1)
    lobby.hear("lobby", table=a_table(MAX_LISTED + 1))
    assert len(lobby.tables) == MAX_LISTED and lobby.tables[-1]["id"] == MAX_LISTED + 1


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
table_like = st.fixed_dictionaries(
    {"id": st.integers(-3, 2**60) | json_values},
    optional={
        "game": st.sampled_from(["maumau", "monad", "x"]) | json_values,
        "status": st.sampled_from(["waiting", "playing", "over", "?"]) | json_values,
        "seats": st.lists(
            st.dictionaries(
                st.sampled_from(["kind", "name", "away", "level"]), json_values, max_size=4
            )
            | json_values,
            max_size=5,
        )
        | json_values,
        "watchers": json_values,
    },
)
server_lobby_messages = st.lists(
    st.one_of(
        st.builds(lambda t: ("lobby", {"table": t}), table_like | json_values),
        st.builds(lambda g: ("lobby", {"gone": g}), st.integers(-3, 2**60) | json_values),
        st.builds(
            lambda ts: ("tables", {"tables": ts}),
            st.lists(table_like | json_values, max_size=6) | json_values,
        ),
        st.builds(
            lambda f: ("lobby", f), st.dictionaries(st.text(max_size=8), json_values, max_size=3)
        ),
    ),
    max_size=25,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(server_lobby_messages)
def test_any_lobby_messages_are_taken_without_failing(messages):
    lobby = Lobby()
    for kind, fields in messages:
        lobby.hear(kind, **fields)
        assert len(lobby.tables) <= MAX_LISTED
        assert all(isinstance(t, dict) for t in lobby.tables)
        for utterance in lobby.texts():
            assert utterance and "{" not in utterance, utterance
