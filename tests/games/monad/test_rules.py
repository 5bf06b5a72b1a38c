"""One or more tests per rule and per decision of the MONAD rules
(/work/shared/rules/monad.md and docs/rules/monad.md), each on an exact
position; the examples of the original rules among them."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from accessible_games.core.errors import OptionError
from accessible_games.core.game import Action
from accessible_games.core.messages import has_key
from accessible_games.core.rng import Chance
from accessible_games.games.monad.cards import (
    BONUS_PAIRS,
    CARD_CODE,
    CARD_COLOUR,
    CARD_COUNT,
    CARD_RANK,
    CARD_VALUE,
    COLOURS,
    FIRST_MONAD,
    MONAD,
    NO_COLOUR,
    ONE,
    VALUE,
    WARM,
    card_id,
    card_msg,
)
from accessible_games.games.monad.moves import BLUE, Typed, parse_move
from accessible_games.games.monad.options import MonadOptions
from accessible_games.games.monad.rules import (
    ACTING,
    ORDER,
    PAYING,
    START,
    Monad,
    useful_payments,
)
from tests.game_helpers import play_randomly

from .monad_helpers import (
    Ids,
    action,
    assert_conserved,
    card,
    codes,
    de,
    en,
    find,
    find_all,
    kinds,
    new_game,
    of_kind,
    place,
    refused,
    texts,
)

# --- material ---------------------------------------------------------------------------


def test_58_cards_and_10_monads_with_ranks_colours_values_and_codes():
    assert CARD_COUNT == 58
    assert Counter(CARD_RANK) == {ONE: 24, 1: 6, 2: 6, 3: 6, 4: 6, MONAD: 10}
    assert [CARD_VALUE[card_id(r, 0)] for r in range(5)] == [1, 3, 7, 16, 36]
    assert VALUE == (1, 3, 7, 16, 36, 80)
    assert all(CARD_COLOUR[c] == NO_COLOUR and CARD_CODE[c] == "M" for c in range(48, 58))
    assert codes(range(0, 24, 4)) == ["1R", "1O", "1Y", "1L", "1D", "1G"]
    assert codes([0, 1, 2, 3]) == ["1R"] * 4  # the copies of a One share the code
    assert codes(range(24, 48, 6)) == ["2R", "3R", "4R", "5R"]
    assert codes(range(24, 30)) == ["2R", "2O", "2Y", "2L", "2D", "2G"]
    assert [card_id(r, 5) for r in range(1, 5)] == [29, 35, 41, 47]
    assert sorted(range(48)) == sorted(range(48), key=lambda c: (CARD_RANK[c], CARD_COLOUR[c]))
    # each colour once per rank from Bi to Quint, four Ones of each colour
    for rank in range(1, 5):
        assert sorted(CARD_COLOUR[c] for c in range(48) if CARD_RANK[c] == rank) == list(range(6))
    assert Counter(CARD_COLOUR[c] for c in range(24)) == {c: 4 for c in range(6)}


def test_warm_and_cold_colours_and_the_bonus_combinations():
    assert COLOURS == ("red", "orange", "yellow", "lightblue", "darkblue", "green")
    assert [c for c in range(6) if WARM[c]] == [0, 1, 2]
    assert BONUS_PAIRS == ((0, 4), (1, 3), (2, 5))
    assert all(WARM[a] and not WARM[b] for a, b in BONUS_PAIRS)


def test_card_names_in_english_and_german():
    names = {
        "1R": ("One red", "Einer rot"),
        "2Y": ("Bi yellow", "Bi gelb"),
        "3L": ("Tri light blue", "Tri hellblau"),
        "4D": ("Quad dark blue", "Quad dunkelblau"),
        "5G": ("Quint green", "Quint grün"),
        "2O": ("Bi orange", "Bi orange"),
    }
    for code, (english, german) in names.items():
        assert en(card_msg(card(code))) == english
        assert de(card_msg(card(code))) == german
    assert en(card_msg(FIRST_MONAD)) == de(card_msg(FIRST_MONAD)) == "Monad"


# --- set-up -------------------------------------------------------------------------------


@pytest.mark.parametrize("players,copies", [(2, 2), (3, 3), (4, 4)])
def test_cards_removed_by_player_count_and_six_ones_each(players, copies):
    game = new_game(players, seed=players)
    ones = sorted(c for h in game.hands for c in h)
    assert ones == [colour * 4 + k for colour in range(6) for k in range(copies)]
    assert [len(h) for h in game.hands] == [6] * players
    assert all(h == sorted(h) for h in game.hands)
    assert [sorted(col) for col in game.columns] == [
        list(range(24 + 6 * i, 30 + 6 * i)) for i in range(4)
    ]
    assert game.monad_pile == list(range(48, 58))
    assert game.talon == [] and game.discard == []
    assert game.bonus == [True] * players
    assert len(set(game.stamm)) == players
    assert len(game.in_play) == 6 * players + 24 + 10
    assert_conserved(game)


def test_the_ones_are_dealt_one_at_a_time_starting_left_of_the_dealer():
    for players in (2, 3, 4):
        game = new_game(players, seed=11)
        chance = Chance(11)
        ones = [colour * 4 + k for colour in range(6) for k in range(players)]
        chance.shuffle(ones)
        expected = [sorted(ones[(s - 1) % players :: players]) for s in range(players)]
        assert game.hands == expected


def test_decision_identity_colours_are_random_and_with_four_players_not_yellow_or_green():
    seen = set()
    for seed in range(40):
        stamm = new_game(4, seed=seed).stamm
        assert sorted(stamm) == [0, 1, 3, 4]
        seen.add(tuple(stamm))
    assert len(seen) > 5
    two = {c for seed in range(40) for c in new_game(2, seed=seed).stamm}
    assert two == set(range(6))


def test_columns_are_shuffled_separately_and_only_their_top_cards_are_shown():
    orders = {tuple(tuple(col) for col in new_game(2, seed=s).columns) for s in range(10)}
    assert len(orders) == 10
    game = new_game(2, seed=3)
    view = game.view(0)
    # the cards under the tops of the shuffled columns: nobody has seen them
    assert view["columns"] == [
        {"rank": r, "top": game.columns[r - 1][0], "size": 6, "below": [None] * 5}
        for r in range(1, 5)
    ]


def test_decision_seat_0_deals_and_seat_1_starts():
    for players in (2, 3, 4):
        game = new_game(players, seed=5)
        assert game.turn == 1 and game.phase == START
        start = game.setup_events[0]
        assert start.kind == "game_start"
        assert start.data == {
            "players": players,
            "target_monads": {2: 5, 3: 4, 4: 3}[players],
            "teams": None,
            "stamm": [COLOURS[c] for c in game.stamm],
            "starter": 1,
        }
        dealt = find_all(game.setup_events, "dealt")
        assert [e.visible_to for e in dealt] == [(s,) for s in range(players)]
        assert [e.data["cards"] for e in dealt] == game.hands
        assert game.setup_events[-1].kind == "turn"
        assert game.setup_events[-1].seat == 1
        assert game.setup_events[-1].data == {"phase": "start", "bonus_restored": False}


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players):
    with pytest.raises(OptionError) as info:
        new_game(players)
    assert en(info.value.msg) == f"MONAD is played by 2 to 4 players, not {players}."


@pytest.mark.parametrize("players", [2, 3])
def test_teams_only_with_four_players(players):
    with pytest.raises(OptionError) as info:
        new_game(players, teams=True)
    assert en(info.value.msg) == f"Teams are played by exactly 4 players, not {players}."
    assert de(info.value.msg) == (
        f"Mannschaften gibt es nur mit genau 4 Spielern, nicht mit {players}."
    )


def test_teams_partners_opposite_need_five_monads():
    game = new_game(4, teams=True)
    assert game.teams == ((0, 2), (1, 3))
    assert game.target_monads == 5
    assert game.setup_events[0].data["teams"] == [[0, 2], [1, 3]]
    view = game.view(0)
    assert view["teams"] == [[0, 2], [1, 3]] and view["team_monads"] == [0, 0]


def test_options_and_their_defaults():
    opts = MonadOptions.from_dict({})
    assert (opts.teams, opts.time_per_move, opts.ask_order) == (False, None, True)
    assert MonadOptions.from_dict({"ask_order": "off", "time_per_move": "30"}).ask_order is False
    with pytest.raises(OptionError):
        MonadOptions.from_dict({"time_per_move": 2})
    for name in ("teams", "time_per_move", "ask_order"):
        assert has_key(f"monad.option.{name}")


# --- combine (Vereinigen) -----------------------------------------------------------------


def test_combine_a_warm_and_a_cold_one_for_the_top_bi():
    game = place(new_game(), hands=["1R 1L 1G", "1O"], columns=["2L 2Y", None, None, None])
    events = game.apply(0, "combine 1R 1L")
    assert kinds(events) == ["combine", "discarded"]
    combine = events[0]
    assert combine.data == {
        "cards": [card("1R"), card("1L")],
        "gained": card("2L"),
        "relative": None,
        "bonus": [],
        "talon_bonus": False,
        "monads": 0,
        "up": [[1, card("2Y")]],
    }
    assert codes(events[1].data["cards"]) == ["1R", "1L"]
    assert codes(game.hands[0]) == ["1G", "2L"]
    assert codes(game.discard) == ["1R", "1L"]
    assert codes(game.columns[0]) == ["2Y"]
    assert (game.phase, game.actions_taken, game.turn) == (ACTING, 1, 0)
    assert_conserved(game)


def test_combine_labels_say_what_it_costs_and_gives():
    game = place(new_game(), hands=["2Y 2L", "1O"], columns=["2R", "3R", None, None], talon="1G")
    label = action(game, "combine 2Y 2L").label
    assert en(label) == "Combine: Bi yellow + Bi light blue gives Tri red"
    assert de(label) == "Vereinigen: Bi gelb + Bi hellblau ergibt Tri rot"
    game = place(new_game(), hands=["2Y 2G", "1O"], columns=["2R", "3R", None, None], talon="1G")
    label = action(game, "combine 2Y 2G bonus").label
    assert en(label) == "Combine: Bi yellow + Bi green gives Tri red, bonus: a One from the talon"
    assert de(label) == "Vereinigen: Bi gelb + Bi grün ergibt Tri rot, Bonus: ein Einer vom Talon"


@pytest.mark.parametrize(
    "hand,text,temperature",
    [
        ("1R 1O", "combine 1R 1O", "warm"),
        ("2L 2G", "combine 2L 2G", "cold"),
        ("1R 1R", "combine 1R 1R", "warm"),
    ],
)
def test_combining_two_warm_or_two_cold_cards_is_refused(hand, text, temperature):
    game = place(new_game(), hands=[hand, "1O"])
    assert of_kind(game, "combine") == []
    error = refused(game, 0, text)
    assert error.msg.key == f"monad.illegal.same_temperature.{temperature}"
    assert en(error.msg) == (
        f"Both cards are {temperature}: combining needs one warm and one cold card."
    )
    german = {"warm": "warm", "cold": "kalt"}[temperature]
    assert de(error.msg).startswith(f"Beide Karten sind {german}")


def test_combining_cards_of_different_ranks_without_a_relative_is_refused():
    game = place(new_game(), hands=["1R 2L", "1O"], stamm="G O")
    assert of_kind(game, "combine") == []
    error = refused(game, 0, "combine 2L 1R")
    assert error.msg.key == "monad.illegal.ranks_differ"
    assert en(error.msg).startswith("Bi light blue and One red are of different ranks.")
    assert "identity colour green" in en(error.msg)


def test_combining_is_impossible_when_the_next_column_is_empty():
    game = place(new_game(), hands=["2Y 2L", "1O"], columns=[None, "", None, None])
    assert of_kind(game, "combine") == []
    error = refused(game, 0, "combine 2Y 2L")
    assert error.msg.key == "monad.illegal.column_empty"
    assert en(error.msg) == "The Tri column is empty."
    assert de(error.msg) == "Die Tri-Kolonne ist leer."


def test_combining_cards_not_held_is_refused():
    game = place(new_game(), hands=["1R 1L", "1O"])
    error = refused(game, 0, "combine 2Y 2L")
    assert en(error.msg) == "You do not hold Bi yellow."
    assert de(error.msg) == "Du hast Bi gelb nicht auf der Hand."
    error = refused(game, 0, "combine 1R 1L 1L")
    assert error.msg.key == "monad.illegal.combine_count"
    game = place(new_game(), hands=["1R 1L 1O", "1O"])
    error = refused(game, 0, "combine 1L 1L")
    assert en(error.msg) == "You hold only one One light blue."
    assert de(error.msg) == "Du hast Einer hellblau nur einmal auf der Hand."
    game = place(new_game(), hands=["1R 1L 1L", "1O"])
    error = refused(game, 0, "acquire 2 with 1L 1L 1L")
    assert en(error.msg) == "You hold only 2 of One light blue."


def test_two_quints_give_a_monad_laid_in_front_of_the_player():
    game = place(new_game(), hands=["5R 5L", "1O"], stamm="G O")
    events = game.apply(0, "combine 5R 5L")
    combine = find(events, "combine")
    assert CARD_RANK[combine.data["gained"]] == MONAD
    assert combine.data["monads"] == 1
    assert game.hands[0] == []
    assert len(game.monads[0]) == 1 and len(game.monad_pile) == 9
    assert game.view(1)["monads"] == [1, 0]
    assert game.view(1)["monad_pile"] == 9


def test_decision_when_the_monad_pile_is_empty_quints_cannot_be_combined():
    game = place(new_game(), hands=["5R 5L", "1O"], monads=[4, 4], monad_pile=0)
    assert of_kind(game, "combine") == []
    error = refused(game, 0, "combine 5R 5L")
    assert en(error.msg) == "No Monads are left."
    assert de(error.msg) == "Es sind keine Monaden mehr übrig."


def test_seed_example_two_combines_into_bis_then_the_bis_into_a_tri():
    """The first player combines a yellow and a blue One for the top Bi, which
    is blue; a red and a green One for the next Bi, yellow; then the blue and
    the yellow Bi (cold and warm) for the top Tri."""
    game = place(
        new_game(ask_order=False),
        hands=["1R 1Y 1L 1G", "1O"],
        columns=["2L 2Y 2R", "3O 3G", None, None],
    )
    game.apply(0, "combine 1Y 1L")
    assert codes(game.hands[0]) == ["1R", "1G", "2L"]
    game.apply(0, "combine 1R 1G")
    assert codes(game.hands[0]) == ["2Y", "2L"]
    events = game.apply(0, "combine 2Y 2L")
    assert codes(game.hands[0]) == ["3O"]
    assert codes(game.discard) == ["1Y", "1L", "1R", "1G"]
    assert codes(game.columns[0]) == ["2R", "2Y", "2L"]  # the Bis went under their column
    assert codes(e.data["card"] for e in find_all(events, "under")) == ["2Y", "2L"]
    assert game.actions_taken == 3
    assert_conserved(game)


# --- where paid cards go -----------------------------------------------------------------


def test_several_cards_under_one_column_the_player_chooses_the_order():
    game = place(new_game(), hands=["2Y 2L", "1O"], columns=["2R", "3R 3O", None, None])
    events = game.apply(0, "combine 2Y 2L")
    assert kinds(events) == ["combine", "order_asked"]
    asked = events[1]
    assert asked.visible_to == (0,)
    assert asked.data == {"column": 1, "cards": [card("2Y"), card("2L")]}
    assert game.phase == ORDER
    assert texts(game) == ["under 2L", "under 2Y"]
    assert en(action(game, "under 2L").label) == "Bi light blue goes under the Bi column next"
    assert de(action(game, "under 2L").label) == (
        "Bi hellblau kommt als Nächste unter die Bi-Kolonne"
    )
    view = game.view(0)
    assert view["order"] == {"column": 1, "cards": [card("2Y"), card("2L")]}
    assert game.view(1)["order"] is None
    assert refused(game, 0, "end").msg.key == "monad.illegal.ordering"
    assert en(refused(game, 0, "under 2G").msg) == (
        "Bi green does not wait to go under the Bi column: choose Bi yellow or Bi light blue."
    )
    events = game.apply(0, "unter bi hellblau")
    # the last card goes under by itself; the first put under comes up first
    assert [(e.kind, CARD_CODE[e.data["card"]], e.data["column"]) for e in events] == [
        ("under", "2L", 1),
        ("under", "2Y", 1),
    ]
    assert codes(game.columns[0]) == ["2R", "2L", "2Y"]
    assert game.phase == ACTING
    assert_conserved(game)


def test_a_single_card_goes_under_by_itself_and_ones_go_to_the_discard_pile():
    game = place(new_game(), hands=["3Y 2Y 2L 1R 1L 1G", "1O"], columns=["2O", "3G", "4R 4G", None])
    events = game.apply(0, "acquire 4 with 3Y 2Y 2L 1R 1L 1G")
    assert kinds(events) == ["acquire", "discarded", "order_asked"]
    assert codes(game.discard) == ["1R", "1L", "1G"]
    events = game.apply(0, "under 2Y")
    assert kinds(events) == ["under", "under", "under"]
    assert [(CARD_CODE[e.data["card"]], e.data["column"]) for e in events] == [
        ("2Y", 1),
        ("2L", 1),
        ("3Y", 2),
    ]
    assert codes(game.columns[0]) == ["2O", "2Y", "2L"]
    assert codes(game.columns[1]) == ["3G", "3Y"]
    assert game.phase == ACTING


def test_option_ask_order_off_the_automatic_order_is_used():
    game = place(
        new_game(ask_order=False), hands=["2Y 2L", "1O"], columns=["2R", "3R 3O", None, None]
    )
    events = game.apply(0, "combine 2Y 2L")
    assert kinds(events) == ["combine", "under", "under"]
    assert codes(game.columns[0]) == ["2R", "2Y", "2L"]
    assert game.auto_order([card("2L"), card("2Y")]) == [card("2Y"), card("2L")]
    assert game.phase == ACTING


# --- bonus ----------------------------------------------------------------------------------


def test_bonus_takes_the_top_of_every_lower_column_and_a_one_from_the_talon():
    game = place(
        new_game(ask_order=False),
        hands=["4O 4L", "1O"],
        columns=["2R 2Y", "3G 3R", None, "5O"],
        talon="1G 1D",
        discard="1Y",
    )
    events = game.apply(0, "combine 4O 4L bonus")
    combine = find(events, "combine")
    assert CARD_CODE[combine.data["gained"]] == "5O"
    assert codes(combine.data["bonus"]) == ["3G", "2R"]
    assert combine.data["talon_bonus"] is True
    drawn = find(events, "drawn")
    assert drawn.visible_to == (0,) and CARD_CODE[drawn.data["card"]] == "1D"
    assert drawn.data["bonus"] is True
    assert card("1D") not in combine.data["bonus"]  # the talon's card stays private
    assert sorted(codes(game.hands[0])) == sorted(["5O", "3G", "2R", "1D"])
    assert codes(game.talon) == ["1G"]
    assert codes(game.discard) == ["1Y"]  # never from the open discard pile
    assert game.bonus == [False, True]
    assert game.view(1)["bonus"] == [False, True]
    assert_conserved(game)


def test_an_empty_column_stops_the_bonus_chain():
    game = place(
        new_game(ask_order=False), hands=["5R 5D", "1O"], columns=["2R", "", "4Y", None], talon="1G"
    )
    events = game.apply(0, "combine 5R 5D bonus")
    combine = find(events, "combine")
    assert codes(combine.data["bonus"]) == ["4Y"]
    assert combine.data["talon_bonus"] is False
    assert codes(game.columns[0]) == ["2R"]
    assert codes(game.talon) == ["1G"]


def test_bonus_with_an_empty_talon_gives_only_the_columns():
    game = place(
        new_game(ask_order=False), hands=["3Y 3G", "1O"], columns=["2R", "3O", "4Y", None], talon=""
    )
    label = action(game, "combine 3Y 3G bonus").label
    assert en(label) == "Combine: Tri yellow + Tri green gives Quad yellow, bonus: Bi red"
    events = game.apply(0, "combine 3Y 3G bonus")
    assert codes(find(events, "combine").data["bonus"]) == ["2R"]
    assert "drawn" not in kinds(events)


def test_the_bonus_is_offered_only_when_the_chain_gives_a_card():
    game = place(
        new_game(),
        hands=["3Y 3G 2O 2L", "1O"],
        columns=["", "3R", "4R", None],
        talon="1R",
        stamm="R O",
    )
    assert of_kind(game, "combine") == ["combine 2O 2L", "combine 2O 2L bonus", "combine 3Y 3G"]
    error = refused(game, 0, "combine 3Y 3G bonus")
    assert en(error.msg) == "There is nothing to take as a bonus: the Bi column is empty."
    assert de(error.msg) == "Als Bonus gibt es nichts zu nehmen: die Bi-Kolonne ist leer."
    game = place(new_game(), hands=["2O 2L", "1O"], columns=["", "3R", "4R", None], talon="")
    assert en(refused(game, 0, "combine 2O 2L bonus").msg) == (
        "There is nothing to take as a bonus: the talon is empty."
    )


def test_no_bonus_for_combining_ones():
    game = place(new_game(), hands=["1R 1D", "1O"], talon="1G")
    assert of_kind(game, "combine") == ["combine 1R 1D"]
    error = refused(game, 0, "combine 1R 1D bonus")
    assert en(error.msg) == "There is no bonus for combining Ones."


def test_no_bonus_for_a_pair_that_is_not_a_bonus_combination():
    game = place(new_game(), hands=["2R 2L", "1O"], talon="1G")
    assert of_kind(game, "combine") == ["combine 2R 2L"]
    error = refused(game, 0, "combine 2R 2L bonus")
    assert en(error.msg).startswith("Bi red and Bi light blue are not a bonus combination.")
    for warm, cold in BONUS_PAIRS:
        hand = f"2{'ROY'[warm]} 2{'ROYLDG'[cold]}"
        game = place(new_game(), hands=[hand, "1O"], talon="1G")
        assert f"combine {hand} bonus" in texts(game)


def test_decision_bonus_once_per_turn_face_up_again_at_the_next_turn():
    game = place(
        new_game(ask_order=False),
        hands=["2R 2D 3O 3L 1Y", "1O 1G 1R"],
        columns=["2O 2Y 2G", None, None, None],
        talon="1G 1L 1D",
    )
    game.apply(0, "combine 2R 2D bonus")
    assert game.bonus[0] is False
    assert "combine 3O 3L bonus" not in texts(game)
    assert "combine 3O 3L" in texts(game)
    error = refused(game, 0, "combine 3O 3L bonus")
    assert en(error.msg) == "Your bonus card is face down: you have used the bonus this turn."
    events = game.apply(0, "end")
    assert kinds(events) == ["end_turn", "turn"]
    assert events[1].data == {"phase": "start", "bonus_restored": False}
    assert game.bonus == [False, True]  # face down during the others' turns
    events = game.apply(1, "draw")
    turn = find(events, "turn").data
    assert turn["phase"] == "start" and turn["bonus_restored"] is True
    assert game.bonus == [True, True]
    assert "combine 3O 3L bonus" in texts(game)


def test_decision_a_card_of_the_identity_colour_at_its_own_rank_may_earn_the_bonus():
    game = place(new_game(), hands=["2Y 2G", "1O"], stamm="Y O", talon="1R")
    assert "combine 2Y 2G bonus" in texts(game)
    events = game.apply(0, "combine 2Y 2G bonus")
    assert find(events, "combine").data["relative"] is None
    assert find(events, "combine").data["talon_bonus"] is True


def test_seed_example_bonus_declined_for_a_larger_bonus_later_in_the_turn():
    """A green and a yellow Bi (a bonus combination) give a Tri; the player
    declines the One the bonus would give, then combines a dark blue and a red
    Quint into a Monad and takes the larger bonus: a Quad, a Tri, a Bi and a
    One."""
    game = place(
        new_game(ask_order=False),
        hands=["2Y 2G 5R 5D 1O", "1L"],
        columns=["2O 2L", "3R 3O", "4G 4Y", "5Y"],
        talon="1R 1Y",
        stamm="O L",
    )
    assert en(action(game, "combine 2Y 2G bonus").label).endswith("bonus: a One from the talon")
    events = game.apply(0, "vereinige bi grün bi gelb ohne bonus")
    assert find(events, "combine").data["bonus"] == []
    assert CARD_CODE[find(events, "combine").data["gained"]] == "3R"
    assert game.bonus[0] is True
    label = action(game, "combine 5R 5D bonus").label
    assert en(label) == (
        "Combine: Quint red + Quint dark blue gives a Monad, bonus: Quad green, "
        "Tri orange, Bi orange and a One from the talon"
    )
    assert de(label) == (
        "Vereinigen: Quint rot + Quint dunkelblau ergibt eine Monad, Bonus: "
        "Quad grün, Tri orange, Bi orange und ein Einer vom Talon"
    )
    events = game.apply(0, "combine 5D 5R bonus")
    combine = find(events, "combine")
    assert codes(combine.data["bonus"]) == ["4G", "3O", "2O"]
    assert combine.data["talon_bonus"] and CARD_CODE[find(events, "drawn").data["card"]] == "1Y"
    assert len(game.monads[0]) == 1
    assert sorted(codes(game.hands[0])) == sorted(["1O", "1Y", "2O", "3R", "3O", "4G"])
    assert game.bonus[0] is False
    assert_conserved(game)


# --- relatives (Verwandte) ---------------------------------------------------------------


def test_seed_example_a_yellow_identity_bi_with_a_quint_makes_a_monad_without_bonus():
    """A player with the yellow identity card holds a dark blue and a green
    Quint and a yellow Bi (a relative). The Bi with a Quint gives a Monad;
    though green and yellow are a bonus combination, there is no bonus."""
    game = place(new_game(), hands=["5D 5G 2Y", "1O"], stamm="Y O", talon="1R")
    combines = of_kind(game, "combine")
    assert combines == ["combine 5D 2Y", "combine 5G 2Y"]  # no bonus offered
    assert en(action(game, "combine 5G 2Y").label) == (
        "Combine: Quint green + Bi yellow as a Quint (relative) gives a Monad"
    )
    assert de(action(game, "combine 5G 2Y").label) == (
        "Vereinigen: Quint grün + Bi gelb als Quint (Verwandte) ergibt eine Monad"
    )
    error = refused(game, 0, "combine 5G 2Y bonus")
    assert en(error.msg) == "A combination with a relative never earns a bonus."
    assert de(error.msg) == "Eine Vereinigung mit einer Verwandten bringt nie einen Bonus."
    events = game.apply(0, "combine 2Y 5G")  # either order of the codes
    combine = find(events, "combine")
    assert combine.data["relative"] == card("2Y")
    assert combine.data["bonus"] == [] and combine.data["monads"] == 1
    # no order is asked: the relative goes under its own column, the Quint under its own
    assert [(CARD_CODE[e.data["card"]], e.data["column"]) for e in find_all(events, "under")] == [
        ("2Y", 1),
        ("5G", 4),
    ]
    assert game.columns[0][-1] == card("2Y") and game.columns[3][-1] == card("5G")
    assert codes(game.hands[0]) == ["5D"]
    assert game.bonus[0] is True
    assert_conserved(game)


def test_decision_a_relative_stands_in_for_any_rank_from_one_to_quint():
    game = place(
        new_game(), hands=["4Y 1L 2D", "1O"], stamm="Y O", columns=["2R", "3R", "4R", "5R"]
    )
    assert of_kind(game, "combine") == ["combine 4Y 1L", "combine 4Y 2D"]
    events = game.apply(0, "combine 4Y 1L")
    assert CARD_CODE[find(events, "combine").data["gained"]] == "2R"
    assert codes(game.columns[2]) == ["4R", "4Y"]
    assert codes(game.discard) == ["1L"]


def test_a_relative_keeps_its_temperature():
    game = place(new_game(), hands=["2Y 5R 5O", "1O"], stamm="Y O")
    assert of_kind(game, "combine") == []
    error = refused(game, 0, "combine 5R 2Y")
    assert error.msg.key == "monad.illegal.same_temperature.warm"


def test_a_one_of_the_identity_colour_is_no_relative():
    game = place(new_game(), hands=["1Y 2G", "1O"], stamm="Y O")
    assert of_kind(game, "combine") == []
    assert refused(game, 0, "combine 2G 1Y").msg.key == "monad.illegal.ranks_differ"


def test_decision_in_acquiring_a_relative_counts_its_printed_value():
    game = place(
        new_game(), hands=["2Y 2G 1R", "1O"], stamm="Y O", columns=[None, "3O", None, None]
    )
    assert "acquire 3 with 2Y 2G 1R" in texts(game)
    error = refused(game, 0, "acquire 4 with 2Y 2G 1R")
    assert en(error.msg) == "Those cards are worth 7; the Quad costs 16."


# --- acquire (Erwerben) ---------------------------------------------------------------------


def test_seed_example_two_cold_bis_and_a_one_acquire_the_tri():
    game = place(new_game(), hands=["2L 2G 1O", "1O"], columns=[None, "3Y", None, None])
    assert "combine 2L 2G" not in texts(game)
    label = action(game, "acquire 3 with 2L 2G 1O").label
    assert en(label) == (
        "Acquire: Tri yellow for Bi light blue, Bi green and One orange, worth 7 of 7"
    )
    assert de(label) == (
        "Erwerben: Tri gelb für Bi hellblau, Bi grün und Einer orange, Wert 7 von 7"
    )
    events = game.apply(0, "acquire 3 with 2L 2G 1O")
    acquire = find(events, "acquire")
    assert acquire.data == {
        "target": card("3Y"),
        "paid": [card("2L"), card("2G"), card("1O")],
        "value": 7,
        "needed": 7,
        "monads": 0,
        "up": [[2, None]],
    }
    assert codes(game.hands[0]) == ["3Y"]
    assert codes(game.discard) == ["1O"]
    assert game.phase == ORDER  # the two Bis go under the Bi column: the player chooses


def test_useful_payments_are_those_from_which_no_card_can_be_left_out():
    game = place(
        new_game(), hands=["2L 2G 2R 1O 1Y 1Y", "1O"], columns=["2D", "3Y", "", "5R"], stamm="O G"
    )
    assert [a.text for a in game.legal_actions(0) if a.kind == "acquire"] == [
        "acquire 2 with 1O 1Y 1Y",
        "acquire 3 with 2R 2L 1O",
        "acquire 3 with 2R 2L 1Y",
        "acquire 3 with 2R 2G 1O",
        "acquire 3 with 2R 2G 1Y",
        "acquire 3 with 2L 2G 1O",
        "acquire 3 with 2L 2G 1Y",
        "acquire 3 with 2R 2L 2G",  # worth 9, yet no Bi can be left out
    ]  # no 2R 1O 1Y 1Y: worth 6; no 2R 2L 1O 1Y: the One can be left out
    # listed by least overpayment, then fewest cards
    acquire_tri = [a for a in game.legal_actions(0) if a.text.startswith("acquire 3 with")]
    keys = [(sum(CARD_VALUE[c] for c in a.data[1]) - 7, len(a.data[1])) for a in acquire_tri]
    assert keys == sorted(keys)
    for a in game.legal_actions(0):
        if a.kind == "acquire":
            target, paid = a.data
            total = sum(CARD_VALUE[c] for c in paid)
            assert total >= VALUE[target]
            assert all(total - CARD_VALUE[c] < VALUE[target] for c in paid)
            assert all(CARD_RANK[c] < target for c in paid)


def test_useful_payments_sorted_by_overpayment_then_fewest_cards():
    hand = Ids().many("2R 2L 2G 1O 1Y 1Y")
    payments = useful_payments(sorted(hand), 2)
    keys = [(sum(CARD_VALUE[c] for c in p) - 7, len(p)) for p in payments]
    assert keys == sorted(keys)
    assert keys[0] == (0, 3)
    assert (2, 3) in keys  # 2R 2L 2G: 9, yet no Bi can be left out


def test_decision_at_most_40_useful_payments_are_listed_per_target():
    game = place(
        new_game(4),
        hands=[
            "4R 4O 4Y 4L 3R 3O 3Y 3L 3D 3G 2R 2O 2Y 2L 2D 2G 1R 1O 1Y 1L 1D 1G 1R 1O",
            "1G",
            "1G",
            "1G",
        ],
        columns=["", "", "", "5R"],
    )
    payments = [a for a in game.legal_actions(0) if a.kind == "acquire" and a.data[0] == 4]
    assert len(payments) == 40
    full = useful_payments(game.hands[0], 4, limit=10_000)
    assert len(full) > 40
    keys = [(sum(CARD_VALUE[c] for c in p) - 36, len(p)) for p in full]
    assert keys == sorted(keys)
    assert [a.data[1] for a in payments] == full[:40]


def test_identical_ones_make_one_listed_payment():
    game = place(new_game(), hands=["1R 1R 1R 1R", "1O"], columns=["2Y", None, None, None])
    assert of_kind(game, "acquire") == ["acquire 2 with 1R 1R 1R"]


def test_decision_overpaying_may_be_typed_in_full():
    game = place(new_game(), hands=["2Y 2L 2G 1R", "1O"], columns=[None, "3O", None, None])
    assert "acquire 3 with 2Y 2L 2G 1R" not in texts(game)  # the One could be left out
    events = game.apply(0, "acquire 3 with 2Y 2L 2G 1R")
    acquire = find(events, "acquire")
    assert (acquire.data["value"], acquire.data["needed"]) == (10, 7)  # no change is given
    assert codes(game.hands[0]) == ["3O"]
    assert game.log[-1] == (0, "acquire 3 with 2Y 2L 2G 1R")


def test_an_overpaying_action_object_is_accepted_too():
    game = place(
        new_game(ask_order=False), hands=["2Y 2L 2G 1R", "1O"], columns=[None, "3O", None, None]
    )
    typed = Action("acquire 3 with 2Y 2L 2G 1R", "", "acquire")
    game.apply(0, typed)
    assert codes(game.hands[0]) == ["3O"]


def test_every_card_paid_must_be_of_a_lower_rank():
    game = place(new_game(), hands=["2Y 2L 2G 1R", "1O"], columns=["2O", "3O", None, None])
    error = refused(game, 0, "acquire 2 with 2Y 1R")
    assert en(error.msg) == "A Bi cannot pay for a Bi: every card paid must be of a lower rank."
    assert de(error.msg) == (
        "Eine Bi kann keine Bi bezahlen: jede gezahlte Karte muss einen niedrigeren Rang haben."
    )


def test_cards_worth_less_than_the_value_are_refused():
    game = place(new_game(), hands=["2Y 2L 1R", "1O"], columns=["2O", "3O", None, None])
    error = refused(game, 0, "acquire 3 with 2Y 2L")
    assert en(error.msg) == "Those cards are worth 6; the Tri costs 7."
    assert de(error.msg) == "Diese Karten sind 6 wert; eine Tri kostet 7."


def test_acquiring_from_an_empty_column_or_without_target_is_refused():
    game = place(new_game(), hands=["2Y 2L 1R", "1O"], columns=["2O", "", None, None])
    assert en(refused(game, 0, "acquire 3 with 2Y 2L 1R").msg) == "The Tri column is empty."
    assert refused(game, 0, "acquire with 2Y 2L 1R").msg.key == "monad.illegal.no_target"
    assert refused(game, 0, "acquire 1 with 2Y").msg.key == "monad.illegal.target_one"
    assert refused(game, 0, "acquire 3 with").msg.key == "monad.illegal.column_empty"
    game = place(new_game(), hands=["2Y 2L 1R", "1O"], columns=["2O", "3O", None, None])
    assert refused(game, 0, "acquire 3 with").msg.key == "monad.illegal.acquire_no_cards"


def test_a_monad_is_acquired_for_80_and_laid_in_front_of_the_player():
    game = place(
        new_game(ask_order=False), hands=["5R 5O 4L 1Y", "1O"], columns=["2O", None, None, ""]
    )
    assert "acquire M with 5R 5O 4L" in texts(game)
    label = action(game, "acquire M with 5R 5O 4L").label
    assert en(label) == (
        "Acquire: a Monad for Quint red, Quint orange and Quad light blue, worth 88 of 80"
    )
    events = game.apply(0, "acquire monad with quint rot quint orange quad hellblau")
    assert find(events, "acquire").data["needed"] == 80
    assert len(game.monads[0]) == 1 and codes(game.hands[0]) == ["1Y"]
    assert codes(game.columns[3]) == ["5R", "5O"]


def test_decision_when_the_monads_run_out_none_can_be_acquired():
    game = place(new_game(), hands=["5R 5O 4L 1Y", "1O"], monads=[4, 4], monad_pile=0)
    assert not [
        a for a in game.legal_actions(0) if a.kind in ("acquire", "build") and a.data[0] == MONAD
    ]
    assert en(refused(game, 0, "acquire M with 5R 5O 4L").msg) == "No Monads are left."
    assert en(refused(game, 0, "acquire M").msg) == "No Monads are left."


# --- paying card by card -------------------------------------------------------------------


def test_a_payment_built_card_by_card():
    game = place(
        new_game(ask_order=False), hands=["3R 2Y 2L 1R 1R", "1O"], columns=["2O", "3O", None, None]
    )
    assert "acquire 3" in texts(game)
    events = game.apply(0, "acquire 3")
    assert game.phase == PAYING
    assert kinds(events) == ["payment"]
    assert events[0].visible_to == (0,)
    # the card paid for is named: the top Tri is face up
    assert events[0].data == {"target": 2, "top": card("3O"), "cards": [], "total": 0, "needed": 7}
    assert texts(game) == ["cancel", "pay 1R", "pay 2L", "pay 2Y"]  # no Tri: not lower
    assert en(action(game, "pay 2Y").label) == "Pay Bi yellow: then 3 of 7"
    game.apply(0, "pay 2Y")
    game.apply(0, "zahle bi hellblau")
    events = game.apply(0, "pay 1R")
    assert events[0].data == {
        "target": 2,
        "top": card("3O"),
        "cards": [card("2Y"), card("2L"), card("1R")],
        "total": 7,
        "needed": 7,
    }
    assert texts(game) == ["cancel", "done", "pay 1R", "unpay 1R", "unpay 2L", "unpay 2Y"]
    view = game.view(0)
    assert view["payment"] == {
        "target": 2,
        "top": card("3O"),
        "cards": [card("2Y"), card("2L"), card("1R")],
        "total": 7,
        "needed": 7,
    }
    assert game.view(1)["payment"] is None and game.view(1)["phase"] == PAYING
    assert en(action(game, "done").label) == (
        "Done: acquire Tri orange for Bi yellow, Bi light blue and One red, worth 7 of 7"
    )
    game.apply(0, "pay 1R")  # the second red One
    game.apply(0, "unpay 1R")
    events = game.apply(0, "fertig")
    assert find(events, "acquire").data["paid"] == [card("2Y"), card("2L"), card("1R")]
    assert codes(game.hands[0]) == ["1R", "3R", "3O"]
    assert game.payment is None and game.phase == ACTING
    assert game.log[-1] == (0, "done")
    assert_conserved(game)


def test_building_then_cancelling_changes_nothing():
    game = place(new_game(), hands=["2Y 2L 1R 1R", "1O"], columns=["2O", "3O", None, None])
    before = game.fingerprint()
    legal = texts(game)
    game.apply(0, "acquire 3")
    game.apply(0, "pay 2Y")
    game.apply(0, "pay 1R")
    events = game.apply(0, "abbrechen")
    assert kinds(events) == ["payment_cancelled"] and events[0].visible_to == (0,)
    assert game.fingerprint() == before
    assert texts(game) == legal
    assert game.phase == START


def test_payment_refusals():
    game = place(new_game(), hands=["3R 2Y 2L 1R", "1O"], columns=["2O", "3O", "4O", None])
    assert refused(game, 0, "pay 2Y").msg.key == "monad.illegal.no_payment"
    assert refused(game, 0, "done").msg.key == "monad.illegal.no_payment"
    game.apply(0, "acquire 3")
    assert texts(game) == ["cancel", "pay 1R", "pay 2L", "pay 2Y"]
    assert en(refused(game, 0, "pay 3R").msg) == (
        "A Tri cannot pay for a Tri: every card paid must be of a lower rank."
    )
    game.apply(0, "pay 2Y")
    assert en(refused(game, 0, "pay 2Y").msg) == (
        "Bi yellow is in the payment already, as many as you hold."
    )
    assert en(refused(game, 0, "unpay 1R").msg) == "One red is not in the payment."
    assert en(refused(game, 0, "done").msg) == "The payment is worth 3; the Tri costs 7."
    assert en(refused(game, 0, "combine 2Y 1R").msg).startswith("You are paying for Tri orange:")
    assert refused(game, 0, "end").msg.key == "monad.illegal.paying"


def test_the_builder_is_offered_only_for_what_the_hand_can_pay():
    game = place(new_game(), hands=["2Y 1R 1R 1O", "1O"], columns=["2O", "3O", None, None])
    assert of_kind(game, "build") == ["acquire 2"]
    error = refused(game, 0, "acquire 3")
    assert en(error.msg) == "Your cards below the Tri are worth 6; the Tri costs 7."
    assert de(error.msg) == "Deine Karten unter der Tri sind 6 wert; eine Tri kostet 7."


# --- jump (Überspringen) ---------------------------------------------------------------------


def test_jumping_needs_a_combine_or_acquire_first_this_turn():
    game = place(new_game(), hands=["1R 1O 1Y 1L 1D 1G 2R 2L", "1O"])
    assert of_kind(game, "jump") == []
    error = refused(game, 0, "jump 3 with 1R 1O 1Y 1L")
    assert en(error.msg) == "Jumping needs a combine or acquire first this turn."
    game.apply(0, "combine 2R 2L")
    game.apply(0, "under 2R")
    assert "jump 3 with 1R 1O 1Y 1L" in texts(game)
    assert len(of_kind(game, "jump")) == 15 + 6 + 1


def test_jumps_four_ones_give_a_tri_five_a_quad_six_a_quint_and_may_repeat():
    hand = "1R 1O 1Y 1L 1D 1G 1R 1O 1Y 1L 1D 1G 1R 1O 1Y 1L 2R 2L"
    game = place(
        new_game(4),
        hands=[hand, "3Y", "3O", "3L"],
        columns=["2Y", "3G 3R", "4Y", "5O"],
        stamm="O R L D",
    )
    game.apply(0, "combine 2R 2L")
    game.apply(0, "under 2L")
    label = action(game, "jump 3 with 1R 1O 1Y 1L").label
    assert en(label) == (
        "Jump: 4 Ones, One red, One orange, One yellow and One light blue, give Tri red"
    )
    assert de(label) == (
        "Überspringen: 4 Einer, Einer rot, Einer orange, Einer gelb und Einer "
        "hellblau, ergeben Tri rot"
    )
    events = game.apply(0, "jump 5 with 1R 1O 1Y 1L 1D 1G")
    assert kinds(events) == ["jump", "discarded"]
    assert CARD_CODE[events[0].data["gained"]] == "5O"
    assert codes(events[0].data["paid"]) == ["1R", "1O", "1Y", "1L", "1D", "1G"]
    game.apply(
        0, "überspringe quad mit einer rot einer orange einer gelb einer hellblau einer dunkelblau"
    )
    game.apply(0, "jump 3 with 1R 1O 1Y 1L")
    assert codes(game.hands[0]) == ["1G", "3R", "3G", "4Y", "5O"]
    assert len(game.discard) == 6 + 5 + 4
    assert game.actions_taken == 4
    assert_conserved(game)


def test_jump_refusals():
    game = place(
        new_game(), hands=["1R 1R 1O 1Y 1L 2R 2L", "1O"], columns=["2Y", "3G 3O", "", None]
    )
    game.apply(0, "combine 2R 2L")
    game.apply(0, "under 2R")
    error = refused(game, 0, "jump 3 with 1R 1R 1O 1Y")
    assert en(error.msg) == (
        "4 Ones of different colours are needed for the Tri: One red is there twice."
    )
    error = refused(game, 0, "jump 3 with 1R 1O 1Y")
    assert en(error.msg) == "4 Ones of different colours are needed for the Tri."
    assert de(error.msg) == "Für eine Tri braucht es 4 Einer in verschiedenen Farben."
    error = refused(game, 0, "jump 3 with 1R 1O 1Y 3G")
    assert en(error.msg) == "Only Ones jump: Tri green is not a One."
    error = refused(game, 0, "jump 4 with 1R 1O 1Y 1L 1D")
    assert en(error.msg) == "The Quad column is empty."
    assert refused(game, 0, "jump 2 with 1R 1O 1Y").msg.key == "monad.illegal.jump_target"
    assert en(refused(game, 0, "jump 3 with 1R 1O 1Y 1G").msg) == "You do not hold One green."


# --- draw, flip, pass, end -------------------------------------------------------------------


def test_draw_takes_the_top_of_the_talon_and_ends_the_turn():
    game = place(new_game(), hands=["1R 1O", "1Y"], talon="1G 1L")
    assert texts(game) == ["draw"]
    events = game.apply(0, "ziehen")
    assert kinds(events) == ["draw", "drawn", "turn"]
    assert events[0].data == {"talon": 1} and events[0].visible_to is None
    assert events[1].data == {"card": card("1L")} and events[1].visible_to == (0,)
    assert codes(game.hands[0]) == ["1R", "1O", "1L"]
    assert (game.turn, game.phase) == (1, START)


def test_draw_flip_and_pass_only_at_the_start_of_the_turn():
    game = place(new_game(), hands=["1R 1L 1Y", "1Y"], talon="1G", discard="1D")
    game.apply(0, "combine 1R 1L")
    assert "draw" not in texts(game) and "pass" not in texts(game)
    assert en(refused(game, 0, "draw").msg) == "You can only draw at the start of your turn."
    assert refused(game, 0, "flip").msg.key == "monad.illegal.not_start.flip"
    assert refused(game, 0, "pass").msg.key == "monad.illegal.not_start.pass"


def test_flip_turns_the_discard_pile_over_unshuffled_into_the_talon():
    game = place(new_game(), hands=["1R 1O", "1Y"], discard="1G 1L 1D")
    assert texts(game) == ["flip"]
    assert game.view(0)["discard"] == [card("1D"), card("1L"), card("1G")]  # top first
    assert en(refused(game, 0, "draw").msg) == "The talon is empty: flip the discard pile instead."
    events = game.apply(0, "flippe")
    assert kinds(events) == ["flip", "turn"]
    assert events[0].data == {"talon": 3}
    # 1G, discarded first, is the talon's top card (the last)
    assert game.discard == [] and codes(game.talon) == ["1D", "1L", "1G"]
    game.apply(1, "draw")
    assert card("1G") in game.hands[1]


def test_flip_refusals():
    game = place(new_game(), hands=["1R 1O", "1Y"], talon="1G", discard="1D")
    assert en(refused(game, 0, "flip").msg).startswith("There is a talon: you can draw, not flip.")
    game = place(new_game(), hands=["1R 1O 1Y", "1Y"])
    assert en(refused(game, 0, "flip").msg) == (
        "The discard pile is empty: there is nothing to flip."
    )
    assert en(refused(game, 0, "draw").msg) == (
        "The talon and the discard pile are empty: there is nothing to draw."
    )


def test_pass_only_when_nothing_else_is_possible_and_the_hand_is_shown():
    """The original example: a Bi and Ones, no Bi on the table but a Tri, no
    discard pile and no talon. (With a Bi and four Ones, worth 7, the Tri
    could be acquired: three Ones are taken here.)"""
    game = place(new_game(3), hands=["2R 1O 1Y 1R", "1G", "1L"], columns=["", "3O", None, None])
    assert texts(game) == ["pass"]
    assert en(action(game, "pass").label) == (
        "Pass: you can do nothing else; your hand is shown to everyone"
    )
    events = game.apply(0, "passe")
    assert kinds(events) == ["pass", "turn"]
    assert events[0].visible_to is None
    assert codes(events[0].data["hand"]) == ["1R", "1O", "1Y", "2R"]
    assert game.view(2)["shown"] == {"seat": 0, "cards": events[0].data["hand"]}
    assert game.passes == 1
    # with two Bis and four Ones the Tri must be acquired: passing is refused
    game = place(
        new_game(3), hands=["2R 2O 1O 1Y 1R 1R", "1G", "1L"], columns=["", "3O", None, None]
    )
    assert "pass" not in texts(game)
    error = refused(game, 0, "pass")
    assert en(error.msg) == (
        "You can still acquire: you may pass only when you can neither "
        "combine, acquire, draw nor flip."
    )
    game = place(new_game(3), hands=["1O 1L", "1G", "1L"], talon="1R")
    assert en(refused(game, 0, "pass").msg).startswith("You can still combine or draw:")


def test_end_only_after_an_action_and_the_next_player_moves():
    game = place(new_game(3), hands=["1R 1L 1O", "1G", "1L"], talon="1Y")
    error = refused(game, 0, "end")
    assert en(error.msg).startswith("You can end your turn only after an action.")
    game.apply(0, "combine 1R 1L")
    assert "end" in texts(game)
    events = game.apply(0, "end turn")
    assert kinds(events) == ["end_turn", "turn"]
    assert (game.turn, game.phase, game.actions_taken) == (1, START, 0)
    assert events[1].seat == 1


def test_any_number_of_actions_in_any_order_in_one_turn():
    game = place(
        new_game(ask_order=False),
        hands=["1R 1L 1O 1D 1Y 1G 1R 1L", "1G"],
        columns=["2R 2L 2Y", "3R 3L", None, None],
        stamm="O G",
    )
    for text in ("combine 1R 1L", "combine 1O 1D", "acquire 2 with 1Y 1G 1R", "combine 2R 2L"):
        game.apply(0, text)
        assert game.turn == 0 and game.phase == ACTING
    assert game.actions_taken == 4
    assert codes(game.hands[0]) == ["1L", "2Y", "3R"]


# --- the end ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players,target", [(2, 5), (3, 4), (4, 3)])
def test_the_first_to_the_number_of_monads_wins_at_once_mid_turn(players, target):
    hands = ["5R 5L 5O 5D 1Y"] + ["1G"] * (players - 1)
    game = place(new_game(players), hands=hands, monads=[target - 1] + [0] * (players - 1))
    events = game.apply(0, "combine 5R 5L")
    assert kinds(events)[-1] == "game_over"
    # the paid Quints went under in the automatic order; nothing is asked
    assert "order_asked" not in kinds(events)
    assert events[-1].data == {
        "winners": [0],
        "monads": [target] + [0] * (players - 1),
        "reason": "monads",
    }
    assert game.is_over() and game.phase == "over"
    assert game.legal_actions(0) == []
    assert game.result().winners == (0,)
    assert game.result().scores == tuple([target] + [0] * (players - 1))
    assert game.view(0)["over"] is True and game.view(0)["winners"] == [0]
    assert_conserved(game)


def test_teams_the_partners_monads_count_together():
    game = place(new_game(4, teams=True), hands=["5R 5L", "1G", "1G", "1G"], monads=[2, 2, 2, 1])
    events = game.apply(0, "combine 5R 5L")
    assert events[-1].data["winners"] == [0, 2]
    assert game.view(1)["team_monads"] == [5, 3]
    assert game.result().winners == (0, 2)


def test_decision_stalemate_when_everyone_passes_in_a_row():
    game = place(
        new_game(3),
        hands=["2R 1O", "2O 1Y", "1L"],
        columns=["", "3O", None, None],
        monads=[1, 1, 0],
    )
    game.apply(0, "pass")
    game.apply(1, "pass")
    assert not game.is_over() and game.passes == 2
    assert game.view(2)["passes"] == 2
    events = game.apply(2, "pass")
    over = events[-1]
    assert over.kind == "game_over"
    assert over.data == {
        "winners": [0, 1],
        "monads": [1, 1, 0],
        "reason": "stalemate",
        "hand_values": [4, 4, 1],
    }
    assert game.result().winners == (0, 1)  # equal in Monads and hand value: they win together


def test_decision_stalemate_most_monads_then_highest_hand_value():
    game = place(new_game(2), hands=["2R 1O", "2O 1Y 1R"], columns=["", "3O", None, None])
    game.apply(0, "pass")
    events = game.apply(1, "pass")
    assert events[-1].data["winners"] == [1]
    assert events[-1].data["hand_values"] == [4, 5]
    game = place(
        new_game(2), hands=["2R 1O", "2O 1Y 1R"], columns=["", "3O", None, None], monads=[1, 0]
    )
    game.apply(0, "pass")
    assert game.apply(1, "pass")[-1].data["winners"] == [0]


def test_decision_stalemate_with_teams_counts_team_totals():
    game = place(
        new_game(4, teams=True),
        hands=["1R", "2R 1O", "1Y 1O", "1L"],
        columns=["", "3O", None, None],
    )
    for seat in range(4):
        events = game.apply(seat, "pass")
    assert events[-1].data["winners"] == [1, 3]  # 4 + 1 against 1 + 2


def test_passes_in_a_row_are_reset_by_any_other_move():
    game = place(new_game(2), hands=["1R", "1O"], discard="1Y")
    assert texts(game) == ["flip"]
    game.passes = 1
    game.apply(0, "flip")
    assert game.passes == 0


# --- views -----------------------------------------------------------------------------------

VIEW_KEYS = {
    "game",
    "seat",
    "players",
    "hand",
    "hand_counts",
    "monads",
    "stamm",
    "bonus",
    "columns",
    "monad_pile",
    "talon",
    "discard",
    "turn",
    "phase",
    "actions_taken",
    "payment",
    "order",
    "passes",
    "target_monads",
    "teams",
    "team_monads",
    "over",
    "winners",
    "shown",
}


def test_the_view_has_the_agreed_keys_and_never_another_hand():
    game = place(
        new_game(3), hands=["1R 1L", "2Y 1G", "1O"], talon="1D 1Y", discard="1R", stamm="R O L"
    )
    for seat in (0, 1, 2, None):
        view = game.view(seat)
        assert set(view) == VIEW_KEYS
        assert view["hand"] == (game.hands[seat] if seat is not None else [])
        assert view["hand_counts"] == [2, 2, 1]
        assert view["stamm"] == [0, 1, 3]
        assert view["talon"] == 2 and codes(view["discard"]) == ["1R"]
        others = {c for s in range(3) if s != seat for c in game.hands[s]}
        assert not others & set(view["hand"])
    assert game.view(0)["game"] == "monad"
    assert game.view(0)["phase"] == START and game.view(0)["turn"] == 0


# --- the parser ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,typed",
    [
        ("combine 2Y 2L", Typed("combine", ((1, 2), (1, 3)))),
        ("COMBINE 2y 2l BONUS", Typed("combine", ((1, 2), (1, 3)), None, True)),
        ("combine bi yellow bi light blue", Typed("combine", ((1, 2), (1, 3)))),
        ("vereinige bi gelb bi hellblau mit bonus", Typed("combine", ((1, 2), (1, 3)), None, True)),
        ("vereinige gelbe bi und grüne bi", Typed("combine", ((1, 2), (1, 5)))),
        ("vereinige bi-ge 2-gn", Typed("combine", ((1, 2), (1, 5)))),
        ("combine 5d bi dark blue ohne bonus", Typed("combine", ((4, 4), (1, 4)))),
        (
            "erwerbe tri mit bi gelb bi blau einer rot",
            Typed("acquire", ((1, 2), (1, BLUE), (0, 0)), 2),
        ),
        ("acquire 3 with 2Y 2L 1R", Typed("acquire", ((1, 2), (1, 3), (0, 0)), 2)),
        ("acquire monad with 5R 5O 4L", Typed("acquire", ((4, 0), (4, 1), (3, 3)), 5)),
        ("acquire 3", Typed("build", (), 2)),
        ("erwerbe monad", Typed("build", (), 5)),
        (
            "überspringe quint mit 1R 1O 1Y 1L 1D 1G",
            Typed("jump", tuple((0, c) for c in range(6)), 4),
        ),
        (
            "jump tri with red orange yellow light blue",
            Typed("jump", ((0, 0), (0, 1), (0, 2), (0, 3)), 2),
        ),
        ("ende", Typed("end")),
        ("end turn", Typed("end")),
        ("zug beenden", Typed("end")),
        ("ziehen", Typed("draw")),
        ("ziehe", Typed("draw")),
        ("flip", Typed("flip")),
        ("flippe", Typed("flip")),
        ("passe", Typed("pass")),
        ("passen", Typed("pass")),
        ("zahle 2Y", Typed("pay", ((1, 2),))),
        ("pay one red", Typed("pay", ((0, 0),))),
        ("fertig", Typed("done")),
        ("abbrechen", Typed("cancel")),
        ("take back 1R", Typed("unpay", ((0, 0),))),
        ("unter 2Y", Typed("under", ((1, 2),))),
    ],
)
def test_parse_move_understands_texts_and_words_in_both_languages(text, typed):
    assert parse_move(text) == typed


@pytest.mark.parametrize(
    "text",
    [
        "",
        "hello",
        "combine purple bi",
        "draw 2Y",
        "end bonus",
        "acquire 3 with bi",
        "pay 2Q",
        "draw flip",
    ],
)
def test_parse_move_refuses_what_is_not_a_move(text):
    assert parse_move(text) is None


def test_blue_alone_means_the_blue_card_held_and_is_refused_when_ambiguous():
    game = place(new_game(), hands=["2Y 2L 1R", "1O"], columns=[None, "3O", None, None])
    game.apply(0, "erwerbe tri mit bi gelb bi blau einer rot")
    assert codes(game.hands[0]) == ["3O"]
    game = place(new_game(), hands=["2Y 2L 2D 1R", "1O"], columns=[None, "3O", None, None])
    error = refused(game, 0, "erwerbe tri mit bi gelb bi blau einer rot")
    assert en(error.msg) == "You hold Bi light blue and Bi dark blue: say light blue or dark blue."


def test_refusals_of_unknown_texts_explain_the_moves():
    game = place(new_game(), hands=["1R 1L", "1O"])
    error = refused(game, 0, "frobnicate")
    assert error.msg.key == "monad.illegal.syntax"
    assert game.understands("combine 1R 1L") and game.understands("vereinige")
    assert not game.understands("frobnicate")
    error = refused(game, 0, "combine M 1R")
    assert en(error.msg) == "Your Monads lie on the table: they are never combined or paid."


def test_acting_out_of_turn_is_refused():
    game = place(new_game(), hands=["1R 1L", "1O 1D"])
    error = refused(game, 1, "combine 1O 1D")
    assert error.msg.key == "core.not_your_turn"
    assert game.legal_actions(1) == []
    assert game.timeout_action(1) is None


# --- helpers for narrators and bots ----------------------------------------------------------


def test_options_by_kind_and_action_values():
    game = place(
        new_game(ask_order=False),
        hands=["2Y 2G 1R 1L 1O 1D", "1O"],
        columns=["2O", "3R", None, None],
        talon="1G",
        stamm="R O",
    )
    assert [a.text for a in game.combine_options(0)] == [
        "combine 1R 1L",
        "combine 1R 1D",
        "combine 1O 1L",
        "combine 1O 1D",
        "combine 2Y 2G",
        "combine 2Y 2G bonus",
    ]
    assert all(a.kind == "acquire" for a in game.acquire_options(0))
    assert any(a.kind == "build" for a in game.acquire_options(0, builders=True))
    assert game.jump_options(0) == []
    assert game.combine_options(1) == []
    assert game.action_value(action(game, "combine 2Y 2G")) == 1
    assert game.action_value(action(game, "combine 2Y 2G bonus")) == 2
    assert game.action_value(action(game, "combine 1R 1L")) == 1
    assert game.action_value(action(game, "acquire 2 with 1R 1O 1L")) == 0
    game.apply(0, "combine 1R 1L")
    jump = game.jump_options(0)
    assert [a.text for a in jump] == []  # two Ones left
    assert game.action_value(Action("end", "", "end")) == 0


def test_timeout_action_is_a_simple_automatic_move():
    game = place(
        new_game(),
        hands=["2Y 2G 1R", "1O"],
        columns=["2O", "3R", None, None],
        talon="1D 1Y",
        stamm="R O",
    )
    assert game.timeout_action(0).text == "combine 2Y 2G bonus"
    game.apply(0, game.timeout_action(0))
    assert game.phase == ORDER
    assert game.timeout_action(0).text == "under 2Y"  # the automatic order
    game.apply(0, game.timeout_action(0))
    assert game.timeout_action(0).text == "end"
    game.apply(0, game.timeout_action(0))
    assert game.timeout_action(1).text == "draw"
    game = place(new_game(), hands=["2Y 2L 1R", "1O"], columns=["2O", "3R", None, None])
    game.apply(0, "acquire 3")
    assert game.timeout_action(0).text == "cancel"
    game.apply(0, "pay 2Y")
    game.apply(0, "pay 1R")
    assert game.timeout_action(0).text == "cancel"
    game = place(new_game(), hands=["1R 1O 1Y", "1G"], columns=["2O", None, None, None])
    assert game.timeout_action(0).text == "acquire 2 with 1R 1O 1Y"


def test_timeout_play_always_ends_a_game():
    for players in (2, 3, 4):
        game = new_game(players, seed=players)
        for _ in range(20_000):
            if game.is_over():
                break
            seat = game.to_play()
            game.apply(seat, game.timeout_action(seat))
        assert game.is_over()
        assert_conserved(game)


# --- random play -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players,options", [(2, {}), (3, {}), (4, {}), (4, {"teams": True}), (2, {"ask_order": False})]
)
def test_random_games_end(players, options):
    for seed in range(3):
        game = Monad(players, options, seed)
        events = play_randomly(game, random.Random(seed), limit=50_000)
        assert events[-1].kind == "game_over"
        assert game.result() is not None and game.result().winners
        assert_conserved(game)


def test_every_message_key_exists_in_both_languages():
    from accessible_games.core.messages import message_ids, resolve

    english = {k for k in message_ids("en") if k.startswith("monad-")}
    german = {k for k in message_ids("de") if k.startswith("monad-")}
    assert english and english == german
    for key in (
        "monad.title",
        "monad.option.teams",
        "monad.rank.one",
        "monad.card",
        "monad.action.combine",
        "monad.illegal.syntax",
    ):
        assert resolve(key, "en") and resolve(key, "de")


@pytest.mark.parametrize(
    "typed,stable",
    [
        ("combine bi yellow bi light blue", "combine 2Y 2L"),
        ("vereinige bi gelb bi hellblau", "combine 2Y 2L"),
        ("combine 2Y 2G with bonus", "combine 2Y 2G bonus"),
        ("vereinige bi gelb bi grün mit bonus", "combine 2Y 2G bonus"),
        ("vereinige 2Y 2G mit bonus", "combine 2Y 2G bonus"),
        ("combine quint dark blue bi yellow", "combine 5D 2Y"),
        ("vereinige quint dunkelblau bi gelb", "combine 5D 2Y"),
        ("acquire tri with bi yellow bi light blue one red", "acquire 3 with 2Y 2L 1R"),
        ("erwerbe tri mit bi gelb bi blau einer rot", "acquire 3 with 2Y 2L 1R"),
        ("acquire monad with 5R 5O 4L", "acquire M with 5R 5O 4L"),
        ("erwerbe monad mit quint rot quint orange quad hellblau", "acquire M with 5R 5O 4L"),
        ("acquire 3", "acquire 3"),
        ("erwerbe tri", "acquire 3"),
        ("jump tri with red orange yellow light blue", "jump 3 with 1R 1O 1Y 1L"),
        ("überspringe tri mit 1R 1O 1Y 1L", "jump 3 with 1R 1O 1Y 1L"),
        ("end", "end"),
        ("end turn", "end"),
        ("ende", "end"),
        ("zug beenden", "end"),
        ("draw", "draw"),
        ("ziehen", "draw"),
        ("flip", "flip"),
        ("flippen", "flip"),
        ("pass", "pass"),
        ("passen", "pass"),
    ],
)
def test_the_documented_typing_forms_mean_their_stable_forms(typed, stable):
    game = place(
        new_game(4),
        hands=["5R 5O 5D 4L 2Y 2L 2G 1R 1O 1Y 1L", "1G", "1G", "1G"],
        stamm="Y O L D",
        columns=["2R", "3R 3O", "4R", "5G"],
        talon="1D",
    )
    if stable.startswith("jump"):
        game.apply(0, "combine 2Y 2G")
        game.apply(0, "under 2Y")
    elif stable in ("end",):
        game.apply(0, "combine 2Y 2G")
        game.apply(0, "under 2Y")
    elif stable in ("flip", "pass"):
        game = place(new_game(), hands=["1R", "1O"], discard="1G" if stable == "flip" else "")
    found = game.find_action(game.turn, typed)
    assert found is not None and found.text == stable


@pytest.mark.parametrize(
    "typed,stable",
    [
        ("pay 2Y", "pay 2Y"),
        ("zahle bi gelb", "pay 2Y"),
        ("take back 2Y", "unpay 2Y"),
        ("zurück 2Y", "unpay 2Y"),
        ("nimm bi gelb zurück", "unpay 2Y"),
        ("unpay 2Y", "unpay 2Y"),
        ("done", "done"),
        ("fertig", "done"),
        ("cancel", "cancel"),
        ("abbrechen", "cancel"),
    ],
)
def test_the_documented_payment_forms_mean_their_stable_forms(typed, stable):
    game = place(new_game(), hands=["2Y 2L 2G 1R", "1O"], columns=[None, "3R", None, None])
    game.apply(0, "acquire 3")
    if stable != "pay 2Y":
        for text in ("pay 2Y", "pay 2L", "pay 1R"):
            game.apply(0, text)
    found = game.find_action(0, typed)
    assert found is not None and found.text == stable


def test_saved_mid_payment_and_mid_order_loads_equal_and_typed_words_replay(tmp_path):
    from accessible_games.core.save import load_game, save_game

    from .monad_helpers import lookup

    game = new_game(2, seed=4)
    rng = random.Random(4)
    typed = 0
    for _ in range(400):
        seat = game.to_play()
        legal = game.legal_actions(seat)
        build = [a for a in legal if a.kind == "build"]
        if build and typed < 3:
            game.apply(seat, build[0])
            typed += 1
            path = tmp_path / f"paying{typed}.json"
            save_game(game, path)
            loaded, _ = load_game(path, lookup)
            assert loaded.fingerprint() == game.fingerprint()
            assert loaded.view(seat) == game.view(seat) and loaded.phase == PAYING
            game.apply(seat, "cancel")
            continue
        game.apply(seat, rng.choice(legal))
        if game.phase == ORDER:
            path = tmp_path / "order.json"
            save_game(game, path)
            loaded, _ = load_game(path, lookup)
            assert loaded.fingerprint() == game.fingerprint()
            assert loaded.view(seat)["order"] == game.view(seat)["order"]
        if game.is_over():
            break
    assert typed == 3
    # moves typed in words are kept in their stable form and replay
    game = new_game(2, seed=1)
    hand = game.hands[1]
    warm = next(c for c in hand if WARM[CARD_COLOUR[c]])
    cold = next(c for c in hand if not WARM[CARD_COLOUR[c]])
    words = {0: "rot", 1: "orange", 2: "gelb", 3: "hellblau", 4: "dunkelblau", 5: "grün"}
    game.apply(1, f"vereinige einer {words[CARD_COLOUR[warm]]} einer {words[CARD_COLOUR[cold]]}")
    assert game.log == [(1, f"combine {CARD_CODE[warm]} {CARD_CODE[cold]}")]
    save_game(game, tmp_path / "words.json")
    loaded, _ = load_game(tmp_path / "words.json", lookup)
    assert loaded.fingerprint() == game.fingerprint()


def test_refusals_of_cards_named_out_of_place():
    game = place(new_game(), hands=["2Y 2R 1R 1R 1O", "1O"], columns=[None, "3O", None, None])
    assert en(refused(game, 0, "under 2Y").msg) == "No cards wait to go under a column."
    error = refused(game, 0, "combine bi gelb bi blau")
    assert en(error.msg) == "You hold no light blue or dark blue Bi."
    assert de(error.msg) == "Du hast Bi weder in hellblau noch in dunkelblau."
    game.apply(0, "acquire 2")
    assert en(refused(game, 0, "pay 1R 2Y").msg) == "Name one card at a time."
    assert en(refused(game, 0, "under 2Y").msg).startswith("You are paying for Bi")
    assert refused(game, 0, "pay 2Y").msg.key == "monad.illegal.acquire_rank"
