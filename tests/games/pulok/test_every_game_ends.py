"""Every Pulok game ends, also when nobody ever draws from the bag
(docs/rules/pulok.md, Decision 11): players who always take the offered
tile never empty the bag, and a game without a call ends undecided after
``MAX_EXCHANGES`` exchanges in all while tiles are left in the bag,
announced as the undecided end after the bag ran empty (which still gives
every player 15 more exchanges). Same seed, same moves: the same game, to
its end."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.core.game import Event
from accessible_games.core.save import game_from_data, game_to_data
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.moves import PASS, TAKE
from accessible_games.games.pulok.rules import EXCHANGES_AFTER_BAG, MAX_EXCHANGES, Pulok

from .pulok_helpers import find, kinds, lookup, new_game, place, with_penalty

#: each example plays up to MAX_EXCHANGES exchanges: 0.1 to 0.4 s of CPU time
SETTINGS = settings(
    max_examples=5,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
#: moves enough for a game that ends at the bound (a take and a pass each
#: exchange, the last exchanges after a call), and a margin
MOVE_LIMIT = 2 * MAX_EXCHANGES + 20


@st.composite
def tables(draw, variants=("simple", "double", "experts")):
    """(players, options, seed, play_seed)."""
    players = draw(st.integers(2, 4))
    variant = draw(st.sampled_from(variants))
    options = {"variant": variant}
    if variant == "experts":
        options["twenty"] = draw(st.booleans())
        options["need_piece"] = draw(st.booleans())
    return players, options, draw(st.integers(0, 2**32 - 1)), draw(st.integers(0, 2**32 - 1))


def play_first_game(game: Pulok, choose) -> tuple[int, list[Event]]:
    """Play the match's first game with ``choose(game, seat)`` for every
    move, up to its reveal: (the exchanges made, the events of the move
    that ended it). Fails when the game has not ended after MOVE_LIMIT
    moves."""
    exchanges = 0
    for _ in range(MOVE_LIMIT):
        seat = game.turn
        events = game.apply(seat, choose(game, seat))
        # an exchange ends with its tile offered on (the next game's first
        # offer, after the reveal, is no exchange)
        exchanges += sum(1 for e in events if e.kind == "offered" and e.data["how"] != "start")
        if "reveal" in kinds(events):
            return exchanges, events
    raise AssertionError(f"no end after {exchanges} exchanges (bound {MAX_EXCHANGES})")


def first_listed(game: Pulok, seat: int):
    """The first move the rules list: take the offered tile, then pass the
    first tile listed (never with the call)."""
    return game.legal_actions(seat)[0]


def always_take(rng: random.Random):
    """Take every offered tile and pass one of the own at random, with the
    call or without."""

    def choose(game: Pulok, seat: int):
        legal = game.legal_actions(seat)
        take = [a for a in legal if a.kind == TAKE]
        return take[0] if take else rng.choice([a for a in legal if a.kind == PASS])

    return choose


def test_a_game_in_which_nobody_draws_ends_undecided_at_the_bound():
    game = new_game(2, seed=3)
    bag, scores = len(game.bag), list(game.scores)
    exchanges, events = play_first_game(game, first_listed)
    assert exchanges == MAX_EXCHANGES
    assert len(game.bag) == bag and game.bag_empty_exchanges is None, "nobody drew"
    assert kinds(events)[:3] == ["offered", "undecided", "reveal"]
    # as when the bag has run empty: the last tile leaves the game, nobody
    # gains, everyone loses their penalty points, the next game is dealt
    last = events[0]
    assert last.data["to"] is None and last.data["out"] is True
    reveal = find(events, "reveal")
    assert reveal.data["caller"] is None
    penalties = [board["penalty"] for board in reveal.data["boards"]]
    assert reveal.data["deltas"] == [-p for p in penalties]
    assert reveal.data["scores"] == [s - p for s, p in zip(scores, penalties, strict=True)]
    assert "game_start" in kinds(events) and game.game_no == 2


def test_the_end_at_the_bound_is_announced_to_everyone_as_the_undecided_end():
    game = new_game(3, seed=5)
    _, events = play_first_game(game, first_listed)
    undecided = find(events, "undecided")
    assert (undecided.seat, undecided.data, undecided.visible_to) == (None, {}, None)
    for lang in ("en", "de"):
        for viewer in (None, 0, 1, 2):
            narrator = PulokNarrator(lang, ["Anna", "Ben", "Clara"], viewer, game.facts())
            said = narrator.event(undecided)
            same = narrator.event(Event("undecided", None, {}))  # the bag-empty end's
            assert said is not None and said.speech
            assert (said.speech, said.braille) == (same.speech, same.braille)


#: passing at random, experts' hands cost their best arrangement afresh at
#: nearly every move (2 to 7 s a game); the first listed move, below, plays
#: every variant
@SETTINGS
@given(tables(variants=("simple", "double")))
def test_players_who_always_take_end_every_game_within_the_bound(table):
    players, options, seed, play_seed = table
    game = Pulok(players, options, seed)
    exchanges, events = play_first_game(game, always_take(random.Random(play_seed)))
    reveal = find(events, "reveal")
    if reveal.data["caller"] is None:
        assert exchanges == MAX_EXCHANGES
    else:  # a call, at the latest in the bound's last exchange, then the last exchanges
        assert exchanges <= MAX_EXCHANGES + players - 1
    assert game.game_no == 2 or game.is_over()


@SETTINGS
@given(tables())
def test_players_who_always_choose_the_first_listed_move_end_undecided_at_the_bound(table):
    players, options, seed, _ = table
    game = Pulok(players, options, seed)
    exchanges, events = play_first_game(game, first_listed)
    assert exchanges == MAX_EXCHANGES
    assert find(events, "reveal").data["caller"] is None
    assert "undecided" in kinds(events)


def test_same_seed_and_moves_give_the_same_game_through_the_end_at_the_bound():
    game = new_game(2, seed=11)
    play_first_game(game, first_listed)
    again = new_game(2, seed=11)
    for seat, text in game.log:
        again.apply(seat, text)
    assert again.fingerprint() == game.fingerprint()
    assert game.replayed(len(game.log)).fingerprint() == game.fingerprint()
    loaded = game_from_data(game_to_data(game), lookup)
    assert loaded.fingerprint() == game.fingerprint()
    # replayed to one move before the end, the same last move ends it again
    before = game.replayed(len(game.log) - 1)
    assert before.exchanges == MAX_EXCHANGES - 1
    assert "undecided" in kinds(before.apply(*game.log[-1]))
    assert before.fingerprint() == game.fingerprint()


def test_once_the_bag_is_empty_its_fifteen_exchanges_each_count_past_the_bound():
    """The bound ends games whose bag never runs empty; a bag emptied just
    before it still gives every player their 15 exchanges, as announced."""
    game = place(
        new_game(2), hands=[with_penalty(3), with_penalty(4)], offer="KY", turn=1, bag="AB"
    )
    game.exchanges = MAX_EXCHANGES - 2
    game.apply(1, "decline")  # the last tile drawn: the bag is empty
    made = 0
    while True:
        # the drawn tile passed straight on, then every offer passed on unchanged
        events = game.apply(game.turn, "pass on")
        made += sum(1 for e in events if e.kind == "offered" and e.data["how"] != "start")
        if "undecided" in kinds(events):
            break
        assert made < 2 * EXCHANGES_AFTER_BAG
    assert made == 2 * EXCHANGES_AFTER_BAG
