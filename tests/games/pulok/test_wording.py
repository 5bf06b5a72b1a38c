"""Pulok's wording: every count says its noun in the number's plural form
(1 tile, 1 point; ein Kärtchen, 1 Punkt), every sentence about the listener
says "you" / "du" with the verb and case that go with it (never "du hat",
"von du", "an du"), no sentence doubles its punctuation, points are called
points (never tiles), and every word comes from the Fluent resources (the
pseudo-locale shows no plain English word; no per-language texts in the
game's Python source)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import accessible_games.games.pulok as pulok_package
from accessible_games.core import messages
from accessible_games.core.game import Event
from accessible_games.core.messages import Msg, render
from accessible_games.games.pulok import messages as _pulok_messages  # noqa: F401 - registers the game's messages
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.labels import LABELS
from accessible_games.i18n import fluent
from accessible_games.labels import codes
from tests.games.pulok.pulok_helpers import new_game, place, sentence, with_penalty
from tests.games.pulok.test_describe import NAMES, played, tile

#: nouns that must never follow the number 1
ENGLISH_PLURAL = re.compile(
    r"(?<![\d.,+-])1 (tiles|points|players|places|options|exchanges|Puloks|value pieces|"
    r"penalty points|times)\b"
)
GERMAN_PLURAL = re.compile(
    r"(?<![\d.,+-])1 (Kärtchen|Punkte|Punkten|Spieler|Plätze|Wertstücke|Verlustpunkte|"
    r"Möglichkeiten|Umtauschen|Puloks)\b"
)
PLURAL = {"en": ENGLISH_PLURAL, "de": GERMAN_PLURAL}
#: "you" / "du" with a verb or case of someone else
WRONG_YOU = {
    "en": re.compile(
        r"\b[Yy]ou (has|is|was|draws|passes|takes|declines|keeps|calls|gains|loses|wins|starts|"
        r"decides|offers|receives)\b"
    ),
    "de": re.compile(
        r"\b[Dd]u (hat|ist|hatte|bekam|bekommt|zieht|gibt|nimmt|lehnt|behält|ruft|rief|verliert|"
        r"gewinnt|beginnt|entscheidet|bietet|macht|war)\b|\b(von|an|mit|für|zu|bei) du\b"
    ),
}
DOUBLED = re.compile(r"[.!?:;,]\.(?!\.)|\.\s*[,;]|\.\s+\.")


def narrator(
    viewer: int | None = 0,
    lang: str = "en",
    players: int = 3,
    variant: str | None = None,
    game=None,
) -> PulokNarrator:
    if game is not None:
        return PulokNarrator(lang, NAMES[: game.players], viewer, game.facts())
    return PulokNarrator(lang, NAMES[:players], viewer, {"variant": variant} if variant else None)


def heard(
    event: Event, viewer: int | None = 0, lang: str = "en", players: int = 3
) -> tuple[str, str]:
    u = narrator(viewer, lang, players).event(event)
    assert u is not None
    return u.speech, u.braille


def pulok_ids() -> list[str]:
    return sorted(i for i in messages.message_ids("en") if i.startswith("pulok-"))


def rendered(lang: str, value, who: str, player=None) -> dict[str, str]:
    """Every Pulok message and attribute rendered with every variable
    ``value`` (``$who`` = ``who``, ``$player`` = ``player`` if given)."""
    cat = messages.catalog(lang)
    renderer = fluent.Renderer(lang, cat)
    out = {}
    for ident in pulok_ids():
        for attr, pattern in fluent.iter_patterns(cat[ident]):
            args = {name: value for name in fluent.variables(pattern, cat)}
            args["who"] = who
            if player is not None:
                args["player"] = player
            out[f"{ident}.{attr}" if attr else ident] = renderer.pattern(pattern, args)
    return out


# --- every count through a plural rule ---------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("who", ["you", "other"])
def test_no_pulok_message_says_1_with_a_plural_noun(lang, who):
    wrong = {k: v for k, v in rendered(lang, 1, who).items() if PLURAL[lang].search(v)}
    assert not wrong


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_pulok_message_keeps_a_hand_made_singular(lang):
    """The singular is a variant of its message's selector, not a message
    of its own ("pulok-say-tiles-one")."""
    assert not [
        i for i in messages.message_ids(lang) if i.startswith("pulok-") and i.endswith("-one")
    ]


def test_the_match_start_with_a_handicap_of_1():
    start = Event(
        "match_start",
        None,
        {"variant": "simple", "players": 2, "handicap": 1, "target": 2, "tiles_each": 15},
    )
    en, _ = heard(start, players=2)
    assert "Everyone starts with 1 point; 2 points win" in en and "1 points" not in en
    de, _ = heard(start, lang="de", players=2)
    assert "Alle beginnen mit 1 Punkt; 2 Punkte gewinnen" in de
    target = Event(
        "match_start",
        None,
        {"variant": "simple", "players": 2, "handicap": 60, "target": 120, "tiles_each": 15},
    )
    assert (
        "Alle beginnen mit 60 Punkten; 120 Punkte gewinnen"
        in heard(target, lang="de", players=2)[0]
    )


def test_one_tile_in_the_bag_dealt_and_moved():
    start = Event("game_start", 1, {"game": 1, "bag": 1, "starter": 1})
    assert heard(start)[0] == "Game 1: Ben starts; 1 tile in the bag."
    assert heard(start, viewer=1, lang="de")[0] == "Spiel 1: du beginnst; ein Kärtchen im Beutel."
    dealt = Event("dealt", 0, {"tiles": [tile("UR")]}, (0,))
    assert heard(dealt)[0] == "Your tile: U red."
    assert heard(dealt, lang="de")[0] == "Dein Kärtchen: U rot."
    arranged = Event("arranged", 0, {"moves": 1}, (0,))
    assert heard(arranged)[0] == "You arrange your board as proposed and move 1 tile."
    assert (
        heard(arranged, lang="de")[0]
        == "Du ordnest deine Legetafel wie vorgeschlagen und bewegst ein Kärtchen."
    )
    assert heard(Event("arranged", 0, {"moves": 2}, (0,)))[0].endswith(" and move 2 tiles.")


def test_losing_and_gaining_one_point():
    reveal = Event(
        "reveal",
        None,
        {
            "game": 1,
            "caller": 1,
            "deltas": [-1, 1, 0],
            "scores": [1, 61, 60],
            "boards": [
                {"left_over": [tile("SY")], "penalty": 1, "pieces": [], "value": 0},
                {"left_over": [], "penalty": 0, "pieces": [], "value": 0},
                {"left_over": [], "penalty": 0, "pieces": [], "value": 0},
            ],
        },
    )
    en = heard(reveal)[0]
    assert "Ben called and gains 1 point." in en and "You lose 1 point: left over S yellow." in en
    assert en.endswith("Scores: you 1 point, Ben 61 points and Clara 60 points.")
    de = heard(reveal, lang="de")[0]
    assert (
        "Ben hat gerufen und bekommt 1 Punkt." in de and "Du verlierst 1 Punkt: übrig S gelb." in de
    )
    assert de.endswith("Punkte: du 1 Punkt, Ben 61 Punkte und Clara 60 Punkte.")
    over = Event("match_over", None, {"scores": [1, 0, 0], "winners": [0]})
    assert heard(over, viewer=1)[0].startswith("The match is over: Anna wins with 1 point!")
    assert heard(over, lang="de")[0].startswith("Die Partie ist zu Ende: du gewinnst mit 1 Punkt!")


def test_the_finished_games_say_points_for_changes_and_scores():
    view = {
        "variant": "simple",
        "players": 3,
        "turn": 2,
        "scores": [1, 80, 59],
        "tile_counts": [1, 15, 16],
        "called": None,
        "last_exchanges": [],
        "handicap": 60,
        "target": 120,
        "over": False,
        "games": [{"caller": 1, "deltas": [-1, 20, 0], "scores": [1, 80, 59]}],
    }
    items = {i.id: i for i in narrator(viewer=0).player_items(view)}
    assert items["p0"].speech == "You: 1 point, 1 tile"
    assert items["g1"].speech == (
        "Game 1: Ben called. You -1 point, Ben +20 points and Clara 0 points. "
        "Scores: you 1 point, Ben 80 points and Clara 59 points."
    )
    assert items["g1"].braille == "g1 Ben: you: 1 (-1), Ben: 80 (+20), Clara: 59 (0)"
    de = {i.id: i for i in narrator(viewer=0, lang="de").player_items(view)}
    assert de["p0"].speech == "Du: 1 Punkt, ein Kärtchen"
    assert de["g1"].speech == (
        "Spiel 1: Ben hat gerufen. Du -1 Punkt, Ben +20 Punkte und Clara 0 Punkte. "
        "Punkte: du 1 Punkt, Ben 80 Punkte und Clara 59 Punkte."
    )


def test_points_are_never_called_tiles():
    """A score is said with "points" / "Punkte", the tiles with "tiles" /
    "Kärtchen": never "Kärtchen übrig: du 64" for points."""
    game, events, _ = played("simple-3")
    for lang, tiles_word in (("en", "tiles"), ("de", "Kärtchen")):
        n = narrator(game=game, viewer=0, lang=lang)
        for event in events:
            if event.kind not in ("reveal", "match_over"):
                continue
            speech = n.event(event).speech
            scores = speech[speech.rindex(":") + 1 :]
            assert tiles_word not in scores
            for seat, score in enumerate(event.data["scores"]):
                word = render(Msg("pulok.say.score", player=n.name(seat), score=score), lang)
                assert word in scores and word.split()[-1] in ("point", "points", "Punkt", "Punkte")


def test_one_of_everything_in_the_zones():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG",
        set_aside="UR",
    )
    view = game.view(1)
    n = narrator(game=game, viewer=1)
    items = {i.id: i for i in n.area_items("offer", view)}
    assert items["bag"].speech == "Bag: 1 tile"
    assert items["aside"].speech == "Set aside: 1 tile, by letter:"
    de = {i.id: i for i in narrator(game=game, viewer=1, lang="de").area_items("offer", view)}
    assert de["bag"].speech == "Beutel: ein Kärtchen"
    assert de["aside"].speech == "Beiseitegelegt: ein Kärtchen, nach Buchstaben:"
    headings = [i for i in n.action_items(view, game.legal_actions(1)) if i.id.startswith("#")]
    assert all(not h.speech.endswith(" 1 options") for h in headings)
    game.apply(1, "take")
    view = game.view(1)
    board = {i.id: i for i in n.area_items("board", view)}
    assert board["surplus"].speech == "Surplus, 1 tile: S blue"
    sb = next(i for i in n.hand_items(view, game.menu_actions(1)) if i.speech.startswith("S blue"))
    assert "left over in the proposal, 1 penalty point" in sb.speech
    labels = [render(a.label, "en") for a in game.legal_actions(1) if a.text == "pass sb"]
    assert labels == ["Pass S blue on, from the surplus: saves 1 penalty point"]
    assert [render(a.label, "de") for a in game.legal_actions(1) if a.text == "pass sb"] == [
        "S blau weitergeben, aus den übrigen Kärtchen: spart 1 Verlustpunkt"
    ]


def test_what_is_missing_with_one_place_and_one_penalty_point():
    game = place(
        new_game(2), hands=[with_penalty(3), sentence("R", skip="G") + " SY"], offer="KY", turn=1
    )
    view = game.view(1)
    assert narrator(game=game, viewer=1).missing(view).speech == (
        "Your board is laid as proposed. Missing: G (1 place). Left over: S yellow; 1 penalty "
        "point."
    )
    assert narrator(game=game, viewer=1, lang="de").missing(view).speech == (
        "Deine Legetafel liegt wie vorgeschlagen. Es fehlt: G (1 Platz). Übrig: S gelb; 1 "
        "Verlustpunkt."
    )
    game = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="GL") + " SY AY"],
        offer="KY",
        turn=1,
    )
    assert (
        narrator(game=game, viewer=1, lang="de")
        .missing(game.view(1))
        .speech.startswith(
            "Deine Legetafel liegt wie vorgeschlagen. Es fehlen: G und L (2 Plätze)."
        )
    )


# --- "you" and "du" -------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_own_forms_agree_with_you(lang):
    """Every Pulok message said with ``$who`` = you, and with the listener's
    "you" / "du" for a name, never says "du hat", "an du", "you draws"."""
    you = render(Msg("core.you"), lang)
    for player in (None, you):
        wrong = {
            k: v
            for k, v in rendered(lang, "x", "you", player).items()
            if WRONG_YOU[lang].search(v)
            and not (player and re.match(r"pulok-say-offered-\w+-you\b", k))
        }
        assert not wrong
    # an offer made to the listener names the giver, never the listener, as its subject
    assert render(Msg("pulok.say.offered.pass.you", player="Anna", tile="U rot"), "de") == (
        "Anna gibt U rot an dich weiter."
    )


@pytest.mark.slow  # whole games: up to 1.3 s of CPU time a case
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", ["simple-3", "experts-3", "simple-2"])
def test_whole_games_address_the_listener_rightly(lang, name):
    """Every event of a whole game and every view along it, heard from each
    seat: "you" / "du" always with its own verb and case, and no sentence
    with doubled punctuation."""
    game, events, views = played(name)
    for viewer in range(game.players):
        n = narrator(game=game, viewer=viewer, lang=lang)
        texts = []
        for event in events:
            u = n.event(event)
            if u is not None:
                texts += [u.speech, u.braille]
        for view, legal in views:
            if view.get("me") != viewer:
                continue
            for u in (
                n.status(view),
                n.hand(view),
                n.table(view),
                n.missing(view),
                n.proposal(view),
                n.recap(view),
                *n.scores(view, True),
            ):
                texts += [u.speech, u.braille]
            for item in [
                *n.player_items(view),
                *n.hand_items(view, legal),
                *n.action_items(view, legal),
                *(i for a in n.areas() for i in n.area_items(a.key, view)),
            ]:
                texts += [item.speech, item.brailled]
        assert texts
        assert not [t for t in texts if WRONG_YOU[lang].search(t)]
        assert not [t for t in texts if DOUBLED.search(t)]
        assert not [t for t in texts if PLURAL[lang].search(t)]


def test_an_offer_the_listener_watches_and_one_made_to_them():
    offered = Event("offered", 0, {"tile": tile("UR"), "to": 1, "how": "start"})
    assert heard(offered, viewer=1, lang="de") == (
        "Anna zieht U rot aus dem Beutel und bietet es dir an.",
        "Anna zieht ur > dir",
    )
    assert heard(offered, viewer=0, lang="de") == (
        "Du ziehst U rot aus dem Beutel und bietest es Ben an.",
        "du ziehst ur > Ben",
    )
    drew = Event("drew", 2, {"bag": 1})
    assert heard(drew, viewer=0) == (
        "Clara draws a tile from the bag; 1 left.",
        "Clara draws, bag 1",
    )
    assert render(Msg("pulok.say.drew", player="x", bag=3, who="you"), "de") == (
        "Du ziehst ein Kärtchen aus dem Beutel; noch 3."
    )


def test_the_drawn_tile_of_the_listener_without_its_name():
    view = {"turn": 0, "phase": "drawn", "drawn": None, "over": False, "bag": 3}
    speech, braille = narrator(viewer=0, lang="de").offer_text(view)
    assert speech == "Du hast ein Kärtchen aus dem Beutel gezogen und entscheidest, ob es bleibt."
    assert braille == "du hast gezogen"
    speech, _ = narrator(viewer=0).offer_text(view)
    assert speech == "You have drawn a tile from the bag and decide whether to keep it."
    assert narrator(viewer=1).offer_text(view)[0] == (
        "Anna has drawn a tile from the bag and decides whether to keep it."
    )


def test_two_winners_with_the_listener():
    tie = Event("match_over", None, {"scores": [120, 120, 60], "winners": [0, 1]})
    assert heard(tie, viewer=1, lang="de")[0].startswith(
        "Die Partie ist zu Ende: Anna und du, ihr gewinnt mit je 120 Punkten!"
    )
    assert heard(tie, viewer=2, lang="de")[0].startswith(
        "Die Partie ist zu Ende: Anna und Ben gewinnen mit je 120 Punkten!"
    )
    assert heard(tie, viewer=1)[0].startswith(
        "The match is over: Anna and you win with 120 points each!"
    )


def test_the_last_exchanges_are_a_spoken_list():
    called = Event("called", 0, {"last": [1, 2]})
    speech, braille = heard(called, viewer=1, lang="de")
    assert "einen letzten Umtausch: du und Clara." in speech and braille.endswith(
        "Letzte: du, Clara"
    )
    assert "one last exchange: you and Clara." in heard(called, viewer=1)[0]


# --- punctuation ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_pulok_message_doubles_its_punctuation(lang):
    for who in ("you", "other"):
        wrong = {
            k: v
            for k, v in rendered(lang, "x", who).items()
            if re.search(r"[.!?]\.(?=\s|$)|[!?:;,]\.|\s[,;:](?=\s|$)|\w\.,", v)
        }
        assert not wrong


# --- every word from the resources ---------------------------------------------------------


def test_the_pseudo_locale_leaves_no_plain_word():
    """A whole game said in the pseudo-locale: every word is accented,
    apart from the players' names and the game's capital letters and
    words (SAG, NIX, ÜBER, PULOK)."""
    game, events, views = played("simple-3")
    n = narrator(game=game, viewer=0, lang="pseudo")
    texts = [u.speech for u in (n.event(e) for e in events) if u is not None]
    for view, legal in views:
        if view.get("me") == 0:
            texts += [
                n.status(view).speech,
                n.hand(view).speech,
                n.table(view).speech,
                n.legend().speech,
            ]
            texts += [i.speech for i in n.action_items(view, legal)]
            texts += [i.speech for i in n.player_items(view)]
    plain = set()
    for text in texts:
        for name in NAMES:
            text = text.replace(name, "")
        plain |= {w for w in re.findall(r"[A-Za-z]{2,}", text) if not w.isupper()}
    assert len(texts) > 100 and not plain


def test_the_label_sheet_takes_its_words_from_the_resources():
    assert codes._title("pulok", "en") == render(LABELS.title, "en") == "Pulok"
    assert codes._title("pulok", "de") == "Sag nix über Pulok"
    legend = dict(LABELS.legend("de"))
    assert (
        legend["ge"] == "dann die Farbe: gelb"
        and legend["*"] == "ein Pulok (der Joker), ohne Farbe"
    )
    assert legend["ur"] == "Beispiel: U rot; der Buchstabe, dann die Farbe"
    assert dict(LABELS.legend("en"))["ur"] == "example: U red; the letter, then the colour"
    pseudo = LABELS.legend("pseudo")  # no language-indexed texts: every language renders
    assert len(pseudo) == len(LABELS.legend("en"))
    assert not [m for _, m in pseudo if re.search(r"\b(the|then|colour|example)\b", m)]


def test_no_per_language_texts_in_the_source():
    """No ``{"en": ..., "de": ...}`` dict, no ``TEXTS[lang]`` and no
    ``lang == "de"`` in Pulok's Python source: words live in the .ftl
    files."""
    folder = Path(pulok_package.__file__).resolve().parent
    found = []
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict):
                keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
                if {"en", "de"} <= keys:
                    found.append(f"{path.name}:{node.lineno}")
            if isinstance(node, ast.Compare):
                consts = [
                    c.value for c in [node.left, *node.comparators] if isinstance(c, ast.Constant)
                ]
                names = [c.id for c in [node.left, *node.comparators] if isinstance(c, ast.Name)]
                if "lang" in names and {"de", "en"} & set(consts):
                    found.append(f"{path.name}:{node.lineno}")
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.slice, ast.Name)
                and node.slice.id == "lang"
                and isinstance(node.value, ast.Name)
                and node.value.id.isupper()
                and node.value.id != "COLOUR_BRAILLE"
            ):
                found.append(f"{path.name}:{node.lineno}")
    assert not found
