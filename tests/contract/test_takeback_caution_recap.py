"""The shared hooks of issue "by ear and finger alone", on the toy game:
a costly move is asked for twice (``Action.caution``), a move is taken
back where the game allows it (``Game.takeback``, ``Session.take_back``),
and the player's turn is summed up in one line (``Narrator.recap``)."""

from __future__ import annotations

from dataclasses import replace

from accessible_games.app.session import Session
from accessible_games.core.game import Action
from accessible_games.core.messages import Msg
from accessible_games.core.table import Seat
from accessible_games.core.utterance import Category, Priority, Utterance

from .toy.bot import HighCardBot
from .toy.rules import HighCard

CAUTION = Msg("highcard.title")  # any message: the test asks only that it is said


class CarefulCard(HighCard):
    """High Card whose highest card is a costly move, and whose last move
    may be taken back while the trick is open (nothing is drawn: the hands
    hold every card)."""

    def legal_actions(self, seat: int) -> list[Action]:
        legal = super().legal_actions(seat)
        top = max((a.data[0] for a in legal), default=None)
        return [replace(a, caution=CAUTION) if a.data[0] == top else a for a in legal]

    def takeback(self, seat: int) -> int:
        if self.log and self.log[-1][0] == seat and self.trick:
            return 1
        return 0


def session(out: list[Utterance], bots: bool = False, recap: bool = False) -> Session:
    game = CarefulCard(2, {"hand_size": 4}, seed=3)
    seats = [Seat("Uta", None), Seat("Anna", HighCardBot() if bots else None)]
    s = Session(game, seats, "en", out.append, 0, [None, "good" if bots else None])
    s.recap_on_turn = recap
    return s


def test_a_costly_move_is_said_first_and_made_only_when_chosen_again():
    out: list[Utterance] = []
    s = session(out)
    s.start()
    costly = next(a for a in s.legal() if a.caution is not None)
    cheap = next(a for a in s.legal() if a.caution is None)
    before = s.game.fingerprint()
    assert s.act(costly) is False
    assert s.game.fingerprint() == before and not s.game.log
    warning = out[-1]
    assert "High Card" in warning.speech and "Choose the move again" in warning.speech
    assert warning.category is Category.SYSTEM and warning.priority is Priority.INTERRUPT
    # another move in between forgets the warning: the costly one is asked again
    assert s.act(cheap) is True
    s.take_back()
    assert s.act(costly) is False
    assert s.act(costly.text) is True  # typed the second time: made
    assert s.game.log[-1] == (0, costly.text)


def test_a_move_is_taken_back_to_the_same_position_and_said():
    out: list[Utterance] = []
    s = session(out)
    s.start()
    start = s.game.fingerprint()
    move = next(a for a in s.legal() if a.caution is None)
    assert s.act(move)
    assert s.take_back() is True
    assert s.game.fingerprint() == start and s.game.log == []
    said = [u.speech for u in out[-2:]]
    assert said[0] == f"Taken back: play the card {move.data[0] + 1}."
    assert s.unsaved_moves  # a taken-back move still changed the game since it was saved
    # the same move again gives the same game as before (same seed, same cards)
    assert s.act(move)


def test_nothing_to_take_back_is_refused_with_the_reason_and_changes_nothing():
    out: list[Utterance] = []
    s = session(out)
    s.start()
    before = s.game.fingerprint()
    assert s.take_back() is False
    assert out[-1].category is Category.ERROR
    assert out[-1].speech == "There is no move of yours to take back now."
    assert s.game.fingerprint() == before


def test_a_game_without_take_back_refuses_it():
    out: list[Utterance] = []
    game = HighCard(2, {"hand_size": 2}, seed=1)
    s = Session(
        game, [Seat("Uta", None), Seat("Anna", HighCardBot())], "de", out.append, 0, [None, "good"]
    )
    s.start()
    s.act(s.legal()[0])
    moves = list(s.game.log)
    assert s.take_back() is False
    assert out[-1].speech == "Du hast gerade keinen Zug, den du zurücknehmen kannst."
    assert s.game.log == moves


def test_the_recap_comes_once_when_the_turn_comes_back():
    out: list[Utterance] = []
    s = session(out, bots=True, recap=True)
    s.start()
    recaps = [u for u in out if u.category is Category.INFO and u.speech.startswith("Your hand")]
    assert len(recaps) == 1 and recaps[0].priority is Priority.QUEUE
    assert "On the table" in recaps[0].speech  # hand and table in one line
    s.run_bots()  # nothing moved: not said again
    assert len([u for u in out if u.speech.startswith("Your hand")]) == 1
    s.act(next(a for a in s.legal() if a.caution is None))  # Anna answers, the turn comes back
    assert len([u for u in out if u.speech.startswith("Your hand")]) == 2


def test_no_recap_when_the_player_turned_it_off():
    out: list[Utterance] = []
    s = session(out, bots=True, recap=False)
    s.start()
    s.act(next(a for a in s.legal() if a.caution is None))
    assert not [u for u in out if u.speech.startswith("Your hand")]
    s.recap()  # on request it is said all the same, at once
    assert out[-1].speech.startswith("Your hand") and out[-1].priority is Priority.INTERRUPT


def test_with_the_question_turned_off_a_costly_move_is_made_at_once():
    out: list[Utterance] = []
    s = session(out)
    s.ask_cautions = False  # the player's setting "cautions" off
    s.start()
    costly = next(a for a in s.legal() if a.caution is not None)
    assert s.act(costly) is True
    assert s.game.log[-1] == (0, costly.text)
    assert not any("Choose the move again" in u.speech for u in out)
