"""What a player may type in the line mode besides the moves' words: the
keys' letters (d, p, c, k, l) and the cards' braille forms, read back."""

from __future__ import annotations

import pytest

from accessible_games.games.maumau.cards import CARD_COUNT, CARD_KIND
from accessible_games.games.maumau.describe import MauMauNarrator
from accessible_games.games.maumau.moves import parse_move


@pytest.mark.parametrize(
    "typed,text",
    [
        ("d", "draw"),
        ("p", "pass"),
        ("c", "challenge"),
        ("k", "report"),
        ("l r7", "play R7 last"),
        ("l w r", "play W R last"),
        ("play R7 l", "play R7 last"),
        ("ge7", "play Y7"),
        ("gn3", "play G3"),
        ("r-sk", "play RS"),
        ("g-aus", "play GS"),
        ("y-rev", "play YR"),
        ("ge-rw", "play YR"),
        ("gn+2", "play G+2"),
        ("j+4 gn", "play W+4 G"),
    ],
)
def test_letters_and_braille_forms(typed, text):
    assert parse_move(typed).text == text


def test_l_alone_is_not_a_move():
    """ "l" needs a card; "Letzte" alone is the report (a word, not the key)."""
    assert parse_move("l") is None
    assert parse_move("letzte").text == "report"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_cards_braille_form_can_be_typed_back(lang):
    n = MauMauNarrator(lang, ["A", "B"], 0)
    for card in range(CARD_COUNT):
        form = n.card_br(card)
        typed = f"play {form} r" if form in ("w", "w+4", "j", "j+4") else f"play {form}"
        move = parse_move(typed)
        assert move is not None, (form, typed)
        assert move.card == CARD_KIND[card], (form, typed)
