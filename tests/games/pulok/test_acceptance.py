"""Acceptance tests of Pulok, the requirement: a match of Einfaches Pulok
and one of Pulok für Könner can be played to the end against bots in the
full-screen mode and in the plain mode, with the scores heard and felt after
every game.

Four whole matches against bots of the "good" level, from the first deal to
the match's end: plain mode, Simple Pulok for three in English and Pulok for
Experts for two in German; full-screen mode, Simple Pulok for two in German
and Pulok for Experts for two in English (shorter matches: the full-screen
mode takes Textual's Pilot a few seconds per game).

The human seat is played by :class:`Player`: the good bot's choice among the
legal moves, now and then an arrangement move of the board (one of those
the game lists for menus) or the proposed arrangement accepted first. The
front end's own input carries each move out:

- plain mode: a typed line: the move's number in the action list, its
  stable text, or the words of the player's language (moves.py: "nimm",
  "lehne ab", "behalte", "weiter", "gib u rot und rufe", "verschiebe 1 s 3"
  ...); now and then a question of the game's own ("board", "row 2",
  "proposal", "missing" / "tafel", "zeile 2", "vorschlag", "was fehlt"),
  whose answer must be printed.
- full-screen mode: K (take or keep), D (decline), G (pass: on the tile in
  focus in the tiles zone, or the tile on offer or drawn), Shift+V (accept
  the proposal, heard first with V), and the Actions zone with Enter; W and
  1-6 read what is missing and the rows.

Both modes: every move the human made is the one the player chose; no error
was said; after every game the reveal was said with every player's score,
and its braille form holds the scores and is translated by real liblouis
without an undefined character; the match's end and the result were said.
The full-screen match equals the plain one of the same seed, move for move.
"""

from __future__ import annotations

import random
import re
import time
from collections import Counter

import pytest

from accessible_games.app.session import Session
from accessible_games.core.game import Action
from accessible_games.core.narration import action_text
from accessible_games.core.utterance import Category, Utterance
from accessible_games.games.pulok.bot import GoodPulokBot
from accessible_games.games.pulok.tiles import LETTERS, TILE_CODE, TILE_KIND, WIDTH
from tests.fixtures.pilot import path, settle
from tests.fixtures.scripted import (
    UNKNOWN,
    Match,
    PlainRun,
    ScriptedInput,
    check_felt,
    play_plain_match,
)
from tests.tui.helpers import TuiRun, match_app

LEVEL = "good"


SIMPLE_EN = Match("simple", 3, (("variant", "simple"),), "en")
EXPERTS_DE = Match("experts", 2, (("variant", "experts"),), "de")
SIMPLE_DE = Match("simple", 2, (("variant", "simple"),), "de")
EXPERTS_EN = Match("experts", 2, (("variant", "experts"), ("target", 150)), "en")


# --- the scripted player -------------------------------------------------------------


class Player:
    """The human seat: the good bot's choice, and now and then (seeded) an
    arrangement move or the proposal accepted before it. A move held back
    with a warning (a costly move, asked twice) is chosen again, as a
    player who heard the warning and means it."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.bot = GoodPulokBot()
        self.bot_rng = random.Random(seed + 1)
        self.chosen: list[str] = []
        self.kinds: Counter = Counter()
        self.confirmed = 0
        self._last: tuple[Action, int] | None = None

    def choose(self, game, legal: list[Action]) -> Action:
        if self._last is not None:
            last, at = self._last
            if len(game.log) == at and any(a.text == last.text for a in legal):
                self.confirmed += (
                    1  # nothing was made: the warning was said, the move is chosen again
                )
                self._last = None
                return last
        action = self._choose(game, legal)
        self._last = (action, len(game.log))
        self.chosen.append(action.text)
        self.kinds[action.kind if action.text != "arrange" else "arrange"] += 1
        if action.text.endswith(" call"):
            self.kinds["call"] += 1
        return action

    def _choose(self, game, legal: list[Action]) -> Action:
        rng = self.rng
        roll = rng.random()
        arrange = next((a for a in legal if a.text == "arrange"), None)
        if arrange is not None and roll < 0.25:
            return arrange
        if roll > 0.93:
            moves = game.arrangement_actions(0)
            if moves:
                return rng.choice(moves)
        view = game.view(0)
        return self.bot.choose(view, [a for a in legal if a.kind != "arrange"], self.bot_rng)


# --- typing in the plain mode ------------------------------------------------------------


def words_for(action: Action, lang: str, rng: random.Random) -> str:
    """The move in words of ``lang`` (moves.py reads them)."""
    text = action.text
    de = lang == "de"
    call = text.endswith(" call")
    base = text[:-5] if call else text
    if base in ("take", "decline", "keep", "arrange", "pass on"):
        word = {
            "take": ("take", "nimm"),
            "decline": ("decline", "lehne ab"),
            "keep": ("keep", "behalte"),
            "arrange": ("arrange", "ordne"),
            "pass on": ("pass on", "weiter"),
        }[base][de]
        return word + ((" und rufe" if de else " call") if call else "")
    verb, *rest = base.split(" ")
    if verb == "pass":
        code = rest[0]
        if code != "pulok" and rng.random() < 0.5:
            colour = {
                "r": ("red", "rot"),
                "y": ("yellow", "gelb"),
                "g": ("green", "grün"),
                "b": ("blue", "blau"),
                "k": ("black", "schwarz"),
                "w": ("white", "weiß"),
            }[code[-1]][de]
            code = f"{code[:-1]} {colour}"
        return (
            ("gib " if de else "pass ")
            + code
            + ((" und rufe" if de else " and call") if call else "")
        )
    german = {"place": "lege", "move": "verschiebe", "remove": "entferne", "colour": "farbe"}
    if de:
        return " ".join([german[verb], *rest])
    return base


def numbered(items: list) -> list[tuple[int | None, object]]:
    out, number = [], 0
    for item in items:
        if action_text(item.id) is None:
            out.append((None, item))
        else:
            number += 1
            out.append((number, item))
    return out


#: the game's own questions in the line mode, and a pattern on the answer's first line
QUESTIONS = {
    "en": [
        ("board", r"\w"),
        ("row 1", r"\bRow 1\b|\brow 1\b"),
        ("proposal", r"[Pp]ropos|arranged"),
        ("missing", r"\w"),
        ("offer", r"\w"),
    ],
    "de": [
        ("tafel", r"\w"),
        ("zeile 1", r"\bZeile 1\b"),
        ("vorschlag", r"[Vv]orschlag|vorgeschlagen"),
        ("was fehlt", r"\w"),
        ("angebot", r"\w"),
    ],
}


def play_plain(match: Match, seed: int) -> PlainRun:
    player = Player(seed)
    inp = ScriptedInput(
        player,
        QUESTIONS[match.lang],
        lambda action, rng: words_for(action, match.lang, rng),
        seed,
        every=12,
    )
    return play_plain_match(
        "pulok", match.players, match.option_dict, match.lang, LEVEL, seed, player, inp
    )


# --- the checks --------------------------------------------------------------------------

#: the reveal after every game and the match's end, spoken
REVEAL = {"en": r"^Game (\d+) is over", "de": r"^Spiel (\d+) ist zu Ende"}
MATCH_OVER = {"en": r"^The match is over: ", "de": r"^Die Partie ist zu Ende: "}


def check_match(history: list[Utterance], session: Session, lang: str) -> None:
    game = session.game
    assert game.is_over()
    assert not [u.speech for u in history if u.category is Category.ERROR]
    reveals = [u for u in history if re.search(REVEAL[lang], u.speech)]
    assert len(reveals) == game.game_no == len(game.games), (len(reveals), game.game_no)
    assert game.game_no >= 2, "a match of several games"
    for number, (u, record) in enumerate(zip(reveals, game.games, strict=True), start=1):
        assert re.search(REVEAL[lang], u.speech).group(1) == str(number)
        # heard: every player's name and score after the game
        for seat, score in enumerate(record["scores"]):
            name = session.names[seat] if seat != session.viewer else None
            assert str(score) in u.speech, (score, u.speech)
            if name is not None:
                assert name in u.speech
        # felt: the scores in the braille form too
        for score in record["scores"]:
            assert re.search(rf"(?<!\d){score}(?!\d)", u.braille), (score, u.braille)
        check_felt(u, lang)
    ends = [u for u in history if re.search(MATCH_OVER[lang], u.speech)]
    assert ends, "the match's end was said"
    check_felt(ends[-1], lang)
    result = session.result_line()
    assert (
        result is not None
        and history[-1].speech == result.speech
        or any(u.speech == result.speech for u in history[-3:])
    )
    handicap, target = game.handicap, game.target
    assert max(game.scores) >= target or min(game.scores) <= 0
    assert game.winners == [s for s in range(game.players) if game.scores[s] == max(game.scores)]
    assert handicap == game.options.scores()[0]


def check_plain(run: PlainRun, match: Match) -> None:
    session = run.session
    game = session.game
    check_match(run.history, session, match.lang)
    assert [text for seat, text in game.log if seat == 0] == run.player.chosen
    for way in ("number", "stable", "words", "question"):
        assert run.inp.ways[way], way
    for question, printed, pattern in run.inp.answers:
        lines = [
            line for line in printed.splitlines() if not line.startswith("> ") and line.strip()
        ]
        assert lines and re.search(pattern, lines[0]), (question, printed[:200])
        assert not lines[0].startswith(UNKNOWN[match.lang]), (question, lines[0])
    for kind in ("take", "decline", "pass", "arrange"):
        assert run.player.kinds[kind], kind


def test_plain_simple_match_in_english():
    run = play_plain(SIMPLE_EN, 3)
    check_plain(run, SIMPLE_EN)
    print(
        f"plain simple: {run.session.game.game_no} games, {len(run.inp.lines)} lines, "
        f"{run.seconds:.1f} s"
    )


@pytest.mark.slow  # a whole match: 3-3.5 s of CPU time
def test_plain_experts_match_in_german():
    run = play_plain(EXPERTS_DE, 5)
    check_plain(run, EXPERTS_DE)
    print(
        f"plain experts: {run.session.game.game_no} games, {len(run.inp.lines)} lines, "
        f"{run.seconds:.1f} s"
    )


# --- the full-screen mode -------------------------------------------------------------------


async def play_tui(match: Match, seed: int, save_dir) -> TuiRun:
    app, speech, announcer = match_app(
        "pulok", match.players, match.option_dict, match.lang, LEVEL, seed, save_dir
    )
    player = Player(seed)
    rng = random.Random(seed * 104729 + 3)
    started = time.perf_counter()
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        session = screen.session
        run = TuiRun(session, speech, announcer, player)
        game = session.game
        while True:
            await settle(pilot, session)
            if game.is_over():
                break
            legal = session.legal()
            if rng.random() < 0.05:  # hear what is missing, the proposal, a row
                key = rng.choice(["w", "v", "1", "2"])
                mark = len(speech.texts)
                await pilot.press(key)
                await pilot.pause()
                assert len(speech.texts) > mark, key
                run.ways[f"read {key}"] += 1
            action = player.choose(game, legal)
            before = len(game.log)
            await key_move(pilot, screen, action, rng, run)
            await pilot.pause()
            if len(game.log) == before and session.cautioned == action.text:
                # a costly move: its warning was said; chosen again, it is made
                assert speech.texts[-1].endswith("Choose the move again to make it."), speech.texts[
                    -3:
                ]
                run.ways["caution"] += 1
                await key_move(pilot, screen, action, rng, run)
                await pilot.pause()
            made = [text for seat, text in game.log[before:] if seat == 0]
            assert made == [action.text], (action.text, made, speech.texts[-4:])
        await pilot.pause()
        run.seconds = time.perf_counter() - started
        return run


async def key_move(pilot, screen, action: Action, rng: random.Random, run: TuiRun) -> None:
    """Key ``action``: its own key (K, D, G on its tile, Shift+V), or the
    Actions zone and Enter (every fourth time for the moves with a key)."""
    session = screen.session
    view = session.view()
    own_key = {"take": "k", "keep": "k", "decline": "d", "arrange": "V"}.get(action.text)
    if own_key is not None and rng.random() < 0.75:
        run.ways[f"key {own_key}"] += 1
        await pilot.press(own_key)
        return
    if action.kind == "pass" and not action.text.endswith(" call") and rng.random() < 0.75:
        # the tile in the tiles zone, then G
        tile = action.data[0]
        tiles = view["tiles"]
        index = (
            tiles.index(tile)
            if tile in tiles
            else next(i for i, t in enumerate(tiles) if TILE_KIND[t] == TILE_KIND[tile])
        )
        await pilot.press("h")
        await pilot.pause()
        zone = screen.zone("hand")
        await pilot.press(*path(zone.highlighted, index, len(tiles)))
        await pilot.pause()
        await pilot.press("g")
        run.ways["key g"] += 1
        return
    items = session.narrator.action_items(view, session.legal())
    ids = [item.id for item in items]
    target = ids.index(action.text)
    await pilot.press("a")
    await pilot.pause()
    zone = screen.zone("actions")
    await pilot.press(*path(zone.highlighted, target, len(ids)))
    await pilot.pause()
    assert zone.current_id == action.text
    await pilot.press("enter")
    run.ways["actions"] += 1


def tui_match(match: Match, seed: int, save_dir) -> TuiRun:
    import asyncio

    return asyncio.run(play_tui(match, seed, save_dir))


def check_tui(run: TuiRun, match: Match, seed: int) -> None:
    session = run.session
    check_match(run.history, session, match.lang)
    assert [text for seat, text in session.game.log if seat == 0] == run.player.chosen
    for way in ("key k", "key d", "key g", "actions"):
        assert run.ways[way], (way, run.ways)
    # the same match as the plain mode's with the same seed
    plain = play_plain(match, seed)
    assert plain.session.game.log == session.game.log
    assert plain.session.game.games == session.game.games


@pytest.mark.slow  # a whole match by keys in the full-screen mode: 5-6 s of CPU time
def test_tui_simple_match_by_keys_in_german(tmp_path, quick_pilot):
    run = tui_match(SIMPLE_DE, 7, tmp_path)
    check_tui(run, SIMPLE_DE, 7)
    print(f"tui simple: {run.session.game.game_no} games, {run.seconds:.1f} s, {dict(run.ways)}")


@pytest.mark.slow  # a whole match by keys in the full-screen mode: 7-8 s of CPU time
def test_tui_experts_match_by_keys_in_english(tmp_path, quick_pilot):
    run = tui_match(EXPERTS_EN, 11, tmp_path)
    check_tui(run, EXPERTS_EN, 11)
    print(f"tui experts: {run.session.game.game_no} games, {run.seconds:.1f} s, {dict(run.ways)}")


__all__ = ["LETTERS", "TILE_CODE", "WIDTH"]
