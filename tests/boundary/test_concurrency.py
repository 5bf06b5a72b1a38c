"""Copies of the program changing the same files at the same moment, as
real processes (fresh interpreters running tests/boundary/child.py) that
wait for one start file, so they really begin together: statistics lose no
game, settings lose no change and leave no temporary file, and a damaged
settings file is kept exactly once however many copies start at once."""

from __future__ import annotations

import os
import subprocess
import time
import tomllib

import pytest

from accessible_games import settings
from accessible_games.stats import Record, Stats
from tests.boundary.child import SETTING_VALUES
from tests.boundary.helpers import (
    ROOT,
    child_command,
    child_env,
    finish,
    release,
    start_children,
    temporary_files,
)


@pytest.mark.slow  # twenty subprocesses: 2.5-3 s of CPU time
def test_twenty_copies_counting_games_at_once_lose_none(tmp_path):
    """The old code had no read-merge-write under a lock: each copy wrote
    what it had read, and the games of the others were lost."""
    copies, each = 20, 5
    children = start_children(
        tmp_path, [["stats_update", tmp_path, i, each] for i in range(copies)]
    )
    reports = finish(children)
    assert [r["written"] for r in reports] == [each] * copies
    stats = Stats(tmp_path / "stats.json")
    assert stats.problems == []
    games = copies * each
    won = sum((i + n) % 2 == 0 for i in range(copies) for n in range(each))
    assert stats.record("Anna", "logomachy") == Record(
        xp=20 * won - 10 * (games - won), won=won, lost=games - won
    )
    assert temporary_files(tmp_path) == []
    assert sorted(os.listdir(tmp_path)) == sorted(
        ["stats.json", "stats.json.lock", "go"] + [f"ready-go-{i}" for i in range(copies)]
    )


def test_copies_changing_different_settings_at_once_keep_every_change(tmp_path):
    """Six copies change one setting each, 15 times over. The old code wrote
    every copy's settings through one shared settings.tmp (FileNotFoundError
    when another copy had just renamed it) and without a lock (changes of
    the others written over)."""
    names = ["rate", "volume", "sound_volume", "voice", "brlapi_host", "verbosity"]
    count = 15
    settings.save(settings.defaults(), tmp_path / "settings.toml")
    children = start_children(
        tmp_path, [["settings_changes", tmp_path, name, count] for name in names]
    )
    finish(children)  # each exited cleanly, nothing on its error output (no FileNotFoundError)
    path = tmp_path / "settings.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    for name in names:
        assert data[name] == SETTING_VALUES[name](count - 1), name
    loaded, problems = settings.load(path)
    assert problems == []
    assert {n: getattr(loaded, n) for n in names} == {
        n: SETTING_VALUES[n](count - 1) for n in names
    }
    assert temporary_files(tmp_path) == []  # neither .ag-*.tmp nor the old settings.tmp
    assert not list(tmp_path.glob("settings.toml.broken*"))


DAMAGE = [
    b"language = = de\n# round {n}\n",  # not TOML
    b'rate = 1000\nlanguage = "de"\n# round {n}\n',  # a value not allowed, a good one kept
    b"rate = " + b"[" * 40 + b"1" + b"]" * 40 + b"\n# round {n}\n",  # too deep
    b'verbosity = "loud"\n# round {n} \xff\n',  # not UTF-8 either
]


def test_copies_starting_at_once_keep_a_damaged_settings_file_exactly_once(tmp_path):
    """Five copies start at the same moment with a damaged settings file,
    20 times. The old code had every copy copy the file to
    settings.toml.broken (a later copy wrote the already cleaned file over
    the damaged one) and write through one shared settings.tmp."""
    copies, rounds = 5, 20
    originals = []
    for n in range(rounds):
        folder = tmp_path / f"round-{n}"
        folder.mkdir()
        original = DAMAGE[n % len(DAMAGE)].replace(b"{n}", str(n).encode())
        (folder / "settings.toml").write_bytes(original)
        originals.append(original)
    children = [
        subprocess.Popen(
            child_command("settings_rounds", tmp_path, i, rounds),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=str(ROOT),
            env=child_env(),
        )
        for i in range(copies)
    ]
    for n in range(rounds):
        release(tmp_path, copies, f"go-{n}", children)
        while len(list(tmp_path.glob(f"done-{n}-*"))) < copies:
            if any(c.poll() not in (None, 0) for c in children):
                break
            time.sleep(0.001)
    reports = finish(children)
    for n, original in enumerate(originals):
        folder = tmp_path / f"round-{n}"
        assert (folder / "settings.toml.broken").read_bytes() == original, f"round {n}"
        assert sorted(os.listdir(folder)) == [
            "settings.toml",
            "settings.toml.broken",
            "settings.toml.lock",
        ], n
        loaded, problems = settings.load(folder / "settings.toml")  # the clean file
        assert problems == [], n
        assert loaded.language == ("de" if n % len(DAMAGE) == 1 else settings.defaults().language)
        said = [r["problems"][n] for r in reports]
        # exactly one copy set it aside and said so; the others found the clean file
        assert sum("settings.kept" in keys for keys in said) == 1, (n, said)
