"""The main menu stays quiet under a game, and no key of the game screen is
silent: driven with Pilot, checking what is spoken and what braille shows.

- A game started from the main menu (the new-game form's Start) or a saved
  game continued from the load list: nothing of the menu is said or
  brailled once the game screen is up; the braille line at the first turn
  is the game's.
- The key of the zone the focus is already in says the zone and the item
  again; Home on the first item and End on the last say the item and that
  the list ends there; Home in an empty zone says it is empty; A into the
  Actions zone (from another zone, or while in it) says the zone and the
  focused item.
"""

from __future__ import annotations

import re

from accessible_games.app.session import Session
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.screens import LoadScreen, MainMenu
from accessible_games.ui.tui.speaking import clause
from tests.fixtures.pilot import settle
from tests.tui.helpers import RecordingBraille, match_app, menu_app, press
from tests.tui.test_menus import on_item, press_until
from tests.tui.test_online import until

MENU = "main menu"


def game_lines(app) -> set[str]:
    """The braille lines of the game's messages so far."""
    return {u.braille for u in app.announcer.history.items("all")}


async def first_turn(pilot, app, braille: RecordingBraille | None = None) -> None:
    """Wait until the game screen is up and the player is to move, and (with
    ``braille``) until the display has come to the focused item, the last
    thing the opening table shows (after a refresh)."""
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    await settle(pilot, app.game_screen.session)
    if braille is not None:
        await until(
            pilot,
            lambda: (
                app.focused is not None
                and braille.shown[-1:] == [app.item_braille(app.focused, with_title=True)]
            ),
            30,
            "the focused item on the display",
        )
    await pilot.pause()


def assert_menu_quiet(app, speech, braille, mark_speech: int, mark_braille: int) -> None:
    said = speech.since(mark_speech)
    shown = braille.shown[mark_braille:]
    assert said, "the game says something when it opens"
    assert not [t for t in said if MENU in t], said
    assert not [t for t in shown if MENU in t], shown
    # the braille line at the first turn is the game's: its messages, then
    # the item the focus starts on at the table
    focused = app.focused
    assert focused is not None and focused.screen is app.game_screen
    assert shown and shown[-1] == app.item_braille(focused, with_title=True), shown[-3:]
    assert len(shown) > 1 and shown[-2] in game_lines(app), shown[-3:]
    assert MENU not in shown[-1]


async def test_a_new_game_from_the_menu_says_and_shows_nothing_of_the_menu(tmp_path):
    app, speech = menu_app(tmp_path)
    braille = RecordingBraille()
    app.announcer.braille = braille
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        await pilot.press("enter")  # Play a new game
        await pilot.pause()
        await press_until(pilot, "down", on_item(app, "Start"))
        mark_speech, mark_braille = len(speech.texts), len(braille.shown)
        await pilot.press("enter")
        await first_turn(pilot, app, braille)
        assert app.game_screen.session.legal()
        assert speech.since(mark_speech)[0].startswith("Logomachy, 3 players. You are Player 1.")
        assert_menu_quiet(app, speech, braille, mark_speech, mark_braille)
        # the first key at the table is the game's: the focused zone, not the menu
        await press(pilot, "a")
        assert speech.last.startswith("Actions: ")


async def test_a_continued_game_says_and_shows_nothing_of_the_menu(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    session = Session.new("logomachy", 3, 2, "good", 5, {}, "en", lambda u: None)
    session.start()
    session.act(session.legal()[0])
    assert session.save(str(folder / "logomachy-1.json"))

    app, speech = menu_app(tmp_path)
    braille = RecordingBraille()
    app.announcer.braille = braille
    async with app.run_test() as pilot:
        await pilot.pause()
        await press_until(pilot, "down", lambda: app.focused.current_id == "load")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        assert app.focused.current_id.startswith("f:")
        mark_speech, mark_braille = len(speech.texts), len(braille.shown)
        await pilot.press("enter")
        await first_turn(pilot, app, braille)
        assert any(t.startswith("Game loaded from ") for t in speech.since(mark_speech))
        assert_menu_quiet(app, speech, braille, mark_speech, mark_braille)


async def test_the_menu_is_said_again_when_the_game_is_left(tmp_path):
    """The quiet menu under the game is only quiet while the game is up:
    leaving the game says it again."""
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await press_until(pilot, "down", on_item(app, "Start"))
        await pilot.press("enter")
        await first_turn(pilot, app)
        await pilot.press("ctrl+q", "y")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert speech.last == "Accessible Games, main menu: Play a new game, 1 of 8"


# --- no silent key at the table ------------------------------------------------


def table(tmp_path):
    app, speech, announcer = match_app("logomachy", 2, {}, "en", "random", 3, tmp_path)
    return app, speech


def zone_line(app, key: str) -> str:
    """What entering zone ``key`` says: its name, the focused item, the position."""
    ol = app.game_screen.zone(key)
    title = app.t(ol.title)
    item = ol.current
    if item is None:
        return f"{title}: empty"
    return f"{title}: {clause(item.speech)}, {ol.highlighted + 1} of {ol.option_count}"


async def test_the_key_of_the_zone_the_focus_is_in_says_the_zone_again(tmp_path):
    app, speech = table(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await settle(pilot, app.game_screen.session)
        screen = app.game_screen
        for key, zone in (
            ("h", "hand"),
            ("p", "players"),
            ("m", screen.session.narrator.areas()[0].key),
        ):
            await press(pilot, key)
            assert app.focused is screen.zone(zone)
            first = speech.last
            assert first == zone_line(app, zone)
            mark = len(speech.texts)
            await press(pilot, key)  # again, in that zone
            assert app.focused is screen.zone(zone)
            assert speech.since(mark) == [first], f"{key} in its own zone was silent"
        # one item down, H reads the hand again from its first card
        await press(pilot, "h", "down")
        mark = len(speech.texts)
        await press(pilot, "h")
        assert screen.zone("hand").highlighted == 0
        assert speech.since(mark) == [zone_line(app, "hand")]
        assert speech.last.startswith("Hand: ") and speech.last.endswith(
            f"1 of {screen.zone('hand').option_count}"
        )


async def test_home_on_the_first_item_and_end_on_the_last_say_the_item(tmp_path):
    app, speech = table(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await settle(pilot, app.game_screen.session)
        hand = app.game_screen.zone("hand")
        await press(pilot, "h")
        assert hand.highlighted == 0
        first = clause(hand.current.speech)
        mark = len(speech.texts)
        await press(pilot, "home")
        assert speech.since(mark) == [f"{first}, 1 of {hand.option_count}, top of the list"]
        await press(pilot, "end")
        last = clause(hand.current.speech)
        assert speech.last == f"{last}, {hand.option_count} of {hand.option_count}"
        mark = len(speech.texts)
        await press(pilot, "end")
        assert speech.since(mark) == ["End of the list"]
        mark = len(speech.texts)
        await press(pilot, "pagedown")
        assert speech.since(mark) == ["End of the list"]
        await press(pilot, "home")
        mark = len(speech.texts)
        await press(pilot, "pageup")
        assert speech.since(mark) == [f"{first}, 1 of {hand.option_count}, top of the list"]


async def test_home_in_an_empty_zone_says_it_is_empty(tmp_path):
    app, speech = table(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await settle(pilot, app.game_screen.session)
        actions = app.game_screen.zone("actions")
        actions.fill([])  # as when it is not the player's turn
        await press(pilot, "a")
        assert app.focused is actions
        for key in ("home", "end", "up", "down"):
            mark = len(speech.texts)
            await press(pilot, key)
            assert speech.since(mark) == ["Actions: empty"], key


async def test_a_into_the_actions_zone_says_the_zone_and_the_focused_item(tmp_path):
    app, speech = table(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        await settle(pilot, screen.session)
        actions = screen.zone("actions")
        # the table opens with the focus in Actions, silently (the opening
        # messages are not cut off): A there says where the focus is
        assert app.focused is actions
        mark = len(speech.texts)
        await press(pilot, "a")
        assert speech.since(mark) == [zone_line(app, "actions")]
        assert re.match(r"^Actions: .+, 1 of \d+$", speech.last)
        # an item further down, to the hand and back: A says the item it returns to
        await press(pilot, "down", "down", "h")
        assert speech.last.startswith("Hand: ")
        mark = len(speech.texts)
        await press(pilot, "a")
        assert app.focused is actions
        assert speech.since(mark) == [zone_line(app, "actions")]
        assert speech.last.endswith(f"3 of {actions.option_count}")
        # a move played with Enter: the focus stays in Actions, and A says the
        # item it is on now
        await press(pilot, "enter")
        await settle(pilot, screen.session)
        if screen.session.legal():
            mark = len(speech.texts)
            await press(pilot, "a")
            assert speech.since(mark) == [zone_line(app, "actions")]
        # Escape does the same as A
        mark = len(speech.texts)
        await press(pilot, "escape")
        assert speech.since(mark) == [zone_line(app, "actions")]


async def test_a_number_key_then_a_says_the_action_it_picked(tmp_path):
    """A number picks a card and puts the focus on its first action (the
    card is said); A then says that action, where it was silent."""
    app, speech = table(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        await settle(pilot, screen.session)
        await press(pilot, "h", "2")
        assert app.focused is screen.zone("actions")
        mark = len(speech.texts)
        await press(pilot, "a")
        assert speech.since(mark) == [zone_line(app, "actions")]


async def test_a_games_own_zone_key_inside_its_zone_says_the_zone_again(tmp_path):
    """A game's key for one of its areas (MONAD's C: the columns) says the
    zone again when the focus is already there."""
    from tests.games.monad.monad_helpers import place
    from tests.tui.helpers import position_app

    position = dict(
        hands=["1R 1O 1Y 1L 1D 2Y 2L 2G 3R", "1G 1G"],
        columns=["2R 2O", "3O 3Y", "4R", "5D"],
        talon="1R",
        stamm="Y D",
        turn=0,
    )
    app, speech = position_app(tmp_path, "monad", place, position)
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "c")
        columns = app.game_screen.zone("columns")
        assert app.focused is columns
        first = speech.last
        assert first == zone_line(app, "columns")
        await press(pilot, "down")
        mark = len(speech.texts)
        await press(pilot, "c")
        assert app.focused is columns
        assert speech.since(mark) == [zone_line(app, "columns")]
        assert speech.last.endswith(f"2 of {columns.option_count}")


async def test_a_zone_entered_just_before_the_table_is_refreshed_is_still_said(
    tmp_path, monkeypatch
):
    """Shift+Tab into the players' zone, and the table refreshed (a move, the
    game's end) after the zone took the focus but before the focus message
    reached the program: the zone's entry is still said, not taken for an
    item already heard."""
    app, speech, _announcer = match_app("maumau", 2, {"quick": True}, "en", "good", 1, tmp_path)
    focus_message = type(app).on_descendant_focus

    def refreshed_first(self, event):
        if refresh_first:
            self.game_screen.refresh_zones()  # the table changes in between
        focus_message(self, event)

    refresh_first = False
    monkeypatch.setattr(type(app), "on_descendant_focus", refreshed_first)
    async with app.run_test() as pilot:
        await first_turn(pilot, app)
        screen = app.game_screen
        # the players' zone visited once, then the actions
        for zone in ("players", "actions"):
            mark = len(speech.texts)
            screen.enter_zone(zone)
            await until(pilot, lambda mark=mark: speech.since(mark), what=f"the {zone} said")
        mark = len(speech.texts)
        refresh_first = True
        await pilot.press("shift+tab")
        await until(
            pilot,
            lambda: any(t.startswith("Players and scores:") for t in speech.since(mark)),
            what="the players' zone said",
        )
