"""What the benchmarks of random play report, in the same form for every
game: the figures kept of each engine, their printed lines and their
table in docs/performance.md."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

KEPT = (
    "label",
    "games_per_s",
    "steps_per_s",
    "steps_per_game",
    "us_per_step",
    "steps_per_s_min",
    "steps_per_s_max",
)


def rates(throughput: dict[str, Any], keys: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The kept figures of the engines ``keys`` that were measured."""
    return {
        key: {name: throughput[key][name] for name in KEPT} for key in keys if key in throughput
    }


def print_rates(random: dict[str, dict[str, Any]]) -> None:
    for r in random.values():
        print(
            f"{r['label']}: {r['games_per_s']:,.2f} games/s, {r['steps_per_s']:,.0f} steps/s, "
            f"{r['steps_per_game']:.0f} steps/game"
        )


def rates_table(random: dict[str, dict[str, Any]]) -> str:
    rows = [
        "| engine | games/s | steps/s | steps/s, range of rounds | steps/game | µs/step |",
        "|:---|---:|---:|---:|---:|---:|",
    ]
    for r in random.values():
        rows.append(
            f"| {r['label']} | {r['games_per_s']:,.2f} | {r['steps_per_s']:,.0f} | "
            f"{r['steps_per_s_min']:,.0f}–{r['steps_per_s_max']:,.0f} | "
            f"{r['steps_per_game']:.0f} | {r['us_per_step']:.1f} |"
        )
    return "\n".join(rows)
