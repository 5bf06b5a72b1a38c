"""Leaving the program from the main menu says goodbye, in speech and on
the braille display, before the program ends (Control Q, or Quit)."""

from __future__ import annotations

from tests.tui.helpers import RecordingBraille, menu_app


async def test_control_q_in_the_main_menu_says_goodbye(tmp_path):
    app, speech = menu_app(tmp_path)
    braille = RecordingBraille()
    app.announcer.braille = braille
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert speech.since(mark) == ["Goodbye."]
    assert braille.shown[-1] == "Goodbye."
    assert app.return_code == 0


async def test_quit_in_the_main_menu_says_goodbye_in_german(tmp_path):
    app, speech = menu_app(tmp_path, lang="de")
    braille = RecordingBraille()
    app.announcer.braille = braille
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("end")
        assert speech.last == "Beenden, 8 von 8"
        await pilot.press("enter")
        await pilot.pause()
    assert speech.last == "Auf Wiedersehen."
    assert braille.shown[-1] == "Auf Wiedersehen."
    assert app.return_code == 0
