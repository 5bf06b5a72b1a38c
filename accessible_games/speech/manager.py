"""The speech output the rest of the program talks to.

:class:`SpeechOutput` starts the first backend of an order that works here
and keeps speaking when it dies: the next one in the order takes over, the
front end is told (``on_switch``) and the message that failed is said again
on the new backend, so nothing is lost. "none" is always the last resort, so
speaking never raises.
"""

from __future__ import annotations

import threading
from typing import Callable

from accessible_games.speech.base import BackendFailed, BackendUnavailable, SpeechBackend, Voice

#: what "auto" tries, best first
AUTO_ORDER = ["screenreader", "speechd", "pyttsx3", "none"]
#: backends a setting may name besides those in AUTO_ORDER
EXTRA_IDS = ["recording"]

BackendFactory = Callable[[Voice], SpeechBackend]
SwitchHandler = Callable[[str | None, str], None]


def default_factories() -> dict[str, BackendFactory]:
    from accessible_games.speech.pyttsx3_backend import Pyttsx3Backend
    from accessible_games.speech.screenreader_backend import ScreenReaderBackend
    from accessible_games.speech.silent import RecordingBackend, SilentBackend
    from accessible_games.speech.speechd_backend import SpeechDispatcherBackend

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
        return AUTO_ORDER[AUTO_ORDER.index(name):]
    if name in EXTRA_IDS:
        return [name, "none"]
    raise ValueError(
        f"unknown speech backend {setting!r}; use auto, " + ", ".join(AUTO_ORDER + EXTRA_IDS)
    )


class SpeechOutput:
    def __init__(
        self,
        order: list[str],
        voice: Voice,
        on_switch: SwitchHandler | None = None,
        factories: dict[str, BackendFactory] | None = None,
    ) -> None:
        """``factories`` add to or replace the built-in backends by id."""
        self.order = list(order)
        self.voice = voice
        self.on_switch = on_switch
        self._extra_ids = [k for k in (factories or {}) if k not in AUTO_ORDER]
        self.factories: dict[str, BackendFactory] = {**default_factories(), **(factories or {})}
        #: own speech on; off for players whose screen reader reads the terminal
        self.enabled = True
        self.backend: SpeechBackend | None = None
        #: why each backend that was tried did not start or stopped, by id
        self.reasons: dict[str, str] = {}
        self._position = -1
        self._lock = threading.RLock()

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

    def _make(self, backend_id: str) -> SpeechBackend:
        factory = self.factories.get(backend_id)
        if factory is None:
            raise BackendUnavailable(f"unknown speech backend {backend_id!r}")
        backend = factory(self.voice)
        backend.start()
        return backend

    def _start_from(self, index: int) -> None:
        """Start the first backend from order[index] on that is available;
        when none is, the silent backend."""
        for position in range(index, len(self.order)):
            backend_id = self.order[position]
            try:
                backend = self._make(backend_id)
            except BackendUnavailable as exc:
                self.reasons[backend_id] = str(exc) or "unavailable"
                continue
            except Exception as exc:  # noqa: BLE001 - a broken backend is skipped, never fatal
                self.reasons[backend_id] = f"{type(exc).__name__}: {exc}"
                continue
            self.backend = backend
            self._position = position
            return
        from accessible_games.speech.silent import SilentBackend

        self.backend = SilentBackend(self.voice)
        self._position = len(self.order)

    def _fail_over(self, reason: str) -> None:
        """The running backend died: close it and start the next one."""
        old = self.backend
        old_id = old.id if old is not None else None
        if old is not None:
            if old_id:
                self.reasons[old_id] = reason or "stopped"
            try:
                old.close()
            except Exception:  # noqa: BLE001
                pass
        self.backend = None
        self._start_from(self._position + 1)
        if self.on_switch is not None:
            try:
                self.on_switch(old_id, self.current or "none")
            except Exception:  # noqa: BLE001 - a front end's problem must not silence us
                pass

    def switch_to(self, order: list[str], voice: Voice | None = None) -> str:
        """Use another order (the player changed the speech setting or the
        voice); on_switch is told when the backend changes."""
        with self._lock:
            old = self.backend
            old_id = old.id if old is not None else None
            if old is not None:
                try:
                    old.close()
                except Exception:  # noqa: BLE001
                    pass
            self.backend = None
            self.order = list(order)
            if voice is not None:
                self.voice = voice
            self._start_from(0)
            new_id = self.current or "none"
            if self.on_switch is not None and new_id != old_id:
                try:
                    self.on_switch(old_id, new_id)
                except Exception:  # noqa: BLE001
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
                except Exception as exc:  # noqa: BLE001 - treat any error as death
                    reason = f"{type(exc).__name__}: {exc}"
                self._fail_over(reason)

    def silence(self) -> None:
        with self._lock:
            backend = self.backend
            if backend is None:
                return
            try:
                backend.silence()
            except Exception as exc:  # noqa: BLE001
                self._fail_over(str(exc))

    def set_enabled(self, enabled: bool) -> None:
        """Own speech on or off; switching off also stops what is being said."""
        self.enabled = bool(enabled)
        if not self.enabled:
            self.silence()

    def close(self) -> None:
        with self._lock:
            backend, self.backend = self.backend, None
            self._position = -1
            if backend is not None:
                try:
                    backend.close()
                except Exception:  # noqa: BLE001
                    pass

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
            except BackendUnavailable as exc:
                results.append((backend_id, False, str(exc) or "unavailable"))
                continue
            except Exception as exc:  # noqa: BLE001
                results.append((backend_id, False, f"{type(exc).__name__}: {exc}"))
                continue
            detail = backend.describe()
            try:
                backend.close()
            except Exception:  # noqa: BLE001
                pass
            results.append((backend_id, True, detail))
        return results
