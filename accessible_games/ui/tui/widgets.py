"""The widgets every screen is built from: spoken lists and the on-screen
braille line."""

from __future__ import annotations

from textual.binding import Binding
from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from accessible_games.core.messages import Msg
from accessible_games.core.narration import Item


class SpokenList(OptionList):
    """A list whose items are spoken with their position when the focus
    reaches them (the app does the speaking; see ``App.echo_list``).

    ``title`` names the list when the focus enters it ("Hand: ..."). Items
    carry a stable id, their spoken text and a terse braille form."""

    class EdgeReached(Message):
        """Up on the first item or Down on the last (``bottom``): the app
        says the item again, and that the list ends there."""

        def __init__(self, spoken_list: SpokenList, bottom: bool) -> None:
            super().__init__()
            self.spoken_list = spoken_list
            self.bottom = bottom

        @property
        def control(self) -> SpokenList:
            return self.spoken_list

    DEFAULT_CSS = """
    SpokenList { height: auto; max-height: 14; border: none; padding: 0; }
    SpokenList:focus { border: none; }
    """

    def __init__(self, title: Msg, *, id: str | None = None, key: str | None = None) -> None:
        super().__init__(id=id)
        self.title = title
        #: the zone or field key a screen knows the list by
        self.key = key or (id or "")
        self.items: list[Item] = []
        #: whether an item is said with its place in the list ("2 of 5"):
        #: not for items that say their own place (a ranking's rows)
        self.positions = True

    def fill(self, items: list[Item]) -> bool:
        """Show ``items``; the highlighted item keeps the highlight when its id
        is still there, otherwise the same position. Returns whether anything
        changed. Nothing is spoken: the list changed under the player."""
        new_keys = [(i.id, i.speech) for i in items]
        old_keys = [(i.id, i.speech) for i in self.items]
        if new_keys == old_keys:
            self.items = list(items)
            return False
        count = len(old_keys)
        if count and len(new_keys) > count and new_keys[:count] == old_keys:
            # only new items at the end (the messages zone, every event): add
            # those, instead of rebuilding a list of a thousand messages
            self.items = list(items)
            self.add_options([Option(Content(item.speech), id=item.id) for item in items[count:]])
            if self.highlighted is None:
                self.highlighted = self.start_index([item.id for item in items])
            return True
        old_id = self.current_id
        old_index = self.highlighted
        self.items = list(items)
        self.set_options([Option(Content(item.speech), id=item.id) for item in items])
        ids = [item.id for item in items]
        if not ids:
            index = None
        elif old_id in ids:
            index = ids.index(old_id)
        elif old_index is None:
            index = self.start_index(ids)
        else:
            index = min(old_index, len(ids) - 1)
        self.highlighted = index
        return True

    def start_index(self, ids: list[str]) -> int:
        """Where a list starts when nothing was highlighted before."""
        return 0

    @property
    def current(self) -> Item | None:
        if self.highlighted is None or not 0 <= self.highlighted < len(self.items):
            return None
        return self.items[self.highlighted]

    @property
    def current_id(self) -> str | None:
        item = self.current
        return item.id if item is not None else None

    def _at_edge(self, bottom: bool) -> bool:
        """Whether a key toward the ``bottom`` (or the top) cannot move: the
        highlight is on the last (first) item, or the list is empty. Then the
        app says the item again and that the list ends there (or that the
        list is empty): no key is silent."""
        if self.highlighted is None:
            at_edge = not self.option_count
        elif bottom:
            at_edge = self.highlighted >= self.option_count - 1
        else:
            at_edge = self.highlighted <= 0
        if at_edge:
            self.post_message(self.EdgeReached(self, bottom=bottom))
        return at_edge

    def action_cursor_down(self) -> None:
        """Down stops at the last item (and says so) instead of wrapping."""
        if not self._at_edge(bottom=True):
            super().action_cursor_down()

    def action_cursor_up(self) -> None:
        if not self._at_edge(bottom=False):
            super().action_cursor_up()

    def action_first(self) -> None:
        """Home: the first item; on the first item already, it is said again
        with "top of the list"."""
        if not self._at_edge(bottom=False):
            super().action_first()

    def action_last(self) -> None:
        """End: the last item; on the last item already, it is said again
        with "end of the list"."""
        if not self._at_edge(bottom=True):
            super().action_last()

    def action_page_up(self) -> None:
        if not self._at_edge(bottom=False):
            super().action_page_up()

    def action_page_down(self) -> None:
        if not self._at_edge(bottom=True):
            super().action_page_down()

    def select_id(self, item_id: str) -> bool:
        for index, item in enumerate(self.items):
            if item.id == item_id:
                self.highlighted = index
                return True
        return False


class GridList(SpokenList):
    """A zone that is a board cursor (a tile game's board): it lists what is
    under the cursor, and the four arrows move the cursor one cell instead
    of walking the list (the game screen says the new cell)."""

    class Moved(Message):
        """An arrow on the board: the cursor of zone ``key`` goes ``dx``
        cells east and ``dy`` cells north."""

        def __init__(self, grid: GridList, dx: int, dy: int) -> None:
            super().__init__()
            self.grid = grid
            self.dx = dx
            self.dy = dy

        @property
        def control(self) -> GridList:
            return self.grid

    BINDINGS = [
        Binding("left", "grid(-1, 0)", show=False),
        Binding("right", "grid(1, 0)", show=False),
    ]

    def action_cursor_up(self) -> None:
        self.action_grid(0, 1)

    def action_cursor_down(self) -> None:
        self.action_grid(0, -1)

    def action_grid(self, dx: int, dy: int) -> None:
        self.post_message(self.Moved(self, dx, dy))


class NewestLast(SpokenList):
    """A message list: it starts at its newest item."""

    def start_index(self, ids: list[str]) -> int:
        return len(ids) - 1


class BrailleLine(Static):
    """The braille display on screen (Unicode braille), for sighted helpers
    and for trying braille without a display; shown when the braille setting
    is "unicode"."""

    DEFAULT_CSS = """
    BrailleLine { height: auto; dock: bottom; padding: 0 1; text-style: bold; }
    """
