"""Typed Pulok moves: the stable texts and the words players may type for
them, in English and German.

:func:`parse_move` turns what was typed into the stable text of a move
("nimm" -> "take", "gib u rot und rufe" -> "pass ur call", "lege pulok in
zeile 3 auf u" -> "place pulok 3 u"), or says why it cannot be one. Whether
the move is legal now is the rules' question.
"""

from __future__ import annotations

from accessible_games.core.game import normalize
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

#: the first word of a move, in either language -> the move
VERBS = {
    "take": TAKE,
    "nimm": TAKE,
    "nehmen": TAKE,
    "nehme": TAKE,
    "decline": DECLINE,
    "ablehnen": DECLINE,
    "lehne": DECLINE,
    "ablehne": DECLINE,
    "keep": KEEP,
    "behalte": KEEP,
    "behalten": KEEP,
    "pass": PASS,
    "gib": PASS,
    "gebe": PASS,
    "geben": PASS,
    "give": PASS,
    "weiter": PASSON,
    "weitergeben": PASSON,
    "arrange": ARRANGE,
    "ordne": ARRANGE,
    "ordnen": ARRANGE,
    "place": "place",
    "lege": "place",
    "legen": "place",
    "put": "place",
    "move": "move",
    "verschiebe": "move",
    "verschieben": "move",
    "remove": "remove",
    "entferne": "remove",
    "entfernen": "remove",
    "colour": "colour",
    "color": "colour",
    "farbe": "colour",
}
#: words that mean "and call Sag nix über Pulok"
CALL_WORDS = {"call", "ruf", "rufe", "rufen"}
#: words that may stand between the parts of a move and mean nothing
FILLER = {
    "and",
    "und",
    "row",
    "zeile",
    "reihe",
    "in",
    "on",
    "auf",
    "to",
    "nach",
    "from",
    "von",
    "aus",
    "as",
    "als",
    "the",
    "die",
    "der",
    "das",
    "den",
    "einen",
    "ein",
    "place",
    "platz",
    "tile",
    "kärtchen",
    "sag",
    "nix",
    "über",
    "pulok!",
}


def _words(text: str) -> list[str]:
    return normalize(text.replace(",", " ").replace(".", " ")).split(" ")


def _tile(words: list[str]) -> tuple[int | None, list[str]]:
    """A tile at the start of ``words``: a code (``ur``, ``pulok``) or a
    letter and a colour word (``u rot``); the kind and the words left."""
    if not words:
        return None, words
    kind = parse_code(words[0])
    if kind is not None:
        return kind, words[1:]
    letter = letter_index(words[0])
    if letter is not None and len(words) > 1:
        colour = _colour(words[1])
        if colour is not None:
            return letter * 6 + colour, words[2:]
    return None, words


def _colour(word: str) -> int | None:
    name = colour_from_word(word)
    if name in COLOURS:
        return COLOURS.index(name)
    code = word.upper()
    return CODE_COLOUR.get(code)


def _row(word: str) -> int | None:
    return int(word) if word.isdigit() else None


def parse_move(text: str) -> tuple[str | None, Msg | None]:
    """The stable text of the move meant by ``text``, or None and why not
    (None and None: ``text`` is no Pulok move at all). A tile named by its
    letter alone ("pass u", "place u 3") stays a letter: the rules find the
    tile meant among the player's (:meth:`Pulok.resolve`)."""
    words = _words(text)
    if not words or not words[0]:
        return None, None
    verb = VERBS.get(words[0])
    if verb is None:
        return None, None
    if verb == PASS and words[1:2] in (["on"], ["weiter"]):
        verb, words = PASSON, words[1:]
    rest = [w for w in words[1:] if w not in FILLER]
    call = any(w in CALL_WORDS for w in rest)
    rest = [w for w in rest if w not in CALL_WORDS]
    suffix = " call" if call else ""
    syntax = Msg("pulok.illegal.syntax", text=text.strip())
    if verb in (TAKE, DECLINE, KEEP, ARRANGE):
        if verb == DECLINE and rest == ["ab"]:
            rest = []
        return (verb, None) if not rest else (None, syntax)
    if verb == PASSON:
        return (f"pass on{suffix}", None) if not rest else (None, syntax)
    if verb == PASS:
        if len(rest) == 1 and parse_code(rest[0]) is None and letter_index(rest[0]) is not None:
            # a letter alone ("pass u"): the rules find the one tile meant
            return f"pass {LETTERS[letter_index(rest[0])].lower()}{suffix}", None
        kind, rest = _tile(rest)
        if kind is None or rest:
            return None, syntax
        return f"pass {kind_code(kind).lower()}{suffix}", None
    if call:
        return None, syntax
    if verb == "place":
        if (
            len(rest) == 2
            and parse_code(rest[0]) is None
            and letter_index(rest[0]) is not None
            and _row(rest[1]) is not None
        ):
            row = _row(rest[1])
            if not 1 <= row <= ROWS:
                return None, Msg("pulok.illegal.row", row=row)
            return f"place {LETTERS[letter_index(rest[0])].lower()} {row}", None  # "place u 3"
        kind, rest = _tile(rest)
        if kind is None or not rest:
            return None, syntax
        row = _row(rest[0])
        if row is None:
            return None, syntax
        if not 1 <= row <= ROWS:
            return None, Msg("pulok.illegal.row", row=row)
        if kind == PULOK_KIND:
            if len(rest) != 2:
                return None, syntax
            letter = letter_index(rest[1])
            if letter is None:
                return None, Msg("pulok.illegal.letter", letter=rest[1].upper())
            return f"place pulok {row} {LETTERS[letter].lower()}", None
        if len(rest) == 2 and letter_index(rest[1]) == kind // 6:
            rest = rest[:1]  # "place ur 3 u": the letter said again
        if len(rest) != 1:
            return None, syntax
        return f"place {kind_code(kind).lower()} {row}", None
    if verb in ("move", "remove"):
        places = []
        while rest:
            row = _row(rest[0])
            if row is None:
                return None, syntax
            if not 1 <= row <= ROWS:
                return None, Msg("pulok.illegal.row", row=row)
            letter = letter_index(rest[1]) if len(rest) > 1 else None
            if len(rest) > 1 and letter is None and _row(rest[1]) is None:
                return None, Msg("pulok.illegal.letter", letter=rest[1].upper())
            places.append((row, letter))
            rest = rest[2:] if letter is not None else rest[1:]
        if verb == "remove":
            if len(places) != 1 or places[0][1] is None:
                return None, syntax
            row, letter = places[0]
            return f"remove {row} {LETTERS[letter].lower()}", None
        if len(places) != 2 or places[0][1] is None:
            return None, syntax
        (row, letter), (to, to_letter) = places
        target = (
            "" if to_letter is None or to_letter == letter else f" {LETTERS[to_letter].lower()}"
        )
        return f"move {row} {LETTERS[letter].lower()} {to}{target}", None
    # colour
    if len(rest) != 2 or _row(rest[0]) is None:
        return None, syntax
    row = _row(rest[0])
    if not 1 <= row <= ROWS:
        return None, Msg("pulok.illegal.row", row=row)
    colour = _colour(rest[1])
    if colour is None:
        return None, Msg("pulok.illegal.colour_word", text=rest[1])
    return f"colour {row} {COLOUR_CODE[colour].lower()}", None
