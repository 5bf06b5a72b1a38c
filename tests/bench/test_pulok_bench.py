"""The Pulok benchmark (bench/pulok_bench.py): its games are real games from
the deal to the reveal, its hands are hands held in real games, and its
arrangement times are uncached."""

from __future__ import annotations

import time

import pulok_bench  # bench/, on the path (conftest.py)

from accessible_games.games.pulok.arrange import best_arrangement
from accessible_games.games.pulok.tiles import PULOK_KIND, TILE_KIND, tile_id
from tests.bench.helpers import random_play_games


def test_random_play_plays_one_game_from_the_deal_to_its_reveal(monkeypatch) -> None:
    tables = (("simple", 2), ("double", 4))
    for game in random_play_games(monkeypatch, pulok_bench, "Pulok", tables, range(3)):
        assert len(game.games) == 1, "exactly one game revealed and scored"
        assert game.game_no == 2 or game.over, "the next game was dealt"
        arranging = ("arrange", "place ", "move ", "remove ", "colour ")
        assert not any(text.startswith(arranging) for _seat, text in game.log)


def test_collected_hands_are_distinct_hands_by_their_puloks() -> None:
    hands = pulok_bench.collect_hands("simple", per_count=3, seed=11, max_games=40)
    assert set(hands) == set(range(pulok_bench.MAX_PULOKS + 1))
    assert hands[0] and hands[1], "hands without and with a Pulok are common"
    seen = set()
    for puloks, found in hands.items():
        assert len(found) <= 3
        for hand in found:
            assert len(hand) == 15 and list(hand) == sorted(hand) and len(set(hand)) == 15
            assert sum(1 for t in hand if TILE_KIND[t] == PULOK_KIND) == puloks
            assert hand not in seen
            seen.add(hand)


def test_arrangement_times_are_uncached() -> None:
    # an experts hand with three Puloks: searched, never served from a cache
    hand = tuple(
        sorted(
            [
                tile_id(letter, colour)
                for letter, colour in (
                    (0, 0),
                    (1, 0),
                    (3, 1),
                    (3, 2),
                    (5, 3),
                    (7, 4),
                    (8, 4),
                    (10, 5),
                    (11, 0),
                    (12, 1),
                    (13, 2),
                    (14, 3),
                )
            ]
            + [180, 181, 182]
        )
    )
    times = pulok_bench.time_arrangements("experts", [hand] * 5)
    assert len(times) == 5
    best_arrangement(hand, "experts")
    start = time.perf_counter()
    for _ in range(100):
        best_arrangement(hand, "experts")
    cached = (time.perf_counter() - start) / 100
    assert min(times) > 10 * cached, (times, cached)


def test_summary_and_doc_values() -> None:
    rate = {
        "label": "Pulok simple 2p",
        "games_per_s": 30.0,
        "steps_per_s": 20_000.0,
        "steps_per_game": 650.0,
        "us_per_step": 50.0,
        "steps_per_s_min": 19_000.0,
        "steps_per_s_max": 21_000.0,
        "rounds": [],
    }
    arrangements = [
        {
            "variant": "experts",
            "puloks": 3,
            "tiles": 15,
            "n": 4,
            "median_us": 6500.0,
            "max_us": 61_000.0,
            "mean_us": 9000.0,
        },
        {
            "variant": "experts",
            "puloks": 4,
            "tiles": 15,
            "n": 0,
            "median_us": float("nan"),
            "max_us": float("nan"),
        },
    ]
    result = pulok_bench.summary({pulok_bench.KEYS["simple", 2]: rate, "other": rate}, arrangements)
    assert list(result["random"]) == ["pulok_simple_2p"]
    values = pulok_bench.doc_values(result)
    row = "| Pulok simple 2p | 30.00 | 20,000 | 19,000–21,000 | 650 | 50.0 |"
    assert row in values["pulok_table"]
    assert "| experts | 3 | 4 | 6.50 ms | 61.00 ms |" in values["pulok_arrange_table"]
    assert "| experts | 4 | 0 | – | – |" in values["pulok_arrange_table"]
    assert "61.00 ms" in values["pulok_note"] and "50 ms or more" in values["pulok_note"]
    assert pulok_bench.summary({}, None) is None
    assert pulok_bench.doc_values(None)["pulok_table"] == "Not measured in this run."
