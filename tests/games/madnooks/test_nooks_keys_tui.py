"""Mad Nooks' laying keys at the full-screen table, as a player hears and
feels them: Enter on a placement of the placements zone lays it, L lays in
Poker's picture phase as in Classic, C always lists every placement of the
tiles in hand with the focus on the best (and says so, summed up by
points, when pressed in its zone), L on the board lists the placements
covering the cursor's cell (even one) for Enter to lay, and Shift+Y reads
the map from the cursor's row."""

from __future__ import annotations

from pathlib import Path

from accessible_games.app.session import Session
from accessible_games.games.madnooks.describe import MadNooksNarrator
from tests.games.madnooks.madnooks_helpers import place
from tests.tui.helpers import RecordingBraille, placed_app, press, run_pilot, table_app

#: the player (seat 0) to move: the start tile KBRG at 0,0 and Ben's KBGR
#: turned 180° at -1,1 (the cursor starts at its corner); the player holds
#: RGBK (one placement: turned 90° at -3,0) and BGKR (two: 2 points not
#: turned at -2,-1, 1 point turned 90° at -3,0). Cells covered: BGKR 0
#: -2,-1 covers -2,-1 -1,-1 0,-1 -2,0; both 90° placements at -3,0 cover
#: -3,0 -3,-1 -3,-2 -2,0.
POSITION = dict(
    hands=["RGBK BGKR", "KBRG GRBK"],
    stack="RBKG",
    laid=[("KBGR", 2, -1, 1, 1)],
    turn=0,
    scores=[0, 1],
    checked=True,
)
PLACEMENTS = ["lay bgkr 0 -2,-1", "lay bgkr 90 -3,0", "lay rgbk 90 -3,0"]


def classic_app(tmp_path: Path, lang: str = "en"):
    return placed_app("madnooks", place, POSITION, tmp_path, lang)


def poker_app(tmp_path: Path, phase: str, lang: str = "en"):
    """A Poker match moved on (everybody stands, checks or calls, and takes
    the best picture) until the player (seat 0) is to move in ``phase``."""

    def factory(emit):
        session = Session.new("madnooks", 2, 1, "random", 5, {"variant": "poker"}, lang, emit)
        game = session.game
        for _ in range(50):
            if game.phase == phase and game.to_play() == 0:
                break
            seat = game.to_play()
            texts = [a.text for a in game.legal_actions(seat)]
            game.apply(
                seat, next(t for t in ("stand", "check", "call", "picture best") if t in texts)
            )
        assert game.phase == phase and game.to_play() == 0
        return session

    braille = RecordingBraille()
    app, speech, _ = table_app(factory, lang, tmp_path, braille)
    return app, speech, braille


run = run_pilot


def test_enter_on_a_placement_of_the_placements_zone_lays_it(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            game = screen.session.game
            await press(pilot, "c")
            zone = screen.zone("placements")
            assert screen.focused is zone and zone.current_id == "lay bgkr 0 -2,-1"
            mark = len(speech.texts)
            await press(pilot, "enter")
            assert game.log[:1] == [(0, "lay bgkr 0 -2,-1")]
            said = " ".join(speech.since(mark))
            assert "You lay blue green black red not turned at -2,-1: 2 points" in said, said
            assert any(line.startswith("you bgkr 0 -2,-1 2p") for line in braille.shown), (
                braille.shown[-4:]
            )

    run(body)


def test_enter_on_the_head_of_the_placements_zone_lays_nothing(tmp_path):
    async def body():
        app, speech, _ = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            await press(pilot, "c", "home")
            mark = len(speech.texts)
            await press(pilot, "enter")
            assert screen.session.game.log == []
            assert speech.since(mark) == [
                "3 placements of your tiles, best 2 points. Highest first:, 1 of 4"
            ]

    run(body)


def test_c_always_lists_every_placement_and_says_so_in_its_zone(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            zone = screen.zone("placements")
            hand = screen.zone("hand")
            # C on the tile BGKR (second in hand), then on RGBK after Enter on it
            # (which refills the zones): the list is the same every time
            await press(pilot, "h", "home", "down")
            assert screen.focused is hand
            mark = len(speech.texts)
            await press(pilot, "c")
            assert [i.id for i in zone.items[1:]] == PLACEMENTS
            assert screen.focused is zone and zone.current_id == PLACEMENTS[0]  # the best
            said = speech.since(mark)
            assert len(said) == 1 and said[0].startswith(
                "Placements: blue green black red, 2 points: at -2,-1, not turned;"
            ), said
            assert said[0].endswith(", 2 of 4"), said
            assert braille.shown[-1].startswith("Placements: bgkr 0 -2,-1 2p ")
            await press(pilot, "h", "home", "enter", "c")
            assert screen.focused is zone and zone.current_id == PLACEMENTS[0]
            assert [i.id for i in zone.items[1:]] == PLACEMENTS
            # C in the zone says what it lists, summed up by points
            await press(pilot, "end")
            mark = len(speech.texts)
            await press(pilot, "c")
            said = speech.since(mark)
            assert len(said) == 1 and said[0].startswith(
                "3 placements of your tiles. 1 place scores 2 points: blue green black red at "
                "-2,-1, not turned. 2 places score 1 point: "
            ), said
            assert braille.shown[-1].startswith("all: 3; 2p: bgkr 0 -2,-1; 1p: ")

    run(body)


def test_l_on_the_board_lists_the_placements_covering_the_cursors_cell(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            game = screen.session.game
            narrator = screen.session.narrator
            assert isinstance(narrator, MadNooksNarrator)
            await press(pilot, "g", "left", "down")
            assert narrator.cursor(screen.session.view()) == (-2, 0)
            mark = len(speech.texts)
            await press(pilot, "l")
            actions = screen.zone("actions")
            assert screen.focused is actions
            ids = [i.id for i in actions.items]
            assert ids[:2] == ["#group:here", "here:lay bgkr 0 -2,-1"]  # the best first
            assert set(ids[2:4]) == {"here:lay bgkr 90 -3,0", "here:lay rgbk 90 -3,0"}
            assert "lay bgkr 0 -2,-1" in ids  # still in its tile's group too
            said = speech.since(mark)
            assert said and said[-1].startswith(
                "Actions: blue green black red, 2 points: at -2,-1, not turned;"
            ), said
            assert braille.shown[-1].startswith("Actions: bgkr 0 -2,-1 2p")
            assert game.log == []  # nothing is laid yet
            mark = len(speech.texts)
            await press(pilot, "up")
            assert speech.since(mark)[-1].startswith(
                "The cursor's cell -2,0: 3 placements, highest first, 1 of "
            )
            assert braille.shown[-1].startswith("here -2,0: 3")
            await press(pilot, "down", "down", "enter")
            assert game.log[:1] == [(0, ids[2][len("here:") :])]

    run(body)


def test_l_on_the_board_lists_even_the_only_placement_or_says_there_is_none(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            game = app.game_screen.session.game
            # 3,3: no placement covers it
            await press(pilot, "g", "right", "right", "right", "right", "up", "up")
            mark = len(speech.texts)
            await press(pilot, "l")
            assert speech.since(mark) == [
                "No placement of your tiles covers the cursor's cell 3,3."
            ]
            assert braille.shown[-1] == "No placement of your tiles covers the cursor's cell 3,3."
            assert game.log == []
            # 0,-1: only BGKR not turned at -2,-1 covers it: listed, the focus on it
            for key in ("left", "left", "left", "down", "down", "down", "down"):
                await press(pilot, key)
            mark = len(speech.texts)
            await press(pilot, "l")
            screen = app.game_screen
            actions = screen.zone("actions")
            assert screen.focused is actions
            assert actions.current_id == "here:lay bgkr 0 -2,-1"
            assert [i.id for i in actions.items[:2]] == ["#group:here", "here:lay bgkr 0 -2,-1"]
            assert game.log == []  # not laid yet
            said = speech.since(mark)
            assert said and said[-1].startswith(
                "Actions: blue green black red, 2 points: at -2,-1, not turned;"
            ), said
            assert braille.shown[-1].startswith("Actions: bgkr 0 -2,-1 2p")
            await press(pilot, "up")  # the heading: one placement covers the cell
            assert speech.texts[-1].startswith("The cursor's cell 0,-1: 1 placement, highest first")
            # Enter lays the focused one
            mark = len(speech.texts)
            await press(pilot, "down", "enter")
            assert game.log[:1] == [(0, "lay bgkr 0 -2,-1")]
            assert any(
                "You lay blue green black red not turned at -2,-1" in t for t in speech.since(mark)
            )

    run(body)


def test_l_lays_in_pokers_picture_phase(tmp_path):
    async def body():
        app, speech, braille = poker_app(tmp_path, "picture")
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            session = screen.session
            game = session.game
            # L on the first hidden tile: its one placement (the first tile lies at 0,0) is laid
            await press(pilot, "h", "home")
            before = len(game.log)
            mark = len(speech.texts)
            await press(pilot, "l")
            assert len(game.log) == before + 1
            assert game.log[-1][0] == 0 and game.log[-1][1].startswith("picture lay ")
            assert game.log[-1][1].endswith(" 0 0,0")
            said = " ".join(speech.since(mark))
            assert "Your picture: " in said and "miss a turn" not in said, said
            assert any(line.startswith("picture ") for line in braille.shown)
            # L again on that tile: it is in the picture now
            mark = len(speech.texts)
            await press(pilot, "l")
            said = speech.since(mark)
            assert len(said) == 1 and said[0].endswith(" is already in your picture."), said
            assert len(game.log) == before + 1

    run(body)


def test_l_before_pokers_picture_phase_says_when_the_picture_is_laid(tmp_path):
    async def body():
        app, speech, braille = poker_app(tmp_path, "betting")
        async with app.run_test() as pilot:
            await pilot.pause()
            game = app.game_screen.session.game
            before = len(game.log)
            mark = len(speech.texts)
            await press(pilot, "l")
            assert speech.since(mark) == [
                "Your picture is laid in the picture phase; now it is the betting."
            ]
            assert (
                braille.shown[-1]
                == "Your picture is laid in the picture phase; now it is the betting."
            )
            assert len(game.log) == before

    run(body)


def test_best_in_the_line_mode_sums_the_placements_up_by_points():
    game = place(
        Session.new("madnooks", 2, 1, "random", 3, {}, "en", lambda u: None).game, **POSITION
    )
    view = game.view(0)
    said = MadNooksNarrator("en", ["Anna", "Ben"], 0).query("best", view)
    assert said is not None
    assert said.speech.startswith(
        "1 place scores 2 points: blue green black red at -2,-1, not turned. "
        "2 places score 1 point: "
    ), said.speech
    assert said.braille.startswith("2p: bgkr 0 -2,-1; 1p: ")
    said = MadNooksNarrator("de", ["Anna", "Ben"], 0).query("beste", view)
    assert said is not None and said.speech.startswith(
        "1 Stelle bringt 2 Punkte: blau grün schwarz rot auf -2,-1"
    )
    # a watcher holds no tiles: no answer of this kind
    assert MadNooksNarrator("en", ["Anna", "Ben"], None).query("best", game.view(None)) is None


def test_here_in_the_line_mode_lists_the_placements_covering_the_cursors_cell():
    game = place(
        Session.new("madnooks", 2, 1, "random", 3, {}, "en", lambda u: None).game, **POSITION
    )
    view = game.view(0)
    for lang, word, cursor in (("en", "here", "cursor -2,0"), ("de", "hier", "zeiger -3,-1")):
        narrator = MadNooksNarrator(lang, ["Anna", "Ben"], 0)
        narrator.query(cursor, view)
        said = narrator.query(word, view)
        assert said is not None
        if lang == "en":
            assert said.speech.startswith(
                "The cursor's cell -2,0: 3 placements, highest first: blue green black "
                "red, 2 points: at -2,-1"
            ), said.speech
            assert said.braille.startswith("here -2,0: 3; bgkr 0 -2,-1 2p ")
        else:
            assert said.speech.startswith(
                "Feld des Zeigers -3,-1: 2 Anlegestellen, die höchsten zuerst: "
            ), said.speech
            assert said.braille.startswith("hier -3,-1: 2; ")
            assert "bgsr 90 -3,0 1p" in said.braille and "rgbs 90 -3,0 1p" in said.braille


def test_shift_z_says_the_empty_cells_next_to_the_area_and_the_colours_facing_them(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await press(pilot, "Z")
            said = speech.since(mark)
            # the start tile's long side 1 (black) faces 0,-1 1,-1 2,-1;
            # Ben's tile's faces -3,2 -2,2 -1,2
            assert said == [
                "10 empty cells face coloured sides, north first: -3,2: black to the south; -2,2: "
                "black to the south; -1,2: black to the south; 1,1: red to the south and green to "
                "the west; 2,1: red to the south; -3,0: green to the north; -2,0: green to the "
                "north and red to the east; 0,-1: black to the north; 1,-1: black to the north; "
                "2,-1: black to the north."
            ], said
            assert braille.shown[-1] == (
                "open -3,2 s=k; -2,2 s=k; -1,2 s=k; 1,1 s=r w=g; 2,1 s=r; -3,0 n=g; "
                "-2,0 n=g e=r; 0,-1 n=k; 1,-1 n=k; 2,-1 n=k"
            )

    run(body)


def test_edges_in_the_line_mode_in_german():
    game = place(
        Session.new("madnooks", 2, 1, "random", 3, {}, "de", lambda u: None).game, **POSITION
    )
    said = MadNooksNarrator("de", ["Anna", "Ben"], 0).query("kanten", game.view(0))
    assert said is not None
    assert said.speech.startswith(
        "10 leere Felder liegen an farbigen Seiten, Norden zuerst: -3,2: schwarz im Süden; "
    )
    assert "1,1: rot im Süden und grün im Westen" in said.speech
    assert said.braille.startswith("offen -3,2 s=s; ")


def test_shift_y_reads_the_map_from_the_cursors_row(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            zone = screen.zone("map")
            # the cursor starts on Ben's tile (b) at -1,1; two cells south: -1,-1
            await press(pilot, "g", "down", "down")
            mark = len(speech.texts)
            await press(pilot, "Y")
            assert screen.focused is zone and zone.current_id == "row-1"
            # the heading, the ruler and the rows 4 to 0 come before it: no walking there
            assert speech.since(mark) == [
                "Map: Row -1: columns -6 to -2 empty, column -1 cursor on empty, "
                "columns 0 to 4 empty, 8 of 13"
            ]
            # one braille line: the row's label and a sign per cell, the cursor's among them
            assert braille.shown[-1] == "Map: y-1 .....-....., 8 of 13", braille.shown[-1]
            # up: the row north of it, one line at a time; the ruler above the rows
            await press(pilot, "up")
            assert zone.current_id == "row0"
            assert braille.shown[-1] == "y 0 .....baaa.., 7 of 13", braille.shown[-1]
            await press(pilot, "home", "down")
            assert zone.current_id == "ruler"
            assert braille.shown[-1] == "  x 65432101234, 2 of 13", braille.shown[-1]
            # the cursor moves on: Shift+Y lands on its new row
            await press(pilot, "g", "up", "up", "up", "Y")
            assert screen.focused is zone and zone.current_id == "row2"
            # every cell of a row reaches the display, the empty one after a tile too
            # (the cursor at -2,2: x -7 to 3)
            await press(pilot, "g", "left", "Y", "down", "down")
            assert zone.current_id == "row0"
            assert braille.shown[-1] == "y 0 ......baaa. , 10 of 13", braille.shown[-1]

    run(body)
