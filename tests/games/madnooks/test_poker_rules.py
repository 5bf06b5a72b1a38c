"""Mad Nooks Poker's rules on hand-built positions: the deal and the ante,
exchanges (price, limit, broke, empty stack, face-up tile), the betting
(check round, bet and call, the raise cap, folds, affordability, the end of
the round), pictures (the best equals the solver's, by hand step by step
with its refusals), the showdown (winner, split with odd chips), chips
carried over, bust players skipped, the end of the match."""

from __future__ import annotations

import pytest

from accessible_games.core.errors import OptionError
from accessible_games.games.madnooks.poker import BETTING, EXCHANGE_PHASE, PICTURE, best_of
from accessible_games.games.madnooks.solver import best_picture
from accessible_games.games.madnooks.tiles import DECK_SIZE, parse_tile_code, tile_code
from tests.game_helpers import refused
from tests.games.madnooks.madnooks_helpers import DECK
from tests.games.madnooks.poker_helpers import deal, find, kinds, poker, texts


def to_betting(game):
    """Everyone stands in the exchange phase."""
    while game.phase == EXCHANGE_PHASE:
        game.apply(game.turn, "stand")
    assert game.phase == BETTING
    return game


def codes(tiles):
    return sorted(tile_code(DECK[t]) for t in tiles)


# --- the deal ------------------------------------------------------------------------------------


def test_the_ante_goes_into_the_pot_and_each_player_gets_four_hidden_and_one_face_up():
    game = poker(3, seed=4, ante=2, chips=30)
    assert game.chips == [28, 28, 28] and game.pot == 6
    start = find(game.setup_events, "hand_start")
    assert (
        start.data["pot"] == 6 and start.data["dealer"] == 0 and start.data["players"] == [1, 2, 0]
    )
    assert all(len(h) == 4 for h in game.hidden) and all(f is not None for f in game.face_up)
    assert len(game.stack) == DECK_SIZE - 15
    dealt = [e for e in game.setup_events if e.kind == "dealt"]
    assert [(e.seat, e.visible_to) for e in dealt] == [(1, (1,)), (2, (2,)), (0, (0,))]
    assert find(game.setup_events, "face_up").visible_to is None
    # play starts left of the dealer
    assert game.phase == EXCHANGE_PHASE and game.turn == 1


def test_an_ante_above_the_chips_is_refused():
    with pytest.raises(OptionError):
        poker(2, chips=5, ante=6)


# --- exchanges -----------------------------------------------------------------------------------


def test_an_exchange_pays_the_price_and_gives_the_top_tile_of_the_stack():
    game = deal(
        poker(2, price=3),
        ["KBRG KBGR KRBG KRGB", "BKRG BKGR BRKG BRGK"],
        ["RKBG", "RKGB"],
        stack="GRBK RGBK BGKR",
    )
    assert game.turn == 1
    refused(game, 1, "exchange rkgb")  # the face-up tile
    gone = next(t for t in game.hidden[1] if tile_code(DECK[t]) == "BKGR")
    events = game.apply(1, "exchange bkgr")
    assert codes(game.hidden[1]) == ["BKRG", "BRGK", "BRKG", "GRBK"]
    assert game.chips[1] == 50 - 1 - 3 and game.pot == 2 + 3
    assert game.out_of_play[-1] == gone
    assert game.exchanges_left[1] == 1
    public = find(events, "exchanged")
    assert public.visible_to is None and public.data["price"] == 3 and "tile" not in public.data
    private = find(events, "exchange_drawn")
    assert private.visible_to == (1,)
    assert (
        tile_code(DECK[private.data["gave"]]) == "BKGR"
        and tile_code(DECK[private.data["tile"]]) == "GRBK"
    )
    # still their turn: one exchange left
    assert game.turn == 1 and "exchange bkrg" in texts(game)


def test_the_limit_of_exchanges_ends_the_turn_by_itself():
    game = poker(2, seed=1, exchanges=2)
    first = game.turn
    game.apply(first, f"exchange {tile_code(DECK[game.hidden[first][0]]).lower()}")
    events = game.apply(first, f"exchange {tile_code(DECK[game.hidden[first][0]]).lower()}")
    assert game.exchanges_left[first] == 0 and game.turn != first
    assert find(events, "turn").seat == game.turn
    assert game.chips[first] == 50 - 1 - 2


def test_a_player_who_cannot_pay_the_price_is_skipped_and_refused():
    game = poker(3, seed=2, price=2)
    assert game.turn == 1
    game.chips[2] = 1  # cannot pay 2
    game._version += 1
    events = game.apply(1, "stand")
    skipped = find(events, "exchange_skipped")
    assert skipped.seat == 2 and skipped.data["reason"] == "broke"
    assert game.turn == 0
    # during a turn: the price rises above the chips (hand-built): refused with the reason
    game.chips[0] = 1
    game._version += 1
    code = tile_code(DECK[game.hidden[0][0]]).lower()
    assert refused(game, 0, f"exchange {code}").msg.key == "madnooks.poker.illegal.exchange.broke"


def test_an_empty_stack_skips_every_exchange_turn():
    game = poker(3, seed=3)
    game.out_of_play += game.stack
    game.stack = []
    game._version += 1
    code = tile_code(DECK[game.hidden[1][0]]).lower()
    assert (
        refused(game, 1, f"exchange {code}").msg.key
        == "madnooks.poker.illegal.exchange.stack_empty"
    )
    events = game.apply(1, "stand")
    assert [(e.seat, e.data["reason"]) for e in events if e.kind == "exchange_skipped"] == [
        (2, "stack_empty"),
        (0, "stack_empty"),
    ]
    assert game.phase == BETTING and game.turn == 1


def test_no_exchange_phase_without_exchanges():
    game = poker(2, exchanges=0)
    assert game.phase == BETTING and "exchange_skipped" not in kinds(game.setup_events)


def test_the_face_up_tile_cannot_be_exchanged_and_refusals_name_the_phase():
    game = deal(poker(2), ["KBRG KBGR KRBG KRGB", "BKRG BKGR BRKG BRGK"], ["RKBG", "GRBK"])
    error = refused(game, 1, "exchange grbk")
    assert error.msg.key == "madnooks.poker.illegal.exchange.face_up"
    assert refused(game, 1, "exchange kbrg").msg.key == "madnooks.poker.illegal.not_held"
    assert refused(game, 1, "check").msg.key == "madnooks.poker.illegal.phase"
    assert refused(game, 1, "picture best").msg.key == "madnooks.poker.illegal.phase"
    assert refused(game, 0, "stand").msg.key == "core.not_your_turn"
    # typed German forms: "tausche" with s for black
    game.apply(1, "tausche bsrg")
    assert "BKRG" not in codes(game.hidden[1])


# --- betting -------------------------------------------------------------------------------------


def test_a_round_of_checks_ends_the_betting():
    game = to_betting(poker(3, seed=5))
    assert game.turn == 1
    assert texts(game) == ["check", "bet"]  # no fold when the check is free
    refused(game, 1, "fold")
    refused(game, 1, "call")
    refused(game, 1, "raise")
    game.apply(1, "check")
    game.apply(2, "check")
    events = game.apply(0, "check")
    assert kinds(events)[:3] == ["check", "betting_over", "phase"]
    assert game.phase == PICTURE and game.pot == 3 and game.turn == 1


def test_bet_and_call():
    game = to_betting(poker(2, seed=6, bet=3))
    assert game.turn == 1
    events = game.apply(1, "bet")
    bet = find(events, "bet")
    assert bet.data["amount"] == 3 and bet.data["pot"] == 5 and game.level == 3
    assert texts(game) == ["call", "raise", "fold"]
    assert refused(game, 0, "check").msg.key == "madnooks.poker.illegal.check"
    assert refused(game, 0, "bet").msg.key == "madnooks.poker.illegal.bet.made"
    game.apply(0, "call")
    assert game.phase == PICTURE and game.pot == 8 and game.chips == [46, 46]


def test_at_most_three_raises():
    game = to_betting(poker(2, seed=7, bet=2))
    game.apply(1, "bet")
    game.apply(0, "raise")
    game.apply(1, "raise")
    game.apply(0, "raise")
    assert game.raises == 3 and game.level == 8
    assert texts(game, 1) == ["call", "fold"]
    assert refused(game, 1, "raise").msg.key == "madnooks.poker.illegal.raise.cap"
    game.apply(1, "call")
    assert game.phase == PICTURE and game.pot == 2 + 16 and game.chips == [41, 41]


def test_the_round_ends_only_when_everyone_has_acted_since_the_last_bet():
    game = to_betting(poker(3, seed=8))
    game.apply(1, "check")
    game.apply(2, "bet")
    game.apply(0, "call")
    assert game.phase == BETTING and game.turn == 1  # 1 checked before the bet
    game.apply(1, "raise")
    assert game.turn == 2 and game.level == 4
    game.apply(2, "call")
    assert game.phase == BETTING and game.turn == 0
    game.apply(0, "call")
    assert game.phase == PICTURE and game.contrib == [4, 4, 4] and game.pot == 15


def test_a_fold_that_leaves_one_player_wins_the_pot_at_once_without_showdown():
    game = to_betting(poker(2, seed=9))
    game.apply(1, "bet")
    hidden = list(game.hidden[1])
    events = game.apply(0, "fold")
    won = find(events, "pot_won")
    assert won.data["uncontested"] and won.data["winners"] == [1] and won.data["pot"] == 4
    assert "picture_shown" not in kinds(events)
    assert not any(
        set(hidden) & set(e.data.get("tiles") or []) for e in events if e.visible_to is None
    )
    # the chips carry over into the next hand (ante paid again)
    assert game.hand_no == 2 and game.chips == [49 - 1, 51 - 1] and game.pot == 2
    assert game.dealer == 1 and game.order == [0, 1] and game.turn == 0


def test_folds_among_three_continue_the_round():
    game = to_betting(poker(3, seed=10))
    game.apply(1, "bet")
    game.apply(2, "fold")
    assert game.turn == 0
    game.apply(0, "call")
    assert game.phase == PICTURE and game.queue == [1, 0]


def test_bets_are_offered_only_when_everyone_in_the_hand_could_call():
    game = to_betting(poker(3, seed=11, bet=2))
    game.chips[0] = 3  # can call 2 but not a raise to 4
    game._version += 1
    game.apply(1, "bet")
    assert texts(game, 2) == ["call", "fold"]
    error = refused(game, 2, "raise")
    assert error.msg.key == "madnooks.poker.illegal.afford"
    game.apply(2, "call")
    assert texts(game, 0) == ["call", "fold"]
    assert refused(game, 0, "raise").msg.key == "madnooks.poker.illegal.afford.own"
    game.apply(0, "call")
    assert game.chips[0] == 1 and game.phase == PICTURE


def test_nobody_can_bet_when_someone_has_no_chips():
    game = to_betting(poker(2, seed=12))
    game.chips[0] = 0
    game._version += 1
    assert texts(game, 1) == ["check"]
    assert refused(game, 1, "bet").msg.key == "madnooks.poker.illegal.afford"


# --- pictures ------------------------------------------------------------------------------------


def to_pictures(game):
    to_betting(game)
    while game.phase == BETTING:
        game.apply(game.turn, "check")
    return game


def test_picture_best_is_the_solvers_best_picture():
    game = to_pictures(poker(2, seed=13))
    seat = game.turn
    five = sorted(game.five(seat))
    expected = best_picture([DECK[t] for t in five])
    view = game.view(seat)
    assert view["best"]["points"] == expected.points and view["best"]["tiles"] == len(
        expected.order
    )
    assert [s[0] for s in view["best"]["steps"]] == [five[i] for i in expected.order]
    game.apply(seat, "picture best")
    decided = game.decided[seat]
    assert decided["points"] == expected.points and not decided["by_hand"]
    assert [(s[2], s[3], s[4], s[5]) for s in decided["steps"]] == [
        (p.rotation, p.x, p.y, p.points) for p in expected.placements
    ]


def test_a_picture_built_by_hand_step_by_step():
    game = to_pictures(
        deal(poker(2), ["KBRG KGRB RGKB KRBG", "BKRG BKGR BRKG BRGK"], ["BKRG", "RKGB"])
    )
    seat = game.turn
    assert seat == 1
    game.apply(1, "picture best")
    assert game.turn == 0
    # the first tile: any of the five at 0,0, not turned
    first = sorted(t for t in texts(game) if t.startswith("picture lay"))
    assert first == [
        "picture lay bkrg 0 0,0",
        "picture lay kbrg 0 0,0",
        "picture lay kgrb 0 0,0",
        "picture lay krbg 0 0,0",
        "picture lay rgkb 0 0,0",
    ]
    assert "picture show" not in texts(game) and "picture undo" not in texts(game)
    assert refused(game, 0, "picture show").msg.key == "madnooks.poker.illegal.picture.empty"
    assert (
        refused(game, 0, "picture lay kbrg 90 1,1").msg.key
        == "madnooks.poker.illegal.picture.first"
    )
    assert refused(game, 0, "picture lay grbk 0 0,0").msg.key == "madnooks.poker.illegal.not_held"
    events = game.apply(0, "picture lay kbrg 0 0,0")
    assert find(events, "picture_laid").visible_to == (0,)
    assert (
        refused(game, 0, "picture lay kbrg 0 0,0").msg.key == "madnooks.poker.illegal.picture.laid"
    )
    # the next tiles: exactly the legal placements of the area.py rules
    from accessible_games.games.madnooks.area import Area

    area = Area()
    area.lay(0, parse_tile_code("KBRG"), 0, 0, 0)
    lays = {t for t in texts(game) if t.startswith("picture lay")}
    wanted = {
        f"picture lay {c.lower()} {90 * p.rotation} {p.x},{p.y}"
        for c in ("KGRB", "RGKB", "KRBG", "BKRG")
        for p in area.placements(parse_tile_code(c))
    }
    assert lays == wanted
    assert refused(game, 0, "picture lay rgkb 0 0,0").msg.key == "madnooks.illegal.occupied"
    game.apply(0, "picture lay rgkb 0 -1,-1")  # the rules' example: 2 points
    assert game.built[0][-1][4] == 2
    game.apply(0, "picture undo")
    assert len(game.built[0]) == 1
    game.apply(0, "bild lege rgsb 0 -1,-1")  # German typed form
    events = game.apply(0, "picture show")
    shown = {e.seat: e for e in events if e.kind == "picture_shown"}
    assert shown[0].data["tiles"] == 2 and not shown[1].data["by_hand"]
    assert game.showdown["pictures"][1]["by_hand"] and game.showdown["pictures"][1]["seat"] == 0
    assert shown[0].data["by_hand"] and shown[0].data["points"] == 2
    assert len(shown[0].data["steps"]) == 2 and shown[0].data["steps"][1][1] == "RGKB"


# --- the showdown ---------------------------------------------------------------------------------


#: 7 points (codes that exist twice), and 4 points
STRONG = "BGRK BGKR RKGB BKRG KRBG"
WEAK = "RGBK RGKB GRKB GRBK GKBR"


def points(codes_: str) -> int:
    return best_picture([parse_tile_code(c) for c in codes_.split()]).points


def test_the_showdown_gives_the_pot_to_the_most_points():
    strong, weak = STRONG, WEAK
    assert points(strong) > points(weak)
    game = to_pictures(
        deal(
            poker(2),
            [" ".join(strong.split()[:4]), " ".join(weak.split()[:4])],
            [strong.split()[4], weak.split()[4]],
        )
    )
    game.apply(1, "picture best")
    events = game.apply(0, "picture best")
    shown = [e for e in events if e.kind == "picture_shown"]
    assert [e.seat for e in shown] == [1, 0]  # in betting order
    for e in shown:
        steps = e.data["steps"]
        assert steps[0][2:6] == [0, 0, 0, 0]
        assert [s[6] for s in steps] == [
            sum(x[5] for x in steps[: k + 1]) for k in range(len(steps))
        ]
        assert steps[-1][6] == e.data["points"]
    won = find(events, "pot_won")
    assert (
        won.data["winners"] == [0] and won.data["shares"] == [2, 0] and not won.data["uncontested"]
    )
    assert game.showdown["winners"] == [0] and game.hand_no == 2
    # public after the showdown: every seat's view holds the pictures shown
    assert game.view(1)["showdown"]["pictures"][1]["points"] == points(strong)


def test_a_tie_splits_the_pot_and_the_odd_chips_go_from_the_dealers_left():
    same, weak = STRONG, WEAK
    assert points(weak) < points(same)
    hidden = [" ".join(same.split()[:4])] * 2 + [" ".join(weak.split()[:4])]
    face = [same.split()[4], same.split()[4], weak.split()[4]]
    game = to_pictures(deal(poker(3, ante=1), hidden, face))
    assert game.pot == 3 and game.order == [1, 2, 0]
    for seat in (1, 2, 0):
        game.apply(seat, "picture best")
    assert game.showdown["winners"] == [1, 0]  # in order from the dealer's left
    assert game.showdown["shares"] == [
        1,
        2,
        0,
    ]  # 3 chips: 2 to seat 1 (left of the dealer), 1 to seat 0
    assert game.chips == [49 + 1 - 1, 49 + 2 - 1, 49 - 1]  # and the next hand's ante


def test_a_player_who_cannot_pay_the_ante_is_out_and_skipped():
    game = to_betting(poker(3, seed=14, ante=2, chips=20))
    game.chips[2] = 0  # hand-built: seat 2 has spent everything and folded
    game.folded[2] = True
    game._version += 1
    game.apply(1, "bet")
    events = game.apply(0, "fold")
    assert find(events, "pot_won").data["winners"] == [1]
    start = find(events, "hand_start")
    assert (
        start.data["out"] == [2] and start.data["players"] == [0, 1] and start.data["dealer"] == 1
    )
    assert [e.seat for e in events if e.kind == "dealt"] == [0, 1]
    assert game.out == [False, False, True] and game.face_up[2] is None and game.hidden[2] == []
    assert game.chips[2] == 0  # no ante from a player who is out
    assert game.view(0)["out"] == [2]
    # the exchange phase and the betting pass seat 2 by
    seen = set()
    while game.hand_no == 2 and not game.is_over():
        seen.add(game.turn)
        seat = game.turn
        game.apply(seat, game.timeout_action(seat))
    assert 2 not in seen


def test_the_match_ends_after_the_last_hand_with_the_most_chips_winning():
    game = to_betting(poker(2, seed=15, hands=1))
    game.apply(1, "bet")
    events = game.apply(0, "fold")
    over = find(events, "game_over")
    assert game.is_over() and over.data["reason"] == "hands"
    assert game.result().scores == (49, 51) and game.result().winners == (1,)
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []
    assert refused(game, 0, "check").msg.key == "core.game_over"


def test_the_match_ends_when_fewer_than_two_can_pay_the_ante():
    strong, weak = STRONG, WEAK
    game = deal(
        poker(2, ante=5, chips=10),
        [" ".join(strong.split()[:4]), " ".join(weak.split()[:4])],
        [strong.split()[4], weak.split()[4]],
    )
    to_betting(game)
    game.apply(1, "check")
    game.apply(0, "check")
    game.apply(1, "picture best")
    events = game.apply(0, "picture best")
    assert find(events, "pot_won").data["winners"] == [0]
    # seat 1 could still pay the ante of the second hand: now it has nothing left
    assert game.hand_no == 2 and game.chips == [15 - 5, 5 - 5] and not game.is_over()
    game.chips = [20, 0]  # hand-built: seat 1 lost its last chips
    game.pot = 0
    game.hand_no = 1
    game._version += 1
    events = game._next_hand()
    over = find(events, "game_over")
    assert over.data["reason"] == "bust" and game.result().winners == (0,)
    assert game.result().scores == (20, 0)


def test_timeout_actions():
    game = poker(2, seed=17)
    assert game.timeout_action(1).text == "stand"
    assert game.timeout_action(0) is None
    to_betting(game)
    assert game.timeout_action(1).text == "check"
    game.apply(1, "bet")
    assert game.timeout_action(0).text == "fold"
    game.apply(0, "call")
    assert game.timeout_action(1).text == "picture best"


def test_best_of_is_deterministic_and_cached():
    tiles = [3, 17, 25, 30, 8]
    assert best_of(tiles) == best_of(list(reversed(tiles)))
