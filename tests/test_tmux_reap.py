"""The tmux fixture's clean-up kills its command's process group only while
the process number is still that command's: pid numbers come round again
within minutes under a parallel run, and a group killed by a stale number
was once another test's speech-dispatcher."""

from __future__ import annotations

import subprocess
import sys

from tests.fixtures.tmux import _reap, _start_time

SLEEPER = [sys.executable, "-c", "import time; time.sleep(60)"]


def _leader() -> subprocess.Popen:
    return subprocess.Popen(SLEEPER, start_new_session=True)


def test_a_number_now_held_by_another_process_is_left_alone():
    other = _leader()
    try:
        started = _start_time(other.pid)
        assert started is not None
        _reap(other.pid, started - 1, grace=0.0)  # "ours" started before it
        assert other.poll() is None, "reaping by a stale number killed a stranger"
    finally:
        other.kill()
        other.wait()


def test_the_command_itself_is_killed_with_its_group():
    ours = _leader()
    try:
        _reap(ours.pid, _start_time(ours.pid), grace=0.0)
        assert ours.wait(timeout=10) == -9
    finally:
        if ours.poll() is None:
            ours.kill()
            ours.wait()


def test_a_number_nobody_holds_is_no_error():
    gone = _leader()
    started = _start_time(gone.pid)
    gone.kill()
    gone.wait()
    _reap(gone.pid, started, grace=0.0)
