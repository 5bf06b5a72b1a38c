"""Who is who at an online table: a computer seat never takes the name of a
person at the table or connected to the server, gives its name up to a
person who sits down with it, is marked as a computer in the lobby and in
the players' line, and a move a computer makes for a person who is away is
told as the computer's ("Ben (computer) draws a card"), never as the
player's own, live and in the recap, whose count is the moves made while
the player was away."""

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.app.online import OnlineLobby, RemoteSession, table_line
from accessible_games.core.messages import render
from accessible_games.core.utterance import Utterance
from accessible_games.net import protocol
from accessible_games.net.client.remote import RemoteTable
from accessible_games.net.protocol import encode
from accessible_games.net.server import accounts, service
from accessible_games.net.server.service import BOT_NAMES, Client, GameServer
from accessible_games.net.server.store import MemoryStore

from .fakes import connect, received


def send(server: GameServer, client: Client, kind: str, **fields: Any) -> list[dict[str, Any]]:
    """Send one message and return what the client was sent back (the
    rate limit refilled: these tests send many)."""
    client.messages.tokens = protocol.BURST
    server.receive(client, encode(kind, **fields))
    out = received(client)
    refused = [m for m in out if m["type"] == "refused"]
    assert not refused, refused
    return out


def seat_names(server: GameServer, table: int) -> list[str]:
    return [rec.name for rec in server.tables[table].seats]


# --- names ------------------------------------------------------------------------


def test_computer_seats_take_no_name_of_a_person_connected():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        anna = connect(server, "Anna")
        connect(server, "BEN")  # a look-alike of a bot name counts too
        send(server, anna, "create", game="maumau", players=4, bots=3, options={"quick": True})
        names = seat_names(server, 1)
        assert names == ["Anna", "Clara", "David", "Emma"]

    asyncio.run(scenario())


@settings(max_examples=40, deadline=None)
@given(
    people=st.lists(
        st.sampled_from(BOT_NAMES).map(lambda n: random.Random(n).choice([n, n.upper(), n + " "])),
        max_size=len(BOT_NAMES),
        unique_by=lambda n: accounts.skeleton(n),
    ),
    bots=st.integers(1, 5),
)
def test_no_two_seats_and_no_person_connected_are_called_alike(people, bots):
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        clients = [connect(server, name) for name in people]
        maker = connect(server, "Zoe")
        send(server, maker, "create", game="maumau", players=bots + 1, bots=bots, options={})
        shapes = [accounts.skeleton(n) for n in seat_names(server, 1)]
        assert len(set(shapes)) == len(shapes), shapes
        connected = {accounts.skeleton(c.name) for c in clients}
        assert not connected & set(shapes[1:]), (people, shapes)

    asyncio.run(scenario())


def test_a_computer_player_gives_its_name_to_a_person_who_sits_down():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        ben = connect(server, "Ben")
        send(server, ben, "create", game="maumau", players=3, bots=1, options={"quick": True})
        assert seat_names(server, 1) == ["Ben", "", "Anna"]
        anna = connect(server, "Anna")  # came later: the bot had her name
        send(server, anna, "join", table=1)
        assert seat_names(server, 1) == ["Ben", "Anna", "Clara"]
        notices = [m["msg"] for m in received(ben) if m["type"] == "notice" and m["msg"]["key"]]
        said = [render(protocol.msg_from_data(n), "en") for n in notices]
        assert said[0] == "The computer player at seat 3 is called Clara now, not Anna.", said
        assert said[1].startswith("Anna"), said  # then that she sat down

    asyncio.run(scenario())


# --- the lobby and the players' line ----------------------------------------------


def test_the_lobby_marks_a_computer_seat_with_its_level_in_both_languages():
    table = {
        "id": 4,
        "game": "maumau",
        "status": "waiting",
        "seats": [
            {"kind": "human", "name": "Anna"},
            {"kind": "bot", "name": "Clara", "level": "good"},
            {"kind": "empty", "name": ""},
        ],
    }
    assert "Anna, Clara (computer, good)" in render(table_line(table), "en")
    assert "Anna, Clara (Computer, gut)" in render(table_line(table), "de")


def table_message(client: Client) -> dict[str, Any]:
    (table,) = [m for m in received(client) if m["type"] == "table"]
    return table


def online_session(message: dict[str, Any], lang: str = "en") -> tuple[RemoteSession, list]:
    said: list[Utterance] = []
    fields = {k: v for k, v in message.items() if k != "type"}
    remote = RemoteTable(None, protocol.Message("table", fields))  # type: ignore[arg-type]
    return RemoteSession(remote, lang, said.append), said


def test_sitting_down_says_who_sits_where_computers_marked():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        anna = connect(server, "Anna")
        send(server, anna, "create", game="maumau", players=3, bots=1, options={"quick": True})
        ben = connect(server, "Ben", lang="de")
        server.receive(ben, encode("join", table=1))
        session, said = online_session(table_message(ben), "de")
        line = session.seats_line()
        assert (
            line is not None and line.speech == "Es spielen: Anna, du und Clara (Computer, stark)."
        )

    asyncio.run(scenario())


# --- moves a computer makes for an away person ------------------------------------


def play_a_while(
    server: GameServer, ann: Client, moves: int, rng: random.Random
) -> list[dict[str, Any]]:
    """Ann plays ``moves`` of her moves (the computer answers for Ben);
    what she was sent meanwhile."""
    table = server.tables[1]
    heard = []
    for _ in range(moves):
        if table.game.is_over():
            break
        seat = table.game.waiting_for()[0]
        assert seat == 0, "the computer answers at once"
        heard += send(server, ann, "act", text=rng.choice(table.game.menu_actions(0)).text, n=1)
    return heard


def test_a_computers_moves_for_an_away_player_are_told_as_its_own_and_recapped(monkeypatch):
    monkeypatch.setattr(service.secrets, "randbits", lambda bits: 20261207)  # the table's seed

    async def scenario() -> None:
        server = GameServer(MemoryStore())
        ann, ben = connect(server, "Ann"), connect(server, "Ben")
        send(server, ann, "create", game="maumau", players=2, options={"quick": True})
        send(server, ben, "join", table=1)
        send(server, ann, "start")
        table = server.tables[1]
        rng = random.Random(3)
        while table.game.waiting_for() != [0]:  # Ben moves first, himself
            seat = table.game.waiting_for()[0]
            mover = ann if seat == 0 else ben
            send(server, mover, "act", text=table.game.menu_actions(seat)[0].text, n=1)
        received(ann)
        before = len(table.game.log)
        send(server, ben, "leave")  # the computer plays his seat from now on
        heard = received(ann)
        assert heard and [m for m in heard if m["type"] == "state"][-1]["levels"] == [
            None,
            "away",
        ]
        heard = play_a_while(server, ann, 6, rng)
        # a card played is its player's own doing (a card drawn may be forced
        # by the other's move)
        moves = [m for m in heard if m["type"] == "event" and m["event"][0] == "play"]
        bens = [m for m in moves if m["event"][1] == 1]
        assert bens and all(m["computer"] == 1 for m in bens), "Ben's moves are the computer's"
        anns = [m for m in moves if m["event"][1] == 0]
        assert anns and all(m["computer"] is None for m in anns), "Ann's are her own"
        marked = {m["computer"] for m in heard if m["type"] == "event"}
        assert marked == {None, 1}
        missed = len(table.game.log) - before

        server.receive(ben, encode("join", table=1))  # Ben is back
        message = table_message(ben)
        assert message["recap_moves"] == missed
        assert message["levels"] == [None, None], "his seat is his again"
        session, said = online_session(message)
        session.start()
        lines = [u.speech for u in said]
        start = lines.index(f"While you were away: {missed} moves.")
        recap = lines[start + 1 : -1]  # then where the table stands
        computers = [line for line in recap if "Ben (computer)" in line]
        assert computers, recap
        # no move in the recap is told as Ben's own ("You play ..."): his
        # were the computer's; what others did to him is still his ("You
        # are skipped")
        assert not [line for line in recap if re.match(r"You (play|draw|pass)", line)], recap
        assert not [line for line in computers if re.search(r"\byou\b", line, re.I)], recap

    asyncio.run(scenario())


def test_the_table_chat_said_while_a_player_was_away_is_replayed_on_return():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        ann, ben = connect(server, "Ann"), connect(server, "Ben")
        send(server, ann, "create", game="maumau", players=2, options={"quick": True})
        send(server, ben, "join", table=1)
        send(server, ann, "start")
        send(server, ann, "chat", scope="table", text="Viel Glück!")  # Ben heard this one
        server.clients.discard(ben)
        server.tables[1].leave(ben, dropped=True)  # his connection is cut
        send(server, ann, "chat", scope="table", text="Ben, bist du noch da?")
        send(server, ann, "chat", scope="lobby", text="Anyone for MONAD?")
        back = connect(server, "Ben")
        back.owner = ben.owner  # the same person (his token) on a new connection
        server.receive(back, encode("join", table=1))
        heard = received(back)
        kinds = [m["type"] for m in heard]
        assert kinds.index("table") < kinds.index("chat"), kinds
        chats = [m for m in heard if m["type"] == "chat"]
        assert chats == [
            {
                "type": "chat",
                "scope": "table",
                "player": "Ann",
                "text": "Ben, bist du noch da?",
                "earlier": True,
            }
        ]
        # his client tells it as said while he was away, in his language
        said: list[Utterance] = []
        lobby = OnlineLobby(
            "ws://127.0.0.1:9", "Ben", "en", said.append, lambda *a: None, remember=False
        )
        fields = {k: v for k, v in chats[0].items() if k != "type"}
        lobby._on_message(protocol.Message("chat", fields))
        assert [u.speech for u in said] == [
            "While you were away, Ann said at the table: Ben, bist du noch da?"
        ]
        # back again later: nothing is replayed twice
        server.tables[1].leave(back, dropped=True)
        server.receive(back, encode("join", table=1))
        assert not [m for m in received(back) if m["type"] == "chat"]

    asyncio.run(scenario())


def test_the_players_zone_marks_the_computer_players_and_a_seat_played_meanwhile():
    async def scenario() -> None:
        server = GameServer(MemoryStore())
        anna, ben = connect(server, "Anna"), connect(server, "Ben")
        out = send(
            server, anna, "create", game="maumau", players=3, bots=1, options={"quick": True}
        )
        send(server, ben, "join", table=1)
        server.receive(anna, encode("start"))
        out += received(anna)
        (table,) = [m for m in out if m["type"] == "table"]
        session, _ = online_session(table)
        for m in out[out.index(table) + 1 :]:
            if m["type"] == "state":
                session.remote.update(protocol.Message("state", m))
        lines = [item.speech for item in session.narrator.player_items(session.view())]
        assert lines[0].startswith("You"), lines
        assert lines[1].startswith("Ben") and "computer" not in lines[1], lines
        assert lines[2].startswith("Clara (computer, strong)"), lines
        send(server, ben, "leave")  # the computer plays his seat meanwhile
        for m in received(anna):
            if m["type"] == "state":
                session.remote.update(protocol.Message("state", m))
        lines = [item.speech for item in session.narrator.player_items(session.view())]
        assert lines[1].startswith("Ben (away; the computer plays meanwhile)"), lines

    asyncio.run(scenario())
