"""Compiled twins of hot pure-Python modules.

Random play (the bots' look-ahead) spends its time in a few rules modules.
``make`` compiles each of them with Cython (``tools/build_accel.py``) into an
extension module next to it, named ``_<name>_c``, and writes the SHA-256 of
the source it was compiled from beside it (``_<name>_c.sha256``). A game
package calls :func:`use_compiled` in its ``__init__`` before anything
imports the module:
if the twin is there and was compiled from the module's current source, it
is registered under the module's own name, so every import gets it. If it
is missing (no compiler, a fresh checkout that was not built) or stale (the
source was edited since), the pure module is used as before, so editing a
rules module never runs old code.

Setting the environment variable ``ACCESSIBLE_GAMES_PURE`` to ``1`` always
uses the pure modules (the tests compare both).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
from pathlib import Path

#: the modules that have a compiled twin: (package, module name)
COMPILED = (
    ("accessible_games.core", "rng"),
    ("accessible_games.games.maumau", "state"),
    ("accessible_games.games.maumau", "scoring"),
    ("accessible_games.games.maumau", "rules"),
)

#: what use_compiled did, by module: "compiled", or why the pure module is used
STATUS: dict[str, str] = {}


def twin_name(package: str, name: str) -> str:
    """The module name of the compiled twin of ``package.name``: ``package._name_c``."""
    return f"{package}._{name}_c"


def source_hash(path: Path) -> str:
    """The SHA-256 of the file at ``path``, in hex: what a twin's ``.sha256`` file records."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def use_compiled(package: str, name: str) -> bool:
    """Make ``package.name`` the compiled twin if it is current; whether it is."""
    full = f"{package}.{name}"
    if os.environ.get("ACCESSIBLE_GAMES_PURE") == "1":
        STATUS[full] = "pure: ACCESSIBLE_GAMES_PURE=1"
        return False
    if full in sys.modules:  # imported already: too late to change
        STATUS[full] = "pure: imported before"
        return False
    twin = twin_name(package, name)
    try:
        spec = importlib.util.find_spec(twin)
    except (ImportError, ValueError):
        spec = None
    if spec is None or spec.origin is None:
        STATUS[full] = "pure: not compiled"
        return False
    folder = Path(spec.origin).parent
    try:
        wanted = source_hash(folder / f"{name}.py")
        built = (folder / f"_{name}_c.sha256").read_text("ascii").strip()
    except OSError:
        STATUS[full] = "pure: source or its hash not found"
        return False
    if built != wanted:  # checked before the twin runs any of its code
        STATUS[full] = "pure: compiled from an older source"
        return False
    try:
        module = importlib.import_module(twin)
    except ImportError as exc:  # built for another Python, damaged ...
        STATUS[full] = f"pure: {exc}"
        return False
    sys.modules[full] = module
    setattr(sys.modules[package], name, module)
    STATUS[full] = "compiled"
    return True
