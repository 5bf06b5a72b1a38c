"""Property tests over random seeded Mad Nooks games: tile conservation
(always 38: area, hands, stack), legal actions are exactly the legal
placements, views and events never show another player's hand, refusals
change nothing, save/load anywhere, and random games that end."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.games.madnooks.rules import LAY, MadNooks
from accessible_games.games.madnooks.tiles import DECK_SIZE
from tests.game_helpers import advance, assert_reloads, refused_in_place

from .madnooks_helpers import DECK, every_tile, lookup, step

SETTINGS = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
#: the view's one key holding hidden tiles, and all the others
HIDDEN_KEYS = {"hand"}
OPEN_KEYS = {
    "variant",
    "players",
    "me",
    "turn",
    "round",
    "rounds",
    "hand_counts",
    "stack",
    "area",
    "scores",
    "misses",
    "over",
    "winners",
    "reason",
    "last",
}
PRIVATE_KINDS = {"dealt", "drawn"}
#: corner cells near the start tile, where placements are tried
NEAR = [(x, y) for x in range(-3, 4) for y in range(-3, 4)]


@st.composite
def scenarios(draw):
    """(players, options, seed, play_seed): Classic (with or without a
    limit of rounds, with or without drawing on a missed turn) or
    Solitaire (alone or as a team)."""
    variant = draw(st.sampled_from(["classic", "classic", "solitaire"]))
    if variant == "solitaire":
        players = draw(st.integers(1, 6))
        options = {"variant": "solitaire"}
    else:
        players = draw(st.integers(2, 6))
        options = {
            "rounds": draw(st.one_of(st.none(), st.integers(1, 12))),
            "draw_on_miss": draw(st.booleans()),
        }
    return players, options, draw(st.integers(0, 2**32 - 1)), draw(st.integers(0, 2**32 - 1))


@SETTINGS
@given(scenarios())
def test_every_tile_is_always_in_exactly_one_place(scenario):
    players, options, seed, play_seed = scenario
    game = MadNooks(players, options, seed)
    rng = random.Random(play_seed)
    while True:
        assert every_tile(game) == list(range(DECK_SIZE))
        assert len(game.places()["area"]) == len(game.area.laid)
        if game.draw_on_miss:  # a missed turn draws: a hand only grows by that
            assert all(len(hand) >= 4 for hand in game.hands) or not game.stack
        else:
            assert all(len(hand) <= 4 for hand in game.hands)
            if game.stack:
                assert all(len(hand) == 4 for hand in game.hands)
        if game.is_over():
            break
        step(game, rng)


@SETTINGS
@given(scenarios())
def test_legal_actions_are_exactly_the_legal_placements(scenario):
    players, options, seed, play_seed = scenario
    game = MadNooks(players, options, seed)
    rng = random.Random(play_seed)
    while not game.is_over():
        seat = game.turn
        legal = game.legal_actions(seat)
        wanted = {
            (DECK[t], p.rotation, p.x, p.y, p.points)
            for t in game.hands[seat]
            for p in game.area.placements(DECK[t], detail=False)
        }
        got = {(DECK[a.data[0]], *a.data[1:]) for a in legal if a.kind == LAY}
        assert got == wanted
        assert (legal[0].text == "pass") == (not wanted) and len(legal) == max(1, len(wanted))
        for other in range(players):
            if other != seat:
                assert game.legal_actions(other) == []
        step(game, rng)


@SETTINGS
@given(scenarios())
def test_views_and_events_never_show_another_players_hand(scenario):
    players, options, seed, play_seed = scenario
    game = MadNooks(players, options, seed)
    rng = random.Random(play_seed)
    events = list(game.setup_events)
    while True:
        for event in events:
            if event.kind in PRIVATE_KINDS:
                assert event.visible_to == (event.seat,), event
            else:
                assert event.visible_to is None, event
                assert "tiles" not in event.data
                if event.kind != "laid":
                    assert "tile" not in event.data, event
        for viewer in [*range(players), None]:
            view = game.view(viewer)
            assert set(view) == HIDDEN_KEYS | OPEN_KEYS
            assert view["hand"] == (None if viewer is None else game.hands[viewer])
            assert view["hand_counts"] == [len(h) for h in game.hands]
            laid = {row[0] for row in view["area"]}
            assert laid == {t.tile for t in game.area.laid}
            assert not laid & {t for h in game.hands for t in h}
        if game.is_over():
            break
        _, _, events = step(game, rng)


@pytest.mark.slow  # 15 random games, thousands of refused moves: 2.5-3 s of CPU time
@settings(SETTINGS, max_examples=15)
@given(scenarios(), st.lists(st.text(min_size=1, max_size=14), min_size=1, max_size=5))
def test_refused_moves_change_nothing(scenario, junk):
    players, options, seed, play_seed = scenario
    game = MadNooks(players, options, seed)
    rng = random.Random(play_seed)
    for _ in range(12):
        if game.is_over():
            break
        seat = game.turn
        # the right tile in the wrong place, the wrong tile, and junk
        hand = game.hands[seat]
        code = "".join("kbrg"[c] for c in DECK[hand[0]])
        candidates = junk + [
            f"lay {code} 0 0,0",
            f"lay {code} 90 9,9",
            f"lege {code} 270 1 1",
            "pass",
            "aussetzen",
            "lay kbrg 45 0,0",
            "lay",
            "lege xxxx 0 0,0",
        ]
        candidates += [
            f"lay {code} {r} {x},{y}" for r in (0, 90, 180, 270) for x, y in rng.sample(NEAR, 4)
        ]
        others = [s for s in range(players) if s != seat]
        before = game.fingerprint()  # each refusal is checked to leave it so
        for text in candidates:
            # out of turn: one other seat a move
            for who in (seat, *(rng.sample(others, 1) if others else [])):
                if game.find_action(who, text) is None:
                    refused_in_place(game, who, text, before)
        step(game, rng)


@settings(SETTINGS, max_examples=15)
@given(scenarios())
def test_save_and_load_anywhere(scenario):
    players, options, seed, play_seed = scenario
    rng = random.Random(play_seed)
    game = advance(MadNooks(players, options, seed), rng, rng.randrange(0, 40))
    assert_reloads(game, lookup, rng)


@SETTINGS
@given(scenarios())
def test_random_games_end(scenario):
    """Every turn lays a tile, misses or (drawing on a miss) draws; a run of
    misses ends the game, so a game takes at most 37 placements, as many
    runs of misses and a draw per tile of the stack."""
    players, options, seed, play_seed = scenario
    game = MadNooks(players, options, seed)
    rng = random.Random(play_seed)
    moves = 0
    while not game.is_over():
        step(game, rng)
        moves += 1
        assert moves <= (DECK_SIZE - 1) * players + DECK_SIZE
    result = game.result()
    assert result is not None and len(result.scores) == players
    if game.variant == "solitaire":  # the team wins by laying every tile
        assert len(set(result.scores)) == 1
        assert set(result.winners) == (set(range(players)) if game.reason == "all_laid" else set())
    else:
        assert set(result.winners) == {
            s for s in range(players) if result.scores[s] == max(result.scores)
        }
    if options.get("rounds") is not None:
        assert game.round <= options["rounds"]
