"""The label sheet writers: BRF, PEF, TXT, SVG and PDF from hand-made Sheets."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest

from accessible_games.labels.model import Label, LabelError, LegendEntry, Sheet
from accessible_games.labels.writers import (
    BRF_CHARS,
    FORMATS,
    Layout,
    braille_sections,
    render,
    write,
)

etree = pytest.importorskip("lxml.etree")

BLANK = "\u2800"
PEF = "{http://www.daisy.org/ns/2008/pef}"
SVG = "{http://www.w3.org/2000/svg}"
JAR = Path("/usr/share/java/brailleUtils-core.jar")
RNG = "org/daisy/braille/pef/resource-files/pef-2008-1-full.rng"
#: the NABCC string of the task, written out here again on purpose
NABCC = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
DECODE = {ch: chr(0x2800 + bits) for bits, ch in enumerate(NABCC)}
LAYOUTS = [Layout(), Layout(32, 20), Layout(12, 5)]


def b(dots: str) -> str:
    """Cells from dot numbers: "15-1234" -> two cells; "0" a blank cell."""
    out = []
    for cell in dots.split("-"):
        bits = 0
        for digit in cell:
            if digit != "0":
                bits |= 1 << (int(digit) - 1)
        out.append(chr(0x2800 + bits))
    return "".join(out)


def words(*parts: str) -> str:
    return BLANK.join(b(p) for p in parts)


def raised(cells: str) -> int:
    return sum(bin(ord(ch) - 0x2800).count("1") for ch in cells)


def make_sheet(per_card: int = 2, labels: list[Label] | None = None) -> Sheet:
    """A Mau-Mau-like sheet; no braille word is longer than 10 cells, so the
    12-cell layout wraps at blank cells only."""
    if labels is None:
        labels = [
            Label("mm:red:7", "r7", b("1235-3456-12456"), "Rot 7", count=1),
            Label("mm:red:q", "rd", b("1235-145"), "Rot Dame", count=2),
            Label("mm:green:10", "g10", b("1245-3456-1-245"), "Grün 10", count=1),
            Label("mm:yellow:k", "yk", b("13456-13"), "Gelb König", count=3),
            Label("mm:blue:a", "ba", b("12-1"), "Blau Ass ÄÖÜß", count=1),
        ]
    return Sheet(
        game="maumau",
        lang="de",
        table="de-g1",
        title="Mau-Mau: Etiketten für (die) Karten",
        title_cells=words(
            "134-1-136-36-134-1-136-25",
            "15-2345-24-13-15-2345-2345-15-1345",
            "124-1256-1235",
            "145-24-15",
            "13-1-1235-2345-15-1345",
        ),
        legend=[
            LegendEntry("r", b("1235"), "Rot", words("1235-135-2345")),
            LegendEntry(
                "g",
                b("1245"),
                "Grün, die Farbe der Blätter und des Grases",
                words(
                    "1245-1235-1256-1345-2",
                    "145-24-15",
                    "124-1-1235-12-15",
                    "145-15-1235",
                    "12-123-345-2345-2345-15-1235",
                    "1-1345-145",
                    "145-15-234",
                    "1245-1235-1-234-15-234",
                ),
            ),
            LegendEntry("d", b("145"), "Dame", words("145-1-134-15")),
        ],
        labels=labels,
        per_card=per_card,
    )


# ---------------------------------------------------------------- helpers


def brf_pages(data: bytes) -> list[list[str]]:
    text = data.decode("ascii")
    assert text.endswith("\f")
    pages = []
    for page in text.split("\f")[:-1]:
        assert page.endswith("\r\n")
        pages.append(page[:-2].split("\r\n"))
    return pages


def unicode_pages(pages: list[list[str]]) -> list[list[str]]:
    return [["".join(DECODE[ch] for ch in line) for line in page] for page in pages]


def decode_labels(pages: list[list[str]], width: int, per_line: int) -> list[str]:
    """The labels of label pages: label lines on even lines, blank lines
    between; on a line, slots of ``width`` cells 2 blank cells apart."""
    labels = []
    for page in pages:
        for number, line in enumerate(page):
            if number % 2:
                assert line == "", "a blank line between label lines"
                continue
            assert line, "no empty label line"
            slots = 0
            for start in range(0, len(line), width + 2):
                slot = line[start : start + width]
                gap = line[start + width : start + width + 2]
                assert gap.strip(BLANK) == "", "two blank cells between labels"
                labels.append(slot.rstrip(BLANK))
                slots += 1
            assert slots <= per_line
    return labels


def unwrap(lines: list[str]) -> list[str]:
    """Wrapped lines back into logical lines (continuations start with 2 blanks)."""
    logical: list[str] = []
    for line in lines:
        if line.startswith(BLANK * 2):
            logical[-1] += BLANK + line[2:]
        elif line:
            logical.append(line)
    return logical


def schema():
    with zipfile.ZipFile(JAR) as jar:
        return etree.RelaxNG(etree.fromstring(jar.read(RNG)))


# ---------------------------------------------------------------- layout, formats


def test_formats_and_layout_defaults() -> None:
    assert FORMATS == ("brf", "pef", "txt", "svg", "pdf")
    assert Layout() == Layout(40, 25)


@pytest.mark.parametrize(
    "cells, lines", [(9, 25), (101, 25), (40, 4), (40, 101), (True, 25), (40.0, 25)]
)
def test_layout_out_of_range_is_a_label_error(cells, lines) -> None:
    with pytest.raises(LabelError) as info:
        Layout(cells, lines)
    assert info.value.text("de") != info.value.text("en")


def test_layout_limits_are_accepted() -> None:
    Layout(10, 5)
    Layout(100, 100)


def test_brf_chars_are_the_nabcc_string_and_match_liblouis() -> None:
    assert BRF_CHARS == NABCC and len(set(NABCC)) == 64
    louis = pytest.importorskip("louis")
    dots = "".join(chr(0x8000 | bits) for bits in range(64))
    assert louis.dotsToChar(["en-us-brf.dis", "en-ueb-g1.ctb"], dots) == BRF_CHARS


# ---------------------------------------------------------------- BRF


@pytest.mark.parametrize(
    "layout", LAYOUTS, ids=lambda lay: f"{lay.cells_per_line}x{lay.lines_per_page}"
)
def test_brf_pages_fit_and_give_back_every_printed_label(layout: Layout) -> None:
    sheet = make_sheet()
    data = render(sheet, "brf", layout)
    assert all(byte < 128 for byte in data)
    text = data.decode("ascii")
    assert "\n" not in text.replace("\r\n", "") and "\r" not in text.replace("\r\n", "")
    pages = brf_pages(data)
    for page in pages:
        assert len(page) <= layout.lines_per_page
        assert all(len(line) <= layout.cells_per_line for line in page)
        assert all(not line.endswith(" ") for line in page)
    upages = unicode_pages(pages)

    # the legend: title, a blank line, one entry per (wrapped) line
    legend_count = len(braille_sections(sheet, layout)[0])
    legend = [line for page in upages[:legend_count] for line in page]
    expected = [sheet.title_cells] + [e.cells + BLANK + e.meaning_cells for e in sheet.legend]
    assert unwrap(legend) == expected
    first = upages[0]
    title_lines = 1
    while title_lines < len(first) and first[title_lines].startswith(BLANK * 2):
        title_lines += 1
    if title_lines < len(first):
        assert first[title_lines] == ""  # the blank line after the title

    # the labels start on a new page, each printed count x per_card times, in order
    width = sheet.widest
    per_line = (layout.cells_per_line + 2) // (width + 2)
    label_pages = upages[legend_count:]
    assert label_pages[0][0].startswith(sheet.labels[0].cells)
    assert decode_labels(label_pages, width, per_line) == [label.cells for label in sheet.printed()]
    assert len(sheet.printed()) == 2 * (1 + 2 + 1 + 3 + 1)


def test_brf_narrow_layout_wraps_and_needs_several_label_pages() -> None:
    sheet = make_sheet()
    legend, labels = braille_sections(sheet, Layout(12, 5))
    assert len(labels) >= 3  # 16 labels, 2 per line, 3 label lines per page
    assert any(line.startswith(BLANK * 2) for page in legend for line in page)
    assert len(braille_sections(sheet, Layout())[1]) == 1


def test_brf_page_and_line_ends() -> None:
    data = render(make_sheet(), "brf")
    assert data.endswith(b"\r\n\f")  # the last page ends with a form feed too
    assert data.count(b"\f") == sum(len(s) for s in braille_sections(make_sheet()))
    lines = data.decode("ascii").split("\f")[0].split("\r\n")
    assert lines[0] == "".join(NABCC[ord(ch) - 0x2800] for ch in make_sheet().title_cells)
    assert lines[1] == ""


def test_a_word_longer_than_a_line_is_cut() -> None:
    long_word = b("-".join(["1"] * 25))
    sheet = make_sheet()
    sheet.legend.append(LegendEntry("x", b("1346"), "long", long_word))
    legend, _ = braille_sections(sheet, Layout(12, 25))
    lines = [line for page in legend for line in page]
    start = next(i for i, line in enumerate(lines) if line.startswith(b("1346")))
    assert lines[start] == b("1346")  # the word does not fit after the code: a new line
    assert lines[start + 1] == BLANK * 2 + long_word[:10]
    assert lines[start + 2] == BLANK * 2 + long_word[10:20]
    assert lines[start + 3] == BLANK * 2 + long_word[20:]
    assert all(len(line) <= 12 for line in lines)


def test_an_entry_is_kept_on_one_page() -> None:
    legend, _ = braille_sections(make_sheet(), Layout(12, 5))
    for page in legend:
        assert not page[0].startswith(BLANK * 2), "no page starts with a continuation line"
        assert page[-1] != ""


def test_eight_dot_cells_are_refused_in_brf_only() -> None:
    sheet = make_sheet(labels=[Label("x", "x", b("1237") + b("8"), "X")])
    with pytest.raises(LabelError) as info:
        render(sheet, "brf")
    assert "BRF" in info.value.text("en") and "BRF" in info.value.text("de")
    schema().assertValid(etree.fromstring(render(sheet, "pef")))
    svg = etree.fromstring(render(sheet, "svg"))
    assert len(svg.findall(f".//{SVG}g[@class='braille']")) >= 1


def test_a_label_wider_than_a_line_and_non_braille_are_refused() -> None:
    with pytest.raises(LabelError, match="mm:wide"):
        render(make_sheet(labels=[Label("mm:wide", "w", b("1") * 13, "W")]), "brf", Layout(12, 5))
    with pytest.raises(LabelError, match="mm:wide"):
        render(make_sheet(labels=[Label("mm:wide", "w", b("1") * 31, "W")]), "svg")
    with pytest.raises(LabelError):
        render(make_sheet(labels=[Label("mm:ascii", "a", "abc", "A")]), "txt")


def test_a_sheet_without_labels_has_only_the_legend() -> None:
    sheet = make_sheet(labels=[])
    legend, labels = braille_sections(sheet)
    assert labels == [] and len(legend) == 1
    pef = etree.fromstring(render(sheet, "pef"))
    schema().assertValid(pef)
    assert len(pef.findall(f".//{PEF}section")) == 1
    assert render(sheet, "pdf").startswith(b"%PDF-")


# ---------------------------------------------------------------- PEF


@pytest.mark.skipif(not JAR.exists(), reason="brailleutils is not installed")
@pytest.mark.parametrize(
    "layout", LAYOUTS, ids=lambda lay: f"{lay.cells_per_line}x{lay.lines_per_page}"
)
def test_pef_is_valid_and_holds_the_brf_pages(layout: Layout) -> None:
    sheet = make_sheet()
    root = etree.fromstring(render(sheet, "pef", layout))
    rng = schema()
    assert rng.validate(root), rng.error_log
    # the schema's Schematron rules, by hand (rowgap is 0 everywhere)
    volume = root.find(f"{PEF}body/{PEF}volume")
    assert volume.get("cols") == str(layout.cells_per_line)
    assert volume.get("rows") == str(layout.lines_per_page)
    assert (volume.get("rowgap"), volume.get("duplex")) == ("0", "false")
    pages = volume.findall(f"{PEF}section/{PEF}page")
    for page in pages:
        rows = page.findall(f"{PEF}row")
        assert len(rows) <= int(volume.get("rows"))
        assert all(len(row.text or "") <= int(volume.get("cols")) for row in rows)
    assert len(volume.findall(f"{PEF}section")) == 2
    pef_pages = [[row.text or "" for row in page.findall(f"{PEF}row")] for page in pages]
    assert pef_pages == unicode_pages(brf_pages(render(sheet, "brf", layout)))

    dc = "{http://purl.org/dc/elements/1.1/}"
    meta = root.find(f"{PEF}head/{PEF}meta")
    assert meta.findtext(f"{dc}format") == "application/x-pef+xml"
    assert meta.findtext(f"{dc}title") == sheet.title
    assert meta.findtext(f"{dc}language") == "de"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", meta.findtext(f"{dc}date"))


@pytest.mark.skipif(not JAR.exists(), reason="brailleutils is not installed")
def test_the_schema_has_teeth() -> None:
    root = etree.fromstring(render(make_sheet(), "pef"))
    root.find(f".//{PEF}row").text = "ABC"  # not Unicode braille
    assert not schema().validate(root)
    root = etree.fromstring(render(make_sheet(), "pef"))
    del root.find(f".//{PEF}volume").attrib["cols"]
    assert not schema().validate(root)


def test_pef_identifier_is_stable_and_date_reproducible(monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first = render(make_sheet(), "pef")
    assert first == render(make_sheet(), "pef")
    assert b"<dc:date>2023-11-14</dc:date>" in first
    other = make_sheet()
    other.table = "de-g2"
    ids = [
        re.search(rb"<dc:identifier>(.*?)</dc:identifier>", render(s, "pef")).group(1)
        for s in (make_sheet(), other)
    ]
    assert ids[0] != ids[1]


# ---------------------------------------------------------------- TXT


@pytest.mark.parametrize(
    "layout", LAYOUTS, ids=lambda lay: f"{lay.cells_per_line}x{lay.lines_per_page}"
)
def test_txt_is_the_brf_pages_in_unicode(layout: Layout) -> None:
    sheet = make_sheet()
    text = render(sheet, "txt", layout).decode("utf-8")
    assert text.endswith("\n\f") and "\r" not in text
    pages = [page[:-1].split("\n") for page in text.split("\f")[:-1]]
    assert pages == unicode_pages(brf_pages(render(sheet, "brf", layout)))


# ---------------------------------------------------------------- SVG


def svg_cells(group) -> str:
    """A braille line read back from its circles and the spacing."""
    x0, y0 = float(group.get("data-x")), float(group.get("data-y"))
    bits: dict[int, int] = {}
    places = {
        (0, 0): 0,
        (0, 1): 1,
        (0, 2): 2,
        (1, 0): 3,
        (1, 1): 4,
        (1, 2): 5,
        (0, 3): 6,
        (1, 3): 7,
    }
    for circle in group.findall(f"{SVG}circle"):
        assert float(circle.get("r")) == 0.75  # 1.5 mm dots
        dx, dy = float(circle.get("cx")) - x0, float(circle.get("cy")) - y0
        cell = round(dx // 6.0)
        col, row = (dx - 6.0 * cell) / 2.5, dy / 2.5
        assert col == pytest.approx(round(col), abs=1e-6) and row == pytest.approx(
            round(row), abs=1e-6
        )
        bits[cell] = bits.get(cell, 0) | 1 << places[(round(col), round(row))]
    return "".join(chr(0x2800 + bits.get(i, 0)) for i in range(max(bits, default=-1) + 1))


def test_svg_draws_every_dot_at_the_standard_spacing() -> None:
    sheet = make_sheet()
    root = etree.fromstring(render(sheet, "svg"))
    assert root.get("viewBox").startswith("0 0 210 ")
    circles = root.findall(f".//{SVG}circle")
    expected = raised(sheet.title_cells) + sum(
        raised(e.cells + e.meaning_cells) for e in sheet.legend
    )
    expected += sum(raised(label.cells) for label in sheet.printed())
    assert len(circles) == expected
    groups = root.findall(f".//{SVG}g[@class='braille']")
    for group in groups:
        assert svg_cells(group) == group.get("data-cells").rstrip(BLANK)
    # the legend: lines of one entry 10 mm apart; the labels in order, each in its cut box
    tops = [float(g.get("data-y")) for g in groups]
    assert any(
        later - earlier == pytest.approx(10.0)
        for earlier, later in zip(tops, tops[1:], strict=False)
    )
    pages = root.findall(f"{SVG}g[@class='page']")
    label_groups = [
        g
        for page in pages
        for g in page.findall(f"{SVG}g[@class='braille']")
        if page.find(f"{SVG}rect[@class='cut']") is not None
    ]
    assert [g.get("data-cells") for g in label_groups] == [label.cells for label in sheet.printed()]
    boxes = root.findall(f".//{SVG}rect[@class='cut']")
    assert len(boxes) == len(sheet.printed())
    for box, group in zip(boxes, label_groups, strict=True):
        x, y = float(box.get("x")), float(box.get("y"))
        w, h = float(box.get("width")), float(box.get("height"))
        for circle in group.findall(f"{SVG}circle"):
            assert x < float(circle.get("cx")) < x + w and y < float(circle.get("cy")) < y + h


def test_svg_has_every_print_text_and_stacked_pages() -> None:
    sheet = make_sheet()
    root = etree.fromstring(render(sheet, "svg"))
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert sheet.title in texts
    for entry in sheet.legend:
        assert any(entry.code in t and entry.meaning in t for t in texts)
    assert [t for t in texts if t in {label.print_text for label in sheet.labels}] == [
        label.print_text for label in sheet.printed()
    ]
    pages = root.findall(f"{SVG}g[@class='page']")
    assert len(pages) >= 2
    assert float(root.get("viewBox").split()[3]) == pytest.approx(297 * len(pages))
    for number, page in enumerate(pages):
        top = 297.0 * number
        for circle in page.iter(f"{SVG}circle"):
            assert top + 15 - 1 < float(circle.get("cy")) < top + 297 - 15


def test_svg_many_labels_need_several_pages() -> None:
    sheet = make_sheet(
        per_card=2,
        labels=[Label(f"k{i}", str(i), b("3456-1-12"), f"Karte {i}", count=2) for i in range(40)],
    )
    root = etree.fromstring(render(sheet, "svg"))
    pages = root.findall(f"{SVG}g[@class='page']")
    assert len(pages) >= 3
    assert len(root.findall(f".//{SVG}rect[@class='cut']")) == 160


# ---------------------------------------------------------------- PDF


def pdf_objects(data: bytes) -> dict[int, bytes]:
    start = int(re.search(rb"startxref\n(\d+)\n%%EOF\n?$", data).group(1))
    assert data[start:].startswith(b"xref\n")
    lines = data[start:].split(b"\n")
    first, count = map(int, lines[1].split())
    assert first == 0
    entries = data[start + len(lines[0]) + len(lines[1]) + 2 :][: 20 * count]
    objects = {}
    for number in range(1, count):
        entry = entries[20 * number : 20 * number + 20]
        assert len(entry) == 20 and entry.endswith(b" n \n")
        offset = int(entry[:10])
        assert data[offset:].startswith(f"{number} 0 obj".encode()), number
        objects[number] = data[offset : data.index(b"endobj", offset)]
    return objects


def pdf_streams(objects: dict[int, bytes]) -> list[bytes]:
    streams = []
    for body in objects.values():
        match = re.search(rb"/Length (\d+) >>\nstream\n", body)
        if match:
            content = body[match.end() : match.end() + int(match.group(1))]
            assert body[match.end() + int(match.group(1)) :].startswith(b"endstream")
            streams.append(content)
    return streams


def pdf_literal(text: str) -> bytes:
    raw = text.encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def test_pdf_structure_pages_and_texts() -> None:
    sheet = make_sheet()
    data = render(sheet, "pdf")
    assert data.startswith(b"%PDF-1.4\n") and data.rstrip().endswith(b"%%EOF")
    objects = pdf_objects(data)
    svg_pages = etree.fromstring(render(sheet, "svg")).findall(f"{SVG}g[@class='page']")
    page_objects = [body for body in objects.values() if b"/Type /Page " in body]
    assert len(page_objects) == len(svg_pages)
    assert f"/Count {len(svg_pages)}".encode() in data
    assert all(b"/MediaBox [0 0 595.28 841.89]" in body for body in page_objects)
    assert b"/BaseFont /Helvetica /Encoding /WinAnsiEncoding" in data
    streams = pdf_streams(objects)
    assert len(streams) == len(svg_pages)
    content = b"".join(streams)
    for text in (
        [sheet.title]
        + [f"{e.code} = {e.meaning}" for e in sheet.legend]
        + [label.print_text for label in sheet.labels]
    ):
        assert pdf_literal(text) in content, text
    assert "ÄÖÜß".encode("cp1252") in content and b"\\(die\\)" in content
    # every raised dot a filled circle of four Bezier curves
    expected = raised(sheet.title_cells) + sum(
        raised(e.cells + e.meaning_cells) for e in sheet.legend
    )
    expected += sum(raised(label.cells) for label in sheet.printed())
    dots = re.findall(
        rb"m(?: [\d.]+){6} c(?: [\d.]+){6} c(?: [\d.]+){6} c(?: [\d.]+){6} c h f", content
    )
    assert len(dots) == expected
    assert content.count(b" re S") == len(sheet.printed())


def test_pdf_dot_spacing_in_points() -> None:
    sheet = make_sheet(per_card=1, labels=[Label("full", "f", b("123456-123456"), "Voll")])
    streams = pdf_streams(pdf_objects(render(sheet, "pdf")))
    # the first point of each circle is its rightmost point: centre x + r
    starts = [tuple(map(float, m)) for m in re.findall(rb"\n([\d.]+) ([\d.]+) m ", streams[-1])]
    mm = 72 / 25.4
    xs = sorted({round(x / mm, 2) for x, _ in starts})
    ys = sorted({round(y / mm, 2) for _, y in starts})
    assert len(starts) == 12
    assert [b_ - a for a, b_ in zip(xs, xs[1:], strict=False)] == pytest.approx(
        [2.5, 3.5, 2.5], abs=0.02
    )
    assert [b_ - a for a, b_ in zip(ys, ys[1:], strict=False)] == pytest.approx(
        [2.5, 2.5], abs=0.02
    )


# ---------------------------------------------------------------- write()


@pytest.mark.parametrize("fmt", FORMATS)
def test_write_gives_the_rendered_bytes(tmp_path: Path, fmt: str, monkeypatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    path = tmp_path / f"labels.{fmt}"
    write(make_sheet(), fmt, path, Layout(32, 20))
    assert path.read_bytes() == render(make_sheet(), fmt, Layout(32, 20))


def test_write_to_an_unwritable_path_is_a_label_error(tmp_path: Path) -> None:
    for path in (tmp_path / "missing" / "labels.brf", tmp_path):
        with pytest.raises(LabelError) as info:
            write(make_sheet(), "brf", path)
        assert str(path) in info.value.text("en") and str(path) in info.value.text("de")
        assert info.value.text("en").startswith("Cannot write")
        assert "geschrieben" in info.value.text("de")


def test_an_unknown_format_is_a_label_error(tmp_path: Path) -> None:
    with pytest.raises(LabelError) as info:
        write(make_sheet(), "docx", tmp_path / "labels.docx")
    for fmt in FORMATS:
        assert fmt in info.value.text("en") and fmt in info.value.text("de")
    assert not (tmp_path / "labels.docx").exists()
    assert render(make_sheet(), "BRF") == render(make_sheet(), "brf")


def test_real_translations_render_everywhere() -> None:
    translate = pytest.importorskip("accessible_games.braille.translate")
    try:
        cells = translate.Translator("de-g1").cells
    except Exception as exc:  # pragma: no cover - liblouis missing
        pytest.skip(f"no liblouis: {exc}")
    sheet = Sheet(
        "maumau",
        "de",
        "de-g1",
        "Mau-Mau",
        cells("Mau-Mau").dots,
        legend=[LegendEntry("r", cells("r").dots, "Rot", cells("Rot").dots)],
        labels=[
            Label("mm:r7", "r7", cells("r7").dots, "Rot 7", count=1),
            Label("mm:rd", "rd", cells("rd").dots, "Rot Dame", count=1),
        ],
    )
    for fmt in FORMATS:
        assert render(sheet, fmt)
