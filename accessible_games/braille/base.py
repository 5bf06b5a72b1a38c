"""The braille display interface.

A display shows one message at a time, already translated to braille cells by
:class:`~accessible_games.braille.translate.Translator`. Long messages are
panned by the display's keys; the message stays until the player pans or asks
for another (no flashing). Keys come back as :class:`DisplayKey` values.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass


class DisplayUnavailable(Exception):
    """No such display here (no BRLTTY, no screen reader braille)."""


@dataclass(frozen=True)
class Cells:
    """A translated message: ``dots`` is one string of Unicode braille
    patterns (U+2800..U+28FF), one character per cell; ``text`` the print
    text it came from."""

    dots: str
    text: str


@dataclass(frozen=True)
class DisplayKey:
    """A key on the display: "pan_left", "pan_right", "previous", "next",
    "route" (with ``index``: the cell's position in the whole message, so a
    front end can pick the item under it), or "other" (with ``code``)."""

    name: str
    index: int = -1
    code: int = 0


KeyHandler = Callable[[DisplayKey], None]


class BrailleDisplay(ABC):
    #: stable id used in settings: "brlapi", "screenreader", "unicode", "none"
    id: str = ""
    #: True for a display that is sent the print text (``Cells.text``) and
    #: translates it itself, as a screen reader does with the player's own
    #: braille settings: it needs neither liblouis nor the project's tables
    translates: bool = False

    @abstractmethod
    def start(self) -> None:
        """Connect; raise DisplayUnavailable if not possible here."""

    @abstractmethod
    def show(self, cells: Cells) -> None:
        """Show a message from its start; it stays until replaced or panned."""

    def on_key(self, handler: KeyHandler) -> None:
        """Register the function that receives the display's keys."""
        self._key_handler = handler

    def close(self) -> None:
        """Release the display; safe to call twice."""
        return None  # a no-op hook: a display with nothing to release need not override it

    def describe(self) -> str:
        return self.id
