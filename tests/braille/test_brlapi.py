"""The BrlAPI display against a real BRLTTY with a virtual 40-cell display:
what the player feels, panning, routing keys and reconnection."""

from __future__ import annotations

import threading
import time

import brlapi
import pytest

from accessible_games.braille import brlapi_display as bd
from accessible_games.braille.base import DisplayKey, DisplayUnavailable
from accessible_games.braille.brlapi_display import BrlapiDisplay, key_from_code
from accessible_games.braille.translate import BLANK, Translator, to_dots_string
from tests.fixtures.brltty import free_brlapi_number
from tests.fixtures.slow_mark import slow_factor

WIDTH = 40
LONG_EN = (
    "Anna plays yellow 7 and takes red 3 and blue 4, then Ben draws two cards "
    "from the stock and the direction changes ↻ for the rest of the deal"
)


def window(cells: str, offset: int = 0) -> str:
    """The dots string BRLTTY shows for one 40-cell window of a message."""
    return to_dots_string(cells[offset : offset + WIDTH].ljust(WIDTH, BLANK))


class Keys:
    """Collects the display's keys as the handler receives them."""

    def __init__(self) -> None:
        self.keys: list[DisplayKey] = []
        self._cond = threading.Condition()

    def __call__(self, key: DisplayKey) -> None:
        with self._cond:
            self.keys.append(key)
            self._cond.notify_all()

    def wait(self, count: int, timeout: float = 5.0) -> list[DisplayKey]:
        deadline = time.monotonic() + timeout * slow_factor()
        with self._cond:
            while len(self.keys) < count:
                remaining = deadline - time.monotonic()
                assert remaining > 0, f"only {self.keys} arrived"
                self._cond.wait(remaining)
            return list(self.keys)


@pytest.fixture
def display(brltty_vr):
    shown = BrlapiDisplay(brltty_vr.host, auth="none", retry_interval=0.2)
    shown.start()
    yield shown
    shown.close()


# -- key codes (no server) ---------------------------------------------------------


def test_key_layout_matches_brlapi() -> None:
    for name in (
        "KEY_TYPE_MASK",
        "KEY_TYPE_CMD",
        "KEY_CODE_MASK",
        "KEY_CMD_BLK_MASK",
        "KEY_CMD_ARG_MASK",
        "KEY_CMD_LNUP",
        "KEY_CMD_LNDN",
        "KEY_CMD_FWINLT",
        "KEY_CMD_FWINRT",
        "KEY_CMD_ROUTE",
    ):
        assert getattr(bd, name) == getattr(brlapi, name), name


def test_key_codes_become_display_keys() -> None:
    cmd = brlapi.KEY_TYPE_CMD
    assert key_from_code(cmd | brlapi.KEY_CMD_ROUTE | 5, window_offset=40) == DisplayKey(
        "route", 45, cmd | brlapi.KEY_CMD_ROUTE | 5
    )
    assert key_from_code(cmd | brlapi.KEY_CMD_FWINRT).name == "pan_right"
    assert key_from_code(cmd | brlapi.KEY_CMD_FWINLT).name == "pan_left"
    assert key_from_code(cmd | brlapi.KEY_CMD_LNUP).name == "previous"
    assert key_from_code(cmd | brlapi.KEY_CMD_LNDN).name == "next"
    # modifier flags above bit 31 do not change the key
    assert key_from_code((1 << 33) | cmd | brlapi.KEY_CMD_FWINRT).name == "pan_right"
    other = key_from_code(cmd | brlapi.KEY_CMD_HOME)
    assert (other.name, other.code) == ("other", cmd | brlapi.KEY_CMD_HOME)
    assert key_from_code(brlapi.KEY_TYPE_SYM | 0x61).name == "other"  # a typed "a"


def test_start_without_brltty_is_display_unavailable() -> None:
    shown = BrlapiDisplay(f"127.0.0.1:{free_brlapi_number()}", auth="none")
    with pytest.raises(DisplayUnavailable):
        shown.start()
    shown.close()


# -- a real BRLTTY -----------------------------------------------------------------


@pytest.mark.slow
def test_shown_message_is_what_the_player_feels(brltty_vr, display) -> None:
    assert display.window_size == WIDTH
    cells = Translator("de-g1").cells("Richtungswechsel → gelbe 7 „Lüge!“")
    display.show(cells)
    assert brltty_vr.wait_for_cells(window(cells.dots)) == window(cells.dots)
    expected = (Translator("de-g1").dots(cells.text) + [0] * WIDTH)[:WIDTH]
    assert brltty_vr.read_cell_values() == expected


@pytest.mark.slow
def test_long_message_pans_right_and_left(brltty_vr, display) -> None:
    keys = Keys()
    display.on_key(keys)
    cells = Translator("en-ueb-g1").cells(LONG_EN)
    assert len(cells.dots) > 2 * WIDTH
    display.show(cells)
    brltty_vr.wait_for_cells(window(cells.dots))

    brltty_vr.pan_right()  # the display's own key
    brltty_vr.wait_for_cells(window(cells.dots, WIDTH))
    assert keys.wait(1)[0].name == "pan_right"
    assert display.window_offset == WIDTH

    assert display.pan_right()  # the program's call, to the last window
    brltty_vr.wait_for_cells(window(cells.dots, 2 * WIDTH))
    last = (len(cells.dots) - 1) // WIDTH * WIDTH
    while display.pan_right():
        pass
    assert display.at_end and display.window_offset == last
    brltty_vr.wait_for_cells(window(cells.dots, last))

    brltty_vr.pan_left()
    brltty_vr.wait_for_cells(window(cells.dots, last - WIDTH))
    assert keys.wait(2)[1].name == "pan_left"

    while display.pan_left():
        pass
    assert not display.pan_left()
    brltty_vr.wait_for_cells(window(cells.dots))

    # a new message starts at its beginning
    display.pan_right()
    other = Translator("en-ueb-g1").cells("Draw Two")
    display.show(other)
    assert display.window_offset == 0
    brltty_vr.wait_for_cells(window(other.dots))


@pytest.mark.slow
def test_display_keys_reach_the_handler(brltty_vr, display) -> None:
    keys = Keys()
    display.on_key(keys)
    cells = Translator("en-ueb-g1").cells(LONG_EN)
    display.show(cells)
    brltty_vr.wait_for_cells(window(cells.dots))

    brltty_vr.press_route(3)
    route = brlapi.KEY_TYPE_CMD | brlapi.KEY_CMD_ROUTE
    assert keys.wait(1)[-1] == DisplayKey("route", 3, route | 3)

    brltty_vr.pan_right()
    keys.wait(2)
    brltty_vr.press_route(5)  # in the second window: cell 45 of the message
    assert keys.wait(3)[-1].name == "route" and keys.keys[-1].index == WIDTH + 5

    brltty_vr.send_key("lnup")
    brltty_vr.send_key("lndn")
    brltty_vr.send_key("home")
    names = [k.name for k in keys.wait(6)[3:]]
    assert names == ["previous", "next", "other"]
    assert display.window_offset == WIDTH  # line keys do not pan


@pytest.mark.slow
def test_display_comes_back_after_brltty_restarts(brltty_vr, display) -> None:
    cells = Translator("de-g2").cells("Du bist dran: Zieh 2 oder lege gelbe 7 ↻")
    display.show(cells)
    brltty_vr.wait_for_cells(window(cells.dots))

    brltty_vr.restart()
    # by itself: no call to the display between restart and read-back
    brltty_vr.wait_for_cells(window(cells.dots), timeout=10)
    assert display.connected.wait(5)

    # and it keeps working: keys and new messages
    keys = Keys()
    display.on_key(keys)
    brltty_vr.press_route(2)
    route = brlapi.KEY_TYPE_CMD | brlapi.KEY_CMD_ROUTE
    assert keys.wait(1)[0] == DisplayKey("route", 2, route | 2)
    other = Translator("de-g2").cells("Lüge!")
    display.show(other)
    brltty_vr.wait_for_cells(window(other.dots))


@pytest.mark.slow
def test_message_shown_while_brltty_is_away_appears_when_it_is_back(brltty_vr, display) -> None:
    first = Translator("en-ueb-g2").cells("Wild Draw Four")
    display.show(first)
    brltty_vr.wait_for_cells(window(first.dots))
    brltty_vr.stop()
    later = Translator("en-ueb-g2").cells("yellow 7")
    display.show(later)  # nobody to show it to: kept, no error
    assert not display.connected.is_set()

    # BRLTTY is back but its display is not yet: BrlAPI reports 0×0 cells
    brltty_vr.start(attach=False)
    assert display.connected.wait(10)
    assert display.window_size == 0
    brltty_vr.attach()
    brltty_vr.wait_for_cells(window(later.dots), timeout=10)
    assert display.window_size == WIDTH


@pytest.mark.slow
def test_close_releases_the_display(brltty_vr, display) -> None:
    cells = Translator("de-g1").cells("Zieh 2")
    display.show(cells)
    brltty_vr.wait_for_cells(window(cells.dots))
    reader = display._thread
    display.close()
    assert not reader.is_alive()
    assert not display.connected.is_set()
    display.close()  # twice is fine
    display.show(Translator("de-g1").cells("Lüge"))  # after close: kept, nothing written

    successor = BrlapiDisplay(brltty_vr.host, auth="none")
    successor.start()
    try:
        other = Translator("de-g1").cells("gelbe 7")
        successor.show(other)
        brltty_vr.wait_for_cells(window(other.dots))
    finally:
        successor.close()
