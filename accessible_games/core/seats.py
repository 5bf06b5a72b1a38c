"""Who sits at a table, and the table as one seat sees it.

A :class:`Seat` is one place at a table: a person at this machine
(:class:`LocalSeat`), a computer player (:class:`BotSeat`), or a player at
another machine (:class:`RemoteSeat`, implemented by the network code). The
table talks to every seat through the same few members and never asks which
kind it is.

A :class:`TableView` is a table as one seat's front end sees it: the events
that seat may know, its view, its legal actions, and acting. The table that
runs the game offers one per seat (``Table.view_for(seat)``); a front end
sitting at a table it does not own (the client side of network play) gets
the same interface from a proxy that talks to the table over a connection.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Protocol, runtime_checkable

from accessible_games.core.game import Action, Event

#: a function that receives events
Listener = Callable[[Event], None]


class Bot(Protocol):
    """A computer player. It sees only its own view and its legal actions."""

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        """One of ``legal``, chosen from ``view`` with ``rng`` as the only chance."""


@runtime_checkable
class TableView(Protocol):
    """A table as the front end of one seat sees it.

    This is all a front end needs from a table to play one seat: it never
    needs the table's :class:`~accessible_games.core.game.Game` itself, so
    the table may run here (``Table.view_for(seat)``) or at another machine
    (a proxy that forwards these calls over the network and hands on the
    events it receives).

    ``seat`` is the seat it is for (``None``: an onlooker, who sees only
    public events and views and cannot act).
    """

    seat: int | None

    def listen(self, listener: Listener) -> None:
        """Call ``listener`` with every event of the match from now on that
        this seat may know (``Event.visible(seat)``), in order. Private
        events of other seats never reach it."""

    def view(self) -> dict[str, Any]:
        """What this seat may know now (``Game.view(seat)``)."""

    def legal(self) -> list[Action]:
        """The moves a front end lists for this seat now
        (``Game.menu_actions``: the legal actions and, in a game with more
        moves than it lists, a useful selection of the others); empty when
        it is not waited for, for an onlooker and once the match is over."""

    def facts(self) -> dict[str, Any]:
        """The match's facts (``Game.facts()``), from which a front end
        makes its narrator (``GameEntry.make_narrator``)."""

    def act(self, action: Action | str) -> None:
        """Make this seat's move. A refused move raises
        :class:`~accessible_games.core.errors.IllegalAction` (or another
        :class:`~accessible_games.core.errors.GameError`) and changes
        nothing; the move's events reach the listeners before it returns."""


class Seat(ABC):  # noqa: B024 - ABC so that a subclass's abstract send (RemoteSeat) is enforced
    """One place at a table.

    The table uses only these members, whatever the kind of seat:

    - :attr:`moves_itself`: whether the table asks this seat for its move.
      True for a bot: when it is waited for, the table calls :meth:`choose`.
      False for a person here or a remote player: the table waits until the
      move comes from outside through ``Table.act`` (typed here, or received
      over the network).
    - :meth:`choose`: the seat's move, given only what it may know: its
      view, its legal actions and its own random generator.
    - :attr:`think_time`: seconds the seat may think about a move (None: it
      answers at once); a front end may run such a choice on another thread.
    - :meth:`receive`: an event of the match this seat may know. The table
      hands a seat only the events visible to it (``Event.visible``).
    - :meth:`seated`: called once by the table that takes the seat, with the
      table as this seat sees it (a :class:`TableView`).

    ``Seat(name)`` is a :class:`LocalSeat` and ``Seat(name, bot)`` a
    :class:`BotSeat` (the short form the session and tests use).
    """

    moves_itself: ClassVar[bool] = False
    think_time: float | None = None

    def __new__(cls, *args: Any, **kwargs: Any) -> Seat:
        """``Seat(name)`` makes a :class:`LocalSeat` and ``Seat(name, bot)`` a
        :class:`BotSeat`; a subclass is made as itself."""
        if cls is Seat:
            bot = args[1] if len(args) > 1 else kwargs.get("bot")
            cls = LocalSeat if bot is None else BotSeat
        return super().__new__(cls)

    def __init__(self, name: str) -> None:
        self.name = name
        self.listeners: list[Listener] = []

    def listen(self, listener: Listener) -> None:
        """Hand every event this seat receives to ``listener`` too; a
        listener already listening is not added again (a game replayed at a
        new table over the same seats -- a take-back -- keeps one of each)."""
        if listener not in self.listeners:
            self.listeners.append(listener)

    def receive(self, event: Event) -> None:
        """An event this seat may know: handed to its listeners."""
        for listener in self.listeners:
            listener(event)

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        """The seat's move (only asked when :attr:`moves_itself`)."""
        raise TypeError(f"{type(self).__name__} does not choose moves; they come through Table.act")

    def seated(self, table: TableView) -> None:
        """The table that took this seat, as this seat sees it."""
        return None  # a no-op hook: a seat that needs no table need not override it

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


class LocalSeat(Seat):
    """A person at this machine: the front end acts for them
    (``Table.act``) and listens to their events (a Session)."""

    def __init__(self, name: str, bot: None = None) -> None:
        if bot is not None:
            raise TypeError("a LocalSeat has no bot; use BotSeat")
        super().__init__(name)


class BotSeat(Seat):
    """A computer player: the table asks its :class:`Bot` for its moves."""

    moves_itself = True

    def __init__(self, name: str, bot: Bot) -> None:
        if bot is None:
            raise TypeError("a BotSeat needs a bot")
        super().__init__(name)
        self.bot = bot

    @property
    def think_time(self) -> float | None:  # type: ignore[override]
        """The bot's own ``think_time``; None when it has none."""
        return getattr(self.bot, "think_time", None)

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        """The bot's choice."""
        return self.bot.choose(view, legal, rng)


class RemoteSeat(Seat):
    """A player at another machine. The network code implements it.

    Like a person here, a remote seat does not move by itself: the table
    waits until the network code passes the remote player's move in through
    :attr:`table` (the :class:`TableView` the table handed to
    :meth:`seated`): ``self.table.act(text)``, which raises ``IllegalAction``
    with the match unchanged for a refused move (its ``msg`` is the reason to
    send back). The same view answers the remote player's questions:
    ``self.table.view()`` and ``self.table.legal()``.

    A subclass implements :meth:`send`: pass on one event this seat may know
    to the remote player. The table hands this seat only events visible to
    it, so no private event of another seat is ever sent. A subclass that
    overrides :meth:`seated` or :meth:`receive` calls the base method.

    On the other side of the connection the remote player's front end sees
    the table through a proxy implementing :class:`TableView` (``listen``
    for the events :meth:`send` passed on, ``view``, ``legal``, ``act``
    forwarded): the same interface the local table offers a Session.
    """

    table: TableView | None = None

    def seated(self, table: TableView) -> None:
        """Keep ``table`` as :attr:`table`: the remote player's moves go in
        through it."""
        self.table = table

    def receive(self, event: Event) -> None:
        """Hand ``event`` to the listeners, then :meth:`send` it on."""
        super().receive(event)
        self.send(event)

    @abstractmethod
    def send(self, event: Event) -> None:
        """Pass ``event`` on to the remote player."""
