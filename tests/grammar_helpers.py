"""Typed moves through the online client: a game's listed moves as the
server sends them, read by the client's RemoteGame (the same move grammar
as the local game)."""

from __future__ import annotations

from typing import Any

from accessible_games.core.game import Action, Game
from accessible_games.net import protocol
from accessible_games.net.client import RemoteGame, RemoteTable


def online_view(game: Game, seat: int) -> RemoteGame:
    """What the online client knows of ``game`` at ``seat``: its listed
    moves, as they travel over the wire (no game object behind them)."""
    names = [f"P{s + 1}" for s in range(game.players)]
    message: dict[str, Any] = {
        "table": {"id": 1, "game": game.id, "status": "playing"},
        "seat": seat,
        "names": names,
    }
    table = RemoteTable(None, message)  # type: ignore[arg-type]
    wired = [protocol.action_data(a) for a in game.legal_actions(seat)]
    table.update({"legal": wired, "waiting": game.waiting_for(), "view": {}})
    return RemoteGame(table)


def same_move(found: Action | None, action: Action) -> bool:
    return found is not None and found.text == action.text
