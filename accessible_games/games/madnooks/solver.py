"""Mad Nooks Poker: the best picture of a hand of tiles.

``best_picture(tiles)`` lays all the tiles one by one into one connected
picture, each placement legal by the laying rules (area.py; the first tile
is free), and maximises the sum of the placement points. Exact.

- The first tile lies at (0,0) in rotation 0: a picture may be turned and
  moved as a whole, and its points do not change.
- If not every tile can be laid, the best picture is the one with the most
  tiles laid, then the most points: the objective is (tiles laid, points),
  compared lexicographically. Among equal pictures the first one found
  wins (deterministic for a given hand).
- Search: depth first over the next tile (tiles of equal colours are tried
  once) and its placements (most points first). The picture found is the
  first best one in that order: every cut below leaves out only branches
  that cannot do *better* than the best picture found so far, so it is the
  picture a search without any cut finds (tests/games/madnooks/
  test_solver_exact.py compares the two). The cuts:

  * an upper bound on the points still to come: ``ahead(k, r)``, the most
    points ``r`` more placements can add to a picture of ``k`` tiles. For
    tiles that show four different colours (every deck tile) it is
    :data:`AHEAD` while the picture stays within five tiles (a new tile
    touches a picture of up to three tiles with at most two sides, and
    no five tiles make more than 8 points; found by laying such tiles in
    every legal way, the test above repeats it), else ``MAX_POINTS`` (4)
    a placement. A placement that cannot beat the best picture found so
    far even so is not tried, nor any after it (they score no more);
  * memoisation of equal positions: a position (the laid cells with their
    edge colours, and the colours still in hand) reached again with no
    better (tiles, points) so far than before is not searched again;
  * a tile laid changes the placements only where they touch it: when only
    placements scoring more than a tile could score before the last tile
    was laid can still do better, only those touching the last tile are
    listed (``Area.placements_touching_last``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from accessible_games.games.madnooks.area import Area, Placement
from accessible_games.games.madnooks.tiles import Colours

#: the most points one placement can score (four sides touching)
MAX_POINTS = 4
#: AHEAD[k][r]: the most points r more placements can add to a picture of
#: k tiles built by legal play, every tile showing four different colours
#: (k + r up to five tiles). Worked out by laying such tiles in every legal
#: way from one tile (only which colours are equal matters, so one colour
#: order of the first tile stands for all); the test repeats it.
AHEAD: dict[int, tuple[int, ...]] = {
    1: (0, 2, 4, 6, 8),
    2: (0, 2, 4, 6),
    3: (0, 2, 4),
    4: (0, 3),
}


class Picture(NamedTuple):
    """The tiles' hand indices in laying order, their placements (the
    first: rotation 0 at (0,0), 0 points) and the sum of the points."""

    order: tuple[int, ...]
    placements: tuple[Placement, ...]
    points: int


def ahead(laid: int, more: int, distinct: bool = True) -> int:
    """The most points ``more`` placements can add to a picture of
    ``laid`` tiles; ``distinct``: every tile shows four different colours."""
    table = AHEAD.get(laid) if distinct else None
    if table is not None and more < len(table):
        return table[more]
    return MAX_POINTS * more


def best_picture(tiles: Sequence[Colours]) -> Picture:
    tiles = [tuple(t) for t in tiles]
    n = len(tiles)
    if n == 0:
        return Picture((), (), 0)
    distinct = all(len(set(t)) == len(t) == 4 for t in tiles)
    # to_come[k]: the most points the tiles still to lay can add to a picture of k tiles
    to_come = [ahead(k, n - k, distinct) for k in range(n + 1)]
    best_score = [(-1, -1)]
    best_moves: list[tuple[tuple[int, int, int, int], ...]] = [()]
    seen: dict[tuple, tuple[int, int]] = {}
    top = (n, to_come[1])

    def dfs(
        area: Area,
        remaining: tuple[int, ...],
        points: int,
        moves: tuple[tuple[int, int, int, int], ...],
        before: dict[Colours, int] | None,
    ) -> bool:
        """Search on from a position; True once the best possible is found.
        ``before``: by colours, the most points a tile could score before
        the last tile was laid (None: not known)."""
        count = len(moves)
        score = (count, points)
        if score > best_score[0]:
            best_score[0] = score
            best_moves[0] = moves
            if score >= top:
                return True
        if not remaining:
            return False
        if (n, points + to_come[count]) <= best_score[0]:
            return False
        key = (area.key(), tuple(sorted(tiles[i] for i in remaining)))
        seen_before = seen.get(key)
        if seen_before is not None and seen_before >= score:
            return False
        seen[key] = score
        later = to_come[count + 1]
        # each colour once: its placements, most points first, and the most it can score here
        groups = []
        most: dict[Colours, int] = {}
        for pos, index in enumerate(remaining):
            colours = tiles[index]
            if colours in most:
                continue
            laid, best_points = best_score[0]
            if before is not None and laid == n and best_points - points - later >= before[colours]:
                # only a placement touching the last tile can score enough
                options = area.placements_touching_last(colours)
                most[colours] = max([before[colours]] + [p.points for p in options])
            else:
                options = area.placements(colours, detail=False)
                most[colours] = max((p.points for p in options), default=0)
            options.sort(key=lambda p: -p.points)
            groups.append((pos, index, colours, options))
        last = len(remaining) == 1
        for pos, index, colours, options in groups:
            rest = remaining[:pos] + remaining[pos + 1 :]
            for p in options:
                if (n, points + p.points + later) <= best_score[0]:
                    break  # neither this placement nor any after it (no more points) can do better
                move = (index, p.rotation, p.x, p.y)
                if last:
                    # the best placement of the last tile is the first one
                    if dfs(area, rest, points + p.points, moves + (move,), None):
                        return True
                    break
                child = area.copy()
                child.lay(index, colours, p.rotation, p.x, p.y)
                if dfs(child, rest, points + p.points, moves + (move,), most):
                    return True
        return False

    tried_first = set()
    for first in range(n):
        if tiles[first] in tried_first:
            continue
        tried_first.add(tiles[first])
        area = Area()
        area.lay(first, tiles[first], 0, 0, 0)
        rest = tuple(i for i in range(n) if i != first)
        if dfs(area, rest, 0, ((first, 0, 0, 0),), None):
            break

    # replay the best moves for the placements with their touches
    area = Area()
    placements = []
    for index, rotation, x, y in best_moves[0]:
        if not area.laid:
            p = Placement(rotation, x, y, 0, ())
        else:
            p = area.placement(tiles[index], rotation, x, y)
            assert p is not None
        placements.append(p)
        area.lay(index, tiles[index], rotation, x, y)
    return Picture(
        tuple(m[0] for m in best_moves[0]), tuple(placements), sum(p.points for p in placements)
    )
