"""Attacks of a hostile client against a real server process (``serve`` on
loopback, raw protocol messages through tests/net/raw.py), kept as
regression tests. Each names the hole it closes (docs/security.md)."""

from __future__ import annotations

import asyncio

import pytest

from accessible_games.net import protocol
from accessible_games.net.protocol import msg_from_data
from accessible_games.net.server import accounts

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

    from accessible_games.net.client import trust
    from accessible_games.net.client.remote import CertificateChanged, NetClient

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
        assert trust.known(f"127.0.0.1:{port}", known) == trust.AUTHORITY
    finally:
        again.close()
        fake.stop()


# --- 3. a ban holds the player, not everyone behind the same address -------------------------


def test_a_ban_holds_the_player_and_not_everyone_on_the_address(tmp_path):
    """Behind a reverse proxy every player is 127.0.0.1: banning one holds
    their account (or as a guest their token), and every other player
    still gets in, the administrator too. An address ban of loopback is
    refused with the reason; the ban is listed, ended early by unban, and
    a report is marked handled."""
    data = tmp_path / "server"
    data.mkdir()
    (data / "server.toml").write_text('admins = ["Ada"]\n', encoding="utf-8")
    server = Server(data).start()

    async def scenario() -> None:
        ada = await Raw.open(server.url, "Ada")
        assert refused(await ada.ask("register", name="Ada", password=SECRET)) is None
        troll = await Raw.open(server.url, "Troll")
        assert refused(await troll.ask("register", name="Troll", password=SECRET)) is None
        guest = await Raw.open(server.url, "Sneaky")
        token = guest.welcome.get("token") if guest.welcome else None
        assert refused(await ada.ask("report", player="Troll", text="insults")) is None
        answer = await ada.ask("ban", player="Troll", minutes=60, address=True, text="x")
        assert refused(answer) == "admin.ban.shared_address"
        assert refused(await ada.ask("ban", player="Troll", minutes=60, text="insults")) is None
        assert refused(await ada.ask("ban", player="Sneaky", minutes=60)) is None
        # everyone else on 127.0.0.1 still gets in; the banned account and guest do not
        cid = await Raw.open(server.url, "Cid")
        assert cid.welcome is not None and cid.welcome.type == "welcome"
        again = await Raw.open(server.url, "Ada2")
        assert again.welcome is not None and again.welcome.type == "welcome"
        assert refused(await again.ask("login", name="Troll", password=SECRET)) == (
            "admin.banned.own"
        )
        back = await Raw.open(server.url, "Sneaky", token=token)
        assert back.welcome is not None and refused(back.welcome) == "admin.banned.own"
        # the list, unban, and the report handled
        assert refused(await ada.ask("bans")) is None
        listed = await ada.first(lambda m: m.type == "bans")
        assert sorted(row[0] for row in listed.get("rows")) == ["Sneaky", "Troll"]
        assert refused(await ada.ask("unban", player="Troll")) is None
        assert refused(await again.ask("login", name="Troll", password=SECRET)) is None
        assert refused(await ada.ask("reports")) is None
        reports = [m for m in ada.heard if m.type == "reports"][-1].get("rows")
        assert refused(await ada.ask("handled", report=reports[0][0])) is None
        assert refused(await ada.ask("reports")) is None
        assert [m for m in ada.heard if m.type == "reports"][-1].get("rows") == []
        for raw in (ada, troll, guest, cid, again, back):
            await raw.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


# --- 8. the same-address check: every machine, every seat held -------------------------------


def test_two_loopback_addresses_are_one_machine_for_the_ranking(tmp_path):
    """Two accounts connecting from 127.0.0.1 and 127.0.0.2 are on one
    machine: their competitive game is not ranked."""
    server = Server(tmp_path / "server").start()

    async def scenario() -> None:
        ann = await Raw.open(server.url, "Ann")
        bob = await Raw.open(server.url, "Bob", source="127.0.0.2")
        for raw, name in ((ann, "Ann"), (bob, "Bob")):
            assert refused(await raw.ask("register", name=name, password=SECRET)) is None
        answer = await ann.ask("create", game="maumau", players=2, competitive=True)
        assert refused(answer) is None
        table = (await ann.first(lambda m: m.type == "table")).get("table")["id"]
        assert refused(await bob.ask("join", table=table)) is None
        assert refused(await ann.ask("start")) is None
        said = await ann.first(
            lambda m: m.type == "notice" and m.get("msg", {}).get("key", "").startswith("rank.")
        )
        assert said.get("msg", {}).get("key") == "rank.same_address"
        for raw in (ann, bob):
            await raw.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()


def test_every_person_who_held_a_seat_counts_for_the_same_address_check(tmp_path):
    """In the server's event loop with given addresses: Eve sits down and
    leaves before the start, Bob then sits from her address: not ranked;
    and ``::ffff:10.0.0.1`` is 10.0.0.1."""
    from accessible_games.net.server import ranking

    from .test_abuse import Hall

    assert ranking.machine("::ffff:10.0.0.1") == ranking.machine("10.0.0.1") == "10.0.0.1"
    assert ranking.machine("127.0.0.2") == ranking.machine("::1") == "loopback"
    assert ranking.machine("10.0.0.2") != ranking.machine("10.0.0.1")

    def started(pairs: list[tuple[str, str]], leaver: tuple[str, str] | None) -> list[str]:
        hall = Hall(tmp_path / f"s{len(list(tmp_path.iterdir()))}.sqlite3")
        people = [hall.person(name, address, registered=True) for name, address in pairs]
        hall.send(people[0], "create", game="maumau", players=2, competitive=True)
        table = people[0].table
        assert table is not None
        if leaver is not None:
            eve = hall.person(*leaver, registered=True)
            hall.send(eve, "join", table=table.id)
            hall.send(eve, "leave")
        for other in people[1:]:
            hall.send(other, "join", table=table.id)
        heard = hall.send(people[0], "start")
        return [
            msg_from_data(m["msg"]).key
            for m in heard
            if m["type"] == "notice" and msg_from_data(m["msg"]).key.startswith("rank.")
        ]

    async def scenario() -> None:
        assert started([("Ann", "10.0.0.1"), ("Bob", "10.0.0.3")], None) == ["rank.on"]
        assert started([("Ann", "10.0.0.1"), ("Bob", "::ffff:10.0.0.1")], None) == [
            "rank.same_address"
        ]
        assert started([("Ann", "10.0.0.1"), ("Bob", "10.0.0.2")], ("Eve", "10.0.0.2")) == [
            "rank.same_address"
        ]

    asyncio.run(scenario())


# --- 9. leaving while the other is away ----------------------------------------------------------


def test_leaving_while_the_other_is_away_is_judged_and_the_absent_is_not_ranked(tmp_path):
    """Bob's connection drops and his grace period runs out: he counts as
    having left, and Ann is asked to vote on him. Ann leaves the ranked
    game herself before voting: nobody is left to vote on either of them,
    so the rule's default punishes both; the computer finishes the game,
    and Bob, away past his grace period, is not ranked by the computer's
    result (the penalty is all he loses)."""
    server = Server(tmp_path / "server", grace=1, args=("--rank-same-address",)).start()

    def notice_key(m) -> str:
        return m.get("msg", {}).get("key", "") if m.type == "notice" else ""

    async def scenario() -> None:
        ann, bob = await Raw.open(server.url, "Ann"), await Raw.open(server.url, "Bob")
        for raw, name in ((ann, "Ann"), (bob, "Bob")):
            assert refused(await raw.ask("register", name=name, password=SECRET)) is None
        answer = await ann.ask(
            "create", game="maumau", players=2, competitive=True, options={"quick": True}
        )
        assert refused(answer) is None
        table = (await ann.first(lambda m: m.type == "table")).get("table")["id"]
        assert refused(await bob.ask("join", table=table)) is None
        assert refused(await ann.ask("start")) is None
        assert notice_key(await ann.first(lambda m: notice_key(m).startswith("rank."))) == (
            "rank.on"
        )
        await bob.close()  # dropped
        await ann.first(lambda m: notice_key(m) == "net.dropped")
        await ann.first(lambda m: notice_key(m) == "rank.left.dropped", seconds=60)
        asked = await ann.first(lambda m: notice_key(m).startswith("rank.vote."))
        assert (
            notice_key(asked) == "rank.vote.ask" and asked.get("msg")["params"]["player"] == "Bob"
        )
        await ann.first(lambda m: notice_key(m) == "net.bot_plays", seconds=60)
        assert refused(await ann.ask("leave")) is None
        # her leaving ends the vote on Bob (nobody is left to vote: the
        # rule's default), and hers is judged the same way (she hears hers)
        await ann.first(
            lambda m: (
                notice_key(m) == "rank.vote.punished" and m.get("msg")["params"]["player"] == "Ann"
            )
        )
        cid = await Raw.open(server.url, "Cid")
        assert refused(await cid.ask("watch", table=table)) is None
        await cid.first(lambda m: m.type == "state" and m.get("over") is True, seconds=120)
        back = await Raw.open(server.url, "Bob2")
        assert refused(await back.ask("login", name="Bob", password=SECRET)) is None
        assert refused(await back.ask("record")) is None
        record = (await back.first(lambda m: m.type == "record")).get("rows")
        # Bob: the penalty, and no points won or lost by the computer's play
        assert [(row[1], row[2], row[3]) for row in record] == [(-20, 0, 0)], record
        assert refused(await ann.ask("record")) is None
        own = (await ann.first(lambda m: m.type == "record")).get("rows")
        assert [row[1] for row in own] == [-20], own
        for raw in (ann, cid, back):
            await raw.close()

    try:
        asyncio.run(scenario())
    finally:
        server.stop()
