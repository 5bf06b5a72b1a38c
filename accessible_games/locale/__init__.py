"""Front-end message catalogs (game catalogs live beside each game)."""

from accessible_games.locale import ui  # noqa: F401
