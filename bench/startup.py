#!/usr/bin/env python3
"""Benchmark: start-up time of the real program, from spawning the console
script in a terminal until it sends its first words to speech.

A private speech-dispatcher is started as the end-to-end tests start it
(``tests/fixtures/speechd.py``: espeak-ng, audio written to a file, every
SSIP exchange in a protocol log with a timestamp per entry). Each command is
the installed ``accessible-games`` console script with some arguments, run
in a real terminal (a private tmux server, ``tests/fixtures/tmux.py``, 100x30)
with ``SPEECHD_ADDRESS`` pointing at the private server, an empty settings
folder, ``TERM=xterm-256color`` and ``LANG=C.UTF-8``.

Per run, from the wall-clock time just before tmux is asked to start the
command (the tmux server starts with it; its round trip is reported
separately):

- *connect*: the first SSIP command of the new client in the server's log;
- *first SPEAK*: the client's first ``SPEAK`` in the server's log (the
  main figure: the first words are on their way to the synthesiser);
- *speech begins*: the server's ``701 BEGIN`` for that message (audio starts);
- *first text*: the first non-blank screen, polled every 50 ms (coarse; a
  run goes on until both speech has begun and text is on the screen, or
  3 s after the first SPEAK).

The server's timestamps are used (same machine, same wall clock); if they
are missing or implausible, the time the benchmark's poll (every 5 ms) saw
the entry. A command that does not speak within the timeout is reported as
"no speech within N s" (or how it ended), never as a crash; after two runs
in a row without speech it is not run again. Every command gets one
unmeasured warm-up run first (byte-code caches, disk cache).

Reference figures, side by side: the interpreter's own start and exit
(``python -c pass``), ``import textual`` and ``import
accessible_games.ui.tui.app``, each as a whole process and as the import
alone (timed inside the process); the stack notes say ``import textual``
~0.19 s and a whole Textual start and exit ~0.3 s.

The server and every terminal are always stopped, also on errors and Ctrl-C.

Usage: python bench/startup.py [--quick] [--runs N] [--timeout S]
                               [--command 'LABEL=ARGS' ...] [--json FILE]
"""

from __future__ import annotations

import argparse
import codecs
import datetime as dt
import json
import os
import re
import shlex
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

BENCH = ROOT / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

# one parser of speech-dispatcher's protocol log, with its timestamps
from announce_latency import _ENTRY, log_time  # noqa: E402 - must follow the sys.path set-up

from tests.fixtures.tmux import TmuxTerminal, default_environment  # noqa: E402 - must follow the sys.path set-up

#: the stack notes' figures (/work/shared/STACK.md, "Textual")
REFERENCE = {"import_textual_s": 0.19, "textual_start_exit_s": 0.3}

#: (key, label, arguments of the console script)
COMMANDS: list[tuple[str, str, list[str]]] = [
    (
        "plain",
        "plain mode (`play logomachy --plain`)",
        ["play", "logomachy", "--plain", "--seed", "1", "--speech", "speechd", "--braille", "none"],
    ),
    ("bare", "bare command (`accessible-games --speech speechd`)", ["--speech", "speechd"]),
]

#: (key, label, module or None for the bare interpreter)
IMPORTS: list[tuple[str, str, str | None]] = [
    ("python", "`python -c pass` (interpreter start and exit)", None),
    ("textual", "`import textual`", "textual"),
    ("tui", "`import accessible_games.ui.tui.app`", "accessible_games.ui.tui.app"),
]

RUNS, QUICK_RUNS = 5, 2
TIMEOUT_S = 10.0
BEGIN_WAIT_S = 3.0  # after the first SPEAK, how long to wait for 701 BEGIN
LOG_POLL_S = 0.005
SCREEN_POLL_S = 0.05
WIDTH, HEIGHT = 100, 30


# --- the protocol log, from an offset on --------------------------------------------


@dataclass
class Seen:
    """When something was in the log: the server's stamp and our poll's time."""

    server: float | None
    poll: float


class LogWatch:
    """Reads the server's protocol log as it grows, from ``offset`` on (the
    entries before belong to earlier runs), and notes the new client's first
    command, first SPEAK, its message id and its 701 BEGIN."""

    def __init__(self, path: Path, offset: int) -> None:
        self.path, self.offset = path, offset
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.buffer = ""
        self.connect: Seen | None = None
        self.speak: Seen | None = None
        self.begin: Seen | None = None
        self.fd: int | None = None
        self.text: list[str] | None = None  # the first message's lines while it arrives
        self.first_text: str | None = None
        self.msg_id: int | None = None
        self.stamped = False

    def poll(self) -> None:
        try:
            with open(self.path, "rb") as log:
                log.seek(self.offset)
                data = log.read()
        except FileNotFoundError:
            return
        if not data:
            return
        now = time.time()
        self.offset += len(data)
        self.buffer += self.decoder.decode(data)
        last = 0
        for entry in _ENTRY.finditer(self.buffer):
            last = entry.end()
            self._entry(entry, now)
        self.buffer = self.buffer[last:]

    def _entry(self, entry: re.Match, now: float) -> None:
        stamp = log_time(entry["stamp"])
        self.stamped = self.stamped or stamp is not None
        fd = int(entry["fd"])
        payload = entry["payload"].replace("\r", "")
        if entry["kind"] == "DATA":
            if self.fd is None:  # the first client to talk after the offset is the program
                self.fd = fd
                self.connect = Seen(stamp, now)
            if fd != self.fd:
                return
            if self.text is not None and self.first_text is None:
                if payload == ".":
                    self.first_text = "\n".join(self.text)
                else:
                    self.text.append(payload[1:] if payload.startswith("..") else payload)
            elif self.speak is None and payload.strip().upper() == "SPEAK":
                self.speak = Seen(stamp, now)
                self.text = []
            return
        if fd != self.fd:
            return
        first = payload.split("\n")[0]
        code = first[:3]
        if code == "225" and self.first_text is not None and self.msg_id is None:
            try:
                self.msg_id = int(first[4:])
            except ValueError:
                pass
        elif code == "701" and self.begin is None and self.msg_id is not None:
            if first[4:].strip() == str(self.msg_id):
                self.begin = Seen(stamp, now)


# --- one run --------------------------------------------------------------------------


@dataclass
class Run:
    outcome: str  # "spoke", "no speech", "exited", "error"
    note: str = ""
    tmux_start_s: float | None = None  # tmux new-session round trip (server start included)
    connect_s: float | None = None
    speak_s: float | None = None
    speak_poll_s: float | None = None
    begin_s: float | None = None
    first_text_s: float | None = None
    clock: str = ""  # "server" or "poll"
    exit_status: int | None = None
    first_message: str | None = None
    warm_up: bool = False


def _since(seen: Seen | None, spawn: float, use_server: bool) -> float | None:
    if seen is None:
        return None
    return (seen.server if use_server and seen.server is not None else seen.poll) - spawn


def _last_words(screen: str) -> str:
    lines = [line.strip() for line in screen.splitlines() if line.strip()]
    return lines[-1][:160] if lines else "(blank screen)"


def measure_once(
    command: list[str], env: dict[str, str | None], server, timeout: float, warm_up: bool = False
) -> Run:
    """Spawn ``command`` in a fresh terminal and watch the server's log
    until the program's first message begins to be spoken, the program
    ends or ``timeout`` passes."""
    watch = LogWatch(server.protocol_log, _size(server.protocol_log))
    term: TmuxTerminal | None = None
    spawn = time.time()
    try:
        try:
            term = TmuxTerminal(command, env=env, width=WIDTH, height=HEIGHT, cwd=ROOT)
        except Exception as exc:
            return Run("error", f"the terminal did not start: {exc}", warm_up=warm_up)
        tmux_start = time.time() - spawn
        deadline = spawn + timeout
        first_text: float | None = None
        next_screen = next_status = 0.0
        status: int | None = None
        ended_at: float | None = None
        while True:
            watch.poll()
            now = time.time()
            waited = watch.speak is not None and now - watch.speak.poll > BEGIN_WAIT_S
            if (watch.begin is not None or waited) and (first_text is not None or waited):
                break
            if first_text is None and now >= next_screen:
                next_screen = now + SCREEN_POLL_S
                if term.capture().strip():
                    first_text = time.time()
            if status is None and now >= next_status:
                next_status = now + 0.1
                status = term.exit_status()
                if status is not None:
                    ended_at = now
            if ended_at is not None and now - ended_at > 0.3:  # a last look at the log
                break
            if now >= deadline and watch.speak is None:
                break
            time.sleep(LOG_POLL_S)
        screen = term.capture(join_wrapped=True)
        if first_text is None and screen.strip():
            first_text = time.time()
        use_server = False
        if watch.speak is not None and watch.speak.server is not None:
            delta = watch.speak.server - spawn
            use_server = 0 <= delta <= watch.speak.poll - spawn + 0.05
        run = Run(
            outcome="spoke" if watch.speak is not None else "no speech",
            tmux_start_s=tmux_start,
            connect_s=_since(watch.connect, spawn, use_server),
            speak_s=_since(watch.speak, spawn, use_server),
            speak_poll_s=_since(watch.speak, spawn, False),
            begin_s=_since(watch.begin, spawn, use_server),
            first_text_s=None if first_text is None else first_text - spawn,
            clock="server" if use_server else "poll",
            exit_status=status,
            first_message=watch.first_text,
            warm_up=warm_up,
        )
        if watch.speak is None:
            if status is not None:
                run.outcome = "exited"
                run.note = f"exited with status {status} without speaking: {_last_words(screen)}"
            elif watch.connect is not None:
                run.note = f"connected, but no speech within {timeout:g} s"
            else:
                run.note = f"no speech within {timeout:g} s"
        elif watch.begin is None:
            run.note = f"speech did not begin within {BEGIN_WAIT_S:g} s of the first SPEAK"
        return run
    finally:
        if term is not None:
            term.close()
        quiet(server)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except FileNotFoundError:
        return 0


def quiet(server, settle: float = 0.15, limit: float = 2.0) -> None:
    """Cancel whatever the last run left being said and wait until the
    audio file stops growing, so each run starts on an idle server."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(2.0)
            sock.connect(str(server.socket_path))
            for line in ("SET self CLIENT_NAME bench:startup:quiet", "CANCEL all", "QUIT"):
                sock.sendall(line.encode() + b"\r\n")
                sock.recv(4096)
    except OSError:
        pass
    deadline = time.monotonic() + limit
    size, stable_since = server.audio_size(), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.03)
        now_size = server.audio_size()
        if now_size != size:
            size, stable_since = now_size, time.monotonic()
        elif time.monotonic() - stable_since >= settle:
            return


# --- statistics -------------------------------------------------------------------------


def describe(values: list[float]) -> dict[str, float] | None:
    if not values:
        return None
    values = sorted(values)
    return {
        "n": len(values),
        "p50_s": statistics.median(values),
        "min_s": values[0],
        "max_s": values[-1],
        "mean_s": statistics.fmean(values),
    }


def summarise(runs: list[Run]) -> dict[str, Any]:
    measured = [r for r in runs if not r.warm_up]

    def values(name: str) -> list[float]:
        return [getattr(r, name) for r in measured if getattr(r, name) is not None]

    return {
        "runs": len(measured),
        "spoke": sum(r.outcome == "spoke" for r in measured),
        "tmux_start": describe(values("tmux_start_s")),
        "connect": describe(values("connect_s")),
        "speak": describe(values("speak_s")),
        "speak_poll": describe(values("speak_poll_s")),
        "begin": describe(values("begin_s")),
        "first_text": describe(values("first_text_s")),
        "clocks": sorted({r.clock for r in measured if r.outcome == "spoke"}),
    }


# --- reference imports -----------------------------------------------------------------


def interpreter_of(script: Path) -> str:
    """The interpreter of the console script (its #! line), else this one."""
    try:
        with open(script, "rb") as f:
            first = f.readline().decode("utf-8", "replace").strip()
        if first.startswith("#!"):
            candidate = first[2:].strip().split()[0]
            if os.access(candidate, os.X_OK):
                return candidate
    except (OSError, IndexError):
        pass
    return sys.executable


def measure_import(python: str, module: str | None, runs: int) -> dict[str, Any]:
    """Whole process (spawn to exit) and, for a module, the import alone as
    timed inside the process; one unmeasured warm-up run first."""
    if module is None:
        code = "pass"
    else:
        code = (
            f"import time; t = time.perf_counter(); import {module}; print(time.perf_counter() - t)"
        )
    process: list[float] = []
    inside: list[float] = []
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPROFILEIMPORTTIME",)}
    for index in range(runs + 1):
        start = time.perf_counter()
        done = subprocess.run(
            [python, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60
        )
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            lines = [ln for ln in done.stderr.strip().splitlines() if ln.strip()]
            return {"error": lines[-1] if lines else f"exit status {done.returncode}"}
        if index == 0:
            continue  # warm-up
        process.append(elapsed)
        if module is not None:
            try:
                inside.append(float(done.stdout.strip().splitlines()[-1]))
            except (ValueError, IndexError):
                pass
    return {"process": describe(process), "import": describe(inside) if module else None}


# --- the whole benchmark ----------------------------------------------------------------


def console_script() -> Path:
    for folder in (Path(sys.executable).parent, ROOT / ".venv" / "bin"):
        script = folder / "accessible-games"
        if script.exists():
            return script
    found = shutil.which("accessible-games")
    if found:
        return Path(found)
    raise RuntimeError("the accessible-games console script is not installed (make setup)")


def run(
    quick: bool = False,
    runs: int | None = None,
    timeout: float = TIMEOUT_S,
    commands: list[tuple[str, str, list[str]]] | None = None,
    log: Callable[[str], None] = lambda text: None,
) -> dict[str, Any]:
    """Measure; the results as a JSON-able dict. Never leaves a server or a
    terminal behind."""
    from tests.fixtures.speechd import start_speechd

    started = time.perf_counter()
    runs = runs or (QUICK_RUNS if quick else RUNS)
    commands = commands if commands is not None else COMMANDS
    script = console_script()
    python = interpreter_of(script)
    results: dict[str, Any] = {
        "date": dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat(),
        "settings": {
            "quick": quick,
            "runs": runs,
            "timeout_s": timeout,
            "width": WIDTH,
            "height": HEIGHT,
        },
        "script": str(script),
        "python": python,
        "reference": REFERENCE,
        "commands": [],
        "imports": [],
    }
    workdir = Path(tempfile.mkdtemp(prefix="ag-bench-startup-"))
    server = None
    try:
        log("startup: starting a private speech-dispatcher ...")
        t0 = time.perf_counter()
        try:
            server = start_speechd(workdir / "speechd")
            results["speechd"] = {"started": True, "start_s": time.perf_counter() - t0}
        except BaseException as exc:  # pytest.fail raises a BaseException
            if isinstance(exc, KeyboardInterrupt):
                raise
            text = str(exc).strip().splitlines()
            results["speechd"] = {
                "started": False,
                "error": f"{type(exc).__name__}: {text[0] if text else ''}".rstrip(": "),
            }
        settings_dir = workdir / "settings"
        settings_dir.mkdir()
        env = default_environment(settings_dir)
        for key, label, args in commands:
            entry: dict[str, Any] = {"key": key, "label": label, "args": args}
            results["commands"].append(entry)
            if server is None:
                entry["error"] = "speech-dispatcher did not start: " + results["speechd"]["error"]
                continue
            env_run = {**env, "SPEECHD_ADDRESS": server.address}
            done: list[Run] = []
            silent_in_a_row = 0
            for index in range(runs + 1):
                warm = index == 0
                log(f"startup: {label}, {'warm-up' if warm else f'run {index}/{runs}'} ...")
                one = measure_once([str(script), *args], env_run, server, timeout, warm_up=warm)
                done.append(one)
                silent_in_a_row = 0 if one.outcome == "spoke" else silent_in_a_row + 1
                if silent_in_a_row >= 2:
                    entry["stopped_early"] = (
                        f"no speech in {silent_in_a_row} runs in a row: not run again"
                    )
                    break
            entry.update(summarise(done))
            entry["samples"] = [asdict(r) for r in done]
            entry["note"] = _command_note(done)
    finally:
        if server is not None:
            server.close()
        shutil.rmtree(workdir, ignore_errors=True)
    for key, label, module in IMPORTS:
        log(f"startup: {label} ...")
        results["imports"].append(
            {"key": key, "label": label, "module": module, **measure_import(python, module, runs)}
        )
    results["seconds"] = time.perf_counter() - started
    return results


def _command_note(runs: list[Run]) -> str:
    """How the runs that did not speak ended, in a few words."""
    notes: list[str] = []
    for r in runs:
        if r.outcome != "spoke" and r.note and r.note not in notes:
            notes.append(r.note)
    return "; ".join(notes)


# --- report ----------------------------------------------------------------------------


def fmt_s(value: float | None) -> str:
    if value is None:
        return "–"
    return f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s"


def spread(d: dict[str, float] | None) -> str:
    if not d:
        return "–"
    return f"{fmt_s(d['p50_s'])} ({fmt_s(d['min_s'])}–{fmt_s(d['max_s'])})"


def command_rows(results: dict[str, Any]) -> list[list[str]]:
    rows = []
    for c in results["commands"]:
        if "error" in c:
            rows.append([c["label"], "–", "–", "–", "–", "–", c["error"]])
            continue
        note = c.get("note", "")
        if c.get("stopped_early"):
            note = f"{note} ({c['stopped_early']})" if note else c["stopped_early"]
        rows.append(
            [
                c["label"],
                f"{c['spoke']} of {c['runs']}",
                spread(c.get("speak")),
                spread(c.get("begin")),
                spread(c.get("connect")),
                spread(c.get("first_text")),
                note,
            ]
        )
    return rows


def import_rows(results: dict[str, Any]) -> list[list[str]]:
    rows = []
    for i in results["imports"]:
        if "error" in i:
            rows.append([i["label"], "–", "–", f"failed: {i['error']}"])
            continue
        rows.append(
            [
                i["label"],
                spread(i.get("process")),
                spread(i.get("import")) if i.get("import") else "–",
                "",
            ]
        )
    return rows


def first_words(results: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(key, label, the first message sent to speech) of each command that spoke."""
    out = []
    for c in results["commands"]:
        for sample in c.get("samples", []):
            if sample.get("first_message"):
                text = " ".join(sample["first_message"].split())
                out.append((c["key"], c["label"], text[:117] + "..." if len(text) > 120 else text))
                break
    return out


def print_summary(results: dict[str, Any]) -> None:
    s = results["settings"]
    print()
    sd = results.get("speechd", {})
    print(
        f"start-up to the first spoken word ({s['runs']} runs per command after a warm-up; "
        f"p50 (min–max), from spawning the command in tmux; speech-dispatcher "
        + (
            f"started in {sd['start_s']:.2f} s)"
            if sd.get("started")
            else f"did not start: {sd.get('error')})"
        )
    )
    header = ["command", "spoke", "first SPEAK", "speech begins", "connect", "first text", "note"]
    rows = command_rows(results)
    widths = [
        max(len(header[i]), *(len(r[i]) for r in rows)) if rows else len(header[i])
        for i in range(6)
    ]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=False)) + "  " + header[6])
    for r in rows:
        print("  ".join(v.ljust(w) for v, w in zip(r, widths, strict=False)) + "  " + r[6])
    tmux = [c["tmux_start"] for c in results["commands"] if c.get("tmux_start")]
    if tmux:
        print(
            f"(of which the tmux new-session round trip, server start included: "
            f"{spread(tmux[0])}; 'first text' is polled every {SCREEN_POLL_S * 1000:.0f} ms)"
        )
    for key, _label, text in first_words(results):
        print(f"first words of {key}: {text!r}")
    print()
    header = ["reference", "whole process", "import alone"]
    rows = import_rows(results)
    widths = [max(len(header[i]), *(len(r[i]) for r in rows)) for i in range(3)]
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
    for r in rows:
        print(
            "  ".join(v.ljust(w) for v, w in zip(r[:3], widths, strict=True))
            + (f"  {r[3]}" if r[3] else "")
        )
    ref = results["reference"]
    print(
        f"(stack notes: import textual ~{ref['import_textual_s']:.2f} s, a Textual start and exit "
        f"~{ref['textual_start_exit_s']:.1f} s)"
    )
    print(f"startup benchmark: {results['seconds']:.0f} s")


def md_table(header: list[str], rows: list[list[str]], align: str) -> str:
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join(":---" if a == "l" else "---:" for a in align) + "|",
    ]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def doc_values(results: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's start-up placeholders."""
    if results is None or "error" in results:
        text = (
            "Not measured in this run (`--no-startup`)."
            if results is None
            else f"Not measured: the benchmark failed ({results['error']})."
        )
        return {
            "startup_note": text,
            "startup_table": text,
            "startup_imports_table": "",
            "startup_interpretation": "- " + text,
        }
    s = results["settings"]
    sd = results.get("speechd", {})
    note = (
        f"{s['runs']} runs per command after one warm-up run, at most {s['timeout_s']:g} s each; "
        + (
            f"speech-dispatcher started in {sd['start_s']:.1f} s"
            if sd.get("started")
            else f"**speech-dispatcher did not start** ({sd.get('error')})"
        )
        + f"; the start-up part took {results['seconds']:.0f} s"
    )
    table = md_table(
        [
            "command",
            "spoke",
            "first SPEAK",
            "speech begins (701 BEGIN)",
            "connected",
            "first text on screen",
            "note",
        ],
        command_rows(results),
        "lrrrrrl",
    )
    tmux = next((c["tmux_start"] for c in results["commands"] if c.get("tmux_start")), None)
    if tmux:
        table += (
            "\n\nThe tmux `new-session` round trip (a fresh tmux server included), which every "
            f"figure above contains: {spread(tmux)}."
        )
    words = first_words(results)
    if words:
        table += "\n\nThe first message each command sent to speech:\n\n" + "\n".join(
            f'- {label}: "{text}"' for _key, label, text in words
        )
    imports = md_table(
        ["reference", "whole process", "import alone"],
        [[r[0], r[1], r[2] if not r[3] else r[3]] for r in import_rows(results)],
        "lrr",
    )
    ref = results["reference"]
    imports += (
        f"\n\nStack notes: `import textual` ~{ref['import_textual_s']:.2f} s, a whole Textual "
        f"start and exit ~{ref['textual_start_exit_s']:.1f} s."
    )
    return {
        "startup_note": note,
        "startup_table": table,
        "startup_imports_table": imports,
        "startup_interpretation": interpretation(results),
    }


def interpretation(results: dict[str, Any]) -> str:
    out: list[str] = []
    imports = {i["key"]: i for i in results["imports"] if "error" not in i}
    python = (imports.get("python") or {}).get("process")
    for c in results["commands"]:
        if "error" in c:
            out.append(f"- {c['label']}: not measured ({c['error']}).")
            continue
        speak = c.get("speak")
        if not speak:
            out.append(f"- {c['label']}: no speech measured ({c.get('note') or 'no run spoke'}).")
            continue
        text = (
            f"- {c['label']}: the first words reach speech-dispatcher "
            f"{fmt_s(speak['p50_s'])} after the spawn"
        )
        if c.get("begin"):
            text += f" and the synthesised audio starts at {fmt_s(c['begin']['p50_s'])}"
        if python:
            text += (
                f". The interpreter alone takes {fmt_s(python['p50_s'])} to start and exit, so "
                f"about {fmt_s(max(0.0, speak['p50_s'] - python['p50_s']))} are the program's own "
                "imports and set-up"
            )
        out.append(text + ".")
    textual = imports.get("textual")
    if textual and textual.get("import"):
        ref = results["reference"]["import_textual_s"]
        out.append(
            f"- `import textual` takes {fmt_s(textual['import']['p50_s'])} here "
            f"(stack notes ~{ref:.2f} s)"
            + (
                "; importing the full-screen app module takes "
                f"{fmt_s(imports['tui']['import']['p50_s'])}, a floor for the full-screen app's "
                "first word"
                if imports.get("tui") and imports["tui"].get("import")
                else ""
            )
            + "."
        )
    return "\n".join(out)


def parse_command(text: str) -> tuple[str, str, list[str]]:
    """'LABEL=ARGS' (ARGS: the console script's arguments, shell words)."""
    label, sep, rest = text.partition("=")
    if not sep or not label.strip():
        raise argparse.ArgumentTypeError(f"expected LABEL=ARGS, not {text!r}")
    words = shlex.split(rest)
    if words and Path(words[0]).name == "accessible-games":
        words = words[1:]
    key = re.sub(r"\W+", "_", label.strip().lower()).strip("_") or "command"
    return key, label.strip(), words


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick", action="store_true", help=f"{QUICK_RUNS} runs per command instead of {RUNS}"
    )
    parser.add_argument("--runs", type=int, help="runs per command (after one warm-up run)")
    parser.add_argument(
        "--timeout",
        type=float,
        default=TIMEOUT_S,
        help=f"seconds to wait for the first speech (default {TIMEOUT_S:g})",
    )
    parser.add_argument(
        "--command",
        action="append",
        type=parse_command,
        metavar="LABEL=ARGS",
        help="a command to measure instead of the default ones, e.g. "
        "'menu=--lang en' (the console script's arguments; repeatable)",
    )
    parser.add_argument("--json", type=Path, help="write the results to this file")
    args = parser.parse_args(argv)
    results = run(
        quick=args.quick,
        runs=args.runs,
        timeout=args.timeout,
        commands=args.command,
        log=lambda text: print(text, flush=True),
    )
    print_summary(results)
    if args.json:
        args.json.write_text(
            json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
