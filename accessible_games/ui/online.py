"""A seat at a table that runs at a game server: the same Session a front
end plays locally, over a :class:`~accessible_games.net.client.RemoteTable`.
The server runs the rules, the bots and the clock; this side narrates in
the player's own language, verbosity and braille."""

from __future__ import annotations

from typing import Callable

from accessible_games.core.game import Action
from accessible_games.core.messages import Msg
from accessible_games.core.utterance import Category, Utterance
from accessible_games.net.client import RemoteGame, RemoteTable
from accessible_games.ui.clock import MoveClock
from accessible_games.ui.session import Session, profile_for

Emit = Callable[[Utterance], None]


class RemoteSession(Session):
    """A :class:`Session` whose table is at the server."""

    def __init__(self, remote: RemoteTable, lang: str, emit: Emit) -> None:  # noqa: D107
        self.lang = lang
        self.emit = emit
        self.remote = remote
        self.entry = remote.entry
        self.game = RemoteGame(remote)  # type: ignore[assignment]
        self.table = None  # type: ignore[assignment]
        self.seat_view = remote  # type: ignore[assignment]
        self.viewer = remote.seat
        self.levels = [None] * remote.players
        self.names = remote.names  # the same list: the server's seat changes reach the narrator
        self.narrator = self.entry.make_narrator(remote.facts(), lang, self.names, self.viewer)
        remote.listen(self._on_event)
        self.profile = profile_for(self.names[self.viewer], self.viewer) if self.viewer is not None else None
        self.counted = remote.over
        self.unsaved_moves = False
        self.clock = MoveClock(None)
        self.thinking = None

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.narrator = self.entry.make_narrator(self.remote.facts(), lang, self.names, self.viewer)

    def start(self) -> None:
        """What happened while the player was away, then where the table stands."""
        if self.remote.recap:
            self.say(Msg("net.recap", count=len(self.remote.recap)), Category.SYSTEM)
            for event in self.remote.recap:
                self._on_event(event)
        self.emit(self.narrator.status(self.view()))

    def run_bots(self) -> None:
        """The server moves its bots; here a game that ended is counted."""
        self.finish_if_over()

    def bot_job(self):  # type: ignore[override]
        return None

    def act(self, action: Action | str) -> bool:
        moved = super().act(action)
        self.unsaved_moves = False  # the server keeps the game: leaving loses nothing
        return moved

    def save(self, path: str) -> bool:
        self.error(Msg("net.online_only"))
        return False

    def load(self, path: str) -> bool:
        self.error(Msg("net.online_only"))
        return False
