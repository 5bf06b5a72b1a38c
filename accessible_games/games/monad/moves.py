"""MONAD moves: their stable texts, labels, and the move grammar (core/grammar.py)
that reads what players type in English or German.

Stable text forms (the same in every language; cards by code, higher ranks
first, then by colour id):

- ``combine 2Y 2L`` (Vereinigen); ``combine 2Y 2G bonus`` takes the bonus;
  ``combine 5D 2Y`` uses a relative (the ranks differ);
- ``acquire 3 with 2Y 2L 1R`` (Erwerben the top Tri; targets 2, 3, 4, 5, M);
  ``acquire 3`` starts building the payment card by card, then ``pay 2Y``,
  ``unpay 2Y``, ``done`` or ``cancel``;
- ``jump 3 with 1R 1O 1Y 1L`` (Überspringen: 4 Ones to a Tri, 5 to a Quad
  ``jump 4 with ...``, 6 to a Quint ``jump 5 with ...``);
- ``end`` (end the turn), ``draw``, ``flip``, ``pass``;
- ``under 2Y`` (this card goes under its column next).

Action.data by kind: combine ``(card, card, bonus)``; acquire ``(target
rank, cards paid)``; build ``(target rank,)``; jump ``(target rank, Ones
paid)``; pay, unpay and under ``(card,)``; the others ``()``.

Players may also type words in either language: "combine bi yellow bi light
blue", "vereinige bi gelb bi hellblau mit bonus", "erwerbe tri mit bi gelb bi
blau einer rot", "acquire monad with ...", "überspringe quint mit ...",
"ende", "end turn", "ziehen", "flippe", "passe", "zahle 2Y", "fertig",
"abbrechen", "unter 2Y". A card is a rank word and a colour word ("bi gelb",
"yellow bi"), a code ("2y") or a braille form ("bi-ge", "2-ge"). "Blue" alone
means light or dark blue (the card operand reads both): the legal moves
decide. The words are in the game's Fluent files (``monad-words-*``,
``monad-phrases-*``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from accessible_games.core.grammar import Grammar, Operand, Slot, Verb
from accessible_games.core.messages import Msg
from accessible_games.games.colours import colour_from_word
from accessible_games.games.monad.cards import (
    CARD_CODE,
    CARD_RANK,
    CODE_KIND,
    COLOURS,
    DARK_BLUE,
    KIND_CODE,
    KIND_COLOUR,
    KIND_RANK,
    LIGHT_BLUE,
    MONAD,
    ONE,
    RANK_CODE,
    VALUE,
    card_msg,
    codes_text,
    kind_msg,
    kind_of,
    rank_msg,
    text_order,
)

# action kinds
COMBINE = "combine"
ACQUIRE = "acquire"
BUILD = "build"
PAY = "pay"
UNPAY = "unpay"
DONE = "done"
CANCEL = "cancel"
JUMP = "jump"
END = "end"
DRAW = "draw"
FLIP = "flip"
PASS = "pass"
UNDER = "under"
KINDS = (COMBINE, ACQUIRE, BUILD, PAY, UNPAY, DONE, CANCEL, JUMP, END, DRAW, FLIP, PASS, UNDER)

#: a colour typed as "blue": light blue or dark blue, whichever the player holds
BLUE = -2

CardSpec = tuple[int, int]  # (rank, colour id, NO_COLOUR for a Monad, or BLUE)


@dataclass(frozen=True)
class Typed:
    """A move as typed, before it is checked against the rules."""

    kind: str  # one of KINDS (a typed "acquire" without cards is BUILD)
    cards: tuple[CardSpec, ...] = ()
    target: int | None = None  # the rank acquired or jumped to
    bonus: bool = False


# --- texts -------------------------------------------------------------------------


def combine_text(first: int, second: int, bonus: bool) -> str:
    return f"combine {codes_text((first, second))}{' bonus' if bonus else ''}"


def acquire_text(target: int, cards) -> str:
    return f"acquire {RANK_CODE[target]} with {codes_text(cards)}"


def build_text(target: int) -> str:
    return f"acquire {RANK_CODE[target]}"


def jump_text(target: int, cards) -> str:
    return f"jump {RANK_CODE[target]} with {codes_text(cards)}"


def card_text(kind: str, card: int) -> str:
    """``pay 2Y``, ``unpay 1R``, ``under 3G``."""
    return f"{kind} {CARD_CODE[card]}"


# --- labels (what an action costs and gives) --------------------------------------


def gained_msg(card: int) -> Msg:
    """A card gained: its name, or "a Monad"."""
    return Msg("monad.gain.monad") if CARD_RANK[card] == MONAD else card_msg(card)


def cards_msgs(cards) -> list[Msg]:
    return [card_msg(c) for c in sorted(cards, key=text_order)]


def combine_label(
    first: int,
    second: int,
    gained: int,
    relative: int | None,
    bonus: list[int] | None,
    talon_one: bool,
) -> Msg:
    """ "Combine: Bi yellow + Bi green gives Tri red, bonus: a One from the
    talon"; with a relative: "Combine: Quint dark blue + Bi yellow as a
    Quint (relative) gives a Monad"."""
    if relative is not None:
        partner = second if relative == first else first
        return Msg(
            "monad.action.combine.relative",
            first=card_msg(partner),
            second=card_msg(relative),
            rank=rank_msg(CARD_RANK[partner]),
            gained=gained_msg(gained),
        )
    a, b = sorted((first, second), key=lambda c: (-CARD_RANK[c], c))
    if bonus is None:
        return Msg(
            "monad.action.combine", first=card_msg(a), second=card_msg(b), gained=gained_msg(gained)
        )
    taken: list[Msg] = cards_msgs(bonus) if bonus else []
    if talon_one:
        taken.append(Msg("monad.bonus.talon"))
    return Msg(
        "monad.action.combine.bonus",
        first=card_msg(a),
        second=card_msg(b),
        gained=gained_msg(gained),
        bonus=taken,
    )


def acquire_label(gained: int, cards) -> Msg:
    total = sum(VALUE[CARD_RANK[c]] for c in cards)
    return Msg(
        "monad.action.acquire",
        target=gained_msg(gained),
        cards=cards_msgs(cards),
        total=total,
        needed=VALUE[CARD_RANK[gained]],
    )


def build_label(gained: int) -> Msg:
    return Msg("monad.action.build", target=gained_msg(gained), needed=VALUE[CARD_RANK[gained]])


def jump_label(gained: int, cards) -> Msg:
    return Msg(
        "monad.action.jump", cards=cards_msgs(cards), count=len(cards), target=gained_msg(gained)
    )


def pay_label(card: int, total: int, needed: int) -> Msg:
    return Msg("monad.action.pay", card=card_msg(card), total=total, needed=needed)


def unpay_label(card: int, total: int, needed: int) -> Msg:
    return Msg("monad.action.unpay", card=card_msg(card), total=total, needed=needed)


def done_label(gained: int, cards, total: int) -> Msg:
    return Msg(
        "monad.action.done",
        target=gained_msg(gained),
        cards=cards_msgs(cards),
        total=total,
        needed=VALUE[CARD_RANK[gained]],
    )


def under_label(card: int) -> Msg:
    return Msg("monad.action.under", card=card_msg(card), column=rank_msg(CARD_RANK[card]))


# --- the move grammar: what players type --------------------------------------------
#
# The words are in the game's Fluent files (monad-words-*): the verbs', the
# ranks' (monad-words-one ... -monad), the extra forms of light and dark blue
# (monad-words-lightblue, -darkblue; the other colour words are the shared
# ones of games/colours.py), "bonus", the words before the cards paid
# (monad-words-with), the fillers; and the phrases that stand for one word
# (monad-phrases-*: "light blue", "hell blau", "with bonus", "ohne bonus",
# "take back", "nimm zurück").

#: the ranks by the names of their word lists (monad-words-<name>)
_RANK_WORDS = ("one", "bi", "tri", "quad", "quint", "monad")
#: the ranks by their codes ("1" ... "5", "m")
_RANK_CODES = {code.lower(): rank for rank, code in enumerate(RANK_CODE)}
_MONAD_COLOURS = {name: i for i, name in enumerate(COLOURS)}
#: the phrase token of "no bonus", "ohne bonus"
NO_BONUS = "nobonus"


def _words(name: str) -> frozenset[str]:
    return GRAMMAR.words(name)


def _rank(word: str) -> int | None:
    """The rank a word names: its code ("2", "m") or a rank word."""
    if word in _RANK_CODES:
        return _RANK_CODES[word]
    return next((r for r, name in enumerate(_RANK_WORDS) if word in _words(name)), None)


def _colours(word: str) -> tuple[int, ...]:
    """The MONAD colours a word names: "blue" / "blau" names both blues."""
    if word in _words("lightblue"):
        return (LIGHT_BLUE,)
    if word in _words("darkblue"):
        return (DARK_BLUE,)
    colour = colour_from_word(word) if word else None
    if colour == "blue":
        return (LIGHT_BLUE, DARK_BLUE)
    return (_MONAD_COLOURS[colour],) if colour in _MONAD_COLOURS else ()


def _compact(word: str) -> tuple[int, ...]:
    """A card in one word: a code or a braille form ("2y", "2ge", "2-ge",
    "bi-ge", "e-r"); a rank word is none."""
    if _rank(word) is not None:
        return ()
    prefixes = [*_RANK_CODES, *(w for name in _RANK_WORDS[:MONAD] for w in _words(name))]
    for prefix in prefixes:
        if word.startswith(prefix) and _rank(prefix) != MONAD:
            rest = word[len(prefix) :]
            colours = _colours(rest[1:] if rest.startswith("-") else rest)
            if colours:
                return tuple(kind_of(_rank(prefix), c) for c in colours)  # type: ignore[arg-type]
    return ()


@lru_cache(maxsize=4096)
def _card_kinds(words: tuple[str, ...]) -> tuple[int, ...]:
    """The card kinds one or two words may mean: a code, a Monad, or a rank
    and a colour in either order ("bi gelb", "yellow bi")."""
    if len(words) == 1:
        return (CODE_KIND["M"],) if _rank(words[0]) == MONAD else _compact(words[0])
    if len(words) != 2:
        return ()
    for rank_word, colour_word in (words, words[::-1]):
        rank = _rank(rank_word)
        if rank is not None and rank != MONAD:
            colours = _colours(colour_word)
            if colours:
                return tuple(kind_of(rank, c) for c in colours)
    return ()


def _read_card(words: Sequence[str]) -> tuple[int, ...]:
    return _card_kinds(tuple(words))


def _jump_reader(rank_first: bool) -> Callable[[Sequence[str]], tuple[int, ...]]:
    """A reader of the cards paid in a jump: a colour alone is a One of that
    colour; a rank and a colour are a card only in one order, rank first
    ("one red", "bi yellow"; a One also "red one") or colour first ("red
    one", "yellow bi"). The jump's forms try colour first (after "with"),
    then rank first, so that the colours alone and the cards in words pair
    as the order of the line says (only Ones jump; a card of a higher rank
    is read to be refused by name)."""

    def read(words: Sequence[str]) -> tuple[int, ...]:
        if len(words) == 1:
            kinds = _card_kinds(tuple(words))
            return kinds or tuple(kind_of(ONE, c) for c in _colours(words[0]))
        if _rank(words[0]) is None:  # colour first
            return _card_kinds(tuple(words)) if not rank_first or _rank(words[1]) == ONE else ()
        return _card_kinds(tuple(words)) if rank_first else ()

    return read


def _read_target(words: Sequence[str]) -> tuple[int, ...]:
    rank = _rank(words[0]) if len(words) == 1 else None
    return (rank,) if rank is not None else ()


def _reader(*names: str) -> Callable[[Sequence[str]], tuple[bool, ...]]:
    """A reader of one word of the lists ``names`` (a marker typed alone)."""

    def read(words: Sequence[str]) -> tuple[bool, ...]:
        found = len(words) == 1 and any(words[0] in _words(n) for n in names)
        return (True,) if found else ()

    return read


#: a card, by its code (``2Y``; the Monad ``M``); "blue" means either blue
CARD = Operand("card", read=_read_card, code=lambda k: KIND_CODE[k], say=kind_msg, width=2)
#: a card paid in a jump: a colour alone is a One; a card colour first, or rank first
ONES_AFTER = Operand(
    "card", read=_jump_reader(False), code=lambda k: KIND_CODE[k], say=kind_msg, width=2
)
ONES_BEFORE = Operand(
    "card", read=_jump_reader(True), code=lambda k: KIND_CODE[k], say=kind_msg, width=2
)
#: the rank acquired or jumped to (``3``, ``M``)
TARGET = Operand("target", read=_read_target, code=lambda r: RANK_CODE[r], say=rank_msg)
#: a Monad as the target (a jump to it is refused by the rules)
MONAD_TARGET = Operand(
    "target", read=lambda w: (MONAD,) if _read_target(w) == (MONAD,) else (), say=rank_msg
)
#: the bonus taken with a combine
BONUS = Operand("bonus", read=_reader("bonus"), code=lambda _: "bonus", say=lambda _: "bonus")
#: "with" typed with no cards after it ("acquire 3 with")
WITH = Operand("with", read=_reader("with"), code=lambda _: "with", say=lambda _: "with")


def _noise(*names: str) -> Slot:
    """A slot of words that change nothing, anywhere in the line: "with"
    where no cards are paid, "no bonus" where no bonus is taken."""
    return Slot(Operand("noise", _reader(*names)), optional=True, ignored=True, anywhere=True)


_NOISE = _noise("with", NO_BONUS)
_SAID_WITH = _noise("with")
_NO_BONUS = _noise(NO_BONUS)
_CARDS = Slot(CARD, many=True, optional=True, key="cards")
_TARGET = Slot(TARGET, optional=True)


def _ones(operand: Operand) -> Slot:
    return Slot(operand, marker="with", many=True, optional=True, key="cards")


#: ``acquire 3`` (starting a payment card by card) and ``acquire`` alone
BUILD_FORM = Verb(ACQUIRE, (_TARGET, _NO_BONUS))
GRAMMAR = Grammar(
    "monad",
    [
        Verb(COMBINE, (_CARDS, Slot(BONUS, optional=True, anywhere=True), _SAID_WITH)),
        Verb(COMBINE, (_CARDS, _NOISE)),  # "without bonus"
        Verb(
            ACQUIRE,
            (_TARGET, Slot(CARD, marker="with", many=True, key="cards"), _NO_BONUS),
            ordered=True,
        ),
        BUILD_FORM,
        Verb(ACQUIRE, (_TARGET, Slot(WITH, many=True), _NO_BONUS)),  # "acquire 3 with": no cards
        # a jump's cards colour first after "with" (or after a Monad), else rank first
        Verb(JUMP, (_TARGET, _ones(ONES_AFTER), _NO_BONUS)),
        Verb(JUMP, (Slot(MONAD_TARGET), _ones(ONES_AFTER), _NO_BONUS), ordered=True),
        Verb(JUMP, (_TARGET, _ones(ONES_BEFORE), _NO_BONUS), ordered=True),
        *(Verb(name, (_CARDS, _NOISE)) for name in (PAY, UNPAY, UNDER)),
        *(Verb(name, (_NOISE,)) for name in (END, DRAW, FLIP, PASS, DONE, CANCEL)),
    ],
    spaced="+&:()",
    phrases=("lightblue", "darkblue", "bonus", NO_BONUS, UNPAY),
)


def _spec(kinds: frozenset[int]) -> CardSpec:
    """A typed card as (rank, colour): BLUE where it means either blue."""
    kind = min(kinds)
    return (KIND_RANK[kind], BLUE if len(kinds) > 1 else KIND_COLOUR[kind])


def parse_move(text: str) -> Typed | None:
    """The move a typed line means (the grammar's reading), or None if it
    is not a move at all."""
    reading = GRAMMAR.read(text)
    if reading is None:
        return None
    held = reading.held()
    cards = tuple(_spec(v) for v in held.get("cards", ()))
    target = reading.one("target")
    kind = BUILD if reading.verb is BUILD_FORM else reading.verb.name
    return Typed(kind, cards, target, "bonus" in held)
