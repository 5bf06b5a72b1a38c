"""At the full-screen table the players are introduced after the welcome:
"Playing: you, Anna (computer, good) and Ben (computer, good).", also when
a saved game is continued."""

from __future__ import annotations

import pytest

from accessible_games.app.session import Session
from tests.tui.helpers import match_app, table_app


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "Playing: you, Anna (computer, good) and Ben (computer, good)."),
        ("de", "Es spielen: du, Anna (Computer, gut) und Ben (Computer, gut)."),
    ],
)
async def test_the_players_are_introduced_after_the_welcome(tmp_path, lang: str, said: str) -> None:
    app, speech, announcer = match_app("pulok", 3, {}, lang, "good", 2, tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert speech.texts[1] == said
        assert said in [u.speech for u in announcer.history.items("all")]


async def test_a_continued_game_introduces_its_players_again(tmp_path) -> None:
    path = tmp_path / "kept.json"
    saved = Session.new(
        "logomachy", 2, 1, "random", 5, {}, "en", lambda utterance: None, human_name="Ute"
    )
    saved.start()
    assert saved.save(str(path))

    def reopen(emit):
        return Session.open(str(path), "en", emit)

    app, speech, _announcer = table_app(reopen, "en", tmp_path)
    app.load_path = str(path)
    app.session_factory = None
    async with app.run_test() as pilot:
        await pilot.pause()
        assert speech.texts[0].startswith("Logomachy, 2 players. You are Ute.")
        assert speech.texts[1] == "Playing: you and Anna (computer, random moves)."
