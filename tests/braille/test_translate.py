"""Translator: cells, dots, the cache, errors; the displays without hardware."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.braille.base import Cells, DisplayUnavailable
from accessible_games.braille.tables import TableError, UnknownTable
from accessible_games.braille.translate import (
    Translator,
    dots_from_numbers,
    dots_to_unicode,
    from_dots_string,
    sign_legend,
    to_dots_string,
    unicode_to_dots,
)
from accessible_games.braille.unicode_line import NoDisplay, UnicodeLine

ROOT = Path(__file__).resolve().parents[2]


def test_cells_are_unicode_braille_with_the_print_text() -> None:
    cells = Translator("de-g1").cells("gelbe 7")
    assert cells == Cells("⠛⠑⠇⠃⠑⠀⠼⠛", "gelbe 7")


def test_second_translation_comes_from_the_cache() -> None:
    translator = Translator("de-g2")
    first = translator.cells("Richtungswechsel →")
    before = translator.cache_info()
    second = translator.cells("Richtungswechsel →")
    after = translator.cache_info()
    assert second is first
    assert (after.hits, after.misses) == (before.hits + 1, before.misses)


def test_cache_is_bounded() -> None:
    translator = Translator("en-ueb-g1", cache_size=4)
    for n in range(10):
        translator.cells(f"yellow {n}")
    assert translator.cache_info().currsize == 4
    assert translator.cache_info().maxsize == 4
    translator.cache_clear()
    assert translator.cache_info().currsize == 0


def test_dots_match_cells() -> None:
    translator = Translator("en-ueb-g2")
    for text in ("Wild Draw Four", "yellow 7", "Draw Two ↻ ★"):
        cells = translator.cells(text).dots
        dots = translator.dots(text)
        assert dots == [ord(ch) - 0x2800 for ch in cells]
        assert all(0 <= d <= 0xFF for d in dots)
        assert dots_to_unicode(dots) == cells
    # "y" is dots 1-3-4-5-6: bits 0, 2, 3, 4, 5 (uncontracted: alone, "y" is "you" in grade 2)
    assert Translator("en-ueb-g1").dots("y") == [0b111101]
    assert translator.dots("y") == [0b110000, 0b111101]  # grade 1 indicator, y


def test_dots_string_like_brltty() -> None:
    assert to_dots_string(Cells("⠛⠑⠀⡇", "")) == "1245|15| |1237"
    assert to_dots_string([0x1B, 0x11, 0]) == "1245|15| "
    assert to_dots_string("") == ""
    assert from_dots_string("1245|15| |1237") == "⠛⠑⠀⡇"
    assert dots_from_numbers("25-25-135") == "⠒⠒⠕"
    assert dots_from_numbers("0") == "⠀"
    assert unicode_to_dots("⠁⣿") == [1, 255]


def test_line_breaks_become_spaces() -> None:
    translator = Translator("de-g1")
    assert translator.cells("Zieh\n2").dots == translator.cells("Zieh 2").dots
    assert translator.cells("").dots == ""


def test_undefined_character_is_left_out_not_escaped(caplog) -> None:
    translator = Translator("de-g1")
    with caplog.at_level(logging.WARNING, logger="accessible_games.braille.translate"):
        cells = translator.cells("a\U0001f0cfb").dots
        translator.cells("c\U0001f0cfd")
    assert cells == "⠁⠃"
    assert translator.undefined("a\U0001f0cfb") == ["\U0001f0cf"]
    warnings = [r for r in caplog.records if "U+1F0CF" in r.getMessage()]
    assert len(warnings) == 1  # once per character


def test_unknown_table_names_the_problem_in_english_and_german() -> None:
    with pytest.raises(UnknownTable) as info:
        Translator("klingon-g3")
    error = info.value
    assert isinstance(error, LookupError) and isinstance(error, TableError)
    assert "Unknown braille table 'klingon-g3'" in str(error)
    assert "Unbekannte Brailletabelle 'klingon-g3'" in str(error)
    assert error.text("de").startswith("Unbekannte Brailletabelle")
    assert error.text("en").startswith("Unknown braille table")
    assert "de-g1" in error.text("en")  # lists the choices


def test_broken_table_file_is_a_table_error(tmp_path, monkeypatch) -> None:
    for name in ("ag-de-g1.ctb",):
        (tmp_path / name).write_text("include no-such-table.ctb\n")
    monkeypatch.setenv("ACCESSIBLE_GAMES_BRAILLE_TABLES", str(tmp_path))
    with pytest.raises(TableError) as info:
        Translator("de-g1")
    assert "could not be loaded" in str(info.value)
    assert "konnte nicht geladen werden" in str(info.value)


def test_sign_legend() -> None:
    legend = sign_legend(Translator("de-g1"), "de")
    entries = {symbol: (cells.dots, meaning) for symbol, cells, meaning in legend}
    assert entries["↻"] == ("⠒⠒⠕", "im Uhrzeigersinn")
    assert entries["♥"][1] == "Herz"


# -- displays without hardware ---------------------------------------------------------


def test_unicode_line_keeps_the_message_and_tells_the_listener() -> None:
    seen = []
    line = UnicodeLine(listener=seen.append)
    line.start()
    cells = Translator("de-g1").cells("Zieh 2")
    line.show(cells)
    assert line.line == "⠵⠬⠓⠀⠼⠃"
    assert seen == [cells]
    line.close()
    line.close()
    assert line.id == "unicode"


def test_no_display() -> None:
    display = NoDisplay()
    display.start()
    display.show(Cells("⠁", "a"))
    display.close()
    assert display.id == "none"


@pytest.mark.skipif(sys.platform == "win32", reason="the Linux/macOS behaviour")
def test_screen_reader_braille_is_unavailable_here_without_touching_ao2() -> None:
    code = (
        "import sys\n"
        "from accessible_games.braille.base import DisplayUnavailable\n"
        "from accessible_games.braille.screenreader_display import ScreenReaderBraille\n"
        "d = ScreenReaderBraille()\n"
        "try:\n"
        "    d.start()\n"
        "except DisplayUnavailable as e:\n"
        "    print('unavailable', e)\n"
        "print('ao2 imported' if 'accessible_output2' in sys.modules else 'ao2 untouched')\n"
        "print(d.id)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("unavailable")
    assert lines[1:] == ["ao2 untouched", "screenreader"]


def test_screen_reader_braille_raises_display_unavailable_in_process() -> None:
    if sys.platform == "win32":
        pytest.skip("a screen reader may be running on Windows")
    from accessible_games.braille.screenreader_display import ScreenReaderBraille

    with pytest.raises(DisplayUnavailable):
        ScreenReaderBraille().start()
