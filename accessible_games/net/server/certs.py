"""The server's encryption (TLS): :func:`server_context` makes the
context it serves ``wss://`` with, from the operator's own certificate
(``serve --tls-cert FILE --tls-key FILE``) or from :func:`self_signed`, a
certificate the server makes on its first start in its data folder and
uses from then on (:func:`serving` chooses).
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import socket
import ssl
from pathlib import Path

from accessible_games.boundary.errors import InputError, os_reason
from accessible_games.boundary.files import read_bytes, read_text, shown, write_atomic
from accessible_games.core.messages import Msg
from accessible_games.net.tls import TLSError, create_private, fingerprint, is_loopback

#: the server's own certificate and key, in its data folder
CERT_FILE = "tls-cert.pem"

KEY_FILE = "tls-key.pem"

#: how long the server's own certificate is valid, in days (about ten years)
VALID_DAYS = 3650

#: the largest certificate or key file read
PEM_BYTES = 256 * 1024


def pem_fingerprint(path: str | os.PathLike) -> str:
    """The fingerprint of the first certificate of a PEM file."""
    text = read_text(path, PEM_BYTES)
    return fingerprint(ssl.PEM_cert_to_DER_cert(text[text.index("-----BEGIN CERTIFICATE-----") :]))


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
        create_private(key)
        write_atomic(key, key_pem)  # keeps the new file's mode: its owner's alone
        write_atomic(cert, certificate.public_bytes(serialization.Encoding.PEM))
    except InputError as exc:
        raise TLSError(Msg("net.tls.cannot_make", folder=shown(folder), reason=exc.msg)) from exc
    except OSError as exc:
        raise TLSError(
            Msg("net.tls.cannot_make", folder=shown(folder), reason=os_reason(exc))
        ) from exc
    return cert, key


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
