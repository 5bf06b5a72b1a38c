"""Property tests over random seeded Poker matches: every tile always in
exactly one place (38), the chips conserved (chips + pot constant), views
and events never show another seat's hidden tiles, refusals change nothing,
save/load mid-hand, and random matches end."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.games.madnooks.tiles import DECK_SIZE
from tests.game_helpers import assert_reloads, refused_in_place
from tests.games.madnooks.poker_helpers import lookup, poker, step

SETTINGS = settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
PRIVATE_KINDS = {"dealt", "exchange_drawn", "picture_laid", "picture_undone"}


@st.composite
def scenarios(draw):
    """(players, options, seed, play seed)."""
    players = draw(st.integers(2, 6))
    options = {
        "hands": draw(st.integers(1, 3)),
        "ante": draw(st.integers(0, 3)),
        "price": draw(st.integers(0, 3)),
        "exchanges": draw(st.integers(0, 3)),
        "bet": draw(st.integers(1, 6)),
        "chips": draw(st.integers(5, 30)),
    }
    return players, options, draw(st.integers(0, 2**32 - 1)), draw(st.integers(0, 2**32 - 1))


@SETTINGS
@given(scenarios())
def test_tiles_and_chips_are_conserved_and_matches_end(scenario):
    players, options, seed, play_seed = scenario
    game = poker(players, seed, **options)
    rng = random.Random(play_seed)
    total = sum(game.chips) + game.pot
    assert total == options["chips"] * players
    moves = 0
    while True:
        tiles = sorted(t for where in game.places().values() for t in where)
        assert tiles == list(range(DECK_SIZE))
        assert sum(game.chips) + game.pot == total and min(game.chips) >= 0
        if game.is_over():
            break
        step(game, rng, by_hand=0.3)
        moves += 1
        assert moves < 2000
    result = game.result()
    assert result.scores == tuple(game.chips) and sum(result.scores) == total
    assert set(result.winners) == {
        s for s in range(players) if result.scores[s] == max(result.scores)
    }
    assert game.hand_no <= options["hands"]


@pytest.mark.slow  # 12 random matches, every view (each with its best picture): 7-11 s of CPU time
@SETTINGS
@given(scenarios())
def test_views_and_events_never_show_another_seats_hidden_tiles(scenario):
    players, options, seed, play_seed = scenario
    game = poker(players, seed, **options)
    rng = random.Random(play_seed)
    events = list(game.setup_events)
    for _ in range(60):
        hidden = [set(h) for h in game.hidden]
        for event in events:
            if event.kind in PRIVATE_KINDS:
                assert event.visible_to == (event.seat,), event
            else:
                assert event.visible_to is None, event
                if event.kind not in ("picture_shown",):
                    assert "tiles" not in event.data or event.kind == "face_up", event
                    assert "tile" not in event.data, event
        for viewer in [*range(players), None]:
            view = game.view(viewer)
            assert view["hand"] == (None if viewer is None else game.hidden[viewer])
            mine = hidden[viewer] if viewer is not None else set()
            others = set().union(*(hidden[s] for s in range(players) if s != viewer))
            # no other seat's hidden tile anywhere in the view (ids in the best picture are the
            # viewer's)
            steps = [s[0] for s in (view["best"] or {}).get("steps", [])] + [
                s[0] for s in view["built"]
            ]
            assert not set(steps) & others
            assert set(steps) <= mine | {game.face_up[viewer]} if viewer is not None else not steps
            assert view["face_up"] == game.face_up
            assert view["area"] == (
                [] if viewer is None or not game.dealt[viewer] or game.over else view["area"]
            )
            assert not {row[0] for row in view["area"]} & others
        if game.is_over():
            break
        _, _, events = step(game, rng, by_hand=0.3)


@pytest.mark.slow  # 8 random matches, thousands of refused moves: 3-4.5 s of CPU time
@settings(SETTINGS, max_examples=8)
@given(scenarios(), st.lists(st.text(min_size=1, max_size=12), min_size=1, max_size=4))
def test_refused_moves_change_nothing(scenario, junk):
    players, options, seed, play_seed = scenario
    game = poker(players, seed, **options)
    rng = random.Random(play_seed)
    candidates = junk + [
        "check",
        "bet",
        "call",
        "raise",
        "fold",
        "stand",
        "exchange kbrg",
        "exchange",
        "picture best",
        "picture show",
        "picture undo",
        "picture lay kbrg 90 1,1",
        "picture lay kbrg 0 0,0",
        "lay kbrg 0 0,0",
        "pass",
        "tausche sbrg",
        "bild",
    ]
    for _ in range(25):
        if game.is_over():
            break
        before = game.fingerprint()  # each refusal is checked to leave it so
        for who in range(players):
            for text in candidates:
                if game.find_action(who, text) is None or who != game.turn:
                    refused_in_place(game, who, text, before)
        step(game, rng, by_hand=0.3)


@settings(SETTINGS, max_examples=8)
@given(scenarios())
def test_save_and_load_mid_hand(scenario):
    players, options, seed, play_seed = scenario
    game = poker(players, seed, **options)
    rng = random.Random(play_seed)
    for _ in range(rng.randrange(0, 30)):
        if game.is_over():
            break
        step(game, rng, by_hand=0.3)
    assert_reloads(game, lookup, rng, moves=40)
