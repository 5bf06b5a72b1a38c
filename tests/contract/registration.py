"""Adding a game to the registry for the tests: the registry's own
:func:`~accessible_games.games.registry.register_game`, taken back
afterwards."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from accessible_games.games.registry import GameEntry, register_game, unregister_game


@contextmanager
def registered(game_id: str, factory: Callable[[], GameEntry]) -> Iterator[None]:
    register_game(game_id, factory)
    try:
        yield
    finally:
        unregister_game(game_id)
