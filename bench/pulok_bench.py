"""Pulok random play and the time to propose the best arrangement, for ``bench/run.py``.

A *game* is one Pulok game, from the deal to its reveal (the first game of a
match: a call and the last exchanges, or, as random players rarely meet a
goal, the game ending undecided once the bag is empty and every player has
made 15 more exchanges). A *step* is one move: the player to move reads its
view (``view(seat)``, a fresh dict, which holds the best arrangement of its
tiles), takes its legal actions (which check, for each tile it could pass,
whether the rest meets the goal), the random player chooses
(``RandomPulokBot``: uniformly among the legal moves, never an arrangement
move) and ``apply`` carries the move out with every check, event and log
entry of a real game. Measured for each variant with 2 and with 4 players.

The best arrangement (``arrange.best_arrangement``, which every view, every
call check and every reveal asks for) is timed on hands held in real games
(a good player against a random one, whose hands gather Puloks), by variant
and number of Puloks (0-4), each hand once and uncached: the per-hand caches
of ``arrange`` are cleared before each call (the tables its search builds
once per process stay).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import random_tables  # bench/, on the path as the benchmarks run

from accessible_games.games.pulok import arrange
from accessible_games.games.pulok.bot import GoodPulokBot, RandomPulokBot
from accessible_games.games.pulok.rules import Pulok
from accessible_games.games.pulok.tiles import PULOK_KIND, TILE_KIND

VARIANTS = ("simple", "double", "experts")
PLAYERS = (2, 4)
KEYS = {
    (variant, players): f"pulok_{variant}_{players}p" for variant in VARIANTS for players in PLAYERS
}
LABELS = {
    (variant, players): f"Pulok {variant} {players}p, random bot, view each step"
    for variant in VARIANTS
    for players in PLAYERS
}
#: the variants and Pulok counts of the arrangement timing
ARRANGE_VARIANTS = ("simple", "experts")
MAX_PULOKS = 4


def random_play(
    variant: str, players: int = 2, seed: int = 0x5EED
) -> Callable[[int], dict[str, int]]:
    """``play(seed)``: one game (deal to reveal) with the match seeded
    ``seed``, every seat played by the random bot; its counts, for
    ``run.py``'s Engine. The bot's chance runs on across games."""
    rng = random.Random(seed)
    choose = RandomPulokBot().choose
    options = {"variant": variant}

    def play(game_seed: int) -> dict[str, int]:
        game = Pulok(players, options, game_seed)
        view, legal_actions, apply = game.view, game.legal_actions, game.apply
        steps = 0
        while True:
            seat = game.turn
            events = apply(seat, choose(view(seat), legal_actions(seat), rng))
            steps += 1
            if any(event.kind == "reveal" for event in events):
                return {"games": 1, "steps": steps}

    return play


# --- the best arrangement -----------------------------------------------------------------


def collect_hands(
    variant: str, per_count: int, seed: int, max_games: int = 200
) -> dict[int, list[tuple]]:
    """Hands held in real games, by number of Puloks (0 to MAX_PULOKS): at
    every offer, the hand of the player offered the tile, each hand once,
    at most ``per_count`` of each count. Games of a good player against a
    random one (2 players, seats alternating), until every count has its
    hands or ``max_games`` have been played."""
    hands: dict[int, list[tuple]] = {n: [] for n in range(MAX_PULOKS + 1)}
    seen: set[tuple] = set()
    rng = random.Random(seed)
    for number in range(max_games):
        if all(len(h) >= per_count for h in hands.values()):
            break
        game_seed = seed + number
        bots = [RandomPulokBot(), RandomPulokBot()]
        bots[game_seed % 2] = GoodPulokBot()
        game = Pulok(2, {"variant": variant}, game_seed)
        while True:
            seat = game.turn
            if game.phase == "offer":
                hand = tuple(game.tiles_of(seat))
                puloks = sum(1 for t in hand if TILE_KIND[t] == PULOK_KIND)
                if puloks <= MAX_PULOKS and len(hands[puloks]) < per_count and hand not in seen:
                    seen.add(hand)
                    hands[puloks].append(hand)
            action = bots[seat].choose(game.view(seat), game.legal_actions(seat), rng)
            if any(event.kind == "reveal" for event in game.apply(seat, action)):
                break
    return hands


def _per_hand_caches() -> list[Any]:
    """The caches of ``arrange`` that hold results per hand (not the small
    ones of tables built once)."""
    out = []
    for value in vars(arrange).values():
        info = getattr(value, "cache_info", None)
        if info is not None and (info().maxsize is None or info().maxsize > 16):
            out.append(value)
    return out


def time_arrangements(variant: str, hands: list[tuple]) -> list[float]:
    """Seconds of ``best_arrangement`` for each hand, uncached."""
    caches = _per_hand_caches()
    best = arrange.best_arrangement
    best((), variant)  # the tables built once per process
    out = []
    for hand in hands:
        for cache in caches:
            cache.cache_clear()
        start = time.perf_counter()
        best(hand, variant)
        out.append(time.perf_counter() - start)
    return out


def _describe(samples: list[float]) -> dict[str, float]:
    """Median and worst of times in seconds, in microseconds."""
    values = sorted(s * 1e6 for s in samples)
    if not values:
        return {"n": 0, "median_us": float("nan"), "max_us": float("nan")}
    return {
        "n": len(values),
        "median_us": statistics.median(values),
        "max_us": values[-1],
        "mean_us": statistics.fmean(values),
    }


def measure_arrangements(per_count: int = 40, seed: int = 60_000) -> list[dict[str, Any]]:
    """The arrangement times by variant and number of Puloks."""
    rows = []
    for variant in ARRANGE_VARIANTS:
        hands = collect_hands(variant, per_count, seed)
        for puloks, found in hands.items():
            rows.append(
                {
                    "variant": variant,
                    "puloks": puloks,
                    "tiles": len(found[0]) if found else 0,
                    **_describe(time_arrangements(variant, found)),
                }
            )
    return rows


# --- report ---------------------------------------------------------------------------


def summary(
    throughput: dict[str, Any], arrangements: list[dict[str, Any]] | None
) -> dict[str, Any] | None:
    """The Pulok figures of a run (None if Pulok was not measured)."""
    rates = random_tables.rates(throughput, KEYS.values())
    if not rates and not arrangements:
        return None
    return {
        "random": rates,
        "arrange": arrangements or [],
    }


def _time(us: float) -> str:
    if us != us:  # nan: nothing measured
        return "–"
    return f"{us / 1000:.2f} ms" if us >= 1000 else f"{us:.0f} µs"


def print_summary(result: dict[str, Any] | None) -> None:
    if result is None:
        return
    random_tables.print_rates(result["random"])
    for row in result["arrange"]:
        print(
            f"Pulok best arrangement, {row['variant']}, {row['puloks']} Puloks: median "
            f"{_time(row['median_us'])}, worst {_time(row['max_us'])} ({row['n']} hands)"
        )


def doc_values(result: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's Pulok placeholders."""
    if result is None:
        return {
            "pulok_table": "Not measured in this run.",
            "pulok_arrange_table": "",
            "pulok_note": "",
        }
    table = random_tables.rates_table(result["random"])
    arrange_rows = ["| variant | Puloks | hands | median | worst |", "|:---|---:|---:|---:|---:|"]
    for row in result["arrange"]:
        arrange_rows.append(
            f"| {row['variant']} | {row['puloks']} | {row['n']} | "
            f"{_time(row['median_us'])} | {_time(row['max_us'])} |"
        )
    note = ""
    if result["arrange"]:
        worst = max((row["max_us"] for row in result["arrange"] if row["n"]), default=0.0)
        note = f"The slowest hand took {_time(worst)}. " + (
            "Every proposal came well under 50 ms."
            if worst < 50_000
            else "Some proposals took 50 ms or more."
        )
    return {
        "pulok_table": table,
        "pulok_arrange_table": "\n".join(arrange_rows),
        "pulok_note": note,
    }
