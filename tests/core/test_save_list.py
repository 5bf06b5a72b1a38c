"""The list of saved games in a folder (core.save.scan_saves): every file
read through the input boundary, the header checked, damaged files set
aside once under a name of their own, other programs' files left alone,
and nothing ever raised or waited for."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from accessible_games.boundary import limits
from accessible_games.core.save import FORMAT, VERSION, SaveHeader, scan_saves

GOOD = {
    "format": FORMAT,
    "version": VERSION,
    "game": "logomachy",
    "players": 3,
    "options": {},
    "seed": 1,
    "seats": [],
    "actions": [[0, "a"], [1, "b"]],
    "snapshot": None,
}


def write(folder: Path, name: str, content: str | bytes | dict | list) -> Path:
    path = folder / name
    if isinstance(content, (dict, list)):
        content = json.dumps(content)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def scan(folder: Path, seconds: float = 10.0):
    """scan_saves on a thread of its own: a file that makes it wait fails
    the test instead of hanging it."""
    result: list = []
    worker = threading.Thread(target=lambda: result.append(scan_saves(folder)), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "listing the saved games hangs"
    return result[0]


#: content the list sets aside: (file name, content)
DAMAGED = [
    ("actions-number.json", {**GOOD, "actions": 5}),
    ("actions-text.json", {**GOOD, "actions": "abc"}),
    ("players-list.json", {**GOOD, "players": [3]}),
    ("players-text.json", {**GOOD, "players": "3"}),
    ("players-bool.json", {**GOOD, "players": True}),
    ("players-zero.json", {**GOOD, "players": 0}),
    ("no-players.json", {k: v for k, v in GOOD.items() if k != "players"}),
    ("game-number.json", {**GOOD, "game": 7}),
    ("game-empty.json", {**GOOD, "game": ""}),
    ("game-long.json", {**GOOD, "game": "x" * 41}),
    ("version-text.json", {**GOOD, "version": "1"}),
    ("deep.json", "[" * 100_000 + "]" * 100_000),
    ("deep-object.json", '{"a":' * 50_000 + "1" + "}" * 50_000),
    ("big-float.json", json.dumps({**GOOD, "seed": 1}).replace('"seed": 1', '"seed": 1e400')),
    (
        "infinity.json",
        json.dumps({**GOOD, "players": 1}).replace('"players": 1', '"players": Infinity'),
    ),
    ("nan.json", '{"format": "accessible-games-save", "players": NaN}'),
    ("long-number.json", '{"format": "accessible-games-save", "players": 1' + "0" * 5000 + "}"),
    ("not-json.json", "{ not json"),
    ("empty.json", ""),
    ("not-utf8.json", b"\xff\xfe{\x00}"),
]


def test_good_saves_are_listed_newest_first_with_their_checked_header(tmp_path):
    older = write(tmp_path, "older.json", GOOD)
    newer = write(tmp_path, "newer.json", {**GOOD, "game": "maumau", "players": 2, "actions": []})
    os.utime(older, (1_000_000, 1_000_000))
    os.utime(newer, (2_000_000, 2_000_000))
    found = scan(tmp_path)
    assert found.set_aside == []
    assert found.saves == [
        SaveHeader(newer, "maumau", 2, 0, 2_000_000),
        SaveHeader(older, "logomachy", 3, 2, 1_000_000),
    ]


@pytest.mark.parametrize("name, content", DAMAGED, ids=[name for name, _ in DAMAGED])
def test_a_damaged_file_is_set_aside_once_and_the_good_ones_stay_listed(tmp_path, name, content):
    good = write(tmp_path, "good.json", GOOD)
    bad = write(tmp_path, name, content)
    original = bad.read_bytes()
    found = scan(tmp_path)
    assert [h.path for h in found.saves] == [good]
    assert found.set_aside == [tmp_path / f"{name}.broken"]
    assert not bad.exists() and (tmp_path / f"{name}.broken").read_bytes() == original
    # a second look finds nothing more to set aside
    again = scan(tmp_path)
    assert again.set_aside == [] and [h.path for h in again.saves] == [good]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["good.json", f"{name}.broken"])


def test_an_earlier_set_aside_file_is_never_replaced(tmp_path):
    write(tmp_path, "x.json.broken", "the first")
    write(tmp_path, "x.json.broken-2", "the second")
    write(tmp_path, "x.json", "the third")
    found = scan(tmp_path)
    assert found.set_aside == [tmp_path / "x.json.broken-3"]
    assert [
        (tmp_path / n).read_text() for n in ("x.json.broken", "x.json.broken-2", "x.json.broken-3")
    ] == ["the first", "the second", "the third"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_fifo_is_not_opened_and_is_set_aside(tmp_path):
    good = write(tmp_path, "good.json", GOOD)
    os.mkfifo(tmp_path / "x.json")
    found = scan(tmp_path)  # opening the pipe for reading would wait for a writer for ever
    assert [h.path for h in found.saves] == [good]
    assert found.set_aside == [tmp_path / "x.json.broken"]
    assert scan(tmp_path).set_aside == []


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_link_to_an_endless_device_is_not_read_and_is_set_aside(tmp_path):
    good = write(tmp_path, "good.json", GOOD)
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    found = scan(tmp_path)
    assert [h.path for h in found.saves] == [good]
    assert found.set_aside == [tmp_path / "zero.json.broken"]
    assert os.path.exists("/dev/zero")


def test_a_file_larger_than_any_save_is_not_read_and_is_set_aside(tmp_path):
    good = write(tmp_path, "good.json", GOOD)
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(limits.SAVE_BYTES + 1)  # sparse: no disk is filled
    found = scan(tmp_path)
    assert [h.path for h in found.saves] == [good]
    assert found.set_aside == [tmp_path / "huge.json.broken"]


def test_other_files_are_left_alone_and_not_listed(tmp_path):
    good = write(tmp_path, "good.json", GOOD)
    others = {
        "list.json": [1, 2, 3],
        "other-program.json": {"name": "settings of another program"},
        "other-format.json": {**GOOD, "format": "something-else"},
        # made by a newer version of this program, with a header this one does not know
        "newer.json": {"format": FORMAT, "version": VERSION + 1, "game": {"id": "logomachy"}},
    }
    for name, content in others.items():
        write(tmp_path, name, content)
    write(tmp_path, "notes.txt", "{ not json")
    (tmp_path / "folder.json").mkdir()
    before = sorted(p.name for p in tmp_path.iterdir())
    found = scan(tmp_path)
    assert [h.path for h in found.saves] == [good]
    assert found.set_aside == []
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_newer_version_with_a_readable_header_is_listed(tmp_path):
    newer = write(tmp_path, "newer.json", {**GOOD, "version": VERSION + 1})
    found = scan(tmp_path)
    assert [h.path for h in found.saves] == [newer] and found.set_aside == []


def test_a_missing_or_unreadable_folder_lists_nothing(tmp_path):
    assert scan(tmp_path / "missing").saves == []
    write(tmp_path, "file", "x")
    assert scan(tmp_path / "file").saves == []


def scan_as_another_user(folder: Path) -> tuple[list[str], list[str]]:
    """The names scan_saves lists and sets aside, as a user the folder's
    permissions bind: as root (whom they do not bind) in a child process
    with the rights of user nobody."""
    if os.geteuid() != 0:
        found = scan(folder)
        return [h.path.name for h in found.saves], [p.name for p in found.set_aside]
    code = (
        "import json, sys\nfrom accessible_games.core.save import scan_saves\nfound = "
        "scan_saves(sys.argv[1])\nprint(json.dumps([[h.path.name for h in found.saves], [p.name "
        "for p in found.set_aside]]))\n"
    )
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [
            "setpriv",
            "--reuid=65534",
            "--regid=65534",
            "--clear-groups",
            sys.executable,
            "-c",
            code,
            str(folder),
        ],
        capture_output=True,
        text=True,
        cwd=str(folder),
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(root), "HOME": str(folder)},
    )
    assert result.returncode == 0, result.stderr
    saves, set_aside = json.loads(result.stdout)
    return saves, set_aside


@pytest.fixture
def shared_folder():
    """A folder every user may enter and read (tmp_path is its owner's alone)."""
    base = Path(tempfile.mkdtemp(prefix="ag-saves-"))
    base.chmod(0o755)
    yield base
    base.chmod(0o700)
    shutil.rmtree(base, ignore_errors=True)


def test_a_file_that_cannot_be_read_now_is_left_alone(shared_folder):
    locked = write(shared_folder, "locked.json", GOOD)
    locked.chmod(0)
    (shared_folder).chmod(
        0o777 if os.geteuid() == 0 else 0o755
    )  # movable, so leaving it is a choice
    saves, set_aside = scan_as_another_user(shared_folder)
    assert saves == [] and set_aside == [] and locked.exists()


def test_a_damaged_file_that_cannot_be_moved_is_only_left_out(shared_folder):
    write(shared_folder, "good.json", GOOD)
    write(shared_folder, "bad.json", "{ not json")
    for path in shared_folder.iterdir():
        path.chmod(0o644)
    shared_folder.chmod(0o555)  # nobody may rename inside it (as root: the child is not root)
    try:
        saves, set_aside = scan_as_another_user(shared_folder)
    finally:
        shared_folder.chmod(0o755)
    assert saves == ["good.json"] and set_aside == []
    assert (shared_folder / "bad.json").exists()
