"""Logomachy's sound cues: which of its events sound, and for whom (the
shared rules of every game come on top: accessible_games/sound/cues.py)."""

from __future__ import annotations

from accessible_games.core.cues import CueTable, among, everyone, own

CUES: CueTable = {
    "capture": everyone("capture"),
    "middle_taken": everyone("capture"),  # the last capturer takes the rest of the middle
    "sweep": own("gain"),  # the middle cleared: a chip for the sweeper
    "score_yellow7": own("gain"),
    "score_most_yellow": among("gain", "winners"),
    "score_most_cards": among("gain", "winners"),
}
