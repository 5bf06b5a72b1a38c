"""The MONAD cards: ids, ranks, colours, values, codes and names.

Six colours, in this order (ids 0-5): red, orange, yellow (warm), light blue,
dark blue, green (cold). Bonus combinations, one warm and one cold colour:
red/dark blue, orange/light blue, yellow/green.

Ranks (ids 0-5) and values: One (Einer) 1, Bi 3, Tri 7, Quad 16, Quint 36,
Monad 80.

Card ids (58 cards): the Ones 0-23 (colour * 4 + copy 0..3), the Bis 24-29
(24 + colour), the Tris 30-35, the Quads 36-41, the Quints 42-47 and the ten
Monads 48-57 (no colour). Sorting ids sorts a hand by rank, then colour.
The identity (Stamm) and bonus cards are function cards: the rules keep them
as a colour per player and a face-up flag per player, not as card ids.

Stable codes (action texts, saved games): the rank digit ("1" One, "2" Bi,
"3" Tri, "4" Quad, "5" Quint, "M" Monad) and the colour code of
games/colours.py (R, O, Y, L, D, G): ``1R`` a red One, ``2Y`` the yellow Bi,
``5D`` the dark blue Quint. The copies of a One share their code. Monads
are counted, never named one by one.
"""

from __future__ import annotations

from accessible_games.core.messages import Msg
from accessible_games.games.colours import COLOUR_CODES

COLOURS = ("red", "orange", "yellow", "lightblue", "darkblue", "green")
COLOUR_CODE = tuple(COLOUR_CODES[c] for c in COLOURS)  # R O Y L D G
CODE_COLOUR = {code: i for i, code in enumerate(COLOUR_CODE)}
NO_COLOUR = -1
RED, ORANGE, YELLOW, LIGHT_BLUE, DARK_BLUE, GREEN = range(6)
#: warm (True) or cold (False), by colour id
WARM = (True, True, True, False, False, False)
#: the bonus combinations, as pairs of colour ids (warm first)
BONUS_PAIRS = ((RED, DARK_BLUE), (ORANGE, LIGHT_BLUE), (YELLOW, GREEN))
#: each colour's bonus partner
BONUS_PARTNER = (DARK_BLUE, LIGHT_BLUE, GREEN, ORANGE, RED, YELLOW)

ONE, BI, TRI, QUAD, QUINT, MONAD = range(6)
RANKS = 6
VALUE = (1, 3, 7, 16, 36, 80)
RANK_CODE = ("1", "2", "3", "4", "5", "M")
RANK_NAMES = ("one", "bi", "tri", "quad", "quint", "monad")
#: the ranks laid out as columns on the table (Bi to Quint)
COLUMN_RANKS = (BI, TRI, QUAD, QUINT)

ONE_COPIES = 4
CARD_COUNT = 58
FIRST_MONAD = 48
MONAD_COUNT = 10
#: the copies of each One kept, by number of players (the rest is removed)
ONE_COPIES_KEPT = {2: 2, 3: 3, 4: 4}
#: the Monads needed to win, by number of players (teams: TEAM_TARGET)
TARGET_MONADS = {2: 5, 3: 4, 4: 3}
TEAM_TARGET = 5
#: the identity colours handed out with four players (yellow and green are removed)
FOUR_PLAYER_STAMM = (RED, ORANGE, LIGHT_BLUE, DARK_BLUE)


def card_id(rank: int, colour: int, copy: int = 0) -> int:
    """The id of a card (a One's ``copy`` 0-3; a Monad's ``copy`` 0-9)."""
    if rank == ONE:
        return colour * ONE_COPIES + copy
    if rank == MONAD:
        return FIRST_MONAD + copy
    return 24 + (rank - 1) * 6 + colour


def _rank(card: int) -> int:
    if card < 24:
        return ONE
    if card >= FIRST_MONAD:
        return MONAD
    return 1 + (card - 24) // 6


def _colour(card: int) -> int:
    if card < 24:
        return card // ONE_COPIES
    if card >= FIRST_MONAD:
        return NO_COLOUR
    return (card - 24) % 6


# --- lookup tables (by card id) ---------------------------------------------------
CARD_RANK: tuple[int, ...] = tuple(_rank(c) for c in range(CARD_COUNT))
CARD_COLOUR: tuple[int, ...] = tuple(_colour(c) for c in range(CARD_COUNT))
CARD_VALUE: tuple[int, ...] = tuple(VALUE[r] for r in CARD_RANK)
#: the kind of a card: rank * 6 + colour (0-29), the Monads 30; copies share it
CARD_KIND: tuple[int, ...] = tuple(
    30 if CARD_RANK[c] == MONAD else CARD_RANK[c] * 6 + CARD_COLOUR[c] for c in range(CARD_COUNT)
)
CARD_CODE: tuple[str, ...] = tuple(
    "M" if CARD_RANK[c] == MONAD else RANK_CODE[CARD_RANK[c]] + COLOUR_CODE[CARD_COLOUR[c]]
    for c in range(CARD_COUNT)
)
KINDS = 31
KIND_CODE: tuple[str, ...] = tuple(
    "M" if k == 30 else RANK_CODE[k // 6] + COLOUR_CODE[k % 6] for k in range(KINDS)
)
KIND_RANK: tuple[int, ...] = tuple(MONAD if k == 30 else k // 6 for k in range(KINDS))
KIND_COLOUR: tuple[int, ...] = tuple(NO_COLOUR if k == 30 else k % 6 for k in range(KINDS))
CODE_KIND: dict[str, int] = {code: k for k, code in enumerate(KIND_CODE)}
#: the ids of each kind, lowest first
KIND_CARDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(c for c in range(CARD_COUNT) if CARD_KIND[c] == k) for k in range(KINDS)
)


def kind_of(rank: int, colour: int) -> int:
    return 30 if rank == MONAD else rank * 6 + colour


def text_order(card: int) -> tuple[int, int]:
    """The order of cards in action texts: higher ranks first, then by colour."""
    return (-CARD_RANK[card], CARD_COLOUR[card])


def codes_text(cards) -> str:
    """Cards as in action texts: codes, higher ranks first, then by colour."""
    return " ".join(CARD_CODE[c] for c in sorted(cards, key=text_order))


# --- how cards are said -------------------------------------------------------------


def colour_msg(colour: int) -> Msg:
    """A colour: "light blue" / "hellblau"."""
    return Msg(f"colour.{COLOURS[colour]}.name")


def rank_msg(rank: int) -> Msg:
    """A rank: "One", "Bi" ... / "Einer", "Bi" ..."""
    return Msg(f"monad.rank.{RANK_NAMES[rank]}")


def temperature_msg(colour: int) -> Msg:
    return Msg("monad.warm" if WARM[colour] else "monad.cold")


def _kind_msg(kind: int) -> Msg:
    if kind == 30:
        return Msg("monad.card.monad")
    return Msg("monad.card", rank=rank_msg(kind // 6), colour=colour_msg(kind % 6))


KIND_MSG: tuple[Msg, ...] = tuple(_kind_msg(k) for k in range(KINDS))


def card_msg(card: int) -> Msg:
    """A card as players hear it: "Bi yellow", "One red", "Monad" /
    "Bi gelb", "Einer rot", "Monad"."""
    return KIND_MSG[CARD_KIND[card]]


def kind_msg(kind: int) -> Msg:
    return KIND_MSG[kind]


def hand_value(cards) -> int:
    return sum(CARD_VALUE[c] for c in cards)
