"""The history keys at the full-screen table: R repeats the game's last
message (never a sound cue's text), and a second game starts a fresh game
buffer: comma and < do not reach the game before, which [ reaches as a
buffer of its own."""

from __future__ import annotations

import asyncio

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from tests.tui.helpers import RecordingSpeech, menu_app, press


def run(body) -> None:
    asyncio.run(asyncio.wait_for(body(), timeout=60))


class Sound:
    """A sound output that takes every cue (its texts go to the history)."""

    braille = False

    def wants(self, cue_id: str) -> bool:
        return True

    def play(self, cue_id: str) -> bool:
        return True


def maumau_app(tmp_path, lang: str = "en") -> tuple[AccessibleGamesApp, RecordingSpeech, Announcer]:
    speech = RecordingSpeech()
    announcer = Announcer(speech=speech, verbosity="full")
    announcer.sound = Sound()
    settings = Settings(language=lang, recap=False)
    announcer.settings = settings

    def factory(emit):
        return Session.new("maumau", 2, 1, "good", 5, {}, lang, emit)

    app = AccessibleGamesApp(announcer, settings, session_factory=factory, save_dir=tmp_path)
    return app, speech, announcer


def test_r_after_a_move_repeats_the_games_last_message_not_the_sound_cues_text(tmp_path):
    async def body():
        app, speech, announcer = maumau_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            before = len(announcer.history.items("game"))
            await press(pilot, "a", "enter")  # a move; the bot answers and the turn comes back
            game = announcer.history.items("game")[before:]
            assert any(u.speech.startswith("You play") for u in game)
            cue_text = announcer.history.last("all")
            assert (
                cue_text.speech == "Sound: your turn"
            )  # the newest entry of all is the cue's text
            await press(pilot, "r")
            assert speech.spoken[-1] == (game[-1].speech, True)
            assert game[-1].speech.startswith("Your turn")
            assert not speech.texts[-1].startswith("Sound:")
            # walking is an echo, not a message: R after comma still says the game's last message
            await press(pilot, "comma", "r")
            assert speech.spoken[-1] == (game[-1].speech, True)

    run(body)


def test_r_in_german_repeats_the_move_not_the_ton(tmp_path):
    async def body():
        app, speech, announcer = maumau_app(tmp_path, "de")
        async with app.run_test() as pilot:
            await pilot.pause()
            await press(pilot, "a", "enter", "r")
            assert announcer.history.last("all").speech.startswith("Ton:")
            assert speech.spoken[-1] == (announcer.history.last("game").speech, True)
            assert not speech.texts[-1].startswith("Ton:")

    run(body)


def test_a_second_game_has_its_own_buffer_and_the_first_is_one_bracket_back(tmp_path):
    async def body():
        saved = tmp_path / "mau.json"
        first = Session.new("maumau", 2, 1, "good", 11, {}, "en", lambda utterance: None)
        first.start()
        assert first.save(str(saved))
        app, speech = menu_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            history = app.announcer.history
            app.open_game(Session.new("logomachy", 2, 1, "good", 7, {}, "en", app.game_emit))
            await pilot.pause()
            await press(pilot, "a", "enter")
            assert len(history.items("game")) > 3
            await press(pilot, "comma", "comma")  # walking in the first game
            app.leave_game()
            await pilot.pause()
            logomachy = [u.speech for u in history.items("game")]  # with what leaving it said
            # a continued game: a fresh game buffer
            app.open_game(
                Session.open(str(saved), "en", app.game_emit), loaded=True, load_path=str(saved)
            )
            await pilot.pause()
            assert history.current == "game"
            assert history.items("game") == []  # nothing of the game before
            await press(pilot, "a", "enter")
            maumau = [u.speech for u in history.items("game")]
            assert maumau[0].startswith("You play")
            mark = len(speech.texts)
            await press(pilot, *["comma"] * (len(maumau) + 3), "less_than_sign")
            walked = speech.texts[mark:]
            assert walked[-1] == f"{maumau[0]} (first message)"
            assert all(text.replace(" (first message)", "") in maumau for text in walked)
            assert not set(walked) & (set(logomachy) - set(maumau))  # nothing of the first game
            # the game before is a buffer of its own, one step back, walked from its newest message
            await press(pilot, "left_square_bracket")
            assert (
                speech.texts[-1]
                == f"Buffer: the game before, Logomachy, {len(logomachy)} messages."
            )
            await press(pilot, "comma")
            assert speech.texts[-1] == logomachy[-2]
            await press(pilot, "right_square_bracket")
            assert speech.texts[-1].startswith("Buffer: game,")
            assert app.game_screen.zone("messages").option_count == len(history.items("game"))

    run(body)
