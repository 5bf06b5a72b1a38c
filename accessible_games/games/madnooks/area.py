"""An unbounded area of laid Mad Nooks tiles and its legal placements.

Conventions (see tiles.py): x east, y north; a placement is
``(rotation, x, y)`` with ``(x, y)`` the cell of the tile's corner and
``rotation`` 0-3 quarter turns clockwise.

Laying rules (all on unit edges; "old" tiles are those already laid):

1. The tile's four cells must be empty (``occupied``).
2. A unit edge of a coloured side of the new tile *touches* when the cell
   across it holds an old tile whose unit edge there is a coloured side.
   Where either edge is a tip nothing happens (tips never count, never
   forbid).
3. Every touching unit edge has the same colour on both tiles (``colour``).
4. At least one side touches (``no_contact``), except for the first tile.
5. Exactly one side touching and it is a short side: illegal
   (``short_alone``).
6. A side touching along some but not all of its units touches *partly*;
   that is allowed only if some side touches along its whole length
   (``partial_only``).
7. Points: 1 per side of the new tile that touches (1-4).

``check`` returns the first reason found in the order occupied,
no_contact, colour, short_alone, partial_only (a side of the wrong colour
still touches). Candidate positions come from the
*frontier*, the empty cells next to laid cells, which each ``lay`` keeps up
to date: for every rotation, the offsets that put one of the tile's four
cells on a frontier cell. So ``placements`` costs time in proportion to the
perimeter, not the area. On an empty area the only placement listed is the
start tile's: rotation 0 at (0,0), 0 points (``check`` allows any).

Whether a tile fits a position depends on its colours only through the
colours the touching sides face: ``placements`` works out once per
position of the area which candidates any tile could fit (no cell taken,
no side facing two colours, the contact rules met) and the colours each
needs, then picks those a tile's colours meet. What is worked out from a
position (those fits, the placements of each tile, the holes, the open
edges, the dead cells, the refusals) is remembered until the next ``lay``:
the narrator asks for the same things many times between two moves.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from accessible_games.games.madnooks.tiles import (
    DELTA,
    INNER,
    OPPOSITE,
    ROTATIONS,
    SHORT_SIDES,
    SIDE_LENGTH,
    TIP,
    Colours,
    load_deck,
)

#: the rejection reasons of ``check``
OCCUPIED = "occupied"
NO_CONTACT = "no_contact"
COLOUR = "colour"
SHORT_ALONE = "short_alone"
PARTIAL_ONLY = "partial_only"
REASONS = (OCCUPIED, NO_CONTACT, COLOUR, SHORT_ALONE, PARTIAL_ONLY)

NO_COLOUR = -1

Cell = tuple[int, int]


class Touch(NamedTuple):
    """A side of the new tile that touches: its id, colour, whether it
    touches along its whole length, and the ids of the old tiles it touches
    (sorted)."""

    side: int
    colour: int
    full: bool
    tiles: tuple[int, ...]


class Placement(NamedTuple):
    rotation: int
    x: int
    y: int
    points: int
    touches: tuple[Touch, ...]


class Laid(NamedTuple):
    """A tile in the area: its id, colours, rotation and corner cell."""

    tile: int
    colours: Colours
    rotation: int
    x: int
    y: int


class EdgeView(NamedTuple):
    """One of a cell's four edges: what this cell has there (``side`` a
    side id, TIP, INNER for the tile's own next cell, None for an empty
    cell) and its colour (or None), and what the cell across holds: the
    tile id (None when empty), that tile's side there and its colour."""

    side: int | None
    colour: int | None
    across_tile: int | None
    across_side: int | None
    across_colour: int | None


class CellView(NamedTuple):
    """A cell: the tile on it (None when empty), that tile's rotation and
    corner, and its four edges (north, east, south, west)."""

    x: int
    y: int
    tile: int | None
    rotation: int | None
    corner: Cell | None
    edges: tuple[EdgeView, EdgeView, EdgeView, EdgeView]


# per rotation: the cell offsets, and the coloured unit edges as
# (offset of the cell across, direction seen from there, side)
_OFFSETS = tuple(r.offsets for r in ROTATIONS)
_PROBES = tuple(
    tuple(
        (
            (e.cell[0] + DELTA[e.direction][0], e.cell[1] + DELTA[e.direction][1]),
            OPPOSITE[e.direction],
            e.side,
        )
        for e in r.edges
        if e.side != TIP
    )
    for r in ROTATIONS
)
# per rotation and direction: the offsets of the cells across whose edge in
# that direction a coloured side of the tile touches
_PROBES_BY_DIRECTION = tuple(
    tuple(tuple(offset for offset, direction, _ in probes if direction == d) for d in range(4))
    for probes in _PROBES
)

# keys of what an area remembers (besides ("placements", colours, detail))
_CANDIDATES, _FITS, _FRONTIER, _BOUNDS, _OPEN_EDGES, _HOLES = (
    "candidates",
    "fits",
    "frontier",
    "bounds",
    "open_edges",
    "holes",
)


class Area:
    """Laid tiles on an unbounded grid."""

    __slots__ = ("laid", "_cells", "_frontier", "_memo")

    def __init__(self) -> None:
        self.laid: list[Laid] = []
        # cell -> (index in laid, sides on N E S W, colours on N E S W (-1: none))
        self._cells: dict[Cell, tuple[int, tuple[int, ...], tuple[int, ...]]] = {}
        self._frontier: set[Cell] = set()
        # what was worked out from this position; None again after each lay
        self._memo: dict[Any, Any] | None = None

    def copy(self) -> Area:
        other = Area.__new__(Area)
        other.laid = list(self.laid)
        other._cells = dict(self._cells)
        other._frontier = set(self._frontier)
        other._memo = None
        return other

    def _remembered(self) -> dict[Any, Any]:
        """What this position has worked out so far. An area shared between
        threads is never laid on (area_from_view), so two threads can at
        worst both work a thing out; a lay starts a new memo."""
        memo = self._memo
        if memo is None:
            memo = self._memo = {}
        return memo

    # -- laying ---------------------------------------------------------
    def lay(self, tile: int, colours: Colours, rotation: int, x: int, y: int) -> None:
        """Put a tile down, without any check."""
        self._memo = None
        index = len(self.laid)
        self.laid.append(Laid(tile, tuple(colours), rotation, x, y))  # type: ignore[arg-type]
        cells = self._cells
        frontier = self._frontier
        rot = ROTATIONS[rotation]
        for (dx, dy), sides in rot.sides.items():
            c = (x + dx, y + dy)
            cols = tuple(colours[s] if s < 4 else NO_COLOUR for s in sides)
            cells[c] = (index, sides, cols)
            frontier.discard(c)
        for dx, dy in rot.offsets:
            cx, cy = x + dx, y + dy
            for ex, ey in DELTA:
                n = (cx + ex, cy + ey)
                if n not in cells:
                    frontier.add(n)

    def _evaluate(
        self, colours: Colours, rotation: int, x: int, y: int, detail: bool
    ) -> str | Placement:
        cells = self._cells
        for dx, dy in _OFFSETS[rotation]:
            if (x + dx, y + dy) in cells:
                return OCCUPIED
        if not cells:
            return Placement(rotation, x, y, 0, ())
        units = [0, 0, 0, 0]
        mismatch = False
        olds: list[set[int]] | None = [set(), set(), set(), set()] if detail else None
        for (dx, dy), direction, side in _PROBES[rotation]:
            entry = cells.get((x + dx, y + dy))
            if entry is None:
                continue
            colour = entry[2][direction]
            if colour < 0:
                continue
            units[side] += 1
            if colour != colours[side]:
                mismatch = True
            if olds is not None:
                olds[side].add(entry[0])
        touching = [s for s in range(4) if units[s]]
        if not touching:
            return NO_CONTACT
        if mismatch:
            return COLOUR
        if len(touching) == 1 and touching[0] in SHORT_SIDES:
            return SHORT_ALONE
        full = [units[s] == SIDE_LENGTH[s] for s in range(4)]
        if not all(full[s] for s in touching) and not any(full[s] for s in touching):
            return PARTIAL_ONLY
        if olds is None:
            return Placement(rotation, x, y, len(touching), ())
        laid = self.laid
        touches = tuple(
            Touch(s, colours[s], full[s], tuple(sorted(laid[i].tile for i in olds[s])))
            for s in touching
        )
        return Placement(rotation, x, y, len(touching), touches)

    def check(self, colours: Colours, rotation: int, x: int, y: int) -> str | None:
        """None if the placement is legal, else the reason (see REASONS)."""
        result = self._evaluate(colours, rotation, x, y, False)
        return result if isinstance(result, str) else None

    def placement(self, colours: Colours, rotation: int, x: int, y: int) -> Placement | None:
        """The placement with its points and touches, or None if illegal."""
        result = self._evaluate(colours, rotation, x, y, True)
        return None if isinstance(result, str) else result

    def candidates(self) -> set[tuple[int, int, int]]:
        """Every (rotation, x, y) that puts one of the tile's cells on a
        frontier cell: the positions ``placements`` examines."""
        return set(self._sorted_candidates())

    def _sorted_candidates(self) -> list[tuple[int, int, int]]:
        """The candidates sorted by (rotation, x, y) (remembered)."""
        memo = self._remembered()
        found = memo.get(_CANDIDATES)
        if found is None:
            frontier = self._frontier
            found = memo[_CANDIDATES] = sorted(
                {
                    (r, fx - dx, fy - dy)
                    for r in range(4)
                    for dx, dy in _OFFSETS[r]
                    for fx, fy in frontier
                }
            )
        return found  # type: ignore[no-any-return]

    def _fits(self) -> list[tuple[int, int, int, int, tuple[tuple[int, int], ...]]]:
        """The candidates some tile could lie on, sorted by (rotation, x,
        y), as (rotation, x, y, points, needs): ``needs`` are the touching
        sides with the colour each faces, ``((side, colour), ...)``. A tile
        lies there legally exactly when it shows those colours on those
        sides (``_evaluate``'s rules: the others, no cell taken, some side
        touching, no side facing two colours, no short side alone, not only
        partly touching, do not depend on the tile). Remembered."""
        memo = self._remembered()
        found = memo.get(_FITS)
        if found is not None:
            return found  # type: ignore[no-any-return]
        cells = self._cells
        found = []
        for r, x, y in self._sorted_candidates():
            for dx, dy in _OFFSETS[r]:
                if (x + dx, y + dy) in cells:
                    break
            else:
                units = [0, 0, 0, 0]
                faced = [NO_COLOUR, NO_COLOUR, NO_COLOUR, NO_COLOUR]
                two = False
                for (dx, dy), direction, side in _PROBES[r]:
                    entry = cells.get((x + dx, y + dy))
                    if entry is None:
                        continue
                    colour = entry[2][direction]
                    if colour < 0:
                        continue
                    units[side] += 1
                    if faced[side] == NO_COLOUR:
                        faced[side] = colour
                    elif faced[side] != colour:
                        two = True
                touching = [s for s in range(4) if units[s]]
                if not touching or two:
                    continue
                if len(touching) == 1 and touching[0] in SHORT_SIDES:
                    continue
                full = [units[s] == SIDE_LENGTH[s] for s in touching]
                if not all(full) and not any(full):
                    continue
                found.append((r, x, y, len(touching), tuple((s, faced[s]) for s in touching)))
        memo[_FITS] = found
        return found

    def placements(self, colours: Colours, detail: bool = True) -> list[Placement]:
        """Every legal placement of a tile with these side colours, sorted by
        (rotation, x, y). ``detail=False`` leaves ``touches`` empty (faster).
        Remembered until the next ``lay``; the list returned is the
        caller's."""
        if not self._cells:
            return [Placement(0, 0, 0, 0, ())]
        colours = tuple(colours)  # type: ignore[assignment]
        memo = self._remembered()
        key = ("placements", colours, detail)
        found = memo.get(key)
        if found is None:
            shows = {(s, c) for s, c in enumerate(colours)}.issuperset
            if detail:
                evaluate = self._evaluate
                found = [
                    evaluate(colours, r, x, y, True)
                    for r, x, y, _, needs in self._fits()
                    if shows(needs)
                ]
            else:
                found = [
                    Placement(r, x, y, points, ())
                    for r, x, y, points, needs in self._fits()
                    if shows(needs)
                ]
            memo[key] = found
        return list(found)

    def placements_touching_last(self, colours: Colours) -> list[Placement]:
        """The legal placements of a tile with these colours that touch the
        tile laid last (``touches`` left empty), sorted by (rotation, x, y):
        every placement that scores otherwise than before that tile was laid
        is among them; any other scores what it scored then (or lies on the
        last tile). Not remembered."""
        if not self.laid:
            return []
        cells = self._cells
        last = self.laid[-1]
        positions = set()
        for dx, dy in _OFFSETS[last.rotation]:
            cx, cy = last.x + dx, last.y + dy
            cols = cells[(cx, cy)][2]
            for d, (ex, ey) in enumerate(DELTA):
                if cols[d] < 0 or (cx + ex, cy + ey) in cells:
                    continue
                for r in range(4):
                    for px, py in _PROBES_BY_DIRECTION[r][d]:
                        positions.add((r, cx - px, cy - py))
        evaluate = self._evaluate
        result = []
        for r, x, y in sorted(positions):
            p = evaluate(colours, r, x, y, False)
            if not isinstance(p, str):
                result.append(p)
        return result

    def refusals(self, colours: Colours) -> dict[str, int]:
        """At how many candidate positions ``check`` refuses a tile with
        these colours, by reason (reasons with none left out; remembered)."""
        colours = tuple(colours)  # type: ignore[assignment]
        memo = self._remembered()
        key = ("refusals", colours)
        found = memo.get(key)
        if found is None:
            found = {}
            for r, x, y in self._sorted_candidates():
                why = self.check(colours, r, x, y)
                if why is not None:
                    found[why] = found.get(why, 0) + 1
            memo[key] = found
        return dict(found)

    # -- summaries ------------------------------------------------------
    def frontier(self) -> frozenset[Cell]:
        """The empty cells next to laid cells."""
        memo = self._remembered()
        found = memo.get(_FRONTIER)
        if found is None:
            found = memo[_FRONTIER] = frozenset(self._frontier)
        return found  # type: ignore[no-any-return]

    def size(self) -> tuple[int, int]:
        """(tiles, cells)."""
        return len(self.laid), len(self._cells)

    def bounds(self) -> tuple[int, int, int, int] | None:
        """(min x, min y, max x, max y) of the laid cells; None when empty."""
        if not self._cells:
            return None
        memo = self._remembered()
        found = memo.get(_BOUNDS)
        if found is None:
            xs = [x for x, _ in self._cells]
            ys = [y for _, y in self._cells]
            found = memo[_BOUNDS] = (min(xs), min(ys), max(xs), max(ys))
        return found  # type: ignore[no-any-return]

    def open_edges(self) -> tuple[list[tuple[int, int, int]], ...]:
        """Per colour id (0-3): the coloured unit edges of laid tiles whose
        neighbour cell is empty, as (x, y, direction), sorted."""
        memo = self._remembered()
        found = memo.get(_OPEN_EDGES)
        if found is None:
            result: tuple[list[tuple[int, int, int]], ...] = ([], [], [], [])
            cells = self._cells
            for (x, y), (_, _, cols) in cells.items():
                for d, (ex, ey) in enumerate(DELTA):
                    if cols[d] >= 0 and (x + ex, y + ey) not in cells:
                        result[cols[d]].append((x, y, d))
            for edges in result:
                edges.sort()
            found = memo[_OPEN_EDGES] = result
        return tuple(list(edges) for edges in found)

    def holes(self) -> list[Cell]:
        """The empty cells enclosed by the area: those not reachable (through
        empty cells, side by side) from outside the bounding box grown by
        one. Sorted by (x, y)."""
        memo = self._remembered()
        found = memo.get(_HOLES)
        if found is None:
            found = memo[_HOLES] = self._holes()
        return list(found)

    def _holes(self) -> list[Cell]:
        box = self.bounds()
        if box is None:
            return []
        x0, y0, x1, y1 = box[0] - 1, box[1] - 1, box[2] + 1, box[3] + 1
        cells = self._cells
        seen = {(x0, y0)}
        stack = [(x0, y0)]
        while stack:
            cx, cy = stack.pop()
            for ex, ey in DELTA:
                n = (cx + ex, cy + ey)
                if x0 <= n[0] <= x1 and y0 <= n[1] <= y1 and n not in seen and n not in cells:
                    seen.add(n)
                    stack.append(n)
        return [
            (x, y)
            for x in range(x0, x1 + 1)
            for y in range(y0, y1 + 1)
            if (x, y) not in cells and (x, y) not in seen
        ]

    def could_fit(self, rotation: int, x: int, y: int, tiles: frozenset[Colours]) -> bool:
        """Whether a tile of ``tiles`` could ever lie in this placement: its
        four cells are empty and no side would meet two colours or a colour
        the tile does not show there. The other rules (contact, a short
        side alone, only partly touching) are left out: tiles laid later
        may still satisfy them."""
        cells = self._cells
        for dx, dy in _OFFSETS[rotation]:
            if (x + dx, y + dy) in cells:
                return False
        need = [NO_COLOUR] * 4
        for (dx, dy), direction, side in _PROBES[rotation]:
            entry = cells.get((x + dx, y + dy))
            if entry is None:
                continue
            colour = entry[2][direction]
            if colour < 0:
                continue
            if need[side] not in (NO_COLOUR, colour):
                return False  # one side against two colours
            need[side] = colour
        return any(
            all(n in (NO_COLOUR, c) for n, c in zip(need, colours, strict=True))
            for colours in tiles
        )

    def dead_cells(self, tiles: frozenset[Colours]) -> list[Cell]:
        """The empty cells no tile of ``tiles`` (the tiles still to come)
        can ever cover: every way of laying such a tile over the cell
        covers a laid cell, puts a side against two colours, or needs
        colours no such tile shows in that order (a tile shows each colour
        once, so two of its sides can never both touch black). Only cells
        inside the bounds or next to the area are examined; beyond them a
        tile can always be laid outward. Sorted by (x, y). Remembered for
        the same ``tiles``."""
        memo = self._remembered()
        key = ("dead", tiles)
        found = memo.get(key)
        if found is None:
            found = memo[key] = self._dead_cells(tiles)
        return list(found)

    def _dead_cells(self, tiles: frozenset[Colours]) -> list[Cell]:
        box = self.bounds()
        if box is None or not tiles:
            return []
        cells = self._cells
        candidates = {
            (x, y)
            for x in range(box[0], box[2] + 1)
            for y in range(box[1], box[3] + 1)
            if (x, y) not in cells
        } | self._frontier
        known: dict[tuple[int, int, int], bool] = {}
        dead = []
        for cx, cy in candidates:
            for r in range(4):
                for dx, dy in _OFFSETS[r]:
                    key = (r, cx - dx, cy - dy)
                    fits = known.get(key)
                    if fits is None:
                        fits = known[key] = self.could_fit(r, cx - dx, cy - dy, tiles)
                    if fits:
                        break
                else:
                    continue
                break
            else:
                dead.append((cx, cy))
        return sorted(dead)

    def cell(self, x: int, y: int) -> CellView:
        """What is on a cell and on each of its four edges."""
        cells = self._cells
        here = cells.get((x, y))
        edges = []
        for d, (ex, ey) in enumerate(DELTA):
            side = colour = None
            if here is not None:
                side = here[1][d]
                colour = here[2][d] if here[2][d] >= 0 else None
            across = cells.get((x + ex, y + ey))
            if across is None:
                edges.append(EdgeView(side, colour, None, None, None))
            else:
                o = OPPOSITE[d]
                ac = across[2][o]
                edges.append(
                    EdgeView(
                        side,
                        colour,
                        self.laid[across[0]].tile,
                        across[1][o],
                        ac if ac >= 0 else None,
                    )
                )
        if here is None:
            return CellView(x, y, None, None, None, tuple(edges))  # type: ignore[arg-type]
        laid = self.laid[here[0]]
        return CellView(x, y, laid.tile, laid.rotation, (laid.x, laid.y), tuple(edges))  # type: ignore[arg-type]

    def tile_at(self, x: int, y: int) -> Laid | None:
        entry = self._cells.get((x, y))
        return None if entry is None else self.laid[entry[0]]

    def key(self) -> frozenset[tuple[Cell, tuple[int, ...]]]:
        """The position as a value: every laid cell with its edge colours
        (equal keys: equal futures)."""
        return frozenset((c, e[2]) for c, e in self._cells.items())


__all__ = [
    "Area",
    "Placement",
    "Touch",
    "Laid",
    "CellView",
    "EdgeView",
    "REASONS",
    "OCCUPIED",
    "NO_CONTACT",
    "COLOUR",
    "SHORT_ALONE",
    "PARTIAL_ONLY",
    "INNER",
    "TIP",
]


# --- the area as a view shows it ----------------------------------------------------

#: the last area rebuilt: its laid tiles as (tile, rotation, x, y), and the Area
_cached: tuple[tuple[tuple[int, int, int, int], ...], Area] | None = None


def area_from_view(view: dict) -> Area:
    """The area of a view's ``area`` list (entries ``[tile, code, rotation,
    x, y, ...]``) rebuilt with :meth:`Area.lay`. The result is shared: copy
    it before laying on it. The last one is remembered, and a view that only
    adds tiles to it extends a copy, so the narrator and the bots, which ask
    for it over and over, rebuild an area once per new tile (an area is never
    changed once handed out, so the bots' thread and the narrator's may share
    it)."""
    global _cached
    deck = load_deck()
    laid = tuple((e[0], e[2], e[3], e[4]) for e in view.get("area") or [])
    found = _cached
    if found is not None:
        old, area = found
        if laid == old:
            return area
        if laid[: len(old)] == old:
            area = area.copy()
            for tile, rotation, x, y in laid[len(old) :]:
                area.lay(tile, deck[tile], rotation, x, y)
            _cached = (laid, area)
            return area
    area = Area()
    for tile, rotation, x, y in laid:
        area.lay(tile, deck[tile], rotation, x, y)
    _cached = (laid, area)
    return area
