"""Mau Mau's computer players: strength (good against random, strong against
good), behaviour in hand-built positions, that they read only their own
view, and the strong player's budget and determinism."""

from __future__ import annotations

import random

import pytest

from accessible_games.bots.random_bot import RandomBot
from accessible_games.core.table import Seat, Table
from accessible_games.games.maumau.bot import GoodMauMauBot, StrongMauMauBot, hand_weights
from accessible_games.games.maumau.cards import CARD_COLOUR, CARD_COUNT, CARD_RANK, COLOURS, WILD
from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.rules import MauMau
from accessible_games.games.maumau.simulate import build_game, determinize, unseen_cards
from tests.game_helpers import CheckedBot, PlayedAhead, Wald, assert_choices_alike

from .maumau_helpers import assert_conserved, new_game, place

QUICK = MauMauOptions(quick=True)


def play_round(seed: int, first, second) -> bool:
    """One quick-game round (the first to go out wins) between two bots;
    ``first`` sits at seat 0 for even seeds and at seat 1 for odd ones, so
    each bot starts as often as the other. True if ``first`` won."""
    seat = seed % 2
    seats = [Seat("second", second), Seat("second", second)]
    seats[seat] = Seat("first", first)
    game = MauMau(2, QUICK, seed)
    Table(game, seats).run_bots()
    assert game.is_over()
    return game.winners == (seat,)


# --- strength ---------------------------------------------------------------------


def _good_won(seed: int) -> bool:
    """Whether the good player won the round of ``seed`` against the random one."""
    return play_round(seed, GoodMauMauBot(), RandomBot())


#: the rounds of the good player against the random one (every round is
#: deterministic: the bots' chance comes from the seed, the seat and the
#: move number, so playing them ahead in other processes changes nothing)
GOOD_DUEL = PlayedAhead(_good_won, range(500))


@GOOD_DUEL
def test_good_bot_beats_random_in_most_rounds():
    wins = sum(GOOD_DUEL.results())
    rounds = len(GOOD_DUEL.items)
    assert wins / rounds >= 0.80, f"the good bot won only {wins} of {rounds} rounds"


#: the deals of the duel of the strong player (as the game's registry makes
#: it, with its default budget) against the good player: each is played
#: twice, the strong player once in either seat (so neither the deal nor the
#: starting player favours either bot). A deal costs 0.5-0.6 s of CPU time,
#: so the duel stops as soon as Wald's sequential test (STRONG_TEST) tells a
#: player winning 60% of its rounds from one no better than the good player
#: (50%), each mistake at most 2.5% likely; over 600 rounds the strong player
#: won 59.8%. Undecided after all 400 rounds, the share must be 55% (220
#: wins), which a player no better than the good one reaches 2.6 times in 100
DUEL_DEALS = range(200)
STRONG_TEST = Wald(low=0.5, high=0.6)


def _strong_wins_on_deal(seed: int) -> int:
    """The rounds of deal ``seed`` the strong player wins, of the two it
    plays (once in either seat)."""
    wins = 0
    for seat in (0, 1):
        seats = [Seat("good", GoodMauMauBot()), Seat("good", GoodMauMauBot())]
        seats[seat] = Seat("strong", StrongMauMauBot())
        game = MauMau(2, QUICK, seed)
        Table(game, seats).run_bots()
        assert game.is_over()
        wins += game.winners == (seat,)
    return wins


#: every round is deterministic (the bots' chance comes from the seed, the
#: seat and the move number), so playing the deals ahead in other processes
#: does not change the result
STRONG_DUEL = PlayedAhead(_strong_wins_on_deal, DUEL_DEALS)


@pytest.mark.slow
@STRONG_DUEL
def test_strong_bot_beats_good_in_most_rounds():
    deals = STRONG_DUEL.results_until(
        lambda done: STRONG_TEST.verdict(sum(done), 2 * len(done)) is not None
    )
    wins, rounds = sum(deals), 2 * len(deals)
    verdict = STRONG_TEST.decided(wins, rounds, enough=wins / rounds >= 0.55)
    assert verdict == "high", f"the strong bot won only {wins} of {rounds} rounds"


# --- every move legal, from the own view only ---------------------------------------


def _make(level: str):
    if level == "good":
        return GoodMauMauBot()
    if level == "strong":
        return StrongMauMauBot(max_simulations=8)
    return RandomBot()


@pytest.mark.parametrize(
    "players, options",
    [
        (2, {"quick": True}),
        (2, {"points_per_match": 60}),
        (3, {"quick": True, "bluffing": False}),
        (4, {"pairs": True, "points_per_match": 60}),
        (5, {"quick": True}),
    ],
)
def test_bots_choose_legal_actions_from_their_own_view(players, options):
    for seed in range(2):
        game = MauMau(players, options, seed)
        bots = [
            CheckedBot(_make(("good", "strong", "random")[s % 3]), game) for s in range(players)
        ]
        Table(game, [Seat(f"bot {s}", bots[s]) for s in range(players)]).run_bots(limit=20_000)
        assert game.is_over()
        assert sum(b.moves for b in bots) == len(game.log)
        assert_conserved(game)


def _twin_positions() -> tuple[MauMau, MauMau]:
    """Two games that look the same from seat 0 but differ in the cards
    seat 0 cannot see (seat 1's hand and the stock)."""
    hand = "R5 R+2 B7 G7 W"
    first = place(new_game(2, 0, quick=True), hands=[hand, "Y1 Y2 Y3"], top="R3")
    second = place(new_game(2, 0, quick=True), hands=[hand, "B1 G2 B3"], top="R3")
    return first, second


def test_twin_positions_differ_only_in_hidden_cards():
    first, second = _twin_positions()
    assert first.view(0) == second.view(0)
    assert first.hands[1] != second.hands[1]
    assert first.stock != second.stock


@pytest.mark.parametrize(
    "make",
    [
        GoodMauMauBot,
        lambda: StrongMauMauBot(max_simulations=40),
    ],
)
def test_choice_depends_only_on_the_view(make):
    assert_choices_alike([make], *_twin_positions(), 0, range(5))


# --- the good player in hand-built positions ----------------------------------------


def good_choice(game: MauMau, seat: int | None = None) -> str:
    seat = game.turn if seat is None else seat
    return GoodMauMauBot().choose(game.view(seat), game.legal_actions(seat), random.Random(0)).text


def test_good_bot_calls_letzte_with_two_cards():
    game = place(new_game(2, quick=True), hands=["R5 B7", "Y1 Y2 Y3"], top="R3")
    assert good_choice(game) == "play R5 last"
    game = place(new_game(2, quick=True), hands=["B7 W", "Y1 Y2 Y3"], top="R3")
    assert good_choice(game).endswith(" last")


def test_good_bot_calls_letzte_when_playing_a_drawn_card():
    game = place(new_game(2, quick=True), hands=["B7", "Y1 Y2 Y3"], top="B3", stock="B5")
    game.apply(0, "draw")
    assert game.phase == "drawn"
    assert good_choice(game) == "play B5 last"


def test_good_bot_reports_a_forgotten_letzte():
    game = place(new_game(2, quick=True), hands=["R5 B7 G1", "Y1 Y2"], top="Y3", turn=1)
    game.apply(1, "play Y1")  # two cards, no call
    assert game.view(0)["can_report"] == 1
    assert good_choice(game) == "report"


def test_good_bot_keeps_jokers_when_a_coloured_card_fits():
    game = place(new_game(2, quick=True), hands=["R5 B7 G2 W W+4", "Y1 Y2 Y3 Y4 Y5"], top="R3")
    assert good_choice(game) == "play R5"


def test_good_bot_plays_a_joker_when_nothing_else_fits_and_names_its_colour():
    game = place(new_game(2, quick=True), hands=["B1 B4 B7 G2 W", "Y1 Y2 Y3 Y4 Y5"], top="R3")
    assert good_choice(game) == "play W B"


def test_good_bot_names_the_colour_it_holds_most_of():
    game = place(
        new_game(2, quick=True), hands=["R1 G4 G7 G8 Y2 Y3 B5", "Y1 Y2 Y3"], top="W", phase="colour"
    )
    game.colour = -1
    assert good_choice(game) == "colour G"


def test_good_bot_hits_a_player_about_to_go_out():
    hand = "R5 R6 R+2 B7"
    game = place(new_game(2, quick=True), hands=[hand, "Y1"], top="R3")
    assert good_choice(game) == "play R+2"
    # with Skip the same seat plays again: the player with one card waits
    game = place(new_game(2, quick=True), hands=["R5 R6 RS B7", "Y1"], top="R3")
    assert good_choice(game) == "play RS"


def test_good_bot_names_a_colour_away_from_the_one_an_opponent_named():
    # green was named with a Joker by seat 1, who holds one card: the good
    # player, holding only Jokers, names another colour
    game = place(
        new_game(2, quick=True), hands=["W W W", "G1"], top="W", discard="R3", colour="green"
    )
    choice = good_choice(game)
    assert choice.startswith("play W ") and not choice.startswith("play W G")


def test_good_bot_stacks_a_draw_two():
    game = place(
        new_game(2, quick=True),
        hands=["B+2 R+2 R4 R5", "Y1 Y2 Y3"],
        top="G+2",
        phase="penalty",
        pending=2,
    )
    assert good_choice(game) == "play R+2"


def test_good_bot_plays_a_drawn_card_that_fits():
    game = place(new_game(2, quick=True), hands=["B1 G4 Y7", "Y1 Y2 Y3"], top="R3", stock="R9")
    game.apply(0, "draw")
    assert good_choice(game) == "play R9"


def _facing_wild_four(opponent_cards: int) -> MauMau:
    """Seat 0 faces a Joker +4 that seat 1 played naming yellow, and seat 1
    holds ``opponent_cards`` cards (hidden from seat 0)."""
    opponent = " ".join(
        ["G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9", "B1", "B2", "B3"][:opponent_cards]
    )
    game = place(
        new_game(2, quick=True),
        hands=["R1 R2 R4 B5 Y6 Y7", opponent],
        top="W+4",
        discard="R3",
        colour="yellow",
        phase="wild4",
        pending=4,
    )
    game.wild_four = (1, False, list(game.hands[1]), 0)
    return game


def test_good_bot_challenges_a_likely_bluff_but_not_an_unlikely_one():
    # eight cards besides the Joker +4: they very likely held the colour before it
    assert good_choice(_facing_wild_four(8)) == "challenge"
    # one card left: most probably it does not have the colour
    assert good_choice(_facing_wild_four(1)) == "draw"


def test_good_bot_bluffs_only_to_stop_a_player_about_to_go_out():
    # red in force, red held: a Joker +4 would be a bluff
    game = place(new_game(2, quick=True), hands=["R5 W+4", "Y1"], top="R3")
    assert good_choice(game).startswith("play W+4")
    game = place(new_game(2, quick=True), hands=["R5 B7 W+4", "Y1 Y2 Y3 Y4 Y5 Y6 Y7"], top="R3")
    assert good_choice(game) == "play R5"
    # without bluffing the Joker +4 is not even offered
    game = place(new_game(2, quick=True, bluffing=False), hands=["R5 W+4", "Y1"], top="R3")
    assert good_choice(game) == "play R5 last"


def test_good_bot_in_pairs_stops_an_opponent_and_lets_its_partner_play():
    # seats 0 and 2 play together; seat 0 plays to seat 3 (one card left):
    # the Skip passes over seat 3 to partner 2
    game = place(
        new_game(4, pairs=True, points_per_match=500),
        hands=["R5 RS B7", "Y1 Y2 Y3", "G1 G2", "Y4"],
        top="R3",
        direction=-1,
    )
    assert good_choice(game) == "play RS"


# --- the strong player --------------------------------------------------------------


def strong_choice(game: MauMau, simulations: int = 60, seed: int = 0) -> tuple[str, int]:
    bot = StrongMauMauBot(max_simulations=simulations, max_steps=None)
    seat = game.turn
    action = bot.choose(game.view(seat), game.legal_actions(seat), random.Random(seed))
    assert action in game.legal_actions(seat)
    return action.text, bot.simulations


def test_strong_bot_makes_the_only_move_at_once():
    game = place(
        new_game(2, quick=True), hands=["R5 B7", "Y1 Y2"], top="Y+2", phase="penalty", pending=2
    )
    assert game.legal_actions(0) == [game.legal_actions(0)[0]]
    assert strong_choice(game) == ("draw", 0)


def test_strong_bot_respects_max_simulations():
    game = place(new_game(2, quick=True), hands=["R5 R6 B5 G7 W", "Y1 Y2 Y3 Y4"], top="R3")
    for budget in (1, 7, 30):
        assert strong_choice(game, budget)[1] == budget
    # with a large budget the race may end early, once only one move is left in it
    assert 0 < strong_choice(game, 2000)[1] <= 2000


def test_strong_bot_respects_max_steps():
    # three players in the points game: every imagined game is played to the
    # end of the round, so the cap on the moves made in them ends the search
    game = place(
        new_game(3, points_per_match=500),
        hands=["R5 R6 RS B5 G7 W", "Y1 Y2 Y3 Y4", "G1 G2 G3 G4"],
        top="R3",
    )
    for cap in (1, 300, 2000):
        bot = StrongMauMauBot(max_simulations=None, max_steps=cap)
        action = bot.choose(game.view(0), game.legal_actions(0), random.Random(0))
        assert action in game.legal_actions(0)
        # a new imagined game starts only below the cap: it ends past the cap
        # by less than one round (at most 400 moves)
        assert bot.simulations >= 1 and cap <= bot.steps < cap + 400
    # both caps: the smaller one stops it
    bot = StrongMauMauBot(max_simulations=5, max_steps=100_000)
    bot.choose(game.view(0), game.legal_actions(0), random.Random(0))
    assert bot.simulations == 5


def test_strong_bot_has_no_clock():
    # the budget is work, not time: the same view and chance give the same
    # move however long it takes (and the session runs it like any bot)
    assert not hasattr(StrongMauMauBot(), "think_time")
    game = place(
        new_game(3, points_per_match=500),
        hands=["R5 R6 RS B5 G7 W", "Y1 Y2 Y3 Y4", "G1 G2 G3 G4"],
        top="R3",
    )
    moves = set()
    for _ in range(3):
        bot = StrongMauMauBot()
        moves.add(
            (
                bot.choose(game.view(0), game.legal_actions(0), random.Random(5)).text,
                bot.simulations,
                bot.steps,
            )
        )
    assert len(moves) == 1


def test_strong_bot_is_deterministic_given_its_chance():
    game = place(new_game(2, quick=True), hands=["R5 R6 RS B5 G7 W", "Y1 Y2 Y3"], top="R3")
    assert len({strong_choice(game, 50, seed=3) for _ in range(3)}) == 1


def test_strong_bot_calls_letzte_and_reports():
    game = place(new_game(2, quick=True), hands=["R5 B7", "Y1 Y2 Y3"], top="R3")
    assert strong_choice(game)[0] == "play R5 last"
    game = place(new_game(2, quick=True), hands=["R5 B7 G1", "Y1 Y2"], top="Y3", turn=1)
    game.apply(1, "play Y1")
    assert strong_choice(game) == ("report", 0)


def test_strong_bot_takes_the_sure_win():
    # Skip, then the last card: the same player plays again with two players,
    # while the other card first would give the opponent (one card) a turn
    game = place(new_game(2, quick=True), hands=["RS R5", "Y1"], top="R3")
    assert strong_choice(game, 60)[0] == "play RS last"


def test_strong_bot_looks_further_than_the_good_bot():
    # red 2 on top: the good player changes to green with its Joker +4 (the
    # opponent has only four cards); looking ahead, green 2 changes the colour
    # just as well and keeps the Joker +4 for later
    game = place(new_game(2, quick=True), hands=["B5 G2 G6 W+4", "Y1 Y3 Y5 B9"], top="R2")
    assert good_choice(game) == "play W+4 G"
    for seed in range(3):
        assert strong_choice(game, 300, seed=seed)[0] == "play G2"


# --- games for simulations ----------------------------------------------------------


def test_build_game_rebuilds_a_real_position():
    """With the true hidden cards, the rebuilt game is the same position: the
    same snapshot (its own chance aside), views and legal actions, and it
    plays on alike."""
    rng = random.Random(7)
    checked = 0
    for seed in range(40):
        players = 2 + seed % 4
        options = {
            "quick": seed % 3 == 0,
            "bluffing": seed % 5 != 0,
            "pairs": players == 4 and seed % 2 == 0,
            "points_per_match": 60,
        }
        game = MauMau(players, options, seed)
        for _ in range(rng.randrange(0, 60)):
            if game.is_over():
                break
            game.apply(game.turn, rng.choice(game.legal_actions(game.turn)))
        if game.is_over():
            continue
        seat = game.turn
        view = game.view(seat)
        copy = build_game(
            view,
            game.hands,
            game.stock,
            game.discard,
            seed=1,
            options=game.options,
            wild_four=game.wild_four,
        )
        checked += 1
        mine, theirs = copy.snapshot(), game.snapshot()
        mine.pop("chance"), theirs.pop("chance")
        assert mine == theirs
        for s in range(players):
            assert copy.view(s) == game.view(s)
            assert [a.text for a in copy.legal_actions(s)] == [
                a.text for a in game.legal_actions(s)
            ]
        # it plays on like the real game as long as no reshuffle is needed
        for _ in range(5):
            if game.is_over() or len(game.stock) < 8:
                break
            action = rng.choice(game.legal_actions(game.turn))
            turn = game.turn
            game.apply(turn, action.text)
            copy.apply(turn, action.text)
            assert copy.view(turn) == game.view(turn)
    assert checked >= 30


def test_determinize_keeps_what_the_seat_sees():
    rng = random.Random(3)
    checked = 0
    for seed in range(30):
        players = 2 + seed % 5
        game = MauMau(players, {"quick": True}, seed)
        for _ in range(rng.randrange(0, 80)):
            if game.is_over():
                break
            game.apply(game.turn, rng.choice(game.legal_actions(game.turn)))
        if game.is_over():
            continue
        seat = game.turn
        view = game.view(seat)
        world = determinize(view, random.Random(seed))
        checked += 1
        assert world.view(seat) == view
        assert_conserved(world)
        assert sorted(c for place in world.places() for c in place) == list(range(CARD_COUNT))
        assert [a.text for a in world.legal_actions(seat)] == [
            a.text for a in game.legal_actions(seat)
        ]
        # the same with the other hands dealt by the strong player's prior
        unseen = unseen_cards(view)
        world = determinize(
            view, random.Random(seed), unseen=unseen, weights=hand_weights(view, unseen)
        )
        assert world.view(seat) == view
        assert_conserved(world)
    assert checked >= 20


def test_hand_prior_deals_fewer_jokers_to_a_small_hand():
    game = place(new_game(2, quick=True), hands=["R1 R2 R4 B5 Y6 Y7 G1", "G2 G3"], top="R3")
    view = game.view(0)
    unseen = unseen_cards(view)
    weights = hand_weights(view, unseen)

    def jokers(weighted: bool) -> int:
        rng = random.Random(1)
        return sum(
            CARD_RANK[c] >= WILD
            for _ in range(2000)
            for c in determinize(
                view, rng, unseen=unseen, weights=weights if weighted else None
            ).hands[1]
        )

    assert jokers(True) < 0.7 * jokers(False)


def test_determinize_facing_a_wild_four_decides_the_bluff_from_the_sampled_hand():
    view = _facing_wild_four(5).view(0)
    bluffs = honest_bluffs = 0
    for seed in range(200):
        world = determinize(view, random.Random(seed))
        player, bluff, hand, before = world.wild_four
        assert player == 1 and hand == world.hands[1]
        assert before != COLOURS.index("yellow")  # the colour named
        assert bluff == any(CARD_COLOUR[c] == before for c in hand)
        bluffs += bluff
        # a player taken to be honest broke the rule only if it held every
        # other colour
        world = determinize(view, random.Random(seed), honesty=1.0)
        player, bluff, hand, before = world.wild_four
        if bluff:
            assert {CARD_COLOUR[c] for c in hand} >= {0, 1, 2}
        honest_bluffs += bluff
    assert 0 < honest_bluffs < bluffs < 200
