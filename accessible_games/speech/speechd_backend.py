"""Speech through speech-dispatcher (Linux), the speech path Orca uses too.

The connection goes to ``SPEECHD_ADDRESS`` when set (for example
``unix_socket:/run/user/1000/speech-dispatcher/speechd.sock``), else to the
default socket. A server is never started from here: the library's autospawn
hangs on machines without a sound card, so a missing server simply makes this
backend unavailable.

Priorities (SSIP): every message is sent with priority ``message``. Messages
of that priority queue behind each other and are not cancelled by later
messages. Messages of priority ``text`` are cancelled by any later
``message`` or ``important`` and, with speech-dispatcher 0.11, by a later
``text`` message too, so queued game messages would be lost; ``important``
cannot be cut short by a later message, which is wrong for a player's key
echo. An interrupting message therefore first cancels everything this
connection has queued or is saying (SSIP ``CANCEL self``) and is then sent as
an ordinary ``message``. Another program's ``message`` speech is not
cancelled (ours queues behind it); its ``text`` speech is, as SSIP defines.
"""

from __future__ import annotations

import threading

import accessible_games.speech._ssip as _ssip
from accessible_games.speech.base import BackendFailed, BackendUnavailable, SpeechBackend, Voice

CLIENT_NAME = "accessible-games"


def ssip_volume(volume: int) -> int:
    """Our 0..100 volume as SSIP's -100..100 (100 is the module's default)."""
    volume = max(0, min(100, int(volume)))
    return volume * 2 - 100


def ssip_rate(rate: int) -> int:
    return max(-100, min(100, int(rate)))


def apply_voice(client, voice: Voice) -> None:
    """Send the player's language, voice, rate and volume to an SSIP client.

    A setting the server refuses is left at the server's default rather than
    making the backend unusable; a lost connection raises.
    """
    # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
    # callers have started a client, so it is already loaded here
    from speechd import client as sd

    settings = [
        (client.set_language, voice.language or "en"),
        (client.set_rate, ssip_rate(voice.rate)),
        (client.set_volume, ssip_volume(voice.volume)),
        (client.set_priority, sd.Priority.MESSAGE),
    ]
    if voice.voice:
        settings.append((client.set_synthesis_voice, voice.voice))
    for setter, value in settings:
        try:
            setter(value)
        except sd.SSIPCommandError:
            pass


class SpeechDispatcherBackend(SpeechBackend):
    id = "speechd"

    def __init__(self, voice: Voice, address: str | None = None) -> None:
        super().__init__(voice)
        self._address_text = address
        self.address: _ssip.Address | None = None
        self._client = None
        self._module = ""
        self._failed: str | None = None
        # SSIP is one request, one answer: commands from two threads must not mix.
        self._lock = threading.Lock()

    def start(self) -> None:
        try:
            # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
            # loaded when the backend starts, a missing one makes it unavailable
            import speechd  # noqa: F401 - the import is the check that the module is there
            from speechd import client as sd
        except ImportError as exc:
            raise BackendUnavailable(f"the speechd Python module is missing: {exc}") from None
        try:
            self.address = _ssip.resolve_address(self._address_text)
        except ValueError as exc:
            raise BackendUnavailable(str(exc)) from None
        reason = _ssip.unreachable_reason(self.address)
        if reason:
            raise BackendUnavailable(reason)
        with self._lock:
            try:
                client = _ssip.connect(CLIENT_NAME, self.address)
            except (sd.SSIPError, OSError) as exc:
                raise BackendUnavailable(
                    f"cannot connect to speech-dispatcher at {self.address}: {exc}"
                ) from None
            try:
                apply_voice(client, self.voice)
                try:
                    self._module = client.get_output_module() or ""
                except sd.SSIPCommandError:
                    self._module = ""
            except (sd.SSIPError, OSError) as exc:
                _ssip.close_quietly(client)
                raise BackendUnavailable(f"speech-dispatcher stopped answering: {exc}") from None
            self._client = client
            self._failed = None

    def speak(self, text: str, interrupt: bool = False) -> None:
        if not text or not text.strip():
            if interrupt:
                self.silence()
            return
        # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
        # start() has loaded it, so this is a lookup in sys.modules
        from speechd import client as sd

        with self._lock:
            client = self._usable_client()
            try:
                if interrupt:
                    client.cancel()
                client.speak(text)
            except (sd.SSIPError, sd.SSIPResponseError, OSError) as exc:
                self._failed = f"speech-dispatcher failed: {exc or type(exc).__name__}"
                raise BackendFailed(self._failed) from None

    def silence(self) -> None:
        # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
        # start() has loaded it, so this is a lookup in sys.modules
        from speechd import client as sd

        with self._lock:
            client = self._usable_client()
            try:
                client.cancel()
            except (sd.SSIPError, sd.SSIPResponseError, OSError) as exc:
                self._failed = f"speech-dispatcher failed: {exc or type(exc).__name__}"
                raise BackendFailed(self._failed) from None

    def close(self) -> None:
        with self._lock:
            client, self._client = self._client, None
            _ssip.close_quietly(client)

    def describe(self) -> str:
        if self._module:
            return f"speech-dispatcher ({self._module})"
        return "speech-dispatcher"

    def _usable_client(self):
        if self._failed:
            raise BackendFailed(self._failed)
        if self._client is None:
            raise BackendFailed("speech-dispatcher is not connected")
        if getattr(self._client, "connection_lost", False):
            self._failed = "speech-dispatcher connection lost"
            raise BackendFailed(self._failed)
        return self._client
