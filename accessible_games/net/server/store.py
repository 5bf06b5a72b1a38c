"""The game server's store: every table and its action log, kept so that a
server killed at any moment (``kill -9``) and started again resumes every
table at its exact position.

A table is its game id, options, seed, number of players, seats, status and
action log; replaying the log on a game set up from the game id, options,
seed and number of players gives back its position. :class:`Store` is the
narrow interface the server uses; :class:`SQLiteStore` keeps it in one SQLite
file and :class:`MemoryStore` in memory (tests, in-memory benchmarks). Another
store (a distributed one) only has to keep the same contract.

Every value is checked on the way in and bounded (:data:`ACTION_CHARS` and the
other limits below); what is read back from the file is checked again, and a
damaged row raises :class:`StoreError` naming its table.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, overload

#: the seat kinds and table statuses the store knows
KINDS = ("human", "bot", "empty")
STATUSES = ("waiting", "playing", "over")

#: the longest action text (the server refuses longer moves earlier)
ACTION_CHARS = 400
#: the longest game id, seat name and bot level
GAME_CHARS, NAME_CHARS, LEVEL_CHARS = 64, 100, 40
#: the longest owner id (the server passes a hash of a reconnect token)
OWNER_CHARS = 128
#: the longest options, as JSON text
OPTIONS_CHARS = 16 * 1024
#: the most seats of a table, and the most actions in one table's log
MAX_SEATS, MAX_ACTIONS = 32, 1_000_000
#: the longest account name and skeleton, password hash and session key
ACCOUNT_CHARS, HASH_CHARS, SESSION_CHARS = 64, 256, 128
#: what a game was for a ranked player
OUTCOMES = ("won", "lost", "left")
#: the longest report text and chat excerpt, and the most reports listed at once
REPORT_CHARS, SAID_CHARS, MAX_REPORTS = 300, 2_000, 200
#: the most failed logins counted
MAX_FAILURES = 10**6
#: seeds are SQLite integers: signed 64 bits
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1

#: the layout of the SQLite file, kept in ``PRAGMA user_version``
SCHEMA_VERSION = 5
#: how long an operation waits for another process holding the file
BUSY_MS = 5000


class StoreError(Exception):
    """An operation the store refused (a value out of bounds, an unknown
    table, a closed store), a file it cannot use, or a damaged row."""


@dataclass(frozen=True)
class SeatRecord:
    """One seat: ``kind`` is "human", "bot" or "empty"; ``level`` is a bot's
    level; ``owner`` is an opaque id of the person holding the seat (a hash
    of their reconnect token, never the token itself)."""

    kind: str
    name: str
    level: str | None = None
    owner: str | None = None


@dataclass(frozen=True)
class TableRecord:
    """One table as stored. ``status`` is "waiting", "playing" or "over";
    ``creator`` is the owner id of whoever opened it; ``created`` is unix
    time. ``options`` is a fresh copy on every read."""

    id: int
    game: str
    options: dict[str, Any]
    seed: int
    players: int
    seats: tuple[SeatRecord, ...]
    status: str
    creator: str | None
    created: float
    #: a competitive table (its registered players are ranked) or a friendly one
    competitive: bool = False


@dataclass(frozen=True)
class RankChange:
    """What a finished game changes in one account's ranking: ``points``
    (experience points, + or -) and whether it was won, lost or left."""

    account: int
    points: int
    outcome: str  # "won", "lost" or "left"


@dataclass(frozen=True)
class RankRow:
    """One account's standing in one game."""

    name: str
    game: str
    points: int
    won: int
    lost: int
    left: int


@dataclass(frozen=True)
class Report:
    """A player's report of another: ``said`` is what the reported player
    last said in chat (as the server heard it), ``text`` the reporter's words."""

    id: int
    made: float
    reporter: str
    player: str
    text: str
    said: str
    #: an administrator marked it handled
    handled: bool = False


@dataclass(frozen=True)
class Ban:
    """A ban in force: what it holds (``kind``, ``value``), until when, why,
    and the name of the player it was made for (for the list and unban)."""

    kind: str
    value: str
    until: float
    reason: str
    name: str


#: what a ban names: an account (its number) or an address
#: what a ban holds: an account (its number), a guest (its owner id, from
#: its reconnect token) or, chosen explicitly, an address
BAN_KINDS = ("account", "owner", "address")


@dataclass(frozen=True)
class AccountRecord:
    """One account: ``skeleton`` is what its name looks like (two names of
    one skeleton cannot both be accounts), ``hash`` its password's argon2
    hash; ``failures`` counts the failed logins in a row and
    ``locked_until`` (unix time) is when it may be tried again."""

    id: int
    name: str
    skeleton: str
    hash: str
    failures: int
    locked_until: float
    created: float


class NameTaken(StoreError):
    """An account of that name's skeleton exists already."""


# --- checks shared by every store --------------------------------------------------------


def _int(value: Any, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:  # bool is refused too
        raise StoreError(f"{what} must be an integer from {low} to {high}, not {value!r:.60}")
    return value


def _text(
    value: Any, what: str, limit: int, *, optional: bool = False, empty: bool = True
) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise StoreError(f"{what} must be a string, not {type(value).__name__}")
    if len(value) > limit:
        raise StoreError(f"{what} is longer than {limit} characters ({len(value)})")
    if not value and not empty:
        raise StoreError(f"{what} is empty")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise StoreError(f"{what} is not valid text: {exc.reason}") from None
    return value


def _account_fields(name: Any, skeleton: Any, hash: Any) -> tuple[str, str, str]:
    return (
        _text(name, "account name", ACCOUNT_CHARS, empty=False),  # type: ignore[return-value]
        _text(skeleton, "name skeleton", ACCOUNT_CHARS, empty=False),
        _text(hash, "password hash", HASH_CHARS, empty=False),
    )


def _time(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 2**40:
        raise StoreError(f"{what} must be a time, not {value!r:.60}")
    return float(value)


def _changes(changes: Any) -> list[RankChange]:
    if not isinstance(changes, list) or len(changes) > MAX_SEATS:
        raise StoreError("the changes must be a list of at most one per seat")
    for change in changes:
        if not isinstance(change, RankChange) or change.outcome not in OUTCOMES:
            raise StoreError(f"not a ranking change: {change!r:.60}")
        _int(change.account, "account", 1, 2**62)
        _int(change.points, "points", -1000, 1000)
    return changes


def _ban_fields(kind: Any, value: Any) -> tuple[str, str]:
    if kind not in BAN_KINDS or not isinstance(kind, str):
        raise StoreError(f"a ban names one of {', '.join(BAN_KINDS)}, not {kind!r:.40}")
    return kind, _text(value, "banned value", ACCOUNT_CHARS, empty=False)  # type: ignore[return-value]


def _status(value: Any) -> str:
    if value not in STATUSES or not isinstance(value, str):
        raise StoreError(f"status must be one of {', '.join(STATUSES)}, not {value!r:.60}")
    return value


def _seat(record: Any) -> SeatRecord:
    if not isinstance(record, SeatRecord):
        raise StoreError(f"a seat must be a SeatRecord, not {type(record).__name__}")
    if record.kind not in KINDS or not isinstance(record.kind, str):
        raise StoreError(f"seat kind must be one of {', '.join(KINDS)}, not {record.kind!r:.60}")
    _text(record.name, "seat name", NAME_CHARS)
    _text(record.level, "bot level", LEVEL_CHARS, optional=True)
    _text(record.owner, "seat owner", OWNER_CHARS, optional=True)
    return record


def _options_json(options: Any) -> str:
    """The options as JSON text, refused if not a JSON object with string
    keys, or too long."""
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise StoreError("options must be a dict with string keys")
    try:
        text = json.dumps(options, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError, RecursionError) as exc:
        raise StoreError(f"options cannot be stored as JSON: {exc}") from None
    if len(text) > OPTIONS_CHARS:
        raise StoreError(f"options are longer than {OPTIONS_CHARS} characters as JSON")
    return text


def _seats_data(seats: tuple[SeatRecord, ...] | list[SeatRecord]) -> list[dict[str, Any]]:
    return [{"kind": s.kind, "name": s.name, "level": s.level, "owner": s.owner} for s in seats]


def _checked_table(
    game: Any, options: Any, seed: Any, players: Any, seats: Any, creator: Any
) -> tuple[str, str, int, int, tuple[SeatRecord, ...], str | None]:
    """The arguments of :meth:`Store.create_table`, checked; options as JSON."""
    _text(game, "game", GAME_CHARS, empty=False)
    options_json = _options_json(options)
    _int(seed, "seed", SEED_MIN, SEED_MAX)
    _int(players, "players", 1, MAX_SEATS)
    if not isinstance(seats, (tuple, list)):
        raise StoreError(f"seats must be a tuple of SeatRecord, not {type(seats).__name__}")
    if len(seats) != players:
        raise StoreError(f"{players} players need {players} seats, not {len(seats)}")
    seats = tuple(_seat(s) for s in seats)
    _text(creator, "creator", OWNER_CHARS, optional=True)
    return game, options_json, seed, players, seats, creator


class _Damaged(Exception):
    """A stored value that is not what the store writes (turned into a
    StoreError naming the table)."""


def _load_json(text: Any, what: str) -> Any:
    if not isinstance(text, str):
        raise _Damaged(f"{what} is not text")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise _Damaged(f"{what} is not JSON: {exc}") from None


@overload
def _stored_str(value: Any, what: str, limit: int, *, optional: Literal[False] = False) -> str: ...


@overload
def _stored_str(value: Any, what: str, limit: int, *, optional: bool) -> str | None: ...


def _stored_str(value: Any, what: str, limit: int, *, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > limit:
        raise _Damaged(f"{what} is not a string of at most {limit} characters")
    return value


def _record(row: tuple[Any, ...]) -> TableRecord:
    """A row of the ``tables`` table as a checked TableRecord; a damaged row
    raises StoreError naming its table."""
    table_id = row[0]
    try:
        if type(table_id) is not int:
            raise _Damaged("its id is not an integer")
        _, game, options_text, seed, players, seats_text, status, creator, created, competitive = (
            row
        )
        _stored_str(game, "game", GAME_CHARS)
        options = _load_json(options_text, "options")
        if not isinstance(options, dict):
            raise _Damaged("options are not a JSON object")
        if type(seed) is not int or type(players) is not int or not 1 <= players <= MAX_SEATS:
            raise _Damaged("seed or number of players is not a valid integer")
        if status not in STATUSES or not isinstance(status, str):
            raise _Damaged(f"status {status!r:.40} is unknown")
        _stored_str(creator, "creator", OWNER_CHARS, optional=True)
        if type(created) not in (int, float):
            raise _Damaged("creation time is not a number")
        data = _load_json(seats_text, "seats")
        if not isinstance(data, list) or len(data) != players:
            raise _Damaged(f"seats are not a list of {players} seats")
        seats = []
        for item in data:
            if not isinstance(item, dict) or set(item) != {"kind", "name", "level", "owner"}:
                raise _Damaged("a seat is not an object of kind, name, level and owner")
            if item["kind"] not in KINDS or not isinstance(item["kind"], str):
                raise _Damaged(f"seat kind {item['kind']!r:.40} is unknown")
            seats.append(
                SeatRecord(
                    kind=item["kind"],
                    name=_stored_str(item["name"], "seat name", NAME_CHARS),
                    level=_stored_str(item["level"], "bot level", LEVEL_CHARS, optional=True),
                    owner=_stored_str(item["owner"], "seat owner", OWNER_CHARS, optional=True),
                )
            )
    except _Damaged as exc:
        raise StoreError(f"table {table_id!r:.40} is damaged in the store: {exc}") from None
    return TableRecord(
        id=table_id,
        game=game,
        options=options,
        seed=seed,
        players=players,
        seats=tuple(seats),
        status=status,
        creator=creator,
        created=float(created),
        competitive=competitive == 1,
    )


# --- the interface -------------------------------------------------------------------------


class Store(ABC):
    """Where the server keeps its tables. Every method is safe to call from
    any thread. Every method that changes something is durable when it
    returns: a crash of the process right after loses nothing (a store may
    say it keeps less, as :class:`MemoryStore` does). Every method raises
    :class:`StoreError`, and nothing else, for a refused value, an unknown
    table, a closed store, a file it cannot use or a damaged row."""

    @abstractmethod
    def create_table(
        self,
        game: str,
        options: dict[str, Any],
        seed: int,
        players: int,
        seats: tuple[SeatRecord, ...],
        creator: str | None,
        competitive: bool = False,
    ) -> int:
        """Store a new table with status "waiting" and an empty log; returns
        its id (a positive integer never given before). ``seats`` has one
        record per player (``len(seats) == players``, 1 to MAX_SEATS);
        ``options`` must be a JSON object (read back as it decodes, lists
        for tuples); ``seed`` a signed 64-bit integer."""

    @abstractmethod
    def set_seat(self, table: int, seat: int, record: SeatRecord) -> None:
        """Replace seat ``seat`` (0 to players - 1) of table ``table``."""

    @abstractmethod
    def set_status(self, table: int, status: str) -> None:
        """Set the status of ``table`` to "waiting", "playing" or "over"."""

    @abstractmethod
    def append_action(self, table: int, seat: int, text: str) -> None:
        """Add the action ``text`` (at most ACTION_CHARS characters) played
        by seat ``seat`` (0 to players - 1) to the end of the log of
        ``table``, numbered one more than the last. Refused for a table that
        is "over" and past MAX_ACTIONS. Durable when it returns."""

    @abstractmethod
    def read_log(self, table: int) -> list[tuple[int, str]]:
        """The log of ``table`` in the order played, as (seat, text) pairs;
        a table that is not stored raises StoreError."""

    @abstractmethod
    def table(self, table_id: int) -> TableRecord | None:
        """The table ``table_id``, or None if there is none."""

    @abstractmethod
    def tables(self, include_over: bool = False) -> list[TableRecord]:
        """Every table by id, those that are "over" only if ``include_over``.
        One damaged table raises StoreError for the whole list."""

    # --- accounts ---------------------------------------------------------------------

    @abstractmethod
    def create_account(self, name: str, skeleton: str, hash: str) -> int:
        """A new account; its id. NameTaken when the skeleton has one."""

    @abstractmethod
    def account(self, skeleton: str) -> AccountRecord | None:
        """The account of a name's skeleton, or None."""

    @abstractmethod
    def set_password(self, account: int, hash: str) -> None:
        """A new password hash; every session of the account ends."""

    @abstractmethod
    def set_failures(self, account: int, failures: int, locked_until: float) -> None:
        """The failed logins in a row, and until when the account is locked."""

    @abstractmethod
    def add_session(self, key: str, account: int, expires: float) -> None:
        """A session (``key``: the SHA-256 of its token) good until ``expires``."""

    @abstractmethod
    def session(self, key: str, now: float) -> AccountRecord | None:
        """The account of a session still good at ``now``, or None (an
        expired one is forgotten)."""

    @abstractmethod
    def drop_session(self, key: str) -> None:
        """End a session (nothing happens for an unknown one)."""

    # --- rankings ---------------------------------------------------------------------

    @abstractmethod
    def finish(self, table: int, changes: list[RankChange]) -> None:
        """``table`` is over, and its results count in the rankings of its
        game: at once and only once (a second call changes nothing)."""

    @abstractmethod
    def penalize(self, table: int, account: int, points: int) -> bool:
        """A penalty of ``table``'s game for ``account`` (who left it):
        once per table and account; False when it was counted already."""

    @abstractmethod
    def set_unranked(self, table: int) -> None:
        """``table`` is competitive but its game is not ranked (two of its
        players came from one address, or too few are registered)."""

    @abstractmethod
    def unranked(self, table: int) -> bool:
        """Whether :meth:`set_unranked` was called for ``table``."""

    @abstractmethod
    def ranking(self, game: str, limit: int = 20, offset: int = 0) -> tuple[int, list[RankRow]]:
        """How many accounts are ranked in ``game``, and ``limit`` of them
        from place ``offset + 1`` on, the most points first (by name when equal)."""

    @abstractmethod
    def record(self, account: int) -> list[RankRow]:
        """``account``'s standing in every game it was ranked in, by game."""

    # --- bans and reports --------------------------------------------------------------

    @abstractmethod
    def ban(self, kind: str, value: str, until: float, reason: str, name: str = "") -> None:
        """Ban an account (``kind`` "account", its number as text), a guest
        ("owner", its owner id) or an address until ``until`` (unix time); a
        later ban replaces an earlier. ``name``: the player's, as shown."""

    @abstractmethod
    def banned(self, kind: str, value: str, now: float) -> float | None:
        """Until when ``value`` is banned, or None (an ended ban is forgotten)."""

    @abstractmethod
    def unban(self, kind: str, value: str) -> bool:
        """End a ban before its time; False when there was none."""

    @abstractmethod
    def bans(self, now: float) -> list[Ban]:
        """The bans in force at ``now``, the one ending first first."""

    @abstractmethod
    def handle_report(self, number: int) -> bool:
        """Mark report ``number`` handled; False when there is no such report."""

    @abstractmethod
    def report(self, reporter: str, player: str, text: str, said: str) -> int:
        """Keep a report; its number."""

    @abstractmethod
    def reports(self, limit: int = 50) -> list[Report]:
        """The newest ``limit`` reports, the newest first."""

    @abstractmethod
    def close(self) -> None:
        """Let go of the store; later calls raise StoreError. Closing twice
        is harmless."""

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --- in memory ----------------------------------------------------------------------------


class MemoryStore(Store):
    """The store's contract in memory: the same checks, ids and results as
    :class:`SQLiteStore`, but nothing outlives the object. ``clock`` gives
    the creation time (tests pass a fixed one)."""

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._tables: dict[int, dict[str, Any]] = {}
        self._logs: dict[int, list[tuple[int, str]]] = {}
        self._accounts: dict[int, AccountRecord] = {}
        self._sessions: dict[str, tuple[int, float]] = {}
        self._rankings: dict[tuple[int, str], dict[str, int]] = {}
        self._ranked: set[tuple[int, Any]] = set()
        self._bans: dict[tuple[str, str], float] = {}
        self._ban_notes: dict[tuple[str, str], tuple[str, str]] = {}
        self._reports: list[Report] = []
        self._closed = False

    def _open(self) -> None:
        if self._closed:
            raise StoreError("the store is closed")

    def create_account(self, name: str, skeleton: str, hash: str) -> int:
        """A new account; its id (:meth:`Store.create_account`)."""
        name, skeleton, hash = _account_fields(name, skeleton, hash)
        with self._lock:
            self._open()
            if any(a.skeleton == skeleton for a in self._accounts.values()):
                raise NameTaken(f"an account looks like {name!r}")
            number = max(self._accounts, default=0) + 1
            self._accounts[number] = AccountRecord(
                number, name, skeleton, hash, 0, 0.0, float(self._clock())
            )
            return number

    def account(self, skeleton: str) -> AccountRecord | None:
        """The account of a name's skeleton, or None (:meth:`Store.account`)."""
        _text(skeleton, "name skeleton", ACCOUNT_CHARS)
        with self._lock:
            self._open()
            return next((a for a in self._accounts.values() if a.skeleton == skeleton), None)

    def _account(self, account: Any) -> AccountRecord:
        self._open()
        if type(account) is not int or account not in self._accounts:
            raise StoreError(f"there is no account {account!r:.40}")
        return self._accounts[account]

    def set_password(self, account: int, hash: str) -> None:
        """A new password hash; every session of the account ends (:meth:`Store.set_password`)."""
        _text(hash, "password hash", HASH_CHARS, empty=False)
        with self._lock:
            found = self._account(account)
            self._accounts[account] = dataclasses.replace(found, hash=hash)
            self._sessions = {k: v for k, v in self._sessions.items() if v[0] != account}

    def set_failures(self, account: int, failures: int, locked_until: float) -> None:
        """The failed logins in a row, and until when the account is locked
        (:meth:`Store.set_failures`)."""
        _int(failures, "failures", 0, MAX_FAILURES)
        until = _time(locked_until, "locked until")
        with self._lock:
            found = self._account(account)
            self._accounts[account] = dataclasses.replace(
                found, failures=failures, locked_until=until
            )

    def add_session(self, key: str, account: int, expires: float) -> None:
        """A session good until ``expires`` (:meth:`Store.add_session`)."""
        _text(key, "session key", SESSION_CHARS, empty=False)
        until = _time(expires, "session expiry")
        with self._lock:
            self._account(account)
            self._sessions[key] = (account, until)

    def session(self, key: str, now: float) -> AccountRecord | None:
        """The account of a session still good at ``now``, or None (:meth:`Store.session`)."""
        _text(key, "session key", SESSION_CHARS)
        with self._lock:
            self._open()
            found = self._sessions.get(key)
            if found is None:
                return None
            if found[1] <= now:
                del self._sessions[key]
                return None
            return self._accounts.get(found[0])

    def drop_session(self, key: str) -> None:
        """End a session, if there is one (:meth:`Store.drop_session`)."""
        _text(key, "session key", SESSION_CHARS)
        with self._lock:
            self._open()
            self._sessions.pop(key, None)

    def _rank(self, game: str, change: RankChange) -> None:
        row = self._rankings.setdefault(
            (change.account, game), {"points": 0, "won": 0, "lost": 0, "left": 0}
        )
        row["points"] += change.points
        row[change.outcome] += 1

    def finish(self, table: int, changes: list[RankChange]) -> None:
        """``table`` is over, and its results are ranked only once (:meth:`Store.finish`)."""
        _changes(changes)
        with self._lock:
            row = self._row(table)
            for change in changes:
                self._account(change.account)
            row["status"] = "over"
            if (table, "results") in self._ranked:
                return
            self._ranked.add((table, "results"))
            for change in changes:
                self._rank(row["game"], change)

    def penalize(self, table: int, account: int, points: int) -> bool:
        """A penalty for ``account``, once per table; False when it was counted
        already (:meth:`Store.penalize`)."""
        _int(points, "points", -1000, 1000)
        with self._lock:
            row = self._row(table)
            self._account(account)
            if (table, account) in self._ranked:
                return False
            self._ranked.add((table, account))
            self._rank(row["game"], RankChange(account, points, "left"))
            return True

    def ban(self, kind: str, value: str, until: float, reason: str, name: str = "") -> None:
        """Ban ``value`` until ``until``; a later ban replaces an earlier (:meth:`Store.ban`)."""
        kind, value = _ban_fields(kind, value)
        until = _time(until, "ban end")
        _text(reason, "reason", REPORT_CHARS)
        _text(name, "name", ACCOUNT_CHARS)
        with self._lock:
            self._open()
            self._bans[(kind, value)] = until
            self._ban_notes[(kind, value)] = (reason, name)

    def unban(self, kind: str, value: str) -> bool:
        """End a ban before its time; False when there was none (:meth:`Store.unban`)."""
        kind, value = _ban_fields(kind, value)
        with self._lock:
            self._open()
            self._ban_notes.pop((kind, value), None)
            return self._bans.pop((kind, value), None) is not None

    def bans(self, now: float) -> list[Ban]:
        """The bans in force at ``now``, the one ending first first (:meth:`Store.bans`)."""
        with self._lock:
            self._open()
            found = [
                Ban(kind, value, until, *self._ban_notes.get((kind, value), ("", "")))
                for (kind, value), until in self._bans.items()
                if until > now
            ]
        return sorted(found, key=lambda b: (b.until, b.kind, b.value))

    def handle_report(self, number: int) -> bool:
        """Mark a report handled; False when there is no such report
        (:meth:`Store.handle_report`)."""
        _int(number, "report", 1, 2**62)
        with self._lock:
            self._open()
            for index, found in enumerate(self._reports):
                if found.id == number:
                    self._reports[index] = dataclasses.replace(found, handled=True)
                    return True
            return False

    def banned(self, kind: str, value: str, now: float) -> float | None:
        """Until when ``value`` is banned, or None (:meth:`Store.banned`)."""
        kind, value = _ban_fields(kind, value)
        with self._lock:
            self._open()
            until = self._bans.get((kind, value))
            if until is not None and until <= now:
                del self._bans[(kind, value)]
                return None
            return until

    def report(self, reporter: str, player: str, text: str, said: str) -> int:
        """Keep a report; its number (:meth:`Store.report`)."""
        for value, what, limit in (
            (reporter, "reporter", ACCOUNT_CHARS),
            (player, "player", ACCOUNT_CHARS),
            (text, "report", REPORT_CHARS),
            (said, "said", SAID_CHARS),
        ):
            _text(value, what, limit)
        with self._lock:
            self._open()
            number = len(self._reports) + 1
            self._reports.append(Report(number, float(self._clock()), reporter, player, text, said))
            return number

    def reports(self, limit: int = 50) -> list[Report]:
        """The newest ``limit`` reports, the newest first (:meth:`Store.reports`)."""
        _int(limit, "limit", 0, MAX_REPORTS)
        with self._lock:
            self._open()
            return list(reversed(self._reports))[:limit]

    def set_unranked(self, table: int) -> None:
        """Note that ``table``'s game is not ranked (:meth:`Store.set_unranked`)."""
        with self._lock:
            self._row(table)
            self._ranked.add((table, "unranked"))

    def unranked(self, table: int) -> bool:
        """Whether ``table`` was noted as not ranked (:meth:`Store.unranked`)."""
        with self._lock:
            self._row(table)
            return (table, "unranked") in self._ranked

    def _rows(self, pairs: list[tuple[tuple[int, str], dict[str, int]]]) -> list[RankRow]:
        return [
            RankRow(self._accounts[a].name, g, r["points"], r["won"], r["lost"], r["left"])
            for (a, g), r in pairs
        ]

    def ranking(self, game: str, limit: int = 20, offset: int = 0) -> tuple[int, list[RankRow]]:
        """How many accounts are ranked in ``game``, and ``limit`` of them from
        place ``offset + 1`` on (:meth:`Store.ranking`)."""
        _text(game, "game", GAME_CHARS)
        _int(limit, "limit", 0, 1000)
        _int(offset, "offset", 0, 2**31)
        with self._lock:
            self._open()
            pairs = [(k, v) for k, v in self._rankings.items() if k[1] == game]
            pairs.sort(key=lambda kv: (-kv[1]["points"], self._accounts[kv[0][0]].name.casefold()))
            return len(pairs), self._rows(pairs[offset : offset + limit])

    def record(self, account: int) -> list[RankRow]:
        """``account``'s standing in every game it was ranked in (:meth:`Store.record`)."""
        with self._lock:
            self._account(account)
            return self._rows(
                sorted(
                    ((k, v) for k, v in self._rankings.items() if k[0] == account),
                    key=lambda kv: kv[0][1],
                )
            )

    def _row(self, table: Any) -> dict[str, Any]:
        if self._closed:
            raise StoreError("the store is closed")
        if type(table) is not int or table not in self._tables:
            raise StoreError(f"there is no table {table!r:.40}")
        return self._tables[table]

    def _record(self, row: dict[str, Any]) -> TableRecord:
        return TableRecord(
            id=row["id"],
            game=row["game"],
            options=json.loads(row["options"]),
            seed=row["seed"],
            players=row["players"],
            seats=row["seats"],
            status=row["status"],
            creator=row["creator"],
            created=row["created"],
            competitive=row["competitive"],
        )

    def create_table(
        self,
        game: str,
        options: dict[str, Any],
        seed: int,
        players: int,
        seats: tuple[SeatRecord, ...],
        creator: str | None,
        competitive: bool = False,
    ) -> int:
        """Store a new waiting table with an empty log; its id (:meth:`Store.create_table`)."""
        game, options_json, seed, players, seats, creator = _checked_table(
            game, options, seed, players, seats, creator
        )
        with self._lock:
            if self._closed:
                raise StoreError("the store is closed")
            table_id = max(self._tables, default=0) + 1
            self._tables[table_id] = {
                "id": table_id,
                "game": game,
                "options": options_json,
                "seed": seed,
                "players": players,
                "seats": seats,
                "status": "waiting",
                "creator": creator,
                "created": float(self._clock()),
                "competitive": competitive is True,
            }
            self._logs[table_id] = []
            return table_id

    def set_seat(self, table: int, seat: int, record: SeatRecord) -> None:
        """Replace one seat of ``table`` (:meth:`Store.set_seat`)."""
        _seat(record)
        with self._lock:
            row = self._row(table)
            _int(seat, "seat", 0, row["players"] - 1)
            seats = list(row["seats"])
            seats[seat] = record
            row["seats"] = tuple(seats)

    def set_status(self, table: int, status: str) -> None:
        """Set the status of ``table`` (:meth:`Store.set_status`)."""
        _status(status)
        with self._lock:
            self._row(table)["status"] = status

    def append_action(self, table: int, seat: int, text: str) -> None:
        """Add an action to the end of ``table``'s log (:meth:`Store.append_action`)."""
        _text(text, "action", ACTION_CHARS)
        with self._lock:
            row = self._row(table)
            _int(seat, "seat", 0, row["players"] - 1)
            if row["status"] == "over":
                raise StoreError(f"table {table} is over")
            log = self._logs[table]
            if len(log) >= MAX_ACTIONS:
                raise StoreError(f"table {table} has {MAX_ACTIONS} actions already")
            log.append((seat, text))

    def read_log(self, table: int) -> list[tuple[int, str]]:
        """``table``'s log as (seat, text) pairs (:meth:`Store.read_log`)."""
        with self._lock:
            self._row(table)
            return list(self._logs[table])

    def table(self, table_id: int) -> TableRecord | None:
        """The table ``table_id``, or None (:meth:`Store.table`)."""
        with self._lock:
            if self._closed:
                raise StoreError("the store is closed")
            row = self._tables.get(table_id) if type(table_id) is int else None
            return None if row is None else self._record(row)

    def tables(self, include_over: bool = False) -> list[TableRecord]:
        """Every table by id, those that are over only if ``include_over``
        (:meth:`Store.tables`)."""
        with self._lock:
            if self._closed:
                raise StoreError("the store is closed")
            return [
                self._record(row)
                for _, row in sorted(self._tables.items())
                if include_over or row["status"] != "over"
            ]

    def close(self) -> None:
        """Let go of the store; later calls raise StoreError (:meth:`Store.close`)."""
        with self._lock:
            self._closed = True


# --- in one SQLite file ---------------------------------------------------------------------

#: add an action numbered one more than the table's last, if the table is
#: stored and sound, not over, the seat is one of its own and the log not full
_APPEND = f"""INSERT INTO actions (table_id, number, seat, text)
    SELECT t.id, coalesce(a.last, 0) + 1, ?, ?
    FROM "tables" AS t, (SELECT max(number) AS last FROM actions WHERE table_id = ?) AS a
    WHERE t.id = ? AND t.status IN ({", ".join(f"'{s}'" for s in STATUSES if s != "over")})
      AND typeof(t.players) = 'integer' AND t.players BETWEEN 1 AND {MAX_SEATS}
      AND ? BETWEEN 0 AND t.players - 1
      AND (a.last IS NULL OR (typeof(a.last) = 'integer' AND a.last < {MAX_ACTIONS}))"""

_SCHEMA = (
    """CREATE TABLE "tables" (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        players INTEGER NOT NULL,
        seats TEXT NOT NULL,
        status TEXT NOT NULL,
        creator TEXT,
        created REAL NOT NULL
    )""",
    """CREATE TABLE actions (
        table_id INTEGER NOT NULL REFERENCES "tables"(id),
        number INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (table_id, number)
    ) WITHOUT ROWID""",
)

#: what each later version of the layout adds to the one before
_UPGRADES: dict[int, tuple[str, ...]] = {
    2: (
        """CREATE TABLE accounts (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            skeleton TEXT NOT NULL UNIQUE,
            hash TEXT NOT NULL,
            failures INTEGER NOT NULL DEFAULT 0,
            locked_until REAL NOT NULL DEFAULT 0,
            created REAL NOT NULL
        )""",
        """CREATE TABLE sessions (
            key TEXT PRIMARY KEY,
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            expires REAL NOT NULL
        ) WITHOUT ROWID""",
    ),
    3: (
        """ALTER TABLE "tables" ADD COLUMN competitive INTEGER NOT NULL DEFAULT 0""",
        """CREATE TABLE rankings (
            account_id INTEGER NOT NULL REFERENCES accounts(id),
            game TEXT NOT NULL,
            points INTEGER NOT NULL DEFAULT 0,
            won INTEGER NOT NULL DEFAULT 0,
            lost INTEGER NOT NULL DEFAULT 0,
            left_games INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (account_id, game)
        ) WITHOUT ROWID""",
        """CREATE INDEX rankings_by_points ON rankings (game, points DESC)""",
        # each table's results and each penalty are counted once, whatever happens
        """CREATE TABLE ranked (
            table_id INTEGER NOT NULL,
            account_id INTEGER NOT NULL,
            what TEXT NOT NULL,
            PRIMARY KEY (table_id, account_id, what)
        ) WITHOUT ROWID""",
    ),
    4: (
        """CREATE TABLE bans (
            kind TEXT NOT NULL,
            value TEXT NOT NULL,
            until REAL NOT NULL,
            reason TEXT NOT NULL,
            PRIMARY KEY (kind, value)
        ) WITHOUT ROWID""",
        """CREATE TABLE reports (
            id INTEGER PRIMARY KEY,
            made REAL NOT NULL,
            reporter TEXT NOT NULL,
            player TEXT NOT NULL,
            text TEXT NOT NULL,
            said TEXT NOT NULL
        )""",
    ),
    5: (
        # a ban names the player it was made for; a report can be marked handled
        """ALTER TABLE bans ADD COLUMN name TEXT NOT NULL DEFAULT ''""",
        """ALTER TABLE reports ADD COLUMN handled INTEGER NOT NULL DEFAULT 0""",
    ),
}

_COLUMNS = "id, game, options, seed, players, seats, status, creator, created, competitive"
_ACCOUNT_COLUMNS = "id, name, skeleton, hash, failures, locked_until, created"


class SQLiteStore(Store):
    """The store in one SQLite file at ``path``. Its folder is made (mode
    0o700) if missing and the file is created with mode 0o600; an existing
    file keeps its mode. Every change is its own transaction, committed
    before the method returns. A file written by a newer version of the
    program (a higher ``PRAGMA user_version``), a file that is not a
    database or a database of something else raises StoreError. ``clock``
    gives the creation time of tables."""

    def __init__(self, path: str | os.PathLike, clock: Callable[[], float] = time.time) -> None:
        self.path = os.fspath(path)
        self._clock = clock
        self._lock = threading.Lock()
        folder = os.path.dirname(os.path.abspath(self.path))
        try:
            os.makedirs(folder, mode=0o700, exist_ok=True)
            # create the file with the mode wanted before SQLite opens it (SQLite
            # would create it 0o644); its -wal and -shm files take the same mode
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
            os.close(fd)
        except OSError as exc:
            raise StoreError(f"cannot open the store {self.path}: {exc.strerror or exc}") from None
        try:
            # autocommit (isolation_level None): transactions are begun and
            # committed explicitly below; check_same_thread off because the server
            # may call from a worker thread, every call holds self._lock
            self._db: sqlite3.Connection | None = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=BUSY_MS / 1000
            )
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open the store {self.path}: {exc}") from None
        try:
            self._set_up(self._db)
        except BaseException:
            self._db.close()
            self._db = None
            raise

    def _set_up(self, db: sqlite3.Connection) -> None:
        try:
            db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
            mode = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreError(
                    f"the store {self.path} cannot use write-ahead logging (mode {mode})"
                )
            # In WAL mode a commit is written to the -wal file before it returns, so
            # it survives the process being killed (the operating system keeps the
            # written data); synchronous=NORMAL only leaves out the fsync of each
            # commit, so a power loss or an operating system crash may lose the last
            # commits, never the consistency of the file.
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("BEGIN IMMEDIATE")
            try:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StoreError(
                        f"the store {self.path} was written by a newer version of the program "
                        f"(schema {version}; this one knows up to {SCHEMA_VERSION})"
                    )
                if version == 0:
                    if db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                        raise StoreError(
                            f"{self.path} is a database of something else, not a store"
                        )
                    for statement in _SCHEMA:
                        db.execute(statement)
                    version = 1
                if version < SCHEMA_VERSION:  # a store of an older program: brought up to date
                    for later in range(version + 1, SCHEMA_VERSION + 1):
                        for statement in _UPGRADES[later]:
                            db.execute(statement)
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise StoreError(f"cannot use the store {self.path}: {exc}") from None

    # every operation: the lock held, the connection open, SQLite's errors as StoreError

    def _run(self, work: Callable[[sqlite3.Connection], Any], write: bool = False) -> Any:
        with self._lock:
            db = self._db
            if db is None:
                raise StoreError("the store is closed")
            try:
                if not write:
                    return work(db)
                db.execute("BEGIN IMMEDIATE")
                try:
                    result = work(db)
                    db.execute("COMMIT")
                except BaseException:
                    if db.in_transaction:
                        db.execute("ROLLBACK")
                    raise
                return result
            except sqlite3.Error as exc:
                raise StoreError(f"the store {self.path} failed: {exc}") from None

    @staticmethod
    def _players(db: sqlite3.Connection, table: Any) -> tuple[int, str]:
        """The number of players and status of ``table``; StoreError if none."""
        if type(table) is not int:
            raise StoreError(f"there is no table {table!r:.40}")
        row = db.execute(
            'SELECT id, players, status FROM "tables" WHERE id = ?', (table,)
        ).fetchone()
        if row is None:
            raise StoreError(f"there is no table {table}")
        _, players, status = row
        if type(players) is not int or not 1 <= players <= MAX_SEATS or status not in STATUSES:
            raise StoreError(f"table {table} is damaged in the store: bad players or status")
        return players, status

    def create_table(
        self,
        game: str,
        options: dict[str, Any],
        seed: int,
        players: int,
        seats: tuple[SeatRecord, ...],
        creator: str | None,
        competitive: bool = False,
    ) -> int:
        """Store a new waiting table with an empty log; its id (:meth:`Store.create_table`)."""
        game, options_json, seed, players, seats, creator = _checked_table(
            game, options, seed, players, seats, creator
        )
        seats_json = json.dumps(_seats_data(seats), separators=(",", ":"))
        created = float(self._clock())

        def work(db: sqlite3.Connection) -> int:
            cursor = db.execute(
                'INSERT INTO "tables"'
                " (game, options, seed, players, seats, status, creator, created, competitive)"
                " VALUES (?, ?, ?, ?, ?, 'waiting', ?, ?, ?)",
                (
                    game,
                    options_json,
                    seed,
                    players,
                    seats_json,
                    creator,
                    created,
                    int(competitive is True),
                ),
            )
            row_id = cursor.lastrowid
            if row_id is None:  # an INSERT always gives its row an id
                raise StoreError("the store gave the new table no id")
            return row_id

        return self._run(work, write=True)

    def set_seat(self, table: int, seat: int, record: SeatRecord) -> None:
        """Replace one seat of ``table`` (:meth:`Store.set_seat`)."""
        _seat(record)

        def work(db: sqlite3.Connection) -> None:
            players, _ = self._players(db, table)
            _int(seat, "seat", 0, players - 1)
            current = self._read(db, table)
            assert current is not None  # _players found it, in this same transaction
            seats = list(current.seats)
            seats[seat] = record
            db.execute(
                'UPDATE "tables" SET seats = ? WHERE id = ?',
                (json.dumps(_seats_data(seats), separators=(",", ":")), table),
            )

        self._run(work, write=True)

    def set_status(self, table: int, status: str) -> None:
        """Set the status of ``table`` (:meth:`Store.set_status`)."""
        _status(status)

        def work(db: sqlite3.Connection) -> None:
            self._players(db, table)
            db.execute('UPDATE "tables" SET status = ? WHERE id = ?', (status, table))

        self._run(work, write=True)

    def append_action(self, table: int, seat: int, text: str) -> None:
        """Add an action to the end of ``table``'s log, committed when it
        returns; a refusal says which check failed
        (:meth:`Store.append_action`)."""
        _text(text, "action", ACTION_CHARS)
        if type(table) is int and type(seat) is int:
            # the usual case in one statement (one statement is a transaction
            # of its own): it adds the row only where every check below holds
            added = self._run(
                lambda db: db.execute(_APPEND, (seat, text, table, table, seat)).rowcount
            )
            if added == 1:
                return

        def work(db: sqlite3.Connection) -> None:
            # not added: the checks one by one, to say why
            players, status = self._players(db, table)
            _int(seat, "seat", 0, players - 1)
            if status == "over":
                raise StoreError(f"table {table} is over")
            last = (
                db.execute(
                    "SELECT max(number) FROM actions WHERE table_id = ?", (table,)
                ).fetchone()[0]
                or 0
            )
            if type(last) is not int:
                raise StoreError(f"table {table} is damaged in the store: bad action number")
            if last >= MAX_ACTIONS:
                raise StoreError(f"table {table} has {MAX_ACTIONS} actions already")
            db.execute(
                "INSERT INTO actions (table_id, number, seat, text) VALUES (?, ?, ?, ?)",
                (table, last + 1, seat, text),
            )

        self._run(work, write=True)

    # --- accounts ---------------------------------------------------------------------

    def _account_row(self, row: Any) -> AccountRecord | None:
        if row is None:
            return None
        number, name, skeleton, hash, failures, locked, created = row
        if (
            type(number) is not int
            or not isinstance(name, str)
            or not isinstance(skeleton, str)
            or not isinstance(hash, str)
            or type(failures) is not int
            or not isinstance(locked, (int, float))
            or not isinstance(created, (int, float))
        ):
            raise StoreError(f"account {number!r:.20} is damaged in the store")
        return AccountRecord(number, name, skeleton, hash, failures, float(locked), float(created))

    def create_account(self, name: str, skeleton: str, hash: str) -> int:
        """A new account; its id (:meth:`Store.create_account`)."""
        name, skeleton, hash = _account_fields(name, skeleton, hash)

        def work(db: sqlite3.Connection) -> int:
            if db.execute("SELECT 1 FROM accounts WHERE skeleton = ?", (skeleton,)).fetchone():
                raise NameTaken(f"an account looks like {name!r}")
            cursor = db.execute(
                "INSERT INTO accounts (name, skeleton, hash, created) VALUES (?, ?, ?, ?)",
                (name, skeleton, hash, float(self._clock())),
            )
            return int(cursor.lastrowid or 0)

        return self._run(work, write=True)

    def account(self, skeleton: str) -> AccountRecord | None:
        """The account of a name's skeleton, or None (:meth:`Store.account`)."""
        _text(skeleton, "name skeleton", ACCOUNT_CHARS)
        return self._run(
            lambda db: self._account_row(
                db.execute(
                    f"SELECT {_ACCOUNT_COLUMNS} FROM accounts WHERE skeleton = ?", (skeleton,)
                ).fetchone()
            )
        )

    def _known_account(self, db: sqlite3.Connection, account: Any) -> None:
        if (
            type(account) is not int
            or not db.execute("SELECT 1 FROM accounts WHERE id = ?", (account,)).fetchone()
        ):
            raise StoreError(f"there is no account {account!r:.40}")

    def set_password(self, account: int, hash: str) -> None:
        """A new password hash; every session of the account ends (:meth:`Store.set_password`)."""
        _text(hash, "password hash", HASH_CHARS, empty=False)

        def work(db: sqlite3.Connection) -> None:
            self._known_account(db, account)
            db.execute("UPDATE accounts SET hash = ? WHERE id = ?", (hash, account))
            db.execute("DELETE FROM sessions WHERE account_id = ?", (account,))

        self._run(work, write=True)

    def set_failures(self, account: int, failures: int, locked_until: float) -> None:
        """The failed logins in a row, and until when the account is locked
        (:meth:`Store.set_failures`)."""
        _int(failures, "failures", 0, MAX_FAILURES)
        until = _time(locked_until, "locked until")

        def work(db: sqlite3.Connection) -> None:
            self._known_account(db, account)
            db.execute(
                "UPDATE accounts SET failures = ?, locked_until = ? WHERE id = ?",
                (failures, until, account),
            )

        self._run(work, write=True)

    def add_session(self, key: str, account: int, expires: float) -> None:
        """A session good until ``expires`` (:meth:`Store.add_session`)."""
        _text(key, "session key", SESSION_CHARS, empty=False)
        until = _time(expires, "session expiry")

        def work(db: sqlite3.Connection) -> None:
            self._known_account(db, account)
            db.execute(
                "INSERT OR REPLACE INTO sessions (key, account_id, expires) VALUES (?, ?, ?)",
                (key, account, until),
            )

        self._run(work, write=True)

    def session(self, key: str, now: float) -> AccountRecord | None:
        """The account of a session still good at ``now``, or None (:meth:`Store.session`)."""
        _text(key, "session key", SESSION_CHARS)

        def work(db: sqlite3.Connection) -> AccountRecord | None:
            row = db.execute(
                "SELECT account_id, expires FROM sessions WHERE key = ?", (key,)
            ).fetchone()
            if row is None:
                return None
            if not isinstance(row[1], (int, float)) or row[1] <= now:
                db.execute("DELETE FROM sessions WHERE key = ?", (key,))
                return None
            return self._account_row(
                db.execute(
                    f"SELECT {_ACCOUNT_COLUMNS} FROM accounts WHERE id = ?", (row[0],)
                ).fetchone()
            )

        return self._run(work, write=True)

    def drop_session(self, key: str) -> None:
        """End a session, if there is one (:meth:`Store.drop_session`)."""
        _text(key, "session key", SESSION_CHARS)
        self._run(lambda db: db.execute("DELETE FROM sessions WHERE key = ?", (key,)), write=True)

    # --- rankings ---------------------------------------------------------------------

    @staticmethod
    def _rank(db: sqlite3.Connection, game: str, change: RankChange) -> None:
        column = {"won": "won", "lost": "lost", "left": "left_games"}[change.outcome]
        db.execute(
            "INSERT INTO rankings (account_id, game) VALUES (?, ?) ON CONFLICT DO NOTHING",
            (change.account, game),
        )
        db.execute(
            f"UPDATE rankings SET points = points + ?, {column} = {column} + 1"
            " WHERE account_id = ? AND game = ?",
            (change.points, change.account, game),
        )

    def _game_of(self, db: sqlite3.Connection, table: Any) -> str:
        self._players(db, table)
        game = db.execute('SELECT game FROM "tables" WHERE id = ?', (table,)).fetchone()[0]
        if not isinstance(game, str):
            raise StoreError(f"table {table} is damaged in the store: bad game")
        return game

    def finish(self, table: int, changes: list[RankChange]) -> None:
        """``table`` is over, and its results are ranked only once (:meth:`Store.finish`)."""
        _changes(changes)

        def work(db: sqlite3.Connection) -> None:
            game = self._game_of(db, table)
            for change in changes:
                self._known_account(db, change.account)
            db.execute("UPDATE \"tables\" SET status = 'over' WHERE id = ?", (table,))
            if (
                db.execute(
                    "INSERT INTO ranked (table_id, account_id, what) VALUES (?, 0, 'results')"
                    " ON CONFLICT DO NOTHING",
                    (table,),
                ).rowcount
                != 1
            ):
                return
            for change in changes:
                self._rank(db, game, change)

        self._run(work, write=True)

    def penalize(self, table: int, account: int, points: int) -> bool:
        """A penalty for ``account``, once per table; False when it was counted
        already (:meth:`Store.penalize`)."""
        _int(points, "points", -1000, 1000)

        def work(db: sqlite3.Connection) -> bool:
            game = self._game_of(db, table)
            self._known_account(db, account)
            if (
                db.execute(
                    "INSERT INTO ranked (table_id, account_id, what) VALUES (?, ?, 'penalty')"
                    " ON CONFLICT DO NOTHING",
                    (table, account),
                ).rowcount
                != 1
            ):
                return False
            self._rank(db, game, RankChange(account, points, "left"))
            return True

        return bool(self._run(work, write=True))

    def ban(self, kind: str, value: str, until: float, reason: str, name: str = "") -> None:
        """Ban ``value`` until ``until``; a later ban replaces an earlier (:meth:`Store.ban`)."""
        kind, value = _ban_fields(kind, value)
        until = _time(until, "ban end")
        _text(reason, "reason", REPORT_CHARS)
        _text(name, "name", ACCOUNT_CHARS)
        self._run(
            lambda db: db.execute(
                "INSERT OR REPLACE INTO bans (kind, value, until, reason, name)"
                " VALUES (?, ?, ?, ?, ?)",
                (kind, value, until, reason, name),
            ),
            write=True,
        )

    def unban(self, kind: str, value: str) -> bool:
        """End a ban before its time; False when there was none (:meth:`Store.unban`)."""
        kind, value = _ban_fields(kind, value)
        return bool(
            self._run(
                lambda db: (
                    db.execute(
                        "DELETE FROM bans WHERE kind = ? AND value = ?", (kind, value)
                    ).rowcount
                ),
                write=True,
            )
        )

    def bans(self, now: float) -> list[Ban]:
        """The bans in force at ``now``, the one ending first first, at most
        MAX_REPORTS of them; a damaged row is left out (:meth:`Store.bans`)."""

        def work(db: sqlite3.Connection) -> list[Ban]:
            found = []
            for kind, value, until, reason, name in db.execute(
                "SELECT kind, value, until, reason, name FROM bans WHERE until > ?"
                " ORDER BY until, kind, value LIMIT ?",
                (now, MAX_REPORTS),
            ):
                if (
                    kind in BAN_KINDS
                    and isinstance(value, str)
                    and isinstance(until, (int, float))
                    and isinstance(reason, str)
                    and isinstance(name, str)
                ):
                    found.append(Ban(kind, value, float(until), reason, name))
            return found

        return self._run(work)

    def handle_report(self, number: int) -> bool:
        """Mark a report handled; False when there is no such report
        (:meth:`Store.handle_report`)."""
        _int(number, "report", 1, 2**62)
        return bool(
            self._run(
                lambda db: (
                    db.execute("UPDATE reports SET handled = 1 WHERE id = ?", (number,)).rowcount
                ),
                write=True,
            )
        )

    def banned(self, kind: str, value: str, now: float) -> float | None:
        """Until when ``value`` is banned, or None (:meth:`Store.banned`)."""
        kind, value = _ban_fields(kind, value)

        def work(db: sqlite3.Connection) -> float | None:
            row = db.execute(
                "SELECT until FROM bans WHERE kind = ? AND value = ?", (kind, value)
            ).fetchone()
            if row is None:
                return None
            if not isinstance(row[0], (int, float)) or row[0] <= now:
                db.execute("DELETE FROM bans WHERE kind = ? AND value = ?", (kind, value))
                return None
            return float(row[0])

        return self._run(work, write=True)

    def report(self, reporter: str, player: str, text: str, said: str) -> int:
        """Keep a report; its number (:meth:`Store.report`)."""
        for value, what, limit in (
            (reporter, "reporter", ACCOUNT_CHARS),
            (player, "player", ACCOUNT_CHARS),
            (text, "report", REPORT_CHARS),
            (said, "said", SAID_CHARS),
        ):
            _text(value, what, limit)
        made = float(self._clock())
        return int(
            self._run(
                lambda db: (
                    db.execute(
                        "INSERT INTO reports (made, reporter, player, text, said)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (made, reporter, player, text, said),
                    ).lastrowid
                    or 0
                ),
                write=True,
            )
        )

    def reports(self, limit: int = 50) -> list[Report]:
        """The newest ``limit`` reports, the newest first; a damaged one raises
        StoreError (:meth:`Store.reports`)."""
        _int(limit, "limit", 0, MAX_REPORTS)

        def work(db: sqlite3.Connection) -> list[Report]:
            out = []
            for row in db.execute(
                "SELECT id, made, reporter, player, text, said, handled FROM reports"
                " ORDER BY id DESC LIMIT ?",
                (limit,),
            ):
                number, made, reporter, player, text, said, handled = row
                if (
                    type(number) is not int
                    or not isinstance(made, (int, float))
                    or not all(isinstance(v, str) for v in (reporter, player, text, said))
                ):
                    raise StoreError("a report is damaged in the store")
                out.append(Report(number, float(made), reporter, player, text, said, handled == 1))
            return out

        return self._run(work)

    def set_unranked(self, table: int) -> None:
        """Note that ``table``'s game is not ranked (:meth:`Store.set_unranked`)."""

        def work(db: sqlite3.Connection) -> None:
            self._players(db, table)
            db.execute(
                "INSERT INTO ranked (table_id, account_id, what) VALUES (?, 0, 'unranked')"
                " ON CONFLICT DO NOTHING",
                (table,),
            )

        self._run(work, write=True)

    def unranked(self, table: int) -> bool:
        """Whether ``table`` was noted as not ranked (:meth:`Store.unranked`)."""

        def work(db: sqlite3.Connection) -> bool:
            self._players(db, table)
            return (
                db.execute(
                    "SELECT 1 FROM ranked"
                    " WHERE table_id = ? AND account_id = 0 AND what = 'unranked'",
                    (table,),
                ).fetchone()
                is not None
            )

        return bool(self._run(work))

    @staticmethod
    def _rank_rows(rows: Any) -> list[RankRow]:
        out = []
        for name, game, points, won, lost, left in rows:
            if (
                not isinstance(name, str)
                or not isinstance(game, str)
                or not all(type(v) is int for v in (points, won, lost, left))
            ):
                raise StoreError("a ranking is damaged in the store")
            out.append(RankRow(name, game, points, won, lost, left))
        return out

    def ranking(self, game: str, limit: int = 20, offset: int = 0) -> tuple[int, list[RankRow]]:
        """How many accounts are ranked in ``game``, and ``limit`` of them from
        place ``offset + 1`` on; a damaged row raises StoreError
        (:meth:`Store.ranking`)."""
        _text(game, "game", GAME_CHARS)
        _int(limit, "limit", 0, 1000)
        _int(offset, "offset", 0, 2**31)

        def work(db: sqlite3.Connection) -> tuple[int, list[RankRow]]:
            total = db.execute("SELECT count(*) FROM rankings WHERE game = ?", (game,)).fetchone()[
                0
            ]
            rows = db.execute(
                "SELECT a.name, r.game, r.points, r.won, r.lost, r.left_games FROM rankings r"
                " JOIN accounts a ON a.id = r.account_id WHERE r.game = ?"
                " ORDER BY r.points DESC, a.skeleton LIMIT ? OFFSET ?",
                (game, limit, offset),
            )
            return int(total), self._rank_rows(rows)

        return self._run(work)

    def record(self, account: int) -> list[RankRow]:
        """``account``'s standing in every game it was ranked in; a damaged row
        raises StoreError (:meth:`Store.record`)."""

        def work(db: sqlite3.Connection) -> list[RankRow]:
            self._known_account(db, account)
            return self._rank_rows(
                db.execute(
                    "SELECT a.name, r.game, r.points, r.won, r.lost, r.left_games FROM rankings r"
                    " JOIN accounts a ON a.id = r.account_id"
                    " WHERE r.account_id = ? ORDER BY r.game",
                    (account,),
                )
            )

        return self._run(work)

    def read_log(self, table: int) -> list[tuple[int, str]]:
        """``table``'s log as (seat, text) pairs; a missing or damaged action
        raises StoreError (:meth:`Store.read_log`)."""

        def work(db: sqlite3.Connection) -> list[tuple[int, str]]:
            players, _ = self._players(db, table)
            log: list[tuple[int, str]] = []
            rows = db.execute(
                "SELECT number, seat, text FROM actions WHERE table_id = ? ORDER BY number",
                (table,),
            )
            for number, seat, text in rows:
                if number != len(log) + 1 or type(number) is not int:
                    raise StoreError(
                        f"table {table} is damaged in the store: action {len(log) + 1} is missing"
                    )
                if (
                    type(seat) is not int
                    or not 0 <= seat < players
                    or not isinstance(text, str)
                    or len(text) > ACTION_CHARS
                ):
                    raise StoreError(
                        f"table {table} is damaged in the store: action {number} "
                        "is not a seat and a text"
                    )
                log.append((seat, text))
            return log

        return self._run(work)

    @staticmethod
    def _read(db: sqlite3.Connection, table_id: Any) -> TableRecord | None:
        if type(table_id) is not int:
            return None
        row = db.execute(f'SELECT {_COLUMNS} FROM "tables" WHERE id = ?', (table_id,)).fetchone()
        return None if row is None else _record(row)

    def table(self, table_id: int) -> TableRecord | None:
        """The table ``table_id``, or None; a damaged row raises StoreError
        (:meth:`Store.table`)."""
        return self._run(lambda db: self._read(db, table_id))

    def tables(self, include_over: bool = False) -> list[TableRecord]:
        """Every table by id, those that are over only if ``include_over``
        (:meth:`Store.tables`)."""
        where = "" if include_over else " WHERE status IS NOT 'over'"
        query = f'SELECT {_COLUMNS} FROM "tables"{where} ORDER BY id'
        return self._run(lambda db: [_record(row) for row in db.execute(query)])

    def close(self) -> None:
        """Close the file; later calls raise StoreError, and closing twice is
        harmless (:meth:`Store.close`)."""
        with self._lock:
            db, self._db = self._db, None
            if db is not None:
                try:
                    db.close()
                except sqlite3.Error as exc:
                    raise StoreError(
                        f"the store {self.path} did not close cleanly: {exc}"
                    ) from None
