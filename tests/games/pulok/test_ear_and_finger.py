"""Pulok by ear and finger alone: the column reader of Pulok for Experts,
the warnings before costly moves (a tile the proposal needs passed on, a
tile that would let the player call declined), taking back arrangement
moves, the one-line recap, and braille that reads one way in every braille
table (an empty place of a row is one cell, word spaces stay, a name never
runs into a number).

Real games and real renders: positions built with ``place``, the narrator
the game's registry entry makes, sessions as the front ends use them, and
real liblouis with the project's tables."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from accessible_games.app.session import Session
from accessible_games.braille.tables import TABLES
from accessible_games.braille.translate import Translator
from accessible_games.core.messages import render
from accessible_games.games.pulok.describe import GAP_BR, PulokNarrator
from accessible_games.games.pulok.rules import PASSING
from accessible_games.games.pulok.tiles import (
    EMPTY,
    FIRST_PULOK,
    LETTERS,
    ROWS,
    WIDTH,
    tile_id,
)
from tests.games.pulok.pulok_helpers import new_game, place, sentence, with_penalty
from tests.games.pulok.test_describe import played

NAMES = ["Anna", "Ben", "Clara"]
#: the example board of the original (SAG, GNIXÜ, RPU, six G) and K white, not in a group
EXAMPLE = "SR AR GR GY NY IY XY ÜY RG PG UG GG GB GK KW"


def narrator(
    game, viewer: int | None, lang: str = "en", names: list[str] | None = None
) -> PulokNarrator:
    return PulokNarrator(lang, (names or NAMES)[: game.players], viewer, game.facts())


def caution(game, seat: int, text: str, lang: str = "en") -> str | None:
    """The warning of the move ``text`` in a front end's list, rendered."""
    action = next(a for a in game.menu_actions(seat) if a.text == text)
    return render(action.caution, lang) if action.caution is not None else None


def experts_game(**kw):
    return place(
        new_game(2, variant="experts"), hands=[with_penalty(3), EXAMPLE], offer="KY", turn=1, **kw
    )


# --- the column reader -------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,g,u",
    [
        (
            "en",
            (
                "Column G (3): 5 tiles, a value piece. Red in row 1, yellow in row 2, green in row "
                "3, blue in row 4, black in row 5; free: white in row 6.",
                "g 5 piece: r y g b k; free w",
            ),
            (
                "Column U (12): 1 tile, no group; 3 make one. Green in row 3; free: red in row 1, "
                "yellow in row 2, blue in row 4, black in row 5, white in row 6.",
                "u 1: g; free r y b k w",
            ),
        ),
        (
            "de",
            (
                "Spalte G (3): 5 Kärtchen, ein Wertstück. Rot in Zeile 1, gelb in Zeile 2, grün in "
                "Zeile 3, blau in Zeile 4, schwarz in Zeile 5; frei: weiß in Zeile 6.",
                "g 5 Wertstück: r ge gn b s; frei w",
            ),
            (
                "Spalte U (12): ein Kärtchen, keine Gruppe; 3 bilden eine. Grün in Zeile 3; frei: "
                "rot in Zeile 1, gelb in Zeile 2, blau in Zeile 4, schwarz in Zeile 5, weiß in "
                "Zeile 6.",
                "u 1: gn; frei r ge b s w",
            ),
        ),
    ],
)
def test_a_column_says_its_tiles_its_group_and_the_colours_still_free(lang, g, u):
    game = experts_game()
    n = narrator(game, 1, lang)
    view = game.view(1)
    assert (
        n.column(view, LETTERS.index("G")).speech,
        n.column(view, LETTERS.index("G")).braille,
    ) == g
    assert (
        n.column(view, LETTERS.index("U")).speech,
        n.column(view, LETTERS.index("U")).braille,
    ) == u
    # the typed questions: by number or by letter, in either language
    column = {"en": "column", "de": "spalte"}[lang]
    assert n.query(f"{column} 3", view).speech == g[0]
    assert n.query(f"{column} g", view).speech == g[0]
    assert n.query(f"{column} U", view).speech == u[0]
    assert n.query(f"{column} 16", view).speech.startswith(
        {
            "en": "There is no column 16: columns are 1 to 15",
            "de": "Es gibt keine Spalte 16: die Spalten sind 1 bis 15",
        }[lang]
    )


def test_a_column_with_a_pulok_a_tile_of_another_colour_and_six_tiles():
    game = place(
        new_game(2, variant="experts"), hands=[with_penalty(3), EXAMPLE], offer="KY", turn=1
    )
    board = game.boards[1]
    g = LETTERS.index("G")
    board[5 * WIDTH + g] = FIRST_PULOK  # a Pulok as the white G: six G, a double value piece
    n = narrator(game, 1)
    view = game.view(1)
    assert n.column(view, g).speech.startswith(
        "Column G (3): 6 tiles, a double value piece. Red in row 1, "
    )
    assert n.column(view, g).speech.endswith(", black in row 5, Pulok as white in row 6.")
    assert n.column(view, g).braille == "g 6 double: r y g b k *w"
    # a yellow K laid by hand in the white row is named with its colour
    k = LETTERS.index("K")
    board[1 * WIDTH + k] = tile_id(k, 3)
    said = n.column(game.view(1), k)
    assert said.speech.startswith(
        "Column K (15): 2 tiles, no group; 3 make one. K blue in row 2, which is yellow, "
    )
    assert said.braille == "k 2: (kb) w; free r g b k"
    # twenty tiles: a group needs 4
    twenty = place(
        new_game(2, variant="experts", twenty=True),
        hands=[with_penalty(3), EXAMPLE + " SY AY SG AG SK"],
        offer="KY",
        turn=1,
    )
    assert (
        "no group; 4 make one"
        in narrator(twenty, 1).column(twenty.view(1), LETTERS.index("U")).speech
    )


def test_columns_are_a_zone_of_pulok_for_experts_only_and_said_why_elsewhere():
    game = experts_game()
    n = narrator(game, 1)
    assert [a.key for a in n.areas()] == ["board", "columns", "offer"]
    items = n.area_items("columns", game.view(1))
    assert [i.id for i in items] == [f"col{c}" for c in range(1, WIDTH + 1)]
    assert (
        items[2].speech == n.column(game.view(1), 2).speech
        and items[2].brailled == "g 5 piece: r y g b k; free w"
    )
    simple = place(new_game(2), hands=[with_penalty(3), sentence("R")], offer="KY", turn=1)
    s = narrator(simple, 1)
    assert [a.key for a in s.areas()] == ["board", "offer"]
    for lang, question, said in (
        ("en", "column 3", "Columns count only in Pulok for Experts; read your board by rows"),
        ("de", "spalte u", "Spalten zählen nur in Pulok für Könner; lies deine Legetafel"),
    ):
        assert narrator(simple, 1, lang).query(question, simple.view(1)).speech.startswith(said)


# --- warnings before costly moves ----------------------------------------------------------


def simple_game(bag: str = "AG NB SW"):
    """Ben (seat 1) holds SAG NIX ÜBER PULO in red and S blue; K yellow is on offer."""
    return place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag=bag,
    )


def test_passing_a_letter_the_sentence_needs_is_warned_about_and_a_spare_tile_is_not():
    game = simple_game()
    game.apply(1, "take")
    assert (
        caution(game, 1, "pass ur")
        == "U red fills a place of your sentence: without it U would be missing."
    )
    assert caution(game, 1, "pass ur", "de") == (
        "U rot füllt einen Platz deines Satzes: ohne dieses Kärtchen fehlt U."
    )
    assert caution(game, 1, "pass sb") is None  # the second S is left over
    assert caution(game, 1, "pass sb call") is None  # the call is never warned about
    # legal_actions (what bots use) carry no warning; the move is the same
    assert all(a.caution is None for a in game.legal_actions(1))
    # typed words find the warned move too
    assert render(game.find_action(1, "gib u rot").caution, "en").startswith("U red fills a place")


def test_declining_or_passing_on_a_tile_that_would_let_the_player_call_is_warned_about():
    game = simple_game()
    said = "With K yellow you could call Sag nix über Pulok now: take it instead."
    assert caution(game, 1, "decline") == said
    assert caution(game, 1, "take") is None
    assert (
        caution(game, 1, "decline", "de")
        == "Mit K gelb könntest du jetzt Sag nix über Pulok rufen: nimm es lieber."
    )
    # the bag empty: passing the tile on unchanged
    empty = simple_game(bag="")
    assert caution(empty, 1, "pass on") == said
    # a drawn K green: passing it straight on
    drawn = simple_game(bag="KG")
    drawn.apply(1, "decline")
    assert (
        caution(drawn, 1, "pass on")
        == "With K green you could call Sag nix über Pulok now: keep it instead."
    )
    # a tile that does not help: no warning
    other = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="AY",
        turn=1,
    )
    assert caution(other, 1, "decline") is None


def test_experts_passing_a_tile_that_holds_a_group_or_a_value_piece_is_warned_about():
    game = experts_game()
    game.apply(1, "take")  # K yellow joins, in no group
    assert caution(game, 1, "pass iy") == (
        "I yellow holds a group of the proposal together: without it N yellow, X yellow and Ü "
        "yellow would be in no group."
    )
    assert caution(game, 1, "pass gy") == (
        "G yellow is part of a value piece of the proposal: without it you would have 1 value "
        "piece fewer."
    )
    assert caution(game, 1, "pass iy", "de") == (
        "I gelb hält im Vorschlag eine Gruppe zusammen: ohne dieses Kärtchen wären N gelb, X gelb "
        "und Ü gelb in keiner Gruppe."
    )
    assert caution(game, 1, "pass kw") is None  # in no group: nothing is lost


def test_no_warning_when_every_pass_costs_something():
    # three SAG rows, NIX and ÜBER: every tile is part of a value piece
    game = place(
        new_game(2, variant="experts"),
        hands=[with_penalty(3), "SR AR GR SY AY GY SG AG GG NB IB XB ÜW BW EW RW"],
        turn=1,
        phase=PASSING,
        received="RW",
    )
    passes = [a for a in game.menu_actions(1) if a.kind == "pass"]
    assert passes and all(a.caution is None for a in passes)
    assert game._needed(1, game.tiles_of(1)[0]) is not None  # yet each of them costs


def session_at(lang: str = "en", seed: int = 3, **position) -> tuple[Session, list]:
    said: list = []
    session = Session.new("pulok", 3, 2, "random", seed, {}, lang, said.append)
    place(session.game, **position)
    return session, said


def test_a_costly_move_is_made_only_when_chosen_again():
    session, said = session_at(
        hands=[sentence("R", skip="K") + " SB", with_penalty(3), sentence("W")],
        offer="KY",
        turn=0,
        bag="AG NB SW",
    )
    game = session.game
    assert session.act("decline") is False
    assert said[-1].speech == (
        "With K yellow you could call Sag nix über Pulok now: take it instead. "
        "Choose the move again to make it."
    )
    assert game.phase == "offer" and not game.log
    assert session.act("take") is True  # another move: made at once
    assert session.act("pass ur") is False and game.phase == PASSING
    assert session.act("pass ur") is True and game.log[:2] == [(0, "take"), (0, "pass ur")]


def test_typed_german_words_are_warned_about_too():
    session, said = session_at(
        "de",
        hands=[sentence("R", skip="K") + " SB", with_penalty(3), sentence("W")],
        offer="KY",
        turn=0,
        bag="AG NB SW",
    )
    assert session.act("lehne ab") is False
    assert said[-1].speech.startswith(
        "Mit K gelb könntest du jetzt Sag nix über Pulok rufen: nimm es lieber."
    )
    assert session.act("lehne ab") is True and session.game.log[0] == (0, "decline")


# --- taking back ------------------------------------------------------------------------------


def test_only_arrangement_moves_of_the_own_exchange_can_be_taken_back():
    game = experts_game()
    assert game.takeback(1) == 0 and game.why_no_takeback(1).key == "pulok.takeback.none"
    game.log.append((0, "pass kk"))  # as if Anna had just passed
    assert game.takeback(1) == 0
    for move in ("remove 1 s", "colour 1 b", "arrange"):
        game.apply(1, move)
        assert game.takeback(1) == 1 and game.takeback(0) == 0
    game.apply(1, "take")
    assert game.takeback(1) == 0
    assert render(game.why_no_takeback(1), "en") == (
        "A tile taken, declined, kept or passed on cannot be taken back: the table has seen it. "
        "Only arranging your board can be taken back."
    )
    assert render(game.why_no_takeback(0), "de").startswith(
        "Nichts zurückzunehmen: nur deine eigenen Züge"
    )


def test_a_session_takes_an_arrangement_move_back_and_says_why_not_an_exchange():
    said: list = []
    session = Session.new("pulok", 2, 1, "random", 4, {"variant": "experts"}, "en", said.append)
    session.start()
    game = session.game
    assert session.legal(), "the player is to move"
    colours, board = list(game.row_colours[0]), list(game.boards[0])
    assert session.act("colour 1 w")
    assert game.row_colours[0] != colours
    assert session.take_back()
    game = session.game  # replayed without the move
    assert game.row_colours[0] == colours and game.boards[0] == board
    assert said[-2].speech == "Taken back: Give row 1 the colour white."
    assert (
        session.act("take") and session.game.turn == 0
    )  # the exchange goes on: the tile taken stays
    assert not session.take_back()
    assert said[-1].speech.startswith(
        "A tile taken, declined, kept or passed on cannot be taken back"
    )
    assert session.game.log[-1] == (0, "take")


# --- the recap --------------------------------------------------------------------------------


def test_the_recap_sums_up_offer_board_surplus_proposal_and_bag_in_one_line():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="IK") + " SB PULOK", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
    )
    game.apply(1, "remove 1 s")
    n = narrator(game, 1)
    u = n.recap(game.view(1))
    assert u.speech == (
        "Offered to you: K yellow, from Anna. Row 1: A, G, NIX with Pulok as I, ÜBER, P, U, L, O. "
        "Surplus, 2 tiles: S red and S blue. The proposal moves 1 tile. Missing: K (1 place). "
        "Your Pulok is built in. Left over: S blue; 1 penalty point. Bag: 3 tiles."
    )
    assert u.braille == (
        "ky from Anna to you; 1 ,ag n*x über pulo, r:agnxüberpulo; sp sr sb; proposal moves 1; "
        "missing k; left sb -1; bag 3"
    )
    de = narrator(game, 1, "de").recap(game.view(1))
    assert de.speech.startswith(
        "Dir angeboten: K gelb, von Anna. Zeile 1: A, G, NIX mit Pulok als I, ÜBER"
    )
    assert (
        "Der Vorschlag bewegt ein Kärtchen. Es fehlt" in de.speech
        or "Der Vorschlag bewegt ein Kärtchen." in de.speech
    )


def test_the_experts_recap_names_the_empty_rows_together_and_what_is_not_in_a_group():
    game = experts_game()
    u = narrator(game, 1).recap(game.view(1))
    assert u.speech.startswith(
        "Offered to you: K yellow, from Anna. Row 1, red: SAG. Row 2, yellow: G, NIX, Ü. "
        "Row 3, green: G, R, P, U. Row 4, blue: G. Row 5, black: G. Row 6, white: K. "
    )
    assert (
        "Your board lies as proposed. Not yet in a group, 1 tile: K white; 4 penalty points."
        in u.speech
    )
    assert u.speech.endswith("Bag: 164 tiles.")
    game.apply(1, "remove 6 k")
    game.apply(1, "remove 5 g")
    u = narrator(game, 1).recap(game.view(1))
    assert "Rows 5 and 6 are empty." in u.speech and "; 5, 6 empty; " in u.braille
    assert "The proposal moves 2 tiles." in u.speech


# --- braille that reads one way in every table ---------------------------------------------------

#: a place of a row: empty, its letter in the row's colour, a Pulok, a tile of another colour
PLACE = st.sampled_from(["empty", "tile", "pulok", "other"])


def row_board(places: list[str], row: int = 0, colour: int = 0) -> list[int]:
    board = [EMPTY] * (ROWS * WIDTH)
    for column, kind in enumerate(places):
        cell = row * WIDTH + column
        if kind == "tile":
            board[cell] = tile_id(column, colour)
        elif kind == "pulok":
            board[cell] = FIRST_PULOK + column
        elif kind == "other":
            board[cell] = tile_id(column, (colour + 1) % 6)
    return board


@settings(max_examples=60, deadline=None)
@given(
    places=st.lists(PLACE, min_size=WIDTH, max_size=WIDTH),
    variant=st.sampled_from(["simple", "experts"]),
    lang=st.sampled_from(["en", "de"]),
)
# a German contracted colour list after the row holds the cell of an empty place
@example(
    places=["empty"] * 6 + ["tile"] * 4 + ["empty"] * 3 + ["tile"] * 2, variant="simple", lang="de"
)
def test_a_row_in_braille_keeps_each_empty_place_and_each_word_space_in_every_table(
    places, variant, lang
):
    n = PulokNarrator(lang, NAMES[:2], 0, {"variant": variant})
    view = {"variant": variant, "board": row_board(places), "row_colours": list(range(ROWS))}
    _, text = n.row_text(view, 0)
    if all(p == "empty" for p in places):
        return  # "1 empty"
    words = re.sub(r"\([^)]*\)", "t", text).split(" ")[1:5]  # a bracketed tile is one place
    assert [len(w) for w in words] == [3, 3, 4, 5]
    gaps = sum(1 for p in places if p == "empty")
    assert text.count(GAP_BR) == gaps
    row_words = " ".join(
        text.split(" ")[:5]
    )  # the number and the row's places (the colours follow)
    for table, translator in TABLES_CACHE.items():
        cells = translator.cells(text).dots
        # every word space stays a blank cell: nothing joins two words
        assert cells.count("\u2800") == text.count(" "), (table, text, cells)
        # every empty place is one cell of its own (counted in the row's own
        # words: a contracted colour word after them may hold the same cell)
        gap = translator.cells(GAP_BR).dots
        row_cells = translator.cells(row_words).dots
        assert len(gap) == 1 and row_cells.count(gap) == gaps, (table, row_words, row_cells)
        # and the uncontracted tables read the row's number and words back
        # exactly as written (the simple game's colour list after them aside;
        # German braille's brackets around a tile of another colour read back
        # as other brackets)
        words = " ".join(text.split(" ")[:5])
        if table in ("de-g0", "de-g1", "en-ueb-g1") and "(" not in words:
            assert translator.back_translate(translator.cells(words).dots) == words, (table, words)


TABLES_CACHE: dict[str, Translator] = {}


@pytest.fixture(autouse=True, scope="module")
def _tables():
    for table in TABLES:
        TABLES_CACHE[table] = Translator(table)


def test_a_german_row_that_a_hyphen_turned_into_dashes_now_reads_place_by_place():
    n = PulokNarrator("de", NAMES[:2], 0, {"variant": "experts"})
    places = ["tile"] + ["empty"] * 4 + ["tile", "tile"] + ["empty"] * 8
    view = {
        "variant": "experts",
        "board": row_board(places, 5, 5),
        "row_colours": list(range(ROWS)),
    }
    _, text = n.row_text(view, 5)
    assert text == "6w s,, ,,x ü,,, ,,,,,"
    for table in ("de-g0", "de-g1", "de-g2"):
        words = TABLES_CACHE[table].cells(text).dots.split("\u2800")
        # five words; each empty place one comma cell (dot 2), never a dash
        assert len(words) == 5 and "\u2824" not in "".join(words), (table, words)
        assert words[1].count("\u2802") == 2 and words[2].startswith("\u2802\u2802")
        assert words[3].endswith("\u2802" * 3) and words[4] == "\u2802" * 5


#: a number followed by a space and a number (UEB writes it as one number,
#: "Player 1 2" as "Player 12") or a slash between numbers (a fraction)
RUN_TOGETHER = re.compile(r"\d [+-]?\d|\d/\d")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", ["simple-3", "experts-3"])
def test_no_braille_line_runs_a_name_or_a_number_into_a_number(lang, name):
    game, events, views = played(name)
    names = ["Player 1", "Player 2", "Player 3"]
    seen: list[str] = []
    for viewer in range(game.players):
        n = narrator(game, viewer, lang, names)
        lines = [u.braille for u in (n.event(e) for e in events) if u is not None]
        for view, _legal in views:
            if view.get("me") != viewer:
                continue
            lines += [
                u.braille
                for u in (n.status(view), n.table(view), n.recap(view), *n.scores(view, True))
            ]
            lines += [
                i.brailled
                for i in [
                    *n.player_items(view),
                    *(i for a in n.areas() for i in n.area_items(a.key, view)),
                ]
            ]
        bad = [line for line in lines if RUN_TOGETHER.search(line)]
        assert not bad, bad[:5]
        seen += lines
        reveals = [u for u in (n.event(e) for e in events if e.kind == "reveal") if u is not None]
        assert reveals or name != "simple-3"
        for reveal in reveals:
            assert re.search(
                r"(scores|Punkte) ((you|du|Player \d): \d+(, |$)){3}$", reveal.braille
            ), reveal.braille
    # the players' items keep name and score apart: "Player 2: 80, 15t"
    assert any(re.search(r"^Player \d: \d+, \d+[tK]", line) for line in seen)
    # UEB: the colon keeps the seat number and the score apart (no numeric space)
    ueb = TABLES_CACHE["en-ueb-g1"]
    assert "\u2810" not in ueb.cells("Player 1: 60, Player 2: 57").dots
    assert "\u2810" in ueb.cells("Player 1 60").dots  # what it was: read as 160
