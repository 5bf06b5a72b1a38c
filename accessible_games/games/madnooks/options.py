"""Mad Nooks' table options (all announced in the lobby).

Three variants: Classic (lay for points), Poker (bet on the best picture of
five tiles, for chips) and Solitaire (one shared area, alone or as a team).
Each variant has its own player range (``PLAYERS``); the options of one
variant are refused in another when they differ from their defaults
(``MadNooksOptions.foreign``), so a table never announces a setting that
does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from accessible_games.core.options import Options, option

CLASSIC, POKER, SOLITAIRE = "classic", "poker", "solitaire"
VARIANTS = (CLASSIC, POKER, SOLITAIRE)
#: (fewest, most) players by variant
PLAYERS = {CLASSIC: (2, 6), POKER: (2, 6), SOLITAIRE: (1, 6)}
#: tiles each player holds in hand, by variant (Poker: and one face up)
HAND_SIZE = {CLASSIC: 4, POKER: 4, SOLITAIRE: 4}
#: which variants each option belongs to (the others: every variant)
BELONGS = {
    "rounds": (CLASSIC,),
    "draw_on_miss": (CLASSIC,),
    "chips": (POKER,),
    "ante": (POKER,),
    "price": (POKER,),
    "exchanges": (POKER,),
    "bet": (POKER,),
    "hands": (POKER,),
}


@dataclass(frozen=True)
class MadNooksOptions(Options):
    #: classic: lay tiles for points; poker: bet on the best picture of
    #: five tiles; solitaire: one shared area, alone or as a team
    variant: str = option(CLASSIC, choices=VARIANTS)
    #: classic: the game ends after this many rounds (every player one
    #: turn, seat 0 first); none = play until the tiles are used up
    rounds: int | None = option(None, low=1, high=40, optional=True)
    #: classic: a player who has to miss a turn draws a tile from the stack
    #: (off: the original's rule, the turn is simply missed)
    draw_on_miss: bool = option(False)
    #: poker: the chips each player starts the match with
    chips: int = option(50, low=5, high=10000)
    #: poker: what every player pays into the pot at the start of a hand
    ante: int = option(1, low=0, high=1000)
    #: poker: the price of exchanging one tile (paid into the pot)
    price: int = option(1, low=0, high=1000)
    #: poker: how many tiles a player may exchange in a hand
    exchanges: int = option(2, low=0, high=4)
    #: poker: the fixed amount of a bet and of a raise
    bet: int = option(2, low=1, high=1000)
    #: poker: the match ends after this many hands (or when only one
    #: player can still pay the ante)
    hands: int = option(5, low=1, high=100)
    #: seconds a player has for a move; none = no limit. When the time runs
    #: out the front end applies ``MadNooks.timeout_action(seat)``
    time_per_move: int | None = option(None, low=5, high=600, optional=True)

    def applies(self, name: str) -> bool:
        """Only the variant's own options (and the shared ones) are announced."""
        owners = BELONGS.get(name)
        return owners is None or self.variant in owners

    def foreign(self) -> list[str]:
        """The options set away from their defaults that the variant does
        not use (the game refuses them)."""
        out = []
        for f in fields(self):
            owners = BELONGS.get(f.name)
            if (
                owners is not None
                and self.variant not in owners
                and getattr(self, f.name) != f.default
            ):
                out.append(f.name)
        return out
