"""Mad Nooks Poker: chips, exchanges, one round of fixed-limit betting and
a showdown of pictures (docs/rules/madnooks.md, "Poker"; decisions 9-11).

A match is ``hands`` hands; every player starts with ``chips``.

- A player is *in the match* while their chips are at least the ante (ante
  0: more than 0 chips); the others are out (bust) and skipped. The match
  ends after ``hands`` hands or when fewer than 2 players are in the match.
  Result: the chips per seat; the most chips win (ties: all).
- Seat 0 deals the first hand; the deal moves to the next seat in the match
  each hand. Everything starts left of the dealer (dealer+1, +2, ..., the
  dealer last): the *order* of the hand.
- Deal: the 38 tiles are shuffled (the game's chance); each player in the
  match pays the ante into the pot and gets 4 hidden tiles and 1 face-up
  tile (public). The rest is the stack (its top is the end of the list).
- Exchange phase: one turn per player in order. ``exchange <code>`` puts
  that hidden tile out of play, face down (nobody learns it), gives the top
  tile of the stack and costs ``price`` (into the pot); allowed while the
  player has exchanges left, chips >= price and the stack is not empty.
  ``stand`` ends the turn; it also ends by itself when no further exchange
  is possible. A player who cannot exchange at all is skipped (announced).
  With the option ``exchanges`` at 0 there is no exchange phase.
- Betting: one round, fixed limit, in order, among the players not folded:
  ``check``, ``bet``, ``call``, ``raise`` (at most 3), ``fold`` (only when
  there is something to call). A bet or raise is offered only when the
  actor and every other player still in the hand can call the new level
  (no side pots). The round ends when every player not folded has acted
  since the last bet or raise and matched the level; when all but one
  fold, that one wins the pot at once (no showdown, tiles stay hidden).
- Picture phase: each player still in the hand, in order, decides their
  picture: ``picture best`` (solver.best_picture of the five tiles) or by
  hand with ``picture lay <code> <rot> <x>,<y>`` (the first at 0,0 in
  rotation 0), ``picture undo`` and ``picture show``.
- Showdown: every picture shown tile by tile, in order; the most points
  win the pot; ties split it, the odd chips one each to the tied players in
  order from the dealer's left. Then the next hand, or the end.

Action texts: ``exchange kbrg``, ``stand``, ``check``, ``bet``, ``call``,
``raise``, ``fold``, ``picture best``, ``picture lay kbrg 90 1,-1``,
``picture undo``, ``picture show``. Typed forms also accepted (the move
grammar, moves.py): German words (``tausche``, ``fertig``, ``schieben``,
``setzen``, ``mitgehen``, ``erhöhen``, ``aussteigen``,
``bild``/``lege``/``zurück``/``zeigen``) and ``s`` for black in a code.
"""

from __future__ import annotations

import hashlib
from bisect import insort
from functools import lru_cache, partial
from typing import Any

import accessible_games.games.madnooks.messages as messages
from accessible_games.core.errors import OptionError
from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg
from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.messages import (
    placement_msg,
    position_msg,
    rotation_msg,
    tile_msg,
)
from accessible_games.games.madnooks.moves import (
    LAY,
    PASS,
    Typed,
    bad_angle,
    head,
    read_move,
)
from accessible_games.games.madnooks.options import POKER, MadNooksOptions
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.madnooks.solver import Picture, best_picture
from accessible_games.games.madnooks.tiles import (
    DECK_SIZE,
    Colours,
    load_deck,
    rotation_text,
    tile_code,
)

CATALOG = messages.__name__

# phases
EXCHANGE_PHASE, BETTING, PICTURE, OVER = "exchange", "betting", "picture", "over"
PHASES = (EXCHANGE_PHASE, BETTING, PICTURE, OVER)

# action kinds
EXCHANGE, STAND = "exchange", "stand"
CHECK, BET, CALL, RAISE, FOLD = "check", "bet", "call", "raise", "fold"
PICTURE_BEST, PICTURE_LAY, PICTURE_UNDO, PICTURE_SHOW = (
    "picture_best",
    "picture_lay",
    "picture_undo",
    "picture_show",
)
BETTING_KINDS = (CHECK, BET, CALL, RAISE, FOLD)
PICTURE_KINDS = (PICTURE_BEST, PICTURE_LAY, PICTURE_UNDO, PICTURE_SHOW)

#: at most this many raises in the betting round
MAX_RAISES = 3
#: hidden tiles per player, and the face-up one
HIDDEN = 4

# why the match ended
HANDS_PLAYED, BUST = "hands", "bust"

# why an exchange turn is skipped
NO_EXCHANGES, BROKE, STACK_EMPTY = "no_exchanges", "broke", "stack_empty"


@lru_cache(maxsize=8192)
def _best(colours: tuple[Colours, ...]) -> Picture:
    return best_picture(colours)


def best_of(tiles: list[int]) -> tuple[list[int], Picture]:
    """The best picture of these tile ids (sorted by id first, so the same
    tiles always give the same picture): the tiles in that order and the
    solver's picture (its ``order`` indexes that list). Cached."""
    deck = load_deck()
    ordered = sorted(tiles)
    return ordered, _best(tuple(deck[t] for t in ordered))


def picture_steps(tiles: list[int], picture: Picture) -> list[list[Any]]:
    """A picture as steps [tile, code, rotation, x, y, points, total]."""
    deck = load_deck()
    total = 0
    out = []
    for index, p in zip(picture.order, picture.placements, strict=True):
        total += p.points
        tile = tiles[index]
        out.append([tile, tile_code(deck[tile]), p.rotation, p.x, p.y, p.points, total])
    return out


def picture_text(colours: Colours, rotation: int, x: int, y: int) -> str:
    return f"picture lay {tile_code(colours).lower()} {rotation_text(rotation)} {x},{y}"


class MadNooksPoker(MadNooks):
    """Mad Nooks Poker (``MadNooksPoker(n, {"variant": "poker"}, seed)``,
    or the game's entry: ``entry("madnooks").make_game``)."""

    plays = (POKER,)

    # --- set-up -------------------------------------------------------------

    def setup(self) -> list[Event]:
        o: MadNooksOptions = self.options
        n = self.players
        self.check_table()
        if o.ante > o.chips:
            raise OptionError(
                Msg("madnooks.poker.option.ante_above_chips", ante=o.ante, chips=o.chips)
            )
        self.variant = o.variant
        self.deck = load_deck()
        self.ante, self.price, self.bet_size = o.ante, o.price, o.bet
        self.max_exchanges, self.hands_total = o.exchanges, o.hands
        self.chips = [o.chips] * n
        self.pot = 0
        self.hand_no = 0
        self.dealer = 0
        self.phase = EXCHANGE_PHASE
        self.hidden: list[list[int]] = [[] for _ in range(n)]
        self.face_up: list[int | None] = [None] * n
        self.out_of_play: list[int] = []
        self.stack: list[int] = []
        self.exchanges_left = [0] * n
        self.out = [False] * n  # not in the match (bust)
        self.dealt = [False] * n  # dealt into this hand
        self.folded = [False] * n
        self.contrib = [0] * n
        self.level = 0
        self.raises = 0
        self.acted: set[int] = set()
        self.order: list[int] = []
        self.queue: list[int] = []  # the seats still to act in the exchange or picture phase
        self.built: list[list[list[int]]] = [[] for _ in range(n)]  # [tile, rotation, x, y, points]
        self.decided: list[dict[str, Any] | None] = [None] * n
        self.showdown: dict[str, Any] | None = None
        self.turn = 0
        self.over = False
        self.reason: str | None = None
        self.winners: list[int] = []
        self.scores = list(self.chips)
        # Classic's attributes some shared code reads
        self.hands = self.hidden
        self.area = Area()
        self.layers: list[int | None] = []
        self.round = 1
        self.rounds = None
        self.misses = 0
        self.last = None
        self.draw_on_miss = False
        self._reset_legal()
        events = [
            Event(
                "game_start",
                None,
                {
                    "variant": self.variant,
                    "players": n,
                    "chips": o.chips,
                    "ante": o.ante,
                    "price": o.price,
                    "exchanges": o.exchanges,
                    "bet": o.bet,
                    "hands": o.hands,
                },
            )
        ]
        return events + self._deal(0)

    def in_match(self, seat: int) -> bool:
        chips = self.chips[seat]
        return chips >= self.ante if self.ante > 0 else chips > 0

    def _deal(self, dealer: int) -> list[Event]:
        n = self.players
        self._version += 1
        self.hand_no += 1
        self.dealer = dealer
        self.out = [not self.in_match(s) for s in range(n)]
        self.dealt = [not o for o in self.out]
        self.order = [(dealer + k) % n for k in range(1, n + 1) if self.dealt[(dealer + k) % n]]
        order = list(range(DECK_SIZE))
        self.chance.shuffle(order)
        self.hidden = [[] for _ in range(n)]
        self.hands = self.hidden
        self.face_up = [None] * n
        self.out_of_play = []
        self.folded = [False] * n
        self.contrib = [0] * n
        self.level = 0
        self.raises = 0
        self.acted = set()
        self.built = [[] for _ in range(n)]
        self.decided = [None] * n
        self.exchanges_left = [self.max_exchanges if self.dealt[s] else 0 for s in range(n)]
        for seat in self.order:
            self.chips[seat] -= self.ante
            self.pot += self.ante
        for seat in self.order:
            self.hidden[seat] = sorted(order.pop() for _ in range(HIDDEN))
        for seat in self.order:
            self.face_up[seat] = order.pop()
        self.stack = order
        self.scores = list(self.chips)
        events = [
            Event(
                "hand_start",
                None,
                {
                    "hand": self.hand_no,
                    "hands": self.hands_total,
                    "dealer": dealer,
                    "ante": self.ante,
                    "pot": self.pot,
                    "players": list(self.order),
                    "out": [s for s in range(n) if self.out[s]],
                    "chips": list(self.chips),
                    "stack": len(self.stack),
                },
            )
        ]
        events += [Event("dealt", s, {"tiles": list(self.hidden[s])}, (s,)) for s in self.order]
        events.append(Event("face_up", None, {"tiles": list(self.face_up)}))
        if self.max_exchanges > 0:
            self.phase = EXCHANGE_PHASE
            events.append(
                Event(
                    "phase",
                    None,
                    {"phase": EXCHANGE_PHASE, "price": self.price, "exchanges": self.max_exchanges},
                )
            )
            self.queue = list(self.order)
            return events + self._next_exchange()
        return events + self._start_betting()

    # --- the phases ---------------------------------------------------------------

    def skip_reason(self, seat: int) -> str | None:
        """Why ``seat`` cannot exchange now (None: it can)."""
        if self.exchanges_left[seat] <= 0:
            return NO_EXCHANGES
        if self.chips[seat] < self.price:
            return BROKE
        if not self.stack:
            return STACK_EMPTY
        return None

    def _next_exchange(self) -> list[Event]:
        """The turn to the next seat of the queue that can exchange; the
        others are skipped (announced). With none left, the betting."""
        events: list[Event] = []
        while self.queue:
            seat = self.queue[0]
            why = self.skip_reason(seat)
            if why is None:
                self.turn = seat
                self._version += 1
                return events + [
                    Event(
                        "turn", seat, {"phase": EXCHANGE_PHASE, "left": self.exchanges_left[seat]}
                    )
                ]
            self.queue.pop(0)
            events.append(Event("exchange_skipped", seat, {"reason": why}))
        return events + self._start_betting()

    def _active(self) -> list[int]:
        """The seats still in the hand, in order."""
        return [s for s in self.order if not self.folded[s]]

    def _start_betting(self) -> list[Event]:
        self.phase = BETTING
        self.contrib = [0] * self.players
        self.level = 0
        self.raises = 0
        self.acted = set()
        self.turn = self._active()[0]
        self._version += 1
        return [
            Event("phase", None, {"phase": BETTING, "bet": self.bet_size, "pot": self.pot}),
            self._betting_turn(),
        ]

    def to_call(self, seat: int) -> int:
        return self.level - self.contrib[seat]

    def _betting_turn(self) -> Event:
        seat = self.turn
        return Event(
            "turn",
            seat,
            {
                "phase": BETTING,
                "to_call": self.to_call(seat),
                "level": self.level,
                "pot": self.pot,
                "raises": self.raises,
            },
        )

    def can_raise_to(self, level: int) -> bool:
        """Whether every player still in the hand could call ``level``."""
        return all(self.chips[s] >= level - self.contrib[s] for s in self._active())

    def _start_pictures(self) -> list[Event]:
        self.phase = PICTURE
        self.queue = list(self._active())
        self.turn = self.queue[0]
        self._version += 1
        return [Event("phase", None, {"phase": PICTURE, "pot": self.pot}), self._picture_turn()]

    def _picture_turn(self) -> Event:
        return Event("turn", self.turn, {"phase": PICTURE})

    # --- the contract -----------------------------------------------------------

    def five(self, seat: int) -> list[int]:
        """The seat's five tiles: hidden and face-up."""
        face = self.face_up[seat]
        return list(self.hidden[seat]) + ([face] if face is not None else [])

    def best(self, seat: int) -> tuple[list[int], Picture]:
        return best_of(self.five(seat))

    def _built_area(self, seat: int) -> Area:
        area = Area()
        for tile, rotation, x, y, _ in self.built[seat]:
            area.lay(tile, self.deck[tile], rotation, x, y)
        return area

    def _unlaid(self, seat: int) -> list[int]:
        laid = {step[0] for step in self.built[seat]}
        return [t for t in sorted(self.five(seat)) if t not in laid]

    def _compute_legal(self, seat: int) -> list[Action]:
        if self.phase == EXCHANGE_PHASE:
            out = []
            if self.skip_reason(seat) is None:
                seen: set[Colours] = set()
                for tile in self.hidden[seat]:
                    colours = self.deck[tile]
                    if colours in seen:
                        continue
                    seen.add(colours)
                    out.append(
                        Action(
                            f"exchange {tile_code(colours).lower()}",
                            Msg(
                                "madnooks.poker.action.exchange",
                                tile=tile_msg(colours),
                                price=self.price,
                            ),
                            EXCHANGE,
                            (tile,),
                        )
                    )
            out.append(Action("stand", Msg("madnooks.poker.action.stand"), STAND, ()))
            return out
        if self.phase == BETTING:
            out = []
            owe = self.to_call(seat)
            if owe == 0:
                out.append(Action("check", Msg("madnooks.poker.action.check"), CHECK, (0,)))
            if self.level == 0:
                if self.can_raise_to(self.bet_size):
                    out.append(
                        Action(
                            "bet",
                            Msg(
                                "madnooks.poker.action.bet",
                                amount=self.bet_size,
                                pot=self.pot + self.bet_size,
                            ),
                            BET,
                            (self.bet_size, self.bet_size),
                        )
                    )
            else:
                if owe > 0:
                    out.append(
                        Action(
                            "call",
                            Msg("madnooks.poker.action.call", amount=owe, pot=self.pot + owe),
                            CALL,
                            (owe, self.level),
                        )
                    )
                new = self.level + self.bet_size
                if self.raises < MAX_RAISES and self.can_raise_to(new):
                    pay = new - self.contrib[seat]
                    out.append(
                        Action(
                            "raise",
                            Msg(
                                "madnooks.poker.action.raise",
                                level=new,
                                amount=pay,
                                pot=self.pot + pay,
                            ),
                            RAISE,
                            (pay, new),
                        )
                    )
            if owe > 0:
                out.append(Action("fold", Msg("madnooks.poker.action.fold", amount=owe), FOLD, ()))
            return out
        if self.phase == PICTURE:
            tiles, picture = self.best(seat)
            out = [
                Action(
                    "picture best",
                    Msg(
                        "madnooks.poker.action.picture_best",
                        points=picture.points,
                        tiles=len(picture.order),
                    ),
                    PICTURE_BEST,
                    (),
                )
            ]
            if self.built[seat]:
                out.append(
                    Action(
                        "picture show",
                        Msg(
                            "madnooks.poker.action.picture_show",
                            points=sum(s[4] for s in self.built[seat]),
                            tiles=len(self.built[seat]),
                        ),
                        PICTURE_SHOW,
                        (),
                    )
                )
                out.append(
                    Action(
                        "picture undo", Msg("madnooks.poker.action.picture_undo"), PICTURE_UNDO, ()
                    )
                )
            area = self._built_area(seat)
            seen = set()
            for tile in self._unlaid(seat):
                colours = self.deck[tile]
                if colours in seen:
                    continue
                seen.add(colours)
                for p in area.placements(colours):
                    label = partial(
                        placement_msg, colours, p.rotation, p.x, p.y, p.points, p.touches
                    )
                    out.append(
                        Action(
                            picture_text(colours, p.rotation, p.x, p.y),
                            label,
                            PICTURE_LAY,
                            (tile, p.rotation, p.x, p.y, p.points),
                        )
                    )
            return out
        return []

    def actions_for_tile(self, seat: int, tile: int) -> list[Action]:
        colours = self.deck[tile]
        return [
            a
            for a in self.legal_actions(seat)
            if a.kind in (PICTURE_LAY, EXCHANGE) and self.deck[a.data[0]] == colours
        ]

    # --- moves ---------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._version += 1
        kind = action.kind
        if kind == EXCHANGE:
            tile = action.data[0]
            self.hidden[seat].remove(tile)
            self.out_of_play.append(tile)
            new = self.stack.pop()
            insort(self.hidden[seat], new)
            self.chips[seat] -= self.price
            self.pot += self.price
            self.exchanges_left[seat] -= 1
            self.scores = list(self.chips)
            events = [
                Event(
                    "exchanged",
                    seat,
                    {
                        "price": self.price,
                        "pot": self.pot,
                        "chips": self.chips[seat],
                        "left": self.exchanges_left[seat],
                        "stack": len(self.stack),
                    },
                ),
                Event("exchange_drawn", seat, {"gave": tile, "tile": new}, (seat,)),
            ]
            if self.skip_reason(seat) is None:
                return events + [
                    Event(
                        "turn", seat, {"phase": EXCHANGE_PHASE, "left": self.exchanges_left[seat]}
                    )
                ]
            self.queue.pop(0)
            return events + self._next_exchange()
        if kind == STAND:
            self.queue.pop(0)
            return [Event("stood", seat, {})] + self._next_exchange()
        if kind in BETTING_KINDS:
            return self._bet(seat, action)
        if kind == PICTURE_LAY:
            tile, rotation, x, y, points = action.data
            self.built[seat].append([tile, rotation, x, y, points])
            return [
                Event(
                    "picture_laid",
                    seat,
                    {
                        "tile": tile,
                        "code": tile_code(self.deck[tile]),
                        "rotation": rotation,
                        "x": x,
                        "y": y,
                        "points": points,
                        "total": sum(s[4] for s in self.built[seat]),
                        "laid": len(self.built[seat]),
                    },
                    (seat,),
                )
            ]
        if kind == PICTURE_UNDO:
            step = self.built[seat].pop()
            return [
                Event(
                    "picture_undone",
                    seat,
                    {
                        "tile": step[0],
                        "code": tile_code(self.deck[step[0]]),
                        "laid": len(self.built[seat]),
                    },
                    (seat,),
                )
            ]
        if kind in (PICTURE_BEST, PICTURE_SHOW):
            if kind == PICTURE_BEST:
                tiles, picture = self.best(seat)
                steps = picture_steps(tiles, picture)
                self.built[seat] = []
            else:
                steps, total = [], 0
                for tile, rotation, x, y, points in self.built[seat]:
                    total += points
                    steps.append([tile, tile_code(self.deck[tile]), rotation, x, y, points, total])
            self.decided[seat] = {
                "steps": steps,
                "points": steps[-1][6] if steps else 0,
                "tiles": len(steps),
                "by_hand": kind == PICTURE_SHOW,
            }
            self.queue.pop(0)
            events = [Event("picture_decided", seat, {"by_hand": kind == PICTURE_SHOW})]
            if self.queue:
                self.turn = self.queue[0]
                return events + [self._picture_turn()]
            return events + self._showdown()
        raise AssertionError(f"unknown action {action}")

    def _bet(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == FOLD:
            self.folded[seat] = True
            event = Event("folded", seat, {"pot": self.pot, "chips": self.chips[seat]})
            active = self._active()
            if len(active) == 1:
                return [event] + self._award(active, uncontested=True)
        else:
            pay = action.data[0] if kind in (CALL, BET, RAISE) else 0
            self.chips[seat] -= pay
            self.contrib[seat] += pay
            self.pot += pay
            if kind in (BET, RAISE):
                self.level = self.contrib[seat]
                self.acted = set()
                if kind == RAISE:
                    self.raises += 1
            self.scores = list(self.chips)
            event = Event(
                kind,
                seat,
                {
                    "amount": pay,
                    "level": self.level,
                    "contribution": self.contrib[seat],
                    "pot": self.pot,
                    "chips": self.chips[seat],
                    "raises": self.raises,
                },
            )
        self.acted.add(seat)
        active = self._active()
        if all(s in self.acted and self.contrib[s] == self.level for s in active):
            return [
                event,
                Event(
                    "betting_over", None, {"pot": self.pot, "level": self.level, "players": active}
                ),
            ] + self._start_pictures()
        i = self.order.index(seat)
        n = len(self.order)
        for k in range(1, n + 1):
            nxt = self.order[(i + k) % n]
            if not self.folded[nxt]:
                self.turn = nxt
                break
        return [event, self._betting_turn()]

    def _showdown(self) -> list[Event]:
        events = []
        pictures = []
        for seat in self._active():
            d = self.decided[seat]
            assert d is not None
            shown = dict(d, seat=seat, five=sorted(self.five(seat)))
            pictures.append(shown)
            events.append(
                Event(
                    "picture_shown",
                    seat,
                    {
                        "steps": [list(s) for s in d["steps"]],
                        "points": d["points"],
                        "tiles": d["tiles"],
                        "by_hand": d["by_hand"],
                        "five": sorted(self.five(seat)),
                    },
                )
            )
        top = max(p["points"] for p in pictures)
        winners = [p["seat"] for p in pictures if p["points"] == top]
        return events + self._award(winners, pictures=pictures)

    def _award(
        self,
        winners: list[int],
        uncontested: bool = False,
        pictures: list[dict[str, Any]] | None = None,
    ) -> list[Event]:
        pot = self.pot
        shares = [0] * self.players
        each, odd = divmod(pot, len(winners))
        in_order = [s for s in self.order if s in winners]
        for k, seat in enumerate(in_order):
            shares[seat] = each + (1 if k < odd else 0)
            self.chips[seat] += shares[seat]
        self.pot = 0
        self.scores = list(self.chips)
        data = {
            "hand": self.hand_no,
            "pot": pot,
            "winners": in_order,
            "shares": shares,
            "chips": list(self.chips),
            "uncontested": uncontested,
        }
        if pictures is not None:
            self.showdown = {
                "hand": self.hand_no,
                "pictures": [
                    {
                        "seat": p["seat"],
                        "steps": [list(s) for s in p["steps"]],
                        "points": p["points"],
                        "tiles": p["tiles"],
                        "by_hand": p["by_hand"],
                        "five": list(p["five"]),
                    }
                    for p in pictures
                ],
                "winners": list(in_order),
                "shares": list(shares),
                "pot": pot,
            }
            data["points"] = max(p["points"] for p in pictures)
        events = [Event("pot_won", None, data)]
        return events + self._next_hand()

    def _next_hand(self) -> list[Event]:
        n = self.players
        playing = [s for s in range(n) if self.in_match(s)]
        if self.hand_no >= self.hands_total:
            return self._end_match(HANDS_PLAYED)
        if len(playing) < 2:
            return self._end_match(BUST)
        dealer = next(
            (self.dealer + k) % n for k in range(1, n + 1) if self.in_match((self.dealer + k) % n)
        )
        return self._deal(dealer)

    def _end_match(self, reason: str) -> list[Event]:
        self.over = True
        self.phase = OVER
        self.reason = reason
        self.scores = list(self.chips)
        top = max(self.chips)
        self.winners = [s for s in range(self.players) if self.chips[s] == top]
        self._version += 1
        return [
            Event(
                "game_over",
                None,
                {
                    "scores": list(self.chips),
                    "winners": list(self.winners),
                    "reason": reason,
                    "hands_played": self.hand_no,
                },
            )
        ]

    # --- typed moves and refusals ------------------------------------------------

    def why_illegal(self, seat: int, text: str) -> Msg:
        typed = read_move(text)
        verb = typed.verb if typed is not None else head(text)
        phase_msg = Msg(f"madnooks.poker.phase.{self.phase}")
        if verb in (EXCHANGE, STAND):
            if self.phase != EXCHANGE_PHASE:
                return Msg("madnooks.poker.illegal.phase", phase=phase_msg)
            if verb == STAND:
                return Msg("madnooks.poker.illegal.syntax", text=text.strip())
            why = self.skip_reason(seat)
            if why is not None:
                return Msg(
                    f"madnooks.poker.illegal.exchange.{why}",
                    price=self.price,
                    chips=self.chips[seat],
                )
            if typed is None or typed.tile is None:
                return Msg("madnooks.poker.illegal.exchange.syntax", text=text.strip())
            colours = typed.tile
            face = self.face_up[seat]
            if face is not None and self.deck[face] == colours:
                return Msg("madnooks.poker.illegal.exchange.face_up", tile=tile_msg(colours))
            if not any(self.deck[t] == colours for t in self.hidden[seat]):
                return Msg(
                    "madnooks.poker.illegal.not_held",
                    code=tile_code(colours),
                    tile=tile_msg(colours),
                )
        elif verb in BETTING_KINDS:
            reason = self._why_not_bet(seat, verb, typed is not None, text)
            if reason is not None:
                return reason
        elif verb == PICTURE:  # the verb is named as the phase
            if self.phase != PICTURE:
                return Msg("madnooks.poker.illegal.phase", phase=phase_msg)
            reason = self._why_not_picture(seat, typed, text)
            if reason is not None:
                return reason
        elif verb in (LAY, PASS):
            return Msg("madnooks.poker.illegal.classic")
        if typed is None:
            return Msg("madnooks.poker.illegal.syntax", text=text.strip())
        return super().why_illegal(seat, text)

    def _why_not_bet(self, seat: int, verb: str, read: bool, text: str) -> Msg | None:
        """Why a move of the betting round is refused (``read``: the line
        reads as that move alone)."""
        if self.phase != BETTING:
            phase_msg = Msg(f"madnooks.poker.phase.{self.phase}")
            return Msg("madnooks.poker.illegal.phase", phase=phase_msg)
        if not read:
            return Msg("madnooks.poker.illegal.syntax", text=text.strip())
        owe = self.to_call(seat)
        if verb == CHECK:
            return Msg("madnooks.poker.illegal.check", amount=owe)
        if verb == CALL:
            return Msg("madnooks.poker.illegal.call")
        if verb == FOLD:
            return Msg("madnooks.poker.illegal.fold")
        if verb == BET and self.level > 0:
            return Msg("madnooks.poker.illegal.bet.made", level=self.level)
        if verb == RAISE and self.level == 0:
            return Msg("madnooks.poker.illegal.raise.none")
        if verb == RAISE and self.raises >= MAX_RAISES:
            return Msg("madnooks.poker.illegal.raise.cap", count=MAX_RAISES)
        new = self.level + self.bet_size
        short = [s for s in self._active() if self.chips[s] < new - self.contrib[s]]
        if short:
            if seat in short:
                return Msg("madnooks.poker.illegal.afford.own", level=new, chips=self.chips[seat])
            return Msg(
                "madnooks.poker.illegal.afford",
                player=Msg("core.seat", number=short[0] + 1),
                level=new,
            )
        return None

    def _why_not_picture(self, seat: int, typed: Typed | None, text: str) -> Msg | None:
        """Why a picture move is refused in the picture phase."""
        if typed is None:
            angle = bad_angle(text)
            if angle is not None:
                return Msg("madnooks.illegal.rotation", text=angle)
            return Msg("madnooks.poker.illegal.picture.syntax", text=text.strip())
        if typed.part in ("undo", "show"):
            return Msg("madnooks.poker.illegal.picture.empty")
        if typed.part != LAY:
            return None
        colours, rotation, position = typed.tile, typed.rotation, typed.position
        if colours is None or rotation is None or position is None:
            return None
        x, y = position
        where = {
            "tile": tile_msg(colours),
            "rotation": rotation_msg(rotation),
            "position": position_msg(x, y),
        }
        unlaid = [t for t in self._unlaid(seat) if self.deck[t] == colours]
        if not unlaid:
            if any(self.deck[t] == colours for t in self.five(seat)):
                return Msg("madnooks.poker.illegal.picture.laid", tile=tile_msg(colours))
            return Msg(
                "madnooks.poker.illegal.not_held", code=tile_code(colours), tile=tile_msg(colours)
            )
        if not self.built[seat]:
            return Msg("madnooks.poker.illegal.picture.first", **where)
        why = self._built_area(seat).check(colours, rotation, x, y)
        if why is not None:
            return Msg(f"madnooks.illegal.{why}", **where)
        return None

    # --- the automatic player ------------------------------------------------------

    def timeout_action(self, seat: int) -> Action | None:
        """Exchange: stand; betting: check if free, else fold; picture: the best."""
        if self.over or seat != self.turn:
            return None
        legal = self.legal_actions(seat)
        wanted = {
            EXCHANGE_PHASE: "stand",
            BETTING: "check" if self.to_call(seat) == 0 else "fold",
            PICTURE: "picture best",
        }[self.phase]
        return next(a for a in legal if a.text == wanted)

    # --- views -----------------------------------------------------------------

    def best_view(self, seat: int) -> dict[str, Any]:
        tiles, picture = self.best(seat)
        return {
            "points": picture.points,
            "tiles": len(picture.order),
            "steps": picture_steps(tiles, picture),
        }

    def _built_steps(self, seat: int) -> list[list[Any]]:
        total = 0
        out = []
        for tile, rotation, x, y, points in self.built[seat]:
            total += points
            out.append([tile, tile_code(self.deck[tile]), rotation, x, y, points, total])
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know. ``hand``: the viewer's hidden tiles (None
        for others); ``face_up``: every seat's face-up tile (None: not dealt
        in); ``best``: the viewer's best picture ({points, tiles, steps:
        [tile, code, rotation, x, y, points, total]}); ``built``: the
        viewer's picture built by hand so far (steps); ``area``: that
        picture as the board's laid tiles ([tile, code, rotation, x, y,
        seat]; while nothing is built by hand, the best picture);
        ``showdown``: the last showdown ({hand, pictures: [{seat, steps,
        points, tiles, by_hand, five}], winners, shares, pot}) until the
        next one."""
        own = seat is not None and 0 <= seat < self.players and self.dealt[seat] and not self.over
        best = self.best_view(seat) if own else None  # type: ignore[arg-type]
        built = self._built_steps(seat) if own else []  # type: ignore[arg-type]
        shown = built if built else (best["steps"] if best else [])
        return {
            "variant": self.variant,
            "players": self.players,
            "me": seat,
            "turn": None if self.over else self.turn,
            "phase": self.phase,
            "hand_no": self.hand_no,
            "hands": self.hands_total,
            "dealer": self.dealer,
            "ante": self.ante,
            "price": self.price,
            "bet": self.bet_size,
            "chips": list(self.chips),
            "scores": list(self.chips),
            "pot": self.pot,
            "contributions": list(self.contrib),
            "level": self.level,
            "raises": self.raises,
            "max_raises": MAX_RAISES,
            "folded": [s for s in range(self.players) if self.folded[s]],
            "out": [s for s in range(self.players) if self.out[s]],
            "order": list(self.order),
            "face_up": list(self.face_up),
            "hand": list(self.hidden[seat])
            if seat is not None and 0 <= seat < self.players
            else None,
            "hand_counts": [len(h) for h in self.hidden],
            "exchanges_left": self.exchanges_left[seat]
            if seat is not None and 0 <= seat < self.players
            else None,
            "stack": len(self.stack),
            "best": best,
            "built": built,
            "area": [[s[0], s[1], s[2], s[3], s[4], seat] for s in shown],
            "decided": [s for s in range(self.players) if self.decided[s] is not None],
            "showdown": _copy_showdown(self.showdown),
            "over": self.over,
            "winners": list(self.winners),
            "reason": self.reason,
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "players": self.players,
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "phase": self.phase,
            "chips": list(self.chips),
            "pot": self.pot,
            "hidden": [list(h) for h in self.hidden],
            "face_up": list(self.face_up),
            "out_of_play": list(self.out_of_play),
            "stack": list(self.stack),
            "exchanges_left": list(self.exchanges_left),
            "out": list(self.out),
            "dealt": list(self.dealt),
            "folded": list(self.folded),
            "contributions": list(self.contrib),
            "level": self.level,
            "raises": self.raises,
            "acted": sorted(self.acted),
            "order": list(self.order),
            "queue": list(self.queue),
            "built": [[list(s) for s in b] for b in self.built],
            "decided": [
                None if d is None else dict(d, steps=[list(s) for s in d["steps"]])
                for d in self.decided
            ],
            "showdown": _copy_showdown(self.showdown),
            "turn": self.turn,
            "over": self.over,
            "winners": list(self.winners),
            "reason": self.reason,
            "chance": hashlib.sha1(repr(self.chance.getstate()).encode()).hexdigest(),
        }

    def places(self) -> dict[str, list[int]]:
        """Every place a tile can be: the stack, each hidden hand, each
        face-up tile, and out of play. Together always all 38."""
        out: dict[str, list[int]] = {
            "stack": list(self.stack),
            "out_of_play": list(self.out_of_play),
        }
        for seat in range(self.players):
            out[f"hand{seat}"] = list(self.hidden[seat])
            face = self.face_up[seat]
            out[f"face_up{seat}"] = [] if face is None else [face]
        return out


def _copy_showdown(showdown: dict[str, Any] | None) -> dict[str, Any] | None:
    if showdown is None:
        return None
    return dict(
        showdown,
        winners=list(showdown["winners"]),
        shares=list(showdown["shares"]),
        pictures=[
            dict(p, steps=[list(s) for s in p["steps"]], five=list(p["five"]))
            for p in showdown["pictures"]
        ],
    )
