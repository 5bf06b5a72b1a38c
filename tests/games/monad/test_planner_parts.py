"""The pieces of the good MONAD player's planner (bot.Planner and
bot.best_bonus_chain), each on hand-built inputs with answers worked out by
hand from the rules: the combines, acquisitions and jumps of a position, the
choices of colours of a jump, and the parts of a position's value (the hand
tallied, the pairs, the best bonus, the best relative, the jumps)."""

from __future__ import annotations

import pytest

from accessible_games.games.monad.bot import UNKNOWN, GoodMonadBot, Planner, best_bonus_chain
from accessible_games.games.monad.cards import (
    BI,
    DARK_BLUE,
    GREEN,
    LIGHT_BLUE,
    MONAD,
    ONE,
    ORANGE,
    QUAD,
    QUINT,
    RED,
    TRI,
    YELLOW,
)

from .monad_helpers import Ids, card

# Colours: red, orange, yellow warm; light blue, dark blue, green cold. Bonus
# partners: red/dark blue, orange/light blue, yellow/green. Values: One 1,
# Bi 3, Tri 7, Quad 16, Quint 36, Monad 80 (the good player weighs it 100).


def planner(stamm: int = GREEN, bot: GoodMonadBot | None = None) -> Planner:
    """A planner for a seat with identity colour ``stamm`` that needs 5 Monads."""
    return Planner(bot or GoodMonadBot(), stamm, 5)


def hand(codes: str) -> tuple[int, ...]:
    """A hand by codes ("1R 1R 2L": the copies of a One are different ids),
    sorted like a position's hand."""
    return tuple(sorted(Ids().many(codes)))


def column(top: str, size: int) -> tuple[int, ...]:
    """A column of ``size`` cards: the known top card, then cards whose
    colour the player cannot know."""
    if not size:
        return ()
    rank_of_top = {"2": BI, "3": TRI, "4": QUAD, "5": QUINT}[top[0]]
    return (card(top),) + (UNKNOWN + rank_of_top,) * (size - 1)


#: the Bi, Tri, Quad and Quint columns, three cards each (their colours do
#: not matter to the moves)
FULL = tuple((UNKNOWN + rank,) * 3 for rank in (BI, TRI, QUAD, QUINT))


def position(
    codes: str,
    columns: tuple = FULL,
    *,
    pile: int = 10,
    bonus: bool = False,
    acted: bool = False,
    talon: int = 0,
) -> tuple:
    """A position (hand, columns, monads, pile, bonus face up, acted, talon)."""
    return (hand(codes), columns, 0, pile, bonus, acted, talon)


def held_of(codes: str) -> list[int]:
    """Per rank (One to Quint) a bit per colour of the cards named."""
    rank_of = {"1": ONE, "2": BI, "3": TRI, "4": QUAD, "5": QUINT}
    colour_of = {"R": RED, "O": ORANGE, "Y": YELLOW, "L": LIGHT_BLUE, "D": DARK_BLUE, "G": GREEN}
    held = [0] * 5
    for code in codes.split():
        held[rank_of[code[0]]] |= 1 << colour_of[code[1]]
    return held


def left_of(columns: tuple, pile: int) -> tuple[int, ...]:
    """The cards of each rank that can be taken, as Planner.value builds them."""
    return (0, *(len(c) for c in columns), pile)


# --- best_bonus_chain --------------------------------------------------------------


def test_bonus_chain_is_a_one_plus_the_tops_of_all_lower_columns():
    columns = (column("2O", 2), column("3Y", 1), column("4L", 1), column("5R", 1))
    left = left_of(columns, 3)
    # a Quint pair (yellow/green): a One, a Tri, a Bi and a Quad: 1 + 3 + 7 + 16
    assert best_bonus_chain(held_of("5Y 5G"), columns, left) == 27
    # a Tri pair (red/dark blue): a One and a Bi
    assert best_bonus_chain(held_of("3R 3D"), columns, left) == 4
    # a Bi pair (orange/light blue): the Talon's One alone
    assert best_bonus_chain(held_of("2O 2L"), columns, left) == 1
    # the best of the pairs held
    assert best_bonus_chain(held_of("2O 2L 3R 3D 5Y 5G"), columns, left) == 27


def test_bonus_chain_needs_bonus_partners_and_the_rank_above():
    columns = (column("2O", 2), column("3Y", 1), column("4L", 1), column("5R", 1))
    left = left_of(columns, 3)
    # a warm and a cold Quint that are not partners; two warm Quints
    assert best_bonus_chain(held_of("5Y 5L"), columns, left) == 0
    assert best_bonus_chain(held_of("5Y 5O"), columns, left) == 0
    # no Monad left: the Quint pair makes no combine, the Tri pair still does
    held = held_of("3R 3D 5Y 5G")
    assert best_bonus_chain(held, columns, left_of(columns, 0)) == 4
    # no Quad left: the Tri pair makes no combine either
    no_quad = (columns[0], columns[1], (), columns[3])
    assert best_bonus_chain(held, no_quad, left_of(no_quad, 0)) == 0


def test_bonus_chain_stops_at_the_first_empty_column():
    # the Tri column is empty: a Quint pair takes the Quad, not the Bi below
    columns = (column("2O", 1), (), column("4L", 2), column("5R", 1))
    assert best_bonus_chain(held_of("5Y 5G"), columns, left_of(columns, 2)) == 1 + 16


# --- combines --------------------------------------------------------------------


def test_combines_pair_one_card_of_each_kind_warm_with_cold():
    pos = position("1R 1R 1L 2O 2Y 3D")
    red, blue = card("1R"), card("1L")
    # the two red Ones are one kind: one combine; the two warm Bis make none;
    # a Bi and a Tri of other colours than the identity's make none
    assert planner().combines(pos) == [("combine", red, blue, False)]
    # no Bi left to take: no combine of Ones
    no_bi = ((), *FULL[1:])
    assert planner().combines(position("1R 1R 1L 2O 2Y 3D", no_bi)) == []


def test_combines_with_a_relative_stand_in_for_the_partners_rank_without_bonus():
    # identity red: the red Bi is a relative; with the dark blue Quint it makes
    # a Monad, with no bonus although red and dark blue are bonus partners
    pos = position("2R 5O 5D", bonus=True, talon=4)
    bi, orange, blue = card("2R"), card("5O"), card("5D")
    assert planner(stamm=RED).combines(pos) == [
        ("combine", bi, blue, False),  # a Monad by the relative
        ("combine", orange, blue, False),  # orange and dark blue: no bonus
    ]
    # no Monad left: neither is possible
    assert planner(stamm=RED).combines(position("2R 5O 5D", pile=0, bonus=True)) == []
    # a relative may stand in for a One too (identity dark blue: the Tri with
    # a red One gives a Bi), without the bonus
    pos = position("1R 3D", bonus=True, talon=4)
    assert planner(stamm=DARK_BLUE).combines(pos) == [("combine", card("1R"), card("3D"), False)]


def test_combines_offer_the_bonus_only_when_it_gives_something():
    tris = "3R 3D"
    plain = ("combine", card("3R"), card("3D"), False)
    with_bonus = ("combine", card("3R"), card("3D"), True)
    assert planner().combines(position(tris, bonus=True)) == [plain, with_bonus]
    # the bonus card face down
    assert planner().combines(position(tris, bonus=False)) == [plain]
    # the Bi column below empty: the chain would stop at once
    no_bi = ((), *FULL[1:])
    assert planner().combines(position(tris, no_bi, bonus=True)) == [plain]
    # Bis: the bonus gives the Talon's One, none without a Talon
    bis = "2O 2L"
    plain_bi = ("combine", card("2O"), card("2L"), False)
    bonus_bi = ("combine", card("2O"), card("2L"), True)
    assert planner().combines(position(bis, bonus=True, talon=2)) == [plain_bi, bonus_bi]
    assert planner().combines(position(bis, bonus=True, talon=0)) == [plain_bi]
    # Ones never earn a bonus, even of partner colours
    ones = [("combine", card("1R"), card("1D"), False)]
    assert planner().combines(position("1R 1D", bonus=True, talon=2)) == ones


# --- acquisitions ----------------------------------------------------------------


def test_acquisitions_pay_the_cards_least_worth_keeping_cheapest_first():
    # identity red: the red Bi is a relative, kept above all
    pos = position("1R 1L 1L 2R 2O 2G")
    r1, l1, l2 = hand("1R 1L 1L")
    r2, o2, g2 = card("2R"), card("2O"), card("2G")
    assert planner(stamm=RED).acquisitions(pos) == [
        # a Bi: the three Ones, the only useful payment
        ("acquire", BI, (r1, l1, l2)),
        # a Tri: three Bis (9, overpaying 2), before a One and two Bis (7,
        # exact, but a One costs 6 more); that One is a light blue one (the
        # red One is the only one of its colour), and the Bis not the relative
        ("acquire", TRI, (r2, o2, g2)),
        ("acquire", TRI, (l1, o2, g2)),
        # a Quad (16): the hand is worth only 12
    ]
    # one payment per target at most
    bot = GoodMonadBot()
    bot.payments_per_target = 1
    assert planner(stamm=RED, bot=bot).acquisitions(pos) == [
        ("acquire", BI, (r1, l1, l2)),
        ("acquire", TRI, (r2, o2, g2)),
    ]


def test_acquisitions_of_a_monad_and_of_an_empty_column():
    # two Quints and two Quads: a Monad (80) for both Quints and a Quad (88);
    # the yellow Quad is paid (a lower id than the light blue one, as dear)
    columns = (FULL[0], FULL[1], FULL[2], ())  # no Quint to take
    pos = position("4Y 4L 5R 5O", columns, pile=1)
    paid = (card("4Y"), card("5R"), card("5O"))
    assert planner().acquisitions(pos) == [("acquire", MONAD, paid)]
    assert planner().acquisitions(position("4Y 4L 5R 5O", columns, pile=0)) == []
    # with the Quint column: two Quads (32) do not pay for a Quint (36)
    assert [m[1] for m in planner().acquisitions(position("4Y 4L 5R 5O", pile=1))] == [MONAD]


# --- jumps and jump_choices ------------------------------------------------------


def test_jumps_only_after_an_action_and_by_the_colours_of_the_ones():
    # Ones of five colours (and a One from the Talon whose colour is unknown)
    codes = "1R 1O 1Y 1L 1D"
    r, o, y, lb, d = hand(codes)
    pos = position(codes, acted=True)
    pos = ((*pos[0], UNKNOWN + ONE), *pos[1:])
    tri_jumps = [("jump", TRI, (r, o, y, lb)), ("jump", TRI, (r, o, y, d))]
    quad_jump = ("jump", QUAD, (r, o, y, lb, d))
    # the Tri jumps (two choices of four colours), then the Quad jump; no
    # Quint jump: the unknown One is not a sixth colour
    assert planner().jumps(pos) == [*tri_jumps, quad_jump]
    # not before an action this turn
    assert planner().jumps(position(codes, acted=False)) == []
    # no Tri left to take: the Quad jump only
    no_tri = (FULL[0], (), FULL[2], FULL[3])
    assert planner().jumps(position(codes, no_tri, acted=True)) == [quad_jump]
    # Ones of three colours: no jump
    assert planner().jumps(position("1R 1R 1O 1L", acted=True)) == []


def test_jump_choices_keep_most_colours_then_both_temperatures():
    # two red and two light blue Ones, one of each other colour
    r1, r2, o, y, l1, l2, d, g = hand("1R 1R 1O 1Y 1L 1L 1D 1G")
    ones = {
        RED: [r1, r2],
        ORANGE: [o],
        YELLOW: [y],
        LIGHT_BLUE: [l1, l2],
        DARK_BLUE: [d],
        GREEN: [g],
    }
    # a Tri jump pays four colours: paying red and light blue keeps all the
    # colours doubled, and one warm and one cold of the others leaves two
    # warm and two cold Ones; the first two such choices in colour order
    # (red, orange, light blue, then dark blue or green) are kept, the
    # first copy of each colour paid
    assert planner().jump_choices(ones, TRI, 4) == [
        ("jump", TRI, (r1, o, l1, d)),
        ("jump", TRI, (r1, o, l1, g)),
    ]
    # as many choices as kept: all of them, in colour order
    few = {RED: [r1, r2], ORANGE: [o], LIGHT_BLUE: [l1], DARK_BLUE: [d]}
    assert planner().jump_choices(few, TRI, 4) == [("jump", TRI, (r1, o, l1, d))]


# --- judging a position: tally, pairs_gain, best_relative, jumps_gain ----------------


def test_tally_counts_the_hand_in_one_pass():
    # identity red; a One and a Bi whose colours are unknown
    cards = (*hand("1R 1R 1L 2R 3D 5R"), UNKNOWN + ONE, UNKNOWN + BI)
    total, warm, cold, held, ones, relatives = planner(stamm=RED).tally(cards, 100.0)
    # Ones count 1 + 6: 3 * 7 + 3 + 7 + 36, and 7 + 3 for the unknown cards
    assert total == 100 + 21 + 3 + 7 + 36 + 7 + 3
    assert warm == [2, 1, 0, 0, 1]
    assert cold == [1, 0, 1, 0, 0]
    assert held == [1 << RED | 1 << LIGHT_BLUE, 1 << RED, 1 << DARK_BLUE, 0, 1 << RED]
    # the unknown One is of no colour (not green, the last one)
    assert ones == [2, 0, 0, 1, 0, 0]
    # the red Bi and Quint, not the red Ones
    assert relatives == [BI, QUINT]


def test_pairs_gain_counts_pairs_up_to_the_cards_left_above():
    # a pair's gain by rank: 3 - 2, 7 - 6, 16 - 14, 36 - 32, 100 - 72
    p = planner()
    warm = [3, 1, 1, 0, 2]
    cold = [2, 1, 0, 1, 2]
    # one Bi and one Monad left: a pair of Ones, of Bis, of Quints
    assert p.pairs_gain(warm, cold, (0, 1, 4, 3, 2, 1)) == 1 + 1 + 28
    # three Bis, no Tri, two Monads: two pairs of Ones, two of Quints
    assert p.pairs_gain(warm, cold, (0, 3, 0, 3, 2, 2)) == 2 * 1 + 2 * 28
    # the Tri and the Quad have no partner of the other temperature
    assert p.pairs_gain([0, 0, 1, 0, 0], [0, 0, 0, 1, 0], (0, 9, 9, 9, 9, 9)) == 0


def test_best_relative_with_the_highest_partner_of_the_other_temperature():
    red = planner(stamm=RED)  # warm identity: its partners are cold
    left = (0, 3, 3, 3, 3, 2)
    # the red Bi and a cold Quint: a Monad, 0.9 * (100 - 36 - 3)
    assert red.best_relative([BI], [0, 1, 0, 0, 0], [0, 0, 1, 0, 1], left) == pytest.approx(54.9)
    # no Monad left: with the cold Tri below, a Quad, 1.2 * (16 - 7 - 3)
    no_monad = (0, 3, 3, 3, 3, 0)
    assert red.best_relative([BI], [0, 1, 0, 0, 0], [0, 0, 1, 0, 1], no_monad) == pytest.approx(7.2)
    # the best of the relatives: the Quad with the Tri would lose 7
    assert red.best_relative([BI, QUAD], [0, 1, 0, 1, 0], [0, 0, 1, 0, 0], left) == pytest.approx(
        7.2
    )
    # warm partners do not count for a warm identity
    assert red.best_relative([BI], [0, 1, 0, 0, 1], [0, 0, 0, 0, 0], left) == 0.0
    # a cold identity (dark blue) takes the warm Quint
    blue = planner(stamm=DARK_BLUE)
    assert blue.best_relative([BI], [0, 0, 0, 0, 1], [0, 1, 0, 0, 0], left) == pytest.approx(54.9)


def test_best_relative_skips_a_partner_of_its_own_rank():
    red = planner(stamm=RED)
    left = (0, 3, 3, 3, 3, 2)
    # the red Tri and a cold Tri are a plain pair, not a relative's combine
    assert red.best_relative([TRI], [0, 0, 1, 0, 0], [0, 0, 1, 0, 0], left) == 0.0
    # the red Bi with it makes a Quad: 1.2 * (16 - 7 - 3)
    assert red.best_relative([TRI, BI], [0, 1, 1, 0, 0], [0, 0, 1, 0, 0], left) == pytest.approx(
        7.2
    )


def test_jumps_gain_takes_the_highest_jumps_the_colours_allow():
    p = planner()  # counts three jumps at most
    left = (0, 3, 3, 3, 3, 3)
    # six colours: a Quint for six Ones (36 - 6); two colours left
    assert p.jumps_gain([2, 2, 1, 1, 1, 1], left) == 30
    # a Quint, then a Tri for four Ones (7 - 4)
    assert p.jumps_gain([3, 3, 2, 2, 1, 1], left) == 33
    # three Quint jumps, not a fourth
    assert p.jumps_gain([4, 4, 4, 4, 4, 4], left) == 90
    # fewer than four colours: nothing
    assert p.jumps_gain([4, 4, 4, 0, 0, 0], left) == 0
    ones = [3, 1, 3, 1, 2, 2]
    p.jumps_gain(ones, left)
    assert ones == [3, 1, 3, 1, 2, 2]  # left unchanged


def test_jumps_gain_respects_the_cards_left_and_pays_from_the_most_held():
    p = planner()
    # one Quint left: a Quint, then a Quad for five Ones (16 - 5)
    assert p.jumps_gain([2, 2, 2, 2, 2, 2], (0, 3, 3, 3, 1, 3)) == 30 + 11
    # two Quints left: two Quints, then a Quad
    assert p.jumps_gain([4, 4, 4, 4, 4, 4], (0, 3, 3, 3, 2, 3)) == 30 + 30 + 11
    # only Tris left: paying the two colours held thrice keeps four colours
    # ([2, 2, 0, 0, 1, 1]), so a second Tri follows; paying four single Ones
    # would leave two colours
    assert p.jumps_gain([3, 3, 1, 1, 1, 1], (0, 3, 3, 0, 0, 3)) == 3 + 3
