"""The full-screen mode's labels screen (main menu, Print braille labels):
a form of the label choices, and Print writes the sheet and says where."""

from __future__ import annotations

from accessible_games.ui.tui.forms import LabelsScreen
from tests.tui.helpers import menu_app
from tests.tui.test_menus import on_item, press_until


async def test_the_labels_screen_prints_a_sheet_and_says_where(tmp_path):
    app, speech = menu_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await press_until(pilot, "down", on_item(app, "Print braille labels"))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LabelsScreen)
        assert speech.last.startswith("Print braille labels: Game: ")
        # the game: Mad Nooks, by Right until it is said
        await press_until(pilot, "right", lambda: app.screen.values["game"] == "madnooks", limit=10)
        await press_until(pilot, "down", on_item(app, "Format"))
        await press_until(pilot, "right", lambda: app.screen.values["fmt"] == "pef", limit=3)
        assert "PEF" in speech.last
        await press_until(pilot, "down", on_item(app, "Print the labels"))
        await pilot.press("enter")
        await pilot.pause()
        expected = tmp_path / "labels" / "madnooks-labels-en.pef"
        assert expected.exists() and expected.read_text(encoding="utf-8").startswith("<?xml")
        assert speech.last.startswith("Wrote 38 braille labels") and str(expected) in speech.last
