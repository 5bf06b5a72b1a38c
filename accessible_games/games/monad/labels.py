"""MONAD's braille labels: a card's label is its braille short form on the
display (describe.py): the rank digit (1 One ... 5 Quint) and the colour,
``2y`` / ``2ge``; a Monad ``M``. The function cards of the physical game,
which the game deals apart from its 58 cards, have labels of their own: an
identity (Stamm) card per colour, ``id`` / ``st`` and the colour, and the 4
alike Bonus cards, ``bo``. Every word and short form comes from the
resources (``monad-labels-*``)."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.labels import CardKind, GameLabels, LegendLine
from accessible_games.core.messages import Msg, render
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.monad.cards import (
    BI,
    CARD_KIND,
    COLOURS,
    DARK_BLUE,
    KIND_COLOUR,
    KIND_RANK,
    KINDS,
    MONAD,
    QUINT,
    RANK_CODE,
    RANK_NAMES,
    VALUE,
)
from accessible_games.games.monad.describe import MonadNarrator

#: how many Bonus cards the box holds
BONUS_COUNT = 4


def _text(key: str, lang: str, **params) -> str:
    return render(Msg(key, **params), lang)


def cards(lang: str, deck=None) -> list[CardKind]:
    """The 31 kinds of the 58 cards, then the identity and Bonus cards."""
    narrator = MonadNarrator(lang, [], None)
    counts = Counter(CARD_KIND)
    out = []
    for kind in range(KINDS):
        rank, colour = KIND_RANK[kind], KIND_COLOUR[kind]
        if colour < 0:
            out.append(
                (
                    f"monad:{RANK_NAMES[rank]}",
                    narrator.card_br((rank, None)),
                    narrator.rank(rank),
                    counts[kind],
                )
            )
            continue
        out.append(
            (
                f"monad:{RANK_NAMES[rank]}:{COLOURS[colour]}",
                narrator.card_br((rank, colour)),
                narrator.card((rank, colour)),
                counts[kind],
            )
        )
    letters = COLOUR_BRAILLE[lang]
    identity = _text("monad.labels.identity.br", lang)
    for colour_id in COLOURS:
        out.append(
            (
                f"monad:identity:{colour_id}",
                identity + letters[colour_id],
                _text("monad.labels.identity", lang, colour=Msg(f"colour.{colour_id}.name")),
                1,
            )
        )
    out.append(
        (
            "monad:bonus",
            _text("monad.labels.bonus.br", lang),
            _text("monad.labels.bonus", lang),
            BONUS_COUNT,
        )
    )
    return out


def legend(lang: str, deck=None) -> list[LegendLine]:
    """The ranks with their values, the Monad, the function cards, the
    colours, and an example (the dark blue Bi)."""
    narrator = MonadNarrator(lang, [], None)
    entries = [
        (
            RANK_CODE[rank],
            _text("monad.labels.rank", lang, name=narrator.rank(rank), value=VALUE[rank]),
        )
        for rank in range(QUINT + 1)
    ]
    entries.append((RANK_CODE[MONAD], _text("monad.labels.monad", lang)))
    entries.append(
        (_text("monad.labels.identity.br", lang), _text("monad.labels.identity_code", lang))
    )
    entries.append((_text("monad.labels.bonus.br", lang), _text("monad.labels.bonus_code", lang)))
    letters = COLOUR_BRAILLE[lang]
    entries += [
        (letters[colour], _text("monad.labels.colour", lang, name=Msg(f"colour.{colour}.name")))
        for colour in COLOURS
    ]
    entries.append(
        (
            narrator.card_br((BI, DARK_BLUE)),
            _text("monad.labels.example", lang, name=narrator.card((BI, DARK_BLUE))),
        )
    )
    return entries


LABELS = GameLabels(cards=cards, legend=legend)
