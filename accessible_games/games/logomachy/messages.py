"""Everything Logomachy says, in English and German: the Fluent resources
``locales/<lang>/*.ftl`` beside this file.

A message's ``.br`` attribute is its terse braille form; ``$player`` is a
name, and ``$who`` ("you" or "other") picks the form that addresses the
listener ("You play", "Du spielst"). Counts are passed as numbers, so that
each message picks its plural form ("1 chip", "2 chips").
"""

from pathlib import Path

from accessible_games.core.messages import load_folder

# the game's messages: locales/<lang>/*.ftl beside this file
load_folder(Path(__file__).resolve().parent / "locales")
