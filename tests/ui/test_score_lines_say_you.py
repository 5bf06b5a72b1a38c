"""The score details and the players' lines of every game call the
listener "you" / "du", never "Player 1", and in braille every name is
followed by a colon, so that no number after a name reads as part of it
("Player 1 2")."""

from __future__ import annotations

import re

import pytest

from accessible_games.app.session import Session

GAMES = [
    ("logomachy", {}),
    ("maumau", {}),
    ("monad", {}),
    ("pulok", {}),
    ("madnooks", {}),
    ("madnooks", {"variant": "solitaire"}),
    ("madnooks", {"variant": "poker"}),
]
YOU = {"en": "You", "de": "Du"}


def lines(game: str, options: dict, lang: str) -> list[tuple[str, str]]:
    players = 1 if options.get("variant") == "solitaire" else 2
    s = Session.new(game, players, players - 1, "good", 3, options, lang, lambda u: None)
    s.start()
    view = s.view()
    said = [(u.speech, u.braille) for u in s.narrator.scores(view, True)[1:]]
    said += [(i.speech, i.brailled) for i in s.narrator.player_items(view)]
    return said


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game,options", GAMES)
def test_the_listener_is_you_in_score_details_and_player_lines(game, options, lang):
    said = lines(game, options, lang)
    names = (YOU[lang], "Anna")
    seat_lines = [
        (speech, braille)
        for speech, braille in said
        if speech.startswith(tuple(n + ":" for n in names))
    ]
    assert seat_lines
    assert not any(
        re.search(r"\b(Player|Spieler) 1\b", speech + " " + braille) for speech, braille in said
    )
    assert any(speech.startswith(YOU[lang] + ":") for speech, _ in seat_lines)
    for _speech, braille in seat_lines:
        # a seat's line in braille: its name, a colon, then the numbers
        assert braille.startswith(tuple(n + ":" for n in names)), braille


@pytest.mark.parametrize(
    "lang,partner",
    [("en", "your partner"), ("de", {"maumau": "Partner von dir", "monad": "dein Partner"})],
)
@pytest.mark.parametrize("game,options", [("maumau", {"pairs": True}), ("monad", {"teams": True})])
def test_the_listeners_partner_is_said_as_you(game, options, lang, partner):
    s = Session.new(game, 4, 3, "good", 3, options, lang, lambda u: None)
    s.start()
    items = s.narrator.player_items(s.view())
    wanted = partner if isinstance(partner, str) else partner[game]
    # the partner opposite (seat 2) is the listener's partner
    assert wanted in items[2].speech
    assert not any(re.search(r"\b(Player|Spieler) 1\b", i.speech) for i in items)
