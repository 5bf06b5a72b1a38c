"""The benchmark of the strongest bots' decision times
(bench/bot_decisions.py): which bots it times, what it counts, its report."""

from __future__ import annotations

import bot_decisions  # bench/, on the path (conftest.py)

from accessible_games.games.registry import bot_levels, game_ids


def test_every_game_is_measured() -> None:
    assert {game for game, *_rest in bot_decisions.TABLES} == set(game_ids())


def test_the_strongest_level_is_timed_on_decisions_with_a_choice() -> None:
    result = bot_decisions.measure("maumau", 2, {"quick": True}, 60.0, 5, max_moves=12)
    assert result["level"] == list(bot_levels("maumau"))[-1] == "strong"
    assert result["games"] >= 1
    assert result["decisions"] + result["forced"] == 12
    assert result["decisions"] > 0 and result["forced"] > 0
    assert result["p50_ms"] <= result["p99_ms"] <= result["max_ms"]
    # the strong player reports its work: imagined games and their moves
    assert result["work"]["simulations"]["max"] <= 300
    assert result["work"]["steps"]["max"] > 0


def test_the_report() -> None:
    results = [
        bot_decisions.measure("logomachy", 2, {}, 60.0, 1, max_moves=20),
        bot_decisions.measure("monad", 2, {}, 60.0, 1, max_moves=20),
    ]
    for result, text in zip(results, ("2 players", "2 players"), strict=True):
        result["table"] = text
    doc = bot_decisions.doc_values(results)
    assert doc["bots_table"].count("\n") == 3
    assert "`GoodMonadBot` (good)" in doc["bots_table"] and "positions" in doc["bots_table"]
    assert "within 200 ms (p99)" in doc["bots_verdict"]
    slow = dict(results[0], p99_ms=250.0, max_ms=300.0)
    doc = bot_decisions.doc_values([slow, results[1]])
    assert (
        ": not met" in doc["bots_verdict"] and "Above the target: Logomachy" in doc["bots_verdict"]
    )
    assert bot_decisions.doc_values(None)["bots_table"] == "Not measured in this run."
