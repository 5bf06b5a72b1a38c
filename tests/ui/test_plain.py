"""The plain line mode, driven as a player would: through the real command
line, with commands on standard input."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from accessible_games.app.session import Session
from accessible_games.ui.plain.app import PlainMode

ROOT = Path(__file__).resolve().parents[2]


def run_cli(
    *args: str, stdin: str = "", lang: str = "en", data_dir: Path | None = None
) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8"}
    if data_dir is not None:  # statistics (and saves) in this folder
        env["ACCESSIBLE_GAMES_DATA_DIR"] = str(data_dir)
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "--lang",
            lang,
            *args,
            "--speech",
            "none",
            "--braille",
            "none",
        ],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def plain(script: str, lang: str = "en", seed: int = 7, players: int = 3) -> tuple[PlainMode, str]:
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", players, players - 1, "good", seed, {}, lang, emit),
        out=out,
        inp=io.StringIO(script),
        interactive=False,
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
    assert sum(re.match(r"Deal \d of 3\. ", line) is not None for line in lines) == 3


def test_scripted_game_gives_the_same_transcript_twice(tmp_path):
    script = "hand\nmiddle\nactions\n1\nturn\n1\nscores detail\nhistory 3\n1\n2\nquit\n"
    # each run from empty statistics: quitting counts as leaving, and says the new total
    first = run_cli(
        "play",
        "logomachy",
        "--players",
        "3",
        "--bots",
        "2",
        "--seed",
        "7",
        "--plain",
        stdin=script,
        data_dir=tmp_path / "first",
    )
    second = run_cli(
        "play",
        "logomachy",
        "--players",
        "3",
        "--bots",
        "2",
        "--seed",
        "7",
        "--plain",
        stdin=script,
        data_dir=tmp_path / "second",
    )
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert "> actions" in first.stdout and "Your moves:" in first.stdout
    assert first.stdout.rstrip().endswith("Goodbye.")


def test_a_whole_game_can_be_played_through_standard_input():
    # always choose move 1: the match ends and the result is announced
    result = run_cli(
        "play", "logomachy", "--players", "2", "--seed", "3", "--plain", stdin="1\n" * 200
    )
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
    result = run_cli(
        "play", "logomachy", "--option", f"deck_file={deck}", "--plain", stdin="quit\n"
    )
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
        out=io.StringIO(),
        inp=io.StringIO(""),
        interactive=False,
        announcer=Announcer(speech),
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


# --- statistics -------------------------------------------------------------


def test_stats_command_says_each_game_and_none_at_first():
    mode, out = plain("stats\n1\nquit\n")
    lines = out.splitlines()
    assert lines[lines.index("> stats") + 1] == "No local games counted yet"
    # quitting a running game after a move counts as leaving, and is said before goodbye
    assert lines[-2] == "You leave a running game and lose 20 experience points; now -20."
    assert lines[-1] == "Goodbye."
    mode, out = plain("statistics\n")
    lines = out.splitlines()
    assert lines[lines.index("> statistics") + 1] == (
        "Logomachy: -20 experience points, 1 played, 0 won, 0 lost, 1 left"
    )


def test_statistik_in_german_and_in_the_help():
    plain("1\nende\n", lang="de")
    mode, out = plain("statistik\nhilfe\n", lang="de")
    lines = out.splitlines()
    assert lines[lines.index("> statistik") + 1] == (
        "Logomachy: -20 Erfahrungspunkte, 1 gespielt, 0 gewonnen, 0 verloren, 1 verlassen"
    )
    assert "statistik: deine Erfahrungspunkte und Spiele" in out
    _, out = plain("help\n")
    assert "stats: your experience points and games" in out


def test_quit_after_saving_or_before_any_move_is_not_leaving(tmp_path):
    _, out = plain(f"1\nsave {tmp_path / 'kept.json'}\nquit\n")
    assert "experience points" not in out
    _, out = plain("quit\n")
    assert "experience points" not in out
    _, out = plain("stats\n")
    assert "No local games counted yet" in out


def test_a_whole_game_in_plain_mode_is_counted_once(tmp_path):
    result = run_cli(
        "play",
        "logomachy",
        "--players",
        "2",
        "--seed",
        "3",
        "--option",
        "deals=1",
        "--plain",
        stdin="1\n" * 60 + "scores\nquit\nstats\n",
        data_dir=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    gained = [line for line in lines if "experience points;" in line]
    assert len(gained) == 1
    result_line = next(n for n, line in enumerate(lines) if line.startswith("Result: "))
    assert lines.index(gained[0]) < result_line  # said with the end, before the summary
    record = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))["profiles"][
        "default"
    ]["logomachy"]
    assert record["won"] + record["lost"] == 1 and record["left"] == 0


def test_the_name_given_is_the_statistics_profile(tmp_path):
    result = run_cli(
        "play",
        "logomachy",
        "--players",
        "2",
        "--seed",
        "3",
        "--name",
        "Maria",
        "--plain",
        stdin="1\nquit\n",
        data_dir=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "You are Maria." in result.stdout
    profiles = json.loads((tmp_path / "stats.json").read_text(encoding="utf-8"))["profiles"]
    assert profiles == {"Maria": {"logomachy": {"xp": -20, "won": 0, "lost": 0, "left": 1}}}


def test_the_name_in_the_settings_is_used_when_none_is_given(tmp_path, private_settings):
    (private_settings / "settings.toml").write_text('name = "Jana"\n', encoding="utf-8")
    result = run_cli(
        "play",
        "logomachy",
        "--players",
        "2",
        "--seed",
        "3",
        "--plain",
        stdin="stats\nquit\n",
        data_dir=tmp_path,
    )
    assert "You are Jana." in result.stdout
    assert "No local games counted yet for Jana" in result.stdout
    result = run_cli(
        "play",
        "logomachy",
        "--players",
        "2",
        "--seed",
        "3",
        "--name",
        "Maria",
        "--plain",
        stdin="quit\n",
        data_dir=tmp_path,
    )
    assert "You are Maria." in result.stdout


class _Lines:
    """Input whose next line is computed from the session when it is read."""

    def __init__(self, *makers) -> None:
        self.makers = list(makers)
        self.mode: PlainMode | None = None
        self.read: list[str] = []

    def readline(self, limit: int = -1) -> str:
        if not self.makers:
            return ""
        line = self.makers.pop(0)(self.mode.session)
        self.read.append(line)
        return line + "\n"


def test_ende_ends_a_monad_turn_and_verlassen_quits():
    """In MONAD "ende" is a move (end the turn), so it does not quit there;
    "verlassen" always quits. At the start of a turn "ende" is refused with
    the reason, and the program goes on."""

    def combine(session):
        legal = session.legal()
        return next(a.text for a in legal if a.kind == "combine")

    inp = _Lines(lambda s: "ende", combine, lambda s: "ende", lambda s: "verlassen")
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("monad", 2, 1, "good", 4, {}, "de", emit),
        out=out,
        inp=inp,
        interactive=False,
    )
    inp.mode = mode
    mode.run()
    game = mode.session.game
    assert inp.read[0] == "ende" and inp.read[-1] == "verlassen"  # every line was read
    mine = [text for seat, text in game.log if seat == 0]
    assert mine[:2] == [inp.read[1], "end"]
    text = out.getvalue()
    assert "> ende\nDeinen Zug beenden kannst du erst nach einer Aktion." in text
    assert "> ende\nDu beendest deinen Zug." in text
    assert text.rstrip().endswith("Auf Wiedersehen.")


def test_ende_still_quits_a_game_without_such_a_move():
    mode, out = plain("ende\nhand\n", lang="de")
    assert "> hand" not in out  # quit at "ende": the next line was never read
