"""Saved games as JSON: the game, its options, seed, seats and the actions so
far, plus a snapshot of the position. Loading replays the actions (so a loaded
game continues exactly as the original would) and checks the snapshot."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from accessible_games.boundary import data as check
from accessible_games.boundary import limits
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import read_bytes, set_aside, shown, write_atomic
from accessible_games.boundary.text import quote
from accessible_games.core.errors import GameError, SaveError
from accessible_games.core.game import Game
from accessible_games.core.messages import Msg

FORMAT = "accessible-games-save"
VERSION = 1

log = logging.getLogger(__name__)


def game_to_data(game: Game, seats: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """What a saved game holds, as JSON-friendly data: the game, its rules
    edition, options, seed, ``seats``, the moves so far and a snapshot."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.id,
        "rules": game.rules_version,
        "players": game.players,
        "options": game.options.to_dict(),
        "seed": game.seed,
        "seats": seats or [],
        "actions": [[seat, text] for seat, text in game.log],
        "snapshot": game.snapshot(),
    }


def save_game(
    game: Game, path: str | os.PathLike, seats: list[dict[str, Any]] | None = None
) -> None:
    """Write atomically (accessible_games/boundary/files.py): a failed save
    never damages an earlier file, and only a regular file the player owns
    is replaced."""
    data = json.dumps(game_to_data(game, seats), ensure_ascii=False, indent=1).encode("utf-8")
    try:
        write_atomic(path, data)
    except InputError as exc:
        reason = exc.msg.params.get("reason", exc.msg)
        raise SaveError(Msg("core.save.write", path=shown(path), reason=reason)) from exc


def _invalid(path: str, exc: InputError) -> SaveError:
    return SaveError(Msg("core.save.invalid", path=shown(path), reason=exc.msg))


def game_from_data(
    data: Any, lookup: Callable[[str], Callable[..., Game] | None], path: str = "?"
) -> Game:
    """The game a save's data describes, replayed move by move; every field
    is checked at the input boundary first (type, range, size)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Msg("core.save.format", path=shown(path)))
    try:
        version = check.whole(data.get("version", VERSION), "version", 1, 10**9)
        if version > VERSION:
            raise SaveError(
                Msg("core.save.newer", path=shown(path), version=version, supported=VERSION)
            )
        game_id = check.text(data.get("game"), "game", 40)
        cls = lookup(game_id)
        if cls is None:
            raise SaveError(Msg("core.save.unknown_game", game=quote(game_id)))
        edition = check.whole(data.get("rules", 1), "rules", 1, 10**6)
        players = check.whole(data.get("players"), "players", 1, 64)
        seed = check.whole(data.get("seed"), "seed", -limits.SEED_MAX, limits.SEED_MAX)
        options = data.get("options")
        options = {} if options is None else check.mapping(options, "options", 100)
        actions = check.sequence(data.get("actions", []), "actions", limits.SAVE_ACTIONS)
        seats = data.get("seats", [])
        check.sequence([] if seats is None else seats, "seats", 64)
    except InputError as exc:
        if isinstance(exc, SaveError):
            raise
        raise _invalid(path, exc) from exc
    try:
        game = cls(players, options, seed)
    except GameError as exc:
        raise SaveError(exc.msg) from exc
    _check_rules(edition, game, path)
    for number, entry in enumerate(actions, start=1):
        try:
            seat, text = _action(entry, players)
            game.apply(seat, text)
        except GameError as exc:  # a refused move, or an entry that is none
            raise SaveError(Msg("core.save.corrupt", path=shown(path), number=number)) from exc
    snapshot = data.get("snapshot")
    if snapshot is not None and json.loads(json.dumps(game.snapshot())) != snapshot:
        raise SaveError(Msg("core.save.corrupt", path=shown(path), number=len(actions)))
    return game


def _check_rules(edition: int, game: Game, path: str) -> None:
    """Refuse a save made under another edition of the game's rules (a save
    without the field is of the first edition): its moves would be replayed
    into another game."""
    current = game.rules_version
    if edition == current:
        return
    if edition > current:
        raise SaveError(Msg("core.save.rules_newer", path=shown(path), game=game.title))
    change = game.rules_change
    raise SaveError(
        Msg(
            "core.save.rules_older",
            path=shown(path),
            game=game.title,
            change=change if change is not None else "",
        )
    )


def _action(entry: Any, players: int) -> tuple[int, str]:
    """One saved move: ``[seat, text]``; :class:`DataError` if it is not."""
    if not isinstance(entry, list) or len(entry) != 2:
        raise check.DataError(Msg("boundary.data.list", field="actions"))
    return check.whole(entry[0], "actions", 0, players - 1), check.text(
        entry[1], "actions", limits.ACTION_CHARS
    )


def load_game(
    path: str | os.PathLike, lookup: Callable[[str], Callable[..., Game] | None]
) -> tuple[Game, list[dict[str, Any]]]:
    """The saved game and its seat descriptions; :class:`SaveError` if not.
    Only a regular file of at most :data:`~limits.SAVE_BYTES` is read."""
    try:
        raw = read_bytes(path, limits.SAVE_BYTES)
    except InputError as exc:
        reason = exc.msg.params.get("reason", exc.msg)
        raise SaveError(Msg("core.save.unreadable", path=shown(path), reason=reason)) from exc
    try:
        data = check.loads_json(raw)
    except InputError as exc:
        if exc.msg.key in ("boundary.data.syntax", "boundary.data.encoding"):
            raise SaveError(Msg("core.save.format", path=shown(path))) from exc
        raise _invalid(str(path), exc) from exc
    game = game_from_data(data, lookup, str(path))
    seats = [s for s in data.get("seats") or [] if isinstance(s, dict)]
    return game, seats


# --- the list of saved games -----------------------------------------------------


@dataclass(frozen=True)
class SaveHeader:
    """What a list of saved games says of one save; every field is checked."""

    path: Path
    #: the game's id: a text of at most 40 characters (it may be a game this
    #: version does not know; loading it says so)
    game: str
    players: int
    moves: int
    #: when the file was last written, in seconds since the epoch
    saved: float
    #: the game was over when it was saved (its snapshot says so): there is
    #: nothing left to continue
    finished: bool = False


@dataclass
class SavesFound:
    """The saved games of a folder that can be continued, newest first; the
    saves of finished games (not offered to continue); and the damaged files
    that were set aside while looking (their new names)."""

    saves: list[SaveHeader] = field(default_factory=list)
    set_aside: list[Path] = field(default_factory=list)
    finished: list[SaveHeader] = field(default_factory=list)


class _Damaged(Exception):
    """A file in the saves folder that is no usable save and no other
    program's file either: it is set aside."""


#: why a file is not read that makes it a damaged save (a device, a pipe or
#: a socket under a save's name; a file larger than any save). A folder, a
#: missing file or one the player may not read is left alone.
_DAMAGED_KINDS = ("boundary.file.special", "boundary.file.large")


def save_header(data: Any, path: Path, saved: float) -> SaveHeader | None:
    """The header of a save's data: None when the data is not a save of
    this program (another program's JSON, left alone) or a save of a newer
    version whose header this one cannot read; :class:`_Damaged` when it is
    one of this program's saves that cannot be used."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    try:
        version = check.whole(data.get("version", VERSION), "version", 1, 10**9)
    except InputError as exc:
        raise _Damaged() from exc
    try:
        game = check.text(data.get("game"), "game", 40)
        players = check.whole(data.get("players"), "players", 1, 64)
        actions = check.sequence(data.get("actions", []), "actions", limits.SAVE_ACTIONS)
    except InputError as exc:
        if version > VERSION:  # not damaged: made by a newer version
            return None
        raise _Damaged() from exc
    if not game:
        if version > VERSION:
            return None
        raise _Damaged()
    return SaveHeader(path, game, players, len(actions), saved, _finished(data.get("snapshot")))


def _finished(snapshot: Any) -> bool:
    """Whether a save's snapshot is of a game that was over. Only a plain
    ``true`` counts; anything else is read as a running game (loading
    checks the snapshot against the replayed moves)."""
    return isinstance(snapshot, dict) and snapshot.get("over") is True


def _read_header(path: Path) -> SaveHeader | None:
    """The header of the save ``path``; None when it is left alone (not a
    save, not readable now); :class:`_Damaged` when it is set aside."""
    try:
        raw = read_bytes(path, limits.SAVE_BYTES)
    except InputError as exc:
        reason = exc.msg.params.get("reason")
        if getattr(reason, "key", None) in _DAMAGED_KINDS:
            raise _Damaged() from exc
        return None
    try:
        data = check.loads_json(raw)
    except InputError as exc:  # not UTF-8, not JSON, too deep, numbers refused
        raise _Damaged() from exc
    try:
        saved = os.stat(path).st_mtime
    except (OSError, ValueError):
        return None  # gone since it was read
    return save_header(data, path, saved)


def scan_saves(folder: str | os.PathLike[str]) -> SavesFound:
    """The saved games (``*.json``) in ``folder`` that can be continued,
    newest first; the saves of games that were over are put apart
    (``finished``), not offered to continue. Each file
    is read through the input boundary (regular files only, at most
    :data:`~limits.SAVE_BYTES`, JSON within bounds) and its header checked;
    a damaged one is set aside (``NAME.broken``, ``NAME.broken-2`` ...) and
    not listed, so it is set aside once. Never raises."""
    found = SavesFound()
    try:
        with os.scandir(folder) as entries:
            names = sorted(e.name for e in entries if e.name.endswith(".json"))
    except (OSError, ValueError):
        return found
    for name in names:
        path = Path(folder) / name
        try:
            header = _read_header(path)
        except _Damaged:
            kept = set_aside(path)
            if kept is None:
                log.warning("damaged saved game %s could not be set aside", shown(path))
            else:
                found.set_aside.append(kept)
            continue
        if header is not None:
            (found.finished if header.finished else found.saves).append(header)
    for headers in (found.saves, found.finished):
        headers.sort(key=lambda h: (h.saved, h.path.name), reverse=True)
    return found
