"""Every typed form of every legal MONAD move reads back as that move, in
English and German, in the local game and through the online client (the
move grammar, core/grammar.py, declared in moves.py with the words in the
game's Fluent files): codes, braille-like short forms, ranks and colours in
words in either order, "blue" alone where the legal moves decide which,
the Ones of a jump by their colours alone, "with" / "mit" before the cards
paid or left out, "with bonus" / "ohne bonus", "take back", "nimm zurück"."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.games.monad.cards import (
    CARD_COLOUR,
    CARD_RANK,
    COLOURS,
    DARK_BLUE,
    LIGHT_BLUE,
    ONE,
    RANK_CODE,
    card_id,
)
from accessible_games.games.monad.moves import (
    ACQUIRE,
    BUILD,
    CANCEL,
    COMBINE,
    DONE,
    DRAW,
    END,
    FLIP,
    JUMP,
    PASS,
    PAY,
    UNDER,
    UNPAY,
    acquire_text,
    combine_text,
    jump_text,
)
from accessible_games.games.monad.rules import Monad
from tests.grammar_helpers import check_typed_forms

COLOUR_WORDS = {
    "red": ["red", "rot", "r"],
    "orange": ["orange", "o"],
    "yellow": ["yellow", "gelb", "y", "ge"],
    "lightblue": ["light blue", "hellblau", "hell blau", "lightblue", "lb", "hb", "l"],
    "darkblue": ["dark blue", "dunkelblau", "dunkel blau", "darkblue", "db", "d"],
    "green": ["green", "grün", "g", "gn"],
}
#: the short colour forms of the braille display
COLOUR_SHORT = {
    "red": ["r"],
    "orange": ["o"],
    "yellow": ["y", "ge"],
    "lightblue": ["lb", "hb", "l"],
    "darkblue": ["db", "d"],
    "green": ["g", "gn"],
}
BLUE = ["blue", "blau"]
RANK_WORDS = [
    ["one", "einer", "eins", "1"],
    ["bi", "2"],
    ["tri", "3"],
    ["quad", "4"],
    ["quint", "5"],
    ["monad", "monade", "m"],
]
VERBS = {
    COMBINE: ["combine", "vereinige", "vereinigen"],
    ACQUIRE: ["acquire", "buy", "erwerbe", "erwirb", "kaufe"],
    JUMP: ["jump", "überspringe", "springe"],
    PAY: ["pay", "add", "zahle", "bezahle"],
    UNPAY: ["unpay", "take back", "remove", "zurück", "nimm zurück", "entferne"],
    DONE: ["done", "ok", "fertig"],
    CANCEL: ["cancel", "abbrechen"],
    UNDER: ["under", "unter"],
    END: ["end", "end turn", "finish", "ende", "zugende", "zug beenden"],
    DRAW: ["draw", "ziehe", "ziehen"],
    FLIP: ["flip", "flippe", "umdrehen"],
    PASS: ["pass", "passe", "passen"],
}
WITH = ["with", "mit", "for", "für", ""]
BONUS = ["bonus", "with bonus", "mit bonus"]
NO_BONUS = ["without bonus", "no bonus", "ohne bonus", "keinen bonus"]


def other_blue(card: int) -> int | None:
    """The colour of the other blue card of ``card``'s rank, if it is blue."""
    colour = CARD_COLOUR[card]
    if colour == LIGHT_BLUE:
        return DARK_BLUE
    if colour == DARK_BLUE:
        return LIGHT_BLUE
    return None


def card_form(card: int, rng: random.Random, blue_ok: bool, ones_alone: bool) -> str:
    """One way to type ``card``: "blue" only where ``blue_ok``; a One by its
    colour alone where ``ones_alone`` (a jump)."""
    rank, colour = CARD_RANK[card], COLOURS[CARD_COLOUR[card]]
    colours = COLOUR_WORDS[colour] + (BLUE if blue_ok and other_blue(card) is not None else [])
    style = rng.randrange(5)
    if ones_alone and rank == ONE and style == 4:
        return rng.choice(colours)
    if style == 0:
        return RANK_CODE[rank] + rng.choice(COLOUR_SHORT[colour]).upper()
    if style == 1:  # braille: "1ge", "bi-ge", "2-gn"
        prefix = RANK_CODE[rank] if rank == ONE else rng.choice(RANK_WORDS[rank])
        return f"{prefix}{rng.choice(['', '-'])}{rng.choice(COLOUR_SHORT[colour])}"
    parts = [rng.choice(RANK_WORDS[rank]), rng.choice(colours)]
    if style == 3:
        parts.reverse()
    return " ".join(parts)


def twin_text(action, card: int, blue: int) -> str:
    """The text of ``action`` with ``card`` swapped for the other blue card."""
    other = card_id(CARD_RANK[card], blue)
    if action.kind == COMBINE:
        a, b, bonus = action.data
        return combine_text(other if a == card else a, other if b == card else b, bonus)
    target, paid = action.data
    swapped = [other if c == card else c for c in paid]
    return (acquire_text if action.kind == ACQUIRE else jump_text)(target, swapped)


def cards_form(action, cards, rng: random.Random, legal_texts: set[str]) -> str:
    """The cards in a random order; "blue" for one blue card at most, and
    only where the move with the other blue is not legal (else "blue" may
    mean that move: the legal moves decide)."""
    cards = list(cards)
    rng.shuffle(cards)
    blue_at = next((i for i, c in enumerate(cards) if other_blue(c) is not None), None)
    if blue_at is not None:
        card = cards[blue_at]
        other = other_blue(card)
        # not where the other blue of that rank is paid too: the grammar
        # matches the typed cards to a move's one by one, first fit first,
        # and "blue" may take the card another typed card names
        same_rank = [c for c in cards if CARD_RANK[c] == CARD_RANK[card]]
        if twin_text(action, card, other) in legal_texts or any(  # type: ignore[arg-type]
            CARD_COLOUR[c] == other for c in same_rank
        ):
            blue_at = None
    jump = action.kind == JUMP
    return " ".join(card_form(c, rng, i == blue_at, jump) for i, c in enumerate(cards))


def typed_form(action, rng: random.Random, legal_texts: set[str]) -> str:
    """One way a player may type ``action``."""
    kind = action.kind
    verb = rng.choice(VERBS[ACQUIRE if kind == BUILD else kind])
    if kind == COMBINE:
        a, b, bonus = action.data
        line = f"{verb} {cards_form(action, (a, b), rng, legal_texts)}"
        if bonus:
            return f"{line} {rng.choice(BONUS)}"
        twin = action.text + " bonus"
        return (
            f"{line} {rng.choice(NO_BONUS)}" if twin in legal_texts and rng.random() < 0.5 else line
        )
    if kind == BUILD:
        return f"{verb} {rng.choice(RANK_WORDS[action.data[0]])}"
    if kind in (ACQUIRE, JUMP):
        target, paid = action.data
        cards = cards_form(action, paid, rng, legal_texts)
        return f"{verb} {rng.choice(RANK_WORDS[target])} {rng.choice(WITH)} {cards}"
    if kind in (PAY, UNPAY, UNDER):
        card = card_form(action.data[0], rng, False, False)
        return f"{verb} {card}" if rng.random() < 0.7 else f"{card} {verb}"
    return verb


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([2, 3, 4]), st.randoms(use_true_random=False))
def test_every_typed_form_of_every_legal_move_reads_back_locally_and_online(seed, players, rng):
    game = Monad(players, {}, seed)
    check_typed_forms(
        game, lambda action, legal: typed_form(action, rng, {a.text for a in legal}), rng, 40
    )
