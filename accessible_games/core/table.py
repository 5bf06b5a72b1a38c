"""The Table seats humans and bots around one game and runs its turns.

Front ends talk to the table: they act for their human seat, and listen to
events. Bots are asked for their moves in seat order whenever they are
waited for.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Protocol

from accessible_games.core.game import Action, Event, Game


class Bot(Protocol):
    """A computer player. It sees only its own view and its legal actions."""

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action: ...


@dataclass
class Seat:
    name: str
    bot: Bot | None = None

    @property
    def is_human(self) -> bool:
        return self.bot is None


Listener = Callable[[Event], None]


class Table:
    def __init__(self, game: Game, seats: list[Seat]) -> None:
        if len(seats) != game.players:
            raise ValueError("one seat per player")
        self.game = game
        self.seats = seats
        self.listeners: list[Listener] = []
        self.events: list[Event] = list(game.setup_events)

    def listen(self, listener: Listener) -> None:
        self.listeners.append(listener)

    def _publish(self, events: list[Event]) -> None:
        self.events.extend(events)
        for event in events:
            for listener in self.listeners:
                listener(event)

    def start(self) -> None:
        """Announce what the set-up did (the first deal)."""
        for event in self.game.setup_events:
            for listener in self.listeners:
                listener(event)

    def act(self, seat: int, action: Action | str) -> list[Event]:
        """A move by ``seat``; raises IllegalAction with the game unchanged."""
        events = self.game.apply(seat, action)
        self._publish(events)
        return events

    def bot_rng(self, seat: int) -> random.Random:
        """A bot's chance, derived from the game's seed and the move number, so
        a saved and reloaded game goes on exactly as it would have."""
        return random.Random(f"{self.game.seed}:{seat}:{len(self.game.log)}")

    def bot_waiting(self) -> int | None:
        for seat in self.game.waiting_for():
            if not self.seats[seat].is_human:
                return seat
        return None

    def humans_waiting(self) -> list[int]:
        return [s for s in self.game.waiting_for() if self.seats[s].is_human]

    def step_bot(self) -> bool:
        """Let one waiting bot move. False when no bot is waited for."""
        if self.humans_waiting():
            return False
        seat = self.bot_waiting()
        if seat is None:
            return False
        bot = self.seats[seat].bot
        assert bot is not None
        action = bot.choose(self.game.view(seat), self.game.legal_actions(seat), self.bot_rng(seat))
        self.act(seat, action)
        return True

    def run_bots(self, limit: int = 1_000_000) -> None:
        """Let bots move until a human must act or the game is over."""
        for _ in range(limit):
            if not self.step_bot():
                return
