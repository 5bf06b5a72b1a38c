"""Braille in the full-screen mode: at the start the display ends on the
focused item (speech keeps the welcome), a list item's place is "2 of 3"
after a comma, and F3 gives the braille legend at the table."""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.core.messages import Msg, render
from accessible_games.ui.tui import keys as keytable
from accessible_games.ui.tui.screens import MainMenu
from tests.tui.helpers import RecordingBraille, match_app, menu_app, press
from tests.tui.test_online import until

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game, lang", [("maumau", "en"), ("logomachy", "de"), ("monad", "en")])
async def test_the_display_ends_on_the_focused_item_when_a_game_opens(
    tmp_path, game: str, lang: str
) -> None:
    braille = RecordingBraille()
    app, speech, announcer = match_app(game, 3, {}, lang, "random", 4, tmp_path, braille=braille)

    def focus_line() -> str | None:
        """The focused item as the display should end on it (None: none yet)."""
        focused = app.focused
        if focused is None or focused.current is None:
            return None
        title = render(focused.title, lang)
        position = render(
            Msg("tui.position.br", position=focused.highlighted + 1, count=focused.option_count),
            lang,
        )
        return f"{title}: {focused.current.brailled}, {position}"

    async with app.run_test() as pilot:
        await pilot.pause()
        # the focused item goes to the display after the first refresh
        await until(
            pilot,
            lambda: braille.shown and braille.shown[-1] == focus_line(),
            30,
            "the focused item on the display",
        )
        focused = app.focused
        assert focused is not None and focused.current is not None
        title = render(focused.title, lang)
        assert braille.shown[-1] == focus_line()
        # speech said the welcome first and no focus echo of the item
        assert speech.texts[0].startswith(render(app.game_screen.session.entry.rules.title, lang))
        assert not any(text.startswith(f"{title}:") for text in speech.texts)
        # nothing of the focus went into the history
        assert all(u.braille != braille.shown[-1] for u in announcer.history.items("all"))


async def test_the_main_menu_welcome_is_heard_and_its_first_entry_shown(tmp_path) -> None:
    app, speech = menu_app(tmp_path)
    braille = RecordingBraille()
    app.announcer.braille = braille
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert speech.texts[0].startswith("Welcome to Accessible Games.")
        assert braille.shown == ["Accessible Games, main menu: Play a new game, 1 of 8"]
        await press(pilot, "down")
        assert braille.shown[-1] == "Play online, 2 of 8"


async def test_a_position_never_runs_into_the_items_number(tmp_path) -> None:
    braille = RecordingBraille()
    app, speech, _announcer = match_app(
        "maumau", 3, {}, "de", "random", 4, tmp_path, braille=braille
    )
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "h")  # the hand: cards such as "r7"
        hand = app.focused
        assert hand.current is not None
        assert braille.shown[-1].endswith(f"{hand.current.brailled}, 1 von {hand.option_count}")
        assert speech.last.endswith(f", 1 von {hand.option_count}")
        if hand.option_count > 1:
            await press(pilot, "down")
            assert braille.shown[-1] == f"{hand.current.brailled}, 2 von {hand.option_count}"
            assert "/" not in braille.shown[-1]


@pytest.mark.parametrize(
    "game, lang",
    [("logomachy", "en"), ("maumau", "de"), ("pulok", "en"), ("monad", "de"), ("madnooks", "en")],
)
async def test_f3_says_the_legend_at_the_table(tmp_path, game: str, lang: str) -> None:
    braille = RecordingBraille()
    app, speech, announcer = match_app(game, 2, {}, lang, "random", 4, tmp_path, braille=braille)
    async with app.run_test() as pilot:
        await pilot.pause()
        legend = app.game_screen.session.narrator.legend()
        await press(pilot, "f3")
        assert speech.last == legend.speech
        assert braille.shown[-1] == legend.braille
        assert announcer.history.items("all")[-1].speech == legend.speech  # kept, to read again


def test_f3_is_in_the_key_table_the_help_and_docs() -> None:
    spec = next(s for s in keytable.GAME_KEYS if s.action == "legend")
    assert spec.keys == "f3" and spec.in_menu
    rows = dict(keytable.game_key_rows("de"))
    assert rows["F3"] == "die verwendeten Braille-Kurzformen (Legende)"
    assert "F3" in (ROOT / "docs" / "keys.md").read_text(encoding="utf-8")


async def test_f3_is_offered_in_the_game_menu(tmp_path) -> None:
    app, speech, _announcer = match_app("logomachy", 2, {}, "en", "random", 4, tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "f10")
        for _ in range(40):
            if "legend" in speech.last:
                break
            await press(pilot, "down")
        assert speech.last.startswith("The braille short forms in use (legend) (F3), ")
        mark = len(speech.texts)
        await press(pilot, "enter")
        await pilot.pause()
        # the legend, then the focused item again as the menu closed
        assert app.game_screen.session.narrator.legend().speech in speech.since(mark)
