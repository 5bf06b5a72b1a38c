"""The speech backend interface.

A backend speaks text. ``start`` raises :class:`BackendUnavailable` when the
backend cannot be used here; ``speak`` raises :class:`BackendFailed` when a
running backend has died. The :class:`~accessible_games.speech.manager.SpeechOutput`
uses these two to fail over to the next backend without losing a message.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass


class BackendUnavailable(Exception):
    """The backend cannot start here (module missing, no server, no device)."""


class BackendFailed(Exception):
    """The backend was working and has stopped working."""


@dataclass(frozen=True)
class Voice:
    """What the player chose for their own speech."""

    language: str = "en"  # "en" or "de"
    voice: str = ""  # backend-specific voice name; empty = the language's default
    rate: int = 0  # -100 (slowest) .. 100 (fastest), 0 = the backend's default
    volume: int = 100  # 0 .. 100


class SpeechBackend(ABC):
    #: stable id used in settings: "screenreader", "speechd", "pyttsx3", "none"
    id: str = ""

    def __init__(self, voice: Voice) -> None:
        self.voice = voice

    @abstractmethod
    def start(self) -> None:
        """Connect; raise BackendUnavailable if this backend cannot be used."""

    @abstractmethod
    def speak(self, text: str, interrupt: bool = False) -> None:
        """Say ``text``; ``interrupt`` first silences what is being said.
        Must not block the caller for the length of the speech."""

    def silence(self) -> None:
        """Stop what is being said (the history keeps it)."""
        return None  # a no-op hook: a backend that cannot stop speech need not override it

    def close(self) -> None:
        """Release the connection; safe to call twice."""
        return None  # a no-op hook: a backend with nothing to release need not override it

    def describe(self) -> str:
        """A short name for the player: "speech-dispatcher", "pyttsx3" ..."""
        return self.id
