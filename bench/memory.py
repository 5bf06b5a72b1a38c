#!/usr/bin/env python3
"""Memory per table: what one finished match keeps in memory.

For each of the five games, plays whole bot-against-bot matches through a
:class:`~accessible_games.app.session.Session` (every seat a bot of the given
level, the session listening as an onlooker and narrating every event, as a
front end would), and measures with :mod:`tracemalloc`:

- **retained**: the memory freed when the finished match's Session, Table
  and Game are dropped (after ``gc.collect()``), i.e. what a finished table
  holds on to;
- **left behind**: what the match allocated that stays after they are
  dropped (caches filled during play; a warm-up match of the same game
  comes first, so this shows only growth that repeats match after match);
- **where**: the retained memory split by the object holding it: the
  table's own attributes, then the game's attributes and the session's,
  each measured as what deleting it frees (in that order, so memory shared
  by two attributes counts for the first).

The figures are the median over ``--matches`` seeded matches. Prints a table
and, unless ``--no-doc``, writes them into the section "Memory per table" of
``docs/performance.md`` (between the ``memory:begin`` and ``memory:end``
markers; the rest of the page is left as it is).

Usage: python bench/memory.py [--matches N] [--survey N] [--level LEVEL]
                              [--players N ...] [--games ID ...] [--no-doc]
"""

from __future__ import annotations

import argparse
import gc
import platform
import statistics
import subprocess
import sys
import time
import tracemalloc
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from accessible_games.app.session import Session  # noqa: E402 - must follow the sys.path set-up
from accessible_games.games.registry import entry, game_ids  # noqa: E402 - must follow the sys.path set-up

DOC = ROOT / "docs" / "performance.md"
BEGIN = "<!-- memory:begin (written by bench/memory.py) -->"
END = "<!-- memory:end -->"
#: the bound a finished table must stay under
LIMIT = 100 * 1024
#: player counts per game when none are given (Mad Nooks Classic is played by 2 to 4)
DEFAULT_PLAYERS = (2, 4)


@dataclass
class Match:
    game: str
    players: int
    seed: int
    moves: int
    events: int
    retained: int
    left_behind: int
    parts: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def _traced() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


def _freed(obj: object, name: str) -> int:
    """What deleting ``obj.name`` frees (0 when it is no attribute)."""
    if name not in vars(obj):
        return 0
    before = _traced()
    delattr(obj, name)
    return before - _traced()


def _play(game_id: str, players: int, level: str, seed: int) -> tuple[Session, int]:
    events = [0]

    def emit(_utterance: object) -> None:
        events[0] += 1

    session = Session.new(game_id, players, players, level, seed, {}, "en", emit)
    session.start()  # the bots play the whole match
    assert session.game.is_over(), f"{game_id} {players}p seed {seed} did not finish"
    return session, events[0]


#: log entries shared by every match of the process (see ``share_log``)
SHARED_ENTRIES: dict[tuple[int, str], tuple[int, str]] = {}


def measure(game_id: str, players: int, level: str, seed: int, share_log: bool = False) -> Match:
    """One whole match of ``game_id``, measured (tracemalloc must be on).
    ``share_log``: what the match would keep if the game's action log held
    each distinct ``(seat, text)`` entry once for the whole process (the
    entries are replaced by shared ones after the match)."""
    start_time = time.perf_counter()
    base = _traced()
    session, said = _play(game_id, players, level, seed)
    seconds = time.perf_counter() - start_time
    if share_log:
        session.game.log[:] = [SHARED_ENTRIES.setdefault(e, e) for e in session.game.log]
    moves = len(session.game.log)
    # where it is: delete the parts one by one, the table's first; each is
    # measured around its own deletion, so this bookkeeping never counts
    parts: dict[str, int] = {}
    table, game = session.table, session.game
    for name in list(vars(table)):
        if name != "game":
            parts[f"Table.{name}"] = _freed(table, name)
    for name in list(vars(game)):
        parts[f"Game.{name}"] = _freed(game, name)
    del table, game
    for name in list(vars(session)):
        parts[f"Session.{name}"] = _freed(session, name)
    before = _traced()
    del session
    parts["the objects themselves"] = before - _traced()
    retained = sum(parts.values())
    after = _traced()
    return Match(
        game_id,
        players,
        seed,
        moves,
        said,
        retained,
        after - base,
        {k: v for k, v in parts.items() if v > 0},
        seconds,
    )


def level_for(game_id: str, wanted: str) -> str:
    found = entry(game_id)
    assert found is not None
    return wanted if wanted in found.bots else list(found.bots)[-1]


def player_counts(game_id: str, wanted: list[int]) -> list[int]:
    found = entry(game_id)
    assert found is not None
    rules = found.rules
    return [n for n in wanted if rules.min_players <= n <= rules.max_players]


@dataclass
class Row:
    matches: list[Match]
    #: the longest of the surveyed matches, measured (None: no survey)
    longest: Match | None
    surveyed: int
    #: the longest match again with the log's entries shared, when over the bound
    longest_shared: Match | None = None


def _moves(game_id: str, players: int, level: str, seed: int) -> int:
    session, _ = _play(game_id, players, level, seed)
    return len(session.game.log)


def run(games: list[str], counts: list[int], matches: int, level: str, survey: int) -> list[Row]:
    rows = []
    for game_id in games:
        for players in player_counts(game_id, counts):
            chosen = level_for(game_id, level)
            _play(game_id, players, chosen, 999)  # warm-up: imports, catalogs, caches
            # the survey: the match lengths of more seeds, without tracemalloc (fast)
            lengths = {
                seed: _moves(game_id, players, chosen, seed) for seed in range(1, survey + 1)
            }
            longest_seed = max(lengths, key=lengths.__getitem__) if lengths else None
            tracemalloc.start()
            try:
                measured = [
                    measure(game_id, players, chosen, seed) for seed in range(1, matches + 1)
                ]
                longest = None
                if longest_seed is not None:
                    longest = next(
                        (m for m in measured if m.seed == longest_seed), None
                    ) or measure(game_id, players, chosen, longest_seed)
                shared = None
                if longest is not None and longest.retained > LIMIT:
                    shared = measure(game_id, players, chosen, longest.seed, share_log=True)
            finally:
                tracemalloc.stop()
            rows.append(Row(measured, longest, survey, shared))
    return rows


def kib(size: float) -> str:
    return f"{size / 1024:,.1f}"


def median_match(ms: list[Match]) -> Match:
    return sorted(ms, key=lambda m: m.retained)[len(ms) // 2]


def top_parts(ms: list[Match], count: int = 4) -> str:
    names = {name for m in ms for name in m.parts}
    medians = {name: statistics.median(m.parts.get(name, 0) for m in ms) for name in names}
    best = sorted(medians.items(), key=lambda item: -item[1])[:count]
    return ", ".join(f"`{name}` {kib(size)}" for name, size in best if size >= 512)


def table_lines(rows: list[Row]) -> list[str]:
    lines = [
        "| game | players | moves (median) | retained KiB (median) | retained KiB (max) "
        "| longest match: moves, retained KiB | left behind KiB | biggest parts, KiB (median) |",
        "|:---|---:|---:|---:|---:|---:|---:|:---|",
    ]
    for row in rows:
        ms = row.matches
        med = statistics.median(m.retained for m in ms)
        longest = f"{row.longest.moves:,}: {kib(row.longest.retained)}" if row.longest else "n/a"
        lines.append(
            f"| {ms[0].game} | {ms[0].players} | {statistics.median(m.moves for m in ms):,.0f} "
            f"| {kib(med)} | {kib(max(m.retained for m in ms))} | {longest} "
            f"| {kib(statistics.median(m.left_behind for m in ms))} | {top_parts(ms)} |"
        )
    return lines


def worst(rows: list[Row]) -> Match:
    every = [m for row in rows for m in row.matches + ([row.longest] if row.longest else [])]
    return max(every, key=lambda m: m.retained)


def log_per_move(rows: list[Row]) -> dict[str, float]:
    """Bytes of the game's action log per move, by game (median)."""
    per: dict[str, list[float]] = {}
    for row in rows:
        for m in row.matches:
            if m.moves:
                per.setdefault(m.game, []).append(m.parts.get("Game.log", 0) / m.moves)
    return {game: statistics.median(values) for game, values in per.items()}


def commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def section(rows: list[Row], args: argparse.Namespace, seconds: float) -> str:
    top = worst(rows)
    over = sorted(
        {
            (m.game, m.players, m.moves, m.retained)
            for row in rows
            for m in row.matches + ([row.longest] if row.longest else [])
            if m.retained > LIMIT
        }
    )
    verdict = "met" if not over else "not met by every match"
    levels = ", ".join(
        f"{game} `{level_for(game, args.level)}`"
        for game in dict.fromkeys(r.matches[0].game for r in rows)
    )
    per_move = log_per_move(rows)
    log_line = ", ".join(f"{game} {size:.0f} B" for game, size in per_move.items())
    lines = [
        BEGIN,
        "## Memory per table",
        "",
        "What one finished match keeps in memory: whole matches played bot against bot through a",
        "`Session` (every seat a bot, the session listening as an onlooker and narrating every "
        "event),",
        "measured with `tracemalloc` by `bench/memory.py`. *Retained* is what dropping the "
        "finished",
        "match's Session, Table and Game frees after `gc.collect()`. *Longest match* is the "
        "longest",
        f"of {rows[0].surveyed} seeded matches per row (seeds 1 to {rows[0].surveyed}), measured "
        "the same way.",
        "*Left behind* is what a match allocated that stays after it is dropped: a warm-up match "
        "of the",
        "same game comes first, so it is growth of the process's bounded caches (the bots' and "
        "rules'",
        "`lru_cache`s, shared by every table), not memory of the table. The parts are what "
        "deleting",
        "each attribute frees: the table's first, then the game's, then the session's.",
        "",
        f"- Date (UTC): {time.strftime('%Y-%m-%dT%H:%M:%S', time.gmtime())}; commit {commit()}; "
        f"Python {platform.python_version()}",
        f"- {args.matches} seeded matches per row (seeds 1 to {args.matches}); bots: {levels}; "
        f"the run took {seconds:.0f} s.",
        "",
        *table_lines(rows),
        "",
        f"**Bound: at most {LIMIT // 1024} KiB per finished table: {verdict}** (largest: "
        f"{top.game}, {top.players} players, {top.moves:,} moves, {kib(top.retained)} KiB).",
        "",
        "Before the table stopped keeping every event (an earlier run of this file, at commit "
        "9d788a0),",
        "a finished match kept a median of 67 KiB (Mad Nooks, 4 players) to 684 KiB (Mau Mau, 2",
        "players; at most 829 KiB), 55 to 91 % of it the table's list of events.",
        "",
        "The table keeps no events: a front end hears them as they happen, and what replay and the",
        "history need is the game's action log with its seed (`Table.events` replays the log when",
        "asked). What a finished table holds is the game's own state and its action log, the "
        "narrator",
        f"and the seats. The log is the one part that grows with every move: {log_line} per move "
        "(a `(seat, text)` tuple and its list slot, and the text itself where the",
        "game makes a new string for each action).",
    ]
    if over:
        names = "; ".join(f"{g} {p} players, {m:,} moves: {kib(r)} KiB" for g, p, m, r in over)
        shared = "; ".join(
            f"{r.longest_shared.game} {r.longest_shared.players} players "
            f"{kib(r.longest_shared.retained)} KiB"
            for r in rows
            if r.longest_shared
        )
        lines += [
            "",
            f"Over the bound: {names}. The log grows with every move, so a long enough match",
            "passes any fixed bound. Keeping each distinct `(seat, text)` entry once for the whole",
            "process (in `Game.apply`, core/game.py, and in the faster `apply` of Mau Mau and "
            "MONAD",
            "in games/) would cost one list slot, 8 B, per move; measured by sharing the entries "
            "after",
            f"the match, those longest matches would keep: {shared}.",
        ]
    lines += [
        "",
        "Parts the games keep themselves (in `games/`): Mad Nooks' `area` (the laid tiles, their "
        "cells",
        "and the open positions) is its largest part; it grows with every tile laid, up to the 38",
        "tiles. Logomachy's and Mau Mau's `history` keeps one scoring record per finished deal or",
        "round, so it grows with long matches too. The process-wide caches left behind are bounded "
        "by",
        "their `maxsize`: Pulok's arrangement and bot caches grow by up to about a MiB per match",
        "until they are full.",
        END,
    ]
    return "\n".join(lines)


def write_doc(text: str) -> None:
    doc = DOC.read_text(encoding="utf-8") if DOC.exists() else ""
    if BEGIN in doc and END in doc:
        head, rest = doc.split(BEGIN, 1)
        tail = rest.split(END, 1)[1]
        doc = head + text + tail
    else:
        doc = doc.rstrip("\n") + "\n\n" + text + "\n"
    DOC.write_text(doc, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument(
        "--level", default="good", help="bot level (a game without it: its strongest)"
    )
    parser.add_argument("--players", type=int, nargs="+", default=list(DEFAULT_PLAYERS))
    parser.add_argument("--games", nargs="+", default=game_ids(), choices=game_ids())
    parser.add_argument(
        "--survey",
        type=int,
        default=40,
        help="match lengths of this many seeds per row; the longest is measured too",
    )
    parser.add_argument("--no-doc", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows = run(args.games, args.players, args.matches, args.level, args.survey)
    seconds = time.perf_counter() - started
    for line in table_lines(rows):
        print(line)
    top = worst(rows)
    print(
        f"largest retained: {kib(top.retained)} KiB ({top.game} {top.players}p, {top.moves} moves; "
        f"bound {LIMIT // 1024} KiB)"
    )
    if not args.no_doc:
        write_doc(section(rows, args, seconds))
        print(f"written: {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
