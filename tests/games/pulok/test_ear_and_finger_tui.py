"""Pulok's keys at the full-screen table, as a player hears and feels them:
C goes to the board's columns in Pulok for Experts (and says why not in
the other variants), the number keys only ever name rows (7 to 9 say there
is no such row, never pick a tile), every refused key says its reason, G
on a tile the proposal needs warns first and passes the second time, I
says the recap, and Control Z takes an arrangement move back but never a
tile taken."""

from __future__ import annotations

from pathlib import Path

from accessible_games.app.session import Session
from accessible_games.games.pulok.tiles import TILE_CODE
from tests.fixtures.pilot import path, settle
from tests.games.pulok.pulok_helpers import place, sentence, with_penalty
from tests.tui.helpers import placed_app, press, run_pilot, table_app

#: the example board of the original (SAG, GNIXÜ, RPU, six G) and K white, not in a group
EXAMPLE = "SR AR GR GY NY IY XY ÜY RG PG UG GG GB GK KW"
#: the player holds SAG NIX ÜBER PULO in red and S blue: K yellow, on offer, completes the sentence
SIMPLE = dict(
    hands=[sentence("R", skip="K") + " SB", with_penalty(3)], offer="KY", turn=0, bag="AG NB SW"
)
EXPERTS = dict(hands=[EXAMPLE, with_penalty(3)], offer="KY", turn=0)


def position_app(tmp_path: Path, position: dict, options: dict | None = None, lang: str = "en"):
    return placed_app("pulok", place, position, tmp_path, lang, options)


run = run_pilot


async def to_tile(pilot, screen, code: str) -> None:
    """Focus the player's tile ``code`` in the tiles zone."""
    tiles = screen.session.view()["tiles"]
    index = next(i for i, t in enumerate(tiles) if TILE_CODE[t] == code.upper())
    await press(pilot, "h")
    zone = screen.zone("hand")
    await press(pilot, *path(zone.highlighted, index, len(tiles)))
    assert zone.highlighted == index


def test_c_goes_to_the_columns_in_pulok_for_experts(tmp_path):
    async def body():
        app, speech, braille = position_app(tmp_path, EXPERTS, {"variant": "experts"})
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            mark = len(speech.texts)
            await press(pilot, "c")
            zone = screen.zone("columns")
            assert screen.focused is zone and zone.current_id == "col1"
            said = " ".join(speech.since(mark))
            assert (
                "Columns of your board" in said
                and "Column S (1): 1 tile, no group; 3 make one." in said
            )
            await press(pilot, "down", "down")
            assert zone.current_id == "col3"
            assert speech.last.startswith(
                "Column G (3): 5 tiles, a value piece. Red in row 1, yellow in row 2"
            )
            assert braille.shown[-1].startswith("g 5 piece: r y g b k; free w")
            assert screen.session.game.log == []  # reading moves nothing

    run(body)


def test_c_in_simple_pulok_says_that_columns_count_only_for_experts(tmp_path):
    async def body():
        app, speech, _braille = position_app(tmp_path, SIMPLE)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            await press(pilot, "h")
            focused = screen.focused
            await press(pilot, "c")
            assert speech.last == (
                "Columns count only in Pulok for Experts; read your board by rows "
                "(keys 1 to 6, or row 3)."
            )
            assert screen.focused is focused

    run(body)


def test_the_numbers_only_name_rows_never_a_tile(tmp_path):
    async def body():
        app, speech, braille = position_app(tmp_path, SIMPLE)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            await press(pilot, "h")
            hand = screen.zone("hand")
            before = hand.highlighted
            for key in ("7", "8", "9"):
                await press(pilot, key)
                assert speech.last == f"There is no row {key}: rows are 1 to 6."
                assert screen.focused is hand and hand.highlighted == before
            await press(pilot, "1")
            assert speech.last.startswith("Row 1: SAG; NIX; ÜBER; P, U, L, O, gap.")
            assert braille.shown[-1].startswith("1 sag nix über pulo,")
            assert screen.session.game.log == []

    run(body)


def test_every_refused_key_says_its_reason(tmp_path):
    async def body():
        app, speech, _braille = position_app(tmp_path, SIMPLE)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            game = screen.session.game
            # a tile on offer, the bag not empty
            await press(pilot, "g")
            assert speech.last == (
                "K yellow can only be passed on unchanged when the bag is empty; decline it to "
                "draw a tile instead."
            )
            await press(pilot, "V")
            assert speech.last == "Your board is arranged as proposed already."
            await press(pilot, "k")
            assert game.log == [(0, "take")]
            # the pass phase
            await press(pilot, "k")
            assert speech.last.startswith(
                "You hold one tile too many: pass one of your tiles on, for example pass "
            )
            await press(pilot, "d")
            assert speech.last.startswith(
                "You hold one tile too many: pass one of your tiles on, for example pass "
            )
            await to_tile(pilot, screen, "KY")
            await press(pilot, "g")
            assert speech.last == "You have just received K yellow: pass another tile on."
            assert game.log == [(0, "take")]

    run(body)


def test_g_on_a_tile_the_sentence_needs_warns_first_and_passes_the_second_time(tmp_path):
    async def body():
        app, speech, _braille = position_app(tmp_path, SIMPLE)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            session = screen.session
            game = session.game
            await press(pilot, "d")
            assert speech.last == (
                "With K yellow you could call Sag nix über Pulok now: take it instead. "
                "Choose the move again to make it."
            )
            assert game.log == []
            await press(pilot, "k")
            await to_tile(pilot, screen, "UR")
            await press(pilot, "g")
            assert speech.last == (
                "U red fills a place of your sentence: without it U would be missing. "
                "Choose the move again to make it."
            )
            assert game.log == [(0, "take")]
            await press(pilot, "g")
            assert game.log[:2] == [(0, "take"), (0, "pass ur")]

    run(body)


def test_i_says_the_recap_in_speech_and_braille(tmp_path):
    async def body():
        app, speech, braille = position_app(tmp_path, SIMPLE)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            session = screen.session
            await press(pilot, "i")
            recap = session.narrator.recap(session.view())
            assert speech.last == recap.speech
            assert recap.speech.startswith("Offered to you: K yellow, from ")
            assert (
                "Row 1: SAG, NIX, ÜBER, P, U, L, O. Surplus, 1 tile: S blue. Your board lies as "
                "proposed. Missing: K (1 place)." in recap.speech
            )
            assert braille.shown[-1] == recap.braille

    run(body)


def test_control_z_takes_an_arrangement_move_back_but_never_a_tile_taken(tmp_path):
    async def body():
        def factory(emit):
            return Session.new("pulok", 2, 1, "random", 4, {"variant": "experts"}, "en", emit)

        app, speech, _announcer = table_app(factory, "en", tmp_path)
        async with app.run_test() as pilot:
            await settle(pilot, app.game_screen.session)
            screen = app.game_screen
            session = screen.session
            colours = list(session.game.row_colours[0])
            screen.play("colour 1 w")
            await pilot.pause()
            assert session.game.row_colours[0] != colours
            await press(pilot, "ctrl+z")
            assert session.game.row_colours[0] == colours
            assert "Taken back: Give row 1 the colour white." in speech.texts[-3:]
            await press(pilot, "ctrl+z")
            assert speech.last.startswith(
                "Nothing to take back: only your own arrangement moves of this exchange"
            )
            await press(pilot, "k")
            assert session.game.log[-1] == (0, "take")
            await press(pilot, "ctrl+z")
            assert speech.last.startswith(
                "A tile taken, declined, kept or passed on cannot be taken back"
            )
            assert session.game.log[-1] == (0, "take")

    run(body)
