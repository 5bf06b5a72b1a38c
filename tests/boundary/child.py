"""What the boundary tests run in a separate interpreter (``python -m
tests.boundary.child COMMAND ARGS``): calls that must not hang or exhaust
memory, measured from inside; copies of the program started at the same
moment; a writer to be killed while it writes.

A command reports one JSON object on its last line of output."""

from __future__ import annotations

import json
import os
import resource
import sys
import time
import traceback
from pathlib import Path


def report(value: dict) -> None:
    print(json.dumps(value), flush=True)


def rchar() -> int:
    """The bytes this process has read by system calls so far."""
    with open("/proc/self/io", encoding="ascii") as handle:
        for line in handle:
            if line.startswith("rchar:"):
                return int(line.split()[1])
    raise RuntimeError("no rchar in /proc/self/io")


def peak_rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def measured(call) -> dict:
    """Run ``call`` and say how it ended (the refusal's key and its English
    and German text), how long it took, how much it read and how much the
    peak memory grew."""
    from accessible_games.core.errors import GameError
    from accessible_games.core.messages import render

    rss, read, start = peak_rss_kib(), rchar(), time.monotonic()
    try:
        call()
        outcome = {"outcome": "loaded"}
    except GameError as exc:
        outcome = {
            "outcome": type(exc).__name__,
            "key": exc.msg.key,
            "en": render(exc.msg, "en"),
            "de": render(exc.msg, "de"),
        }
    except BaseException as exc:  # reported, so the test names what went wrong
        outcome = {"outcome": "other", "error": f"{type(exc).__name__}: {exc}"[:500]}
    outcome.update(
        seconds=time.monotonic() - start,
        read_bytes=rchar() - read,
        rss_growth_kib=peak_rss_kib() - rss,
    )
    return outcome


def warm_up() -> None:
    """Save and load a small real game, so the modules a load needs are
    imported before anything is measured."""
    import tempfile

    from accessible_games.core.save import load_game, save_game
    from accessible_games.games.logomachy.deck import load_deck_file
    from accessible_games.games.logomachy.rules import Logomachy
    from accessible_games.games.registry import get_game

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "warm-up.json")
        save_game(Logomachy(2, {}, 1), path)
        load_game(path, get_game)
        try:
            load_deck_file(os.path.join(folder, "no-such-deck"))
        except Exception:
            pass


def cmd_load_game(path: str) -> None:
    from accessible_games.core.save import load_game
    from accessible_games.games.registry import get_game

    warm_up()
    report(measured(lambda: load_game(path, get_game)))


def cmd_load_deck_file(path: str) -> None:
    from accessible_games.games.logomachy.deck import load_deck_file

    warm_up()
    report(measured(lambda: load_deck_file(path)))


# --- copies of the program started at the same moment --------------------------------------


def wait_for_start(folder: str, index: str, signal: str = "go") -> None:
    """Say this copy is ready, then wait until the parent says go (every
    copy is ready by then, so they start together)."""
    Path(folder, f"ready-{signal}-{index}").touch()
    go = os.path.join(folder, signal)
    deadline = time.monotonic() + 60
    while not os.path.exists(go):
        if time.monotonic() > deadline:
            raise SystemExit("never told to start")
        time.sleep(0.0005)


def cmd_stats_update(folder: str, index: str, count: str) -> None:
    """Count ``count`` finished games into the shared statistics file, each
    through Stats().update as the program does after a game."""
    from accessible_games.stats import Stats

    path = Path(folder, "stats.json")
    wait_for_start(folder, index)
    written = 0
    for number in range(int(count)):
        won = (int(index) + number) % 2 == 0
        _, saved = Stats(path).update(
            lambda s, won=won: s.add_result("Anna", "logomachy", 2, won=won)
        )
        written += bool(saved)
    report({"written": written})


#: the settings each copy changes in the concurrency test, and its values
SETTING_VALUES = {
    "rate": lambda n: n - 50,
    "volume": lambda n: n,
    "sound_volume": lambda n: 100 - n,
    "voice": lambda n: f"voice {n}",
    "brlapi_host": lambda n: f"127.0.0.1:{n}",
    "name": lambda n: f"Player {n}",
    "verbosity": lambda n: ("full", "normal", "terse")[n % 3],
    "positions": lambda n: n % 2 == 0,
}


def cmd_settings_changes(folder: str, setting: str, count: str) -> None:
    """Change one setting ``count`` times through settings.save_changes."""
    from accessible_games import settings

    path = Path(folder, "settings.toml")
    wait_for_start(folder, setting)
    for number in range(int(count)):
        settings.save_changes({setting: SETTING_VALUES[setting](number)}, path)
    report({"done": int(count)})


def cmd_settings_rounds(folder: str, index: str, rounds: str) -> None:
    """Start (settings.load) once in each round's folder, together with the
    other copies; the problems each start reported."""
    from accessible_games import settings

    said = []
    for number in range(int(rounds)):
        wait_for_start(folder, index, f"go-{number}")
        _, problems = settings.load(Path(folder, f"round-{number}", "settings.toml"))
        said.append([p.key for p in problems])
        Path(folder, f"done-{number}-{index}").touch()
    report({"problems": said})


# --- a writer killed while it writes ---------------------------------------------------------


_FILLS: dict[tuple[int, int], bytes] = {}


def content(generation: int, size: int) -> bytes:
    """Valid JSON of about ``size`` bytes that says which write made it, at
    its start and at its end; the fill of one write differs all through
    from the one before it. Made quickly, so the writer spends its time
    writing."""
    key = (generation % 2, size)
    if key not in _FILLS:
        _FILLS[key] = b"ab"[key[0] : key[0] + 1] * size
    return b'{"generation": %d, "fill": "%s", "end": %d}' % (generation, _FILLS[key], generation)


def cmd_writer(path: str, size: str) -> None:
    """Replace ``path`` again and again through write_atomic, until killed."""
    from accessible_games.boundary.files import write_atomic

    print("ready", flush=True)
    generation = 0
    while True:
        write_atomic(path, content(generation, int(size)))
        print(generation, flush=True)
        generation += 1


COMMANDS = {name[4:]: value for name, value in globals().items() if name.startswith("cmd_")}


if __name__ == "__main__":
    try:
        COMMANDS[sys.argv[1]](*sys.argv[2:])
    except SystemExit:
        raise
    except BaseException:
        traceback.print_exc()
        sys.exit(1)
