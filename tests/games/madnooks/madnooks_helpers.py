"""Shared helpers for the Mad Nooks game tests: tiles by code, exact
positions, random steps."""

from __future__ import annotations

import random

from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.madnooks.tiles import DECK_SIZE, load_deck, parse_tile_code, tile_code
from tests.game_helpers import IdsByCode, find, kinds, lookup_for  # noqa: F401 - re-exported for the game's tests

DECK = load_deck()
#: a tile that fits the start tile KBRG nowhere (area.placements is empty)
NO_FIT = ("BGKR", "RGBK")


def new_game(players: int = 2, seed: int = 0, **options) -> MadNooks:
    return MadNooks(players, options, seed)


#: where saved games find their rules
lookup = lookup_for("madnooks", MadNooks)


class Tiles(IdsByCode):
    """Hands out tile ids by code ("KBRG"), each tile once (codes of the
    first 14 tiles exist twice)."""

    noun = "tile"

    def __init__(self) -> None:
        super().__init__(DECK, parse_tile_code)


def place(
    game: MadNooks,
    *,
    hands: list[str],
    stack: str | None = "",
    start: str = "KBRG",
    laid: list[tuple[str, int, int, int, int | None]] = (),
    turn: int = 0,
    scores: list[int] | None = None,
    checked: bool = False,
) -> MadNooks:
    """Put the game into an exact position: the start tile at 0,0, more
    laid tiles (code, rotation, x, y, seat; unchecked, unless ``checked``:
    then each must be a legal placement where it is laid), each seat's
    hand (codes), the stack (codes, the first drawn first; None: every
    tile named nowhere else, in id order), whose turn, the scores."""
    ids = Tiles()
    area = Area()
    first = ids.take(start)
    area.lay(first, DECK[first], 0, 0, 0)
    layers: list[int | None] = [None]
    for code, rotation, x, y, seat in laid:
        tile = ids.take(code)
        if checked:
            assert area.check(DECK[tile], rotation, x, y) is None, (code, rotation, x, y)
        area.lay(tile, DECK[tile], rotation, x, y)
        layers.append(seat)
    game.hands = [sorted(ids.many(h)) for h in hands]
    if stack is None:
        game.stack = [t for t in range(DECK_SIZE) if t not in ids.used]
    else:
        game.stack = list(reversed(ids.many(stack)))
    game.area = area
    game.layers = layers
    game.scores = list(scores) if scores is not None else [0] * game.players
    game.turn = turn
    game.round = 1
    game.misses = 0
    game.over = False
    game.winners = []
    game.reason = None
    game.last = None
    game._version += 1
    return game


def small_position() -> MadNooks:
    """The start tile KBRG at 0,0 (cells 0,0 1,0 2,0 0,1) and Anna's KBGR
    turned 180° with its corner at -1,1 (cells -1,1 -2,1 -3,1 -1,0), its
    long side 2 blue along the start tile's (1 point); Ben to move, holding
    RGBK (1 placement) and BGKR (2 placements, one of 2 points)."""
    return place(
        new_game(2),
        hands=["KBRG GRBK", "RGBK BGKR"],
        stack="RBKG",
        laid=[("KBGR", 2, -1, 1, 0)],
        turn=1,
        scores=[1, 0],
        checked=True,
    )


def every_tile(game: MadNooks) -> list[int]:
    """Every tile of the game, wherever it is, sorted."""
    return sorted(t for where in game.places().values() for t in where)


def texts(game: MadNooks, seat: int | None = None) -> list[str]:
    return sorted(a.text for a in game.legal_actions(game.turn if seat is None else seat))


def codes(tiles) -> list[str]:
    return sorted(tile_code(DECK[t]) for t in tiles)


def step(game: MadNooks, rng: random.Random):
    """One random legal move of the player to move: (seat, action, events)."""
    seat = game.to_play()
    legal = game.legal_actions(seat)
    assert legal, "the player to move always has a legal action"
    action = rng.choice(legal)
    return seat, action, game.apply(seat, action)


def play_out(game: MadNooks, rng: random.Random, limit: int = 1000) -> int:
    """Random moves until the game ends; the number of moves."""
    moves = 0
    while not game.is_over():
        step(game, rng)
        moves += 1
        assert moves < limit
    return moves
