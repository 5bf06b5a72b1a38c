"""JSON and TOML from outside, parsed with bounds, and strict checks of the
values read from them.

:func:`loads_json` and :func:`loads_toml` refuse nesting deeper than
:data:`~limits.DEPTH`, numbers that are not finite (NaN, Infinity, 1e400),
whole numbers of more than :data:`~limits.INT_DIGITS` digits, and anything
that is not valid; the checks below refuse values of the wrong type or out
of range. Every refusal is a :class:`DataError` whose message names the
problem; the loaders of each file put it into a sentence naming the file.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from typing import Any

from accessible_games.boundary import limits
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.text import quote
from accessible_games.core.messages import Msg


class DataError(InputError):
    """A value or structure refused; ``msg`` says what is wrong with it."""


def _too_deep() -> DataError:
    return DataError(Msg("boundary.data.deep", limit=limits.DEPTH))


def _int(text: str) -> int:
    if len(text.lstrip("-")) > limits.INT_DIGITS:
        raise DataError(Msg("boundary.data.big_number", limit=limits.INT_DIGITS))
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise DataError(Msg("boundary.data.not_finite", text=quote(text)))
    return value


def _constant(text: str) -> Any:
    raise DataError(Msg("boundary.data.not_finite", text=quote(text)))


def check_tree(value: Any) -> Any:
    """``value`` when its nesting and numbers are within bounds (walked
    without recursion); :class:`DataError` otherwise."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list, tuple)):
            if depth >= limits.DEPTH:
                raise _too_deep()
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
        elif isinstance(item, float) and not math.isfinite(item):
            raise DataError(Msg("boundary.data.not_finite", text=repr(item)))
        elif (
            isinstance(item, int)
            and not isinstance(item, bool)
            and abs(item) >= 10**limits.INT_DIGITS
        ):
            raise DataError(Msg("boundary.data.big_number", limit=limits.INT_DIGITS))
    return value


def loads_json(text: str | bytes) -> Any:
    """Parse JSON from outside; :class:`DataError` for anything refused."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(Msg("boundary.data.encoding")) from exc
    try:
        value = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except RecursionError as exc:
        raise _too_deep() from exc
    except json.JSONDecodeError as exc:
        raise DataError(Msg("boundary.data.syntax", line=exc.lineno, column=exc.colno)) from exc
    except ValueError as exc:  # a number Python will not convert
        raise DataError(Msg("boundary.data.big_number", limit=limits.INT_DIGITS)) from exc
    return check_tree(value)


def loads_toml(text: str) -> dict[str, Any]:
    """Parse TOML from outside; :class:`DataError` for anything refused."""
    try:
        value = tomllib.loads(text)
    except RecursionError as exc:
        raise _too_deep() from exc
    except tomllib.TOMLDecodeError as exc:  # its text is English: only the place is said
        where = re.search(r"line (\d+), column (\d+)", str(exc))
        line, column = (int(where.group(1)), int(where.group(2))) if where else ("?", "?")
        raise DataError(Msg("boundary.data.toml", line=line, column=column)) from exc
    except ValueError as exc:  # a whole number of more than 4,300 digits
        raise DataError(Msg("boundary.data.big_number", limit=limits.INT_DIGITS)) from exc
    return check_tree(value)


# --- the values read ------------------------------------------------------------


def shown_value(value: Any) -> str:
    """A value read from a file as a message quotes it: as the file wrote
    it (true, null, 3.9, "x"), short; a list or a table by its kind."""
    if isinstance(value, (dict, list)):
        return "[…]" if isinstance(value, list) else "{…}"
    try:
        return quote(json.dumps(value, ensure_ascii=False, allow_nan=True))
    except (TypeError, ValueError):
        return quote(type(value).__name__)


#
# ``field`` names the value in the message; it may itself come from the file
# (a profile's or a game's name in the statistics), so it is quoted like any
# outside text.


def whole(value: Any, field: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` (not a bool, not 3.9, not "3")."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DataError(
            Msg(
                "boundary.data.whole",
                field=quote(field),
                value=shown_value(value),
                low=low,
                high=high,
            )
        )
    return value


def text(value: Any, field: str, limit: int = limits.VALUE_CHARS) -> str:
    """A text of at most ``limit`` characters."""
    if not isinstance(value, str):
        raise DataError(Msg("boundary.data.text", field=quote(field), value=shown_value(value)))
    if len(value) > limit:
        raise DataError(
            Msg("boundary.data.long", field=quote(field), length=len(value), limit=limit)
        )
    return value


def mapping(value: Any, field: str, limit: int | None = None) -> dict[str, Any]:
    """An object (a dict with text keys), with at most ``limit`` entries."""
    if not isinstance(value, dict):
        raise DataError(Msg("boundary.data.mapping", field=quote(field)))
    if limit is not None and len(value) > limit:
        raise DataError(
            Msg("boundary.data.many", field=quote(field), count=len(value), limit=limit)
        )
    return value


def sequence(value: Any, field: str, limit: int) -> list[Any]:
    """A list of at most ``limit`` entries."""
    if not isinstance(value, list):
        raise DataError(Msg("boundary.data.list", field=quote(field)))
    if len(value) > limit:
        raise DataError(
            Msg("boundary.data.many", field=quote(field), count=len(value), limit=limit)
        )
    return value
