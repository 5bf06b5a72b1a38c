"""Pulok's sound cues: which of its events sound, and for whom (the shared
rules of every game come on top: accessible_games/sound/cues.py)."""

from __future__ import annotations

from accessible_games.core.cues import CueTable, aimed, everyone, positive

CUES: CueTable = {
    "offered": aimed("offered", "to"),
    "called": everyone("call"),
    "reveal": positive("gain", "deltas"),
}
