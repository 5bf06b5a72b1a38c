"""Pulok's narration: events and views as utterances, spoken and in terse
braille; the table's zones for list front ends (the board, the offer, the
players and the finished games, the player's tiles); the list of moves; the
proposal (what the best arrangement would change) and what is still
missing for the goal.

Tiles are said as letter and colour: "U red" / "U rot", a joker "Pulok",
and on a place "Pulok as U" / "Pulok als U". Rows are read as words:
a word whose places all hold tiles is said whole ("SAG", "ÜBER with Pulok
as B"), an empty word as "no PULOK", any other place by place ("N, gap,
X"). In Pulok for Experts a row says its colour, and a tile of another
colour on it is named with its colour; in the simple and double game a row
ends with its tiles' colours ("Red: S, G; yellow: A").

Braille forms (the legend says them): a tile is its letter in lower case
and its colour's short form of games/colours.py (``ur`` U red, ``üge`` Ü
gelb), a Pulok ``*``. A row is its number (and, for experts, its colour),
then its four words with ``,`` for an empty place: ``1r sag n,x über
,,,,,``; a tile of another colour than its row stands in brackets
(``(uy)``); a simple game's row ends with the colours (``r:sgx y:an``).
The surplus is ``sp`` / ``üb``; ``!`` marks a tile left over (or, for
experts, not in a group).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, join_list, render
from accessible_games.core.narration import Area, Item, Narrator, heading_id
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.pulok import messages  # noqa: F401 - registers the game's messages
from accessible_games.games.pulok.arrange import (
    Arrangement,
    best_arrangement,
    board_changes,
    missing_letters,
    piece_bonus,
)
from accessible_games.games.pulok.moves import ARRANGE
from accessible_games.games.pulok.rules import WIN_POINTS
from accessible_games.games.pulok.tiles import (
    COLOURS,
    EMPTY,
    LETTERS,
    ROWS,
    TILE_COLOUR,
    TILE_KIND,
    TILE_LETTER,
    TILE_PENALTY,
    WIDTH,
    WORD_NAMES,
    WORDS,
    is_pulok,
    letter_index,
)

#: the groups of the list of moves, in its order
GROUPS = ("exchange", "proposal", "hand")
#: the order of the exchange moves
EXCHANGE_ORDER = {"take": 0, "keep": 1, "decline": 2, "passon": 3, "pass": 4}
#: an empty place of a row in braille: one cell in every braille table,
#: read back as it was written (a hyphen is not: German braille joins
#: hyphens and the space before them into a dash; a full stop becomes an
#: ellipsis); UEB marks it with a grade 1 indicator where it stands
#: between letters
GAP_BR = ","
#: ids of the zones' items
ROW_ITEM = "row"
COLUMN_ITEM = "col"
ASIDE_ITEM = "aside:"
GAME_ITEM = "g"
REVEALED_ITEM = "rv"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sign(value: int) -> str:
    """The sign said before a change of score: "+", "-" or none for 0."""
    return "+" if value > 0 else "-" if value < 0 else ""


class PulokNarrator(Narrator):
    hand_title = Msg("pulok.zone.tiles")

    def __init__(
        self,
        lang: str,
        names: list[str],
        viewer: int | None,
        facts: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(lang, names, viewer, facts)
        #: the match's variant, for events that do not say it (the reveal);
        #: the match_start event sets it too
        self.variant: str | None = self.fact("variant") or None
        #: the braille forms said again and again: a Pulok's ("*")
        self.pulok_br = self.t("pulok.say.pulok.br")

    # --- tiles --------------------------------------------------------------

    def colour(self, colour: int) -> str:
        return self.t(f"colour.{COLOURS[colour]}.name")

    def colour_br(self, colour: int) -> str:
        return COLOUR_BRAILLE[self.lang][COLOURS[colour]]

    def letter(self, column: int) -> str:
        return LETTERS[column]

    def tile(self, tile: int) -> str:
        """ "U red" / "U rot"; "Pulok"."""
        if is_pulok(tile):
            return self.t("pulok.say.pulok")
        return self.t(
            "pulok.say.tile",
            letter=LETTERS[TILE_LETTER[tile]],
            colour=self.colour(TILE_COLOUR[tile]),
        )

    def tile_br(self, tile: int) -> str:
        """ "ur", "üge"; "*" a Pulok."""
        if is_pulok(tile):
            return self.pulok_br
        return LETTERS[TILE_LETTER[tile]].lower() + self.colour_br(TILE_COLOUR[tile])

    def tiles(self, tiles: list[int]) -> str:
        return join_list([self.tile(t) for t in tiles], self.lang)

    def tiles_br(self, tiles: list[int]) -> str:
        return " ".join(self.tile_br(t) for t in tiles) or "-"

    def tile_at(self, tile: int, column: int) -> str:
        """A tile on a place: "U red", a Pulok "Pulok as U"."""
        if is_pulok(tile):
            return self.t("pulok.say.pulok_as", letter=LETTERS[column])
        return self.tile(tile)

    def where(self, cell: int | None, tile: int | None = None) -> str:
        """ "row 3" ("row 3 as U" for a Pulok), or "the surplus"."""
        if cell is None:
            return self.t("pulok.say.in_surplus")
        if tile is not None and is_pulok(tile):
            return self.t("pulok.say.row_as", row=cell // WIDTH + 1, letter=LETTERS[cell % WIDTH])
        return self.t("pulok.say.on_row", row=cell // WIDTH + 1)

    def where_br(self, cell: int | None, tile: int | None = None) -> str:
        if cell is None:
            return self.t("pulok.say.surplus.br")
        if tile is not None and is_pulok(tile):
            return f"{cell // WIDTH + 1}{LETTERS[cell % WIDTH].lower()}"
        return str(cell // WIDTH + 1)

    def variant_name(self, variant: str) -> str:
        return self.t(f"pulok.say.variant.{variant}")

    def _by_letter(self, tiles: list[int]) -> tuple[str, str]:
        """Tiles grouped by letter: ("S red; A red and yellow; 2 Puloks", "s: r; a: r y; **")."""
        speech, braille = [], []
        for letter in range(len(LETTERS)):
            colours = sorted(TILE_COLOUR[t] for t in tiles if TILE_LETTER[t] == letter)
            if not colours:
                continue
            speech.append(
                self.t(
                    "pulok.say.letter_colours",
                    letter=LETTERS[letter],
                    colours=join_list([self.colour(c) for c in colours], self.lang),
                )
            )
            braille.append(
                f"{LETTERS[letter].lower()}: " + " ".join(self.colour_br(c) for c in colours)
            )
        puloks = sum(1 for t in tiles if is_pulok(t))
        if puloks:
            speech.append(self.t("pulok.say.puloks", count=puloks))
            braille.append(self.pulok_br * puloks)
        return "; ".join(speech), "; ".join(braille)

    # --- pieces ---------------------------------------------------------------

    def piece(self, piece: Any) -> tuple[str, str]:
        """A value piece ([kind, index, row, count]): ("SAG in row 1", "1:sag"),
        ("6 G (double)", "6g x2")."""
        kind, index, row, count = piece[0], piece[1], piece[2], piece[3]
        double = self.t("pulok.say.double") if count > 1 else ""
        if kind == "word":
            speech = self.t("pulok.say.piece.word", word=WORD_NAMES[index], row=row + 1)
            braille = f"{row + 1}:{WORD_NAMES[index].lower()}"
        else:
            size = 6 if count > 1 else 5
            speech = self.t("pulok.say.piece.column", letter=LETTERS[index], size=size)
            braille = f"{size}{LETTERS[index].lower()}"
        if count > 1:
            speech += f" {double}"
            braille += " " + self.t("pulok.say.double.br")
        return speech, braille

    def pieces_text(self, pieces: list[Any], value: int) -> tuple[str, str]:
        """ "4 value pieces: SAG in row 1, NIX in row 1 and 6 G (double)"."""
        if not pieces:
            return self.t("pulok.say.no_pieces"), "0"
        said = [self.piece(p) for p in pieces]
        speech = self.t("pulok.say.pieces", count=value, pieces=[s for s, _ in said])
        return speech, f"{' '.join(b for _, b in said)} ={value}"

    # --- rows -----------------------------------------------------------------

    def _word(
        self, board: list[int], row: int, word: int, row_colour: int | None
    ) -> tuple[str, str]:
        first, last = WORDS[word]
        cells = [board[row * WIDTH + c] for c in range(first, last + 1)]
        name = WORD_NAMES[word]
        if all(t == EMPTY for t in cells):
            return self.t("pulok.say.word.empty", word=name), GAP_BR * len(cells)

        def off(tile: int) -> bool:
            return row_colour is not None and not is_pulok(tile) and TILE_COLOUR[tile] != row_colour

        braille = "".join(
            GAP_BR
            if t == EMPTY
            else self.pulok_br
            if is_pulok(t)
            else f"({self.tile_br(t)})"
            if off(t)
            else LETTERS[first + i].lower()
            for i, t in enumerate(cells)
        )
        if all(t != EMPTY and not off(t) for t in cells):
            puloks = [LETTERS[first + i] for i, t in enumerate(cells) if is_pulok(t)]
            if not puloks:
                return name, braille
            key = "pulok.say.word.puloks" if len(puloks) > 1 else "pulok.say.word.pulok"
            return self.t(key, word=name, letters=join_list(puloks, self.lang)), braille
        places = []
        for i, t in enumerate(cells):
            if t == EMPTY:
                places.append(self.t("pulok.say.gap"))
            elif is_pulok(t):
                places.append(self.t("pulok.say.pulok_as", letter=LETTERS[first + i]))
            elif off(t):
                places.append(self.tile(t))
            else:
                places.append(LETTERS[first + i])
        return ", ".join(places), braille

    def row_text(self, view: dict[str, Any], row: int) -> tuple[str, str]:
        """Row ``row`` (0-5) of the viewer's board read as words:
        ("Row 1: SAG; N, gap, X; ÜBER with Pulok as B; no PULOK. Red: S, G.",
        "1 sag n-x üb*r ----- r:sg")."""
        board = view.get("board") or [EMPTY] * (ROWS * WIDTH)
        experts = view.get("variant") == "experts"
        colours = view.get("row_colours") or list(range(ROWS))
        row_colour = colours[row] if experts else None
        number = str(row + 1)
        if row_colour is not None:
            head = self.t("pulok.say.row.coloured", row=row + 1, colour=self.colour(row_colour))
            number += self.colour_br(row_colour)
        else:
            head = self.t("pulok.say.row.head", row=row + 1)
        tiles = [board[row * WIDTH + c] for c in range(WIDTH)]
        if all(t == EMPTY for t in tiles):
            return self.t("pulok.say.row.empty", head=head), self.t(
                "pulok.say.row.empty.br", row=number
            )
        words = [self._word(board, row, w, row_colour) for w in range(len(WORDS))]
        speech = self.t("pulok.say.rowtext", head=head, words="; ".join(s for s, _ in words))
        braille = f"{number} " + " ".join(b for _, b in words)
        if row_colour is None:  # the simple and double game: the tiles' colours
            parts, parts_br = [], []
            for colour in range(len(COLOURS)):
                letters = [
                    LETTERS[TILE_LETTER[t]]
                    for t in tiles
                    if t != EMPTY and TILE_COLOUR[t] == colour
                ]
                if letters:
                    parts.append(
                        self.t(
                            "pulok.say.colour_letters",
                            colour=self.colour(colour),
                            letters=", ".join(letters),
                        )
                    )
                    parts_br.append(
                        f"{self.colour_br(colour)}:{''.join(letter.lower() for letter in letters)}"
                    )
            if parts:
                speech += " " + _cap("; ".join(parts)) + "."
                braille += " " + " ".join(parts_br)
        return speech, braille

    def row(self, view: dict[str, Any], row: int) -> Utterance:
        """What the keys 1 to 6 say: row ``row`` (0-5) of the viewer's board."""
        if view.get("board") is None:
            return self.info(self.t("pulok.say.no_board"))
        if not 0 <= row < ROWS:
            return self.info(self.t("pulok.say.no_row", row=row + 1))
        speech, braille = self.row_text(view, row)
        return self.info(speech, braille)

    def _row_brief(self, view: dict[str, Any], row: int) -> str:
        """Row ``row`` said briefly, for the recap: a whole word by its name
        ("SAG", "ÜBER with Pulok as B"), else the tiles lying in it, empty
        words left out ("Row 2, yellow: G, NIX, Ü"); the rows (1 to 6) say
        each place."""
        board = view.get("board") or [EMPTY] * (ROWS * WIDTH)
        experts = view.get("variant") == "experts"
        colours = view.get("row_colours") or list(range(ROWS))
        row_colour = colours[row] if experts else None
        said = []
        for word in range(len(WORDS)):
            first, last = WORDS[word]
            cells = [board[row * WIDTH + c] for c in range(first, last + 1)]
            whole = all(
                t != EMPTY and (row_colour is None or is_pulok(t) or TILE_COLOUR[t] == row_colour)
                for t in cells
            )
            if whole:
                said.append(self._word(board, row, word, row_colour)[0])  # with its Puloks
                continue
            for i, t in enumerate(cells):
                if t == EMPTY:
                    continue
                if is_pulok(t):
                    said.append(self.t("pulok.say.pulok_as", letter=LETTERS[first + i]))
                elif row_colour is not None and TILE_COLOUR[t] != row_colour:
                    said.append(self.tile(t))
                else:
                    said.append(LETTERS[first + i])
        if row_colour is not None:
            head = self.t("pulok.say.row.coloured", row=row + 1, colour=self.colour(row_colour))
        else:
            head = self.t("pulok.say.row.head", row=row + 1)
        return f"{head}: {', '.join(said)}"

    def column_text(self, view: dict[str, Any], column: int) -> tuple[str, str]:
        """Column ``column`` (0-14, the place of one letter) of the viewer's
        board, for Pulok for Experts' column groups: how many tiles, whether
        they make a group or a value piece, the colours there (a tile by its
        row's colour, a Pulok as that colour, a tile of another colour by
        name) and the colours still free, each with its row.
        ("Column U (12): 3 tiles, a column group. Red in row 1, Pulok as
        green in row 3, black in row 5; free: yellow in row 2, blue in row 4,
        white in row 6.", "u 3 group: r *g k; free y b w")."""
        board = view.get("board") or [EMPTY] * (ROWS * WIDTH)
        colours = view.get("row_colours") or list(range(ROWS))
        group = 4 if view.get("twenty") else 3
        filled, filled_br, free, free_br = [], [], [], []
        for row in range(ROWS):
            tile, colour = board[row * WIDTH + column], colours[row]
            params: dict[str, Any] = {"row": row + 1, "colour": self.colour(colour)}
            if tile == EMPTY:
                free.append(self.t("pulok.say.column.free", **params))
                free_br.append(self.colour_br(colour))
            elif is_pulok(tile):
                filled.append(self.t("pulok.say.column.pulok", **params))
                filled_br.append(self.pulok_br + self.colour_br(colour))
            elif TILE_COLOUR[tile] != colour:
                filled.append(self.t("pulok.say.column.other", tile=self.tile(tile), **params))
                filled_br.append(f"({self.tile_br(tile)})")
            else:
                filled.append(self.t("pulok.say.column.tile", **params))
                filled_br.append(self.colour_br(colour))
        count = len(filled)
        kind = (
            "double"
            if count == 6
            else "piece"
            if count == 5
            else "group"
            if count >= group
            else "none"
        )
        head: dict[str, Any] = {
            "letter": LETTERS[column],
            "number": column + 1,
            "count": count,
            "group": group,
        }
        speech = self.t(f"pulok.say.column.{kind}", **head) + "."
        if filled:
            speech += " " + _cap(", ".join(filled))
            if free:
                speech += "; " + self.t("pulok.say.column.free_list", places=", ".join(free))
            speech += "."
        braille = self.t(
            f"pulok.say.column.{kind}.br", **{**head, "letter": LETTERS[column].lower()}
        )
        if filled:
            braille += ": " + " ".join(filled_br)
            if free_br:
                braille += "; " + self.t("pulok.say.column.free_list.br", places=" ".join(free_br))
        return speech, braille

    def column(self, view: dict[str, Any], column: int) -> Utterance:
        """What the column reader says (the columns zone's item, the plain
        mode's "column 12" / "spalte u"): column ``column`` (0-14)."""
        if view.get("board") is None:
            return self.info(self.t("pulok.say.no_board"))
        if not 0 <= column < WIDTH:
            return self.info(self.t("pulok.say.no_column", column=column + 1))
        speech, braille = self.column_text(view, column)
        return self.info(speech, braille)

    def _shown_rows(self, view: dict[str, Any]) -> list[int]:
        """The rows a zone lists: the goal rows (experts: all six) and every
        row holding tiles."""
        variant = view.get("variant", "simple")
        if variant == "experts":
            return list(range(ROWS))
        board = view.get("board") or []
        goal = {0, 1} if variant == "double" else {0}
        held = {c // WIDTH for c, t in enumerate(board) if t != EMPTY}
        return sorted(goal | held)

    def surplus_text(self, view: dict[str, Any]) -> tuple[str, str]:
        surplus = list(view.get("surplus") or [])
        if not surplus:
            return self.t("pulok.say.surplus.empty"), self.t("pulok.say.surplus.br") + " -"
        return (
            self.t("pulok.say.surplus", count=len(surplus), tiles=self.tiles(surplus)),
            f"{self.t('pulok.say.surplus.br')} {self.tiles_br(surplus)}",
        )

    # --- the goal ---------------------------------------------------------------

    def _goal_text(self, view: dict[str, Any], goal: dict[str, Any]) -> tuple[str, str]:
        """What ``goal`` (the view's goal, or one made from an arrangement)
        achieves and lacks."""
        experts = view.get("variant") == "experts"
        penalty = goal.get("penalty", 0)
        parts: list[str] = []
        braille: list[str] = []
        if experts:
            ungrouped = list(goal.get("ungrouped") or [])
            if goal.get("complete"):
                parts.append(self.t("pulok.say.goal.grouped"))
                braille.append(self.t("pulok.say.goal.complete.br"))
            else:
                parts.append(
                    self.t(
                        "pulok.say.goal.ungrouped",
                        count=len(ungrouped),
                        tiles=self.tiles(ungrouped),
                        penalty=penalty,
                    )
                )
                braille.append(
                    self.t(
                        "pulok.say.goal.ungrouped.br",
                        tiles=self.tiles_br(ungrouped),
                        penalty=penalty,
                    )
                )
            pieces, value = list(goal.get("pieces") or []), goal.get("value", 0)
            speech, pieces_br = self.pieces_text(pieces, value)
            if pieces:
                speech += ". " + self.t("pulok.say.goal.bonus", bonus=piece_bonus(value))
            parts.append(_cap(speech))
            braille.append(
                self.t("pulok.say.goal.pieces.br", pieces=pieces_br, bonus=piece_bonus(value))
            )
        else:
            double = view.get("variant") == "double"
            if goal.get("complete"):
                parts.append(
                    self.t(
                        "pulok.say.goal.complete.double" if double else "pulok.say.goal.complete"
                    )
                )
                braille.append(self.t("pulok.say.goal.complete.br"))
            else:
                missing = Counter(goal.get("missing") or [])
                letters = []
                for letter in sorted(missing):
                    times = missing[letter]
                    letters.append(
                        LETTERS[letter]
                        if times == 1
                        else self.t("pulok.say.times", letter=LETTERS[letter], count=times)
                    )
                parts.append(
                    self.t("pulok.say.goal.missing", letters=letters, places=sum(missing.values()))
                )
                braille.append(
                    self.t(
                        "pulok.say.goal.missing.br",
                        letters=" ".join(
                            LETTERS[letter].lower() * missing[letter] for letter in sorted(missing)
                        ),
                    )
                )
            puloks = goal.get("puloks", 0)
            if puloks:
                parts.append(self.t("pulok.say.goal.puloks", count=puloks))
            left = list(goal.get("left_over") or [])
            if left:
                parts.append(self.t("pulok.say.goal.left", tiles=self.tiles(left), penalty=penalty))
            else:
                parts.append(self.t("pulok.say.goal.nothing_left"))
            braille.append(
                self.t("pulok.say.goal.left.br", tiles=self.tiles_br(left), penalty=penalty)
            )
        if goal.get("complete") and view.get("called") is None and not view.get("over"):
            if goal.get("can_call", True):
                parts.append(self.t("pulok.say.goal.can_call"))
            else:
                parts.append(self.t("pulok.say.goal.need_piece"))
                braille.append(self.t("pulok.say.goal.need_piece.br"))
        return " ".join(p if p.endswith((".", "!")) else p + "." for p in parts), "; ".join(braille)

    def missing(self, view: dict[str, Any]) -> Utterance:
        """What W says: what is still missing for the goal (simple, double:
        the letters without a tile, the Puloks built in, the left-over tiles
        and their penalty; experts: the tiles not in a group, the value
        pieces so far). All of it is counted by the proposal (the best
        arrangement, which scores), and W says so first: that the board
        lies as proposed, or that it lies otherwise."""
        goal = view.get("goal")
        if not goal or view.get("tiles") is None:
            return self.info(self.t("pulok.say.no_board"))
        speech, braille = self._goal_text(view, goal)
        laid = view.get("board") is not None and not self.changes(
            list(view["board"]), list(view.get("surplus") or []), self._best(view).board
        )
        key = "pulok.say.proposal.same" if laid else "pulok.say.missing.proposal"
        return self.info(self.t(key, goal=speech), self.t(f"{key}.br", goal=braille))

    # --- the proposal -------------------------------------------------------------

    def _best(self, view: dict[str, Any]) -> Arrangement:
        return best_arrangement(
            tuple(sorted(view["tiles"])),
            view.get("variant", "simple"),
            tuple(view.get("row_colours") or range(ROWS)),
            bool(view.get("twenty")),
        )

    @staticmethod
    def changes(
        board: list[int], surplus: list[int], target: tuple[int, ...] | list[int]
    ) -> list[tuple[int, int | None, int | None]]:
        """The tiles that move when ``board`` (with ``surplus``) is laid as
        ``target`` (arrange.board_changes, which the rules count the moves
        of arranging by too)."""
        return board_changes(board, surplus, target)

    def _move_text(self, tile: int, start: int | None, end: int | None) -> tuple[str, str]:
        params = dict(
            tile=self.tile(tile), start=self.where(start, tile), end=self.where(end, tile)
        )
        if start is None:
            key = "pulok.say.change.place"
        elif end is None:
            key = "pulok.say.change.remove"
        else:
            key = "pulok.say.change.move"
        return self.t(
            key, **params
        ), f"{self.tile_br(tile)} {self.where_br(start, tile)}>{self.where_br(end, tile)}"

    def arrangement_goal(self, view: dict[str, Any], best: Arrangement) -> dict[str, Any]:
        """A goal dict (as the view's) made from an arrangement."""
        goal = dict(view.get("goal") or {})
        goal.update(
            complete=best.complete,
            penalty=best.penalty,
            left_over=list(best.left_over),
            pieces=[list(p) for p in best.pieces],
            value=best.value,
        )
        if view.get("variant") == "experts":
            grouped = best.grouped
            goal["ungrouped"] = sorted(
                [t for c, t in enumerate(best.board) if t != EMPTY and c not in grouped]
                + list(best.surplus)
            )
        goal["can_call"] = best.complete and (not view.get("need_piece") or best.value > 0)
        return goal

    def proposal(self, view: dict[str, Any]) -> Utterance:
        """What V says: what the best arrangement would change on the
        viewer's board (tiles moved, Puloks placed) and what it achieves,
        then how to accept it (Shift+V or the move "arrange")."""
        if view.get("tiles") is None or view.get("board") is None:
            return self.info(self.t("pulok.say.no_board"))
        best = self._best(view)
        moves = self.changes(list(view["board"]), list(view.get("surplus") or []), best.board)
        goal_speech, goal_br = self._goal_text(view, self.arrangement_goal(view, best))
        if not moves:
            return self.info(
                self.t("pulok.say.proposal.same", goal=goal_speech),
                self.t("pulok.say.proposal.same.br", goal=goal_br),
            )
        said = [self._move_text(*m) for m in moves]
        speech = self.t(
            "pulok.say.proposal",
            count=len(moves),
            moves="; ".join(s for s, _ in said),
            goal=goal_speech,
        )
        braille = self.t(
            "pulok.say.proposal.br",
            count=len(moves),
            moves=", ".join(b for _, b in said),
            goal=goal_br,
        )
        return self.info(speech, braille)

    # --- weighing the tile offered or drawn --------------------------------------

    def _rate(self, view: dict[str, Any], best: Arrangement, tiles: list[int]) -> tuple:
        """How good ``tiles`` (in their best arrangement ``best``) are, to
        compare: first whether they could call and for how many points, then
        whether they meet the goal, then (simple, double) the fewest places
        missing or (experts) the fewest penalty points, then the rest. After
        a call only the penalty points count."""
        if view.get("called") is not None:
            return (-best.penalty,)
        can = best.complete and (not view.get("need_piece") or best.value > 0)
        experts = view.get("variant") == "experts"
        points = WIN_POINTS + (piece_bonus(best.value) if experts else 0) if can else 0
        if experts:
            ungrouped = sum(
                1 for c, t in enumerate(best.board) if t != EMPTY and c not in best.grouped
            ) + len(best.surplus)
            return (can, points, best.complete, -best.penalty, -ungrouped)
        missing = len(missing_letters(tuple(sorted(tiles)), view.get("variant", "simple")))
        return (can, points, best.complete, -missing, -best.penalty)

    def _state(self, view: dict[str, Any], best: Arrangement, tiles: list[int]) -> tuple[str, str]:
        """What ``tiles`` achieve, in brief: "you can call Sag nix über Pulok,
        for 20 points", or "K and L missing (2 places), 4 penalty points"
        ("3 tiles in no group, 5 penalty points"); after a call only the
        penalty points."""
        variant = view.get("variant", "simple")
        called = view.get("called") is not None
        can = best.complete and (not view.get("need_piece") or best.value > 0)
        if can and not called:
            points = WIN_POINTS + (piece_bonus(best.value) if variant == "experts" else 0)
            return (
                self.t("pulok.say.weigh.call", points=points),
                self.t("pulok.say.weigh.call.br", points=points),
            )
        said: list[tuple[str, str]] = []
        if not called:
            if best.complete:
                said.append((self.t("pulok.say.weigh.met"), self.t("pulok.say.weigh.met.br")))
            elif variant == "experts":
                count = sum(
                    1 for c, t in enumerate(best.board) if t != EMPTY and c not in best.grouped
                ) + len(best.surplus)
                said.append(
                    (
                        self.t("pulok.say.weigh.ungrouped", count=count),
                        self.t("pulok.say.weigh.ungrouped.br", count=count),
                    )
                )
            else:
                missing = Counter(missing_letters(tuple(sorted(tiles)), variant))
                letters = [
                    LETTERS[letter]
                    if missing[letter] == 1
                    else self.t("pulok.say.times", letter=LETTERS[letter], count=missing[letter])
                    for letter in sorted(missing)
                ]
                said.append(
                    (
                        self.t(
                            "pulok.say.weigh.missing",
                            letters=letters,
                            places=sum(missing.values()),
                        ),
                        self.t(
                            "pulok.say.weigh.missing.br",
                            letters=" ".join(
                                LETTERS[letter].lower() * missing[letter]
                                for letter in sorted(missing)
                            ),
                        ),
                    )
                )
        said.append(
            (
                self.t("pulok.say.weigh.penalty", penalty=best.penalty),
                self.t("pulok.say.weigh.penalty.br", penalty=best.penalty),
            )
        )
        return ", ".join(s for s, _ in said), ", ".join(b for _, b in said)

    def weigh(self, view: dict[str, Any]) -> tuple[str, str] | None:
        """What V and W say first while a tile is offered to the viewer or
        drawn by them: whether to take or keep it and which of their tiles
        to pass then (the one that leaves their tiles best: able to call,
        for the most points; the goal met; the fewest places missing or
        penalty points), or else to decline it or pass it on; with what the
        tiles achieve then and now. None at any other time."""
        if view.get("over") or view.get("turn") != self.viewer or view.get("tiles") is None:
            return None
        phase = view.get("phase")
        new = view.get("offer") if phase == "offer" else view.get("drawn")
        if phase not in ("offer", "drawn") or new is None:
            return None
        tiles = list(view["tiles"])
        now_best = self._best(view)
        now_rate = self._rate(view, now_best, tiles)
        where = self._locations(view)
        # one tile of each kind, the one the rules would pass (a surplus one
        # first), the tiles the proposal does not need first
        unneeded = self.unneeded_kinds(view)
        candidates: dict[int, int] = {}
        for tile in sorted(tiles, key=lambda t: (where.get(t) is not None, t)):
            candidates.setdefault(TILE_KIND[tile], tile)
        order = sorted(
            candidates.values(),
            key=lambda t: self._pass_rank(unneeded, t) + (tiles.index(t),),
        )
        chosen = None
        for tile in order:
            rest = [t for t in tiles if t != tile] + [new]
            best = best_arrangement(
                tuple(sorted(rest)),
                view.get("variant", "simple"),
                tuple(view.get("row_colours") or range(ROWS)),
                bool(view.get("twenty")),
            )
            rate = self._rate(view, best, rest)
            if chosen is None or rate > chosen[0]:
                chosen = (rate, tile, best, rest)
        if chosen is None:
            return None
        rate, passed, best, rest = chosen
        helps = rate > now_rate
        if phase == "offer" and rate[0] is True and now_rate[0] is True:
            # able to call either way: take it (the rules warn against declining then)
            helps = rate[1] >= now_rate[1]
        then, then_br = self._state(view, best, rest)
        now, now_br = self._state(view, now_best, tiles)
        params = {"then": then, "now": now}
        params_br = {"then": then_br, "now": now_br}
        if helps:
            key = "pulok.say.weigh.take" if phase == "offer" else "pulok.say.weigh.keep"
            cell = where.get(passed)
            speech = self.t(
                key,
                tile=self.tile(new),
                where=self.where(cell, passed),
                **params,
                **{"pass": self.tile(passed)},
            )
            braille = self.t(
                f"{key}.br",
                tile=self.tile_br(new),
                where=self.where_br(cell, passed),
                **params_br,
                **{"pass": self.tile_br(passed)},
            )
            return speech, braille
        if phase == "drawn":
            key = "pulok.say.weigh.passon"
        else:
            key = "pulok.say.weigh.decline" if view.get("bag") else "pulok.say.weigh.unchanged"
        return (
            self.t(key, tile=self.tile(new), **params),
            self.t(f"{key}.br", tile=self.tile_br(new), **params_br),
        )

    def advised(self, view: dict[str, Any], said: Utterance) -> Utterance:
        """``said`` (what V or W says), after the weighing of the tile
        offered or drawn (:meth:`weigh`) when there is one."""
        weighed = self.weigh(view)
        if weighed is None:
            return said
        return Utterance(
            f"{weighed[0]} {said.speech}",
            f"{weighed[1]}; {said.braille}",
            said.category,
            said.priority,
        )

    # --- events ---------------------------------------------------------------

    def _seat_category(self, seat: int | None) -> Category:
        if seat is None:
            return Category.TABLE
        return Category.OWN if seat == self.viewer else Category.OTHERS

    def _names(self, seats: list[int]) -> str:
        return _cap(self.names_list(list(seats)))

    def _per_seat(self, numbers: list[Any]) -> str:
        """Each seat's score: "Anna 57 points, Ben 80 points and you 60 points"."""
        return join_list(
            [
                self.t("pulok.say.score", player=self.name(s), score=n)
                for s, n in enumerate(numbers)
            ],
            self.lang,
        )

    def _per_seat_br(self, numbers: list[Any]) -> str:
        return ", ".join(
            self.t("pulok.say.score.br", player=self.name(s), score=n)
            for s, n in enumerate(numbers)
        )

    def event(self, event: Event) -> Utterance | None:
        if not event.visible(self.viewer):
            return None
        handler = getattr(self, f"_on_{event.kind}", None)
        return handler(event) if handler else None

    def _on_match_start(self, e: Event) -> Utterance:
        d = e.data
        variant = d.get("variant", "simple")
        self.variant = variant
        params = dict(
            variant=self.variant_name(variant),
            players=d.get("players", len(self.names)),
            handicap=d.get("handicap", 0),
            target=d.get("target", 0),
            tiles=d.get("tiles_each", 15),
        )
        speech = [
            self.t("pulok.say.match_start", **params),
            self.t(f"pulok.say.match_start.goal.{variant}", group=4 if d.get("twenty") else 3),
        ]
        if d.get("need_piece"):
            speech.append(self.t("pulok.say.match_start.need_piece"))
        braille = self.t("pulok.say.match_start.br", **params)
        return Utterance(" ".join(speech), braille, Category.TABLE, Priority.QUEUE)

    def _on_game_start(self, e: Event) -> Utterance:
        d = e.data
        return self.say(
            "pulok.say.game_start",
            d.get("starter", e.seat),
            Category.TABLE,
            game=d.get("game", 1),
            bag=d.get("bag", 0),
        )

    def _on_dealt(self, e: Event) -> Utterance:
        tiles = sorted(e.data.get("tiles", []))
        speech, braille = self._by_letter(tiles)
        return self._two(
            "pulok.say.dealt",
            None,
            {"tiles": speech},
            {"tiles": braille},
            Category.OWN,
            count=len(tiles),
        )

    def _on_offered(self, e: Event) -> Utterance:
        d = e.data
        how = d.get("how", "pass")
        if how not in ("start", "pass", "straight", "unchanged"):
            how = "pass"
        to = d.get("to")
        key = f"pulok.say.offered.{how}"
        if d.get("out"):  # the last tile passed: nobody receives it
            key = "pulok.say.offered.out"
        elif to is not None and to == self.viewer and e.seat != self.viewer:
            key += ".you"
        tile = d["tile"]
        return self._two(
            key,
            e.seat,
            {"tile": self.tile(tile)},
            {"tile": self.tile_br(tile)},
            to=self.name(to) if to is not None else "-",
        )

    def _on_took(self, e: Event) -> Utterance:
        tile = e.data["tile"]
        return self._two(
            "pulok.say.took", e.seat, {"tile": self.tile(tile)}, {"tile": self.tile_br(tile)}
        )

    def _on_declined(self, e: Event) -> Utterance:
        tile = e.data["tile"]
        return self._two(
            "pulok.say.declined",
            e.seat,
            {"tile": self.tile(tile)},
            {"tile": self.tile_br(tile)},
            bag=e.data.get("bag", 0),
        )

    def _on_drew(self, e: Event) -> Utterance | None:
        if e.seat == self.viewer:
            return None  # the declined event said the bag, the private "drawn" names the tile
        return self.say("pulok.say.drew", e.seat, bag=e.data.get("bag", 0))

    def _on_drawn(self, e: Event) -> Utterance:
        tile = e.data["tile"]
        return self._two(
            "pulok.say.drawn",
            None,
            {"tile": self.tile(tile)},
            {"tile": self.tile_br(tile)},
            Category.OWN,
        )

    def _on_kept(self, e: Event) -> Utterance:
        return self.say("pulok.say.kept", e.seat)

    def _on_placed(self, e: Event) -> Utterance:
        d = e.data
        tile = d["tile"]
        row, col = d.get("row"), d.get("col")
        cell = (
            None
            if row is None
            else row * WIDTH + (col if col is not None else max(TILE_LETTER[tile], 0))
        )
        start = d.get("from")
        if d.get("auto"):
            key = "pulok.say.arrived.surplus" if cell is None else "pulok.say.arrived"
            return self._two(
                key,
                None,
                {"tile": _cap(self.tile(tile)), "end": self.where(cell, tile)},
                {"tile": self.tile_br(tile), "end": self.where_br(cell, tile)},
                Category.OWN,
            )
        speech, braille = self._move_text(tile, start, cell)
        parts = [_cap(speech)]
        displaced = d.get("displaced")
        if displaced is not None:
            swapped = start is not None and (
                is_pulok(displaced) or TILE_LETTER[displaced] == start % WIDTH
            )
            key = "pulok.say.displaced.swap" if swapped else "pulok.say.displaced"
            parts.append(
                self.t(key, tile=_cap(self.tile(displaced)), start=self.where(start, displaced))
            )
            braille += (
                f", {self.tile_br(displaced)} {self.where_br(cell, displaced)}>"
                f"{self.where_br(start if swapped else None, displaced)}"
            )
        return Utterance(
            " ".join(p if p.endswith(".") else p + "." for p in parts),
            braille,
            Category.OWN,
            Priority.QUEUE,
        )

    def _on_removed(self, e: Event) -> Utterance:
        d = e.data
        tile = d["tile"]
        cell = d.get("row", 0) * WIDTH + d.get("col", 0)
        speech, braille = self._move_text(tile, cell, None)
        return Utterance(_cap(speech) + ".", braille, Category.OWN, Priority.QUEUE)

    def _on_row_colour(self, e: Event) -> Utterance:
        """A row's new colour, the other row's, and the tiles that went with
        their colour into each of the two rows."""
        d = e.data
        colour = d.get("colour", 0)
        former = d.get("former", 0)
        here, there = d.get("tiles_here", 0), d.get("tiles_there", 0)
        return self._two(
            "pulok.say.row_colour",
            None,
            {"colour": self.colour(colour), "former": self.colour(former)},
            {"colour": self.colour_br(colour), "former": self.colour_br(former)},
            Category.OWN,
            row=d.get("row", 0) + 1,
            other=d.get("swapped_row", 0) + 1,
            here=here,
            there=there,
            moved=here + there,
        )

    def _on_arranged(self, e: Event) -> Utterance:
        moves = e.data.get("moves", 0)
        key = "pulok.say.arranged.none" if not moves else "pulok.say.arranged"
        return self.say(key, None, Category.OWN, count=moves)

    def _on_called(self, e: Event) -> Utterance:
        last = list(e.data.get("last", []))
        names = [self.name(s) for s in last]
        said = self._two(
            "pulok.say.called",
            e.seat,
            {"last": names or "-"},
            {"last": ", ".join(names) or "-"},
            Category.TABLE,
            Priority.POLITE,
        )
        if self.viewer in last:
            mine = self.t("pulok.say.called.yours")
            return Utterance(f"{said.speech} {mine}", said.braille, said.category, said.priority)
        return said

    def _on_bag_empty(self, e: Event) -> Utterance:
        return self.say("pulok.say.bag_empty", None, Category.TABLE, Priority.POLITE)

    def _on_undecided(self, e: Event) -> Utterance:
        return self.say("pulok.say.undecided", None, Category.TABLE, Priority.POLITE)

    def _reveal_seat(
        self, seat: int, board: dict[str, Any], delta: int, caller: int | None, experts: bool
    ) -> tuple[str, str]:
        name = self.names[seat] if seat < len(self.names) else str(seat)
        if seat == caller:
            if experts and board.get("value", 0):
                value = board.get("value", 0)
                pieces, pieces_br = self.pieces_text(list(board.get("pieces") or []), value)
                said = self.say(
                    "pulok.say.reveal.caller.experts",
                    seat,
                    delta=delta,
                    bonus=piece_bonus(value),
                    pieces=pieces,
                    pieces_br=pieces_br,
                    player=name,
                )
            else:
                said = self.say("pulok.say.reveal.caller", seat, delta=delta, player=name)
            return said.speech, said.braille
        left = list(board.get("left_over") or [])
        if experts:
            left = [t for t in (board.get("left_over") or []) if not is_pulok(t)]
        penalty = board.get("penalty", -delta)
        if not left and not penalty:
            said = self.say("pulok.say.reveal.nothing", seat, player=name, delta=delta)
            return said.speech, said.braille
        key = "pulok.say.reveal.ungrouped" if experts else "pulok.say.reveal.left"
        spoken = self.say(
            key, seat, player=name, tiles=self.tiles(left), points=-delta, delta=delta
        )
        brailled = self.say(
            key, seat, player=name, tiles=self.tiles_br(left), points=-delta, delta=delta
        )
        return spoken.speech, brailled.braille

    def _on_reveal(self, e: Event) -> Utterance:
        d = e.data
        boards = list(d.get("boards") or [])
        deltas = list(d.get("deltas") or [0] * len(boards))
        scores = list(d.get("scores") or [])
        caller = d.get("caller")
        # the match's variant (from match_start or the constructor); a reveal
        # with value pieces is an experts' one in any case
        experts = self.variant == "experts" or any(b.get("pieces") for b in boards)
        head = self.t("pulok.say.reveal", game=d.get("game", 0))
        head_br = self.t("pulok.say.reveal.br", game=d.get("game", 0))
        parts, parts_br = [head], [head_br]
        order = ([caller] if caller is not None else []) + [
            s for s in range(len(boards)) if s != caller
        ]
        for seat in order:
            speech, braille = self._reveal_seat(
                seat, boards[seat], deltas[seat] if seat < len(deltas) else 0, caller, experts
            )
            parts.append(speech)
            parts_br.append(braille)
        parts.append(self.t("pulok.say.scores", scores=self._per_seat(scores)))
        parts_br.append(self.t("pulok.say.scores.br", scores=self._per_seat_br(scores)))
        return Utterance(" ".join(parts), "; ".join(parts_br), Category.TABLE, Priority.POLITE)

    def _on_match_over(self, e: Event) -> Utterance:
        d = e.data
        winners = list(d.get("winners", []))
        scores = list(d.get("scores", []))
        top = max(scores) if scores else 0
        if len(winners) == 1:
            said = self.say(
                "pulok.say.match_over", winners[0], Category.TABLE, Priority.POLITE, points=top
            )
            speech, braille = said.speech, said.braille
        else:
            speech = self.t(
                "pulok.say.match_over.many",
                players=self._names(winners),
                points=top,
                who="you" if self.viewer in winners else "other",
            )
            braille = self.t("pulok.say.match_over.br", player=self.names_list(winners))
        speech += " " + self.t("pulok.say.scores", scores=self._per_seat(scores))
        braille += "; " + self._per_seat_br(scores)
        return Utterance(speech, braille, Category.TABLE, Priority.POLITE)

    def _on_turn(self, e: Event) -> Utterance | None:
        if e.seat != self.viewer:
            return None  # "Anna passes U red on to Ben" said whose turn it is
        d = e.data
        offer = d.get("offer")
        giver = d.get("from")
        key = "pulok.say.turn.last" if d.get("last") else "pulok.say.turn"
        if offer is None:
            return self.say(f"{key}.plain", e.seat, Category.TURN, Priority.POLITE)
        return self._two(
            key,
            e.seat,
            {"tile": self.tile(offer)},
            {"tile": self.tile_br(offer)},
            Category.TURN,
            Priority.POLITE,
            giver=self.name(giver),
        )

    # --- the state ------------------------------------------------------------

    def offer_text(self, view: dict[str, Any]) -> tuple[str, str]:
        """The tile on offer and from whom, the drawn tile, or what the
        player to move is doing."""
        turn = view.get("turn")
        phase = view.get("phase")
        if view.get("over") or turn is None:
            return self.t("pulok.say.offer.none"), "-"
        own = turn == self.viewer
        offer, giver = view.get("offer"), view.get("offer_from")
        if phase == "offer" and offer is not None:
            key = "pulok.say.offer.you" if own else "pulok.say.offer"
            if own and not view.get("bag"):
                key = "pulok.say.offer.you.empty"
            elif giver is not None and giver == self.viewer:
                key = "pulok.say.offer.from_you"
            speech = self.t(
                key, giver=self.name(giver), player=self.name(turn), tile=self.tile(offer)
            )
            key_br = (
                "pulok.say.offer.you.br"
                if own
                else "pulok.say.offer.from_you.br"
                if giver is not None and giver == self.viewer
                else "pulok.say.offer.br"
            )
            return speech, self.t(
                key_br, giver=self.name(giver), player=self.name(turn), tile=self.tile_br(offer)
            )
        if phase == "drawn":
            drawn = view.get("drawn")
            if own and drawn is not None:
                return (
                    self.t("pulok.say.offer.drawn.you", tile=self.tile(drawn)),
                    self.t("pulok.say.offer.drawn.you.br", tile=self.tile_br(drawn)),
                )
            who = "you" if own else "other"
            return (
                self.t("pulok.say.offer.drawn", player=self.name(turn), who=who),
                self.t("pulok.say.offer.drawn.br", player=self.name(turn), who=who),
            )
        received = view.get("received")
        if own:
            if received is not None:
                return (
                    self.t("pulok.say.offer.pass.you", tile=self.tile(received)),
                    self.t("pulok.say.offer.pass.br", player=self.name(turn), who="you"),
                )
            return (
                self.t("pulok.say.offer.pass.you.plain"),
                self.t("pulok.say.offer.pass.br", player=self.name(turn), who="you"),
            )
        return (
            self.t("pulok.say.offer.pass", player=self.name(turn), who="other"),
            self.t("pulok.say.offer.pass.br", player=self.name(turn), who="other"),
        )

    def bag_text(self, view: dict[str, Any]) -> tuple[str, str]:
        bag = view.get("bag", 0)
        if bag:
            return (self.t("pulok.say.bag", count=bag), self.t("pulok.say.bag.br", count=bag))
        made = view.get("bag_empty_exchanges")
        limit = 15 * view.get("players", len(self.names))
        if made is not None:
            return (
                self.t("pulok.say.bag.empty.count", made=made, limit=limit),
                self.t("pulok.say.bag.empty.br", made=made, limit=limit),
            )
        return self.t("pulok.say.bag.empty"), self.t("pulok.say.bag.br", count=0)

    def aside_groups(self, view: dict[str, Any]) -> list[tuple[str, str, str]]:
        """The set-aside tiles grouped by letter: (item id, speech, braille)."""
        aside = list(view.get("set_aside") or [])
        out = []
        for letter in range(len(LETTERS)):
            colours = sorted(TILE_COLOUR[t] for t in aside if TILE_LETTER[t] == letter)
            if colours:
                out.append(
                    (
                        f"{ASIDE_ITEM}{LETTERS[letter]}",
                        self.t(
                            "pulok.say.aside.letter",
                            letter=LETTERS[letter],
                            colours=join_list([self.colour(c) for c in colours], self.lang),
                        ),
                        f"{LETTERS[letter].lower()}: "
                        + " ".join(self.colour_br(c) for c in colours),
                    )
                )
        puloks = sum(1 for t in aside if is_pulok(t))
        if puloks:
            out.append(
                (
                    f"{ASIDE_ITEM}pulok",
                    self.t("pulok.say.puloks", count=puloks),
                    self.pulok_br * puloks,
                )
            )
        return out

    def aside_text(self, view: dict[str, Any]) -> tuple[str, str]:
        aside = list(view.get("set_aside") or [])
        if not aside:
            return self.t("pulok.say.aside.none"), self.t("pulok.say.aside.br", tiles="-")
        groups = self.aside_groups(view)
        return (
            self.t("pulok.say.aside", count=len(aside), groups="; ".join(g[1] for g in groups)),
            self.t("pulok.say.aside.br", tiles="; ".join(g[2] for g in groups)),
        )

    def set_aside(self, view: dict[str, Any]) -> Utterance:
        speech, braille = self.aside_text(view)
        return self.info(speech, braille)

    def call_text(self, view: dict[str, Any]) -> tuple[str, str] | None:
        called = view.get("called")
        if called is None:
            return None
        last = list(view.get("last_exchanges") or [])
        names = [self.name(s) for s in last]
        key = "pulok.say.call_state" if last else "pulok.say.call_state.done"
        if called == self.viewer:
            key += ".own"
        # with nobody left to make a last exchange (the match ended) that is said in words
        return (
            self.t(key, player=self.name(called), last=names),
            self.t(f"{key}.br", player=self.name(called), last=", ".join(names)),
        )

    def hand(self, view: dict[str, Any]) -> Utterance:
        """The viewer's board row by row and the surplus."""
        if view.get("board") is None:
            return self.info(self.t("pulok.say.no_board"))
        rows = [self.row_text(view, r) for r in self._shown_rows(view)]
        surplus = self.surplus_text(view)
        count = len(view.get("tiles") or [])
        speech = (
            self.t("pulok.say.hand", count=count)
            + " "
            + " ".join(r[0] for r in rows)
            + " "
            + surplus[0]
            + "."
        )
        braille = "; ".join([r[1] for r in rows] + [surplus[1]])
        return self.info(speech, braille)

    def recap(self, view: dict[str, Any]) -> Utterance:
        """Where the player stands, in one line (said when the turn comes,
        on I and "recap"): the exchange (the tile offered to the player, the
        tile drawn or just received, or who is to play), the call, the board
        row by row (the rows holding tiles and the goal rows; empty rows
        named together), the surplus, whether the board lies as proposed,
        what the proposal achieves and lacks, and the bag."""
        if view.get("board") is None or view.get("tiles") is None:
            return self.table(view)
        parts: list[tuple[str, str]] = []
        offer, giver = view.get("offer"), view.get("offer_from")
        if (
            view.get("phase") == "offer"
            and offer is not None
            and view.get("turn") == self.viewer
            and not view.get("over")
        ):
            parts.append(
                (
                    self.t("pulok.say.recap.offer", tile=self.tile(offer), giver=self.name(giver)),
                    self.offer_text(view)[1],
                )
            )
        else:
            parts.append(self.offer_text(view))
        call = self.call_text(view)
        if call:
            parts.append(call)
        shown = self._shown_rows(view)
        board = view["board"]
        empty = [r for r in shown if all(board[r * WIDTH + c] == EMPTY for c in range(WIDTH))]
        parts += [
            (self._row_brief(view, r), self.row_text(view, r)[1]) for r in shown if r not in empty
        ]
        if empty:
            rows = [str(r + 1) for r in empty]
            parts.append(
                (
                    self.t(
                        "pulok.say.recap.empty_rows",
                        count=len(rows),
                        rows=join_list(rows, self.lang),
                    ),
                    self.t("pulok.say.recap.empty_rows.br", rows=", ".join(rows)),
                )
            )
        parts.append(self.surplus_text(view))
        goal = view.get("goal")
        if goal:
            moves = self.changes(
                list(board), list(view.get("surplus") or []), self._best(view).board
            )
            if moves:
                parts.append(
                    (
                        self.t("pulok.say.recap.moves", count=len(moves)),
                        self.t("pulok.say.recap.moves.br", count=len(moves)),
                    )
                )
            else:
                parts.append((self.t("pulok.say.recap.laid"), self.t("pulok.say.recap.laid.br")))
            parts.append(self._goal_text(view, goal))
        parts.append(self.bag_text(view))
        speech = " ".join(p if p.endswith((".", "!")) else p + "." for p, _ in parts if p)
        return Utterance(
            speech, "; ".join(b for _, b in parts if b), Category.INFO, Priority.POLITE
        )

    def table(self, view: dict[str, Any]) -> Utterance:
        """The offer, the call, the bag and the set-aside tiles."""
        parts = [self.offer_text(view)]
        call = self.call_text(view)
        if call:
            parts.append(call)
        parts += [self.bag_text(view), self.aside_text(view)]
        return self.info(
            " ".join(p[0] if p[0].endswith(".") else p[0] + "." for p in parts),
            "; ".join(p[1] for p in parts),
        )

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        scores = list(view.get("scores") or [])
        speech = (
            self.t("pulok.say.scores", scores=self._per_seat(scores))
            + " "
            + self.t(
                "pulok.say.scores.target",
                handicap=view.get("handicap", 0),
                target=view.get("target", 0),
            )
        )
        braille = (
            self.t("pulok.say.scores.br", scores=self._per_seat_br(scores))
            + "; "
            + self.t("pulok.say.scores.target.br", target=view.get("target", 0))
        )
        out = [self.info(speech, braille)]
        if detail:
            out += [self.info(i.speech, i.brailled) for i in self.player_items(view)]
        return out

    def status(self, view: dict[str, Any]) -> Utterance:
        scores = list(view.get("scores") or [])
        game = view.get("game", 1)
        if view.get("over"):
            winners = list(view.get("winners") or [])
            speech = self.t(
                "pulok.say.status.over", players=self._names(winners), scores=self._per_seat(scores)
            )
            braille = self.t(
                "pulok.say.status.over.br",
                players=self.names_list(winners),
                scores=self._per_seat_br(scores),
            )
            return self.info(speech, braille)
        offer, offer_br = self.offer_text(view)
        bag, bag_br = self.bag_text(view)
        parts = [
            self.t(
                "pulok.say.status.game",
                game=game,
                variant=self.variant_name(view.get("variant", "simple")),
            ),
            offer,
        ]
        parts_br = [self.t("pulok.say.status.game.br", game=game), offer_br]
        call = self.call_text(view)
        if call:
            parts.append(call[0])
            parts_br.append(call[1])
        parts.append(bag)
        parts_br.append(bag_br)
        if view.get("goal") and view.get("tiles") is not None:
            goal = view["goal"]
            if goal.get("complete"):
                if view.get("called") is not None:
                    key = "pulok.say.status.met"
                elif goal.get("can_call", True):
                    key = "pulok.say.status.complete"
                else:
                    key = "pulok.say.status.complete.piece"
                parts.append(self.t(key, penalty=goal.get("penalty", 0)))
            elif view.get("variant") == "experts":
                parts.append(
                    self.t(
                        "pulok.say.status.ungrouped",
                        count=len(goal.get("ungrouped") or []),
                        penalty=goal.get("penalty", 0),
                    )
                )
            else:
                parts.append(
                    self.t(
                        "pulok.say.status.missing",
                        count=len(goal.get("missing") or []),
                        penalty=goal.get("penalty", 0),
                    )
                )
        parts.append(self.t("pulok.say.scores", scores=self._per_seat(scores)))
        parts_br.append(self._per_seat_br(scores))
        speech = " ".join(p if p.endswith((".", "!")) else p + "." for p in parts)
        return self.info(speech, "; ".join(parts_br))

    def legend(self) -> Utterance:
        forms = COLOUR_BRAILLE[self.lang]
        colours = [
            self.t("pulok.legend.colour", code=forms[c], colour=self.t(f"colour.{c}.name"))
            for c in COLOURS
        ]
        return self.info(
            self.t(
                "pulok.legend",
                colours=colours,
                example=f"u{forms['red']}",
                yellow=f"ü{forms['yellow']}",
                red=forms["red"],
                yellow_br=forms["yellow"],
                surplus=self.t("pulok.say.surplus.br"),
            )
        )

    # --- questions typed in the line mode ---------------------------------------

    def query(self, text: str, view: dict[str, Any]) -> Utterance | None:
        """ "row 3" / "zeile 3", "proposal" / "vorschlag", "missing" / "was
        fehlt" (both first weighing a tile offered or drawn, :meth:`weigh`),
        "board" / "tafel", "boards" / "tafeln" (every board the last game's
        end revealed), "set aside" / "beiseite", "offer" / "angebot"."""
        words = text.strip().lower().replace("?", " ").split()
        if not words:
            return None
        if words[0] in ("row", "zeile", "reihe") and len(words) == 2 and words[1].isdigit():
            return self.row(view, int(words[1]) - 1)
        if words[0] in ("column", "col", "spalte") and len(words) == 2:
            if view.get("variant") != "experts":
                return self.info(self.t("pulok.say.columns_experts"))
            if words[1].isdigit():
                return self.column(view, int(words[1]) - 1)
            letter = letter_index(words[1])
            if letter is not None:
                return self.column(view, letter)
            return self.info(self.t("pulok.say.no_column_letter", text=words[1]))
        phrase = " ".join(words)
        if phrase in ("proposal", "propose", "vorschlag", "vorschlagen"):
            return self.advised(view, self.proposal(view))
        if phrase in ("missing", "what is missing", "goal", "fehlt", "was fehlt", "ziel"):
            return self.advised(view, self.missing(view))
        if phrase in ("boards", "all boards", "tafeln", "alle tafeln", "legetafeln"):
            return self.revealed(view)
        if phrase in ("board", "tafel", "legetafel", "rows", "zeilen", "tiles", "kärtchen"):
            return self.hand(view)
        if phrase in ("set aside", "aside", "beiseite", "beiseitegelegt", "beiseitegelegte"):
            return self.set_aside(view)
        if phrase in ("offer", "angebot", "bag", "beutel"):
            return self.table(view)
        return None

    # --- players --------------------------------------------------------------

    def player_items(self, view: dict[str, Any]) -> list[Item]:
        """One item per seat (score, tiles, to play, called), the match's
        handicap and target, and one item per finished game."""
        scores = list(view.get("scores") or [])
        counts = list(view.get("tile_counts") or [])
        last = list(view.get("last_exchanges") or [])
        items = []
        for seat in range(view.get("players", len(self.names))):
            score = scores[seat] if seat < len(scores) else 0
            count = counts[seat] if seat < len(counts) else 0
            speech = self.t("pulok.say.player", name=self.seat_name(seat), score=score, count=count)
            braille = self.t(
                "pulok.say.player.br", name=self.seat_name(seat), score=score, count=count
            )
            if seat == view.get("turn") and not view.get("over"):
                speech += ", " + self.t("pulok.say.player.turn")
                braille += " " + self.t("pulok.say.player.turn.br")
            if seat == view.get("called"):
                speech += ", " + self.t("pulok.say.player.called", who=self.who(seat))
                braille += " " + self.t("pulok.say.player.called.br")
            elif seat in last:
                speech += ", " + self.t("pulok.say.player.last", who=self.who(seat))
                braille += " " + self.t("pulok.say.player.last.br")
            if view.get("over") and seat in (view.get("winners") or []):
                speech += ", " + self.t("pulok.say.player.winner", who=self.who(seat))
                braille += " " + self.t("pulok.say.player.winner.br")
            items.append(Item(f"p{seat}", speech, braille))
        items.append(
            Item(
                "target",
                self.t(
                    "pulok.say.scores.target",
                    handicap=view.get("handicap", 0),
                    target=view.get("target", 0),
                ),
                self.t("pulok.say.scores.target.br", target=view.get("target", 0)),
            )
        )
        for number, game in enumerate(view.get("games") or [], 1):
            speech, braille = self.game_text(number, game)
            items.append(Item(f"{GAME_ITEM}{number}", speech, braille))
        return items + self.revealed_items(view)

    def revealed_items(self, view: dict[str, Any]) -> list[Item]:
        """Every player's board as the end of the last game revealed it (the
        rules show them all then), one item per player: its rows, its
        surplus and what it scored. None before the first game ends."""
        shown = view.get("revealed")
        if not shown:
            return []
        variant = view.get("variant") or self.variant or "simple"
        experts = variant == "experts"
        deltas = list(shown.get("deltas") or [])
        caller = shown.get("caller")
        items = []
        for seat, board in enumerate(shown.get("boards") or []):
            laid = {
                "variant": variant,
                "board": board.get("board"),
                "surplus": board.get("surplus"),
                "row_colours": board.get("row_colours"),
                "twenty": view.get("twenty"),
            }
            head = self.say("pulok.say.revealed", seat, game=shown.get("game", 0))
            rows = [self.row_text(laid, r) for r in self._shown_rows(laid)]
            surplus = self.surplus_text(laid)
            delta = deltas[seat] if seat < len(deltas) else 0
            result = self._reveal_seat(seat, board, delta, caller, experts)
            speech = " ".join([head.speech, *(r[0] for r in rows), surplus[0] + ".", result[0]])
            braille = f"{head.braille} " + "; ".join([*(r[1] for r in rows), surplus[1], result[1]])
            items.append(Item(f"{REVEALED_ITEM}{seat}", speech, braille))
        return items

    def revealed(self, view: dict[str, Any]) -> Utterance:
        """Every board the end of the last game revealed (the line mode's
        "boards" / "tafeln")."""
        items = self.revealed_items(view)
        if not items:
            return self.info(self.t("pulok.say.revealed.none"))
        return self.info(" ".join(i.speech for i in items), " | ".join(i.braille for i in items))

    def game_text(self, number: int, game: dict[str, Any]) -> tuple[str, str]:
        """A finished game of the table: who called, each player's change and score."""
        caller = game.get("caller")
        deltas = list(game.get("deltas") or [])
        scores = list(game.get("scores") or [])
        said = [
            Msg(
                "pulok.say.change",
                player=self.name(s),
                score=scores[s] if s < len(scores) else "?",
                sign=_sign(d),
                points=abs(d),
            )
            for s, d in enumerate(deltas)
        ]
        changes = _cap(
            join_list([render(m, self.lang) for m in said], self.lang)
        )  # a sentence's start
        changes_br = ", ".join(self.t("pulok.say.change.br", **m.params) for m in said)
        if caller is None:
            speech = self.t(
                "pulok.say.game.undecided",
                game=number,
                changes=changes,
                scores=self._per_seat(scores),
            )
            braille = self.t("pulok.say.game.undecided.br", game=number, scores=changes_br)
        else:
            key = "pulok.say.game.own" if caller == self.viewer else "pulok.say.game"
            speech = self.t(
                key,
                game=number,
                player=self.name(caller),
                changes=changes,
                scores=self._per_seat(scores),
            )
            braille = self.t(
                "pulok.say.game.br", game=number, player=self.name(caller), scores=changes_br
            )
        return speech, braille

    # --- zones for list front ends ------------------------------------------

    def areas(self) -> list[Area]:
        """The board, the offer, and for Pulok for Experts the board's
        columns (its column groups)."""
        areas = [Area("board", Msg("pulok.zone.board"), "b")]
        if self.variant == "experts":
            areas.append(Area("columns", Msg("pulok.zone.columns"), "c"))
        return areas + [Area("offer", Msg("pulok.zone.offer"), "o")]

    def area_items(self, key: str, view: dict[str, Any]) -> list[Item]:
        if key == "board":
            if view.get("board") is None:
                return [Item("none", self.t("pulok.say.no_board"))]
            items = []
            for row in self._shown_rows(view):
                speech, braille = self.row_text(view, row)
                items.append(Item(f"{ROW_ITEM}{row + 1}", speech, braille))
            speech, braille = self.surplus_text(view)
            items.append(Item("surplus", speech, braille))
            if view.get("goal"):
                goal = self.missing(view)
                items.append(Item("goal", goal.speech, goal.braille))
            return items
        if key == "columns":
            if view.get("board") is None:
                return [Item("none", self.t("pulok.say.no_board"))]
            return [Item(f"{COLUMN_ITEM}{c + 1}", *self.column_text(view, c)) for c in range(WIDTH)]
        if key != "offer":
            return []
        items = []
        speech, braille = self.offer_text(view)
        items.append(Item("offer", speech, braille))
        call = self.call_text(view)
        if call:
            items.append(Item("call", *call))
        speech, braille = self.bag_text(view)
        items.append(Item("bag", speech, braille))
        speech, braille = self.aside_text(view)
        aside = len(view.get("set_aside") or [])
        head = self.t("pulok.say.aside.head", count=aside) if aside else speech
        items.append(
            Item("aside", head, self.t("pulok.say.aside.br", tiles=aside) if aside else braille)
        )
        items += [Item(i, s, b) for i, s, b in self.aside_groups(view)]
        return items

    # --- the tiles ------------------------------------------------------------

    def _locations(self, view: dict[str, Any]) -> dict[int, int | None]:
        """Each of the viewer's tiles: its cell, or None in the surplus."""
        board = view.get("board") or []
        where: dict[int, int | None] = {t: c for c, t in enumerate(board) if t != EMPTY}
        for t in view.get("surplus") or []:
            where[t] = None
        return where

    def _marked(self, view: dict[str, Any]) -> set[int]:
        """The viewer's tiles left over in the best arrangement (experts:
        not in a group), by kind: surplus tiles first."""
        goal = view.get("goal") or {}
        experts = view.get("variant") == "experts"
        wanted = Counter(
            TILE_KIND[t]
            for t in (goal.get("ungrouped") if experts else goal.get("left_over")) or []
        )
        if not wanted:
            return set()
        where = self._locations(view)
        order = sorted(view.get("tiles") or [], key=lambda t: (where.get(t) is not None, t))
        marked = set()
        for t in order:
            if wanted[TILE_KIND[t]] > 0:
                wanted[TILE_KIND[t]] -= 1
                marked.add(t)
        return marked

    def hand_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """One item per tile of the viewer (``view["tiles"]``), its id
        ``t<tile id>``."""
        items = []
        for index, tile in enumerate(view.get("tiles") or []):
            said = self.hand_item(view, index, legal)
            items.append(Item(f"t{tile}", said.speech, said.braille))
        return items

    def hand_item(self, view: dict[str, Any], index: int, legal: list[Action]) -> Utterance:
        """A tile: where it lies, whether it is left over (experts: not in a
        group), and in the pass phase whether it can be passed."""
        tiles = view.get("tiles") or []
        tile = tiles[index]
        where = self._locations(view).get(tile)
        if where is None:
            speech = self.t("pulok.say.item.surplus", tile=self.tile(tile))
        else:
            speech = self.t("pulok.say.item", tile=self.tile(tile), where=self.where(where, tile))
        braille = f"{self.tile_br(tile)} {self.where_br(where, tile)}"
        experts = view.get("variant") == "experts"
        if tile in self._marked(view):
            key = "pulok.say.item.ungrouped" if experts else "pulok.say.item.left"
            speech += ", " + self.t(key, penalty=TILE_PENALTY[tile])
            braille += " " + self.t(f"{key}.br")
        if view.get("turn") == self.viewer and view.get("phase") == "pass" and not view.get("over"):
            if tile == view.get("received"):
                speech += ", " + self.t("pulok.say.item.received")
                braille += " " + self.t("pulok.say.item.received.br")
            elif any(
                a.kind == "pass" and a.data and TILE_KIND[a.data[0]] == TILE_KIND[tile]
                for a in legal
            ):
                speech += ", " + self.t("pulok.say.item.passable")
        return self.info(speech, braille)

    @staticmethod
    def _moves_tile(action: Action, tile: int) -> bool:
        """Whether the arrangement move ``action`` moves ``tile``."""
        data = action.data
        if len(data) >= 2 and data[0] in ("place", "move", "remove") and isinstance(data[1], int):
            return data[1] == tile
        return False

    def actions_for_hand_item(
        self, view: dict[str, Any], index: int, legal: list[Action]
    ) -> list[Action]:
        """The legal passes of the tile ``index`` (without, then with the
        call), then its arrangement moves."""
        tiles = view.get("tiles") or []
        if not 0 <= index < len(tiles):
            return []
        tile = tiles[index]
        kind = TILE_KIND[tile]
        if tile == view.get("received"):
            passes = []
        else:
            passes = [
                a for a in legal if a.kind == "pass" and a.data and TILE_KIND[a.data[0]] == kind
            ]
        passes.sort(key=lambda a: bool(a.data[1]) if len(a.data) > 1 else False)
        arranging = [a for a in legal if a.kind == ARRANGE and self._moves_tile(a, tile)]
        return passes + arranging

    # --- the list of moves ------------------------------------------------------

    def _heading(self, group: str, count: int) -> Item:
        name = self.t(f"pulok.say.group.{group}")
        return Item(
            heading_id(group),
            self.t("pulok.say.group", name=name, count=count),
            self.t("pulok.say.group.br", name=name, count=count),
        )

    def _exchange_braille(self, action: Action) -> str:
        data = action.data
        tile = data[0] if data and isinstance(data[0], int) else None
        code = self.tile_br(tile) if tile is not None else ""
        call = len(data) > 1 and bool(data[1])
        key = f"pulok.say.act.{action.kind}.br"
        if not self.has(key):
            return render(action.label, self.lang)
        text = self.t(key, tile=code)
        if action.kind == "pass" and not call:
            label = action.label
            cost = label.params.get("cost") if label.key == "pulok.action.pass" else None
            if isinstance(cost, Msg):  # what the pass costs: "pass ar 0, a missing"
                params = dict(cost.params)
                params["letters"] = " ".join(str(x).lower() for x in params.get("letters") or [])
                text += " " + self.t("pulok.say.act.cost.br", **params)
        if call:
            label = action.label
            points = label.params.get("points") if label.key == "pulok.action.call" else None
            if points is None:
                text += " " + self.t("pulok.say.act.call.br")
            else:
                text += " " + self.t("pulok.say.act.call.points.br", points=points)
        return text

    def _arrangement_braille(self, action: Action) -> str:
        data = action.data
        if action.text == "arrange":
            return self.t("pulok.say.act.arrange.br")
        if len(data) == 5 and data[0] in ("place", "move", "remove", "colour"):
            verb, tile, start, target, colour = data
            if verb == "colour":
                return self.t(
                    "pulok.say.act.colour.br", row=start + 1, colour=self.colour_br(colour)
                )
            return self.t(
                f"pulok.say.act.{verb}.br",
                tile=self.tile_br(tile),
                start=self.where_br(start, tile),
                end=self.where_br(target, tile),
            )
        return render(action.label, self.lang)

    def _item(self, action: Action) -> Item:
        label = render(action.label, self.lang)
        if action.kind in EXCHANGE_ORDER:
            braille = self._exchange_braille(action)
        else:
            braille = self._arrangement_braille(action)
        return Item(action.text, label, braille)

    def _tile_order(self, view: dict[str, Any]) -> dict[int, int]:
        return {t: i for i, t in enumerate(view.get("tiles") or [])}

    @staticmethod
    def unneeded_kinds(view: dict[str, Any]) -> set[int]:
        """The kinds of the viewer's tiles the proposal does not need: left
        over (experts: in no group) in the best arrangement."""
        goal = view.get("goal") or {}
        experts = view.get("variant") == "experts"
        return {
            TILE_KIND[t]
            for t in (goal.get("ungrouped") if experts else goal.get("left_over")) or []
        }

    @staticmethod
    def _pass_rank(unneeded: set[int], tile: int) -> tuple[int, int]:
        """Where a pass of ``tile`` comes among the passes: the tiles the
        proposal does not need first, the highest penalty first among them."""
        if TILE_KIND[tile] in unneeded:
            return (0, -TILE_PENALTY[tile])
        return (1, 0)

    def exchange_order(self, view: dict[str, Any], actions: list[Action]) -> list[Action]:
        """The exchange moves in the order of the list of moves: take, keep,
        decline, pass on, then the passes of the tiles (the tiles the
        proposal does not need first, then in the order of the tiles), each
        followed by its call."""
        order = self._tile_order(view)
        unneeded = self.unneeded_kinds(view)

        def key(a: Action) -> tuple:
            tile = a.data[0] if a.data and isinstance(a.data[0], int) else -1
            call = len(a.data) > 1 and bool(a.data[1])
            rank = self._pass_rank(unneeded, tile) if a.kind == "pass" else (0, 0)
            return (EXCHANGE_ORDER[a.kind], rank, order.get(tile, tile), call)

        return sorted(actions, key=key)

    def action_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """The exchange moves (take, keep, decline, pass on, the passes of
        the tiles, the tiles the proposal does not need first, each followed
        by its call variant, which says its points), the proposal
        ("arrange") and the moves arranging the board by hand (per tile in
        the order of the tiles, row colours last), each group under a
        heading when there is more than one."""
        exchange = self.exchange_order(view, [a for a in legal if a.kind in EXCHANGE_ORDER])
        order = self._tile_order(view)
        proposal = [a for a in legal if a.text == "arrange"]
        # the arrangement moves the menu offers besides the legal actions
        # (Game.menu_actions), each with its tile and places as data
        by_hand = [a for a in legal if a.kind == ARRANGE and a.data]

        def hand_key(a: Action) -> tuple:
            data = a.data
            if len(data) >= 2 and isinstance(data[1], int):
                return (0, order.get(data[1], data[1]))
            return (1, 0)

        by_hand.sort(key=hand_key)
        others = [a for a in legal if a.kind not in EXCHANGE_ORDER and a.kind != ARRANGE]
        groups = {"exchange": exchange, "proposal": proposal, "hand": others + by_hand}
        present = [g for g in GROUPS if groups[g]]
        if len(present) <= 1:
            return [self._item(a) for g in present for a in groups[g]]
        items: list[Item] = []
        for group in present:
            items.append(self._heading(group, len(groups[group])))
            items += [self._item(a) for a in groups[group]]
        return items
