"""Shared helpers for the MONAD tests: build exact positions by card code."""

from __future__ import annotations

from collections import Counter

from accessible_games.core.messages import render
from accessible_games.games.monad.cards import (
    CARD_CODE,
    CARD_COUNT,
    CARD_RANK,
    CODE_COLOUR,
    COLUMN_RANKS,
    FIRST_MONAD,
    MONAD_COUNT,
)
from accessible_games.games.monad.rules import START, Monad
from tests.game_helpers import (
    IdsByCode,
    find,  # noqa: F401 - re-exported for the game's tests
    kinds,  # noqa: F401 - re-exported for the game's tests
    lookup_for,
    refused,  # noqa: F401 - re-exported for the game's tests
)


def new_game(players: int = 2, seed: int = 0, **options) -> Monad:
    return Monad(players, options, seed)


#: where saved games find their rules
lookup = lookup_for("monad", Monad)


class Ids(IdsByCode):
    """Hands out card ids by code ("1R", "2Y", "5D"; not the Monads), each
    copy once."""

    def __init__(self) -> None:
        super().__init__(CARD_CODE[:FIRST_MONAD], str.upper)


def place(
    game: Monad,
    *,
    hands: list[str],
    columns: list[str | None] | None = None,
    talon: str = "",
    discard: str = "",
    monads: list[int] | None = None,
    monad_pile: int | None = None,
    stamm: str | None = None,
    bonus: list[bool] | None = None,
    turn: int = 0,
    phase: str = START,
    actions_taken: int = 0,
    passes: int = 0,
    unseen: str = "",
) -> Monad:
    """Put the game into an exact position. ``columns`` are the Bi, Tri,
    Quad and Quint columns, top card first; None (the default) holds the
    cards of that rank named nowhere else, in id order. ``talon`` and
    ``discard`` are listed bottom first: their last code is the top card.
    ``stamm`` gives the identity colours by code ("Y D"). The cards placed
    are the game's cards from then on (``in_play``)."""
    n = game.players
    ids = Ids()
    game.hands = [sorted(ids.many(h)) for h in hands]
    game.talon = ids.many(talon)
    game.discard = ids.many(discard)
    given = columns or [None] * 4
    game.columns = [ids.many(c) if c is not None else [] for c in given]
    for i, rank in enumerate(COLUMN_RANKS):
        if given[i] is None:
            game.columns[i] = [
                c for c in range(FIRST_MONAD) if CARD_RANK[c] == rank and c not in ids.used
            ]
            ids.used.update(game.columns[i])
    counts = monads or [0] * n
    monad_ids = list(range(FIRST_MONAD, FIRST_MONAD + MONAD_COUNT))
    game.monads = []
    for count in counts:
        game.monads.append(monad_ids[:count])
        del monad_ids[:count]
    game.monad_pile = monad_ids if monad_pile is None else monad_ids[:monad_pile]
    if stamm is not None:
        game.stamm = [CODE_COLOUR[c] for c in stamm.split()]
    game.bonus = list(bonus) if bonus is not None else [True] * n
    game.turn = turn
    game.phase = phase
    game.actions_taken = actions_taken
    game.passes = passes
    game.payment = None
    game.queue = []
    game.over = False
    game.winners = ()
    game.reason = None
    game.hand_values = None
    game.shown = None
    # the columns' cards nobody has seen (``unseen``, codes; by default every
    # card placed is known), no draws in a row, nothing brought to light yet
    game.unseen = {
        c for column in game.columns for c in column[1:] if CARD_CODE[c] in unseen.upper().split()
    }
    game.draw_run = []
    game.revealed_at = -1
    game.in_play = tuple(sorted(c for place in game.places() for c in place))
    game._version += 1  # the kept legal actions are out of date
    return game


def card(code: str) -> int:
    """The first id of a code."""
    return next(c for c in range(CARD_COUNT) if CARD_CODE[c] == code.upper())


def codes(card_ids) -> list[str]:
    return [CARD_CODE[c] for c in card_ids]


def texts(game: Monad, seat: int | None = None) -> list[str]:
    return sorted(a.text for a in game.legal_actions(game.turn if seat is None else seat))


def of_kind(game: Monad, kind: str) -> list[str]:
    return sorted(a.text for a in game.legal_actions(game.turn) if a.kind == kind)


def action(game: Monad, text: str):
    return next(a for a in game.legal_actions(game.turn) if a.text == text)


def find_all(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def en(msg) -> str:
    return render(msg, "en")


def de(msg) -> str:
    return render(msg, "de")


def assert_conserved(game: Monad) -> None:
    assert Counter(c for place in game.places() for c in place) == Counter(game.in_play)
