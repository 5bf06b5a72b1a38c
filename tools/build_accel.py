#!/usr/bin/env python3
"""Compile the hot rules modules listed in accessible_games/core/accel.py
with Cython into extension modules next to them (``_<name>_c``), each with
the SHA-256 of its source beside it, so that ``use_compiled`` takes the twin
only while it matches the source.

Run by ``make`` after installing the package; does nothing for a twin that
is current. Without Cython or a C compiler it says so and exits 0: the pure
modules are used, only slower.

Usage: python tools/build_accel.py [--force] [--quiet]
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from accessible_games.core.accel import COMPILED, twin_name  # noqa: E402 - must follow the sys.path set-up


def build(package: str, name: str, force: bool, quiet: bool = False) -> bool:
    folder = ROOT / package.replace(".", "/")
    # read once: the hash recorded is that of the very text compiled
    text = (folder / f"{name}.py").read_bytes()
    digest = hashlib.sha256(text).hexdigest()
    sidecar = folder / f"_{name}_c.sha256"
    built = list(folder.glob(f"_{name}_c.*.so")) + list(folder.glob(f"_{name}_c.*.pyd"))
    if not force and built and sidecar.exists() and sidecar.read_text("ascii").strip() == digest:
        if not quiet:
            print(f"{package}.{name}: compiled twin is current")
        return True
    try:
        from Cython.Build import cythonize
        from setuptools import Distribution, Extension
    except ImportError as exc:
        print(f"{package}.{name}: not compiled ({exc}); the pure module is used")
        return False
    sidecar.unlink(missing_ok=True)  # a half-built twin is never taken
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / f"_{name}_c.py"
        copy.write_bytes(text)
        extension = Extension(twin_name(package, name), [str(copy)])
        try:
            modules = cythonize(
                [extension], language_level=3, quiet=True, build_dir=str(Path(tmp) / "c")
            )
            dist = Distribution({"ext_modules": modules})
            cmd = dist.get_command_obj("build_ext")
            cmd.inplace = True
            cmd.build_temp = str(Path(tmp) / "obj")
            cmd.ensure_finalized()
            old_cwd = Path.cwd()
            try:
                os.chdir(ROOT)  # build_ext --inplace puts the module by its dotted name
                cmd.run()
            finally:
                os.chdir(old_cwd)
        except Exception as exc:  # no compiler, no headers ...
            print(f"{package}.{name}: not compiled ({exc!r}); the pure module is used")
            return False
    sidecar.write_text(digest + "\n", "ascii")
    print(f"{package}.{name}: compiled")
    return True


def main(argv: list[str]) -> int:
    force, quiet = "--force" in argv, "--quiet" in argv
    for package, name in COMPILED:
        build(package, name, force, quiet)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
