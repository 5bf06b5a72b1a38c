"""Mad Nooks Poker's computer players: both always choose a legal action,
the random one never builds a picture by hand, the good one exchanges a
tile its best picture leaves out, bets a strong picture, folds a weak one
facing a bet, never folds a free check; and over 100 two-player matches it
ends with more chips than the random one in at least 60 of them."""

from __future__ import annotations

import random
import time

import pytest

from accessible_games.games.madnooks.bot import GreedyNooksBot, RandomNooksBot
from accessible_games.games.madnooks.bot_poker import share
from accessible_games.games.madnooks.poker import BETTING, EXCHANGE_PHASE
from accessible_games.games.madnooks.solver import best_picture
from accessible_games.games.madnooks.tiles import parse_tile_code, tile_code
from tests.game_helpers import PlayedAhead, Wald
from tests.games.madnooks.madnooks_helpers import DECK
from tests.games.madnooks.poker_helpers import deal, poker

STRONG = "BGKR GBKR BGRK RKGB KRBG"  # 8 points
WEAK = "KRGB RBGK RGKB KGBR KGBR"  # 4 points
#: five tiles of which at most four lie in one picture (a picture of 4
#: tiles, 3 points): two pairs of equal tiles leave one tile out
SHORT = "KBRG KBRG KBGR RKGB GKRB"


def choose(bot, game, seat=None):
    seat = game.turn if seat is None else seat
    return bot.choose(game.view(seat), game.legal_actions(seat), random.Random(0))


def test_the_share_grows_with_the_points_and_shrinks_with_more_opponents():
    assert share(3) < share(5) < share(6) < share(8) <= 1
    assert share(6, 3) < share(6, 1)


@pytest.mark.slow  # a whole three-player match with the good bot: about 2 s of CPU time
@pytest.mark.parametrize("seed", range(4))  # a match a test: 7-8 s of CPU time in one test
def test_both_bots_always_choose_a_legal_action_and_random_never_builds_by_hand(seed):
    game = poker(3, seed)
    bots = [RandomNooksBot(), GreedyNooksBot(), RandomNooksBot()]
    rng = random.Random(seed)
    while not game.is_over():
        seat = game.turn
        legal = game.legal_actions(seat)
        action = bots[seat].choose(game.view(seat), legal, rng)
        assert action in legal
        assert action.kind not in ("picture_lay", "picture_undo", "picture_show")
        game.apply(seat, action)


def test_the_pictures_of_the_tests_score_what_they_say():
    for hand, tiles, points in ((STRONG, 5, 8), (WEAK, 5, 4), (SHORT, 4, 3)):
        picture = best_picture([parse_tile_code(code) for code in hand.split()])
        assert (len(picture.order), picture.points) == (tiles, points), hand


def test_good_exchanges_a_tile_left_out_of_its_best_picture():
    # these five lay at most 4 tiles into one picture
    hidden = SHORT.split()
    face = hidden.pop(2)  # KBGR face up
    game = deal(
        poker(2), [" ".join(hidden), " ".join(STRONG.split()[:4])], [face, STRONG.split()[4]]
    )
    game.apply(1, "stand")
    view = game.view(0)
    assert view["best"]["tiles"] == 4
    action = choose(GreedyNooksBot(), game, 0)
    left_out = set(view["hand"]) - {s[0] for s in view["best"]["steps"]}
    assert len(left_out) == 1
    # one of two equal tiles is left out: either of them goes
    assert action.kind == "exchange" and DECK[action.data[0]] == DECK[left_out.pop()]


def test_good_bets_a_strong_picture_and_folds_a_weak_one_facing_a_bet():
    hidden = [" ".join(WEAK.split()[:4]), " ".join(STRONG.split()[:4])]
    game = deal(poker(2, exchanges=0), hidden, [WEAK.split()[4], STRONG.split()[4]])
    assert game.phase == BETTING and game.turn == 1
    good = GreedyNooksBot()
    assert choose(good, game).text == "bet"
    game.apply(1, "bet")
    assert choose(good, game).text == "fold"
    # with nothing to call it checks a weak picture and never folds
    game = deal(poker(2, exchanges=0), hidden, [WEAK.split()[4], STRONG.split()[4]])
    game.apply(1, "check")
    assert choose(good, game).text == "check"


def test_good_stands_on_a_strong_picture():
    hidden = [" ".join(STRONG.split()[:4]), " ".join(WEAK.split()[:4])]
    game = deal(poker(2), hidden, [STRONG.split()[4], WEAK.split()[4]])
    game.apply(1, "stand")
    assert game.phase == EXCHANGE_PHASE and game.turn == 0
    assert choose(GreedyNooksBot(), game).text == "stand"
    assert tile_code(DECK[game.face_up[0]]) == "KRBG"


def _duel(seed: int) -> tuple[bool, float]:
    """The match of ``seed``, the good player at seat ``seed % 2`` against
    the random one: whether the good one ended with more chips, and its
    slowest move."""
    slowest = 0.0
    good = seed % 2
    bots = {good: GreedyNooksBot(), 1 - good: RandomNooksBot()}
    game = poker(2, seed)
    rng = random.Random(seed)
    while not game.is_over():
        seat = game.turn
        view, legal = game.view(seat), game.legal_actions(seat)
        start = time.thread_time()  # the bot's own CPU time, however busy the machine
        action = bots[seat].choose(view, legal, rng)
        if seat == good:
            slowest = max(slowest, time.thread_time() - start)
        game.apply(seat, action)
    chips = game.result().scores
    return chips[good] > chips[1 - good], slowest


#: every match is deterministic (the deal and the bots' chance come from the
#: seed), so playing them ahead in other processes does not change the result
DUELS = PlayedAhead(_duel, range(40))


#: the duel stops as soon as Wald's sequential test tells a player ending
#: with more chips in 80% of its matches from one doing so in 50% (each
#: mistake at most 2.5% likely). Undecided after all 40 matches, it must
#: have won 24 of them
DUEL_TEST = Wald(low=0.5, high=0.8)


@pytest.mark.slow
@DUELS
def test_good_beats_random_in_at_least_60_percent_of_40_matches():
    duels = DUELS.results_until(
        lambda done: DUEL_TEST.verdict(sum(won for won, _ in done), len(done)) is not None
    )
    wins, matches = sum(won for won, _slowest in duels), len(duels)
    slowest = max(slowest for _won, slowest in duels)
    verdict = DUEL_TEST.decided(wins, matches, enough=wins >= 24)
    assert verdict == "high", f"the good player won only {wins} of {matches} matches"
    assert slowest < 0.5, slowest  # about 100 ms at most; room for slow machines
