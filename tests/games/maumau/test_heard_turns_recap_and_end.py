"""Mau Mau as blind testers heard it, playing by speech and braille only:
another player's turn ("Anna's turn") reaches speech, once; the recap
gives the sizes of the stock and the discard pile; the end of the game is
said once ("The game is over" from the front end, not also from the
game); and a quick game, which counts no points, offers none to read at
its end.

Real sessions with the real announcer (speech recorded), the full-screen
table driven by keys, the line mode by typed lines."""

from __future__ import annotations

import io
import re

import pytest

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.core.messages import Msg, render
from accessible_games.games.registry import entry
from accessible_games.ui.plain.app import PlainMode
from tests.games.maumau.maumau_helpers import new_game, place
from tests.tui.helpers import placed_app, press, run_pilot

TURN = {"en": "Anna's turn.", "de": "Anna ist dran."}
#: the game-over line, in any of its wordings
OVER = {"en": re.compile(r"\bis over\b"), "de": re.compile(r"\bzu Ende\b")}


class Speech:
    def __init__(self) -> None:
        self.said: list[str] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append(text)


# --- 1. another player's turn is spoken, once -------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_another_players_turn_is_spoken_once_at_the_usual_verbosity(lang):
    speech = Speech()
    announcer = Announcer(speech, verbosity="normal")
    session = Session.new("maumau", 2, 1, "random", 3, {}, lang, announcer.announce)
    place(session.game, hands=["R5 B9 G1", "G5 G6 G7"], top="R1", turn=0)
    assert session.names[1] == "Anna"
    assert session.act("play R5")
    # said after the own move, before Anna moves; heard, and kept once
    assert speech.said.count(TURN[lang]) == 1
    own = {"en": "You play red 5.", "de": "Du spielst rote 5."}[lang]
    assert speech.said.index(TURN[lang]) == speech.said.index(own) + 1
    assert [u.speech for u in announcer.history.items("all")].count(TURN[lang]) == 1


# --- 2. the recap gives the stock and the discard pile ----------------------------------


@pytest.mark.parametrize(
    "lang,tail,tail_br",
    [
        ("en", "Anna has 3 cards. Stock: 101 cards; discard pile: 2 cards.", "stock 101 discard 2"),
        (
            "de",
            "Anna hat 3 Karten. Stapel: 101 Karten; Ablegestapel: 2 Karten.",
            "Stapel 101 Ablage 2",
        ),
    ],
)
def test_the_recap_gives_the_sizes_of_stock_and_discard_pile(lang, tail, tail_br):
    game = place(new_game(2), hands=["R5 B9", "G5 G6 G7"], top="R1", discard="B1")
    view = game.view(0)
    assert (view["stock"], view["discard"]) == (101, 2)
    said = entry("maumau").narrator_for(game, lang, ["Ute", "Anna"], 0).recap(view)
    assert said.speech.endswith(tail)
    assert said.braille.endswith("; " + tail_br)


def test_the_recap_says_one_card_in_the_singular():
    game = place(new_game(2), hands=["R5", "G5"], top="R1", stock="B1", fill=False)
    said = entry("maumau").narrator_for(game, "en", ["Ute", "Anna"], 0).recap(game.view(0))
    assert said.speech.endswith("Stock: one card; discard pile: one card.")


# --- 4. and 5. the end of the game at the full-screen table --------------------------------


def won_at_the_table(tmp_path, lang: str, options: dict):
    """The player (seat 0) goes out with the last card, by keys; what was
    heard from that key on, and the table's app."""
    app, speech, _braille = placed_app(
        "maumau", place, dict(hands=["R5", "G5 G6 G7"], top="R1", turn=0), tmp_path, lang, options
    )
    heard: list[str] = []

    async def body():
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await press(pilot, "a", "home", "enter")
            assert app.game_screen.session.game.is_over()
            heard.extend(speech.since(mark))

    run_pilot(body)
    return heard


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("options", [{"quick": True}, {"points_per_match": 10}])
def test_the_end_of_the_game_is_said_once(tmp_path, lang, options):
    heard = won_at_the_table(tmp_path, lang, options)
    over = [t for t in heard if OVER[lang].search(t)]
    assert len(over) == 1, heard
    # the front end's closing line; the game's own says who won
    assert over[0].startswith({"en": "The game is over.", "de": "Das Spiel ist zu Ende."}[lang])
    won = {"en": "You win the ", "de": "Du gewinnst "}[lang]
    assert any(t.startswith(won) for t in heard), heard


@pytest.mark.parametrize(
    "lang,hint",
    [
        ("en", "The game is over. Control Q leaves the table."),
        ("de", "Das Spiel ist zu Ende. Mit Steuerung Q verlässt du den Tisch."),
    ],
)
def test_a_quick_game_offers_no_points_to_read_at_its_end(tmp_path, lang, hint):
    heard = won_at_the_table(tmp_path, lang, {"quick": True})
    assert hint in heard, heard
    assert render(Msg("tui.game_over.hint"), lang) not in heard


def test_a_game_for_points_still_offers_its_scores_at_its_end(tmp_path):
    heard = won_at_the_table(tmp_path, "en", {"points_per_match": 10})
    hint = render(Msg("tui.game_over.hint"), "en")
    assert hint in heard and "scores" in hint, heard


@pytest.mark.parametrize(
    "options,hint",
    [
        ({"quick": True}, "The game is over. Type history or quit."),
        ({"points_per_match": 10}, "The game is over. Type scores, history or quit."),
    ],
)
def test_the_line_modes_hint_after_the_end_offers_scores_only_when_points_count(options, hint):
    def make(emit):
        session = Session.new("maumau", 2, 1, "random", 3, options, "en", emit)
        place(session.game, hands=["R5", "G5 G6 G7"], top="R1", turn=0)
        return session

    out = io.StringIO()
    mode = PlainMode(make, out=out, inp=io.StringIO(""), interactive=False)
    mode.handle("play R5")
    assert mode.session.game.is_over()
    mode.handle("play G5")  # a move after the end: the hint
    assert out.getvalue().rstrip().splitlines()[-1] == hint
