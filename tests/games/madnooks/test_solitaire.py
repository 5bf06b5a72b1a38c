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
    game = place(solitaire(3), hands=["KGRB", "KBGR", "KBRG"], stack="RBKG RBGK RGKB")
    game.apply(0, "lay kgrb 180 2,-1")  # long side 1 black on the start tile's: 1 point
    assert game.scores == [1, 1, 1]
    assert game.turn == 1
    best = game.timeout_action(1)
    assert best.kind == "lay"
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
    assert "lay kgrb 180 2,-1" in texts(game)


def test_the_turn_event_says_a_tile_will_be_drawn():
    game = place(solitaire(2), hands=["KGRB", " ".join(NO_FIT)], stack="GBRK")
    events = game.apply(0, "lay kgrb 180 2,-1")
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
    events = game.apply(0, "lay kgrb 180 2,-1")
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
    drawing.apply(1, "lay kgrb 180 2,-1")
    assert drawing.scores == [0, 1]


def test_draw_on_miss_games_end():
    for seed in range(10):
        game = new_game(3, seed, draw_on_miss=True)
        play_out(game, random.Random(seed), limit=400)
        assert every_tile(game) == list(range(DECK_SIZE))
        if game.reason == "blocked":
            assert not game.stack


def ring_closed(players: int = 1, scores: list[int] | None = None):
    """Three tiles laid where they fit (start tile, BKRG, KRBG) and the
    last tile KBGR in seat 0's hand; laid turned 270° at 3,-2 it encloses
    the empty cell 2,-1 and finishes the picture. The game and its end."""
    game = place(
        solitaire(players),
        hands=["KBGR"] + [""] * (players - 1),
        stack="",
        laid=[("BKRG", 1, 0, -1, 0), ("KRBG", 0, 1, -3, 0)],
        scores=scores,
        checked=True,
    )
    for seat in range(1, players):
        game.hands[seat] = []
    events = game.apply(0, "lay kbgr 270 3,-2")
    return game, find(events, "game_over")


def blocked(players: int, hands: list[str], scores: list[int]):
    """No tile fits and the stack is used up: every seat holding tiles
    misses a turn. The game and its end."""
    game = place(solitaire(players), hands=hands, stack="", scores=scores)
    events: list = []
    while not game.is_over():
        events += game.apply(game.turn, "pass")
    return game, find(events, "game_over")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_picture_finished_alone_says_the_score_and_the_enclosed_cells(lang):
    game, over = ring_closed(1, scores=[5])
    assert (
        over.data["reason"] == "all_laid"
        and over.data["holes"] == [[2, -1]]
        and over.data["left"] == 0
    )
    assert game.scores == [6]
    n = MadNooksNarrator(lang, ["Anna"], 0, {"variant": "solitaire"})
    said = n.event(over)
    assert (
        said.speech
        == {
            "en": "Game over. You finished the picture: every tile is laid. Your score: 6 points. "
            "One empty cell is enclosed: 2,-1.",
            "de": "Das Spiel ist zu Ende. Du hast das Bild vollendet: alle Kärtchen sind angelegt. "
            "Dein Ergebnis: 6 Punkte. Ein leeres Feld ist eingeschlossen: 2,-1.",
        }[lang]
    )
    assert (
        said.braille
        == {
            "en": "game over, picture finished; score 6, enclosed 1: 2,-1",
            "de": "Ende, Bild fertig; Punkte 6, eingeschlossen 1: 2,-1",
        }[lang]
    )
    # asked afterwards, the status says the same
    view = game.view(0)
    head = {"en": ("Game over. ", "The game is over. "), "de": ("Das Spiel ist zu Ende. ",) * 2}[
        lang
    ]
    assert said.speech.startswith(head[0])
    assert n.status(view).speech == head[1] + said.speech[len(head[0]) :]
    # the one score, with its unit; the players' lines hold no points and no winner
    assert (
        n.scores(view)[0].speech
        == {"en": "Your score: 6 points.", "de": "Dein Ergebnis: 6 Punkte."}[lang]
    )
    assert game.winners == [0]  # the rules count a finished picture as the team's
    for item in n.player_items(view):
        assert not any(word in item.speech for word in ("point", "Punkt", "winner", "Sieger")), (
            item.speech
        )
        assert not any(word in item.braille for word in ("wins", "gewinnt")), item.braille


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_picture_left_unfinished_alone_says_the_tiles_left(lang):
    _, over = blocked(1, [NO_FIT[0]], [1])
    assert over.data["reason"] == "blocked" and over.data["left"] == 1 and over.data["holes"] == []
    said = MadNooksNarrator(lang, ["Anna"], 0, {"variant": "solitaire"}).event(over)
    assert (
        said.speech
        == {
            "en": "Game over. Your picture stays unfinished: no tile fits any more and the stack "
            "is used up; one tile is left. Your score: 1 point. No empty cell is enclosed.",
            "de": "Das Spiel ist zu Ende. Dein Bild bleibt unvollendet: kein Kärtchen passt mehr, "
            "und der Stapel ist aufgebraucht; ein Kärtchen bleibt übrig. Dein Ergebnis: 1 Punkt. "
            "Kein leeres Feld ist eingeschlossen.",
        }[lang]
    )
    assert (
        said.braille
        == {
            "en": "game over, picture unfinished, left 1; score 1, enclosed 0",
            "de": "Ende, Bild unfertig, übrig 1; Punkte 1, eingeschlossen 0",
        }[lang]
    )
    # an onlooker hears whose picture it is
    watched = MadNooksNarrator(lang, ["Anna"], None, {"variant": "solitaire"}).event(over).speech
    assert {"en": "Anna's picture stays unfinished", "de": "Das Bild von Anna bleibt unvollendet"}[
        lang
    ] in watched
    assert {"en": "Anna's score: 1 point.", "de": "Ergebnis von Anna: 1 Punkt."}[lang] in watched


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_team_hears_its_shared_score_finished_or_not(lang):
    # finished: the last tile laid by Anna, Ben's hand empty
    game, over = ring_closed(2, scores=[3, 3])
    assert game.scores == [4, 4] and over.data["winners"] == [0, 1]
    for viewer in (0, 1):
        n = MadNooksNarrator(lang, ["Anna", "Ben"], viewer, {"variant": "solitaire"})
        said = n.event(over).speech
        assert said.startswith(
            {
                "en": "Game over. Your team finished the picture: every tile is laid. Your team's "
                "score: 4 points.",
                "de": "Das Spiel ist zu Ende. Euer Team hat das Bild vollendet: alle Kärtchen sind "
                "angelegt. Ergebnis eures Teams: 4 Punkte.",
            }[lang]
        )
        assert "2,-1" in said
        view = game.view(viewer)
        assert (
            n.scores(view)[0].speech
            == {"en": "Your team's score: 4 points.", "de": "Ergebnis eures Teams: 4 Punkte."}[lang]
        )
        assert all(
            not any(w in i.speech for w in ("winner", "Sieger")) for i in n.player_items(view)
        )
        assert {"en": "Your team finished the picture", "de": "Euer Team hat das Bild vollendet"}[
            lang
        ] in n.status(view).speech
    onlooker = (
        MadNooksNarrator(lang, ["Anna", "Ben"], None, {"variant": "solitaire"}).event(over).speech
    )
    assert {"en": "The team finished the picture", "de": "Das Team hat das Bild vollendet"}[
        lang
    ] in onlooker
    # unfinished: nothing fits, two tiles are left
    game, over = blocked(2, [NO_FIT[0], NO_FIT[1]], [7, 7])
    assert over.data["winners"] == [] and over.data["left"] == 2
    said = MadNooksNarrator(lang, ["Anna", "Ben"], 1, {"variant": "solitaire"}).event(over)
    assert (
        said.speech
        == {
            "en": "Game over. Your team's picture stays unfinished: no tile fits any more and the "
            "stack is used up; 2 tiles are left. Your team's score: 7 points. No empty cell is "
            "enclosed.",
            "de": "Das Spiel ist zu Ende. Das Bild eures Teams bleibt unvollendet: kein Kärtchen "
            "passt mehr, und der Stapel ist aufgebraucht; 2 Kärtchen bleiben übrig. Ergebnis eures "
            "Teams: 7 Punkte. Kein leeres Feld ist eingeschlossen.",
        }[lang]
    )
    assert (
        said.braille
        == {
            "en": "game over, picture unfinished, left 2; team 7, enclosed 0",
            "de": "Ende, Bild unfertig, übrig 2; Team 7, eingeschlossen 0",
        }[lang]
    )


def test_the_end_says_what_the_result_line_says():
    # the narrator's end and the rules' result line name the same picture, points and enclosed
    # spaces
    for game, over in (
        ring_closed(1, scores=[5]),
        ring_closed(2),
        blocked(1, [NO_FIT[0]], [1]),
        blocked(2, [NO_FIT[0], NO_FIT[1]], [7, 7]),
    ):
        line = game.result().line.params
        said = (
            MadNooksNarrator("en", ["Anna", "Ben"][: game.players], 0, {"variant": "solitaire"})
            .event(over)
            .speech
        )
        assert ("finished the picture" in said) == (line["finished"] == "yes")
        assert ("team" in said) == (line["team"] == "team")
        points = line["points"]
        assert f"score: {points} point{'s' if points != 1 else ''}." in said
        holes = line["holes"]
        assert {0: "No empty cell is enclosed.", 1: "One empty cell is enclosed"}.get(
            holes, f"{holes} empty cells are enclosed"
        ) in said
        assert "win" not in said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_team_s_placement_adds_to_the_team_s_score_not_the_player_s(lang):
    game = solitaire(2, seed=3)
    seat = game.turn
    events = game.apply(seat, game.legal_actions(seat)[0].text)
    laid = next(e for e in events if e.kind == "laid")
    score = {"en": f"{game.scores[0]} point", "de": f"{game.scores[0]} Punkt"}[lang]
    mate = (
        MadNooksNarrator(lang, ["Anna", "Ben"], 1 - seat, {"variant": "solitaire"})
        .event(laid)
        .speech
    )
    own = MadNooksNarrator(lang, ["Anna", "Ben"], seat, {"variant": "solitaire"}).event(laid).speech
    onlooker = (
        MadNooksNarrator(lang, ["Anna", "Ben"], None, {"variant": "solitaire"}).event(laid).speech
    )
    yours = {"en": "Your team now has ", "de": "Euer Team hat jetzt "}[lang]
    for said in (mate, own):
        assert yours + score in said and "Anna now has" not in said and "Anna hat jetzt" not in said
    assert {"en": "The team now has ", "de": "Das Team hat jetzt "}[lang] + score in onlooker
    # alone, the score is the player's own
    game = solitaire(1, seed=3)
    laid = next(e for e in game.apply(0, game.legal_actions(0)[0].text) if e.kind == "laid")
    alone = MadNooksNarrator(lang, ["Anna"], 0, {"variant": "solitaire"}).event(laid).speech
    assert {"en": "You now have ", "de": "Du hast jetzt "}[lang] in alone


def test_the_start_says_the_goal_alone_and_as_a_team():
    alone = MadNooksNarrator("en", ["Anna"], 0).event(solitaire(1).setup_events[0])
    assert "Solitaire" in alone.speech and "your score" in alone.speech
    team = MadNooksNarrator("de", ["Anna", "Ben"], 0).event(solitaire(2).setup_events[0])
    assert "Solitär" in team.speech and "Teams" in team.speech


def test_a_table_announces_only_its_variants_options():
    from accessible_games.app.session import Session

    def said(variant: str, players: int, game: str = "madnooks", lang: str = "en") -> str:
        session = Session.new(
            game, players, players - 1, "random", 1, {"variant": variant}, lang, lambda u: None
        )
        return session.options_line().speech

    classic = said("classic", 2)
    assert "Number of rounds" in classic and "draw" in classic and "Poker" not in classic
    solitaire = said("solitaire", 1)
    assert (
        "Number of rounds" not in solitaire
        and "Poker" not in solitaire
        and "Variant: Solitaire" in solitaire
    )
    poker = said("poker", 2, lang="de")
    assert "Spieleinsatz" in poker and "Anzahl der Runden" in poker and "Klassisch" not in poker
    simple = said("simple", 2, game="pulok")
    assert "Experts" not in simple
    assert "Experts" in said("experts", 2, game="pulok")
