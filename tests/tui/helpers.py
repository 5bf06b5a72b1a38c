"""Shared pieces of the full-screen tests: an app with a recording speech
output, and small waits."""

from __future__ import annotations

from pathlib import Path

from accessible_games.announce import Announcer
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp


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


def menu_app(tmp_path: Path, lang: str = "en", saved: list | None = None, **settings) -> tuple[AccessibleGamesApp, RecordingSpeech]:
    """The program as started without arguments: the main menu. Settings
    changes are recorded in ``saved`` (a list of dicts) when given."""
    speech = RecordingSpeech()
    announcer = Announcer(speech=speech, verbosity=settings.get("verbosity", "full"))
    save = saved.append if saved is not None else None
    chosen = Settings(language=lang, **settings)
    announcer.settings = chosen  # what the outputs were built from
    app = AccessibleGamesApp(announcer, chosen, save_dir=tmp_path / "saves", save_settings=save)
    return app, speech
