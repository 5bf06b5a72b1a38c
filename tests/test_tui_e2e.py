"""The full-screen mode end to end: the real console script in a real
terminal (tmux), with a private speech-dispatcher and BRLTTY's virtual
braille display. A Logomachy game is set up from the main menu and played to
the end by keys only; the screen (capture-pane), the cursor, what
speech-dispatcher was told and what the braille display shows are checked
together, as a player who cannot see the screen would meet them."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from accessible_games.braille.translate import Translator
from tests.fixtures.slow_mark import slow_factor
from tests.test_pipeline_e2e import window
from tests.test_tmux_fixture import console_script

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent


def wait_spoken_match(server, pattern: str, timeout: float = 30.0) -> str:
    """The first text speech-dispatcher was told that matches ``pattern``."""
    regex = re.compile(pattern)
    deadline = time.monotonic() + timeout * slow_factor()
    while time.monotonic() < deadline:
        for text in server.spoken_texts():
            if regex.search(text):
                return text
        time.sleep(0.05)
    raise AssertionError(
        f"nothing matching {pattern!r} was spoken; last: {server.spoken_texts()[-5:]}"
    )


def screen_row(screen: str, prefix: str) -> int:
    for number, line in enumerate(screen.splitlines()):
        if line.lstrip().startswith(prefix):
            return number
    raise AssertionError(f"no line starts with {prefix!r}:\n{screen}")


def assert_cursor_on(term, prefix: str, timeout: float = 30.0) -> None:
    """The terminal cursor comes to rest on the line starting with
    ``prefix`` (layouts settle, and zones scroll to the focused one, a frame
    or two after the speech)."""
    deadline = time.monotonic() + timeout * slow_factor()
    while True:
        screen = term.capture()
        row, cursor = screen_row(screen, prefix), term.cursor()
        if cursor[1] == row:
            return
        if time.monotonic() > deadline:
            lines = "\n".join(f"{n:2} {line}" for n, line in enumerate(screen.splitlines()))
            raise AssertionError(f"the cursor is at {cursor}, not on row {row}:\n{lines}")
        time.sleep(0.05)


def test_a_whole_game_by_keys_in_a_real_terminal(
    tmux_terminal, speechd_server, brltty_vr, tmp_path
):
    env = {
        "SPEECHD_ADDRESS": speechd_server.address,
        "BRLAPI_HOST": brltty_vr.host,
        "BRLAPI_AUTH": "none",
        "ACCESSIBLE_GAMES_DATA_DIR": str(tmp_path / "data"),
    }
    command = [
        console_script(),
        "--lang",
        "en",
        "--speech",
        "speechd",
        "--braille",
        "brlapi",
        "--braille-table",
        "en-ueb-g1",
    ]
    term = tmux_terminal(command, env=env, cwd=ROOT, width=100, height=40)
    table = Translator("en-ueb-g1")

    # the main menu: on screen, spoken, in braille
    screen = term.wait_for("Accessible Games, main menu", timeout=30)
    assert "Play a new game" in screen and "Print braille labels" in screen
    welcome = wait_spoken_match(speechd_server, r"^Welcome to Accessible Games\.")
    assert welcome.endswith("main menu: Play a new game, 1 of 8")
    # the display shows the focused entry (the welcome is heard)
    focused = "Accessible Games, main menu: Play a new game, 1 of 8"
    assert brltty_vr.wait_for_cells(window(table.cells(focused).dots), timeout=30)
    # the terminal cursor sits on the focused entry
    assert_cursor_on(term, "Play a new game")

    # a new game: one deal, two players
    term.send_keys("Enter")
    term.wait_for("Start the game", timeout=30)
    for _ in range(3):
        term.send_keys("Down")
    wait_spoken_match(speechd_server, r"^Deals: one per player, 4 of 12$")
    term.send_keys("Right")
    wait_spoken_match(speechd_server, r"^Deals: 1$")
    term.wait_for("Deals: 1", timeout=30)
    for _ in range(3):
        term.send_keys("Down")
    wait_spoken_match(speechd_server, r"^Players: 3, 7 of 12$")
    term.send_keys("Left")
    wait_spoken_match(speechd_server, r"^Players: 2$")
    term.send_keys("End")
    wait_spoken_match(speechd_server, r"^Start the game, 11 of 11$")
    term.send_keys("Enter")

    # the table
    screen = term.wait_for(lambda s: "Actions" in s and "Players and scores" in s, timeout=30)
    wait_spoken_match(speechd_server, r"^Logomachy, 2 players\. You are Player 1\.")
    for title in ("Messages", "Hand", "Middle", "Players and scores", "Actions"):
        assert re.search(rf"^\s*{re.escape(title)}\s*$", screen, re.M), title

    # play by keys until the result is spoken: each round waits until the
    # program has answered (something new was said: a move, or why not now),
    # so a busy machine gets as many rounds as it needs before the deadline
    def results() -> list[str]:
        return [t for t in speechd_server.spoken_texts() if t.startswith("Result: ")]

    # (the deadline bounds a game that does not end; a loaded machine takes long)
    deadline = time.monotonic() + 300
    while not results():
        assert time.monotonic() < deadline, "the game did not end"
        before = len(speechd_server.spoken_texts())
        term.send_keys("a")
        term.send_keys("Enter")
        while len(speechd_server.spoken_texts()) == before and time.monotonic() < deadline:
            time.sleep(0.05)
    result = results()[0]
    assert re.match(r"^Result: you: \d+ chips? and Anna: \d+ chips?\. Winners?: (you|Anna)", result)

    # the scores, heard and felt
    term.send_keys("s")
    scores = wait_spoken_match(speechd_server, r"^You have \d+ chips?\b")
    chips = re.findall(r"\d+", scores)
    # each player's chips after the name and a colon (never "chips 2 2")
    expected = window(table.cells(f"chips you: {chips[0]} and Anna: {chips[1]}").dots)
    assert brltty_vr.wait_for_cells(expected, timeout=30) == expected

    # the players zone: focus, cursor and screen agree
    term.send_keys("p")
    spoken = wait_spoken_match(speechd_server, r"^Players and scores: You: \d+ chips?\b")
    assert_cursor_on(term, "You: ")
    assert spoken.endswith("1 of 2")

    # the game is over: Control Q leaves without asking, to the main menu; again quits
    before = len(speechd_server.spoken_texts())
    term.send_keys("C-q")
    term.wait_for(
        lambda screen: screen.lstrip().startswith("Accessible Games, main menu"), timeout=30
    )
    deadline = time.monotonic() + 30
    while not any(
        t == "Accessible Games, main menu: Play a new game, 1 of 8"
        for t in speechd_server.spoken_texts()[before:]
    ):
        assert time.monotonic() < deadline, speechd_server.spoken_texts()[before:]
        time.sleep(0.05)
    term.send_keys("C-q")
    assert term.wait_exit(30) == 0, term.capture()


def test_inline_mode_stays_under_the_prompt(tmux_terminal, tmp_path):
    command = [
        "sh",
        "-c",
        f"echo 'before the program'; exec {console_script()} --inline --speech none "
        f"--braille none --lang en",
    ]
    term = tmux_terminal(command, cwd=ROOT, width=100, height=40)
    screen = term.wait_for("Accessible Games, main menu", timeout=30)
    lines = screen.splitlines()
    assert lines[0] == "before the program"  # the terminal was not taken over
    term.send_keys("C-q")
    assert term.wait_exit(30) == 0
