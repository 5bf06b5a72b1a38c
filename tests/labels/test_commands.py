"""The labels command and the labels screen of the full-screen mode: a
complete set for each game in one command, written as BRF and PEF and read
back; clear refusals (unknown game, table or format, an output that cannot
be written) in the player's language, with nothing written."""

from __future__ import annotations

from collections import Counter

import pytest

from accessible_games.cli import main
from accessible_games.labels import codes

#: North American ASCII braille: the character of each 6-dot cell (dot 1 = bit 0)
NABCC = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
#: the number of cards or tiles in each game's physical deck
DECK_SIZES = {"maumau": 108, "pulok": 195, "madnooks": 38}


def brf_cells(data: bytes) -> list[list[str]]:
    """The pages of a BRF file, each a list of lines in Unicode braille."""
    text = data.decode("ascii")
    pages = [p for p in text.split("\f") if p.strip("\r\n")]
    return [
        [("".join(chr(0x2800 + NABCC.index(ch)) for ch in line)) for line in page.split("\r\n")]
        for page in pages
    ]


def count_labels(pages: list[list[str]], cells: str) -> int:
    """How often the label ``cells`` stands on the pages as a whole word
    (between blank cells or line ends)."""
    blank = "\u2800"
    found = 0
    for page in pages:
        for line in page:
            found += sum(1 for word in line.split(blank) if word == cells)
    return found


@pytest.mark.parametrize("game", codes.GAMES)
def test_one_command_writes_a_complete_brf_set_with_its_legend(game, tmp_path, capsys):
    out = tmp_path / f"{game}.brf"
    assert main(["labels", game, "--format", "brf", "--output", str(out), "--lang", "en"]) == 0
    said = capsys.readouterr().out
    sheet = codes.build_sheet(game, "en")
    total = sum(label.count for label in sheet.labels)
    if game in DECK_SIZES:
        assert total == DECK_SIZES[game]
    assert (
        f"Wrote {total} braille labels ({len(sheet.labels)} different)" in said and str(out) in said
    )
    pages = brf_cells(out.read_bytes())
    legend_pages, label_pages = split(pages, sheet)
    # the legend comes first: the title, then every code with its meaning
    legend_text = "\n".join(line for page in legend_pages for line in page)
    assert legend_pages[0][0] == sheet.title_cells
    for entry in sheet.legend:
        assert entry.cells in legend_text
    # then every label exactly as often as the deck holds that card, and nothing else
    for label in sheet.labels:
        assert count_labels(label_pages, label.cells) == label.count, (label.key, label.code)
    words = [w for page in label_pages for line in page for w in line.split("\u2800") if w]
    assert len(words) == total


def split(pages: list[list[str]], sheet) -> tuple[list[list[str]], list[list[str]]]:
    """The legend's pages and the labels' pages of a file: as many legend
    pages as the writer lays out for this sheet (it starts the labels on a
    new page)."""
    from accessible_games.labels.writers import Layout, braille_sections

    legend, labels = braille_sections(sheet, Layout())
    assert len(pages) == len(legend) + len(labels)
    return pages[: len(legend)], pages[len(legend) :]


def test_two_labels_per_card_and_a_german_table(tmp_path, capsys):
    out = tmp_path / "pulok.brf"
    assert (
        main(
            [
                "labels",
                "pulok",
                "--format",
                "brf",
                "--table",
                "de-g1",
                "--per-card",
                "2",
                "--output",
                str(out),
                "--lang",
                "de",
            ]
        )
        == 0
    )
    said = capsys.readouterr().out
    assert "390 Braille-Etiketten" in said and "de-g1" in said
    sheet = codes.build_sheet("pulok", "de", table="de-g1", per_card=2)
    _legend, label_pages = split(brf_cells(out.read_bytes()), sheet)
    counted = Counter(
        {label.cells: count_labels(label_pages, label.cells) for label in sheet.labels}
    )
    assert counted == Counter({label.cells: 2 * label.count for label in sheet.labels})
    assert sum(counted.values()) == 390


@pytest.mark.parametrize("fmt", ["pef", "txt", "svg", "pdf"])
def test_every_format_is_written(fmt, tmp_path, capsys):
    out = tmp_path / f"madnooks.{fmt}"
    assert main(["labels", "madnooks", "--format", fmt, "--output", str(out), "--lang", "de"]) == 0
    assert out.stat().st_size > 0
    assert str(out) in capsys.readouterr().out


@pytest.mark.parametrize(
    "args,words",
    [
        (["labels", "chess"], ("Unknown game", "chess")),
        (["labels", "maumau", "--table", "xx-g9"], ("xx-g9",)),
        (["labels", "maumau", "--format", "docx"], ("docx", "brf")),
    ],
)
def test_bad_requests_are_refused_in_the_players_language(args, words, tmp_path, capsys):
    out = tmp_path / "out.file"
    assert main([*args, "--output", str(out), "--lang", "en"]) == 2
    error = capsys.readouterr().err
    for word in words:
        assert word in error, error
    assert not out.exists()


def test_a_refusal_in_german(tmp_path, capsys):
    assert (
        main(
            [
                "labels",
                "maumau",
                "--table",
                "xx-g9",
                "--output",
                str(tmp_path / "x.brf"),
                "--lang",
                "de",
            ]
        )
        == 2
    )
    assert "Unbekannte Brailletabelle" in capsys.readouterr().err


def test_an_output_that_cannot_be_written_is_said_and_nothing_is_left(tmp_path, capsys):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file, not a folder")
    out = blocked / "labels.brf"
    assert main(["labels", "monad", "--output", str(out), "--lang", "en"]) == 2
    error = capsys.readouterr().err
    assert str(out) in error
    assert blocked.read_text() == "a file, not a folder"


@pytest.mark.parametrize("game", codes.GAMES)
def test_every_games_pef_from_the_command_is_valid_and_complete(game, tmp_path, capsys):
    from lxml import etree

    from tests.labels.test_writers import schema

    out = tmp_path / f"{game}.pef"
    assert (
        main(
            [
                "labels",
                game,
                "--format",
                "pef",
                "--cells",
                "32",
                "--lines",
                "20",
                "--output",
                str(out),
                "--lang",
                "de",
            ]
        )
        == 0
    )
    capsys.readouterr()
    document = etree.parse(str(out))
    assert schema().validate(document), schema().error_log
    ns = {"p": "http://www.daisy.org/ns/2008/pef"}
    volume = document.find(".//p:volume", ns)
    assert (volume.get("cols"), volume.get("rows")) == ("32", "20")
    for page in document.iterfind(".//p:page", ns):
        rows = page.findall("p:row", ns)
        assert len(rows) <= 20 and all(len(row.text or "") <= 32 for row in rows)
    sheet = codes.build_sheet(game, "de")
    sections = document.findall(".//p:section", ns)
    label_rows = [row.text or "" for row in sections[-1].iterfind(".//p:row", ns)]
    printed = Counter(w for row in label_rows for w in row.split("\u2800") if w)
    assert printed == Counter({label.cells: label.count for label in sheet.labels})


def test_labels_of_an_own_logomachy_deck(tmp_path, capsys):
    deck = tmp_path / "small.deck"
    deck.write_text(
        "# colour value letter count\nyellow 7 E 1\nred 3 A 2\nblue 5 - 3\ngreen 1 B 2\n"
        "red 9 C 2\n",
        encoding="utf-8",
    )
    out = tmp_path / "small.brf"
    assert (
        main(["labels", "logomachy", "--deck", str(deck), "--output", str(out), "--lang", "en"])
        == 0
    )
    assert "Wrote 10 braille labels (5 different)" in capsys.readouterr().out
    assert (
        main(
            [
                "labels",
                "maumau",
                "--deck",
                str(deck),
                "--output",
                str(tmp_path / "m.brf"),
                "--lang",
                "en",
            ]
        )
        == 2
    )
    assert not (tmp_path / "m.brf").exists()
