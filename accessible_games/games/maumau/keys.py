"""Mau Mau's keys: D draw, P pass, L play the chosen card calling "Letzte",
C challenge a Joker +4 ("Lüge"), K report a missed "Letzte".

The number keys pick a card of the hand, always, with one exception that
the turn announces: when a Joker is turned up as the first card, the
starting player's only moves are the four colours, and 1 to 4 name them
(red, blue, green, yellow). The colour of a Joker played from the hand is
chosen among its moves (the focus goes there), never by a number, so a
number meant for a card never plays a Joker.

In the line mode the same letters are typed as moves (moves.py):
``d``, ``p``, ``c``, ``k``, ``l r7``.
"""

from __future__ import annotations

from accessible_games.core.keys import GameKey, KeyAnswer, KeyContext
from accessible_games.core.messages import Msg
from accessible_games.games.maumau.cards import CARD_KIND, CARD_RANK, COLOUR_CODE, KIND_CODE, WILD
from accessible_games.games.maumau.moves import PLAY

KEYS: tuple[GameKey, ...] = (
    GameKey("d", "draw", "maumau.keydesc.draw", "D"),
    GameKey("p", "pass", "maumau.keydesc.pass", "P"),
    GameKey("l", "last", "maumau.keydesc.last", "L"),
    GameKey("c", "challenge", "maumau.keydesc.challenge", "C"),
    GameKey("k", "report", "maumau.keydesc.report", "K"),
    *(
        GameKey(str(n), f"colour:{n}", "maumau.keydesc.colour", "1-4", in_menu=False, listed=n == 1)
        for n in range(1, 5)
    ),
)


def key_answer(command: str, ctx: KeyContext) -> KeyAnswer:
    view = ctx.view
    if command in ("draw", "pass", "challenge", "report"):
        return command
    if command == "last":
        if ctx.card_index is None:
            # a focused play without the call: the same play with it
            action = ctx.action
            if action is not None and action.kind == PLAY:
                kind, colour, _last = action.data
                called = f" {COLOUR_CODE[colour]}" if colour is not None else ""
                return f"play {KIND_CODE[kind]}{called} last"
            return Msg("maumau.key.last_needs_card")
        card = view["hand"][ctx.card_index]
        kind = CARD_KIND[card]
        if CARD_RANK[card] >= WILD:
            with_call = [a for a in ctx.legal if a.kind == PLAY and a.data[0] == kind and a.data[2]]
            # holding two cards: choose the colour; otherwise the game says why not
            return with_call or f"play {KIND_CODE[kind]} R last"
        return f"play {KIND_CODE[kind]} last"
    if command.startswith("colour:"):
        colour = int(command.split(":")[1]) - 1
        if view.get("phase") == "colour" and view.get("turn") == view.get("seat"):
            return f"colour {COLOUR_CODE[colour]}"
        return None  # the number picks a card of the hand
    return None
