"""Names the Mau Mau rules modules share (rules.py and scoring.py): the
phases of a turn, directions, the penalties, the words of the views and
events, and the event maker.
"""

from __future__ import annotations

from typing import Any

from accessible_games.core.game import Event
from accessible_games.games.maumau.cards import COLOURS, DRAW_TWO, REVERSE, SKIP, WILD, WILD_FOUR

# phases of a turn (the ``phase`` of the view)
PHASE_PLAY = "play"  # a normal turn: play a matching card or draw
PHASE_DRAWN = "drawn"  # drew a playable card: play it or pass
PHASE_PENALTY = "penalty"  # facing Draw Two: stack a Draw Two or draw the cards
PHASE_WILD4 = "wild4"  # facing a Joker +4: draw 4 or challenge
PHASE_COLOUR = "colour"  # a Joker turned up first: the starting player names the colour
PHASE_OVER = "over"

COUNTERCLOCKWISE, CLOCKWISE = -1, 1  # seat numbers going down / up
DIRECTION_NAME = (None, "clockwise", "counterclockwise")  # indexed by the direction (+1 or -1)
COLOUR_NAME = (*COLOURS, None)  # indexed by the colour in force (NO_COLOUR is -1)
EFFECTS = {DRAW_TWO: "draw2", SKIP: "skip", REVERSE: "reverse", WILD: "wild", WILD_FOUR: "draw4"}
#: the effect of each rank (None for a number): EFFECTS as a tuple, for the hot path
EFFECT_OF_RANK: tuple[str | None, ...] = tuple(EFFECTS.get(rank) for rank in range(WILD_FOUR + 1))

DRAW_TWO_PENALTY = 2
WILD_FOUR_PENALTY = 4
CHALLENGE_PENALTY = 2  # on top of the four, for a challenge that fails
REPORT_PENALTY = 2  # for a forgotten "Letzte"

#: (teams, team of each seat) by (players, pairs): made by :func:`seating`
_SEATING: dict[tuple[int, bool], tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]] = {}


def seating(players: int, pairs: bool) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The teams of a table and the team of each seat: in pairs (four
    players) seats 0 and 2 play against 1 and 3, else every seat plays
    alone. Made once per (players, pairs) and shared."""
    key = (players, pairs)
    found = _SEATING.get(key)
    if found is None:
        teams = ((0, 2), (1, 3)) if pairs else tuple((s,) for s in range(players))
        team_of = tuple(next(i for i, t in enumerate(teams) if s in t) for s in range(players))
        found = _SEATING[key] = (teams, team_of)
    return found


def _event(
    kind: str,
    seat: int | None = None,
    data: dict[str, Any] | None = None,
    visible_to: tuple[int, ...] | None = None,
    _new=tuple.__new__,
    _cls=Event,
) -> Event:
    """An :class:`Event`, equal to ``Event(kind, seat, data, visible_to)``,
    made without the call of ``Event.__new__``: random play makes two or
    three events a step."""
    return _new(_cls, (kind, seat, {} if data is None else data, visible_to))
