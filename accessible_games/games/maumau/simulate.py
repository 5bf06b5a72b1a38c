"""Games for simulations: a Mau Mau position rebuilt from one seat's view.

The strong computer player looks ahead by playing many imagined games. It
only knows its own view, so every imagined game is one *determinization*: the
cards it cannot see (the other hands, the stock, the discard pile under the
top card) are dealt at random, in the numbers the view shows, and everything
public (top card, colour in force, direction, whose turn, phase, penalty,
"Letzte" calls, scores) is copied from the view.

The rebuilt object is a real :class:`MauMau` that plays by the same rules;
it is made without dealing (it copies a game dealt once per table), so that
building one costs little more than copying a few lists, and ``copy_game``
copies it again for each move to be compared in the same deal. ``play_out``
plays it on with a policy.

Everything here draws only from the generator it is given (the bot's
``rng``) and from each imagined game's own seeded chance, so the imagined
games, and the choice made from them, are the same on every run.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from heapq import nlargest
from typing import Any

from accessible_games.core.game import Action
from accessible_games.core.rng import Chance, shuffle_random
from accessible_games.games.maumau.cards import CARD_COLOUR, CARD_COUNT, COLOURS, NO_COLOUR
from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.rules import MauMau

CLOCKWISE, COUNTERCLOCKWISE = 1, -1

#: a rollout policy: (game, seat to move, its legal actions, chance) -> action
Policy = Callable[[MauMau, int, list[Action], random.Random], Action]


def options_of(view: dict[str, Any]) -> MauMauOptions:
    """The table options, as far as a view shows them (the time per move
    plays no part in a simulation)."""
    return MauMauOptions(
        quick=bool(view["quick"]),
        points_per_match=view["target"] if view["target"] is not None else 500,
        bluffing=bool(view["bluffing"]),
        pairs=view["teams"] is not None,
    )


def unseen_cards(view: dict[str, Any]) -> list[int]:
    """Every card the seat cannot see: all but its own hand and the top card,
    in id order."""
    known = set(view["hand"])
    known.add(view["top"])
    return [c for c in range(CARD_COUNT) if c not in known]


_TEMPLATES: dict[tuple[int, MauMauOptions], MauMau] = {}


def _template(players: int, options: MauMauOptions) -> MauMau:
    """A dealt game with these players and options, kept per process: what
    the rules set up once per match (teams, the view's fixed parts, any
    cache) is copied from it into every rebuilt game."""
    key = (players, options)
    game = _TEMPLATES.get(key)
    if game is None:
        game = _TEMPLATES[key] = MauMau(players, options, 0)
    return game


class LazyChance:
    """An imagined game's chance: a :class:`Chance` in the state it would
    have (a fresh ``Chance(seed)``, or the state ``state``), made only when
    the game first draws from it. An imagined game rarely reshuffles, and
    making a generator for every copy would cost more than most copies'
    moves; the draws are exactly those of the real generator."""

    __slots__ = ("seed", "_state", "_real")

    def __init__(self, seed: int, state: list[Any] | None = None) -> None:
        self.seed = seed
        self._state = state  # never changed: copies share it
        self._real: Chance | None = None

    def _chance(self) -> Chance:
        real = self._real
        if real is None:
            real = self._real = Chance(self.seed)
            if self._state is not None:
                real.setstate(self._state)
        return real

    def copy(self) -> LazyChance:
        """An independent chance in the same state."""
        if self._real is None:
            return LazyChance(self.seed, self._state)
        return LazyChance(self.seed, self._real.getstate())

    def shuffle(self, items: list[Any]) -> None:
        self._chance().shuffle(items)

    def choice(self, items: Any) -> Any:
        return self._chance().choice(items)

    def randint(self, low: int, high: int) -> int:
        return self._chance().randint(low, high)

    def random(self) -> float:
        return self._chance().random()

    def getstate(self) -> list[Any]:
        return self._chance().getstate()

    def setstate(self, state: list[Any]) -> None:
        self._chance().setstate(state)


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``, faster: the project's one fast shuffle
    (core/rng.py), the same order and generator state as CPython's."""
    shuffle_random(rng, items)


def build_game(
    view: dict[str, Any],
    hands: list[list[int]],
    stock: list[int],
    discard: list[int],
    *,
    seed: int = 0,
    options: MauMauOptions | None = None,
    wild_four: tuple[int, bool, list[int], int] | None = None,
) -> MauMau:
    """A game in the position of ``view`` with the given hidden cards.

    ``hands`` holds every seat's hand (the viewer's own included), ``stock``
    the face-down stock (its last card is drawn first) and ``discard`` the
    discard pile, bottom first, ending with the top card. ``wild_four`` is
    the record of a Joker +4 waiting to be challenged (the player, whether it
    was a bluff, the player's hand after it, the colour in force before it);
    it matters only in the ``wild4`` phase. The game draws its reshuffles
    from its own chance, seeded with ``seed``.

    The game is a copy of a dealt game of the same table (so that whatever
    the rules set up per match is in place) with every part of the position
    replaced: the match (scores, round, history, winners), the round (hands,
    stock, discard pile, colour, direction, turn, phase, penalty, drawn card,
    Joker +4, report, "Letzte" calls) and the move log.
    """
    players = view["players"]
    opts = options if options is not None else options_of(view)
    template = _template(players, opts)
    game = MauMau.__new__(MauMau)
    state = game.__dict__
    for name, value in template.__dict__.items():
        # containers are copied, so that no two games share a mutable part
        state[name] = value.copy() if isinstance(value, (list, dict, set)) else value
    # what Game.__init__ sets
    game.seed = seed
    game.chance = LazyChance(seed)
    game.log = []
    game.setup_events = []
    # the match
    game.scores = list(view["scores"])
    game.round = view["round"]
    game.over = bool(view["over"])
    game.winners = tuple(view["winners"])
    game.history = [dict(r) for r in view["history"]]
    # the round
    game.hands = [sorted(h) for h in hands]
    game.stock = list(stock)
    game.discard = list(discard)
    game.direction = CLOCKWISE if view["direction"] == "clockwise" else COUNTERCLOCKWISE
    game.colour = COLOURS.index(view["colour"]) if view["colour"] is not None else NO_COLOUR
    game.turn = view["turn"] if view["turn"] is not None else 0
    game.phase = view["phase"]
    game.pending = view["pending"]
    game.drawn = view["drawn"]
    game.wild_four = wild_four
    report = view["can_report"]
    game.report = (report, view["seat"]) if report is not None else None
    game.called = list(view["called"])
    # TurnGame's kept legal actions and their table by text belong to the
    # template's position
    game._version = template._version + 1
    game._legal_version = -1
    game._legal = []
    game._by_text_version = -1
    game._by_text = {}
    return game


def copy_game(game: MauMau) -> MauMau:
    """An independent copy of a game (hidden cards included) that plays on
    exactly alike: its own chance in the same state, no shared lists."""
    copy = MauMau.__new__(MauMau)
    state = copy.__dict__
    for name, value in game.__dict__.items():
        state[name] = value.copy() if isinstance(value, (list, dict, set)) else value
    copy.hands = [list(h) for h in game.hands]
    copy.called = list(game.called)
    copy.history = [dict(r) for r in game.history]
    chance = game.chance
    if isinstance(chance, LazyChance):
        copy.chance = chance.copy()
    else:
        copy.chance = LazyChance(chance.seed, chance.getstate())
    # TurnGame's kept legal actions and their table by text are worked out
    # anew by the copy
    copy._legal_version = -1
    copy._by_text_version = -1
    return copy


def determinize(
    view: dict[str, Any],
    rng: random.Random,
    *,
    options: MauMauOptions | None = None,
    unseen: list[int] | None = None,
    weights: dict[int, list[float]] | None = None,
    honesty: float = 0.0,
) -> MauMau:
    """One imagined game consistent with ``view``: the unseen cards dealt at
    random to the other hands, the stock and the discard pile under the top
    card, each in the size the view shows.

    ``unseen`` is the list of unseen cards (``unseen_cards(view)``, passed in
    when many games are made from one view). ``weights`` may give, for some
    of the other seats, a positive weight for every card of ``unseen`` (in its
    order): such a seat's hand is then a weighted sample (a card of weight 2
    is about twice as likely to be in it as one of weight 1); the other seats,
    the stock and the discard pile share the rest uniformly.

    Facing a Joker +4 (phase ``wild4``), the colour in force before it is not
    in the view, so it is drawn too, among the colours other than the one
    named; the Joker +4 was a bluff exactly when the sampled hand of its
    player holds that colour. With chance ``honesty`` the player is taken to
    be one who does not bluff: then the colour is drawn among those its hand
    lacks (when there is one).
    """
    seat = view["seat"]
    pool = list(unseen) if unseen is not None else unseen_cards(view)
    counts = view["hand_counts"]
    hands: list[list[int]] = [[] for _ in counts]
    hands[seat] = list(view["hand"])
    if weights:
        # weighted sampling without replacement: each card gets the key
        # u ** (1 / weight) for a uniform u, and the largest keys are taken
        free = [True] * len(pool)
        random_ = rng.random
        for s, w in weights.items():
            if s == seat:
                continue
            keyed = [(random_() ** (1.0 / w[i]), i) for i in range(len(pool)) if free[i]]
            chosen = nlargest(counts[s], keyed)
            for _, i in chosen:
                free[i] = False
            hands[s] = [pool[i] for _, i in chosen]
        pool = [card for i, card in enumerate(pool) if free[i]]
    shuffle(rng, pool)
    at = 0
    for s, count in enumerate(counts):
        if s != seat and not (weights and s in weights):
            hands[s] = pool[at : at + count]
            at += count
    stock = pool[at : at + view["stock"]]
    at += view["stock"]
    discard = pool[at:] + [view["top"]]
    wild_four = None
    if view["phase"] == "wild4" and view["turn"] is not None:
        direction = CLOCKWISE if view["direction"] == "clockwise" else COUNTERCLOCKWISE
        player = (view["turn"] - direction) % view["players"]
        named = COLOURS.index(view["colour"]) if view["colour"] is not None else NO_COLOUR
        hand = hands[player]
        held = {CARD_COLOUR[c] for c in hand}
        colours = [c for c in range(4) if c != named]
        if rng.random() < honesty:
            colours = [c for c in colours if c not in held] or colours
        before = rng.choice(colours)
        wild_four = (player, before in held, sorted(hand), before)
    return build_game(
        view, hands, stock, discard, seed=rng.getrandbits(32), options=options, wild_four=wild_four
    )


def play_out(
    game: MauMau, policy: Policy, rng: random.Random, limit: int = 400, horizon: int | None = None
) -> bool:
    """Play ``game`` with ``policy`` for every seat until the round ends;
    True if it did. With ``horizon``, stop instead at the first normal turn
    (phase ``play``) after that many moves; and stop after ``limit`` moves in
    any case."""
    start = game.round
    for moves in range(limit):
        if game.over or game.round != start:
            return True
        if horizon is not None and moves >= horizon and game.phase == "play":
            return False
        seat = game.turn
        legal = game.legal_actions(seat)
        action = legal[0] if len(legal) == 1 else policy(game, seat, legal, rng)
        game.apply(seat, action)
    return game.over or game.round != start
