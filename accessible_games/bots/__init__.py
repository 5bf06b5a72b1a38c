"""Generic computer players over the game contract."""

from accessible_games.bots.random_bot import RandomBot

__all__ = ["RandomBot"]
