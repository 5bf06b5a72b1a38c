"""SpeechOutput: backend order, fail-over without losing a message, own
speech off; with a real speech-dispatcher and the real accessible_output2."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from accessible_games.speech.base import BackendUnavailable, Voice
from accessible_games.speech.manager import AUTO_ORDER, SpeechOutput, order_for
from accessible_games.speech.screenreader_backend import ScreenReaderBackend
from accessible_games.speech.silent import RecordingBackend, SilentBackend
from accessible_games.speech.speechd_backend import SpeechDispatcherBackend


class Switches(list):
    """Collects on_switch calls."""

    def __call__(self, old, new):
        self.append((old, new))


def recorders(**backends: RecordingBackend):
    """Factories handing out the given (already made) recording backends."""
    return {name: (lambda voice, b=b: b) for name, b in backends.items()}


def speech_dispatcher_pids() -> set[int]:
    """Running speech-dispatcher servers, except private test servers (those
    run with their own configuration, ``-C``), so that tests running in
    parallel do not count each other's servers."""
    pids = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if os.path.basename(argv[0]) == b"speech-dispatcher" and b"-C" not in argv:
            pids.add(int(entry.name))
    return pids


# -- order ---------------------------------------------------------------


def test_order_for_auto():
    assert order_for("auto") == ["screenreader", "speechd", "pyttsx3", "none"] == AUTO_ORDER
    assert order_for("auto") is not AUTO_ORDER


@pytest.mark.parametrize(
    ("setting", "order"),
    [
        ("screenreader", ["screenreader", "speechd", "pyttsx3", "none"]),
        ("speechd", ["speechd", "pyttsx3", "none"]),
        ("pyttsx3", ["pyttsx3", "none"]),
        ("none", ["none"]),
        ("recording", ["recording", "none"]),
        (" SpeechD ", ["speechd", "pyttsx3", "none"]),
    ],
)
def test_order_for_a_backend(setting, order):
    assert order_for(setting) == order


def test_order_for_unknown_backend():
    with pytest.raises(ValueError, match="unknown speech backend"):
        order_for("telepathy")


# -- starting and fail-over with recording backends -------------------------


def test_start_skips_unavailable_backends():
    first = RecordingBackend(unavailable="no screen reader", backend_id="screenreader")
    second = RecordingBackend(backend_id="speechd")
    speech = SpeechOutput(
        order_for("auto"), Voice(), None, recorders(screenreader=first, speechd=second)
    )
    assert speech.current is None
    assert speech.start() == "speechd"
    assert speech.current == "speechd"
    assert speech.reasons == {"screenreader": "no screen reader"}
    speech.speak("Hello")
    assert second.spoken == [("Hello", False)]


def test_fail_over_loses_nothing():
    dying = RecordingBackend(fail_after=2, backend_id="speechd")
    spare = RecordingBackend(backend_id="pyttsx3")
    switches = Switches()
    speech = SpeechOutput(
        order_for("speechd"), Voice(), switches, recorders(speechd=dying, pyttsx3=spare)
    )
    speech.start()
    messages = [("one", False), ("two", True), ("three", False), ("four", True), ("five", False)]
    for text, interrupt in messages:
        speech.speak(text, interrupt)
    assert switches == [("speechd", "pyttsx3")]
    assert speech.current == "pyttsx3"
    assert dying.spoken == messages[:2]
    assert dying.closed
    assert spare.spoken == messages[2:]  # "three" failed on speechd and was said again
    assert dying.spoken + spare.spoken == messages
    assert "died after 2 messages" in speech.reasons["speechd"]


def test_fail_over_skips_unavailable_and_ends_silent():
    dying = RecordingBackend(fail_after=0, backend_id="speechd")
    unavailable = RecordingBackend(unavailable="no audio device", backend_id="pyttsx3")
    switches = Switches()
    speech = SpeechOutput(
        ["speechd", "pyttsx3", "none"],
        Voice(),
        switches,
        recorders(speechd=dying, pyttsx3=unavailable),
    )
    speech.start()
    speech.speak("first")  # must not raise
    speech.speak("second")
    assert switches == [("speechd", "none")]
    assert speech.current == "none"
    assert isinstance(speech.backend, SilentBackend)


def test_exhausted_order_falls_back_to_silence():
    speech = SpeechOutput(
        ["speechd"], Voice(), None, recorders(speechd=RecordingBackend(unavailable="x"))
    )
    assert speech.start() == "none"
    speech.speak("nobody hears this, nothing breaks")


def test_own_speech_off_says_nothing():
    recording = RecordingBackend()
    speech = SpeechOutput(["recording"], Voice(), None, recorders(recording=recording))
    speech.start()
    speech.enabled = False
    speech.speak("not said")
    speech.speak("not said either", interrupt=True)
    assert recording.spoken == []
    speech.set_enabled(True)
    speech.speak("said")
    assert recording.spoken == [("said", False)]
    speech.set_enabled(False)
    assert recording.silenced == 1  # switching off stops what is being said


def test_speak_before_start_starts():
    recording = RecordingBackend()
    speech = SpeechOutput(["recording"], Voice(), None, recorders(recording=recording))
    speech.speak("hello")
    assert speech.current == "recording"
    assert recording.texts == ["hello"]
    speech.close()
    assert recording.closed
    assert speech.current is None


def test_switch_to_reports_the_change():
    first, second = RecordingBackend(backend_id="speechd"), RecordingBackend(backend_id="pyttsx3")
    switches = Switches()
    speech = SpeechOutput(["speechd"], Voice(), switches, recorders(speechd=first, pyttsx3=second))
    speech.start()
    assert speech.switch_to(order_for("pyttsx3"), Voice(language="de")) == "pyttsx3"
    assert switches == [("speechd", "pyttsx3")]
    assert first.closed
    assert speech.voice.language == "de"


def test_found_lists_every_backend(monkeypatch, tmp_path):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'missing.sock'}")
    speech = SpeechOutput(order_for("auto"), Voice(), None)
    found = {backend_id: (ok, detail) for backend_id, ok, detail in speech.found()}
    assert list(found) == AUTO_ORDER
    assert found["screenreader"][0] is False
    assert "no speech-dispatcher socket" in found["screenreader"][1]
    assert found["speechd"][0] is False
    assert found["none"] == (True, "no speech")
    assert isinstance(found["pyttsx3"][0], bool)  # depends on the machine's sound device


# -- with a real speech-dispatcher ------------------------------------------


@pytest.mark.slow
def test_real_speechd_speaks_then_fails_over_to_silence(speechd_server, monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    switches = Switches()
    speech = SpeechOutput(["speechd", "none"], Voice(language="de"), switches)
    assert speech.start() == "speechd"
    assert speech.describe() == "speech-dispatcher (espeak-ng)"
    speech.speak("Zieh 2, grüne 7, Lüge")
    assert speechd_server.wait_event("Zieh 2, grüne 7, Lüge", "end")
    speechd_server.stop()
    for text in ("Anna nimmt gelb 7", "Du bist dran", "Noch einmal"):
        speech.speak(text)
    assert switches == [("speechd", "none")]
    assert speech.current == "none"
    speech.close()


@pytest.mark.slow
def test_real_speechd_failed_message_is_said_on_the_next_backend(speechd_server):
    spare = RecordingBackend()
    switches = Switches()
    factories = {
        "speechd": lambda voice: SpeechDispatcherBackend(voice, address=speechd_server.address),
        "recording": lambda voice: spare,
    }
    speech = SpeechOutput(["speechd", "recording"], Voice(), switches, factories)
    speech.start()
    speech.speak("Before the crash")
    assert speechd_server.wait_event("Before the crash", "end")
    speechd_server.stop()
    after = ["Crash one", "Crash two", "Crash three"]
    for text in after:
        speech.speak(text)
    assert switches == [("speechd", "recording")]
    assert spare.texts == after  # "Crash one" failed on speechd and was said again
    assert speechd_server.spoken_texts() == ["Before the crash"]
    speech.close()


@pytest.mark.slow
def test_speech_off_sends_nothing_to_the_server(speechd_server, monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    speech = SpeechOutput(["speechd", "none"], Voice(), None)
    speech.start()
    speech.enabled = False
    speech.speak("Private")
    speech.enabled = True
    speech.speak("Public")
    assert speechd_server.wait_event("Public", "end")
    speech.close()
    assert speechd_server.spoken_texts() == ["Public"]


# -- the screen reader backend ------------------------------------------------


def child_pids() -> set[int]:
    """This process's child processes (zombies too, until they are reaped)."""
    pids: set[int] = set()
    for task in Path("/proc/self/task").iterdir():
        try:
            pids.update(int(pid) for pid in (task / "children").read_text().split())
        except OSError:
            continue
    return pids


def test_screenreader_unavailable_without_server_and_spawns_nothing(tmp_path, monkeypatch):
    before = speech_dispatcher_pids()
    threads, children = set(threading.enumerate()), child_pids()
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'missing.sock'}")
    backend = ScreenReaderBackend(Voice())
    begin = time.monotonic()
    with pytest.raises(BackendUnavailable, match="no speech-dispatcher socket"):
        backend.start()
    assert time.monotonic() - begin < 1.0
    monkeypatch.delenv("SPEECHD_ADDRESS")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))  # default socket: missing too
    with pytest.raises(BackendUnavailable):
        ScreenReaderBackend(Voice()).start()
    speech = SpeechOutput(
        order_for("screenreader"),
        Voice(),
        None,
        {"pyttsx3": lambda v: RecordingBackend(v, unavailable="skip")},
    )
    assert speech.start() == "none"
    # an autospawn runs "speech-dispatcher --spawn", whose server is forked
    # before that command ends: once nothing started here runs on (no new
    # thread, no child process), an autospawned server would be there
    deadline = time.monotonic() + 30
    while set(threading.enumerate()) - threads or child_pids() - children:
        assert time.monotonic() < deadline, (set(threading.enumerate()) - threads, child_pids())
        time.sleep(0.01)
    assert speech_dispatcher_pids() - before == set()


@pytest.mark.slow
def test_screenreader_speaks_through_running_server_and_fails_over(speechd_server, capfd):
    before = speech_dispatcher_pids()
    spare = RecordingBackend()
    switches = Switches()
    factories = {
        "screenreader": lambda voice: ScreenReaderBackend(voice, address=speechd_server.address),
        "recording": lambda voice: spare,
    }
    speech = SpeechOutput(["screenreader", "recording"], Voice(language="de"), switches, factories)
    assert speech.start() == "screenreader"
    assert speech.describe() == "screen reader (Linux Speech Dispatcher)"
    assert speech.backend.braille("Gelb 7") is False  # no braille through speech-dispatcher
    speech.speak("Erste Nachricht")
    speech.speak("Zweite Nachricht")
    assert speechd_server.wait_event("Zweite Nachricht", "end")
    assert speechd_server.wait_event("Erste Nachricht", "end")  # queued, not dropped
    speech.speak("Dritte", interrupt=True)
    assert speechd_server.wait_event("Dritte", "end")
    assert "SET self LANGUAGE de" in speechd_server.log_text()
    speechd_server.stop()
    speech.speak("Nach dem Absturz")
    speech.speak("Noch eine")
    assert switches == [("screenreader", "recording")]
    assert spare.texts[-1] == "Noch eine"
    speech.close()
    assert speech_dispatcher_pids() - before == set()
    out, err = capfd.readouterr()
    assert out == "" and err == ""  # accessible_output2's own prints are kept away
