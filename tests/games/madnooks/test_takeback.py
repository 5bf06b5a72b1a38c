"""Taking a tile back in Mad Nooks (docs/rules/madnooks.md, decision 32):
only in Solitaire, only the player's own last placement, only while no
other player has moved since, and only when that placement drew no tile
from the stack (a drawn tile has been seen: taking the placement back
would show the top of the face-down stack). Classic and Poker: never. At
the rules, through Session.take_back (the line mode's ``undo``) and by
Control+Z at the full-screen table."""

from __future__ import annotations

import asyncio
from pathlib import Path

from accessible_games.app.session import Session
from accessible_games.core.messages import render
from accessible_games.games.madnooks.rules import LAY, MadNooks
from tests.tui.helpers import RecordingBraille, press, table_app

SEED = 4


def play_until_stack_empty(game: MadNooks) -> None:
    """Best placements (or the missed turn) until the stack is used up and
    the player to move can lay a tile."""
    for _ in range(200):
        seat = game.to_play()
        legal = game.legal_actions(seat)
        if not game.stack and legal[0].kind == LAY:
            return
        assert not game.is_over()
        game.apply(seat, game.timeout_action(seat))
    raise AssertionError("the stack was never used up")


def alone(seed: int = SEED) -> MadNooks:
    return MadNooks(1, {"variant": "solitaire"}, seed)


def test_a_placement_that_drew_a_tile_cannot_be_taken_back():
    game = alone()
    game.apply(0, game.timeout_action(0))
    assert game.stack  # a tile was drawn after the placement
    assert game.takeback(0) == 0
    said = render(game.why_no_takeback(0), "en")
    assert said.startswith("Your last tile cannot be taken back: you drew a tile from the stack"), (
        said
    )
    assert render(game.why_no_takeback(0), "de").startswith(
        "Dein letztes Kärtchen lässt sich nicht zurücknehmen"
    )


def test_before_any_move_there_is_nothing_to_take_back():
    game = alone()
    assert game.takeback(0) == 0
    assert (
        render(game.why_no_takeback(0), "en") == "You have laid no tile that could be taken back."
    )


def test_with_the_stack_used_up_the_last_placement_is_taken_back_by_a_replay():
    game = alone()
    play_until_stack_empty(game)
    before = game.fingerprint()
    hand = list(game.hands[0])
    game.apply(0, game.timeout_action(0))
    assert not game.is_over()  # seed 4: three tiles are left in hand
    assert game.takeback(0) == 1
    again = game.replayed(len(game.log) - 1)
    assert again.fingerprint() == before
    assert again.hands[0] == hand


def test_a_missed_turn_is_never_taken_back():
    game = alone(32)  # seed 32: the fifth turn finds no tile that fits
    for _ in range(5):
        game.apply(0, game.timeout_action(0))
    assert game.log[-1][1] == "pass"
    assert game.takeback(0) == 0
    assert render(game.why_no_takeback(0), "en").startswith("A missed turn cannot be taken back")


def test_in_a_team_another_players_move_ends_the_chance():
    game = MadNooks(2, {"variant": "solitaire"}, SEED)
    game.apply(0, game.timeout_action(0))
    game.apply(1, game.timeout_action(1))
    assert game.takeback(0) == 0
    assert (
        render(game.why_no_takeback(0), "en")
        == "Another player has moved since your last move, so it cannot be taken back."
    )


def test_classic_and_poker_never_take_a_move_back():
    classic = MadNooks(2, {}, SEED)
    classic.apply(0, classic.timeout_action(0))
    classic.stack.clear()  # even without a draw
    assert classic.takeback(0) == 0
    assert (
        render(classic.why_no_takeback(0), "en")
        == "Moves cannot be taken back in Classic: the other players play on every move."
    )
    poker = Session.new(
        "madnooks", 2, 1, "random", 5, {"variant": "poker"}, "de", lambda u: None
    ).game
    assert poker.takeback(0) == 0
    assert render(poker.why_no_takeback(0), "de").startswith(
        "Bei Poker lässt sich kein Zug zurücknehmen"
    )


def solitaire_session(lang: str, emit) -> Session:
    session = Session.new("madnooks", 1, 0, "random", SEED, {"variant": "solitaire"}, lang, emit)
    play_until_stack_empty(session.game)
    return session


def test_undo_through_the_session_says_the_tile_and_gives_it_back():
    said = []
    session = solitaire_session("en", said.append)
    game = session.game
    hand = list(game.hands[0])
    score = game.scores[0]
    action = game.timeout_action(0)
    assert session.act(action)
    assert not session.game.is_over()
    mark = len(said)
    assert session.take_back()
    after = session.game
    assert after.hands[0] == hand and after.scores[0] == score
    texts = [u.speech for u in said[mark:]]
    assert texts[0].startswith("Taken back: Lay "), texts
    # a second undo: the placement before drew a tile (or was a missed turn)
    mark = len(said)
    assert not session.take_back()
    assert said[mark].speech.startswith(
        ("Your last tile cannot be taken back", "A missed turn cannot")
    )


def test_control_z_at_the_table_takes_the_tile_back_and_says_why_not_when_it_cannot(tmp_path: Path):
    async def body():
        braille = RecordingBraille()
        app, speech, _ = table_app(
            lambda emit: solitaire_session("en", emit), "en", tmp_path, braille
        )
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            session = screen.session
            hand = list(session.game.hands[0])
            before = len(session.game.log)
            # C goes to the placements; the first one (the best) is laid with Enter
            await press(pilot, "c", "down", "enter")
            assert len(session.game.log) == before + 1
            assert not session.game.is_over()
            mark = len(speech.texts)
            await press(pilot, "ctrl+z")
            assert len(session.game.log) == before
            assert session.game.hands[0] == hand
            said = speech.since(mark)
            assert said and said[0].startswith("Taken back: Lay "), said
            assert any(line.startswith("back: ") for line in braille.shown), braille.shown[-3:]
            # again: the placement before drew a tile, so it stays; the reason is said
            mark = len(speech.texts)
            await press(pilot, "ctrl+z")
            assert len(session.game.log) == before
            said = speech.since(mark)
            assert said and said[-1].startswith(
                ("Your last tile cannot be taken back", "A missed turn")
            ), said

    asyncio.run(asyncio.wait_for(body(), timeout=60))
