"""Pulok's braille labels: a tile's label is its braille short form on the
display (describe.py): the tile's letter and colour, ``ur``, ``üb``; a
Pulok ``*``."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import CardKind, GameLabels, LegendLine
from accessible_games.core.messages import Msg, render
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
        out.append(
            (
                f"pulok:{key_letter}:{colour}",
                narrator.tile_br(tile),
                narrator.tile(tile),
                counts[kind],
            )
        )
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The letters, the colours, the Pulok, and an example (the red U)."""
    narrator = PulokNarrator(lang, [], None)
    forms = COLOUR_BRAILLE[lang]
    entries = [("ü", render(Msg("pulok.labels.letter"), lang))]
    entries += [
        (
            forms[colour],
            render(Msg("pulok.labels.colour", colour=Msg(f"colour.{colour}.name")), lang),
        )
        for colour in COLOURS
    ]
    entries.append((narrator.tile_br(FIRST_PULOK), render(Msg("pulok.labels.joker"), lang)))
    example = tile_id(LETTERS.index("U"), COLOURS.index("red"))
    example_text = render(Msg("pulok.labels.example", tile=narrator.tile(example)), lang)
    entries.append((narrator.tile_br(example), example_text))
    return entries


#: the sheet's title: "Pulok" / "Sag nix über Pulok"
LABELS = GameLabels(cards=cards, legend=legend, title=Msg("pulok.labels.title"))
