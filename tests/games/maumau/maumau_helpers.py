"""Shared helpers for the Mau Mau tests: build exact positions by card code."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.messages import render
from accessible_games.games.maumau.cards import CARD_COLOUR, CARD_COUNT, CARDS, COLOURS
from accessible_games.games.maumau.rules import MauMau
from tests.game_helpers import (
    IdsByCode,
    find,  # noqa: F401 - re-exported for the game's tests
    kinds,  # noqa: F401 - re-exported for the game's tests
    lookup_for,
    play_randomly,  # noqa: F401 - re-exported for the game's tests
    refused,  # noqa: F401 - re-exported for the game's tests
)

#: the code of each card, by id
CODES = [card.code for card in CARDS]


def new_game(players: int = 2, seed: int = 0, **options) -> MauMau:
    return MauMau(players, options, seed)


#: where saved games find their rules
lookup = lookup_for("maumau", MauMau)


class Ids(IdsByCode):
    """Hands out card ids by code ("R7", "B+2", "GS", "YR", "W", "W+4"),
    each copy once."""

    def __init__(self) -> None:
        super().__init__(CODES)


def place(
    game: MauMau,
    *,
    hands: list[str],
    top: str,
    colour: str | None = None,
    discard: str = "",
    stock: str = "",
    turn: int = 0,
    direction: int = -1,
    phase: str = "play",
    pending: int = 0,
    fill: bool = True,
) -> MauMau:
    """Put the game into an exact position. ``discard`` lies under ``top``
    (bottom first); ``stock`` is listed bottom first, its last code is drawn
    first. With ``fill`` the unused cards go to the bottom of the stock, so
    all 108 cards stay in play."""
    ids = Ids()
    game.hands = [sorted(ids.many(h)) for h in hands]
    top_id = ids.take(top)
    game.discard = ids.many(discard) + [top_id]
    game.stock = ids.many(stock)
    if fill:
        game.stock = [c for c in range(CARD_COUNT) if c not in ids.used] + game.stock
    game.colour = COLOURS.index(colour) if colour else CARD_COLOUR[top_id]
    game.turn = turn
    game.direction = direction
    game.phase = phase
    game.pending = pending
    game.drawn = None
    game.wild_four = None
    game.report = None
    game.called = [None] * game.players
    game._version += 1  # the kept legal actions are out of date
    return game


def code(card_id: int) -> str:
    return CARDS[card_id].code


def codes(card_ids) -> list[str]:
    return [CARDS[c].code for c in card_ids]


def texts(game: MauMau, seat: int | None = None) -> list[str]:
    return sorted(a.text for a in game.legal_actions(game.turn if seat is None else seat))


def en(msg) -> str:
    return render(msg, "en")


def de(msg) -> str:
    return render(msg, "de")


def assert_conserved(game: MauMau) -> None:
    assert Counter(c for place in game.places() for c in place) == Counter(range(CARD_COUNT))
