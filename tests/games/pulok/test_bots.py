"""Pulok's computer players: legal moves from their own view in games of
every variant and size, the random player never arranging, the good
player's choices in hand-built positions, and its strength (good against
random)."""

from __future__ import annotations

import random

import pytest

from accessible_games.core.game import Action
from accessible_games.games.pulok.bot import GoodPulokBot, RandomPulokBot
from accessible_games.games.pulok.moves import ARRANGE
from accessible_games.games.pulok.rules import DRAWN, PASSING, Pulok
from accessible_games.games.registry import bot_levels
from tests.game_helpers import CheckedBot, PlayedAhead, assert_choices_alike

from .pulok_helpers import new_game, place, sentence, with_penalty


def bot_rng(game: Pulok, seat: int) -> random.Random:
    """A bot's chance as the table gives it (seed, seat, move number)."""
    return random.Random(f"{game.seed}:{seat}:{len(game.log)}")


def play_to_reveal(game: Pulok, bots, limit: int = 5000) -> int | None:
    """Let the bots play until the first game of the match is revealed; the
    caller (None: undecided)."""
    for _ in range(limit):
        seat = game.turn
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat), bot_rng(game, seat))
        for event in game.apply(seat, action):
            if event.kind == "reveal":
                return event.data["caller"]
    raise AssertionError("the game did not end")


def duel(seed: int, variant: str, players: int = 2) -> tuple[int | None, int]:
    """One game, the good player at seat ``seed % players`` and random
    players elsewhere: (the caller, the good player's seat)."""
    seat = seed % players
    bots = [RandomPulokBot() for _ in range(players)]
    bots[seat] = GoodPulokBot()
    return play_to_reveal(Pulok(players, {"variant": variant}, seed), bots), seat


# --- strength ---------------------------------------------------------------------

#: one game per seed; the good player sits at seat 0 for even seeds, 1 for odd.
#: The experts' games cost 0.1 s of CPU time each (the simple ones 0.005 s):
#: 60 of them, not 200 (the good player won all of the first 200); 48 wins of
#: 60 (80%) still fail a player no better than random (its chance of 48 or
#: more: 1.6 in a million) and one winning 70% of its games 94 times in 100
DUEL_SEEDS = {"simple": range(200), "experts": range(60)}


def _good_won(case: tuple[str, int]) -> bool:
    """Whether the good player won the duel of (variant, seed)."""
    variant, seed = case
    caller, seat = duel(seed, variant)
    return caller == seat


#: by variant: every game is deterministic (the bots' chance comes from the
#: seed, the seat and the move number), so playing them ahead in other
#: processes does not change the result
DUELS = {
    variant: PlayedAhead(
        _good_won, [(variant, seed) for seed in DUEL_SEEDS[variant]], when=("variant", variant)
    )
    for variant in ("simple", "experts")
}


@pytest.mark.slow
@DUELS["simple"]
@DUELS["experts"]
@pytest.mark.parametrize("variant", ["simple", "experts"])
def test_good_bot_beats_random_in_at_least_80_percent_of_two_player_games(variant):
    wins = sum(DUELS[variant].results())
    games = len(DUEL_SEEDS[variant])
    assert wins / games >= 0.80, f"the good bot won only {wins} of {games} games"


def test_good_bot_beats_random_players_with_four():
    wins = 0
    for seed in range(8):
        caller, seat = duel(seed, "simple", players=4)
        wins += caller == seat
    assert wins >= 6, f"the good bot won only {wins} of 8 four-player games"


# --- every move legal, from the own view only ---------------------------------------


class Checked(CheckedBot):
    """Wraps a bot (see :class:`CheckedBot`), and checks it never picks an
    arrangement move; counts the arrangement moves it was offered."""

    def __init__(self, bot, game: Pulok) -> None:
        super().__init__(bot, game, "me")
        self.arrange_offered = 0

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        action = super().choose(view, legal, rng)
        assert action.kind != ARRANGE
        self.arrange_offered += any(a.kind == ARRANGE for a in legal)
        return action


@pytest.mark.slow  # two whole bot games a case: up to 1.5 s of CPU time
@pytest.mark.parametrize(
    "players, options",
    [
        (2, {"variant": "simple"}),
        (3, {"variant": "double"}),
        (2, {"variant": "experts"}),
        (4, {"variant": "experts"}),
        (3, {"variant": "experts", "twenty": True, "need_piece": True}),
    ],
)
@pytest.mark.parametrize("levels", [("good", "random"), ("good", "good")])
def test_bots_make_legal_moves_and_finish_games(players, options, levels):
    for seed in range(2):
        game = Pulok(players, options, seed)
        bots = [
            Checked(GoodPulokBot() if levels[s % 2] == "good" else RandomPulokBot(), game)
            for s in range(players)
        ]
        play_to_reveal(game, bots)
        assert game.games, "a game was revealed and scored"
        assert max(b.longest for b in bots) < 0.5


def test_the_bots_are_registered():
    assert bot_levels("pulok") == {"random": RandomPulokBot, "good": GoodPulokBot}


def test_choices_depend_only_on_the_view():
    """Two positions that look the same from seat 1 (seat 0's tiles and the
    bag differ): the same choices."""
    mine = sentence("R", skip="KO") + " SB UB"
    first = place(
        new_game(2), hands=[with_penalty(3, "G", "K"), mine], offer="AY", turn=1, bag="OW AB"
    )
    second = place(
        new_game(2), hands=[with_penalty(5, "K", "G"), mine], offer="AY", turn=1, bag="AB OW"
    )
    assert_choices_alike((GoodPulokBot, RandomPulokBot), first, second, 1, range(4))


def test_random_bot_never_arranges():
    offered = moves = 0
    # (random experts hands gather Puloks, which make the rules' call checks slow)
    for seed, (variant, steps) in enumerate((("simple", 500), ("experts", 100), ("double", 600))):
        game = Pulok(2, {"variant": variant}, seed)
        bots = [Checked(RandomPulokBot(), game) for _ in range(2)]
        for _ in range(steps):
            seat = game.turn
            legal = game.legal_actions(seat)
            game.apply(seat, bots[seat].choose(game.view(seat), legal, bot_rng(game, seat)))
        offered += sum(b.arrange_offered for b in bots)
        moves += sum(b.moves for b in bots)
        assert "arrange" not in {text for _seat, text in game.log}
    assert moves == 1200
    assert offered > 100, "the arrangement was on offer now and then"


def test_random_bot_is_uniform_over_the_exchange_moves():
    game = place(new_game(2), hands=[with_penalty(3), with_penalty(5)], offer="KY", turn=1)
    game.apply(1, "take")
    legal = game.legal_actions(1)
    counts: dict[str, int] = {}
    rng = random.Random(3)
    for _ in range(3000):
        text = RandomPulokBot().choose(game.view(1), legal, rng).text
        counts[text] = counts.get(text, 0) + 1
    moves = [a.text for a in legal if a.kind != ARRANGE]
    assert set(counts) == set(moves)
    expected = 3000 / len(moves)
    assert all(0.6 * expected < n < 1.4 * expected for n in counts.values()), counts


# --- the good player in hand-built positions ----------------------------------------


def good_choice(game: Pulok) -> str:
    seat = game.turn
    return GoodPulokBot().choose(game.view(seat), game.legal_actions(seat), random.Random(0)).text


def test_takes_the_tile_that_completes_the_sentence_and_calls():
    game = place(
        new_game(2), hands=[with_penalty(3), sentence("R", skip="K") + " SB"], offer="KY", turn=1
    )
    assert good_choice(game) == "take"
    game.apply(1, "take")
    assert good_choice(game) == "pass sb call"


def test_declines_a_useless_tile():
    game = place(
        new_game(2), hands=[with_penalty(3), sentence("R", skip="K") + " SB"], offer="AY", turn=1
    )
    assert good_choice(game) == "decline"


def test_keeps_a_useful_drawn_tile_and_passes_a_useless_one_on():
    hands = [with_penalty(3), sentence("R", skip="KO") + " SB UB"]
    game = place(new_game(2), hands=hands, offer="AY", turn=1, bag="OW AG")
    game.apply(1, "decline")
    assert game.phase == DRAWN
    assert good_choice(game) == "keep"
    game = place(new_game(2), hands=hands, offer="AY", turn=1, bag="AG OW")
    game.apply(1, "decline")
    assert good_choice(game) == "pass on"


def test_passes_a_duplicate_not_a_needed_letter_the_higher_penalty_first():
    hand = sentence("R", skip="KOL") + " OY AY UY PULOK"
    game = place(new_game(2), hands=[with_penalty(3), hand], turn=1, phase=PASSING, received="OY")
    assert good_choice(game) in ("pass uy", "pass ur"), "U (4 points) and A (1) are both spare"


def test_keeps_its_puloks():
    hand = sentence("R", skip="KOLU") + " OY AY SY PULOK PULOK"
    game = place(new_game(2), hands=[with_penalty(3), hand], turn=1, phase=PASSING, received="OY")
    assert "pass pulok" in [a.text for a in game.legal_actions(1)]
    assert good_choice(game) in ("pass ay", "pass ar", "pass sy", "pass sr")


def test_takes_a_pulok():
    hands = [with_penalty(3), sentence("R", skip="KO") + " SB AB"]
    game = place(new_game(2), hands=hands, offer="PULOK", turn=1)
    assert good_choice(game) == "take"
    game.apply(1, "take")
    assert good_choice(game) in ("pass sb", "pass ab")


def test_calls_passing_a_drawn_tile_straight_on():
    game = place(new_game(2), hands=[with_penalty(3), sentence("B")], offer="KY", turn=1, bag="AG")
    game.apply(1, "decline")
    assert good_choice(game) == "pass on call"


def test_double_takes_a_second_copy_it_needs():
    hand = sentence("R") + " " + sentence("B", skip="KO") + " SG AG"
    game = place(new_game(2, variant="double"), hands=[with_penalty(3), hand], offer="KY", turn=1)
    assert good_choice(game) == "take"
    game = place(new_game(2, variant="double"), hands=[with_penalty(3), hand], offer="SY", turn=1)
    assert good_choice(game) == "decline", "a third S is of no use"


# --- after a call: the last exchange sheds the highest penalty ------------------------


def after_call(game: Pulok) -> Pulok:
    """Seat 0 has called; seat 1 makes the last exchange."""
    game.called = 0
    game.last = [1]
    game._version += 1
    return game


def test_sheds_the_highest_penalty_tile_after_a_call():
    # left over: P (4), S (1) and the second X (2); XR was just taken
    hand = with_penalty(5) + " XR"
    game = after_call(
        place(new_game(2), hands=[sentence("B"), hand], turn=1, phase=PASSING, received="XR")
    )
    assert game.proposal(1).penalty == 7
    assert good_choice(game) == "pass pg"


def test_after_a_call_takes_a_tile_only_to_shed_more_points():
    hand = with_penalty(5)  # left over: PG (4), SG (1); O and K missing
    game = after_call(place(new_game(2), hands=[sentence("B"), hand], offer="OR", turn=1))
    assert good_choice(game) == "take", "OR fills a place: PG can go"
    game.apply(1, "take")
    assert good_choice(game) == "pass pg"
    game = after_call(place(new_game(2), hands=[sentence("B"), hand], offer="UR", turn=1))
    assert good_choice(game) == "decline", "a second U for PG sheds nothing"
    game = after_call(place(new_game(2), hands=[sentence("B"), hand], offer="AR", turn=1))
    assert good_choice(game) == "take", "a second A (1) for PG (4) sheds 3 points"


# --- experts ----------------------------------------------------------------------


#: four column groups of three and an E column of two
COLUMNS = "SR SY SG GR GY GG IR IY IG ÜR ÜY ÜG ER EY"


def experts(hands: list[str], **kwargs) -> Pulok:
    return place(new_game(2, variant="experts"), hands=hands, **kwargs)


def test_experts_takes_the_tile_that_completes_its_groups_and_calls():
    game = experts([with_penalty(3), COLUMNS + " XB"], offer="EG", turn=1)
    assert good_choice(game) == "take"
    game.apply(1, "take")
    assert good_choice(game) == "pass xb call"


def test_experts_declines_a_useless_tile_and_a_second_copy():
    for offer in ("KW", "SR", "XB"):
        game = experts([with_penalty(3), COLUMNS + " XB"], offer=offer, turn=1)
        assert good_choice(game) == "decline", offer


def test_experts_passes_a_tile_in_no_group():
    hand = "SR SY SG GR GY GG IR IY IG ÜR ÜY ÜG ER EY XB KW"
    game = experts([with_penalty(3), hand], turn=1, phase=PASSING, received="ÜG")
    assert good_choice(game) == "pass kw", "KW (4) and XB (2) are in no group"


def test_experts_takes_a_tile_that_builds_a_row_group():
    hand = COLUMNS.replace("EY", "PB UB") + ""  # a blue P U pair
    game = experts([with_penalty(3), hand], offer="LB", turn=1)
    assert good_choice(game) == "take"


def test_experts_calls_with_the_most_value_pieces():
    # SAG NIX Ü in red, ÜBER in yellow, PULOK in green: passing the red Ü
    # keeps all five value pieces; other calls lose some
    hand = ("SR AR GR NR IR XR ÜR " + "ÜY BY EY RY " + "PG UG LG OG KG").split()
    game = experts([with_penalty(3), " ".join(hand)], turn=1, phase=PASSING, received="XR")
    calls = [a.text for a in game.legal_actions(1) if a.text.endswith(" call")]
    assert "pass ür call" in calls and len(calls) > 1
    assert good_choice(game) == "pass ür call"
