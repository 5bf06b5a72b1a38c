"""What a game with physical cards or tiles declares for their braille labels.

A player sticks one label (or two, in opposite corners) on each card or tile
of a real deck and plays at a real table. A label is read in one touch: the
card's short form on the game's braille display (``r7``, ``2ge``, ``ur``),
so one form is learnt for both; a game's labels reuse its narrator's short
forms rather than copies of them.

A game declares its labels as a :class:`GameLabels` value
(``games/<name>/labels.py``) and its registry entry carries it
(``GameEntry.labels``); a game without physical cards declares none and is
not offered. ``accessible_games/labels`` translates the declaration with a
braille table, checks it and writes the sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from accessible_games.core.messages import Msg, render

#: a card or tile kind: (key, code, print text, count). ``key`` a stable id
#: ("<game>:red:7"); ``code`` the label's text before translation ("r7");
#: the print text what a sighted helper reads under it ("Red 7"); ``count``
#: how many such cards the deck holds
CardKind = tuple[str, str, str, int]
#: a line of the legend: a code or a part of codes (a colour letter), and
#: what it means
LegendLine = tuple[str, str]


@dataclass(frozen=True)
class GameLabels:
    """A game's braille labels. ``cards(lang, deck)``: every distinct card or
    tile kind of the physical deck, in deck order; ``legend(lang, deck)``:
    what every code and code part means. ``lang`` is "en" or "de"; ``deck``
    is None (the default deck) unless the game takes ``decks``, then a deck
    file (path) or a standard deck's name. Either may refuse a deck with a
    ``GameError``. ``title``: the game's name on the sheet per language, if
    not its rules' title."""

    cards: Callable[[str, Any], list[CardKind]]
    legend: Callable[[str, Any], list[LegendLine]]
    title: Mapping[str, str] | None = None
    #: whether the player may choose a deck (otherwise the game has one deck)
    decks: bool = False


def colour_name(colour: str, lang: str) -> str:
    """A colour id's name in print, from the shared message catalog
    ("light blue", "hellblau")."""
    return render(Msg(f"colour.{colour}.name"), lang)


def cap(text: str) -> str:
    """``text`` with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def colour_lines(
    colours: Iterable[str], letters: Mapping[str, str], lang: str, meaning: str = "{name}"
) -> list[LegendLine]:
    """Legend lines for colours: each colour's letters on the labels, and
    ``meaning`` with the colour's ``{name}``."""
    return [(letters[colour], meaning.format(name=colour_name(colour, lang))) for colour in colours]
