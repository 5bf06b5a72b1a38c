"""The online plain mode's table, met by two threads: the connection's
reader says the game is over while the player's own line leaves the table.
The reader must not find the table gone under it (it once raised in the
reader thread, which ended the connection: "The server does not answer")."""

from __future__ import annotations

import io

from accessible_games.ui.plain.online import OnlinePlain


class Session:
    def __init__(self, front: OnlinePlain) -> None:
        self.front = front
        self.left = False

    def finish_if_over(self) -> None:
        # the player's "leave" is handled at this very moment on the input thread
        self.front.left()

    def leave(self) -> None:
        self.left = True


class Table:
    """The plain mode's table as the front end holds it."""

    def __init__(self, front: OnlinePlain) -> None:
        self.session = Session(front)
        self.finished = False

    def _finish(self) -> None:
        self.finished = True


def test_the_game_ends_while_the_player_leaves_the_table():
    front = OnlinePlain("ws://127.0.0.1:9", "Ann", "en", out=io.StringIO(), inp=io.StringIO())
    table = Table(front)
    front.plain = table  # type: ignore[assignment]
    front.table_over()  # must not raise
    assert table.finished and table.session.left
    assert front.plain is None
    front.table_over()  # after leaving: nothing to finish
