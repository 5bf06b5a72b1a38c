"""The move grammar of the core contract (core/grammar.py): from a game's
declaration of verbs and typed operands, the stable text, the parser of
typed moves in both languages, ``understands``, ``find`` and the default
refusal. A toy grammar shows each rule; the toy game of the contract
suite (High Card) shows it inside a game."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from accessible_games.core.game import Action
from accessible_games.core.grammar import Grammar, Operand, Slot, Verb, read_number
from accessible_games.core.messages import Msg, render
from tests.contract.toy.rules import HighCard

COLOURS = {"red": "R", "rot": "R", "r": "R", "blue": "B", "blau": "B", "b": "B"}


def read_colour(words):
    code = COLOURS.get(words[0]) if len(words) == 1 else None
    return (code,) if code else ()


def read_any_blue(words):
    """Blue may be light or dark blue (the legal moves decide); the codes
    L and D are one each."""
    return {"blue": ("L", "D"), "l": ("L",), "d": ("D",)}.get(" ".join(words), ())


COLOUR = Operand("colour", read=read_colour, say=lambda c: f"colour {c}")
NUMBER = Operand("number", read=read_number(1, 9), say=lambda n: f"number {n}")
BLUE = Operand("blue", read=read_any_blue, say=lambda c: f"blue {c}")
TOY = Grammar(
    "toy",
    [
        Verb("give", (Slot(COLOUR), Slot(NUMBER)), implied=True),
        Verb("take", (Slot(NUMBER), Slot(NUMBER, marker="with", many=True, optional=True))),
        Verb("pick", (Slot(BLUE),)),
        Verb("pass"),
    ],
)


def actions(*texts: str) -> list[Action]:
    return [Action(text, Msg("core.on")) for text in texts]


def test_the_stable_text_is_the_verb_and_the_operands_codes():
    assert TOY.text("give", "R", 2) == "give R 2"
    assert TOY.text("take", 3, [1, 2]) == "take 3 with 1 2"
    assert TOY.text("take", 3, []) == "take 3"
    assert TOY.text("pass") == "pass"


def test_unmarked_operands_in_any_order_and_an_implied_verb():
    give = actions("give R 2")
    for typed in ("give R 2", "give 2 red", "r 2", "2 rot", "  GIVE   red  2 "):
        assert TOY.find(typed, give) is give[0], typed


def test_a_marked_slot_takes_many_operands_in_any_order():
    take = actions("take 3 with 1 2")
    assert TOY.find("take 3 with 2 1", take) is take[0]
    assert TOY.find("take 3 with 2", take) is None  # one operand missing
    assert TOY.read("take with 2") is None  # the first slot is not optional


def test_an_ambiguous_word_is_settled_by_the_legal_moves():
    assert TOY.find("pick blue", actions("pick D")) is not None
    assert TOY.find("pick blue", actions("pick L")) is not None
    assert TOY.find("pick blue", actions("pass")) is None
    assert TOY.find("pick l", actions("pick D")) is None


def test_understands_a_move_and_a_verb_alone_but_not_other_words():
    assert TOY.understands("r 2") and TOY.understands("give") and TOY.understands("take 9")
    assert not TOY.understands("hello") and not TOY.understands("")


def test_the_default_refusal_names_the_first_operand_no_legal_move_has():
    legal = actions("give R 2", "give B 3", "pass")
    assert TOY.refusal("give red 3", legal) == Msg("core.grammar.no_move_with", what="number 3")
    assert TOY.refusal("give 5 red", legal) == Msg("core.grammar.no_move_with", what="number 5")
    assert TOY.refusal("take 2", legal) == Msg("core.grammar.verb_not_now", move="take 2")
    assert TOY.refusal("hello", legal) == Msg("core.unknown_action", text="hello")
    for lang in ("en", "de"):
        assert "{" not in render(TOY.refusal("give red 3", legal), lang)


@given(
    st.lists(
        st.sampled_from(["give", "take", "with", "red", "rot", "b", "1", "2", "9", "x", ",", "  "]),
        max_size=6,
    )
)
def test_any_line_is_read_or_refused_without_error(words):
    text = " ".join(words)
    legal = actions("give R 2", "take 1 with 2 9", "pass")
    reading = TOY.read(text)
    found = TOY.find(text, legal)
    if found is not None:
        assert reading is not None or found.text == text.strip()
    else:
        assert isinstance(TOY.refusal(text, legal), Msg)


@given(st.integers(0, 50), st.sampled_from(["play {}", "{}", "p {}", "spiele {}", "lege  {}"]))
def test_the_toy_game_takes_its_moves_in_either_language(seed, form):
    game = HighCard(2, {}, seed)
    seat = game.to_play()
    for action in game.legal_actions(seat):
        value = action.text.split(" ")[1]
        assert game.find_action(seat, form.format(value)) == action
        assert game.understands(form.format(value))
    held = {a.text.split(" ")[1] for a in game.legal_actions(seat)}
    missing = next(str(v) for v in range(1, 17) if str(v) not in held)
    assert game.find_action(seat, form.format(missing)) is None
    assert game.why_illegal(seat, form.format(missing)) == Msg(
        "highcard.not_held", value=int(missing)
    )
