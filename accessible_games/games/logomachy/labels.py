"""Logomachy's braille labels: a card's label is its braille short form on
the display, colour letter(s) and value (``y7`` / ``ge7``, the yellow 7).
The letter printed on a card does not change the game, so it is not on the
label (the print text names it). A player may choose the deck: a standard
deck or a deck file of their own cards."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.errors import GameError
from accessible_games.core.labels import CardKind, GameLabels, LegendLine, cap, colour_lines
from accessible_games.core.messages import Msg, render
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.logomachy import messages  # noqa: F401 - registers the game's messages
from accessible_games.games.logomachy.deck import (
    STANDARD_DECKS,
    Card,
    deck_facts,
    load_deck_file,
    standard_deck,
)
from accessible_games.games.logomachy.describe import LogomachyNarrator

#: the deck for labels when none is chosen: the full physical deck (60
#: cards; for 2 to 4 players orange and purple are left out, which gives the
#: four-colours deck)
DEFAULT_DECK = "six-colours"


def deck_cards(deck=None) -> list[Card]:
    """The cards of a deck: a standard deck's name or a deck file (default
    :data:`DEFAULT_DECK`); a GameError for a deck that cannot be used."""
    if deck is None:
        deck = DEFAULT_DECK
    try:
        if isinstance(deck, str) and deck in STANDARD_DECKS:
            return standard_deck(deck)
        return load_deck_file(deck)
    except TypeError as exc:
        raise GameError(Msg("logomachy.labels.deck", decks=", ".join(STANDARD_DECKS))) from exc


def cards(lang: str, deck=None) -> list[CardKind]:
    """The deck's card kinds: a colour and a value make a kind, whatever its letters."""
    found = deck_cards(deck)
    narrator = LogomachyNarrator(lang, [], None, {"deck": deck_facts(found)})
    counts: Counter[tuple[str, int]] = Counter()
    first: dict[tuple[str, int], Card] = {}
    letters: dict[tuple[str, int], list[str]] = {}
    for card in found:
        kind = (card.colour, card.value)
        counts[kind] += 1
        first.setdefault(kind, card)
        if card.letter and card.letter not in letters.setdefault(kind, []):
            letters[kind].append(card.letter)
    out = []
    for (colour, value), count in counts.items():
        found_letters = letters.get((colour, value))
        if found_letters:
            msg = Msg(
                "logomachy.labels.card.lettered",
                colour=Msg(f"colour.{colour}.name"),
                value=value,
                letters=", ".join(found_letters),
            )
        else:
            msg = Msg("logomachy.labels.card", colour=Msg(f"colour.{colour}.name"), value=value)
        text = cap(render(msg, lang))
        out.append(
            (
                f"logomachy:{colour}:{value}",
                narrator.card_br(first[(colour, value)].id),
                text,
                count,
            )
        )
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The deck's colours, its range of values, and an example (the yellow 7)."""
    found = deck_cards(deck)
    narrator = LogomachyNarrator(lang, [], None, {"deck": deck_facts(found)})
    values = [card.value for card in found]
    entries = colour_lines(dict.fromkeys(card.colour for card in found), COLOUR_BRAILLE[lang], lang)
    low, high = min(values), max(values)
    entries.append((str(high), render(Msg("logomachy.labels.value", low=low, high=high), lang)))
    example = next((c for c in found if c.colour == "yellow" and c.value == 7), found[0])
    name = Msg(
        "logomachy.labels.card", colour=Msg(f"colour.{example.colour}.name"), value=example.value
    )
    entries.append(
        (narrator.card_br(example.id), render(Msg("logomachy.labels.example", card=name), lang))
    )
    return entries


LABELS = GameLabels(cards=cards, legend=legend, decks=True)
