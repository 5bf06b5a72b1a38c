"""Seeded chance: one generator per game, serialisable with the game."""

from __future__ import annotations

import random
from typing import Any, Sequence, TypeVar

T = TypeVar("T")


class Chance:
    """A game's own random generator. Same seed and same actions give the
    same game; its state saves as JSON-friendly lists."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)

    def shuffle(self, items: list[T]) -> None:
        self._random.shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        return self._random.choice(items)

    def randint(self, low: int, high: int) -> int:
        return self._random.randint(low, high)

    def random(self) -> float:
        return self._random.random()

    def getstate(self) -> list[Any]:
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]

    def setstate(self, state: list[Any]) -> None:
        version, internal, gauss = state
        self._random.setstate((version, tuple(internal), gauss))
