"""The plain mode as a player starts and leaves it: ``--plain`` before the
sub-command is kept, and quitting a running game with unsaved moves asks
first, saying what leaving loses."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from accessible_games.app.session import Session
from accessible_games.launch import build_parser
from accessible_games.ui.plain.app import PlainMode

ROOT = Path(__file__).resolve().parents[2]


def plain(script: str, lang: str = "en", seed: int = 7) -> tuple[PlainMode, str]:
    """Logomachy, three players, the player at seat 0: ``1`` is a move."""
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", 3, 2, "good", seed, {}, lang, emit),
        out=out,
        inp=io.StringIO(script),
        interactive=False,
    )
    mode.run()
    return mode, out.getvalue()


# --- the command line -------------------------------------------------------------


def test_options_before_the_sub_command_are_not_reset_by_it():
    parser = build_parser()
    assert parser.parse_args(["--plain", "play", "logomachy"]).plain is True
    assert parser.parse_args(["play", "logomachy", "--plain"]).plain is True
    assert parser.parse_args(["play", "logomachy"]).plain is False
    assert parser.parse_args(["--plain", "connect", "ws://127.0.0.1:7000"]).plain is True
    before = parser.parse_args(
        [
            "--speech",
            "none",
            "--no-speech",
            "--braille",
            "unicode",
            "--verbosity",
            "terse",
            "--inline",
            "play",
            "maumau",
        ]
    )
    assert (before.speech, before.no_speech, before.braille, before.verbosity, before.inline) == (
        "none",
        True,
        "unicode",
        "terse",
        True,
    )
    # given after the sub-command, they count too; given nowhere, the defaults
    after = parser.parse_args(["play", "maumau", "--speech", "none", "--inline"])
    assert (after.speech, after.inline) == ("none", True)
    neither = parser.parse_args(["play", "maumau"])
    assert (neither.speech, neither.no_speech, neither.inline) == (None, False, False)


def test_plain_before_play_starts_the_plain_mode(tmp_path):
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "LANG": "C.UTF-8",
        "ACCESSIBLE_GAMES_DATA_DIR": str(tmp_path),
    }
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "--lang",
            "en",
            "--plain",
            "--speech",
            "none",
            "--braille",
            "none",
            "play",
            "logomachy",
            "--seed",
            "3",
        ],
        input="hand\nquit\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Logomachy, 3 players. You are Player 1.")
    assert "> hand" in lines and any(line.startswith("Your hand: ") for line in lines)
    assert lines[-2:] == ["> quit", "Goodbye."]


# --- leaving a running game --------------------------------------------------------


QUESTION = (
    "The game is still running and your latest moves are not saved: leaving loses them and costs "
    "20 experience points. Leave it? Type yes to leave, save and a file name to save and leave, "
    "or no to stay."
)


def test_quit_after_a_move_asks_no_stays_yes_leaves():
    mode, out = plain("1\nquit\nno\nhand\nquit\nyes\n")
    lines = out.splitlines()
    first = lines.index("> quit")
    assert lines[first + 1] == QUESTION
    assert lines[first + 2 : first + 4] == ["> no", "Not leaving. The game goes on."]
    assert lines[first + 4] == "> hand" and lines[first + 5].startswith("Your hand: ")
    second = lines.index("> quit", first + 1)
    assert lines[second + 1] == QUESTION
    assert lines[second + 2 :] == [
        "> yes",
        "You leave a running game and lose 20 experience points; now -20.",
        "Goodbye.",
    ]
    # the braille display shows the question's short form
    asked = [u for u in mode.history if u.speech == QUESTION]
    assert len(asked) == 2
    assert (
        asked[0].braille
        == "game running, moves unsaved, leaving costs xp: 20. leave? yes, save FILE, no"
    )


def test_ende_in_german_asks_and_another_line_stays_and_is_carried_out():
    mode, out = plain("1\nende\nhand\nverlassen\nende\n", lang="de")
    lines = out.splitlines()
    asked = lines.index("> ende")
    assert lines[asked + 1] == (
        "Das Spiel läuft noch, und deine letzten Züge sind nicht gespeichert: Verlassen verliert "
        "sie und kostet 20 Erfahrungspunkte. Verlassen? Tippe ja zum Verlassen, speichern und "
        "einen Dateinamen zum Speichern und Verlassen, oder nein zum Bleiben."
    )
    # "hand" is no answer: the player stays, and the hand is said
    assert lines[asked + 2 : asked + 4] == ["> hand", "Nicht verlassen. Das Spiel geht weiter."]
    assert lines[asked + 4].startswith("Deine Hand: ")
    # asked again; a quit word as the answer leaves
    assert lines[-5:-3] == ["> verlassen", lines[asked + 1]]
    assert lines[-3:] == [
        "> ende",
        "Du verlässt ein laufendes Spiel und verlierst 20 Erfahrungspunkte; jetzt -20.",
        "Auf Wiedersehen.",
    ]


def test_save_as_the_answer_saves_and_leaves_without_counting(tmp_path):
    kept = tmp_path / "kept.json"
    mode, out = plain(f"1\nquit\nsave {kept}\nhand\n")
    lines = out.splitlines()
    assert lines[lines.index("> quit") + 1] == QUESTION
    assert kept.is_file()
    assert lines[-2].startswith("Game saved to ") and lines[-2].endswith("kept.json.")
    assert lines[-1] == "Goodbye."
    assert "> hand" not in lines  # left: the next line was never read
    assert "experience points;" not in out  # a saved game is not counted as left


def test_the_input_ending_at_the_question_leaves_as_asked():
    mode, out = plain("1\nquit\n")
    lines = out.splitlines()
    assert lines[-3:] == [
        QUESTION,
        "You leave a running game and lose 20 experience points; now -20.",
        "Goodbye.",
    ]


def test_nothing_unsaved_quits_at_once():
    _, out = plain("quit\nhand\n")
    assert "> hand" not in out and QUESTION not in out
    assert out.splitlines()[-1] == "Goodbye."
