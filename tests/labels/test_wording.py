"""The label printer's words: every refusal is a message of labels.ftl,
said in German and in English (and in the pseudo-locale, with no English
word left), counts of cells and characters through plural rules, and the
sheet's title from the resources."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_games.cli import main
from accessible_games.core.errors import GameError
from accessible_games.core.labels import GameLabels
from accessible_games.core.messages import Msg, message_ids, message_variables, render
from accessible_games.games import registry
from accessible_games.games.registry import GameEntry, entry
from accessible_games.labels import codes, writers
from accessible_games.labels.model import Label, LabelError, LegendEntry, Sheet
from accessible_games.labels.printing import print_labels

LANGS = ("en", "de")
LABELS_PY = Path(__file__).resolve().parents[2] / "accessible_games" / "labels"


def cell(dots: int) -> str:
    return chr(0x2800 + dots)


def a_sheet(labels: list[Label] | None = None, title_cells: str = cell(1)) -> Sheet:
    """A small hand-made sheet (no braille table needed)."""
    if labels is None:
        labels = [Label("t:one", "a", cell(1), "A", count=2)]
    return Sheet(
        "t",
        "en",
        "en-ueb-g1",
        "T",
        title_cells,
        legend=[LegendEntry("a", cell(1), "one", cell(1))],
        labels=labels,
    )


def refusal(call) -> LabelError:
    with pytest.raises(LabelError) as info:
        call()
    return info.value


@pytest.fixture
def toy_game(monkeypatch):
    """A registered game whose labels hold characters no table defines:
    one label with one such character, one with two."""

    def cards(lang, deck):
        return [("toy:snow", "☃", "Snowman", 1), ("toy:both", "中Ж", "Both", 1)]

    toy = GameEntry(
        rules=entry("maumau").rules,
        narrator=entry("maumau").narrator,
        bots={},
        package="accessible_games.games.maumau",
        labels=GameLabels(cards=cards, legend=lambda lang, deck: []),
    )
    monkeypatch.setitem(registry._FACTORIES, "toy", lambda: toy)
    monkeypatch.setitem(registry._CACHE, "toy", toy)
    monkeypatch.setattr(codes, "GAMES", (*codes.GAMES, "toy"))
    return "toy"


# --- the errors are messages ---------------------------------------------------------

#: every refusal the label printer makes, from a real call
REFUSALS = {
    "unknown game": lambda: codes.build_sheet("uno", "en"),
    "one deck only": lambda: codes.card_labels("maumau", "en", "six-colours"),
    "labels per card": lambda: codes.build_sheet("maumau", "en", per_card=3),
    "unknown table": lambda: codes.build_sheet("maumau", "en", table="xx-g9"),
    "layout": lambda: writers.Layout(9, 25),
    "unknown format (command)": lambda: print_labels("maumau", "docx"),
    "unknown format (writer)": lambda: writers.render(a_sheet(), "docx"),
    "not braille": lambda: writers.render(a_sheet(title_cells="x"), "txt"),
    "no braille": lambda: writers.render(a_sheet([Label("t:blank", "b", cell(0), "B")]), "txt"),
    "bad count": lambda: writers.render(
        a_sheet([Label("t:bad", "b", cell(1), "B", count=-1)]), "txt"
    ),
    "too wide for a line": lambda: writers.render(
        a_sheet([Label("t:wide", "w", cell(1) * 11, "W")]), "brf", writers.Layout(10, 5)
    ),
    "8 dots in BRF": lambda: writers.to_brf(cell(0x40)),
}


@pytest.mark.parametrize("name", REFUSALS)
def test_every_refusal_is_a_message_said_in_german_and_english(name):
    error = refusal(REFUSALS[name])
    assert isinstance(error, GameError) and isinstance(error.msg, Msg)
    assert error.msg.key.startswith("labels.")
    en, de = error.text("en"), error.text("de")
    assert en != de
    for text in (en, de):
        assert text and "{" not in text and error.msg.key not in text
        assert not re.search(r"[.:;,]\s*[.:;,]", text), f"doubled punctuation: {text}"
    assert str(error) == en


@pytest.mark.parametrize("name", REFUSALS)
def test_every_refusal_has_no_english_word_in_the_pseudo_locale(name):
    error = refusal(REFUSALS[name])
    pseudo, en = error.text("pseudo"), error.text("en")
    assert pseudo != en
    english_words = {w for w in re.findall(r"[A-Za-z]{4,}", en)}
    # what the player typed or the program's ids (tables, formats, keys) stay as they are
    data = {str(v) for v in error.msg.params.values()}
    left = {
        w
        for w in re.findall(r"[A-Za-z]{4,}", pseudo)
        if w in english_words and not any(w in d for d in data)
    }
    assert not left, f"English words in the pseudo-locale: {left} in {pseudo!r}"


def test_the_unknown_game_is_refused_with_the_games_to_choose(capsys):
    error = refusal(lambda: codes.card_labels("uno", "de"))
    assert error.text("en").startswith("Unknown game 'uno'; choose ")
    assert error.text("de").startswith("Unbekanntes Spiel 'uno'; wähle ")
    # the games as a list: "…, pulok or madnooks" / "…, pulok oder madnooks"
    last, before = codes.GAMES[-1], codes.GAMES[-2]
    assert error.text("en").endswith(f"{before} or {last}.")
    assert error.text("de").endswith(f"{before} oder {last}.")


def test_a_deck_for_a_one_deck_game_names_the_games_by_their_titles():
    error = refusal(lambda: codes.card_labels("maumau", "de", "six-colours"))
    title = {lang: render(entry("maumau").rules.title, lang) for lang in LANGS}
    assert error.text("en").startswith(f"{title['en']} has one deck only")
    assert error.text("de").startswith(f"{title['de']} hat nur ein Deck")
    assert render(entry("logomachy").rules.title, "de") in error.text("de")


def test_a_games_refusal_of_a_deck_keeps_its_message(tmp_path):
    missing = tmp_path / "missing.deck"
    error = refusal(lambda: codes.card_labels("logomachy", "de", missing))
    assert not error.msg.key.startswith("labels.")  # the game's own message, passed on
    assert error.text("en") != error.text("de")


def test_the_file_that_cannot_be_written_is_said_with_its_reason(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("x")
    error = refusal(lambda: writers.write(a_sheet(), "brf", blocked / "labels.brf"))
    assert error.text("en").startswith(f"Cannot write the labels to {blocked / 'labels.brf'}: ")
    assert error.text("de").startswith(
        f"Die Etiketten konnten nicht in {blocked / 'labels.brf'} geschrieben werden: "
    )
    # the reason in the player's language, not the system's English
    assert error.text("de").split(": ", 1)[1] != error.text("en").split(": ", 1)[1]


def test_the_layout_names_its_field_in_the_players_language():
    cells = refusal(lambda: writers.Layout(9, 25))
    assert cells.text("en") == "Cells per line must be a whole number from 10 to 100, not 9."
    assert (
        cells.text("de") == "Zellen je Zeile: erlaubt ist eine ganze Zahl von 10 bis 100, nicht 9."
    )
    lines = refusal(lambda: writers.Layout(40, 101))
    assert lines.text("en").startswith("Lines per page must be a whole number from 5 to 100")
    assert lines.text("de").startswith("Zeilen je Seite: ")


def test_the_command_says_the_refusal_in_german(tmp_path, capsys):
    out = tmp_path / "x.brf"
    assert main(["labels", "maumau", "--format", "docx", "--output", str(out), "--lang", "de"]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "Unbekanntes Etikettenformat 'docx'; wähle brf, pef, txt, svg oder pdf."
    )
    assert main(["labels", "maumau", "--format", "docx", "--output", str(out), "--lang", "en"]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "Unknown label format 'docx'; choose brf, pef, txt, svg or pdf."
    )
    assert not out.exists()


# --- counts through plural rules ---------------------------------------------------------


def test_a_label_wider_than_allowed_counts_its_cells_in_both_languages(monkeypatch):
    monkeypatch.setattr(codes, "MAX_CELLS", 1)
    error = refusal(lambda: codes.build_sheet("maumau", "en", table="en-ueb-g1"))
    cells = error.msg.params["cells"]
    assert isinstance(cells, int) and cells > 1
    assert (
        f"takes {cells} cells in table en-ueb-g1; a label may take at most 1 cell."
        in error.text("en")
    )
    assert "1 cells" not in error.text("en")
    assert f"{cells} Zellen; erlaubt ist höchstens 1 Zelle." in error.text("de")
    assert "1 Zellen" not in error.text("de")


def test_a_label_wider_than_a_line_counts_cells_in_both_languages():
    error = refusal(
        lambda: writers.render(
            a_sheet([Label("t:wide", "w", cell(1) * 11, "W")]), "txt", writers.Layout(10, 5)
        )
    )
    assert error.text("en") == "The label 't:wide' takes 11 cells; a line holds 10 cells."
    assert error.text("de") == "Das Etikett 't:wide' braucht 11 Zellen; eine Zeile fasst 10 Zellen."


@pytest.mark.parametrize(
    "lang, one, many",
    [
        (
            "en",
            "The label 'k' takes 1 cell; a line holds 1 cell.",
            "The label 'k' takes 2 cells; a line holds 2 cells.",
        ),
        (
            "de",
            "Das Etikett 'k' braucht 1 Zelle; eine Zeile fasst 1 Zelle.",
            "Das Etikett 'k' braucht 2 Zellen; eine Zeile fasst 2 Zellen.",
        ),
    ],
)
def test_one_cell_is_singular(lang, one, many):
    assert render(Msg("labels.sheet.wide", label="k", cells=1, width=1), lang) == one
    assert render(Msg("labels.sheet.wide", label="k", cells=2, width=2), lang) == many
    most_one = render(
        Msg("labels.cells.many", game="G", code="c", table="t", cells=2, most=1), lang
    )
    assert ("at most 1 cell." if lang == "en" else "höchstens 1 Zelle.") in most_one


def test_undefined_characters_are_counted(toy_game):
    error = refusal(lambda: codes.build_sheet(toy_game, "en", table="en-ueb-g1"))
    assert (
        error.text("en")
        == "The braille table en-ueb-g1 does not define the character ☃ (label '☃')."
    )
    assert (
        error.text("de") == "Die Brailletabelle en-ueb-g1 kennt das Zeichen ☃ nicht (Etikett '☃')."
    )
    two = Msg("labels.table.undefined", table="de-g1", code="中Ж", chars=["中", "Ж"], count=2)
    assert (
        render(two, "en")
        == "The braille table de-g1 does not define the characters 中 and Ж (label '中Ж')."
    )
    assert (
        render(two, "de")
        == "Die Brailletabelle de-g1 kennt die Zeichen 中 und Ж nicht (Etikett '中Ж')."
    )


# --- the sheet's words ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang, title", [("en", "{game}: braille labels"), ("de", "{game}: Braille-Etiketten")]
)
def test_the_sheets_title_comes_from_the_resources(lang, title):
    sheet = codes.build_sheet("maumau", lang)
    assert sheet.title == title.format(game=render(entry("maumau").rules.title, lang))


def test_a_drawn_legend_line_is_the_code_and_its_meaning():
    svg = writers.render(a_sheet(), "svg").decode("utf-8")
    assert ">a = one<" in svg


def test_labels_ftl_has_the_same_messages_and_variables_in_both_languages():
    en = {i for i in message_ids("en") if i.startswith("labels-")}
    de = {i for i in message_ids("de") if i.startswith("labels-")}
    assert en == de and len(en) >= 20
    for ident in sorted(en):
        assert message_variables(ident, "en") == message_variables(ident, "de"), ident


def test_no_words_per_language_left_in_the_label_code():
    for path in sorted(LABELS_PY.rglob("*.py")):
        text = path.read_text("utf-8")
        assert not re.search(r"""\[\s*lang\s*\]|\{\s*["']en["']\s*:|["']de["']\s*:""", text), (
            path.name
        )
        assert "LabelError(f" not in text and 'LabelError("' not in text, path.name
        for german in ("Etikett", "Zelle", "Tabelle", "Unbekannt", "wähle"):
            assert german not in text, f"{path.name} holds the German word {german}"
