"""The pseudo-locale: a whole game of each of the five games, in the plain
mode and in the full-screen mode, rendered in the pseudo-locale (English
resources with every letter accented). Any plain ASCII word that is shown,
spoken or brailled there did not come from the resources: it is reported
as an escape. Only the players' names and the names of Mad Nooks' tiles
(data, not words) may be plain.

The same runs are checked for placeholders left unfilled ("{$name}") and,
with the messages in strict mode, for a message the code names that does
not exist or a variable the code does not give."""

from __future__ import annotations

import asyncio
import html
import random
import re
from pathlib import Path

import pytest

from accessible_games.app.session import BOT_NAMES
from accessible_games.core import messages
from accessible_games.core.narration import action_text
from accessible_games.games.madnooks.describe import MadNooksNarrator
from accessible_games.games.madnooks.tiles import load_deck
from accessible_games.games.pulok.tiles import LETTERS as PULOK_LETTERS
from tests.fixtures.pilot import settle
from tests.fixtures.scripted import play_plain_match
from tests.tui.helpers import match_app

#: the five games, with matches short enough for a test (Mau Mau to 100
#: points, Pulok to 30)
GAMES = [
    ("logomachy", 3, {}),
    ("maumau", 3, {"points_per_match": 50}),
    ("monad", 4, {}),
    ("pulok", 3, {"target": 30, "handicap": 20}),
    ("madnooks", 3, {}),
]
SEED = 5
#: a random player seldom ends a Pulok match (its moves can go round in
#: circles): seeds whose matches end within the tests' lines; MONAD (four
#: players, each with fewer moves) with one of its shorter random games
SEEDS = {"pulok": 3, "monad": 26}
WORDING_SEEDS = {"pulok": 7}

#: what the plain mode is asked besides the moves, every few moves in turn
QUESTIONS = [
    "help",
    "hand",
    "table",
    "scores",
    "scores detail",
    "turn",
    "actions",
    "players",
    "legend",
    "repeat",
    "history",
    "rules",
    "stats",
    "card 1",
]

WORD = re.compile(r"[A-Za-z]{2,}")


def data_letters(game_id: str) -> set[str]:
    """Letters that are a game's data, not words: Pulok's tiles carry the
    letters of "Sag nix über Pulok", and its rows are read as those letters."""
    if game_id == "pulok":
        return set(PULOK_LETTERS) | set(PULOK_LETTERS.lower())
    return set()


def escapes(texts: list[str], allowed: set[str], letters: set[str] = frozenset()) -> list[str]:
    """The texts with a plain ASCII word that is not allowed, the word first."""
    found = []
    for text in texts:
        for word in WORD.findall(text):
            if word not in allowed and not (letters and set(word) <= letters):
                found.append(f"{word!r} in {text!r}")
                break
    return found


def allowed_words(names: list[str], game_id: str = "") -> set[str]:
    """The players' names, and a game's names of things that are data (Mad
    Nooks' tiles laid after z: aa, ab ...)."""
    words = {part for name in [*names, *BOT_NAMES] for part in WORD.findall(name)}
    if game_id == "madnooks":
        words |= {MadNooksNarrator.letter(i) for i in range(26, len(load_deck()))}
    return words


@pytest.fixture
def strict_messages():
    messages.set_strict(True)
    yield
    messages.set_strict(False)


class Chooser:
    """Picks a random legal move (seeded)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game, legal):
        return self.rng.choice(legal)


class Typist:
    """The plain mode's input: every question once, then the chosen
    moves' numbers in the action list."""

    def __init__(self, player: Chooser, limit: int = 3000) -> None:
        self.player = player
        self.limit = limit
        self.lines: list[str] = []
        self.mode = None
        self.out = None
        self.asked = 0

    def readline(self, limit: int = -1) -> str:
        session = self.mode.session
        legal = session.legal()
        if not legal or len(self.lines) >= self.limit:
            return ""
        # the questions first (a game may end after a few moves), then moves
        if self.asked < len(QUESTIONS):
            line = QUESTIONS[self.asked]
            self.asked += 1
        else:
            action = self.player.choose(session.game, legal)
            _, listed = self.mode.numbered_actions()
            line = next(
                str(n)
                for n, item in listed
                if n is not None and action_text(item.id) == action.text
            )
        self.lines.append(line)
        return line + "\n"


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players,options", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_in_the_plain_mode_says_nothing_outside_the_resources(
    game_id, players, options, strict_messages
):
    seed = SEEDS.get(game_id, SEED)
    player = Chooser(seed)
    inp = Typist(player)
    run = play_plain_match(game_id, players, options, "pseudo", "random", seed, player, inp)
    session = run.session
    assert session.game.is_over(), run.out[-500:]
    assert inp.asked == len(QUESTIONS)
    said = [u.speech for u in run.history] + [u.braille for u in run.history]
    # the typed lines, echoed after "> ", are the player's own words
    shown = [line for line in run.out.splitlines() if not line.startswith("> ")]
    allowed, letters = allowed_words(session.names, game_id), data_letters(game_id)
    assert not escapes(shown + said, allowed, letters), "\n".join(
        escapes(shown + said, allowed, letters)[:40]
    )
    assert not [t for t in shown + said if "{$" in t]


def screen_text(app) -> str:
    """The characters on the screen (from Textual's screenshot)."""
    svg = app.export_screenshot()
    texts = re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)
    return "\n".join(html.unescape(re.sub(r"<[^>]+>", "", t)).replace("\xa0", " ") for t in texts)


async def play_by_keys(game_id: str, players: int, options: dict, save_dir: Path):
    seed = SEEDS.get(game_id, SEED)
    app, speech, announcer = match_app(
        game_id, players, options, "pseudo", "random", seed, save_dir
    )
    player = Chooser(seed)
    screens: list[str] = []
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        session = app.game_screen.session
        game = session.game
        moves = 0
        # the help, then each zone in turn (Tab), as a player looks round first
        await pilot.press("f1")
        await pilot.pause()
        screens.append(screen_text(app))
        await pilot.press("escape")
        await pilot.pause()
        for _ in range(6):
            await pilot.press("tab")
            await pilot.pause()
        screens.append(screen_text(app))
        while not game.is_over() and moves < 2000:
            await settle(pilot, session)
            if game.is_over():
                break
            legal = session.legal()
            action = player.choose(game, legal)
            items = session.narrator.action_items(session.view(), legal)
            index = next(i for i, item in enumerate(items) if action_text(item.id) == action.text)
            before = len(game.log)
            # A into the Actions, the move highlighted (and so said) at once
            # rather than walked to (the walk's items are on the screen too,
            # and walking is the by-keys tests' matter), Enter makes it
            await pilot.press("a")
            await pilot.pause()
            app.game_screen.zone("actions").highlighted = index
            await pilot.press("enter")
            await pilot.pause()
            if len(game.log) == before and session.cautioned == action.text:
                await pilot.press("enter")  # a costly move, warned about: chosen again, it is made
                await pilot.pause()
            assert [t for s, t in game.log[before:] if s == 0][:1] == [action.text]
            moves += 1
            if moves % 25 == 1:
                screens.append(screen_text(app))
        await pilot.pause()
        screens.append(screen_text(app))
        return session, speech, announcer, screens


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players,options", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_in_the_full_screen_mode_shows_nothing_outside_the_resources(
    game_id, players, options, tmp_path, quick_pilot, strict_messages
):
    session, speech, announcer, screens = asyncio.run(
        asyncio.wait_for(play_by_keys(game_id, players, options, tmp_path), timeout=300)
    )
    assert session.game.is_over()
    history = announcer.history.items("all")
    said = speech.texts + [u.braille for u in history]
    shown = [line for screen in screens for line in screen.splitlines()]
    allowed, letters = allowed_words(session.names, game_id), data_letters(game_id)
    assert not escapes(said + shown, allowed, letters), "\n".join(
        escapes(said + shown, allowed, letters)[:40]
    )
    assert not [t for t in said + shown if "{$" in t]


# --- the wording of whole games in German and English --------------------------------

#: what a whole game must never say: hand-made plurals, "du" in a case or
#: with a verb form that is not its own, "you" with a third-person verb,
#: doubled punctuation
WRONG = {
    "de": [
        r"(?<![\d.,])\b1 "
        r"(Karten|Punkte|Punkten|Chips|Spielern|Züge|Runden|Monaden|Verlustpunkte)\b",
        r"\b(von|mit|für|bei|an|zu|gegen|über) du\b",
        r"\b[Dd]u (hatte|bekam|ist|hat|war|wird|kann|muss|darf|legt|spielt|zieht|nimmt"
        r"|gewinnt|verliert|bekommt|geht|ruft|sagt|gibt)\b",
    ],
    "en": [
        r"(?<![\d.,])\b1 (cards|points|chips|tiles|players|moves|rounds|Monads|penalty points)\b",
        r"\b[Yy]ou (has|is|was|draws|plays|gets|loses|wins|takes|lays|passes|calls|misses|goes)\b",
    ],
}
DOUBLED = r"(?<!\.)[.!?]\.(?=\s|$)|[!?:;,]\.|\s[,;:](?=\s|$)"


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game_id,players,options", GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_says_its_counts_and_you_forms_right(
    game_id, players, options, lang, strict_messages
):
    seed = WORDING_SEEDS.get(game_id, SEED + 1)
    player = Chooser(seed)
    inp = Typist(player)
    run = play_plain_match(game_id, players, options, lang, "random", seed, player, inp)
    assert run.session.game.is_over()
    said = [u.speech for u in run.history] + [u.braille for u in run.history]
    shown = [line for line in run.out.splitlines() if not line.startswith("> ")]
    wrong = [
        f"{pattern}: {text}"
        for text in said + shown
        for pattern in [*WRONG[lang], DOUBLED]
        if re.search(pattern, text)
    ]
    assert not wrong, "\n".join(wrong[:30])
    assert not [t for t in said + shown if "{$" in t]
