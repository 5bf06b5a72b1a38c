"""Saved games as JSON: the game, its options, seed, seats and the actions so
far, plus a snapshot of the position. Loading replays the actions (so a loaded
game continues exactly as the original would) and checks the snapshot."""

from __future__ import annotations

import json
import os
from typing import Any, Callable

from accessible_games.boundary import data as check
from accessible_games.boundary import limits
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import read_bytes, shown, write_atomic
from accessible_games.boundary.text import quote
from accessible_games.core.errors import GameError, SaveError
from accessible_games.core.game import Game
from accessible_games.core.messages import Msg

FORMAT = "accessible-games-save"
VERSION = 1


def game_to_data(game: Game, seats: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.id,
        "players": game.players,
        "options": game.options.to_dict(),
        "seed": game.seed,
        "seats": seats or [],
        "actions": [[seat, text] for seat, text in game.log],
        "snapshot": game.snapshot(),
    }


def save_game(game: Game, path: str | os.PathLike, seats: list[dict[str, Any]] | None = None) -> None:
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
    data: Any, lookup: Callable[[str], type[Game] | None], path: str = "?"
) -> Game:
    """The game a save's data describes, replayed move by move; every field
    is checked at the input boundary first (type, range, size)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Msg("core.save.format", path=shown(path)))
    try:
        version = check.whole(data.get("version", VERSION), "version", 1, 10**9)
        if version > VERSION:
            raise SaveError(Msg("core.save.newer", path=shown(path), version=version, supported=VERSION))
        game_id = check.text(data.get("game"), "game", 40)
        cls = lookup(game_id)
        if cls is None:
            raise SaveError(Msg("core.save.unknown_game", game=quote(game_id)))
        players = check.whole(data.get("players"), "players", 1, 64)
        seed = check.whole(data.get("seed"), "seed", -limits.SEED_MAX, limits.SEED_MAX)
        options = data.get("options")
        options = {} if options is None else check.mapping(options, "options", 100)
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise SaveError(Msg("core.save.format", path=shown(path)))
        check.sequence(actions, "actions", limits.SAVE_ACTIONS)
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


def _action(entry: Any, players: int) -> tuple[int, str]:
    """One saved move: ``[seat, text]``; :class:`DataError` if it is not."""
    if not isinstance(entry, list) or len(entry) != 2:
        raise check.DataError(Msg("boundary.data.list", field="actions"))
    return check.whole(entry[0], "actions", 0, players - 1), check.text(entry[1], "actions", limits.ACTION_CHARS)


def load_game(
    path: str | os.PathLike, lookup: Callable[[str], type[Game] | None]
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
