"""Text to braille cells with liblouis and the project's tables.

``Translator(table_id).cells(text)`` gives a :class:`Cells` value in Unicode
braille (U+2800..U+28FF, one character per cell); ``dots(text)`` the same
cells as BrlAPI dot bytes (bit 0 = dot 1 ... bit 7 = dot 8, i.e. the code
point minus 0x2800). Translations are cached: game messages repeat a lot.

A character the table does not define is dropped (liblouis' ``noUndefined``
mode) instead of becoming an escape such as ``'\\x21bb\\'`` that no reader
can use; each such character is logged once. :meth:`Translator.undefined`
lists them for checks.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Iterable, Sequence

from accessible_games.braille.base import Cells
from accessible_games.braille.tables import (
    GAME_SIGNS,
    BrailleTable,
    TableError,
    ensure_table_path,
    get_table,
    table_files,
)

log = logging.getLogger(__name__)
louis_log = logging.getLogger("accessible_games.braille.liblouis")

BRAILLE_BASE = 0x2800
#: liblouis' mark of a dot pattern in dotsIO mode
LOU_DOTS = 0x8000
BLANK = chr(BRAILLE_BASE)

#: liblouis is not thread-safe while it compiles tables: one call at a time
_louis_lock = threading.Lock()
_log_callback = None  # kept referenced: liblouis holds only a C pointer


def _louis():
    """Import liblouis' binding and route its log lines to Python logging
    (by default liblouis prints to stderr, which would garble a text UI)."""
    global _log_callback
    try:
        # lazy: liblouis' binding is a system package that may be missing; without it
        # only the braille output is off, so the program must import without it
        import louis
    except ImportError as exc:  # pragma: no cover - depends on the system
        raise TableError(
            "liblouis (the Python module 'louis') is not installed.",
            "liblouis (das Python-Modul 'louis') ist nicht installiert.",
        ) from exc
    if _log_callback is None:
        levels = {
            louis.LOG_DEBUG: logging.DEBUG,
            louis.LOG_INFO: logging.INFO,
            louis.LOG_WARN: logging.WARNING,
            louis.LOG_ERROR: logging.ERROR,
            louis.LOG_FATAL: logging.CRITICAL,
        }

        def forward(level: int, message: bytes) -> None:
            louis_log.log(levels.get(level, logging.INFO), "%s", message.decode("utf-8", "replace"))

        _log_callback = louis.LogCallback(forward)
        louis.registerLogCallback(_log_callback)
    return louis


def _clean(text: str) -> str:
    """One braille line: tabs, line breaks and other white space become spaces."""
    return "".join(" " if ch.isspace() else ch for ch in text)


class PrintText:
    """The stand-in for a :class:`Translator` for a display that translates
    by itself (``BrailleDisplay.translates``, a screen reader's braille): it
    passes the print text on and makes no dots, so liblouis is not needed."""

    table_id = ""

    def cells(self, text: str) -> Cells:
        return Cells("", text)


class Translator:
    """Translates print text to braille cells with one of the project's tables."""

    def __init__(self, table_id: str, cache_size: int = 2048) -> None:
        self.table: BrailleTable = get_table(table_id)  # UnknownTable if no such id
        self.table_id = table_id
        self.language = self.table.language
        self._files = table_files(table_id)
        self._known_undefined: set[str] = set()
        self._defined_chars: set[str] = set()
        louis = _louis()
        self._mode = louis.dotsIO | louis.ucBrl
        ensure_table_path()
        with _louis_lock:
            try:
                louis.checkTable(self._files)
            except RuntimeError as exc:
                raise TableError(
                    f"The braille table {table_id!r} could not be loaded ({self._files[0]}).",
                    f"Die Brailletabelle {table_id!r} konnte nicht geladen werden "
                    f"({self._files[0]}).",
                ) from exc
        self._cached = functools.lru_cache(maxsize=cache_size)(self._translate)

    # -- public API -------------------------------------------------------------

    def cells(self, text: str) -> Cells:
        """The braille cells of ``text`` (cached)."""
        return self._cached(text)

    def dots(self, text: str) -> list[int]:
        """The cells of ``text`` as BrlAPI dot bytes (bit 0 = dot 1 ... bit 7 = dot 8)."""
        return unicode_to_dots(self.cells(text).dots)

    def undefined(self, text: str) -> list[str]:
        """The characters of ``text`` that this table does not define (they
        would be escapes without the ``noUndefined`` mode), in order, once each."""
        louis = _louis()
        found: list[str] = []
        for ch in dict.fromkeys(_clean(text)):
            if ch == " " or ch in self._defined_chars:
                continue
            with _louis_lock:
                plain = louis.translateString(self._files, ch, mode=self._mode)
                dropped = louis.translateString(
                    self._files, ch, mode=self._mode | louis.noUndefined
                )
            if plain == dropped:
                self._defined_chars.add(ch)
            else:
                found.append(ch)
        return found

    def cache_info(self):
        """``functools`` cache statistics (hits, misses, maxsize, currsize)."""
        return self._cached.cache_info()

    def cache_clear(self) -> None:
        self._cached.cache_clear()

    def describe(self, lang: str) -> str:
        return self.table.describe(lang)

    def back_translate(self, cells: str) -> str:
        """Print text for Unicode braille ``cells`` by liblouis'
        back-translation with this table (reliable for uncontracted tables
        and UEB; not for German Kurzschrift)."""
        louis = _louis()
        # liblouis 3.24 does not read Unicode braille back with dotsIO|ucBrl
        # (every cell comes out as an escape such as "\\1235CE/"); dotsIO
        # with its own dot characters (0x8000 | dots) reads them
        dots = "".join(chr(LOU_DOTS | (ord(ch) - BRAILLE_BASE)) for ch in cells)
        with _louis_lock:
            return louis.backTranslateString(self._files, dots, mode=louis.dotsIO)

    # -- internals --------------------------------------------------------------

    def _translate(self, text: str) -> Cells:
        louis = _louis()
        line = _clean(text)
        if not line:
            return Cells("", text)
        with _louis_lock:
            dots = louis.translateString(self._files, line, mode=self._mode | louis.noUndefined)
        if not line.isascii():
            for ch in self.undefined(line):
                if ch not in self._known_undefined:
                    self._known_undefined.add(ch)
                    log.warning(
                        "braille table %s does not define %r (U+%04X); it is left out",
                        self.table_id,
                        ch,
                        ord(ch),
                    )
        return Cells(dots, text)


# -- conversions between the braille forms -----------------------------------------


def unicode_to_dots(cells: str) -> list[int]:
    """Unicode braille to BrlAPI dot bytes."""
    return [ord(ch) - BRAILLE_BASE for ch in cells]


def dots_to_unicode(dots: Iterable[int]) -> str:
    """BrlAPI dot bytes to Unicode braille."""
    return "".join(chr(BRAILLE_BASE + (d & 0xFF)) for d in dots)


def _cell_numbers(value: int) -> str:
    return "".join(str(n + 1) for n in range(8) if value & (1 << n)) or " "


def to_dots_string(cells: Cells | str | Sequence[int]) -> str:
    """Cells as BRLTTY's virtual display writes them: dot numbers per cell,
    cells separated by "|", a blank cell as a space: ``"1245|15| |1"``."""
    if isinstance(cells, Cells):
        cells = cells.dots
    values = unicode_to_dots(cells) if isinstance(cells, str) else list(cells)
    return "|".join(_cell_numbers(v) for v in values)


def from_dots_string(text: str) -> str:
    """The reverse of :func:`to_dots_string`: Unicode braille."""
    if not text:
        return ""
    out = []
    for cell in text.split("|"):
        value = 0
        for digit in cell.strip():
            value |= 1 << (int(digit) - 1)
        out.append(chr(BRAILLE_BASE + value))
    return "".join(out)


def dots_from_numbers(spec: str) -> str:
    """liblouis' dot notation ("25-25-135", "0" for a blank cell) as Unicode braille."""
    out = []
    for cell in spec.split("-"):
        value = 0
        for digit in cell:
            if digit != "0":
                value |= 1 << (int(digit) - 1)
        out.append(chr(BRAILLE_BASE + value))
    return "".join(out)


def sign_legend(translator: Translator, lang: str) -> list[tuple[str, Cells, str]]:
    """The games' signs for a legend: (symbol, its cells, meaning in ``lang``)."""
    return [
        (s.symbol, translator.cells(s.symbol), s.meaning.get(lang, s.meaning["en"]))
        for s in GAME_SIGNS
    ]
