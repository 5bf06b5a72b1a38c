"""Pulok's braille labels: a tile's label is its braille short form on the
display (describe.py): the tile's letter and colour, ``ur``, ``üb``; a
Pulok ``*``."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import CardKind, GameLabels, LegendLine, colour_lines
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.tiles import (
    COLOURS,
    FIRST_PULOK,
    LETTERS,
    PULOK_KIND,
    TILE_COLOUR,
    TILE_KIND,
    TILE_LETTER,
    tile_id,
)

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "letter": "first the tile's letter, one of S A G N I X Ü B E R P U L O K; "
                  "ü is the letter U umlaut",
        "colour": "then the colour: {name}",
        "joker": "a Pulok (the joker), no colour",
        "example": "example: {name}; the letter, then the colour",
    },
    "de": {
        "letter": "zuerst der Buchstabe des Kärtchens, einer von S A G N I X Ü B E R P U L O K",
        "colour": "dann die Farbe: {name}",
        "joker": "ein Pulok (der Joker), ohne Farbe",
        "example": "Beispiel: {name}; der Buchstabe, dann die Farbe",
    },
}


def cards(lang: str, deck=None) -> list[CardKind]:
    """The 91 kinds of the 195 tiles: 15 letters in 6 colours, and the Pulok."""
    narrator = PulokNarrator(lang, [], None)
    counts = Counter(TILE_KIND)
    first: dict[int, int] = {}
    for tile, kind in enumerate(TILE_KIND):
        first.setdefault(kind, tile)
    out = []
    for kind in sorted(counts):
        tile = first[kind]
        if kind == PULOK_KIND:
            out.append(("pulok:pulok", narrator.tile_br(tile), narrator.tile(tile), counts[kind]))
            continue
        letter, colour = LETTERS[TILE_LETTER[tile]], COLOURS[TILE_COLOUR[tile]]
        key_letter = "ue" if letter == "Ü" else letter.lower()
        out.append((f"pulok:{key_letter}:{colour}", narrator.tile_br(tile), narrator.tile(tile), counts[kind]))
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The letters, the colours, the Pulok, and an example (the red U)."""
    narrator = PulokNarrator(lang, [], None)
    t = TEXTS[lang]
    entries = [("ü", t["letter"])]
    entries += colour_lines(COLOURS, COLOUR_BRAILLE[lang], lang, t["colour"])
    entries.append((narrator.tile_br(FIRST_PULOK), t["joker"]))
    example = tile_id(LETTERS.index("U"), COLOURS.index("red"))
    entries.append((narrator.tile_br(example), t["example"].format(name=narrator.tile(example))))
    return entries


LABELS = GameLabels(cards=cards, legend=legend, title={"en": "Pulok", "de": "Sag nix über Pulok"})
