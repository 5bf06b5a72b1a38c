#!/usr/bin/env python3
"""Capacity of the game server: a swarm of simulated players on loopback.

Starts the real game server as a process of its own (``python -m
accessible_games serve --port 0 --data TMP``, as tests/net/processes.py
does) and, in another process, a swarm of clients on one asyncio loop (each
process in a session of its own, as a service runs) that
speak the real protocol (``websockets``, as the program's own client, with
its defaults): each says ``hello``; the first of a table ``create``s it, the
others ``join``, the first ``start``s it; then whoever the table waits for
picks one of the legal moves its own ``state`` message lists (seeded) and
sends it as ``act``. Each table has one move under way at a time.

- **human pace**: before each move the player thinks for a time drawn from
  the table's seeded generator (uniformly between ``--think`` seconds,
  default 1 to 5: a table makes a move every 3 s on average); the tables'
  first moves are spread over the first think time.
- **flat out**: the next move goes as soon as every seat has heard the
  last one (each client keeps to the protocol's rate limit as the
  program's client does, 90 % of it; the waits are counted).

Measured over a window after a warm-up, of the moves sent in it:

- moves per second (the players' moves; with bots, every move the table
  made as well);
- latency: from just before a move is sent until the last seat of its table
  has received the ``state`` message that shows it (p50, p90, p99, max);
- the server's CPU time per move (utime + stime of the server process from
  ``/proc/PID/stat`` over the window), and how busy that made its one
  core;
- the server's resident memory per table: RSS once every table is set up
  and started, minus RSS after one warm-up table was played, divided by
  the tables (each table with its connections);
- how long the server was ready to run but waited for a CPU (its threads'
  run-queue time from ``/proc/PID/task/*/schedstat``), and what the rest of
  the machine kept busy (``/proc/stat``), since both show in the latencies;
- the swarm's own CPU and the lag of its event loop (a timer every 100 ms),
  which the latencies include too; the swarm's garbage collector is off
  during the window (its objects frozen after the set-up);
- how many bytes per move each seat received (events and states).

The reference runs in the same run with the same swarm: ``bench/net_relay.py``,
a minimal relay on the same library that answers the same requests with the
game server's own messages, kept by the swarm during the server's window
(``--samples``), and has no game (see its docstring). Bots (``--bots``) play
seats at the server in its bot thread, off its event loop; their cost shows as the server's
CPU per players' move with and without them.

Usage:
  python bench/net_capacity.py [--tables N] [--clients-per-table C] [--bots B]
      [--game G] [--pace human|flat] [--seconds S] [--warmup S] [--think LO HI]
      [--seed N] [--no-reference] [--json FILE]
          one scenario, against the game server and then the reference
  python bench/net_capacity.py --suite [--quick] [--no-doc]
          the scenarios of ``make bench`` (bench/run.py runs them as its part
          "capacity"): writes that part of bench/results/latest.json and the
          section "The game server's capacity" of docs/performance.md
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import gc
import json
import os
import platform
import random
import shutil
import statistics
import string
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
RESULTS = BENCH / "results" / "latest.json"
TEMPLATE = BENCH / "performance_template.md"
DOC = ROOT / "docs" / "performance.md"
#: the section of the template and the page that this file can regenerate alone (--suite)
BEGIN = "<!-- capacity:begin -->"
END = "<!-- capacity:end -->"
#: the section bench/memory.py writes at the end of the page
MEMORY_BEGIN = "<!-- memory:begin"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from accessible_games.net.protocol import BURST, RATE, SERVER_BYTES, VERSION, Bucket  # noqa: E402 - must follow the sys.path set-up

#: the goal: at least this many tables at a human pace, their p99 from a move to every seat's echo
#: within this
GOAL_TABLES, GOAL_P99_MS = 1_000, 50.0
#: seconds to wait for a request's answer during set-up, and for a move's echo
ANSWER_SECONDS, ECHO_SECONDS = 60.0, 30.0
#: tables set up at once
SETUP_AT_ONCE = 8
#: the game server's messages kept for the relay: every SAMPLE_EVERY-th, up to SAMPLES of each kind
SAMPLE_EVERY, SAMPLES = 7, 400
CLK_TCK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


# --- the server's process ----------------------------------------------------------


def cpu_seconds(pid: int) -> float:
    """utime + stime of process ``pid``, from /proc."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK  # fields 14 and 15 of stat(5)


def run_delay(pid: int) -> float:
    """Seconds process ``pid``'s threads have waited on a run queue for a CPU
    (the second field of /proc/PID/task/TID/schedstat), all its threads
    together; 0 where the kernel does not keep them."""
    total = 0
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tid}/schedstat", encoding="ascii") as f:
                total += int(f.read().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return total / 1e9


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def machine_ticks() -> tuple[int, int]:
    """(busy, all) clock ticks of every CPU of the machine, from /proc/stat."""
    with open("/proc/stat", encoding="ascii") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)  # idle and iowait
    total = sum(values[:8])  # guest time is counted in user already
    return total - idle, total


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


class Process:
    """A server process (the game server or the relay) on a free loopback
    port: started, its ``serving on`` line read, its output drained."""

    def __init__(self, command: list[str], home: Path) -> None:
        self.lines: list[str] = []
        # a session of its own, as a service runs: where the kernel groups the processes of a
        # session for scheduling (autogroup), the server and the swarm then do not share one group
        self.proc = subprocess.Popen(
            command,
            cwd=ROOT,
            env=_env(home),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        self.url = ""
        found = threading.Event()

        def read() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                self.lines.append(line.rstrip("\n"))
                if not self.url and line.startswith("serving on "):
                    self.url = line.split()[2]
                    found.set()
            found.set()

        threading.Thread(target=read, daemon=True).start()
        if not found.wait(60) or not self.url:
            self.stop()
            raise RuntimeError("the server did not start: " + " | ".join(self.lines[-10:]))

    @property
    def pid(self) -> int:
        return self.proc.pid

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


# --- the swarm (its own process) ------------------------------------------------------


class Client:
    """One simulated player's connection."""

    def __init__(self, swarm: Swarm, table: SwarmTable, index: int) -> None:
        self.swarm, self.table, self.index = swarm, table, index
        self.ws: Any = None
        self.reader: asyncio.Task[None] | None = None
        self.numbers = iter(range(1, 2**31))
        self.answers: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.seat: int | None = None
        self.state: dict[str, Any] = {}
        self.act_n: int | None = None
        self.pace = Bucket(
            BURST * 0.9, RATE * 0.9
        )  # as the program's client keeps to the rate limit

    async def connect(self, url: str, name: str) -> None:
        self.ws = await connect(
            url, max_size=SERVER_BYTES, open_timeout=ANSWER_SECONDS, close_timeout=2, proxy=None
        )
        self.reader = asyncio.get_running_loop().create_task(self.read())
        welcome = await self.request("hello", version=VERSION, name=name, lang="en")
        assert welcome.get("type") in ("welcome", "done"), welcome

    async def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request and wait for its answer (``done``, or ``welcome``
        for a hello); refused requests raise."""
        n = next(self.numbers)
        answer: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.answers[n] = answer
        if kind == "hello":
            self.answers[0] = answer  # the welcome carries no number
        await self.ws.send(json.dumps({"type": kind, **fields, "n": n}, separators=(",", ":")))
        reply = await asyncio.wait_for(answer, ANSWER_SECONDS)
        if reply.get("type") == "refused":
            raise RuntimeError(f"{kind} refused: {reply.get('reason')}")
        return reply

    async def read(self) -> None:
        swarm = self.swarm
        try:
            async for raw in self.ws:
                now = time.perf_counter()
                head = raw[:16]
                if head.startswith('{"type":"event"'):
                    if swarm.counting:
                        swarm.counts["events"] += 1
                        swarm.counts["event_bytes"] += len(raw.encode())
                        swarm.sample("events", raw)
                    continue
                if head.startswith(('{"type":"tables', '{"type":"notice', '{"type":"chat')):
                    continue
                message = json.loads(raw)
                kind = message.get("type")
                if kind == "state" or kind == "table":
                    if kind == "table":
                        self.seat = message.get("seat")
                        self.table.server_id = message["table"]["id"]
                    elif swarm.counting:
                        swarm.counts["states"] += 1
                        swarm.counts["state_bytes"] += len(raw.encode())
                        swarm.sample("movers" if message.get("legal") else "states", raw)
                    self.state = message
                    self.table.heard(self, message, now)
                elif kind == "welcome":
                    found = self.answers.pop(0, None)
                    if found is not None and not found.done():
                        found.set_result(message)
                elif kind in ("done", "refused"):
                    n = message.get("n")
                    if n is not None and n == self.act_n:
                        self.act_n = None
                        if kind == "refused":
                            self.table.refused(message)
                        continue
                    found = self.answers.pop(n, None)
                    if found is not None and not found.done():
                        found.set_result(message)
        except Exception as exc:  # the connection closed: the table notices by its timeouts
            if not swarm.stopping:
                swarm.errors.append(f"client {self.table.index}.{self.index}: {exc!r}"[:300])

    async def act(self, text: str) -> None:
        while not self.pace.take():
            self.swarm.counts["rate_waits"] += 1
            await asyncio.sleep(1 / self.pace.rate)
        self.act_n = next(self.numbers)
        await self.ws.send(
            json.dumps({"type": "act", "text": text, "n": self.act_n}, separators=(",", ":"))
        )

    async def close(self) -> None:
        if self.ws is not None:
            try:
                await asyncio.wait_for(self.ws.close(), 5)
            except Exception:
                pass


class SwarmTable:
    """One table of the swarm: its clients, and its move under way."""

    def __init__(self, swarm: Swarm, index: int) -> None:
        self.swarm, self.index = swarm, index
        self.rng = random.Random(swarm.args.seed * 1_000_003 + index)
        self.clients = [Client(swarm, self, i) for i in range(swarm.args.clients_per_table)]
        self.server_id: int | None = None
        self.pending: dict[str, Any] | None = None
        self.changed = asyncio.Event()
        self.moves = 0  # the players' moves in the window
        self.restarts = 0

    async def set_up(self) -> None:
        # each client connects just before it sits down: a client in the lobby hears every
        # change of every table, which a swarm waiting there would multiply
        args = self.swarm.args
        creator = self.clients[0]
        if creator.ws is None:
            await creator.connect(self.swarm.url, f"P{self.index}_0")
        await creator.request(
            "create", game=args.game, players=args.clients_per_table + args.bots, bots=args.bots
        )
        for client in self.clients[1:]:
            if client.ws is None:
                await client.connect(self.swarm.url, f"P{self.index}_{client.index}")
            await client.request("join", table=self.server_id)
        await creator.request("start")

    def answered(self, message: dict[str, Any]) -> bool:
        """Whether ``message`` shows the table's answer to the move under
        way: any later move, or, at a table with bots (which move in the
        server's bot thread, after the player's move was sent), the position
        in which a player of the swarm is to move again (or the end)."""
        pending = self.pending
        if pending is None or message.get("moves", 0) <= pending["moves"]:
            return False
        if not self.swarm.args.bots:
            return True
        seats = {c.seat for c in self.clients}
        return bool(message.get("over")) or any(s in seats for s in message.get("waiting", ()))

    def heard(self, client: Client, message: dict[str, Any], now: float) -> None:
        pending = self.pending
        if pending is not None and self.answered(message) and client.index in pending["left"]:
            pending["left"].discard(client.index)
            if not pending["left"]:
                pending["done"].set_result(now)
        self.changed.set()

    def refused(self, message: dict[str, Any]) -> None:
        if self.pending is not None and not self.pending["done"].done():
            self.pending["done"].set_exception(
                RuntimeError(f"move refused: {message.get('reason')}")
            )

    def mover(self) -> tuple[Client, list[Any]] | None:
        for client in self.clients:
            state = client.state
            if client.seat in state.get("waiting", ()) and state.get("legal"):
                return client, state["legal"]
        return None

    async def play(self) -> None:
        swarm, args = self.swarm, self.swarm.args
        await swarm.go.wait()
        human = args.pace == "human"
        if human:
            await asyncio.sleep(self.rng.uniform(0, args.think[1]))
        while not swarm.stopping:
            if any(c.state.get("over") for c in self.clients):
                await self.restart()
                continue
            found = self.mover()
            if found is None:
                self.changed.clear()
                try:
                    await asyncio.wait_for(self.changed.wait(), ECHO_SECONDS)
                except TimeoutError:
                    swarm.counts["stuck"] += 1
                continue
            client, legal = found
            text = self.rng.choice(legal)[0]
            if human:
                await asyncio.sleep(self.rng.uniform(*args.think))
                if swarm.stopping:
                    return
            before = max(c.state.get("moves", 0) for c in self.clients)
            done: asyncio.Future[float] = asyncio.get_running_loop().create_future()
            self.pending = {"moves": before, "left": {c.index for c in self.clients}, "done": done}
            start = time.perf_counter()
            await client.act(text)
            try:
                end = await asyncio.wait_for(done, ECHO_SECONDS)
            except TimeoutError:
                swarm.counts["lost"] += 1
                continue
            except RuntimeError as exc:
                swarm.counts["refused"] += 1
                swarm.errors.append(str(exc)[:300])
                continue
            finally:
                self.pending = None
            if swarm.window_start <= start < swarm.window_end:
                swarm.latencies.append(end - start)
                if swarm.keep_timeline:
                    swarm.timeline.append((start, end - start))
                after = max(c.state.get("moves", 0) for c in self.clients)
                swarm.counts["table_moves"] += after - before
                self.moves += 1

    async def restart(self) -> None:
        """The match is over: everyone leaves, and the table is made anew."""
        for client in self.clients:
            await client.request("leave")
            client.state = {}
        self.restarts += 1
        await self.set_up()


class Swarm:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.url = args.swarm
        self.pid = args.pid
        self.go = asyncio.Event()
        self.stopping = False
        self.counting = False
        self.window_start = self.window_end = float("inf")
        self.latencies: list[float] = []
        self.lags: list[float] = []
        #: (sent, latency) of every move and (time, lag) of the loop, written to the file
        #: CAPACITY_TIMELINE names (to see when the slow moves were)
        self.keep_timeline = bool(os.environ.get("CAPACITY_TIMELINE"))
        self.timeline: list[tuple[float, float]] = []
        self.lag_times: list[tuple[float, float]] = []
        self.gc_started = 0.0
        #: the messages kept for the relay to send (--samples): events, states, movers' states
        self.samples: dict[str, list[str]] = {}
        self.seen: dict[str, int] = {}
        self.gc_pauses: list[float] = []
        self.errors: list[str] = []
        self.counts = {
            k: 0
            for k in (
                "events",
                "event_bytes",
                "states",
                "state_bytes",
                "rate_waits",
                "lost",
                "refused",
                "stuck",
                "table_moves",
            )
        }

    def log(self, text: str) -> None:
        print(f"  swarm: {text}", file=sys.stderr, flush=True)

    def sample(self, kind: str, raw: str) -> None:
        """Keep every SAMPLE_EVERY-th message of a kind, up to SAMPLES (for the relay)."""
        seen = self.seen[kind] = self.seen.get(kind, 0) + 1
        kept = self.samples.setdefault(kind, [])
        if seen % SAMPLE_EVERY == 0 and len(kept) < SAMPLES:
            kept.append(raw)

    def collected(self, phase: str, info: dict[str, Any]) -> None:
        """The swarm's own pauses for garbage collection (in the window)."""
        if phase == "start":
            self.gc_started = time.perf_counter()
        elif self.counting:
            self.gc_pauses.append(time.perf_counter() - self.gc_started)

    async def ticker(self) -> None:
        """The lag of this process's event loop: how late a 100 ms timer fires."""
        while not self.stopping:
            before = time.perf_counter()
            await asyncio.sleep(0.1)
            if self.counting:
                self.lags.append(time.perf_counter() - before - 0.1)
                if self.keep_timeline:
                    self.lag_times.append((before, self.lags[-1]))

    async def run(self) -> dict[str, Any]:
        args = self.args
        # one warm-up table, played a little: the server's imports and first allocations
        warm = SwarmTable(self, -1)
        await warm.set_up()
        for _ in range(10):
            found = warm.mover()
            if found is None or any(c.state.get("over") for c in warm.clients):
                break
            client, legal = found
            before = max(c.state.get("moves", 0) for c in warm.clients)
            done: asyncio.Future[float] = asyncio.get_running_loop().create_future()
            warm.pending = {"moves": before, "left": {c.index for c in warm.clients}, "done": done}
            await client.act(legal[0][0])
            await asyncio.wait_for(done, ECHO_SECONDS)
            warm.pending = None
        await asyncio.sleep(0.5)
        rss_start = rss_kib(self.pid)

        tables = [SwarmTable(self, i) for i in range(args.tables)]
        started = time.perf_counter()
        limit = asyncio.Semaphore(SETUP_AT_ONCE)

        async def set_up(table: SwarmTable) -> None:
            async with limit:
                await table.set_up()
                if table.index and table.index % 200 == 0:
                    self.log(f"{table.index} tables set up")

        await asyncio.gather(*(set_up(t) for t in tables))
        setup_seconds = time.perf_counter() - started
        await asyncio.sleep(0.5)
        rss_setup = rss_kib(self.pid)
        # the swarm is the measuring instrument: its own collector stays out of the latencies
        # (its connections live until the end, and a minute's cyclic garbage is small); the
        # server's collector is left as it is
        gc.collect()
        gc.freeze()
        gc.disable()
        gc.callbacks.append(self.collected)
        self.log(f"{args.tables} tables set up in {setup_seconds:.1f} s; playing")

        ticker = asyncio.get_running_loop().create_task(self.ticker())
        players = [asyncio.get_running_loop().create_task(t.play()) for t in tables]
        now = time.perf_counter()
        self.window_start = now + args.warmup
        self.window_end = self.window_start + args.seconds
        self.go.set()
        await asyncio.sleep(args.warmup)
        cpu0, own0, wall0 = cpu_seconds(self.pid), time.process_time(), time.perf_counter()
        busy0, _ = machine_ticks()
        wait0, own_wait0 = run_delay(self.pid), run_delay(os.getpid())
        load0 = os.getloadavg()[0]
        self.counting = True
        await asyncio.sleep(max(0.0, self.window_end - time.perf_counter()))
        cpu1, own1, wall1 = cpu_seconds(self.pid), time.process_time(), time.perf_counter()
        busy1, _ = machine_ticks()
        wait1, own_wait1 = run_delay(self.pid), run_delay(os.getpid())
        load1 = os.getloadavg()[0]
        self.counting = False
        gc.enable()
        rss_end = rss_kib(self.pid)
        # the moves sent in the window still under way: their echoes count
        deadline = time.perf_counter() + 5
        while any(t.pending is not None for t in tables) and time.perf_counter() < deadline:
            await asyncio.sleep(0.05)
        self.stopping = True
        ticker.cancel()
        for task in players:
            task.cancel()
        await asyncio.gather(*players, return_exceptions=True)
        for table in tables + [warm]:
            for client in table.clients:
                await client.close()

        window = wall1 - wall0
        moves = len(self.latencies)
        lat = sorted(self.latencies)
        lags = sorted(self.lags)
        seats = args.clients_per_table
        per = max(1, moves * seats)
        return {
            "tables": args.tables,
            "clients_per_table": seats,
            "bots": args.bots,
            "game": args.game,
            "pace": args.pace,
            "think": list(args.think),
            "seconds": window,
            "warmup": args.warmup,
            "seed": args.seed,
            "setup_seconds": setup_seconds,
            "moves": moves,
            "moves_per_s": moves / window,
            "table_moves": self.counts["table_moves"],
            "table_moves_per_s": self.counts["table_moves"] / window,
            "tables_moved": sum(1 for t in tables if t.moves),
            "min_moves_per_table": min(t.moves for t in tables),
            "restarts": sum(t.restarts for t in tables),
            "latency_ms": {
                "n": moves,
                "p50": pct(lat, 50) * 1e3,
                "p90": pct(lat, 90) * 1e3,
                "p99": pct(lat, 99) * 1e3,
                "max": (lat[-1] if lat else float("nan")) * 1e3,
                "mean": (statistics.fmean(lat) if lat else float("nan")) * 1e3,
            },
            "server_cpu_s": cpu1 - cpu0,
            "server_busy": (cpu1 - cpu0) / window,
            "server_cpu_ms_per_move": (cpu1 - cpu0) / max(1, moves) * 1e3,
            "server_cpu_ms_per_table_move": (cpu1 - cpu0)
            / max(1, self.counts["table_moves"])
            * 1e3,
            "rss_start_kib": rss_start,
            "rss_setup_kib": rss_setup,
            "rss_end_kib": rss_end,
            "rss_per_table_kib": (rss_setup - rss_start) / max(1, args.tables),
            "swarm_busy": (own1 - own0) / window,
            # how long the server and the swarm were ready to run but waited for a CPU, per second
            "server_cpu_wait": (wait1 - wait0) / window,
            "swarm_cpu_wait": (own_wait1 - own_wait0) / window,
            # what the rest of the machine (neither the server nor the swarm) used, in cores
            "others_busy": max(
                0.0, ((busy1 - busy0) / CLK_TCK - (cpu1 - cpu0) - (own1 - own0)) / window
            ),
            "loadavg": [load0, load1],
            "swarm_gc_ms": {
                "n": len(self.gc_pauses),
                "sum": sum(self.gc_pauses) * 1e3,
                "max": max(self.gc_pauses, default=0.0) * 1e3,
            },
            "swarm_lag_ms": {
                "p50": pct(lags, 50) * 1e3,
                "p99": pct(lags, 99) * 1e3,
                "max": (lags[-1] if lags else float("nan")) * 1e3,
            },
            "per_seat_and_move": {
                "events": self.counts["events"] / per,
                "event_bytes": self.counts["event_bytes"] / max(1, self.counts["events"]),
                "state_bytes": self.counts["state_bytes"] / max(1, self.counts["states"]),
                "bytes": (self.counts["event_bytes"] + self.counts["state_bytes"]) / per,
            },
            "rate_waits": self.counts["rate_waits"],
            "lost": self.counts["lost"],
            "refused": self.counts["refused"],
            "stuck": self.counts["stuck"],
            "errors": self.errors[:10],
        }


def pct(values: list[float], q: float) -> float:
    """The q-th percentile of sorted ``values`` (nearest rank)."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))]


def swarm_main(args: argparse.Namespace) -> int:
    swarm = Swarm(args)
    result = asyncio.run(swarm.run())
    if args.samples:
        Path(args.samples).write_text(json.dumps(swarm.samples), encoding="utf-8")
    if os.environ.get("CAPACITY_TIMELINE"):
        offset = time.time() - time.perf_counter()
        Path(os.environ["CAPACITY_TIMELINE"]).write_text(
            json.dumps(
                {
                    "moves": [(t + offset, lat) for t, lat in swarm.timeline],
                    "lags": [(t + offset, lag) for t, lag in swarm.lag_times],
                }
            )
        )
    print(json.dumps(result), flush=True)
    return 0


# --- one scenario: the game server and the reference, in turn ------------------------


def swarm_args(scenario: dict[str, Any]) -> list[str]:
    return [
        "--tables",
        str(scenario["tables"]),
        "--clients-per-table",
        str(scenario["clients_per_table"]),
        "--bots",
        str(scenario.get("bots", 0)),
        "--game",
        scenario.get("game", "maumau"),
        "--pace",
        scenario["pace"],
        "--seconds",
        str(scenario["seconds"]),
        "--warmup",
        str(scenario["warmup"]),
        "--think",
        *(str(t) for t in scenario.get("think", (1.0, 5.0))),
        "--seed",
        str(scenario.get("seed", 1)),
    ]


def measure(
    target: str,
    scenario: dict[str, Any],
    sizes: dict[str, float] | None = None,
    log: Callable[[str], None] = print,
    samples: Path | None = None,
) -> dict[str, Any]:
    """One run of the swarm against ``target``: "server", "relay", or
    "relay_plain" (the relay without compression), "server_plain" (the
    game server with ``--compression none``). ``samples``: the file of
    the game server's messages (the server's run writes it, the relay's
    sends them)."""
    folder = Path(tempfile.mkdtemp(prefix="ag-capacity-"))
    try:
        if target in ("server", "server_plain"):
            command = [
                sys.executable,
                "-m",
                "accessible_games",
                "serve",
                "--port",
                "0",
                "--data",
                str(folder),
                "--compression",
                "none" if target == "server_plain" else "deflate",
            ]
        else:
            sizes = sizes or {}
            command = [
                sys.executable,
                str(BENCH / "net_relay.py"),
                "--port",
                "0",
                "--events",
                f"{sizes.get('events', 3.0):.4f}",
                "--event-bytes",
                str(round(sizes.get("event_bytes", 150))),
                "--state-bytes",
                str(round(sizes.get("state_bytes", 700))),
                "--compression",
                "none" if target == "relay_plain" else "deflate",
            ]
            if samples is not None and samples.exists():
                command += ["--samples", str(samples)]
        server = Process(command, folder / "home")
        try:
            budget = 120 + scenario["tables"] * 0.2 + scenario["seconds"] + scenario["warmup"]
            keep = ["--samples", str(samples)] if samples is not None and target == "server" else []
            proc = subprocess.run(
                [
                    sys.executable,
                    str(Path(__file__).resolve()),
                    "--swarm",
                    server.url,
                    "--pid",
                    str(server.pid),
                    *swarm_args(scenario),
                    *keep,
                ],
                cwd=ROOT,
                capture_output=True,
                text=True,
                timeout=budget,
                start_new_session=True,
            )
        finally:
            server.stop()
        for line in proc.stderr.splitlines():
            if line.startswith("  swarm:"):
                log(line)
        if proc.returncode != 0 or not proc.stdout.strip():
            raise RuntimeError(f"the swarm failed ({proc.returncode}): {proc.stderr[-2000:]}")
        result = json.loads(proc.stdout.strip().splitlines()[-1])
        result["target"] = target
        return result
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def run_scenario(
    scenario: dict[str, Any],
    reference: bool = True,
    plain: bool = False,
    log: Callable[[str], None] = print,
) -> dict[str, Any]:
    """The game server, then (``reference``) the relay with the sizes the
    server sent, and (``plain``) both without compression too."""
    folder = Path(tempfile.mkdtemp(prefix="ag-capacity-samples-"))
    samples = folder / "samples.json"
    try:
        log(f"capacity, {describe(scenario)}: the game server ...")
        server = measure("server", scenario, log=log, samples=samples)
        log("  " + line(server))
        out: dict[str, Any] = {"scenario": scenario, "server": server}
        targets = (
            (["server_plain"] if plain else [])
            + (["relay"] if reference else [])
            + (["relay_plain"] if reference and plain else [])
        )
        for target in targets:
            log(f"capacity, {describe(scenario)}: the {TARGETS[target]} ...")
            out[target] = measure(
                target,
                scenario,
                server["per_seat_and_move"],
                log=log,
                samples=samples if target.startswith("relay") else None,
            )
            log("  " + line(out[target]))
        return out
    finally:
        shutil.rmtree(folder, ignore_errors=True)


#: what each target is, in the doc
TARGETS = {
    "server": "game server",
    "server_plain": "game server without compression",
    "relay": "reference relay",
    "relay_plain": "reference relay without compression",
}


def describe(s: dict[str, Any]) -> str:
    players, bots = s["clients_per_table"], s.get("bots", 0)
    seats = f"{players} player{'s' * (players != 1)}" + (
        f" + {bots} bot{'s' * (bots != 1)}" if bots else ""
    )
    pace = (
        f"human pace (think {s.get('think', (1.0, 5.0))[0]:g}–{s.get('think', (1.0, 5.0))[1]:g} s)"
        if s["pace"] == "human"
        else "flat out"
    )
    return f"{s['tables']:,} tables of {seats}, {pace}, {s['seconds']:g} s"


def line(r: dict[str, Any]) -> str:
    lat = r["latency_ms"]
    return (
        f"{r['moves_per_s']:.0f} moves/s ({r['table_moves_per_s']:.0f} with bots' moves); p50 "
        f"{lat['p50']:.1f} ms, p99 {lat['p99']:.1f} ms, max {lat['max']:.1f} ms; server CPU "
        f"{r['server_cpu_ms_per_move']:.3f} ms/move, busy {r['server_busy']:.0%}; RSS "
        f"{r['rss_per_table_kib']:.0f} KiB/table; swarm busy {r['swarm_busy']:.0%}, others "
        f"{r['others_busy']:.0%}, waited for a CPU: server {r.get('server_cpu_wait', 0):.0%}, "
        f"swarm {r.get('swarm_cpu_wait', 0):.0%}; lag p99 {r['swarm_lag_ms']['p99']:.1f} ms; "
        f"set-up {r['setup_seconds']:.1f} s; lost {r['lost']}, refused {r['refused']}, rate waits "
        f"{r['rate_waits']}"
    )


# --- the suite of make bench -------------------------------------------------------------


def scenarios(quick: bool) -> dict[str, dict[str, Any]]:
    """The scenarios of make bench: the goal's human pace, flat out, and a
    player against a bot at a human pace."""
    if quick:
        return {
            "human": {
                "tables": 200,
                "clients_per_table": 2,
                "pace": "human",
                "seconds": 15,
                "warmup": 5,
            },
            "flat": {
                "tables": 50,
                "clients_per_table": 2,
                "pace": "flat",
                "seconds": 8,
                "warmup": 2,
            },
            "bots": {
                "tables": 10,
                "clients_per_table": 1,
                "bots": 1,
                "pace": "human",
                "seconds": 15,
                "warmup": 5,
            },
        }
    return {
        "human": {
            "tables": 1_000,
            "clients_per_table": 2,
            "pace": "human",
            "seconds": 60,
            "warmup": 10,
        },
        "flat": {"tables": 200, "clients_per_table": 2, "pace": "flat", "seconds": 20, "warmup": 5},
        "bots": {
            "tables": 25,
            "clients_per_table": 1,
            "bots": 1,
            "pace": "human",
            "seconds": 30,
            "warmup": 10,
        },
    }


def git_commit() -> str:
    """The commit, and whether the program's code differs from it."""
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
        )
        dirty = subprocess.run(
            ["git", "-C", str(ROOT), "status", "--porcelain", "--", "accessible_games"],
            capture_output=True,
            text=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    commit = out.stdout.strip() or "unknown"
    return commit + (
        " with uncommitted changes in accessible_games/" if dirty.stdout.strip() else ""
    )


def run(quick: bool = False, log: Callable[[str], None] = print) -> dict[str, Any]:
    """The suite: every scenario against the game server and (but the
    bots') the reference."""
    started = time.perf_counter()
    results: dict[str, Any] = {
        "date": dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat(),
        "commit": git_commit(),
        "quick": quick,
        "python": platform.python_version(),
        "nproc": len(os.sched_getaffinity(0))
        if hasattr(os, "sched_getaffinity")
        else os.cpu_count(),
    }
    for name, scenario in scenarios(quick).items():
        results[name] = run_scenario(
            scenario, reference=name != "bots", plain=name == "flat", log=log
        )
    results["seconds"] = time.perf_counter() - started
    return results


# --- the doc --------------------------------------------------------------------------


def _ms(value: float) -> str:
    if value != value:  # nan
        return "–"
    return f"{value:.3g} ms" if value < 100 else f"{value:,.0f} ms"


def _row(label: str, r: dict[str, Any]) -> list[str]:
    lat = r["latency_ms"]
    return [
        label,
        f"{r['moves_per_s']:,.0f}",
        _ms(lat["p50"]),
        _ms(lat["p99"]),
        _ms(lat["max"]),
        f"{r['server_cpu_ms_per_move']:.3f} ms",
        f"{r['server_busy']:.0%}",
        f"{r.get('server_cpu_wait', 0):.0%}",
        f"{r['rss_per_table_kib']:,.0f} KiB",
        f"{r['swarm_busy']:.0%} / {_ms(r['swarm_lag_ms']['p99'])}",
        f"{r['others_busy']:.1f} CPUs",
    ]


def doc_values(results: dict[str, Any] | None) -> dict[str, str]:
    """The template's placeholders of the capacity section."""
    empty = {
        "capacity_note": "not measured",
        "capacity_table": "Not measured.",
        "capacity_verdict": "",
        "capacity_bots": "",
        "capacity_comparison": "",
        "capacity_sizes": "",
        "capacity_interpretation": "",
        "capacity_rate_waits": "not measured",
        **{f"capacity_scenario_{k}": "not measured" for k in ("human", "flat", "bots")},
    }
    if not results or "error" in results or "human" not in results:
        if results and "error" in results:
            empty["capacity_table"] = f"The capacity benchmark failed: `{results['error']}`."
        return empty
    human, flat, bots = results["human"], results["flat"], results.get("bots")
    rows = []
    for key, title in (("human", "human pace"), ("flat", "flat out")):
        part = results[key]
        s = part["scenario"]
        for target in TARGETS:
            if target in part:
                rows.append(
                    _row(f"{TARGETS[target]}, {s['tables']:,} tables, {title}", part[target])
                )
    if bots:
        s = bots["scenario"]
        rows.append(
            _row(
                f"game server, {s['tables']:,} tables of a player and a bot, human pace",
                bots["server"],
            )
        )
    header = [
        "run",
        "moves/s",
        "p50",
        "p99",
        "max",
        "server CPU per move",
        "server core busy",
        "server waited for a CPU",
        "RSS per table",
        "swarm busy / loop lag p99",
        "rest of the machine",
    ]
    table = md_table(header, rows, "lrrrrrrrrrr")

    hs, hr = human["server"], human.get("relay")
    met = (
        hs["tables"] >= GOAL_TABLES
        and hs["latency_ms"]["p99"] <= GOAL_P99_MS
        and not hs["lost"]
        and not hs["refused"]
    )
    moved = "yes" if hs["tables_moved"] == hs["tables"] else "no, only " + str(hs["tables_moved"])
    verdict = (
        f"**Goal: at least {GOAL_TABLES:,} tables at a human pace with p99 from a move to every "
        f"seat's echo within {GOAL_P99_MS:g} ms: {'met' if met else 'not met'}** "
        f"({hs['tables']:,} tables, {hs['moves_per_s']:,.0f} moves/s, "
        f"p99 {_ms(hs['latency_ms']['p99'])}, {hs['lost']} moves without an echo within "
        f"{ECHO_SECONDS:g} s, {hs['refused']} refused; every table made moves in the window: "
        f"{moved})."
    )

    fs, fr, fp = flat["server"], flat.get("relay"), flat.get("relay_plain")
    mean_think = statistics.fmean(human["scenario"].get("think", (1.0, 5.0)))
    comparison = []
    if hr and fr:
        hl, rl = hs["latency_ms"], hr["latency_ms"]
        comparison.append(
            "- *Flattering* (the typical move, and how little of its core the server needs): at a "
            f"human pace half of the moves were heard by both seats within {_ms(hl['p50'])} at the "
            f"game server ({_ms(rl['p50'])} at the relay), and the game server's core was "
            f"{hs['server_busy']:.0%} busy for {hs['moves_per_s']:,.0f} moves a second (the "
            f"relay's {hr['server_busy']:.0%} for {hr['moves_per_s']:,.0f})."
        )
        comparison.append(
            f"- *Strict* (the slow moves): p99 {_ms(hl['p99'])} and max {_ms(hl['max'])} at the "
            f"game server against {_ms(rl['p99'])} and {_ms(rl['max'])} at the relay, which is the "
            "goal's measure."
        )
        ratio = hs["server_cpu_ms_per_move"] / max(1e-9, hr["server_cpu_ms_per_move"])
        comparison.append(
            "- *Strict, per move* (the work, like for like): the game server spends "
            f"{hs['server_cpu_ms_per_move']:.3f} ms of CPU per move against the relay's "
            f"{hr['server_cpu_ms_per_move']:.3f} ms at a human pace ({ratio:.1f} times as much); "
            f"flat out it made {fs['moves_per_s']:,.0f} moves a second against the relay's "
            f"{fr['moves_per_s']:,.0f} ({fs['moves_per_s'] / max(1e-9, fr['moves_per_s']):.0%} of "
            f"it), p99 {_ms(fs['latency_ms']['p99'])} against {_ms(fr['latency_ms']['p99'])}, at "
            f"{fs['server_cpu_ms_per_move']:.3f} against {fr['server_cpu_ms_per_move']:.3f} ms of "
            f"CPU per move. Flat out the game server's core was {fs['server_busy']:.0%} busy and "
            f"its swarm {fs['swarm_busy']:.0%}, the relay's {fr['server_busy']:.0%} and its swarm "
            f"{fr['swarm_busy']:.0%}, the rest of the machine {fs['others_busy']:.1f} and "
            f"{fr['others_busy']:.1f} CPUs: a core below 100 % means the server waited for the "
            "machine, not the machine for the server."
        )
    fsp = flat.get("server_plain")
    if fp and fr:
        server_part = ""
        if fsp:
            server_part = (
                "; the game server with `serve --compression none` spends "
                f"{fsp['server_cpu_ms_per_move']:.3f} ms instead of "
                f"{fs['server_cpu_ms_per_move']:.3f} ms, makes {fsp['moves_per_s']:,.0f} moves a "
                f"second flat out instead of {fs['moves_per_s']:,.0f} (p99 "
                f"{_ms(fsp['latency_ms']['p99'])} against {_ms(fs['latency_ms']['p99'])}) and "
                f"holds {fsp['rss_per_table_kib']:,.0f} KiB per table instead of "
                f"{fs['rss_per_table_kib']:,.0f} KiB"
            )
        comparison.append(
            "- *Compression*: the relay without permessage-deflate (`--compression none`, the same "
            "swarm, which then does not compress either) spends "
            f"{fp['server_cpu_ms_per_move']:.3f} ms of CPU per move instead of "
            f"{fr['server_cpu_ms_per_move']:.3f} ms and holds {fp['rss_per_table_kib']:,.0f} KiB "
            f"per table instead of {fr['rss_per_table_kib']:,.0f} KiB{server_part}"
            + (
                ": most of the memory per table is the compression state of its two connections"
                if fp["rss_per_table_kib"] < 0.5 * fr["rss_per_table_kib"]
                else ""
            )
            + ". The game server compresses by default (`serve --compression deflate`), as the "
            "relay above it does; the human-pace rows are measured so."
        )
    per_core = 1000.0 / max(1e-9, hs["server_cpu_ms_per_move"])
    comparison.append(
        f"- *Headroom*: at {hs['server_cpu_ms_per_move']:.3f} ms of CPU per move one fully busy "
        f"core carries about {per_core:,.0f} moves a second, the pace of about "
        f"{per_core * mean_think:,.0f} tables at one move every {mean_think:g} s (latency grows "
        "without bound as the core fills up; the swarm needs the other core). The flat-out run "
        f"reached {fs['moves_per_s']:,.0f} moves a second on this machine as it was."
    )
    bots_text = ""
    if bots:
        b = bots["server"]
        bot_moves = max(1, b["table_moves"] - b["moves"])
        # the bots' CPU: what the server spent beyond the players' moves at the cost per move of
        # two-player tables
        per_bot = (
            max(0.0, b["server_cpu_s"] * 1e3 - b["moves"] * hs["server_cpu_ms_per_move"])
            / bot_moves
        )
        tables_per_core = 1000.0 / max(1e-9, per_bot + hs["server_cpu_ms_per_move"]) * mean_think
        bots_text = (
            f"**Bots.** At {bots['scenario']['tables']:,} tables of a player and Mau Mau's "
            "strongest bot (the default level), every move of the player is answered by the bot's, "
            "worked out in the server's bot thread, off its event loop: "
            f"{b['table_moves_per_s']:,.0f} moves a second at the tables, {b['moves_per_s']:,.0f} "
            f"of them the players'. The server spent {b['server_cpu_ms_per_move']:.1f} ms of CPU "
            f"per player's move against {hs['server_cpu_ms_per_move']:.3f} ms at the tables of two "
            f"players: the bot costs about {per_bot:.1f} ms of CPU per bot move, so one core "
            f"carries about {tables_per_core:,.0f} such tables at a human pace. While a bot "
            "decides, the other tables go on: the bot thread and the event loop take turns on the "
            "interpreter (at most its switch interval, 5 ms, at a time). The players' p50 and p99 "
            "(from their move until they have heard the bot's answer too) were "
            f"{_ms(b['latency_ms']['p50'])} and {_ms(b['latency_ms']['p99'])}, the server's core "
            f"{b['server_busy']:.0%} busy."
        )
    ps = hs["per_seat_and_move"]
    sizes = (
        f"Per move each seat received {ps['events']:.1f} event messages of {ps['event_bytes']:.0f} "
        f"bytes on average and one state message of {ps['state_bytes']:.0f} bytes "
        f"({ps['bytes']:,.0f} bytes in all, before compression)."
    )
    interpretation = _interpretation(results)
    note = (
        f"measured on {results['date']} at commit {results['commit']}"
        f"{' (quick run: smaller scale, shorter windows)' if results.get('quick') else ''}; "
        f"the part took {results['seconds']:.0f} s"
    )
    waits = fs["rate_waits"]
    rate_waits = (
        "no client had to wait for it" if not waits else f"clients waited for it {waits:,} times"
    )
    return {
        "capacity_note": note,
        "capacity_table": table,
        "capacity_verdict": verdict,
        "capacity_rate_waits": rate_waits,
        "capacity_interpretation": interpretation,
        "capacity_bots": bots_text,
        "capacity_comparison": "\n".join(comparison),
        "capacity_sizes": sizes,
        **{
            f"capacity_scenario_{k}": _scenario_text(results[k]["scenario"])
            if results.get(k)
            else "not measured"
            for k in ("human", "flat", "bots")
        },
    }


def _interpretation(results: dict[str, Any]) -> str:
    """What the run says beyond the table: the machine's other load, the set-up."""
    runs = [
        (name, target, part[target])
        for name in ("human", "flat", "bots")
        if (part := results.get(name))
        for target in TARGETS
        if target in part
    ]
    others = [r["others_busy"] for _n, _t, r in runs]
    hs = results["human"]["server"]
    hr = results["human"].get("relay")
    if max(others) > 0.25:
        relay_wait = (
            f"; the relay's {hr.get('server_cpu_wait', 0):.0%} while it ran {hr['server_busy']:.0%}"
            if hr
            else ""
        )
        load = (
            f"The machine was not idle: besides the server and the swarm, other processes kept "
            f"{min(others):.1f} to {max(others):.1f} of its 2 CPUs busy during the windows "
            '(column "rest of the machine"), and every latency above includes the waits for a CPU '
            "that this caused. In the goal's run the game server's process was ready to run but "
            f"waited on the kernel's run queue for {hs.get('server_cpu_wait', 0):.0%} of the "
            f"window while it ran for {hs['server_busy']:.0%} (its threads' `schedstat`)"
            f"{relay_wait}. The relay ran under the same kind of load, which is why it is in the "
            "same run; it needs less CPU per move, so it has less to wait for, and on a machine "
            "this busy a small difference in demand can make a large one in waiting. What the "
            "game server needs on this machine when it is otherwise idle, these figures do not "
            "show; its CPU per move (above) does not depend on the load much."
        )
    else:
        load = (
            "Besides the server and the swarm the machine was nearly idle during the windows "
            f"(other processes: at most {max(others):.2f} of its 2 CPUs)."
        )
    lines = [
        load,
        "",
        f"Setting up the {hs['tables']:,} tables (connect, `hello`, `create`, `join`, `start`, "
        f"{SETUP_AT_ONCE} tables at a time) took {hs['setup_seconds']:.0f} s at the game server"
        + (f" against {hr['setup_seconds']:.0f} s at the relay" if hr else "")
        + ". Each change of a table (made, a seat taken, started) is sent to the clients in the "
        "lobby as that one table (protocol 2's `lobby` message), so a change costs the same "
        "however many tables are open; the swarm connects each player only just before it sits "
        "down, so that few clients wait in the lobby at once.",
    ]
    return "\n".join(lines)


def _scenario_text(s: dict[str, Any]) -> str:
    return describe(s) + f" (after {s['warmup']:g} s of warm-up)"


def md_table(header: list[str], rows: list[list[str]], align: str) -> str:
    marks = {"l": ":---", "r": "---:"}
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join(marks[a] for a in align) + " |"]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(out)


def section(results: dict[str, Any]) -> str:
    """The capacity section of the template, filled in."""
    template = TEMPLATE.read_text(encoding="utf-8")
    part = template[template.index(BEGIN) : template.index(END) + len(END)]
    return string.Template(part).substitute(doc_values(results))


def write_doc(results: dict[str, Any]) -> None:
    """Replace the capacity section of docs/performance.md (the rest of the
    page stays as the last full run wrote it)."""
    page = DOC.read_text(encoding="utf-8")
    text = section(results)
    if BEGIN in page and END in page:
        page = page[: page.index(BEGIN)] + text + page[page.index(END) + len(END) :]
    elif (
        MEMORY_BEGIN in page
    ):  # where bench/run.py puts it: the template's end, before the memory section
        at = page.index(MEMORY_BEGIN)
        page = page[:at] + text + "\n\n" + page[at:]
    else:
        page = page.rstrip("\n") + "\n\n" + text + "\n"
    DOC.write_text(page, encoding="utf-8")


def save_results(results: dict[str, Any]) -> None:
    """Put the capacity part into bench/results/latest.json (the other parts stay)."""
    try:
        data = json.loads(RESULTS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = {}
    data["capacity"] = results
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def print_summary(results: dict[str, Any]) -> None:
    for name in ("human", "flat", "bots"):
        part = results.get(name)
        if not part:
            continue
        print(f"capacity, {describe(part['scenario'])}")
        for target in TARGETS:
            if target in part:
                print(f"  {TARGETS[target]}: {line(part[target])}")


# --- main -------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--clients-per-table", type=int, default=2)
    parser.add_argument(
        "--bots", type=int, default=0, help="bots per table (the game's strongest level)"
    )
    parser.add_argument("--game", default="maumau")
    parser.add_argument("--pace", choices=("human", "flat"), default="human")
    parser.add_argument("--seconds", type=float, default=30.0, help="the measured window")
    parser.add_argument("--warmup", type=float, default=5.0, help="play before the window")
    parser.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=(1.0, 5.0),
        metavar=("LOW", "HIGH"),
        help="a player's time to think at a human pace, drawn uniformly (seconds)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-reference", action="store_true", help="leave out the reference relay")
    parser.add_argument("--json", help="write the results to this file")
    parser.add_argument("--suite", action="store_true", help="the scenarios of make bench")
    parser.add_argument("--quick", action="store_true", help="with --suite: smaller and shorter")
    parser.add_argument(
        "--no-doc", action="store_true", help="with --suite: leave the doc and latest.json alone"
    )
    parser.add_argument("--swarm", help=argparse.SUPPRESS)  # the swarm process: the server's URL
    parser.add_argument(
        "--pid", type=int, help=argparse.SUPPRESS
    )  # the swarm process: the server's pid
    parser.add_argument(
        "--samples", help=argparse.SUPPRESS
    )  # the swarm process: where to keep messages
    args = parser.parse_args(argv)
    if args.swarm:
        return swarm_main(args)
    if args.suite:
        results = run(args.quick)
        print_summary(results)
        if not args.no_doc:
            save_results(results)
            write_doc(results)
            print(
                f'wrote {RESULTS.relative_to(ROOT)} (its part "capacity") and '
                f"{DOC.relative_to(ROOT)}"
            )
    else:
        scenario = {
            "tables": args.tables,
            "clients_per_table": args.clients_per_table,
            "bots": args.bots,
            "game": args.game,
            "pace": args.pace,
            "seconds": args.seconds,
            "warmup": args.warmup,
            "think": tuple(args.think),
            "seed": args.seed,
        }
        results = run_scenario(scenario, reference=not args.no_reference)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
