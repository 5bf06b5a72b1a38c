"""The spoken lists: refilled without moving the highlight, and a growing
message list extended at its end rather than rebuilt."""

from __future__ import annotations

from textual.app import App, ComposeResult

from accessible_games.core.messages import Msg
from accessible_games.core.narration import Item
from accessible_games.ui.tui.widgets import NewestLast


class OneList(App):
    def compose(self) -> ComposeResult:
        yield NewestLast(Msg("tui.zone.messages"), id="list")


def items(n: int, changed: int | None = None) -> list[Item]:
    return [Item(f"m{i}", f"message {i}{' again' if i == changed else ''}") for i in range(n)]


async def test_new_messages_are_added_at_the_end_and_the_reader_stays_where_he_is():
    app = OneList()
    async with app.run_test() as pilot:
        lst = app.query_one(NewestLast)
        lst.fill(items(3))
        assert lst.highlighted == 2  # a message list starts at its newest item
        lst.highlighted = 1
        first_option = lst.get_option_at_index(0)
        assert lst.fill(items(5))
        await pilot.pause()
        assert lst.option_count == 5 and lst.highlighted == 1
        assert lst.get_option_at_index(0) is first_option  # extended, not rebuilt
        assert [lst.get_option_at_index(i).id for i in range(5)] == [f"m{i}" for i in range(5)]
        assert not lst.fill(items(5))  # nothing new: nothing changes


async def test_a_changed_item_rebuilds_the_list_and_keeps_the_highlight_on_its_id():
    app = OneList()
    async with app.run_test() as pilot:
        lst = app.query_one(NewestLast)
        lst.fill(items(4))
        lst.highlighted = 2
        first_option = lst.get_option_at_index(0)
        assert lst.fill(items(4, changed=0))
        await pilot.pause()
        assert lst.get_option_at_index(0) is not first_option
        assert lst.current.speech == "message 2" and lst.highlighted == 2
