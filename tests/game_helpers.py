"""Helpers every game's tests share: they use the game contract (and, where
said, the fields every card game here has: ``hands``, a face-down pile,
``_version``)."""

from __future__ import annotations

import copy as copying
import gc
import json
import math
import os
import random
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from accessible_games.core.errors import IllegalAction
from accessible_games.core.game import Action, Event, Game
from accessible_games.core.messages import has_key, render
from accessible_games.core.save import game_from_data, game_to_data, load_game, save_game


def play_randomly(game: Game, rng: random.Random, limit: int = 100_000) -> list:
    """Play random legal moves until the match ends; return all events."""
    events = list(game.setup_events)
    for _ in range(limit):
        if game.is_over():
            break
        seat = game.to_play()
        events += game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert game.is_over()
    return events


def refused(game: Game, seat: int, text: str) -> IllegalAction:
    """Apply ``text`` expecting a refusal; check that nothing changed: the
    position, the log, every seat's view and the seat's legal actions."""
    before = game.fingerprint()
    log = list(game.log)
    views = [game.view(s) for s in range(game.players)]
    legal = [a.text for a in game.legal_actions(seat)]
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, text)
    assert game.fingerprint() == before, "a refused move changed the game"
    assert game.log == log
    assert [game.view(s) for s in range(game.players)] == views
    assert [a.text for a in game.legal_actions(seat)] == legal
    return info.value


def refused_in_place(game: Game, seat: int, text: str, before: str | None = None) -> IllegalAction:
    """Apply ``text`` expecting a refusal said in both languages that leaves
    the position (its fingerprint) as it was: the quick form of
    :func:`refused`, for trying many texts. ``before``: the fingerprint the
    position had before the first of them (taken once for the lot, since
    each refusal is checked to leave it as it was), else taken now."""
    if before is None:
        before = game.fingerprint()
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, text)
    assert game.fingerprint() == before, "a refused move changed the game"
    assert_refusal_said(info.value)
    return info.value


def assert_reloads(
    game: Game,
    lookup: Callable[[str], type[Game] | None],
    rng: random.Random,
    moves: int | None = None,
) -> Game:
    """Save ``game`` and load it again: the copy is in the same position, and
    the same random moves (``moves`` of them, or to the end) give the same
    events and positions in both. Returns the copy."""
    copy = game_from_data(game_to_data(game), lookup)
    assert copy.fingerprint() == game.fingerprint()
    made = 0
    while not game.is_over() and (moves is None or made < moves):
        seat = game.to_play()
        action = rng.choice(game.legal_actions(seat))
        assert game.apply(seat, action.text) == copy.apply(seat, action.text)
        made += 1
    assert copy.fingerprint() == game.fingerprint()
    assert copy.result() == game.result()
    return copy


def kinds(events) -> list[str]:
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]


def find(events, kind: str):
    """The first event of ``kind`` (StopIteration if there is none)."""
    return next(e for e in events if e.kind == kind)


# --- exact positions -----------------------------------------------------------------


class IdsByCode:
    """Hands out the ids of cards or tiles by code, each id once:
    ``codes[i]`` is the code of id ``i``, ``key`` turns a code as written
    into that form."""

    noun = "card"

    def __init__(self, codes: Sequence[Any], key: Callable[[str], Any] = str) -> None:
        self.codes, self.key = codes, key
        self.used: set[int] = set()

    def take(self, code: str) -> int:
        wanted = self.key(code)
        for found, its_code in enumerate(self.codes):
            if its_code == wanted and found not in self.used:
                self.used.add(found)
                return found
        raise ValueError(f"no {self.noun} {code} left")

    def many(self, codes: str) -> list[int]:
        return [self.take(c) for c in codes.split()]


def lookup_for(game_id: str, rules: type[Game]) -> Callable[[str], type[Game] | None]:
    """Where saved games find their rules: ``rules`` for ``game_id`` only."""

    def lookup(name: str) -> type[Game] | None:
        return rules if name == game_id else None

    return lookup


# --- playing ---------------------------------------------------------------------------


def play_moves(
    game: Game, choose: Callable[[list[Action]], Action], steps: int | None = None
) -> Iterator[tuple[int, Action, list[Event]]]:
    """Moves of the player to move, ``steps`` of them or to the end of the
    match: each the one ``choose`` picks among the legal actions; yields
    (seat, action, events) after each."""
    step = 0
    while not game.is_over() and (steps is None or step < steps):
        seat = game.to_play()
        legal = game.legal_actions(seat)
        assert legal, "the player to move always has a legal action"
        action = choose(legal)
        events = game.apply(seat, action)
        yield seat, action, events
        step += 1


def random_moves(
    game: Game, rng: random.Random, steps: int | None = None
) -> Iterator[tuple[int, Action, list[Event]]]:
    """Random legal moves (see :func:`play_moves`)."""
    return play_moves(game, rng.choice, steps)


def advance(game: Game, rng: random.Random, steps: int) -> Game:
    """``game`` after ``steps`` random legal moves (fewer when the match
    ends first)."""
    for _ in random_moves(game, rng, steps):
        pass
    return game


# --- refusals --------------------------------------------------------------------------


def assert_refusal_said(error: IllegalAction) -> None:
    """A refusal's message is in the catalog and said in both languages."""
    assert has_key(error.msg.key), error.msg.key
    assert render(error.msg, "en") and render(error.msg, "de")


def assert_texts_refused(game: Game, texts: Iterable[str], unknown: bool = True) -> None:
    """Each of ``texts`` that is no legal move of the player to move is
    refused, said in both languages, and changes nothing; with ``unknown``
    False the refusal gives the game's reason (never "unknown action")."""
    seat = game.to_play()
    for text in texts:
        if game.find_action(seat, text) is not None:
            continue  # happens to be a legal move
        error = refused(game, seat, text)
        assert_refusal_said(error)
        if not unknown:
            assert error.msg.key != "core.unknown_action", (text, error.msg.key)


def assert_out_of_turn_refused(game: Game) -> None:
    """Every move of the player to move, made by any other seat or by a seat
    number off the table, is refused as not its turn, naming whose turn it
    is, and changes nothing; a seat not to move has no legal action and no
    automatic one."""
    turn = game.to_play()
    texts = [a.text for a in game.legal_actions(turn)]
    before = game.fingerprint()
    for seat in [*range(game.players), -1, game.players]:
        if seat == turn:
            continue
        assert game.legal_actions(seat) == []
        if 0 <= seat < game.players:
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


# --- saving ----------------------------------------------------------------------------


def assert_saved_and_loaded(
    game: Game, lookup: Callable[[str], Callable[..., Game] | None]
) -> Game:
    """Save ``game`` to a file with its seats and load it: the same seats,
    position, log, options, views (every seat's and an onlooker's) and legal
    actions of the player to move. Returns the loaded game."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "match.json"
        seats = [{"name": f"P{s}", "bot": None} for s in range(game.players)]
        save_game(game, path, seats)
        loaded, loaded_seats = load_game(path, lookup)
    assert loaded_seats == seats
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.log == game.log
    assert loaded.options == game.options
    for seat in [*range(game.players), None]:
        assert loaded.view(seat) == game.view(seat)
    if not game.is_over():
        seat = game.to_play()
        assert [a.text for a in loaded.legal_actions(seat)] == [
            a.text for a in game.legal_actions(seat)
        ]
    return loaded


def assert_reload_continues(
    make: Callable[[], Game],
    chooser: Callable[[], Callable[[list[Action]], Action]],
    lookup: Callable[[str], Callable[..., Game] | None],
    cut: int,
    total: int | None = None,
) -> None:
    """Saved to a file after ``cut`` moves and loaded (see
    :func:`assert_saved_and_loaded`), a match of ``make`` goes on with the
    same choices (``chooser`` makes a new chooser of moves) to ``total``
    moves (or its end) exactly as played straight through."""
    straight = make()
    for _ in play_moves(straight, chooser(), total):
        pass
    game, choose = make(), chooser()
    for _ in play_moves(game, choose, cut):
        pass
    loaded = assert_saved_and_loaded(game, lookup)
    for _ in play_moves(loaded, choose, None if total is None else total - len(loaded.log)):
        pass
    assert loaded.fingerprint() == straight.fingerprint()
    assert loaded.log == straight.log
    assert loaded.result() == straight.result()


# --- hidden cards ----------------------------------------------------------------------


def _frozen_plain(value: Any) -> bool:
    """Whether ``value`` is a frozen dataclass's instance holding plain
    values only (numbers, texts): unchangeable, so a copy may share it."""
    params = getattr(type(value), "__dataclass_params__", None)
    return (
        params is not None
        and params.frozen
        and all(
            isinstance(getattr(value, name), (bool, int, float, str, type(None)))
            for name in type(value).__dataclass_fields__
        )
    )


def _copy_memo(game: Game) -> dict[int, Any]:
    """What :func:`copied` does not copy item by item, copied already."""
    chance = type(game.chance)(game.chance.seed)
    chance.setstate(game.chance.getstate())
    memo: dict[int, Any] = {
        id(game.chance): chance,
        id(game.log): list(game.log),
        id(game.setup_events): list(game.setup_events),
    }
    for card in getattr(game, "deck", None) or ():
        if _frozen_plain(card):
            memo[id(card)] = card
    return memo


def copied(game: Game) -> Any:
    """``copy.deepcopy(game)`` in a fraction of the time: what a game never
    changes in place is not copied item by item. The log's entries (tuples
    of a seat and a text) and the set-up events (immutable) are shared, each
    list copied; so are the cards of a ``deck`` that are frozen dataclasses
    of plain values (Logomachy's); the game's chance is a new generator set
    to the same state (a deep copy of its state spends its time on 625
    numbers). Everything else (the position with its hidden parts, the kept
    legal actions) is deep-copied as before."""
    return copying.deepcopy(game, _copy_memo(game))


#: the fields in which a game keeps the legal actions of its position
#: (TurnGame's, and MONAD's by lower-case text): each is replaced, never
#: changed in place, once the position's ``_version`` is raised
KEPT_LEGAL = ("_legal", "_by_text", "_by_lower")


def scrambled(game: Game, seat: int | None, rng: random.Random, pile: str) -> Any:
    """A copy of ``game`` in which everything ``seat`` cannot see is dealt
    anew: the other ``hands`` (same sizes) and the face-down ``pile`` (the
    name of its field)."""
    memo = _copy_memo(game)
    for name in KEPT_LEGAL:  # out of date in the copy (its _version is raised below)
        kept = getattr(game, name, None)
        if kept is not None:
            memo[id(kept)] = kept
    other = copying.deepcopy(game, memo)
    hidden = [s for s in range(game.players) if s != seat]
    pool = list(getattr(other, pile)) + [c for s in hidden for c in other.hands[s]]
    rng.shuffle(pool)
    for s in hidden:
        size = len(other.hands[s])
        other.hands[s] = sorted(pool[:size])
        del pool[:size]
    setattr(other, pile, pool)
    other._version += 1  # the kept legal actions are out of date
    return other


# --- bots ------------------------------------------------------------------------------


class CheckedBot:
    """Wraps a bot: checks that it is given its own view (``view[seat_key]``
    names the seat) and picks one of the legal actions; counts its moves and
    times its longest move in this thread's CPU time (what the bot costs,
    not how busy the machine is: the tests run beside other work)."""

    def __init__(self, bot: Any, game: Game, seat_key: str = "seat") -> None:
        self.bot, self.game, self.seat_key = bot, game, seat_key
        self.moves, self.longest = 0, 0.0

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        seat = view[self.seat_key]
        assert view == self.game.view(seat)
        start = time.thread_time()
        action = self.bot.choose(view, legal, rng)
        self.longest = max(self.longest, time.thread_time() - start)
        assert action in legal
        assert action in self.game.legal_actions(seat)
        self.moves += 1
        return action


def assert_choices_alike(
    makes: Iterable[Callable[[], Any]], first: Game, second: Game, seat: int, seeds: range
) -> None:
    """``first`` and ``second`` look the same from ``seat``: each bot
    ``make()`` makes the same choice in both, with the same chance."""
    assert first.view(seat) == second.view(seat)
    for make in makes:
        for seed in seeds:
            a = make().choose(first.view(seat), first.legal_actions(seat), random.Random(seed))
            b = make().choose(second.view(seat), second.legal_actions(seat), random.Random(seed))
            assert a.text == b.text


# --- sharing work out between processes ------------------------------------------------

#: the worker processes work is shared out among: one per core, at most two
#: (the suite runs on two cores, one test at a time)
WORKERS = max(1, min(2, os.cpu_count() or 1))


def _worker_started(niceness: int = 0) -> None:
    """A worker process's start: the objects it inherits from the test
    process (forked) are frozen, so that its garbage collections never walk
    them. A full collection over the inherited heap of a test process that
    has run many tests (hundreds of megabytes) writes to every page of it,
    copying each (copy-on-write): seconds of the worker's CPU time, in the
    middle of a bot's timed move. ``niceness`` is added to its own."""
    gc.freeze()
    if niceness:
        os.nice(niceness)


def shared_out(function: Callable[[Any], Any], items: Sequence[Any]) -> list[Any]:
    """``[function(item) for item in items]``, the items shared out among
    :data:`WORKERS` worker processes, each item to the next worker free (so
    neither waits idle while the other still has work). For work whose
    result is a function of its item alone (seeded games, bots whose chance
    comes from the seed, the seat and the move number), so that sharing it
    out changes no result; ``function`` is a module-level function (the
    workers are handed it by name)."""
    if WORKERS == 1 or len(items) < 2:
        return [function(item) for item in items]
    with ProcessPoolExecutor(min(WORKERS, len(items)), initializer=_worker_started) as pool:
        return list(pool.map(function, items))


class PlayedAhead:
    """``function`` over ``items``, as :func:`shared_out` plays them, for the
    one test that checks their results as a whole (hundreds of seeded bot
    games whose share of wins a test checks); the test is marked by
    decorating it with the object, and takes the results with
    :meth:`results`.

    When the test is among those a run collects, ``tests/games/conftest.py``
    starts the work as the first test of tests/games begins
    (:func:`play_ahead`): worker processes of lower priority play the items
    on the core the suite leaves idle (it runs one test at a time), while
    the tests before this one run; the test then takes the results, waiting
    for those not ready yet. The results are the same either way: each is a
    function of its item alone, and every item is played, in order. Not
    started (a single core), :meth:`results` plays the items then, as
    :func:`shared_out`.

    ``when`` (a parameter's name and value): only the test's case with that
    value needs the work (a parametrized test takes one work per case)."""

    def __init__(
        self,
        function: Callable[[Any], Any],
        items: Iterable[Any],
        when: tuple[str, Any] | None = None,
    ) -> None:
        self.function = function
        self.items = list(items)
        self.when = when
        self._futures: list[Any] | None = None
        self._done: Callable[[PlayedAhead], None] | None = None

    def __call__(self, test: Callable[..., None]) -> Callable[..., None]:
        test.played_ahead = [*getattr(test, "played_ahead", []), self]  # type: ignore[attr-defined]
        return test

    def needed_by(self, params: dict[str, Any]) -> bool:
        """Whether the test's case with ``params`` needs the work."""
        return self.when is None or params.get(self.when[0], self) == self.when[1]

    def start(self, pool: ProcessPoolExecutor, done: Callable[[PlayedAhead], None]) -> None:
        """Hand the items to ``pool``; ``done(self)`` once the results are taken."""
        self._futures = [pool.submit(self.function, item) for item in self.items]
        self._done = done

    def results(self) -> list[Any]:
        """``[function(item) for item in items]``."""
        futures, done = self._futures, self._done
        self._futures = self._done = None
        if futures is None:
            return shared_out(self.function, self.items)
        try:
            return [future.result() for future in futures]
        finally:
            if done is not None:
                done(self)

    def results_until(self, decided: Callable[[list[Any]], bool]) -> list[Any]:
        """The results of the first items, in order, up to the first
        point at which ``decided(results so far)`` is true (or all of
        them). The items are played in rounds of a few per worker; what
        was played ahead beyond that point is dropped. The same items
        give the same results in the same order, so where the run stops
        does not depend on the machine."""
        futures, done = self._futures, self._done
        self._futures = self._done = None
        results: list[Any] = []
        try:
            if futures is not None:
                for future in futures:
                    results.append(future.result())
                    if decided(results):
                        break
                return results
            step = 4 * WORKERS
            for start in range(0, len(self.items), step):
                results += shared_out(self.function, self.items[start : start + step])
                if decided(results):
                    break
            return results
        finally:
            if futures is not None:
                for future in futures:
                    future.cancel()
            if done is not None:
                done(self)


class Wald:
    """Wald's sequential probability ratio test of a share of wins: is it
    at least ``high`` (the bot is as strong as it should be) or at most
    ``low`` (no better than the weaker player)? After each game it says
    "high", "low" or nothing yet. ``alpha``: the chance of calling a share
    of ``low`` high; ``beta``: the chance of calling a share of ``high``
    low. A bot well above ``high`` is recognised after a few dozen games,
    where a fixed number of games plays hundreds."""

    def __init__(self, low: float, high: float, alpha: float = 0.025, beta: float = 0.025):
        if not 0 < low < high < 1:
            raise ValueError("0 < low < high < 1")
        self.win = math.log(high / low)
        self.loss = math.log((1 - high) / (1 - low))
        self.upper = math.log((1 - beta) / alpha)
        self.lower = math.log(beta / (1 - alpha))

    def decided(self, wins: int, games: int, enough: bool) -> str:
        """The verdict, or, still undecided once every game is played,
        "high" when ``enough`` (the fixed share of wins reached)."""
        verdict = self.verdict(wins, games)
        if verdict is None:
            return "high" if enough else "low"
        return verdict

    def verdict(self, wins: int, games: int) -> str | None:
        """ "high", "low", or None while the games so far decide nothing."""
        ratio = wins * self.win + (games - wins) * self.loss
        if ratio >= self.upper:
            return "high"
        if ratio <= self.lower:
            return "low"
        return None


#: the niceness added to a worker playing ahead (0-19): a little lower
#: priority than the tests, enough for the scheduler to leave the running
#: test a core of its own while both workers share the other, and little
#: enough not to starve the workers on a machine busy with other work
AHEAD_NICENESS = 2


def play_ahead(works: list[PlayedAhead]) -> Callable[[], None]:
    """Start ``works`` (in the order given: the order their tests run) in
    :data:`WORKERS` worker processes of lower priority; the pool closes
    once every work's results are taken. Returns what closes it at once
    (the end of the session)."""
    if WORKERS == 1 or not works:
        return lambda: None
    pool = ProcessPoolExecutor(WORKERS, initializer=_worker_started, initargs=(AHEAD_NICENESS,))
    pending = set(map(id, works))

    def done(work: PlayedAhead) -> None:
        pending.discard(id(work))
        if not pending:
            pool.shutdown(wait=False)

    for work in works:
        work.start(pool, done)
    return lambda: pool.shutdown(wait=True, cancel_futures=True)


# --- recording -------------------------------------------------------------------------


def record_games(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[Game]:
    """Every game ``module`` makes by calling its ``name`` (a game class),
    from now until the test ends, in order."""
    made: list[Game] = []
    real = getattr(module, name)

    def recorded(*args: Any, **kwargs: Any) -> Game:
        game = real(*args, **kwargs)
        made.append(game)
        return game

    monkeypatch.setattr(module, name, recorded)
    return made


# --- narration -------------------------------------------------------------------------


def assert_filled(text: str) -> None:
    """Said: not empty, and no template field is left unfilled."""
    assert text and "{" not in text and "}" not in text, text


def assert_said(event: Event, utterance: Any, slack: int) -> None:
    """What was said of ``event``: said and brailled without a gap, its
    (terse) braille no longer than its speech but for short sentences
    (``slack`` characters)."""
    for text in (utterance.speech, utterance.braille):
        assert text and "{" not in text and "}" not in text, (event, text)
    assert len(utterance.braille) <= max(len(utterance.speech), slack), (event, utterance)


def narrate_events(narrator: Any, events: list[Event], slack: int = 16) -> set[str]:
    """Narrate ``events``: each one said is said as :func:`assert_said`
    wants. Returns the kinds said."""
    said: set[str] = set()
    for event in events:
        utterance = narrator.event(event)
        if utterance is not None:
            assert_said(event, utterance, slack)
            said.add(event.kind)
    return said


def narrate_seen(
    narrator: Any,
    events: list[Event],
    viewer: int | None,
    quiet: Callable[[Event], bool] = lambda event: False,
    slack: int = 0,
) -> list[tuple[Event, Any]]:
    """Narrate ``events`` for ``viewer``: one hidden from it is not said; one
    it sees is said (unless ``quiet(event)`` lets it pass unsaid) as
    :func:`assert_said` wants. Returns each event said with what was said."""
    said = []
    for event in events:
        utterance = narrator.event(event)
        if not event.visible(viewer):
            assert utterance is None, (event, viewer)
        elif utterance is None:
            assert quiet(event), event
        else:
            assert_said(event, utterance, slack)
            said.append((event, utterance))
    return said


def assert_zones_said(
    narrator: Any, view: dict, legal: list[Action], utterances: list[Any]
) -> None:
    """``utterances`` (what ``narrator`` said of ``view``) and every item of
    its zones (the hand, the players, the moves of ``legal`` and the game's
    own areas) are said and brailled without a gap."""
    for utterance in utterances:
        assert_filled(utterance.speech)
        assert_filled(utterance.braille)
    items = [
        *narrator.hand_items(view, legal),
        *narrator.player_items(view),
        *narrator.action_items(view, legal),
    ]
    for area in narrator.areas():
        items += narrator.area_items(area.key, view)
    for item in items:
        assert_filled(item.speech)
        assert_filled(item.brailled)


# --- what would tell a secret ---------------------------------------------------------------


def sub_values(value: Any) -> Iterator[Any]:
    """``value`` and every value inside it."""
    yield value
    if isinstance(value, dict):
        for inner in value.values():
            yield from sub_values(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from sub_values(inner)


def telling(value: Any) -> bool:
    """Whether finding ``value`` elsewhere would tell something: at least
    two different scalars (a single number may mean anything)."""
    leaves = {json.dumps(v) for v in sub_values(value) if not isinstance(v, (dict, list))}
    return len(leaves - {"null", "false", "true"}) >= 2
