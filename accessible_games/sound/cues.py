"""The sound cues: their text equivalents, and the one mapping from the
games' events to cues.

A cue accompanies speech and braille, it never replaces them: each has a
short text equivalent (``sound.cue.<id>``, and a terse braille form
``sound.cue.<id>.br``) for players who turn sounds off or cannot hear them.

:func:`cues_for` is the only place that decides which events sound: it reads
the same events the narrators describe, for one listener (a seat, or None for
an onlooker). Generic rules hold for every game (the listener's turn, the end
of a match); each game adds a small table of its own. The module is pure: no
I/O, no playback (that is ``player.py``).

Two cues do not come from game events: "refused" (an illegal action or any
other error said to the player) and "timer" (the move clock's warning); the
front end asks for them with :func:`cue_for_category`.
"""

from __future__ import annotations

from typing import Callable, Mapping

from accessible_games.core.game import Event
from accessible_games.core.messages import Msg, register, render
from accessible_games.core.utterance import Category
from accessible_games.games.monad.cards import CARD_RANK, MONAD
from accessible_games.sound import CUE_IDS

# --- text equivalents -----------------------------------------------------------------
#
# The project's braille tables (braille_tables/ag-signs-*.cti) define no music
# sign (♪), so the text equivalents use plain words.

_TEXTS: dict[str, dict[str, tuple[str, str]]] = {
    # id: {lang: (speech, braille)}
    "your_turn": {"en": ("Sound: your turn", "snd turn"), "de": ("Ton: du bist dran", "ton dran")},
    "offered": {"en": ("Sound: offered to you", "snd offer"), "de": ("Ton: dir angeboten", "ton angebot")},
    "capture": {"en": ("Sound: capture", "snd capture"), "de": ("Ton: genommen", "ton genommen")},
    "penalty": {"en": ("Sound: penalty", "snd penalty"), "de": ("Ton: Strafe", "ton strafe")},
    "challenge": {"en": ("Sound: challenge", "snd challenge"), "de": ("Ton: Lüge", "ton lüge")},
    "monad": {"en": ("Sound: Monad", "snd monad"), "de": ("Ton: Monade", "ton monade")},
    "call": {"en": ("Sound: the call", "snd call"), "de": ("Ton: Ansage", "ton ansage")},
    "placement": {"en": ("Sound: tile laid", "snd laid"), "de": ("Ton: Kärtchen angelegt", "ton angelegt")},
    "gain": {"en": ("Sound: gain", "snd gain"), "de": ("Ton: Gewinn", "ton gewinn")},
    "refused": {"en": ("Sound: refused", "snd refused"), "de": ("Ton: abgelehnt", "ton abgelehnt")},
    "timer": {"en": ("Sound: time warning", "snd time"), "de": ("Ton: Zeitwarnung", "ton zeit")},
    "won": {"en": ("Sound: you won", "snd won"), "de": ("Ton: gewonnen", "ton gewonnen")},
    "lost": {"en": ("Sound: you lost", "snd lost"), "de": ("Ton: verloren", "ton verloren")},
}

register({
    lang: {key: value
           for cue, texts in _TEXTS.items()
           for key, value in ((f"sound.cue.{cue}", texts[lang][0]), (f"sound.cue.{cue}.br", texts[lang][1]))}
    for lang in ("en", "de")
})

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
    anything else no cue."""
    if category == Category.ERROR or category == Category.ERROR.value:
        return "refused"
    if category == TIMER_WARNING:
        return "timer"
    return None


# --- the mapping from events to cues --------------------------------------------------

Rule = Callable[[Event, int | None], list[str]]
NONE: list[str] = []


def _everyone(cue: str) -> Rule:
    """The cue for every listener who may see the event (onlookers too)."""
    return lambda event, viewer: [cue]


def _own(cue: str) -> Rule:
    """The cue when the event's seat is the listener."""
    return lambda event, viewer: [cue] if viewer is not None and event.seat == viewer else NONE


def _among(cue: str, field: str) -> Rule:
    """The cue when the listener is among the seats listed in ``data[field]``."""
    def rule(event: Event, viewer: int | None) -> list[str]:
        return [cue] if viewer is not None and viewer in (event.data.get(field) or ()) else NONE
    return rule


def _positive(cue: str, field: str) -> Rule:
    """The cue when the listener's entry in the per-seat list ``data[field]`` is positive."""
    def rule(event: Event, viewer: int | None) -> list[str]:
        values = event.data.get(field) or ()
        return [cue] if viewer is not None and viewer < len(values) and values[viewer] > 0 else NONE
    return rule


def _result(event: Event, viewer: int | None) -> list[str]:
    """The end of the match: won for the winners, lost for the other seats."""
    if viewer is None:
        return NONE
    return ["won"] if viewer in (event.data.get("winners") or ()) else ["lost"]


#: every game: the listener's turn, and the end of the match
GENERIC: dict[str, Rule] = {
    "turn": _own("your_turn"),
    "game_over": _result,
    "match_over": _result,
}

# Mau Mau: the reasons of a "draw" that are a penalty (not a card drawn by choice)
_MAUMAU_PENALTIES = frozenset({"draw2", "draw4", "challenge", "report"})


def _maumau_penalty(event: Event, viewer: int | None) -> list[str]:
    d = event.data
    if viewer is None or event.seat != viewer or d.get("reason") not in _MAUMAU_PENALTIES:
        return NONE
    return ["penalty"] if d.get("count", 0) > 0 else NONE


def _monad_gained(field: str) -> Rule:
    """MONAD: the listener took a Monad (the card in ``data[field]``)."""
    def rule(event: Event, viewer: int | None) -> list[str]:
        card = event.data.get(field)
        if viewer is None or event.seat != viewer or card is None:
            return NONE
        return ["monad"] if CARD_RANK[card] == MONAD else NONE
    return rule


def _madnooks_laid(event: Event, viewer: int | None) -> list[str]:
    """A tile laid: placement for everyone; the layer hears a gain too when it scored."""
    if viewer is not None and event.seat == viewer and event.data.get("points", 0) > 0:
        return ["placement", "gain"]
    return ["placement"]


def _pulok_offered(event: Event, viewer: int | None) -> list[str]:
    return ["offered"] if viewer is not None and event.data.get("to") == viewer else NONE


def _maumau_victim(event: Event, viewer: int | None) -> list[str]:
    """A Draw Two or Joker +4 played onto the listener."""
    return ["offered"] if viewer is not None and event.data.get("victim") == viewer else NONE


#: each game's own events (after the generic rules)
GAMES: dict[str, dict[str, Rule]] = {
    "logomachy": {
        "capture": _everyone("capture"),
        "middle_taken": _everyone("capture"),  # the last capturer takes the rest of the middle
        "sweep": _own("gain"),  # the middle cleared: a chip for the sweeper
        "score_yellow7": _own("gain"),
        "score_most_yellow": _among("gain", "winners"),
        "score_most_cards": _among("gain", "winners"),
    },
    "maumau": {
        "play": _maumau_victim,
        "draw": _maumau_penalty,
        "challenge": _everyone("challenge"),
        "round_over": _among("gain", "team"),
    },
    "monad": {
        "combine": _monad_gained("gained"),
        "acquire": _monad_gained("target"),
        "jump": _monad_gained("gained"),
    },
    "pulok": {
        "offered": _pulok_offered,
        "called": _everyone("call"),
        "reveal": _positive("gain", "deltas"),
    },
    "madnooks": {
        "laid": _madnooks_laid,  # classic and solitaire
        "picture_laid": _own("placement"),  # poker: private to the player laying its picture
        "pot_won": _positive("gain", "shares"),  # poker
    },
}


def cues_for(game_id: str, event: Event, viewer: int | None) -> list[str]:
    """The cues ``event`` of game ``game_id`` gives the listener ``viewer``
    (a seat, or None for an onlooker), in the order to play them; empty
    for most events. An event the listener may not see gives no cue."""
    if not event.visible(viewer):
        return []
    game = GAMES.get(game_id.strip().lower().replace(" ", ""), _NO_RULES)
    rule = game.get(event.kind) or GENERIC.get(event.kind)
    return list(rule(event, viewer)) if rule is not None else []


_NO_RULES: Mapping[str, Rule] = {}


def event_cues(game_id: str, events: list[Event], viewer: int | None) -> list[str]:
    """The cues of several events (one step of play), in order, each cue once."""
    out: list[str] = []
    for event in events:
        for cue in cues_for(game_id, event, viewer):
            if cue not in out:
                out.append(cue)
    return out
