"""Generated lines for the plain mode's command handler: every game, both
languages. Whatever is typed, ``handle`` never raises; a refused line (an
error said) changes nothing; every line is answered.

The number of examples is small in the suite; ``AG_PLAIN_LINES`` (lines per
game and language) raises it for a long run, e.g. 10,000 for 100,000 lines
across the five games and two languages."""

from __future__ import annotations

import io
import os
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.app.session import Session
from accessible_games.boundary.text import clean
from accessible_games.core.utterance import Category
from accessible_games.games.registry import game_ids
from accessible_games.ui.plain.app import COMMANDS, PlainMode

LINES = int(os.environ.get("AG_PLAIN_LINES", "240"))
#: a file to which the long run adds how many lines it handled
REPORT = os.environ.get("AG_PLAIN_REPORT")
HANDLED = [0]


@pytest.fixture(scope="module", autouse=True)
def report_lines():
    yield
    if REPORT:
        with open(REPORT, "a", encoding="utf-8") as handle:
            handle.write(f"{HANDLED[0]} plain-mode lines handled without an exception\n")


PER_EXAMPLE = 12
GAMES = game_ids()

#: words that touch files: tried apart, in a folder of the test's own
FILE_COMMANDS = {word for word, command in COMMANDS.items() if command in ("save", "load")}

_digits = st.one_of(
    st.text(alphabet=string.digits, min_size=1, max_size=12),
    st.text(alphabet=string.digits, min_size=4290, max_size=4400),  # past int()'s digit limit
    st.text(alphabet="²³¹①٣٤۵߁०१३๓０１９", min_size=1, max_size=4),  # digits int() refuses or reads
)
_any = st.text(st.characters(codec=None, categories=None), max_size=60)  # controls, NUL, surrogates
_command = st.builds(
    lambda word, rest: f"{word} {rest}".strip(),
    st.sampled_from(sorted(set(COMMANDS) - FILE_COMMANDS)),
    st.one_of(_digits, _any, st.just("")),
)
_huge = st.builds(
    lambda c, n: c * n,
    st.sampled_from(["9", "a", "\x00", "\x1b[2J", "² "]),
    st.integers(990, 20_000),
)
noise = st.one_of(
    _any,
    _digits,
    _command,
    _huge,
    st.sampled_from(["\x1b]0;owned\x07", "\u202ehand", "\x00", "\r"]),
)


def new_mode(game_id: str, lang: str, seed: int) -> tuple[PlainMode, io.StringIO]:
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new(game_id, 2, 1, "random", seed, {}, lang, emit),
        out=out,
        inp=io.StringIO(""),
        interactive=False,
    )
    mode.session.start()
    return mode, out


def quits(text: str) -> bool:
    word = clean(text).strip().partition(" ")[0].lower()  # as the plain mode reads it
    return COMMANDS.get(word) == "quit"


@pytest.mark.slow  # 20 generated examples of 12 lines a case: 1-2 s of CPU time each
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
@settings(
    max_examples=max(LINES // PER_EXAMPLE, 1),
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data(), seed=st.integers(0, 50))
def test_any_line_is_answered_and_a_refused_one_changes_nothing(game_id, lang, data, seed):
    mode, out = new_mode(game_id, lang, seed)
    for _ in range(PER_EXAMPLE):
        session = mode.session
        legal = session.legal()
        choices = [noise]
        if legal:  # now and then a real move, so that play moves on into later positions
            choices.append(st.sampled_from([a.text for a in legal]))
            choices.append(st.integers(1, len(legal)).map(str))
        text = data.draw(st.one_of(*choices))
        game = session.game
        before, log = game.fingerprint(), list(game.log)
        said_before, printed_before = len(mode.history), len(out.getvalue())
        going_on = mode.handle(text)  # never raises
        HANDLED[0] += 1
        assert going_on or quits(text)
        said = mode.history[said_before:]
        if (len(text) > 1000 or clean(text).strip()) and not quits(text):  # an empty line is silent
            assert len(out.getvalue()) > printed_before, f"nothing was said to {text[:40]!r}"
        if any(u.category is Category.ERROR for u in said) and session.game is game:
            if len(game.log) == len(log):  # refused: nothing changed
                assert game.fingerprint() == before and game.log == log
        for utterance in said:  # nothing from outside reaches the screen raw
            assert "\x1b" not in utterance.speech and "\x00" not in utterance.speech
            assert "\u202e" not in utterance.speech
        if not going_on or game.is_over():
            break
    printed = out.getvalue()
    assert "\x1b" not in printed and "\x00" not in printed


@pytest.mark.parametrize("lang", ["en", "de"])
@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(
    word=st.sampled_from(sorted(FILE_COMMANDS)),
    name=st.text(st.characters(codec=None, categories=None, exclude_characters="/\\"), max_size=40)
    | st.text(alphabet="a\x00\x1b.", min_size=1, max_size=1200),
)
def test_save_and_load_any_name(tmp_path_factory, lang, word, name):
    """save and load of any name (NUL, controls, 1,200 characters) in a
    folder of the test's own: saved, or refused with the reason; the game
    is unchanged either way."""
    folder = tmp_path_factory.mktemp("names")
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        mode, _out = new_mode("logomachy", lang, 3)
        game = mode.session.game
        before = game.fingerprint()
        assert mode.handle(f"{word} {name}")
        assert mode.history  # answered
        if mode.session.game is game:
            assert game.fingerprint() == before
    finally:
        os.chdir(cwd)
