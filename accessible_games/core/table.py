"""The Table seats people and bots around one game and runs its turns.

The table talks to its seats only through the :class:`Seat` protocol
(core/seats.py): it asks a seat that moves by itself (a bot) for its move
when the game waits for it, waits for every other seat's move to come in
through :meth:`Table.act`, and hands each seat the events it may know.

A front end plays one seat through :meth:`Table.view_for`, a
:class:`TableView`: the same interface a proxy offers a front end sitting at
a table that runs at another machine.

The table keeps no events. What replay and the history need is the game's
action log and seed; :attr:`Table.events` recomputes the events from them
when asked.
"""

from __future__ import annotations

import random
from typing import Any

from accessible_games.core.game import Action, Event, Game
from accessible_games.core.seats import (
    Bot,
    BotSeat,
    Listener,
    LocalSeat,
    RemoteSeat,
    Seat,
    TableView,
)

__all__ = [
    "Bot",
    "BotSeat",
    "Listener",
    "LocalSeat",
    "RemoteSeat",
    "Seat",
    "Table",
    "TableView",
    "SeatView",
]


class Table:
    """One game and its seats, one :class:`Seat` per player. Each seat is
    handed, when the table takes it, the table as that seat sees it
    (:meth:`Seat.seated`)."""

    def __init__(self, game: Game, seats: list[Seat]) -> None:
        if len(seats) != game.players:
            raise ValueError("one seat per player")
        self.game = game
        self.seats = seats
        #: called with every event, hidden ones included, in order; the first
        #: hands each event to the seats and onlookers that may know it. A
        #: front end listens through :meth:`view_for` instead.
        self.listeners: list[Listener] = [self._deliver]
        #: listeners of onlookers: public events only
        self.onlookers: list[Listener] = []
        for index, seat in enumerate(seats):
            seat.seated(SeatView(self, index))

    def listen(self, listener: Listener) -> None:
        """Call ``listener`` with every event, hidden ones included (for the
        table's own records and tests; a seat's front end uses
        :meth:`view_for`)."""
        self.listeners.append(listener)

    def view_for(self, seat: int | None) -> SeatView:
        """The table as ``seat`` sees it (``None``: an onlooker)."""
        if seat is not None and not 0 <= seat < len(self.seats):
            raise ValueError(f"no seat {seat}")
        return SeatView(self, seat)

    def _deliver(self, event: Event) -> None:
        """Hand ``event`` to every seat and onlooker that may know it."""
        for index, seat in enumerate(self.seats):
            if event.visible(index):
                seat.receive(event)
        if event.visible(None):
            for listener in self.onlookers:
                listener(event)

    def _publish(self, events: list[Event]) -> None:
        for event in events:
            for listener in self.listeners:
                listener(event)

    def start(self) -> None:
        """Announce what the set-up did (the first deal)."""
        self._publish(self.game.setup_events)

    def act(self, seat: int, action: Action | str) -> list[Event]:
        """A move by ``seat``; raises IllegalAction with the game unchanged."""
        events = self.game.apply(seat, action)
        self._publish(events)
        return events

    @property
    def events(self) -> list[Event]:
        """Every event of the match so far, hidden ones included, in order,
        the set-up's first. The table does not keep them: they are made again
        by replaying the game's action log from its seed and options (so a
        position set by hand, as tests do, is not replayed)."""
        game = self.game
        replay = type(game)(game.players, game.options, game.seed)
        events = list(replay.setup_events)
        for seat, text in game.log:
            events.extend(replay.apply(seat, text))
        return events

    def bot_rng(self, seat: int) -> random.Random:
        """A bot's chance, derived from the game's seed and the move number, so
        a saved and reloaded game goes on exactly as it would have."""
        return random.Random(f"{self.game.seed}:{seat}:{len(self.game.log)}")

    def bot_waiting(self) -> int | None:
        """The first waiting seat that moves by itself (a bot), or None."""
        for seat in self.game.waiting_for():
            if self.seats[seat].moves_itself:
                return seat
        return None

    def humans_waiting(self) -> list[int]:
        """The waiting seats whose moves come from outside (a person here or
        a remote player)."""
        return [s for s in self.game.waiting_for() if not self.seats[s].moves_itself]

    def choose(self, seat: int) -> Action:
        """Ask ``seat`` for its move in the current position."""
        return self.seats[seat].choose(
            self.game.view(seat), self.game.legal_actions(seat), self.bot_rng(seat)
        )

    def step_bot(self) -> bool:
        """Let one waiting bot move. False when no bot is waited for."""
        if self.humans_waiting():
            return False
        seat = self.bot_waiting()
        if seat is None:
            return False
        self.act(seat, self.choose(seat))
        return True

    def run_bots(self, limit: int = 1_000_000) -> None:
        """Let bots move until a human must act or the game is over."""
        for _ in range(limit):
            if not self.step_bot():
                return


class SeatView:
    """The local table as one seat sees it: the :class:`TableView` a Session
    plays through (``Table.view_for(seat)``)."""

    def __init__(self, table: Table, seat: int | None) -> None:
        self.table = table
        self.seat = seat

    def listen(self, listener: Listener) -> None:
        """As :meth:`TableView.listen`; an onlooker hears the public events only."""
        if self.seat is None:
            self.table.onlookers.append(listener)
        else:
            self.table.seats[self.seat].listen(listener)

    def view(self) -> dict[str, Any]:
        """As :meth:`TableView.view`."""
        return self.table.game.view(self.seat)

    def legal(self) -> list[Action]:
        """As :meth:`TableView.legal`."""
        game = self.table.game
        if self.seat is None or game.is_over():
            return []
        return game.menu_actions(self.seat)

    def facts(self) -> dict[str, Any]:
        """As :meth:`TableView.facts`."""
        return self.table.game.facts()

    def act(self, action: Action | str) -> None:
        """As :meth:`TableView.act`; raises ValueError for an onlooker."""
        if self.seat is None:
            raise ValueError("an onlooker cannot act")
        self.table.act(self.seat, action)
