"""Real processes for the network tests: a game server on a free loopback
port with its store in a temporary folder, and plain-mode clients whose
lines are written to their standard input and whose output is read back.
A client runs the program of the source folder, or another installation of
it (``program``: e.g. the console script of a virtual environment)."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from tests.fixtures.slow_mark import slow_factor

ROOT = Path(__file__).resolve().parents[2]
#: the program of the source folder, run by the Python that runs the tests
SOURCE = (sys.executable, "-m", "accessible_games")
#: no own speech and no braille display: the tests read the printed lines
QUIET = ("--no-speech", "--braille", "none")


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        {
            "HOME": str(home),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "ACCESSIBLE_GAMES_DATA_DIR": str(home / "data"),
            "ACCESSIBLE_GAMES_CONFIG_DIR": str(home / "config"),
            "ACCESSIBLE_GAMES_SOUND_BACKEND": "null",
            "LANG": "C.UTF-8",
            "PYTHONUNBUFFERED": "1",
        }
    )
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
        deadline = time.monotonic() + seconds * slow_factor()
        while True:
            while self.seen < len(self.lines):
                line = self.lines[self.seen]
                self.seen += 1
                found = wanted.search(line)
                if found:
                    return found
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(
                    f"no line matching {pattern!r}; the last lines:\n" + "\n".join(self.lines[-30:])
                )
            try:
                line = self.queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                if self.seen >= len(self.lines):
                    raise AssertionError(
                        f"ended without {pattern!r}; the last lines:\n"
                        + "\n".join(self.lines[-30:])
                    )
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
    #: the tests' scripted clients play far faster than people: the server
    #: lets them (``--rate``), and they pace themselves to what it says
    RATE = 200

    def __init__(
        self, data: Path, grace: int = 60, port: int = 0, rate: int = RATE, args: Sequence[str] = ()
    ) -> None:
        """``args``: more options of ``serve`` (e.g. ``--tls self-signed``:
        the server then serves ``wss://`` and :attr:`url` says so)."""
        self.data = data
        self.grace = grace
        self.port = port
        self.rate = rate
        self.args = tuple(args)
        self.process: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self) -> Server:
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "accessible_games",
                "serve",
                "--port",
                str(self.port),
                "--data",
                str(self.data),
                "--grace",
                str(self.grace),
                "--rate",
                str(self.rate),
                *self.args,
            ],
            cwd=ROOT,
            env=_env(self.data / "home"),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.out = Lines(self.process.stdout)
        found = self.out.wait_for(r"serving on (wss?)://127\.0\.0\.1:(\d+)", 30)
        self.url = f"{found.group(1)}://127.0.0.1:{found.group(2)}"
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
    def __init__(
        self,
        url: str,
        name: str,
        home: Path,
        lang: str = "en",
        program: Sequence[str] | None = None,
        outputs: Sequence[str] = QUIET,
        args: Sequence[str] = (),
        environment: dict[str, str] | None = None,
    ) -> None:
        """``program``: the command that starts another installation of the
        program; it runs in ``home``, away from the source folder, and without
        PYTHONPATH, so it sees only its own modules. ``outputs``: the speech
        and braille options (none: the settings' defaults, "auto"). ``args``:
        more options of ``connect``; ``environment``: more variables (e.g.
        SSL_CERT_FILE, the certificate authorities the client trusts)."""
        home.mkdir(parents=True, exist_ok=True)
        env = _env(home)
        env.update(environment or {})
        if program is None:
            command, cwd = list(SOURCE), ROOT
        else:
            command, cwd = list(program), home
            env.pop("PYTHONPATH", None)
        self.process = subprocess.Popen(
            [*command, "--lang", lang, "connect", url, "--name", name, "--plain", *outputs, *args],
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
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


class Cable:
    """A TCP forwarder on loopback between clients and the server: the
    tests cut it (every connection through it closed at once, as when a
    network goes away, or only the clients' side of it, silently) and block
    it for a while (new connections refused)."""

    def __init__(self, target_port: int) -> None:
        import socket

        self.target = target_port
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.port = self.listener.getsockname()[1]
        self.url = f"ws://127.0.0.1:{self.port}"
        self.sockets: list = []
        self.blocked_until = 0.0
        #: the server's ends of silently cut connections: kept open, unread
        self.held: set = set()
        self.lock = threading.Lock()
        self.closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        import socket

        while not self.closed:
            try:
                inside, _ = self.listener.accept()
            except OSError:
                return
            if time.monotonic() < self.blocked_until:
                inside.close()
                continue
            try:
                outside = socket.create_connection(("127.0.0.1", self.target))
            except OSError:
                inside.close()
                continue
            with self.lock:
                self.sockets += [inside, outside]
            for a, b in ((inside, outside), (outside, inside)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, source, sink) -> None:
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                sink.sendall(data)
        except OSError:
            pass
        _hang_up(*(s for s in (source, sink) if s not in self.held))

    def cut(
        self, block_seconds: float = 0.0, silent: bool = False, until_mended: bool = False
    ) -> None:
        """Close every connection through the cable; refuse new ones for a
        while, or ``until_mended`` (until :meth:`mend`, so that a test
        waits for a state, not for time). ``silent``: only the clients'
        side is closed; the server's side stays open and unread, so the
        server notices nothing (as when a network goes away without a
        word)."""
        self.blocked_until = float("inf") if until_mended else time.monotonic() + block_seconds
        with self.lock:
            found, self.sockets = self.sockets, []
            if silent:
                self.held.update(found[1::2])  # the server's ends: kept, never read again
        _hang_up(*(found[0::2] if silent else found))

    def mend(self) -> None:
        """Accept new connections again after a cut ``until_mended``."""
        self.blocked_until = 0.0

    def close(self) -> None:
        self.closed = True
        self.cut()
        _hang_up(*self.held)
        self.listener.close()


def _hang_up(*sockets) -> None:
    """Shut each socket down, then close it. The shutdown is what sends the
    FIN at once: a close alone does not, while another thread still waits
    in recv on the same socket (the other direction's pump)."""
    import socket

    for s in sockets:
        try:
            s.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
    for s in sockets:
        try:
            s.close()
        except OSError:
            pass
