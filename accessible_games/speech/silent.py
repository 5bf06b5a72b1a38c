"""Backends that make no sound: ``none`` (own speech off or nothing else
works) and ``recording`` (keeps what it was asked to say, for tests and
diagnostics)."""

from __future__ import annotations

import threading

from accessible_games.speech.base import BackendFailed, BackendUnavailable, SpeechBackend, Voice


class SilentBackend(SpeechBackend):
    id = "none"

    def start(self) -> None:
        pass

    def speak(self, text: str, interrupt: bool = False) -> None:
        pass

    def describe(self) -> str:
        return "no speech"


class RecordingBackend(SpeechBackend):
    """Keeps every ``(text, interrupt)`` in :attr:`spoken`.

    ``fail_after=N`` makes it die after N messages: the next speak raises
    BackendFailed (the message is not recorded), as a crashed server would.
    ``unavailable`` makes start() raise BackendUnavailable with that reason;
    ``backend_id`` gives it another id (to stand in for a real backend).
    """

    id = "recording"

    def __init__(
        self,
        voice: Voice | None = None,
        fail_after: int | None = None,
        unavailable: str | None = None,
        backend_id: str | None = None,
    ) -> None:
        super().__init__(voice or Voice())
        if backend_id is not None:
            self.id = backend_id
        self.fail_after = fail_after
        self.unavailable = unavailable
        self.spoken: list[tuple[str, bool]] = []
        self.silenced = 0
        self.started = False
        self.closed = False
        self._lock = threading.Lock()

    @property
    def texts(self) -> list[str]:
        return [text for text, _ in self.spoken]

    def start(self) -> None:
        if self.unavailable:
            raise BackendUnavailable(self.unavailable)
        self.started = True
        self.closed = False

    def speak(self, text: str, interrupt: bool = False) -> None:
        with self._lock:
            if self.closed or not self.started:
                raise BackendFailed(f"{self.id} is not running")
            if self.fail_after is not None and len(self.spoken) >= self.fail_after:
                raise BackendFailed(f"{self.id} died after {self.fail_after} messages")
            self.spoken.append((text, interrupt))

    def silence(self) -> None:
        self.silenced += 1

    def close(self) -> None:
        self.closed = True

    def describe(self) -> str:
        return f"recording ({len(self.spoken)} messages)"
