"""The Announcer: the one place every utterance passes through.

It keeps the history, filters by verbosity, and hands what is to be heard to
the speech output (interrupting or queued) and what is to be felt to the
braille output. Outputs are duck-typed so tests and front ends can plug in
their own: speech needs ``speak(text, interrupt)``, braille ``show(utterance)``.

Sound cues (:meth:`Announcer.cue`) go to a sound output beside them, which
needs ``wants(cue_id)``, ``play(cue_id)`` and a ``braille`` flag (see
accessible_games/announce/pipeline.py SoundOutput).

The speech backlog: game messages queue behind each other, so when the
player moves quickly the speech would run behind the game. A player's key
(:meth:`Announcer.player_input`) therefore makes the first thing said for it
interrupt: what was still queued or being said is dropped (the history keeps
it, and the player can read it again), and the answer to the key is heard at
once. What the key says after that first message queues behind it, so
nothing the player asked for is cut.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Protocol

from accessible_games.announce.history import History
from accessible_games.boundary.text import clean
from accessible_games.core.utterance import Category, Priority, Utterance

VERBOSITY = ("full", "normal", "terse")


class SpeechSink(Protocol):
    def speak(self, text: str, interrupt: bool = False) -> None: ...


class BrailleSink(Protocol):
    def show(self, utterance: Utterance) -> None: ...


def wanted(utterance: Utterance, verbosity: str) -> bool:
    """Whether ``utterance`` is spoken and brailled at ``verbosity``; the
    history keeps everything either way.

    - full: everything;
    - normal: all but other players' turn notices (your own turn is polite);
    - terse: also no table chatter (deals, new cards), only results and what
      the player asked for, their own moves, others' moves and refusals.
    """
    if verbosity == "full":
        return True
    if utterance.category is Category.TURN and utterance.priority is Priority.QUEUE:
        return False  # "Anna's turn": the next move says it anyway
    if verbosity == "terse" and utterance.category is Category.TABLE:
        return utterance.priority is not Priority.QUEUE  # results are polite; chatter queues
    return True


def urgent(utterance: Utterance) -> bool:
    """Whether a late message matters wherever the player is (in a dialog,
    a form, another list): chat, errors, the program's and the server's
    notices (the clock among them), the player's turn and a result. Others'
    moves and the lobby's changes wait in the history for the player's
    return."""
    if utterance.category in (Category.CHAT, Category.ERROR, Category.SYSTEM):
        return True
    return utterance.category in (Category.TURN, Category.TABLE) and (
        utterance.priority is not Priority.QUEUE
    )


def safe(utterance: Utterance) -> Utterance:
    """``utterance`` without control, bidi-override and other invisible
    characters (accessible_games/boundary/text.py): whatever came from
    outside (a name in a saved game, a file name) reaches no screen, speech
    or braille as an escape sequence."""
    speech, braille = (
        clean(utterance.speech, keep_newlines=True),
        clean(utterance.braille, keep_newlines=True),
    )
    if speech == utterance.speech and braille == utterance.braille:
        return utterance
    return Utterance(speech, braille, utterance.category, utterance.priority)


class SoundSink(Protocol):
    #: show the cues' text equivalents on the braille display
    braille: bool

    def wants(self, cue_id: str) -> bool: ...

    def play(self, cue_id: str) -> bool: ...


class Announcer:
    def __init__(
        self,
        speech: SpeechSink | None = None,
        braille: BrailleSink | None = None,
        verbosity: str = "normal",
        screen: Callable[[Utterance], None] | None = None,
    ) -> None:
        self.history = History()
        self.speech = speech
        self.braille = braille
        self.verbosity = verbosity
        self.screen = screen
        #: the sound cues' output (None: no cues)
        self.sound: SoundSink | None = None
        self._lock = threading.RLock()  # a speech switch announces itself from inside speak()
        #: seconds from announce() entry until both outputs had the message
        self.latencies: list[float] = []
        #: game events (others' moves, table news) were spoken since the
        #: player's last key: a polite message then waits for them
        self._events_since_input = False
        #: the player pressed a key and nothing has been said for it yet:
        #: the next message interrupts (drops the queued backlog)
        self._answer_due = False
        # What accessible_games.announce.pipeline built the outputs from, so
        # that apply_settings can change them later; None for a hand-made one.
        self.settings = None
        self.unicode_listener = None
        self.speech_factories: dict | None = None
        #: late messages waiting for the focused item to be said, each with
        #: the question whether it still matters then (None: not holding)
        self._held: list[tuple[Utterance, Callable[[], bool] | None]] | None = None

    def announce(self, utterance: Utterance) -> None:
        start = time.perf_counter()
        utterance = safe(utterance)
        with self._lock:
            self.history.add(utterance)
            if wanted(utterance, self.verbosity):
                if self.screen is not None:
                    self.screen(utterance)
                self._output(utterance)
                if utterance.priority is Priority.QUEUE:
                    self._events_since_input = True
        self.latencies.append(time.perf_counter() - start)

    __call__ = announce

    def late(self, utterance: Utterance, now: bool | Callable[[], bool] = True) -> None:
        """A message that arrived on its own (the server, a timer), not in
        answer to the player: always into the history; said and brailled
        only when it matters ``now``, and then after the focused item (queued,
        never interrupting, never counted as the answer to a key; held while
        a newly shown item is still to be said). ``now`` may be a question
        asked again when a held message's turn comes (the player may have
        moved on meanwhile)."""
        start = time.perf_counter()
        utterance = safe(utterance)
        with self._lock:
            self.history.add(utterance)
            if not wanted(utterance, self.verbosity) or not (now() if callable(now) else now):
                return
            if self._held is not None:
                self._held.append((utterance, now if callable(now) else None))
                return
            self._say_late(utterance)
        self.latencies.append(time.perf_counter() - start)

    def _say_late(self, utterance: Utterance) -> None:
        if self.screen is not None:
            self.screen(utterance)
        if self.speech is not None:
            self.speech.speak(utterance.speech, False)
        if self.braille is not None:
            self.braille.show(utterance)
        self._events_since_input = True

    @property
    def holding(self) -> bool:
        """Whether late messages wait for a focused item to be said."""
        return self._held is not None

    def hold(self) -> None:
        """A new item is about to be focused (a dialog, form or list opened
        or closed): late messages wait until it was said (:meth:`release`)."""
        with self._lock:
            if self._held is None:
                self._held = []

    def release(self) -> None:
        """The focused item was said: the late messages that waited are said
        after it, in the order they came."""
        with self._lock:
            held, self._held = self._held, None
            for utterance, still in held or ():
                if still is None or still():
                    self._say_late(utterance)

    def cue(self, cue_id: str, text: Utterance | None = None) -> bool:
        """Play the sound cue ``cue_id`` (it overlaps speech and returns at
        once) and keep its short text equivalent ``text`` in the history;
        the braille display shows it only when the player chose so (the
        sound output's ``braille``). Speech never says it: the sound stands
        for it. A cue that is off (no sound output: cues off in the settings)
        or muted gives neither sound nor text. True when the cue was taken."""
        sound = self.sound
        if sound is None or not sound.wants(cue_id):
            return False
        sound.play(cue_id)  # no device here: silently nothing, the text still counts
        if text is not None:
            text = safe(text)
            with self._lock:
                self.history.add_cue(text)
                # never over an item still to be said (the sound told it already)
                if sound.braille and self.braille is not None and self._held is None:
                    self.braille.show(text)
        return True

    def player_input(self) -> None:
        """The player pressed a key or typed a line: what the game says from
        now on belongs to this input. The first message said for it (their
        own move, an answer, a refusal, an echo) is spoken at once, dropping
        the speech still queued from before (the stale backlog; the history
        keeps it); chat from others is not such an answer and queues."""
        with self._lock:
            self._events_since_input = False
            self._answer_due = True

    def _interrupts(self, utterance: Utterance) -> bool:
        if self._answer_due and utterance.category is not Category.CHAT:
            self._answer_due = False
            return True
        if utterance.priority is Priority.INTERRUPT:
            return True
        if utterance.priority is Priority.POLITE:
            return not self._events_since_input
        return False

    def _output(self, utterance: Utterance) -> None:
        interrupt = self._interrupts(utterance)
        if self.speech is not None:
            self.speech.speak(utterance.speech, interrupt)
        if self.braille is not None:
            self.braille.show(utterance)

    def repeat(self, utterance: Utterance, interrupt: bool = True) -> None:
        """Say an earlier message again (history walking, "repeat"): spoken
        at once, shown in braille, not added to the history again."""
        with self._lock:
            priority = Priority.INTERRUPT if interrupt else Priority.QUEUE
            again = Utterance(utterance.speech, utterance.braille, utterance.category, priority)
            if self.screen is not None:
                self.screen(again)
            self._output(again)

    def close(self) -> None:
        for output in (self.speech, self.braille, self.sound):
            close = getattr(output, "close", None)
            if close is not None:
                close()
