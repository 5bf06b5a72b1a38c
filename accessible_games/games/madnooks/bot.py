"""Mad Nooks' computer players (Classic and Solitaire; Poker: bot_poker.py).

- :class:`RandomNooksBot` ("random"): uniformly among the legal actions
  (every placement of every tile in hand, or ``pass`` alone).
- :class:`GreedyNooksBot` ("good"): the placement with the most points now.
  Among placements of equal points it lays the candidate on a copy of the
  area (rebuilt from ``view["area"]``) and prefers, in this order:

  1. keeping at least one tile it can still lay (the game ends when every
     player has to miss a turn, one after the other: the last one able to
     lay gains);
  2. the highest chance that the next player must miss: the share of the
     unseen tiles (not laid, not its own; copies counted) that would have
     no placement, to the power of that player's hand size;
  3. fewer kept tiles left with no placement at all;
  4. the most placements for the kept tiles, each tile's count capped at
     :data:`ENOUGH` (beyond that a tile is safe, and a hard-to-place tile
     counts more than an easy one gets: so of two tiles it lays the one
     with few placements and keeps the one with many);
  5. the most points the kept tiles could score next (each its best
     placement);
  6. the first such action in the rules' order.

  In Solitaire (one area and score for the team) 2 is turned round and
  comes after the fewest enclosed empty cells: the team wants the next
  player able to lay, and an area with few holes.

  With only one placement of the most points nothing is counted.

Counting is local: the placements of each kept tile on the current area
are listed once per decision; a new tile changes only the positions
whose cells lie on or next to its four cells (a position elsewhere keeps
its verdict and points), so only those (about a hundred per tile) are
checked again on the new area. An unseen tile with two placements far
apart stays placeable whatever is laid, so its scan stops there.

Both see only their own seat's view and the legal actions. Nothing is kept
between moves except caches of what was computed from a view (the area
rebuilt from the laid tiles, extended when the next view only adds tiles),
so a saved and reloaded game goes on exactly as before. A decision of the
greedy player takes about 20 milliseconds of processor time (at most about
60 in 24 games of 2-4 players measured, Classic and Solitaire).
"""

from __future__ import annotations

import random

from accessible_games.core.game import Action
from accessible_games.games.madnooks.area import Area, area_from_view
from accessible_games.games.madnooks.bot_poker import choose_good, choose_random
from accessible_games.games.madnooks.tiles import DELTA, REACH, ROTATIONS, SPAN, Colours, load_deck

LAY = "lay"

#: placements beyond this many make a kept tile no safer
ENOUGH = 6
#: two positions whose corners lie further apart than this (along x or y)
#: cannot both be changed by one new tile: each position's cells lie within
#: REACH of its corner, the new tile's within SPAN of each other, and a
#: position changes only when a cell of it is on or next to the new tile
FAR = 2 * REACH + SPAN + 2

_OFFSETS = tuple(r.offsets for r in ROTATIONS)


class RandomNooksBot:
    """Any legal action, uniformly."""

    level = "random"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        if view.get("variant") == "poker":
            return choose_random(view, legal, rng)
        return rng.choice(legal)


def cells_of(rotation: int, x: int, y: int) -> list[tuple[int, int]]:
    return [(x + dx, y + dy) for dx, dy in _OFFSETS[rotation]]


def affected(rotation: int, x: int, y: int) -> set[tuple[int, int, int]]:
    """The positions (rotation, x, y) whose legality or points a tile laid
    at (rotation, x, y) can change: those with a cell on or next to its
    cells."""
    near = set()
    for cx, cy in cells_of(rotation, x, y):
        near.add((cx, cy))
        for ex, ey in DELTA:
            near.add((cx + ex, cy + ey))
    return {(r, nx - dx, ny - dy) for r in range(4) for dx, dy in _OFFSETS[r] for nx, ny in near}


class _Future:
    """The kept tiles' prospects after one candidate placement, counted
    locally against the placements on the current area."""

    def __init__(self, area: Area) -> None:
        self.area = area
        #: colours -> {(rotation, x, y): points} on the current area
        self.base: dict[Colours, dict[tuple[int, int, int], int]] = {}
        self.scans: dict[Colours, list[tuple[int, int, int]] | None] = {}
        self.candidates: list[tuple[int, int, int]] | None = None

    def _base(self, colours: Colours) -> dict[tuple[int, int, int], int]:
        found = self.base.get(colours)
        if found is None:
            found = {
                (p.rotation, p.x, p.y): p.points
                for p in self.area.placements(colours, detail=False)
            }
            self.base[colours] = found
        return found

    def after(
        self,
        colours: Colours,
        rotation: int,
        x: int,
        y: int,
    ) -> tuple[Area, set[tuple[int, int, int]]]:
        """The area with the new tile laid (a copy), and the positions it
        can affect."""
        after = self.area.copy()
        after.lay(-1, colours, rotation, x, y)
        return after, affected(rotation, x, y)

    def judge(
        self,
        colours: Colours,
        rotation: int,
        x: int,
        y: int,
        kept: list[Colours],
        laid: tuple[Area, set] | None = None,
    ) -> tuple[int, int, int]:
        """(-stuck tiles, capped placements, best next points) of the kept
        tiles after laying ``colours`` at (rotation, x, y)."""
        after, near = laid or self.after(colours, rotation, x, y)
        stuck = total = best_sum = 0
        by_colours: dict[Colours, tuple[int, int]] = {}
        for tile in kept:
            result = by_colours.get(tile)
            if result is None:
                base = self._base(tile)
                count = 0
                best = 0
                for pos, points in base.items():
                    if pos not in near:
                        count += 1
                        best = max(best, points)
                for r, px, py in near:
                    if after.check(tile, r, px, py) is None:
                        count += 1
                        if best < 4:
                            p = after.placement(tile, r, px, py)
                            best = max(best, p.points)  # type: ignore[union-attr]
                result = (count, best)
                by_colours[tile] = result
            count, best = result
            stuck += count == 0
            total += min(count, ENOUGH)
            best_sum += best
        return -stuck, total, best_sum

    def _scan(self, colours: Colours) -> list[tuple[int, int, int]] | None:
        """The legal positions of ``colours`` on the current area, or None
        as soon as two lie so far apart that no new tile can affect both
        (then the tile stays placeable whatever is laid)."""
        found = self.scans.get(colours, False)
        if found is not False:
            return found  # type: ignore[return-value]
        check = self.area.check
        legal: list[tuple[int, int, int]] = []
        result: list[tuple[int, int, int]] | None = legal
        for r, x, y in self._candidates():
            if check(colours, r, x, y) is None:
                if any(abs(x - ox) > FAR or abs(y - oy) > FAR for _, ox, oy in legal):
                    result = None
                    break
                legal.append((r, x, y))
        self.scans[colours] = result
        return result

    def _candidates(self) -> list[tuple[int, int, int]]:
        if self.candidates is None:
            self.candidates = sorted(self.area.candidates())
        return self.candidates

    def stuck_share(
        self, after: Area, near: set[tuple[int, int, int]], unseen: list[Colours]
    ) -> float:
        """The share of the ``unseen`` tiles (copies counted) that have no
        placement on ``after``, the area with a new tile whose ``near``
        positions are given."""
        if not unseen:
            return 0.0
        stuck = 0
        verdicts: dict[Colours, bool] = {}
        for colours in unseen:
            verdict = verdicts.get(colours)
            if verdict is None:
                legal = self._scan(colours)
                verdict = (
                    legal is not None
                    and not any(p not in near for p in legal)
                    and not any(after.check(colours, r, x, y) is None for r, x, y in near)
                )
                verdicts[colours] = verdict
            stuck += verdict
        return stuck / len(unseen)


def next_seat(view: dict) -> int | None:
    """The next seat after the viewer that holds tiles (None: none)."""
    n, me = view["players"], view["me"]
    for k in range(1, n):
        seat = (me + k) % n
        if view["hand_counts"][seat]:
            return seat
    return None


class GreedyNooksBot:
    """The most points now; among equals, the placement that keeps the most
    room for its own remaining tiles (see the module's doc)."""

    level = "good"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        if view.get("variant") == "poker":
            return choose_good(view, legal, rng)
        lays = [a for a in legal if a.kind == LAY]
        if not lays:
            return legal[0]
        top = max(a.data[4] for a in lays)
        ties = [a for a in lays if a.data[4] == top]
        if len(ties) == 1:
            return ties[0]
        return max(ties, key=self._judge_all(view, ties))

    @staticmethod
    def _judge_all(view: dict, ties: list[Action]):
        deck = load_deck()
        future = _Future(area_from_view(view))
        hand = list(view["hand"])
        seen = {entry[0] for entry in view["area"]} | set(hand)
        unseen = [deck[t] for t in range(len(deck)) if t not in seen]
        following = next_seat(view)
        opponent_hand = view["hand_counts"][following] if following is not None else 0
        team = view.get("variant") == "solitaire"
        scores: dict[int, tuple] = {}

        def key(action: Action) -> tuple:
            found = scores.get(id(action))
            if found is None:
                tile, rotation, x, y, _points = action.data
                kept = list(hand)
                kept.remove(tile)
                colours = deck[tile]
                laid = future.after(colours, rotation, x, y)
                stuck, total, best = future.judge(
                    colours, rotation, x, y, [deck[t] for t in kept], laid
                )
                can_lay = len(kept) + stuck > 0
                if opponent_hand:
                    blocked = future.stuck_share(*laid, unseen) ** opponent_hand
                else:
                    blocked = 0.0
                if team:
                    # one area for the team: few enclosed cells, and the
                    # next player able to lay
                    found = (can_lay, -len(laid[0].holes()), -round(blocked, 9), stuck, total, best)
                else:
                    found = (can_lay, round(blocked, 9), stuck, total, best)
                scores[id(action)] = found
            return found

        return key


__all__ = ["RandomNooksBot", "GreedyNooksBot", "area_from_view", "affected", "ENOUGH"]
