"""The compiled twins of hot modules (core/accel.py, tools/build_accel.py):
they are in use here, a twin built from another source is never taken, and
the compiled Mau Mau rules play exactly as the pure ones."""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from accessible_games.core import accel

ROOT = Path(__file__).resolve().parents[2]


def test_every_listed_module_is_compiled_and_in_use_here() -> None:
    importlib.import_module(
        "accessible_games.games.maumau.rules"
    )  # its package registers the twins

    for package, name in accel.COMPILED:
        full = f"{package}.{name}"
        assert accel.STATUS.get(full) == "compiled", (
            f"{full}: {accel.STATUS.get(full)} (make builds the twins: tools/build_accel.py)"
        )
        module = sys.modules[full]
        assert module.__name__ == accel.twin_name(package, name)
        assert not module.__file__.endswith(".py")


def _package(tmp_path: Path, twin_hash: str | None, source: str = "WHO = 'pure'\n") -> Path:
    """A package ``pkgx`` with a module ``m`` and a stand-in twin ``_m_c``
    (any importable module will do for the check) and its recorded hash."""
    pkg = tmp_path / "pkgx"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(
        "from accessible_games.core.accel import use_compiled\nuse_compiled(__name__, 'm')\n"
    )
    (pkg / "m.py").write_text(source)
    (pkg / "_m_c.py").write_text("WHO = 'twin'\n")
    if twin_hash is not None:
        (pkg / "_m_c.sha256").write_text(twin_hash + "\n")
    return pkg


def _which(tmp_path: Path, env: dict[str, str] | None = None) -> list[str]:
    code = (
        "import pkgx.m, json; from accessible_games.core import accel;"
        "print(json.dumps([pkgx.m.WHO, accel.STATUS['pkgx.m']]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}", **(env or {})},
    )
    return json.loads(out.stdout)


def test_a_twin_built_from_the_current_source_is_taken(tmp_path: Path) -> None:
    source = "WHO = 'pure'\n"
    _package(tmp_path, hashlib.sha256(source.encode()).hexdigest(), source)
    assert _which(tmp_path) == ["twin", "compiled"]


def test_a_twin_built_from_another_source_is_not_taken(tmp_path: Path) -> None:
    pkg = _package(tmp_path, hashlib.sha256(b"WHO = 'pure'\n").hexdigest())
    (pkg / "m.py").write_text("WHO = 'pure'\nEDITED = True\n")  # edited since the build
    assert _which(tmp_path) == ["pure", "pure: compiled from an older source"]


def test_a_twin_without_its_hash_is_not_taken(tmp_path: Path) -> None:
    _package(tmp_path, None)
    assert _which(tmp_path) == ["pure", "pure: source or its hash not found"]


def test_the_pure_modules_can_be_asked_for(tmp_path: Path) -> None:
    source = "WHO = 'pure'\n"
    _package(tmp_path, hashlib.sha256(source.encode()).hexdigest(), source)
    assert _which(tmp_path, {"ACCESSIBLE_GAMES_PURE": "1"}) == [
        "pure",
        "pure: ACCESSIBLE_GAMES_PURE=1",
    ]


#: random Mau Mau games: every event, view, legal list and snapshot, as one digest
GAMES = textwrap.dedent("""
    import hashlib, json, random
    from accessible_games.games.maumau.rules import MauMau
    from accessible_games.core import accel
    digest = hashlib.sha256()
    setups = [(2, {"quick": True}), (3, {"bluffing": False, "points_per_match": 80}),
              (4, {"pairs": True, "points_per_match": 80}), (6, {"quick": True})]
    for players, options in setups:
        for seed in range(12):
            game = MauMau(players, options, seed)
            rng = random.Random(seed)
            events = list(game.setup_events)
            while not game.over:
                seat = game.turn
                legal = game.legal_actions(seat)
                digest.update(json.dumps([game.view(seat), [a.text for a in legal]],
                                         sort_keys=True).encode())
                events += game.apply(seat, rng.choice(legal))
            digest.update(json.dumps([list(e) for e in events], sort_keys=True).encode())
            digest.update(game.fingerprint().encode())
    print(json.dumps([digest.hexdigest(), accel.STATUS["accessible_games.games.maumau.rules"]]))
""")


@pytest.mark.slow  # games in two subprocesses: 4 s of CPU time
def test_the_compiled_rules_play_exactly_as_the_pure_ones() -> None:
    runs = {}
    for pure in ("0", "1"):
        out = subprocess.run(
            [sys.executable, "-c", GAMES],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "ACCESSIBLE_GAMES_PURE": pure},
        )
        runs[pure] = json.loads(out.stdout)
    assert runs["0"][1] == "compiled" and runs["1"][1].startswith("pure")
    assert runs["0"][0] == runs["1"][0]
