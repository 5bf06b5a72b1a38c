"""MONAD's keys: E end the turn, D draw (or flip the discard pile when the
talon is empty), P pass, B pay card by card for the focused column, the
Monad pile or the focused acquire move, 1 to 4 read the Bi, Tri, Quad and
Quint column, M the Monad pile and everyone's Monads, C and L go to the
columns and to the Monads, talon and discard pile.

A number key has one meaning in each zone: in the hand every number picks
that card of the hand (the table's own number keys); everywhere else 1 to 4
read a column, and 5 to 9 say that they read nothing there and where a
number picks a card.

In the line mode the same moves are typed (moves.py): ``end``, ``draw``,
``flip``, ``pass``, ``acquire 3``.
"""

from __future__ import annotations

from accessible_games.core.keys import GameKey, KeyAnswer, KeyContext
from accessible_games.core.messages import Msg
from accessible_games.games.monad.cards import RANK_CODE
from accessible_games.games.monad.describe import MonadNarrator

#: the ranks of the columns read by 1 to 4 (Bi, Tri, Quad, Quint)
COLUMN_KEYS = {1: 1, 2: 2, 3: 3, 4: 4}

KEYS: tuple[GameKey, ...] = (
    GameKey("e", "end", "monad.keydesc.end", "E"),
    GameKey("d", "draw", "monad.keydesc.draw", "D"),
    GameKey("p", "pass", "monad.keydesc.pass", "P"),
    GameKey("b", "build", "monad.keydesc.build", "B"),
    GameKey("m", "monads", "monad.keydesc.monads", "M"),
    GameKey("c", "zone:columns", "monad.keydesc.columns", "C"),
    GameKey("l", "zone:piles", "monad.keydesc.piles", "L"),
    *(
        GameKey(str(n), f"column:{n}", "monad.keydesc.column", "1-4", in_menu=False, listed=n == 1)
        for n in COLUMN_KEYS
    ),
    *(
        GameKey(str(n), f"column:{n}", "monad.keydesc.column", "5-9", in_menu=False, listed=False)
        for n in range(5, 10)
    ),
)


def _build_target(ctx: KeyContext) -> int | None:
    """The rank B pays for: the focused column or Monad pile, or the
    target of the focused acquire move."""
    action = ctx.action
    if action is not None and action.kind in ("acquire", "build"):
        words = action.text.split()
        if len(words) > 1 and words[1].upper() in RANK_CODE:
            return RANK_CODE.index(words[1].upper())
    if ctx.zone == "columns" and ctx.item and ctx.item.startswith("col"):
        code = ctx.item[3:]
        if code in RANK_CODE:
            return RANK_CODE.index(code)
    if ctx.zone == "piles" and ctx.item == "monads":
        return RANK_CODE.index("M")
    return None


def key_answer(command: str, ctx: KeyContext) -> KeyAnswer:
    legal = {a.text for a in ctx.legal}
    # the game's own narrator reads the table; without it the keys are the front end's
    narrator = ctx.narrator if isinstance(ctx.narrator, MonadNarrator) else None
    if command in ("end", "pass"):
        return command
    if command == "draw":
        if "flip" in legal:
            return "flip"
        if "draw" in legal or ctx.view.get("talon", 0) or not ctx.view.get("discard"):
            return "draw"  # the game says why not, when it cannot be
        return "flip"
    if command == "build":
        target = _build_target(ctx)
        if target is None:
            return Msg("monad.key.build_needs_target")
        return f"acquire {RANK_CODE[target]}"
    if command == "monads":
        return narrator.monad_pile(ctx.view) if narrator is not None else None
    if command.startswith("column:"):
        number = int(command.split(":")[1])
        if ctx.zone == "hand" or narrator is None:
            return None  # in the hand a number picks that card (the table's key)
        if number not in COLUMN_KEYS:
            return Msg("monad.key.no_column", number=number)
        return narrator.column(ctx.view, COLUMN_KEYS[number])
    return None  # zone:...: the table goes there
