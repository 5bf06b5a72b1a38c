"""The player's settings, kept as TOML in the platform's config folder.

A file that cannot be read, or holds values that are not allowed, is
reported in the player's language; the usable values are kept, the rest fall
back to defaults, the damaged file is set aside once as
``settings.toml.broken`` (``.broken-2`` and so on when that name is taken:
an earlier one is never replaced) and a clean file is written in its place.
The file is read only when it is a regular file of at most 64 KiB, and
changed under a lock with read-merge-write (accessible_games/boundary).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from accessible_games.boundary.data import loads_toml
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import locked, read_text, set_aside, shown, write_atomic
from accessible_games.boundary.limits import SETTINGS_BYTES
from accessible_games.core.errors import OptionError
from accessible_games.core.messages import ALL_LANGUAGES, Msg, default_language
from accessible_games.core.options import Options, option
from accessible_games.sound import CUE_IDS

FILE_NAME = "settings.toml"
ENV_DIR = "ACCESSIBLE_GAMES_CONFIG_DIR"
#: the pauses before a forced move the settings offer (milliseconds)
FORCED_PAUSES = (0, 300, 600, 1000, 1500, 2000, 3000)


@dataclass(frozen=True)
class Settings(Options):
    language: str = option("en", choices=ALL_LANGUAGES)
    #: speech backend: auto tries screen reader, speech-dispatcher, pyttsx3, none
    speech: str = option("auto", choices=("auto", "screenreader", "speechd", "pyttsx3", "none"))
    #: off for players whose screen reader already reads the terminal
    own_speech: bool = option(True)
    voice: str = option("")
    rate: int = option(0, low=-100, high=100)
    volume: int = option(100, low=0, high=100)
    #: auto: German Vollschrift for German, UEB grade 1 for English
    braille_table: str = option(
        "auto", choices=("auto", "de-g0", "de-g1", "de-g2", "en-ueb-g1", "en-ueb-g2")
    )
    braille: str = option("auto", choices=("auto", "brlapi", "screenreader", "unicode", "none"))
    #: BrlAPI host, e.g. 127.0.0.1:1; empty for BRLTTY's default
    brlapi_host: str = option("")
    verbosity: str = option("normal", choices=("full", "normal", "terse"))
    #: say a list item's position ("3 of 7") when the focus reaches it
    positions: bool = option(True)
    #: when your turn comes (and a saved game is continued), say where you
    #: stand in one line: your hand and the table
    recap: bool = option(True)
    #: a costly move (a bluff, a move that gives more than it gains) says
    #: why and is made when chosen a second time; off: made at once
    cautions: bool = option(True)
    #: the player's only move (a forced draw, flip or pass) is made by
    #: itself and said; it never chooses: off, the player makes it by key
    forced_moves: bool = option(True)
    #: the pause before the only move is made, in milliseconds: time to hear
    #: what came before it
    forced_pause: int = option(600, choices=FORCED_PAUSES)
    #: the full-screen look: the terminal's own colours (dark or light
    #: background) in high contrast, or the richer colour theme; NO_COLOR
    #: turns every theme monochrome
    theme: str = option(
        "high-contrast-dark", choices=("high-contrast-dark", "high-contrast-light", "colour")
    )
    #: your name at the table and the profile your statistics are kept
    #: under; empty: "Player 1" at the table, the default profile
    name: str = option("", text="name")
    #: short sounds beside speech for the events that matter most (your
    #: turn above all); off: no sound device is opened
    sounds: bool = option(True)
    #: the cues' loudness, apart from the speech volume
    sound_volume: int = option(70, low=0, high=100)
    #: cues that stay silent, by id (comma-separated, see
    #: accessible_games/sound CUE_IDS); a muted cue has no text equivalent either
    muted_cues: str = option("")
    #: a folder with the player's own ``<cue>.wav`` files; what it lacks
    #: comes from the game's own sounds; empty: the game's own sounds
    sound_theme: str = option("")
    #: show each cue's short text equivalent on the braille display too
    #: (it is always in the history, and never spoken)
    sound_braille: bool = option(False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "muted_cues", normal_cue_list(self.muted_cues))

    @property
    def muted(self) -> frozenset[str]:
        """The muted cues' ids."""
        return frozenset(c for c in self.muted_cues.split(",") if c)

    def with_changes(self, **changes: Any) -> Settings:
        return Settings.from_dict({**self.to_dict(), **changes})


def normal_cue_list(value: Any) -> str:
    """Cue ids (a comma- or space-separated text, or a list) as one
    comma-separated text in the order of CUE_IDS; an unknown id is refused
    with the allowed ones."""
    items = (
        value
        if isinstance(value, (list, tuple, set, frozenset))
        else str(value or "").replace(",", " ").split()
    )
    wanted = {str(item).strip().lower().replace("-", "_") for item in items if str(item).strip()}
    unknown = sorted(wanted - set(CUE_IDS))
    if unknown:
        raise OptionError(
            Msg("settings.unknown_cue", value=", ".join(unknown), allowed=", ".join(CUE_IDS))
        )
    return ",".join(c for c in CUE_IDS if c in wanted)


def defaults() -> Settings:
    return Settings(language=default_language())


def config_dir() -> Path:
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    # lazy: platformdirs (seven modules) is needed only when ACCESSIBLE_GAMES_CONFIG_DIR
    # is not set, and not at all for --help
    from platformdirs import user_config_dir

    return Path(user_config_dir("accessible-games", appauthor=False))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def to_toml(settings: Settings) -> str:
    lines = ["# Accessible Games settings"]
    for name, value in settings.to_dict().items():
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, int):
            text = str(value)
        else:
            text = json.dumps(str(value), ensure_ascii=False)
        lines.append(f"{name} = {text}")
    return "\n".join(lines) + "\n"


def save(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (temporary file, fsync, rename); raises
    :class:`InputError` naming the reason when it cannot."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, to_toml(settings).encode("utf-8"))


def save_changes(changes: dict[str, Any], path: Path | None = None) -> Settings:
    """Write ``changes`` into the settings file, keeping everything else in
    it as it is (not this run's command-line choices). Read, merge and
    write happen under the file's lock, so changes made by another copy of
    the program at the same moment are kept too."""
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with locked(path):
        saved, _problems = _load(path, repair=True)
        new = saved.with_changes(**changes)
        save(new, path)
    return new


def load(path: Path | None = None) -> tuple[Settings, list[Msg]]:
    """The settings and the problems found (empty when all was well). A
    missing file gives the defaults without a problem. A damaged file (not
    UTF-8, too large, not TOML, too deep, values not allowed) is set aside
    once under a name of its own and a clean one written in its place,
    under the file's lock, so several copies starting at once set it aside
    only once."""
    path = path or settings_path()
    settings, problems, damaged = _parse(path)
    if not damaged:
        return settings, problems
    try:
        with locked(path):
            return _load(path, repair=True)
    except OSError:  # no lock in a read-only folder: the values still apply for this run
        return settings, problems


def _load(path: Path, repair: bool) -> tuple[Settings, list[Msg]]:
    """Read (again) and, when ``repair`` and the file is damaged, set it
    aside and write a clean one. Called under the lock."""
    settings, problems, damaged = _parse(path)
    if damaged and repair:
        kept = set_aside(path)
        if kept is not None:
            problems.append(Msg("settings.kept", kept=str(kept)))
            try:
                save(settings, path)
            except InputError:
                pass  # a read-only folder: the values still apply for this run
    return settings, problems


#: why a file is not read that makes it damaged: its content is there but
#: cannot be used (not UTF-8, larger than any settings file), so it is set
#: aside like any other damaged file instead of being written over by the
#: next change
_DAMAGED_READS = ("boundary.data.encoding", "boundary.file.large")


def _parse(path: Path) -> tuple[Settings, list[Msg], bool]:
    """The settings in ``path``, the problems, and whether the file is
    damaged (to be set aside)."""
    base = defaults()
    try:
        raw = read_text(path, SETTINGS_BYTES)
    except InputError as exc:
        if isinstance(exc.__cause__, FileNotFoundError):
            return base, [], False
        reason = exc.msg.params.get("reason", "")
        if getattr(reason, "key", None) in _DAMAGED_READS:
            return base, [Msg("settings.broken", path=shown(path), reason=reason)], True
        return base, [Msg("settings.unreadable", path=shown(path), reason=reason)], False
    try:
        data = loads_toml(raw)
    except InputError as exc:
        return base, [Msg("settings.broken", path=shown(path), reason=exc.msg)], True
    values = base.to_dict()
    problems: list[Msg] = []
    for name, value in data.items():
        key = name.replace("-", "_")
        try:
            values[key] = getattr(Settings.from_dict({name: value}), key)
        except OptionError as exc:
            problems.append(Msg("settings.bad_value", path=shown(path), problem=exc.msg))
    return Settings.from_dict(values), problems, bool(problems)
