"""Mau Mau at the full-screen table: its own keys (D draw, P pass, L play
calling "Letzte", C challenge, K report, 1-4 the colour of a Wild turned up
first), the F1 and F10 lists with them, and its zones."""

from __future__ import annotations

from pathlib import Path

from accessible_games.ui.tui.base import ChoiceScreen, TextScreen
from tests.games.maumau.maumau_helpers import place
from tests.tui.helpers import position_app, press


def maumau_app(
    tmp_path: Path,
    position: dict | None = None,
    lang: str = "en",
    players: int = 2,
    options: dict | None = None,
):
    """A Mau Mau table with the player at seat 0 against random bots, put
    into ``position`` (see maumau_helpers.place) before it opens."""
    return position_app(tmp_path, "maumau", place, position, lang, players, options)


async def test_d_draws_and_p_passes(tmp_path):
    # red 9 on top of the stock fits red 7: drawn, it may be played or passed
    app, speech = maumau_app(tmp_path, dict(hands=["B1 G2 Y3", "G5 G6"], top="R7", stock="Y4 R9"))
    async with app.run_test() as pilot:
        await pilot.pause()
        session = app.game_screen.session
        mark = len(speech.texts)
        await press(pilot, "p")
        assert speech.since(mark) == ["You can pass only after drawing a card."]
        await press(pilot, "d")
        assert "You draw red 9. Play it or pass." in speech.since(mark)
        assert session.game.phase == "drawn"
        mark = len(speech.texts)
        await press(pilot, "p")
        assert speech.since(mark)[0] == "You pass."
        assert len(session.game.hands[0]) == 4


async def test_l_plays_the_chosen_card_calling_last_card(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 B9", "G5 G6 G7"], top="R1"))
    async with app.run_test() as pilot:
        await press(pilot, "m")  # the discard pile: no card and no play in focus
        mark = len(speech.texts)
        await press(pilot, "l")
        assert speech.since(mark) == [
            "First choose the card in your hand, then press L to play it and call last card."
        ]
        await press(pilot, "h")  # the hand: red 5 is the first card
        mark = len(speech.texts)
        await press(pilot, "l")
        assert speech.since(mark)[0] == "You play red 5. You call: last card!"
        assert app.game_screen.session.game.called[0] is True


async def test_l_on_a_wild_offers_its_colours_and_enter_plays_the_one_chosen(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 W", "G5 G6 G7"], top="B1"))
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "h", "down")  # the Wild
        mark = len(speech.texts)
        await press(pilot, "l")
        # the focus moved to the Wild's plays that call last card
        assert speech.since(mark)[-1] == "Play Wild, naming red, and call last card, 5 of 9"
        mark = len(speech.texts)
        await press(pilot, "down", "down", "enter")  # green
        assert speech.since(mark)[0] == "Play Wild, naming blue, and call last card, 6 of 9"
        assert any(
            t.startswith("You play Wild and name green. You call: last card!")
            for t in speech.since(mark)
        )
        assert app.game_screen.session.game.colour == 2


async def test_a_number_picks_a_card_also_while_a_wild_play_is_in_focus(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 Y6 W", "G5 G6 G7"], top="B1"))
    async with app.run_test() as pilot:
        await press(pilot, "h")
        mark = len(speech.texts)
        await press(pilot, "2")  # the hand's second card
        assert speech.since(mark)[0] == "yellow 6: does not fit"
        await press(pilot, "3")  # the Wild: the focus goes to its plays
        mark = len(speech.texts)
        await press(pilot, "2")  # still the hand's second card, nothing is played
        assert speech.since(mark)[0] == "yellow 6: does not fit"
        assert app.game_screen.session.game.log == []


async def test_1_to_4_name_the_colour_when_a_joker_was_turned_up_first(tmp_path):
    app, speech = maumau_app(
        tmp_path, dict(hands=["R5 Y6 B2", "G5 G6 G7"], top="W", colour=None, phase="colour")
    )
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await press(pilot, "2")
        assert speech.since(mark)[0] == "You name blue."


async def test_c_challenges_and_k_reports(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 B9 G1", "G5 G6"], top="R1"))
    async with app.run_test() as pilot:
        await pilot.pause()
        game = app.game_screen.session.game
        mark = len(speech.texts)
        await press(pilot, "c", "k")
        assert speech.since(mark) == [
            "There is no Wild Draw Four to challenge.",
            "There is nothing to report. Only the next player may report a missed last card call, "
            "at the start of their turn.",
        ]
        # Anna played her second to last card without the call: K reports her
        game.report = (1, 0)
        game._version += 1
        mark = len(speech.texts)
        await press(pilot, "k")
        assert speech.since(mark)[0] == "You report: Anna did not call last card and draws 2 cards."
        assert len(game.hands[1]) == 4


async def test_f1_lists_the_games_keys_first_and_f10_offers_them(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 B9 G1", "G5 G6"], top="R1"))
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "f1")
        assert isinstance(app.screen, TextScreen)
        lines = [item.speech for item in app.screen.list.items]
        assert lines[0] == "Keys of Mau Mau"
        assert lines[1].startswith("D: draw a card")
        # the table's P (players) gave way to the game's P (pass)
        assert not any(line.startswith("P: ") and "players" in line.lower() for line in lines)
        await press(pilot, "escape", "f10")
        assert isinstance(app.screen, ChoiceScreen)
        entries = [item.speech for item in app.screen.list.items]
        assert (
            entries[0]
            == "Draw a card, or take the cards a Draw Two or Wild Draw Four gives you (D)"
        )
        players = next(e for e in entries if e.startswith("Players"))
        assert "(P)" not in players  # reached from here or by Tab


async def test_german_keys_and_zones(tmp_path):
    app, speech = maumau_app(tmp_path, dict(hands=["R5 B9 G1", "G5 G6"], top="R1"), lang="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        await press(pilot, "m")
        assert speech.last == "Ablegestapel: Oben: rote 1, 1 von 5"
        mark = len(speech.texts)
        await press(pilot, "d")
        assert speech.since(mark)[0].startswith("Du ziehst ")
