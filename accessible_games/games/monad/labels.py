"""MONAD's braille labels: a card's label is its braille short form on the
display (describe.py): the rank digit (1 One ... 5 Quint) and the colour,
``2y`` / ``2ge``; a Monad ``M``. The function cards of the physical game,
which the game deals apart from its 58 cards, have labels of their own: an
identity (Stamm) card per colour, ``id`` / ``st`` and the colour, and the 4
alike Bonus cards, ``bo``."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import CardKind, GameLabels, LegendLine, colour_lines, colour_name
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.monad.cards import (
    BI,
    CARD_KIND,
    COLOURS,
    DARK_BLUE,
    KIND_COLOUR,
    KIND_RANK,
    KINDS,
    MONAD,
    QUINT,
    RANK_CODE,
    RANK_NAMES,
    VALUE,
)
from accessible_games.games.monad.describe import MonadNarrator

#: the identity (Stamm) cards: their code (then the colour's) and name
IDENTITY_CODE = {"en": "id", "de": "st"}
IDENTITY_NAME = {"en": "Identity card", "de": "Stammkarte"}
#: the Bonus cards: code, name, and how many the box holds
BONUS_CODE = "bo"
BONUS_NAME = {"en": "Bonus card", "de": "Bonuskarte"}
BONUS_COUNT = 4

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "rank": "first the rank: {name}, worth {value}",
        "monad": "Monad, worth 80, no colour",
        "identity": "identity card (Stamm), then its colour",
        "bonus": "Bonus card",
        "colour": "then the colour: {name}",
        "example": "example: {name}; the rank digit with the number sign, then the colour "
                   "(a letter a to j after a digit gets the letter sign)",
    },
    "de": {
        "rank": "zuerst der Rang: {name}, Wert {value}",
        "monad": "Monad, Wert 80, ohne Farbe",
        "identity": "Stammkarte, dann ihre Farbe",
        "bonus": "Bonuskarte",
        "colour": "dann die Farbe: {name}",
        "example": "Beispiel: {name}; die Rangziffer mit Zahlzeichen, dann die Farbe "
                   "(ein Buchstabe a bis j nach einer Ziffer bekommt das Buchstabenzeichen)",
    },
}


def cards(lang: str, deck=None) -> list[CardKind]:
    """The 31 kinds of the 58 cards, then the identity and Bonus cards."""
    narrator = MonadNarrator(lang, [], None)
    counts = Counter(CARD_KIND)
    out = []
    for kind in range(KINDS):
        rank, colour = KIND_RANK[kind], KIND_COLOUR[kind]
        if colour < 0:
            out.append((f"monad:{RANK_NAMES[rank]}", narrator.card_br((rank, None)), narrator.rank(rank),
                        counts[kind]))
            continue
        out.append((f"monad:{RANK_NAMES[rank]}:{COLOURS[colour]}", narrator.card_br((rank, colour)),
                    f"{narrator.rank(rank)} {colour_name(COLOURS[colour], lang)}", counts[kind]))
    letters = COLOUR_BRAILLE[lang]
    for colour_id in COLOURS:
        out.append((f"monad:identity:{colour_id}", IDENTITY_CODE[lang] + letters[colour_id],
                    f"{IDENTITY_NAME[lang]} {colour_name(colour_id, lang)}", 1))
    out.append(("monad:bonus", BONUS_CODE, BONUS_NAME[lang], BONUS_COUNT))
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The ranks with their values, the Monad, the function cards, the
    colours, and an example (the dark blue Bi)."""
    narrator = MonadNarrator(lang, [], None)
    t = TEXTS[lang]
    entries = [(RANK_CODE[rank], t["rank"].format(name=narrator.rank(rank), value=VALUE[rank]))
               for rank in range(QUINT + 1)]
    entries.append((RANK_CODE[MONAD], t["monad"]))
    entries.append((IDENTITY_CODE[lang], t["identity"]))
    entries.append((BONUS_CODE, t["bonus"]))
    entries += colour_lines(COLOURS, COLOUR_BRAILLE[lang], lang, t["colour"])
    entries.append((narrator.card_br((BI, DARK_BLUE)), t["example"].format(
        name=f"{narrator.rank(BI)} {colour_name(COLOURS[DARK_BLUE], lang)}")))
    return entries


LABELS = GameLabels(cards=cards, legend=legend)
