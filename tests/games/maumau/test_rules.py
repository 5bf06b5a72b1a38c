"""One or more tests per rule and per Decision of the Mau Mau rules
(/work/shared/rules/maumau.md), each on an exact position."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from accessible_games.core.errors import OptionError
from accessible_games.core.messages import has_key
from accessible_games.games.maumau.cards import (
    CARD_COUNT,
    CARDS,
    COLOURS,
    DRAW_TWO,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
    card_msg,
)
from accessible_games.games.maumau.moves import (
    CHALLENGE_ACTION,
    COLOUR_ACTIONS,
    DRAW_ONE,
    PASS_ACTION,
    PLAY_ACTIONS,
    REPORT_ACTION,
    parse_move,
    penalty_draw,
)
from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.rules import MauMau

from .maumau_helpers import (
    assert_conserved,
    code,
    codes,
    de,
    en,
    find,
    kinds,
    new_game,
    place,
    play_randomly,
    refused,
    texts,
)


def card_id(wanted: str) -> int:
    return next(c.id for c in CARDS if c.code == wanted)


# --- material ---------------------------------------------------------------------------


def test_108_cards_as_the_rules_count_them():
    assert len(CARDS) == CARD_COUNT == 108
    assert [c.id for c in CARDS] == list(range(108))
    assert sum(1 for c in CARDS if c.rank < 10) == 76
    for colour in COLOURS:
        ranks = Counter(c.rank for c in CARDS if c.colour == colour)
        assert ranks == {0: 1, **{n: 2 for n in range(1, 10)}, DRAW_TWO: 2, SKIP: 2, REVERSE: 2}
    for rank in (DRAW_TWO, SKIP, REVERSE):
        assert sum(1 for c in CARDS if c.rank == rank) == 8
    assert [c.code for c in CARDS if c.rank == WILD] == ["W"] * 4
    assert [c.code for c in CARDS if c.rank == WILD_FOUR] == ["W+4"] * 4
    assert all(c.colour is None for c in CARDS if c.rank >= WILD)
    assert len({c.code for c in CARDS}) == 54  # the two copies share a code


def test_card_points_number_face_value_specials_20_jokers_50():
    for card in CARDS:
        expected = card.rank if card.rank < 10 else 50 if card.rank >= WILD else 20
        assert card.points == expected
    assert sum(c.points for c in CARDS) == 4 * (2 * 45) + 24 * 20 + 8 * 50


def test_card_ids_sort_by_colour_then_value_jokers_last():
    assert codes(range(25)) == [
        "R0",
        "R1",
        "R1",
        "R2",
        "R2",
        "R3",
        "R3",
        "R4",
        "R4",
        "R5",
        "R5",
        "R6",
        "R6",
        "R7",
        "R7",
        "R8",
        "R8",
        "R9",
        "R9",
        "R+2",
        "R+2",
        "RS",
        "RS",
        "RR",
        "RR",
    ]
    assert [c.colour for c in CARDS[:100:25]] == ["red", "blue", "green", "yellow"]
    assert codes(range(100, 108)) == ["W"] * 4 + ["W+4"] * 4


def test_card_names_in_english_and_german():
    names = {
        "R7": ("red 7", "rote 7"),
        "B+2": ("blue Draw Two", "Zieh 2 blau"),
        "GS": ("green Skip", "Aussetzen grün"),
        "YR": ("yellow Reverse", "Richtungswechsel gelb"),
        "W": ("Wild", "Joker"),
        "W+4": ("Wild Draw Four", "Joker +4"),
    }
    for wanted, (english, german) in names.items():
        assert en(card_msg(card_id(wanted))) == english
        assert de(card_msg(card_id(wanted))) == german


# --- set-up -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 11))
def test_seven_cards_each_the_rest_is_the_stock_its_top_card_starts_the_discard_pile(players):
    game = new_game(players, seed=players)
    assert [len(h) for h in game.hands] == [7] * players
    assert len(game.discard) == 1
    assert len(game.stock) == 108 - 7 * players - 1
    assert_conserved(game)
    assert game.round == 1
    assert game.scores == [0] * players
    dealt = [e for e in game.setup_events if e.kind == "dealt"]
    assert [e.visible_to for e in dealt] == [(s,) for s in range(players)]
    assert [e.data["cards"] for e in dealt] == game.hands


@pytest.mark.parametrize("players", [1, 11])
def test_two_to_ten_players(players):
    with pytest.raises(OptionError) as info:
        new_game(players)
    assert en(info.value.msg) == f"Mau Mau is played by 2 to 10 players, not {players}."


def test_starting_player_is_chosen_at_random_by_the_seed():
    starters = [new_game(4, seed=s).setup_events[0].data["starter"] for s in range(60)]
    assert set(starters) == {0, 1, 2, 3}
    assert new_game(4, seed=7).setup_events == new_game(4, seed=7).setup_events
    assert new_game(4, seed=7).fingerprint() == new_game(4, seed=7).fingerprint()


def test_decision_play_starts_counter_clockwise_and_every_turn_tells_direction_and_next():
    for seed in range(30):
        game = new_game(3, seed=seed)
        first = find(game.setup_events, "first_card")
        if first.data["effect"] != "reverse":
            assert game.direction == -1
            assert game.setup_events[0].data["direction"] == "counterclockwise"
    game = place(new_game(4), hands=["R1 B1", "R2 B2", "R3 B3", "R4 B4"], top="R5", turn=2)
    events = game.apply(2, "play R3")
    assert game.turn == 1  # seat numbers go down: counter-clockwise
    turn = find(events, "turn")
    assert turn.seat == 1
    assert turn.data["direction"] == "counterclockwise"
    assert turn.data["next"] == 0
    assert turn.data["colour"] == "red"
    assert code(turn.data["top"]) == "R3"
    view = game.view(1)
    assert (view["direction"], view["turn"], view["next"]) == ("counterclockwise", 1, 0)


def open_with(game: MauMau, wanted: str, starter: int) -> list:
    """Turn ``wanted`` as the first card of a fresh round (a copy is taken
    from the stock, or swapped into it from a hand)."""
    card = next((c for c in game.stock if code(c) == wanted), None)
    if card is None:
        holder = next(h for h in game.hands if any(code(c) == wanted for c in h))
        card = next(c for c in holder if code(c) == wanted)
        holder.remove(card)
        holder.append(game.stock.pop(0))
        holder.sort()
    else:
        game.stock.remove(card)
    game.stock[:0] = game.discard
    game.discard = []
    game.stock.append(card)
    game.direction = -1
    game.pending = 0
    return game._open(starter)


def test_first_card_draw_two_the_starting_player_is_the_victim():
    game = new_game(3, seed=1)
    events = open_with(game, "R+2", starter=1)
    assert find(events, "first_card").data["effect"] == "draw2"
    assert (game.turn, game.phase, game.pending) == (1, "penalty", 2)
    assert "draw" in texts(game)
    assert penalty_draw(2) in game.legal_actions(1)
    before = len(game.hands[1])
    events = game.apply(1, "draw")
    assert len(game.hands[1]) == before + 2
    assert game.turn == 0  # lost the turn; counter-clockwise from seat 1
    assert_conserved(game)


def test_first_card_draw_two_the_starting_player_may_stack_a_draw_two():
    game = new_game(3, seed=1)
    open_with(game, "R+2", starter=1)
    place(game, hands=["G1", "B+2 G4", "G3"], top="R+2", turn=1, phase="penalty", pending=2)
    game.apply(1, "play B+2")
    assert (game.turn, game.phase, game.pending) == (0, "penalty", 4)


def test_first_card_skip_the_starting_player_is_skipped():
    game = new_game(3, seed=2)
    events = open_with(game, "GS", starter=1)
    first = find(events, "first_card")
    assert (first.data["effect"], first.data["skipped"], first.data["turn"]) == ("skip", 1, 0)
    assert game.turn == 0 and game.phase == "play" and game.direction == -1
    game = new_game(2, seed=2)
    open_with(game, "GS", starter=1)
    assert game.turn == 0  # with two players the other one starts


def test_first_card_reverse_starting_player_loses_the_turn_play_goes_on_reversed():
    game = new_game(4, seed=3)
    events = open_with(game, "YR", starter=2)
    first = find(events, "first_card")
    assert (first.data["effect"], first.data["direction"], first.data["skipped"]) == (
        "reverse",
        "clockwise",
        2,
    )
    assert game.direction == 1
    assert game.turn == 3  # the next player in the reversed (clockwise) direction
    assert find(events, "turn").data["next"] == 0


def test_decision_first_card_joker_the_starting_player_names_the_colour_then_plays():
    game = new_game(3, seed=4)
    events = open_with(game, "W", starter=2)
    first = find(events, "first_card")
    assert first.data["effect"] == "wild" and first.data["colour"] is None
    assert (game.turn, game.phase) == (2, "colour")
    assert game.legal_actions(2) == list(COLOUR_ACTIONS)
    assert game.view(2)["colour"] is None
    hand = game.hands[2][0]
    error = refused(game, 2, f"play {code(hand)}" + (" R" if CARDS[hand].rank >= WILD else ""))
    assert error.msg.key == "maumau.illegal.name_colour_first"
    events = game.apply(2, "farbe grün")
    assert kinds(events) == ["colour_chosen", "turn"]
    assert events[0].data["colour"] == "green"
    assert (game.turn, game.phase, game.colour) == (2, "play", COLOURS.index("green"))
    assert "draw" in texts(game)


def test_decision_first_card_joker_four_goes_back_into_the_stock_and_a_new_card_is_turned():
    game = new_game(3, seed=5)
    wild_four = next(c for c in game.stock if code(c) == "W+4")
    events = open_with(game, "W+4", starter=0)
    assert kinds(events)[0] == "first_card_returned"
    assert events[0].data["card"] == wild_four
    assert code(game.discard[-1]) != "W+4"
    assert len(game.discard) == 1
    assert wild_four in game.stock
    assert_conserved(game)
    # the stock was shuffled: the returned card is not simply under the new top
    assert game.stock[-1] != wild_four or len(game.stock) == 1


def test_never_starts_with_a_joker_four_over_many_seeds():
    for seed in range(200):
        game = new_game(2, seed=seed)
        first = find(game.setup_events, "first_card")
        assert CARDS[first.data["card"]].rank != WILD_FOUR


# --- a turn --------------------------------------------------------------------------------


def test_a_card_matches_by_colour_or_by_number_or_symbol_and_jokers_always():
    game = place(new_game(), hands=["R9 B5 G7 W W+4", "Y1"], top="R5")
    assert texts(game) == sorted(
        ["play R9", "play B5", "draw"]
        + [f"play W {c}" for c in "RBGY"]
        + [f"play W+4 {c}" for c in "RBGY"]
    )
    game = place(new_game(), hands=["BS G7 G8", "Y1"], top="RS")
    assert texts(game) == ["draw", "play BS"]
    game = place(new_game(), hands=["B+2 G7 G8", "Y1"], top="R+2")  # a Draw Two already taken
    assert texts(game) == ["draw", "play B+2"]
    game = place(new_game(), hands=["BR G7 G8", "Y1"], top="RR")
    assert texts(game) == ["draw", "play BR"]


def test_a_card_that_does_not_match_is_refused_with_the_reason():
    game = place(new_game(), hands=["R9 G7", "Y1"], top="R5")
    error = refused(game, 0, "play G7")
    assert error.msg.key == "maumau.illegal.no_match"
    assert en(error.msg).startswith("green 7 does not fit on red 5: the colour is red.")
    assert de(error.msg).startswith("grüne 7 passt nicht auf rote 5: die Farbe ist rot.")


def test_a_card_not_in_hand_is_refused():
    game = place(new_game(), hands=["R9 G7", "Y1"], top="R5")
    error = refused(game, 0, "play R8")
    assert error.msg.key == "maumau.illegal.not_in_hand"
    assert en(error.msg) == "You do not hold red 8."


def test_two_copies_of_a_card_are_one_action():
    game = place(new_game(), hands=["R9 R9 G7", "Y1"], top="R5")
    assert texts(game) == ["draw", "play R9"]
    game.apply(0, "play R9")
    assert codes(game.hands[0]) == ["R9", "G7"]


def test_drawing_is_always_allowed_even_with_a_playable_card():
    game = place(new_game(), hands=["R9 G7", "Y1"], top="R5", stock="B1")
    assert "draw" in texts(game) and "play R9" in texts(game)
    events = game.apply(0, "draw")
    assert codes(game.hands[0]) == ["R9", "B1", "G7"] or sorted(codes(game.hands[0])) == [
        "B1",
        "G7",
        "R9",
    ]
    assert kinds(events) == ["draw", "drawn", "pass", "turn"]


def test_after_drawing_only_the_drawn_card_may_be_played_or_pass():
    game = place(new_game(), hands=["R9 G2 B3", "Y1"], top="R5", stock="R7")
    events = game.apply(0, "draw")
    assert kinds(events) == ["draw", "drawn"]
    drawn = find(events, "drawn")
    assert codes(drawn.data["cards"]) == ["R7"] and drawn.data["playable"] is True
    assert (game.turn, game.phase) == (0, "drawn")
    assert texts(game) == ["pass", "play R7"]
    error = refused(game, 0, "play R9")
    assert error.msg.key == "maumau.illegal.only_drawn"
    assert en(error.msg) == "After drawing you may only play the card you drew, red 7, or pass."
    assert refused(game, 0, "draw").msg.key == "maumau.illegal.drawn_already"
    game.apply(0, "play R7")
    assert code(game.discard[-1]) == "R7"
    assert game.turn == 1


def test_after_drawing_pass_ends_the_turn():
    game = place(new_game(), hands=["R9 G2 B3", "Y1"], top="R5", stock="R7")
    game.apply(0, "draw")
    events = game.apply(0, "pass")
    assert kinds(events) == ["pass", "turn"]
    assert events[0].data["forced"] is False
    assert game.turn == 1
    assert sorted(codes(game.hands[0])) == ["B3", "G2", "R7", "R9"]


def test_pass_is_refused_before_drawing():
    game = place(new_game(), hands=["R9 G2", "Y1"], top="R5")
    assert refused(game, 0, "pass").msg.key == "maumau.illegal.pass_before_draw"


def test_decision_a_drawn_card_that_does_not_fit_ends_the_turn_at_once():
    game = place(new_game(), hands=["G2 B3", "Y1"], top="R5", stock="Y7")
    events = game.apply(0, "draw")
    assert kinds(events) == ["draw", "drawn", "pass", "turn"]
    assert find(events, "drawn").data["playable"] is False
    assert find(events, "pass").data["forced"] is True
    assert game.turn == 1 and game.phase == "play"


def test_with_no_playable_card_the_player_must_draw():
    game = place(new_game(), hands=["G2 B3", "Y1"], top="R5")
    assert texts(game) == ["draw"]


def test_empty_stock_the_discard_pile_but_its_top_is_shuffled_into_a_new_stock():
    game = place(new_game(), hands=["G2", "B3"], top="R5", discard="Y1 Y2 Y3", stock="", fill=False)
    events = game.apply(0, "draw")
    assert kinds(events)[:2] == ["reshuffle", "draw"]
    assert events[0].data["count"] == 3
    assert codes(game.discard) == ["R5"]
    assert len(game.stock) == 2
    assert sorted(codes(game.stock + game.hands[0])) == ["G2", "Y1", "Y2", "Y3"]


def test_decision_with_no_card_left_to_draw_the_turn_passes():
    game = place(new_game(), hands=["G2", "B3"], top="R5", stock="", fill=False)
    events = game.apply(0, "draw")
    draw = find(events, "draw")
    assert (draw.data["count"], draw.data["wanted"]) == (0, 1)
    assert "drawn" not in kinds(events)
    assert game.turn == 1


# --- Draw Two ------------------------------------------------------------------------------


def test_draw_two_the_next_player_draws_two_and_loses_the_turn():
    game = place(new_game(3), hands=["R+2 G1 G2", "B1 B2", "Y1 Y2"], top="R5", stock="Y8 Y9")
    events = game.apply(0, "play R+2")
    play = find(events, "play")
    assert (play.data["effect"], play.data["victim"], play.data["pending"]) == ("draw2", 2, 2)
    assert (game.turn, game.phase, game.pending) == (2, "penalty", 2)
    assert texts(game) == ["draw"]
    assert en(game.legal_actions(2)[0].label) == "Draw 2 cards"
    events = game.apply(2, "draw")
    assert kinds(events) == ["draw", "drawn", "turn"]
    assert find(events, "draw").data["reason"] == "draw2"
    assert sorted(codes(game.hands[2])) == ["Y1", "Y2", "Y8", "Y9"]
    assert (game.turn, game.phase, game.pending) == (1, "play", 0)


def test_draw_two_stacks_and_the_penalty_grows_by_two():
    game = place(new_game(3), hands=["R+2 G1 G2", "G+2 B1 B3", "B+2 Y2 Y3"], top="R5")
    game.apply(0, "play R+2")
    assert "play B+2" in texts(game)  # any colour of Draw Two
    game.apply(2, "play B+2")
    assert (game.turn, game.pending) == (1, 4)
    game.apply(1, "play G+2")
    assert (game.turn, game.pending) == (0, 6)
    assert en(game.legal_actions(0)[-1].label) == "Draw 6 cards"
    game.apply(0, "draw")
    assert len(game.hands[0]) == 2 + 6
    assert game.turn == 2 and game.pending == 0


def test_decision_only_a_draw_two_answers_a_pending_draw_two():
    game = place(new_game(3), hands=["R+2 G1 G2", "B1", "R9 W W+4 RS B+2"], top="R5")
    game.apply(0, "play R+2")
    assert texts(game) == ["draw", "play B+2"]
    for text in ("play R9", "play W R", "play W+4 B", "play RS"):
        error = refused(game, 2, text)
        assert error.msg.key == "maumau.illegal.penalty_pending"
        assert en(error.msg).startswith("You must draw 2 cards, unless you play a Draw Two.")


# --- Skip and Reverse ----------------------------------------------------------------------


def test_skip_the_next_player_is_skipped():
    game = place(new_game(3), hands=["RS G1", "R1", "R2"], top="R5")
    events = game.apply(0, "play RS")
    play = find(events, "play")
    assert (play.data["effect"], play.data["skipped"], play.data["next"]) == ("skip", 2, 1)
    assert game.turn == 1
    assert game.waiting_for() == [1]


def test_reverse_reverses_the_direction():
    game = place(new_game(3), hands=["RR G1", "R1 B1", "R2 B2"], top="R5")
    events = game.apply(0, "play RR")
    assert find(events, "play").data["direction"] == "clockwise"
    assert game.direction == 1 and game.turn == 1
    game.apply(1, "play R1")
    assert game.turn == 2
    game.apply(2, "play R2")
    assert game.turn == 0


def test_two_players_skip_the_same_player_plays_again():
    game = place(new_game(2), hands=["RS G1 G2", "R1"], top="R5")
    events = game.apply(0, "play RS")
    assert find(events, "play").data["skipped"] == 1
    assert game.turn == 0 and find(events, "turn").seat == 0


def test_two_players_reverse_the_same_player_plays_again():
    game = place(new_game(2), hands=["RR G1 G2", "R1"], top="R5")
    events = game.apply(0, "play RR")
    play = find(events, "play")
    assert (play.data["skipped"], play.data["next"], play.data["direction"]) == (1, 0, "clockwise")
    assert game.turn == 0


# --- Jokers --------------------------------------------------------------------------------


def test_joker_is_playable_at_any_time_and_names_the_colour():
    game = place(new_game(), hands=["W G2 B7", "G4 R7 B2"], top="R5")
    assert {f"play W {c}" for c in "RBGY"} <= set(texts(game))
    events = game.apply(0, "play W G")
    play = find(events, "play")
    assert (play.data["colour"], play.data["effect"]) == ("green", "wild")
    assert game.colour == COLOURS.index("green")
    assert texts(game, 1) == ["draw", "play G4"]  # red 7 matches neither green nor the Joker
    assert game.view(1)["colour"] == "green"


def test_joker_needs_a_colour():
    game = place(new_game(), hands=["W G2", "Y1"], top="R5")
    error = refused(game, 0, "play W")
    assert error.msg.key == "maumau.illegal.need_colour"
    assert en(error.msg) == "Name a colour with Wild, for example play wild red."


def test_joker_is_not_playable_against_a_pending_draw_penalty():
    game = place(new_game(), hands=["W G2", "Y1"], top="R+2", phase="penalty", pending=2)
    assert texts(game) == ["draw"]
    assert refused(game, 0, "play W R").msg.key == "maumau.illegal.penalty_pending"


def test_joker_four_the_next_player_draws_four_and_loses_the_turn():
    game = place(new_game(3), hands=["G2 G4 W+4", "B1", "Y1"], top="R5")
    events = game.apply(0, "play W+4 B")
    play = find(events, "play")
    assert (play.data["effect"], play.data["colour"], play.data["victim"]) == ("draw4", "blue", 2)
    assert (game.turn, game.phase, game.pending) == (2, "wild4", 4)
    assert texts(game) == ["challenge", "draw"]
    events = game.apply(2, "draw")
    assert find(events, "draw").data == {
        "count": 4,
        "wanted": 4,
        "reason": "draw4",
        "hand": 5,
        "stock": len(game.stock),
    }
    assert game.turn == 1 and game.colour == COLOURS.index("blue")


def test_joker_four_only_without_a_card_of_the_colour_in_force_when_bluffing_is_off():
    game = place(new_game(bluffing=False), hands=["R2 W+4 G3", "Y1"], top="R5")
    assert not any("W+4" in t for t in texts(game))
    error = refused(game, 0, "play W+4 B")
    assert error.msg.key == "maumau.illegal.wild_four_colour"
    assert en(error.msg) == "You may play the Wild Draw Four only when you hold no red card."
    game = place(new_game(bluffing=False), hands=["B2 W+4 G3", "Y1"], top="R5")
    assert "play W+4 B" in texts(game)


def test_decision_with_bluffing_on_a_joker_four_may_break_its_condition():
    game = place(new_game(), hands=["R2 W+4 G3", "Y1"], top="R5")
    assert "play W+4 B" in texts(game)
    game.apply(0, "play W+4 B")
    assert game.wild_four is not None and game.wild_four[1] is True  # a bluff


def test_challenge_of_a_bluff_the_bluffer_draws_four_and_the_challenger_plays():
    game = place(new_game(3), hands=["R2 W+4 G3", "B1", "B7 Y1"], top="R5")
    game.apply(0, "play W+4 B")
    events = game.apply(2, "challenge")
    challenge = find(events, "challenge")
    assert challenge.data == {"target": 0, "drawer": 0, "count": 4}
    assert find(events, "hand_shown").data["bluff"] is True
    assert len(game.hands[0]) == 2 + 4
    assert len(game.hands[2]) == 2
    assert (game.turn, game.phase, game.pending) == (2, "play", 0)  # a normal turn
    assert game.colour == COLOURS.index("blue")
    assert texts(game) == ["draw", "play B7", "play B7 last"]


def test_challenge_of_a_fair_joker_four_the_challenger_draws_six_and_loses_the_turn():
    game = place(new_game(3), hands=["G2 W+4 G3", "B1", "B7 Y1"], top="R5")
    game.apply(0, "play W+4 B")
    events = game.apply(2, "challenge")
    challenge = find(events, "challenge")
    assert challenge.data == {"target": 0, "drawer": 2, "count": 6}
    assert find(events, "hand_shown").data["bluff"] is False
    assert len(game.hands[2]) == 2 + 6
    assert len(game.hands[0]) == 2
    assert (game.turn, game.phase, game.pending) == (1, "play", 0)


@pytest.mark.parametrize("hand", ["R2 W+4 G3", "G2 W+4 G3"])
def test_decision_only_the_challenger_is_shown_the_hand(hand):
    game = place(new_game(3), hands=[hand, "B1", "B7 Y1"], top="R5")
    game.apply(0, "play W+4 B")
    shown_hand = list(game.hands[0])
    events = game.apply(2, "challenge")
    shown = find(events, "hand_shown")
    assert shown.visible_to == (2,)
    assert shown.seat == 0 and shown.data["to"] == 2
    assert shown.data["cards"] == shown_hand
    assert shown.data["colour"] == "red"
    assert shown.data["bluff"] is (hand == "R2 W+4 G3")
    assert not shown.visible(0) and not shown.visible(1) and not shown.visible(None)
    # what everybody hears is who draws: no card of the hand, and not the word "bluff"
    assert set(find(events, "challenge").data) == {"target", "drawer", "count"}


def test_decision_no_challenge_when_bluffing_is_off():
    game = place(new_game(3, bluffing=False), hands=["G2 W+4 G3", "B1", "B7 Y1"], top="R5")
    game.apply(0, "play W+4 B")
    assert texts(game) == ["draw"]
    assert refused(game, 2, "lüge").msg.key == "maumau.illegal.no_bluffing"


def test_challenge_without_a_joker_four_is_refused():
    game = place(new_game(), hands=["G2", "B1"], top="R5")
    error = refused(game, 0, "challenge")
    assert error.msg.key == "maumau.illegal.nothing_to_challenge"


def test_a_joker_four_does_not_answer_a_joker_four():
    game = place(new_game(3), hands=["G2 W+4 G3", "B1", "W+4 B+2 Y1"], top="R5")
    game.apply(0, "play W+4 B")
    assert texts(game) == ["challenge", "draw"]
    assert refused(game, 2, "play W+4 R").msg.key == "maumau.illegal.wild_four_pending"
    assert refused(game, 2, "play B+2").msg.key == "maumau.illegal.wild_four_pending"


# --- "Letzte" ------------------------------------------------------------------------------


def test_last_card_call_is_part_of_the_play_action():
    game = place(new_game(3), hands=["R2 G3", "B1", "B7 Y1"], top="R5")
    assert texts(game) == ["draw", "play R2", "play R2 last"]
    events = game.apply(0, "play R2 last")
    assert find(events, "play").data["last"] is True
    assert game.called[0] is True
    assert game.view(1)["called"] == [True, None, None]
    assert "report" not in texts(game)
    assert (
        en(PLAY_ACTIONS[(CARDS[card_id("R2")].kind, None, True)].label)
        == "Play red 2 and call last card"
    )


def test_last_card_is_called_only_with_the_second_to_last_card():
    game = place(new_game(), hands=["R2 G3 G4", "B1"], top="R5")
    assert "play R2 last" not in texts(game)
    error = refused(game, 0, "play R2 last")
    assert error.msg.key == "maumau.illegal.last_not_now"


def test_decision_a_forgotten_last_card_may_be_reported_by_the_next_player_who_draws_two_for_it():
    game = place(new_game(3), hands=["R2 G3", "B1", "B7 Y1"], top="R5", stock="Y8 Y9")
    events = game.apply(0, "play R2")
    assert find(events, "play").data["last"] is False
    assert game.called[0] is False
    assert find(events, "turn").data["can_report"] == 0
    assert game.view(2)["can_report"] == 0
    assert game.view(1)["can_report"] is None
    assert texts(game) == ["draw", "report"]
    events = game.apply(2, "melden")
    assert kinds(events) == ["report", "draw", "drawn"]
    assert events[0].data == {"target": 0, "count": 2}
    assert find(events, "draw").data["reason"] == "report"
    assert find(events, "drawn").visible_to == (0,)
    assert sorted(codes(game.hands[0])) == ["G3", "Y8", "Y9"]
    assert game.called[0] is None
    # the reporter's turn goes on, and there is nothing more to report
    assert game.turn == 2
    assert texts(game) == ["draw"]


def test_decision_the_chance_to_report_is_gone_once_the_next_player_has_acted():
    game = place(new_game(3), hands=["R2 G3", "B1 R1", "R7 Y1 Y2"], top="R5")
    game.apply(0, "play R2")
    game.apply(2, "play R7")
    assert game.turn == 1
    assert "report" not in texts(game)
    error = refused(game, 1, "report")
    assert error.msg.key == "maumau.illegal.nothing_to_report"


def test_only_the_next_player_may_report():
    game = place(new_game(3), hands=["R2 G3", "B1 R1", "R7 Y1"], top="R5")
    game.apply(0, "play R2")
    error = refused(game, 1, "report")
    assert error.msg.key == "core.not_your_turn"


def test_the_next_player_may_report_before_answering_a_draw_two():
    game = place(new_game(3), hands=["R+2 G3", "B1", "B7 Y1"], top="R5")
    game.apply(0, "play R+2")
    assert texts(game) == ["draw", "report"]
    game.apply(2, "report")
    assert len(game.hands[0]) == 3
    assert (game.turn, game.phase, game.pending) == (2, "penalty", 2)
    assert texts(game) == ["draw"]


def test_no_report_when_the_same_player_plays_again():
    game = place(new_game(2), hands=["RS G3", "B1"], top="R5")
    game.apply(0, "play RS")
    assert game.turn == 0
    assert game.called[0] is False
    assert "report" not in texts(game)


def test_playing_the_drawn_card_with_two_cards_needs_the_call_too():
    game = place(new_game(), hands=["G2", "B1"], top="R5", stock="R7")
    game.apply(0, "draw")
    assert texts(game) == ["pass", "play R7", "play R7 last"]
    game.apply(0, "play R7 last")
    assert game.called[0] is True


# --- round and match -----------------------------------------------------------------------


def test_playing_the_last_card_wins_the_round_and_scores_the_opponents_cards():
    game = place(new_game(2), hands=["R2", "B+2 W Y7"], top="R5")
    events = game.apply(0, "play R2")
    over = find(events, "round_over")
    assert over.seat == 0
    assert over.data["points"] == 20 + 50 + 7
    assert over.data["hand_points"] == [0, 77]
    assert codes(over.data["hands"][1]) == ["B+2", "Y7", "W"]
    assert game.scores == [77, 0]
    assert game.history[0]["winner"] == 0
    # the match goes on with a new round
    assert not game.is_over()
    assert game.round == 2
    assert kinds(events)[kinds(events).index("round_over") + 1] == "round_start"
    assert [len(h) for h in game.hands] == [7, 7]
    assert_conserved(game)


def test_the_first_to_reach_the_points_per_match_wins_the_match():
    game = new_game(2, points_per_match=50)
    place(game, hands=["R2", "B+2 W Y7"], top="R5")
    events = game.apply(0, "play R2")
    assert kinds(events)[-2:] == ["round_over", "match_over"]
    assert game.is_over()
    assert game.result().winners == (0,)
    assert game.result().scores == (77, 0)
    assert game.waiting_for() == [] and game.legal_actions(0) == []
    assert refused(game, 0, "draw").msg.key == "core.game_over"


def test_quick_game_the_first_to_go_out_wins_the_match():
    game = new_game(3, quick=True)
    place(game, hands=["R2", "B1", "Y7"], top="R5")
    events = game.apply(0, "play R2")
    assert kinds(events)[-2:] == ["round_over", "match_over"]
    assert game.is_over() and game.result().winners == (0,)
    assert game.view(1)["target"] is None


def test_decision_going_out_with_a_draw_two_ends_the_round_without_the_penalty():
    game = new_game(2, quick=True)
    place(game, hands=["R+2", "B1"], top="R5")
    events = game.apply(0, "play R+2")
    assert "draw" not in kinds(events)
    assert len(game.hands[1]) == 1
    assert game.is_over()


def test_pairs_partners_sit_opposite_and_share_the_win():
    game = new_game(4, pairs=True, quick=True)
    place(game, hands=["R2", "B1", "Y7", "W"], top="R5")
    events = game.apply(0, "play R2")
    over = find(events, "round_over")
    assert over.data["team"] == [0, 2]
    assert over.data["points"] == 1 + 50  # only the opponents' cards count
    assert game.result().winners == (0, 2)
    assert game.scores == [51, 0, 51, 0]
    assert game.view(1)["teams"] == [[0, 2], [1, 3]]


def test_pairs_in_points_mode_the_pair_shares_its_score():
    game = new_game(4, pairs=True, points_per_match=100)
    place(game, hands=["B1", "R2", "Y7", "W"], top="R5", turn=1)
    game.apply(1, "play R2")
    assert game.scores == [0, 8, 0, 8] and not game.is_over()
    place(game, hands=["B1 W", "R2", "W+4", "RS"], top="R5", turn=3)
    game.apply(3, "play RS")  # seat 1 and 3 go on sharing
    assert game.scores == [0, 8 + 51 + 50, 0, 8 + 51 + 50]
    assert game.is_over() and game.result().winners == (1, 3)


def test_pairs_need_four_players():
    for players in (2, 3, 5):
        with pytest.raises(OptionError) as info:
            new_game(players, pairs=True)
        assert en(info.value.msg) == f"Pairs are played by exactly 4 players, not {players}."


# --- views ---------------------------------------------------------------------------------


def test_view_holds_the_own_hand_sorted_and_only_counts_of_the_others():
    game = place(new_game(3), hands=["W Y1 R9 B2", "G1 G2", "B7"], top="R5", stock="Y8 Y9")
    view = game.view(0)
    assert codes(view["hand"]) == ["R9", "B2", "Y1", "W"]  # by colour, then value; Jokers last
    assert view["hand_counts"] == [4, 2, 1]
    assert code(view["top"]) == "R5" and view["colour"] == "red"
    assert view["stock"] == len(game.stock) and view["discard"] == 1
    onlooker = game.view(None)
    assert onlooker["hand"] == []
    other = game.view(1)
    assert codes(other["hand"]) == ["G1", "G2"]
    for key, value in view.items():
        if key not in ("hand", "seat", "can_report", "drawn"):
            assert other[key] == value, key


def test_the_drawn_card_is_known_only_to_the_drawer():
    game = place(new_game(), hands=["R9 G2", "Y1"], top="R5", stock="R7")
    events = game.apply(0, "draw")
    draw, drawn = find(events, "draw"), find(events, "drawn")
    assert draw.visible_to is None and "cards" not in draw.data
    assert drawn.visible_to == (0,)
    assert game.view(0)["drawn"] == drawn.data["cards"][0]
    assert game.view(1)["drawn"] is None and game.view(None)["drawn"] is None


def test_waiting_for_follows_the_direction_and_the_skips():
    game = place(new_game(5), hands=["R1 B1", "R2 B2", "R3 B3", "RS B4", "RR B5"], top="R5", turn=4)
    seen = []
    for text in ("play RR", "play R1", "play R2", "play R3", "play RS"):
        seat = game.waiting_for()[0]
        seen.append(seat)
        game.apply(seat, text)
    assert game.direction == 1  # reversed by seat 4: clockwise
    assert seen == [4, 0, 1, 2, 3]
    assert game.waiting_for() == [0]  # seat 4 was skipped (wrapping round)


# --- options and automatic play --------------------------------------------------------------


def test_options_defaults_and_values_as_typed():
    opts = MauMauOptions()
    assert (opts.time_per_move, opts.quick, opts.points_per_match, opts.bluffing, opts.pairs) == (
        None,
        False,
        500,
        True,
        False,
    )
    opts = MauMauOptions.from_dict(
        {
            "time-per-move": "30",
            "quick": "an",
            "points-per-match": "200",
            "bluffing": "aus",
            "pairs": "ja",
        }
    )
    assert (opts.time_per_move, opts.quick, opts.points_per_match, opts.bluffing, opts.pairs) == (
        30,
        True,
        200,
        False,
        True,
    )
    assert MauMauOptions.from_dict({"time_per_move": "keine"}).time_per_move is None
    with pytest.raises(OptionError) as info:
        MauMauOptions.from_dict({"points_per_match": "5"})
    assert "points_per_match" in en(info.value.msg)
    for name in MauMauOptions.names():
        assert has_key(f"maumau.option.{name}")


def test_timeout_action_is_what_the_automatic_player_does():
    game = place(new_game(3), hands=["W R2 G3", "B1", "B7"], top="R5")
    assert game.timeout_action(0).text == "play R2"  # a coloured card before a Joker
    assert game.timeout_action(1) is None  # not this seat's turn
    game = place(new_game(3), hands=["W G3", "B1", "B7"], top="R5")
    assert game.timeout_action(0).text == "play W G last"  # the colour held, and the call
    game = place(new_game(3), hands=["R2 G3", "B1", "B7"], top="R5", stock="W+4")
    game.apply(0, "draw")
    assert "play W+4 B" in texts(game)  # a bluff is allowed ...
    assert game.timeout_action(0).text == "pass"  # ... but the automatic player never bluffs
    game = place(new_game(3), hands=["G2 G3", "B1", "B7"], top="R5", stock="R7")
    assert game.timeout_action(0).text == "draw"
    game.apply(0, "draw")
    assert game.timeout_action(0).text == "play R7"  # plays the drawn card
    game = place(new_game(3), hands=["G+2 G3", "B1", "B7"], top="R+2", phase="penalty", pending=2)
    assert game.timeout_action(0).text == "draw"
    open_with(game, "W", starter=1)
    place(game, hands=["G1", "B1 B2 Y7", "B7"], top="W", colour=None, turn=1, phase="colour")
    game.colour = -1
    assert game.timeout_action(1).text == "colour B"
    for seed in range(20):  # the automatic player finishes any game
        game = new_game(3, seed=seed, quick=True, time_per_move=10)
        while not game.is_over():
            seat = game.to_play()
            action = game.timeout_action(seat)
            assert action is not None and action.text in texts(game)
            game.apply(seat, action)


# --- typed moves ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed, text",
    [
        ("play R7", "play R7"),
        ("play red 7", "play R7"),
        ("spiele rote sieben", "play R7"),
        ("r7 letzte", "play R7 last"),
        ("play red 7 last card", "play R7 last"),
        ("spiele rot 7 und rufe letzte", "play R7 last"),
        ("play B+2", "play B+2"),
        ("blue draw two", "play B+2"),
        ("zieh 2 blau", "play B+2"),
        ("spiele blau zieh zwei", "play B+2"),
        ("aussetzen grün", "play GS"),
        ("green skip", "play GS"),
        ("gs", "play GS"),
        ("richtungswechsel gelb", "play YR"),
        ("yellow reverse", "play YR"),
        ("play W R", "play W R"),
        ("joker grün", "play W G"),
        ("play wild blue last", "play W B last"),
        ("play W+4 G", "play W+4 G"),
        ("wild draw four yellow", "play W+4 Y"),
        ("joker +4 rot", "play W+4 R"),
        ("joker plus 4 rot letzte", "play W+4 R last"),
        ("draw", "draw"),
        ("ziehen", "draw"),
        ("ziehe 4", "draw"),
        ("zieh 2", "draw"),
        ("pass", "pass"),
        ("passe", "pass"),
        ("lüge", "challenge"),
        ("Lüge!", "challenge"),
        ("challenge", "challenge"),
        ("melden", "report"),
        ("report", "report"),
        ("letzte", "report"),
        ("colour R", "colour R"),
        ("farbe grün", "colour G"),
        ("blue", "colour B"),
    ],
)
def test_typed_moves_in_english_and_german(typed, text):
    parsed = parse_move(typed)
    assert parsed is not None, typed
    assert parsed.text == text


@pytest.mark.parametrize(
    "typed",
    [
        "",
        "play",
        "play 7",
        "play red",
        "play purple 7",
        "red blue 7",
        "play red 7 blue 3",
        "hello",
        "draw red",
        "colour purple",
        "pass red",
        "play red 7 pass",
    ],
)
def test_not_a_move(typed):
    assert parse_move(typed) is None


def test_typed_moves_are_found_among_the_legal_actions():
    game = place(new_game(), hands=["R9 W G2", "Y1"], top="R5")
    assert game.find_action(0, "spiele rote 9").text == "play R9"
    assert game.find_action(0, "joker gelb").text == "play W Y"
    assert game.find_action(0, "play W") is None
    assert game.understands("spiele rot 9") and game.understands("play nonsense")
    assert not game.understands("hand")
    error = refused(game, 0, "spiele lila 9")
    assert error.msg.key == "maumau.illegal.syntax"


def test_every_action_label_and_refusal_is_said_in_both_languages():
    actions = [
        *PLAY_ACTIONS.values(),
        DRAW_ONE,
        PASS_ACTION,
        CHALLENGE_ACTION,
        REPORT_ACTION,
        *COLOUR_ACTIONS,
    ]
    assert len({a.text for a in actions}) == len(actions)
    for action in [*actions, penalty_draw(4)]:
        for text in (en(action.label), de(action.label)):
            assert text and "{" not in text and "maumau." not in text


def test_events_made_quickly_equal_ordinary_events():
    from accessible_games.core.game import Event
    from accessible_games.games.maumau.rules import _event

    assert _event("turn", 1, {"a": 1}) == Event("turn", 1, {"a": 1})
    assert _event("drawn", 0, {"cards": [3]}, (0,)) == Event("drawn", 0, {"cards": [3]}, (0,))
    assert _event("reshuffle") == Event("reshuffle")
    assert not _event("drawn", 0, {}, (0,)).visible(1)


def test_random_games_end_and_keep_every_card():
    for seed in range(6):
        game = new_game(2 + seed, seed=seed, points_per_match=60)
        events = play_randomly(game, random.Random(seed), limit=200_000)
        assert_conserved(game)
        assert events[-1].kind == "match_over"
        assert max(game.scores) >= 60
