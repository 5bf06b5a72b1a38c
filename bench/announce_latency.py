#!/usr/bin/env python3
"""Benchmark: how long the announce pipeline takes from a table event to
speech and braille, with the real components.

A private speech-dispatcher (espeak-ng, audio into a file) and a BRLTTY with
its virtual braille display ("vr" driver) are started, exactly as the
end-to-end tests start them (``tests/fixtures``). The pipeline is built from
settings with :func:`accessible_games.announce.pipeline.build`, and seeded
Logomachy matches are played in the plain line mode (one human seat, which
the benchmark plays with seeded random choices, and good bots).

Measured:

- per table event, the time from the table publishing the event until its
  utterance has been handed to every output: ``speak`` of the speech output
  and ``show`` of the braille output have returned (history, verbosity filter
  and the printed line included): with speech-dispatcher and BRLTTY, at a
  player's pace (before each move the benchmark waits until the server has
  said or dropped everything) and with moves back to back; with the silent
  outputs (speech none, braille none: the pipeline's own cost); and with
  speech none and the on-screen braille line (liblouis without a device);
- from speech-dispatcher's protocol log, which carries timestamps: the time
  from ``speak()`` to the server's ``701 BEGIN`` (the synthesised audio
  starts), on an idle server, when interrupting a message being said, and
  during the games; what became of each message (said to the end, cut off,
  dropped unspoken);
- the time from ``show()`` until the cells reach BRLTTY's virtual display;
- braille translation per utterance with a cold and a warm translation cache
  for de-g1, de-g2 and en-ueb-g1, and for short labels (card names), next to
  the stack notes' reference figures;
- which queued messages an interrupting message of the same burst (the
  messages one input produces) cancels.

Servers are always stopped, also on errors and Ctrl-C. A component that
cannot start is reported instead of its figures.

Usage: python bench/announce_latency.py [--quick] [--json FILE]
"""

from __future__ import annotations

import argparse
import datetime as dt
import io
import json
import os
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from accessible_games import settings as settings_module  # noqa: E402 - must follow the sys.path set-up
from accessible_games.announce.announcer import wanted  # noqa: E402 - must follow the sys.path set-up
from accessible_games.announce.pipeline import build  # noqa: E402 - must follow the sys.path set-up
from accessible_games.app.session import Session  # noqa: E402 - must follow the sys.path set-up
from accessible_games.core.utterance import Priority, Utterance  # noqa: E402 - must follow the sys.path set-up
from accessible_games.ui.plain.app import PlainMode  # noqa: E402 - must follow the sys.path set-up

#: the stack notes' figures (/work/shared/STACK.md): speak() to BEGIN on a
#: private speech-dispatcher, and liblouis short labels per second
REFERENCE = {
    "speechd_begin_ms": (2, 11),
    "labels_per_s": {"de": 15_000, "en": 70_000},
}

#: (players, seed) of the matches played per configuration and language
GAMES = [(2, seed) for seed in range(101, 109)] + [(4, seed) for seed in range(201, 205)]
QUICK_GAMES = [(2, 101), (2, 102), (4, 201)]
LANGUAGES = ("en", "de")
TRANSLATION_TABLES = (("de-g1", "de"), ("de-g2", "de"), ("en-ueb-g1", "en"))

#: a queued message followed this soon by an interrupting one is cancelled on
#: any real sound device: no game message is said in less time ("Your turn."
#: takes about 0.7 s with espeak-ng's default rate)
CUT_WINDOW_S = 0.25
#: a player's pace: how long to wait for speech to settle before a move, and
#: after how many such waits that time out the benchmark stops waiting
SETTLE_TIMEOUT_S = 3.0
SETTLE_GIVE_UP = 3

now_ns = time.perf_counter_ns


# --- statistics -------------------------------------------------------------------


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of sorted values (as bench/run.py)."""
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(q / 100 * (len(sorted_values) - 1))))
    return sorted_values[index]


def describe_us(samples_us: list[float]) -> dict[str, float] | None:
    if not samples_us:
        return None
    values = sorted(samples_us)
    return {
        "n": len(values),
        "p50_us": statistics.median(values),
        "mean_us": statistics.fmean(values),
        "p99_us": percentile(values, 99),
        "max_us": values[-1],
    }


# --- components ---------------------------------------------------------------------


class Components:
    """The private speech-dispatcher and BRLTTY; either may be missing."""

    def __init__(self) -> None:
        self.workdir = Path(tempfile.mkdtemp(prefix="ag-bench-"))
        self.speechd = None
        self.log: LogReader | None = None
        self.sent = 0  # messages sent to speech-dispatcher so far
        self.brltty = None
        self.problems: dict[str, str] = {}
        self.start_seconds: dict[str, float] = {}

    def start(self) -> None:
        started = time.perf_counter()
        try:
            from tests.fixtures.speechd import start_speechd

            self.speechd = start_speechd(self.workdir / "speechd")
            self.log = LogReader(self.speechd.protocol_log)
            self.start_seconds["speechd"] = time.perf_counter() - started
        except BaseException as exc:  # pytest.fail raises a BaseException
            if isinstance(exc, KeyboardInterrupt):
                raise
            self.problems["speechd"] = _reason(exc)
        started = time.perf_counter()
        try:
            from tests.fixtures.brltty import BRLTTY, BrlttyVr

            if not Path(BRLTTY).exists():
                raise RuntimeError("brltty is not installed (Debian package brltty)")
            brl_dir = self.workdir / "brl"
            brl_dir.mkdir()
            display = _stamped_vr_class(BrlttyVr)(brl_dir)
            self.brltty = display
            display.start()
            self.start_seconds["brltty"] = time.perf_counter() - started
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                raise
            self.problems["brltty"] = _reason(exc)
            self._stop_brltty()

    def _stop_brltty(self) -> None:
        display, self.brltty = self.brltty, None
        if display is not None:
            try:
                display.stop()
            except Exception:
                pass

    def close(self) -> None:
        self._stop_brltty()
        server, self.speechd = self.speechd, None
        if server is not None:
            try:
                server.close()
            except Exception:
                pass
        shutil.rmtree(self.workdir, ignore_errors=True)


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}".rstrip(": ")


def _stamped_vr_class(base):
    """BrlttyVr that also notes when each braille line reached the display."""

    class StampedVr(base):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.stamps: list[tuple[int, str]] = []

        def _line(self, line: str) -> None:
            arrived = now_ns()
            super()._line(line)
            if line.partition(" ")[0].lower() == "braille":
                with self._cond:
                    self.stamps.append((arrived, self.lines[-1]))

    return StampedVr


class _Environment:
    """Sets environment variables for the pipeline and restores them."""

    def __init__(self, **values: str) -> None:
        self.values = values
        self.saved: dict[str, str | None] = {}

    def __enter__(self) -> _Environment:
        for name, value in self.values.items():
            self.saved[name] = os.environ.get(name)
            os.environ[name] = value
        return self

    def __exit__(self, *exc) -> None:
        for name, value in self.saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


# --- speech-dispatcher protocol log with timestamps ---------------------------------------

_ENTRY = re.compile(
    r"^\[(?P<stamp>[^\]\n]*)\] speechd:\s+(?P<fd>\d+):(?P<kind>DATA|REPLY):\|(?P<payload>.*?)\n\|",
    re.MULTILINE | re.DOTALL,
)
_EVENT_CODES = {"701": "begin", "702": "end", "703": "cancel"}


def log_time(stamp: str) -> float | None:
    """'Sat Nov 21 12:43:56 2026 : 795301' as seconds since the epoch."""
    date, sep, usec = stamp.rpartition(" : ")
    if not sep:
        return None
    try:
        moment = dt.datetime.strptime(date.strip(), "%a %b %d %H:%M:%S %Y")
        return moment.timestamp() + int(usec) / 1e6
    except ValueError:
        return None


@dataclass
class LoggedMessage:
    fd: int
    text: str
    received: float | None = None  # the closing "." of the text
    msg_id: int | None = None
    queued: float | None = None  # "225 OK MESSAGE QUEUED"
    events: dict[str, float | None] = field(default_factory=dict)  # begin/end/cancel -> time


class LogReader:
    """Reads speech-dispatcher's protocol log as it grows: only the new part
    is parsed on each poll. Keeps our SPEAK messages (not the fixture's
    warm-up) in order, with their times."""

    def __init__(self, path: Path) -> None:
        import codecs

        self.path = path
        self.offset = 0
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.buffer = ""
        self.messages: list[LoggedMessage] = []
        self.stamped = False
        self._receiving: dict[int, list[str]] = {}
        self._awaiting: dict[int, LoggedMessage] = {}
        self._by_id: dict[int, LoggedMessage] = {}

    def poll(self) -> list[LoggedMessage]:
        from tests.fixtures.speechd import WARM_UP_TEXT

        try:
            with open(self.path, "rb") as log_file:
                log_file.seek(self.offset)
                data = log_file.read()
        except FileNotFoundError:
            return self.messages
        self.offset += len(data)
        self.buffer += self.decoder.decode(data)
        last = 0
        for entry in _ENTRY.finditer(self.buffer):
            last = entry.end()
            self._entry(entry, WARM_UP_TEXT)
        self.buffer = self.buffer[last:]
        return self.messages

    def _entry(self, entry: re.Match, warm_up: str) -> None:
        when = log_time(entry["stamp"])
        self.stamped = self.stamped or when is not None
        fd = int(entry["fd"])
        payload = entry["payload"].replace("\r", "")
        if entry["kind"] == "DATA":
            if fd in self._receiving:
                if payload == ".":
                    message = LoggedMessage(fd, "\n".join(self._receiving.pop(fd)), received=when)
                    if message.text != warm_up:
                        self.messages.append(message)
                    self._awaiting[fd] = message
                else:
                    self._receiving[fd].append(payload[1:] if payload.startswith("..") else payload)
            elif payload.strip().upper() == "SPEAK":
                self._receiving[fd] = []
            return
        first = payload.split("\n")[0]
        code = first[:3]
        if code == "225" and fd in self._awaiting:
            message = self._awaiting.pop(fd)
            message.queued = when
            try:
                message.msg_id = int(first[4:])
                self._by_id[message.msg_id] = message
            except ValueError:
                pass
        elif code in _EVENT_CODES:
            try:
                msg_id = int(first[4:])
            except ValueError:
                return
            if msg_id in self._by_id:
                self._by_id[msg_id].events.setdefault(_EVENT_CODES[code], when)

    def wait(self, count: int, begun: bool = False, timeout: float = 10.0) -> bool:
        """Wait until ``count`` of our messages are logged and all of them
        have ended or been cancelled (or, with ``begun``, the last one began)."""
        deadline = time.monotonic() + timeout
        while True:
            messages = self.poll()
            if len(messages) >= count:
                if begun and "begin" in messages[count - 1].events:
                    return True
                if not begun and all(
                    "end" in m.events or "cancel" in m.events for m in messages[:count]
                ):
                    return True
            if time.monotonic() > deadline:
                return False
            time.sleep(0.002)


# --- the probe: timestamps around the pipeline ------------------------------------------


@dataclass
class SpeakCall:
    text: str
    interrupt: bool
    wall: float  # time.time() just before speak()
    seconds: float  # how long speak() took
    burst: int
    category: str
    phase: str


class Probe:
    """Wraps one announcer's outputs and a table's listeners with timestamps."""

    def __init__(self, announcer, phase: str) -> None:
        self.announcer = announcer
        self.phase = phase
        self.burst = 0
        self.t_pub = 0
        self.done: dict[str, int] = {}
        self.utterance: Utterance | None = None
        self.announced = False
        self.latencies: list[tuple[float, str, str]] = []  # (µs, priority, category)
        self.speak_us: list[float] = []
        self.show_us: list[float] = []
        self.no_utterance = 0
        self.filtered = 0
        self.calls: list[SpeakCall] = []
        self.needs = ["speech"] + (["braille"] if announcer.braille is not None else [])
        self._wrap()

    def _wrap(self) -> None:
        announcer = self.announcer
        original_announce = announcer.announce

        def announce(utterance: Utterance) -> None:
            self.utterance = utterance
            self.announced = True
            original_announce(utterance)

        announcer.announce = announce
        speech = announcer.speech
        original_speak = speech.speak

        def speak(text: str, interrupt: bool = False) -> None:
            wall = time.time()
            start = now_ns()
            original_speak(text, interrupt)
            end = now_ns()
            self.done["speech"] = end
            self.speak_us.append((end - start) / 1000)
            category = self.utterance.category.value if self.utterance is not None else "?"
            self.calls.append(
                SpeakCall(
                    text, interrupt, wall, (end - start) / 1e9, self.burst, category, self.phase
                )
            )

        speech.speak = speak
        braille = announcer.braille
        if braille is not None:
            original_show = braille.show

            def show(utterance: Utterance) -> None:
                start = now_ns()
                original_show(utterance)
                end = now_ns()
                self.done["braille"] = end
                self.show_us.append((end - start) / 1000)

            braille.show = show

    # table listeners: the first and the last of the table's list

    def published(self, event) -> None:
        self.done = {}
        self.announced = False
        self.utterance = None
        self.t_pub = now_ns()

    def handled(self, event) -> None:
        if not self.announced:
            self.no_utterance += 1
            return
        utterance = self.utterance
        if utterance is None or not wanted(utterance, self.announcer.verbosity):
            self.filtered += 1
            return
        if all(name in self.done for name in self.needs):
            end = max(self.done[name] for name in self.needs)
            self.latencies.append(
                ((end - self.t_pub) / 1000, utterance.priority.value, utterance.category.value)
            )

    def attach(self, session: Session) -> None:
        session.table.listeners.insert(0, self.published)
        session.table.listeners.append(self.handled)


def play(
    announcer, probe: Probe, lang: str, games: list[tuple[int, int]], settle=None
) -> dict[str, int]:
    """Seeded matches in plain mode; the human seat picks a random legal move.
    ``settle()``, when given, is called before each move (a player's pace:
    wait until the speech of the last burst is over)."""
    counts = {"matches": 0, "moves": 0, "events": 0}
    for players, seed in games:
        out = io.StringIO()
        mode = PlainMode(
            lambda emit, players=players, seed=seed: Session.new(
                "logomachy", players, players - 1, "good", seed, {}, lang, emit
            ),
            out=out,
            inp=io.StringIO(""),
            interactive=False,
            announcer=announcer,
        )
        probe.attach(mode.session)
        rng = random.Random(seed)
        probe.burst += 1
        mode.session.start()
        while not mode.session.game.is_over():
            legal = mode.session.legal()
            if not legal:
                break
            if settle is not None:
                settle()
            probe.burst += 1
            mode.handle(str(rng.randrange(len(legal)) + 1))
            counts["moves"] += 1
        counts["matches"] += 1
        counts["events"] += len(mode.session.table.events)
    return counts


def settings_for(lang: str, speech: str, braille: str, host: str = "") -> Any:
    return settings_module.defaults().with_changes(
        language=lang,
        speech=speech,
        braille=braille,
        brlapi_host=host,
        braille_table="auto",
        verbosity="normal",
    )


CONFIGS = {
    "real": ("speechd", "brlapi", "speech-dispatcher + BRLTTY, a player's pace"),
    "fast": ("speechd", "brlapi", "speech-dispatcher + BRLTTY, moves back to back"),
    "silent": ("none", "none", "silent: speech none, braille none"),
    "unicode": ("none", "unicode", "speech none, on-screen braille line (liblouis only)"),
}


def run_config(key: str, lang: str, games, components: Components) -> dict[str, Any]:
    speech, braille, label = CONFIGS[key]
    real = key in ("real", "fast")
    host = components.brltty.host if real and components.brltty is not None else ""
    announcer = build(settings_for(lang, speech, braille, host))
    try:
        result: dict[str, Any] = {"config": key, "label": label, "language": lang}
        if real:
            if announcer.speech.current != "speechd":
                reason = announcer.speech.reasons.get("speechd", "did not start")
                return {**result, "error": f"speech-dispatcher backend not used: {reason}"}
            if announcer.braille is None or announcer.braille.display.id != "brlapi":
                return {**result, "error": "the BrlAPI display did not start"}
        if announcer.braille is not None:
            result["table"] = announcer.braille.translator.table_id
        probe = Probe(announcer, f"{key}:{lang}")
        settle = None
        timeouts = [0]
        if key == "real" and components.log is not None:

            def settle() -> None:
                if timeouts[0] >= SETTLE_GIVE_UP:
                    return
                if not components.log.wait(
                    components.sent + len(probe.calls), timeout=SETTLE_TIMEOUT_S
                ):
                    timeouts[0] += 1

        started = time.perf_counter()
        counts = play(announcer, probe, lang, games, settle)
        result["seconds"] = time.perf_counter() - started
        result.update(counts)
        if settle is not None:
            result["settle_timeouts"] = timeouts[0]
        samples = [us for us, _, _ in probe.latencies]
        result["latency"] = describe_us(samples)
        result["by_priority"] = {
            p.value: describe_us([us for us, prio, _ in probe.latencies if prio == p.value])
            for p in Priority
        }
        result["speak_call"] = describe_us(probe.speak_us)
        result["show_call"] = describe_us(probe.show_us)
        result["no_utterance"] = probe.no_utterance
        result["filtered"] = probe.filtered
        result["speech_backend"] = announcer.speech.current
        result["_probe"] = probe
        return result
    finally:
        announcer.close()


# --- speech-dispatcher: speak() to BEGIN ------------------------------------------------


def idle_speechd(components: Components, texts: list[str], count: int) -> tuple[Probe, dict]:
    """speak() on an idle server, one message at a time, each waited for;
    then interrupting a long message while it is being said."""
    announcer = build(settings_for("en", "speechd", "none"))
    probe = Probe(announcer, "idle")
    log = components.log
    info: dict[str, Any] = {}
    try:
        if announcer.speech.current != "speechd":
            info["error"] = announcer.speech.reasons.get("speechd", "did not start")
            return probe, info
        base = components.sent
        for text in texts[:count]:
            announcer.speech.speak(text, False)
            log.wait(base + len(probe.calls), timeout=5)
        long_text = (
            "This is a long message, so that it is still being said when the next "
            "message interrupts it, as a player's own action would."
        )
        for text in texts[: count // 2]:
            probe.phase = "idle-long"
            announcer.speech.speak(long_text, False)
            log.wait(base + len(probe.calls), begun=True, timeout=5)
            probe.phase = "interrupt"
            announcer.speech.speak(text, True)
            log.wait(base + len(probe.calls), timeout=5)
    finally:
        announcer.close()
        components.sent += len(probe.calls)
    return probe, info


def pair_calls(
    calls: list[SpeakCall], messages: list[LoggedMessage]
) -> list[tuple[SpeakCall, LoggedMessage]]:
    """Our speak() calls with the server's messages, in order, by text."""
    pairs = []
    index = 0
    for call in calls:
        while index < len(messages) and messages[index].text != call.text:
            index += 1
        if index == len(messages):
            break
        pairs.append((call, messages[index]))
        index += 1
    return pairs


def speechd_figures(pairs: list[tuple[SpeakCall, LoggedMessage]]) -> dict[str, Any]:
    def begin_ms(selected) -> dict[str, float] | None:
        values = [
            (m.events["begin"] - c.wall) * 1000
            for c, m in selected
            if m.events.get("begin") is not None
        ]
        stats = describe_us(values)  # the same shape, in ms here
        if stats is None:
            return None
        return {
            "n": stats["n"],
            "p50_ms": stats["p50_us"],
            "p99_ms": stats["p99_us"],
            "max_ms": stats["max_us"],
            "mean_ms": stats["mean_us"],
        }

    def queued_ms(selected) -> dict[str, float] | None:
        values = [(m.queued - c.wall) * 1000 for c, m in selected if m.queued is not None]
        stats = describe_us(values)
        return (
            None
            if stats is None
            else {
                "n": stats["n"],
                "p50_ms": stats["p50_us"],
                "p99_ms": stats["p99_us"],
                "max_ms": stats["max_us"],
            }
        )

    idle = [(c, m) for c, m in pairs if c.phase == "idle"]
    interrupting = [(c, m) for c, m in pairs if c.phase == "interrupt"]
    figures: dict[str, Any] = {
        "idle": begin_ms(idle),
        "idle_queued_reply": queued_ms(idle),
        "interrupting": begin_ms(interrupting),
    }
    for prefix in ("real", "fast"):
        game = [(c, m) for c, m in pairs if c.phase.startswith(prefix + ":")]
        outcomes: dict[str, dict[str, int]] = {}
        for c, m in game:
            kind = (
                "said to the end"
                if "begin" in m.events and "end" in m.events
                else "cut off"
                if "begin" in m.events
                else "dropped unspoken"
            )
            row = outcomes.setdefault(c.category, {})
            row[kind] = row.get(kind, 0) + 1
        figures[prefix] = {
            "interrupt": begin_ms([(c, m) for c, m in game if c.interrupt]),
            "queued": begin_ms([(c, m) for c, m in game if not c.interrupt]),
            "messages": len(game),
            "outcomes_by_category": outcomes,
        }
    return figures


def burst_losses(calls: list[SpeakCall]) -> dict[str, Any]:
    """Queued messages that a later interrupting message of the same burst
    (one input and the bots' moves after it) cancels: within milliseconds, so
    before or while they are said on any real sound device."""
    by_burst: dict[int, list[SpeakCall]] = {}
    for call in calls:
        by_burst.setdefault(call.burst, []).append(call)
    queued: dict[str, int] = {}
    cancelled: dict[str, int] = {}
    gaps: list[float] = []
    for burst in by_burst.values():
        for i, call in enumerate(burst):
            if call.interrupt:
                continue
            queued[call.category] = queued.get(call.category, 0) + 1
            later = next((c for c in burst[i + 1 :] if c.interrupt), None)
            if later is not None:
                gaps.append(later.wall - call.wall)
                if later.wall - call.wall < CUT_WINDOW_S:
                    cancelled[call.category] = cancelled.get(call.category, 0) + 1
    return {
        "queued": queued,
        "cancelled": cancelled,
        "queued_total": sum(queued.values()),
        "cancelled_total": sum(cancelled.values()),
        "max_gap_ms": max(gaps) * 1000 if gaps else None,
        "window_ms": CUT_WINDOW_S * 1000,
    }


# --- braille: show() to the display ----------------------------------------------------


def braille_display_delay(
    components: Components, utterances: list[Utterance], count: int
) -> dict[str, Any]:
    from accessible_games.braille.translate import to_dots_string

    vr = components.brltty
    announcer = build(settings_for("en", "none", "brlapi", vr.host))
    try:
        output = announcer.braille
        if output is None or output.display.id != "brlapi":
            return {"error": "the BrlAPI display did not start"}
        width = vr.columns * vr.rows
        samples: list[float] = []
        missed = 0
        for utterance in utterances[:count]:
            dots = output.translator.cells(utterance.braille).dots[:width]
            expected = to_dots_string(dots + "\u2800" * (width - len(dots)))
            if vr.latest == expected:
                continue
            start = now_ns()
            output.show(utterance)
            deadline = time.monotonic() + 2.0
            arrived = None
            while arrived is None and time.monotonic() < deadline:
                with vr._cond:
                    for stamp, line in reversed(vr.stamps):
                        if stamp < start:
                            break
                        if line == expected:
                            arrived = stamp
                            break
                    if arrived is None:
                        vr._cond.wait(0.05)
            if arrived is None:
                missed += 1
            else:
                samples.append((arrived - start) / 1000)
        return {
            "display": output.display.describe(),
            "delay": describe_us(samples),
            "missed": missed,
        }
    finally:
        announcer.close()


# --- braille translation ---------------------------------------------------------------


def translation_figures(
    texts_by_lang: dict[str, list[str]], labels_by_lang: dict[str, list[str]], repeats: int
) -> list[dict[str, Any]]:
    from accessible_games.braille.tables import table_files
    from accessible_games.braille.translate import Translator

    rows = []
    for table_id, lang in TRANSLATION_TABLES:
        texts = texts_by_lang.get(lang) or []
        labels = labels_by_lang.get(lang) or []
        start = now_ns()
        translator = Translator(table_id)
        translator.cells(texts[0] if texts else "x")
        first_ms = (now_ns() - start) / 1e6
        import louis

        files, mode = table_files(table_id), louis.dotsIO | louis.ucBrl | louis.noUndefined
        row: dict[str, Any] = {
            "table": table_id,
            "language": lang,
            "first_use_ms": first_ms,
            "reference_per_s": REFERENCE["labels_per_s"][lang],
        }
        for name, items in (("utterances", texts), ("labels", labels)):
            if not items:
                continue
            cold: list[float] = []
            warm: list[float] = []
            bare: list[float] = []
            for _ in range(repeats):
                translator.cache_clear()
                for text in items:
                    t0 = now_ns()
                    translator.cells(text)
                    cold.append((now_ns() - t0) / 1000)
                for text in items:
                    t0 = now_ns()
                    translator.cells(text)
                    warm.append((now_ns() - t0) / 1000)
                for text in items:  # liblouis alone, as the Translator calls it
                    t0 = now_ns()
                    louis.translateString(files, text, mode=mode)
                    bare.append((now_ns() - t0) / 1000)
            row[name] = {
                "distinct": len(items),
                "mean_chars": statistics.fmean(len(t) for t in items),
                "cold": {**describe_us(cold), "per_s": len(cold) / (sum(cold) / 1e6)},
                "warm": {**describe_us(warm), "per_s": len(warm) / (sum(warm) / 1e6)},
                "liblouis": {**describe_us(bare), "per_s": len(bare) / (sum(bare) / 1e6)},
            }
        rows.append(row)
    return rows


def card_labels(lang: str) -> list[str]:
    from accessible_games.core.messages import render
    from accessible_games.games.logomachy.moves import card_msg
    from accessible_games.games.logomachy.rules import Logomachy

    game = Logomachy(2, {}, 1)
    return list(dict.fromkeys(render(card_msg(card), lang) for card in game.deck))


# --- the whole run -----------------------------------------------------------------------


def run(quick: bool = False, log=print) -> dict[str, Any]:
    started = time.perf_counter()
    games = QUICK_GAMES if quick else GAMES
    results: dict[str, Any] = {
        "games": [{"players": p, "seed": s} for p, s in games],
        "reference": {
            "speechd_begin_ms": list(REFERENCE["speechd_begin_ms"]),
            "labels_per_s": REFERENCE["labels_per_s"],
        },
        "cut_window_ms": CUT_WINDOW_S * 1000,
    }

    # Silent runs first: they need no server, use no braille table yet and
    # give the texts for the rest.
    log("announce: silent pipeline ...")
    runs: list[dict[str, Any]] = []
    components = Components()
    texts: dict[str, list[str]] = {}
    utterances: dict[str, list[Utterance]] = {}
    try:
        for lang in LANGUAGES:
            result = run_config("silent", lang, games, components)
            probe = result.pop("_probe")
            history = probe.announcer.history.items("all")
            utterances[lang] = list({u.braille: u for u in history}.values())
            texts[lang] = [u.braille for u in utterances[lang]]
            runs.append(result)

        log("announce: braille translation ...")
        # the first use of each table compiles it: no table has been used yet
        labels = {lang: card_labels(lang) for lang in LANGUAGES}
        results["translation"] = translation_figures(texts, labels, 2 if quick else 5)

        log("announce: on-screen braille line ...")
        for lang in LANGUAGES:
            result = run_config("unicode", lang, games, components)
            result.pop("_probe", None)
            runs.append(result)

        log("announce: starting speech-dispatcher and BRLTTY ...")
        components.start()
        results["components"] = {
            "speechd": "started" if components.speechd else components.problems.get("speechd"),
            "brltty": "started" if components.brltty else components.problems.get("brltty"),
            "start_seconds": components.start_seconds,
        }
        env = {"BRLAPI_AUTH": "none"}
        if components.speechd is not None:
            env["SPEECHD_ADDRESS"] = components.speechd.address
        with _Environment(**env):
            calls: list[SpeakCall] = []
            if components.speechd is not None:
                log("announce: speech-dispatcher, speak() to BEGIN ...")
                idle_probe, idle_info = idle_speechd(components, texts["en"], 12 if quick else 40)
                calls += idle_probe.calls
                if "error" in idle_info:
                    results["speechd_error"] = idle_info["error"]
            if components.speechd is not None and components.brltty is not None:
                for key in ("real", "fast"):
                    for lang in LANGUAGES:
                        log(f"announce: {CONFIGS[key][2]}, {lang} ...")
                        result = run_config(key, lang, games, components)
                        probe = result.pop("_probe", None)
                        if probe is not None:
                            calls += probe.calls
                            components.sent += len(probe.calls)
                            if key == "real":
                                results.setdefault("bursts", {})[lang] = burst_losses(probe.calls)
                        runs.append(result)
            if components.brltty is not None:
                log("announce: BRLTTY, show() to the display ...")
                results["braille_display"] = braille_display_delay(
                    components, utterances["en"], 15 if quick else 40
                )
            if components.speechd is not None:
                settled = components.log.wait(len(calls), timeout=15)
                pairs = pair_calls(calls, components.log.poll())
                stamped = components.log.stamped
                results["speechd"] = {
                    "timestamps": stamped,
                    "settled": settled,
                    "calls": len(calls),
                    "paired": len(pairs),
                    **(speechd_figures(pairs) if stamped else {}),
                }
    finally:
        components.close()
    order = {"real": 0, "fast": 1, "silent": 2, "unicode": 3}
    runs.sort(key=lambda r: (order[r["config"]], LANGUAGES.index(r["language"])))
    results["runs"] = runs
    results["seconds"] = time.perf_counter() - started
    return results


# --- report ---------------------------------------------------------------------------


def fmt_us(us: float | None) -> str:
    if us is None:
        return "n/a"
    if us >= 1000:
        return f"{us / 1000:.2f} ms"
    if us >= 10:
        return f"{us:.0f} µs"
    return f"{us:.1f} µs"


def fmt_ms(ms: float | None) -> str:
    return "n/a" if ms is None else f"{ms:.1f} ms"


def md_table(header: list[str], rows: list[list[str]], align: str) -> str:
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join(":---" if a == "l" else "---:" for a in align) + "|",
    ]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def _run_label(r: dict[str, Any]) -> str:
    table = f", {r['table']}" if r.get("table") else ""
    return f"{r['label']} ({r['language']}{table})"


def latency_rows(results: dict[str, Any]) -> list[list[str]]:
    rows = []
    for r in results.get("runs", []):
        if "error" in r:
            rows.append([_run_label(r), "not measured: " + r["error"], "", "", "", "", ""])
            continue
        s = r["latency"]
        inside = []
        if r.get("speak_call"):
            inside.append(f"speak {fmt_us(r['speak_call']['p50_us'])}")
        if r.get("show_call"):
            inside.append(f"show {fmt_us(r['show_call']['p50_us'])}")
        rows.append(
            [
                _run_label(r),
                f"{s['n']:,}",
                fmt_us(s["p50_us"]),
                fmt_us(s["p99_us"]),
                fmt_us(s["max_us"]),
                fmt_us(s["mean_us"]),
                ", ".join(inside),
            ]
        )
    return rows


def missing_real(results: dict[str, Any]) -> str | None:
    comps = results.get("components", {})
    problems = [
        f"{name}: {state}"
        for name, state in comps.items()
        if name in ("speechd", "brltty") and state != "started"
    ]
    return "; ".join(problems) if problems else None


def _begin_rows(sd: dict[str, Any]) -> list[tuple[str, str, dict | None]]:
    rows = [
        ("idle", "idle server, one message at a time", sd.get("idle")),
        (
            "interrupting",
            "interrupting a long message being said (CANCEL, then SPEAK)",
            sd.get("interrupting"),
        ),
    ]
    for prefix, pace in (
        ("real", "games at a player's pace"),
        ("fast", "games with moves back to back"),
    ):
        game = sd.get(prefix) or {}
        rows.append(
            (f"{prefix}_interrupt", f"{pace}, interrupting messages", game.get("interrupt"))
        )
        rows.append(
            (
                f"{prefix}_queued",
                f"{pace}, queued messages (wait behind earlier ones)",
                game.get("queued"),
            )
        )
    return rows


def print_summary(results: dict[str, Any]) -> None:
    print()
    if "error" in results:
        print(f"announce benchmark failed: {results['error']}")
        return
    print(f"{'announce pipeline: event to outputs':62} {'n':>6} {'p50':>9} {'p99':>9} {'max':>9}")
    for r in results.get("runs", []):
        if "error" in r:
            print(f"{_run_label(r):62} not measured: {r['error']}")
            continue
        s = r["latency"]
        print(
            f"{_run_label(r):62} {s['n']:>6} {fmt_us(s['p50_us']):>9} {fmt_us(s['p99_us']):>9} "
            f"{fmt_us(s['max_us']):>9}"
        )
    missing = missing_real(results)
    if missing:
        print(f"real components not measured: {missing}")
    sd = results.get("speechd")
    if sd:
        if not sd.get("timestamps"):
            print(
                "speech-dispatcher's protocol log has no timestamps: speak() to BEGIN not measured"
            )
        else:
            low, high = results["reference"]["speechd_begin_ms"]
            for _key, text, s in _begin_rows(sd):
                if s:
                    print(
                        f"speak() to 701 BEGIN, {text[:50]:50} n={s['n']:>5} p50 "
                        f"{fmt_ms(s['p50_ms']):>8} p99 {fmt_ms(s['p99_ms']):>8}  (reference "
                        f"{low}–{high} ms)"
                    )
    bd = results.get("braille_display")
    if bd and bd.get("delay"):
        s = bd["delay"]
        print(
            f"show() to the cells on BRLTTY's display: n={s['n']} p50 {fmt_us(s['p50_us'])} "
            f"p99 {fmt_us(s['p99_us'])} max {fmt_us(s['max_us'])}"
        )
    for row in results.get("translation", []):
        u = row.get("utterances")
        if u:
            print(
                f"braille {row['table']:10} utterances cold {u['cold']['per_s']:>9,.0f}/s "
                f"warm {u['warm']['per_s']:>10,.0f}/s  first use {row['first_use_ms']:.1f} ms  "
                f"(reference {row['reference_per_s']:,}/s short labels)"
            )
        lab = row.get("labels")
        if lab:
            print(
                f"braille {row['table']:10} card names cold {lab['cold']['per_s']:>9,.0f}/s "
                f"warm {lab['warm']['per_s']:>10,.0f}/s"
            )
    for lang, b in (results.get("bursts") or {}).items():
        print(
            f"{lang}: {b['cancelled_total']} of {b['queued_total']} queued messages cancelled by "
            "an interrupting message of the same burst"
        )
    print(f"announce benchmark: {results['seconds']:.0f} s")


def doc_values(results: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's announce placeholders."""
    if results is None or "error" in results:
        text = (
            "Not measured in this run (`--no-announce`)."
            if results is None
            else f"Not measured: the benchmark failed ({results['error']})."
        )
        return {
            "announce_note": text,
            "announce_latency_table": "",
            "announce_priority_table": text,
            "announce_speechd": text,
            "announce_braille_display": text,
            "announce_translation_table": text,
            "announce_bursts": text,
            "announce_interpretation": "- " + text,
        }
    games = results["games"]
    two = sum(1 for g in games if g["players"] == 2)
    four = len(games) - two
    note = (
        f"{len(games)} seeded Logomachy matches per configuration and language ({two} with 2 "
        f"players, {four} with 4; seeds {', '.join(str(g['seed']) for g in games)}), the benchmark "
        f"playing the human seat; the benchmark part took {results['seconds']:.0f} s"
    )
    comps = results.get("components", {})
    starts = comps.get("start_seconds", {})
    if starts:
        note += "; starting " + " and ".join(
            f"{'speech-dispatcher' if k == 'speechd' else 'BRLTTY'} took {v:.1f} s"
            for k, v in starts.items()
        )
    missing = missing_real(results)
    if missing:
        note += f". **Real components not measured**: {missing}"
    timeouts = sum(r.get("settle_timeouts", 0) for r in results.get("runs", []))
    if timeouts:
        note += (
            f". At a player's pace, speech-dispatcher did not finish within {SETTLE_TIMEOUT_S:g} s "
            f"{timeouts} times; the benchmark stops waiting after {SETTLE_GIVE_UP}"
        )
    latency_table = md_table(
        ["configuration", "events", "p50", "p99", "max", "mean", "inside (p50)"],
        latency_rows(results),
        "lrrrrrl",
    )
    prio_rows = []
    for r in results.get("runs", []):
        if r["config"] not in ("real", "fast") or "error" in r:
            continue
        for prio, text in (("interrupt", "interrupting"), ("queue", "queued")):
            st = r["by_priority"].get(prio)
            if st:
                prio_rows.append(
                    [
                        _run_label(r),
                        text,
                        f"{st['n']:,}",
                        fmt_us(st["p50_us"]),
                        fmt_us(st["p99_us"]),
                        fmt_us(st["max_us"]),
                    ]
                )
    priority_table = (
        md_table(["configuration", "priority", "events", "p50", "p99", "max"], prio_rows, "llrrrr")
        if prio_rows
        else "Not measured (needs speech-dispatcher and BRLTTY)."
    )

    sd = results.get("speechd")
    if results.get("components", {}).get("speechd") != "started":
        speechd_text = f"Not measured: speech-dispatcher did not start ({comps.get('speechd')})."
    elif not sd or not sd.get("timestamps"):
        speechd_text = "Not measured: speech-dispatcher's protocol log has no timestamps."
    else:
        low, high = results["reference"]["speechd_begin_ms"]
        rows = []
        for _key, text, s in _begin_rows(sd):
            if s:
                rows.append(
                    [
                        text,
                        f"{s['n']:,}",
                        fmt_ms(s["p50_ms"]),
                        fmt_ms(s["p99_ms"]),
                        fmt_ms(s["max_ms"]),
                    ]
                )
        table = md_table(["speak() to 701 BEGIN", "messages", "p50", "p99", "max"], rows, "lrrrr")
        queued = sd.get("idle_queued_reply")
        outcome_rows = []
        for category, counts in sorted(
            (sd.get("real") or {}).get("outcomes_by_category", {}).items()
        ):
            outcome_rows.append(
                [
                    category,
                    str(counts.get("said to the end", 0)),
                    str(counts.get("cut off", 0)),
                    str(counts.get("dropped unspoken", 0)),
                ]
            )
        outcome_table = md_table(
            ["category", "said to the end", "cut off", "dropped unspoken"], outcome_rows, "lrrr"
        )
        speechd_text = (
            f"{table}\n\nReference (stack notes): speak() to BEGIN {low}–{high} ms on the same "
            "kind of private server."
            + (
                " The server acknowledges a message (`225 OK MESSAGE QUEUED`) "
                f"{fmt_ms(queued['p50_ms'])} after speak() is called (p50, idle)."
                if queued
                else ""
            )
            + f" {sd['paired']:,} of {sd['calls']:,} speak() calls were found in the protocol log"
            + (
                "."
                if sd.get("settled")
                else "; the server had not finished every message when it was read."
            )
            + "\n\nWhat became of the messages of the games played at a player's pace, by the "
            "server's events (`701 BEGIN`, `702 END`, `703 CANCEL`). The audio goes to a file, "
            "which takes it faster than real time, so on a sound card even fewer messages are said "
            "to the end:\n\n" + outcome_table
        )

    bd = results.get("braille_display")
    if comps.get("brltty") != "started":
        display_text = f"Not measured: BRLTTY did not start ({comps.get('brltty')})."
    elif not bd or "error" in bd or not bd.get("delay"):
        display_text = f"Not measured: {(bd or {}).get('error', 'no sample')}."
    else:
        s = bd["delay"]
        display_text = (
            "From `show()` until the braille line reaches BRLTTY's virtual display "
            f"({bd['display']}), over {s['n']} messages shown one at a time: p50 "
            f"{fmt_us(s['p50_us'])}, p99 {fmt_us(s['p99_us'])}, max {fmt_us(s['max_us'])}"
            + (f"; {bd['missed']} did not arrive within 2 s" if bd.get("missed") else "")
            + "."
        )

    t_rows = []
    for row in results.get("translation", []):
        ref = f"{row['reference_per_s']:,}"
        for name, text in (
            ("utterances", "game messages (braille form)"),
            ("labels", "card names"),
        ):
            u = row.get(name)
            if not u:
                continue
            t_rows.append(
                [
                    f"`{row['table']}`",
                    text,
                    str(u["distinct"]),
                    f"{u['mean_chars']:.0f}",
                    fmt_us(u["cold"]["p50_us"]),
                    fmt_us(u["cold"]["p99_us"]),
                    f"{u['cold']['per_s']:,.0f}",
                    f"{u['liblouis']['per_s']:,.0f}",
                    fmt_us(u["warm"]["p50_us"]),
                    f"{u['warm']['per_s']:,.0f}",
                    ref,
                ]
            )
    translation_table = md_table(
        [
            "table",
            "texts",
            "distinct",
            "chars",
            "cold p50",
            "cold p99",
            "cold per s",
            "liblouis alone per s",
            "warm p50",
            "warm per s",
            "reference per s",
        ],
        t_rows,
        "llrrrrrrrrr",
    )
    first_use = ", ".join(
        f"`{r['table']}` {r['first_use_ms']:.0f} ms" for r in results.get("translation", [])
    )
    translation_table += (
        "\n\nFirst use of a table in the process (compiling it, then one translation): "
        f"{first_use}."
    )

    bursts = results.get("bursts") or {}
    if not bursts:
        bursts_text = "Not measured (needs speech-dispatcher and BRLTTY)."
    else:
        rows = []
        categories = sorted({c for b in bursts.values() for c in b["queued"]})
        for lang, b in bursts.items():
            for category in categories:
                q = b["queued"].get(category, 0)
                if q:
                    c = b["cancelled"].get(category, 0)
                    rows.append([lang, category, f"{q:,}", f"{c:,}", f"{c / q:.0%}"])
        bursts_text = md_table(
            ["language", "category", "queued messages", "cancelled in the same burst", "share"],
            rows,
            "llrrr",
        )
    return {
        "announce_note": note,
        "announce_latency_table": latency_table,
        "announce_priority_table": priority_table,
        "announce_speechd": speechd_text,
        "announce_braille_display": display_text,
        "announce_translation_table": translation_table,
        "announce_bursts": bursts_text,
        "announce_interpretation": interpretation(results),
    }


def interpretation(results: dict[str, Any]) -> str:
    out: list[str] = []
    runs = {(r["config"], r["language"]): r for r in results.get("runs", []) if "error" not in r}
    for lang in LANGUAGES:
        real, silent, uni = (
            runs.get(("real", lang)),
            runs.get(("silent", lang)),
            runs.get(("unicode", lang)),
        )
        if real and silent:
            interrupt = real["by_priority"].get("interrupt")
            out.append(
                f"- {lang}: at a player's pace an event reaches speech-dispatcher and the braille "
                f"display in {fmt_us(real['latency']['p50_us'])} (p50; p99 "
                f"{fmt_us(real['latency']['p99_us'])}). The pipeline alone (narrator, history, "
                f"filter, printed line, silent outputs) takes {fmt_us(silent['latency']['p50_us'])}"
                + (
                    f", {fmt_us(uni['latency']['p50_us'])} with the braille translation"
                    if uni
                    else ""
                )
                + ". `show()` (liblouis and BrlAPI `writeDots`) takes "
                f"{fmt_us(real['show_call']['p50_us'])}; `speak()` "
                f"{fmt_us(real['speak_call']['p50_us'])}"
                + (
                    f", but {fmt_us(interrupt['p50_us'])} (p99 {fmt_us(interrupt['p99_us'])}) for "
                    "an interrupting message: its `CANCEL self` is answered only once the speech "
                    "module has stopped, and the caller waits for that answer."
                    if interrupt
                    else "."
                )
            )
    if runs:
        worst_run = max(runs.values(), key=lambda r: r["latency"]["max_us"])
        worst = worst_run["latency"]["max_us"]
        text = f"- The slowest event of all runs took {fmt_us(worst)} ({_run_label(worst_run)})"
        if worst < 50_000:
            text += (
                ": below what a player would notice; the time until speech is heard is set by the "
                "speech server and the audio device more than by the pipeline."
            )
        else:
            speak_max = worst_run["speak_call"]["max_us"] if worst_run.get("speak_call") else 0
            show_max = worst_run["show_call"]["max_us"] if worst_run.get("show_call") else 0
            text += (
                f". In that run the longest `speak()` took {fmt_us(speak_max)} and the longest "
                f"`show()` {fmt_us(show_max)}. Both run on the game's thread: `speak()` waits for "
                "speech-dispatcher's answer to each SSIP command, `show()` translates and writes "
                "to BrlAPI, so the game and the next message wait whenever either is held up. Such "
                "stalls are rare (see p99) and come with the speech synthesis running at the same "
                "time on this 2-CPU machine."
            )
        out.append(text)
    sd = results.get("speechd") or {}
    idle = sd.get("idle")
    if idle:
        low, high = results["reference"]["speechd_begin_ms"]
        p50 = round(idle["p50_ms"], 1)
        text = (
            f"- speech-dispatcher begins a message {fmt_ms(idle['p50_ms'])} after `speak()` on an "
            f"idle server (p99 {fmt_ms(idle['p99_ms'])}): "
            + ("within" if low <= p50 <= high else "below" if p50 < low else "above")
            + f" the stack notes' {low}–{high} ms."
        )
        cut = sd.get("interrupting")
        if cut:
            text += (
                f" Interrupting a message being said takes longer: {fmt_ms(cut['p50_ms'])} "
                f"(p99 {fmt_ms(cut['p99_ms'])}) until the new message begins."
            )
        out.append(text)
    for row in results.get("translation", []):
        u, lab = row.get("utterances"), row.get("labels")
        if u and lab:
            ratio = lab["cold"]["per_s"] / row["reference_per_s"]
            out.append(
                f"- `{row['table']}` translates {lab['cold']['per_s']:,.0f} card names per second "
                f"with a cold cache ({ratio:.1f}× the reference {row['reference_per_s']:,}/s for "
                f"short labels; liblouis alone {lab['liblouis']['per_s']:,.0f}/s) and "
                f"{u['cold']['per_s']:,.0f} whole game messages (braille forms, "
                f"{u['mean_chars']:.0f} characters on average); a cached message costs "
                f"{fmt_us(u['warm']['p50_us'])}."
            )
    bursts = results.get("bursts") or {}
    if bursts:
        total_q = sum(b["queued_total"] for b in bursts.values())
        total_c = sum(b["cancelled_total"] for b in bursts.values())
        if total_q:
            sentence = (
                f"- {total_c:,} of {total_q:,} queued messages ({total_c / total_q:.0%}) are "
                f"followed, in the same burst and within {results['cut_window_ms']:.0f} ms, by an "
                'interrupting message ("Your turn." '
                "after the bots' moves), which cancels them before or while they are said"
            )
            outcomes = (sd.get("real") or {}).get("outcomes_by_category", {})
            others = outcomes.get("others", {})
            if others:
                heard = others.get("said to the end", 0)
                sentence += (
                    f"; of the other players' moves, speech-dispatcher said {heard:,} of "
                    f"{sum(others.values()):,} to the end"
                )
            out.append(
                sentence + '. The player hears "Your turn." and has to read what the others did '
                "in the history."
            )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer matches and samples")
    parser.add_argument("--json", type=Path, help="write the results to this file")
    args = parser.parse_args(argv)
    results = run(quick=args.quick)
    print_summary(results)
    if args.json:
        args.json.write_text(
            json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
