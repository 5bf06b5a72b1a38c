"""The client's trust in servers' certificates (TLS).

A server's certificate is first checked like a browser does, against the
system's certificate authorities (:func:`verified_context`). A certificate
no authority vouches for (the server's self-signed one) is trusted on first
use: its fingerprint is said to the player and remembered per host and
port in ``known-servers.json`` in the folder the application hands in
(:func:`known`, :func:`remember`); a later connection with another
certificate is refused with a warning (:class:`CertificateChanged`), before
anything of the player's is sent. :func:`pinning_context` does that check
inside the TLS handshake itself.
"""

from __future__ import annotations

import json
import re
import ssl
from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessible_games.boundary.data import loads_json
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import locked, read_text, write_atomic
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg
from accessible_games.net.tls import SERVER_CHARS, create_private, fingerprint, spoken

#: the servers' certificates the client has met, in the program's data folder
KNOWN_FILE = "known-servers.json"

#: the most servers remembered (the oldest are forgotten first)
MAX_SERVERS = 200

#: a fingerprint as it is kept: SHA256 and 32 bytes as hex pairs
FINGERPRINT = re.compile(r"SHA256(?::[0-9A-F]{2}){32}")

#: what is remembered for a server whose certificate an authority vouched
#: for: a certificate no authority vouches for is refused there later
AUTHORITY = "authority"

#: the largest file read
KNOWN_BYTES = MAX_SERVERS * (SERVER_CHARS + 110 + 16) + 64


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


def check_known(server: str, der: bytes, folder: Path) -> Msg | None:
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


def _path(folder: Path) -> Path:
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


def known(server: str, folder: Path) -> str | None:
    """The fingerprint remembered for ``server`` (``host:port``), or None."""
    return _read(_path(folder)).get(server)


def _write(path: Path, servers: dict[str, str]) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        create_private(path)
        write_atomic(path, json.dumps(servers, indent=1).encode("utf-8"))
    except (InputError, OSError):
        return False
    return True


def remember(server: str, print_form: str, folder: Path) -> bool:
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


def met_with_authority(server: str, folder: Path) -> None:
    """``server`` showed a certificate an authority vouches for: remembered
    as such, so that a self-signed one there later is refused like a
    changed one (a stand-in cannot downgrade the connection)."""
    if known(server, folder) != AUTHORITY:
        remember(server, AUTHORITY, folder)


def forget(server: str, folder: Path) -> bool:
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
