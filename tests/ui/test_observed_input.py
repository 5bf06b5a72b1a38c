"""The inputs that once broke the program, each as it was met: typed lines
in the plain mode of every game and both languages, odd statistics files at
a game's end, and outside text (seat names, the name setting) on its way to
the screen, speech and braille."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.app.session import Session
from accessible_games.core.errors import OptionError
from accessible_games.core.save import save_game
from accessible_games.core.utterance import Category
from accessible_games.games.registry import game_ids
from accessible_games.settings import Settings
from accessible_games.stats import DEFAULT_PROFILE, Stats, stats_path
from accessible_games.ui.plain.app import PlainMode

ROOT = Path(__file__).resolve().parents[2]

#: lines that ended the program with a traceback, or made a move they should not
LINES = [
    "²",
    "①",
    "³",
    "history ²",
    "card ²",
    "9" * 4301,
    "1" + "0" * 5000,
    "history " + "9" * 4400,
    "card " + "7" * 4400,
    "٣",
    "save a\x00b",
    "load a\x00b",
]


def mode_for(game_id: str, lang: str) -> tuple[PlainMode, io.StringIO]:
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new(game_id, 2, 1, "random", 7, {}, lang, emit),
        out=out,
        inp=io.StringIO(""),
        interactive=False,
    )
    mode.session.start()
    return mode, out


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", game_ids())
def test_lines_that_crashed_are_refused_and_change_nothing(game_id, lang, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    mode, out = mode_for(game_id, lang)
    game = mode.session.game
    for line in LINES:
        before, log = game.fingerprint(), list(game.log)
        printed = len(out.getvalue())
        assert mode.handle(line) is True
        answer = out.getvalue()[printed:]
        assert answer.strip(), f"{line[:20]!r} was not answered"
        if line.startswith(("save", "load")):
            continue  # "save ab", "load ab": the NUL is dropped like any control character
        assert game.fingerprint() == before and game.log == log, f"{line[:20]!r} changed the game"
        assert mode.history[-1].category is Category.ERROR or line.startswith("history")


def test_an_arabic_indic_three_is_not_move_three():
    mode, _out = mode_for("maumau", "en")
    game = mode.session.game
    log = list(game.log)
    mode.handle("٣")
    assert game.log == log
    assert mode.history[-1].speech.startswith("Unknown command: ٣")


def test_a_huge_number_is_no_such_move_in_both_languages():
    for lang, start in (("en", "There is no move 9999"), ("de", "Einen Zug 9999")):
        mode, _out = mode_for("logomachy", lang)
        mode.handle("9" * 5000)  # within the line limit? no: refused as too long
        assert "1000" in mode.history[-1].speech or "1.000" in mode.history[-1].speech
        mode.handle("9" * 900)
        assert mode.history[-1].speech.startswith(start) and len(mode.history[-1].speech) < 200


def test_the_command_line_survives_a_superscript_two():
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "play",
            "logomachy",
            "--plain",
            "--seed",
            "7",
            "--no-speech",
            "--braille",
            "none",
        ],
        input="²\nhistory ²\nquit\n",
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8"},
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "Unknown command: ²." in result.stdout
    assert result.stdout.rstrip().endswith("Goodbye.")


# --- statistics that crashed every game end ----------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        '{"profiles": {"default": {"logomachy": {"xp": Infinity, "won": 1, "lost": 0, "left": '
        "0}}}}",
        '{"profiles": {"default": {"logomachy": {"xp": 1e400, "won": 1, "lost": 0, "left": 0}}}}',
        '{"profiles": {"default": {"logomachy": {"xp": 0, "won": 1, "lost": -5, "left": 0}}}}',
        '{"profiles": {"default": {"logomachy": {"xp": 0, "won": 1.5, "lost": 0, "left": 0}}}}',
        '{"profiles": ' * 100_000,
    ],
)
def test_odd_statistics_are_set_aside_at_the_game_end_and_on_quit(content):
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(content, encoding="utf-8")
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", 2, 1, "random", 1, {"deals": 1}, "en", emit),
        out=out,
        inp=io.StringIO("stats\n1\n1\n1\nquit\n"),
        interactive=False,
    )
    assert mode.run() == 0
    printed = out.getvalue()
    assert "The statistics file" in printed and "is damaged" in printed
    assert stats_path().with_name("stats.json.broken").read_text(encoding="utf-8") == content
    assert "-4 played" not in printed
    record = Stats().record(DEFAULT_PROFILE, "logomachy")  # counting started again, and counted
    assert record.played == 1 and record.lost + record.won + record.left == 1


# --- outside text on its way out ------------------------------------------------------------------


def test_seat_names_from_a_save_reach_no_terminal_raw(tmp_path):
    from accessible_games.games.logomachy.rules import Logomachy

    game = Logomachy(3, {}, 5)
    path = tmp_path / "names.json"
    # the listener is "you" in the players' lines: the outside names sit on the other seats
    save_game(
        game,
        path,
        [
            {"name": "Ute", "bot": None},
            {"name": "\x1b]0;owned\x07\x1b[2JMallory\u202e", "bot": "random"},
            {"name": "B" * 5000, "bot": "random"},
        ],
    )
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", 2, 1, "random", 1, {}, "en", emit),
        out=out,
        inp=io.StringIO(f"load {path}\nplayers\nquit\n"),
        interactive=False,
    )
    mode.run()
    printed = out.getvalue()
    assert "\x1b" not in printed and "\x07" not in printed and "\u202e" not in printed
    assert "Mallory" in printed
    assert "B" * 41 not in printed  # shortened to 40 characters
    for utterance in mode.history:  # speech and braille too
        assert "\x1b" not in utterance.speech + utterance.braille


def test_the_name_setting_is_cleaned_and_bounded():
    assert Settings.from_dict({"name": "\x1b]0;x\x07Anna\u202e"}).name == "]0;xAnna"
    with pytest.raises(OptionError) as info:
        Settings.from_dict({"name": "A" * 41})
    assert "40" in str(info.value)
    with pytest.raises(OptionError):
        Settings.from_dict({"name": 7})


def test_a_saved_name_of_50_megabytes_is_refused(tmp_path):
    from accessible_games.core.errors import SaveError
    from accessible_games.core.save import load_game
    from accessible_games.games.registry import get_game

    path = tmp_path / "big.json"
    data = {
        "format": "accessible-games-save",
        "version": 1,
        "game": "logomachy",
        "players": 2,
        "seed": 1,
        "options": {},
        "actions": [],
        "seats": [{"name": "x" * (50 * 1024 * 1024)}],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path, get_game)
    assert "too large" in info.value.text("en") and "zu groß" in info.value.text("de")
