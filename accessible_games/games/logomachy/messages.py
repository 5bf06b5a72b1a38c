"""Everything Logomachy says, in English and German.

Keys ending in ``.br`` are the terse braille forms. ``{player}`` is a name
and the ``.own`` variants address the player as "you" / "du".
"""

from pathlib import Path

from accessible_games.core.messages import load_folder

# the game's messages: locales/<lang>/*.ftl beside this file
load_folder(Path(__file__).resolve().parent / "locales")
