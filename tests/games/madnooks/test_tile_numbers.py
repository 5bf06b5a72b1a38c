"""A number key or ``card N`` beyond the hand speaks of Mad Nooks' tiles,
not of cards: "There is no tile 9 in your hand: you hold 2 tiles." """

from __future__ import annotations

import io

import pytest

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.ui.plain.app import PlainMode
from tests.games.madnooks.madnooks_helpers import place
from tests.games.madnooks.test_nooks_keys_tui import POSITION, classic_app, run
from tests.tui.helpers import press


@pytest.mark.parametrize(
    "lang,said",
    [
        ("en", "There is no tile 9 in your hand: you hold 2 tiles."),
        ("de", "Ein Kärtchen 9 gibt es nicht auf deiner Hand: du hast 2 Kärtchen."),
    ],
)
def test_a_number_key_beyond_the_hand_names_tiles(tmp_path, lang, said):
    async def body():
        app, speech, _braille = classic_app(tmp_path, lang)
        async with app.run_test() as pilot:
            await pilot.pause()
            before = app.game_screen.session.game.fingerprint()
            await press(pilot, "9")
            assert speech.last == said
            assert app.game_screen.session.game.fingerprint() == before

    run(body)


@pytest.mark.parametrize(
    "lang,said",
    [
        ("en", "Type card and a number from 1 to 2: the position of a tile in your hand."),
        (
            "de",
            "Tippe karte und eine Zahl von 1 bis 2: die Stelle eines Kärtchens auf deiner Hand.",
        ),
    ],
)
def test_card_with_a_number_beyond_the_hand_names_tiles_in_the_plain_mode(lang, said):
    def make(emit):
        session = Session.new("madnooks", 2, 1, "random", 3, {}, lang, emit)
        place(session.game, **POSITION)
        return session

    out = io.StringIO()
    mode = PlainMode(make, out=out, inp=io.StringIO(""), interactive=False, announcer=Announcer())
    mode.handle("card 9")
    assert out.getvalue().splitlines()[-1] == said
