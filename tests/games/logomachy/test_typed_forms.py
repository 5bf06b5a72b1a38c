"""Every typed form of every legal Logomachy move reads back as that move,
in English and German, in the local game and through the online client
(the move grammar, core/grammar.py): the verb in either language or left
out, a card as its code or as colour and value in words, the taken cards
in any order, with or without a word for "take"."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.games.colours import CODE_COLOURS
from accessible_games.games.logomachy.rules import Logomachy
from tests.grammar_helpers import online_view, same_move

COLOUR_NAMES = {
    "red": ("red", "rot", "rote"),
    "green": ("green", "grün", "gruen"),
    "blue": ("blue", "blau"),
    "yellow": ("yellow", "gelb", "gelbe"),
}


def card_form(code: str, draw) -> str:
    colour, value = CODE_COLOURS[code[0]], code[1:]
    names = COLOUR_NAMES.get(colour, (colour,))
    name = draw(st.sampled_from(names))
    return draw(
        st.sampled_from(
            [code, code.lower(), f"{name} {value}", f"{name}{value}", f"{name}-{value}"]
        )
    )


@st.composite
def typed_move(draw, action):
    move = action.data[0]
    verb = draw(st.sampled_from(["", "play ", "spiele ", "lege ", "Spiel "]))
    text = verb + card_form(move.card.code, draw)
    taken = list(draw(st.permutations([c.code for c in move.taken])))
    if taken:
        marker = draw(st.sampled_from(["take", "nimm", "mit", "+", "x", "with", ""]))
        joiner = draw(st.sampled_from([" ", ", ", " und ", " and "]))
        text += f" {marker} " + joiner.join(card_form(c, draw) for c in taken)
    return text


@settings(max_examples=60)
@given(st.integers(0, 10_000), st.data())
def test_every_typed_form_of_every_legal_move_reads_back_locally_and_online(seed, data):
    game = Logomachy(3, {}, seed)
    seat = game.to_play()
    online = online_view(game, seat)
    for action in game.legal_actions(seat):
        text = data.draw(typed_move(action), label=action.text)
        assert same_move(game.find_action(seat, text), action), text
        assert same_move(online.find_action(seat, text), action), text
        assert game.understands(text) and online.understands(text)
