"""The games, by id. Front ends and saved games look games up here; the
registry (games/registry.py) holds each game's rules, narrator and bots."""

from __future__ import annotations

from accessible_games.core.game import Game


def get_game(name: str) -> type[Game] | None:
    """The rules class of a game id, or None."""
    from accessible_games.games.registry import entry

    found = entry(name)
    return found.rules if found else None


def bot_levels(game_id: str) -> dict[str, type]:
    """The bot levels of a game, weakest first."""
    from accessible_games.games.registry import entry

    found = entry(game_id)
    return dict(found.bots) if found else {}
