"""The guard of honest ``slow`` marks (tests/fixtures/slow_mark.py), run in an
inner pytest with small limits: AG_SLOW_FACTOR 0.02 makes them 0.1 s of CPU
time and 0.4 s of wall time, so these tests stay quick."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

#: the folder holding the package ``tests``, for an inner pytest in another process
ROOT = Path(__file__).resolve().parents[1]

pytest_plugins = ["pytester"]

INNER = """
import time

import pytest


def burn(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_burns():
    burn(0.3)


@pytest.mark.slow
def test_burns_marked():
    burn(0.3)


@pytest.mark.slow
class TestMarkedClass:
    def test_burns_in_class(self):
        burn(0.3)


def test_waits():
    time.sleep(0.6)


def test_quick():
    assert sum(range(100)) == 4950


def test_fails_on_its_own():
    burn(0.3)
    assert False, "its own failure"
"""


@pytest.fixture
def inner(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    pytester.makepyfile(test_inner=INNER)
    monkeypatch.setenv("AG_SLOW_FACTOR", "0.02")
    monkeypatch.setenv("AG_SLOW_LOAD", "1")  # as on a quiet machine, however busy this one is
    return pytester


def run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    return pytester.runpytest(
        "-p",
        "tests.fixtures.slow_mark",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:hypothesispytest",
        *args,
    )


def test_an_unmarked_test_over_the_cpu_limit_fails_with_the_message(inner):
    result = run(inner, "-k", "test_burns and not marked")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*test_inner.py::test_burns is not marked slow but its call took * s of CPU time "
            "(limit 0.1 s) and * s of wall time (limit 0.4 s; AG_SLOW_FACTOR=0.02): "
            "mark it @pytest.mark.slow or make it cheaper*"
        ]
    )


def test_the_same_test_marked_slow_passes(inner):
    result = run(inner, "-k", "marked")
    result.assert_outcomes(passed=2)


def test_an_unmarked_test_that_waits_past_the_wall_limit_fails(inner):
    """Little CPU time, but longer than the wall limit."""
    result = run(inner, "-k", "test_waits")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*test_waits is not marked slow*limit 0.4 s*"])


def test_a_quick_unmarked_test_passes(inner):
    run(inner, "-k", "test_quick").assert_outcomes(passed=1)


def test_a_failing_test_keeps_its_own_failure(inner):
    result = run(inner, "-k", "test_fails_on_its_own")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*its own failure*"])
    result.stdout.no_fnmatch_line("*is not marked slow*")


def test_the_limits_are_five_seconds_of_cpu_and_twenty_of_wall_by_default(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
):
    """Unset, the factor is 1: the burning test is well within the limits."""
    monkeypatch.delenv("AG_SLOW_FACTOR", raising=False)
    pytester.makepyfile(test_inner=INNER)
    run(pytester, "-k", "test_burns and not marked").assert_outcomes(passed=1)


def test_a_factor_that_is_no_positive_number_stops_the_run(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
):
    pytester.makepyfile(test_inner=INNER)
    for wrong in ("fast", "0", "-1"):
        monkeypatch.setenv("AG_SLOW_FACTOR", wrong)
        result = run(pytester, "-k", "test_quick")
        assert result.ret == pytest.ExitCode.USAGE_ERROR
        result.stderr.fnmatch_lines([f"*AG_SLOW_FACTOR must be a positive number*{wrong}*"])


@pytest.mark.slow  # an inner pytest with two xdist workers: 2.5-3 s of CPU time in subprocesses
def test_the_guard_runs_in_xdist_workers(inner, monkeypatch):
    """Each worker loads the plugin and measures its own tests."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    start = time.perf_counter()
    result = inner.runpytest_subprocess(
        "-p",
        "tests.fixtures.slow_mark",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:hypothesispytest",
        "-n",
        "2",
    )
    result.assert_outcomes(passed=3, failed=3)
    result.stdout.fnmatch_lines(["*test_burns is not marked slow*"])
    result.stdout.fnmatch_lines(["*test_waits is not marked slow*"])
    assert time.perf_counter() - start < 20


def test_a_busy_machine_stretches_the_wall_limit(inner, monkeypatch):
    """Waiting 0.6 s passes the wall limit of 0.4 s on a machine busy twice
    over (its wall time counts half), and fails it on a quiet one."""
    monkeypatch.setenv("AG_SLOW_LOAD", "2")
    run(inner, "-k", "test_waits").assert_outcomes(passed=1)
    monkeypatch.setenv("AG_SLOW_LOAD", "1")
    run(inner, "-k", "test_waits").assert_outcomes(failed=1)
