"""The sound cues as data: their ids, their text equivalents, and the rules
by which an event gives a listener a cue.

A cue accompanies speech and braille, it never replaces them: each has a
short text equivalent (``sound.cue.<id>``, and a terse braille form
``sound.cue.<id>.br``) for players who turn sounds off or cannot hear them.

A game declares which of its own events sound, and for whom, as a table
from event kind to :data:`Rule` (``games/<name>/cues.py``), built with the
helpers below; its registry entry carries the table (``GameEntry.cues``).
``accessible_games/sound`` adds the rules every game shares (the listener's
turn, the end of a match) and plays the cues. This module is pure: no I/O,
no playback.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from accessible_games.core.game import Event

#: every cue, by id; a theme folder holds ``<id>.wav`` for each. The ids are
#: stable: the players' settings name muted cues by them
CUE_IDS = (
    "your_turn",  # it is the listener's turn
    "offered",  # a card or tile is played or offered to the listener
    "capture",  # cards captured from the middle, or the middle swept
    "penalty",  # cards drawn as a penalty
    "challenge",  # the outcome of a challenge (a bluff called)
    "monad",  # the highest card of its game gained by the listener (a Monad)
    "call",  # a call made aloud at the table
    "placement",  # a tile laid
    "gain",  # chips or points gained by the listener
    "refused",  # an illegal action refused
    "timer",  # a timer warning
    "won",  # the listener won the game
    "lost",  # the listener lost the game
    "chat",  # a chat message from another player (network play)
)

# The text equivalents of the cues (said or brailled in place of a sound)
# are the messages sound-cue-<id> with their .br short forms (locales/*/sound.ftl).

# --- rules ----------------------------------------------------------------------------

#: the cues an event gives one listener (a seat, or None for an onlooker), in
#: the order to play them; the caller has already checked that the listener
#: may see the event
Rule = Callable[[Event, int | None], list[str]]
#: a game's own rules, by event kind (they take precedence over the shared ones)
CueTable = Mapping[str, Rule]
#: no cue
NONE: list[str] = []


def everyone(cue: str) -> Rule:
    """The cue for every listener who may see the event (onlookers too)."""
    return lambda event, viewer: [cue]


def own(cue: str) -> Rule:
    """The cue when the event's seat is the listener."""
    return lambda event, viewer: [cue] if viewer is not None and event.seat == viewer else NONE


def aimed(cue: str, field: str) -> Rule:
    """The cue when the listener is the seat in ``data[field]`` (a card
    offered to it, a penalty card played onto it)."""

    def rule(event: Event, viewer: int | None) -> list[str]:
        return [cue] if viewer is not None and event.data.get(field) == viewer else NONE

    return rule


def among(cue: str, field: str) -> Rule:
    """The cue when the listener is among the seats listed in ``data[field]``."""

    def rule(event: Event, viewer: int | None) -> list[str]:
        return [cue] if viewer is not None and viewer in (event.data.get(field) or ()) else NONE

    return rule


def positive(cue: str, field: str) -> Rule:
    """The cue when the listener's entry in the per-seat list ``data[field]`` is positive."""

    def rule(event: Event, viewer: int | None) -> list[str]:
        values = event.data.get(field) or ()
        return [cue] if viewer is not None and viewer < len(values) and values[viewer] > 0 else NONE

    return rule
