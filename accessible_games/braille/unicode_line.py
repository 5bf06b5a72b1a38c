"""Displays without braille hardware.

:class:`UnicodeLine` keeps the current message as a string of Unicode braille
for an on-screen braille line, so a sighted helper sees what the player
feels; a front end sets ``listener`` to redraw when it changes.
:class:`NoDisplay` shows nothing (braille switched off).
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.braille.base import BrailleDisplay, Cells


class UnicodeLine(BrailleDisplay):
    """The braille of the current message as text, for the screen."""

    id = "unicode"

    def __init__(self, listener: Callable[[Cells], None] | None = None) -> None:
        self.listener = listener
        self.cells = Cells("", "")
        self._key_handler = None

    @property
    def line(self) -> str:
        """The whole current message in Unicode braille."""
        return self.cells.dots

    def start(self) -> None:
        """Always available."""

    def show(self, cells: Cells) -> None:
        self.cells = cells
        if self.listener is not None:
            self.listener(cells)

    def close(self) -> None:
        self.listener = None

    def describe(self) -> str:
        return "braille line on screen"


class NoDisplay(BrailleDisplay):
    """No braille output."""

    id = "none"

    def start(self) -> None:
        """Always available."""

    def show(self, cells: Cells) -> None:
        """Shows nothing."""
