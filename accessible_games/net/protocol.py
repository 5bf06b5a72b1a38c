"""The network protocol: versioned JSON messages over WebSocket, parsed and
checked in this one place (docs/network.md).

Every message is one JSON object with a ``type``. What a client sends is
untrusted input: :func:`parse_client` checks its size, depth, type and every
field, and refuses anything else with a :class:`ProtocolError` whose ``msg``
the server sends back (the client words it in its player's language). What
the server sends, the client checks with :func:`parse_server` before it uses
it, as it would any input from outside.

Nothing is sent as finished text: reasons, labels and announcements travel
as message keys with their parameters (:func:`msg_data`), so each player
hears them in their own language.

Nothing the server sends grows with the number of tables: the answer to
``tables`` is one page of at most ``TABLES_PAGE`` tables and
``TABLES_BYTES`` bytes of them (server.py), the waiting tables first, then
the running ones, the newest first within each; it says from which
``offset`` it lists, the ``total`` listed and the ``next`` offset to ask
for (null on the last page). Offsets count in the list as it is when
asked: a table that opens or closes between two pages shifts the rest by
one. A lobby keeps up with the changes one table at a time (``lobby``),
and ``leave`` is answered with the change of the table left, not the list.
"""

from __future__ import annotations

import json
import re
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from accessible_games.boundary import data as check
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.text import clean
from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, has_key
from accessible_games.games.registry import entry

#: the protocol version this program speaks; a hello of another is refused
VERSION = 2
#: the largest message a client may send, in bytes (the server's max_size)
CLIENT_BYTES = 16 * 1024
#: the largest message the server sends, in bytes (the client's max_size)
SERVER_BYTES = 4 * 1024 * 1024
#: messages a connection may send: this many at once, refilled at RATE a second
BURST, RATE = 40, 20.0
#: chat lines a connection may send: this many at once, one more every CHAT_EVERY seconds
CHAT_BURST, CHAT_EVERY = 5, 2.0
#: the longest chat line, typed move, player name and reconnect token
CHAT_CHARS, ACT_CHARS, NAME_CHARS, TOKEN_CHARS = 300, 200, 40, 64
#: the longest password a message may carry (the accounts allow 128)
PASSWORD_CHARS = 256
#: the most seats, bots, options and tables a message may name
MAX_PLAYERS, MAX_OPTIONS, MAX_TABLE_ID = 10, 40, 10**9
#: the largest offset a paged answer (``tables``, ``ranking``) may be asked from
MAX_OFFSET = 10**6
LANGS = ("en", "de")
SCOPES = ("lobby", "table")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
_KEY = re.compile(r"[a-z0-9_]+(\.[a-z0-9_]+){1,8}")


class Bucket:
    """A token bucket: ``burst`` at once, refilled at ``rate`` a second of
    ``clock`` (monotonic seconds; a test may hand in its own)."""

    def __init__(
        self, burst: float, rate: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.burst, self.rate, self.clock = burst, rate, clock
        self.tokens, self.at = burst, clock()

    def take(self) -> bool:
        """Take one token if there is one; whether there was (False: over the
        limit, nothing taken)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + max(0.0, now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class ProtocolError(InputError):
    """A message refused at the boundary; ``msg`` says why."""


@dataclass(frozen=True)
class Message:
    """One checked message: its type and its checked fields."""

    type: str
    fields: dict[str, Any]

    def __getitem__(self, name: str) -> Any:
        return self.fields[name]

    def get(self, name: str, default: Any = None) -> Any:
        """The field ``name``, or ``default`` when the message has none."""
        return self.fields.get(name, default)


def _refuse(key: str, **params: Any) -> ProtocolError:
    return ProtocolError(Msg(key, **params))


def _text(value: Any, field: str, limit: int, empty: bool = False) -> str:
    if not isinstance(value, str):
        raise _refuse("net.bad_field", field=field)
    text = clean(value)
    if len(text) > limit:
        raise _refuse("net.too_long", field=field, limit=limit)
    if not text and not empty:
        raise _refuse("net.empty", field=field)
    return text


def _name(value: Any, field: str, limit: int) -> str:
    """A player's name: text with something besides spaces."""
    text = _text(value, field, limit).strip()
    if not text:
        raise _refuse("net.empty", field=field)
    return text


def _password(value: Any, field: str) -> str:
    """A password as typed: 1 to PASSWORD_CHARS characters, none of them a
    control character (its own rules of length are the accounts')."""
    if not isinstance(value, str) or not value:
        raise _refuse("net.empty", field=field)
    if len(value) > PASSWORD_CHARS:
        raise _refuse("net.too_long", field=field, limit=PASSWORD_CHARS)
    if any(unicodedata.category(c) in ("Cc", "Cs", "Cf") for c in value):
        raise _refuse("net.bad_field", field=field)
    return value


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise _refuse("net.bad_field", field=field)
    return value


def _whole(value: Any, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _refuse("net.bad_number", field=field, low=low, high=high)
    return value


def _optional(check_one: Callable[..., Any]) -> Callable[..., Any]:
    def checked(value: Any, *args: Any) -> Any:
        return None if value is None else check_one(value, *args)

    return checked


def _choice(value: Any, field: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise _refuse("net.bad_field", field=field)
    return value


def valid_token(value: Any) -> bool:
    """Whether ``value`` has the form of a reconnect token."""
    return isinstance(value, str) and _TOKEN.fullmatch(value) is not None


def _token(value: Any, field: str) -> str:
    if not valid_token(value):
        raise _refuse("net.bad_field", field=field)
    return value


def _game_id(value: Any, field: str) -> str:
    if not isinstance(value, str) or not _ID.fullmatch(value):
        raise _refuse("net.bad_field", field=field)
    return value


def _options(value: Any, field: str) -> dict[str, Any]:
    """Table options: names and plain values (the game's options class
    checks them further when the table is made)."""
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        raise _refuse("net.bad_field", field=field)
    out: dict[str, Any] = {}
    for name, item in value.items():
        if not isinstance(name, str) or not _ID.fullmatch(name.replace("-", "_")):
            raise _refuse("net.bad_field", field=field)
        if item is not None and not isinstance(item, (bool, int, str)):
            raise _refuse("net.bad_field", field=field)
        if isinstance(item, str):
            item = _text(item, field, 100, empty=True)
        if isinstance(item, int) and not isinstance(item, bool):
            item = _whole(item, field, -(10**6), 10**6)
        out[name] = item
    return out


def _table(value: Any, field: str) -> int:
    return _whole(value, field, 1, MAX_TABLE_ID)


#: what a client may send: type -> {field: (checker, required, extra checker arguments)}
CLIENT: dict[str, dict[str, tuple[Callable[..., Any], bool, tuple[Any, ...]]]] = {
    "hello": {
        "version": (_whole, True, (0, 10**6)),
        "name": (_name, True, (NAME_CHARS,)),
        "lang": (_choice, True, (LANGS,)),
        "token": (_optional(_token), False, ()),
        "moves": (_whole, False, (0, 10**7)),
        "session": (_optional(_token), False, ()),
    },
    "register": {"name": (_name, True, (NAME_CHARS,)), "password": (_password, True, ())},
    "login": {"name": (_name, True, (NAME_CHARS,)), "password": (_password, True, ())},
    "logout": {},
    "password": {"old": (_password, True, ()), "new": (_password, True, ())},
    "tables": {"offset": (_whole, False, (0, MAX_OFFSET))},
    "create": {
        "game": (_game_id, True, ()),
        "players": (_whole, True, (1, MAX_PLAYERS)),
        "bots": (_whole, False, (0, MAX_PLAYERS)),
        "level": (_optional(_game_id), False, ()),
        "options": (_options, False, ()),
        "competitive": (_bool, False, ()),
    },
    "join": {"table": (_table, True, ()), "seat": (_optional(_whole), False, (0, MAX_PLAYERS - 1))},
    "watch": {"table": (_table, True, ())},
    "leave": {},
    "start": {},
    "act": {"text": (_text, True, (ACT_CHARS,)), "n": (_whole, True, (0, 2**31))},
    "chat": {"text": (_text, True, (CHAT_CHARS,)), "scope": (_choice, True, (SCOPES,))},
    "ping": {},
    "vote": {"punish": (_bool, True, ())},
    "ranking": {"game": (_game_id, True, ()), "offset": (_whole, False, (0, 10**6))},
    "record": {},
    "report": {"player": (_name, True, (NAME_CHARS,)), "text": (_text, False, (CHAT_CHARS, True))},
    "reports": {},
    "kick": {"player": (_name, True, (NAME_CHARS,))},
    "ban": {
        "player": (_name, True, (NAME_CHARS,)),
        "minutes": (_whole, True, (1, 525_600)),
        "text": (_text, False, (CHAT_CHARS, True)),
        # the player's address too (never this machine's own, nor a proxy's)
        "address": (_bool, False, ()),
    },
    "unban": {"player": (_name, True, (NAME_CHARS,))},
    "bans": {},
    "handled": {"report": (_whole, True, (1, 2**53))},
}


#: every request may carry a number ``n``: the server answers it with ``done`` (or
#: ``refused``) naming it
for _spec in CLIENT.values():
    _spec.setdefault("n", (_optional(_whole), False, (0, 2**31)))


def _size(raw: str | bytes, limit: int) -> int:
    """The size of a message in bytes; text of more characters than
    ``limit`` is over it without being encoded (a character is a byte at
    least), so a huge message is refused at once."""
    if isinstance(raw, bytes) or len(raw) > limit:
        return len(raw)
    return len(raw.encode("utf-8", "surrogatepass"))


def _loads(raw: str | bytes, limit: int) -> Any:
    """JSON of at most ``limit`` bytes, within the input boundary's bounds."""
    if _size(raw, limit) > limit:
        raise _refuse("net.too_big", limit=limit)
    try:
        return check.loads_json(raw)
    except InputError as exc:
        raise ProtocolError(Msg("net.not_json", reason=exc.msg)) from exc


def parse_client(raw: str | bytes) -> Message:
    """A client's message, checked; :class:`ProtocolError` for anything
    else (too big, not JSON, too deep, an unknown type, a missing, extra or
    wrong field)."""
    value = _loads(raw, CLIENT_BYTES)
    if not isinstance(value, dict):
        raise _refuse("net.not_object")
    kind = value.get("type")
    if not isinstance(kind, str) or kind not in CLIENT:
        raise _refuse("net.unknown_type")
    spec = CLIENT[kind]
    extra = [name for name in value if name != "type" and name not in spec]
    if extra:
        raise _refuse("net.bad_field", field=clean(str(extra[0]))[:40])
    fields: dict[str, Any] = {}
    for name, (checker, required, args) in spec.items():
        if name not in value:
            if required:
                raise _refuse("net.missing", field=name)
            continue
        fields[name] = checker(value[name], name, *args)
    return Message(kind, fields)


#: one encoder for every message (json.dumps with options makes a new one at each call)
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def encode(kind: str, **fields: Any) -> str:
    """A message to send: JSON text of ``{"type": kind, **fields}``."""
    return _ENCODER.encode({"type": kind, **fields})


def encode_value(value: Any) -> str:
    """One value as JSON text, to go into :func:`encode_listed` later."""
    return _ENCODER.encode(value)


def encode_listed(kind: str, field: str, items: list[str], **fields: Any) -> str:
    """A message like :func:`encode`'s whose ``field`` is a list of values
    encoded already (:func:`encode_value`): what is listed often (the
    tables) is encoded once, not at every answer."""
    head = encode(kind, **fields)
    return f'{head[:-1]},"{field}":[{",".join(items)}]}}'


def text_bytes(text: str) -> int:
    """The size of ``text`` in UTF-8 bytes (counted, not encoded, when it is
    ASCII, as most messages are)."""
    return len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))


# --- messages, actions and events as data ----------------------------------------------


def msg_data(msg: Msg | str) -> Any:
    """A Msg as plain data: ``{"key": ..., "params": {...}}``, nested Msgs
    likewise; a plain string stays a string."""
    if isinstance(msg, str):
        return msg
    return {
        "key": msg.key,
        "params": {name: _param_data(value) for name, value in msg.params.items()},
    }


def _param_data(value: Any) -> Any:
    if isinstance(value, Msg):
        return {"msg": msg_data(value)}
    if isinstance(value, (list, tuple)):
        return [_param_data(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def msg_from_data(value: Any, depth: int = 0) -> Msg:
    """The Msg plain data describes (from the other side: checked). An
    unknown key or a malformed value gives ``net.unreadable``, never an
    exception."""
    if depth > 6 or not isinstance(value, dict):
        return Msg("net.unreadable")
    key, params = value.get("key"), value.get("params", {})
    if not isinstance(key, str) or not _KEY.fullmatch(key) or not isinstance(params, dict):
        return Msg("net.unreadable")
    if not has_key(key):
        entry(key.partition(".")[0])  # a game's messages are loaded with the game, on first use
        if not has_key(key):
            return Msg("net.unreadable")
    found = Msg(key)
    for name, item in list(params.items())[:20]:
        if isinstance(name, str) and len(name) <= 40:
            # set in the dict, not passed as keywords: a parameter named "key"
            # or "self" would clash with Msg's own arguments
            found.params[name] = _param_from_data(item, depth)
    return found


def _param_from_data(value: Any, depth: int) -> Any:
    if isinstance(value, dict) and "msg" in value:
        return msg_from_data(value["msg"], depth + 1)
    if isinstance(value, list):
        return [_param_from_data(v, depth + 1) for v in value[:100]] if depth < 6 else []
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, str):
        return clean(value)[:400]
    return ""


def action_data(action: Action) -> list[Any]:
    """An action as plain data: [text, label, kind, data], and its caution
    (a costly move, asked for twice by the client) as a fifth item when it
    has one."""
    data = [action.text, msg_data(action.label), action.kind, _plain(action.data)]
    if action.caution is not None:
        data.append(msg_data(action.caution))
    return data


def action_from_data(value: Any) -> Action | None:
    """The action plain data describes, or None when it is not one."""
    if not isinstance(value, list) or len(value) not in (4, 5):
        return None
    text, label, kind, data = value[:4]
    text = clean(text) if isinstance(text, str) else None  # its length counted once cleaned
    if text is None or not 0 < len(text) <= 400 or not isinstance(kind, str) or len(kind) > 40:
        return None
    # a caution that is no message is none: the move is still the move
    caution = msg_from_data(value[4]) if len(value) == 5 and isinstance(value[4], dict) else None
    return Action(
        text,
        msg_from_data(label),
        kind,
        _tuples(data) if isinstance(data, list) else (),
        caution=caution,
    )


def event_data(event: Event) -> list[Any]:
    """An event as plain data: [kind, seat, data, visible_to]."""
    return [
        event.kind,
        event.seat,
        _plain(event.data),
        list(event.visible_to) if event.visible_to is not None else None,
    ]


def event_from_data(value: Any) -> Event | None:
    """The event plain data describes, or None when it is not one."""
    if not isinstance(value, list) or len(value) != 4:
        return None
    kind, seat, data, visible_to = value
    if not isinstance(kind, str) or len(kind) > 60 or not isinstance(data, dict):
        return None
    if seat is not None and (
        isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 64
    ):
        return None
    if visible_to is not None and (
        not isinstance(visible_to, list)
        or not all(isinstance(s, int) and not isinstance(s, bool) for s in visible_to)
    ):
        return None
    return Event(kind, seat, data, tuple(visible_to) if visible_to is not None else None)


def _plain(value: Any) -> Any:
    """JSON-friendly data: tuples as lists, Msgs as message data."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Msg):
        return {"msg": msg_data(value)}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def _tuples(value: list[Any]) -> tuple[Any, ...]:
    """An action's data as the game makes it: a tuple at the top, nested
    lists as tuples too (the narrators compare and unpack them)."""
    return tuple(_tuples(v) if isinstance(v, list) else v for v in value)


#: what a server sends (docs/network.md); the client checks each field where it uses it
SERVER = (
    "welcome",
    "refused",
    "done",
    "account",
    "ranking",
    "record",
    "reports",
    "bans",
    "tables",
    "lobby",
    "table",
    "state",
    "event",
    "notice",
    "chat",
    "pong",
)


def parse_server(raw: str | bytes) -> Message:
    """A server's message: bounded, JSON, an object of a known type;
    :class:`ProtocolError` otherwise. Its fields are checked where they are
    used (:func:`msg_from_data`, :func:`event_from_data`,
    :func:`action_from_data`)."""
    value = _loads(raw, SERVER_BYTES)
    if not isinstance(value, dict) or value.get("type") not in SERVER:
        raise _refuse("net.unknown_type")
    return Message(value.pop("type"), value)
