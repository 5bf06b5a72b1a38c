"""The package's imports: no import cycles, and no import inside a function
unless it is deliberate lazy loading, said so by a ``# lazy:`` comment on the
line before it (a comment block above it with a line starting ``# lazy:``,
which may cover a run of consecutive imports) or on the same line.

The cycle search is the one of the ``import_cycles.py`` tool, copied here so
that a fresh clone of the repository checks itself. Imports inside
functions are not edges of the graph: they run after all modules are loaded,
and one may be there on purpose to break a cycle (its ``# lazy:`` comment
says so)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "accessible_games"

LAZY = "# lazy:"

#: Files whose function-level imports are not checked yet: file -> why. Empty
#: an entry once its imports are moved to module level or commented.
ALLOWED_FILES: dict[str, str] = {}

FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
IMPORTS = (ast.Import, ast.ImportFrom)


@functools.cache
def _tree(source: str, filename: str) -> ast.Module:
    """The parsed file (both checks read every file of the package)."""
    return ast.parse(source, filename=filename)


def _name(path: Path) -> str:
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return path.as_posix()


def _statement_lists(node: ast.AST):
    """The lists of statements directly in ``node`` (bodies, else parts,
    handlers' bodies, match cases are nodes of their own)."""
    for field in ("body", "orelse", "finalbody"):
        block = getattr(node, field, None)
        if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
            yield block


def _commented(lines: list[str], node: ast.stmt) -> bool:
    """A ``# lazy:`` comment on the import's own lines, or in the block of
    comment lines right above it."""
    if any(LAZY in lines[n - 1] for n in range(node.lineno, (node.end_lineno or node.lineno) + 1)):
        return True
    n = node.lineno - 1
    while n >= 1 and lines[n - 1].strip().startswith("#"):
        if lines[n - 1].strip().startswith(LAZY):
            return True
        n -= 1
    return False


def unexplained_imports(root: Path = PACKAGE) -> list[str]:
    """``file:line`` of every import inside a function, under ``root`` (a
    package folder or one file), without a ``# lazy:`` comment."""
    files = [root] if root.is_file() else sorted(root.rglob("*.py"))
    found: list[str] = []
    for path in files:
        lines_found: list[int] = []
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        tree = _tree(source, str(path))

        def visit(node: ast.AST, in_function: bool, lines=lines, lines_found=lines_found) -> None:
            if in_function:
                for block in _statement_lists(node):
                    covered = False  # a run of imports shares the comment of its first
                    for statement in block:
                        if isinstance(statement, IMPORTS):
                            covered = covered or _commented(lines, statement)
                            if not covered:
                                lines_found.append(statement.lineno)
                        else:
                            covered = False
            for child in ast.iter_child_nodes(node):
                visit(child, in_function or isinstance(child, FUNCTIONS))

        visit(tree, False)
        found += [f"{_name(path)}:{line}" for line in sorted(lines_found)]
    return found


def module_graph(root: Path = PACKAGE) -> dict[str, set[str]]:
    """The package's modules, each with the package modules it imports
    outside functions (``if TYPE_CHECKING:`` blocks included), as
    ``import_cycles.py`` builds it."""
    pkg = root.name
    mods: dict[str, Path] = {}
    for path in root.rglob("*.py"):
        name = ".".join(path.relative_to(root.parent).with_suffix("").parts)
        if name.endswith(".__init__"):
            name = name[: -len(".__init__")]
        mods[name] = path
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        tree = _tree(path.read_text(encoding="utf-8"), str(path))
        deps: set[str] = set()

        def visit(node: ast.AST, name=name, deps=deps) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, FUNCTIONS):
                    continue  # runs later; may be a deliberate lazy import
                if isinstance(child, ast.Import):
                    targets = [alias.name for alias in child.names]
                elif isinstance(child, ast.ImportFrom):
                    base = child.module or ""
                    if child.level:
                        parts = name.split(".")
                        is_pkg = mods[name].name == "__init__.py"
                        parts = parts[: len(parts) - child.level + (1 if is_pkg else 0)]
                        base = ".".join(parts + ([base] if base else []))
                    targets = [base] + [f"{base}.{alias.name}" for alias in child.names]
                else:
                    visit(child)
                    continue
                for target in targets:
                    while target and target not in mods:
                        target = target.rpartition(".")[0]
                    if target and target != name and target.split(".")[0] == pkg:
                        deps.add(target)

        visit(tree)
        graph[name] = deps
    return graph


def import_cycles(root: Path = PACKAGE) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    graph = module_graph(root)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return cycles


# -- the package ------------------------------------------------------------------


def test_every_import_inside_a_function_says_why_it_is_lazy() -> None:
    offenders = [
        place for place in unexplained_imports() if place.rpartition(":")[0] not in ALLOWED_FILES
    ]
    assert not offenders, (
        "imports inside functions without a '# lazy: <why>' comment on the line before "
        "(move them to module level, or say why they are lazy):\n" + "\n".join(offenders)
    )


def test_no_import_cycles() -> None:
    cycles = import_cycles()
    assert not cycles, "import cycles:\n" + "\n".join(" ".join(c) for c in cycles)


# -- the checks themselves ----------------------------------------------------------


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_an_uncommented_import_in_a_function_is_found(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "mod.py",
        (
            "import os\n"  # 1: module level
            "\n"
            "def bare():\n"
            "    import json\n"  # 4: offender
            "    return json\n"
            "\n"
            "def explained():\n"
            "    # lazy: an optional backend\n"
            "    # that may be missing\n"
            "    import sqlite3\n"  # 10: covered
            "    from os import path\n"  # 11: covered, same run
            "\n"
            "    import csv\n"  # 13: covered, same run
            "    x = 1\n"
            "    import array\n"  # 15: offender, run broken
            "    import gzip  # lazy: same line\n"  # 16: covered
            "\n"
            "class Holder:\n"
            "    import math\n"  # 19: class body, module level
            "\n"
            "    async def method(self):\n"
            "        def inner():\n"
            "            try:\n"
            "                import bz2\n"  # 24: offender, nested
            "            except ImportError:\n"
            "                # a plain comment\n"
            "                import lzma\n"  # 27: offender
            "        return inner\n"
        ),
    )
    name = _name(path)
    assert unexplained_imports(path) == [f"{name}:4", f"{name}:15", f"{name}:24", f"{name}:27"]
    assert unexplained_imports(tmp_path) == unexplained_imports(path)


def test_the_package_check_would_fail_on_an_offender(tmp_path: Path) -> None:
    _write(tmp_path, "pkg/__init__.py", "")
    _write(tmp_path, "pkg/ok.py", "def f():\n    # lazy: why\n    import json\n")
    bad = _write(tmp_path, "pkg/sub/bad.py", "def f():\n    import json\n")
    assert unexplained_imports(tmp_path / "pkg") == [f"{_name(bad)}:2"]


def test_a_cycle_is_found_and_a_function_import_is_no_edge(tmp_path: Path) -> None:
    _write(tmp_path, "pkg/__init__.py", "")
    _write(tmp_path, "pkg/a.py", "from pkg import b\n")
    _write(tmp_path, "pkg/b.py", "from . import c\n")
    _write(tmp_path, "pkg/c.py", "import pkg.a as a\n")
    _write(
        tmp_path, "pkg/d.py", "def f():\n    # lazy: would be a cycle with e\n    import pkg.e\n"
    )
    _write(tmp_path, "pkg/e.py", "from pkg.d import f\n")
    assert import_cycles(tmp_path / "pkg") == [["pkg.a", "pkg.b", "pkg.c"]]
    _write(tmp_path, "pkg/c.py", "def g():\n    import pkg.a\n")
    assert import_cycles(tmp_path / "pkg") == []
