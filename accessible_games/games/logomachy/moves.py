"""A Logomachy move (which card, what it takes) and its text forms.

Stable text form: ``play Y7`` (lay), ``play Y7 take R7`` (pair),
``play Y7 take B3 R4`` (sum). Players may also type colours in words, in
English or German ("spiele gelb 7 nimm rot 3 blau 4"), and the taken cards in
any order.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from accessible_games.core.game import Action
from accessible_games.core.grammar import Grammar, Operand, Slot, Verb
from accessible_games.core.messages import Msg
from accessible_games.games.colours import CODE_COLOURS, COLOUR_CODES, colour_from_word
from accessible_games.games.logomachy.deck import Card

#: a card typed in one to three words: "y7", "gelb7", "gelb 7", "gelb - 7"
_CARD = re.compile(r"([a-zäöüß]+)\s*-?\s*([0-9]{1,3})")


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


def _read_card(words: Sequence[str]) -> tuple[str, ...]:
    """The card code typed in ``words`` (none if they are no card)."""
    match = _CARD.fullmatch(" ".join(words))
    code = _card_code(match.group(1), match.group(2)) if match else None
    return (code,) if code else ()


def _say_card(code: str) -> Msg | str:
    colour = CODE_COLOURS.get(code[:1])
    if colour is None:
        return code
    return Msg("logomachy.card", colour=Msg(f"colour.{colour}.adj"), value=int(code[1:]))


#: a card, by its code (``Y7``)
CARD = Operand("card", read=_read_card, say=_say_card, width=3)

#: the one move: play a card, taking the cards it captures (in any order);
#: the verb may be left out ("gelb 7 nimm rot 7"), and so may "take" ("y7 r7")
GRAMMAR = Grammar(
    "logomachy",
    [Verb("play", (Slot(CARD), Slot(CARD, marker="take", many=True, optional=True)), True, True)],
    spaced="+",
)


def parse_move(text: str) -> tuple[str, list[str]] | None:
    """(played card code, taken card codes) from a typed move, or None."""
    reading = GRAMMAR.read(text)
    if reading is None:
        return None
    (played,), taken = reading.operands
    return min(played), [min(card) for card in taken]
