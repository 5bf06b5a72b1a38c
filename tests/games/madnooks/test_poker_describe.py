"""Mad Nooks Poker's narration: every event kind of random matches said in
English and German, spoken and brailled (liblouis defines every braille
character), private events only to their seat; exact texts of hand-built
events; the zones, players, moves and line-mode questions; the keys."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from accessible_games.braille.tables import default_table
from accessible_games.braille.translate import Translator
from accessible_games.core.game import Event
from accessible_games.core.keys import KeyContext
from accessible_games.core.messages import Msg, render
from accessible_games.games import registry
from accessible_games.games.madnooks.describe_poker import CHIPS, FACE_UP, PICTURES, PokerNarrator
from accessible_games.games.madnooks.keys import KEYS, key_answer
from accessible_games.games.madnooks.tiles import tile_code
from tests.game_helpers import assert_filled, narrate_seen
from tests.games.madnooks.madnooks_helpers import DECK
from tests.games.madnooks.poker_helpers import HAND_BUILDING, deal, poker

NAMES = ["Anna", "Ben", "Clara"]
EVENT_KINDS = {
    "game_start",
    "hand_start",
    "dealt",
    "face_up",
    "phase",
    "turn",
    "exchanged",
    "exchange_drawn",
    "stood",
    "check",
    "bet",
    "call",
    "raise",
    "folded",
    "betting_over",
    "picture_laid",
    "picture_undone",
    "picture_decided",
    "picture_shown",
    "pot_won",
    "game_over",
}


@cache
def translator(lang: str) -> Translator:
    return Translator(default_table(lang))


def felt(braille: str, lang: str) -> None:
    table = translator(lang)
    assert table.undefined(braille) == [], (braille, table.undefined(braille))


def play(seed: int):
    """A three-player match: random moves, picture steps by hand half the time."""
    game = poker(3, seed, hands=3, chips=12, price=2)
    rng = random.Random(seed)
    events = list(game.setup_events)
    views = []
    while not game.is_over():
        seat = game.turn
        legal = game.legal_actions(seat)
        views.append((game.view(seat), legal))
        building = [a for a in legal if a.kind in HAND_BUILDING]
        action = (
            rng.choice(building)
            if building and rng.random() < 0.6
            else rng.choice([a for a in legal if a.kind not in HAND_BUILDING])
        )
        events += game.apply(seat, action)
    views.append((game.view(0), []))
    return game, events, views


_PLAYED: dict[int, tuple] = {}


def played(seed: int):
    if seed not in _PLAYED:
        _PLAYED[seed] = play(seed)
    return _PLAYED[seed]


@pytest.mark.slow  # whole random matches narrated: 1-3.5 s of CPU time a case
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_event_kind_is_said_and_brailled_in_both_languages(lang):
    kinds = set()
    for seed in (1, 2, 3):
        game, events, views = played(seed)
        for viewer in (0, 1, None):
            for event, u in narrate_seen(PokerNarrator(lang, NAMES, viewer), events, viewer):
                kinds.add(event.kind)
                felt(u.braille, lang)
    assert EVENT_KINDS - {"picture_undone"} <= kinds, EVENT_KINDS - kinds


@pytest.mark.parametrize("lang", ["en", "de"])
def test_skips_and_undos_are_said(lang):
    n = PokerNarrator(lang, NAMES, 0)
    for reason in ("no_exchanges", "broke", "stack_empty"):
        for seat in (0, 1):
            u = n.event(Event("exchange_skipped", seat, {"reason": reason}))
            assert_filled(u.speech)
            felt(u.braille, lang)
    u = n.event(Event("picture_undone", 0, {"tile": 3, "code": "KBRG", "laid": 1}, (0,)))
    assert_filled(u.speech)
    felt(u.braille, lang)
    u = n.event(
        Event(
            "hand_start",
            None,
            {
                "hand": 2,
                "hands": 5,
                "dealer": 1,
                "ante": 1,
                "pot": 2,
                "players": [0, 1],
                "out": [2],
                "chips": [5, 6, 0],
                "stack": 28,
            },
        )
    )
    assert "Clara" in u.speech
    felt(u.braille, lang)


def test_exact_texts_of_an_exchange_and_the_betting():
    game = deal(
        poker(2, price=1),
        ["KBRG KBGR KRBG KRGB", "BKRG BKGR BRKG BRGK"],
        ["RKBG", "RKGB"],
        stack="GRBK RGBK BGKR",
    )
    events = game.apply(1, "exchange bkgr")
    anna, ben = PokerNarrator("en", NAMES[:2], 0), PokerNarrator("en", NAMES[:2], 1)
    said = [anna.event(e) for e in events]
    assert said[0].speech == "Ben exchanges a tile and pays 1; the pot holds 3."
    assert said[1] is None  # the tiles only to their owner
    assert (
        ben.event(events[1]).speech
        == "You gave away blue black green red and got green red blue black."
    )
    assert ben.event(events[1]).braille == "gave bkgr got grbk"
    de = PokerNarrator("de", NAMES[:2], 0)
    assert (
        de.event(events[0]).speech == "Ben tauscht ein Kärtchen und zahlt 1; in der Kasse sind 3."
    )
    game.apply(1, "stand")
    game.apply(0, "stand")
    events = game.apply(1, "bet")
    assert anna.event(events[0]).speech == "Ben bets 2; the pot holds 5."
    assert anna.event(events[0]).braille == "Ben bet 2 pot 5"
    assert de.event(events[0]).speech == "Ben setzt 2; in der Kasse sind 5."
    items = {i.id: i for i in anna.action_items(game.view(0), game.legal_actions(0))}
    assert (
        items["call"].speech == "Call 2 chips (pot then 7)"
        and items["call"].braille == "call 2 pot 7"
    )
    assert items["raise"].speech == "Raise to 4: pay 4 chips (pot then 9)"
    assert items["raise"].braille == "raise to 4 pot 9"
    events = game.apply(0, "raise")
    assert anna.event(events[0]).speech == "You raise to 4, paying 4; the pot holds 9."
    assert de.event(events[0]).speech == "Du erhöhst auf 4 und zahlst 4; in der Kasse sind 9."
    events = game.apply(1, "fold")
    won = next(e for e in events if e.kind == "pot_won")
    assert anna.event(won).speech == (
        "Everyone else folded: you win the pot of 9 without a showdown. Chip count: you have 54 "
        "chips and Ben has 46 chips."
    )


def test_the_showdown_is_said_tile_by_tile_with_running_totals():
    game = deal(
        poker(2, exchanges=0), ["KBRG KGRB RGKB KRBG", "GRKB GBKR GRBK RGBK"], ["BKRG", "GKBR"]
    )
    game.apply(1, "check")
    game.apply(0, "check")
    game.apply(1, "picture best")
    events = game.apply(0, "picture best")
    n = PokerNarrator("en", NAMES[:2], 1)
    shown = [n.event(e) for e in events if e.kind == "picture_shown"]
    assert len(shown) == 2
    for u, e in zip(shown, [e for e in events if e.kind == "picture_shown"], strict=True):
        for step in e.data["steps"]:
            assert f"{step[3]},{step[4]}" in u.speech and f"total {step[6]}" in u.speech
            assert f" {step[5]}p, sum {step[6]}" in u.braille
    assert shown[1].speech.startswith(
        "Anna shows the best picture: black blue red green not turned at 0,0"
    )
    # braille: the picture's points as a number and p, never "=5" or "+2"
    assert re.match(r"Anna best, \d+p: ", shown[1].braille), shown[1].braille
    assert (
        "=" not in shown[1].braille.replace("l1=", "").replace("l2=", "")
        and "+" not in shown[1].braille
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_zones_players_moves_and_questions(lang):
    game, _, views = played(2)
    for view, legal in views[::5]:
        seat = view["me"]
        for n in (PokerNarrator(lang, NAMES, seat), PokerNarrator(lang, NAMES, None)):
            v = (
                view
                if n.viewer is not None
                else {**view, "me": None, "hand": None, "best": None, "built": [], "area": []}
            )
            own = legal if n.viewer is not None else []
            said = [
                n.status(v),
                n.hand(v),
                n.table(v),
                *n.scores(v, True),
                n.query("chips", v),
                n.query("kasse", v),
                n.query("bild", v),
                n.query("picture", v),
                n.query("offen", v),
                n.query("faceup", v),
                n.map_text(v),
                n.legend(),
            ]
            for u in said:
                assert_filled(u.speech)
                assert_filled(u.braille)
                felt(u.braille, lang)
            items = [*n.player_items(v), *n.action_items(v, own)]
            if n.viewer is not None:
                items += n.hand_items(v, own)
            for zone in n.areas():
                items += n.area_items(zone.key, v)
            for item in items:
                assert_filled(item.speech)
                felt(item.brailled, lang)
    keys = [z.key for z in PokerNarrator(lang, NAMES, 0).areas()]
    assert keys == [PICTURES, CHIPS, FACE_UP, "board", "map", "colours", "stack"]
    # the board cursor and the map walk your own picture
    n = PokerNarrator(lang, NAMES, 0)
    view = next(v for v, _ in views if v["area"])
    first = view["area"][0]
    n.set_cursor(view, first[3], first[4])
    [cell] = n.area_items("board", view)
    assert cell.speech.startswith(f"{first[3]},{first[4]}: ")
    rows = n.area_items("map", view)[1:]
    assert any(ch.isalpha() for r in rows for ch in r.brailled.split(" ")[-1])


def test_player_items_say_chips_folded_dealer_and_turn():
    game = poker(3, seed=1)
    while game.phase == "exchange":
        game.apply(game.turn, "stand")
    game.apply(1, "bet")
    game.apply(2, "fold")
    items = PokerNarrator("en", NAMES, 0).player_items(game.view(0))
    assert items[0].speech == "You: 49 chips, dealer, on turn"
    assert items[1].speech == "Ben: 47 chips, 2 bet this round"
    assert items[2].speech == "Clara: 49 chips, folded" and items[2].braille == "Clara: 49 fold"


def test_the_registry_gives_a_poker_table_the_poker_narrator():
    entry = registry.entry("madnooks")
    game = poker(2)
    assert isinstance(entry.narrator_for(game, "en", NAMES[:2], 0), PokerNarrator)


def test_poker_keys():
    names = {k.keys: (k.command, k.name) for k in KEYS}
    assert {k: names[k] for k in "ewkbfo"} == {
        "e": ("poker:exchange", "E"),
        "w": ("poker:stand", "W"),
        "k": ("poker:check", "K"),
        "b": ("poker:bet", "B"),
        "f": ("poker:fold", "F"),
        "o": ("poker:best", "O"),
    }
    for key in KEYS:
        for lang in ("en", "de"):
            assert render(Msg(key.description), lang) != key.description
    game = deal(poker(2), ["KBRG KBGR KRBG KRGB", "BKRG BKGR BRKG BRGK"], ["RKBG", "RKGB"])
    n = PokerNarrator("en", NAMES[:2], 1)

    def ctx(seat, **kw):
        return KeyContext(game.view(seat), game.legal_actions(seat), narrator=n, **kw)

    index = next(i for i, t in enumerate(game.view(1)["hand"]) if tile_code(DECK[t]) == "BRKG")
    assert key_answer("poker:exchange", ctx(1, card_index=index)) == "exchange brkg"
    assert key_answer("poker:exchange", ctx(1)).key == "madnooks.poker.key.no_tile"
    assert key_answer("poker:stand", ctx(1)) == "stand"
    assert key_answer("poker:check", ctx(1)) == "check"  # the game refuses it in the exchange phase
    assert key_answer("poker:best", ctx(1)).speech.startswith("Your best picture: ")
    game.apply(1, "stand")
    game.apply(0, "stand")
    assert key_answer("poker:check", ctx(1)) == "check" and key_answer("poker:bet", ctx(1)) == "bet"
    game.apply(1, "bet")
    assert (
        key_answer("poker:check", ctx(0)) == "call" and key_answer("poker:bet", ctx(0)) == "raise"
    )
    assert key_answer("poker:fold", ctx(0)) == "fold"
    game.apply(0, "call")
    assert key_answer("poker:best", ctx(1)) == "picture best"
    # not Poker: the keys are not the game's
    from accessible_games.games.madnooks.rules import MadNooks

    classic = MadNooks(2, {}, 0)
    assert key_answer("poker:fold", KeyContext(classic.view(0), classic.legal_actions(0))) is None
