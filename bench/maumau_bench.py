"""Mau Mau random play next to RLCard's Uno, for ``bench/run.py``.

A *round* is one Mau Mau game object with the quick game on (the first
player to go out wins), played until it is over: two players, full rules
(Draw Two stacking, Skip, Reverse, Jokers, the Joker +4 challenge, "Letzte"
and its report, reshuffles). A *step* is one move: the player to move reads
its view (``view(seat)``, a fresh dict a bot may keep), takes its legal
actions, chooses one, and ``apply`` carries it out, with every check, event
and log entry of a real game.

Two random players are measured; both choose uniformly at random among the
moves they consider, as cheaply as Python allows (an index from
``random()``), so that the figures are the engine's rather than the
chooser's:

- *like RLCard's* (the one the target is checked with): it plays what
  RLCard's Uno lets its random agent play. A random play when there is one
  (passing never counts as one), drawing only when nothing else is legal, as
  RLCard offers "draw" only without a playable card; a drawn card that fits
  is played, as RLCard's engine plays it by itself; "Letzte" is always
  called, as Uno in RLCard has no call to forget. Challenging a Joker +4 and
  reporting count as plays. RLCard has neither; they are rules of ours.
- *plays first*: the same, except that after drawing a card that fits it
  passes half the time, and with two cards it calls "Letzte" only half the
  time (the other plays are then reported). Its rounds are longer.

``run.py`` measures this next to RLCard's ``env.run`` with its
``RandomAgent``, the engines taking turns round by round in one process, so
the ratio does not depend on the machine's speed. The target is at least
:data:`TARGET_ROUNDS_RATIO` times RLCard's rounds per second.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from accessible_games.core import accel
from accessible_games.games.maumau.moves import DRAW, PASS, PLAY, PLAY_ACTIONS
from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.rules import MauMau

KEY = "maumau_2p"
LABEL = "Mau Mau 2p, like RLCard's agent, view each step"
PASSES_KEY = "maumau_2p_plays_first"
PASSES_LABEL = "Mau Mau 2p, plays first (passes, forgets Letzte), view each step"
RLCARD_KEY = "rlcard_uno"  # RLCard's env.run + RandomAgent (bench/run.py)
RLCARD_LABEL = "RLCard Uno 2p, env.run + RandomAgent"
TARGET_ROUNDS_RATIO = 5.0
OPTIONS = MauMauOptions(quick=True)


def choose_plays_first(legal: list[Any], rand: Callable[[], float]) -> Any:
    """A random legal action that is not a draw, or the draw if nothing else
    is legal. Uniform: an action other than the draw comes either at once
    (1/n) or after the draw (1/n, then 1/(n-1)), 1/(n-1) in all."""
    action = legal[int(rand() * len(legal))]
    if action.kind == DRAW and len(legal) > 1:
        others = [a for a in legal if a.kind != DRAW]
        if others:
            action = others[int(rand() * len(others))]
    return action


def choose_like_rlcard(legal: list[Any], holds_two: bool, rand: Callable[[], float]) -> Any:
    """A random legal action other than drawing and passing, or (if there is
    none) the draw or the pass; a play with two cards in hand calls "Letzte".
    Uniform over those plays: one other than a draw or pass comes either at
    once or after a draw or pass was picked, and its "Letzte" twin (listed
    next to it with two cards) is taken in its place."""
    action = legal[int(rand() * len(legal))]
    kind = action.kind
    if (kind == DRAW or kind == PASS) and len(legal) > 1:
        others = [a for a in legal if a.kind != DRAW and a.kind != PASS]
        if others:
            action = others[int(rand() * len(others))]
            kind = action.kind
    if holds_two and kind == PLAY:
        card, colour, last = action.data
        if not last:
            action = PLAY_ACTIONS[(card, colour, True)]
    return action


def random_play(players: int = 2, seed: int = 0x5EED,
                like_rlcard: bool = True) -> Callable[[int], dict[str, int]]:
    """``play(seed)``: one round with the game seeded ``seed``; its counts,
    for ``run.py``'s Engine. The player's own chance runs on across rounds.
    ``like_rlcard``: the player of the target (:func:`choose_like_rlcard`),
    else the plays-first player (:func:`choose_plays_first`)."""
    rand = random.Random(seed).random

    def play_like_rlcard(game_seed: int) -> dict[str, int]:
        game = MauMau(players, OPTIONS, game_seed)
        view, legal_actions, apply = game.view, game.legal_actions, game.apply
        steps = 0
        while not game.over:
            seat = game.turn
            holds_two = len(view(seat)["hand"]) == 2
            # choose_like_rlcard, inlined (a call per step is a tenth of the engine's time)
            legal = legal_actions(seat)
            action = legal[int(rand() * len(legal))]
            kind = action.kind
            if (kind == DRAW or kind == PASS) and len(legal) > 1:
                others = [a for a in legal if a.kind != DRAW and a.kind != PASS]
                if others:
                    action = others[int(rand() * len(others))]
                    kind = action.kind
            if holds_two and kind == PLAY:
                card, colour, last = action.data
                if not last:
                    action = PLAY_ACTIONS[(card, colour, True)]
            apply(seat, action)
            steps += 1
        return {"games": 1, "steps": steps}

    def play_first(game_seed: int) -> dict[str, int]:
        game = MauMau(players, OPTIONS, game_seed)
        view, legal_actions, apply = game.view, game.legal_actions, game.apply
        steps = 0
        while not game.over:
            seat = game.turn
            view(seat)
            apply(seat, choose_plays_first(legal_actions(seat), rand))
            steps += 1
        return {"games": 1, "steps": steps}

    return play_like_rlcard if like_rlcard else play_first


# --- report ---------------------------------------------------------------------------


def summary(throughput: dict[str, Any]) -> dict[str, Any] | None:
    """Mau Mau against RLCard's Uno from the measured throughput: the rates,
    the ratios and whether the target is met (None without Mau Mau)."""
    mm = throughput.get(KEY)
    if mm is None:
        return None
    result: dict[str, Any] = {**_rates(mm), "target_rounds_ratio": TARGET_ROUNDS_RATIO,
                              "rlcard": None, "rules_module": rules_module()}
    rl = throughput.get(RLCARD_KEY)
    if rl is not None:
        result["rlcard"] = _rates(rl)
        result["rounds_ratio"] = mm["games_per_s"] / rl["games_per_s"]
        result["steps_ratio"] = mm["steps_per_s"] / rl["steps_per_s"]
        result["rounds_ratio_per_round"] = [  # round by round of the measurement
            a["games_per_s"] / b["games_per_s"] for a, b in zip(mm["rounds"], rl["rounds"])
        ]
        result["target_met"] = result["rounds_ratio"] >= TARGET_ROUNDS_RATIO
    first = throughput.get(PASSES_KEY)
    result["plays_first"] = None if first is None else _rates(first)
    if first is not None and rl is not None:
        result["plays_first"]["rounds_ratio"] = first["games_per_s"] / rl["games_per_s"]
        result["plays_first"]["steps_ratio"] = first["steps_per_s"] / rl["steps_per_s"]
    return result


def rules_module() -> str:
    """How the rules ran: "compiled", or why the pure module ran (core/accel.py)."""
    return accel.STATUS.get("accessible_games.games.maumau.rules", "pure")


def _rates(engine: dict[str, Any]) -> dict[str, float]:
    return {"rounds_per_s": engine["games_per_s"], "steps_per_s": engine["steps_per_s"],
            "steps_per_round": engine["steps_per_game"], "us_per_step": engine["us_per_step"]}


def print_summary(result: dict[str, Any] | None) -> None:
    if result is None:
        return
    if result["rlcard"] is None:
        print(f"Mau Mau: {result['rounds_per_s']:,.0f} rounds/s, "
              f"{result['steps_per_s']:,.0f} steps/s; RLCard's Uno was not measured")
        return
    met = "met" if result["target_met"] else "NOT met"
    print(f"Mau Mau vs RLCard's Uno: {result['rounds_ratio']:.2f}x its rounds/s, "
          f"{result['steps_ratio']:.2f}x its steps/s "
          f"(target: at least {TARGET_ROUNDS_RATIO:g}x its rounds/s: {met})")


def _row(label: str, rates: dict[str, float]) -> str:
    return (f"| {label} | {rates['rounds_per_s']:,.0f} | {rates['steps_per_s']:,.0f} | "
            f"{rates['steps_per_round']:.1f} | {rates['us_per_step']:.2f} |")


def doc_values(result: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's Mau Mau placeholders."""
    if result is None:
        return {"maumau_table": "Not measured in this run.", "maumau_verdict": ""}
    rows = ["| engine | rounds/s | steps/s | steps/round | µs/step |",
            "|:---|---:|---:|---:|---:|", _row(LABEL, result)]
    rl = result["rlcard"]
    if rl is None:
        rows.append(f"| {RLCARD_LABEL} | not measured | | | |")
        verdict = (f"RLCard's Uno was not measured in this run, so the target (at least "
                   f"{TARGET_ROUNDS_RATIO:g}× its rounds/s) could not be checked.")
        return {"maumau_table": "\n".join(rows), "maumau_verdict": verdict}
    rows.append(_row(RLCARD_LABEL, rl))
    rows.append(f"| **Mau Mau / RLCard** | **{result['rounds_ratio']:.2f}×** | "
                f"**{result['steps_ratio']:.2f}×** | | |")
    first = result.get("plays_first")
    if first is not None:
        rows.append(_row(PASSES_LABEL, first))
        rows.append(f"| Mau Mau plays first / RLCard | {first['rounds_ratio']:.2f}× | "
                    f"{first['steps_ratio']:.2f}× | | |")
    per_round = ", ".join(f"{r:.2f}×" for r in result["rounds_ratio_per_round"])
    module = result.get("rules_module")
    how = "as their compiled twin" if module == "compiled" else f"as the pure module ({module})"
    met = "met" if result["target_met"] else "not met"
    verdict = (
        f"**Target: at least {TARGET_ROUNDS_RATIO:g}× RLCard's rounds/s: {met}** "
        f"({result['rounds_ratio']:.2f}× in this run, the ratio of the medians; round by round "
        f"of the measurement: {per_round}). A Mau Mau round is "
        f"{result['steps_per_round']:.0f} steps against Uno's {rl['steps_per_round']:.0f}, so "
        f"per step Mau Mau runs at {result['steps_ratio']:.2f}× RLCard. The rules ran {how}."
    )
    return {"maumau_table": "\n".join(rows), "maumau_verdict": verdict}
