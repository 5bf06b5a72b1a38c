"""The plain mode as a player starts and leaves it: ``--plain`` before the
sub-command is kept, and quitting a running game with unsaved moves asks
first, saying what leaving loses."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from accessible_games.launch import build_parser
from accessible_games.ui.plain.app import PlainMode
from accessible_games.ui.session import Session

ROOT = Path(__file__).resolve().parents[2]


def plain(script: str, lang: str = "en", seed: int = 7) -> tuple[PlainMode, str]:
    """Logomachy, three players, the player at seat 0: ``1`` is a move."""
    out = io.StringIO()
    mode = PlainMode(lambda emit: Session.new("logomachy", 3, 2, "good", seed, {}, lang, emit),
                     out=out, inp=io.StringIO(script), interactive=False)
    mode.run()
    return mode, out.getvalue()


# --- the command line -------------------------------------------------------------


def test_options_before_the_sub_command_are_not_reset_by_it():
    parser = build_parser()
    assert parser.parse_args(["--plain", "play", "logomachy"]).plain is True
    assert parser.parse_args(["play", "logomachy", "--plain"]).plain is True
    assert parser.parse_args(["play", "logomachy"]).plain is False
    assert parser.parse_args(["--plain", "connect", "ws://127.0.0.1:7000"]).plain is True
    before = parser.parse_args(["--speech", "none", "--no-speech", "--braille", "unicode", "--verbosity", "terse",
                                "--inline", "play", "maumau"])
    assert (before.speech, before.no_speech, before.braille, before.verbosity, before.inline) == (
        "none", True, "unicode", "terse", True)
    # given after the sub-command, they count too; given nowhere, the defaults
    after = parser.parse_args(["play", "maumau", "--speech", "none", "--inline"])
    assert (after.speech, after.inline) == ("none", True)
    neither = parser.parse_args(["play", "maumau"])
    assert (neither.speech, neither.no_speech, neither.inline) == (None, False, False)


def test_plain_before_play_starts_the_plain_mode(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8", "ACCESSIBLE_GAMES_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "accessible_games", "--lang", "en", "--plain", "--speech", "none", "--braille", "none",
         "play", "logomachy", "--seed", "3"],
        input="hand\nquit\n", capture_output=True, text=True, env=env, timeout=60,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Logomachy, 3 players. You are Player 1.")
    assert "> hand" in lines and any(line.startswith("Your hand: ") for line in lines)
    assert lines[-2:] == ["> quit", "Goodbye."]
