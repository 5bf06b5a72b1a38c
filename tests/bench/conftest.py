"""The benchmarks' modules (bench/) import as top-level modules, as they do
when the benchmarks run: bench/ goes on the path before the tests here are
collected."""

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))
