"""One call that makes a game's label sheet and writes it: what the
``labels`` command and the full-screen labels screen both use."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from accessible_games.labels import codes, writers
from accessible_games.labels.model import LabelError, Sheet


@dataclass(frozen=True)
class Printed:
    """What was written: the sheet, its format and file."""

    sheet: Sheet
    fmt: str
    path: Path

    @property
    def kinds(self) -> int:
        return len(self.sheet.labels)

    @property
    def count(self) -> int:
        return len(self.sheet.printed())


def default_output(game: str, lang: str, fmt: str) -> Path:
    """Where a sheet goes when no file is named: ``<game>-labels-<lang>.<fmt>``
    in the current folder."""
    return Path(f"{game}-labels-{lang}.{fmt}")


def print_labels(
    game: str,
    fmt: str = "brf",
    output: str | Path | None = None,
    lang: str = "en",
    table: str | None = None,
    per_card: int = 1,
    deck: str | None = None,
    cells: int = 40,
    lines: int = 25,
) -> Printed:
    """Build ``game``'s sheet and write it; :class:`LabelError` (its message
    said in the player's language) for an unknown game, table or format, a
    bad layout, or a file that cannot be written. Nothing is written when
    anything fails."""
    if fmt not in writers.FORMATS:
        raise LabelError(writers.unknown_format(fmt))
    layout = writers.Layout(cells_per_line=cells, lines_per_page=lines)
    sheet = codes.build_sheet(game, lang, table=table, per_card=per_card, deck=deck)
    path = Path(output) if output else default_output(game, lang, fmt)
    writers.write(sheet, fmt, path, layout)
    return Printed(sheet, fmt, path)
