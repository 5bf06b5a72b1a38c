"""Logomachy's table options."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.core.options import Options, option


@dataclass(frozen=True)
class LogomachyOptions(Options):
    #: which built-in deck: "auto" takes four colours for 2-4 players, six for 5-8
    deck: str = option("auto", choices=("auto", "four-colours", "six-colours"))
    #: a deck file of the player's own (overrides ``deck``)
    deck_file: str | None = option(None, optional=True, text="path")
    #: number of deals in the match; none = one deal per player
    deals: int | None = option(None, low=1, high=40, optional=True)
    #: first to this many chips (checked after each deal) wins; overrides ``deals``
    target_chips: int | None = option(None, low=1, high=99, optional=True)
    #: the last player who captured takes what is left in the middle (as in Scopa)
    last_capture_takes_middle: bool = option(False)
