"""The whole announce pipeline with the real components: a Logomachy game in
plain mode spoken by a private speech-dispatcher and shown on BRLTTY's
virtual braille display, read back as the player would hear and feel it."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce.pipeline import build
from accessible_games.app.session import Session
from accessible_games.braille.translate import Translator, to_dots_string
from accessible_games.ui.plain.app import PlainMode

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


def window(dots: str, width: int = 40) -> str:
    """The first display window of a translation, as the vr driver reports it."""
    cells = list(dots[:width]) + ["\u2800"] * max(0, width - len(dots))
    return to_dots_string("".join(cells))


def test_plain_game_is_spoken_by_speechd_and_shown_on_brltty(tmp_path, speechd_server, brltty_vr):
    config = tmp_path / "config"
    config.mkdir()
    chosen = settings_module.defaults().with_changes(
        language="en",
        speech="speechd",
        braille="brlapi",
        brlapi_host=brltty_vr.host,
        braille_table="en-ueb-g1",
        verbosity="normal",
    )
    settings_module.save(chosen, config / "settings.toml")
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "ACCESSIBLE_GAMES_CONFIG_DIR": str(config),
        "SPEECHD_ADDRESS": speechd_server.address,
        "BRLAPI_AUTH": "none",
    }
    script = "hand\n1\n1\nmiddle\nquit\n"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessible_games",
            "play",
            "logomachy",
            "--players",
            "2",
            "--seed",
            "5",
            "--plain",
        ],
        input=script,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    printed = [line for line in result.stdout.splitlines() if not line.startswith("> ")]
    # what the player heard: every printed announcement reached speech-dispatcher
    for line in ("Your turn.", printed[-1]):
        assert speechd_server.wait_spoken(line, timeout=10), (line, speechd_server.spoken_texts())
    hand_line = next(line for line in printed if line.startswith("Your hand: "))
    assert speechd_server.wait_spoken(hand_line, timeout=10)
    assert speechd_server.audio_size() > 0
    # what the player felt: the last message before quitting ("Goodbye.") in UEB grade 1
    expected = window(Translator("en-ueb-g1").cells("Goodbye.").dots)
    assert brltty_vr.wait_for_cells(expected, timeout=10) == expected


def test_braille_shows_the_terse_form_and_walks_the_history(tmp_path, brltty_vr, monkeypatch):
    monkeypatch.setenv("BRLAPI_AUTH", "none")
    chosen = settings_module.defaults().with_changes(
        language="de",
        speech="none",
        braille="brlapi",
        brlapi_host=brltty_vr.host,
        braille_table="de-g1",
    )
    announcer = build(chosen)
    try:
        mode = PlainMode(
            lambda emit: Session.new("logomachy", 2, 1, "good", 5, {}, "de", emit),
            out=io.StringIO(),
            inp=io.StringIO(""),
            interactive=False,
            announcer=announcer,
        )
        mode.session.start()
        mode.handle("hand")
        hand = announcer.history.last()
        translator = Translator("de-g1")
        assert hand.braille.startswith("hand ")  # the terse braille form, not the sentence
        expected = window(translator.cells(hand.braille).dots)
        assert brltty_vr.wait_for_cells(expected, timeout=10) == expected
        # the display's "previous line" key shows the message before it
        before = announcer.history.items()[-2]
        brltty_vr.send_key("lnup")
        expected_before = window(translator.cells(before.braille).dots)
        assert brltty_vr.wait_for_cells(expected_before, timeout=10) == expected_before
    finally:
        announcer.close()


def test_killing_speechd_mid_game_switches_backend_and_keeps_the_history(
    speechd_server, monkeypatch
):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    chosen = settings_module.defaults().with_changes(
        language="en", speech="speechd", braille="none"
    )
    announcer = build(chosen)
    out = io.StringIO()
    try:
        mode = PlainMode(
            lambda emit: Session.new("logomachy", 2, 1, "good", 11, {"deals": 1}, "en", emit),
            out=out,
            inp=io.StringIO(""),
            interactive=False,
            announcer=announcer,
        )
        assert announcer.speech.current == "speechd"
        mode.session.start()
        mode.handle("1")
        assert speechd_server.wait_spoken("Your turn.", timeout=10)
        speechd_server.stop()
        while not mode.session.game.is_over():
            mode.handle("1")
        assert announcer.speech.current in {"pyttsx3", "none"}
        system = [u.speech for u in announcer.history.items("system")]
        assert any(s.startswith("Speech switched from speech-dispatcher to ") for s in system)
        # nothing lost: every event of the whole match is in the history
        spoken = [u.speech for u in announcer.history.items("game")]
        assert any(s.startswith("The match is over.") for s in spoken)
        moves = [s for s in spoken if s.startswith(("You play", "You lay"))]
        assert len(moves) == sum(1 for seat, _ in mode.session.game.log if seat == 0)
    finally:
        announcer.close()
