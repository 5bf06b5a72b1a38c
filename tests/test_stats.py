"""Per-profile statistics: experience points as the Mau Mau ranking counts
them, games won, lost and left, kept in the data folder."""

from __future__ import annotations

import json

from accessible_games.core.errors import GameError
from accessible_games.core.messages import render
from accessible_games.stats import Record, Stats, stats_path


def test_winner_gets_ten_per_player_loser_loses_ten_leaver_twenty(tmp_path):
    stats = Stats(tmp_path / "stats.json")
    assert stats.add_result("Anna", "maumau", players=4, won=True) == 40
    assert stats.add_result("Anna", "maumau", players=3, won=False) == -10
    assert stats.add_leave("Anna", "maumau") == -20
    assert stats.record("Anna", "maumau") == Record(xp=10, won=1, lost=1, left=1)
    assert stats.record("Anna", "maumau").played == 3
    assert stats.record("Ben", "maumau") == Record()


def test_pairs_winners_get_twenty_each(tmp_path):
    stats = Stats(tmp_path / "stats.json")
    assert stats.add_result("Anna", "maumau", players=4, won=True, pairs=True) == 20


def test_records_are_kept_per_profile_and_game_across_runs():
    stats = Stats()
    stats.add_result("Anna", "maumau", players=2, won=True)
    stats.add_result("Anna", "logomachy", players=3, won=False)
    stats.save()
    again = Stats()
    assert again.problems == []
    assert again.record("Anna", "maumau") == Record(xp=20, won=1)
    assert again.record("Anna", "logomachy") == Record(xp=-10, lost=1)
    assert again.profiles() == ["Anna"]
    assert stats_path().exists()


def test_a_damaged_file_is_reported_kept_and_counting_starts_again(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("{ broken", encoding="utf-8")
    stats = Stats(path)
    assert [p.key for p in stats.problems] == ["stats.broken", "stats.kept"]
    assert "is damaged" in render(stats.problems[0], "en")
    assert "ist beschädigt" in render(stats.problems[0], "de")
    assert "stats.json.broken" in render(stats.problems[1], "en")
    assert (tmp_path / "stats.json.broken").read_text(encoding="utf-8") == "{ broken"
    stats.add_result("Anna", "maumau", players=2, won=True)
    stats.save()
    assert json.loads(path.read_text(encoding="utf-8"))["profiles"]["Anna"]["maumau"]["xp"] == 20


def test_a_failed_save_raises_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "stats.json"
    path.mkdir()  # a folder where the file should be: the final rename fails, also as root
    stats = Stats(path)
    stats.add_result("Anna", "maumau", players=2, won=True)
    try:
        stats.save()
    except GameError as exc:
        assert "a folder, not a file" in render(exc.msg, "en")
    else:
        raise AssertionError("saving over a folder must fail")
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"]
    assert path.is_dir() and not any(path.iterdir())
