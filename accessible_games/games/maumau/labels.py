"""Mau Mau's braille labels: a card's label is its braille short form on
the display (describe.py): colour and value or symbol, ``r7``, ``b+2``,
``g-sk`` / ``gn-aus``, ``y-rev`` / ``ge-rw``; the Jokers ``w``, ``w+4`` /
``j``, ``j+4``."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import CardKind, GameLabels, LegendLine, cap, colour_lines, colour_name
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.maumau.cards import (
    CARDS,
    COLOURS,
    DRAW_TWO,
    KIND_COLOUR,
    KIND_FIRST_CARD,
    KIND_RANK,
    KINDS,
    RANK_NAMES,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
)
from accessible_games.games.maumau.describe import RANK_BRAILLE, MauMauNarrator

#: the special cards' names in print, by rank
NAMES: dict[str, dict[int, str]] = {
    "en": {DRAW_TWO: "Draw Two", SKIP: "Skip", REVERSE: "Reverse", WILD: "Wild", WILD_FOUR: "Wild Draw Four"},
    "de": {DRAW_TWO: "Zieh 2", SKIP: "Aussetzen", REVERSE: "Richtungswechsel", WILD: "Joker",
           WILD_FOUR: "Joker +4"},
}

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "value": "a number card's value, 0 to 9, after the colour (with the number sign)",
        "symbol": "{name}, after the colour",
        "wild": "{name}, no colour",
        "example": "example: {name}; the colour, then the value or symbol",
    },
    "de": {
        "value": "der Wert einer Zahlenkarte, 0 bis 9, nach der Farbe (mit Zahlzeichen)",
        "symbol": "{name}, nach der Farbe",
        "wild": "{name}, ohne Farbe",
        "example": "Beispiel: {name}; die Farbe, dann der Wert oder das Zeichen",
    },
}


def cards(lang: str, deck=None) -> list[CardKind]:
    """The 54 kinds of the 108 cards: 13 ranks in each of 4 colours, and the two Jokers."""
    narrator = MauMauNarrator(lang, [], None)
    counts = Counter(card.kind for card in CARDS)
    out = []
    for kind in range(KINDS):
        rank = KIND_RANK[kind]
        name, code = RANK_NAMES[rank], narrator.card_br(KIND_FIRST_CARD[kind])
        if KIND_COLOUR[kind] >= 0:  # the Jokers have none (NO_COLOUR)
            colour = COLOURS[KIND_COLOUR[kind]]
            colour_text = cap(colour_name(colour, lang))
            if rank < 10:
                out.append((f"maumau:{colour}:{rank}", code, f"{colour_text} {rank}", counts[kind]))
            else:
                out.append((f"maumau:{colour}:{name}", code, f"{colour_text} {NAMES[lang][rank]}", counts[kind]))
        else:
            out.append((f"maumau:{name}", code, NAMES[lang][rank], counts[kind]))
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The colours, the values, every symbol, and an example (the blue Draw Two)."""
    t, symbols, names = TEXTS[lang], RANK_BRAILLE[lang], NAMES[lang]
    entries = colour_lines(COLOURS, COLOUR_BRAILLE[lang], lang)
    entries.append(("7", t["value"]))
    for rank in (DRAW_TWO, SKIP, REVERSE):
        entries.append((symbols[rank], t["symbol"].format(name=names[rank])))
    for rank in (WILD, WILD_FOUR):
        entries.append((symbols[rank], t["wild"].format(name=names[rank])))
    example = next(card for card in CARDS if card.colour == "blue" and card.rank == DRAW_TWO)
    entries.append((MauMauNarrator(lang, [], None).card_br(example.id),
                    t["example"].format(name=f"{colour_name('blue', lang)} {names[DRAW_TWO]}")))
    return entries


LABELS = GameLabels(cards=cards, legend=legend)
