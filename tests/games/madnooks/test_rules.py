"""Mad Nooks Classic: set-up, the legal placements, laying, scoring and
drawing, missing a turn, the three ends, the rounds option, refusals,
typed moves, views and saving."""

from __future__ import annotations

import random

import pytest

from accessible_games.core.errors import OptionError, SaveError
from accessible_games.core.messages import render
from accessible_games.core.save import game_from_data, game_to_data
from accessible_games.games.madnooks.area import REASONS
from accessible_games.games.madnooks.rules import (
    ALL_LAID,
    BLOCKED,
    LAY,
    PASS,
    ROUNDS,
    MadNooks,
    lay_text,
)
from accessible_games.games.madnooks.tiles import DECK_SIZE, SIDE_NAMES, parse_tile_code, tile_code
from tests.game_helpers import refused

from .madnooks_helpers import (
    DECK,
    NO_FIT,
    codes,
    every_tile,
    find,
    kinds,
    lookup,
    new_game,
    place,
    play_out,
    step,
    texts,
)

# --- set-up ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup(players):
    game = new_game(players, seed=players)
    assert every_tile(game) == list(range(DECK_SIZE))
    assert [len(h) for h in game.hands] == [4] * players
    assert len(game.stack) == DECK_SIZE - 1 - 4 * players
    view = game.view(None)
    assert len(view["area"]) == 1
    start = view["area"][0]
    assert start[2:] == [0, 0, 0, None] and start[1] == tile_code(DECK[start[0]])
    assert game.turn == 0 and game.round == 1 and view["scores"] == [0] * players
    events = game.setup_events
    assert kinds(events) == ["game_start"] + ["dealt"] * players + ["turn"]
    begin = find(events, "game_start")
    assert begin.data["start"] == start[0] and begin.data["stack"] == len(game.stack)
    assert begin.data["first"] == 0 and begin.visible_to is None
    for seat, dealt in enumerate(e for e in events if e.kind == "dealt"):
        assert dealt.seat == seat and dealt.visible_to == (seat,)
        assert dealt.data["tiles"] == game.hands[seat]
    assert find(events, "turn").seat == 0


def test_same_seed_same_game_and_seeds_differ():
    assert new_game(3, seed=7).fingerprint() == new_game(3, seed=7).fingerprint()
    assert new_game(3, seed=7).fingerprint() != new_game(3, seed=8).fingerprint()


@pytest.mark.parametrize("players", [1, 7])
def test_player_count(players):
    with pytest.raises(OptionError) as caught:
        MadNooks(players, {}, 0)
    assert caught.value.msg.key == "core.players.range"


@pytest.mark.parametrize(
    "options,key",
    [
        ({"variant": "patience"}, "core.option.choice"),
        ({"variant": "solitaire", "rounds": 3}, "madnooks.option.foreign"),
        ({"variant": "classic", "ante": 3}, "madnooks.option.foreign"),
        ({"variant": "solitaire", "players_": 1}, "core.option.unknown"),
        ({"rounds": 0}, "core.option.range"),
        ({"time_per_move": 2}, "core.option.range"),
    ],
)
def test_bad_options(options, key):
    with pytest.raises(OptionError) as caught:
        new_game(**options)
    assert caught.value.msg.key == key


def test_options_from_text():
    game = new_game(variant="Classic", rounds="3", time_per_move="none")
    assert (game.variant, game.rounds, game.options.time_per_move) == ("classic", 3, None)


# --- the legal placements --------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_legal_actions_are_the_placements_of_each_hand_tile(seed):
    game = new_game(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(seed * 3):
        if game.is_over():
            break
        step(game, rng)
    if game.is_over():
        return
    seat = game.turn
    legal = game.legal_actions(seat)
    expected = {
        (tile_code(DECK[t]), p.rotation, p.x, p.y, p.points)
        for t in game.hands[seat]
        for p in game.area.placements(DECK[t])
    }
    if not expected:
        assert [a.text for a in legal] == ["pass"]
        return
    got = {(tile_code(DECK[a.data[0]]), *a.data[1:]) for a in legal}
    assert got == expected
    assert len({a.text for a in legal}) == len(legal)
    for action in legal:
        tile, rotation, x, y, points = action.data
        assert action.kind == LAY and tile in game.hands[seat]
        assert action.text == lay_text(DECK[tile], rotation, x, y)
        assert game.area.check(DECK[tile], rotation, x, y) is None


def test_the_first_placements_of_a_known_start():
    game = place(new_game(2), hands=["KBRG BKRG GRBK RGBK", "KBGR"])
    # worked out by hand from the shape (docs/rules/madnooks.md): each lays a
    # long side fully along a long side of the start tile, or long side 2 of
    # GRBK (red) along its red short side 1
    assert texts(game) == [
        "lay bkrg 90 0,-1",
        "lay bkrg 90 1,-1",
        "lay grbk 270 2,1",
        "lay kbrg 180 -1,1",
        "lay kbrg 180 2,-1",
    ]


def test_tiles_of_equal_colours_are_listed_once():
    game = place(new_game(2), hands=["KBRG KBRG", "BKRG"], start="KBGR")
    ids = sorted(game.hands[0])
    assert ids[1] == ids[0] + 24
    legal = game.legal_actions(0)
    assert len(legal) == len(game.area.placements(DECK[ids[0]])) > 0
    assert all(a.data[0] == ids[0] for a in legal)
    assert game.actions_for_tile(0, ids[1]) == legal


def test_labels_say_tile_rotation_position_points_and_touches():
    game = place(new_game(2), hands=["KBRG", "BKRG"])
    action = game.find_action(0, "lay kbrg 180 2,-1")
    assert action.data[1:] == (2, 2, -1, 1)
    assert render(action.label, "en") == (
        "Lay black blue red green turned 180° at 2,-1: 1 point, touching long side 1 black fully"
    )
    assert render(action.label, "de") == (
        "Kärtchen schwarz blau rot grün um 180° gedreht auf 2,-1 anlegen: 1 Punkt, "
        "berührt lange Seite 1 schwarz ganz"
    )


def test_labels_of_a_random_game_name_every_touching_side():
    game = new_game(4, seed=3)
    rng = random.Random(3)
    checked = 0
    while not game.is_over():
        for action in game.legal_actions(game.turn):
            english, german = render(action.label, "en"), render(action.label, "de")
            if action.kind == PASS:
                assert "Miss a turn" in english and "Aussetzen" in german
                continue
            tile, rotation, x, y, points = action.data
            placement = game.area.placement(DECK[tile], rotation, x, y)
            assert placement.points == points == len(placement.touches)
            assert f"{x},{y}" in english and (f"{points} point" in english)
            for touch in placement.touches:
                side = SIDE_NAMES[touch.side]
                assert f"{side[:-1]} side {side[-1]}" in english
                assert ("lange" if "long" in side else "kurze") + f" Seite {side[-1]}" in german
            checked += 1
        step(game, rng)
    assert checked > 20


# --- laying, scoring, drawing ---------------------------------------------------


def test_lay_scores_and_draws():
    game = place(new_game(2), hands=["KBRG BKRG GRBK RGBK", "KBGR GBKR"], stack="RBKG KGBR")
    start = game.area.laid[0].tile
    events = game.apply(0, "lay kbrg 180 2,-1")
    assert kinds(events) == ["laid", "drew", "drawn", "turn"]
    laid = find(events, "laid")
    assert laid.seat == 0 and laid.visible_to is None
    assert {k: laid.data[k] for k in ("code", "rotation", "x", "y", "points", "score")} == {
        "code": "KBRG",
        "rotation": 2,
        "x": 2,
        "y": -1,
        "points": 1,
        "score": 1,
    }
    assert laid.data["touches"] == [{"side": 0, "colour": 0, "full": True, "tiles": [start]}]
    drew, drawn = find(events, "drew"), find(events, "drawn")
    assert drew.visible_to is None and drew.data == {"stack": 1} and "tile" not in drew.data
    assert drawn.visible_to == (0,) and codes([drawn.data["tile"]]) == ["RBKG"]
    assert codes(game.hands[0]) == ["BKRG", "GRBK", "RBKG", "RGBK"]
    assert game.scores == [1, 0] and game.turn == 1 and len(game.stack) == 1
    assert find(events, "turn").seat == 1
    last = game.view(1)["last"]
    assert last["seat"] == 0 and last["code"] == "KBRG" and last["points"] == 1
    assert game.view(1)["area"][-1] == [laid.data["tile"], "KBRG", 2, 2, -1, 0]
    assert len(every_tile(game)) == len(set(every_tile(game))) == 9


def test_no_draw_from_an_empty_stack():
    game = place(new_game(2), hands=["KBRG BKRG", "KBGR"], stack="")
    events = game.apply(0, "lay kbrg 180 2,-1")
    assert kinds(events) == ["laid", "turn"]
    assert codes(game.hands[0]) == ["BKRG"]


def test_a_seat_with_an_empty_hand_is_skipped():
    game = place(new_game(3), hands=["KBRG BKRG", "", "KBGR"], stack="")
    events = game.apply(0, "lay kbrg 180 2,-1")
    assert find(events, "turn").seat == 2 and game.turn == 2


# --- missing a turn ---------------------------------------------------------------


def test_a_player_who_cannot_lay_misses_the_turn():
    game = place(new_game(2), hands=[" ".join(NO_FIT), "KBRG"], stack="KBGR")
    assert texts(game) == ["pass"]
    action = game.legal_actions(0)[0]
    assert render(action.label, "de").startswith("Aussetzen")
    events = game.apply(0, "pass")
    assert kinds(events) == ["missed", "turn"]
    assert find(events, "missed").data == {"in_a_row": 1, "draws": False}
    assert codes(game.hands[0]) == sorted(NO_FIT) and len(game.stack) == 1, "no tile is drawn"
    assert game.turn == 1 and game.misses == 1
    game.apply(1, "lay kbrg 180 2,-1")
    assert game.misses == 0, "a tile laid ends the run of missed turns"


def test_the_turn_event_says_when_a_player_must_miss():
    game = place(new_game(2), hands=["KBRG", " ".join(NO_FIT)], stack="")
    events = game.apply(0, "lay kbrg 180 2,-1")
    assert find(events, "turn").data == {"round": 1, "must_miss": True, "will_draw": False}


def test_pass_is_refused_while_a_tile_fits():
    game = place(new_game(2), hands=["KBRG", "KBGR"])
    assert refused(game, 0, "pass").msg.key == "madnooks.illegal.must_lay"
    assert refused(game, 0, "aussetzen").msg.key == "madnooks.illegal.must_lay"


# --- the end -------------------------------------------------------------------


def test_the_game_ends_when_all_tiles_are_laid():
    game = place(new_game(2), hands=["KBRG", ""], stack="", scores=[3, 5])
    events = game.apply(0, "lay kbrg 180 2,-1")
    assert kinds(events) == ["laid", "game_over"]
    over = find(events, "game_over")
    assert over.data == {"scores": [4, 5], "winners": [1], "reason": ALL_LAID}
    assert game.is_over() and game.waiting_for() == [] and game.legal_actions(0) == []
    assert game.result().scores == (4, 5) and game.result().winners == (1,)
    view = game.view(0)
    assert view["over"] and view["turn"] is None and view["reason"] == ALL_LAID
    assert refused(game, 0, "pass").msg.key == "core.game_over"


def test_the_game_ends_when_everyone_in_a_row_misses():
    game = place(new_game(2), hands=["BGKR", "RGBK"], stack="KBGR", scores=[2, 2])
    assert kinds(game.apply(0, "pass")) == ["missed", "turn"]
    events = game.apply(1, "pass")
    assert kinds(events) == ["missed", "game_over"]
    assert find(events, "missed").data["in_a_row"] == 2
    assert find(events, "game_over").data == {
        "scores": [2, 2],
        "winners": [0, 1],
        "reason": BLOCKED,
    }
    assert game.result().winners == (0, 1), "a tie shares the win"


def test_blocked_counts_only_players_holding_tiles():
    game = place(new_game(3), hands=["BGKR", "", "RGBK"], stack="")
    game.apply(0, "pass")
    assert game.turn == 2
    events = game.apply(2, "pass")
    assert find(events, "game_over").data["reason"] == BLOCKED


def test_rounds_option_ends_after_the_last_round():
    game = place(new_game(2, rounds=1), hands=["KBRG BKRG", "KBGR BKGR"], stack=None)
    game.apply(0, "lay kbrg 180 2,-1")
    assert not game.is_over() and game.round == 1
    events = game.apply(1, "lay kbgr 180 -1,1")
    assert kinds(events)[-1] == "game_over"
    assert find(events, "game_over").data["reason"] == ROUNDS


def test_rounds_are_counted_from_seat_zero():
    game = new_game(3, seed=5, rounds=2)
    rng = random.Random(5)
    turns = 0
    while not game.is_over():
        assert game.view(None)["round"] == turns // 3 + 1
        step(game, rng)
        turns += 1
    assert game.reason in (ROUNDS, BLOCKED)
    if game.reason == ROUNDS:
        assert turns == 6


def test_random_games_end_with_all_tiles_in_one_place():
    for seed in range(8):
        game = new_game(2 + seed % 5, seed=seed)
        play_out(game, random.Random(seed))
        assert every_tile(game) == list(range(DECK_SIZE))
        assert game.reason in (ALL_LAID, BLOCKED)
        scores = game.result().scores
        assert list(scores) == game.scores and max(scores) == scores[game.result().winners[0]]
        placed = len(game.area.laid) - 1
        assert placed <= sum(scores) <= 4 * placed, "every placement scores 1 to 4"


# --- refusals ----------------------------------------------------------------------


def _position_refused_for(game: MadNooks, code: str, reason: str) -> tuple[int, int, int]:
    colours = parse_tile_code(code)
    for rotation in range(4):
        for x in range(-4, 5):
            for y in range(-4, 5):
                if game.area.check(colours, rotation, x, y) == reason:
                    return rotation, x, y
    raise AssertionError(f"no position refused for {reason}")


@pytest.mark.parametrize("reason", REASONS)
def test_each_refusal_of_the_laying_rules(reason):
    game = place(new_game(2), hands=["KBRG BKRG", "KBGR"], stack="RBKG")
    rotation, x, y = _position_refused_for(game, "KBRG", reason)
    refusal = refused(game, 0, lay_text(parse_tile_code("KBRG"), rotation, x, y))
    key = refusal.msg.key
    assert key.startswith(f"madnooks.illegal.{reason}")
    english, german = refusal.text("en"), refusal.text("de")
    assert f"{x},{y}" in english and f"{x},{y}" in german
    assert "black blue red green" in english and "schwarz blau rot grün" in german
    if reason == "colour":
        assert key == "madnooks.illegal.colour.side"
        assert " but would touch " in english and "würde aber" in german


def test_colour_refusal_names_the_side_and_the_colours():
    game = place(new_game(2), hands=["KBRG", "KBGR"])
    # rotation 0 at -1,-1: short side 1 (red) lies against the start
    # tile's long side 1 (black), short side 2 (green) against its long side 2 (blue)
    refusal = refused(game, 0, "lay kbrg 0 -1,-1")
    assert refusal.msg.key == "madnooks.illegal.colour.side"
    assert refusal.text("en") == (
        "The tile black blue red green not turned at -1,-1: "
        "its short side 1 is red but would touch black."
    )
    assert refusal.text("de") == (
        "Das Kärtchen schwarz blau rot grün ungedreht auf -1,-1: "
        "seine kurze Seite 1 ist rot, würde aber schwarz berühren."
    )


@pytest.mark.parametrize(
    "text,key",
    [
        ("lay rbkg 0 1,1", "madnooks.illegal.not_held"),
        ("lay kbrg 45 1,-1", "madnooks.illegal.rotation"),
        ("lay kbrg", "madnooks.illegal.syntax"),
        ("lay kbrx 90 1,1", "madnooks.illegal.syntax"),
        ("lay kbrg 90 1", "madnooks.illegal.syntax"),
        ("lege kbrg 90 a,b", "madnooks.illegal.syntax"),
        ("dance", "madnooks.illegal.syntax"),
    ],
)
def test_bad_moves_are_refused_with_a_reason(text, key):
    game = place(new_game(2), hands=["KBRG", "KBGR"])
    refusal = refused(game, 0, text)
    assert refusal.msg.key == key
    assert refusal.text("de") != refusal.text("en")


def test_understands_only_moves():
    game = new_game()
    assert game.understands("lay kbrg 90 1,1") and game.understands("lege x")
    assert game.understands("aussetzen") and not game.understands("scores")


def test_moves_out_of_turn_are_refused():
    game = place(new_game(2), hands=["KBRG", "KBGR"])
    assert refused(game, 1, "lay kbgr 180 2,-1").msg.key == "core.not_your_turn"


# --- typed moves ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed",
    [
        "lay kbrg 180 2,-1",
        "LAY KBRG 180 2,-1",
        "lege kbrg 180 2 -1",
        "lege sbrg 180 2, -1",
        "lay kbrg 2,-1 180",
        "leg kbrg 180° 2,-1",
        "anlegen kbrg um 180 auf 2,-1",
    ],
)
def test_typed_forms_find_the_action(typed):
    game = place(new_game(2), hands=["KBRG", "KBGR"])
    assert game.find_action(0, typed).text == "lay kbrg 180 2,-1"
    assert game.find_action(1, typed) is None


@pytest.mark.parametrize("typed", ["pass", "aussetzen", "miss a turn", "setze aus"])
def test_typed_forms_of_missing_a_turn(typed):
    game = place(new_game(2), hands=["BGKR", "KBGR"])
    assert game.find_action(0, typed).text == "pass"


# --- views ----------------------------------------------------------------------


def test_views_show_only_the_own_hand():
    game = new_game(4, seed=2)
    for seat in range(4):
        view = game.view(seat)
        assert view["hand"] == game.hands[seat] and view["me"] == seat
        assert view["hand_counts"] == [4, 4, 4, 4] and view["stack"] == len(game.stack)
    assert game.view(None)["hand"] is None
    keys = set(game.view(0))
    assert {
        "variant",
        "players",
        "turn",
        "hand",
        "hand_counts",
        "stack",
        "area",
        "scores",
        "over",
        "winners",
        "last",
    } <= keys


def test_snapshot_is_json_and_changes_with_the_chance():
    import json

    game = new_game(3, seed=4)
    snapshot = game.snapshot()
    assert json.loads(json.dumps(snapshot)) == snapshot
    assert len(snapshot["chance"]) == 40


def test_timeout_action_lays_the_most_points_or_misses():
    game = new_game(3, seed=9)
    rng = random.Random(9)
    while not game.is_over():
        seat = game.turn
        automatic = game.timeout_action(seat)
        legal = game.legal_actions(seat)
        assert automatic in legal
        if automatic.kind == LAY:
            assert automatic.data[4] == max(a.data[4] for a in legal)
        assert game.timeout_action((seat + 1) % 3) is None
        step(game, rng)


# --- saving ------------------------------------------------------------------------


def test_save_and_load_mid_game():
    game = new_game(3, seed=11, rounds=9)
    rng = random.Random(11)
    for _ in range(7):
        step(game, rng)
    data = game_to_data(game)
    copy = game_from_data(data, lookup)
    assert copy.fingerprint() == game.fingerprint()
    assert copy.view(1) == game.view(1)
    while not game.is_over():
        seat = game.to_play()
        action = rng.choice(game.legal_actions(seat))
        assert game.apply(seat, action.text) == copy.apply(seat, action.text)
    assert copy.result() == game.result()


@pytest.mark.parametrize("edition", [None, 1])
def test_a_save_made_with_the_three_cell_tile_is_refused_with_what_changed(edition):
    """Saves before the wing carry no edition (or edition 1); their moves
    would be replayed into another game, so loading refuses them and says why."""
    game = new_game(2, seed=4)
    rng = random.Random(4)
    for _ in range(3):
        step(game, rng)
    data = game_to_data(game)
    assert data["rules"] == MadNooks.rules_version == 2
    if edition is None:
        del data["rules"]
    else:
        data["rules"] = edition
    with pytest.raises(SaveError) as caught:
        game_from_data(data, lookup, "old.json")
    assert caught.value.msg.key == "core.save.rules_older"
    english, german = render(caught.value.msg, "en"), render(caught.value.msg, "de")
    assert "old.json" in english and "Mad Nooks" in english and "earlier edition" in english
    assert "wings of four cells" in english and "Start a new game." in english
    assert (
        "old.json" in german
        and "früheren Fassung" in german
        and "Flügel aus vier Feldern" in german
    )


def test_a_save_of_a_newer_edition_asks_for_an_update():
    data = game_to_data(new_game(2, seed=4))
    data["rules"] = 3
    with pytest.raises(SaveError) as caught:
        game_from_data(data, lookup, "new.json")
    assert caught.value.msg.key == "core.save.rules_newer"
    assert "Update the program" in render(caught.value.msg, "en")


@pytest.mark.parametrize("edition", ["2", 0, -1, 10**7, 2.0, [2]])
def test_a_save_with_a_malformed_edition_is_refused_as_invalid(edition):
    data = game_to_data(new_game(2, seed=4))
    data["rules"] = edition
    with pytest.raises(SaveError) as caught:
        game_from_data(data, lookup, "odd.json")
    assert caught.value.msg.key == "core.save.invalid"


# --- messages ------------------------------------------------------------------------


def test_every_message_exists_in_both_languages_with_the_same_variables():
    from accessible_games.core.messages import message_ids, message_text, message_variables

    english = {k for k in message_ids("en") if k.startswith("madnooks-")}
    german = {k for k in message_ids("de") if k.startswith("madnooks-")}
    assert english and english == german
    for ident in english:
        assert message_variables(ident, "en") == message_variables(ident, "de"), ident
    said = " ".join(message_text(ident, "de") for ident in german)
    for term in ("anlegen", "aussetzen", "Kärtchen", "lange Seite", "kurze Seite", "Spitze"):
        assert term in said


def test_options_are_said_in_both_languages():
    from accessible_games.core.options import option_label, option_text

    assert render(option_label("madnooks", "rounds"), "de") == "Anzahl der Runden"
    assert (
        option_text("madnooks", "rounds", None, lambda m: render(m, "en"))
        == "until the tiles are used up"
    )
    assert (
        option_text("madnooks", "variant", "classic", lambda m: render(m, "de"))
        == "Klassisch (um die Punkte)"
    )
