"""The player's only move -- a forced draw, flip, pass or end of turn -- is
made by itself when the setting says so (on by default), and said; it never
chooses: with two moves or more nothing happens, and with the setting off
the player makes it as any other (Session.forced_move, Session.play_forced,
the plain mode's loop; the full-screen mode's timer is tested with the
whole games by keys)."""

from __future__ import annotations

import io
import random

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.core.messages import render
from accessible_games.core.utterance import Utterance
from accessible_games.settings import Settings
from accessible_games.ui.plain.app import PlainMode


def monad(out: list[Utterance]) -> Session:
    session = Session.new("monad", 2, 1, "random", 5, {}, "en", out.append)
    session.start()
    return session


def to_a_forced_move(session: Session) -> None:
    """Random moves of the player until their only move is a forced one."""
    rng = random.Random(1)
    session.auto_forced = True
    for _ in range(500):
        assert not session.game.is_over()
        if session.forced_move() is not None:
            return
        session.act(rng.choice(session.legal()))
    raise AssertionError("no forced move came")


def test_the_settings_make_forced_moves_by_themselves_by_default():
    assert Settings().forced_moves is True
    assert Settings().forced_pause in (300, 600, 1000)


def test_the_only_move_is_made_by_itself_and_said_first():
    out: list[Utterance] = []
    session = monad(out)
    to_a_forced_move(session)
    (only,) = session.legal()
    assert session.game.legal_actions(session.viewer) == [only]
    before = len(session.game.log)
    mark = len(out)
    assert session.play_forced()
    assert session.game.log[before] == (session.viewer, only.text)
    assert out[mark].speech == f"Your only move: {render(only.label, 'en')}."


def test_a_choice_is_never_made_for_the_player():
    out: list[Utterance] = []
    session = monad(out)
    session.auto_forced = True
    assert len(session.legal()) > 1
    before = list(session.game.log)
    assert session.forced_move() is None and not session.play_forced()
    assert session.game.log == before


def test_with_the_setting_off_the_only_move_waits_for_the_player():
    out: list[Utterance] = []
    session = monad(out)
    to_a_forced_move(session)
    session.auto_forced = False
    before = list(session.game.log)
    assert session.forced_move() is None and not session.play_forced()
    assert session.game.log == before


def plain_monad(interactive: bool) -> tuple[PlainMode, io.StringIO]:
    out = io.StringIO()

    def factory(emit):
        return Session.new("monad", 2, 1, "random", 5, {}, "en", emit)

    announcer = Announcer()
    announcer.settings = Settings(forced_moves=True, forced_pause=0)
    mode = PlainMode(
        factory, out=out, inp=io.StringIO(""), interactive=interactive, announcer=announcer
    )
    mode.session.start()
    return mode, out


def test_the_plain_mode_at_a_prompt_makes_forced_moves_and_says_each():
    mode, out = plain_monad(interactive=True)
    session = mode.session
    made = 0
    for _ in range(400):
        before = len(session.game.log)
        mode.play_forced()  # as the line mode's loop does before each prompt
        made += len(session.game.log) > before
        if session.game.is_over() or made >= 3:
            break
        session.act(session.legal()[0])
    assert made >= 3
    assert out.getvalue().count("Your only move: ") >= 3


def test_a_script_types_every_move_itself():
    mode, _out = plain_monad(interactive=False)
    to_a_forced_move(mode.session)
    before = list(mode.session.game.log)
    mode.play_forced()
    assert mode.session.game.log == before
