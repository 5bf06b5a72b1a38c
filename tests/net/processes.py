"""Real processes for the network tests: a game server on a free loopback
port with its store in a temporary folder, and plain-mode clients whose
lines are written to their standard input and whose output is read back."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"HOME": str(home), "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
                "ACCESSIBLE_GAMES_DATA_DIR": str(home / "data"), "ACCESSIBLE_GAMES_CONFIG_DIR": str(home / "config"),
                "ACCESSIBLE_GAMES_SOUND_BACKEND": "null", "LANG": "C.UTF-8", "PYTHONUNBUFFERED": "1"})
    return env


class Lines:
    """A process's output lines, read on a thread, waited for by pattern."""

    def __init__(self, stream) -> None:
        self.lines: list[str] = []
        self.queue: queue.Queue[str | None] = queue.Queue()
        self.thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.thread.start()
        self.seen = 0

    def _read(self, stream) -> None:
        for raw in stream:
            self.queue.put(raw.rstrip("\n"))
        self.queue.put(None)

    def wait_for(self, pattern: str, seconds: float = 30.0) -> re.Match[str]:
        """The first line from the last one matched on that matches ``pattern``."""
        wanted = re.compile(pattern)
        deadline = time.monotonic() + seconds
        while True:
            while self.seen < len(self.lines):
                line = self.lines[self.seen]
                self.seen += 1
                found = wanted.search(line)
                if found:
                    return found
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no line matching {pattern!r}; the last lines:\n" + "\n".join(self.lines[-30:]))
            try:
                line = self.queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                if self.seen >= len(self.lines):
                    raise AssertionError(f"ended without {pattern!r}; the last lines:\n" + "\n".join(self.lines[-30:]))
                continue
            self.lines.append(line)

    def drain(self) -> None:
        while True:
            try:
                line = self.queue.get_nowait()
            except queue.Empty:
                return
            if line is not None:
                self.lines.append(line)


class Server:
    def __init__(self, data: Path, grace: int = 60, port: int = 0) -> None:
        self.data = data
        self.grace = grace
        self.port = port
        self.process: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self) -> "Server":
        self.process = subprocess.Popen(
            [sys.executable, "-m", "accessible_games", "serve", "--port", str(self.port), "--data", str(self.data),
             "--grace", str(self.grace)],
            cwd=ROOT, env=_env(self.data / "home"), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.out = Lines(self.process.stdout)
        port = self.out.wait_for(r"serving on ws://127\.0\.0\.1:(\d+)", 30).group(1)
        self.url = f"ws://127.0.0.1:{port}"
        return self

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()


class PlainClient:
    def __init__(self, url: str, name: str, home: Path, lang: str = "en") -> None:
        home.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "accessible_games", "--lang", lang, "connect", url, "--name", name, "--plain",
             "--no-speech", "--braille", "none"],
            cwd=ROOT, env=_env(home), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True)
        self.out = Lines(self.process.stdout)

    def send(self, *lines: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write("".join(f"{line}\n" for line in lines))
        self.process.stdin.flush()

    def end(self, seconds: float = 60) -> int:
        if self.process.stdin is not None and not self.process.stdin.closed:
            try:
                self.process.stdin.close()
            except BrokenPipeError:
                pass
        try:
            return self.process.wait(seconds)
        finally:
            self.out.thread.join(5)
            self.out.drain()

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)

