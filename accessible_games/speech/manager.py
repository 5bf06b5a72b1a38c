"""The speech output the rest of the program talks to.

:class:`SpeechOutput` starts the first backend of an order that works here
and keeps speaking when it dies: the next one in the order takes over, the
front end is told (``on_switch``) and the message that failed is said again
on the new backend, so nothing is lost. "none" is always the last resort, so
speaking never raises.

A backend that died is not given up: after a fail-over it is tried again in
the background with back-off (first after :attr:`SpeechOutput.retry_first`
seconds, then twice as long each time, at most :attr:`SpeechOutput.retry_max`)
for as long as the output runs, and taken back as soon as it starts
(``on_recover``). Speaking never waits for such an attempt.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from accessible_games.speech.base import BackendFailed, BackendUnavailable, SpeechBackend, Voice
from accessible_games.speech.pyttsx3_backend import Pyttsx3Backend
from accessible_games.speech.screenreader_backend import ScreenReaderBackend
from accessible_games.speech.silent import RecordingBackend, SilentBackend
from accessible_games.speech.speechd_backend import SpeechDispatcherBackend

#: what "auto" tries, best first
AUTO_ORDER = ["screenreader", "speechd", "pyttsx3", "none"]
#: backends a setting may name besides those in AUTO_ORDER
EXTRA_IDS = ["recording"]

BackendFactory = Callable[[Voice], SpeechBackend]
SwitchHandler = Callable[[str | None, str], None]


def default_factories() -> dict[str, BackendFactory]:
    return {
        "screenreader": ScreenReaderBackend,
        "speechd": SpeechDispatcherBackend,
        "pyttsx3": Pyttsx3Backend,
        "none": SilentBackend,
        "recording": RecordingBackend,
    }


def order_for(setting: str) -> list[str]:
    """The backends to try for a speech setting.

    "auto" gives :data:`AUTO_ORDER`; a backend id gives that backend, then
    the backends after it in AUTO_ORDER, ending in "none" ("speechd" ->
    speechd, pyttsx3, none). Raises ValueError for an unknown id.
    """
    name = (setting or "auto").strip().lower()
    if name == "auto":
        return list(AUTO_ORDER)
    if name in AUTO_ORDER:
        return AUTO_ORDER[AUTO_ORDER.index(name) :]
    if name in EXTRA_IDS:
        return [name, "none"]
    raise ValueError(
        f"unknown speech backend {setting!r}; use auto, " + ", ".join(AUTO_ORDER + EXTRA_IDS)
    )


class SpeechOutput:
    #: seconds from a fail-over to the first attempt to take the failed backend back
    retry_first: float = 2.0
    #: the longest wait between two attempts
    retry_max: float = 60.0
    #: how long close() waits for a running attempt to end
    close_timeout: float = 5.0

    def __init__(
        self,
        order: list[str],
        voice: Voice,
        on_switch: SwitchHandler | None = None,
        factories: dict[str, BackendFactory] | None = None,
        on_recover: SwitchHandler | None = None,
        retry_first: float | None = None,
        retry_max: float | None = None,
    ) -> None:
        """``factories`` add to or replace the built-in backends by id.

        ``on_switch(old, new)`` is told when a backend died and another took
        over, and when :meth:`switch_to` changed the backend;
        ``on_recover(old, new)`` when a backend that had died is back and
        takes over from ``old`` again (without ``on_recover``, ``on_switch``
        is told of that too). Both may be called from the background thread
        that tries failed backends again, never while this output's lock is
        held there. ``retry_first`` and ``retry_max`` replace the class's
        back-off times (seconds)."""
        self.order = list(order)
        self.voice = voice
        self.on_switch = on_switch
        self.on_recover = on_recover
        if retry_first is not None:
            self.retry_first = float(retry_first)
        if retry_max is not None:
            self.retry_max = float(retry_max)
        self._extra_ids = [k for k in (factories or {}) if k not in AUTO_ORDER]
        self.factories: dict[str, BackendFactory] = {**default_factories(), **(factories or {})}
        #: own speech on; off for players whose screen reader reads the terminal
        self.enabled = True
        self.backend: SpeechBackend | None = None
        #: why each backend that was tried did not start or stopped, by id
        self.reasons: dict[str, str] = {}
        self._position = -1
        self._lock = threading.RLock()
        # Taking failed backends back: the best position that was running
        # before a fail-over (None: nothing to take back), the thread trying
        # it and its stop event; the generation changes whenever the order
        # starts again from the top (close, switch_to), so an attempt begun
        # before cannot swap in a backend nobody wants any more.
        self._retry_from: int | None = None
        self._retry_thread: threading.Thread | None = None
        #: every retry thread not known to have ended, for close() to wait for
        self._retry_threads: list[threading.Thread] = []
        self._retry_stop: threading.Event | None = None
        self._retry_delay = self.retry_first
        self._generation = 0
        self._recovered_at: float | None = None

    @property
    def current(self) -> str | None:
        """The id of the backend speaking now, None before start()."""
        backend = self.backend
        return backend.id if backend is not None else None

    def describe(self) -> str:
        backend = self.backend
        return backend.describe() if backend is not None else "no speech"

    # -- starting and switching -------------------------------------------

    def start(self) -> str:
        """Start the first backend of the order that works here; returns its id."""
        with self._lock:
            if self.backend is None:
                self._start_from(0)
            return self.backend.id  # type: ignore[union-attr]

    @property
    def retrying(self) -> bool:
        """True while a backend that died is being tried again."""
        with self._lock:
            thread = self._retry_thread
            return thread is not None and thread.is_alive()

    def _make(self, backend_id: str, voice: Voice | None = None) -> SpeechBackend:
        factory = self.factories.get(backend_id)
        if factory is None:
            raise BackendUnavailable(f"unknown speech backend {backend_id!r}")
        backend = factory(voice if voice is not None else self.voice)
        try:
            backend.start()
        except BaseException:
            _close_quietly(backend)  # a half-started backend must not keep threads or sockets
            raise
        return backend

    @staticmethod
    def _reason(exc: Exception) -> str:
        if isinstance(exc, BackendUnavailable):
            return str(exc) or "unavailable"
        return f"{type(exc).__name__}: {exc}"

    def _start_from(self, index: int) -> None:
        """Start the first backend from order[index] on that is available;
        when none is, the silent backend."""
        for position in range(index, len(self.order)):
            backend_id = self.order[position]
            try:
                backend = self._make(backend_id)
            except Exception as exc:
                self.reasons[backend_id] = self._reason(exc)
                continue
            self.backend = backend
            self._position = position
            return
        self.backend = SilentBackend(self.voice)
        self._position = len(self.order)

    def _fail_over(self, reason: str) -> None:
        """The running backend died: close it, start the next one and try
        the one that died again later."""
        old = self.backend
        old_id = old.id if old is not None else None
        failed = self._position
        if old is not None:
            if old_id:
                self.reasons[old_id] = reason or "stopped"
            _close_quietly(old)
        self.backend = None
        self._start_from(failed + 1)
        if 0 <= failed < self._position:
            if self._retry_from is None or failed < self._retry_from:
                self._retry_from = failed
            self._start_retrying()
        if self.on_switch is not None:
            try:
                self.on_switch(old_id, self.current or "none")
            except Exception:
                pass

    def switch_to(self, order: list[str], voice: Voice | None = None) -> str:
        """Use another order (the player changed the speech setting or the
        voice); on_switch is told when the backend changes."""
        with self._lock:
            old = self.backend
            old_id = old.id if old is not None else None
            # Another order is the player's choice: nothing of the old one is
            # taken back. The same order (a new voice or rate) keeps waiting
            # for the backend that died, started again with the new voice.
            same_order = list(order) == self.order
            waiting_for = self._retry_from if same_order else None
            self._stop_retrying()
            if old is not None:
                _close_quietly(old)
            self.backend = None
            self.order = list(order)
            if voice is not None:
                self.voice = voice
            self._start_from(0)
            if waiting_for is not None and waiting_for < self._position:
                self._retry_from = waiting_for
                self._start_retrying()
            new_id = self.current or "none"
            if self.on_switch is not None and new_id != old_id:
                try:
                    self.on_switch(old_id, new_id)
                except Exception:
                    pass
            return new_id

    # -- speaking ------------------------------------------------------------

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say ``text`` (interrupting what is being said when ``interrupt``);
        never raises, never loses the message to a dead backend."""
        if not self.enabled:
            return
        with self._lock:
            if self.backend is None:
                self._start_from(0)
            while True:
                backend = self.backend
                assert backend is not None
                try:
                    backend.speak(text, interrupt)
                    return
                except BackendFailed as exc:
                    reason = str(exc)
                except Exception as exc:
                    reason = f"{type(exc).__name__}: {exc}"
                self._fail_over(reason)

    def silence(self) -> None:
        with self._lock:
            backend = self.backend
            if backend is None:
                return
            try:
                backend.silence()
            except Exception as exc:
                self._fail_over(str(exc))

    def set_enabled(self, enabled: bool) -> None:
        """Own speech on or off; switching off also stops what is being said."""
        self.enabled = bool(enabled)
        if not self.enabled:
            self.silence()

    def close(self) -> None:
        """Close the backend and stop trying failed ones again; waits (at
        most :attr:`close_timeout`) for an attempt under way to end."""
        with self._lock:
            self._stop_retrying()
            threads, self._retry_threads = self._retry_threads, []
            backend, self.backend = self.backend, None
            self._position = -1
            if backend is not None:
                _close_quietly(backend)
        deadline = time.monotonic() + self.close_timeout
        for thread in threads:
            if thread is not threading.current_thread():
                thread.join(max(0.0, deadline - time.monotonic()))

    # -- taking a failed backend back -------------------------------------------

    def _start_retrying(self) -> None:
        """Start the thread that tries the failed backends again, unless it
        runs already. Called with the lock held."""
        thread = self._retry_thread
        if thread is not None and thread.is_alive():
            return
        # A backend that dies again soon after it came back is not hammered:
        # the back-off goes on where it was; after a quiet while it starts over.
        recovered = self._recovered_at
        if recovered is None or time.monotonic() - recovered >= self.retry_max:
            self._retry_delay = self.retry_first
        stop = threading.Event()
        thread = threading.Thread(
            target=self._retry_loop,
            args=(self._generation, stop),
            name="speech-retry",
            daemon=True,
        )
        self._retry_stop, self._retry_thread = stop, thread
        self._retry_threads = [t for t in self._retry_threads if t.is_alive()] + [thread]
        thread.start()

    def _stop_retrying(self) -> None:
        """Stop trying failed backends (the thread ends by itself; a backend
        it is starting now is closed). Called with the lock held."""
        self._generation += 1
        self._retry_from = None
        stop, self._retry_stop = self._retry_stop, None
        if stop is not None:
            stop.set()
        self._retry_thread = None

    def _retry_loop(self, generation: int, stop: threading.Event) -> None:
        while True:
            with self._lock:
                if generation != self._generation:
                    return
                delay = self._retry_delay
                self._retry_delay = min(max(delay, 0.001) * 2, self.retry_max)
            if stop.wait(delay):
                return
            with self._lock:
                if generation != self._generation:
                    return
                if self._retry_from is None or self._position <= self._retry_from:
                    self._retry_from = None
                    self._retry_thread = None
                    return
                wanted = list(range(self._retry_from, min(self._position, len(self.order))))
                ids = [self.order[p] for p in wanted]
                voice = self.voice
            for position, backend_id in zip(wanted, ids, strict=True):
                if stop.is_set():
                    return
                # Started off the lock: a slow start never holds up speaking.
                try:
                    backend = self._make(backend_id, voice)
                except Exception as exc:
                    with self._lock:
                        if generation == self._generation:
                            self.reasons[backend_id] = self._reason(exc)
                    continue
                if self._take_back(generation, position, backend):
                    return
                break  # taken back, but something better is still missing

    def _take_back(self, generation: int, position: int, backend: SpeechBackend) -> bool:
        """Put ``backend`` (started, at ``position`` of the order) in place
        of the running one if it is still wanted, else close it. True when
        the attempts are over: nothing is left to take back, or the output
        was closed or switched meanwhile."""
        with self._lock:
            void = generation != self._generation
            if void or self.backend is None or position >= self._position:
                old = None
            else:
                old, self.backend = self.backend, backend
                self._position = position
                done = self._retry_from is None or position <= self._retry_from
                if done:
                    self._retry_from = None
                    self._retry_thread = None
                    self._recovered_at = time.monotonic()
        if old is None:
            _close_quietly(backend)  # started, but no longer wanted
            return void
        _close_quietly(old)
        with self._lock:
            current = generation == self._generation and self.backend is backend
            handler = self.on_recover if self.on_recover is not None else self.on_switch
        if current and handler is not None:
            try:
                handler(old.id, backend.id)
            except Exception:
                pass
        return done

    # -- diagnostics -----------------------------------------------------------

    def found(self) -> list[tuple[str, bool, str]]:
        """For a speech check: each backend with whether it works here and a
        detail (its description, or why not). Tries to start and closes each
        one except the one already speaking."""
        results: list[tuple[str, bool, str]] = []
        ids = AUTO_ORDER + [k for k in self._extra_ids if k not in AUTO_ORDER]
        for backend_id in ids:
            with self._lock:
                running = self.backend
            if running is not None and running.id == backend_id:
                results.append((backend_id, True, running.describe()))
                continue
            try:
                backend = self._make(backend_id)
            except Exception as exc:
                results.append((backend_id, False, self._reason(exc)))
                continue
            detail = backend.describe()
            _close_quietly(backend)
            results.append((backend_id, True, detail))
        return results


def _close_quietly(backend: SpeechBackend) -> None:
    try:
        backend.close()
    except Exception:
        pass
