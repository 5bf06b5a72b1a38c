"""Mad Nooks' table options (all announced in the lobby).

Only the Classic game ("um die Punkte") is played so far. ``VARIANTS`` will
grow by "poker" and "solitaire"; each variant then has its own player
range (``PLAYERS``) and its own options, refused with the others (as
Pulok refuses its experts' options outside Pulok for Experts).
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.core.options import Options, option

#: the variants played; to grow: "poker", "solitaire"
VARIANTS = ("classic",)
#: (fewest, most) players by variant
PLAYERS = {"classic": (2, 6)}
#: tiles each player holds in hand, by variant
HAND_SIZE = {"classic": 4}


@dataclass(frozen=True)
class MadNooksOptions(Options):
    #: classic: lay tiles for points (more variants to come: poker, solitaire)
    variant: str = option("classic", choices=VARIANTS)
    #: classic: the game ends after this many rounds (every player one
    #: turn, seat 0 first); none = play until the tiles are used up
    rounds: int | None = option(None, low=1, high=40, optional=True)
    #: seconds a player has for a move; none = no limit. When the time runs
    #: out the front end applies ``MadNooks.timeout_action(seat)``
    time_per_move: int | None = option(None, low=5, high=600, optional=True)
