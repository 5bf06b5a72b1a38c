"""Pulok's computer players.

- :class:`RandomPulokBot` ("random") makes a random exchange move: uniformly
  among the legal actions, never an arrangement move.
- :class:`GoodPulokBot` ("good") plays for its goal. It judges a set of
  tiles by how long the tiles it still needs should take to come (see
  :class:`Judge`): which tiles are missing, and how many copies of each are
  still unseen (12 of a letter, 2 of a letter in a colour, 15 Puloks, less
  the tiles laid aside, which it remembers, and its own). In the simple and
  double games the missing tiles are the letters the sentence lacks; in
  Pulok für Könner they come from a plan of groups (see
  :func:`_experts_cost`): columns of one letter in different colours, rows
  of one colour side by side, a tile where a row group crosses a column
  group counting for both. It takes or keeps a tile only when that brings
  it closer to its goal (else it declines, for a fresh draw, or passes the
  drawn tile on), passes the tile whose loss hurts least (the higher
  penalty first among equals, a Pulok last), calls "Sag nix über Pulok"
  whenever it can (the call with the most value pieces), and once another
  player has called, makes its last exchange to shed its highest-penalty
  left-over tile (by the best arrangement the rules score).

Both see only their own seat's view and the legal actions, and neither keeps
anything between moves (the good player's caches only remember what it has
computed, never the game): a saved and reloaded game goes on exactly as
before. Neither arranges its board: the rules score every board in its best
arrangement anyway. A decision of the good player takes about a
millisecond.
"""

from __future__ import annotations

import random
from functools import lru_cache

from accessible_games.core.game import Action
from accessible_games.games.pulok.arrange import best_arrangement
from accessible_games.games.pulok.moves import ARRANGE, DECLINE, KEEP, PASS, PASSON, TAKE
from accessible_games.games.pulok.tiles import (
    PULOK_COUNT,
    PULOK_KIND,
    ROWS,
    TILE_KIND,
    TILE_PENALTY,
    WIDTH,
    WORDS,
)

# --- the random player ------------------------------------------------------------


class RandomPulokBot:
    """A random exchange move: uniformly among the legal actions except the
    arrangement moves (``arrange`` is listed when the board differs from the
    proposal; it changes nothing that counts)."""

    level = "random"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        moves = [a for a in legal if a.kind != ARRANGE]
        return rng.choice(moves or legal)


# --- judging a set of tiles -----------------------------------------------------------
#
# A set of tiles is judged by the tiles it still needs: each need has a
# *rate*, the number of unseen tiles that would fill it (the unseen copies of
# a letter, of a letter in a colour, or of the letters that extend a group);
# an unseen Pulok fills any need. Held Puloks fill the hardest needs. The
# others come, roughly, the easiest first, so the last one to come is the
# hardest: while the k hardest needs are still open, a useful tile comes at
# the rate (their rates + the unseen Puloks). The cost is the sum over k of
# 1 / that rate: in tiles seen, up to a constant, the time until the goal is
# met. 0 means the goal is met.

#: a need nothing can fill any more still costs this much (not infinity: the
#: other needs still count)
_IMPOSSIBLE = 1e-3
#: experts: the rough extra rate of a need, for the Puloks still unseen, and
#: the rough cost of a tile given up (it must be replaced by a tile that
#: extends a group), when choosing between building a row group and giving up
#: its tiles
_PULOK_SHARE = 3.0
_GIVE_UP = 1.0 / (6.0 + _PULOK_SHARE)
#: experts: what a row group saves for each tile it takes out of a column
#: group still to fill
_WAITING = _GIVE_UP / 2


def _time(needs: list[float], puloks: int, unseen_puloks: int, more: list[float] = ()) -> float:
    """The cost of ``needs`` (their rates) with ``puloks`` held Puloks
    (which fill the hardest needs) and ``unseen_puloks`` still to come; the
    needs ``more`` are for tiles to come in any case (not for Puloks held)."""
    needs.sort()
    rest = needs[puloks:] + list(more)
    if not rest:
        return 0.0
    rest.sort()
    total = 0.0
    rate = float(unseen_puloks)
    for r in rest:
        rate += r
        total += 1.0 / (rate if rate > 0 else _IMPOSSIBLE)
    return total


@lru_cache(maxsize=8192)
def _letters_cost(
    kinds: tuple[int, ...], copies: int, unseen: tuple[int, ...], unseen_puloks: int
) -> float:
    """Simple (``copies`` 1) and double (2): every letter ``copies`` times;
    ``unseen`` by letter."""
    counts = [0] * WIDTH
    puloks = 0
    for kind in kinds:
        if kind == PULOK_KIND:
            puloks += 1
        else:
            counts[kind // 6] += 1
    needs: list[float] = []
    for letter in range(WIDTH):
        for _ in range(copies - counts[letter]):
            needs.append(unseen[letter])
    return _time(needs, puloks, unseen_puloks)


def _clusters(row: int, gap: int) -> list[tuple[int, int]]:
    """The places of a row in clusters (first, last): places at most ``gap``
    empty places apart."""
    out: list[tuple[int, int]] = []
    first = last = -10
    for col in range(WIDTH):
        if row >> col & 1:
            if col - last > gap + 1:
                if last >= 0:
                    out.append((first, last))
                first = col
            last = col
    if last >= 0:
        out.append((first, last))
    return out


def _span(first: int, last: int) -> int:
    return ((1 << (last + 1)) - 1) ^ ((1 << first) - 1)


#: a group of a plan: the held tiles it keeps as (colour, letter), and the
#: rates of the tiles it still needs
Group = tuple[list[tuple[int, int]], list[float]]


class _PlanState:
    """The experts' plan while :func:`_experts_plan` builds it: the held
    tiles (``rows``), ``m``, ``unseen`` and what is decided so far. The
    column groups (``column_mask``: letters held two or more times;
    ``pending``: those of them still short of ``m``) are known from the
    start; the rest grows row by row."""

    __slots__ = (
        "rows",
        "m",
        "unseen",
        "budget",
        "column_mask",
        "pending",
        "planned",
        "in_rows",
        "counts",
        "groups",
        "singles",
        "given_up",
        "extend",
        "cost",
    )

    def __init__(
        self, rows: list[int], columns: list[int], m: int, unseen: tuple[int, ...], budget: int
    ) -> None:
        self.rows = rows
        self.m = m
        self.unseen = unseen
        self.budget = budget  # spare Puloks not yet spent on row groups
        column_mask = pending = 0
        for letter in range(WIDTH):
            if columns[letter] >= 2:
                column_mask |= 1 << letter
                if columns[letter] < m:
                    pending |= 1 << letter
        self.column_mask = column_mask
        self.pending = pending
        self.planned = [0] * ROWS  # places of exact tiles still needed, by row
        self.in_rows = [0] * ROWS  # held places in a row group
        counts = self.counts = list(columns)  # tiles held or planned, by column
        self.groups: list[Group] = []
        # (letter, row needs) of given-up single tiles
        self.singles: list[tuple[int, list[float]]] = []
        self.given_up = 0
        self.extend = 0.0  # the rate of the tiles that would extend the groups

        def cost(colour: int, col: int) -> float:
            """The rough cost of needing the exact tile of letter ``col`` in
            ``colour``: 1 / (its unseen copies + the Puloks' share), half
            that when the tile may also fill its column's group (one still
            short of ``m``, counting the tiles planned so far)."""
            price = 1.0 / (unseen[col * 6 + colour] + _PULOK_SHARE)
            if column_mask >> col & 1 and counts[col] < m:
                return price / 2  # the tile may fill that column's group too
            return price

        # (a closure, not a method: the planning calls it often)
        self.cost = cost


def _row_groups_there(plan: _PlanState, colour: int) -> None:
    """Marks the row groups already held in row ``colour`` (``m`` or more
    places side by side) in ``plan.in_rows``, and adds the unseen copies of
    the tiles just beyond their ends to ``plan.extend``, left end first."""
    row = plan.rows[colour]
    m = plan.m
    unseen = plan.unseen
    first = -1
    for col in range(WIDTH + 1):
        if col < WIDTH and row >> col & 1:
            if first < 0:
                first = col
        elif first >= 0:
            if col - first >= m:
                plan.in_rows[colour] |= _span(first, col - 1)
                if first > 0:
                    plan.extend += unseen[(first - 1) * 6 + colour]
                if col < WIDTH:
                    plan.extend += unseen[col * 6 + colour]
            first = -1


def _cheapest_window(
    plan: _PlanState, colour: int, first: int, last: int, taken: int
) -> tuple[int, list[int]]:
    """For the places ``first`` to ``last`` of row ``colour``, fewer than
    ``m``: the window of ``m`` places around them whose missing tiles cost
    least (see :meth:`_PlanState.cost`; among equals the leftmost), as (its
    left end, its places outside ``first``..``last`` not in ``taken``)."""
    m, cost = plan.m, plan.cost
    best = None
    for left in range(max(0, last - m + 1), min(first, WIDTH - m) + 1):
        extra = [c for c in range(left, left + m) if (c < first or c > last) and not taken >> c & 1]
        price = sum(cost(colour, c) for c in extra)
        if best is None or price < best[0]:
            best = (price, extra, left)
    assert best is not None
    return best[2], best[1]


def _widen(taken: int, first: int, last: int) -> tuple[int, int]:
    """The places ``first`` to ``last`` widened over the neighbouring places
    in ``taken`` on both sides: a group is as long as its tiles side by
    side."""
    while first > 0 and taken >> (first - 1) & 1:
        first -= 1
    while last < WIDTH - 1 and taken >> (last + 1) & 1:
        last += 1
    return first, last


def _plan_cluster(plan: _PlanState, colour: int, cluster: int) -> None:
    """Plans one cluster of open tiles of row ``colour`` (``cluster``, a
    bitmask): a row group from its first to its last tile, its gaps to fill,
    made ``m`` places long by :func:`_cheapest_window` and widened by
    :func:`_widen`. It is built (see :func:`_keep_row_group`) when its
    missing tiles cost less than giving up its loose tiles (alone in their
    column) and leaving its waiting ones (in a column group still to fill)
    to their columns, or else when it keeps loose tiles and the spare
    Puloks of ``plan.budget`` pay for its missing tiles (spending them).
    Otherwise its loose tiles are given up, a single loose tile recorded in
    ``plan.singles`` with the needs of its row group."""
    row = plan.rows[colour]
    m = plan.m
    loose = cluster & ~plan.column_mask
    kept = loose.bit_count()
    waiting = cluster.bit_count() - kept
    first = (cluster & -cluster).bit_length() - 1
    last = cluster.bit_length() - 1
    taken = row | plan.planned[colour]
    cells = [c for c in range(first, last + 1) if not taken >> c & 1]
    if last - first + 1 < m:
        first, extra = _cheapest_window(plan, colour, first, last, taken)
        cells += extra
        last = first + m - 1
    first, last = _widen(taken, first, last)
    cost = plan.cost
    if sum(cost(colour, c) for c in cells) >= kept * _GIVE_UP + waiting * _WAITING:
        if kept and len(cells) <= plan.budget:
            plan.budget -= len(cells)
        else:
            plan.given_up += kept
            if kept == 1 and not waiting:
                unseen = plan.unseen
                needs = [float(unseen[c * 6 + colour]) for c in cells]
                plan.singles.append((loose.bit_length() - 1, needs))
            return
    _keep_row_group(plan, colour, cluster, loose, cells, first, last)


def _keep_row_group(
    plan: _PlanState, colour: int, cluster: int, loose: int, cells: list[int], first: int, last: int
) -> None:
    """Builds the row group of places ``first`` to ``last`` in row
    ``colour``: its missing tiles ``cells`` are planned (and counted in
    their columns), its held tiles join ``plan.in_rows``, a group needing
    ``cells`` is added when there are any (keeping the ``loose`` tiles, or
    the whole ``cluster`` when none is loose), and the unseen copies of the
    tiles just beyond its ends are added to ``plan.extend``, left first."""
    unseen = plan.unseen
    counts = plan.counts
    for c in cells:
        plan.planned[colour] |= 1 << c
        counts[c] += 1
    plan.in_rows[colour] |= plan.rows[colour] & _span(first, last)
    if cells:
        keeps = loose if loose else cluster  # what dropping the group gives up
        plan.groups.append(
            (
                [(colour, c) for c in range(WIDTH) if keeps >> c & 1],
                [float(unseen[c * 6 + colour]) for c in cells],
            )
        )
    if first > 0:
        plan.extend += unseen[(first - 1) * 6 + colour]
    if last < WIDTH - 1:
        plan.extend += unseen[(last + 1) * 6 + colour]


def _free(plan: _PlanState, letter: int) -> int:
    """The unseen copies of ``letter`` in the colours where no tile of it
    is held or planned: the tiles that would fill its column."""
    rows, planned, unseen = plan.rows, plan.planned, plan.unseen
    bit = 1 << letter
    return sum(unseen[letter * 6 + c] for c in range(ROWS) if not (rows[c] | planned[c]) & bit)


def _column_groups(plan: _PlanState) -> None:
    """The column groups, once the rows are planned: a column of two or
    more tiles with a tile in no row group needs ``m`` less its tiles (held
    or planned) more, each at the rate :func:`_free`, and while it has
    fewer than six, :func:`_free` is added to ``plan.extend``. A column
    whose tiles all lie in row groups is no longer needed."""
    rows, in_rows, counts, m = plan.rows, plan.in_rows, plan.counts, plan.m
    for letter in range(WIDTH):
        if not plan.column_mask >> letter & 1:
            continue
        bit = 1 << letter
        alone = [c for c in range(ROWS) if rows[c] & bit and not in_rows[c] & bit]
        if not alone:
            continue  # every tile of the column lies in a row group
        free = _free(plan, letter)
        if counts[letter] < ROWS:
            plan.extend += free
        if counts[letter] < m:
            plan.groups.append(([(c, letter) for c in alone], [float(free)] * (m - counts[letter])))


def _rescues(plan: _PlanState) -> list[list[float]]:
    """For each given-up single tile of ``plan.singles``, in order: the
    needs that would keep it in its column (``m`` less the column's tiles,
    each at the rate :func:`_free`) or in its row, whichever are fewer (the
    column among equals)."""
    rescues = []
    for letter, row_needs in plan.singles:
        column_needs = [float(_free(plan, letter))] * max(0, plan.m - plan.counts[letter])
        rescues.append(column_needs if len(column_needs) <= len(row_needs) else row_needs)
    return rescues


def _experts_plan(
    rows: list[int], columns: list[int], m: int, unseen: tuple[int, ...], budget: int
) -> tuple[int, list[Group], float, list[list[float]]]:
    """A plan for the held tiles ``rows`` (by colour, a bitmask of letters)
    and ``columns`` (tiles by letter), see :func:`_experts_cost`: how many
    tiles it gives up, its groups still to fill, the rate of the tiles that
    would extend its groups, and for each given-up single tile the needs
    that would keep it in its column or its row. With a ``budget`` of spare
    Puloks, row groups that need no more than it are built whatever they
    cost."""
    plan = _PlanState(rows, columns, m, unseen, budget)
    for colour in range(ROWS):
        row = rows[colour]
        if not row:
            continue
        _row_groups_there(plan, colour)
        # the tiles in no group yet: loose ones (alone in their column) and
        # waiting ones (in a column group still to fill, which a row group
        # may make unnecessary)
        open_row = row & ~plan.in_rows[colour] & (~plan.column_mask | plan.pending)
        if not open_row:
            continue
        for start, end in _clusters(open_row, m - 1):
            _plan_cluster(plan, colour, open_row & _span(start, end))
    _column_groups(plan)
    return plan.given_up, plan.groups, plan.extend, _rescues(plan)


def _efficiency(group: Group) -> float:
    return len(group[0]) / (sum(1.0 / (r + _PULOK_SHARE) for r in group[1]) + 1e-9)


def _piece_needs(rows: list[int], columns: list[int], unseen: tuple[int, ...]) -> list[float]:
    """The needs of the cheapest value piece to make: a column of five, or
    a word in a row ([] when there is one)."""
    best: list[float] | None = None
    best_price = 0.0
    for letter in range(WIDTH):
        if columns[letter] >= 5:
            return []
        bit = 1 << letter
        free = float(sum(unseen[letter * 6 + c] for c in range(ROWS) if not rows[c] & bit))
        needs = [free] * (5 - columns[letter])
        price = len(needs) / (free + _PULOK_SHARE)
        if best is None or price < best_price:
            best, best_price = needs, price
    for colour in range(ROWS):
        for first, last in WORDS:
            needs = [
                float(unseen[c * 6 + colour])
                for c in range(first, last + 1)
                if not rows[colour] >> c & 1
            ]
            if not needs:
                return []
            price = sum(1.0 / (r + _PULOK_SHARE) for r in needs)
            if best is None or price < best_price:
                best, best_price = needs, price
    return best or []


@lru_cache(maxsize=8192)
def _experts_cost(
    kinds: tuple[int, ...],
    m: int,
    size: int,
    unseen: tuple[int, ...],
    unseen_puloks: int,
    need_piece: bool = False,
) -> float:
    """Pulok für Könner: every tile in a group (``m`` tiles side by side in a
    row of one colour, or ``m`` of one letter in a column); ``size`` tiles
    held; ``unseen`` by kind (letter * 6 + colour).

    The plan: a column holding two or more tiles is a column group to fill
    up (any missing colour will do); the other tiles of a row, in clusters
    at most ``m - 1`` places apart, become row groups (their gaps filled and
    their ends extended to ``m``; needs of exact tiles, and a needed tile
    that may also fill a column group costs half) when that is cheaper than
    giving them up, or when Puloks to spare fill them; a column group whose
    tiles all lie in row groups is no longer needed; a second copy of a
    code is always given up. If the plan holds more than ``size`` tiles,
    the least efficient groups are given up one by one, planning anew. The
    places the given-up tiles leave are filled by tiles extending the
    plan's groups. With ``need_piece``, the needs of the cheapest value
    piece count too."""
    puloks = 0
    rows = [0] * ROWS
    columns = [0] * WIDTH
    previous = -1
    distinct = 0
    for kind in kinds:
        if kind == PULOK_KIND:
            puloks += 1
            continue
        if kind == previous:
            continue  # a second copy: never on the board
        previous = kind
        letter, colour = divmod(kind, 6)
        rows[colour] |= 1 << letter
        columns[letter] += 1
        distinct += 1
    while True:
        given_up, groups, extend, rescues = _experts_plan(rows, columns, m, unseen, 0)
        needs = [r for _, group in groups for r in group]
        spare = puloks - len(needs)
        if spare > 0 and given_up:  # Puloks to spare: keep what they can keep
            again = _experts_plan(rows, columns, m, unseen, spare)
            again_needs = [r for _, group in again[1] for r in group]
            if len(again_needs) <= puloks and again[0] < given_up:
                given_up, groups, extend, rescues = again
                needs = again_needs
                spare = puloks - len(needs)
            for group in sorted(rescues, key=len):
                if len(group) <= spare:
                    spare -= len(group)
                    given_up -= 1
                    needs += group
        kept = distinct - given_up
        if kept + max(len(needs), puloks) <= size or not groups:
            break
        # too many groups to fill: the least efficient one is given up
        for colour, letter in min(groups, key=_efficiency)[0]:
            rows[colour] &= ~(1 << letter)
            columns[letter] -= 1
            distinct -= 1
    # the tiles to come besides the needs filled by Puloks and the exact
    # tiles: as many as the places the given-up tiles leave
    fillers = size - kept - max(len(needs), puloks)
    if need_piece:
        needs += _piece_needs(rows, columns, unseen)
    return _time(needs, puloks, unseen_puloks, [extend if extend > 0 else 0.5] * max(0, fillers))


class Judge:
    """Judges sets of tiles for one decision: the variant, and what the
    player has seen (its own tiles, the tiles laid aside, the tile on offer
    or drawn)."""

    def __init__(self, view: dict, extra: int | None = None) -> None:
        self.variant = view["variant"]
        self.exact = False
        self.colours = tuple(view["row_colours"])
        self.twenty, self.need_piece = view["twenty"], view["need_piece"]
        seen = [0] * (PULOK_KIND + 1)
        for tile in view["tiles"]:
            seen[TILE_KIND[tile]] += 1
        for tile in view["set_aside"]:
            seen[TILE_KIND[tile]] += 1
        if extra is not None:
            seen[TILE_KIND[extra]] += 1
        self.unseen_puloks = max(0, PULOK_COUNT - seen[PULOK_KIND])
        if self.variant == "experts":
            self.m = 4 if view["twenty"] else 3
            self.size = 20 if view["twenty"] else 15
            self.unseen = tuple(max(0, 2 - seen[k]) for k in range(PULOK_KIND))
        else:
            self.copies = 2 if self.variant == "double" else 1
            self.unseen = tuple(
                max(0, 12 - sum(seen[letter * 6 : letter * 6 + 6])) for letter in range(WIDTH)
            )

    def cost(self, tiles) -> float:
        if self.exact:
            return _exact_cost(tuple(sorted(tiles)), self.colours, self.twenty, self.need_piece)
        kinds = tuple(sorted(TILE_KIND[t] for t in tiles))
        if self.variant == "experts":
            return _experts_cost(
                kinds, self.m, self.size, self.unseen, self.unseen_puloks, self.need_piece
            )
        return _letters_cost(kinds, self.copies, self.unseen, self.unseen_puloks)


def _exact_cost(
    tiles: tuple[int, ...], colours: tuple[int, ...], twenty: bool, need_piece: bool
) -> float:
    """Experts, should the plan ever take tiles for complete that are not:
    the number of tiles in no group of the best arrangement (a half for a
    complete board without the value piece a call needs)."""
    best = best_arrangement(tiles, "experts", colours, twenty)
    if best.complete:
        return 0.5 if need_piece and best.value == 0 else 0.0
    return float(len(tiles) - len(best.grouped & {c for c, t in enumerate(best.board) if t >= 0}))


def _without(tiles: list[int], tile: int) -> list[int]:
    rest = list(tiles)
    rest.remove(tile)
    return rest


def _pass_order(tile: int) -> tuple:
    """Among passes that hurt equally: the higher penalty first, a Pulok last."""
    return (TILE_KIND[tile] == PULOK_KIND, -TILE_PENALTY[tile])


# --- the good player ------------------------------------------------------------------


class GoodPulokBot:
    """Plays for its goal with what it has seen (see the module's doc)."""

    level = "good"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        moves = [a for a in legal if a.kind != ARRANGE]
        calls = [a for a in moves if a.kind in (PASS, PASSON) and a.data[1]]
        if calls:
            return self._call(view, calls)
        if len(moves) == 1:
            return moves[0]
        if view["called"] is not None:
            return self._last_exchange(view, moves)
        phase = view["phase"]
        tiles = list(view["tiles"])
        if phase in ("offer", "drawn"):
            tile = view["offer"] if phase == "offer" else view["drawn"]
            judge = Judge(view, tile)
            if judge.cost(tiles) == 0.0 and not view["goal"]["can_call"]:
                judge.exact = True  # the plan is wrong here: count exactly
            if self._improves(judge, tiles, tile):
                return next(a for a in moves if a.kind in (TAKE, KEEP))
            return next(a for a in moves if a.kind in (DECLINE, PASSON))
        judge = Judge(view)

        def hurt(action: Action) -> tuple:
            tile = action.data[0]
            return (round(judge.cost(_without(tiles, tile)), 9), _pass_order(tile))

        passes = [a for a in moves if a.kind == PASS]
        best = min(passes, key=hurt)
        if hurt(best)[0] == 0.0 and view["variant"] == "experts" and view["called"] is None:
            # the plan sees a call the rules do not offer: count exactly
            judge.exact = True
            best = min(passes, key=hurt)
        return best

    @staticmethod
    def _improves(judge: Judge, tiles: list[int], tile: int) -> bool:
        """Whether ``tile``, with the best of the own tiles passed for it,
        brings the goal closer."""
        kind = TILE_KIND[tile]
        held = {TILE_KIND[t] for t in tiles}
        if kind != PULOK_KIND and judge.variant == "experts" and kind in held:
            return False  # a second copy of a code never lies on the board
        now = judge.cost(tiles)
        if now == 0.0:
            return False
        more = tiles + [tile]
        seen: set[int] = set()
        best = now
        for gone in tiles:
            if TILE_KIND[gone] in seen:
                continue
            seen.add(TILE_KIND[gone])
            best = min(best, judge.cost(_without(more, gone)))
        return best < now - 1e-9

    @staticmethod
    def _call(view: dict, calls: list[Action]) -> Action:
        """The call that leaves the most value pieces (experts)."""
        if len(calls) == 1 or view["variant"] != "experts":
            return calls[0]
        tiles = view["tiles"]
        colours, twenty = tuple(view["row_colours"]), view["twenty"]

        def value(action: Action) -> int:
            rest = tiles if action.kind == PASSON else _without(tiles, action.data[0])
            return best_arrangement(tuple(rest), "experts", colours, twenty).value

        return max(calls, key=value)

    @staticmethod
    def _last_exchange(view: dict, moves: list[Action]) -> Action:
        """Another player has called: this is the last exchange, so the
        tiles are made to cost the fewest penalty points. The tile on offer
        (or drawn) is taken only if, with the highest-penalty left-over tile
        passed for it, fewer points are left over; else it is declined or
        passed on."""
        variant, colours, twenty = view["variant"], tuple(view["row_colours"]), view["twenty"]
        tiles = list(view["tiles"])

        def penalty(rest: list[int]) -> int:
            return best_arrangement(tuple(rest), variant, colours, twenty).penalty

        if view["phase"] == "pass":
            passes = [a for a in moves if a.kind == PASS]
            return min(
                passes, key=lambda a: (penalty(_without(tiles, a.data[0])), _pass_order(a.data[0]))
            )
        tile = view["offer"] if view["phase"] == "offer" else view["drawn"]
        now = view["goal"]["penalty"]
        more = tiles + [tile]
        kinds = {TILE_KIND[t]: t for t in tiles}
        best = min(penalty(_without(more, gone)) for gone in kinds.values())
        if best < now:
            return next(a for a in moves if a.kind in (TAKE, KEEP))
        return next(a for a in moves if a.kind in (DECLINE, PASSON))
