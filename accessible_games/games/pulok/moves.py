"""Pulok moves as a grammar (core/grammar.py): the verbs with their
operands, and the stable text a typed line means.

Stable texts (the same in every language): ``take``, ``decline``,
``keep``, ``pass on``, ``pass on call``, ``pass ur``, ``pass ur call``,
``arrange``, and to arrange the board ``place ur 3``, ``place pulok 3 u``,
``move 3 u 5``, ``move 1 k 2 u``, ``remove 3 u``, ``colour 3 b``.

Typed forms also read, in English or German: the verbs' words
(``pulok-words-*`` in the game's Fluent files: "nimm", "lehne ab", "gib",
"gib weiter", "lege", "verschiebe", ...), a tile by its code (``ur``,
``ueb``, ``pulok``), by its letter and a colour word (``u rot``) or by its
letter alone (``gib u``: the rules find the tile meant, :meth:`Pulok.resolve`),
filler words ("lege u rot in zeile 3"), and "call" or "Sag nix über Pulok"
after a pass ("gib ur und rufe").

:func:`stable_text` turns a reading into its stable text, or says why it
cannot be one (a row that is no row, a letter that is none); whether the
move is legal now is the rules' question.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.grammar import Grammar, Operand, Reading, Slot, Verb, read_number
from accessible_games.core.messages import Msg
from accessible_games.games.colours import colour_from_word
from accessible_games.games.pulok.tiles import (
    CODE_COLOUR,
    COLOUR_CODE,
    COLOURS,
    LETTERS,
    PULOK_KIND,
    ROWS,
    kind_code,
    letter_index,
    parse_code,
)

TAKE, DECLINE, KEEP, PASSON, PASS, ARRANGE = "take", "decline", "keep", "passon", "pass", "arrange"
PLACE, MOVE, REMOVE, COLOUR = "place", "move", "remove", "colour"
#: the verbs that arrange a board (moves not listed among the legal actions)
ARRANGING_VERBS = (PLACE, MOVE, REMOVE, COLOUR)

#: the largest row number read (a larger one is no row at all; 7 to 99 are
#: refused with the rows there are)
_LARGEST_ROW = 99


def _colour(word: str) -> int | None:
    name = colour_from_word(word)
    if name in COLOURS:
        return COLOURS.index(name)
    return CODE_COLOUR.get(word.upper())


def _read_tile(words: Sequence[str]) -> tuple[int, ...]:
    """A tile: its code (``ur``, ``pulok``) or its letter and a colour word
    (``u rot``), one kind; its letter alone (``u``), every kind of that
    letter (the rules find the one meant)."""
    if len(words) == 1:
        kind = parse_code(words[0])
        if kind is not None:
            return (kind,)
        letter = letter_index(words[0])
        if letter is not None:
            return tuple(letter * 6 + c for c in range(len(COLOURS)))
        return ()
    letter = letter_index(words[0])
    colour = _colour(words[1]) if letter is not None else None
    if letter is None or colour is None:
        return ()
    return (letter * 6 + colour,)


def _read_letter(words: Sequence[str]) -> tuple[int | str, ...]:
    """A place on a row by its letter (``u``, ``ü``, ``ue``); a single
    other letter is read too, as itself, so that the refusal can name it."""
    word = words[0] if len(words) == 1 else ""
    letter = letter_index(word)
    if letter is not None:
        return (letter,)
    return (word.upper(),) if len(word) == 1 and word.isalpha() else ()


def _read_colour(words: Sequence[str]) -> tuple[int | str, ...]:
    """A row colour by its word or code (``blau``, ``b``); any other word
    is read as itself, so that the refusal can name it."""
    word = words[0] if len(words) == 1 else ""
    colour = _colour(word)
    if colour is not None:
        return (colour,)
    return (word,) if word.isalpha() and len(word) <= 20 else ()


def _read_call(words: Sequence[str]) -> tuple[bool, ...]:
    """ "call" (or "Sag nix über Pulok") after a pass."""
    return (True,) if len(words) == 1 and words[0] in GRAMMAR.words("call") else ()


def _read_on(words: Sequence[str]) -> tuple[str, ...]:
    """The "on" of "pass on" ("gib weiter", "weitergeben")."""
    return ("on",) if len(words) == 1 and words[0] in GRAMMAR.words(PASSON) else ()


def _tile_word(values: frozenset[int]) -> str:
    """A tile as the stable text writes it, or its letter alone."""
    if len(values) == 1:
        return kind_code(next(iter(values))).lower()
    return LETTERS[min(values) // 6].lower()


TILE = Operand("tile", read=_read_tile, code=lambda kind: kind_code(kind).lower(), width=2)
ROW = Operand("row", read=read_number(1, _LARGEST_ROW))
LETTER = Operand("letter", read=_read_letter, code=lambda letter: LETTERS[letter].lower())
COLOUR_OPERAND = Operand("colour", read=_read_colour, code=lambda c: COLOUR_CODE[c].lower())
CALL = Operand("call", read=_read_call, code=lambda _call: "call")
ON = Operand("on", read=_read_on)

_CALLS = Slot(CALL, optional=True, anywhere=True)

GRAMMAR = Grammar(
    "pulok",
    [
        Verb(TAKE),
        Verb(DECLINE),
        Verb(KEEP),
        Verb(PASS, (Slot(TILE), _CALLS)),
        # "pass on", "gib weiter", "weitergeben"
        Verb(PASS, (Slot(ON), _CALLS), implied=True),
        Verb(ARRANGE),
        Verb(PLACE, (Slot(TILE), Slot(ROW), Slot(LETTER, optional=True)), ordered=True),
        Verb(
            MOVE,
            (
                Slot(ROW, key="from_row"),
                Slot(LETTER, key="from_letter"),
                Slot(ROW, key="to_row"),
                Slot(LETTER, key="to_letter", optional=True),
            ),
            ordered=True,
        ),
        Verb(REMOVE, (Slot(ROW), Slot(LETTER)), ordered=True),
        Verb(COLOUR, (Slot(ROW), Slot(COLOUR_OPERAND)), ordered=True),
    ],
    phrases=(DECLINE, PASSON, "call"),
)


def _row(reading: Reading, key: str = "row") -> tuple[int | None, Msg | None]:
    row = reading.one(key)
    if row is None:
        return None, None
    if not 1 <= row <= ROWS:
        return None, Msg("pulok.illegal.row", row=row)
    return row, None


def _letter(reading: Reading, key: str = "letter") -> tuple[str | None, Msg | None]:
    """A letter as the stable text writes it, None when none was typed, or
    why it is none of SAG NIX ÜBER PULOK."""
    held = reading.held().get(key)
    if not held:
        return None, None
    letter = next(iter(held[0]))
    if isinstance(letter, str):
        return None, Msg("pulok.illegal.letter", letter=letter)
    return LETTERS[letter].lower(), None


def read_move(text: str) -> Reading | None:
    """What a typed line means as a Pulok move (the grammar's reading), or None."""
    return GRAMMAR.read(text)


def stable_text(text: str) -> tuple[str | None, Msg | None]:
    """The stable text of the move meant by ``text``, or None and why not
    (None and None: ``text`` is no Pulok move at all). A tile named by its
    letter alone ("pass u", "place u 3") stays a letter: the rules find the
    tile meant among the player's (:meth:`Pulok.resolve`)."""
    reading = GRAMMAR.read(text)
    if reading is None:
        if GRAMMAR.understands(text):
            return None, Msg("pulok.illegal.syntax", text=text.strip())
        return None, None
    verb = reading.verb.name
    if verb == PASS:
        call = " call" if reading.one("call") else ""
        if reading.one("on"):
            return f"pass on{call}", None
        return f"pass {_tile_word(reading.held()['tile'][0])}{call}", None
    if verb not in ARRANGING_VERBS:
        return verb, None
    return _arranging_text(text, reading)


def _arranging_text(text: str, reading: Reading) -> tuple[str | None, Msg | None]:
    verb = reading.verb.name
    syntax = Msg("pulok.illegal.syntax", text=text.strip())
    rows = [_row(reading, key) for key in ("row", "from_row", "to_row")]
    letters = [_letter(reading, key) for key in ("letter", "from_letter", "to_letter")]
    why = next((m for _, m in rows + letters if m is not None), None)
    if why is not None:
        return None, why
    (row, _), (start, _), (to, _) = rows
    (letter, _), (from_letter, _), (to_letter, _) = letters
    if verb == PLACE:
        tile = reading.held()["tile"][0]
        if tile == {PULOK_KIND}:
            return (f"place pulok {row} {letter}", None) if letter else (None, syntax)
        word = _tile_word(tile)
        if letter is not None and letter != word[0]:
            return None, syntax  # "place ur 3 k": another letter's place
        return f"place {word} {row}", None
    if verb == REMOVE:
        return f"remove {row} {letter}", None
    if verb == MOVE:
        target = "" if to_letter is None or to_letter == from_letter else f" {to_letter}"
        return f"move {start} {from_letter} {to}{target}", None
    colour = reading.one("colour")
    if isinstance(colour, str):
        return None, Msg("pulok.illegal.colour_word", text=colour)
    return f"colour {row} {COLOUR_CODE[colour].lower()}", None
