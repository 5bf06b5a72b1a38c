"""Files that made the program hang or exhaust its memory: a FIFO or
/dev/zero given as a saved game or a Logomachy deck, a 35 MB deck, a sparse
300 MB save. Each is refused at once with a message in English and German,
read no further than the limit, and the peak memory barely grows.

Every load runs in a fresh interpreter (tests/boundary/child.py) with a
time limit and a bounded address space, so a regression fails the test
instead of hanging it or exhausting the machine; the child measures its own
peak memory (getrusage) and the bytes it read (/proc/self/io) around the
one call."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.boundary.helpers import run_child, saved_data, write_json

MiB = 1024 * 1024
SAVE_LIMIT = 8 * MiB  # accessible_games.boundary.limits.SAVE_BYTES
DECK_LIMIT = 256 * 1024  # accessible_games.boundary.limits.DECK_BYTES
#: what a refusal may add to the peak memory
MEMORY_GROWTH = 64 * MiB
#: how long a refusal may take (a regression hangs until the child's time limit)
QUICK = 2.0

SPECIAL_EN = "not an ordinary file (a device, a pipe or a socket)"
SPECIAL_DE = "keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)"


def fifo(folder: Path) -> Path:
    path = folder / "pipe"
    os.mkfifo(path)
    return path


def sparse(path: Path, size: int) -> Path:
    """A file of ``size`` bytes that takes no room on the disk."""
    path.touch()
    os.truncate(path, size)
    return path


def big_deck(folder: Path) -> Path:
    """A 35 MB deck of valid lines (the old loader read and dealt it all)."""
    path = folder / "big.deck"
    line = b"red 1 E 1\n"
    path.write_bytes(line * (35 * MiB // len(line)))
    return path


def save_with_deck(folder: Path, deck: Path | str) -> Path:
    data = saved_data(folder, moves=0)
    data["options"]["deck_file"] = str(deck)
    data["actions"] = []
    del data["snapshot"]
    return write_json(folder / "with-deck.json", data)


def save_cannot_read(path, reason_en, reason_de):
    return (
        "SaveError",
        "core.save.unreadable",
        f"Cannot read the saved game {path}: {reason_en}.",
        f"Der gespeicherte Spielstand {path} kann nicht gelesen werden: {reason_de}.",
    )


def deck_cannot_read(path, reason_en, reason_de, error="DeckError"):
    return (
        error,
        "logomachy.deck.unreadable",
        f"Cannot read deck file {path}: {reason_en}.",
        f"Kartendatei {path} kann nicht gelesen werden: {reason_de}.",
    )


def too_large(size, limit):
    return (
        f"too large ({size} bytes, at most {limit})",
        f"zu groß ({size} Bytes, höchstens {limit})",
    )


def case(name: str, folder: Path):
    """(child command, path, expected outcome, reading limit) of one case."""
    if name == "load_game of a FIFO":
        path = fifo(folder)
        return "load_game", path, save_cannot_read(path, SPECIAL_EN, SPECIAL_DE), SAVE_LIMIT
    if name == "load_game of /dev/zero":
        path = Path("/dev/zero")
        return "load_game", path, save_cannot_read(path, SPECIAL_EN, SPECIAL_DE), SAVE_LIMIT
    if name == "a sparse 300 MB save":
        path = sparse(folder / "huge.json", 300 * MiB)
        return (
            "load_game",
            path,
            save_cannot_read(path, *too_large(300 * MiB, SAVE_LIMIT)),
            SAVE_LIMIT,
        )
    if name == "a save whose deck_file is a FIFO":
        deck = fifo(folder)
        # a deck that cannot be read makes the save unusable: a SaveError with the deck's reason
        return (
            "load_game",
            save_with_deck(folder, deck),
            deck_cannot_read(deck, SPECIAL_EN, SPECIAL_DE, "SaveError"),
            DECK_LIMIT,
        )
    if name == "a save whose deck_file is /dev/zero":
        return (
            "load_game",
            save_with_deck(folder, "/dev/zero"),
            deck_cannot_read("/dev/zero", SPECIAL_EN, SPECIAL_DE, "SaveError"),
            DECK_LIMIT,
        )
    if name == "a save whose deck_file is 35 MB":
        deck = big_deck(folder)
        size = deck.stat().st_size
        return (
            "load_game",
            save_with_deck(folder, deck),
            deck_cannot_read(deck, *too_large(size, DECK_LIMIT), "SaveError"),
            DECK_LIMIT,
        )
    if name == "deck file /dev/zero":
        return (
            "load_deck_file",
            "/dev/zero",
            deck_cannot_read("/dev/zero", SPECIAL_EN, SPECIAL_DE),
            DECK_LIMIT,
        )
    if name == "deck file a FIFO":
        deck = fifo(folder)
        return "load_deck_file", deck, deck_cannot_read(deck, SPECIAL_EN, SPECIAL_DE), DECK_LIMIT
    if name == "deck file of 35 MB":
        deck = big_deck(folder)
        return (
            "load_deck_file",
            deck,
            deck_cannot_read(deck, *too_large(deck.stat().st_size, DECK_LIMIT)),
            DECK_LIMIT,
        )
    raise AssertionError(name)


CASES = [
    "load_game of a FIFO",
    "load_game of /dev/zero",
    "a sparse 300 MB save",
    "a save whose deck_file is a FIFO",
    "a save whose deck_file is /dev/zero",
    "a save whose deck_file is 35 MB",
    "deck file /dev/zero",
    "deck file a FIFO",
    "deck file of 35 MB",
]


@pytest.mark.parametrize("name", CASES)
def test_refused_at_once_with_a_clear_message_reading_no_more_than_the_limit(tmp_path, name):
    command, path, (error, key, english, german), limit = case(name, tmp_path)
    result = run_child(command, path, timeout=20)
    assert result["outcome"] == error, result
    assert result["key"] == key
    assert result["en"] == english
    assert result["de"] == german
    assert result["seconds"] < QUICK, result
    assert result["read_bytes"] <= limit, result
    assert result["rss_growth_kib"] * 1024 < MEMORY_GROWTH, result


@pytest.mark.parametrize("name", ["load_game of /dev/zero", "a sparse 300 MB save"])
def test_peak_memory_stays_far_below_the_file(tmp_path, name):
    """The two cases that exhausted memory: the peak grows by less than
    64 MiB (the old loader grew by the whole file, or until it failed)."""
    command, path, _, _ = case(name, tmp_path)
    result = run_child(command, path, timeout=20)
    assert result["outcome"] == "SaveError", result
    assert result["rss_growth_kib"] < MEMORY_GROWTH // 1024, result
    assert result["read_bytes"] < MiB, result  # refused by its kind or size, before reading
