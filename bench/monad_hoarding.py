"""Does MONAD's good bot hoard cards? Games between good bots over fixed
seeds: the cards and Ones in hand at the start of each turn, how often a
turn draws or flips, how often it draws although a combine or an
acquisition was possible, and the turns a game. With ``--variants``, the
good bot with its Ones valued less (``one_extra``) or drawing made dearer
(``draw_extra``) plays against the good bot as it is: its wins and the
length of games between two such bots.

    .venv/bin/python bench/monad_hoarding.py --players 2 --games 10
    .venv/bin/python bench/monad_hoarding.py --players 2 --games 40 --variants

Every game is deterministic (the bots' chance comes from the seed, the seat
and the move number; the good bot's search is bounded by nodes, never by
the clock), so the figures are the same on every run.
"""

from __future__ import annotations

import argparse
import statistics
from concurrent.futures import ProcessPoolExecutor

from accessible_games.core.table import Seat, Table
from accessible_games.games.monad.bot import GoodMonadBot
from accessible_games.games.monad.cards import CARD_RANK, ONE
from accessible_games.games.monad.rules import Monad

TURN_ENDS = ("draw", "flip", "pass", "end")


class Watched:
    """A good bot whose turn starts are noted: hand size, Ones, the move
    made, and whether a combine or acquisition was possible."""

    def __init__(self, bot: GoodMonadBot) -> None:
        self.bot = bot
        self.starts: list[tuple[int, int, str, bool]] = []

    def choose(self, view, legal, rng):
        action = self.bot.choose(view, legal, rng)
        if view["phase"] == "start":
            could = any(a.kind in ("combine", "acquire") for a in legal)
            ones = sum(1 for c in view["hand"] if CARD_RANK[c] == ONE)
            self.starts.append((len(view["hand"]), ones, action.kind, could))
        return action


def watched_game(args: tuple[int, int]) -> list[tuple[int, int, str, bool]]:
    players, seed = args
    game = Monad(players, {}, seed)
    seats = [Watched(GoodMonadBot()) for _ in range(players)]
    Table(game, [Seat(f"bot {s}", seats[s]) for s in range(players)]).run_bots(limit=200_000)
    return [start for seat in seats for start in seat.starts]


def tuned(one_extra: float, draw_extra: float) -> GoodMonadBot:
    bot = GoodMonadBot()
    bot.one_extra, bot.draw_extra = one_extra, draw_extra
    return bot


def duel(args) -> tuple[bool, int]:
    """One game of the variant at seat ``seed % players`` against ``other``
    everywhere else: whether it won, and the turns played."""
    players, seed, variant, other = args
    seat = seed % players
    bots = [tuned(*other) for _ in range(players)]
    bots[seat] = tuned(*variant)
    game = Monad(players, {}, seed)
    Table(game, [Seat(f"bot {s}", bots[s]) for s in range(players)]).run_bots(limit=200_000)
    return seat in game.winners, sum(1 for _s, text in game.log if text in TURN_ENDS)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variants", action="store_true")
    args = parser.parse_args()
    players, games = args.players, args.games
    with ProcessPoolExecutor(args.workers) as pool:
        per_game = list(pool.map(watched_game, [(players, s) for s in range(games)]))
        starts = [s for g in per_game for s in g]
        draws = [s for s in starts if s[2] in ("draw", "flip")]
        print(
            f"{players} players, {games} games between good bots: "
            f"{statistics.mean(map(len, per_game)):.0f} turns a game; at the start of a turn "
            f"{statistics.mean(s[0] for s in starts):.2f} cards in hand, "
            f"{statistics.mean(s[1] for s in starts):.2f} of them Ones; draw or flip in "
            f"{len(draws) / len(starts):.0%} of turns, although a combine or acquisition was "
            f"possible in {sum(1 for s in draws if s[3]) / len(starts):.0%}"
        )
        if not args.variants:
            return
        base = (GoodMonadBot.one_extra, GoodMonadBot.draw_extra)
        variants = [(x, base[1]) for x in (0.0, 1.0, 2.0, 3.0, 4.0, base[0])]
        variants += [(base[0], d) for d in (-2.0, -5.0, -10.0)]
        for variant in variants:
            against = list(pool.map(duel, [(players, s, variant, base) for s in range(games)]))
            alone = list(
                pool.map(duel, [(players, s, variant, variant) for s in range(games // 2)])
            )
            print(
                f"one_extra {variant[0]:g}, draw_extra {variant[1]:g}: won "
                f"{sum(w for w, _t in against)} of {games} against the good bot; "
                f"{statistics.mean(t for _w, t in alone):.0f} turns a game between two of them"
            )


if __name__ == "__main__":
    main()
