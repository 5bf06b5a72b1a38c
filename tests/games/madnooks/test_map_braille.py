"""The map in braille and in speech: one sign per cell, the cursor marked
in every braille table (German braille has no capitals, so a capital on a
tile vanished there), a column ruler whose digits stand above the cells,
and speech that says words, never the signs; tile names that never repeat
(after z: aa, ab ..., and then two signs a cell); a heading that counts
the rows. Through the real liblouis tables of the project."""

from __future__ import annotations

import re

import pytest

from accessible_games.braille.tables import TABLES
from accessible_games.braille.translate import Translator
from accessible_games.games.madnooks.describe import MadNooksNarrator
from accessible_games.games.madnooks.tiles import tile_code
from tests.games.madnooks.madnooks_helpers import DECK, new_game, place

NAMES = ["Anna", "Ben"]
#: the start tile KBRG (a) at 0,0 and BKRG turned 90° at 1,-1 (b): cells
#: a 0,0 1,0 2,0 0,1; b 1,-1 1,-2 1,-3 2,-1
LAID = [("BKRG", 1, 1, -1, 1)]
UNCONTRACTED = ("de-g0", "de-g1", "en-ueb-g1")
CURSOR_DOTS = "⠤"  # dots 3-6: the cursor's sign in both languages


def view():
    return place(new_game(2), hands=["RGKB", "KBGR"], stack="RBKG", laid=LAID).view(0)


def narrator(lang: str, cursor: tuple[int, int]) -> tuple[MadNooksNarrator, dict]:
    n = MadNooksNarrator(lang, NAMES, 0)
    v = view()
    n.set_cursor(v, *cursor)
    return n, v


def cells_of(line: str, table: str) -> str:
    return Translator(table).cells(line).dots


def in_label(row: str, table: str) -> int:
    """How often the cursor's dots stand in a row's label (its hyphen)."""
    return cells_of(row.split(" ")[0] if row.startswith("y-") else "y", table).count(CURSOR_DOTS)


def row_item(items, y: int):
    return next(i for i in items if i.id == f"row{y}")


@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("cursor, on_tile", [((1, -1), True), ((0, -1), False)])
def test_the_cursor_is_marked_in_every_braille_table_on_a_tile_and_on_an_empty_cell(
    table, cursor, on_tile
):
    lang = TABLES[table].language
    n, v = narrator(lang, cursor)
    items = n.area_items("map", v)
    row = row_item(items, cursor[1])
    dots = cells_of(row.brailled, table)
    # the cursor's sign is there, exactly once, whatever lies under it (a
    # label of a row below 0, y-1, has the same dots for its hyphen)
    assert dots.count(CURSOR_DOTS) == in_label(row.brailled, table) + 1, (row.brailled, dots)
    # and no other row has it
    for other in items[2:]:
        if other.id != row.id:
            assert cells_of(other.brailled, table).count(CURSOR_DOTS) == in_label(
                other.brailled, table
            ), other.brailled
    # the heading says what lies under the cursor
    assert (" b," in items[0].brailled) == on_tile, items[0].brailled


@pytest.mark.parametrize("table", UNCONTRACTED)
def test_in_uncontracted_braille_every_cell_is_one_braille_cell_under_its_ruler_digit(table):
    lang = TABLES[table].language
    n, v = narrator(lang, (1, -1))
    items = n.area_items("map", v)
    ruler = next(i for i in items if i.id == "ruler")
    ruler_dots = cells_of(ruler.brailled, table)
    rows = [i for i in items if i.id.startswith("row")]
    assert len(rows) == 11
    digits = ruler.brailled.split()[-1]
    assert digits == "43210123456"  # x from -4 to 6 around the cursor's column 1
    start = len(ruler_dots) - len(digits)  # where the ruler's first digit stands
    for row in rows:
        dots = cells_of(row.brailled, table)
        assert len(dots) == len(ruler_dots), (row.brailled, dots, ruler_dots)
        cells = dots[start:]
        assert len(cells) == 11
    # column 1 (the cursor's) is the sixth cell of its row; column 2 holds b
    cursor_row = cells_of(row_item(items, -1).brailled, table)[start:]
    assert cursor_row[5] == CURSOR_DOTS and cursor_row[6] == "⠃"
    # the start tile's long arm: columns 0 to 2 of row 0
    assert cells_of(row_item(items, 0).brailled, table)[start:][4:7] == "⠁⠁⠁"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_map_rows_and_the_ruler_line_up_in_print(lang):
    n, v = narrator(lang, (1, -1))
    items = n.area_items("map", v)
    ruler = next(i for i in items if i.id == "ruler").brailled
    rows = [i.brailled for i in items if i.id.startswith("row")]
    assert {len(r) for r in rows} == {len(ruler)}
    empty = "." if lang == "en" else "·"
    assert row_item(items, -1).brailled == f"y-1 {empty * 5}-b{empty * 4}"
    assert row_item(items, 1).brailled == f"y 1 {empty * 4}a{empty * 6}"
    assert ruler == "  x 43210123456"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_speech_says_the_map_in_words_never_its_signs(lang):
    n, v = narrator(lang, (1, -1))
    said = n.map_text(v)
    # no sign of the braille map and no braille pattern in speech
    for line in said.speech.splitlines():
        assert not re.search(r"[.·@-]{2,}|[⠀-⣿]", line.rstrip(".")), line
        assert not re.search(r"\b[a-z]{2,}[A-Z]", line), line
    if lang == "en":
        assert (
            "Row -1: columns -2 to 0 empty, column 1 cursor on b, column 2 b, columns 3 to 4 empty."
            in said.speech.splitlines()
        )
        assert (
            said.speech.splitlines()[0]
            == "Map around the cursor at 1,-1, on tile b: 7 rows, columns -2 to 4, north first."
        )
    else:
        assert (
            "Zeile -1: Spalten -2 bis 0 leer, Spalte 1 Zeiger auf b, Spalte 2 b, Spalten 3 bis 4 "
            "leer." in said.speech.splitlines()
        )
    # braille keeps the compact rows, after the ruler
    lines = said.braille.splitlines()
    assert lines[1] == "  x 2101234"
    assert lines[2:] == [row for row in lines[2:] if re.fullmatch(r"y[ -]\d [.·a-z-]{7}", row)]


def test_the_map_zone_row_speech_gives_columns_and_the_cursor_on_an_empty_cell():
    n, v = narrator("en", (0, -1))
    row = row_item(n.area_items("map", v), -1)
    assert row.speech == (
        "Row -1: columns -5 to -1 empty, column 0 cursor on empty, columns 1 to 2 b, "
        "columns 3 to 5 empty"
    )
    assert row.brailled == "y-1 .....-bb..."


# --- names after z ------------------------------------------------------------------------------


def test_tile_names_never_repeat_after_z_they_have_two_letters():
    names = [MadNooksNarrator.letter(i) for i in range(len(DECK))]
    assert names[:3] == ["a", "b", "c"] and names[25] == "z"
    assert names[26:29] == ["aa", "ab", "ac"] and names[-1] == "al"
    assert len(set(names)) == len(DECK) == 38
    assert MadNooksNarrator.letter(51) == "az" and MadNooksNarrator.letter(52) == "ba"


def many_laid() -> dict:
    """A position (for ``place``): 25 tiles laid (unchecked) far east of
    the start tile a, b to z, then the 27th tile, aa, turned 90° at 1,-1
    (as b in LAID); the hands and the stack of tiles left."""
    codes = [tile_code(DECK[t]) for t in range(len(DECK))]
    codes.remove("KBRG")  # the start tile
    far = [(code, 0, 40 + 4 * i, 40, 0) for i, code in enumerate(codes[:25])]
    return dict(
        hands=[codes[26], codes[27]],
        stack=codes[28],
        laid=[*far, (codes[25], 1, 1, -1, 1)],
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_with_names_of_two_letters_every_map_cell_takes_two_signs_under_its_digit(lang):
    v = place(new_game(2), **many_laid()).view(0)
    n = MadNooksNarrator(lang, NAMES, 0)
    # the area's list and the cursor name the 27th tile aa, the 26th z: every name once
    items = n.area_items("area", v)
    assert items[-1].brailled.startswith("aa ") and items[-2].brailled.startswith("z ")
    assert len({i.brailled.split(" ")[0] for i in items[1:]}) == 27
    n.set_cursor(v, 1, -1)
    assert " aa " in n.cell(v, 2, -1).braille
    empty = "." if lang == "en" else "·"
    map_items = n.area_items("map", v)
    ruler = next(i for i in map_items if i.id == "ruler").brailled
    # each cell two signs, the empty sign before a single letter and the cursor; each digit twice
    assert ruler == "  x 4433221100112233445566"
    row = row_item(map_items, -1).brailled
    assert row == f"y-1 {empty * 11}-aa{empty * 8}", row  # columns -4 to 0, 1 (cursor), 2, 3 to 6
    assert row_item(map_items, 0).brailled == f"y 0 {empty * 9}a{empty}a{empty}a{empty * 8}"
    assert {len(i.brailled) for i in map_items[1:]} == {len(ruler)}
    # the speech names the tile, never the signs
    assert {"en": "column 2 aa", "de": "Spalte 2 aa"}[lang] in row_item(map_items, -1).speech
    # in the uncontracted tables each cell stands under its digit: two braille cells a cell
    for table in (t for t in UNCONTRACTED if TABLES[t].language == lang):
        ruler_dots = cells_of(ruler, table)
        start = len(ruler_dots) - 22
        row = cells_of(row_item(map_items, -1).brailled, table)
        assert len(row) == len(ruler_dots), (table, row, ruler_dots)
        assert row[start + 11 : start + 14] == CURSOR_DOTS + "⠁⠁"
        assert cells_of(row_item(map_items, -1).brailled, table).count(CURSOR_DOTS) == 2  # y-1
        # a row with the list's place fits a 40-cell display
        assert len(cells_of(row_item(map_items, -1).brailled + ", 13 of 13", table)) <= 40


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_maps_heading_counts_its_rows(lang):
    n, v = narrator(lang, (1, -1))
    zone = n.area_items("map", v)
    rows = [i for i in zone if i.id.startswith("row")]
    assert len(rows) == 11
    assert (
        zone[0].brailled
        == {
            "en": "map 1,-1 on b, x -4 to 6, rows 11",
            "de": "Karte 1,-1 auf b, x -4 bis 6, Zeilen 11",
        }[lang]
    )
    lines = n.map_text(v).braille.splitlines()
    assert lines[0].endswith({"en": ", rows 7", "de": ", Zeilen 7"}[lang])
    assert len(lines) == 1 + 1 + 7  # the heading, the ruler, 7 rows
