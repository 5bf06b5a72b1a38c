"""Deck files: the built-in decks, refusals naming line and field, custom
decks through the ``deck_file`` option."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from logomachy_helpers import play_randomly

from accessible_games.core.errors import GameError
from accessible_games.core.messages import render
from accessible_games.games.logomachy.deck import (
    STANDARD_DECKS,
    DeckError,
    parse_deck,
    standard_deck,
    standard_deck_text,
)
from accessible_games.games.logomachy.rules import Logomachy

# ten valid lines: one yellow 7, enough cards for two players
GOOD_LINES = [
    "red 1 E",
    "red 2 A",
    "red 3 N",
    "green 4 R",
    "green 5 S",
    "blue 6 T",
    "blue 8 I",
    "yellow 7 D",
    "yellow 9 H",
    "yellow 10 U",
]


def deck_text(*extra: str, lines: list[str] | None = None) -> str:
    return "\n".join([*(GOOD_LINES if lines is None else lines), *extra]) + "\n"


def refusal(text: str, path: str = "my.deck") -> DeckError:
    with pytest.raises(DeckError) as info:
        parse_deck(text, path)
    assert isinstance(info.value, GameError)
    return info.value


# --- the built-in decks ----------------------------------------------------------


@pytest.mark.parametrize("name,size", [("four-colours", 40), ("six-colours", 60)])
def test_default_decks_parse(name, size):
    deck = standard_deck(name)
    assert len(deck) == size
    assert [c.id for c in deck] == list(range(size))
    assert sum(1 for c in deck if c.colour == "yellow" and c.value == 7) == 1
    assert len({c.code for c in deck}) == size
    assert all(1 <= c.value <= 10 for c in deck)
    assert all(len(c.letter) == 1 and c.letter.isupper() for c in deck)
    # the text the label printer reads is the same data
    assert parse_deck(standard_deck_text(name)) == deck


def test_all_standard_decks_are_listed():
    assert set(STANDARD_DECKS) == {"four-colours", "six-colours"}


# --- parsing -----------------------------------------------------------------------


def test_comments_blank_lines_counts_and_no_letter():
    text = "# my deck\n\n" + deck_text("red 5 - 3   # three letterless red fives", "green 9\tq")
    deck = parse_deck(text)
    assert len(deck) == 14
    fives = [c for c in deck if c.colour == "red" and c.value == 5]
    assert len(fives) == 3 and all(c.letter == "" for c in fives)
    nine = next(c for c in deck if c.colour == "green" and c.value == 9)
    assert nine.letter == "Q"  # letters are stored in capitals
    assert [c.id for c in deck] == list(range(14))


def test_german_colour_names_are_accepted():
    lines = [
        "rot 1 E",
        "grün 2 A",
        "blau 3 N",
        "gelb 7 R",
        "lila 4 S",
        "orange 5 T",
        "schwarz 6 I",
        "weiß 8 D",
        "hellblau 9 H",
        "dunkelblau 10 U",
    ]
    deck = parse_deck(deck_text(lines=lines))
    assert [c.colour for c in deck] == [
        "red",
        "green",
        "blue",
        "yellow",
        "purple",
        "orange",
        "black",
        "white",
        "lightblue",
        "darkblue",
    ]
    assert sum(1 for c in deck if c.colour == "yellow" and c.value == 7) == 1


@pytest.mark.parametrize(
    "bad_line,field,en_field,de_field",
    [
        ("pink 3 A", "colour", "colour", "Farbe"),
        ("red x A", "value", "value", "Wert"),
        ("red 0 A", "value", "value", "Wert"),
        ("red 100 A", "value", "value", "Wert"),
        ("red -3 A", "value", "value", "Wert"),
        ("red ² A", "value", "value", "Wert"),  # a digit character int() refuses
        ("red 3 AB", "letter", "letter", "Buchstabe"),
        ("red 3 7", "letter", "letter", "Buchstabe"),
        ("red 3 A 0", "count", "count", "Anzahl"),
        ("red 3 A 21", "count", "count", "Anzahl"),
        ("red 3 A many", "count", "count", "Anzahl"),
        ("red 3 A ³", "count", "count", "Anzahl"),
        ("red 3", "line", "the line", "die Zeile"),
        ("red", "line", "the line", "die Zeile"),
        ("red 3 A 1 extra", "line", "the line", "die Zeile"),
    ],
)
def test_broken_line_is_refused_naming_line_and_field(bad_line, field, en_field, de_field):
    # the broken line is line 5: a comment, a blank line, two good lines first
    text = "# colour value letter count\n\nred 1 E\nred 2 A\n" + bad_line + "\n" + deck_text()
    error = refusal(text, "my.deck")
    assert error.msg.key == "logomachy.deck.problem"
    assert error.msg.params["line"] == 5
    assert error.msg.params["field"].key == f"logomachy.deck.field.{field}"
    english = render(error.msg, "en")
    assert english.startswith(f"Deck file my.deck, line 5, {en_field}: ")
    german = render(error.msg, "de")
    assert german.startswith(f"Kartendatei my.deck, Zeile 5, {de_field}: ")
    # the offending value is quoted back, once the line starts like a deck's
    # (a colour): an unknown first word is never repeated
    if field == "colour":
        assert bad_line.split()[0] not in english
    elif field != "line":
        position = {"colour": 0, "value": 1, "letter": 2, "count": 3}[field]
        assert bad_line.split()[position] in english


def test_bad_colour_lists_the_colours():
    english = render(refusal(deck_text("pink 3 A")).msg, "en")
    assert "red" in english and "yellow" in english


def test_a_file_that_is_no_deck_is_not_quoted(tmp_path):
    """A deck error never repeats the file's words: deck_file may point to
    any file, and its content is not the game's to show."""
    secret = tmp_path / "secret.txt"
    secret.write_text("hunter2 is my password\n", encoding="utf-8")
    from accessible_games.games.logomachy.deck import load_deck_file

    with pytest.raises(DeckError) as info:
        load_deck_file(secret)
    error = info.value
    for lang in ("en", "de"):
        assert "hunter2" not in render(error.msg, lang) and "password" not in render(
            error.msg, lang
        )


def test_wrong_number_of_fields_is_counted():
    english = render(refusal(deck_text("red 3 A 1 extra")).msg, "en")
    assert "found 5 fields" in english


def test_no_yellow_seven_is_refused():
    lines = [line for line in GOOD_LINES if line != "yellow 7 D"] + ["yellow 2 D"]
    error = refusal(deck_text(lines=lines))
    assert error.msg.key == "logomachy.deck.yellow7"
    assert render(error.msg, "en") == (
        "Deck file my.deck: a deck must hold exactly one yellow 7, this one holds none."
    )


def test_two_yellow_sevens_are_refused():
    error = refusal(deck_text("gelb 7 X"))
    assert error.msg.key == "logomachy.deck.yellow7"
    assert error.msg.params["found"] == 2
    assert "gelbe 7" in render(error.msg, "de")


def test_two_yellow_sevens_by_count_are_refused():
    lines = [line if line != "yellow 7 D" else "yellow 7 D 2" for line in GOOD_LINES]
    assert refusal(deck_text(lines=lines)).msg.params["found"] == 2


def test_too_few_cards_are_refused():
    error = refusal(deck_text(lines=GOOD_LINES[:9]))
    assert error.msg.key == "logomachy.deck.small"
    assert render(error.msg, "en") == (
        "Deck file my.deck: 9 cards are too few, a deck needs at least 10."
    )


def test_empty_deck_is_refused():
    assert refusal("# nothing here\n").msg.key == "logomachy.deck.yellow7"


# --- custom decks in a game ------------------------------------------------------------


def test_custom_deck_file_through_the_option(tmp_path):
    path = tmp_path / "letters.deck"
    path.write_text(deck_text("rot 4 X 3", "grün 6 Y 2"), encoding="utf-8")
    game = Logomachy(2, {"deck_file": str(path)}, 4)
    assert game.deck == parse_deck(path.read_text(encoding="utf-8"))
    assert len(game.deck) == 15
    assert [len(h) for h in game.hands] == [3, 3]
    assert len(game.middle) == 4
    assert len(game.stock) == 5
    assert game.view(0)["deck"] == [[c.colour, c.value, c.letter] for c in game.deck]


def test_custom_deck_overrides_the_deck_option(tmp_path):
    path = tmp_path / "small.deck"
    path.write_text(deck_text(), encoding="utf-8")
    game = Logomachy(2, {"deck": "six-colours", "deck_file": str(path)}, 0)
    assert len(game.deck) == 10


def test_custom_deck_with_repeated_cards_plays_to_the_end(tmp_path):
    path = tmp_path / "repeats.deck"
    repeats = deck_text("red 1 E 4", "green 2 A 3", "blue 3 N 5", "yellow 4 O 3")
    path.write_text(repeats, encoding="utf-8")
    for seed in range(20):
        game = Logomachy(3, {"deck_file": str(path)}, seed)
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.to_play()
            game.apply(seat, rng.choice(game.legal_actions(seat)))
            ids = Counter(c.id for place in game.places() for c in place)
            assert ids == Counter(c.id for c in game.deck)
        assert len(game.history) == 3


def test_broken_deck_file_refuses_the_game(tmp_path):
    path = tmp_path / "broken.deck"
    path.write_text(deck_text("red 3 A 1 extra"), encoding="utf-8")
    with pytest.raises(DeckError) as info:
        Logomachy(2, {"deck_file": str(path)}, 0)
    assert f"Deck file {path}, line 11, the line" in render(info.value.msg, "en")


def test_missing_deck_file_is_refused(tmp_path):
    path = tmp_path / "missing.deck"
    with pytest.raises(DeckError) as info:
        Logomachy(2, {"deck_file": str(path)}, 0)
    assert info.value.msg.key == "logomachy.deck.unreadable"
    assert str(path) in render(info.value.msg, "en")


def test_deck_too_small_for_the_players(tmp_path):
    path = tmp_path / "small.deck"
    path.write_text(deck_text(), encoding="utf-8")
    Logomachy(2, {"deck_file": str(path)}, 0)  # 10 cards: enough for two
    with pytest.raises(DeckError) as info:
        Logomachy(3, {"deck_file": str(path)}, 0)
    assert render(info.value.msg, "en") == "The deck has 10 cards; 3 players need at least 13."


def test_small_custom_deck_plays_to_the_end(tmp_path):
    path = tmp_path / "small.deck"
    path.write_text(deck_text(), encoding="utf-8")
    game = Logomachy(2, {"deck_file": str(path)}, 9)
    play_randomly(game, random.Random(9))
    assert len(game.history) == 2


def test_deck_file_with_a_byte_order_mark_is_read(tmp_path):
    from accessible_games.games.logomachy.deck import load_deck_file, standard_deck_text

    path = tmp_path / "bom.deck"
    path.write_bytes("\ufeff".encode("utf-8") + standard_deck_text("four-colours").encode("utf-8"))
    assert len(load_deck_file(path)) == 40
