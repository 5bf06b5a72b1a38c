"""What a player is told without trying: a card of the hand that cannot be
played says the reason the rules would give for refusing it (one reckoning,
checked over random positions), a bluff Wild Draw Four carries its caution
(only when it would be a bluff, also when just drawn), the recap sums up
the position, and Mau Mau says why it takes no move back."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.messages import render
from accessible_games.games.maumau.cards import CARD_KIND, CARD_RANK, KIND_CODE, WILD
from accessible_games.games.maumau.describe import MauMauNarrator
from tests.games.maumau.maumau_helpers import new_game, place

NAMES = ["Ute", "Anna", "Ben", "Clara"]


def narrator(game, viewer=0, lang="en") -> MauMauNarrator:
    return MauMauNarrator(lang, NAMES[: game.players], viewer, game.facts())


def play_text(card: int) -> str:
    """A typed play of ``card`` (a Wild naming red)."""
    code = KIND_CODE[CARD_KIND[card]]
    return f"play {code} R" if CARD_RANK[card] >= WILD else f"play {code}"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 120),
    players=st.integers(2, 4),
    bluffing=st.booleans(),
)
def test_every_card_that_cannot_be_played_says_the_reason_the_rules_give(
    seed, steps, players, bluffing
):
    game = new_game(players, seed, bluffing=bluffing, quick=True)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            return
        seat = game.to_play()
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    if game.is_over():
        return
    seat = game.to_play()
    view, legal = game.view(seat), game.legal_actions(seat)
    n = narrator(game, seat)
    playable = {a.data[0] for a in legal if a.kind == "play"}
    for index, card in enumerate(view["hand"]):
        item = n.hand_item(view, index, legal)
        if CARD_KIND[card] in playable:
            assert n.refusal(view, card) is None
            continue
        reason = game.why_illegal(seat, play_text(card))
        assert n.refusal(view, card) == reason
        # the item says it short, never the bare "does not fit" for another reason
        if reason.key != "maumau.illegal.no_match":
            assert "does not fit" not in item.speech, (item.speech, reason)


@pytest.mark.parametrize(
    "hands,top,bluff",
    [
        (["W+4 B3 G2", "R5 R6"], "B1", True),  # a blue card in the hand: a bluff
        (["W+4 R3 G2", "R5 R6"], "B1", False),  # no blue card: fair
    ],
)
def test_only_a_bluff_wild_draw_four_carries_a_caution(hands, top, bluff):
    game = place(new_game(2), hands=hands, top=top)
    plays = [a for a in game.legal_actions(0) if a.text.startswith("play W+4")]
    assert len(plays) == 4
    assert all((a.caution is not None) == bluff for a in plays)
    others = [a for a in game.legal_actions(0) if not a.text.startswith("play W+4")]
    assert all(a.caution is None for a in others)
    if bluff:
        assert render(plays[0].caution, "en") == (
            "A bluff: you hold a blue card. If it is challenged, you draw 4 cards."
        )
        assert render(plays[0].caution, "de") == (
            "Ein Bluff: du hast eine Karte der Farbe blau. Wird er angezweifelt, ziehst du 4 "
            "Karten."
        )


def test_a_drawn_wild_draw_four_that_would_be_a_bluff_carries_the_caution_too():
    game = place(new_game(2), hands=["B3 B4", "R5 R6"], top="G1", stock="W+4", colour="blue")
    game.apply(0, "draw")
    assert game.phase == "drawn"
    plays = [a for a in game.legal_actions(0) if a.kind == "play"]
    assert plays and all(a.caution is not None for a in plays)
    assert render(plays[0].caution, "en").startswith("A bluff: you hold 2 blue cards.")


def test_the_caution_changes_nothing_for_the_rules_and_the_bots():
    game = place(new_game(2), hands=["W+4 B3 G2", "R5 R6"], top="B1")
    action = next(a for a in game.legal_actions(0) if a.text == "play W+4 G")
    events = game.apply(0, action)  # applied at once: the caution is for a person's front end
    assert events[0].kind == "play" and game.colour == 2


def test_the_recap_names_a_wild_turned_up_first_without_its_colour_and_the_card_just_drawn():
    game = place(new_game(3), hands=["R5 Y6", "G5", "B1 B2"], top="W", colour=None, phase="colour")
    said = narrator(game).recap(game.view(0))
    assert said.speech == (
        "Your 2 cards: red 5 and yellow 6. On the pile: Wild; its colour is not named yet. "
        "Anna has 1 card and Ben has 2 cards. Stock: 102 cards; discard pile: one card."
    )
    assert said.braille == "hand r5 y6; top w, no colour; Anna: 1c, Ben: 2c; stock 102 discard 1"
    drawn = place(new_game(2), hands=["G4 B1", "R5"], top="G7", stock="G9")
    drawn.apply(0, "draw")
    said = narrator(drawn, lang="de").recap(drawn.view(0))
    assert "Du hast grüne 9 gezogen: spiel sie oder passe." in said.speech
    assert "gezogen gn9" in said.braille


@pytest.mark.parametrize(
    "lang,line",
    [
        (
            "en",
            "Moves cannot be taken back in Mau Mau: a drawn card comes from the hidden stock, "
            "and the other players act on every move.",
        ),
        (
            "de",
            "Bei Mau Mau lässt sich kein Zug zurücknehmen: eine gezogene Karte kommt aus dem "
            "verdeckten Stapel, und die anderen spielen auf jeden Zug weiter.",
        ),
    ],
)
def test_no_move_is_taken_back_and_the_reason_is_mau_maus(lang, line):
    game = place(new_game(2), hands=["R5 B9", "G5 G6"], top="R1")
    game.apply(0, "play R5")
    assert game.takeback(0) == 0
    assert render(game.why_no_takeback(0), lang) == line


# --- braille without ambiguity -------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,scores,player,status",
    [
        (
            "en",
            "pts you: 12, Player 2: 0; win at 500",
            "Player 2: 2c 0pt",
            "round 1: r1 ccw, turn you, next Player 2",
        ),
        (
            "de",
            "P du: 12, Player 2: 0; Sieg bei 500",
            "Player 2: 2k 0P",
            "Runde 1: r1 gegen uzs, dran du, dann Player 2",
        ),
    ],
)
def test_braille_names_the_player_before_each_number(lang, scores, player, status):
    game = place(new_game(2), hands=["R5 B9", "G5 G6"], top="R1")
    game.scores = [12, 0]
    n = MauMauNarrator(lang, ["Player 1", "Player 2"], 0, game.facts())
    view = game.view(0)
    assert n.scores(view)[0].braille == scores
    assert n.player_items(view)[1].braille == player
    assert n.status(view).braille == status
