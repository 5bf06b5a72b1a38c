"""Deep nesting and odd numbers in saves, statistics and settings: refused
with a message that names the problem in English and German (never a
RecursionError, an OverflowError or a silently truncated number), and a
damaged statistics or settings file set aside once, a second one beside it
and never over the first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from accessible_games import settings
from accessible_games.core.errors import SaveError
from accessible_games.core.messages import render
from accessible_games.core.save import load_game
from accessible_games.games.registry import get_game
from accessible_games.stats import Record, Stats
from tests.boundary.helpers import saved_data, write_json

DEEP = 100_000
DEEP_EN = "nested too deeply (more than 32 levels)"
DEEP_DE = "zu tief verschachtelt (mehr als 32 Ebenen)"


def refusal(path: Path) -> SaveError:
    with pytest.raises(SaveError) as info:
        load_game(path, get_game)
    return info.value


def texts(messages) -> tuple[list[str], list[str]]:
    return [render(m, "en") for m in messages], [render(m, "de") for m in messages]


# --- saves ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["the whole file", "the snapshot of a real save"])
def test_a_save_nested_100000_deep_is_refused_without_recursion_error(tmp_path, where):
    deep = "[" * DEEP + "]" * DEEP
    if where == "the whole file":
        text = deep
    else:
        data = saved_data(tmp_path)
        data["snapshot"] = "@deep@"
        text = json.dumps(data).replace('"@deep@"', deep)
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    error = refusal(path)
    assert error.msg.key == "core.save.invalid"
    assert render(error.msg, "en") == f"The saved game {path} cannot be used: {DEEP_EN}."
    assert render(error.msg, "de") == f"Der Spielstand {path} ist nicht verwendbar: {DEEP_DE}."


def test_a_save_of_a_newer_version_says_so_in_both_languages(tmp_path):
    data = saved_data(tmp_path)
    data["version"] = 99
    path = write_json(tmp_path / "newer.json", data)
    error = refusal(path)
    assert error.msg.key == "core.save.newer"
    assert render(error.msg, "en") == (
        f"The saved game {path} was made by a newer version of this program (save format 99; "
        "this version reads up to 1). Update the program to continue it."
    )
    assert render(error.msg, "de") == (
        f"Der Spielstand {path} stammt von einer neueren Version dieses Programms (Speicherformat "
        "99; diese Version liest bis 1). Aktualisiere das Programm, um ihn fortzusetzen."
    )


@pytest.mark.parametrize(
    "field, value, en, de",
    [
        (
            "version",
            "x",
            'version must be a whole number from 1 to 1000000000, not "x"',
            'version muss eine ganze Zahl von 1 bis 1000000000 sein, nicht "x"',
        ),
        (
            "version",
            1.5,
            "version must be a whole number from 1 to 1000000000, not 1.5",
            "version muss eine ganze Zahl von 1 bis 1000000000 sein, nicht 1.5",
        ),
        (
            "players",
            3.9,
            "players must be a whole number from 1 to 64, not 3.9",
            "players muss eine ganze Zahl von 1 bis 64 sein, nicht 3.9",
        ),
        (
            "players",
            True,
            "players must be a whole number from 1 to 64, not true",
            "players muss eine ganze Zahl von 1 bis 64 sein, nicht true",
        ),
        (
            "seed",
            7.5,
            "seed must be a whole number from -9223372036854775807 to 9223372036854775807, not 7.5",
            "seed muss eine ganze Zahl von -9223372036854775807 bis 9223372036854775807 sein, "
            "nicht 7.5",
        ),
    ],
)
def test_odd_numbers_in_a_save_are_refused_naming_the_field(tmp_path, field, value, en, de):
    """The old loader read 3.9 players as 3, True as 1 and ignored the version."""
    data = saved_data(tmp_path)
    data[field] = value
    if (
        field == "players"
    ):  # a save the old loader would have replayed as a fresh game of int(value) players
        data["actions"] = []
        del data["snapshot"]
    path = write_json(tmp_path / "odd.json", data)
    error = refusal(path)
    assert error.msg.key == "core.save.invalid"
    assert render(error.msg, "en") == f"The saved game {path} cannot be used: {en}."
    assert render(error.msg, "de") == f"Der Spielstand {path} ist nicht verwendbar: {de}."


@pytest.mark.parametrize("literal", ["Infinity", "-Infinity", "NaN", "1e400"])
def test_a_save_holding_a_number_that_is_not_finite_is_refused(tmp_path, literal):
    data = saved_data(tmp_path)
    data["seed"] = "@seed@"
    path = tmp_path / "infinite.json"
    path.write_text(json.dumps(data).replace('"@seed@"', literal), encoding="utf-8")
    error = refusal(path)
    assert error.msg.key == "core.save.invalid"
    assert render(error.msg, "en") == (
        f"The saved game {path} cannot be used: {literal} is not a finite number."
    )
    assert render(error.msg, "de") == (
        f"Der Spielstand {path} ist nicht verwendbar: {literal} ist keine endliche Zahl."
    )


def test_actions_that_are_no_list_are_refused_never_read_as_no_moves(tmp_path):
    """The old loader took 0, false, "" and {} for an empty list of moves
    and so loaded the game from its start."""
    for value in (5, 0, False, "", {}, "play R1"):
        data = saved_data(tmp_path)
        data["actions"] = value
        del data["snapshot"]
        path = write_json(tmp_path / "actions.json", data)
        error = refusal(path)
        assert error.msg.key == "core.save.invalid", value
        assert (
            render(error.msg, "en")
            == f"The saved game {path} cannot be used: actions must be a list."
        )
        assert (
            render(error.msg, "de")
            == f"Der Spielstand {path} ist nicht verwendbar: actions muss eine Liste sein."
        )


def test_a_save_with_a_50_mb_name_is_refused_by_its_size(tmp_path):
    data = saved_data(tmp_path)
    data["seats"][0]["name"] = "N" * (50 * 1024 * 1024)
    path = write_json(tmp_path / "long-name.json", data)
    size = path.stat().st_size
    error = refusal(path)
    assert error.msg.key == "core.save.unreadable"
    assert render(error.msg, "en") == (
        f"Cannot read the saved game {path}: too large ({size} bytes, at most 8388608)."
    )
    assert render(error.msg, "de") == (
        f"Der gespeicherte Spielstand {path} kann nicht gelesen werden: "
        f"zu groß ({size} Bytes, höchstens 8388608)."
    )


# --- statistics -----------------------------------------------------------------------------------


def stats_text(**fields: str) -> str:
    """A statistics file whose record fields are the given JSON literals."""
    record = {"xp": "10", "won": "1", "lost": "0", "left": "0", **fields}
    body = ", ".join(f'"{k}": {v}' for k, v in record.items())
    return (
        '{"format": "accessible-games-stats", "version": 1, "profiles": {"Anna": {"logomachy": '
        f"{{{body}}}}}}}}}"
    )


def assert_stats_set_aside(
    path: Path, original: bytes, stats: Stats, reason_en: str, reason_de: str, kept: Path
) -> None:
    """The damage said in both languages, the file kept whole under
    ``kept``, the counting started again."""
    en, de = texts(stats.problems)
    assert en == [
        f"The statistics file {path} is damaged: {reason_en}. Counting starts again.",
        f"The damaged statistics file is kept as {kept}.",
    ]
    assert de == [
        f"Die Statistikdatei {path} ist beschädigt: {reason_de}. Die Zählung beginnt neu.",
        f"Die beschädigte Statistikdatei bleibt als {kept} erhalten.",
    ]
    assert stats.records == {}
    assert kept.read_bytes() == original
    assert not path.exists()


STATS_NUMBERS = [
    ({"won": "Infinity"}, "Infinity is not a finite number", "Infinity ist keine endliche Zahl"),
    ({"xp": "-Infinity"}, "-Infinity is not a finite number", "-Infinity ist keine endliche Zahl"),
    ({"xp": "NaN"}, "NaN is not a finite number", "NaN ist keine endliche Zahl"),
    ({"won": "1e400"}, "1e400 is not a finite number", "1e400 ist keine endliche Zahl"),
    (
        {"lost": "-5"},
        "lost must be a whole number from 0 to 1000000000, not -5",
        "lost muss eine ganze Zahl von 0 bis 1000000000 sein, nicht -5",
    ),
    (
        {"won": "3.9"},
        "won must be a whole number from 0 to 1000000000, not 3.9",
        "won muss eine ganze Zahl von 0 bis 1000000000 sein, nicht 3.9",
    ),
    (
        {"left": "true"},
        "left must be a whole number from 0 to 1000000000, not true",
        "left muss eine ganze Zahl von 0 bis 1000000000 sein, nicht true",
    ),
    (
        {"won": "1" + "0" * 40},
        "a number of more than 30 digits",
        "eine Zahl mit mehr als 30 Ziffern",
    ),
]


@pytest.mark.parametrize("fields, en, de", STATS_NUMBERS)
def test_odd_numbers_in_the_statistics_are_refused_and_the_file_set_aside(tmp_path, fields, en, de):
    """The old reader crashed on Infinity and 1e400 (OverflowError) and
    counted -5, 3.9 and true as -5, 3 and 1."""
    path = tmp_path / "stats.json"
    path.write_text(stats_text(**fields), encoding="utf-8")
    original = path.read_bytes()
    assert_stats_set_aside(path, original, Stats(path), en, de, tmp_path / "stats.json.broken")
    # counting starts again, and the kept file stays as it was
    Stats(path).update(lambda s: s.add_result("Anna", "logomachy", 2, won=True))
    assert Stats(path).record("Anna", "logomachy") == Record(xp=20, won=1)
    assert (tmp_path / "stats.json.broken").read_bytes() == original


def test_statistics_nested_100000_deep_are_refused_and_set_aside(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text('{"profiles": ' + "[" * DEEP + "]" * DEEP + "}", encoding="utf-8")
    original = path.read_bytes()
    assert_stats_set_aside(
        path, original, Stats(path), DEEP_EN, DEEP_DE, tmp_path / "stats.json.broken"
    )


def test_damaged_statistics_are_set_aside_once_and_a_second_never_over_the_first(tmp_path):
    path = tmp_path / "stats.json"
    first = stats_text(lost="-5").encode()
    path.write_bytes(first)
    Stats(path)
    assert (tmp_path / "stats.json.broken").read_bytes() == first
    assert Stats(path).problems == []  # set aside once: nothing is left to report or move
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.json.broken", "stats.json.lock"]

    second = b'{"profiles": Infinity}'
    path.write_bytes(second)
    stats = Stats(path)
    reason_en = "Infinity is not a finite number"
    reason_de = "Infinity ist keine endliche Zahl"
    assert_stats_set_aside(
        path, second, stats, reason_en, reason_de, tmp_path / "stats.json.broken-2"
    )
    assert (tmp_path / "stats.json.broken").read_bytes() == first

    path.write_bytes(b"[[[")
    Stats(path)
    assert (tmp_path / "stats.json.broken-3").read_bytes() == b"[[["
    assert (tmp_path / "stats.json.broken").read_bytes() == first
    assert (tmp_path / "stats.json.broken-2").read_bytes() == second


# --- settings -------------------------------------------------------------------------------------


DEEP_TOML = {
    # each fits within the 64 KiB a settings file may have, and is deeper
    # than the parser's recursion allows
    "arrays 30,000 deep": "rate = " + "[" * 30_000 + "]" * 30_000 + "\n",
    "inline tables 10,000 deep": "rate = " + "{a = " * 10_000 + "1" + "}" * 10_000 + "\n",
    # no recursion in the parser, but deeper than the limit
    "a dotted key 100 deep": ".".join(["a"] * 100) + " = 1\n",
    "a table header 100 deep": "[" + ".".join(["t"] * 100) + "]\nx = 1\n",
}


def assert_settings_set_aside(
    path: Path, original: bytes, loaded, problems, reason_en: str, reason_de: str, kept: Path
) -> None:
    assert loaded == settings.defaults()
    en, de = texts(problems)
    assert en == [
        f"The settings file {path} is damaged: {reason_en}. Using the defaults.",
        f"The settings file was corrected; the damaged one is kept as {kept}.",
    ]
    assert de == [
        f"Die Einstellungsdatei {path} ist beschädigt: {reason_de}. Es gelten die Standardwerte.",
        f"Die Einstellungsdatei wurde berichtigt; die beschädigte bleibt als {kept} erhalten.",
    ]
    assert kept.read_bytes() == original
    assert settings.load(path) == (settings.defaults(), [])  # the clean file written in its place


@pytest.mark.parametrize("name", list(DEEP_TOML))
def test_settings_nested_too_deep_are_refused_without_recursion_error(tmp_path, name):
    path = tmp_path / "settings.toml"
    path.write_text(DEEP_TOML[name], encoding="utf-8")
    original = path.read_bytes()
    loaded, problems = settings.load(path)
    assert_settings_set_aside(
        path, original, loaded, problems, DEEP_EN, DEEP_DE, tmp_path / "settings.toml.broken"
    )


def test_damaged_settings_are_set_aside_once_and_a_second_never_over_the_first(tmp_path):
    path = tmp_path / "settings.toml"
    first = b"rate = 1000\n"
    path.write_bytes(first)
    loaded, problems = settings.load(path)
    assert (tmp_path / "settings.toml.broken").read_bytes() == first
    assert settings.load(path) == (settings.defaults(), [])  # set aside once

    second = b"language = = de\n"
    path.write_bytes(second)
    loaded, problems = settings.load(path)
    assert_settings_set_aside(
        path,
        second,
        loaded,
        problems,
        "not valid TOML (line 1, column 12)",
        "kein gültiges TOML (Zeile 1, Spalte 12)",
        tmp_path / "settings.toml.broken-2",
    )
    assert (tmp_path / "settings.toml.broken").read_bytes() == first


def test_settings_that_are_not_utf8_are_set_aside_not_written_over_by_the_next_change(tmp_path):
    """A settings file saved as Latin-1 was only "cannot be read"; the next
    change in the options screen then wrote over it and the player's file
    was gone."""
    path = tmp_path / "settings.toml"
    original = 'language = "de"\nname = "Jürgen"\n'.encode("latin-1")
    path.write_bytes(original)
    loaded, problems = settings.load(path)
    assert_settings_set_aside(
        path,
        original,
        loaded,
        problems,
        "not UTF-8 text",
        "kein UTF-8-Text",
        tmp_path / "settings.toml.broken",
    )
    settings.save_changes({"rate": 5}, path)
    assert settings.load(path) == (settings.defaults().with_changes(rate=5), [])
    assert (tmp_path / "settings.toml.broken").read_bytes() == original


# --- a 50 MB name in the statistics and the settings ---------------------------------------------


def test_statistics_with_a_50_mb_name_are_refused_by_their_size_and_set_aside(tmp_path):
    """Refused by the size limit (4 MiB) and, as docs/promises.md says, set
    aside as damaged so counting starts again (before, the file was only
    "cannot be read", and no game was ever counted again)."""
    path = tmp_path / "stats.json"
    path.write_text(
        stats_text().replace('"Anna"', json.dumps("N" * (50 * 1024 * 1024))), encoding="utf-8"
    )
    original = path.read_bytes()
    size = len(original)
    assert_stats_set_aside(
        path,
        original,
        Stats(path),
        f"too large ({size} bytes, at most 4194304)",
        f"zu groß ({size} Bytes, höchstens 4194304)",
        tmp_path / "stats.json.broken",
    )
    _, written = Stats(path).update(lambda s: s.add_result("Anna", "logomachy", 2, won=False))
    assert written
    assert Stats(path).record("Anna", "logomachy") == Record(xp=-10, lost=1)


def test_settings_with_a_50_mb_name_are_refused_by_their_size_and_set_aside(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text(f'name = "{"N" * (50 * 1024 * 1024)}"\n', encoding="utf-8")
    original = path.read_bytes()
    size = len(original)
    loaded, problems = settings.load(path)
    assert_settings_set_aside(
        path,
        original,
        loaded,
        problems,
        f"too large ({size} bytes, at most 65536)",
        f"zu groß ({size} Bytes, höchstens 65536)",
        tmp_path / "settings.toml.broken",
    )


# --- names from a file in the messages ------------------------------------------------------------


def test_a_game_name_in_the_statistics_brings_no_escape_sequence_into_the_message(tmp_path):
    """A game's name is a key of the file; a message naming it said it raw,
    so an escape sequence in it reached the terminal (here: set its
    title)."""
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"profiles": {"Anna": {"\x1b]0;owned\x07": 5}}}), encoding="utf-8")
    stats = Stats(path)
    en, de = texts(stats.problems)
    assert en[0] == (
        f"The statistics file {path} is damaged: ]0;owned must be a table of names and values. "
        "Counting starts again."
    )
    assert de[0] == (
        f"Die Statistikdatei {path} ist beschädigt: ]0;owned muss eine Tabelle aus Namen und "
        "Werten sein. Die Zählung beginnt neu."
    )
