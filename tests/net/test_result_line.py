"""A game's own result line (Mad Nooks Solitaire: the picture, the shared
score and the enclosed empty cells) is said in place of "scores, winner",
here and at a game server's table, and what the server sends of it is
checked like every other message."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.app.session import Session
from accessible_games.core.messages import Msg, render
from accessible_games.games.madnooks.bot import GreedyNooksBot
from accessible_games.net.client.remote import RemoteTable
from accessible_games.net.server.service import _result_data


def finished_session(players: int, variant: str, lang: str, seed: int = 2) -> Session:
    """A Mad Nooks game with the person at seat 0 and bots elsewhere,
    played to the end by the good bot's choices for every seat."""
    said: list = []
    session = Session.new(
        "madnooks", players, players - 1, "good", seed, {"variant": variant}, lang, said.append
    )
    game, bot, rng = session.game, GreedyNooksBot(), random.Random(seed)
    while not game.is_over():
        seat = game.to_play()
        game.apply(seat, bot.choose(game.view(seat), game.legal_actions(seat), rng).text)
    return session


def test_solitaire_alone_says_the_picture_points_and_gaps_not_a_winner():
    for lang in ("en", "de"):
        session = finished_session(1, "solitaire", lang)
        game = session.game
        line = session.result_line().speech
        finished = game.reason == "all_laid"
        holes = len(game.area.holes())
        if lang == "en":
            assert line.startswith(
                "You finished the picture" if finished else "Your picture stays unfinished"
            )
            assert f"Your score: {game.scores[0]} points" in line
            assert (f"{holes} enclosed empty cells" if holes > 1 else "enclosed empty cell") in line
            assert "winner" not in line.lower() and "Result:" not in line
        else:
            assert line.startswith(
                "Du hast das Bild vollendet" if finished else "Dein Bild bleibt unvollendet"
            )
            assert f"Dein Ergebnis: {game.scores[0]} Punkte" in line
            assert "Sieger" not in line and not line.startswith("Ergebnis:")


def test_a_team_hears_the_team_s_score():
    session = finished_session(2, "solitaire", "en", seed=5)
    line = session.result_line().speech
    assert (
        line.startswith("Your team ")
        and f"Your team's score: {session.game.scores[0]} points" in line
    )


def test_classic_keeps_the_scores_and_the_winner():
    session = finished_session(2, "classic", "en")
    line = session.result_line().speech
    assert line.startswith("Result: ") and ("Winner" in line)


def remote_table(result: object) -> RemoteTable:
    """A table as a client builds it from what a server sent."""
    message = {
        "table": {"id": 1, "game": "madnooks", "status": "over"},
        "seat": 0,
        "names": ["Ann"],
        "view": {},
        "legal": [],
        "over": True,
        "status": "over",
        "result": result,
    }
    return RemoteTable(None, json.loads(json.dumps(message)))  # type: ignore[arg-type]


def test_the_line_crosses_the_wire_and_reads_the_same():
    session = finished_session(1, "solitaire", "de")
    result = session.game.result()
    table = remote_table(_result_data(result))
    assert table.result is not None and table.result.line is not None
    assert table.result.scores == result.scores and table.result.winners == result.winners
    for lang in ("en", "de"):
        assert render(table.result.line, lang) == render(result.line, lang)


def test_a_classic_result_sends_no_line():
    result = finished_session(2, "classic", "en").game.result()
    data = _result_data(result)
    assert "line" not in data and remote_table(data).result.line is None


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(
    line=JSON
    | st.fixed_dictionaries(
        {
            "key": st.sampled_from(["madnooks.result.solitaire", "ui.result", "x.y"]),
            "params": st.dictionaries(st.text(max_size=10), JSON, max_size=6),
        }
    )
)
def test_any_line_from_a_server_is_read_without_harm(line):
    table = remote_table({"scores": [3], "winners": [], "line": line})
    said = table.result.line
    if line is None:
        assert said is None, "no line sent: the scores and winners are said"
        return
    assert isinstance(said, Msg)
    for lang in ("en", "de"):
        assert isinstance(render(said, lang), str)
