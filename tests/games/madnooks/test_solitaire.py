"""Mad Nooks Solitaire (alone and as a team) and Classic's option
``draw_on_miss``: one shared area and score, a tile drawn instead of a
laying move that does not exist, the end by all tiles laid or by a
blocked table, the enclosed empty cells reported."""

from __future__ import annotations

import random

import pytest

from accessible_games.core.errors import OptionError
from accessible_games.core.messages import render
from accessible_games.games.madnooks.describe import MadNooksNarrator
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.madnooks.tiles import DECK_SIZE
from tests.game_helpers import refused
from tests.games.madnooks.madnooks_helpers import (
    NO_FIT,
    codes,
    every_tile,
    find,
    kinds,
    new_game,
    place,
    play_out,
    texts,
)


def solitaire(players: int = 1, seed: int = 0) -> MadNooks:
    return new_game(players, seed, variant="solitaire")


def test_solitaire_is_played_alone_or_by_up_to_six():
    for players in (1, 2, 6):
        game = solitaire(players)
        assert game.variant == "solitaire"
        assert len(game.hands) == players and all(len(h) == 4 for h in game.hands)
        assert len(game.stack) == DECK_SIZE - 1 - 4 * players
    with pytest.raises(OptionError) as caught:
        new_game(1, variant="classic")
    assert caught.value.msg.key == "core.players.range"
    with pytest.raises(OptionError):
        new_game(7, variant="solitaire")


def test_the_team_shares_one_score():
    game = place(solitaire(3), hands=["KGRB", "BKRG", "KBRG"], stack="RBKG RBGK RGKB")
    game.apply(0, "lay kgrb 180 1,-1")  # long side 1 black on the start tile's: 1 point
    assert game.scores == [1, 1, 1]
    assert game.turn == 1
    best = game.timeout_action(1)
    game.apply(1, best)
    assert game.scores == [1 + best.data[4]] * 3
    assert game.view(2)["scores"] == game.scores


def test_a_player_who_cannot_lay_draws_instead():
    game = place(solitaire(1), hands=[" ".join(NO_FIT)], stack="KGRB BKRG")
    legal = game.legal_actions(0)
    assert [a.text for a in legal] == ["pass"]
    assert render(legal[0].label, "en").startswith("Miss a turn and draw a tile")
    assert render(legal[0].label, "de").startswith("Aussetzen und ein Kärtchen ziehen")
    events = game.apply(0, "pass")
    assert kinds(events) == ["missed", "drew", "drawn", "turn"]
    assert find(events, "missed").data == {"in_a_row": 0, "draws": True}
    assert codes(game.hands[0]) == sorted([*NO_FIT, "KGRB"])
    assert game.misses == 0 and game.turn == 0 and not game.over
    # the drawn tile fits: the player lays it
    assert "lay kgrb 180 1,-1" in texts(game)


def test_the_turn_event_says_a_tile_will_be_drawn():
    game = place(solitaire(2), hands=["KGRB", " ".join(NO_FIT)], stack="GBRK")
    events = game.apply(0, "lay kgrb 180 1,-1")
    # seat 0 drew GBRK; seat 1 holds two tiles that fit nowhere
    turn = find(events, "turn")
    assert turn.seat == 1
    if turn.data["must_miss"]:
        assert turn.data["will_draw"] is True


def test_a_move_is_refused_when_a_tile_fits_even_in_solitaire():
    game = place(solitaire(1), hands=["KGRB"], stack="BKRG")
    error = refused(game, 0, "pass")
    assert error.msg.key == "madnooks.illegal.must_lay"


def test_with_the_stack_used_up_a_blocked_table_ends_without_a_winner():
    game = place(solitaire(2), hands=[NO_FIT[0], NO_FIT[1]], stack="")
    events = game.apply(0, "pass")
    assert find(events, "missed").data == {"in_a_row": 1, "draws": False}
    events = game.apply(1, "pass")
    over = find(events, "game_over")
    assert over.data["reason"] == "blocked"
    assert over.data["winners"] == [] and game.winners == []
    assert over.data["left"] == 2 and over.data["laid"] == 1
    assert over.data["holes"] == []
    assert game.result().winners == ()


def test_laying_every_tile_is_the_team_win_and_reports_the_holes():
    # the last tile in hand is laid: every tile is laid, and the team wins
    game = place(solitaire(2), hands=["KGRB", ""], stack="")
    game.hands[1] = []
    events = game.apply(0, "lay kgrb 180 1,-1")
    over = find(events, "game_over")
    assert over.data["reason"] == "all_laid"
    assert over.data["winners"] == [0, 1]
    assert over.data["left"] == 0
    assert over.data["holes"] == [list(c) for c in game.area.holes()]


def test_holes_in_the_end_event_are_the_enclosed_cells():
    # a ring of tiles around 1,1 (the start tile's nook) is not needed: any
    # finished random game's holes equal the area's
    for seed in range(6):
        game = solitaire(1, seed)
        events = list(game.setup_events)
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.to_play()
            events += game.apply(seat, game.timeout_action(seat))
        over = find(events, "game_over")
        assert over.data["holes"] == [list(c) for c in game.area.holes()]
        assert over.data["laid"] == len(game.area.laid)
        assert over.data["left"] == DECK_SIZE - len(game.area.laid)
        assert over.data["scores"] == [sum(p for p in _points(events))]
        assert rng  # the games are played by the best move, not by chance


def _points(events):
    return [e.data["points"] for e in events if e.kind == "laid"]


@pytest.mark.parametrize("players", [1, 3])
def test_random_solitaire_games_end_with_every_tile_somewhere(players):
    for seed in range(8):
        game = solitaire(players, seed)
        rng = random.Random(seed)
        play_out(game, rng, limit=400)
        assert every_tile(game) == list(range(DECK_SIZE))
        assert game.reason in ("all_laid", "blocked")
        if game.reason == "blocked":
            assert not game.stack
        assert len(set(game.scores)) == 1


def test_classic_draws_on_a_miss_only_with_the_option():
    plain = place(new_game(2), hands=[" ".join(NO_FIT), "KGRB"], stack="BKRG")
    assert plain.apply(0, "pass")[0].data["draws"] is False
    assert codes(plain.hands[0]) == sorted(NO_FIT)
    drawing = place(new_game(2, draw_on_miss=True), hands=[" ".join(NO_FIT), "KGRB"], stack="BKRG")
    events = drawing.apply(0, "pass")
    assert kinds(events)[:3] == ["missed", "drew", "drawn"]
    assert codes(drawing.hands[0]) == sorted([*NO_FIT, "BKRG"])
    # the scores stay each player's own in Classic
    drawing.apply(1, "lay kgrb 180 1,-1")
    assert drawing.scores == [0, 1]


def test_draw_on_miss_games_end():
    for seed in range(10):
        game = new_game(3, seed, draw_on_miss=True)
        play_out(game, random.Random(seed), limit=400)
        assert every_tile(game) == list(range(DECK_SIZE))
        if game.reason == "blocked":
            assert not game.stack


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_end_of_a_solitaire_game_is_said_with_score_holes_and_tiles_left(lang):
    # four tiles around the cell 1,1 (laid unchecked): it is enclosed
    ring = [("KBGR", 0, 2, 1, 0), ("KGBR", 2, 2, 2, 0), ("KGRB", 0, 0, 2, 0)]
    game = place(solitaire(1), hands=["KBRG"], stack="", laid=ring)
    events = game.apply(0, game.timeout_action(0))  # the last tile: the area is complete
    n = MadNooksNarrator(lang, ["Anna"], 0, {"variant": "solitaire"})
    said = n.event(find(events, "game_over"))
    assert find(events, "game_over").data["holes"] == [[1, 1]]
    assert "1,1" in said.speech and "1,1" in said.braille
    points = game.scores[0]
    words = {"en": (f"Score: {points}", "One empty space is enclosed", "Every tile is laid"),
             "de": (f"Punktestand: {points}", "Ein Freiraum ist eingeschlossen", "Alle Kärtchen sind angelegt")}[lang]
    for word in words:
        assert word in said.speech, said.speech
    # the team's score in the scores and players, once
    view = game.view(0)
    assert n.scores(view)[0].speech == {"en": "Score: 1 point.", "de": "Punktestand: 1 Punkt."}[lang]
    assert points == 1
    assert all("point" not in i.speech and "Punkt" not in i.speech for i in n.player_items(view))
    assert "1,1" in n.status(view).speech


def test_the_start_says_the_goal_alone_and_as_a_team():
    alone = MadNooksNarrator("en", ["Anna"], 0).event(solitaire(1).setup_events[0])
    assert "Solitaire" in alone.speech and "your score" in alone.speech
    team = MadNooksNarrator("de", ["Anna", "Ben"], 0).event(solitaire(2).setup_events[0])
    assert "Solitär" in team.speech and "Teams" in team.speech


def test_a_table_announces_only_its_variants_options():
    from accessible_games.ui.session import Session

    def said(variant: str, players: int, game: str = "madnooks", lang: str = "en") -> str:
        session = Session.new(game, players, players - 1, "random", 1, {"variant": variant}, lang, lambda u: None)
        return session.options_line().speech

    classic = said("classic", 2)
    assert "Number of rounds" in classic and "draw" in classic and "Poker" not in classic
    solitaire = said("solitaire", 1)
    assert "Number of rounds" not in solitaire and "Poker" not in solitaire and "Variant: Solitaire" in solitaire
    poker = said("poker", 2, lang="de")
    assert "Spieleinsatz" in poker and "Anzahl der Runden" in poker and "Klassisch" not in poker
    simple = said("simple", 2, game="pulok")
    assert "Experts" not in simple
    assert "Experts" in said("experts", 2, game="pulok")
