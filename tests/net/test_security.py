"""Attacks of a hostile client against a real server process (``serve`` on
loopback, raw protocol messages through tests/net/raw.py), kept as
regression tests. Each names the hole it closes (docs/security.md)."""

from __future__ import annotations

import asyncio

import pytest

from accessible_games.net import accounts, protocol

from .processes import Server
from .raw import Raw, refused

pytestmark = pytest.mark.slow

SECRET = "Nachtzug9"


@pytest.fixture
def server(tmp_path):
    found = Server(tmp_path / "server").start()
    yield found
    found.stop()


async def registered(url: str, name: str, password: str = SECRET) -> None:
    raw = await Raw.open(url, name)
    try:
        assert refused(await raw.ask("register", name=name, password=password)) is None
    finally:
        await raw.close()


# --- 4. parallel guesses meet the lock as guesses one after the other -------------------------


def test_guesses_sent_at_once_are_counted_one_after_the_other(server):
    """Sixteen connections guess an account's password at once, five
    times each: no more passwords are checked than the lock allows, and
    the right password is then refused too."""

    async def scenario() -> None:
        await registered(server.url, "Vera")
        guessers = [await Raw.open(server.url, f"Eve{i}") for i in range(16)]

        async def guess(raw: Raw) -> list[str | None]:
            return [
                refused(await raw.ask("login", name="Vera", password=f"guess{raw.n}x"))
                for _ in range(5)
            ]

        answers = [key for keys in await asyncio.gather(*map(guess, guessers)) for key in keys]
        checked = answers.count("acct.login.wrong")
        assert checked <= accounts.LOCK_AFTER, answers
        assert set(answers) <= {"acct.login.wrong", "acct.login.wait", "acct.login.locked"}
        honest = await Raw.open(server.url, "Vera2")
        assert refused(await honest.ask("login", name="Vera", password=SECRET)) in (
            "acct.login.wait",
            "acct.login.locked",
        )
        for raw in [*guessers, honest]:
            await raw.close()

    asyncio.run(scenario())


# --- 5. a login flood leaves the honest logins their turn ---------------------------------------


def test_a_flood_of_logins_to_no_account_blocks_no_honest_login(server):
    """Forty connections log in to a name that does not exist, again and
    again; meanwhile eight players log in to their accounts: every one of
    them is let in, none is told the server is busy."""

    async def scenario() -> None:
        people = [f"Honest{i}" for i in range(8)]
        for name in people:
            await registered(server.url, name)
        flood = [await Raw.open(server.url, f"Flood{i}") for i in range(40)]
        honest = [await Raw.open(server.url, f"{name}x") for name in people]

        async def flooding(raw: Raw) -> list[str | None]:
            return [
                refused(await raw.ask("login", name="Nobody", password="guess")) for _ in range(5)
            ]

        async def logging_in(raw: Raw, name: str) -> str | None:
            await asyncio.sleep(0)  # the flood's first requests are sent first
            return refused(await raw.ask("login", name=name, password=SECRET))

        results = await asyncio.gather(
            *map(flooding, flood), *(logging_in(r, n) for r, n in zip(honest, people, strict=True))
        )
        flood_answers = [key for keys in results[:40] for key in keys]
        assert set(flood_answers) <= {"acct.login.wrong", "acct.login.rate"}, flood_answers
        assert results[40:] == [None] * 8, results[40:]
        for raw in [*flood, *honest]:
            await raw.close()

    asyncio.run(scenario())


# --- 6. logging out, or a new password, ends the session on every connection ---------------


def test_logging_out_ends_the_session_on_every_connection(server):
    """Vera's session token used by a second connection: when she logs out
    on the first, the second is told why and is a guest again: the
    account's own record is no longer its to read."""

    async def scenario() -> None:
        first = await Raw.open(server.url, "Vera")
        assert refused(await first.ask("register", name="Vera", password=SECRET)) is None
        account = await first.first(lambda m: m.type == "account")
        second = await Raw.open(server.url, "Vera", session=account.get("session"))
        assert second.welcome is not None and second.welcome.get("guest") is False
        assert refused(await first.ask("logout")) is None
        ended = await second.until(lambda m: m.type == "account")
        assert ended.get("guest") is True and ended.get("session") is None
        notices = [m for m in second.heard if m.type == "notice"]
        assert any(m.get("msg", {}).get("key") == "acct.session.ended.elsewhere" for m in notices)
        assert refused(await second.ask("record")) == "acct.not_logged_in"
        for raw in (first, second):
            await raw.close()

    asyncio.run(scenario())


def test_a_new_password_ends_the_other_connections_sessions(server):
    async def scenario() -> None:
        await registered(server.url, "Vera")
        phone, desk = await Raw.open(server.url, "V1"), await Raw.open(server.url, "V2")
        for raw in (phone, desk):
            assert refused(await raw.ask("login", name="Vera", password=SECRET)) is None
        answer = await phone.ask("password", old=SECRET, new="Morgenzug7")
        assert refused(answer) is None
        ended = await desk.until(lambda m: m.type == "account")
        assert ended.get("guest") is True
        still = [m for m in phone.heard if m.type == "account"][-1]
        assert still.get("guest") is False  # the one that changed it stays logged in
        for raw in (phone, desk):
            await raw.close()

    asyncio.run(scenario())


# --- 7. an administrator's name and its look-alikes are theirs alone -------------------------


def test_an_administrators_name_cannot_be_taken_by_a_look_alike(tmp_path):
    data = tmp_path / "server"
    data.mkdir()
    (data / "server.toml").write_text('admins = ["Boss"]\n', encoding="utf-8")
    server = Server(data).start()

    async def scenario() -> None:
        mallory = await Raw.open(server.url, "Mallory")
        for fake in ("B.o.s.s", "BOSS", "B0ss"):
            assert refused(await mallory.ask("register", name=fake, password=SECRET)) == (
                "acct.name.taken"
            ), fake
        assert refused(await mallory.ask("reports")) == "admin.not"
        guest = await Raw.open(server.url, "B.o.s.s")  # a guest may not be called so either
        assert guest.welcome is not None and guest.welcome.get("name") != "B.o.s.s"
        boss = await Raw.open(server.url, "Boss")
        assert refused(await boss.ask("register", name="Boss", password=SECRET)) is None
        assert refused(await boss.ask("reports")) is None
        for raw in (mallory, guest, boss):
            await raw.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# --- 12. the smaller ones ----------------------------------------------------------------------


def test_a_refusal_for_the_rate_names_its_request(tmp_path):
    server = Server(tmp_path / "server", rate=5).start()

    async def scenario() -> None:
        raw = await Raw.open(server.url, "Quick")
        for n in range(1, 16):
            await raw.ws.send(protocol.encode("ping", n=n))
        answers = [await raw.until(lambda m: m.type in ("done", "refused")) for _ in range(15)]
        limited = [m for m in answers if m.type == "refused"]
        assert limited, answers
        assert all(refused(m) == "net.rate" and isinstance(m.get("n"), int) for m in limited)
        assert sorted(m.get("n") for m in answers) == list(range(1, 16))
        await raw.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_a_binary_frame_is_refused_not_read(server):
    async def scenario() -> None:
        raw = await Raw.open(server.url, "Bytes")
        await raw.ws.send(protocol.encode("ping", n=1).encode("utf-8"))
        answer = await raw.until(lambda m: m.type in ("done", "refused"))
        assert refused(answer) == "net.binary"
        assert refused(await raw.ask("ping")) is None  # the connection goes on
        await raw.close()

    asyncio.run(scenario())


def test_no_account_is_called_like_a_guest(server):
    async def scenario() -> None:
        raw = await Raw.open(server.url, "Someone")
        for name in ("Guest 1", "Gast 12", "G.u.e.s.t 3"):
            assert refused(await raw.ask("register", name=name, password=SECRET)) == (
                "acct.name.guest"
            ), name
        await raw.close()

    asyncio.run(scenario())


# --- 1. no option from a client names a file on the server -------------------------------------


def test_a_deck_file_from_a_client_is_refused_unread(server, tmp_path):
    """A client asks for a Logomachy table dealt from a file of the
    server's: refused with the reason, the same for a path that exists, a
    folder and one that does not; nothing of the file reaches anyone."""
    secret = tmp_path / "secret.deck"
    secret.write_text("red 1 2 3\n", encoding="utf-8")

    async def scenario() -> None:
        raw = await Raw.open(server.url, "Mallory")
        answers = []
        for path in (str(secret), str(tmp_path), str(tmp_path / "none.deck"), "/etc/hostname"):
            answer = await raw.ask(
                "create", game="logomachy", players=2, options={"deck_file": path}
            )
            answers.append(answer)
            assert refused(answer) == "core.option.local", answer
        # the same answer whatever the path: nothing told about the file
        assert len({str(a.get("reason")) for a in answers}) == 1
        answer = await raw.ask("tables")
        assert refused(answer) is None
        listed = [m for m in raw.heard if m.type == "tables"][-1]
        assert "deck" not in str(listed.get("tables")).replace("deck_file': None", "")
        await raw.close()

    asyncio.run(scenario())


# --- 2. a server met with an authority's certificate is never trusted on first use ----------


def test_a_self_signed_stand_in_for_an_authoritys_server_gets_nothing(tmp_path, monkeypatch):
    """A client met the server with a certificate its authority vouches
    for; a stand-in with a self-signed certificate on the same address is
    refused like a changed certificate, during the TLS handshake: no byte
    (no hello, no token) reaches it."""
    import ssl

    import trustme

    from accessible_games.net import tls
    from accessible_games.net.client import CertificateChanged, NetClient

    ca = trustme.CA()
    issued = ca.issue_cert("127.0.0.1", "localhost")
    cert, key, trusted = tmp_path / "cert.pem", tmp_path / "key.pem", tmp_path / "ca.pem"
    issued.cert_chain_pems[0].write_to_path(str(cert))
    issued.private_key_pem.write_to_path(str(key))
    ca.cert_pem.write_to_path(str(trusted))
    monkeypatch.setenv("SSL_CERT_FILE", str(trusted))
    known = tmp_path / "known"
    real = Server(tmp_path / "real", args=("--tls-cert", str(cert), "--tls-key", str(key))).start()
    port = int(real.url.rsplit(":", 1)[1])
    said: list = []
    client = NetClient(real.url, "Ann", "en", lambda m: None, said.append, known=known)
    try:
        client.open()
        client.close()
    finally:
        real.stop()
    assert not [m for m in said if m.key == "net.tls.first_contact"]

    fake = Server(tmp_path / "fake", port=port, args=("--tls", "self-signed")).start()
    sent: list[bytes] = []
    real_sendall, real_send = ssl.SSLSocket.sendall, ssl.SSLSocket.send

    def sendall(self, data, *args):
        sent.append(bytes(data))
        return real_sendall(self, data, *args)

    def send(self, data, *args):
        sent.append(bytes(data))
        return real_send(self, data, *args)

    monkeypatch.setattr(ssl.SSLSocket, "sendall", sendall)
    monkeypatch.setattr(ssl.SSLSocket, "send", send)
    said.clear()
    again = NetClient(fake.url, "Ann", "en", lambda m: None, said.append, known=known)
    try:
        with pytest.raises(CertificateChanged) as refusal:
            again.open()
        assert refusal.value.msg.key == "net.tls.downgrade"
        assert sent == [], "nothing was sent to the stand-in"
        assert not [m for m in said if m.key == "net.tls.first_contact"]
        assert tls.known(f"127.0.0.1:{port}", known) == tls.AUTHORITY
    finally:
        again.close()
        fake.stop()
