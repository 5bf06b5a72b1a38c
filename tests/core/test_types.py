"""The game contract is what a type checker sees: mypy reports no errors over
the contract (core), the registry, the bots, each game's entry, rules,
narrators, options and key handlers, the network code (client, server,
protocol, store) and the front ends (the session, the plain mode and the
full-screen mode); and it does report a game that breaks the contract (an
``_apply`` that returns the wrong type).

The files are checked with ``--follow-imports=silent``: the modules they
import are read for their types, but errors in those modules are not
reported here."""

from __future__ import annotations

from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parents[2]

#: the files checked, relative to the repository (patterns as in a shell)
CHECKED = (
    "accessible_games/core",
    "accessible_games/games/registry.py",
    "accessible_games/games/*/entry.py",
    "accessible_games/games/*/rules.py",
    "accessible_games/games/*/describe*.py",
    "accessible_games/games/madnooks/poker.py",
    "accessible_games/games/*/options.py",
    "accessible_games/games/*/keys.py",
    "accessible_games/bots",
    "accessible_games/net",
    "accessible_games/ui",
)

FLAGS = ("--follow-imports=silent", "--ignore-missing-imports", "--no-incremental")


def _paths() -> list[str]:
    paths: list[str] = []
    for pattern in CHECKED:
        found = sorted(ROOT.glob(pattern)) if "*" in pattern else [ROOT / pattern]
        assert found and all(p.exists() for p in found), f"nothing to check at {pattern}"
        paths += [str(p) for p in found]
    return paths


def _mypy(paths: list[str], cache: Path) -> tuple[str, int]:
    """mypy's report and exit status (0: no errors); its cache in ``cache``,
    so the repository gets no cache folder."""
    out, err, status = api.run([*FLAGS, "--cache-dir", str(cache), *paths])
    return out + err, status


@pytest.mark.slow  # mypy over every checked file and what they import: ~8 s of CPU time
def test_contract_type_checks(tmp_path: Path) -> None:
    report, status = _mypy(_paths(), tmp_path / "cache")
    assert status == 0, f"mypy reports errors:\n{report}"


BROKEN_GAME = """
from accessible_games.core.game import Action, Event, Game


class Broken(Game):
    def setup(self) -> list[Event]:
        return []

    def _apply(self, seat: int, action: Action) -> str:
        return action.text
"""


def test_a_broken_contract_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a game whose ``_apply`` returns a text instead of
    a list of events is an error mypy reports."""
    module = tmp_path / "broken_game.py"
    module.write_text(BROKEN_GAME, encoding="utf-8")
    monkeypatch.setenv("MYPYPATH", str(ROOT))  # accessible_games is found in the repository
    report, status = _mypy([str(module)], tmp_path / "cache")
    assert status == 1, report
    assert 'Return type "str" of "_apply" incompatible' in report, report
    assert "[override]" in report, report
