"""Mau Mau as a player meets it at the end of a quick game and before a
bluff: a quick game counts no points, so nothing after "no points are
counted" gives a points result (score sheet, players, the result line);
and a Wild Draw Four played while holding the colour in force (a bluff a
challenge punishes) is said to be one, on the move and on the card.

Real games and real renders: positions built with ``place``, events and
results from the rules, the narrator the registry makes."""

from __future__ import annotations

import re

import pytest

from accessible_games.core.messages import Msg, render
from accessible_games.games.registry import entry
from tests.games.maumau.maumau_helpers import new_game, place

NAMES = ["Ute", "Ben", "Clara", "David"]
POINTS = {
    "en": re.compile(r"\bpoints?\b|\bscor", re.IGNORECASE),
    "de": re.compile(r"\bPunkt", re.IGNORECASE),
}


def narrator(game, viewer: int | None = 0, lang: str = "en"):
    return entry("maumau").narrator_for(game, lang, NAMES[: game.players], viewer)


def quick_game_won_by(winner: int, **options):
    """A quick game that seat ``winner`` has just won: the loser holds 64
    points' worth of cards (a Wild, a 9 and a 5)."""
    hands = ["R5", "W B9 G5"] if winner == 0 else ["W B9 G5", "R5"]
    game = place(new_game(2, quick=True, **options), hands=hands, top="R1", turn=winner)
    events = game.apply(winner, "play R5")
    assert game.is_over() and game.scores[winner] == 64  # the rules still add the round up
    return game, events


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_quick_game_ends_without_a_points_result(lang):
    game, events = quick_game_won_by(0)
    result = game.result()
    assert result is not None and result.winners == (0,)
    assert result.line.params["winners"] == (0,)  # seats: the session says their names
    line = render(Msg(result.line.key, **{**result.line.params, "winners": ["Ute"]}), lang)
    assert (
        line
        == {
            "en": "Result: no points are counted in a quick game; the first to go out wins. "
            "Winner: Ute.",
            "de": "Ergebnis: in einer schnellen Partie werden keine Punkte gezählt; wer zuerst "
            "keine Karten mehr hat, gewinnt. Sieger: Ute.",
        }[lang]
    )
    n = narrator(game, 0, lang)
    said = [u.speech for u in (n.event(e) for e in events) if u is not None]
    assert said[-1] == {"en": "You win the game!", "de": "Du gewinnst das Spiel!"}[lang]
    assert not any("64" in t for t in said + [line])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_score_sheet_of_a_quick_game_says_who_went_out_and_no_points(lang):
    game, _ = quick_game_won_by(1)
    sheet = [u.speech for u in narrator(game, 0, lang).scores(game.view(0), detail=True)]
    assert (
        sheet
        == {
            "en": [
                "Quick game: the first to go out wins; no points are counted.",
                "Round 1: Ben went out first.",
            ],
            "de": [
                "Schnelle Partie: wer zuerst keine Karten mehr hat, gewinnt; Punkte werden nicht "
                "gezählt.",
                "Runde 1: Ben hatte zuerst keine Karten mehr.",
            ],
        }[lang]
    )
    own = [u.speech for u in narrator(game, 1, lang).scores(game.view(1), detail=True)]
    assert (
        own[-1]
        == {
            "en": "Round 1: you went out first.",
            "de": "Runde 1: du hattest zuerst keine Karten mehr.",
        }[lang]
    )
    assert not any("64" in t or "übrig" in t or "left" in t for t in sheet + own)


@pytest.mark.parametrize(
    "lang,expected,braille",
    [
        ("en", ["You: 3 cards", "Ben: 0 cards"], ["You: 3c", "Ben: 0c"]),
        ("de", ["Du: 3 Karten", "Ben: 0 Karten"], ["Du: 3k", "Ben: 0k"]),
    ],
)
def test_players_in_a_quick_game_are_said_without_points(lang, expected, braille):
    game, _ = quick_game_won_by(1)
    items = narrator(game, 0, lang).player_items(game.view(0))
    assert [i.speech for i in items] == expected
    assert [i.braille for i in items] == braille
    assert not any(POINTS[lang].search(i.speech) for i in items)


def test_a_game_for_points_keeps_its_points_result():
    game = place(new_game(2, points_per_match=10), hands=["R5", "W B9 G5"], top="R1", turn=0)
    game.apply(0, "play R5")
    assert game.is_over()
    result = game.result()
    assert result.line is None and result.scores == (64, 0)  # the generic "scores, winner" line
    items = narrator(game, 0).player_items(game.view(0))
    assert items[0].speech == "You: 0 cards, 64 points"


# --- the bluff Wild Draw Four ------------------------------------------------------------


def wild_four_items(game, seat: int = 0, lang: str = "en"):
    n = narrator(game, seat, lang)
    items = n.action_items(game.view(seat), game.legal_actions(seat))
    return [i for i in items if i.id.startswith("play W+4")]


@pytest.mark.parametrize(
    "lang,warning,braille",
    [
        (
            "en",
            (
                "Play Wild Draw Four, naming red. A bluff: you hold 2 blue cards. "
                "If it is challenged, you draw 4 cards."
            ),
            "Play Wild Draw Four, naming red; bluff",
        ),
        (
            "de",
            (
                "Joker +4 spielen, Farbe rot. Ein Bluff: du hast 2 Karten der Farbe blau. "
                "Wird er angezweifelt, ziehst du 4 Karten."
            ),
            "Joker +4 spielen, Farbe rot; Bluff",
        ),
    ],
)
def test_a_bluff_wild_draw_four_warns_on_the_move(lang, warning, braille):
    game = place(new_game(2), hands=["W+4 B3 B7 G2", "R5 R6"], top="B1", turn=0)
    plays = wild_four_items(game, 0, lang)
    assert [i.id for i in plays] == ["play W+4 R", "play W+4 B", "play W+4 G", "play W+4 Y"]
    assert plays[0].speech == warning and plays[0].braille == braille
    others = [
        i
        for i in narrator(game, 0, lang).action_items(game.view(0), game.legal_actions(0))
        if not i.id.startswith("play W+4")
    ]
    assert others and not any("luff" in i.speech for i in others)


def test_a_bluff_of_one_card_says_one_card_and_the_card_itself_warns():
    game = place(new_game(2), hands=["W+4 B3 G2", "R5 R6"], top="B1", turn=0)
    plays = wild_four_items(game)
    assert plays[0].speech.endswith(
        "A bluff: you hold a blue card. If it is challenged, you draw 4 cards."
    )
    view = game.view(0)
    index = next(i for i, c in enumerate(view["hand"]) if c == game.hands[0][-1])
    card = narrator(game, 0).hand_item(view, index, game.legal_actions(0))
    assert card.speech == (
        "Wild Draw Four: can be played, naming a colour; choose the colour among its moves. "
        "A bluff: you hold a blue card. If it is challenged, you draw 4 cards."
    )
    assert card.braille == "w+4 + bluff"
    de = narrator(game, 0, "de").hand_item(view, index, game.legal_actions(0))
    assert de.speech.endswith(
        "Ein Bluff: du hast eine Karte der Farbe blau. Wird er angezweifelt, ziehst du 4 Karten."
    )


def test_a_fair_wild_draw_four_and_a_table_without_bluffing_give_no_warning():
    fair = place(new_game(2), hands=["W+4 R3 G2", "R5 R6"], top="B1", turn=0)  # no blue card
    assert all("luff" not in i.speech for i in wild_four_items(fair))
    view = fair.view(0)
    index = next(i for i, c in enumerate(view["hand"]) if c == fair.hands[0][-1])
    assert narrator(fair, 0).hand_item(view, index, fair.legal_actions(0)).speech == (
        "Wild Draw Four: can be played, naming a colour; choose the colour among its moves"
    )
    strict = place(new_game(2, bluffing=False), hands=["W+4 B3 G2", "R5 R6"], top="B1", turn=0)
    assert wild_four_items(strict) == []  # the rules refuse it, with the reason
    # not the player's turn: no move, and the card is only named
    waiting = place(new_game(2), hands=["W+4 B3 G2", "R5 R6"], top="B1", turn=1)
    view = waiting.view(0)
    index = next(i for i, c in enumerate(view["hand"]) if c == waiting.hands[0][-1])
    assert narrator(waiting, 0).hand_item(view, index, []).speech == "Wild Draw Four"


def test_the_colour_a_wild_named_is_the_colour_of_the_bluff():
    # a Wild on top, green named: holding green makes the Wild Draw Four a bluff, holding blue does
    # not
    game = place(new_game(2), hands=["W+4 G4", "R5 R6"], top="W", colour="green", turn=0)
    assert wild_four_items(game)[0].speech.endswith(
        "A bluff: you hold a green card. If it is challenged, you draw 4 cards."
    )
    fair = place(new_game(2), hands=["W+4 B4", "R5 R6"], top="W", colour="green", turn=0)
    assert all("luff" not in i.speech for i in wild_four_items(fair))


def test_the_warning_is_true_a_challenge_catches_the_bluff():
    game = place(new_game(2), hands=["W+4 B3 G2", "R5 R6"], top="B1", turn=0)
    assert "A bluff" in wild_four_items(game)[0].speech
    game.apply(0, "play W+4 R")
    before = len(game.hands[0])
    game.apply(1, "challenge")
    assert len(game.hands[0]) == before + 4
