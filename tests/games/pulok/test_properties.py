"""Property tests over random seeded games: tile conservation (always 195),
views and events never showing another player's tiles, every legal action
and every listed arrangement move applies, refusals change nothing,
save/load mid-exchange, and random games that end."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.games.pulok.rules import Pulok
from accessible_games.games.pulok.tiles import EMPTY, TILE_COUNT
from tests.game_helpers import assert_reloads, refused_in_place

from .pulok_helpers import held, lookup

SETTINGS = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
#: the view's keys that hold tiles, and all the others
TILE_KEYS = {
    "tiles",
    "board",
    "surplus",
    "goal",
    "drawn",
    "received",
    "offer",
    "set_aside",
    "revealed",
}
NO_TILE_KEYS = {
    "variant",
    "players",
    "me",
    "game",
    "starter",
    "phase",
    "turn",
    "offer_from",
    "row_colours",
    "bag",
    "tile_counts",
    "scores",
    "handicap",
    "target",
    "games",
    "called",
    "last_exchanges",
    "bag_empty_exchanges",
    "twenty",
    "need_piece",
    "over",
    "winners",
}
PRIVATE_KINDS = {"dealt", "drawn", "placed", "removed", "row_colour", "arranged"}


@st.composite
def scenarios(draw):
    """(players, options, seed, play_seed)."""
    players = draw(st.integers(2, 4))
    variant = draw(st.sampled_from(["simple", "double", "experts"]))
    options = {"variant": variant}
    if variant == "experts":
        options["twenty"] = draw(st.booleans())
        options["need_piece"] = draw(st.booleans())
    return players, options, draw(st.integers(0, 2**32 - 1)), draw(st.integers(0, 2**32 - 1))


def step(game: Pulok, rng: random.Random, arrange: float = 0.15):
    """One random move of the player to move: now and then an arrangement
    move from the listed ones, else a legal action."""
    seat = game.to_play()
    if rng.random() < arrange:
        moves = game.arrangement_actions(seat)
        if moves:
            action = rng.choice(moves)
            return seat, action, game.apply(seat, action.text)
    legal = game.legal_actions(seat)
    assert legal, "the player to move always has a legal action"
    action = rng.choice(legal)
    return seat, action, game.apply(seat, action)


@pytest.mark.slow  # 25 random games of 250 moves: 5-10 s of CPU time
@SETTINGS
@given(scenarios())
def test_every_tile_is_always_in_exactly_one_place(scenario):
    players, options, seed, play_seed = scenario
    game = Pulok(players, options, seed)
    rng = random.Random(play_seed)
    for _ in range(250):
        assert held(game) == list(range(TILE_COUNT))
        for s in range(players):
            assert len(game.tiles_of(s)) in (game.tiles_each, game.tiles_each + 1)
            assert game.surplus[s] == sorted(game.surplus[s])
        if game.is_over():
            break
        step(game, rng)


@pytest.mark.slow  # 25 random games of 150 moves, every view: 4-5 s of CPU time
@SETTINGS
@given(scenarios())
def test_views_and_events_never_show_another_players_tiles(scenario):
    players, options, seed, play_seed = scenario
    game = Pulok(players, options, seed)
    rng = random.Random(play_seed)
    events = list(game.setup_events)
    revealed = None  # the boards the last game's end showed everyone
    for _ in range(150):
        for event in events:
            if event.kind in PRIVATE_KINDS:
                assert event.visible_to == (event.seat,), event
            else:
                assert event.visible_to is None, event
            if event.kind == "reveal":
                revealed = [board["tiles"] for board in event.data["boards"]]
        onlooker = game.view(None)
        # the revealed boards are the public ones of the last reveal, the same for everyone
        for seen in (onlooker, *(game.view(s) for s in range(players))):
            shown = seen["revealed"]
            assert (shown and [b["tiles"] for b in shown["boards"]]) == (revealed or None)
        for viewer in range(players):
            view = game.view(viewer)
            mine = set(game.tiles_of(viewer))
            assert set(view["tiles"]) == mine
            assert {t for t in view["board"] if t != EMPTY} | set(view["surplus"]) == mine
            if view["drawn"] is not None:
                assert viewer == game.turn
            for key in ("tiles", "board", "surplus", "goal", "row_colours"):
                assert onlooker[key] is None
            # tiles appear only under these keys, and only the viewer's own
            # or public ones (the tile on offer and those set aside)
            assert set(view) - TILE_KEYS == NO_TILE_KEYS
            goal = view["goal"]
            assert set(goal["left_over"]) <= mine and set(goal["ungrouped"]) <= mine
            assert view["drawn"] in (None, game.drawn) and view["received"] in (None, *mine)
            if view["offer"] is not None:
                assert view["offer"] == game.offer and all(
                    view["offer"] not in game.tiles_of(s) for s in range(players)
                )
            assert set(view["set_aside"]) == set(game.set_aside)
        if game.is_over():
            break
        _, _, events = step(game, rng)


@pytest.mark.slow  # 8 random games, about 27,000 refused moves: 6-10 s of CPU time
@settings(SETTINGS, max_examples=8)
@given(scenarios(), st.lists(st.text(min_size=1, max_size=14), min_size=1, max_size=6))
def test_refused_moves_change_nothing(scenario, junk):
    players, options, seed, play_seed = scenario
    game = Pulok(players, options, seed)
    rng = random.Random(play_seed)
    candidates = junk + [
        "take",
        "decline",
        "keep",
        "pass on",
        "pass on call",
        "pass pulok",
        "pass ur call",
        "place ur 3",
        "place pulok 2 k",
        "move 1 s 2",
        "move 2 u 3 k",
        "remove 4 o",
        "colour 2 w",
        "arrange",
        "nimm",
        "gib sr und rufe",
        "lege pulok 7 u",
    ]
    for _ in range(60):
        if game.is_over():
            break
        before = game.fingerprint()  # each refusal is checked to leave it so
        for text in candidates:
            for seat in range(players):
                if game.find_action(seat, text) is None:
                    refused_in_place(game, seat, text, before)
        step(game, rng)


@settings(SETTINGS, max_examples=15)
@given(scenarios())
def test_save_and_load_anywhere(scenario):
    players, options, seed, play_seed = scenario
    game = Pulok(players, options, seed)
    rng = random.Random(play_seed)
    stop = rng.randrange(1, 120)
    for _ in range(stop):
        if game.is_over():
            break
        step(game, rng)
    assert_reloads(game, lookup, rng, moves=20)


@pytest.mark.slow  # 12 whole random matches: 10-12 s of CPU time
def test_random_games_end():
    """Random play ends every match (the undecided end bounds a game)."""
    for seed in range(6):
        for variant in ("simple", "experts"):
            game = Pulok(2, {"variant": variant, "handicap": 10, "target": 40}, seed)
            rng = random.Random(seed)
            steps = 0
            while not game.is_over():
                step(game, rng, arrange=0.0)
                steps += 1
                assert steps < 20000
            assert game.result() is not None
