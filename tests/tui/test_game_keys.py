"""The game screen's further keys: rules (F2), the game menu (F10), the
players zone, the braille display's routing keys and the on-screen braille
line, the key table in docs/keys.md, and the look."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce import Announcer
from accessible_games.announce.pipeline import build
from accessible_games.app.session import Session
from accessible_games.braille.translate import Translator
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from accessible_games.ui.tui.base import ChoiceScreen, TextScreen
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.keys import GAME_KEYS, keys_markdown
from accessible_games.ui.tui.speaking import clause
from tests.tui.helpers import RecordingSpeech

ROOT = Path(__file__).resolve().parents[2]


def game_app(
    tmp_path: Path,
    lang: str = "en",
    announcer: Announcer | None = None,
    settings: Settings | None = None,
    players: int = 3,
    seed: int = 7,
):
    speech = RecordingSpeech()
    if announcer is None:
        announcer = Announcer(speech=speech, verbosity="full")

    def factory(emit):
        return Session.new("logomachy", players, players - 1, "good", seed, {}, lang, emit)

    settings = settings or Settings(language=lang)
    if announcer.settings is None:
        announcer.settings = settings  # what the outputs were built from
    app = AccessibleGamesApp(announcer, settings, session_factory=factory, save_dir=tmp_path)
    return app, speech


async def test_f2_lists_the_rules_of_the_game_line_by_line(tmp_path):
    app, speech = game_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f2")
        await pilot.pause()
        assert isinstance(app.screen, TextScreen)
        assert speech.last.startswith("Rules of Logomachy: ")
        lines = [item.speech for item in app.screen.list.items]
        text = app.game_screen.session.entry.rules_text("en")
        assert len(lines) == len([line for line in text.splitlines() if line.strip()])
        assert not any(line.startswith("#") for line in lines)  # no markup read aloud
        await pilot.press("down")
        # the line's full stop gives way to the position: "… wins, 2 of 25", never "wins., 2"
        assert speech.last == f"{clause(lines[1])}, 2 of {len(lines)}" and ".," not in speech.last
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_f10_game_menu_offers_every_key_action(tmp_path):
    app, speech = game_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f10")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        assert speech.last.startswith("Game menu: Whose turn (T), 1 of ")
        entries = [item.id for item in app.screen.list.items]
        # every key's action is there, except the number keys and F10 itself
        expected = {k.action for k in GAME_KEYS if k.in_menu}
        assert set(entries) == expected
        # choosing "scores" runs it
        await pilot.press("down")
        assert speech.last.startswith("Scores (S), 2 of ")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        session = app.game_screen.session
        assert isinstance(app.screen, GameScreen)
        assert session.narrator.scores(session.view())[0].speech in speech.texts[-3:]


async def test_every_bound_key_runs_an_action_of_the_game_screen():
    for spec in GAME_KEYS:
        name = spec.action.split("(")[0]
        assert callable(getattr(GameScreen, f"action_{name}", None)), spec.action


async def test_p_reads_players_with_chips_and_turn(tmp_path):
    app, speech = game_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("p")
        view = app.game_screen.session.view()
        assert speech.last.startswith(f"Players and scores: You: {view['chips'][0]} chips, ")
        assert speech.last.endswith("on turn, 1 of 3")


def test_docs_keys_md_is_the_key_table():
    """docs/keys.md is generated from the table the program uses (make keys-doc)."""
    assert (ROOT / "docs" / "keys.md").read_text(encoding="utf-8") == keys_markdown()


async def test_on_screen_braille_line_shows_the_last_message(tmp_path, monkeypatch):
    settings = Settings(language="en", speech="none", braille="unicode", braille_table="en-ueb-g1")
    app, _ = game_app(tmp_path, announcer=Announcer(), settings=settings)
    app.announcer = build(settings, unicode_listener=app.show_braille_cells)
    try:
        async with app.run_test() as pilot:
            await pilot.pause()
            await pilot.press("t")
            await pilot.pause()
            status = app.announcer.history.last("all")
            expected = Translator("en-ueb-g1").cells(status.braille).dots
            from accessible_games.ui.tui.widgets import BrailleLine

            line = app.screen.query_one(BrailleLine)
            assert str(line.render()) == expected
    finally:
        app.announcer.close()


@pytest.mark.slow
async def test_a_routing_key_on_the_real_display_acts_on_the_focused_item(
    tmp_path, brltty_vr, monkeypatch
):
    monkeypatch.setenv("BRLAPI_AUTH", "none")
    settings = settings_module.defaults().with_changes(
        language="en", speech="none", braille="brlapi", brlapi_host=brltty_vr.host
    )
    app, _ = game_app(tmp_path, announcer=Announcer(), settings=settings)
    app.announcer = build(settings, unicode_listener=app.show_braille_cells)
    try:
        async with app.run_test() as pilot:
            await pilot.pause()
            await pilot.press("a")
            session = app.game_screen.session
            moves = len(session.game.log)
            await asyncio.to_thread(brltty_vr.press_route, 2)
            deadline = time.monotonic() + 30
            while len(session.game.log) == moves and time.monotonic() < deadline:
                await pilot.pause(0.05)
            assert len(session.game.log) > moves, "the routing key played the focused action"
    finally:
        app.announcer.close()


async def test_no_color_makes_the_screen_monochrome(tmp_path, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app, _ = game_app(tmp_path)
    assert app.no_color
    async with app.run_test() as pilot:
        await pilot.pause()
        # the focused item is marked by reverse video, not by colour alone
        highlighted = app.game_screen.zone("actions").get_component_styles(
            "option-list--option-highlighted"
        )
        assert highlighted.text_style.reverse and highlighted.text_style.bold


async def test_f4_opens_the_settings_at_the_table_and_a_language_change_reaches_the_game(tmp_path):
    app, speech = game_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause()
        from accessible_games.ui.tui.forms import SettingsScreen

        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("right")  # language: Deutsch
        assert speech.last == "Sprache: Deutsch"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        # the game speaks German from now on, and its zones are German
        await pilot.press("t")
        assert "Durchgang" in speech.last
        assert app.screen.query_one("#title-hand").render().plain == "Hand"
        assert str(app.screen.query_one("#title-players").render()) == "Spieler und Punkte"


async def test_semicolon_and_colon_are_oldest_and_newest_on_german_keyboards(tmp_path):
    app, speech = game_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        items = app.announcer.history.items()
        await pilot.press("semicolon")
        assert speech.last.startswith(items[0].speech) and "first message" in speech.last
        await pilot.press("colon")
        assert speech.last.startswith(items[-1].speech)
