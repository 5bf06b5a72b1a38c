#!/usr/bin/env python3
"""Benchmark: Logomachy next to reference card-game engines, in one run.

Measures, on this machine and in this process:

- Logomachy random play: whole matches, deals and steps (actions) per second,
  for 2 and for 4 players;
- time per decision of the random and the good bot, over positions taken
  from real games (good bot against good bot);
- RLCard 1.2.0 Uno random play (2 players), installed with pip into this
  interpreter's environment if it is missing (``--no-install`` skips that);
- a plain pure-Python Uno engine (``bench/ref_uno.py``), 2 players;
- Mau Mau random play (``bench/maumau_bench.py``): rounds and steps per
  second, 2 players, next to RLCard's Uno both like for like (step loops
  with ``random.choice`` on both sides) and as in earlier runs (an inlined
  chooser and a view each step against ``env.run`` with ``RandomAgent``),
  and the like-for-like ratio against the target (at least 5x RLCard's
  rounds per second);
- the strongest bot of every game (``bench/bot_decisions.py``): its time
  per decision (p50, p99, max) in games between such bots, against the aim
  of 200 ms (p99);
- MONAD random play (``bench/monad_bench.py``): games and steps per second,
  2 and 4 players, a view read on every step, the random bot choosing; and
  the good bot's time per turn and per move in games between good bots;
- Pulok random play (``bench/pulok_bench.py``): games (deal to reveal) and
  steps per second, each variant with 2 and 4 players, a view read on every
  step, the random bot choosing; and the time to propose the best
  arrangement of hands from real games, by variant and number of Puloks;
- Mad Nooks (``bench/madnooks_bench.py``): random play of Classic (2 and 4
  players), Solitaire (alone) and Poker (2 and 4 players, whole matches),
  a view read on every step; the time of the exact legal placements against
  the size of the area, with the frontier and candidate counts; and the
  Poker solver's best picture on random 5-tile hands (limit: 1 s);
- a cProfile breakdown of Logomachy random play;
- the announce pipeline (``bench/announce_latency.py``): time from a table
  event to speech-dispatcher and a BRLTTY display, speech-dispatcher's start
  of speech, and braille translation (``--no-announce`` skips it);
- start-up (``bench/startup.py``): from spawning the console script in a
  real terminal (tmux) until its first words reach speech-dispatcher, next
  to ``import textual`` (``--no-startup`` skips it);
- key presses in the full-screen mode (``bench/tui_latency.py``): from the
  key to its utterance handed to speech and braille (``--no-keys`` skips it);
- the game server's capacity (``bench/net_capacity.py``): a swarm of
  simulated players against the real server process on loopback, at a human
  pace and flat out, next to a minimal websockets relay as the reference
  (``--no-capacity`` skips it; ``python bench/net_capacity.py --suite``
  measures this part alone and rewrites only its section of the page).

A part skipped with ``--no-announce``, ``--no-startup``, ``--no-keys`` or ``--no-capacity`` keeps
the figures of the last run that measured it (from ``latest.json``), marked
with that run's date, so that a quick re-run loses no figures.

Throughput figures are the median over several short rounds; the engines
take turns round by round, so slow phases of the machine hit all of them.

Prints a table, writes ``bench/results/latest.json`` and regenerates
``docs/performance.md`` from ``bench/performance_template.md``.

Usage: python bench/run.py [--quick] [--seconds S] [--rounds N]
                           [--no-install] [--no-announce] [--no-startup] [--no-keys]
                           [--no-capacity] [--no-doc]
"""

from __future__ import annotations

import argparse
import cProfile
import datetime as dt
import importlib
import json
import os
import platform
import pstats
import random
import statistics
import string
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
RESULTS = BENCH / "results" / "latest.json"
TEMPLATE = BENCH / "performance_template.md"
DOC = ROOT / "docs" / "performance.md"
#: the section bench/memory.py writes: kept as it is when this run rewrites the page
MEMORY_BEGIN = "<!-- memory:begin (written by bench/memory.py) -->"
MEMORY_END = "<!-- memory:end -->"


def keep_memory_section(page: str) -> str:
    """``page`` with the memory section of the page there now appended."""
    old = DOC.read_text(encoding="utf-8") if DOC.exists() else ""
    if MEMORY_BEGIN in old and MEMORY_END in old and MEMORY_BEGIN not in page:
        block = old[old.index(MEMORY_BEGIN) : old.index(MEMORY_END) + len(MEMORY_END)]
        page = page.rstrip("\n") + "\n\n" + block + "\n"
    return page


for path in (ROOT, BENCH):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import announce_latency  # noqa: E402 - must follow the sys.path set-up
import bot_decisions  # noqa: E402 - must follow the sys.path set-up
import madnooks_bench  # noqa: E402 - must follow the sys.path set-up
import maumau_bench  # noqa: E402 - must follow the sys.path set-up
import monad_bench  # noqa: E402 - must follow the sys.path set-up
import net_capacity  # noqa: E402 - must follow the sys.path set-up
import pulok_bench  # noqa: E402 - must follow the sys.path set-up
import ref_uno  # noqa: E402 - must follow the sys.path set-up
import startup  # noqa: E402 - must follow the sys.path set-up
import tui_latency  # noqa: E402 - must follow the sys.path set-up

from accessible_games.games.logomachy.rules import Logomachy  # noqa: E402 - must follow the sys.path set-up
from accessible_games.games.registry import bot_levels  # noqa: E402 - must follow the sys.path set-up

RLCARD_VERSION = "1.2.0"

# The reference figures of the project's stack notes ("Reference figures").
REFERENCE = {
    "rlcard_uno": {
        "games_per_s": 750,
        "steps_per_s": 35_000,
        "text": "RLCard 1.2.0 Uno, random play, 2 players",
    },
    "plain_uno": {
        "games_per_s": 3_500,
        "steps_per_s": 170_000,
        "text": "plain idiomatic pure-Python Uno engine",
    },
    "openspiel_crazy_eights": {
        "steps_per_s": (260_000, 380_000),
        "text": "OpenSpiel 2.0.2 (C++) crazy_eights with special cards",
    },
}


# --- machine ------------------------------------------------------------------


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def nproc() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def git_commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def machine_info() -> dict[str, Any]:
    return {
        "nproc": nproc(),
        "cpu_count": os.cpu_count(),
        "cpu_model": cpu_model(),
        "python": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "executable": sys.executable,
        "platform": platform.platform(),
        "commit": git_commit(),
    }


# --- throughput -----------------------------------------------------------------


class Engine:
    """One thing to measure: ``play(seed)`` plays one game and returns its
    counts (for example ``{"games": 1, "steps": 72}``)."""

    def __init__(self, key: str, label: str, play: Callable[[int], dict[str, int]]) -> None:
        self.key, self.label, self.play = key, label, play
        self.seed = 0
        self.rounds: list[dict[str, float]] = []  # rates per round
        self.totals: dict[str, int] = {}
        self.elapsed = 0.0

    def run_for(self, seconds: float) -> None:
        counts: dict[str, int] = {}
        start = time.perf_counter()
        while True:
            for name, n in self.play(self.seed).items():
                counts[name] = counts.get(name, 0) + n
            self.seed += 1
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                break
        self.rounds.append({f"{name}_per_s": n / elapsed for name, n in counts.items()})
        for name, n in counts.items():
            self.totals[name] = self.totals.get(name, 0) + n
        self.elapsed += elapsed

    def summary(self) -> dict[str, Any]:
        rates = {name: statistics.median(r[name] for r in self.rounds) for name in self.rounds[0]}
        per_game = {
            f"{name}_per_game": n / self.totals["games"]
            for name, n in self.totals.items()
            if name != "games"
        }
        result: dict[str, Any] = {"label": self.label, **rates, **per_game}
        result["us_per_step"] = 1e6 / rates["steps_per_s"]
        result["steps_per_s_min"] = min(r["steps_per_s"] for r in self.rounds)
        result["steps_per_s_max"] = max(r["steps_per_s"] for r in self.rounds)
        result["games_played"] = self.totals["games"]
        result["seconds"] = self.elapsed
        result["rounds"] = self.rounds
        return result


def logomachy_random_play(players: int) -> Callable[[int], dict[str, int]]:
    def play(seed: int) -> dict[str, int]:
        rng = random.Random(seed)
        g = Logomachy(players, {}, seed)
        steps = 0
        while not g.is_over():
            seat = g.to_play()
            acts = g.legal_actions(seat)
            g.apply(seat, rng.choice(acts))
            steps += 1
        return {"games": 1, "deals": g.deal_number, "steps": steps}

    return play


def plain_uno_random_play(seed: int) -> dict[str, int]:
    return {"games": 1, "steps": ref_uno.play_random(seed, 2)}


# --- RLCard -----------------------------------------------------------------------


def ensure_rlcard(allow_install: bool) -> tuple[str | None, str]:
    """(installed version or None, a note on how it was obtained or why not)."""
    try:
        import rlcard

        return getattr(rlcard, "__version__", "unknown"), "already installed"
    except ImportError as exc:
        missing = str(exc)
    if not allow_install:
        return None, f"not installed ({missing}); installing was switched off (--no-install)"
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--quiet",
        "--disable-pip-version-check",
        f"rlcard=={RLCARD_VERSION}",
    ]
    print(f"RLCard is not importable; running: {' '.join(cmd)}", flush=True)
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    except (OSError, subprocess.SubprocessError) as exc:
        return None, f"pip install rlcard=={RLCARD_VERSION} could not run: {exc}"
    if proc.returncode != 0:
        lines = [
            ln.strip()
            for ln in (proc.stderr or proc.stdout).splitlines()
            if ln.strip() and "is ignored" not in ln
        ]
        reason = lines[-1] if lines else f"exit code {proc.returncode}"
        for ln in lines:
            if "externally-managed" in ln or "externally managed" in ln:
                reason = (
                    "this interpreter's environment is externally managed "
                    "(run the benchmark from the project's venv: make bench)"
                )
                break
        return None, f"pip install rlcard=={RLCARD_VERSION} failed: {reason}"
    importlib.invalidate_caches()
    try:
        import rlcard
    except ImportError as exc:
        return None, f"pip install rlcard=={RLCARD_VERSION} succeeded but import failed: {exc}"
    return getattr(
        rlcard, "__version__", "unknown"
    ), f"installed at bench time with pip into {sys.prefix}"


def rlcard_engines() -> list[Engine]:
    """Two ways of driving RLCard's Uno: its own ``env.run`` with its
    ``RandomAgent`` (how RLCard's examples evaluate random play; this is the
    figure the reference quotes), and a bare step loop choosing with
    ``random.choice``, which is how Logomachy, the plain engine and Mau Mau
    (like for like, ``bench/maumau_bench.py``) are driven."""
    import numpy as np
    import rlcard
    from rlcard.agents import RandomAgent

    np.random.seed(0)  # RandomAgent draws from numpy's global generator
    env_run = rlcard.make("uno", config={"seed": 0})
    env_run.set_agents(
        [RandomAgent(num_actions=env_run.num_actions) for _ in range(env_run.num_players)]
    )

    def play_env_run(seed: int) -> dict[str, int]:
        trajectories, _payoffs = env_run.run(is_training=False)
        # each player's trajectory is state, action, state, ..., final state
        return {"games": 1, "steps": sum((len(t) - 1) // 2 for t in trajectories)}

    env_loop = rlcard.make("uno", config={"seed": 1})
    loop_rng = random.Random(1)

    def play_step_loop(seed: int) -> dict[str, int]:
        state, _player = env_loop.reset()
        steps = 0
        while not env_loop.is_over():
            state, _player = env_loop.step(loop_rng.choice(list(state["legal_actions"])))
            steps += 1
        return {"games": 1, "steps": steps}

    return [
        Engine("rlcard_uno", "RLCard Uno 2p, env.run + RandomAgent", play_env_run),
        Engine("rlcard_uno_step_loop", "RLCard Uno 2p, step loop + random.choice", play_step_loop),
    ]


# --- bot decisions ----------------------------------------------------------------


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(q / 100 * (len(sorted_values) - 1))))
    return sorted_values[index]


def describe_ns(samples: list[int]) -> dict[str, float]:
    values = sorted(s / 1000 for s in samples)  # microseconds
    return {
        "n": len(values),
        "median_us": statistics.median(values),
        "mean_us": statistics.fmean(values),
        "p99_us": percentile(values, 99),
        "max_us": values[-1],
    }


def measure_decisions(players: int, seconds: float, first_seed: int) -> dict[str, Any]:
    """Good bot against good bot; at every position the random and the good
    bot are timed on the same view and legal actions, and so are the
    ``view`` and ``legal_actions`` calls a bot's turn needs."""
    levels = bot_levels("logomachy")
    rnd, good = levels["random"](), levels["good"]()
    samples: dict[str, list[int]] = {"view": [], "legal_actions": [], "random": [], "good": []}
    legal_counts: list[int] = []
    now = time.perf_counter_ns
    start = time.perf_counter()
    seed = first_seed
    games = 0
    while time.perf_counter() - start < seconds:
        g = Logomachy(players, {}, seed)
        rng = random.Random(seed)
        seed += 1
        while not g.is_over():
            seat = g.to_play()
            t0 = now()
            view = g.view(seat)
            t1 = now()
            legal = g.legal_actions(seat)
            t2 = now()
            rnd.choose(view, legal, rng)
            t3 = now()
            action = good.choose(view, legal, rng)
            t4 = now()
            samples["view"].append(t1 - t0)
            samples["legal_actions"].append(t2 - t1)
            samples["random"].append(t3 - t2)
            samples["good"].append(t4 - t3)
            legal_counts.append(len(legal))
            g.apply(seat, action)
        games += 1
    return {
        "players": players,
        "games": games,
        "positions": len(legal_counts),
        "mean_legal_actions": statistics.fmean(legal_counts) if legal_counts else 0.0,
        "max_legal_actions": max(legal_counts, default=0),
        **{name: describe_ns(values) for name, values in samples.items()},
    }


# --- profile ----------------------------------------------------------------------


# Functions named in the interpretation: label -> (file suffix, function name).
KEY_FUNCTIONS = {
    "check": ("core/game.py", "check"),
    "legal_actions": ("logomachy/rules.py", "legal_actions"),
    "label": ("logomachy/moves.py", "label"),
    "parse_move": ("logomachy/moves.py", "parse_move"),
    "sum_captures": ("logomachy/rules.py", "sum_captures"),
    "setup": ("logomachy/rules.py", "setup"),
    "standard_deck": ("logomachy/deck.py", "standard_deck"),
    "card_code": ("logomachy/deck.py", "code"),
}


def profile_logomachy(matches: int) -> dict[str, Any]:
    """cProfile of random 2-player matches; the project's functions with the
    largest cumulative share of the time."""
    play = logomachy_random_play(2)
    profiler = cProfile.Profile()
    steps = 0
    profiler.enable()
    for seed in range(10_000, 10_000 + matches):
        steps += play(seed)["steps"]
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = stats.total_tt  # type: ignore[attr-defined]
    rows = []
    package = str(ROOT / "accessible_games")
    for (filename, line, name), (_cc, ncalls, tottime, cumtime, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        if not filename.startswith(package):
            continue
        rows.append(
            {
                "function": f"{os.path.relpath(filename, ROOT)}:{line}({name})",
                "name": name,
                "calls_per_step": ncalls / steps,
                "cum_share": cumtime / total,
                "own_share": tottime / total,
            }
        )
    rows.sort(key=lambda r: r["cum_share"], reverse=True)
    own = sorted(rows, key=lambda r: r["own_share"], reverse=True)
    key_functions = {}
    for label, (suffix, name) in KEY_FUNCTIONS.items():
        found = [
            r for r in rows if r["name"] == name and r["function"].split(":")[0].endswith(suffix)
        ]
        if found:
            key_functions[label] = found[0]
    return {
        "matches": matches,
        "steps": steps,
        "seconds": total,
        "top_cumulative": rows[:14],
        "top_own": own[:8],
        "key_functions": key_functions,
    }


# --- report -----------------------------------------------------------------------


def fmt(x: float | None, digits: int = 0) -> str:
    if x is None:
        return "n/a"
    return f"{x:,.{digits}f}"


def fmt_us(us: float) -> str:
    if us >= 1000:
        return f"{us / 1000:.2f} ms"
    if us >= 10:
        return f"{us:.0f} µs"
    return f"{us:.2f} µs"


def print_table(results: dict[str, Any]) -> None:
    tp = results["throughput"]
    print()
    print(
        f"{'engine':46} {'games/s':>10} {'deals/s':>10} {'steps/s':>11} {'steps/game':>10} "
        f"{'µs/step':>8}"
    )
    for _key, r in tp.items():
        print(
            f"{r['label']:46} {fmt(r['games_per_s']):>10} {fmt(r.get('deals_per_s')):>10} "
            f"{fmt(r['steps_per_s']):>11} {fmt(r['steps_per_game'], 1):>10} "
            f"{fmt(r['us_per_step'], 1):>8}"
        )
    rl = results["rlcard"]
    if not rl["available"]:
        print(f"{'RLCard Uno 2p':46} not measured: {rl['note']}")
    print()
    print(
        f"{'decision (Logomachy)':30} {'players':>7} {'median':>10} {'p99':>10} {'max':>10} "
        f"{'n':>8}"
    )
    for d in results["decisions"]:
        for name in ("random", "good", "view", "legal_actions"):
            s = d[name]
            print(
                f"{name:30} {d['players']:>7} {fmt_us(s['median_us']):>10} "
                f"{fmt_us(s['p99_us']):>10} {fmt_us(s['max_us']):>10} {s['n']:>8}"
            )
    print()
    prof = results["profile"]
    print(
        f"cProfile, {prof['matches']} random 2-player matches ({prof['steps']} steps), cumulative "
        "share:"
    )
    for row in prof["top_cumulative"][:10]:
        print(f"  {row['cum_share']:6.1%}  {row['calls_per_step']:5.2f}/step  {row['function']}")
    print()


def md_table(header: list[str], rows: list[list[str]], align: str) -> str:
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join(":---" if a == "l" else "---:" for a in align) + "|",
    ]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def share_of(prof: dict[str, Any], label: str) -> float | None:
    row = prof["key_functions"].get(label)
    return row["cum_share"] if row else None


def interpretation(results: dict[str, Any]) -> str:
    tp = results["throughput"]
    lg2, lg4, plain = tp["logomachy_2p"], tp["logomachy_4p"], tp["plain_uno"]
    rl = tp.get("rlcard_uno")
    out: list[str] = []
    ratio_plain = lg2["steps_per_s"] / plain["steps_per_s"]
    sentence = (
        f"- Per step, Logomachy random play runs at {fmt(lg2['steps_per_s'])} steps/s "
        f"({fmt(lg2['us_per_step'], 1)} µs a step) with 2 players: {ratio_plain:.2f}× the plain "
        f"pure-Python Uno engine measured in the same run ({fmt(plain['steps_per_s'])} steps/s)"
    )
    if rl:
        sentence += (
            f" and {lg2['steps_per_s'] / rl['steps_per_s']:.2f}× RLCard's Uno "
            f"({fmt(rl['steps_per_s'])} steps/s)"
        )
    out.append(sentence + ".")
    if rl:
        if lg2["steps_per_s"] > rl["steps_per_s"]:
            first = (
                "Logomachy is faster per step than RLCard's Uno, which builds a state "
                "dictionary and a numpy observation on every step"
            )
        else:
            first = (
                "Logomachy is slower per step than RLCard's Uno, even though RLCard builds a state "
                "dictionary and a numpy observation on every step"
            )
        out.append(
            f"- {first}, and "
            + (
                "far behind"
                if ratio_plain < 0.33
                else "behind"
                if ratio_plain < 0.9
                else "level with or ahead of"
            )
            + " the plain engine."
        )
    else:
        out.append(
            "- RLCard could not be measured in this run (see above), so only the plain engine "
            "serves as a measured reference."
        )
    out.append(
        "- A Logomachy step does more than a minimal engine's step, by design of the game "
        "contract: `apply` checks the chosen action again, by its text (`Game.check` → "
        "`find_action`), and `legal_actions` builds a text form and a spoken label (`Msg`) for "
        "every legal move, which front ends read out. Finding captures (`sum_captures`) is a small "
        "search of its own."
    )
    out.append(
        f"- A 2-player match is {fmt(lg2['steps_per_game'], 0)} steps in "
        f"{fmt(lg2['deals_per_game'], 0)} deals; a Uno game is about "
        f"{fmt(plain['steps_per_game'], 0)} steps, so games/s are not comparable across games: "
        "compare steps/s (or Logomachy deals/s with Uno games/s, which are of similar length)."
    )
    out.append(
        f"- With 4 players a step costs {fmt(lg4['us_per_step'], 1)} µs against "
        f"{fmt(lg2['us_per_step'], 1)} µs with 2."
    )
    plain_ref = REFERENCE["plain_uno"]["steps_per_s"]
    factor = plain["steps_per_s"] / plain_ref
    if abs(factor - 1) > 0.25:
        rl_factor = rl["steps_per_s"] / REFERENCE["rlcard_uno"]["steps_per_s"] if rl else None
        if rl_factor is None:
            machine = ""
        elif abs(rl_factor - 1) <= 0.25:
            machine = (
                f" RLCard runs at {rl_factor:.2f}× its reference figure here, so this machine "
                "is close to the one the reference figures come from: the plain engine's "
                "distance from its reference figure is the engine's own."
            )
        else:
            machine = (
                f" RLCard runs at {rl_factor:.2f}× its reference figure here, so this machine "
                f"ran {'slower' if rl_factor < 1 else 'faster'} than the one the reference "
                "figures come from during this run: compare the engines within the run, not "
                "with the reference figures."
            )
        out.append(
            f"- The plain engine of bench/ref_uno.py runs at {factor:.1f}× the reference figure "
            f"for a plain engine ({fmt(plain_ref)} steps/s). Against the reference figure, "
            f"Logomachy is at {lg2['steps_per_s'] / plain_ref:.2f}×." + machine
        )
    prof = results["profile"]
    share = {label: share_of(prof, label) for label in KEY_FUNCTIONS}
    parts = []
    if share["check"] is not None:
        parts.append(
            f"re-checking the chosen action in `apply` (`Game.check` → `find_action` → "
            f"`parse_move` and `moves` again) {share['check']:.0%}"
        )
    if share["legal_actions"] is not None:
        parts.append(f"`legal_actions` {share['legal_actions']:.0%}")
    if share["label"] is not None:
        parts.append(f"building spoken labels (`Move.label`) {share['label']:.0%}")
    if share["sum_captures"] is not None:
        parts.append(f"the capture search (`sum_captures`) {share['sum_captures']:.0%}")
    if share["card_code"] is not None:
        row = prof["key_functions"]["card_code"]
        parts.append(
            f"the `Card.code` property, an f-string rebuilt on each of its "
            f"{row['calls_per_step']:.0f} calls per step, {share['card_code']:.0%}"
        )
    if share["standard_deck"] is not None:
        parts.append(
            f"reading and parsing the deck file for every new match (`standard_deck`) "
            f"{share['standard_deck']:.0%}"
        )
    if parts:
        out.append("- Where the time goes (cProfile, shares overlap): " + "; ".join(parts) + ".")
    for d in results["decisions"]:
        good = d["good"]
        out.append(
            f"- The good bot takes {fmt_us(good['median_us'])} per decision (p99 "
            f"{fmt_us(good['p99_us'])}) with {d['players']} players; the view it reads costs "
            f"{fmt_us(d['view']['median_us'])}. "
            + (
                "Far below anything a player would notice."
                if good["p99_us"] < 50_000
                else "Long enough that a player could notice it."
            )
        )
    return "\n".join(out)


def render_doc(results: dict[str, Any]) -> str:
    tp = results["throughput"]
    m = results["machine"]
    rows = []
    for key in ("logomachy_2p", "logomachy_4p", "plain_uno", "rlcard_uno", "rlcard_uno_step_loop"):
        r = tp.get(key)
        if r is None:
            continue
        rows.append(
            [
                r["label"],
                fmt(r["games_per_s"]),
                fmt(r.get("deals_per_s")),
                fmt(r["steps_per_s"]),
                f"{fmt(r['steps_per_s_min'])}–{fmt(r['steps_per_s_max'])}",
                fmt(r["steps_per_game"], 1),
                fmt(r["us_per_step"], 1),
            ]
        )
    if not results["rlcard"]["available"]:
        rows.append(["RLCard Uno 2p", "not measured", "", "", "", "", ""])
    throughput_table = md_table(
        [
            "engine",
            "games/s",
            "deals/s",
            "steps/s",
            "steps/s, range of rounds",
            "steps/game",
            "µs/step",
        ],
        rows,
        "lrrrrrr",
    )

    ref_rows = []
    for key, measured_key in (("rlcard_uno", "rlcard_uno"), ("plain_uno", "plain_uno")):
        ref = REFERENCE[key]
        r = tp.get(measured_key)
        ref_rows.append(
            [
                ref["text"],
                fmt(ref["games_per_s"]),
                fmt(ref["steps_per_s"]),
                fmt(r["games_per_s"]) if r else "not measured",
                fmt(r["steps_per_s"]) if r else "not measured",
            ]
        )
    low, high = REFERENCE["openspiel_crazy_eights"]["steps_per_s"]
    ref_rows.append(
        [
            REFERENCE["openspiel_crazy_eights"]["text"],
            "",
            f"{fmt(low)}–{fmt(high)}",
            "not measured",
            "not measured",
        ]
    )
    lg2 = tp["logomachy_2p"]
    ref_rows.append(
        [
            "Logomachy 2p, random play (this project)",
            "",
            "",
            f"{fmt(lg2['games_per_s'])} matches ({fmt(lg2['deals_per_s'])} deals)",
            fmt(lg2["steps_per_s"]),
        ]
    )
    reference_table = md_table(
        [
            "engine",
            "reference games/s",
            "reference steps/s",
            "measured games/s",
            "measured steps/s",
        ],
        ref_rows,
        "lrrrr",
    )

    dec_rows = []
    for d in results["decisions"]:
        for name, text in (
            ("random", "random bot `choose`"),
            ("good", "good bot `choose`"),
            ("view", "`Logomachy.view`"),
            ("legal_actions", "`Logomachy.legal_actions`"),
        ):
            s = d[name]
            dec_rows.append(
                [
                    text,
                    str(d["players"]),
                    fmt_us(s["median_us"]),
                    fmt_us(s["p99_us"]),
                    fmt_us(s["max_us"]),
                    fmt(s["n"]),
                ]
            )
    decision_table = md_table(
        ["call", "players", "median", "p99", "max", "positions"], dec_rows, "lrrrrr"
    )
    decision_note = ", ".join(
        f"{d['players']} players: {fmt(d['games'])} games, {fmt(d['mean_legal_actions'], 1)} legal "
        f"moves on average (at most {d['max_legal_actions']})"
        for d in results["decisions"]
    )

    prof = results["profile"]
    prof_rows = [
        [
            f"`{r['function']}`",
            f"{r['cum_share']:.1%}",
            f"{r['own_share']:.1%}",
            f"{r['calls_per_step']:.2f}",
        ]
        for r in prof["top_cumulative"]
    ]
    profile_table = md_table(["function", "cumulative", "own", "calls/step"], prof_rows, "lrrr")

    rl = results["rlcard"]
    rlcard_note = (
        f"RLCard {rl['version']} ({rl['note']}), numpy {rl.get('numpy', '?')}"
        if rl["available"]
        else f"RLCard was not measured: {rl['note']}"
    )
    settings = results["settings"]
    values = {
        "date": results["date"],
        "cpu_model": m["cpu_model"],
        "nproc": str(m["nproc"]),
        "python": f"{m['python_implementation']} {m['python']}",
        "platform": m["platform"],
        "commit": m["commit"] or "unknown",
        "run_kind": "quick run (short time boxes: rougher figures)"
        if settings["quick"]
        else "full run",
        "rounds": f"{settings['rounds']} round{'s' if settings['rounds'] != 1 else ''}",
        "seconds": f"{settings['seconds']:g}",
        "decision_seconds": f"{settings['decision_seconds']:g}",
        "bots_seconds": f"{settings.get('bots_seconds', 0):g}",
        "rlcard_note": rlcard_note,
        "throughput_table": throughput_table,
        "reference_table": reference_table,
        "decision_table": decision_table,
        "decision_note": decision_note,
        "profile_matches": str(prof["matches"]),
        "profile_steps": fmt(prof["steps"]),
        "profile_table": profile_table,
        "interpretation": interpretation(results),
        "total_seconds": f"{results['total_seconds']:.0f}",
        **announce_latency.doc_values(results.get("announce")),
        **startup.doc_values(results.get("startup")),
        **tui_latency.doc_values(results.get("keys")),
        **maumau_bench.doc_values(results.get("maumau")),
        **bot_decisions.doc_values(results.get("strongest_bots")),
        **monad_bench.doc_values(results.get("monad")),
        **pulok_bench.doc_values(results.get("pulok")),
        **madnooks_bench.doc_values(results.get("madnooks")),
        **net_capacity.doc_values(results.get("capacity")),
    }
    for part, (placeholder, note) in CARRIED_NOTES.items():
        data = results.get(part)
        if data and data.get("carried_over_from"):
            values[placeholder] = note.format(
                date=data["carried_over_from"], text=values[placeholder]
            )
    return string.Template(TEMPLATE.read_text(encoding="utf-8")).substitute(values)


# A part skipped in this run keeps the figures of an earlier run: how the doc says so.
# part -> (the placeholder that gets the note, the note around the placeholder's text)
CARRIED_NOTES = {
    "announce": (
        "announce_note",
        "not measured in this run (`--no-announce`); these figures are "
        "from the run of {date}: {text}",
    ),
    "startup": (
        "startup_note",
        "not measured in this run (`--no-startup`); these figures are "
        "from the run of {date}: {text}",
    ),
    "keys": (
        "keys_table",
        "Not measured in this run (`--no-keys`); these figures are from the run "
        "of {date}.\n\n{text}",
    ),
    "capacity": (
        "capacity_note",
        "not measured in this run (`--no-capacity`); these figures are from the "
        "run of {date}: {text}",
    ),
}


def earlier_results() -> dict[str, Any] | None:
    """The results of the last run (``latest.json``), if there are any."""
    try:
        data = json.loads(RESULTS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def carry_over(part: str, earlier: dict[str, Any] | None) -> dict[str, Any] | None:
    """The figures of ``part`` (skipped in this run) from the last run that
    measured it, marked with that run's date; None if there are none."""
    data = (earlier or {}).get(part)
    if not isinstance(data, dict) or "error" in data:
        return None
    data = dict(data)
    # a part measured alone (bench/net_capacity.py --suite) carries its own date
    data.setdefault("carried_over_from", data.get("date") or earlier.get("date"))  # type: ignore[union-attr]
    return data


# --- main -------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick", action="store_true", help="short time boxes (a rough run in ~30 s)"
    )
    parser.add_argument(
        "--seconds", type=float, help="seconds per engine and round (default 1.5, quick 0.4)"
    )
    parser.add_argument("--rounds", type=int, help="rounds per engine (default 5, quick 1)")
    parser.add_argument(
        "--no-install", action="store_true", help="do not pip-install RLCard if missing"
    )
    parser.add_argument(
        "--no-announce",
        action="store_true",
        help="skip the announce pipeline benchmark (speech-dispatcher, BRLTTY, liblouis)",
    )
    parser.add_argument(
        "--no-startup",
        action="store_true",
        help="skip the start-up benchmark (console script in tmux until its first words)",
    )
    parser.add_argument(
        "--no-keys",
        action="store_true",
        help="skip the key latency benchmark of the full-screen mode",
    )
    parser.add_argument(
        "--no-capacity",
        action="store_true",
        help="skip the game server's capacity benchmark (a swarm of clients on loopback)",
    )
    parser.add_argument(
        "--no-doc", action="store_true", help=f"do not rewrite {DOC.relative_to(ROOT)}"
    )
    args = parser.parse_args(argv)
    seconds = args.seconds or (0.4 if args.quick else 1.5)
    rounds = args.rounds or (1 if args.quick else 5)
    decision_seconds = 1.0 if args.quick else 4.0
    bots_seconds = 0.5 if args.quick else 3.0
    profile_matches = 20 if args.quick else 100
    started = time.perf_counter()
    date = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()

    earlier = earlier_results()  # before this run overwrites them
    machine = machine_info()
    print(
        f"{machine['cpu_model']}, {machine['nproc']} CPUs, Python {machine['python']} "
        f"({sys.executable})"
    )

    rl_version, rl_note = ensure_rlcard(not args.no_install)
    rlcard_info: dict[str, Any] = {
        "available": rl_version is not None,
        "version": rl_version,
        "note": rl_note,
    }
    engines = [
        Engine("logomachy_2p", "Logomachy 2p, random play", logomachy_random_play(2)),
        Engine("logomachy_4p", "Logomachy 4p, random play", logomachy_random_play(4)),
        Engine("plain_uno", "plain pure-Python Uno 2p (bench/ref_uno.py)", plain_uno_random_play),
        Engine(
            maumau_bench.CHOICE_KEY,
            maumau_bench.CHOICE_LABEL,
            maumau_bench.random_play(2, player="choice"),
        ),
        Engine(
            maumau_bench.UNIFORM_KEY,
            maumau_bench.UNIFORM_LABEL,
            maumau_bench.random_play(2, player="uniform"),
        ),
        Engine(maumau_bench.KEY, maumau_bench.LABEL, maumau_bench.random_play(2)),
        Engine(
            maumau_bench.PASSES_KEY,
            maumau_bench.PASSES_LABEL,
            maumau_bench.random_play(2, like_rlcard=False),
        ),
        *(
            Engine(monad_bench.KEYS[n], monad_bench.LABELS[n], monad_bench.random_play(n))
            for n in (2, 4)
        ),
        *(
            Engine(pulok_bench.KEYS[v, n], pulok_bench.LABELS[v, n], pulok_bench.random_play(v, n))
            for v in pulok_bench.VARIANTS
            for n in pulok_bench.PLAYERS
        ),
        *(
            Engine(madnooks_bench.KEYS[t], madnooks_bench.LABELS[t], madnooks_bench.random_play(*t))
            for t in madnooks_bench.TABLES
        ),
    ]
    if rl_version is not None:
        if rl_version != RLCARD_VERSION:
            rlcard_info["note"] += f"; version {rl_version}, not {RLCARD_VERSION}"
        try:
            import numpy

            rlcard_info["numpy"] = numpy.__version__
            engines += rlcard_engines()
        except Exception as exc:  # an RLCard that imports but cannot run
            rlcard_info.update(available=False, note=f"RLCard {rl_version} could not run: {exc!r}")
    print(f"RLCard: {rlcard_info['note']}")

    for engine in engines:  # warm-up: imports, caches, first allocations
        engine.run_for(min(0.2, seconds))
        engine.rounds.clear()
        engine.totals.clear()
        engine.elapsed = 0.0
    throughput_loads: list[float] = []  # the load average (1 minute) after each round
    for round_number in range(1, rounds + 1):
        for engine in engines:
            print(f"round {round_number}/{rounds}: {engine.label} ...", flush=True)
            engine.run_for(seconds)
        if hasattr(os, "getloadavg"):
            throughput_loads.append(os.getloadavg()[0])

    decisions = []
    for players, seed in ((2, 20_000), (4, 30_000)):
        print(f"bot decisions, {players} players ...", flush=True)
        decisions.append(measure_decisions(players, decision_seconds, seed))

    monad_turns = []
    for players, seed in ((2, 40_000), (4, 50_000)):
        print(f"MONAD good bot turns, {players} players ...", flush=True)
        monad_turns.append(monad_bench.measure_turns(players, decision_seconds, seed))

    strongest_bots = bot_decisions.run(bots_seconds, log=lambda text: print(text, flush=True))

    print("Pulok best arrangement on hands from real games ...", flush=True)
    pulok_arrange = pulok_bench.measure_arrangements(per_count=15 if args.quick else 40)

    print("Mad Nooks placements and best pictures ...", flush=True)
    madnooks_geometry = madnooks_bench.measure(hands=60 if args.quick else 200)

    print("profile ...", flush=True)
    profile = profile_logomachy(profile_matches)

    announce: dict[str, Any] | None = carry_over("announce", earlier) if args.no_announce else None
    if not args.no_announce:
        try:
            announce = announce_latency.run(
                quick=args.quick, log=lambda text: print(text, flush=True)
            )
        except Exception as exc:  # the engine figures are still worth writing
            announce = {"error": repr(exc)}
            print(f"announce benchmark failed: {exc!r}", flush=True)

    startup_results: dict[str, Any] | None = (
        carry_over("startup", earlier) if args.no_startup else None
    )
    if not args.no_startup:
        try:
            startup_results = startup.run(
                quick=args.quick, log=lambda text: print(text, flush=True)
            )
        except Exception as exc:  # the other figures are still worth writing
            startup_results = {"error": repr(exc)}
            print(f"startup benchmark failed: {exc!r}", flush=True)

    keys: dict[str, Any] | None = carry_over("keys", earlier) if args.no_keys else None
    if not args.no_keys:
        print("key presses in the full-screen mode ...", flush=True)
        try:
            keys = tui_latency.run(quick=args.quick)
        except Exception as exc:  # the other figures are still worth writing
            keys = {"error": repr(exc)}
            print(f"key latency benchmark failed: {exc!r}", flush=True)

    capacity: dict[str, Any] | None = carry_over("capacity", earlier) if args.no_capacity else None
    if not args.no_capacity:
        print("the game server's capacity ...", flush=True)
        try:
            capacity = net_capacity.run(quick=args.quick, log=lambda text: print(text, flush=True))
        except Exception as exc:  # the other figures are still worth writing
            capacity = {"error": repr(exc)}
            print(f"capacity benchmark failed: {exc!r}", flush=True)

    throughput = {engine.key: engine.summary() for engine in engines}
    results: dict[str, Any] = {
        "date": date,
        "machine": machine,
        "settings": {
            "quick": args.quick,
            "seconds": seconds,
            "rounds": rounds,
            "decision_seconds": decision_seconds,
            "bots_seconds": bots_seconds,
            "profile_matches": profile_matches,
        },
        "reference": REFERENCE,
        "rlcard": rlcard_info,
        "throughput": throughput,
        "maumau": maumau_bench.summary(throughput, throughput_loads),
        "monad": monad_bench.summary(throughput, monad_turns),
        "pulok": pulok_bench.summary(throughput, pulok_arrange),
        "madnooks": madnooks_bench.summary(throughput, madnooks_geometry),
        "decisions": decisions,
        "strongest_bots": strongest_bots,
        "profile": profile,
        "announce": announce,
        "startup": startup_results,
        "keys": keys,
        "capacity": capacity,
    }
    results["total_seconds"] = time.perf_counter() - started
    print_table(results)
    maumau_bench.print_summary(results["maumau"])
    bot_decisions.print_summary(results["strongest_bots"])
    monad_bench.print_summary(results["monad"])
    pulok_bench.print_summary(results["pulok"])
    madnooks_bench.print_summary(results["madnooks"])
    if announce is not None and not args.no_announce:
        announce_latency.print_summary(announce)
    if startup_results is not None and "error" not in startup_results and not args.no_startup:
        startup.print_summary(startup_results)
    if keys is not None and "error" not in keys and not args.no_keys:
        tui_latency.print_table(keys)
    if capacity is not None and "error" not in capacity and not args.no_capacity:
        net_capacity.print_summary(capacity)

    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {RESULTS.relative_to(ROOT)}")
    if not args.no_doc:
        DOC.parent.mkdir(parents=True, exist_ok=True)
        DOC.write_text(keep_memory_section(render_doc(results)), encoding="utf-8")
        print(f"wrote {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
