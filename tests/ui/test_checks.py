"""speech-test and braille-test tell the player in plain words what works,
and really speak and show a sample."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.braille.translate import Translator, to_dots_string

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def run(args: list[str], env_extra: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "ACCESSIBLE_GAMES_CONFIG_DIR": str(tmp_path / "cfg"),
        **env_extra,
    }
    return subprocess.run(
        [sys.executable, "-m", "accessible_games", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )


def test_speech_test_finds_speechd_and_speaks_the_sample(tmp_path, speechd_server):
    result = run(
        ["--lang", "de", "speech-test", "--speech", "speechd"],
        {"SPEECHD_ADDRESS": speechd_server.address},
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "speech-dispatcher: funktioniert." in "\n".join(lines)
    assert "Die Sprachausgabe geht an: speech-dispatcher." in lines
    sample = "Hier spricht Accessible Games, Ausgabe: speech-dispatcher. Zieh 2, gelbe 7."
    assert f"Gesprochen wird: {sample}" in lines
    assert speechd_server.wait_spoken(sample, timeout=10)


def test_speech_test_without_any_server_says_so(tmp_path):
    result = run(
        ["--lang", "en", "speech-test"],
        {"SPEECHD_ADDRESS": f"unix_socket:{tmp_path}/none.sock"},
        tmp_path,
    )
    assert result.returncode == 0
    assert "speech-dispatcher: not available." in result.stdout
    assert "no speech: works." in result.stdout


def test_braille_test_shows_the_sample_on_the_display(tmp_path, brltty_vr):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "settings.toml").write_text(
        f'brlapi_host = "{brltty_vr.host}"\nbraille_table = "de-g2"\n', encoding="utf-8"
    )
    result = run(["--lang", "de", "braille-test"], {"BRLAPI_AUTH": "none"}, tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Brailletabelle: " in result.stdout and "Kurzschrift" in result.stdout
    assert "Braillezeile über BRLTTY: funktioniert." in result.stdout
    sample = "Zieh 2, Joker +4, gelbe 7, du bist dran"
    dots = Translator("de-g2").cells(sample).dots
    assert dots in result.stdout  # the Unicode braille line for a sighted helper
    # what the player felt: the first 40 cells of the sample
    cells = list(dots[:40]) + ["\u2800"] * max(0, 40 - len(dots))
    shown = brltty_vr.lines
    assert to_dots_string("".join(cells)) in shown


def test_braille_test_without_a_display_says_so(tmp_path):
    result = run(["--lang", "en", "braille-test"], {"BRLAPI_HOST": "127.0.0.1:77"}, tmp_path)
    assert result.returncode == 0
    assert "braille display through BRLTTY: not available. Not found here." in result.stdout
    assert "No braille display was found." in result.stdout
