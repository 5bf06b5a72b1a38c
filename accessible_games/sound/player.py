"""Playback of the sound cues that never blocks the program.

:class:`CuePlayer` loads a theme folder's ``<cue>.wav`` files (any file the
player's folder lacks, or that cannot be decoded, comes from the project's own
theme, ``themes/default/``), and plays them through miniaudio: a
``PlaybackDevice`` pulls mixed frames from a generator on miniaudio's own
thread, so :meth:`CuePlayer.play` only adds the cue to the voices being mixed
and returns at once. Cues overlap each other and speech (a separate program or
library), and play whether or not the terminal has the focus.

The device is opened on the first cue, on a thread of its own. When no device
opens here (no sound card, miniaudio missing) the player is silently off: the
reason is logged once and kept in :attr:`CuePlayer.problem`
(``accessible-games speech-test`` says it); nothing ever raises to callers.

The backend can be chosen (tests use miniaudio's NULL backend, which consumes
frames in real time without a sound card): the ``backends`` argument or the
environment variable ``ACCESSIBLE_GAMES_SOUND_BACKEND`` (names such as
``null``, ``pulseaudio``, ``alsa``; comma-separated). Counters of the frames
produced (:attr:`frames_out`, :attr:`cue_frames`, :attr:`peak`) let tests check
that real audio frames of a cue's length went through the device.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

from accessible_games.boundary.files import read_bytes
from accessible_games.boundary.limits import SOUND_BYTES, SOUND_SECONDS
from accessible_games.core.messages import Msg, render
from accessible_games.sound import CUE_IDS

log = logging.getLogger(__name__)

DEFAULT_THEME = Path(__file__).resolve().parent / "themes" / "default"
BACKEND_ENV = "ACCESSIBLE_GAMES_SOUND_BACKEND"
SAMPLE_RATE = 44100
CHANNELS = 2
#: the device's buffer: short, so a cue starts with little delay
BUFFER_MSEC = 40
#: at most this many cues sound at once (the oldest gives way)
MAX_VOICES = 8
#: file endings tried for a cue, in order
EXTENSIONS = (".wav", ".flac", ".ogg", ".mp3")


def backends_from_env(value: str | None = None) -> list | None:
    """The miniaudio backends named in ``value`` (or the environment
    variable); None: miniaudio's own choice."""
    text = os.environ.get(BACKEND_ENV, "") if value is None else value
    names = [n.strip().upper() for n in text.split(",") if n.strip()]
    if not names:
        return None
    # lazy: miniaudio (cffi and the native library, about 0.4 s) is loaded only when a
    # backend is named; it may be missing, which leaves the player silent
    import miniaudio

    chosen = [miniaudio.Backend[n] for n in names if n in miniaudio.Backend.__members__]
    return chosen or None


def _silence_alsa() -> None:
    """ALSA prints its failures to the terminal (standard error), which
    would garble the full-screen mode: give it an error handler that says
    nothing. Harmless where there is no ALSA."""
    global _alsa_handler
    if _alsa_handler is not None:
        return
    try:
        # lazy: needed only when the sound device opens (ctypes.util brings in
        # subprocess), and inside the try so a Python without ctypes only keeps ALSA's noise
        import ctypes
        import ctypes.util

        name = ctypes.util.find_library("asound")
        if not name:
            _alsa_handler = False
            return
        lib = ctypes.CDLL(name)
        handler_type = ctypes.CFUNCTYPE(
            None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
        )
        _alsa_handler = handler_type(lambda *args: None)
        lib.snd_lib_error_set_handler(_alsa_handler)
    except Exception:
        _alsa_handler = False


_alsa_handler = None


class _Voice:
    __slots__ = ("cue_id", "samples", "pos")

    def __init__(self, cue_id: str, samples: array) -> None:
        self.cue_id = cue_id
        self.samples = samples
        self.pos = 0


class CuePlayer:
    """Plays cues from a theme folder; see the module's description.

    ``device_factory`` (tests) replaces ``miniaudio.PlaybackDevice``; it is
    called with the same keyword arguments.
    """

    def __init__(
        self,
        theme: str | Path = "",
        volume: int = 70,
        backends: Iterable | None = None,
        sample_rate: int = SAMPLE_RATE,
        device_factory: Callable | None = None,
    ) -> None:
        self.theme = str(theme or "")
        self._volume = max(0, min(100, int(volume)))
        self._backends = list(backends) if backends is not None else None
        self.sample_rate = sample_rate
        self.nchannels = CHANNELS
        self._device_factory = device_factory
        self._lock = threading.Lock()  # guards the voices and the counters
        self._state_lock = threading.Lock()  # guards opening and closing
        self._voices: list[_Voice] = []
        self._sounds: dict[str, array] = {}  # decoded, at full volume
        self._scaled: dict[str, array] = {}  # at the current volume
        self._loaded = False
        self._device = None
        #: "closed" (not tried yet), "opening", "open", "failed" or "shut"
        self.state = "closed"
        #: why no sound plays here (None: none known)
        self.problem: Msg | str | None = None
        #: problems with the theme's files (missing folder, undecodable file)
        self.theme_problems: list[str] = []
        #: the cues started, in order (for tests and the log)
        self.started: list[str] = []
        #: frames handed to the device in all (silence included)
        self.frames_out = 0
        #: frames of cues mixed into them (each cue counted for itself)
        self.cue_frames = 0
        #: the loudest sample handed to the device
        self.peak = 0
        self._opened = threading.Event()

    # --- settings -------------------------------------------------------------

    @property
    def volume(self) -> int:
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        value = max(0, min(100, int(value)))
        with self._lock:
            if value != self._volume:
                self._volume = value
                self._scaled = {}

    def set_theme(self, theme: str | Path) -> None:
        """Take the cues from another folder (empty: the default theme); read
        again at the next cue."""
        with self._lock:
            self.theme = str(theme or "")
            self._loaded = False
            self._sounds = {}
            self._scaled = {}

    # --- state ----------------------------------------------------------------

    @property
    def available(self) -> bool:
        """Whether cues play here (False before the device was tried: see
        :meth:`check`)."""
        return self.state == "open"

    def check(self, timeout: float = 5.0) -> bool:
        """Open the device now if that was not tried yet and wait for it:
        whether cues can play here (the reason in :attr:`problem` if not)."""
        self._start_opening()
        self._opened.wait(timeout)
        return self.available

    def wait_idle(self, timeout: float = 5.0) -> bool:
        """Wait until every cue started has been played out (tests)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self._lock:
                if not self._voices and self.state in ("open", "failed", "shut"):
                    return True
            time.sleep(0.01)
        return False

    @property
    def playing(self) -> list[str]:
        with self._lock:
            return [v.cue_id for v in self._voices]

    # --- playing ----------------------------------------------------------------

    def play(self, cue_id: str) -> bool:
        """Start ``cue_id`` and return at once; False when it cannot sound
        (no device here, an unknown cue or no file for it). Never raises."""
        try:
            if self.state in ("failed", "shut"):
                return False
            samples = self._samples(cue_id)
            if samples is None:
                return False
            with self._lock:
                if len(self._voices) >= MAX_VOICES:
                    self._voices.pop(0)
                self._voices.append(_Voice(cue_id, samples))
                self.started.append(cue_id)
            if self.state == "closed":
                self._start_opening()
            return True
        except Exception as exc:
            log.info("sound cue %s not played: %s", cue_id, exc)
            return False

    def length(self, cue_id: str) -> int:
        """The cue's length in frames at the device's rate (0: none)."""
        samples = self._samples(cue_id, scaled=False)
        return 0 if samples is None else len(samples) // self.nchannels

    def _samples(self, cue_id: str, scaled: bool = True) -> array | None:
        with self._lock:
            if not self._loaded:
                self._load()
            if not scaled:
                return self._sounds.get(cue_id)
            found = self._scaled.get(cue_id)
            if found is None and cue_id in self._sounds:
                raw, volume = self._sounds[cue_id], self._volume
                found = raw if volume == 100 else array("h", [s * volume // 100 for s in raw])
                self._scaled[cue_id] = found
            return found

    def _load(self) -> None:
        """Decode every cue of the theme (the default theme's file where the
        player's folder has none, or one that cannot be decoded)."""
        self._loaded = True
        self.theme_problems = []
        folders = [DEFAULT_THEME]
        if self.theme:
            own = Path(self.theme).expanduser()
            if own.is_dir():
                folders.insert(0, own)
            else:
                self.theme_problems.append(f"{own}: not a folder")
                log.info("sound theme folder %s not found; using the default sounds", own)
        for cue_id in CUE_IDS:
            for folder in folders:
                path = next(
                    (
                        folder / f"{cue_id}{ext}"
                        for ext in EXTENSIONS
                        if (folder / f"{cue_id}{ext}").is_file()
                    ),
                    None,
                )
                if path is None:
                    continue
                try:
                    self._sounds[cue_id] = self._decode(path)
                    break
                except Exception as exc:
                    self.theme_problems.append(f"{path}: {exc}")
                    log.info("sound file %s cannot be decoded: %s", path, exc)

    def _decode(self, path: Path) -> array:
        """Signed 16-bit samples, interleaved, at the device's rate and
        channels; at most :data:`~accessible_games.boundary.limits.SOUND_SECONDS`
        of a file of at most ``SOUND_BYTES``."""
        # lazy: miniaudio (about 0.4 s to import) is loaded only when the first cue is
        # needed; a missing one is reported like a file that cannot be decoded
        import miniaudio

        data = read_bytes(path, SOUND_BYTES)  # a regular file, not endless (the player's own theme)
        decoded = miniaudio.decode(
            data,
            output_format=miniaudio.SampleFormat.SIGNED16,
            nchannels=self.nchannels,
            sample_rate=self.sample_rate,
        )
        samples = decoded.samples[: self.nchannels * self.sample_rate * SOUND_SECONDS]
        if not isinstance(samples, array) or samples.typecode != "h":
            samples = array("h", samples)
        return samples

    # --- the device -----------------------------------------------------------

    def _start_opening(self) -> None:
        with self._state_lock:
            if self.state != "closed":
                return
            self.state = "opening"
        threading.Thread(target=self._open, name="sound-open", daemon=True).start()

    def _open(self) -> None:
        try:
            # lazy: miniaudio (about 0.4 s to import) is loaded on the opening thread at the
            # first cue; a missing one leaves the player silent (see the module's doc)
            import miniaudio

            _silence_alsa()
            backends = self._backends if self._backends is not None else backends_from_env()
            factory = self._device_factory or miniaudio.PlaybackDevice
            device = factory(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=self.nchannels,
                sample_rate=self.sample_rate,
                buffersize_msec=BUFFER_MSEC,
                backends=backends,
                app_name="Accessible Games",
            )
            generator = self._generator()
            next(generator)
            device.start(generator)
        except Exception as exc:
            self._fail(exc)
        else:
            with self._state_lock:
                if self.state == "shut":  # closed while opening
                    _close_device(device)
                else:
                    self._device = device
                    self.state = "open"
                    log.info("sound cues play through %s", getattr(device, "backend", "?"))
        finally:
            self._opened.set()

    def _fail(self, exc: BaseException) -> None:
        reason: Msg | str = str(exc) or type(exc).__name__
        if isinstance(exc, ImportError):
            reason = Msg("sound.problem.no_miniaudio", detail=reason)
        elif type(exc).__name__ == "MiniaudioError":
            detail = ", ".join(str(a) for a in exc.args) or type(exc).__name__
            reason = Msg("sound.problem.no_device", detail=detail)
        with self._state_lock:
            if self.state != "shut":
                self.state = "failed"
            self.problem = reason
        with self._lock:
            self._voices.clear()
        log.info("sound cues are off: %s", render(reason, "en"))  # said once: the player stays off

    def _generator(self):
        """What the device pulls: ``frames`` frames of the voices mixed at a time."""
        nchannels = self.nchannels
        frames = yield b""
        while True:
            count = frames * nchannels
            with self._lock:
                voices = self._voices
                self.frames_out += frames
                if not voices:
                    out = bytes(count * 2)
                else:
                    mixed: array | None = None
                    for voice in voices:
                        chunk = voice.samples[voice.pos : voice.pos + count]
                        voice.pos += count
                        self.cue_frames += len(chunk) // nchannels
                        if mixed is None:
                            mixed = chunk
                        else:
                            mixed = _mix(mixed, chunk)
                    self._voices = [v for v in voices if v.pos < len(v.samples)]
                    assert mixed is not None
                    if len(mixed) < count:
                        mixed = mixed + array("h", bytes((count - len(mixed)) * 2))
                    if len(mixed):
                        self.peak = max(self.peak, max(mixed), -min(mixed))
                    out = mixed
            frames = yield out

    def close(self) -> None:
        """Stop and close the device; the player plays nothing afterwards."""
        with self._state_lock:
            device, self._device = self._device, None
            self.state = "shut"
        with self._lock:
            self._voices.clear()
        if device is not None:
            _close_device(device)


def _mix(a: array, b: array) -> array:
    """Two sample arrays added, clipped to 16 bits (as long as the longer)."""
    if len(a) < len(b):
        a, b = b, a
    out = array("h", a)
    for i, s in enumerate(b):
        v = out[i] + s
        out[i] = 32767 if v > 32767 else -32768 if v < -32768 else v
    return out


def _close_device(device) -> None:
    try:
        device.close()
    except Exception:
        pass
