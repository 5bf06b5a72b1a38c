"""Property tests over random seeded games: card conservation, private views
and events, every legal action applies, refusals that change nothing,
payments built card by card and cancelled, save/load mid-turn, determinism,
and random games that end."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.messages import has_key, render
from accessible_games.games.monad.cards import CARD_CODE, COLOUR_CODE, RANK_CODE
from accessible_games.games.monad.rules import ACTING, PAYING, START, Monad
from tests.game_helpers import (
    advance,
    assert_out_of_turn_refused,
    assert_reload_continues,
    assert_texts_refused,
    copied,
    random_moves,
    scrambled,
)

from .monad_helpers import assert_conserved, lookup

SETTINGS = settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
PRIVATE_KINDS = {"dealt", "drawn", "payment", "payment_cancelled", "order_asked"}


@st.composite
def scenarios(draw):
    """(players, options, seed, play_seed): ``play_seed`` seeds the random
    choice among the legal actions."""
    players = draw(st.integers(2, 4))
    options = {"ask_order": draw(st.booleans())}
    if players == 4 and draw(st.booleans()):
        options["teams"] = True
    seed = draw(st.integers(0, 2**32 - 1))
    play_seed = draw(st.integers(0, 2**32 - 1))
    return players, options, seed, play_seed


# --- conservation and legality ---------------------------------------------------------


@SETTINGS
@given(scenarios())
def test_every_card_is_always_in_exactly_one_place(scenario):
    players, options, seed, play_seed = scenario
    game = Monad(players, options, seed)
    assert_conserved(game)
    assert len(game.in_play) == 6 * players + 24 + 10
    for _ in random_moves(game, random.Random(play_seed), 600):
        assert_conserved(game)
        assert all(h == sorted(h) for h in game.hands)
        assert all(len(col) <= 6 for col in game.columns)


@pytest.mark.slow  # 15 random games, every legal action tried: 2.5-3 s of CPU time
@settings(SETTINGS, max_examples=15)
@given(scenarios())
def test_every_legal_action_applies_and_its_text_means_it(scenario):
    players, options, seed, play_seed = scenario
    game = Monad(players, options, seed)
    rng = random.Random(play_seed)
    for _ in range(50):
        if game.is_over():
            break
        seat = game.to_play()
        legal = game.legal_actions(seat)
        assert len({a.text for a in legal}) == len(legal), "no action is listed twice"
        timeout = game.timeout_action(seat)
        assert timeout is not None and timeout.text in {a.text for a in legal}
        for action in legal:
            assert has_key(action.label.key)
            assert render(action.label, "en") and render(action.label, "de")
            assert isinstance(game.action_value(action), int)
            trial = copied(game)
            trial.apply(seat, action)
            assert_conserved(trial)
            # the same move typed as text is understood too
            trial = copied(game)
            trial.apply(seat, action.text.lower())
            assert trial.log[-1] == (seat, action.text)
        game.apply(seat, rng.choice(legal))


# --- private information ---------------------------------------------------------------


def assert_views_private(game: Monad, rng: random.Random) -> None:
    for seat in [*range(game.players), None]:
        view = game.view(seat)
        assert json.loads(json.dumps(view)) == view  # JSON-friendly
        assert view["hand"] == (game.hands[seat] if seat is not None else [])
        if seat != game.turn or game.over:
            assert view["payment"] is None and view["order"] is None
        # the view does not change when only what the seat cannot see changes
        # (the hidden cards: the other hands and the Talon)
        assert scrambled(game, seat, rng, "talon").view(seat) == view


def assert_events_private(game: Monad, events) -> None:
    """Events are JSON-friendly; private events go to their player only; a
    card taken from the face-down Talon is named in private events only."""
    secret = {e.data["card"] for e in events if e.kind == "drawn"}
    for event in events:
        assert json.loads(json.dumps(event.data)) == event.data
        if event.kind in PRIVATE_KINDS:
            assert event.visible_to == (event.seat,)
            continue
        assert event.visible_to is None
        mentioned = set()
        for key in ("card", "cards", "gained", "target", "paid", "bonus", "hand", "relative"):
            value = event.data.get(key)
            if isinstance(value, int) and not isinstance(value, bool):
                mentioned.add(value)
            elif isinstance(value, list):
                mentioned.update(value)
        assert not secret & mentioned, event


@pytest.mark.slow  # 30 random games, every view: 4-4.5 s of CPU time
@SETTINGS
@given(scenarios())
def test_views_and_events_never_leak_hidden_cards(scenario):
    players, options, seed, play_seed = scenario
    game = Monad(players, options, seed)
    rng = random.Random(play_seed)
    checker = random.Random(seed)
    assert_views_private(game, checker)
    assert_events_private(game, game.setup_events)
    for step, (_seat, _action, events) in enumerate(random_moves(game, rng, 400)):
        assert_events_private(game, events)
        if step % 20 == 0 or game.phase in (PAYING, "order"):
            assert_views_private(game, checker)


# --- refusals ------------------------------------------------------------------------------


def garbage_texts():
    return st.one_of(
        st.text(max_size=30),
        st.sampled_from(
            [
                "",
                " ",
                "combine",
                "combine 2Y",
                "combine 2Y 2L 2G",
                "acquire",
                "acquire 1 with 1R",
                "acquire 3 with",
                "jump 2 with 1R",
                "jump 3 with 1R 1R 1O 1Y",
                "draw 2Y",
                "pay",
                "under",
                "unpay 9Z",
                "vereinige lila bi",
                "erwerbe mit bi gelb",
                "überspringe",
                "combine M 5R",
                "acquire M with M",
                "pass 1R",
                "done 1R",
                "combine 1R 1O bonus",
            ]
        ),
    )


def crafted_text(data) -> str:
    """A well-formed move that may well be illegal now."""
    codes = [r + c for r in RANK_CODE[:5] for c in COLOUR_CODE]
    kind = data.draw(
        st.sampled_from(
            [
                "combine",
                "acquire",
                "build",
                "jump",
                "end",
                "draw",
                "flip",
                "pass",
                "pay",
                "unpay",
                "done",
                "cancel",
                "under",
            ]
        )
    )
    if kind == "combine":
        text = f"combine {data.draw(st.sampled_from(codes))} {data.draw(st.sampled_from(codes))}"
        return text + (" bonus" if data.draw(st.booleans()) else "")
    if kind in ("acquire", "jump"):
        target = data.draw(st.sampled_from(RANK_CODE))
        paid = data.draw(st.lists(st.sampled_from(codes), min_size=1, max_size=7))
        return f"{kind} {target} with {' '.join(paid)}"
    if kind == "build":
        return f"acquire {data.draw(st.sampled_from(RANK_CODE))}"
    if kind in ("pay", "unpay", "under"):
        return f"{kind} {data.draw(st.sampled_from(codes))}"
    return kind


@settings(SETTINGS, max_examples=50)
@given(scenarios(), st.data())
def test_illegal_action_texts_are_refused_and_change_nothing(scenario, data):
    players, options, seed, play_seed = scenario
    steps = data.draw(st.integers(0, 300))
    game = advance(Monad(players, options, seed), random.Random(play_seed), steps)
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
    steps = data.draw(st.integers(0, 300))
    game = advance(Monad(players, options, seed), random.Random(play_seed), steps)
    if not game.is_over():
        assert_out_of_turn_refused(game)


# --- payments card by card -------------------------------------------------------------------


@SETTINGS
@given(scenarios(), st.data())
def test_payments_built_card_by_card_and_cancelled_change_nothing(scenario, data):
    players, options, seed, play_seed = scenario
    game = Monad(players, options, seed)
    rng = random.Random(play_seed)
    checked = 0
    for _ in range(3000):
        if game.is_over() or checked >= 4:
            break
        seat = game.to_play()
        legal = game.legal_actions(seat)
        builders = [a for a in legal if a.kind == "build"]
        if builders and game.phase in (START, ACTING):
            checked += 1
            before, texts = game.fingerprint(), [a.text for a in legal]
            views = [game.view(s) for s in range(players)]
            game.apply(seat, data.draw(st.sampled_from(builders)))
            for _step in range(data.draw(st.integers(0, 12))):
                steps = [a for a in game.legal_actions(seat) if a.kind in ("pay", "unpay")]
                if not steps:
                    break
                events = game.apply(seat, data.draw(st.sampled_from(steps)))
                payment = events[0].data
                assert payment["total"] == game.view(seat)["payment"]["total"]
                assert ("done" in [a.text for a in game.legal_actions(seat)]) == (
                    payment["total"] >= payment["needed"]
                )
                assert_conserved(game)
            game.apply(seat, "cancel")
            assert game.fingerprint() == before
            assert [a.text for a in game.legal_actions(seat)] == texts
            assert [game.view(s) for s in range(players)] == views
            # a listed payment built card by card is the same move as typed in full
            payments = [a for a in legal if a.kind == "acquire"]
            if payments:
                chosen = data.draw(st.sampled_from(payments))
                typed = copied(game)
                typed.apply(seat, chosen.text)
                built = copied(game)
                built.apply(seat, f"acquire {chosen.text.split()[1]}")
                for card in chosen.data[1]:
                    built.apply(seat, f"pay {CARD_CODE[card]}")
                built.apply(seat, "done")
                assert built.fingerprint() == typed.fingerprint()
        game.apply(seat, rng.choice(game.legal_actions(seat)))


# --- save / load and determinism -----------------------------------------------------------


@SETTINGS
@given(scenarios(), st.integers(0, 600))
def test_save_load_mid_turn_and_continue_equals_playing_straight_through(scenario, cut):
    players, options, seed, play_seed = scenario
    assert_reload_continues(
        lambda: Monad(players, options, seed),
        lambda: random.Random(play_seed).choice,
        lookup,
        cut,
        cut + 300,
    )


# --- random games end ----------------------------------------------------------------------

STEP_CAP = 50_000


@settings(SETTINGS, max_examples=20)
@given(scenarios())
def test_random_games_end(scenario):
    players, options, seed, play_seed = scenario
    game = Monad(players, options, seed)
    for _ in random_moves(game, random.Random(play_seed), STEP_CAP):
        pass
    assert game.is_over(), f"not over after {STEP_CAP} steps"
    assert_conserved(game)
    result = game.result()
    assert result is not None and result.winners
    if game.reason == "monads":
        team = next(t for t in game.teams if result.winners[0] in t)
        assert result.winners == tuple(sorted(team))
        assert sum(result.scores[s] for s in team) >= game.target_monads
    else:
        assert game.reason == "stalemate"
