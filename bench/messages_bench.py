#!/usr/bin/env python3
"""Benchmark: the cost of the messages, before and after a change, in one run.

Two source trees are measured side by side with the same interpreter and
packages: ``--before`` (a commit, checked out into a temporary worktree)
and the working tree (``after``). Every measurement runs in a fresh
process, and the processes of the two trees alternate, so that both see the
same machine.

- **Start-up to the first word:** the time from spawning
  ``python -m accessible_games play logomachy --plain`` (all seats bots, no
  speech, no braille, an empty settings folder) until it prints its first
  announcement (the words it hands to speech at the same moment). ``after``
  is measured twice: with the compiled messages in their caches (every
  start but the first after an update), and *cold*, the caches removed
  before each start (the first start after an update: the strict figure).
- **Narration per seat per action:** seeded random matches of each of the
  five games are played once; then every event is narrated for every seat
  that may see it and for an onlooker, in German and in English, as the
  front ends do at a table (``narrator.event``), and the narration alone is
  timed: microseconds per seat per action. The trees' runs alternate
  (``--alternations``, 4 each) and the best run of each tree counts: the
  figures of one run vary by up to a fifth on a shared machine.

Usage: python bench/messages_bench.py [--before COMMIT] [--runs N] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("logomachy", "maumau", "monad", "pulok", "madnooks")
SEEDS = (1, 2, 3)
#: the narration worker: runs inside a tree, prints JSON
NARRATE = r"""
import json, random, sys, time
from accessible_games.games.registry import entry
GAMES, SEEDS, ROUNDS = json.loads(sys.argv[1])
out = {}
for game_id in GAMES:
    found = entry(game_id)
    for lang in ("de", "en"):
        total = 0.0
        calls = 0
        actions = 0
        for seed in SEEDS:
            game = found.make_game(3, None, seed)
            rng = random.Random(seed)
            steps = [list(game.setup_events)]
            while not game.is_over() and len(steps) < 4000:
                seat = game.to_play()
                steps.append(game.apply(seat, rng.choice(game.legal_actions(seat))))
            names = ["Anna", "Ben", "Clara"]
            narrators = [
                found.narrator_for(game, lang, names, viewer) for viewer in (0, 1, 2, None)
            ]
            for _ in range(ROUNDS):
                started = time.perf_counter()
                for events in steps:
                    for narrator in narrators:
                        viewer = narrator.viewer
                        for event in events:
                            if event.visible(viewer):
                                narrator.event(event)
                total += time.perf_counter() - started
            calls += ROUNDS * len(steps) * len(narrators)
            actions += len(steps)
        out[f"{game_id}/{lang}"] = {"us_per_seat_action": total / calls * 1e6, "actions": actions}
print(json.dumps(out))
"""


def worktree(commit: str) -> Path:
    path = Path(tempfile.mkdtemp(prefix="ag-before-"))
    subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-f", str(path), commit],
        check=True,
        capture_output=True,
    )
    # the compiled rules modules are build products: the same ones for both trees
    for so in (ROOT / "accessible_games").rglob("*.so"):
        target = path / so.relative_to(ROOT)
        if target.parent.is_dir() and not target.exists():
            shutil.copy2(so, target)
    return path


def remove_worktree(path: Path) -> None:
    subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)], capture_output=True
    )
    shutil.rmtree(path, ignore_errors=True)


def env_for(tree: Path, home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        PYTHONPATH=str(tree),
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        LANG="C.UTF-8",
    )
    env.pop("SPEECHD_ADDRESS", None)
    return env


def clear_message_caches(tree: Path) -> None:
    for cache in tree.rglob("*.marshal"):
        if "__pycache__" in cache.parts:
            cache.unlink()


def first_word(tree: Path, home: Path, timeout: float = 20.0) -> float:
    """Seconds from spawning the plain mode to its first printed line."""
    command = [
        sys.executable,
        "-m",
        "accessible_games",
        "play",
        "logomachy",
        "--plain",
        "--bots",
        "all",
        "--seed",
        "1",
        "--lang",
        "de",
        "--no-speech",
        "--braille",
        "none",
    ]
    started = time.perf_counter()
    proc = subprocess.Popen(
        command,
        cwd=tree,
        env=env_for(tree, home),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL,
    )
    try:
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - started
        if not line.strip():
            raise RuntimeError(f"{tree}: no words")
        return elapsed
    finally:
        proc.kill()
        proc.wait(timeout=timeout)


def narration(tree: Path, home: Path, rounds: int) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", NARRATE, json.dumps([GAMES, SEEDS, rounds])],
        cwd=tree,
        env=env_for(tree, home),
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    return json.loads(done.stdout)


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "median": statistics.median(ordered),
        "p90": ordered[int(0.9 * (len(ordered) - 1))],
        "min": ordered[0],
        "runs": len(ordered),
    }


def run(before: str, runs: int, rounds: int, alternations: int = 4) -> dict:
    old = worktree(before)
    home = Path(tempfile.mkdtemp(prefix="ag-home-"))
    try:
        trees = {"before": old, "after": ROOT}
        # one unmeasured start each (byte-code and message caches, disk cache)
        for tree in trees.values():
            first_word(tree, home)
        starts: dict[str, list[float]] = {"before": [], "after": [], "after, cold caches": []}
        for _ in range(runs):
            starts["before"].append(first_word(old, home))
            starts["after"].append(first_word(ROOT, home))
            clear_message_caches(ROOT)
            starts["after, cold caches"].append(first_word(ROOT, home))
        first_word(ROOT, home)  # the caches written again
        narrated = {}
        for name in ("before", "after") * alternations:
            result = narration(trees[name], home, rounds)
            for key, value in result.items():
                narrated.setdefault(name, {}).setdefault(key, []).append(
                    value["us_per_seat_action"]
                )
        return {
            "before": before,
            "after": subprocess.run(
                ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                capture_output=True,
                text=True,
            ).stdout.strip(),
            "start": {name: summary(values) for name, values in starts.items()},
            "alternations": alternations,
            "narration_us": {
                name: {k: min(v) for k, v in per.items()} for name, per in narrated.items()
            },
            "narration_runs_us": narrated,
        }
    finally:
        remove_worktree(old)
        shutil.rmtree(home, ignore_errors=True)


def print_summary(results: dict) -> None:
    print(f"start-up to the first word (before {results['before']}, after {results['after']}):")
    for name, s in results["start"].items():
        print(
            f"  {name:20} median {s['median'] * 1000:7.1f} ms   p90 {s['p90'] * 1000:7.1f} ms   "
            f"min {s['min'] * 1000:7.1f} ms   ({s['runs']} runs)"
        )
    print(
        f"narration, microseconds per seat per action (the best of {results['alternations']} runs "
        "each):"
    )
    before, after = results["narration_us"]["before"], results["narration_us"]["after"]
    for key in before:
        print(
            f"  {key:16} before {before[key]:8.2f}   after {after[key]:8.2f}   "
            f"ratio {after[key] / before[key]:5.2f}"
        )
    total_b, total_a = sum(before.values()), sum(after.values())
    print(
        f"  {'all (sum)':16} before {total_b:8.2f}   after {total_a:8.2f}   ratio "
        f"{total_a / total_b:5.2f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="f256c27", help="the commit to compare with")
    parser.add_argument("--runs", type=int, default=15, help="starts per tree")
    parser.add_argument("--rounds", type=int, default=3, help="narrations of each match per run")
    parser.add_argument(
        "--alternations",
        type=int,
        default=4,
        help="narration runs per tree, alternating (the best counts)",
    )
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    results = run(args.before, args.runs, args.rounds, args.alternations)
    print_summary(results)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
