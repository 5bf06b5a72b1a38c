"""Language-neutral messages and their rendering into the player's language.

Everything a player hears or reads is a :class:`Msg` (a key plus parameters)
until the very last moment, when :func:`render` turns it into text in the
player's language from the Fluent resources (:mod:`accessible_games.i18n.fluent`).
The shared interface's resources are in ``accessible_games/locales/<lang>/``;
each game loads its own folder (``games/<game>/locales``) with
:func:`load_folder` when its messages are first needed.

A key names a Fluent message with its dots as hyphens: ``Msg("maumau.played")``
is the message ``maumau-played``. Two endings have a meaning of their own:

- ``….br`` is the message's braille short form, its attribute ``.br``;
- ``….own`` is the message said to its own player: the message's variant
  for ``$who = you`` (when no message of that very name exists).

Parameters may themselves be messages, lists of messages (read as "a, b and
c" through the language's CLDR list patterns) or :class:`OneOf` lists ("a, b
or c"); numbers stay numbers, so that a message picks its plural form.
"""

from __future__ import annotations

import locale
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from accessible_games.i18n import fluent

#: the languages players choose between; the pseudo-locale is for checking only
LANGUAGES = ("en", "de")
#: every language a message can be rendered in
ALL_LANGUAGES = (*LANGUAGES, fluent.PSEUDO)

#: the compiled messages per language: Fluent id -> (value, attributes)
_CATALOGS: dict[str, dict[str, fluent.Entry]] = {lang: {} for lang in LANGUAGES}
_FOLDERS: list[Path] = []
_RENDERERS: dict[str, fluent.Renderer] = {}
#: code key -> (Fluent id, attribute, forced $who), per language
_KEYS: dict[str, dict[str, tuple[str, str | None, str | None] | None]] = {}
#: code key -> (pattern, its braille pattern or None, forced $who), per language:
#: what rendering needs, found once
_ENTRIES: dict[str, dict[str, tuple[Any, Any, str | None] | None]] = {}
_MAX_KEYS = 50_000
STRICT = os.environ.get("AG_STRICT_MESSAGES") == "1"


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


def base_language(lang: str) -> str:
    """The real language behind ``lang``: itself for German and English,
    English for the pseudo-locale (its braille table, voice and typed
    words)."""
    return lang if lang in LANGUAGES else "en"


def load_folder(folder: Path) -> None:
    """Add the resources of ``folder`` (``<folder>/<lang>/*.ftl`` for every
    language); loading the same folder again does nothing."""
    folder = Path(folder)
    if folder in _FOLDERS:
        return
    _FOLDERS.append(folder)
    for lang in LANGUAGES:
        for path in fluent.folder_files(folder / lang):
            _CATALOGS[lang].update(fluent.load_file(path))
    # the pseudo-locale and the key look-ups are made again when asked for
    _CATALOGS.pop(fluent.PSEUDO, None)
    _RENDERERS.clear()
    _KEYS.clear()
    _ENTRIES.clear()


def set_strict(strict: bool) -> None:
    """Make a missing variable or an unknown key an error instead of a
    visible placeholder (the tests' checks)."""
    global STRICT
    STRICT = strict
    _RENDERERS.clear()


def catalog(lang: str) -> dict[str, fluent.Entry]:
    """The compiled messages of ``lang`` (the pseudo-locale is made from
    English on first use)."""
    cat = _CATALOGS.get(lang)
    if cat is None:
        if lang == fluent.PSEUDO:
            cat = _CATALOGS[lang] = fluent.pseudo_catalog(_CATALOGS["en"])
        else:
            cat = _CATALOGS["en"]
    return cat


def _renderer(lang: str) -> fluent.Renderer:
    renderer = _RENDERERS.get(lang)
    if renderer is None:
        known = lang if lang in ALL_LANGUAGES else "en"
        renderer = _RENDERERS[lang] = fluent.Renderer(known, catalog(known), STRICT)
    return renderer


def resolve(key: str, lang: str = "en") -> tuple[str, str | None, str | None] | None:
    """The Fluent message a code key names: (id, attribute, forced ``$who``),
    or None when there is none."""
    keys = _KEYS.get(lang)
    if keys is None:
        keys = _KEYS[lang] = {}
    try:
        return keys[key]
    except KeyError:
        pass
    cat = catalog(lang)
    found = _resolve(key, cat)
    if len(keys) < _MAX_KEYS:  # keys from outside (the wire) cannot grow it without end
        keys[key] = found
    return found


def _resolve(key: str, cat: dict[str, fluent.Entry]) -> tuple[str, str | None, str | None] | None:
    attr = None
    base = key
    if base.endswith(".br"):
        attr, base = "br", base[:-3]
    ident = base.replace(".", "-")
    who = None
    entry = cat.get(ident)
    if entry is None and base.endswith(".own"):
        ident, who = base[:-4].replace(".", "-"), "you"
        entry = cat.get(ident)
    if entry is None:
        return None
    if attr is not None and attr not in entry[1]:
        return None
    if attr is None and entry[0] is None:
        return None
    return ident, attr, who


def has_key(key: str) -> bool:
    """Whether the code key ``key`` names a message (of the English catalog)."""
    return resolve(key) is not None


class OneOf(list):
    """A list parameter read as alternatives: "a, b or c" / "a, b oder c"."""


def _arg(value: Any, lang: str) -> Any:
    kind = type(value)
    if kind is str or kind is int:
        return value
    if kind is Msg:
        return render(value, lang)
    if isinstance(value, str):
        return value
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, OneOf):
        return join_list([str(_arg(v, lang)) for v in value], lang, "or")
    if isinstance(value, (list, tuple)):
        return join_list([str(_arg(v, lang)) for v in value], lang)
    return str(value)


def join_list(items: list[str], lang: str, style: str = "standard") -> str:
    """Join items as a spoken list: "a, b and c" / "a, b und c" (``style``
    "or": "a, b or c")."""
    if not items:
        return render(Msg("core.nothing"), lang)
    return fluent.format_list(items, lang if lang in ALL_LANGUAGES else "en", style)


def _entry(key: str, lang: str) -> tuple[Any, Any, str | None] | None:
    entries = _ENTRIES.get(lang)
    if entries is None:
        entries = _ENTRIES[lang] = {}
    try:
        return entries[key]
    except KeyError:
        pass
    found = resolve(key, lang)
    entry = None
    if found is not None:
        ident, attr, who = found
        value, attrs = catalog(lang)[ident]
        entry = (attrs[attr], None, who) if attr else (value, attrs.get("br"), who)
    if len(entries) < _MAX_KEYS:
        entries[key] = entry
    return entry


def _args(msg: Msg, entry: tuple[Any, Any, str | None], lang: str) -> dict[str, Any]:
    """The message's parameters rendered for ``lang`` (messages and lists as
    text, numbers kept), with the ``$who`` its key forces."""
    args = {name: _arg(value, lang) for name, value in msg.params.items()}
    if entry[2] is not None:
        args["who"] = entry[2]
    return args


def render(msg: Msg | str, lang: str) -> str:
    """Render a message in ``lang``; a plain string is returned unchanged."""
    if isinstance(msg, str):
        return msg
    entry = _entry(msg.key, lang)
    if entry is None:
        if STRICT:
            raise KeyError(f"no message {msg.key!r}")
        return msg.key
    args = _args(msg, entry, lang)
    renderer = _RENDERERS.get(lang) or _renderer(lang)
    return renderer.pattern(entry[0], args)


def render_both(msg: Msg, lang: str) -> tuple[str, str | None]:
    """``msg`` spoken, and its braille short form (its ``.br`` attribute),
    or None when it has none: the parameters are rendered once for both."""
    entry = _entry(msg.key, lang)
    if entry is None:
        if STRICT:
            raise KeyError(f"no message {msg.key!r}")
        return msg.key, None
    args = _args(msg, entry, lang)
    renderer = _RENDERERS.get(lang) or _renderer(lang)
    braille = entry[1]
    return renderer.pattern(entry[0], args), (
        renderer.pattern(braille, args) if braille is not None else None
    )


def render_braille(msg: Msg, lang: str) -> str | None:
    """The braille short form of ``msg`` (its ``.br`` attribute), or None
    when the message has none."""
    if msg.key.endswith(".br"):
        return render(msg, lang)
    entry = _entry(msg.key, lang)
    if entry is None or entry[1] is None:
        return None
    args = _args(msg, entry, lang)
    return (_RENDERERS.get(lang) or _renderer(lang)).pattern(entry[1], args)


def message_ids(lang: str = "en") -> set[str]:
    """The ids of every message (and term) loaded in ``lang``."""
    return set(catalog(lang))


def message_text(ident: str, lang: str) -> str:
    """All the words of message ``ident`` in ``lang``: its value and
    attributes, every variant included (for checks of the terms used)."""
    value, attrs = catalog(lang)[ident]
    return " ".join(fluent.pattern_text(p) for p in (value, *attrs.values()))


def message_variables(ident: str, lang: str) -> dict[str | None, set[str]]:
    """The variables message ``ident`` needs in ``lang``: per attribute
    (None: the value)."""
    cat = catalog(lang)
    return {
        attr: fluent.variables(pattern, cat) for attr, pattern in fluent.iter_patterns(cat[ident])
    }


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


load_folder(Path(__file__).resolve().parent.parent / "locales")
