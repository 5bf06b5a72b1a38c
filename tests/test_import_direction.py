"""The rooms of the package import downwards only: the core knows no game,
front end, application or network; the games know no front end; the
application layer (app/) knows no front end; the network client and server
share only the protocol (net/protocol.py, net/tls.py) and reach up to
nothing local (statistics, settings, the application, the front ends); the
command line's parser (launch.py) imports no front end.

Every import counts, also one inside a function (a lazy import is still a
dependency) and one only for type checking."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "accessible_games"
NAME = "accessible_games"

#: (the modules a rule is about, the modules they must not import, why)
RULES = [
    (
        "core",
        ("games", "app", "ui", "net", "launch", "cli", "stats", "settings"),
        "the core is the contract every game and front end builds on",
    ),
    (
        "games",
        ("app", "ui", "net", "launch", "cli", "stats", "settings"),
        "a game is rules, narration and bots: it knows no front end, network or profile",
    ),
    ("app", ("ui", "cli"), "the application layer serves every front end and knows none"),
    ("net.client", ("net.server",), "the client shares only the protocol with the server"),
    ("net.server", ("net.client",), "the server shares only the protocol with the client"),
    (
        "net",
        ("app", "ui", "launch", "cli", "stats", "settings"),
        "the network packages are handed what they need, never reach up to local things",
    ),
    ("launch", ("ui",), "the command line's parser imports no front end"),
]


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports (absolute names), wherever the import stands."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            # "from accessible_games.net import tls": the submodule is imported
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _within(module: str, room: str) -> bool:
    full = f"{NAME}.{room}"
    return module == full or module.startswith(full + ".")


def _edges() -> dict[str, set[str]]:
    return {
        _module_name(path): {m for m in _imports(path) if m.startswith(NAME)}
        for path in PACKAGE.rglob("*.py")
        if "__pycache__" not in path.parts
    }


EDGES = _edges()


@pytest.mark.parametrize("room,forbidden,why", RULES, ids=[f"{r[0]}" for r in RULES])
def test_no_module_imports_against_the_direction(room, forbidden, why):
    wrong = sorted(
        f"{module} imports {target}"
        for module, targets in EDGES.items()
        if _within(module, room)
        for target in targets
        if any(_within(target, f) for f in forbidden)
    )
    assert not wrong, f"{why}:\n" + "\n".join(wrong)


def test_the_check_sees_lazy_and_aliased_imports(tmp_path):
    """The reader finds an import inside a function, an aliased one, a
    relative one and a submodule named in a from-import."""
    folder = tmp_path / NAME / "net" / "client"
    folder.mkdir(parents=True)
    source = folder / "probe.py"
    source.write_text(
        "def later():\n"
        "    from accessible_games.net.server import service as s\n"
        "    import accessible_games.stats\n"
        "from .. import protocol\n"
        "from . import trust\n",
        encoding="utf-8",
    )
    global PACKAGE
    saved, PACKAGE = PACKAGE, tmp_path / NAME
    try:
        found = _imports(source)
    finally:
        PACKAGE = saved
    assert {
        "accessible_games.net.server.service",
        "accessible_games.stats",
        "accessible_games.net.protocol",
        "accessible_games.net.client.trust",
    } <= found


def test_the_rooms_named_exist():
    for room, forbidden, _why in RULES:
        for name in (room, *forbidden):
            path = PACKAGE.joinpath(*name.split("."))
            assert path.is_dir() or path.with_suffix(".py").is_file(), name
