"""The Fluent resources as a whole: both languages have exactly the same
messages, attributes and variables; every key the code names exists; every
variable a message needs is given where the code makes it; the wording
rules (plurals, "you") hold for every message; and the resources compile
once and are read from their cache afterwards."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import accessible_games
from accessible_games.core import messages
from accessible_games.core.messages import Msg, render
from accessible_games.games.registry import game_ids, get_game
from accessible_games.i18n import fluent

PACKAGE = Path(accessible_games.__file__).resolve().parent


@pytest.fixture(scope="module", autouse=True)
def every_game_loaded():
    for game_id in game_ids():
        get_game(game_id)  # imports the game, which loads its resources
    # the contract tests' toy game too: its words are checked like a game's
    importlib.import_module("tests.contract.toy.messages")


def resource_folders() -> list[Path]:
    return sorted(
        p for p in PACKAGE.rglob("locales") if p.is_dir() and "__pycache__" not in p.parts
    )


def test_every_language_folder_has_the_same_files():
    folders = resource_folders()
    assert PACKAGE / "locales" in folders and len(folders) >= 6
    for folder in folders:
        en = {p.name for p in fluent.folder_files(folder / "en")}
        de = {p.name for p in fluent.folder_files(folder / "de")}
        assert en and en == de, folder


def test_german_and_english_have_the_same_messages_and_attributes():
    en, de = messages.catalog("en"), messages.catalog("de")
    assert len(en) > 1500
    assert set(en) == set(de), sorted(set(en) ^ set(de))[:20]
    for ident in en:
        assert set(en[ident][1]) == set(de[ident][1]), ident
        assert (en[ident][0] is None) == (de[ident][0] is None), ident


def test_a_message_referred_to_exists():
    for lang in messages.LANGUAGES:
        cat = messages.catalog(lang)

        def refs(pattern):
            if pattern is None or isinstance(pattern, str):
                return
            for element in pattern:
                if isinstance(element, tuple):
                    if element[0] in ("m", "t"):
                        yield element[1], element[2]
                    if element[0] == "s":
                        for _, sub in element[2]:
                            yield from refs(sub)

        for ident, entry in cat.items():
            for _, pattern in fluent.iter_patterns(entry):
                for target, attr in refs(pattern):
                    assert target in cat, (lang, ident, target)
                    if attr:
                        assert attr in cat[target][1], (lang, ident, target, attr)


# --- the keys the code names ------------------------------------------------------

KEY = re.compile(r"[a-z][a-z0-9_]*(\.[A-Za-z0-9_-]+)+")


def _prefixes() -> set[str]:
    return {ident.split("-", 1)[0] for ident in messages.catalog("en") if not ident.startswith("-")}


def _source_strings() -> list[tuple[str, int, str, bool]]:
    """(file, line, text, is_prefix) for every string constant and every
    f-string's constant start in the program's source."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        inside_fstring = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                inside_fstring.update(id(v) for v in node.values)
                first = node.values[0] if node.values else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    out.append((str(path.relative_to(PACKAGE)), node.lineno, first.value, True))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and id(node) not in inside_fstring
            ):
                out.append((str(path.relative_to(PACKAGE)), node.lineno, node.value, False))
    return out


def test_every_message_key_in_the_code_exists():
    """A static check: every string in the program's source shaped like a
    message key (``maumau.played``, first word one of the resources'
    prefixes) names a message, and every f-string key's constant start
    (``f"maumau.direction.{name}"``) starts at least one."""
    prefixes = _prefixes()
    ids = messages.message_ids("en")
    checked = 0
    missing = []
    for file, line, text, is_prefix in _source_strings():
        if is_prefix:
            head = text.split(".", 1)[0]
            if head not in prefixes or "." not in text or " " in text:
                continue
            start = text.replace(".", "-")
            checked += 1
            if not any(i.startswith(start) for i in ids):
                missing.append(f"{file}:{line}: f{text!r}…")
            continue
        if (
            not KEY.fullmatch(text)
            or text.split(".", 1)[0] not in prefixes
            or text.endswith((".toml", ".json", ".ftl", ".py", ".txt", ".log"))
        ):
            continue
        checked += 1
        if messages.resolve(text, "en") is None:
            missing.append(f"{file}:{line}: {text!r}")
    assert checked > 1500
    assert not missing, "\n".join(missing)


def _calls() -> list[tuple[str, int, str, set[str], bool, str]]:
    """(file, line, key, keywords given, has **kwargs, how) for every
    ``Msg("key", ...)``, ``self.t("key", ...)`` and ``self.say("key", seat, ...)``
    with a literal key."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            if name not in ("Msg", "t", "say"):
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            given = {k.arg for k in node.keywords if k.arg is not None}
            splat = any(k.arg is None for k in node.keywords)
            how = name
            if (
                name == "say"
                and len(node.args) > 1
                and not (isinstance(node.args[1], ast.Constant) and node.args[1].value is None)
            ):
                how = "say-seat"
            out.append(
                (str(path.relative_to(PACKAGE)), node.lineno, first.value, given, splat, how)
            )
    return out


def test_every_variable_of_a_message_is_given_where_the_code_makes_it():
    """A static check: where the code makes a message with a literal key
    and named parameters only, it gives every variable the message needs
    (``$who`` picks the own form and may be left out: the other form is
    the default; ``say`` with a seat gives ``$player`` and ``$who``)."""
    problems = []
    checked = 0
    for file, line, key, named, splat, how in _calls():
        found = messages.resolve(key, "en")
        if found is None or splat:
            continue
        ident, attr, forced = found
        if forced is not None:
            cases = [{"who": forced}]
        elif how == "say-seat" or "who" in named:
            cases = [{"who": "you"}, {"who": "other"}]
        else:
            cases = [{"who": "other"}]
        attrs = [attr] if attr is not None or how not in ("say", "say-seat") else [None, "br"]
        for lang in messages.LANGUAGES:
            cat = messages.catalog(lang)
            entry = cat[ident]
            for fixed in cases:
                needed: set[str] = set()
                for name in attrs:
                    pattern = entry[1].get(name) if name else entry[0]
                    needed |= fluent.variables(pattern, cat, fixed=fixed)
                needed.discard("who")
                if how == "say-seat":
                    needed.discard("player")
                checked += 1
                if needed - named:
                    problems.append(
                        f"{file}:{line}: {key} ({lang}, who={fixed['who']}) lacks "
                        f"{sorted(needed - named)}"
                    )
    assert checked > 800
    assert not problems, "\n".join(problems)


# --- wording that a rule decides ---------------------------------------------------

ENGLISH_PLURALS = (
    "cards",
    "chips",
    "tiles",
    "points",
    "players",
    "seconds",
    "minutes",
    "moves",
    "rounds",
    "games",
    "deals",
    "tables",
    "Monads",
    "labels",
    "pages",
    "turns",
    "xp",
    "tricks",
)
#: (nouns spelled alike in both numbers, "Spieler", "Kärtchen", cannot be told apart here)
GERMAN_PLURALS = (
    "Karten",
    "Chips",
    "Punkte",
    "Punkten",
    "Sekunden",
    "Minuten",
    "Züge",
    "Zügen",
    "Runden",
    "Spiele",
    "Tische",
    "Monaden",
    "Etiketten",
    "Seiten",
    "Verlustpunkte",
    "Zellen",
    "Spielern",
    "Stiche",
)


#: variables that hold a name, never a number
NAMES_NOT_NUMBERS = {
    "game",
    "name",
    "player",
    "title",
    "target",
    "next",
    "partner",
    "server",
    "table_id",
}


def _rendered_with(value, lang: str) -> dict[str, str]:
    out = {}
    cat = messages.catalog(lang)
    for ident, entry in cat.items():
        if ident.startswith("-"):
            continue
        for attr, pattern in fluent.iter_patterns(entry):
            names = fluent.variables(pattern, cat)
            args = {n: "Ada" if n in NAMES_NOT_NUMBERS else value for n in names}
            out[f"{ident}.{attr}" if attr else ident] = fluent.Renderer(lang, cat).pattern(
                pattern, args
            )
    return out


def test_no_message_says_one_with_a_plural_noun():
    """Every count goes through a plural rule: with every variable 1, no
    message says "1 cards" / "1 Karten"."""
    english = re.compile(rf"(?<![\d.,])1 ({'|'.join(ENGLISH_PLURALS)})\b")
    german = re.compile(rf"(?<![\d.,])1 ({'|'.join(GERMAN_PLURALS)})\b")
    wrong = [f"en {k}: {v}" for k, v in _rendered_with(1, "en").items() if english.search(v)]
    wrong += [f"de {k}: {v}" for k, v in _rendered_with(1, "de").items() if german.search(v)]
    assert not wrong, "\n".join(wrong)


#: abbreviations a period may end before a comma ("3 gew., 1 verl.")
ABBREVIATIONS = {"gew", "verl", "Nr", "bzw", "usw", "Std", "Min", "Sek", "etc", "vs"}


def test_no_message_doubles_its_punctuation():
    """No "Punkte.." or "irgendwo., Ende": a sentence's end is not followed
    by another mark (ranges like "1..5" are no sentence end)."""
    wrong = []
    for lang in messages.LANGUAGES:
        for key, text in _rendered_with("x", lang).items():
            doubled = re.search(r"(?<!\.)[.!?]\.(?=\s|$)|[!?:;,]\.|\s[,;:](?=\s|$)", text)
            comma = [m for m in re.finditer(r"(\w+)\.,", text) if m.group(1) not in ABBREVIATIONS]
            if doubled or comma:
                wrong.append(f"{lang} {key}: {text}")
    assert not wrong, "\n".join(wrong)


# --- rendering ----------------------------------------------------------------------


def test_lists_follow_the_languages_patterns():
    assert messages.join_list(["Anna", "Ben", "you"], "en") == "Anna, Ben and you"
    assert messages.join_list(["Anna", "Ben", "du"], "de") == "Anna, Ben und du"
    assert messages.join_list(["Anna", "Ben"], "de") == "Anna und Ben"
    assert messages.join_list(["a", "b", "c"], "en", "or") == "a, b or c"
    assert messages.join_list(["a", "b", "c"], "de", "or") == "a, b oder c"
    assert messages.join_list(["Anna"], "de") == "Anna"


def test_lists_and_plurals_are_babels():
    """The cached CLDR data gives what Babel itself gives: lists joined as
    ``babel.lists.format_list`` joins them, and the plural category Babel's
    rule for the language names."""
    from babel import Locale
    from babel.lists import format_list

    for lang, locale in fluent.CLDR_LOCALE.items():
        for style in ("standard", "or"):
            for n in range(1, 6):
                items = [f"w{i}" for i in range(n)]
                assert fluent.format_list(items, lang, style) == format_list(items, style, locale)
        rule = Locale.parse(locale).plural_form
        for number in (0, 1, 2, 3, 5, 11, 21, 101, 1.5):
            assert fluent.plural_category(lang, number) == rule(number)


def test_a_number_picks_the_plural_form_by_the_languages_rule():
    cat = fluent.compile_text(
        "n = { $count ->\n    [0] none\n    [one] one card\n   *[other] { $count } cards\n}\n"
    )
    renderer = fluent.Renderer("en", cat)
    said = [renderer.pattern(cat["n"][0], {"count": n}) for n in (0, 1, 2, 11, 21)]
    assert said == ["none", "one card", "2 cards", "11 cards", "21 cards"]
    assert renderer.pattern(cat["n"][0], {"count": "1"}) == "one card"  # a number as text too


def test_the_own_form_is_the_who_variant():
    said_en = render(Msg("net.joined", player="Anna", seat=2, table=5), "en")
    own_en = render(Msg("net.joined", player="Anna", seat=2, table=5, who="you"), "en")
    assert "Anna" in said_en and said_en != own_en
    assert render(Msg("net.joined.own", player="Anna", seat=2, table=5), "en") == own_en


def test_a_missing_variable_shows_and_is_an_error_in_strict_mode():
    assert "{$high}" in render(Msg("core.players.range", game="X", low=1, count=3), "en")
    messages.set_strict(True)
    try:
        with pytest.raises(KeyError):
            render(Msg("core.players.range", game="X", low=1, count=3), "en")
    finally:
        messages.set_strict(False)


@settings(max_examples=300, deadline=None)
@given(key=st.text(max_size=60), value=st.one_of(st.text(max_size=30), st.integers(), st.floats()))
def test_any_key_and_parameter_from_outside_render_without_error(key, value):
    """A key and parameters that came from outside (a server's message)
    render as text and never raise; the key look-ups kept stay bounded."""
    for lang in messages.ALL_LANGUAGES:
        text = render(Msg(key, count=value, player=value, seat=value), lang)
        assert isinstance(text, str)
    assert all(len(keys) <= messages._MAX_KEYS for keys in messages._KEYS.values())


# --- the compiled cache -----------------------------------------------------------


def test_a_resource_is_compiled_once_and_read_from_its_cache(tmp_path, monkeypatch):
    folder = tmp_path / "en"
    folder.mkdir()
    source = folder / "x.ftl"
    source.write_text("x-hello = Hello { $name }\n    .br = hi { $name }\n", encoding="utf-8")
    first = fluent.load_file(source)
    assert (folder / "__pycache__" / "x.ftl.marshal").is_file()

    def no_parsing(*args, **kwargs):
        raise AssertionError("parsed again")

    monkeypatch.setattr(fluent, "compile_text", no_parsing)
    assert fluent.load_file(source) == first
    monkeypatch.undo()
    source.write_text("x-hello = Hi { $name }\n", encoding="utf-8")
    assert fluent.load_file(source)["x-hello"][0] == "Hi {name}"


def test_a_syntax_error_names_its_file_and_line(tmp_path):
    bad = tmp_path / "bad.ftl"
    bad.write_text("a = fine\nb = { $oops\n", encoding="utf-8")
    with pytest.raises(fluent.ResourceError, match=r"bad\.ftl:2"):
        fluent.load_file(bad)


def test_the_pseudo_locale_accents_every_letter_and_keeps_placeholders():
    text = render(Msg("core.players.range", game="Anna", low=2, high=4, count=5), "pseudo")
    assert "Anna" in text and "2" in text and "4" in text and "5" in text
    assert not re.search(r"[A-Za-z]", text.replace("Anna", ""))
    assert len(text) > len(
        render(Msg("core.players.range", game="Anna", low=2, high=4, count=5), "en")
    )
