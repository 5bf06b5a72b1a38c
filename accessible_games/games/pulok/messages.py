"""Everything Pulok says, in English and German, in two sections: what
the rules say (tiles, option names, action labels -- what a move does --
and refusals) and what the narrator says.

German players hear the German terms (Kärtchen, Legetafel, Beutel,
anbieten, weitergeben, beiseitelegen, Vorgabe, Ziel, Gruppe, Wertstück,
Einfaches Pulok, Pulok für Könner), English players the English ones (tile,
board, bag, offer, pass on, set aside, handicap, target, group, value piece,
Simple Pulok, Pulok for Experts): /work/shared/GLOSSARY.md. The call "Sag
nix über Pulok" is the game's own and the same in both languages.
"""

from pathlib import Path

from accessible_games.core.messages import Msg, load_folder
from accessible_games.games.pulok.tiles import COLOURS, LETTERS, PULOK_KIND


def tile_msg(kind: int) -> Msg:
    """A tile of a kind (letter * 6 + colour, or PULOK_KIND) as said:
    "U red" / "U rot", "Pulok"."""
    if kind == PULOK_KIND:
        return Msg("pulok.pulok")
    return Msg(
        "pulok.tile", letter=LETTERS[kind // 6], colour=Msg(f"colour.{COLOURS[kind % 6]}.name")
    )


def colour_msg(colour: int) -> Msg:
    return Msg(f"colour.{COLOURS[colour]}.name")


# --- narration (what the narrator says)
#
# What Pulok's narrator says, in English and German: tiles, rows read as
# words, the events, the table's zones, the goal and the proposal, the list
# of moves, the legend and the game's own keys.
#
# ``$player`` is a name; a message about a player's doing says it to the
# listener in its ``$who = you`` variant ("you" / "du" with their own verb
# and case); a ``-you`` message is said to the player a tile is offered to;
# every count is a number picking its plural form ("1 tile", "ein
# Kärtchen"); the ``.br`` attributes are the terse braille forms. German
# players hear the German game terms (Kärtchen, Legetafel, Beutel, anbieten,
# weitergeben, beiseitelegen, Vorgabe, Ziel, Verlustpunkte, Gruppe,
# Wertstück, Einfaches Pulok, Pulok für Könner), English players the English
# ones (tile, board, bag, offer, pass on, set aside, handicap, target,
# penalty points, group, value piece, Simple Pulok, Pulok for Experts):
# /work/shared/GLOSSARY.md. The call "Sag nix über Pulok" is the game's own
# and the same in both languages.

# the game's messages: locales/<lang>/*.ftl beside this file
load_folder(Path(__file__).resolve().parent / "locales")
