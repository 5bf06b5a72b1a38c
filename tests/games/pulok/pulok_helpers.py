"""Shared helpers for the Pulok tests: tiles by code, exact positions."""

from __future__ import annotations

from accessible_games.games.pulok.rules import OFFER, Pulok
from accessible_games.games.pulok.tiles import (
    EMPTY,
    FIRST_PULOK,
    LETTERS,
    PENALTY,
    TILE_CODE,
    TILE_COUNT,
)
from tests.game_helpers import IdsByCode, find, kinds, lookup_for  # noqa: F401 - re-exported for the game's tests


def new_game(players: int = 2, seed: int = 0, **options) -> Pulok:
    return Pulok(players, options, seed)


#: where saved games find their rules
lookup = lookup_for("pulok", Pulok)


class Tiles(IdsByCode):
    """Hands out tile ids by code ("UR", "ÜB", "PULOK"), each tile once."""

    noun = "tile"

    def __init__(self) -> None:
        super().__init__(TILE_CODE, str.upper)


def sentence(colour: str = "R", skip: str = "") -> str:
    """The codes of the sentence's letters in one colour, without ``skip``."""
    return " ".join(letter + colour for letter in LETTERS if letter not in skip)


def with_penalty(penalty: int, colour: str = "Y", extra_colour: str = "G") -> str:
    """Fifteen letter codes whose left-over tiles (in the simple game) are
    worth exactly ``penalty``: distinct letters plus second copies of
    letters whose values add up to ``penalty``."""
    extra: list[str] = []
    left = penalty
    for letter in sorted(LETTERS, key=lambda x: -PENALTY[LETTERS.index(x)]):
        value = PENALTY[LETTERS.index(letter)]
        if value <= left and letter not in extra:
            extra.append(letter)
            left -= value
        if left == 0:
            break
    assert left == 0, penalty
    distinct = [letter for letter in LETTERS if letter in extra] + [
        letter for letter in LETTERS if letter not in extra
    ]
    distinct = distinct[: 15 - len(extra)]
    return " ".join(
        [letter + colour for letter in distinct] + [letter + extra_colour for letter in extra]
    )


def place(
    game: Pulok,
    *,
    hands: list[str],
    offer: str | None = None,
    offer_from: int | None = None,
    bag: str | None = None,
    turn: int = 1,
    phase: str = OFFER,
    drawn: str | None = None,
    received: str | None = None,
    set_aside: str = "",
) -> Pulok:
    """Put the game into an exact position: each seat's tiles (laid in the
    best arrangement), the tile on offer to ``turn`` (from the seat before
    it by default), the bag (codes, the first drawn first; None: every tile
    named nowhere else, in id order), the phase, the drawn tile and the tile
    just received (which must be in the hand)."""
    n = game.players
    ids = Tiles()
    hand_ids = [ids.many(h) for h in hands]
    offer_id = ids.take(offer) if offer else None
    drawn_id = ids.take(drawn) if drawn else None
    aside = ids.many(set_aside)
    if bag is None:
        bag_ids = [t for t in range(TILE_COUNT) if t not in ids.used]
    else:
        bag_ids = list(reversed(ids.many(bag)))
    game.set_aside = aside
    game.bag = bag_ids
    game.row_colours = [list(range(6)) for _ in range(n)]
    for seat, tiles in enumerate(hand_ids):
        game._lay(seat, game._best(tiles, seat))
    game.turn = turn
    game.phase = phase
    game.offer = offer_id
    game.offer_from = (turn - 1) % n if offer_from is None else offer_from
    game.drawn = drawn_id
    game.received = None
    if received:
        code = received.upper()
        game.received = next(t for t in hand_ids[turn] if TILE_CODE[t] == code)
    game.called = None
    game.last = []
    game.bag_empty_exchanges = None if bag_ids else 0
    game.over = False
    game.winners = []
    game._version += 1
    return game


def held(game: Pulok) -> list[int]:
    """Every tile of the game, wherever it is, sorted."""
    return sorted(t for place in game.places().values() for t in place)


def texts(game: Pulok, seat: int | None = None) -> list[str]:
    return sorted(a.text for a in game.legal_actions(game.turn if seat is None else seat))


def codes(tiles) -> list[str]:
    return sorted(TILE_CODE[t] for t in tiles)


__all__ = ["EMPTY", "FIRST_PULOK"]
