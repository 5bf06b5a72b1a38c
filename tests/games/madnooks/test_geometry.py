"""Mad Nooks geometry: tiles, rotations, deck, the area and its placements.

The tile is a wing: an L of four cells, a long arm of three cells (corner
included) and a short arm of two. The tests of the worked examples follow
docs/rules/madnooks.md ("Examples around a start tile", "Three and four
points") and assert exactly what the document says: the reason of a
refusal, or the points and which sides touch, fully or partly, and which
old tiles."""

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
from accessible_games.games.madnooks.describe import MadNooksNarrator
from accessible_games.games.madnooks.solver import best_picture
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
    parse_tile_code,
    turn,
)

A = (0, 1, 2, 3)  # KBRG: long1 black, long2 blue, short1 red, short2 green
K, B, R, G = 0, 1, 2, 3
ALL_KINDS = list(permutations(range(4)))


def code(text: str) -> tuple[int, int, int, int]:
    colours = parse_tile_code(text)
    assert colours is not None
    return colours


def area_with(*laid: tuple[int, tuple[int, ...], int, int, int]) -> Area:
    """An area with these tiles (id, colours, rotation 0-3, x, y), laid unchecked."""
    area = Area()
    for tile, colours, rotation, x, y in laid:
        area.lay(tile, colours, rotation, x, y)
    return area


def by_code(*laid: tuple[str, int, int, int]) -> Area:
    """An area of tiles given as (code, degrees, x, y); tile ids 0, 1, 2 ...
    in the order given (the start tile is id 0)."""
    return area_with(
        *((i, code(c), degrees // 90, x, y) for i, (c, degrees, x, y) in enumerate(laid))
    )


START = ("KBRG", 0, 0, 0)


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
    return sorted(out)


def covers(rotation: int, x: int, y: int) -> set[tuple[int, int]]:
    return {(x + dx, y + dy) for dx, dy in ROTATIONS[rotation].offsets}


# -- tiles -------------------------------------------------------------------


def test_base_orientation_edges():
    r0 = ROTATIONS[0]
    assert r0.offsets == ((0, 0), (1, 0), (2, 0), (0, 1))
    assert r0.corner == (0, 0)
    got = {(e.cell, e.direction): e.side for e in r0.edges}
    assert got == {
        ((0, 0), SOUTH): LONG1,
        ((1, 0), SOUTH): LONG1,
        ((2, 0), SOUTH): LONG1,
        ((0, 0), WEST): LONG2,
        ((0, 1), WEST): LONG2,
        ((1, 0), NORTH): SHORT1,
        ((2, 0), NORTH): SHORT1,
        ((0, 1), EAST): SHORT2,
        ((2, 0), EAST): TIP,
        ((0, 1), NORTH): TIP,
    }


def test_side_lengths_and_shares():
    """The sides have 3, 2, 2 and 1 unit edges: a tile shows its four
    colours in the shares 3 : 2 : 2 : 1; the short sides are short 1 and 2."""
    assert tiles.SIDE_LENGTH == (3, 2, 2, 1)
    assert tiles.SHORT_SIDES == (SHORT1, SHORT2)
    for r in ROTATIONS:
        assert [sum(1 for e in r.edges if e.side == s) for s in (LONG1, LONG2, SHORT1, SHORT2)] == [
            3,
            2,
            2,
            1,
        ]


def test_rotation_90_is_clockwise():
    r1 = ROTATIONS[1]
    # the long arm turns from east to south, the short arm from north to east
    assert r1.offsets == ((0, 0), (0, -1), (0, -2), (1, 0))
    got = {(e.cell, e.direction): e.side for e in r1.edges}
    assert got == {
        ((0, 0), WEST): LONG1,
        ((0, -1), WEST): LONG1,
        ((0, -2), WEST): LONG1,
        ((0, 0), NORTH): LONG2,
        ((1, 0), NORTH): LONG2,
        ((0, -1), EAST): SHORT1,
        ((0, -2), EAST): SHORT1,
        ((1, 0), SOUTH): SHORT2,
        ((0, -2), SOUTH): TIP,
        ((1, 0), EAST): TIP,
    }
    assert r1.cells == frozenset({(0, 2), (0, 1), (0, 0), (1, 2)}) and r1.corner == (0, 2)


#: the document's "Rotations": the cells covered at x,y (corner first, then
#: the long arm, then the short arm's end), and the way each side and each
#: tip faces (the long arm's tip, then the short arm's)
DOCUMENTED_ROTATIONS = {
    0: ([(0, 0), (1, 0), (2, 0), (0, 1)], (SOUTH, WEST, NORTH, EAST), (EAST, NORTH)),
    1: ([(0, 0), (0, -1), (0, -2), (1, 0)], (WEST, NORTH, EAST, SOUTH), (SOUTH, EAST)),
    2: ([(0, 0), (-1, 0), (-2, 0), (0, -1)], (NORTH, EAST, SOUTH, WEST), (WEST, SOUTH)),
    3: ([(0, 0), (0, 1), (0, 2), (-1, 0)], (EAST, SOUTH, WEST, NORTH), (NORTH, WEST)),
}


@pytest.mark.parametrize("rotation", range(4))
def test_the_four_covers_and_facings(rotation):
    cells, sides, tip_ways = DOCUMENTED_ROTATIONS[rotation]
    r = ROTATIONS[rotation]
    assert list(r.offsets) == cells
    for side, way in zip((LONG1, LONG2, SHORT1, SHORT2), sides, strict=True):
        assert {e.direction for e in r.edges if e.side == side} == {way}
    long_end, short_end = cells[2], cells[3]
    tips = {e.cell: e.direction for e in r.edges if e.side == TIP}
    assert tips == {long_end: tip_ways[0], short_end: tip_ways[1]}
    # the rule of thumb: short 1 faces the way the short arm points, long 1
    # the opposite way; short 2 the way the long arm points, long 2 the
    # opposite way; each tip the way its own arm points
    long_way = DELTA.index(cells[1])
    short_way = DELTA.index(cells[3])
    assert sides == (OPPOSITE[short_way], OPPOSITE[long_way], short_way, long_way)
    assert tip_ways == (long_way, short_way)


@pytest.mark.parametrize("rotation", range(4))
def test_the_nook(rotation):
    """The nook is the empty cell diagonal from the corner between the arms
    ((1,1) in rotation 0): short 2 faces only into it; short 1 faces into it
    and into the cell beside it, along the long arm."""
    r = ROTATIONS[rotation]
    nook = turn((1, 1), rotation)
    beside = turn((2, 1), rotation)
    assert nook not in r.offsets and beside not in r.offsets
    assert abs(nook[0]) == 1 and abs(nook[1]) == 1

    def across(side: int) -> set[tuple[int, int]]:
        return {
            (e.cell[0] + DELTA[e.direction][0], e.cell[1] + DELTA[e.direction][1])
            for e in r.edges
            if e.side == side
        }

    assert across(SHORT2) == {nook}
    assert across(SHORT1) == {nook, beside}
    assert not across(LONG1) & {nook, beside} and not across(LONG2) & {nook, beside}


def test_four_distinct_shapes():
    assert len({r.cells for r in ROTATIONS}) == 4
    for r in ROTATIONS:
        assert min(x for x, _ in r.cells) == 0 and min(y for _, y in r.cells) == 0
        assert r.corner in r.cells and len(r.cells) == 4


@pytest.mark.parametrize("rotation", range(4))
def test_rotation_edges_well_formed(rotation):
    r = ROTATIONS[rotation]
    cells = set(r.offsets)
    assert len(r.edges) == 10
    counts = [0] * 5
    for e in r.edges:
        counts[e.side] += 1
        assert e.cell in cells
        dx, dy = DELTA[e.direction]
        assert (e.cell[0] + dx, e.cell[1] + dy) not in cells  # a boundary edge
    assert counts == [3, 2, 2, 1, 2]
    # every boundary unit edge is listed once; the sides table agrees
    boundary = {
        (c, d)
        for c in cells
        for d in range(4)
        if (c[0] + DELTA[d][0], c[1] + DELTA[d][1]) not in cells
    }
    assert boundary == {(e.cell, e.direction) for e in r.edges}
    for c in cells:
        for d in range(4):
            side = r.sides[c][d]
            assert (side == INNER) == ((c, d) not in boundary)
    # a side's units lie in a straight row and face the same way
    for side in (LONG1, LONG2, SHORT1):
        units = [e for e in r.edges if e.side == side]
        assert len({u.direction for u in units}) == 1
        xs = sorted(u.cell[0] for u in units)
        ys = sorted(u.cell[1] for u in units)
        assert (len(set(xs)) == 1 and ys == list(range(ys[0], ys[0] + len(ys)))) or (
            len(set(ys)) == 1 and xs == list(range(xs[0], xs[0] + len(xs)))
        )
    # each arm: the long side outside, the shorter one inside, opposite it
    long_arm = {r.offsets[0], r.offsets[1], r.offsets[2]}
    short_arm = {r.offsets[0], r.offsets[3]}
    assert {e.cell for e in r.edges if e.side == LONG1} == long_arm
    assert {e.cell for e in r.edges if e.side == SHORT1} == long_arm - {r.offsets[0]}
    assert {e.cell for e in r.edges if e.side == LONG2} == short_arm
    assert {e.cell for e in r.edges if e.side == SHORT2} == short_arm - {r.offsets[0]}
    for outside, inside in ((LONG1, SHORT1), (LONG2, SHORT2)):
        d_out = next(e.direction for e in r.edges if e.side == outside)
        d_in = next(e.direction for e in r.edges if e.side == inside)
        assert d_out == OPPOSITE[d_in]


def test_turning_four_times_is_identity():
    for c in [(0, 0), (1, 0), (2, 0), (0, 1), (3, -2)]:
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
    assert tiles.parse_tile_code("SBRG") == A  # S (schwarz) for black
    assert tiles.parse_tile_code("KBRX") is None
    assert tiles.parse_tile_code("KBR") is None


def test_deck():
    deck = load_deck()
    assert len(deck) == 38
    orders = list(permutations(range(4)))
    assert list(deck[:24]) == orders
    assert list(deck[24:]) == orders[:14]
    data = json.loads(tiles.DECK_FILE.read_text(encoding="utf-8"))
    assert [t["id"] for t in data["tiles"]] == list(range(38))
    assert deck == tuple(tiles.deck_tiles())
    # the document's list: long 1 black or blue twice each, RKBG and RKGB
    # twice, the other red ones and every green one once
    twice = {tiles.tile_code(c) for c in deck if deck.count(c) == 2}
    assert twice == {
        "KBRG",
        "KBGR",
        "KRBG",
        "KRGB",
        "KGBR",
        "KGRB",
        "BKRG",
        "BKGR",
        "BRKG",
        "BRGK",
        "BGKR",
        "BGRK",
        "RKBG",
        "RKGB",
    }
    assert all(sorted(c) == [0, 1, 2, 3] for c in deck)


# -- laying rules ------------------------------------------------------------


def test_empty_area():
    area = Area()
    assert area.placements(A) == [Placement(0, 0, 0, 0, ())]
    assert area.check(A, 2, 5, 7) is None
    assert area.size() == (0, 0) and area.bounds() is None and area.holes() == []


def test_occupied():
    area = by_code(START)
    assert area.check(A, 0, 0, 0) == OCCUPIED
    # rotation 180 at 2,1 covers 2,1; 1,1; 0,1; 2,0: two of the start tile's cells
    assert covers(2, 2, 1) & covers(0, 0, 0) == {(0, 1), (2, 0)}
    assert area.check(A, 2, 2, 1) == OCCUPIED


def test_start_tile_as_documented():
    area = by_code(START)
    assert area.size() == (1, 4) and area.bounds() == (0, 0, 2, 1)
    assert area.open_edges() == (
        [(0, 0, SOUTH), (1, 0, SOUTH), (2, 0, SOUTH)],
        [(0, 0, WEST), (0, 1, WEST)],
        [(1, 0, NORTH), (2, 0, NORTH)],
        [(0, 1, EAST)],
    )
    assert area.holes() == []  # the nook is open
    # the tips: the east edge of 2,0 and the north edge of 0,1
    assert area.cell(2, 0).edges[EAST].side == TIP
    assert area.cell(0, 1).edges[NORTH].side == TIP


def test_example_1_long_side_alone_one_point():
    area = by_code(START)
    # KGRB at 2,-1, rotation 180: its long 1 faces north along the whole of
    # the start tile's long 1
    assert covers(2, 2, -1) == {(2, -1), (1, -1), (0, -1), (2, -2)}
    assert facing(area, 2, 2, -1) == [(LONG1, LONG1)] * 3
    assert area.placement(code("KGRB"), 2, 2, -1) == Placement(
        2, 2, -1, 1, (Touch(LONG1, K, True, (0,)),)
    )
    # BKRG there: its blue long 1 meets black
    assert area.check(code("BKRG"), 2, 2, -1) == COLOUR


def test_example_2_short_side_alone_refused():
    area = by_code(START)
    # RGBK at -1,2, rotation 90: its short 1 (blue) lies along the whole of
    # the start tile's long 2 (blue); its short 2 meets the start tile's tip
    assert covers(1, -1, 2) == {(-1, 2), (-1, 1), (-1, 0), (0, 2)}
    assert facing(area, 1, -1, 2) == [(SHORT1, LONG2), (SHORT1, LONG2), (SHORT2, TIP)]
    assert area.check(code("RGBK"), 1, -1, 2) == SHORT_ALONE
    # RGBK at 3,-1, rotation 270: short 2 (black) on the start tile's black
    # long 1; short 1 meets the start tile's tip and an empty cell
    assert covers(3, 3, -1) == {(3, -1), (3, 0), (3, 1), (2, -1)}
    assert facing(area, 3, 3, -1) == [(SHORT1, TIP), (SHORT2, LONG1)]
    assert area.check(code("RGBK"), 3, 3, -1) == SHORT_ALONE
    # a short 1 of another colour: the colour is the reason given first
    assert area.check(code("RGKB"), 1, -1, 2) == COLOUR


def test_example_3_two_sides_two_points():
    area = by_code(START)
    # RGKB at -1,-1, rotation 0 wraps round the start tile's corner
    assert covers(0, -1, -1) == {(-1, -1), (0, -1), (1, -1), (-1, 0)}
    assert facing(area, 0, -1, -1) == [(SHORT1, LONG1), (SHORT1, LONG1), (SHORT2, LONG2)]
    assert area.placement(code("RGKB"), 0, -1, -1) == Placement(
        0, -1, -1, 2, (Touch(SHORT1, K, True, (0,)), Touch(SHORT2, B, True, (0,)))
    )
    # the only placement of RGKB next to the start tile
    assert [(p.rotation, p.x, p.y) for p in area.placements(code("RGKB"))] == [(0, -1, -1)]


def test_example_4_only_partial_contact_refused():
    area = by_code(START)
    # KBRG at 1,-1, rotation 180: long 1 under two of the start tile's three units
    assert covers(2, 1, -1) == {(1, -1), (0, -1), (-1, -1), (1, -2)}
    assert facing(area, 2, 1, -1) == [(LONG1, LONG1), (LONG1, LONG1)]
    assert area.check(code("KBRG"), 2, 1, -1) == PARTIAL_ONLY
    # RGKB at 1,1, rotation 0: corner in the start tile's nook; long 1 on
    # two of its three units, long 2 on one of its two
    assert facing(area, 0, 1, 1) == [(LONG1, SHORT1), (LONG1, SHORT1), (LONG2, SHORT2)]
    assert area.check(code("RGKB"), 0, 1, 1) == PARTIAL_ONLY
    # BRKG at -2,-1, rotation 0: short 1 touches partly and alone: refused
    # as a short side alone
    assert facing(area, 0, -2, -1) == [(SHORT1, LONG1)]
    assert area.check(code("BRKG"), 0, -2, -1) == SHORT_ALONE


def test_example_5_partial_contact_with_a_full_one():
    area = by_code(START)
    # step 1: BKRG at 1,-1, rotation 90: long 2 (black) fully on the start tile's long 1
    assert covers(1, 1, -1) == {(1, -1), (1, -2), (1, -3), (2, -1)}
    assert area.placement(code("BKRG"), 1, 1, -1) == Placement(
        1, 1, -1, 1, (Touch(LONG2, K, True, (0,)),)
    )
    # without it, KBRG at 0,-1, rotation 180 touches only partly: refused
    assert area.check(code("KBRG"), 2, 0, -1) == PARTIAL_ONLY
    # step 2: with it, long 1 partly (black, start tile) and long 2 fully
    # (blue, BKRG's long 1): 2 points
    area = by_code(START, ("BKRG", 90, 1, -1))
    assert covers(2, 0, -1) == {(0, -1), (-1, -1), (-2, -1), (0, -2)}
    assert facing(area, 2, 0, -1) == [(LONG1, LONG1), (LONG2, LONG1), (LONG2, LONG1)]
    assert area.placement(code("KBRG"), 2, 0, -1) == Placement(
        2, 0, -1, 2, (Touch(LONG1, K, False, (0,)), Touch(LONG2, B, True, (1,)))
    )


def test_example_5_short_1_partly():
    area = by_code(START)
    # KBRG at -1,1, rotation 180: long 2 (blue) fully on the start tile's long 2
    assert covers(2, -1, 1) == {(-1, 1), (-2, 1), (-3, 1), (-1, 0)}
    assert area.placement(code("KBRG"), 2, -1, 1) == Placement(
        2, -1, 1, 1, (Touch(LONG2, B, True, (0,)),)
    )
    # then BRKG at -2,-1, rotation 0: short 1 (black) touches the start
    # tile's long 1 with one unit and the KBRG's tip with the other (partly),
    # short 2 (green) KBRG's short 2 (fully): 2 points; its north tip
    # meets KBRG's short 1 and counts for nothing
    area = by_code(START, ("KBRG", 180, -1, 1))
    assert facing(area, 0, -2, -1) == [
        (SHORT1, LONG1),
        (SHORT1, TIP),
        (SHORT2, SHORT2),
        (TIP, SHORT1),
    ]
    assert area.placement(code("BRKG"), 0, -2, -1) == Placement(
        0, -2, -1, 2, (Touch(SHORT1, K, False, (0,)), Touch(SHORT2, G, True, (1,)))
    )


def test_example_6_tips_do_not_matter():
    area = by_code(START)
    # KBRG at -3,0, rotation 0: only its tip lies against the start tile's long 2
    assert covers(0, -3, 0) == {(-3, 0), (-2, 0), (-1, 0), (-3, 1)}
    assert facing(area, 0, -3, 0) == [(TIP, LONG2)]
    assert area.check(code("KBRG"), 0, -3, 0) == NO_CONTACT
    # any tile at 3,0, rotation 0: its long 2 meets only the start tile's tip
    assert facing(area, 0, 3, 0) == [(LONG2, TIP)]
    assert {area.check(c, 0, 3, 0) for c in ALL_KINDS} == {NO_CONTACT}


def test_example_7_one_side_against_two_old_tiles():
    # GKBR at 0,-1, rotation 90: long 2 (black) fully on the start tile's long 1
    area = by_code(START)
    assert area.placement(code("GKBR"), 1, 0, -1) == Placement(
        1, 0, -1, 1, (Touch(LONG2, K, True, (0,)),)
    )
    # then any tile at -1,-1, rotation 270: its long 1 faces GKBR's green
    # long 1 and the start tile's blue long 2
    area = by_code(START, ("GKBR", 90, 0, -1))
    assert covers(3, -1, -1) == {(-1, -1), (-1, 0), (-1, 1), (-2, -1)}
    assert facing(area, 3, -1, -1) == [(LONG1, LONG1), (LONG1, LONG2), (LONG1, LONG2)]
    assert [area.cell(0, y).edges[WEST].colour for y in (-1, 0, 1)] == [G, B, B]
    assert {area.check(c, 3, -1, -1) for c in ALL_KINDS} == {COLOUR}
    # with BKRG instead (long 1 blue): BGKR there touches both old tiles
    # with one side, fully: 1 point
    area = by_code(START, ("BKRG", 90, 0, -1))
    assert area.placement(code("BGKR"), 3, -1, -1) == Placement(
        3, -1, -1, 1, (Touch(LONG1, B, True, (0, 1)),)
    )


#: the document's "Three and four points": the tiles laid after the start
#: tile, and the points the document gives each of them
THREE_POINTS = [("BKRG", 90, 1, -1), ("GBRK", 180, 0, -2), ("KBGR", 180, -1, 1)]
THREE_POINTS_SCORES = [1, 1, 1]
FOUR_POINTS = [
    ("RGKB", 0, -1, -1),
    ("RKBG", 180, 1, -2),
    ("BKGR", 0, 2, -3),
    ("GRKB", 270, 2, 1),
    ("KGBR", 270, 4, -2),
]
FOUR_POINTS_SCORES = [2, 1, 1, 1, 1]


@pytest.mark.parametrize(
    "steps, scores", [(THREE_POINTS, THREE_POINTS_SCORES), (FOUR_POINTS, FOUR_POINTS_SCORES)]
)
def test_three_and_four_points_steps_are_legal(steps, scores):
    """Each step is a legal placement, laid in order, with its points."""
    laid = [START]
    for (c, degrees, x, y), points in zip(steps, scores, strict=True):
        p = by_code(*laid).placement(code(c), degrees // 90, x, y)
        assert p is not None and p.points == points
        laid.append((c, degrees, x, y))


def test_three_points():
    area = by_code(START, *THREE_POINTS)
    # GBKR at -2,-1, rotation 0: long 1 (green) fully on GBRK's long 1;
    # short 1 (black) partly: the start tile's long 1 and KBGR's tip; short 2
    # (red) on KBGR's short 2; its tips meet BKRG's long 1 and KBGR's short 1
    assert facing(area, 0, -2, -1) == [(LONG1, LONG1)] * 3 + [
        (SHORT1, LONG1),
        (SHORT1, TIP),
        (SHORT2, SHORT2),
        (TIP, LONG1),
        (TIP, SHORT1),
    ]
    assert area.placement(code("GBKR"), 0, -2, -1) == Placement(
        0,
        -2,
        -1,
        3,
        (Touch(LONG1, G, True, (2,)), Touch(SHORT1, K, False, (0,)), Touch(SHORT2, R, True, (3,))),
    )


def test_four_points_in_play():
    area = by_code(START, *FOUR_POINTS)
    # BRGK at 3,-1, rotation 270: long 1, long 2 and short 1 partly, short 2
    # fully (on the start tile's long 1, under the new tile's nook 2,0)
    assert covers(3, 3, -1) == {(3, -1), (3, 0), (3, 1), (2, -1)}
    assert turn((1, 1), 3) == (-1, 1)  # the nook of rotation 270: 2,0 here
    assert area.tile_at(2, 0).tile == 0
    assert area.placement(code("BRGK"), 3, 3, -1) == Placement(
        3,
        3,
        -1,
        4,
        (
            Touch(LONG1, B, False, (5,)),
            Touch(LONG2, R, False, (5,)),
            Touch(SHORT1, G, False, (4,)),
            Touch(SHORT2, K, True, (0,)),
        ),
    )
    # KGBR's short 1 and, past an empty cell, nothing (long 1); KGBR's short 2
    # and BKGR's tip (long 2); GRKB's long 1 and the start tile's tip
    # (short 1); the west tip meets RGKB's tip
    assert facing(area, 3, 3, -1) == [
        (LONG1, SHORT1),
        (LONG1, SHORT1),
        (LONG2, SHORT2),
        (LONG2, TIP),
        (SHORT1, LONG1),
        (SHORT1, TIP),
        (SHORT2, LONG1),
        (TIP, TIP),
    ]


def test_four_points_need_the_nook():
    """Four points: old tiles along both long sides and one in the nook
    facing short 1 and short 2. Without the tile in the nook, at most two."""
    below = (0, code("KGRB"), 2, 2, -1)  # long 1 black along y=0
    left = (1, code("KBRG"), 2, -1, 1)  # long 2 blue along x=0
    nook = (2, code("RGKB"), 0, 1, 1)  # long 1 red, long 2 green: corner in the nook
    area = area_with(below, left, nook)
    assert area.placement(A, 0, 0, 0) == Placement(
        0,
        0,
        0,
        4,
        (
            Touch(LONG1, K, True, (0,)),
            Touch(LONG2, B, True, (1,)),
            Touch(SHORT1, R, True, (2,)),
            Touch(SHORT2, G, True, (2,)),
        ),
    )
    assert area.check((0, 1, 3, 2), 0, 0, 0) == COLOUR
    three = area_with(below, nook)
    p = three.placement(A, 0, 0, 0)
    assert p is not None and p.points == 3
    assert [t.side for t in p.touches] == [LONG1, SHORT1, SHORT2]
    two = area_with(below, left)
    p = two.placement(A, 0, 0, 0)
    assert p is not None and [t.side for t in p.touches] == [LONG1, LONG2]


# -- summaries ---------------------------------------------------------------


def test_holes_and_open_edges_of_a_ring():
    # two wings round one cell: KBRG at 0,0 (0) and BKGR at 2,2 (180)
    area = area_with((0, A, 0, 0, 0), (1, code("BKGR"), 2, 2, 2))
    assert covers(2, 2, 2) == {(2, 2), (1, 2), (0, 2), (2, 1)}
    assert area.holes() == [(1, 1)]
    hole = area.cell(1, 1)
    assert [(e.across_tile, e.across_side, e.across_colour) for e in hole.edges] == [
        (1, SHORT1, G),
        (1, SHORT2, R),
        (0, SHORT1, R),
        (0, SHORT2, G),
    ]
    edges = area.open_edges()
    assert (1, 0, NORTH) in edges[R] and (0, 1, EAST) in edges[G]
    assert (1, 2, SOUTH) in edges[G] and (2, 1, WEST) in edges[R]
    # 8 coloured unit edges a tile; KBRG's short 1 at 2,0 faces BKGR and
    # BKGR's short 1 at 0,2 faces KBRG: 14 open
    assert sum(len(e) for e in edges) == 14
    # a larger enclosure: two cells
    area = area_with((0, A, 0, 0, 0), (1, A, 2, 3, 2))
    assert area.size() == (2, 8)
    assert area.holes() == [(1, 1), (2, 1)]
    # opened on one side: no hole
    area = area_with((0, A, 0, 0, 0), (1, A, 2, 4, 2))
    assert area.holes() == []


def test_cell_view():
    area = area_with((7, A, 0, 0, 0))
    v = area.cell(0, 0)
    assert (v.tile, v.rotation, v.corner) == (7, 0, (0, 0))
    assert [e.side for e in v.edges] == [INNER, INNER, LONG1, LONG2]
    assert [e.colour for e in v.edges] == [None, None, K, B]
    assert all(e.across_tile in (None, 7) for e in v.edges)
    assert v.edges[NORTH].across_tile == 7 and v.edges[NORTH].across_side == INNER
    assert [e.side for e in area.cell(1, 0).edges] == [SHORT1, INNER, LONG1, INNER]
    assert [e.side for e in area.cell(2, 0).edges] == [SHORT1, TIP, LONG1, INNER]
    assert [e.side for e in area.cell(0, 1).edges] == [TIP, SHORT2, INNER, LONG2]
    v = area.cell(2, 0)
    assert (v.tile, v.corner) == (7, (0, 0))
    # the nook: red to the south, green to the west (the document's example)
    nook = area.cell(1, 1)
    assert nook.tile is None
    assert nook.edges[SOUTH] == (None, None, 7, SHORT1, R)
    assert nook.edges[WEST] == (None, None, 7, SHORT2, G)
    assert nook.edges[NORTH] == (None, None, None, None, None)
    assert nook.edges[EAST] == (None, None, None, None, None)
    # beside it, short 1 again
    assert area.cell(2, 1).edges[SOUTH] == (None, None, 7, SHORT1, R)


def test_document_placement_lists():
    """'Choosing a placement': next to the start tile alone, RGKB has one
    placement and BKRG two."""
    area = by_code(START)
    assert area.placements(code("RGKB")) == [
        Placement(0, -1, -1, 2, (Touch(SHORT1, K, True, (0,)), Touch(SHORT2, B, True, (0,))))
    ]
    assert area.placements(code("BKRG")) == [
        Placement(1, 0, -1, 1, (Touch(LONG2, K, True, (0,)),)),
        Placement(1, 1, -1, 1, (Touch(LONG2, K, True, (0,)),)),
    ]


def test_document_poker_example():
    """Poker's example: the hand KBRG RGKB KRBG BKRG KGRB, its best picture
    of 6 points laid as the document lists it."""
    steps = [
        ("RGKB", 0, -1, -1, 2),
        ("KRBG", 270, 2, 1, 1),
        ("BKRG", 0, -2, -2, 2),
        ("KGRB", 90, 3, 3, 1),
    ]
    laid = [START]
    for c, degrees, x, y, points in steps:
        p = by_code(*laid).placement(code(c), degrees // 90, x, y)
        assert p is not None and p.points == points
        laid.append((c, degrees, x, y))
    assert best_picture([code(c) for c in ("KBRG", "RGKB", "KRBG", "BKRG", "KGRB")]).points == 6


def test_document_map_example():
    """The map's example: KBRG (a) and BKRG at 1,-1, rotation 90 (b), the
    cursor on 1,-1: rows 1 to -3, x from -4 to 6."""
    deck = load_deck()
    first, second = deck.index(code("KBRG")), deck.index(code("BKRG"))
    view = {"area": [[first, "KBRG", 0, 0, 0], [second, "BKRG", 1, 1, -1]]}
    (cursor, rows) = MadNooksNarrator("en", ["A", "B"], 0).map_rows(view, 5)
    assert cursor == (1, -1)
    assert [r for r in rows if -3 <= r[0] <= 1] == [
        (1, "....a......"),
        (0, "....aaa...."),
        (-1, ".....Bb...."),
        (-2, ".....b....."),
        (-3, ".....b....."),
    ]


# -- placements against an independent statement of the rules ----------------

#: the wing in rotation 0, as the document states it: (cell, direction) -> side
REF_EDGES = {
    ((0, 0), 2): 0,
    ((1, 0), 2): 0,
    ((2, 0), 2): 0,  # long 1, south
    ((0, 0), 3): 1,
    ((0, 1), 3): 1,  # long 2, west
    ((1, 0), 0): 2,
    ((2, 0), 0): 2,  # short 1, north
    ((0, 1), 1): 3,  # short 2, east
    ((2, 0), 1): None,
    ((0, 1), 0): None,  # the tips
}
REF_LENGTH = (3, 2, 2, 1)
REF_STEP = ((0, 1), (1, 0), (0, -1), (-1, 0))  # north, east, south, west


def ref_shape(rotation: int) -> tuple[list[tuple[int, int]], dict]:
    """The cells and the boundary edges of the wing turned ``rotation``
    quarter turns clockwise: (x, y) -> (y, -x), a direction d -> d + 1."""

    def rot(c):
        x, y = c
        for _ in range(rotation):
            x, y = y, -x
        return x, y

    cells = [rot(c) for c in ((0, 0), (1, 0), (2, 0), (0, 1))]
    edges = {(rot(c), (d + rotation) % 4): s for (c, d), s in REF_EDGES.items()}
    return cells, edges


def ref_grid(area: Area) -> dict:
    """cell -> (tile id, {direction: colour or None for a tip})."""
    grid = {}
    for laid in area.laid:
        cells, edges = ref_shape(laid.rotation)
        for cx, cy in cells:
            out = {
                d: (None if s is None else laid.colours[s])
                for (c, d), s in edges.items()
                if c == (cx, cy)
            }
            grid[(laid.x + cx, laid.y + cy)] = (laid.tile, out)
    return grid


def ref_evaluate(grid: dict, colours, rotation: int, x: int, y: int):
    """The reason a placement is refused, or (points, touches)."""
    cells, edges = ref_shape(rotation)
    if any((x + cx, y + cy) in grid for cx, cy in cells):
        return OCCUPIED
    units = [0, 0, 0, 0]
    olds: list[set] = [set(), set(), set(), set()]
    wrong = False
    for ((cx, cy), d), side in edges.items():
        if side is None:
            continue  # the new tile's tip
        sx, sy = REF_STEP[d]
        other = grid.get((x + cx + sx, y + cy + sy))
        if other is None:
            continue
        theirs = other[1].get((d + 2) % 4)
        if theirs is None:
            continue  # an old tile's tip
        units[side] += 1
        olds[side].add(other[0])
        wrong = wrong or theirs != colours[side]
    sides = [s for s in range(4) if units[s]]
    if not sides:
        return NO_CONTACT
    if wrong:
        return COLOUR
    if sides in ([2], [3]):
        return SHORT_ALONE
    full = {s: units[s] == REF_LENGTH[s] for s in sides}
    if not any(full.values()):
        return PARTIAL_ONLY
    return len(sides), tuple(Touch(s, colours[s], full[s], tuple(sorted(olds[s]))) for s in sides)


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


def brute_force(area: Area, colours) -> tuple[list[Placement], dict]:
    """Every legal placement by the independent rules, and the reason of
    every position examined."""
    grid = ref_grid(area)
    xs = [x for x, _ in grid]
    ys = [y for _, y in grid]
    found, reasons = [], {}
    for r in range(4):
        for x in range(min(xs) - 3, max(xs) + 4):
            for y in range(min(ys) - 3, max(ys) + 4):
                result = ref_evaluate(grid, colours, r, x, y)
                if isinstance(result, str):
                    reasons[(r, x, y)] = result
                else:
                    found.append(Placement(r, x, y, *result))
    return sorted(found), reasons


def frontier_of(area: Area) -> set[tuple[int, int]]:
    laid = set(ref_grid(area))
    return {
        (cx + dx, cy + dy)
        for cx, cy in laid
        for dx, dy in REF_STEP
        if (cx + dx, cy + dy) not in laid
    }


def test_reference_rules_agree_on_the_examples():
    """The independent rules give the document's examples the same results."""
    grid = ref_grid(by_code(START))
    assert ref_evaluate(grid, code("KGRB"), 2, 2, -1)[0] == 1
    assert ref_evaluate(grid, code("RGBK"), 1, -1, 2) == SHORT_ALONE
    assert ref_evaluate(grid, code("RGKB"), 0, 1, 1) == PARTIAL_ONLY
    assert ref_evaluate(grid, code("KBRG"), 0, -3, 0) == NO_CONTACT
    grid = ref_grid(by_code(START, *FOUR_POINTS))
    assert ref_evaluate(grid, code("BRGK"), 3, 3, -1)[0] == 4


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 12), st.integers(0, 37))
def test_placements_equal_brute_force(seed, count, tile):
    area = random_area(seed, count)
    colours = load_deck()[tile]
    listed = area.placements(colours)
    expected, reasons = brute_force(area, colours)
    assert listed == expected
    for (r, x, y), reason in reasons.items():
        assert area.check(colours, r, x, y) == reason
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
    expected = sorted(
        p._replace(
            rotation=(p.rotation + 1) % 4, x=turn((p.x, p.y), 1)[0], y=turn((p.x, p.y), 1)[1]
        )
        for p in area.placements(colours)
    )
    assert turned.placements(colours) == expected
    assert len(turned.holes()) == len(area.holes())


@pytest.mark.parametrize("seed", range(5))
def test_candidates_follow_the_perimeter(seed):
    """The positions examined stay within 16 per frontier cell (4 rotations
    times 4 cells), and the frontier within the open unit edges of the area
    (10 a tile), however large."""
    area = random_area(seed, 38)
    counts = []
    for n in range(1, len(area.laid) + 1):
        part = Area()
        for t in area.laid[:n]:
            part.lay(*t)
        frontier = part.frontier()
        perimeter = sum(
            1
            for t in part.laid
            for dx, dy in ROTATIONS[t.rotation].offsets
            for ex, ey in DELTA
            if (t.x + dx + ex, t.y + dy + ey) in frontier
        )
        assert len(frontier) <= perimeter <= 10 * n
        assert len(part.candidates()) <= 16 * len(frontier)
        counts.append(len(part.candidates()))
    # no growth with the area's square: the last count is at most linear
    assert counts[-1] <= 16 * 10 * len(area.laid)


def test_copy_is_independent():
    area = area_with((0, A, 0, 0, 0))
    other = area.copy()
    other.lay(1, A, 2, 2, -1)
    assert area.size() == (1, 4) and other.size() == (2, 8)
    assert area.frontier() != other.frontier()
