"""Direct speech synthesis with pyttsx3, for machines without a screen reader
or speech-dispatcher.

Everything the engine does happens on one worker thread fed by a queue, so
``speak`` returns at once. On Linux pyttsx3 uses libespeak-ng: each message
is synthesised into a temporary WAV file and played with ``aplay``, whose
process can be stopped the moment a new message interrupts (pyttsx3's own
playback cannot be cut short and prints to the terminal). On Windows and
macOS the engine speaks itself (SAPI5, NSSpeechSynthesizer).

Nothing reaches the terminal: what pyttsx3 prints on the worker thread is
dropped (see :mod:`accessible_games.speech._quiet`) and ``aplay`` runs with
its output captured.
"""

from __future__ import annotations

import itertools
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import wave
from dataclasses import dataclass, field
from pathlib import Path

import accessible_games.speech._quiet as _quiet
from accessible_games.speech.base import BackendFailed, BackendUnavailable, SpeechBackend, Voice

#: espeak's normal speed in words per minute (pyttsx3 itself sets 200)
ESPEAK_DEFAULT_RATE = 175
#: rate -100 is this many times slower than 0, rate 100 this many times faster
RATE_SPAN = 2.5
START_TIMEOUT = 10.0
SAVE_TIMEOUT = 30.0
PROBE_TIMEOUT = 3.0

# The espeak library behind pyttsx3 is one per process, and pyttsx3 hands out
# one engine per driver: two backends (for example the running one and a
# speech check) take turns.
_engine_lock = threading.RLock()

_LANGUAGE_NAMES = {"de": ("german", "deutsch"), "en": ("english",)}


def _is_linux() -> bool:
    return sys.platform.startswith("linux")


def pick_voice(voices, language: str, wanted: str = "") -> str | None:
    """The id of the voice to use: ``wanted`` (an id or a name) when it
    exists, else the best voice for ``language`` ("de", "en"), else None."""
    if wanted:
        low = wanted.lower()
        for v in voices:
            if str(v.id).lower() == low or str(getattr(v, "name", "")).lower() == low:
                return v.id
    language = (language or "en").lower()

    def langs(v) -> list[str]:
        out = []
        for item in getattr(v, "languages", None) or []:
            if isinstance(item, bytes):
                item = item.decode("utf-8", "ignore")
            out.append(str(item).lower().replace("_", "-").lstrip("\x05"))
        return out

    ranks = [
        lambda v: language in langs(v),
        lambda v: str(v.id).lower().replace("\\", "/").rsplit("/", 1)[-1] == language,
        lambda v: any(lang.startswith(language + "-") for lang in langs(v)),
        lambda v: any(
            n in str(getattr(v, "name", "")).lower() for n in _LANGUAGE_NAMES.get(language, ())
        ),
    ]
    for rank in ranks:
        for v in voices:
            try:
                if rank(v):
                    return v.id
            except Exception:
                continue
    return None


def engine_rate(base: int, rate: int) -> int:
    """Words per minute for our -100..100 rate around the engine's ``base``."""
    rate = max(-100, min(100, int(rate)))
    return max(1, round(base * RATE_SPAN ** (rate / 100)))


def write_silence(path: Path, seconds: float = 0.05, rate: int = 22050) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(b"\0\0" * int(rate * seconds))


@dataclass
class _Say:
    text: str
    generation: int


@dataclass
class _Save:
    text: str
    path: Path
    done: threading.Event = field(default_factory=threading.Event)
    error: BaseException | None = None


_STOP = object()


class Pyttsx3Backend(SpeechBackend):
    id = "pyttsx3"

    def __init__(self, voice: Voice, alsa_device: str | None = None) -> None:
        """``alsa_device`` is handed to ``aplay -D`` (Linux); None plays on
        the default device."""
        super().__init__(voice)
        self.alsa_device = alsa_device
        self.file_mode = _is_linux()
        self._jobs: queue.Queue = queue.Queue()
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: str | None = None
        self._generation = 0
        self._lock = threading.Lock()
        self._player: subprocess.Popen | None = None
        self._engine = None
        self._base_rate = ESPEAK_DEFAULT_RATE
        self._voice_id: str | None = None
        self._tmp: Path | None = None
        self._names = itertools.count()

    # -- life cycle --------------------------------------------------------

    def start(self) -> None:
        try:
            # lazy: speech libraries are loaded only when a backend starts, so importing the
            # speech package stays cheap; a broken pyttsx3 or driver makes this backend unavailable
            import pyttsx3  # noqa: F401 - the import is the check that the module is there
        except Exception as exc:
            raise BackendUnavailable(f"pyttsx3 cannot be imported: {exc}") from None
        if self.file_mode and shutil.which("aplay") is None:
            raise BackendUnavailable("aplay is missing (Debian package alsa-utils)")
        try:
            self._ensure_worker()
            if self.file_mode:
                reason = self._probe_playback()
                if reason:
                    raise BackendUnavailable(reason)
        except BackendUnavailable:
            self.close()
            raise

    def _ensure_worker(self) -> None:
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                return
            self._ready.clear()
            self._error = None
            if self._tmp is None:
                self._tmp = Path(tempfile.mkdtemp(prefix="accessible-games-speech-"))
            self._thread = threading.Thread(target=self._run, name="pyttsx3 speech", daemon=True)
            self._thread.start()
        if not self._ready.wait(START_TIMEOUT):
            raise BackendUnavailable("pyttsx3 did not start in time")
        if self._error:
            raise BackendUnavailable(self._error)

    def _player_command(self, path: Path) -> list[str]:
        command = ["aplay", "-q"]
        if self.alsa_device:
            command += ["-D", self.alsa_device]
        return command + ["--", str(path)]

    def _probe_playback(self) -> str | None:
        """None when aplay can open the audio device, else why not."""
        assert self._tmp is not None
        probe = self._tmp / "probe.wav"
        write_silence(probe)
        try:
            done = subprocess.run(
                self._player_command(probe),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                timeout=PROBE_TIMEOUT,
            )
        except subprocess.TimeoutExpired:
            return "aplay did not finish playing (audio device blocked?)"
        except OSError as exc:
            return f"aplay cannot run: {exc}"
        finally:
            probe.unlink(missing_ok=True)
        if done.returncode != 0:
            return f"aplay cannot play: {_last_line(done.stderr)}"
        return None

    def close(self) -> None:
        with self._lock:
            self._generation += 1
            thread = self._thread
        self._stop_playing()
        if thread is not None and thread.is_alive():
            self._jobs.put(_STOP)
            thread.join(5.0)
        if self._tmp is not None and (thread is None or not thread.is_alive()):
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None

    @property
    def voice_id(self) -> str | None:
        """The engine's id of the voice in use (e.g. "gmw/de"), once started."""
        return self._voice_id

    def describe(self) -> str:
        if self.file_mode:
            return "pyttsx3 (espeak-ng, aplay)"
        return "pyttsx3"

    # -- speaking ----------------------------------------------------------

    def speak(self, text: str, interrupt: bool = False) -> None:
        self._check_alive()
        if interrupt:
            self.silence()
        if text and text.strip():
            self._jobs.put(_Say(text, self._generation))

    def silence(self) -> None:
        with self._lock:
            self._generation += 1
        self._stop_playing()

    def save_wav(self, text: str, path: str | os.PathLike) -> Path:
        """Synthesise ``text`` into the WAV file ``path`` (mono, 16 bit) and
        return its path; works without a sound device. Blocks until written."""
        target = Path(path)
        self._ensure_worker()
        self._check_alive()
        job = _Save(text, target)
        self._jobs.put(job)
        if not job.done.wait(SAVE_TIMEOUT):
            raise RuntimeError("pyttsx3 did not write the WAV file in time")
        if job.error is not None:
            raise RuntimeError(f"pyttsx3 could not write {target}: {job.error}") from job.error
        if not target.exists():
            raise RuntimeError(f"pyttsx3 did not write {target}")
        return target

    def _check_alive(self) -> None:
        if self._error:
            raise BackendFailed(self._error)
        if self._thread is None or not self._thread.is_alive():
            raise BackendFailed("the pyttsx3 speech thread has stopped")

    def _stop_playing(self) -> None:
        with self._lock:
            player = self._player
        if player is not None and player.poll() is None:
            try:
                player.terminate()
            except OSError:
                pass
        if not self.file_mode and self._engine is not None:
            try:
                self._engine.stop()
            except Exception:
                pass

    # -- worker thread -----------------------------------------------------

    def _run(self) -> None:
        try:
            # lazy: as in start(); here on the worker thread, where any failure is reported
            import pyttsx3

            with _engine_lock, _quiet.muted():
                engine = pyttsx3.init()
                if not self.file_mode:
                    self._base_rate = int(engine.getProperty("rate") or ESPEAK_DEFAULT_RATE)
                self._voice_id = pick_voice(
                    engine.getProperty("voices") or [], self.voice.language, self.voice.voice
                )
            self._engine = engine
        except Exception as exc:
            self._error = f"pyttsx3 cannot start: {exc or type(exc).__name__}"
            self._ready.set()
            return
        self._ready.set()
        try:
            while True:
                job = self._jobs.get()
                if job is _STOP:
                    break
                if isinstance(job, _Save):
                    self._save(engine, job)
                elif job.generation == self._generation:
                    self._say(engine, job)
        except BaseException as exc:
            self._error = f"pyttsx3 stopped: {exc or type(exc).__name__}"
        finally:
            self._fail_waiting_saves()

    def _configure(self, engine) -> None:
        if self._voice_id:
            engine.setProperty("voice", self._voice_id)
        engine.setProperty("rate", engine_rate(self._base_rate, self.voice.rate))
        engine.setProperty("volume", max(0, min(100, self.voice.volume)) / 100)

    def _synthesise(self, engine, text: str, path: Path) -> None:
        with _engine_lock, _quiet.muted():
            self._configure(engine)
            engine.save_to_file(text, str(path))
            engine.runAndWait()

    def _save(self, engine, job: _Save) -> None:
        try:
            job.path.parent.mkdir(parents=True, exist_ok=True)
            self._synthesise(engine, job.text, job.path)
        except Exception as exc:
            job.error = exc
        finally:
            job.done.set()

    def _say(self, engine, job: _Say) -> None:
        if not self.file_mode:
            with _engine_lock, _quiet.muted():
                self._configure(engine)
                engine.say(job.text)
                engine.runAndWait()
            return
        assert self._tmp is not None
        path = self._tmp / f"say-{next(self._names)}.wav"
        try:
            self._synthesise(engine, job.text, path)
            if job.generation != self._generation or not path.exists():
                return
            self._play(path, job.generation)
        finally:
            path.unlink(missing_ok=True)

    def _play(self, path: Path, generation: int) -> None:
        player = subprocess.Popen(
            self._player_command(path),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        with self._lock:
            self._player = player
            interrupted = generation != self._generation
        if interrupted:
            player.terminate()
        try:
            _, err = player.communicate()
        finally:
            with self._lock:
                self._player = None
        if player.returncode != 0 and generation == self._generation:
            self._error = f"aplay failed: {_last_line(err)}"

    def _fail_waiting_saves(self) -> None:
        while True:
            try:
                job = self._jobs.get_nowait()
            except queue.Empty:
                return
            if isinstance(job, _Save):
                job.error = RuntimeError(self._error or "pyttsx3 stopped")
                job.done.set()


def _last_line(data: bytes | None) -> str:
    lines = (data or b"").decode("utf-8", "replace").strip().splitlines()
    return lines[-1] if lines else "no reason given"
