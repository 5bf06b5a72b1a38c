"""The protocol's boundary under generated input: whatever a client sends,
``parse_client`` returns a checked message or refuses it with a
ProtocolError; the size limit is checked before anything is parsed; the
client's readers of messages, actions and events never raise on what a
server sends; and a server fed garbage and out-of-order messages answers
each with one refusal, changes no game and disturbs nobody else."""

from __future__ import annotations

import asyncio
import json
import math
import random
import re
import time
import unicodedata
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from accessible_games.boundary import limits
from accessible_games.boundary.text import clean
from accessible_games.core.errors import GameError
from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, has_key
from accessible_games.games.registry import entry
from accessible_games.net import protocol
from accessible_games.net.protocol import (
    CLIENT,
    CLIENT_BYTES,
    Message,
    ProtocolError,
    action_data,
    action_from_data,
    encode,
    event_data,
    event_from_data,
    msg_data,
    msg_from_data,
    parse_client,
)
from accessible_games.net.server import service as server_module
from accessible_games.net.server.service import Client, GameServer, ServerTable
from accessible_games.net.server.store import MemoryStore

from .fakes import FakeConnection, received

TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")

# --- what a checked message may hold ------------------------------------------------------


def _whole(low: int, high: int):
    return lambda v: type(v) is int and low <= v <= high


def _text(limit: int, empty: bool = False):
    return lambda v: isinstance(v, str) and len(v) <= limit and (empty or v != "") and clean(v) == v


def _optional(check):
    return lambda v: v is None or check(v)


def _option_value(v: Any) -> bool:
    if v is None or isinstance(v, bool):
        return True
    if type(v) is int:
        return -(10**6) <= v <= 10**6
    return _text(100, empty=True)(v)


def _options(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and len(v) <= protocol.MAX_OPTIONS
        and all(
            isinstance(k, str) and GAME_ID.fullmatch(k.replace("-", "_")) and _option_value(x)
            for k, x in v.items()
        )
    )


def _password_ok(v: Any) -> bool:
    """A password as sent: any text of 1 to 256 characters without control
    or format characters (kept exactly as typed, not cleaned)."""
    return (
        isinstance(v, str)
        and 0 < len(v) <= 256
        and not any(unicodedata.category(c) in ("Cc", "Cs", "Cf") for c in v)
    )


N = _optional(_whole(0, 2**31))
#: every field of every client message, with the type it has once checked (written
#: out again here from docs rather than taken from protocol.CLIENT)
ALLOWED: dict[str, dict[str, tuple[Any, bool]]] = {
    "hello": {
        "version": (_whole(0, 10**6), True),
        "name": (lambda v: _text(protocol.NAME_CHARS)(v) and v == v.strip() and v != "", True),
        "lang": (lambda v: v in protocol.LANGS, True),
        "token": (_optional(lambda v: isinstance(v, str) and TOKEN.fullmatch(v)), False),
        "moves": (_whole(0, 10**7), False),
        "session": (_optional(lambda v: isinstance(v, str) and TOKEN.fullmatch(v)), False),
    },
    "register": {
        "name": (lambda v: _text(protocol.NAME_CHARS)(v) and v == v.strip() and v != "", True),
        "password": (lambda v: _password_ok(v), True),
    },
    "login": {
        "name": (lambda v: _text(protocol.NAME_CHARS)(v) and v == v.strip() and v != "", True),
        "password": (lambda v: _password_ok(v), True),
    },
    "logout": {},
    "password": {
        "old": (lambda v: _password_ok(v), True),
        "new": (lambda v: _password_ok(v), True),
    },
    "tables": {"offset": (_whole(0, 10**6), False)},
    "create": {
        "game": (lambda v: isinstance(v, str) and GAME_ID.fullmatch(v), True),
        "players": (_whole(1, protocol.MAX_PLAYERS), True),
        "bots": (_whole(0, protocol.MAX_PLAYERS), False),
        "level": (_optional(lambda v: isinstance(v, str) and GAME_ID.fullmatch(v)), False),
        "options": (_options, False),
        "competitive": (lambda v: isinstance(v, bool), False),
    },
    "join": {
        "table": (_whole(1, protocol.MAX_TABLE_ID), True),
        "seat": (_optional(_whole(0, protocol.MAX_PLAYERS - 1)), False),
    },
    "watch": {"table": (_whole(1, protocol.MAX_TABLE_ID), True)},
    "leave": {},
    "start": {},
    "act": {"text": (_text(protocol.ACT_CHARS), True), "n": (_whole(0, 2**31), True)},
    "chat": {
        "text": (_text(protocol.CHAT_CHARS), True),
        "scope": (lambda v: v in protocol.SCOPES, True),
    },
    "ping": {},
    "vote": {"punish": (lambda v: isinstance(v, bool), True)},
    "ranking": {
        "game": (lambda v: isinstance(v, str) and GAME_ID.fullmatch(v), True),
        "offset": (_whole(0, 10**6), False),
    },
    "record": {},
    "report": {
        "player": (lambda v: _text(protocol.NAME_CHARS)(v) and v == v.strip() and v != "", True),
        "text": (_text(protocol.CHAT_CHARS, empty=True), False),
    },
    "reports": {},
    "kick": {
        "player": (lambda v: _text(protocol.NAME_CHARS)(v) and v == v.strip() and v != "", True)
    },
    "ban": {
        "player": (lambda v: _text(protocol.NAME_CHARS)(v) and v == v.strip() and v != "", True),
        "minutes": (_whole(1, 525_600), True),
        "text": (_text(protocol.CHAT_CHARS, empty=True), False),
        "address": (lambda v: isinstance(v, bool), False),
    },
    "unban": {
        "player": (lambda v: _text(protocol.NAME_CHARS)(v) and v == v.strip() and v != "", True)
    },
    "bans": {},
    "handled": {"report": (_whole(1, 2**53), True)},
}
for _fields in ALLOWED.values():
    _fields.setdefault("n", (N, False))


def assert_checked(message: Message) -> None:
    """A message parse_client returned is of a known type and holds exactly
    the allowed fields (every required one), each of its checked type."""
    assert isinstance(message, Message)
    assert message.type in CLIENT and message.type in ALLOWED
    allowed = ALLOWED[message.type]
    assert set(message.fields) <= set(allowed), message
    for name, (check, required) in allowed.items():
        if required:
            assert name in message.fields, (message, name)
        if name in message.fields:
            assert check(message.fields[name]), (message, name)


def parsed_or_refused(raw: str | bytes) -> Message | None:
    """parse_client's answer: a checked message, or None for a ProtocolError
    whose reason is a known message; any other exception fails the test."""
    try:
        message = parse_client(raw)
    except ProtocolError as exc:
        assert isinstance(exc.msg, Msg) and has_key(exc.msg.key), exc.msg
        assert msg_from_data(json.loads(json.dumps(msg_data(exc.msg)))) == exc.msg
        return None
    assert_checked(message)
    return message


# --- generated input ----------------------------------------------------------------------

scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(10**60), max_value=10**60)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=50)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner, max_size=6)
    ),
    max_leaves=40,
)
#: smaller values, for fields and for the readers (drawn many at a time)
small_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)
FIELD_NAMES = sorted({name for spec in CLIENT.values() for name in spec} | {"type", "extra", ""})


#: values for a field that are often right and often just wrong
field_values = (
    st.sampled_from(
        [
            0,
            -1,
            1,
            2,
            10,
            11,
            2**31,
            2**31 + 1,
            10**6,
            10**9,
            10**9 + 1,
            True,
            False,
            None,
            "",
            " ",
            "\x00",
            "\u202e",
            "x" * 301,
            "en",
            "de",
            "fr",
            "lobby",
            "table",
            "maumau",
            "Maumau",
            "a" * 16,
            "a" * 65,
            1.5,
            -0.0,
            [],
            {},
        ]
    )
    | small_values
)


@st.composite
def message_shaped(draw) -> dict[str, Any]:
    """A JSON object with a type (mostly a known one) and fields of known names."""
    kind = draw(st.sampled_from(list(CLIENT)) | small_values)
    names = draw(st.lists(st.sampled_from(FIELD_NAMES), max_size=7, unique=True))
    value = {name: draw(field_values) for name in names if name != "type"}
    if draw(st.booleans()):
        value["type"] = kind
    return value


def nested(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


@settings(max_examples=400, deadline=None)
@given(st.text())
def test_any_text_is_parsed_or_refused(raw):
    parsed_or_refused(raw)


@settings(max_examples=400, deadline=None)
@given(st.binary())
def test_any_bytes_are_parsed_or_refused(raw):
    parsed_or_refused(raw)


@settings(max_examples=400, deadline=None)
@given(json_values, st.booleans())
def test_any_json_value_is_parsed_or_refused(value, ascii_only):
    raw = json.dumps(value, ensure_ascii=ascii_only, allow_nan=True)
    parsed_or_refused(raw)
    parsed_or_refused(raw.encode("utf-8", "surrogatepass"))


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(message_shaped(), st.booleans())
def test_message_shaped_objects_are_parsed_or_refused(value, as_bytes):
    raw = json.dumps(value, ensure_ascii=False, allow_nan=True)
    parsed_or_refused(raw.encode("utf-8", "surrogatepass") if as_bytes else raw)


@pytest.mark.parametrize(
    "raw",
    [
        nested(limits.DEPTH - 1),
        nested(limits.DEPTH),
        nested(limits.DEPTH + 1),
        nested(500),
        nested(5_000),
        nested(8_000),
        '{"a":' * 3_000 + "1" + "}" * 3_000,
        '{"type":"create","game":"maumau","players":2,"options":' + nested(4_000, "{}") + "}",
        '{"type":"act","text":"x","n":' + "9" * 5_000 + "}",
        '{"type":"act","text":"x","n":' + "9" * 31 + "}",
        '{"type":"act","text":"x","n":' + "1" + "0" * 4_400 + "}",
        '{"type":"act","text":"x","n":1e400}',
        '{"type":"act","text":"x","n":-1e-400}',
        '{"type":"act","text":"x","n":NaN}',
        '{"type":"act","text":"x","n":Infinity}',
        '{"type":"join","table":1.0}',
        '{"type":"join","table":true}',
        '{"type":"join","table":"1"}',
        '{"type":"ping","type":"act"}',
        '{"type":"ping"}  x',
        '\ufeff{"type":"ping"}',
        '{"type":"chat","scope":"lobby","text":"' + "x" * (protocol.CHAT_CHARS + 1) + '"}',
        '{"type":"chat","scope":"lobby","text":"' + "x" * 9_000 + '"}',
        '{"type":"chat","scope":"lobby","text":"\\ud800\\udfff\\u0000"}',
        '{"type":"hello","version":1,"name":"\\u202e\\u0007","lang":"en"}',
        '{"type":"create","game":"maumau","players":2,"options":{"' + "a" * 41 + '":1}}',
        '{"type":"create","game":"maumau","players":2,"options":{'
        + ",".join(f'"o{i}":1' for i in range(protocol.MAX_OPTIONS + 1))
        + "}}",
        b"\xff\xfe{}",
        b'{"type":"ping"}\xc3',
        "",
        " ",
        "null",
        "[]",
        '"ping"',
        "{}",
        '{"type":null}',
        '{"type":"__class__"}',
        '{"type":"hello_first"}',
        '{"type":"ping","n":-1}',
    ],
)
def test_edge_cases_are_parsed_or_refused(raw):
    parsed_or_refused(raw)


def test_deep_nesting_and_huge_numbers_are_refused_with_their_reason():
    def key(raw):
        with pytest.raises(ProtocolError) as caught:
            parse_client(raw)
        msg = caught.value.msg
        return msg.params["reason"].key if msg.key == "net.not_json" else msg.key

    assert key(nested(8_000)) == "boundary.data.deep"
    assert key(nested(limits.DEPTH + 1)) == "boundary.data.deep"
    assert key('{"type":"act","text":"x","n":' + "9" * 5_000 + "}") == "boundary.data.big_number"
    assert key('{"type":"act","text":"x","n":1e400}') == "boundary.data.not_finite"
    assert key('{"type":"act","text":"x","n":' + "9" * 29 + "}") == "net.bad_number"
    assert key('{"type":"ping","x":1}') == "net.bad_field"
    assert key('{"type":"act","n":1}') == "net.missing"
    assert key("[1]") == "net.not_object"
    assert key('{"type":"dance"}') == "net.unknown_type"


# --- valid messages of every type ------------------------------------------------------------

name_text = st.text(min_size=1, max_size=protocol.NAME_CHARS).filter(
    lambda t: clean(t).strip() != ""
)
ids = st.from_regex(GAME_ID, fullmatch=True)
option_values = st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=100)
n_values = st.none() | st.integers(0, 2**31)
passwords = st.text(
    st.characters(blacklist_categories=("Cc", "Cs", "Cf")), min_size=1, max_size=256
)


def valid_fields(kind: str) -> st.SearchStrategy[dict[str, Any]]:
    required: dict[str, st.SearchStrategy[Any]] = {}
    optional: dict[str, st.SearchStrategy[Any]] = {"n": n_values}
    if kind == "hello":
        required = {
            "version": st.integers(0, 10**6),
            "name": name_text,
            "lang": st.sampled_from(protocol.LANGS),
        }
        optional["token"] = st.none() | st.from_regex(TOKEN, fullmatch=True)
        optional["session"] = st.none() | st.from_regex(TOKEN, fullmatch=True)
    elif kind in ("report", "kick", "ban", "unban"):
        required = {"player": name_text}
        if kind == "ban":
            required["minutes"] = st.integers(1, 525_600)
            optional["address"] = st.booleans()
        if kind in ("report", "ban"):
            optional["text"] = st.text(max_size=protocol.CHAT_CHARS)
    elif kind == "handled":
        required = {"report": st.integers(1, 2**53)}
    elif kind == "vote":
        required = {"punish": st.booleans()}
    elif kind == "ranking":
        required = {"game": ids}
        optional["offset"] = st.integers(0, 10**6)
    elif kind == "tables":
        optional["offset"] = st.integers(0, 10**6)
    elif kind in ("register", "login"):
        required = {"name": name_text, "password": passwords}
    elif kind == "password":
        required = {"old": passwords, "new": passwords}
    elif kind == "create":
        required = {"game": ids, "players": st.integers(1, protocol.MAX_PLAYERS)}
        optional.update(
            bots=st.integers(0, protocol.MAX_PLAYERS),
            level=st.none() | ids,
            options=st.dictionaries(
                st.from_regex(r"[a-z][a-z0-9_-]{0,39}", fullmatch=True), option_values, max_size=8
            ),
            competitive=st.booleans(),
        )
    elif kind in ("join", "watch"):
        required = {"table": st.integers(1, protocol.MAX_TABLE_ID)}
        if kind == "join":
            optional["seat"] = st.none() | st.integers(0, protocol.MAX_PLAYERS - 1)
    elif kind == "act":
        required = {
            "text": st.text(min_size=1, max_size=protocol.ACT_CHARS).filter(
                lambda t: clean(t) != ""
            ),
            "n": st.integers(0, 2**31),
        }
        optional = {}
    elif kind == "chat":
        required = {
            "text": st.text(min_size=1, max_size=protocol.CHAT_CHARS).filter(
                lambda t: clean(t) != ""
            ),
            "scope": st.sampled_from(protocol.SCOPES),
        }
    return st.fixed_dictionaries(required, optional=optional)


valid_messages = st.sampled_from(list(CLIENT)).flatmap(
    lambda kind: valid_fields(kind).map(lambda fields: (kind, fields))
)


def cleaned(value: Any) -> Any:
    """What the boundary makes of a valid field: text without unsafe characters."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {k: cleaned(v) for k, v in value.items()}
    return value


def test_every_client_type_is_covered():
    assert set(ALLOWED) == set(CLIENT)
    for kind, spec in CLIENT.items():
        assert set(spec) == set(ALLOWED[kind]), kind


@settings(max_examples=600, deadline=None)
@given(valid_messages, st.booleans(), st.booleans())
def test_valid_messages_are_accepted_and_round_trip(message, as_bytes, ascii_only):
    kind, fields = message
    raw = json.dumps({"type": kind, **fields}, ensure_ascii=ascii_only)
    assume(len(raw.encode("utf-8", "surrogatepass")) <= CLIENT_BYTES)
    parsed = parse_client(raw.encode("utf-8", "surrogatepass") if as_bytes else raw)
    assert_checked(parsed)
    assert parsed.type == kind
    expected = cleaned(fields)
    if kind in ("hello", "register", "login"):  # a name is kept without the spaces around it
        expected["name"] = expected["name"].strip()
    if kind in ("report", "kick", "ban", "unban"):
        expected["player"] = expected["player"].strip()
    for secret in ("password", "old", "new"):  # a password is kept exactly as typed
        if secret in fields:
            expected[secret] = fields[secret]
    assert parsed.fields == expected
    # what is sent again (encode) is read the same
    again = parse_client(encode(parsed.type, **parsed.fields))
    assert again == parsed


# --- the size limit ---------------------------------------------------------------------------


def test_a_message_of_the_limit_is_read_and_one_byte_more_is_refused():
    body = '{"type":"ping"}'
    exact = body + " " * (CLIENT_BYTES - len(body))
    assert parse_client(exact).type == "ping"
    assert parse_client(exact.encode()).type == "ping"
    for raw in (exact + " ", (exact + " ").encode()):
        with pytest.raises(ProtocolError) as caught:
            parse_client(raw)
        assert caught.value.msg.key == "net.too_big"
    # counted in bytes, not characters: two bytes a character
    wide = '{"type":"chat","scope":"lobby","text":"' + "\u00e9" * (CLIENT_BYTES // 2) + '"}'
    assert len(wide) < CLIENT_BYTES
    with pytest.raises(ProtocolError) as caught:
        parse_client(wide)
    assert caught.value.msg.key == "net.too_big"


#: ten million characters of each kind, made when a test asks (not held while the suite runs)
HUGE = {
    "ascii": lambda: "x" * 10_000_000,
    "bytes": lambda: b"x" * 10_000_000,
    "two-byte": lambda: "\u00e9" * 10_000_000,
    "four-byte": lambda: "\U0010ffff" * 10_000_000,
    "surrogates": lambda: '{"type":"chat","scope":"lobby","text":"' + "\ud800" * 10_000_000 + '"}',
    "nesting": lambda: "[" * 10_000_000,
}


@pytest.mark.parametrize("kind", list(HUGE))
def test_ten_megabytes_are_refused_fast_and_unparsed(kind, monkeypatch):
    raw = HUGE[kind]()

    def never(*args):
        raise AssertionError("parsed")

    monkeypatch.setattr(protocol.check, "loads_json", never)
    best = math.inf
    for _ in range(3):  # the best of three: a shared machine may pause any one of them
        started = time.perf_counter()
        with pytest.raises(ProtocolError) as caught:
            parse_client(raw)
        best = min(best, time.perf_counter() - started)
        assert caught.value.msg.key == "net.too_big"
    assert best < 0.02, f"refusing 10 MB took {best:.3f} s"
    # the client refuses what is over the server's limit alike
    started = time.perf_counter()
    with pytest.raises(ProtocolError) as caught:
        protocol.parse_server(raw)
    assert caught.value.msg.key == "net.too_big"
    assert time.perf_counter() - started < 0.1


# --- what a client reads from a server ----------------------------------------------------------

#: JSON values as parse_server hands them on (within the boundary's depth)
bounded_values = small_values


def assert_msg(msg: Any) -> None:
    assert isinstance(msg, Msg) and has_key(msg.key), msg
    for value in msg.params.values():
        _assert_param(value)


def _assert_param(value: Any) -> None:
    if isinstance(value, Msg):
        assert_msg(value)
    elif isinstance(value, list):
        for inner in value:
            _assert_param(inner)
    else:
        assert value is None or isinstance(value, (bool, int, float, str)), value


def msg_shaped() -> st.SearchStrategy[Any]:
    keys = st.sampled_from(
        [
            "net.rate",
            "net.too_long",
            "core.not_your_turn",
            "net.nope",
            "",
            "a.b",
            "NET.RATE",
            "net.rate ",
            "key",
            "params",
        ]
    )
    names = st.sampled_from(
        ["key", "self", "params", "msg", "field", "limit", "x" * 41, ""]
    ) | st.text(max_size=8)
    return st.recursive(
        st.fixed_dictionaries(
            {"key": keys}, optional={"params": st.dictionaries(names, scalars, max_size=4)}
        ),
        lambda inner: st.fixed_dictionaries(
            {"key": keys},
            optional={
                "params": st.dictionaries(
                    names,
                    inner.map(lambda m: {"msg": m})
                    | st.lists(inner.map(lambda m: {"msg": m}), max_size=3)
                    | scalars,
                    max_size=4,
                )
            },
        ),
        max_leaves=12,
    )


@settings(max_examples=600, deadline=None)
@given(bounded_values | msg_shaped())
def test_msg_from_data_never_raises(value):
    found = msg_from_data(value)
    assert_msg(found)
    if (
        not isinstance(value, dict)
        or not isinstance(value.get("key"), str)
        or not has_key(value["key"])
    ):
        assert found == Msg("net.unreadable")


@settings(max_examples=600, deadline=None)
@given(
    bounded_values
    | st.lists(bounded_values | msg_shaped(), min_size=4, max_size=4)
    | st.tuples(st.text(max_size=410), msg_shaped(), st.text(max_size=41), bounded_values).map(list)
)
def test_action_from_data_never_raises(value):
    found = action_from_data(value)
    if found is None:
        return
    assert isinstance(found, Action)
    assert (
        isinstance(found.text, str)
        and 0 < len(found.text) <= 400
        and clean(found.text) == found.text
    )
    assert isinstance(found.kind, str) and len(found.kind) <= 40
    assert_msg(found.label)
    assert isinstance(found.data, tuple)


@settings(max_examples=600, deadline=None)
@given(
    bounded_values
    | st.lists(bounded_values, min_size=4, max_size=4)
    | st.tuples(
        st.text(max_size=61),
        st.none() | st.integers(-2, 70) | st.booleans(),
        st.dictionaries(st.text(max_size=8), bounded_values, max_size=4),
        st.none() | st.lists(st.integers(-2, 70) | st.booleans() | st.text(max_size=2), max_size=4),
    ).map(list)
)
def test_event_from_data_never_raises(value):
    found = event_from_data(value)
    if found is None:
        return
    assert isinstance(found, Event)
    assert isinstance(found.kind, str) and len(found.kind) <= 60
    assert found.seat is None or (type(found.seat) is int and 0 <= found.seat < 64)
    assert isinstance(found.data, dict)
    assert found.visible_to is None or all(type(s) is int for s in found.visible_to)
    found.visible(0), found.visible(None)


def test_readers_take_the_deepest_value_the_boundary_lets_through():
    deepest = protocol.check.loads_json(nested(limits.DEPTH - 1))
    assert action_from_data(["x", {"key": "net.rate"}, "", deepest]) is not None
    assert event_from_data(["x", None, {"a": deepest}, None]) is not None
    deep_msg: Any = {"key": "net.rate"}
    for _ in range(limits.DEPTH // 3 - 1):  # three levels of nesting each
        deep_msg = {"key": "net.not_json", "params": {"reason": {"msg": deep_msg}}}
    assert_msg(msg_from_data(protocol.check.loads_json(json.dumps(deep_msg))))


def test_a_parameter_named_like_the_key_is_read():
    # Msg's own argument names are ordinary parameter names on the wire
    for name in ("key", "self", "params"):
        found = msg_from_data({"key": "net.rate", "params": {name: 1}})
        assert found.key == "net.rate" and found.params == {name: 1}


def catalog_messages() -> list[Msg]:
    """Real messages of the catalog, some with Msg parameters nested in Msg
    parameters and in lists."""
    inner = Msg("core.seat", number=2)
    return [
        Msg("net.rate"),
        Msg("net.too_big", limit=CLIENT_BYTES),
        Msg("net.not_json", reason=Msg("boundary.data.syntax", line=1, column=3)),
        Msg("core.not_your_turn", player=inner),
        Msg("net.filled", seats=["Anna", "Ben"]),
        Msg("net.filled", seats=[inner, Msg("core.seat", number=3), "Clara"]),
        Msg(
            "net.not_json",
            reason=Msg("net.not_json", reason=Msg("core.not_your_turn", player=inner)),
        ),
        Msg("net.version", server=1, client=2),
        Msg("core.players.range", game=Msg("net.seat.bot", name="Anna"), low=2, high=5, count=1),
        Msg("net.chat.lobby", player="Ann", text="hi \u00e9 \U0001f600"),
        Msg("net.seat_taken", seat=2, table=10**9),
        Msg("core.option.range", name="rounds", value=-0.5, low=1, high=None),
    ]


@pytest.mark.parametrize("msg", catalog_messages(), ids=lambda m: m.key)
def test_catalog_messages_round_trip(msg):
    assert has_key(msg.key)
    assert msg_from_data(msg_data(msg)) == msg
    assert msg_from_data(json.loads(json.dumps(msg_data(msg)))) == msg


def test_real_actions_and_events_round_trip():
    game = entry("maumau").make_game(3, {"quick": True}, 11)
    rng = random.Random(4)
    events = list(game.setup_events)
    for _ in range(60):
        if game.is_over():
            break
        seat = game.waiting_for()[0]
        for action in game.menu_actions(seat):
            back = action_from_data(json.loads(json.dumps(action_data(action))))
            assert back is not None and back.text == action.text and back.kind == action.kind
            assert back.label == action.label and back.data == action.data
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    for event in events:
        back = event_from_data(json.loads(json.dumps(event_data(event))))
        assert back is not None and back.kind == event.kind and back.seat == event.seat
        assert back.visible_to == event.visible_to
        assert back.data == json.loads(json.dumps(protocol._plain(event.data)))


# --- a server fed garbage -------------------------------------------------------------------


class Room:
    """A server with a Mau Mau table for two under way: Ann made it (seat 0),
    Ben joined (seat 1), Eve watches, Cid is in the lobby, and Fay is
    connected but never said hello."""

    def __init__(
        self, game: str = "maumau", options: dict[str, Any] | None = None, seed: int = 2024
    ) -> None:
        self.server = GameServer(MemoryStore())
        self.people: dict[str, Client] = {}
        for name in ("ann", "ben", "cid", "eve", "fay"):
            client = self.people[name] = Client(FakeConnection())  # type: ignore[arg-type]
            self.server.clients.add(client)
            if name != "fay":
                self.send(name, "hello", version=protocol.VERSION, name=name.title(), lang="en")
        with mock.patch.object(
            server_module.secrets, "randbits", return_value=seed
        ):  # the same deal every time
            self.send(
                "ann",
                "create",
                game=game,
                players=2,
                options=options if options is not None else {"quick": True},
                n=1,
            )
        self.table: ServerTable = next(iter(self.server.tables.values()))
        self.send("ben", "join", table=self.table.id, n=1)
        self.send("eve", "watch", table=self.table.id, n=1)
        self.send("ann", "start", n=2)
        assert self.table.status == "playing"
        for client in self.people.values():
            received(client)
            client.messages.tokens = (
                protocol.BURST
            )  # the set-up does not count against the rate limit

    def send(self, who: str, kind: str, **fields: Any) -> None:
        self.server.receive(self.people[who], encode(kind, **fields))

    @property
    def game(self):
        return self.table.game

    def seat_of(self, who: str) -> int | None:
        return self.people[who].seat

    def waited(self) -> str | None:
        """Who is to move (None when the game is over)."""
        waiting = self.game.waiting_for()
        if not waiting:
            return None
        return next(name for name in ("ann", "ben") if self.seat_of(name) == waiting[0])

    def state(self) -> tuple[str, list[Any], list[Any]]:
        return (
            self.game.fingerprint(),
            list(self.game.log),
            self.server.store.read_log(self.table.id),
        )

    def refused(
        self, who: str, raw: str | bytes, n: int | None = None, key: str | None = None
    ) -> Msg:
        """Send ``raw`` from ``who``: it must be answered by exactly one
        refusal (naming ``n``), change nothing and send nobody else anything."""
        before = self.state()
        self.server.receive(self.people[who], raw)
        answers = {name: received(client) for name, client in self.people.items()}
        mine = answers.pop(who)
        assert len(mine) == 1 and mine[0]["type"] == "refused", (raw, mine)
        reason = msg_from_data(mine[0]["reason"])
        assert reason.key != "net.unreadable" and has_key(reason.key), mine
        assert mine[0]["n"] == n, (raw, mine)  # the rate's refusal too names its request
        if key is not None:
            assert reason.key == key, (raw, mine)
        assert all(not messages for messages in answers.values()), (raw, answers)
        assert self.state() == before, raw
        return reason

    def move(self, rng: random.Random) -> None:
        """The player to move makes a legal move (answered with done)."""
        who = self.waited()
        assert who is not None
        seat = self.seat_of(who)
        self.people[who].messages.tokens = protocol.BURST
        text = rng.choice(self.game.menu_actions(seat)).text
        self.send(who, "act", text=text, n=7)
        mine = received(self.people[who])
        assert {"type": "done", "n": 7} in mine, mine
        for client in self.people.values():
            received(client)


def run(scenario) -> None:
    """Run ``scenario()`` inside an event loop (the turn timer and the grace
    period need one)."""

    async def main() -> None:
        scenario()

    asyncio.run(main())


def test_out_of_order_messages_are_refused_with_their_reasons():
    def scenario() -> None:
        room = Room()
        mover = room.waited()
        idle = "ben" if mover == "ann" else "ann"
        legal = room.game.menu_actions(room.seat_of(mover))[0].text
        cases = [
            ("fay", encode("act", text=legal, n=3), 3, "net.hello_first"),
            ("fay", encode("join", table=room.table.id, n=4), 4, "net.hello_first"),
            ("fay", encode("ping"), None, "net.hello_first"),
            (
                "ben",
                encode("hello", version=protocol.VERSION, name="Ben", lang="en", n=5),
                5,
                "net.hello_twice",
            ),
            ("cid", encode("join", table=999, n=6), 6, "net.no_table"),
            ("cid", encode("watch", table=999), None, "net.no_table"),
            ("ben", encode("start", n=7), 7, "net.not_creator"),
            ("ann", encode("start", n=8), 8, "net.started"),
            ("cid", encode("start"), None, "net.not_at_table"),
            ("cid", encode("act", text=legal, n=9), 9, "net.not_at_table"),
            ("cid", encode("leave", n=10), 10, "net.not_at_table"),
            ("cid", encode("chat", text="hi", scope="table", n=11), 11, "net.not_at_table"),
            ("eve", encode("act", text=legal, n=12), 12, "net.watching"),
            (idle, encode("act", text=legal, n=13), 13, "core.not_your_turn"),
            (mover, encode("act", text="no such move", n=14), 14, None),
            ("ann", encode("create", game="maumau", players=2, n=15), 15, "net.at_table"),
            ("ben", encode("join", table=room.table.id, n=16), 16, "net.at_table"),
            ("eve", encode("watch", table=room.table.id, n=17), 17, "net.at_table"),
            ("cid", encode("create", game="chess", players=2, n=18), 18, "net.no_game"),
            ("cid", encode("create", game="maumau", players=2, bots=2, n=19), 19, "net.bots_many"),
            ("cid", encode("create", game="maumau", players=1, n=20), 20, "core.players.range"),
            (
                "cid",
                encode("create", game="maumau", players=2, level="grandmaster", n=21),
                21,
                "net.no_level",
            ),
            (
                "cid",
                encode("create", game="maumau", players=2, options={"nope": 1}, n=22),
                22,
                "core.option.unknown",
            ),
            (
                "ann",
                encode("chat", text="x" * (protocol.CHAT_CHARS + 1), scope="table", n=23),
                None,
                "net.too_long",
            ),
            ("ben", '{"type":"act","text":"x","n":24,"seat":0}', None, "net.bad_field"),
            ("ben", "x" * (CLIENT_BYTES + 1), None, "net.too_big"),
        ]
        for who, raw, n, key in cases:
            room.refused(who, raw, n, key)
        assert len(room.server.tables) == 1

    run(scenario)


def test_a_hello_of_another_version_is_refused_once_naming_its_number():
    def scenario() -> None:
        room = Room()
        room.server.receive(
            room.people["fay"],
            encode("hello", version=protocol.VERSION + 1, name="Fay", lang="en", n=5),
        )
        answers = received(room.people["fay"])
        assert [a["type"] for a in answers] == ["refused"], answers
        assert answers[0]["n"] == 5 and answers[0].get("fatal") is True
        assert msg_from_data(answers[0]["reason"]).key == "net.version"
        assert room.people["fay"].owner is None
        for name in ("ann", "ben", "cid", "eve"):
            assert received(room.people[name]) == []

    run(scenario)


def test_messages_over_the_rate_limit_are_refused_and_change_nothing():
    def scenario() -> None:
        room = Room()
        who = room.waited()
        client = room.people[who]
        started = time.monotonic()
        kinds = []
        for _ in range(protocol.BURST + 40):
            room.server.receive(client, encode("ping"))
            kinds += [m["type"] for m in received(client)]
        elapsed = time.monotonic() - started
        assert kinds.count("pong") + kinds.count("refused") == protocol.BURST + 40
        assert protocol.BURST <= kinds.count("pong") <= protocol.BURST + elapsed * protocol.RATE + 1
        # a legal move over the limit is refused like any other message
        client.messages.tokens = 0
        client.messages.at = time.monotonic()
        legal = room.game.menu_actions(room.seat_of(who))[0].text
        assert room.refused(who, encode("act", text=legal, n=1), n=1).key == "net.rate"
        # and goes through once the bucket has refilled
        client.messages.at -= 1 / protocol.RATE
        room.server.receive(client, encode("act", text=legal, n=2))
        assert {"type": "done", "n": 2} in received(client)

    run(scenario)


def test_chat_over_its_rate_is_refused_and_not_heard():
    def scenario() -> None:
        room = Room()
        for number in range(protocol.CHAT_BURST):
            room.send("ann", "chat", text=f"hello {number}", scope="table", n=number)
            assert {"type": "done", "n": number} in received(room.people["ann"])
            for name in ("ben", "eve"):
                assert [m["type"] for m in received(room.people[name])] == ["chat"]
        room.refused(
            "ann", encode("chat", text="one more", scope="table", n=99), 99, "net.chat_rate"
        )

    run(scenario)


@st.composite
def garbage(draw, room: Room) -> tuple[str, str | bytes, int | None] | None:
    """One message that must be refused, from someone, and the number the
    refusal names; None when what was drawn would not be refused."""
    mover = room.waited()
    who = draw(st.sampled_from(["ann", "ben", "cid", "eve", "fay"]))
    form = draw(st.sampled_from(["text", "bytes", "json", "shaped", "act", "lobby", "late"]))
    n = draw(n_values)
    if form in ("text", "bytes", "json", "shaped"):
        if form == "text":
            raw: str | bytes = draw(st.text(max_size=200))
        elif form == "bytes":
            raw = draw(st.binary(max_size=200))
        elif form == "json":
            raw = json.dumps(draw(json_values), allow_nan=True)
        else:
            raw = json.dumps(draw(message_shaped()), ensure_ascii=False, allow_nan=True)
        try:
            parse_client(raw)
        except ProtocolError:
            return who, raw, None
        return None  # a valid message: not garbage
    if form == "act":  # a move out of turn, at no table, by an onlooker, or no move at all
        text = draw(
            st.text(min_size=1, max_size=protocol.ACT_CHARS).filter(lambda t: clean(t) != "")
            | st.sampled_from(
                [a.text for seat in range(2) for a in room.game.menu_actions(seat)] or ["x"]
            )
        )
        number = draw(st.integers(0, 2**31))
        if who == mover:
            try:
                room.game.check(room.seat_of(who), clean(text))
                return None  # a legal move
            except GameError:
                pass
        return who, encode("act", text=text, n=number), number
    if who == "fay":  # anything before hello
        kind = draw(st.sampled_from(list(CLIENT)).filter(lambda k: k != "hello"))
        fields = draw(valid_fields(kind))
        return who, encode(kind, **fields), fields.get("n")
    fields = {} if n is None else {"n": n}
    if form == "lobby":  # what only a player in the lobby may do, or a table that is not there
        if who == "cid":
            kind = draw(st.sampled_from(["join", "watch", "start", "leave", "chat", "create"]))
            if kind in ("join", "watch"):
                raw = encode(kind, table=draw(st.integers(2, protocol.MAX_TABLE_ID)), **fields)
            elif kind == "chat":
                raw = encode("chat", text="hi", scope="table", **fields)
            elif kind == "create":
                game = draw(st.sampled_from(["chess", "maumau", "pulok"]))
                players = draw(st.integers(1, protocol.MAX_PLAYERS))
                bots = draw(st.integers(players, protocol.MAX_PLAYERS))  # no seat left for cid
                raw = encode("create", game=game, players=players, bots=bots, **fields)
            else:
                raw = encode(kind, **fields)
            return who, raw, n
        kind = draw(st.sampled_from(["create", "join", "watch", "hello"]))
        if kind == "create":
            raw = encode("create", game="maumau", players=2, **fields)
        elif kind == "hello":
            raw = encode("hello", version=protocol.VERSION, name="Again", lang="de", **fields)
        else:
            raw = encode(kind, table=room.table.id, **fields)
        return who, raw, n
    # late: a start after the start, by anyone; an over-long chat
    if draw(st.booleans()):
        return who, encode("start", **fields), n
    text = "y" * draw(st.integers(protocol.CHAT_CHARS + 1, 2 * protocol.CHAT_CHARS))
    return (
        who,
        encode("chat", text=text, scope=draw(st.sampled_from(protocol.SCOPES)), **fields),
        None,
    )


@pytest.mark.slow  # 7-8 s of CPU time
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_garbage_changes_nothing_and_disturbs_nobody(data):
    def scenario() -> None:
        room = Room()
        rng = random.Random(data.draw(st.integers(0, 2**32)))
        for _ in range(data.draw(st.integers(1, 30))):
            if room.waited() is not None and data.draw(st.integers(0, 5)) == 0:
                room.move(rng)  # the game goes on between the garbage
                continue
            drawn = data.draw(garbage(room))
            if drawn is None:
                continue
            who, raw, n = drawn
            room.refused(who, raw, n)
        # the table still plays
        if room.waited() is not None:
            room.move(rng)

    run(scenario)


#: the five games with short options
SHORT = {
    "logomachy": {"deals": 1},
    "maumau": {"quick": True},
    "pulok": {"handicap": 1, "target": 2},
    "madnooks": {"rounds": 2},
    "monad": {},
}


@pytest.mark.parametrize("game", list(SHORT))
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    texts=st.lists(
        st.text(min_size=1, max_size=protocol.ACT_CHARS).filter(lambda t: clean(t) != "")
        | st.from_regex(r"[a-z0-9 ]{1,30}", fullmatch=True),
        min_size=1,
        max_size=10,
    )
)
def test_typed_moves_of_every_game_are_refused_or_played(game, texts):
    """Whatever text the player to move sends, the game refuses it with a
    reason or plays it: never another exception out of the server."""

    def scenario() -> None:
        room = Room(game, SHORT[game])
        for text in texts:
            who = room.waited()
            if who is None:
                return
            try:
                room.game.check(room.seat_of(who), clean(text))
            except GameError:
                room.refused(who, encode("act", text=text, n=1), 1)
                continue
            room.send(who, "act", text=text, n=2)
            assert {"type": "done", "n": 2} in received(room.people[who])
            for client in room.people.values():
                received(client)

    run(scenario)


@settings(max_examples=200, deadline=None)
@given(
    game=st.sampled_from(list(SHORT) + ["chess"]),
    players=st.integers(1, protocol.MAX_PLAYERS),
    bots=st.none() | st.integers(0, protocol.MAX_PLAYERS),
    level=st.none() | ids,
    options=st.dictionaries(
        st.sampled_from(
            [
                "quick",
                "deals",
                "rounds",
                "target",
                "handicap",
                "variant",
                "teams",
                "bluffing",
                "rules",
                "x",
            ]
        )
        | ids,
        option_values | st.sampled_from(["on", "off", "yes", "classic", "poker", "1"]),
        max_size=4,
    ),
)
def test_any_create_makes_a_table_or_is_refused(game, players, bots, level, options):
    """A lobby player's create: a table made (done), or one refusal; never
    another exception, and nobody else hears of a refused one."""

    def scenario() -> None:
        room = Room()
        fields: dict[str, Any] = {"game": game, "players": players, "options": options, "n": 3}
        if bots is not None:
            fields["bots"] = bots
        if level is not None:
            fields["level"] = level
        raw = encode("create", **fields)
        tables = len(room.server.tables)
        room.server.receive(room.people["cid"], raw)
        mine = received(room.people["cid"])
        if any(m["type"] == "refused" for m in mine):
            assert len(mine) == 1 and mine[0]["n"] == 3, mine
            assert len(room.server.tables) == tables
            for name in ("ann", "ben", "eve", "fay"):
                assert received(room.people[name]) == []
        else:
            assert {"type": "done", "n": 3} in mine
            assert len(room.server.tables) == tables + 1

    run(scenario)
