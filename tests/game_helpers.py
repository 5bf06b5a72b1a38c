"""Helpers every game's tests share: they use only the game contract."""

from __future__ import annotations

import random
from typing import Callable

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.game import Game
from accessible_games.core.save import game_from_data, game_to_data


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


def refused(game: Game, seat: int, text: str) -> IllegalAction:
    """Apply ``text`` expecting a refusal; check that nothing changed: the
    position, the log, every seat's view and the seat's legal actions."""
    before = game.fingerprint()
    log = list(game.log)
    views = [game.view(s) for s in range(game.players)]
    legal = [a.text for a in game.legal_actions(seat)]
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, text)
    assert game.fingerprint() == before, "a refused move changed the game"
    assert game.log == log
    assert [game.view(s) for s in range(game.players)] == views
    assert [a.text for a in game.legal_actions(seat)] == legal
    return info.value


def assert_reloads(game: Game, lookup: Callable[[str], type[Game] | None], rng: random.Random,
                   moves: int | None = None) -> Game:
    """Save ``game`` and load it again: the copy is in the same position, and
    the same random moves (``moves`` of them, or to the end) give the same
    events and positions in both. Returns the copy."""
    copy = game_from_data(game_to_data(game), lookup)
    assert copy.fingerprint() == game.fingerprint()
    made = 0
    while not game.is_over() and (moves is None or made < moves):
        seat = game.to_play()
        action = rng.choice(game.legal_actions(seat))
        assert game.apply(seat, action.text) == copy.apply(seat, action.text)
        made += 1
    assert copy.fingerprint() == game.fingerprint()
    assert copy.result() == game.result()
    return copy


def kinds(events) -> list[str]:
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]


def find(events, kind: str):
    """The first event of ``kind`` (StopIteration if there is none)."""
    return next(e for e in events if e.kind == kind)
