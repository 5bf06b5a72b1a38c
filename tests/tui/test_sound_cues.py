"""Sound cues in the full-screen mode: the session's events give their cues
through the app's announcer (built from the settings as the program builds
it, playing on miniaudio's NULL backend here), each with its text equivalent
in the history; a cue muted in the settings gives neither."""

from __future__ import annotations

from accessible_games.announce.pipeline import build
from accessible_games.app.session import Session
from accessible_games.core.narration import action_text
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from tests.fixtures.pilot import settle

YOUR_TURN = "Sound: your turn"
PLACEMENT = "Sound: tile laid"


def texts(app) -> list[str]:
    return [u.speech for u in app.announcer.history.items("all")]


async def test_cues_of_a_mad_nooks_game_and_muting_them(tmp_path):
    settings = Settings(language="en", speech="none", braille="none")
    announcer = build(settings)

    def factory(emit):
        return Session.new("madnooks", 2, 1, "good", 37, {}, "en", emit)

    app = AccessibleGamesApp(announcer, settings, session_factory=factory, save_dir=tmp_path)
    try:
        async with app.run_test() as pilot:
            await pilot.pause()
            session = app.game_screen.session
            assert session.game.to_play() == 0
            assert texts(app).count(YOUR_TURN) == 1  # the first turn is the player's
            sound = app.announcer.sound
            assert sound is not None and sound.wants("your_turn")
            # a placement from the Actions zone: the tile laid is heard as a cue too
            await pilot.press("a")
            await pilot.pause()
            first = next(
                item.id for item in app.game_screen.zone("actions").items if action_text(item.id)
            )
            app.game_screen.zone("actions").select_id(first)
            await pilot.press("enter")
            await settle(pilot, session)
            said = texts(app)
            assert PLACEMENT in said
            assert said.count(YOUR_TURN) == 2  # the bot laid, and it is the player's turn again
            # muted in the settings: neither the sound nor its text any more
            app.change_settings(settings.with_changes(muted_cues="your_turn"))
            assert not app.announcer.sound.wants("your_turn")
            before = len(said)
            legal = session.legal()
            await pilot.press("a")
            await pilot.pause()
            app.game_screen.zone("actions").select_id(legal[0].text)
            await pilot.press("enter")
            await settle(pilot, session)
            new = texts(app)[before:]
            assert YOUR_TURN not in new and (PLACEMENT in new or session.game.is_over())
    finally:
        app.announcer.close()
