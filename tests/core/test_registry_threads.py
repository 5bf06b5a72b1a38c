"""The registry finds the game folders once, whichever thread asks first: a
network client's reader thread and the front end's thread may ask at the
same moment, and neither may hear "no such game" while the other is still
looking (each run is a fresh interpreter, so the registry starts empty)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import threading
from accessible_games.games import registry
ids = ["logomachy", "maumau", "monad", "pulok", "madnooks"]
start = threading.Barrier(10)
found = []
def ask(i):
    start.wait()
    found.append(registry.entry(ids[i % len(ids)]) is not None)
threads = [threading.Thread(target=ask, args=(i,)) for i in range(10)]
for t in threads: t.start()
for t in threads: t.join()
print(sum(found), len(registry.game_ids()))
"""


def test_threads_asking_at_once_all_find_their_game():
    for _ in range(3):
        done = subprocess.run(
            [sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.split() == ["10", "5"]
