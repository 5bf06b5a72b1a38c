"""Mad Nooks' braille labels: a tile's label is its braille short form on
the display (describe.py): the four side colours in side order (long 1,
long 2, short 1, short 2), one letter each, ``kbrg`` / ``sbrg``."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import CardKind, GameLabels, LegendLine, cap, colour_lines
from accessible_games.core.messages import Msg, render
from accessible_games.games.madnooks.describe import MadNooksNarrator, colour_letters
from accessible_games.games.madnooks.messages import colour_msg
from accessible_games.games.madnooks.tiles import COLOURS, load_deck, tile_code

#: the sides in side order, for the legend's texts
SIDES = ("long1", "long2", "short1", "short2")


def tile_print(colours: tuple[int, ...], lang: str) -> str:
    """A tile's colours in side order as printed under its label: "black, blue, red, green"."""
    return render(
        Msg(
            "madnooks.label.tile",
            long1=colour_msg(colours[0]),
            long2=colour_msg(colours[1]),
            short1=colour_msg(colours[2]),
            short2=colour_msg(colours[3]),
        ),
        lang,
    )


def cards(lang: str, deck=None) -> list[CardKind]:
    """The 24 kinds of the 38 tiles, in deck order (the first tile of each kind)."""
    narrator = MadNooksNarrator(lang, [], None)
    counts = Counter(load_deck())
    out = []
    for colours, count in counts.items():
        out.append(
            (
                f"madnooks:{tile_code(colours).lower()}",
                narrator.tile_br(colours),
                cap(tile_print(colours, lang)),
                count,
            )
        )
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The colours, the sides in order, and an example."""
    narrator = MadNooksNarrator(lang, [], None)
    entries = colour_lines(COLOURS, dict(zip(COLOURS, colour_letters(lang), strict=True)), lang)
    for number, name in enumerate(SIDES, start=1):
        side = render(Msg(f"madnooks.label.{name}"), lang)
        entries.append(
            (
                narrator.side_br(number - 1),
                render(Msg("madnooks.label.side", number=number, side=side), lang),
            )
        )
    # not the deck's first tile (kbrg): a sheet's legend line is then not
    # taken for the first label, which follows it
    example = tuple(COLOURS.index(c) for c in ("red", "green", "blue", "black"))
    entries.append(
        (
            narrator.tile_br(example),
            render(Msg("madnooks.label.example", tile=tile_print(example, lang)), lang),
        )
    )
    return entries


LABELS = GameLabels(cards=cards, legend=legend)
