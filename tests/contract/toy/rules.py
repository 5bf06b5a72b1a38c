"""High Card: each seat holds a few hidden cards (values 1 to 4 per
player, one of each), plays one face up in turn and draws from the stock;
when every seat has played, the highest card (the lowest in the ``low``
variant) takes the trick. The game ends when the hands are empty; most
tricks wins."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from accessible_games.core.game import Action, Event, Game, Result
from accessible_games.core.grammar import Grammar, Operand, Slot, Verb, read_number
from accessible_games.core.messages import Msg
from accessible_games.core.options import Options, option

from . import messages  # noqa: F401 - registers the game's messages


@dataclass(frozen=True)
class HighCardOptions(Options):
    #: high: the highest card takes the trick; low: the lowest
    variant: str = option("high", choices=("high", "low"))
    #: cards each player holds
    hand_size: int = option(2, low=1, high=4)


def card_msg(card: int) -> Msg:
    return Msg("highcard.card", value=card + 1)


#: a card by its value, 1 to 16 (four per player, at most four players)
CARD = Operand("card", read=read_number(1, 16), say=lambda value: Msg("highcard.card", value=value))
#: the one move, "play 3": the verb may be left out ("3"), or typed in
#: either language ("spiele 3")
GRAMMAR = Grammar("highcard", [Verb("play", (Slot(CARD),), implied=True)])


class HighCard(Game):
    id = "highcard"
    title = Msg("highcard.title")
    min_players = 2
    max_players = 4
    options_class = HighCardOptions
    grammar = GRAMMAR

    def setup(self) -> list[Event]:
        deck = list(range(4 * self.players))
        self.chance.shuffle(deck)
        size = self.options.hand_size
        self.hands = [sorted(deck[s * size : (s + 1) * size]) for s in range(self.players)]
        self.stock = deck[self.players * size :]
        self.trick: list[int] = []  # cards on the table, seat order from the leader
        self.leader = 0
        self.turn = 0
        self.won: list[list[int]] = [[] for _ in range(self.players)]
        self.over = False
        return [
            Event("dealt", s, {"cards": list(self.hands[s])}, visible_to=(s,))
            for s in range(self.players)
        ]

    def waiting_for(self) -> list[int]:
        return [] if self.over else [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        return [
            Action(
                GRAMMAR.text("play", c + 1), Msg("highcard.play", card=card_msg(c)), "play", (c,)
            )
            for c in self.hands[seat]
        ]

    def why_illegal(self, seat: int, text: str) -> Msg:
        """A card not held is refused as such (what the rules add to the
        grammar's default refusal, which would say only that no move has it)."""
        reading = GRAMMAR.read(text)
        if reading is not None and seat == self.turn and not self.over:
            ((value,),) = reading.operands
            return Msg("highcard.not_held", value=min(value))
        return super().why_illegal(seat, text)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        card = action.data[0]
        self.hands[seat].remove(card)
        self.trick.append(card)
        events = [Event("played", seat, {"card": card})]
        if self.stock:
            drawn = self.stock.pop()
            self.hands[seat].append(drawn)
            self.hands[seat].sort()
            events += [
                Event("drawn", seat, {"card": drawn}, visible_to=(seat,)),
                Event("drew", seat),
            ]
        self.turn = (seat + 1) % self.players
        if len(self.trick) == self.players:
            best = (max if self.options.variant == "high" else min)(self.trick)
            winner = (self.leader + self.trick.index(best)) % self.players
            self.won[winner] += self.trick
            self.trick = []
            self.leader = self.turn = winner
            events.append(
                Event("trick", winner, {"cards": sorted(self.won[winner][-self.players :])})
            )
            if not any(self.hands):
                self.over = True
                result = self.result()
                events.append(Event("over", None, {"winners": list(result.winners)}))
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "seat": seat,
            "variant": self.options.variant,
            "hand": list(self.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in self.hands],
            "trick": list(self.trick),
            "stock": len(self.stock),
            "scores": self.scores(),
            "turn": None if self.over else self.turn,
            "over": self.over,
        }

    def scores(self) -> list[int]:
        return [len(w) // self.players for w in self.won]

    def is_over(self) -> bool:
        return self.over

    def result(self) -> Result | None:
        if not self.over:
            return None
        scores = self.scores()
        return Result(
            tuple(scores), tuple(s for s in range(self.players) if scores[s] == max(scores))
        )

    def snapshot(self) -> dict[str, Any]:
        return {
            "hands": self.hands,
            "stock": self.stock,
            "trick": self.trick,
            "leader": self.leader,
            "turn": self.turn,
            "won": self.won,
            "over": self.over,
        }

    def places(self) -> list[list[int]]:
        """Every place a card can be, for conservation checks."""
        return [*self.hands, self.stock, self.trick, *self.won]
