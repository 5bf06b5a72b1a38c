"""Accounts: names and their look-alikes, passwords kept only as argon2
hashes, sessions, the slowing and locking of wrong passwords, guests, and
every refusal with its reason and nothing changed. The server's part runs
in its real event loop with the real SQLite store and real argon2 hashing;
the connections are stand-ins whose queued messages the tests read."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.boundary.text import clean
from accessible_games.core.messages import has_key, render
from accessible_games.net import protocol
from accessible_games.net.protocol import encode, msg_from_data
from accessible_games.net.server import accounts
from accessible_games.net.server.accounts import AccountError, check_name, check_password, skeleton
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import MemoryStore, NameTaken, SQLiteStore, Store

from .fakes import FakeConnection, received

# --- names -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name", ["Anna", "Jörg", "Zoë", "Anne-Marie", "Dr. Who", "P0_1", "Łukasz", "ab"]
)
def test_names_of_letters_digits_and_single_separators_are_accepted(name):
    assert check_name(name) == name
    assert check_name(f"  {name} ") == name, "spaces around a name are left out"


@pytest.mark.parametrize(
    "name, key",
    [
        ("", "acct.name.empty"),
        ("   ", "acct.name.empty"),
        ("A", "acct.name.length"),
        ("x" * 25, "acct.name.length"),
        ("1Anna", "acct.name.start"),
        ("-Anna", "acct.name.start"),
        ("Anna--B", "acct.name.separators"),
        ("Anna_", "acct.name.separators"),
        ("A- B", "acct.name.separators"),
        ("Аnna", "acct.name.char"),  # a Cyrillic A
        ("Bob'; DROP TABLE x;--", "acct.name.char"),
        ("An\u0000na", "acct.name.char"),
        ("An\u202ena", "acct.name.char"),
        ("Anna😀", "acct.name.char"),
    ],
)
def test_other_names_are_refused_with_their_reason(name, key):
    with pytest.raises(AccountError) as info:
        check_name(name)
    assert info.value.msg.key == key
    for lang in ("en", "de"):
        assert "{" not in render(info.value.msg, lang)


@pytest.mark.parametrize(
    "one, other",
    [
        ("Anna", "ANNA"),
        ("Anna", "anna"),
        ("Jörg", "Jorg"),
        ("Anne-Marie", "Anne Marie"),
        ("Anne-Marie", "AnneMarie"),
        ("Bob0", "Bobo"),
        ("Lil", "L1l"),
        ("Lil", "LiI"),
        ("Martin", "rnartin"),
        ("Weber", "VVeber"),
        ("Strauß", "Strauss"),
        ("Søren", "Soren"),
    ],
)
def test_names_that_look_alike_have_one_skeleton(one, other):
    assert skeleton(check_name(one)) == skeleton(check_name(other))


def test_different_names_have_different_skeletons():
    names = ["Anna", "Anne", "Ben", "Bernd", "Marta", "Martha", "Lena", "Leon", "Eva", "Ava"]
    assert len({skeleton(n) for n in names}) == len(names)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_a_name_or_refused_with_a_reason(text):
    try:
        name = check_name(text)
    except AccountError as exc:
        assert has_key(exc.msg.key)
        return
    assert accounts.NAME_MIN <= len(name) <= accounts.NAME_MAX
    assert all(c.isalnum() or c in " -._" for c in name)
    assert skeleton(name) == skeleton(check_name(name.upper())) or not check_upper_ok(name)


def check_upper_ok(name: str) -> bool:
    try:
        check_name(name.upper())
        return True
    except AccountError:
        return False


def test_passwords_have_their_length_and_are_not_the_name():
    assert check_password("a good secret", "Anna") == "a good secret"
    for bad, key in (
        ("short", "acct.password.length"),
        ("x" * 129, "acct.password.length"),
        ("ANNA", "acct.password.length"),
        ("Anna-123", None),
    ):
        if key is None:
            check_password(bad, "Anna")
            continue
        with pytest.raises(AccountError) as info:
            check_password(bad, "Anna")
        assert info.value.msg.key == key
    with pytest.raises(AccountError) as info:
        check_password("Annabell", "Anna.bell")
    assert info.value.msg.key == "acct.password.name"


def test_a_password_is_kept_as_an_argon2id_hash_only():
    hashed = accounts.hash_password("correct horse")
    assert hashed.startswith("$argon2id$") and "correct horse" not in hashed
    assert accounts.verify_password(hashed, "correct horse")
    assert not accounts.verify_password(hashed, "correct hors")
    assert not accounts.verify_password("not a hash", "correct horse")
    assert not accounts.needs_rehash(hashed) and accounts.needs_rehash("not a hash")
    assert accounts.hash_password("correct horse") != hashed, "each hash has its own salt"


def test_failed_logins_cost_nothing_at_first_then_more_then_lock():
    waits = [accounts.lock_seconds(n) for n in range(0, 12)]
    assert waits[: accounts.FREE_FAILURES + 1] == [0.0] * (accounts.FREE_FAILURES + 1)
    growing = waits[accounts.FREE_FAILURES + 1 : accounts.LOCK_AFTER]
    assert growing == sorted(growing) and growing[0] > 0 and max(growing) <= 60
    assert waits[accounts.LOCK_AFTER :] == [accounts.LOCK_SECONDS] * (12 - accounts.LOCK_AFTER)


# --- the store ------------------------------------------------------------------------------------


def stores(tmp_path: Path) -> list[Store]:
    return [MemoryStore(), SQLiteStore(tmp_path / "server.sqlite3")]


def test_both_stores_keep_accounts_and_sessions_alike(tmp_path):
    for store in stores(tmp_path):
        number = store.create_account("Anna", "anna", "$argon2id$x")
        with pytest.raises(NameTaken):
            store.create_account("ANNA", "anna", "$argon2id$y")
        found = store.account("anna")
        assert found is not None and (found.id, found.name, found.hash) == (
            number,
            "Anna",
            "$argon2id$x",
        )
        store.add_session("k1", number, 100.0)
        store.add_session("k2", number, 100.0)
        assert store.session("k1", 99.0).name == "Anna"
        assert store.session("k1", 100.0) is None, "expired"
        assert store.session("k1", 50.0) is None, "an expired session is forgotten"
        store.drop_session("k2")
        assert store.session("k2", 1.0) is None
        store.add_session("k3", number, 100.0)
        store.set_password(number, "$argon2id$z")
        assert store.session("k3", 1.0) is None, "a new password ends every session"
        store.set_failures(number, 4, 77.0)
        found = store.account("anna")
        assert (found.hash, found.failures, found.locked_until) == ("$argon2id$z", 4, 77.0)
        assert store.account("ben") is None
        store.close()


def test_a_store_of_the_first_layout_is_brought_up_to_date_and_keeps_its_tables(tmp_path):
    from accessible_games.net.server import store as store_module

    path = tmp_path / "server.sqlite3"
    db = sqlite3.connect(path)  # a file as the program of layout 1 wrote it
    db.execute("PRAGMA journal_mode = WAL")
    for statement in store_module._SCHEMA:
        db.execute(statement)
    db.execute(
        """INSERT INTO "tables" """
        """(id, game, options, seed, players, seats, status, creator, created)"""
        """ VALUES (1, 'maumau', '{}', 5, 2, ?, 'playing', NULL, 1.0)""",
        (
            '[{"kind":"empty","name":"","level":null,"owner":null},'
            '{"kind":"empty","name":"","level":null,"owner":null}]',
        ),
    )
    db.execute("INSERT INTO actions (table_id, number, seat, text) VALUES (1, 1, 0, 'draw')")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    again = SQLiteStore(path)
    assert again.read_log(1) == [(0, "draw")]
    assert again.table(1).competitive is False and again.table(1).status == "playing"
    number = again.create_account("Anna", "anna", "$argon2id$x")
    again.close()
    last = SQLiteStore(path)
    assert last.account("anna").id == number
    assert (
        sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0]
        == store_module.SCHEMA_VERSION
    )
    last.close()


# --- at the server -----------------------------------------------------------------------------


class Desk:
    """A server with its real store file, and connections made by name."""

    def __init__(self, path: Path) -> None:
        self.store = SQLiteStore(path)
        self.server = GameServer(self.store)
        self.now = 1_000_000.0
        self.server.accounts.clock = lambda: self.now
        # the limits' buckets refill only when the test moves the clock on
        # (a slow password check on a busy machine refills nothing)
        self.server.accounts.logins.clock = lambda: self.now
        self.server.accounts.registrations.clock = lambda: self.now

    def connect(self, name: str, address: str = "10.0.0.1", **hello: Any) -> Client:
        client = Client(FakeConnection())  # type: ignore[arg-type]
        client.address = address
        self.server.clients.add(client)
        self.server.receive(
            client, encode("hello", version=protocol.VERSION, name=name, lang="en", **hello)
        )
        return client

    async def ask(self, client: Client, kind: str, **fields: Any) -> list[dict[str, Any]]:
        """A request, answered (done or refused) once any password is checked."""
        client.messages.tokens = protocol.BURST
        self.server.receive(client, encode(kind, n=9, **fields))
        while self.server.working:
            await asyncio.gather(*self.server.working, return_exceptions=True)
        return received(client)

    def close(self) -> None:
        self.server.accounts.close()
        self.store.close()


def answer(messages: list[dict[str, Any]]) -> dict[str, Any]:
    found = [m for m in messages if m["type"] in ("done", "refused")]
    assert len(found) == 1, messages
    return found[0]


def refusal(messages: list[dict[str, Any]]) -> str:
    found = answer(messages)
    assert found["type"] == "refused", messages
    return msg_from_data(found["reason"]).key


def said(messages: list[dict[str, Any]]) -> list[str]:
    return [msg_from_data(m["msg"]).key for m in messages if m["type"] == "notice"]


def test_register_log_out_and_in_again_with_the_password_and_with_the_session(tmp_path):
    async def scenario() -> None:
        desk = Desk(tmp_path / "server.sqlite3")
        anna = desk.connect("Anna")
        welcome = received(anna)[0]
        assert (
            welcome["type"] == "welcome" and welcome["guest"] is True and welcome["name"] == "Anna"
        )
        heard = await desk.ask(anna, "register", name="Anna", password="a long secret")
        assert answer(heard)["type"] == "done"
        (account,) = [m for m in heard if m["type"] == "account"]
        assert (
            account["name"] == "Anna"
            and account["guest"] is False
            and len(account["session"]) >= 32
        )
        assert "acct.registered" in said(heard)
        stored = desk.store.account("anna")
        assert stored.hash.startswith("$argon2id$") and "a long secret" not in stored.hash
        raw = (tmp_path / "server.sqlite3").read_bytes() + b"".join(
            p.read_bytes() for p in tmp_path.glob("server.sqlite3-*")
        )
        assert b"a long secret" not in raw and account["session"].encode() not in raw, (
            "no secret in the file"
        )

        # the session brings her back without the password, as herself
        again = desk.connect("Anna", session=account["session"])
        welcome = received(again)[0]
        assert welcome["guest"] is False and welcome["name"] == "Anna"
        assert again.owner == anna.owner == "account:1"

        # a session in use stays good: thirty days after its last use, not its making
        desk.now += accounts.SESSION_SECONDS - 60
        assert received(desk.connect("Anna", session=account["session"]))[0]["guest"] is False
        desk.now += accounts.SESSION_SECONDS - 60
        assert received(desk.connect("Anna", session=account["session"]))[0]["guest"] is False
        # logging out ends that session: it is refused later
        heard = await desk.ask(again, "logout")
        assert answer(heard)["type"] == "done" and "acct.logged_out" in said(heard)
        assert again.account is None and again.name != "Anna", (
            "a guest cannot keep the account's name"
        )
        third = desk.connect("Anna", session=account["session"])
        heard = received(third)
        assert heard[0]["guest"] is True and "acct.session.ended" in said(heard)
        assert third.name == "Guest 1" or third.name.startswith("Guest"), third.name
        assert "acct.guest.renamed" in said(heard)

        # and the password logs in from anywhere
        heard = await desk.ask(third, "login", name="anna", password="a long secret")
        assert answer(heard)["type"] == "done" and "acct.logged_in" in said(heard)
        assert third.name == "Anna" and third.owner == "account:1"
        desk.close()

    asyncio.run(scenario())


def test_wrong_passwords_slow_down_then_lock_and_a_right_one_clears_them(tmp_path):
    async def scenario() -> None:
        desk = Desk(tmp_path / "server.sqlite3")
        desk.store.create_account("Anna", "anna", accounts.hash_password("a long secret"))
        keys = []
        for attempt in range(accounts.LOCK_AFTER):
            eve = desk.connect(
                f"Eve{attempt}", address=f"10.0.1.{attempt}"
            )  # fresh connection and address
            received(eve)
            keys.append(
                refusal(await desk.ask(eve, "login", name="Anna", password=f"guess {attempt}"))
            )
            if attempt < accounts.LOCK_AFTER - 1:
                desk.now += accounts.lock_seconds(attempt + 1)  # waits out each pause
        assert keys == ["acct.login.wrong"] * accounts.LOCK_AFTER
        assert desk.store.account("anna").failures == accounts.LOCK_AFTER
        # locked: even the right password is refused, with the minutes left
        anna = desk.connect("Ann", address="10.0.2.1")
        received(anna)
        heard = await desk.ask(anna, "login", name="Anna", password="a long secret")
        assert refusal(heard) == "acct.login.locked"
        assert msg_from_data(answer(heard)["reason"]).params["count"] == 15
        assert anna.account is None
        desk.now += accounts.LOCK_SECONDS
        heard = await desk.ask(anna, "login", name="Anna", password="a long secret")
        assert answer(heard)["type"] == "done"
        assert desk.store.account("anna").failures == 0
        desk.close()

    asyncio.run(scenario())


def test_a_pause_after_wrong_passwords_is_said_in_seconds(tmp_path):
    async def scenario() -> None:
        desk = Desk(tmp_path / "server.sqlite3")
        desk.store.create_account("Anna", "anna", accounts.hash_password("a long secret"))
        for attempt in range(accounts.FREE_FAILURES + 1):
            eve = desk.connect(f"Eve{attempt}", address=f"10.0.1.{attempt}")
            received(eve)
            assert (
                refusal(await desk.ask(eve, "login", name="Anna", password="nope nope"))
                == "acct.login.wrong"
            )
        eve = desk.connect("Eve9", address="10.0.3.1")
        received(eve)
        heard = await desk.ask(eve, "login", name="Anna", password="a long secret")
        assert refusal(heard) == "acct.login.wait"
        assert msg_from_data(answer(heard)["reason"]).params["count"] == accounts.lock_seconds(
            accounts.FREE_FAILURES + 1
        )
        desk.close()

    asyncio.run(scenario())


def test_a_connection_and_an_address_may_try_only_so_often(tmp_path):
    async def scenario() -> None:
        desk = Desk(tmp_path / "server.sqlite3")
        eve = desk.connect("Eve")
        received(eve)
        keys = [
            refusal(await desk.ask(eve, "login", name=f"Nobody{i}", password="whatever"))
            for i in range(7)
        ]
        assert keys[:5] == ["acct.login.wrong"] * 5 and keys[5:] == ["acct.login.rate"] * 2
        # new connections from one address: its own limit
        keys = []
        for i in range(25):
            other = desk.connect(f"Mallory{i}", address="10.9.9.9")
            received(other)
            keys.append(refusal(await desk.ask(other, "login", name="Nobody", password="whatever")))
        assert keys.count("acct.login.rate") >= 5 and keys[0] == "acct.login.wrong"
        # and new accounts from one address
        keys = []
        for i in range(5):
            other = desk.connect(f"Newbie{i}", address="10.8.8.8")
            received(other)
            keys.append(
                answer(
                    await desk.ask(other, "register", name=f"Newbie{i}", password="long enough")
                )["type"]
            )
        assert keys == ["done"] * 3 + ["refused"] * 2
        desk.close()

    asyncio.run(scenario())


def test_changing_the_password_ends_the_other_sessions(tmp_path):
    async def scenario() -> None:
        desk = Desk(tmp_path / "server.sqlite3")
        anna = desk.connect("Anna")
        received(anna)
        first = [
            m
            for m in await desk.ask(anna, "register", name="Anna", password="first secret")
            if m["type"] == "account"
        ][0]["session"]
        assert (
            refusal(await desk.ask(anna, "password", old="wrong one", new="second secret"))
            == "acct.password.old_wrong"
        )
        assert (
            refusal(await desk.ask(anna, "password", old="first secret", new="short"))
            == "acct.password.length"
        )
        heard = await desk.ask(anna, "password", old="first secret", new="second secret")
        assert answer(heard)["type"] == "done" and "acct.password.changed" in said(heard)
        second = [m for m in heard if m["type"] == "account"][0]["session"]
        assert second != first
        assert received(desk.connect("Anna", session=first))[0]["guest"] is True
        assert received(desk.connect("Anna", session=second))[0]["guest"] is False
        other = desk.connect("Ben")
        received(other)
        assert (
            refusal(await desk.ask(other, "login", name="Anna", password="first secret"))
            == "acct.login.wrong"
        )
        assert (
            answer(await desk.ask(other, "login", name="Anna", password="second secret"))["type"]
            == "done"
        )
        desk.close()

    asyncio.run(scenario())


def test_names_taken_by_an_account_or_a_player_here(tmp_path):
    async def scenario() -> None:
        desk = Desk(tmp_path / "server.sqlite3")
        desk.store.create_account("Anna", "anna", accounts.hash_password("a long secret"))
        ben = desk.connect("Ben")
        received(ben)
        # a guest who gives an account's name (or a look-alike) plays as a numbered guest
        for wanted in ("anna", "ANNA", "Ánna"):
            guest = desk.connect(wanted)
            heard = received(guest)
            assert heard[0]["name"].startswith("Guest ") and "acct.guest.renamed" in said(heard)
        # and so does one who gives the name of a player connected now
        assert received(desk.connect("BEN"))[0]["name"].startswith("Guest ")
        # no account of a name taken: by an account, or by another player here
        cid = desk.connect("Cid")
        received(cid)
        for name in ("ANNA", "Anna", "Ben", "B.e.n"):
            assert refusal(await desk.ask(cid, "register", name=name, password="long enough")) in (
                "acct.name.taken",
                "acct.name.separators",
            )
        assert (
            refusal(await desk.ask(cid, "register", name="Аnna", password="long enough"))
            == "acct.name.char"
        )
        assert (
            refusal(
                await desk.ask(
                    cid, "register", name="Bob'; DROP TABLE x;--", password="long enough"
                )
            )
            == "acct.name.char"
        )
        assert len(desk.store.tables()) == 0 and desk.store.account("anna") is not None
        desk.close()

    asyncio.run(scenario())


def test_guests_are_marked_in_the_lobby(tmp_path):
    async def scenario() -> None:
        desk = Desk(tmp_path / "server.sqlite3")
        anna, ben = desk.connect("Anna"), desk.connect("Ben")
        await desk.ask(anna, "register", name="Anna", password="a long secret")
        await desk.ask(anna, "create", game="maumau", players=2, options={"quick": True})
        received(ben)
        await desk.ask(ben, "join", table=1)
        seats = desk.server.tables[1].info()["seats"]
        assert [(s["name"], s["guest"]) for s in seats] == [("Anna", False), ("Ben", True)]
        desk.close()

    asyncio.run(scenario())


account_texts = st.one_of(
    st.text(max_size=50),
    st.sampled_from(
        [
            "'; DROP TABLE accounts;--",
            "Robert'); --",
            "\u0000",
            "a\u202eb",
            "x" * 300,
            "Anna\r\nBen",
            "%s%s%s",
            "{name}",
            "<script>",
        ]
    ),
)


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(
        st.tuples(st.sampled_from(["register", "login"]), account_texts, account_texts), max_size=4
    )
)
def test_any_name_and_password_are_registered_or_refused_with_a_reason(tmp_path_factory, attempts):
    async def scenario() -> None:
        desk = Desk(tmp_path_factory.mktemp("store") / "server.sqlite3")
        for index, (kind, name, password) in enumerate(attempts):
            client = desk.connect(f"Tester{index}", address=f"10.1.1.{index}")
            received(client)
            client.messages.tokens = protocol.BURST
            desk.server.receive(client, encode(kind, name=name, password=password, n=1))
            while desk.server.working:
                await asyncio.gather(*desk.server.working, return_exceptions=True)
            heard = received(client)
            found = answer(heard)
            if found["type"] == "refused":
                key = msg_from_data(found["reason"]).key
                assert key != "net.unreadable" and has_key(key)
                assert client.account is None
            else:
                assert kind == "register" and client.account is not None
                assert client.account.name == check_name(clean(name)), (
                    "the name as the boundary cleaned it"
                )
        desk.close()

    asyncio.run(scenario())
