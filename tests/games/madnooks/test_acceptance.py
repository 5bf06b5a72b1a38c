"""Acceptance tests of Mad Nooks, the requirement: a Classic game, a Poker
hand with betting and a Solitaire game can be played to the end against
bots in the full-screen mode and in the plain mode, by a player who only
hears and reads braille. Each mode plays a Classic game, a Solitaire game
alone and a Poker match of 5 hands (English in one mode, German in the
other).

Whole games against bots of the "good" level, from the deal to the end.
The human seat is played by :class:`Player`, the greedy bot's choice among
the legal moves; the front end's own input carries each move out:

- plain mode: a typed line: the move's number in the action list, its
  stable text (``lay kbrg 90 3,-2``), or words of the player's language
  (``lege sbrg 90 3 -2``, ``lay KBRG 3,-2 90``, ``aussetzen``); and now and
  then a question of the game's own (``area``, ``map``, ``north``,
  ``cursor 0,0``, ``placements`` / ``fläche``, ``plan``, ``süden``,
  ``zeiger 0,0``, ``anlegestellen``), whose answer must be printed.
- Poker in both modes: the good bot's exchanges, bets and pictures, but
  the first picture is built by hand, tile by tile (``picture lay kbrg 90
  -1,0`` / ``bild lege sbrg 90 -1,0``, then ``picture show``); the
  questions ``chips``, ``picture``, ``faceup`` / ``kasse``, ``bild``,
  ``offen``. In the full-screen mode E on a hand tile exchanges it, W
  stands, K checks or calls, B bets or raises, F folds, O shows the best
  picture, and the Actions zone lays the picture by hand.
- full-screen mode: L on a tile of the hand (its best placement offered
  first), the Actions zone and Enter, X to miss a turn; now and then the
  board cursor (G, then arrows: the new cell is said) and the map zone
  (Shift+Y, then Down: a row (after the ruler) is shown on the braille display), and Z or
  Y (the area's summary, a small map).

Every move the human made is the one the player chose; no error was said;
the end was said with the scores (Solitaire: the score, the enclosed empty
cells and the tiles left), and its braille form holds them and is
translated by real liblouis without an undefined character.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter
from dataclasses import dataclass

import pytest

from accessible_games.app.session import Session
from accessible_games.core.game import Action
from accessible_games.core.messages import Msg
from accessible_games.core.narration import action_text
from accessible_games.core.utterance import Category, Utterance
from accessible_games.games.madnooks.bot import GreedyNooksBot
from accessible_games.games.madnooks.poker import picture_text
from accessible_games.games.madnooks.tiles import load_deck, tile_code
from tests.fixtures.pilot import path, settle
from tests.fixtures.scripted import UNKNOWN, PlainRun, ScriptedInput, check_felt, play_plain_match
from tests.tui.helpers import match_app

LEVEL = "good"
DECK = load_deck()


@dataclass(frozen=True)
class Table:
    variant: str
    players: int
    lang: str


CLASSIC_EN = Table("classic", 2, "en")
SOLITAIRE_DE = Table("solitaire", 1, "de")
CLASSIC_DE = Table("classic", 3, "de")
SOLITAIRE_EN = Table("solitaire", 1, "en")
POKER_DE = Table("poker", 3, "de")
POKER_EN = Table("poker", 2, "en")


class Player:
    """The human seat: the greedy bot's choice."""

    def __init__(self, seed: int) -> None:
        self.bot = GreedyNooksBot()
        self.rng = random.Random(seed + 1)
        self.chosen: list[str] = []
        self.kinds: Counter = Counter()

        #: Poker: the first picture is built by hand, tile by tile
        self.built_by_hand = False

    def choose(self, game, legal: list[Action]) -> Action:
        view = game.view(0)
        action = self._by_hand(view, legal) if view.get("phase") == "picture" else None
        if action is None:
            action = self.bot.choose(view, legal, self.rng)
        self.chosen.append(action.text)
        self.kinds[action.kind] += 1
        return action

    def _by_hand(self, view: dict, legal: list[Action]) -> Action | None:
        """The best picture's steps laid by hand, then shown (once a match)."""
        if self.built_by_hand:
            return None
        steps, built = view["best"]["steps"], view["built"]
        if len(built) < len(steps):
            tile, _code, rotation, x, y = steps[len(built)][:5]
            text = picture_text(DECK[tile], rotation, x, y)
        else:
            text = "picture show"
            self.built_by_hand = True
        return next(a for a in legal if a.text == text)


POKER_WORDS = {
    "stand": "fertig",
    "check": "schieben",
    "bet": "setzen",
    "call": "mitgehen",
    "raise": "erhöhen",
    "fold": "aussteigen",
    "picture best": "bild bestes",
    "picture show": "bild zeigen",
    "picture undo": "bild zurück",
}


def words_for(action: Action, lang: str, rng: random.Random) -> str:
    """The move in words the rules read (rules.parse_move, poker._canonical)."""
    text = action.text
    if text in POKER_WORDS:
        return POKER_WORDS[text] if lang == "de" else text.upper() if rng.random() < 0.3 else text
    if text.startswith("exchange "):
        code = text.split(" ")[1]
        return f"tausche {code.replace('k', 's')}" if lang == "de" else f"exchange {code.upper()}"
    if text.startswith("picture lay "):
        _, _, code, angle, position = text.split(" ")
        return f"bild lege {code.replace('k', 's')} {angle} {position}" if lang == "de" else text
    if action.kind == "pass":
        return rng.choice(["aussetzen", "setze aus"] if lang == "de" else ["miss", "miss a turn"])
    _, code, angle, position = action.text.split(" ")
    x, y = position.split(",")
    if lang == "de":
        return f"lege {code.replace('k', 's')} {angle} {x} {y}"
    return f"lay {code.upper()} at {position} turned {angle}"


QUESTIONS = {
    "en": [
        ("area", r"\btiles?\b"),
        ("map", r"^Map around"),
        ("north", r"^-?\d+,-?\d+:"),
        ("cursor 0,0", r"^0,0: tile a"),
        ("placements", r"\w"),
    ],
    "de": [
        ("fläche", r"Kärtchen"),
        ("plan", r"^Karte um"),
        ("süden", r"^-?\d+,-?\d+:"),
        ("zeiger 0,0", r"^0,0: Kärtchen a"),
        ("anlegestellen", r"\w"),
    ],
    "poker-en": [
        ("chips", r"pot holds \d+"),
        ("picture", r"^Your best picture"),
        ("faceup", r"^Face-up tiles"),
        ("map", r"^Map around"),
        ("cursor 0,0", r"^0,0: "),
    ],
    "poker-de": [
        ("kasse", r"Kasse"),
        ("bild", r"^Dein bestes Bild"),
        ("offen", r"^Offene Kärtchen"),
        ("plan", r"^Karte um"),
        ("zeiger 0,0", r"^0,0: "),
    ],
}


def play_plain(table: Table, seed: int) -> PlainRun:
    player = Player(seed)
    questions = QUESTIONS[f"poker-{table.lang}" if table.variant == "poker" else table.lang]
    inp = ScriptedInput(
        player,
        questions,
        lambda action, rng: words_for(action, table.lang, rng),
        seed,
        every=8,
        limit=2000,
    )
    return play_plain_match(
        "madnooks", table.players, {"variant": table.variant}, table.lang, LEVEL, seed, player, inp
    )


# --- the checks ----------------------------------------------------------------------------

GAME_OVER = {"en": "Game over.", "de": "Das Spiel ist zu Ende."}
MATCH_OVER = {"en": "The match is over.", "de": "Die Partie ist zu Ende."}
SHOWS = {"en": r"^(You show|\w+ shows) ", "de": r"^(Du zeigst|\w+ zeigt) "}
BY_HAND = {"en": "You show the picture built by hand", "de": "Du zeigst das selbst gebaute Bild"}
TOTAL = {"en": "total", "de": "zusammen"}


def check_poker(history: list[Utterance], session: Session, table: Table, player: Player) -> None:
    """A Poker match played out: hands with betting, showdowns said tile by
    tile with running totals, one picture built by hand, the chips kept and
    the match's end said with them."""
    game = session.game
    assert game.is_over()
    assert not [u.speech for u in history if u.category is Category.ERROR]
    assert sum(game.chips) == table.players * game.options.chips  # no chip lost or made
    assert game.hand_no >= 2, "a match of several hands"
    assert any(player.kinds[k] for k in ("bet", "call", "raise")), player.kinds
    shown = [u for u in history if re.search(SHOWS[table.lang], u.speech)]
    assert shown, "a showdown was said"
    for u in shown:
        assert TOTAL[table.lang] in u.speech and re.search(r", \d+p: ", u.braille)
        check_felt(u, table.lang)
    assert any(u.speech.startswith(BY_HAND[table.lang]) for u in shown)
    ends = [
        u
        for u in history
        if u.speech.startswith(MATCH_OVER[table.lang]) and u.category is Category.TABLE
    ]
    assert len(ends) == 1
    for _seat, chips in enumerate(game.chips):
        assert re.search(rf"(?<!\d){chips}(?!\d)", ends[0].speech) and re.search(
            rf"(?<!\d){chips}(?!\d)", ends[0].braille
        )
    check_felt(ends[0], table.lang)
    assert game.winners == [s for s in range(game.players) if game.chips[s] == max(game.chips)]
    result = session.result_line()
    assert result is not None and any(u.speech == result.speech for u in history[-3:])


def check_end(history: list[Utterance], session: Session, table: Table) -> None:
    game = session.game
    assert game.is_over()
    assert not [u.speech for u in history if u.category is Category.ERROR]
    ends = [
        u
        for u in history
        if u.speech.startswith(GAME_OVER[table.lang]) and u.category is Category.TABLE
    ]
    assert len(ends) == 1, [u.speech for u in history[-5:]]
    end = ends[0]
    check_felt(end, table.lang)
    scores = game.scores
    if table.variant == "solitaire":
        holes = game.area.holes()
        left = sum(len(h) for h in game.hands) + len(game.stack)
        # the one score with its unit, said as the listener's or the team's
        score, score_br = session.narrator.solitaire_score(game.players, scores[0])
        assert score in end.speech and score_br in end.braille, end
        for x, y in holes:
            assert f"{x},{y}" in end.speech and f"{x},{y}" in end.braille
        assert re.search(rf"(?<!\d){len(holes)}(?!\d)", end.braille), end.braille
        if left:  # an unfinished picture says the tiles left
            assert re.search(rf"(?<!\d){left}(?!\d)", end.braille), end.braille
        assert (game.reason == "all_laid") == (left == 0)
        assert not re.search(r"\bwin|gewinn|winner|Sieger", end.speech), (
            end.speech
        )  # nobody won over anybody
    else:
        for seat, score in enumerate(scores):
            name = session.narrator.name(seat)  # "you" / "du" for the listener
            assert f"{name}: {score}" in end.braille, (name, score, end)
            said = session.narrator.say(
                "madnooks.say.score", seat, points=Msg("madnooks.points", points=score), count=score
            ).speech
            assert said in end.speech, (said, end)
        assert game.winners == [s for s in range(game.players) if scores[s] == max(scores)]
    result = session.result_line()
    assert result is not None and any(u.speech == result.speech for u in history[-3:])


def check_plain(run: PlainRun, table: Table) -> None:
    session = run.session
    if table.variant == "poker":
        check_poker(run.history, session, table, run.player)
    else:
        check_end(run.history, session, table)
    assert [text for seat, text in session.game.log if seat == 0] == run.player.chosen
    for way in ("number", "stable", "words", "question"):
        assert run.inp.ways[way], way
    for question, printed, pattern in run.inp.answers:
        lines = [
            line for line in printed.splitlines() if not line.startswith("> ") and line.strip()
        ]
        assert lines and re.search(pattern, lines[0]), (question, printed[:200])
        assert not lines[0].startswith(UNKNOWN[table.lang]), (question, lines[0])
    if table.variant != "poker":
        assert run.player.kinds["lay"] >= 5


def test_plain_classic_game_in_english():
    run = play_plain(CLASSIC_EN, 1)
    check_plain(run, CLASSIC_EN)


def test_plain_solitaire_game_in_german():
    run = play_plain(SOLITAIRE_DE, 2)
    check_plain(run, SOLITAIRE_DE)
    assert len(run.session.game.area.laid) >= 10


def test_plain_poker_match_in_german():
    run = play_plain(POKER_DE, 2)
    check_plain(run, POKER_DE)
    assert run.player.kinds["exchange"] and run.player.kinds["picture_lay"]


# --- the full-screen mode ---------------------------------------------------------------------


class RecordingBraille:
    """The braille display: what it was given to show."""

    def __init__(self) -> None:
        self.shown: list[str] = []

    def show(self, utterance: Utterance) -> None:
        self.shown.append(utterance.braille)


async def play_tui(table: Table, seed: int, save_dir):
    braille = RecordingBraille()
    app, speech, announcer = match_app(
        "madnooks",
        table.players,
        {"variant": table.variant},
        table.lang,
        LEVEL,
        seed,
        save_dir,
        braille,
    )
    player = Player(seed)
    rng = random.Random(seed)
    ways: Counter = Counter()
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        session = screen.session
        game = session.game
        while True:
            await settle(pilot, session)
            if game.is_over():
                break
            legal = session.legal()
            before = len(game.log)
            action = player.choose(game, legal)
            poker_key = POKER_KEYS.get(action.kind)
            if action.kind == "exchange":
                # E on the tile in the hand zone
                view = session.view()
                code = action.text.split(" ")[1]
                index = next(
                    i for i, t in enumerate(view["hand"]) if tile_code(DECK[t]).lower() == code
                )
                await pilot.press("h")
                await pilot.pause()
                zone = screen.zone("hand")
                await pilot.press(*path(zone.highlighted, index, len(view["hand"])))
                await pilot.pause()
                await pilot.press("e")
                ways["e"] += 1
            elif poker_key is not None:
                await pilot.press(poker_key)
                ways[poker_key] += 1
            elif action.kind in ("picture_lay", "picture_show"):
                await pilot.press("a")
                await pilot.pause()
                await choose_in_actions(pilot, screen, action.text)
                ways["actions"] += 1
            elif action.kind == "pass":
                await pilot.press("x")
                ways["x"] += 1
            elif rng.random() < 0.4:
                # L on the tile: one placement is made at once; several are
                # offered best first in the Actions zone, where the chosen one is found
                view = session.view()
                index = view["hand"].index(action.data[0])
                await pilot.press("h")
                await pilot.pause()
                zone = screen.zone("hand")
                await pilot.press(*path(zone.highlighted, index, len(view["hand"])))
                await pilot.pause()
                await pilot.press("l")
                await pilot.pause()
                if len(game.log) == before:
                    await choose_in_actions(pilot, screen, action.text)
                ways["l"] += 1
            else:
                await pilot.press("a")
                await pilot.pause()
                await choose_in_actions(pilot, screen, action.text)
                ways["actions"] += 1
            await pilot.pause()
            assert game.log[before : before + 1] == [(0, action.text)], (
                action.text,
                speech.texts[-3:],
            )
            if not game.is_over() and session.view()["area"] and rng.random() < 0.25:
                await explore(pilot, screen, session, speech, braille, rng, table.lang)
                ways["explored"] += 1
        await pilot.pause()
        ways["player"] = player  # type: ignore[assignment]
        return session, ways, speech, braille, app.announcer.history.items("all")


#: Poker's moves made by their keys (E, on a hand tile, is handled apart)
POKER_KEYS = {
    "stand": "w",
    "check": "k",
    "call": "k",
    "bet": "b",
    "raise": "b",
    "fold": "f",
    "picture_best": "o",
}


async def choose_in_actions(pilot, screen, text: str) -> None:
    zone = screen.zone("actions")
    ids = [item.id for item in zone.items]
    target = next(i for i, item_id in enumerate(ids) if action_text(item_id) == text)
    await pilot.press(*path(zone.highlighted, target, len(ids)))
    await pilot.pause()
    await pilot.press("enter")


async def explore(pilot, screen, session, speech, braille, rng, lang: str) -> None:
    """G and an arrow: the new cell is said; Shift+Y and Down: a map row is
    shown on the braille display."""
    narrator = session.narrator
    await pilot.press("g")
    await pilot.pause()
    assert screen.focused is screen.zone("board")
    x, y = narrator.cursor(session.view())
    key, (dx, dy) = rng.choice(
        [("up", (0, 1)), ("down", (0, -1)), ("left", (-1, 0)), ("right", (1, 0))]
    )
    mark = len(speech.texts)
    await pilot.press(key)
    await pilot.pause()
    assert narrator.cursor(session.view()) == (x + dx, y + dy)
    assert any(t.startswith(f"{x + dx},{y + dy}:") for t in speech.since(mark)), speech.since(mark)
    await pilot.press("Y")
    await pilot.pause()
    zone = screen.zone("map")
    assert screen.focused is zone
    await pilot.press("down")
    await pilot.pause()
    if (
        zone.current is not None and zone.current.id == "ruler"
    ):  # the column ruler comes before the rows
        assert zone.current.brailled in braille.shown[-1]
        await pilot.press("down")
        await pilot.pause()
    row = zone.current
    assert row is not None and row.id.startswith("row")
    assert braille.shown and row.brailled in braille.shown[-1], (row.brailled, braille.shown[-1:])
    check_felt(Utterance(row.speech, row.brailled), lang)
    # Z and Y say the area's summary and the small map, wherever the focus is
    mark = len(speech.texts)
    await pilot.press(rng.choice(["z", "y"]))
    await pilot.pause()
    said = speech.since(mark)
    assert said and re.search(r"\b(tiles?|Kärtchen|Map around|Karte um)\b", said[-1]), said


def check_tui(session, ways, history, table: Table, player: Player | None = None) -> None:
    if table.variant == "poker":
        check_poker(history, session, table, player)
        assert ways["e"] and ways["k"] and ways["o"] and ways["actions"] and ways["explored"], ways
        return
    check_end(history, session, table)
    assert ways["actions"] and ways["l"] and ways["explored"]


@pytest.mark.slow  # a whole game by keys in the full-screen mode: 9-10 s of CPU time
def test_tui_solitaire_game_in_english(tmp_path, quick_pilot):
    session, ways, speech, braille, history = asyncio.run(play_tui(SOLITAIRE_EN, 3, tmp_path))
    check_tui(session, ways, history, SOLITAIRE_EN)


@pytest.mark.slow  # a whole match by keys in the full-screen mode: 4 s of CPU time
def test_tui_poker_match_in_english(tmp_path, quick_pilot):
    session, ways, speech, braille, history = asyncio.run(play_tui(POKER_EN, 4, tmp_path))
    check_tui(session, ways, history, POKER_EN, ways["player"])


@pytest.mark.slow  # a whole game by keys in the full-screen mode: 3 s of CPU time
def test_tui_classic_game_in_german(tmp_path, quick_pilot):
    session, ways, speech, braille, history = asyncio.run(play_tui(CLASSIC_DE, 6, tmp_path))
    check_tui(session, ways, history, CLASSIC_DE)


def test_the_greedy_player_lays_real_tiles():
    # the scripted player chooses from the legal list only: a sanity check of the script
    game = Session.new("madnooks", 2, 1, LEVEL, 1, {}, "en", lambda u: None).game
    player = Player(1)
    action = player.choose(game, game.legal_actions(0))
    assert action.text in {a.text for a in game.legal_actions(0)}
    assert tile_code(DECK[action.data[0]]).lower() in action.text
