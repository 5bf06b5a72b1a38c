"""Saved games as JSON: the game, its options, seed, seats and the actions so
far, plus a snapshot of the position. Loading replays the actions (so a loaded
game continues exactly as the original would) and checks the snapshot."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable

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
    """Write atomically: a failed save never damages an earlier file."""
    path = Path(path)
    data = json.dumps(game_to_data(game, seats), ensure_ascii=False, indent=1)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".save-", dir=path.parent if str(path.parent) else ".")
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except OSError as exc:
        if tmp is not None:  # leave no half-written temporary file behind
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise SaveError(Msg("core.save.write", path=str(path), reason=exc.strerror or str(exc))) from exc


def game_from_data(
    data: dict[str, Any], lookup: Callable[[str], type[Game] | None], path: str = "?"
) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Msg("core.save.format", path=path))
    cls = lookup(str(data.get("game")))
    if cls is None:
        raise SaveError(Msg("core.save.unknown_game", game=str(data.get("game"))))
    try:
        game = cls(int(data["players"]), data.get("options") or {}, int(data["seed"]))
        actions = data.get("actions") or []
        if not isinstance(actions, list):
            raise TypeError("the actions are not a list")
    except (KeyError, TypeError, ValueError, OverflowError) as exc:
        raise SaveError(Msg("core.save.format", path=path)) from exc
    except GameError as exc:
        raise SaveError(exc.msg) from exc
    for number, entry in enumerate(actions, start=1):
        try:
            seat, text = int(entry[0]), str(entry[1])
            game.apply(seat, text)
        except (GameError, TypeError, ValueError, LookupError, OverflowError) as exc:
            raise SaveError(Msg("core.save.corrupt", path=path, number=number)) from exc
    snapshot = data.get("snapshot")
    if snapshot is not None and json.loads(json.dumps(game.snapshot())) != snapshot:
        raise SaveError(Msg("core.save.corrupt", path=path, number=len(actions)))
    return game


def load_game(
    path: str | os.PathLike, lookup: Callable[[str], type[Game] | None]
) -> tuple[Game, list[dict[str, Any]]]:
    """The saved game and its seat descriptions; :class:`SaveError` if not."""
    try:
        text = Path(path).read_text(encoding="utf-8")
        data = json.loads(text)
    except OSError as exc:
        raise SaveError(
            Msg("core.save.unreadable", path=str(path), reason=exc.strerror or str(exc))
        ) from exc
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(Msg("core.save.format", path=str(path))) from exc
    game = game_from_data(data, lookup, str(path))
    seats = data.get("seats") or []
    if not isinstance(seats, list):
        raise SaveError(Msg("core.save.format", path=str(path)))
    return game, seats
