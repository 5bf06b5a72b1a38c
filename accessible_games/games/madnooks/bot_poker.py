"""Mad Nooks Poker's decisions of both computer players (bot.py's
RandomNooksBot and GreedyNooksBot hand a Poker view to this module).

- random: uniformly among the legal actions, except the steps of building
  a picture by hand (``picture lay`` / ``undo`` / ``show``): in the picture
  phase it always takes ``picture best``.
- good: thinks in the points of its own best picture (it cannot see the
  others' hidden tiles). Its *share* of a pot with a picture of ``p``
  points is the chance of beating one random five-tile picture, ties
  counted half (:data:`POINTS_DISTRIBUTION`, measured over 1500 random
  hands), to the power of the opponents still in the hand.

  * Exchange: when its best picture lays fewer than 5 tiles, the hidden
    tile left out of it goes. Otherwise, for each hidden tile, the best
    picture of the other four plus the best placement of each tile it has
    not seen (copies counted; the others' face-up tiles are seen) gives
    the expected share after exchanging that tile; it exchanges the best
    such tile when that beats keeping by :data:`EXCHANGE_MARGIN`, else
    stands.
  * Betting: share >= :data:`RAISE_AT`: bet or raise (else call); share
    >= :data:`BET_AT` with nothing to call: bet; facing a bet it calls
    when the share is worth the price (share x pot after calling >= the
    amount) and the share is at least :data:`CALL_AT` (higher by
    :data:`PER_RAISE` per raise made); else it folds. With nothing to
    call it never folds.
  * Picture: always ``picture best``.

A decision takes a few milliseconds once the hand's best pictures are in
the solver's cache (the first costs about a quarter of a second).
"""

from __future__ import annotations

import random
from collections import Counter

from accessible_games.core.game import Action
from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.poker import (
    BET,
    CALL,
    CHECK,
    EXCHANGE,
    FOLD,
    PICTURE_BEST,
    PICTURE_LAY,
    PICTURE_SHOW,
    PICTURE_UNDO,
    RAISE,
    STAND,
    best_of,
)
from accessible_games.games.madnooks.tiles import DECK_SIZE, load_deck

#: how often a random hand of five tiles has a best picture of so many
#: points (1500 random hands of the deck, each laid whole into its picture;
#: five different tiles always are, and only a few hands holding two equal
#: tiles are not)
POINTS_DISTRIBUTION = {4: 10, 5: 478, 6: 894, 7: 115, 8: 3}
_TOTAL = sum(POINTS_DISTRIBUTION.values())

EXCHANGE_MARGIN = 0.04
RAISE_AT = 0.75
BET_AT = 0.6
CALL_AT = 0.3
PER_RAISE = 0.08


def share(points: int, opponents: int = 1) -> float:
    """The expected share of a pot won with ``points`` against
    ``opponents`` random pictures (a tie with one counted half)."""
    below = sum(n for p, n in POINTS_DISTRIBUTION.items() if p < points)
    equal = POINTS_DISTRIBUTION.get(points, 0)
    one = (below + equal / 2) / _TOTAL
    return one ** max(1, opponents)


def choose_random(view: dict, legal: list[Action], rng: random.Random) -> Action:
    """Uniform among the legal actions; in the picture phase the best picture."""
    best = [a for a in legal if a.kind == PICTURE_BEST]
    if best:
        return best[0]
    usable = [a for a in legal if a.kind not in (PICTURE_LAY, PICTURE_UNDO, PICTURE_SHOW)]
    return rng.choice(usable or legal)


def _five(view: dict) -> list[int]:
    me = view["me"]
    face = view["face_up"][me]
    return list(view["hand"]) + ([face] if face is not None else [])


def _opponents(view: dict) -> int:
    folded = set(view.get("folded") or [])
    return sum(1 for s in view.get("order") or [] if s != view["me"] and s not in folded)


def _unseen(view: dict) -> Counter:
    """The colours of the tiles it has not seen, copies counted."""
    deck = load_deck()
    seen = set(_five(view)) | {t for t in view["face_up"] if t is not None}
    return Counter(deck[t] for t in range(DECK_SIZE) if t not in seen)


def _without(tiles: list[int], picture, tile: int) -> tuple[Area, int]:
    """A picture of the other four tiles and its points: the best picture
    with ``tile`` taken out, the rest laid again in the same order and
    places (moved so that the first lies at 0,0; any placement still
    legal); when one is no longer legal, the solver's best of the four."""
    deck = load_deck()
    steps = [
        (tiles[i], p)
        for i, p in zip(picture.order, picture.placements, strict=True)
        if tiles[i] != tile
    ]
    area = Area()
    points = 0
    if steps:
        ox, oy = steps[0][1].x, steps[0][1].y
        for k, (t, p) in enumerate(steps):
            x, y = p.x - ox, p.y - oy
            if k:
                placed = area.placement(deck[t], p.rotation, x, y)
                if placed is None:
                    break
                points += placed.points
            area.lay(t, deck[t], p.rotation, x, y)
        else:
            return area, points
    rest_tiles, rest = best_of([t for t in tiles if t != tile])
    area = Area()
    for index, p in zip(rest.order, rest.placements, strict=True):
        area.lay(rest_tiles[index], deck[rest_tiles[index]], p.rotation, p.x, p.y)
    return area, rest.points


def _exchange(view: dict, legal: list[Action]) -> Action:
    stand = next(a for a in legal if a.kind == STAND)
    swaps = {a.data[0]: a for a in legal if a.kind == EXCHANGE}
    if not swaps:
        return stand
    five = _five(view)
    tiles, picture = best_of(five)
    used = {tiles[i] for i in picture.order}
    # one exchange per colouring is listed: a tile left out may be the twin
    # of the one the list names (equal tiles are exchanged alike)
    deck = load_deck()
    by_colours = {deck[t]: a for t, a in swaps.items()}
    left_out = [
        by_colours[deck[t]] for t in view["hand"] if t not in used and deck[t] in by_colours
    ]
    if len(picture.order) < len(five) and left_out:
        return left_out[0]
    opponents = max(1, _opponents(view))
    keep = share(picture.points, opponents)
    unseen = _unseen(view)
    count = sum(unseen.values())
    if not count:
        return stand
    best_value, best_action = keep + EXCHANGE_MARGIN, None
    for tile, action in swaps.items():
        area, points = _without(tiles, picture, tile)
        value = 0.0
        for colours, copies in unseen.items():
            gain = max((p.points for p in area.placements(colours, detail=False)), default=0)
            value += copies * share(points + gain, opponents)
        value /= count
        if value > best_value:
            best_value, best_action = value, action
    return best_action or stand


def _betting(view: dict, legal: list[Action]) -> Action:
    by_kind = {a.kind: a for a in legal}
    _, picture = best_of(_five(view))
    mine = share(picture.points, max(1, _opponents(view)))
    if CHECK in by_kind:  # nothing to call
        if mine >= BET_AT and BET in by_kind:
            return by_kind[BET]
        return by_kind[CHECK]
    if mine >= RAISE_AT:
        return by_kind.get(RAISE) or by_kind[CALL]
    call = by_kind.get(CALL)
    if call is not None:
        owe = call.data[0]
        pot = view["pot"] + owe
        if mine >= CALL_AT + PER_RAISE * view.get("raises", 0) and mine * pot >= owe:
            return call
    return by_kind.get(FOLD) or legal[0]


def choose_good(view: dict, legal: list[Action], rng: random.Random) -> Action:
    kinds = {a.kind for a in legal}
    if PICTURE_BEST in kinds:
        return next(a for a in legal if a.kind == PICTURE_BEST)
    if STAND in kinds:
        return _exchange(view, legal)
    return _betting(view, legal)


__all__ = ["choose_random", "choose_good", "share", "POINTS_DISTRIBUTION"]
