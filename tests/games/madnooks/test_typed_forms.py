"""Every typed form of every legal Mad Nooks move reads back as that move,
in English and German, in the local game and through the online client
(the move grammar, core/grammar.py, declared in moves.py with the words in
the game's Fluent files), in Classic, Solitaire and Poker: the verbs'
words, codes in either case with ``s`` for black, the rotation before or
after the position, with a degree sign or words around it, the position
with or without its comma, the phrases ("miss a turn", "setze aus")."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.game import Action
from accessible_games.games.madnooks.moves import GRAMMAR, lay_text
from accessible_games.games.madnooks.poker import MadNooksPoker
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.madnooks.tiles import parse_tile_code
from tests.grammar_helpers import check_typed_forms

LAY_VERBS = ["", "lay ", "LAY ", "place ", "lege ", "leg ", "legen ", "anlegen "]
WORDS = {
    "pass": ["pass", "miss", "miss a turn", "aussetzen", "setze aus", "passe", "passen"],
    "exchange": ["exchange", "tausche", "tauschen", "kaufe", "kaufen"],
    "stand": ["stand", "fertig", "stehen", "bleibe"],
    "check": ["check", "schieben", "schiebe", "checken"],
    "bet": ["bet", "setzen", "setze"],
    "call": ["call", "mitgehen", "gehe mit", "gehe"],
    "raise": ["raise", "erhöhen", "erhöhe", "erhoehen", "erhoehe"],
    "fold": ["fold", "aussteigen", "steige aus"],
    "picture": ["picture", "bild", "Bild"],
    "best": ["best", "bestes", "beste"],
    "undo": ["undo", "zurück", "zurueck"],
    "show": ["show", "zeigen", "zeige"],
    "lay": ["lay", "lege", "leg"],
}
ANGLES = ("0", "90", "180", "270")


def code_form(code: str, rng: random.Random) -> str:
    """A tile code as typed: either case, ``s`` (schwarz) for black."""
    if rng.random() < 0.3:
        code = code.replace("k", "s")
    return code.upper() if rng.random() < 0.3 else code


def placement_form(code: str, angle: str, position: str, rng: random.Random) -> str:
    """A tile, rotation and position as typed. A position typed first
    whose x is an angle is marked by the words around it ("at 0,5 90",
    "0,5 um 90", "0,5 90°"): the grammar passes over the comma, so a bare
    "0,5 90" reads as "0 5,90" (rotation 0 at 5,90)."""
    x, y = position.split(",")
    turned = rng.choice([angle, f"{angle}°", f"um {angle}", f"{angle} grad", f"turned {angle}"])
    at = rng.choice([f"{x},{y}", f"{x} {y}", f"{x}, {y}", f"auf {x},{y}", f"at {x} {y}"])
    marked = turned != angle or at.startswith(("auf", "at"))
    first = x not in ANGLES or marked
    parts = [turned, at] if not first or rng.random() < 0.6 else [at, turned]
    return " ".join([code_form(code, rng), *parts])


def typed_form(action: Action, rng: random.Random) -> str:
    """One way a player may type ``action``."""
    words = action.text.split(" ")
    if words[0] == "lay":
        return rng.choice(LAY_VERBS) + placement_form(*words[1:], rng)
    if words[0] == "exchange":
        return f"{rng.choice(WORDS['exchange'])} {code_form(words[1], rng)}"
    if words[0] == "picture":
        picture = rng.choice(WORDS["picture"])
        if words[1] == "lay":
            return f"{picture} {rng.choice(WORDS['lay'])} {placement_form(*words[2:], rng)}"
        return f"{picture} {rng.choice(WORDS[words[1]])}"
    form = rng.choice(WORDS[words[0]])
    return form.upper() if rng.random() < 0.2 else form


@settings(max_examples=8, deadline=None)
@given(
    st.integers(0, 10_000),
    st.sampled_from([("classic", 2), ("classic", 4), ("solitaire", 1), ("solitaire", 3)]),
    st.randoms(use_true_random=False),
)
def test_every_typed_form_of_every_legal_placement_reads_back_locally_and_online(seed, table, rng):
    variant, players = table
    game = MadNooks(players, {"variant": variant}, seed)
    check_typed_forms(game, lambda action, _legal: typed_form(action, rng), rng, 8)


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([2, 3, 4]), st.randoms(use_true_random=False))
def test_every_typed_form_of_every_legal_poker_move_reads_back_locally_and_online(
    seed, players, rng
):
    game = MadNooksPoker(players, {"variant": "poker"}, seed)
    check_typed_forms(game, lambda action, _legal: typed_form(action, rng), rng, 40)


def test_the_grammar_writes_the_stable_texts():
    colours = parse_tile_code("KBRG")
    assert GRAMMAR.text("lay", colours, 1, (3, -2)) == lay_text(colours, 1, 3, -2)
    assert lay_text(colours, 1, 3, -2) == "lay kbrg 90 3,-2"
    assert GRAMMAR.text("pass") == "pass"
    assert GRAMMAR.text("exchange", colours) == "exchange kbrg"
    assert GRAMMAR.text("picture", "best") == "picture best"


@pytest.mark.parametrize(
    "typed,meant",
    [
        ("kbrg 90 3 -2", "lay kbrg 90 3,-2"),
        ("lay kbrg 3,-2 90°", "lay kbrg 90 3,-2"),
        ("lege sbrg um 90 grad auf 3, -2", "lay kbrg 90 3,-2"),
        ("Bild lege SBRG 3 -2 90", "picture lay kbrg 90 3,-2"),
        ("lay kbrg at 0,-2 90", "lay kbrg 90 0,-2"),
        ("lay kbrg 0,-2 turned 90", "lay kbrg 90 0,-2"),
        ("lay kbrg 0,-2 90°", "lay kbrg 90 0,-2"),
        ("tausche sbrg", "exchange kbrg"),
        ("gehe mit", "call"),
        ("steige aus", "fold"),
        ("miss a turn", "pass"),
    ],
)
def test_typed_forms_read_as_the_stable_text(typed, meant):
    assert GRAMMAR.read(typed) is not None
    assert GRAMMAR.read(typed).matches(GRAMMAR.exact(meant)), typed


@pytest.mark.parametrize(
    "typed", ["lay kbrg 90 12345,1", "lay kbrg 90 3,٣", "lay kbrg 090 3,-2", "lay kbrx 90 3,-2"]
)
def test_numbers_are_ascii_digits_of_at_most_four_characters(typed):
    assert GRAMMAR.read(typed) is None
