"""Pulok's table options (all announced in the lobby)."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.core.options import Options, option

VARIANTS = ("simple", "double", "experts")
#: (handicap, target) by variant when the table does not set them
DEFAULT_SCORES = {"simple": (60, 120), "double": (60, 120), "experts": (100, 200)}
#: tiles each player holds, by variant (experts with ``twenty``: 20)
TILES_EACH = {"simple": 15, "double": 30, "experts": 15}


@dataclass(frozen=True)
class PulokOptions(Options):
    #: simple (Einfaches Pulok: one sentence), double (30 tiles, the
    #: sentence twice), experts (Pulok für Könner: groups and value pieces)
    variant: str = option("simple", choices=VARIANTS)
    #: the score every player starts with; none = the variant's (60, experts 100)
    handicap: int | None = option(None, low=1, high=1000, optional=True)
    #: the score that wins the match; none = the variant's (120, experts 200)
    target: int | None = option(None, low=2, high=2000, optional=True)
    #: experts only: 20 tiles each, groups of at least 4
    twenty: bool = option(False)
    #: experts only: victory may be called only with a value piece
    need_piece: bool = option(False)
    #: seconds a player has for a move; none = no limit
    time_per_move: int | None = option(None, low=5, high=600, optional=True)

    def applies(self, name: str) -> bool:
        """The experts' options are announced only at an experts' table."""
        return name not in ("twenty", "need_piece") or self.variant == "experts"

    def scores(self) -> tuple[int, int]:
        """The handicap and the target in force."""
        handicap, target = DEFAULT_SCORES[self.variant]
        return (
            self.handicap if self.handicap is not None else handicap,
            self.target if self.target is not None else target,
        )

    def tiles_each(self) -> int:
        return 20 if self.variant == "experts" and self.twenty else TILES_EACH[self.variant]
