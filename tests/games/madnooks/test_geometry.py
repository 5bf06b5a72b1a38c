"""Mad Nooks geometry: tiles, rotations, deck, the area and its placements."""

from __future__ import annotations

import json
import random
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.games.madnooks import tiles
from accessible_games.games.madnooks.area import (
    COLOUR,
    NO_CONTACT,
    OCCUPIED,
    PARTIAL_ONLY,
    SHORT_ALONE,
    Area,
    Placement,
    Touch,
)
from accessible_games.games.madnooks.tiles import (
    DELTA,
    EAST,
    INNER,
    LONG1,
    LONG2,
    NORTH,
    OPPOSITE,
    ROTATIONS,
    SHORT1,
    SHORT2,
    SOUTH,
    TIP,
    WEST,
    load_deck,
    turn,
)

A = (0, 1, 2, 3)  # long1 black, long2 blue, short1 red, short2 green


def area_with(*laid: tuple[int, tuple[int, ...], int, int, int]) -> Area:
    area = Area()
    for tile, colours, rotation, x, y in laid:
        area.lay(tile, colours, rotation, x, y)
    return area


def facing(area: Area, rotation: int, x: int, y: int) -> list[tuple[int, int]]:
    """(new tile's edge side, old tile's edge side) for every boundary unit
    edge of the placement that faces a laid cell, from tiles.ROTATIONS."""
    out = []
    for edge in ROTATIONS[rotation].edges:
        cx, cy = x + edge.cell[0], y + edge.cell[1]
        dx, dy = DELTA[edge.direction]
        view = area.cell(cx + dx, cy + dy)
        if view.tile is not None:
            out.append((edge.side, view.edges[OPPOSITE[edge.direction]].side))
    return out


# -- tiles -------------------------------------------------------------------

def test_base_orientation_edges():
    r0 = ROTATIONS[0]
    assert r0.offsets == ((0, 0), (1, 0), (0, 1))
    assert r0.corner == (0, 0)
    got = {(e.cell, e.direction): e.side for e in r0.edges}
    assert got == {
        ((0, 0), SOUTH): LONG1, ((1, 0), SOUTH): LONG1,
        ((0, 0), WEST): LONG2, ((0, 1), WEST): LONG2,
        ((1, 0), NORTH): SHORT1, ((0, 1), EAST): SHORT2,
        ((1, 0), EAST): TIP, ((0, 1), NORTH): TIP,
    }


def test_rotation_90_is_clockwise():
    r1 = ROTATIONS[1]
    # the vertical arm turns to the east, the horizontal arm to the south
    assert set(r1.offsets) == {(0, 0), (0, -1), (1, 0)}
    got = {(e.cell, e.direction): e.side for e in r1.edges}
    assert got == {
        ((0, 0), WEST): LONG1, ((0, -1), WEST): LONG1,
        ((0, 0), NORTH): LONG2, ((1, 0), NORTH): LONG2,
        ((0, -1), EAST): SHORT1, ((1, 0), SOUTH): SHORT2,
        ((0, -1), SOUTH): TIP, ((1, 0), EAST): TIP,
    }
    assert r1.cells == frozenset({(0, 1), (0, 0), (1, 1)}) and r1.corner == (0, 1)


def test_four_distinct_shapes():
    assert len({r.cells for r in ROTATIONS}) == 4
    for r in ROTATIONS:
        assert min(x for x, _ in r.cells) == 0 and min(y for _, y in r.cells) == 0
        assert r.corner in r.cells


@pytest.mark.parametrize("rotation", range(4))
def test_rotation_edges_well_formed(rotation):
    r = ROTATIONS[rotation]
    cells = set(r.offsets)
    assert len(r.edges) == 8
    counts = [0] * 5
    for e in r.edges:
        counts[e.side] += 1
        assert e.cell in cells
        dx, dy = DELTA[e.direction]
        assert (e.cell[0] + dx, e.cell[1] + dy) not in cells  # a boundary edge
    assert counts == [2, 2, 1, 1, 2]
    # every boundary unit edge is listed once; the sides table agrees
    boundary = {(c, d) for c in cells for d in range(4)
                if (c[0] + DELTA[d][0], c[1] + DELTA[d][1]) not in cells}
    assert boundary == {(e.cell, e.direction) for e in r.edges}
    for c in cells:
        for d in range(4):
            side = r.sides[c][d]
            assert (side == INNER) == ((c, d) not in boundary)
    # a long side's two units lie side by side and face the same way
    for side in (LONG1, LONG2):
        units = [e for e in r.edges if e.side == side]
        assert units[0].direction == units[1].direction
        (ax, ay), (bx, by) = units[0].cell, units[1].cell
        assert abs(ax - bx) + abs(ay - by) == 1


def test_turning_four_times_is_identity():
    for c in [(0, 0), (1, 0), (0, 1), (3, -2)]:
        assert turn(c, 4) == c
        assert turn(turn(c, 1), 3) == c
    for r in range(4):
        nxt = ROTATIONS[(r + 1) % 4]
        turned = {(turn(e.cell, 1), (e.direction + 1) % 4, e.side) for e in ROTATIONS[r].edges}
        assert turned == {(e.cell, e.direction, e.side) for e in nxt.edges}


def test_text_forms():
    assert [tiles.rotation_text(r) for r in range(4)] == ["0", "90", "180", "270"]
    texts = ("0", "90", "180°", "270", "45")
    assert [tiles.parse_rotation(t) for t in texts] == [0, 1, 2, 3, None]
    assert tiles.position_text(3, -2) == "3,-2"
    assert tiles.parse_position(" 3, -2") == (3, -2)
    assert tiles.parse_position("3") is None
    assert tiles.tile_code(A) == "KBRG"
    assert tiles.parse_tile_code("kbrg") == A
    assert tiles.parse_tile_code("KBRX") is None


def test_deck():
    deck = load_deck()
    assert len(deck) == 38
    orders = list(permutations(range(4)))
    assert list(deck[:24]) == orders
    assert list(deck[24:]) == orders[:14]
    data = json.loads(tiles.DECK_FILE.read_text(encoding="utf-8"))
    assert [t["id"] for t in data["tiles"]] == list(range(38))
    assert deck == tuple(tiles.deck_tiles())


# -- laying rules ------------------------------------------------------------

def test_empty_area():
    area = Area()
    assert area.placements(A) == [Placement(0, 0, 0, 0, ())]
    assert area.check(A, 2, 5, 7) is None
    assert area.size() == (0, 0) and area.bounds() is None and area.holes() == []


def test_occupied():
    area = area_with((0, A, 0, 0, 0))
    assert area.check(A, 0, 0, 0) == OCCUPIED
    assert area.check(A, 2, 1, 1) == OCCUPIED  # (1,1) (0,1) (1,0): two of A's cells


def test_long_side_alone_one_point():
    area = area_with((0, A, 0, 0, 0))
    # rotation 180 with its corner at (1,-1): its long1 lies along A's long1 (black)
    assert sorted(facing(area, 2, 1, -1)) == [(LONG1, LONG1), (LONG1, LONG1)]
    p = area.placement((0, 3, 2, 1), 2, 1, -1)
    assert p == Placement(2, 1, -1, 1, (Touch(LONG1, 0, True, (0,)),))
    assert area.check((1, 0, 2, 3), 2, 1, -1) == COLOUR


def test_colour_mismatch_across_two_old_sides():
    red_first = (2, 0, 1, 3)
    black_first = (0, 2, 1, 3)
    # two old long1 sides below row 0: x 0-1 red, x 2-3 black
    area = area_with((0, red_first, 0, 0, 0), (1, black_first, 0, 2, 0))
    assert sorted(facing(area, 2, 2, -1)) == [(LONG1, LONG1), (LONG1, LONG1)]
    for colour in range(4):
        new = (colour, 1, 3, 0) if colour != 1 else (colour, 0, 3, 2)
        assert area.check(new, 2, 2, -1) == COLOUR
    # the same place when both old sides are red: legal, one side touching two tiles
    same = area_with((0, red_first, 0, 0, 0), (1, (2, 1, 0, 3), 0, 2, 0))
    p = same.placement((2, 1, 3, 0), 2, 2, -1)
    assert p is not None and p.points == 1
    assert p.touches == (Touch(LONG1, 2, True, (0, 1)),)


def test_short_side_alone_refused():
    area = area_with((0, A, 0, 0, 0))
    # rotation 90 at (-1,2): its short1 meets A's long2; its short2 meets A's tip
    assert sorted(facing(area, 1, -1, 2)) == [(SHORT1, LONG2), (SHORT2, TIP)]
    assert area.check((0, 0, 1, 0), 1, -1, 2) == SHORT_ALONE
    assert area.check((3, 3, 1, 3), 1, -1, 2) == SHORT_ALONE
    assert area.check((0, 0, 2, 0), 1, -1, 2) == COLOUR


def test_two_short_sides_allowed():
    area = area_with((0, A, 0, 0, 0))
    # rotation 0 at (-1,-1): its short1 meets A's long1, its short2 A's long2
    assert sorted(facing(area, 0, -1, -1)) == [(SHORT1, LONG1), (SHORT2, LONG2)]
    p = area.placement((3, 2, 0, 1), 0, -1, -1)
    assert p == Placement(0, -1, -1, 2, (Touch(SHORT1, 0, True, (0,)),
                                         Touch(SHORT2, 1, True, (0,))))
    assert area.check((3, 2, 0, 0), 0, -1, -1) == COLOUR


def test_partial_contact_needs_a_full_one():
    area = area_with((0, A, 0, 0, 0))
    # rotation 0 with its corner in A's nook: both long sides touch along one unit
    assert sorted(facing(area, 0, 1, 1)) == [(LONG1, SHORT1), (LONG2, SHORT2)]
    assert area.check((2, 3, 0, 1), 0, 1, 1) == PARTIAL_ONLY
    # a long side alone, partly: refused too (rotation 180 at (0,-1))
    assert sorted(facing(area, 2, 0, -1)) == [(LONG1, LONG1)]
    assert area.check((0, 1, 2, 3), 2, 0, -1) == PARTIAL_ONLY
    # partial long1 with a full long2 beside it: allowed
    area = area_with((0, A, 0, 0, 0), (1, A, 1, 0, -1), (2, A, 2, -1, 0))
    assert sorted(facing(area, 3, -1, 1)) == [(LONG1, LONG2), (LONG2, LONG1), (LONG2, LONG1)]
    p = area.placement((1, 0, 2, 3), 3, -1, 1)
    assert p is not None and p.points == 2
    assert p.touches == (Touch(LONG1, 1, False, (0,)), Touch(LONG2, 0, True, (2,)))
    # without the tile giving the full contact: refused
    area = area_with((0, A, 0, 0, 0), (1, A, 1, 0, -1))
    assert area.check((1, 0, 2, 3), 3, -1, 1) == PARTIAL_ONLY


def test_tip_contact_ignored():
    area = area_with((0, A, 0, 0, 0))
    # not enough: the new tile's tip meets A's long2, nothing else
    assert facing(area, 0, -2, 0) == [(TIP, LONG2)]
    assert area.check(A, 0, -2, 0) == NO_CONTACT
    # ... nor A's tip meeting the new tile's long1
    assert facing(area, 0, 0, 2) == [(LONG1, TIP)]
    assert area.check(A, 0, 0, 2) == NO_CONTACT
    # not forbidding: rotation 180 at (1,-1) touches A's long1 (black); the
    # green long1 of another old tile meets the new tile's tip, whatever the
    # new tile's colours
    area = area_with((0, A, 0, 0, 0), (1, (3, 2, 1, 0), 2, 1, -3))
    assert sorted(facing(area, 2, 1, -1)) == [(LONG1, LONG1), (LONG1, LONG1), (TIP, LONG1)]
    for new in [(0, 1, 2, 3), (0, 3, 1, 2)]:  # no green, or green away from the tip
        p = area.placement(new, 2, 1, -1)
        assert p is not None and p.points == 1 and p.touches == (Touch(LONG1, 0, True, (0,)),)
    # a coloured side against an old tip is no second side: short1 stays alone
    area = area_with((0, A, 0, 0, 0))
    assert sorted(facing(area, 1, -1, 2)) == [(SHORT1, LONG2), (SHORT2, TIP)]
    assert area.check((0, 0, 1, 0), 1, -1, 2) == SHORT_ALONE


def _four_sides_area(with_left: bool) -> Area:
    laid = [(0, (0, 3, 3, 3), 2, 1, -1),   # below: long1 black along y=0
            (1, (2, 3, 1, 1), 0, 1, 1)]    # in the nook: long1 red, long2 green
    if with_left:
        laid.append((2, (2, 1, 0, 0), 2, -1, 1))  # left: long2 blue along x=0
    return area_with(*laid)


def test_three_and_four_points():
    four = _four_sides_area(True)
    assert sorted(facing(four, 0, 0, 0)) == [(LONG1, LONG1), (LONG1, LONG1), (LONG2, LONG2),
                                             (LONG2, LONG2), (SHORT1, LONG1), (SHORT2, LONG2)]
    p = four.placement(A, 0, 0, 0)
    assert p == Placement(0, 0, 0, 4, (Touch(LONG1, 0, True, (0,)), Touch(LONG2, 1, True, (2,)),
                                       Touch(SHORT1, 2, True, (1,)), Touch(SHORT2, 3, True, (1,))))
    assert four.check((0, 1, 3, 2), 0, 0, 0) == COLOUR
    three = _four_sides_area(False)
    p = three.placement(A, 0, 0, 0)
    assert p is not None and p.points == 3
    assert [t.side for t in p.touches] == [LONG1, SHORT1, SHORT2]
    assert p in three.placements(A)
    assert max(q.points for q in four.placements(A)) == 4


# -- summaries ---------------------------------------------------------------

def test_open_edges_single_tile():
    area = area_with((7, A, 0, 0, 0))
    assert area.open_edges() == ([(0, 0, SOUTH), (1, 0, SOUTH)], [(0, 0, WEST), (0, 1, WEST)],
                                 [(1, 0, NORTH)], [(0, 1, EAST)])
    assert area.size() == (1, 3) and area.bounds() == (0, 0, 1, 1)
    assert area.holes() == []  # the nook is open


def test_holes_and_open_edges_of_a_ring():
    area = area_with((0, A, 0, -1, -1), (1, (1, 0, 3, 2), 2, 1, 1))
    assert area.holes() == [(0, 0)]
    edges = area.open_edges()
    # the hole's four neighbours show their sides into it: tile 0's short1
    # (red) and short2 (green), tile 1's short1 (green), short2 (red)
    assert (0, -1, NORTH) in edges[2] and (-1, 0, EAST) in edges[3]
    assert (1, 0, WEST) in edges[2] and (0, 1, SOUTH) in edges[3]
    assert sum(len(e) for e in edges) == 12
    # a larger enclosure: two cells
    area = area_with((0, A, 0, -1, -1), (1, A, 2, 2, 1), (2, A, 0, -1, 1), (3, A, 2, 2, -1))
    assert area.size() == (4, 12)
    assert area.holes() == [(0, 0), (1, 0)]
    # opened on one side: no hole
    area = area_with((0, A, 0, -1, -1), (1, A, 2, 2, 1), (2, A, 0, -1, 1))
    assert area.holes() == []


def test_cell_view():
    area = area_with((7, A, 0, 0, 0))
    v = area.cell(0, 0)
    assert (v.tile, v.rotation, v.corner) == (7, 0, (0, 0))
    assert [e.side for e in v.edges] == [INNER, INNER, LONG1, LONG2]
    assert [e.colour for e in v.edges] == [None, None, 0, 1]
    assert all(e.across_tile in (None, 7) for e in v.edges)
    assert v.edges[NORTH].across_tile == 7 and v.edges[NORTH].across_side == INNER
    v = area.cell(1, 0)
    assert [e.side for e in v.edges] == [SHORT1, TIP, LONG1, INNER]
    nook = area.cell(1, 1)
    assert nook.tile is None
    assert nook.edges[SOUTH] == (None, None, 7, SHORT1, 2)
    assert nook.edges[WEST] == (None, None, 7, SHORT2, 3)
    assert nook.edges[NORTH] == (None, None, None, None, None)


# -- placements against brute force -----------------------------------------

def random_area(seed: int, count: int) -> Area:
    """An area built by random legal play of deck tiles (fewer tiles when
    no tile of the deck fits any more)."""
    rng = random.Random(seed)
    deck = list(enumerate(load_deck()))
    rng.shuffle(deck)
    area = Area()
    while len(area.laid) < count and deck:
        for i, (tile, colours) in enumerate(deck):
            options = area.placements(colours)
            if options:
                p = rng.choice(options)
                area.lay(tile, colours, p.rotation, p.x, p.y)
                deck.pop(i)
                break
        else:
            break
    return area


def brute_force(area: Area, colours) -> list[Placement]:
    x0, y0, x1, y1 = area.bounds()
    found = []
    for r in range(4):
        for x in range(x0 - 3, x1 + 4):
            for y in range(y0 - 3, y1 + 4):
                if area.check(colours, r, x, y) is None:
                    found.append(area.placement(colours, r, x, y))
    return sorted(found)


def frontier_of(area: Area) -> set[tuple[int, int]]:
    cells = set()
    laid = set()
    for t in area.laid:
        for dx, dy in ROTATIONS[t.rotation].offsets:
            laid.add((t.x + dx, t.y + dy))
    for cx, cy in laid:
        for dx, dy in DELTA:
            if (cx + dx, cy + dy) not in laid:
                cells.add((cx + dx, cy + dy))
    return cells


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 12), st.integers(0, 37))
def test_placements_equal_brute_force(seed, count, tile):
    area = random_area(seed, count)
    colours = load_deck()[tile]
    listed = area.placements(colours)
    assert listed == brute_force(area, colours)
    for p in listed:
        assert area.check(colours, p.rotation, p.x, p.y) is None
        assert 1 <= p.points <= 4 and p.points == len(p.touches)
    assert area.frontier() == frontier_of(area)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 10), st.integers(0, 37))
def test_placements_turn_with_the_area(seed, count, tile):
    """Turning the whole area a quarter turn clockwise turns its placements."""
    area = random_area(seed, count)
    turned = Area()
    for t in area.laid:
        x, y = turn((t.x, t.y), 1)
        turned.lay(t.tile, t.colours, (t.rotation + 1) % 4, x, y)
    colours = load_deck()[tile]
    expected = sorted(p._replace(rotation=(p.rotation + 1) % 4, x=turn((p.x, p.y), 1)[0],
                                 y=turn((p.x, p.y), 1)[1])
                      for p in area.placements(colours))
    assert turned.placements(colours) == expected
    assert len(turned.holes()) == len(area.holes())


@pytest.mark.parametrize("seed", range(5))
def test_candidates_follow_the_perimeter(seed):
    """The positions examined stay within 12 per frontier cell, and the
    frontier within the open unit edges of the area, however large."""
    area = random_area(seed, 38)
    counts = []
    for n in range(1, len(area.laid) + 1):
        part = Area()
        for t in area.laid[:n]:
            part.lay(*t)
        frontier = part.frontier()
        perimeter = sum(1 for t in part.laid for dx, dy in ROTATIONS[t.rotation].offsets
                        for ex, ey in DELTA if (t.x + dx + ex, t.y + dy + ey) in frontier)
        assert len(frontier) <= perimeter <= 8 * n
        assert len(part.candidates()) <= 12 * len(frontier)
        counts.append(len(part.candidates()))
    # no growth with the area's square: the last count is at most linear
    assert counts[-1] <= 12 * 8 * len(area.laid)


def test_copy_is_independent():
    area = area_with((0, A, 0, 0, 0))
    other = area.copy()
    other.lay(1, A, 2, 1, -1)
    assert area.size() == (1, 3) and other.size() == (2, 6)
    assert area.frontier() != other.frontier()
