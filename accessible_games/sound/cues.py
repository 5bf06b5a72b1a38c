"""The sound cues: their text equivalents, and the one mapping from the
games' events to cues.

A cue accompanies speech and braille, it never replaces them: each has a
short text equivalent (``sound.cue.<id>``, and a terse braille form
``sound.cue.<id>.br``) for players who turn sounds off or cannot hear them.
The cues' ids and texts are data (``core/cues.py``).

:func:`cues_for` is the only place that decides which events sound: it reads
the same events the narrators describe, for one listener (a seat, or None for
an onlooker). Generic rules hold for every game (the listener's turn, the end
of a match); each game adds a small table of its own, which its registry
entry carries (``GameEntry.cues``). The module is pure: no I/O, no playback
(that is ``player.py``).

Three cues do not come from game events: "refused" (an illegal action or
any other error said to the player), "timer" (the move clock's warning) and
"chat" (another player's chat message); the front end asks for them with
:func:`cue_for_category`.
"""

from __future__ import annotations

from collections.abc import Mapping

from accessible_games.core.cues import CUE_IDS, NONE, Rule, own
from accessible_games.core.game import Event
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Category

# --- text equivalents -----------------------------------------------------------------

#: each cue's text equivalent, as a message (rendered in the player's language)
CUE_TEXT: dict[str, Msg] = {cue: Msg(f"sound.cue.{cue}") for cue in CUE_IDS}
#: each cue's terse braille form
CUE_BRAILLE: dict[str, Msg] = {cue: Msg(f"sound.cue.{cue}.br") for cue in CUE_IDS}


def cue_text(cue: str, lang: str) -> tuple[str, str]:
    """The text equivalent of ``cue`` in ``lang``: ``(speech, braille)``."""
    return render(CUE_TEXT[cue], lang), render(CUE_BRAILLE[cue], lang)


# --- cues not made by game events -----------------------------------------------------

#: the move clock's warning: the flag ``ui.clock.MoveClock.poll`` gives a
#: warning (``ui.clock.WARN``); the session says it in ``Category.SYSTEM``,
#: which other messages share, so the flag (not the category) marks it
TIMER_WARNING = "warn"


def cue_for_category(category: Category | str) -> str | None:
    """The cue the front end plays beside something it says that no game
    event caused: ``Category.ERROR`` (a refused move, any error) gives
    "refused"; the clock's warning flag :data:`TIMER_WARNING` gives "timer";
    ``Category.CHAT`` gives "chat"; anything else no cue."""
    if category == Category.ERROR or category == Category.ERROR.value:
        return "refused"
    if category == Category.CHAT or category == Category.CHAT.value:
        return "chat"
    if category == TIMER_WARNING:
        return "timer"
    return None


# --- the mapping from events to cues --------------------------------------------------


def _result(event: Event, viewer: int | None) -> list[str]:
    """The end of the match: won for the winners, lost for the other seats."""
    if viewer is None:
        return NONE
    return ["won"] if viewer in (event.data.get("winners") or ()) else ["lost"]


#: every game: the listener's turn, and the end of the match
GENERIC: dict[str, Rule] = {
    "turn": own("your_turn"),
    "game_over": _result,
    "match_over": _result,
}


def cues_for(game_cues: Mapping[str, Rule], event: Event, viewer: int | None) -> list[str]:
    """The cues ``event`` gives the listener ``viewer`` (a seat, or None for
    an onlooker), in the order to play them: by the game's own rules
    ``game_cues`` (its registry entry's ``cues``), else by the generic ones;
    empty for most events. An event the listener may not see gives no cue."""
    if not event.visible(viewer):
        return []
    rule = game_cues.get(event.kind) or GENERIC.get(event.kind)
    return list(rule(event, viewer)) if rule is not None else []


def event_cues(game_cues: Mapping[str, Rule], events: list[Event], viewer: int | None) -> list[str]:
    """The cues of several events (one step of play), in order, each cue once."""
    out: list[str] = []
    for event in events:
        for cue in cues_for(game_cues, event, viewer):
            if cue not in out:
                out.append(cue)
    return out
