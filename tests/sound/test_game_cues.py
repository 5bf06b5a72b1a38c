"""A game's sound cues are declared in its own folder and carried by its
registry entry; accessible_games/sound names no game."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from accessible_games import sound
from accessible_games.core.cues import CUE_IDS
from accessible_games.core.messages import render
from accessible_games.games.registry import entry, game_ids

SOUND = Path(__file__).resolve().parents[2] / "accessible_games" / "sound"


def game_words() -> set[str]:
    """Every game's id and title (both languages), lower case."""
    words = set(game_ids())
    for game_id in game_ids():
        words |= {render(entry(game_id).rules.title, lang).lower() for lang in ("en", "de")}
    return words


PACKAGE = SOUND.parent


@pytest.mark.parametrize("place", ["sound", "labels", "ui", "cli.py"])
def test_the_shared_code_names_no_game(place):
    """sound/, labels/, ui/ and cli.py read everything game-specific from
    the registry: not even a comment names a game."""
    root = PACKAGE / place
    paths = [root] if root.is_file() else sorted(root.rglob("*"))
    for path in paths:
        if path.suffix not in (".py", ".md", ".txt", ".tcss", "") or not path.is_file():
            continue
        text = path.read_text("utf-8").lower()
        named = sorted(word for word in game_words() if word in text)
        assert named == [], f"{path.relative_to(PACKAGE)} names {named}"


@pytest.mark.parametrize("game_id", game_ids())
def test_a_games_cues_are_declared_in_its_folder(game_id):
    found = entry(game_id)
    assert importlib.import_module(f"{found.package}.cues").CUES is found.cues
    assert found.cues and all(callable(rule) for rule in found.cues.values())


def test_the_cue_ids_are_the_sound_packages():
    assert sound.CUE_IDS is CUE_IDS
