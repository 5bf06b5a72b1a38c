"""A costly move's caution travels with the legal actions a server sends,
so an online player is asked twice as at a table here; a caution that is
no message from the other side leaves the move as it is."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.core.game import Action
from accessible_games.core.messages import Msg, render
from accessible_games.net.protocol import action_data, action_from_data

BLUFF = Action(
    "play W+4 Y", Msg("net.unreadable"), "play", ("W+4", "Y"), caution=Msg("core.takeback.none")
)


def sent(value):
    return json.loads(json.dumps(value))


def test_a_caution_is_sent_and_read_back():
    back = action_from_data(sent(action_data(BLUFF)))
    assert back is not None and back.text == BLUFF.text
    assert back.caution is not None
    assert render(back.caution, "en") == render(BLUFF.caution, "en")


def test_a_move_without_caution_is_sent_as_before():
    plain = Action("draw", Msg("net.unreadable"), "draw")
    assert len(action_data(plain)) == 4
    back = action_from_data(sent(action_data(plain)))
    assert back is not None and back.caution is None


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(fifth=JSON)
def test_any_fifth_item_leaves_the_move_readable(fifth):
    value = sent(action_data(BLUFF))[:4] + [fifth]
    back = action_from_data(value)
    assert back is not None and back.text == BLUFF.text
    if not isinstance(fifth, dict):
        assert back.caution is None
    else:  # a message, or "unreadable": the move is still asked twice, never lost
        render(back.caution, "en")


def test_more_items_than_five_are_no_action():
    assert action_from_data(sent(action_data(BLUFF)) + [None]) is None
