"""The Pulok tiles: ids, letters, colours, penalty values and codes.

The sentence "SAG NIX ÜBER PULOK" has 15 letters, none twice. Every letter
comes in six colours, each twice (180 letter tiles), plus 15 Puloks
(jokers): 195 tiles.

Letter ids 0-14 follow the sentence: S A G N I X Ü B E R P U L O K.
Colour ids 0-5: red, yellow, green, blue, black, white (codes R Y G B K W,
those of games/colours.py).

Tile ids: a letter tile is ``(letter * 6 + colour) * 2 + copy`` (0-179);
the Puloks are 180-194. The two copies of a letter in a colour are alike:
moves name a tile by its code and take the lowest id of that code.

Codes (action texts, saved games): the letter and the colour code, ``UR``
(U red), ``ÜB`` (Ü blue), ``SK`` (S black); a Pulok is ``PULOK``. In text
form they are written in lower case ("pass ur").

A board is 6 rows of 15 places; place ``(row, column)`` is cell
``row * 15 + column`` and column ``c`` is the place of letter ``c``.
"""

from __future__ import annotations

from accessible_games.games.colours import COLOUR_CODES

LETTERS = "SAGNIXÜBERPULOK"
WIDTH = 15
ROWS = 6
CELLS = ROWS * WIDTH
#: penalty points by letter id: S A G 1, N I X 2, Ü B E R 3, P U L O K 4
PENALTY = (1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4)
#: the words of the sentence as (first column, last column), and their names
WORDS = ((0, 2), (3, 5), (6, 9), (10, 14))
WORD_NAMES = ("SAG", "NIX", "ÜBER", "PULOK")
#: the word that counts twice as a value piece (Pulok für Könner)
DOUBLE_WORD = 3

COLOURS = ("red", "yellow", "green", "blue", "black", "white")
COLOUR_CODE = tuple(COLOUR_CODES[c] for c in COLOURS)  # R Y G B K W
CODE_COLOUR = {code: i for i, code in enumerate(COLOUR_CODE)}

LETTER_TILES = 180
PULOK_COUNT = 15
TILE_COUNT = 195
FIRST_PULOK = LETTER_TILES
PULOK_CODE = "PULOK"
EMPTY = -1


def tile_id(letter: int, colour: int, copy: int = 0) -> int:
    return (letter * 6 + colour) * 2 + copy


def is_pulok(tile: int) -> bool:
    return tile >= FIRST_PULOK


#: by tile id: letter id (-1 for a Pulok), colour id (-1), penalty (0), code
TILE_LETTER = tuple(t // 12 if t < LETTER_TILES else -1 for t in range(TILE_COUNT))
TILE_COLOUR = tuple((t // 2) % 6 if t < LETTER_TILES else -1 for t in range(TILE_COUNT))
TILE_PENALTY = tuple(PENALTY[t // 12] if t < LETTER_TILES else 0 for t in range(TILE_COUNT))
TILE_CODE = tuple(
    LETTERS[t // 12] + COLOUR_CODE[(t // 2) % 6] if t < LETTER_TILES else PULOK_CODE
    for t in range(TILE_COUNT)
)
#: a tile's kind: letter * 6 + colour (0-89) for a letter tile, 90 for a Pulok;
#: tiles of one kind are alike
TILE_KIND = tuple(t // 2 if t < LETTER_TILES else 90 for t in range(TILE_COUNT))
PULOK_KIND = 90


def cell(row: int, column: int) -> int:
    return row * WIDTH + column


def letter_index(text: str) -> int | None:
    """The letter id of a letter as typed ("u", "Ü", "ue" for Ü)."""
    word = text.strip().upper()
    if word in ("UE", "Ü"):
        return LETTERS.index("Ü")
    if len(word) == 1 and word in LETTERS:
        return LETTERS.index(word)
    return None


def parse_code(text: str) -> int | None:
    """The kind (letter * 6 + colour, or PULOK_KIND) of a tile code as typed:
    ``ur``, ``UR``, ``üb``, ``ueb``, ``pulok``; None if it is none."""
    word = text.strip().upper()
    if word in (PULOK_CODE, "JOKER", "J", "*"):
        return PULOK_KIND
    if word.startswith("UE") and len(word) == 3:
        word = "Ü" + word[2:]
    if len(word) != 2 or word[0] not in LETTERS or word[1] not in CODE_COLOUR:
        return None
    return LETTERS.index(word[0]) * 6 + CODE_COLOUR[word[1]]


def kind_code(kind: int) -> str:
    return PULOK_CODE if kind == PULOK_KIND else LETTERS[kind // 6] + COLOUR_CODE[kind % 6]
