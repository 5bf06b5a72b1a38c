"""The server's store: SQLiteStore (a real file) and MemoryStore keep the same
contract; the file survives a reopen and a process killed with SIGKILL, its
pragmas and permissions are as documented, and a newer or damaged file is
refused with StoreError."""

from __future__ import annotations

import os
import signal
import sqlite3
import stat
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.net.server.store import (
    ACTION_CHARS,
    SCHEMA_VERSION,
    MemoryStore,
    SeatRecord,
    SQLiteStore,
    StoreError,
    TableRecord,
)

ROOT = Path(__file__).resolve().parents[2]

ALICE = SeatRecord("human", "Alice", None, "owner-a")
BOT = SeatRecord("bot", "Bot 1", "easy", None)
EMPTY = SeatRecord("empty", "", None, None)


def fixed_clock() -> float:
    return 1_700_000_000.5


@pytest.fixture(params=["sqlite", "memory"])
def store(request, tmp_path):
    if request.param == "sqlite":
        opened = SQLiteStore(tmp_path / "server" / "store.db", clock=fixed_clock)
    else:
        opened = MemoryStore(clock=fixed_clock)
    yield opened
    opened.close()


def new_table(store, players=2, seats=None, **changes):
    args = dict(
        game="mau_mau",
        options={"rounds": 3, "rules": ["a", "b"]},
        seed=42,
        players=players,
        seats=seats or (ALICE, BOT)[:players] + (EMPTY,) * max(players - 2, 0),
        creator="owner-a",
    )
    args.update(changes)
    return store.create_table(**args)


# --- the contract, on both stores ------------------------------------------------------


def test_create_list_and_read_back(store):
    first = new_table(store)
    second = new_table(store, players=3, game="poker", options={}, seed=-5, creator=None)
    assert (first, second) == (1, 2)
    assert store.table(first) == TableRecord(
        id=1,
        game="mau_mau",
        options={"rounds": 3, "rules": ["a", "b"]},
        seed=42,
        players=2,
        seats=(ALICE, BOT),
        status="waiting",
        creator="owner-a",
        created=1_700_000_000.5,
    )
    assert store.table(second).seats == (ALICE, BOT, EMPTY)
    assert [t.id for t in store.tables()] == [1, 2]
    assert store.read_log(first) == []
    assert store.table(99) is None
    # the record read back is a copy: changing it changes nothing stored
    store.table(first).options["rounds"] = 7
    assert store.table(first).options["rounds"] == 3


def test_seats_updated(store):
    table = new_table(store)
    carol = SeatRecord("human", "Carol", None, "owner-c")
    store.set_seat(table, 1, carol)
    assert store.table(table).seats == (ALICE, carol)
    store.set_seat(table, 0, EMPTY)
    assert store.table(table).seats == (EMPTY, carol)
    for seat in (-1, 2, True, "0"):
        with pytest.raises(StoreError):
            store.set_seat(table, seat, carol)
    with pytest.raises(StoreError):
        store.set_seat(table, 0, SeatRecord("ghost", "x"))
    with pytest.raises(StoreError):
        store.set_seat(table, 0, SeatRecord("human", "x" * 101))
    with pytest.raises(StoreError):
        store.set_seat(99, 0, carol)
    assert store.table(table).seats == (EMPTY, carol)


def test_status_changes(store):
    table = new_table(store)
    assert store.table(table).status == "waiting"
    store.set_status(table, "playing")
    assert store.table(table).status == "playing"
    store.set_status(table, "over")
    assert store.table(table).status == "over"
    with pytest.raises(StoreError):
        store.set_status(table, "paused")
    with pytest.raises(StoreError):
        store.set_status(99, "over")


def test_thousand_actions_in_order(store):
    table = new_table(store)
    other = new_table(store)
    for n in range(1000):
        store.append_action(table, n % 2, f"play {n}")
        if n % 100 == 0:
            store.append_action(other, 0, f"other {n}")
    assert store.read_log(table) == [(n % 2, f"play {n}") for n in range(1000)]
    assert store.read_log(other) == [(0, f"other {n}") for n in range(0, 1000, 100)]


def test_appends_refused(store):
    table = new_table(store)
    store.append_action(table, 0, "x" * ACTION_CHARS)
    refused = ((0, "x" * (ACTION_CHARS + 1)), (2, "draw"), (-1, "draw"), (0, 5), (0, "\udc00"))
    for seat, text in refused:
        with pytest.raises(StoreError):
            store.append_action(table, seat, text)
    with pytest.raises(StoreError):
        store.append_action(99, 0, "draw")
    with pytest.raises(StoreError):
        store.read_log(99)
    store.set_status(table, "over")
    with pytest.raises(StoreError):
        store.append_action(table, 0, "draw")
    assert store.read_log(table) == [(0, "x" * ACTION_CHARS)]


@pytest.mark.parametrize(
    "changes",
    [
        {"game": ""},
        {"game": "g" * 65},
        {"options": {"x": float("nan")}},
        {"options": {"x": object()}},
        {"options": {1: 2}},
        {"options": [1]},
        {"options": {"x": "y" * 20_000}},
        {"seed": 2**63},
        {"seed": 1.5},
        {"players": 0},
        {"players": 33},
        {"players": 3, "seats": (ALICE, BOT)},
        {"seats": (ALICE, "Bob")},
        {"creator": "c" * 129},
        {"creator": 7},
    ],
)
def test_create_refused(store, changes):
    with pytest.raises(StoreError):
        new_table(store, **changes)
    assert store.tables(include_over=True) == []


def test_tables_exclude_over_unless_asked(store):
    ids = [new_table(store) for _ in range(4)]
    store.set_status(ids[1], "over")
    store.set_status(ids[2], "playing")
    assert [t.id for t in store.tables()] == [1, 3, 4]
    assert [t.id for t in store.tables(include_over=True)] == [1, 2, 3, 4]


def test_closed_store_refuses(store):
    table = new_table(store)
    store.close()
    store.close()
    for call in (
        lambda: store.table(table),
        store.tables,
        lambda: store.read_log(table),
        lambda: store.append_action(table, 0, "draw"),
        lambda: new_table(store),
    ):
        with pytest.raises(StoreError):
            call()


# --- the SQLite file -------------------------------------------------------------------


def test_reopen_sees_everything(tmp_path):
    path = tmp_path / "store.db"
    with SQLiteStore(path, clock=fixed_clock) as first:
        table = new_table(first)
        new_table(first, players=1, seats=(BOT,))
        first.set_seat(table, 1, EMPTY)
        first.set_status(table, "playing")
        for n in range(20):
            first.append_action(table, n % 2, f"move {n}")
        before = first.tables(include_over=True)
    with SQLiteStore(path, clock=fixed_clock) as second:
        assert second.tables(include_over=True) == before
        assert second.read_log(table) == [(n % 2, f"move {n}") for n in range(20)]
        assert new_table(second) == 3


def test_pragmas_and_permissions(tmp_path):
    path = tmp_path / "private" / "store.db"
    store = SQLiteStore(path)
    try:
        new_table(store)
        assert stat.S_IMODE(os.stat(path.parent).st_mode) == 0o700
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
        assert stat.S_IMODE(os.stat(f"{path}-wal").st_mode) == 0o600
        db = store._db
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA synchronous").fetchone()[0] == 1  # NORMAL
        assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        store.close()
    # another connection sees the file in WAL mode (it is kept in the file)
    with sqlite3.connect(path) as other:
        assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    other.close()


def test_newer_schema_refused(tmp_path):
    path = tmp_path / "store.db"
    SQLiteStore(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="newer version"):
        SQLiteStore(path)


def test_other_files_refused(tmp_path):
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(StoreError):
        SQLiteStore(garbage)
    foreign = tmp_path / "foreign.db"
    db = sqlite3.connect(foreign)
    db.execute("CREATE TABLE notes (x)")
    db.commit()
    db.close()
    with pytest.raises(StoreError, match="something else"):
        SQLiteStore(foreign)
    with pytest.raises(StoreError):
        SQLiteStore(tmp_path)  # a folder


@pytest.mark.parametrize(
    "column, value",
    [
        ("seats", "[{not json"),
        ("seats", '[{"kind": "human"}]'),
        ("seats", '{"kind": "human"}'),
        (
            "seats",
            '[{"kind": "ghost", "name": "x", "level": null, "owner": null}, '
            '{"kind": "bot", "name": "y", "level": null, "owner": null}]',
        ),
        (
            "seats",
            '[{"kind": "bot", "name": 3, "level": null, "owner": null}, '
            '{"kind": "bot", "name": "y", "level": null, "owner": null}]',
        ),
        ("seats", "[" * 100_000),
        ("options", "[1, 2]"),
        ("options", "nope"),
        ("status", "lost"),
        ("seed", "forty-two"),
        ("players", 0),
        ("created", "yesterday"),
        ("game", b"\x00"),  # a blob, not text
        ("creator", b"owner"),
    ],
)
def test_damaged_row_refused(tmp_path, column, value):
    path = tmp_path / "store.db"
    with SQLiteStore(path) as store:
        table = new_table(store)
    db = sqlite3.connect(path)
    db.execute(f'UPDATE "tables" SET {column} = ? WHERE id = ?', (value, table))
    db.commit()
    db.close()
    with SQLiteStore(path) as store:
        with pytest.raises(StoreError, match=f"table {table}"):
            store.table(table)
        with pytest.raises(StoreError, match=f"table {table}"):
            store.tables(include_over=True)


def test_damaged_action_refused(tmp_path):
    path = tmp_path / "store.db"
    with SQLiteStore(path) as store:
        table = new_table(store)
        for n in range(3):
            store.append_action(table, 0, f"move {n}")
    db = sqlite3.connect(path)
    db.execute("UPDATE actions SET text = X'05' WHERE number = 2")
    db.commit()
    with SQLiteStore(path) as store:
        with pytest.raises(StoreError, match=f"table {table}"):
            store.read_log(table)
    db.execute("DELETE FROM actions WHERE number = 2")
    db.commit()
    db.close()
    with SQLiteStore(path) as store:
        with pytest.raises(StoreError, match="action 2 is missing"):
            store.read_log(table)


# --- a process killed with SIGKILL -------------------------------------------------------

CHILD = textwrap.dedent("""
    import sys
    from accessible_games.net.server.store import SQLiteStore, SeatRecord
    store = SQLiteStore(sys.argv[1])
    seats = (SeatRecord("human", "A", None, "a"), SeatRecord("bot", "B", "easy", None))
    table = store.create_table("mau_mau", {}, 7, 2, seats, "a")
    print(table, flush=True)
    for number in range(1, 200_001):
        store.append_action(table, number % 2, f"move {number}")
        print(number, flush=True)
""")


@pytest.mark.slow
def test_killed_process_loses_nothing(tmp_path):
    path = tmp_path / "store.db"
    paths = [str(ROOT), os.environ.get("PYTHONPATH")]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, paths)))
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    )
    try:
        table = int(child.stdout.readline())
        printed = [int(child.stdout.readline()) for _ in range(337)]
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        # what it printed after the last line read was printed after its append returned too
        printed += [int(line) for line in child.stdout.read().split()]
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    assert printed == list(range(1, len(printed) + 1))
    with SQLiteStore(path) as store:
        log = store.read_log(table)
    assert len(log) >= len(printed)
    assert log == [(n % 2, f"move {n}") for n in range(1, len(log) + 1)]


# --- both stores agree on any sequence of operations -----------------------------------

# mostly values the stores accept; now and then one each must refuse
texts = st.text(alphabet="ab \x00é♠", max_size=6)
too_long = "x" * (ACTION_CHARS + 1)
good_seats = st.builds(
    SeatRecord,
    kind=st.sampled_from(["human", "bot", "empty"]),
    name=texts,
    level=st.none() | texts,
    owner=st.none() | texts,
)
bad_seats = st.sampled_from(
    [
        SeatRecord("ghost", "x"),
        SeatRecord("bot", too_long),
        SeatRecord("bot", "x", too_long),
        SeatRecord("human", "x", None, too_long),
    ]
)
seats = st.one_of(good_seats, good_seats, good_seats, bad_seats)
table_ids = st.integers(0, 4)


@st.composite
def creates(draw):
    players = draw(st.integers(1, 4))
    values = st.integers(-3, 3) | texts | st.lists(st.booleans(), max_size=2)
    options = st.dictionaries(st.sampled_from("xyz"), values, max_size=2)
    create = {
        "game": draw(st.sampled_from(["mau_mau", "poker"])),
        "options": draw(options),
        "seed": draw(st.integers(-(2**63), 2**63 - 1)),
        "players": players,
        "seats": tuple(draw(st.lists(good_seats, min_size=players, max_size=players))),
        "creator": draw(st.none() | texts),
    }
    flaw = draw(
        st.sampled_from(
            [None] * 24
            + [
                ("game", ""),
                ("options", {"x": float("inf")}),
                ("seed", 2**63),
                ("seed", -(2**63) - 1),
                ("players", players + 1),
                ("players", 0),
                ("seats", (bad_seats,) * players),
                ("creator", too_long),
            ]
        )
    )
    if flaw is not None:
        create[flaw[0]] = tuple(draw(s) for s in flaw[1]) if flaw[0] == "seats" else flaw[1]
    return ("create", create)


# a few tables first, then anything on them (or on tables that are not there)
operations = st.tuples(
    st.lists(creates(), min_size=1, max_size=3),
    st.lists(
        st.one_of(
            creates(),
            st.tuples(st.just("seat"), table_ids, st.integers(-1, 4), seats),
            st.tuples(
                st.just("status"),
                table_ids,
                st.sampled_from(["waiting", "playing", "over"] * 3 + ["gone"]),
            ),
            st.tuples(st.just("append"), table_ids, st.integers(-1, 4), texts | st.just(too_long)),
            st.tuples(st.just("append"), table_ids, st.integers(0, 1), texts),
            st.tuples(st.just("append"), st.integers(1, 2), st.integers(0, 1), texts),
        ),
        max_size=30,
    ),
).map(lambda parts: parts[0] + parts[1])


def apply(store, operation):
    kind, *args = operation
    if kind == "create":
        return store.create_table(**args[0])
    if kind == "seat":
        return store.set_seat(*args)
    if kind == "status":
        return store.set_status(*args)
    return store.append_action(*args)


def outcome(store, operation):
    try:
        return ("done", apply(store, operation))
    except StoreError:
        return ("refused", None)


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(operations)
def test_stores_agree(ops):
    with tempfile.TemporaryDirectory() as folder:
        with (
            SQLiteStore(Path(folder) / "store.db", clock=fixed_clock) as on_file,
            MemoryStore(clock=fixed_clock) as in_memory,
        ):
            for operation in ops:
                assert outcome(on_file, operation) == outcome(in_memory, operation), operation
            assert on_file.tables(include_over=True) == in_memory.tables(include_over=True)
            assert on_file.tables() == in_memory.tables()
            for record in on_file.tables(include_over=True):
                assert on_file.read_log(record.id) == in_memory.read_log(record.id)
                assert on_file.table(record.id) == on_file.tables(include_over=True)[record.id - 1]
