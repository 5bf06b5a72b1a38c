"""Names at the table: who plays is said when a game starts ("Playing:
you, Anna (computer, good), Ben (computer, strong).") in both front ends;
the result names the player "you"; the number of players follows the
chosen variant on the command line and in the plain start menu."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.app.session import Session
from accessible_games.core.game import Result
from accessible_games.core.messages import Msg
from accessible_games.core.narration import Narrator
from accessible_games.launch import build_parser, default_players, player_range, session_factory
from accessible_games.ui.plain.app import PlainMode

ROOT = Path(__file__).resolve().parents[2]


def quiet(_utterance) -> None:
    pass


# --- who plays ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "Playing: you, Anna (computer, random moves) and Ben (computer, strong)."),
        ("de", "Es spielen: du, Anna (Computer, zufällige Züge) und Ben (Computer, stark)."),
    ],
)
def test_the_seats_are_introduced_with_their_levels(lang: str, said: str) -> None:
    session = Session.new(
        "maumau", 3, 2, "good", 1, {}, lang, quiet, levels=[None, "random", "strong"]
    )
    line = session.seats_line()
    assert line is not None
    assert line.speech == said and line.braille == said


def test_the_player_is_you_whatever_the_seat_and_the_name() -> None:
    session = Session.new(
        "logomachy", 2, 1, "good", 1, {}, "en", quiet, human_name="Ute", levels=["good", None]
    )
    assert session.viewer == 1
    assert session.seats_line().speech == "Playing: Anna (computer, good) and you."


def test_an_onlooker_hears_every_seat_and_a_player_alone_hears_none() -> None:
    watched = Session.new("pulok", 2, 2, "random", 1, {}, "en", quiet)
    assert watched.viewer is None
    assert (
        watched.seats_line().speech
        == "Playing: Anna (computer, random moves) and Ben (computer, random moves)."
    )
    alone = Session.new("madnooks", 1, 0, "good", 1, {"variant": "solitaire"}, "en", quiet)
    assert alone.seats_line() is None


def test_the_plain_mode_says_who_plays_after_the_welcome() -> None:
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("monad", 2, 1, "good", 3, {}, "de", emit),
        out=out,
        inp=io.StringIO("quit\nja\n"),
    )
    mode.run()
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("MONAD, 2 Spieler. Du bist Spieler 1.")
    assert lines[1] == "Es spielen: du und Anna (Computer, gut)."


# --- the result names the player "you" -------------------------------------------------


def finished(session: Session, result: Result) -> Session:
    session.game.result = lambda: result  # type: ignore[method-assign]
    return session


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "Result: you: 7 points, Anna: 3 points and Ben: 0 points. Winner: you."),
        ("de", "Ergebnis: du: 7 Punkte, Anna: 3 Punkte und Ben: 0 Punkte. Sieger: du."),
    ],
)
def test_the_result_says_you_for_the_player_who_won(lang: str, said: str) -> None:
    session = finished(
        Session.new("pulok", 3, 2, "good", 1, {}, lang, quiet), Result((7, 3, 0), (0,))
    )
    line = session.result_line()
    assert line.speech == said
    assert line.braille == said  # the names stay in braille


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "Result: you: 3 points, Anna: 7 points and Ben: 7 points. Winners: Anna and Ben."),
        ("de", "Ergebnis: du: 3 Punkte, Anna: 7 Punkte und Ben: 7 Punkte. Sieger: Anna und Ben."),
    ],
)
def test_the_result_says_you_among_the_others(lang: str, said: str) -> None:
    session = finished(
        Session.new("pulok", 3, 2, "good", 1, {}, lang, quiet), Result((3, 7, 7), (1, 2))
    )
    assert session.result_line().speech == said
    assert "Player 1" not in said and "Spieler 1" not in said


def test_a_games_own_result_line_names_the_player_you() -> None:
    line = Msg("maumau.result.quick", pair="no", winners=[0])
    session = finished(
        Session.new("maumau", 3, 2, "good", 1, {"quick": True}, "en", quiet),
        Result((0, 0, 0), (0,), line),
    )
    assert session.result_line().speech.endswith("the first to go out wins. Winner: you.")


def test_the_players_zone_says_you_for_the_players_own_line() -> None:
    narrator = Narrator("de", ["Spieler 1", "Anna"], viewer=0)
    items = narrator.player_items({"scores": [5, 9], "turn": 0})
    assert [i.speech for i in items] == ["Du: 5, am Zug", "Anna: 9"]


# --- the number of players follows the variant ------------------------------------------


def play_args(*argv: str):
    return build_parser().parse_args(["play", *argv])


def test_a_variant_for_one_starts_alone_on_the_command_line() -> None:
    session = session_factory(
        play_args("madnooks", "--option", "variant=solitaire", "--seed", "1"), "en"
    )(quiet)
    assert session.game.players == 1
    assert session.game.options.variant == "solitaire"


def test_the_default_number_of_players_is_the_variants() -> None:
    assert session_factory(play_args("madnooks", "--seed", "1"), "en")(quiet).game.players == 3
    assert (
        session_factory(play_args("madnooks", "-o", "variant=poker", "--seed", "1"), "en")(
            quiet
        ).game.players
        == 3
    )
    assert session_factory(play_args("logomachy", "--seed", "1"), "en")(quiet).game.players == 3
    chosen = session_factory(
        play_args("madnooks", "-o", "variant=solitaire", "--players", "2", "--seed", "1"), "en"
    )
    assert chosen(quiet).game.players == 2
    assert (player_range("madnooks", "solitaire"), player_range("madnooks", "classic")) == (
        (1, 6),
        (2, 6),
    )
    assert default_players(1, 6) == 1 and default_players(2, 6) == 3 and default_players(2, 2) == 2


def run_plain_menu(stdin: str, lang: str) -> str:
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "--lang",
            lang,
            "--plain",
            "--speech",
            "none",
            "--braille",
            "none",
        ],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env={
            "PATH": "/usr/bin:/bin",
            "HOME": str(ROOT / "build"),
            "XDG_CONFIG_HOME": "/nonexistent",
            "XDG_DATA_HOME": "/nonexistent",
        },
    )
    return result.stdout


def test_the_plain_start_menu_asks_the_variant_and_starts_solitaire_alone() -> None:
    out = run_plain_menu("5\n3\n\nquit\n", "en")
    assert "Variants of Mad Nooks:" in out
    assert "3. Solitaire (one area, alone or as a team)" in out
    assert "How many players, 1 to 6? Press Enter for 1." in out
    assert "Mad Nooks, 1 player. You are Player 1." in out
    assert "Table options: Variant: Solitaire" in out


def test_the_plain_start_menu_keeps_three_for_classic_in_german() -> None:
    out = run_plain_menu("5\n\n\nende\nja\n", "de")
    assert "Welche Variante, 1 bis 3? Enter für Klassisch" in out
    assert "Wie viele Spieler, 2 bis 6? Enter für 3." in out
    assert "Mad Nooks, 3 Spieler. Du bist Spieler 1." in out
    assert "Es spielen: du, Anna (Computer, gut) und Ben (Computer, gut)." in out


def test_a_game_without_variants_is_not_asked_for_one() -> None:
    out = run_plain_menu("1\n2\nquit\nyes\n", "en")
    assert "Variant" not in out.split("How many players")[0]
    assert "Logomachy, 2 players." in out
