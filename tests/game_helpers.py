"""Helpers every game's tests share: they use only the game contract."""

from __future__ import annotations

import random

from accessible_games.core.game import Game


def play_randomly(game: Game, rng: random.Random, limit: int = 100_000) -> list:
    """Play random legal moves until the match ends; return all events."""
    events = list(game.setup_events)
    for _ in range(limit):
        if game.is_over():
            break
        seat = game.to_play()
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert game.is_over()
    return events
