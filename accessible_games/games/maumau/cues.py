"""Mau Mau's sound cues: which of its events sound, and for whom (the
shared rules of every game come on top: accessible_games/sound/cues.py)."""

from __future__ import annotations

from accessible_games.core.cues import NONE, CueTable, aimed, among, everyone
from accessible_games.core.game import Event

#: the reasons of a "draw" that are a penalty (not a card drawn by choice)
PENALTIES = frozenset({"draw2", "draw4", "challenge", "report"})


def _penalty(event: Event, viewer: int | None) -> list[str]:
    """Cards the listener must draw as a penalty (if any are left to draw)."""
    d = event.data
    if viewer is None or event.seat != viewer or d.get("reason") not in PENALTIES:
        return NONE
    return ["penalty"] if d.get("count", 0) > 0 else NONE


CUES: CueTable = {
    "play": aimed("offered", "victim"),  # a Draw Two or Joker +4 played onto the listener
    "draw": _penalty,
    "challenge": everyone("challenge"),
    "round_over": among("gain", "team"),
}
