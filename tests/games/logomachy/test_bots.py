"""Logomachy's bots: strength of the good bot, legality, long matches."""

from __future__ import annotations

import random

import pytest

from accessible_games.core.table import Seat, Table
from accessible_games.games.logomachy.bot import GoodLogomachyBot
from accessible_games.games.logomachy.rules import Logomachy
from accessible_games.games.registry import bot_levels
from tests.game_helpers import CheckedBot

LEVELS = bot_levels("logomachy")


def test_bot_levels():
    assert list(LEVELS) == ["random", "good"]
    assert LEVELS["good"] is GoodLogomachyBot


def test_good_bot_wins_most_chips_against_random():
    good_chips = all_chips = 0
    for seed in range(200):
        good_seat = seed % 2
        seats = [Seat("random", LEVELS["random"]()), Seat("random", LEVELS["random"]())]
        seats[good_seat] = Seat("good", LEVELS["good"]())
        game = Logomachy(2, {}, seed)
        table = Table(game, seats)
        table.run_bots()
        assert game.is_over()
        good_chips += game.chips[good_seat]
        all_chips += sum(game.chips)
    share = good_chips / all_chips
    assert share >= 0.70, f"the good bot won only {share:.0%} of the chips"


@pytest.mark.parametrize("level", ["random", "good"])
@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_bots_only_choose_legal_actions(level, players):
    for seed in range(3):
        game = Logomachy(players, {"deals": 2}, seed)
        bots = [CheckedBot(LEVELS[level](), game) for _ in range(players)]
        Table(game, [Seat(f"bot {s}", bots[s]) for s in range(players)]).run_bots()
        assert game.is_over()
        assert sum(b.moves for b in bots) == len(game.log)


def test_good_bot_takes_the_sweep_and_the_yellow_seven():
    game = Logomachy(2, {}, 0)
    by_code = {c.code: c for c in game.deck}
    game.hands = [[by_code["Y7"], by_code["G3"]], [by_code["B9"]]]
    game.middle = [by_code["R7"], by_code["R3"]]
    game.turn = 0
    game._version += 1  # the kept legal actions are out of date
    # G3 sweeps nothing (R7 remains); Y7 takes R7 and keeps the yellow 7
    action = GoodLogomachyBot().choose(game.view(0), game.legal_actions(0), random.Random(0))
    assert action.text == "play Y7 take R7"
    game.middle = [by_code["R3"]]
    game._version += 1
    action = GoodLogomachyBot().choose(game.view(0), game.legal_actions(0), random.Random(0))
    assert action.text == "play G3 take R3"  # the sweep


def test_full_eight_player_bot_match_finishes():
    game = Logomachy(8, {}, 2024)
    seats = [Seat(f"bot {s}", LEVELS["good" if s % 2 else "random"]()) for s in range(8)]
    table = Table(game, seats)
    table.run_bots()
    assert game.is_over()
    assert len(game.history) == 8
    assert len(game.log) == 8 * (60 - 4)
    result = game.result()
    assert result.scores == tuple(game.chips)
    assert result.winners and all(game.chips[w] == max(game.chips) for w in result.winners)
    assert table.events[-1].kind == "match_over"
