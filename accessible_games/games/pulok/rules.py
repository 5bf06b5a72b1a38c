"""Pulok's rules: the deal, the exchange (offer, take and pass on, decline,
set aside and draw, keep or pass the drawn tile straight on), the call "Sag
nix über Pulok" and the last exchanges, the reveal and scoring, the match;
the players' boards and how they arrange them.

Rules and decisions: /work/shared/rules/pulok.md and docs/rules/pulok.md.

Each player's tiles lie on their board (6 rows of 15 places, ``boards``)
or in their surplus. Goals and scores come from the best arrangement of a
player's tiles (arrange.py), never from how the player arranged them: the
board is the player's working surface, which they arrange with moves that
do not change the turn (place, move, remove, colour, arrange). Those moves
are too many to list: ``legal_actions`` lists the exchange (and "arrange"
when the board differs from the proposal), :meth:`Pulok.arrangement_actions`
a useful set of the rest, and :meth:`Pulok.extra_action` accepts any of
them typed.
"""

from __future__ import annotations

import hashlib
from bisect import insort
from collections import Counter
from copy import deepcopy
from dataclasses import replace
from functools import partial
from typing import Any

from accessible_games.core.errors import OptionError
from accessible_games.core.game import Action, Event, TurnGame
from accessible_games.core.messages import Msg
from accessible_games.games.pulok import messages
from accessible_games.games.pulok.arrange import (
    Arrangement,
    best_arrangement,
    board_changes,
    goal_rows,
    missing_letters,
    piece_bonus,
    quick_cannot_complete,
    score_experts,
)
from accessible_games.games.pulok.messages import colour_msg, tile_msg
from accessible_games.games.pulok.moves import (
    ARRANGE,
    ARRANGING_VERBS,
    DECLINE,
    GRAMMAR,
    KEEP,
    PASS,
    PASSON,
    TAKE,
    stable_text,
)
from accessible_games.games.pulok.options import PulokOptions
from accessible_games.games.pulok.tiles import (
    CELLS,
    CODE_COLOUR,
    COLOUR_CODE,
    EMPTY,
    LETTERS,
    PULOK_KIND,
    ROWS,
    TILE_COLOUR,
    TILE_COUNT,
    TILE_KIND,
    TILE_LETTER,
    TILE_PENALTY,
    WIDTH,
    kind_code,
    letter_index,
    parse_code,
)

#: importing the messages registers the catalog
CATALOG = messages.__name__

# phases (view["phase"])
OFFER = "offer"
DRAWN = "drawn"
PASSING = "pass"
OVER = "over"

#: the first words of the moves that arrange a board: they reveal nothing
#: and end no exchange, so they can be taken back (Game.takeback)
ARRANGING = ("place", "move", "remove", "colour", "arrange")

#: the winner of a game gains this, plus the value pieces' bonus (experts)
WIN_POINTS = 20
#: once the bag is empty, each player makes at most this many exchanges more
EXCHANGES_AFTER_BAG = 15
#: while tiles are left in the bag, a game without a call ends undecided
#: after this many exchanges in all: players who always take the offered
#: tile never draw, so the bag never runs empty (Decision 11: far above the
#: lengths of bot games). Once it is empty, EXCHANGES_AFTER_BAG counts.
MAX_EXCHANGES = 1000


def _kind_label(key: str, kind: int, **params: Any) -> Msg:
    return Msg(key, tile=tile_msg(kind), **params)


def _letter(word: str) -> int:
    """The letter id of a letter in a move's stable text (the grammar wrote it)."""
    letter = letter_index(word)
    assert letter is not None, word
    return letter


def _kind(word: str) -> int:
    """The kind of a tile code in a move's stable text (the grammar wrote it)."""
    kind = parse_code(word)
    assert kind is not None, word
    return kind


class Pulok(TurnGame):
    id = "pulok"
    title = Msg("pulok.title")
    min_players = 2
    max_players = 4
    options_class = PulokOptions
    options: PulokOptions
    #: 2: a row's colour change moves its tiles with it (Decision 19), so
    #: the arrangement moves of older saves lay other boards
    rules_version = 2
    rules_change = Msg("pulok.rules_change")
    grammar = GRAMMAR

    # --- set-up -------------------------------------------------------------

    def setup(self) -> list[Event]:
        o = self.options
        if o.variant != "experts":
            for name in ("twenty", "need_piece"):
                if getattr(o, name):
                    raise OptionError(Msg("pulok.option.experts_only", name=name))
        self.handicap, self.target = o.scores()
        if self.handicap >= self.target:
            raise OptionError(
                Msg("pulok.option.handicap_target", handicap=self.handicap, target=self.target)
            )
        self.variant = o.variant
        self.twenty = o.variant == "experts" and o.twenty
        self.need_piece = o.variant == "experts" and o.need_piece
        self.tiles_each = o.tiles_each()
        self.goal_rows = goal_rows(self.variant)
        n = self.players
        self.scores = [self.handicap] * n
        self.games: list[dict[str, Any]] = []
        self.game_no = 0
        self.starter = self.chance.randint(0, n - 1)
        self.over = False
        self.winners: list[int] = []
        #: the boards the last game's end revealed (see :meth:`apply`), public from then on
        self.revealed: dict[str, Any] | None = None
        self._reset_legal()
        #: the cautions of the position ``_caution_version`` by move text (see caution)
        self._caution_version = -1
        self._cautions: dict[str, Msg | None] = {}
        #: what passing each kind would cost in that position (None: nothing)
        self._pass_costs: dict[int, Msg | None] | None = None
        events = [
            Event(
                "match_start",
                None,
                {
                    "variant": self.variant,
                    "players": n,
                    "handicap": self.handicap,
                    "target": self.target,
                    "tiles_each": self.tiles_each,
                    "twenty": self.twenty,
                    "need_piece": self.need_piece,
                },
            )
        ]
        events += self._deal()
        return events

    def _deal(self) -> list[Event]:
        """A new game: every tile into the bag, the tiles dealt, the boards
        laid in their best arrangement, the starter's tile offered."""
        n = self.players
        self.game_no += 1
        self.bag = list(range(TILE_COUNT))
        self.chance.shuffle(self.bag)
        self.boards = [[EMPTY] * CELLS for _ in range(n)]
        self.surplus: list[list[int]] = [[] for _ in range(n)]
        self.row_colours = [list(range(ROWS)) for _ in range(n)]
        self.set_aside: list[int] = []
        self.called: int | None = None
        self.last: list[int] = []
        self.bag_empty_exchanges: int | None = None
        #: the exchanges of this game so far (ended by a pass or a pass on)
        self.exchanges = 0
        self.drawn: int | None = None
        self.received: int | None = None
        events = [
            Event(
                "game_start",
                None,
                {
                    "game": self.game_no,
                    "starter": self.starter,
                    "bag": len(self.bag) - n * self.tiles_each,
                },
            )
        ]
        for seat in range(n):
            tiles = sorted(self.bag.pop() for _ in range(self.tiles_each))
            self._lay(seat, self._best(tiles, seat))
            events.append(Event("dealt", seat, {"tiles": tiles}, (seat,)))
        tile = self.bag.pop()
        events.append(
            Event(
                "offered",
                self.starter,
                {"tile": tile, "to": (self.starter + 1) % n, "how": "start", "call": False},
            )
        )
        events += self._offer_to((self.starter + 1) % n, tile, self.starter)
        return events

    def _offer_to(self, seat: int, tile: int, giver: int) -> list[Event]:
        self.turn = seat
        self.phase = OFFER
        self.offer: int | None = tile
        self.offer_from = giver
        self.drawn = None
        self.received = None
        self._version += 1
        return [
            Event(
                "turn",
                seat,
                {"phase": OFFER, "offer": tile, "from": giver, "last": self.called is not None},
            )
        ]

    # --- the boards -----------------------------------------------------------

    def tiles_of(self, seat: int) -> list[int]:
        """The tiles ``seat`` holds (board and surplus), sorted."""
        board = self.boards[seat]
        return sorted([t for t in board if t != EMPTY] + self.surplus[seat])

    def _best(self, tiles: list[int], seat: int) -> Arrangement:
        return best_arrangement(
            tuple(sorted(tiles)), self.variant, tuple(self.row_colours[seat]), self.twenty
        )

    def proposal(self, seat: int) -> Arrangement:
        """The best arrangement of ``seat``'s tiles: what the program
        proposes, and what scores at the reveal."""
        return self._best(self.tiles_of(seat), seat)

    def _lay(self, seat: int, arrangement: Arrangement) -> None:
        self.boards[seat] = list(arrangement.board)
        self.surplus[seat] = list(arrangement.surplus)

    def _can_call(self, tiles: list[int], seat: int) -> bool:
        if quick_cannot_complete(tuple(sorted(tiles)), self.variant, self.twenty):
            return False
        best = self._best(tiles, seat)
        return best.complete and (not self.need_piece or best.value > 0)

    def _receive(self, seat: int, tile: int) -> list[Event]:
        """A tile joins ``seat``'s tiles: on its place in the first goal row
        (experts: its colour's row) where that place is empty, else in the
        surplus (a Pulok always)."""
        board = self.boards[seat]
        letter = TILE_LETTER[tile]
        row = None
        if letter >= 0:
            rows = (
                (self.row_colours[seat].index(TILE_COLOUR[tile]),)
                if self.variant == "experts"
                else self.goal_rows
            )
            row = next((r for r in rows if board[r * WIDTH + letter] == EMPTY), None)
        if row is None:
            insort(self.surplus[seat], tile)
        else:
            board[row * WIDTH + letter] = tile
        return [
            Event(
                "placed",
                seat,
                {
                    "tile": tile,
                    "row": row,
                    "col": letter if row is not None else None,
                    "from": None,
                    "displaced": None,
                    "auto": True,
                },
                (seat,),
            )
        ]

    def _take_away(self, seat: int, tile: int) -> None:
        if tile in self.surplus[seat]:
            self.surplus[seat].remove(tile)
        else:
            self.boards[seat][self.boards[seat].index(tile)] = EMPTY

    def _pick(self, seat: int, kind: int) -> int | None:
        """The tile of ``kind`` that ``seat`` would pass: one in the surplus
        first, never the tile just received."""
        for tile in self.surplus[seat]:
            if TILE_KIND[tile] == kind and tile != self.received:
                return tile
        for tile in self.boards[seat]:
            if tile != EMPTY and TILE_KIND[tile] == kind and tile != self.received:
                return tile
        return None

    # --- the contract -----------------------------------------------------------

    def _compute_legal(self, seat: int) -> list[Action]:
        out: list[Action] = []
        calls = self.called is None
        if self.phase == OFFER:
            offer = self.offer
            assert offer is not None  # a tile is on offer in this phase
            kind = TILE_KIND[offer]
            out.append(
                Action("take", partial(_kind_label, "pulok.action.take", kind), TAKE, (offer,))
            )
            if self.bag:
                out.append(
                    Action(
                        "decline",
                        partial(_kind_label, "pulok.action.decline", kind),
                        DECLINE,
                        (offer,),
                    )
                )
            else:
                out += self._passon(seat, offer, "pulok.action.passon.unchanged", calls)
        elif self.phase == DRAWN:
            drawn = self.drawn
            assert drawn is not None  # a tile was drawn in this phase
            kind = TILE_KIND[drawn]
            out.append(
                Action("keep", partial(_kind_label, "pulok.action.keep", kind), KEEP, (drawn,))
            )
            out += self._passon(seat, drawn, "pulok.action.passon.straight", calls)
        else:
            tiles = self.tiles_of(seat)
            # passing x can leave a goal met only if the best arrangement of
            # all the tiles leaves at most x's penalty over (putting x back
            # on its place, or on that of a Pulok, groups everything else)
            now = self._best(tiles, seat).penalty if calls else 0
            seen = set()
            for tile in self.surplus[seat] + [t for t in self.boards[seat] if t != EMPTY]:
                kind = TILE_KIND[tile]
                if kind in seen or tile == self.received:
                    continue
                pick = self._pick(seat, kind)
                if pick is None:
                    continue
                seen.add(kind)
                where = self._where(seat, pick)
                # what the pass really costs, worked out when the label is said
                label = partial(
                    _pass_label,
                    kind,
                    where,
                    tuple(tiles),
                    pick,
                    self.variant,
                    tuple(self.row_colours[seat]),
                    self.twenty,
                )
                text = f"pass {kind_code(kind).lower()}"
                out.append(Action(text, label, PASS, (pick, False)))
                if calls and now <= TILE_PENALTY[pick]:
                    rest = list(tiles)
                    rest.remove(pick)
                    if self._can_call(rest, seat):
                        bare = partial(_kind_label, "pulok.action.pass.bare", kind, where=where)
                        points = self._call_points(rest, seat)
                        out.append(
                            Action(
                                text + " call",
                                partial(_call_label, bare, points),
                                PASS,
                                (pick, True),
                            )
                        )
        if self._board_differs(seat):
            out.append(Action("arrange", Msg("pulok.action.arrange"), ARRANGE, ()))
        return out

    def _passon(self, seat: int, tile: int, key: str, calls: bool) -> list[Action]:
        label = partial(_kind_label, key, TILE_KIND[tile])
        out = [Action("pass on", label, PASSON, (tile, False))]
        tiles = self.tiles_of(seat)
        if calls and self._can_call(tiles, seat):
            call = partial(_call_label, label, self._call_points(tiles, seat))
            out.append(Action("pass on call", call, PASSON, (tile, True)))
        return out

    def _call_points(self, tiles: list[int], seat: int) -> int:
        """What calling with ``tiles`` gains, as the reveal scores it: 20,
        and in Pulok for Experts the bonus of the value pieces."""
        if self.variant != "experts":
            return WIN_POINTS
        return WIN_POINTS + piece_bonus(self._best(tiles, seat).value)

    def _where(self, seat: int, tile: int) -> Msg:
        board = self.boards[seat]
        if tile in board:
            return Msg("pulok.row", row=board.index(tile) // WIDTH + 1)
        return Msg("pulok.surplus")

    def _board_differs(self, seat: int) -> bool:
        """Whether arranging as proposed would move a tile (tiles of one
        kind are alike, as the proposal says its moves)."""
        best = self.proposal(seat)
        board = self.boards[seat]
        return list(best.board) != board and bool(
            board_changes(board, self.surplus[seat], best.board)
        )

    # --- moves ---------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        self._version += 1
        if kind == TAKE:
            tile = self.offer
            assert tile is not None  # take is legal only while a tile is on offer
            self.offer = None
            self.received = tile
            self.phase = PASSING
            return [
                Event("took", seat, {"tile": tile, "from": self.offer_from}),
                *self._receive(seat, tile),
            ]
        if kind == DECLINE:
            tile = self.offer
            assert tile is not None  # decline is legal only while a tile is on offer
            self.offer = None
            self.set_aside.append(tile)
            drawn = self.bag.pop()
            self.drawn = drawn
            self.phase = DRAWN
            events = [
                Event("declined", seat, {"tile": tile, "bag": len(self.bag)}),
                Event("drew", seat, {"bag": len(self.bag)}),
                Event("drawn", seat, {"tile": drawn}, (seat,)),
            ]
            if not self.bag:
                self.bag_empty_exchanges = 0
                events.append(Event("bag_empty", None, {}))
            return events
        if kind == KEEP:
            tile = self.drawn
            assert tile is not None  # keep is legal only after a draw
            self.drawn = None
            self.received = tile
            self.phase = PASSING
            return [Event("kept", seat, {}), *self._receive(seat, tile)]
        if kind == PASSON:
            tile, call = action.data
            how = "straight" if self.phase == DRAWN else "unchanged"
            self.drawn = self.offer = None
            return self._end_exchange(seat, tile, how, call)
        if kind == PASS:
            tile, call = action.data
            self._take_away(seat, tile)
            return self._end_exchange(seat, tile, "pass", call)
        return self._arrange(seat, action)

    def _end_exchange(self, seat: int, tile: int, how: str, call: bool) -> list[Event]:
        n = self.players
        nxt = (seat + 1) % n
        offered = {"tile": tile, "to": nxt, "how": how, "call": call}
        events = [Event("offered", seat, offered)]
        self.exchanges += 1
        if self.called is not None:
            if self.last and self.last[0] == seat:
                self.last.pop(0)
            if not self.last:
                # the last tile passed goes to nobody: it leaves the game
                offered.update(to=None, out=True)
                self.set_aside.append(tile)
                return events + self._reveal()
        elif call:
            self.called = seat
            self.last = [(seat + k) % n for k in range(1, n)]
            events.append(Event("called", seat, {"last": list(self.last)}))
        elif self.bag_empty_exchanges is None:
            if self.exchanges >= MAX_EXCHANGES:  # nobody empties the bag
                return events + self._undecided(offered, tile)
        else:
            self.bag_empty_exchanges += 1
            if self.bag_empty_exchanges >= EXCHANGES_AFTER_BAG * n:
                return events + self._undecided(offered, tile)
        return events + self._offer_to(nxt, tile, seat)

    def _undecided(self, offered: dict[str, Any], tile: int) -> list[Event]:
        """Nobody called in time (Decision 11): the game ends undecided. The
        tile passed last (``offered``) leaves the game, as after a call."""
        offered.update(to=None, out=True)
        self.set_aside.append(tile)
        return [Event("undecided", None, {}), *self._reveal()]

    def _reveal(self) -> list[Event]:
        """Every board shown and scored; the match ends or the next game is dealt."""
        caller = self.called
        boards, deltas = [], []
        for seat in range(self.players):
            best = self.proposal(seat)
            if seat == caller:
                delta = WIN_POINTS + (piece_bonus(best.value) if self.variant == "experts" else 0)
            else:
                delta = -best.penalty
            deltas.append(delta)
            self.scores[seat] += delta
            boards.append(
                {
                    "tiles": self.tiles_of(seat),
                    "board": list(best.board),
                    "surplus": list(best.surplus),
                    "left_over": list(best.left_over),
                    "penalty": best.penalty,
                    "pieces": [list(p) for p in best.pieces],
                    "value": best.value,
                    "complete": best.complete,
                }
            )
        record = {"caller": caller, "deltas": deltas, "scores": list(self.scores)}
        self.games.append(record)
        events = [
            Event(
                "reveal",
                None,
                {
                    "game": self.game_no,
                    "caller": caller,
                    "boards": boards,
                    "deltas": deltas,
                    "scores": list(self.scores),
                },
            )
        ]
        if any(s >= self.target or s <= 0 for s in self.scores):
            top = max(self.scores)
            self.over = True
            self.phase = OVER
            self.winners = [s for s in range(self.players) if self.scores[s] == top]
            self.offer = self.drawn = self.received = None
            return events + [
                Event(
                    "match_over", None, {"scores": list(self.scores), "winners": list(self.winners)}
                )
            ]
        self.starter = (self.starter + 1) % self.players
        return events + self._deal()

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """:meth:`TurnGame.apply`, keeping the boards a game's end reveals
        (with each board's row colours, which the next deal resets): every
        player may read them until the next game ends."""
        colours = [list(r) for r in self.row_colours]
        events = super().apply(seat, action)
        for event in events:
            if event.kind == "reveal":
                d = event.data
                self.revealed = {
                    "game": d["game"],
                    "caller": d["caller"],
                    "deltas": list(d["deltas"]),
                    "boards": [
                        dict(board, row_colours=colours[s]) for s, board in enumerate(d["boards"])
                    ],
                }
        return events

    # --- arranging the board ----------------------------------------------------

    def find_action(self, seat: int, text: str) -> Action | None:
        """The move meant by ``text``: any typed form the grammar reads
        (moves.py: "nimm", "gib u rot", "lege u in zeile 3"), with the
        caution a costly move asks for."""
        found = super().find_action(seat, text)
        return self.cautioned(seat, found) if found is not None else None

    def resolve(self, seat: int, canonical: str) -> tuple[str | None, Msg | None]:
        """A move naming a tile by its letter alone ("pass u", "place u 3")
        with the tile meant: the one kind of that letter ``seat`` could
        pass or place (surplus tiles first when placing); or None and why
        not (none held, or several: which one). Other moves as they are."""
        words = canonical.split(" ")
        if words[0] not in ("pass", "place") or len(words) < 2 or len(words[1]) != 1:
            return canonical, None
        letter = _letter(words[1])
        tiles = [t for t in self.tiles_of(seat) if TILE_LETTER[t] == letter]
        if words[0] == "pass":
            tiles = [t for t in tiles if t != self.received]
        else:
            loose = [t for t in tiles if t in self.surplus[seat]]
            tiles = loose or tiles
        kinds = sorted({TILE_KIND[t] for t in tiles})
        if not kinds:
            return None, Msg("pulok.illegal.letter_not_held", letter=LETTERS[letter])
        if len(kinds) > 1:
            example = " ".join([words[0], kind_code(kinds[0]).lower(), *words[2:]])
            return None, Msg(
                "pulok.illegal.which", tiles=[tile_msg(k) for k in kinds], example=example
            )
        words[1] = kind_code(kinds[0]).lower()
        return " ".join(words), None

    def extra_action(self, seat: int, text: str) -> Action | None:
        """An arrangement move typed or chosen (see the module's doc), if it
        is one and ``seat`` may make it now."""
        if self.over or seat != self.turn:
            return None
        canonical, _ = stable_text(text)
        if canonical is None or canonical.split(" ")[0] not in ARRANGING_VERBS:
            return None
        canonical, _ = self.resolve(seat, canonical)
        if canonical is None:
            return None
        reason, data = self._arrangement(seat, canonical)
        if reason is not None:
            return None
        return Action(
            canonical, partial(self._arrangement_label, seat, canonical, data), ARRANGE, data
        )

    def _arrangement(self, seat: int, text: str) -> tuple[Msg | None, tuple]:
        """Why the arrangement move ``text`` cannot be made (or None), and
        its data: (verb, tile, from cell or None, to cell or None, colour)."""
        words = text.split(" ")
        verb = words[0]
        board = self.boards[seat]
        if verb == "place":
            kind = _kind(words[1])
            row = int(words[2]) - 1
            if kind == PULOK_KIND:
                col = _letter(words[3])
                target = row * WIDTH + col
                source = next((t for t in self.surplus[seat] if TILE_KIND[t] == PULOK_KIND), None)
                if source is None:
                    return Msg("pulok.illegal.no_pulok"), ()
                if board[target] != EMPTY and TILE_KIND[board[target]] == PULOK_KIND:
                    return Msg("pulok.illegal.pulok_there", row=row + 1, letter=LETTERS[col]), ()
                return None, ("place", source, None, target, None)
            col = kind // 6
            target = row * WIDTH + col
            if board[target] != EMPTY and TILE_KIND[board[target]] == kind:
                return Msg("pulok.illegal.place_there", tile=tile_msg(kind), row=row + 1), ()
            source = next((t for t in self.surplus[seat] if TILE_KIND[t] == kind), None)
            start = None
            if source is None:
                start = next(
                    (c for c in range(CELLS) if board[c] != EMPTY and TILE_KIND[board[c]] == kind),
                    None,
                )
                if start is None:
                    return Msg("pulok.illegal.not_held", tile=tile_msg(kind)), ()
                source = board[start]
            return None, ("place", source, start, target, None)
        if verb in ("move", "remove"):
            row, col = int(words[1]) - 1, _letter(words[2])
            start = row * WIDTH + col
            tile = board[start]
            if tile == EMPTY:
                return Msg("pulok.illegal.empty_place", row=row + 1, letter=LETTERS[col]), ()
            if verb == "remove":
                return None, ("remove", tile, start, None, None)
            to_row = int(words[3]) - 1
            to_col = _letter(words[4]) if len(words) > 4 else col
            if TILE_KIND[tile] != PULOK_KIND and to_col != col:
                return Msg(
                    "pulok.illegal.wrong_place",
                    tile=tile_msg(TILE_KIND[tile]),
                    letter=LETTERS[col],
                    to_letter=LETTERS[to_col],
                ), ()
            target = to_row * WIDTH + to_col
            if target == start:
                return Msg("pulok.illegal.same_place"), ()
            return None, ("move", tile, start, target, None)
        # colour
        if self.variant != "experts":
            return Msg("pulok.illegal.colour_experts"), ()
        row, colour = int(words[1]) - 1, CODE_COLOUR[words[2].upper()]
        if self.row_colours[seat][row] == colour:
            return Msg("pulok.illegal.colour_same", row=row + 1, colour=colour_msg(colour)), ()
        return None, ("colour", None, row, None, colour)

    @staticmethod
    def _arrangement_label(seat: int, text: str, data: tuple) -> Msg:
        verb, tile, start, target, colour = data
        if verb == "colour":
            return Msg("pulok.action.colour", row=start + 1, colour=colour_msg(colour))
        kind = TILE_KIND[tile]
        if verb == "remove":
            return Msg("pulok.action.remove", tile=tile_msg(kind), row=start // WIDTH + 1)
        if verb == "place" and start is None:
            if kind == PULOK_KIND:
                return Msg(
                    "pulok.action.place.pulok",
                    row=target // WIDTH + 1,
                    letter=LETTERS[target % WIDTH],
                )
            return Msg("pulok.action.place", tile=tile_msg(kind), row=target // WIDTH + 1)
        if kind == PULOK_KIND:
            return Msg(
                "pulok.action.move.pulok",
                row=start // WIDTH + 1,
                letter=LETTERS[start % WIDTH],
                to=target // WIDTH + 1,
                to_letter=LETTERS[target % WIDTH],
            )
        return Msg(
            "pulok.action.move", tile=tile_msg(kind), row=start // WIDTH + 1, to=target // WIDTH + 1
        )

    def _arrange(self, seat: int, action: Action) -> list[Event]:
        board, surplus = self.boards[seat], self.surplus[seat]
        if action.text == "arrange":
            best = self.proposal(seat)
            # counted as the proposal says its moves (tiles of one kind are alike)
            moved = len(board_changes(board, surplus, best.board))
            self._lay(seat, best)
            return [Event("arranged", seat, {"moves": moved}, (seat,))]
        verb, tile, start, target, colour = action.data
        if verb == "colour":
            # the two rows change colours, and their tiles go with their
            # colour: every tile stays in its colour's row, every Pulok keeps
            # the colour it stands for (docs/rules/pulok.md, Decision 19)
            rows = self.row_colours[seat]
            other = rows.index(colour)
            rows[other], rows[start] = rows[start], colour
            mine = slice(start * WIDTH, (start + 1) * WIDTH)
            theirs = slice(other * WIDTH, (other + 1) * WIDTH)
            board[mine], board[theirs] = board[theirs], board[mine]
            here = sum(1 for t in board[mine] if t != EMPTY)  # tiles that came into ``start``
            there = sum(1 for t in board[theirs] if t != EMPTY)  # tiles that went to ``other``
            return [
                Event(
                    "row_colour",
                    seat,
                    {
                        "row": start,
                        "colour": colour,
                        "swapped_row": other,
                        "former": rows[other],
                        "tiles_here": here,
                        "tiles_there": there,
                    },
                    (seat,),
                )
            ]
        if verb == "remove":
            board[start] = EMPTY
            insort(surplus, tile)
            return [
                Event(
                    "removed",
                    seat,
                    {"tile": tile, "row": start // WIDTH, "col": start % WIDTH},
                    (seat,),
                )
            ]
        if start is None:
            surplus.remove(tile)
        else:
            board[start] = EMPTY
        displaced = board[target]
        board[target] = tile
        if displaced != EMPTY:
            fits = start is not None and (
                TILE_KIND[displaced] == PULOK_KIND or TILE_LETTER[displaced] == start % WIDTH
            )
            if fits:
                board[start] = displaced  # the two tiles change places
            else:
                insort(surplus, displaced)
        return [
            Event(
                "placed",
                seat,
                {
                    "tile": tile,
                    "row": target // WIDTH,
                    "col": target % WIDTH,
                    "from": start,
                    "displaced": None if displaced == EMPTY else displaced,
                    "auto": False,
                },
                (seat,),
            )
        ]

    def menu_actions(self, seat: int) -> list[Action]:
        """The legal actions (a costly one with its caution, see
        :meth:`caution`), then the arrangement moves a menu offers
        (:meth:`arrangement_actions`) that are not among them."""
        legal = [self.cautioned(seat, a) for a in self.legal_actions(seat)]
        texts = {a.text for a in legal}
        return legal + [a for a in self.arrangement_actions(seat) if a.text not in texts]

    def arrangement_actions(self, seat: int) -> list[Action]:
        """A useful set of arrangement moves for menus: each surplus letter
        tile onto its place in every row where that place is free (or holds
        a Pulok), each board tile to the surplus, a surplus Pulok onto the
        free places of the goal rows (experts: of rows holding tiles), and
        (experts) each row's colour. Any other is accepted typed."""
        if self.over or seat != self.turn:
            return []
        board = self.boards[seat]
        texts: list[str] = []
        seen = set()
        for tile in self.surplus[seat]:
            kind = TILE_KIND[tile]
            if kind in seen:
                continue
            seen.add(kind)
            if kind == PULOK_KIND:
                rows = (
                    self.goal_rows
                    if self.variant != "experts"
                    else sorted({c // WIDTH for c in range(CELLS) if board[c] != EMPTY})
                )
                texts += [
                    f"place pulok {r + 1} {LETTERS[c].lower()}"
                    for r in rows
                    for c in range(WIDTH)
                    if board[r * WIDTH + c] == EMPTY
                ]
                continue
            col = kind // 6
            texts += [
                f"place {kind_code(kind).lower()} {r + 1}"
                for r in range(ROWS)
                if board[r * WIDTH + col] == EMPTY
                or TILE_KIND[board[r * WIDTH + col]] == PULOK_KIND
            ]
        for c in range(CELLS):
            if board[c] != EMPTY:
                texts.append(f"remove {c // WIDTH + 1} {LETTERS[c % WIDTH].lower()}")
        if self.variant == "experts":
            texts += [
                f"colour {r + 1} {COLOUR_CODE[colour].lower()}"
                for r in range(ROWS)
                for colour in range(ROWS)
                if self.row_colours[seat][r] != colour
            ]
        out = []
        for text in texts:
            action = self.extra_action(seat, text)
            if action is not None:
                out.append(action)
        return out

    # --- costly moves and taking back ----------------------------------------------

    def cautioned(self, seat: int, action: Action) -> Action:
        """``action`` with its caution (:meth:`caution`), when it has one."""
        if action.kind not in (PASS, PASSON, DECLINE) or action.caution is not None:
            return action
        caution = self.caution(seat, action)
        return action if caution is None else replace(action, caution=caution)

    def caution(self, seat: int, action: Action) -> Msg | None:
        """The warning said before a costly exchange move (a front end makes
        it only when chosen again): passing a tile the proposal needs (its
        sentence would lack a letter; for experts, other tiles would fall
        out of their group or a value piece would be lost), or declining or
        passing on a tile with which the player could call now. Computed
        once per position; bots never ask (they use legal_actions)."""
        if self._caution_version != self._version:
            self._caution_version = self._version
            self._cautions = {}
            self._pass_costs = None
        if action.text not in self._cautions:
            self._cautions[action.text] = self._caution_of(seat, action)
        return self._cautions[action.text]

    def _caution_of(self, seat: int, action: Action) -> Msg | None:
        if seat != self.turn or self.over:
            return None
        tile, call = action.data if action.kind != DECLINE else (action.data[0], False)
        if call:
            return None  # the call ends the game: nothing is given away
        if action.kind == PASS:
            # a warning only where another pass gives nothing away: when
            # every pass costs, none is a slip
            costs = self._pass_costs
            if costs is None:
                passes = [
                    a.data[0] for a in self.legal_actions(seat) if a.kind == PASS and not a.data[1]
                ]
                costs = self._pass_costs = {TILE_KIND[t]: self._needed(seat, t) for t in passes}
            if all(c is not None for c in costs.values()):
                return None
            return costs.get(TILE_KIND[tile])
        if self.called is not None or not self._would_call(seat, tile):
            return None
        if self.phase == DRAWN:
            return Msg("pulok.caution.keep", tile=tile_msg(TILE_KIND[tile]))
        return Msg("pulok.caution.take", tile=tile_msg(TILE_KIND[tile]))

    def _needed(self, seat: int, tile: int) -> Msg | None:
        """Why passing ``tile`` costs: what the proposal would lose."""
        tiles = self.tiles_of(seat)
        kind = TILE_KIND[tile]
        if self.variant != "experts":
            rest = list(tiles)
            rest.remove(tile)
            lacking = Counter(missing_letters(tuple(rest), self.variant)) - Counter(
                missing_letters(tuple(tiles), self.variant)
            )
            if not lacking:
                return None
            return Msg(
                "pulok.caution.sentence",
                tile=tile_msg(kind),
                letters=[LETTERS[letter] for letter in sorted(lacking.elements())],
            )
        best = self._best(tiles, seat)
        if any(TILE_KIND[t] == kind for t in best.surplus):
            return None  # a tile alike stays: the proposal loses nothing
        losses = []
        for cell in range(CELLS):
            if best.board[cell] == EMPTY or TILE_KIND[best.board[cell]] != kind:
                continue
            board = list(best.board)
            board[cell] = EMPTY
            after = score_experts(board, best.surplus, self.twenty)
            lost = sorted(
                best.board[c] for c in best.grouped if c != cell and c not in after.grouped
            )
            losses.append((len(lost), best.value - after.value, lost))
        if not losses:
            return None
        count, pieces, lost = min(
            losses, key=lambda x: (x[0], x[1])
        )  # the Pulok whose loss costs least
        if count:
            return Msg(
                "pulok.caution.group",
                tile=tile_msg(kind),
                count=count,
                tiles=[tile_msg(TILE_KIND[t]) for t in lost],
            )
        if pieces > 0:
            return Msg("pulok.caution.piece", tile=tile_msg(kind), count=pieces)
        return None

    def _would_call(self, seat: int, tile: int) -> bool:
        """Whether ``seat`` could call after taking (or keeping) ``tile``
        and passing one of its other tiles."""
        tiles = self.tiles_of(seat) + [tile]
        if self.variant != "experts" and quick_cannot_complete(tuple(sorted(tiles)), self.variant):
            return False  # even all of them cannot fill the sentence
        # passing x can leave the goal met only if the best arrangement of all
        # the tiles leaves at most x's penalty over (see _compute_legal)
        now = self._best(tiles, seat).penalty
        seen = set()
        for x in self.tiles_of(seat):
            kind = TILE_KIND[x]
            if kind in seen or TILE_PENALTY[x] < now:
                continue
            seen.add(kind)
            rest = list(tiles)
            rest.remove(x)
            if self._can_call(rest, seat):
                return True
        return False

    def takeback(self, seat: int) -> int:
        """One arrangement move of ``seat``'s exchange (place, move, remove,
        colour, arrange): it revealed nothing and nobody acted since. A
        tile taken, declined, kept or passed on stays so: the table saw it
        (and a decline drew a hidden tile)."""
        if self.over or seat != self.turn or not self.log:
            return 0
        last, text = self.log[-1]
        return 1 if last == seat and text.split(" ")[0] in ARRANGING else 0

    def why_no_takeback(self, seat: int) -> Msg:
        if not self.over and self.log and self.log[-1][0] == seat:
            return Msg("pulok.takeback.exchange")
        return Msg("pulok.takeback.none")

    # --- refusals ----------------------------------------------------------------

    def why_illegal(self, seat: int, text: str) -> Msg:
        """The rules' reason: the phase asks for another move, the tile is
        not held, the place is taken; the grammar reads what was typed."""
        canonical, reason = stable_text(text)
        if canonical is None:
            return reason or Msg("pulok.illegal.syntax", text=text.strip())
        canonical, reason = self.resolve(seat, canonical)
        if canonical is None:
            assert reason is not None  # resolve says why it found no tile
            return reason
        words = canonical.split(" ")
        verb = words[0]
        if verb in ("place", "move", "remove", "colour"):
            why, _ = self._arrangement(seat, canonical)
            return why or Msg("pulok.illegal.syntax", text=text.strip())
        if verb == "arrange":
            return Msg("pulok.illegal.arranged")
        offer = tile_msg(TILE_KIND[self.offer]) if self.offer is not None else None
        drawn = tile_msg(TILE_KIND[self.drawn]) if self.drawn is not None else None
        call = words[-1] == "call"
        if verb in ("take", "decline"):
            if self.phase == DRAWN:
                return Msg("pulok.illegal.drawn_first", tile=drawn)
            if self.phase == PASSING:
                return self._pass_now(seat)
            return Msg("pulok.illegal.bag_empty", tile=offer)
        if verb == "keep":
            if self.phase == OFFER:
                return Msg(
                    "pulok.illegal.offer_first" if self.bag else "pulok.illegal.offer_first.empty",
                    tile=offer,
                )
            return self._pass_now(seat)
        if canonical.startswith("pass on"):
            if self.phase == PASSING:
                return self._pass_now(seat)
            if self.phase == OFFER and self.bag:
                return Msg("pulok.illegal.bag_not_empty", tile=offer)
            return self._call_refusal(seat)
        # pass <tile>
        if self.phase == OFFER:
            return Msg(
                "pulok.illegal.offer_first" if self.bag else "pulok.illegal.offer_first.empty",
                tile=offer,
            )
        if self.phase == DRAWN:
            return Msg("pulok.illegal.drawn_first", tile=drawn)
        kind = _kind(words[1])
        held = [t for t in self.tiles_of(seat) if TILE_KIND[t] == kind]
        if not held:
            return Msg("pulok.illegal.not_held", tile=tile_msg(kind))
        if held == [self.received]:
            return Msg("pulok.illegal.received", tile=tile_msg(kind))
        if call:
            return self._call_refusal(seat)
        return Msg("pulok.illegal.syntax", text=text.strip())

    def _pass_now(self, seat: int) -> Msg:
        example = next((a for a in self.legal_actions(seat) if a.kind == PASS), None)
        code = example.text.split(" ")[1] if example else "ur"
        return Msg("pulok.illegal.pass_now", tile=code.upper())

    def _call_refusal(self, seat: int) -> Msg:
        if self.called is not None:
            return Msg("pulok.illegal.called")
        best = self.proposal(seat)
        if best.complete and self.need_piece and best.value == 0:
            return Msg("pulok.illegal.cannot_call.piece")
        return Msg("pulok.illegal.cannot_call")

    # --- the automatic player ------------------------------------------------------

    def timeout_action(self, seat: int) -> Action | None:
        """The move made for ``seat`` when its time per move runs out: a
        tile on offer is taken when it lowers the penalty, else declined
        (taken or passed on with the bag empty); a drawn tile likewise kept
        or passed on; in the pass phase the tile whose loss leaves the least
        penalty goes, with the call when it can be made."""
        if self.over or seat != self.turn:
            return None
        legal = self.legal_actions(seat)
        tiles = self.tiles_of(seat)
        now = self._best(tiles, seat).penalty
        if self.phase in (OFFER, DRAWN):
            tile = self.offer if self.phase == OFFER else self.drawn
            assert tile is not None  # on offer, or drawn, in these phases
            swaps = [self._best([t for t in tiles if t != gone] + [tile], seat) for gone in tiles]
            if any(b.complete or b.penalty < now for b in swaps):
                return legal[0]  # take or keep
            calls = [a for a in legal if a.kind == PASSON and a.data[1]]
            others = [a for a in legal if a.kind in (DECLINE, PASSON)]
            return (calls or others or legal)[0]

        def after(action: Action) -> tuple:
            rest = list(tiles)
            rest.remove(action.data[0])
            best = self._best(rest, seat)
            return (not action.data[1], not best.complete, best.penalty)

        passes = [a for a in legal if a.kind == PASS]
        return min(passes, key=after)

    # --- views -----------------------------------------------------------------

    def goal(self, seat: int) -> dict[str, Any]:
        """What ``seat``'s tiles achieve in their best arrangement (see the
        spec of view["goal"])."""
        tiles = self.tiles_of(seat)
        best = self._best(tiles, seat)
        grouped = best.grouped
        ungrouped = []
        if self.variant == "experts":
            ungrouped = [
                best.board[c] for c in range(CELLS) if best.board[c] != EMPTY and c not in grouped
            ]
            ungrouped = sorted(ungrouped + list(best.surplus))
        return {
            "complete": best.complete,
            "can_call": best.complete and (not self.need_piece or best.value > 0),
            "penalty": best.penalty,
            "left_over": list(best.left_over),
            "missing": missing_letters(tuple(tiles), self.variant)
            if self.variant != "experts"
            else [],
            "ungrouped": ungrouped,
            "pieces": [list(p) for p in best.pieces],
            "value": best.value,
            "puloks": sum(1 for t in tiles if TILE_KIND[t] == PULOK_KIND),
        }

    def view(self, seat: int | None) -> dict[str, Any]:
        mine = (
            seat if seat is not None and 0 <= seat < self.players else None
        )  # a player's own seat
        own = mine is not None
        n = self.players
        return {
            "variant": self.variant,
            "players": n,
            "me": seat,
            "game": self.game_no,
            "starter": self.starter,
            "phase": OVER if self.over else self.phase,
            "turn": None if self.over else self.turn,
            "offer": self.offer,
            "offer_from": self.offer_from if self.offer is not None else None,
            "drawn": self.drawn if own and seat == self.turn else None,
            "received": self.received if own and seat == self.turn else None,
            "board": list(self.boards[mine]) if mine is not None else None,
            "surplus": list(self.surplus[mine]) if mine is not None else None,
            "tiles": self.tiles_of(mine) if mine is not None else None,
            "row_colours": list(self.row_colours[mine]) if mine is not None else None,
            "goal": self.goal(mine) if mine is not None else None,
            "set_aside": list(self.set_aside),
            "bag": len(self.bag),
            "tile_counts": [
                len(self.surplus[s]) + sum(1 for t in self.boards[s] if t != EMPTY)
                for s in range(n)
            ],
            "scores": list(self.scores),
            "handicap": self.handicap,
            "target": self.target,
            "games": [
                dict(g, deltas=list(g["deltas"]), scores=list(g["scores"])) for g in self.games
            ],
            "called": self.called,
            "last_exchanges": list(self.last),
            "bag_empty_exchanges": self.bag_empty_exchanges,
            "twenty": self.twenty,
            "need_piece": self.need_piece,
            "over": self.over,
            "winners": list(self.winners),
            "revealed": self._revealed_view(),
        }

    def _revealed_view(self) -> dict[str, Any] | None:
        """The boards the last game's end revealed, for every viewer (the
        rules show them all then), or None before the first game ends."""
        return None if self.revealed is None else deepcopy(self.revealed)

    def snapshot(self) -> dict[str, Any]:
        return {
            "game": self.game_no,
            "starter": self.starter,
            "bag": list(self.bag),
            "boards": [list(b) for b in self.boards],
            "surplus": [list(s) for s in self.surplus],
            "row_colours": [list(r) for r in self.row_colours],
            "set_aside": list(self.set_aside),
            "phase": self.phase,
            "turn": self.turn,
            "offer": self.offer,
            "offer_from": self.offer_from,
            "drawn": self.drawn,
            "received": self.received,
            "called": self.called,
            "last": list(self.last),
            "bag_empty_exchanges": self.bag_empty_exchanges,
            "exchanges": self.exchanges,
            "scores": list(self.scores),
            "games": self.games,
            "over": self.over,
            "winners": list(self.winners),
            "chance": hashlib.sha1(repr(self.chance.getstate()).encode()).hexdigest(),
        }

    def places(self) -> dict[str, list[int]]:
        """Every place a tile can be, for conservation checks: the bag, each
        player's board and surplus, the set-aside tiles, the tile on offer
        and the drawn tile. Together they always hold all 195."""
        out: dict[str, list[int]] = {"bag": list(self.bag), "set_aside": list(self.set_aside)}
        for seat in range(self.players):
            out[f"board{seat}"] = [t for t in self.boards[seat] if t != EMPTY]
            out[f"surplus{seat}"] = list(self.surplus[seat])
        out["offer"] = [self.offer] if self.offer is not None else []
        out["drawn"] = [self.drawn] if self.drawn is not None else []
        return out


def _call_label(label: partial, points: int) -> Msg:
    return Msg("pulok.action.call", move=label(), points=points)


def _pass_label(
    kind: int,
    where: Msg,
    tiles: tuple[int, ...],
    pick: int,
    variant: str,
    colours: tuple[int, ...],
    twenty: bool,
) -> Msg:
    """Passing ``pick`` out of ``tiles`` (sorted), with what it really
    costs: the penalty points the best arrangement then saves (or, in Pulok
    for Experts, adds when a group falls apart), the letters the sentence
    would then lack, and (experts) the value pieces it would lose
    (Decision 21)."""
    rest = list(tiles)
    rest.remove(pick)
    before = best_arrangement(tiles, variant, colours, twenty)
    after = best_arrangement(tuple(rest), variant, colours, twenty)
    change = after.penalty - before.penalty
    lacking: list[int] = []
    if variant != "experts":
        lacking = sorted(
            (
                Counter(missing_letters(tuple(rest), variant))
                - Counter(missing_letters(tiles, variant))
            ).elements()
        )
    cost = Msg(
        "pulok.action.pass.cost",
        change="saves" if change < 0 else "costs" if change > 0 else "none",
        points=abs(change),
        letters=[LETTERS[letter] for letter in lacking],
        lacks=len(lacking),
        pieces=max(0, before.value - after.value),
    )
    return Msg("pulok.action.pass", tile=tile_msg(kind), where=where, cost=cost)
