"""The wording of the shared interface's messages (locales/<lang>/ui, tui,
stats, settings, checks, sound, announce, boundary): every count goes
through the language's plural rule, the player's own form is a form of its
own, and no sentence doubles its punctuation. Real renders of the real
resources, in both languages."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

import accessible_games
from accessible_games.core.messages import Msg, render
from accessible_games.i18n import fluent
from accessible_games.ui.tui.speaking import clause

PACKAGE = Path(accessible_games.__file__).resolve().parent
LOCALES = PACKAGE / "locales"
#: the resources of the interface, the network play and their helpers
FILES = (
    "ui",
    "tui",
    "net",
    "tls",
    "accounts",
    "announce",
    "stats",
    "settings",
    "checks",
    "sound",
    "boundary",
)

#: a count of one named with a plural noun (English and German)
ONE_PLURAL = re.compile(
    r"\b1 (seconds|minutes|more minutes|players|tables|open "
    r"tables|games|points|moves|messages|cards|characters|bytes|digits|levels|experience "
    r"points|braille labels|account "
    r"names|bots|Sekunden|Minuten|Punkte|Punkten|Züge|Zügen|Nachrichten|Karten|Tische|offene "
    r"Tische|Spiele|Ziffern|Ebenen|Bytes|Erfahrungspunkte|Braille-Etiketten|Bots)\b"
)
#: a count of two named with a singular noun
TWO_SINGULAR = re.compile(
    r"\b2 (second|minute|more minute|table|open "
    r"table|game|point|move|message|card|character|byte|digit|level|experience point|braille "
    r"label|account name|bot|Sekunde|Minute|Punkt|Zug|Nachricht|Karte|Tisch|offener "
    r"Tisch|Spiel|Ziffer|Ebene|Byte|Erfahrungspunkt|Braille-Etikett|Bot)\b"
)
#: punctuation doubled ("Punkte..", "irgendwo., Ende"), an ellipsis aside
DOUBLED = re.compile(r"(?<!\.)\.\.(?!\.)|[.,;:],|,[.;:]|;\.|:\.")
#: "du" with a verb of the third person, or in the wrong case
BAD_DU = re.compile(
    r"\b(von|mit|für|an|zu|bei) du\b|\bdu (hatte|bekam|ist|hat|war|wird|gewinnt|verliert|sagt|"
    r"spielt|zieht|nimmt|legt|schaut|bleibt)\b",
    re.I,
)
#: abbreviations whose full stop may stand before a comma
ABBREVIATIONS = ("gew.", "verl.")


@functools.cache
def entries(name: str, lang: str) -> dict[str, fluent.Entry]:
    return fluent.load_file(LOCALES / lang / f"{name}.ftl")


def selectors(pattern) -> set[str]:
    """The variables a pattern selects on."""
    out: set[str] = set()
    if isinstance(pattern, tuple):
        for element in pattern:
            if isinstance(element, tuple) and element[0] == "s":
                if element[1][0] == "v":
                    out.add(element[1][1])
                for _, sub in element[2]:
                    out |= selectors(sub)
    return out


def every_message(name: str) -> list[str]:
    return sorted(entries(name, "en"))


def sample_args(name: str, ident: str, lang: str, number: int, who: str = "other") -> dict:
    """Arguments for every variable of the message: the counts (what it
    selects on, and the usual count names) set to ``number``, the rest a name."""
    entry = entries(name, lang)[ident]
    args: dict = {}
    for _attr, pattern in fluent.iter_patterns(entry):
        numbers = selectors(pattern) - {"who"}
        for var in fluent.variables(pattern, entries(name, lang)):
            if var in numbers or var in {
                "count",
                "seconds",
                "minutes",
                "players",
                "points",
                "xp",
                "moves",
                "length",
                "limit",
                "size",
                "digits",
                "most",
                "bots",
                "score",
                "shown",
            }:
                args[var] = number
            else:
                args[var] = "Anna"
    args["who"] = who
    return args


def rendered(name: str, ident: str, lang: str, number: int, who: str = "other") -> list[str]:
    """Every pattern of the message (value and attributes) rendered."""
    cat = {**entries(name, lang)}
    renderer = fluent.Renderer(lang, cat, strict=False)
    args = sample_args(name, ident, lang, number, who)
    return [renderer.pattern(p, args) for _attr, p in fluent.iter_patterns(cat[ident])]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", FILES)
def test_a_count_of_one_is_singular_and_of_two_plural(name, lang):
    for ident, who in ((i, w) for i in every_message(name) for w in ("you", "other")):
        for text in rendered(name, ident, lang, 1, who):
            assert not ONE_PLURAL.search(text), (ident, text)
        for text in rendered(name, ident, lang, 2, who):
            assert not TWO_SINGULAR.search(text), (ident, text)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", FILES)
def test_no_message_doubles_its_punctuation(name, lang):
    for ident, number in ((i, n) for i in every_message(name) for n in (1, 5)):
        for who in ("you", "other"):
            for text in rendered(name, ident, lang, number, who):
                for short in ABBREVIATIONS:
                    text = text.replace(short, short[:-1])
                assert not DOUBLED.search(text), (ident, text)


@pytest.mark.parametrize("name", FILES)
def test_the_german_own_forms_agree_with_du(name):
    for ident in every_message(name):
        for text in rendered(name, ident, "de", 3, "you"):
            assert not BAD_DU.search(text), (ident, text)


@pytest.mark.parametrize("name", FILES)
def test_no_message_is_chosen_by_a_number_in_its_name(name):
    """A plural is a selector inside one message, never a message per
    number (``….one``/``….many``), which misses the languages with other
    plural rules."""
    for lang in ("en", "de"):
        ids = entries(name, lang)
        hand_made = [
            i
            for i in ids
            if re.search(r"-(one|few)$", i) or (i.endswith("-many") and f"{i[:-5]}-one" in ids)
        ]
        assert hand_made == [], hand_made


def test_no_python_file_of_the_interface_picks_a_key_by_a_number():
    sources = [
        *(PACKAGE / "ui").rglob("*.py"),
        *(PACKAGE / "app").rglob("*.py"),
        *(PACKAGE / "net").rglob("*.py"),
        PACKAGE / "stats.py",
        PACKAGE / "settings.py",
        *(PACKAGE / "announce").rglob("*.py"),
        *(PACKAGE / "sound").rglob("*.py"),
        *(PACKAGE / "boundary").rglob("*.py"),
    ]
    for path in sources:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""\.one["']""", text), path
        assert not re.search(r"""lang\s*[!=]=\s*["']de["']""", text), path
        assert not re.search(r"""["']de["']\s*:""", text), path


@pytest.mark.parametrize(
    "lang,expected",
    [
        (
            "en",
            [
                "No open tables. Choose Create a table to make one.",
                "1 open table: Table 4.",
                "2 open tables.",
            ],
        ),
        (
            "de",
            [
                "Keine offenen Tische. Wähle Tisch eröffnen, um einen zu eröffnen.",
                "1 offener Tisch: Tisch 4.",
                "2 offene Tische.",
            ],
        ),
    ],
)
def test_the_lobby_counts_its_tables_and_names_a_single_one(lang, expected):
    first = {"en": "Table 4.", "de": "Tisch 4."}[lang]
    said = [render(Msg("tui.online.tables", count=n, first=first), lang) for n in (0, 1, 2)]
    assert said == expected


def test_the_clock_and_experience_say_one_second_and_one_point():
    assert render(Msg("ui.clock.warn", seconds=1), "en") == "1 second left for your move."
    assert render(Msg("ui.clock.warn", seconds=10), "en") == "10 seconds left for your move."
    assert render(Msg("ui.clock.left", seconds=1), "de") == "Noch 1 Sekunde für diesen Zug."
    now = Msg("ui.xp.now", total=21)
    assert render(Msg("ui.xp.gain", xp=1, now=now), "en") == "You gain 1 experience point; now 21."
    assert render(Msg("ui.xp.loss", xp=1, now=""), "de") == "Du verlierst 1 Erfahrungspunkt."
    assert render(Msg("ui.xp.gain", xp=20, now=""), "de") == "Du bekommst 20 Erfahrungspunkte."


def test_the_result_names_each_players_points():
    scores = [
        Msg("ui.result.score", player="Anna", score=1),
        Msg("ui.result.score", player="Ben", score=12),
    ]
    assert (
        render(Msg("ui.result", scores=scores, winners=["Ben"]), "en")
        == "Result: Anna: 1 point and Ben: 12 points. Winner: Ben."
    )
    assert (
        render(Msg("ui.result.tie", scores=scores, winners=["Anna", "Ben"]), "de")
        == "Ergebnis: Anna: 1 Punkt und Ben: 12 Punkte. Sieger: Anna und Ben."
    )


def test_a_full_stop_does_not_stand_before_the_top_of_the_list():
    position = Msg("tui.position", position=1, count=4)
    text = render(
        Msg("tui.edge.top", text=clause("Du legst die 7 irgendwo."), position=position), "de"
    )
    assert text == "Du legst die 7 irgendwo, 1 von 4, Anfang der Liste"
    assert clause("Wait...") == "Wait..."
    assert render(Msg("tui.edge.bottom.br", text="7"), "en") == "7 >|"
    assert render(Msg("tui.position.br", position=3, count=7), "de") == "3 von 7"


def test_the_hand_and_the_buffers_count_in_the_plural_rule():
    assert (
        render(Msg("tui.card.range", number=3, count=1), "en")
        == "There is no card 3 in your hand: you hold 1 card."
    )
    assert (
        render(Msg("tui.card.range", number=3, count=1), "de")
        == "Eine Karte 3 gibt es nicht in deiner Hand: du hast 1 Karte."
    )
    assert render(Msg("tui.buffer", name="chat", count=1), "en") == "Buffer: chat, 1 message."
    assert (
        render(
            Msg("tui.load.item", game="Pulok", players=2, when="today", moves=1, file="a.json"),
            "de",
        )
        == "Pulok, 2 Spieler, gespeichert today, nach 1 Zug (a.json)"
    )


def test_the_set_aside_saves_are_one_message_by_their_count():
    one = render(Msg("tui.load.set_aside", folder="/s", count=1, kept="a.json.broken"), "en")
    assert one.startswith(
        "A damaged saved game was set aside in /s: it is now called a.json.broken"
    )
    assert render(Msg("tui.load.set_aside", folder="/s", count=3, kept="a"), "de").startswith(
        "3 beschädigte Spielstände wurden"
    )


def test_limits_are_counted():
    assert (
        render(Msg("boundary.number.long", text="12", digits=1), "en")
        == "12 is too long a number: at most 1 digit."
    )
    assert (
        render(Msg("boundary.file.large", size=1, limit=0), "de") == "zu groß (1 Byte, höchstens 0)"
    )
    assert (
        render(Msg("boundary.name.long", length=30, limit=24), "en")
        == "That name is too long: 30 characters, at most 24."
    )
    assert (
        render(Msg("stats.line", game="Mau Mau", xp=1, played=1, won=1, lost=0, left=0), "en")
        == "Mau Mau: 1 experience point, 1 played, 1 won, 0 lost, 0 left"
    )


def test_the_pseudo_locale_renders_the_counts():
    text = render(Msg("tui.online.tables", count=1, first="4"), "pseudo")
    assert "1" in text and not re.search(r"[A-Za-z]{3,}", text.replace("1", ""))


def test_the_rules_name_the_key_beside_a_typed_command():
    """The rules are read with F2 in the full-screen mode too: a short form's
    legend is named by its key there, the typed word beside it."""
    from accessible_games.games.registry import entry, game_ids

    for game in game_ids():
        for lang in ("en", "de"):
            text = entry(game).rules_text(lang)
            assert "Type legend" not in text and "Tippe legende" not in text, (game, lang)
            if "legend" in text.lower():
                assert "F3" in text, (game, lang)


def test_the_end_of_a_game_says_its_keys_as_a_sentence():
    assert render(Msg("tui.game_over.hint"), "de") == (
        "Das Spiel ist zu Ende. Mit S und Umschalt S hörst du die Punkte, "
        "mit Steuerung Q verlässt du den Tisch."
    )
