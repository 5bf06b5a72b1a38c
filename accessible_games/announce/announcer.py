"""The Announcer: the one place every utterance passes through.

It keeps the history, filters by verbosity, and hands what is to be heard to
the speech output (interrupting or queued) and what is to be felt to the
braille output. Outputs are duck-typed so tests and front ends can plug in
their own: speech needs ``speak(text, interrupt)``, braille ``show(utterance)``.
"""

from __future__ import annotations

import threading
import time
from typing import Callable, Protocol

from accessible_games.announce.history import History
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
        self._lock = threading.RLock()  # a speech switch announces itself from inside speak()
        #: seconds from announce() entry until both outputs had the message
        self.latencies: list[float] = []
        #: game events (others' moves, table news) were spoken since the
        #: player's last key: a polite message then waits for them
        self._events_since_input = False
        # What accessible_games.announce.pipeline built the outputs from, so
        # that apply_settings can change them later; None for a hand-made one.
        self.settings = None
        self.unicode_listener = None
        self.speech_factories: dict | None = None

    def announce(self, utterance: Utterance) -> None:
        start = time.perf_counter()
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

    def player_input(self) -> None:
        """The player pressed a key or typed a line: what the game says from
        now on belongs to this input."""
        self._events_since_input = False

    def _interrupts(self, utterance: Utterance) -> bool:
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
        for output in (self.speech, self.braille):
            close = getattr(output, "close", None)
            if close is not None:
                close()
