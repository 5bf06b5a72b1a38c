"""Mau Mau's narration: every event said in both languages, spoken and in
terse braille; the challenger alone hears the shown hand; the zones of the
full-screen mode (discard pile, hand, players)."""

from __future__ import annotations

import random

import pytest

from accessible_games.core.game import Event
from accessible_games.core.utterance import Category, Priority
from accessible_games.games.maumau.cards import CARD_COUNT
from accessible_games.games.maumau.describe import MauMauNarrator
from accessible_games.games.registry import entry
from tests.game_helpers import narrate_events
from tests.games.maumau.maumau_helpers import Ids, new_game, place

NAMES = ["Ute", "Ben", "Clara", "David"]


def narrator(game, viewer: int | None = 0, lang: str = "en") -> MauMauNarrator:
    return entry("maumau").narrator_for(game, lang, NAMES[: game.players], viewer)


def said(game, events: list[Event], viewer: int | None = 0, lang: str = "en") -> list[str]:
    n = narrator(game, viewer, lang)
    return [u.speech for u in (n.event(e) for e in events) if u is not None]


def brailled(game, events: list[Event], viewer: int | None = 0, lang: str = "en") -> list[str]:
    n = narrator(game, viewer, lang)
    return [u.braille for u in (n.event(e) for e in events) if u is not None]


@pytest.mark.slow  # whole random games narrated: 0.5-1 s of CPU time a case
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(
    "players,options",
    [
        (2, {"points_per_match": 40}),
        (3, {"quick": True}),
        (4, {"pairs": True, "points_per_match": 40}),
        (2, {"bluffing": False, "points_per_match": 60}),
    ],
)
def test_every_event_of_random_games_is_said_and_brailled_without_gaps(lang, players, options):
    """Random games through to the end, narrated for a player and for an
    onlooker: no template is left unfilled, every public event is said, and
    the braille form is not longer than the speech."""
    kinds_said = set()
    for seed in range(4):
        game = new_game(players, seed, **options)
        events = list(game.setup_events)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over() and steps < 3000:
            seat = game.waiting_for()[0]
            events += game.apply(seat, rng.choice(game.legal_actions(seat)))
            steps += 1
        for viewer in (0, None):
            kinds_said |= narrate_events(narrator(game, viewer, lang), events)
    assert {
        "round_start",
        "first_card",
        "turn",
        "play",
        "draw",
        "pass",
        "round_over",
        "match_over",
    } <= kinds_said


def test_cards_in_braille_are_terse_and_distinct():
    n = MauMauNarrator("en", NAMES[:2], 0)
    forms = {n.card_br(c) for c in range(CARD_COUNT)}
    assert len(forms) == 54  # one form per kind of card; the two copies read alike
    ids = Ids()
    assert [n.card_br(ids.take(code)) for code in "R7 B+2 GS YR W W+4".split()] == [
        "r7",
        "b+2",
        "g-sk",
        "y-rev",
        "w",
        "w+4",
    ]
    de = MauMauNarrator("de", NAMES[:2], 0)
    ids = Ids()
    assert [de.card_br(ids.take(code)) for code in "G7 Y+2 GS YR W W+4".split()] == [
        "gn7",
        "ge+2",
        "gn-aus",
        "ge-rw",
        "j",
        "j+4",
    ]


def test_german_players_hear_the_german_game_terms():
    game = place(new_game(2), hands=["B+2 R5 BS", "R3 W+4 YR"], top="B5", turn=0)
    events = game.apply(0, "play B+2")
    text = " ".join(said(game, events, viewer=1, lang="de"))
    assert "Ute spielt Zieh 2 blau." in text
    assert "Du musst 2 ziehen oder eine Zieh 2 spielen." in text
    events = game.apply(1, "draw")
    events += game.apply(0, "play BS")
    assert "Aussetzen blau" in " ".join(said(game, events, viewer=1, lang="de"))
    english = " ".join(said(game, events, viewer=1, lang="en"))
    assert "blue Skip" in english and "You are skipped." in english


def test_your_turn_says_the_card_to_play_on_and_the_colour_a_joker_named():
    game = place(new_game(2), hands=["W R5 R6", "R3 B4"], top="B5", turn=0)
    events = game.apply(0, "play W R")
    texts = said(game, events, viewer=1)
    assert texts[0] == "Ute plays Wild and names red."
    assert texts[-1] == "Your turn, on Wild, colour red."
    assert brailled(game, events, viewer=1)[-1] == "your turn: w=r"
    utterance = narrator(game, 1).event(events[-1])
    assert utterance.category == Category.TURN and utterance.priority == Priority.POLITE


@pytest.mark.parametrize("bluff", [True, False])
def test_both_challenge_outcomes_are_heard_and_only_the_challenger_hears_the_hand(bluff):
    # Ute plays a Joker +4 on blue, holding blue (a bluff) or not; Ben challenges
    hand = "W+4 B1 R2" if bluff else "W+4 R1 R2"
    game = place(new_game(3), hands=[hand, "G5 G6", "Y1 Y2"], top="B5", turn=0, direction=1)
    game.apply(0, "play W+4 G")
    events = game.apply(1, "challenge")
    challenger = " ".join(said(game, events, viewer=1))
    target = " ".join(said(game, events, viewer=0))
    onlooker = " ".join(said(game, events, viewer=2))
    if bluff:
        assert "You challenge the Wild Draw Four of Ute: a bluff! Ute draws 4 cards." in challenger
        assert (
            "Ute's hand when the Wild Draw Four was played: red 2 and blue 1. It held blue: a "
            "bluff." in challenger
        )
        assert "Ben challenges your Wild Draw Four: caught bluffing, you draw 4 cards." in target
        assert "a bluff! Ute draws 4 cards." in onlooker
    else:
        assert "but it was played fairly: you draw 6 cards." in challenger
        assert "No blue card: played fairly." in challenger
        assert (
            "Ben challenges your Wild Draw Four, but you played it fairly: Ben draws 6 cards."
            in target
        )
        assert "Ben draws 6 cards." in onlooker
    # the hand is for the challenger's ears only
    assert "hand when" not in target and "hand when" not in onlooker
    assert all("Ute's hand" not in t for t in said(game, events, viewer=None))


def test_last_card_called_and_missed_and_the_report_are_heard():
    game = place(new_game(2), hands=["R5 R6", "R3 B4 G7"], top="R1", turn=0)
    events = game.apply(0, "play R5 last")
    assert said(game, events, viewer=1)[0] == "Ute plays red 5. Ute: last card!"
    game = place(new_game(2), hands=["R5 R6", "R3 B4 G7"], top="R1", turn=0)
    events = game.apply(0, "play R5")
    texts = said(game, events, viewer=1)
    assert "Ute has one card left and did not call last card." in texts[0]
    assert texts[-1].endswith("Ute did not call last card: you may report it.")
    events = game.apply(1, "report")
    assert said(game, events, viewer=1) == [
        "You report: Ute did not call last card and draws 2 cards."
    ]
    assert (
        said(game, events, viewer=0)[0]
        == "Ben reports you: you did not call last card and draw 2 cards."
    )


def test_own_draws_name_the_cards_and_others_only_the_count():
    game = place(new_game(2), hands=["B1", "G2"], top="R7", stock="Y3 R9", turn=0)
    events = game.apply(0, "draw")
    assert said(game, events, viewer=0) == ["You draw red 9. Play it or pass."]
    assert said(game, events, viewer=1)[0] == "Ute draws a card."


def test_round_and_match_end_in_points_mode_and_in_pairs():
    game = place(new_game(2, points_per_match=10), hands=["R5", "B9 W"], top="R1", turn=0)
    events = game.apply(0, "play R5")
    texts = said(game, events, viewer=0)
    assert (
        "You go out and win round 1, scoring 59 points. Scores: you have 59 points and Ben has 0 "
        "points." in texts
    )
    assert texts[-1] == "You win the match with 59 points!"
    game = place(
        new_game(4, pairs=True, points_per_match=10),
        hands=["R5", "B9", "G1", "Y2"],
        top="R1",
        turn=0,
    )
    events = game.apply(0, "play R5")
    partner = said(game, events, viewer=2)
    assert partner[0] == "Ute plays red 5."
    assert partner[1].startswith("Ute goes out: Ute and you win round 1, scoring 11 points each.")
    assert partner[-1] == "You and Ute win the match with 11 points each!"
    assert said(game, events, viewer=1)[-1] == "Ute and Clara win the match with 11 points each."


def test_zones_pile_hand_and_players():
    game = place(new_game(3), hands=["R5 B9 W", "G1 G2", "Y2"], top="R1", turn=0, direction=1)
    game.called[2] = True
    view = game.view(0)
    n = narrator(game, 0)
    pile = {i.id: i for i in n.area_items("pile", view)}
    assert pile["top"].speech == "Top card: red 1" and pile["top"].braille == "top r1"
    assert pile["colour"].speech == "Colour in force: red"
    assert pile["direction"].speech == "Play goes clockwise: you to play, then Ben"
    assert "pending" not in pile
    legal = game.legal_actions(0)
    hand = n.hand_items(view, legal)
    assert [i.speech for i in hand] == [
        "red 5: can be played",
        "blue 9: does not fit",
        "Wild: can be played, naming a colour; choose the colour among its moves",
    ]
    assert [i.braille for i in hand] == ["r5 +", "b9 -", "w +"]
    players = n.player_items(view)
    assert players[0].speech == "You: 3 cards, 0 points, to play"
    assert players[2].speech == "Clara: 1 card, 0 points, called last card"
    # a pending penalty is an item of its own
    game = place(new_game(2), hands=["R5", "B9"], top="R+2", turn=1, phase="penalty", pending=4)
    pile = {i.id: i for i in narrator(game, 0).area_items("pile", game.view(0))}
    assert pile["pending"].speech == "Ben must draw 4 cards."


def test_the_plays_of_a_card_put_the_last_card_call_first_when_holding_two():
    game = place(new_game(2), hands=["R5 W", "B9"], top="R1", turn=0)
    view = game.view(0)
    moves = narrator(game).actions_for_hand_item(view, 1, game.legal_actions(0))
    assert [a.text for a in moves][:4] == [
        "play W R last",
        "play W B last",
        "play W G last",
        "play W Y last",
    ]
    assert len(moves) == 8


def test_status_table_scores_and_legend_in_both_languages():
    game = place(new_game(2), hands=["R5", "B9"], top="W", colour="green", turn=0)
    view = game.view(0)
    n = narrator(game, 0)
    assert n.status(view).speech == (
        "Round 1. Wild, colour green on the discard pile, colour green. "
        "Play goes counter-clockwise. Your turn. Next: Ben."
    )
    assert n.table(view).braille.startswith("top w=g")
    assert (
        n.scores(view)[0].speech
        == "Scores: you have 0 points and Ben has 0 points. The match is won at 500 points."
    )
    de = narrator(game, 0, "de")
    assert de.scores(view)[0].speech.startswith(
        "Punktestand: du hast 0 Punkte und Ben hat 0 Punkte."
    )
    assert "j+4 Joker +4" in de.legend().speech
