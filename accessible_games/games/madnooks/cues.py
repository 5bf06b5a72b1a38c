"""Mad Nooks' sound cues: which of its events sound, and for whom (the
shared rules of every game come on top: accessible_games/sound/cues.py)."""

from __future__ import annotations

from accessible_games.core.cues import CueTable, own, positive
from accessible_games.core.game import Event


def _laid(event: Event, viewer: int | None) -> list[str]:
    """A tile laid: placement for everyone; the layer hears a gain too when it scored."""
    if viewer is not None and event.seat == viewer and event.data.get("points", 0) > 0:
        return ["placement", "gain"]
    return ["placement"]


CUES: CueTable = {
    "laid": _laid,  # classic and solitaire
    "picture_laid": own("placement"),  # poker: private to the player laying its picture
    "pot_won": positive("gain", "shares"),  # poker
}
