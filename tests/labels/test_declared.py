"""A game's braille labels are declared in its own folder and carried by its
registry entry: exactly the games that declare labels are offered, a game
without them is refused as unknown, and accessible_games/labels names no
game."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from accessible_games.cli import main
from accessible_games.core.labels import GameLabels
from accessible_games.core.messages import render
from accessible_games.games import registry
from accessible_games.games.registry import GameEntry, entry, game_ids, label_game_ids
from accessible_games.labels import codes
from accessible_games.labels.model import LabelError

LABELS = Path(__file__).resolve().parents[2] / "accessible_games" / "labels"


def test_the_labels_package_names_no_game():
    words = set(game_ids())
    for game_id in game_ids():
        words |= {render(entry(game_id).rules.title, lang).lower() for lang in ("en", "de")}
    for path in sorted(LABELS.rglob("*.py")):
        text = path.read_text("utf-8").lower()
        named = sorted(word for word in words if word in text)
        assert named == [], f"{path.name} names {named}"


@pytest.mark.parametrize("game_id", label_game_ids())
def test_a_games_labels_are_declared_in_its_folder(game_id):
    found = entry(game_id)
    assert isinstance(found.labels, GameLabels)
    assert importlib.import_module(f"{found.package}.labels").LABELS is found.labels


def test_the_games_offered_are_those_that_declare_labels():
    assert codes.GAMES == tuple(label_game_ids())
    assert list(codes.GAMES) == [g for g in game_ids() if entry(g).labels is not None]


@pytest.fixture
def a_game_without_cards(monkeypatch):
    """A registered game whose entry declares no labels."""
    plain = GameEntry(
        rules=entry("maumau").rules,
        narrator=entry("maumau").narrator,
        bots={},
        package="accessible_games.games.maumau",
    )
    monkeypatch.setitem(registry._FACTORIES, "plain", lambda: plain)
    monkeypatch.setitem(registry._CACHE, "plain", plain)
    return "plain"


def test_a_game_without_labels_is_not_offered_and_is_refused(a_game_without_cards):
    assert a_game_without_cards in game_ids()
    assert a_game_without_cards not in label_game_ids()
    with pytest.raises(LabelError) as info:
        codes.build_sheet(a_game_without_cards, "en")
    assert "Unknown game 'plain'" in info.value.text("en")


def test_the_command_refuses_a_game_without_labels(a_game_without_cards, tmp_path, capsys):
    out = tmp_path / "plain.brf"
    assert main(["labels", a_game_without_cards, "--output", str(out), "--lang", "en"]) == 2
    error = capsys.readouterr().err
    assert a_game_without_cards in error and ", ".join(label_game_ids()) in error
    assert not out.exists()
