"""Mau Mau's rules: the deal and the first card, a turn (play a matching
card, or draw and then play only the drawn card), Draw Two stacking, Skip,
Reverse, the Jokers, reshuffling, the views. The referee's part (the Joker +4
challenge, "Lüge"; the report of a forgotten "Letzte"; scoring a round and
the match: points, quick game, pairs) is in scoring.py, a base class of
:class:`MauMau`.

Rules and decisions: /work/shared/rules/maumau.md.

The rules run on card ids and the lookup tables of cards.py; the actions are
made once in moves.py. The turn itself (whose move it is, the legal actions
kept per position, checking and applying a move) is core's
:class:`~accessible_games.core.game.TurnGame`; this module gives it the legal
actions of a position (``_compute_legal``) and carries out a move
(``_apply``). ``legal_actions`` and ``apply`` are TurnGame's, repeated here
only so that they are compiled with the rules (see there).

Random play (bots' look-ahead, the benchmark in bench/maumau_bench.py) runs
``view``, ``legal_actions`` and ``apply`` on every step, so these three are
written for speed, which makes them a little less plain than the rest:
``apply`` takes the action objects of ``legal_actions`` by identity,
``_apply`` tests for a play first, the legal plays come from one
precomputed table per position (PLAYABLE_OPTIONS),
and a view is a copy of a per-game template with the changing parts set.
"""

from __future__ import annotations

import hashlib
from bisect import bisect_left, insort
from dataclasses import replace
from typing import Any

from accessible_games.core.errors import OptionError
from accessible_games.core.game import Action, Event, TurnGame, log_entry
from accessible_games.core.messages import Msg
from accessible_games.games.maumau import messages  # noqa: F401 - re-exported: the rules module names every constant of the state
from accessible_games.games.maumau.cards import (
    CARD_COLOUR,
    CARD_COUNT,
    CARD_KIND,
    CARD_RANK,
    COLOURS,
    DRAW_TWO,
    HAND_SIZE,
    KIND_FIRST_CARD,
    NO_COLOUR,
    PLAYABLE,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
    card_msg,
    colour_msg,
)
from accessible_games.games.maumau.moves import (
    CHALLENGE,
    CHALLENGE_ACTION,
    COLOUR,
    COLOUR_ACTIONS,
    DRAW,
    DRAW_ONE,
    GRAMMAR,
    PASS,
    PASS_ACTION,
    PLAY,
    PLAY_ACTIONS,
    PLAY_OPTIONS,
    REPORT,
    REPORT_ACTION,
    parse_move,
    penalty_draw,
)
from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.refusals import play_refusal
from accessible_games.games.maumau.scoring import Referee
from accessible_games.games.maumau.state import (
    CHALLENGE_PENALTY,  # noqa: F401 - re-exported: the rules module names every constant of the state
    CLOCKWISE,
    COLOUR_NAME,
    COUNTERCLOCKWISE,
    DIRECTION_NAME,
    DRAW_TWO_PENALTY,
    EFFECT_OF_RANK,
    EFFECTS,
    PHASE_COLOUR,
    PHASE_DRAWN,
    PHASE_OVER,  # noqa: F401 - re-exported: the rules module names every constant of the state
    PHASE_PENALTY,
    PHASE_PLAY,
    PHASE_WILD4,
    REPORT_PENALTY,  # noqa: F401 - re-exported: the rules module names every constant of the state
    WILD_FOUR_PENALTY,
    _event,
)

PlayRow = tuple["tuple[Action, ...] | None", ...]  # by card id

#: makes an Event from a tuple (kind, seat, data, visible_to) as ``_event``
#: does, for the hot paths without the call of ``_event``
_make_event = tuple.__new__


def _playable_options() -> tuple[tuple[tuple[PlayRow, ...], ...], ...]:
    """PLAYABLE_OPTIONS[colour in force][rank of the top card][holding two
    cards][card id]: every way to play the card in a normal turn (the
    PLAY_OPTIONS of its kind, the same tuple for both copies), or None if it
    does not match. PLAYABLE and PLAY_OPTIONS in one look-up, for
    ``_compute_legal``; the Joker +4 colour condition is checked there."""
    return tuple(
        tuple(
            tuple(
                tuple(
                    PLAY_OPTIONS[CARD_KIND[card]][two] if flags[card] else None
                    for card in range(CARD_COUNT)
                )
                for two in (False, True)
            )
            for flags in PLAYABLE[colour]
        )
        for colour in range(4)
    )


PLAYABLE_OPTIONS = _playable_options()

#: the keys of a view, in their order (the table's own keys follow)
VIEW_KEYS = (
    "game",
    "seat",
    "players",
    "hand",
    "hand_counts",
    "top",
    "colour",
    "direction",
    "turn",
    "next",
    "phase",
    "pending",
    "drawn",
    "can_report",
    "called",
    "stock",
    "discard",
    "scores",
    "round",
    "over",
    "winners",
    "history",
)


class MauMau(Referee, TurnGame):
    id = "maumau"
    title = Msg("maumau.title")
    min_players = 2
    max_players = 10
    options_class = MauMauOptions
    options: MauMauOptions
    grammar = GRAMMAR
    #: the view's keys in order, with the parts that never change: made by
    #: the first view (from ``players`` and the options), copied by every view
    _view_base: dict[str, Any] | None = None

    # --- set-up -------------------------------------------------------------

    def setup(self) -> list[Event]:
        n = self.players
        if self.options.pairs and n != 4:
            raise OptionError(Msg("maumau.pairs_players", count=n))
        # CPython 3.11 keeps at most 29 attributes of an object compact (the
        # values inline, the names shared by the class); a 30th gives the
        # object a dict of its own, and every attribute look-up of the rules
        # becomes a dict look-up: random play about a tenth slower. So what
        # follows from the players and the options (the teams, a view's
        # fixed parts) is worked out when needed, not kept: with Game's and
        # TurnGame's attributes and the view's template a game has 29
        # (tests/games/maumau/test_fast_paths.py).
        self.scores = [0] * n
        self.round = 0
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.history: list[dict[str, Any]] = []  # the scoring of each finished round
        self._reset_legal()
        return self._new_round()

    def _new_round(self) -> list[Event]:
        self.round += 1
        n = self.players
        self.stock: list[int] = list(range(CARD_COUNT))
        self.chance.shuffle(self.stock)
        self.hands: list[list[int]] = []  # each kept sorted (by colour, then value)
        for _ in range(n):
            hand = self.stock[-HAND_SIZE:]
            del self.stock[-HAND_SIZE:]
            hand.sort()
            self.hands.append(hand)
        self.discard: list[int] = []
        self.direction = COUNTERCLOCKWISE
        self.colour = NO_COLOUR  # the colour in force
        self.pending = 0  # cards the player to move must draw (penalty phases)
        self.drawn: int | None = None  # the card just drawn (drawn phase)
        #: the last Joker +4: (its player, whether it broke the colour condition,
        #: the player's hand after playing it, the colour in force before it)
        self.wild_four: tuple[int, bool, list[int], int] | None = None
        #: a forgotten "Letzte": (the forgetful player, the player who may report it)
        self.report: tuple[int, int] | None = None
        #: per seat holding one card: whether they called "Letzte" (else None)
        self.called: list[bool | None] = [None] * n
        starter = self.chance.randint(0, n - 1)
        events = [
            _event(
                "round_start",
                starter,
                {
                    "round": self.round,
                    "starter": starter,
                    "hand_size": HAND_SIZE,
                    "direction": DIRECTION_NAME[self.direction],
                    "scores": list(self.scores),
                },
            )
        ]
        events += [
            _event("dealt", s, {"cards": list(h)}, visible_to=(s,))
            for s, h in enumerate(self.hands)
        ]
        return events + self._open(starter)

    def _open(self, starter: int) -> list[Event]:
        """Turn the first card of the discard pile and apply its effect."""
        events: list[Event] = []
        top = self.stock.pop()
        while CARD_RANK[top] == WILD_FOUR:  # back into the stock, reshuffled, turn again
            events.append(_event("first_card_returned", None, {"card": top}))
            self.stock.append(top)
            self.chance.shuffle(self.stock)
            top = self.stock.pop()
        self.discard.append(top)
        rank = CARD_RANK[top]
        self.colour = CARD_COLOUR[top]
        self.turn = starter
        self.phase = PHASE_PLAY
        skipped = None
        if rank == DRAW_TWO:  # the starting player is the victim
            self.phase = PHASE_PENALTY
            self.pending = DRAW_TWO_PENALTY
        elif rank == SKIP:  # the starting player is skipped
            skipped = starter
            self.turn = self._step(starter, 1)
        elif rank == REVERSE:  # the starting player loses the turn; play goes on reversed
            skipped = starter
            self.direction = CLOCKWISE
            self.turn = self._step(starter, 1)
        elif rank == WILD:  # the starting player names the colour, then plays
            self.phase = PHASE_COLOUR
        events.append(
            _event(
                "first_card",
                starter,
                {
                    "card": top,
                    "colour": COLOUR_NAME[self.colour],
                    "effect": EFFECTS.get(rank),
                    "starter": starter,
                    "skipped": skipped,
                    "direction": DIRECTION_NAME[self.direction],
                    "pending": self.pending,
                    "turn": self.turn,
                },
            )
        )
        events.append(self._turn_event())
        # within a move (a new round) TurnGame.apply has raised the version;
        # this is for a first card turned outside a move (by tests)
        self._version += 1
        return events

    # --- turns --------------------------------------------------------------

    def _step(self, seat: int, steps: int) -> int:
        return (seat + self.direction * steps) % self.players

    def _turn_event(self) -> Event:
        turn = self.turn
        report = self.report
        direction = self.direction
        return _make_event(
            Event,
            (
                "turn",
                turn,
                {
                    "phase": self.phase,
                    "top": self.discard[-1],
                    "colour": COLOUR_NAME[self.colour],
                    "direction": DIRECTION_NAME[direction],
                    "next": (turn + direction) % self.players,
                    "pending": self.pending,
                    "can_report": report[0] if report is not None else None,
                },
                None,
            ),
        )

    def _holds_colour(self, hand: list[int], colour: int) -> bool:
        for c in hand:
            if CARD_COLOUR[c] == colour:
                return True
        return False

    def _may_play(self, card: int, hand: list[int]) -> bool:
        """Whether ``card`` (in ``hand``) may be played in a normal turn."""
        if not PLAYABLE[self.colour][CARD_RANK[self.discard[-1]]][card]:
            return False
        if CARD_RANK[card] == WILD_FOUR and not self.options.bluffing:
            return not self._holds_colour(hand, self.colour)
        return True

    def _compute_legal(self, seat: int) -> list[Action]:
        """The legal actions of ``seat``, the player to move, worked out anew
        (TurnGame keeps them until the position changes)."""
        hand = self.hands[seat]
        phase = self.phase
        actions: list[Action] = []
        if phase == PHASE_PLAY:
            row = PLAYABLE_OPTIONS[self.colour][CARD_RANK[self.discard[-1]]][len(hand) == 2]
            previous = None
            for card in hand:
                options = row[card]  # None if the card does not match
                if options is not None and options is not previous:  # both copies play alike
                    previous = options
                    if CARD_RANK[card] == WILD_FOUR and self._holds_colour(hand, self.colour):
                        if not self.options.bluffing:
                            continue
                        options = _bluff_plays(options, hand, self.colour)
                    actions += options
            actions.append(DRAW_ONE)
        elif phase == PHASE_PENALTY:
            two = len(hand) == 2
            previous_kind = -1
            for card in hand:
                if CARD_RANK[card] == DRAW_TWO:
                    kind = CARD_KIND[card]
                    if kind != previous_kind:
                        previous_kind = kind
                        actions += PLAY_OPTIONS[kind][two]
            actions.append(penalty_draw(self.pending))
        elif phase == PHASE_WILD4:
            actions.append(penalty_draw(self.pending))
            if self.options.bluffing:
                actions.append(CHALLENGE_ACTION)
        elif phase == PHASE_DRAWN:
            drawn: int = self.drawn  # type: ignore[assignment]
            plays = PLAY_OPTIONS[CARD_KIND[drawn]][len(hand) == 2]
            if CARD_RANK[drawn] == WILD_FOUR and self._holds_colour(hand, self.colour):
                plays = _bluff_plays(
                    plays, hand, self.colour
                )  # drawn, it may be played only with bluffing
            actions += plays
            actions.append(PASS_ACTION)
        elif phase == PHASE_COLOUR:
            actions += COLOUR_ACTIONS
        if self.report is not None:
            actions.append(REPORT_ACTION)
        return actions

    # TurnGame's legal_actions and apply, the same on its fields. Random play
    # calls both on every step: compiled with these rules (core/game.py is not
    # compiled), they make a step about a tenth faster (bench/maumau_bench.py).
    # Anything but the kept legal actions of this very position goes through
    # TurnGame's apply.

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        if self._legal_version != self._version:
            self._legal = self._compute_legal(seat)
            self._legal_version = self._version
        return self._legal[:]

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        if self._legal_version == self._version and seat == self.turn and not self.over:
            for legal in self._legal:
                if legal is action:  # handed out by legal_actions for this position
                    self._version += 1
                    events = self._apply(seat, legal)
                    self.log.append(log_entry(seat, legal.text))
                    return events
        return super().apply(seat, action)

    # --- refusals -------------------------------------------------------------

    def why_illegal(self, seat: int, text: str) -> Msg:
        typed = parse_move(text)
        if typed is None:
            return Msg("maumau.illegal.syntax", text=text)
        phase = self.phase
        if typed.kind == COLOUR:
            if phase != PHASE_COLOUR:
                return Msg("maumau.illegal.no_colour_to_name")
        elif phase == PHASE_COLOUR:
            return Msg("maumau.illegal.name_colour_first", card=card_msg(self.discard[-1]))
        if typed.kind == REPORT:
            return Msg("maumau.illegal.nothing_to_report")
        if typed.kind == CHALLENGE:
            if phase != PHASE_WILD4:
                return Msg("maumau.illegal.nothing_to_challenge")
            return Msg("maumau.illegal.no_bluffing")
        if typed.kind == PASS:
            return Msg("maumau.illegal.pass_before_draw")
        if typed.kind == DRAW and self.drawn is not None:
            return Msg("maumau.illegal.drawn_already", card=card_msg(self.drawn))
        if typed.kind == PLAY and typed.card is not None:
            reason = self._why_not_play(self.hands[seat], typed.card, typed.colour, typed.last)
            if reason is not None:
                return reason
        return super().why_illegal(seat, text)

    def _why_not_play(
        self, hand: list[int], kind: int, colour: int | None, last: bool
    ) -> Msg | None:
        """Why playing ``kind`` (naming ``colour``, calling ``last``) is
        refused: the reckoning the hand's items say too (refusals.py)."""
        return play_refusal(
            hand,
            kind,
            colour,
            last,
            phase=self.phase,
            drawn=self.drawn,
            pending=self.pending,
            in_force=self.colour,
            top=self.discard[-1],
            bluffing=self.options.bluffing,
        )

    def why_no_takeback(self, seat: int) -> Msg:
        """No move is taken back in Mau Mau: a draw shows cards of the
        hidden stock, and every play is answered by the next player."""
        return Msg("maumau.takeback.none")

    # --- moves ----------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        # TurnGame.apply has raised the version already; the most frequent
        # moves, a play and a draw, are tested first
        kind = action.kind
        if kind == PLAY:
            card_kind, chosen, last = action.data
            return self._play(seat, card_kind, chosen, last)
        if kind == DRAW:
            return self._draw_action(seat)
        if kind == PASS:
            self.phase = PHASE_PLAY
            self.drawn = None
            self.turn = self._step(seat, 1)
            return [_event("pass", seat, {"forced": False}), self._turn_event()]
        if kind == CHALLENGE:
            return self._challenge(seat)
        if kind == REPORT:
            return self._report(seat)
        # COLOUR: the colour of a Joker turned up first
        self.colour = action.data[0]
        self.phase = PHASE_PLAY
        return [_event("colour_chosen", seat, {"colour": COLOURS[self.colour]}), self._turn_event()]

    def _play(self, seat: int, kind: int, chosen: int | None, last: bool) -> list[Event]:
        hand = self.hands[seat]
        two = len(hand) == 2
        if self.phase == PHASE_DRAWN:
            card: int = self.drawn  # type: ignore[assignment]
            self.drawn = None
            hand.remove(card)
        else:
            # the first card of that kind in the hand: hands are sorted, and the
            # copies of a kind have the ids that follow its first id
            at = bisect_left(hand, KIND_FIRST_CARD[kind])
            if at == len(hand) or CARD_KIND[hand[at]] != kind:  # a hand set unsorted
                at = next(i for i, c in enumerate(hand) if CARD_KIND[c] == kind)
            card = hand[at]
            del hand[at]
        self.report = None  # the next player acted: the chance to report is gone
        before = self.colour
        self.discard.append(card)
        rank = CARD_RANK[card]
        colour = self.colour = chosen if chosen is not None else CARD_COLOUR[card]
        if two:
            self.called[seat] = last
        elif not hand:
            return [
                _event(
                    "play",
                    seat,
                    {
                        "card": card,
                        "colour": COLOURS[colour],
                        "last": last,
                        "left": 0,
                        "effect": EFFECT_OF_RANK[rank],
                        "skipped": None,
                        "victim": None,
                        "direction": DIRECTION_NAME[self.direction],
                        "pending": 0,
                        "next": None,
                    },
                )
            ] + self._end_round(seat)
        n = self.players
        direction = self.direction
        skipped = victim = None
        phase = PHASE_PLAY
        if rank < DRAW_TWO or rank == WILD:
            nxt = (seat + direction) % n
        elif rank == SKIP:
            skipped = (seat + direction) % n
            nxt = (seat + 2 * direction) % n
        elif rank == REVERSE:
            direction = self.direction = -direction
            if n == 2:  # the same player plays again
                skipped = (seat + direction) % n
                nxt = seat
            else:
                nxt = (seat + direction) % n
        else:
            nxt = victim = (seat + direction) % n
            if rank == DRAW_TWO:
                self.pending += DRAW_TWO_PENALTY
                phase = PHASE_PENALTY
            else:
                self.pending = WILD_FOUR_PENALTY
                phase = PHASE_WILD4
                bluff = self._holds_colour(hand, before)
                self.wild_four = (seat, bluff, list(hand), before)
        report = None
        if two and not last and nxt != seat:
            report = self.report = (seat, nxt)
        self.phase = phase
        self.turn = nxt
        pending = self.pending
        colour_name = COLOURS[colour]
        direction_name = DIRECTION_NAME[direction]
        return [
            _make_event(
                Event,
                (
                    "play",
                    seat,
                    {
                        "card": card,
                        "colour": colour_name,
                        "last": last,
                        "left": len(hand),
                        "effect": EFFECT_OF_RANK[rank],
                        "skipped": skipped,
                        "victim": victim,
                        "direction": direction_name,
                        "pending": pending,
                        "next": nxt,
                    },
                    None,
                ),
            ),
            # what _turn_event makes, from what is at hand (the most frequent event)
            _make_event(
                Event,
                (
                    "turn",
                    nxt,
                    {
                        "phase": phase,
                        "top": card,
                        "colour": colour_name,
                        "direction": direction_name,
                        "next": (nxt + direction) % n,
                        "pending": pending,
                        "can_report": seat if report is not None else None,
                    },
                    None,
                ),
            ),
        ]

    def _draw(self, seat: int, count: int, reason: str, events: list[Event]) -> list[int]:
        """``seat`` draws up to ``count`` cards, reshuffling the discard pile
        (all but its top card) into an empty stock; a public event tells how
        many, a private one which."""
        stock = self.stock
        hand = self.hands[seat]
        if 0 < count <= len(stock):  # the usual case, without a reshuffle
            got = stock[: -count - 1 : -1]  # from the top of the stock down
            del stock[-count:]
            for card in got:
                insort(hand, card)
            self.called[seat] = None
            events.append(
                _event(
                    "draw",
                    seat,
                    {
                        "count": count,
                        "wanted": count,
                        "reason": reason,
                        "hand": len(hand),
                        "stock": len(stock),
                    },
                )
            )
            return got
        got = []
        for _ in range(count):
            if not stock:
                discard = self.discard
                if len(discard) < 2:
                    break  # every other card is in a hand: nothing left to draw
                top = discard.pop()
                stock.extend(discard)
                discard.clear()
                discard.append(top)
                self.chance.shuffle(stock)
                events.append(_event("reshuffle", None, {"count": len(stock)}))
            card = stock.pop()
            insort(hand, card)
            got.append(card)
        if got:
            self.called[seat] = None
        events.append(
            _event(
                "draw",
                seat,
                {
                    "count": len(got),
                    "wanted": count,
                    "reason": reason,
                    "hand": len(hand),
                    "stock": len(stock),
                },
            )
        )
        return got

    def _draw_action(self, seat: int) -> list[Event]:
        self.report = None
        if self.phase == PHASE_PLAY:
            stock = self.stock
            if stock:  # the usual case: one card, no reshuffle (what _draw does, inlined)
                card = stock.pop()
                hand = self.hands[seat]
                insort(hand, card)
                self.called[seat] = None
                got = [card]
                events = [
                    _make_event(
                        Event,
                        (
                            "draw",
                            seat,
                            {
                                "count": 1,
                                "wanted": 1,
                                "reason": "choice",
                                "hand": len(hand),
                                "stock": len(stock),
                            },
                            None,
                        ),
                    )
                ]
            else:
                events = []
                got = self._draw(seat, 1, "choice", events)
            if got:
                card = got[0]
                playable = self._may_play(card, self.hands[seat])
                events.append(
                    _make_event(
                        Event,
                        (
                            "drawn",
                            seat,
                            {
                                "cards": got,
                                "reason": "choice",
                                "playable": playable,
                            },
                            (seat,),
                        ),
                    )
                )
                if playable:
                    self.phase = PHASE_DRAWN
                    self.drawn = card
                    return events
            events.append(_make_event(Event, ("pass", seat, {"forced": True}, None)))
        else:  # taking a penalty: the turn is lost
            events = []
            reason = "draw2" if self.phase == PHASE_PENALTY else "draw4"
            got = self._draw(seat, self.pending, reason, events)
            if got:
                events.append(
                    _event("drawn", seat, {"cards": got, "reason": reason}, visible_to=(seat,))
                )
            self.pending = 0
            self.wild_four = None
            self.phase = PHASE_PLAY
        # the turn passes: what _step and _turn_event do, with what is known
        # here (a normal turn, nothing to report)
        direction = self.direction
        n = self.players
        turn = self.turn = (seat + direction) % n
        events.append(
            _make_event(
                Event,
                (
                    "turn",
                    turn,
                    {
                        "phase": PHASE_PLAY,
                        "top": self.discard[-1],
                        "colour": COLOUR_NAME[self.colour],
                        "direction": DIRECTION_NAME[direction],
                        "next": (turn + direction) % n,
                        "pending": self.pending,
                        "can_report": None,
                    },
                    None,
                ),
            )
        )
        return events

    # --- automatic play -------------------------------------------------------

    def time_per_move(self) -> int | None:
        seconds = self.options.time_per_move
        return seconds if isinstance(seconds, int) and seconds > 0 else None

    def plays_in_pairs(self) -> bool:
        return bool(self.options.pairs)

    def timeout_action(self, seat: int) -> Action | None:
        """The move the automatic player makes for ``seat`` when the time per
        move runs out (None if ``seat`` is not to move). It never bluffs,
        challenges or reports, always calls "Letzte", takes a penalty rather
        than stacking, prefers a coloured card to a Joker, names the colour it
        holds most of, and draws when nothing fits."""
        if self.over or seat != self.turn:
            return None
        legal = self._legal_now()
        hand = self.hands[seat]
        phase = self.phase
        if phase == PHASE_COLOUR:
            return COLOUR_ACTIONS[_best_colour(hand)]
        if phase in (PHASE_PENALTY, PHASE_WILD4):
            return next(a for a in legal if a.kind == DRAW)
        two = len(hand) == 2
        if phase == PHASE_DRAWN:
            card: int = self.drawn  # type: ignore[assignment]
            if self._honest(card, hand):
                return self._play_action(card, hand, two)
            return PASS_ACTION
        playable = [c for c in hand if self._may_play(c, hand) and self._honest(c, hand)]
        if not playable:
            return DRAW_ONE
        playable.sort(key=lambda c: (CARD_RANK[c] >= WILD, CARD_RANK[c] == WILD_FOUR))
        return self._play_action(playable[0], hand, two)

    def _honest(self, card: int, hand: list[int]) -> bool:
        return CARD_RANK[card] != WILD_FOUR or not self._holds_colour(hand, self.colour)

    def _play_action(self, card: int, hand: list[int], two: bool) -> Action:
        colour = _best_colour([c for c in hand if c != card]) if CARD_RANK[card] >= WILD else None
        return PLAY_ACTIONS[(CARD_KIND[card], colour, two)]

    # --- views --------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: the own hand (sorted by colour, then
        value), the top card and the colour in force, direction and next
        player, every hand's size, the pending penalty, stock and discard
        sizes, scores and who called "Letzte". Never another hand's cards.

        Every view is a new dict with new lists, which later moves never
        change. For speed (bots and random play read a view on every step)
        it is a copy of ``_view_base``, which holds the keys in order, the
        parts that never change and the most frequent values of the others
        (the phase "play", no penalty, nothing drawn or to report, the match
        going on); only the values that differ from these are set."""
        view = self._view_base
        if view is None:
            view = self._view_base = self._make_view_base()
        view = view.copy()
        hands = self.hands
        view["seat"] = seat
        if seat is not None:
            view["hand"] = hands[seat][:]
        else:
            view["hand"] = []
        if len(hands) == 2:  # a list display costs a third of a list comprehension
            view["hand_counts"] = [len(hands[0]), len(hands[1])]
        else:
            view["hand_counts"] = [len(h) for h in hands]
        view["top"] = self.discard[-1]
        view["colour"] = COLOUR_NAME[self.colour]
        direction = self.direction
        if direction != COUNTERCLOCKWISE:
            view["direction"] = DIRECTION_NAME[direction]
        if self.over:
            view["over"] = True
            view["winners"] = list(self.winners)
        else:
            turn = view["turn"] = self.turn
            view["next"] = (turn + direction) % self.players
            if seat == turn:
                if self.drawn is not None:
                    view["drawn"] = self.drawn
                report = self.report
                if report is not None:
                    view["can_report"] = report[0]
            winners = self.winners
            view["winners"] = list(winners) if winners else []
        phase = self.phase
        if phase != PHASE_PLAY:
            view["phase"] = phase
        if self.pending:
            view["pending"] = self.pending
        view["called"] = self.called[:]
        view["stock"] = len(self.stock)
        view["discard"] = len(self.discard)
        view["scores"] = self.scores[:]
        view["round"] = self.round
        history = self.history
        view["history"] = [dict(r) for r in history] if history else []
        return view

    def _make_view_base(self) -> dict[str, Any]:
        """The keys of a view in order, with the parts that never change
        (from ``players`` and the options) and the most frequent values of
        the others (see :meth:`view`)."""
        opts = self.options
        base: dict[str, Any] = dict.fromkeys(VIEW_KEYS)
        base["game"] = "maumau"
        base["players"] = self.players
        base["direction"] = DIRECTION_NAME[COUNTERCLOCKWISE]
        base["phase"] = PHASE_PLAY
        base["pending"] = 0
        base["over"] = False
        # the table: the options a player may ask about
        base["quick"] = opts.quick
        base["target"] = None if opts.quick else opts.points_per_match
        base["bluffing"] = opts.bluffing
        base["teams"] = [list(t) for t in self.teams] if opts.pairs else None
        return base

    def snapshot(self) -> dict[str, Any]:
        wild_four = self.wild_four
        return {
            "round": self.round,
            "hands": [list(h) for h in self.hands],
            "stock": list(self.stock),
            "discard": list(self.discard),
            "colour": self.colour,
            "direction": self.direction,
            "turn": self.turn,
            "phase": self.phase,
            "pending": self.pending,
            "drawn": self.drawn,
            "wild_four": (
                None
                if wild_four is None
                else [wild_four[0], wild_four[1], list(wild_four[2]), wild_four[3]]
            ),
            "report": list(self.report) if self.report else None,
            "called": list(self.called),
            "scores": list(self.scores),
            "history": [dict(r) for r in self.history],
            "over": self.over,
            "winners": list(self.winners),
            "chance": hashlib.sha1(repr(self.chance.getstate()).encode()).hexdigest(),
        }

    def places(self) -> list[list[int]]:
        """Every place a card can be, for conservation checks."""
        return [self.stock, self.discard, *self.hands]


#: the plays of a Joker +4 that would be a bluff, with their caution, by
#: (the plays' tuple, cards of the colour in force held, that colour)
_BLUFF_PLAYS: dict[tuple[int, int, int], tuple[Action, ...]] = {}


def _bluff_plays(plays: tuple[Action, ...], hand: list[int], colour: int) -> tuple[Action, ...]:
    """``plays`` (a Joker +4's) with the caution of a bluff: the hand holds
    cards of the colour in force, so a challenge would catch it. A person
    is asked to choose such a play twice (Session.act); bots never read it.
    Made once for each count and colour, as the plays themselves are."""
    held = 0
    for card in hand:
        if CARD_COLOUR[card] == colour:
            held += 1
    key = (id(plays), held, colour)
    found = _BLUFF_PLAYS.get(key)
    if found is None:
        caution = Msg("maumau.bluff", count=held, colour=colour_msg(colour))
        found = _BLUFF_PLAYS[key] = tuple(replace(action, caution=caution) for action in plays)
    return found


def _best_colour(hand: list[int]) -> int:
    """The colour ``hand`` holds most of (the first in order on a tie)."""
    counts = [0, 0, 0, 0]
    for card in hand:
        colour = CARD_COLOUR[card]
        if colour != NO_COLOUR:
            counts[colour] += 1
    return counts.index(max(counts))
