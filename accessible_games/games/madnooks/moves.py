"""Mad Nooks moves as a grammar (core/grammar.py): the verbs of Classic,
Solitaire and Poker with their operands, and what a typed line means.

Stable texts (the same in every language): ``lay kbrg 90 3,-2``, ``pass``;
Poker's ``exchange kbrg``, ``stand``, ``check``, ``bet``, ``call``,
``raise``, ``fold``, ``picture best``, ``picture lay kbrg 90 1,-1``,
``picture undo``, ``picture show``.

Typed forms also read, in English or German: the verbs' words
(``madnooks-words-*`` in the game's Fluent files: "lege", "aussetzen",
"tausche", "schieben", "bild zeigen", ...), ``s`` for black in a code, the
rotation before or after the position, with or without a degree sign,
the position as ``3,-2`` or ``3 -2``, filler words ("lege kbrg um 90 auf
3 -2"), and the code alone for a placement ("kbrg 90 3 -2").

One grammar serves every variant (the online client reads typed moves with
the rules' grammar): the legal moves of the variant decide.

The grammar passes over commas, so ``3,-2`` reaches the position's reader
as the two words ``3`` and ``-2``: of three bare numbers a first that is an
angle is the rotation, as in the stable text ("0 5 90": rotation 0 at
5,90). A position typed first whose x is an angle is told by the words
around it ("at 0,5 turned 90", "0,5 um 90", "0,5 90°").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from accessible_games.core.grammar import Grammar, Operand, Slot, Verb
from accessible_games.games.madnooks.messages import position_msg, rotation_msg, tile_msg
from accessible_games.games.madnooks.tiles import (
    CODE_COLOUR,
    Colours,
    position_text,
    rotation_text,
    tile_code,
)

# the verbs (Classic and Solitaire; then Poker's)
LAY = "lay"
PASS = "pass"
EXCHANGE, STAND = "exchange", "stand"
CHECK, BET, CALL, RAISE, FOLD = "check", "bet", "call", "raise", "fold"
PICTURE = "picture"
#: what "picture" is followed by: best, undo, show (and lay, with a placement)
PICTURE_PARTS = ("best", "undo", "show")

#: a whole number as typed: ASCII digits, an optional sign, at most 4 characters
_INTEGER = re.compile(r"[+-]?[0-9]{1,4}")
_ANGLES = {"0": 0, "90": 1, "180": 2, "270": 3}


def lay_text(colours: Colours, rotation: int, x: int, y: int) -> str:
    """The stable text of a placement: ``lay kbrg 90 3,-2``."""
    return f"lay {tile_code(colours).lower()} {rotation_text(rotation)} {x},{y}"


def integer(word: str) -> int | None:
    """A whole number typed as one word (a degree sign after it passed
    over), checked before it is converted: ASCII digits with an optional
    sign, at most 4 characters."""
    word = word.rstrip("°")
    if len(word) <= 4 and word.isascii() and _INTEGER.fullmatch(word):
        return int(word)
    return None


def angle(word: str) -> int | None:
    """A rotation typed as its angle, 0, 90, 180 or 270 (a degree sign
    after it passed over): the quarter turns, or None."""
    return _ANGLES.get(word.rstrip("°"))


def _read_tile(words: Sequence[str]) -> tuple[Colours, ...]:
    """A tile by its code, in either language's letters (``kbrg``, ``sbrg``)."""
    word = words[0].upper() if len(words) == 1 else ""
    if len(word) != 4 or any(ch not in CODE_COLOUR for ch in word):
        return ()
    return (tuple(CODE_COLOUR[ch] for ch in word),)  # type: ignore[return-value]


def _said(word: str, name: str) -> bool:
    return word in GRAMMAR.words(name)


def _read_rotation(words: Sequence[str]) -> tuple[int, ...]:
    """A rotation: its angle, after a word saying so ("turned", "um") and
    before a word of degrees ("grad", "°") or not."""
    words = list(words)
    if len(words) > 1 and _said(words[0], "turned"):
        words = words[1:]
    if len(words) > 1 and _said(words[-1], "degrees"):
        words = words[:-1]
    rotation = angle(words[0]) if len(words) == 1 else None
    return (rotation,) if rotation is not None else ()


def _read_position(words: Sequence[str]) -> tuple[tuple[int, int], ...]:
    """A corner cell, ``x,y`` or ``x y``, after a word saying so ("at",
    "auf") or not. A number with a degree sign is an angle, never a
    coordinate; the comma binds its two numbers ("0,-1 90" is the cell
    0,-1 turned 90, never the cell -1,90)."""
    words = list(words)
    if len(words) > 2 and _said(words[0], "at"):
        words = words[1:]
    if len(words) == 3 and words[1] == ",":
        words = [words[0], words[2]]
    if len(words) != 2 or any(w.endswith("°") or w == "," for w in words):
        return ()
    x, y = integer(words[0]), integer(words[1])
    return ((x, y),) if x is not None and y is not None else ()


def _read_part(words: Sequence[str]) -> tuple[str, ...]:
    """What a picture move does: best, undo or show."""
    if len(words) != 1:
        return ()
    return tuple(p for p in PICTURE_PARTS if words[0] in GRAMMAR.words(p))


def _read_lay_word(words: Sequence[str]) -> tuple[str, ...]:
    """The ``lay`` of ``picture lay``, in either language."""
    return (LAY,) if len(words) == 1 and words[0] in GRAMMAR.words(LAY) else ()


def _tile_code(colours: Colours) -> str:
    return tile_code(colours).lower()


TILE = Operand("tile", read=_read_tile, code=_tile_code, say=tile_msg)
ROTATION = Operand("rotation", read=_read_rotation, code=rotation_text, say=rotation_msg, width=3)
POSITION = Operand(
    "position",
    read=_read_position,
    code=lambda p: position_text(*p),
    say=lambda p: position_msg(*p),
    width=4,
)
PART = Operand("part", read=_read_part)
LAY_PART = Operand("part", read=_read_lay_word)

_PLACEMENTS = ((Slot(ROTATION), Slot(POSITION)), (Slot(POSITION), Slot(ROTATION)))

GRAMMAR = Grammar(
    "madnooks",
    [
        # the rotation before or after the position; the code alone says it
        *(Verb(LAY, (Slot(TILE), *place), implied=True, ordered=True) for place in _PLACEMENTS),
        Verb(PASS),
        Verb(EXCHANGE, (Slot(TILE),)),
        Verb(STAND),
        Verb(CHECK),
        Verb(BET),
        Verb(CALL),
        Verb(RAISE),
        Verb(FOLD),
        Verb(PICTURE, (Slot(PART),)),
        *(
            Verb(PICTURE, (Slot(LAY_PART), Slot(TILE), *place), ordered=True)
            for place in _PLACEMENTS
        ),
    ],
    phrases=(PASS,),
    spaced=",",
)


@dataclass(frozen=True)
class Typed:
    """A move as typed, before it is checked against the rules."""

    verb: str  # LAY, PASS, EXCHANGE, ..., PICTURE
    tile: Colours | None = None
    rotation: int | None = None
    position: tuple[int, int] | None = None
    part: str | None = None  # PICTURE: best, undo, show or lay


def read_move(text: str) -> Typed | None:
    """The move a typed line means (the grammar's reading), or None if it
    is not a move at all."""
    reading = GRAMMAR.read(text)
    if reading is None:
        return None
    one = reading.one  # a tile, a rotation, a position or a word
    return Typed(reading.verb.name, one("tile"), one("rotation"), one("position"), one("part"))


def head(text: str) -> str | None:
    """The verb a line begins with, read or not ("lay kbrg 45 1,-1"), or None."""
    tokens = GRAMMAR.tokens(text)
    verb = GRAMMAR.verb_of(tokens[0]) if tokens else None
    return verb.name if verb is not None else None


def bad_angle(text: str) -> str | None:
    """The angle of a placement the grammar does not read only because its
    rotation is none of 0, 90, 180 and 270 ("lay kbrg 45 1,-1"): that word
    (a degree sign passed over), or None."""
    tokens = GRAMMAR.tokens(text)
    if len(tokens) > 12:
        return None
    found = []
    for index, word in enumerate(tokens):
        if angle(word) is not None or not word.strip("°"):
            continue
        tried = GRAMMAR.read(" ".join([*tokens[:index], "0", *tokens[index + 1 :]]))
        if tried is not None and tried.verb.name in (LAY, PICTURE):
            if "rotation" in tried.held():
                found.append((index, word))
    if not found:
        return None

    def likely(entry: tuple[int, str]) -> tuple[bool, bool, int, int]:
        """A word with a degree sign first, then one that is no number,
        then the larger number (a coordinate is small), then the first."""
        index, word = entry
        number = integer(word)
        return (not word.endswith("°"), number is not None, -abs(number or 0), index)

    return min(found, key=likely)[1].rstrip("°")
