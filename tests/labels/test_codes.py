"""Braille label codes (labels/codes.py, each game's labels.py): every game's
labels in every table of each language are distinct braille, narrow enough,
defined, counted as the game's own deck data, decodable with the legend, and
read back by liblouis."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from accessible_games.braille.tables import table_ids
from accessible_games.labels import codes
from accessible_games.labels.codes import (
    GAMES,
    MAX_CELLS,
    back_translate,
    build_sheet,
    card_labels,
    eight_dot,
    legend,
)
from accessible_games.labels.model import LabelError

LANG_TABLES = [(lang, table) for lang in ("en", "de") for table in table_ids(lang)]
CASES = [(game, lang, table) for game in GAMES for lang, table in LANG_TABLES]


def case_id(case):
    return "-".join(case)


@pytest.fixture(scope="module")
def sheets():
    """Every game's sheet in every table of each language, built once."""
    return {case: build_sheet(*case) for case in CASES}


# --- the games' own deck data ---------------------------------------------------------


def display_forms(game: str, lang: str) -> Counter:
    """What the game's braille display shows for each card of its deck, counted."""
    if game == "logomachy":
        from accessible_games.games.logomachy.deck import deck_facts, standard_deck
        from accessible_games.games.logomachy.describe import LogomachyNarrator

        deck = standard_deck("six-colours")
        narrator = LogomachyNarrator(lang, ["A", "B"], 0, {"deck": deck_facts(deck)})
        return Counter(narrator.card_br(card.id) for card in deck)
    if game == "maumau":
        from accessible_games.games.maumau.cards import CARDS
        from accessible_games.games.maumau.describe import MauMauNarrator

        narrator = MauMauNarrator(lang, ["A", "B"], 0)
        return Counter(narrator.card_br(card.id) for card in CARDS)
    if game == "monad":
        from accessible_games.core.messages import Msg, render
        from accessible_games.games.colours import COLOUR_BRAILLE
        from accessible_games.games.monad.cards import CARD_COUNT, COLOURS
        from accessible_games.games.monad.describe import MonadNarrator
        from accessible_games.games.monad.labels import BONUS_COUNT

        narrator = MonadNarrator(lang, ["A", "B"], 0)
        forms = Counter(narrator.card_br(card) for card in range(CARD_COUNT))
        # and the function cards the game deals apart: an identity card per colour, 4 Bonus cards
        identity = render(Msg("monad.labels.identity.br"), lang)
        forms.update({identity + COLOUR_BRAILLE[lang][c]: 1 for c in COLOURS})
        forms[render(Msg("monad.labels.bonus.br"), lang)] += BONUS_COUNT
        return forms
    if game == "pulok":
        from accessible_games.games.pulok.describe import PulokNarrator
        from accessible_games.games.pulok.tiles import TILE_COUNT

        narrator = PulokNarrator(lang, ["A", "B"], 0)
        return Counter(narrator.tile_br(tile) for tile in range(TILE_COUNT))
    from accessible_games.games.madnooks.describe import MadNooksNarrator
    from accessible_games.games.madnooks.tiles import DECK_SIZE

    narrator = MadNooksNarrator(lang, ["A", "B"], 0)
    return Counter(narrator.tile_id_br(tile) for tile in range(DECK_SIZE))


#: the physical decks: MONAD's 58 cards and its 6 identity and 4 Bonus cards
DECK_SIZES = {"logomachy": 60, "maumau": 108, "monad": 68, "pulok": 195, "madnooks": 38}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_codes_and_counts_are_the_display_forms_of_the_games_deck(game, lang):
    kinds = card_labels(game, lang)
    assert Counter({code: count for _, code, _, count in kinds}) == display_forms(game, lang)
    assert sum(count for *_, count in kinds) == DECK_SIZES[game]
    assert len({key for key, *_ in kinds}) == len(kinds)  # keys are unique
    assert len({code for _, code, _, _ in kinds}) == len(kinds)  # codes are unique as text


def test_deck_sizes_are_the_games_own():
    from accessible_games.games.logomachy.deck import standard_deck
    from accessible_games.games.madnooks.tiles import DECK_SIZE
    from accessible_games.games.maumau.cards import CARD_COUNT as MAUMAU
    from accessible_games.games.monad.cards import CARD_COUNT as MONAD
    from accessible_games.games.pulok.tiles import TILE_COUNT

    assert DECK_SIZES == {
        "logomachy": len(standard_deck("six-colours")),
        "maumau": MAUMAU,
        "monad": MONAD + 6 + 4,
        "pulok": TILE_COUNT,
        "madnooks": DECK_SIZE,
    }


# --- every table: distinct, narrow, defined ---------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_labels_are_distinct_braille(sheets, case):
    cells = [label.cells for label in sheets[case].labels]
    assert len(set(cells)) == len(cells)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_labels_fit_max_cells_and_are_six_dot(sheets, case):
    for label in sheets[case].labels:
        assert 0 < len(label.cells) <= MAX_CELLS, label
        assert not eight_dot(label.cells), label
        assert all(0x2800 <= ord(ch) <= 0x283F for ch in label.cells), label
    assert sheets[case].widest <= MAX_CELLS


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_no_undefined_characters_in_codes_meanings_and_title(sheets, case):
    sheet = sheets[case]
    translator = codes._translator(sheet.table)
    texts = [sheet.title] + [label.code for label in sheet.labels]
    texts += [entry.code for entry in sheet.legend] + [entry.meaning for entry in sheet.legend]
    assert [t for t in texts if translator.undefined(t)] == []
    assert sheet.title_cells and all(entry.cells and entry.meaning_cells for entry in sheet.legend)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_sheet_counts_sum_to_the_deck_size(sheets, case):
    sheet = sheets[case]
    assert sum(label.count for label in sheet.labels) == DECK_SIZES[case[0]]
    assert len(sheet.printed()) == DECK_SIZES[case[0]]
    assert sheet.table == case[2] and sheet.lang == case[1] and sheet.game == case[0]


def test_default_tables_keep_labels_short():
    """In the default tables (de-g1, en-ueb-g1) labels take at most 5 cells,
    Mau Mau's German specials at most 6 (``gn+2``, ``gn-aus``)."""
    for game in GAMES:
        for lang in ("en", "de"):
            sheet = build_sheet(game, lang)
            limit = 6 if (game, lang) == ("maumau", "de") else 5
            assert sheet.widest <= limit, (game, lang, sheet.widest)


def test_two_labels_per_card():
    sheet = build_sheet("pulok", "en", per_card=2)
    assert sheet.per_card == 2 and len(sheet.printed()) == 2 * 195


def test_digits_followed_by_a_to_j_get_the_letter_sign():
    """MONAD's ``1db`` must not read as the number 14: liblouis puts the
    letter sign (UEB dots 56, German dot 6) between digit and letter."""
    en = {label.code: label.cells for label in build_sheet("monad", "en", "en-ueb-g1").labels}
    de = {label.code: label.cells for label in build_sheet("monad", "de", "de-g1").labels}
    assert en["1db"] == "⠼⠁⠰⠙⠃"
    assert de["1ge"] == "⠼⠁⠠⠛⠑"
    assert en["1r"] == "⠼⠁⠗"  # r is no digit letter: no sign


# --- the legend ---------------------------------------------------------------------


def legend_codes(game: str, lang: str, deck=None) -> set[str]:
    return {code for code, _ in legend(game, lang, deck)}


def split_label(game: str, code: str) -> list[str]:
    """A label's parts, split by the game's own data (not by codes.py)."""
    if game == "logomachy":
        colour, value = re.fullmatch(r"([a-zäöüß]+)(\d+)", code).groups()
        return [colour, "#"]
    if game == "maumau":
        match = re.fullmatch(r"([a-z]+?)(\d|[-+].*)", code)
        if match is None or code in ("w+4", "j+4"):
            return [code]  # a Joker: one symbol
        colour, rest = match.groups()
        return [colour, "#" if rest.isdigit() else rest]
    if game == "monad":
        if code in ("M", "bo"):
            return [code]
        if code[:2] in ("id", "st"):  # an identity card: its code, then a colour
            return [code[:2], code[2:]]
        return [code[0], code[1:]]
    if game == "pulok":
        return [code] if code == "*" else ["letter", code[1:]]
    return list(code)  # madnooks: one letter per side


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_legend_covers_every_code_part(game, lang):
    known = legend_codes(game, lang)
    for _, code, _, _ in card_labels(game, lang):
        for part in split_label(game, code):
            if part == "#":  # a number: the legend explains the value with a number
                assert any(c.isdigit() for c in known), code
            elif part == "letter":  # Pulok: the letter; the legend names the letters
                meanings = " ".join(m for _, m in legend(game, lang))
                assert code[0].upper() in meanings.split() or code[0] in known, code
            else:
                assert part in known, (code, part)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_every_colour_letter_used_is_in_the_legend(game, lang):
    from accessible_games.games.colours import COLOUR_BRAILLE
    from accessible_games.games.madnooks.describe import colour_letters

    letters = colour_letters(lang) if game == "madnooks" else COLOUR_BRAILLE[lang].values()
    used = {
        letter
        for letter in letters
        if any(letter in split_label(game, code) for _, code, _, _ in card_labels(game, lang))
    }
    assert used, game
    assert used <= legend_codes(game, lang)


def test_mad_nooks_legend_gives_the_side_order():
    en = dict(legend("madnooks", "en"))
    de = dict(legend("madnooks", "de"))
    assert [en[s][:8] for s in ("l1", "l2", "s1", "s2")] == [
        "letter 1",
        "letter 2",
        "letter 3",
        "letter 4",
    ]
    assert "bottom" in en["l1"] and "left" in en["l2"]
    assert [de[s][:11] for s in ("l1", "l2", "k1", "k2")] == [
        "Buchstabe 1",
        "Buchstabe 2",
        "Buchstabe 3",
        "Buchstabe 4",
    ]


# --- back-translation -----------------------------------------------------------------


@pytest.mark.parametrize(
    "case", [c for c in CASES if c[2] in codes.BACK_TRANSLATION_TABLES], ids=case_id
)
def test_back_translation_gives_the_code(sheets, case):
    sheet = sheets[case]
    wrong = [
        (label.code, back_translate(label.cells, sheet.table))
        for label in sheet.labels
        if (back_translate(label.cells, sheet.table) or "").lower() != label.code.lower()
    ]
    assert wrong == []


def test_back_translation_tables():
    assert set(codes.BACK_TRANSLATION_TABLES) == {"de-g0", "de-g1", "en-ueb-g1", "en-ueb-g2"}
    assert back_translate("⠗⠼⠛", "de-g2") is None  # Kurzschrift: not reliable in liblouis
    assert back_translate("⠗⠼⠛", "en-ueb-g1") == "r7"


# --- Logomachy decks ---------------------------------------------------------------------


@pytest.mark.parametrize("name", ["four-colours", "six-colours"])
def test_logomachy_standard_decks(name):
    from accessible_games.games.logomachy.deck import standard_deck

    sheet = build_sheet("logomachy", "de", deck=name)
    assert sum(label.count for label in sheet.labels) == len(standard_deck(name))


def test_logomachy_deck_file_in_tmp_path(tmp_path):
    deck = tmp_path / "mine.deck"
    deck.write_text(
        "# a custom deck\n"
        "yellow 7 E\n"
        "red 3 A 2\n"
        "red 3 B\n"  # the same colour and value: one kind, 3 cards, letters A, B
        "lightblue 12 - 3\n"
        "dunkelblau 99 Z\n"
        "black 1 K\n"
        "weiß 45 W 2\n",
        encoding="utf-8",
    )
    from accessible_games.games.logomachy.deck import load_deck_file

    size = len(load_deck_file(deck))
    assert size == 11
    for lang, table in LANG_TABLES:
        sheet = build_sheet("logomachy", lang, table, deck=str(deck))
        assert sum(label.count for label in sheet.labels) == size
        assert len({label.cells for label in sheet.labels}) == len(sheet.labels) == 6
        assert sheet.widest <= MAX_CELLS
        parts = {entry.code for entry in sheet.legend}
        used = {re.fullmatch(r"([a-z]+)\d+", label.code).group(1) for label in sheet.labels}
        assert used <= parts
    kinds = {
        key: (code, text, count) for key, code, text, count in card_labels("logomachy", "en", deck)
    }
    assert kinds["logomachy:red:3"] == ("r3", "Red 3 (A, B)", 3)
    assert kinds["logomachy:lightblue:12"] == ("lb12", "Light blue 12", 3)
    de = {key: code for key, code, _, _ in card_labels("logomachy", "de", deck)}
    assert de["logomachy:darkblue:99"] == "db99" and de["logomachy:black:1"] == "s1"
    assert dict(legend("logomachy", "en", deck))["99"].startswith("the value, 1 to 99")


# --- bad input ----------------------------------------------------------------------


def both_languages(error: LabelError) -> None:
    """The error is a message said in English and in German (not its key)."""
    en, de = error.text("en"), error.text("de")
    assert en and de and en != de
    assert error.msg.key not in (en, de)
    assert str(error) == en


@pytest.mark.parametrize(
    "call",
    [
        lambda: card_labels("uno", "en"),
        lambda: legend("uno", "de"),
        lambda: build_sheet("uno", "en"),
    ],
    ids=["card_labels", "legend", "build_sheet"],
)
def test_unknown_game(call):
    with pytest.raises(LabelError) as info:
        call()
    both_languages(info.value)
    assert "uno" in info.value.text("en") and "Unbekanntes Spiel" in info.value.text("de")


def test_unknown_table():
    with pytest.raises(LabelError) as info:
        build_sheet("maumau", "en", table="en-us-g9")
    both_languages(info.value)
    assert "en-us-g9" in info.value.text("en")


@pytest.mark.parametrize("per_card", [0, 3, True])
def test_per_card_must_be_one_or_two(per_card):
    with pytest.raises(LabelError) as info:
        build_sheet("monad", "de", per_card=per_card)
    both_languages(info.value)


@pytest.mark.parametrize("game", ["maumau", "monad", "pulok", "madnooks"])
def test_a_deck_for_another_game_than_logomachy(game):
    with pytest.raises(LabelError) as info:
        build_sheet(game, "en", deck="six-colours")
    both_languages(info.value)


@pytest.mark.parametrize(
    "text, en_part, de_part",
    [
        ("yellow 7 E\nmauve 3 A\n", "line 2, colour", "Zeile 2, Farbe"),  # an unknown colour
        ("red 1 E\n" * 12, "yellow 7", "gelbe 7"),  # no yellow 7
        ("yellow 7 E\nred 100 A\n", "100", "100"),  # a value out of range
    ],
)
def test_a_broken_logomachy_deck_file(tmp_path, text, en_part, de_part):
    deck = tmp_path / "broken.deck"
    deck.write_text(text, encoding="utf-8")
    with pytest.raises(LabelError) as info:
        build_sheet("logomachy", "en", deck=str(deck))
    both_languages(info.value)
    assert en_part in info.value.text("en") and de_part in info.value.text("de")


def test_a_missing_logomachy_deck_file(tmp_path):
    with pytest.raises(LabelError) as info:
        card_labels("logomachy", "de", tmp_path / "missing.deck")
    both_languages(info.value)


def test_a_label_wider_than_max_cells_is_refused(monkeypatch):
    monkeypatch.setattr(codes, "MAX_CELLS", 3)
    with pytest.raises(LabelError) as info:
        build_sheet("maumau", "en")
    both_languages(info.value)
    assert "at most 3" in info.value.text("en")


def test_two_labels_with_equal_cells_are_refused(monkeypatch):
    from accessible_games.games.colours import COLOUR_BRAILLE

    monkeypatch.setitem(COLOUR_BRAILLE["en"], "blue", "r")
    with pytest.raises(LabelError) as info:
        build_sheet("maumau", "en")
    both_languages(info.value)
    assert "same braille" in info.value.text("en")


def test_eight_dot_cells_are_refused(monkeypatch):
    real = codes._translator("en-ueb-g1")

    class EightDots:
        table_id, language = real.table_id, real.language

        def undefined(self, text):
            return real.undefined(text)

        def cells(self, text):
            cells = real.cells(text)
            return type(cells)("".join(chr(ord(ch) | 0x40) for ch in cells.dots), text)

    monkeypatch.setattr(codes, "_translator", lambda table_id: EightDots())
    with pytest.raises(LabelError) as info:
        build_sheet("pulok", "en")
    both_languages(info.value)
    assert "BRF" in info.value.text("en") and "BRF" in info.value.text("de")
    assert eight_dot("⡀") and eight_dot("⢀") and not eight_dot("⠿")


def test_a_table_of_the_other_language_is_allowed():
    sheet = build_sheet("madnooks", "de", table="en-ueb-g1")
    assert sheet.table == "en-ueb-g1" and sheet.lang == "de"
    assert sheet.labels[0].code == "sbrg"
