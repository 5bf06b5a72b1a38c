"""Writes: a save (save_game, and write_atomic under it) replaces only a
regular file the player owns and may write. A read-only file, a link (its
target unchanged), a device node, a folder, a file of another user and a
name holding NUL are refused with a message in English and German, and the
target is left untouched. A writer killed with SIGKILL in the middle of a
write leaves the old or the new file, complete, and the next write in that
folder removes what the killed one left."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import stat
import subprocess
import time
from pathlib import Path

import pytest

from accessible_games.core.errors import GameError, SaveError
from accessible_games.core.messages import render
from accessible_games.core.save import save_game
from tests.boundary.child import content
from tests.boundary.helpers import ROOT, child_command, child_env, played_game, temporary_files

ROOT_ONLY = pytest.mark.skipif(
    os.geteuid() != 0, reason="needs root: mknod and chown to another user"
)
OLD = b'{"old": "the file that was there"}\n'


def write_with(api: str, path: Path) -> GameError:
    """Write through ``api`` and return its refusal."""
    if api == "save_game":
        with pytest.raises(SaveError) as info:
            save_game(played_game(4), path)
    else:
        from accessible_games.boundary.errors import InputError
        from accessible_games.boundary.files import write_atomic

        with pytest.raises(InputError) as info:
            write_atomic(path, b'{"new": true}')
    return info.value


def assert_refused(error: GameError, api: str, path: Path, reason_en: str, reason_de: str) -> None:
    if api == "save_game":
        assert error.msg.key == "core.save.write"
        assert render(error.msg, "en") == f"Cannot save to {path}: {reason_en}."
        assert render(error.msg, "de") == f"Speichern nach {path} nicht möglich: {reason_de}."
    else:
        assert error.msg.key == "boundary.file.unwritable"
        assert render(error.msg, "en") == f"Cannot write {path}: {reason_en}."
        assert render(error.msg, "de") == f"{path} kann nicht geschrieben werden: {reason_de}."


def snapshot(path: Path) -> tuple:
    """What must not change: kind, owner, mode, inode, content."""
    found = os.lstat(path)
    body = path.read_bytes() if stat.S_ISREG(found.st_mode) else None
    return found.st_mode, found.st_uid, found.st_ino, found.st_mtime_ns, body


APIS = ["save_game", "write_atomic"]


@pytest.mark.parametrize("api", APIS)
def test_a_read_only_file_is_not_replaced(tmp_path, api):
    """The old save replaced it by rename (as root, or in a folder the
    player may write, the read-only mode did not stop it)."""
    path = tmp_path / "game.json"
    path.write_bytes(OLD)
    path.chmod(0o444)
    before = snapshot(path)
    error = write_with(api, path)
    assert_refused(error, api, path, "the file is read-only", "die Datei ist schreibgeschützt")
    assert snapshot(path) == before
    assert os.listdir(tmp_path) == ["game.json"]


@pytest.mark.parametrize("api", APIS)
def test_a_link_is_not_replaced_and_its_target_stays(tmp_path, api):
    target = tmp_path / "elsewhere.txt"
    target.write_bytes(OLD)
    path = tmp_path / "game.json"
    path.symlink_to(target)
    before = snapshot(target), os.readlink(path)
    error = write_with(api, path)
    assert_refused(
        error,
        api,
        path,
        "a link, which is not replaced",
        "eine Verknüpfung, die nicht ersetzt wird",
    )
    assert path.is_symlink()
    assert (snapshot(target), os.readlink(path)) == before
    assert sorted(os.listdir(tmp_path)) == ["elsewhere.txt", "game.json"]


@ROOT_ONLY
@pytest.mark.parametrize("api", APIS)
def test_a_device_node_is_not_replaced(tmp_path, api):
    path = tmp_path / "game.json"
    try:  # the null device's numbers: writing to it would harm nothing
        os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    except PermissionError:  # a sandbox without mknod: a FIFO is the same kind of special file
        os.mkfifo(path)
    before = snapshot(path)
    error = write_with(api, path)
    assert_refused(
        error,
        api,
        path,
        "not an ordinary file (a device, a pipe or a socket)",
        "keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)",
    )
    assert snapshot(path) == before
    assert os.listdir(tmp_path) == ["game.json"]


@pytest.mark.parametrize("api", APIS)
def test_a_folder_is_not_replaced(tmp_path, api):
    """The old save failed here too, but said the system's English text
    ("Is a directory") to a German player."""
    path = tmp_path / "game.json"
    path.mkdir()
    (path / "inside.txt").write_bytes(OLD)
    before = snapshot(path)
    error = write_with(api, path)
    assert_refused(error, api, path, "a folder, not a file", "ein Ordner, keine Datei")
    assert snapshot(path) == before
    assert os.listdir(path) == ["inside.txt"] and (path / "inside.txt").read_bytes() == OLD
    assert os.listdir(tmp_path) == ["game.json"]


@ROOT_ONLY
@pytest.mark.parametrize("api", APIS)
def test_a_file_of_another_user_is_not_replaced(tmp_path, api):
    path = tmp_path / "game.json"
    path.write_bytes(OLD)
    os.chown(path, 65534, 65534)  # nobody
    before = snapshot(path)
    error = write_with(api, path)
    assert_refused(
        error,
        api,
        path,
        "the file belongs to another user",
        "die Datei gehört einem anderen Benutzer",
    )
    assert snapshot(path) == before
    assert os.listdir(tmp_path) == ["game.json"]


@pytest.mark.parametrize("api", APIS)
def test_a_name_holding_nul_is_refused(tmp_path, api):
    """The old save raised ValueError, which nothing caught."""
    path = Path(f"{tmp_path}/game\x00.json")
    error = write_with(api, path)
    shown = f"{tmp_path}/game.json"  # the NUL is not said
    if api == "save_game":
        assert render(error.msg, "en") == f"Cannot save to {shown}: the name holds a NUL character."
        assert (
            render(error.msg, "de")
            == f"Speichern nach {shown} nicht möglich: der Name enthält ein NUL-Zeichen."
        )
    else:
        assert render(error.msg, "en") == f"Cannot write {shown}: the name holds a NUL character."
        assert (
            render(error.msg, "de")
            == f"{shown} kann nicht geschrieben werden: der Name enthält ein NUL-Zeichen."
        )
    assert os.listdir(tmp_path) == []


# --- killed while writing -------------------------------------------------------------------------


SIZE = 8 * 1024 * 1024  # each write takes a while (written and flushed to the disk)
ROUNDS = 8


def generation_of(body: bytes) -> int:
    """Which write made ``body``; fails unless it is that write's complete
    content."""
    found = re.match(rb'\{"generation": (-?\d+), ', body)
    assert found, body[:80]
    generation = int(found.group(1))
    assert body == content(generation, SIZE), (
        f"generation {generation} is not complete ({len(body)} bytes)"
    )
    json.loads(body)
    return generation


@pytest.mark.slow  # subprocesses killed mid-write: 2-3 s of CPU time
def test_a_writer_killed_mid_write_leaves_the_old_or_the_new_file_complete(tmp_path):
    """A child replaces an 8 MB file again and again through write_atomic;
    it is killed with SIGKILL at random (seeded) moments, 8 times. After
    each kill the file is one write's complete content; at most the killed
    writer's own temporary file is left (this system cannot link unnamed
    files, so temporary files have names); the next write in that folder
    removes it."""
    from accessible_games.boundary.files import write_atomic

    rng = random.Random(20240611)
    path = tmp_path / "game.json"
    path.write_bytes(content(-1, SIZE))
    observed = []
    for round_number in range(ROUNDS):
        child = subprocess.Popen(
            child_command("writer", path, SIZE),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=str(ROOT),
            env=child_env(),
        )
        assert child.stdout.readline() == b"ready\n", child.stderr.read()
        time.sleep(rng.uniform(0.0, 0.4))
        child.send_signal(signal.SIGKILL)
        child.wait()  # reaped: the sweep below sees the writer is gone
        assert child.returncode == -signal.SIGKILL
        finished = [int(line) for line in child.stdout.read().split()]

        # directly after the kill: the old or the new file, complete
        generation = generation_of(path.read_bytes())
        # the last write reported, or the one after it when the kill came between rename and report
        assert generation in ({finished[-1], finished[-1] + 1} if finished else {-1, 0})
        left = [n for n in os.listdir(tmp_path) if n != "game.json"]
        assert len(left) <= 1, left
        assert all(re.fullmatch(rf"\.ag-{child.pid}-[0-9a-f]{{12}}\.tmp", n) for n in left), left
        observed.append((len(finished), generation, left))

        # the next write sweeps what the killed writer left
        write_atomic(path, content(-1, SIZE))
        assert os.listdir(tmp_path) == ["game.json"], round_number
        assert generation_of(path.read_bytes()) == -1
    print("writes finished before each kill, generation found, left behind:", observed)
    assert any(f > 0 for f, _, _ in observed), "no kill came after a complete write"
    assert temporary_files(tmp_path) == []
