"""The sequential test the bot duels stop by (tests.game_helpers.Wald): it
tells a weak player from a strong one as often as it promises."""

import random

import pytest

from tests.game_helpers import Wald


def verdict_of(test: Wald, share: float, seed: int, most: int = 2000) -> str | None:
    """Play games won with chance ``share`` until the test decides."""
    rng = random.Random(seed)
    wins = 0
    for games in range(1, most + 1):
        wins += rng.random() < share
        verdict = test.verdict(wins, games)
        if verdict is not None:
            return verdict
    return None


@pytest.mark.parametrize("low, high", [(0.5, 0.6), (0.75, 0.95), (0.55, 0.8)])
def test_a_weak_player_is_seldom_called_strong_and_a_strong_one_seldom_weak(low, high):
    test = Wald(low, high)
    weak = [verdict_of(test, low, seed) for seed in range(400)]
    strong = [verdict_of(test, high, seed) for seed in range(400)]
    # promised: each mistake at most 2.5% likely (here with room for chance)
    assert weak.count("high") <= 0.05 * len(weak), weak.count("high")
    assert strong.count("low") <= 0.05 * len(strong), strong.count("low")
    assert None not in weak + strong


def test_a_player_far_above_the_bar_is_recognised_in_few_games():
    # the Monad duel: a good player who wins every game is called strong after 16
    test = Wald(0.75, 0.95)
    assert test.verdict(15, 15) is None
    assert test.verdict(16, 16) == "high"


def test_bars_out_of_order_are_refused():
    with pytest.raises(ValueError):
        Wald(0.6, 0.5)


def test_undecided_the_fixed_share_decides():
    test = Wald(0.5, 0.6)
    assert test.verdict(11, 20) is None
    assert test.decided(11, 20, enough=True) == "high"
    assert test.decided(11, 20, enough=False) == "low"
    assert test.decided(0, 20, enough=True) == "low"  # decided already: the share has no say
