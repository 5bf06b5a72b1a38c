"""Mau Mau random play next to RLCard's Uno, for ``bench/run.py``.

A *round* is one Mau Mau game object with the quick game on (the first
player to go out wins), played until it is over: two players, full rules
(Draw Two stacking, Skip, Reverse, Jokers, the Joker +4 challenge, "Letzte"
and its report, reshuffles). A *step* is one move: the player to move takes
its legal actions, chooses one, and ``apply`` carries it out, with every
check, event and log entry of a real game.

RLCard's Uno is driven two ways (``run.py``): with its own ``env.run`` and
its ``RandomAgent`` (numpy and a dict of probabilities per step, and the
trajectories kept), and with a bare step loop that chooses with
``random.choice`` among the legal actions of the state ``env.step`` returns.
Mau Mau is compared with each of them:

- *like for like* (the figure the target is checked with): against RLCard's
  step loop, Mau Mau's own step loop with the same kind of chooser and the
  same work per step: one legal-action list, ``random.choice`` among it, one
  ``apply`` (no view). Two players are measured this way:

  * *like RLCard's agent* (:func:`choose_with_choice`): plays what RLCard's
    Uno lets its random agent play, so that its rounds are comparable with
    Uno's: a play when there is one (passing never counts as one), drawing
    only when nothing else is legal, as RLCard offers "draw" only without a
    playable card (when ``random.choice`` falls on the draw or the pass
    although a play is legal, a second ``random.choice`` among the plays
    follows); a drawn card that fits is played, as RLCard's engine plays it
    by itself; "Letzte" is always called, as Uno in RLCard has no call to
    forget. Challenging a Joker +4 and reporting count as plays. RLCard has
    neither; they are rules of ours.
  * *every legal action*: ``random.choice`` over the whole list, nothing
    else. Its steps are the cheapest, but it draws by choice and forgets
    "Letzte", so its rounds run to a thousand steps: compare it per step only.

- *flattering* (the figure of earlier runs): against ``env.run`` with
  ``RandomAgent``, the like-RLCard player with its choice inlined (an index
  from ``random()``) and a view read on every step; and the *plays first*
  player: the same, except that after drawing a card that fits it passes
  half the time, and with two cards it calls "Letzte" only half the time
  (the other plays are then reported). Its rounds are longer.

The engines take turns round by round in one process, so the ratios do not
depend on the machine's speed. The target is at least
:data:`TARGET_ROUNDS_RATIO` times RLCard's rounds per second, like for like.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any

from accessible_games.core import accel
from accessible_games.games.maumau.moves import DRAW, PASS, PLAY, PLAY_ACTIONS
from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.rules import MauMau

#: like for like: Mau Mau's step loop with random.choice, against RLCard's
CHOICE_KEY = "maumau_2p_choice"
CHOICE_LABEL = "Mau Mau 2p, like RLCard's agent, step loop + random.choice"
UNIFORM_KEY = "maumau_2p_uniform"
UNIFORM_LABEL = "Mau Mau 2p, every legal action, step loop + random.choice"
RLCARD_LOOP_KEY = "rlcard_uno_step_loop"  # bench/run.py
RLCARD_LOOP_LABEL = "RLCard Uno 2p, step loop + random.choice"
#: flattering: the inlined chooser with a view each step, against env.run
KEY = "maumau_2p"
LABEL = "Mau Mau 2p, like RLCard's agent, inlined chooser, view each step"
PASSES_KEY = "maumau_2p_plays_first"
PASSES_LABEL = "Mau Mau 2p, plays first (passes, forgets Letzte), inlined chooser, view each step"
RLCARD_KEY = "rlcard_uno"  # RLCard's env.run + RandomAgent (bench/run.py)
RLCARD_LABEL = "RLCard Uno 2p, env.run + RandomAgent"
TARGET_ROUNDS_RATIO = 5.0
OPTIONS = MauMauOptions(quick=True)
PLAYERS = ("like_rlcard", "plays_first", "choice", "uniform")


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


def choose_with_choice(
    legal: list[Any], holds_two: bool, choice: Callable[[list[Any]], Any]
) -> Any:
    """:func:`choose_like_rlcard` with ``random.choice`` (``choice``) instead
    of an index from ``random()``: the same distribution."""
    action = choice(legal)
    kind = action.kind
    if (kind == DRAW or kind == PASS) and len(legal) > 1:
        others = [a for a in legal if a.kind != DRAW and a.kind != PASS]
        if others:
            action = choice(others)
            kind = action.kind
    if holds_two and kind == PLAY:
        card, colour, last = action.data
        if not last:
            action = PLAY_ACTIONS[(card, colour, True)]
    return action


def random_play(
    players: int = 2, seed: int = 0x5EED, like_rlcard: bool = True, player: str | None = None
) -> Callable[[int], dict[str, int]]:
    """``play(seed)``: one round with the game seeded ``seed``; its counts,
    for ``run.py``'s Engine. The player's own chance runs on across rounds.
    ``player``: ``like_rlcard`` (:func:`choose_like_rlcard`, inlined, a view
    each step), ``plays_first`` (:func:`choose_plays_first`, a view each
    step), ``choice`` (:func:`choose_with_choice`, inlined, no view) or
    ``uniform`` (``random.choice`` over the legal actions, no view); without
    it, ``like_rlcard`` chooses between the first two."""
    if player is None:
        player = "like_rlcard" if like_rlcard else "plays_first"
    if player not in PLAYERS:
        raise ValueError(player)
    generator = random.Random(seed)
    rand = generator.random
    choice = generator.choice

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

    def play_choice(game_seed: int) -> dict[str, int]:
        game = MauMau(players, OPTIONS, game_seed)
        legal_actions, apply = game.legal_actions, game.apply
        steps = 0
        while not game.over:
            seat = game.turn
            # choose_with_choice, inlined as RLCard's step loop inlines its choice
            legal = legal_actions(seat)
            action = choice(legal)
            kind = action.kind
            if (kind == DRAW or kind == PASS) and len(legal) > 1:
                others = [a for a in legal if a.kind != DRAW and a.kind != PASS]
                if others:
                    action = choice(others)
                    kind = action.kind
            if kind == PLAY and len(game.hands[seat]) == 2:
                card, colour, last = action.data
                if not last:
                    action = PLAY_ACTIONS[(card, colour, True)]
            apply(seat, action)
            steps += 1
        return {"games": 1, "steps": steps}

    def play_uniform(game_seed: int) -> dict[str, int]:
        game = MauMau(players, OPTIONS, game_seed)
        legal_actions, apply = game.legal_actions, game.apply
        steps = 0
        while not game.over:
            seat = game.turn
            apply(seat, choice(legal_actions(seat)))
            steps += 1
        return {"games": 1, "steps": steps}

    return {
        "like_rlcard": play_like_rlcard,
        "plays_first": play_first,
        "choice": play_choice,
        "uniform": play_uniform,
    }[player]


# --- report ---------------------------------------------------------------------------


def _compare(mm: dict[str, Any] | None, rl: dict[str, Any] | None) -> dict[str, Any] | None:
    """One Mau Mau engine against one RLCard engine: both rates and the ratios."""
    if mm is None:
        return None
    result: dict[str, Any] = {"maumau": _rates(mm), "rlcard": None}
    if rl is not None:
        result["rlcard"] = _rates(rl)
        result["rounds_ratio"] = mm["games_per_s"] / rl["games_per_s"]
        result["steps_ratio"] = mm["steps_per_s"] / rl["steps_per_s"]
        result["rounds_ratio_per_round"] = [  # round by round of the measurement
            a["games_per_s"] / b["games_per_s"]
            for a, b in zip(mm["rounds"], rl["rounds"], strict=True)
        ]
    return result


def summary(throughput: dict[str, Any], loads: list[float] | None = None) -> dict[str, Any] | None:
    """Mau Mau against RLCard's Uno from the measured throughput: like for
    like (``strict``: step loops with ``random.choice`` on both sides;
    ``uniform``: Mau Mau choosing among every legal action) and as in earlier
    runs (``flattering``: against ``env.run`` with ``RandomAgent``;
    ``plays_first``), and whether the target is met like for like (None
    without Mau Mau). ``loads``: the machine's load average after each round
    of the measurement."""
    if CHOICE_KEY not in throughput and KEY not in throughput:
        return None
    strict = _compare(throughput.get(CHOICE_KEY), throughput.get(RLCARD_LOOP_KEY))
    result: dict[str, Any] = {
        "target_rounds_ratio": TARGET_ROUNDS_RATIO,
        "rules_module": rules_module(),
        "strict": strict,
        "uniform": _compare(throughput.get(UNIFORM_KEY), throughput.get(RLCARD_LOOP_KEY)),
        "flattering": _compare(throughput.get(KEY), throughput.get(RLCARD_KEY)),
        "plays_first": _compare(throughput.get(PASSES_KEY), throughput.get(RLCARD_KEY)),
        "target_met": None,
        "loads": list(loads or []),
    }
    if strict is not None and strict["rlcard"] is not None:
        result["target_met"] = strict["rounds_ratio"] >= TARGET_ROUNDS_RATIO
    return result


def rules_module() -> str:
    """How the rules ran: "compiled", or why the pure module ran (core/accel.py)."""
    return accel.STATUS.get("accessible_games.games.maumau.rules", "pure")


def _rates(engine: dict[str, Any]) -> dict[str, float]:
    return {
        "rounds_per_s": engine["games_per_s"],
        "steps_per_s": engine["steps_per_s"],
        "steps_per_round": engine["steps_per_game"],
        "us_per_step": engine["us_per_step"],
    }


def print_summary(result: dict[str, Any] | None) -> None:
    if result is None:
        return
    for name, text in (
        ("strict", "like for like (step loops, random.choice)"),
        ("flattering", "inlined chooser vs env.run + RandomAgent"),
    ):
        part = result[name]
        if part is None or part["rlcard"] is None:
            print(f"Mau Mau vs RLCard's Uno, {text}: not measured")
            continue
        print(
            f"Mau Mau vs RLCard's Uno, {text}: {part['rounds_ratio']:.2f}x its rounds/s, "
            f"{part['steps_ratio']:.2f}x its steps/s"
        )
    uniform = result["uniform"]
    if uniform is not None and uniform["rlcard"] is not None:
        print(
            f"Mau Mau choosing among every legal action vs RLCard's step loop: "
            f"{uniform['steps_ratio']:.2f}x its steps/s"
        )
    if result["target_met"] is not None:
        met = "met" if result["target_met"] else "NOT met"
        print(f"target: at least {TARGET_ROUNDS_RATIO:g}x RLCard's rounds/s like for like: {met}")


def _row(label: str, rates: dict[str, float]) -> str:
    return (
        f"| {label} | {rates['rounds_per_s']:,.0f} | {rates['steps_per_s']:,.0f} | "
        f"{rates['steps_per_round']:.1f} | {rates['us_per_step']:.2f} |"
    )


def _ratio_row(text: str, part: dict[str, Any], bold: bool = False, rounds: bool = True) -> str:
    b = "**" if bold else ""
    rounds_text = (
        f"{b}{part['rounds_ratio']:.2f}×{b}"
        if rounds
        else f"({part['rounds_ratio']:.2f}×, rounds not comparable)"
    )
    return f"| {b}{text}{b} | {rounds_text} | {b}{part['steps_ratio']:.2f}×{b} | | |"


def doc_values(result: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's Mau Mau placeholders."""
    if result is None:
        return {"maumau_table": "Not measured in this run.", "maumau_verdict": ""}
    header = [
        "| engine | rounds/s | steps/s | steps/round | µs/step |",
        "|:---|---:|---:|---:|---:|",
    ]
    strict, uniform = result["strict"], result["uniform"]
    flattering, first = result["flattering"], result["plays_first"]
    rows = header + ["| *like for like: step loops, `random.choice` on both sides* | | | | |"]
    if strict is not None:
        rows.append(_row(CHOICE_LABEL, strict["maumau"]))
    if uniform is not None:
        rows.append(_row(UNIFORM_LABEL, uniform["maumau"]))
    rl_loop = (strict or uniform or {}).get("rlcard")
    rows.append(
        _row(RLCARD_LOOP_LABEL, rl_loop)
        if rl_loop is not None
        else f"| {RLCARD_LOOP_LABEL} | not measured | | | |"
    )
    if strict is not None and strict["rlcard"] is not None:
        rows.append(_ratio_row("Mau Mau like RLCard's agent / RLCard step loop", strict, bold=True))
    if uniform is not None and uniform["rlcard"] is not None:
        rows.append(
            _ratio_row("Mau Mau every legal action / RLCard step loop", uniform, rounds=False)
        )
    rows.append("| *flattering: inlined chooser and a view each step, against `env.run`* | | | | |")
    if flattering is not None:
        rows.append(_row(LABEL, flattering["maumau"]))
    if first is not None:
        rows.append(_row(PASSES_LABEL, first["maumau"]))
    rl_run = (flattering or first or {}).get("rlcard")
    rows.append(
        _row(RLCARD_LABEL, rl_run)
        if rl_run is not None
        else f"| {RLCARD_LABEL} | not measured | | | |"
    )
    if flattering is not None and flattering["rlcard"] is not None:
        rows.append(_ratio_row("Mau Mau inlined / RLCard env.run", flattering))
    if first is not None and first["rlcard"] is not None:
        rows.append(_ratio_row("Mau Mau plays first / RLCard env.run", first))
    module = result.get("rules_module")
    how = "as their compiled twin" if module == "compiled" else f"as the pure module ({module})"
    if strict is None or strict["rlcard"] is None:
        verdict = (
            f"RLCard's step loop was not measured in this run, so the target (at least "
            f"{TARGET_ROUNDS_RATIO:g}× its rounds/s like for like) could not be checked. "
            f"The rules ran {how}."
        )
        return {"maumau_table": "\n".join(rows), "maumau_verdict": verdict}
    per_round = ", ".join(f"{r:.2f}×" for r in strict["rounds_ratio_per_round"])
    met = "met" if result["target_met"] else "not met"
    rl = strict["rlcard"]
    verdict = (
        f"**Target: at least {TARGET_ROUNDS_RATIO:g}× RLCard's rounds/s like for like: {met}** "
        f"({strict['rounds_ratio']:.2f}× in this run, the ratio of the medians; round by round "
        f"of the measurement: {per_round}). A Mau Mau round played like RLCard's agent is "
        f"{strict['maumau']['steps_per_round']:.0f} steps against Uno's "
        f"{rl['steps_per_round']:.0f}, so per step Mau Mau runs at {strict['steps_ratio']:.2f}× "
        f"RLCard's step loop."
    )
    if uniform is not None and uniform["rlcard"] is not None:
        verdict += (
            f" Choosing among every legal action (one list, one `random.choice`, one "
            f"`apply`, nothing else) a Mau Mau step costs "
            f"{uniform['maumau']['us_per_step']:.2f} µs, {uniform['steps_ratio']:.2f}× "
            f"RLCard's steps/s; its rounds ({uniform['maumau']['steps_per_round']:.0f} "
            f"steps) are not comparable with Uno's."
        )
    if flattering is not None and flattering["rlcard"] is not None:
        verdict += (
            f" The flattering figure of earlier runs, the inlined chooser against "
            f"`env.run` with `RandomAgent`, is {flattering['rounds_ratio']:.2f}× its "
            f"rounds/s ({flattering['steps_ratio']:.2f}× per step): RLCard's own driver "
            f"costs it {rl['steps_per_s'] / flattering['rlcard']['steps_per_s']:.2f}× "
            f"the time of its bare step loop."
        )
    verdict += f" The rules ran {how}."
    loads = result.get("loads") or []
    if loads:
        verdict += (
            f" The machine's load average (1 minute) after the rounds of the measurement "
            f"was {min(loads):.1f}–{max(loads):.1f} on {os.cpu_count()} CPUs"
        )
        spread = max(strict["rounds_ratio_per_round"]) / min(strict["rounds_ratio_per_round"])
        if max(loads) > 1.5:
            verdict += (
                ": other programs were running, and the ratio moved by "
                f"{spread:.1f}× between rounds; take it as rough."
            )
        else:
            verdict += "."
    return {"maumau_table": "\n".join(rows), "maumau_verdict": verdict}
