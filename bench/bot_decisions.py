"""The strongest bot of every game: its time per decision, for ``bench/run.py``.

Every seat of a table is the game's strongest bot level (the last of
``bot_levels``, the level the command line takes when none is given), made
as the game's registry makes it, with its default budget. The table runs as
in a real match (``Table.step_bot``: each bot gets its view, its legal
actions and the table's ``bot_rng``), and each call of ``choose`` is timed.
Games follow one another until the time box of the table is used up (at
least one move of a game; a match cut short at the end of the box counts
with the decisions made so far).

A *decision* is a call with more than one legal action; forced moves
(one legal action) are counted apart and left out of the figures. Every
bot's search is bounded by work (imagined games and their moves, positions
judged), never by time, so a slower machine makes the same moves, later:
the budgets are chosen so that the strongest level decides within
:data:`TARGET_P99_MS` (p99) on a 2-core machine.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from accessible_games.core.table import Seat, Table
from accessible_games.games.registry import bot_levels, get_game

#: the aim for every table: p99 of the decision times at most this
TARGET_P99_MS = 200.0

#: (game, players, options, what the table is): the command line's default
#: tables (three players, default options) and the tables where the
#: strongest bot searches most (two players; the largest tables; variants)
TABLES: list[tuple[str, int, dict[str, Any], str]] = [
    ("logomachy", 2, {}, "2 players"),
    ("logomachy", 4, {}, "4 players"),
    ("maumau", 2, {"quick": True}, "2 players, quick game"),
    ("maumau", 2, {}, "2 players, points game"),
    ("maumau", 3, {}, "3 players, points game (the default table)"),
    ("maumau", 5, {"quick": True}, "5 players, quick game"),
    ("maumau", 4, {"pairs": True}, "4 players in pairs, points game"),
    ("monad", 2, {}, "2 players"),
    ("monad", 4, {}, "4 players"),
    ("pulok", 3, {}, "3 players, simple"),
    ("pulok", 4, {"variant": "double"}, "4 players, double"),
    ("pulok", 4, {"variant": "experts"}, "4 players, experts"),
    ("pulok", 4, {"variant": "experts", "twenty": True}, "4 players, experts with 20 tiles"),
    ("madnooks", 2, {}, "2 players, classic"),
    ("madnooks", 4, {}, "4 players, classic"),
    ("madnooks", 1, {"variant": "solitaire"}, "1 player, solitaire"),
    ("madnooks", 4, {"variant": "poker"}, "4 players, poker"),
]

#: the attributes in which a bot tells the work of its last decision
WORK = ("simulations", "steps", "nodes")


class Timed:
    """Wraps a bot: times each ``choose`` and notes the work it reports."""

    def __init__(
        self,
        bot: Any,
        samples: list[float],
        cpu: list[float],
        forced: list[float],
        work: dict[str, list[int]],
    ) -> None:
        self.bot, self.samples, self.cpu, self.forced, self.work = bot, samples, cpu, forced, work

    def choose(self, view: dict, legal: list, rng: Any) -> Any:
        start, start_cpu = time.perf_counter(), time.thread_time()
        action = self.bot.choose(view, legal, rng)
        elapsed, used = time.perf_counter() - start, time.thread_time() - start_cpu
        if len(legal) > 1:
            self.samples.append(elapsed)
            self.cpu.append(used)
            for name in WORK:
                value = getattr(self.bot, name, None)
                if isinstance(value, int):
                    self.work.setdefault(name, []).append(value)
        else:
            self.forced.append(elapsed)
        return action


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile of sorted ``values`` (nearest rank)."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))]


def measure(
    game_id: str,
    players: int,
    options: dict[str, Any],
    seconds: float,
    first_seed: int,
    max_moves: int | None = None,
) -> dict[str, Any]:
    """Games of the strongest bots at one table for ``seconds`` (and at
    most ``max_moves`` moves in all)."""
    levels = bot_levels(game_id)
    level = list(levels)[-1]
    make = levels[level]
    rules = get_game(game_id)
    assert rules is not None
    samples: list[float] = []
    cpu: list[float] = []
    forced: list[float] = []
    work: dict[str, list[int]] = {}
    games = finished = moves = 0
    seed = first_seed
    start = time.perf_counter()
    while games == 0 or (time.perf_counter() - start < seconds and moves != max_moves):
        game = rules(players, options, seed)
        seed += 1
        table = Table(
            game,
            [Seat(f"bot {s}", Timed(make(), samples, cpu, forced, work)) for s in range(players)],
        )
        games += 1
        while table.step_bot():
            moves += 1
            if time.perf_counter() - start >= seconds or moves == max_moves:
                break
        finished += game.is_over()
    ms = sorted(s * 1000 for s in samples)
    cpu_ms = sorted(s * 1000 for s in cpu)
    return {
        "game": game_id,
        "players": players,
        "options": options,
        "level": level,
        "bot": make.__name__,
        "games": games,
        "finished": finished,
        "decisions": len(ms),
        "forced": len(forced),
        "p50_ms": statistics.median(ms) if ms else float("nan"),
        "p99_ms": percentile(ms, 99),
        "max_ms": ms[-1] if ms else float("nan"),
        "mean_ms": statistics.fmean(ms) if ms else float("nan"),
        "cpu_p50_ms": statistics.median(cpu_ms) if cpu_ms else float("nan"),
        "cpu_p99_ms": percentile(cpu_ms, 99),
        "cpu_max_ms": cpu_ms[-1] if cpu_ms else float("nan"),
        "work": {name: {"mean": statistics.fmean(v), "max": max(v)} for name, v in work.items()},
    }


def run(seconds: float, log=print) -> list[dict[str, Any]]:
    """Every table of :data:`TABLES` for ``seconds`` each; each result
    with the machine's load average (1 minute) when it ended."""
    results = []
    for index, (game_id, players, options, text) in enumerate(TABLES):
        log(f"strongest bot decisions: {game_id}, {text} ...")
        result = measure(game_id, players, options, seconds, 60_000 + 1000 * index)
        result["table"] = text
        result["load"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
        results.append(result)
    return results


# --- report ---------------------------------------------------------------------------


TITLES = {
    "logomachy": "Logomachy",
    "maumau": "Mau Mau",
    "monad": "MONAD",
    "pulok": "Pulok",
    "madnooks": "Mad Nooks",
}


def _ms(value: float) -> str:
    return (
        f"{value:.2f} ms" if value < 10 else f"{value:.1f} ms" if value < 100 else f"{value:.0f} ms"
    )


def _work(result: dict[str, Any]) -> str:
    work = result["work"]
    parts = []
    if "simulations" in work:
        parts.append(
            f"{work['simulations']['mean']:.0f} imagined games (at most "
            f"{work['simulations']['max']:,})"
        )
    if "steps" in work:
        parts.append(
            f"{work['steps']['mean']:,.0f} moves in them (at most {work['steps']['max']:,})"
        )
    if "nodes" in work:
        parts.append(f"{work['nodes']['mean']:.0f} positions (at most {work['nodes']['max']:,})")
    return "; ".join(parts)


def worst(results: list[dict[str, Any]]) -> dict[str, Any] | None:
    measured = [r for r in results if r["decisions"]]
    return max(measured, key=lambda r: r["p99_ms"]) if measured else None


def print_summary(results: list[dict[str, Any]] | None) -> None:
    if not results:
        return
    for r in results:
        print(
            f"{TITLES[r['game']]} {r['level']}, {r['table']}: p50 {_ms(r['p50_ms'])}, "
            f"p99 {_ms(r['p99_ms'])}, max {_ms(r['max_ms'])} ({r['decisions']:,} decisions, "
            f"{r['games']} games)"
        )
    top = worst(results)
    if top is not None:
        met = "met" if top["p99_ms"] <= TARGET_P99_MS else "NOT met"
        print(
            f"strongest bots: the slowest p99 is {_ms(top['p99_ms'])} "
            f"({TITLES[top['game']]}, {top['table']}); target {TARGET_P99_MS:.0f} ms: {met}"
        )


def doc_values(results: list[dict[str, Any]] | None) -> dict[str, str]:
    """The performance template's placeholders for the strongest bots."""
    if not results:
        return {"bots_table": "Not measured in this run.", "bots_verdict": ""}
    rows = [
        "| game | bot (level) | table | decisions | games | p50 | p99 | max | "
        "CPU p50 | CPU p99 | work per decision |",
        "|:---|:---|:---|---:|---:|---:|---:|---:|---:|---:|:---|",
    ]
    for r in results:
        games = (
            f"{r['games']}"
            if r["finished"] == r["games"]
            else f"{r['games']} ({r['finished']} to the end)"
        )
        rows.append(
            f"| {TITLES[r['game']]} | `{r['bot']}` ({r['level']}) | {r['table']} | "
            f"{r['decisions']:,} | {games} | {_ms(r['p50_ms'])} | {_ms(r['p99_ms'])} | "
            f"{_ms(r['max_ms'])} | {_ms(r['cpu_p50_ms'])} | {_ms(r['cpu_p99_ms'])} | "
            f"{_work(r)} |"
        )
    top = worst(results)
    verdict = ""
    if top is not None:
        met = "met" if top["p99_ms"] <= TARGET_P99_MS else "not met"
        over = [r for r in results if r["p99_ms"] > TARGET_P99_MS]
        verdict = (
            f"**Target: every strongest bot decides within {TARGET_P99_MS:.0f} ms (p99): "
            f"{met}.** The slowest p99 of this run is {_ms(top['p99_ms'])} "
            f"({TITLES[top['game']]}, {top['table']}); the longest single decision took "
            f"{_ms(max(r['max_ms'] for r in results))}."
        )
        if over:
            verdict += (
                " Above the target: "
                + ", ".join(f"{TITLES[r['game']]} ({r['table']}) {_ms(r['p99_ms'])}" for r in over)
                + "."
            )
        cpu_top = max(r["cpu_p99_ms"] for r in results if r["decisions"])
        verdict += (
            f" In CPU time of the deciding thread (`time.thread_time`, which leaves "
            f"out the waits for a core while other programs run) the slowest p99 is "
            f"{_ms(cpu_top)}."
        )
        loads = [r["load"] for r in results if r.get("load") is not None]
        if loads:
            verdict += (
                f" The machine's load average (1 minute) during these games was "
                f"{min(loads):.1f}–{max(loads):.1f} on {os.cpu_count()} CPUs"
                + (
                    ": other programs were running, and the wall-clock times include their share."
                    if max(loads) > 1.5
                    else "."
                )
            )
    return {"bots_table": "\n".join(rows), "bots_verdict": verdict}
