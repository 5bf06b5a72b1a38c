"""The game contract shared by every game: messages, options, chance, actions,
events, views, save/load and the Table that runs turns.

Nothing in core knows about a particular game or about any front end.
"""

from accessible_games.core.accel import use_compiled

# the compiled twin of the seeded chance (its shuffle deals every game), when
# it was built from the current source (core/accel.py)
use_compiled(__name__, "rng")

from accessible_games.core.errors import GameError, IllegalAction  # noqa: E402 - after use_compiled() has put the compiled twins in place
from accessible_games.core.game import Action, Event, Game, Result  # noqa: E402 - after use_compiled() has put the compiled twins in place
from accessible_games.core.messages import Msg, render  # noqa: E402 - after use_compiled() has put the compiled twins in place
from accessible_games.core.options import Options, option  # noqa: E402 - after use_compiled() has put the compiled twins in place
from accessible_games.core.utterance import Category, Priority, Utterance  # noqa: E402 - after use_compiled() has put the compiled twins in place

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
