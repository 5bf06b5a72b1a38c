"""Shared helpers of the Mad Nooks Poker tests: new games, exact deals,
random play that never builds pictures by hand unless asked."""

from __future__ import annotations

import random

from accessible_games.games.madnooks.poker import MadNooksPoker
from accessible_games.games.madnooks.tiles import DECK_SIZE
from accessible_games.games.registry import get_game
from tests.game_helpers import find, kinds  # noqa: F401 - re-exported for the game's tests
from tests.games.madnooks.madnooks_helpers import Tiles

HAND_BUILDING = ("picture_lay", "picture_undo", "picture_show")


def poker(players: int = 2, seed: int = 0, **options) -> MadNooksPoker:
    game = MadNooksPoker(players, dict(options, variant="poker"), seed)
    assert isinstance(game, MadNooksPoker)
    return game


def deal(
    game: MadNooksPoker, hidden: list[str], face: list[str], stack: str | None = None
) -> MadNooksPoker:
    """Replace the tiles of the hand being played: each seat's hidden tiles
    and face-up tile (codes; seats not dealt in: "" and ""), the stack
    (codes, the first drawn first; None: every other tile in id order, the
    highest drawn first). Nothing else changes."""
    ids = Tiles()
    game.hidden = [sorted(ids.many(h)) if h else [] for h in hidden]
    game.hands = game.hidden
    game.face_up = [ids.take(f) if f else None for f in face]
    if stack is None:
        game.stack = [t for t in range(DECK_SIZE) if t not in ids.used]
    else:
        game.stack = list(reversed(ids.many(stack)))
        game.out_of_play = [t for t in range(DECK_SIZE) if t not in ids.used]
    game._version += 1
    return game


def step(game: MadNooksPoker, rng: random.Random, by_hand: float = 0.0):
    """One random legal move (picture steps by hand with chance ``by_hand``)."""
    seat = game.to_play()
    legal = game.legal_actions(seat)
    assert legal
    building = [a for a in legal if a.kind in HAND_BUILDING]
    if building and rng.random() < by_hand:
        action = rng.choice(building)
    else:
        action = rng.choice([a for a in legal if a.kind not in HAND_BUILDING])
    return seat, action, game.apply(seat, action)


def texts(game: MadNooksPoker, seat: int | None = None) -> list[str]:
    return [a.text for a in game.legal_actions(game.turn if seat is None else seat)]


def lookup(name: str):
    return get_game(name) if name == "madnooks" else None
