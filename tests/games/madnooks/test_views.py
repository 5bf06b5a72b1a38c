"""What a player can ask the Mad Nooks table besides the map: the area read
by colour, the cells that can never be filled, the recap of where the
player stands, why a tile fits nowhere, and braille forms that read one
way only. The keys at the full-screen table: V, D, I and the number keys."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.app.session import Session
from accessible_games.braille.tables import TABLES
from accessible_games.braille.translate import Translator
from accessible_games.core.messages import Msg, render
from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.describe import MadNooksNarrator
from accessible_games.games.madnooks.describe_poker import PokerNarrator
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.madnooks.tiles import ROTATIONS, load_deck
from tests.games.madnooks.madnooks_helpers import DECK, new_game, place, play_out, step
from tests.tui.helpers import placed_app, press, run_pilot

NAMES = ["Anna", "Ben"]
#: as in test_nooks_keys_tui.py: the start tile KBRG at 0,0 and Ben's KBGR
#: turned 180° at -1,1; the player holds RGBK and BGKR
POSITION = dict(
    hands=["RGBK BGKR", "KBRG GRBK"],
    stack="RBKG",
    laid=[("KBGR", 2, -1, 1, 1)],
    turn=0,
    scores=[0, 1],
    checked=True,
)
#: a one-cell gap at 1,1: the start tile KBRG lies south and west of it,
#: KBRG turned 180° at 2,2 (cells 2,2 1,2 0,2 2,1) north and east of it
GAP = dict(hands=["RGBK BGKR", "KBGR GRBK"], stack="RBKG", laid=[("KBRG", 2, 2, 2, 1)])


def position(**kw) -> MadNooks:
    return place(new_game(2), **(kw or POSITION))


# --- the colours ----------------------------------------------------------------------------


def test_the_colours_read_the_open_cells_row_by_row_in_runs_of_columns():
    n = MadNooksNarrator("en", NAMES, 0)
    items = n.area_items("colours", position().view(0))
    assert [(i.speech, i.brailled) for i in items] == [
        (
            "Colours by row, north first: 4 rows have empty cells facing coloured sides",
            "colours, rows 4",
        ),
        ("Row 2: black to the south: columns -3 to -1", "y 2: s=k -3 to -1"),
        (
            "Row 1: green to the west: column 1; red to the south: columns 1 to 2",
            "y 1: w=g 1, s=r 1 to 2",
        ),
        # "y 0: n=g -3 to -2, e=r -2, 4 of 5" would take 44 braille cells: two lines
        ("Row 0: green to the north: columns -3 to -2", "y 0: n=g -3 to -2"),
        ("Row 0, continued: red to the east: column -2", "y 0: e=r -2"),
        ("Row -1: black to the north: columns 0 to 2", "y-1: n=k 0 to 2"),
    ]


def test_the_colours_agree_with_the_open_edges_cell_by_cell():
    """Every (cell, direction, colour) of Shift+Z is in exactly one run of the colour view."""
    game = MadNooks(1, {"variant": "solitaire"}, 11)
    rng = random.Random(3)
    for _ in range(12):
        step(game, rng)
    n = MadNooksNarrator("en", ["Ute"], 0)
    view = game.view(0)
    area = Area()
    for tile, _, rotation, x, y, _ in view["area"]:
        area.lay(tile, DECK[tile], rotation, x, y)
    expected = {
        (x, y, d, e.across_colour)
        for x, y in area.frontier()
        for d, e in enumerate(area.cell(x, y).edges)
        if e.across_colour is not None
    }
    found = set()
    letters = {render_colour(c): c for c in range(4)}
    directions = {"n": 0, "e": 1, "s": 2, "w": 3}
    for y, _, braille in n.colour_rows(view):
        for run in braille.split(": ", 1)[1].split(", "):
            side, where = run.split(" ", 1)
            d, c = side.split("=")
            ends = [int(v) for v in where.split(" to ")]
            for x in range(ends[0], ends[-1] + 1):
                found.add((x, y, directions[d], letters[c]))
    assert found == expected


def render_colour(colour: int) -> str:
    return render(Msg(f"madnooks.say.colour.{colour}.br"), "en")


def test_colours_in_the_line_mode_in_german():
    said = MadNooksNarrator("de", NAMES, 0).query("farben", position().view(0))
    assert said is not None
    assert said.speech.splitlines()[1] == "Zeile 2: schwarz im Süden: Spalten -3 bis -1."
    assert said.braille.splitlines()[1] == "y 2: s=s -3 bis -1"


#: the braille tables a line is measured in: one sign a cell, but a number
#: sign before numbers and, in UEB, two cells for some signs
UNCONTRACTED = ("de-g0", "de-g1", "en-ueb-g1")
#: tiles laid in a row (unchecked): their long sides 1 face row -1 in runs
#: of many colours, too many for one braille line
ROW_OF_TILES = dict(
    hands=["RGBK", "BGKR"],
    stack="RBKG",
    laid=[
        ("BKRG", 0, 4, 0, 0),
        ("RKBG", 0, 8, 0, 1),
        ("GKBR", 0, 12, 0, 0),
        ("KRBG", 0, 16, 0, 1),
        ("BRKG", 0, 20, 0, 0),
    ],
)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_colour_row_longer_than_the_display_is_split_into_lines_not_cut(lang):
    view = position(**ROW_OF_TILES).view(0)
    n = MadNooksNarrator(lang, NAMES, 0)
    assert n.braille_width == 40
    full = {y: braille for y, _, braille in n.colour_rows(view)}
    items = n.area_items("colours", view)
    count = len(items)
    tables = [Translator(t) for t in UNCONTRACTED if TABLES[t].language == lang]
    # every line, with its place in the list as the display shows it, fits 40 cells
    for number, item in enumerate(items, 1):
        place = Msg("tui.position.br", position=number, count=count)
        shown = render(Msg("tui.item", text=item.brailled, position=place), lang)
        for table in tables:
            assert len(table.cells(shown).dots) <= 40, (shown, table)
    # row -1 (the long sides 1 of six tiles) goes on in a second line, with its label
    lines = [i for i in items if i.id.split(".")[0] == "colours-1"]
    assert [i.id for i in lines[:2]] == ["colours-1", "colours-1.2"]
    assert all(i.brailled.startswith("y-1: ") for i in lines)
    continued = {"en": "Row -1, continued: ", "de": "Zeile -1, weiter: "}[lang]
    assert lines[0].speech.startswith({"en": "Row -1: ", "de": "Zeile -1: "}[lang])
    assert all(i.speech.startswith(continued) for i in lines[1:])
    # nothing is cut: the lines hold the whole row, run by run
    assert ", ".join(i.brailled[len("y-1: ") :] for i in lines) == full[-1][len("y-1: ") :]
    assert full[-1].count("=") == 6
    # the heading counts the rows, not the lines
    rows = len(full)
    assert len(items) > rows + 1
    assert (
        items[0].brailled == {"en": f"colours, rows {rows}", "de": f"farben, zeilen {rows}"}[lang]
    )


# --- cells that can never be filled --------------------------------------------------------------


def test_an_enclosed_single_cell_can_never_be_filled():
    game = position(**GAP)
    remaining = frozenset(
        DECK[t] for t in range(len(DECK)) if t not in {e[0] for e in game.view(0)["area"]}
    )
    assert game.area.dead_cells(remaining) == [(1, 1)]
    assert game.area.holes() == [(1, 1)]
    n = MadNooksNarrator("en", NAMES, 0)
    said = n.summary(game.view(0))
    assert said.speech.endswith("1 cell can never be filled: 1,1."), said.speech
    assert said.braille.endswith("; dead 1,1")
    assert n.query("dead", game.view(0)).speech == "1 cell can never be filled: 1,1."
    de = MadNooksNarrator("de", NAMES, 0).query("tot", game.view(0))
    assert (de.speech, de.braille) == ("1 Feld lässt sich nie mehr füllen: 1,1.", "tot 1,1")


def test_at_the_end_no_empty_cell_is_said_fillable_beside_the_enclosed_ones():
    game = MadNooks(1, {"variant": "solitaire"}, 2)
    play_out(game, random.Random(2))
    assert game.reason == "all_laid" and not game.stack and not game.hands[0]
    view = game.view(0)
    holes = game.area.holes()
    assert len(holes) > 1
    cells = "; ".join(f"{x},{y}" for x, y in holes)
    for lang, enclosed, over, over_br in (
        (
            "en",
            f"{len(holes)} enclosed empty cells: {cells}.",
            "The game is over: no tile is laid any more, so no empty cell is filled.",
            "dead: game over",
        ),
        (
            "de",
            f"{len(holes)} eingeschlossene leere Felder: {cells}.",
            "Das Spiel ist zu Ende: es wird kein Kärtchen mehr angelegt, also füllt sich kein "
            "leeres Feld mehr.",
            "tot: Spiel zu Ende",
        ),
    ):
        n = MadNooksNarrator(lang, ["Ute"], 0, {"variant": "solitaire"})
        summary = n.summary(view)
        # the summary ends with the enclosed cells: nothing about filling
        assert summary.speech.endswith(enclosed), summary.speech
        assert not summary.braille.endswith(("dead -", "tot -")), summary.braille
        # D says the game is over
        dead = n.query({"en": "dead", "de": "tot"}[lang], view)
        assert dead is not None and (dead.speech, dead.braille) == (over, over_br)


def test_could_fit_is_the_laying_rules_without_contact_short_side_and_partial_touch():
    """could_fit (what dead cells are made of) allows exactly the placements
    whose only fault is one that later tiles may mend: no contact, a
    short side alone, touching only partly. Checked over the frontier of
    random areas, for every tile of the deck."""
    deck = frozenset(load_deck())
    for seed in (1, 7):
        game = MadNooks(1, {"variant": "solitaire"}, seed)
        rng = random.Random(seed)
        for _ in range(8):
            step(game, rng)
        area = game.area
        for r, x, y in sorted(area.candidates()):
            for colours in deck:
                fits = area.could_fit(r, x, y, frozenset({colours}))
                mendable = area.check(colours, r, x, y) in (
                    None,
                    "no_contact",
                    "short_alone",
                    "partial_only",
                )
                assert fits == mendable, (r, x, y, colours)


@st.composite
def games(draw):
    players = draw(st.integers(1, 3))
    return players, draw(st.integers(0, 10_000)), draw(st.integers(0, 10_000))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games())
def test_a_cell_said_dead_is_never_filled_later_and_no_legal_placement_covers_it(case):
    players, seed, play_seed = case
    game = MadNooks(players, {"variant": "solitaire"}, seed)
    rng = random.Random(play_seed)
    n = MadNooksNarrator("en", [f"P{i}" for i in range(players)], 0)
    dead_so_far: set[tuple[int, int]] = set()
    while not game.is_over():
        view = game.view(0)
        dead = set(n.dead_cells(view) or [])
        covered = {
            (x + dx, y + dy) for _, _, r, x, y, _ in view["area"] for dx, dy in ROTATIONS[r].offsets
        }
        assert not dead_so_far & covered, "a cell said dead was filled"
        assert dead_so_far <= dead, "a dead cell came back to life"
        dead_so_far |= dead
        for tile in {t for hand in game.hands for t in hand}:
            for p in game.area.placements(DECK[tile], detail=False):
                cells = {(p.x + dx, p.y + dy) for dx, dy in ROTATIONS[p.rotation].offsets}
                assert not cells & dead
        step(game, rng)


# --- the recap ----------------------------------------------------------------------------------


def test_the_recap_says_tiles_scores_stack_and_the_best_places_in_one_line():
    n = MadNooksNarrator("en", NAMES, 0)
    said = n.recap(position().view(0))
    assert said.speech == (
        "Your 2 tiles: Blue green black red: 2 placements, best 2 points; Red green blue black: 1 "
        "placement, best 1 point. Scores: you have 0 points and Ben has 1 point. 1 tile in the "
        "stack. 2 tiles lie in the area. 1 place scores 2 points: blue green black red at -2,-1, "
        "not turned. 2 places score 1 point."
    ), said.speech
    assert said.braille == (
        "tiles bgkr 2 best 2p; rgbk 1 best 1p; you: 0, Ben: 1; stack 1; laid 2; "
        "2p: bgkr 0 -2,-1; 1p 2 places"
    )
    assert "\n" not in said.speech and "\n" not in said.braille


def test_the_recap_of_solitaire_gives_the_one_score_and_names_at_most_three_places():
    game = MadNooks(1, {"variant": "solitaire"}, 2)
    n = MadNooksNarrator("de", ["Ute"], 0)
    said = n.recap(game.view(0))
    assert "Dein Ergebnis: 0 Punkte." in said.speech
    places = re.findall(r"auf -?\d+,-?\d+", said.speech.split("liegt in der Fläche.")[1])
    assert 1 <= len(places) <= 3


def test_the_poker_recap_gives_the_tiles_the_best_picture_and_the_chips():
    session = Session.new("madnooks", 2, 1, "random", 5, {"variant": "poker"}, "en", lambda u: None)
    view = session.game.view(0)
    said = PokerNarrator("en", ["You", "Anna"], 0).recap(view)
    assert said.speech.startswith("Your hidden tiles: ") and "Best picture: " in said.speech
    assert "Chip count: " in said.speech and "The pot holds" not in said.speech
    assert said.braille.startswith("hidden ") and "; best " in said.braille


# --- why a tile fits nowhere ----------------------------------------------------------------------


def nowhere_position() -> MadNooks:
    """The player holds BGKR (fits nowhere next to the start tile alone) and
    RGKB (one placement)."""
    return place(new_game(2), hands=["BGKR RGKB", "KBGR GRBK"], stack="RBKG")


def test_a_tile_that_fits_nowhere_says_why_and_what_to_do():
    game = nowhere_position()
    view = game.view(0)
    index = next(i for i, t in enumerate(view["hand"]) if DECK[t] == (1, 3, 0, 2))  # BGKR
    n = MadNooksNarrator("en", NAMES, 0)
    said = n.hand_item(view, index, game.legal_actions(0))
    assert said.speech.startswith("The tile blue green black red fits nowhere: at "), said.speech
    assert said.speech.endswith(" Lay another of your tiles."), said.speech
    assert "would meet another colour" in said.speech
    assert said.braille.startswith("bgkr nowhere: clash ")
    # not the player's turn: the reason without the hint
    said = n.hand_item(view, index, [])
    assert said.speech.endswith("."), said.speech
    assert "Lay another" not in said.speech


def test_l_on_a_tile_that_fits_nowhere_says_why():
    from accessible_games.core.keys import KeyContext
    from accessible_games.games.madnooks.keys import key_answer

    game = nowhere_position()
    view = game.view(0)
    index = next(i for i, t in enumerate(view["hand"]) if DECK[t] == (1, 3, 0, 2))
    answer = key_answer(
        "lay",
        KeyContext(
            view, game.legal_actions(0), card_index=index, narrator=MadNooksNarrator("de", NAMES, 0)
        ),
    )
    assert render(answer, "de").startswith("Das Kärtchen blau grün schwarz rot passt nirgends: an ")
    assert render(answer, "de").endswith("Lege ein anderes deiner Kärtchen an.")


# --- braille that reads one way ------------------------------------------------------------------


def test_no_braille_form_reads_as_a_fraction_a_sum_or_a_decimal():
    for lang in ("en", "de"):
        path = (
            Path(__file__).parents[3]
            / "accessible_games/games/madnooks/locales"
            / lang
            / "madnooks.ftl"
        )
        text = path.read_text(encoding="utf-8")
        for line in text.splitlines():
            assert "}/{" not in line, line  # 2/3
            assert "+{ $" not in line and " ={ $" not in line, line  # +2 after a position, =5
            assert "}..{" not in line and "x{ $" not in line, line  # -3..1, x-3


def test_a_placement_in_braille_gives_its_points_as_a_number_and_p():
    n = MadNooksNarrator("en", NAMES, 0)
    items = n.area_items("placements", position().view(0))
    assert items[1].brailled.startswith("bgkr 0 -2,-1 2p s1~k"), items[1].brailled
    assert n.t("madnooks.say.round.br", round=2, rounds=3) == "round 2 of 3"


# --- the keys at the full-screen table ------------------------------------------------------------


def classic_app(tmp_path: Path, lang: str = "en", **where):
    return placed_app("madnooks", place, where or POSITION, tmp_path, lang)


run = run_pilot


def test_v_goes_to_the_colours_one_row_at_a_time(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            screen = app.game_screen
            mark = len(speech.texts)
            await press(pilot, "v")
            zone = screen.zone("colours")
            assert screen.focused is zone
            assert speech.since(mark)[-1].startswith(
                "Colours: Colours by row, north first: 4 rows"
            ), speech.since(mark)
            await press(pilot, "down")
            assert speech.last.startswith("Row 2: black to the south: columns -3 to -1"), (
                speech.last
            )
            assert braille.shown[-1].startswith("y 2: s=k -3 to -1")

    run(body)


def test_d_says_the_cells_that_can_never_be_filled(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path, "de", **GAP)
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await press(pilot, "d")
            assert speech.since(mark) == ["1 Feld lässt sich nie mehr füllen: 1,1."]
            assert braille.shown[-1] == "tot 1,1"

    run(body)


def test_i_says_the_recap_of_mad_nooks(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await press(pilot, "i")
            said = speech.since(mark)
            assert said and said[-1].startswith(
                "Your 2 tiles: Blue green black red: 2 placements"
            ), said
            assert said[-1].endswith("2 places score 1 point.")
            assert braille.shown[-1].startswith("tiles bgkr 2 best 2p; ")

    run(body)


def test_a_number_key_on_a_tile_that_fits_nowhere_says_why(tmp_path):
    async def body():
        app, speech, braille = classic_app(tmp_path, hands=["BGKR RGKB", "KBGR GRBK"], stack="RBKG")
        async with app.run_test() as pilot:
            await pilot.pause()
            session = app.game_screen.session
            hand = session.view()["hand"]
            number = next(i for i, t in enumerate(hand) if DECK[t] == (1, 3, 0, 2)) + 1
            mark = len(speech.texts)
            await press(pilot, str(number))
            said = " ".join(speech.since(mark))
            assert "The tile blue green black red fits nowhere: at " in said, said
            assert "Lay another of your tiles" in said
            assert session.game.log == []

    run(body)


# --- the line mode -------------------------------------------------------------------------------


def test_the_line_mode_answers_colours_dead_recap_and_undo_and_its_help_names_them():
    import io

    from accessible_games.ui.plain.app import PlainMode
    from tests.games.madnooks.test_takeback import play_until_stack_empty

    def factory(emit):
        session = Session.new("madnooks", 1, 0, "random", 4, {"variant": "solitaire"}, "en", emit)
        play_until_stack_empty(session.game)
        return session

    out = io.StringIO()
    script = "help\ncolours\ndead\nrecap\nundo\nactions\n1\nundo\nquit\nyes\n"
    mode = PlainMode(factory, out=out, inp=io.StringIO(script), interactive=False)
    mode.run()
    text = out.getvalue()
    assert (
        "Mad Nooks moves: lay, the tile's code" in text and "colours, the same row by row" in text
    )
    assert "Colours by row, north first: " in text
    assert "can never be filled" in text or "Every empty cell can still be filled." in text
    assert "tiles lie in the area." in text  # the recap
    # undo before any move of this session: the placement before drew a tile
    assert "Your last tile cannot be taken back: you drew a tile from the stack" in text
    # after laying the first listed placement, undo gives it back
    assert "Taken back: Lay " in text
