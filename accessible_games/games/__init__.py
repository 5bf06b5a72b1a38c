"""The games, by id. Front ends and saved games look games up here."""

from __future__ import annotations

from accessible_games.core.game import Game
from accessible_games.games.logomachy.rules import Logomachy

GAMES: dict[str, type[Game]] = {
    Logomachy.id: Logomachy,
}


def get_game(name: str) -> type[Game] | None:
    return GAMES.get(name.strip().lower().replace(" ", ""))



def bot_levels(game_id: str) -> dict[str, type]:
    """The bot levels of a game, weakest first."""
    from accessible_games.games.registry import entry

    found = entry(game_id)
    return dict(found.bots) if found else {}
