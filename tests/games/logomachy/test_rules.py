"""One or more tests per rule and per Decision of docs/rules/logomachy.md,
each on an exact position."""

from __future__ import annotations

import random

import pytest
from logomachy_helpers import cards, codes, en, new_game, place, play_randomly, texts

from accessible_games.core.errors import OptionError
from accessible_games.core.messages import render
from accessible_games.core.rng import Chance
from accessible_games.games.logomachy.moves import card_msg
from accessible_games.games.logomachy.rules import Logomachy
from tests.game_helpers import refused


def finish_deal(game: Logomachy, captured: list[str], **kw) -> list:
    """End the deal at once: seat 0 lays its last card into an empty middle
    (capturing nothing), the stock and all other hands are empty. Returns the
    events; the scoring of the deal is in ``game.history[-1]``."""
    hands = ["G9"] + [""] * (game.players - 1)
    place(game, hands=hands, middle="", stock="", turn=0, captured=captured, **kw)
    assert texts(game) == ["play G9"]
    return game.apply(0, "play G9")


# --- the deal ---------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 9))
def test_first_deal_three_cards_each_four_in_the_middle(players):
    game = new_game(players, seed=players)
    assert [len(h) for h in game.hands] == [3] * players
    assert len(game.middle) == 4
    assert len(game.stock) == len(game.deck) - 3 * players - 4
    assert game.deal_number == 1
    # the first dealer is seat 0; the player left of the dealer starts
    assert game.dealer == 0
    assert game.turn == 1
    assert game.to_play() == 1
    assert all(not pile for pile in game.captured)
    assert game.chips == [0] * players


def test_deal_goes_clockwise_from_the_dealers_left(monkeypatch):
    # no shuffle: the stock is the deck in file order, its last card on top
    monkeypatch.setattr(Chance, "shuffle", lambda self, items: None)
    game = new_game(3)
    deck = game.deck

    def top(k: int):
        return deck[len(deck) - 1 - k]

    # one card at a time: seat 1 (dealer's left), seat 2, then the dealer
    assert game.hands[1] == [top(0), top(3), top(6)]
    assert game.hands[2] == [top(1), top(4), top(7)]
    assert game.hands[0] == [top(2), top(5), top(8)]
    assert game.middle == [top(9), top(10), top(11), top(12)]
    assert game.stock == deck[: len(deck) - 13]


def test_dealer_passes_clockwise_each_deal_and_left_of_dealer_starts():
    game = new_game(4, seed=11)
    events = play_randomly(game, random.Random(11))
    dealers, starters = [], []
    for i, event in enumerate(events):
        if event.kind == "deal_start":
            dealers.append(event.seat)
            starters.append(next(e.seat for e in events[i:] if e.kind == "turn"))
    assert dealers == [0, 1, 2, 3]
    assert starters == [1, 2, 3, 0]
    assert [h["dealer"] for h in game.history] == [0, 1, 2, 3]


def test_play_is_clockwise():
    game = place(new_game(3), hands=["G9 G8", "B8 B9", "R6 R5"], middle="Y1", stock="", turn=0)
    game.apply(0, "play G9")
    assert game.turn == 1
    game.apply(1, "play B8")
    assert game.turn == 2
    game.apply(2, "play R6")
    assert game.turn == 0


# --- a turn: pairing, sums, laying ---------------------------------------------


def test_pairing_takes_the_same_value_card():
    game = place(new_game(), hands=["Y5 G10", "B9"], middle="R5 G2 B1")
    assert "play Y5 take R5" in texts(game)
    events = game.apply(0, "play Y5 take R5")
    assert codes(game.captured[0]) == ["Y5", "R5"]
    assert codes(game.middle) == ["G2", "B1"]
    assert codes(game.hands[0]) == ["G10"]
    capture = next(e for e in events if e.kind == "capture")
    assert capture.data["how"] == "pair"


def test_pairing_comes_before_sums():
    # Y5 could sum G2 + B3, but a 5 lies in the middle: only the pair is legal
    game = place(new_game(), hands=["Y5", "B9"], middle="R5 G2 B3")
    assert texts(game) == ["play Y5 take R5"]
    error = refused(game, 0, "play Y5 take G2 B3")
    assert error.msg.key == "logomachy.illegal.must_pair"
    assert "red 5" in en(error.msg)


def test_several_pairs_player_chooses_which():
    game = place(new_game(), hands=["Y5", "B9"], middle="R5 G5 B1")
    assert texts(game) == ["play Y5 take G5", "play Y5 take R5"]
    game.apply(0, "play Y5 take G5")
    assert codes(game.captured[0]) == ["Y5", "G5"]
    assert codes(game.middle) == ["R5", "B1"]
    # the other choice is just as legal
    other = place(new_game(), hands=["Y5", "B9"], middle="R5 G5 B1")
    other.apply(0, "play Y5 take R5")
    assert codes(other.middle) == ["G5", "B1"]
    # taking both pairs at once is not a move
    game = place(new_game(), hands=["Y5", "B9"], middle="R5 G5 B1")
    error = refused(game, 0, "play Y5 take R5 G5")
    assert error.msg.key == "logomachy.illegal.must_pair"


def test_sum_of_two_cards():
    game = place(new_game(), hands=["Y5", "B9"], middle="R2 G3 B10")
    assert texts(game) == ["play Y5 take G3 R2"]
    events = game.apply(0, "play Y5 take R2 G3")  # any order is understood
    assert codes(game.captured[0]) == ["Y5", "R2", "G3"]
    assert codes(game.middle) == ["B10"]
    assert next(e for e in events if e.kind == "capture").data["how"] == "sum"


def test_sum_of_three_or_more_cards():
    game = place(new_game(), hands=["Y10", "B9"], middle="R1 G2 B3 R4 Y9")
    # 10 = 1+2+3+4 ; 1+9 ; no 10 in the middle
    assert texts(game) == ["play Y10 take B3 G2 R1 R4", "play Y10 take R1 Y9"]
    game.apply(0, "play Y10 take R1 G2 B3 R4")
    assert codes(game.middle) == ["Y9"]
    assert sorted(codes(game.captured[0])) == sorted(["Y10", "R1", "G2", "B3", "R4"])


def test_sum_choice_among_combinations():
    game = place(new_game(), hands=["Y5", "B9"], middle="R1 G4 R2 G3")
    assert texts(game) == ["play Y5 take G3 R2", "play Y5 take G4 R1"]
    game.apply(0, "play Y5 take G4 R1")
    assert codes(game.middle) == ["R2", "G3"]
    assert codes(game.captured[0]) == ["Y5", "R1", "G4"]


def test_a_single_card_of_another_value_is_no_sum():
    game = place(new_game(), hands=["Y5", "B9"], middle="R2 G9")
    assert texts(game) == ["play Y5"]


def test_wrong_sum_is_refused_with_the_reason():
    game = place(new_game(), hands=["Y5", "B9"], middle="R1 G4 R2 G3")
    error = refused(game, 0, "play Y5 take R1 R2")
    assert error.msg.key == "logomachy.illegal.wrong_sum"
    assert en(error.msg) == "Those cards add up to 3, but yellow 5 (U) is worth 5."


def test_taking_a_card_not_in_the_middle_is_refused():
    game = place(new_game(), hands=["Y5", "B9"], middle="R1 G4")
    error = refused(game, 0, "play Y5 take R2 G3")
    assert error.msg.key == "logomachy.illegal.not_in_middle"


def test_playing_a_card_not_in_hand_is_refused():
    game = place(new_game(), hands=["Y5", "B9"], middle="R1 G4")
    error = refused(game, 0, "play B9")
    assert error.msg.key == "logomachy.illegal.not_in_hand"


def test_capture_is_compulsory():
    game = place(new_game(), hands=["Y5 B9", "G9"], middle="R1 G4")
    assert texts(game) == ["play B9", "play Y5 take G4 R1"]
    error = refused(game, 0, "play Y5")
    assert error.msg.key == "logomachy.illegal.must_capture"
    assert "green 4" in en(error.msg) and "red 1" in en(error.msg)
    # with a pair too
    game = place(new_game(), hands=["Y4", "G9"], middle="R1 G4")
    assert refused(game, 0, "play Y4").msg.key == "logomachy.illegal.must_capture"


def test_lay_only_for_a_card_that_captures_nothing():
    game = place(new_game(), hands=["B9 Y5", "G8"], middle="R1 G4")
    events = game.apply(0, "play B9")
    assert codes(game.middle) == ["R1", "G4", "B9"]
    assert game.captured[0] == []
    assert [e.kind for e in events][:1] == ["lay"]
    # a card that captures nothing cannot take anything
    game = place(new_game(), hands=["B9", "G8"], middle="R1 G4")
    assert refused(game, 0, "play B9 take R1").msg.key == "logomachy.illegal.nothing_to_take"


def test_every_legal_action_is_one_card_and_one_capture_choice():
    game = place(new_game(), hands=["Y5 B8 G1", "G8"], middle="R1 G4 R5")
    assert texts(game) == ["play B8", "play G1 take R1", "play Y5 take R5"]
    for action in game.legal_actions(0):
        move = action.data[0]
        assert move.card.code in {"Y5", "B8", "G1"}
        assert move.kind in {"pair", "sum", "lay"}


def test_typed_moves_are_matched_among_the_kept_legal_actions():
    game = place(new_game(), hands=["Y5 G1", "B9"], middle="R2 G3 R5 B1")
    kept = game.legal_by_text()
    assert game.find_action(0, "spiele gelb 5 nimm rot 5") is kept["play Y5 take R5"]
    assert game.find_action(0, "play green 1 take blue 1") is kept["play G1 take B1"]
    assert game.find_action(0, "play Y5 take R2 G3") is None  # pairing comes first
    assert game.find_action(1, "play B9") is None  # not seat 1's turn
    game.apply(0, "yellow 5 x red 5")
    # the move changed the position: seat 1's actions are worked out anew
    assert texts(game) == ["play B9"]
    assert game.find_action(1, "spiel blau 9") is game.legal_by_text()["play B9"]


# --- the sweep ---------------------------------------------------------------


def test_sweep_by_pairing_wins_a_chip_at_once():
    game = place(new_game(), hands=["Y5 G1", "B9"], middle="R5", stock="R10 G10 B10")
    events = game.apply(0, "play Y5 take R5")
    assert game.middle == []
    assert game.chips == [1, 0]
    assert [e.kind for e in events][:2] == ["capture", "sweep"]


def test_sweep_by_sum_wins_a_chip():
    game = place(new_game(), hands=["Y5 G1", "B9"], middle="R2 G3", stock="R10")
    game.apply(0, "play Y5 take G3 R2")
    assert game.chips == [1, 0]


def test_no_sweep_when_cards_remain():
    game = place(new_game(), hands=["Y5 G1", "B9"], middle="R5 G2", stock="R10")
    events = game.apply(0, "play Y5 take R5")
    assert game.chips == [0, 0]
    assert "sweep" not in [e.kind for e in events]


def test_sweep_counts_on_the_last_capture_of_a_deal():
    game = place(
        new_game(),
        hands=["G5", ""],
        middle="R5",
        stock="",
        captured=["", "G1 G2 G3"],
    )
    events = game.apply(0, "play G5 take R5")
    kinds = [e.kind for e in events]
    assert kinds.index("sweep") < kinds.index("deal_over")
    # seat 0: the sweep; seat 1: most cards (3 against 2); nobody has yellow
    assert game.history[0]["chips"] == [1, 1]
    assert game.history[0]["most_cards"]["winners"] == [1]


# --- refilling hands ------------------------------------------------------------


def test_three_new_cards_each_when_all_hands_are_empty_middle_unchanged():
    game = place(
        new_game(),
        hands=["", "G9"],
        middle="R1 B2",
        stock="R10 G10 B10 R8 G8 B8 R7",  # R7 on top
        turn=1,
        dealer=0,
    )
    events = game.apply(1, "play G9")
    # the middle only got the laid card; nothing was added from the stock
    assert codes(game.middle) == ["R1", "B2", "G9"]
    # dealt one at a time from the top, starting left of the dealer (seat 1)
    assert codes(game.hands[1]) == ["R7", "G8", "B10"]
    assert codes(game.hands[0]) == ["B8", "R8", "G10"]
    assert codes(game.stock) == ["R10"]
    dealt = next(e for e in events if e.kind == "hands_dealt")
    assert dealt.data["counts"] == [3, 3]
    # play goes on clockwise after the player who emptied the last hand
    assert game.turn == 0


def test_no_refill_while_a_hand_still_holds_cards():
    game = place(new_game(), hands=["R3", "G9"], middle="R1 B2", stock="R10 G10 B10", turn=1)
    game.apply(1, "play G9")
    assert codes(game.hands[0]) == ["R3"] and game.hands[1] == []
    assert len(game.stock) == 3
    assert game.turn == 0


def test_short_stock_is_dealt_one_by_one_clockwise_until_empty():
    game = place(
        new_game(3),
        hands=["", "", "G9"],
        middle="R1 B2",
        stock="R10 G10 B10 R8 G8",  # G8 on top
        turn=2,
        dealer=0,
    )
    game.apply(2, "play G9")
    assert game.stock == []
    # seat 1, seat 2, seat 0, seat 1, seat 2
    assert codes(game.hands[1]) == ["G8", "G10"]
    assert codes(game.hands[2]) == ["R8", "R10"]
    assert codes(game.hands[0]) == ["B10"]
    assert game.turn == 0


def test_players_without_cards_are_skipped():
    game = place(
        new_game(3),
        hands=["G10", "G8 B10", "R8 R10"],
        middle="Y1",
        stock="",
        turn=0,
    )
    game.apply(0, "play G10")
    assert game.turn == 1
    game.apply(1, "play G8")
    assert game.turn == 2
    game.apply(2, "play R8 take G8")
    # seat 0 has no cards left: it is skipped
    assert game.turn == 1
    assert game.legal_actions(0) == []
    error = refused(game, 0, "play G10")
    assert error.msg.key == "core.not_your_turn"
    game.apply(1, "play B10 take G10")
    assert game.turn == 2


# --- the end of a deal and scoring ------------------------------------------------


def test_deal_ends_when_stock_used_up_and_hands_empty():
    game = place(new_game(), hands=["G9", "R3"], middle="Y1", stock="", turn=0)
    events = game.apply(0, "play G9")
    assert "deal_over" not in [e.kind for e in events]  # seat 1 still holds a card
    events = game.apply(1, "play R3")
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["lay", "deal_over"]
    assert (
        kinds.index("deal_over")
        < kinds.index("score_yellow7")
        < kinds.index("score_most_yellow")
        < kinds.index("score_most_cards")
        < kinds.index("deal_scored")
        < kinds.index("deal_start")
    )
    # the next deal starts afresh, dealt by seat 1
    assert game.deal_number == 2
    assert game.dealer == 1
    assert game.turn == 0
    assert [len(h) for h in game.hands] == [3, 3]
    assert len(game.middle) == 4
    assert len(game.stock) == 40 - 10
    assert all(not pile for pile in game.captured)


def test_score_yellow7_first_and_set_aside_then_yellow_then_cards():
    # Had the yellow 7 stayed, seat 0 would tie seat 1 on yellow cards; had the
    # yellow cards stayed, both would tie on cards.
    game = new_game()
    finish_deal(game, ["Y7 R1 R2", "Y1 G1"])
    record = game.history[0]
    assert record["yellow7"] == 0
    assert record["most_yellow"]["winners"] == [1]
    assert record["most_yellow"]["counts"] == [0, 1]
    assert record["most_cards"]["winners"] == [0]
    assert record["most_cards"]["counts"] == [2, 1]
    assert game.chips == [2, 1]


def test_score_events_in_order():
    game = new_game()
    events = finish_deal(game, ["Y7 R1 R2", "Y1 G1"])
    scoring = [
        (e.kind, e.seat, e.data.get("winners")) for e in events if e.kind.startswith("score_")
    ]
    assert scoring == [
        ("score_yellow7", 0, None),
        ("score_most_yellow", None, [1]),
        ("score_most_cards", None, [0]),
    ]


def test_score_ties_all_score():
    game = new_game(3)
    finish_deal(game, ["Y1 Y2", "Y3 Y4 R1", "G1"])
    record = game.history[0]
    assert record["yellow7"] is None
    assert record["most_yellow"]["winners"] == [0, 1]
    assert record["most_cards"]["winners"] == [1, 2]
    assert game.chips == [1, 2, 1]


def test_no_chip_for_zero_cards():
    game = new_game(3)
    finish_deal(game, ["", "", ""])
    record = game.history[0]
    assert record["yellow7"] is None
    assert record["most_yellow"]["winners"] == []
    assert record["most_cards"]["winners"] == []
    assert game.chips == [0, 0, 0]


def test_no_yellow_chip_when_nobody_has_yellow():
    game = new_game(3)
    finish_deal(game, ["R1", "G1 G2", "Y7"])
    record = game.history[0]
    assert record["yellow7"] == 2
    # the yellow 7 is set aside: no yellow and no card left for seat 2
    assert record["most_yellow"]["winners"] == []
    assert record["most_cards"]["winners"] == [1]
    assert game.chips == [0, 1, 1]


def test_unclaimed_middle_stays_unclaimed_by_default():
    game = place(new_game(), hands=["G5", "B9"], middle="R5 R1 G2", stock="", turn=0)
    game.apply(0, "play G5 take R5")
    events = game.apply(1, "play B9")
    over = next(e for e in events if e.kind == "deal_over")
    assert sorted(game.deck[i].code for i in over.data["middle"]) == ["B9", "G2", "R1"]
    assert "middle_taken" not in [e.kind for e in events]
    assert game.history[0]["most_cards"]["counts"] == [2, 0]


def test_option_last_capture_takes_the_middle():
    game = place(
        new_game(last_capture_takes_middle=True),
        hands=["G5", "B9"],
        middle="R5 R1 G2",
        stock="",
        turn=0,
    )
    game.apply(0, "play G5 take R5")
    events = game.apply(1, "play B9")
    taken = next(e for e in events if e.kind == "middle_taken")
    assert taken.seat == 0
    assert sorted(game.deck[i].code for i in taken.data["cards"]) == ["B9", "G2", "R1"]
    kinds = [e.kind for e in events]
    assert kinds.index("middle_taken") < kinds.index("score_yellow7")
    assert game.history[0]["most_cards"]["counts"] == [5, 0]
    # the rest of the middle is no sweep
    assert "sweep" not in kinds
    assert game.chips == [1, 0]


def test_option_last_capture_takes_middle_with_no_capture_in_the_deal():
    game = place(
        new_game(last_capture_takes_middle=True), hands=["G9", "B8"], middle="R1", stock=""
    )
    events = game.apply(0, "play G9")
    events += game.apply(1, "play B8")
    assert "middle_taken" not in [e.kind for e in events]
    assert game.history[0]["most_cards"]["counts"] == [0, 0]


def test_yellow7_left_in_the_middle_scores_for_nobody():
    game = place(new_game(), hands=["G9", ""], middle="Y7 R1", stock="", captured=["Y1", "R2 R3"])
    events = game.apply(0, "play G9")
    assert next(e for e in events if e.kind == "score_yellow7").seat is None
    record = game.history[0]
    assert record["yellow7"] is None
    assert record["most_yellow"]["winners"] == [0]
    assert record["most_cards"]["winners"] == [1]


# --- the match -------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5])
def test_default_match_is_one_deal_per_player(players):
    game = new_game(players, seed=players)
    events = play_randomly(game, random.Random(players))
    assert [e.data["deal"] for e in events if e.kind == "deal_start"] == list(range(1, players + 1))
    assert len(game.history) == players
    assert game.waiting_for() == []
    assert game.to_play() is None


def test_option_deals():
    game = new_game(2, seed=5, deals=3)
    play_randomly(game, random.Random(5))
    assert len(game.history) == 3
    assert game.deal_number == 3


def test_option_target_chips_checked_after_the_deal():
    game = new_game(target_chips=3)
    # a sweep that reaches the target does not end the match mid-deal
    place(game, hands=["G5 G1", "B9"], middle="R5", stock="R10", chips=[2, 0])
    game.apply(0, "play G5 take R5")
    assert game.chips == [3, 0]
    assert not game.is_over()
    assert game.result() is None
    # the check comes when the deal ends
    events = finish_deal(game, ["", "R1"], chips=[3, 0])
    assert game.is_over()
    assert game.result().winners == (0,)
    assert events[-1].kind == "match_over"


def test_option_target_chips_match_goes_on_below_target():
    game = new_game(target_chips=5)
    finish_deal(game, ["R1", ""], chips=[2, 2])
    assert game.chips == [3, 2]
    assert not game.is_over()
    assert game.deal_number == 2


def test_option_target_chips_overrides_the_number_of_deals():
    game = new_game(2, seed=3, deals=1, target_chips=99)
    finish_deal(game, ["R1", ""])
    assert not game.is_over()
    assert game.deal_number == 2


def test_target_chips_match_stops_after_99_deals():
    game = new_game(target_chips=99)
    game.deal_number = 99
    finish_deal(game, ["R1", ""])
    assert game.is_over()
    assert game.result().winners == (0,)


def test_players_passing_the_target_in_the_same_deal_share_the_win():
    game = new_game(3, target_chips=2)
    finish_deal(game, ["R1", "G1", ""], chips=[1, 1, 0])
    assert game.is_over()
    assert game.result().scores == (2, 2, 0)
    assert game.result().winners == (0, 1)


def test_most_chips_win():
    game = new_game(deals=1)
    finish_deal(game, ["Y7 R1", "G1"], chips=[1, 1])
    assert game.is_over()
    result = game.result()
    assert result.scores == (3, 2)
    assert result.winners == (0,)
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []
    assert refused(game, 0, "play G9").msg.key == "core.game_over"


def test_shared_win_on_tie():
    game = new_game(3, deals=1)
    events = finish_deal(game, ["", "R1", ""], chips=[4, 3, 2])
    assert game.is_over()
    assert game.result().scores == (4, 4, 2)
    assert game.result().winners == (0, 1)
    assert events[-1].data["winners"] == [0, 1]


# --- players and decks ---------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 9))
def test_two_to_eight_players(players):
    game = Logomachy(players, {}, 0)
    assert game.players == players
    assert game.waiting_for() == [1]


@pytest.mark.parametrize("players", [0, 1, 9])
def test_wrong_number_of_players_is_refused(players):
    with pytest.raises(OptionError) as info:
        Logomachy(players, {}, 0)
    text = en(info.value.msg)
    assert "2" in text and "8" in text and str(players) in text


@pytest.mark.parametrize(
    "players,size", [(p, 40) for p in (2, 3, 4)] + [(p, 60) for p in (5, 6, 7, 8)]
)
def test_default_deck_size(players, size):
    game = Logomachy(players, {}, 0)
    assert len(game.deck) == size
    yellow7 = [c for c in game.deck if c.colour == "yellow" and c.value == 7]
    assert len(yellow7) == 1
    colours = {c.colour for c in game.deck}
    assert colours == (
        {"red", "green", "blue", "yellow"}
        if size == 40
        else {"red", "green", "blue", "yellow", "orange", "purple"}
    )
    # one card for every colour x value 1-10
    assert sorted((c.colour, c.value) for c in game.deck) == sorted(
        (colour, value) for colour in colours for value in range(1, 11)
    )


def test_deck_option_chooses_a_built_in_deck():
    assert len(Logomachy(2, {"deck": "six-colours"}, 0).deck) == 60
    assert len(Logomachy(8, {"deck": "four-colours"}, 0).deck) == 40


def test_cards_are_known_by_letter():
    game = new_game()
    assert all(len(c.letter) == 1 and c.letter.isalpha() for c in game.deck)
    yellow7 = cards(game, "Y7")[0]
    assert en(card_msg(yellow7)) == f"yellow 7 ({yellow7.letter})"
    assert render(card_msg(yellow7), "de") == f"gelbe 7 ({yellow7.letter})"
