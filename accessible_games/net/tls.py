"""What the client and the server share of encryption (TLS): how a
certificate's fingerprint is written (:func:`fingerprint`) and said
(:func:`spoken`), which hosts are this computer (:func:`is_loopback`: only
these may be played over plain ``ws://``), and how a server is named when
its certificate is remembered (:func:`server_key`).

The server's half (its certificate and context) is
:mod:`accessible_games.net.server.certs`; the client's (checking and
remembering servers' certificates) :mod:`accessible_games.net.client.trust`.
"""

from __future__ import annotations

import hashlib
import ipaddress
import os
from pathlib import Path
from urllib.parse import urlsplit

from accessible_games.core.errors import GameError

#: the longest host and port kept
SERVER_CHARS = 300


class TLSError(GameError):
    """A certificate or key that cannot be used, or options that do not go together."""


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


def create_private(path: Path) -> None:
    """Make ``path`` a file only its owner may read and write (an existing one too)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        os.chmod(path, 0o600)
