"""Braille through the player's screen reader (NVDA, JAWS, System Access on
Windows) with accessible_output2.

The screen reader translates with the player's own braille settings, so this
display sends the print text, not the dots (it needs no liblouis), and the
screen reader's own keys pan. accessible_output2 has braille only for
Windows screen readers: its Linux output (speech-dispatcher) and macOS
output (VoiceOver) speak but show nothing, so elsewhere
:meth:`ScreenReaderBraille.start` raises :class:`DisplayUnavailable`
without importing accessible_output2 at all (on Linux, creating its outputs
would start a speech-dispatcher, which hangs on a machine without sound).
"""

from __future__ import annotations

import sys
from typing import Any

from accessible_games.braille.base import BrailleDisplay, Cells, DisplayUnavailable


class ScreenReaderBraille(BrailleDisplay):
    id = "screenreader"
    translates = True

    def __init__(self) -> None:
        self._output: Any = None
        self._key_handler = None

    def start(self) -> None:
        if sys.platform != "win32":
            raise DisplayUnavailable(
                "screen-reader braille through accessible_output2 exists only on Windows; "
                "use BRLTTY (brlapi) here"
            )
        try:
            # lazy: accessible_output2 is used only on Windows (see the module's doc: on
            # Linux creating its outputs starts a speech-dispatcher), and may be missing
            from accessible_output2.outputs.auto import Auto
            from accessible_output2.outputs.base import Output
        except ImportError as exc:
            raise DisplayUnavailable("accessible_output2 is not installed") from exc
        auto = Auto()
        output = auto.get_first_available_output()
        if output is None:
            raise DisplayUnavailable("no screen reader is running")
        if type(output).braille is Output.braille:
            raise DisplayUnavailable(f"{getattr(output, 'name', output)} has no braille output")
        self._output = output

    def show(self, cells: Cells) -> None:
        if self._output is not None:
            self._output.braille(cells.text)

    def close(self) -> None:
        self._output = None

    def describe(self) -> str:
        name = getattr(self._output, "name", "")
        return f"screen reader braille ({name})" if name else "screen reader braille"
