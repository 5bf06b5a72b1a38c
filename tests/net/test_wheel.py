"""The client as a player on Windows or macOS gets it: the wheel built from
this source folder, installed with pip into a plain virtual environment
that sees none of Debian's packages (no liblouis, BrlAPI or speech-dispatcher
modules), plays a whole networked game against a client of the source
folder.

The wheel is built afresh on every run, from a copy of the package without
compiled twins (tools/build_accel.py), so it is pure Python. Its
dependencies come from a wheelhouse in pytest's cache folder
(``.pytest_cache``), kept with the environment made from it and keyed by
the dependencies and the Python version: the first run on a machine
downloads them from PyPI (pip, the network), later runs install without the
network and reuse the environment, putting only the new wheel into it."""

from __future__ import annotations

import ctypes.util
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from .processes import ROOT, PlainClient, Server
from .test_play import PATTERN, SHORT

pytestmark = pytest.mark.slow

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
#: what the wheel needs at run time, and what building it needs
DEPENDENCIES = list(PYPROJECT["project"]["dependencies"])
BUILD = list(PYPROJECT["build-system"]["requires"]) + ["wheel"]
#: the Python the environment is made from, without the test environment's packages
BASE_PYTHON = getattr(sys, "_base_executable", sys.executable)
#: what the copy of the package leaves out: compiled twins and their hashes, caches
NOT_SHIPPED = ("__pycache__", "*.pyc", "*.so", "*.pyd", "_*_c.sha256")
#: the modules Debian's packages give the test environment and a plain one lacks
SYSTEM_MODULES = ("louis", "brlapi", "speechd")
#: the project's braille tables: a top-level folder of the source, inside the
#: package once installed (pyproject.toml's package-dir)
TABLES_SOURCE, TABLES_SHIPPED = "braille_tables", "accessible_games/braille_tables"


def pip_env() -> dict[str, str]:
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1")
    env.pop("PYTHONPATH", None)
    return env


def run(*args: str | Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    # run away from the source folder: "python -c" puts its working folder on the path
    done = subprocess.run(
        [str(a) for a in args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=pip_env(),
        cwd=Path(args[0]).parent,
    )
    if done.returncode != 0:
        pytest.fail(
            f"{' '.join(map(str, args))} failed ({done.returncode}):\n{done.stdout[-3000:]}\n"
            f"{done.stderr[-3000:]}"
        )
    return done


def cache_key() -> str:
    wanted = [DEPENDENCIES, BUILD, sys.version, sys.platform, str(BASE_PYTHON)]
    return hashlib.sha256(json.dumps(wanted).encode()).hexdigest()[:16]


def environment(folder: Path) -> Path:
    """The plain environment in ``folder`` with the dependencies and build
    tools installed (reused when complete), and its wheelhouse beside it."""
    venv, wheelhouse = folder / "venv", folder / "wheelhouse"
    python = venv / "bin" / "python"
    if (venv / ".complete").exists() and python.exists():
        return venv
    shutil.rmtree(venv, ignore_errors=True)
    # no --system-site-packages: Debian's dist-packages stay out of sight
    run(BASE_PYTHON, "-m", "venv", venv, timeout=120)
    if not (wheelhouse / ".complete").exists():
        shutil.rmtree(wheelhouse, ignore_errors=True)
        # the one step that needs the network: every wheel for this platform
        run(
            python,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--wheel-dir",
            wheelhouse,
            *DEPENDENCIES,
            *BUILD,
            timeout=900,
        )
        (wheelhouse / ".complete").touch()
    run(
        python,
        "-m",
        "pip",
        "install",
        "--quiet",
        "--no-index",
        "--find-links",
        wheelhouse,
        "--upgrade",
        *DEPENDENCIES,
        *BUILD,
    )
    (venv / ".complete").touch()
    return venv


@pytest.fixture(scope="module")
def installed(request, tmp_path_factory):
    """(the environment, the wheel built from this source and installed in it)."""
    if getattr(request.config, "cache", None) is not None:
        cache = request.config.cache.mkdir("plain-client")
    else:  # pytest's cache is switched off (-p no:cacheprovider): this run only
        cache = tmp_path_factory.mktemp("plain-client")
    key = cache_key()
    with open(cache / f"{key}.lock", "w") as lock:
        # one test run at a time builds or uses this environment
        fcntl.flock(lock, fcntl.LOCK_EX)
        for old in cache.iterdir():  # environments of other dependency lists
            if old.is_dir() and old.name != key:
                shutil.rmtree(old, ignore_errors=True)
        venv = environment(cache / key)
        python = venv / "bin" / "python"
        source = tmp_path_factory.mktemp("source")
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, source / name)
        for folder in ("accessible_games", TABLES_SOURCE):
            shutil.copytree(
                ROOT / folder, source / folder, ignore=shutil.ignore_patterns(*NOT_SHIPPED)
            )
        dist = tmp_path_factory.mktemp("dist")
        run(
            python,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "--wheel-dir",
            dist,
            source,
        )
        [wheel] = dist.glob("*.whl")
        run(python, "-m", "pip", "uninstall", "--quiet", "--yes", "accessible-games")
        run(
            python,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-index",
            "--find-links",
            cache / key / "wheelhouse",
            wheel,
        )
        yield venv, wheel


def table_files() -> list[str]:
    """The names of the braille table files in the source's top-level folder."""
    return sorted(p.name for p in (ROOT / TABLES_SOURCE).iterdir() if p.is_file())


def shipped_files() -> set[str]:
    """Every file of the package the wheel must hold, as named in the wheel: the
    package's files and the braille tables, which go into the package."""
    skip = shutil.ignore_patterns(*NOT_SHIPPED)
    found = set()
    for folder, dirs, files in os.walk(ROOT / "accessible_games"):
        ignored = skip(folder, dirs + files)
        dirs[:] = [d for d in dirs if d not in ignored]
        found |= {
            (Path(folder) / f).relative_to(ROOT).as_posix() for f in files if f not in ignored
        }
    return found | {f"{TABLES_SHIPPED}/{name}" for name in table_files()}


def test_pyproject_names_every_package_and_maps_the_braille_tables():
    """setuptools gets the packages by name (find cannot move braille_tables/ into
    the package): every folder with an __init__.py, and the tables' folder."""
    packages = []
    for folder, dirs, files in os.walk(ROOT / "accessible_games"):
        if "__init__.py" not in files:
            dirs[:] = []  # like setuptools' find: no package below a non-package
            continue
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        packages.append(".".join(Path(folder).relative_to(ROOT).parts))
    setuptools = PYPROJECT["tool"]["setuptools"]
    assert sorted(setuptools["packages"]) == sorted([*packages, "accessible_games.braille_tables"])
    assert setuptools["package-dir"]["accessible_games.braille_tables"] == TABLES_SOURCE
    assert not (ROOT / TABLES_SHIPPED).exists(), "the tables are kept at the top level only"


def silent_sound(home: Path) -> None:
    """ALSA's default device in ``home`` plays into nothing: pyttsx3 speaks
    (espeak-ng, aplay) where it can, and nobody hears it."""
    home.mkdir(parents=True, exist_ok=True)
    (home / ".asoundrc").write_text(
        "pcm.!default { type null }\nctl.!default { type hw card 0 }\n", "ascii"
    )


def test_the_wheel_is_pure_and_holds_every_file_of_the_package(installed):
    _, wheel = installed
    assert wheel.name.endswith("-py3-none-any.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert not shipped_files() - names, "package data left out of the wheel"
    # every braille table and sign include, inside the package
    assert len(table_files()) >= 7
    for name in table_files():
        assert f"{TABLES_SHIPPED}/{name}" in names, name
    assert not [n for n in names if n.startswith(f"{TABLES_SOURCE}/")], "not a top-level folder"
    assert not [n for n in names if n.endswith((".so", ".pyd", ".sha256"))]
    # the data the program reads: braille tables, sounds, the screen's style, rules, decks
    for wanted in (
        "accessible_games/braille_tables/ag-de-g1.ctb",
        "accessible_games/braille_tables/ag-signs-en.cti",
        "accessible_games/sound/themes/default/your_turn.wav",
        "accessible_games/ui/tui/app.tcss",
        "accessible_games/games/maumau/rules.de.md",
        "accessible_games/games/madnooks/deck.json",
    ):
        assert wanted in names


def test_the_environment_sees_only_its_own_packages(installed):
    venv, _ = installed
    probe = (
        "import importlib.util, json, accessible_games; print(json.dumps(["
        f"accessible_games.__file__, [m for m in {SYSTEM_MODULES!r} "
        "if importlib.util.find_spec(m)]]))"
    )
    where, found = json.loads(run(venv / "bin" / "python", "-c", probe).stdout)
    assert Path(where).is_relative_to(venv), "the installed package, not the source folder"
    assert found == [], "a plain environment has none of Debian's modules"
    assert "connect" in run(venv / "bin" / "accessible-games", "--help").stdout


def test_braille_test_says_liblouis_is_missing(installed, tmp_path):
    venv, _ = installed
    env = dict(
        pip_env(),
        ACCESSIBLE_GAMES_CONFIG_DIR=str(tmp_path),
        ACCESSIBLE_GAMES_DATA_DIR=str(tmp_path),
        LANG="C.UTF-8",
    )
    done = subprocess.run(
        [str(venv / "bin" / "accessible-games"), "--lang", "en", "braille-test"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "Traceback" not in done.stderr, done.stderr
    assert "liblouis (the Python module 'louis') is not installed." in done.stdout
    assert done.returncode == 2  # on Linux no screen reader's braille either: no braille here


def installed_tables_probe(venv: Path, tmp_path: Path, code: str, louis_dir: Path | None = None):
    """What ``code`` prints as JSON, run by the installed package away from the
    source folder; the only thing put on its path is a folder with liblouis'
    Python binding (``louis_dir``), which Debian gives and a plain venv lacks."""
    env = dict(pip_env(), LANG="C.UTF-8")
    for name in ("ACCESSIBLE_GAMES_BRAILLE_TABLES", "LOUIS_TABLEPATH"):
        env.pop(name, None)
    if louis_dir is not None:
        env["PYTHONPATH"] = str(louis_dir)
    done = subprocess.run(
        [str(venv / "bin" / "python"), "-c", code],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_installed_package_finds_its_braille_tables(installed, tmp_path):
    venv, _ = installed
    probe = (
        "import json, accessible_games; from accessible_games.braille import tables; "
        "print(json.dumps([accessible_games.__file__, str(tables.tables_dir()), "
        "[p.name for p in tables.project_table_files()], tables.table_files('de-g1')]))"
    )
    package, folder, names, de_g1 = installed_tables_probe(venv, tmp_path, probe)
    assert Path(package).is_relative_to(venv), "the installed package, not the source folder"
    assert Path(folder) == Path(package).parent / "braille_tables"
    assert names == table_files()
    assert de_g1 == [str(Path(folder) / "ag-de-g1.ctb")]


def test_the_installed_package_translates_with_its_braille_tables(installed, tmp_path):
    """With liblouis' binding, the installed program's braille is the project's:
    every table gives what the source's tables give, and the games' signs
    (ag-signs-*.cti) are defined (the standard tables write escapes for them)."""
    louis = pytest.importorskip("louis")
    from accessible_games.braille.tables import TABLES
    from accessible_games.braille.translate import Translator

    venv, _ = installed
    louis_dir = tmp_path / "louis-only"
    shutil.copytree(
        Path(louis.__file__).parent,
        louis_dir / "louis",
        ignore=shutil.ignore_patterns(*NOT_SHIPPED),
    )
    text = "Spielrichtung ↻ · Joker +4 → ★ 7♥"
    probe = (
        "import json, os, louis; from accessible_games.braille.translate import Translator; "
        f"ts = {{t: Translator(t) for t in {list(TABLES)!r}}}; "
        f"print(json.dumps([louis.__file__, os.environ['LOUIS_TABLEPATH'], "
        f"{{t: [tr.cells({text!r}).dots, tr.undefined({text!r})] for t, tr in ts.items()}}]))"
    )
    where, table_path, braille = installed_tables_probe(venv, tmp_path, probe, louis_dir)
    assert Path(where).is_relative_to(louis_dir)
    first = Path(table_path.split(",")[0])
    assert first.is_relative_to(venv) and first.name == "braille_tables"
    assert sorted(braille) == sorted(TABLES)
    for table_id, (dots, undefined) in braille.items():
        assert undefined == [], table_id
        assert dots == Translator(table_id).cells(text).dots, table_id
    assert braille["de-g1"][0].startswith("⠎⠏⠬⠇⠗⠊⠹⠞⠥⠝⠛⠀⠒⠒⠕")  # ↻ from ag-signs-de.cti


def test_speech_passes_over_the_missing_modules_to_pyttsx3(installed, tmp_path):
    venv, _ = installed
    silent_sound(tmp_path)
    probe = (
        "import json; from accessible_games.speech.base import Voice; "
        "from accessible_games.speech.manager import AUTO_ORDER, SpeechOutput; "
        "out = SpeechOutput(AUTO_ORDER, Voice(language='en')); current = out.start(); "
        "out.speak('Your turn.'); out.close(); print(json.dumps([current, out.reasons]))"
    )
    env = dict(pip_env(), HOME=str(tmp_path), LANG="C.UTF-8")
    done = subprocess.run(
        [str(venv / "bin" / "python"), "-c", probe],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    current, reasons = json.loads(done.stdout)
    assert "speechd" in reasons["screenreader"] and "speechd" in reasons["speechd"]
    # espeak-ng and aplay (Debian's libespeak-ng1 and alsa-utils, which make installs) are
    # all pyttsx3 needs from the system; without them the game goes on without speech
    if shutil.which("aplay") and ctypes.util.find_library("espeak-ng"):
        assert current == "pyttsx3", reasons
    else:
        assert current == "none" and "pyttsx3" in reasons


def test_a_client_from_the_wheel_plays_a_whole_game(installed, tmp_path):
    venv, _ = installed
    game = "maumau"
    server = Server(tmp_path / "server").start()
    clients: list[PlainClient] = []
    try:
        ann = PlainClient(server.url, "Ann", tmp_path / "ann")
        clients.append(ann)
        # Ben: the installed console script with the default outputs, so speech
        # and braille go through their fallbacks (no louis, brlapi, speechd)
        silent_sound(tmp_path / "ben")
        ben = PlainClient(
            server.url,
            "Ben",
            tmp_path / "ben",
            program=[str(venv / "bin" / "accessible-games")],
            outputs=(),
        )
        clients.append(ben)
        ann.send(f"create {game} players=2 {SHORT[game]}")
        table = int(ann.out.wait_for(r"Table (\d+) made").group(1))
        ben.send(f"join {table}")
        ann.out.wait_for(r"Ben takes seat 2")
        ann.send("start", *(PATTERN * 300), "quit")
        ben.send(*(PATTERN * 300), "quit")
        assert ann.end(150) == 0 and ben.end(150) == 0
    finally:
        for client in clients:
            client.kill()
        server.stop()
    for client in clients:
        text = "\n".join(client.out.lines)
        assert "Traceback" not in text
        assert "Result: " in text, "each player heard the end of the match"
