"""Shared pieces of the benchmarks' tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from accessible_games.core.game import Game
from tests.game_helpers import record_games


def random_play_games(
    monkeypatch: pytest.MonkeyPatch,
    module: Any,
    name: str,
    tables: tuple[tuple[str, int], ...],
    seeds: range,
) -> Iterator[Game]:
    """The games ``module.random_play`` plays (``name`` is the game class it
    calls), at each table (variant, players) one for each of ``seeds``: each
    one whole game of that table, its moves counted."""
    made = record_games(monkeypatch, module, name)
    for variant, players in tables:
        play = module.random_play(variant, players, seed=5)
        for seed in seeds:
            counts = play(seed)
            game = made[-1]
            assert counts == {"games": 1, "steps": len(game.log)}
            assert game.players == players and game.variant == variant
            yield game
