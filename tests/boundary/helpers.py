"""The parent's side of the boundary tests: starting tests/boundary/child.py
in fresh interpreters with a time and memory bound, starting copies
together, and real saved games to tamper with."""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: the interpreter running the tests: the project's .venv/bin/python
PYTHON = sys.executable
#: the address space a measured child may use: a read without bound fails
#: there with MemoryError instead of exhausting the machine
CHILD_MEMORY = 1 << 30


def child_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}


def _bounded_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY, CHILD_MEMORY))


def child_command(command: str, *args: object) -> list[str]:
    return [PYTHON, "-m", "tests.boundary.child", command, *map(str, args)]


def run_child(command: str, *args: object, timeout: float = 20.0) -> dict:
    """Run a child command with bounded time and memory; its report. A
    child that hangs is killed and fails the test instead of hanging it."""
    try:
        result = subprocess.run(
            child_command(command, *args),
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=str(ROOT),
            env=child_env(),
            preexec_fn=_bounded_memory,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{command} {args} did not finish within {timeout} s (it hangs)")
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def start_children(
    folder: Path, commands: list[list[object]], signal: str = "go"
) -> list[subprocess.Popen]:
    """Start the child commands and let them begin at the same moment: each
    says it is ready, and only when all are does the start file appear."""
    children = [
        subprocess.Popen(
            child_command(*c),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=str(ROOT),
            env=child_env(),
        )
        for c in commands
    ]
    release(folder, len(children), signal, children)
    return children


def release(folder: Path, count: int, signal: str, children: list[subprocess.Popen]) -> None:
    """Wait until ``count`` children are ready for ``signal``, then give it."""
    deadline = time.monotonic() + 60
    while len(list(folder.glob(f"ready-{signal}-*"))) < count:
        dead = [c for c in children if c.poll() not in (None, 0)]
        if dead:
            pytest.fail(f"a child died before the start: {dead[0].stderr.read()[-3000:]}")
        if time.monotonic() > deadline:
            pytest.fail("the children never got ready")
        time.sleep(0.001)
    (folder / signal).touch()


def finish(children: list[subprocess.Popen], timeout: float = 60.0) -> list[dict]:
    """Every child's report; a child that failed fails the test with its
    error output."""
    reports = []
    for child in children:
        try:
            out, err = child.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            for other in children:
                other.kill()
            pytest.fail("a child did not finish in time")
        assert child.returncode == 0, err[-3000:]
        assert err == "", err[-3000:]
        reports.append(json.loads(out.strip().splitlines()[-1]))
    return reports


# --- real saved games ---------------------------------------------------------------------------


def played_game(moves: int = 12, seed: int = 7):
    from accessible_games.games.logomachy.rules import Logomachy

    game = Logomachy(2, {"deals": 2}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = game.to_play()
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def saved_data(folder: Path, moves: int = 12) -> dict:
    """The data of a real save of a Logomachy game ``moves`` moves in."""
    from accessible_games.core.save import save_game

    path = folder / "real-save.json"
    save_game(
        played_game(moves), path, [{"name": "Anna", "bot": None}, {"name": "Bot", "bot": "good"}]
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    path.unlink()
    return data


def write_json(path: Path, data) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def temporary_files(folder: Path) -> list[str]:
    """Temporary files of writes left in ``folder``."""
    return sorted(n for n in os.listdir(folder) if n.endswith(".tmp"))
