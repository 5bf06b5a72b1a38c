"""The shared braille forms read one way only, through the real liblouis
tables: a list position is "1 of 3" after a comma (never "1/3", a
fraction, nor "y3 1", one number in UEB), a number after a name stays a
number of its own, a minus before a number is the minus sign, and the
experience points are won or lost in words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.braille.tables import table_ids
from accessible_games.braille.translate import Translator
from accessible_games.core.messages import Msg, render
from accessible_games.core.narration import Narrator

TABLES = table_ids()
NUMBER_SIGN = "⠼"
#: the minus sign of each language's braille (UEB 5-36, German 4-36), and the hyphen 36
MINUS = {"en": "⠐⠤", "de": "⠈⠤"}
HYPHEN = "⠤"


def lang_of(table_id: str) -> str:
    return "de" if table_id.startswith("de") else "en"


def listed(text: str, number: int, count: int, lang: str) -> str:
    """The list item's braille line as the full-screen mode shows it
    (AccessibleGamesApp.listed_braille)."""
    position = render(Msg("tui.position.br", position=number, count=count), lang)
    return render(Msg("tui.item", text=text, position=position), lang)


def numbers_begun(cells: str) -> int:
    return cells.count(NUMBER_SIGN)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_position_is_words_after_a_comma(lang: str) -> None:
    assert listed("y3", 1, 3, lang) == {"en": "y3, 1 of 3", "de": "y3, 1 von 3"}[lang]
    assert "/" not in render(Msg("tui.position.br", position=2, count=9), lang)


@pytest.mark.parametrize("table_id", TABLES)
def test_each_number_of_a_listed_item_is_a_number_of_its_own(table_id: str) -> None:
    """ "y3 1/3" gave two numbers in UEB (3 and 1 joined by a numeric
    space, then 3): now each of the three numbers begins anew."""
    translator = Translator(table_id)
    cells = translator.cells(listed("y3", 1, 3, lang_of(table_id))).dots
    assert numbers_begun(cells) == 3, cells


@pytest.mark.parametrize("table_id", ["en-ueb-g1", "en-ueb-g2"])
def test_the_old_forms_were_ambiguous_in_ueb(table_id: str) -> None:
    """Why: a space between two numbers is a numeric space in UEB, so "y3 1"
    and "Player 1 2" read as one number."""
    translator = Translator(table_id)
    assert numbers_begun(translator.cells("y3 1/3").dots) == 2
    assert numbers_begun(translator.cells("Player 1 2").dots) == 1


@pytest.mark.parametrize("table_id", TABLES)
@settings(max_examples=25, deadline=None)
@given(seat=st.integers(1, 9), score=st.integers(0, 999))
def test_the_shared_player_line_keeps_name_and_score_apart(
    table_id: str, seat: int, score: int
) -> None:
    lang = lang_of(table_id)
    name = render(Msg("ui.player", number=seat), lang)
    narrator = Narrator(lang, [name, "Anna"], viewer=1)
    item = narrator.player_items({"scores": [score, 0]})[0]
    assert item.brailled.startswith(f"{name}: ")
    assert numbers_begun(Translator(table_id).cells(item.brailled).dots) == 2


@pytest.mark.parametrize("table_id", TABLES)
@settings(max_examples=25, deadline=None)
@given(amount=st.integers(1, 10_000), before=st.sampled_from(["", "now ", "Anna ", "(", "score: "]))
def test_a_minus_before_a_number_is_the_minus_sign(table_id: str, amount: int, before: str) -> None:
    cells = Translator(table_id).cells(f"{before}-{amount}").dots
    minus = MINUS[lang_of(table_id)]
    assert f"{minus}{NUMBER_SIGN}" in cells, cells


@pytest.mark.parametrize("table_id", TABLES)
@settings(max_examples=25, deadline=None)
@given(
    word=st.sampled_from(["x", "well", "Ober", "1"]),
    after=st.sampled_from(["3", "5", "known", "Bayern"]),
)
def test_a_hyphen_inside_a_word_or_a_range_stays_a_hyphen(
    table_id: str, word: str, after: str
) -> None:
    cells = Translator(table_id).cells(f"{word}-{after}").dots
    assert HYPHEN in cells
    assert MINUS[lang_of(table_id)] not in cells, cells


@pytest.mark.parametrize(
    "lang, won, lost, left",
    [
        ("en", "xp won: 20, now 20", "xp lost: 10, now -5", "left, xp lost: 20"),
        (
            "de",
            "EP bekommen: 20, jetzt 20",
            "EP verloren: 10, jetzt -5",
            "verlassen, EP verloren: 20",
        ),
    ],
)
def test_experience_points_are_won_or_lost_in_words(
    lang: str, won: str, lost: str, left: str
) -> None:
    now = Msg("ui.xp.now.br", total=20)
    assert render(Msg("ui.xp.gain.br", xp=20, now=now), lang) == won
    assert render(Msg("ui.xp.loss.br", xp=10, now=Msg("ui.xp.now.br", total=-5)), lang) == lost
    assert render(Msg("ui.xp.leave.br", xp=20, now=""), lang) == left
