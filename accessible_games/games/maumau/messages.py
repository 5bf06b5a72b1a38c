"""Everything Mau Mau says, in English and German: card names, action
labels, refusals, and the event texts a narrator builds on.

``{player}``, ``{target}``, ``{next}`` are names; the ``.own`` variants
address the player as "you" / "du". German players hear the German game
terms (Zieh 2, Aussetzen, Richtungswechsel, Joker, Joker +4, Lüge, Letzte),
English players the English ones (docs: /work/shared/GLOSSARY.md).
"""

from pathlib import Path

from accessible_games.core.messages import load_folder

# the game's messages: locales/<lang>/*.ftl beside this file
load_folder(Path(__file__).resolve().parent / "locales")
