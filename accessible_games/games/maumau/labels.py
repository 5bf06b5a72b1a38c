"""Mau Mau's braille labels: a card's label is its braille short form on
the display (describe.py): colour and value or symbol, ``r7``, ``b+2``,
``g-sk`` / ``gn-aus``, ``y-rev`` / ``ge-rw``; the Jokers ``w``, ``w+4`` /
``j``, ``j+4``."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import (
    CardKind,
    GameLabels,
    LegendLine,
    cap,
    colour_lines,
    colour_name,
)
from accessible_games.core.messages import Msg, render
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.maumau.cards import (
    CARDS,
    COLOURS,
    DRAW_TWO,
    KIND_COLOUR,
    KIND_FIRST_CARD,
    KIND_RANK,
    KINDS,
    RANK_NAMES,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
)
from accessible_games.games.maumau.describe import MauMauNarrator


def _rank(rank: int) -> Msg:
    """A special card's name: "Draw Two", "Zieh 2" (its .br: the symbol)."""
    return Msg(f"maumau.rank.{RANK_NAMES[rank]}")


def cards(lang: str, deck=None) -> list[CardKind]:
    """The 54 kinds of the 108 cards: 13 ranks in each of 4 colours, and the two Jokers."""
    narrator = MauMauNarrator(lang, [], None)
    counts = Counter(card.kind for card in CARDS)
    out = []
    for kind in range(KINDS):
        rank = KIND_RANK[kind]
        name, code = RANK_NAMES[rank], narrator.card_br(KIND_FIRST_CARD[kind])
        if KIND_COLOUR[kind] >= 0:  # the Jokers have none (NO_COLOUR)
            colour = COLOURS[KIND_COLOUR[kind]]
            value = rank if rank < 10 else _rank(rank)
            text = render(
                Msg("maumau.label.card", colour=cap(colour_name(colour, lang)), value=value), lang
            )
            out.append((f"maumau:{colour}:{name}", code, text, counts[kind]))
        else:
            out.append((f"maumau:{name}", code, render(_rank(rank), lang), counts[kind]))
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The colours, the values, every symbol, and an example (the blue Draw Two)."""

    def symbol(rank: int) -> str:
        return render(Msg(f"maumau.rank.{RANK_NAMES[rank]}.br"), lang)

    entries = colour_lines(COLOURS, COLOUR_BRAILLE[lang], lang)
    entries.append(("7", render(Msg("maumau.label.value"), lang)))
    for rank in (DRAW_TWO, SKIP, REVERSE):
        entries.append((symbol(rank), render(Msg("maumau.label.symbol", name=_rank(rank)), lang)))
    for rank in (WILD, WILD_FOUR):
        entries.append((symbol(rank), render(Msg("maumau.label.wild", name=_rank(rank)), lang)))
    example = next(card for card in CARDS if card.colour == "blue" and card.rank == DRAW_TWO)
    name = Msg("maumau.label.card", colour=colour_name("blue", lang), value=_rank(DRAW_TWO))
    entries.append(
        (
            MauMauNarrator(lang, [], None).card_br(example.id),
            render(Msg("maumau.label.example", name=name), lang),
        )
    )
    return entries


LABELS = GameLabels(cards=cards, legend=legend)
