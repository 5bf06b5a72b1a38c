"""The full-screen mode, driven headless with Textual's Pilot: what is spoken
for each key, where the focus is, and that the focus is never moved by the
game."""

from __future__ import annotations

import json
import re

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from accessible_games.ui.tui.keys import GAME_KEYS
from tests.tui.helpers import RecordingSpeech


def make_app(
    lang: str = "en", players: int = 3, seed: int = 7, tmp_path=None, bots: int | None = None
):
    speech = RecordingSpeech()
    announcer = Announcer(speech=speech, verbosity="full")
    bots = players - 1 if bots is None else bots

    def factory(emit):
        return Session.new("logomachy", players, bots, "good", seed, {}, lang, emit)

    app = AccessibleGamesApp(
        announcer, Settings(language=lang), session_factory=factory, save_dir=tmp_path
    )
    return app, speech


def focused_zone(app: AccessibleGamesApp) -> str | None:
    return app.game_screen.zone_name(app.focused)


async def test_start_announces_the_game_and_focuses_a_zone():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert speech.texts[0].startswith("Logomachy, 3 players. You are Player 1.")
        assert focused_zone(app) in ("actions", "hand")
        # the zones are filled
        assert app.game_screen.zone("hand").option_count > 0
        assert app.game_screen.zone("players").option_count == 3
        assert app.game_screen.zone("messages").option_count == len(app.announcer.history.items())


async def test_tab_moves_between_zones_and_announces_item_with_position():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.game_screen.zone("messages").focus()
        await pilot.pause()
        mark = len(speech.spoken)
        await pilot.press("tab")
        assert focused_zone(app) == "hand"
        hand = app.game_screen.zone("hand")
        said = speech.spoken[mark:]
        assert said, "moving to a zone says where the focus is"
        text, interrupt = said[-1]
        assert interrupt
        assert text.startswith("Hand: ")
        assert text.endswith(f"1 of {hand.option_count}")
        # Down within the zone: the next item, with its position
        await pilot.press("down")
        assert speech.texts[-1].endswith(f"2 of {hand.option_count}")
        await pilot.press("end")
        assert speech.texts[-1].endswith(f"{hand.option_count} of {hand.option_count}")
        await pilot.press("home")
        assert speech.texts[-1].endswith(f"1 of {hand.option_count}")
        # Shift+Tab goes back
        await pilot.press("shift+tab")
        assert focused_zone(app) == "messages"
        await pilot.press("tab", "tab", "tab", "tab")
        assert focused_zone(app) == "actions"
        assert speech.texts[-1].startswith("Actions: ")
        assert re.search(r"\d+ of \d+$", speech.texts[-1])


async def test_focus_echo_is_not_added_to_the_history():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        before = len(app.announcer.history.items("all"))
        await pilot.press("h", "down", "down")
        assert len(app.announcer.history.items("all")) == before


async def test_enter_on_an_action_plays_it_and_focus_stays_in_actions():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("a")
        assert focused_zone(app) == "actions"
        log_before = len(app.game_screen.session.game.log)
        mark = len(speech.spoken)
        await pilot.press("enter")
        await pilot.pause()
        # own move plus the two bots' moves
        assert len(app.game_screen.session.game.log) >= log_before + 1
        assert focused_zone(app) == "actions"
        said = speech.spoken[mark:]
        assert any(text.startswith("You ") for text, _ in said)
        # the key's first message drops the speech still queued from before;
        # the moves then queue one after the other, and "Your turn." waits for them
        assert said[0][1] is True
        assert all(not interrupt for _, interrupt in said[1:])
        if app.game_screen.session.legal():
            assert ("Your turn.", False) in said


async def test_bot_moves_do_not_move_focus_or_interrupt():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("h", "down")
        hand = app.game_screen.zone("hand")
        index = hand.highlighted
        item_id = hand.highlighted_option.id
        # a move made meanwhile (as if by the keyboard elsewhere): the player's
        # move and then the bots' moves change every zone
        log_before = len(app.game_screen.session.game.log)
        mark = len(speech.spoken)
        app.game_screen.play(app.game_screen.session.legal()[0].text)
        await pilot.pause()
        await pilot.pause()
        assert len(app.game_screen.session.game.log) >= log_before + 3  # own move and two bots
        assert focused_zone(app) == "hand"
        # the focused card is either still there (same card) or the position is kept
        if item_id in [o.id for o in hand.options]:
            assert hand.highlighted_option.id == item_id
        else:
            assert hand.highlighted == min(index, hand.option_count - 1)
        # nothing was echoed for the list changing: only the game's own messages
        echoed = [t for t in speech.since(mark) if re.search(r"\d+ of \d+$", t)]
        assert echoed == []


async def test_t_announces_whose_turn_and_s_scores():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("t")
        status = app.game_screen.session.narrator.status(app.game_screen.session.view()).speech
        assert speech.texts[-1] == status
        await pilot.press("s")
        assert (
            speech.texts[-1]
            == app.game_screen.session.narrator.scores(app.game_screen.session.view())[0].speech
        )
        await pilot.press("S")
        detail = app.game_screen.session.narrator.scores(app.game_screen.session.view(), True)
        assert speech.texts[-len(detail) :] == [u.speech for u in detail]


async def test_r_repeats_the_last_message():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        last = app.announcer.history.last()
        count = len(app.announcer.history.items("all"))
        await pilot.press("r")
        assert speech.spoken[-1] == (last.speech, True)
        assert len(app.announcer.history.items("all")) == count


async def test_comma_walks_the_history_and_period_comes_back():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        items = app.announcer.history.items()
        assert len(items) >= 3
        await pilot.press("comma")
        assert speech.texts[-1] == items[-2].speech
        await pilot.press("comma")
        assert speech.texts[-1] == items[-3].speech
        await pilot.press("full_stop")
        assert speech.texts[-1] == items[-2].speech
        await pilot.press("less_than_sign")
        assert speech.texts[-1].startswith(items[0].speech)
        assert "first message" in speech.texts[-1]
        await pilot.press("greater_than_sign")
        assert speech.texts[-1].startswith(items[-1].speech)
        # the Messages zone follows the walk without taking the focus
        assert focused_zone(app) != "messages"
        assert app.game_screen.zone("messages").highlighted == len(items) - 1


async def test_brackets_switch_the_message_buffer():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        assert app.announcer.history.current == "game"  # a game starts in its own buffer
        await pilot.press("right_square_bracket")
        assert app.announcer.history.current == "own"
        assert speech.texts[-1].startswith("Buffer: own moves and answers,")
        assert app.game_screen.zone("messages").option_count == len(
            app.announcer.history.items("own")
        )
        await pilot.press("left_square_bracket", "left_square_bracket")
        assert app.announcer.history.current == "all"  # round from the first buffer to the last
        assert speech.texts[-1].startswith("Buffer: all messages,")


async def test_cursor_position_follows_the_focused_item():
    app, speech = make_app()
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        hand = app.game_screen.zone("hand")
        top = hand.content_region.y
        assert app.cursor_position.y == top
        assert app.cursor_position.x == hand.content_region.x
        await pilot.press("down", "down")
        await pilot.pause()
        assert app.cursor_position.y == top + 2
        await pilot.press("m")
        await pilot.pause()
        middle = app.game_screen.zone("middle")
        assert app.cursor_position.y == middle.content_region.y + (middle.highlighted or 0)


async def test_number_key_picks_a_card_and_focuses_its_actions():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        view = app.game_screen.session.view()
        legal = app.game_screen.session.legal()
        described = app.game_screen.session.narrator.hand_item(view, 0, legal).speech
        mark = len(speech.texts)
        await pilot.press("1")
        await pilot.pause()
        assert speech.texts[mark] == described
        matching = [
            a.text for a in app.game_screen.session.narrator.actions_for_hand_item(view, 0, legal)
        ]
        if matching:
            assert focused_zone(app) == "actions"
            actions = app.game_screen.zone("actions")
            assert actions.highlighted_option.id == matching[0]
            # then the move the focus landed on, with its place
            place = f"{actions.highlighted + 1} of {actions.option_count}"
            assert speech.texts[-1].startswith(f"{actions.current.speech}, {place}")
        else:
            assert focused_zone(app) == "hand"
            assert speech.texts[-1] == described
        await pilot.press("9")
        assert speech.texts[-1].startswith("There is no card 9")


async def test_f1_lists_the_keys_and_escape_returns_to_the_same_item():
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("h", "down")
        before = app.focused.current_id
        await pilot.press("f1")
        await pilot.pause()
        texts = [item.speech for item in app.screen.list.items]
        for line in (
            "T: whose turn",
            "Shift S: score details",
            "comma: older message",
            "Control Q: leave the game (asks first while it runs)",
            "A or Escape: actions",
            "1 to 9: pick that card of your hand",
            "F2: rules of this game",
        ):
            assert line in texts
        assert speech.texts[-1].startswith("Keys: At the table, 1 of ")
        await pilot.press("down")
        assert speech.texts[-1].startswith("T: whose turn, 2 of ")
        await pilot.press("escape")
        await pilot.pause()
        assert focused_zone(app) == "hand"
        assert app.focused.current_id == before
        assert speech.texts[-1].startswith("Hand: ")


async def test_ctrl_q_asks_first_and_n_keeps_playing(tmp_path):
    app, speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        assert app.game_screen.confirming_quit
        assert "Leave it?" in speech.texts[-1]
        await pilot.press("t")  # not an answer: the question is asked again
        assert "Leave it?" in speech.texts[-1]
        await pilot.press("n")
        assert not app.game_screen.confirming_quit
        assert app.is_running
        assert speech.texts[-1].startswith("Not quitting")
        await pilot.press("ctrl+q", "y")
        await pilot.pause()
    assert app.return_code == 0


async def test_ctrl_s_saves_to_the_save_folder(tmp_path):
    app, speech = make_app(tmp_path=tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+s")
        files = list(tmp_path.glob("logomachy-*.json"))
        assert len(files) == 1
        json.loads(files[0].read_text())
        assert speech.texts[-1].startswith("Game saved to ")


async def test_german_labels_and_positions():
    app, speech = make_app(lang="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert speech.texts[0].startswith("Logomachy, 3 Spieler. Du bist Spieler 1.")
        from accessible_games.core.messages import render

        labels = [render(a.label, "de") for a in app.game_screen.session.legal()]
        assert [str(o.prompt) for o in app.game_screen.zone("actions").options] == labels
        app.game_screen.zone("messages").focus()
        await pilot.pause()
        await pilot.press("tab")
        assert speech.texts[-1].startswith("Hand: ")
        assert re.search(r"1 von \d+$", speech.texts[-1])
        await pilot.press("tab", "tab", "tab")
        assert speech.texts[-1].startswith("Aktionen: ")
        await pilot.press("right_square_bracket")
        assert speech.texts[-1].startswith("Puffer: eigene Züge und Antworten,")
        await pilot.press("f1")
        await pilot.pause()
        assert speech.texts[-1].startswith("Tasten: Am Tisch, 1 von ")


async def test_every_tui_message_exists_in_both_languages():
    from accessible_games.core import messages

    en = {k for k in messages.message_ids("en") if k.startswith("tui-")}
    de = {k for k in messages.message_ids("de") if k.startswith("tui-")}
    assert en and en == de
    for spec in GAME_KEYS:
        assert messages.resolve(spec.description, "en") and messages.resolve(spec.description, "de")
