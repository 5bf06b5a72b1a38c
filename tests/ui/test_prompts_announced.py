"""Every prompt, question and confirmation is an announcement: said,
brailled and kept in the history, not only printed. The plain start menu
(its games, variants and players, in both languages), the password
questions of the plain online lobby, and a guard over the source: no
front end prints a line or asks with a prompt of its own past the
announcer (the prompt marker "> " aside)."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest

from accessible_games.announce import Announcer
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Utterance
from accessible_games.ui.plain.menu import run_menu
from accessible_games.ui.plain.online import OnlinePlain

PACKAGE = Path(__file__).resolve().parents[2] / "accessible_games"


class Speech:
    def __init__(self) -> None:
        self.said: list[str] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append(text)


class Braille:
    def __init__(self) -> None:
        self.shown: list[str] = []

    def show(self, utterance: Utterance) -> None:
        self.shown.append(utterance.braille)


def printed_lines(out: io.StringIO) -> list[str]:
    """The lines on the screen, the prompt markers taken off."""
    lines = []
    for line in out.getvalue().splitlines():
        while line.startswith("> "):
            line = line[2:]
        if line.strip():
            lines.append(line)
    return lines


@pytest.mark.parametrize(
    ("lang", "typed", "questions"),
    [
        (
            "en",
            "5\n9\n3\n\nquit\n",
            [
                "Variants of Mad Nooks:",
                "Which variant, 1 to 3? Press Enter for Classic (for points).",
                "Please type a number from 1 to 3.",
                "How many players, 1 to 6? Press Enter for 1.",
            ],
        ),
        ("de", "1\n\nende\nja\n", ["Wie viele Spieler, 2 bis 8? Enter für 3."]),
    ],
)
def test_every_line_of_the_plain_start_menu_is_said_and_brailled(lang, typed, questions):
    speech, braille = Speech(), Braille()
    out = io.StringIO()
    run_menu(lang, None, Announcer(speech, braille), inp=io.StringIO(typed), out=out)
    lines = printed_lines(out)
    for question in questions:
        assert question in lines, lines
    menu = lines[: lines.index(questions[-1]) + 1]  # the menu, before the game
    assert render(Msg("ui.menu.title"), lang) in menu
    missing = [line for line in menu if line not in speech.said]
    assert not missing, f"printed but never said: {missing}"
    assert not [line for line in menu if line not in braille.shown]


def test_the_plain_lobby_says_and_brailles_the_password_questions():
    speech, braille = Speech(), Braille()
    out = io.StringIO()
    lobby = OnlinePlain(
        "ws://127.0.0.1:9",
        "Ben",
        "en",
        out=out,
        inp=io.StringIO("secret one\nsecret one\n"),
        interactive=False,
        announcer=Announcer(speech, braille),
    )
    sent: list[tuple[str, str]] = []
    lobby.register = lambda name, password: sent.append((name, password)) or True  # type: ignore[method-assign]
    assert lobby.cmd_register("Ben")
    assert sent == [("Ben", "secret one")]
    questions = ["Password for Ben (not shown):", "The same password again:"]
    assert [line for line in speech.said if line in questions] == questions
    assert [line for line in braille.shown if line in questions] == questions
    assert printed_lines(out) == questions
    assert "secret one" not in out.getvalue() + " ".join(speech.said + braille.shown)


# --- the guard over the source ------------------------------------------------------

#: where a line may be printed past the announcer, and why
PRINT_ALLOWED = {
    # the speech and braille checks print what they test, for a sighted helper
    "ui/checks.py",
    # the command line's errors before any announcer exists, and the
    # server's start lines for its operator's log
    "cli.py",
    # the full-screen mode's refusal to start, on the terminal it could not take
    "ui/tui/app.py",
}


def calls(path: Path) -> list[tuple[str, ast.Call]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            found.append((name, node))
    return found


def test_no_front_end_asks_or_prints_past_the_announcer():
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if not where.startswith(("ui/", "app/")) and where not in ("cli.py", "launch.py"):
            continue
        for name, node in calls(path):
            if name == "print" and where not in PRINT_ALLOWED:
                problems.append(f"{where}:{node.lineno} prints past the announcer")
            if name in ("input", "getpass") and node.args:
                prompt = node.args[0]
                if not (isinstance(prompt, ast.Constant) and prompt.value == "> "):
                    problems.append(f"{where}:{node.lineno} asks with its own prompt")
    assert not problems, problems
