"""The clock of a table with a time per move: it runs per decision of the
player, warns at 30 and 10 seconds left, and reports when the time is up."""

from __future__ import annotations

import pytest

from accessible_games.app.clock import EXPIRED, WARN, MoveClock, time_per_move
from accessible_games.games.logomachy.rules import Logomachy
from tests.games.maumau.maumau_helpers import new_game, place


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_time_per_move_comes_from_the_option_and_other_games_have_none():
    assert time_per_move(new_game(2, time_per_move=45)) == 45
    assert time_per_move(new_game(2)) is None
    assert time_per_move(Logomachy(2, {}, 1)) is None


def test_the_clock_runs_only_while_the_seat_is_awaited():
    now = FakeTime()
    game = place(new_game(2, time_per_move=60), hands=["R5 B9", "G5 G6"], top="R1", turn=1)
    clock = MoveClock(60, now)
    clock.sync(game, 0)
    assert not clock.running and clock.poll() == []
    game.apply(1, "draw") if game.phase == "play" else None
    clock.sync(game, 0)
    if game.turn == 0:
        assert clock.running and clock.left() == 60


def test_warnings_at_30_and_10_seconds_then_the_time_is_up():
    now = FakeTime()
    game = place(new_game(2, time_per_move=60), hands=["R5 B9", "G5 G6"], top="R1", turn=0)
    clock = MoveClock(60, now)
    clock.sync(game, 0)
    assert clock.next_in() == 30  # the first warning
    now.t += 29
    assert clock.poll() == []
    now.t += 1
    assert clock.poll() == [(WARN, 30)]
    assert clock.poll() == []  # each warning once
    assert clock.next_in() == 20
    now.t += 20
    assert clock.poll() == [(WARN, 10)]
    now.t += 9.5
    assert clock.poll() == []
    now.t += 0.5
    assert clock.poll() == [(EXPIRED, 0)]
    assert not clock.running and clock.poll() == []


def test_a_late_poll_says_only_the_last_warning_reached():
    now = FakeTime()
    game = place(new_game(2, time_per_move=60), hands=["R5 B9", "G5 G6"], top="R1", turn=0)
    clock = MoveClock(60, now)
    clock.sync(game, 0)
    now.t += 55
    assert clock.poll() == [(WARN, 10)]


def test_short_times_are_warned_only_at_the_shorter_marks():
    now = FakeTime()
    game = place(new_game(2, time_per_move=20), hands=["R5 B9", "G5 G6"], top="R1", turn=0)
    clock = MoveClock(20, now)
    clock.sync(game, 0)
    assert clock.next_in() == 10
    now.t += 10
    assert clock.poll() == [(WARN, 10)]


def test_each_decision_gets_the_whole_time_again():
    now = FakeTime()
    game = place(
        new_game(2, time_per_move=60), hands=["R5 B9", "G5 G6"], top="R1", stock="R7", turn=0
    )
    clock = MoveClock(60, now)
    clock.sync(game, 0)
    now.t += 40
    clock.sync(game, 0)  # same position: the clock goes on
    assert clock.left() == 20
    game.apply(0, "draw")  # drew red 7, which fits: a new decision
    clock.sync(game, 0)
    assert game.phase == "drawn" and clock.left() == 60
    game.apply(0, "pass")
    clock.sync(game, 0)  # Ben's turn: the clock stands
    assert not clock.running


def test_no_clock_without_a_time_per_move():
    game = place(new_game(2), hands=["R5 B9", "G5 G6"], top="R1", turn=0)
    clock = MoveClock(None)
    clock.sync(game, 0)
    assert not clock.running and clock.next_in() is None and clock.poll() == []


@pytest.mark.slow  # waits for a real 5-second move clock (the shortest there is)
def test_line_mode_makes_the_automatic_move_when_the_time_is_up(tmp_path):
    """A real pipe as the player's input and a 5-second move: nothing is
    typed, the automatic move is made and said, and play goes on."""
    import io
    import os
    import threading
    import time

    from accessible_games.app.session import Session
    from accessible_games.ui.plain.app import PlainMode

    read_end, write_end = os.pipe()
    out = io.StringIO()

    def factory(emit):
        session = Session.new("maumau", 2, 1, "random", 4, {"time_per_move": 5}, "en", emit)
        place(session.game, hands=["R5 B9 G1", "G5 G6 Y7"], top="R1", turn=0)
        return session

    def later():
        # the player types nothing until the automatic move was said, then quits
        deadline = time.monotonic() + 30
        while "You play red 5." not in out.getvalue() and time.monotonic() < deadline:
            time.sleep(0.05)
        os.write(write_end, b"quit\n")
        os.close(write_end)

    with os.fdopen(read_end) as inp:
        mode = PlainMode(factory, out=out, inp=inp, interactive=False)
        threading.Thread(target=later, daemon=True).start()
        assert mode.run() == 0
    text = out.getvalue()
    assert "Time is up. Automatic move: Play red 5." in text
    assert "You play red 5." in text
    assert text.index("Time is up") < text.index("> quit")
