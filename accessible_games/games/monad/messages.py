"""Everything MONAD says, in English and German, in two sections: what
the rules say (rank and card names, option names, action labels -- what an
action costs and gives -- and refusals) and what the narrator says.

German players hear the German game terms (Einer, Stammkarte, Bonuskarte,
warm/kalt, Kolonne, Vereinigen, Erwerben, Überspringen, Verwandte, Ziehen,
Flippen, Passen, Talon, Ablegestapel), English players the English ones
(One, identity card, bonus card, warm/cold, column, combine, acquire, jump,
relative, draw, flip, pass, talon, discard pile); Bi, Tri, Quad, Quint and
Monad are the same in both (docs: /work/shared/GLOSSARY.md). Colour names
are the shared ones of games/colours.py.
"""

from pathlib import Path

from accessible_games.core.messages import load_folder

# --- narration (what the narrator says)
#
# What MONAD's narrator says, in English and German: card and rank names,
# the events, the table's zones, the grouped list of moves, the legend and
# the game's own keys.
#
# ``$player`` is a name; ``$who`` ("you" for the listener) picks the
# listener's own form ("you" / "du", with its verb and case); every count
# is a number that picks its plural form; the ``.br`` attributes are the
# terse braille forms. German players hear the
# German game terms (Einer, Stammfarbe, Bonuskarte, Kolonne, Vereinigen,
# Erwerben, Überspringen, Verwandte, Talon, Ablegestapel), English players the
# English ones (docs: /work/shared/GLOSSARY.md).

# the game's messages: locales/<lang>/*.ftl beside this file
load_folder(Path(__file__).resolve().parent / "locales")
