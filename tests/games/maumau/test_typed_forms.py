"""Every typed form of every legal Mau Mau move reads back as that move, in
English and German, in the local game and through the online client (the
move grammar, core/grammar.py, declared in moves.py with the words in the
game's Fluent files): codes, braille-like short forms, colours and ranks in
words in either order, the Draw Two and Wild Draw Four phrases, "Letzte"
anywhere in the line, the keys' letters."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.games.maumau.cards import (
    COLOURS,
    DRAW_TWO,
    KIND_CODE,
    KIND_COLOUR,
    KIND_RANK,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
)
from accessible_games.games.maumau.moves import CHALLENGE, COLOUR, DRAW, PASS, PLAY, REPORT
from accessible_games.games.maumau.rules import MauMau
from tests.grammar_helpers import check_typed_forms

COLOUR_WORDS = {
    "red": ["red", "rot", "r"],
    "blue": ["blue", "blau", "b"],
    "green": ["green", "grün", "gn", "g"],
    "yellow": ["yellow", "gelb", "ge", "y"],
}
NUMBERS = [
    ("zero", "null"),
    ("one", "eins"),
    ("two", "zwei"),
    ("three", "drei"),
    ("four", "vier"),
    ("five", "fünf"),
    ("six", "sechs"),
    ("seven", "sieben"),
    ("eight", "acht"),
    ("nine", "neun"),
]
RANK_WORDS = {
    SKIP: ["skip", "aussetzen", "überspringen"],
    REVERSE: ["reverse", "rev", "richtungswechsel", "umkehr"],
    DRAW_TWO: ["draw two", "draw 2", "zieh 2", "ziehe zwei", "+2", "plus zwei"],
    WILD: ["wild", "joker", "w", "j"],
    WILD_FOUR: ["w+4", "wild +4", "joker plus 4", "wild draw four", "joker zieh vier", "+4"],
}
VERBS = {
    PLAY: ["", "", "play ", "spiele ", "lege "],
    DRAW: ["draw", "d", "ziehen", "zieh", "nachziehen", "take"],
    PASS: ["pass", "p", "passe", "weiter"],
    CHALLENGE: ["challenge", "c", "lüge", "Lüge!", "bluff"],
    REPORT: ["report", "k", "melden", "letzte"],
}
LAST = ["last", "letzte", "l", "last card", "letzte Karte"]


def rank_form(rank: int, rng: random.Random) -> str:
    if rank < 10:
        return rng.choice([str(rank), *NUMBERS[rank]])
    return rng.choice(RANK_WORDS[rank])


def colour_form(colour: int, rng: random.Random) -> str:
    return rng.choice(COLOUR_WORDS[COLOURS[colour]])


def typed_form(action, rng: random.Random) -> str:
    """One way a player may type ``action``."""
    if action.kind == COLOUR:
        (colour,) = action.data
        verb = rng.choice(["", "colour ", "farbe ", "wähle "])
        return verb + colour_form(colour, rng)
    if action.kind != PLAY:
        return rng.choice(VERBS[action.kind])
    kind, named, last = action.data
    rank = KIND_RANK[kind]
    if rank >= WILD:
        parts = [rank_form(rank, rng)]
        if named is not None:
            parts.append(colour_form(named, rng))
            rng.shuffle(parts)
    elif rng.random() < 0.3:
        parts = [KIND_CODE[kind].lower()]
    else:
        parts = [colour_form(KIND_COLOUR[kind], rng), rank_form(rank, rng)]
        rng.shuffle(parts)
    if last:
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(LAST))
    return rng.choice(VERBS[PLAY]) + " ".join(parts)


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.sampled_from([2, 3, 4]), st.randoms(use_true_random=False))
def test_every_typed_form_of_every_legal_move_reads_back_locally_and_online(seed, players, rng):
    game = MauMau(players, {"quick": True}, seed)
    check_typed_forms(game, lambda action, _legal: typed_form(action, rng), rng, 60)
