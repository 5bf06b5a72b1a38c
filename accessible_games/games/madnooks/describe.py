"""Mad Nooks' narration (Classic): events and views as utterances, spoken
and in terse braille; the zones for list front ends (the placements, the
area, the stack); the list of moves grouped by tile; a board cursor with a
map of the cells around it; the area's summary; questions of the line mode.

Said forms (the same everywhere):

- a tile: its colours in side order (long side 1, long side 2, short side
  1, short side 2), "black blue red green" / "schwarz blau rot grün";
  brailled as its code, one letter per colour: English ``k b r g`` (the
  codes of the action texts, ``kbrg``), German ``s b r g`` (schwarz, blau,
  rot, grün: ``sbrg``). Both can be typed back (the rules read ``s`` as
  black), so a German player types what the display shows.
- a position: the corner's cell ``x,y`` (x east, y north), spoken and
  brailled alike ("at 3,-2" / "auf 3,-2", ``3,-2``).
- a rotation: spoken "turned 90°" / "not turned", brailled as the angle
  (``90``, ``0``).
- a placement in braille: tile, rotation, position, points and touching
  sides, in the order of the action text: ``kbrg 90 3,-2 2p l1=k s1=r``
  (``=`` touches fully, ``~`` partly; sides ``l1 l2 s1 s2`` /
  ``l1 l2 k1 k2``). Points are a number and ``p``, never ``+2`` after a
  position; a range is ``-3 to 1`` (``-3 bis 1``), a round ``2 of 3``:
  nothing reads as a sum, a fraction or a decimal.
- laid tiles carry a name of letters by laying order (``a`` the start
  tile, ``b`` ... ``z``, then ``aa``, ``ab`` ...: no name is given twice):
  the area's list, the cursor and the map use it.
- the map in braille: a row's label (``y 2``, ``y-1``), then one sign per
  cell: the language's empty sign (``.``; German ``·``, dot 3), a tile's
  letter, ``-`` the cursor (on a tile too: German braille has no
  capitals); above the rows a column ruler (``x`` and the last digit of
  each column). Once a tile's name has two letters (the 27th tile laid),
  every cell of the map takes two signs, filled up in front with the
  empty sign (``..``, ``.b``, ``.-``, ``ab``), and the ruler gives each
  digit twice (``4433``): no space inside a row or the ruler, so every
  uncontracted table keeps one braille cell a sign. In speech the map is
  words with columns, never signs.

The narrator keeps two things per listener: the board cursor (``cursor``,
``move_cursor``, ``set_cursor``, ``map_text``) and the tile whose
placements the placements zone lists (``focus_tile``; None: all tiles of
the hand). The C key sets it from the focused hand tile (keys.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import accessible_games.games.madnooks.messages  # noqa: F401 - registers the game's messages
from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, join_list, render
from accessible_games.core.narration import Area as Zone
from accessible_games.core.narration import Item, Narrator, alias_id, heading_id
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.madnooks.area import (
    COLOUR,
    PARTIAL_ONLY,
    SHORT_ALONE,
    Area,
    Placement,
    area_from_view,
)
from accessible_games.games.madnooks.messages import (
    colour_msg,
    placements_msg,
    points_msg,
    points_with_msg,
    position_msg,
    rotation_msg,
    side_msg,
    tile_msg,
    tiles_msg,
    touch_msg,
)
from accessible_games.games.madnooks.options import SOLITAIRE
from accessible_games.games.madnooks.poker import PICTURE_LAY
from accessible_games.games.madnooks.rules import LAY, lay_text
from accessible_games.games.madnooks.tiles import (
    COLOURS,
    DELTA,
    INNER,
    ROTATIONS,
    TIP,
    Colours,
    load_deck,
    parse_position,
    parse_tile_code,
    position_text,
    rotation_text,
)

#: the letters of a laid tile's name (by laying order: a ... z, aa, ab ...)
LETTERS = "abcdefghijklmnopqrstuvwxyz"
#: the map's mark of the cursor on an empty cell
CURSOR_EMPTY = "@"
EMPTY_CELL = "."
#: the zones' keys
PLACEMENTS, AREA, STACK, BOARD, MAP, COLOUR_ZONE = (
    "placements",
    "area",
    "stack",
    "board",
    "map",
    "colours",
)
#: the tag of the moves listed again first in the list of moves: those
#: covering the board cursor's cell (L on the board asks for them)
HERE = "here"
#: the kinds of move that lay a tile (Classic and Solitaire; Poker's picture)
LAY_KINDS = (LAY, PICTURE_LAY)
#: how far the map zone reaches from the cursor (a row is 2 * 5 + 1 cells
#: and its y: it fits a 20-cell braille display; with names of two letters,
#: two signs a cell, a 40-cell one)
MAP_RADIUS = 5
#: the braille display's width the zones' lines are made to fit (a
#: typical display has 40 cells; a front end that knows the display sets
#: the narrator's ``braille_width``)
BRAILLE_WIDTH = 40
#: how many of the best places the recap names
RECAP_NAMED = 3
#: words of the line mode's questions, by direction (0 north ... 3 west)
DIRECTION_WORDS = (
    ("north", "nord", "norden", "up", "hoch"),
    ("east", "ost", "osten", "right", "rechts"),
    ("south", "süd", "süden", "sued", "sueden", "down", "runter"),
    ("west", "westen", "left", "links"),
)


def nowhere_counts(area: Area, colours: Colours) -> dict[str, int]:
    """Why a tile fits nowhere: for each rule that stops it where it could
    touch the area (a colour meets another, a short side alone, touching
    only partly), at how many places. Empty when no place next to the area
    has room for it."""
    refused = area.refusals(colours)
    return {
        reason: refused[reason]
        for reason in (COLOUR, SHORT_ALONE, PARTIAL_ONLY)
        if refused.get(reason)
    }


def nowhere_msg(
    area: Area, colours: Colours, legal: list[Action], counts: dict[str, int] | None = None
) -> Msg:
    """ "Black blue red green fits nowhere: at 12 places a side would meet
    another colour, ... Lay another of your tiles." The hint follows the
    moves there are: another tile to lay, a turn to miss, or none (not the
    player's turn)."""
    counts = nowhere_counts(area, colours) if counts is None else counts
    reasons = [Msg(f"madnooks.nowhere.{reason}", count=n) for reason, n in counts.items()] or [
        Msg("madnooks.nowhere.room")
    ]
    hint = "other" if any(a.kind in LAY_KINDS for a in legal) else "pass" if legal else "none"
    return Msg("madnooks.nowhere", tile=tile_msg(colours), reasons=reasons, hint=hint)


def covers(data: tuple[Any, ...], x: int, y: int) -> bool:
    """Whether a lay move's placement (its data: tile, rotation, corner x,
    corner y, ...) covers the cell x,y."""
    rotation, cx, cy = data[1], data[2], data[3]
    return any((cx + dx, cy + dy) == (x, y) for dx, dy in ROTATIONS[rotation].offsets)


def row_id(y: int) -> str:
    """The id of the map zone's row ``y`` (Shift+Y puts the focus on the cursor's)."""
    return f"row{y}"


def braille_cells(text: str) -> int:
    """At most how many braille cells ``text`` takes in the uncontracted
    tables: a sign each, a number sign before each number, and a second
    cell for the signs UEB writes with two (``=``, ``~``, ``-``, ``:``)."""
    numbers = sum(
        1 for i, c in enumerate(text) if c.isdigit() and (i == 0 or not text[i - 1].isdigit())
    )
    return len(text) + numbers + sum(text.count(c) for c in "=~-:")


def row_label(y: int) -> str:
    """A map row's label: ``y 2``, ``y-1``, ``y 10``; the sign stands
    between the letter and the number, so no braille table reads it as a
    minus at the start of a line, and every label of one width takes the
    same braille cells."""
    return f"y{'-' if y < 0 else ' '}{abs(y)}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _item(text: str) -> str:
    """A sentence as an entry of a zone's list: without its full stop (the
    list may go on with ", end of list")."""
    return text[:-1] if text.endswith(".") else text


def colour_letters(lang: str) -> tuple[str, ...]:
    """The braille letters of the four colours in ``lang`` (a tile is four
    of them): English ``k b r g``, German ``s b r g``."""
    return tuple(render(Msg(f"madnooks.say.colour.{c}.br"), lang) for c in range(len(COLOURS)))


#: a tile code in either language (``kbrg``, ``sbrg``)
parse_code = parse_tile_code


class MadNooksNarrator(Narrator):
    hand_title = None
    #: the variant when the facts do not say it
    default_variant = "classic"

    def __init__(
        self,
        lang: str,
        names: list[str],
        viewer: int | None,
        facts: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(lang, names, viewer, facts)
        self.deck = load_deck()
        #: the board cursor (None: at the last tile laid)
        self._cursor: tuple[int, int] | None = None
        #: the tile whose placements the placements zone lists (None: every tile in hand)
        self.focused: Colours | None = None
        #: the stack's size after the last draw heard (the private "drawn" says it)
        self._stack: int | None = None
        #: the game's number of rounds (None: no limit) and the round last said
        self._rounds: int | None = None
        self._round = 1
        #: the variant (also from game_start): Solitaire has one team score
        self.variant: str = self.fact("variant") or self.default_variant
        #: the list of moves starts with those covering the cursor's cell
        #: (asked for by L on the board; until a tile is laid)
        self.here = False
        #: the braille display's width the zones' lines fit (BRAILLE_WIDTH)
        self.braille_width = BRAILLE_WIDTH

    # --- words ----------------------------------------------------------------

    def r(self, msg: Msg) -> str:
        return render(msg, self.lang)

    @staticmethod
    def points(points: int) -> Msg:
        """ "1 point", "7 points" (rendered with the message it is a part of)."""
        return points_msg(points)

    def colour(self, colour: int) -> str:
        return self.r(colour_msg(colour))

    def colour_br(self, colour: int) -> str:
        return self.t(f"madnooks.say.colour.{colour}.br")

    def tile(self, colours: Colours) -> str:
        """ "black blue red green"."""
        return self.r(tile_msg(colours))

    def tile_br(self, colours: Colours) -> str:
        """ "kbrg" / "sbrg"."""
        return "".join(self.colour_br(c) for c in colours)

    def tile_id(self, tile: int) -> str:
        return self.tile(self.deck[tile])

    def tile_id_br(self, tile: int) -> str:
        return self.tile_br(self.deck[tile])

    def rotation(self, rotation: int) -> str:
        return self.r(rotation_msg(rotation))

    def position(self, x: int, y: int) -> str:
        """ "at 3,-2" / "auf 3,-2"."""
        return self.r(position_msg(x, y))

    def side_br(self, side: int) -> str:
        return self.t(f"madnooks.say.side.{side}.br")

    def touch(self, side: int, colour: int, full: bool) -> str:
        return self.r(touch_msg(side, colour, full))

    def touch_br(self, side: int, colour: int, full: bool) -> str:
        """ "l1=k" (touching fully) / "l2~g" (partly)."""
        key = touch_msg(side, colour, full).key
        return self.t(f"{key}.br", side=self.side_br(side), colour=self.colour_br(colour))

    def touches(self, touches: list[Any]) -> tuple[str, str]:
        """Touches (area.Touch values or the event's dicts) said and brailled."""
        parts = [
            (t["side"], t["colour"], t["full"]) if isinstance(t, dict) else (t[0], t[1], t[2])
            for t in touches
        ]
        return (
            join_list([self.touch(*p) for p in parts], self.lang),
            " ".join(self.touch_br(*p) for p in parts),
        )

    def direction(self, d: int) -> str:
        return self.t(f"madnooks.say.dir.{d}")

    def direction_br(self, d: int) -> str:
        return self.t(f"madnooks.say.dir.{d}.br")

    @staticmethod
    def letter(index: int) -> str:
        """The name of the ``index``-th laid tile (0: the start tile): ``a``
        to ``z``, then ``aa``, ``ab`` ... ``az``, ``ba`` ...: every tile
        its own."""
        name = ""
        index += 1
        while index:
            index, rest = divmod(index - 1, len(LETTERS))
            name = LETTERS[rest] + name
        return name

    # --- placements -------------------------------------------------------------

    def placement_text(
        self, colours: Colours, p: Placement, with_tile: bool = True
    ) -> tuple[str, str]:
        """("black blue red green, 2 points: at 3,-2, turned 90°; touching
        long side 1 black fully and short side 1 red", "kbrg 90 3,-2 +2 l1=k
        s1=r"); without the tile in speech when ``with_tile`` is false."""
        touches, touches_br = self.touches(list(p.touches))
        key = "madnooks.say.placement.tile" if with_tile else "madnooks.say.placement"
        if not p.touches:
            key += ".start"
        speech = self.t(
            key,
            tile=self.tile(colours),
            points=self.points(p.points),
            position=self.position(p.x, p.y),
            rotation=self.rotation(p.rotation),
            touches=touches,
        )
        braille = self.t(
            "madnooks.say.placement.br" if touches_br else "madnooks.say.placement.start.br",
            tile=self.tile_br(colours),
            rotation=rotation_text(p.rotation),
            position=position_text(p.x, p.y),
            points=p.points,
            touches=touches_br,
        )
        return speech, braille

    @staticmethod
    def sort_placements(found: list[tuple[Colours, Placement]]) -> list[tuple[Colours, Placement]]:
        """Highest points first; ties keep their order (tile, rotation, x, y)."""
        return sorted(found, key=lambda cp: -cp[1].points)

    def _hand_colours(self, view: dict[str, Any]) -> list[Colours]:
        """The colours of the viewer's tiles, each once, in hand order."""
        out: list[Colours] = []
        for tile in view.get("hand") or []:
            colours = self.deck[tile]
            if colours not in out:
                out.append(colours)
        return out

    def placements(
        self, view: dict[str, Any], colours: Colours | None = None, area: Area | None = None
    ) -> list[tuple[Colours, Placement]]:
        """The legal placements of ``colours`` (None: of every tile in the
        viewer's hand), highest points first."""
        area = area if area is not None else area_from_view(view)
        tiles = [colours] if colours is not None else self._hand_colours(view)
        found = [(c, p) for c in tiles for p in area.placements(c)]
        return self.sort_placements(found)

    def placements_head(
        self, view: dict[str, Any], colours: Colours | None, found: list[tuple[Colours, Placement]]
    ) -> tuple[str, str]:
        """What the placements zone's first item says: whose and how many."""
        if colours is None and view.get("hand") is None:
            return self.t("madnooks.say.no_hand"), self.t("madnooks.say.no_hand.br")
        best = found[0][1].points if found else 0
        count = placements_msg(len(found))
        if colours is not None:
            if not found:
                return (
                    self.t("madnooks.say.placements.none.of", tile=_cap(self.tile(colours))),
                    self.t("madnooks.say.placements.none.of.br", tile=self.tile_br(colours)),
                )
            return (
                self.t(
                    "madnooks.say.placements.of",
                    count=count,
                    tile=self.tile(colours),
                    points=self.points(best),
                ),
                self.t(
                    "madnooks.say.placements.of.br",
                    tile=self.tile_br(colours),
                    count=len(found),
                    points=best,
                ),
            )
        if not found:
            return self.t("madnooks.say.placements.none"), self.t("madnooks.say.placements.none.br")
        return (
            self.t("madnooks.say.placements.all", count=count, points=self.points(best)),
            self.t("madnooks.say.placements.all.br", count=len(found), points=best),
        )

    def placements_said(self, view: dict[str, Any], colours: Colours | None = None) -> Utterance:
        """The placements of ``colours`` (None: of every tile in hand) as one answer."""
        found = self.placements(view, colours)
        head, head_br = self.placements_head(view, colours, found)
        said = [self.placement_text(c, p, colours is None) for c, p in found]
        speech = " ".join([head] + [s + "." for s, _ in said])
        return self.info(speech, "; ".join([head_br] + [b for _, b in said]))

    def scoring_text(self, view: dict[str, Any]) -> tuple[str, str]:
        """Every placement of the tiles in hand grouped by the points it
        scores, highest first: "1 place scores 2 points: blue green black
        red at -2,-1, not turned. 2 places score 1 point: ..."; braille
        ``+2: bgkr 0 -2,-1; +1: bgkr 90 -3,0, rgbk 90 -3,0``."""
        found = self.placements(view) if view.get("hand") is not None else []
        if not found:
            return self.t("madnooks.say.placements.none"), self.t("madnooks.say.placements.none.br")
        groups: dict[int, list[tuple[Colours, Placement]]] = {}
        for c, p in found:  # highest points first already
            groups.setdefault(p.points, []).append((c, p))
        speech, braille = [], []
        for points, entries in groups.items():
            places = [
                self.t(
                    "madnooks.say.scoring.place",
                    tile=self.tile(c),
                    position=self.position(p.x, p.y),
                    rotation=self.rotation(p.rotation),
                )
                for c, p in entries
            ]
            speech.append(
                self.t(
                    "madnooks.say.scoring.group",
                    count=len(entries),
                    points=self.points(points),
                    places="; ".join(places),
                )
            )
            braille.append(
                f"{points}p: "
                + ", ".join(
                    f"{self.tile_br(c)} {rotation_text(p.rotation)} {position_text(p.x, p.y)}"
                    for c, p in entries
                )
            )
        return " ".join(speech), "; ".join(braille)

    def focus_tile(self, tile: int | None) -> None:
        """The placements zone lists this tile's placements (None: every tile's)."""
        self.focused = None if tile is None else self.deck[tile]

    # --- the area ------------------------------------------------------------------

    def _by(self, layer: int | None) -> tuple[str, str]:
        """Who laid a tile: "laid by Anna" / "laid by you" ("angelegt von dir")."""
        if layer is None:
            return self.t("madnooks.say.by.start"), self.t("madnooks.say.by.start.br")
        said = self.say("madnooks.say.by", layer)
        return said.speech, said.braille

    def summary_text(self, view: dict[str, Any], area: Area | None = None) -> tuple[str, str]:
        """The area's size, bounds, open edges by colour and enclosed empty spaces."""
        area = area if area is not None else area_from_view(view)
        tiles, cells = area.size()
        box = area.bounds() or (0, 0, 0, 0)
        open_edges = area.open_edges()
        said = [
            self.t("madnooks.say.open", colour=self.colour(c), count=len(open_edges[c]))
            for c in range(len(COLOURS))
            if open_edges[c]
        ]
        said_br = " ".join(
            f"{self.colour_br(c)}{len(open_edges[c])}" for c in range(len(COLOURS)) if open_edges[c]
        )
        holes = area.holes()
        where = "; ".join(position_text(x, y) for x, y in holes)
        if not holes:
            hole_text, hole_br = (
                self.t("madnooks.say.holes.none"),
                self.t("madnooks.say.holes.none.br"),
            )
        else:
            hole_text = self.t("madnooks.say.holes", count=len(holes), cells=where)
            hole_br = self.t(
                "madnooks.say.holes.br", cells=" ".join(position_text(x, y) for x, y in holes)
            )
        low, high = position_text(box[0], box[1]), position_text(box[2], box[3])
        speech = self.t(
            "madnooks.say.summary",
            tiles=_cap(self.r(tiles_msg(tiles))),
            cells=cells,
            low=low,
            high=high,
            width=box[2] - box[0] + 1,
            height=box[3] - box[1] + 1,
            open=join_list(said, self.lang) if said else self.t("madnooks.say.open.none"),
            holes=hole_text,
        )
        braille = self.t(
            "madnooks.say.summary.br",
            tiles=tiles,
            cells=cells,
            low=low,
            high=high,
            open=said_br or "-",
            holes=hole_br,
        )
        dead = self.dead_text(view, area) if not view.get("over") else None
        if dead is not None:  # at the end, the enclosed cells are all there is to say
            speech, braille = f"{speech} {dead[0]}", f"{braille}; {dead[1]}"
        return speech, braille

    def remaining(self, view: dict[str, Any]) -> frozenset[Colours] | None:
        """The tiles still to come into the area, by their colours: every
        tile of the deck not laid yet (in hands and the stack). None where
        the question does not arise (Poker's pictures)."""
        laid = {entry[0] for entry in view.get("area") or []}
        return frozenset(self.deck[t] for t in range(len(self.deck)) if t not in laid)

    def dead_cells(
        self, view: dict[str, Any], area: Area | None = None
    ) -> list[tuple[int, int]] | None:
        """The empty cells no tile still to come can ever cover (area.py
        ``dead_cells``), or None where the question does not arise."""
        tiles = self.remaining(view)
        if tiles is None:
            return None
        area = area if area is not None else area_from_view(view)
        return area.dead_cells(tiles)

    def dead_text(self, view: dict[str, Any], area: Area | None = None) -> tuple[str, str] | None:
        """ "2 cells can never be filled: -1,0; 3,4." (braille ``dead -1,0
        3,4``), "Every empty cell can still be filled." (``dead -``); once
        the game is over (or no tile is left to come), that no tile is laid
        any more (``dead: over``): then no empty cell can be filled."""
        remaining = self.remaining(view)
        if remaining is None:
            return None
        if view.get("over") or not remaining:
            return self.t("madnooks.say.dead.over"), self.t("madnooks.say.dead.over.br")
        dead = self.dead_cells(view, area)
        if dead is None:
            return None
        if not dead:
            return self.t("madnooks.say.dead.none"), self.t("madnooks.say.dead.none.br")
        cells = [position_text(x, y) for x, y in sorted(dead, key=lambda c: (-c[1], c[0]))]
        return (
            self.t("madnooks.say.dead", count=len(dead), cells="; ".join(cells)),
            self.t("madnooks.say.dead.br", cells=" ".join(cells)),
        )

    def dead_said(self, view: dict[str, Any]) -> Utterance | None:
        """What D says (the line mode's ``dead`` / ``tot``)."""
        dead = self.dead_text(view)
        return self.info(*dead) if dead is not None else None

    # --- the colour view ------------------------------------------------------------------

    def colour_rows(
        self, view: dict[str, Any], area: Area | None = None
    ) -> list[tuple[int, str, str]]:
        """The area read by colour, row by row, north first: in each row,
        the empty cells next to the area in runs of columns that face the
        same colour from the same direction ("Row 2: black to the south:
        columns -3 to -1; green to the west: column 1"), brailled ``y 2:
        s=k -3 to -1, w=g 1``. Rows without such a cell are left out."""
        return [
            (
                y,
                self.t("madnooks.say.colours.row", y=y, runs="; ".join(s for s, _ in runs)),
                f"{row_label(y)}: {', '.join(b for _, b in runs)}",
            )
            for y, runs in self.colour_runs(view, area)
        ]

    def colour_lines(self, view: dict[str, Any]) -> list[tuple[str, str, str]]:
        """The colour view's lines: a row whose braille line would not fit
        the display (``braille_width``, with the list's place after it) is
        split between runs into lines that do, each with the row's label;
        the lines after a row's first say "continued". (id, speech,
        braille); the first line of row y has the id ``colours<y>``."""
        rows = self.colour_runs(view)
        # the place in the list the front end adds (", 3 of 5"), at its
        # longest: the list has at most a line a run and its heading
        most = 1 + sum(len(runs) for _, runs in rows)
        place = self.t("tui.position.br", position=most, count=most)
        room = self.braille_width - braille_cells(f", {place}")
        out = []
        for y, runs in rows:
            label = f"{row_label(y)}: "
            parts: list[list[tuple[str, str]]] = [[]]
            for run in runs:
                line = label + ", ".join(b for _, b in [*parts[-1], run])
                if parts[-1] and braille_cells(line) > room:
                    parts.append([])
                parts[-1].append(run)
            for number, part in enumerate(parts):
                key = "madnooks.say.colours.row" if not number else "madnooks.say.colours.row.more"
                out.append(
                    (
                        f"colours{y}" if not number else f"colours{y}.{number + 1}",
                        self.t(key, y=y, runs="; ".join(s for s, _ in part)),
                        label + ", ".join(b for _, b in part),
                    )
                )
        return out

    def colour_runs(
        self, view: dict[str, Any], area: Area | None = None
    ) -> list[tuple[int, list[tuple[str, str]]]]:
        """Per row with empty cells next to the area, north first: its runs
        of columns facing one colour from one direction, west first, each
        spoken and brailled ("black to the south: columns -3 to -1",
        ``s=k -3 to -1``)."""
        area = area if area is not None else area_from_view(view)
        by_row: dict[int, dict[tuple[int, int], list[int]]] = {}
        for x, y in area.frontier():
            for d, edge in enumerate(area.cell(x, y).edges):
                if edge.across_tile is not None and edge.across_colour is not None:
                    by_row.setdefault(y, {}).setdefault((d, edge.across_colour), []).append(x)
        out = []
        for y in sorted(by_row, reverse=True):
            runs: list[tuple[int, int, int, int]] = []  # start, end, direction, colour
            for (d, colour), xs in by_row[y].items():
                xs.sort()
                start = xs[0]
                for i, x in enumerate(xs):
                    if i + 1 == len(xs) or xs[i + 1] != x + 1:  # the run ends at x
                        runs.append((start, x, d, colour))
                        if i + 1 < len(xs):
                            start = xs[i + 1]
            runs.sort()
            out.append(
                (
                    y,
                    [
                        (
                            self.t(
                                "madnooks.say.colours.run",
                                colour=self.colour(c),
                                direction=self.direction(d),
                                where=self.columns(a, b),
                            ),
                            f"{self.direction_br(d)}={self.colour_br(c)} {self.columns_br(a, b)}",
                        )
                        for a, b, d, c in runs
                    ],
                )
            )
        return out

    def colour_items(self, view: dict[str, Any]) -> list[Item]:
        """The colours zone: a heading (how many rows), then one item per
        line (colour_lines: one per row, or more for a long row)."""
        lines = self.colour_lines(view)
        rows = sum(1 for key, _, _ in lines if "." not in key)
        head = Item(
            "colourshead",
            _item(self.t("madnooks.say.colours.head", count=rows)),
            self.t("madnooks.say.colours.head.br", count=rows),
        )
        return [head] + [Item(key, speech, braille) for key, speech, braille in lines]

    def colours_said(self, view: dict[str, Any]) -> Utterance:
        """The colour view as one answer (the line mode's ``colours`` / ``farben``)."""
        items = self.colour_items(view)
        return self.info(
            "\n".join(
                [items[0].speech + ":" if len(items) > 1 else items[0].speech + "."]
                + [i.speech + "." for i in items[1:]]
            ),
            "\n".join(i.brailled for i in items),
        )

    def open_cells_text(self, view: dict[str, Any], area: Area | None = None) -> tuple[str, str]:
        """The empty cells next to the area, north first, each with the
        colours of the sides facing it and where they lie: "3,0: black to
        the west; 1,1: red to the south and green to the west" (a tip
        facing a cell has no colour and is left out); braille ``3,0 w=k;
        1,1 s=r w=g``."""
        area = area if area is not None else area_from_view(view)
        cells, cells_br = [], []
        for x, y in sorted(area.frontier(), key=lambda c: (-c[1], c[0])):
            sides = [
                (d, edge.across_colour)
                for d, edge in enumerate(area.cell(x, y).edges)
                if edge.across_tile is not None and edge.across_colour is not None
            ]
            if not sides:
                continue
            words = [
                self.t("madnooks.say.open_side", colour=self.colour(c), direction=self.direction(d))
                for d, c in sides
            ]
            cells.append(
                self.t(
                    "madnooks.say.open_cell",
                    position=position_text(x, y),
                    sides=join_list(words, self.lang),
                )
            )
            cells_br.append(
                " ".join(
                    [position_text(x, y)]
                    + [f"{self.direction_br(d)}={self.colour_br(c)}" for d, c in sides]
                )
            )
        return (
            self.t("madnooks.say.open_cells", count=len(cells), cells="; ".join(cells)),
            self.t("madnooks.say.open_cells.br", cells="; ".join(cells_br) or "-"),
        )

    def open_cells(self, view: dict[str, Any]) -> Utterance:
        """What Shift+Z says: the open edges by the empty cell they face."""
        return self.info(*self.open_cells_text(view))

    def summary(self, view: dict[str, Any]) -> Utterance:
        """What Z says: the area's summary."""
        return self.info(*self.summary_text(view))

    def laid_items(self, view: dict[str, Any]) -> list[Item]:
        """One item per laid tile in laying order: letter, tile, rotation, position, who laid it."""
        items = []
        for index, entry in enumerate(view.get("area") or []):
            tile, rotation, x, y = entry[0], entry[2], entry[3], entry[4]
            layer = entry[5] if len(entry) > 5 else None
            by, by_br = self._by(layer)
            letter = self.letter(index)
            speech = self.t(
                "madnooks.say.laid_item",
                letter=letter,
                tile=self.tile_id(tile),
                rotation=self.rotation(rotation),
                position=self.position(x, y),
                by=by,
            )
            braille = self.t(
                "madnooks.say.laid_item.br",
                letter=letter,
                tile=self.tile_id_br(tile),
                rotation=rotation_text(rotation),
                position=position_text(x, y),
                by=by_br,
            )
            items.append(Item(f"tile{tile}", speech, braille))
        return items

    def stack_text(self, view: dict[str, Any]) -> tuple[str, str]:
        stack = view.get("stack", 0)
        speech = (
            self.t("madnooks.say.stack", count=_cap(self.r(tiles_msg(stack))))
            if stack
            else self.t("madnooks.say.stack.empty")
        )
        return speech, self.t("madnooks.say.stack.br", count=stack)

    def last_text(self, view: dict[str, Any]) -> tuple[str, str] | None:
        last = view.get("last")
        if not last:
            return None
        colours = self.deck[last["tile"]]
        said = self._two(
            "madnooks.say.last",
            last["seat"],
            {
                "tile": self.tile(colours),
                "rotation": self.rotation(last["rotation"]),
                "position": self.position(last["x"], last["y"]),
                "points": self.points(last["points"]),
            },
            {
                "tile": self.tile_br(colours),
                "rotation": rotation_text(last["rotation"]),
                "position": position_text(last["x"], last["y"]),
                "points": last["points"],
            },
        )
        return said.speech, said.braille

    # --- the cursor -------------------------------------------------------------------

    def cursor(self, view: dict[str, Any]) -> tuple[int, int]:
        """The board cursor: where it was moved, else the corner of the last tile laid."""
        if self._cursor is not None:
            return self._cursor
        laid = view.get("area") or []
        if not laid:
            return 0, 0
        return laid[-1][3], laid[-1][4]

    def set_cursor(self, view: dict[str, Any], x: int, y: int) -> Utterance:
        self._cursor = (x, y)
        return self.cell(view, x, y)

    def move_cursor(self, view: dict[str, Any], dx: int, dy: int) -> Utterance:
        """Move the cursor by (dx, dy) (y north) and say the new cell."""
        x, y = self.cursor(view)
        return self.set_cursor(view, x + dx, y + dy)

    def _letters(self, view: dict[str, Any]) -> dict[int, str]:
        """Each laid tile id's letter."""
        return {entry[0]: self.letter(i) for i, entry in enumerate(view.get("area") or [])}

    def _layers(self, view: dict[str, Any]) -> dict[int, int | None]:
        return {
            entry[0]: (entry[5] if len(entry) > 5 else None) for entry in view.get("area") or []
        }

    def cell_text(
        self, view: dict[str, Any], x: int, y: int, area: Area | None = None
    ) -> tuple[str, str]:
        """A cell: on a tile, which tile and which of its sides (or tip)
        faces each neighbour, and whether a tile lies across; on an empty
        cell, what each neighbour shows towards it."""
        area = area if area is not None else area_from_view(view)
        letters = self._letters(view)
        view_cell = area.cell(x, y)
        where = position_text(x, y)
        parts, parts_br = [], []
        if view_cell.tile is not None:
            for d, edge in enumerate(view_cell.edges):
                if edge.side == INNER:
                    what, what_br = self.t("madnooks.say.edge.same"), "="
                else:
                    if edge.side == TIP or edge.side is None:
                        what, what_br = (
                            self.t("madnooks.say.edge.tip"),
                            self.t("madnooks.say.tip.br"),
                        )
                    else:
                        assert edge.colour is not None  # a tile's side has its colour
                        what = self.t(
                            "madnooks.say.edge.side",
                            side=self.r(side_msg(edge.side)),
                            colour=self.colour(edge.colour),
                        )
                        what_br = f"{self.side_br(edge.side)}{self.colour_br(edge.colour)}"
                    if edge.across_tile is None:
                        if edge.side != TIP:
                            what += ", " + self.t("madnooks.say.edge.open")
                    else:
                        other = letters.get(edge.across_tile, "?")
                        touching = edge.side not in (TIP, None) and edge.across_colour is not None
                        what += ", " + self.t(
                            "madnooks.say.edge.touching" if touching else "madnooks.say.edge.next",
                            letter=other,
                        )
                        what_br += f"+{other}"
                parts.append(self.t("madnooks.say.edge", direction=self.direction(d), what=what))
                parts_br.append(f"{self.direction_br(d)} {what_br}")
            laid = area.tile_at(x, y)
            assert laid is not None
            letter = letters.get(laid.tile, "?")
            by, _ = self._by(self._layers(view).get(laid.tile))
            speech = self.t(
                "madnooks.say.cell.tile",
                position=where,
                letter=letter,
                tile=self.tile(laid.colours),
                rotation=self.rotation(laid.rotation),
                corner=position_text(laid.x, laid.y),
                by=by,
                edges=_cap("; ".join(parts)),
            )
            braille = self.t(
                "madnooks.say.cell.tile.br",
                position=where,
                letter=letter,
                tile=self.tile_br(laid.colours),
                rotation=rotation_text(laid.rotation),
                corner=position_text(laid.x, laid.y),
                edges=", ".join(parts_br),
            )
            return speech, braille
        if all(edge.across_tile is None for edge in view_cell.edges):
            return self.t("madnooks.say.cell.alone", position=where), self.t(
                "madnooks.say.cell.alone.br", position=where
            )
        for d, edge in enumerate(view_cell.edges):
            if edge.across_tile is None:
                what, what_br = self.t("madnooks.say.edge.empty"), "-"
            else:
                other = letters.get(edge.across_tile, "?")
                if edge.across_colour is None:
                    what, what_br = self.t("madnooks.say.edge.tip"), self.t("madnooks.say.tip.br")
                else:
                    assert edge.across_side is not None  # a colour across is that tile's side
                    what = self.t(
                        "madnooks.say.edge.side",
                        side=self.r(side_msg(edge.across_side)),
                        colour=self.colour(edge.across_colour),
                    )
                    what_br = (
                        f"{self.side_br(edge.across_side)}{self.colour_br(edge.across_colour)}"
                    )
                what = self.t("madnooks.say.edge.of", what=what, letter=other)
                what_br += f"+{other}"
            parts.append(self.t("madnooks.say.edge", direction=self.direction(d), what=what))
            parts_br.append(f"{self.direction_br(d)} {what_br}")
        return (
            self.t("madnooks.say.cell.empty", position=where, edges=_cap("; ".join(parts))),
            self.t("madnooks.say.cell.empty.br", position=where, edges=", ".join(parts_br)),
        )

    def cell(self, view: dict[str, Any], x: int, y: int) -> Utterance:
        return self.info(*self.cell_text(view, x, y))

    def map_grid(
        self, view: dict[str, Any], radius: int = 3
    ) -> tuple[tuple[int, int], list[tuple[int, list[str]]]]:
        """The cursor, and the rows around it, north first: (y, each cell
        west to east: ``.`` empty, a tile's name, ``@`` the cursor on an
        empty cell, the name in capitals under the cursor)."""
        area = area_from_view(view)
        letters = self._letters(view)
        cx, cy = self.cursor(view)
        rows = []
        for y in range(cy + radius, cy - radius - 1, -1):
            cells = []
            for x in range(cx - radius, cx + radius + 1):
                laid = area.tile_at(x, y)
                cell = EMPTY_CELL if laid is None else letters.get(laid.tile, "?")
                if (x, y) == (cx, cy):
                    cell = CURSOR_EMPTY if laid is None else cell.upper()
                cells.append(cell)
            rows.append((y, cells))
        return (cx, cy), rows

    def map_rows(
        self, view: dict[str, Any], radius: int = 3
    ) -> tuple[tuple[int, int], list[tuple[int, str]]]:
        """The cursor, and the rows around it, north first: (y, the cells
        of map_grid, each as wide as cell_width, filled up in front with
        ``.``)."""
        cursor, grid = self.map_grid(view, radius)
        cell = self.cell_width(view)
        return cursor, [(y, "".join(c.rjust(cell, EMPTY_CELL) for c in cells)) for y, cells in grid]

    def cell_width(self, view: dict[str, Any]) -> int:
        """How many signs a cell of the map takes: 1, and 2 once a tile's
        name has two letters (every cell then, so the columns stay under
        the ruler's digits)."""
        laid = len(view.get("area") or [])
        return len(self.letter(laid - 1)) if laid else 1

    def map_text(self, view: dict[str, Any], radius: int = 3) -> Utterance:
        """What Y says: the cells around the cursor, north first. Spoken in
        words, each row with its columns (never the signs); brailled one
        line per row, each starting with its label (``y-1``), after the
        column ruler: ``.`` empty (German ``·``), a tile's name, ``-``
        the cursor."""
        (cx, cy), rows = self.map_grid(view, radius)
        x0, x1 = cx - radius, cx + radius
        cell = self.cell_width(view)
        head, head_br = self.map_head(view, (cx, cy), rows, x0, x1)
        ruler, ruler_br = self.ruler(rows, x0, x1, cell)
        width = self.label_width(rows)
        speech = "\n".join(
            [head, ruler] + [self.row_words(y, cells, x0) + "." for y, cells in rows]
        )
        braille = "\n".join(
            [head_br, ruler_br] + [self.braille_row(y, cells, width, cell) for y, cells in rows]
        )
        return self.info(speech, braille)

    # --- events -------------------------------------------------------------------------

    def event(self, event: Event) -> Utterance | None:
        if not event.visible(self.viewer):
            return None
        handler = getattr(self, f"_on_{event.kind}", None)
        return handler(event) if handler else None

    def _on_game_start(self, e: Event) -> Utterance:
        d = e.data
        self._rounds = d.get("rounds")
        self._round = 1
        self._stack = d.get("stack")
        self._cursor = None
        self.here = False
        self.variant = d.get("variant", "classic")
        colours = self.deck[d["start"]] if "start" in d else parse_code(d.get("code", "kbrg"))
        assert colours is not None  # the rules give the start tile or its code
        rounds = (
            self.t("madnooks.say.game_start.rounds", rounds=self._rounds) if self._rounds else ""
        )
        goal = ""
        if self.variant == SOLITAIRE:
            goal = self.t(
                "madnooks.say.solitaire.goal", team="alone" if d.get("players", 1) == 1 else "team"
            )
        variant = self.t(f"madnooks.say.variant.{d.get('variant', 'classic')}")
        params = dict(
            variant=variant,
            players=d.get("players", len(self.names)),
            hand=tiles_msg(d.get("hand", 4)),
            rounds=rounds,
            goal=goal,
            position=position_text(0, 0),
        )
        first = d.get("first", 0)
        stack = d.get("stack", 0)
        return self._two(
            "madnooks.say.game_start",
            first,
            {"tile": self.tile(colours), "stack": _cap(self.r(tiles_msg(stack)))},
            {"tile": self.tile_br(colours), "stack": stack},
            Category.TABLE,
            **params,
        )

    def _on_dealt(self, e: Event) -> Utterance:
        tiles = list(e.data.get("tiles", []))
        return self._two(
            "madnooks.say.dealt",
            None,
            {"tiles": join_list([self.tile_id(t) for t in tiles], self.lang)},
            {"tiles": " ".join(self.tile_id_br(t) for t in tiles)},
            Category.OWN,
        )

    def _on_turn(self, e: Event) -> Utterance:
        d = e.data
        key = (
            "madnooks.say.turn.draw"
            if d.get("will_draw")
            else "madnooks.say.turn.miss"
            if d.get("must_miss")
            else "madnooks.say.turn"
        )
        own = e.seat == self.viewer
        said = self.say(
            key,
            e.seat,
            Category.TURN if own else Category.OTHERS,
            Priority.POLITE if own else Priority.QUEUE,
        )
        number = d.get("round", self._round)
        if self._rounds and number != self._round:
            self._round = number
            head = self.t("madnooks.say.round", round=number, rounds=self._rounds)
            head_br = self.t("madnooks.say.round.br", round=number, rounds=self._rounds)
            return Utterance(
                f"{head} {said.speech}", f"{head_br}; {said.braille}", said.category, said.priority
            )
        self._round = number
        return said

    def _on_laid(self, e: Event) -> Utterance:
        d = e.data
        colours = self.deck[d["tile"]]
        touches, touches_br = self.touches(list(d.get("touches") or []))
        self._cursor = None  # the cursor follows the last tile laid
        self.here = False
        return self._two(
            "madnooks.say.laid",
            e.seat,
            {
                "tile": self.tile(colours),
                "rotation": self.rotation(d["rotation"]),
                "position": self.position(d["x"], d["y"]),
                "points": self.points(d["points"]),
                "touches": touches,
                "score": self.points(d.get("score", 0)),
                "team": self._team(),
            },
            {
                "tile": self.tile_br(colours),
                "rotation": rotation_text(d["rotation"]),
                "position": position_text(d["x"], d["y"]),
                "points": d["points"],
                "touches": touches_br,
                "score": d.get("score", 0),
            },
        )

    def _team(self) -> str:
        """Whose score a Solitaire team's placement adds to: "yours" (the
        listener plays in the team), "team" (an onlooker), "own" (Classic,
        or Solitaire alone: the player's own score)."""
        if self.variant != SOLITAIRE or len(self.names) < 2:
            return "own"
        return "yours" if self.viewer is not None else "team"

    def _on_drew(self, e: Event) -> Utterance | None:
        stack = e.data.get("stack", 0)
        self._stack = stack
        if e.seat == self.viewer:
            return None  # the private "drawn" says the tile and the stack
        return self.say(
            "madnooks.say.drew.last" if stack == 0 else "madnooks.say.drew", e.seat, stack=stack
        )

    def _on_drawn(self, e: Event) -> Utterance:
        tile = e.data["tile"]
        stack = self._stack
        key = (
            "madnooks.say.drawn.plain"
            if stack is None
            else "madnooks.say.drawn.last"
            if stack == 0
            else "madnooks.say.drawn"
        )
        return self._two(
            key,
            None,
            {"tile": self.tile_id(tile)},
            {"tile": self.tile_id_br(tile)},
            Category.OWN,
            stack=stack if stack is not None else 0,
        )

    def _on_missed(self, e: Event) -> Utterance:
        if e.data.get("draws"):
            return self.say("madnooks.say.missed.draws", e.seat)
        said = self.say("madnooks.say.missed", e.seat)
        in_a_row = e.data.get("in_a_row", 1)
        if in_a_row > 1:
            return Utterance(
                f"{said.speech} {self.t('madnooks.say.in_a_row', count=in_a_row)}",
                f"{said.braille}, {self.t('madnooks.say.in_a_row.br', count=in_a_row)}",
                said.category,
                said.priority,
            )
        return said

    def _winners_text(self, winners: list[int], scores: list[int]) -> tuple[str, str]:
        top = max(scores) if scores else 0
        if len(winners) == 1:
            said = self.say("madnooks.say.winner", winners[0], points=points_with_msg(top))
            return said.speech, said.braille
        return (
            self.t(
                "madnooks.say.winners",
                players=_cap(self.names_list(winners)),
                points=points_with_msg(top),
                who=self._who(winners),
            ),
            self.t("madnooks.say.winners.br", players=self.names_list(winners)),
        )

    def _who(self, seats: list[int]) -> str:
        """ "you" when the listener is one of ``seats`` (the verb agrees:
        "Anna und du gewinnt"), else "other"."""
        return "you" if self.viewer is not None and self.viewer in seats else "other"

    def _scores_text(self, scores: list[int]) -> tuple[str, str]:
        """Each seat's score (Classic; Solitaire's one score: solitaire_score)."""
        said = [
            self.say("madnooks.say.score", s, points=self.points(n), count=n)
            for s, n in enumerate(scores)
        ]
        return join_list([u.speech for u in said], self.lang), ", ".join(u.braille for u in said)

    def holes_text(self, holes: list[Any]) -> tuple[str, str]:
        """The enclosed empty cells: spoken with their positions; braille: the positions."""
        if not holes:
            return self.t("madnooks.say.solitaire.holes.none"), ""
        cells = [position_text(c[0], c[1]) for c in holes]
        return (
            self.t(
                "madnooks.say.solitaire.holes", count=len(holes), cells=join_list(cells, self.lang)
            ),
            ": " + " ".join(cells),
        )

    def solitaire_result(
        self, key: str, players: int, points: int, holes: list[Any], left: int
    ) -> tuple[str, str]:
        """The end of a Solitaire game (``key``: the game over said as it
        happens, or the status asked for afterwards): the picture finished
        (every tile laid) or not (how many tiles are left), the score of
        the player alone or of the team, with its unit, and the enclosed
        empty spaces with their positions. No winner: nobody played
        against anybody."""
        params = self._whose(players)
        score, score_br = self.solitaire_score(players, points)
        holes_said, holes_br = self.holes_text(holes)
        params.update(finished="yes" if not left else "no", left=left, count=len(holes))
        result = self.t("madnooks.say.solitaire.result", score=score, holes=holes_said, **params)
        result_br = self.t(
            "madnooks.say.solitaire.result.br", score=score_br, cells=holes_br, **params
        )
        return self.t(key, result=result), self.t(f"{key}.br", result=result_br)

    def _whose(self, players: int) -> dict[str, Any]:
        """Whose Solitaire game it is, as said to this listener: ``$team``
        (alone or a team) and ``$who`` (the listener plays, or watches:
        then ``$player`` is the name of the one playing alone)."""
        params: dict[str, Any] = {"team": "alone" if players == 1 else "team"}
        if self.viewer is not None and self.viewer < players:
            params["who"] = "you"
        else:
            params["who"] = "other"
            params["player"] = self.names[0] if self.names else "-"
        return params

    def solitaire_score(self, players: int, points: int) -> tuple[str, str]:
        """Solitaire's one score: "Your score: 7 points." / "Your team's score: 7 points."."""
        params = self._whose(players)
        return (
            self.t("madnooks.say.solitaire.score", points=points, **params),
            self.t("madnooks.say.solitaire.score.br", points=points, **params),
        )

    def _on_game_over(self, e: Event) -> Utterance:
        d = e.data
        scores = list(d.get("scores") or [])
        winners = list(d.get("winners") or [])
        reason = d.get("reason") or "all_laid"
        if self.variant == SOLITAIRE or "holes" in d:
            # every seat holds the one shared score
            speech, braille = self.solitaire_result(
                "madnooks.say.solitaire.over",
                len(scores) or len(self.names),
                scores[0] if scores else 0,
                list(d.get("holes") or []),
                d.get("left", 0),
            )
            return Utterance(speech, braille, Category.TABLE, Priority.POLITE)
        won, won_br = self._winners_text(winners, scores)
        listed, listed_br = self._scores_text(scores)
        speech = self.t(
            "madnooks.say.game_over",
            reason=self.t(f"madnooks.end.{reason}"),
            winners=won,
            scores=listed,
        )
        braille = self.t(
            "madnooks.say.game_over.br",
            reason=self.t(f"madnooks.say.end.{reason}.br"),
            winners=won_br,
            scores=listed_br,
        )
        return Utterance(speech, braille, Category.TABLE, Priority.POLITE)

    # --- the state -------------------------------------------------------------------------

    def _turn_text(self, view: dict[str, Any]) -> tuple[str, str]:
        turn = view.get("turn")
        if turn is None:
            return "", "-"
        said = self.say("madnooks.say.turn", turn)
        return said.speech, said.braille

    def hand(self, view: dict[str, Any]) -> Utterance:
        """The viewer's tiles, each with its placements and best points."""
        hand = view.get("hand")
        if hand is None:
            return self.info(self.t("madnooks.say.no_hand"), self.t("madnooks.say.no_hand.br"))
        said = [self.hand_item(view, i, []) for i in range(len(hand))]
        # each tile's sentence (why one fits nowhere, too) without its full
        # stop: they are joined by semicolons, and the message ends with its own
        tiles = "; ".join(_item(s.speech) for s in said)
        return self.info(
            self.t("madnooks.say.hand", count=len(hand), tiles=tiles),
            self.t("madnooks.say.hand.br", tiles="; ".join(s.braille for s in said)),
        )

    def table(self, view: dict[str, Any]) -> Utterance:
        """The area's summary, the last tile laid and the stack."""
        area = area_from_view(view)
        parts = [self.summary_text(view, area)]
        last = self.last_text(view)
        if last:
            parts.append(last)
        parts.append(self.stack_text(view))
        return self.info(" ".join(p[0] for p in parts), "; ".join(p[1] for p in parts))

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        self.variant = view.get("variant", self.variant)
        scores = list(view.get("scores") or [])
        if self.variant == SOLITAIRE:  # one score for the whole team
            out = [
                self.info(
                    *self.solitaire_score(
                        view.get("players", len(self.names)), scores[0] if scores else 0
                    )
                )
            ]
        else:
            listed, listed_br = self._scores_text(scores)
            out = [
                self.info(
                    self.t("madnooks.say.scores", scores=listed),
                    self.t("madnooks.say.scores.br", scores=listed_br),
                )
            ]
        if detail:
            out += [self.info(i.speech, i.brailled) for i in self.player_items(view)]
        return out

    def status(self, view: dict[str, Any]) -> Utterance:
        self.variant = view.get("variant", self.variant)
        scores = list(view.get("scores") or [])
        listed, listed_br = self._scores_text(scores)
        if view.get("over") and self.variant == SOLITAIRE:
            holes = [list(c) for c in area_from_view(view).holes()]
            left = sum(view.get("hand_counts") or []) + view.get("stack", 0)
            return self.info(
                *self.solitaire_result(
                    "madnooks.say.solitaire.status.over",
                    view.get("players", len(self.names)),
                    scores[0] if scores else 0,
                    holes,
                    left,
                )
            )
        if view.get("over"):
            winners = list(view.get("winners") or [])
            return self.info(
                self.t(
                    "madnooks.say.status.over",
                    players=self.names_list(winners),
                    count=len(winners),
                    scores=listed,
                ),
                self.t(
                    "madnooks.say.status.over.br",
                    players=self.names_list(winners),
                    scores=listed_br,
                ),
            )
        turn, turn_br = self._turn_text(view)
        stack, _ = self.stack_text(view)
        if self.variant == SOLITAIRE:
            said, said_br = self.solitaire_score(
                view.get("players", len(self.names)), scores[0] if scores else 0
            )
        else:
            said, said_br = self.t("madnooks.say.scores", scores=listed), listed_br
        speech = (
            self.t("madnooks.say.status", round=view.get("round", 1), turn=turn, stack=stack)
            + " "
            + said
        )
        braille = (
            self.t(
                "madnooks.say.status.br",
                round=view.get("round", 1),
                turn=turn_br,
                stack=view.get("stack", 0),
            )
            + "; "
            + said_br
        )
        return self.info(speech, braille)

    def legend(self) -> Utterance:
        letters = colour_letters(self.lang)
        colours = join_list(
            [
                self.t("madnooks.say.legend.colour", letter=letters[c], colour=self.colour(c))
                for c in range(len(COLOURS))
            ],
            self.lang,
        )
        return self.info(self.t("madnooks.say.legend", colours=colours, example="".join(letters)))

    # --- questions of the line mode ------------------------------------------------------------

    def query(self, text: str, view: dict[str, Any]) -> Utterance | None:
        """ "area" / "fläche", "map" / "plan" ("karte" is the plain mode's
        card command), "cursor 3,-2" / "zeiger 3,-2" (and "cursor" alone),
        "north" ... / "nord" ..., "here" / "hier" (the placements covering
        the cursor's cell), "best" / "beste" (every placement grouped by its
        points), "edges" / "kanten" (the empty cells next to the area and
        the colours facing them), "colours" / "farben" (the same by row, in
        runs of columns), "dead" / "tot" (the cells that can never be
        filled), "placements [code]" / "anlegestellen [code]"."""
        words = text.strip().lower().replace("?", " ").split()
        if not words:
            return None
        head, rest = words[0], words[1:]
        if not rest and head in ("area", "fläche", "flaeche", "summary", "übersicht"):
            return self.summary(view)
        if not rest and head in ("map", "plan", "lageplan", "umgebung"):
            return self.map_text(view)
        for d, names in enumerate(DIRECTION_WORDS):
            if not rest and head in names:
                return self.move_cursor(view, *DELTA[d])
        if not rest and head in ("edges", "kanten", "rand"):
            return self.open_cells(view)
        if not rest and head in ("colours", "colors", "farben"):
            return self.colours_said(view)
        if not rest and head in ("dead", "unfillable", "tot", "unfüllbar", "unfuellbar"):
            return self.dead_said(view)
        if not rest and head in ("best", "scoring", "beste", "wertung"):
            return self.info(*self.scoring_text(view)) if view.get("hand") is not None else None
        if not rest and head in ("here", "hier"):
            return self.here_said(view) if view.get("hand") is not None else None
        if head in ("cursor", "zeiger"):
            if not rest:
                return self.cell(view, *self.cursor(view))
            position = parse_position(",".join(" ".join(rest).replace(",", " ").split()))
            if position is None:
                return None
            return self.set_cursor(view, *position)
        if head in ("placements", "anlegestellen", "stellen", "places"):
            if not rest:
                return self.placements_said(view, None)
            if len(rest) != 1:
                return None
            colours = parse_code(rest[0])
            if colours is None:
                return self.info(self.t("madnooks.say.bad_code", text=rest[0]))
            self.focused = colours
            return self.placements_said(view, colours)
        return None

    # --- zones for list front ends ---------------------------------------------------------------

    def areas(self) -> list[Zone]:
        return [
            Zone(PLACEMENTS, Msg("madnooks.zone.placements"), "c"),
            Zone(AREA, Msg("madnooks.zone.area"), "u"),
            Zone(BOARD, Msg("madnooks.zone.board"), "g"),
            Zone(MAP, Msg("madnooks.zone.map")),
            Zone(COLOUR_ZONE, Msg("madnooks.zone.colours"), "v"),
            Zone(STACK, Msg("madnooks.zone.stack")),
        ]

    def grid_zones(self) -> tuple[str, ...]:
        return (BOARD,)

    def grid_move(self, key: str, view: dict[str, Any], dx: int, dy: int) -> Utterance | None:
        return self.move_cursor(view, dx, dy) if key == BOARD else None

    def map_items(self, view: dict[str, Any], radius: int = MAP_RADIUS) -> list[Item]:
        """The map zone: a heading, the column ruler, then one item per row,
        north first; a row's braille is its label and one sign per cell
        (``y-1 ....-b....``, as the Y key shows it; a blank after a last
        ``.`` that follows a letter), its speech the same cells in words
        with their columns."""
        (cx, cy), rows = self.map_grid(view, radius)
        x0 = cx - radius
        cell = self.cell_width(view)
        head, head_br = self.map_head(view, (cx, cy), rows, x0, cx + radius)
        ruler, ruler_br = self.ruler(rows, x0, cx + radius, cell)
        items = [Item("maphead", _item(head), head_br), Item("ruler", _item(ruler), ruler_br)]
        width = self.label_width(rows)
        for y, cells in rows:
            braille = self.braille_row(y, cells, width, cell)
            if braille.endswith(".") and not braille.endswith(".."):
                # a list's entry loses its closing full stop before its place
                # in the list (", 9 of 13"): the row's last empty cell (English
                # ".") stays on the display, a blank after it
                braille += " "
            items.append(Item(row_id(y), self.row_words(y, cells, x0), braille))
        return items

    def map_head(
        self,
        view: dict[str, Any],
        cursor: tuple[int, int],
        rows: Sequence[tuple[int, Sequence[str]]],
        x0: int,
        x1: int,
    ) -> tuple[str, str]:
        """What the map's first item says: around which cell, what lies
        there, how many rows (in braille too: the lines under the ruler)
        and which columns."""
        on = self._cursor_on(view, *cursor)
        params = dict(position=position_text(*cursor), x0=x0, x1=x1, rows=len(rows))
        return (
            self.t("madnooks.say.map.head", on=on or "none", **params),
            self.t("madnooks.say.map.head.br", on=on or "none", **params),
        )

    def _cursor_on(self, view: dict[str, Any], x: int, y: int) -> str | None:
        """The letter of the tile on the cell x,y, or None when it is empty."""
        laid = area_from_view(view).tile_at(x, y)
        return None if laid is None else self._letters(view).get(laid.tile, "?")

    @staticmethod
    def label_width(rows: Sequence[tuple[int, Sequence[str]]]) -> int:
        return max(len(row_label(y)) for y, _ in rows)

    def braille_row(self, y: int, cells: Sequence[str], width: int, cell: int = 1) -> str:
        """A map row as the display shows it: its label (``y-1``, ``y 2``)
        and one sign per cell: the empty cell's and the cursor's signs of
        the language (one braille cell each in every uncontracted table),
        a tile's name; each cell ``cell`` signs wide, filled up in front
        with the empty sign (a space would make ``-`` a dash in German
        braille)."""
        empty = self.t("madnooks.say.map.sign.empty.br")
        cursor = self.t("madnooks.say.map.sign.cursor.br")
        signs = "".join(
            (empty if c == EMPTY_CELL else cursor if c == CURSOR_EMPTY or c.isupper() else c).rjust(
                cell, empty
            )
            for c in cells
        )
        return f"{row_label(y).rjust(width)} {signs}"

    def ruler(
        self, rows: Sequence[tuple[int, Sequence[str]]], x0: int, x1: int, cell: int = 1
    ) -> tuple[str, str]:
        """The column ruler: spoken, which columns the rows give; brailled,
        ``x`` and the last digit of each column's number, one digit above
        each cell of the rows (the digits' number sign stands where the
        rows' labels have theirs; cells of two signs: the digit twice, one
        number still, so one number sign)."""
        digits = "".join(str(abs(x) % 10) * cell for x in range(x0, x1 + 1))
        return (
            self.t("madnooks.say.map.ruler", x0=x0, x1=x1, zero=x0 <= 0 <= x1),
            f"{'x'.rjust(self.label_width(rows))} {digits}",
        )

    def row_words(self, y: int, cells: Sequence[str], x0: int) -> str:
        """A map row in words, west to east, in runs with their columns:
        "Row -1: columns -5 to -1 empty, column 0 cursor on b, column 1 b,
        columns 2 to 5 empty"."""
        runs: list[tuple[int, int, str]] = []
        for i, char in enumerate(cells):
            if runs and runs[-1][2] == char and char not in (CURSOR_EMPTY,) and not char.isupper():
                runs[-1] = (runs[-1][0], x0 + i, char)
            else:
                runs.append((x0 + i, x0 + i, char))
        words = []
        for start, end, char in runs:
            if char == EMPTY_CELL:
                what = self.t("madnooks.say.map.empty")
            elif char == CURSOR_EMPTY:
                what = self.t("madnooks.say.map.cursor", what=self.t("madnooks.say.map.empty"))
            elif char.isupper():
                what = self.t("madnooks.say.map.cursor", what=char.lower())
            else:
                what = char
            words.append(self.t("madnooks.say.map.run", where=self.columns(start, end), what=what))
        return self.t("madnooks.say.map.row", y=y, cells=", ".join(words))

    def columns(self, start: int, end: int) -> str:
        """ "column 3" / "columns -2 to 1"."""
        if start == end:
            return self.t("madnooks.say.columns.one", x=start)
        return self.t("madnooks.say.columns", start=start, end=end)

    def columns_br(self, start: int, end: int) -> str:
        """ "3" / "-2 to 1" ("-2 bis 1")."""
        if start == end:
            return str(start)
        return self.t("madnooks.say.columns.br", start=start, end=end)

    def area_items(self, key: str, view: dict[str, Any]) -> list[Item]:
        if key == PLACEMENTS:
            colours = self.focused
            found = (
                self.placements(view, colours)
                if (colours is not None or view.get("hand") is not None)
                else []
            )
            head, head_br = self.placements_head(view, colours, found)
            items = [Item(PLACEMENTS, _item(head), head_br)]
            for c, p in found:
                speech, braille = self.placement_text(c, p, colours is None)
                items.append(Item(_lay_text(c, p), speech, braille))
            return items
        if key == AREA:
            speech, braille = self.summary_text(view)
            return [Item("summary", _item(speech), braille)] + self.laid_items(view)
        if key == STACK:
            speech, braille = self.stack_text(view)
            return [Item(STACK, _item(speech), braille)]
        if key == BOARD:
            speech, braille = self.cell_text(view, *self.cursor(view))
            return [Item("cursor", _item(speech), braille)]
        if key == MAP:
            return self.map_items(view)
        if key == COLOUR_ZONE:
            return self.colour_items(view)
        return []

    def hand_item(self, view: dict[str, Any], index: int, legal: list[Action]) -> Utterance:
        """A tile of the hand: how many placements it has and the best
        points; a tile that fits nowhere says why (and, on the player's
        turn, what to do instead)."""
        tile = (view.get("hand") or [])[index]
        colours = self.deck[tile]
        area = area_from_view(view)
        found = area.placements(colours, detail=False)
        if not found:
            counts = nowhere_counts(area, colours)
            reasons_br = ", ".join(
                self.t(f"madnooks.nowhere.{r}.br", count=n) for r, n in counts.items()
            ) or self.t("madnooks.nowhere.room.br")
            return self.info(
                self.r(nowhere_msg(area, colours, legal, counts)),
                self.t(
                    "madnooks.say.hand_item.none.br", tile=self.tile_br(colours), reasons=reasons_br
                ),
            )
        best = max(p.points for p in found)
        return self.info(
            self.t(
                "madnooks.say.hand_item",
                tile=_cap(self.tile(colours)),
                count=placements_msg(len(found)),
                points=self.points(best),
            ),
            self.t(
                "madnooks.say.hand_item.br",
                tile=self.tile_br(colours),
                count=len(found),
                points=best,
            ),
        )

    # --- the recap ------------------------------------------------------------------------------

    def recap(self, view: dict[str, Any]) -> Utterance:
        """Where the player stands, in one line: the tiles in hand (each
        with its placements and best points), the score, the stack, and
        the area summed up by the points its places score, the best ones
        named ("1 place scores 2 points: ...; 3 places score 1 point")."""
        self.variant = view.get("variant", self.variant)
        hand = self.hand(view)
        parts = [(hand.speech, hand.braille)]
        scores = list(view.get("scores") or [])
        if self.variant == SOLITAIRE:
            parts.append(
                self.solitaire_score(
                    view.get("players", len(self.names)), scores[0] if scores else 0
                )
            )
        else:
            listed, listed_br = self._scores_text(scores)
            parts.append((self.t("madnooks.say.scores", scores=listed), listed_br))
        parts.append(self.stack_text(view))
        if view.get("hand") is not None:
            parts.append(self.recap_board(view))
        return Utterance(
            " ".join(p[0] for p in parts),
            "; ".join(p[1] for p in parts),
            Category.INFO,
            Priority.POLITE,
        )

    def recap_board(self, view: dict[str, Any]) -> tuple[str, str]:
        """The area in short: how many tiles lie, the places that score the
        most named (at most three), the others counted by points."""
        tiles = len(view.get("area") or [])
        found = self.placements(view)
        laid = self.t("madnooks.say.recap.laid", count=tiles)
        if not found:
            none = self.t("madnooks.say.placements.none")
            return (
                f"{laid} {none}",
                f"{self.t('madnooks.say.recap.laid.br', count=tiles)}; "
                f"{self.t('madnooks.say.placements.none.br')}",
            )
        groups: dict[int, list[tuple[Colours, Placement]]] = {}
        for c, p in found:
            groups.setdefault(p.points, []).append((c, p))
        (top, best), *rest = groups.items()
        named = best[:RECAP_NAMED]
        places = [
            self.t(
                "madnooks.say.scoring.place",
                tile=self.tile(c),
                position=self.position(p.x, p.y),
                rotation=self.rotation(p.rotation),
            )
            for c, p in named
        ]
        more = len(best) - len(named)
        speech = [
            self.t(
                "madnooks.say.recap.best",
                count=len(best),
                points=self.points(top),
                places="; ".join(places),
                more=more,
            )
        ]
        braille = [
            f"{top}p: "
            + ", ".join(
                f"{self.tile_br(c)} {rotation_text(p.rotation)} {position_text(p.x, p.y)}"
                for c, p in named
            )
            + (" " + self.t("madnooks.say.recap.more.br", count=more) if more else "")
        ]
        for points, entries in rest:
            speech.append(
                self.t("madnooks.say.recap.count", count=len(entries), points=self.points(points))
            )
            braille.append(self.t("madnooks.say.recap.count.br", count=len(entries), points=points))
        return (
            f"{laid} " + " ".join(speech),
            "; ".join([self.t("madnooks.say.recap.laid.br", count=tiles)] + braille),
        )

    def hand_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        items = []
        for index, tile in enumerate(view.get("hand") or []):
            said = self.hand_item(view, index, legal)
            items.append(Item(f"c{tile}", _item(said.speech), said.braille))
        return items

    def player_items(self, view: dict[str, Any]) -> list[Item]:
        """Per seat: score, tiles in hand, on turn, winner."""
        self.variant = view.get("variant", self.variant)
        scores = list(view.get("scores") or [])
        counts = list(view.get("hand_counts") or [])
        items = []
        for seat in range(view.get("players", len(self.names))):
            score = scores[seat] if seat < len(scores) else 0
            count = counts[seat] if seat < len(counts) else 0
            if self.variant == SOLITAIRE:  # the team's score is said once, in the scores
                speech = self.t(
                    "madnooks.say.player.solitaire",
                    name=self.seat_name(seat),
                    tiles=tiles_msg(count),
                )
                braille = self.t(
                    "madnooks.say.player.solitaire.br", name=self.seat_name(seat), count=count
                )
            else:
                speech = self.t(
                    "madnooks.say.player",
                    name=self.seat_name(seat),
                    score=self.points(score),
                    tiles=tiles_msg(count),
                )
                braille = self.t(
                    "madnooks.say.player.br", name=self.seat_name(seat), score=score, count=count
                )
            if seat == view.get("turn") and not view.get("over"):
                speech += ", " + self.t("madnooks.say.player.turn")
                braille += " " + self.t("madnooks.say.player.turn.br")
            # Solitaire's team has no winner over anybody: its end says the picture
            if (
                view.get("over")
                and seat in (view.get("winners") or [])
                and self.variant != SOLITAIRE
            ):
                speech += ", " + self.t("madnooks.say.player.winner")
                braille += " " + self.t("madnooks.say.player.winner.br")
            items.append(Item(f"p{seat}", speech, braille))
        return items

    # --- the list of moves --------------------------------------------------------------

    def _lay_actions(
        self, view: dict[str, Any], legal: list[Action]
    ) -> list[tuple[Action, Colours, Placement]]:
        """The lay actions with their placements (touches recomputed from
        the view's area), in the game's order."""
        area = area_from_view(view)
        out = []
        for a in legal:
            if a.kind != LAY:
                continue
            tile, rotation, x, y = a.data[0], a.data[1], a.data[2], a.data[3]
            colours = self.deck[tile]
            p = area.placement(colours, rotation, x, y)
            if p is None:  # a stale list: said as the game labels it
                p = Placement(rotation, x, y, a.data[4], ())
            out.append((a, colours, p))
        return out

    # --- the moves covering the cursor's cell -------------------------------------------

    def covering(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """The lay moves whose tile would cover the board cursor's cell,
        highest points first."""
        x, y = self.cursor(view)
        found = [a for a in legal if a.kind in LAY_KINDS and covers(a.data, x, y)]
        return sorted(found, key=lambda a: -a.data[4])

    def lay_area(self, view: dict[str, Any]) -> Area:
        """The area the lay moves are laid into (Poker: the picture built)."""
        return area_from_view(view)

    def covering_said(self, view: dict[str, Any], action: Action) -> tuple[str, str]:
        """A move covering the cursor's cell, with its tile: said and brailled."""
        tile, rotation, x, y = action.data[0], action.data[1], action.data[2], action.data[3]
        colours = self.deck[tile]
        p = self.lay_area(view).placement(colours, rotation, x, y)
        if p is None:  # a stale list: said as the game labels it
            p = Placement(rotation, x, y, action.data[4], ())
        return self.placement_text(colours, p)

    def here_head(self, view: dict[str, Any], count: int) -> tuple[str, str]:
        """ "3 placements cover the cursor's cell 2,-1" (said first)."""
        where = position_text(*self.cursor(view))
        if not count:
            return (
                self.t("madnooks.say.here.none", position=where),
                self.t("madnooks.say.here.none.br", position=where),
            )
        return (
            self.t("madnooks.say.here", position=where, count=placements_msg(count)),
            self.t("madnooks.say.here.br", position=where, count=count),
        )

    def here_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """The moves covering the cursor's cell under their heading, listed
        first in the list of moves once L on the board asked for them (the
        same moves stay in their tile's group)."""
        if not self.here:
            return []
        found = self.covering(view, legal)
        if not found:
            return []
        head, head_br = self.here_head(view, len(found))
        items = [Item(heading_id(HERE), head, head_br)]
        for action in found:
            items.append(Item(alias_id(HERE, action.text), *self.covering_said(view, action)))
        return items

    def here_said(self, view: dict[str, Any]) -> Utterance:
        """The placements of the tiles in hand covering the cursor's cell
        as one answer (the line mode's ``here`` / ``hier``); the braille
        gives each as it is typed after ``lay`` (``kbrg 90 1,-1 +2 ...``)."""
        x, y = self.cursor(view)
        found = [
            (c, p) for c, p in self.placements(view) if covers((None, p.rotation, p.x, p.y), x, y)
        ]
        head, head_br = self.here_head(view, len(found))
        said = [self.placement_text(c, p) for c, p in found]
        speech = " ".join([f"{head}:" if said else head] + [s + "." for s, _ in said])
        return self.info(speech, "; ".join([head_br] + [b for _, b in said]))

    def action_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """The lay moves grouped by tile (in hand order), each group under a
        heading saying the tile and its number of placements, highest points
        first within a group; or the pass move. The moves covering the
        cursor's cell come first when L on the board asked for them."""
        lays = self._lay_actions(view, legal)
        items: list[Item] = self.here_items(view, legal)
        groups: dict[Colours, list[tuple[Action, Colours, Placement]]] = {}
        for entry in lays:
            groups.setdefault(entry[1], []).append(entry)
        for colours, entries in groups.items():
            entries.sort(key=lambda e: -e[2].points)
            count = placements_msg(len(entries))
            items.append(
                Item(
                    heading_id(self.tile_br(colours)),
                    self.t("madnooks.say.group", tile=_cap(self.tile(colours)), count=count),
                    self.t("madnooks.say.group.br", tile=self.tile_br(colours), count=len(entries)),
                )
            )
            for action, c, p in entries:
                speech, braille = self.placement_text(c, p, False)
                items.append(Item(action.text, speech, braille))
        for a in legal:
            if a.kind != LAY:
                items.append(Item(a.text, render(a.label, self.lang)))
        return items

    def actions_for_hand_item(
        self, view: dict[str, Any], index: int, legal: list[Action]
    ) -> list[Action]:
        """The lay moves of the hand's tile ``index``, highest points first."""
        hand = view.get("hand") or []
        if not 0 <= index < len(hand):
            return []
        colours = self.deck[hand[index]]
        mine = [a for a in legal if a.kind == LAY and self.deck[a.data[0]] == colours]
        return sorted(mine, key=lambda a: -a.data[4])


def _lay_text(colours: Colours, p: Placement) -> str:
    return lay_text(colours, p.rotation, p.x, p.y)
