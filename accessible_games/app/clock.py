"""The clock of a table with a time per move (a table option
``Game.time_per_move``): warnings as the time runs down, and the automatic move
when it has run out.

The clock runs for each decision the player must make: it starts when the
player's move is awaited in a new position (after any move at the table)
and stops when the player moves. The front ends ask :meth:`MoveClock.poll`
often (the full-screen mode on a timer, the line mode while it waits for a
line) and say what it reports; the session makes the automatic move.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

#: seconds left at which the player is warned (only those shorter than the
#: whole time: a 20-second move is warned at 10 seconds only)
WARNINGS = (30, 10)
WARN = "warn"
EXPIRED = "expired"


class ClockedGame(Protocol):
    """What the clock asks of a game: a
    :class:`~accessible_games.core.game.Game`, or a game at a server as the
    front end sees it (accessible_games/net/client/remote.py ``RemoteGame``)."""

    def time_per_move(self) -> int | None: ...

    def is_over(self) -> bool: ...

    def waiting_for(self) -> list[int]: ...

    def moves_made(self) -> int: ...


def time_per_move(game: ClockedGame) -> int | None:
    """The game's time per move in seconds (the contract's
    :meth:`~accessible_games.core.game.Game.time_per_move`), or None."""
    seconds = game.time_per_move()
    return seconds if isinstance(seconds, int) and seconds > 0 else None


class MoveClock:
    def __init__(self, seconds: int | None, now: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self.now = now
        self._position: int | None = None  # the move number the clock runs for
        self._deadline: float | None = None
        self._warnings: list[int] = []  # still to give, longest first

    @property
    def running(self) -> bool:
        return self._deadline is not None

    def sync(self, game: ClockedGame, seat: int | None) -> None:
        """Start the clock when ``seat`` must move in a new position; stop it
        when nobody waits for ``seat`` (or the game is over)."""
        if self.seconds is None or seat is None or game.is_over() or seat not in game.waiting_for():
            self._position = self._deadline = None
            return
        position = game.moves_made()
        if position == self._position and self._deadline is not None:
            return
        self._position = position
        self._deadline = self.now() + self.seconds
        self._warnings = [w for w in WARNINGS if w < self.seconds]

    def left(self) -> float | None:
        """Seconds left for the move, or None when the clock stands."""
        if self._deadline is None:
            return None
        return max(0.0, self._deadline - self.now())

    def next_in(self) -> float | None:
        """Seconds until the next warning or the end of the time (None: the
        clock stands)."""
        left = self.left()
        if left is None:
            return None
        upcoming = [left - w for w in self._warnings if left > w]
        return min(upcoming) if upcoming else left

    def poll(self) -> list[tuple[str, int]]:
        """What is due now: ``(WARN, seconds left)`` for each warning reached,
        then ``(EXPIRED, 0)`` once the time is up (after which the clock
        stands until :meth:`sync` starts it for the next position)."""
        left = self.left()
        if left is None:
            return []
        due: list[tuple[str, int]] = []
        if left <= 0:
            self._warnings = []
            self._deadline = None
            return [(EXPIRED, 0)]
        while self._warnings and left <= self._warnings[0]:
            due.append((WARN, self._warnings.pop(0)))
        # only the last reached warning is worth saying
        return due[-1:]
