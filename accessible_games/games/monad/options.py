"""MONAD's table options (all announced in the lobby)."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.core.options import Options, option


@dataclass(frozen=True)
class MonadOptions(Options):
    #: four players in two teams, partners opposite (players 1 and 3, 2 and
    #: 4); a team wins with 5 Monads between its partners
    teams: bool = option(False)
    #: seconds a player has for a move; none = no limit. When the time runs out
    #: the front end applies ``Monad.timeout_action(seat)`` (the automatic player)
    time_per_move: int | None = option(None, low=5, high=600, optional=True)
    #: ask the order of several cards going under the same column; off: they
    #: go under in the automatic order (``Monad.auto_order``)
    ask_order: bool = option(True)
