"""The plain line mode, driven as a player would: through the real command
line, with commands on standard input."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from accessible_games.ui.plain.app import PlainMode
from accessible_games.ui.session import Session

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str, stdin: str = "", lang: str = "en") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8"}
    return subprocess.run(
        [sys.executable, "-m", "accessible_games", "--lang", lang, *args, "--speech", "none",
         "--braille", "none"],
        input=stdin, capture_output=True, text=True, env=env, timeout=120,
    )


def plain(script: str, lang: str = "en", seed: int = 7, players: int = 3) -> tuple[PlainMode, str]:
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", players, players - 1, "good", seed, {}, lang, emit),
        out=out, inp=io.StringIO(script), interactive=False,
    )
    mode.run()
    return mode, out.getvalue()


def test_bots_all_plays_a_full_match_and_names_the_winner():
    result = run_cli("play", "logomachy", "--bots", "all", "--seed", "1", "--plain")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert "The match is over." in lines[-2]
    assert lines[-1].startswith("Result: ") and "Winner" in lines[-1]
    # three players by default, so three deals
    assert sum("deals." in line and line.startswith("Deal ") for line in lines) == 3


def test_scripted_game_gives_the_same_transcript_twice():
    script = "hand\nmiddle\nactions\n1\nturn\n1\nscores detail\nhistory 3\n1\n2\nquit\n"
    first = run_cli("play", "logomachy", "--players", "3", "--bots", "2", "--seed", "7", "--plain", stdin=script)
    second = run_cli("play", "logomachy", "--players", "3", "--bots", "2", "--seed", "7", "--plain", stdin=script)
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert "> actions" in first.stdout and "Your moves:" in first.stdout
    assert first.stdout.rstrip().endswith("Goodbye.")


def test_a_whole_game_can_be_played_through_standard_input():
    # always choose move 1: the match ends and the result is announced
    result = run_cli("play", "logomachy", "--players", "2", "--seed", "3", "--plain", stdin="1\n" * 200)
    assert result.returncode == 0
    assert "The match is over." in result.stdout
    assert "Result: " in result.stdout


def test_unknown_command_gets_one_line_and_changes_nothing():
    mode, out = plain("hand\nfrobnicate\n")
    before = mode.session.game.fingerprint()
    mode.handle("frobnicate now")
    assert mode.session.game.fingerprint() == before
    lines = out.splitlines()
    answer = lines[lines.index("> frobnicate") + 1]
    assert answer == "Unknown command: frobnicate. Type help for the commands."


def test_illegal_move_is_refused_with_a_reason_and_nothing_changes():
    mode, _ = plain("")
    session = mode.session
    before = session.game.fingerprint()
    out = mode.out
    start = len(out.getvalue())
    mode.handle("play Y99")
    said = out.getvalue()[start:].strip()
    assert said == "You do not hold yellow 99."
    assert session.game.fingerprint() == before


def test_number_out_of_range_is_refused():
    mode, _ = plain("")
    start = len(mode.out.getvalue())
    count = len(mode.session.legal())
    mode.handle("99")
    assert mode.out.getvalue()[start:].strip() == f"There is no move 99: choose 1 to {count}."


def test_move_typed_as_text_is_played():
    mode, _ = plain("")
    session = mode.session
    action = session.legal()[0]
    moves_before = len(session.game.log)
    mode.handle(action.text.lower())
    assert session.game.log[moves_before] == (0, action.text)


def test_german_commands_and_answers():
    _, out = plain("hilfe\nmitte\naktionen\nende\n", lang="de")
    assert "Befehle:" in out
    assert "Mitte, " in out or "Die Mitte ist leer." in out
    assert "Deine Züge:" in out
    assert out.rstrip().endswith("Auf Wiedersehen.")


def test_save_and_load_commands(tmp_path):
    path = tmp_path / "game.json"
    mode, out = plain(f"1\nsave {path}\n1\n")
    assert path.exists()
    after_two = mode.session.game.fingerprint()
    assert mode.handle(f"load {path}")
    # the loaded game is the position after the first move, bots replayed too
    assert mode.session.game.fingerprint() != after_two
    mode.handle("1")
    assert mode.session.game.fingerprint() == after_two


def test_load_of_a_broken_file_is_refused_and_the_game_goes_on(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    mode, _ = plain("")
    before = mode.session.game.fingerprint()
    start = len(mode.out.getvalue())
    mode.handle(f"load {broken}")
    assert mode.out.getvalue()[start:].strip() == f"{broken} is not a saved game of this program."
    assert mode.session.game.fingerprint() == before


def test_cli_refuses_bad_options_with_their_allowed_values():
    result = run_cli("play", "logomachy", "--option", "deals=0", "--plain", stdin="quit\n")
    assert result.returncode == 2
    assert "Option deals cannot be 0. Allowed: a whole number from 1 to 40." in result.stderr
    result = run_cli("play", "logomachy", "--players", "9", "--plain", stdin="quit\n", lang="de")
    assert "Logomachy wird von 2 bis 8 Spielern gespielt, nicht von 9." in result.stderr
    result = run_cli("play", "nosuchgame", "--plain")
    assert "Unknown game nosuchgame" in result.stderr


def test_full_screen_mode_refuses_bad_options_before_the_screen_opens():
    result = run_cli("play", "logomachy", "--option", "deals=0")
    assert result.returncode == 2
    assert "Option deals cannot be 0. Allowed: a whole number from 1 to 40." in result.stderr
    result = run_cli("play", "logomachy", "--bots", "x", lang="de")
    assert result.returncode == 2
    assert "--bots muss eine Zahl von 0 bis 3 oder all sein, nicht x." in result.stderr


def test_broken_deck_file_is_named_on_the_command_line(tmp_path):
    deck = tmp_path / "my.deck"
    deck.write_text("red 1 A\nyellow seven E\n", encoding="utf-8")
    result = run_cli("play", "logomachy", "--option", f"deck_file={deck}", "--plain", stdin="quit\n")
    assert result.returncode == 2
    assert f"Deck file {deck}, line 2, value" in result.stderr


class RecordingSpeech:
    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append((text, interrupt))


def test_others_moves_are_not_cut_off_by_your_turn_and_answers_are_heard_whole():
    from accessible_games.announce import Announcer

    speech = RecordingSpeech()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", 3, 2, "good", 7, {}, "en", emit),
        out=io.StringIO(), inp=io.StringIO(""), interactive=False, announcer=Announcer(speech),
    )
    mode.session.start()
    # the bots' moves and then "Your turn." all queue: nothing cancels them
    assert ("Your turn.", False) in speech.said
    assert all(not interrupt for _, interrupt in speech.said)
    speech.said.clear()
    mode.handle("actions")
    assert speech.said[0] == ("Your moves:", True)
    assert len(speech.said) == 1 + len(mode.session.legal())
    assert all(not interrupt for _, interrupt in speech.said[1:])
