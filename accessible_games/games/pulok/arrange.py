"""The best arrangement of a player's Pulok tiles: goal, penalty, value pieces.

Every board is scored in its best arrangement, so this module decides where
each tile goes, whether the goal is met, which tiles are left over and
which value pieces there are.

Simple and double (``best_arrangement`` with "simple" or "double"): the goal
rows (row 0, and row 1 for double) hold the sentence. This is counting, not
search: of the letter tiles of one letter the lowest ids go on the letter's
place in the goal rows (first copy row 0, second row 1), the others are left
over. Puloks are always built in: they fill the empty places (row 0 first,
left to right); when there are more Puloks than empty places, each further
Pulok displaces a letter, the lowest penalty first (then from the last goal
row, left to right), and the displaced letter is left over.

Experts: a letter tile can only lie at (row of its colour, its letter); of
two copies of one code the lower id lies there and the other is surplus.
The Puloks are placed by an exact dynamic programme over the 15 columns
(see :func:`_place_puloks`), which picks, lexicographically,

1. a complete board (every tile on the board and in a group, no surplus)
   with the most value, if there is one;
2. otherwise the least penalty (letter tiles in no group, surplus
   included), then the most value;

and among equal boards the one with the fewest Puloks on the board (a Pulok
that helps nothing stays in the surplus). Groups: at least ``m`` filled
cells side by side in a row, or at least ``m`` filled cells in a column
(m = 3, or 4 with ``twenty``). Value pieces: a word whose cells are filled
and lie inside a row group (PULOK counts 2), a column of exactly 5 (1) or 6
(2) tiles.

Results are cached by (sorted tiles, variant, row colours, twenty).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from accessible_games.games.pulok.tiles import (
    CELLS,
    DOUBLE_WORD,
    EMPTY,
    FIRST_PULOK,
    LETTER_TILES,
    PENALTY,
    ROWS,
    TILE_COLOUR,
    TILE_KIND,
    TILE_LETTER,
    TILE_PENALTY,
    WIDTH,
    WORDS,
)

VARIANTS = ("simple", "double", "experts")
DEFAULT_ROW_COLOURS = (0, 1, 2, 3, 4, 5)


class Piece(NamedTuple):
    """A value piece (experts)."""

    kind: str  # "word" or "column"
    index: int  # word id 0-3 for "word", letter id (column) for "column"
    row: int  # the row of a word; -1 for a column
    count: int  # 1, or 2 for a double (PULOK, a column of 6)


class Arrangement(NamedTuple):
    """A player's tiles laid out, and what they achieve."""

    board: tuple[int, ...]  # 90 cells, tile id or EMPTY
    surplus: tuple[int, ...]  # tiles not on the board, sorted
    complete: bool  # the goal is met
    penalty: int  # penalty points of the left-over tiles
    left_over: tuple[int, ...]  # the left-over letter tiles, sorted
    pieces: tuple[Piece, ...]  # value pieces (experts; () otherwise)
    value: int  # sum of the pieces' counts
    grouped: frozenset[int]  # cells in a group (experts); the goal cells otherwise


def goal_rows(variant: str) -> tuple[int, ...]:
    """The rows the goal uses: simple (0,), double (0, 1), experts all six."""
    if variant == "simple":
        return (0,)
    if variant == "double":
        return (0, 1)
    if variant == "experts":
        return tuple(range(ROWS))
    raise ValueError(f"unknown Pulok variant {variant!r}")


def piece_bonus(value: int) -> int:
    """The winner's bonus for ``value`` value pieces: 0, 5, 15, 30, 50, 75,
    then 25 more per further piece."""
    if value <= 0:
        return 0
    if value <= 5:
        return (0, 5, 15, 30, 50, 75)[value]
    return 75 + 25 * (value - 5)


def best_arrangement(
    tiles, variant: str, row_colours=DEFAULT_ROW_COLOURS, twenty: bool = False
) -> Arrangement:
    """The best arrangement of ``tiles`` (any order) for ``variant``; see the
    module's doc. ``row_colours`` (experts) gives each row's colour id and
    ``twenty`` (experts) makes groups need 4 tiles."""
    key = tuple(sorted(tiles))
    if variant == "experts":
        return _best_experts(key, tuple(row_colours), bool(twenty))
    goal_rows(variant)  # validates the name
    return _best_sentence(key, 2 if variant == "double" else 1)


def board_changes(board, surplus, target) -> list[tuple[int, int | None, int | None]]:
    """The tiles that move when ``board`` (with ``surplus``) is laid as
    ``target``: (tile, from cell or None for the surplus, to cell or None).
    Tiles of one kind are alike: one already on a place of the target's
    kind stays; a tile comes from another place before the surplus. What
    the proposal says it moves and what arranging as proposed says it
    moved are both these changes, so the two counts agree."""

    def kinds(cells, c):
        return TILE_KIND[cells[c]] if cells[c] != EMPTY else None

    cells = range(len(board))
    differ = [c for c in cells if kinds(board, c) != kinds(target, c)]
    needed = [c for c in differ if target[c] != EMPTY]
    # sources: tiles on a place that changes, then the surplus
    sources: dict[int, list[int]] = {}
    for c in differ:
        if board[c] != EMPTY:
            sources.setdefault(TILE_KIND[board[c]], []).append(c)
    spare: dict[int, list[int]] = {}
    for t in surplus:
        spare.setdefault(TILE_KIND[t], []).append(t)
    moves: list[tuple[int, int | None, int | None]] = []
    used: set[int] = set()
    for c in needed:
        kind = TILE_KIND[target[c]]
        found = sources.get(kind) or []
        if found:
            start = found.pop(0)
            used.add(start)
            moves.append((board[start], start, c))
        elif spare.get(kind):
            moves.append((spare[kind].pop(0), None, c))
        else:  # cannot be: the target holds the same tiles
            moves.append((target[c], None, c))
    for c in differ:
        if board[c] != EMPTY and c not in used:
            moves.append((board[c], c, None))
    return moves


def missing_letters(tiles, variant: str) -> list[int]:
    """Simple/double: the letter ids of the goal places that neither a letter
    nor a Pulok fills in the best arrangement, one per missing place,
    sorted. Experts: []."""
    if variant == "experts":
        return []
    board = best_arrangement(tiles, variant).board
    return sorted(c % WIDTH for c in range(len(goal_rows(variant)) * WIDTH) if board[c] == EMPTY)


def quick_cannot_complete(tiles, variant: str, twenty: bool = False) -> bool:
    """A cheap test, True only when the goal surely cannot be met with
    ``tiles`` (whatever the row colours).

    Simple/double: exact (the letters that fit plus the Puloks are fewer
    than the places). Experts: a code held twice (one copy must be surplus),
    or a letter tile that can be grouped neither in its column nor in any
    row window of ``m`` places around it, even with every Pulok."""
    if variant == "experts":
        return _quick_experts(tuple(sorted(tiles)), bool(twenty))
    copies = len(goal_rows(variant))
    counts = [0] * WIDTH
    puloks = 0
    for tile in tiles:
        if tile >= FIRST_PULOK:
            puloks += 1
        else:
            counts[TILE_LETTER[tile]] += 1
    usable = sum(n if n < copies else copies for n in counts)
    return usable + puloks < copies * WIDTH


# --- simple and double ------------------------------------------------------


@lru_cache(maxsize=4096)
def _best_sentence(tiles: tuple[int, ...], copies: int) -> Arrangement:
    board = [EMPTY] * CELLS
    left_over: list[int] = []
    puloks: list[int] = []
    placed = [0] * WIDTH
    for tile in tiles:  # sorted: the lowest ids of a letter are placed first
        letter = TILE_LETTER[tile]
        if letter < 0:
            puloks.append(tile)
        elif placed[letter] < copies:
            board[placed[letter] * WIDTH + letter] = tile
            placed[letter] += 1
        else:
            left_over.append(tile)
    places = copies * WIDTH
    empty = [c for c in range(places) if board[c] == EMPTY]
    spare = puloks[len(empty) :]
    for c, pulok in zip(empty, puloks, strict=False):
        board[c] = pulok
    if spare:
        # more Puloks than empty places: each displaces a letter, the lowest
        # penalty first, from the last goal row, left to right
        letters = sorted(
            (c for c in range(places) if board[c] < FIRST_PULOK),
            key=lambda c: (PENALTY[c % WIDTH], -(c // WIDTH), c % WIDTH),
        )
        for c, pulok in zip(letters, spare, strict=False):
            left_over.append(board[c])
            board[c] = pulok
        spare = spare[len(letters) :]
    goal = frozenset(c for c in range(places) if board[c] != EMPTY)
    left_over.sort()
    return Arrangement(
        board=tuple(board),
        surplus=tuple(sorted(left_over + spare)),
        complete=len(goal) == places,
        penalty=sum(TILE_PENALTY[t] for t in left_over),
        left_over=tuple(left_over),
        pieces=(),
        value=0,
        grouped=goal,
    )


# --- experts: tables ----------------------------------------------------------

#: a word's value as a piece, by word id
_WORD_VALUE = tuple(2 if w == DOUBLE_WORD else 1 for w in range(len(WORDS)))
#: by column: (first column, word id) of the word ending there, or None
_WORD_END = tuple(
    next(((a, w) for w, (a, b) in enumerate(WORDS) if b == c), None) for c in range(WIDTH)
)
#: by column: the first column of the word the column belongs to
_WORD_START = tuple(next(a for a, b in WORDS if a <= c <= b) for c in range(WIDTH))
_WORD_MASKS = tuple(((1 << (b + 1)) - 1) ^ ((1 << a) - 1) for a, b in WORDS)
_POPCOUNT = tuple(bin(x).count("1") for x in range(1 << ROWS))

# A row's state after a column, as a small int: ``k | pen << 3 | pul << 7``.
# k is the length of the run of filled cells ending in the column, capped at
# _caps(m)[column] (at least m, and long enough to tell whether the word
# around the column is filled). While k < m the run is short and its cells
# that no column group holds are pending: pen is the sum of the penalties of
# the pending letters, pul is 1 if a Pulok is pending. When the run reaches
# m they are grouped; when it ends short the letters are left over and a
# pending Pulok makes the path useless (the same board without that Pulok
# is as good and has a Pulok fewer on it), so it is cut.
_EMPTY, _LETTER, _PULOK = 0, 1, 2


def _caps(m: int) -> tuple[int, ...]:
    return tuple(max(m, c - _WORD_START[c] + 1) for c in range(WIDTH))


def _step(m: int, caps: tuple[int, ...], column: int, state: int, code: int, grouped: bool):
    """One row's state moves over one cell: ``(state, penalty, value)`` added,
    or None when a Pulok would end in no group. ``column`` 15 ends the row."""
    k = state & 7
    if code == _EMPTY:
        if 0 < k < m:
            if state >> 7:
                return None
            return (0, (state >> 3) & 15, 0)
        return (0, 0, 0)
    cap = caps[column]
    k2 = k + 1 if k + 1 < cap else cap
    if k2 >= m:
        value = 0
        if k + 1 == m:
            # the run has just reached m: the words inside it that ended
            # before this column were waiting for it
            first = column - m + 1
            value += sum(
                _WORD_VALUE[w] for w, (a, b) in enumerate(WORDS) if a >= first and b < column
            )
        end = _WORD_END[column]
        if end is not None and k2 >= column - end[0] + 1:
            value += _WORD_VALUE[end[1]]
        return (k2, 0, value)
    pen = (state >> 3) & 15
    pul = state >> 7
    if not grouped:
        if code == _LETTER:
            pen += PENALTY[column]
        else:
            pul = 1
    return (k2 | pen << 3 | pul << 7, 0, 0)


@lru_cache(maxsize=2)
def _tables(m: int):
    """``table[column][grouped][code][state]``: the result of :func:`_step`
    (column 15 ends every row)."""
    caps = _caps(m)
    table = []
    for column in range(WIDTH + 1):
        by_group = []
        for grouped in (False, True):
            by_code = []
            for code in (_EMPTY, _LETTER, _PULOK):
                if column == WIDTH and code != _EMPTY:
                    by_code.append(None)
                    continue
                by_code.append([_step(m, caps, column, s, code, grouped) for s in range(256)])
            by_group.append(by_code)
        table.append(by_group)
    return table


# --- experts ------------------------------------------------------------------


def _lay_letters(tiles: tuple[int, ...], row_colours: tuple[int, ...]):
    """The letter tiles on their places (lowest id of a code first), the
    surplus letters and the Puloks."""
    board = [EMPTY] * CELLS
    surplus: list[int] = []
    puloks: list[int] = []
    row_of = [0] * ROWS
    for row, colour in enumerate(row_colours):
        row_of[colour] = row
    for tile in tiles:
        if tile >= FIRST_PULOK:
            puloks.append(tile)
            continue
        c = row_of[TILE_COLOUR[tile]] * WIDTH + TILE_LETTER[tile]
        if board[c] == EMPTY:
            board[c] = tile
        else:
            surplus.append(tile)
    return board, surplus, puloks


def _group_masks(board, m: int):
    """Per row the bitmask (bit = column) of the cells in a group, per row
    the cells in a row group, and the column counts."""
    rows = [0] * ROWS
    counts = [0] * WIDTH
    for c in range(CELLS):
        if board[c] != EMPTY:
            rows[c // WIDTH] |= 1 << (c % WIDTH)
            counts[c % WIDTH] += 1
    columns = 0
    for col in range(WIDTH):
        if counts[col] >= m:
            columns |= 1 << col
    runs = []
    grouped = []
    for x in rows:
        starts = x
        for i in range(1, m):
            starts &= x >> i
        run = starts
        for i in range(1, m):
            run |= starts << i
        runs.append(run)
        grouped.append(run | (x & columns))
    return grouped, runs, counts


def _score(board, surplus, m: int) -> Arrangement:
    """The Arrangement of an experts board: groups, pieces, left-over tiles."""
    grouped_masks, runs, counts = _group_masks(board, m)
    grouped = frozenset(c for c in range(CELLS) if grouped_masks[c // WIDTH] >> (c % WIDTH) & 1)
    pieces = []
    for row in range(ROWS):
        for w, mask in enumerate(_WORD_MASKS):
            if runs[row] & mask == mask:
                pieces.append(Piece("word", w, row, _WORD_VALUE[w]))
    for col in range(WIDTH):
        if counts[col] >= 5:
            pieces.append(Piece("column", col, -1, counts[col] - 4))
    ungrouped = [board[c] for c in range(CELLS) if board[c] != EMPTY and c not in grouped]
    left_over = sorted(t for t in ungrouped + list(surplus) if t < LETTER_TILES)
    return Arrangement(
        board=tuple(board),
        surplus=tuple(sorted(surplus)),
        complete=not surplus and not ungrouped,
        penalty=sum(TILE_PENALTY[t] for t in left_over),
        left_over=tuple(left_over),
        pieces=tuple(pieces),
        value=sum(p.count for p in pieces),
        grouped=grouped,
    )


def score_experts(board, surplus, twenty: bool = False) -> Arrangement:
    """What an experts board achieves as it lies (no search): its groups,
    value pieces and left-over tiles. The cautions of passing a tile use it
    on the proposal with that tile's place emptied."""
    return _score(list(board), list(surplus), 4 if twenty else 3)


@lru_cache(maxsize=4096)
def _best_experts(
    tiles: tuple[int, ...], row_colours: tuple[int, ...], twenty: bool
) -> Arrangement:
    return _arrange_experts(tiles, row_colours, twenty)


def _arrange_experts(
    tiles: tuple[int, ...], row_colours: tuple[int, ...], twenty: bool, quick: bool = True
) -> Arrangement:
    """The best experts arrangement (uncached); ``quick=False`` searches
    without the bounds (slower, for checking them)."""
    if sorted(row_colours) != list(range(ROWS)):
        raise ValueError(f"row colours must give each colour once: {row_colours!r}")
    m = 4 if twenty else 3
    board, surplus, puloks = _lay_letters(tiles, row_colours)
    if puloks:
        may_complete = not surplus and not _quick_experts(tiles, twenty)
        cells = _place_puloks(board, len(puloks), m, may_complete, quick)
        for c, pulok in zip(cells, puloks, strict=False):
            board[c] = pulok
        surplus.extend(puloks[len(cells) :])
    return _score(board, surplus, m)


def _place_puloks(
    board: list[int], count: int, m: int, may_complete: bool, quick: bool = True
) -> list[int]:
    """The cells (sorted) where up to ``count`` Puloks go on ``board`` (the
    letters laid), chosen exactly by :func:`_search`.

    First, when a complete board may exist, the complete board with the
    most value using at most ``count`` Puloks; the Puloks it leaves over are
    added one by one where they are grouped at once (beside a row group or
    in a column group, or making a new one): adding a tile never ungroups
    another and never lowers the value, so this is the best complete board
    with every Pulok. If they cannot all be added, the search is repeated
    with exactly ``count`` Puloks. Otherwise the least penalty. In both, a
    narrow search (a beam) first finds a good board, whose value (complete)
    or penalty bounds the exact search (``quick=False``: no beam, only the
    plain bounds)."""
    letters = _Letters(board, count, m)
    sharp = quick and count > 2
    if may_complete:
        rough = _search(letters, True, beam=40, sharp=sharp) if sharp else None
        found = _search(letters, True, floor=rough[2] if rough else None, sharp=sharp) or rough
        if found is not None:
            cells = _add_puloks(board, found[0], count, m)
            if cells is not None:
                return cells
            found = _search(letters, True, exact=True)
            if found is not None:
                return found[0]
    bound = letters.walk((0,) * ROWS, 0)
    rough = _search(letters, False, bound, beam=2 * count, sharp=sharp) if sharp else None
    if rough is not None:
        bound = rough[1]
    found = _search(letters, False, bound, sharp=sharp) or rough
    return found[0] if found else []


def _add_puloks(board: list[int], cells: list[int], count: int, m: int) -> list[int] | None:
    """``cells`` plus further Pulok cells up to ``count``, each grouped as it
    is added (the first such cell in cell order), or None if there is none."""
    filled = [t != EMPTY for t in board]
    for c in cells:
        filled[c] = True
    cells = list(cells)
    heights = [sum(filled[r * WIDTH + col] for r in range(ROWS)) for col in range(WIDTH)]
    while len(cells) < count:
        for c in range(CELLS):
            if filled[c]:
                continue
            row, col = divmod(c, WIDTH)
            run = 1
            x = col - 1
            while x >= 0 and filled[row * WIDTH + x]:
                run += 1
                x -= 1
            x = col + 1
            while x < WIDTH and filled[row * WIDTH + x]:
                run += 1
                x += 1
            if run >= m or heights[col] + 1 >= m:
                filled[c] = True
                heights[col] += 1
                cells.append(c)
                break
        else:
            return None
    return sorted(cells)


class _Letters:
    """What the search needs to know about the letters on a board."""

    def __init__(self, board: list[int], count: int, m: int) -> None:
        self.m = m
        self.count = count
        self.table = _tables(m)
        columns = [0] * WIDTH  # per column: bitmask of the rows holding a letter
        for c in range(CELLS):
            if board[c] != EMPTY:
                columns[c % WIDTH] |= 1 << (c // WIDTH)
        self.columns = columns
        heights = [_POPCOUNT[x] for x in columns]
        # ahead[col][row][j]: the empty cells of the row among the next j
        # columns (j = 0..m; 99 past the edge)
        ahead = []
        for col in range(WIDTH):
            per_row = []
            for row in range(ROWS):
                counts = [0]
                for j in range(1, m + 1):
                    c2 = col + j
                    if c2 >= WIDTH:
                        counts.append(99)
                    else:
                        counts.append(counts[-1] + (0 if columns[c2] >> row & 1 else 1))
                per_row.append(counts)
            ahead.append(per_row)
        self.ahead = ahead
        # forced[col][left]: the penalty of the letters right of ``col`` that
        # ``left`` Puloks cannot group even if every cell up to ``col`` were
        # filled (a lower bound of the penalty still to come)
        forced = [[0] * (count + 1) for _ in range(WIDTH)]
        for c2 in range(1, WIDTH):
            for row in range(ROWS):
                if not columns[c2] >> row & 1:
                    continue
                pen = PENALTY[c2]
                column_need = max(0, m - heights[c2])
                for col in range(max(0, c2 - m), c2):
                    need = column_need
                    for first in range(max(0, c2 - m + 1), min(c2, WIDTH - m) + 1):
                        gaps = sum(
                            1
                            for x in range(max(first, col + 1), first + m)
                            if not columns[x] >> row & 1
                        )
                        if gaps < need:
                            need = gaps
                    if need == 0:
                        continue
                    cols = range(col + 1) if col == max(0, c2 - m) else (col,)
                    for col2 in cols:
                        line = forced[col2]
                        for left in range(min(need, count + 1)):
                            line[left] += pen
        self.forced = forced
        self._gain: dict = {}
        self._gain_parts: dict = {}
        self._loss: dict = {}
        self._needs: list | None = None

    def loss(self, col: int) -> list[int]:
        """``loss(col)[left]``: a lower bound of the penalty of the letters
        right of ``col`` with ``left`` more Puloks, at least ``forced``.
        Each Pulok fills one cell, in one row and one column. A letter is
        grouped by its row only if the gaps of a window of m places around
        it (cells up to ``col`` counted as filled) are filled in its row, by
        its column only if the column gets its missing tiles: the best
        share of the Puloks among the rows (each row saving the letters
        whose windows need no more than its share) plus the best columns
        for the same Puloks save at most that much."""
        got = self._loss.get(col)
        if got is not None:
            return got
        m = self.m
        count = self.count
        columns = self.columns
        if self._needs is None:
            needs = []
            for c2 in range(WIDTH):
                height = _POPCOUNT[columns[c2]]
                for row in range(ROWS):
                    if not columns[c2] >> row & 1:
                        continue
                    by_col = []
                    for col2 in range(c2):
                        best = 99
                        for first in range(max(0, c2 - m + 1), min(c2, WIDTH - m) + 1):
                            gaps = sum(
                                1
                                for x in range(max(first, col2 + 1), first + m)
                                if not columns[x] >> row & 1
                            )
                            if gaps < best:
                                best = gaps
                        by_col.append(best)
                    needs.append((row, c2, PENALTY[c2], max(0, m - height), by_col))
            self._needs = needs
        per_row = [[0] * (count + 1) for _ in range(ROWS)]
        by_column: dict = {}
        total = 0
        for row, c2, pen, column_need, by_col in self._needs:
            if c2 <= col:
                continue
            total += pen
            line = per_row[row]
            for j in range(by_col[col], count + 1):
                line[j] += pen
            need, saved = by_column.get(c2, (column_need, 0))
            by_column[c2] = (need, saved + pen)
        rows = per_row[0]
        for line in per_row[1:]:
            rows = [max(rows[j - i] + line[i] for i in range(j + 1)) for j in range(count + 1)]
        cols = [0] * (count + 1)
        for need, saved in by_column.values():
            if need <= count:
                cols = [
                    max(cols[j], cols[j - need] + saved) if j >= need else cols[j]
                    for j in range(count + 1)
                ]
        forced = self.forced[col]
        got = [max(forced[j], total - rows[j] - cols[j]) for j in range(count + 1)]
        self._loss[col] = got
        return got

    def gain(self, col: int, open_words: int) -> list[int]:
        """``gain(col, open_words)[left]``: at most how much value the
        columns right of ``col`` can still bring with ``left`` more Puloks,
        when the word running through ``col`` (if any) is still whole in the
        rows of the bitmask ``open_words``. Each Pulok fills one cell, so one
        gap of one word and one gap of one column: the best words for
        ``left`` gaps plus the best column counts for ``left`` gaps bound
        the value."""
        key = (col, open_words)
        got = self._gain.get(key)
        if got is not None:
            return got
        count = self.count
        parts = self._gain_parts.get(col)
        if parts is None:
            columns = self.columns
            worth = (0, 0, 0, 0, 0, 1, 2)
            by_columns = [0] * (count + 1)  # the columns right of col
            for c2 in range(WIDTH - 1, col, -1):
                h = _POPCOUNT[columns[c2]]
                by_columns = [
                    max(by_columns[j - q] + worth[h + q] for q in range(min(j, 6 - h) + 1))
                    for j in range(count + 1)
                ]
            best = [0] * (count + 1)  # the words of the rows
            running = []  # per row: the gaps of the word running through col
            for row in range(ROWS):
                words = []
                for w, (a, b) in enumerate(WORDS):
                    gaps = sum(
                        1 for x in range(max(a, col + 1), b + 1) if not columns[x] >> row & 1
                    )
                    if a > col:
                        words.append((gaps, _WORD_VALUE[w]))
                    elif b > col:
                        running.append(gaps)
                options = [0] * (count + 1)  # the row's best later words for j gaps
                for pick in range(1 << len(words)):
                    gaps = value = 0
                    for i, (g, v) in enumerate(words):
                        if pick >> i & 1:
                            gaps += g
                            value += v
                    for j in range(gaps, count + 1):
                        if value > options[j]:
                            options[j] = value
                best = [
                    max(best[j - i] + options[i] for i in range(j + 1)) for j in range(count + 1)
                ]
            end = _WORD_END[col]
            value = 0
            if end is None:
                value = _WORD_VALUE[next(w for w, (a, b) in enumerate(WORDS) if a <= col < b)]
            parts = self._gain_parts[col] = (best, running, value, by_columns)
        best, running, value, by_columns = parts
        if open_words and value:
            # the running words, the cheapest first, with the rest
            gaps = sorted(running[r] for r in range(ROWS) if open_words >> r & 1)
            extra = [0] * (count + 1)
            total = 0
            for n, g in enumerate(gaps, 1):
                total += g
                for j in range(total, count + 1):
                    extra[j] = n * value
            best = [max(best[j - i] + extra[i] for i in range(j + 1)) for j in range(count + 1)]
        best = [best[j] + by_columns[j] for j in range(count + 1)]
        self._gain[key] = best
        return best

    def walk(self, states, start: int) -> int:
        """The penalty still to come for the row ``states`` after column
        ``start - 1`` if no more Puloks are placed (a pending Pulok that ends
        ungrouped costs nothing)."""
        table = self.table
        m = self.m
        states = list(states)
        pen = 0
        for col in range(start, WIDTH + 1):
            full = self.columns[col] if col < WIDTH else 0
            by_code = table[col][_POPCOUNT[full] >= m]
            for r in range(ROWS):
                res = by_code[_LETTER if full >> r & 1 else _EMPTY][states[r]]
                if res is None:
                    res = (0, (states[r] >> 3) & 15, 0)
                states[r] = res[0]
                pen += res[1]
        return pen


def _options(
    by_code,
    r: int,
    state: int,
    full: int,
    hi: int,
    complete: bool,
    ahead,
    m: int,
    left: int,
    running: int,
) -> list[tuple[int, int, int, int]]:
    """A row's choices in a column for :func:`_search`: ``(new state,
    Puloks here, those plus the Puloks needed ahead, packed rest)``."""
    bit = 1 << r
    opts = []
    codes = (_LETTER,) if full & bit else ((_EMPTY, _PULOK) if hi else (_EMPTY,))
    for code in codes:
        res = by_code[code][state]
        if res is None:
            continue
        s = res[0]
        if complete and res[1]:
            continue
        need = lost = 0
        if s >> 3:
            # pending tiles: their run must reach m
            gaps = ahead[m - (s & 7)]
            if complete:
                # only whether tiles are pending matters
                s = (s & 7) | 8
                if gaps > left:
                    continue
                need = gaps
            elif s >> 7:
                if gaps > left:
                    continue
                need = gaps
            elif gaps > left:
                lost = (s >> 3) & 15  # surely left over
        packed = res[1] << 12 | res[2] << 20 | lost << 28
        if s & 7 >= running:
            packed |= bit << 6
        if code == _PULOK:
            opts.append((s, 1, 1 + need, packed | bit))
        else:
            opts.append((s, 0, need, packed))
    return opts


def _search(
    letters: _Letters,
    complete: bool,
    bound: int = 0,
    beam: int | None = None,
    exact: bool = False,
    floor: int | None = None,
    sharp: bool = False,
):
    """The dynamic programme over the columns: ``(cells, penalty, value)``
    of the best board found, or None when none is left.

    A state after a column is the tuple of the six row states (described
    above :func:`_caps`). Per state and column, every subset of the
    column's empty cells (up to the Puloks left) gets Puloks; the subsets
    are built row by row, dropping early those that need more Puloks than
    are left. The column count decides the column group and the column's
    value (5 tiles 1, 6 tiles 2), the row states move on (penalty for
    letters whose run ended short, value for words), a Pulok left in no
    group cuts the path, and so does a pending Pulok whose run cannot reach
    m with the Puloks left. An entry is (Puloks used, penalty, value,
    previous entry, the column's Pulok rows); the cells are rebuilt from
    the last one. A state keeps the entries that no other beats: fewer
    Puloks used and at least as good (Puloks left can stay in the surplus,
    or be added to a complete board later; with ``exact`` only entries with
    as many Puloks compete).

    ``complete``: a letter left over cuts the path, so does a pending tile
    whose run cannot reach m with the Puloks left, or a letter further
    right that they cannot group; the best has the most value (``exact``:
    among those using every Pulok). With ``floor`` (the value of a known
    complete board) a path that cannot beat it (:meth:`_Letters.gain`) is
    cut too, and None means none beats it.

    Otherwise: least penalty, then most value, then fewest Puloks. Paths
    whose penalty, plus that of pending letters that can no longer be
    grouped, plus the penalty surely to come (``forced``, or with ``sharp``
    :meth:`_Letters.loss`) exceeds ``bound`` (the penalty of a known board)
    are cut; after each column the best entry continued without more Puloks
    may lower the bound.

    ``beam`` keeps only that many entries per column, the least penalty
    (with the penalty surely to come) and most value first, a complete
    search half of them with the fewest Puloks used: not exact, it finds a
    good board quickly, whose value or penalty then bounds the exact
    search."""
    layer: dict = {(0,) * ROWS: [(0, 0, 0, None, 0)]}
    for col in range(WIDTH):
        forced = letters.loss(col) if sharp else letters.forced[col]
        layer = _next_layer(letters, layer, col, complete, bound, forced, exact, floor)
        if not layer:
            return None
        if beam is not None:
            layer = _trim(layer, beam, forced, letters.count, complete)
        if not complete and col < WIDTH - 1:
            key, entry = min(
                ((k, e) for k, es in layer.items() for e in es), key=lambda ke: ke[1][1]
            )
            bound = min(bound, entry[1] + letters.walk(key, col + 1))
    final = letters.table[WIDTH][0][_EMPTY]  # the end of the rows
    found = _best_entry(layer, final, complete, exact, letters.count)
    if found is None:
        return None
    best, penalty = found
    return _cells(best), penalty, best[2]


def _next_layer(
    letters: _Letters,
    layer: dict,
    col: int,
    complete: bool,
    bound: int,
    forced: list[int],
    exact: bool,
    floor: int | None,
) -> dict:
    """The entries after column ``col`` (see :func:`_search`), by state in
    the order they are first reached: every entry of ``layer`` continued by
    every Pulok choice of the column that the bounds keep, each state with
    the entries no other beats. ``forced[left]``: the penalty surely to come
    with ``left`` Puloks left."""
    m = letters.m
    count = letters.count
    full = letters.columns[col]
    base = _POPCOUNT[full]
    empties = ROWS - base
    col_table = letters.table[col]
    ahead = letters.ahead[col]
    # with m = 4, SAG or NIX just filled as a run of 3 waits for its 4th
    waiting = m == 4 and col in (2, 5)
    # the word running on past this column: whole so far in a row whose
    # run is this long
    start = _WORD_START[col]
    running = col - start + 1 if floor is not None and _WORD_END[col] is None else 99
    gain = letters.gain if floor is not None else None
    found: list = []  # (row states, entry) of every path kept, in order
    options: dict = {}  # (row, state, grouped, left, Puloks allowed) -> the row's options
    for states, entries in layer.items():
        # the rows' options are worked out once for the state, with the
        # most Puloks any of its entries has left
        if len(entries) == 1:
            left = count - entries[0][0]
        else:
            left = count - min(e[0] for e in entries)
        most = left if left < empties else empties
        for grouped in (False, True):
            if grouped:
                lo, hi = (m - base if base < m else 0), most
            else:
                lo, hi = 0, m - 1 - base
                if most < hi:
                    hi = most
            if lo > hi:
                continue
            acc = _combine(
                states,
                grouped,
                hi,
                left,
                options,
                col_table[grouped],
                full,
                complete,
                ahead,
                m,
                running,
            )
            if acc:
                _extend(
                    found, entries, acc, lo, count, base, bound, forced, floor, gain, col, waiting
                )
    return _keep_best(found, exact)


def _combine(
    states: tuple[int, ...],
    grouped: bool,
    hi: int,
    left: int,
    cache: dict,
    by_code,
    full: int,
    complete: bool,
    ahead,
    m: int,
    running: int,
) -> list[tuple[tuple[int, ...], int, int, int]]:
    """The Pulok choices of one column for the row ``states``, combined row
    by row: ``(new row states, Puloks here, those plus the Puloks needed
    ahead, packed rest)``, the first row's options outermost, each row's in
    the order of :func:`_options`. A combination with more than ``hi``
    Puloks here, or needing more than ``left``, is dropped as soon as it
    appears; [] when some row has no choice. The packed rest: bits 0-5 the
    rows with a Pulok, 6-11 the rows whose running word is whole, then the
    penalty (from bit 12), value (from 20) and the penalty surely lost (from
    28). ``cache`` keeps each row's options for the column, by (row, state,
    grouped, left, Puloks allowed)."""
    acc = [((), 0, 0, 0)]
    for r in range(ROWS):
        state = states[r]
        opts = cache.get((r, state, grouped, left, hi > 0))
        if opts is None:
            opts = cache[r, state, grouped, left, hi > 0] = _options(
                by_code, r, state, full, hi, complete, ahead[r], m, left, running
            )
        if not opts:
            return []
        if len(opts) == 1:
            s, dz, dn, dk = opts[0]
            if dz or dn:
                acc = [
                    (t + (s,), z + dz, n + dn, k + dk)
                    for t, z, n, k in acc
                    if z + dz <= hi and n + dn <= left
                ]
            else:  # every combination stays within hi and left
                acc = [(t + (s,), z, n, k + dk) for t, z, n, k in acc]
        else:
            acc = [
                (t + (o[0],), z + o[1], n + o[2], k + o[3])
                for t, z, n, k in acc
                for o in opts
                if z + o[1] <= hi and n + o[2] <= left
            ]
    return acc


def _extend(
    found: list,
    entries: list,
    acc: list,
    lo: int,
    count: int,
    base: int,
    bound: int,
    forced: list[int],
    floor: int | None,
    gain,
    col: int,
    waiting: bool,
) -> None:
    """Every entry of a state continued by every combination of ``acc``
    (:func:`_combine`) with at least ``lo`` Puloks and no more than the
    entry has left: ``(new row states, new entry)`` appended to ``found``,
    entry by entry, then combination by combination. A new entry is
    ``(Puloks used, penalty, value, entry, Pulok rows)``; ``base``: the
    letters in the column (5 tiles in all are worth 1, 6 worth 2). Cut: a
    penalty plus the penalty surely lost plus ``forced[Puloks left]`` over
    ``bound``; with ``floor``, a value plus ``gain(col, rows whose running
    word is whole)[Puloks left]`` (plus, when ``waiting``, one per row with
    a run of 3) not over ``floor``."""
    for entry in entries:
        used, pen, val = entry[0], entry[1], entry[2]
        spare = count - used
        for key, size, need, packed in acc:
            if size < lo or need > spare:
                continue
            after = spare - size
            p = pen + (packed >> 12 & 255)
            if p + (packed >> 28) + forced[after] > bound:
                continue
            n = base + size
            v = val + (packed >> 20 & 255) + (2 if n == 6 else (1 if n == 5 else 0))
            if floor is not None:
                if (
                    v
                    + gain(col, packed >> 6 & 63)[after]
                    + (sum(1 for x in key if x & 7 == 3) if waiting else 0)
                    <= floor
                ):
                    continue
            found.append((key, (used + size, p, v, entry, packed & 63)))


def _keep_best(found: list, exact: bool) -> dict:
    """The new entries ``found`` (``(row states, entry)``, in order) by
    state, in the order the states first come, each state keeping only the
    entries no other beats. An entry beats another when it uses at most as
    many Puloks (``exact``: as many) and has a lower penalty, or the same
    penalty and at least as much value. An entry beaten by one the state
    already has (an equal one too) is left out; otherwise it drops those it
    beats and goes last."""
    layer: dict = {}
    for key, item in found:
        old = layer.get(key)
        if old is None:
            layer[key] = [item]
            continue
        u, p, v = item[0], item[1], item[2]
        for e in old:
            if (e[0] == u if exact else e[0] <= u) and (e[1] < p or (e[1] == p and e[2] >= v)):
                break
        else:
            old[:] = [
                e
                for e in old
                if not (
                    (u == e[0] if exact else u <= e[0]) and (p < e[1] or (p == e[1] and v >= e[2]))
                )
            ]
            old.append(item)
    return layer


def _trim(layer: dict, beam: int, forced: list[int], count: int, complete: bool) -> dict:
    """At most ``beam`` entries of ``layer``, by state: the least penalty
    plus ``forced[Puloks left]``, then the most value, then the fewest
    Puloks used, then the earliest in ``layer``; a ``complete`` search takes
    only ``beam - beam // 2`` so, then the fewest Puloks used, the most
    value, the earliest. States go in the order their first kept entry is
    taken, and a state's entries in the order they are taken."""
    flat = [(k, e) for k, es in layer.items() for e in es]
    order = sorted(
        range(len(flat)),
        key=lambda i: (
            flat[i][1][1] + forced[count - flat[i][1][0]],
            -flat[i][1][2],
            flat[i][1][0],
            i,
        ),
    )
    if complete:
        thrifty = sorted(range(len(flat)), key=lambda i: (flat[i][1][0], -flat[i][1][2], i))
        order = order[: beam - beam // 2] + thrifty
    new: dict = {}
    kept = 0
    seen = set()
    for i in order:
        if kept == beam:
            break
        if i not in seen:
            seen.add(i)
            kept += 1
            new.setdefault(flat[i][0], []).append(flat[i][1])
    return new


def _best_entry(layer: dict, final, complete: bool, exact: bool, count: int):
    """The best entry of the last column and its penalty (0 when
    ``complete``), or None. ``final[row state]`` ends a row (:func:`_step`
    at column 15: None for a pending Pulok, which rules the state out, else
    the penalty of pending letters, which rules it out when ``complete``).
    Complete: the most value, then the fewest Puloks (``exact``: only
    entries using all ``count`` Puloks); otherwise the least penalty, then
    the most value, then the fewest Puloks; on a tie the first in
    ``layer``."""
    best = None
    best_rank = None
    for states, entries in layer.items():
        add_pen = 0
        for s in states:
            res = final[s]
            if res is None:
                break
            add_pen += res[1]
        else:
            if complete and add_pen:
                continue
            for entry in entries:
                used, pen, val = entry[0], entry[1], entry[2]
                if complete:
                    if exact and used != count:
                        continue
                    rank = (val, -used)
                else:
                    rank = (-(pen + add_pen), val, -used)
                if best_rank is None or rank > best_rank:
                    best, best_rank = entry, rank
    if best is None:
        return None
    return best, (0 if complete else -best_rank[0])


def _cells(entry) -> list[int]:
    """The Pulok cells (sorted) of the path that ends in ``entry``, the
    entry of the last column: each entry's Pulok rows in its column, going
    back through the previous entries."""
    cells = []
    for col in range(WIDTH - 1, -1, -1):
        mask = entry[4]
        for r in range(ROWS):
            if mask >> r & 1:
                cells.append(r * WIDTH + col)
        entry = entry[3]
    return sorted(cells)


@lru_cache(maxsize=8192)
def _quick_experts(tiles: tuple[int, ...], twenty: bool) -> bool:
    m = 4 if twenty else 3
    puloks = 0
    codes = set()
    rows: dict[int, int] = {}  # colour -> bitmask of letters
    columns = [0] * WIDTH
    for tile in tiles:
        if tile >= FIRST_PULOK:
            puloks += 1
            continue
        kind = TILE_KIND[tile]
        if kind in codes:
            return True
        codes.add(kind)
        colour = TILE_COLOUR[tile]
        letter = TILE_LETTER[tile]
        rows[colour] = rows.get(colour, 0) | 1 << letter
        columns[letter] += 1
    if not codes:
        return 0 < puloks < m
    for kind in codes:
        letter = kind // 6
        if columns[letter] + puloks >= m:
            continue
        x = rows[kind % 6]
        for first in range(max(0, letter - m + 1), min(letter, WIDTH - m) + 1):
            window = ((1 << m) - 1) << first
            if m - (x & window).bit_count() <= puloks:
                break
        else:
            return True
    return False
