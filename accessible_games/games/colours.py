"""Colours shared by the card games: ids, one-letter codes and the names
players may type in either language."""

from __future__ import annotations


# id -> stable one-letter code used in action texts and saved games
COLOUR_CODES: dict[str, str] = {
    "red": "R",
    "green": "G",
    "blue": "B",
    "yellow": "Y",
    "orange": "O",
    "purple": "P",
    "black": "K",
    "white": "W",
    "lightblue": "L",
    "darkblue": "D",
}
CODE_COLOURS = {code: colour for colour, code in COLOUR_CODES.items()}

# everything a player may type for a colour (lower case), in English and German
COLOUR_WORDS: dict[str, str] = {
    "red": "red", "rot": "red", "rote": "red", "roter": "red", "ro": "red",
    "green": "green", "grün": "green", "gruen": "green", "grüne": "green", "gr": "green", "gn": "green",
    "blue": "blue", "blau": "blue", "blaue": "blue", "bl": "blue",
    "yellow": "yellow", "gelb": "yellow", "gelbe": "yellow", "ge": "yellow", "ye": "yellow",
    "orange": "orange", "orangene": "orange", "or": "orange",
    "purple": "purple", "lila": "purple", "li": "purple", "pu": "purple",
    "black": "black", "schwarz": "black", "schwarze": "black", "sw": "black",
    "white": "white", "weiß": "white", "weiss": "white", "weiße": "white", "ws": "white",
    "lightblue": "lightblue", "hellblau": "lightblue", "hellblaue": "lightblue", "hb": "lightblue",
    "darkblue": "darkblue", "dunkelblau": "darkblue", "dunkelblaue": "darkblue", "db": "darkblue",
    # the braille short forms below can be typed back, too
    "lb": "lightblue", "s": "black",
}
for _colour, _code in COLOUR_CODES.items():
    COLOUR_WORDS[_code.lower()] = _colour

# the terse braille forms, per language (defined once; the legend reads them)
COLOUR_BRAILLE: dict[str, dict[str, str]] = {
    "en": {
        "red": "r", "green": "g", "blue": "b", "yellow": "y", "orange": "o",
        "purple": "p", "black": "k", "white": "w", "lightblue": "lb", "darkblue": "db",
    },
    "de": {
        "red": "r", "green": "gn", "blue": "b", "yellow": "ge", "orange": "o",
        "purple": "li", "black": "s", "white": "w", "lightblue": "hb", "darkblue": "db",
    },
}


def colour_from_word(word: str) -> str | None:
    return COLOUR_WORDS.get(word.strip().lower())
