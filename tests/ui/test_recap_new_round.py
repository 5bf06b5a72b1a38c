"""The recap when the player's turn comes (Session.recap_if_turn) is said
on the first turn of every round, not only of the first: in Mau Mau the
winning play of a round deals the next one within the same move, so the
player who went out may be the first to play in the new round, with the
own move the last in the log. Their own moves within a round still bring
no recap. A real Mau Mau match, its position set by the game's test
helper."""

from __future__ import annotations

from accessible_games.app.session import Session
from accessible_games.core.utterance import Category, Utterance
from tests.games.maumau.maumau_helpers import place

#: a seed whose second round the player (seat 0) begins, no other move before
SEED = 0


def recaps(said: list[Utterance]) -> list[Utterance]:
    return [u for u in said if u.category is Category.INFO and u.speech.startswith("Your ")]


def test_the_first_turn_of_a_new_round_the_player_began_is_recapped():
    said: list[Utterance] = []
    session = Session.new("maumau", 2, 1, "random", SEED, {}, "en", said.append)
    session.recap_on_turn = True
    place(session.game, hands=["R5", "G5 G6 G7"], top="R1", turn=0)
    session.start()  # the first round's turn: recapped as always
    assert len(recaps(said)) == 1
    mark = len(said)
    assert session.act("play R5")  # goes out: round 2 is dealt in the same move
    game = session.game
    assert game.round == 2 and not game.is_over()
    assert game.log[-1][0] == 0 and game.waiting_for() == [0]  # the player begins it
    new = recaps(said[mark:])
    assert len(new) == 1, [u.speech for u in said[mark:]]
    assert new[0].speech.startswith("Your 7 cards: ")
    starts = [i for i, u in enumerate(said) if u.speech.startswith("Round 2.")]
    assert starts and said.index(new[0]) > starts[0]  # after the new round is told
    session.run_bots()  # nothing moved: not said again
    assert len(recaps(said)) == 2
