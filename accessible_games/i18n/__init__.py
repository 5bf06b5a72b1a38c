"""Messages in the player's language: the Fluent resources and their
rendering (fluent.py); the shared interface's resources are in
``accessible_games/locales``."""
