"""After a move the focus in the Actions zone lands on a defined entry (the
first move, the best where a game ranks its moves), said after the move's
messages with its place and the neighbours that are the same move with one
thing changed; a number key lands the same way; H reads the hand from its
first card (ui/tui/landing.py)."""

from __future__ import annotations

from accessible_games.core.narration import Item, heading_id
from accessible_games.ui.tui import landing
from tests.fixtures.pilot import settle
from tests.tui.helpers import press
from tests.tui.test_maumau_keys import maumau_app


def items(*texts: str) -> list[Item]:
    return [
        Item(heading_id(t[1:]) if t.startswith("#") else t, t.lstrip("#"), t.lstrip("#"))
        for t in texts
    ]


def test_the_landing_entry_is_the_first_move_never_a_heading():
    assert landing.landing_index(items("#Best moves", "combine a", "combine b")) == 1
    assert landing.landing_index(items("draw")) == 0
    assert landing.landing_index([]) is None


def test_neighbours_are_named_only_when_they_are_the_same_move_changed():
    listed = items(
        "Play red 5",
        "Play Wild, naming red",
        "Play Wild, naming blue",
        "Play Wild, naming blue and call last card",
        "Draw a card",
    )
    assert landing.differences(listed, 0) == []  # another card, another move
    assert landing.differences(listed, 1) == [("naming blue", "down")]
    assert landing.differences(listed, 2) == [
        ("naming red", "up"),
        ("and call last card", "down"),
    ]
    # a long difference is another move: read by walking the list
    assert landing.difference_of("Play 7", "Play 7 and then say a great many more words") is None


async def test_after_the_turn_comes_back_the_first_move_is_in_focus_and_said(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 R7 W Y2", "G5 G6 G7"], top="R1"))
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        session = screen.session
        actions = screen.zone("actions")
        assert actions.has_focus
        await press(pilot, "down")  # Play red 7, 2 of 7
        assert actions.current.speech == "Play red 7"
        mark = len(speech.texts)
        await press(pilot, "enter")
        await settle(pilot, session)
        assert session.legal(), "the player's turn came back"
        assert actions.highlighted == landing.landing_index(actions.items) == 0
        said = speech.since(mark)
        first = actions.items[0].speech
        landed = [t for t in said if t.startswith(f"{first}, 1 of {actions.option_count}")]
        assert landed, f"the entry the focus landed on was said with its place: {said}"
        # said after the moves' messages, not cutting them off
        assert said.index(landed[-1]) > said.index("You play red 7.")


async def test_a_number_key_lands_on_its_move_and_names_the_neighbouring_choice(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 R7 W Y2", "G5 G6 G7"], top="R1"))
    async with app.run_test() as pilot:
        await pilot.pause()
        actions = app.game_screen.zone("actions")
        hand = app.game_screen.zone("hand").items
        wild = next(n for n, item in enumerate(hand, 1) if item.speech.startswith("Wild"))
        mark = len(speech.texts)
        await press(pilot, str(wild))
        assert actions.current.speech == "Play Wild, naming red"
        index = actions.highlighted + 1
        assert speech.since(mark)[-1] == (
            f"Play Wild, naming red, {index} of {actions.option_count}; naming blue: Down"
        )


async def test_h_reads_the_hand_from_its_first_card(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 R7 W Y2", "G5 G6 G7"], top="R1"))
    async with app.run_test() as pilot:
        await pilot.pause()
        hand = app.game_screen.zone("hand")
        await press(pilot, "h", "down", "down", "a", "h")
        assert hand.highlighted == 0
        assert speech.last.endswith(", 1 of 4"), speech.last
