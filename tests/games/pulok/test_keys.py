"""Pulok's own keys: K take or keep, D decline, G pass on (the focused
tile, with the call as a choice), V the proposal, Shift+V arrange, W what
is missing, B and O the zones, 1 to 6 the rows."""

from __future__ import annotations

from accessible_games.core.keys import KeyContext
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Utterance
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.keys import KEYS, key_answer
from accessible_games.games.pulok.tiles import TILE_CODE
from accessible_games.ui.tui.keys import GAME_KEYS, key_names
from tests.games.pulok.pulok_helpers import new_game, place, sentence, with_penalty

NAMES = ["Anna", "Ben", "Clara"]


def ctx(game, seat: int, lang: str = "en", tile: str | None = None, **kw) -> KeyContext:
    view = game.view(seat)
    narrator = PulokNarrator(lang, NAMES[: game.players], seat, game.facts())
    index = None
    if tile is not None:
        index = next(i for i, t in enumerate(view["tiles"]) if TILE_CODE[t] == tile.upper())
    return KeyContext(view, game.menu_actions(seat), card_index=index, narrator=narrator, **kw)


def offer_position(bag: str | None = "AG NB SW"):
    return place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag=bag,
    )


def test_the_keys_and_their_names():
    names = {k.keys: (k.command, render(k.name, "en")) for k in KEYS}
    assert (
        names["k"] == ("take", "K")
        and names["d"] == ("decline", "D")
        and names["g"] == ("pass", "G")
    )
    assert names["v"] == ("proposal", "V") and names["V,shift+v"] == ("arrange", "Shift V")
    assert render(next(k.name for k in KEYS if k.command == "arrange"), "de") == "Umschalt V"
    assert (
        names["w"] == ("missing", "W")
        and names["b"] == ("zone:board", "B")
        and names["o"] == ("zone:offer", "O")
    )
    assert names["c"] == ("zone:columns", "C")
    # every number key is the game's: 1 to 6 read rows, 7 to 9 say there is no such row (never a
    # tile)
    assert [k.keys for k in KEYS if k.command.startswith("row:")] == [str(n) for n in range(1, 10)]
    assert [k.listed for k in KEYS if k.command.startswith("row:")] == [True] + [False] * 8
    # Shift+V written as the table writes Shift+S
    assert any(spec.keys == "S,shift+s" for spec in GAME_KEYS)
    # only the numbers replace keys of the table
    table = set().union(*(key_names(spec.keys) for spec in GAME_KEYS))
    ours = set().union(*(key_names(k.keys) for k in KEYS))
    assert ours & table == {str(n) for n in range(1, 10)}
    for key in KEYS:
        for lang in ("en", "de"):
            text = render(Msg(key.description), lang)
            assert text and text != key.description


def test_k_takes_or_keeps_and_d_declines():
    game = offer_position()
    assert key_answer("take", ctx(game, 1)) == "take"
    assert key_answer("decline", ctx(game, 1)) == "decline"
    game.apply(1, "decline")
    assert key_answer("take", ctx(game, 1)) == "keep"
    assert key_answer("take", ctx(game, 0)) == "take"  # not Anna's turn: the game says so


def test_g_in_the_pass_phase_passes_the_focused_tile_with_the_call_as_a_choice():
    game = offer_position()
    game.apply(1, "take")
    answer = key_answer("pass", ctx(game, 1, tile="SB"))
    assert [a.text for a in answer] == ["pass sb", "pass sb call"]
    assert key_answer("pass", ctx(game, 1, tile="AR")) == "pass ar"  # no call: made at once
    # the tile just received: the game says why not
    assert key_answer("pass", ctx(game, 1, tile="KY")) == "pass ky"
    # no tile focused: every pass to choose from, plain before call
    every = key_answer("pass", ctx(game, 1))
    assert isinstance(every, list) and len(every) == len(
        [a for a in game.legal_actions(1) if a.kind == "pass"]
    )
    assert every[0].text.endswith(("sr", "sb", "ar")) and not every[0].text.endswith("call")
    # a focused pass move names the tile
    focused = next(a for a in game.legal_actions(1) if a.text == "pass sb")
    assert [a.text for a in key_answer("pass", ctx(game, 1, action=focused))] == [
        "pass sb",
        "pass sb call",
    ]


def test_g_with_a_drawn_or_offered_tile_passes_it_on():
    game = offer_position()
    assert (
        key_answer("pass", ctx(game, 1)) == "pass on"
    )  # the bag has tiles: the game says decline instead
    game.apply(1, "decline")
    assert key_answer("pass", ctx(game, 1)) == "pass on"  # K still missing: no call
    complete = place(
        new_game(2), hands=[with_penalty(3), sentence("B")], offer="KY", turn=1, bag="AG"
    )
    complete.apply(1, "decline")
    answer = key_answer("pass", ctx(complete, 1))
    assert [a.text for a in answer] == ["pass on", "pass on call"]
    empty = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="LO") + " SY AY"],
        offer="KY",
        turn=1,
        bag="",
    )
    assert key_answer("pass", ctx(empty, 1)) == "pass on"
    assert "pass on" in {a.text for a in empty.legal_actions(1)}


def test_v_proposes_shift_v_arranges_w_says_what_is_missing():
    game = offer_position()
    game.apply(1, "take")
    game.apply(1, "remove 1 s")
    proposal = key_answer("proposal", ctx(game, 1))
    assert isinstance(proposal, Utterance)
    assert (
        proposal.speech.startswith("The proposal moves 1 tile: S ") and "Shift+V" in proposal.speech
    )
    assert key_answer("arrange", ctx(game, 1)) == "arrange"
    assert "arrange" in {a.text for a in game.legal_actions(1)}
    missing = key_answer("missing", ctx(game, 1, lang="de"))
    assert isinstance(missing, Utterance) and missing.speech.startswith(
        "Gezählt nach dem Vorschlag, nicht wie deine Legetafel liegt. Der Satz ist vollständig."
    )


def test_numbers_read_the_rows_and_zone_keys_are_left_to_the_table():
    game = offer_position()
    row = key_answer("row:1", ctx(game, 1))
    assert isinstance(row, Utterance) and row.speech.startswith(
        "Row 1: SAG; NIX; ÜBER; P, U, L, O, gap. Red: "
    )
    assert row.braille.startswith("1 sag nix über pulo,")
    assert key_answer("row:6", ctx(game, 1, lang="de")).speech == "Zeile 6: leer."
    assert key_answer("zone:board", ctx(game, 1)) is None
    assert key_answer("zone:offer", ctx(game, 1)) is None
    onlooker = KeyContext(game.view(None), [], narrator=PulokNarrator("en", NAMES, None))
    assert key_answer("row:1", onlooker).speech == "You hold no tiles: you are watching."
    assert key_answer("row:1", KeyContext(game.view(1), [])) is None
