"""Shared helpers for the Logomachy tests: build exact positions by card code."""

from __future__ import annotations

from accessible_games.core.messages import render
from accessible_games.games.logomachy.deck import Card
from accessible_games.games.logomachy.rules import Logomachy
from tests.game_helpers import play_randomly  # noqa: F401 - re-exported for the game's tests


def new_game(players: int = 2, seed: int = 0, **options) -> Logomachy:
    return Logomachy(players, options, seed)


def cards(game: Logomachy, codes: str) -> list[Card]:
    """The deck's cards with these codes ("Y7 R3"), in that order."""
    by_code = {c.code: c for c in game.deck}
    return [by_code[code] for code in codes.split()]


def codes(card_list) -> list[str]:
    return [c.code for c in card_list]


def place(
    game: Logomachy,
    *,
    hands: list[str],
    middle: str = "",
    stock: str = "",
    turn: int = 0,
    dealer: int | None = None,
    captured: list[str] | None = None,
    chips: list[int] | None = None,
) -> Logomachy:
    """Put the game into an exact position. ``stock`` is listed bottom first:
    the last code is the top card, dealt first."""
    game.hands = [cards(game, h) for h in hands]
    game.middle = cards(game, middle)
    game.stock = cards(game, stock)
    game.captured = [cards(game, c) for c in (captured or [""] * game.players)]
    game.set_aside = []
    game.last_capturer = None
    game.turn = turn
    if dealer is not None:
        game.dealer = dealer
    if chips is not None:
        game.chips = list(chips)
    game._version += 1  # the kept legal actions are out of date
    return game


def texts(game: Logomachy, seat: int | None = None) -> list[str]:
    return sorted(a.text for a in game.legal_actions(game.turn if seat is None else seat))


def en(msg) -> str:
    return render(msg, "en")
