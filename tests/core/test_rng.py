"""Chance: its shuffle (inlined for speed) is random.shuffle's, card for card,
and leaves the generator in the same state, so saved games replay as before."""

from __future__ import annotations

import random

import pytest

from accessible_games.core import rng
from accessible_games.core.rng import Chance


def test_the_inlined_shuffle_is_in_use_here():
    Chance(0).shuffle([1, 2, 3])
    assert rng._fast_shuffle is True


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 52, 107, 108, 300, 1024, 1025, 2000])
def test_shuffle_equals_random_shuffle(size):
    for seed in (0, 1, 5, 12345, 2**40 + 3):
        chance, plain = Chance(seed), random.Random(seed)
        for _ in range(3):
            ours, theirs = list(range(size)), list(range(size))
            chance.shuffle(ours)
            plain.shuffle(theirs)
            assert ours == theirs
        assert chance._random.getstate() == plain.getstate()


def test_shuffle_of_any_items_and_state_round_trip():
    chance = Chance(7)
    items = ["a", None, (1, 2), 3.5, "a"]
    chance.shuffle(items)
    expected = ["a", None, (1, 2), 3.5, "a"]
    random.Random(7).shuffle(expected)
    assert items == expected
    state = chance.getstate()
    again = Chance(0)
    again.setstate(state)
    a, b = list(range(108)), list(range(108))
    chance.shuffle(a)
    again.shuffle(b)
    assert a == b
