"""Pulok's keys: K take the tile on offer (or keep the drawn tile), D
decline it, G pass one of the player's tiles on (the tile focused in the
player's tiles, or a choice of all, the tiles the proposal does not need
first; before the player has taken or kept a tile, with no tile focused, as
Shift+G), Shift+G pass the drawn tile straight on (or, with the bag empty,
the offered tile unchanged) -- one meaning whatever the focus; both with the
call as a choice when it can be made --, V the proposal (what the best
arrangement would change), Shift+V arrange the board as proposed, W what is
still missing for the goal (V and W first weigh a tile offered or drawn:
take or keep it and pass which tile, or pass it on), B and O go to the
board and to the offer, bag and set-aside tiles, C (Pulok for Experts) to
the board's columns, 1 to 6 read a row of the board (7 to 9 say there is
no such row: a number never picks a tile here).

The numbers replace the table's own "pick a card by number" on this game's
screen (a tile is picked in the tiles zone, by H and the arrows); the
other keys are not the table's own.

In the line mode the same moves are typed (moves.py): ``take``, ``decline``,
``keep``, ``pass on``, ``pass ur``, ``pass ur call``, ``arrange``; and the
questions (describe.py, PulokNarrator.query): ``row 3``, ``proposal``,
``missing``, ``column 12`` / ``spalte u`` (experts).
"""

from __future__ import annotations

from accessible_games.core.keys import GameKey, KeyAnswer, KeyContext
from accessible_games.core.messages import Msg
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.tiles import TILE_KIND, kind_code

#: how many rows the number keys read
ROW_KEYS = 6

KEYS: tuple[GameKey, ...] = (
    GameKey("k", "take", "pulok.keydesc.take", "K"),
    GameKey("d", "decline", "pulok.keydesc.decline", "D"),
    GameKey("g", "pass", "pulok.keydesc.pass", "G"),
    GameKey("G,shift+g", "passon", "pulok.keydesc.passon", Msg("tui.keyname.shift", name="G")),
    GameKey("v", "proposal", "pulok.keydesc.proposal", "V"),
    GameKey("V,shift+v", "arrange", "pulok.keydesc.arrange", Msg("tui.keyname.shift", name="V")),
    GameKey("w", "missing", "pulok.keydesc.missing", "W"),
    GameKey("b", "zone:board", "pulok.keydesc.board", "B"),
    GameKey("c", "zone:columns", "pulok.keydesc.columns", "C"),
    GameKey("o", "zone:offer", "pulok.keydesc.offer", "O"),
    *(
        GameKey(str(n), f"row:{n}", "pulok.keydesc.row", "1-6", in_menu=False, listed=n == 1)
        for n in range(1, ROW_KEYS + 1)
    ),
    # 7 to 9 would pick a tile by number elsewhere at the table: here the
    # numbers only ever name rows, so these say there is no such row
    *(
        GameKey(str(n), f"row:{n}", "pulok.keydesc.row", "1-6", in_menu=False, listed=False)
        for n in range(ROW_KEYS + 1, 10)
    ),
)


def _focused_tile(ctx: KeyContext) -> int | None:
    """The tile focused in the player's tiles (``card_index`` indexes
    ``view["tiles"]``), or the tile of a focused pass move."""
    tiles = ctx.view.get("tiles") or []
    if ctx.card_index is not None and 0 <= ctx.card_index < len(tiles):
        return tiles[ctx.card_index]
    action = ctx.action
    if action is not None and action.kind == "pass" and action.data:
        return action.data[0]
    return None


def _passes(ctx: KeyContext, narrator: PulokNarrator | None) -> KeyAnswer:
    """G: the passes of the focused tile (without, then with the call), or
    every pass when no tile is focused (in the order of the list of moves),
    in the pass phase. Before it a focused tile is not passed (the game
    says what comes first), and with no tile focused G passes the drawn or
    offered tile on (Shift+G)."""
    view = ctx.view
    legal = ctx.legal
    if view.get("phase") != "pass":
        tiles = view.get("tiles") or []
        if ctx.card_index is not None and 0 <= ctx.card_index < len(tiles):
            # never the drawn tile for the one in focus: the game says to keep or pass it first
            return f"pass {kind_code(TILE_KIND[tiles[ctx.card_index]]).lower()}"
        return _passing_on(ctx)
    passes = [a for a in legal if a.kind == "pass"]
    tile = _focused_tile(ctx)
    if tile is not None:
        kind = TILE_KIND[tile]
        mine = [a for a in passes if a.data and TILE_KIND[a.data[0]] == kind]
        if not mine:  # the tile just received, or not the player's turn: the game says why
            return f"pass {kind_code(kind).lower()}"
        passes = mine
    if narrator is not None:
        passes = narrator.exchange_order(view, passes)
    else:
        passes.sort(key=lambda a: bool(a.data[1]) if len(a.data) > 1 else False)
    if not passes:
        return "pass on"  # not the player's turn: the game says so
    return passes[0].text if len(passes) == 1 else passes


def _passing_on(ctx: KeyContext) -> KeyAnswer:
    """Shift+G: the drawn tile passed straight on, or with the bag empty the
    offered tile unchanged (and its call); at any other time the game says
    why not."""
    passing = [a for a in ctx.legal if a.kind == "passon"]
    passing.sort(key=lambda a: bool(a.data[1]) if len(a.data) > 1 else False)
    if len(passing) > 1:
        return passing
    return passing[0].text if passing else "pass on"  # the game says why not (decline instead)


def key_answer(command: str, ctx: KeyContext) -> KeyAnswer:
    legal = {a.text for a in ctx.legal}
    view = ctx.view
    # the game's own narrator reads the table; without it the keys are the front end's
    narrator = ctx.narrator if isinstance(ctx.narrator, PulokNarrator) else None
    if command == "take":
        if "take" in legal:
            return "take"
        if "keep" in legal or (view.get("phase") == "drawn" and view.get("turn") == view.get("me")):
            return "keep"
        return "take"  # the game says why not
    if command == "decline":
        return "decline"
    if command == "pass":
        return _passes(ctx, narrator)
    if command == "passon":
        return _passing_on(ctx)
    if command == "arrange":
        return "arrange"
    if command == "proposal":
        return narrator.advised(view, narrator.proposal(view)) if narrator is not None else None
    if command == "missing":
        return narrator.advised(view, narrator.missing(view)) if narrator is not None else None
    if command.startswith("row:"):
        row = int(command.split(":")[1]) - 1
        if row >= ROW_KEYS:
            return Msg("pulok.say.no_row", row=row + 1)  # a refusal, with the rows there are
        return narrator.row(view, row) if narrator is not None else None
    if command == "zone:columns" and view.get("variant") != "experts":
        return Msg("pulok.say.columns_experts")
    return None  # zone:...: the table goes there
