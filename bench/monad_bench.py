"""MONAD random play and the good player's time per turn, for ``bench/run.py``.

A *game* is one MONAD game object played until it is over (a player, or a
team, reaches the Monads that win; or everyone passes in a row). A *step* is
one move: the player to move reads its view (``view(seat)``, a fresh dict),
takes its legal actions, the random player chooses (``RandomMonadBot``:
uniformly among the legal moves except the payment builder's steps, which
lead only to moves the complete acquisitions already offer), and ``apply``
carries the move out with every check, event and log entry of a real game.
Measured with 2 and with 4 players.

The good player (``GoodMonadBot`` as the registry makes it: its search
bounded by its node budget, never by time) is timed in games between good
players: the
time of each of its moves (``choose``), and per turn the sum over the moves
of that turn, since it plans a whole turn but makes it move by move.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from accessible_games.games.monad.bot import RandomMonadBot
from accessible_games.games.monad.rules import Monad
from accessible_games.games.registry import bot_levels

KEYS = {2: "monad_2p", 4: "monad_4p"}
LABELS = {players: f"MONAD {players}p, random bot, view each step" for players in KEYS}


def random_play(players: int = 2, seed: int = 0x5EED) -> Callable[[int], dict[str, int]]:
    """``play(seed)``: one game with the game seeded ``seed``, every seat
    played by the random bot; its counts, for ``run.py``'s Engine. The bot's
    chance runs on across games."""
    rng = random.Random(seed)
    choose = RandomMonadBot().choose

    def play(game_seed: int) -> dict[str, int]:
        game = Monad(players, None, game_seed)
        view, legal_actions, apply = game.view, game.legal_actions, game.apply
        steps = 0
        while not game.over:
            seat = game.turn
            apply(seat, choose(view(seat), legal_actions(seat), rng))
            steps += 1
        return {"games": 1, "steps": steps}

    return play


def _describe(samples: list[float]) -> dict[str, float]:
    """Median, p99 and maximum of times in seconds, in microseconds."""
    values = sorted(s * 1e6 for s in samples)
    if not values:
        return {"n": 0, "median_us": float("nan"), "p99_us": float("nan"), "max_us": float("nan")}
    p99 = values[min(len(values) - 1, round(0.99 * (len(values) - 1)))]
    return {
        "n": len(values),
        "median_us": statistics.median(values),
        "p99_us": p99,
        "max_us": values[-1],
        "mean_us": statistics.fmean(values),
    }


def measure_turns(players: int, seconds: float, first_seed: int) -> dict[str, Any]:
    """Good players at every seat, games until ``seconds`` have passed (at
    least one): the time of every move of the good player, and per turn the
    sum over its moves; also the turns that had a choice (more than one
    legal move at some point of the turn)."""
    make = bot_levels("monad")["good"]
    per_move: list[float] = []
    per_turn: list[float] = []
    chosen_turns: list[float] = []
    nodes: list[int] = []
    games = 0
    seed = first_seed
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        game = Monad(players, None, seed)
        bots = [make() for _ in range(players)]
        rng = random.Random(seed)
        seed += 1
        turn_time, choice = 0.0, False
        while not game.over:
            seat = game.turn
            view, legal = game.view(seat), game.legal_actions(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view, legal, rng)
            elapsed = time.perf_counter() - t0
            per_move.append(elapsed)
            nodes.append(bots[seat].nodes)
            turn_time += elapsed
            choice = choice or len(legal) > 1
            game.apply(seat, action)
            if game.over or game.turn != seat:
                per_turn.append(turn_time)
                if choice:
                    chosen_turns.append(turn_time)
                turn_time, choice = 0.0, False
        games += 1
    return {
        "players": players,
        "games": games,
        "turns_per_game": len(per_turn) / games,
        "moves_per_game": len(per_move) / games,
        "mean_nodes": statistics.fmean(nodes) if nodes else 0.0,
        "max_nodes": max(nodes, default=0),
        "turn": _describe(per_turn),
        "turn_with_choice": _describe(chosen_turns),
        "move": _describe(per_move),
    }


# --- report ---------------------------------------------------------------------------


def summary(
    throughput: dict[str, Any], turns: list[dict[str, Any]] | None
) -> dict[str, Any] | None:
    """The MONAD figures of a run (None if MONAD was not measured)."""
    rates = {players: throughput[key] for players, key in KEYS.items() if key in throughput}
    if not rates and not turns:
        return None
    return {
        "random": {
            str(players): {
                "label": r["label"],
                "games_per_s": r["games_per_s"],
                "steps_per_s": r["steps_per_s"],
                "steps_per_game": r["steps_per_game"],
                "us_per_step": r["us_per_step"],
                "steps_per_s_min": r["steps_per_s_min"],
                "steps_per_s_max": r["steps_per_s_max"],
            }
            for players, r in rates.items()
        },
        "good": turns or [],
    }


def _ms(us: float) -> str:
    return f"{us / 1000:.2f} ms" if us >= 1000 else f"{us:.0f} µs"


def print_summary(result: dict[str, Any] | None) -> None:
    if result is None:
        return
    for players, r in result["random"].items():
        print(
            f"MONAD {players}p random play: {r['games_per_s']:,.1f} games/s, "
            f"{r['steps_per_s']:,.0f} steps/s, {r['steps_per_game']:.0f} steps/game"
        )
    for t in result["good"]:
        turn = t["turn_with_choice"]
        print(
            f"MONAD good bot, {t['players']} players: per turn with a choice median "
            f"{_ms(turn['median_us'])}, p99 {_ms(turn['p99_us'])}, max {_ms(turn['max_us'])} "
            f"({turn['n']} turns, {t['games']} games)"
        )


def doc_values(result: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's MONAD placeholders."""
    if result is None:
        return {
            "monad_table": "Not measured in this run.",
            "monad_turns_table": "",
            "monad_note": "",
        }
    rows = [
        "| engine | games/s | steps/s | steps/s, range of rounds | steps/game | µs/step |",
        "|:---|---:|---:|---:|---:|---:|",
    ]
    for r in result["random"].values():
        rows.append(
            f"| {r['label']} | {r['games_per_s']:,.1f} | {r['steps_per_s']:,.0f} | "
            f"{r['steps_per_s_min']:,.0f}–{r['steps_per_s_max']:,.0f} | "
            f"{r['steps_per_game']:.0f} | {r['us_per_step']:.1f} |"
        )
    turn_rows = [
        "| players | what | median | p99 | max | count |",
        "|:---|:---|---:|---:|---:|---:|",
    ]
    notes = []
    for t in result["good"]:
        for name, text in (
            ("turn", "a turn"),
            ("turn_with_choice", "a turn with a choice"),
            ("move", "a move (`choose`)"),
        ):
            s = t[name]
            turn_rows.append(
                f"| {t['players']} | {text} | {_ms(s['median_us'])} | "
                f"{_ms(s['p99_us'])} | {_ms(s['max_us'])} | {s['n']:,} |"
            )
        notes.append(
            f"{t['players']} players: {t['games']} games, {t['turns_per_game']:.0f} "
            f"turns and {t['moves_per_game']:.0f} moves a game, "
            f"{t['mean_nodes']:.0f} positions judged per move on average "
            f"(at most {t['max_nodes']:,})"
        )
    note = ""
    if notes:
        worst = max(t["turn"]["max_us"] for t in result["good"])
        note = (
            "; ".join(notes)
            + ". "
            + (
                "Every turn took well under a second."
                if worst < 500_000
                else "Some turns took half a second or more."
            )
        )
    return {
        "monad_table": "\n".join(rows),
        "monad_turns_table": "\n".join(turn_rows),
        "monad_note": note,
    }
