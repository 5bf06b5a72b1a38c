"""MONAD's narration: every event said in both languages, spoken and in
terse braille; the zones of the full-screen mode (columns, piles, players,
hand); the list of moves grouped by kind and sorted by value, its headings
never played; the game's own keys."""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.core.game import Event
from accessible_games.core.keys import KeyContext
from accessible_games.core.messages import Msg, render
from accessible_games.core.narration import HEADING, action_text
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.monad.describe import MonadNarrator
from accessible_games.games.monad.keys import KEYS, key_answer
from tests.game_helpers import narrate_events
from tests.games.monad.monad_helpers import card, new_game, place

NAMES = ["Ute", "Ben", "Clara", "David"]


def narrator(game, viewer: int | None = 0, lang: str = "en") -> MonadNarrator:
    return MonadNarrator(lang, NAMES[: game.players], viewer, game.facts())


def said(game, events, viewer: int | None = 0, lang: str = "en") -> list[str]:
    n = narrator(game, viewer, lang)
    return [u.speech for u in (n.event(e) for e in events) if u is not None]


def brailled(game, events, viewer: int | None = 0, lang: str = "en") -> list[str]:
    n = narrator(game, viewer, lang)
    return [u.braille for u in (n.event(e) for e in events) if u is not None]


def both(game, events, viewer: int | None = 0, lang: str = "en") -> list[tuple[str, str]]:
    n = narrator(game, viewer, lang)
    return [(u.speech, u.braille) for u in (n.event(e) for e in events) if u is not None]


# --- every event, spoken and brailled ------------------------------------------


@pytest.mark.slow  # whole random games narrated: 0.5-1 s of CPU time a case
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(
    "players,options", [(2, {}), (3, {}), (4, {"teams": True}), (3, {"ask_order": False})]
)
def test_every_event_of_random_games_is_said_and_brailled_without_gaps(lang, players, options):
    """Random games narrated for a player and for an onlooker: no template is
    left unfilled, and the braille is never longer than the speech; the list
    of moves is filled too, at every step."""
    kinds_said = set()
    for seed in range(3):
        game = new_game(players, seed, **options)
        events = list(game.setup_events)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over() and steps < 1500:
            seat = game.waiting_for()[0]
            legal = game.legal_actions(seat)
            if steps % 25 == 0:
                for item in narrator(game, seat, lang).action_items(game.view(seat), legal):
                    assert item.speech and not re.search(r"[{}]", item.speech + item.braille), item
            events += game.apply(seat, rng.choice(legal))
            steps += 1
        for viewer in (0, None):
            n = narrator(game, viewer, lang)
            kinds_said |= narrate_events(n, events)
            view = game.view(viewer)
            for utterance in (
                n.hand(view),
                n.table(view),
                n.status(view),
                n.legend(),
                *n.scores(view, True),
            ):
                assert not re.search(r"[{}]", utterance.speech + utterance.braille), utterance
    assert {"game_start", "turn", "combine", "acquire", "draw", "end_turn", "under"} <= kinds_said


def test_game_start_dealt_and_turn():
    game = new_game(3, seed=1)
    start, *rest = game.setup_events
    stamm = start.data["stamm"]
    text = said(game, [start], viewer=1)[0]
    assert text.startswith("MONAD, 3 players. The first to hold 4 Monads wins. Identity colours: ")
    assert text.endswith("You start.")
    assert said(game, [start], viewer=0)[0].endswith("Ben starts.")
    assert " für dich" in said(game, [start], viewer=0, lang="de")[0]
    assert brailled(game, [start], viewer=1, lang="de")[0].endswith("du beginnst")
    colour = render(Msg(f"colour.{stamm[0]}.name"), "en")
    assert f"{colour} for Ute" in text
    dealt = [e for e in rest if e.kind == "dealt"]
    # each player hears their own cards only
    assert len(said(game, dealt, viewer=0)) == 1 and said(game, dealt, viewer=None) == []
    assert said(game, dealt, viewer=0)[0].startswith("Your cards: 6 cards, worth 6. Ones, warm: ")
    turn = rest[-1]
    assert said(game, [turn], viewer=1) == ["Your turn."]
    assert said(game, [turn], viewer=0) == ["Ben's turn."]
    assert said(game, [turn], viewer=0, lang="de") == ["Ben ist am Zug."]
    utterance = narrator(game, 1).event(turn)
    assert utterance.category == Category.TURN and utterance.priority == Priority.POLITE
    restored = Event("turn", 0, {"phase": "start", "bonus_restored": True})
    assert both(game, [restored], lang="de") == [
        ("Du bist am Zug. Deine Bonuskarte liegt wieder offen.", "du bist dran, b+")
    ]


def test_combine_with_the_bonus_said_to_the_player_and_to_the_others():
    game = place(
        new_game(2),
        hands=["1R 2Y 2G", "1G 1G"],
        columns=["2R 2O", "3O 3Y", "4R", "5Y"],
        talon="1L 1R",
        stamm="O D",
        turn=0,
    )
    events = game.apply(0, "combine 2Y 2G bonus")
    own = both(game, events, viewer=0)
    assert own[0] == (
        "You combine Bi yellow and Bi green into Tri orange (warm). You take the bonus: a One "
        "from the talon. Your bonus card is face down until your next turn. Now on top: Tri "
        "yellow (warm).",
        "you: comb 2y 2g > 3o; bonus 1 talon; top 3y",
    )
    assert own[1] == ("Your bonus One from the talon: One red (warm).", "bonus 1r")
    assert own[2][0].startswith("2 cards go under the Bi column: Bi yellow and Bi green. Choose")
    other = both(game, events, viewer=1)
    assert other == [
        (
            "Ute combines Bi yellow and Bi green into Tri orange (warm). Ute takes the bonus: a "
            "One from the talon. Now on top: Tri yellow (warm).",
            "Ute: comb 2y 2g > 3o; bonus 1 talon; top 3y",
        )
    ]
    assert both(game, events, viewer=1, lang="de")[0] == (
        "Ute vereinigt Bi gelb und Bi grün zu Tri orange (warm). Ute nimmt den Bonus: ein Einer "
        "vom Talon. Jetzt oben: Tri gelb (warm).",
        "Ute: ver 2ge 2gn > 3o; Bonus 1 Talon; oben 3ge",
    )
    # the order chosen: each card said going under
    events = game.apply(0, "under 2G")
    assert both(game, events, viewer=1) == [
        ("Bi green goes under the Bi column.", "2g under"),
        ("Bi yellow goes under the Bi column.", "2y under"),
    ]
    assert said(game, events, viewer=1, lang="de")[0] == "Bi grün kommt unter die Bi-Kolonne."


def test_combining_two_quints_with_the_bonus_into_a_monad():
    game = place(
        new_game(2),
        hands=["1R 5R 5D", "1G 1G"],
        columns=["2R 2O", "3O 3Y", "4R", "5Y"],
        talon="1L",
        stamm="Y O",
        turn=0,
        monads=[1, 0],
    )
    events = game.apply(0, "combine 5R 5D bonus")
    assert said(game, events, viewer=1)[0] == (
        "Ute combines Quint red and Quint dark blue into a Monad. Ute takes the bonus: Quad red "
        "(warm), Tri orange (warm), Bi red (warm) and a One from the talon. Ute now has 2 Monads. "
        "Now on top: Tri yellow (warm) and Bi orange (warm). The Quad column is now empty."
    )
    assert both(game, events, viewer=0, lang="de")[0] == (
        "Du vereinigst Quint rot und Quint dunkelblau zu einer Monad. Du nimmst den Bonus: Quad "
        "rot (warm), Tri orange (warm), Bi rot (warm) und ein Einer vom Talon. Deine Bonuskarte "
        "liegt bis zu deinem nächsten Zug verdeckt. Du hast jetzt 2 Monaden. Jetzt oben: Tri "
        "gelb (warm) und Bi orange (warm). Die Quad-Kolonne ist jetzt leer.",
        "du: ver 5r 5db > M; Bonus 4r 3o 2r 1 Talon; du: 2M; oben 3ge 2o; 4 leer",
    )


def test_a_relative_standing_in_for_a_higher_rank():
    game = place(new_game(2), hands=["2Y 5D", "1G 1G"], stamm="Y O", turn=0)
    events = game.apply(0, "combine 5D 2Y")
    assert both(game, events, viewer=1)[0] == (
        "Ute combines Quint dark blue with the relative Bi yellow, standing in for a Quint, into a "
        "Monad. Ute now has 1 Monad.",
        "Ute: comb 5db 2y* > M; Ute: 1M",
    )
    assert said(game, events, viewer=0, lang="de")[0] == (
        "Du vereinigst Quint dunkelblau mit der Verwandten Bi gelb, die für eine Quint steht, zu "
        "einer Monad. Du hast jetzt 1 Monad."
    )


def test_acquire_jump_and_the_cards_paid():
    game = place(
        new_game(2),
        hands=["1R 1O 1Y 1L 1D 2Y 2L", "1G 1G"],
        columns=["2R", "3O 3Y", "4R", "5Y"],
        stamm="G O",
        turn=0,
    )
    events = game.apply(0, "acquire 3 with 2Y 2L 1R")
    assert both(game, events, viewer=1)[0] == (
        "Ute acquires Tri orange (warm), paying Bi yellow, Bi light blue and One red: 7 for 7. "
        "Now on top: Tri yellow (warm).",
        "Ute: acq 3o < 2y 2lb 1r 7/7; top 3y",
    )
    assert said(game, events, viewer=0, lang="de")[0] == (
        "Du erwirbst Tri orange (warm) und zahlst Bi gelb, Bi hellblau und Einer rot: 7 für 7. "
        "Jetzt oben: Tri gelb (warm)."
    )
    assert ("One red goes onto the discard pile.", "discard 1r") in both(game, events, viewer=1)
    game.apply(0, "under 2L")
    events = game.apply(0, "jump 3 with 1O 1Y 1L 1D")
    assert both(game, events, viewer=1) == [
        (
            "Ute jumps to Tri yellow (warm), paying 4 Ones: orange, yellow, light blue and dark "
            "blue. The Tri column is now empty.",
            "Ute: jump 3y < 1o 1y 1lb 1db; 3 empty",
        ),
        ("4 Ones go onto the discard pile.", "discard 1o 1y 1lb 1db"),
    ]
    assert said(game, events, viewer=0, lang="de") == [
        "Du überspringst zu Tri gelb (warm) und zahlst 4 Einer: orange, gelb, hellblau und "
        "dunkelblau. Die Tri-Kolonne ist jetzt leer.",
        "4 Einer kommen auf den Ablegestapel.",
    ]


def test_paying_card_by_card_is_said_to_the_player_only():
    game = place(new_game(2), hands=["1R 2Y 2L", "1G 1G"], columns=["2R", "3O", "4R", "5Y"], turn=0)
    events = game.apply(0, "acquire 3")
    # the card paid for is named: the top Tri is face up
    assert said(game, events, viewer=0) == ["Paying for Tri orange (warm): no cards, 0 of 7."]
    assert said(game, events, viewer=1) == []
    game.apply(0, "pay 2Y")
    game.apply(0, "pay 2L")
    events = game.apply(0, "pay 1R")
    assert both(game, events, viewer=0) == [
        (
            "Paying for Tri orange (warm): Bi yellow, Bi light blue and One red, 7 of 7. "
            "Enough: choose done to acquire it.",
            "pay 3o: 2y 2lb 1r 7/7",
        )
    ]
    assert said(game, events, viewer=0, lang="de") == [
        "Zahlung für Tri orange (warm): Bi gelb, Bi hellblau und Einer rot, 7 von 7. "
        "Genug: wähle fertig, um sie zu erwerben."
    ]
    events = game.apply(0, "cancel")
    assert both(game, events, viewer=0, lang="de") == [
        ("Zahlung abgebrochen; nichts hat sich geändert.", "Zahlung abgebrochen")
    ]


def test_draw_flip_pass_end_and_the_drawn_card():
    game = place(
        new_game(2), hands=["1R", "1G 1G"], columns=["", "", "", ""], discard="1L 1R", turn=0
    )
    events = game.apply(0, "flip")
    assert both(game, events, viewer=1)[0] == (
        "Ute flips the discard pile: it is now the talon, 2 cards.",
        "Ute flips, talon 2",
    )
    assert both(game, events, viewer=0, lang="de")[0] == (
        "Du flippst den Ablegestapel: er ist jetzt der Talon, 2 Karten.",
        "du flippst, Talon 2",
    )
    events = game.apply(1, "draw")
    # the drawer hears the card; the others how many are left
    assert said(game, events, viewer=1)[0] == "You draw One light blue (cold)."
    # the others hear the draw with the turn it passes: one message
    assert said(game, events, viewer=0) == ["Ben draws a card from the talon; 1 left. Your turn."]
    assert said(game, events, viewer=0, lang="de") == [
        "Ben zieht eine Karte vom Talon; noch 1. Du bist am Zug."
    ]
    game = place(
        new_game(2),
        hands=["1R", "1G 1G 2Y"],
        columns=["", "", "", ""],
        turn=1,
        phase="acting",
        actions_taken=1,
    )
    events = game.apply(1, "end")
    assert said(game, events, viewer=1)[0] == "You end your turn."
    assert said(game, events, viewer=0, lang="de")[0] == "Ben beendet den Zug."
    events = game.apply(0, "pass")
    assert both(game, events, viewer=1)[0] == (
        "Ute cannot act, passes and shows the hand: 1 card, worth 1. One, warm: red.",
        "Ute pass: 1 w:r",
    )
    assert said(game, events, viewer=0, lang="de")[0] == (
        "Du kannst nichts tun, passt und zeigst deine Karten: 1 Karte, Wert 1. Einer, warm: rot."
    )


def test_the_end_by_monads_in_teams_and_by_stalemate():
    game = place(
        new_game(4, teams=True),
        hands=["5R 5D", "1G", "1R", "1O"],
        monads=[2, 0, 2, 0],
        stamm="R O L D",
        turn=0,
    )
    events = game.apply(0, "combine 5R 5D")
    assert said(game, events, viewer=2)[-1] == (
        "Ute and you win with 5 Monads between you! Monads: Ute 3, Ben 0, you 2 and David 0."
    )
    assert said(game, events, viewer=1)[-1].startswith(
        "Ute and Clara win with 5 Monads between them!"
    )
    assert said(game, events, viewer=1, lang="de")[-1].startswith(
        "Ute und Clara gewinnen mit zusammen 5 Monaden!"
    )
    game = place(
        new_game(2), hands=["1R", "1G 1G"], columns=["", "", "", ""], turn=0, monads=[1, 1]
    )
    events = game.apply(0, "pass") + game.apply(1, "pass")
    assert both(game, events, viewer=1)[-1] == (
        "Everyone passed in a row: the game ends. Monads: Ute 1 and you 1. Hand values: Ute 1 and "
        "you 2. You win.",
        "stalemate; M Ute: 1, you: 1; values Ute: 1, you: 2; won: you",
    )
    assert said(game, events, viewer=0, lang="de")[-1].endswith(
        "Handwerte: du 1 und Ben 2. Ben gewinnt."
    )
    two = Event(
        "game_over",
        None,
        {"winners": [0, 1], "monads": [1, 1], "reason": "stalemate", "hand_values": [2, 2]},
    )
    assert said(game, [two], viewer=0)[0].endswith("You and Ben win together.")


# --- the state and the zones ----------------------------------------------------


def position():
    return place(
        new_game(3),
        hands=["1R 1R 1O 1L 2Y 2L 3G", "1G 1G", "1D"],
        columns=["2R 2O", "3O 3Y 3R", "", "5D"],
        talon="1Y",
        discard="1O 1G",
        stamm="Y L R",
        bonus=[True, False, True],
        monads=[1, 0, 2],
        turn=0,
        phase="acting",
        actions_taken=2,
    )


def test_hand_grouped_by_rank_and_temperature_with_relatives():
    game = position()
    view = game.view(0)
    hand = narrator(game).hand(view)
    assert hand.speech == (
        "7 cards, worth 17. Ones, warm: 2 red, orange; cold: light blue. Bis, warm: "
        "yellow (relative); cold: light blue. Tri, cold: green."
    )
    assert hand.braille == "hand 1 w:r r o c:lb; 2 w:y* c:lb; 3 c:g"
    de = narrator(game, lang="de").hand(view)
    assert de.speech.startswith(
        "7 Karten, Wert 17. Einer, warm: 2 rot, orange; kalt: hellblau. Bis, warm: gelb (Verwandte)"
    )
    assert de.braille == "Hand 1 w:r r o k:hb; 2 w:ge* k:hb; 3 k:gn"
    assert (
        narrator(game, viewer=None).hand(game.view(None)).speech
        == "You are watching: you hold no cards."
    )


def test_columns_piles_and_players_zones():
    game = position()
    view = game.view(0)
    n = narrator(game)
    assert [a.key for a in n.areas()] == ["columns", "piles"]
    columns = n.area_items("columns", view)
    assert [(i.id, i.speech, i.braille) for i in columns] == [
        (
            "col2",
            "Bi column: Bi red (warm) on top, 2 cards; below it, from the top: orange",
            "2: 2r (2), below: o",
        ),
        (
            "col3",
            "Tri column: Tri orange (warm) on top, 3 cards; below it, from the top: yellow, red",
            "3: 3o (3), below: y r",
        ),
        ("col4", "Quad column: empty", "4: -"),
        ("col5", "Quint column: Quint dark blue (cold) on top, 1 card", "5: 5db (1)"),
    ]
    assert (
        narrator(game, lang="de").area_items("columns", view)[0].speech
        == "Bi-Kolonne: oben Bi rot (warm), 2 Karten; darunter, von oben: orange"
    )
    piles = {i.id: i for i in n.area_items("piles", view)}
    assert piles["monads"].speech.startswith("Monad pile: ")
    assert piles["monads"].speech.endswith("Monads: you 1, Ben 0 and Clara 2.")
    assert piles["talon"].speech == "Talon: 1 card, face down"
    assert (
        piles["discard"].speech
        == "Discard pile: 2 cards, top first: One green (cold) and One orange (warm)"
    )
    assert piles["discard"].braille == "discard 2: 1g 1o"
    players = n.player_items(view)
    assert (
        players[0].speech
        == "You: 7 cards, 1 Monad, identity colour yellow, bonus card face up, to play"
    )
    assert (
        players[1].speech
        == "Ben: 2 cards, 0 Monads, identity colour light blue, bonus card face down"
    )
    assert players[1].braille == "Ben: 2c 0M lb b-"
    assert narrator(game, lang="de").player_items(view)[1].speech == (
        "Ben: 2 Karten, 0 Monaden, Stammfarbe hellblau, Bonuskarte verdeckt"
    )


def test_hand_items_say_what_each_card_can_do():
    game = position()
    view = game.view(0)
    legal = game.legal_actions(0)
    n = narrator(game)
    items = n.hand_items(view, legal)
    assert (
        items[4].speech.startswith("Bi yellow (warm, relative): ")
        and items[4].braille.startswith("2y*, ")
        and items[4].braille.endswith(" moves")
    )
    moves = n.actions_for_hand_item(view, 4, legal)
    assert moves and all("2Y" in a.text.split() for a in moves)
    values = [game.action_value(a) for a in moves]
    assert values == sorted(values, reverse=True)
    # not the player's turn: just the cards
    other = narrator(game, viewer=1)
    assert other.hand_items(game.view(1), [])[0].speech == "One green (cold)"


def test_status_table_scores_and_legend_in_both_languages():
    game = position()
    view = game.view(0)
    n = narrator(game)
    assert n.status(view).speech == (
        "Your turn, 2 actions so far: go on or end the turn. You: 7 cards, 1 Monad, identity "
        "colour yellow, bonus card face up. 4 Monads win; Monad pile: 7 left."
    )
    assert n.status(view).braille == "your turn, acting; you 7 1M y b+"
    assert (
        narrator(game, viewer=1)
        .status(game.view(1))
        .speech.startswith("Ute's turn, 2 actions so far.")
    )
    table = n.table(view)
    assert table.speech.startswith("Bi column: Bi red (warm) on top, 2 cards; Tri column:")
    assert "Monad pile: 7 left. Talon: 1 card, face down. Discard pile: 2 cards" in table.speech
    assert table.braille == "2: 2r (2) 3: 3o (3) 4: - 5: 5db (1); M 7; talon 1; discard 2: 1g 1o"
    assert n.scores(view)[0].speech == "Monads: you 1, Ben 0 and Clara 2. 4 Monads win."
    assert (
        narrator(game, lang="de").scores(view)[0].speech
        == "Monaden: du 1, Ben 0 und Clara 2. 4 Monaden gewinnen."
    )
    assert len(n.scores(view, detail=True)) == 1 + 3 + 1
    legend = n.legend().speech
    assert "colours r red, o orange, y yellow, lb light blue, db dark blue and g green" in legend
    assert "2y is Bi yellow" in legend and "w: lists the warm colours" in legend
    de = narrator(game, lang="de").legend().speech
    assert "ge gelb" in de and "zum Beispiel ist 2ge Bi gelb" in de and "k: die kalten" in de


def test_team_scores():
    game = place(
        new_game(4, teams=True), hands=["1R", "1G", "1D", "1O"], monads=[1, 2, 1, 0], turn=0
    )
    view = game.view(0)
    assert narrator(game).scores(view)[0].speech == (
        "Monads: you 1, Ben 2, Clara 1 and David 0. Teams: You and Clara: 2 Monads; Ben and David: "
        "2 Monads. 5 Monads between the partners win."
    )
    assert narrator(game).player_items(view)[1].speech.endswith("partner David")
    start = new_game(4, seed=2, teams=True).setup_events[0]
    assert (
        "two teams: you and Clara against Ben and David. The first team with 5 Monads"
        in said(game, [start])[0]
    )
    assert (
        "zwei Mannschaften: du und Clara gegen Ben und David." in said(game, [start], lang="de")[0]
    )


# --- the list of moves ------------------------------------------------------------


def moves_position():
    return place(
        new_game(2),
        hands=["1R 1O 1Y 1L 1D 2Y 2L 2G 3R", "1G 1G"],
        columns=["2R 2O", "3O 3Y", "4R", "5D"],
        talon="1R",
        stamm="Y D",
        turn=0,
        phase="acting",
        actions_taken=1,
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_are_grouped_by_kind_and_sorted_by_value_best_first(lang):
    game = moves_position()
    view = game.view(0)
    legal = game.legal_actions(0)
    items = narrator(game, lang=lang).action_items(view, legal)
    headings = [i for i in items if action_text(i.id) is None]
    assert [h.id for h in headings] == [
        "#group:best",
        "#group:combine",
        "#group:acquire",
        "#group:jump",
        "#group:build",
        "#group:other",
    ]
    counts = {"combine": 11, "acquire": 72, "jump": 6, "build": 3, "other": 1}
    names = {
        "en": {
            "combine": "Combine",
            "acquire": "Acquire",
            "jump": "Jump",
            "build": "Pay card by card",
            "other": "Other moves",
        },
        "de": {
            "combine": "Vereinigen",
            "acquire": "Erwerben",
            "jump": "Überspringen",
            "build": "Karte für Karte bezahlen",
            "other": "Weitere Züge",
        },
    }[lang]
    options = {"en": "options", "de": "Möglichkeiten"}[lang]
    for heading in headings[1:]:
        group = heading.id.split(":")[1]
        assert (
            heading.speech == f"{names[group]}, {counts[group]} {options}"
            if counts[group] > 1
            else True
        )
    assert (
        headings[-1].speech
        == {"en": "Other moves, 1 option", "de": "Weitere Züge, 1 Möglichkeit"}[lang]
    )
    assert (
        headings[0].speech
        == {"en": "Best moves, 3 options", "de": "Beste Züge, 3 Möglichkeiten"}[lang]
    )
    # every legal move once outside "Best moves", under its group, best first
    by_text = {a.text: a for a in legal}
    groups: dict[str, list[str]] = {}
    current = None
    for item in items:
        if item.id.startswith(HEADING):
            current = item.id.split(":")[1]
            groups[current] = []
        else:
            groups[current].append(item.id)
    assert sorted(t for g, ids in groups.items() if g != "best" for t in ids) == sorted(by_text)
    for group, ids in groups.items():
        if group in ("best", "other"):
            continue
        values = [game.action_value(by_text[action_text(i)]) for i in ids]
        assert values == sorted(values, reverse=True), group
        assert {by_text[t].kind for t in ids} == {"build" if group == "build" else group}
    # the best three: aliases of the top moves, played as the move itself
    best = groups["best"]
    assert all(i.startswith("best:") for i in best) and len(best) == 3
    assert [action_text(i) for i in best] == [
        "jump 4 with 1R 1O 1Y 1L 1D",
        "jump 3 with 1R 1O 1Y 1L",
        "jump 3 with 1R 1O 1Y 1D",
    ]
    top = next(i for i in items if i.id == best[0])
    net = {"en": "net +11", "de": "netto +11"}[lang]
    assert top.speech.endswith(net)
    assert (
        top.braille
        == {
            "en": "jump 4r < 1r 1o 1y 1lb 1db, net +11",
            "de": "übs 4r < 1r 1o 1ge 1hb 1db, netto +11",
        }[lang]
    )
    combine = next(i for i in items if i.id == "combine 2Y 2G bonus")
    assert (
        combine.braille
        == {
            "en": "comb 2y 2g > 3o and bonus, net +2",
            "de": "ver 2ge 2gn > 3o und Bonus, netto +2",
        }[lang]
    )


def test_the_value_is_reckoned_from_the_view_and_is_the_games():
    for seed in range(4):
        game = new_game(3, seed)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over() and steps < 400:
            seat = game.waiting_for()[0]
            legal = game.legal_actions(seat)
            n = narrator(game, seat)
            view = game.view(seat)
            for action in legal:
                assert n.value(action, view) == game.action_value(action), action.text
            game.apply(seat, rng.choice(legal))
            steps += 1


def test_one_kind_of_move_alone_has_no_headings_and_paying_lists_done_first():
    game = place(new_game(2), hands=["1R", "1G 1G"], columns=["", "", "", ""], talon="1Y", turn=0)
    items = narrator(game).action_items(game.view(0), game.legal_actions(0))
    assert [i.id for i in items] == ["draw"]
    game = place(new_game(2), hands=["1R 2Y 2L", "1G 1G"], columns=["2R", "3O", "4R", "5Y"], turn=0)
    game.apply(0, "acquire 3")
    game.apply(0, "pay 2Y")
    game.apply(0, "pay 2L")
    game.apply(0, "pay 1R")
    items = narrator(game).action_items(game.view(0), game.legal_actions(0))
    assert [i.id for i in items][0] == "done" and items[-1].id == "cancel"
    assert not any(i.id.startswith(HEADING) for i in items)


def test_few_moves_of_one_kind_and_the_others_have_no_best_group():
    game = place(
        new_game(2), hands=["2Y 2L", "1G 1G"], columns=["2R", "3O", "4R", "5Y"], talon="1R", turn=0
    )
    items = narrator(game).action_items(game.view(0), game.legal_actions(0))
    assert [i.id for i in items] == ["#group:combine", "combine 2Y 2L", "#group:other", "draw"]


def test_the_default_action_list_is_one_item_per_move():
    """The hook of every narrator: a game that does not group its moves lists
    them as before (Logomachy, Mau Mau)."""
    from accessible_games.core.narration import Narrator

    game = moves_position()
    legal = game.legal_actions(0)
    plain = Narrator("en", NAMES[:2], 0).action_items(game.view(0), legal)
    assert [(i.id, i.speech) for i in plain] == [(a.text, render(a.label, "en")) for a in legal]


# --- keys -------------------------------------------------------------------------


def ctx(game, seat=0, lang="en", **kw) -> KeyContext:
    return KeyContext(
        game.view(seat), game.legal_actions(seat), narrator=narrator(game, seat, lang), **kw
    )


def test_keys_make_moves_and_read_the_table():
    assert {k.keys for k in KEYS} >= {"e", "d", "p", "b", "m", "1", "4"}
    game = position()
    assert key_answer("end", ctx(game)) == "end"
    assert key_answer("pass", ctx(game)) == "pass"
    assert key_answer("draw", ctx(game)) == "draw"  # the game says why not: an action was taken
    flip = place(new_game(2), hands=["1R", "1G"], columns=["", "", "", ""], discard="1L", turn=0)
    assert key_answer("draw", ctx(flip)) == "flip"
    column = key_answer("column:2", ctx(game))
    assert isinstance(column, Utterance)
    assert (column.speech, column.braille) == (
        "Tri column: Tri orange (warm) on top, 3 cards; below it, from the top: yellow, red",
        "3: 3o (3), below: y r",
    )
    assert key_answer("column:3", ctx(game, lang="de")).speech == "Quad-Kolonne: leer"
    monads = key_answer("monads", ctx(game))
    assert monads.speech == "Monad pile: 7 left. Monads: you 1, Ben 0 and Clara 2."
    assert key_answer("zone:columns", ctx(game)) is None  # the table goes there


def test_b_pays_for_the_focused_column_the_monad_pile_or_acquire_move():
    game = position()
    assert isinstance(key_answer("build", ctx(game)), Msg)
    assert key_answer("build", ctx(game, zone="columns", item="col3")) == "acquire 3"
    assert key_answer("build", ctx(game, zone="piles", item="monads")) == "acquire M"
    acquire = next(a for a in game.legal_actions(0) if a.kind == "acquire")
    assert key_answer("build", ctx(game, action=acquire)) == f"acquire {acquire.text.split()[1]}"
    assert card("2Y") in game.view(0)["hand"]


def test_acquiring_a_monad_says_how_many_the_player_now_has():
    game = place(
        new_game(2), hands=["5R 5O 3Y 2L", "1G 1G"], columns=["2R", "3O", "4R", "5Y"], turn=0
    )
    events = game.apply(0, "acquire M with 5R 5O 3Y 2L")
    acquired = next(e for e in events if e.kind == "acquire")
    assert acquired.data["monads"] == 1
    assert said(game, [acquired], viewer=1) == [
        "Ute acquires a Monad, paying Quint red, Quint orange, Tri yellow and Bi light blue: "
        "82 for 80. Ute now has 1 Monad."
    ]
    assert said(game, [acquired], viewer=0, lang="de") == [
        "Du erwirbst eine Monad und zahlst Quint rot, Quint orange, Tri gelb und Bi hellblau: "
        "82 für 80. Du hast jetzt 1 Monad."
    ]
