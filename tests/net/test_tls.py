"""Encryption for network play: a server serving ``wss://`` with a
certificate from an authority made for the test (trustme) or with its own
self-signed one, real client processes over real sockets, the client's
trust on first use (remembered, silent the second time, a new certificate
refused with a warning before anything is sent, at a reconnection too),
plain ``ws://`` refused to any other computer, and the files that hold
all this read whatever they contain."""

from __future__ import annotations

import datetime
import hashlib
import ipaddress
import json
import queue
import re
import ssl
import stat

import pytest
import trustme
from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.cli import main
from accessible_games.core.messages import Msg, render
from accessible_games.net import tls
from accessible_games.net.client import remote as client_module
from accessible_games.net.client import trust
from accessible_games.net.client.remote import CertificateChanged, NetClient, NetError
from accessible_games.net.server import certs

from .processes import PlainClient, Server

SELF_SIGNED = ("--tls", "self-signed")
#: the first-contact line a player hears: the server, then the fingerprint in groups
FIRST = (
    r"First contact with (127\.0\.0\.1:\d+): its certificate's fingerprint is "
    r"([0-9A-F ]+)\. It is remembered\."
)


@pytest.fixture(scope="module")
def authority():
    """A certificate authority of the test's own, and a server certificate
    it signed for this computer."""
    ca = trustme.CA()
    return ca, ca.issue_cert("127.0.0.1", "localhost")


def pem_file(blob, path):
    """A trustme certificate or key written to ``path``."""
    blob.write_to_path(str(path))
    return path


def der_of(pem: bytes) -> bytes:
    return ssl.PEM_cert_to_DER_cert(pem.decode("ascii"))


def known_file(home):
    """The known-servers file of a client process run in ``home``."""
    return home / "data" / trust.KNOWN_FILE


class Said:
    """What a NetClient says, waited for by key."""

    def __init__(self) -> None:
        self.queue: queue.Queue[Msg] = queue.Queue()
        self.all: list[Msg] = []

    def __call__(self, msg: Msg) -> None:
        self.queue.put(msg)

    def wait_for(self, key: str, seconds: float = 30.0) -> Msg:
        while True:
            try:
                msg = self.queue.get(timeout=seconds)
            except queue.Empty:
                raise AssertionError(
                    f"{key} was not said; said: {[m.key for m in self.all]}"
                ) from None
            self.all.append(msg)
            if msg.key == key:
                return msg

    def heard(self) -> list[str]:
        while not self.queue.empty():
            self.all.append(self.queue.get_nowait())
        return [m.key for m in self.all]


# --- fingerprints and the files ----------------------------------------------------------


def test_a_fingerprint_is_the_sha256_of_the_certificate_in_pairs_and_in_groups(tmp_path, authority):
    _, server_cert = authority
    pem = server_cert.cert_chain_pems[0].bytes()
    der = der_of(pem)
    printed = tls.fingerprint(der)
    assert re.fullmatch(r"SHA256(:[0-9A-F]{2}){32}", printed)
    # the same digest as the certificate library computes (the form openssl prints)
    expected = x509.load_pem_x509_certificate(pem).fingerprint(hashes.SHA256()).hex().upper()
    assert printed.removeprefix("SHA256:").replace(":", "") == expected
    assert expected == hashlib.sha256(der).hexdigest().upper()
    groups = tls.spoken(printed).split(" ")
    assert len(groups) == 16 and all(re.fullmatch(r"[0-9A-F]{4}", g) for g in groups)
    assert "".join(groups) == expected
    assert tls.fingerprint(der[:-1] + bytes([der[-1] ^ 1])) != printed, (
        "one bit changed, another fingerprint"
    )
    assert (
        certs.pem_fingerprint(pem_file(server_cert.cert_chain_pems[0], tmp_path / "cert.pem"))
        == printed
    )


def test_servers_are_remembered_per_host_and_port_readable_by_the_player_only(
    tmp_path, monkeypatch
):
    one, two = tls.fingerprint(b"one"), tls.fingerprint(b"two")
    assert tls.server_key("wss://Games.Example.org:7000/") == "games.example.org:7000"
    assert tls.server_key("wss://[::1]:7000") == "[::1]:7000"
    assert tls.server_key("wss://games.example.org") == "games.example.org:443"
    assert tls.server_key("http://games.example.org") is None
    assert trust.known("a:1", tmp_path) is None
    assert trust.remember("a:1", one, tmp_path) and trust.remember("a:2", two, tmp_path)
    assert trust.known("a:1", tmp_path) == one and trust.known("a:2", tmp_path) == two
    path = tmp_path / trust.KNOWN_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert json.loads(path.read_text()) == {"a:1": one, "a:2": two}
    assert not trust.remember("a:3", "SHA256:XY", tmp_path), "only a fingerprint is kept"
    assert trust.forget("a:1", tmp_path) and not trust.forget("a:1", tmp_path)
    assert trust.known("a:1", tmp_path) is None and trust.known("a:2", tmp_path) == two
    monkeypatch.setattr(trust, "MAX_SERVERS", 3)
    for n in range(3, 8):
        assert trust.remember(f"a:{n}", one, tmp_path)
    assert list(json.loads(path.read_text())) == ["a:5", "a:6", "a:7"], "the oldest are forgotten"


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=80),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=20), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None)
@given(
    raw=st.binary(max_size=400)
    | JSON_VALUES.map(lambda v: json.dumps(v).encode())
    | st.dictionaries(st.text(max_size=40), JSON_VALUES, max_size=5).map(
        lambda v: json.dumps(v).encode()
    )
)
def test_a_damaged_known_servers_file_counts_as_empty_and_is_replaced(tmp_path_factory, raw):
    folder = tmp_path_factory.mktemp("known")
    (folder / trust.KNOWN_FILE).write_bytes(raw)
    assert trust.known("127.0.0.1:7000", folder) is None  # no fingerprint can be in it by chance
    first = trust.check_known("127.0.0.1:7000", b"certificate", folder)
    assert first is not None and first.key == "net.tls.first_contact"
    assert trust.check_known("127.0.0.1:7000", b"certificate", folder) is None, (
        "the second contact is silent"
    )
    kept = json.loads((folder / trust.KNOWN_FILE).read_text())
    assert kept["127.0.0.1:7000"] == tls.fingerprint(b"certificate")
    assert all(trust.FINGERPRINT.fullmatch(v) for v in kept.values()), (
        "only well-formed entries are kept"
    )


def test_only_well_formed_entries_are_used(tmp_path):
    good = tls.fingerprint(b"good")
    (tmp_path / trust.KNOWN_FILE).write_text(
        json.dumps(
            {
                "a:1": good,
                "a:2": good.lower(),
                "a:3": good + ":00",
                "a:4": 7,
                "x" * 400: good,
                "": good,
            }
        )
    )
    assert trust.known("a:1", tmp_path) == good
    assert [trust.known(k, tmp_path) for k in ("a:2", "a:3", "a:4", "x" * 400, "")] == [None] * 5
    (tmp_path / trust.KNOWN_FILE).write_bytes(b"{" * 100_000)  # too deep, and beyond the size read
    assert trust.known("a:1", tmp_path) is None


def test_a_changed_certificate_is_refused_naming_both_fingerprints(tmp_path):
    assert trust.check_known("h:1", b"old", tmp_path) is not None
    with pytest.raises(trust.CertificateChanged) as caught:
        trust.check_known("h:1", b"new", tmp_path)
    old, new = tls.fingerprint(b"old"), tls.fingerprint(b"new")
    text = render(caught.value.msg, "en")
    assert f"Remembered fingerprint: {tls.spoken(old)}." in text
    assert f"Fingerprint now: {tls.spoken(new)}." in text
    assert "--trust-new-certificate" in text and text.startswith(
        "Warning: the certificate of h:1 has changed"
    )
    german = render(caught.value.msg, "de")
    assert german.startswith("Warnung: Das Zertifikat von h:1 hat sich geändert")
    assert tls.spoken(old) in german and tls.spoken(new) in german
    assert trust.known("h:1", tmp_path) == old, "the remembered one stays"


def test_the_server_makes_its_certificate_once_and_keeps_it(tmp_path):
    cert_path, key_path = certs.self_signed(tmp_path / "data", "192.0.2.7")
    assert (cert_path.name, key_path.name) == ("tls-cert.pem", "tls-key.pem")
    assert stat.S_IMODE(key_path.stat().st_mode) == 0o600, "the key is its owner's alone"
    cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
    assert isinstance(cert.public_key(), ec.EllipticCurvePublicKey)
    assert cert.public_key().curve.name == "secp256r1"
    assert cert.issuer == cert.subject
    names = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert "localhost" in names.get_values_for_type(x509.DNSName)
    addresses = names.get_values_for_type(x509.IPAddress)
    assert {
        ipaddress.ip_address("127.0.0.1"),
        ipaddress.ip_address("::1"),
        ipaddress.ip_address("192.0.2.7"),
    } <= set(addresses)
    assert cert.not_valid_after - cert.not_valid_before >= datetime.timedelta(days=3650)
    before = (cert_path.read_bytes(), key_path.read_bytes())
    assert certs.self_signed(tmp_path / "data", "0.0.0.0") == (cert_path, key_path)
    assert (cert_path.read_bytes(), key_path.read_bytes()) == before, "made once, then kept"
    context = certs.server_context(cert_path, key_path)
    assert context.minimum_version == ssl.TLSVersion.TLSv1_2


# --- the server's options ----------------------------------------------------------------


def test_serve_refuses_a_certificate_without_its_key_and_unusable_files(
    tmp_path, capsys, authority
):
    ca, server_cert = authority
    cert = pem_file(server_cert.cert_chain_pems[0], tmp_path / "cert.pem")
    key = pem_file(server_cert.private_key_pem, tmp_path / "key.pem")
    data = tmp_path / "data"
    assert main(["serve", "--tls-cert", str(cert), "--data", str(data)]) == 2
    assert "--tls-cert and --tls-key go together" in capsys.readouterr().err
    assert main(["--lang", "de", "serve", "--tls-key", str(key), "--data", str(data)]) == 2
    assert "--tls-cert und --tls-key gehören zusammen" in capsys.readouterr().err
    assert (
        main(
            [
                "serve",
                "--tls-cert",
                str(cert),
                "--tls-key",
                str(key),
                *SELF_SIGNED,
                "--data",
                str(data),
            ]
        )
        == 2
    )
    assert "exclude each other" in capsys.readouterr().err
    assert (
        main(
            [
                "serve",
                "--tls-cert",
                str(tmp_path / "missing.pem"),
                "--tls-key",
                str(key),
                "--data",
                str(data),
            ]
        )
        == 2
    )
    assert "missing.pem" in capsys.readouterr().err
    other_key = pem_file(ca.issue_cert("other.example").private_key_pem, tmp_path / "other-key.pem")
    assert (
        main(["serve", "--tls-cert", str(cert), "--tls-key", str(other_key), "--data", str(data)])
        == 2
    )
    assert "cannot be used" in capsys.readouterr().err
    assert not data.exists(), "a server that cannot encrypt makes no store"


# --- the client: plain ws:// ---------------------------------------------------------------


def test_plain_ws_to_another_computer_is_refused_before_connecting(monkeypatch, tmp_path):
    tried: list[str] = []

    def connect(url, **options):
        tried.append(url)
        raise OSError("no server here")

    monkeypatch.setattr(client_module, "connect", connect)
    for url in ("ws://192.0.2.10:7000", "ws://games.example.org:7000", "WS://10.0.0.1"):
        with pytest.raises(NetError) as caught:
            NetClient(url, "Ann", "en", lambda m: None, lambda m: None, known=tmp_path).open()
        assert caught.value.msg.key == "net.tls.plain_refused"
    assert tried == [], "refused before connecting"
    assert render(caught.value.msg, "en") == (
        "WS://10.0.0.1 is not encrypted, and 10.0.0.1 is not this computer: anyone on the way "
        "could read and change the game. Use wss://10.0.0.1 instead."
    )
    german = render(caught.value.msg, "de")
    assert "ist nicht verschlüsselt" in german and "Nimm stattdessen wss://10.0.0.1." in german
    # this computer may be reached without encryption
    here = ["ws://127.0.0.1:1", "ws://localhost:1", "ws://[::1]:1", "ws://127.0.0.2:1"]
    for url in here:
        with pytest.raises(NetError) as caught:
            NetClient(url, "Ann", "en", lambda m: None, lambda m: None, known=tmp_path).open()
        assert caught.value.msg.key == "net.cannot"
    assert tried == here


@pytest.mark.slow
def test_a_plain_client_says_why_it_does_not_connect_unencrypted(tmp_path):
    client = PlainClient("ws://192.0.2.10:7000", "Anna", tmp_path / "anna", lang="de")
    try:
        assert client.end(30) == 1
    finally:
        client.kill()
    text = "\n".join(client.out.lines)
    assert (
        "ws://192.0.2.10:7000 ist nicht verschlüsselt" in text
        and "Nimm stattdessen wss://192.0.2.10:7000" in text
    )
    assert "Traceback" not in text


def test_a_typed_address_is_encrypted_unless_it_is_this_computer():
    from accessible_games.ui.tui.online import server_url

    assert server_url("192.168.1.5") == "wss://192.168.1.5:7000"
    assert server_url("games.example.org:7100") == "wss://games.example.org:7100"
    assert server_url("127.0.0.1") == "ws://127.0.0.1:7000"
    assert server_url("localhost:7100") == "ws://localhost:7100"
    assert server_url("wss://127.0.0.1") == "wss://127.0.0.1:7000"
    assert (
        server_url("ws://192.168.1.5:7000") == "ws://192.168.1.5:7000"
    )  # as typed; the client says why not


# --- over real sockets ----------------------------------------------------------------------


@pytest.mark.slow
def test_a_certificate_from_an_authority_the_client_trusts_plays_without_a_question(
    tmp_path, authority
):
    ca, server_cert = authority
    cert = pem_file(server_cert.cert_chain_pems[0], tmp_path / "cert.pem")
    key = pem_file(server_cert.private_key_pem, tmp_path / "key.pem")
    trusted = pem_file(ca.cert_pem, tmp_path / "ca.pem")
    server = Server(
        tmp_path / "server", args=("--tls-cert", str(cert), "--tls-key", str(key))
    ).start()
    try:
        assert server.url.startswith("wss://127.0.0.1:")
        ann = PlainClient(
            server.url, "Ann", tmp_path / "ann", environment={"SSL_CERT_FILE": str(trusted)}
        )
        try:
            ann.out.wait_for(r"Connected to wss://127\.0\.0\.1:\d+ as Ann")
            ann.send("create maumau players=2 bots=1 quick=on", "start")
            ann.out.wait_for(r"The game starts")
            ann.send(*(["2", "1", "3", "1", "1"] * 200), "quit")
            assert ann.end(120) == 0
        finally:
            ann.kill()
        text = "\n".join(ann.out.lines)
        assert "Result: " in text, "the whole match was played over wss://"
        assert "First contact" not in text and "Traceback" not in text
        # a certificate an authority vouches for is not pinned; the server is
        # remembered as one met with an authority (a self-signed one there is refused)
        server_key = server.url.removeprefix("wss://")
        assert json.loads(known_file(tmp_path / "ann").read_text()) == {server_key: trust.AUTHORITY}
        # a client that does not know the authority trusts it on first use
        ben = PlainClient(server.url, "Ben", tmp_path / "ben")
        try:
            seen = ben.out.wait_for(FIRST)
            ben.out.wait_for(r"Connected to")
            ben.send("quit")
            assert ben.end(30) == 0
        finally:
            ben.kill()
        printed = tls.fingerprint(der_of(server_cert.cert_chain_pems[0].bytes()))
        assert seen.group(2) == tls.spoken(printed)
        assert json.loads(known_file(tmp_path / "ben").read_text()) == {seen.group(1): printed}
    finally:
        server.stop()


@pytest.mark.slow
def test_a_self_signed_server_is_trusted_on_first_use_and_a_new_certificate_refused(tmp_path):
    first = Server(tmp_path / "server-1", args=SELF_SIGNED).start()
    port = int(first.url.rsplit(":", 1)[1])
    home = tmp_path / "ann"
    try:
        assert first.url.startswith("wss://127.0.0.1:")
        printed = first.out.wait_for(r"^certificate fingerprint (SHA256\S+)$").group(1)
        assert printed == certs.pem_fingerprint(tmp_path / "server-1" / "tls-cert.pem")
        assert first.out.wait_for(r"^certificate fingerprint in groups (.+)$").group(
            1
        ) == tls.spoken(printed)
        assert stat.S_IMODE((tmp_path / "server-1" / "tls-key.pem").stat().st_mode) == 0o600
        ann = PlainClient(first.url, "Ann", home)
        try:
            seen = ann.out.wait_for(FIRST)
            ann.out.wait_for(r"Connected to")
            ann.send("tables")
            ann.out.wait_for(r"No tables yet")
            ann.send("quit")
            assert ann.end(30) == 0
        finally:
            ann.kill()
        assert seen.groups() == (f"127.0.0.1:{port}", tls.spoken(printed))
        remembered = known_file(home).read_bytes()
        assert json.loads(remembered) == {f"127.0.0.1:{port}": printed}
        again = PlainClient(first.url, "Ann", home)
        try:
            again.out.wait_for(r"Connected to")
            again.send("quit")
            assert again.end(30) == 0
        finally:
            again.kill()
        assert not any("First contact" in line for line in again.out.lines), (
            "the second contact is silent"
        )
        assert known_file(home).read_bytes() == remembered
    finally:
        first.stop()
    # the same address, another certificate
    second = Server(tmp_path / "server-2", port=port, args=SELF_SIGNED).start()
    try:
        new = second.out.wait_for(r"^certificate fingerprint (SHA256\S+)$").group(1)
        assert new != printed
        tokens = (home / "config" / "server-tokens.json").read_bytes()
        refused = PlainClient(second.url, "Ann", home)
        try:
            assert refused.end(30) == 1
        finally:
            refused.kill()
        text = "\n".join(refused.out.lines)
        assert (
            f"Warning: the certificate of 127.0.0.1:{port} has changed. Remembered fingerprint: "
            f"{tls.spoken(printed)}. Fingerprint now: {tls.spoken(new)}."
        ) in text
        assert "--trust-new-certificate" in text
        assert "Connected to" not in text and "Traceback" not in text
        assert known_file(home).read_bytes() == remembered, "the remembered certificate stays"
        assert (home / "config" / "server-tokens.json").read_bytes() == tokens
        # the player was told the new fingerprint by the server's host: accepted once
        trusting = PlainClient(second.url, "Ann", home, args=("--trust-new-certificate",))
        try:
            trusting.out.wait_for(
                rf"The remembered certificate of 127\.0\.0\.1:{port} is forgotten"
            )
            seen = trusting.out.wait_for(FIRST)
            trusting.out.wait_for(r"Connected to")
            trusting.send("quit")
            assert trusting.end(30) == 0
        finally:
            trusting.kill()
        assert seen.group(2) == tls.spoken(new)
        assert json.loads(known_file(home).read_text()) == {f"127.0.0.1:{port}": new}
    finally:
        second.stop()


@pytest.mark.slow
def test_a_reconnection_checks_the_certificate_again_and_sends_nothing_to_a_stranger(
    tmp_path, monkeypatch
):
    monkeypatch.setattr(client_module, "BACKOFF", (0.05,))
    known = tmp_path / "known"
    first = Server(tmp_path / "server-1", args=SELF_SIGNED).start()
    port = int(first.url.rsplit(":", 1)[1])
    printed = first.out.wait_for(r"^certificate fingerprint (SHA256\S+)$").group(1)
    said = Said()
    ann = NetClient(first.url, "Ann", "en", lambda m: None, said, known=known)
    servers = [first]
    try:
        ann.open()
        assert said.wait_for("net.tls.first_contact").params["fingerprint"] == tls.spoken(printed)
        first.kill()
        servers.append(Server(tmp_path / "server-2", port=port, args=SELF_SIGNED).start())
        new = servers[-1].out.wait_for(r"^certificate fingerprint (SHA256\S+)$").group(1)
        warning = said.wait_for("net.tls.changed")
        assert warning.params == {
            "server": f"127.0.0.1:{port}",
            "known": tls.spoken(printed),
            "now": tls.spoken(new),
        }
        assert "net.back" not in said.heard() and ann.ws is None
        # a new client meets the stranger: refused during the TLS handshake, before a byte is sent
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
        ben = NetClient(servers[-1].url, "Ben", "en", lambda m: None, Said(), known=known)
        with pytest.raises(CertificateChanged):
            ben.open()
        assert sent == [], "nothing was sent to a server with another certificate"
        assert trust.known(f"127.0.0.1:{port}", known) == printed
        # the server with its own certificate again: the connection comes back by itself
        servers[-1].stop()
        servers.append(Server(tmp_path / "server-1", port=port, args=SELF_SIGNED).start())
        said.wait_for("net.back")
        assert ann.request("tables").type == "done"
        assert any(data.startswith(b"GET / HTTP/1.1") for data in sent), (
            "what is sent over TLS is seen (so the check above would have seen it)"
        )
        assert said.heard().count("net.tls.changed") == 1, (
            "the warning is said once, not at every attempt"
        )
        assert said.heard().count("net.tls.first_contact") == 1
    finally:
        ann.close()
        for server in servers:
            server.stop()
