"""Mau Mau's table options (all announced in the lobby)."""

from __future__ import annotations

from dataclasses import dataclass

from accessible_games.core.options import Options, option


@dataclass(frozen=True)
class MauMauOptions(Options):
    #: seconds a player has for a move; none = no limit. When the time runs out
    #: the front end applies ``MauMau.timeout_action(seat)`` (the automatic player)
    time_per_move: int | None = option(None, low=5, high=600, optional=True)
    #: quick game ("Schnelle Partie"): the first to go out wins the match
    quick: bool = option(False)
    #: points per match ("Punkte pro Partie"): the first to reach them wins
    #: (points mode, that is when quick is off)
    points_per_match: int = option(500, low=10, high=10000)
    #: a Joker +4 may be played against its colour condition (and be
    #: challenged); off: such a Joker +4 is refused, and there is no challenge
    bluffing: bool = option(True)
    #: pairs ("Spiel zu zweit"): four players, partners opposite (seats 1 and 3,
    #: 2 and 4); a pair wins together
    pairs: bool = option(False)
