"""Accounts on the game server: the rules for names and passwords, the
passwords' argon2 hashes, session tokens, and the slowing and locking of
repeated failed logins.

A **name** is 2 to 24 characters: Latin letters (those of the European
languages, with their accents), digits, and single spaces, hyphens, dots or
underscores between them (a dot may be followed by a space, as in "Dr.
Who"), starting with a letter and not ending in a space, hyphen or underscore. Two names that look
alike are the same name: :func:`skeleton` folds case, accents, separators
and the usual look-alikes (0 and o; 1, i, I and l; rn and m; vv and w), and
a name whose skeleton is taken (by an account, or by a guest sitting at the
server) is refused. Other scripts are refused rather than compared: their
look-alikes of Latin letters (Cyrillic а, Greek ο) could not be told apart
by ear or by finger.

A **password** is 8 to 128 characters, not the name itself. Only its
argon2id hash is kept (argon2-cffi, with OWASP's recommended minimum
parameters); the hashing runs off the server's event loop, a few at a time.

A **session token** lets a client come back without the password; the store
keeps only its SHA-256, never the token. Logging out ends it; changing the
password ends every session of the account.

**Failed logins** of an account: after :data:`FREE_FAILURES` each further
one waits longer (:func:`lock_seconds`), and from :data:`LOCK_AFTER` on the
account is locked for :data:`LOCK_SECONDS`; a successful login clears the
count.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
from dataclasses import dataclass
from itertools import pairwise

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg

NAME_MIN, NAME_MAX = 2, 24
PASSWORD_MIN, PASSWORD_MAX = 8, 128
#: failed logins that cost nothing more; each further one waits longer
FREE_FAILURES = 3
#: failed logins in a row that lock the account, and for how long (seconds)
LOCK_AFTER, LOCK_SECONDS = 10, 15 * 60
#: how long a session token stays good without use (seconds)
SESSION_SECONDS = 30 * 24 * 3600

_SEPARATORS = " -._"
#: look-alikes, after case and accents are folded (longest first)
_LOOK_ALIKES = (
    ("rn", "m"),
    ("vv", "w"),
    ("0", "o"),
    ("1", "l"),
    ("i", "l"),
    ("ı", "l"),
    ("5", "s"),
    ("8", "b"),
    ("ø", "o"),
    ("đ", "d"),
    ("ł", "l"),
    ("æ", "ae"),
    ("œ", "oe"),
)
#: argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane):
#: about 30 ms of one core per hash, so a small server can take many logins
_HASHER = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)


class AccountError(GameError):
    """A name, password or login refused, with the reason to say."""


@dataclass(frozen=True)
class Account:
    """An account as the store keeps it."""

    id: int
    name: str
    hash: str
    failures: int = 0
    locked_until: float = 0.0


def _latin(char: str) -> bool:
    """A letter of the Latin alphabets of Europe (Basic Latin, Latin-1's
    letters, Latin Extended-A)."""
    code = ord(char)
    return char.isalpha() and (code < 0x80 or 0xC0 <= code <= 0x17F) and code not in (0xD7, 0xF7)


def check_name(raw: object) -> str:
    """``raw`` as an account or guest name (NFC, spaces as one), or
    AccountError with the reason."""
    if not isinstance(raw, str):
        raise AccountError(Msg("acct.name.empty"))
    name = re.sub(r"\s+", " ", unicodedata.normalize("NFC", raw)).strip()
    if not name:
        raise AccountError(Msg("acct.name.empty"))
    if not NAME_MIN <= len(name) <= NAME_MAX:
        raise AccountError(Msg("acct.name.length", low=NAME_MIN, high=NAME_MAX))
    for char in name:
        if not (_latin(char) or char.isdigit() and char.isascii() or char in _SEPARATORS):
            raise AccountError(Msg("acct.name.char", char=_spoken_char(char)))
    if not _latin(name[0]):
        raise AccountError(Msg("acct.name.start"))
    if (
        any(a in _SEPARATORS and b in _SEPARATORS and a + b != ". " for a, b in pairwise(name))
        or name[-1] in " -_"
    ):
        raise AccountError(Msg("acct.name.separators"))
    return name


#: the words of a guest's name ("Guest 3", "Gast 3") in every language
GUEST_WORDS = ("guest", "gast")


def is_guest_name(name: str) -> bool:
    """Whether ``name`` reads like the name the server gives a guest
    ("Guest 1", "Gast 12", or a look-alike): no account may take one."""
    shape = skeleton(name)
    digits = {skeleton(f"a{digit}")[1:] for digit in "0123456789"}  # how digits look
    for word in GUEST_WORDS:
        start = skeleton(word)
        rest = shape[len(start) :]
        if shape.startswith(start) and rest and all(char in digits for char in rest):
            return True
    return False


def _spoken_char(char: str) -> str:
    """A refused character as it can be said: its Unicode name."""
    return unicodedata.name(char, f"U+{ord(char):04X}").lower()


def skeleton(name: str) -> str:
    """What ``name`` looks like: case, accents, separators and look-alikes
    folded, so that two names that could be mistaken give the same text."""
    folded = unicodedata.normalize("NFKD", name.casefold())
    folded = "".join(c for c in folded if not unicodedata.combining(c) and c not in _SEPARATORS)
    for alike, letter in _LOOK_ALIKES:
        folded = folded.replace(alike, letter)
    return folded


def check_password(password: object, name: str) -> str:
    """``password`` if it may be one for ``name``, else AccountError."""
    if not isinstance(password, str) or not PASSWORD_MIN <= len(password) <= PASSWORD_MAX:
        raise AccountError(Msg("acct.password.length", low=PASSWORD_MIN, high=PASSWORD_MAX))
    if skeleton(password) == skeleton(name):
        raise AccountError(Msg("acct.password.name"))
    return password


def hash_password(password: str) -> str:
    """The argon2id hash to keep (slow on purpose: call it off the event loop)."""
    return _HASHER.hash(password)


def verify_password(hashed: str, password: str) -> bool:
    """Whether ``password`` is the one ``hashed`` was made of (slow: off the event loop)."""
    try:
        return _HASHER.verify(hashed, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def needs_rehash(hashed: str) -> bool:
    """Whether ``hashed`` was made with other parameters than today's."""
    try:
        return _HASHER.check_needs_rehash(hashed)
    except InvalidHashError:
        return True


def new_session() -> tuple[str, str]:
    """A new session token and the SHA-256 to keep of it."""
    token = secrets.token_urlsafe(32)
    return token, session_key(token)


def session_key(token: str) -> str:
    """What the store keeps of a session token."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def lock_seconds(failures: int) -> float:
    """How long an account waits after ``failures`` failed logins in a row:
    nothing for the first few, then 2, 4, 8 ... seconds (at most a minute),
    and :data:`LOCK_SECONDS` once :data:`LOCK_AFTER` are reached."""
    if failures >= LOCK_AFTER:
        return float(LOCK_SECONDS)
    if failures <= FREE_FAILURES:
        return 0.0
    return float(min(60, 2 ** (failures - FREE_FAILURES)))
