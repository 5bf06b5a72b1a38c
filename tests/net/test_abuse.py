"""Dealing with people who misbehave: limits on opening tables and on
reports, reports kept for the administrators with what the player said,
administrators (named in the server's TOML file) who send a player off or
ban them for a time, and the configuration file read like any input. The
server runs in its event loop on a real SQLite file; the last test uses a
real server process and plain clients through pipes."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.messages import has_key, render
from accessible_games.net import protocol
from accessible_games.net.protocol import encode, msg_from_data
from accessible_games.net.server import accounts
from accessible_games.net.server.config import ConfigError, ServerConfig, load
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import SQLiteStore

from .fakes import FakeConnection, received
from .processes import PlainClient, Server

# --- the configuration file ---------------------------------------------------------------------


def test_a_configuration_names_its_administrators(tmp_path):
    path = tmp_path / "server.toml"
    path.write_text('# who may kick and ban\nadmins = ["Ada", "Ben Bauer"]\n')
    config = load(path)
    assert config.is_admin("Ada") and config.is_admin("Ben Bauer") and not config.is_admin("Cid")
    # exactly as written: a look-alike is not an administrator, but looks like one
    assert not config.is_admin("ADA") and config.looks_like_admin("A.d.a")


@pytest.mark.parametrize(
    "text, key",
    [
        ('admins = "Ada"', "net.config.admins"),
        ("admins = [1]", "net.config.admins"),
        ('admins = ["Аda"]', "net.config.admin_name"),
        ('admin = ["Ada"]', "net.config.unknown"),
        ("admins = [", "net.config.syntax"),
        ('admins = ["Ada"]\n' + "#" * 70_000, "net.config.unreadable"),
    ],
)
def test_a_configuration_that_fails_is_refused_with_the_reason(tmp_path, text, key):
    path = tmp_path / "server.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as info:
        load(path)
    assert info.value.msg.key == key
    for lang in ("en", "de"):
        assert str(path) in render(info.value.msg, lang)


@settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_any_file_is_a_configuration_or_refused(tmp_path, raw):
    path = tmp_path / "server.toml"
    path.write_bytes(raw)
    try:
        config = load(path)
    except ConfigError as exc:
        assert has_key(exc.msg.key)
        return
    assert isinstance(config, ServerConfig)


# --- at the server -------------------------------------------------------------------------------


class Hall:
    def __init__(self, path: Path, admins: tuple[str, ...] = ("Ada",)) -> None:
        self.store = SQLiteStore(path)
        self.config = ServerConfig(admins=frozenset(admins))
        self.server = GameServer(self.store, config=self.config)
        self.now = 2_000_000.0
        self.server.accounts.clock = lambda: self.now

    def person(self, name: str, address: str, registered: bool = False) -> Client:
        client = Client(FakeConnection())  # type: ignore[arg-type]
        client.address = address
        self.server.clients.add(client)
        self.server.receive(client, encode("hello", version=protocol.VERSION, name=name, lang="en"))
        if registered:
            number = self.store.create_account(name, accounts.skeleton(name), "$argon2id$none")
            account = self.store.account(accounts.skeleton(name))
            assert account is not None and account.id == number
            self.server._signed_in(client, account, "acct.logged_in")
        return client

    def send(self, client: Client, kind: str, **fields: Any) -> list[dict[str, Any]]:
        received(client)
        client.messages.tokens = protocol.BURST
        self.server.receive(client, encode(kind, n=1, **fields))
        return received(client)


def refusal(messages: list[dict[str, Any]]) -> str:
    found = [m for m in messages if m["type"] == "refused"]
    assert len(found) == 1, messages
    return msg_from_data(found[0]["reason"]).key


def test_a_connection_opens_only_so_many_tables_at_a_time(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        eve = hall.person("Eve", "10.0.0.5")
        answers = []
        for _ in range(7):
            heard = hall.send(eve, "create", game="maumau", players=2)
            answers.append("done" if {"type": "done", "n": 1} in heard else refusal(heard))
            hall.send(eve, "leave")
        assert answers == ["done"] * 5 + ["admin.create.rate"] * 2
        assert len(hall.server.tables) == 5
        # a new connection of the same person does not start afresh
        again = Client(FakeConnection())  # type: ignore[arg-type]
        again.address = "10.0.0.6"
        hall.server.clients.add(again)
        again.owner, again.name = eve.owner, "Eve"
        assert refusal(hall.send(again, "create", game="maumau", players=2)) == "admin.create.rate"
        other = hall.person("Fay", "10.0.0.5")
        assert {"type": "done", "n": 1} in hall.send(other, "create", game="maumau", players=2)

    asyncio.run(scenario())


def test_a_report_keeps_what_the_player_said_for_the_administrators(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        ada = hall.person("Ada", "10.0.0.1", registered=True)
        ben = hall.person("Ben", "10.0.0.2")
        troll = hall.person("Troll", "10.0.0.3")
        for line in ("hello", "you all stink", "'; DROP TABLE reports;--"):
            hall.send(troll, "chat", text=line, scope="lobby")
            troll.chats.tokens = protocol.CHAT_BURST
        heard = hall.send(ben, "report", player="troll", text="insults in the lobby")
        assert "admin.report.made" in [
            msg_from_data(m["msg"]).key for m in heard if m["type"] == "notice"
        ]
        assert refusal(hall.send(ben, "report", player="Nobody Here")) == "admin.no_player"
        for _ in range(2):
            hall.send(ben, "report", player="Troll")
        assert refusal(hall.send(ben, "report", player="Troll")) == "admin.report.rate"
        # only an administrator reads them
        assert refusal(hall.send(ben, "reports")) == "admin.not"
        (reports,) = [m for m in hall.send(ada, "reports") if m["type"] == "reports"]
        first = reports["rows"][-1]
        assert first[2:5] == ["Ben", "Troll", "insults in the lobby"]
        assert first[5] == "hello / you all stink / '; DROP TABLE reports;--"
        assert len(reports["rows"]) == 3 and len(hall.store.reports()) == 3

    asyncio.run(scenario())


def test_an_administrator_sends_off_and_bans_and_nobody_else_may(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        ada = hall.person("Ada", "10.0.0.1", registered=True)
        ben = hall.person("Ben", "10.0.0.2", registered=True)
        troll = hall.person("Troll", "10.0.0.3", registered=True)
        guest = hall.person("Guesty", "10.0.0.4")
        for who in (ben, guest):
            assert refusal(hall.send(who, "kick", player="Troll")) == "admin.not"
            assert refusal(hall.send(who, "ban", player="Troll", minutes=5)) == "admin.not"
        assert not troll.closed
        heard = hall.send(ada, "kick", player="guesty")
        assert "admin.kicked" in [
            msg_from_data(m["msg"]).key for m in heard if m["type"] == "notice"
        ]
        assert guest.closed and guest.close_reason[0] == 4001
        heard = hall.send(ada, "ban", player="Troll", minutes=90, text="insults", address=True)
        assert troll.closed and troll.close_reason[0] == 4001
        assert "admin.banned" in [
            msg_from_data(m["msg"]).key for m in heard if m["type"] == "notice"
        ]
        # banned (the address asked for too): the address at hello, the account at
        # login, until the time is up
        again = Client(FakeConnection())  # type: ignore[arg-type]
        again.address = "10.0.0.3"
        hall.server.receive(
            again, encode("hello", version=protocol.VERSION, name="Troll2", lang="de")
        )
        (answer,) = received(again)
        assert answer["type"] == "refused" and answer.get("fatal") is True
        reason = msg_from_data(answer["reason"])
        assert reason.key == "admin.banned.own" and reason.params["minutes"] == 90
        assert render(reason, "de") == "Du bist auf diesem Server noch 90 Minuten gesperrt."
        elsewhere = hall.person("Troll3", "10.0.9.9")
        hall.store.set_password(
            hall.store.account("troll").id, accounts.hash_password("long enough")
        )
        heard = hall.send(elsewhere, "login", name="Troll", password="long enough")
        while hall.server.working:
            await asyncio.gather(*hall.server.working, return_exceptions=True)
        heard += received(elsewhere)
        assert refusal(heard) == "admin.banned.own" and elsewhere.account is None
        hall.now += 90 * 60
        later = hall.person("Troll4", "10.0.0.3")
        assert received(later)[0]["type"] == "welcome"

    asyncio.run(scenario())


# --- with a real server --------------------------------------------------------------------------


@pytest.mark.slow
def test_with_a_real_server_a_report_is_read_and_the_player_banned(tmp_path):
    data = tmp_path / "server"
    data.mkdir()
    (data / "server.toml").write_text('admins = ["Ada"]\n')
    server = Server(data).start()
    clients: list[PlainClient] = []
    try:
        ada = PlainClient(server.url, "Ada", tmp_path / "ada")
        troll = PlainClient(server.url, "Troll", tmp_path / "troll")
        clients += [ada, troll]
        ada.out.wait_for(r"^Connected to ")
        troll.out.wait_for(r"^Connected to ")
        ada.send("register Ada", "a long secret", "a long secret")
        ada.out.wait_for(r"^Your account Ada is made")
        troll.send("say you are all losers")
        ada.out.wait_for(r"^Troll says: you are all losers$")
        ada.send("report Troll insults")
        ada.out.wait_for(r"^Your report on Troll is kept for the administrators\. Thank you\.$")
        ada.send("reports")
        ada.out.wait_for(
            r"^Report 1: Ada about Troll: insults\. Troll last said: you are all losers$"
        )
        troll.send("kick Ada")
        troll.out.wait_for(r"^Only an administrator of this server may do that\.$")
        ada.send("ban Troll 10")
        ada.out.wait_for(r"^Troll is banned for 10 minutes\.$")
        troll.out.wait_for(r"^An administrator sent you off the server\.$")
        troll.out.wait_for(r"^The server closed the connection: an administrator sent you off$")
        troll.send("quit")
        assert troll.end(30) == 0
        # the same address comes back: refused, with how long
        back = PlainClient(server.url, "Troll", tmp_path / "troll")
        clients.append(back)
        back.out.wait_for(r"You are banned from this server for 10 more minutes\.")
        assert back.end(30) != 0
    finally:
        for client in clients:
            client.kill()
        server.stop()


# --- hostile text in every text field ------------------------------------------------------------

HOSTILE = [
    "'; DROP TABLE accounts;--",
    "Robert'); DELETE FROM sessions;--",
    '" OR 1=1 --',
    "%s%n%x",
    "\u0000\u0001\u001b[2J",
    "a\u202eb",
    "{name}",
    "<script>alert(1)</script>",
    "\\x00",
    "x" * 500,
]

#: every text field a client can send, with the other fields of its message
TEXT_FIELDS = [
    ("register", "name", {"password": "long enough"}),
    ("register", "password", {"name": "Zed"}),
    ("login", "name", {"password": "long enough"}),
    ("login", "password", {"name": "Ada"}),
    ("password", "old", {"new": "long enough"}),
    ("password", "new", {"old": "long enough"}),
    ("chat", "text", {"scope": "lobby"}),
    ("report", "player", {}),
    ("report", "text", {"player": "Ada"}),
    ("kick", "player", {}),
    ("ban", "player", {"minutes": 5}),
    ("ban", "text", {"player": "Nobody", "minutes": 5}),
    ("create", "game", {"players": 2}),
    ("act", "text", {}),
    ("ranking", "game", {}),
]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.sampled_from(TEXT_FIELDS), st.sampled_from(HOSTILE) | st.text(max_size=80))
def test_hostile_text_in_any_field_is_refused_or_taken_as_plain_text(tmp_path_factory, where, text):
    kind, field, others = where

    async def scenario() -> None:
        hall = Hall(tmp_path_factory.mktemp("store") / "server.sqlite3")
        ada = hall.person("Ada", "10.0.0.1", registered=True)
        ada.said = ["earlier"]
        hall.store.set_password(ada.account.id, accounts.hash_password("long enough"))
        eve = hall.person("Eve", "10.0.0.2")
        accounts_before = [a for a in ("ada", "eve") if hall.store.account(a)]
        sender = ada if kind in ("password", "kick", "ban") else eve
        heard = hall.send(sender, kind, **{**others, field: text})
        while hall.server.working:
            await asyncio.gather(*hall.server.working, return_exceptions=True)
        heard += received(sender)
        for message in heard:
            if message["type"] == "refused":
                assert (
                    has_key(msg_from_data(message["reason"]).key)
                    and msg_from_data(message["reason"]).key != "net.unreadable"
                )
        # the file is whole, its tables all there, the accounts as they were (or one more)
        db = hall.store._db
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        names = {
            row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        assert {
            "tables",
            "actions",
            "accounts",
            "sessions",
            "rankings",
            "ranked",
            "bans",
            "reports",
        } <= names
        assert all(hall.store.account(a) for a in accounts_before)
        assert hall.store.banned("address", "10.0.0.1", hall.now) is None, (
            "nobody banned the administrator"
        )
        hall.server.accounts.close()
        hall.store.close()

    asyncio.run(scenario())


def test_the_connections_of_one_address_share_a_limit_and_this_machine_has_none(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")

        def refused_pings(address: str) -> int:
            people = [hall.person(f"P{address[-1]}x{i}", address) for i in range(4)]
            refused = 0
            for _ in range(
                150
            ):  # each connection within its own limit (refilled), together over the address's
                for client in people:
                    client.messages.tokens = (
                        protocol.BURST
                    )  # within its own limit, and its person's
                    hall.server.person_messages.buckets.clear()
                    hall.server.receive(client, encode("ping", n=1))
                    refused += sum(m["type"] == "refused" for m in received(client))
            return refused

        assert refused_pings("10.0.0.7") >= 100
        assert refused_pings("127.0.0.1") == 0
        # tables too: many people of one address
        opened = []
        for i in range(25):
            maker = hall.person(f"Maker{i}", "10.0.0.8")
            heard = hall.send(maker, "create", game="maumau", players=2)
            opened.append({"type": "done", "n": 1} in heard)
        assert opened.count(True) == 20 and refusal(heard) == "admin.create.rate"

    asyncio.run(scenario())


def test_the_connections_of_one_person_share_a_limit(tmp_path):
    async def scenario() -> None:
        hall = Hall(tmp_path / "server.sqlite3")
        first = hall.person("Ida", "10.0.1.1")
        others = []
        for number in range(3):  # more connections of the same guest token
            client = Client(FakeConnection())  # type: ignore[arg-type]
            client.address = f"10.0.1.{number + 2}"
            client.owner, client.name = first.owner, "Ida"
            hall.server.clients.add(client)
            others.append(client)
        refused = 0
        for _ in range(60):
            for client in (first, *others):
                client.messages.tokens = protocol.BURST  # each connection within its own limit
                hall.server.receive(client, encode("ping", n=1))
                refused += sum(m["type"] == "refused" for m in received(client))
        assert refused >= 60, "four connections of one person together are held to twice one's rate"
        stranger = hall.person("Jo", "10.0.1.9")
        received(stranger)
        hall.server.receive(stranger, encode("ping", n=1))
        assert [m["type"] for m in received(stranger)] == ["pong", "done"]

    asyncio.run(scenario())


@pytest.mark.slow
def test_with_a_real_server_wrong_passwords_slow_down_and_tables_are_limited(tmp_path):
    server = Server(tmp_path / "server").start()
    clients: list[PlainClient] = []
    try:
        ann = PlainClient(server.url, "Ann", tmp_path / "ann")
        eve = PlainClient(server.url, "Eve", tmp_path / "eve")
        clients += [ann, eve]
        ann.send("register Ann", "a long secret", "a long secret")
        ann.out.wait_for(r"^Your account Ann is made")
        for attempt in range(accounts.FREE_FAILURES + 1):
            eve.send("login Ann", f"guess number {attempt}")
            eve.out.wait_for(r"^Wrong name or password\.$")
        # the next try, right away: the account waits a little now, the right password too
        eve.send("login Ann", "a long secret")
        eve.out.wait_for(
            rf"^Too many wrong passwords for this name: wait "
            rf"{int(accounts.lock_seconds(accounts.FREE_FAILURES + 1))} seconds, then try again\.$"
        )
        # and this connection has tried its five times at once
        eve.send("login Ann", "a long secret")
        eve.out.wait_for(
            r"^Too many logins from this connection or address; wait a minute, then try again\.$"
        )
        # opening tables: five at once, then one every half minute
        for _number in range(6):
            ann.send("create maumau", "leave")
        for _number in range(5):
            ann.out.wait_for(r"^Table \d+ made")
        ann.out.wait_for(r"^You opened many tables just now; wait a minute before the next\.$")
        for client in clients:
            client.send("quit")
            assert client.end(30) == 0
    finally:
        for client in clients:
            client.kill()
        server.stop()
    for client in clients:
        text = "\n".join(client.out.lines)
        assert (
            "a long secret" not in text and "guess number" not in text and "Traceback" not in text
        )
