"""Logomachy decks as data files.

Format (documented for players in docs/rules/logomachy.md): UTF-8 text, one
card kind per line, fields separated by spaces or tabs::

    # colour  value  letter  count
    yellow    7      E       1

- colour: a colour name in English or German (red/rot, yellow/gelb, ...);
- value: a whole number from 1 to 99;
- letter: one letter printed on the card, or ``-`` for none;
- count: how many such cards the deck holds (optional, default 1, 1 to 20).

Blank lines are ignored, and so is everything from a ``#`` to the end of its line. A deck must hold
exactly one yellow 7 and enough cards for a deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import read_text, shown
from accessible_games.boundary.limits import DECK_BYTES
from accessible_games.boundary.text import is_number, quote
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg
from accessible_games.games.colours import COLOUR_CODES, colour_from_word

MIN_CARDS = 10  # 3 cards for each of 2 players plus 4 in the middle
#: the most cards a match's facts may list (a deck file's bytes bound it far lower)
MAX_CARDS = 10_000


class DeckError(GameError):
    """A deck file that cannot be used; the message names line and field."""


@dataclass(frozen=True)
class Card:
    id: int
    colour: str
    value: int
    letter: str = ""
    #: stable short form used in action texts: colour code + value
    code: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", f"{COLOUR_CODES[self.colour]}{self.value}")


def _problem(path: str, line: int, field: str, problem: Msg) -> DeckError:
    return DeckError(
        Msg(
            "logomachy.deck.problem",
            path=path,
            line=line,
            field=Msg(f"logomachy.deck.field.{field}"),
            problem=problem,
        )
    )


def _within(word: str, high: int) -> bool:
    """Whether ``word`` is a whole number from 1 to ``high`` (ASCII digits)."""
    return is_number(word) and len(word) <= 4 and 1 <= int(word) <= high


def parse_deck(text: str, path: str = "deck") -> list[Card]:
    cards: list[Card] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        if len(fields) < 3 or len(fields) > 4:
            raise _problem(path, number, "line", Msg("logomachy.deck.fields", found=len(fields)))
        colour = colour_from_word(fields[0])
        if colour is None:
            raise _problem(
                path,
                number,
                "colour",
                Msg(
                    "logomachy.deck.colour", allowed=[Msg(f"colour.{c}.name") for c in COLOUR_CODES]
                ),
            )
        if not _within(fields[1], 99):
            raise _problem(
                path, number, "value", Msg("logomachy.deck.value", value=quote(fields[1]))
            )
        letter = fields[2]
        if letter == "-":
            letter = ""
        elif len(letter) != 1 or not letter.isalpha():
            raise _problem(
                path, number, "letter", Msg("logomachy.deck.letter", value=quote(letter))
            )
        count = 1
        if len(fields) == 4:
            if not _within(fields[3], 20):
                raise _problem(
                    path, number, "count", Msg("logomachy.deck.count", value=quote(fields[3]))
                )
            count = int(fields[3])
        for _ in range(count):
            upper = letter.upper()
            cards.append(
                Card(len(cards), colour, int(fields[1]), upper if len(upper) == 1 else letter)
            )
    yellow_sevens = sum(1 for c in cards if c.colour == "yellow" and c.value == 7)
    if yellow_sevens != 1:
        raise DeckError(Msg("logomachy.deck.yellow7", path=path, found=yellow_sevens))
    if len(cards) < MIN_CARDS:
        raise DeckError(Msg("logomachy.deck.small", path=path, found=len(cards), needed=MIN_CARDS))
    return cards


def load_deck_file(path: str | Path) -> list[Card]:
    """The deck in the file ``path``: only a regular file of at most
    :data:`~accessible_games.boundary.limits.DECK_BYTES` is read (a FIFO or
    /dev/zero is refused at once); a byte-order mark from Windows editors
    is fine."""
    try:
        text = read_text(path, DECK_BYTES)
    except InputError as exc:
        reason = exc.msg.params.get("reason", exc.msg)
        raise DeckError(Msg("logomachy.deck.unreadable", path=shown(path), reason=reason)) from exc
    return parse_deck(text, shown(path))


STANDARD_DECKS = {"four-colours": "four-colours.deck", "six-colours": "six-colours.deck"}


def standard_deck_text(name: str) -> str:
    return resources.files(__package__).joinpath("decks", STANDARD_DECKS[name]).read_text("utf-8")


def standard_deck(name: str) -> list[Card]:
    return list(_standard_deck(name))


@cache
def _standard_deck(name: str) -> tuple[Card, ...]:
    return tuple(parse_deck(standard_deck_text(name), f"{name}.deck"))


def deck_facts(cards: list[Card] | tuple[Card, ...]) -> list[list[Any]]:
    """A deck as plain data for the match's facts: ``[colour, value,
    letter]`` per card, in id order."""
    return [[c.colour, c.value, c.letter] for c in cards]


def deck_from_facts(rows: Any) -> list[Card]:
    """The deck of a match's facts (:func:`deck_facts`); the standard
    four-colour deck when they hold none. Rows that are not a card are
    refused (:class:`DeckError`), never guessed at."""
    if rows is None:
        return list(standard_deck("four-colours"))
    if not isinstance(rows, list) or len(rows) > MAX_CARDS:
        raise DeckError(Msg("logomachy.deck.facts"))
    cards = []
    for number, row in enumerate(rows):
        if (
            not isinstance(row, list)
            or len(row) != 3
            or row[0] not in COLOUR_CODES
            or not isinstance(row[1], int)
            or isinstance(row[1], bool)
            or not 1 <= row[1] <= 99
            or not isinstance(row[2], str)
            or len(row[2]) > 1
        ):
            raise DeckError(Msg("logomachy.deck.facts"))
        cards.append(Card(number, row[0], row[1], row[2]))
    return cards
