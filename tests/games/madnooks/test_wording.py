"""Mad Nooks' wording: every count said through its language's plural rule
("1 tile", "1 point", "1 chip", "ein Kärtchen"), the listener's own doings
in their own form ("laid by you", "angelegt von dir", "du hast 9 Punkte",
"Anna und du gewinnt"), no doubled punctuation, list entries without a full
stop (a list may go on with ", Ende der Liste"), points never called cards;
the words come from the Fluent resources only (German and English alike,
and the pseudo-locale shows no plain word)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from accessible_games.core.game import Event
from accessible_games.core.messages import Msg, render
from accessible_games.games.madnooks import describe
from accessible_games.games.madnooks.describe import MadNooksNarrator, colour_letters
from accessible_games.games.madnooks.describe_poker import PokerNarrator
from accessible_games.games.madnooks.labels import cards, legend
from accessible_games.games.madnooks.messages import points_msg, points_with_msg
from accessible_games.games.madnooks.poker import MadNooksPoker
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.i18n import fluent
from tests.games.madnooks.madnooks_helpers import new_game, place, small_position
from tests.games.madnooks.poker_helpers import deal, poker

NAMES = ["Anna", "Ben", "Clara"]
FOLDER = Path(describe.__file__).resolve().parent


# --- counts ----------------------------------------------------------------------------


def test_points_are_one_message_with_a_plural_rule():
    assert render(points_msg(1), "en") == "1 point" and render(points_msg(2), "en") == "2 points"
    assert render(points_msg(1), "de") == "1 Punkt" and render(points_msg(7), "de") == "7 Punkte"
    assert (
        render(points_with_msg(1), "de") == "1 Punkt"
        and render(points_with_msg(9), "de") == "9 Punkten"
    )
    assert "madnooks-points-one" not in fluent.compile_text(
        (FOLDER / "locales/en/madnooks.ftl").read_text()
    )


def test_one_tile_in_the_stack_and_on_the_area_is_singular():
    game = place(new_game(2), hands=["KBRG", "RGBK"], stack="RBKG")
    view = game.view(0)
    en, de = MadNooksNarrator("en", NAMES[:2], 0), MadNooksNarrator("de", NAMES[:2], 0)
    assert en.area_items("stack", view)[0].speech == "1 tile in the stack"
    assert de.area_items("stack", view)[0].speech == "Ein Kärtchen im Stapel"
    summary = en.summary(view)
    assert summary.speech.startswith("1 tile laid on 4 cells,") and summary.braille.startswith(
        "1 tile 4 cells "
    )
    assert de.summary(view).speech.startswith("Ein Kärtchen angelegt auf 4 Feldern,")
    assert "1 tiles" not in en.table(view).speech


def test_one_placement_one_point_and_one_tile_in_hand():
    game = small_position()
    view = game.view(1)
    legal = game.legal_actions(1)
    en = MadNooksNarrator("en", NAMES[:2], 1)
    said = [i.speech for i in en.hand_items(view, legal)] + [
        i.speech for i in en.action_items(view, legal)
    ]
    assert "Red green blue black: 1 placement, best 1 point" in said
    assert "Red green blue black: 1 placement" in said
    assert not [s for s in said if re.search(r"\b1 (placements|points)\b", s)]
    one = {**view, "hand": view["hand"][:1]}
    assert en.hand(one).speech.startswith("Your only tile: ")
    assert (
        MadNooksNarrator("de", NAMES[:2], 1).hand(one).speech.startswith("Dein einziges Kärtchen: ")
    )
    players = en.player_items({**view, "hand_counts": [1, 2], "scores": [1, 0]})
    assert players[0].speech == "Anna: 1 point, 1 tile in hand"


@pytest.mark.parametrize(
    "lang,words",
    [
        (
            "en",
            ("1 player, 4 tiles in hand.", "your score. The start tile", "29 tiles in the stack"),
        ),
        (
            "de",
            (
                "ein Spieler, 4 Kärtchen auf der Hand.",
                "deine Punkte. Das Startkärtchen",
                "29 Kärtchen im Stapel",
            ),
        ),
    ],
)
def test_a_solitaire_start_counts_one_player_and_ends_its_sentences_once(lang, words):
    start = Event(
        "game_start",
        None,
        {
            "variant": "solitaire",
            "players": 1,
            "rounds": None,
            "hand": 4,
            "start": 0,
            "stack": 29,
            "first": 0,
        },
    )
    u = MadNooksNarrator(lang, NAMES[:1], 0).event(start)
    for word in words:
        assert word in u.speech, u.speech
    assert ".." not in u.speech and "players" not in u.speech


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_a_tile_fits_nowhere_is_joined_to_the_hand_without_a_full_stop(lang):
    # Ben holds BGKR, which fits nowhere next to the start tile, and RGKB (listed after it)
    game = place(new_game(2), hands=["KBGR", "BGKR RGKB"], stack="RBKG", turn=1)
    view = game.view(1)
    n = MadNooksNarrator(lang, NAMES[:2], 1)
    for said in (n.hand(view), n.recap(view)):
        assert ".;" not in said.speech and ".." not in said.speech, said.speech
        assert not DOUBLED.search(said.speech), said.speech
    assert (
        n.hand(view).speech
        == {
            "en": "Your 2 tiles: The tile blue green black red fits nowhere: at 24 places a side "
            "would meet another colour, at 1 place only a short side would touch and at 4 places "
            "it would touch only partly; Red green black blue: 1 placement, best 2 points.",
            "de": "Deine 2 Kärtchen: Das Kärtchen blau grün schwarz rot passt nirgends: an 24 "
            "Stellen träfe eine Seite auf eine andere Farbe, an 1 Stelle läge nur eine kurze "
            "Seite an und an 4 Stellen läge es nur teilweise an; Rot grün schwarz blau: 1 "
            "Anlegestelle, beste 2 Punkte.",
        }[lang]
    )


def test_one_round_and_one_enclosed_cell():
    start = Event(
        "game_start",
        None,
        {
            "variant": "classic",
            "players": 2,
            "rounds": 1,
            "hand": 4,
            "start": 0,
            "stack": 29,
            "first": 0,
        },
    )
    assert (
        ", 4 tiles each in hand, 1 round."
        in MadNooksNarrator("en", NAMES[:2], 0).event(start).speech
    )
    assert ", 1 Runde." in MadNooksNarrator("de", NAMES[:2], 0).event(start).speech
    over = Event(
        "game_over",
        None,
        {"scores": [1], "winners": [], "reason": "blocked", "holes": [[1, 1]], "left": 1},
    )
    en = MadNooksNarrator("en", NAMES[:1], 0, {"variant": "solitaire"}).event(over).speech
    de = MadNooksNarrator("de", NAMES[:1], 0, {"variant": "solitaire"}).event(over).speech
    assert "; one tile is left. Your score: 1 point. One empty cell is enclosed: 1,1." in en
    assert (
        "; ein Kärtchen bleibt übrig. Dein Ergebnis: 1 Punkt. Ein leeres Feld ist "
        "eingeschlossen: 1,1." in de
    )
    assert "Karten" not in de  # points are points, never cards


def test_poker_counts_of_one_chip_one_raise_one_hand():
    en, de = PokerNarrator("en", NAMES, 0), PokerNarrator("de", NAMES, 0)
    phase = Event("phase", None, {"phase": "exchange", "price": 1, "exchanges": 1})
    assert "up to 1 hidden tile for 1 chip each." in en.event(phase).speech
    assert "bis zu 1 verdecktes Kärtchen für je 1 Chip tauschen." in de.event(phase).speech
    betting = Event("phase", None, {"phase": "betting", "bet": 1, "pot": 1})
    assert "bets and raises of 1 chip," in en.event(betting).speech
    assert "In der Kasse ist 1." in de.event(betting).speech
    start = Event(
        "game_start",
        None,
        {"players": 2, "chips": 1, "ante": 1, "price": 1, "exchanges": 1, "bet": 1, "hands": 1},
    )
    assert en.event(start).speech == (
        "Mad Nooks, Poker: 2 players, 1 chip each. Ante 1, an exchange costs 1, up to "
        "1 exchange a hand, bets and raises of 1, 1 hand."
    )
    hand = Event(
        "hand_start",
        None,
        {
            "hand": 1,
            "hands": 1,
            "dealer": 1,
            "ante": 1,
            "pot": 2,
            "players": [0, 1],
            "out": [],
            "chips": [5, 6],
            "stack": 28,
        },
    )
    assert "Everyone pays the ante of 1 chip" in en.event(hand).speech
    over = Event(
        "game_over",
        None,
        {"scores": [1, 0, 0], "winners": [0], "reason": "hands", "hands_played": 1},
    )
    assert "The only hand is played. You win with 1 chip." in en.event(over).speech
    assert "Die einzige Runde ist gespielt. Du gewinnst mit 1 Chip." in de.event(over).speech
    view = {
        "players": 3,
        "chips": [1, 2, 0],
        "pot": 3,
        "level": 1,
        "raises": 1,
        "contributions": [],
        "folded": [],
        "out": [2],
        "dealer": 1,
        "turn": 0,
    }
    assert en.chips_text(view)[0].startswith(
        "The pot holds 3; the bet to match is 1, 1 raise made. You: 1 chip"
    )
    assert de.chips_text(view)[0].startswith(
        "In der Kasse sind 3; mitzugehen ist 1, 1 Erhöhung gemacht."
    )
    for lang in ("en", "de"):
        for key, params in (
            ("madnooks.poker.illegal.check", {"amount": 1}),
            ("madnooks.poker.action.bet", {"amount": 1, "pot": 2}),
            ("madnooks.poker.action.picture_best", {"tiles": 1, "points": 1}),
            ("madnooks.poker.illegal.afford.own", {"level": 4, "chips": 1}),
        ):
            text = render(Msg(key, **params), lang)
            assert not re.search(r"\b1 (chips|tiles|points|Chips|Punkte)\b", text), text
            assert not re.search(r"\b1 Kärtchen\b", text) or lang == "en", text
    assert render(Msg("madnooks.poker.illegal.check", amount=1), "de").startswith(
        "Du kannst nicht schieben: 1 Chip ist zu bringen."
    )


# --- the listener's own forms ------------------------------------------------------------


def test_a_tile_you_laid_is_laid_by_you_not_von_du():
    game = small_position()
    view = game.view(0)
    for lang, by in (("en", "laid by you"), ("de", "angelegt von dir")):
        n = MadNooksNarrator(lang, NAMES[:2], 0)
        cell = n.cell(view, -1, 1).speech
        items = [i.speech for i in n.area_items("area", view)]
        assert by in cell and any(s.endswith(by) for s in items), (cell, items)
        assert "von du" not in cell and not any("von du" in s for s in items)
    tile, _, rotation, x, y = view["area"][-1][:5]
    last = {
        **view,
        "last": {"tile": tile, "rotation": rotation, "x": x, "y": y, "seat": 0, "points": 1},
    }
    assert ", von dir, 1 Punkt." in MadNooksNarrator("de", NAMES[:2], 0).table(last).speech
    assert ", by you, 1 point." in MadNooksNarrator("en", NAMES[:2], 0).table(last).speech
    assert ", von Anna, 1 Punkt." in MadNooksNarrator("de", NAMES[:2], 1).table(last).speech


def test_scores_say_du_hast_and_the_winners_verb_agrees():
    over = Event("game_over", None, {"scores": [9, 12], "winners": [1], "reason": "all_laid"})
    de = MadNooksNarrator("de", NAMES[:2], 0).event(over)
    assert (
        "Ben gewinnt mit 12 Punkten. Punktestand: du hast 9 Punkte und Ben hat 12 Punkte."
        in de.speech
    )
    assert de.braille.endswith("du: 9, Ben: 12")
    en = MadNooksNarrator("en", NAMES[:2], 0).event(over)
    assert "Scores: you have 9 points and Ben has 12 points." in en.speech
    tie = Event("game_over", None, {"scores": [9, 9], "winners": [0, 1], "reason": "blocked"})
    assert (
        "Anna und du gewinnt gemeinsam mit 9 Punkten."
        in MadNooksNarrator("de", NAMES[:2], 1).event(tie).speech
    )
    assert (
        "Anna und Ben gewinnen gemeinsam mit 9 Punkten."
        in MadNooksNarrator("de", NAMES[:3], 2).event(tie).speech
    )
    one = Event("game_over", None, {"scores": [1, 0], "winners": [0], "reason": "all_laid"})
    assert "Du gewinnst mit 1 Punkt." in MadNooksNarrator("de", NAMES[:2], 0).event(one).speech


def test_the_own_braille_forms_agree_with_you():
    n = MadNooksNarrator("de", NAMES[:2], 0)
    assert n.say("madnooks.say.drew", 0, stack=3).braille == "du ziehst, Stapel 3"
    assert (
        MadNooksNarrator("en", NAMES[:2], 0).say("madnooks.say.drew", 0, stack=3).braille
        == "you draw, stack 3"
    )
    p_de, p_en = PokerNarrator("de", NAMES, 0), PokerNarrator("en", NAMES, 0)
    assert p_de.event(Event("check", 0, {})).braille == "du schiebst"
    assert (
        p_de.event(Event("raise", 0, {"amount": 4, "level": 4, "pot": 9})).braille
        == "du erhöhst 4 kasse 9"
    )
    assert p_en.event(Event("stood", 0, {})).braille == "you stand"
    won = Event(
        "pot_won",
        None,
        {"winners": [0], "shares": [9, 0, 0], "pot": 9, "uncontested": True, "chips": [54, 46, 50]},
    )
    assert p_de.event(won).braille.startswith("du gewinnst kasse 9")
    assert p_en.event(won).braille.startswith("you win pot 9")
    over = {"over": True, "winners": [0], "chips": [10, 0, 0]}
    assert p_en.status(over).braille.startswith("over, you win;")
    assert p_en.status(over).speech.startswith(
        "The match is over. Winner: you. Chip count: you have 10 chips"
    )
    assert PokerNarrator("en", NAMES, 1).status(over).braille.startswith("over, Anna wins;")


def test_poker_chips_shares_out_and_face_up_tiles_in_your_own_form():
    de, en = PokerNarrator("de", NAMES, 0), PokerNarrator("en", NAMES, 0)
    split = Event(
        "pot_won",
        None,
        {"winners": [0, 1], "shares": [5, 4, 0], "pot": 9, "points": 7, "chips": [55, 54, 41]},
    )
    said = de.event(split).speech
    assert (
        "Du und Ben liegt gleich mit 7 Punkten und teilt euch die Kasse von 9: du bekommst 5 Chips "
        "und Ben bekommt 4 Chips." in said
    ), said
    assert "Chipstand: du hast 55 Chips, Ben hat 54 Chips und Clara hat 41 Chips." in said
    assert "Clara: you 55" not in en.event(split).speech
    assert "you get 5 chips and Ben gets 4 chips" in en.event(split).speech
    hand = Event(
        "hand_start",
        None,
        {
            "hand": 2,
            "hands": 5,
            "dealer": 1,
            "ante": 1,
            "pot": 2,
            "players": [1, 2],
            "out": [0],
            "chips": [0, 6, 5],
            "stack": 28,
        },
    )
    assert (
        "Du kannst den Spieleinsatz nicht zahlen und bist ausgeschieden." in de.event(hand).speech
    )
    assert (
        "Anna kann den Spieleinsatz nicht zahlen und ist ausgeschieden."
        in PokerNarrator("de", NAMES, 1).event(hand).speech
    )
    assert (
        "Anna cannot pay the ante and is out." in PokerNarrator("en", NAMES, 1).event(hand).speech
    )
    two_out = Event("hand_start", None, {**hand.data, "out": [0, 2]})
    assert (
        "Du und Clara könnt den Spieleinsatz nicht zahlen und seid ausgeschieden."
        in de.event(two_out).speech
    )
    face = Event("face_up", None, {"tiles": [0, 5, None]})
    assert de.event(face).speech.startswith(
        "Offene Kärtchen: deins: schwarz blau rot grün und Ben: "
    )
    assert en.event(face).braille == "up you kbrg, Ben kgrb"


# --- whole games: no wrong form anywhere ---------------------------------------------------

FORBIDDEN = {
    "en": re.compile(
        r"\byou "
        r"(has|draws|wins|stands|lays|is|checks|folds|gets|misses|exchanges|shows)\b|(?<![\d.,-])1 "
        r"(tiles|points|chips|placements|players|rounds|hands|raises|cells|exchanges|empty "
        r"spaces)\b|\bcards?\b"
    ),
    # "Anna und du gewinnt": after "und du" a verb takes the plural of "ihr",
    # which ends in -t like the third person (but "habt", "seid", "könnt")
    "de": re.compile(
        r"\b(von|mit|für|an) du\b|\bdu (hat|hatte|bekam|ist|kann|wird)\b"
        r"|(?<!und )\bdu (zieht|gewinnt|schiebt|erhöht|legt|zahlt|tauscht|beginnt|steigt|zeigt|"
        r"bekommt)\b"
        r"|(?<![\d.,-])1 (Punkte|Chips|Anlegestellen|Runden|Erhöhungen|Feldern|Felder|Freiräume|"
        r"Kärtchen|Spieler|Tausche)\b|\bKarten\b"
    ),
}
#: a sentence's end followed by another mark ("Punkte..", "irgendwo.,",
#: "teilweise.;"), not a range "1..5"
DOUBLED = re.compile(r"[.!?:;,]\.(?=\s|$)|[!?:;,]\.|\w\.[,;]|\s[,;:](?=\s|$)")
#: a row of the map (its label, then its cells: dots, letters, the cursor's
#: sign) or its column ruler (x and a digit per column)
MAP_ROW = re.compile(r"^\s*(y[ -]\d+ [.·a-z-]+|x \d+) ?$")


def _play(game, seed: int):
    rng = random.Random(seed)
    events = list(game.setup_events)
    views = []
    while not game.is_over():
        seat = game.waiting_for()[0]
        legal = game.legal_actions(seat)
        views.append((game.view(seat), legal))
        events += game.apply(seat, rng.choice(legal))
    views.append((game.view(0), []))
    return events, views


_GAMES: dict[str, tuple] = {}


def played(name: str):
    if name not in _GAMES:
        if name == "classic":
            game = MadNooks(2, {"rounds": 6}, 3)
        elif name == "solitaire":
            game = MadNooks(1, {"variant": "solitaire"}, 4)
        else:
            game = MadNooksPoker(3, {"variant": "poker", "hands": 2, "chips": 6}, 2)
        _GAMES[name] = (game, *_play(game, 7))
    return _GAMES[name]


def said_in(name: str, lang: str) -> tuple[list[str], list[str], list[str]]:
    """Everything narrated of a played game to seats 0 and 1: (speech and
    braille of events and answers, the zones' entries, the action labels)."""
    game, events, views = played(name)
    kind = PokerNarrator if name == "poker" else MadNooksNarrator
    texts: list[str] = []
    entries: list[str] = []
    labels: list[str] = []
    for viewer in range(min(2, game.players)):
        n = kind(lang, NAMES[: game.players], viewer)
        for e in events:
            u = n.event(e) if e.visible(viewer) else None
            if u is not None:
                texts += [u.speech, u.braille]
        for view, legal in views[::4]:
            if view.get("me") != viewer:
                continue
            for u in (
                n.status(view),
                n.hand(view),
                n.table(view),
                *n.scores(view, True),
                n.legend(),
                n.map_text(view),
            ):
                texts += [u.speech, u.braille]
            items = n.player_items(view) + n.action_items(view, legal) + n.hand_items(view, legal)
            for zone in n.areas():
                items += n.area_items(zone.key, view)
            entries += [i.speech for i in items]
            texts += [i.brailled for i in items]
            labels += [render(a.label, lang) for a in legal]
    return texts, entries, labels


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", ["classic", "solitaire", "poker"])
def test_whole_games_say_no_wrong_plural_no_wrong_you_and_no_doubled_stop(name, lang):
    texts, entries, labels = said_in(name, lang)
    lines = [
        line
        for text in texts + entries + labels
        for line in text.splitlines()
        if not MAP_ROW.match(line)
    ]
    wrong = [line for line in lines if FORBIDDEN[lang].search(line)]
    assert not wrong, wrong[:5]
    doubled = [line for line in lines if DOUBLED.search(line)]
    assert not doubled, doubled[:5]
    # a list entry may be followed by ", end of the list": it ends without a full stop
    stopped = [e for e in entries if e.endswith(".")]
    assert not stopped, stopped[:5]
    ending = render(Msg("tui.edge.bottom", text=entries[0]), lang)
    assert "., " not in ending


@pytest.mark.parametrize("name", ["classic", "solitaire", "poker"])
def test_the_pseudo_locale_shows_no_plain_word(name):
    """Everything said in the pseudo-locale (English with every letter
    accented): a plain word of two letters or more escaped the resources."""
    texts, entries, labels = said_in(name, "pseudo")
    # and the names of the tiles laid after z: aa, ab ...
    allowed = set(NAMES) | {MadNooksNarrator.letter(i) for i in range(26, 38)}
    plain = []
    for text in texts + entries + labels:
        for line in text.splitlines():
            if MAP_ROW.match(line):
                continue
            words = [w for w in re.findall(r"[A-Za-z]{2,}", line) if w not in allowed]
            if words:
                plain.append((words[0], line))
    assert not plain, plain[:5]


# --- the resources and the code -------------------------------------------------------------


def test_english_and_german_have_the_same_messages_attributes_and_variables():
    cats = {
        lang: fluent.compile_text(
            (FOLDER / "locales" / lang / "madnooks.ftl").read_text(encoding="utf-8")
        )
        for lang in ("en", "de")
    }
    assert set(cats["en"]) == set(cats["de"])
    for ident, entry in cats["en"].items():
        other = cats["de"][ident]
        assert set(entry[1]) == set(other[1]), ident
        for attr, pattern in fluent.iter_patterns(entry):
            there = other[1][attr] if attr else other[0]
            assert fluent.variables(pattern, cats["en"]) == fluent.variables(there, cats["de"]), (
                ident,
                attr,
            )


def test_no_words_by_language_in_the_python_source():
    """No per-language dictionaries, no ``lang == "de"`` choices and no
    hand-picked ``.one`` forms: the words are in the resources (typed
    input words may stay: they are read, not said)."""
    pattern = re.compile(
        r"""["'](en|de)["']\s*:|lang\s*==|\bTEXTS\b|\[lang\]|\}\.one|["']\.one["']|\.one["'] if """
    )
    found = []
    for path in sorted(FOLDER.glob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.name}:{number}: {line.strip()}")
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "de"])
def test_colour_letters_and_label_texts_come_from_the_resources(lang):
    assert colour_letters(lang) == {"en": ("k", "b", "r", "g"), "de": ("s", "b", "r", "g")}[lang]
    assert len(colour_letters("pseudo")) == 4
    kinds = cards(lang)
    first = {"en": "Black, blue, red, green", "de": "Schwarz, blau, rot, grün"}[lang]
    assert kinds[0][1] == "".join(colour_letters(lang)) and kinds[0][2] == first
    lines = dict(legend(lang))
    example = {
        "en": "example: red, green, blue, black; hold the tile",
        "de": "Beispiel: rot, grün, blau, schwarz; halte das Kärtchen",
    }[lang]
    assert any(meaning.startswith(example) for meaning in lines.values())


def test_an_option_of_another_variant_is_named_in_words():
    from accessible_games.core.options import OptionError

    with pytest.raises(OptionError) as refused:
        MadNooks(2, {"variant": "classic", "ante": 3}, 0)
    text = refused.value.text("de")
    assert "Spieleinsatz" in text and "ante" not in text, text


def test_poker_exact_sentences_after_a_deal():
    """A dealt hand: the hidden tiles and no face-up tile said in words."""
    game = deal(poker(2), ["KBRG KBGR KRBG KRGB", "BKRG BKGR BRKG BRGK"], ["RKBG", "RKGB"])
    view = {**game.view(0), "face_up": [None, None]}
    for lang, none in (("en", "Face up: none."), ("de", "Offen: keins.")):
        assert none in PokerNarrator(lang, NAMES[:2], 0).hand(view).speech
