#!/usr/bin/env python3
"""Mad Nooks: the tile model. How often a game lays every tile, and what
play looks like, under the game's tile (the *wing*) and under the
alternatives it was chosen from.

Two parts in one run:

a. **The real game.** Whole games of ``MadNooks`` (games/madnooks/rules.py)
   played by its own bots, ``RandomNooksBot`` ("random") and
   ``GreedyNooksBot`` ("good"): Classic with 2, 3 and 4 players and
   Solitaire with 1 and 2. Every move goes through ``legal_actions``,
   ``view`` and ``apply`` as at a table.
b. **The alternatives.** The same laying rules in a small engine of this
   file (:class:`Model`, :class:`ModelArea`), parametrised by the tile's
   shape (its cells and the side each boundary unit edge belongs to) and a
   deck: the former tile (an L of three cells), the same with other decks,
   L shapes of five and six cells, and the wing itself (the cross-check
   that the two engines agree: tests/bench/test_madnooks_models.py).
   Classic with 2 players, played by a uniformly random player and by a
   simpler greedy player than the game's: the most points, and among
   equal points the placement that leaves its own remaining tiles the
   most placements (each tile's count capped at :data:`ENOUGH`).

The laying rules (as area.py states them): colours match at every
touching unit edge; something must touch; a short side touching alone is
refused; a side touching along some but not all of its units is allowed
only when some side touches along its whole length; tips never count.
One point per side of the new tile that touches.

Figures per row: the share of games that lay every tile (the game ends
``all_laid``), the mean tiles laid (the start tile included), how often a
placement scores 1, 2, 3 or more points, the mean empty cells enclosed by
the finished area (*gaps*, ``Area.holes``), the mean legal placements at a
turn (every placement of every tile in hand, tiles of equal colours once,
turns with none counted as 0), and the share of placements where a long
side of the new tile lies against a long side of an old tile (along at
least one unit edge).

Seeds are fixed (game ``i`` of a row is seeded ``SEED + i``; the players
draw from their own generator seeded alike), so the same counts give the
same figures.

Usage: python bench/madnooks_models.py [--quick] [--random N] [--good N]
           [--model-random N] [--model-good N] [--write]
Defaults: part a 100 games per row with random bots and 40 with good ones,
part b 60 and 30; ``--quick`` a few.
``--write`` puts the section into docs/performance.md (between the
``madnooks-models:begin`` and ``madnooks-models:end`` markers; the rest of
the page is left as it is).
"""

from __future__ import annotations

import argparse
import itertools
import platform
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from accessible_games.games.madnooks.area import Area  # noqa: E402 - must follow the sys.path set-up
from accessible_games.games.madnooks.bot import GreedyNooksBot, RandomNooksBot  # noqa: E402 - must follow the sys.path set-up
from accessible_games.games.madnooks.rules import ALL_LAID, BLOCKED, LAY, MadNooks  # noqa: E402 - must follow the sys.path set-up
from accessible_games.games.madnooks.tiles import (  # noqa: E402 - must follow the sys.path set-up
    LONG1,
    LONG2,
    ROTATIONS,
    deck_tiles,
)

DOC = ROOT / "docs" / "performance.md"
TEMPLATE = ROOT / "bench" / "performance_template.md"
BEGIN = "<!-- madnooks-models:begin (written by bench/madnooks_models.py) -->"
END = "<!-- madnooks-models:end -->"
#: the heading of the section the new one follows when the page has no markers yet
AFTER_HEADING = "## Mad Nooks\n"

SEED = 1000
#: games per row: the random bots, the good (greedy) bots; and with --quick
GAMES = {"random": 100, "good": 40}
QUICK_GAMES = {"random": 6, "good": 3}
#: games per row of part b (seven shapes and decks, so fewer)
MODEL_GAMES = {"random": 60, "good": 30}
QUICK_MODEL_GAMES = {"random": 6, "good": 3}
#: the share of good-bot Classic games that must lay every tile
TARGET = 0.9

#: the former tile (an L of three cells) in the game's own code at commit
#: bb7770d, the last with it: Classic games laying every tile, per player
#: count, (random bots, of 100; good bots, of 40), seeded as part a is
FORMER_COMMIT = "bb7770d"
FORMER = {2: (7, 5), 3: (13, 4), 4: (10, 4)}
FORMER_GAMES = {"random": 100, "good": 40}

#: part a: (variant, players)
REAL_TABLES = (("classic", 2), ("classic", 3), ("classic", 4), ("solitaire", 1), ("solitaire", 2))
REAL_BOTS: dict[str, type[RandomNooksBot | GreedyNooksBot]] = {
    "random": RandomNooksBot,
    "good": GreedyNooksBot,
}
HAND = 4

Cell = tuple[int, int]


# --- what a game leaves to count -------------------------------------------------


@dataclass
class GameRecord:
    """One whole game: why it ended, the tiles laid (the start tile
    included), the points of each placement, the legal placements at each
    turn, the enclosed empty cells at the end and how many placements laid
    a long side against an old long side."""

    reason: str
    laid: int
    points: list[int] = field(default_factory=list)
    legal: list[int] = field(default_factory=list)
    gaps: int = 0
    long_on_long: int = 0
    #: the points the game itself counted (all players', or the team's)
    score: int = 0


@dataclass
class Row:
    """The figures of one table and player kind over its games."""

    label: str
    bot: str
    games: int
    all_laid: float
    laid: float
    points: tuple[float, float, float]  # shares of 1, 2, 3+
    gaps: float
    legal: float
    long_on_long: float
    seconds: float
    deck: int

    @property
    def all_laid_count(self) -> int:
        return round(self.all_laid * self.games)


def summarise(
    label: str, bot: str, records: Sequence[GameRecord], seconds: float, deck: int
) -> Row:
    """The row of ``records``: games of one kind."""
    placements = [p for r in records for p in r.points]
    counts = Counter(min(p, 3) for p in placements)
    total = len(placements) or 1
    turns = [n for r in records for n in r.legal]
    return Row(
        label=label,
        bot=bot,
        games=len(records),
        all_laid=sum(r.reason == ALL_LAID for r in records) / len(records),
        laid=statistics.mean(r.laid for r in records),
        points=(counts[1] / total, counts[2] / total, counts[3] / total),
        gaps=statistics.mean(r.gaps for r in records),
        legal=statistics.mean(turns) if turns else 0.0,
        long_on_long=sum(r.long_on_long for r in records) / total,
        seconds=seconds,
        deck=deck,
    )


# --- part a: the real game ----------------------------------------------------------

_LONG_EDGES = tuple(tuple(e for e in rot.edges if e.side in (LONG1, LONG2)) for rot in ROTATIONS)


def long_against_long(area: Area, rotation: int, x: int, y: int) -> bool:
    """Whether the tile just laid at (rotation, x, y) has a long side lying
    against an old tile's long side along at least one unit edge."""
    for edge in _LONG_EDGES[rotation]:
        view = area.cell(x + edge.cell[0], y + edge.cell[1]).edges[edge.direction]
        if view.across_side in (LONG1, LONG2):
            return True
    return False


def play_real(variant: str, players: int, bot: str, seed: int) -> GameRecord:
    """One whole game of the real rules, every seat played by ``bot``
    ("random" or "good")."""
    game = MadNooks(players, {"variant": variant}, seed)
    rng = random.Random(seed)
    choose = REAL_BOTS[bot]().choose
    points: list[int] = []
    legal_counts: list[int] = []
    long_on_long = 0
    while not game.is_over():
        seat = game.to_play()
        assert seat is not None
        legal = game.legal_actions(seat)
        legal_counts.append(sum(1 for a in legal if a.kind == LAY))
        action = choose(game.view(seat), legal, rng)
        game.apply(seat, action)
        if action.kind == LAY:
            _tile, rotation, x, y, scored = action.data
            points.append(scored)
            long_on_long += long_against_long(game.area, rotation, x, y)
    score = game.scores[0] if variant == "solitaire" else sum(game.scores)
    return GameRecord(
        game.reason or "",
        len(game.area.laid),
        points,
        legal_counts,
        len(game.area.holes()),
        long_on_long,
        score,
    )


def real_label(variant: str, players: int) -> str:
    return f"{variant.capitalize()} {players}p"


def run_real(
    games: dict[str, int],
    tables: Iterable[tuple[str, int]] = REAL_TABLES,
    log: Callable[[str], None] = lambda text: None,
) -> list[Row]:
    rows = []
    for variant, players in tables:
        for bot in ("random", "good"):
            if not games[bot]:
                continue
            started = time.perf_counter()
            records = [play_real(variant, players, bot, SEED + i) for i in range(games[bot])]
            row = summarise(
                real_label(variant, players),
                bot,
                records,
                time.perf_counter() - started,
                len(deck_tiles()),
            )
            rows.append(row)
            log(row_line(row))
    return rows


# --- part b: the bench's own engine ---------------------------------------------------

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
DELTA = ((0, 1), (1, 0), (0, -1), (-1, 0))
OPPOSITE = (SOUTH, WEST, NORTH, EAST)
#: an edge that is a tip (no colour), and one between two cells of a tile
TIP, INNER = 4, 5
NO_COLOUR = -1
#: placements beyond this many make a kept tile no safer (the greedy player)
ENOUGH = 6


def turn(cell: Cell, quarter_turns: int) -> Cell:
    """A cell offset turned clockwise (north to east)."""
    x, y = cell
    for _ in range(quarter_turns % 4):
        x, y = y, -x
    return x, y


class Model:
    """A tile shape: its cells, with the corner (0,0) first, and every
    boundary unit edge labelled with its side (0-3, each side one colour)
    or TIP. Sides 0 and 1 are long, ``short`` names the short ones.

    Per rotation (clockwise quarter turns about the corner) it keeps the
    cell offsets, the coloured unit edges as (offset of the cell across,
    direction seen from there, side) and each cell's side or TIP or INNER
    on its four directions."""

    def __init__(
        self,
        name: str,
        cells: Sequence[Cell],
        edges: Sequence[tuple[Cell, int, int]],
        short: Iterable[int] = (2, 3),
    ) -> None:
        self.name = name
        self.cells = tuple(cells)
        self.edges = tuple(edges)
        self.short = frozenset(short)
        self.long = frozenset(s for s in range(4) if s not in self.short)
        inside = set(self.cells)
        boundary = {
            (c, d)
            for c in self.cells
            for d in range(4)
            if (c[0] + DELTA[d][0], c[1] + DELTA[d][1]) not in inside
        }
        labelled = [(c, d) for c, d, _ in self.edges]
        if len(set(labelled)) != len(labelled) or set(labelled) != boundary:
            raise ValueError(f"{name}: the edges must label every boundary unit edge once")
        #: each side's length in unit edges
        self.length = tuple(sum(1 for e in self.edges if e[2] == s) for s in range(4))
        self.offsets: list[tuple[Cell, ...]] = []
        self.probes: list[tuple[tuple[Cell, int, int], ...]] = []
        self.sides: list[dict[Cell, tuple[int, int, int, int]]] = []
        for r in range(4):
            self.offsets.append(tuple(turn(c, r) for c in self.cells))
            turned = [(turn(c, r), (d + r) % 4, s) for c, d, s in self.edges]
            self.probes.append(
                tuple(
                    ((c[0] + DELTA[d][0], c[1] + DELTA[d][1]), OPPOSITE[d], s)
                    for c, d, s in turned
                    if s != TIP
                )
            )
            per_cell = {c: [INNER] * 4 for c in self.offsets[r]}
            for c, d, s in turned:
                per_cell[c][d] = s
            self.sides.append({c: tuple(v) for c, v in per_cell.items()})  # type: ignore[misc]

    def affected(self, rotation: int, x: int, y: int) -> set[tuple[int, int, int]]:
        """The positions whose verdict a tile laid at (rotation, x, y) can
        change: those with a cell on or next to one of its cells."""
        near = set()
        for dx, dy in self.offsets[rotation]:
            cx, cy = x + dx, y + dy
            near.add((cx, cy))
            for ex, ey in DELTA:
                near.add((cx + ex, cy + ey))
        return {
            (r, nx - dx, ny - dy) for r in range(4) for dx, dy in self.offsets[r] for nx, ny in near
        }


def l_model(name: str, long_arm: int, short_arm: int) -> Model:
    """An L of ``1 + long_arm + short_arm`` cells: the corner (0,0), an arm
    running east to (long_arm, 0) and one running north to (0, short_arm).
    Side 0 is the outside of the east arm (south, corner included), side 1
    the outside of the north arm (west, corner included), side 2 the inside
    of the east arm (north), side 3 the inside of the north arm (east); the
    arms' ends are tips. ``l_model("wing", 2, 1)`` is the game's tile,
    ``l_model(.., 1, 1)`` the former one."""
    cells = (
        [(0, 0)]
        + [(i, 0) for i in range(1, long_arm + 1)]
        + [(0, j) for j in range(1, short_arm + 1)]
    )
    edges = [((i, 0), SOUTH, 0) for i in range(long_arm + 1)]
    edges += [((0, j), WEST, 1) for j in range(short_arm + 1)]
    edges += [((i, 0), NORTH, 2) for i in range(1, long_arm + 1)]
    edges += [((0, j), EAST, 3) for j in range(1, short_arm + 1)]
    edges += [((long_arm, 0), EAST, TIP), ((0, short_arm), NORTH, TIP)]
    return Model(name, cells, edges)


class ModelArea:
    """Laid tiles of one model on an unbounded grid, and the legal
    placements of a tile: the laying rules of area.py, for any model."""

    __slots__ = ("cells", "count", "frontier", "model")

    def __init__(self, model: Model) -> None:
        self.model = model
        #: cell -> (tile index, sides on N E S W, colours on N E S W)
        self.cells: dict[Cell, tuple[int, tuple[int, ...], tuple[int, ...]]] = {}
        self.frontier: set[Cell] = set()
        self.count = 0

    def copy(self) -> ModelArea:
        other = ModelArea.__new__(ModelArea)
        other.model = self.model
        other.cells = dict(self.cells)
        other.frontier = set(self.frontier)
        other.count = self.count
        return other

    def lay(self, colours: Sequence[int], rotation: int, x: int, y: int) -> None:
        """Put a tile down, without any check."""
        index = self.count
        self.count += 1
        cells, frontier = self.cells, self.frontier
        for (dx, dy), sides in self.model.sides[rotation].items():
            c = (x + dx, y + dy)
            cells[c] = (index, sides, tuple(colours[s] if s < 4 else NO_COLOUR for s in sides))
            frontier.discard(c)
        for dx, dy in self.model.offsets[rotation]:
            for ex, ey in DELTA:
                n = (x + dx + ex, y + dy + ey)
                if n not in cells:
                    frontier.add(n)

    def points(self, colours: Sequence[int], rotation: int, x: int, y: int) -> int | None:
        """The points of the placement (0 for the first tile), or None when
        it is illegal."""
        cells = self.cells
        for dx, dy in self.model.offsets[rotation]:
            if (x + dx, y + dy) in cells:
                return None
        if not cells:
            return 0
        units = [0, 0, 0, 0]
        for (dx, dy), direction, side in self.model.probes[rotation]:
            entry = cells.get((x + dx, y + dy))
            if entry is None:
                continue
            colour = entry[2][direction]
            if colour < 0:
                continue
            if colour != colours[side]:
                return None
            units[side] += 1
        touching = [s for s in range(4) if units[s]]
        if not touching:
            return None
        if len(touching) == 1 and touching[0] in self.model.short:
            return None
        length = self.model.length
        full = [units[s] == length[s] for s in touching]
        if not all(full) and not any(full):
            return None
        return len(touching)

    def long_against_long(self, rotation: int, x: int, y: int) -> bool:
        """Whether a tile laid at (rotation, x, y) would have a long side
        against an old tile's long side along at least one unit edge."""
        long = self.model.long
        for (dx, dy), direction, side in self.model.probes[rotation]:
            if side in long:
                entry = self.cells.get((x + dx, y + dy))
                if entry is not None and entry[1][direction] in long:
                    return True
        return False

    def candidates(self) -> set[tuple[int, int, int]]:
        """Every (rotation, x, y) that puts a cell of the tile on a frontier cell."""
        offsets = self.model.offsets
        return {
            (r, fx - dx, fy - dy)
            for r in range(4)
            for dx, dy in offsets[r]
            for fx, fy in self.frontier
        }

    def placements(self, colours: Sequence[int]) -> list[tuple[int, int, int, int]]:
        """Every legal (rotation, x, y, points), sorted; on an empty area
        the start tile's (rotation 0 at 0,0)."""
        if not self.cells:
            return [(0, 0, 0, 0)]
        result = []
        for r, x, y in sorted(self.candidates()):
            scored = self.points(colours, r, x, y)
            if scored is not None:
                result.append((r, x, y, scored))
        return result

    def holes(self) -> int:
        """The empty cells enclosed by the area (not reachable from outside
        its bounding box grown by one)."""
        if not self.cells:
            return 0
        xs = [x for x, _ in self.cells]
        ys = [y for _, y in self.cells]
        x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        seen = {(x0, y0)}
        stack = [(x0, y0)]
        while stack:
            cx, cy = stack.pop()
            for ex, ey in DELTA:
                n = (cx + ex, cy + ey)
                if x0 <= n[0] <= x1 and y0 <= n[1] <= y1 and n not in seen and n not in self.cells:
                    seen.add(n)
                    stack.append(n)
        return (x1 - x0 + 1) * (y1 - y0 + 1) - len(seen) - len(self.cells)


Option = tuple[int, tuple[int, int, int, int]]  # (index in hand, (rotation, x, y, points))


def model_options(area: ModelArea, hand: list[int], deck: Sequence[Sequence[int]]) -> list[Option]:
    """Every placement of every tile in hand, tiles of equal colours once
    (the first held)."""
    options: list[Option] = []
    seen: set[tuple[int, ...]] = set()
    for index, tile in enumerate(hand):
        colours = tuple(deck[tile])
        if colours in seen:
            continue
        seen.add(colours)
        options += [(index, p) for p in area.placements(colours)]
    return options


def choose_greedy(
    area: ModelArea,
    hand: list[int],
    deck: Sequence[Sequence[int]],
    options: list[Option],
    rng: random.Random,
) -> Option:
    """The most points; among equal points the placement that leaves the
    kept tiles the most placements (each tile's count capped at ENOUGH),
    then at random. Counted locally: a kept tile's placements on the
    current area stay as they are except at the positions the new tile can
    affect, which are checked again."""
    top = max(p[3] for _, p in options)
    ties = [o for o in options if o[1][3] == top]
    if len(ties) == 1:
        return ties[0]
    model = area.model
    # each kept tile's placements on the current area: those listed (a tile
    # of equal colours is listed once, a tile that does not fit not at all)
    base: dict[tuple[int, ...], set[tuple[int, int, int]]] = {tuple(deck[t]): set() for t in hand}
    for index, (r, x, y, _) in options:
        base[tuple(deck[hand[index]])].add((r, x, y))

    def room(option: Option) -> int:
        index, (r, x, y, _) = option
        after = area.copy()
        after.lay(deck[hand[index]], r, x, y)
        near = model.affected(r, x, y)
        total = 0
        for k, tile in enumerate(hand):
            if k == index:
                continue
            colours = tuple(deck[tile])
            count = sum(1 for pos in base[colours] if pos not in near)
            count += sum(1 for pos in near if after.points(colours, *pos) is not None)
            total += min(count, ENOUGH)
        return total

    scored = [(room(o), o) for o in ties]
    best = max(s for s, _ in scored)
    return rng.choice([o for s, o in scored if s == best])


def play_model(
    model: Model,
    deck: Sequence[Sequence[int]],
    players: int,
    bot: str,
    seed: int,
    hand_size: int = HAND,
) -> GameRecord:
    """One Classic game of ``model`` with ``deck`` (colour tuples), dealt
    and played as the game's rules do: ``hand_size`` tiles each, the next
    tile the start tile at 0,0 in rotation 0, the rest the stack; a player
    lays one tile and draws, or misses the turn (without drawing) when no
    tile fits; the game ends when every tile is laid or every player still
    holding tiles has missed a turn, one after the other."""
    rng = random.Random(seed)
    order = list(range(len(deck)))
    rng.shuffle(order)
    hands = [[order.pop() for _ in range(hand_size)] for _ in range(players)]
    start = order.pop()
    area = ModelArea(model)
    area.lay(deck[start], 0, 0, 0)
    stack = order
    record = GameRecord("", 0)
    seat = 0
    misses = 0
    while True:
        hand = hands[seat]
        options = model_options(area, hand, deck)
        record.legal.append(len(options))
        if not options:
            misses += 1
            if misses >= sum(1 for h in hands if h):
                record.reason = BLOCKED
                break
        else:
            misses = 0
            if bot == "random":
                index, (r, x, y, scored) = rng.choice(options)
            else:
                index, (r, x, y, scored) = choose_greedy(area, hand, deck, options, rng)
            record.long_on_long += area.long_against_long(r, x, y)
            area.lay(deck[hand.pop(index)], r, x, y)
            record.points.append(scored)
            if stack:
                hand.append(stack.pop())
            if not stack and not any(hands):
                record.reason = ALL_LAID
                break
        for k in range(1, players + 1):
            if hands[(seat + k) % players]:
                seat = (seat + k) % players
                break
    record.laid = area.count
    record.gaps = area.holes()
    record.score = sum(record.points)
    return record


def orders_deck() -> list[tuple[int, ...]]:
    """The game's deck: the 24 orders of the four colours, then the first 14 again."""
    return [tuple(t) for t in deck_tiles()]


def repeated_deck(seed: int = 1) -> list[tuple[int, ...]]:
    """38 of the 256 ways to colour four sides with four colours, picked at
    random (so most tiles repeat a colour on two sides)."""
    codes = list(itertools.product(range(4), repeat=4))
    random.Random(seed).shuffle(codes)
    return codes[:38]


def two_colour_deck(seed: int = 1) -> list[tuple[int, ...]]:
    """38 colourings picked at random among those of at most two colours."""
    codes = [c for c in itertools.product(range(4), repeat=4) if len(set(c)) <= 2]
    random.Random(seed).shuffle(codes)
    return codes[:38]


@dataclass(frozen=True)
class Alternative:
    label: str
    model: Model
    deck: tuple[tuple[int, ...], ...]


def alternatives() -> list[Alternative]:
    """The shapes and decks part b compares."""
    l3 = l_model("L3", 1, 1)
    orders = tuple(orders_deck())
    return [
        Alternative("L3, the former tile (arms 1 and 1; sides 2, 2, 1, 1)", l3, orders),
        Alternative("L3, colours repeated on a tile", l3, tuple(repeated_deck())),
        Alternative("L3, at most two colours a tile", l3, tuple(two_colour_deck())),
        Alternative("L5, symmetric (arms 2 and 2; sides 3, 3, 2, 2)", l_model("L5", 2, 2), orders),
        Alternative(
            "**L4, the wing (arms 2 and 1; sides 3, 2, 2, 1)**", l_model("wing", 2, 1), orders
        ),
        Alternative("L5 (arms 3 and 1; sides 4, 2, 3, 1)", l_model("L5a", 3, 1), orders),
        Alternative("L6 (arms 3 and 2; sides 4, 3, 3, 2)", l_model("L6", 3, 2), orders),
    ]


def run_models(
    games: dict[str, int], players: int = 2, log: Callable[[str], None] = lambda text: None
) -> list[Row]:
    rows = []
    for alt in alternatives():
        for bot in ("random", "good"):
            if not games[bot]:
                continue
            started = time.perf_counter()
            records = [
                play_model(alt.model, alt.deck, players, bot, SEED + i) for i in range(games[bot])
            ]
            row = summarise(alt.label, bot, records, time.perf_counter() - started, len(alt.deck))
            rows.append(row)
            log(row_line(row))
    return rows


# --- the report --------------------------------------------------------------------------


def row_line(row: Row) -> str:
    return (
        f"{row.label} {row.bot}: {row.all_laid_count}/{row.games} lay every tile, "
        f"{row.laid:.1f} laid, {row.seconds:.1f} s"
    )


def pct(share: float) -> str:
    return f"{100 * share:.0f} %"


def table(rows: Sequence[Row], first: str, second: str, bots: dict[str, str]) -> list[str]:
    lines = [
        (
            f"| {first} | {second} | games | lay every tile | tiles laid | 1 point | 2 points | 3+ "
            "points | gaps | placements per turn | long on long |"
        ),
        "|:---|:---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        one, two, more = r.points
        lines.append(
            f"| {r.label} | {bots[r.bot]} | {r.games} | {pct(r.all_laid)} ({r.all_laid_count}) "
            f"| {r.laid:.2f} of {r.deck} | {pct(one)} | {pct(two)} | {pct(more)} | {r.gaps:.1f} "
            f"| {r.legal:.1f} | {pct(r.long_on_long)} |"
        )
    return lines


def verdict(real: Sequence[Row]) -> tuple[bool, str]:
    """Whether the good bots' Classic games lay every tile often enough,
    and the shares per table."""
    good = [r for r in real if r.bot == "good" and r.label.startswith("Classic")]
    games = sum(r.games for r in good)
    laid = sum(r.all_laid_count for r in good)
    share = laid / games if games else 0.0
    return share >= TARGET, f"{laid} of {games} ({pct(share)})"


def commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def find(rows: Sequence[Row], start: str, bot: str) -> Row | None:
    return next((r for r in rows if r.label.lstrip("*").startswith(start) and r.bot == bot), None)


def former_line() -> str:
    """The former tile's figures in the game's own code (``FORMER``)."""
    good = sum(g for _, g in FORMER.values())
    rand = sum(r for r, _ in FORMER.values())
    good_games = FORMER_GAMES["good"] * len(FORMER)
    random_games = FORMER_GAMES["random"] * len(FORMER)
    per = ", ".join(f"{p}p {r} and {g}" for p, (r, g) in FORMER.items())
    return (
        f"For comparison, the former tile (an L of three cells) in the game's own code and bots at "
        f"commit {FORMER_COMMIT}, the same seeds: {good} of {good_games} good-bot Classic games "
        f"({pct(good / good_games)}) and {rand} of {random_games} random ones "
        f"({pct(rand / random_games)}) laid every tile, so {pct(1 - good / good_games)} and "
        f"{pct(1 - rand / random_games)} ended blocked (per player count, random and good: {per})."
    )


def section(real: Sequence[Row], models: Sequence[Row], seconds: float) -> str:
    met, good_share = verdict(real)
    random_classic = [r for r in real if r.bot == "random" and r.label.startswith("Classic")]
    random_games = sum(r.games for r in random_classic)
    random_laid = sum(r.all_laid_count for r in random_classic)
    blocked = ", ".join(
        f"{r.label} {pct(1 - r.all_laid)}"
        for r in real
        if r.label.startswith("Classic") and r.bot == "good"
    )
    blocked_random = ", ".join(f"{r.label} {pct(1 - r.all_laid)}" for r in random_classic)
    old_random, old_good = (
        find(models, "L3, the former", "random"),
        find(models, "L3, the former", "good"),
    )
    wing_random, wing_good = (
        find(models, "L4, the wing", "random"),
        find(models, "L4, the wing", "good"),
    )
    l5a, l6 = find(models, "L5 (arms 3", "random"), find(models, "L6", "random")
    wing_gaps = statistics.mean(r.gaps for r in real if r.label.startswith("Classic"))
    lines = [
        BEGIN,
        "## Mad Nooks: the tile model",
        "",
        "Whether a game of Mad Nooks can be played to the last tile depends on the tile's shape: "
        "under the",
        "former tile, an L of three cells, most Classic games ended blocked, every player unable "
        "to lay,",
        "long before the 38 tiles were laid. `bench/madnooks_models.py` measures the game's tile, "
        "the",
        "*wing* (an L of four cells, a long arm of two cells and a short arm of one; sides of 3, "
        "2, 2 and 1",
        "unit edges, so each tile shows its four colours in the shares 3 : 2 : 2 : 1), and the",
        "alternatives it was chosen from.",
        "",
        (
            f"- Date (UTC): {time.strftime('%Y-%m-%dT%H:%M:%S', time.gmtime())}; commit "
            f"{commit()}; Python {platform.python_version()}; the run took {seconds:.0f} s."
        ),
        (
            f"- Games per row: the number in the tables; game *i* of a row is seeded {SEED} + *i* "
            "(the players' choices too), so a run with the same counts gives the same figures."
        ),
        (
            "- *Lay every tile*: the share (and number) of games that end with all 38 tiles laid; "
            "the others ended blocked. *Tiles laid*: the mean, the start tile included. *1, 2, 3+ "
            "points*: how often a placement scores that many (one point per touching side of the "
            "new tile). *Gaps*: the mean empty cells enclosed by the area at the end. *Placements "
            "per turn*: the mean legal placements of the tiles in hand at a turn (turns with none "
            "count as 0). *Long on long*: the share of placements where a long side of the new "
            "tile lies against a long side of an old tile along at least one unit edge."
        ),
        "",
        "### The game's tile, played by the game",
        "",
        "Whole games of `MadNooks` through `legal_actions`, `view` and `apply`, every seat played "
        "by the",
        "game's own bots: `RandomNooksBot` (uniformly among the legal actions) and "
        "`GreedyNooksBot`",
        "(*good*: the most points, ties broken by its look-ahead). Solitaire: the players share "
        "one area",
        "and draw a tile when they cannot lay.",
        "",
        *table(real, "table", "bots", {"random": "random", "good": "good"}),
        "",
        (
            f"**Good bots' Classic games laying every tile: {good_share}; at least {pct(TARGET)} "
            f"wanted: {'met' if met else 'NOT met'}.** Random players' Classic games: "
            f"{random_laid} of {random_games} "
            f"({pct(random_laid / random_games if random_games else 0.0)})."
        ),
        "",
        f"Blocked Classic games, good bots: {blocked}; random players: {blocked_random}.",
        "",
        former_line(),
        "",
        "### The alternatives, in the bench's own engine",
        "",
        "The same laying rules in a small engine of the bench file, for any L shape and deck (on "
        "the",
        "wing it lists exactly the placements and points of the game's `Area`: tests/bench/",
        "test_madnooks_models.py). Classic with 2 players, 4 tiles in hand. *Random* lays "
        "uniformly among",
        (
            "the legal placements; *greedy* is simpler than the game's good bot: the most points, "
            "and among equal points the placement that leaves its other tiles the most placements "
            f"(each counted up to {ENOUGH}). Sides are given as outside of the long arm, outside "
            "of the short arm, inside of the"
        ),
        "long arm, inside of the short arm (the last two are the short sides). Unless said "
        "otherwise the",
        "deck is the game's: the 24 orders of the four colours, then the first 14 again.",
        "",
        *table(models, "shape and deck", "players", {"random": "2, random", "good": "2, greedy"}),
        "",
        "### Why the wing",
    ]
    if old_random and old_good and wing_random and wing_good and l5a and l6:
        others = "; ".join(
            f"{name} {pct(a.all_laid)} and {pct(b.all_laid)}"
            for name, a, b in (
                (
                    "with colours repeated on a tile",
                    find(models, "L3, colours", "random"),
                    find(models, "L3, colours", "good"),
                ),
                (
                    "with at most two colours a tile",
                    find(models, "L3, at most", "random"),
                    find(models, "L3, at most", "good"),
                ),
                (
                    "the symmetric L5",
                    find(models, "L5, symmetric", "random"),
                    find(models, "L5, symmetric", "good"),
                ),
            )
            if a and b
        )
        lines += [
            "",
            (
                f"Under the former tile (L3) {pct(old_random.all_laid)} of the random players' "
                f"games and {pct(old_good.all_laid)} of the greedy players' laid every tile in the "
                f"bench's engine (random and greedy: {others})."
            ),
            "In a symmetric L every long side has exactly the length of the sides that must lie "
            "along it,",
            "so an area soon offers few places where a tile's colours meet without a short side "
            "alone or",
            "a side touching only partly: a careful player keeps some of them open (the greedy "
            "player's",
            "figures), a random one does not. In the wing the long side of 3 units takes a 2-unit "
            "side in",
            "two places, and the outsides of the two arms differ in length, so nearly always some "
            "tile fits:",
            (
                f"{pct(wing_random.all_laid)} of the random and {pct(wing_good.all_laid)} of the "
                "greedy games laid every tile in the bench's engine, and in the game the figures "
                f"above. Longer arms lay every tile too ({pct(l5a.all_laid)} and "
                f"{pct(l6.all_laid)} of the random games with arms of 3 and 1 and of 3 and 2), but "
                f"leave areas full of holes: {l5a.gaps:.0f} and {l6.gaps:.0f} enclosed empty cells "
                f"at the end, against {wing_random.gaps:.0f} for the wing (random players; "
                f"{wing_gaps:.0f} in the game's Classic games above). The wing is the smallest "
                "change that lays the game to its end:"
            ),
            "one cell more, the same deck and the same laying rules.",
        ]
    lines.append(END)
    return "\n".join(lines)


def write_doc(text: str) -> None:
    """Put ``text`` between the markers of docs/performance.md and of
    bench/performance_template.md (so a whole run of bench/run.py, which
    writes the page from the template, keeps it); a page without them gets
    it at the end of the Mad Nooks section."""
    if "$" in text:
        raise ValueError("the section would clash with the template's $placeholders")
    for path in (DOC, TEMPLATE):
        _write_section(path, text)


def _write_section(path: Path, text: str) -> None:
    page = path.read_text(encoding="utf-8")
    if BEGIN in page and END in page:
        page = page[: page.index(BEGIN)] + text + page[page.index(END) + len(END) :]
    elif AFTER_HEADING in page:
        start = page.index(AFTER_HEADING) + len(AFTER_HEADING)
        following = page.find("\n## ", start)
        at = following + 1 if following >= 0 else len(page)
        page = page[:at] + text + "\n\n" + page[at:]
    else:
        page = page.rstrip("\n") + "\n\n" + text + "\n"
    path.write_text(page, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a few games per row")
    parser.add_argument("--random", type=int, help="games per row with random players")
    parser.add_argument("--good", type=int, help="games per row with good (greedy) players")
    parser.add_argument(
        "--model-random", type=int, help="games per row of part b with random players"
    )
    parser.add_argument(
        "--model-good", type=int, help="games per row of part b with greedy players"
    )
    parser.add_argument(
        "--write", action="store_true", help="write the section into docs/performance.md"
    )
    args = parser.parse_args(argv)
    games = dict(QUICK_GAMES if args.quick else GAMES)
    model_games = dict(QUICK_MODEL_GAMES if args.quick else MODEL_GAMES)
    for counts, random_count, good_count in (
        (games, args.random, args.good),
        (model_games, args.model_random, args.model_good),
    ):
        if random_count is not None:
            counts["random"] = random_count
        if good_count is not None:
            counts["good"] = good_count
    started = time.perf_counter()

    def log(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    log("a. the real game")
    real = run_real(games, log=log)
    log("b. the alternatives, in the bench's engine")
    models = run_models(model_games, log=log)
    text = section(real, models, time.perf_counter() - started)
    print(text)
    if args.write:
        write_doc(text)
    return 0 if verdict(real)[0] else 1


if __name__ == "__main__":
    raise SystemExit(main())
