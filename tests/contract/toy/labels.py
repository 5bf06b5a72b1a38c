"""High Card's braille labels: one per card value."""

from __future__ import annotations

from accessible_games.core.labels import GameLabels
from accessible_games.core.messages import Msg, render

from .rules import card_msg


def cards(lang: str, deck) -> list[tuple[str, str, str, int]]:
    return [(f"highcard:{v}", f"c{v + 1}", render(card_msg(v), lang), 1) for v in range(16)]


def legend(lang: str, deck) -> list[tuple[str, str]]:
    return [("c", render(Msg("highcard.label.legend"), lang))]


LABELS = GameLabels(cards=cards, legend=legend)
