"""A test-only way to add a game to the registry: the registry has no
public registration function, so this inserts a factory into its table and
takes it out again afterwards."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator

from accessible_games.games import registry
from accessible_games.games.registry import GameEntry


@contextmanager
def registered(game_id: str, factory: Callable[[], GameEntry]) -> Iterator[None]:
    if game_id in registry._FACTORIES:
        raise ValueError(f"{game_id} is registered already")
    registry._FACTORIES[game_id] = factory
    try:
        yield
    finally:
        registry._FACTORIES.pop(game_id, None)
        registry._CACHE.pop(game_id, None)
