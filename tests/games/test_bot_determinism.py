"""A seed replays a whole bot match exactly: every game, played by its
strongest bots (the level the command line takes when none is given)
through the command line in the plain mode, gives the same transcript on a
second run.

The bots search within budgets of work (imagined games, moves, positions),
never of time, and draw only from the generator the table gives them, so
neither the machine's speed nor its load can change a move. The runs are
separate processes (each with its own hash seed), two at a time.
"""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from accessible_games.games.registry import game_ids

ROOT = Path(__file__).resolve().parents[2]

#: per game, short matches (small tables, short options) and their seeds
MATCHES: list[tuple[str, tuple[str, ...], tuple[int, ...]]] = [
    ("logomachy", ("--players", "2", "-o", "deals=1"), (1,)),
    # two players in the quick game (the strong player judges cut-short
    # rounds), and three (it plays every imagined round to its end, within
    # its cap on moves)
    ("maumau", ("--players", "2", "-o", "quick=true"), (2, 7)),
    ("maumau", ("--players", "3", "-o", "quick=true"), (3,)),
    ("monad", ("--players", "4"), (2,)),
    ("pulok", ("--players", "2", "-o", "handicap=1", "-o", "target=2"), (1,)),
    (
        "pulok",
        ("--players", "2", "-o", "variant=experts", "-o", "handicap=1", "-o", "target=2"),
        (1,),
    ),
    ("madnooks", ("--players", "2", "-o", "rounds=2"), (1,)),
    ("madnooks", ("--players", "2", "-o", "variant=poker", "-o", "hands=1"), (1,)),
]


def transcript(game: str, options: tuple[str, ...], seed: int) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8"}
    env.pop("PYTHONHASHSEED", None)  # each process its own hash seed
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "--lang",
            "en",
            "play",
            game,
            "--bots",
            "all",
            "--seed",
            str(seed),
            *options,
            "--plain",
            "--no-speech",
            "--braille",
            "none",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_every_game_is_covered():
    assert {game for game, _options, _seeds in MATCHES} == set(game_ids())


@pytest.mark.slow  # 18 whole matches of the strongest bots in subprocesses: 10-11 s of CPU time
def test_a_seed_replays_a_whole_bot_match():
    runs = [(game, options, seed) for game, options, seeds in MATCHES for seed in seeds]
    with ThreadPoolExecutor(max(1, min(2, os.cpu_count() or 1))) as pool:
        first = list(pool.map(lambda run: transcript(*run), runs))
        second = list(pool.map(lambda run: transcript(*run), runs))
    for (game, options, seed), a, b in zip(runs, first, second, strict=True):
        where = f"{game} {' '.join(options)} --seed {seed}"
        assert "Result: " in a.splitlines()[-1], f"{where}: the match did not end\n{a[-500:]}"
        assert a == b, f"{where}: two runs differ"
