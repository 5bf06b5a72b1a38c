"""Without liblouis (a client installed with pip on Windows or macOS has no
``louis`` module): a screen reader's braille still shows every message, in
the screen reader's own braille settings; displays that need the project's
tables are off and say why."""

from __future__ import annotations

import sys

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce.pipeline import BrailleOutput, apply_settings, build
from accessible_games.braille.screenreader_display import ScreenReaderBraille
from accessible_games.braille.translate import PrintText
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.ui import checks


class FakeScreenReader:
    """accessible_output2's output of a screen reader with braille (NVDA)."""

    name = "NVDA"

    def __init__(self) -> None:
        self.shown: list[str] = []

    def braille(self, text: str) -> bool:
        self.shown.append(text)
        return True


@pytest.fixture
def no_liblouis(monkeypatch):
    monkeypatch.setitem(sys.modules, "louis", None)  # "import louis" raises ImportError


@pytest.fixture
def screen_reader(monkeypatch) -> FakeScreenReader:
    output = FakeScreenReader()

    def start(self) -> None:
        self._output = output

    monkeypatch.setattr(ScreenReaderBraille, "start", start)
    return output


def chosen(**changes):
    base = dict(
        language="en", speech="none", braille="none", braille_table="auto", verbosity="normal"
    )
    return settings_module.defaults().with_changes(**{**base, **changes})


def test_the_screen_readers_braille_shows_the_print_text(no_liblouis, screen_reader):
    announcer = build(chosen(braille="screenreader"))
    try:
        assert isinstance(announcer.braille, BrailleOutput)
        assert isinstance(announcer.braille.translator, PrintText)
        text = "Ben plays the yellow 7 → your turn"
        announcer.announce(Utterance(text, text, Category.TABLE, Priority.QUEUE))
        assert screen_reader.shown == [text]
        # another table changes nothing: the screen reader translates
        assert (
            apply_settings(announcer, announcer.settings.with_changes(braille_table="en-ueb-g2"))
            == []
        )
        assert isinstance(announcer.braille.translator, PrintText)
    finally:
        announcer.close()


def test_auto_finds_the_screen_readers_braille(no_liblouis, screen_reader, monkeypatch):
    monkeypatch.setenv("BRLAPI_HOST", "127.0.0.1:77")  # no BRLTTY there
    announcer = build(chosen())
    try:
        assert apply_settings(announcer, announcer.settings.with_changes(braille="auto")) == []
        assert announcer.braille is not None and announcer.braille.display.id == "screenreader"
    finally:
        announcer.close()


def test_a_display_that_needs_the_tables_is_off_and_says_why(no_liblouis):
    announcer = build(chosen())
    try:
        problems = apply_settings(announcer, announcer.settings.with_changes(braille="unicode"))
        assert [p.key for p in problems] == ["pipeline.table_failed_off"]
        assert announcer.braille is None
    finally:
        announcer.close()


def test_braille_test_without_liblouis(no_liblouis, screen_reader, monkeypatch, capsys):
    monkeypatch.setenv("BRLAPI_HOST", "127.0.0.1:77")
    assert checks.braille_test(chosen(braille="auto"), wait=0) == 0
    out = capsys.readouterr().out
    assert "liblouis (the Python module 'louis') is not installed." in out
    assert "braille through your screen reader: works. screen reader braille (NVDA)" in out
    assert "The sample was shown on your braille display." in out
    assert screen_reader.shown == ["Draw Two, Wild Draw Four, yellow 7, your turn"]


def test_braille_test_without_liblouis_or_a_screen_reader(no_liblouis, monkeypatch, capsys):
    monkeypatch.setenv("BRLAPI_HOST", "127.0.0.1:77")
    assert checks.braille_test(chosen(braille="auto"), wait=0) == 2
    out = capsys.readouterr().out
    assert "Only a screen reader's braille, which translates by itself, can work here." in out
    assert "braille through your screen reader: not available." in out
