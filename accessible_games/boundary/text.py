"""Outside text: typed lines, numbers, names, and any text that came from a
file (or, later, the network) on its way to the screen, speech or braille.

Control characters (C0, C1, DEL: escape sequences among them), bidirectional
overrides and isolates, other invisible format characters and lone
surrogates are removed: they could set the window title, clear the screen,
reorder what is shown, or fail to encode.
"""

from __future__ import annotations

import re

from accessible_games.boundary import limits
from accessible_games.boundary.errors import InputError
from accessible_games.core.messages import Msg

# C0 but tab and newline, DEL and C1; the format characters (Unicode Cf:
# bidi marks, overrides and isolates, zero-width and invisible operators,
# the Arabic number signs, tags) but the zero-width joiner and non-joiner,
# which scripts need; lone surrogates
_UNSAFE = (
    "\x00-\x08\x0b-\x1f\x7f-\x9f"
    "\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f"
    "\ufeff\ufff9-\ufffb\ud800-\udfff"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f"
)
_UNSAFE_RE = re.compile(f"[{_UNSAFE}]")
#: line and paragraph breaks that are not newlines: spaces in one-line text
_BREAKS_RE = re.compile("[\t\n\r\x0b\x0c\u0085\u2028\u2029]")
_SPACES_RE = re.compile(r"\s+")


def clean(text: str, keep_newlines: bool = False) -> str:
    """``text`` without control, bidi and other invisible format characters
    (a tab or line break becomes a space unless ``keep_newlines``)."""
    if text.isascii() and text.isprintable():
        return text
    if not keep_newlines:
        text = _BREAKS_RE.sub(" ", text)
    else:
        text = text.replace("\r\n", "\n").replace("\u2028", "\n").replace("\u2029", "\n")
    return _UNSAFE_RE.sub("", text)


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + "…"


def quote(text: object, limit: int = limits.QUOTE_CHARS) -> str:
    """Outside text to quote back in a message: cleaned, on one line, short."""
    return shorten(clean(str(text)).strip(), limit)


def line(text: str) -> str:
    """A typed line, checked: at most :data:`~limits.LINE_CHARS` characters
    (:class:`InputError` otherwise), cleaned, without surrounding space."""
    if len(text) > limits.LINE_CHARS:
        raise InputError(Msg("boundary.line.long", limit=limits.LINE_CHARS))
    return clean(text).strip()


def is_number(text: str) -> bool:
    """Whether a typed word is a number: ASCII digits only (a superscript
    two, a circled one or an Arabic-Indic three is not)."""
    return bool(text) and text.isascii() and text.isdigit()


def number(text: str) -> int | None:
    """The number a typed word gives, None when it is not one; a number of
    more than :data:`~limits.NUMBER_DIGITS` digits is refused
    (:class:`InputError`), so nothing ever converts thousands of digits."""
    if not is_number(text):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > limits.NUMBER_DIGITS:
        raise InputError(Msg("boundary.number.long", text=quote(text), digits=limits.NUMBER_DIGITS))
    return int(digits)


def name(value: object) -> str:
    """A name given by the player or read from a file: text, cleaned, on one
    line, spaces collapsed, at most :data:`~limits.NAME_CHARS` characters
    (:class:`InputError` otherwise). Empty stays empty."""
    if not isinstance(value, str):
        raise InputError(Msg("boundary.name.type"))
    text = _SPACES_RE.sub(" ", clean(value)).strip()
    if len(text) > limits.NAME_CHARS:
        raise InputError(Msg("boundary.name.long", length=len(text), limit=limits.NAME_CHARS))
    return text


def safe_name(value: object, fallback: str) -> str:
    """A name from a file that is only shown (a seat's name in a save):
    cleaned and shortened; ``fallback`` when it is no usable text."""
    if not isinstance(value, str):
        return fallback
    text = _SPACES_RE.sub(" ", clean(value[: limits.NAME_CHARS * 4])).strip()
    return shorten(text, limits.NAME_CHARS) or fallback


def path_text(text: str) -> str:
    """A file path typed by the player: refused when it holds a NUL or a
    control character or is longer than :data:`~limits.PATH_CHARS`."""
    if not text:
        raise InputError(Msg("boundary.path.empty"))
    if len(text) > limits.PATH_CHARS:
        raise InputError(Msg("boundary.path.long", length=len(text), limit=limits.PATH_CHARS))
    if clean(text) != text:
        raise InputError(Msg("boundary.path.control", path=quote(text)))
    return text
