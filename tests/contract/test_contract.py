"""The game contract, checked the same way for every registered game, every
variant and the toy game: conservation, no leaks, legal and illegal moves,
save and load, determinism (bots included), games that end, narration in
both languages, and the declared keys and labels."""

from __future__ import annotations

import json
import random
import re
import string
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from accessible_games.core.cues import CUE_IDS
from accessible_games.core.errors import IllegalAction
from accessible_games.core.game import Event, Game, Result
from accessible_games.core.messages import LANGUAGES, has_key, render
from accessible_games.core.save import game_from_data, game_to_data
from accessible_games.core.utterance import Utterance
from accessible_games.games.registry import GameEntry, entry, game_ids

from ..game_helpers import assert_reloads, copied, refused, sub_values, telling
from .cases import Case, contract_cases, registered_ids, variant_cases
from .toy import GAME_ID as TOY_ID

CASES = contract_cases()
VARIANTS = variant_cases()
REGISTERED = registered_ids()
#: moves of random play before a match counts as endless
MOVE_CAP = 20_000


def by_case(cases: list[Case]):
    return pytest.mark.parametrize("case", cases, ids=[c.id for c in cases])


def new(case: Case) -> Game:
    return entry(case.game).make_game(case.players, case.options, case.seed)


def lookup(game_id: str) -> Callable[..., Game] | None:
    found = entry(game_id)
    return found.make_game if found else None


def play(game: Game, rng: random.Random, steps: int):
    """Random legal moves; yields (seat, events) after each."""
    for _ in range(steps):
        if game.is_over():
            return
        seat = rng.choice(game.waiting_for())
        legal = game.legal_actions(seat)
        assert legal, f"seat {seat} waits with no legal action"
        yield seat, game.apply(seat, rng.choice(legal))


def viewers(game: Game) -> list[int | None]:
    return [*range(game.players), None]


# --- conservation -----------------------------------------------------------------------


def items(game: Game) -> Counter:
    """Every card or tile in every place (``Game.places``, part of the contract)."""
    found = game.places()
    found = found.values() if isinstance(found, dict) else found
    return Counter(getattr(item, "id", item) for place in found for item in place)


def test_every_registered_game_is_covered():
    # the toy game is registered while the suite runs, like any other
    assert TOY_ID in game_ids()
    assert set(game_ids()) == {c.game for c in CASES} == set(REGISTERED)


@by_case(CASES)
def test_cards_and_tiles_are_conserved(case):
    game = new(case)
    start = items(game)
    assert start and max(start.values()) == 1, "every card or tile is in exactly one place"
    for _ in play(game, random.Random(case.seed), 400):
        assert items(game) == start


# --- no leaks ---------------------------------------------------------------------------


def assert_views_private(game: Game) -> None:
    """A seat's own knowledge is where its view differs from an onlooker's;
    no other seat's view and no onlooker's holds it anywhere."""
    views = {seat: game.view(seat) for seat in viewers(game)}
    for _seat, view in views.items():
        assert json.loads(json.dumps(view)) == view, "views are JSON data"
    public = views[None]
    for seat in range(game.players):
        for key, value in views[seat].items():
            if value == public.get(key) or not telling(value):
                continue
            for other, view in views.items():
                if other == seat or view.get(key) == value:
                    continue  # the same at its own place: both seats know it
                assert value not in list(sub_values(view)), (
                    f"view({other}) shows view({seat})[{key!r}] = {value!r}"
                )


def assert_events_private(game: Game, events: list[Event]) -> None:
    """A private event names its seats; what it tells (its telling values)
    is in no view of a seat it is hidden from."""
    for event in events:
        if event.visible_to is None:
            continue
        assert set(event.visible_to) <= set(range(game.players)), event
        assert not event.visible(None), event
        secrets = [v for v in event.data.values() if telling(v)]
        public = game.view(None)
        for seat in viewers(game):
            if event.visible(seat):
                continue
            view = game.view(seat)
            shown = list(sub_values(view))
            # what the seat knows itself (its own hand, even when shown to another)
            own = [
                v
                for key, value in view.items()
                if value != public.get(key)
                for v in sub_values(value)
            ]
            for secret in secrets:
                if secret in own:
                    continue
                assert secret not in shown, f"view({seat}) shows {secret!r} of private {event}"


@by_case(CASES)
def test_views_and_private_events_never_leak(case):
    game = new(case)
    assert_views_private(game)
    assert_events_private(game, game.setup_events)
    for step, (_seat, events) in enumerate(play(game, random.Random(case.seed), 150)):
        assert_events_private(game, events)
        if step % 5 == 0:
            assert_views_private(game)


# --- legal and illegal moves ------------------------------------------------------------


@by_case(CASES)
def test_every_legal_action_applies(case):
    game = new(case)
    rng = random.Random(case.seed)
    for step in range(80):
        if game.is_over():
            break
        seat = rng.choice(game.waiting_for())
        legal = game.legal_actions(seat)
        assert len({a.text for a in legal}) == len(legal), "no action is listed twice"
        if step % 8 == 0:
            for action in rng.sample(legal, min(len(legal), 10)):
                trial = copied(game)
                trial.apply(seat, action.text)
                assert trial.log[-1] == (seat, action.text)
                assert render(action.label, "en") and render(action.label, "de")
        game.apply(seat, rng.choice(legal))


def junk(rng: random.Random) -> str:
    letters = string.ascii_letters + string.digits + " äöü+-:"
    return "".join(rng.choice(letters) for _ in range(rng.randint(0, 14)))


def assert_refusal_said(error: IllegalAction) -> None:
    assert has_key(error.msg.key), error.msg.key
    for lang in LANGUAGES:
        assert render(error.msg, lang).strip()


@by_case(CASES)
def test_illegal_moves_are_refused_and_change_nothing(case):
    game = new(case)
    rng = random.Random(case.seed)
    for _round in range(4):
        for _ in play(game, rng, rng.randint(0, 40)):
            pass
        if game.is_over():
            break
        waiting = game.waiting_for()
        seat = waiting[0]
        for _ in range(8):  # random texts
            text = junk(rng)
            if game.find_action(seat, text) is None:
                assert_refusal_said(refused(game, seat, text))
        # the moves of a waiting seat, made by a seat not waiting
        texts = [a.text for s in waiting for a in game.legal_actions(s)]
        for other in range(game.players):
            if other in waiting:
                continue
            assert game.legal_actions(other) == []
            for text in rng.sample(texts, min(len(texts), 4)):
                error = refused(game, other, text)
                assert error.msg.key == "core.not_your_turn"


# --- save and load, determinism ----------------------------------------------------------


@by_case(CASES)
def test_save_load_anywhere_continues_like_straight_play(case):
    rng = random.Random(case.seed)
    for cut in (0, rng.randint(1, 30), rng.randint(31, 200)):
        game = new(case)
        moves = random.Random(cut)
        for _ in play(game, moves, cut):
            pass
        data = json.loads(json.dumps(game_to_data(game)))
        loaded = game_from_data(data, lookup)
        assert loaded.fingerprint() == game.fingerprint()
        assert loaded.log == game.log
        assert [loaded.view(s) for s in viewers(game)] == [game.view(s) for s in viewers(game)]
        assert_reloads(game, lookup, moves, moves=60)


@by_case(CASES)
def test_same_seed_options_and_moves_give_the_same_game(case):
    first, second = new(case), new(case)
    assert first.fingerprint() == second.fingerprint()
    assert first.setup_events == second.setup_events
    rng = random.Random(case.seed)
    for _ in range(300):
        if first.is_over():
            break
        assert second.waiting_for() == first.waiting_for()
        seat = rng.choice(first.waiting_for())
        legal = first.legal_actions(seat)
        assert [a.text for a in second.legal_actions(seat)] == [a.text for a in legal]
        action = rng.choice(legal)
        events = first.apply(seat, action)
        assert second.apply(seat, action.text) == events
        assert second.fingerprint() == first.fingerprint()
    assert second.log == first.log and second.result() == first.result()


def bot_match(case: Case, level: str) -> tuple[list, list[Event]]:
    found = entry(case.game)
    game = new(case)
    bots = [found.make_bot(level) for _ in range(game.players)]
    rngs = [random.Random(case.seed * 1000 + seat) for seat in range(game.players)]
    events = list(game.setup_events)
    for _ in range(MOVE_CAP):
        if game.is_over():
            break
        seat = game.to_play()
        action = bots[seat].choose(game.view(seat), game.legal_actions(seat), rngs[seat])
        events += game.apply(seat, action)
    assert game.is_over(), "the bot match did not end"
    return list(game.log), events


@by_case(VARIANTS)
def test_a_seed_replays_a_whole_match_of_the_strongest_bots(case):
    strongest = list(entry(case.game).bots)[-1]
    assert bot_match(case, strongest) == bot_match(case, strongest)


# --- the end ----------------------------------------------------------------------------


@by_case(CASES)
def test_random_games_end_with_a_result(case):
    game = new(case)
    assert game.result() is None
    for _ in play(game, random.Random(case.seed + 7), MOVE_CAP):
        pass
    assert game.is_over(), f"not over after {MOVE_CAP} moves"
    assert game.waiting_for() == [] and game.to_play() is None
    result = game.result()
    assert isinstance(result, Result)
    assert all(isinstance(s, int) for s in result.scores)
    # winners are seats (none when a cooperative game is lost: solitaire)
    assert set(result.winners) <= set(range(game.players))
    assert len(set(result.winners)) == len(result.winners)
    rng = random.Random(case.seed)
    for seat in range(game.players):  # no move after the end
        assert game.legal_actions(seat) == []
        for text in ["pass", junk(rng), *[t for _s, t in game.log[-2:]]]:
            assert refused(game, seat, text).msg.key == "core.game_over"


# --- narration --------------------------------------------------------------------------

#: a message key left in a text (a key the catalog lacks)
RAW_KEY = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b")


def assert_said(text: str, where: str) -> None:
    assert isinstance(text, str) and text.strip(), f"{where}: empty"
    assert "{" not in text and "}" not in text, f"{where}: placeholder left: {text!r}"
    assert not RAW_KEY.search(text), f"{where}: message key left: {text!r}"


def assert_utterance(said: Any, where: str) -> None:
    assert isinstance(said, Utterance), f"{where}: {said!r}"
    assert_said(said.speech, where)
    assert_said(said.braille, where)


def narrate_state(narrator, view: dict[str, Any], where: str) -> None:
    assert_utterance(narrator.hand(view), f"{where} hand")
    assert_utterance(narrator.table(view), f"{where} table")
    assert_utterance(narrator.status(view), f"{where} status")
    assert_utterance(narrator.legend(), f"{where} legend")
    scores = narrator.scores(view)
    assert scores, f"{where}: no scores"
    for said in scores:
        assert_utterance(said, f"{where} scores")


def check_cues(found: GameEntry, event: Event, seat: int | None) -> None:
    rule = found.cues.get(event.kind)
    if rule is not None:
        for cue in rule(event, seat):
            assert cue in CUE_IDS, (event.kind, cue)


@by_case(VARIANTS)
def test_every_event_and_view_is_narrated_in_both_languages(case):
    found = entry(case.game)
    game = new(case)
    names = [f"Player {s + 1}" for s in range(game.players)]
    narrators = {
        (seat, lang): found.make_narrator(game.facts(), lang, names, seat)
        for seat in viewers(game)
        for lang in LANGUAGES
    }

    def narrate(events: list[Event], views: bool) -> None:
        for (seat, lang), narrator in narrators.items():
            where = f"{case.id} seat {seat} {lang}"
            for event in events:
                if not event.visible(seat):
                    continue
                said = narrator.event(event)
                if said is not None:
                    assert_utterance(said, f"{where} event {event.kind}")
                check_cues(found, event, seat)
            if views:
                narrate_state(narrator, game.view(seat), where)

    narrate(game.setup_events, True)
    rng = random.Random(case.seed)
    step = 0
    for _seat, events in play(game, rng, MOVE_CAP):
        step += 1
        narrate(events, step % 15 == 0 or game.is_over())
    assert game.is_over()


# --- keys and labels --------------------------------------------------------------------


@pytest.mark.parametrize("game_id", REGISTERED)
def test_keys_and_labels_are_declared(game_id):
    found = entry(game_id)
    assert found.rules.id == game_id
    assert found.bots, "a game has bots"
    for lang in LANGUAGES:
        assert_said(render(found.rules.title, lang), f"{game_id} title")
    if found.keys:
        assert found.key_handler is not None
    bound = [name.strip() for key in found.keys for name in key.keys.split(",")]
    assert all(bound) and len(bound) == len(set(bound)), f"{game_id}: a key is bound twice"
    commands = [key.command for key in found.keys]
    assert all(commands) and len(commands) == len(set(commands))
    for key in found.keys:
        for lang in LANGUAGES:  # a name with words is a message, said in the player's language
            assert_said(render(key.name, lang), f"{game_id} key name")
        assert has_key(key.description), key.description
        for lang in LANGUAGES:
            assert_said(
                render_key(key.description, lang), f"{game_id} key {render(key.name, lang)}"
            )
    if found.labels is None:
        return
    for lang in LANGUAGES:
        kinds = found.labels.cards(lang, None)
        assert kinds
        keys = [k for k, _code, _text, _count in kinds]
        assert all(keys) and len(keys) == len(set(keys)), f"{game_id}: label keys are unique"
        for key, code, text, count in kinds:
            assert code.strip() and text.strip() and count >= 1, (key, code, text, count)
        for part, meaning in found.labels.legend(lang, None):
            assert part.strip() and meaning.strip()


def render_key(key: str, lang: str) -> str:
    from accessible_games.core.messages import Msg

    return render(Msg(key), lang)
