#!/usr/bin/env python3
"""Synthesize the project's sound cues (accessible_games/sound/themes/default).

Standard library only. Every cue is a 16-bit mono PCM WAV at 22050 Hz,
shorter than 0.4 seconds, made of soft sine and triangle tones with smooth
attack and release envelopes (no clicks), normalised to a peak of -6 dBFS.
The output is deterministic: the same bytes on every run.

    python tools/make_sounds.py            # writes the default theme
    python tools/make_sounds.py --out DIR  # writes the cues into DIR

The sounds are the project's own, dedicated to the public domain under
CC0 1.0 (see the theme's LICENSE file).
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK_DBFS = -6.0
FADE = 0.004  # seconds of raised-cosine fade at both ends of every cue

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "accessible_games" / "sound" / "themes" / "default"


# --- building blocks ------------------------------------------------------------


def note_freq(name: str) -> float:
    """Equal-tempered frequency of a note name such as "A4", "C#5", "Bb3"."""
    names = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = names[name[0]]
    rest = name[1:]
    if rest[0] == "#":
        semis += 1
        rest = rest[1:]
    elif rest[0] == "b":
        semis -= 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


def silence(seconds: float) -> list[float]:
    return [0.0] * int(round(seconds * RATE))


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """A soft envelope of ``n`` samples: a raised-cosine attack of
    ``attack`` seconds, an exponential decay (time constant ``decay``
    seconds) and a raised-cosine release over the last fifth, ending at 0."""
    a = max(1, int(attack * RATE))
    r = max(1, n // 5)
    out = []
    for i in range(n):
        level = math.exp(-i / (decay * RATE)) if decay > 0 else 1.0
        if i < a:
            level *= 0.5 - 0.5 * math.cos(math.pi * i / a)
        if i >= n - r:
            level *= 0.5 + 0.5 * math.cos(math.pi * (i - (n - r)) / r)
        out.append(level)
    return out


def triangle(phase: float) -> float:
    """A triangle wave of period 2π (softer than a square, brighter than a sine)."""
    x = (phase / (2 * math.pi)) % 1.0
    return 4 * x - 1 if x < 0.5 else 3 - 4 * x


def tone(
    freq: float,
    seconds: float,
    *,
    attack: float = 0.006,
    decay: float = 0.12,
    partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
    wave_form: str = "sine",
    glide_to: float | None = None,
    vibrato: float = 0.0,
) -> list[float]:
    """One note: a sum of partials (ratio, amplitude) under :func:`envelope`.
    ``glide_to`` slides the pitch exponentially to that frequency; ``vibrato``
    is a gentle pitch wobble (relative depth at 6 Hz)."""
    n = int(round(seconds * RATE))
    env = envelope(n, attack, decay)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / n
        f = freq if glide_to is None else freq * (glide_to / freq) ** t
        if vibrato:
            f *= 1.0 + vibrato * math.sin(2 * math.pi * 6.0 * i / RATE)
        phase += 2 * math.pi * f / RATE
        if wave_form == "triangle":
            value = triangle(phase)
        else:
            value = sum(amp * math.sin(ratio * phase) for ratio, amp in partials)
        out.append(value * env[i])
    return out


def mix(length: float, *parts: tuple[float, list[float], float]) -> list[float]:
    """Place each ``(start seconds, samples, gain)`` into one buffer of
    ``length`` seconds."""
    out = [0.0] * int(round(length * RATE))
    for start, samples, gain in parts:
        at = int(round(start * RATE))
        for i, value in enumerate(samples):
            if at + i < len(out):
                out[at + i] += value * gain
    return out


def finish(samples: list[float]) -> list[int]:
    """Fade both ends, normalise to the peak level, quantise to 16 bits."""
    n = len(samples)
    fade = int(FADE * RATE)
    shaped = list(samples)
    for i in range(min(fade, n)):
        g = 0.5 - 0.5 * math.cos(math.pi * i / fade)
        shaped[i] *= g
        shaped[n - 1 - i] *= g
    shaped[0] = shaped[-1] = 0.0
    peak = max(abs(v) for v in shaped) or 1.0
    scale = 10 ** (PEAK_DBFS / 20) * 32767 / peak
    return [int(round(v * scale)) for v in shaped]


# bell-like partials: a soft fundamental with a little octave and twelfth
BELL = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.08))
# a glassy "ting": slightly inharmonic partials
TING = ((1.0, 1.0), (2.76, 0.22), (5.4, 0.06))
# a warm, round tone
WARM = ((1.0, 1.0), (2.0, 0.12))


# --- the cues -------------------------------------------------------------------


def your_turn() -> list[float]:
    """A rising two-note chime, G5 then C6 (a fourth up): the signature cue."""
    return mix(
        0.30,
        (0.00, tone(note_freq("G5"), 0.14, decay=0.10, partials=BELL), 0.8),
        (0.09, tone(note_freq("C6"), 0.21, decay=0.11, partials=BELL), 1.0),
    )


def offered() -> list[float]:
    """Two soft falling triangle notes, E5 then C#5 (something comes your way)."""
    return mix(
        0.20,
        (0.00, tone(note_freq("E5"), 0.10, decay=0.06, wave_form="triangle"), 0.7),
        (0.07, tone(note_freq("C#5"), 0.13, decay=0.07, wave_form="triangle"), 0.7),
    )


def capture() -> list[float]:
    """An upward sweep glide, 330 to 990 Hz (cards swept in)."""
    return tone(330.0, 0.18, attack=0.012, decay=0.25, partials=WARM, glide_to=990.0)


def penalty() -> list[float]:
    """Two low falling warm notes, D4 then A3 (cards to draw)."""
    return mix(
        0.26,
        (0.00, tone(note_freq("D4"), 0.13, decay=0.09, partials=WARM), 1.0),
        (0.11, tone(note_freq("A3"), 0.15, decay=0.09, partials=WARM), 1.0),
    )


def challenge() -> list[float]:
    """A quick trill, A4 B4 A4 B4 (a challenge decided)."""
    notes = ("A4", "B4", "A4", "B4")
    step = 0.055
    return mix(
        0.25,
        *(
            (i * step, tone(note_freq(n), 0.08, attack=0.004, decay=0.05, partials=WARM), 0.8)
            for i, n in enumerate(notes)
        ),
    )


def monad() -> list[float]:
    """A shimmering high major chord, Bb5 D6 F6, with a gentle vibrato."""
    return mix(
        0.30,
        *(
            (0.0, tone(note_freq(n), 0.30, attack=0.02, decay=0.16, vibrato=0.004), 0.6)
            for n in ("Bb5", "D6", "F6")
        ),
    )


def call() -> list[float]:
    """Three quick equal bell notes on D5 (an announcement)."""
    return mix(
        0.27,
        *(
            (i * 0.08, tone(note_freq("D5"), 0.10, decay=0.05, partials=BELL), 1.0)
            for i in range(3)
        ),
    )


def placement() -> list[float]:
    """A short soft wooden "tock": A3 dropping a little in pitch."""
    return tone(
        note_freq("A3"),
        0.10,
        attack=0.003,
        decay=0.03,
        partials=WARM,
        glide_to=note_freq("A3") * 0.85,
    )


def gain() -> list[float]:
    """A single glassy high "ting" on E6 (chips or points gained)."""
    return tone(note_freq("E6"), 0.22, attack=0.003, decay=0.07, partials=TING)


def refused() -> list[float]:
    """A low soft "bonk": 160 Hz sliding down to 120 Hz."""
    return tone(160.0, 0.15, attack=0.008, decay=0.06, partials=WARM, glide_to=120.0)


def timer() -> list[float]:
    """A double tick: two very short high clicks, A6."""
    tick = tone(note_freq("A6"), 0.03, attack=0.002, decay=0.008)
    return mix(0.14, (0.0, tick, 1.0), (0.09, tick, 1.0))


def won() -> list[float]:
    """A short rising major arpeggio, C5 E5 G5 C6."""
    notes = ("C5", "E5", "G5", "C6")
    return mix(
        0.36,
        *(
            (i * 0.06, tone(note_freq(n), 0.18, decay=0.09, partials=BELL), 1.0)
            for i, n in enumerate(notes)
        ),
    )


def lost() -> list[float]:
    """A short falling minor arpeggio, A4 F4 D4."""
    notes = ("A4", "F4", "D4")
    return mix(
        0.34,
        *(
            (i * 0.08, tone(note_freq(n), 0.18, decay=0.10, partials=WARM), 1.0)
            for i, n in enumerate(notes)
        ),
    )


def chat() -> list[float]:
    """A soft "pop-pop": two short quick triangle notes on B5 and D6 (someone speaks)."""
    return mix(
        0.16,
        (0.00, tone(note_freq("B5"), 0.06, attack=0.004, decay=0.03, wave_form="triangle"), 0.6),
        (0.06, tone(note_freq("D6"), 0.08, attack=0.004, decay=0.04, wave_form="triangle"), 0.6),
    )


CUES = {
    "your_turn": your_turn,
    "offered": offered,
    "capture": capture,
    "penalty": penalty,
    "challenge": challenge,
    "monad": monad,
    "call": call,
    "placement": placement,
    "gain": gain,
    "refused": refused,
    "timer": timer,
    "won": won,
    "lost": lost,
    "chat": chat,
}


def wav_bytes(samples: list[int]) -> bytes:
    """The samples as the frames of a 16-bit little-endian WAV."""
    return struct.pack(f"<{len(samples)}h", *samples)


def write_cue(path: Path, samples: list[int]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(samples))


def make_all(out: Path) -> list[Path]:
    """Write every cue into ``out``; return the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for cue_id, make in CUES.items():
        path = out / f"{cue_id}.wav"
        write_cue(path, finish(make()))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder for the WAV files")
    args = parser.parse_args(argv)
    for path in make_all(args.out):
        with wave.open(str(path), "rb") as w:
            seconds = w.getnframes() / w.getframerate()
        print(f"{path.name:16} {seconds:.3f} s  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
