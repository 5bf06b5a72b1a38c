"""Mad Nooks Poker: the solver's cuts change nothing. ``best_picture``
returns exactly the picture (order, placements, points) that a search
without any cut finds first, and the bound it cuts with (``AHEAD``) is
never below what the tiles can score: worked out here again by laying
tiles of four different colours in every legal way."""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.games.madnooks.area import Area, Placement
from accessible_games.games.madnooks.solver import AHEAD, MAX_POINTS, Picture, ahead, best_picture
from accessible_games.games.madnooks.tiles import load_deck

DECK = load_deck()
PERMS = list(permutations(range(4)))


def replayed(tiles, moves) -> Picture:
    """The picture of these moves (hand index, rotation, x, y), touches included."""
    area = Area()
    placements = []
    for index, rotation, x, y in moves:
        p = (
            area.placement(tiles[index], rotation, x, y)
            if area.laid
            else Placement(rotation, x, y, 0, ())
        )
        assert p is not None
        placements.append(p)
        area.lay(index, tiles[index], rotation, x, y)
    return Picture(tuple(m[0] for m in moves), tuple(placements), sum(p.points for p in placements))


def unpruned(tiles) -> Picture:
    """The search in the solver's order with no cut at all: every tile
    first (at 0,0, rotation 0), then every order of the others (hand
    order) and every legal placement, most points first (then by rotation,
    x, y); the first picture better than all before it is kept, so among
    equal pictures the first one found."""
    tiles = [tuple(t) for t in tiles]
    best: list = [(-1, -1), ()]

    def walk(area: Area, remaining: list[int], points: int, moves: tuple) -> None:
        if (len(moves), points) > best[0]:
            best[0], best[1] = (len(moves), points), moves
        for i in remaining:
            rest = [j for j in remaining if j != i]
            options = sorted(area.placements(tiles[i], detail=False), key=lambda p: -p.points)
            for p in options:
                child = area.copy()
                child.lay(i, tiles[i], p.rotation, p.x, p.y)
                walk(child, rest, points + p.points, moves + ((i, p.rotation, p.x, p.y),))

    for first in range(len(tiles)):
        area = Area()
        area.lay(first, tiles[first], 0, 0, 0)
        walk(area, [j for j in range(len(tiles)) if j != first], 0, ((first, 0, 0, 0),))
    return replayed(tiles, best[1]) if tiles else Picture((), (), 0)


def loose(tiles) -> Picture:
    """The search as it was before the tighter bound: memoised positions
    and the bound of MAX_POINTS a placement (much faster than
    ``unpruned``, for many five-tile hands)."""
    tiles = [tuple(t) for t in tiles]
    n = len(tiles)
    best: list = [(-1, -1), ()]
    seen: dict = {}

    def dfs(area: Area, remaining: tuple, points: int, moves: tuple) -> None:
        score = (len(moves), points)
        if score > best[0]:
            best[0], best[1] = score, moves
        if not remaining or (n, points + MAX_POINTS * len(remaining)) <= best[0]:
            return
        key = (area.key(), tuple(sorted(tiles[i] for i in remaining)))
        if seen.get(key, (-1, -1)) >= score:
            return
        seen[key] = score
        tried = set()
        for pos, i in enumerate(remaining):
            if tiles[i] in tried:
                continue
            tried.add(tiles[i])
            rest = remaining[:pos] + remaining[pos + 1 :]
            for p in sorted(area.placements(tiles[i], detail=False), key=lambda p: -p.points):
                child = area.copy()
                child.lay(i, tiles[i], p.rotation, p.x, p.y)
                dfs(child, rest, points + p.points, moves + ((i, p.rotation, p.x, p.y),))

    tried_first = set()
    for first in range(n):
        if tiles[first] not in tried_first:
            tried_first.add(tiles[first])
            area = Area()
            area.lay(first, tiles[first], 0, 0, 0)
            dfs(area, tuple(j for j in range(n) if j != first), 0, ((first, 0, 0, 0),))
    return replayed(tiles, best[1]) if tiles else Picture((), (), 0)


def hands(size: int, count: int, seed: int):
    rng = random.Random(seed)
    return [rng.sample(DECK, size) for _ in range(count)]


@pytest.mark.parametrize("size, count, seed", [(2, 30, 12), (3, 40, 13), (4, 25, 14)])
def test_small_hands_give_exactly_the_unpruned_picture(size, count, seed):
    for hand in hands(size, count, seed):
        assert best_picture(hand) == unpruned(hand), hand


@pytest.mark.parametrize(
    "hand", hands(5, 8, 15) + [[DECK[0], DECK[24], DECK[1], DECK[25], DECK[5]]]
)
def test_five_tiles_give_exactly_the_unpruned_picture(hand):
    assert best_picture(hand) == unpruned(hand)


#: the seeded batch of Poker hands (five deck tiles; equal tiles come up),
#: in four parts of six: the batch took 5-6 s of CPU time in one test
LOOSE_HANDS = hands(5, 24, 16)


@pytest.mark.slow  # 1.5-2 s of CPU time a part
@pytest.mark.parametrize("part", range(4))
def test_five_tile_hands_give_exactly_the_picture_of_the_loose_bound(part):
    """The same picture as the search cut only by 4 points a placement."""
    for hand in LOOSE_HANDS[part::4]:
        assert best_picture(hand) == loose(hand), hand


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(*[st.integers(0, 3)] * 4), min_size=1, max_size=3))
def test_any_colours_give_exactly_the_unpruned_picture(tiles):
    """Tiles of any colours (a colour on two sides too: the bound of
    AHEAD does not hold for them, and is not used)."""
    assert best_picture(tiles) == unpruned(tiles)


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from(PERMS), min_size=4, max_size=4))
def test_four_tiles_of_four_colours_give_exactly_the_unpruned_picture(tiles):
    assert best_picture(tiles) == unpruned(tiles)


def ahead_by_laying(size: int, part: int = 0, parts: int = 1) -> dict[int, tuple[int, ...]]:
    """The most points r more placements add to a picture of k tiles (k +
    r up to ``size``), every tile showing four different colours, by
    laying every such tile in every legal way from one tile (its colour
    order stands for all: only equal and different colours matter).

    ``part`` of ``parts``: only the pictures that grow from every
    ``parts``-th picture of two tiles (from the ``part``-th on); the table
    of all pictures is the most of the parts' tables, entry by entry."""
    start = Area()
    start.lay(0, PERMS[0], 0, 0, 0)
    levels = [{start.key(): start}]
    moves: list[dict] = []
    for k in range(1, size - 1):
        following: dict = {}
        found: dict = {}
        for key, area in levels[-1].items():
            found[key] = set()
            for colours in PERMS:
                for p in area.placements(colours, detail=False):
                    child = area.copy()
                    child.lay(k, colours, p.rotation, p.x, p.y)
                    following.setdefault(child.key(), child)
                    found[key].add((p.points, child.key()))
        if k == 1 and parts > 1:  # this part's share of the pictures of two tiles
            following = dict(list(following.items())[part::parts])
            found = {
                key: {o for o in options if o[1] in following} for key, options in found.items()
            }
        moves.append(found)
        levels.append(following)
    # most[k][key][r]: the most points r more placements add to that picture
    most: list[dict] = [{} for _ in levels]
    most[-1] = {
        key: (0, max(p.points for c in PERMS for p in area.placements(c, detail=False)))
        for key, area in levels[-1].items()
    }
    for k in range(len(levels) - 2, -1, -1):
        for key, options in moves[k].items():
            row = [0]
            for points, child in options:
                for r, more in enumerate(most[k + 1][child]):
                    if r + 1 == len(row):
                        row.append(points + more)
                    else:
                        row[r + 1] = max(row[r + 1], points + more)
            most[k][key] = tuple(row)
    return {
        k + 1: tuple(
            max(row[r] for row in rows.values() if r < len(row))
            for r in range(max(len(row) for row in rows.values()))
        )
        for k, rows in enumerate(most)
    }


def test_the_bound_for_pictures_of_up_to_four_tiles():
    found = ahead_by_laying(4)
    assert found == {1: (0, 2, 4, 6), 2: (0, 2, 4), 3: (0, 2)}
    for k, row in found.items():
        assert AHEAD[k][: len(row)] == row


#: the pictures of five tiles are worked out in two parts (about 30,000 of
#: four tiles to lay the fifth on: 21 s of CPU time in one test, 14 s in
#: each part, which xdist's workers run side by side)
PARTS = 2


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_the_bound_for_pictures_of_five_tiles(part):
    """Every legal five-tile picture of such tiles, a part at a time: the
    table is exactly what they score. Each part alone reaches every entry
    (and no picture of either scores more), so the table of all pictures,
    the most of the parts' tables, is the table too."""
    assert ahead_by_laying(5, part, PARTS) == AHEAD


def test_the_parts_share_out_every_picture_of_two_tiles():
    """The parts of the five-tile test together hold every picture of two
    tiles, each once: the part filter of ahead_by_laying leaves none out."""
    whole = ahead_by_laying(3)
    shares = [ahead_by_laying(3, part, PARTS) for part in range(PARTS)]
    assert {
        k: tuple(max(share[k][r] for share in shares) for r in range(len(row)))
        for k, row in whole.items()
    } == whole


def test_the_bound_without_the_table():
    assert ahead(2, 3, distinct=False) == 3 * MAX_POINTS
    assert ahead(5, 2) == 2 * MAX_POINTS  # beyond five tiles
    assert ahead(1, 4) == 8


@pytest.mark.parametrize("seed", range(6))
def test_a_tile_laid_changes_only_the_placements_touching_it(seed):
    """What the solver's last cut relies on: the placements on an area are
    those on the area before its last tile (minus those the tile lies on)
    with the same points, and those touching the last tile."""
    rng = random.Random(seed)
    area = Area()
    deck = list(enumerate(DECK))
    rng.shuffle(deck)
    before = None
    for tile, colours in deck[:12]:
        options = area.placements(colours, detail=False)
        if not options:
            continue
        p = rng.choice(options)
        before, area = area, area.copy()
        area.lay(tile, colours, p.rotation, p.x, p.y)
        for other in DECK[:24]:
            now = area.placements(other, detail=False)
            touching = area.placements_touching_last(other)
            assert set(touching) <= set(now)
            assert touching == sorted(touching)
            rest = [q for q in now if q not in touching]
            assert set(rest) <= set(before.placements(other, detail=False))
            full = area.placements(other)
            assert [
                q for q in full if any(laid == tile for t in q.touches for laid in t.tiles)
            ] == [area.placement(other, q.rotation, q.x, q.y) for q in touching]
