"""The Mad Nooks benchmark (bench/madnooks_bench.py): its games are real
games played to their end, its areas are built by legal play, and its
report says what was measured."""

from __future__ import annotations

import madnooks_bench  # bench/, on the path (conftest.py)

from accessible_games.games.madnooks.tiles import load_deck
from tests.bench.helpers import random_play_games


def test_random_play_plays_whole_games(monkeypatch) -> None:
    tables = (("classic", 2), ("solitaire", 1))
    for game in random_play_games(monkeypatch, madnooks_bench, "make_game", tables, range(2)):
        assert game.is_over()


def test_each_variant_is_played_by_its_own_rules() -> None:
    assert type(madnooks_bench.make_game(2, {"variant": "poker"}, 1)).__name__ == "MadNooksPoker"
    assert type(madnooks_bench.make_game(2, {"variant": "classic"}, 1)).__name__ == "MadNooks"


def test_areas_are_built_by_legal_play_to_their_size() -> None:
    deck = load_deck()
    area = madnooks_bench.build_area(10, 3)
    assert area is not None and len(area.laid) == 10
    # laid again from the start in the same order, each placement is legal
    from accessible_games.games.madnooks.area import Area

    again = Area()
    for number, laid in enumerate(area.laid):
        if number:
            assert again.check(deck[laid.tile], laid.rotation, laid.x, laid.y) is None
        again.lay(laid.tile, deck[laid.tile], laid.rotation, laid.x, laid.y)


def test_the_report_holds_the_figures_measured() -> None:
    geometry = {
        "placements": [
            {
                "tiles": 10,
                "median_ms": 0.3,
                "worst_ms": 0.6,
                "frontier": 25.0,
                "candidates": 235.0,
                "legal": 0.6,
                "seeds_tried": 5,
            }
        ],
        "solver": {
            "hands": 20,
            "median_ms": 35.0,
            "worst_ms": 1200.0,
            "mean_points": 5.1,
            "max_points": 6,
            "min_points": 4,
        },
    }
    values = madnooks_bench.doc_values(madnooks_bench.summary({}, geometry))
    assert "| 10 | 25 | 235 | 0.6 | 0.300 ms | 0.600 ms |" in values["madnooks_placements_table"]
    assert "NOT under the 1 s limit" in values["madnooks_solver"]
    assert madnooks_bench.doc_values(None)["madnooks_table"] == "Not measured in this run."


def test_the_report_tables_random_play_and_placements_apart() -> None:
    throughput = {
        madnooks_bench.KEYS["classic", 2]: {
            "label": "Mad Nooks classic 2p",
            "games_per_s": 40.0,
            "steps_per_s": 1000.0,
            "steps_per_game": 25.0,
            "us_per_step": 1000.0,
            "steps_per_s_min": 900.0,
            "steps_per_s_max": 1100.0,
            "seconds": 1.5,
        }
    }
    geometry = {
        "placements": [
            {
                "tiles": 38,
                "median_ms": 0.7,
                "worst_ms": 1.2,
                "frontier": 66.0,
                "candidates": 610.0,
                "legal": 0.5,
                "seeds_tried": 9,
            }
        ]
    }
    values = madnooks_bench.doc_values(madnooks_bench.summary(throughput, geometry))
    assert (
        "| Mad Nooks classic 2p | 40.00 | 1,000 | 900–1,100 | 25 | 1000.0 |"
        in values["madnooks_table"]
    )
    assert "frontier" not in values["madnooks_table"]
    assert "| 38 | 66 | 610 | 0.5 | 0.700 ms | 1.200 ms |" in values["madnooks_placements_table"]
