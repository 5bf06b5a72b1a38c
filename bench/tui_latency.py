#!/usr/bin/env python3
"""Benchmark: from a key press in the full-screen mode to its utterance
handed to the speech and braille outputs.

The program's app runs headless (Textual's ``run_test``) with the announce
pipeline built from settings, as ``accessible-games`` builds it:

- "real": a private speech-dispatcher (espeak-ng, audio into a file) and
  BRLTTY's virtual braille display, started as the tests start them;
- "silent": speech none, braille none (the app's and pipeline's own cost).

Keys pressed, in a Logomachy game against two good bots: Down and Up in the
hand (focus echo), T (whose turn), S (scores), R (repeat), comma (history),
and Enter on an action (a whole move: the player's move, the bots' answers,
the zones refilled). For each key the time runs from just before the key is
given to Textual until ``speak`` of the speech output and ``show`` of the
braille output have both returned for the first utterance the key causes.

Usage: python bench/tui_latency.py [--quick] [--json FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
for path in (ROOT, BENCH):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from announce_latency import Components, _Environment, percentile  # noqa: E402 - must follow the sys.path set-up

from accessible_games import settings as settings_module  # noqa: E402 - must follow the sys.path set-up
from accessible_games.announce.pipeline import build  # noqa: E402 - must follow the sys.path set-up
from accessible_games.app.session import Session  # noqa: E402 - must follow the sys.path set-up
from accessible_games.ui.tui.app import AccessibleGamesApp  # noqa: E402 - must follow the sys.path set-up

KEYS = ("down", "up", "t", "s", "r", "comma", "enter")


class Stamp:
    """Wraps the announcer's outputs: notes when the first utterance after
    ``arm()`` has been handed to both."""

    def __init__(self, announcer) -> None:
        self.armed_at: float | None = None
        self.samples: dict[str, list[float]] = {}
        self.key = ""
        self._pending: set[str] = set()
        self._wrap(announcer)

    def _wrap(self, announcer) -> None:
        outputs = [("speech", announcer.speech, "speak"), ("braille", announcer.braille, "show")]
        self.outputs = [name for name, output, _ in outputs if output is not None]
        for name, output, method in outputs:
            if output is None:
                continue
            original = getattr(output, method)

            def stamped(*args, _original=original, _name=name, **kwargs):
                result = _original(*args, **kwargs)
                self._done(_name)
                return result

            setattr(output, method, stamped)

    def arm(self, key: str) -> None:
        self.key = key
        self.armed_at = time.perf_counter()
        self._pending = set(self.outputs)

    def _done(self, name: str) -> None:
        if self.armed_at is None or name not in self._pending:
            return
        self._pending.discard(name)
        if not self._pending:
            self.samples.setdefault(self.key, []).append(time.perf_counter() - self.armed_at)
            self.armed_at = None


async def drive(app: AccessibleGamesApp, stamp: Stamp, rounds: int) -> None:
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("h")
        for _ in range(rounds):
            session = app.game_screen.session
            if session.game.is_over():
                break
            for key in KEYS:
                if key == "enter":
                    await pilot.press("a")
                stamp.arm(key)
                await pilot.press(key)
                if key == "enter":
                    await pilot.press("h")


def measure(config: str, components: Components | None, rounds: int) -> dict[str, Any]:
    if config == "real":
        if components is None or components.speechd is None or components.brltty is None:
            reasons = components.problems if components else {}
            return {
                "config": config,
                "skipped": "; ".join(f"{k}: {v}" for k, v in reasons.items()) or "no components",
            }
        settings = settings_module.defaults().with_changes(
            language="en", speech="speechd", braille="brlapi", brlapi_host=components.brltty.host
        )
        env = {"SPEECHD_ADDRESS": components.speechd.address, "BRLAPI_AUTH": "none"}
    else:
        settings = settings_module.defaults().with_changes(
            language="en", speech="none", braille="none"
        )
        env = {}
    with _Environment(**env):
        announcer = build(settings)
        try:
            if config == "silent":
                # no device at all: stand-ins that only count, so the app's own cost shows
                class Null:
                    def speak(self, text: str, interrupt: bool = False) -> None:
                        pass

                    def show(self, utterance) -> None:
                        pass

                announcer.speech, announcer.braille = Null(), Null()
            stamp = Stamp(announcer)

            def factory(emit):
                return Session.new("logomachy", 3, 2, "good", 11, {"deals": 3}, "en", emit)

            app = AccessibleGamesApp(announcer, settings, session_factory=factory)
            asyncio.run(drive(app, stamp, rounds))
        finally:
            announcer.close()
    out: dict[str, Any] = {"config": config, "keys": {}}
    everything: list[float] = []
    for key, values in stamp.samples.items():
        values = sorted(v * 1000 for v in values)
        everything += values
        out["keys"][key] = {
            "n": len(values),
            "p50_ms": statistics.median(values),
            "p99_ms": percentile(values, 99),
        }
    everything.sort()
    if everything:
        out["all"] = {
            "n": len(everything),
            "p50_ms": statistics.median(everything),
            "p99_ms": percentile(everything, 99),
            "max_ms": everything[-1],
        }
    return out


def run(quick: bool = False) -> dict[str, Any]:
    rounds = 6 if quick else 25
    components = Components()
    try:
        components.start()
        results = [measure("real", components, rounds), measure("silent", None, rounds)]
    finally:
        components.close()
    return {"rounds": rounds, "results": results}


LABELS = {
    "real": "speech-dispatcher + BRLTTY (real components)",
    "silent": "no outputs (the app's own cost)",
}
KEY_NAMES = {
    "down": "Down (focus echo)",
    "up": "Up (focus echo)",
    "t": "T (whose turn)",
    "s": "S (scores)",
    "r": "R (repeat)",
    "comma": "comma (older message)",
    "enter": "Enter on an action (a whole move)",
}


def doc_values(data: dict[str, Any] | None) -> dict[str, str]:
    """The performance template's key-latency placeholders."""
    if data is None or "error" in data:
        text = (
            "Not measured in this run (`--no-keys`)."
            if data is None
            else f"Not measured: the benchmark failed ({data['error']})."
        )
        return {"keys_table": text, "keys_per_key_table": "", "keys_interpretation": "- " + text}
    rows, per_key = [], []
    for result in data["results"]:
        label = LABELS.get(result["config"], result["config"])
        if "skipped" in result:
            rows.append(f"| {label} | not measured: {result['skipped']} | | | |")
            continue
        total = result.get("all", {})
        rows.append(
            f"| {label} | {total.get('n', 0)} | {total.get('p50_ms', 0):.2f} ms | "
            f"{total.get('p99_ms', 0):.2f} ms | {total.get('max_ms', 0):.2f} ms |"
        )
        for key, figures in result["keys"].items():
            per_key.append(
                f"| {label} | {KEY_NAMES.get(key, key)} | {figures['n']} | {figures['p50_ms']:.2f} "
                f"ms | {figures['p99_ms']:.2f} ms |"
            )
    table = "| outputs | key presses | p50 | p99 | max |\n|:---|---:|---:|---:|---:|\n" + "\n".join(
        rows
    )
    keys = (
        ("| outputs | key | n | p50 | p99 |\n|:---|:---|---:|---:|---:|\n" + "\n".join(per_key))
        if per_key
        else ""
    )
    real = next((r for r in data["results"] if r["config"] == "real" and "all" in r), None)
    silent = next((r for r in data["results"] if r["config"] == "silent" and "all" in r), None)
    notes = []
    if real and silent:
        notes.append(
            "- With the real outputs a key's first utterance was handed over after "
            f"{real['all']['p50_ms']:.1f} ms (p50) and {real['all']['p99_ms']:.1f} ms (p99); the "
            f"app's own part is {silent['all']['p50_ms']:.2f} ms (p50). The rest is the outputs: "
            "an interrupting message to speech-dispatcher (cancel, then speak) and the write to "
            "BRLTTY, both on the app's thread."
        )
        notes.append(
            "- Both stay well under the ~100 ms at which a key echo starts to feel late. Moving "
            "speech and braille output to a worker thread would take the outputs' share off the "
            "key handling."
        )
    return {
        "keys_table": table,
        "keys_per_key_table": keys,
        "keys_interpretation": "\n".join(notes) or "-",
    }


def print_table(data: dict[str, Any]) -> None:
    for result in data["results"]:
        if "skipped" in result:
            print(f"{result['config']}: skipped ({result['skipped']})")
            continue
        total = result.get("all", {})
        print(
            f"{result['config']}: all keys n={total.get('n')} p50 {total.get('p50_ms', 0):.2f} ms "
            f"p99 {total.get('p99_ms', 0):.2f} ms max {total.get('max_ms', 0):.2f} ms"
        )
        for key, figures in result["keys"].items():
            print(
                f"  {key:6} n={figures['n']:3} p50 {figures['p50_ms']:7.2f} ms  p99 "
                f"{figures['p99_ms']:7.2f} ms"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    data = run(args.quick)
    print_table(data)
    if args.json:
        args.json.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
