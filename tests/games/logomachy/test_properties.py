"""Property tests over random seeded games: card conservation, private views,
refusals that change nothing, save/load and determinism."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.game import Action
from accessible_games.games.logomachy.rules import Logomachy
from accessible_games.games.registry import get_game
from tests.game_helpers import (
    assert_out_of_turn_refused,
    assert_reload_continues,
    assert_texts_refused,
    copied,
    play_moves,
)

SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# options that keep matches short enough to play many of them to the end
OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "deals": st.integers(1, 3),
        "target_chips": st.integers(1, 4),
        "last_capture_takes_middle": st.booleans(),
    },
)


@st.composite
def scenarios(draw, max_players: int = 8):
    """(players, options, seed, choices): ``choices`` pick among the legal
    actions, used in a cycle."""
    players = draw(st.integers(2, max_players))
    options = draw(OPTIONS)
    if "deals" not in options and "target_chips" not in options and draw(st.integers(0, 3)):
        options["deals"] = 1  # mostly short matches; sometimes the default length
    seed = draw(st.integers(0, 2**32 - 1))
    choices = draw(st.lists(st.integers(0, 1000), min_size=1, max_size=40))
    return players, options, seed, choices


class Cycle:
    """Picks among the legal actions by ``choices``, used in a cycle."""

    def __init__(self, choices: list[int]) -> None:
        self.choices, self.step = choices, 0

    def __call__(self, legal: list[Action]) -> Action:
        action = legal[self.choices[self.step % len(self.choices)] % len(legal)]
        self.step += 1
        return action


def play(game: Logomachy, choices: list[int], steps: int | None = None):
    """Play chosen legal actions; yield (seat, action, events) after each."""
    return play_moves(game, Cycle(choices), steps)


def assert_conserved(game: Logomachy) -> None:
    ids = Counter(c.id for place in game.places() for c in place)
    assert ids == Counter(c.id for c in game.deck)


def hand_ids(game: Logomachy, seat: int) -> set[int]:
    return {c.id for c in game.hands[seat]}


def event_card_ids(event) -> set[int]:
    ids: set[int] = set()
    for key in ("card", "cards", "taken", "middle"):
        value = event.data.get(key)
        if isinstance(value, int):
            ids.add(value)
        elif isinstance(value, list):
            ids.update(value)
    return ids


# --- conservation and legality ---------------------------------------------------------


@settings(SETTINGS, max_examples=100)
@given(scenarios())
def test_every_card_is_always_in_exactly_one_place(scenario):
    players, options, seed, choices = scenario
    game = Logomachy(players, options, seed)
    assert_conserved(game)
    for _ in play(game, choices):
        assert_conserved(game)
        assert sum(len(h) for h in game.hands) <= 3 * players
    assert game.is_over()
    assert game.result() is not None


@pytest.mark.slow  # 25 random games, every legal action tried: 2.5 s of CPU time
@settings(SETTINGS, max_examples=25)
@given(scenarios(max_players=5))
def test_every_legal_action_applies_without_error(scenario):
    players, options, seed, choices = scenario
    game = Logomachy(players, options, seed)
    choose = Cycle(choices)
    positions = 0
    while not game.is_over() and positions < 120:
        seat = game.to_play()
        legal = game.legal_actions(seat)
        assert legal, "the player to move always has a legal action"
        assert len({a.text for a in legal}) == len(legal), "no action is listed twice"
        for action in legal:
            trial = copied(game)
            trial.apply(seat, action)
            assert_conserved(trial)
            # the same move typed as text is understood too
            trial = copied(game)
            trial.apply(seat, action.text.upper())
            assert trial.log[-1] == (seat, action.text)
        game.apply(seat, choose(legal))
        positions += 1


# --- private information ---------------------------------------------------------------


def assert_views_private(game: Logomachy) -> None:
    for seat in range(game.players):
        view = game.view(seat)
        json.dumps(view)  # JSON-friendly
        assert view["hand"] == [c.id for c in game.hands[seat]]
        visible = set(view["hand"]) | set(view["middle"]) | set(view["out_of_play"])
        for other in range(game.players):
            if other != seat:
                assert not hand_ids(game, other) & visible
    onlooker = game.view(None)
    assert onlooker["hand"] == []
    hidden = set().union(*(hand_ids(game, s) for s in range(game.players)))
    assert not hidden & (set(onlooker["middle"]) | set(onlooker["out_of_play"]))


def assert_events_private(game: Logomachy, events) -> None:
    """No event tells a seat about cards now in another seat's hand. Events
    before a new deal's start speak of the finished deal, whose cards have
    been shuffled and dealt again: only the new deal's events are checked."""
    starts = [i for i, e in enumerate(events) if e.kind == "deal_start"]
    for event in events[starts[-1] if starts else 0 :]:
        mentioned = event_card_ids(event)
        for seat in range(game.players):
            if not event.visible(seat):
                continue
            for other in range(game.players):
                if other != seat:
                    assert not hand_ids(game, other) & mentioned, (event, seat, other)
        if event.visible(None):
            for other in range(game.players):
                assert not hand_ids(game, other) & mentioned, (event, other)


@pytest.mark.slow  # 60 random games, every view: 3.5-4.5 s of CPU time
@SETTINGS
@given(scenarios())
def test_views_and_events_never_leak_hidden_cards(scenario):
    players, options, seed, choices = scenario
    game = Logomachy(players, options, seed)
    assert_views_private(game)
    assert_events_private(game, game.setup_events)
    for _seat, _action, events in play(game, choices):
        assert_views_private(game)
        assert_events_private(game, events)


# --- refusals ------------------------------------------------------------------------------


def garbage_texts():
    return st.one_of(
        st.text(max_size=30),
        st.sampled_from(
            [
                "",
                " ",
                "play",
                "take",
                "play take",
                "play Q7",
                "play Y",
                "nimm",
                "spiele gelb",
                "play Y7 take",
                "take Y7",
                "play 7",
                "play Y-7 take take",
            ]
        ),
    )


def crafted_texts(game: Logomachy, data) -> str:
    """A move on real cards that may well be illegal: a card not in hand, or
    a card in hand taking a random set of cards."""
    seat = game.to_play()
    codes = [c.code for c in game.deck]
    in_hand = [c.code for c in game.hands[seat]]
    kind = data.draw(st.sampled_from(["not_in_hand", "take", "lay"]))
    if kind == "not_in_hand":
        foreign = [c for c in codes if c not in in_hand]
        return "play " + data.draw(st.sampled_from(foreign))
    card = data.draw(st.sampled_from(in_hand))
    if kind == "lay":
        return "play " + card
    pool = [c.code for c in game.middle] + codes
    taken = data.draw(st.lists(st.sampled_from(pool), min_size=1, max_size=4))
    return f"play {card} take {' '.join(taken)}"


@settings(SETTINGS, max_examples=80)
@given(scenarios(), st.data())
def test_illegal_action_texts_are_refused_and_change_nothing(scenario, data):
    players, options, seed, choices = scenario
    game = Logomachy(players, options, seed)
    steps = data.draw(st.integers(0, 60))
    for _ in play(game, choices, steps):
        pass
    if not game.is_over():
        texts = (
            data.draw(garbage_texts()) if data.draw(st.booleans()) else crafted_texts(game, data)
            for _ in range(10)
        )
        assert_texts_refused(game, texts)


@SETTINGS
@given(scenarios(), st.data())
def test_acting_out_of_turn_is_refused(scenario, data):
    players, options, seed, choices = scenario
    game = Logomachy(players, options, seed)
    steps = data.draw(st.integers(0, 80))
    for _ in play(game, choices, steps):
        pass
    if not game.is_over():
        assert_out_of_turn_refused(game)


# --- save / load and determinism -----------------------------------------------------------


@SETTINGS
@given(scenarios(), st.integers(0, 120))
def test_save_load_and_continue_equals_playing_straight_through(scenario, cut):
    players, options, seed, choices = scenario
    assert_reload_continues(
        lambda: Logomachy(players, options, seed), lambda: Cycle(choices), get_game, cut
    )
