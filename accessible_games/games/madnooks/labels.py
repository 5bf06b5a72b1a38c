"""Mad Nooks' braille labels: a tile's label is its braille short form on
the display (describe.py): the four side colours in side order (long 1,
long 2, short 1, short 2), one letter each, ``kbrg`` / ``sbrg``."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import CardKind, GameLabels, LegendLine, cap, colour_lines, colour_name
from accessible_games.games.madnooks.describe import COLOUR_LETTERS, MadNooksNarrator
from accessible_games.games.madnooks.tiles import COLOURS, load_deck, tile_code

#: the sides in side order, for the legend's texts
SIDES = ("long1", "long2", "short1", "short2")

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "side": "letter {number}: {side}",
        "example": "example: {name}; hold the tile like the letter L, corner bottom left, "
                   "one arm to the right and one up; the label is on the corner",
        "long1": "long side 1, the bottom edge",
        "long2": "long side 2, the left edge",
        "short1": "short side 1, the top of the right arm",
        "short2": "short side 2, the right of the upper arm",
    },
    "de": {
        "side": "Buchstabe {number}: {side}",
        "example": "Beispiel: {name}; halte das Kärtchen wie den Buchstaben L, die Ecke "
                   "unten links, ein Arm nach rechts und einer nach oben; das Etikett "
                   "klebt auf der Ecke",
        "long1": "lange Seite 1, die untere Kante",
        "long2": "lange Seite 2, die linke Kante",
        "short1": "kurze Seite 1, oben am rechten Arm",
        "short2": "kurze Seite 2, rechts am oberen Arm",
    },
}


def cards(lang: str, deck=None) -> list[CardKind]:
    """The 24 kinds of the 38 tiles, in deck order (the first tile of each kind)."""
    narrator = MadNooksNarrator(lang, [], None)
    counts = Counter(load_deck())
    out = []
    for colours, count in counts.items():
        text = cap(", ".join(colour_name(COLOURS[c], lang) for c in colours))
        out.append((f"madnooks:{tile_code(colours).lower()}", narrator.tile_br(colours), text, count))
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The colours, the sides in order, and an example."""
    narrator = MadNooksNarrator(lang, [], None)
    t = TEXTS[lang]
    entries = colour_lines(COLOURS, dict(zip(COLOURS, COLOUR_LETTERS[lang])), lang)
    for number, name in enumerate(SIDES, start=1):
        entries.append((narrator.side_br(number - 1), t["side"].format(number=number, side=t[name])))
    # not the deck's first tile (kbrg): a sheet's legend line is then not
    # taken for the first label, which follows it
    example = tuple(COLOURS.index(c) for c in ("red", "green", "blue", "black"))
    entries.append((narrator.tile_br(example), t["example"].format(
        name=", ".join(colour_name(COLOURS[c], lang) for c in example))))
    return entries


LABELS = GameLabels(cards=cards, legend=legend)
