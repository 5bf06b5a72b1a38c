"""CuePlayer: cues really go through an audio path (miniaudio's NULL backend,
which pulls frames in real time without a sound card), play() never waits,
volume, the player's own theme folder, and no device: no crash, one log line.

No test here plays a sound anyone could hear: the backend is always NULL or
a stand-in that fails."""

from __future__ import annotations

import logging
import math
import struct
import threading
import time
import wave
from pathlib import Path

import miniaudio
import pytest

from accessible_games.core.messages import render
from accessible_games.sound import CUE_IDS
from accessible_games.sound.player import DEFAULT_THEME, CuePlayer, backends_from_env

NULL = [miniaudio.Backend.NULL]
RATE = 44100


def write_wav(
    path: Path, seconds: float, rate: int = 22050, channels: int = 1, amplitude: int = 12000
) -> Path:
    """A sine beep of ``seconds`` at ``rate``."""
    frames = int(seconds * rate)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        data = b"".join(
            struct.pack("<h", int(amplitude * math.sin(2 * math.pi * 440 * i / rate))) * channels
            for i in range(frames)
        )
        out.writeframes(data)
    return path


@pytest.fixture
def theme(tmp_path):
    folder = tmp_path / "theme"
    folder.mkdir()
    write_wav(folder / "your_turn.wav", 0.2)  # 22050 Hz mono: resampled to the device's rate
    write_wav(folder / "timer.wav", 0.1, rate=44100, channels=2)
    return folder


@pytest.fixture
def players():
    made: list[CuePlayer] = []
    yield made
    for player in made:
        player.close()


def make(players, *args, **kw) -> CuePlayer:
    kw.setdefault("backends", NULL)
    player = CuePlayer(*args, **kw)
    players.append(player)
    return player


def test_the_env_variable_chooses_the_null_backend_in_the_suite():
    assert backends_from_env() == NULL
    assert backends_from_env("null, ALSA") == [miniaudio.Backend.NULL, miniaudio.Backend.ALSA]
    assert backends_from_env("") is None
    assert backends_from_env("nonsense") is None


def test_a_cue_produces_its_length_of_frames_through_the_null_device(players, theme):
    player = make(players, theme, volume=100)
    assert player.state == "closed"  # no device before the first cue
    assert player.play("your_turn")
    assert player.wait_idle(30)
    assert player.available and player.problem is None
    expected = 0.2 * RATE
    assert abs(player.length("your_turn") - expected) <= 2
    assert player.cue_frames == player.length("your_turn")
    # the device really pulled at least that many frames, the cue's sound in them
    assert player.frames_out >= player.cue_frames
    assert 11000 <= player.peak <= 12001
    assert player.started == ["your_turn"]


def test_the_device_pulls_frames_in_real_time(players, theme):
    player = make(players, theme)
    assert player.check(30)
    start, begun = player.frames_out, time.monotonic()
    # it keeps pulling: half a second of frames (a busy machine may take longer)
    while player.frames_out - start < 0.5 * RATE:
        assert time.monotonic() - begun < 30, "the device stopped pulling frames"
        time.sleep(0.01)
    produced, elapsed = player.frames_out - start, time.monotonic() - begun
    # and no faster than real time (being starved of CPU can only make it slower)
    assert produced <= 1.5 * elapsed * RATE + 4096


def test_play_returns_at_once_even_while_the_device_opens_slowly(players, theme):
    opening, go_on = threading.Event(), threading.Event()

    def slow_device(**kw):
        opening.set()
        assert go_on.wait(30)  # a sound server that takes its time: until the test lets it
        return miniaudio.PlaybackDevice(**kw)

    player = make(players, theme, device_factory=slow_device)
    player.length("your_turn")  # the files are read
    begun = time.perf_counter()
    player.play("your_turn")
    player.play("timer")
    # both returned while the device was still opening (it waits for go_on)
    assert time.perf_counter() - begun < 0.5
    assert opening.wait(30)
    go_on.set()
    assert player.wait_idle(30)
    # the cues waited for the device and then played whole, overlapping
    assert player.cue_frames == player.length("your_turn") + player.length("timer")


def test_play_on_an_open_device_is_quick(players, theme):
    player = make(players, theme)
    assert player.check(30)
    player.play("your_turn")
    times = []
    for _ in range(20):
        begun = time.perf_counter()
        player.play("timer")
        times.append(time.perf_counter() - begun)
    # the typical play is quick (a busy machine may hold up one or two)
    assert sorted(times)[len(times) // 2] < 0.01


def test_volume_zero_is_silence_but_the_frames_go_through(players, theme):
    player = make(players, theme, volume=0)
    player.play("your_turn")
    assert player.wait_idle(30)
    assert player.cue_frames == player.length("your_turn") > 0
    assert player.peak == 0


def test_volume_scales_the_samples(players, theme):
    player = make(players, theme, volume=50)
    player.play("your_turn")
    assert player.wait_idle(30)
    assert 5500 <= player.peak <= 6001
    player.volume = 100
    player.play("your_turn")
    assert player.wait_idle(30)
    assert player.peak >= 11000


def test_overlapping_cues_are_mixed(players, theme):
    player = make(players, theme, volume=100)
    assert player.check(30)
    player.play("your_turn")
    player.play("your_turn")
    assert player.wait_idle(30)
    assert player.cue_frames == 2 * player.length("your_turn")
    assert player.peak > 12001  # the two beeps added up (clipped at 32767 at most)


def test_the_players_folder_replaces_only_the_files_it_has(players, theme):
    player = make(players, theme)
    assert abs(player.length("your_turn") - 0.2 * RATE) <= 2
    assert player.length("timer") == int(0.1 * RATE)
    default = make(players)
    for cue_id in CUE_IDS:  # every other cue: the default theme's
        if cue_id in ("your_turn", "timer"):
            continue
        if (DEFAULT_THEME / f"{cue_id}.wav").is_file():
            assert player.length(cue_id) == default.length(cue_id) > 0


def test_a_broken_file_or_missing_folder_falls_back_to_the_default(players, tmp_path):
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "your_turn.wav").write_bytes(b"RIFF not really a wave file")
    player = make(players, folder)
    default = make(players)
    if not (DEFAULT_THEME / "your_turn.wav").is_file():
        pytest.skip("the default theme has no your_turn.wav yet")
    assert player.length("your_turn") == default.length("your_turn") > 0
    assert any("your_turn.wav" in p for p in player.theme_problems)
    gone = make(players, tmp_path / "nowhere")
    assert gone.length("your_turn") == default.length("your_turn")
    assert gone.theme_problems


def test_an_unknown_cue_is_not_played(players, theme):
    player = make(players, theme)
    assert player.play("fanfare") is False
    assert player.started == []


def test_no_device_means_no_crash_and_one_log_line(players, theme, caplog):
    calls = []

    def no_device(**kw):
        calls.append(kw)
        raise miniaudio.MiniaudioError("failed to init device", -401)

    caplog.set_level(logging.INFO, logger="accessible_games.sound.player")
    player = make(players, theme, device_factory=no_device)
    player.play("your_turn")
    assert player.check(30) is False
    for _ in range(5):
        assert player.play("your_turn") is False
    assert len(calls) == 1  # tried once, then off
    assert not player.available and player.state == "failed"
    problem = render(player.problem, "en")
    assert "no sound device" in problem and "failed to init device" in problem
    assert render(player.problem, "de").startswith("kein Audiogerät (")
    lines = [r.getMessage() for r in caplog.records if "sound cues are off" in r.getMessage()]
    assert len(lines) == 1
    player.close()  # closing a player without a device is fine too


def test_miniaudio_missing_is_no_crash(players, theme, monkeypatch):
    def missing(**kw):
        raise ImportError("No module named 'miniaudio'")

    player = make(players, theme, device_factory=missing)
    assert player.check(30) is False
    assert "miniaudio is not installed" in render(player.problem, "en")


def test_a_real_backend_that_cannot_open_here_is_no_crash(players, theme):
    """A backend list that finds no device (a backend of another platform)."""
    player = make(players, theme, backends=[miniaudio.Backend.WEBAUDIO])
    assert player.check(30) is False
    assert player.problem
    assert player.play("your_turn") is False


def test_close_stops_the_device_and_later_cues(players, theme):
    player = make(players, theme)
    assert player.check(30)
    player.play("your_turn")
    player.close()
    assert player.state == "shut" and player.playing == []
    assert player.play("your_turn") is False
    player.close()  # twice is fine
