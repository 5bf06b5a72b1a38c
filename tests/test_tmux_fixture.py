"""The real console script in a real terminal (tmux): the ``tmux_terminal``
fixture works end to end with the plain line mode."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from accessible_games.core.messages import Msg, render

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent


def console_script() -> str:
    """The installed ``accessible-games`` next to this interpreter (the
    project's .venv), as a player would start it."""
    for folder in (Path(sys.executable).parent, ROOT / ".venv" / "bin"):
        script = folder / "accessible-games"
        if script.exists():
            return str(script)
    pytest.fail("the accessible-games console script is not installed (make setup)")


PLAIN = [
    "play",
    "logomachy",
    "--plain",
    "--bots",
    "2",
    "--players",
    "3",
    "--seed",
    "1",
    "--speech",
    "none",
    "--braille",
    "none",
]


def last_line(screen: str) -> str:
    return screen.splitlines()[-1] if screen else ""


def test_plain_mode_in_a_real_terminal(tmux_terminal, private_settings):
    term = tmux_terminal(
        [console_script(), *PLAIN],
        cwd=ROOT,
        env={"ACCESSIBLE_GAMES_CONFIG_DIR": str(private_settings)},
    )

    # the deal is announced, then readline's prompt waits with the cursor after it
    screen = term.wait_for(lambda s: "Logomachy, 3 players." in s and last_line(s) == ">")
    rows = screen.splitlines()
    assert term.cursor() == (2, len(rows) - 1)
    assert term.exit_status() is None

    term.type("hand", enter=True)
    screen = term.wait_for(re.compile(r"^> hand\nYour hand: [^\n]+\.\n>$", re.MULTILINE))
    hand = re.search(r"^Your hand: [^\n]+\.$", screen, re.MULTILINE)
    assert hand is not None
    # the cards the deal named are the ones in the hand
    dealt = re.search(r"^Your cards: ([^\n]+)\.$", screen, re.MULTILINE)
    assert dealt is not None and hand.group(0) == f"Your hand: {dealt.group(1)}."

    term.type("quit", enter=True)
    assert term.wait_exit(10) == 0
    final = term.capture()
    assert final.splitlines()[-2:] == ["> quit", render(Msg("ui.bye"), "en")]


def test_wait_for_reports_the_last_screen(tmux_terminal):
    term = tmux_terminal(["sh", "-c", "echo ready; exit 3"])
    assert term.wait_exit(5) == 3
    with pytest.raises(AssertionError) as caught:
        term.wait_for("never shown", timeout=0.2)
    message = str(caught.value)
    assert "'never shown'" in message and "ready" in message and "status 3" in message
