"""Mad Nooks' own keys: L lay (the focused placement, a hand tile's
placements best first, on the board the placements covering the cursor's
cell, always as a list), X miss a turn, Z the area's summary, Y the map,
Shift+Y the map zone on the cursor's row, C the placements zone (every
placement of the tiles in hand, on the best), U the area zone. At the
full-screen table: test_nooks_keys_tui.py."""

from __future__ import annotations

from accessible_games.core.keys import Focus, KeyContext
from accessible_games.core.messages import Msg, render
from accessible_games.core.narration import alias_id
from accessible_games.core.utterance import Utterance
from accessible_games.games.madnooks.describe import MadNooksNarrator
from accessible_games.games.madnooks.keys import KEYS, key_answer
from accessible_games.games.madnooks.tiles import tile_code
from accessible_games.ui.tui.keys import GAME_KEYS, key_names
from tests.games.madnooks.madnooks_helpers import DECK, NO_FIT, new_game, place, small_position

NAMES = ["Anna", "Ben"]


def position():
    """Ben to move, holding RGBK (1 placement) and BGKR (2 placements: 2
    points not turned at -2,-1, 1 point turned 90° at -3,0)."""
    return small_position()


def ctx(
    game, seat: int, narrator: MadNooksNarrator | None = None, tile: str | None = None, **kw
) -> KeyContext:
    view = game.view(seat)
    narrator = narrator or MadNooksNarrator("en", NAMES, seat)
    index = None
    if tile is not None:
        index = next(i for i, t in enumerate(view["hand"]) if tile_code(DECK[t]) == tile.upper())
    return KeyContext(view, game.legal_actions(seat), card_index=index, narrator=narrator, **kw)


def test_the_keys_and_their_names():
    names = {k.keys: (k.command, render(k.name, "en")) for k in KEYS}
    laying = {
        "l": ("lay", "L"),
        "x": ("pass", "X"),
        "z": ("summary", "Z"),
        "Z,shift+z": ("edges", "Shift Z"),
        "y": ("map", "Y"),
        "c": ("zone:placements", "C"),
        "u": ("zone:area", "U"),
        "g": ("zone:board", "G"),
        "Y,shift+y": ("zone:map", "Shift Y"),
    }
    assert {k: names.get(k) for k in laying} == laying  # Poker's keys come on top
    # no key of the table is taken, and no arrow
    table = set().union(*(key_names(spec.keys) for spec in GAME_KEYS))
    ours = set().union(*(key_names(k.keys) for k in KEYS))
    assert not ours & table
    assert not ours & {"up", "down", "left", "right", "t", "s", "h", "m", "p", "a", "r"}
    for key in KEYS:
        for lang in ("en", "de"):
            text = render(Msg(key.description), lang)
            assert text and text != key.description
    # C and U are the zones' hotkeys
    hotkeys = {z.key: z.hotkey for z in MadNooksNarrator("en", NAMES, 0).areas()}
    assert hotkeys["placements"] == "c" and hotkeys["area"] == "u" and hotkeys["board"] == "g"


def test_l_lays_the_focused_placement_or_offers_a_tiles_placements_best_first():
    game = position()
    legal = game.legal_actions(1)
    # the focused move of the action list
    assert sorted(a.text for a in legal) == [
        "lay bgkr 0 -2,-1",
        "lay bgkr 90 -3,0",
        "lay rgbk 90 -3,0",
    ]
    focused = next(a for a in legal if a.text == "lay bgkr 90 -3,0")
    assert key_answer("lay", ctx(game, 1, action=focused)) == "lay bgkr 90 -3,0"
    # the focused item of the placements zone (an alias too)
    assert (
        key_answer("lay", ctx(game, 1, zone="placements", item="lay bgkr 0 -2,-1"))
        == "lay bgkr 0 -2,-1"
    )
    assert (
        key_answer(
            "lay", ctx(game, 1, zone="placements", item=alias_id("best", "lay rgbk 90 -3,0"))
        )
        == "lay rgbk 90 -3,0"
    )
    # the summary item of the zone is no placement: the lists of moves instead
    every = key_answer("lay", ctx(game, 1, zone="placements", item="placements"))
    assert isinstance(every, list) and {a.text for a in every} == {a.text for a in legal}
    # a hand tile: its placements as a choice, best first; one placement is made at once
    choice = key_answer("lay", ctx(game, 1, tile="BGKR"))
    assert [a.text for a in choice] == ["lay bgkr 0 -2,-1", "lay bgkr 90 -3,0"]
    assert [a.data[4] for a in choice] == [2, 1]
    assert key_answer("lay", ctx(game, 1, tile="RGBK")) == "lay rgbk 90 -3,0"


def test_l_says_why_nothing_can_be_laid():
    game = position()
    # not Anna's turn
    answer = key_answer("lay", ctx(game, 0))
    assert (
        isinstance(answer, Msg) and render(answer, "en") == "It is not your turn. It is Ben's turn."
    )
    # a tile that fits nowhere: start tile alone, Ben holds BGKR (fits nowhere) and KGRB (fits)
    assert NO_FIT[0] == "BGKR"
    game = place(new_game(2), hands=["KBGR", "BGKR KGRB"], stack="RBKG", turn=1)
    assert game.legal_actions(1) and all(
        a.text.startswith("lay kgrb ") for a in game.legal_actions(1)
    )
    answer = key_answer("lay", ctx(game, 1, tile="BGKR"))
    # why: the rule that stops it at each place next to the area, and what to do instead
    assert render(answer, "en") == (
        "The tile blue green black red fits nowhere: at 24 places a side would meet "
        "another colour, at 1 place only a short side would touch and at 4 places it "
        "would touch only partly. Lay another of your tiles."
    )
    assert render(answer, "de").startswith(
        "Das Kärtchen blau grün schwarz rot passt nirgends: an 24 Stellen "
        "träfe eine Seite auf eine andere Farbe"
    )
    # no tile fits: X misses the turn
    game = place(new_game(2), hands=["KGRB", " ".join(NO_FIT)], stack="RBKG", turn=1)
    assert [a.text for a in game.legal_actions(1)] == ["pass"]
    assert (
        render(key_answer("lay", ctx(game, 1)), "en")
        == "None of your tiles fits: miss a turn with X."
    )
    assert key_answer("pass", ctx(game, 1)) == "pass"
    game.apply(1, key_answer("pass", ctx(game, 1)))
    assert game.turn == 0


def test_z_and_y_read_the_area_and_the_map():
    game = position()
    narrator = MadNooksNarrator("en", NAMES, 1)
    c = ctx(game, 1, narrator)
    summary = key_answer("summary", c)
    assert isinstance(summary, Utterance) and summary.braille == narrator.summary(c.view).braille
    assert summary.speech.startswith("2 tiles laid on 8 cells")  # two tiles of four cells
    # x from -4 to 2 around the last tile's corner -1,1 (the cursor's sign on tile b)
    shown = key_answer("map", c)
    assert isinstance(shown, Utterance)
    assert "\ny 1 .bb-a..\ny 0 ...baaa\n" in shown.braille
    assert (
        "Row 1: column -4 empty, columns -3 to -2 b, column -1 cursor on b, column 0 a"
        in shown.speech
    )
    # the map follows the cursor
    narrator.move_cursor(c.view, 0, 2)
    assert "\ny 3 ...-...\ny 2 .......\ny 1 .bbba..\n" in key_answer("map", c).braille  # y 0 to 6
    assert (
        key_answer("summary", KeyContext(c.view, c.legal)) is None
    )  # no narrator: the front end's


def test_c_goes_to_every_placement_wherever_it_is_pressed_and_u_to_the_area():
    game = position()
    narrator = MadNooksNarrator("en", NAMES, 1)
    view = game.view(1)
    every = ["lay bgkr 0 -2,-1", "lay bgkr 90 -3,0", "lay rgbk 90 -3,0"]
    # a filter left from a question of the line mode is dropped too
    narrator.query("placements bgkr", view)
    for tile in ("BGKR", "RGBK", None):
        # the zone, on its best placement (2 points, the first)
        assert key_answer("zone:placements", ctx(game, 1, narrator, tile=tile)) == Focus(
            "placements", "lay bgkr 0 -2,-1"
        )
        items = narrator.area_items("placements", view)
        assert [i.id for i in items[1:]] == every
        assert items[0].speech == "3 placements of your tiles, best 2 points. Highest first:"
    # pressed in the zone: what it lists, summed up by points
    said = key_answer(
        "zone:placements", ctx(game, 1, narrator, zone="placements", item="lay bgkr 90 -3,0")
    )
    assert isinstance(said, Utterance)
    assert said.speech.startswith(
        "3 placements of your tiles. 1 place scores 2 points: blue green black red at "
        "-2,-1, not turned. 2 places score 1 point: "
    ), said.speech
    assert "blue green black red at -3,0, turned 90°" in said.speech
    assert "red green blue black at -3,0, turned 90°" in said.speech
    assert said.braille.startswith("all: 3; 2p: bgkr 0 -2,-1; 1p: ")
    de = MadNooksNarrator("de", NAMES, 1)
    said = key_answer("zone:placements", ctx(game, 1, de, zone="placements", item="placements"))
    assert said.speech.startswith(
        "3 Anlegestellen für deine Kärtchen. 1 Stelle bringt 2 Punkte: blau grün schwarz "
        "rot auf -2,-1, ungedreht. 2 Stellen bringen 1 Punkt: "
    ), said.speech
    assert said.braille.startswith("alle: 3; 2p: bgsr 0 -2,-1; 1p: ")
    assert key_answer("zone:area", ctx(game, 1, narrator)) is None
    laid = [f"tile{entry[0]}" for entry in view["area"]]
    assert [tile_code(DECK[int(t[4:])]) for t in laid] == [
        "KBRG",
        "KBGR",
    ]  # the start tile, then Anna's
    assert [i.id for i in narrator.area_items("area", view)] == ["summary", *laid]


def test_c_lands_on_the_best_placement_or_on_the_heading_when_there_is_none():
    game = position()
    narrator = MadNooksNarrator("en", NAMES, 1)
    view = game.view(1)
    answer = key_answer("zone:placements", ctx(game, 1, narrator, zone="hand"))
    assert isinstance(answer, Focus) and answer.zone == "placements"
    items = narrator.area_items("placements", view)
    best = max(items[1:], key=lambda i: int(i.brailled.split()[3].rstrip("p")))
    assert answer.item == best.id == items[1].id  # the most points, listed first
    assert best.brailled.startswith("bgkr 0 -2,-1 2p")
    # a watcher holds no tiles: the zone's heading says so
    watcher = MadNooksNarrator("en", NAMES, None)
    answer = key_answer("zone:placements", KeyContext(game.view(None), [], narrator=watcher))
    assert answer == Focus("placements", None)


def test_l_on_the_board_lists_even_a_single_placement_covering_the_cursor():
    game = position()
    view = game.view(1)
    narrator = MadNooksNarrator("en", NAMES, 1)
    # 0,-1: only blue green black red not turned at -2,-1 covers it
    narrator.set_cursor(view, 0, -1)
    answer = key_answer("lay", ctx(game, 1, narrator, zone="board", item="cursor"))
    assert answer == Focus("actions", alias_id("here", "lay bgkr 0 -2,-1"))
    items = narrator.action_items(view, game.legal_actions(1))
    assert [i.id for i in items[:2]] == ["#group:here", "here:lay bgkr 0 -2,-1"]
    assert items[0].speech == "The cursor's cell 0,-1: 1 placement, highest first"
    assert game.log == []  # nothing laid: Enter lays the focused placement
    # -2,0: three placements, the focus on the first, the highest
    narrator.set_cursor(view, -2, 0)
    answer = key_answer("lay", ctx(game, 1, narrator, zone="board", item="cursor"))
    assert answer == Focus("actions", alias_id("here", "lay bgkr 0 -2,-1"))
    ids = [i.id for i in narrator.action_items(view, game.legal_actions(1))]
    assert ids[:2] == ["#group:here", "here:lay bgkr 0 -2,-1"]
    assert set(ids[2:4]) == {"here:lay bgkr 90 -3,0", "here:lay rgbk 90 -3,0"}


def test_shift_y_goes_to_the_map_on_the_cursors_row():
    game = position()
    view = game.view(1)
    narrator = MadNooksNarrator("en", NAMES, 1)
    for cursor in ((-1, 1), (0, -3), (4, 6)):
        narrator.set_cursor(view, *cursor)
        answer = key_answer("zone:map", ctx(game, 1, narrator, zone="board"))
        assert answer == Focus("map", f"row{cursor[1]}")
        row = next(i for i in narrator.area_items("map", view) if i.id == answer.item)
        assert row.speech.startswith(f"Row {cursor[1]}: ") and "cursor on" in row.speech
    assert key_answer("zone:map", KeyContext(view, [])) is None  # no narrator: the front end's
