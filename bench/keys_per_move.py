#!/usr/bin/env python3
"""Keys per move: a whole game of each game played by keys alone in the
full-screen mode, and how many keys each of the player's moves took.

Each table is started from the main menu as a player starts it: Enter on
"Play a new game", the new-game form filled by its own keys (Left and Right
change a value, Enter opens a typed value such as the seed), Enter on
Start. Then, at every turn of the player (seat 0, against the form's
default bots), the game's own "good" bot decides *which* move to make (its
generator seeded from the table's seed and the move number), and a planner
finds the fewest keys that make that move from where the focus is:

- the table's keys: H, M and A (or Escape) go to a zone, the number keys
  1 to 9 pick a card of the hand (the focus lands on its first move), Up,
  Down, Home and End walk a list, Enter plays the focused move (on a card
  of the hand, it picks the card);
- the game's own keys (Mau Mau's D and L, MONAD's E and B, Pulok's K and
  G, Mad Nooks' L and C ...), asked what they would do where the focus is,
  as the screen asks them: a move made at once, or a list of moves the
  focus then lands in.

Page Up and Page Down are not used (their step depends on the screen's
height), nor the board cursor of Mad Nooks. The planner looks at the lists
the screen shows and asks the game's key handler; the keys are then
pressed through Textual's Pilot and nothing else makes a move. After each
step (a zone key, a walk, a key that lists moves) the focus is compared
with the plan, which is made again from where it really is if they
differ. A move with a caution (a costly move) is chosen twice; the second
key counts. Every key must be answered by speech.

Same tables, same seeds: same keys, so the same figures. ``--write`` puts
the section into docs/performance.md (between the ``keys-per-move:begin``
and ``keys-per-move:end`` markers) and into bench/performance_template.md,
so that a whole run of bench/run.py keeps it;
tests/tui/test_whole_games_by_keys.py plays the same games and checks the
page's figures are these.

Usage: python bench/keys_per_move.py [--write] [--only LABEL ...]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import copy
import heapq
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import textual.app
import textual.pilot

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from accessible_games.core.errors import GameError  # noqa: E402 - must follow the sys.path set-up
from accessible_games.core.game import Action  # noqa: E402 - must follow the sys.path set-up
from accessible_games.core.keys import KeyContext  # noqa: E402 - must follow the sys.path set-up
from accessible_games.core.messages import Msg  # noqa: E402 - must follow the sys.path set-up
from accessible_games.core.narration import Item, action_text  # noqa: E402 - must follow the sys.path set-up
from accessible_games.core.utterance import Category, Utterance  # noqa: E402 - must follow the sys.path set-up
from accessible_games.ui.tui.game import GameScreen  # noqa: E402 - must follow the sys.path set-up
from accessible_games.ui.tui.keys import GAME_KEYS, key_names  # noqa: E402 - must follow the sys.path set-up
from accessible_games.ui.tui.screens import MainMenu  # noqa: E402 - must follow the sys.path set-up
from tests.fixtures.pilot import quick_idle  # noqa: E402 - must follow the sys.path set-up
from tests.tui.helpers import RecordingBraille, RecordingSpeech, menu_app  # noqa: E402 - must follow the sys.path set-up

DOC = ROOT / "docs" / "performance.md"
TEMPLATE = ROOT / "bench" / "performance_template.md"
BEGIN = "<!-- keys-per-move:begin (written by bench/keys_per_move.py) -->"
END = "<!-- keys-per-move:end -->"
#: where the section goes on a page without its markers: before this line
BEFORE = "<!-- capacity:begin -->"

#: the level of the bot that chooses the player's moves
CHOOSER = "good"
#: keys pressed for one move before the driver gives up
MOST_KEYS = 400
#: keys pressed to hear a refusal in each game (at the first turns where one is found)
REFUSALS = 2


@dataclass(frozen=True)
class Table:
    """One whole game: the game, the form's choices and the seed."""

    label: str
    game_id: str
    lang: str
    players: int
    options: tuple[tuple[str, Any], ...]
    seed: int
    #: what the table is, for the page
    about: str
    #: the setting "make your only move by itself" (forced_moves): on, as
    #: a player finds it; off, every forced move is made by a key
    forced: bool = True


#: the tables played: the fewest players and the short options where a
#: game has them (one deal, one quick game, one game to 70 points); MONAD
#: with four players, whose games are a third as long for each player as
#: with two (about 85 moves each instead of 280)
TABLES: tuple[Table, ...] = (
    Table("Logomachy", "logomachy", "en", 2, (("deals", 1),), 11, "2 players, 1 deal"),
    Table("Mau Mau", "maumau", "de", 2, (("quick", True),), 12, "2 players, quick game"),
    Table("MONAD", "monad", "en", 4, (), 21, "4 players"),
    Table(
        "Pulok", "pulok", "de", 2, (("target", 70),), 14, "2 players, einfaches Pulok, target 70"
    ),
    Table("Mad Nooks Classic", "madnooks", "en", 2, (), 15, "2 players"),
)


# --- the record of a game ------------------------------------------------------------


@dataclass
class Move:
    text: str
    keys: list[str]
    way: str
    cautioned: bool = False


@dataclass
class Run:
    """A whole game played by keys: each move's keys, the keys that set the
    table up, and what the checks need (what was spoken, every utterance
    announced, keys that said nothing)."""

    table: Table
    moves: list[Move] = field(default_factory=list)
    setup_keys: list[str] = field(default_factory=list)
    other_keys: list[str] = field(default_factory=list)
    speech: RecordingSpeech | None = None
    #: every utterance the announcer was given, in order
    announced: list[Utterance] = field(default_factory=list)
    #: keys pressed to hear a refusal: (key, the error utterances it gave)
    refusals: list[tuple[str, list[Utterance]]] = field(default_factory=list)
    #: moves made other than by a key press (Session.act called outside one)
    acts_outside_keys: int = 0
    #: the player's only moves, made by themselves (the setting forced_moves)
    forced: int = 0
    #: keys after which nothing was spoken: (key, what the focus was on)
    silent: list[tuple[str, str]] = field(default_factory=list)
    #: index in ``speech.texts`` where the game screen took over
    started_at: int = 0
    #: the braille lines shown, and the index of the first after the start
    braille: RecordingBraille | None = None
    braille_started_at: int = 0
    main_menu_title: str = ""
    over: bool = False
    result: str | None = None
    moves_in_log: int = 0
    replans: int = 0
    seconds: float = 0.0

    @property
    def counts(self) -> list[int]:
        return [len(m.keys) for m in self.moves]


# --- planning: the fewest keys to a move ----------------------------------------------

DONE = ("done", -1)
State = tuple[str | None, int | None]


def walk(current: int | None, target: int, count: int) -> list[str]:
    """The fewest list keys from item ``current`` to ``target`` of ``count``
    items: Up or Down, or Home or End first."""
    start = current or 0
    if current is not None and start == target:
        return []
    direct = ["down" if target > start else "up"] * abs(target - start)
    home = ["home"] + ["down"] * target
    end = ["end"] + ["up"] * (count - 1 - target)
    options = [home, end] if current is None else [direct, home, end]
    return min(options, key=len)


def walk_len(current: int | None, target: int, count: int) -> int:
    if current is not None and current == target:
        return 0
    start = current or 0
    home, end = 1 + target, count - target
    return min(home, end) if current is None else min(abs(target - start), home, end)


@dataclass(frozen=True)
class Step:
    """Keys to press and where the focus should then be (DONE: the move is made)."""

    keys: tuple[str, ...]
    then: State
    kind: str  # walk, zone, card, own key, enter


class Planner:
    """The fewest keys from the current focus to a legal move, by the table's
    keys and the game's own (asked what they would do, as the screen asks)."""

    def __init__(self, screen: GameScreen, reading: set[str]) -> None:
        self.screen = screen
        self.session = session = screen.session
        self.view = session.view()
        self.legal = session.legal()
        self.narrator = session.narrator
        self.handler = session.entry.key_handler
        self.game_keys = list(session.entry.keys)
        #: keys found to read the table (their answer is an utterance): not moves
        self.reading = reading
        grids = set(self.narrator.grid_zones())
        self.zones = [
            z for z in screen.zone_keys if z not in grids and z not in ("messages", "players")
        ]
        self.items: dict[str, list[Item]] = {z: list(screen.zone(z).items) for z in self.zones}
        self.highlighted = {z: screen.zone(z).highlighted for z in self.zones}
        taken = (
            set().union(*(key_names(k.keys) for k in self.game_keys)) if self.game_keys else set()
        )
        #: the table's keys the game left alone: (the key to press, the screen's action)
        self.table_keys = [
            (min(key_names(spec.keys)), spec.action)
            for spec in GAME_KEYS
            if not key_names(spec.keys) & taken
        ]
        self._answers: dict[tuple[str, State], Any] = {}
        self._cards: dict[int, str | None] = {}

    # what a key does where the focus is

    def context(self, state: State) -> KeyContext:
        zone, index = state
        card_index = action = item = None
        items = self.items.get(zone or "", [])
        if zone is not None and index is not None and 0 <= index < len(items):
            if zone == "hand":
                card_index = index
            elif zone == "actions":
                text = action_text(items[index].id)
                action = next((a for a in self.legal if a.text == text), None)
            else:
                item = items[index].id
        # a copy of the narrator: a key may set what the narrator lists next
        return KeyContext(
            self.view, self.legal, card_index, action, zone, item, copy.copy(self.narrator)
        )

    def answer(self, command: str, state: State) -> Any:
        key = (command, state)
        if key not in self._answers:
            self._answers[key] = (
                self.handler(command, self.context(state)) if self.handler else None
            )
        return self._answers[key]

    def zone_state(self, zone: str) -> State:
        return zone, self.highlighted.get(zone) if self.highlighted.get(zone) is not None else 0

    def action_index(self, text: str, state: State) -> int | None:
        ids = [item.id for item in self.items.get("actions", [])]
        if text in ids:
            return ids.index(text)
        return state[1] if state[0] == "actions" else self.highlighted.get("actions")

    def card(self, number: int, state: State) -> State | None:
        """Where the table's number key ``number`` leaves the focus."""
        hand = self.items.get("hand", [])
        if not 1 <= number <= len(hand):
            return None
        if number not in self._cards:
            moves = self.narrator.actions_for_hand_item(self.view, number - 1, self.legal)
            self._cards[number] = moves[0].text if moves else None
        first = self._cards[number]
        if first is not None:
            return "actions", self.action_index(first, state)
        return "hand", number - 1

    def table_action(self, action: str, state: State) -> tuple[State, str] | None:
        """Where the table's own key with ``action`` leaves the focus."""
        if action.startswith("card("):
            found = self.card(int(action[5:-1]), state)
            return (found, "card") if found is not None else None
        if action.startswith("focus_zone("):
            zone = action[len("focus_zone('") : -2]
        elif action == "focus_table":
            areas = self.narrator.areas()
            zone = areas[0].key if areas else "players"
        elif action == "focus_actions":
            zone = "actions"
        else:
            return None
        if zone not in self.zones or zone == state[0]:
            return None
        return self.zone_state(zone), "zone"

    def key_step(self, press: str, command: str, target: Action, state: State) -> Step | None:
        """What the game's key ``press`` (asked with ``command``) does at ``state``."""
        if command in self.reading:
            return None
        answer = self.answer(command, state)
        if isinstance(answer, Utterance):
            self.reading.add(command)
            return None
        if isinstance(answer, str):
            return Step((press,), DONE, "own key") if answer == target.text else None
        if isinstance(answer, list):
            texts = [action_text(a.text) for a in answer]
            if target.text not in texts:
                return None
            if len(answer) == 1:
                return Step((press,), DONE, "own key")
            return Step((press,), ("actions", self.action_index(answer[0].text, state)), "own key")
        if answer is None:
            if command.startswith("zone:"):
                zone = command[5:]
                if zone in self.zones and zone != state[0]:
                    return Step((press,), self.zone_state(zone), "zone")
                return None
            names = key_names(next(k.keys for k in self.game_keys if k.command == command))
            for spec in GAME_KEYS:
                if names & key_names(spec.keys):
                    found = self.table_action(spec.action, state)
                    if found is not None:
                        return Step((press,), found[0], found[1])
                    return None
        return None  # a message (the key needs something first)

    def refused(self, text: str) -> bool:
        """Whether the game refuses the move ``text`` now."""
        try:
            return self.session.game.find_action(self.session.viewer, text) is None
        except GameError:
            return True

    def refusal(self, state: State, tried: Sequence[str]) -> str | None:
        """A key not in ``tried`` that is refused here, with its reason: a
        game key that names a move the game refuses now, else one that
        needs something first, else the number of a card the hand does not
        have."""
        needs = None
        for key in self.game_keys:
            press = key.keys.split(",")[0]
            if press in tried or key.command in self.reading:
                continue
            answer = self.answer(key.command, state)
            if isinstance(answer, Utterance):
                self.reading.add(key.command)
            elif isinstance(answer, str) and self.refused(answer):
                return press
            elif isinstance(answer, Msg) and needs is None:
                needs = press
        if needs is not None:
            return needs
        number = str(len(self.items.get("hand", [])) + 1)
        own = next((k for k in self.game_keys if number in key_names(k.keys)), None)
        if len(number) > 1 or number in tried:
            return None
        if own is None or self.answer(own.command, state) is None:
            return number
        return None

    def steps_from(self, state: State, target: Action) -> Iterator[tuple[int, Step]]:
        zone, index = state
        items = self.items.get(zone or "", [])
        # Enter on the focused item
        if zone is not None and index is not None and 0 <= index < len(items):
            if zone == "hand":
                found = self.card(index + 1, state)
                if found is not None and found[0] == "actions":
                    yield 1, Step(("enter",), found, "card")
            elif action_text(items[index].id) == target.text:
                yield 1, Step(("enter",), DONE, "enter")
        # the table's keys the game left alone
        for press, action in self.table_keys:
            found = self.table_action(action, state)
            if found is not None:
                yield 1, Step((press,), found[0], found[1])
        # the game's own keys
        for key in self.game_keys:
            press = key.keys.split(",")[0]
            step = self.key_step(press, key.command, target, state)
            if step is not None:
                yield 1, step
        # walking the focused list
        if zone is not None and zone in self.items:
            count = len(items)
            for j in range(count):
                cost = walk_len(index, j, count)
                if cost:
                    yield cost, Step((), (zone, j), "walk")

    def plan(self, start: State, target: Action) -> list[Step]:
        """The fewest keys from ``start`` to ``target`` made: the steps."""
        best: dict[State, int] = {start: 0}
        back: dict[State, tuple[State, Step]] = {}
        queue: list[tuple[int, int, State]] = [(0, 0, start)]
        order = 1
        while queue:
            cost, _, state = heapq.heappop(queue)
            if state == DONE:
                break
            if cost > best.get(state, cost):
                continue
            for more, step in self.steps_from(state, target):
                new = cost + more
                if new < best.get(step.then, new + 1):
                    best[step.then] = new
                    back[step.then] = (state, step)
                    heapq.heappush(queue, (new, order, step.then))
                    order += 1
        if DONE not in back:
            return []
        steps = []
        state = DONE
        while state != start:
            previous, step = back[state]
            if step.kind == "walk":
                zone, index = previous
                step = Step(
                    tuple(walk(index, step.then[1], len(self.items[zone]))), step.then, "walk"
                )
            steps.append(step)
            state = previous
        return steps[::-1]


# --- driving the app -----------------------------------------------------------------


class Driver:
    """Presses keys on the Pilot, noting each and whether it was answered."""

    def __init__(self, pilot: Any, app: Any, speech: RecordingSpeech, run: Run) -> None:
        self.pilot = pilot
        self.app = app
        self.speech = speech
        self.run = run

    def where(self) -> str:
        focused = self.app.focused
        current = getattr(focused, "current_id", None)
        return f"{type(self.app.screen).__name__} {getattr(focused, 'key', '')} {current}"

    #: a key is being pressed (a move made now is made by it)
    pressing = False

    async def key(self, key: str, into: list[str]) -> None:
        mark = len(self.speech.spoken)
        self.pressing = True
        try:
            await self.pilot.press(key)
            await self.pilot.pause()
        finally:
            self.pressing = False
        into.append(key)
        if len(self.speech.spoken) == mark:
            # a key's answer may wait for the next refresh
            await self.pilot.pause()
            if len(self.speech.spoken) == mark:
                self.run.silent.append((key, self.where()))

    # the new-game form

    async def go_to(self, form: Any, item_id: str) -> None:
        ids = [item.id for item in form.list.items]
        target = ids.index(item_id)
        for key in walk(form.list.highlighted, target, len(ids)):
            await self.key(key, self.run.setup_keys)
        assert form.list.current_id == item_id, (item_id, form.list.current_id)

    async def set_field(self, form: Any, key: str, value: Any) -> None:
        await self.go_to(form, key)
        found = form.field(key)
        if found.choices:
            target = found.choices.index(value)
            for _ in range(len(found.choices)):
                now = form._index(form.field(key))
                if now == target:
                    break
                await self.key("right" if target > now else "left", self.run.setup_keys)
        else:  # typed: Enter opens the line, the digits, Enter takes it
            await self.key("enter", self.run.setup_keys)
            for char in str(value):
                await self.key(char, self.run.setup_keys)
            await self.key("enter", self.run.setup_keys)
        assert form.field(key).value == value, (key, form.field(key).value, value)

    async def start(self, table: Table) -> None:
        app = self.app
        await self.pilot.pause()
        assert isinstance(app.screen, MainMenu), app.screen
        assert app.focused.current_id == "play"
        await self.key("enter", self.run.setup_keys)
        form = app.screen
        await self.set_field(form, "game", table.game_id)
        for name, value in table.options:
            await self.set_field(form, f"o:{name}", value)
        await self.set_field(form, "players", table.players)
        await self.set_field(form, "seed", table.seed)
        await self.go_to(form, "start")
        self.run.started_at = len(self.speech.texts)
        await self.key("enter", self.run.setup_keys)
        assert isinstance(app.screen, GameScreen), app.screen

    # the game

    async def settle(self, session: Any, screen: GameScreen) -> None:
        """Until the bots (some think on worker threads) have moved and the
        player is to move, or the game is over; then the zones refilled."""
        for _ in range(50000):
            if session.game.is_over():
                break
            if (
                session.legal()
                and session.thinking is None
                and not screen._thinking
                and session.forced_move() is None  # an only move is being made by itself
            ):
                break
            await self.pilot.pause(0.001)
        else:
            raise AssertionError("the bots did not finish their turns")
        await self.pilot.pause()

    def state(self, screen: GameScreen) -> State:
        focused = self.app.focused
        zone = screen.zone_name(focused)
        return zone, (focused.highlighted if zone is not None else None)

    async def probe_refusal(self, screen: GameScreen, reading: set[str]) -> None:
        """Press a key that is refused here, as a player does now and then,
        and keep the error utterances it gave."""
        tried = [key for key, _ in self.run.refusals]
        key = Planner(screen, reading).refusal(self.state(screen), tried)
        if key is None:
            return
        mark = len(self.run.announced)
        before = len(screen.session.game.log)
        await self.key(key, self.run.other_keys)
        assert len(screen.session.game.log) == before, f"the refused key {key!r} made a move"
        errors = [u for u in self.run.announced[mark:] if u.category is Category.ERROR]
        self.run.refusals.append((key, errors))

    async def make(self, screen: GameScreen, target: Action, reading: set[str]) -> Move:
        """Make ``target`` by keys: plan from the focus, press a step's keys,
        plan again when the focus is not where the plan said."""
        session = screen.session
        game = session.game
        before = len(game.log)
        keys: list[str] = []
        ways: list[str] = []
        cautioned = False
        while len(keys) < MOST_KEYS:
            start = self.state(screen)
            steps = Planner(screen, reading).plan(start, target)
            assert steps, f"no keys reach {target.text!r} from {start}"
            for step in steps:
                for key in step.keys:
                    await self.key(key, keys)
                ways.append(step.kind)
                if step.then == DONE:
                    break
                if self.state(screen) != step.then:
                    self.run.replans += 1
                    break
            else:
                continue
            if step.then != DONE:
                continue
            made = [text for seat, text in game.log[before:] if seat == session.viewer]
            if not made and session.cautioned == target.text:
                # a costly move: its warning was said; the same key again makes it
                cautioned = True
                await self.key(step.keys[-1], keys)
                made = [text for seat, text in game.log[before:] if seat == session.viewer]
            assert made[:1] == [target.text], (target.text, made, keys, self.speech.texts[-3:])
            return Move(target.text, keys, way_of(ways), cautioned)
        raise AssertionError(f"{target.text!r} not made in {MOST_KEYS} keys: {keys[-20:]}")


def way_of(kinds: list[str]) -> str:
    """How a move was reached, for the page: its own key, a card's number
    (or Enter on a card of the hand), or the list of moves."""
    if kinds[-1] == "own key" or "own key" in kinds:
        return "own key"
    if "card" in kinds:
        return "card"
    return "list"


async def play(table: Table, save_dir: Path) -> Run:
    """A whole game of ``table``, from the main menu to its result, by keys."""
    started = time.perf_counter()
    # the only moves are made at once (the pause is time for the ear, not keys)
    app, speech = menu_app(save_dir, lang=table.lang, forced_moves=table.forced, forced_pause=0)
    run = Run(table, speech=speech)
    announce = app.announcer.announce

    def recorded(utterance: Utterance) -> None:
        run.announced.append(utterance)
        announce(utterance)

    app.announcer.announce = recorded  # type: ignore[method-assign]
    run.main_menu_title = app.t(Msg("tui.main.title"))
    braille = RecordingBraille()
    app.announcer.braille = braille
    run.braille = braille
    async with app.run_test() as pilot:
        driver = Driver(pilot, app, speech, run)
        await driver.start(table)
        run.braille_started_at = len(braille.shown)
        screen = app.game_screen
        session = screen.session
        game = session.game
        act = session.act

        play_forced = session.play_forced
        forcing = False

        def act_by_key(action: Any) -> bool:
            if not driver.pressing and not forcing:
                run.acts_outside_keys += 1
            return act(action)

        def forced_by_itself() -> bool:
            nonlocal forcing
            forcing = True
            try:
                made = play_forced()
            finally:
                forcing = False
            run.forced += made
            return made

        session.act = act_by_key  # type: ignore[method-assign]
        session.play_forced = forced_by_itself  # type: ignore[method-assign]
        await driver.settle(session, screen)
        if not game.is_over():
            await driver.key("i", run.other_keys)  # where the player stands, once, as a player asks
        chooser = session.entry.make_bot(CHOOSER)
        reading: set[str] = set()
        while True:
            await driver.settle(session, screen)
            if game.is_over():
                break
            if len(run.refusals) < REFUSALS:
                await driver.probe_refusal(screen, reading)
            legal = session.legal()
            rng = random.Random(table.seed * 100_003 + len(game.log))
            target = chooser.choose(session.view(), legal, rng)
            run.moves.append(await driver.make(screen, target, reading))
        for _ in range(3):
            await pilot.pause()
        run.over = game.is_over()
        result = session.result_line()
        run.result = result.speech if result is not None else None
        run.moves_in_log = sum(1 for seat, _ in game.log if seat == session.viewer)
    run.seconds = time.perf_counter() - started
    return run


# --- the page ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    label: str
    lang: str
    about: str
    seed: int
    moves: int
    keys: int
    mean: float
    median: float
    most: int
    one_key: int
    ways: tuple[int, int, int]  # own key, card number, list of moves
    cautions: int
    setup: int
    #: the player's only moves, made by themselves (no key)
    forced: int = 0


def row_of(run: Run) -> Row:
    counts = run.counts
    ways = Counter(m.way for m in run.moves)
    return Row(
        run.table.label,
        run.table.lang,
        run.table.about,
        run.table.seed,
        len(counts),
        sum(counts),
        statistics.mean(counts),
        statistics.median(counts),
        max(counts),
        sum(1 for c in counts if c == 1),
        (ways["own key"], ways["card"], ways["list"]),
        sum(m.cautioned for m in run.moves),
        len(run.setup_keys),
        run.forced,
    )


def row_line(row: Row) -> str:
    own, card, listed = row.ways
    return (
        f"| {row.label} | {row.lang} | {row.about} | {row.seed} | {row.moves} | {row.keys} | "
        f"{row.mean:.1f} | {row.median:g} | {row.most} | {row.one_key} | {own} | {card} | {listed} "
        f"| {row.cautions} | {row.setup} | {row.forced} |"
    )


HEADER = (
    "| game | language | table | seed | moves | keys | keys per move: mean | median | most "
    "| moves in one key | by the game's own key | by a card's number | in the list of moves "
    "| cautions | keys to start | only moves made by themselves |"
)
RULE = "|:---|:---|:---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"


PROSE = """\
## Keys per move: whole games by keys alone

`bench/keys_per_move.py` plays a whole game of each game in the full-screen mode by keys
alone (Textual's Pilot, the app headless), started from the main menu through the new-game
form's own keys, against the form's default bots. At each of the player's turns the game's
good bot decides which move to make, and the fewest keys that reach that move from where the
focus is are pressed: the table's keys (H, M, A to a zone; a card's number; Up, Down, Home,
End; Enter) and the game's own (Mau Mau's D and L, MONAD's E and B, Pulok's K and G, Mad
Nooks' L and C, ...), each asked what it would do where the focus is, as the screen asks it.
Page Up, Page Down and Mad Nooks' board cursor are not used. A move with a caution is chosen
twice, both keys counted. Keys pressed besides the moves (I once, two keys that are refused)
are not counted.

The setting "make your only move by itself" is on, as a player finds it: a move that is the
player's only one (a forced draw, flip, pass or end of turn) is made without a key and counted
apart, in the last column; the *moves* and *keys* columns are the moves the player chose.
*Moves in one key* were made by a single key. The three *by* columns say how each move was
reached: with a game key among its keys; else by a card's number (or Enter on a card); else in
the list of moves alone. *Keys to start* go from the main menu to the first turn. The tables
are small: the fewest players and the short options where a game has them; MONAD with four
players, whose games are shorter for each player than with two, and a seed of a short game.
The same tables and seeds give the same figures: `tests/tui/test_whole_games_by_keys.py`
plays the same games, checks that every key was answered by speech, that the main menu was
never said once the game was up and that every refusal said why, and that this table is what
the games gave.
"""


def section_text(lines: Sequence[str]) -> str:
    """The section with the table lines ``lines``."""
    return "\n".join([BEGIN, PROSE, HEADER, RULE, *lines, "", END])


def section(rows: Sequence[Row]) -> str:
    return section_text([row_line(row) for row in rows])


def doc_rows(page: str) -> dict[str, str]:
    """The table lines of the section on ``page``, by game label."""
    if BEGIN not in page or END not in page:
        return {}
    text = page[page.index(BEGIN) : page.index(END)]
    lines = text.splitlines()
    if HEADER not in lines:
        return {}
    rows = {}
    for line in lines[lines.index(HEADER) + 2 :]:
        if not line.startswith("| "):
            break
        rows[line.split(" | ")[0][2:]] = line
    return rows


def write_doc(text: str) -> None:
    """Put ``text`` between the markers of docs/performance.md and of the
    template bench/run.py writes the page from (read just before writing,
    the rest of each left as it is)."""
    if "$" in text:
        raise ValueError("the section would clash with the template's $placeholders")
    for path in (DOC, TEMPLATE):
        page = path.read_text(encoding="utf-8")
        if BEGIN in page and END in page:
            page = page[: page.index(BEGIN)] + text + page[page.index(END) + len(END) :]
        elif BEFORE in page:
            at = page.index(BEFORE)
            page = page[:at] + text + "\n\n" + page[at:]
        else:
            page = page.rstrip("\n") + "\n\n" + text + "\n"
        path.write_text(page, encoding="utf-8")


# --- running it ---------------------------------------------------------------------------


@contextlib.contextmanager
def quiet_program() -> Iterator[Path]:
    """A private settings and data folder, no sound device, and Pilot's idle
    waits in 2 ms steps (as the tests' quick_pilot): a folder for saves."""
    names = (
        "ACCESSIBLE_GAMES_CONFIG_DIR",
        "ACCESSIBLE_GAMES_DATA_DIR",
        "ACCESSIBLE_GAMES_SOUND_BACKEND",
    )
    saved_env = {name: os.environ.get(name) for name in names}
    saved_idle = (textual.app.wait_for_idle, textual.pilot.wait_for_idle)
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        os.environ["ACCESSIBLE_GAMES_CONFIG_DIR"] = str(base / "config")
        os.environ["ACCESSIBLE_GAMES_DATA_DIR"] = str(base / "data")
        os.environ["ACCESSIBLE_GAMES_SOUND_BACKEND"] = "null"
        textual.app.wait_for_idle = quick_idle
        textual.pilot.wait_for_idle = quick_idle
        try:
            yield base
        finally:
            textual.app.wait_for_idle, textual.pilot.wait_for_idle = saved_idle
            for name, value in saved_env.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


#: MONAD with two players, with the only moves made by key and made by themselves
FORCED_COMPARE: tuple[Table, ...] = (
    Table("MONAD, 2 players, only moves by key", "monad", "en", 2, (), 21, "2 players", False),
    Table("MONAD, 2 players", "monad", "en", 2, (), 21, "2 players", True),
)
FORCED_BEGIN = "<!-- forced-moves:begin (written by bench/keys_per_move.py --forced) -->"
FORCED_END = "<!-- forced-moves:end -->"


def forced_section(runs: Sequence[Run]) -> str:
    """The comparison of the same MONAD game played with the only moves made
    by key and made by themselves."""
    lines = [
        FORCED_BEGIN,
        "## Only moves made by themselves: MONAD, two players",
        "",
        "The same two-player MONAD game (seed 21, the player against a good bot, the player's "
        "moves",
        "chosen by the good bot as above) played by keys twice: with the setting to make the only",
        "move by itself off, every forced draw, flip, pass and end of turn made by a key; and on "
        "(the",
        "default). `python bench/keys_per_move.py --forced --write` writes this section.",
        "",
        "| table | player's moves | by a key | made by themselves | keys in the game "
        "| keys per move by key: mean |",
        "|:---|---:|---:|---:|---:|---:|",
    ]
    for run in runs:
        counts = run.counts
        lines.append(
            f"| {run.table.label} | {len(counts) + run.forced} | {len(counts)} | {run.forced} "
            f"| {sum(counts)} | {statistics.mean(counts):.1f} |"
        )
    return "\n".join([*lines, "", FORCED_END])


def write_forced(text: str) -> None:
    for path in (DOC, TEMPLATE):
        page = path.read_text(encoding="utf-8")
        if FORCED_BEGIN in page and FORCED_END in page:
            at, end = page.index(FORCED_BEGIN), page.index(FORCED_END) + len(FORCED_END)
            page = page[:at] + text + page[end:]
        else:
            at = page.index(END) + len(END)
            page = page[:at] + "\n\n" + text + page[at:]
        path.write_text(page, encoding="utf-8")


def play_table(table: Table, save_dir: Path, timeout: float = 300) -> Run:
    return asyncio.run(asyncio.wait_for(play(table, save_dir), timeout=timeout))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--write", action="store_true", help="write the section into docs/performance.md"
    )
    parser.add_argument("--only", nargs="+", help="play only the tables with these labels")
    parser.add_argument(
        "--forced",
        action="store_true",
        help="compare a two-player MONAD game with the only moves made by key and by themselves",
    )
    args = parser.parse_args(argv)
    if args.forced:
        with quiet_program() as base:
            runs = [
                play_table(table, base / f"forced{number}", timeout=1200)
                for number, table in enumerate(FORCED_COMPARE)
            ]
        text = forced_section(runs)
        print(text)
        if args.write:
            write_forced(text)
        return 0
    tables = [t for t in TABLES if not args.only or t.label in args.only]
    if args.write and len(tables) != len(TABLES):
        parser.error("--write needs every table")
    rows = []
    with quiet_program() as base:
        for number, table in enumerate(tables):
            run = play_table(table, base / f"saves{number}")
            row = row_of(run)
            rows.append(row)
            print(
                f"{table.label}: {row.moves} moves, {row.keys} keys, {run.seconds:.1f} s, "
                f"{run.replans} plans made again, {len(run.silent)} silent keys",
                file=sys.stderr,
                flush=True,
            )
    text = section(rows)
    print(text)
    if args.write:
        write_doc(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
