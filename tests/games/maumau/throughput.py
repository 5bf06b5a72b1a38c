"""Random-play throughput of Mau Mau's rules, next to RLCard's Uno.

Run: ``.venv/bin/python tests/games/maumau/throughput.py [seconds]``

A *round* is one Mau Mau game object with ``quick`` on (the first to go out
wins), played until it is over: two players, full rules, and at every step
the view of the player to move (what a bot reads), its legal actions, a
random choice and ``apply``. Two random players are measured:

- ``uniform``: every legal action equally likely. Drawing is always legal in
  these rules, so such a player draws about as often as it plays and a round
  lasts some thousand steps;
- ``plays first``: a random play when there is one, drawing only when
  nothing else is legal. This is what RLCard's Uno offers a random agent
  (there, "draw" is legal only without a playable card), so its rounds are
  the ones to compare.

RLCard's Uno (if installed) runs in the same process, taking turns with the
Mau Mau engines, so the ratio does not depend on the machine's speed.

``make bench`` (bench/maumau_bench.py) measures the "plays first" player
too, and, for the target, a player that plays like RLCard's agent (it also
plays a drawn card that fits and always calls "Letzte"); it writes the
figures and the ratio into docs/performance.md.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.rules import MauMau

OPTIONS = MauMauOptions(quick=True)


def maumau_round(seed: int, plays_first: bool) -> int:
    game = MauMau(2, OPTIONS, seed)
    rng = random.Random(seed ^ 0x5EED)
    steps = 0
    while not game.over:
        seat = game.turn
        game.view(seat)
        legal = game.legal_actions(seat)
        if plays_first:
            legal = [a for a in legal if a.kind != "draw"] or legal
        game.apply(seat, rng.choice(legal))
        steps += 1
    return steps


def rlcard_player():
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    np.random.seed(0)
    env = rlcard.make("uno", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])

    def play(_seed: int) -> int:
        trajectories, _payoffs = env.run(is_training=False)
        return sum((len(t) - 1) // 2 for t in trajectories)

    return play


def measure(seconds: float = 1.5, rounds: int = 5) -> dict[str, dict[str, float]]:
    engines = {
        "Mau Mau 2p, plays first": lambda seed: maumau_round(seed, True),
        "Mau Mau 2p, uniform": lambda seed: maumau_round(seed, False),
    }
    rl = rlcard_player()
    if rl is not None:
        engines["RLCard Uno 2p, env.run + RandomAgent"] = rl
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in engines}
    seeds = {name: 0 for name in engines}
    for _ in range(rounds):
        for name, play in engines.items():
            games = steps = 0
            start = time.perf_counter()
            while (elapsed := time.perf_counter() - start) < seconds:
                steps += play(seeds[name])
                seeds[name] += 1
                games += 1
            samples[name].append((games / elapsed, steps / elapsed))
    result = {}
    for name, values in samples.items():
        games_s = statistics.median(g for g, _ in values)
        steps_s = statistics.median(s for _, s in values)
        result[name] = {
            "rounds_per_s": games_s,
            "steps_per_s": steps_s,
            "steps_per_round": steps_s / games_s,
            "us_per_step": 1e6 / steps_s,
        }
    return result


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.5
    result = measure(seconds)
    print(f"{'engine':40} {'rounds/s':>10} {'steps/s':>10} {'steps/round':>12} {'µs/step':>8}")
    for name, r in result.items():
        print(
            f"{name:40} {r['rounds_per_s']:>10,.0f} {r['steps_per_s']:>10,.0f} "
            f"{r['steps_per_round']:>12.1f} {r['us_per_step']:>8.2f}"
        )
    rl = result.get("RLCard Uno 2p, env.run + RandomAgent")
    if rl:
        for name in ("Mau Mau 2p, plays first", "Mau Mau 2p, uniform"):
            r = result[name]
            print(
                f"{name}: {r['rounds_per_s'] / rl['rounds_per_s']:.2f}× RLCard's rounds/s, "
                f"{r['steps_per_s'] / rl['steps_per_s']:.2f}× its steps/s"
            )


if __name__ == "__main__":
    main()
