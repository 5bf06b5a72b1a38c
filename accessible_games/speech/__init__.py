"""Speech output backends: screen reader (accessible_output2),
speech-dispatcher (speechd), pyttsx3, and none.

:class:`~accessible_games.speech.manager.SpeechOutput` picks the first that
works and fails over to the next when one dies. Backends import their speech
libraries only when started, so importing this package is cheap.
"""

from accessible_games.speech.base import BackendFailed, BackendUnavailable, SpeechBackend, Voice
from accessible_games.speech.manager import AUTO_ORDER, SpeechOutput, order_for

__all__ = [
    "AUTO_ORDER",
    "BackendFailed",
    "BackendUnavailable",
    "SpeechBackend",
    "SpeechOutput",
    "Voice",
    "order_for",
]
