"""High Card's words, in English and German (locales/<lang>/toy.ftl)."""

from pathlib import Path

from accessible_games.core.messages import load_folder

load_folder(Path(__file__).resolve().parent / "locales")
