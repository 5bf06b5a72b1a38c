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
from tests.games.madnooks.madnooks_helpers import DECK, new_game, place

NAMES = ["Anna", "Ben", "Clara", "David"]
POSITION = re.compile(r"-?\d+,-?\d+")


def narrator(viewer: int | None = 0, lang: str = "en", players: int = 2) -> MadNooksNarrator:
    return MadNooksNarrator(lang, NAMES[:players], viewer)


def small_position() -> MadNooks:
    """The start tile KBRG at 0,0 and Anna's KGRB turned 180° at 1,-1
    (long side 1 black against the start tile's); Ben to move."""
    return place(new_game(2), hands=["KBRG GRBK", "RGBK BGKR"], stack="RBKG",
                 laid=[("KGRB", 2, 1, -1, 0)], turn=1, scores=[1, 0])


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


GAMES = {"two": (2, 3, {}), "three": (3, 11, {}), "four-rounds": (4, 5, {"rounds": 3}), "two-b": (2, 8, {}),
         "draw-on-miss": (2, 9, {"draw_on_miss": True}), "solitaire-alone": (1, 4, {"variant": "solitaire"}),
         "solitaire-team": (3, 6, {"variant": "solitaire"})}
_PLAYED: dict[str, tuple] = {}


def played(name: str):
    if name not in _PLAYED:
        players, seed, options = GAMES[name]
        _PLAYED[name] = play(players, seed, **options)
    return _PLAYED[name]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", list(GAMES))
def test_every_event_of_random_games_is_said_and_brailled(lang, name):
    game, events, views = played(name)
    kinds = set()
    for viewer in (0, 1, None):
        n = narrator(viewer, lang, game.players)
        # the own draw is not said: the private "drawn" says it
        for event, u in narrate_seen(n, events, viewer, lambda e: e.kind == "drew" and e.seat == viewer):
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
            said = [n.status(v), n.hand(v), n.table(v), n.legend(), n.summary(v), n.map_text(v),
                    *n.scores(v, True), n.move_cursor(v, 1, 0), n.query("placements", v)]
            assert_zones_said(n, v, own, said)


def test_games_with_missed_turns_say_them():
    # a game where turns are missed: every seat hears it, in both languages
    for seed in range(40):
        game, events, _ = play(2, seed)
        if any(e.kind == "missed" for e in events):
            break
    else:
        pytest.skip("no missed turn in these games")
    for lang in ("en", "de"):
        for viewer in (0, 1, None):
            n = narrator(viewer, lang)
            for e in events:
                if e.kind == "missed":
                    u = n.event(e)
                    assert_filled(u.speech)
                    assert_filled(u.braille)


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
    assert n.area_items("placements", view)[0].speech == "You hold no tiles: you are watching"  # a list entry: no full stop


# --- exact texts ------------------------------------------------------------------


def laid_event(seat: int = 0) -> Event:
    return Event("laid", seat, {"seat": seat, "tile": 5, "code": "KGRB", "rotation": 2, "x": 1, "y": -1,
                                "points": 2, "touches": [{"side": 0, "colour": 0, "full": True, "tiles": [0]},
                                                         {"side": 2, "colour": 2, "full": True, "tiles": [0]}],
                                "score": 7})


def test_a_tile_laid_is_said_with_its_colours_position_rotation_points_and_touches():
    assert tile_code(DECK[5]) == "KGRB"
    u = narrator(1).event(laid_event(0))
    assert u.speech == ("Anna lays black green red blue turned 180° at 1,-1: 2 points, touching long side 1 "
                        "black fully and short side 1 red. Anna now has 7 points.")
    assert u.braille == "Anna kgrb 180 1,-1 +2 l1=k s1=r, score 7"
    u = narrator(0).event(laid_event(0))
    assert u.speech.startswith("You lay black green red blue turned 180° at 1,-1")
    assert "You now have 7 points." in u.speech
    assert u.braille == "you kgrb 180 1,-1 +2 l1=k s1=r, score 7"
    u = narrator(1, "de").event(laid_event(0))
    assert u.speech == ("Anna legt schwarz grün rot blau um 180° gedreht auf 1,-1 an: 2 Punkte, berührt lange "
                        "Seite 1 schwarz ganz und kurze Seite 1 rot. Anna hat jetzt 7 Punkte.")
    assert u.braille == "Anna sgrb 180 1,-1 +2 l1=s k1=r, Stand 7"
    partly = Event("laid", 1, {**laid_event(1).data, "touches": [{"side": 1, "colour": 3, "full": False,
                                                                     "tiles": [0]}]})
    assert narrator(0).event(partly).braille == "Ben kgrb 180 1,-1 +2 l2~g, score 7"
    assert "long side 2 green partly" in narrator(0).event(partly).speech


def test_start_deal_turn_draw_miss_and_end_exact():
    start = Event("game_start", None, {"variant": "classic", "players": 2, "rounds": None, "hand": 4, "start": 0,
                                       "code": "KBRG", "stack": 29, "first": 0})
    u = narrator(1).event(start)
    assert u.speech == ("Mad Nooks, Classic: 2 players, 4 tiles each in hand. The start tile black blue red green "
                        "lies at 0,0, not turned. 29 tiles in the stack. Anna starts.")
    assert u.braille == "mad nooks Classic, start kbrg 0 0,0, stack 29, Anna starts"
    assert narrator(0, "de").event(start).braille == "mad nooks Klassisch, Start sbrg 0 0,0, Stapel 29, du beginnst"
    dealt = Event("dealt", 0, {"tiles": [0, 5]}, (0,))
    u = narrator(0).event(dealt)
    assert (u.speech, u.braille) == ("Your tiles: black blue red green and black green red blue.", "tiles kbrg kgrb")
    assert narrator(1).event(dealt) is None
    n = narrator(0)
    assert n.event(Event("drew", 0, {"stack": 12})) is None
    u = n.event(Event("drawn", 0, {"tile": 5}, (0,)))
    assert (u.speech, u.braille) == ("You draw black green red blue; 12 left in the stack.", "you draw kgrb, stack 12")
    u = narrator(0, "de").event(Event("drew", 1, {"stack": 0}))
    assert (u.speech, u.braille) == ("Ben zieht das letzte Kärtchen des Stapels.", "Ben zieht, Stapel 0")
    u = narrator(0).event(Event("turn", 0, {"round": 1, "must_miss": True}))
    assert u.speech == "Your turn: none of your tiles fits, you must miss a turn."
    assert narrator(0).event(Event("turn", 1, {"round": 1, "must_miss": False})).speech == "Ben's turn."
    u = narrator(0).event(Event("missed", 1, {"in_a_row": 2}))
    assert (u.speech, u.braille) == ("Ben misses a turn: no tile fits. 2 in a row.", "Ben misses a turn, 2 in a row")
    over = Event("game_over", None, {"scores": [9, 12], "winners": [1], "reason": "all_laid"})
    u = narrator(0).event(over)
    assert u.speech == ("Game over. All tiles are laid. Ben wins with 12 points. Scores: you have 9 points and Ben "
                        "has 12 points.")
    assert u.braille == "game over, all laid: Ben wins; you 9 Ben 12"
    u = narrator(1, "de").event(Event("game_over", None, {"scores": [9, 9], "winners": [0, 1], "reason": "blocked"}))
    assert "Anna und du gewinnt gemeinsam mit 9 Punkten." in u.speech


def test_rounds_are_announced_when_limited():
    n = narrator(0)
    n.event(Event("game_start", None, {"variant": "classic", "players": 2, "rounds": 3, "hand": 4, "start": 0,
                                       "code": "KBRG", "stack": 29, "first": 0}))
    assert n.event(Event("turn", 1, {"round": 1, "must_miss": False})).speech == "Ben's turn."
    u = n.event(Event("turn", 0, {"round": 2, "must_miss": False}))
    assert (u.speech, u.braille) == ("Round 2 of 3. Your turn.", "round 2/3; your turn")


# --- the cursor and the map -----------------------------------------------------------


def test_the_cursor_starts_at_the_last_tile_and_says_its_sides():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    assert n.cursor(view) == (1, -1)
    u = n.cell(view, *n.cursor(view))
    assert u.speech == ("1,-1: tile b, black green red blue, turned 180°, corner 1,-1, laid by you. North: long "
                        "side 1 black, touching tile a; east: long side 2 green, open; south: same tile; west: "
                        "same tile.")
    assert u.braille == "1,-1 b kgrb 180 1,-1: n l1k+a, e l2g, s =, w ="


def test_moving_the_cursor_to_an_empty_cell_says_what_its_neighbours_offer():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    u = n.move_cursor(view, 0, 2)
    assert n.cursor(view) == (1, 1)
    assert u.speech == ("1,1: empty. North: empty; east: empty; south: short side 1 red of tile a; west: short "
                        "side 2 green of tile a.")
    assert u.braille == "1,1 empty: n -, e -, s s1r+a, w s2g+a"
    u = MadNooksNarrator("de", NAMES[:2], 0).set_cursor(view, 1, 1)
    assert u.braille == "1,1 leer: n -, o -, s k1r+a, w k2g+a"
    assert u.speech.startswith("1,1: leer. Norden: leer; Osten: leer; Süden: kurze Seite 1 rot von Kärtchen a")
    # the start tile's tips: east of 1,0 and north of 0,1
    u = n.set_cursor(view, 1, 0)
    assert "east: tip;" in u.speech and "North: short side 1 red, open" in u.speech
    assert n.move_cursor(view, 5, 5).speech == "6,5: empty, nothing next to it."
    # laying a tile brings the cursor back to it
    n.event(laid_event(1))
    assert n.cursor(view) == (1, -1)


def test_the_map_shows_the_cells_around_the_cursor():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    u = n.map_text(view, radius=1)
    assert u.braille == "map 1,-1 x0..2\n 0 aa.\n-1 bB.\n-2 .b."
    assert u.speech.splitlines()[1:] == [" 0 aa.", "-1 bB.", "-2 .b."]
    assert u.speech.startswith("Map around the cursor at 1,-1, x from 0 to 2")
    n.set_cursor(view, 1, 1)
    lines = n.map_text(view).braille.splitlines()
    assert len(lines) == 8 and all(len(line.split(" ")[-1]) == 7 for line in lines[1:])
    assert lines[4] == " 1 ..a@..."  # the row of the cursor, @ on its empty cell
    assert lines[5] == " 0 ..aa..."


def test_the_area_summary_and_zone():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    u = n.summary(view)
    assert u.speech == ("2 tiles laid on 6 cells, from 0,-2 to 1,1, 2 wide and 4 high. Open edges: blue 3, "
                        "red 2 and green 3. No enclosed empty space.")
    assert u.braille == "2 tiles 6 cells 0,-2..1,1; open b3 r2 g3; empty -"
    items = n.area_items("area", view)
    assert [i.id for i in items] == ["summary", "tile0", "tile5"]
    assert items[1].speech == "a: black blue red green, not turned, at 0,0, start tile"
    assert items[2].braille == "b kgrb 180 1,-1 you"
    assert n.area_items("stack", view)[0].speech == "1 tile in the stack"
    de = MadNooksNarrator("de", NAMES[:2], 1)
    assert de.summary(view).braille == "2 Kärtchen 6 Felder 0,-2..1,1; offen b3 r2 g3; frei -"


def test_holes_are_reported():
    # four tiles around the cell 1,1 (unchecked): it is enclosed
    view = {"area": [[0, "KBRG", 0, 0, 0, None], [1, "KBGR", 0, 2, 1, 0], [2, "KGBR", 2, 2, 2, 1],
                     [3, "KGRB", 0, 0, 2, 0]]}
    area = area_from_view(view)
    assert (1, 1) in area.holes()
    u = narrator(0).summary(view)
    assert "1,1" in u.speech and "empty 1,1" in u.braille


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
            found = [(int(re.search(r"\+(\d)", i.braille).group(1)), i.id) for i in items[1:]]
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
    assert items[0].speech == "3 placements of your tiles, best 1 point. Highest first:"
    assert items[1] == items[1].__class__(
        "lay bgkr 0 2,-2", "blue green black red, 1 point: at 2,-2, not turned; touching long side 2 green fully",
        "bgkr 0 2,-2 +1 l2=g")
    u = n.query("placements bgkr", view)
    assert u.speech.startswith("2 placements of blue green black red, best 1 point. Highest first: 1 point: at 2,-2")
    assert u.braille.startswith("bgkr: 2, best +1; bgkr 0 2,-2 +1 l2=g")
    # the query's tile stays the zone's focus; German codes with s for black
    assert len(n.area_items("placements", view)) == 3
    de = MadNooksNarrator("de", NAMES[:2], 1)
    u = de.query("anlegestellen bgsr", view)
    assert u.braille.startswith("bgsr: 2, beste +1; bgsr 0 2,-2 +1 l2=g")
    assert n.query("placements xyz", view).speech.startswith("xyz is no tile code")
    start = {**view, "area": view["area"][:1]}  # the start tile alone: GRBK fits nowhere
    nowhere = "GRBK"
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
    assert said == {"bgkr 2 +1", "rgbk 1 +1"}
    assert any(i.speech == "Blue green black red: 2 placements, best 1 point" for i in hand)
    players = n.player_items(view)
    assert players[0].speech == "Anna: 1 point, 2 tiles in hand"
    assert players[1].speech == "Ben: 0 points, 2 tiles in hand, on turn"
    assert players[1].braille == "Ben 0 hand 2 turn"
    items = n.action_items(view, legal)
    headings = [i for i in items if i.id.startswith(HEADING)]
    assert len(headings) == 2 and headings[0].speech in ("Blue green black red: 2 placements",
                                                         "Red green blue black: 1 placement")
    moves = [action_text(i.id) for i in items if not i.id.startswith(HEADING)]
    assert sorted(moves) == sorted(a.text for a in legal)
    index = view["hand"].index(next(t for t in view["hand"] if tile_code(DECK[t]) == "BGKR"))
    assert [a.text for a in n.actions_for_hand_item(view, index, legal)] == ["lay bgkr 0 2,-2", "lay bgkr 270 -1,0"]


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
                    group.append(int(re.search(r"\+(\d)", item.braille).group(1)))
            assert group == sorted(group, reverse=True)
            for index in range(len(view["hand"] or [])):
                points = [a.data[4] for a in n.actions_for_hand_item(view, index, legal)]
                assert points == sorted(points, reverse=True)


def test_queries_of_the_line_mode():
    game = small_position()
    view = game.view(0)
    for lang, words in (("en", ("area", "map", "cursor 1,1", "north", "south", "east", "west", "cursor")),
                        ("de", ("fläche", "plan", "zeiger 1,1", "nord", "süd", "ost", "west", "zeiger"))):
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
    assert "k black, b blue, r red and g green" in en and "kbrg 90 3,-2 +2 l1=k s1=r" in en
    assert "s schwarz, b blau, r rot und g grün" in de and "sbrg 90 3,-2 +2 l1=s k1=r" in de
    for text in (en, de):
        assert "@" in text and "~" in text
    # a German code typed back is the same tile
    assert parse_tile_code("sbrg".replace("s", "k")) == parse_tile_code("kbrg")


# --- the board cursor and map zones of list front ends -------------------------------------------


def test_the_board_zone_is_the_cursor_and_its_arrows_move_it():
    game = small_position()
    view = game.view(0)
    n = narrator(0)
    assert "board" in [z.key for z in n.areas()] and n.grid_zones() == ("board",)
    [item] = n.area_items("board", view)
    assert item.id == "cursor" and item.speech.startswith("1,-1: tile b")
    said = n.grid_move("board", view, 0, 2)  # north twice
    assert said.speech.startswith("1,1: empty.") and n.cursor(view) == (1, 1)
    assert n.area_items("board", view)[0].speech + "." == said.speech  # the zone follows (an entry: no full stop)
    said = n.grid_move("board", view, -1, 0)  # west
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
    head, rows = items[0], items[1:]
    assert len(rows) == 11 and [r.id for r in rows] == [f"row{y}" for y in range(6, -5, -1)]
    assert "1,1" in head.speech and "1,1" in head.brailled
    cursor_row = next(r for r in rows if r.id == "row1")
    assert cursor_row.brailled == " 1 ....a@....."
    words = {"en": "Row 1: 4 empty, a, cursor on empty, 5 empty",
             "de": "Zeile 1: 4 leer, a, Zeiger auf leer, 5 leer"}[lang]
    assert cursor_row.speech == words
    assert {"en": "cursor", "de": "Zeiger"}[lang] not in next(r for r in rows if r.id == "row-1").speech
    n.set_cursor(view, 1, -1)
    row = next(r for r in n.area_items("map", view) if r.id == "row-1")
    assert row.brailled == "-1 ....bB....."
    assert {"en": "cursor on b", "de": "Zeiger auf b"}[lang] in row.speech
    # every row fits a 20-cell display and real liblouis defines every character
    table = Translator(default_table(lang))
    for item in n.area_items("map", view):
        assert table.undefined(item.brailled) == [], item.brailled
    assert all(len(r.brailled) <= 20 for r in n.area_items("map", view)[1:])
