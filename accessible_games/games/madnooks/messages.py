"""Everything Mad Nooks says, in English and German, in four sections:
what the rules say (tiles, sides, placements, option names, action labels
and refusals), what the narrator says, and the same two for the Poker
variant (its keys start with ``madnooks.poker.``).

German players hear the German terms (Kärtchen, lange Seite, kurze Seite,
Spitze, anlegen, aussetzen; schwarz, blau, rot, grün), English players the
English ones (tile, long side, short side, tip, lay, miss a turn):
/work/shared/GLOSSARY.md. A tile is said as its four colours in side order
(long side 1, long side 2, short side 1, short side 2); its code (KBRG) is
what is typed.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from accessible_games.core.messages import Msg, load_folder
from accessible_games.games.madnooks.tiles import (
    COLOURS,
    SIDE_LENGTH,
    SIDE_NAMES,
    Colours,
    position_text,
    tile_code,
)


def colour_msg(colour: int) -> Msg:
    """A colour id (0-3) as said: "black" / "schwarz"."""
    return Msg(f"colour.{COLOURS[colour]}.name")


def tile_msg(colours: Colours) -> Msg:
    """A tile as said: its colours in side order, "black blue red green"."""
    return Msg(
        "madnooks.tile",
        code=tile_code(colours),
        long1=colour_msg(colours[0]),
        long2=colour_msg(colours[1]),
        short1=colour_msg(colours[2]),
        short2=colour_msg(colours[3]),
    )


def side_msg(side: int) -> Msg:
    """A side id (tiles.LONG1 ...) as said: "long side 1" / "lange Seite 1"."""
    return Msg(f"madnooks.side.{SIDE_NAMES[side]}")


def rotation_msg(rotation: int) -> Msg:
    """A rotation (0-3) as said: "not turned", "turned 90°"."""
    if rotation == 0:
        return Msg("madnooks.rotation.none")
    return Msg("madnooks.rotation", angle=90 * rotation)


def position_msg(x: int, y: int) -> Msg:
    return Msg("madnooks.position", position=position_text(x, y))


def points_msg(points: int) -> Msg:
    """Points as said: "1 point", "7 points" (the message's plural rule picks the form)."""
    return Msg("madnooks.points", points=points)


def points_with_msg(points: int) -> Msg:
    """Points after "with": German "mit 7 Punkten" (dative)."""
    return Msg("madnooks.points.with", points=points)


def tiles_msg(count: int) -> Msg:
    """A number of tiles: "1 tile", "4 tiles" / "4 Kärtchen"."""
    return Msg("madnooks.say.tiles", count=count)


def placements_msg(count: int) -> Msg:
    """A number of placements: "1 placement", "3 placements"."""
    return Msg("madnooks.say.placements", count=count)


def chips_msg(count: int) -> Msg:
    """A number of chips (Poker): "1 chip", "50 chips"."""
    return Msg("madnooks.poker.say.chips", count=count)


def touch_msg(side: int, colour: int, full: bool) -> Msg:
    """A touching side: "long side 1 black fully", "short side 1 red
    partly". A side of more than one unit edge (long sides 1 and 2, short
    side 1) may touch along only some of them, so it says how; a side of
    one unit edge (short side 2) touches fully or not at all and is said
    plainly."""
    if SIDE_LENGTH[side] == 1:
        key = "madnooks.touch.plain"
    else:
        key = "madnooks.touch.full" if full else "madnooks.touch.partly"
    return Msg(key, side=side_msg(side), colour=colour_msg(colour))


def placement_msg(
    colours: Colours, rotation: int, x: int, y: int, points: int, touches: Iterable[Any]
) -> Msg:
    """A placement's label: tile, rotation, position, points and the
    touching sides (``touches``: area.Touch values or (side, colour, full))."""
    said = [touch_msg(t[0], t[1], t[2]) for t in touches]
    return Msg(
        "madnooks.action.lay",
        tile=tile_msg(colours),
        rotation=rotation_msg(rotation),
        position=position_msg(x, y),
        points=points_msg(points),
        touches=said,
    )


# --- narration (what the narrator says)
#
# What Mad Nooks' narrator says, in English and German: the events, the
# zones (placements, area, stack), the board cursor and the map, the legend
# and the game's own keys.
#
# ``$player`` is a name; ``$who`` ("you" / "other") picks the form that
# addresses the listener; the ``.br`` attributes are the terse braille
# forms. Every count is passed as a number, and the message picks its
# plural form. German players hear the
# German terms (Kärtchen, lange Seite, kurze Seite, Spitze, anlegen,
# aussetzen, Stapel, Fläche, Freiraum, Anlegestelle), English players the
# English ones (tile, long side, short side, tip, lay, miss a turn, stack,
# area, empty space, placement): /work/shared/GLOSSARY.md.
#
# A position is always ``x,y`` (spoken and brailled alike), a rotation its
# clockwise angle (spoken "turned 90°" / "um 90° gedreht", brailled ``90``).


# --- Poker narration (what the Poker narrator says)
#
# What Mad Nooks Poker's narrator says, in English and German.
#
# ``$player`` is a name; ``$who`` picks the form that addresses the
# listener; the ``.br`` attributes are the terse braille forms. German poker terms: Kasse
# (pot), Spieleinsatz (ante), Kaufphase (exchange phase), schieben (check),
# setzen (bet), mitgehen (call), erhöhen (raise), aussteigen (fold), Bild
# (picture), Chips.

# the game's messages: locales/<lang>/*.ftl beside this file
load_folder(Path(__file__).resolve().parent / "locales")
