"""Mad Nooks' keys: L lay (the focused placement; on a tile of the hand,
its placements to choose from, best first), X miss a turn, Z the area's
summary, Y a map around the board cursor, C the placements (of the
focused hand tile, else of every tile in hand), U the area.

The arrows stay the lists' own, and the table's keys (T, S, H, M, P, A, R,
the numbers) are left alone. In the line mode the same is typed: ``lay
kbrg 90 3,-2``, ``pass``, and the questions of describe.py
(MadNooksNarrator.query): ``area``, ``map``, ``cursor 3,-2``, ``north``
..., ``placements kbrg`` (German: ``fläche``, ``plan``, ``zeiger``,
``nord`` ..., ``anlegestellen sbrg``).
"""

from __future__ import annotations

from accessible_games.core.keys import GameKey, KeyAnswer, KeyContext
from accessible_games.core.messages import Msg
from accessible_games.core.narration import action_text
from accessible_games.games.madnooks.describe import PLACEMENTS, MadNooksNarrator
from accessible_games.games.madnooks.describe_poker import PokerNarrator
from accessible_games.games.madnooks.messages import tile_msg
from accessible_games.games.madnooks.rules import LAY, PASS
from accessible_games.games.madnooks.tiles import load_deck

KEYS: tuple[GameKey, ...] = (
    GameKey("l", "lay", "madnooks.keydesc.lay", "L"),
    GameKey("x", "pass", "madnooks.keydesc.pass", "X"),
    GameKey("z", "summary", "madnooks.keydesc.summary", "Z"),
    GameKey("y", "map", "madnooks.keydesc.map", "Y"),
    GameKey("c", "zone:placements", "madnooks.keydesc.placements", "C"),
    GameKey("u", "zone:area", "madnooks.keydesc.area", "U"),
    GameKey("g", "zone:board", "madnooks.keydesc.board", "G"),
    GameKey("Y,shift+y", "zone:map", "madnooks.keydesc.map_zone", Msg("tui.keyname.shift", name="Y")),
    # Poker (made as typed, so the rules say why a move is refused)
    GameKey("e", "poker:exchange", "madnooks.poker.keydesc.exchange", "E"),
    GameKey("w", "poker:stand", "madnooks.poker.keydesc.stand", "W"),
    GameKey("k", "poker:check", "madnooks.poker.keydesc.check", "K"),
    GameKey("b", "poker:bet", "madnooks.poker.keydesc.bet", "B"),
    GameKey("f", "poker:fold", "madnooks.poker.keydesc.fold", "F"),
    GameKey("o", "poker:best", "madnooks.poker.keydesc.best", "O"),
)


def _poker(command: str, ctx: KeyContext) -> KeyAnswer:
    """Poker's keys: E the focused hidden tile's exchange, W stand, K check
    or call, B bet or raise, F fold, O the best picture (decided on in the
    picture phase, else said). Outside Poker: not the game's keys."""
    view = ctx.view
    if view.get("variant") != "poker":
        return None
    me = view.get("me")
    if command == "poker:exchange":
        if ctx.action is not None and ctx.action.kind == "exchange":
            return ctx.action.text
        tile = _focused_tile(ctx)
        if tile is None:
            return Msg("madnooks.poker.key.no_tile")
        return "exchange " + "".join("kbrg"[c] for c in load_deck()[tile])
    owes = me is not None and view.get("level", 0) > (view.get("contributions") or [0] * (me + 1))[me]
    if command == "poker:check":
        return "call" if owes else "check"
    if command == "poker:bet":
        return "raise" if view.get("level", 0) > 0 else "bet"
    if command == "poker:best":
        if any(a.text == "picture best" for a in ctx.legal):
            return "picture best"
        narrator = ctx.narrator
        if isinstance(narrator, PokerNarrator):
            return narrator.info(*narrator.best_text(view))
        return None
    return command[len("poker:"):]  # stand, fold


def _focused_tile(ctx: KeyContext) -> int | None:
    hand = ctx.view.get("hand") or []
    if ctx.card_index is not None and 0 <= ctx.card_index < len(hand):
        return hand[ctx.card_index]
    return None


def _lay(ctx: KeyContext) -> KeyAnswer:
    """L: the focused lay move or placement (made as typed, so a refusal
    says why); on a hand tile its lay moves best first (one: made at
    once); else every lay move best first; with none, why not."""
    if ctx.action is not None and ctx.action.kind == LAY:
        return ctx.action.text
    if ctx.zone == PLACEMENTS and ctx.item:
        text = action_text(ctx.item)
        if text and text.startswith("lay "):
            return text
    lays = [a for a in ctx.legal if a.kind == LAY]
    tile = _focused_tile(ctx)
    if tile is not None:
        colours = load_deck()[tile]
        lays = [a for a in lays if load_deck()[a.data[0]] == colours]
        if not lays and ctx.legal:  # it fits nowhere (miss a turn, or lay another)
            return Msg("madnooks.key.no_placement", tile=tile_msg(colours))
    if not ctx.legal:
        return _not_now(ctx)
    if not lays:
        return Msg("madnooks.key.nothing")
    lays.sort(key=lambda a: -a.data[4])
    return lays[0].text if len(lays) == 1 else lays


def _not_now(ctx: KeyContext) -> Msg:
    """Why there is nothing to lay: the game is over, or whose turn it is."""
    view = ctx.view
    turn = view.get("turn")
    if view.get("over") or turn is None:
        return Msg("core.game_over")
    names = ctx.narrator.names if ctx.narrator is not None else []
    return Msg("core.not_your_turn", player=names[turn] if turn < len(names) else str(turn + 1))


def key_answer(command: str, ctx: KeyContext) -> KeyAnswer:
    # the game's own narrator reads the table; without it the keys are the front end's
    narrator = ctx.narrator if isinstance(ctx.narrator, MadNooksNarrator) else None
    if command.startswith("poker:"):
        return _poker(command, ctx)
    if command == "lay":
        return _lay(ctx)
    if command == "pass":
        return PASS
    if command == "summary":
        return narrator.summary(ctx.view) if narrator is not None else None
    if command == "map":
        return narrator.map_text(ctx.view) if narrator is not None else None
    if command == "zone:placements" and ctx.view.get("variant") == "poker":
        return Msg("madnooks.poker.key.no_placements")
    if command == "zone:placements":
        if narrator is not None:
            narrator.focus_tile(_focused_tile(ctx))
        return None  # the front end goes to the zone
    return None  # zone:area: the table goes there
