"""The game contract shared by every game: messages, options, chance, actions,
events, views, save/load and the Table that runs turns.

Nothing in core knows about a particular game or about any front end.
"""

from accessible_games.core.errors import GameError, IllegalAction
from accessible_games.core.game import Action, Event, Game, Result
from accessible_games.core.messages import Msg, render
from accessible_games.core.options import Options, option
from accessible_games.core.utterance import Category, Priority, Utterance

__all__ = [
    "Action",
    "Category",
    "Event",
    "Game",
    "GameError",
    "IllegalAction",
    "Msg",
    "Options",
    "Priority",
    "Result",
    "Utterance",
    "option",
    "render",
]
