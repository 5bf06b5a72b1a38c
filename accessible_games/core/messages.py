"""Language-neutral messages and their rendering into German or English.

Everything a player hears or reads is a :class:`Msg` (a catalog key plus
parameters) until the very last moment, when :func:`render` turns it into text
in the player's language. Games register their own catalogs with
:func:`register`; parameters may themselves be messages or lists of messages.
"""

from __future__ import annotations

import locale
import os
from dataclasses import dataclass, field
from typing import Any

LANGUAGES = ("en", "de")

_CATALOGS: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}


@dataclass(frozen=True)
class Msg:
    """A message key with parameters, rendered later in the player's language."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __init__(self, key: str, **params: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", params)

    def __hash__(self) -> int:  # params may hold lists; hash by key and repr
        return hash((self.key, repr(sorted(self.params.items()))))


def register(catalogs: dict[str, dict[str, str]]) -> None:
    """Add message templates: ``{"en": {key: template}, "de": {...}}``.

    Every key must exist in every language, so nothing is heard in one
    language only.
    """
    keys = {lang: set(cat) for lang, cat in catalogs.items()}
    all_keys = set().union(*keys.values())
    for lang in LANGUAGES:
        missing = all_keys - keys.get(lang, set())
        if missing:
            raise ValueError(f"catalog for {lang!r} lacks {sorted(missing)}")
    for lang in LANGUAGES:
        _CATALOGS[lang].update(catalogs[lang])


def has_key(key: str) -> bool:
    return key in _CATALOGS["en"]


class OneOf(list):
    """A list parameter read as alternatives: "a, b or c" / "a, b oder c"."""


def _render_value(value: Any, lang: str) -> str:
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, OneOf):
        return join_list([_render_value(v, lang) for v in value], lang, "core.or")
    if isinstance(value, (list, tuple)):
        return join_list([_render_value(v, lang) for v in value], lang)
    return str(value)


def join_list(items: list[str], lang: str, conjunction: str = "core.and") -> str:
    """Join items as a spoken list: "a, b and c" / "a, b und c"."""
    if not items:
        return render(Msg("core.nothing"), lang)
    if len(items) == 1:
        return items[0]
    conj = render(Msg(conjunction), lang)
    return f"{', '.join(items[:-1])} {conj} {items[-1]}"


def render(msg: Msg | str, lang: str) -> str:
    """Render a message in ``lang``; a plain string is returned unchanged."""
    if isinstance(msg, str):
        return msg
    catalog = _CATALOGS.get(lang) or _CATALOGS["en"]
    template = catalog.get(msg.key)
    if template is None:
        template = _CATALOGS["en"].get(msg.key, msg.key)
    params = {name: _render_value(value, lang) for name, value in msg.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template


def default_language(environ: dict[str, str] | None = None) -> str:
    """The player's language from the system locale: German or else English."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(var, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    if environ is None:
        try:
            loc = locale.getlocale()[0] or ""
        except ValueError:
            loc = ""
        if loc.lower().startswith("de"):
            return "de"
    return "en"


register(
    {
        "en": {
            "core.and": "and",
            "core.or": "or",
            "core.nothing": "nothing",
            "core.seat": "player {number}",
            "core.you": "you",
            "core.option.unknown": "Unknown option {name}. Options are: {allowed}.",
            "core.option.choice": "Option {name} cannot be {value}. Allowed: {allowed}.",
            "core.option.range": "Option {name} cannot be {value}. Allowed: a whole number from {low} to {high}.",
            "core.option.bool": "Option {name} cannot be {value}. Allowed: on or off.",
            "core.option.none": "none",
            "core.option.text": "Option {name} must be a text, not {value}.",
            "core.option.long": "Option {name} is too long: {length} characters, at most {limit}.",
            "core.option.control": "Option {name} cannot hold control characters: {value}.",
            "core.option.table": "The options must be a table of names and values.",
            "core.players.range": "{game} is played by {low} to {high} players, not {count}.",
            "core.not_your_turn": "It is not your turn. It is {player}'s turn.",
            "core.game_over": "The game is over.",
            "core.unknown_action": "No such move: {text}. Type actions for the list.",
            "core.save.unreadable": "Cannot read the saved game {path}: {reason}.",
            "core.save.format": "{path} is not a saved game of this program.",
            "core.save.unknown_game": "The saved game is of an unknown game: {game}.",
            "core.save.invalid": "The saved game {path} cannot be used: {reason}.",
            "core.save.newer": "The saved game {path} was made by a newer version of this program (save format {version}; this version reads up to {supported}). Update the program to continue it.",
            "core.save.corrupt": "The saved game {path} is damaged: move {number} cannot be replayed.",
            "core.save.write": "Cannot save to {path}: {reason}.",
            "core.unknown_game": "Unknown game {name}. Games: {allowed}.",
            "core.player": "{name}: {score}",
            "core.player.turn": "{name}: {score}, on turn",
            "core.player.noscore": "{name}",
            "core.on": "on",
            "core.off": "off",
        },
        "de": {
            "core.and": "und",
            "core.or": "oder",
            "core.nothing": "nichts",
            "core.seat": "Spieler {number}",
            "core.you": "du",
            "core.option.unknown": "Unbekannte Option {name}. Optionen sind: {allowed}.",
            "core.option.choice": "Option {name} kann nicht {value} sein. Erlaubt: {allowed}.",
            "core.option.range": "Option {name} kann nicht {value} sein. Erlaubt: eine ganze Zahl von {low} bis {high}.",
            "core.option.bool": "Option {name} kann nicht {value} sein. Erlaubt: an oder aus.",
            "core.option.none": "keine",
            "core.option.text": "Option {name} muss ein Text sein, nicht {value}.",
            "core.option.long": "Option {name} ist zu lang: {length} Zeichen, höchstens {limit}.",
            "core.option.control": "Option {name} darf keine Steuerzeichen enthalten: {value}.",
            "core.option.table": "Die Optionen müssen eine Tabelle aus Namen und Werten sein.",
            "core.players.range": "{game} wird von {low} bis {high} Spielern gespielt, nicht von {count}.",
            "core.not_your_turn": "Du bist nicht am Zug. {player} ist am Zug.",
            "core.game_over": "Das Spiel ist zu Ende.",
            "core.unknown_action": "Diesen Zug gibt es nicht: {text}. Tippe aktionen für die Liste.",
            "core.save.unreadable": "Der gespeicherte Spielstand {path} kann nicht gelesen werden: {reason}.",
            "core.save.format": "{path} ist kein Spielstand dieses Programms.",
            "core.save.unknown_game": "Der Spielstand gehört zu einem unbekannten Spiel: {game}.",
            "core.save.invalid": "Der Spielstand {path} ist nicht verwendbar: {reason}.",
            "core.save.newer": "Der Spielstand {path} stammt von einer neueren Version dieses Programms (Speicherformat {version}; diese Version liest bis {supported}). Aktualisiere das Programm, um ihn fortzusetzen.",
            "core.save.corrupt": "Der Spielstand {path} ist beschädigt: Zug {number} lässt sich nicht nachspielen.",
            "core.save.write": "Speichern nach {path} nicht möglich: {reason}.",
            "core.unknown_game": "Unbekanntes Spiel {name}. Spiele: {allowed}.",
            "core.player": "{name}: {score}",
            "core.player.turn": "{name}: {score}, am Zug",
            "core.player.noscore": "{name}",
            "core.on": "an",
            "core.off": "aus",
        },
    }
)
