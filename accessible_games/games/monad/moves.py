"""MONAD moves: their stable texts, labels, and the parser for what players
type in English or German.

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
means light or dark blue: the rules take the one the player holds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from accessible_games.core.messages import Msg
from accessible_games.games.colours import colour_from_word
from accessible_games.games.monad.cards import (
    CARD_CODE,
    CARD_RANK,
    COLOURS,
    MONAD,
    NO_COLOUR,
    RANK_CODE,
    VALUE,
    card_msg,
    codes_text,
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


# --- parsing what players type ----------------------------------------------------

COMBINE_WORDS = {"combine", "vereinige", "vereinigen", "vereinig", "vereint", "verein"}
ACQUIRE_WORDS = {"acquire", "erwerbe", "erwerben", "erwirb", "buy", "kaufe", "kaufen"}
JUMP_WORDS = {
    "jump",
    "überspringe",
    "überspringen",
    "ueberspringe",
    "ueberspringen",
    "springe",
    "spring",
    "springen",
}
END_WORDS = {"end", "ende", "beende", "beenden", "zugende", "finish"}
DRAW_WORDS = {"draw", "zieh", "ziehe", "ziehen"}
FLIP_WORDS = {"flip", "flippe", "flippen", "umdrehen"}
PASS_WORDS = {"pass", "passe", "passen"}
PAY_WORDS = {"pay", "zahle", "zahlen", "zahl", "bezahle", "bezahlen", "add"}
UNPAY_WORDS = {
    "unpay",
    "#unpay",
    "zurück",
    "zurueck",
    "zurücknehmen",
    "zuruecknehmen",
    "entferne",
    "entfernen",
    "remove",
}
DONE_WORDS = {"done", "fertig", "ok", "okay", "confirm", "bestätige", "bestätigen"}
CANCEL_WORDS = {"cancel", "abbrechen", "abbruch", "breche", "brich"}
UNDER_WORDS = {"under", "unter", "darunter"}
_VERB_OF: dict[str, str] = {}
for _kind, _words in (
    (COMBINE, COMBINE_WORDS),
    (ACQUIRE, ACQUIRE_WORDS),
    (JUMP, JUMP_WORDS),
    (END, END_WORDS),
    (DRAW, DRAW_WORDS),
    (FLIP, FLIP_WORDS),
    (PASS, PASS_WORDS),
    (PAY, PAY_WORDS),
    (UNPAY, UNPAY_WORDS),
    (DONE, DONE_WORDS),
    (CANCEL, CANCEL_WORDS),
    (UNDER, UNDER_WORDS),
):
    for _word in _words:
        _VERB_OF[_word] = _kind
VERBS = frozenset(_VERB_OF)

RANK_WORDS: dict[str, int] = {
    "1": 0,
    "one": 0,
    "ones": 0,
    "einer": 0,
    "eins": 0,
    "e": 0,
    "2": 1,
    "bi": 1,
    "bis": 1,
    "3": 2,
    "tri": 2,
    "tris": 2,
    "4": 3,
    "quad": 3,
    "quads": 3,
    "5": 4,
    "quint": 4,
    "quints": 4,
    "m": 5,
    "monad": 5,
    "monads": 5,
    "monade": 5,
    "monaden": 5,
}
SEPARATORS = {"with", "mit", "for", "für", "fuer", "using", "durch"}
FILLERS = {
    "card",
    "cards",
    "karte",
    "karten",
    "and",
    "und",
    "the",
    "die",
    "der",
    "das",
    "den",
    "a",
    "an",
    "ein",
    "eine",
    "einen",
    "turn",
    "zug",
    "+",
    "&",
    "plus",
    "top",
    "oberste",
    "obersten",
    "as",
    "als",
    "relative",
    "verwandte",
    "nimm",
    "take",
    "it",
    "next",
    "zuerst",
    "first",
    "column",
    "kolonne",
    "of",
    "von",
    "vom",
    "go",
    "goes",
    "kommt",
    "lege",
    "leg",
    "put",
}
BONUS_WORD = "bonus"
NO_BONUS = "#nobonus"
_SUBSTITUTIONS = (
    (re.compile(r"\b(?:light|hell)[\s-]*blue?\b|\bhell[\s-]*blau(?:e|en|er)?\b"), " lightblue "),
    (re.compile(r"\b(?:dark|dunkel)[\s-]*blue?\b|\bdunkel[\s-]*blau(?:e|en|er)?\b"), " darkblue "),
    (re.compile(r"\b(?:no|without|ohne|kein|keinen)\s+bonus\b"), " #nobonus "),
    (re.compile(r"\b(?:with|mit)\s+bonus\b"), " bonus "),
    (re.compile(r"\btake\s+back\b|\bnimm\s+zurück\b|\bnimm\s+zurueck\b"), " #unpay "),
)
#: a card in one word: a code or a braille form ("2y", "2ge", "2-ge", "bi-ge", "e-r")
_COMPACT = re.compile(r"^([1-5]|e|one|einer|bi|tri|quad|quint)-?([a-zäöü]+)$")
_MONAD_COLOURS = {name: i for i, name in enumerate(COLOURS)}


def _colour_word(token: str) -> int | None:
    """A MONAD colour id, BLUE for "blue"/"blau", or None."""
    colour = colour_from_word(token)
    if colour == "blue":
        return BLUE
    if colour in _MONAD_COLOURS:
        return _MONAD_COLOURS[colour]
    return None


def _items(tokens: list[str]) -> list[tuple[str, int, int]] | None:
    """Tokens as items: ("card", rank, colour), ("rank", rank, 0),
    ("colour", colour, 0); None if a token is not understood."""
    items: list[tuple[str, int, int]] = []
    for token in tokens:
        if token in RANK_WORDS:
            items.append(("rank", RANK_WORDS[token], 0))
            continue
        colour = _colour_word(token)
        if colour is not None:
            items.append(("colour", colour, 0))
            continue
        compact = _COMPACT.match(token)
        if compact:
            colour = _colour_word(compact.group(2))
            if colour is not None:
                items.append(("card", RANK_WORDS[compact.group(1)], colour))
                continue
        return None
    # a rank and a colour next to each other are a card: "bi gelb" or "gelbe bi",
    # in the order of the first such pair throughout
    first = next(
        (kind for kind, a, _ in items if kind == "colour" or (kind == "rank" and a != MONAD)), None
    )
    lead, follow = ("rank", "colour") if first == "rank" else ("colour", "rank")
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(items):
        kind, a, _ = items[i]
        if kind == lead and i + 1 < len(items) and items[i + 1][0] == follow:
            rank, colour = (a, items[i + 1][1]) if lead == "rank" else (items[i + 1][1], a)
            if rank != MONAD:
                out.append(("card", rank, colour))
                i += 2
                continue
        out.append(items[i])
        i += 1
    return out


def _card_specs(items, ones_by_colour: bool) -> tuple[CardSpec, ...] | None:
    specs: list[CardSpec] = []
    for kind, a, b in items:
        if kind == "card":
            specs.append((a, b))
        elif kind == "rank" and a == MONAD:
            specs.append((MONAD, NO_COLOUR))
        elif kind == "colour" and ones_by_colour:
            specs.append((0, a))  # a colour alone in a jump: a One
        else:
            return None
    return tuple(specs)


def parse_move(text: str) -> Typed | None:
    """The move a typed line means, or None if it is not a move at all."""
    s = " " + text.strip().lower() + " "
    for ch in ",.;:!?()":
        s = s.replace(ch, " ")
    for pattern, replacement in _SUBSTITUTIONS:
        s = pattern.sub(replacement, s)
    verb: str | None = None
    bonus = False
    before: list[str] = []  # the words before "with" / "mit"
    after: list[str] | None = None  # the words after it
    for token in s.split():
        if token in _VERB_OF:
            word = _VERB_OF[token]
            if verb is not None and verb != word:
                return None
            verb = word
            continue
        if token == BONUS_WORD:
            bonus = True
            continue
        if token == NO_BONUS:
            bonus = False
            continue
        if token in SEPARATORS:
            if after is None:
                after = []
            continue
        if token in FILLERS:
            continue
        (before if after is None else after).append(token)
    if verb is None:
        return None
    if verb in (END, DRAW, FLIP, PASS, DONE, CANCEL):
        return Typed(verb) if not before and not after and not bonus else None
    if bonus and verb != COMBINE:
        return None
    if verb in (ACQUIRE, JUMP):
        first = _items(before)
        rest = _items(after or [])
        if first is None or rest is None:
            return None
        if after is None and first and first[0][0] == "rank":
            first, rest = first[:1], first[1:]  # "acquire 3 2Y 2L 1R"
        target: int | None = None
        if first:
            if len(first) != 1 or first[0][0] != "rank":
                return None
            target = first[0][1]
        cards = _card_specs(rest, ones_by_colour=verb == JUMP)
        if cards is None:
            return None
        if verb == ACQUIRE and not cards and after is None:
            return Typed(BUILD, (), target)
        return Typed(verb, cards, target)
    items = _items(before + (after or []))
    if items is None:
        return None
    cards = _card_specs(items, ones_by_colour=False)
    if cards is None:
        return None
    return Typed(verb, cards, None, bonus)
