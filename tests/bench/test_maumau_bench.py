"""The random players of the Mau Mau benchmark (bench/maumau_bench.py):
what they choose, and that their rounds are real rounds of the rules."""

from __future__ import annotations

import random
from collections import Counter

import maumau_bench  # bench/, on the path (conftest.py)

from accessible_games.games.maumau.moves import (
    CHALLENGE_ACTION,
    DRAW,
    DRAW_ONE,
    PASS,
    PASS_ACTION,
    PLAY,
    PLAY_OPTIONS,
    REPORT_ACTION,
)
from accessible_games.games.maumau.rules import MauMau
from tests.game_helpers import record_games

# three card kinds (ids of cards.py's kinds), played plainly and with the call
KINDS = (0, 1, 2)


def plays(two: bool) -> list:
    return [a for kind in KINDS for a in PLAY_OPTIONS[kind][two]]


def assert_replayed(made: list[MauMau], choose) -> list[MauMau]:
    """Each game of ``made`` (the benchmark's two-player games of seeds 0,
    1, ...) played again from its seed, each move ``choose(legal actions,
    holding two cards)``, has the same log. Returns the games played again."""
    replayed = []
    for seed, game in enumerate(made):
        again = MauMau(2, maumau_bench.OPTIONS, seed)
        while not again.over:
            seat = again.turn
            holds_two = len(again.view(seat)["hand"]) == 2
            again.apply(seat, choose(again.legal_actions(seat), holds_two))
        assert again.log == game.log
        replayed.append(again)
    return replayed


def test_like_rlcard_never_draws_or_passes_while_it_can_play() -> None:
    rand = random.Random(1).random
    for legal in (
        plays(False) + [DRAW_ONE],
        [PLAY_OPTIONS[5][False][0], PASS_ACTION],
        [DRAW_ONE, CHALLENGE_ACTION],
        plays(False) + [DRAW_ONE, REPORT_ACTION],
    ):
        for _ in range(500):
            action = maumau_bench.choose_like_rlcard(legal, False, rand)
            assert action.kind not in (DRAW, PASS)


def test_like_rlcard_draws_or_passes_only_when_nothing_else_is_legal() -> None:
    rand = random.Random(2).random
    assert maumau_bench.choose_like_rlcard([DRAW_ONE], False, rand) is DRAW_ONE
    assert maumau_bench.choose_like_rlcard([PASS_ACTION], False, rand) is PASS_ACTION


def test_like_rlcard_always_calls_last_card_with_two_cards() -> None:
    rand = random.Random(3).random
    legal = plays(True) + [DRAW_ONE]
    chosen = Counter(maumau_bench.choose_like_rlcard(legal, True, rand) for _ in range(6000))
    assert all(a.kind == PLAY and a.data[2] for a in chosen)
    # uniform over the three kinds: about 2000 each
    by_kind = Counter(a.data[0] for a in chosen.elements())
    assert set(by_kind) == set(KINDS)
    assert all(1800 < n < 2200 for n in by_kind.values()), by_kind


def test_like_rlcard_is_uniform_over_the_plays() -> None:
    rand = random.Random(4).random
    legal = plays(False) + [DRAW_ONE]
    chosen = Counter(maumau_bench.choose_like_rlcard(legal, False, rand) for _ in range(9000))
    assert set(chosen) == set(plays(False))
    assert all(2800 < n < 3200 for n in chosen.values()), chosen


def test_plays_first_passes_and_forgets_at_random() -> None:
    rand = random.Random(5).random
    legal = [PLAY_OPTIONS[0][False][0], PASS_ACTION]
    kinds = Counter(maumau_bench.choose_plays_first(legal, rand).kind for _ in range(4000))
    assert 1800 < kinds[PASS] < 2200
    legal = plays(True) + [DRAW_ONE]
    called = Counter(maumau_bench.choose_plays_first(legal, rand).data[2] for _ in range(4000))
    assert 1800 < called[True] < 2200


def test_rounds_are_played_to_the_end_by_the_rules(monkeypatch) -> None:
    """Each round ends with a winner; the RLCard-like player never passes or
    is reported, and its rounds are shorter than the plays-first player's."""
    made = record_games(monkeypatch, maumau_bench, "MauMau")
    like = maumau_bench.random_play(2, like_rlcard=True)
    first = maumau_bench.random_play(2, like_rlcard=False)
    steps_like = sum(like(seed)["steps"] for seed in range(200))
    like_games, made[:] = made[:], []
    steps_first = sum(first(seed)["steps"] for seed in range(200))
    first_games = made[:]
    for game in like_games + first_games:
        assert game.over and game.winners
    texts = [text for game in like_games for _seat, text in game.log]
    assert not any(t in ("pass", "report") for t in texts)
    assert any(t.endswith(" last") for t in texts)
    first_texts = [text for game in first_games for _seat, text in game.log]
    assert "pass" in first_texts and "report" in first_texts
    assert steps_like < steps_first


def test_the_inlined_choice_is_choose_like_rlcard(monkeypatch) -> None:
    """The round loop chooses as :func:`choose_like_rlcard` does (inlined for
    speed): replayed with the function and the same random numbers, every
    game's log is the same."""
    made = record_games(monkeypatch, maumau_bench, "MauMau")
    play = maumau_bench.random_play(2, seed=77)
    for seed in range(60):
        play(seed)
    rand = random.Random(77).random
    assert_replayed(made, lambda legal, two: maumau_bench.choose_like_rlcard(legal, two, rand))


def test_with_choice_plays_like_rlcard() -> None:
    choice = random.Random(6).choice
    for legal in (
        plays(False) + [DRAW_ONE],
        [PLAY_OPTIONS[5][False][0], PASS_ACTION],
        [DRAW_ONE, CHALLENGE_ACTION],
    ):
        for _ in range(300):
            assert maumau_bench.choose_with_choice(legal, False, choice).kind not in (DRAW, PASS)
    assert maumau_bench.choose_with_choice([DRAW_ONE], False, choice) is DRAW_ONE
    legal = plays(True) + [DRAW_ONE]
    chosen = Counter(maumau_bench.choose_with_choice(legal, True, choice) for _ in range(6000))
    assert all(a.kind == PLAY and a.data[2] for a in chosen)
    by_kind = Counter(a.data[0] for a in chosen.elements())
    assert all(1800 < n < 2200 for n in by_kind.values()), by_kind


def test_the_like_for_like_loop_chooses_with_random_choice(monkeypatch) -> None:
    """The like-for-like round loop is :func:`choose_with_choice` with
    ``random.choice`` (inlined), and the uniform loop is ``random.choice``
    over the legal actions and nothing else: replayed with the same
    generator, every game's log is the same."""
    made = record_games(monkeypatch, maumau_bench, "MauMau")
    play = maumau_bench.random_play(2, seed=78, player="choice")
    for seed in range(40):
        play(seed)
    choice = random.Random(78).choice
    assert_replayed(made, lambda legal, two: maumau_bench.choose_with_choice(legal, two, choice))
    texts = [text for game in made for _seat, text in game.log]
    assert not any(t in ("pass", "report") for t in texts)
    made.clear()
    play = maumau_bench.random_play(2, seed=79, player="uniform")
    for seed in range(3):
        play(seed)
    choice = random.Random(79).choice
    for again in assert_replayed(made, lambda legal, _holds_two: choice(legal)):
        assert again.winners


def _engine(games: float, steps: float, rounds: int = 3) -> dict:
    return {
        "games_per_s": games,
        "steps_per_s": steps,
        "steps_per_game": steps / games,
        "us_per_step": 1e6 / steps,
        "rounds": [{"games_per_s": games, "steps_per_s": steps}] * rounds,
    }


def test_the_report_gives_both_comparisons_and_checks_the_target_like_for_like() -> None:
    throughput = {
        maumau_bench.CHOICE_KEY: _engine(2000, 116_000),
        maumau_bench.UNIFORM_KEY: _engine(200, 210_000),
        maumau_bench.RLCARD_LOOP_KEY: _engine(500, 23_000),
        maumau_bench.KEY: _engine(3000, 175_000),
        maumau_bench.PASSES_KEY: _engine(2500, 200_000),
        maumau_bench.RLCARD_KEY: _engine(400, 19_000),
    }
    result = maumau_bench.summary(throughput)
    assert result["strict"]["rounds_ratio"] == 4.0
    assert result["flattering"]["rounds_ratio"] == 7.5
    assert result["target_met"] is False  # 4x like for like, although 7.5x flattering
    doc = maumau_bench.doc_values(result)
    assert "4.00×" in doc["maumau_table"] and "7.50×" in doc["maumau_table"]
    assert maumau_bench.RLCARD_LOOP_LABEL in doc["maumau_table"]
    assert maumau_bench.RLCARD_LABEL in doc["maumau_table"]
    assert "like for like: not met" in doc["maumau_verdict"]
    assert "7.50×" in doc["maumau_verdict"]  # the flattering figure is stated too
    throughput[maumau_bench.CHOICE_KEY] = _engine(2600, 150_000)
    assert maumau_bench.summary(throughput)["target_met"] is True
    # without RLCard: said so, no verdict on the target
    alone = maumau_bench.summary(
        {maumau_bench.CHOICE_KEY: _engine(2000, 116_000), maumau_bench.KEY: _engine(3000, 175_000)}
    )
    assert alone["target_met"] is None
    assert "not measured" in maumau_bench.doc_values(alone)["maumau_table"]


def test_the_report_names_the_load_of_the_machine() -> None:
    throughput = {
        maumau_bench.CHOICE_KEY: {
            **_engine(2000, 116_000),
            "rounds": [{"games_per_s": g, "steps_per_s": 116_000} for g in (1800, 2000, 2400)],
        },
        maumau_bench.RLCARD_LOOP_KEY: _engine(400, 18_000),
    }
    quiet = maumau_bench.doc_values(maumau_bench.summary(throughput, [0.2, 0.4]))
    assert (
        "load average (1 minute) after the rounds of the measurement was 0.2–0.4"
        in quiet["maumau_verdict"]
        and "rough" not in quiet["maumau_verdict"]
    )
    busy = maumau_bench.doc_values(maumau_bench.summary(throughput, [3.5, 5.0]))
    assert "moved by 1.3× between rounds; take it as rough" in busy["maumau_verdict"]
