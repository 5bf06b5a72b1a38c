"""Run the full-screen, network and end-to-end tests several times in a row
while other processes keep every core busy (``make test-stress``).

A test that waits for time instead of for the state it asserts passes on a
quiet machine and fails on a busy one; this run makes the machine busy on
purpose. It starts one busy process per core (plain Python loops, so nothing
needs installing), runs the chosen tests ``--runs`` times, stops the busy
processes whatever happens, and prints one line per run (a failed run's
whole report goes to ``build/stress-run-N.log``) and a last line ``N
passed, N failed`` counting the runs. The exit status is 0 only when every
run passed.

    python tools/stress_tests.py [--runs 5] [--busy 2] [PYTEST ARGS ...]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: the tests that meet threads, timers, terminals, sockets and processes
TESTS = (
    "tests/tui",
    "tests/net",
    "tests/test_tui_e2e.py",
    "tests/test_tui_online_e2e.py",
    "tests/test_pipeline_e2e.py",
    "tests/test_tmux_fixture.py",
)

BUSY = "while True: pass"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="how many runs (5)")
    parser.add_argument(
        "--busy", type=int, default=os.cpu_count() or 2, help="busy processes (one per core)"
    )
    parser.add_argument(
        "--workers", default="2", help="pytest-xdist workers per run (2; 0: no xdist)"
    )
    args, extra = parser.parse_known_args(argv)
    if args.runs < 1 or args.busy < 0:
        parser.error("--runs must be at least 1 and --busy at least 0")
    env = dict(os.environ)
    # a deliberately loaded machine: the guard on unmarked slow tests
    # (tests/fixtures/slow_mark.py) allows four times as long
    env.setdefault("AG_SLOW_FACTOR", "4")
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    if args.workers != "0":
        command += ["-n", args.workers]
    command += [*(extra or TESTS)]
    burners = [subprocess.Popen([sys.executable, "-c", BUSY], cwd=ROOT) for _ in range(args.busy)]
    passed = failed = 0
    try:
        for run in range(1, args.runs + 1):
            start = time.monotonic()
            result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
            seconds = time.monotonic() - start
            summary = [line for line in result.stdout.splitlines() if line.strip()][-1:]
            ok = result.returncode == 0
            passed, failed = passed + ok, failed + (not ok)
            print(
                f"run {run} of {args.runs}: {'passed' if ok else 'FAILED'} in {seconds:.0f} s"
                f" with {args.busy} busy processes: {' '.join(summary)}",
                flush=True,
            )
            if not ok:
                failures = [
                    ln for ln in result.stdout.splitlines() if ln.startswith(("FAILED", "ERROR"))
                ]
                print("\n".join(failures) or result.stdout[-4000:], flush=True)
                # the whole report of a failed run, for the failure's details
                report = ROOT / "build" / f"stress-run-{run}.log"
                report.parent.mkdir(exist_ok=True)
                report.write_text(result.stdout + result.stderr, encoding="utf-8")
                print(f"its report: {report.relative_to(ROOT)}", flush=True)
    finally:
        for burner in burners:
            burner.kill()
        for burner in burners:
            burner.wait()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
