"""Property tests over random seeded games: card conservation, private views
and events, every legal action applies, refusals that change nothing,
save/load, determinism, and random games that always end."""

from __future__ import annotations

import copy
import json
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.errors import IllegalAction
from accessible_games.core.messages import has_key, render
from accessible_games.core.save import load_game, save_game
from accessible_games.games.maumau.cards import CARDS, COLOUR_CODE, KIND_CODE
from accessible_games.games.maumau.rules import MauMau

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


def play(game: MauMau, rng: random.Random, steps: int | None = None):
    """Play random legal actions; yield (seat, action, events) after each."""
    step = 0
    while not game.is_over() and (steps is None or step < steps):
        seat = game.to_play()
        legal = game.legal_actions(seat)
        assert legal, "the player to move always has a legal action"
        action = rng.choice(legal)
        events = game.apply(seat, action)
        yield seat, action, events
        step += 1


# --- conservation and legality ---------------------------------------------------------


@SETTINGS
@given(scenarios())
def test_every_card_is_always_in_exactly_one_place(scenario):
    players, options, seed, play_seed = scenario
    game = MauMau(players, options, seed)
    assert_conserved(game)
    for _ in play(game, random.Random(play_seed), 600):
        assert_conserved(game)
        assert all(h == sorted(h) for h in game.hands)
        assert game.discard, "the discard pile always has its top card"


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
            trial = copy.deepcopy(game)
            trial.apply(seat, action)
            assert_conserved(trial)
            # the same move typed as text is understood too
            trial = copy.deepcopy(game)
            trial.apply(seat, action.text.upper())
            assert trial.log[-1] == (seat, action.text)
        game.apply(seat, rng.choice(legal))


# --- private information ---------------------------------------------------------------


def scrambled(game: MauMau, seat: int | None, rng: random.Random) -> MauMau:
    """A copy of ``game`` in which everything ``seat`` cannot see is dealt
    anew: the other hands (same sizes) and the stock."""
    other = copy.deepcopy(game)
    hidden = [s for s in range(game.players) if s != seat]
    pool = list(other.stock) + [c for s in hidden for c in other.hands[s]]
    rng.shuffle(pool)
    for s in hidden:
        size = len(other.hands[s])
        other.hands[s] = sorted(pool[:size])
        del pool[:size]
    other.stock = pool
    other._version += 1
    return other


def assert_views_private(game: MauMau, rng: random.Random) -> None:
    for seat in [*range(game.players), None]:
        view = game.view(seat)
        assert json.loads(json.dumps(view)) == view  # JSON-friendly
        if seat is None:
            assert view["hand"] == []
        else:
            assert view["hand"] == game.hands[seat]
        # the view does not change when only what the seat cannot see changes
        assert scrambled(game, seat, rng).view(seat) == view


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
    for event in events[starts[-1] if starts else 0:]:
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
    for step, (_seat, _action, events) in enumerate(play(game, rng, 300)):
        assert_events_private(game, events)
        if step % 25 == 0 or any(e.kind in ("hand_shown", "report") for e in events):
            assert_views_private(game, checker)


# --- refusals ------------------------------------------------------------------------------


def garbage_texts():
    return st.one_of(
        st.text(max_size=30),
        st.sampled_from([
            "", " ", "play", "play 7", "play red", "play W+4", "play W", "zieh", "colour", "farbe",
            "play R7 R8", "last last", "play Q7", "lüge rot", "pass R", "report 3", "spiele lila 3",
        ]),
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
    game = MauMau(players, options, seed)
    steps = data.draw(st.integers(0, 150))
    for _ in play(game, random.Random(play_seed), steps):
        pass
    if game.is_over():
        return
    seat = game.to_play()
    for _ in range(12):
        text = data.draw(garbage_texts()) if data.draw(st.booleans()) else crafted_text(data)
        if game.find_action(seat, text) is not None:
            continue  # happens to be a legal move
        before, log = game.fingerprint(), list(game.log)
        views = [game.view(s) for s in range(players)]
        legal = [a.text for a in game.legal_actions(seat)]
        try:
            game.apply(seat, text)
        except IllegalAction as error:
            assert has_key(error.msg.key), error.msg.key
            assert error.msg.key != "core.unknown_action", (text, game.phase)
            assert render(error.msg, "en") and render(error.msg, "de")
        else:
            raise AssertionError(f"{text!r} was accepted")
        assert game.fingerprint() == before
        assert game.log == log
        assert [game.view(s) for s in range(players)] == views
        assert [a.text for a in game.legal_actions(seat)] == legal


@SETTINGS
@given(scenarios(), st.data())
def test_acting_out_of_turn_is_refused(scenario, data):
    players, options, seed, play_seed = scenario
    game = MauMau(players, options, seed)
    for _ in play(game, random.Random(play_seed), data.draw(st.integers(0, 150))):
        pass
    if game.is_over():
        return
    turn = game.to_play()
    texts = [a.text for a in game.legal_actions(turn)]
    before = game.fingerprint()
    for seat in [*range(players), -1, players]:
        if seat == turn:
            continue
        if 0 <= seat < players:
            assert game.legal_actions(seat) == []
            assert game.timeout_action(seat) is None
        for text in texts:
            try:
                game.apply(seat, text)
            except IllegalAction as error:
                assert error.msg.key == "core.not_your_turn"
                assert f"player {turn + 1}" in render(error.msg, "en")
            else:
                raise AssertionError(f"seat {seat} played {text!r} out of turn")
    assert game.fingerprint() == before


# --- save / load and determinism -----------------------------------------------------------


@SETTINGS
@given(scenarios(), st.integers(0, 300))
def test_save_load_and_continue_equals_playing_straight_through(scenario, cut):
    players, options, seed, play_seed = scenario
    total = cut + 200
    straight = MauMau(players, options, seed)
    for _ in play(straight, random.Random(play_seed), total):
        pass

    game = MauMau(players, options, seed)
    rng = random.Random(play_seed)
    for _ in play(game, rng, cut):
        pass
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        seats = [{"name": f"P{s}", "bot": None} for s in range(players)]
        save_game(game, path, seats)
        loaded, loaded_seats = load_game(path, lookup)
    assert loaded_seats == seats
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.log == game.log
    assert loaded.options == game.options
    for seat in [*range(players), None]:
        assert loaded.view(seat) == game.view(seat)
    # the same random choices go on from the loaded game
    for _ in play(loaded, rng, total - len(loaded.log)):
        pass
    assert loaded.fingerprint() == straight.fingerprint()
    assert loaded.log == straight.log
    assert loaded.result() == straight.result()


# --- random games end ----------------------------------------------------------------------

MOVE_CAP = 60_000


@settings(SETTINGS, max_examples=25)
@given(scenarios())
def test_random_games_always_end(scenario):
    players, options, seed, play_seed = scenario
    game = MauMau(players, options, seed)
    rounds = 0
    for _seat, _action, events in play(game, random.Random(play_seed), MOVE_CAP):
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
