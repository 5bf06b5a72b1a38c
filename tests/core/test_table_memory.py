"""Bounded memory: a table keeps no list of events that grows with the match
(the game's action log and seed are what replay and the history need), and
``Table.events`` makes the events again from them."""

from __future__ import annotations

import gc
import random
import tracemalloc

import pytest

from accessible_games.app.session import Session
from accessible_games.core.game import Event
from accessible_games.core.table import Seat, Table
from accessible_games.games.registry import entry, game_ids

KIB = 1024


def traced() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


def sizes(obj: object) -> dict[str, int]:
    """The length of every container attribute of ``obj``."""
    return {
        name: len(value)
        for name, value in vars(obj).items()
        if isinstance(value, (list, dict, tuple, set))
    }


def test_a_table_holds_no_more_after_thousands_of_moves_than_at_the_start():
    found = entry("maumau")
    game = found.rules(2, {}, 5)  # random players: a match of thousands of moves
    seats = [Seat(f"bot {s}", found.make_bot("random")) for s in range(2)]
    tracemalloc.start()
    try:
        table = Table(game, seats)
        heard: list[int] = [0]
        table.view_for(0).listen(lambda event: heard.__setitem__(0, heard[0] + 1))
        table.start()
        for _ in range(20):
            table.step_bot()
        early = sizes(table)
        table.run_bots(limit=2500)
        assert len(game.log) > 2000 and heard[0] > 2000
        assert sizes(table) == early  # nothing in the table grew
        before = traced()
        del table
        freed = before - traced()  # what the table itself held (the game and the seats stay)
    finally:
        tracemalloc.stop()
    assert freed < 4 * KIB


def test_a_finished_session_stays_under_100_kib():
    tracemalloc.start()
    try:
        session = Session.new("maumau", 2, 2, "good", 1, {}, "en", lambda utterance: None)
        session.start()
        assert session.game.is_over() and len(session.game.log) > 300
        kept = traced()
        del session
        retained = kept - traced()
    finally:
        tracemalloc.stop()
    assert 0 < retained <= 100 * KIB


@pytest.mark.parametrize("game_id", game_ids())
def test_the_events_are_made_again_from_the_log(game_id):
    found = entry(game_id)
    players = max(2, found.rules.min_players)
    game = found.rules(players, {}, 7)
    table = Table(game, [Seat(f"bot {s}", found.make_bot("random")) for s in range(players)])
    live: list[Event] = []
    table.listen(live.append)
    table.start()
    rng = random.Random(3)
    for _ in range(150):
        if not table.step_bot():
            break
        if rng.random() < 0.05:
            assert table.events == live  # at any point of the match
    assert table.events == live
    assert live[: len(game.setup_events)] == game.setup_events
