"""Per-profile statistics: experience points and games won, lost and left,
per game, kept as JSON in the platform's data folder.

Experience points follow the ranking of the online table Mau Mau comes from
(docs/rules/maumau.md): the winners get 10 x the number of players (in pairs,
20 each), every loser loses 10, and a player who leaves a running game loses
20. A damaged file is reported in the player's language, kept beside as
``stats.json.broken``, and the counting starts again; a failed write never
damages the previous file.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

from accessible_games.core.messages import Msg, register

FILE_NAME = "stats.json"
ENV_DIR = "ACCESSIBLE_GAMES_DATA_DIR"
WIN_XP_PER_PLAYER = 10
PAIR_WIN_XP = 20
LOSS_XP = -10
LEAVE_XP = -20
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
    from platformdirs import user_data_dir

    return Path(user_data_dir("accessible-games", appauthor=False))


def stats_path() -> Path:
    return data_dir() / FILE_NAME


def win_xp(players: int, pairs: bool) -> int:
    return PAIR_WIN_XP if pairs else WIN_XP_PER_PLAYER * players


class Stats:
    """All profiles' records. ``problems`` holds what was wrong with the file
    when it was read (to be said to the player)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or stats_path()
        self.records: dict[str, dict[str, Record]] = {}
        self.problems: list[Msg] = []
        self._read()

    def _read(self) -> None:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except (OSError, UnicodeDecodeError) as exc:
            self.problems.append(Msg("stats.unreadable", path=str(self.path), reason=str(exc)))
            return
        try:
            data = json.loads(raw)
            records = {
                str(profile): {str(game): Record(**{k: int(v) for k, v in rec.items() if k in Record.__annotations__})
                               for game, rec in games.items()}
                for profile, games in data["profiles"].items()
            }
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            kept = f"{self.path}.broken"
            self.problems.append(Msg("stats.broken", path=str(self.path), reason=str(exc), kept=kept))
            try:
                shutil.copyfile(self.path, kept)
            except OSError:
                pass
            return
        self.records = records

    def record(self, profile: str, game: str) -> Record:
        return self.records.get(profile, {}).get(game, Record())

    def profiles(self) -> list[str]:
        return sorted(self.records)

    def _entry(self, profile: str, game: str) -> Record:
        return self.records.setdefault(profile, {}).setdefault(game, Record())

    def add_result(self, profile: str, game: str, players: int, won: bool, pairs: bool = False) -> int:
        """Count a finished game for ``profile``; returns the XP it gave."""
        entry = self._entry(profile, game)
        xp = win_xp(players, pairs) if won else LOSS_XP
        entry.xp += xp
        if won:
            entry.won += 1
        else:
            entry.lost += 1
        return xp

    def add_leave(self, profile: str, game: str) -> int:
        """Count leaving a running game; returns the XP it cost."""
        entry = self._entry(profile, game)
        entry.xp += LEAVE_XP
        entry.left += 1
        return LEAVE_XP

    def save(self) -> None:
        """Write atomically; raises OSError when the folder cannot be written."""
        data = {"format": "accessible-games-stats", "version": 1,
                "profiles": {p: {g: asdict(r) for g, r in games.items()} for p, games in self.records.items()}}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".stats-", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, ensure_ascii=False, indent=1)
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise


register(
    {
        "en": {
            "stats.unreadable": "Cannot read the statistics file {path}: {reason}.",
            "stats.broken": "The statistics file {path} is damaged ({reason}); counting starts again, the damaged file is kept as {kept}.",
            "stats.not_saved": "The statistics could not be saved: {reason}.",
            "stats.line": "{game}: {xp} experience points, {played} played, {won} won, {lost} lost, {left} left",
            "stats.line.br": "{game}: {xp} xp, {won} won, {lost} lost, {left} left",
            "stats.none": "No games counted yet for {profile}",
            "stats.none.default": "No games counted yet",
        },
        "de": {
            "stats.unreadable": "Die Statistikdatei {path} kann nicht gelesen werden: {reason}.",
            "stats.broken": "Die Statistikdatei {path} ist beschädigt ({reason}); die Zählung beginnt neu, die beschädigte Datei bleibt als {kept} erhalten.",
            "stats.not_saved": "Die Statistik konnte nicht gespeichert werden: {reason}.",
            "stats.line": "{game}: {xp} Erfahrungspunkte, {played} gespielt, {won} gewonnen, {lost} verloren, {left} verlassen",
            "stats.line.br": "{game}: {xp} EP, {won} gew., {lost} verl., {left} verlassen",
            "stats.none": "Für {profile} wurden noch keine Spiele gezählt",
            "stats.none.default": "Noch keine Spiele gezählt",
        },
    }
)
