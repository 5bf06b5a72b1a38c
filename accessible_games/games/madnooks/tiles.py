"""The Mad Nooks tiles: colours, sides, the four rotations and the deck.

A tile is a *wing*: an L of four unit squares on a square grid (x east, y
north) with arms of different lengths. In its base orientation (rotation
0) it covers cells (0,0), (1,0), (2,0) and (0,1); cell (0,0), where the
two arms meet, is its *corner*; the *long arm* runs east to (2,0), the
*short arm* north to (0,1). Its ten boundary unit edges are:

- LONG1 (length 3): south of (0,0), (1,0) and (2,0), the long arm's outside;
- LONG2 (length 2): west of (0,0) and (0,1), the short arm's outside;
- SHORT1 (length 2): north of (1,0) and (2,0), the long arm's inside;
- SHORT2 (length 1): east of (0,1), the short arm's inside;
- the two tips (no colour): east of (2,0) and north of (0,1).

So each arm has a long side outside and a shorter side inside, and the
four sides show their colours in the shares 3 : 2 : 2 : 1. The model and
the figures it was chosen by: docs/rules/madnooks.md, "The tile model";
``bench/madnooks_models.py`` measures it against the alternatives.

Colour ids 0-3: black, blue, red, green (codes K B R G, those of
games/colours.py). A tile is its four side colours
``(long1, long2, short1, short2)``; every side has one colour.

Rotations (never flipped): rotation ``r`` (0-3) turns the base tile
``90 * r`` degrees **clockwise** as seen from above with north up, so
rotation 1 maps north to east: a cell offset ``(x, y)`` becomes ``(y, -x)``.
Text form: ``0``, ``90``, ``180``, ``270``.

Position: a laid tile's position is the cell its corner lies on (rotation
does not move the corner). Text form: ``x,y`` (``3,-2``). Rotation 0 at
``x,y`` covers ``(x,y) (x+1,y) (x+2,y) (x,y+1)``; rotation 1 (90) covers
``(x,y) (x,y-1) (x,y-2) (x+1,y)``; rotation 2 (180) ``(x,y) (x-1,y) (x-2,y)
(x,y-1)``; rotation 3 (270) ``(x,y) (x,y+1) (x,y+2) (x-1,y)``.

Directions 0-3: north, east, south, west (``DELTA``); clockwise turns add 1.

The deck (``deck.json``, :func:`load_deck`): 38 tiles, ids 0-37: the 24
orders of the four colours on (long1, long2, short1, short2), in
lexicographic order of the colour ids, then the first 14 of them again.
"""

from __future__ import annotations

import json
from functools import lru_cache
from itertools import permutations
from pathlib import Path
from typing import NamedTuple

from accessible_games.games.colours import COLOUR_CODES

COLOURS = ("black", "blue", "red", "green")
COLOUR_CODE = tuple(COLOUR_CODES[c] for c in COLOURS)  # K B R G
#: a code letter's colour; German players may write S (schwarz) for black
CODE_COLOUR = {code: i for i, code in enumerate(COLOUR_CODE)} | {"S": COLOUR_CODE.index("K")}

LONG1, LONG2, SHORT1, SHORT2 = 0, 1, 2, 3
SIDES = (LONG1, LONG2, SHORT1, SHORT2)
SIDE_NAMES = ("long1", "long2", "short1", "short2")
#: a side's length in unit edges
SIDE_LENGTH = (3, 2, 2, 1)
#: the sides that are short (a touching short side alone is not enough)
SHORT_SIDES = (SHORT1, SHORT2)
#: an edge that is a tip (no colour), and an edge between two cells of one tile
TIP = 4
INNER = 5

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
DIRECTION_NAMES = ("north", "east", "south", "west")
DELTA = ((0, 1), (1, 0), (0, -1), (-1, 0))
OPPOSITE = (SOUTH, WEST, NORTH, EAST)

ROTATION_COUNT = 4
DECK_SIZE = 38
DECK_FILE = Path(__file__).with_name("deck.json")

Colours = tuple[int, int, int, int]

#: the base tile: its cells, and its boundary unit edges (cell, direction, side or TIP)
BASE_CELLS = ((0, 0), (1, 0), (2, 0), (0, 1))
BASE_EDGES = (
    ((0, 0), SOUTH, LONG1),
    ((1, 0), SOUTH, LONG1),
    ((2, 0), SOUTH, LONG1),
    ((0, 0), WEST, LONG2),
    ((0, 1), WEST, LONG2),
    ((1, 0), NORTH, SHORT1),
    ((2, 0), NORTH, SHORT1),
    ((0, 1), EAST, SHORT2),
    ((2, 0), EAST, TIP),
    ((0, 1), NORTH, TIP),
)
#: the most cells a tile reaches from its corner along x or y, and across
#: its whole extent (for the bots' "far apart" test)
REACH = max(max(abs(x), abs(y)) for x, y in BASE_CELLS)
SPAN = max(
    max(x for x, _ in BASE_CELLS) - min(x for x, _ in BASE_CELLS),
    max(y for _, y in BASE_CELLS) - min(y for _, y in BASE_CELLS),
)


class Edge(NamedTuple):
    """A boundary unit edge of a rotated tile: the cell (offset from the
    corner), the direction it faces and the side it belongs to (or TIP)."""

    cell: tuple[int, int]
    direction: int
    side: int


class Rotation(NamedTuple):
    """A tile's shape in one rotation.

    ``offsets``: the four cells relative to the corner (corner first);
    ``cells``: the same cells normalised so that the minimum x and y are 0,
    and ``corner`` the corner's cell in that normalised form;
    ``edges``: the ten boundary unit edges (offsets from the corner);
    ``sides``: per cell offset, the side or TIP or INNER on each of its four
    directions (north, east, south, west).
    """

    rotation: int
    offsets: tuple[tuple[int, int], ...]
    cells: frozenset[tuple[int, int]]
    corner: tuple[int, int]
    edges: tuple[Edge, ...]
    sides: dict[tuple[int, int], tuple[int, int, int, int]]


def turn(cell: tuple[int, int], quarter_turns: int) -> tuple[int, int]:
    """A cell offset turned clockwise (north to east) by ``quarter_turns``."""
    x, y = cell
    for _ in range(quarter_turns % 4):
        x, y = y, -x
    return x, y


def _rotation(r: int) -> Rotation:
    offsets = tuple(turn(c, r) for c in BASE_CELLS)
    edges = tuple(Edge(turn(c, r), (d + r) % 4, s) for c, d, s in BASE_EDGES)
    mx = min(x for x, _ in offsets)
    my = min(y for _, y in offsets)
    sides = {}
    for off in offsets:
        per = []
        for d in range(4):
            found = [e.side for e in edges if e.cell == off and e.direction == d]
            per.append(found[0] if found else INNER)
        sides[off] = tuple(per)
    return Rotation(
        r, offsets, frozenset((x - mx, y - my) for x, y in offsets), (-mx, -my), edges, sides
    )


ROTATIONS: tuple[Rotation, ...] = tuple(_rotation(r) for r in range(ROTATION_COUNT))


def rotation_text(rotation: int) -> str:
    """``0``, ``90``, ``180`` or ``270``: the clockwise angle."""
    return str(90 * rotation)


def parse_rotation(text: str) -> int | None:
    word = text.strip().rstrip("°")
    if word in ("0", "90", "180", "270"):
        return int(word) // 90
    return None


def position_text(x: int, y: int) -> str:
    """The corner cell as ``x,y``."""
    return f"{x},{y}"


def parse_position(text: str) -> tuple[int, int] | None:
    parts = text.replace(" ", "").split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


def tile_code(colours: Colours) -> str:
    """The four colour codes in side order, e.g. ``KBRG``."""
    return "".join(COLOUR_CODE[c] for c in colours)


def parse_tile_code(code: str) -> Colours | None:
    """A tile's colours from its code in either language (``kbrg``,
    ``SBRG``), or None."""
    word = code.strip().upper()
    if len(word) != 4 or any(ch not in CODE_COLOUR for ch in word):
        return None
    return tuple(CODE_COLOUR[ch] for ch in word)  # type: ignore[return-value]


def deck_tiles() -> list[Colours]:
    """The deck as the rules decide it (what deck.json holds)."""
    orders = list(permutations(range(4)))
    return orders + orders[: DECK_SIZE - len(orders)]


#: the edition of the tile model deck.json describes (rules.MadNooks.rules_version)
EDITION = 2


def data_shape(
    data: dict,
) -> tuple[tuple[tuple[int, int], ...], frozenset[tuple[tuple[int, int], int, int]]]:
    """The tile's shape as deck.json describes it: its cells in rotation 0
    (corner first) and its boundary unit edges as (cell, direction, side
    or TIP)."""
    shape = data["shape"]
    cells = tuple((int(x), int(y)) for x, y in shape["cells"])
    edges = set()
    for number, name in enumerate(SIDE_NAMES):
        edges.update(
            ((int(x), int(y)), DIRECTION_NAMES.index(d), number) for x, y, d in shape["sides"][name]
        )
    edges.update(((int(x), int(y)), DIRECTION_NAMES.index(d), TIP) for x, y, d in shape["tips"])
    return cells, frozenset(edges)


@lru_cache(maxsize=1)
def load_deck() -> tuple[Colours, ...]:
    """The 38 tiles of deck.json, by id (0-37). The file also describes the
    tile's shape: it must be the shape this module plays."""
    data = json.loads(DECK_FILE.read_text(encoding="utf-8"))
    if data.get("edition") != EDITION or data_shape(data) != (BASE_CELLS, frozenset(BASE_EDGES)):
        raise ValueError("deck.json: the tile's shape is not the one the rules play")
    tiles = []
    for i, entry in enumerate(data["tiles"]):
        if entry["id"] != i:
            raise ValueError(f"deck.json: tile {i} has id {entry['id']}")
        colours = parse_tile_code(entry["code"])
        if colours is None:
            raise ValueError(f"deck.json: bad code {entry['code']!r}")
        tiles.append(colours)
    if len(tiles) != DECK_SIZE:
        raise ValueError(f"deck.json: {len(tiles)} tiles, not {DECK_SIZE}")
    return tuple(tiles)
