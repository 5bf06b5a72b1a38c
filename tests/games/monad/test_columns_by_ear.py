"""MONAD's open columns by ear and finger: a move that takes a column's top
card says the card that comes up, or that the column is now empty; the
columns zone lists the cards known under each top, from the top down (the
cards nobody has seen yet counted, never named); the recap gives each
column's length; and the recap puts a full stop between the hand and the
columns, an empty hand too."""

from __future__ import annotations

import pytest

from accessible_games.games.monad.describe import MonadNarrator
from tests.games.monad.monad_helpers import card, new_game, place

NAMES = ["Ute", "Ben", "Clara", "David"]


def narrator(game, viewer: int | None = 0, lang: str = "en") -> MonadNarrator:
    return MonadNarrator(lang, NAMES[: game.players], viewer, game.facts())


def heard(game, events, viewer: int | None = 1, lang: str = "en") -> list[tuple[str, str]]:
    n = narrator(game, viewer, lang)
    return [(u.speech, u.braille) for u in (n.event(e) for e in events) if u is not None]


# --- the card that comes up ----------------------------------------------------------


def test_an_acquisition_says_the_card_that_comes_up_on_its_column_to_everyone():
    game = place(
        new_game(2),
        hands=["1R 2Y 2L", "1G 1G"],
        columns=["2R", "3O 3Y 3G", "4R", "5Y"],
        unseen="3Y 3G",
        turn=0,
    )
    events = game.apply(0, "acquire 3 with 2Y 2L 1R")
    assert events[0].data["up"] == [[2, card("3Y")]]
    assert game.view(1)["columns"][1]["top"] == card("3Y")  # face up: everyone's to see
    assert heard(game, events)[0] == (
        "Ute acquires Tri orange (warm), paying Bi yellow, Bi light blue and One red: 7 for 7. "
        "Now on top: Tri yellow (warm).",
        "Ute: acq 3o < 2y 2lb 1r 7/7; top 3y",
    )
    assert heard(game, events, viewer=0, lang="de")[0] == (
        "Du erwirbst Tri orange (warm) und zahlst Bi gelb, Bi hellblau und Einer rot: 7 für 7. "
        "Jetzt oben: Tri gelb (warm).",
        "du: erw 3o < 2ge 2hb 1r 7/7; oben 3ge",
    )
    assert heard(game, events, viewer=None)[0][0].endswith("Now on top: Tri yellow (warm).")


def test_taking_the_last_card_of_a_column_says_it_is_now_empty():
    game = place(
        new_game(2),
        hands=["1R 1O 1Y 1L 2Y 2L", "1G 1G"],
        columns=["2R", "3O", "4R 4Y", "5Y"],
        turn=0,
    )
    events = game.apply(0, "acquire 3 with 2Y 2L 1R")
    assert events[0].data["up"] == [[2, None]]
    assert heard(game, events)[0][0].endswith("7 for 7. The Tri column is now empty.")
    assert heard(game, events)[0][1].endswith("7/7; 3 empty")
    assert heard(game, events, lang="de")[0] == (
        "Ute erwirbt Tri orange (warm) und zahlt Bi gelb, Bi hellblau und Einer rot: 7 für 7. "
        "Die Tri-Kolonne ist jetzt leer.",
        "Ute: erw 3o < 2ge 2hb 1r 7/7; 3 leer",
    )


def test_a_jump_says_the_card_that_comes_up():
    game = place(
        new_game(2),
        hands=["1R 1O 1Y 1L 1D", "1G 1G"],
        columns=["2R", "3O 3Y", "4R", "5Y"],
        turn=0,
        phase="acting",
        actions_taken=1,
    )
    events = game.apply(0, "jump 3 with 1O 1Y 1L 1D")
    assert heard(game, events)[0] == (
        "Ute jumps to Tri orange (warm), paying 4 Ones: orange, yellow, light blue and dark "
        "blue. Now on top: Tri yellow (warm).",
        "Ute: jump 3o < 1o 1y 1lb 1db; top 3y",
    )
    assert heard(game, events, lang="de")[0][0].endswith("Jetzt oben: Tri gelb (warm).")


def test_a_combine_with_the_bonus_says_what_comes_up_on_every_column_taken_from():
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
    assert events[0].data["up"] == [[3, None], [2, card("3Y")], [1, card("2O")]]
    assert heard(game, events)[0] == (
        "Ute combines Quint red and Quint dark blue into a Monad. Ute takes the bonus: Quad red "
        "(warm), Tri orange (warm), Bi red (warm) and a One from the talon. Ute now has 2 "
        "Monads. Now on top: Tri yellow (warm) and Bi orange (warm). The Quad column is now "
        "empty.",
        "Ute: comb 5r 5db > M; bonus 4r 3o 2r 1 talon; Ute: 2M; top 3y 2o; 4 empty",
    )
    assert heard(game, events, lang="de")[0][0].endswith(
        "Jetzt oben: Tri gelb (warm) und Bi orange (warm). Die Quad-Kolonne ist jetzt leer."
    )


def test_a_combine_into_the_top_bi_says_the_next_bi():
    game = place(new_game(2), hands=["1R 1L", "1G"], columns=["2L 2Y", "3O", "4R", "5Y"])
    events = game.apply(0, "combine 1R 1L")
    assert heard(game, events)[0][0] == (
        "Ute combines One red and One light blue into Bi light blue (cold). "
        "Now on top: Bi yellow (warm)."
    )


# --- the columns zone ----------------------------------------------------------------------


def known_position():
    return place(
        new_game(2),
        hands=["1R", "1G"],
        columns=["2R 2O 2Y 2L", "3O 3Y", "", "5D"],
        unseen="2O 2Y",
        turn=0,
    )


@pytest.mark.parametrize("seat", [0, 1, None])
def test_the_view_gives_the_known_cards_under_each_top_and_hides_the_unseen(seat):
    game = known_position()
    columns = game.view(seat)["columns"]
    assert [c["below"] for c in columns] == [[None, None, card("2L")], [card("3Y")], [], []]


def test_the_columns_zone_lists_the_known_cards_under_each_top_from_the_top_down():
    game = known_position()
    view = game.view(0)
    items = narrator(game).area_items("columns", view)
    assert [(i.id, i.speech, i.braille) for i in items] == [
        (
            "col2",
            "Bi column: Bi red (warm) on top, 4 cards; below it, from the top: 2 unknown cards, "
            "light blue",
            "2: 2r (4), below: 2 unknown, lb",
        ),
        (
            "col3",
            "Tri column: Tri orange (warm) on top, 2 cards; below it, from the top: yellow",
            "3: 3o (2), below: y",
        ),
        ("col4", "Quad column: empty", "4: -"),
        ("col5", "Quint column: Quint dark blue (cold) on top, 1 card", "5: 5db (1)"),
    ]
    de = narrator(game, lang="de").area_items("columns", view)
    assert (de[0].speech, de[0].braille) == (
        "Bi-Kolonne: oben Bi rot (warm), 4 Karten; darunter, von oben: 2 unbekannte Karten, "
        "hellblau",
        "2: 2r (4), darunter: 2 unbekannt, hb",
    )
    assert de[1].speech.endswith("darunter, von oben: gelb")
    # the column's number key reads the same as its item
    assert narrator(game).column(view, 1).speech == items[0].speech  # rank 1: Bi


def test_a_card_put_under_a_column_is_listed_at_its_bottom():
    game = place(
        new_game(2),
        hands=["1R 1O 1Y 1L 2Y", "1G"],
        columns=["2R 2O", "3O 3Y", "", "5D"],
        unseen="2O 3Y",
        turn=0,
    )
    game.apply(0, "acquire 3 with 2Y 1R 1O 1Y 1L")
    items = narrator(game, viewer=1).area_items("columns", game.view(1))
    assert items[0].speech == (
        "Bi column: Bi red (warm) on top, 3 cards; below it, from the top: 1 unknown card, yellow"
    )
    assert items[0].braille == "2: 2r (3), below: 1 unknown, y"
    assert items[1].speech == "Tri column: Tri yellow (warm) on top, 1 card"


# --- the recap ---------------------------------------------------------------------------


def test_the_recap_gives_each_columns_length():
    game = place(
        new_game(2),
        hands=["1R 1R 2Y 3L", "1G"],
        columns=["2R 2O", "", "4R", "5D"],
        stamm="Y O",
        turn=0,
    )
    recap = narrator(game).recap(game.view(0))
    assert (
        "Columns: Bi red (2 cards), no Tri, Quad red (1 card) and Quint dark blue (1 card)."
        in recap.speech
    )
    assert "| 2r (2) 3- 4r (1) 5db (1) |" in recap.braille
    de = narrator(game, lang="de").recap(game.view(0))
    assert (
        "Kolonnen: Bi rot (2 Karten), kein Tri, Quad rot (1 Karte) und Quint dunkelblau (1 Karte)."
        in de.speech
    )


def test_the_recap_puts_a_stop_between_the_hand_and_the_columns():
    game = place(new_game(2), hands=["", "1G"], columns=["2R", "", "", ""], turn=1)
    assert (
        narrator(game).recap(game.view(0)).speech.startswith("Your hand: no cards. Columns: Bi red")
    )
    assert (
        narrator(game, lang="de")
        .recap(game.view(0))
        .speech.startswith("Deine Hand: keine Karten. Kolonnen: Bi rot")
    )
    held = place(new_game(2), hands=["1R", "1G"], columns=["2R", "", "", ""], turn=1)
    speech = narrator(held).recap(held.view(0)).speech
    assert speech.startswith("Your hand: 1 card, worth 1. One, warm: red. Columns: ")
    assert ".." not in speech
