#!/usr/bin/env python3
"""Mad Nooks geometry: the time of ``Area.placements`` against the size of
the area, and of the Poker solver ``best_picture`` on random 5-tile hands.

Areas are built by random legal play of the 38 deck tiles (a shuffled deck;
each step lays the first tile of the rest that fits, at a random legal
placement; a build that gets stuck before the size is dropped and another
seed tried). For each size (10, 20, 38 tiles laid) and several areas,
``placements`` is timed for every tile of the deck (full detail, touches
included); the figure is the median and the worst time per call, with the
frontier and candidate counts beside it.

The solver is timed on random hands of 5 tiles drawn from the deck
(without replacement), each solved once from scratch: median and worst.

Not part of ``bench/run.py``. Usage: python bench/madnooks_bench.py [--hands N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.solver import best_picture
from accessible_games.games.madnooks.tiles import load_deck

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
                t0 = time.perf_counter()
                found = area.placements(colours)
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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    args = parser.parse_args(argv)
    print("Area.placements, per call (every deck tile, 3 calls each, "
          f"{AREAS_PER_SIZE} areas per size)")
    print(f"{'tiles':>5} {'median ms':>10} {'worst ms':>9} {'frontier':>9} "
          f"{'candidates':>10} {'legal':>6}")
    for size in SIZES:
        r = time_placements(size)
        print(f"{size:>5} {r['median_ms']:>10.3f} {r['worst_ms']:>9.3f} {r['frontier']:>9.1f} "
              f"{r['candidates']:>10.1f} {r['legal']:>6.1f}")
    s = time_solver(args.hands)
    print(f"best_picture, {args.hands} random 5-tile hands: median {s['median_ms']:.1f} ms, "
          f"worst {s['worst_ms']:.1f} ms; points mean {s['mean_points']:.2f}, "
          f"range {s['min_points']}-{s['max_points']}")


if __name__ == "__main__":
    main()
