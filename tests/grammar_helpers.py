"""Typed moves through the online client: a game's listed moves as the
server sends them, read by the client's RemoteGame (the same move grammar
as the local game)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from accessible_games.core.game import Action, Game
from accessible_games.net import protocol
from accessible_games.net.client.remote import RemoteGame, RemoteTable


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


def check_typed_forms(
    game: Game,
    typed_form: Callable[[Action, list[Action]], str],
    rng: random.Random,
    moves: int,
) -> None:
    """Up to ``moves`` random moves of ``game``: at each position, every
    legal action typed as ``typed_form(action, legal)`` says is read back as
    that action by the local game and by the online client, and both take
    it for a move."""
    for _ in range(moves):
        if game.is_over():
            break
        seat = game.to_play()
        assert seat is not None
        online = online_view(game, seat)
        legal = game.legal_actions(seat)
        for action in legal:
            text = typed_form(action, legal)
            found = game.find_action(seat, text)
            assert same_move(found, action), (text, action.text, found)
            assert same_move(online.find_action(seat, text), action), text
            assert game.understands(text) and online.understands(text), text
        game.apply(seat, rng.choice(legal))
