"""Mad Nooks' computer players: legal moves from their own view in games of
2-4 players, the greedy player's choices in hand-built positions, and its
strength (greedy against random)."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.madnooks.bot import GreedyNooksBot, RandomNooksBot, area_from_view
from accessible_games.games.madnooks.rules import MadNooks
from tests.game_helpers import CheckedBot, PlayedAhead, Wald, assert_choices_alike

from .madnooks_helpers import DECK, NO_FIT, new_game, place, small_position


def bot_rng(game: MadNooks, seat: int) -> random.Random:
    return random.Random(f"{game.seed}:{seat}:{len(game.log)}")


def play(game: MadNooks, bots) -> MadNooks:
    for _ in range(500):
        if game.is_over():
            return game
        seat = game.turn
        game.apply(
            seat, bots[seat].choose(game.view(seat), game.legal_actions(seat), bot_rng(game, seat))
        )
    raise AssertionError("the game did not end")


@pytest.mark.slow  # two whole bot games a case: 1-3 s of CPU time
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("levels", [("good", "random"), ("good", "good"), ("random", "random")])
def test_bots_make_legal_moves_and_finish_games(players, levels):
    for seed in range(6):
        game = MadNooks(players, {}, seed)
        bots = [
            CheckedBot(
                GreedyNooksBot() if levels[s % 2] == "good" else RandomNooksBot(), game, "me"
            )
            for s in range(players)
        ]
        play(game, bots)
        assert game.is_over()
        assert max(b.longest for b in bots) < 0.25


@pytest.mark.slow  # 4 s of CPU time
def test_greedy_always_takes_the_most_points():
    for seed in range(10):
        game = MadNooks(2, {}, seed)
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.turn
            legal = game.legal_actions(seat)
            choice = GreedyNooksBot().choose(game.view(seat), legal, bot_rng(game, seat))
            if choice.kind == "lay":
                assert choice.data[4] == max(a.data[4] for a in legal)
            else:
                assert legal == [choice]
            game.apply(seat, rng.choice(legal))  # a random game, to see many positions


def test_greedy_passes_when_it_must():
    game = place(new_game(2), hands=[" ".join(NO_FIT), "KRGB"], stack="")
    assert [a.text for a in game.legal_actions(0)] == ["pass"]
    assert (
        GreedyNooksBot().choose(game.view(0), game.legal_actions(0), random.Random(0)).text
        == "pass"
    )


def test_greedy_takes_a_two_point_placement_over_one_point_ones():
    # BGKR not turned at -2,-1 touches with both short sides; the two other
    # placements touch with long side 2 alone
    game = small_position()
    legal = game.legal_actions(1)
    assert sorted((a.data[4], a.text) for a in legal) == [
        (1, "lay bgkr 90 -3,0"),
        (1, "lay rgbk 90 -3,0"),
        (2, "lay bgkr 0 -2,-1"),
    ]
    choice = GreedyNooksBot().choose(game.view(1), legal, random.Random(0))
    assert (choice.text, choice.data[4]) == ("lay bgkr 0 -2,-1", 2)


def test_tie_break_keeps_a_tile_that_can_still_be_laid():
    # all placements score 1; laying KBRG at 180 -1,1 leaves KGRB two
    # placements, laying KGRB leaves KBRG one, KBRG at 180 2,-1 leaves none
    game = place(new_game(2), hands=["KBRG KGRB", ""], stack="")
    legal = game.legal_actions(0)
    assert {a.data[4] for a in legal} == {1}
    assert sorted(a.text for a in legal) == [
        "lay kbrg 180 -1,1",
        "lay kbrg 180 2,-1",
        "lay kgrb 180 2,-1",
    ]
    left = {}
    for action in legal:
        tile, rotation, x, y = action.data[:4]
        kept = next(t for t in game.hands[0] if t != tile)
        area = game.area.copy()
        area.lay(tile, DECK[tile], rotation, x, y)
        left[action.text] = len(area.placements(DECK[kept]))
    assert left == {"lay kbrg 180 -1,1": 2, "lay kgrb 180 2,-1": 1, "lay kbrg 180 2,-1": 0}
    assert (
        GreedyNooksBot().choose(game.view(0), legal, random.Random(0)).text == "lay kbrg 180 -1,1"
    )


def test_choices_depend_only_on_the_view():
    first = place(new_game(2), hands=["BGKR BKGR KBGR", "RGBK GBKR"], stack="KGRB")
    second = place(new_game(2), hands=["BGKR BKGR KBGR", "GRKB RKGB"], stack="BRGK")
    assert_choices_alike((GreedyNooksBot, RandomNooksBot), first, second, 0, range(4))


def test_area_from_view_rebuilds_the_area():
    game = MadNooks(3, {}, 5)
    rng = random.Random(5)
    for _ in range(20):
        if game.is_over():
            break
        assert area_from_view(game.view(game.turn)).key() == game.area.key()
        seat = game.turn
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    other = MadNooks(2, {}, 9)  # an unrelated area: rebuilt, not extended
    assert area_from_view(other.view(0)).key() == other.area.key()


def test_random_bot_is_uniform():
    game = place(new_game(2), hands=["BGKR BKGR KBGR", ""], stack="")
    legal = game.legal_actions(0)
    counts: dict[str, int] = {}
    rng = random.Random(3)
    for _ in range(2000):
        text = RandomNooksBot().choose(game.view(0), legal, rng).text
        counts[text] = counts.get(text, 0) + 1
    assert set(counts) == {a.text for a in legal}
    expected = 2000 / len(legal)
    assert all(0.6 * expected < n < 1.4 * expected for n in counts.values()), counts


def _greedy_won(seed: int) -> bool:
    """Whether the greedy player (at seat ``seed % 2``) scored more than the
    random one in the game of ``seed``."""
    seat = seed % 2
    bots = [RandomNooksBot(), RandomNooksBot()]
    bots[seat] = GreedyNooksBot()
    game = play(MadNooks(2, {}, seed), bots)
    return game.scores[seat] > game.scores[1 - seat]


#: every game is deterministic (the bots' chance comes from the seed, the
#: seat and the move number), so playing them ahead in other processes does
#: not change the result
DUEL = PlayedAhead(_greedy_won, range(100))


#: the duel stops as soon as Wald's sequential test tells a player scoring
#: more in 80% of its games from one doing so in 55% (each mistake at most
#: 2.5% likely). Undecided after all 100 games, it must have scored more in
#: 70 of them
DUEL_TEST = Wald(low=0.55, high=0.8)


@pytest.mark.slow  # up to 100 games: 20-25 s of CPU time (in worker processes)
@DUEL
def test_greedy_beats_random_in_at_least_70_percent_of_two_player_games():
    won = DUEL.results_until(lambda done: DUEL_TEST.verdict(sum(done), len(done)) is not None)
    wins, games = sum(won), len(won)
    verdict = DUEL_TEST.decided(wins, games, enough=wins >= 70)
    assert verdict == "high", f"the greedy bot scored more in only {wins} of {games} games"


def _solitaire_result(bot, seed: int, players: int = 1) -> tuple[int, int, int]:
    """The points, the tiles laid and the enclosed empty cells of a Solitaire game."""
    game = MadNooks(players, {"variant": "solitaire"}, seed)
    rng = random.Random(seed)
    while not game.is_over():
        seat = game.to_play()
        game.apply(seat, bot.choose(game.view(seat), game.legal_actions(seat), rng))
    return game.scores[0], len(game.area.laid), len(game.area.holes())


def _solitaire_results(seed: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The greedy player's and the random one's results alone on the deal of ``seed``."""
    return _solitaire_result(GreedyNooksBot(), seed), _solitaire_result(RandomNooksBot(), seed)


#: each deal is seeded (and the bots' chance with it): playing them ahead in
#: other processes changes nothing
SOLITAIRE = PlayedAhead(_solitaire_results, range(12))


@pytest.mark.slow  # 24 whole Solitaire games: 5-6 s of CPU time (in worker processes)
@SOLITAIRE
def test_greedy_solitaire_scores_more_and_encloses_fewer_empty_cells_than_random():
    # over the same 12 deals alone: more points, at least as many tiles laid
    # and fewer enclosed empty cells in all (the greedy player prefers few)
    greedy, chance = zip(*SOLITAIRE.results(), strict=True)
    assert sum(p for p, _, _ in greedy) >= 1.25 * sum(p for p, _, _ in chance)
    assert sum(n for _, n, _ in greedy) >= sum(n for _, n, _ in chance)
    assert sum(h for _, _, h in greedy) < sum(h for _, _, h in chance)


def test_greedy_team_players_finish_a_shared_area():
    points, laid, _ = _solitaire_result(GreedyNooksBot(), 3, players=3)
    assert laid > 1 and points >= laid - 1
