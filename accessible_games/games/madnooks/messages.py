"""What Mad Nooks' rules say, in English and German: tiles, sides,
placements, option names, action labels and refusals.

German players hear the German terms (Kärtchen, lange Seite, kurze Seite,
Spitze, anlegen, aussetzen; schwarz, blau, rot, grün), English players the
English ones (tile, long side, short side, tip, lay, miss a turn):
/work/shared/GLOSSARY.md. A tile is said as its four colours in side order
(long side 1, long side 2, short side 1, short side 2); its code (KBRG) is
what is typed.
"""

from __future__ import annotations

from typing import Any, Iterable

from accessible_games.core.messages import Msg, register
from accessible_games.games.madnooks.tiles import (
    COLOURS,
    SHORT1,
    SHORT2,
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
    return Msg("madnooks.tile", code=tile_code(colours), long1=colour_msg(colours[0]),
               long2=colour_msg(colours[1]), short1=colour_msg(colours[2]), short2=colour_msg(colours[3]))


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
    return Msg("madnooks.points.one" if points == 1 else "madnooks.points", points=points)


def touch_msg(side: int, colour: int, full: bool) -> Msg:
    """A touching side: "long side 1 black, fully"; short sides always
    touch fully, so only long sides say how."""
    if side in (SHORT1, SHORT2):
        key = "madnooks.touch.short"
    else:
        key = "madnooks.touch.full" if full else "madnooks.touch.partly"
    return Msg(key, side=side_msg(side), colour=colour_msg(colour))


def placement_msg(colours: Colours, rotation: int, x: int, y: int, points: int,
                  touches: Iterable[Any]) -> Msg:
    """A placement's label: tile, rotation, position, points and the
    touching sides (``touches``: area.Touch values or (side, colour, full))."""
    said = [touch_msg(t[0], t[1], t[2]) for t in touches]
    return Msg("madnooks.action.lay", tile=tile_msg(colours), rotation=rotation_msg(rotation),
               position=position_msg(x, y), points=points_msg(points), touches=said)


register(
    {
        "en": {
            "madnooks.title": "Mad Nooks",
            "madnooks.tile": "{long1} {long2} {short1} {short2}",
            "madnooks.side.long1": "long side 1",
            "madnooks.side.long2": "long side 2",
            "madnooks.side.short1": "short side 1",
            "madnooks.side.short2": "short side 2",
            "madnooks.tip": "tip",
            "madnooks.rotation": "turned {angle}°",
            "madnooks.rotation.none": "not turned",
            "madnooks.position": "at {position}",
            "madnooks.points": "{points} points",
            "madnooks.points.one": "1 point",
            "madnooks.touch.full": "{side} {colour} fully",
            "madnooks.touch.partly": "{side} {colour} partly",
            "madnooks.touch.short": "{side} {colour}",
            # end of the game
            "madnooks.end.all_laid": "All tiles are laid.",
            "madnooks.end.blocked": "Every player in a row had to miss a turn: no tile fits any more.",
            "madnooks.end.rounds": "The last round is played.",
            "madnooks.end.solitaire.all_laid": "All tiles are laid: the area is complete.",
            "madnooks.end.solitaire.blocked": "No tile fits any more and the stack is used up.",
            # options
            "madnooks.option.variant": "Variant",
            "madnooks.option.variant.classic": "Classic (for points)",
            "madnooks.option.variant.poker": "Poker (bet chips on the best picture of five tiles)",
            "madnooks.option.variant.solitaire": "Solitaire (one area, alone or as a team)",
            "madnooks.variant.classic": "Classic",
            "madnooks.variant.poker": "Poker",
            "madnooks.variant.solitaire": "Solitaire",
            "madnooks.option.foreign": "The option {name} does not belong to {variant}; choose its variant first.",
            "madnooks.option.draw_on_miss": "Classic: a player who must miss a turn draws a tile",
            "madnooks.option.chips": "Poker: chips each player starts with",
            "madnooks.option.ante": "Poker: ante each hand",
            "madnooks.option.price": "Poker: price of exchanging one tile",
            "madnooks.option.exchanges": "Poker: tiles a player may exchange in a hand",
            "madnooks.option.bet": "Poker: fixed amount of a bet and of a raise",
            "madnooks.option.hands": "Poker: number of hands",
            "madnooks.option.rounds": "Number of rounds",
            "madnooks.option.rounds.none": "until the tiles are used up",
            "madnooks.option.time_per_move": "Time per move in seconds",
            "madnooks.option.time_per_move.none": "no limit",
            # actions
            "madnooks.action.lay": "Lay {tile} {rotation} {position}: {points}, touching {touches}",
            "madnooks.action.pass": "Miss a turn: none of your tiles can be laid",
            "madnooks.action.pass.draw": "Miss a turn and draw a tile: none of your tiles can be laid",
            # refusals
            "madnooks.illegal.syntax": "I do not understand {text}. Lay a tile with lay, its code, its rotation and its position, for example lay kbrg 90 3,-2; when no tile fits, miss a turn with pass.",
            "madnooks.illegal.rotation": "{text} is no rotation: a tile turns by 0, 90, 180 or 270 degrees.",
            "madnooks.illegal.not_held": "You have no tile {code} ({tile}) in hand.",
            "madnooks.illegal.occupied": "The tile {tile} {rotation} {position} would cover a cell that is taken.",
            "madnooks.illegal.no_contact": "The tile {tile} {rotation} {position} would touch no side of the area; a touching tip does not count.",
            "madnooks.illegal.colour": "The tile {tile} {rotation} {position}: a side would touch another colour.",
            "madnooks.illegal.colour.side": "The tile {tile} {rotation} {position}: its {side} is {colour} but would touch {other}.",
            "madnooks.illegal.short_alone": "The tile {tile} {rotation} {position} would touch with a short side alone, which is not allowed; a long side, or a second side, must touch too.",
            "madnooks.illegal.partial_only": "The tile {tile} {rotation} {position} would touch only partly; at least one side must touch along its whole length.",
            "madnooks.illegal.must_lay": "You can lay a tile, so you cannot miss a turn.",
        },
        "de": {
            "madnooks.title": "Mad Nooks",
            "madnooks.tile": "{long1} {long2} {short1} {short2}",
            "madnooks.side.long1": "lange Seite 1",
            "madnooks.side.long2": "lange Seite 2",
            "madnooks.side.short1": "kurze Seite 1",
            "madnooks.side.short2": "kurze Seite 2",
            "madnooks.tip": "Spitze",
            "madnooks.rotation": "um {angle}° gedreht",
            "madnooks.rotation.none": "ungedreht",
            "madnooks.position": "auf {position}",
            "madnooks.points": "{points} Punkte",
            "madnooks.points.one": "1 Punkt",
            "madnooks.touch.full": "{side} {colour} ganz",
            "madnooks.touch.partly": "{side} {colour} halb",
            "madnooks.touch.short": "{side} {colour}",
            "madnooks.end.all_laid": "Alle Kärtchen sind angelegt.",
            "madnooks.end.blocked": "Alle Spieler mussten nacheinander aussetzen: kein Kärtchen passt mehr.",
            "madnooks.end.rounds": "Die letzte Runde ist gespielt.",
            "madnooks.end.solitaire.all_laid": "Alle Kärtchen sind angelegt: die Fläche ist fertig.",
            "madnooks.end.solitaire.blocked": "Kein Kärtchen passt mehr, und der Stapel ist aufgebraucht.",
            "madnooks.option.variant": "Spielform",
            "madnooks.option.variant.classic": "Klassisch (um die Punkte)",
            "madnooks.option.variant.poker": "Poker (Chips auf das beste Bild aus fünf Kärtchen setzen)",
            "madnooks.option.variant.solitaire": "Solitär (eine Fläche, allein oder im Team)",
            "madnooks.variant.classic": "Klassisch",
            "madnooks.variant.poker": "Poker",
            "madnooks.variant.solitaire": "Solitär",
            "madnooks.option.foreign": "Die Einstellung {name} gehört nicht zu {variant}; wähle zuerst ihre Spielform.",
            "madnooks.option.draw_on_miss": "Klassisch: wer aussetzen muss, zieht ein Kärtchen",
            "madnooks.option.chips": "Poker: Chips jedes Spielers zu Beginn",
            "madnooks.option.ante": "Poker: Spieleinsatz je Runde",
            "madnooks.option.price": "Poker: Preis für das Tauschen eines Kärtchens",
            "madnooks.option.exchanges": "Poker: Kaufmöglichkeiten (Kärtchen, die man je Runde tauschen darf)",
            "madnooks.option.bet": "Poker: fester Betrag eines Einsatzes und einer Erhöhung",
            "madnooks.option.hands": "Poker: Anzahl der Runden",
            "madnooks.option.rounds": "Anzahl der Runden",
            "madnooks.option.rounds.none": "bis alle Kärtchen verbraucht sind",
            "madnooks.option.time_per_move": "Zeit pro Zug in Sekunden",
            "madnooks.option.time_per_move.none": "keine Grenze",
            "madnooks.action.lay": "Kärtchen {tile} {rotation} {position} anlegen: {points}, berührt {touches}",
            "madnooks.action.pass": "Aussetzen: keines deiner Kärtchen lässt sich anlegen",
            "madnooks.action.pass.draw": "Aussetzen und ein Kärtchen ziehen: keines deiner Kärtchen lässt sich anlegen",
            "madnooks.illegal.syntax": "Ich verstehe {text} nicht. Lege ein Kärtchen mit lege, seinem Code, seiner Drehung und seiner Position an, zum Beispiel lege kbrg 90 3,-2; passt kein Kärtchen, setze mit aussetzen aus.",
            "madnooks.illegal.rotation": "{text} ist keine Drehung: ein Kärtchen dreht sich um 0, 90, 180 oder 270 Grad.",
            "madnooks.illegal.not_held": "Du hast kein Kärtchen {code} ({tile}) in der Hand.",
            "madnooks.illegal.occupied": "Das Kärtchen {tile} {rotation} {position} würde ein besetztes Feld bedecken.",
            "madnooks.illegal.no_contact": "Das Kärtchen {tile} {rotation} {position} würde keine Seite der Fläche berühren; eine Spitze zählt nicht.",
            "madnooks.illegal.colour": "Das Kärtchen {tile} {rotation} {position}: eine Seite würde eine andere Farbe berühren.",
            "madnooks.illegal.colour.side": "Das Kärtchen {tile} {rotation} {position}: seine {side} ist {colour}, würde aber {other} berühren.",
            "madnooks.illegal.short_alone": "Das Kärtchen {tile} {rotation} {position} würde nur mit einer kurzen Seite anliegen, das ist nicht erlaubt; eine lange Seite oder eine zweite Seite muss mit anliegen.",
            "madnooks.illegal.partial_only": "Das Kärtchen {tile} {rotation} {position} würde nur halb anliegen; mindestens eine Seite muss auf ganzer Länge anliegen.",
            "madnooks.illegal.must_lay": "Du kannst ein Kärtchen anlegen, also darfst du nicht aussetzen.",
        },
    }
)
