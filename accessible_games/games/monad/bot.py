"""MONAD's computer players.

- :class:`RandomMonadBot` ("random") makes a random legal move.
- :class:`GoodMonadBot` ("good") plans its turn: it searches the sequences
  of combines, acquisitions and jumps it could make this turn on a light
  simulation of its own hand and the columns, judges the position each
  sequence ends in (Monads, hand value, what the hand promises for the next
  turn; Ones, the scarce cards, above their value), and compares the best
  with drawing or flipping. Its search is bounded by a number of positions
  judged, never by the clock, so a seed replays a game exactly; it takes a
  few milliseconds a move.

Both see only their own seat's view and the legal actions, and neither keeps
anything between moves: a saved and reloaded game goes on exactly as before.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from typing import Any

from accessible_games.core.game import Action
from accessible_games.games.monad.cards import (
    BONUS_PARTNER,
    CARD_COLOUR,
    CARD_RANK,
    CARD_VALUE,
    MONAD,
    ONE,
    ONE_COPIES,
    ONE_COPIES_KEPT,
    QUAD,
    QUINT,
    TRI,
    VALUE,
    WARM,
)
from accessible_games.games.monad.moves import (
    BUILD,
    CANCEL,
    DONE,
    DRAW,
    END,
    FLIP,
    PASS,
    PAY,
    UNDER,
    UNPAY,
    acquire_text,
    combine_text,
    jump_text,
)
from accessible_games.games.monad.rules import Monad, overpayment, payment_counts

# --- the random player ------------------------------------------------------------

#: the steps of the payment builder (``acquire <T>`` without "with", then
#: pay, unpay, done, cancel)
BUILDER_KINDS = frozenset((BUILD, PAY, UNPAY, DONE, CANCEL))


class RandomMonadBot:
    """A random legal move, uniformly among the legal actions except the
    payment builder's steps (``acquire <T>`` without "with", ``pay``,
    ``unpay``, ``done``, ``cancel``): a built payment leads only to moves
    that the complete ``acquire <T> with ...`` actions already offer. In the
    "paying" phase (which it never enters by itself) it cancels; in the
    "order" phase it puts a random one of the waiting cards under next."""

    level = "random"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        phase = view["phase"]
        if phase == "paying":
            for action in legal:
                if action.kind == CANCEL:
                    return action
        if phase == "order":
            return rng.choice(legal)
        moves = [a for a in legal if a.kind not in BUILDER_KINDS]
        return rng.choice(moves or legal)


# --- the light simulation of one turn -------------------------------------------------
#
# A card is its id (cards.py); a card whose colour the player cannot know (a
# column's card under the top one, the Talon's One a bonus gives) is
# UNKNOWN + its rank. A position is a tuple
# (hand, columns, monads, monad pile, bonus face up, acted this turn, talon):
# the own hand as a sorted tuple, the Bi, Tri, Quad and Quint columns as
# tuples (top first), the own Monads, the Monads left, whether the bonus card
# is face up, whether an action was made this turn and the Talon's size. The
# rest of the table does not change during the player's turn.

UNKNOWN = 58
_RANK = CARD_RANK + (0, 1, 2, 3, 4)
_COLOUR = CARD_COLOUR + (-1,) * 5
_VALUE = CARD_VALUE + VALUE[:5]
#: 1 warm, 0 cold, -1 colour unknown (or a Monad), by card
_TEMP = tuple(-1 if c < 0 else int(WARM[c]) for c in _COLOUR)
#: the kind of a known card (rank * 6 + colour), -1 for an unknown one
_KIND = tuple(-1 if _COLOUR[c] < 0 else _RANK[c] * 6 + _COLOUR[c] for c in range(len(_RANK)))
#: the Ones a jump takes, by the rank it gives
JUMP_ONES = ((TRI, 4), (QUAD, 5), (QUINT, 6))
JUMPS_DOWN = JUMP_ONES[::-1]

Position = tuple  # (hand, columns, monads, pile, bonus, acted, talon)
Move = tuple  # ("combine", a, b, bonus) | ("acquire", target, paid) | ("jump", target, paid)


def _available(columns: tuple, pile: int, rank: int) -> int:
    """How many cards of ``rank`` can still be taken (a column's length, or
    the Monads left)."""
    return pile if rank == MONAD else len(columns[rank - 1])


def _take(columns: tuple, rank: int) -> tuple[int, tuple]:
    """The top card of the column of ``rank`` and the columns without it."""
    column = columns[rank - 1]
    cols = list(columns)
    cols[rank - 1] = column[1:]
    return column[0], tuple(cols)


def _under(columns: tuple, paid) -> tuple:
    """The columns after the paid cards above One went under their columns
    (several under one column in the automatic order: by id, the unknown
    cards last)."""
    cols = None
    for card in sorted(paid):
        rank = _RANK[card]
        if rank == ONE:
            continue
        if cols is None:
            cols = list(columns)
        cols[rank - 1] = cols[rank - 1] + (card,)
    return columns if cols is None else tuple(cols)


def _without(hand: tuple, cards) -> list[int]:
    left = list(hand)
    for card in cards:
        left.remove(card)
    return left


def apply_combine(pos: Position, a: int, b: int, bonus: bool, stamm: int) -> Position:
    hand, columns, monads, pile, bonus_up, _acted, talon = pos
    left = _without(hand, (a, b))
    rank = _RANK[a]
    if rank != _RANK[b]:  # a relative stands in for its partner's rank
        rank = _RANK[a] if _COLOUR[b] == stamm and _RANK[b] >= 1 else _RANK[b]
    if rank + 1 == MONAD:
        monads, pile = monads + 1, pile - 1
    else:
        card, columns = _take(columns, rank + 1)
        left.append(card)
    if bonus:
        bonus_up = False
        for lower in range(rank - 1, 0, -1):
            if not columns[lower - 1]:
                break
            card, columns = _take(columns, lower)
            left.append(card)
        else:
            if talon:
                talon -= 1
                left.append(UNKNOWN + ONE)
    return (tuple(sorted(left)), _under(columns, (a, b)), monads, pile, bonus_up, True, talon)


def apply_acquire(pos: Position, target: int, paid) -> Position:
    hand, columns, monads, pile, bonus_up, _acted, talon = pos
    left = _without(hand, paid)
    if target == MONAD:
        monads, pile = monads + 1, pile - 1
    else:
        card, columns = _take(columns, target)
        left.append(card)
    return (tuple(sorted(left)), _under(columns, paid), monads, pile, bonus_up, True, talon)


def apply_move(pos: Position, move: Move, stamm: int) -> Position:
    if move[0] == "combine":
        return apply_combine(pos, move[1], move[2], move[3], stamm)
    return apply_acquire(pos, move[1], move[2])  # a jump pays and takes alike


def _keep_scores(hand: tuple, stamm: int) -> dict[int, float]:
    """How much the player would rather keep each card when paying: unknown
    cards least, then spare Ones and cards without a partner, cards with a
    partner of the other temperature at their rank more, relatives most."""
    warm = [0] * 5
    cold = [0] * 5
    one_colours = [0] * 6
    for card in hand:
        t = _TEMP[card]
        if t < 0:
            continue
        if t:
            warm[_RANK[card]] += 1
        else:
            cold[_RANK[card]] += 1
        if _RANK[card] == ONE:
            one_colours[_COLOUR[card]] += 1
    scores: dict[int, float] = {}
    for card in hand:
        t = _TEMP[card]
        rank = _RANK[card]
        if t < 0:
            score = 0.0
        elif rank >= 1 and _COLOUR[card] == stamm:
            score = 50.0
        else:
            score = 2.0
            if (cold if t else warm)[rank]:
                score += 4.0
            if rank == ONE and one_colours[_COLOUR[card]] == 1:
                score += 1.0
        scores[card] = score + 0.001 * card
    return scores


@lru_cache(maxsize=4096)
def _payment_vectors(
    avail: tuple[int, ...], target: int, limit: int, one_cost: float
) -> tuple[tuple[int, ...], ...]:
    """The counts per rank of the useful payments for ``target`` (no card can
    be left out), the cheapest first (the overpayment, and ``one_cost`` for
    each One paid), then the fewest cards."""
    vectors = sorted(
        payment_counts(avail, target),
        key=lambda c: (overpayment(c, target) + one_cost * c[0], sum(c)),
    )
    return tuple(vectors[:limit])


#: by a set of colours (a bit per colour): whether it holds a warm colour and
#: its bonus partner
_HOLDS_BONUS_PAIR = tuple(
    any(mask >> w & 1 and mask >> BONUS_PARTNER[w] & 1 for w in range(3)) for mask in range(64)
)


def best_bonus_chain(held: list[int], columns: tuple, left: tuple) -> int:
    """What the best bonus combine the hand holds gives, in card values: for
    each rank from Bi to Quint held in a warm colour and its bonus partner
    (``held``: per rank a bit per colour) whose rank above can still be taken
    (``left``), 1 (a One) plus the values of the top cards of the columns
    below it, down to the first empty one; the most of these, 0 with none."""
    best = 0
    for rank in range(1, 5):
        if not _HOLDS_BONUS_PAIR[held[rank]] or not left[rank + 1]:
            continue
        chain = 1
        for lower in range(rank - 1, 0, -1):
            column = columns[lower - 1]
            if not column:
                break
            chain += _VALUE[column[0]]
        if chain > best:
            best = chain
    return best


class Planner:
    """The search of one turn for one seat (see :class:`GoodMonadBot`)."""

    def __init__(self, bot: GoodMonadBot, stamm: int, need: int) -> None:
        self.bot = bot
        self.stamm = stamm
        self.need = need  # the own Monads that win (teams: with the partner's)
        #: what each card counts for in the hand: its value, a One
        #: ``one_extra`` more
        self.face = tuple(
            _VALUE[c] + (bot.one_extra if _RANK[c] == ONE else 0) for c in range(len(_VALUE))
        )
        self.one_cost = bot.one_extra

    # --- the moves of a position --------------------------------------------------

    def moves(self, pos: Position) -> list[Move]:
        """The moves tried from ``pos``: its combines, then its
        acquisitions, then its jumps (see the three methods)."""
        out = self.combines(pos)
        out += self.acquisitions(pos)
        out += self.jumps(pos)
        return out

    def combines(self, pos: Position) -> list[Move]:
        """The combines of ``pos``: one card of each kind held, a warm and a
        cold one, of one rank or a relative (an identity-coloured card above
        One) with a card of another rank, when the rank above can still be
        taken; after each, the same with the bonus when the bonus card is
        face up, the colours are bonus partners (no relative) and the bonus
        gives more than the combine (the Talon's One for Bis, the top of the
        column below otherwise). In the order of the hand's cards."""
        hand, columns, _monads, pile, bonus_up, _acted, talon = pos
        stamm = self.stamm
        out: list[Move] = []
        firsts: list[int] = []
        last = -2
        for card in hand:
            kind = _KIND[card]
            if kind >= 0 and kind != last:
                firsts.append(card)
                last = kind
        for i, a in enumerate(firsts):
            ta, ra, ca = _TEMP[a], _RANK[a], _COLOUR[a]
            for b in firsts[i + 1 :]:
                if _TEMP[b] == ta:
                    continue
                rb, cb = _RANK[b], _COLOUR[b]
                relative = False
                if ra == rb:
                    rank = ra
                elif ca == stamm and ra >= 1:
                    rank, relative = rb, True
                elif cb == stamm and rb >= 1:
                    rank, relative = ra, True
                else:
                    continue
                if not _available(columns, pile, rank + 1):
                    continue
                out.append(("combine", a, b, False))
                if not relative and rank >= 1 and bonus_up and BONUS_PARTNER[ca] == cb:
                    if rank == 1 and not talon:
                        continue  # a bonus on Bis gives only the Talon's One
                    if rank > 1 and not columns[rank - 2]:
                        continue  # the chain stops at once
                    out.append(("combine", a, b, True))
        return out

    def acquisitions(self, pos: Position) -> list[Move]:
        """The acquisitions of ``pos``: for each target (Bi to Monad, in
        that order) that can be taken and that the cards below it can pay,
        at most ``payments_per_target`` useful payments, the cheapest first
        (:func:`_payment_vectors`), each paying of every rank the cards least
        worth keeping (:func:`_keep_scores`). Paid cards are sorted ids."""
        hand, columns, _monads, pile, _bonus_up, _acted, _talon = pos
        out: list[Move] = []
        avail = [0] * 5
        for card in hand:
            avail[_RANK[card]] += 1
        scores: dict[int, float] | None = None
        limit = self.bot.payments_per_target
        low_total = 0
        for target in range(1, 6):
            low_total += avail[target - 1] * VALUE[target - 1]
            if low_total < VALUE[target] or not _available(columns, pile, target):
                continue
            if scores is None:
                scores = _keep_scores(hand, self.stamm)
                by_rank: list[list[int]] = [[] for _ in range(5)]
                for card in sorted(hand, key=scores.__getitem__):
                    by_rank[_RANK[card]].append(card)
            for vector in _payment_vectors(tuple(avail), target, limit, self.one_cost):
                paid: list[int] = []
                for rank, n in enumerate(vector):
                    paid += by_rank[rank][:n]
                out.append(("acquire", target, tuple(sorted(paid))))
        return out

    def jumps(self, pos: Position) -> list[Move]:
        """The jumps of ``pos``: none before an action this turn; otherwise,
        for the Tri, Quad and Quint (in that order) whose column is not
        empty, while the Ones held have enough colours (4, 5, 6), the
        choices of colours of :meth:`jump_choices`."""
        hand, columns, _monads, _pile, _bonus_up, acted, _talon = pos
        out: list[Move] = []
        if not acted:
            return out
        ones: dict[int, list[int]] = {}
        for card in hand:
            if _RANK[card] == ONE and _COLOUR[card] >= 0:
                ones.setdefault(_COLOUR[card], []).append(card)
        for target, count in JUMP_ONES:
            if len(ones) < count:
                break
            if not columns[target - 1]:
                continue
            out += self.jump_choices(ones, target, count)
        return out

    def jump_choices(self, ones: dict[int, list[int]], target: int, count: int) -> list[Move]:
        """The jumps worth trying: the choices of colours that leave the best
        Ones (the most colours, then Ones of both temperatures)."""
        choices = list(combinations(sorted(ones), count))
        if len(choices) > self.bot.jump_variants:
            held = {c: len(cards) for c, cards in ones.items()}

            def left_after(colours: tuple[int, ...]) -> tuple[int, int]:
                warm = cold = kinds = 0
                for c, n in held.items():
                    if c in colours:
                        n -= 1
                    if n:
                        kinds += 1
                        if WARM[c]:
                            warm += n
                        else:
                            cold += n
                return (kinds, min(warm, cold))

            choices.sort(key=left_after, reverse=True)
            choices = choices[: self.bot.jump_variants]
        return [("jump", target, tuple(sorted(ones[c][0] for c in colours))) for colours in choices]

    # --- judging a position -----------------------------------------------------------

    def value(self, pos: Position) -> float:
        """What a position at the end of the turn is worth to the player:
        its Monads (dominant; the Monads that win above everything), its
        hand value (a One ``one_extra`` more), and what the hand promises for
        the next turn, weighted: pairs of a warm and a cold card of one rank
        (as many as the column above can give), the best bonus combination
        (the top cards of the lower columns and a One), the best relative
        with a partner of the other temperature, and the jumps the Ones of
        different colours make."""
        hand, columns, monads, pile, _bonus, _acted, _talon = pos
        bot = self.bot
        if monads >= self.need:
            return 1e9
        total, warm, cold, held, ones, relatives = self.tally(hand, bot.monad_weight * monads)
        # how many cards of each rank can be taken (index 0 unused)
        left = (0, len(columns[0]), len(columns[1]), len(columns[2]), len(columns[3]), pile)
        promise = self.pairs_gain(warm, cold, left) * bot.pair_weight
        promise += bot.bonus_weight * best_bonus_chain(held, columns, left)
        if relatives:
            promise += self.best_relative(relatives, warm, cold, left)
        if ones.count(0) <= 2:  # Ones of four colours or more
            promise += bot.jump_weight * self.jumps_gain(ones, left)
        return total + promise

    def tally(
        self, hand: tuple, total: float
    ) -> tuple[float, list[int], list[int], list[int], list[int], list[int]]:
        """The hand counted in one pass: ``total`` plus what each card counts
        for (:attr:`face`, added card by card in the hand's order); per rank
        the warm and the cold cards; per rank a bit per colour held
        (``1 << colour``); per colour the Ones held; the ranks of the
        relatives held (identity-coloured cards above One), in the hand's
        order. Cards of unknown colour count for their value only."""
        face = self.face
        stamm = self.stamm
        warm = [0] * 5
        cold = [0] * 5
        held = [0] * 5
        ones = [0] * 6
        relatives: list[int] = []
        for card in hand:
            total += face[card]
            t = _TEMP[card]
            if t < 0:
                continue
            rank = _RANK[card]
            colour = _COLOUR[card]
            held[rank] |= 1 << colour
            if t:
                warm[rank] += 1
            else:
                cold[rank] += 1
            if rank == ONE:
                ones[colour] += 1
            elif colour == stamm:
                relatives.append(rank)
        return total, warm, cold, held, ones, relatives

    def pairs_gain(self, warm: list[int], cold: list[int], left: tuple) -> float:
        """What the pairs held gain, unweighted: per rank, as many pairs as
        ``min(warm, cold, cards left of the rank above)``, each the
        bot's ``pair_gain`` of that rank; summed from One up."""
        gain_of = self.bot.pair_gain
        gain = 0.0
        for rank in range(5):
            # counts are never negative: a pair needs all three (min() only then)
            if warm[rank] and cold[rank] and left[rank + 1]:
                gain += min(warm[rank], cold[rank], left[rank + 1]) * gain_of[rank]
        return gain

    def best_relative(
        self, relatives: list[int], warm: list[int], cold: list[int], left: tuple
    ) -> float:
        """The best combine of a relative (its rank in ``relatives``), weighted:
        with the highest card held of the other temperature than the
        identity colour whose rank above can be taken (and not of the
        relative's own rank); a Monad made counts ``monad_weight`` weighted
        ``relative_monad_weight``, any other card its value weighted
        ``relative_weight``, less the two cards' values. 0.0 when none gains."""
        bot = self.bot
        other = cold if WARM[self.stamm] else warm
        best = 0.0
        for rank in range(4, -1, -1):
            if not other[rank] or not left[rank + 1]:
                continue
            if rank + 1 == MONAD:
                gained, weight = bot.monad_weight, bot.relative_monad_weight
            else:
                gained, weight = VALUE[rank + 1], bot.relative_weight
            for own in relatives:
                if own != rank:
                    gain = weight * (gained - VALUE[rank] - VALUE[own])
                    if gain > best:
                        best = gain
            break
        return best

    def jumps_gain(self, ones: list[int], left: tuple) -> int:
        """What the jumps the Ones held (per colour) make gain, unweighted:
        up to ``jumps_counted`` jumps, each the highest one the colours
        still held allow (a Quint for 6, a Quad for 5, a Tri for 4) whose
        column (``left``) has a card not yet taken, gaining the card's value
        less the Ones paid, which are taken from the colours held most. 0
        with Ones of fewer than four colours. ``ones`` is left unchanged."""
        ones = list(ones)
        colours = 6 - ones.count(0)
        taken = [0, 0, 0, 0, 0, 0]
        gain = 0
        for _ in range(self.bot.jumps_counted):
            for target, count in JUMPS_DOWN:
                if colours >= count and left[target] > taken[target]:
                    gain += VALUE[target] - count
                    taken[target] += 1
                    ones.sort(reverse=True)
                    for i in range(count):
                        ones[i] -= 1
                    colours = 6 - ones.count(0)
                    break
            else:
                break
        return gain

    # --- the search -------------------------------------------------------------------

    def search(self, root: Position, first_moves: list[Move]) -> tuple[float, Move | None, int]:
        """The best value reachable this turn from ``root`` (ending the turn
        there counts only after an action) and the first move towards it
        (None: end the turn now); also the positions judged.

        A beam search: every position reached by one more move from the
        positions kept, each position once (``seen``); the ``beam_width``
        best by value go on to the next depth; until no move is left or the
        node budget (``max_nodes``) is spent."""
        bot = self.bot
        stamm = self.stamm
        best_value = self.value(root) if root[5] else float("-inf")
        best_move: Move | None = None
        seen = {root}
        nodes = 0
        frontier: list[tuple[float, Position, Move | None]] = [(best_value, root, None)]
        depth = 0
        while frontier:
            reached: list[tuple[float, Position, Move | None]] = []
            for _v, pos, first in frontier:
                moves = first_moves if depth == 0 else self.moves(pos)
                for move in moves:
                    child = apply_move(pos, move, stamm)
                    if child in seen:
                        continue
                    seen.add(child)
                    value = self.value(child)
                    nodes += 1
                    start = move if first is None else first
                    reached.append((value, child, start))
                    if value > best_value:
                        best_value, best_move = value, start
                if nodes >= bot.max_nodes:
                    return best_value, best_move, nodes
            reached.sort(key=lambda r: r[0], reverse=True)
            frontier = reached[: bot.beam_width]
            depth += 1
        return best_value, best_move, nodes


# --- the good player --------------------------------------------------------------------


def _move_text(move: Move) -> str:
    if move[0] == "combine":
        return combine_text(move[1], move[2], move[3])
    if move[0] == "acquire":
        return acquire_text(move[1], move[2])
    return jump_text(move[1], move[2])


def _move_of(action: Action) -> Move:
    if action.kind == "combine":
        a, b, bonus = action.data
        return ("combine", a, b, bonus)
    target, paid = action.data
    return (action.kind, target, tuple(sorted(paid)))


class GoodMonadBot:
    """A planner for its own turn.

    From its view it builds a light simulation of its hand, the columns (of
    each only the top card is known; the cards under it count by their rank
    alone), the Monad pile, its bonus card and the Talon's size, and searches
    the sequences of combines, acquisitions and jumps it could make this
    turn (:meth:`Planner.search`, a beam search with deduplicated positions
    and a budget of positions judged, never a time limit, so that its
    choice depends on the view alone). Per target it tries the few useful
    payments with the least overpayment, paying the cards it least needs;
    per jump the choices of colours that leave the best Ones.

    Each position a sequence ends in is judged by :meth:`Planner.value`:
    Monads above all (reaching the Monads that win above everything), then
    the hand's value, then, discounted, what the hand promises for the next
    turn. A relative is kept for the combination that makes a Monad. Ones
    count for much more than their value: they are the scarce
    cards, they make jumps, and every One held is one the other players
    cannot draw (the Talon is made only of Ones paid). So the good player
    keeps its Ones, draws whenever acting gains little, and jumps when the
    card a jump gives makes something (a Monad, a win). At the start of the
    turn the best sequence is compared with drawing (a One more, of a colour
    not in sight) and flipping; after an action, with ending the turn.
    The first move of the best sequence is made; at the next move the plan is
    made anew, with the cards then revealed. Several cards going under one
    column go in the automatic order; a payment being built (which it never
    starts) is cancelled.
    """

    level = "good"
    #: a Monad's worth in card values (a Monad costs 80: more, since Monads win)
    monad_weight = 100.0
    #: next turn's promise, in card values: the weights of the gains of a
    #: pair, a bonus, a relative and a jump. A weight below 1 makes the gain
    #: now better than keeping it; a relative with a partner below Quint
    #: weighs more than its gain (a relative is used once: it is kept for a
    #: Monad rather than spent on a lesser combination), with a Quint less.
    #: The weights were tuned in games between good players.
    pair_weight = 0.7
    bonus_weight = 0.5
    relative_weight = 1.2
    relative_monad_weight = 0.9
    jump_weight = 0.8
    #: what a One is worth beyond its value (see the class's text)
    one_extra = 6.0
    #: the jumps the Ones held promise at most
    jumps_counted = 3
    #: drawing: what an unknown One is worth beyond its value
    draw_extra = 0.3
    #: flipping: what turning the discard pile into a Talon is worth
    flip_extra = 0.2
    #: the search's limits: positions kept per depth, positions judged per
    #: move, payments tried per target, choices of colours per jump
    beam_width = 8
    max_nodes = 400
    payments_per_target = 3
    jump_variants = 2

    def __init__(self, max_nodes: int | None = None) -> None:
        if max_nodes is not None:
            self.max_nodes = max_nodes
        #: what a combine of two cards of each rank gains (a Monad by its weight)
        self.pair_gain = tuple(
            (self.monad_weight if r + 1 == MONAD else VALUE[r + 1]) - 2 * VALUE[r] for r in range(5)
        )
        #: the positions judged for the last move (for tests and benchmarks)
        self.nodes = 0

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        self.nodes = 0
        phase = view["phase"]
        if len(legal) == 1:
            return legal[0]
        if phase == "paying":
            return next(a for a in legal if a.kind == CANCEL)
        if phase == "order":
            first = Monad.auto_order(view["order"]["cards"])[0]
            return next((a for a in legal if a.kind == UNDER and a.data == (first,)), legal[0])
        return self.plan(view, legal)

    def plan(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """The first move of the best plan for this turn (see the class's text)."""
        seat = view["seat"]
        planner = Planner(self, view["stamm"][seat], self._need(view))
        root = self._position(view)
        by_text = {a.text: a for a in legal}
        first_moves: list[Move] = []
        moves_of: dict[Move, Action] = {}
        listed_targets: set[int] = set()
        for move in planner.moves(root):
            action = by_text.get(_move_text(move))
            if action is not None:
                first_moves.append(move)
                moves_of[move] = action
                if move[0] == "acquire":
                    listed_targets.add(move[1])
        # a target whose payments chosen here are not listed (more than the
        # listed number of useful payments): the first listed ones instead
        extra: dict[int, int] = {}
        for action in legal:
            if action.kind == "acquire":
                target = action.data[0]
                if target not in listed_targets and extra.get(target, 0) < self.payments_per_target:
                    extra[target] = extra.get(target, 0) + 1
                    move = _move_of(action)
                    first_moves.append(move)
                    moves_of[move] = action
        value, move, self.nodes = planner.search(root, first_moves)
        kinds = {a.kind: a for a in legal}
        start = view["phase"] == "start"
        if start:
            if DRAW in kinds:
                alternative, action = self._draw_value(view, planner, root), kinds[DRAW]
            elif FLIP in kinds:
                alternative, action = planner.value(root) + self.flip_extra, kinds[FLIP]
            else:
                alternative, action = float("-inf"), None
            if action is not None and (move is None or alternative >= value):
                return action
        if move is not None:
            return moves_of[move]
        if not start and END in kinds:
            return kinds[END]
        # nothing planned (no listed move could be simulated): a safe choice
        for kind in (END, DRAW, FLIP, PASS):
            if kind in kinds:
                return kinds[kind]
        return next((a for a in legal if a.kind not in BUILDER_KINDS), legal[0])

    def _draw_value(self, view: dict[str, Any], planner: Planner, root: Position) -> float:
        """What drawing is worth: the position with the Talon's One, averaged
        over the colours of the Ones not in sight (neither in the own hand
        nor on the discard pile), plus ``draw_extra``."""
        unseen = [ONE_COPIES_KEPT[view["players"]]] * 6
        for card in view["hand"]:
            if CARD_RANK[card] == ONE:
                unseen[CARD_COLOUR[card]] -= 1
        for card in view["discard"]:
            unseen[CARD_COLOUR[card]] -= 1
        total = 0.0
        count = 0
        hand, rest = root[0], root[1:]
        for colour, n in enumerate(unseen):
            if n > 0:
                total += n * planner.value((tuple(sorted(hand + (colour * ONE_COPIES,))),) + rest)
                count += n
        if not count:  # not reached: the Talon holds Ones not in sight
            return planner.value((tuple(sorted(hand + (UNKNOWN + ONE,))),) + rest) + self.draw_extra
        return total / count + self.draw_extra

    @staticmethod
    def _need(view: dict[str, Any]) -> int:
        """The own Monads that win: the target, less the partner's Monads."""
        seat = view["seat"]
        need = view["target_monads"]
        teams = view["teams"]
        if teams:
            for team in teams:
                if seat in team:
                    need -= sum(view["monads"][s] for s in team if s != seat)
        return need

    @staticmethod
    def _position(view: dict[str, Any]) -> Position:
        columns = []
        for column in view["columns"]:
            size = column["size"]
            if size:
                columns.append((column["top"],) + (UNKNOWN + column["rank"],) * (size - 1))
            else:
                columns.append(())
        return (
            tuple(sorted(view["hand"])),
            tuple(columns),
            view["monads"][view["seat"]],
            view["monad_pile"],
            view["bonus"][view["seat"]],
            view["phase"] != "start",
            view["talon"],
        )


__all__ = ["GoodMonadBot", "Planner", "RandomMonadBot"]
