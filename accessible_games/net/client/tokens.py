"""The reconnect tokens this player was given, one per server address and
player name (two clients on one machine under two names are two people), and
the session token of the account last logged in at each server, kept
in the configuration folder (``server-tokens.json``, readable by the player
only) so that a client started again — after a crash, a quit or a restart
of the computer — takes its seat back like a client that only lost its
connection.

The file comes from outside the program (anyone could have edited it): it
is read through the one bounded reader, and an entry that is not a valid
address and token is ignored. A file that cannot be read or written costs
only the convenience: play goes on with a new token."""

from __future__ import annotations

import json
import os
from pathlib import Path

from accessible_games.boundary.data import loads_json
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import read_text, write_atomic
from accessible_games.net.protocol import TOKEN_CHARS, valid_token

FILE_NAME = "server-tokens.json"
#: the most servers remembered (the oldest are forgotten first)
MAX_SERVERS = 50
#: the longest name and address kept
URL_CHARS = 300
#: the largest file read
FILE_BYTES = MAX_SERVERS * (URL_CHARS + TOKEN_CHARS + 16) + 64


def _path(folder: Path) -> Path:
    return folder / FILE_NAME


def _read(path: Path) -> dict[str, str]:
    try:
        data = loads_json(read_text(path, FILE_BYTES))
    except (InputError, OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        key: token
        for key, token in data.items()
        if isinstance(key, str) and 0 < len(key) <= URL_CHARS and valid_token(token)
    }


def _key(url: str, name: str) -> str:
    return f"{name}@{url}"


#: where the session of the account last logged in at a server is kept (one per server)
SESSION = "#session"  # no player name holds "#"


def load_session(url: str, folder: Path) -> str | None:
    """The session token of the account last logged in at ``url``, or None."""
    return load(url, SESSION, folder)


def save_session(url: str, token: str | None, folder: Path) -> bool:
    """Keep ``token`` as ``url``'s session (None: forget it: logged out)."""
    if token is not None:
        return save(url, SESSION, token, folder)
    path = _path(folder)
    known = _read(path)
    if known.pop(_key(url, SESSION), None) is None:
        return True
    return _write(path, known)


def load(url: str, name: str, folder: Path) -> str | None:
    """The token ``name`` was given by the server at ``url``, or None."""
    return _read(_path(folder)).get(_key(url, name))


def save(url: str, name: str, token: str, folder: Path) -> bool:
    """Remember ``token`` for ``name`` at ``url``; False when it could not be written."""
    key = _key(url, name)
    if len(key) > URL_CHARS or not valid_token(token):
        return False
    path = _path(folder)
    known = _read(path)
    if known.get(key) == token:
        return True
    known.pop(key, None)
    known[key] = token  # the newest last
    return _write(path, dict(list(known.items())[-MAX_SERVERS:]))


def _write(path: Path, kept: dict[str, str]) -> bool:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:  # a new file is the player's alone; write_atomic keeps that mode
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            pass
        write_atomic(path, json.dumps(kept, indent=1).encode("utf-8"))
    except (InputError, OSError):
        return False
    return True
