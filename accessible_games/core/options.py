"""Validated game options.

A game declares its options as a frozen dataclass whose fields are made with
:func:`option`. :meth:`Options.from_dict` accepts values from the command
line, a menu or a saved game (strings included) and refuses anything else with
an :class:`OptionError` that names the option and the allowed values.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from accessible_games.boundary.errors import InputError
from accessible_games.boundary.limits import INT_DIGITS, VALUE_CHARS
from accessible_games.boundary.text import clean, is_number, quote
from accessible_games.boundary.text import name as text_name
from accessible_games.core.errors import OptionError
from accessible_games.core.messages import Msg, has_key

#: what option_text's ``lang_t`` gives: the text, or a message to render later
Said = TypeVar("Said", str, Msg)

T = TypeVar("T", bound="Options")

_TRUE = {"true", "on", "yes", "1", "an", "ja"}
_FALSE = {"false", "off", "no", "0", "aus", "nein"}


def option(
    default: Any,
    *,
    choices: tuple[Any, ...] | None = None,
    low: int | None = None,
    high: int | None = None,
    optional: bool = False,
    help: str = "",
    text: str = "text",
) -> Any:
    """Declare an option field: a bool, a choice among ``choices``, a whole
    number in ``low..high``, or a text (``text``: "text", "name" or
    "path", checked at the input boundary); ``optional`` also allows
    ``None`` ("none")."""
    meta = {
        "choices": choices,
        "low": low,
        "high": high,
        "optional": optional,
        "help": help,
        "text": text,
    }
    return dataclasses.field(default=default, metadata=meta)


@dataclasses.dataclass(frozen=True)
class Options:
    """Base class of every game's options."""

    fields_doc: ClassVar[str] = ""

    @classmethod
    def names(cls) -> list[str]:
        """The names of the options, in the order they are declared."""
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def describe(cls) -> list[tuple[str, Any, str]]:
        """(name, default, allowed values as text) for help screens."""
        out = []
        for f in dataclasses.fields(cls):
            out.append((f.name, f.default, _allowed_text(f)))
        return out

    @classmethod
    def from_dict(cls: type[T], data: dict[str, Any] | None = None, remote: bool = False) -> T:
        """The options ``data`` names, each checked. ``remote``: they came
        from another machine (a client of the game server), so they are
        values only: an option that names a file on this machine (a text
        of kind "path") is refused, unread, with the reason."""
        if data is not None and not isinstance(data, dict):
            raise OptionError(Msg("core.option.table"))
        data = dict(data or {})
        fields = {f.name: f for f in dataclasses.fields(cls)}
        values = {}
        for raw_name, raw_value in data.items():
            name = str(raw_name).replace("-", "_")
            if name not in fields:
                raise OptionError(
                    Msg("core.option.unknown", name=quote(raw_name), allowed=", ".join(fields))
                )
            if remote and cls.local_only(name) and raw_value is not None:
                raise OptionError(Msg("core.option.local", name=name))
            values[name] = _coerce(fields[name], raw_value)
        return cls(**values)

    @classmethod
    def local_only(cls, name: str) -> bool:
        """Whether option ``name`` names a file on the player's own machine
        (a text of kind "path"): only a local game takes it."""
        found = {f.name: f for f in dataclasses.fields(cls)}.get(name)
        return found is not None and found.metadata.get("text") == "path"

    @classmethod
    def remote_names(cls) -> list[str]:
        """The options a game server's table may set (all but the local-only ones)."""
        return [name for name in cls.names() if not cls.local_only(name)]

    def to_dict(self) -> dict[str, Any]:
        """Every option by name, as plain values that :meth:`from_dict` accepts."""
        return dataclasses.asdict(self)

    def chosen_variant(self) -> str:
        """The variant this table plays: the value of the option
        ``variant`` for a game that has one (the one way a game offers
        variants), else ""."""
        value = self.__dict__.get("variant", "")
        return value if isinstance(value, str) else ""

    def applies(self, name: str) -> bool:
        """Whether option ``name`` matters at this table (a game whose
        variants have options of their own says no for the others, so they
        are not announced)."""
        return True


def _allowed_text(f: dataclasses.Field) -> str:
    meta = f.metadata
    parts: list[str]
    if isinstance(f.default, bool):
        parts = ["on", "off"]
    elif meta.get("choices"):
        parts = [str(c) for c in meta["choices"]]
    elif meta.get("low") is not None:
        parts = [f"{meta['low']}..{meta['high']}"]
    else:
        parts = ["any"]
    if meta.get("optional"):
        parts.append("none")
    return ", ".join(parts)


def _coerce(f: dataclasses.Field, value: Any) -> Any:
    meta = f.metadata
    name = f.name
    if meta.get("optional") and (
        value is None or str(value).strip().lower() in {"none", "keine", ""}
    ):
        return None
    if isinstance(f.default, bool):
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise OptionError(Msg("core.option.bool", name=name, value=quote(value)))
    choices = meta.get("choices")
    if choices:
        for choice in choices:
            if str(choice).lower() == str(value).strip().lower():
                return choice
        raise OptionError(
            Msg(
                "core.option.choice",
                name=name,
                value=quote(value),
                allowed=", ".join(map(str, choices)),
            )
        )
    low, high = meta.get("low"), meta.get("high")
    if low is not None:
        assert high is not None, f"option {name}: a range needs both ends"  # option() is given both
        number = value if isinstance(value, int) and not isinstance(value, bool) else None
        digits = value.strip().removeprefix("-").removeprefix("+") if isinstance(value, str) else ""
        if is_number(digits) and len(digits) <= INT_DIGITS:
            number = int(value.strip())
        if number is None or not low <= number <= high:
            raise OptionError(
                Msg("core.option.range", name=name, value=quote(value), low=low, high=high)
            )
        return number
    return _text(name, value, meta.get("text", "text"))


def _text(name: str, value: Any, kind: str) -> str:
    """A text option's value, checked at the input boundary: a text, not too
    long; a name cleaned; any other text without control characters."""
    if not isinstance(value, str):
        raise OptionError(Msg("core.option.text", name=name, value=quote(value)))
    try:
        if kind == "name":
            return text_name(value)
        if len(value) > VALUE_CHARS:
            raise OptionError(
                Msg("core.option.long", name=name, length=len(value), limit=VALUE_CHARS)
            )
        if clean(value) != value:
            raise OptionError(Msg("core.option.control", name=name, value=quote(value)))
    except InputError as exc:
        raise OptionError(exc.msg) from exc
    return value


# --- how options are said -----------------------------------------------------


def option_text(game_id: str, name: str, value: Any, lang_t: Callable[[Msg], Said]) -> Said | str:
    """How an option's value is said: the game's own words when it has them
    (``lang_t`` renders them, or keeps them a message to render later)."""
    token = (
        "none" if value is None else (str(value).lower() if not isinstance(value, bool) else None)
    )
    if token is not None and has_key(f"{game_id}.option.{name}.{token}"):
        return lang_t(Msg(f"{game_id}.option.{name}.{token}"))
    if isinstance(value, bool):
        return lang_t(Msg("core.on" if value else "core.off"))
    if value is None:
        return lang_t(Msg("core.option.none"))
    return str(value)


def option_label(game_id: str, name: str) -> Msg | str:
    """How option ``name`` of game ``game_id`` is labelled: the game's own
    message when it has one, else the name with spaces for underscores."""
    key = f"{game_id}.option.{name}"
    return Msg(key) if has_key(key) else name.replace("_", " ")
