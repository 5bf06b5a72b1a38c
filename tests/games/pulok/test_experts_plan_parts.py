"""The pieces of the good player's experts plan (bot._experts_plan), each on
hand-built inputs with answers worked out by hand: the plan's start (its
column groups and the price of a needed tile), the row groups already held,
the cheapest window that makes a short cluster ``m`` long, a group widened
over its neighbours, a cluster planned (built, given up, paid by spare
Puloks, left to its columns), a row group kept, the free copies of a
letter, the column groups and the rescues of given-up single tiles.

Rows are given by tile codes ("SR": S red); colours are R Y G B K W
(0-5), letters S A G N I X Ü B E R P U L O K (0-14). Unless a test says
otherwise every tile has two unseen copies, so a needed tile costs
1 / (2 + 3) = 0.2 (half that when it may also fill its column's group),
giving up a loose tile 1 / 9 and leaving a waiting one 1 / 18."""

from __future__ import annotations

import pytest

from accessible_games.games.pulok.bot import (
    _cheapest_window,
    _column_groups,
    _free,
    _keep_row_group,
    _plan_cluster,
    _PlanState,
    _rescues,
    _row_groups_there,
    _widen,
)
from accessible_games.games.pulok.tiles import LETTERS, PULOK_KIND, ROWS, WIDTH, parse_code

RED, YELLOW, GREEN, BLUE, BLACK, WHITE = range(ROWS)


def col(letter: str) -> int:
    return LETTERS.index(letter)


def places(letters: str) -> int:
    """The bitmask of the places of ``letters`` ("SAG": columns 0-2)."""
    return sum(1 << col(letter) for letter in letters)


def unseen_of(changes: dict[str, int] | None = None) -> tuple[int, ...]:
    """Two unseen copies of every kind but those of ``changes`` (by code)."""
    values = [2] * PULOK_KIND
    for code, n in (changes or {}).items():
        values[parse_code(code)] = n
    return tuple(values)


def plan_of(
    codes: str, m: int = 3, unseen: dict[str, int] | None = None, budget: int = 0
) -> _PlanState:
    """A fresh plan for the held tiles ``codes``."""
    rows = [0] * ROWS
    columns = [0] * WIDTH
    for code in codes.split():
        letter, colour = divmod(parse_code(code), 6)
        rows[colour] |= 1 << letter
        columns[letter] += 1
    return _PlanState(rows, columns, m, unseen_of(unseen), budget)


# --- _PlanState -----------------------------------------------------------------


def test_plan_state_knows_the_column_groups_from_the_start():
    plan = plan_of("SR SY XR XY XG BR", budget=2)
    # S twice (short of 3), X three times (full), B once (no column group)
    assert plan.column_mask == places("SX")
    assert plan.pending == places("S")
    assert plan.rows[RED] == places("SXB")
    assert plan.counts == [2, 0, 0, 0, 0, 3, 0, 1] + [0] * 7
    assert plan.budget == 2
    assert plan.planned == [0] * ROWS and plan.in_rows == [0] * ROWS
    assert (plan.groups, plan.singles, plan.given_up, plan.extend) == ([], [], 0, 0.0)
    # with m = 4 the column of three X is still short too
    assert plan_of("SR SY XR XY XG BR", m=4).pending == places("SX")


def test_plan_state_counts_are_a_copy_of_the_columns():
    columns = [0] * WIDTH
    columns[col("S")] = 2
    plan = _PlanState([places("S"), places("S"), 0, 0, 0, 0], columns, 3, unseen_of(), 0)
    plan.counts[col("S")] += 1
    assert columns[col("S")] == 2


def test_plan_state_cost_halves_while_the_column_is_short_of_m():
    plan = plan_of("SR SY XR XY XG", unseen={"SG": 1, "AG": 0})
    # S green: 1 / (1 + 3), halved: S's column (2 tiles) is short of 3
    assert plan.cost(GREEN, col("S")) == pytest.approx(0.125)
    # A green: none unseen, only the Puloks' share; no column group
    assert plan.cost(GREEN, col("A")) == pytest.approx(1 / 3)
    # X's column is full already: the whole price
    assert plan.cost(BLUE, col("X")) == pytest.approx(0.2)
    # a tile planned in S's column fills it to 3: the whole price again
    plan.counts[col("S")] += 1
    assert plan.cost(GREEN, col("S")) == pytest.approx(0.25)


# --- _row_groups_there ----------------------------------------------------------


def test_row_groups_there_marks_runs_of_m_and_adds_their_ends():
    # yellow: AGN (3, between S and I), ÜB (2, too short), LOK (3, at the end)
    plan = plan_of("AY GY NY ÜY BY LY OY KY", unseen={"SY": 1, "IY": 1, "UY": 1})
    _row_groups_there(plan, YELLOW)
    assert plan.in_rows[YELLOW] == places("AGNLOK")
    assert plan.in_rows[:YELLOW] + plan.in_rows[YELLOW + 1 :] == [0] * (ROWS - 1)
    # S and I around AGN, U left of LOK (nothing right of K)
    assert plan.extend == 3


def test_row_groups_there_with_m_4_skips_a_run_of_3():
    # red: SAGNI (5, from the row's start), PUL (3: short of 4)
    plan = plan_of("SR AR GR NR IR PR UR LR", m=4, unseen={"XR": 1})
    _row_groups_there(plan, RED)
    assert plan.in_rows[RED] == places("SAGNI")
    assert plan.extend == 1  # X only: nothing left of S


# --- _cheapest_window -----------------------------------------------------------


def test_cheapest_window_takes_the_cheapest_then_the_leftmost():
    # Ü (column 6) alone: windows IXÜ, XÜB, ÜBE
    taken = places("Ü")
    # all alike (0.4): the leftmost
    assert _cheapest_window(plan_of("ÜR"), RED, 6, 6, taken) == (4, [4, 5])
    # no I red unseen: IXÜ costs 1/3 + 0.2; XÜB and ÜBE 0.4, the left one
    plan = plan_of("ÜR", unseen={"IR": 0})
    assert _cheapest_window(plan, RED, 6, 6, taken) == (5, [5, 7])
    # E red may also fill E's column (yellow, green): ÜBE costs 0.2 + 0.1
    plan = plan_of("ÜR EY EG", unseen={"IR": 0})
    assert _cheapest_window(plan, RED, 6, 6, taken) == (6, [7, 8])


def test_cheapest_window_stays_in_the_row_and_skips_taken_places():
    # at the row's ends only one window fits, however dear
    plan = plan_of("KR SR AR OR", unseen={"LR": 0, "OR": 0, "GR": 0})
    assert _cheapest_window(plan, RED, 14, 14, places("K")) == (12, [12, 13])
    assert _cheapest_window(plan, RED, 13, 14, places("OK")) == (12, [12])
    assert _cheapest_window(plan, RED, 0, 1, places("SA")) == (0, [2])
    # a place already taken (E planned) costs nothing: ÜBE needs B only
    plan = plan_of("ÜR")
    assert _cheapest_window(plan, RED, 6, 6, places("ÜE")) == (6, [7])
    # m = 4, X and B with a gap at Ü: the gap is no extra place; IXÜB
    # needs I (0.25), XÜBE needs E (0.2)
    plan = plan_of("XR BR", m=4, unseen={"IR": 1})
    assert _cheapest_window(plan, RED, 5, 7, places("XB")) == (5, [8])


# --- _widen ---------------------------------------------------------------------


def test_widen_stops_at_the_first_gap_and_the_row_ends():
    # N and G to the left (A not), Ü to the right (B not, E beyond it)
    assert _widen(places("GNÜE"), 4, 5) == (2, 6)
    assert _widen(places("SA"), 2, 4) == (0, 4)
    assert _widen((1 << WIDTH) - 1, 3, 5) == (0, WIDTH - 1)
    # a taken place one apart does not join
    assert _widen(places("SX"), 2, 3) == (2, 3)
    assert _widen(0, 3, 5) == (3, 5)


# --- _plan_cluster --------------------------------------------------------------


def test_plan_cluster_builds_a_group_cheaper_than_giving_its_tiles_up():
    plan = plan_of("SR AR", unseen={"NR": 1})
    _plan_cluster(plan, RED, places("SA"))
    # G red (0.2) costs less than giving up two loose tiles (2/9)
    assert plan.groups == [([(RED, col("S")), (RED, col("A"))], [2.0])]
    assert plan.planned[RED] == places("G")
    assert plan.counts[col("G")] == 1
    assert plan.in_rows[RED] == places("SA")
    assert plan.extend == 1  # N red, right of SAG
    assert (plan.given_up, plan.singles) == (0, [])
    # with one G red unseen it costs 0.25, more than 2/9: both given up,
    # and neither is a single tile
    plan = plan_of("SR AR", unseen={"GR": 1})
    _plan_cluster(plan, RED, places("SA"))
    assert (plan.given_up, plan.singles, plan.groups) == (2, [], [])
    assert plan.planned == [0] * ROWS and plan.extend == 0


def test_plan_cluster_gives_up_a_single_tile_with_its_row_needs():
    # B red alone: XÜB costs 1/3 + 0.2, ÜBE and BER 0.2 + 0.25, the left one
    plan = plan_of("BR", unseen={"XR": 0, "ER": 1})
    _plan_cluster(plan, RED, places("B"))
    assert plan.given_up == 1
    assert plan.singles == [(col("B"), [2.0, 1.0])]  # Ü red, E red
    assert plan.groups == [] and plan.planned == [0] * ROWS
    assert plan.counts == [0] * 7 + [1] + [0] * 7


def test_plan_cluster_spends_spare_puloks_on_a_group_keeping_loose_tiles():
    plan = plan_of("BR", unseen={"XR": 0, "ER": 1}, budget=2)
    _plan_cluster(plan, RED, places("B"))
    assert plan.budget == 0
    assert plan.given_up == 0 and plan.singles == []
    assert plan.groups == [([(RED, col("B"))], [2.0, 1.0])]
    assert plan.planned[RED] == places("ÜE")
    assert plan.in_rows[RED] == places("B")
    assert plan.extend == 2  # X red (none) left of ÜBE, R red right of it
    # one spare Pulok does not pay for two tiles
    plan = plan_of("BR", unseen={"XR": 0, "ER": 1}, budget=1)
    _plan_cluster(plan, RED, places("B"))
    assert (plan.budget, plan.given_up, plan.groups) == (1, 1, [])


def test_plan_cluster_leaves_waiting_tiles_to_their_column():
    # B red waits in B's column (red, yellow): XÜB costs 0.4, more than
    # 1/18; nothing is given up and no Pulok is spent on it
    plan = plan_of("BR BY", budget=5)
    _plan_cluster(plan, RED, places("B"))
    assert (plan.given_up, plan.singles, plan.groups, plan.budget) == (0, [], [], 5)
    assert plan.planned == [0] * ROWS and plan.in_rows == [0] * ROWS
    # Ü red loose, B red waiting: XÜB costs 0.2, more than 1/9 + 1/18;
    # Ü is given up, but not as a single (a waiting tile was with it)
    plan = plan_of("ÜR BR BY")
    _plan_cluster(plan, RED, places("ÜB"))
    assert (plan.given_up, plan.singles, plan.groups) == (1, [], [])


def test_plan_cluster_gives_up_when_the_group_costs_just_as_much():
    # Ü red loose, B red waiting; X waits in its column (yellow, green) and
    # no X red is unseen: XÜB needs X red at 1/3 / 2 = 1/6, exactly 1/9 + 1/18
    plan = plan_of("ÜR BR BY XY XG", unseen={"XR": 0})
    _plan_cluster(plan, RED, places("ÜB"))
    assert (plan.given_up, plan.groups) == (1, [])
    assert plan.planned[RED] == 0
    # one X red unseen (1/4 / 2 = 1/8, less): the group is built
    plan = plan_of("ÜR BR BY XY XG", unseen={"XR": 1})
    _plan_cluster(plan, RED, places("ÜB"))
    assert plan.given_up == 0
    assert plan.groups == [([(RED, col("Ü"))], [1.0])]
    assert plan.planned[RED] == places("X")


def test_plan_cluster_widens_over_a_group_already_held():
    # red SAG is held; I red is loose; N waits in its column (yellow, green)
    plan = plan_of("SR AR GR IR NY NG", unseen={"XR": 1})
    _row_groups_there(plan, RED)
    assert plan.extend == 2  # N red, right of SAG
    _plan_cluster(plan, RED, places("I"))
    # the window GNI needs only N red, at half price (0.1 < 1/9); the group
    # is SAGNI, so its ends add X red only
    assert plan.groups == [([(RED, col("I"))], [2.0])]
    assert plan.planned[RED] == places("N")
    assert plan.counts[col("N")] == 3
    assert plan.in_rows[RED] == places("SAGI")
    assert plan.extend == 3


# --- _keep_row_group ------------------------------------------------------------


def test_keep_row_group_plans_its_cells_and_adds_its_ends():
    # blue N and X with I blue missing; K blue lies outside the group
    plan = plan_of("NB XB KB", unseen={"IB": 0, "GB": 1, "ÜB": 1})
    _keep_row_group(plan, BLUE, places("NX"), places("NX"), [col("I")], 3, 5)
    assert plan.planned[BLUE] == places("I")
    assert plan.counts[col("I")] == 1 and plan.counts[col("N")] == 1
    assert plan.in_rows[BLUE] == places("NX")
    assert plan.groups == [([(BLUE, col("N")), (BLUE, col("X"))], [0.0])]
    assert plan.extend == 2  # G blue and Ü blue


def test_keep_row_group_keeps_the_cluster_when_none_is_loose():
    # S and A red both wait in their columns (with yellow)
    plan = plan_of("SR AR SY AY", unseen={"GR": 1})
    _keep_row_group(plan, RED, places("SA"), 0, [col("G")], 0, 2)
    assert plan.groups == [([(RED, col("S")), (RED, col("A"))], [1.0])]
    assert plan.counts[col("G")] == 1
    assert plan.extend == 2  # N red only: nothing left of S
    # a group missing no tile adds no group to fill
    plan = plan_of("SY AY GY", unseen={"NY": 1})
    _keep_row_group(plan, YELLOW, places("SAG"), places("SAG"), [], 0, 2)
    assert plan.groups == [] and plan.planned == [0] * ROWS
    assert plan.in_rows[YELLOW] == places("SAG")
    assert plan.extend == 1


# --- _free ----------------------------------------------------------------------


def test_free_counts_the_colours_neither_held_nor_planned():
    plan = plan_of("IY", unseen={"IY": 1, "IG": 0, "IK": 1})
    plan.planned[BLUE] |= places("I")
    # red 2 + green 0 + black 1 + white 2 (yellow held, blue planned)
    assert _free(plan, col("I")) == 5
    assert _free(plan, col("X")) == 12


# --- _column_groups -------------------------------------------------------------


def test_column_groups_need_m_less_their_tiles_at_the_free_rate():
    plan = plan_of(
        "SR SY XR XY XG BR KR KY PB PK OB OK ER EY EG EB EK",
        unseen={"SG": 1, "SB": 0, "XW": 0, "EW": 1},
    )
    # P's tiles both lie in row groups; K red lies in one, K yellow not
    plan.in_rows[BLUE] |= places("P")
    plan.in_rows[BLACK] |= places("P")
    plan.in_rows[RED] |= places("K")
    # an O white is planned: O's column has three
    plan.planned[WHITE] |= places("O")
    plan.counts[col("O")] += 1
    _column_groups(plan)
    assert plan.groups == [
        ([(RED, col("S")), (YELLOW, col("S"))], [5.0]),  # S: 1 + 0 + 2 + 2 free, one more
        ([(YELLOW, col("K"))], [8.0]),  # K: green to white free, one more
    ]
    # the free rates of the columns still short of six: S 5, X 4 (blue,
    # black), E 1 (white), K 8, O 6 (red, yellow, green); P needs no
    # column, B has none
    assert plan.extend == 5 + 4 + 1 + 8 + 6


# --- _rescues -------------------------------------------------------------------


def test_rescues_take_the_fewer_needs_the_column_among_equals():
    plan = plan_of("BR RY UG", unseen={"BY": 0, "UK": 1})
    plan.planned[BLUE] |= places("U")
    plan.counts[col("U")] += 1
    plan.singles = [(col("B"), [2.0, 2.0]), (col("R"), [1.0]), (col("U"), [2.0, 2.0])]
    assert _rescues(plan) == [
        # two more B in the column (yellow to white: 0+2+2+2+2) or two in the row
        [8.0, 8.0],
        [1.0],  # the row needs one, the column two
        [7.0],  # U's column has 2 (green held, blue planned): one more (2+2+1+2)
    ]
    # m = 4: the column needs three, the row two
    plan = plan_of("BR", m=4, unseen={"BY": 0})
    plan.singles = [(col("B"), [2.0, 2.0])]
    assert _rescues(plan) == [[2.0, 2.0]]
    plan.singles = [(col("B"), [2.0, 2.0, 2.0])]
    assert _rescues(plan) == [[8.0, 8.0, 8.0]]
