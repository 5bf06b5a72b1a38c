"""Generated input for every loader of outside files: settings, statistics,
saved games and Logomachy decks. Each either gives a valid result or
refuses in the documented way (a GameError subclass, or the problems list
of settings and statistics), never with any other exception; every message
renders in English and German with no control, bidi or invisible character
brought in from the file; and a settings or statistics file that was
refused is never silently replaced: it stays as it was or is kept whole as
NAME.broken (NAME.broken-2 ...) beside the clean file, also after the next
change. At most 150 examples a property, so the folder stays quick."""

from __future__ import annotations

import copy
import dataclasses
import json
import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from accessible_games import settings
from accessible_games.core.errors import GameError
from accessible_games.core.messages import render
from accessible_games.core.save import FORMAT, load_game
from accessible_games.games.colours import COLOUR_WORDS
from accessible_games.games.logomachy.deck import Card, load_deck_file, parse_deck
from accessible_games.games.registry import game_ids, get_game
from accessible_games.stats import Record, Stats
from tests.boundary.helpers import saved_data, temporary_files

PROPERTY = hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FEW = hsettings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# --- strategies ----------------------------------------------------------------------------------

#: every code point, lone surrogates and control characters included
any_char = st.characters(exclude_categories=())
odd_strings = st.sampled_from(
    [
        "",
        "\x00",
        "\x1b[2J",
        "\u202e",
        "\ufeff",
        "\ud800",
        "a\nb",
        "\x7f",
        "NaN",
        "Infinity",
        "-",
        "..",
        "/dev/zero",
    ]
)
any_text = st.text(any_char, max_size=30) | odd_strings
json_leaves = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(10**45), max_value=10**45)
    | st.floats(allow_nan=True, allow_infinity=True)
    | any_text
)
json_values = st.recursive(
    json_leaves,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(any_text, children, max_size=4)
    ),
    max_leaves=25,
)


def json_bytes(value, ascii_only: bool) -> bytes:
    """``value`` as the bytes of a file (NaN and Infinity as JSON writes
    them; a lone surrogate as an escape, or as bytes that are no UTF-8)."""
    return json.dumps(value, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")


def _valid_value(field: dataclasses.Field) -> st.SearchStrategy[str]:
    """TOML for a value the setting ``field`` may have."""
    meta = field.metadata
    if isinstance(field.default, bool):
        return st.sampled_from(["true", "false", '"on"', '"nein"'])
    if meta.get("choices"):
        return st.sampled_from(
            [json.dumps(c) for c in meta["choices"]] + ['"AUTO"'] * ("auto" in meta["choices"])
        )
    if meta.get("low") is not None:
        return st.integers(meta["low"], meta["high"]).map(str)
    if field.name == "muted_cues":
        return st.lists(st.sampled_from(["your_turn", "won", "lost", "timer"]), max_size=3).map(
            lambda cues: json.dumps(", ".join(cues))
        )
    return st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=30).map(json.dumps)


SETTING_NAMES = [f.name for f in dataclasses.fields(settings.Settings)]
valid_entries = st.one_of(
    [st.tuples(st.just(f.name), _valid_value(f)) for f in dataclasses.fields(settings.Settings)]
)
#: anything else
odd_toml_values = st.one_of(
    st.integers().map(str),
    st.integers(min_value=-(10**50), max_value=10**50).map(str),
    st.sampled_from(
        [
            "[" * 3000 + "]" * 3000,
            "1e400",
            "inf",
            "-inf",
            "nan",
            "3.9",
            "0x10",
            "0o7",
            "1_000",
            "True",
            "1979-05-27",
            "07:32:00",
            "1979-05-27T07:32:00Z",
            "[]",
            "[1, [2, [3]]]",
            "{}",
            "{a = 1}",
            '"\\u0000"',
            '"\\u001b[2J"',
            '"\\ud800"',
            "'''x'''",
            '"""\n"""',
            '"',
            "[",
            "{",
            "= =",
        ]
    ),
    st.text(any_char, max_size=20).map(lambda t: json.dumps(t, ensure_ascii=False)),
    st.text(any_char, max_size=20),
)
#: settings lines, each setting at most once, mostly with values it may have
toml_entries = st.lists(
    st.one_of(
        valid_entries,
        valid_entries,
        valid_entries,
        st.tuples(
            st.sampled_from(SETTING_NAMES + ["speech-rate", "unknown", "a.b", "rate.x"]),
            odd_toml_values,
        ),
    ),
    unique_by=lambda kv: kv[0].replace("-", "_").split(".")[0],
    max_size=6,
).map(lambda kvs: [f"{k} = {v}" for k, v in kvs])
#: lines that are no setting, or no TOML
toml_noise = st.lists(
    st.one_of(
        st.tuples(st.text(any_char, max_size=8), odd_toml_values).map(
            lambda kv: f"{kv[0]} = {kv[1]}"
        ),
        st.sampled_from(["[table]", "[[array]]", "# comment", "", "[a.b.c]", "x.y.z = 1"]),
        st.text(any_char, max_size=30),
    ),
    min_size=1,
    max_size=2,
)
toml_texts = st.tuples(toml_entries, st.one_of(st.just([]), st.just([]), toml_noise)).map(
    lambda parts: "\n".join(parts[0] + parts[1])
)


# --- helpers --------------------------------------------------------------------------------------


#: what no message may hold: C0 and C1 control characters (escape
#: sequences among them), DEL, bidirectional marks, overrides and isolates,
#: lone surrogates
UNSAFE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)


def renders(messages) -> None:
    """Every message says something in both languages, and no outside text
    brings a control, bidi or invisible character into it."""
    for message in messages:
        for lang in ("en", "de"):
            text = render(message, lang)
            assert text and not UNSAFE.search(text), repr(text)


def kept_copies(folder: Path, name: str) -> list[bytes]:
    return [p.read_bytes() for p in sorted(folder.glob(f"{name}.broken*"))]


def current(path: Path) -> bytes | None:
    return path.read_bytes() if path.exists() else None


# --- settings ------------------------------------------------------------------------------------


def check_settings(raw: bytes) -> None:
    """Load and then change settings whose file holds ``raw``."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "settings.toml"
        path.write_bytes(raw)
        loaded, problems = settings.load(path)
        assert isinstance(loaded, settings.Settings)
        renders(problems)
        after = current(path)
        if not problems:
            assert after == raw
        if after != raw:  # replaced: only by a clean file, the original kept whole
            assert raw in kept_copies(folder, "settings.toml")
            assert settings.load(path) == (loaded, [])
        # a change (the options screen) never loses the file either
        try:
            changed = settings.save_changes({"rate": 5, "voice": "x"}, path)
        except GameError:
            changed = None  # the file cannot be replaced (the error names why): it is left alone
            assert current(path) == after
        if changed is not None:
            assert changed.rate == 5 and changed.voice == "x"
            assert settings.load(path) == (changed, [])
            if problems:
                assert raw in kept_copies(folder, "settings.toml")
            else:
                assert changed == loaded.with_changes(rate=5, voice="x")
        assert temporary_files(folder) == []


@PROPERTY
@given(st.binary(max_size=400))
def test_settings_from_arbitrary_bytes(raw):
    check_settings(raw)


@PROPERTY
@given(toml_texts)
def test_settings_from_toml_like_text(text):
    check_settings(text.encode("utf-8", "surrogatepass"))


# --- statistics ----------------------------------------------------------------------------------


record_values = st.one_of(
    st.integers(min_value=0, max_value=10**9), st.integers(), json_leaves, json_values
)
stats_shaped = st.fixed_dictionaries(
    {
        "profiles": st.dictionaries(
            st.text(max_size=45) | any_text,
            st.dictionaries(
                st.sampled_from(["logomachy", "maumau", ""]) | any_text,
                st.dictionaries(
                    st.sampled_from(["xp", "won", "lost", "left", "other"]),
                    record_values,
                    max_size=5,
                )
                | json_values,
                max_size=3,
            )
            | json_values,
            max_size=3,
        )
    },
    optional={"format": json_values, "version": json_values},
)


def expected_records(data) -> dict[str, dict[str, Record]]:
    """The records a valid statistics file's data holds."""
    return {
        profile: {
            game: Record(**{k: rec.get(k, 0) for k in ("xp", "won", "lost", "left")})
            for game, rec in games.items()
        }
        for profile, games in data["profiles"].items()
    }


def check_stats(raw: bytes, data=None) -> None:
    """Read statistics whose file holds ``raw`` (the JSON ``data``), then
    count a game into them."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "stats.json"
        path.write_bytes(raw)
        stats = Stats(path)
        renders(stats.problems)
        after = current(path)
        if not stats.problems:
            assert after == raw
            if data is not None:
                assert stats.records == expected_records(data)
        elif stats.unreadable is None:  # damaged: kept whole, counting starts again
            assert after is None
            assert kept_copies(folder, "stats.json") == [raw]
            assert stats.records == {}
        else:  # cannot be read: left as it is
            assert after == raw
        before = stats.record("Anna", "logomachy")
        _, written = stats.update(lambda s: s.add_result("Anna", "logomachy", 2, won=True))
        renders(stats.problems)
        if written:
            again = Stats(path)
            assert again.problems == []
            assert again.record("Anna", "logomachy").won == min(before.won + 1, 10**9)
            if after != raw:
                assert raw in kept_copies(folder, "stats.json")
        else:
            assert current(path) == raw
        assert temporary_files(folder) == []


@PROPERTY
@given(st.binary(max_size=400))
def test_statistics_from_arbitrary_bytes(raw):
    check_stats(raw)


@PROPERTY
@given(json_values, st.booleans())
def test_statistics_from_arbitrary_json(value, ascii_only):
    check_stats(json_bytes(value, ascii_only))


@PROPERTY
@given(stats_shaped, st.booleans())
def test_statistics_from_statistics_shaped_json(value, ascii_only):
    check_stats(json_bytes(value, ascii_only), value)


# --- saved games ----------------------------------------------------------------------------------


def check_load(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "game.json"
        path.write_bytes(raw)
        try:
            game, seats = load_game(path, get_game)
        except GameError as exc:
            renders([exc.msg])
        else:
            assert all(isinstance(s, dict) for s in seats)
            assert game.players >= 1


_REAL: dict = {}


def real_save() -> dict:
    """The data of a real save 14 moves into a Logomachy game (made once)."""
    if not _REAL:
        with tempfile.TemporaryDirectory() as name:
            _REAL.update(saved_data(Path(name), moves=14))
    return copy.deepcopy(_REAL)


def spliced(cut: tuple[int, int, bytes]) -> bytes:
    """A real save's bytes with ``length`` bytes at ``at`` replaced by ``put``."""
    at, length, put = cut
    raw = json.dumps(real_save(), indent=1).encode("utf-8")
    at %= len(raw)
    return raw[:at] + put + raw[at + length :]


spliced_saves = st.tuples(
    st.integers(0, 10_000),
    st.integers(0, 8),
    st.binary(max_size=8)
    | st.sampled_from([b"[" * 3000, b"\xff", b"1e400", b"NaN", b"-", b'"\x1b[2J"', b"{}"]),
).map(spliced)


@PROPERTY
@given(st.binary(max_size=400) | spliced_saves)
def test_load_game_from_arbitrary_bytes(raw):
    check_load(raw)


small_or_odd = st.integers(-2, 9) | json_leaves
save_shaped = st.fixed_dictionaries(
    {"format": st.just(FORMAT), "game": st.sampled_from(game_ids()) | any_text},
    optional={
        "version": st.just(1) | small_or_odd,
        "players": small_or_odd,
        "seed": small_or_odd,
        "options": st.dictionaries(
            st.sampled_from(["deals", "deck", "deck_file", "pairs", "x"]) | any_text,
            json_leaves | json_values,
            max_size=3,
        )
        | json_values,
        "seats": st.lists(
            st.fixed_dictionaries({"name": any_text, "bot": json_leaves}) | json_values, max_size=3
        )
        | json_values,
        "actions": st.lists(
            st.tuples(st.integers(-1, 3), any_text).map(list) | json_values, max_size=4
        )
        | json_values,
        "snapshot": json_values,
    },
)


@PROPERTY
@given(json_values | save_shaped, st.booleans())
def test_load_game_from_arbitrary_json(value, ascii_only):
    check_load(json_bytes(value, ascii_only))


def _places() -> list[tuple]:
    data = real_save()
    places: list[tuple] = [(key,) for key in data]
    places += [("options", name) for name in data["options"]] + [
        ("options", "deck_file"),
        ("options", "nonsense"),
    ]
    places += [("actions", i) for i in (0, 5, len(data["actions"]) - 1)]
    places += [("actions", i, j) for i in (0, 7) for j in (0, 1)]
    places += [("seats", 0), ("seats", 0, "name"), ("seats", 1, "bot")]
    places += [("snapshot", key) for key in data["snapshot"]]
    return places


@FEW
@given(st.data())
def test_load_game_of_a_real_save_with_one_field_replaced(draw):
    data = real_save()
    place = draw.draw(st.sampled_from(_places()), "place")
    value = draw.draw(json_values | st.sampled_from(game_ids()) | st.integers(-3, 70), "value")
    target = data
    for step in place[:-1]:
        target = target[step]
    target[place[-1]] = value
    check_load(json_bytes(data, draw.draw(st.booleans(), "ascii_only")))


# --- Logomachy decks ------------------------------------------------------------------------------


deck_lines = st.one_of(
    st.tuples(
        st.sampled_from(list(COLOUR_WORDS)) | st.text(any_char, max_size=6),
        st.integers(-5, 120).map(str)
        | st.sampled_from(
            ["07", "7.0", "٣", "７", "²", "1e1", "99999", "9" * 5000, "0" * 4999 + "7"]
        ),
        st.sampled_from(["E", "-", "ß", "ǆ", "1", "", "EE", "é"]) | st.text(any_char, max_size=2),
        st.sampled_from(["", "1", "20", "21", "0", "-1", "x", "٢", "1" * 4400]),
    ).map(" ".join),
    st.sampled_from(
        ["yellow 7 E", "gelb 7 - 1", "# comment", "", "red 1 E # note", "\ufeffred 1 E"]
    ),
    st.text(any_char, max_size=20),
)
deck_texts = st.lists(deck_lines, max_size=30).map("\n".join)


def check_deck(cards: list[Card]) -> None:
    assert len(cards) >= 10
    assert sum(1 for c in cards if c.colour == "yellow" and c.value == 7) == 1
    assert all(1 <= c.value <= 99 and len(c.letter) <= 2 for c in cards)
    assert [c.id for c in cards] == list(range(len(cards)))


@PROPERTY
@given(deck_texts | st.text(any_char, max_size=200))
def test_parse_deck_of_arbitrary_text(text):
    try:
        cards = parse_deck(text)
    except GameError as exc:
        renders([exc.msg])
    else:
        check_deck(cards)


@FEW
@given(deck_texts.map(lambda t: t.encode("utf-8", "surrogatepass")) | st.binary(max_size=300))
def test_load_deck_file_of_arbitrary_content(raw):
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "my.deck"
        path.write_bytes(raw)
        try:
            cards = load_deck_file(path)
        except GameError as exc:
            renders([exc.msg])
        else:
            check_deck(cards)
