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
  once) and its placements (most points first), with

  * an upper bound: every tile still to lay scores at most ``MAX_POINTS``
    (4), so a branch that cannot beat the best found so far is cut;
  * memoisation of equal positions: a position (the laid cells with their
    edge colours, and the colours still in hand) reached again with no
    better (tiles, points) so far than before is not searched again.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from accessible_games.games.madnooks.area import Area, Placement
from accessible_games.games.madnooks.tiles import Colours

#: the most points one placement can score
MAX_POINTS = 4


class Picture(NamedTuple):
    """The tiles' hand indices in laying order, their placements (the
    first: rotation 0 at (0,0), 0 points) and the sum of the points."""
    order: tuple[int, ...]
    placements: tuple[Placement, ...]
    points: int




def best_picture(tiles: Sequence[Colours]) -> Picture:
    tiles = [tuple(t) for t in tiles]
    n = len(tiles)
    if n == 0:
        return Picture((), (), 0)
    best_score = [(-1, -1)]
    best_moves: list[tuple[tuple[int, int, int, int], ...]] = [()]
    seen: dict[tuple, tuple[int, int]] = {}
    top = (n, MAX_POINTS * (n - 1))

    def dfs(area: Area, remaining: tuple[int, ...], points: int,
            moves: tuple[tuple[int, int, int, int], ...]) -> bool:
        """Search on from a position; True once the best possible is found."""
        count = len(moves)
        score = (count, points)
        if score > best_score[0]:
            best_score[0] = score
            best_moves[0] = moves
            if score >= top:
                return True
        if not remaining:
            return False
        if (count + len(remaining), points + MAX_POINTS * len(remaining)) <= best_score[0]:
            return False
        key = (area.key(), tuple(sorted(tiles[i] for i in remaining)))
        before = seen.get(key)
        if before is not None and before >= score:
            return False
        seen[key] = score
        tried = set()
        last = len(remaining) == 1
        for pos, index in enumerate(remaining):
            colours = tiles[index]
            if colours in tried:
                continue
            tried.add(colours)
            options = area.placements(colours, detail=False)
            options.sort(key=lambda p: -p.points)
            rest = remaining[:pos] + remaining[pos + 1:]
            for p in options:
                move = (index, p.rotation, p.x, p.y)
                if last:
                    # the best placement of the last tile is the first one
                    if dfs(area, rest, points + p.points, moves + (move,)):
                        return True
                    break
                child = area.copy()
                child.lay(index, colours, p.rotation, p.x, p.y)
                if dfs(child, rest, points + p.points, moves + (move,)):
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
        if dfs(area, rest, 0, ((first, 0, 0, 0),)):
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
    return Picture(tuple(m[0] for m in best_moves[0]), tuple(placements),
                   sum(p.points for p in placements))
