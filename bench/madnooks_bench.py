#!/usr/bin/env python3
"""Mad Nooks for ``bench/run.py``: random play of each variant, the time of
``Area.placements`` against the size of the area, and of the Poker solver
``best_picture`` on random 5-tile hands.

Random play: a *game* is one whole game (Classic, Solitaire) or one Poker
match, a *step* one move: the player to move reads its view, takes its
legal actions (every legal placement of every tile in hand, computed
exactly), the random bot chooses and ``apply`` carries the move out with
every check, event and log entry of a real game.

Areas are built by random legal play of the 38 deck tiles (a shuffled deck;
each step lays the first tile of the rest that fits, at a random legal
placement; a build that gets stuck before the size is dropped and another
seed tried). For each size (10, 20, 38 tiles laid) and several areas,
``placements`` is timed for every tile of the deck (full detail, touches
included); the figure is the median and the worst time per call, with the
frontier and candidate counts beside it.

The solver is timed on random hands of 5 tiles drawn from the deck
(without replacement), each solved once from scratch: median and worst.

A refresh of the full-screen table (``--refresh``): a seeded Classic game
of two good bots, and at each of seat 0's turns the narrator's work of
one refresh of every zone, as the full-screen mode fills them (the hand,
the game's zones, the players, the moves), and the recap said when the
turn comes; processor time per refresh and how many placements were
worked out for it (``Area._evaluate`` calls).

The claim checked: the candidate positions grow with the area's outline,
not with all the cells around it, and the time of a placements call stays
around a millisecond with all 38 tiles laid; the solver stays far under the
one second a Poker showdown may take.

Usage on its own: python bench/madnooks_bench.py [--hands N] [--refresh]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import random_tables  # bench/, on the path as the benchmarks run

from accessible_games.core.game import Game
from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.bot import RandomNooksBot
from accessible_games.games.madnooks.solver import best_picture
from accessible_games.games.madnooks.tiles import load_deck
from accessible_games.games.registry import entry

#: (variant, players) of the random-play engines
TABLES = (("classic", 2), ("classic", 4), ("solitaire", 1), ("poker", 2), ("poker", 4))
KEYS = {t: f"madnooks_{t[0]}_{t[1]}p" for t in TABLES}
LABELS = {t: f"Mad Nooks {t[0]} {t[1]}p, random bot, view each step" for t in TABLES}
#: the solver must stay under this (a showdown builds every player's picture)
SOLVER_LIMIT_MS = 1000.0


def make_game(players: int, options: dict[str, Any], seed: int) -> Game:
    """A new game as the program makes it: the game's entry picks the rules
    class by variant (Poker has its own)."""
    return entry("madnooks").make_game(players, options, seed)  # type: ignore[union-attr]


def random_play(variant: str, players: int, seed: int = 0x5EED) -> Callable[[int], dict[str, int]]:
    """``play(seed)``: one game (a Poker match) seeded ``seed``, every seat
    played by the random bot; its counts, for ``run.py``'s Engine."""
    rng = random.Random(seed)
    choose = RandomNooksBot().choose
    options = {"variant": variant}

    def play(game_seed: int) -> dict[str, int]:
        game = make_game(players, options, game_seed)
        view, legal_actions, apply = game.view, game.legal_actions, game.apply
        steps = 0
        while not game.is_over():
            seat = game.to_play()
            apply(seat, choose(view(seat), legal_actions(seat), rng))
            steps += 1
        return {"games": 1, "steps": steps}

    return play


SIZES = (10, 20, 38)
AREAS_PER_SIZE = 5


def build_area(size: int, seed: int) -> Area | None:
    """An area of ``size`` tiles by random legal play, or None if stuck."""
    rng = random.Random(seed)
    deck = list(enumerate(load_deck()))
    rng.shuffle(deck)
    area = Area()
    while len(area.laid) < size:
        for i, (tile, colours) in enumerate(deck):
            options = area.placements(colours, detail=False)
            if options:
                p = rng.choice(options)
                area.lay(tile, colours, p.rotation, p.x, p.y)
                deck.pop(i)
                break
        else:
            return None
    return area


def time_placements(size: int) -> dict[str, float]:
    deck = load_deck()
    times: list[float] = []
    frontier: list[int] = []
    candidates: list[int] = []
    legal: list[int] = []
    seed = 0
    built = 0
    while built < AREAS_PER_SIZE:
        seed += 1
        area = build_area(size, seed)
        if area is None:
            continue
        built += 1
        frontier.append(len(area.frontier()))
        candidates.append(len(area.candidates()))
        for colours in deck:
            for _ in range(3):
                fresh = area.copy()  # an area remembers its placements: time working them out
                t0 = time.perf_counter()
                found = fresh.placements(colours)
                times.append(time.perf_counter() - t0)
            legal.append(len(found))
    return {
        "median_ms": statistics.median(times) * 1000,
        "worst_ms": max(times) * 1000,
        "frontier": statistics.mean(frontier),
        "candidates": statistics.mean(candidates),
        "legal": statistics.mean(legal),
        "seeds_tried": seed,
    }


def time_solver(hands: int, seed: int = 0x5EED) -> dict[str, float]:
    rng = random.Random(seed)
    deck = load_deck()
    times = []
    points = []
    for _ in range(hands):
        hand = rng.sample(deck, 5)
        t0 = time.perf_counter()
        picture = best_picture(hand)
        times.append(time.perf_counter() - t0)
        points.append(picture.points)
    return {
        "median_ms": statistics.median(times) * 1000,
        "worst_ms": max(times) * 1000,
        "mean_points": statistics.mean(points),
        "max_points": max(points),
        "min_points": min(points),
    }


def time_refresh(variant: str = "classic", seed: int = 7, moves: int = 60) -> dict[str, float]:
    """Per turn of seat 0 in a game of two good bots: the processor time
    of the narrator's part of one refresh of the full-screen table (every
    zone's items, and the recap) and the placements evaluated for it."""
    # lazy: the session and the bot are needed only for this measurement
    from accessible_games.app.session import Session
    from accessible_games.core.table import Seat
    from accessible_games.games.madnooks.bot import GreedyNooksBot

    game = make_game(2, {"variant": variant}, seed)
    session = Session(
        game, [Seat("Uta", None), Seat("Anna", None)], "en", lambda _: None, 0, [None, None]
    )
    narrator = session.narrator
    zones = ["hand", *[a.key for a in narrator.areas()], "players", "actions"]
    evaluated = [0]
    evaluate = Area._evaluate

    def counted(self: Area, *args: Any) -> Any:
        evaluated[0] += 1
        return evaluate(self, *args)

    bot, rng = GreedyNooksBot(), random.Random(seed)
    cpu: list[float] = []
    counts: list[int] = []
    Area._evaluate = counted  # type: ignore[method-assign]
    try:
        for _ in range(moves):
            if game.is_over():
                break
            seat = game.to_play()
            if seat == 0:
                evaluated[0] = 0
                start = time.process_time()
                for zone in zones:  # as GameScreen.zone_items fills them
                    if zone == "actions":
                        narrator.action_items(session.view(), session.legal())
                    elif zone == "hand":
                        narrator.hand_items(session.view(), session.legal())
                    elif zone == "players":
                        narrator.player_items(session.view())
                    else:
                        narrator.area_items(zone, session.view())
                narrator.recap(session.view())
                cpu.append(time.process_time() - start)
                counts.append(evaluated[0])
            game.apply(seat, bot.choose(game.view(seat), game.legal_actions(seat), rng))
    finally:
        Area._evaluate = evaluate  # type: ignore[method-assign]
    return {
        "refreshes": len(cpu),
        "median_ms": statistics.median(cpu) * 1000,
        "worst_ms": max(cpu) * 1000,
        "evaluated": statistics.median(counts),
    }


def measure(hands: int = 200) -> dict[str, Any]:
    """The geometry and solver figures of a run."""
    return {
        "placements": [{"tiles": size, **time_placements(size)} for size in SIZES],
        "solver": {"hands": hands, **time_solver(hands)},
    }


def summary(throughput: dict[str, Any], geometry: dict[str, Any] | None) -> dict[str, Any] | None:
    rates = random_tables.rates(throughput, KEYS.values())
    if not rates and not geometry:
        return None
    return {
        "random": rates,
        **(geometry or {}),
    }


def print_summary(result: dict[str, Any] | None) -> None:
    if result is None:
        return
    random_tables.print_rates(result["random"])
    for row in result.get("placements", []):
        print(
            f"Mad Nooks placements, {row['tiles']} tiles laid: median {row['median_ms']:.3f} ms, "
            f"worst {row['worst_ms']:.3f} ms, frontier {row['frontier']:.0f}, candidates "
            f"{row['candidates']:.0f}"
        )
    solver = result.get("solver")
    if solver:
        print(
            f"Mad Nooks best_picture, {solver['hands']} hands: median {solver['median_ms']:.1f} "
            f"ms, worst {solver['worst_ms']:.1f} ms"
        )


def doc_values(result: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's Mad Nooks placeholders."""
    if result is None:
        return {
            "madnooks_table": "Not measured in this run.",
            "madnooks_placements_table": "",
            "madnooks_solver": "not measured in this run",
        }
    table = random_tables.rates_table(result["random"])
    places = [
        "| tiles laid | frontier cells | candidate positions | legal placements per tile | "
        "median per call | worst per call |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for row in result.get("placements", []):
        places.append(
            f"| {row['tiles']} | {row['frontier']:.0f} | {row['candidates']:.0f} | "
            f"{row['legal']:.1f} | {row['median_ms']:.3f} ms | {row['worst_ms']:.3f} ms |"
        )
    solver = result.get("solver")
    said = "not measured in this run"
    if solver:
        verdict = "under" if solver["worst_ms"] < SOLVER_LIMIT_MS else "NOT under"
        said = (
            f"over {solver['hands']} random hands of 5 tiles, median {solver['median_ms']:.1f} ms, "
            f"worst {solver['worst_ms']:.1f} ms: {verdict} the 1 s limit (best pictures of "
            f"{solver['min_points']} to {solver['max_points']} points, {solver['mean_points']:.2f} "
            "on average)"
        )
    return {
        "madnooks_table": table,
        "madnooks_placements_table": "\n".join(places),
        "madnooks_solver": said,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument(
        "--refresh", action="store_true", help="time the narrator's part of a table refresh only"
    )
    args = parser.parse_args(argv)
    if args.refresh:
        for variant in ("classic", "solitaire"):
            r = time_refresh(variant)
            print(
                f"{variant}: one refresh of every zone and the recap, {r['refreshes']:.0f} turns: "
                f"processor median {r['median_ms']:.1f} ms, worst {r['worst_ms']:.1f} ms; "
                f"placements evaluated (median) {r['evaluated']:.0f}"
            )
        return
    print(
        "Area.placements, per call (every deck tile, 3 calls each, "
        f"{AREAS_PER_SIZE} areas per size)"
    )
    print(
        f"{'tiles':>5} {'median ms':>10} {'worst ms':>9} {'frontier':>9} "
        f"{'candidates':>10} {'legal':>6}"
    )
    for size in SIZES:
        r = time_placements(size)
        print(
            f"{size:>5} {r['median_ms']:>10.3f} {r['worst_ms']:>9.3f} {r['frontier']:>9.1f} "
            f"{r['candidates']:>10.1f} {r['legal']:>6.1f}"
        )
    s = time_solver(args.hands)
    print(
        f"best_picture, {args.hands} random 5-tile hands: median {s['median_ms']:.1f} ms, "
        f"worst {s['worst_ms']:.1f} ms; points mean {s['mean_points']:.2f}, "
        f"range {s['min_points']}-{s['max_points']}"
    )


if __name__ == "__main__":
    main()
