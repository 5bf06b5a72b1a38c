"""The fast paths of Mau Mau's rules (random play runs them on every step:
bench/maumau_bench.py) give exactly what the plain ways give: the view made
from a template, ``apply`` taking an action object by identity, the
precomputed table of legal plays, and games built without ``setup`` (as the
strong bot's simulations build them)."""

from __future__ import annotations

import copy
import random

import pytest

from accessible_games.core.game import Action, TurnGame
from accessible_games.games.maumau.cards import (
    CARD_COLOUR,
    CARD_KIND,
    CARD_RANK,
    PLAYABLE,
    WILD_FOUR,
)
from accessible_games.games.maumau.moves import DRAW, DRAW_ONE, PLAY_OPTIONS, REPORT
from accessible_games.games.maumau.rules import (
    COLOUR_NAME,
    DIRECTION_NAME,
    PHASE_PLAY,
    MauMau,
)

from .maumau_helpers import code, codes, new_game, place

CONFIGS = [
    (2, {"quick": True}),
    (2, {"points_per_match": 120}),
    (3, {"bluffing": False, "points_per_match": 80}),
    (4, {"pairs": True, "points_per_match": 80}),
    (6, {"quick": True}),
]


def plain_view(game: MauMau, seat: int | None) -> dict:
    """The view as a dict display, the way it was first written."""
    turn = None if game.over else game.turn
    own_turn = seat is not None and seat == turn
    report = game.report
    return {
        "game": "maumau",
        "seat": seat,
        "players": game.players,
        "hand": game.hands[seat][:] if seat is not None else [],
        "hand_counts": [len(h) for h in game.hands],
        "top": game.discard[-1],
        "colour": COLOUR_NAME[game.colour],
        "direction": DIRECTION_NAME[game.direction],
        "turn": turn,
        "next": None if turn is None else (turn + game.direction) % game.players,
        "phase": game.phase,
        "pending": game.pending,
        "drawn": game.drawn if own_turn else None,
        "can_report": report[0] if own_turn and report is not None else None,
        "called": game.called[:],
        "stock": len(game.stock),
        "discard": len(game.discard),
        "scores": game.scores[:],
        "round": game.round,
        "over": game.over,
        "winners": list(game.winners),
        "history": [dict(r) for r in game.history] if game.history else [],
        "quick": game.options.quick,
        "target": None if game.options.quick else game.options.points_per_match,
        "bluffing": game.options.bluffing,
        "teams": [list(t) for t in game.teams] if game.options.pairs else None,
    }


def plain_plays(game: MauMau) -> list[Action]:
    """The legal plays of a normal turn, card by card, as first written."""
    hand = game.hands[game.turn]
    flags = PLAYABLE[game.colour][CARD_RANK[game.discard[-1]]]
    actions: list[Action] = []
    previous = -1
    for card in hand:
        if flags[card] and CARD_KIND[card] != previous:
            previous = CARD_KIND[card]
            if (
                CARD_RANK[card] == WILD_FOUR
                and not game.options.bluffing
                and any(CARD_COLOUR[c] == game.colour for c in hand)
            ):
                continue
            actions.extend(PLAY_OPTIONS[previous][len(hand) == 2])
    return actions


def play_through(game: MauMau, rng: random.Random, every_view=None, limit: int = 20_000) -> None:
    for _ in range(limit):
        if game.over:
            return
        seat = game.turn
        if every_view is not None:
            every_view(game)
        legal = game.legal_actions(seat)
        plays = [a for a in legal if a.kind != DRAW]
        game.apply(seat, rng.choice(plays or legal) if rng.random() < 0.7 else rng.choice(legal))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players, options", CONFIGS)
def test_views_equal_the_plain_view_and_are_never_changed_later(players, options):
    kept = []

    def check(game: MauMau) -> None:
        for seat in [*range(players), None]:
            view = game.view(seat)
            expected = plain_view(game, seat)
            assert view == expected
            assert list(view) == list(expected)  # the same keys in the same order
        kept.append((view, copy.deepcopy(view)))

    for seed in range(4):
        game = new_game(players, seed=seed, **options)
        play_through(game, random.Random(seed), check)
        check(game)  # the match is over
        assert game.view(0)["over"] and game.view(0)["turn"] is None
    for view, as_taken in kept:
        assert view == as_taken


def test_every_view_has_its_own_lists():
    game = new_game(4, seed=3, pairs=True)
    first, second = game.view(0), game.view(0)
    for key, value in first.items():
        if isinstance(value, list) and key != "teams":  # teams: the same every time, as before
            assert value is not second[key], key
    first["hand"].clear()
    first["scores"].append(99)
    assert game.view(0) == second


@pytest.mark.slow  # 3-3.5 s of CPU time
def test_apply_by_action_object_and_by_text_give_the_same_game():
    for players, options in CONFIGS:
        by_object = new_game(players, seed=11, **options)
        by_text = new_game(players, seed=11, **options)
        rng = random.Random(5)
        while not by_object.over:
            seat = by_object.turn
            action = rng.choice(by_object.legal_actions(seat))
            assert by_object.apply(seat, action) == by_text.apply(seat, action.text)
            assert by_object.fingerprint() == by_text.fingerprint()
        assert by_object.log == by_text.log


def test_an_equal_action_object_not_handed_out_is_still_accepted():
    game = new_game(2, seed=1, quick=True)
    seat = game.turn
    legal = game.legal_actions(seat)
    twin = Action(legal[0].text, legal[0].labeller, legal[0].kind, legal[0].data)
    assert twin is not legal[0]
    events = game.apply(seat, twin)
    assert events and game.log == [(seat, legal[0].text)]


def test_a_hand_set_unsorted_still_gives_up_the_card_played():
    game = place(new_game(2, seed=0), hands=["R7 B3 G5", "Y1 Y2"], top="R1")
    game.hands[0].reverse()  # not as the rules keep hands: by hand, from outside
    game._version += 1
    game.apply(0, "play R7")
    assert code(game.discard[-1]) == "R7"
    assert codes(game.hands[0]) == ["G5", "B3"]


def test_legal_plays_from_the_table_equal_the_card_by_card_check():
    for players, options in CONFIGS:
        for seed in range(3):
            game = new_game(players, seed=seed, **options)
            rng = random.Random(seed)
            checked = 0
            while not game.over:
                seat = game.turn
                legal = game.legal_actions(seat)
                if game.phase == PHASE_PLAY:
                    plays = [a for a in legal if a.kind not in (DRAW, REPORT)]
                    assert plays == plain_plays(game)
                    assert DRAW_ONE in legal
                    checked += 1
                game.apply(seat, rng.choice(legal))
            assert checked


def test_a_game_built_without_setup_gives_views_and_moves():
    """As the strong bot's simulations build games: MauMau.__new__ and the
    attributes set one by one (the view's template is made at the first view)."""
    played = new_game(3, seed=2, points_per_match=100)
    rng = random.Random(9)
    for _ in range(25):
        seat = played.turn
        played.apply(seat, rng.choice(played.legal_actions(seat)))
    built = MauMau.__new__(MauMau)
    skip = {"_view_base", "_legal", "_legal_version", "_by_text", "_by_text_version"}
    for name, value in vars(played).items():
        if name not in skip:
            setattr(built, name, copy.deepcopy(value))
    built._legal_version = -1
    built._legal = []
    built._by_text_version = -1
    built._by_text = {}
    assert "_view_base" not in vars(built)
    for seat in [*range(3), None]:
        assert built.view(seat) == played.view(seat) == plain_view(built, seat)
    seat = built.turn
    texts = [a.text for a in built.legal_actions(seat)]
    assert texts == [a.text for a in played.legal_actions(seat)]
    action = built.legal_actions(seat)[0]
    assert built.apply(seat, action) == played.apply(seat, action.text)
    assert built.fingerprint() == played.fingerprint()


def test_the_referee_part_is_mau_mau_s_own():
    from accessible_games.games.maumau.scoring import Referee

    assert issubclass(MauMau, Referee)
    for name in ("_challenge", "_report", "_end_round", "teams", "team_of"):
        assert getattr(MauMau, name) is getattr(Referee, name)
    # the result is the referee's: the turn model's scores and winners, and
    # for a quick game, which counts no points, a result line of its own
    assert MauMau.result is Referee.result
    game = new_game(2, seed=3)
    game.over, game.winners = True, (1,)
    assert game.result() == TurnGame.result(game)


@pytest.mark.parametrize("players, options", CONFIGS)
def test_a_game_keeps_few_enough_attributes_to_keep_them_compact(players, options):
    """CPython 3.11 keeps at most 29 attributes of an object compact; with
    more, every attribute look-up of the rules is a dict look-up and random
    play is about a tenth slower (MauMau.setup)."""
    game = new_game(players, seed=3, **options)
    rng = random.Random(3)
    play_through(game, rng, every_view=lambda g: [g.view(s) for s in (*range(g.players), None)])
    assert len(vars(game)) <= 29, sorted(vars(game))
