"""Errors that carry a player-facing message rather than an English string."""

from __future__ import annotations

from accessible_games.core.messages import Msg, render


class GameError(Exception):
    """A refusal the player must hear: carries a :class:`Msg`."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(render(msg, "en"))
        self.msg = msg

    def text(self, lang: str) -> str:
        """The message, rendered in the language ``lang``."""
        return render(self.msg, lang)


class IllegalAction(GameError):
    """An action the rules refuse; the game state is unchanged."""


class OptionError(GameError):
    """A bad option: names the option and the allowed values."""


class SaveError(GameError):
    """A saved game that cannot be written, read or replayed."""
