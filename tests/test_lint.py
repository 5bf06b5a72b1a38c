"""The linter is part of the suite: ``ruff check`` with the rules configured
in pyproject.toml (pyflakes, pycodestyle, isort, bugbear, pyupgrade) and
its line length finds nothing in the package, the tests, the benchmarks and
the tools, and ``ruff format --check`` finds every file formatted. A
``noqa`` carries its reason (checked here too)."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PATHS = ("accessible_games", "tests", "bench", "tools")


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args, *PATHS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_configuration_selects_the_rule_families() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]
    assert config["line-length"] == 100
    assert {"F", "E", "W", "I", "B", "UP"} <= set(config["lint"]["select"])
    assert not config["lint"].get("ignore"), "rules are fixed, not switched off"


def test_the_contract_and_the_network_code_carry_docstrings() -> None:
    """Every public module, class and function of core/ (the move grammar
    among it) and net/ says what it promises (ruff's D100-D104)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]
    assert {"D100", "D101", "D102", "D103", "D104"} <= set(config["lint"]["select"])
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise"]
        + ["accessible_games/core", "accessible_games/net"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_check_finds_nothing() -> None:
    result = ruff("check", "--no-cache", "--output-format", "concise")
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_file_is_formatted() -> None:
    result = ruff("format", "--check", "--no-cache")
    assert result.returncode == 0, result.stdout + result.stderr


NOQA = re.compile(r"#\s*noqa\b(?P<rest>.*)$")


def test_every_noqa_gives_its_reason() -> None:
    """A finding is silenced only where the code is right as it is, and
    then the line says why (``# noqa: E402 - after the path set-up``), or a
    run of such lines follows a comment that says it for all of them."""
    bare = []
    for folder in PATHS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            explained = False  # a comment above a run of noqa lines explains the run
            for number, line in enumerate(lines, 1):
                found = NOQA.search(line)
                if found is None:
                    explained = line.lstrip().startswith("#")
                    continue
                reason = re.sub(r"^:\s*[A-Z]+[0-9]+(\s*,\s*[A-Z]+[0-9]+)*", "", found["rest"])
                if len(reason.strip(" -–—:")) < 4 and not explained:
                    bare.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")

    assert not bare, "noqa without a reason:\n" + "\n".join(bare)


def test_the_check_can_fail(tmp_path: Path) -> None:
    """The linter reports an unused import and an over-long line."""
    module = tmp_path / "bad.py"
    module.write_text("import os\n\nX = '" + "x" * 120 + "'\n", encoding="utf-8")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--no-cache",
            "--config",
            str(ROOT / "pyproject.toml"),
            "--output-format",
            "concise",
            str(module),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1
    assert "F401" in result.stdout and "E501" in result.stdout, result.stdout
