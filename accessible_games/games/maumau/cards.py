"""The 108 Mau Mau cards, with ids, colours, ranks, codes and points.

Per colour (red, blue, green, yellow, in the order of the rules): one 0, two
each of 1-9, two Draw Two (Zieh 2), two Skip (Aussetzen), two Reverse
(Richtungswechsel); then four Wild (Joker) and four Wild Draw Four (Joker +4).

Card ids are laid out colour by colour, and within a colour by rank, so that
sorting ids sorts a hand by colour, then value, with the Jokers last. Two
copies of a card kind have neighbouring ids.

Every card also has a *kind* (0-53): the same kind for both copies of a
card. Actions name kinds, not ids: ``play R7`` plays either red 7.

Stable codes (used in action texts and saved games): the colour code of
games/colours.py followed by the value (``R7``), ``+2`` (Draw Two), ``S``
(Skip) or ``R`` (Reverse): ``B+2``, ``GS``, ``YR``; ``W`` is a Joker and
``W+4`` a Joker +4.

The module also holds the lookup tables the rules use on every step.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from accessible_games.core.messages import Msg
from accessible_games.games.colours import COLOUR_CODES

COLOURS = ("red", "blue", "green", "yellow")
COLOUR_CODE = tuple(COLOUR_CODES[c] for c in COLOURS)  # R B G Y
NO_COLOUR = -1

# ranks
DRAW_TWO = 10
SKIP = 11
REVERSE = 12
WILD = 13
WILD_FOUR = 14
RANK_NAMES = (
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "draw2",
    "skip",
    "reverse",
    "wild",
    "wild4",
)
RANK_CODES = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+2", "S", "R", "W", "W+4")

CARD_COUNT = 108
HAND_SIZE = 7
KINDS = 54  # 13 ranks in each of 4 colours, Joker, Joker +4
WILD_KIND = 52
WILD_FOUR_KIND = 53


@dataclass(frozen=True)
class Card:
    id: int
    colour: str | None  # None for the two Jokers
    rank: int  # 0-9, DRAW_TWO, SKIP, REVERSE, WILD, WILD_FOUR
    kind: int  # 0-53, the same for both copies
    code: str
    points: int

    @property
    def name(self) -> str:
        """``number``, ``draw2``, ``skip``, ``reverse``, ``wild`` or ``wild4``."""
        return "number" if self.rank < 10 else RANK_NAMES[self.rank]

    @property
    def value(self) -> int | None:
        """The number of a number card, else None."""
        return self.rank if self.rank < 10 else None

    @property
    def wild(self) -> bool:
        return self.rank >= WILD


def kind_of(colour: int, rank: int) -> int:
    if rank == WILD:
        return WILD_KIND
    if rank == WILD_FOUR:
        return WILD_FOUR_KIND
    return colour * 13 + rank


def _points(rank: int) -> int:
    if rank < 10:
        return rank
    return 50 if rank >= WILD else 20


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []

    def add(colour: int, rank: int, copies: int) -> None:
        kind = kind_of(colour, rank)
        code = RANK_CODES[rank] if colour == NO_COLOUR else COLOUR_CODE[colour] + RANK_CODES[rank]
        for _ in range(copies):
            cards.append(
                Card(
                    len(cards),
                    COLOURS[colour] if colour != NO_COLOUR else None,
                    rank,
                    kind,
                    code,
                    _points(rank),
                )
            )

    for colour in range(4):
        add(colour, 0, 1)
        for rank in range(1, 13):
            add(colour, rank, 2)
    add(NO_COLOUR, WILD, 4)
    add(NO_COLOUR, WILD_FOUR, 4)
    return tuple(cards)


CARDS: tuple[Card, ...] = _build()
assert len(CARDS) == CARD_COUNT

# --- lookup tables (by card id) -------------------------------------------------
CARD_COLOUR: tuple[int, ...] = tuple(
    COLOURS.index(c.colour) if c.colour else NO_COLOUR for c in CARDS
)
CARD_RANK: tuple[int, ...] = tuple(c.rank for c in CARDS)
CARD_KIND: tuple[int, ...] = tuple(c.kind for c in CARDS)
CARD_POINTS: tuple[int, ...] = tuple(c.points for c in CARDS)

# --- by kind ------------------------------------------------------------------------
KIND_CODE: tuple[str, ...] = tuple(next(c.code for c in CARDS if c.kind == k) for k in range(KINDS))
KIND_RANK: tuple[int, ...] = tuple(next(c.rank for c in CARDS if c.kind == k) for k in range(KINDS))
KIND_COLOUR: tuple[int, ...] = tuple(
    next(CARD_COLOUR[c.id] for c in CARDS if c.kind == k) for k in range(KINDS)
)
CODE_KIND: dict[str, int] = {code.upper(): k for k, code in enumerate(KIND_CODE)}
#: the lowest id of each kind (the copies of a kind have the ids that follow it)
KIND_FIRST_CARD: tuple[int, ...] = tuple(
    min(c.id for c in CARDS if c.kind == k) for k in range(KINDS)
)


def _playable_table() -> tuple[tuple[bytes, ...], ...]:
    """PLAYABLE[colour in force][rank of the top card][card id]: whether the
    card matches by colour, by number or symbol, or is a Joker. (The Joker +4
    colour condition is checked by the rules.)"""
    table = []
    for colour in range(4):
        row = []
        for top_rank in range(15):
            flags = bytes(
                1
                if (
                    CARD_RANK[i] >= WILD
                    or CARD_COLOUR[i] == colour
                    or (top_rank < WILD and CARD_RANK[i] == top_rank)
                )
                else 0
                for i in range(CARD_COUNT)
            )
            row.append(flags)
        table.append(tuple(row))
    return tuple(table)


PLAYABLE = _playable_table()


def matches(card: int, colour: int, top: int) -> bool:
    """Whether ``card`` may be played on ``top`` with ``colour`` in force."""
    return bool(PLAYABLE[colour][CARD_RANK[top]][card])


# --- how cards are said -----------------------------------------------------------


def colour_msg(colour: int) -> Msg:
    """A colour named on its own: "red" / "rot"."""
    return Msg(f"colour.{COLOURS[colour]}.name")


def _kind_msg(kind: int) -> Msg:
    rank, colour = KIND_RANK[kind], KIND_COLOUR[kind]
    if rank >= WILD:
        return Msg(f"maumau.card.{RANK_NAMES[rank]}")
    adj = Msg(f"colour.{COLOURS[colour]}.adj")
    name = Msg(f"colour.{COLOURS[colour]}.name")
    if rank < 10:
        return Msg("maumau.card.number", adj=adj, name=name, value=rank)
    return Msg(f"maumau.card.{RANK_NAMES[rank]}", adj=adj, name=name)


KIND_MSG: tuple[Msg, ...] = tuple(_kind_msg(k) for k in range(KINDS))


def card_msg(card: int) -> Msg:
    """A card as the player hears it: "red 7", "blue Draw Two", "Wild" /
    "rote 7", "Zieh 2 blau", "Joker"."""
    return KIND_MSG[CARD_KIND[card]]


def kind_msg(kind: int) -> Msg:
    return KIND_MSG[kind]


def kind_braille_msg(kind: int, colour_forms: Mapping[str, str]) -> Msg:
    """A kind of card in braille, the ``.br`` form of its message: "r7",
    "b+2", "w+4" / "r7", "b+2", "j+4". ``colour_forms``: the colours' short
    braille forms in the language (``COLOUR_BRAILLE[lang]``)."""
    rank, colour = KIND_RANK[kind], KIND_COLOUR[kind]
    if rank >= WILD:
        return Msg(f"maumau.card.{RANK_NAMES[rank]}.br")
    short = colour_forms[COLOURS[colour]]
    if rank < 10:
        return Msg("maumau.card.number.br", colour_br=short, value=rank)
    return Msg(f"maumau.card.{RANK_NAMES[rank]}.br", colour_br=short)
