"""Property tests over random seeded games: card conservation, private views
and events, every legal action applies, refusals that change nothing,
save/load, determinism, and random games that always end."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.games.maumau.cards import CARDS, COLOUR_CODE, KIND_CODE
from accessible_games.games.maumau.rules import MauMau
from tests.game_helpers import (
    advance,
    assert_out_of_turn_refused,
    assert_reload_continues,
    assert_texts_refused,
    copied,
    random_moves,
    scrambled,
)

from .maumau_helpers import assert_conserved, lookup

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@st.composite
def scenarios(draw, max_players: int = 10):
    """(players, options, seed, play_seed): ``play_seed`` seeds the random
    choice among the legal actions."""
    players = draw(st.integers(2, max_players))
    options = {
        "bluffing": draw(st.booleans()),
        "quick": draw(st.booleans()),
        "points_per_match": draw(st.sampled_from([10, 30, 60])),
    }
    if players == 4 and draw(st.booleans()):
        options["pairs"] = True
    seed = draw(st.integers(0, 2**32 - 1))
    play_seed = draw(st.integers(0, 2**32 - 1))
    return players, options, seed, play_seed


# --- conservation and legality ---------------------------------------------------------


@SETTINGS
@given(scenarios())
def test_every_card_is_always_in_exactly_one_place(scenario):
    players, options, seed, play_seed = scenario
    game = MauMau(players, options, seed)
    assert_conserved(game)
    for _ in random_moves(game, random.Random(play_seed), 600):
        assert_conserved(game)
        assert all(h == sorted(h) for h in game.hands)
        assert game.discard, "the discard pile always has its top card"


@pytest.mark.slow  # 20 random games, every legal action tried: 2-2.5 s of CPU time
@settings(SETTINGS, max_examples=20)
@given(scenarios(max_players=5))
def test_every_legal_action_applies_without_error(scenario):
    players, options, seed, play_seed = scenario
    game = MauMau(players, options, seed)
    rng = random.Random(play_seed)
    for _ in range(60):
        if game.is_over():
            break
        seat = game.to_play()
        legal = game.legal_actions(seat)
        assert len({a.text for a in legal}) == len(legal), "no action is listed twice"
        for action in legal:
            trial = copied(game)
            trial.apply(seat, action)
            assert_conserved(trial)
            # the same move typed as text is understood too
            trial = copied(game)
            trial.apply(seat, action.text.upper())
            assert trial.log[-1] == (seat, action.text)
        game.apply(seat, rng.choice(legal))


# --- private information ---------------------------------------------------------------


def assert_views_private(game: MauMau, rng: random.Random) -> None:
    for seat in [*range(game.players), None]:
        view = game.view(seat)
        assert json.loads(json.dumps(view)) == view  # JSON-friendly
        if seat is None:
            assert view["hand"] == []
        else:
            assert view["hand"] == game.hands[seat]
        # the view does not change when only what the seat cannot see changes
        assert scrambled(game, seat, rng, "stock").view(seat) == view


def event_card_ids(event) -> set[int]:
    ids: set[int] = set()
    for key in ("card", "cards", "top", "hands"):
        value = event.data.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            ids.add(value)
        elif isinstance(value, list):
            for item in value:
                ids.update(item if isinstance(item, list) else [item])
    return ids


def assert_events_private(game: MauMau, events) -> None:
    """No event tells a seat about cards now in another seat's hand, except
    the hand shown to the challenger of a Joker +4, and the hands shown at
    the end of a round for the scoring. Events before a new round's start
    speak of the finished round: only the new round's events are checked."""
    starts = [i for i, e in enumerate(events) if e.kind == "round_start"]
    for event in events[starts[-1] if starts else 0 :]:
        if event.kind == "round_over":
            assert event.data["hands"] == game.hands  # the match is over: all hands are shown
            continue
        mentioned = event_card_ids(event)
        for seat in [*range(game.players), None]:
            if not event.visible(seat):
                continue
            for other in range(game.players):
                if other == seat:
                    continue
                if event.kind == "hand_shown" and seat == event.data["to"] and other == event.seat:
                    continue  # the challenger is shown the hand
                assert not set(game.hands[other]) & mentioned, (event, seat, other)


@SETTINGS
@given(scenarios())
def test_views_and_events_never_leak_hidden_cards(scenario):
    players, options, seed, play_seed = scenario
    game = MauMau(players, options, seed)
    rng = random.Random(play_seed)
    checker = random.Random(seed)
    assert_views_private(game, checker)
    assert_events_private(game, game.setup_events)
    for step, (_seat, _action, events) in enumerate(random_moves(game, rng, 300)):
        assert_events_private(game, events)
        if step % 25 == 0 or any(e.kind in ("hand_shown", "report") for e in events):
            assert_views_private(game, checker)


# --- refusals ------------------------------------------------------------------------------


def garbage_texts():
    return st.one_of(
        st.text(max_size=30),
        st.sampled_from(
            [
                "",
                " ",
                "play",
                "play 7",
                "play red",
                "play W+4",
                "play W",
                "zieh",
                "colour",
                "farbe",
                "play R7 R8",
                "last last",
                "play Q7",
                "lüge rot",
                "pass R",
                "report 3",
                "spiele lila 3",
            ]
        ),
    )


def crafted_text(data) -> str:
    """A well-formed move that may well be illegal now."""
    kind = data.draw(st.sampled_from(["play", "draw", "pass", "challenge", "report", "colour"]))
    if kind == "colour":
        return "colour " + data.draw(st.sampled_from(COLOUR_CODE))
    if kind != "play":
        return kind
    card = data.draw(st.sampled_from(KIND_CODE))
    text = f"play {card}"
    if card.startswith("W") and data.draw(st.booleans()):
        text += " " + data.draw(st.sampled_from(COLOUR_CODE))
    if data.draw(st.booleans()):
        text += " last"
    return text


@settings(SETTINGS, max_examples=60)
@given(scenarios(max_players=6), st.data())
def test_illegal_action_texts_are_refused_and_change_nothing(scenario, data):
    players, options, seed, play_seed = scenario
    steps = data.draw(st.integers(0, 150))
    game = advance(MauMau(players, options, seed), random.Random(play_seed), steps)
    if not game.is_over():
        texts = (
            data.draw(garbage_texts()) if data.draw(st.booleans()) else crafted_text(data)
            for _ in range(12)
        )
        assert_texts_refused(game, texts, unknown=False)


@SETTINGS
@given(scenarios(), st.data())
def test_acting_out_of_turn_is_refused(scenario, data):
    players, options, seed, play_seed = scenario
    steps = data.draw(st.integers(0, 150))
    game = advance(MauMau(players, options, seed), random.Random(play_seed), steps)
    if not game.is_over():
        assert_out_of_turn_refused(game)


# --- save / load and determinism -----------------------------------------------------------


@SETTINGS
@given(scenarios(), st.integers(0, 300))
def test_save_load_and_continue_equals_playing_straight_through(scenario, cut):
    players, options, seed, play_seed = scenario
    assert_reload_continues(
        lambda: MauMau(players, options, seed),
        lambda: random.Random(play_seed).choice,
        lookup,
        cut,
        cut + 200,
    )


# --- random games end ----------------------------------------------------------------------

MOVE_CAP = 60_000


@settings(SETTINGS, max_examples=25)
@given(scenarios())
def test_random_games_always_end(scenario):
    players, options, seed, play_seed = scenario
    game = MauMau(players, options, seed)
    rounds = 0
    for _seat, _action, events in random_moves(game, random.Random(play_seed), MOVE_CAP):
        rounds += sum(1 for e in events if e.kind == "round_over")
    assert game.is_over(), f"not over after {MOVE_CAP} moves"
    assert_conserved(game)
    result = game.result()
    assert result is not None and result.winners
    team = next(t for t in game.teams if result.winners[0] in t)
    assert result.winners == tuple(sorted(team))
    if not options["quick"]:
        assert max(result.scores) >= options["points_per_match"]
    assert rounds == game.round == len(game.history)
    assert all(card.id == i for i, card in enumerate(CARDS))
