"""A :class:`~accessible_games.labels.model.Sheet` as a file: for an
embosser (BRF, PEF), as a text preview (TXT) or as a drawn sheet for sighted
helpers and swell paper (SVG, PDF).

``render(sheet, fmt, layout)`` gives the file's bytes; ``write(sheet, fmt,
path, layout)`` writes them. Every problem is a :class:`LabelError`; its
message (``labels-…`` in ``locales/<lang>/labels.ftl``) is said in the
player's language.

Braille pages (BRF, PEF, TXT; see :func:`braille_sections`)
    One page holds ``Layout.lines_per_page`` lines of at most
    ``Layout.cells_per_line`` cells. The legend section comes first: the
    title, a blank line, then one legend entry per line (code, a blank cell,
    the meaning), wrapped at blank cells with continuation lines indented by
    two blank cells; a word longer than a line is cut. An entry is not split
    across pages when it fits on one. The labels section starts on a new
    page: every printed label (``Sheet.printed()``: count × per_card times,
    in order) padded to the width of the widest label, two blank cells
    between labels on a line, a blank line between label lines. A label is
    never split across lines or pages. Trailing blank cells are dropped from
    every line.

BRF
    North American ASCII braille (:data:`BRF_CHARS`, the same characters as
    liblouis' ``en-us-brf.dis``), 6-dot only: a cell with dot 7 or 8 is a
    LabelError. Every line ends with CR LF and every page, the last one
    included, ends with a form feed (``\\f``), so the file ends with
    ``\\r\\n\\f``.

TXT
    The same pages in Unicode braille, UTF-8, lines ending with LF and every
    page (the last one included) ending with a form feed, as in the BRF.

PEF
    PEF 2008-1 (http://www.daisy.org/ns/2008/pef): one volume (cols, rows =
    the layout, rowgap 0, simplex) with two sections, the legend and the
    labels (the second left out when the sheet has no labels); rows in
    Unicode braille. ``dc:identifier`` is a UUID derived from game, language
    and table; ``dc:date`` is today, or the day of ``SOURCE_DATE_EPOCH``
    when that is set (reproducible builds).

SVG and PDF (drawn sheets, A4 portrait)
    Braille dots drawn filled to the Marburg Medium spacing (dot diameter
    1.5 mm, dots 2.5 mm apart in a cell, cells 6.0 mm apart, lines 10.0 mm
    apart); unraised dot positions are not drawn. The legend page(s) come
    first: the title in print and braille, then every entry in braille with
    "code = meaning" in small print under it. Then the label pages: every
    printed label in a thin cut box with its print text in small print
    under the box. A drawn line holds at most ``Layout.cells_per_line``
    cells and never more than fit between the margins (30);
    ``lines_per_page`` does not apply (the paper decides). The SVG is one
    document with the A4 pages stacked top to bottom (page n starts at y =
    297 mm × (n - 1), each with a light grey page outline); its unit is the
    millimetre. The PDF has one A4 page per drawn page, Helvetica in
    WinAnsiEncoding, uncompressed content streams.
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import time
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Union

from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import shown, write_atomic
from accessible_games.core.messages import Msg, OneOf
from accessible_games.core.messages import render as render_msg
from accessible_games.labels.model import Label, LabelError, Sheet

FORMATS = ("brf", "pef", "txt", "svg", "pdf")

BRAILLE_BASE = 0x2800
BLANK = chr(BRAILLE_BASE)

#: ASCII braille (North American BRF): index = dot bits (dot 1 = bit 0 ...
#: dot 6 = bit 5). Checked against liblouis' en-us-brf.dis in the tests.
BRF_CHARS = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
_BRF_DECODE = {ch: chr(BRAILLE_BASE + bits) for bits, ch in enumerate(BRF_CHARS)}

PEF_NS = "http://www.daisy.org/ns/2008/pef"
DC_NS = "http://purl.org/dc/elements/1.1/"
SVG_NS = "http://www.w3.org/2000/svg"

#: Marburg Medium, in millimetres
DOT_DIAMETER = 1.5
DOT_DISTANCE = 2.5
CELL_DISTANCE = 6.0
LINE_DISTANCE = 10.0

PAGE_WIDTH = 210.0  # A4, mm
PAGE_HEIGHT = 297.0
MARGIN = 15.0
TITLE_PT = 14.0
SMALL_PT = 8.0
BOX_PADDING = 2.5  # mm between a label's dots and its cut box
CUT_GAP = 4.0  # mm between neighbouring boxes (a margin on both sides of a cut)
MM_PER_PT = 25.4 / 72

PathLike = Union[str, "os.PathLike[str]"]


@dataclass(frozen=True)
class Layout:
    """A braille page: ``cells_per_line`` (10–100) cells per line,
    ``lines_per_page`` (5–100) lines per page."""

    cells_per_line: int = 40
    lines_per_page: int = 25

    def __post_init__(self) -> None:
        for name, value, low, high in (
            ("cells", self.cells_per_line, 10, 100),
            ("lines", self.lines_per_page, 5, 100),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise LabelError(
                    Msg("labels.layout", field=name, low=low, high=high, value=repr(value))
                )


# ---------------------------------------------------------------- checks


def _check_cells(cells: str, part: str, name: str = "") -> None:
    """LabelError when ``cells`` hold a character that is not a braille cell;
    ``part`` (title, legend, meaning or label) and ``name`` say where."""
    for ch in cells:
        if not BRAILLE_BASE <= ord(ch) <= BRAILLE_BASE + 0xFF:
            shown_char = ch if ch.isprintable() else f"U+{ord(ch):04X}"
            raise LabelError(Msg("labels.sheet.not_braille", part=part, name=name, char=shown_char))


def _check_sheet(sheet: Sheet) -> None:
    _check_cells(sheet.title_cells, "title")
    for entry in sheet.legend:
        _check_cells(entry.cells, "legend", entry.code)
        _check_cells(entry.meaning_cells, "meaning", entry.code)
    for label in sheet.labels:
        _check_cells(label.cells, "label", label.key)
        if not label.cells.strip(BLANK):
            raise LabelError(Msg("labels.sheet.empty", label=label.key))
        if isinstance(label.count, bool) or not isinstance(label.count, int) or label.count < 0:
            raise LabelError(Msg("labels.sheet.count", label=label.key, value=repr(label.count)))


def _check_width(sheet: Sheet, width: int) -> None:
    for label in sheet.labels:
        if len(label.cells) > width:
            raise LabelError(
                Msg("labels.sheet.wide", label=label.key, cells=len(label.cells), width=width)
            )


# ---------------------------------------------------------------- braille pages


def _wrap(cells: str, width: int, indent: int = 2) -> list[str]:
    """``cells`` as lines of at most ``width`` cells, broken at blank cells
    where possible; continuation lines start with ``indent`` blank cells.
    A word longer than a line is cut. Trailing blanks are dropped."""
    cells = cells.rstrip(BLANK)
    lines: list[str] = []
    prefix = ""
    line = ""
    for word in cells.split(BLANK):
        avail = width - len(prefix)
        candidate = word if not line else line + BLANK + word
        if len(candidate) <= avail:
            line = candidate
            continue
        if line.strip(BLANK):
            lines.append(prefix + line.rstrip(BLANK))
            prefix = BLANK * indent
            avail = width - len(prefix)
        line = word
        while len(line) > avail:
            lines.append(prefix + line[:avail])
            line = line[avail:]
            prefix = BLANK * indent
            avail = width - len(prefix)
    if line.strip(BLANK) or not lines:
        lines.append((prefix + line).rstrip(BLANK))
    return lines


def _legend_pages(sheet: Sheet, layout: Layout) -> list[list[str]]:
    width, height = layout.cells_per_line, layout.lines_per_page
    blocks: list[list[str]] = [_wrap(sheet.title_cells, width)]
    blocks += [_wrap(entry.cells + BLANK + entry.meaning_cells, width) for entry in sheet.legend]
    pages: list[list[str]] = [[]]

    def new_page() -> list[str]:
        if pages[-1] and pages[-1][-1] == "":
            pages[-1].pop()  # no page ends with a blank line
        pages.append([])
        return pages[-1]

    for number, block in enumerate(blocks):
        page = pages[-1]
        if number == 1 and page:  # the blank line between the title and the legend
            if len(page) < height:
                page.append("")
            else:
                page = new_page()
        if page and len(page) + len(block) > height and len(block) <= height:
            page = new_page()  # keep an entry on one page
        for line in block:
            if len(page) >= height:
                page = new_page()
            page.append(line)
    return pages


def _label_pages(sheet: Sheet, layout: Layout) -> list[list[str]]:
    printed = sheet.printed()
    if not printed:
        return []
    width = sheet.widest
    per_line = max(1, (layout.cells_per_line + 2) // (width + 2))
    lines_per_page = (layout.lines_per_page + 1) // 2  # label lines, a blank line between
    label_lines = [
        (BLANK * 2)
        .join(label.cells.ljust(width, BLANK) for label in printed[i : i + per_line])
        .rstrip(BLANK)
        for i in range(0, len(printed), per_line)
    ]
    pages = []
    for start in range(0, len(label_lines), lines_per_page):
        page: list[str] = []
        for line in label_lines[start : start + lines_per_page]:
            if page:
                page.append("")
            page.append(line)
        pages.append(page)
    return pages


def braille_sections(
    sheet: Sheet, layout: Layout = Layout()
) -> tuple[list[list[str]], list[list[str]]]:
    """The braille pages of BRF, PEF and TXT as ``(legend_pages,
    label_pages)``; a page is a list of lines of Unicode braille."""
    _check_sheet(sheet)
    _check_width(sheet, layout.cells_per_line)
    return _legend_pages(sheet, layout), _label_pages(sheet, layout)


def braille_pages(sheet: Sheet, layout: Layout = Layout()) -> list[list[str]]:
    """All braille pages: the legend's, then the labels'."""
    legend, labels = braille_sections(sheet, layout)
    return legend + labels


# ---------------------------------------------------------------- BRF, TXT, PEF


def to_brf(cells: str) -> str:
    """Unicode braille to North American ASCII braille; dots 7 and 8 have no
    BRF character (LabelError)."""
    out = []
    for ch in cells:
        bits = ord(ch) - BRAILLE_BASE
        if not 0 <= bits < 64:
            raise LabelError(Msg("labels.brf.eight_dot", cell=ch, number=f"{ord(ch):04X}"))
        out.append(BRF_CHARS[bits])
    return "".join(out)


def from_brf(text: str) -> str:
    """ASCII braille back to Unicode braille (lower case is read as upper case)."""
    return "".join(_BRF_DECODE[ch] for ch in text.upper())


def _render_brf(sheet: Sheet, layout: Layout) -> bytes:
    pages = braille_pages(sheet, layout)
    return "".join("".join(to_brf(line) + "\r\n" for line in page) + "\f" for page in pages).encode(
        "ascii"
    )


def _render_txt(sheet: Sheet, layout: Layout) -> bytes:
    pages = braille_pages(sheet, layout)
    return "".join("".join(line + "\n" for line in page) + "\f" for page in pages).encode("utf-8")


def _date() -> str:
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    if epoch.isdigit():
        return time.strftime("%Y-%m-%d", time.gmtime(int(epoch)))
    return _dt.date.today().isoformat()


def pef_identifier(sheet: Sheet) -> str:
    """A stable identifier for the sheet of one game, language and table."""
    name = f"accessible-games/labels/{sheet.game}/{sheet.lang}/{sheet.table}"
    return uuid.uuid5(uuid.NAMESPACE_URL, name).urn


_LANGUAGE = re.compile(r"[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*")


def _render_pef(sheet: Sheet, layout: Layout) -> bytes:
    legend, labels = braille_sections(sheet, layout)
    ET.register_namespace("", PEF_NS)
    ET.register_namespace("dc", DC_NS)
    p = f"{{{PEF_NS}}}"
    dc = f"{{{DC_NS}}}"
    root = ET.Element(p + "pef", version="2008-1")
    meta = ET.SubElement(ET.SubElement(root, p + "head"), p + "meta")
    ET.SubElement(meta, dc + "format").text = "application/x-pef+xml"
    ET.SubElement(meta, dc + "identifier").text = pef_identifier(sheet)
    ET.SubElement(meta, dc + "title").text = sheet.title
    if _LANGUAGE.fullmatch(sheet.lang or ""):
        ET.SubElement(meta, dc + "language").text = sheet.lang
    ET.SubElement(meta, dc + "date").text = _date()
    volume = ET.SubElement(
        ET.SubElement(root, p + "body"),
        p + "volume",
        cols=str(layout.cells_per_line),
        rows=str(layout.lines_per_page),
        rowgap="0",
        duplex="false",
    )
    for pages in (legend, labels):
        if not pages:
            continue
        section = ET.SubElement(volume, p + "section")
        for page in pages:
            page_el = ET.SubElement(section, p + "page")
            for line in page:
                ET.SubElement(page_el, p + "row").text = line
    ET.indent(root, space=" ")
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


# ---------------------------------------------------------------- drawn sheets

#: Helvetica advance widths (1/1000 em) for layout; others count as 556.
_HELVETICA = {
    **dict.fromkeys(" !,./:;I[]ft", 278),
    **dict.fromkeys("ijl", 222),
    **dict.fromkeys("0123456789abdeghnopquäöü?#$_", 556),
    **dict.fromkeys("cksvxyzJ", 500),
    "r": 333,
    "-": 333,
    "(": 333,
    ")": 333,
    "m": 833,
    "M": 833,
    "w": 722,
    "W": 944,
    "'": 191,
    '"': 355,
    "%": 889,
    "*": 389,
    "+": 584,
    "=": 584,
    "&": 667,
    "ß": 611,
    **dict.fromkeys("ABEKPSVXYÄ", 667),
    **dict.fromkeys("CDHNRUÜ", 722),
    **dict.fromkeys("GOQÖ", 778),
    **dict.fromkeys("FTZ", 611),
    "L": 556,
}


def _text_width(text: str, size_mm: float) -> float:
    return sum(_HELVETICA.get(ch, 556) for ch in text) / 1000 * size_mm


@dataclass(frozen=True)
class _Braille:
    x: float  # centre of dot 1 of the first cell, mm from the page's top left
    y: float
    cells: str


@dataclass(frozen=True)
class _Box:
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class _Text:
    x: float  # the baseline's start, or its middle with centred text
    y: float
    size_pt: float
    text: str
    centred: bool = False


def _dot_offsets(cell: str) -> list[tuple[float, float]]:
    """Where the raised dots of a cell are, from the centre of dot 1."""
    bits = ord(cell) - BRAILLE_BASE
    places = ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3))
    return [
        (col * DOT_DISTANCE, row * DOT_DISTANCE)
        for bit, (col, row) in enumerate(places)
        if bits >> bit & 1
    ]


def _dots(item: _Braille) -> Iterable[tuple[float, float]]:
    for index, cell in enumerate(item.cells):
        for dx, dy in _dot_offsets(cell):
            yield item.x + index * CELL_DISTANCE + dx, item.y + dy


def _braille_height(cells: Iterable[str]) -> float:
    """From the top of dot 1 to the bottom of the lowest dot row used."""
    eight = any(ord(ch) - BRAILLE_BASE >= 64 for ch in cells)
    return (3 if eight else 2) * DOT_DISTANCE + DOT_DIAMETER


def drawn_cells_per_line(layout: Layout = Layout()) -> int:
    """Cells on one drawn line: the layout's width, at most what fits on A4."""
    room = PAGE_WIDTH - 2 * MARGIN - (DOT_DISTANCE + DOT_DIAMETER)
    return min(layout.cells_per_line, int(room // CELL_DISTANCE) + 1)


def _drawn_pages(sheet: Sheet, layout: Layout) -> list[list[object]]:
    _check_sheet(sheet)
    width = drawn_cells_per_line(layout)
    _check_width(sheet, width)
    bottom = PAGE_HEIGHT - MARGIN
    r = DOT_DIAMETER / 2
    small = SMALL_PT * MM_PER_PT
    pages: list[list[object]] = [[]]

    # legend: title in print and braille, then the entries
    y = MARGIN + TITLE_PT * MM_PER_PT
    pages[-1].append(_Text(MARGIN, y, TITLE_PT, sheet.title))
    y += 4.0
    blocks = [(_wrap(sheet.title_cells, width), None)]
    blocks += [
        (
            _wrap(e.cells + BLANK + e.meaning_cells, width),
            render_msg(Msg("labels.legend.line", code=e.code, meaning=e.meaning), sheet.lang),
        )
        for e in sheet.legend
    ]
    for number, (lines, text) in enumerate(blocks):
        under = (
            _braille_height("".join(lines)) + 1.0 + small
        )  # last line's top to the print baseline
        height = (len(lines) - 1) * LINE_DISTANCE + (under + 4.0 if text else LINE_DISTANCE)
        if number and y + height > bottom:
            pages.append([])
            y = MARGIN
        for index, line in enumerate(lines):
            if index and y + LINE_DISTANCE > bottom:  # a block taller than a page
                pages.append([])
                y = MARGIN
            pages[-1].append(_Braille(MARGIN + r, y + r, line))
            y += LINE_DISTANCE
        if text:
            baseline = y - LINE_DISTANCE + under
            pages[-1].append(_Text(MARGIN, baseline, SMALL_PT, text))
            y = baseline + 4.0
        else:
            y += 2.0

    # labels: a grid of cut boxes, the print text under each box
    printed = sheet.printed()
    if printed:
        cells = sheet.widest
        box_w = (cells - 1) * CELL_DISTANCE + DOT_DISTANCE + DOT_DIAMETER + 2 * BOX_PADDING
        box_h = _braille_height("".join(label.cells for label in printed)) + 2 * BOX_PADDING
        text_w = max(_text_width(label.print_text, small) for label in printed)
        pitch_x = max(box_w, text_w) + CUT_GAP
        pitch_y = box_h + 1.0 + small + 1.5 + CUT_GAP
        columns = max(1, int((PAGE_WIDTH - 2 * MARGIN + CUT_GAP) // pitch_x))
        rows = max(1, int((PAGE_HEIGHT - 2 * MARGIN + CUT_GAP) // pitch_y))
        per_page = columns * rows
        for index, label in enumerate(printed):
            if index % per_page == 0:
                pages.append([])
            place = index % per_page
            x = MARGIN + (place % columns) * pitch_x
            y = MARGIN + (place // columns) * pitch_y
            pages[-1].append(_Box(x, y, box_w, box_h))
            pages[-1].append(_Braille(x + BOX_PADDING + r, y + BOX_PADDING + r, label.cells))
            pages[-1].append(
                _Text(
                    x + box_w / 2, y + box_h + 1.0 + small, SMALL_PT, label.print_text, centred=True
                )
            )
    return pages


def _num(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _render_svg(sheet: Sheet, layout: Layout) -> bytes:
    pages = _drawn_pages(sheet, layout)
    ET.register_namespace("", SVG_NS)
    s = f"{{{SVG_NS}}}"
    total = PAGE_HEIGHT * len(pages)
    root = ET.Element(
        s + "svg",
        {
            "width": f"{_num(PAGE_WIDTH)}mm",
            "height": f"{_num(total)}mm",
            "viewBox": f"0 0 {_num(PAGE_WIDTH)} {_num(total)}",
        },
    )
    ET.SubElement(root, s + "title").text = sheet.title
    r = _num(DOT_DIAMETER / 2)
    for number, items in enumerate(pages):
        top = number * PAGE_HEIGHT
        group = ET.SubElement(root, s + "g", {"class": "page", "id": f"page-{number + 1}"})
        ET.SubElement(
            group,
            s + "rect",
            {
                "class": "page-outline",
                "x": "0",
                "y": _num(top),
                "width": _num(PAGE_WIDTH),
                "height": _num(PAGE_HEIGHT),
                "fill": "white",
                "stroke": "#bbbbbb",
                "stroke-width": "0.2",
            },
        )
        for item in items:
            if isinstance(item, _Box):
                ET.SubElement(
                    group,
                    s + "rect",
                    {
                        "class": "cut",
                        "x": _num(item.x),
                        "y": _num(top + item.y),
                        "width": _num(item.w),
                        "height": _num(item.h),
                        "fill": "none",
                        "stroke": "black",
                        "stroke-width": "0.2",
                    },
                )
            elif isinstance(item, _Braille):
                line = ET.SubElement(
                    group,
                    s + "g",
                    {
                        "class": "braille",
                        "data-x": _num(item.x),
                        "data-y": _num(top + item.y),
                        "data-cells": item.cells,
                    },
                )
                for x, y in _dots(item):
                    ET.SubElement(
                        line,
                        s + "circle",
                        {
                            "class": "dot",
                            "cx": _num(x),
                            "cy": _num(top + y),
                            "r": r,
                            "fill": "black",
                        },
                    )
            elif isinstance(item, _Text):
                attrs = {
                    "class": "print",
                    "x": _num(item.x),
                    "y": _num(top + item.y),
                    "font-family": "Helvetica, Arial, sans-serif",
                    "font-size": _num(item.size_pt * MM_PER_PT),
                    "fill": "black",
                }
                if item.centred:
                    attrs["text-anchor"] = "middle"
                ET.SubElement(group, s + "text", attrs).text = item.text
    ET.indent(root, space=" ")
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


def _pdf_string(text: str) -> bytes:
    """A PDF literal string in WinAnsiEncoding (unknown characters become '?')."""
    raw = text.encode("cp1252", "replace")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _pdf_text_string(text: str) -> bytes:
    """A PDF text string (document information) in UTF-16BE."""
    return b"<FEFF" + text.encode("utf-16-be").hex().upper().encode("ascii") + b">"


def _pdf_content(items: list[object]) -> bytes:
    k = 72 / 25.4

    def pt(value: float) -> str:
        return f"{value * k:.2f}"

    def py(value: float) -> str:  # PDF's y runs upwards from the bottom
        return f"{(PAGE_HEIGHT - value) * k:.2f}"

    out: list[bytes] = []
    r = DOT_DIAMETER / 2
    c = 0.5523 * r  # control point distance for a quarter circle
    for item in items:
        if isinstance(item, _Box):
            out.append(
                f"0.57 w {pt(item.x)} {py(item.y + item.h)} {pt(item.w)} {pt(item.h)} re S".encode()
            )
        elif isinstance(item, _Braille):
            for x, y in _dots(item):
                # y downwards in mm: the four quarters of the circle around (x, y)
                out.append(
                    " ".join(
                        (
                            f"{pt(x + r)} {py(y)} m",
                            f"{pt(x + r)} {py(y - c)} {pt(x + c)} {py(y - r)} "
                            f"{pt(x)} {py(y - r)} c",
                            f"{pt(x - c)} {py(y - r)} {pt(x - r)} {py(y - c)} "
                            f"{pt(x - r)} {py(y)} c",
                            f"{pt(x - r)} {py(y + c)} {pt(x - c)} {py(y + r)} "
                            f"{pt(x)} {py(y + r)} c",
                            f"{pt(x + c)} {py(y + r)} {pt(x + r)} {py(y + c)} "
                            f"{pt(x + r)} {py(y)} c",
                            "h f",
                        )
                    ).encode()
                )
        elif isinstance(item, _Text):
            x = item.x
            if item.centred:
                x -= _text_width(item.text, item.size_pt * MM_PER_PT) / 2
            out.append(
                f"BT /F1 {item.size_pt:g} Tf {pt(x)} {py(item.y)} Td ".encode()
                + _pdf_string(item.text)
                + b" Tj ET"
            )
    return b"0 g 0 G\n" + b"\n".join(out) + b"\n"


def _render_pdf(sheet: Sheet, layout: Layout) -> bytes:
    pages = _drawn_pages(sheet, layout)
    width, height = f"{PAGE_WIDTH * 72 / 25.4:.2f}", f"{PAGE_HEIGHT * 72 / 25.4:.2f}"
    # objects: 1 catalog, 2 pages, 3 font, 4 info, then page and content per page
    first = 5
    kids = " ".join(f"{first + 2 * i} 0 R" for i in range(len(pages)))
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Title " + _pdf_text_string(sheet.title) + b" /Producer (accessible_games) >>",
    ]
    for number, items in enumerate(pages):
        content = _pdf_content(items)
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}] "
            "/Resources << /Font << /F1 3 0 R >> >> "
            f"/Contents {first + 2 * number + 1} 0 R >>".encode()
        )
        objects.append(f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"endstream")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info 4 0 R >>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(out)


# ---------------------------------------------------------------- entry points

_RENDERERS = {
    "brf": _render_brf,
    "pef": _render_pef,
    "txt": _render_txt,
    "svg": _render_svg,
    "pdf": _render_pdf,
}


def render(sheet: Sheet, fmt: str, layout: Layout = Layout()) -> bytes:
    """The sheet as a file of format ``fmt`` (one of :data:`FORMATS`)."""
    key = fmt.lower().lstrip(".") if isinstance(fmt, str) else fmt
    if key not in _RENDERERS:
        raise LabelError(unknown_format(fmt))
    return _RENDERERS[key](sheet, layout)


def write(sheet: Sheet, fmt: str, path: PathLike, layout: Layout = Layout()) -> None:
    """Render the sheet and write it to ``path``."""
    data = render(sheet, fmt, layout)
    try:  # atomically, and never over a link, a device or another user's file
        write_atomic(path, data)
    except InputError as exc:
        reason = exc.msg.params.get("reason", exc.msg)
        raise LabelError(Msg("labels.write.failed", path=shown(path), reason=reason)) from exc


def unknown_format(fmt: object) -> Msg:
    """The refusal of a format that is not one of :data:`FORMATS`."""
    return Msg("labels.format.unknown", format=str(fmt), known=OneOf(FORMATS))


__all__ = [
    "FORMATS",
    "BRF_CHARS",
    "Layout",
    "Label",
    "LabelError",
    "Sheet",
    "braille_pages",
    "braille_sections",
    "drawn_cells_per_line",
    "from_brf",
    "pef_identifier",
    "render",
    "to_brf",
    "unknown_format",
    "write",
]
