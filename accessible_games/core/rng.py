"""Seeded chance: one generator per game, serialisable with the game."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class Chance:
    """A game's own random generator. Same seed and same actions give the
    same game; its state saves as JSON-friendly lists."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place, in the order ``random.shuffle`` gives."""
        shuffle_random(self._random, items)

    def choice(self, items: Sequence[T]) -> T:
        """One of ``items``, chosen at random (``items`` must not be empty)."""
        return self._random.choice(items)

    def randint(self, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high``, both included."""
        return self._random.randint(low, high)

    def random(self) -> float:
        """A number from 0 up to, not including, 1."""
        return self._random.random()

    def getstate(self) -> list[Any]:
        """The generator's state as JSON-friendly lists, for :meth:`setstate`."""
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss]

    def setstate(self, state: list[Any]) -> None:
        """Go back to a state :meth:`getstate` gave (read back from JSON or not)."""
        version, internal, gauss = state
        self._random.setstate((version, tuple(internal), gauss))


# --- a faster shuffle ------------------------------------------------------------

_MAX_FAST = 1024
_BITS = tuple(n.bit_length() for n in range(_MAX_FAST + 1))


def shuffle_random(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``, faster: the same order and the same state of
    ``rng`` afterwards (checked once against this Python's own shuffle)."""
    global _fast_shuffle
    if _fast_shuffle is None:
        _fast_shuffle = _same_as_random()
    if _fast_shuffle and len(items) <= _MAX_FAST:
        _shuffle(rng.getrandbits, items)
    else:
        rng.shuffle(items)


def _shuffle(getrandbits: Any, items: list[Any]) -> None:
    """``random.Random.shuffle(items)`` as CPython does it (Fisher-Yates,
    each index drawn as in ``Random._randbelow_with_getrandbits``) with the
    calls per card inlined: the same order and the same generator state
    afterwards, in about 2/3 of the time. Dealing a 108-card deck is a large
    part of a short game's set-up."""
    bits = _BITS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def _same_as_random() -> bool:
    """Whether _shuffle gives what random.shuffle gives with this Python (it
    follows CPython's implementation, which could change); checked at the
    first shuffle, and if not, random.shuffle is used."""
    for seed in (0, 12345):
        for size in (0, 1, 2, 3, 108, 500):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            _shuffle(ours.getrandbits, a)
            theirs.shuffle(b)
            if a != b or ours.getstate() != theirs.getstate():
                return False
    return True


_fast_shuffle: bool | None = None  # whether _shuffle is used (known at the first shuffle)
