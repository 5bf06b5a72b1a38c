"""Front-end message catalogs (game catalogs live beside each game)."""

from accessible_games.i18n import ui  # noqa: F401
