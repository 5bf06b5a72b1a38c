"""What a sheet of braille labels holds, independent of its file format.

A :class:`Sheet` is made by ``codes.build_sheet`` for one game, language and
braille table: the legend (what every code means) and the labels, each with
how many of that card the deck holds. The writers (writers.py) lay it out
for an embosser (BRF, PEF), a text preview, or a printed sheet (SVG, PDF).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg


class LabelError(GameError, ValueError):
    """A label request that cannot be met (unknown game, table or format, a
    label too wide, an output that cannot be written): carries a
    :class:`Msg` (``labels-…`` in ``locales/<lang>/labels.ftl``) said in the
    player's language by :meth:`text`; ``str()`` gives it in English."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg)


@dataclass(frozen=True)
class Label:
    """One kind of card: ``key`` a stable id ("<game>:red:7"); ``code`` the
    label's text before translation ("r7"); ``cells`` its braille, Unicode
    braille (U+2800..), one character per cell; ``print_text`` what a
    sighted helper reads under it ("Rot 7" / "Red 7"); ``count`` how many
    such cards the deck holds."""

    key: str
    code: str
    cells: str
    print_text: str
    count: int = 1


@dataclass(frozen=True)
class LegendEntry:
    """One line of the legend: a code (or a part of codes, such as a colour
    letter) and its braille; what it means in the sheet's language, as text
    and as braille (translated with the sheet's table)."""

    code: str
    cells: str
    meaning: str
    meaning_cells: str


@dataclass
class Sheet:
    """A game's labels and legend in one language and braille table.
    ``per_card``: labels printed for each card (1, or 2 for opposite
    corners). ``title``: the game's name and what the sheet is, in the
    sheet's language; ``title_cells`` its braille."""

    game: str
    lang: str
    table: str
    title: str
    title_cells: str
    legend: list[LegendEntry] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    per_card: int = 1

    def printed(self) -> list[Label]:
        """Every label as printed, in order: each kind ``count × per_card`` times."""
        return [label for label in self.labels for _ in range(label.count * self.per_card)]

    @property
    def widest(self) -> int:
        """The most cells any label takes."""
        return max((len(label.cells) for label in self.labels), default=0)
