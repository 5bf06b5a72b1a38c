"""Colours shared by the card games: ids, one-letter codes and the names
players may type in either language."""

from __future__ import annotations

from accessible_games.core.messages import Msg, render

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
    "red": "red",
    "rot": "red",
    "rote": "red",
    "roter": "red",
    "ro": "red",
    "green": "green",
    "grün": "green",
    "gruen": "green",
    "grüne": "green",
    "gr": "green",
    "gn": "green",
    "blue": "blue",
    "blau": "blue",
    "blaue": "blue",
    "bl": "blue",
    "yellow": "yellow",
    "gelb": "yellow",
    "gelbe": "yellow",
    "ge": "yellow",
    "ye": "yellow",
    "orange": "orange",
    "orangene": "orange",
    "or": "orange",
    "purple": "purple",
    "lila": "purple",
    "li": "purple",
    "pu": "purple",
    "black": "black",
    "schwarz": "black",
    "schwarze": "black",
    "sw": "black",
    "white": "white",
    "weiß": "white",
    "weiss": "white",
    "weiße": "white",
    "ws": "white",
    "lightblue": "lightblue",
    "hellblau": "lightblue",
    "hellblaue": "lightblue",
    "hb": "lightblue",
    "darkblue": "darkblue",
    "dunkelblau": "darkblue",
    "dunkelblaue": "darkblue",
    "db": "darkblue",
    # the braille short forms below can be typed back, too
    "lb": "lightblue",
    "s": "black",
}
for _colour, _code in COLOUR_CODES.items():
    COLOUR_WORDS[_code.lower()] = _colour


class _BrailleForms:
    """The terse braille forms of the colours in one language (the
    ``.br`` attributes of ``colour-<id>-name``): ``COLOUR_BRAILLE[lang][id]``."""

    def __init__(self) -> None:
        self._forms: dict[str, dict[str, str]] = {}

    def __getitem__(self, lang: str) -> dict[str, str]:
        forms = self._forms.get(lang)
        if forms is None:
            forms = {
                colour: render(Msg(f"colour.{colour}.name.br"), lang) for colour in COLOUR_CODES
            }
            if len(self._forms) < 8:
                self._forms[lang] = forms
        return forms


#: the terse braille forms, per language, from the resources (the legend reads them)
COLOUR_BRAILLE = _BrailleForms()


def colour_from_word(word: str) -> str | None:
    return COLOUR_WORDS.get(word.strip().lower())
