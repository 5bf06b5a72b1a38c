"""Mad Nooks' rules: Classic ("um die Punkte") and Solitaire (Solitär);
Poker is poker.py's subclass, chosen by the variant when a game is made.

Rules and decisions: docs/rules/madnooks.md. The laying rules and
the points of a placement are area.py's; this module adds the game around
them.

Classic, as played here:

- The deck (38 tiles) is shuffled with the game's chance; each player is
  dealt 4 tiles in hand (hidden), one after the other from the top; the
  next tile is the start tile, laid face up at 0,0 in rotation 0 (it
  belongs to nobody and scores nothing); the rest is the face-down stack.
- **Decision:** seat 0 starts; play goes up the seats (0, 1, 2, ...).
- On their turn a player lays one tile of their hand (every legal
  placement of every tile is an action) and scores its points, then
  draws the top tile of the stack if it has any. A player who cannot lay
  any tile has exactly one action, ``pass``: they miss the turn (and do
  not draw; with the option ``draw_on_miss`` they draw one tile while the
  stack has any). A player whose hand is empty (the stack is used up) is
  skipped.
- The game ends when the stack and all hands are empty (``all_laid``),
  when every player still holding tiles had to miss a turn, one after
  the other (``blocked``: nothing can change any more, announced), or,
  with the option ``rounds``, when that many rounds are played
  (``rounds``; a round is a turn of every seat, seat 0 first). The most
  points win; ties share the win.

Solitaire, as played here (the same class; ``self.variant``):

- 1 to 6 players share **one** area and one score (the team's): every
  placement's points go to the team, and the view's ``scores`` give every
  seat the team's score. Each player holds 4 tiles (hidden, as in
  Classic); seat 0 starts and play goes up the seats.
- **Decision:** a player who cannot lay draws one tile instead while the
  stack has any (the missed turn is announced); with the stack used up
  they miss the turn. Without that draw, one player alone would be
  stopped by the first hand that does not fit.
- The game ends when every tile is laid (``all_laid``: the picture is
  finished) or when every player still holding tiles had to miss a turn,
  one after the other, with the stack used up (``blocked``: the picture
  stays unfinished; the tiles left over are reported). Nobody plays
  against anybody: the result (:meth:`MadNooks.result`, its own line) is
  the picture, finished or not, the team's one score and the empty cells
  enclosed by the area (``holes``). For the statistics a finished picture
  counts as every seat's success (``winners``: all seats), an unfinished
  one as none's.

Poker (poker.py) keeps this module's laying and adds chips, exchanges,
betting and the showdown.

Action texts (stable, the same in both languages):

- ``lay <code> <rotation> <x>,<y>``: ``lay kbrg 90 3,-2`` (code: the
  tile's colour letters in side order, lower case; rotation 0/90/180/270
  clockwise; the corner's cell). Data: (tile id, rotation 0-3, x, y,
  points). Of two tiles with equal colours in a hand, the lower id is laid.
- ``pass``: miss a turn (only when no tile can be laid).

Typed forms also accepted (the move grammar, moves.py): ``lege kbrg 90 3 -2``,
``lay KBRG 3,-2 90``, ``s`` for black (schwarz) in a code, ``aussetzen``,
``miss``.
"""

from __future__ import annotations

import hashlib
from bisect import insort
from functools import partial
from typing import Any, ClassVar

import accessible_games.games.madnooks.messages as messages
from accessible_games.core.errors import OptionError
from accessible_games.core.game import Action, Event, Result, TurnGame
from accessible_games.core.messages import Msg
from accessible_games.games.madnooks.area import COLOUR, Area
from accessible_games.games.madnooks.messages import (
    colour_msg,
    placement_msg,
    position_msg,
    rotation_msg,
    side_msg,
    tile_msg,
)
from accessible_games.games.madnooks.moves import (
    GRAMMAR,
    LAY,
    PASS,
    bad_angle,
    lay_text,
    read_move,
)
from accessible_games.games.madnooks.options import (
    CLASSIC,
    HAND_SIZE,
    PLAYERS,
    SOLITAIRE,
    MadNooksOptions,
)
from accessible_games.games.madnooks.tiles import (
    DECK_SIZE,
    DELTA,
    EDITION,
    OPPOSITE,
    ROTATIONS,
    TIP,
    Colours,
    load_deck,
    tile_code,
)

#: importing the messages registers the catalog
CATALOG = messages.__name__

# action kinds: LAY and PASS, the verbs of moves.py (lay_text writes a placement)

# why a game ended (game_over's and view's "reason")
ALL_LAID = "all_laid"
BLOCKED = "blocked"
ROUNDS = "rounds"
REASONS = (ALL_LAID, BLOCKED, ROUNDS)

PASS_ACTION = Action("pass", Msg("madnooks.action.pass"), PASS, ())
#: the same move when a tile is drawn for it (Solitaire; Classic by option)
PASS_DRAW_ACTION = Action("pass", Msg("madnooks.action.pass.draw"), PASS, ())


class MadNooks(TurnGame):
    id = "madnooks"
    title = Msg("madnooks.title")
    #: edition 2: the tile is a wing of four cells (edition 1: an L of three)
    rules_version = EDITION
    rules_change = Msg("madnooks.rules_change")
    min_players = 1
    max_players = 6
    options_class = MadNooksOptions
    options: MadNooksOptions

    #: the variants this class plays; Poker, with rules of its own, is
    #: poker.MadNooksPoker (the game's entry picks the class by variant)
    plays: ClassVar[tuple[str, ...]] = (CLASSIC, SOLITAIRE)

    # --- set-up -------------------------------------------------------------

    def check_table(self) -> None:
        """Refuse a table the variant cannot play: the number of players
        out of its range, or an option of another variant set."""
        o = self.options
        if o.variant not in self.plays:
            raise ValueError(
                f"{type(self).__name__} does not play {o.variant}; "
                "the entry's make_game picks the class"
            )
        low, high = PLAYERS[o.variant]
        if not low <= self.players <= high:
            raise OptionError(
                Msg("core.players.range", game=self.title, low=low, high=high, count=self.players)
            )
        foreign = o.foreign()
        if foreign:
            raise OptionError(
                Msg(
                    "madnooks.option.foreign",
                    name=Msg(f"madnooks.option.{foreign[0]}"),
                    variant=Msg(f"madnooks.variant.{o.variant}"),
                )
            )

    def setup(self) -> list[Event]:
        o = self.options
        n = self.players
        self.check_table()
        self.variant = o.variant
        #: a player who cannot lay draws a tile (Solitaire; Classic by option)
        self.draw_on_miss = o.variant == SOLITAIRE or o.draw_on_miss
        self.rounds = o.rounds
        self.deck = load_deck()
        order = list(range(DECK_SIZE))
        self.chance.shuffle(order)
        each = HAND_SIZE[self.variant]
        self.hands: list[list[int]] = [sorted(order.pop() for _ in range(each)) for _ in range(n)]
        start = order.pop()
        self.area = Area()
        self.area.lay(start, self.deck[start], 0, 0, 0)
        #: who laid each tile of area.laid (None: the start tile)
        self.layers: list[int | None] = [None]
        #: the face-down stack; its top is the end of the list
        self.stack = order
        self.scores = [0] * n
        self.turn = 0
        self.round = 1
        self.misses = 0
        self.over = False
        self.winners: list[int] = []
        self.reason: str | None = None
        self.last: dict[str, Any] | None = None
        #: whether the last placement drew a tile from the stack (a take-back
        #: would show the player the top of the face-down stack)
        self.drew_after_last = False
        self._reset_legal()
        events = [
            Event(
                "game_start",
                None,
                {
                    "variant": self.variant,
                    "players": n,
                    "rounds": self.rounds,
                    "hand": each,
                    "start": start,
                    "code": tile_code(self.deck[start]),
                    "stack": len(self.stack),
                    "first": 0,
                },
            )
        ]
        events += [
            Event("dealt", seat, {"tiles": list(self.hands[seat])}, (seat,)) for seat in range(n)
        ]
        return events + [self._turn_event()]

    def _turn_event(self) -> Event:
        must_miss = self.legal_actions(self.turn)[0].kind == PASS
        return Event(
            "turn",
            self.turn,
            {
                "round": self.round,
                "must_miss": must_miss,
                "will_draw": must_miss and self.draw_on_miss and bool(self.stack),
            },
        )

    # --- the contract -----------------------------------------------------------

    def _compute_legal(self, seat: int) -> list[Action]:
        """Every placement of every tile in hand (tiles of equal colours
        once), by tile id, then as area.placements sorts them (rotation, x,
        y); or ``pass`` alone."""
        out: list[Action] = []
        seen: set[Colours] = set()
        for tile in self.hands[seat]:
            colours = self.deck[tile]
            if colours in seen:
                continue
            seen.add(colours)
            for p in self.area.placements(colours):
                label = partial(placement_msg, colours, p.rotation, p.x, p.y, p.points, p.touches)
                out.append(
                    Action(
                        lay_text(colours, p.rotation, p.x, p.y),
                        label,
                        LAY,
                        (tile, p.rotation, p.x, p.y, p.points),
                    )
                )
        if out:
            return out
        return [PASS_DRAW_ACTION if self.draw_on_miss and self.stack else PASS_ACTION]

    def actions_for_tile(self, seat: int, tile: int) -> list[Action]:
        """The legal placements of one tile in ``seat``'s hand (a tile of
        equal colours gives the same list)."""
        colours = self.deck[tile]
        return [
            a for a in self.legal_actions(seat) if a.kind == LAY and self.deck[a.data[0]] == colours
        ]

    # --- moves ---------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._version += 1
        if action.kind == PASS:
            if self.draw_on_miss and self.stack:
                # the turn is missed, but a tile is drawn: something may change
                drawn = self.stack.pop()
                insort(self.hands[seat], drawn)
                self.misses = 0
                return [
                    Event("missed", seat, {"in_a_row": 0, "draws": True}),
                    Event("drew", seat, {"stack": len(self.stack)}),
                    Event("drawn", seat, {"tile": drawn}, (seat,)),
                ] + self._advance(seat)
            self.misses += 1
            events = [Event("missed", seat, {"in_a_row": self.misses, "draws": False})]
            if self.misses >= sum(1 for hand in self.hands if hand):
                return events + self._end(BLOCKED)
            return events + self._advance(seat)
        tile, rotation, x, y, points = action.data
        colours = self.deck[tile]
        placement = self.area.placement(colours, rotation, x, y)
        assert placement is not None and placement.points == points
        self.area.lay(tile, colours, rotation, x, y)
        self.layers.append(seat)
        self.hands[seat].remove(tile)
        if self.variant == SOLITAIRE:  # one team, one score
            self.scores = [self.scores[0] + points] * self.players
        else:
            self.scores[seat] += points
        self.misses = 0
        self.last = {
            "seat": seat,
            "tile": tile,
            "code": tile_code(colours),
            "rotation": rotation,
            "x": x,
            "y": y,
            "points": points,
            "touches": [
                {"side": t.side, "colour": t.colour, "full": t.full, "tiles": list(t.tiles)}
                for t in placement.touches
            ],
        }
        events = [Event("laid", seat, dict(self.last, score=self.scores[seat]))]
        self.drew_after_last = bool(self.stack)
        if self.stack:
            drawn = self.stack.pop()
            insort(self.hands[seat], drawn)
            events.append(Event("drew", seat, {"stack": len(self.stack)}))
            events.append(Event("drawn", seat, {"tile": drawn}, (seat,)))
        if not self.stack and not any(self.hands):
            return events + self._end(ALL_LAID)
        return events + self._advance(seat)

    def _advance(self, seat: int) -> list[Event]:
        """The turn passes to the next seat holding tiles; passing seat 0
        starts a new round, or ends the game after the last one."""
        n = self.players
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if nxt == 0:
                if self.rounds is not None and self.round >= self.rounds:
                    return self._end(ROUNDS)
                self.round += 1
            if self.hands[nxt]:
                self.turn = nxt
                self._version += 1
                return [self._turn_event()]
        raise AssertionError("no seat holds tiles, but the game goes on")

    def _end(self, reason: str) -> list[Event]:
        self.over = True
        self.reason = reason
        data: dict[str, Any] = {}
        if self.variant == SOLITAIRE:
            # a finished picture is every seat's success (the statistics'
            # "won"); the result line says it without a winner
            self.winners = list(range(self.players)) if reason == ALL_LAID else []
            data = {
                "holes": [list(c) for c in self.area.holes()],
                "left": sum(len(h) for h in self.hands),
                "laid": len(self.area.laid),
            }
        else:
            top = max(self.scores)
            self.winners = [s for s in range(self.players) if self.scores[s] == top]
        self._version += 1
        return [
            Event(
                "game_over",
                None,
                dict(
                    {"scores": list(self.scores), "winners": list(self.winners), "reason": reason},
                    **data,
                ),
            )
        ]

    def result(self) -> Result | None:
        """Classic: the scores and the winners. Solitaire has no winner over
        anybody: its result is the picture, finished when every tile is laid,
        with the points of the one shared score and the enclosed empty cells
        (a team shares them)."""
        result = super().result()
        if result is None or self.variant != SOLITAIRE:
            return result
        line = Msg(
            "madnooks.result.solitaire",
            finished="yes" if self.reason == ALL_LAID else "no",
            team="alone" if self.players == 1 else "team",
            points=self.scores[0],
            holes=len(self.area.holes()),
            left=sum(len(h) for h in self.hands),
        )
        return Result(result.scores, result.winners, line)

    # --- typed moves and refusals ------------------------------------------------

    #: typed moves are read by the move grammar (moves.py)
    grammar = GRAMMAR

    def why_illegal(self, seat: int, text: str) -> Msg:
        typed = read_move(text)
        if typed is None:
            angle = bad_angle(text)
            if angle is not None:
                return Msg("madnooks.illegal.rotation", text=angle)
            return Msg("madnooks.illegal.syntax", text=text.strip())
        if typed.verb == PASS:
            return Msg("madnooks.illegal.must_lay")
        if typed.verb == LAY and typed.tile is not None and typed.position is not None:
            reason = self._why_not_lay(seat, typed.tile, typed.rotation or 0, *typed.position)
            if reason is not None:
                return reason
        return super().why_illegal(seat, text)

    def _why_not_lay(
        self, seat: int, colours: Colours, rotation: int, x: int, y: int
    ) -> Msg | None:
        """Why laying ``colours`` so is refused: not held, or the laying rule it breaks."""
        if not any(self.deck[t] == colours for t in self.hands[seat]):
            return Msg("madnooks.illegal.not_held", code=tile_code(colours), tile=tile_msg(colours))
        why = self.area.check(colours, rotation, x, y)
        where = {
            "tile": tile_msg(colours),
            "rotation": rotation_msg(rotation),
            "position": position_msg(x, y),
        }
        if why == COLOUR:
            mismatch = self._mismatch(colours, rotation, x, y)
            if mismatch is not None:
                side, other = mismatch
                return Msg(
                    "madnooks.illegal.colour.side",
                    side=side_msg(side),
                    colour=colour_msg(colours[side]),
                    other=colour_msg(other),
                    **where,
                )
        if why is None:  # legal, yet not found: cannot happen while the list is complete
            return None
        return Msg(f"madnooks.illegal.{why}", **where)

    def _mismatch(self, colours: Colours, rotation: int, x: int, y: int) -> tuple[int, int] | None:
        """The first side of the placement that touches another colour, and
        that colour."""
        for edge in ROTATIONS[rotation].edges:
            if edge.side == TIP:
                continue
            dx, dy = DELTA[edge.direction]
            across = self.area.cell(x + edge.cell[0] + dx, y + edge.cell[1] + dy)
            other = across.edges[OPPOSITE[edge.direction]].colour
            if other is not None and other != colours[edge.side]:
                return edge.side, other
        return None

    # --- taking a placement back ------------------------------------------------------

    def takeback(self, seat: int) -> int:
        """Solitaire only: ``seat``'s last placement can be taken back (1
        log entry) while the game goes on, no other player has acted since,
        and it drew no tile from the stack (the stack was used up): a tile
        drawn after it has been seen, and taking the placement back would
        show the top of the face-down stack. A missed turn is never taken
        back (nothing else could be done). Classic and Poker: never, the
        others play on every move. Decision: docs/rules/madnooks.md."""
        return 1 if self._takeback_reason(seat) is None else 0

    def why_no_takeback(self, seat: int) -> Msg:
        return self._takeback_reason(seat) or Msg("core.takeback.none")

    def _takeback_reason(self, seat: int) -> Msg | None:
        """Why ``seat`` may not take its last move back now, or None."""
        if self.variant != SOLITAIRE:
            return Msg("madnooks.takeback.variant", variant=Msg(f"madnooks.variant.{self.variant}"))
        if self.over:
            return Msg("core.game_over")
        if not self.log or self.log[-1][0] != seat:
            mine = any(s == seat for s, _ in self.log)
            return Msg("madnooks.takeback.other" if mine else "madnooks.takeback.none")
        if not self.log[-1][1].startswith("lay "):
            return Msg("madnooks.takeback.missed")
        if self.drew_after_last:
            return Msg("madnooks.takeback.drawn")
        return None

    # --- the automatic player ------------------------------------------------------

    def timeout_action(self, seat: int) -> Action | None:
        """The move made for ``seat`` when its time per move runs out: the
        placement with the most points (the first listed of those), or
        ``pass`` when nothing fits."""
        if self.over or seat != self.turn:
            return None
        legal = self.legal_actions(seat)
        return max(legal, key=lambda a: a.data[4] if a.kind == LAY else -1)

    # --- views -----------------------------------------------------------------

    def _area_list(self) -> list[list[Any]]:
        return [
            [laid.tile, tile_code(laid.colours), laid.rotation, laid.x, laid.y, layer]
            for laid, layer in zip(self.area.laid, self.layers, strict=True)
        ]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know. ``area``: the laid tiles in laying order
        as [tile, code, rotation, x, y, seat who laid it or None for the
        start tile]; ``last``: the last placement (seat, tile, code,
        rotation, x, y, points, touches: [{side, colour, full, tiles}]) or
        None; ``hand``: the viewer's own tiles (None for others and
        onlookers); ``misses``: turns missed in a row just now; ``reason``:
        why the game ended (all_laid, blocked, rounds) or None."""
        own = seat is not None and 0 <= seat < self.players
        return {
            "variant": self.variant,
            "players": self.players,
            "me": seat,
            "turn": None if self.over else self.turn,
            "round": self.round,
            "rounds": self.rounds,
            "hand": list(self.hands[seat]) if own else None,  # type: ignore[index]
            "hand_counts": [len(h) for h in self.hands],
            "stack": len(self.stack),
            "area": self._area_list(),
            "scores": list(self.scores),
            "misses": self.misses,
            "over": self.over,
            "winners": list(self.winners),
            "reason": self.reason,
            "last": _copy_last(self.last),
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "players": self.players,
            "rounds": self.rounds,
            "stack": list(self.stack),
            "hands": [list(h) for h in self.hands],
            "area": [
                [laid.tile, laid.rotation, laid.x, laid.y, layer]
                for laid, layer in zip(self.area.laid, self.layers, strict=True)
            ],
            "scores": list(self.scores),
            "turn": self.turn,
            "round": self.round,
            "misses": self.misses,
            "over": self.over,
            "winners": list(self.winners),
            "reason": self.reason,
            "last": _copy_last(self.last),
            "chance": hashlib.sha1(repr(self.chance.getstate()).encode()).hexdigest(),
        }

    def places(self) -> dict[str, list[int]]:
        """Every place a tile can be, for conservation checks: the area,
        each hand and the stack. Together they always hold all 38."""
        out = {"area": [laid.tile for laid in self.area.laid], "stack": list(self.stack)}
        for seat, hand in enumerate(self.hands):
            out[f"hand{seat}"] = list(hand)
        return out


def _copy_last(last: dict[str, Any] | None) -> dict[str, Any] | None:
    if last is None:
        return None
    return dict(last, touches=[dict(t, tiles=list(t["tiles"])) for t in last["touches"]])
