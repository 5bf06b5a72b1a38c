"""MONAD's computer players: strength (good against random), legal moves
from their own view in games of every size, and the good player's choices
in hand-built positions."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from accessible_games.core.game import Action
from accessible_games.core.table import Seat, Table
from accessible_games.games.monad.bot import BUILDER_KINDS, GoodMonadBot, RandomMonadBot
from accessible_games.games.monad.rules import ACTING, ORDER, PAYING, Monad
from accessible_games.games.registry import bot_levels
from tests.game_helpers import CheckedBot, PlayedAhead, Wald, assert_choices_alike, copied

from .monad_helpers import assert_conserved, new_game, place


def play_game(seed: int, first, second, players: int = 2, options=None) -> tuple[Monad, int]:
    """One game; ``first`` sits at seat ``seed % players`` (so it starts as
    often as the others), ``second`` everywhere else. The game and the seat
    of ``first``."""
    seat = seed % players
    seats = [Seat("second", second()) for _ in range(players)]
    seats[seat] = Seat("first", first())
    game = Monad(players, options, seed)
    Table(game, seats).run_bots(limit=100_000)
    assert game.is_over()
    return game, seat


def deterministic_good() -> GoodMonadBot:
    """The good player as the game's registry makes it: its search is
    limited by its node budget only, so its choices depend on nothing but
    the view."""
    return GoodMonadBot()


# --- strength ---------------------------------------------------------------------


#: the seeds of the duel against the random player; the good player sits at
#: seat 0 for even seeds and at seat 1 for odd ones. 40 games, not 200: a
#: game takes about 340 moves and 0.5-0.8 s of CPU time, and the good player
#: won all of the first 200; 36 wins of 40 (90%) still fail a player no
#: better than random (its chance of 36 or more: 1 in 10 million) and one
#: winning 80% of its games 92 times in 100
DUEL_SEEDS = range(40)


def _good_won(seed: int) -> bool:
    """Whether the good player won the duel of ``seed``."""
    game, seat = play_game(seed, deterministic_good, RandomMonadBot)
    return game.winners == (seat,)


#: every game is deterministic (the bots' chance comes from the seed, the
#: seat and the move number; the good player has no clock), so playing them
#: ahead in other processes does not change the result
DUEL = PlayedAhead(_good_won, DUEL_SEEDS)


#: the duel stops as soon as Wald's sequential test tells a player winning
#: 95% of its games from one winning 75% (each mistake at most 2.5% likely):
#: 16 games when the good player wins them all. Undecided after all 40
#: games, it must have won 90% of them
DUEL_TEST = Wald(low=0.75, high=0.95)


@pytest.mark.slow
@DUEL
def test_good_bot_beats_random_in_at_least_90_percent_of_two_player_games():
    won = DUEL.results_until(lambda done: DUEL_TEST.verdict(sum(done), len(done)) is not None)
    wins, games = sum(won), len(won)
    verdict = DUEL_TEST.decided(wins, games, enough=wins / games >= 0.90)
    assert verdict == "high", f"the good bot won only {wins} of {games} games"


def _good_won_with_four(seed: int) -> bool:
    """Whether the good player's side won the four-player game of ``seed``
    (three random players at the other seats)."""
    game, seat = play_game(seed, deterministic_good, RandomMonadBot, players=4)
    return seat in game.winners


DUEL_WITH_FOUR = PlayedAhead(_good_won_with_four, range(12))


@pytest.mark.slow  # 12 games of about 0.9 s of CPU time each (in worker processes)
@DUEL_WITH_FOUR
def test_good_bot_beats_random_players_with_four():
    wins = sum(DUEL_WITH_FOUR.results())
    assert wins >= 10, f"the good bot won only {wins} of 12 four-player games"


# --- every move legal, from the own view only ---------------------------------------


@pytest.mark.slow  # two whole bot games a case: 1-2.5 s of CPU time
@pytest.mark.parametrize(
    "players, options",
    [
        (2, {}),
        (2, {"ask_order": False}),
        (3, {}),
        (4, {}),
        (4, {"teams": True}),
    ],
)
@pytest.mark.parametrize("levels", [("good", "random"), ("good", "good")])
def test_bots_make_legal_moves_and_finish_games(players, options, levels):
    for seed in range(2):
        game = Monad(players, options, seed)
        bots = [
            CheckedBot(GoodMonadBot() if levels[s % 2] == "good" else RandomMonadBot(), game)
            for s in range(players)
        ]
        Table(game, [Seat(f"bot {s}", bots[s]) for s in range(players)]).run_bots(limit=100_000)
        assert game.is_over()
        assert game.result() is not None and game.result().winners
        assert sum(b.moves for b in bots) == len(game.log)
        assert max(b.longest for b in bots) < 1.0
        assert_conserved(game)


def test_the_bots_are_registered():
    assert bot_levels("monad") == {"random": RandomMonadBot, "good": GoodMonadBot}


def test_random_bot_never_builds_a_payment():
    game = Monad(2, {}, 7)
    bots = [CheckedBot(RandomMonadBot(), game) for _ in range(2)]
    Table(game, [Seat("a", bots[0]), Seat("b", bots[1])]).run_bots(limit=100_000)
    assert game.is_over()
    builders = ("pay ", "unpay ", "done", "cancel")
    for _seat, text in game.log:
        assert not text.startswith(builders)
        assert not (text.startswith("acquire ") and " with " not in text)


def _twin_positions() -> tuple[Monad, Monad]:
    """Two games that look the same from seat 0 but differ in what seat 0
    cannot see (seat 1's hand and the Talon's order)."""
    first = place(
        new_game(),
        hands=["2Y 2L 1R 1O 1D", "1G 1L 1Y"],
        talon="1R 1O",
        columns=["2R 2O 2D", None, None, None],
    )
    second = place(
        new_game(),
        hands=["2Y 2L 1R 1O 1D", "1R 1O 1Y"],
        talon="1G 1L",
        columns=["2R 2O 2D", None, None, None],
    )
    return first, second


def test_twin_positions_differ_only_in_hidden_cards():
    first, second = _twin_positions()
    assert first.view(0) == second.view(0)
    assert first.hands[1] != second.hands[1]
    assert first.talon != second.talon


@pytest.mark.parametrize("make", [deterministic_good, RandomMonadBot])
def test_choice_depends_only_on_the_view(make):
    assert_choices_alike([make], *_twin_positions(), 0, range(5))


# --- the good player in hand-built positions ----------------------------------------


def good_choice(game: Monad, bot: GoodMonadBot | None = None) -> str:
    seat = game.turn
    bot = bot or deterministic_good()
    return bot.choose(game.view(seat), game.legal_actions(seat), random.Random(0)).text


def play_turn(game: Monad) -> list[str]:
    """Let the good player make its whole turn; the texts of its moves."""
    seat = game.turn
    start = len(game.log)
    bot = deterministic_good()
    while not game.is_over() and game.turn == seat:
        game.apply(seat, bot.choose(game.view(seat), game.legal_actions(seat), random.Random(0)))
        assert len(game.log) - start < 100
    return [text for _s, text in game.log[start:]]


def test_good_bot_combines_two_quints_into_a_monad():
    game = place(new_game(), hands=["5R 5L 1O", "1G"])
    moves = play_turn(game)
    assert "combine 5R 5L" in moves
    assert len(game.monads[0]) == 1


def test_good_bot_uses_a_relative_to_make_a_monad():
    # yellow identity: the yellow Bi stands in for a Quint with the light blue Quint
    game = place(new_game(), hands=["5L 2Y 1R", "1G"], stamm="Y G")
    moves = play_turn(game)
    assert "combine 5L 2Y" in moves
    assert len(game.monads[0]) == 1


def test_good_bot_acquires_the_monad_that_wins():
    game = place(new_game(), hands=["5R 5O 3Y 1R", "1G"], monads=[4, 0])
    assert good_choice(game) == "acquire M with 5R 5O 3Y 1R"
    play_turn(game)
    assert game.is_over() and game.winners == (0,)


def test_good_bot_takes_the_bonus_when_it_has_it():
    game = place(new_game(), hands=["3R 3D 1O", "1G"], talon="1L 1Y")
    assert good_choice(game) == "combine 3R 3D bonus"


def test_good_bot_acquires_the_partner_of_its_quint_to_make_a_monad():
    # two moves planned together: the light blue Quint is bought, then
    # combined with the red one (no relative in the hand: identity light blue)
    game = place(
        new_game(),
        hands=["5R 4O 4Y 3G", "1G"],
        stamm="L D",
        columns=[None, None, None, "5L 5O 5Y 5D 5G"],
    )
    moves = play_turn(game)
    assert moves[0] == "acquire 5 with 4O 4Y 3G"
    assert "combine 5R 5L" in moves
    assert len(game.monads[0]) == 1


def test_good_bot_jumps_to_the_quint_that_makes_the_winning_monad():
    game = place(
        new_game(),
        hands=["5R 1R 1O 1Y 1L 1D 1G", "1G"],
        stamm="D G",
        columns=[None, None, None, "5L 5O 5Y 5D 5G"],
        monads=[4, 0],
        phase=ACTING,
        actions_taken=1,
    )
    assert play_turn(game) == ["jump 5 with 1R 1O 1Y 1L 1D 1G", "combine 5R 5L"]
    assert game.is_over() and game.winners == (0,)


def test_good_bot_combines_first_when_a_jump_needs_an_action():
    # the Ones held twice are combined (an action is needed before a jump);
    # the six colours left would make a Quint, which wins here
    game = place(
        new_game(),
        hands=["5L 1R 1R 1O 1Y 1L 1D 1D 1G", "1G"],
        stamm="D G",
        columns=[None, None, None, "5R 5O 5Y 5D 5G"],
        monads=[4, 0],
    )
    assert play_turn(game) == ["combine 1R 1D", "jump 5 with 1R 1O 1Y 1L 1D 1G", "combine 5R 5L"]
    assert game.winners == (0,)


def test_good_bot_draws_rather_than_trading_cards_for_nothing():
    game = place(new_game(), hands=["2R 2O 2Y 1R", "1G"], talon="1G 1L")
    assert "acquire 3 with 2R 2O 1R" in {a.text for a in game.legal_actions(0)}
    assert good_choice(game) == "draw"


def test_good_bot_flips_rather_than_trading_cards_for_nothing():
    game = place(new_game(), hands=["2R 2O 2Y 1R", "1G"], discard="1G 1L")
    assert good_choice(game) == "flip"


def test_good_bot_ends_its_turn_when_nothing_more_is_worth_doing():
    game = place(new_game(), hands=["2R 2O 2Y 1R", "1G"], phase=ACTING, actions_taken=1)
    assert good_choice(game) == "end"


def test_good_bot_puts_cards_under_in_the_automatic_order():
    game = place(
        new_game(),
        hands=["2Y 2L 1R", "1G"],
        columns=["2O", "3R", None, None],
        phase=ACTING,
        actions_taken=1,
    )
    game.apply(0, "acquire 3 with 2Y 2L 1R")
    assert game.phase == ORDER
    assert good_choice(game) == "under 2Y"


def test_bots_cancel_a_payment_being_built():
    game = place(new_game(), hands=["2Y 2L 1R", "1G"], columns=["2O", "3R", None, None])
    game.apply(0, "acquire 3")
    game.apply(0, "pay 2Y")
    assert game.phase == PAYING
    assert good_choice(game) == "cancel"
    random_choice = RandomMonadBot().choose(game.view(0), game.legal_actions(0), random.Random(0))
    assert random_choice.text == "cancel"


def test_good_bot_with_teams_counts_the_partners_monads():
    # the partner (seat 2) holds 3 Monads: 2 more win for the team
    game = place(
        new_game(4, teams=True), hands=["5R 5O 3Y 1R", "1G", "1L", "1D"], monads=[1, 0, 3, 0]
    )
    play_turn(game)
    assert game.is_over() and game.winners == (0, 2)


def test_good_bot_keeps_to_its_node_budget():
    game = place(new_game(), hands=["5R 4O 4D 3Y 3G 3L 2R 2O 2D 1R 1O 1Y 1L 1D 1G", "1G"])
    bot = GoodMonadBot(max_nodes=300)
    bot.choose(game.view(0), game.legal_actions(0), random.Random(0))
    assert 0 < bot.nodes < 600
    # the budget, not the clock, ends the search: the same choice every time
    choices = {
        GoodMonadBot().choose(game.view(0), game.legal_actions(0), random.Random(0)).text
        for _ in range(3)
    }
    assert len(choices) == 1
    assert not hasattr(GoodMonadBot(), "think_time")


def test_random_bot_chooses_among_the_moves_it_considers():
    game = place(new_game(), hands=["2Y 2L 1R 1O", "1G"], columns=["2O", "3R", None, None])
    legal = game.legal_actions(0)
    considered = {a.text for a in legal if a.kind not in BUILDER_KINDS}
    chosen = {
        RandomMonadBot().choose(game.view(0), legal, random.Random(s)).text for s in range(200)
    }
    assert chosen == considered


# --- the planner's light simulation agrees with the rules ----------------------------


def _simulated(view: dict, action: Action, stamm: int):
    from accessible_games.games.monad.bot import apply_move

    root = GoodMonadBot._position(view)
    if action.kind == "combine":
        move = ("combine", *action.data)
    else:
        move = (action.kind, action.data[0], tuple(sorted(action.data[1])))
    return apply_move(root, move, stamm)


@pytest.mark.slow  # 4-5 s of CPU time
def test_the_planners_simulation_of_a_move_agrees_with_the_rules():
    from accessible_games.games.monad.bot import UNKNOWN

    checked = 0
    for seed in range(3):
        game = Monad(2, {"ask_order": False}, seed)
        bots = [GoodMonadBot(), RandomMonadBot()]
        rng = random.Random(seed)
        while not game.is_over() and len(game.log) < 300:
            seat = game.turn
            view, legal = game.view(seat), game.legal_actions(seat)
            moves = [a for a in legal if a.kind in ("combine", "acquire", "jump")]
            for action in rng.sample(moves, min(2, len(moves))):
                hand, columns, monads, pile, bonus, acted, talon = _simulated(
                    view, action, view["stamm"][seat]
                )
                real = copied(game)
                real.apply(seat, action)
                known = [c for c in hand if c < UNKNOWN]
                unknown = len(hand) - len(known)
                assert Counter(known) <= Counter(real.hands[seat])
                assert len(hand) == len(real.hands[seat])
                assert unknown <= 1  # a One from the Talon by a bonus
                for column, after in zip(columns, real.columns, strict=True):
                    assert len(column) == len(after)
                    if column and column[0] < UNKNOWN:
                        assert column[0] == after[0]
                assert (monads, pile, talon) == (
                    len(real.monads[seat]),
                    len(real.monad_pile),
                    len(real.talon),
                )
                assert bonus == real.bonus[seat] and acted
                checked += 1
            game.apply(seat, bots[seat % 2].choose(view, legal, rng))
    assert checked > 150
