"""The pieces of the experts search (arrange._search), each on hand-built
inputs with known answers: the rows' choices of a column combined, the
entries continued with the bounds, the entries no other beats, the beam,
the best entry at the end of the rows, the cells rebuilt from a chain of
entries, and one whole column."""

from __future__ import annotations

from accessible_games.games.pulok.arrange import (
    _EMPTY,
    _best_entry,
    _cells,
    _combine,
    _extend,
    _keep_best,
    _Letters,
    _next_layer,
    _tables,
    _trim,
)
from accessible_games.games.pulok.tiles import CELLS, EMPTY, ROWS, WIDTH

ROOT = (0, 0, 0, None, 0)
ZERO = (0,) * ROWS
# row states (see arrange._caps): a run of 1 with a pending letter of
# penalty 2, a run of 1 with a pending Pulok, a run of 3 (grouped)
PENDING_LETTER = 1 | 2 << 3
PENDING_PULOK = 1 | 1 << 7
RUN_OF_3 = 3


def entry(used: int, pen: int, val: int, tag: int = 0) -> tuple:
    """An entry with no previous one; ``tag`` (the Pulok rows) tells equal
    entries apart."""
    return (used, pen, val, None, tag)


# --- _combine -------------------------------------------------------------------


def combine_empty_column(hi: int, left: int, cache: dict | None = None) -> list:
    """Column 0 of an empty board (m = 3), no column group, rows fresh."""
    letters = _Letters([EMPTY] * CELLS, 6, 3)
    cache = {} if cache is None else cache
    by_code = _tables(3)[0][False]
    return _combine(ZERO, False, hi, left, cache, by_code, 0, False, letters.ahead[0], 3, 99)


def test_combine_orders_rows_and_keeps_the_pulok_limits():
    # each row: empty, or a Pulok that needs 2 more Puloks ahead to reach a
    # run of 3 (so 3 in all)
    acc = combine_empty_column(hi=2, left=6)
    assert len(acc) == 1 + 6 + 15  # no Pulok, one, two
    assert acc[0] == (ZERO, 0, 0, 0)
    # the first row's options outermost, empty before a Pulok
    assert acc[1] == ((0, 0, 0, 0, 0, PENDING_PULOK), 1, 3, 1 << 5)
    assert acc[-1] == ((PENDING_PULOK, PENDING_PULOK, 0, 0, 0, 0), 2, 6, 0b11)
    assert all(z <= 2 and n <= 6 for _, z, n, _ in acc)


def test_combine_drops_combinations_needing_too_many_puloks():
    # two Puloks here would need 6 Puloks in all: more than the 5 left
    acc = combine_empty_column(hi=2, left=5)
    assert [z for _, z, _, _ in acc] == [0] + [1] * 6
    # at most one Pulok here
    assert combine_empty_column(hi=1, left=6) == acc
    # no Pulok fits at all
    assert combine_empty_column(hi=2, left=2) == [(ZERO, 0, 0, 0)]


def test_combine_caches_each_rows_options():
    cache: dict = {}
    combine_empty_column(hi=2, left=6, cache=cache)
    assert sorted(cache) == [(r, 0, False, 6, True) for r in range(ROWS)]
    assert cache[0, 0, False, 6, True] == [(0, 0, 0, 0), (PENDING_PULOK, 1, 3, 1)]


def test_combine_is_empty_when_a_row_has_no_choice():
    # complete: a pending letter whose run ends short in column 1 (no Pulok
    # allowed) is left over, so row 0 has no choice
    letters = _Letters([EMPTY] * CELLS, 6, 3)
    states = (PENDING_LETTER,) + (0,) * (ROWS - 1)
    by_code = _tables(3)[1][False]
    ahead = letters.ahead[1]
    assert _combine(states, False, 0, 6, {}, by_code, 0, True, ahead, 3, 99) == []
    # not complete: the letter is left over, with its penalty (from bit 12)
    acc = _combine(states, False, 0, 6, {}, by_code, 0, False, ahead, 3, 99)
    assert acc == [(ZERO, 0, 0, 2 << 12)]


# --- _extend --------------------------------------------------------------------

K1, K2, K3 = (1,) * ROWS, (2,) * ROWS, (3,) * ROWS
ACC = [
    (K1, 0, 0, 0),  # no Pulok
    (K2, 1, 2, 0b1 | 0b10 << 6 | 5 << 12 | 1 << 20),  # a Pulok, penalty 5, value 1
    (K1, 2, 2, 0b11 | 9 << 12),  # two Puloks, penalty 9
    (K3, 1, 1, 0b100 | 3 << 28),  # a Pulok, 3 surely lost
]


def extend(entries, lo=0, forced=(0,) * 5, bound=10, floor=None, gain=None, waiting=False):
    """The new entries by state, in the order they were appended."""
    found: list = []
    # 4 Puloks in all, 4 letters in the column
    _extend(found, entries, ACC, lo, 4, 4, bound, list(forced), floor, gain, 7, waiting)
    by_state: dict = {}
    for key, item in found:
        by_state.setdefault(key, []).append(item)
    return by_state


def test_extend_appends_entry_by_entry_then_combination_by_combination():
    e1, e2 = entry(0, 0, 0), entry(0, 0, 1)
    found: list = []
    _extend(found, [e1, e2], ACC[:2], 0, 4, 4, 10, [0] * 5, None, None, 7, False)
    assert [(key, item[3]) for key, item in found] == [(K1, e1), (K2, e1), (K1, e2), (K2, e2)]


def test_extend_continues_entries_in_order_with_the_cuts():
    e1, e2 = entry(1, 2, 3), entry(3, 0, 0)
    found = extend([e1, e2])
    assert found == {
        # the column's 5th tile is worth 1
        K1: [(1, 2, 3, e1, 0), (3, 0, 0, e2, 0)],
        K2: [(2, 7, 5, e1, 0b1)],
        # e1 with two Puloks: penalty 11 over the bound 10; e2 has only one
        # Pulok left, not the two needed
        K3: [(2, 2, 4, e1, 0b100), (4, 0, 1, e2, 0b100)],
    }
    assert list(found) == [K1, K2, K3]
    assert found[K1][1][3] is e2


def test_extend_cuts_by_the_penalty_surely_to_come_and_the_lower_limit():
    e1 = entry(1, 2, 3)
    # forced[3]: 9 more with 3 Puloks left (no Pulok here) makes 11
    assert list(extend([e1], forced=(0, 0, 0, 9, 0))) == [K2, K3]
    # the penalty surely lost counts against the bound too
    assert list(extend([e1], bound=4)) == [K1]
    # at least one Pulok here
    assert [x[4] for xs in extend([e1], lo=1).values() for x in xs] == [0b1, 0b100]


def test_extend_cuts_what_cannot_beat_the_floor():
    calls = []

    def gain(col, open_words):
        calls.append((col, open_words))
        return [0, 0, 0, 2, 0]  # by Puloks left: only 3 left can still gain

    e1 = entry(1, 2, 3)
    # values: K1 3 (+2 gain with 3 left), K2 5, K3 4; floor 4
    found = extend([e1], floor=4, gain=gain)
    assert list(found) == [K1, K2]
    # the rows whose running word is whole (K2: row 1)
    assert calls == [(7, 0), (7, 0b10), (7, 0)]
    # a run of 3 waiting for its 4th counts one more per row
    waiting = extend([e1], floor=4, gain=lambda col, rows: [0] * 5, waiting=True)
    assert list(waiting) == [K2, K3]  # K3's six rows have runs of 3


# --- _keep_best -----------------------------------------------------------------


def test_keep_best_drops_a_beaten_entry():
    kept = entry(1, 2, 3, tag=1)
    found = [
        (ZERO, kept),
        (ZERO, entry(2, 2, 3)),  # more Puloks, as good
        (ZERO, entry(1, 3, 9)),  # more penalty
        (ZERO, entry(1, 2, 3, tag=2)),  # equal: the first stays
        (ZERO, entry(0, 2, 2)),  # fewer Puloks but less value: kept too
    ]
    assert _keep_best(found, exact=False) == {ZERO: [kept, entry(0, 2, 2)]}


def test_keep_best_lets_a_better_entry_replace_those_it_beats():
    a, b, c = entry(2, 3, 1), entry(3, 2, 5), entry(0, 3, 0)
    # beats a (less penalty) and b (as good, fewer Puloks), not c (fewer
    # Puloks), and c does not beat it (more penalty)
    better = entry(1, 2, 5)
    found = [(ZERO, a), (ZERO, b), (ZERO, c), (ZERO, better)]
    assert _keep_best(found, exact=False) == {ZERO: [c, better]}


def test_keep_best_exact_compares_only_equal_pulok_counts():
    first = entry(1, 0, 5)
    more = entry(2, 0, 5)  # as good with a Pulok more
    assert _keep_best([(ZERO, first), (ZERO, more)], exact=False) == {ZERO: [first]}
    assert _keep_best([(ZERO, first), (ZERO, more)], exact=True) == {ZERO: [first, more]}
    # a better entry with fewer Puloks drops only those with as many
    better = entry(1, 0, 9)
    found = [(ZERO, first), (ZERO, more), (ZERO, better)]
    assert _keep_best(found, exact=True) == {ZERO: [more, better]}
    # among equal Pulok counts the usual order: less penalty wins
    found += [(ZERO, entry(2, 1, 9)), (ZERO, entry(2, 0, 6))]
    assert _keep_best(found, exact=True) == {ZERO: [better, entry(2, 0, 6)]}


def test_keep_best_keeps_states_in_the_order_they_first_come():
    found = [
        (K2, entry(0, 0, 0)),
        (K3, entry(2, 1, 1)),
        (K1, entry(0, 0, 0)),
        (K3, entry(1, 1, 1)),
    ]
    layer = _keep_best(found, exact=False)
    assert list(layer) == [K2, K3, K1]
    assert layer[K3] == [entry(1, 1, 1)]


# --- _trim ----------------------------------------------------------------------


def test_trim_keeps_the_least_penalty_then_the_most_value():
    # 3 Puloks in all; forced[left]: 5 more when none is left
    forced = [5, 0, 0, 0]
    a = entry(3, 0, 0)  # penalty 0 + 5 surely to come
    b = entry(0, 2, 1)
    c = entry(1, 2, 4)
    d = entry(0, 1, 0)
    e = entry(2, 2, 4)
    layer = {K1: [a, b], K2: [c, e], K3: [d]}
    assert _trim(layer, 2, forced, 3, False) == {K3: [d], K2: [c]}
    # on equal penalty and value, fewer Puloks used
    assert _trim(layer, 3, forced, 3, False) == {K3: [d], K2: [c, e]}
    assert _trim(layer, 4, forced, 3, False) == {K3: [d], K2: [c, e], K1: [b]}
    assert _trim(layer, 9, forced, 3, False) == {K3: [d], K2: [c, e], K1: [b, a]}


def test_trim_complete_keeps_half_with_the_fewest_puloks():
    forced = [0, 0, 0, 0]
    a = entry(3, 0, 9)
    b = entry(0, 0, 1)
    c = entry(0, 0, 2)
    d = entry(2, 0, 5)
    layer = {K1: [a, b], K2: [c, d]}
    # beam 2: one by value (a), then the fewest Puloks, the most value first (c)
    assert _trim(layer, 2, forced, 3, True) == {K1: [a], K2: [c]}
    # beam 3: two by value (a, d), then c
    assert _trim(layer, 3, forced, 3, True) == {K1: [a], K2: [d, c]}
    assert _trim(layer, 4, forced, 3, True) == {K1: [a, b], K2: [d, c]}
    assert _trim(layer, 1, forced, 3, True) == {K1: [a]}


# --- _best_entry ----------------------------------------------------------------

FINAL = _tables(3)[WIDTH][False][_EMPTY]
LETTER_LEFT = (PENDING_LETTER,) + (RUN_OF_3,) * (ROWS - 1)  # penalty 2 at the end
PULOK_LEFT = (PENDING_PULOK,) + (0,) * (ROWS - 1)


def test_best_entry_least_penalty_then_most_value_then_fewest_puloks():
    a = entry(2, 3, 1)
    b = entry(0, 2, 5)  # + 2 at the end of the rows: 4
    c = entry(0, 0, 9)  # a Pulok in no group: ruled out
    layer = {ZERO: [a], LETTER_LEFT: [b], PULOK_LEFT: [c]}
    assert _best_entry(layer, FINAL, False, False, 4) == (a, 3)
    d, e = entry(3, 3, 2), entry(1, 3, 2)
    assert _best_entry({ZERO: [a, d, e]}, FINAL, False, False, 4) == (e, 3)
    # on a full tie the first
    f = entry(1, 3, 2, tag=1)
    assert _best_entry({ZERO: [e], K3: [f]}, FINAL, False, False, 4)[0] is e
    assert _best_entry({PULOK_LEFT: [c]}, FINAL, False, False, 4) is None


def test_best_entry_complete_most_value_and_exact():
    a, b, c = entry(2, 0, 4), entry(4, 0, 4), entry(1, 0, 9)
    layer = {ZERO: [a, b], LETTER_LEFT: [c]}  # c leaves a letter over
    assert _best_entry(layer, FINAL, True, False, 4) == (a, 0)
    assert _best_entry(layer, FINAL, True, True, 4) == (b, 0)
    assert _best_entry({ZERO: [a]}, FINAL, True, True, 4) is None


# --- _cells ---------------------------------------------------------------------


def test_cells_are_rebuilt_from_the_chain_of_entries():
    masks = [0] * WIDTH
    masks[0] = 0b000001  # row 0
    masks[7] = 0b000100  # row 2
    masks[14] = 0b100010  # rows 1 and 5
    last = ROOT
    for col in range(WIDTH):
        last = (0, 0, 0, last, masks[col])
    assert _cells(last) == [0, WIDTH + 14, 2 * WIDTH + 7, 5 * WIDTH + 14]
    assert _cells((0, 0, 0, last[3], 0)) == [0, 2 * WIDTH + 7]


# --- _next_layer ----------------------------------------------------------------


def test_next_layer_from_the_first_column_of_an_empty_board():
    letters = _Letters([EMPTY] * CELLS, 3, 3)
    layer = _next_layer(letters, {ZERO: [ROOT]}, 0, False, 0, [0] * 4, False, None)
    # no Pulok; one Pulok waiting for two more in its row; three Puloks as
    # a column group (two in a row would need six)
    assert len(layer) == 1 + 6 + 20
    states = list(layer)
    assert states[0] == ZERO and layer[ZERO] == [(0, 0, 0, ROOT, 0)]
    assert states[1] == (0, 0, 0, 0, 0, PENDING_PULOK)
    assert layer[states[-1]] == [(3, 0, 0, ROOT, 0b000111)]
    assert states[-1] == (1, 1, 1, 0, 0, 0)
    # with one Pulok no run or column can be finished: only the empty column
    letters = _Letters([EMPTY] * CELLS, 1, 3)
    assert list(_next_layer(letters, {ZERO: [ROOT]}, 0, False, 0, [0, 0], False, None)) == [ZERO]
