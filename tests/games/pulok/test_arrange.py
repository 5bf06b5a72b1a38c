"""The best arrangement (arrange.py): simple and double by counting, experts
by the dynamic programme, checked against a brute force over every
placement of the Puloks; the seed's example board, twenty-tile groups,
Puloks taking their place, duplicates, row colour permutations, the bonus
table and the quick test."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.games.pulok.arrange import (
    Arrangement,
    Piece,
    _add_puloks,
    _arrange_experts,
    _lay_letters,
    _Letters,
    _search,
    best_arrangement,
    goal_rows,
    missing_letters,
    piece_bonus,
    quick_cannot_complete,
)
from accessible_games.games.pulok.tiles import (
    CELLS,
    EMPTY,
    FIRST_PULOK,
    LETTERS,
    PENALTY,
    TILE_CODE,
    TILE_COLOUR,
    TILE_LETTER,
    TILE_PENALTY,
    WIDTH,
    WORDS,
    tile_id,
)

SETTINGS = settings(
    deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
RED, YELLOW, GREEN, BLUE, BLACK, WHITE = range(6)
PULOKS = list(range(FIRST_PULOK, FIRST_PULOK + 15))


def ids(codes: str) -> list[int]:
    """Tile ids by code ("SR AR GR PULOK"), each tile once (copy 0 first)."""
    out: list[int] = []
    for code in codes.split():
        tile = next(
            t for t in range(len(TILE_CODE)) if TILE_CODE[t] == code.upper() and t not in out
        )
        out.append(tile)
    return out


def sentence(colour: str, skip: str = "") -> str:
    return " ".join(letter + colour for letter in LETTERS if letter not in skip)


def outcome(arrangement: Arrangement) -> tuple[bool, int, int]:
    return arrangement.complete, arrangement.value, arrangement.penalty


def letters_of(cells, board) -> str:
    return "".join(LETTERS[TILE_LETTER[board[c]]] if board[c] < FIRST_PULOK else "*" for c in cells)


# --- an independent evaluation and the brute force --------------------------


@cache
def row_info(mask: int, m: int) -> tuple[int, int]:
    """A row's filled cells (bit = column): the cells in runs of at least m,
    and the value of the words lying filled inside such runs."""
    grouped = 0
    value = 0
    col = 0
    while col < WIDTH:
        if not mask >> col & 1:
            col += 1
            continue
        start = col
        while col < WIDTH and mask >> col & 1:
            col += 1
        if col - start >= m:
            for c in range(start, col):
                grouped |= 1 << c
            for w, (a, b) in enumerate(WORDS):
                if start <= a and b < col:
                    value += 2 if w == 3 else 1
    return grouped, value


@cache
def mask_penalty(mask: int) -> int:
    """The penalty of letters in the columns of ``mask`` (any row)."""
    return sum(PENALTY[c] for c in range(WIDTH) if mask >> c & 1)


def score_masks(rows, letters, columns, column_value, surplus, m) -> tuple[bool, int, int]:
    """(complete, value, penalty) of a board given per row its filled cells
    and its letter cells (bit = column), the columns holding a group, the
    columns' value and the surplus tiles."""
    value = column_value
    penalty = sum(TILE_PENALTY[t] for t in surplus)
    complete = not surplus
    for r in range(6):
        runs, words = row_info(rows[r], m)
        value += words
        loose = rows[r] & ~(runs | columns)
        if loose:
            complete = False
            penalty += mask_penalty(loose & letters[r])
    return complete, value, penalty


def column_score(count: int, m: int) -> tuple[bool, int]:
    """A column with ``count`` tiles: is it a group, and its value."""
    return count >= m, (2 if count == 6 else 1 if count == 5 else 0)


def score_board(board, surplus, m: int) -> tuple[bool, int, int]:
    """(complete, value, penalty) of an experts board."""
    rows = [0] * 6
    letters = [0] * 6
    counts = [0] * WIDTH
    for c in range(CELLS):
        if board[c] != EMPTY:
            rows[c // WIDTH] |= 1 << (c % WIDTH)
            if board[c] < FIRST_PULOK:
                letters[c // WIDTH] |= 1 << (c % WIDTH)
            counts[c % WIDTH] += 1
    columns = sum(1 << c for c in range(WIDTH) if column_score(counts[c], m)[0])
    column_value = sum(column_score(n, m)[1] for n in counts)
    return score_masks(rows, letters, columns, column_value, surplus, m)


def objective(complete: bool, value: int, penalty: int) -> tuple:
    return (1, value, 0) if complete else (0, -penalty, value)


def brute_force(tiles, row_colours, m: int) -> tuple[bool, int, int]:
    """The best (complete, value, penalty) over every placement of the
    Puloks on the empty cells (the others stay in the surplus)."""
    board = [EMPTY] * CELLS
    surplus = []
    puloks = 0
    for t in sorted(tiles):
        if t >= FIRST_PULOK:
            puloks += 1
            continue
        c = row_colours.index(TILE_COLOUR[t]) * WIDTH + TILE_LETTER[t]
        if board[c] == EMPTY:
            board[c] = t
        else:
            surplus.append(t)
    letters = [0] * 6
    counts = [0] * WIDTH
    for c in range(CELLS):
        if board[c] != EMPTY:
            letters[c // WIDTH] |= 1 << (c % WIDTH)
            counts[c % WIDTH] += 1
    columns = sum(1 << c for c in range(WIDTH) if column_score(counts[c], m)[0])
    column_value = sum(column_score(n, m)[1] for n in counts)
    empty = [c for c in range(CELLS) if board[c] == EMPTY]
    best = None
    for n in range(puloks + 1):
        extra = [FIRST_PULOK] * (puloks - n)  # Puloks in the surplus: no penalty, not complete
        for cells in combinations(empty, n):
            rows = letters[:]
            added = {}
            for c in cells:
                rows[c // WIDTH] |= 1 << (c % WIDTH)
                added[c % WIDTH] = added.get(c % WIDTH, 0) + 1
            cols, value = columns, column_value
            for col, k in added.items():  # the columns the Puloks change
                group, worth = column_score(counts[col] + k, m)
                cols |= group << col
                value += worth - column_score(counts[col], m)[1]
            result = score_masks(rows, letters, cols, value, surplus + extra, m)
            if best is None or objective(*result) > objective(*best):
                best = result
    return best


def plain_groups(board, m: int) -> frozenset[int]:
    """The cells of ``board`` in a row group or a column group."""
    rows = [0] * 6
    counts = [0] * WIDTH
    for c in range(CELLS):
        if board[c] != EMPTY:
            rows[c // WIDTH] |= 1 << (c % WIDTH)
            counts[c % WIDTH] += 1
    columns = sum(1 << c for c in range(WIDTH) if counts[c] >= m)
    return frozenset(
        r * WIDTH + c
        for r in range(6)
        for c in range(WIDTH)
        if ((row_info(rows[r], m)[0] | columns) & rows[r]) >> c & 1
    )


def check_consistent(tiles, arrangement: Arrangement, row_colours, m: int) -> None:
    """The arrangement holds exactly the tiles, letters on their places, and
    its fields agree with a plain evaluation of its board."""
    board = arrangement.board
    on_board = [t for t in board if t != EMPTY]
    assert sorted(on_board + list(arrangement.surplus)) == sorted(tiles)
    assert list(arrangement.surplus) == sorted(arrangement.surplus)
    for c, t in enumerate(board):
        if t != EMPTY and t < FIRST_PULOK:
            assert c == row_colours.index(TILE_COLOUR[t]) * WIDTH + TILE_LETTER[t]
    complete, value, penalty = score_board(board, arrangement.surplus, m)
    assert outcome(arrangement) == (complete, value, penalty)
    assert arrangement.value == sum(p.count for p in arrangement.pieces)
    grouped = plain_groups(board, m)
    assert arrangement.grouped == grouped
    loose = [board[c] for c in range(CELLS) if board[c] != EMPTY and c not in grouped]
    expected = sorted(t for t in loose + list(arrangement.surplus) if t < FIRST_PULOK)
    assert list(arrangement.left_over) == expected
    # a Pulok on the board is always in a group
    assert all(t < FIRST_PULOK for t in loose)


@st.composite
def expert_cases(draw, min_puloks: int = 0, max_puloks: int = 2):
    """Small experts hands with letters bunched into a few colours and
    neighbouring columns (so that groups and pieces are likely)."""
    twenty = draw(st.booleans())
    colours = draw(st.lists(st.integers(0, 5), min_size=1, max_size=6, unique=True))
    first = draw(st.integers(0, 12))
    columns = list(range(first, min(WIDTH, first + draw(st.integers(3, 7)))))
    places = st.tuples(st.sampled_from(colours), st.sampled_from(columns), st.integers(0, 1))
    picks = draw(st.lists(places, max_size=10, unique=True))
    tiles = [tile_id(letter, colour, copy) for colour, letter, copy in picks]
    tiles += PULOKS[: draw(st.integers(min_puloks, max_puloks))]
    row_colours = tuple(draw(st.permutations(range(6))))
    return tuple(sorted(tiles)), row_colours, twenty


def compare_with_brute_force(case) -> None:
    tiles, row_colours, twenty = case
    m = 4 if twenty else 3
    best = best_arrangement(tiles, "experts", row_colours, twenty)
    check_consistent(tiles, best, row_colours, m)
    assert outcome(best) == brute_force(tiles, row_colours, m)
    if best.complete:
        assert not quick_cannot_complete(tiles, "experts", twenty)


@settings(SETTINGS, max_examples=200)
@given(expert_cases(0, 2))
def test_experts_matches_brute_force_up_to_two_puloks(case):
    compare_with_brute_force(case)


@pytest.mark.slow  # a brute force over many hands: 4-4.5 s of CPU time
@settings(SETTINGS, max_examples=8)
@given(expert_cases(3, 3))
def test_experts_matches_brute_force_three_puloks(case):
    compare_with_brute_force(case)


def test_brute_force_by_hand_three_puloks():
    """Fixed cases with three Puloks: a Pulok-only SAG, a column of six."""
    for letters in ([], ids("GR GY GG")):
        tiles = tuple(sorted(letters + PULOKS[:3]))
        best = best_arrangement(tiles, "experts")
        assert outcome(best) == brute_force(tiles, (0, 1, 2, 3, 4, 5), 3)
    alone = best_arrangement(tuple(PULOKS[:3]), "experts")
    assert alone.complete and alone.value == 1  # the Puloks make SAG (or NIX)
    gs = best_arrangement(tuple(ids("GR GY GG") + PULOKS[:3]), "experts")
    assert gs.complete and gs.value == 2
    assert Piece("column", 2, -1, 2) in gs.pieces


def test_pulok_without_a_group_beside_a_full_row():
    """A full row leaves no place beside it: one Pulok finds no group and
    stays in the surplus; two make a column of three with a letter."""
    row = ids(sentence("R"))
    one = best_arrangement(row + PULOKS[:1], "experts")
    assert not one.complete and one.penalty == 0 and one.surplus == (FIRST_PULOK,)
    two = best_arrangement(row + PULOKS[:2], "experts")
    assert two.complete and two.surplus == ()
    for tiles in (row + PULOKS[:1], row + PULOKS[:2]):
        best = best_arrangement(tiles, "experts")
        check_consistent(tiles, best, (0, 1, 2, 3, 4, 5), 3)
        assert outcome(best) == brute_force(tiles, (0, 1, 2, 3, 4, 5), 3)


#: complete hands with many Puloks where a Pulok fills a gap of a word and
#: of a column at once: (tiles, row colours, twenty, value)
MANY_PULOKS = [
    ((98, 108, 114, 116, 132, 134, 138, 180, 181, 182, 183, 184), (1, 4, 2, 0, 5, 3), False, 3),
    ((84, 86, 90, 98, 100, 106, 110, 118, 180, 181, 182, 183, 184), (0, 5, 4, 1, 3, 2), False, 4),
    (
        (14, 19, 22, 26, 32, 34, 36, 40, 42, 54, 62, 64, 68, 70, 180, 181, 182, 183, 184),
        (4, 5, 2, 0, 3, 1),
        False,
        6,
    ),
    (
        (121, 126, 128, 134, 140, 142, 152, 161, 164, 166, 172, 178) + tuple(PULOKS[:7]),
        (2, 1, 4, 3, 5, 0),
        False,
        8,
    ),
    (
        (124, 126, 128, 130, 138, 140, 142, 149, 152) + tuple(PULOKS[:8]),
        (1, 5, 4, 0, 2, 3),
        True,
        7,
    ),
]


@pytest.mark.parametrize("tiles, row_colours, twenty, value", MANY_PULOKS)
def test_many_puloks_known_values(tiles, row_colours, twenty, value):
    best = best_arrangement(tiles, "experts", row_colours, twenty)
    assert best.complete and best.value == value
    check_consistent(tiles, best, row_colours, 4 if twenty else 3)


def crossed_hand(rng: random.Random) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
    """A word partly laid in one colour and columns of 2-4 tiles crossing
    it, with 3-6 Puloks: where the bounds matter most."""
    twenty = rng.random() < 0.25
    tiles = set()
    for _ in range(rng.randint(1, 2)):
        first, last = rng.choice(WORDS)
        colour = rng.randrange(6)
        for col in range(first, last + 1):
            if rng.random() < 0.6:
                tiles.add(tile_id(col, colour))
        for _ in range(rng.randint(1, 2)):
            col = rng.randint(first, last)
            for other in rng.sample(range(6), rng.randint(2, 4)):
                tiles.add(tile_id(col, other))
    tiles = tuple(sorted(tiles)) + tuple(PULOKS[: rng.randint(3, 6)])
    return tiles, tuple(rng.sample(range(6), 6)), twenty


@pytest.mark.slow  # 3 s of CPU time
def test_bounds_keep_the_optimum():
    """The beam and the bounds only cut what cannot win: the same result as
    the search without them; and a search told the best value (complete)
    or the least penalty as its bound still finds that board."""
    rng = random.Random(21)
    for _ in range(60):
        tiles, row_colours, twenty = crossed_hand(rng)
        m = 4 if twenty else 3
        quick = best_arrangement(tiles, "experts", row_colours, twenty)
        plain = _arrange_experts(tiles, row_colours, twenty, quick=False)
        assert outcome(quick) == outcome(plain)
        check_consistent(tiles, quick, row_colours, m)
        board, surplus, puloks = _lay_letters(tiles, row_colours)
        letters = _Letters(board, len(puloks), m)
        if plain.complete:
            found = _search(letters, True, floor=plain.value - 1, sharp=True)
            assert found is not None and found[2] >= plain.value
            if _add_puloks(board, found[0], len(puloks), m) is None:
                found = _search(letters, True, exact=True, floor=plain.value - 1, sharp=True)
            assert found[2] == plain.value
        else:
            penalty = plain.penalty - sum(TILE_PENALTY[t] for t in surplus)
            found = _search(letters, False, penalty, sharp=True)
            assert found is not None and found[1:] == (penalty, plain.value)


# --- experts: examples ---------------------------------------------------------


SEED_BOARD = (
    "SR AR GR "  # SAG, red row
    "GY NY IY XY ÜY "  # GNIXÜ, yellow row
    "RG PG UG "  # RPU, green row
    "GG GB GK GW"
)  # with GR and GY, a G in each of the six colours


def test_seed_example_board():
    tiles = ids(SEED_BOARD)
    assert len(tiles) == 15
    best = best_arrangement(tiles, "experts")
    assert best.complete and best.penalty == 0 and best.left_over == () and best.surplus == ()
    assert set(best.pieces) == {
        Piece("word", 0, RED, 1),
        Piece("word", 1, YELLOW, 1),
        Piece("column", 2, -1, 2),
    }
    assert best.value == 4
    assert 20 + piece_bonus(best.value) == 70
    assert best.grouped == frozenset(c for c in range(CELLS) if best.board[c] != EMPTY)
    assert letters_of(range(0, 3), best.board) == "SAG"
    assert letters_of(range(WIDTH + 2, WIDTH + 7), best.board) == "GNIXÜ"
    assert letters_of(range(2 * WIDTH + 9, 2 * WIDTH + 12), best.board) == "RPU"


def test_seed_example_with_twenty_groups():
    """With groups of four, SAG and RPU fall apart; the G column, GNIXÜ and
    its NIX stay."""
    best = best_arrangement(ids(SEED_BOARD), "experts", twenty=True)
    assert not best.complete
    assert sorted(TILE_CODE[t] for t in best.left_over) == ["AR", "PG", "RG", "SR", "UG"]
    assert best.penalty == 1 + 1 + 3 + 4 + 4
    assert set(best.pieces) == {Piece("word", 1, YELLOW, 1), Piece("column", 2, -1, 2)}
    assert best.value == 3


def test_seed_example_any_row_colours():
    tiles = ids(SEED_BOARD)
    rng = random.Random(5)
    for _ in range(10):
        colours = list(range(6))
        rng.shuffle(colours)
        best = best_arrangement(tiles, "experts", tuple(colours))
        assert outcome(best) == (True, 4, 0)
        red_row = colours.index(RED)
        assert letters_of(range(red_row * WIDTH, red_row * WIDTH + 3), best.board) == "SAG"


def test_a_pulok_takes_the_place_of_a_missing_tile():
    """The seed board with a Pulok for the green P: it lies on the green
    row's P, and the board is as good."""
    tiles = ids(SEED_BOARD.replace("PG", "PULOK"))
    best = best_arrangement(tiles, "experts")
    assert best.complete and best.value == 4
    assert best.board[GREEN * WIDTH + LETTERS.index("P")] == FIRST_PULOK
    colours = (WHITE, BLACK, BLUE, GREEN, YELLOW, RED)
    best = best_arrangement(tiles, "experts", colours)
    assert best.complete and best.value == 4
    assert best.board[colours.index(GREEN) * WIDTH + LETTERS.index("P")] == FIRST_PULOK


def test_a_pulok_completes_a_word_in_its_row_colour():
    tiles = ids("SY AY PULOK")
    best = best_arrangement(tiles, "experts", (3, 1, 0, 2, 4, 5))
    assert best.complete and best.value == 1
    assert best.board[1 * WIDTH + 2] == FIRST_PULOK  # yellow row, G
    assert best.pieces == (Piece("word", 0, 1, 1),)


def test_puloks_complete_pulok_as_a_double():
    tiles = ids("PB UB LB PULOK PULOK")
    best = best_arrangement(tiles, "experts")
    assert best.complete and best.pieces == (Piece("word", 3, BLUE, 2),) and best.value == 2
    assert letters_of(range(BLUE * WIDTH + 10, BLUE * WIDTH + 15), best.board) == "PUL**"


def test_twenty_groups_need_four():
    sag = best_arrangement(ids("SR AR GR"), "experts", twenty=True)
    assert not sag.complete and sag.value == 0 and sag.penalty == 3 and sag.grouped == frozenset()
    sag3 = best_arrangement(ids("SR AR GR"), "experts")
    assert sag3.complete and sag3.value == 1
    sagn = best_arrangement(ids("SR AR GR NR"), "experts", twenty=True)
    assert sagn.complete and sagn.pieces == (Piece("word", 0, RED, 1),)
    sagnix = best_arrangement(ids("SR AR GR NR IR XR"), "experts", twenty=True)
    assert sagnix.complete and sagnix.value == 2
    assert sagnix.pieces == (Piece("word", 0, RED, 1), Piece("word", 1, RED, 1))
    nix = best_arrangement(ids("GW NW IW XW"), "experts", twenty=True)
    assert nix.complete and nix.pieces == (Piece("word", 1, WHITE, 1),)
    # a Pulok next to SAG makes it a four-group
    pulok = best_arrangement(ids("SR AR GR PULOK"), "experts", twenty=True)
    assert pulok.complete and pulok.value == 1
    assert pulok.board[RED * WIDTH + 3] == FIRST_PULOK


def test_columns_of_five_and_six():
    five = best_arrangement(ids("KR KY KG KB KK"), "experts")
    assert five.complete and five.pieces == (Piece("column", 14, -1, 1),)
    six = best_arrangement(ids("KR KY KG KB KK KW"), "experts")
    assert six.complete and six.pieces == (Piece("column", 14, -1, 2),) and six.value == 2
    four = best_arrangement(ids("KR KY KG KB"), "experts", twenty=True)
    assert four.complete and four.value == 0
    # a Pulok makes the sixth
    topped = best_arrangement(ids("KR KY KG KB KK PULOK"), "experts")
    assert topped.complete and topped.value == 2
    assert topped.board[WHITE * WIDTH + 14] == FIRST_PULOK


def test_duplicates_are_surplus_and_left_over():
    tiles = ids("SR SR AR GR")
    best = best_arrangement(tiles, "experts")
    assert best.board[0] == tiles[0] and best.surplus == (tiles[1],)
    assert not best.complete and best.left_over == (tiles[1],) and best.penalty == 1
    assert best.value == 1
    assert quick_cannot_complete(tiles, "experts")


def test_a_useless_pulok_stays_in_the_surplus():
    tiles = ids("SR XB PULOK")
    best = best_arrangement(tiles, "experts")
    assert best.surplus == (FIRST_PULOK,)
    assert not best.complete and best.penalty == 1 + 2
    # with the twenty rule a third letter is no help either
    tiles = ids("SR AR PULOK")
    best = best_arrangement(tiles, "experts", twenty=True)
    assert best.surplus == (FIRST_PULOK,) and best.penalty == 2


def test_least_penalty_first_then_value_when_incomplete():
    """The lone white X keeps the board incomplete; the Pulok on the red G
    saves 2 points (value 1), on the green K it would make PULOK (value 2)
    but save nothing: penalty comes first."""
    tiles = ids("SR AR PG UG LG OG XW PULOK")
    best = best_arrangement(tiles, "experts")
    assert not best.complete
    assert best.board[RED * WIDTH + 2] == FIRST_PULOK
    assert best.left_over == tuple(ids("XW")) and best.penalty == 2
    assert best.pieces == (Piece("word", 0, RED, 1),)


def test_complete_beats_more_value():
    """Without the X the Pulok on the red G completes the board (value 1),
    which beats PULOK (value 2) with S and A left over."""
    tiles = ids("SR AR PG UG LG OG PULOK")
    best = best_arrangement(tiles, "experts")
    assert best.complete and best.value == 1
    assert best.board[RED * WIDTH + 2] == FIRST_PULOK


def test_a_pulok_completes_the_board():
    """The only complete board uses the Pulok on the yellow N: SAG and NIX."""
    tiles = ids("SR AR GR NR IY XY PULOK")
    best = best_arrangement(tiles, "experts")
    assert best.complete
    assert best.board[YELLOW * WIDTH + 3] == FIRST_PULOK
    assert best.value == 2


def test_empty_and_pulok_only_hands():
    assert best_arrangement((), "experts").complete
    one = best_arrangement((FIRST_PULOK,), "experts")
    assert not one.complete and one.penalty == 0 and one.surplus == (FIRST_PULOK,)
    assert quick_cannot_complete((FIRST_PULOK,), "experts")
    assert not quick_cannot_complete(tuple(PULOKS[:3]), "experts")


@settings(SETTINGS, max_examples=60)
@given(expert_cases(0, 3))
def test_row_colours_permutations_score_alike(case):
    tiles, row_colours, twenty = case
    base = best_arrangement(tiles, "experts", (0, 1, 2, 3, 4, 5), twenty)
    other = best_arrangement(tiles, "experts", row_colours, twenty)
    assert outcome(base) == outcome(other)


def test_results_do_not_depend_on_tile_order():
    tiles = ids("SR AR GR NB IB XB UK LK OK") + PULOKS[:2]
    shuffled = list(tiles)
    random.Random(3).shuffle(shuffled)
    assert best_arrangement(shuffled, "experts") == best_arrangement(sorted(tiles), "experts")


def random_hand(rng: random.Random, size: int, puloks: int) -> tuple[int, ...]:
    return tuple(sorted(rng.sample(range(FIRST_PULOK), max(0, size - puloks)) + PULOKS[:puloks]))


def test_random_full_hands_are_consistent():
    rng = random.Random(11)
    for _ in range(40):
        twenty = rng.random() < 0.3
        size = 20 if twenty else 15
        tiles = random_hand(rng, size, rng.randint(0, 4))
        colours = list(range(6))
        rng.shuffle(colours)
        best = best_arrangement(tiles, "experts", tuple(colours), twenty)
        check_consistent(tiles, best, tuple(colours), 4 if twenty else 3)
        if best.complete:
            assert not quick_cannot_complete(tiles, "experts", twenty)


def test_quick_test_agrees_with_the_best_arrangement():
    rng = random.Random(12)
    for _ in range(300):
        tiles = random_hand(rng, rng.randint(1, 8), rng.randint(0, 3))
        if quick_cannot_complete(tiles, "experts"):
            assert not best_arrangement(tiles, "experts").complete
        if quick_cannot_complete(tiles, "experts", True):
            assert not best_arrangement(tiles, "experts", twenty=True).complete


# --- simple and double -----------------------------------------------------------


def test_simple_complete():
    tiles = ids(sentence("R", "SAG") + " SY AG GW")
    best = best_arrangement(tiles, "simple")
    assert best.complete and best.penalty == 0 and best.left_over == () and best.surplus == ()
    assert best.grouped == frozenset(range(WIDTH))
    assert [TILE_LETTER[t] for t in best.board[:WIDTH]] == list(range(WIDTH))
    assert all(t == EMPTY for t in best.board[WIDTH:])
    assert best.pieces == () and best.value == 0
    assert missing_letters(tiles, "simple") == []


def test_simple_incomplete_left_over():
    tiles = ids(sentence("R", "KO") + " SY LY")  # K and O missing; S, L twice
    best = best_arrangement(tiles, "simple")
    assert not best.complete
    assert best.left_over == tuple(ids("SY LY"))
    assert best.penalty == 1 + 4
    assert missing_letters(tiles, "simple") == [13, 14]
    assert best.grouped == frozenset(range(13))
    assert quick_cannot_complete(tiles, "simple")


def test_simple_puloks_fill_missing_places_left_to_right():
    tiles = ids(sentence("B", "AUK") + " SG PULOK PULOK")
    best = best_arrangement(tiles, "simple")
    assert not best.complete
    assert best.board[1] == FIRST_PULOK and best.board[11] == FIRST_PULOK + 1
    assert best.board[14] == EMPTY
    assert missing_letters(tiles, "simple") == [14]
    assert best.penalty == 1 and best.left_over == (tile_id(0, BLUE),)  # SG has the lower id
    full = best_arrangement(ids(sentence("B", "AUK") + " PULOK PULOK PULOK"), "simple")
    assert full.complete and full.penalty == 0
    assert letters_of(range(WIDTH), full.board) == "S*GNIXÜBERP*LO*"


def test_simple_puloks_displace_the_cheapest_letters():
    """Sixteen tiles: every letter and one Pulok; the Pulok is built in and
    displaces S (penalty 1)."""
    tiles = ids(sentence("R") + " PULOK")
    best = best_arrangement(tiles, "simple")
    assert best.complete and best.board[0] == FIRST_PULOK
    assert best.left_over == (tile_id(0, RED),) and best.penalty == 1
    tiles = ids(sentence("R", "X") + " PULOK PULOK PULOK")  # 17 tiles, one place empty
    best = best_arrangement(tiles, "simple")
    assert best.complete
    assert best.board[5] == FIRST_PULOK
    assert best.board[0] == FIRST_PULOK + 1 and best.board[1] == FIRST_PULOK + 2
    assert best.left_over == (tile_id(0, RED), tile_id(1, RED)) and best.penalty == 2
    assert best.surplus == best.left_over


def test_double_two_rows():
    tiles = ids(sentence("R") + " " + sentence("Y", "KK") + " SW")
    best = best_arrangement(tiles, "double")
    assert not best.complete
    assert missing_letters(tiles, "double") == [14]
    assert best.board[0] == tile_id(0, RED) and best.board[WIDTH] == tile_id(0, YELLOW)
    assert best.left_over == (tile_id(0, WHITE),) and best.penalty == 1
    assert best.grouped == frozenset(range(2 * WIDTH - 1))
    with_pulok = best_arrangement(tiles + [FIRST_PULOK], "double")
    assert with_pulok.complete and with_pulok.board[2 * WIDTH - 1] == FIRST_PULOK
    assert with_pulok.penalty == 1


def test_double_third_copy_and_missing_twice():
    tiles = ids(sentence("R", "K") + " " + sentence("G", "K") + " SB SK PULOK")
    best = best_arrangement(tiles, "double")
    assert best.board[14] == FIRST_PULOK and best.board[29] == EMPTY
    assert missing_letters(tiles, "double") == [14]
    assert sorted(TILE_CODE[t] for t in best.left_over) == ["SB", "SK"]
    assert best.penalty == 2
    assert missing_letters(ids(sentence("R", "K") + " " + sentence("G", "K")), "double") == [14, 14]


def test_double_displacement_takes_the_second_row_first():
    tiles = ids(sentence("R") + " " + sentence("Y") + " PULOK")
    best = best_arrangement(tiles, "double")
    assert best.complete and best.board[WIDTH] == FIRST_PULOK and best.board[0] == tile_id(0, RED)
    assert best.left_over == (tile_id(0, YELLOW),)


@settings(SETTINGS, max_examples=200)
@given(
    st.sampled_from(["simple", "double"]),
    st.lists(st.integers(0, FIRST_PULOK + 14), min_size=0, max_size=34, unique=True),
)
def test_simple_and_double_by_counting(variant, tiles):
    copies = len(goal_rows(variant))
    best = best_arrangement(tiles, variant)
    places = copies * WIDTH
    letters = [t for t in tiles if t < FIRST_PULOK]
    puloks = len(tiles) - len(letters)
    per_letter = [sum(1 for t in letters if TILE_LETTER[t] == col) for col in range(WIDTH)]
    usable = sum(min(copies, n) for n in per_letter)
    assert best.complete == (usable + puloks >= places)
    assert quick_cannot_complete(tiles, variant) == (not best.complete)
    on_board = [t for t in best.board if t != EMPTY]
    assert sorted(on_board + list(best.surplus)) == sorted(tiles)
    assert all(best.board[c] == EMPTY for c in range(places, CELLS))
    for c in range(places):
        t = best.board[c]
        assert t == EMPTY or t >= FIRST_PULOK or TILE_LETTER[t] == c % WIDTH
    # Puloks are built in whenever there is room; the penalty is the
    # cheapest possible: the extra copies, plus the cheapest letters the
    # Puloks displace
    assert sum(1 for t in on_board if t >= FIRST_PULOK) == min(puloks, places)
    displaced = max(0, usable + puloks - places)
    usable_pen = sorted(
        PENALTY[col] for col in range(WIDTH) for _ in range(min(copies, per_letter[col]))
    )
    extra_pen = sum(TILE_PENALTY[t] for t in letters) - sum(usable_pen)
    assert best.penalty == extra_pen + sum(usable_pen[: min(displaced, len(usable_pen))])
    assert set(best.left_over) == {t for t in best.surplus if t < FIRST_PULOK}
    assert best.grouped == frozenset(c for c in range(places) if best.board[c] != EMPTY)
    assert len(missing_letters(tiles, variant)) == places - len(best.grouped)


# --- small functions ------------------------------------------------------------------


def test_piece_bonus():
    assert [piece_bonus(v) for v in range(9)] == [0, 5, 15, 30, 50, 75, 100, 125, 150]


def test_goal_rows():
    assert goal_rows("simple") == (0,)
    assert goal_rows("double") == (0, 1)
    assert goal_rows("experts") == (0, 1, 2, 3, 4, 5)
    with pytest.raises(ValueError):
        goal_rows("triple")


def test_missing_letters_experts_is_empty():
    assert missing_letters(ids("SR"), "experts") == []


def test_quick_test_experts_cases():
    assert not quick_cannot_complete(ids(SEED_BOARD), "experts")
    assert quick_cannot_complete(ids("SR AR"), "experts")
    assert not quick_cannot_complete(ids("SR AR PULOK"), "experts")
    assert quick_cannot_complete(ids("SR AR PULOK"), "experts", twenty=True)
    assert not quick_cannot_complete(ids("SR AR PULOK PULOK"), "experts", twenty=True)
    assert not quick_cannot_complete(ids("KR KY PULOK"), "experts")  # a column of three
    assert quick_cannot_complete(ids("SR SR AR GR"), "experts")  # a code twice
