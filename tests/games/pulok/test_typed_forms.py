"""Every typed form of every Pulok move reads back as that move, in
English and German (the move grammar, core/grammar.py, declared in
moves.py with the words in the game's Fluent files): the exchange moves
locally and through the online client, the arrangement moves (which the
menu lists only a selection of) locally: the verbs' words, tile codes in
either case, a letter and a colour word, the letter alone where it names
one tile, filler words, "call" and "Sag nix über Pulok"."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.game import Action
from accessible_games.games.pulok.moves import GRAMMAR, stable_text
from accessible_games.games.pulok.rules import Pulok
from accessible_games.games.pulok.tiles import COLOURS, LETTERS, PULOK_CODE
from tests.grammar_helpers import check_typed_forms

WORDS = {
    "take": ["take", "nimm", "nehmen", "nehme", "Nimm"],
    "decline": ["decline", "ablehnen", "lehne ab", "lehne das ab", "turn down"],
    "keep": ["keep", "behalte", "behalten"],
    "pass on": ["pass on", "give on", "gib weiter", "weiter", "weitergeben", "Pass On"],
    "pass": ["pass", "give", "gib", "gebe"],
    "arrange": ["arrange", "ordne", "ordnen"],
    "place": ["place", "put", "lege", "legen"],
    "move": ["move", "verschiebe", "verschieben"],
    "remove": ["remove", "entferne", "entfernen"],
    "colour": ["colour", "color", "farbe"],
}
CALLS = [
    "call",
    "and call",
    "und rufe",
    "rufe",
    "ruf",
    "und sag nix über Pulok!",
    "Sag nix über Pulok",
]
COLOUR_WORDS = {
    "red": ["red", "rot"],
    "yellow": ["yellow", "gelb"],
    "green": ["green", "grün"],
    "blue": ["blue", "blau"],
    "black": ["black", "schwarz"],
    "white": ["white", "weiß"],
}
CODE_COLOUR_NAME = dict(zip("RYGBKW", COLOURS, strict=True))
ROW_WORDS = ["", "row ", "in row ", "zeile ", "in zeile ", "in reihe "]


def tile_form(code: str, letter_alone: bool, rng: random.Random) -> str:
    """A tile as typed: its code in either case, its letter and a colour
    word, or (where that names one tile) its letter alone."""
    if code.upper() == PULOK_CODE:
        return rng.choice(["pulok", "PULOK", "joker", "Pulok"])
    letter, colour = code[:-1], code[-1].upper()
    forms = [code, code.upper(), f"{letter} {rng.choice(COLOUR_WORDS[CODE_COLOUR_NAME[colour]])}"]
    if letter == "ü":
        forms.append("ue" + code[-1])
    if letter_alone:
        forms.append(letter)
    return rng.choice(forms)


def exchange_form(action: Action, legal: list[Action], rng: random.Random) -> str:
    """One way a player may type an exchange move ``action``."""
    words = action.text.split(" ")
    call = words[-1] == "call"
    if call:
        words = words[:-1]
    if words[0] == "pass" and words[1] != "on":
        code = words[1]
        same_letter = {
            a.text.split(" ")[1]
            for a in legal
            if a.text.startswith("pass ") and a.text.split(" ")[1][:-1] == code[:-1]
        }
        typed = f"{rng.choice(WORDS['pass'])} {tile_form(code, len(same_letter) == 1, rng)}"
    else:
        typed = rng.choice(WORDS[" ".join(words)])
    return f"{typed} {rng.choice(CALLS)}" if call else typed


def arrangement_form(action: Action, rng: random.Random) -> str:
    """One way a player may type an arrangement move ``action``."""
    verb, *rest = action.text.split(" ")
    said = rng.choice(WORDS[verb])
    if verb == "place":
        tile = tile_form(rest[0], False, rng)
        place = f" {rng.choice(['', 'auf ', 'on '])}{rest[2]}" if len(rest) > 2 else ""
        return f"{said} {tile} {rng.choice(ROW_WORDS)}{rest[1]}{place}"
    if verb == "move":
        to = f"{rng.choice(['', 'to ', 'nach '])}{' '.join(rest[2:])}"
        return f"{said} {rng.choice(ROW_WORDS)}{rest[0]} {rest[1]} {to}"
    if verb == "remove":
        return f"{said} {rng.choice(['', 'from row ', 'aus zeile '])}{rest[0]} {rest[1]}"
    colour = rng.choice([rest[1], *COLOUR_WORDS[CODE_COLOUR_NAME[rest[1].upper()]]])
    return f"{said} {rng.choice(ROW_WORDS)}{rest[0]} {colour}"


@settings(max_examples=6, deadline=None)
@given(
    st.integers(0, 10_000),
    st.sampled_from([(2, "simple"), (3, "double"), (4, "experts")]),
    st.randoms(use_true_random=False),
)
def test_every_typed_form_of_every_exchange_move_reads_back_locally_and_online(seed, table, rng):
    players, variant = table
    game = Pulok(players, {"variant": variant}, seed)
    check_typed_forms(game, lambda action, legal: exchange_form(action, legal, rng), rng, 30)


@settings(max_examples=6, deadline=None)
@given(
    st.integers(0, 10_000),
    st.sampled_from(["simple", "double", "experts"]),
    st.randoms(use_true_random=False),
)
def test_every_typed_form_of_every_listed_arrangement_move_reads_back(seed, variant, rng):
    game = Pulok(3, {"variant": variant}, seed)
    for _ in range(6):
        seat = game.turn
        arranging = game.arrangement_actions(seat)
        assert arranging
        for action in rng.sample(arranging, min(25, len(arranging))):
            text = arrangement_form(action, rng)
            found = game.find_action(seat, text)
            assert found is not None and found.text == action.text, (text, action.text)
            assert game.understands(text), text
        game.apply(seat, rng.choice(game.legal_actions(seat)))


@pytest.mark.parametrize(
    "typed,meant",
    [
        ("nimm", "take"),
        ("lehne ab", "decline"),
        ("gib u rot und rufe", "pass ur call"),
        ("gib ur und sag nix über Pulok!", "pass ur call"),
        ("gib weiter", "pass on"),
        ("pass on call", "pass on call"),
        ("lege pulok in zeile 3 auf u", "place pulok 3 u"),
        ("place ur 3 u", "place ur 3"),
        ("lege p in zeile 3", "place p 3"),
        ("verschiebe zeile 1 s nach zeile 4", "move 1 s 4"),
        ("move 1 k 2 k", "move 1 k 2"),
        ("entferne aus zeile 3 ü", "remove 3 ü"),
        ("farbe zeile 2 blau", "colour 2 b"),
    ],
)
def test_typed_lines_mean_these_stable_texts(typed, meant):
    assert stable_text(typed) == (meant, None)


@pytest.mark.parametrize(
    "typed,key",
    [
        ("place ur 9", "pulok.illegal.row"),
        ("move 1 q 3", "pulok.illegal.letter"),
        ("colour 1 lila", "pulok.illegal.colour_word"),
        ("place pulok 3", "pulok.illegal.syntax"),
        ("place ur 3 k", "pulok.illegal.syntax"),
        ("pass xx", "pulok.illegal.syntax"),
    ],
)
def test_lines_that_are_no_move_say_why(typed, key):
    text, why = stable_text(typed)
    assert text is None and why is not None and why.key == key


def test_a_line_that_is_no_pulok_move_is_not_understood():
    assert stable_text("hello there") == (None, None)
    assert not GRAMMAR.understands("hello there")
    assert GRAMMAR.understands("nimm")


def test_every_letter_and_code_reads_as_its_tile():
    for letter in LETTERS:
        for code in "RYGBKW":
            typed, _ = stable_text(f"pass {letter.lower()}{code.lower()}")
            assert typed == f"pass {letter.lower()}{code.lower()}"
