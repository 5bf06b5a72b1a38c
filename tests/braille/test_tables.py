"""The project's liblouis tables: they compile, define every sign the games
use, and give the braille the games' sign include promises."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import louis
import pytest

from accessible_games.braille.tables import (
    DEFAULT_TABLES,
    EXTRA_LETTERS,
    GAME_SIGNS,
    SIGN_FILES,
    TABLES,
    default_table,
    ensure_table_path,
    project_table_files,
    system_tables_dir,
    table_files,
    table_path,
    tables_dir,
)
from accessible_games.braille.translate import Translator, dots_from_numbers

MESSAGES = {
    "de": [
        "Zieh 2",
        "Joker +4",
        "Richtungswechsel →",
        "gelbe 7",
        "Lüge",
        "Spielrichtung ↻",
        "„Lüge!“, sagt Jürgen.",
        "Anna nimmt rot 3 · blau 4",
        "Größe – Ärger … Übermut",
        "★ Bonuskarte 2 × 3",
        "7♥ ♠2",
    ],
    "en": [
        "Draw Two",
        "Wild Draw Four",
        "yellow 7",
        "Reverse ←",
        "Skip",
        "direction ↺",
        "Jürgen plays “Größe”",
        "Anna takes r3 · b4",
        "ÄÖÜ äöüß – …",
        "★ bonus card 2 × 3",
        "7♥ ♠2 ♦Q ♣A",
    ],
}

LOU_CHECKTABLE = shutil.which("lou_checktable") or "/usr/bin/lou_checktable"


def raw_translation(table_id: str, text: str) -> str:
    """liblouis' translation without dropping undefined characters, i.e.
    with the '\\x....\\' escapes it writes for them."""
    ensure_table_path()
    return louis.translateString(table_files(table_id), text, mode=louis.dotsIO | louis.ucBrl)


def is_six_dot_braille(cells: str) -> bool:
    return all(0x2800 <= ord(ch) <= 0x283F for ch in cells)


# -- files and paths -------------------------------------------------------------


@pytest.mark.parametrize("path", project_table_files(), ids=lambda p: p.name)
def test_lou_checktable_accepts_every_table_file(path: Path) -> None:
    env = {**os.environ, "LOUIS_TABLEPATH": table_path()}
    result = subprocess.run(
        [LOU_CHECKTABLE, path.name], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "No errors found." in result.stdout + result.stderr


def test_every_registered_table_file_exists_and_every_table_is_registered() -> None:
    registered = {name for table in TABLES.values() for name in table.files}
    for name in registered:
        assert (tables_dir() / name).is_file(), name
    on_disk = {p.name for p in project_table_files() if p.suffix in {".ctb", ".utb"}}
    assert on_disk == registered
    includes = {p.name for p in project_table_files() if p.suffix == ".cti"}
    assert includes == set(SIGN_FILES.values())


def test_each_table_includes_its_standard_table_and_the_shared_signs() -> None:
    for table in TABLES.values():
        text = (tables_dir() / table.files[0]).read_text()
        includes = re.findall(r"^include\s+(\S+)", text, re.MULTILINE)
        assert includes == [table.files[0].removeprefix("ag-"), SIGN_FILES[table.language]]


def test_table_path_lists_project_and_system_folders() -> None:
    folders = table_path().split(",")
    assert folders[0] == str(tables_dir())
    assert system_tables_dir() is not None
    assert folders[1] == str(system_tables_dir())
    assert (Path(folders[1]) / "de-g1.ctb").is_file()


def test_ensure_table_path_keeps_the_users_folders(monkeypatch) -> None:
    monkeypatch.setenv("LOUIS_TABLEPATH", "/somewhere/newer-tables")
    value = ensure_table_path()
    folders = value.split(",")
    assert folders == [str(tables_dir()), "/somewhere/newer-tables", str(system_tables_dir())]
    assert os.environ["LOUIS_TABLEPATH"] == value
    assert ensure_table_path() == value  # idempotent


def test_liblouis_reads_the_table_path_at_run_time(monkeypatch) -> None:
    """A table found only through LOUIS_TABLEPATH, set after louis was imported."""
    monkeypatch.setenv("LOUIS_TABLEPATH", table_path())
    assert louis.translateString(["ag-de-g1.ctb"], "↻", mode=louis.dotsIO | louis.ucBrl) == "⠒⠒⠕"


def test_defaults() -> None:
    assert DEFAULT_TABLES == {"de": "de-g1", "en": "en-ueb-g1"}
    for lang, table_id in DEFAULT_TABLES.items():
        assert TABLES[table_id].language == lang
        assert not TABLES[table_id].contracted
    assert default_table("de_DE") == "de-g1"
    assert default_table("en-GB") == "en-ueb-g1"
    assert default_table("fr") == "en-ueb-g1"


def test_descriptions_in_both_languages() -> None:
    for table in TABLES.values():
        assert set(table.description) == {"de", "en"}
        assert table.describe("de") != table.describe("en")


# -- translations --------------------------------------------------------------


@pytest.mark.parametrize("table_id", list(TABLES))
def test_sample_game_messages_give_defined_braille(table_id: str) -> None:
    translator = Translator(table_id)
    for text in MESSAGES[TABLES[table_id].language]:
        cells = translator.cells(text).dots
        assert cells, text
        assert translator.undefined(text) == [], text
        assert raw_translation(table_id, text) == cells, f"{text!r} has an escape"
        assert "\\" not in cells
        assert is_six_dot_braille(cells), f"{text!r} -> {cells}"


@pytest.mark.parametrize("table_id", list(TABLES))
def test_every_game_sign_and_letter_is_defined(table_id: str) -> None:
    translator = Translator(table_id)
    symbols = [sign.symbol for sign in GAME_SIGNS] + list(EXTRA_LETTERS)
    assert translator.undefined(" ".join(symbols)) == []
    for symbol in symbols:
        cells = translator.cells(symbol).dots
        assert cells and is_six_dot_braille(cells), symbol
        assert raw_translation(table_id, symbol) == cells, symbol


def test_standard_tables_lack_the_signs_this_project_adds() -> None:
    """The reason for the project's tables: the standard ones escape these."""
    mode = louis.dotsIO | louis.ucBrl
    for table in ("de-g1.ctb", "en-ueb-g1.ctb"):
        for symbol in "↻★♥":
            plain = louis.translateString([table], symbol, mode=mode)
            dropped = louis.translateString([table], symbol, mode=mode | louis.noUndefined)
            assert plain != dropped, (table, symbol)


def test_german_grades_differ() -> None:
    word = "Richtungswechsel"
    g0, g1, g2 = (Translator(t).cells(word).dots for t in ("de-g0", "de-g1", "de-g2"))
    assert g0 == "⠗⠊⠉⠓⠞⠥⠝⠛⠎⠺⠑⠉⠓⠎⠑⠇"  # letter by letter
    assert g1 == "⠗⠊⠹⠞⠥⠝⠛⠎⠺⠑⠹⠎⠑⠇"  # "ch" as one cell
    assert len(g2) < len(g1)  # contracted
    assert len({g0, g1, g2}) == 3
    assert Translator("de-g0").cells("Zieh").dots != Translator("de-g1").cells("Zieh").dots


def test_english_grades_differ() -> None:
    g1 = Translator("en-ueb-g1").cells("Wild Draw Four").dots
    g2 = Translator("en-ueb-g2").cells("Wild Draw Four").dots
    assert g1 == "⠠⠺⠊⠇⠙⠀⠠⠙⠗⠁⠺⠀⠠⠋⠕⠥⠗"
    assert g2 == "⠠⠺⠊⠇⠙⠀⠠⠙⠗⠁⠺⠀⠠⠋⠳⠗"  # "ou" contracted


# -- the shared sign includes -------------------------------------------------------

_SIGN_LINE = re.compile(
    r"^(?:noback\s+)?(?:sign|always|punctuation)\s+\\x([0-9A-Fa-f]{4})\s+([0-9-]+)\s*$"
)
_CORRECT_LINE = re.compile(r'^noback\s+correct\s+"\\x([0-9A-Fa-f]{4})"\s+"([^"]+)"\s*$')


def include_definitions(lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """(symbol -> cells, symbol -> word) as written in the language's include."""
    signs: dict[str, str] = {}
    words: dict[str, str] = {}
    for line in (tables_dir() / SIGN_FILES[lang]).read_text().splitlines():
        if m := _SIGN_LINE.match(line):
            signs[chr(int(m[1], 16))] = dots_from_numbers(m[2])
        elif m := _CORRECT_LINE.match(line):
            words[chr(int(m[1], 16))] = m[2]
    return signs, words


@pytest.mark.parametrize("table_id", list(TABLES))
def test_include_signs_come_out_as_defined(table_id: str) -> None:
    signs, words = include_definitions(TABLES[table_id].language)
    assert len(signs) >= 4 and len(words) == 8
    translator = Translator(table_id)
    for symbol, cells in signs.items():
        assert translator.cells(symbol).dots == cells, symbol
    for symbol, word in words.items():
        assert translator.cells(symbol).dots == translator.cells(word).dots, symbol


def test_german_signs_by_meaning() -> None:
    """The cells a German reader feels for the game signs, in every German grade."""
    expected = {
        "→": "⠒⠒⠕",
        "↻": "⠒⠒⠕",
        "←": "⠪⠒⠒",
        "↺": "⠪⠒⠒",
        "★": "⠔",
        "·": "⠄",
        "„": "⠦",
        "“": "⠴",
        "+": "⠈⠖",
        "×": "⠈⠦",
        "–": "⠠⠤",
        "…": "⠄⠄⠄",
    }
    for table_id in ("de-g0", "de-g1", "de-g2"):
        translator = Translator(table_id)
        assert {s: translator.cells(s).dots for s in expected} == expected, table_id
    assert Translator("de-g1").cells("7♥").dots == "⠼⠛⠓⠑⠗⠵"  # "7herz"


def test_english_signs_by_meaning() -> None:
    expected = {
        "→": "⠰⠳⠕",
        "↻": "⠰⠳⠕",
        "←": "⠰⠳⠪",
        "↺": "⠰⠳⠪",
        "★": "⠐⠔",
        "·": "⠈⠡",
        "„": "⠦",
        "+": "⠐⠖",
        "×": "⠐⠦",
        "–": "⠠⠤",
        "…": "⠲⠲⠲",
        "ü": "⠘⠒⠥",
        "ß": "⠨⠮",
    }
    for table_id in ("en-ueb-g1", "en-ueb-g2"):
        translator = Translator(table_id)
        assert {s: translator.cells(s).dots for s in expected} == expected, table_id
    assert Translator("en-ueb-g1").cells("♥").dots == "⠓⠑⠁⠗⠞⠎"
