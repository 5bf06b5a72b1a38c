"""Mad Nooks' narration: every event of random games said in both
languages, spoken and in braille, private events only to their seat; exact
texts of hand-built events; the board cursor and the map; the zones
(placements sorted by points, the area, the stack), the hand, the players
and the list of moves grouped by tile; the line mode's questions."""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.core.game import Event
from accessible_games.core.narration import HEADING, action_text
from accessible_games.games.madnooks.describe import MadNooksNarrator, area_from_view
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.madnooks.tiles import parse_tile_code, tile_code
from tests.game_helpers import assert_filled, assert_zones_said, narrate_seen
from tests.games.madnooks.madnooks_helpers import (
    DECK,
    NO_FIT,
    find,
    new_game,
    place,
    small_position,
)

NAMES = ["Anna", "Ben", "Clara", "David"]
POSITION = re.compile(r"-?\d+,-?\d+")


def narrator(viewer: int | None = 0, lang: str = "en", players: int = 2) -> MadNooksNarrator:
    return MadNooksNarrator(lang, NAMES[:players], viewer)


# small_position (madnooks_helpers), x east, y north; a the start tile, b Anna's:
#
#    1  b b b a
#    0      b a a a
#      -3  -1 0   2


# --- random games, every event ---------------------------------------------------


def play(players: int, seed: int, **options):
    game = MadNooks(players, options, seed)
    events = list(game.setup_events)
    rng = random.Random(seed)
    views = []
    step = 0
    while not game.is_over():
        seat = game.waiting_for()[0]
        legal = game.legal_actions(seat)
        if step % 5 == 0:
            views.append((game.view(seat), legal))
        # mostly the best move (long games), sometimes any
        action = game.timeout_action(seat) if rng.random() < 0.7 else rng.choice(legal)
        events += game.apply(seat, action)
        step += 1
    views.append((game.view(0), []))
    return game, events, views


GAMES = {
    "two": (2, 3, {}),
    "three": (3, 11, {}),
    "four-rounds": (4, 5, {"rounds": 3}),
    "two-b": (2, 8, {}),
    "draw-on-miss": (2, 9, {"draw_on_miss": True}),
    "solitaire-alone": (1, 4, {"variant": "solitaire"}),
    "solitaire-team": (3, 6, {"variant": "solitaire"}),
}
_PLAYED: dict[str, tuple] = {}


def played(name: str):
    if name not in _PLAYED:
        players, seed, options = GAMES[name]
        _PLAYED[name] = play(players, seed, **options)
    return _PLAYED[name]


@pytest.mark.slow  # whole random games narrated: up to 0.5 s of CPU time a case
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", list(GAMES))
def test_every_event_of_random_games_is_said_and_brailled(lang, name):
    game, events, views = played(name)
    kinds = set()
    for viewer in (0, 1, None):
        n = narrator(viewer, lang, game.players)
        # the own draw is not said: the private "drawn" says it
        for event, u in narrate_seen(
            n, events, viewer, lambda e, viewer=viewer: e.kind == "drew" and e.seat == viewer
        ):
            kinds.add(event.kind)
            if event.kind == "laid":
                d = event.data
                where = f"{d['x']},{d['y']}"
                assert where in u.speech and where in u.braille  # said and shown alike
    assert {"game_start", "dealt", "turn", "laid", "drew", "drawn", "game_over"} <= kinds
    # the views along the way: every zone and answer, for the player and an onlooker
    for view, legal in views:
        seat = view["me"]
        for n in (narrator(seat, lang, game.players), narrator(None, lang, game.players)):
            v = view if n.viewer is not None else {**view, "me": None, "hand": None}
            own = legal if n.viewer is not None else []
            said = [
                n.status(v),
                n.hand(v),
                n.table(v),
                n.legend(),
                n.summary(v),
                n.map_text(v),
                *n.scores(v, True),
                n.move_cursor(v, 1, 0),
                n.query("placements", v),
            ]
            assert_zones_said(n, v, own, said)


def test_games_with_missed_turns_say_them():
    # with the wing a missed turn is rare in play: two seats holding tiles
    # that fit nowhere, the stack used up, miss one after the other
    game = place(new_game(2), hands=[NO_FIT[0], NO_FIT[1]], stack="")
    events = game.apply(0, "pass") + game.apply(1, "pass")
    missed = [e for e in events if e.kind == "missed"]
    assert len(missed) == 2 and game.is_over()
    for lang in ("en", "de"):
        for viewer in (0, 1, None):
            n = narrator(viewer, lang)
            for e in events:
                u = n.event(e)
                if e.kind == "missed":
                    assert_filled(u.speech)
                    assert_filled(u.braille)
    u = narrator(0).event(missed[1])
    assert (u.speech, u.braille) == (
        "Ben misses a turn: no tile fits. 2 in a row.",
        "Ben misses a turn, 2 in a row",
    )
    assert narrator(0, "de").event(missed[0]).speech == "Du musst aussetzen."
    # Classic with draw_on_miss: a tile is drawn instead
    game = place(new_game(2, draw_on_miss=True), hands=[NO_FIT[0], "KGRB"], stack="RBKG")
    drew = find(game.apply(0, "pass"), "missed")
    assert narrator(1).event(drew).speech == "Anna cannot lay and draws a tile instead."


def test_other_hands_are_never_revealed():
    game, events, _ = played("three")
    for viewer in (0, 1, None):
        n = narrator(viewer, "en", 3)
        for e in events:
            if e.kind in ("dealt", "drawn"):
                assert (n.event(e) is not None) == (e.seat == viewer)
    # an onlooker's zones show no hand
    view = {**game.view(None)}
    n = narrator(None, "en", 3)
    assert view["hand"] is None and n.hand_items(view, []) == []
    assert (
        n.area_items("placements", view)[0].speech == "You hold no tiles: you are watching"
    )  # a list entry: no full stop


# --- exact texts ------------------------------------------------------------------


def laid_event() -> Event:
    """Ben's move in small_position: BGKR not turned at -2,-1 (cells -2,-1
    -1,-1 0,-1 -2,0); its short side 1 (north of -1,-1 and 0,-1) touches
    the start tile's long side 1 black at 0,-1 only (north of -1,-1 is
    the tip of Anna's tile), its short side 2 (east of -2,0, one edge)
    Anna's short side 2 red: 2 points."""
    return find(small_position().apply(1, "lay bgkr 0 -2,-1"), "laid")


def test_a_tile_laid_is_said_with_its_colours_position_rotation_points_and_touches():
    event = laid_event()
    assert event.seat == 1 and tile_code(DECK[event.data["tile"]]) == "BGKR"
    u = narrator(0).event(event)
    assert u.speech == (
        "Ben lays blue green black red not turned at -2,-1: 2 points, touching short side 1 "
        "black partly and short side 2 red. Ben now has 2 points."
    )
    assert u.braille == "Ben bgkr 0 -2,-1 2p s1~k s2=r, score 2"
    u = narrator(1).event(event)
    assert u.speech.startswith("You lay blue green black red not turned at -2,-1")
    assert "You now have 2 points." in u.speech
    assert u.braille == "you bgkr 0 -2,-1 2p s1~k s2=r, score 2"
    u = narrator(0, "de").event(event)
    assert u.speech == (
        "Ben legt blau grün schwarz rot ungedreht auf -2,-1 an: 2 Punkte, berührt kurze Seite 1 "
        "schwarz teilweise und kurze Seite 2 rot. Ben hat jetzt 2 Punkte."
    )
    assert u.braille == "Ben bgsr 0 -2,-1 2p k1~s k2=r, Stand 2"


def test_every_side_longer_than_one_edge_says_fully_or_partly():
    # the start tile's nook: RGKB not turned at -1,-1 lays its short side 1
    # (two edges) along the start tile's long side 1 and its short side 2
    # (one edge) against the start tile's long side 2
    game = place(new_game(2), hands=["RGKB", "KBRG"], stack="RBKG")
    u = narrator(1).event(find(game.apply(0, "lay rgkb 0 -1,-1"), "laid"))
    assert "touching short side 1 black fully and short side 2 blue." in u.speech
    assert "2p s1=k s2=b," in u.braille
    # a long side along only two of its three edges, with another side fully
    game = place(
        new_game(2),
        hands=["KBRG", "RGBK"],
        stack="RBKG",
        laid=[("BKRG", 1, 1, -1, 1)],
        checked=True,
    )
    event = find(game.apply(0, "lay kbrg 180 0,-1"), "laid")
    assert [(t["side"], t["full"]) for t in event.data["touches"]] == [(0, False), (1, True)]
    u = narrator(1).event(event)
    assert "touching long side 1 black partly and long side 2 blue fully." in u.speech
    assert "2p l1~k l2=b," in u.braille
    u = narrator(1, "de").event(event)
    assert "berührt lange Seite 1 schwarz teilweise und lange Seite 2 blau ganz." in u.speech


def test_start_deal_turn_draw_miss_and_end_exact():
    start = Event(
        "game_start",
        None,
        {
            "variant": "classic",
            "players": 2,
            "rounds": None,
            "hand": 4,
            "start": 0,
            "code": "KBRG",
            "stack": 29,
            "first": 0,
        },
    )
    u = narrator(1).event(start)
    assert u.speech == (
        "Mad Nooks, Classic: 2 players, 4 tiles each in hand. The start tile black blue red green "
        "lies at 0,0, not turned. 29 tiles in the stack. Anna starts."
    )
    assert u.braille == "mad nooks Classic, start kbrg 0 0,0, stack 29, Anna starts"
    assert (
        narrator(0, "de").event(start).braille
        == "mad nooks Klassisch, Start sbrg 0 0,0, Stapel 29, du beginnst"
    )
    dealt = Event("dealt", 0, {"tiles": [0, 5]}, (0,))
    u = narrator(0).event(dealt)
    assert (u.speech, u.braille) == (
        "Your tiles: black blue red green and black green red blue.",
        "tiles kbrg kgrb",
    )
    assert narrator(1).event(dealt) is None
    n = narrator(0)
    assert n.event(Event("drew", 0, {"stack": 12})) is None
    u = n.event(Event("drawn", 0, {"tile": 5}, (0,)))
    assert (u.speech, u.braille) == (
        "You draw black green red blue; 12 left in the stack.",
        "you draw kgrb, stack 12",
    )
    u = narrator(0, "de").event(Event("drew", 1, {"stack": 0}))
    assert (u.speech, u.braille) == (
        "Ben zieht das letzte Kärtchen des Stapels.",
        "Ben zieht, Stapel 0",
    )
    u = narrator(0).event(Event("turn", 0, {"round": 1, "must_miss": True}))
    assert u.speech == "Your turn: none of your tiles fits, you must miss a turn."
    assert (
        narrator(0).event(Event("turn", 1, {"round": 1, "must_miss": False})).speech
        == "Ben's turn."
    )
    u = narrator(0).event(Event("missed", 1, {"in_a_row": 2}))
    assert (u.speech, u.braille) == (
        "Ben misses a turn: no tile fits. 2 in a row.",
        "Ben misses a turn, 2 in a row",
    )
    over = Event("game_over", None, {"scores": [9, 12], "winners": [1], "reason": "all_laid"})
    u = narrator(0).event(over)
    assert u.speech == (
        "Game over. All tiles are laid. Ben wins with 12 points. Scores: you have 9 points and Ben "
        "has 12 points."
    )
    assert u.braille == "game over, all laid: Ben wins; you: 9, Ben: 12"
    u = narrator(1, "de").event(
        Event("game_over", None, {"scores": [9, 9], "winners": [0, 1], "reason": "blocked"})
    )
    assert "Anna und du gewinnt gemeinsam mit 9 Punkten." in u.speech


def test_rounds_are_announced_when_limited():
    n = narrator(0)
    n.event(
        Event(
            "game_start",
            None,
            {
                "variant": "classic",
                "players": 2,
                "rounds": 3,
                "hand": 4,
                "start": 0,
                "code": "KBRG",
                "stack": 29,
                "first": 0,
            },
        )
    )
    assert n.event(Event("turn", 1, {"round": 1, "must_miss": False})).speech == "Ben's turn."
    u = n.event(Event("turn", 0, {"round": 2, "must_miss": False}))
    assert (u.speech, u.braille) == ("Round 2 of 3. Your turn.", "round 2 of 3; your turn")


# --- the cursor and the map -----------------------------------------------------------


def test_the_cursor_starts_at_the_last_tile_and_says_its_sides():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    assert n.cursor(view) == (-1, 1)
    # the corner of Anna's tile, turned 180°: its long arm runs west, its short arm south
    u = n.cell(view, *n.cursor(view))
    assert u.speech == (
        "-1,1: tile b, black blue green red, turned 180°, corner -1,1, laid by you. North: long "
        "side 1 black, open; east: long side 2 blue, touching tile a; south: same tile; west: "
        "same tile."
    )
    assert u.braille == "-1,1 b kbgr 180 -1,1: n l1k, e l2b+a, s =, w ="


def test_every_cell_of_a_wing_says_its_own_edges():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    # the middle of the long arm: the same tile on both sides along the arm,
    # long side 1 outside (north), short side 1 inside (south)
    u = n.set_cursor(view, -2, 1)
    assert u.braille == "-2,1 b kbgr 180 -1,1: n l1k, e =, s s1g, w ="
    assert "east: same tile; south: short side 1 green, open; west: same tile." in u.speech
    # the end of the long arm: its tip
    assert n.set_cursor(view, -3, 1).braille == "-3,1 b kbgr 180 -1,1: n l1k, e =, s s1g, w tip"
    # the short arm: long side 2 outside (east, along the start tile), short side 2 inside, its tip
    assert n.set_cursor(view, -1, 0).braille == "-1,0 b kbgr 180 -1,1: n =, e l2b+a, s tip, w s2r"
    # the start tile, not turned: the middle of its long arm, the arm's end, the short arm
    assert n.set_cursor(view, 1, 0).braille == "1,0 a kbrg 0 0,0: n s1r, e =, s l1k, w ="
    assert n.set_cursor(view, 2, 0).braille == "2,0 a kbrg 0 0,0: n s1r, e tip, s l1k, w ="
    assert n.set_cursor(view, 0, 1).braille == "0,1 a kbrg 0 0,0: n tip, e s2g, s =, w l2b+b"
    # four cells per tile, each naming its tile's corner
    for x, y in ((0, 0), (1, 0), (2, 0), (0, 1)):
        assert n.set_cursor(view, x, y).braille.startswith(f"{x},{y} a kbrg 0 0,0:")
    for x, y in ((-1, 1), (-2, 1), (-3, 1), (-1, 0)):
        assert n.set_cursor(view, x, y).braille.startswith(f"{x},{y} b kbgr 180 -1,1:")


def test_moving_the_cursor_to_an_empty_cell_says_what_its_neighbours_offer():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    u = n.move_cursor(view, 2, 0)
    assert n.cursor(view) == (1, 1)
    # the start tile's nook, between its short sides
    assert u.speech == (
        "1,1: empty. North: empty; east: empty; south: short side 1 red of tile a; west: short "
        "side 2 green of tile a."
    )
    assert u.braille == "1,1 empty: n -, e -, s s1r+a, w s2g+a"
    u = MadNooksNarrator("de", NAMES[:2], 0).set_cursor(view, 1, 1)
    assert u.braille == "1,1 leer: n -, o -, s k1r+a, w k2g+a"
    assert u.speech.startswith(
        "1,1: leer. Norden: leer; Osten: leer; Süden: kurze Seite 1 rot von Kärtchen a"
    )
    # Anna's nook: her short sides, and her short arm's tip seen from -1,-1
    assert n.set_cursor(view, -2, 0).braille == "-2,0 empty: n s1g+b, e s2r+b, s -, w -"
    assert n.set_cursor(view, -1, -1).braille == "-1,-1 empty: n tip+b, e -, s -, w -"
    # the start tile's tips: east of 2,0 and north of 0,1
    u = n.set_cursor(view, 2, 0)
    assert "east: tip;" in u.speech and "North: short side 1 red, open" in u.speech
    assert n.set_cursor(view, 0, 1).speech.startswith(
        "0,1: tile a, black blue red green, not turned, corner 0,0, start tile. North: tip;"
    )
    assert n.move_cursor(view, 5, 5).speech == "5,6: empty, nothing next to it."
    # laying a tile brings the cursor back to it: the new tile's corner
    game.apply(1, "lay bgkr 0 -2,-1")
    n.event(find(game.apply(0, game.timeout_action(0)), "laid"))
    laid = game.view(0)["area"][-1]
    assert n.cursor(game.view(0)) == (laid[3], laid[4])


def test_the_map_shows_the_cells_around_the_cursor():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    u = n.map_text(view, radius=1)
    # braille: the heading, the column ruler, the rows (the cursor's sign on tile b)
    assert u.braille == "map -1,1 on b, x -2 to 0, rows 3\n  x 210\ny 2 ...\ny 1 b-a\ny 0 .ba"
    # speech: words with columns, never the signs
    assert u.speech.splitlines()[2:] == [
        "Row 2: columns -2 to 0 empty.",
        "Row 1: column -2 b, column -1 cursor on b, column 0 a.",
        "Row 0: column -2 empty, column -1 b, column 0 a.",
    ]
    assert u.speech.startswith("Map around the cursor at -1,1, on tile b: 3 rows, columns -2 to 0")
    n.set_cursor(view, 1, 1)
    lines = n.map_text(view).braille.splitlines()
    assert len(lines) == 9 and all(len(line.split(" ")[-1]) == 7 for line in lines[1:])
    assert lines[0] == "map 1,1 on empty, x -2 to 4, rows 7"  # the rows under the ruler
    assert lines[5] == "y 1 bba-..."  # the row of the cursor, its sign on the empty cell
    assert lines[6] == "y 0 .baaa.."  # the start tile's long arm: three cells


def test_the_area_summary_and_zone():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    u = n.summary(view)
    # open: black 3 + 3 (both long sides 1), red 2 + 1 (a's short side 1, b's short side 2),
    # green 1 + 2; the long sides 2 blue lie along each other
    assert u.speech == (
        "2 tiles laid on 8 cells, from -3,0 to 2,1, 6 wide and 2 high. Open edges: black 6, "
        "red 3 and green 3. No enclosed empty cell. Every empty cell can still be filled."
    )
    assert u.braille == "2 tiles 8 cells -3,0 to 2,1; open k6 r3 g3; empty -; dead -"
    items = n.area_items("area", view)
    kbgr = next(t for t in range(len(DECK)) if tile_code(DECK[t]) == "KBGR")
    assert [i.id for i in items] == ["summary", "tile0", f"tile{kbgr}"]
    assert items[1].speech == "a: black blue red green, not turned, at 0,0, start tile"
    assert items[2].braille == "b kbgr 180 -1,1 you"
    assert n.area_items("stack", view)[0].speech == "1 tile in the stack"
    de = MadNooksNarrator("de", NAMES[:2], 1)
    assert (
        de.summary(view).braille
        == "2 Kärtchen 8 Felder -3,0 bis 2,1; offen s6 r3 g3; frei -; tot -"
    )


def test_holes_are_reported():
    # four tiles, each laid where it fits, around the cell 2,-1: it is enclosed
    game = place(
        new_game(2),
        hands=["", ""],
        laid=[("BKRG", 1, 0, -1, 0), ("KRBG", 0, 1, -3, 1), ("KBGR", 3, 3, -2, 0)],
        checked=True,
    )
    view = game.view(0)
    assert area_from_view(view).holes() == [(2, -1)]
    u = narrator(0).summary(view)
    assert "1 enclosed empty cell: 2,-1." in u.speech and u.braille.endswith(
        "; empty 2,-1; dead 2,-1"
    )
    # a gap of one cell can never be filled
    assert u.speech.endswith("1 cell can never be filled: 2,-1.")


# --- placements, hand, players, moves ------------------------------------------------------


def test_the_placements_zone_is_sorted_by_points_and_follows_the_focus():
    for name in GAMES:
        game, _, views = played(name)
        for view, legal in views:
            if not legal or legal[0].kind != "lay":
                continue
            n = narrator(view["me"], "en", game.players)
            items = n.area_items("placements", view)
            assert items[0].id == "placements"
            found = [(int(re.search(r" (\d)p", i.braille).group(1)), i.id) for i in items[1:]]
            assert [p for p, _ in found] == sorted((p for p, _ in found), reverse=True)
            # the same placements the game allows (one per tile colouring)
            assert {t for _, t in found} == {a.text for a in legal}
            for item in items[1:]:
                assert POSITION.search(item.speech).group() == item.id.split()[-1] in item.braille
            # focused on one tile: only its placements
            tile = view["hand"][0]
            n.focus_tile(tile)
            code = tile_code(DECK[tile]).lower()
            mine = n.area_items("placements", view)
            assert all(i.id.split()[1] == code for i in mine[1:])
            assert len(mine) - 1 == len([a for a in legal if DECK[a.data[0]] == DECK[tile]])


def test_placements_exact_and_by_query():
    game = small_position()
    view = game.view(1)
    n = narrator(1)
    items = n.area_items("placements", view)
    assert items[0].speech == "3 placements of your tiles, best 2 points. Highest first:"
    assert items[1] == items[1].__class__(
        "lay bgkr 0 -2,-1",
        "blue green black red, 2 points: at -2,-1, not turned; touching short side 1 black "
        "partly and short side 2 red",
        "bgkr 0 -2,-1 2p s1~k s2=r",
    )
    assert items[2].braille == "bgkr 90 -3,0 1p l2=g" and items[3].braille == "rgbk 90 -3,0 1p l2=g"
    u = n.query("placements bgkr", view)
    assert u.speech.startswith(
        "2 placements of blue green black red, best 2 points. Highest first: 2 points: at "
        "-2,-1, not turned; touching short side 1 black partly and short side 2 red. 1 point: "
        "at -3,0, turned 90°; touching long side 2 green fully."
    )
    assert u.braille.startswith("bgkr: 2, best 2p; bgkr 0 -2,-1 2p s1~k s2=r; bgkr 90 -3,0 1p l2=g")
    # the query's tile stays the zone's focus; German codes with s for black
    assert len(n.area_items("placements", view)) == 3
    de = MadNooksNarrator("de", NAMES[:2], 1)
    u = de.query("anlegestellen bgsr", view)
    assert u.braille.startswith("bgsr: 2, beste 2p; bgsr 0 -2,-1 2p k1~s k2=r")
    assert "kurze Seite 1 schwarz teilweise und kurze Seite 2 rot" in u.speech
    assert n.query("placements xyz", view).speech.startswith("xyz is no tile code")
    start = {**view, "area": view["area"][:1]}  # the start tile alone: BGKR fits nowhere
    nowhere = NO_FIT[0]
    assert not area_from_view(start).placements(parse_tile_code(nowhere))
    none = n.query(f"placements {nowhere.lower()}", start)
    assert none.speech.endswith(" fits nowhere.") and none.braille == f"{nowhere.lower()}: none"


def test_hand_items_players_and_moves_grouped_by_tile():
    game = small_position()
    view = game.view(1)
    legal = game.legal_actions(1)
    n = narrator(1)
    hand = n.hand_items(view, legal)
    said = {i.braille for i in hand}
    assert said == {"bgkr 2 best 2p", "rgbk 1 best 1p"}
    assert any(i.speech == "Blue green black red: 2 placements, best 2 points" for i in hand)
    players = n.player_items(view)
    assert players[0].speech == "Anna: 1 point, 2 tiles in hand"
    assert players[1].speech == "You: 0 points, 2 tiles in hand, on turn"
    assert players[1].braille == "You: 0p, hand 2 turn"
    items = n.action_items(view, legal)
    headings = [i for i in items if i.id.startswith(HEADING)]
    assert len(headings) == 2 and headings[0].speech in (
        "Blue green black red: 2 placements",
        "Red green blue black: 1 placement",
    )
    moves = [action_text(i.id) for i in items if not i.id.startswith(HEADING)]
    assert sorted(moves) == sorted(a.text for a in legal)
    index = view["hand"].index(next(t for t in view["hand"] if tile_code(DECK[t]) == "BGKR"))
    assert [a.text for a in n.actions_for_hand_item(view, index, legal)] == [
        "lay bgkr 0 -2,-1",
        "lay bgkr 90 -3,0",
    ]


def test_moves_within_a_tile_are_sorted_by_points():
    for name in GAMES:
        game, _, views = played(name)
        for view, legal in views:
            n = narrator(view["me"], "en", game.players)
            items = n.action_items(view, legal)
            group: list[int] = []
            for item in items:
                if item.id.startswith(HEADING):
                    assert group == sorted(group, reverse=True)
                    group = []
                elif item.id.startswith("lay "):
                    group.append(int(re.search(r" (\d)p", item.braille).group(1)))
            assert group == sorted(group, reverse=True)
            for index in range(len(view["hand"] or [])):
                points = [a.data[4] for a in n.actions_for_hand_item(view, index, legal)]
                assert points == sorted(points, reverse=True)


def test_queries_of_the_line_mode():
    game = small_position()
    view = game.view(0)
    for lang, words in (
        ("en", ("area", "map", "cursor 1,1", "north", "south", "east", "west", "cursor")),
        ("de", ("fläche", "plan", "zeiger 1,1", "nord", "süd", "ost", "west", "zeiger")),
    ):
        n = MadNooksNarrator(lang, NAMES[:2], 0)
        answers = [n.query(w, view) for w in words]
        assert all(a is not None for a in answers), words
        assert answers[0].braille == n.summary(view).braille
        assert answers[2].braille.startswith("1,1 ")
        assert answers[3].braille.startswith("1,2 ")  # north of 1,1
        assert answers[4].braille.startswith("1,1 ")
        assert answers[5].braille.startswith("2,1 ")
        assert answers[6].braille.startswith("1,1 ")
        assert answers[7].braille.startswith("1,1 ")
    n = narrator(0)
    assert n.query("cursor -2, 3", view).braille.startswith("-2,3 ")
    assert n.query("lay kbrg 0 1,1", view) is None and n.query("", view) is None


def test_the_legend_explains_the_braille_forms():
    en = narrator(0).legend().speech
    de = MadNooksNarrator("de", NAMES[:2], 0).legend().speech
    assert "k black, b blue, r red and g green" in en and "kbrg 90 3,-2 2p l1=k s1=r" in en
    assert "s schwarz, b blau, r rot und g grün" in de and "sbrg 90 3,-2 2p l1=s k1=r" in de
    for text in (en, de):
        assert "~" in text and "@" not in text and "capital" not in text.lower()
    # the map's signs, its labels and the ruler
    assert "- the cursor" in en and "- der Zeiger" in de
    assert "the ruler x gives the last digit of each column's number" in en
    assert "das Lineal x die letzte Ziffer jeder Spaltennummer" in de
    # partly: any side of more than one edge; short side 2 (one edge) touches fully or not at all
    assert "~ only partly; short side 2 is a single edge" in en
    assert "~ nur teilweise; kurze Seite 2 ist eine einzige Kante" in de and "halb" not in de
    # the shape: a wing of four cells
    assert (
        "A tile covers four cells: its corner, two more along its long arm and one on its short arm"
        in en
    )
    assert (
        "Ein Kärtchen bedeckt vier Felder: seine Ecke, zwei weitere entlang seines langen Arms"
        in de
    )
    # a German code typed back is the same tile
    assert parse_tile_code("sbrg".replace("s", "k")) == parse_tile_code("kbrg")


# --- the board cursor and map zones of list front ends -------------------------------------------


def test_the_board_zone_is_the_cursor_and_its_arrows_move_it():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    assert "board" in [z.key for z in n.areas()] and n.grid_zones() == ("board",)
    [item] = n.area_items("board", view)
    assert item.id == "cursor" and item.speech.startswith("-1,1: tile b")
    said = n.grid_move("board", view, 0, 1)  # north
    assert said.speech.startswith("-1,2: empty. North: empty;") and n.cursor(view) == (-1, 2)
    assert "south: long side 1 black of tile b" in said.speech
    assert (
        n.area_items("board", view)[0].speech + "." == said.speech
    )  # the zone follows (an entry: no full stop)
    said = n.grid_move("board", view, 1, -1)  # east and south: the start tile's short arm
    assert said.braille.startswith("0,1 a ")
    assert n.grid_move("area", view, 1, 0) is None  # no other zone is a cursor


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_map_zone_gives_a_braille_line_per_row_and_words_to_hear(lang):
    from accessible_games.braille.tables import default_table
    from accessible_games.braille.translate import Translator

    game = small_position()
    view = game.view(0)
    n = narrator(0, lang)
    n.set_cursor(view, 1, 1)
    items = n.area_items("map", view)
    head, ruler, rows = items[0], items[1], items[2:]
    assert len(rows) == 11 and [r.id for r in rows] == [f"row{y}" for y in range(6, -5, -1)]
    assert "1,1" in head.speech and "1,1" in head.brailled
    assert ruler.id == "ruler" and ruler.brailled == "  x 43210123456"
    empty = {"en": ".", "de": "·"}[lang]
    cursor_row = next(r for r in rows if r.id == "row1")
    assert cursor_row.brailled == f"y 1 {empty}bbba-{empty * 5}"
    words = {
        "en": "Row 1: column -4 empty, columns -3 to -1 b, column 0 a, column 1 cursor on empty, "
        "columns 2 to 6 empty",
        "de": "Zeile 1: Spalte -4 leer, Spalten -3 bis -1 b, Spalte 0 a, Spalte 1 Zeiger auf leer, "
        "Spalten 2 bis 6 leer",
    }[lang]
    assert cursor_row.speech == words
    row0 = next(r for r in rows if r.id == "row0")
    assert row0.brailled == f"y 0 {empty * 3}baaa{empty * 4}"
    assert {"en": "cursor", "de": "Zeiger"}[lang] not in row0.speech
    n.set_cursor(view, -2, 1)  # the middle of Anna's long arm
    row = next(r for r in n.area_items("map", view) if r.id == "row1")
    assert row.brailled == f"y 1 {empty * 4}b-ba{empty * 3}"
    assert {"en": "cursor on b", "de": "Zeiger auf b"}[lang] in row.speech
    # every row fits a 20-cell display and real liblouis defines every character
    table = Translator(default_table(lang))
    for item in n.area_items("map", view):
        assert table.undefined(item.brailled) == [], item.brailled
    assert all(len(r.brailled) <= 20 for r in n.area_items("map", view)[1:])
    assert (
        n.area_items("map", view)[0].brailled
        == {
            "en": "map -2,1 on b, x -7 to 3, rows 11",
            "de": "Karte -2,1 auf b, x -7 bis 3, Zeilen 11",
        }[lang]
    )
