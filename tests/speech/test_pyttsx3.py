"""Pyttsx3Backend with the real pyttsx3 and libespeak-ng; playback through
the real aplay into ALSA's file device (no sound card needed)."""

from __future__ import annotations

import sys
import threading
import time
import wave
from types import SimpleNamespace

import pytest

from accessible_games.speech.base import BackendFailed, BackendUnavailable, Voice
from accessible_games.speech.pyttsx3_backend import Pyttsx3Backend, engine_rate, pick_voice

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="espeak/aplay path")

GERMAN = "Zieh 2, grüne 7, Lüge"
ENGLISH = "Draw 2, green 7, lie"


def wav_frames(path) -> tuple[int, int, int]:
    data = path.read_bytes()
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    with wave.open(str(path)) as wav:
        return wav.getnframes(), wav.getframerate(), wav.getnchannels()


@pytest.mark.slow
def test_save_wav_german_and_english_prints_nothing(tmp_path, capfd):
    german = Pyttsx3Backend(Voice(language="de"))
    english = Pyttsx3Backend(Voice(language="en"))
    try:
        de = german.save_wav(GERMAN, tmp_path / "de.wav")
        en = english.save_wav(ENGLISH, tmp_path / "en.wav")
        assert german.voice_id == "gmw/de"
        assert english.voice_id == "gmw/en"
    finally:
        german.close()
        english.close()
    for path in (de, en):
        frames, rate, channels = wav_frames(path)
        assert frames > rate // 2  # more than half a second of speech
        assert channels == 1
    assert de.read_bytes() != en.read_bytes()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


@pytest.mark.slow
def test_speaks_through_aplay_without_printing(tmp_path, capfd):
    capture = tmp_path / "capture.raw"
    backend = Pyttsx3Backend(
        Voice(language="de", rate=30, volume=70), alsa_device=f"file:FILE={capture},FORMAT=raw"
    )
    backend.start()
    try:
        assert backend.describe() == "pyttsx3 (espeak-ng, aplay)"
        begin = time.monotonic()
        backend.speak(GERMAN)
        assert time.monotonic() - begin < 0.1  # speak() does not wait for the speech
        # each aplay run rewrites the file; start() left a short silence in it
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and capture.stat().st_size <= 22050:
            time.sleep(0.02)
        assert capture.stat().st_size > 22050  # more than half a second, 16 bit
        backend.speak(ENGLISH, interrupt=True)
        backend.silence()
    finally:
        backend.close()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_missing_aplay_is_unavailable(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(BackendUnavailable, match="aplay"):
        Pyttsx3Backend(Voice()).start()


@pytest.mark.slow
def test_unusable_audio_device_is_unavailable(capfd):
    backend = Pyttsx3Backend(Voice(), alsa_device="no_such_device_here")
    with pytest.raises(BackendUnavailable, match="aplay cannot play"):
        backend.start()
    backend.close()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


@pytest.mark.slow
def test_dead_engine_thread_makes_next_speak_fail(tmp_path, monkeypatch):
    backend = Pyttsx3Backend(Voice(), alsa_device=f"file:FILE={tmp_path / 'c.raw'},FORMAT=raw")
    backend.start()

    def crash(engine, job):
        raise RuntimeError("engine crashed")

    monkeypatch.setattr(backend, "_say", crash)
    backend.speak("This one kills the engine")
    deadline = time.monotonic() + 30
    while backend._thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.01)
    with pytest.raises(BackendFailed, match="engine crashed"):
        backend.speak("Nobody hears this")
    backend.close()


def test_speak_before_start_fails():
    with pytest.raises(BackendFailed):
        Pyttsx3Backend(Voice()).speak("hello")


def test_voice_choice():
    voices = [
        SimpleNamespace(id="gmw/en", name="English (Great Britain)", languages=["en-gb"]),
        SimpleNamespace(id="gmw/en-us", name="English (America)", languages=["en-us"]),
        SimpleNamespace(id="gmw/de", name="German", languages=["de"]),
        SimpleNamespace(id="TTS_MS_DE-DE_HEDDA", name="Microsoft Hedda Desktop", languages=[]),
    ]
    assert pick_voice(voices, "de") == "gmw/de"
    assert pick_voice(voices, "en") == "gmw/en"
    assert pick_voice(voices, "en", "English (America)") == "gmw/en-us"
    assert pick_voice(voices, "de", "tts_ms_de-de_hedda") == "TTS_MS_DE-DE_HEDDA"
    assert pick_voice(voices, "fr") is None
    sapi = [
        SimpleNamespace(id="HKEY\\ZIRA", name="Microsoft Zira", languages=[]),
        SimpleNamespace(id="HKEY\\KATJA", name="Microsoft Katja - German", languages=[]),
    ]
    assert pick_voice(sapi, "de") == "HKEY\\KATJA"


def test_rate_mapping():
    assert engine_rate(175, 0) == 175
    assert engine_rate(175, -100) == 70
    assert engine_rate(175, 100) == 438
    assert engine_rate(175, 500) == 438


@pytest.mark.slow
def test_an_interrupting_message_drops_the_queued_backlog(tmp_path, monkeypatch):
    """The speech backlog: messages queued behind the one being said are
    never synthesised once an interrupting message comes (the player's key);
    the interrupting one is."""
    capture = tmp_path / "capture.raw"
    backend = Pyttsx3Backend(Voice(language="en"), alsa_device=f"file:FILE={capture},FORMAT=raw")
    backend.start()
    synthesised: list[str] = []
    busy, go_on = threading.Event(), threading.Event()
    real = backend._synthesise

    def recording(engine, text, path):
        synthesised.append(text)
        if len(synthesised) == 1:  # the worker is busy with the first message ...
            busy.set()
            go_on.wait(30)  # ... while the others queue and the player's key comes
        real(engine, text, path)

    monkeypatch.setattr(backend, "_synthesise", recording)
    first = "Anna thinks aloud."
    queued = [f"Ben plays blue {n}." for n in range(2, 6)]
    try:
        backend.speak(first)
        assert busy.wait(30)
        for text in queued:
            backend.speak(text)
        backend.speak(ENGLISH, interrupt=True)
        go_on.set()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and ENGLISH not in synthesised:
            time.sleep(0.02)
    finally:
        go_on.set()
        backend.close()
    assert synthesised == [first, ENGLISH]
