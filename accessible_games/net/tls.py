"""Encryption for network play (TLS).

The server: :func:`server_context` makes the context it serves ``wss://``
with, from the operator's own certificate (``serve --tls-cert FILE --tls-key
FILE``) or from :func:`self_signed`, a certificate the server makes on its
first start in its data folder and uses from then on.

The client: a server's certificate is first checked like a browser does,
against the system's certificate authorities. A certificate no authority
vouches for (the server's self-signed one) is trusted on first use: its
fingerprint (:func:`fingerprint`) is said to the player and remembered per
host and port in ``known-servers.json`` in the program's data folder
(:func:`known`, :func:`remember`); a later connection with another
certificate is refused with a warning (:class:`CertificateChanged`), before
anything of the player's is sent. :func:`pinning_context` does that check
inside the TLS handshake itself.

Plain ``ws://`` is only for this computer (:func:`is_loopback`).
"""

from __future__ import annotations

import datetime
import hashlib
import ipaddress
import json
import os
import re
import socket
import ssl
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from accessible_games.boundary.data import loads_json
from accessible_games.boundary.errors import InputError, os_reason
from accessible_games.boundary.files import locked, read_bytes, read_text, shown, write_atomic
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg

#: the server's own certificate and key, in its data folder
CERT_FILE = "tls-cert.pem"
KEY_FILE = "tls-key.pem"
#: how long the server's own certificate is valid, in days (about ten years)
VALID_DAYS = 3650
#: the largest certificate or key file read
PEM_BYTES = 256 * 1024

#: the servers' certificates the client has met, in the program's data folder
KNOWN_FILE = "known-servers.json"
#: the most servers remembered (the oldest are forgotten first)
MAX_SERVERS = 200
#: the longest host and port kept
SERVER_CHARS = 300
#: a fingerprint as it is kept: SHA256 and 32 bytes as hex pairs
FINGERPRINT = re.compile(r"SHA256(?::[0-9A-F]{2}){32}")
#: what is remembered for a server whose certificate an authority vouched
#: for: a certificate no authority vouches for is refused there later
AUTHORITY = "authority"
#: the largest file read
KNOWN_BYTES = MAX_SERVERS * (SERVER_CHARS + 110 + 16) + 64


class TLSError(GameError):
    """A certificate or key that cannot be used, or options that do not go together."""


class CertificateChanged(GameError):
    """The server shows another certificate than the one remembered for it:
    the connection is refused. ``server``: host and port; ``known``,
    ``now``: the two fingerprints."""

    def __init__(self, server: str, known: str, now: str) -> None:
        if known == AUTHORITY:  # met with an authority's certificate: never a lesser one
            msg = Msg("net.tls.downgrade", server=server, now=spoken(now))
        else:
            msg = Msg("net.tls.changed", server=server, known=spoken(known), now=spoken(now))
        super().__init__(msg)
        self.server, self.known, self.now = server, known, now


# --- addresses -------------------------------------------------------------------------


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this computer: ``localhost`` or a loopback
    address (127.x.x.x, ::1). Only these may be played over plain ``ws://``."""
    host = host.strip().strip("[]").lower().rstrip(".")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def server_key(url: str) -> str | None:
    """The server of a ``ws://`` or ``wss://`` URL as its certificate is
    remembered: ``host:port`` (``[v6]:port``), the host in lower case and
    the scheme's port when none is given; None for no such URL."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme.lower() not in ("ws", "wss") or not parts.hostname:
        return None
    host = parts.hostname.lower()
    if ":" in host:
        host = f"[{host}]"
    if port is None:
        port = 443 if parts.scheme.lower() == "wss" else 80
    key = f"{host}:{port}"
    return key if len(key) <= SERVER_CHARS else None


# --- fingerprints ----------------------------------------------------------------------


def fingerprint(der: bytes) -> str:
    """The fingerprint of a certificate (its DER bytes): ``SHA256:`` and
    the SHA-256 digest as 32 upper-case hex pairs joined by colons."""
    digest = hashlib.sha256(der).hexdigest().upper()
    return "SHA256:" + ":".join(digest[i : i + 2] for i in range(0, len(digest), 2))


def spoken(print_form: str) -> str:
    """A fingerprint as it is said and shown in braille: its 64 hex digits
    in 16 groups of four (``3F2A 9C01 ...``), easier to read aloud and to
    compare than 32 pairs with colons."""
    digits = print_form.removeprefix("SHA256:").replace(":", "")
    return " ".join(digits[i : i + 4] for i in range(0, len(digits), 4))


def pem_fingerprint(path: str | os.PathLike) -> str:
    """The fingerprint of the first certificate of a PEM file."""
    text = read_text(path, PEM_BYTES)
    return fingerprint(ssl.PEM_cert_to_DER_cert(text[text.index("-----BEGIN CERTIFICATE-----") :]))


# --- the server ------------------------------------------------------------------------


def _no_password() -> bytes:
    return b""  # a key with a password is refused, never asked for on the terminal


def server_context(
    cert: str | os.PathLike, key: str | os.PathLike, own: Path | None = None
) -> ssl.SSLContext:
    """The context a server serves ``wss://`` with (TLS 1.2 at least), from
    a PEM certificate (with its chain) and its key; :class:`TLSError` says
    why not. ``own``: the data folder, when these are the server's own
    self-signed files (the message then says how to make new ones)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    for path in (cert, key):
        try:
            read_bytes(path, PEM_BYTES)  # a regular file, not too big, readable
        except InputError as exc:
            raise TLSError(exc.msg) from exc
        except OSError as exc:
            raise TLSError(
                Msg("net.tls.unreadable", path=shown(path), reason=os_reason(exc))
            ) from exc
    try:
        context.load_cert_chain(os.fspath(cert), os.fspath(key), password=_no_password)
    except (ssl.SSLError, ValueError) as exc:
        reason = (getattr(exc, "reason", None) or str(exc) or type(exc).__name__)[:200]
        if own is not None:
            raise TLSError(Msg("net.tls.own_unusable", folder=shown(own), reason=reason)) from exc
        raise TLSError(
            Msg("net.tls.unusable", cert=shown(cert), keyfile=shown(key), reason=reason)
        ) from exc
    except OSError as exc:
        raise TLSError(Msg("net.tls.unreadable", path=shown(cert), reason=os_reason(exc))) from exc
    return context


def self_signed(folder: Path, host: str = "127.0.0.1") -> tuple[Path, Path]:
    """The server's own certificate and key in its data folder
    (``tls-cert.pem``, ``tls-key.pem``, the key readable by its owner only):
    made on the first start, used as they are on every later one (so its
    fingerprint stays what the players remembered). An EC P-256 key; the
    certificate names this computer, ``localhost``, the loopback addresses
    and ``host`` (the address or name the server listens on), valid for
    about ten years. :class:`TLSError` says why it cannot be made."""
    cert, key = folder / CERT_FILE, folder / KEY_FILE
    if cert.exists() and key.exists():
        return cert, key
    try:
        # lazy: cryptography is needed only to make the server's own certificate, once
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID
    except ImportError as exc:
        raise TLSError(Msg("net.tls.no_cryptography")) from exc

    this_computer = (socket.gethostname() or "localhost").strip()[:63] or "localhost"
    names: list[x509.GeneralName] = [x509.DNSName("localhost")]
    addresses = {ipaddress.ip_address("127.0.0.1"), ipaddress.ip_address("::1")}
    for name in (this_computer, host.strip().strip("[]")):
        try:
            address = ipaddress.ip_address(name)
        except ValueError:
            if (
                name
                and name.isascii()
                and name.lower() != "localhost"
                and x509.DNSName(name) not in names
            ):
                names.append(x509.DNSName(name))
            continue
        if not address.is_unspecified:  # 0.0.0.0 and :: name no address
            addresses.add(address)
    names += [x509.IPAddress(a) for a in sorted(addresses, key=lambda a: (a.version, int(a)))]

    private = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name(
        [
            x509.NameAttribute(NameOID.COMMON_NAME, this_computer),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Accessible Games server"),
        ]
    )
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(private.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=False,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(private, hashes.SHA256())
    )
    key_pem = private.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _create_private(key)
        write_atomic(key, key_pem)  # keeps the new file's mode: its owner's alone
        write_atomic(cert, certificate.public_bytes(serialization.Encoding.PEM))
    except InputError as exc:
        raise TLSError(Msg("net.tls.cannot_make", folder=shown(folder), reason=exc.msg)) from exc
    except OSError as exc:
        raise TLSError(
            Msg("net.tls.cannot_make", folder=shown(folder), reason=os_reason(exc))
        ) from exc
    return cert, key


def _create_private(path: Path) -> None:
    """Make ``path`` a file only its owner may read and write (an existing one too)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        os.chmod(path, 0o600)


def serving(
    host: str, cert: str | None, key: str | None, mode: str, folder: Path
) -> tuple[ssl.SSLContext | None, str | None]:
    """What a server started with these options serves with: the TLS
    context (None: plain ``ws://``) and, for its own self-signed
    certificate, that certificate's fingerprint (the operator tells the
    players). ``mode``: ``auto`` (plain on a loopback ``host``, the
    self-signed certificate on any other) or ``self-signed`` (that
    certificate on loopback too). :class:`TLSError` says why not."""
    if (cert is None) != (key is None):
        raise TLSError(Msg("net.tls.pair"))
    if cert is not None and key is not None:
        if mode == "self-signed":
            raise TLSError(Msg("net.tls.two_ways"))
        return server_context(cert, key), None
    if mode != "self-signed" and is_loopback(host):
        return None, None
    own_cert, own_key = self_signed(folder, host)
    context = server_context(own_cert, own_key, own=folder)
    try:
        return context, pem_fingerprint(own_cert)
    except (InputError, OSError, ValueError) as exc:
        raise TLSError(
            Msg("net.tls.own_unusable", folder=shown(folder), reason=str(exc)[:200])
        ) from exc


# --- the client ------------------------------------------------------------------------


def verified_context() -> ssl.SSLContext:
    """The client's first try: the system's certificate authorities and the
    host name checked, as a browser does."""
    context = ssl.create_default_context()
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    return context


class _Pinning(ssl.SSLContext):
    """A client context that checks the server's certificate by its
    fingerprint right after the handshake, before the socket is handed on
    (so before a byte of the WebSocket handshake is sent)."""

    check: Callable[[bytes], None]

    def wrap_socket(self, sock: Any, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        wrapped = super().wrap_socket(sock, *args, **kwargs)
        try:
            der = wrapped.getpeercert(binary_form=True)
            if not der:
                raise ssl.SSLError("the server showed no certificate")
            self.check(der)
        except BaseException:
            wrapped.close()
            raise
        return wrapped


def pinning_context(check: Callable[[bytes], None]) -> ssl.SSLContext:
    """The client's second try, for a certificate no authority vouches for:
    TLS 1.2 at least, no authority asked, and ``check(der)`` called with the
    server's certificate during the connection's set-up; what it raises
    ends the connection."""
    context = _Pinning(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.check = check
    return context


def check_known(server: str, der: bytes, folder: Path | None = None) -> Msg | None:
    """Trust on first use: the certificate ``der`` that ``server``
    (``host:port``) shows, against the one remembered for it. Unknown: it
    is remembered, and the first-contact message (to be said) is returned;
    the same: None; another: :class:`CertificateChanged`. A server met with
    a certificate an authority vouches for (:func:`met_with_authority`)
    is never trusted on first use again: any certificate no authority
    vouches for is refused there, before a byte is sent."""
    now = fingerprint(der)
    before = known(server, folder)
    if before == now:
        return None
    if before is not None:
        raise CertificateChanged(server, before, now)
    remember(server, now, folder)
    return Msg("net.tls.first_contact", server=server, fingerprint=spoken(now))


# --- the servers met -------------------------------------------------------------------


def _path(folder: Path | None) -> Path:
    if folder is None:
        from accessible_games.stats import data_dir  # lazy: the server never needs it

        folder = data_dir()
    return folder / KNOWN_FILE


def _read(path: Path) -> dict[str, str]:
    """The servers met: whatever the file holds, only well-formed entries;
    a file that cannot be read counts as empty."""
    try:
        data = loads_json(read_text(path, KNOWN_BYTES))
    except (InputError, OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        server: print_form
        for server, print_form in data.items()
        if isinstance(server, str)
        and 0 < len(server) <= SERVER_CHARS
        and isinstance(print_form, str)
        and (FINGERPRINT.fullmatch(print_form) or print_form == AUTHORITY)
    }


def known(server: str, folder: Path | None = None) -> str | None:
    """The fingerprint remembered for ``server`` (``host:port``), or None."""
    return _read(_path(folder)).get(server)


def _write(path: Path, servers: dict[str, str]) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _create_private(path)
        write_atomic(path, json.dumps(servers, indent=1).encode("utf-8"))
    except (InputError, OSError):
        return False
    return True


def remember(server: str, print_form: str, folder: Path | None = None) -> bool:
    """Remember ``print_form`` as the fingerprint of ``server``; False when
    it could not be written (play goes on; the next contact is a first one
    again)."""
    if not 0 < len(server) <= SERVER_CHARS or not (
        FINGERPRINT.fullmatch(print_form) or print_form == AUTHORITY
    ):
        return False
    path = _path(folder)
    try:
        with locked(path):
            servers = _read(path)
            servers.pop(server, None)
            servers[server] = print_form  # the newest last
            return _write(path, dict(list(servers.items())[-MAX_SERVERS:]))
    except OSError:
        return False


def met_with_authority(server: str, folder: Path | None = None) -> None:
    """``server`` showed a certificate an authority vouches for: remembered
    as such, so that a self-signed one there later is refused like a
    changed one (a stand-in cannot downgrade the connection)."""
    if known(server, folder) != AUTHORITY:
        remember(server, AUTHORITY, folder)


def forget(server: str, folder: Path | None = None) -> bool:
    """Forget the certificate remembered for ``server``: the next contact
    is a first one. True when one was remembered and is forgotten."""
    path = _path(folder)
    try:
        with locked(path):
            servers = _read(path)
            if servers.pop(server, None) is None:
                return False
            return _write(path, servers)
    except OSError:
        return False
