"""SpeechDispatcherBackend against a real, private speech-dispatcher."""

from __future__ import annotations

import os
import signal
import socket
import threading
import time

import pytest

from accessible_games.speech._ssip import REPLY_TIMEOUT
from accessible_games.speech.base import BackendFailed, BackendUnavailable, Voice
from accessible_games.speech.speechd_backend import SpeechDispatcherBackend, ssip_volume

GERMAN = "Zieh 2, grüne 7, Lüge"
ENGLISH = "Draw 2, green 7, lie"
LONG = " ".join(f"This is sentence number {i} of a very long announcement." for i in range(150))


@pytest.fixture
def thread_errors(monkeypatch):
    """Exceptions that ended threads during the test (including SystemExit,
    which the default hook would hide)."""
    errors: list[BaseException] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: errors.append(args.exc_value))
    return errors


def started(voice: Voice, server) -> SpeechDispatcherBackend:
    backend = SpeechDispatcherBackend(voice, address=server.address)
    backend.start()
    return backend


@pytest.mark.slow
def test_german_and_english_reach_the_synthesiser(speechd_server):
    german = started(Voice(language="de"), speechd_server)
    english = started(Voice(language="en", rate=-20, volume=80), speechd_server)
    try:
        assert german.describe() == "speech-dispatcher (espeak-ng)"
        before = speechd_server.audio_size()
        german.speak(GERMAN)
        assert speechd_server.wait_event(GERMAN, "end")
        assert speechd_server.wait_audio(before)
        grown = speechd_server.audio_size()
        english.speak(ENGLISH)
        assert speechd_server.wait_event(ENGLISH, "end")
        assert speechd_server.wait_audio(grown)
    finally:
        german.close()
        english.close()
    assert speechd_server.spoken_texts() == [GERMAN, ENGLISH]
    log = speechd_server.log_text()
    assert "SET self LANGUAGE de" in log
    assert "SET self LANGUAGE en" in log
    assert "SET self RATE -20" in log
    assert f"SET self VOLUME {ssip_volume(80)}" in log
    assert "SET self PRIORITY message" in log


@pytest.mark.slow
def test_queued_messages_are_all_spoken(speechd_server):
    backend = started(Voice(), speechd_server)
    texts = [f"Message {n}, queued behind the one before." for n in range(1, 6)]
    try:
        for text in texts:
            backend.speak(text)
        for text in texts:
            assert speechd_server.wait_event(text, "end"), text
    finally:
        backend.close()
    assert speechd_server.spoken_texts() == texts
    assert all("cancel" not in m.events for m in speechd_server.messages())


@pytest.mark.slow
def test_interrupt_cancels_what_is_being_said(speechd_server):
    backend = started(Voice(), speechd_server)
    try:
        backend.speak(LONG)
        backend.speak("Queued after the long one.")
        assert speechd_server.wait_event(LONG, "begin")
        backend.speak("Stop, your turn", interrupt=True)
        assert speechd_server.wait_event("Stop, your turn", "end")
    finally:
        backend.close()
    events = {m.text: m.events for m in speechd_server.messages()}
    assert "cancel" in events[LONG]
    assert "end" not in events[LONG]
    assert "end" not in events["Queued after the long one."]


@pytest.mark.slow
def test_silence_stops_speech(speechd_server):
    backend = started(Voice(), speechd_server)
    try:
        backend.speak(LONG)
        assert speechd_server.wait_event(LONG, "begin")
        backend.silence()
        assert speechd_server.wait_event(LONG, "cancel")
    finally:
        backend.close()


def test_no_server_is_unavailable_at_once(tmp_path, monkeypatch):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'missing.sock'}")
    backend = SpeechDispatcherBackend(Voice())
    begin = time.monotonic()
    with pytest.raises(BackendUnavailable, match="no speech-dispatcher socket"):
        backend.start()
    assert time.monotonic() - begin < 1.0
    backend.close()


def test_dead_socket_file_is_unavailable_at_once(tmp_path):
    # What a crashed server leaves behind: a socket file nobody listens on.
    path = tmp_path / "stale.sock"
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(path))
    stale.close()
    backend = SpeechDispatcherBackend(Voice(), address=f"unix_socket:{path}")
    begin = time.monotonic()
    with pytest.raises(BackendUnavailable, match="does not answer"):
        backend.start()
    assert time.monotonic() - begin < 1.0


def test_server_that_never_answers_is_unavailable(tmp_path):
    # A server that accepts connections but hangs (as the stock configuration
    # does on a machine without a sound card).
    path = tmp_path / "hung.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as hung:
        hung.bind(str(path))
        hung.listen(1)
        backend = SpeechDispatcherBackend(Voice(), address=f"unix_socket:{path}")
        begin = time.monotonic()
        with pytest.raises(BackendUnavailable, match="cannot connect"):
            backend.start()
        assert time.monotonic() - begin < REPLY_TIMEOUT + 1.0


@pytest.mark.slow
def test_server_that_stops_answering_makes_speak_fail(speechd_server, thread_errors):
    backend = started(Voice(), speechd_server)
    backend.speak("Before the freeze")
    assert speechd_server.wait_event("Before the freeze", "end")
    os.kill(speechd_server.pid, signal.SIGSTOP)  # the fixture's SIGKILL ends it anyway
    begin = time.monotonic()
    with pytest.raises(BackendFailed):
        backend.speak("Nobody answers")
    assert time.monotonic() - begin < REPLY_TIMEOUT + 1.0
    with pytest.raises(BackendFailed):
        backend.speak("Still nobody")  # fails at once, no second wait
    assert time.monotonic() - begin < REPLY_TIMEOUT + 1.0
    backend.close()
    assert thread_errors == []


def test_default_socket_is_used_without_address(tmp_path, monkeypatch):
    monkeypatch.delenv("SPEECHD_ADDRESS", raising=False)
    monkeypatch.delenv("SPEECHD_SOCKET", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    with pytest.raises(BackendUnavailable, match=str(tmp_path / "speech-dispatcher")):
        SpeechDispatcherBackend(Voice()).start()


def test_bad_address_is_unavailable():
    with pytest.raises(BackendUnavailable, match="unknown speech-dispatcher address"):
        SpeechDispatcherBackend(Voice(), address="carrier_pigeon:1").start()


@pytest.mark.slow
def test_killed_server_makes_next_speak_fail(speechd_server, thread_errors):
    backend = started(Voice(), speechd_server)
    backend.speak("Still alive")
    assert speechd_server.wait_event("Still alive", "end")
    speechd_server.stop()
    begin = time.monotonic()
    with pytest.raises(BackendFailed):
        backend.speak("Nobody hears this")
    assert time.monotonic() - begin < 1.0
    with pytest.raises(BackendFailed):
        backend.speak("Still dead")
    backend.close()
    backend.close()
    assert thread_errors == []


@pytest.mark.slow
def test_close_ends_quietly(speechd_server, thread_errors):
    backend = started(Voice(), speechd_server)
    backend.speak("Goodbye")
    backend.close()
    backend.close()
    assert thread_errors == []
    with pytest.raises(BackendFailed):
        backend.speak("after close")


def test_volume_mapping():
    assert [ssip_volume(v) for v in (0, 50, 100, 150, -5)] == [-100, 0, 100, 100, -100]
