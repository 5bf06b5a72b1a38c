"""Acceptance tests of Mau Mau, the issue's "done when": a full match in
points mode and one in pairs are played against bots in the plain line mode
and in the full-screen mode, and every special card (Draw Two, Skip,
Reverse, Wild, Wild Draw Four), both outcomes of a challenge, a last card
call, a missed call and its report, a round won with points and the end of
the match are heard (the texts printed and spoken) and felt (every such
message has a braille form that real liblouis turns into dots; one game goes
through the real pipeline to BRLTTY's virtual display).

The matches: plain mode, points (500 per match, 3 players) in English and
pairs (200 per match) in German; full-screen mode, points (200 per match: a
500-point match key by key takes too long) in German and pairs (200) in
English; BRLTTY, a quick game of two in English.

The human seat is played by a scripted player: :class:`Player` picks one of
the legal moves (it always challenges a Wild Draw Four and reports a missed
last card, prefers special cards and sometimes forgets to call last card),
and the front end's own input carries it out: a typed line in the plain mode
(action numbers, the stable form, English or German words, the one-letter
moves d, p, c, k, "l <card>"), keys in the full-screen mode (card number and
Enter, or for a Wild the arrows to its colour's play and Enter; A Home/End
Down/Up Enter; D, P, C, K, L; 1-4 only to name the colour of a Wild turned
up first). A Wild Draw Four that would be a bluff is made by choosing it
twice, as a person must: its warning is said the first time.
The player's choices come from its own seeded random generator, and the way
each move is typed or keyed from another, so a game seed gives the same
match in both front ends (checked: the full-screen match's log is the plain
one's). The good bots never forget their last card call, so the report
heard is always a bot's (k and K are never needed).

Seeds: :func:`covering_seed` plays plain-mode matches of a small range of
seeds (0.05 s each) and takes the first that lets everything be heard; for
the full-screen matches a short one found that way is tried first
(TUI_SEEDS), and for the plain ones the seed found (PLAIN_SEEDS). Run with
``-s`` to see the seeds used.

A caught bluff: the good bot hardly ever bluffs (in 2 of 300 three-player
matches), so in the bots' matches the bluff caught is heard as the human's
own Wild Draw Four being challenged ("caught bluffing", "beim Bluffen
erwischt"), and "a bluff!" ("geblufft!") from the challenger's side in
quick games against a random bot, which bluffs often (the English one is
also the BRLTTY test's game).
"""

from __future__ import annotations

import asyncio
import random
import re
import time
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce import Announcer
from accessible_games.announce.pipeline import build
from accessible_games.braille.tables import default_table
from accessible_games.braille.translate import Translator
from accessible_games.core.game import Action
from accessible_games.core.utterance import Category, Utterance
from accessible_games.games.registry import entry
from accessible_games.ui.plain.app import PlainMode
from tests.fixtures.scripted import Match, PlainRun, play_plain_match
from tests.tui.helpers import TuiRun, match_app

#: the bots' level: the good player when the game has it
LEVEL = "good" if "good" in entry("maumau").bots else "random"

# --- the matches ----------------------------------------------------------------------


#: points mode at the default 500 points per match, three players, in English
POINTS_EN = Match("points", 3, (), "en")
#: pairs (partners opposite), 200 points per match to keep it short, in German
PAIRS_DE = Match("pairs", 4, (("pairs", True), ("points_per_match", 200)), "de")
#: the same kinds of match the other way round, for the full-screen mode: a
#: points match at 200 points per match (a 500-point match takes too long
#: through Textual's Pilot, key by key) in German, and pairs in English
POINTS_DE_TUI = Match("points", 3, (("points_per_match", 200),), "de")
PAIRS_EN_TUI = Match("pairs", 4, (("pairs", True), ("points_per_match", 200)), "en")

COLOURS = ("R", "B", "G", "Y")
COLOUR_WORDS = {
    "en": {"R": "red", "B": "blue", "G": "green", "Y": "yellow"},
    "de": {"R": "rot", "B": "blau", "G": "grün", "Y": "gelb"},
}


# --- the scripted player ---------------------------------------------------------------


def parse_play(text: str) -> tuple[str, str | None, bool]:
    """The stable form of a play ("play R7", "play W+4 G last") as (card
    code, named colour, last card called)."""
    words = text.split()
    last = words[-1] == "last"
    code = words[1]
    colour = words[2] if code in ("W", "W+4") else None
    return code, colour, last


def special(code: str) -> bool:
    return code in ("W", "W+4") or code.endswith("+2") or code[1:] in ("S", "R")


class Player:
    """The human seat's choices: from the legal moves only, seeded.

    It reports a missed last card and challenges a Wild Draw Four whenever
    it may, names a random colour, plays a special card when it can (most
    of the time), sometimes draws although it could play, plays what it drew
    (mostly), and holding two cards calls last card only now and then, so
    that a missed call and its report are heard too."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.chosen: list[str] = []  # the stable texts of the moves chosen, in order

    def choose(self, legal: list[Action]) -> Action:
        action = self._choose(legal)
        self.chosen.append(action.text)
        return action

    def _choose(self, legal: list[Action]) -> Action:
        rng = self.rng
        by_text = {a.text: a for a in legal}
        for wanted in ("report", "challenge"):
            if wanted in by_text:
                return by_text[wanted]
        colours = [a for a in legal if a.text.startswith("colour ")]
        if colours:
            return rng.choice(colours)
        plays = [a for a in legal if a.text.startswith("play ")]
        draw = by_text.get("draw")
        if plays and draw is not None and draw.data == () and rng.random() < 0.08:
            return draw  # draw by choice, then play the drawn card or pass
        if plays and "pass" in by_text and rng.random() < 0.15:
            return by_text["pass"]
        if plays:
            codes = list(dict.fromkeys(parse_play(a.text)[0] for a in plays))
            specials = [c for c in codes if special(c)]
            code = rng.choice(specials if specials and rng.random() < 0.85 else codes)
            colour = rng.choice(COLOURS) if code in ("W", "W+4") else None
            two = any(parse_play(a.text)[2] for a in plays)
            last = two and rng.random() < 0.55
            return next(a for a in plays if parse_play(a.text) == (code, colour, last))
        return draw if draw is not None else by_text["pass"]


# --- typed moves (plain mode) ----------------------------------------------------------


def card_words(code: str, colour: str | None, lang: str, rng: random.Random) -> str:
    """A card as a player types it, in words of ``lang`` or as a short code."""
    words = COLOUR_WORDS[lang]
    if code in ("W", "W+4"):
        named = words[colour]
        if lang == "en":
            forms = (
                [f"wild {named}", f"w {colour.lower()}", f"play wild {named}"]
                if code == "W"
                else [f"wild draw four {named}", f"w+4 {colour.lower()}", f"+4 {named}"]
            )
        else:
            forms = (
                [f"joker {named}", f"j {named}", f"spiele joker {named}"]
                if code == "W"
                else [f"joker +4 {named}", f"j+4 {named}", f"joker plus vier {named}"]
            )
        return rng.choice(forms)
    c, rank = code[0], code[1:]
    named = words[c]
    if lang == "en":
        forms = {
            "+2": [f"{named} draw two", f"{c.lower()}+2", f"play {named} +2"],
            "S": [f"{named} skip", f"{c.lower()}s", f"play {named} skip"],
            "R": [f"{named} reverse", f"{c.lower()}r", f"play {named} reverse"],
        }.get(rank, [f"{named} {rank}", f"{c.lower()}{rank}", f"play {named} {rank}"])
    else:
        forms = {
            "+2": [f"zieh 2 {named}", f"{named} zieh 2", f"spiele {named} plus 2"],
            "S": [f"aussetzen {named}", f"{named} aussetzen", f"lege aussetzen {named}"],
            "R": [
                f"richtungswechsel {named}",
                f"{named} wechsel",
                f"spiele richtungswechsel {named}",
            ],
        }.get(rank, [f"{named} {rank}", f"spiele {named} {rank}", f"lege {named} {rank}"])
    return rng.choice(forms)


def short_code(code: str, colour: str | None) -> str:
    """The one-word code of a card, for "l r7" ("l w r" for a Wild)."""
    if code in ("W", "W+4"):
        return f"{code.lower()} {colour.lower()}"
    return code.lower()


WORDS = {
    "en": {
        "draw": ["draw", "d", "take"],
        "pass": ["pass", "p"],
        "challenge": ["challenge", "c", "bluff"],
        "report": ["report", "k"],
    },
    "de": {
        "draw": ["ziehen", "ziehe", "nimm", "d"],
        "pass": ["passen", "passe", "weiter", "p"],
        "challenge": ["Lüge", "luege", "anzweifeln", "c"],
        "report": ["melden", "melde", "k"],
    },
}
QUESTIONS = {
    "en": ["hand", "middle", "turn", "scores", "actions", "card 1", "players"],
    "de": ["hand", "mitte", "zug", "punkte", "aktionen", "karte 1", "spieler"],
}


def typed(
    action: Action, legal: list[Action], lang: str, rng: random.Random, calls: int = 0
) -> str:
    """A line that makes ``action`` in the plain mode: its number in the
    list of moves, its stable form, or words (the letters d p c k, "l" and a
    card, colour and card words of ``lang``). A play calling last card is
    typed in turn as "l" and the card, as words ending in "last card"
    ("letzte"), and by number or stable form: ``calls`` counts the calls
    made before."""
    text = action.text
    if text.endswith(" last"):
        code, colour, _ = parse_play(text)
        form = calls % 3
        if form == 0:
            return f"l {short_code(code, colour)}"
        if form == 1:
            called = "last card" if lang == "en" else "letzte"
            return f"{card_words(code, colour, lang, rng)} {called}"
        return str(legal.index(action) + 1) if rng.random() < 0.5 else text
    how = rng.random()
    if how < 0.2:
        return str(legal.index(action) + 1)
    if how < 0.3:
        return text
    if text in ("draw", "pass", "challenge", "report"):
        return rng.choice(WORDS[lang][text])
    if text.startswith("colour "):
        named = COLOUR_WORDS[lang][text.split()[1]]
        return rng.choice([named, f"colour {named}" if lang == "en" else f"Farbe {named}"])
    code, colour, _ = parse_play(text)
    return card_words(code, colour, lang, rng)


class ScriptedInput:
    """The plain mode's input: each line read is the scripted player's next
    move, typed (now and then a question first: hand, middle, scores ...).
    At the end of the match, or after ``limit`` lines, the input ends."""

    def __init__(self, player: Player, lang: str, seed: int, limit: int = 5000) -> None:
        self.player = player
        self.lang = lang
        self.rng = random.Random(seed * 7919 + 1)
        self.limit = limit
        self.mode: PlainMode | None = None
        self.lines: list[str] = []
        self.calls = 0  # plays calling last card typed so far
        self.cautioned = 0  # moves typed again after their warning (a bluff)

    def readline(self, limit: int = -1) -> str:
        mode = self.mode
        assert mode is not None
        session = mode.session
        legal = session.legal()
        if not legal or len(self.lines) >= self.limit:
            return ""
        if session.cautioned is not None and self.lines:
            # a costly move's warning was said: the same move again makes it
            assert any(a.text == session.cautioned for a in legal)
            line = self.lines[-1]
            self.lines.append(line)
            self.cautioned += 1
            return line + "\n"
        if self.rng.random() < 0.04:
            line = self.rng.choice(QUESTIONS[self.lang])
        else:
            action = self.player.choose(legal)
            line = typed(action, legal, self.lang, self.rng, self.calls)
            self.calls += action.text.endswith(" last")
        self.lines.append(line)
        return line + "\n"


def play_plain(
    match: Match, seed: int, announcer: Announcer | None = None, level: str = LEVEL
) -> PlainRun:
    """A whole match in the plain mode against bots of ``level``, the human
    seat played by typed lines. Without an announcer of its own, played once
    per match, seed and level (the match is a function of them): the seed
    searches, the plain tests and the full-screen tests comparing their
    matches with the plain ones share it."""
    if announcer is None:
        return _played_plain(match, seed, level)
    return _play_plain(match, seed, announcer, level)


@cache
def _played_plain(match: Match, seed: int, level: str) -> PlainRun:
    return _play_plain(match, seed, None, level)


def _play_plain(match: Match, seed: int, announcer: Announcer | None, level: str) -> PlainRun:
    player = Player(seed)
    inp = ScriptedInput(player, match.lang, seed)
    return play_plain_match(
        "maumau", match.players, match.option_dict, match.lang, level, seed, player, inp, announcer
    )


# --- what must be heard ----------------------------------------------------------------

#: what must be heard over a match, in each language: a pattern on the
#: spoken text, and one on its braille form (None: any braille form)
HEARD: dict[str, dict[str, tuple[str, str | None]]] = {
    "en": {
        "Draw Two": (
            r"\b(plays|You play) (red|blue|green|yellow) Draw Two\. "
            r".*must draw \d+ or play a Draw Two",
            r": [rbgy]\+2",
        ),
        "Skip": (
            r"\b(plays|You play) (red|blue|green|yellow) Skip\. "
            r"(.* (is|are) skipped\.|.*plays? again\.)",
            r": [rbgy]-sk",
        ),
        "Reverse": (
            r"\b(plays|You play) (red|blue|green|yellow) Reverse\. "
            r"Play now goes (counter-)?clockwise",
            r": [rbgy]-rev",
        ),
        "Wild": (r"\b(plays|You play) Wild and names? (red|blue|green|yellow)\.", r": w=[rbgy]"),
        "Wild Draw Four": (
            r"\b(plays|You play) Wild Draw Four and names? "
            r"(red|blue|green|yellow)\. .*must draw 4 or challenge",
            r": w\+4=[rbgy]",
        ),
        # the challenger and the others hear "a bluff!", the bluffer "caught bluffing"
        "bluff caught": (
            r"(challenges? the Wild Draw Four of \w+: a bluff! \w+ draws 4 cards\.|"
            r"challenges your Wild Draw Four: caught bluffing, you draw 4 cards\.)",
            r"challenges?: bluff, (\w+ draws|you draw) 4",
        ),
        "fair challenge": (
            r"(challenges? the Wild Draw Four of \w+, but it was played fairly: "
            r"\w+ draws? 6 cards\.|"
            r"challenges your Wild Draw Four, but you played it fairly: "
            r"\w+ draws 6 cards\.)",
            r"challenges?: fair, (\w+ draws|you draw) 6",
        ),
        "last card call": (r"(: last card!|You call: last card!)", r": last!"),
        "missed last card": (
            r"(has|You have) one card left and did not call last card\.",
            r": 1 card, no call",
        ),
        "report": (
            r"(reports( you)?|You report): .*did not call last card and draws? 2 cards\.",
            r"reported (you|\w+): (you draw|draws) 2",
        ),
        "round won with points": (
            r"(goes out and wins round|You go out and win round|win round) "
            r"\d+, scoring \d+ points.* Scores: ",
            r"out, round \d+: (pair )?\d+ pts",
        ),
        "match over": (r"^.* win(s)? the match with \d+ points", r"^match over: "),
        "result": (r"^Result: .*\. Winners?: ", None),
    },
    "de": {
        "Draw Two": (
            r"\b(spielt|Du spielst) Zieh 2 (rot|blau|grün|gelb)\. "
            r".*muss(t)? \d+ ziehen oder eine Zieh 2 spielen",
            r": (r|b|gn|ge)\+2",
        ),
        "Skip": (
            r"\b(spielt|Du spielst) Aussetzen (rot|blau|grün|gelb)\. "
            r"(.* muss(t)? aussetzen\.|.*noch einmal dran\.)",
            r": (r|b|gn|ge)-aus",
        ),
        "Reverse": (
            r"\b(spielt|Du spielst) Richtungswechsel (rot|blau|grün|gelb)\. "
            r"Jetzt wird .*gespielt",
            r": (r|b|gn|ge)-rw",
        ),
        "Wild": (
            r"\b(spielt|Du spielst) Joker und wähls?t (rot|blau|grün|gelb)\.",
            r": j=(r|b|gn|ge)",
        ),
        "Wild Draw Four": (
            r"\b(spielt|Du spielst) Joker \+4 und wähls?t (rot|blau|grün|gelb)\. "
            r".*muss(t)? 4 ziehen oder Lüge rufen",
            r": j\+4=(r|b|gn|ge)",
        ),
        "bluff caught": (
            r"(rufs?t Lüge gegen den Joker \+4 von \w+: geblufft! "
            r"\w+ zieht 4 Karten\.|"
            r"ruft Lüge gegen deinen Joker \+4: beim Bluffen erwischt, "
            r"du ziehst 4 Karten\.)",
            r"Lüge: Bluff, (\w+ zieht|du ziehst) 4",
        ),
        "fair challenge": (
            r"(rufs?t Lüge gegen den Joker \+4 von \w+, aber er war regelgerecht: "
            r"\w+ ziehs?t 6 Karten\.|"
            r"ruft Lüge gegen deinen Joker \+4, aber du hast regelgerecht "
            r"gespielt: "
            r"\w+ zieht 6 Karten\.)",
            r"Lüge: regelgerecht, (\w+ zieht|du ziehst) 6",
        ),
        "last card call": (r"(: Letzte!|Du rufst: Letzte!)", r": Letzte!"),
        "missed last card": (
            r"(hat nur noch eine Karte und hat|Du hast nur noch eine Karte "
            r"und hast) nicht Letzte gerufen\.",
            r": 1 Karte, kein Ruf",
        ),
        "report": (
            r"(meldet( dich)?|Du meldest): .*nicht Letzte gerufen und ziehs?t 2 Karten\.",
            r"gemeldet, (du ziehst|zieht) 2",
        ),
        "round won with points": (
            r"(hat keine Karten mehr und gewinnt Runde|Du hast keine Karten "
            r"mehr und gewinnst Runde|gewinnt Runde|gewinnen Runde) \d+ mit "
            r"(je )?\d+ Punkten\..* Punktestand: ",
            r"fertig, Runde \d+: (Paar )?\d+ P",
        ),
        "match over": (
            r"^.* gewinn(t|st|en) die Partie mit (je )?\d+ Punkten",
            r"^Partie aus: ",
        ),
        "result": (r"^Ergebnis: .*\. Sieger: ", None),
    },
}


def found(texts: list[str], lang: str) -> dict[str, list[str]]:
    """For each thing that must be heard, the texts that say it."""
    return {
        what: [t for t in texts if re.search(pattern, t)]
        for what, (pattern, _) in HEARD[lang].items()
    }


def missing(texts: list[str], lang: str) -> list[str]:
    return [what for what, hits in found(texts, lang).items() if not hits]


@cache
def translator(lang: str) -> Translator:
    return Translator(default_table(lang))


def check_braille(history: list[Utterance], lang: str) -> dict[str, int]:
    """Every utterance that says one of the things that must be heard has a
    braille form of its own (the terse form where the game has one), which
    the language's liblouis table turns into dots without dropping a
    character. Returns how many utterances were checked per thing."""
    table = translator(lang)
    checked: dict[str, int] = {}
    for what, (pattern, braille_pattern) in HEARD[lang].items():
        said = [u for u in history if re.search(pattern, u.speech)]
        assert said, f"{what} was never said"
        for u in said:
            assert u.braille.strip(), (what, u.speech)
            if braille_pattern is not None:
                assert re.search(braille_pattern, u.braille), (what, u.speech, u.braille)
            cells = table.cells(u.braille).dots
            assert cells and set(cells) != {"\u2800"}, (what, u.braille)
            assert all(0x2800 <= ord(c) <= 0x28FF for c in cells), (what, cells)
            assert table.undefined(u.braille) == [], (what, u.braille, table.undefined(u.braille))
        checked[what] = len(said)
    return checked


# --- finding the seeds -----------------------------------------------------------------

SEED_RANGE = range(1, 81)


@cache
def covering_seed(
    match: Match,
    calls: int = 3,
    preferred: int | None = None,
    moves: tuple[str, ...] = ("challenge",),
) -> int:
    """A game seed whose plain-mode match lets everything be heard, with at
    least ``calls`` last card calls of the human (so each way of typing or
    keying the call is used) and the human's ``moves`` (a challenge):
    ``preferred`` if it does, else the first such seed of SEED_RANGE.
    Deterministic: the same seed every run with the same rules and bots (a
    change of the bots may move it)."""
    tried = []
    for seed in ([preferred] if preferred is not None else []) + list(SEED_RANGE):
        run = play_plain(match, seed)
        lacking = missing([u.speech for u in run.history], match.lang)
        if sum(text.endswith(" last") for text in run.player.chosen) < calls:
            lacking.append(f"{calls} last card calls of the human")
        lacking += [f"the human's {move}" for move in moves if move not in run.player.chosen]
        tried.append((seed, lacking))
        if not lacking:
            print(f"{match}: seed {seed} ({len(tried)} tried)")
            return seed
    raise AssertionError(f"no seed of {SEED_RANGE} lets everything be heard in {match}: {tried}")


# --- plain mode ------------------------------------------------------------------------


def printed_lines(out: str) -> list[str]:
    """What the plain mode printed, without the echoed input ("> ...")."""
    return [line for line in out.splitlines() if not line.startswith("> ")]


def check_plain_match(run: PlainRun, match: Match) -> None:
    session, game = run.session, run.session.game
    assert game.is_over()
    assert game.round >= 2, "at least one round ended with points and the next was dealt"
    # every move of the human seat was the one the player chose, typed as a line
    assert [text for seat, text in game.log if seat == 0] == run.player.chosen
    assert not [u.speech for u in run.history if u.category is Category.ERROR]
    # heard: the printed lines are the spoken texts
    printed = printed_lines(run.out)
    assert not missing(printed, match.lang), found(printed, match.lang)
    assert len(found(printed, match.lang)["round won with points"]) == game.round
    result = session.result_line()
    assert result is not None and printed[-1] == result.speech
    # before it, the end of the match and the player's experience points (counted once)
    assert [line for line in printed[-3:-1] if re.search(HEARD[match.lang]["match over"][0], line)]
    xp = "experience points" if match.lang == "en" else "Erfahrungspunkte"
    assert len([line for line in printed if xp in line]) == 1
    target = match.option_dict.get("points_per_match", 500)
    assert max(game.scores) >= target and game.scores[game.winners[0]] >= target
    # felt: every one of those messages has a braille form liblouis translates
    check_braille(run.history, match.lang)


def typed_forms(lines: list[str]) -> set[str]:
    """Which kinds of typed line were used."""
    kinds = set()
    for line in lines:
        low = line.lower()
        if line.isdigit():
            kinds.add("number")
        elif (
            low.startswith(("play ", "colour "))
            and low == low.strip()
            and re.fullmatch(r"play [rbgyw][^ ]*( [rbgy])?( last)?|colour [rbgy]", low)
        ):
            kinds.add("stable")
        elif low in ("d", "draw", "take", "ziehen", "ziehe", "nimm"):
            kinds.add("draw")
        elif low in ("c", "challenge", "bluff", "lüge", "luege", "anzweifeln"):
            kinds.add("challenge")
        elif low in ("p", "pass", "passen", "passe", "weiter"):
            kinds.add("pass")
        elif low.startswith("l "):
            kinds.add("l card")
        elif low.endswith((" last card", " letzte")):
            kinds.add("last words")
        elif low in QUESTIONS["en"] + QUESTIONS["de"]:
            kinds.add("question")
        else:
            kinds.add("card words")
    return kinds


#: the seeds covering_seed finds for the plain matches (the first of
#: SEED_RANGE that lets everything be heard), tried first: a search plays up
#: to a few dozen matches, and searches again should the rules or bots have
#: changed
PLAIN_SEEDS = {POINTS_EN: 1, PAIRS_DE: 66}


def test_plain_points_match_against_bots_in_english():
    match = POINTS_EN
    seed = covering_seed(match, preferred=PLAIN_SEEDS[match])
    run = play_plain(match, seed)
    check_plain_match(run, match)
    assert "Points per match: 500" in run.out
    forms = typed_forms(run.lines)
    assert {"number", "stable", "draw", "challenge", "l card", "last words", "card words"} <= forms
    # the player's bluffs: each warned of first, and made when typed again
    warned = run.out.count("Choose the move again to make it.")
    assert warned and warned == run.inp.cautioned


def test_plain_pairs_match_against_bots_in_german():
    match = PAIRS_DE
    seed = covering_seed(match, preferred=PLAIN_SEEDS[match])
    run = play_plain(match, seed)
    check_plain_match(run, match)
    assert "Spiel zu zweit (Paare): an" in run.out
    assert tuple(run.session.game.winners) in ((0, 2), (1, 3))  # a pair wins together
    assert re.search(r"\w.* gewinn(en|t) die Partie mit je \d+ Punkten", run.out)
    forms = typed_forms(run.lines)
    assert {"number", "stable", "draw", "challenge", "l card", "last words", "card words"} <= forms
    # German words were typed: Lüge (or luege, anzweifeln), ziehen, zieh 2, Joker ...
    german = " ".join(run.lines).lower()
    assert re.search(r"\b(lüge|luege|anzweifeln)\b", german)
    assert re.search(r"\b(ziehen|ziehe|nimm)\b", german)
    assert re.search(r"\b(joker|j|aussetzen|richtungswechsel|wechsel|zieh 2|spiele|lege)\b", german)
    warned = run.out.count("Wähle den Zug noch einmal, um ihn zu machen.")
    assert warned and warned == run.inp.cautioned


# --- full-screen mode ------------------------------------------------------------------


def hand_index(view: dict, code: str) -> int:
    """Where the first card of ``code`` is in the hand (the Hand zone's order)."""
    from accessible_games.games.maumau.cards import CARDS

    return next(i for i, card in enumerate(view["hand"]) if CARDS[card].code == code)


def walk(index: int, count: int) -> list[str]:
    """Keys that move a list's focus from anywhere to item ``index`` of ``count``."""
    if index <= count // 2:
        return ["home"] + ["down"] * index
    return ["end"] + ["up"] * (count - 1 - index)


def keys_for(
    action: Action,
    legal: list[Action],
    view: dict,
    rng: random.Random,
    done: Counter,
    narrator=None,
) -> tuple[str, list[str]]:
    """How the player keys ``action``: (the way, the keys). Only the game's
    keys and the lists' own keys: a card's number (then Enter, or for a
    Wild, whose first play the number focuses, the arrows to the play
    naming its colour and Enter), the Actions zone (A, Home or End, Down or
    Up, Enter), D, P, C, K, L on a card in the hand, 1 to 4 for the colour
    of a Wild turned up first. A move with a caution (a bluff) takes its
    Enter twice. ``done``
    counts the moves keyed before, by kind: a draw, pass, challenge or
    report is keyed with its letter, every third time in the Actions zone;
    a play calling last card in turn with L and with the card's number."""
    text = action.text
    confirm = ["enter"] if action.caution is not None else []  # the warning, then the move
    in_actions = ("actions", ["a", *walk(legal.index(action), len(legal)), "enter", *confirm])
    letters = {"draw": "d", "pass": "p", "challenge": "c", "report": "k"}
    if text in letters:
        done[text] += 1
        return in_actions if done[text] % 3 == 0 else (text, [letters[text]])
    if text.startswith("colour "):  # a Wild turned up first: name its colour
        return "colour", [str(COLOURS.index(text.split()[1]) + 1)]
    code, colour, last = parse_play(text)
    index = hand_index(view, code)
    wild = colour is not None
    finish = ["enter", *confirm]
    if wild:
        # the number (or L) focuses the Wild's first play (with the call
        # first when holding two): the arrows go to the colour's play
        first = narrator.actions_for_hand_item(view, index, legal)[0]
        step = legal.index(action) - legal.index(first)
        finish = ["down"] * step + ["up"] * -step + finish
    number = "number and colour" if wild else "number and Enter"
    two = len(view["hand"]) == 2
    if last:
        done["last"] += 1
        # L on the card in the hand (for a Wild its plays with the call are
        # then offered); or the card's number, which holding two cards lands
        # on its play with the call
        if done["last"] % 2 == 1:
            return "L", ["h", *walk(index, len(view["hand"])), "l", *(finish if wild else confirm)]
        return number, ["h", str(index + 1), *finish]
    if two or index >= 9 or rng.random() < 0.25:
        # without the call while holding two cards, the number would land on
        # the play with the call: the Actions zone
        return in_actions
    return number, ["h", str(index + 1), *finish]


async def play_tui(match: Match, seed: int, save_dir: Path) -> TuiRun:
    """A whole match in the full-screen mode, the human seat played by keys."""
    app, speech, announcer = match_app(
        "maumau", match.players, match.option_dict, match.lang, LEVEL, seed, save_dir
    )
    player = Player(seed)
    rng = random.Random(seed * 104729 + 3)
    started = time.perf_counter()
    async with app.run_test() as pilot:
        await pilot.pause()
        session = app.game_screen.session
        run = TuiRun(session, speech, announcer, player)
        game = session.game
        done: Counter = Counter()
        while not game.is_over():
            legal = session.legal()
            assert legal, "the bots stopped before the human's turn"
            action = player.choose(legal)
            way, keys = keys_for(action, legal, session.view(), rng, done, session.narrator)
            before = len(game.log)
            for key in keys:
                await pilot.press(key)
                # a number picks a card after the next refresh: let it happen
                # before the next key
                await pilot.pause()
            made = [text for seat, text in game.log[before:] if seat == 0]
            assert made == [action.text], (f"{way} {keys}: {action.text}?", made, speech.texts[-5:])
            run.ways[way] += 1
            run.keys += len(keys)
        await pilot.pause()
        run.seconds = time.perf_counter() - started
        return run


def check_tui_match(run: TuiRun, match: Match, seed: int) -> None:
    session, game = run.session, run.session.game
    assert game.is_over() and game.round >= 2
    # the same match as in the plain mode: the same moves, the human's keyed
    plain = play_plain(match, seed)
    assert game.log == plain.session.game.log
    assert not [u.speech for u in run.history if u.category is Category.ERROR]
    # heard: what the speech output was given
    heard = run.heard
    assert not missing(heard, match.lang), found(heard, match.lang)
    assert len(found(heard, match.lang)["round won with points"]) == game.round
    result = session.result_line()
    assert result is not None and result.speech in heard
    ended = [t for t in heard if re.search(HEARD[match.lang]["match over"][0], t)]
    assert len(ended) == 1 and heard.index(ended[0]) < heard.index(result.speech)
    # felt: the braille forms of those messages
    check_braille(run.history, match.lang)
    ways = set(run.ways)
    assert {"number and Enter", "number and colour", "actions", "draw", "challenge", "L"} <= ways


#: seeds of short full-screen matches that let everything be heard (found
#: with covering_seed over SEED_RANGE, shortest first); covering_seed checks
#: them and searches again should the rules or bots have changed
TUI_SEEDS = {POINTS_DE_TUI: 71, PAIRS_EN_TUI: 3}


async def _tui_match(match: Match, tmp_path: Path) -> tuple[TuiRun, int]:
    # the points match also has a pass of the human (P)
    moves = ("challenge", "pass") if match is POINTS_DE_TUI else ("challenge",)
    seed = covering_seed(match, calls=2, preferred=TUI_SEEDS[match], moves=moves)
    run = await asyncio.wait_for(play_tui(match, seed, tmp_path), timeout=120)
    moves = sum(run.ways.values())
    print(f"{match}: seed {seed}, {moves} moves, {run.keys} keys, {run.seconds:.1f} s")
    return run, seed


@pytest.mark.slow  # a whole match by keys in the full-screen mode: 5-6 s of CPU time
def test_tui_points_match_by_keys_in_german(tmp_path, quick_pilot):
    match = POINTS_DE_TUI
    run, seed = asyncio.run(_tui_match(match, tmp_path))
    check_tui_match(run, match, seed)
    assert "pass" in run.ways
    assert any("Punkte pro Partie: 200" in t for t in run.heard)


@pytest.mark.slow  # a whole match by keys in the full-screen mode: 6-8 s of CPU time
def test_tui_pairs_match_by_keys_in_english(tmp_path, quick_pilot):
    match = PAIRS_EN_TUI
    run, seed = asyncio.run(_tui_match(match, tmp_path))
    check_tui_match(run, match, seed)
    assert tuple(run.session.game.winners) in ((0, 2), (1, 3))
    assert any(re.search(r"\w.* win the match with \d+ points each", t) for t in run.heard)


# --- felt on a real braille display ------------------------------------------------------

#: a quick game of two against a random bot: it bluffs with its Wild Draw
#: Four now and then (the good bot hardly ever does), so a challenge of the
#: human catches a bluff
QUICK = {lang: Match("quick", 2, (("quick", True),), lang) for lang in ("en", "de")}
#: the human's challenge that catches a bluff, the challenged hand shown to
#: the human, and a number card the human plays: speech and braille
CAUGHT = {
    "en": (
        r"^You challenge the Wild Draw Four of Anna: a bluff! Anna draws 4 cards\.$",
        r"^you challenge: bluff, Anna draws 4$",
    ),
    "de": (
        r"^Du rufst Lüge gegen den Joker \+4 von Anna: geblufft! Anna zieht 4 Karten\.$",
        r"^du Lüge: Bluff, Anna zieht 4$",
    ),
}
SHOWN = {
    "en": (
        r"^Anna's hand when the Wild Draw Four was played: .*\. It held \w+: a bluff\.$",
        r"^Anna held .*: bluff$",
    ),
    "de": (
        r"^Die Hand von Anna, als der Joker \+4 gespielt wurde: .*\. Sie hatte eine Karte in \w+: "
        r"geblufft\.$",
        r"^Anna hatte .*: Bluff$",
    ),
}
PLAYED = {
    "en": (r"^You play (red|blue|green|yellow) \d\.", r"^you: [rbgy]\d"),
    "de": (r"^Du spielst (rote|blaue|grüne|gelbe) \d\.", r"^du: (r|b|gn|ge)\d"),
}


@cache
def bluff_seed(lang: str) -> int:
    """The first seed whose quick game has the human catch a bluff and play
    a number card."""
    for seed in SEED_RANGE:
        texts = [u.speech for u in play_plain(QUICK[lang], seed, level="random").history]
        if all(any(re.search(said[lang][0], t) for t in texts) for said in (CAUGHT, PLAYED)):
            print(f"{QUICK[lang]}: seed {seed}")
            return seed
    raise AssertionError(f"no quick game of {SEED_RANGE} has a caught bluff")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_plain_a_bluff_caught_by_the_human_is_heard_and_has_braille(lang):
    """The challenger's side of a caught bluff: "a bluff!" ("geblufft!"),
    and the hand that proves it, shown to the challenger only."""
    run = play_plain(QUICK[lang], bluff_seed(lang), level="random")
    assert run.session.game.is_over()
    assert [text for seat, text in run.session.game.log if seat == 0] == run.player.chosen
    printed = printed_lines(run.out)
    table = translator(lang)
    for speech, braille in (CAUGHT[lang], SHOWN[lang], PLAYED[lang]):
        assert [line for line in printed if re.search(speech, line)], speech
        for u in [u for u in run.history if re.search(speech, u.speech)]:
            assert re.search(braille, u.braille), (u.speech, u.braille)
            assert table.cells(u.braille).dots and table.undefined(u.braille) == []


def window(dots: str, width: int = 40) -> str:
    """The first display window of a translation, as the vr driver reports it."""
    from accessible_games.braille.translate import to_dots_string

    cells = list(dots[:width]) + ["\u2800"] * max(0, width - len(dots))
    return to_dots_string("".join(cells))


@pytest.mark.slow  # a real component (BRLTTY), as the project marks those
def test_a_quick_game_is_felt_on_brlttys_virtual_display(brltty_vr, monkeypatch):
    """The challenge's outcome (a bluff caught) and a card played reach the
    display (BRLTTY's vr driver) as liblouis' translation of their braille
    forms. The display shows one message at a time: the game waits at each
    of the two until the display shows it (the messages after it would
    replace it at once), then goes on."""
    monkeypatch.setenv("BRLAPI_AUTH", "none")
    seed = bluff_seed("en")
    chosen = settings_module.defaults().with_changes(
        language="en",
        speech="none",
        braille="brlapi",
        brlapi_host=brltty_vr.host,
        braille_table="en-ueb-g1",
        verbosity="normal",
    )
    announcer = build(chosen)
    table = Translator("en-ueb-g1")
    wanted = {"caught": CAUGHT["en"][0], "played": PLAYED["en"][0]}
    felt: dict[str, tuple[Utterance, str]] = {}
    try:
        output = announcer.braille
        assert output is not None and output.display.id == "brlapi"
        show = output.show

        def show_and_feel(utterance: Utterance) -> None:
            show(utterance)
            for what, pattern in wanted.items():
                if what not in felt and re.search(pattern, utterance.speech):
                    expected = window(table.cells(utterance.braille).dots)
                    felt[what] = (utterance, brltty_vr.wait_for_cells(expected, timeout=10))

        output.show = show_and_feel
        run = play_plain(QUICK["en"], seed, announcer, level="random")
        assert run.session.game.is_over()
        printed = printed_lines(run.out)
        for pattern in (CAUGHT["en"][0], SHOWN["en"][0], PLAYED["en"][0]):
            assert [line for line in printed if re.search(pattern, line)], pattern
        # felt: both on the display, as their terse braille forms translated by liblouis
        assert set(felt) == {"caught", "played"}
        for _what, (utterance, shown) in felt.items():
            assert shown == window(table.cells(utterance.braille).dots)
            assert utterance.braille != utterance.speech  # the terse form, not the sentence
        assert felt["caught"][0].braille == "you challenge: bluff, Anna draws 4"
        assert re.search(PLAYED["en"][1], felt["played"][0].braille)
        # and once the game is over the display shows its last message
        last = announcer.history.last()
        expected = window(table.cells(last.braille).dots)
        assert brltty_vr.wait_for_cells(expected, timeout=10) == expected
    finally:
        announcer.close()
