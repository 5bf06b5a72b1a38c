"""MONAD's sound cues: which of its events sound, and for whom (the shared
rules of every game come on top: accessible_games/sound/cues.py)."""

from __future__ import annotations

from accessible_games.core.cues import NONE, CueTable, Rule
from accessible_games.core.game import Event
from accessible_games.games.monad.cards import CARD_RANK, MONAD


def _gained(field: str) -> Rule:
    """The listener took a Monad (the card in ``data[field]``)."""

    def rule(event: Event, viewer: int | None) -> list[str]:
        card = event.data.get(field)
        if viewer is None or event.seat != viewer or card is None:
            return NONE
        return ["monad"] if CARD_RANK[card] == MONAD else NONE

    return rule


CUES: CueTable = {
    "combine": _gained("gained"),
    "acquire": _gained("target"),
    "jump": _gained("gained"),
}
