"""MONAD's rules: the deal, a turn (any number of combines, acquisitions and
jumps, then the end of the turn; or one draw, flip or pass), the bonus,
relatives, payments built card by card, the order of cards going under a
column, the end by Monads or by stalemate, the views.

Rules and decisions: /work/shared/rules/monad.md and docs/rules/monad.md.

The rules run on card ids and the lookup tables of cards.py, on the one
turn model :class:`~accessible_games.core.game.TurnGame`: the legal actions
of a position are computed once (:meth:`Monad._compute_legal`) and kept until
the position changes, so that a bot's choice, the check of that choice and a
typed move cost one computation. Labels are made only when read.
"""

from __future__ import annotations

import hashlib
from bisect import insort
from collections.abc import Iterator
from functools import partial
from itertools import combinations, islice, product
from typing import Any

from accessible_games.core.errors import OptionError
from accessible_games.core.game import Action, Event, Result, TurnGame
from accessible_games.core.messages import Msg, OneOf
from accessible_games.games.monad import messages
from accessible_games.games.monad.cards import (
    BI,
    BONUS_PARTNER,
    CARD_COLOUR,
    CARD_KIND,
    CARD_RANK,
    CARD_VALUE,
    COLOURS,
    COLUMN_RANKS,
    DARK_BLUE,
    FIRST_MONAD,
    FOUR_PLAYER_STAMM,
    KIND_COLOUR,
    KIND_RANK,
    LIGHT_BLUE,
    MONAD,
    MONAD_COUNT,
    ONE,
    ONE_COPIES_KEPT,
    QUAD,
    QUINT,
    TARGET_MONADS,
    TEAM_TARGET,
    TRI,
    VALUE,
    WARM,
    card_id,
    card_msg,
    hand_value,
    kind_msg,
    kind_of,
    rank_msg,
    text_order,
)
from accessible_games.games.monad.moves import (
    ACQUIRE,
    BLUE,
    BUILD,
    CANCEL,
    COMBINE,
    DONE,
    DRAW,
    END,
    FLIP,
    GRAMMAR,
    JUMP,
    PASS,
    PAY,
    UNDER,
    UNPAY,
    Typed,
    acquire_label,
    acquire_text,
    build_label,
    build_text,
    card_text,
    combine_label,
    combine_text,
    done_label,
    gained_msg,
    jump_label,
    jump_text,
    parse_move,
    pay_label,
    under_label,
    unpay_label,
)
from accessible_games.games.monad.options import MonadOptions

#: importing the messages registers the catalog
CATALOG = messages.__name__

# turn phases (view["phase"])
START = "start"
ACTING = "acting"
PAYING = "paying"
ORDER = "order"
OVER = "over"

#: at most this many useful payments are listed per target
PAYMENT_LIMIT = 40
#: the Ones a jump takes, by the rank it gives
JUMP_ONES = {TRI: 4, QUAD: 5, QUINT: 6}

DRAW_ACTION = Action("draw", Msg("monad.action.draw"), DRAW)
FLIP_ACTION = Action("flip", Msg("monad.action.flip"), FLIP)
PASS_ACTION = Action("pass", Msg("monad.action.pass"), PASS)
END_ACTION = Action("end", Msg("monad.action.end"), END)
CANCEL_ACTION = Action("cancel", Msg("monad.action.cancel"), CANCEL)

Group = tuple[int, list[int]]  # a kind and the ids of the hand's cards of that kind


def _groups(hand: list[int]) -> list[Group]:
    """The kinds in a sorted hand with their ids (copies have neighbouring ids)."""
    groups: list[Group] = []
    last = -1
    for card in hand:
        kind = CARD_KIND[card]
        if kind == last:
            groups[-1][1].append(card)
        else:
            groups.append((kind, [card]))
            last = kind
    return groups


def _multisets(groups: list[Group], count: int) -> Iterator[tuple[int, ...]]:
    """Every way to take ``count`` cards from ``groups`` (kinds with their
    copies), counting copies of a kind once: more of the first kinds first."""
    if count == 0:
        yield ()
        return
    if not groups:
        return
    ids, rest = groups[0][1], groups[1:]
    for take in range(min(count, len(ids)), -1, -1):
        for tail in _multisets(rest, count - take):
            yield tuple(ids[:take]) + tail


def payment_counts(avail: list[int] | tuple[int, ...], target: int) -> list[tuple[int, ...]]:
    """The useful payments for a card of rank ``target`` as counts per rank
    (``counts[r]`` cards of rank r, from ``avail[r]`` at hand): worth at
    least its value, and no card can be left out. Going from the highest
    rank down, each rank takes either fewer cards than would reach the value
    (and lower ranks follow) or exactly as many as reach it (and nothing
    lower follows), so only useful counts are visited."""
    needed = VALUE[target]
    found: list[tuple[int, ...]] = []
    counts = [0] * target

    def visit(rank: int, total: int) -> None:
        value = VALUE[rank]
        reach = -(-(needed - total) // value)  # cards of this rank that reach the value
        if reach <= avail[rank]:
            counts[rank] = reach
            found.append(tuple(counts))
        if rank > 0:
            for n in range(min(avail[rank], reach - 1) + 1):
                counts[rank] = n
                visit(rank - 1, total + n * value)
        counts[rank] = 0

    visit(target - 1, 0)
    return found


def costly(cost: int, gain: int) -> Msg | None:
    """The warning of a move that gives away more card value than it gains
    (a negative net: an overpaid acquisition, a relative spent on a low
    combination), said before it is made (``Action.caution``); None for
    the others."""
    return Msg("monad.caution.costly", cost=cost, gain=gain) if cost > gain else None


def overpayment(counts: tuple[int, ...], target: int) -> int:
    """How much the cards counted (per rank) are worth above rank ``target``'s value."""
    return sum(n * VALUE[rank] for rank, n in enumerate(counts)) - VALUE[target]


def useful_payments(
    hand: list[int], target: int, limit: int = PAYMENT_LIMIT
) -> list[tuple[int, ...]]:
    """The useful payments for the top card of rank ``target`` from ``hand``:
    card sets of lower ranks worth at least its value from which no card can
    be left out, counted once for identical cards. Sorted by overpayment,
    then fewest cards; at most ``limit`` of them.

    A set is useful when its total minus its lowest card is below the value.
    The counts per rank of the useful sets come from :func:`payment_counts`;
    the colours are then filled in lazily."""
    by_rank: list[list[Group]] = [[] for _ in range(target)]
    for group in _groups(hand):
        rank = KIND_RANK[group[0]]
        if rank < target:
            by_rank[rank].append(group)
    avail = [sum(len(ids) for _k, ids in by_rank[r]) for r in range(target)]
    vectors = sorted(
        payment_counts(avail, target), key=lambda counts: (overpayment(counts, target), sum(counts))
    )
    payments: list[tuple[int, ...]] = []
    for vector in vectors:
        choices = []
        for rank in range(target - 1, -1, -1):  # higher ranks first, as in texts
            n = vector[rank]
            if n:
                if rank == ONE:
                    choices.append(_multisets(by_rank[rank], n))
                else:
                    choices.append(combinations([ids[0] for _k, ids in by_rank[rank]], n))
        for parts in islice(product(*choices), limit - len(payments)):
            payments.append(tuple(c for part in parts for c in part))
        if len(payments) >= limit:
            break
    return payments


class Monad(TurnGame):
    id = "monad"
    title = Msg("monad.title")
    min_players = 2
    max_players = 4
    options_class = MonadOptions
    options: MonadOptions
    grammar = GRAMMAR

    # --- set-up -------------------------------------------------------------

    def setup(self) -> list[Event]:
        n = self.players
        opts = self.options
        if opts.teams and n != 4:
            raise OptionError(Msg("monad.teams_players", count=n))
        self.teams: tuple[tuple[int, ...], ...] = (
            ((0, 2), (1, 3)) if opts.teams else tuple((s,) for s in range(n))
        )
        self.team_of = tuple(next(i for i, t in enumerate(self.teams) if s in t) for s in range(n))
        self.target_monads = TEAM_TARGET if opts.teams else TARGET_MONADS[n]
        copies = ONE_COPIES_KEPT[n]
        ones = [card_id(ONE, colour, copy) for colour in range(6) for copy in range(copies)]
        self.chance.shuffle(ones)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        for i, card in enumerate(ones):  # one at a time, starting left of the dealer
            self.hands[(1 + i) % n].append(card)
        for hand in self.hands:
            hand.sort()
        stamm = list(FOUR_PLAYER_STAMM) if n == 4 else list(range(6))
        self.chance.shuffle(stamm)
        self.stamm: list[int] = stamm[:n]
        self.bonus: list[bool] = [True] * n
        #: the Bi, Tri, Quad and Quint columns; index 0 is the top card
        self.columns: list[list[int]] = []
        for rank in COLUMN_RANKS:
            column = [card_id(rank, colour) for colour in range(6)]
            self.chance.shuffle(column)
            self.columns.append(column)
        self.monad_pile: list[int] = list(range(FIRST_MONAD, FIRST_MONAD + MONAD_COUNT))
        self.monads: list[list[int]] = [[] for _ in range(n)]
        self.talon: list[int] = []  # face down; the last card is the top
        self.discard: list[int] = []  # face up; the last card is the top
        self.turn = 1 % n
        self.phase = START
        self.actions_taken = 0
        self.passes = 0
        #: the payment being built: [target rank, cards, the phase to return to]
        self.payment: list[Any] | None = None
        #: cards waiting to go under their column, a group per column (order phase)
        self.queue: list[list[int]] = []
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.reason: str | None = None
        self.hand_values: list[int] | None = None
        self.shown: dict[str, Any] | None = None
        #: the draws in a row since the last other move, each [seat, the
        #: seat whose turn comes, the talon's size after it] (the last
        #: ``players`` of them): a listener hears the draws of the others
        #: as one message (describe.py), with its own turn or with the next
        #: other move, so the turn event after a draw carries them, and the
        #: first public event of the next other move too
        self.draw_run: list[list[int]] = []
        #: the columns' cards nobody has seen yet: the cards under the top
        #: of the shuffled columns (a card put under a column was announced)
        self.unseen: set[int] = {c for column in self.columns for c in column[1:]}
        #: the index in the log of the last move that brought a hidden card
        #: to light (a card from the talon, a column's unseen card on top):
        #: moves up to it can never be taken back
        self.revealed_at = -1
        #: the cards in this game (the rest were removed for the number of players)
        self.in_play: tuple[int, ...] = tuple(
            sorted(ones + [c for col in self.columns for c in col] + self.monad_pile)
        )
        self._reset_legal()
        events = [
            Event(
                "game_start",
                None,
                {
                    "players": n,
                    "target_monads": self.target_monads,
                    "teams": [list(t) for t in self.teams] if opts.teams else None,
                    "stamm": [COLOURS[c] for c in self.stamm],
                    "starter": self.turn,
                },
            )
        ]
        events += [
            Event("dealt", s, {"cards": list(h)}, visible_to=(s,)) for s, h in enumerate(self.hands)
        ]
        events.append(Event("turn", self.turn, {"phase": START, "bonus_restored": False}))
        return events

    # --- the table ----------------------------------------------------------

    def top(self, rank: int) -> int | None:
        """The card a player would get of ``rank`` (Bi to Monad), or None."""
        if rank == MONAD:
            return self.monad_pile[-1] if self.monad_pile else None
        column = self.columns[rank - 1]
        return column[0] if column else None

    def bonus_chain(self, rank: int) -> tuple[list[int], bool]:
        """What a bonus for combining two cards of ``rank`` gives now: the top
        cards of the lower columns, down to an empty one, and whether a One
        comes from the Talon (face down)."""
        cards: list[int] = []
        for lower in range(rank - 1, 0, -1):
            column = self.columns[lower - 1]
            if not column:
                return cards, False
            cards.append(column[0])
        return cards, bool(self.talon)

    def _relative(self, seat: int, a: int, b: int) -> int | None:
        """The relative in a combination of ``a`` and ``b`` of different ranks
        (a Bi to Quint of the seat's identity colour), or None."""
        stamm = self.stamm[seat]
        if CARD_COLOUR[a] == stamm and CARD_RANK[a] >= BI:
            return a
        if CARD_COLOUR[b] == stamm and CARD_RANK[b] >= BI:
            return b
        return None

    def team_monads(self) -> list[int]:
        return [sum(len(self.monads[s]) for s in team) for team in self.teams]

    # --- legal actions ------------------------------------------------------

    def _compute_legal(self, seat: int) -> list[Action]:
        """Every action of ``seat``, the player to move, in this position."""
        phase = self.phase
        actions: list[Action] = []
        if phase == START or phase == ACTING:
            actions += self._combine_actions(seat)
            actions += self._acquire_actions(seat, True)
            if phase == ACTING:
                actions += self._jump_actions(seat)
                actions.append(END_ACTION)
            else:
                if self.talon:
                    actions.append(DRAW_ACTION)
                elif self.discard:
                    actions.append(FLIP_ACTION)
                if not actions:
                    actions.append(PASS_ACTION)
        elif phase == PAYING:
            actions = self._payment_actions(seat)
        elif phase == ORDER:
            actions = [
                Action(card_text(UNDER, c), partial(under_label, c), UNDER, (c,))
                for c in sorted(self.queue[0])
            ]
        return actions

    def _combine_actions(self, seat: int) -> list[Action]:
        groups = _groups(self.hands[seat])
        stamm = self.stamm[seat]
        bonus_up = self.bonus[seat]
        out: list[Action] = []
        for i, (k1, ids1) in enumerate(groups):
            r1, c1 = KIND_RANK[k1], KIND_COLOUR[k1]
            warm = WARM[c1]
            for k2, ids2 in groups[i + 1 :]:
                c2 = KIND_COLOUR[k2]
                if WARM[c2] == warm:
                    continue
                r2 = KIND_RANK[k2]
                relative = None
                if r1 == r2:
                    rank = r1
                elif c1 == stamm and r1 >= BI:
                    relative, rank = ids1[0], r2
                elif c2 == stamm and r2 >= BI:
                    relative, rank = ids2[0], r1
                else:
                    continue
                gained = self.top(rank + 1)
                if gained is None:
                    continue
                a, b = ids1[0], ids2[0]
                cost = CARD_VALUE[a] + CARD_VALUE[b]
                out.append(
                    Action(
                        combine_text(a, b, False),
                        partial(combine_label, a, b, gained, relative, None, False),
                        COMBINE,
                        (a, b, False),
                        caution=costly(cost, VALUE[rank + 1]),
                    )
                )
                if relative is None and rank >= BI and bonus_up and BONUS_PARTNER[c1] == c2:
                    chain, talon_one = self.bonus_chain(rank)
                    if chain or talon_one:
                        out.append(
                            Action(
                                combine_text(a, b, True),
                                partial(combine_label, a, b, gained, None, chain, talon_one),
                                COMBINE,
                                (a, b, True),
                            )
                        )
        return out

    def _acquire_actions(self, seat: int, builders: bool) -> list[Action]:
        hand = self.hands[seat]
        out: list[Action] = []
        for target in (BI, TRI, QUAD, QUINT, MONAD):
            gained = self.top(target)
            if gained is None:
                continue
            if sum(CARD_VALUE[c] for c in hand if CARD_RANK[c] < target) < VALUE[target]:
                continue
            for paid in useful_payments(hand, target):
                out.append(
                    Action(
                        acquire_text(target, paid),
                        partial(acquire_label, gained, paid),
                        ACQUIRE,
                        (target, paid),
                        caution=costly(sum(CARD_VALUE[c] for c in paid), VALUE[target]),
                    )
                )
            if builders:
                out.append(
                    Action(build_text(target), partial(build_label, gained), BUILD, (target,))
                )
        return out

    def _jump_actions(self, seat: int) -> list[Action]:
        ones: dict[int, int] = {}  # colour -> the first One of that colour
        for card in self.hands[seat]:
            if CARD_RANK[card] != ONE:
                break
            ones.setdefault(CARD_COLOUR[card], card)
        out: list[Action] = []
        for target, count in JUMP_ONES.items():
            if len(ones) < count:
                break
            gained = self.top(target)
            if gained is None:
                continue
            for paid in combinations(ones.values(), count):
                out.append(
                    Action(
                        jump_text(target, paid),
                        partial(jump_label, gained, paid),
                        JUMP,
                        (target, paid),
                    )
                )
        return out

    def _payment_actions(self, seat: int) -> list[Action]:
        target, paying, _back = self.payment  # type: ignore[misc]
        needed = VALUE[target]
        total = sum(CARD_VALUE[c] for c in paying)
        out: list[Action] = []
        for kind, ids in _groups(self.hands[seat]):
            if KIND_RANK[kind] >= target:
                break
            free = [c for c in ids if c not in paying]
            if free:
                card = free[0]
                out.append(
                    Action(
                        card_text(PAY, card),
                        partial(pay_label, card, total + CARD_VALUE[card], needed),
                        PAY,
                        (card,),
                    )
                )
        seen: set[int] = set()
        for card in sorted(paying, key=text_order):
            kind = CARD_KIND[card]
            if kind not in seen:
                seen.add(kind)
                last = max(c for c in paying if CARD_KIND[c] == kind)
                out.append(
                    Action(
                        card_text(UNPAY, last),
                        partial(unpay_label, last, total - CARD_VALUE[last], needed),
                        UNPAY,
                        (last,),
                    )
                )
        if total >= needed:
            gained: int = self.top(target)  # type: ignore[assignment]
            out.append(
                Action(
                    "done",
                    partial(done_label, gained, tuple(paying), total),
                    DONE,
                    caution=costly(total, needed),
                )
            )
        out.append(CANCEL_ACTION)
        return out

    # --- helpers for narrators and bots ----------------------------------------

    def _kind_options(self, seat: int, kinds: tuple[str, ...]) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        return [a for a in self._legal_now() if a.kind in kinds]

    def combine_options(self, seat: int) -> list[Action]:
        """The legal combines of ``seat`` now (with and without bonus)."""
        return self._kind_options(seat, (COMBINE,))

    def acquire_options(self, seat: int, builders: bool = False) -> list[Action]:
        """The listed (useful) payments of ``seat`` now; with ``builders``
        also the ``acquire <T>`` actions that start a payment."""
        return self._kind_options(seat, (ACQUIRE, BUILD) if builders else (ACQUIRE,))

    def jump_options(self, seat: int) -> list[Action]:
        return self._kind_options(seat, (JUMP,))

    def action_value(self, action: Action) -> int:
        """What ``action`` gives minus what it costs, in card values (a
        Monad counts 80, a bonus One from the Talon 1); 0 for the others."""
        kind = action.kind
        if kind == COMBINE:
            a, b, bonus = action.data
            relative = self._relative(self.turn, a, b) if CARD_RANK[a] != CARD_RANK[b] else None
            rank = CARD_RANK[b if relative == a else a]
            value = VALUE[rank + 1] - CARD_VALUE[a] - CARD_VALUE[b]
            if bonus:
                chain, talon_one = self.bonus_chain(rank)
                value += sum(CARD_VALUE[c] for c in chain) + (1 if talon_one else 0)
            return value
        if kind in (ACQUIRE, JUMP):
            target, paid = action.data
            return VALUE[target] - sum(CARD_VALUE[c] for c in paid)
        return 0

    @staticmethod
    def auto_order(cards: list[int]) -> list[int]:
        """The automatic order of cards going under one column: the first
        goes under first. The cards of one column are of one rank, so by
        value, then colour."""
        return sorted(cards, key=lambda c: (CARD_VALUE[c], c))

    # --- checking moves ----------------------------------------------------------

    def extra_action(self, seat: int, text: str) -> Action | None:
        """A valid payment that is not listed (``acquire 3 with ...`` paying
        more than needed), typed or chosen as an action object; the listed
        moves in any typed form are the grammar's (:meth:`Game.find_action`).
        None if there is no such legal move."""
        if self.over or seat != self.turn or self.phase not in (START, ACTING):
            return None
        typed = parse_move(text)
        if typed is None or typed.kind != ACQUIRE:
            return None
        return self._payment(seat, typed)[0]

    def why_illegal(self, seat: int, text: str) -> Msg:
        """The rules' reason a typed move is refused, else the grammar's
        (the first operand no legal move has)."""
        typed = parse_move(text)
        if typed is None:
            return Msg("monad.illegal.syntax", text=text)
        if self.over or seat != self.turn:
            return Msg("core.game_over") if self.over else Msg("core.unknown_action", text=text)
        reason = self._why_phase(typed.kind)
        if reason is None:
            reason = getattr(self, _WHY[typed.kind])(seat, typed)
        if reason is not None:
            return reason
        return super().why_illegal(seat, text)

    def _why_phase(self, kind: str) -> Msg | None:
        """A move of the wrong moment: paying, ordering cards under a column,
        or a step of a payment or an order when there is none."""
        phase = self.phase
        if phase == PAYING and kind not in (PAY, UNPAY, DONE, CANCEL):
            paid_for: int = self.top(self.payment[0])  # type: ignore[index,assignment]
            return Msg("monad.illegal.paying", target=gained_msg(paid_for))
        if phase == ORDER and kind != UNDER:
            group = self.queue[0]
            return Msg(
                "monad.illegal.ordering",
                column=rank_msg(CARD_RANK[group[0]]),
                cards=OneOf(card_msg(c) for c in sorted(group)),
            )
        if kind in (PAY, UNPAY, DONE, CANCEL) and phase != PAYING:
            return Msg("monad.illegal.no_payment")
        if kind == UNDER and phase != ORDER:
            return Msg("monad.illegal.no_order")
        return None

    def _why_combine(self, seat: int, typed: Typed) -> Msg | None:
        if len(typed.cards) != 2:
            return Msg("monad.illegal.combine_count", count=len(typed.cards))
        ids, reason = _resolve(typed.cards, self.hands[seat])
        if reason is not None:
            return reason
        a, b = ids  # type: ignore[misc]
        if combine_text(a, b, typed.bonus) in self.legal_by_text():
            return None
        return self._combine_refusal(seat, a, b, typed.bonus)

    def _why_target(self, target: int | None) -> Msg | None:
        """Why ``target`` cannot be acquired at all: none named, a One, or
        its column (the Monads) gone."""
        if target is None:
            return Msg("monad.illegal.no_target")
        if target == ONE:
            return Msg("monad.illegal.target_one")
        if self.top(target) is None:
            return _gone(target)
        return None

    def _why_build(self, seat: int, typed: Typed) -> Msg | None:
        """``acquire 3`` (paying card by card) refused: the target, or the
        hand is not worth it."""
        target = typed.target
        reason = self._why_target(target)
        if reason is not None or target is None or build_text(target) in self.legal_by_text():
            return reason
        total = sum(CARD_VALUE[c] for c in self.hands[seat] if CARD_RANK[c] < target)
        return Msg(
            "monad.illegal.cannot_afford",
            target=rank_msg(target),
            total=total,
            needed=VALUE[target],
        )

    def _why_acquire(self, seat: int, typed: Typed) -> Msg | None:
        return self._payment(seat, typed)[1]

    def _payment(self, seat: int, typed: Typed) -> tuple[Action | None, Msg | None]:
        """A typed ``acquire <T> with <cards>``: the legal action (a listed
        one, or a valid payment not listed because it pays more than
        needed), or the reason it is refused."""
        target = typed.target
        reason = self._why_target(target)
        if reason is not None:
            return None, reason
        assert target is not None
        if not typed.cards:
            return None, Msg("monad.illegal.acquire_no_cards")
        ids, reason = _resolve(typed.cards, self.hands[seat])
        if reason is not None:
            return None, reason
        assert ids is not None
        for card in sorted(ids, key=text_order):
            if CARD_RANK[card] >= target:
                return None, _rank_refusal(card, target)
        total, needed = sum(CARD_VALUE[c] for c in ids), VALUE[target]
        if total < needed:
            return None, Msg(
                "monad.illegal.too_little", total=total, target=rank_msg(target), needed=needed
            )
        paid = tuple(sorted(ids))
        text = acquire_text(target, paid)
        found = self.legal_by_text().get(text)
        if found is None:  # a valid payment that is not listed (overpaying)
            gained: int = self.top(target)  # type: ignore[assignment]  # not gone: checked
            found = Action(
                text,
                partial(acquire_label, gained, paid),
                ACQUIRE,
                (target, paid),
                caution=costly(total, needed),
            )
        return found, None

    def _why_jump(self, seat: int, typed: Typed) -> Msg | None:
        if self.phase == START:
            return Msg("monad.illegal.jump_first")
        target = typed.target
        if target is None or target not in JUMP_ONES:
            return Msg("monad.illegal.jump_target")
        count = JUMP_ONES[target]
        for rank, colour in typed.cards:
            if rank != ONE:
                return Msg("monad.illegal.jump_ones", card=_spec_msg(rank, colour))
        if len(typed.cards) != count:
            return Msg("monad.illegal.jump_count", count=count, target=rank_msg(target))
        if self.top(target) is None:
            return _gone(target)
        ids, reason = _resolve(typed.cards, self.hands[seat])
        if reason is not None:
            return reason
        seen: set[int] = set()
        for card in ids:  # type: ignore[union-attr]
            if CARD_COLOUR[card] in seen:
                return Msg(
                    "monad.illegal.jump_colours",
                    count=count,
                    target=rank_msg(target),
                    card=card_msg(card),
                )
            seen.add(CARD_COLOUR[card])
        return None

    def _why_draw(self, seat: int, typed: Typed) -> Msg | None:
        if self.phase != START:
            return Msg("monad.illegal.not_start.draw")
        if self.talon:
            return None
        return Msg(
            "monad.illegal.talon_empty.flip" if self.discard else "monad.illegal.talon_empty"
        )

    def _why_flip(self, seat: int, typed: Typed) -> Msg | None:
        if self.phase != START:
            return Msg("monad.illegal.not_start.flip")
        if self.talon:
            return Msg("monad.illegal.flip_talon", count=len(self.talon))
        return None if self.discard else Msg("monad.illegal.flip_empty")

    def _why_pass(self, seat: int, typed: Typed) -> Msg | None:
        if self.phase != START:
            return Msg("monad.illegal.not_start.pass")
        if "pass" in self.legal_by_text():
            return None
        kinds = {a.kind for a in self._legal_now()}
        what = [Msg(f"monad.what.{k}") for k in (COMBINE, ACQUIRE, DRAW, FLIP) if k in kinds]
        return Msg("monad.illegal.pass_can_act", what=OneOf(what))

    def _why_end(self, seat: int, typed: Typed) -> Msg | None:
        return Msg("monad.illegal.end_first") if self.phase == START else None

    def _why_pay(self, seat: int, typed: Typed) -> Msg | None:
        if len(typed.cards) != 1:
            return Msg("monad.illegal.one_card")
        target, paying, _back = self.payment  # type: ignore[misc]
        hand = self.hands[seat]
        ids, reason = _resolve(typed.cards, [c for c in hand if c not in paying])
        if reason is not None:
            held, _ = _resolve(typed.cards, hand)
            return Msg("monad.illegal.pay_all", card=card_msg(held[0])) if held else reason
        card = ids[0]  # type: ignore[index]
        return _rank_refusal(card, target) if CARD_RANK[card] >= target else None

    def _why_unpay(self, seat: int, typed: Typed) -> Msg | None:
        if len(typed.cards) != 1:
            return Msg("monad.illegal.one_card")
        paying = self.payment[1]  # type: ignore[index]
        return _resolve(typed.cards, paying, "monad.illegal.unpay_missing")[1]

    def _why_under(self, seat: int, typed: Typed) -> Msg | None:
        if len(typed.cards) != 1:
            return Msg("monad.illegal.one_card")
        group = self.queue[0]
        reason = _resolve(typed.cards, group, "monad.illegal.not_waiting")[1]
        if reason is None or reason.key != "monad.illegal.not_waiting":
            return reason
        return Msg(
            "monad.illegal.not_waiting",
            card=reason.params["card"],
            column=rank_msg(CARD_RANK[group[0]]),
            cards=OneOf(card_msg(c) for c in sorted(group)),
        )

    def _why_done(self, seat: int, typed: Typed) -> Msg | None:
        if "done" in self.legal_by_text():
            return None
        target, paying, _back = self.payment  # type: ignore[misc]
        return Msg(
            "monad.illegal.done_short",
            total=sum(CARD_VALUE[c] for c in paying),
            target=rank_msg(target),
            needed=VALUE[target],
        )

    def _why_cancel(self, seat: int, typed: Typed) -> Msg | None:
        return None  # a payment may always be cancelled

    def _combine_refusal(self, seat: int, a: int, b: int, bonus: bool) -> Msg | None:
        ca, cb = CARD_COLOUR[a], CARD_COLOUR[b]
        if WARM[ca] == WARM[cb]:
            return Msg(
                "monad.illegal.same_temperature.warm"
                if WARM[ca]
                else "monad.illegal.same_temperature.cold",
                first=card_msg(a),
                second=card_msg(b),
            )
        relative = None
        rank = CARD_RANK[a]
        if CARD_RANK[a] != CARD_RANK[b]:
            relative = self._relative(seat, a, b)
            if relative is None:
                return Msg(
                    "monad.illegal.ranks_differ",
                    first=card_msg(a),
                    second=card_msg(b),
                    colour=Msg(f"colour.{COLOURS[self.stamm[seat]]}.name"),
                )
            rank = CARD_RANK[b if relative == a else a]
        if self.top(rank + 1) is None:
            return _gone(rank + 1)
        if bonus:
            if relative is not None:
                return Msg("monad.illegal.bonus_relative")
            if rank == ONE:
                return Msg("monad.illegal.bonus_ones")
            if BONUS_PARTNER[ca] != cb:
                return Msg("monad.illegal.bonus_pair", first=card_msg(a), second=card_msg(b))
            if not self.bonus[seat]:
                return Msg("monad.illegal.bonus_used")
            if rank > BI:
                return Msg("monad.illegal.bonus_nothing", column=rank_msg(rank - 1))
            return Msg("monad.illegal.bonus_nothing.talon")
        return None  # the grammar's reason

    # --- moves ----------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """The move; the draws in a row before a move other than a draw go
        with its first public event (``data["draws"]``), so that a listener
        hears the draws it has not heard yet with that move."""
        events = self._move(seat, action)
        if action.kind != DRAW and self.draw_run:  # the first move after draws
            for i, event in enumerate(events):
                if event.visible_to is None:
                    events[i] = Event(
                        event.kind, event.seat, {**event.data, "draws": self.draw_run}
                    )
                    self.draw_run = []
                    break
        return events

    def _move(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        data = action.data
        if kind == COMBINE:
            return self._combine(seat, data[0], data[1], data[2])
        if kind == ACQUIRE:
            return self._acquire(seat, data[0], data[1])
        if kind == JUMP:
            return self._jump(seat, data[0], data[1])
        if kind == BUILD:
            self.payment = [data[0], [], self.phase]
            self.phase = PAYING
            return [self._payment_event(seat)]
        if kind == PAY:
            self.payment[1].append(data[0])  # type: ignore[index]
            return [self._payment_event(seat)]
        if kind == UNPAY:
            self.payment[1].remove(data[0])  # type: ignore[index]
            return [self._payment_event(seat)]
        if kind == DONE:
            target, paying, _back = self.payment  # type: ignore[misc]
            return self._acquire(seat, target, tuple(sorted(paying)))
        if kind == CANCEL:
            self.phase = self.payment[2]  # type: ignore[index]
            self.payment = None
            return [Event("payment_cancelled", seat, {}, visible_to=(seat,))]
        if kind == UNDER:
            return self._under_chosen(seat, data[0])
        events: list[Event] = []
        if kind == DRAW:
            card = self.talon.pop()
            insort(self.hands[seat], card)
            self._revealed()
            following = (seat + 1) % self.players
            self.draw_run = [*self.draw_run, [seat, following, len(self.talon)]][-self.players :]
            events.append(Event("draw", seat, {"talon": len(self.talon)}))
            events.append(Event("drawn", seat, {"card": card}, visible_to=(seat,)))
            self.passes = 0
        elif kind == FLIP:
            self.talon = self.discard[::-1]  # the first card discarded is the new top
            self.discard = []
            events.append(Event("flip", seat, {"talon": len(self.talon)}))
            self.passes = 0
        elif kind == PASS:
            hand = list(self.hands[seat])
            events.append(Event("pass", seat, {"hand": hand}))
            self.shown = {"seat": seat, "cards": hand}
            self.passes += 1
            if self.passes >= self.players:
                return events + self._stalemate()
        else:  # END
            events.append(Event("end_turn", seat, {}))
            self.passes = 0
        self._next_turn(events, kind == DRAW)
        return events

    def _payment_event(self, seat: int) -> Event:
        target, paying, _back = self.payment  # type: ignore[misc]
        return Event(
            "payment",
            seat,
            {
                "target": target,
                "top": self.top(target),
                "cards": sorted(paying, key=text_order),
                "total": sum(CARD_VALUE[c] for c in paying),
                "needed": VALUE[target],
            },
            visible_to=(seat,),
        )

    def _take(self, seat: int, rank: int) -> int:
        """Take the top card of ``rank`` (a Monad in front of the player)."""
        if rank == MONAD:
            card = self.monad_pile.pop()
            self.monads[seat].append(card)
        else:
            column = self.columns[rank - 1]
            card = column.pop(0)
            insort(self.hands[seat], card)
            if column and column[0] in self.unseen:
                self.unseen.discard(column[0])
                self._revealed()
        return card

    def _came_up(self, rank: int) -> list[list[Any]]:
        """What lies on top of the column of ``rank`` now that its top card
        was taken: ``[[rank, card]]``, the card None when the column is now
        empty; nothing for the Monad pile. The columns lie open: the card
        that comes up is everyone's to see (data["up"] of the events of the
        moves that take a column's top card)."""
        if rank == MONAD:
            return []
        return [[rank, self.top(rank)]]

    def _revealed(self) -> None:
        """The move being made brings a hidden card to light: it (and every
        move before it) can no longer be taken back."""
        self.revealed_at = len(self.log)

    def _combine(self, seat: int, a: int, b: int, bonus: bool) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(a)
        hand.remove(b)
        relative = None
        rank = CARD_RANK[a]
        if rank != CARD_RANK[b]:
            relative = self._relative(seat, a, b)
            rank = CARD_RANK[b if relative == a else a]
        gained = self._take(seat, rank + 1)
        up = self._came_up(rank + 1)
        taken: list[int] = []
        from_talon = None
        if bonus:
            for lower in range(rank - 1, 0, -1):
                column = self.columns[lower - 1]
                if not column:
                    break
                card = column.pop(0)
                insort(hand, card)
                taken.append(card)
                if column and column[0] in self.unseen:
                    self.unseen.discard(column[0])
                    self._revealed()
                up += self._came_up(lower)
            else:
                if self.talon:
                    from_talon = self.talon.pop()
                    insort(hand, from_talon)
                    self._revealed()
            self.bonus[seat] = False
        paid = sorted((a, b), key=text_order)
        events = [
            Event(
                "combine",
                seat,
                {
                    "cards": paid,
                    "gained": gained,
                    "relative": relative,
                    "bonus": taken,
                    "talon_bonus": from_talon is not None,
                    "monads": len(self.monads[seat]),
                    "up": up,
                },
            )
        ]
        if from_talon is not None:
            events.append(
                Event("drawn", seat, {"card": from_talon, "bonus": True}, visible_to=(seat,))
            )
        return self._after_action(seat, paid, events)

    def _acquire(self, seat: int, target: int, paid: tuple[int, ...]) -> list[Event]:
        hand = self.hands[seat]
        for card in paid:
            hand.remove(card)
        self.payment = None
        gained = self._take(seat, target)
        ordered = sorted(paid, key=text_order)
        events = [
            Event(
                "acquire",
                seat,
                {
                    "target": gained,
                    "paid": ordered,
                    "value": sum(CARD_VALUE[c] for c in paid),
                    "needed": VALUE[target],
                    "monads": len(self.monads[seat]),
                    "up": self._came_up(target),
                },
            )
        ]
        return self._after_action(seat, ordered, events)

    def _jump(self, seat: int, target: int, paid: tuple[int, ...]) -> list[Event]:
        hand = self.hands[seat]
        for card in paid:
            hand.remove(card)
        gained = self._take(seat, target)
        ordered = sorted(paid, key=text_order)
        events = [
            Event("jump", seat, {"paid": ordered, "gained": gained, "up": self._came_up(target)})
        ]
        return self._after_action(seat, ordered, events)

    def _after_action(self, seat: int, paid: list[int], events: list[Event]) -> list[Event]:
        """The paid cards go to the discard pile (Ones) and under their
        columns (the player chooses the order of several under one column);
        a winner ends the game at once."""
        self.actions_taken += 1
        self.passes = 0
        self.phase = ACTING
        ones = [c for c in paid if CARD_RANK[c] == ONE]
        if ones:
            self.discard.extend(ones)
            events.append(Event("discarded", seat, {"cards": ones}))
        by_rank: dict[int, list[int]] = {}
        for card in paid:
            if CARD_RANK[card] != ONE:
                by_rank.setdefault(CARD_RANK[card], []).append(card)
        self.queue = [by_rank[r] for r in sorted(by_rank)]
        team = self.teams[self.team_of[seat]]
        won = sum(len(self.monads[s]) for s in team) >= self.target_monads
        if won or not self.options.ask_order:
            for group in self.queue:
                for card in self.auto_order(group):
                    self._under(seat, card, events)
            self.queue = []
        else:
            self._place_queue(seat, events)
        if won:
            self.over = True
            self.phase = OVER
            self.winners = tuple(sorted(team))
            self.reason = "monads"
            events.append(
                Event(
                    "game_over",
                    None,
                    {
                        "winners": list(self.winners),
                        "monads": [len(m) for m in self.monads],
                        "reason": "monads",
                    },
                )
            )
        return events

    def _under(self, seat: int, card: int, events: list[Event]) -> None:
        rank = CARD_RANK[card]
        self.columns[rank - 1].append(card)
        events.append(Event("under", seat, {"card": card, "column": rank}))

    def _place_queue(self, seat: int, events: list[Event]) -> None:
        """Put single cards under their columns; ask for the order of several."""
        queue = self.queue
        while queue:
            group = queue[0]
            if len(group) == 1:
                self._under(seat, group[0], events)
                queue.pop(0)
                continue
            self.phase = ORDER
            events.append(
                Event(
                    "order_asked",
                    seat,
                    {
                        "column": CARD_RANK[group[0]],
                        "cards": sorted(group),
                    },
                    visible_to=(seat,),
                )
            )
            return
        self.phase = ACTING

    def _under_chosen(self, seat: int, card: int) -> list[Event]:
        events: list[Event] = []
        self.queue[0].remove(card)
        self._under(seat, card, events)
        self._place_queue(seat, events)
        return events

    def _next_turn(self, events: list[Event], after_draw: bool = False) -> None:
        """The next player's turn; ``after_draw``: the turn passes after a
        draw, and its event carries the draws in a row (``data["draws"]``),
        said with the turn."""
        turn = self.turn = (self.turn + 1) % self.players
        self.phase = START
        self.actions_taken = 0
        restored = not self.bonus[turn]
        self.bonus[turn] = True
        data: dict[str, Any] = {"phase": START, "bonus_restored": restored}
        if after_draw:
            data["draws"] = [list(r) for r in self.draw_run]
        events.append(Event("turn", turn, data))

    def _stalemate(self) -> list[Event]:
        values = [hand_value(h) for h in self.hands]
        keys = [
            (sum(len(self.monads[s]) for s in team), sum(values[s] for s in team))
            for team in self.teams
        ]
        best = max(keys)
        self.over = True
        self.phase = OVER
        self.winners = tuple(
            sorted(
                s for team, key in zip(self.teams, keys, strict=True) if key == best for s in team
            )
        )
        self.reason = "stalemate"
        self.hand_values = values
        return [
            Event(
                "game_over",
                None,
                {
                    "winners": list(self.winners),
                    "monads": [len(m) for m in self.monads],
                    "reason": "stalemate",
                    "hand_values": list(values),
                },
            )
        ]

    # --- taking a move back -------------------------------------------------------

    def takeback(self, seat: int) -> int:
        """One move of ``seat``'s turn under way can be taken back (1 log
        entry): a combine, an acquisition, a jump, a step of a payment or a
        card put under a column, as long as it brought nothing hidden to
        light (no One from the talon, no column card nobody had seen on
        top) and the turn has not passed. 0 otherwise."""
        if self.over or seat != self.turn or not self.log:
            return 0
        last = len(self.log) - 1
        if self.log[last][0] != seat or self.revealed_at >= last:
            return 0
        return 1

    def why_no_takeback(self, seat: int) -> Msg:
        if self.over:
            return Msg("core.game_over")
        if seat != self.turn:
            return Msg("monad.takeback.not_turn")
        if not self.log or self.log[-1][0] != seat:
            return Msg("monad.takeback.turn_start")
        return Msg("monad.takeback.revealed")

    # --- automatic play -------------------------------------------------------

    def timeout_action(self, seat: int) -> Action | None:
        """The move the automatic player makes for ``seat`` when the time per
        move runs out (None if ``seat`` is not to move): the next card in the
        automatic order; a payment finished if it reaches the value, else
        cancelled; the combine of the highest value; then (after an action)
        the jump of the highest value, or the end of the turn; at the start
        of the turn a draw or a flip, else the first listed acquisition,
        else a pass."""
        if self.over or seat != self.turn:
            return None
        legal = self._legal_now()
        phase = self.phase
        if phase == ORDER:
            first = self.auto_order(self.queue[0])[0]
            return next(a for a in legal if a.data == (first,))
        if phase == PAYING:
            return self.legal_by_text().get("done") or CANCEL_ACTION
        combines = [a for a in legal if a.kind == COMBINE]
        if combines:
            return max(combines, key=self.action_value)
        if phase == ACTING:
            jumps = [a for a in legal if a.kind == JUMP]
            return max(jumps, key=self.action_value) if jumps else END_ACTION
        for kind in (DRAW, FLIP, ACQUIRE, PASS):
            for action in legal:
                if action.kind == kind:
                    return action
        return legal[0]

    # --- views --------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: the own hand (sorted by rank, then colour),
        every hand's size, Monads, identity colours and bonus cards, the
        columns' top cards and sizes, and under each top, from the top down,
        the cards known to everyone (those put under the column; None for a
        card of the shuffled column nobody has seen yet), the Monads left, the Talon's size, the
        open discard pile (top first), the turn and its phase; the payment
        being built and the cards to order only for their player. Never
        another hand's cards."""
        own = seat is not None and seat == self.turn and not self.over
        payment = None
        if own and self.payment is not None:
            target, paying, _back = self.payment
            payment = {
                "target": target,
                "top": self.top(target),
                "cards": sorted(paying, key=text_order),
                "total": sum(CARD_VALUE[c] for c in paying),
                "needed": VALUE[target],
            }
        order = None
        if own and self.phase == ORDER:
            group = self.queue[0]
            order = {"column": CARD_RANK[group[0]], "cards": sorted(group)}
        return {
            "game": "monad",
            "seat": seat,
            "players": self.players,
            "hand": list(self.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in self.hands],
            "monads": [len(m) for m in self.monads],
            "stamm": list(self.stamm),
            "bonus": list(self.bonus),
            "columns": [
                {
                    "rank": rank,
                    "top": col[0] if col else None,
                    "size": len(col),
                    "below": [None if c in self.unseen else c for c in col[1:]],
                }
                for rank, col in zip(COLUMN_RANKS, self.columns, strict=True)
            ],
            "monad_pile": len(self.monad_pile),
            "talon": len(self.talon),
            "discard": self.discard[::-1],
            "turn": None if self.over else self.turn,
            "phase": self.phase,
            "actions_taken": self.actions_taken,
            "payment": payment,
            "order": order,
            "passes": self.passes,
            "target_monads": self.target_monads,
            "teams": [list(t) for t in self.teams] if self.options.teams else None,
            "team_monads": self.team_monads() if self.options.teams else None,
            "over": self.over,
            "winners": list(self.winners),
            "shown": (
                {"seat": self.shown["seat"], "cards": list(self.shown["cards"])}
                if self.shown
                else None
            ),
        }

    def result(self) -> Result | None:
        """By Monads: the score of a MONAD match is the Monads each seat
        holds, so the result is read from ``self.monads`` rather than kept a
        second time in ``self.scores``; the winners are ``self.winners``."""
        if not self.over:
            return None
        return Result(tuple(len(m) for m in self.monads), self.winners)

    def snapshot(self) -> dict[str, Any]:
        payment = self.payment
        return {
            "hands": [list(h) for h in self.hands],
            "columns": [list(c) for c in self.columns],
            "monad_pile": list(self.monad_pile),
            "monads": [list(m) for m in self.monads],
            "talon": list(self.talon),
            "discard": list(self.discard),
            "stamm": list(self.stamm),
            "bonus": list(self.bonus),
            "turn": self.turn,
            "phase": self.phase,
            "actions_taken": self.actions_taken,
            "passes": self.passes,
            "payment": None if payment is None else [payment[0], list(payment[1]), payment[2]],
            "queue": [list(g) for g in self.queue],
            "over": self.over,
            "winners": list(self.winners),
            "reason": self.reason,
            "hand_values": list(self.hand_values) if self.hand_values is not None else None,
            "shown": (
                {"seat": self.shown["seat"], "cards": list(self.shown["cards"])}
                if self.shown
                else None
            ),
            "chance": hashlib.sha1(repr(self.chance.getstate()).encode()).hexdigest(),
        }

    def places(self) -> list[list[int]]:
        """Every place a card can be, for conservation checks: the hands, the
        four columns, the Monad pile, each player's Monads, the Talon, the
        discard pile and the cards waiting to go under a column. Together
        they always hold ``in_play``."""
        return [
            *self.hands,
            *self.columns,
            self.monad_pile,
            *self.monads,
            self.talon,
            self.discard,
            [c for group in self.queue for c in group],
        ]


# --- module helpers -------------------------------------------------------------

#: the method giving the rules' reason a typed move of each kind is refused
_WHY = {
    COMBINE: "_why_combine",
    ACQUIRE: "_why_acquire",
    BUILD: "_why_build",
    JUMP: "_why_jump",
    DRAW: "_why_draw",
    FLIP: "_why_flip",
    PASS: "_why_pass",
    END: "_why_end",
    PAY: "_why_pay",
    UNPAY: "_why_unpay",
    UNDER: "_why_under",
    DONE: "_why_done",
    CANCEL: "_why_cancel",
}


def _gone(rank: int) -> Msg:
    if rank == MONAD:
        return Msg("monad.illegal.monads_gone")
    return Msg("monad.illegal.column_empty", rank=rank_msg(rank))


def _spec_msg(rank: int, colour: int) -> Msg:
    """A typed card: its name, or its rank if its colour is "blue"."""
    if rank == MONAD:
        return Msg("monad.card.monad")
    return rank_msg(rank) if colour == BLUE else kind_msg(kind_of(rank, colour))


def _rank_refusal(card: int, target: int) -> Msg:
    return Msg(
        "monad.illegal.acquire_rank",
        card=card_msg(card),
        rank=rank_msg(CARD_RANK[card]),
        target=rank_msg(target),
    )


def _resolve(
    specs, pool: list[int], missing: str = "monad.illegal.not_held"
) -> tuple[list[int] | None, Msg | None]:
    """Cards of ``pool`` for typed card specs, each card once; "blue" is the
    light or dark blue card of that rank, if only one of them is there."""
    left = list(pool)
    ids: list[int] = []
    blues: list[int] = []
    for rank, colour in specs:
        if rank == MONAD:
            return None, Msg("monad.illegal.monad_not_card")
        if colour == BLUE:
            blues.append(rank)
            continue
        kind = kind_of(rank, colour)
        card = next((c for c in left if CARD_KIND[c] == kind), None)
        if card is None:
            held = sum(1 for c in pool if CARD_KIND[c] == kind)
            if held and missing == "monad.illegal.not_held":
                return None, Msg("monad.illegal.not_held_more", card=kind_msg(kind), count=held)
            return None, Msg(missing, card=kind_msg(kind))
        left.remove(card)
        ids.append(card)
    for rank in blues:
        kinds = sorted(
            {
                CARD_KIND[c]
                for c in left
                if CARD_RANK[c] == rank and CARD_COLOUR[c] in (LIGHT_BLUE, DARK_BLUE)
            }
        )
        if not kinds:
            return None, Msg("monad.illegal.not_held_blue", rank=rank_msg(rank))
        if len(kinds) > 1:
            return None, Msg(
                "monad.illegal.ambiguous_blue", first=kind_msg(kinds[0]), second=kind_msg(kinds[1])
            )
        card = next(c for c in left if CARD_KIND[c] == kinds[0])
        left.remove(card)
        ids.append(card)
    return ids, None
