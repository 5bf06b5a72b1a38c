"""A Logomachy move (which card, what it takes) and its text forms.

Stable text form: ``play Y7`` (lay), ``play Y7 take R7`` (pair),
``play Y7 take B3 R4`` (sum). Players may also type colours in words, in
English or German ("spiele gelb 7 nimm rot 3 blau 4"), and the taken cards in
any order.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from accessible_games.core.game import Action
from accessible_games.core.messages import Msg
from accessible_games.games.colours import COLOUR_CODES, colour_from_word
from accessible_games.games.logomachy.deck import Card

PLAY_WORDS = {"play", "spiel", "spiele", "spielen", "ausspielen", "lay", "lege", "legen"}
TAKE_WORDS = {"take", "takes", "nimm", "nimmt", "nehmen", "with", "mit", "x", "+", "and", "und"}
_CARD = re.compile(r"([a-zäöüß]+)\s*-?\s*(\d+)", re.IGNORECASE)


def card_msg(card: Card) -> Msg:
    """A card as the player hears it: "yellow 7 (E)" / "gelbe 7 (E)"."""
    if card.letter:
        return Msg(
            "logomachy.card.lettered",
            colour=Msg(f"colour.{card.colour}.adj"),
            value=card.value,
            letter=card.letter,
        )
    return Msg("logomachy.card", colour=Msg(f"colour.{card.colour}.adj"), value=card.value)


@dataclass(frozen=True)
class Move:
    card: Card
    taken: tuple[Card, ...]
    kind: str  # "pair", "sum" or "lay"

    @property
    def text(self) -> str:
        if not self.taken:
            return f"play {self.card.code}"
        return f"play {self.card.code} take " + " ".join(sorted(c.code for c in self.taken))

    def label(self) -> Msg:
        if self.kind == "lay":
            return Msg("logomachy.action.lay", card=card_msg(self.card))
        return Msg(
            "logomachy.action.take",
            card=card_msg(self.card),
            taken=[card_msg(c) for c in self.taken],
        )

    def action(self) -> Action:
        return Action(self.text, self.label, self.kind, (self,))

    def matches(self, code: str, taken: list[str]) -> bool:
        return self.card.code == code and Counter(c.code for c in self.taken) == Counter(taken)


def _card_code(word: str, number: str) -> str | None:
    colour = colour_from_word(word)
    if colour is None:
        return None
    return f"{COLOUR_CODES[colour]}{int(number)}"


def parse_move(text: str) -> tuple[str, list[str]] | None:
    """(played card code, taken card codes) from a typed move, or None."""
    words = text.strip().lower().replace(",", " ").replace("+", " + ")
    words = re.sub(r"\s+", " ", words)
    first, _, rest = words.partition(" ")
    if first in PLAY_WORDS:
        words = rest
    cards: list[str] = []
    pos = 0
    while pos < len(words):
        if words[pos] == " ":
            pos += 1
            continue
        match = _CARD.match(words, pos)
        if match:
            code = _card_code(match.group(1), match.group(2))
            if code is None:
                return None
            cards.append(code)
            pos = match.end()
            continue
        token = words[pos:].split(" ", 1)[0]
        if token not in TAKE_WORDS or not cards:
            return None
        pos += len(token)
    if not cards:
        return None
    return cards[0], cards[1:]
