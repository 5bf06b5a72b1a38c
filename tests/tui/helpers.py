"""Shared pieces of the full-screen tests: an app with a recording speech
output, and small waits."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.core.utterance import Utterance
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp


class RecordingBraille:
    """Stands in for the braille display: keeps every line shown."""

    def __init__(self) -> None:
        self.shown: list[str] = []

    def show(self, utterance: Utterance) -> None:
        self.shown.append(utterance.braille)

    def close(self) -> None:
        pass


class RecordingSpeech:
    """Stands in for the speech output (its real backends are tested in
    tests/speech and tests/test_pipeline_e2e.py): keeps what was spoken."""

    def __init__(self) -> None:
        self.spoken: list[tuple[str, bool]] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.spoken.append((text, interrupt))

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.spoken]

    @property
    def last(self) -> str:
        return self.texts[-1] if self.texts else ""

    def since(self, mark: int) -> list[str]:
        return self.texts[mark:]


def menu_app(
    tmp_path: Path, lang: str = "en", saved: list | None = None, **settings
) -> tuple[AccessibleGamesApp, RecordingSpeech]:
    """The program as started without arguments: the main menu. Settings
    changes are recorded in ``saved`` (a list of dicts) when given."""
    speech = RecordingSpeech()
    announcer = Announcer(speech=speech, verbosity=settings.get("verbosity", "full"))
    save = saved.append if saved is not None else None
    # the tests of other things make every move by key; a test (and the
    # keys-per-move bench) turns the forced moves on when they are its subject
    chosen = Settings(language=lang, **{"forced_moves": False, **settings})
    announcer.settings = chosen  # what the outputs were built from
    app = AccessibleGamesApp(announcer, chosen, save_dir=tmp_path / "saves", save_settings=save)
    return app, speech


def table_app(
    factory: Callable[[Any], Session],
    lang: str,
    save_dir: Path,
    braille: Any = None,
    forced: bool = False,
) -> tuple[AccessibleGamesApp, RecordingSpeech, Announcer]:
    """The program opened straight at the table ``factory`` makes (from the
    announcer's ``emit``), in ``lang``, speaking to a recording speech
    output (and showing on ``braille`` when given); ``forced``: the only
    moves are made by themselves (the setting forced_moves)."""
    speech = RecordingSpeech()
    announcer = Announcer(speech=speech, verbosity="full")
    if braille is not None:
        announcer.braille = braille
    settings = Settings(language=lang, forced_moves=forced)
    announcer.settings = settings
    app = AccessibleGamesApp(announcer, settings, session_factory=factory, save_dir=save_dir)
    return app, speech, announcer


def match_app(
    game_id: str,
    players: int,
    options: dict,
    lang: str,
    level: str,
    seed: int,
    save_dir: Path,
    braille: Any = None,
) -> tuple[AccessibleGamesApp, RecordingSpeech, Announcer]:
    """A match of ``game_id``, the player at seat 0 against bots of ``level``
    (see :func:`table_app`)."""

    def factory(emit):
        return Session.new(game_id, players, players - 1, level, seed, options, lang, emit)

    return table_app(factory, lang, save_dir, braille)


@dataclass
class TuiRun:
    """A whole match played by keys at the full-screen table: the session,
    what was spoken and announced, the scripted player, how often each way
    of making a move was taken, the keys pressed and how long it took."""

    session: Session
    speech: RecordingSpeech
    announcer: Announcer
    player: Any
    ways: Counter = field(default_factory=Counter)
    keys: int = 0
    seconds: float = 0.0

    @property
    def heard(self) -> list[str]:
        return self.speech.texts

    @property
    def history(self) -> list[Utterance]:
        return self.announcer.history.items("all")


def position_app(
    tmp_path: Path,
    game_id: str,
    place: Callable[..., Any],
    position: dict | None = None,
    lang: str = "en",
    players: int = 2,
    options: dict | None = None,
) -> tuple[AccessibleGamesApp, RecordingSpeech]:
    """A table of ``game_id`` with the player at seat 0 against random bots,
    put into ``position`` (``place(game, **position)``) before it opens."""

    def factory(emit):
        session = Session.new(game_id, players, players - 1, "random", 3, options or {}, lang, emit)
        if position is not None:
            place(session.game, **position)
        return session

    app, speech, _announcer = table_app(factory, lang, tmp_path)
    return app, speech


async def press(pilot, *keys: str) -> None:
    """Press ``keys`` one by one, letting the app settle after each."""
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def placed_app(
    game_id: str,
    place: Callable[..., Any],
    position: dict,
    save_dir: Path,
    lang: str = "en",
    options: dict | None = None,
    players: int = 2,
    level: str = "random",
    seed: int = 3,
) -> tuple[AccessibleGamesApp, RecordingSpeech, RecordingBraille]:
    """The table of a ``game_id`` match whose position the game's test
    helper ``place`` set to ``position``, the player at seat 0 against bots
    of ``level``; speech and braille recorded."""

    def factory(emit):
        session = Session.new(game_id, players, players - 1, level, seed, options or {}, lang, emit)
        place(session.game, **position)
        return session

    braille = RecordingBraille()
    app, speech, _announcer = table_app(factory, lang, save_dir, braille)
    return app, speech, braille


def run_pilot(test: Callable[[], Any], timeout: float = 60) -> None:
    """Run the Pilot test coroutine function ``test``, at most ``timeout`` seconds."""
    asyncio.run(asyncio.wait_for(test(), timeout=timeout))
