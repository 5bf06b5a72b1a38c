"""Fluent resources (``.ftl``), compiled once and rendered fast.

Every text a player hears, reads or feels is a Fluent message in a folder
per language: ``accessible_games/locales/<lang>/`` for the shared interface
and ``games/<game>/locales/<lang>/`` beside each game. A resource is parsed
with the reference parser (``fluent.syntax``) only when it changed: its
compiled form is kept beside it in ``__pycache__`` (as Python keeps
bytecode), so a start reads a few small files and never parses.

The compiled form of a pattern is plain data (tuples and strings):

- a pattern of text and variables only is a ``str.format`` template (the
  common case, rendered by one C call);
- anything else is a tuple of elements: text, ``("v", name)`` a variable,
  ``("m", id, attr)`` a message or ``("t", id, attr, args)`` a term
  reference, ``("s", selector, ((key, pattern), ...), default)`` a select
  expression, ``("l", text)`` a literal.

Selectors follow Fluent: a number picks the variant with that very number,
else the one of its CLDR plural category (``one``, ``few``, ``other`` ...,
Babel's plural rules for the language); a text picks the variant of that
name; otherwise the default variant (``*[...]``) is taken.
"""

from __future__ import annotations

import marshal
import math
import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

#: bump when the compiled form changes (old caches are then rebuilt)
CACHE_VERSION = 4

#: selector variables a caller may leave out: their default variant is meant
#: (``$who``: the third person, unless the message is said to its own player)
OPTIONAL = frozenset({"who"})

#: how deeply messages may refer to messages (a cycle stops here)
MAX_DEPTH = 12

Pattern = Any  # str (a format template) | tuple of elements
Entry = tuple[Pattern | None, dict[str, Pattern]]


class ResourceError(ValueError):
    """A resource that cannot be read or has a syntax error (with its
    file and line)."""


# --- compiling ------------------------------------------------------------------


def _compile_pattern(pattern: Any) -> Pattern:
    from fluent.syntax import ast  # lazy: the parser is needed only when a resource changed

    elements: list[Any] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            if elements and isinstance(elements[-1], str):
                elements[-1] += element.value
            else:
                elements.append(element.value)
        else:
            node = _compile_expression(element.expression)
            if node[0] == "l":  # a literal is text
                if elements and isinstance(elements[-1], str):
                    elements[-1] += node[1]
                else:
                    elements.append(node[1])
            else:
                elements.append(node)
    if all(isinstance(e, str) or e[0] == "v" for e in elements):
        return "".join(
            e.replace("{", "{{").replace("}", "}}") if isinstance(e, str) else "{" + e[1] + "}"
            for e in elements
        )
    return tuple(elements)


def _compile_expression(expr: Any) -> tuple:
    from fluent.syntax import ast  # lazy: see above

    if isinstance(expr, ast.StringLiteral):
        return ("l", expr.parse()["value"])
    if isinstance(expr, ast.NumberLiteral):
        return ("l", expr.value)
    if isinstance(expr, ast.VariableReference):
        return ("v", expr.id.name)
    if isinstance(expr, ast.MessageReference):
        return ("m", expr.id.name, expr.attribute.name if expr.attribute else None)
    if isinstance(expr, ast.TermReference):
        args: dict[str, Any] = {}
        if expr.arguments is not None:
            for named in expr.arguments.named:
                value = _compile_expression(named.value)
                args[named.name.name] = value[1]
        return ("t", "-" + expr.id.name, expr.attribute.name if expr.attribute else None, args)
    if isinstance(expr, ast.FunctionReference):
        # NUMBER($x) selects by the number's plural category, as a bare number does
        if expr.id.name == "NUMBER" and expr.arguments.positional:
            return _compile_expression(expr.arguments.positional[0])
        raise ValueError(f"unknown function {expr.id.name}")
    if isinstance(expr, ast.SelectExpression):
        variants = []
        default = 0
        for i, variant in enumerate(expr.variants):
            key = variant.key
            # a number key ([0], [1]) is kept as a number, a name ([one], [you]) as text
            name = key.name if isinstance(key, ast.Identifier) else _number(key.value)
            variants.append((name, _compile_pattern(variant.value)))
            if variant.default:
                default = i
        return ("s", _compile_expression(expr.selector), tuple(variants), default)
    if isinstance(expr, ast.Placeable):
        return _compile_expression(expr.expression)
    raise ValueError(f"unsupported expression {type(expr).__name__}")


def compile_text(text: str, name: str = "<resource>") -> dict[str, Entry]:
    """A resource's messages and terms (terms under ``-id``), compiled.
    Raises :class:`ResourceError` on any syntax error."""
    from fluent.syntax import FluentParser, ast  # lazy: see above

    resource = FluentParser(with_spans=True).parse(text)
    out: dict[str, Entry] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            line = text.count("\n", 0, entry.span.start) + 1 if entry.span else 0
            notes = "; ".join(a.message for a in entry.annotations)
            raise ResourceError(f"{name}:{line}: {notes}")
        if isinstance(entry, (ast.Message, ast.Term)):
            ident = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            if ident in out:
                raise ResourceError(f"{name}: {ident} is defined twice")
            try:
                value = _compile_pattern(entry.value) if entry.value is not None else None
                attrs = {a.id.name: _compile_pattern(a.value) for a in entry.attributes}
            except ValueError as exc:
                raise ResourceError(f"{name}: {ident}: {exc}") from exc
            out[ident] = (value, attrs)
    return out


def load_file(path: Path) -> dict[str, Entry]:
    """The compiled messages of one ``.ftl`` file: from its cache when the
    cache matches the file's size and modification time, else compiled
    (and the cache written when the folder allows it)."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise ResourceError(f"{path}: {exc.strerror}") from exc
    stamp = (CACHE_VERSION, stat.st_mtime_ns, stat.st_size)
    cache = path.parent / "__pycache__" / f"{path.name}.marshal"
    try:
        with open(cache, "rb") as f:
            kept_stamp, messages = marshal.load(f)
        if tuple(kept_stamp) == stamp:
            return messages
    except (OSError, EOFError, ValueError, TypeError):
        pass
    messages = compile_text(path.read_text(encoding="utf-8"), str(path))
    try:
        cache.parent.mkdir(exist_ok=True)
        tmp = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            marshal.dump((stamp, messages), f)
        os.replace(tmp, cache)
    except OSError:
        pass  # a read-only installation: compiled again next time
    return messages


def folder_files(folder: Path) -> list[Path]:
    """The ``.ftl`` files of one language folder, in name order."""
    try:
        return sorted(p for p in folder.iterdir() if p.suffix == ".ftl")
    except OSError:
        return []


# --- CLDR data (plural rules and list patterns, from Babel) ----------------------

#: the Babel locale whose data a language uses (British English: "a, b and c")
CLDR_LOCALE = {"en": "en_GB", "de": "de"}

_PLURALS: dict[str, Callable[[Any], str]] = {}
_LISTS: dict[str, dict[str, dict[str, str]]] = {}


def _cldr(lang: str) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """The plural rules and list patterns of ``lang``, kept in a small
    cache file so that Babel's locale data is read once per installation."""
    locale = CLDR_LOCALE.get(lang, "en_GB")
    cache = Path(__file__).parent / "__pycache__" / f"cldr-{locale}.marshal"
    try:
        with open(cache, "rb") as f:
            version, rules, lists = marshal.load(f)
        if version == CACHE_VERSION:
            return rules, lists
    except (OSError, EOFError, ValueError, TypeError):
        pass
    from babel import Locale  # lazy: Babel's locale data is read only to fill the cache

    data = Locale.parse(locale)
    rules = dict(data.plural_form.rules)
    lists = {style: dict(data.list_patterns[style]) for style in ("standard", "or")}
    try:
        cache.parent.mkdir(exist_ok=True)
        tmp = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            marshal.dump((CACHE_VERSION, rules, lists), f)
        os.replace(tmp, cache)
    except OSError:
        pass
    return rules, lists


def plural_category(lang: str, number: Any) -> str:
    """The CLDR plural category (``one``, ``other`` ...) of ``number``."""
    rule = _PLURALS.get(lang)
    if rule is None:
        from babel.plural import to_python  # lazy: compiled once per language

        rule = _PLURALS[lang] = to_python(_cldr(lang)[0])
    return rule(number)


def list_patterns(lang: str, style: str) -> dict[str, str]:
    """CLDR's list patterns (``start``, ``middle``, ``end``, ``2``) for
    ``style`` "standard" (and) or "or"."""
    lists = _LISTS.get(lang)
    if lists is None:
        lists = _LISTS[lang] = _cldr(lang)[1]
    return lists[style]


def format_list(items: list[str], lang: str, style: str = "standard") -> str:
    """Items joined as CLDR says for the language: "a, b and c" / "a, b und c"
    (Babel's ``format_list``, from cached patterns)."""
    if len(items) == 1:
        return items[0]
    if lang == PSEUDO:
        patterns = {k: pseudo_pattern(v) for k, v in list_patterns("en", style).items()}
    else:
        patterns = list_patterns(lang, style)
    if len(items) == 2:
        return patterns["2"].format(*items)
    text = patterns["start"].format(items[0], items[1])
    for item in items[2:-1]:
        text = patterns["middle"].format(text, item)
    return patterns["end"].format(text, items[-1])


# --- the pseudo-locale -------------------------------------------------------------

PSEUDO = "pseudo"
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥíĵķĺɱñóƥɋŕšŧúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŦÚṼŴẊÝŽ",
)
_VOWELS = re.compile(r"([àéíóúÀÉÍÓÚ])")


def pseudo_text(text: str) -> str:
    """Text of the pseudo-locale: every Latin letter accented and every vowel
    doubled (about a third longer), so that text that escapes the resources
    (plain ASCII letters) and text cut too short both show."""
    return _VOWELS.sub(r"\1\1", text.translate(_ACCENTED))


def pseudo_pattern(pattern: Pattern) -> Pattern:
    if isinstance(pattern, str):
        # a format template: accent the text between the placeholders only
        parts = re.split(r"(\{\{|\}\}|\{[^{}]*\})", pattern)
        return "".join(p if p.startswith(("{", "}")) else pseudo_text(p) for p in parts)
    return tuple(_pseudo_element(e) for e in pattern)


def _pseudo_element(element: Any) -> Any:
    if isinstance(element, str):
        return pseudo_text(element)
    if element[0] == "s":
        return ("s", element[1], tuple((k, pseudo_pattern(p)) for k, p in element[2]), element[3])
    if element[0] == "l":
        return ("l", pseudo_text(element[1]))
    if element[0] == "t":
        args = {k: pseudo_text(v) if isinstance(v, str) else v for k, v in element[3].items()}
        return ("t", element[1], element[2], args)
    return element


def pseudo_catalog(messages: dict[str, Entry]) -> dict[str, Entry]:
    return {
        ident: (
            pseudo_pattern(value) if value is not None else None,
            {name: pseudo_pattern(p) for name, p in attrs.items()},
        )
        for ident, (value, attrs) in messages.items()
    }


# --- rendering ---------------------------------------------------------------------


class MissingVariable(KeyError):
    """A message needs a variable the caller did not give."""


class Renderer:
    """Resolves compiled patterns of one language's catalog."""

    def __init__(self, lang: str, catalog: dict[str, Entry], strict: bool = False) -> None:
        self.lang = lang
        self.plural_lang = "en" if lang == PSEUDO else lang
        self.catalog = catalog
        self.strict = strict
        self.plurals: dict[Any, str] = {}

    def pattern(self, pattern: Pattern, args: dict[str, Any], depth: int = 0) -> str:
        if isinstance(pattern, str):
            try:
                return pattern.format_map(args)
            except (KeyError, IndexError) as exc:
                if self.strict:
                    raise MissingVariable(f"{exc} (in {pattern!r})") from None
                return pattern.format_map(_Lenient(args))
        if depth > MAX_DEPTH:
            return ""
        out = []
        for element in pattern:
            if isinstance(element, str):
                out.append(element)
            else:
                out.append(self.element(element, args, depth))
        return "".join(out)

    def element(self, element: tuple, args: dict[str, Any], depth: int) -> str:
        kind = element[0]
        if kind == "v":
            value = args.get(element[1], _MISSING)
            if value is _MISSING:
                if self.strict:
                    raise MissingVariable(element[1])
                return "{$" + element[1] + "}"
            return str(value)
        if kind == "s":
            return self.pattern(self.select(element, args), args, depth + 1)
        if kind == "m":
            return self.reference(element[1], element[2], args, depth)
        if kind == "t":
            return self.reference(element[1], element[2], element[3], depth)
        if kind == "l":
            return element[1]
        return ""

    def reference(self, ident: str, attr: str | None, args: dict[str, Any], depth: int) -> str:
        entry = self.catalog.get(ident)
        if entry is None:
            if self.strict:
                raise KeyError(f"unknown message {ident}")
            return "{" + ident + "}"
        pattern = entry[1].get(attr) if attr else entry[0]
        if pattern is None:
            return "{" + ident + "}"
        return self.pattern(pattern, args, depth + 1)

    def select(self, element: tuple, args: dict[str, Any]) -> Pattern:
        _, selector, variants, default = element
        value: Any
        if selector[0] == "v":
            value = args.get(selector[1], _MISSING)
            if value is _MISSING and self.strict and selector[1] not in OPTIONAL:
                raise MissingVariable(selector[1])
        elif selector[0] == "t":
            entry = self.catalog.get(selector[1])
            attr = entry[1].get(selector[2]) if entry is not None and selector[2] else None
            value = attr if isinstance(attr, str) else _MISSING
        else:
            value = selector[1]
        if type(value) is str and not (value[:1].isdigit() or value[:1] == "-"):
            # a text ($who's "you" or "other"): its own variant, else the default
            for key, pattern in variants:
                if key == value:
                    return pattern
            return variants[default][1]
        number = value if type(value) is int else _number(value)
        if number is not None:
            for key, pattern in variants:
                if key == number and type(key) is not str:
                    return pattern
            category = self.plurals.get(number)
            if category is None:
                category = plural_category(self.plural_lang, number)
                if len(self.plurals) < 4096:
                    self.plurals[number] = category
            for key, pattern in variants:
                if key == category:
                    return pattern
        elif value is not _MISSING:
            text = str(value)
            for key, pattern in variants:
                if key == text:
                    return pattern
        return variants[default][1]


_MISSING = object()


def _number(value: Any) -> int | float | None:
    """``value`` as a number for a selector (a number, or text that is
    one), or None; an infinite or undefined float is no number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, str) and value[:2].lstrip("-")[:1].isdigit():
        try:
            return int(value)
        except ValueError:
            try:
                number = float(value)
            except ValueError:
                return None
            return number if math.isfinite(number) else None
    return None


class _Lenient(dict):
    def __missing__(self, key: str) -> str:
        return "{$" + key + "}"


def variables(
    pattern: Pattern, catalog: dict[str, Entry], depth: int = 0, fixed: dict[str, str] | None = None
) -> set[str]:
    """The variables a pattern needs (through the messages it refers to);
    a selector on a variable in ``fixed`` takes only the variant that
    value picks (else every variant counts)."""
    if pattern is None or depth > MAX_DEPTH:
        return set()
    if isinstance(pattern, str):
        return {m.group(1) for m in re.finditer(r"(?<!\{)\{([A-Za-z_][\w-]*)\}", pattern)}
    out: set[str] = set()
    for element in pattern:
        if isinstance(element, str):
            continue
        kind = element[0]
        if kind == "v":
            out.add(element[1])
        elif kind == "s":
            selector, variants, default = element[1], element[2], element[3]
            if selector[0] == "v" and fixed is not None and selector[1] in fixed:
                value = fixed[selector[1]]
                chosen = [p for k, p in variants if k == value] or [variants[default][1]]
                out |= variables(chosen[0], catalog, depth + 1, fixed)
                continue
            if selector[0] == "v":
                out.add(selector[1])
            for _, sub in variants:
                out |= variables(sub, catalog, depth + 1, fixed)
        elif kind == "m":
            entry = catalog.get(element[1])
            if entry is not None:
                out |= variables(
                    entry[1].get(element[2]) if element[2] else entry[0], catalog, depth + 1, fixed
                )
    return out


def iter_patterns(entry: Entry) -> Iterable[tuple[str | None, Pattern]]:
    value, attrs = entry
    if value is not None:
        yield None, value
    yield from attrs.items()


def pattern_text(pattern: Pattern) -> str:
    """All the text of a pattern, every variant included (for checks of
    the words a language uses)."""
    if pattern is None:
        return ""
    if isinstance(pattern, str):
        return (
            re.sub(r"(?<!\{)\{[A-Za-z_][\w-]*\}(?!\})", " ", pattern)
            .replace("{{", "{")
            .replace("}}", "}")
        )
    out = []
    for element in pattern:
        if isinstance(element, str):
            out.append(element)
        elif element[0] == "s":
            out.extend(pattern_text(sub) for _, sub in element[2])
        elif element[0] == "l":
            out.append(element[1])
    return " ".join(out)


def compile_all(root: Path | None = None) -> int:
    """Compile every resource under ``root`` (the package) into its cache,
    and the CLDR data of every language: what ``make`` runs, so that even
    the first start after an update reads only caches. Returns the number
    of files compiled."""
    root = root or Path(__file__).resolve().parent.parent
    count = 0
    for folder in sorted(root.rglob("locales")):
        if not folder.is_dir() or "__pycache__" in folder.parts:
            continue
        for lang_folder in sorted(
            p for p in folder.iterdir() if p.is_dir() and p.name != "__pycache__"
        ):
            for path in folder_files(lang_folder):
                load_file(path)
                count += 1
            _cldr(lang_folder.name)
    return count


if __name__ == "__main__":
    import sys

    compiled = compile_all()
    if "--quiet" not in sys.argv:
        print(f"{compiled} message files compiled")
