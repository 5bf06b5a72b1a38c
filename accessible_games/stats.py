"""Per-profile statistics: experience points and games won, lost and left,
per game, kept as JSON in the platform's data folder.

Experience points are counted by core/experience.py. A damaged file (too
large, not JSON, too deep, a count that is negative, not a whole number or
not finite) is reported in the player's language, set aside once as
``stats.json.broken`` (``.broken-2`` ... when that name is taken), and the
counting starts again; a failed write never damages the previous file, and
copies of the program changing the file at the same moment lose nothing
(:meth:`Stats.update`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TypeVar

from accessible_games.boundary import data as check
from accessible_games.boundary.data import loads_json
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import locked, read_bytes, set_aside, shown, write_atomic
from accessible_games.boundary.limits import (
    NAME_CHARS,
    STATS_BYTES,
    STATS_COUNT,
    STATS_GAMES,
    STATS_PROFILES,
)
from accessible_games.boundary.text import clean, quote
from accessible_games.core.experience import LEAVE_XP, LOSS_XP, win_xp
from accessible_games.core.messages import Msg

T = TypeVar("T")

FILE_NAME = "stats.json"
ENV_DIR = "ACCESSIBLE_GAMES_DATA_DIR"
#: the profile of a player who has not given a name
DEFAULT_PROFILE = "default"


@dataclass
class Record:
    """One profile's record in one game."""

    xp: int = 0
    won: int = 0
    lost: int = 0
    left: int = 0

    @property
    def played(self) -> int:
        return self.won + self.lost + self.left


def data_dir() -> Path:
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    # lazy: platformdirs (seven modules) is needed only when ACCESSIBLE_GAMES_DATA_DIR
    # is not set, and not at all for --help
    from platformdirs import user_data_dir

    return Path(user_data_dir("accessible-games", appauthor=False))


def stats_path() -> Path:
    return data_dir() / FILE_NAME


class Stats:
    """All profiles' records. ``problems`` holds what was wrong with the file
    when it was read (to be said to the player).

    Read the file with ``Stats()``; change it with :meth:`update`, which
    reads, changes and writes under the file's lock, so copies of the
    program finishing games at the same moment lose nothing."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or stats_path()
        self.records: dict[str, dict[str, Record]] = {}
        self.problems: list[Msg] = []
        #: the file could not be read (not: it is damaged): never written over
        self.unreadable: Msg | None = None
        damaged = self._read()
        if damaged:
            try:
                with locked(self.path):
                    self._reread(repair=True)
            except OSError:
                pass  # no lock in a read-only folder: counting starts again for this run

    def _reread(self, repair: bool) -> None:
        self.records, self.problems, self.unreadable = {}, [], None
        if self._read() and repair:
            kept = set_aside(self.path)
            if kept is not None:
                self.problems.append(Msg("stats.kept", kept=str(kept)))

    def _read(self) -> bool:
        """Read the file into :attr:`records`; True when it is damaged."""
        try:
            raw = read_bytes(self.path, STATS_BYTES)
        except InputError as exc:
            if isinstance(exc.__cause__, FileNotFoundError):
                return False
            reason = exc.msg.params.get("reason", exc.msg)
            if (
                getattr(reason, "key", None) == "boundary.file.large"
            ):  # there, but larger than any statistics
                self.problems.append(Msg("stats.broken", path=shown(self.path), reason=reason))
                return True
            self.unreadable = reason
            self.problems.append(
                Msg("stats.unreadable", path=shown(self.path), reason=self.unreadable)
            )
            return False
        try:
            self.records = _records(loads_json(raw))
        except InputError as exc:
            self.problems.append(Msg("stats.broken", path=shown(self.path), reason=exc.msg))
            return True
        return False

    def record(self, profile: str, game: str) -> Record:
        return self.records.get(profile, {}).get(game, Record())

    def profiles(self) -> list[str]:
        return sorted(self.records)

    def _entry(self, profile: str, game: str) -> Record:
        return self.records.setdefault(profile, {}).setdefault(game, Record())

    def add_result(
        self, profile: str, game: str, players: int, won: bool, pairs: bool = False
    ) -> int:
        """Count a finished game for ``profile``; returns the XP it gave."""
        entry = self._entry(profile, game)
        xp = win_xp(players, pairs) if won else LOSS_XP
        entry.xp = _bounded(entry.xp + xp)
        if won:
            entry.won = _bounded(entry.won + 1)
        else:
            entry.lost = _bounded(entry.lost + 1)
        return xp

    def add_leave(self, profile: str, game: str) -> int:
        """Count leaving a running game; returns the XP it cost."""
        entry = self._entry(profile, game)
        entry.xp = _bounded(entry.xp + LEAVE_XP)
        entry.left = _bounded(entry.left + 1)
        return LEAVE_XP

    def update(self, change: Callable[[Stats], T]) -> tuple[T, bool]:
        """Read the file again under its lock, apply ``change`` and write it:
        what ``change`` returned, and whether the file was written (not when
        it could not be read: it is never written over)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with locked(self.path):
            earlier = list(self.problems)  # what reading found is still to be said
            self._reread(repair=True)
            self.problems = earlier + [p for p in self.problems if p not in earlier]
            result = change(self)
            if self.unreadable is not None:
                return result, False
            self.save()
        return result, True

    def save(self) -> None:
        """Write atomically; raises :class:`InputError` naming the reason when
        the folder cannot be written."""
        data = {
            "format": "accessible-games-stats",
            "version": 1,
            "profiles": {
                p: {g: asdict(r) for g, r in games.items()} for p, games in self.records.items()
            },
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))


def _bounded(value: int) -> int:
    return max(-STATS_COUNT, min(STATS_COUNT, value))


def _records(data: object) -> dict[str, dict[str, Record]]:
    """The records of a statistics file's data, every value checked:
    :class:`DataError` names the first that is not allowed."""
    top = check.mapping(data, "statistics")
    profiles = check.mapping(top.get("profiles"), "profiles", STATS_PROFILES)
    records: dict[str, dict[str, Record]] = {}
    for profile, games in profiles.items():
        if len(profile) > NAME_CHARS:
            raise check.DataError(
                Msg("boundary.data.long", field="profiles", length=len(profile), limit=NAME_CHARS)
            )
        if clean(profile) != profile:
            raise check.DataError(Msg("boundary.data.name", field="profiles", value=quote(profile)))
        games = check.mapping(games, profile, STATS_GAMES)
        records[profile] = {}
        for game, rec in games.items():
            check.text(game, "game", 40)
            rec = check.mapping(rec, game, 10)
            records[profile][game] = Record(
                xp=check.whole(rec.get("xp", 0), "xp", -STATS_COUNT, STATS_COUNT),
                **{
                    k: check.whole(rec.get(k, 0), k, 0, STATS_COUNT)
                    for k in ("won", "lost", "left")
                },
            )
    return records
