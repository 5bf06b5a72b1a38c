"""Speech (and braille) through the player's screen reader, with
accessible_output2.

On Windows this reaches NVDA, JAWS and the other screen readers (or SAPI when
none runs), on macOS VoiceOver; the player hears the voice, rate and language
they chose there. On Linux accessible_output2 speaks through
speech-dispatcher, and its client would start a server when none runs; that
hangs on machines without a sound card. So on Linux this backend is only
available when a speech-dispatcher server already answers, and the client
accessible_output2 creates is replaced, while it is created, by one that
never starts a server and gives up on a server that stopped answering.

Only ``speak`` and ``braille`` of accessible_output2 are used: its
``output`` raises even after speaking.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import accessible_games.speech._quiet as _quiet
import accessible_games.speech._ssip as _ssip
from accessible_games.speech.base import BackendFailed, BackendUnavailable, SpeechBackend, Voice
from accessible_games.speech.speechd_backend import apply_voice

CLIENT_NAME = "accessible-games-screenreader"

# accessible_output2 looks speechd.SSIPClient up when it connects; swapping it
# is serialised so two backends starting at once do not undo each other.
_swap_lock = threading.Lock()


def _is_linux() -> bool:
    return sys.platform.startswith("linux")


@contextmanager
def _clients_never_spawn(address: _ssip.Address) -> Iterator[list]:
    """While active, ``speechd.SSIPClient(...)`` connects to ``address``
    without autospawn. Yields the list of clients made."""
    # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
    # _start_linux has checked that it is there
    import speechd

    made: list = []

    def make(name: str = "", *args, **kwargs):
        client = _ssip.connect(name or CLIENT_NAME, address)
        made.append(client)
        return client

    with _swap_lock:
        original = speechd.SSIPClient
        speechd.SSIPClient = make
        try:
            yield made
        finally:
            speechd.SSIPClient = original


class ScreenReaderBackend(SpeechBackend):
    id = "screenreader"

    def __init__(self, voice: Voice, address: str | None = None) -> None:
        super().__init__(voice)
        self._address_text = address
        self._auto = None
        self._ssip_clients: list = []
        self._lock = threading.Lock()

    def start(self) -> None:
        if _is_linux():
            auto = self._start_linux()
        else:
            auto = self._make_auto()
        if auto.get_first_available_output() is None:
            self._close_outputs(auto)
            raise BackendUnavailable("no screen reader is running")
        self._auto = auto

    def _start_linux(self):
        try:
            # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
            # a missing one makes this backend unavailable on Linux
            import speechd  # noqa: F401 - the import is the check that the module is there
        except ImportError as exc:
            raise BackendUnavailable(f"the speechd Python module is missing: {exc}") from None
        try:
            address = _ssip.resolve_address(self._address_text)
        except ValueError as exc:
            raise BackendUnavailable(str(exc)) from None
        reason = _ssip.unreachable_reason(address)
        if reason:
            raise BackendUnavailable(reason)
        with _clients_never_spawn(address) as made:
            auto = self._make_auto()
        self._ssip_clients = made
        # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
        # loaded above, so this is a lookup in sys.modules
        from speechd import client as sd

        for client in made:
            try:
                apply_voice(client, self.voice)
            except (sd.SSIPError, OSError) as exc:
                self._close_outputs(auto)
                raise BackendUnavailable(f"speech-dispatcher stopped answering: {exc}") from None
        return auto

    def _make_auto(self):
        try:
            with _quiet.muted():
                # lazy: accessible_output2 (over 20 modules) is loaded only when this backend
                # starts, not when the speech package is imported; any import or driver
                # error makes the backend unavailable
                from accessible_output2.outputs.auto import Auto

                return Auto()
        except Exception as exc:
            raise BackendUnavailable(f"accessible_output2 cannot start: {exc}") from None

    def _output(self):
        if self._auto is None:
            raise BackendFailed("the screen reader backend is not running")
        for client in self._ssip_clients:
            if getattr(client, "connection_lost", False):
                raise BackendFailed("speech-dispatcher connection lost")
        try:
            output = self._auto.get_first_available_output()
        except Exception as exc:
            raise BackendFailed(f"screen reader check failed: {exc}") from None
        if output is None:
            raise BackendFailed("the screen reader stopped")
        return output

    def speak(self, text: str, interrupt: bool = False) -> None:
        if not text or not text.strip():
            if interrupt:
                self.silence()
            return
        with self._lock:
            output = self._output()
            try:
                with _quiet.muted():
                    output.speak(text, interrupt=interrupt)
            except Exception as exc:
                raise BackendFailed(f"{output.name} failed: {exc or type(exc).__name__}") from None

    def silence(self) -> None:
        with self._lock:
            output = self._output()
            silence = getattr(output, "silence", None)
            if silence is None:
                return
            try:
                with _quiet.muted():
                    silence()
            except Exception as exc:
                raise BackendFailed(f"{output.name} failed: {exc or type(exc).__name__}") from None

    def braille(self, text: str) -> bool:
        """Show ``text`` on the screen reader's braille display. False when
        the screen reader has no braille (always on Linux and macOS) or it
        failed."""
        with self._lock:
            try:
                output = self._output()
            except BackendFailed:
                return False
            try:
                # lazy: accessible_output2 is optional and loaded by start(); without it
                # there is no screen reader braille
                from accessible_output2.outputs.base import Output
            except ImportError:
                return False
            if getattr(type(output), "braille", None) is Output.braille:
                return False
            try:
                with _quiet.muted():
                    result = output.braille(text)
            except Exception:
                return False
            return result is not False

    def close(self) -> None:
        with self._lock:
            auto, self._auto = self._auto, None
            if auto is not None:
                self._close_outputs(auto)

    def _close_outputs(self, auto) -> None:
        for output in getattr(auto, "outputs", []):
            close = getattr(output, "close", None)
            if close is None:
                continue
            try:
                with _quiet.muted():
                    close()
            except Exception:
                pass
        for client in self._ssip_clients:
            _ssip.close_quietly(client)
        self._ssip_clients = []

    def describe(self) -> str:
        auto = self._auto
        output = None
        if auto is not None:
            try:
                output = auto.get_first_available_output()
            except Exception:
                output = None
        if output is None:
            return "screen reader"
        return f"screen reader ({output.name})"
