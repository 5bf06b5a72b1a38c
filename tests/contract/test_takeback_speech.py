"""A take-back never multiplies what is said: the game is replayed at a new
table over the same seats, and the player's session must not listen twice.
Counted where a player hears it: the SPEAK commands a real, private
speech-dispatcher received for each event of the move made after 0, 1 and
3 take-backs, in every game that allows taking a move back."""

from __future__ import annotations

from collections import Counter

import pytest

from accessible_games.app.session import Session
from accessible_games.core.utterance import Utterance
from accessible_games.games.registry import entry
from accessible_games.speech.base import Voice
from accessible_games.speech.speechd_backend import SpeechDispatcherBackend
from tests.fixtures.speechd import _wait

#: the games whose rules let a player take a move back: players, bots,
#: options, and the moves to prefer (those the rules let a player take back)
GAMES = [
    ("monad", 2, 1, {}, ()),
    ("pulok", 2, 1, {}, ("place", "move", "remove", "colour", "arrange")),
    ("madnooks", 1, 0, {"variant": "solitaire"}, ()),
]


def a_move_to_take_back(session: Session, prefer: tuple[str, ...], heard: list):
    """The player's moves (the first listed that asks no confirmation, one
    of ``prefer`` first) until the last one may be taken back; that move,
    and how much had been said before it."""
    for _ in range(300):
        assert not session.game.is_over(), "the game ended before a move could be taken back"
        legal = [a for a in session.legal() if a.caution is None]
        assert legal, "the player has a move whenever the bots have moved"
        move = next((a for a in legal if a.text.split(" ")[0] in prefer), legal[0])
        mark = len(heard)
        assert session.act(move)
        if not session.game.is_over() and session.game.takeback(session.viewer) > 0:
            return move, mark
    raise AssertionError("no move could be taken back")


@pytest.mark.parametrize(("game_id", "players", "bots", "options", "prefer"), GAMES)
def test_each_event_is_spoken_once_after_any_number_of_take_backs(
    game_id, players, bots, options, prefer, speechd_server
):
    backend = SpeechDispatcherBackend(Voice(language="en"), address=speechd_server.address)
    backend.start()
    try:
        found = entry(game_id)
        level = "random" if "random" in found.bots else next(iter(found.bots))
        for takebacks in (0, 1, 3):
            heard: list[Utterance] = []

            def emit(utterance: Utterance, heard=heard) -> None:
                heard.append(utterance)
                if utterance.speech.strip():
                    backend.speak(utterance.speech)

            start = len(speechd_server.spoken_texts())
            session = Session.new(game_id, players, bots, level, 5, dict(options), "en", emit)
            session.start()
            move, mark = a_move_to_take_back(session, prefer, heard)
            # the move taken back and made again: what it says is counted the last time
            for _ in range(takebacks):
                assert session.take_back()
                mark = len(heard)
                assert session.act(move.text)
            texts = [u.speech for u in heard[mark:] if u.speech.strip()]
            assert texts, "the move was said"
            twice = {t: n for t, n in Counter(texts).items() if n > 1}
            assert not twice, f"said more than once after {takebacks} take-backs: {twice}"
            # and every message of the game reached the speech server as one
            # SPEAK command: no copy on the way
            said = [u.speech for u in heard if u.speech.strip()]
            assert speechd_server.wait_spoken(said[-1])
            assert _wait(
                lambda start=start, said=said: (
                    len(speechd_server.spoken_texts()) - start >= len(said)
                ),
                10.0,
            )
            assert Counter(speechd_server.spoken_texts()[start:]) == Counter(said), (
                f"{game_id}: speech commands after {takebacks} take-backs"
            )
    finally:
        backend.close()
