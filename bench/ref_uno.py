"""A plain, idiomatic pure-Python Uno engine: the "plain pure-Python" yardstick.

It is written the way a small, readable engine usually is (named tuples,
lists, ``random``), with no tuning and no tricks, so that it shows what
ordinary Python code of this kind costs per step on this machine. It is used
only by ``bench/run.py``.

The rules are the usual simplified ones of minimal engines:

- 108 cards: in each of four colours one 0, two each of 1-9, two each of skip,
  reverse and draw two; four wild cards and four wild draw four cards.
- Seven cards each; the first card turned up is a number card.
- A card is playable if it matches the colour or the rank in play; wild cards
  are always playable, and the player names the colour (part of the action).
- A player with no playable card draws one. If the drawn card is playable it
  is played at once (a wild one in a random colour), otherwise it is kept.
  Either way the turn passes (or the card's effect applies).
- Skip skips the next player; reverse turns the direction (with two players
  it acts as a skip); draw two and wild draw four make the next player draw
  and lose their turn. The draw-four challenge and stacking are left out.
- The discard pile is reshuffled into the stock when the stock runs out.
- The first player to empty their hand wins.
"""

from __future__ import annotations

import random
from typing import NamedTuple

COLOURS = ("red", "yellow", "green", "blue")
NUMBERS = tuple(str(n) for n in range(10))
ACTION_RANKS = ("skip", "reverse", "draw2")
WILD_RANKS = ("wild", "wild4")
HAND_SIZE = 7
MAX_STEPS = 10_000  # guard against a (practically impossible) endless game


class Card(NamedTuple):
    colour: str | None  # None for wild cards
    rank: str


class Action(NamedTuple):
    card: Card | None  # None: draw a card
    colour: str | None = None  # the colour named with a wild card


DRAW = Action(None)


def new_deck() -> list[Card]:
    cards: list[Card] = []
    for colour in COLOURS:
        cards.append(Card(colour, "0"))
        for rank in NUMBERS[1:] + ACTION_RANKS:
            cards.extend([Card(colour, rank)] * 2)
    for rank in WILD_RANKS:
        cards.extend([Card(None, rank)] * 4)
    return cards


class Uno:
    def __init__(self, players: int = 2, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.players = players
        self.stock = new_deck()
        self.rng.shuffle(self.stock)
        self.hands = [[self.stock.pop() for _ in range(HAND_SIZE)] for _ in range(players)]
        top = self.stock.pop()
        while top.rank not in NUMBERS:
            self.stock.insert(0, top)
            top = self.stock.pop()
        self.discard = [top]
        self.colour = top.colour
        self.turn = 0
        self.direction = 1
        self.winner: int | None = None
        self.steps = 0

    @property
    def top(self) -> Card:
        return self.discard[-1]

    def is_over(self) -> bool:
        return self.winner is not None or self.steps >= MAX_STEPS

    def playable(self, card: Card) -> bool:
        return card.colour is None or card.colour == self.colour or card.rank == self.top.rank

    def legal_actions(self) -> list[Action]:
        actions: list[Action] = []
        for card in dict.fromkeys(self.hands[self.turn]):  # each kind once, in hand order
            if card.colour is None:
                actions.extend(Action(card, colour) for colour in COLOURS)
            elif self.playable(card):
                actions.append(Action(card))
        return actions or [DRAW]

    def next_seat(self, skip: int = 0) -> int:
        return (self.turn + self.direction * (1 + skip)) % self.players

    def draw(self, seat: int, count: int) -> None:
        for _ in range(count):
            if not self.stock:
                self.stock = self.discard[:-1]
                self.discard = self.discard[-1:]
                self.rng.shuffle(self.stock)
                if not self.stock:
                    return
            self.hands[seat].append(self.stock.pop())

    def apply(self, action: Action) -> None:
        self.steps += 1
        hand = self.hands[self.turn]
        if action.card is None:
            self.draw(self.turn, 1)
            card = hand[-1] if hand else None
            if card is not None and self.playable(card):
                colour = self.rng.choice(COLOURS) if card.colour is None else None
                self.play(Action(card, colour))
            else:
                self.turn = self.next_seat()
            return
        self.play(action)

    def play(self, action: Action) -> None:
        card = action.card
        hand = self.hands[self.turn]
        hand.remove(card)
        self.discard.append(card)
        self.colour = action.colour if card.colour is None else card.colour
        if not hand:
            self.winner = self.turn
            return
        if card.rank == "skip":
            self.turn = self.next_seat(skip=1)
        elif card.rank == "reverse":
            if self.players == 2:
                self.turn = self.next_seat(skip=1)
            else:
                self.direction = -self.direction
                self.turn = self.next_seat()
        elif card.rank in ("draw2", "wild4"):
            self.draw(self.next_seat(), 2 if card.rank == "draw2" else 4)
            self.turn = self.next_seat(skip=1)
        else:
            self.turn = self.next_seat()


def play_random(seed: int, players: int = 2) -> int:
    """Play one game with uniformly random legal moves; return its steps."""
    game = Uno(players, seed)
    rng = random.Random(seed ^ 0x5EED)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game.steps


if __name__ == "__main__":
    import time

    start = time.perf_counter()
    games = steps = 0
    while time.perf_counter() - start < 2.0:
        steps += play_random(games)
        games += 1
    elapsed = time.perf_counter() - start
    print(
        f"{games / elapsed:,.0f} games/s, {steps / elapsed:,.0f} steps/s, {steps / games:.1f} "
        "steps/game"
    )
