"""Mau Mau's rules: the deal and the first card, a turn (play a matching
card, or draw and then play only the drawn card), Draw Two stacking, Skip,
Reverse, the Jokers, the Joker +4 challenge ("Lüge"), the "Letzte" call and
its report, reshuffling, scoring a round and the match (points, quick game,
pairs).

Rules and decisions: /work/shared/rules/maumau.md.

The rules run on card ids and the lookup tables of cards.py; the actions are
made once in moves.py. ``legal_actions`` is computed once per position and
kept until the next move, so that a bot's choice and the check of that
choice cost one computation.
"""

from __future__ import annotations

import hashlib
from bisect import insort
from typing import Any

from accessible_games.core.errors import OptionError
from accessible_games.core.game import Action, Event, Game, Result
from accessible_games.core.messages import Msg
from accessible_games.games.maumau import messages  # noqa: F401  (registers the catalog)
from accessible_games.games.maumau.cards import (
    CARD_COLOUR,
    CARD_COUNT,
    CARD_KIND,
    CARD_POINTS,
    CARD_RANK,
    COLOURS,
    DRAW_TWO,
    HAND_SIZE,
    KIND_RANK,
    NO_COLOUR,
    PLAYABLE,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
    WILD_FOUR_KIND,
    card_msg,
    colour_msg,
    kind_msg,
)
from accessible_games.games.maumau.moves import (
    CHALLENGE,
    CHALLENGE_ACTION,
    COLOUR,
    COLOUR_ACTIONS,
    DRAW,
    DRAW_ONE,
    PASS,
    PASS_ACTION,
    PLAY,
    PLAY_ACTIONS,
    PLAY_OPTIONS,
    RANK_WORDS,
    REPORT,
    REPORT_ACTION,
    VERBS,
    parse_move,
    penalty_draw,
)
from accessible_games.games.maumau.options import MauMauOptions

# phases of a turn (the ``phase`` of the view)
PHASE_PLAY = "play"  # a normal turn: play a matching card or draw
PHASE_DRAWN = "drawn"  # drew a playable card: play it or pass
PHASE_PENALTY = "penalty"  # facing Draw Two: stack a Draw Two or draw the cards
PHASE_WILD4 = "wild4"  # facing a Joker +4: draw 4 or challenge
PHASE_COLOUR = "colour"  # a Joker turned up first: the starting player names the colour
PHASE_OVER = "over"

COUNTERCLOCKWISE, CLOCKWISE = -1, 1  # seat numbers going down / up
DIRECTION_NAME = (None, "clockwise", "counterclockwise")  # indexed by the direction (+1 or -1)
COLOUR_NAME = (*COLOURS, None)  # indexed by the colour in force (NO_COLOUR is -1)
EFFECTS = {DRAW_TWO: "draw2", SKIP: "skip", REVERSE: "reverse", WILD: "wild", WILD_FOUR: "draw4"}

DRAW_TWO_PENALTY = 2
WILD_FOUR_PENALTY = 4
CHALLENGE_PENALTY = 2  # on top of the four, for a challenge that fails
REPORT_PENALTY = 2  # for a forgotten "Letzte"


def _event(kind: str, seat: int | None = None, data: dict[str, Any] | None = None,
           visible_to: tuple[int, ...] | None = None, _new=object.__new__, _cls=Event) -> Event:
    """An :class:`Event`, equal to ``Event(kind, seat, data, visible_to)``,
    made without the frozen dataclass's ``__init__`` (which sets each field
    through ``object.__setattr__``): random play makes two or three events a
    step, and this halves their cost."""
    event = _new(_cls)
    fields = event.__dict__
    fields["kind"] = kind
    fields["seat"] = seat
    fields["data"] = {} if data is None else data
    fields["visible_to"] = visible_to
    return event


class MauMau(Game):
    id = "maumau"
    title = Msg("maumau.title")
    min_players = 2
    max_players = 10
    options_class = MauMauOptions
    options: MauMauOptions

    # --- set-up -------------------------------------------------------------

    def setup(self) -> list[Event]:
        n = self.players
        if self.options.pairs and n != 4:
            raise OptionError(Msg("maumau.pairs_players", count=n))
        self.teams: tuple[tuple[int, ...], ...] = (
            ((0, 2), (1, 3)) if self.options.pairs else tuple((s,) for s in range(n))
        )
        self.team_of = tuple(next(i for i, t in enumerate(self.teams) if s in t) for s in range(n))
        self.scores = [0] * n
        self.round = 0
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.history: list[dict[str, Any]] = []  # the scoring of each finished round
        self._version = 0  # changes with every move; the legal actions are kept per version
        self._legal_version = -1
        self._legal: list[Action] = []
        opts = self.options
        self._table = {  # the parts of the view that never change
            "quick": opts.quick,
            "target": None if opts.quick else opts.points_per_match,
            "bluffing": opts.bluffing,
            "teams": [list(t) for t in self.teams] if opts.pairs else None,
        }
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
            _event("round_start", starter, {
                "round": self.round, "starter": starter, "hand_size": HAND_SIZE,
                "direction": DIRECTION_NAME[self.direction], "scores": list(self.scores),
            })
        ]
        events += [_event("dealt", s, {"cards": list(h)}, visible_to=(s,))
                   for s, h in enumerate(self.hands)]
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
        events.append(_event("first_card", starter, {
            "card": top, "colour": COLOUR_NAME[self.colour], "effect": EFFECTS.get(rank),
            "starter": starter, "skipped": skipped, "direction": DIRECTION_NAME[self.direction],
            "pending": self.pending, "turn": self.turn,
        }))
        events.append(self._turn_event())
        self._version += 1
        return events

    # --- turns --------------------------------------------------------------

    def _step(self, seat: int, steps: int) -> int:
        return (seat + self.direction * steps) % self.players

    def _turn_event(self) -> Event:
        turn = self.turn
        report = self.report
        return _event("turn", turn, {
            "phase": self.phase, "top": self.discard[-1], "colour": COLOUR_NAME[self.colour],
            "direction": DIRECTION_NAME[self.direction],
            "next": (turn + self.direction) % self.players, "pending": self.pending,
            "can_report": report[0] if report is not None else None,
        })

    def waiting_for(self) -> list[int]:
        return [] if self.over else [self.turn]

    def is_over(self) -> bool:
        return self.over

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

    def _legal_now(self) -> list[Action]:
        """The legal actions of the player to move (kept until the next move)."""
        if self._legal_version == self._version:
            return self._legal
        hand = self.hands[self.turn]
        phase = self.phase
        actions: list[Action] = []
        if phase == PHASE_PLAY:
            flags = PLAYABLE[self.colour][CARD_RANK[self.discard[-1]]]
            two = len(hand) == 2
            previous = -1
            for card in hand:
                if flags[card]:
                    kind = CARD_KIND[card]
                    if kind != previous:  # both copies of a card play alike
                        previous = kind
                        if (kind == WILD_FOUR_KIND and not self.options.bluffing
                                and self._holds_colour(hand, self.colour)):
                            continue
                        actions.extend(PLAY_OPTIONS[kind][two])
            actions.append(DRAW_ONE)
        elif phase == PHASE_PENALTY:
            two = len(hand) == 2
            previous = -1
            for card in hand:
                if CARD_RANK[card] == DRAW_TWO:
                    kind = CARD_KIND[card]
                    if kind != previous:
                        previous = kind
                        actions.extend(PLAY_OPTIONS[kind][two])
            actions.append(penalty_draw(self.pending))
        elif phase == PHASE_WILD4:
            actions.append(penalty_draw(self.pending))
            if self.options.bluffing:
                actions.append(CHALLENGE_ACTION)
        elif phase == PHASE_DRAWN:
            drawn: int = self.drawn  # type: ignore[assignment]
            actions.extend(PLAY_OPTIONS[CARD_KIND[drawn]][len(hand) == 2])
            actions.append(PASS_ACTION)
        elif phase == PHASE_COLOUR:
            actions.extend(COLOUR_ACTIONS)
        if self.report is not None:
            actions.append(REPORT_ACTION)
        self._legal = actions
        self._legal_version = self._version
        return actions

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        return list(self._legal_now())

    def check(self, seat: int, action: Action | str) -> Action:
        # fast path: an action object handed out by legal_actions
        if not self.over and seat == self.turn and isinstance(action, Action):
            for legal in self._legal_now():
                if legal is action:
                    return legal
        return super().check(seat, action)

    def find_action(self, seat: int, text: str) -> Action | None:
        typed = parse_move(text)
        if typed is None:
            return None
        wanted = typed.text
        for action in self.legal_actions(seat):
            if action.text == wanted:
                return action
        return None

    def understands(self, text: str) -> bool:
        if parse_move(text) is not None:
            return True
        first = text.strip().lower().split(" ")[0]
        return first in VERBS or first in RANK_WORDS

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
        return Msg("core.unknown_action", text=text)

    def _why_not_play(
        self, hand: list[int], kind: int, colour: int | None, last: bool
    ) -> Msg | None:
        """Why playing ``kind`` (naming ``colour``, calling ``last``) is refused."""
        rank = KIND_RANK[kind]
        phase = self.phase
        card = next((c for c in hand if CARD_KIND[c] == kind), None)
        if card is None:
            return Msg("maumau.illegal.not_in_hand", card=kind_msg(kind))
        if self.drawn is not None and CARD_KIND[self.drawn] != kind:
            return Msg("maumau.illegal.only_drawn", card=card_msg(self.drawn))
        if phase == PHASE_PENALTY and rank != DRAW_TWO:
            return Msg("maumau.illegal.penalty_pending", count=self.pending)
        if phase == PHASE_WILD4:
            suffix = "" if self.options.bluffing else ".no_challenge"
            return Msg("maumau.illegal.wild_four_pending" + suffix, count=self.pending)
        if rank >= WILD and colour is None:
            return Msg("maumau.illegal.need_colour", card=kind_msg(kind))
        if last and len(hand) != 2:
            return Msg("maumau.illegal.last_not_now", count=len(hand))
        top = self.discard[-1]
        if phase == PHASE_PLAY and not PLAYABLE[self.colour][CARD_RANK[top]][card]:
            return Msg("maumau.illegal.no_match", card=kind_msg(kind), top=card_msg(top),
                       colour=colour_msg(self.colour))
        if (rank == WILD_FOUR and not self.options.bluffing
                and self._holds_colour(hand, self.colour)):
            return Msg("maumau.illegal.wild_four_colour", colour=colour_msg(self.colour))
        return None

    # --- moves ----------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._version += 1
        kind = action.kind
        if kind == PLAY:
            return self._play(seat, *action.data)
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
        return [_event("colour_chosen", seat, {"colour": COLOURS[self.colour]}),
                self._turn_event()]

    def _play(self, seat: int, kind: int, chosen: int | None, last: bool) -> list[Event]:
        hand = self.hands[seat]
        if self.phase == PHASE_DRAWN:
            card: int = self.drawn  # type: ignore[assignment]
            self.drawn = None
        else:
            for card in hand:
                if CARD_KIND[card] == kind:
                    break
        two = len(hand) == 2
        hand.remove(card)
        self.report = None  # the next player acted: the chance to report is gone
        before = self.colour
        self.discard.append(card)
        rank = CARD_RANK[card]
        colour = self.colour = chosen if chosen is not None else CARD_COLOUR[card]
        if two:
            self.called[seat] = last
        elif not hand:
            return [_event("play", seat, {
                "card": card, "colour": COLOURS[colour], "last": last, "left": 0,
                "effect": EFFECTS.get(rank), "skipped": None, "victim": None,
                "direction": DIRECTION_NAME[self.direction], "pending": 0, "next": None,
            })] + self._end_round(seat)
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
        if two and not last and nxt != seat:
            self.report = (seat, nxt)
        self.phase = phase
        self.turn = nxt
        return [
            _event("play", seat, {
                "card": card, "colour": COLOURS[colour], "last": last, "left": len(hand),
                "effect": EFFECTS.get(rank), "skipped": skipped, "victim": victim,
                "direction": DIRECTION_NAME[direction], "pending": self.pending, "next": nxt,
            }),
            self._turn_event(),
        ]

    def _draw(self, seat: int, count: int, reason: str, events: list[Event]) -> list[int]:
        """``seat`` draws up to ``count`` cards, reshuffling the discard pile
        (all but its top card) into an empty stock; a public event tells how
        many, a private one which."""
        stock = self.stock
        hand = self.hands[seat]
        got: list[int] = []
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
        events.append(_event("draw", seat, {
            "count": len(got), "wanted": count, "reason": reason, "hand": len(hand),
            "stock": len(stock),
        }))
        return got

    def _draw_action(self, seat: int) -> list[Event]:
        self.report = None
        events: list[Event] = []
        if self.phase == PHASE_PLAY:
            got = self._draw(seat, 1, "choice", events)
            playable = bool(got) and self._may_play(got[0], self.hands[seat])
            if got:
                events.append(_event("drawn", seat, {
                    "cards": got, "reason": "choice", "playable": playable,
                }, visible_to=(seat,)))
            if playable:
                self.phase = PHASE_DRAWN
                self.drawn = got[0]
                return events
            events.append(_event("pass", seat, {"forced": True}))
        else:  # taking a penalty: the turn is lost
            reason = "draw2" if self.phase == PHASE_PENALTY else "draw4"
            got = self._draw(seat, self.pending, reason, events)
            if got:
                events.append(_event("drawn", seat, {"cards": got, "reason": reason},
                                     visible_to=(seat,)))
            self.pending = 0
            self.wild_four = None
            self.phase = PHASE_PLAY
        self.turn = self._step(seat, 1)
        events.append(self._turn_event())
        return events

    def _challenge(self, seat: int) -> list[Event]:
        self.report = None
        player, bluff, shown, before = self.wild_four  # type: ignore[misc]
        self.wild_four = None
        drawer = player if bluff else seat
        count = WILD_FOUR_PENALTY if bluff else WILD_FOUR_PENALTY + CHALLENGE_PENALTY
        events = [
            # everybody learns who draws; only the challenger learns whether it was a
            # bluff, and is shown the hand as it was when the Joker +4 was played
            _event("challenge", seat, {"target": player, "drawer": drawer, "count": count}),
            _event("hand_shown", player, {
                "to": seat, "cards": list(shown), "colour": COLOURS[before], "bluff": bluff,
            }, visible_to=(seat,)),
        ]
        got = self._draw(drawer, count, "challenge", events)
        if got:
            events.append(_event("drawn", drawer, {"cards": got, "reason": "challenge"},
                                 visible_to=(drawer,)))
        self.pending = 0
        self.phase = PHASE_PLAY
        if not bluff:  # the challenger loses the turn
            self.turn = self._step(seat, 1)
        events.append(self._turn_event())
        return events

    def _report(self, seat: int) -> list[Event]:
        target = self.report[0]  # type: ignore[index]
        self.report = None
        events = [_event("report", seat, {"target": target, "count": REPORT_PENALTY})]
        got = self._draw(target, REPORT_PENALTY, "report", events)
        if got:
            events.append(_event("drawn", target, {"cards": got, "reason": "report"},
                                 visible_to=(target,)))
        return events  # the reporter's turn goes on

    # --- scoring ------------------------------------------------------------

    def _end_round(self, winner: int) -> list[Event]:
        team = self.teams[self.team_of[winner]]
        hand_points = [sum(CARD_POINTS[c] for c in hand) for hand in self.hands]
        points = sum(p for s, p in enumerate(hand_points) if s not in team)
        for s in team:
            self.scores[s] += points
        record = {"round": self.round, "winner": winner, "team": list(team), "points": points,
                  "hand_points": hand_points, "scores": list(self.scores)}
        self.history.append(record)
        events = [_event("round_over", winner, {
            **record, "hand_points": list(hand_points), "scores": list(self.scores),
            "hands": [list(h) for h in self.hands],
        })]
        self.report = None
        self.pending = 0
        self.wild_four = None
        if self.options.quick or self.scores[winner] >= self.options.points_per_match:
            self.over = True
            self.phase = PHASE_OVER
            self.winners = tuple(sorted(team))
            events.append(_event("match_over", None, {
                "winners": list(self.winners), "scores": list(self.scores),
            }))
            return events
        return events + self._new_round()

    def result(self) -> Result | None:
        if not self.over:
            return None
        return Result(tuple(self.scores), self.winners)

    # --- automatic play -------------------------------------------------------

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
        sizes, scores and who called "Letzte". Never another hand's cards."""
        turn = None if self.over else self.turn
        own_turn = seat is not None and seat == turn
        report = self.report
        return {
            "game": "maumau",
            "seat": seat,
            "players": self.players,
            "hand": self.hands[seat][:] if seat is not None else [],
            "hand_counts": [len(h) for h in self.hands],
            "top": self.discard[-1],
            "colour": COLOUR_NAME[self.colour],
            "direction": DIRECTION_NAME[self.direction],
            "turn": turn,
            "next": None if turn is None else (turn + self.direction) % self.players,
            "phase": self.phase,
            "pending": self.pending,
            "drawn": self.drawn if own_turn else None,
            "can_report": report[0] if own_turn and report is not None else None,
            "called": self.called[:],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "scores": self.scores[:],
            "round": self.round,
            "over": self.over,
            "winners": list(self.winners),
            "history": [dict(r) for r in self.history] if self.history else [],
            **self._table,
        }

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
                None if wild_four is None
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


def _best_colour(hand: list[int]) -> int:
    """The colour ``hand`` holds most of (the first in order on a tie)."""
    counts = [0, 0, 0, 0]
    for card in hand:
        colour = CARD_COLOUR[card]
        if colour != NO_COLOUR:
            counts[colour] += 1
    return counts.index(max(counts))
