"""High Card, a tiny game defined only in the tests: a sixth game plugs
into the registry through this folder (its ``entry.py``, as a folder under
``accessible_games/games/`` declares it) and one registration, and passes
the same contract suite as the others. A folder outside the games package
is not discovered, so it joins with ``register_game`` (:func:`make_entry`)."""

from __future__ import annotations

import importlib

from accessible_games.games.registry import GameEntry

GAME_ID = "highcard"
#: its place in menus
POSITION = 6


def make_entry() -> GameEntry:
    """The entry, imported when the game is first asked for (as the
    registry imports a discovered folder's entry)."""
    return importlib.import_module(f"{__name__}.entry").ENTRY
