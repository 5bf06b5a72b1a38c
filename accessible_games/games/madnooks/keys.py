"""Mad Nooks' keys: L lay (the focused placement; on a tile of the hand,
its placements to choose from, best first, or why it fits nowhere; on the
board, the placements covering the cursor's cell, always listed to choose
from, even one; in every variant, Poker's picture too), X miss a turn, Z
the area's summary (with the cells that can never be filled), Shift+Z the
open edges by the empty cell they face (its position, the colours and
where they lie), Y a map around the board cursor (with its column ruler),
Shift+Y the map zone, on the cursor's row, C the placements zone (always
every placement of the tiles in hand, the focus on the best; pressed
there, it sums them up by the points each scores), U the area, V the
colours zone (the area read by colour, row by row), D the cells that can
never be filled. Enter on a placement of the placements zone lays it, as
in the list of moves.

The arrows stay the lists' own, and the table's keys (T, S, H, M, P, A, R,
the numbers) are left alone. In the line mode the same is typed: ``lay
kbrg 90 3,-2``, ``pass``, and the questions of describe.py
(MadNooksNarrator.query): ``area``, ``map``, ``cursor 3,-2``, ``north``
..., ``here``, ``best``, ``edges``, ``colours``, ``dead``, ``placements
kbrg`` (German: ``fläche``, ``plan``, ``zeiger``, ``nord`` ..., ``hier``,
``beste``, ``kanten``, ``farben``, ``tot``, ``anlegestellen sbrg``).
"""

from __future__ import annotations

from accessible_games.core.keys import Focus, GameKey, KeyAnswer, KeyContext
from accessible_games.core.messages import Msg
from accessible_games.core.narration import action_text, alias_id
from accessible_games.games.madnooks.area import area_from_view
from accessible_games.games.madnooks.describe import (
    BOARD,
    HERE,
    LAY_KINDS,
    MAP,
    PLACEMENTS,
    MadNooksNarrator,
    nowhere_msg,
    row_id,
)
from accessible_games.games.madnooks.describe_poker import PokerNarrator
from accessible_games.games.madnooks.messages import placements_msg, tile_msg
from accessible_games.games.madnooks.poker import PICTURE
from accessible_games.games.madnooks.rules import PASS
from accessible_games.games.madnooks.tiles import load_deck, position_text

#: the front end's list of moves (a Focus there lands on a move)
ACTIONS = "actions"
KEYS: tuple[GameKey, ...] = (
    GameKey("l", "lay", "madnooks.keydesc.lay", "L"),
    GameKey("x", "pass", "madnooks.keydesc.pass", "X"),
    GameKey("z", "summary", "madnooks.keydesc.summary", "Z"),
    GameKey("Z,shift+z", "edges", "madnooks.keydesc.edges", Msg("tui.keyname.shift", name="Z")),
    GameKey("y", "map", "madnooks.keydesc.map", "Y"),
    GameKey("c", "zone:placements", "madnooks.keydesc.placements", "C"),
    GameKey("u", "zone:area", "madnooks.keydesc.area", "U"),
    GameKey("g", "zone:board", "madnooks.keydesc.board", "G"),
    GameKey(
        "Y,shift+y", "zone:map", "madnooks.keydesc.map_zone", Msg("tui.keyname.shift", name="Y")
    ),
    GameKey("v", "zone:colours", "madnooks.keydesc.colours", "V"),
    GameKey("d", "dead", "madnooks.keydesc.dead", "D"),
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
    owes = (
        me is not None and view.get("level", 0) > (view.get("contributions") or [0] * (me + 1))[me]
    )
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
    return command[len("poker:") :]  # stand, fold


def _focused_tile(ctx: KeyContext) -> int | None:
    hand = ctx.view.get("hand") or []
    if ctx.card_index is not None and 0 <= ctx.card_index < len(hand):
        return hand[ctx.card_index]
    return None


def _lay(ctx: KeyContext) -> KeyAnswer:
    """L: the focused lay move or placement (made as typed, so a refusal
    says why); on the board, the placements covering the cursor's cell
    (listed, even one); on
    a hand tile its lay moves best first (one: made at once); else every
    lay move best first; with none, why not. The same in every variant:
    Classic and Solitaire lay into the area, Poker into the picture."""
    if ctx.action is not None and ctx.action.kind in LAY_KINDS:
        return ctx.action.text
    if ctx.zone == PLACEMENTS and ctx.item:
        text = action_text(ctx.item)
        if text and text.startswith("lay "):
            return text
    narrator = ctx.narrator if isinstance(ctx.narrator, MadNooksNarrator) else None
    if ctx.zone == BOARD and narrator is not None:
        return _lay_here(ctx, narrator)
    lays = [a for a in ctx.legal if a.kind in LAY_KINDS]
    if not lays and ctx.legal and ctx.view.get("variant") == "poker":
        return _poker_no_lay(ctx)
    tile = _focused_tile(ctx)
    if tile is not None:
        colours = load_deck()[tile]
        lays = [a for a in lays if load_deck()[a.data[0]] == colours]
        if not lays and ctx.legal:  # it fits nowhere (miss a turn, or lay another)
            if any(
                step[0] == tile for step in ctx.view.get("built") or []
            ):  # Poker: already in the picture
                return Msg("madnooks.poker.illegal.picture.laid", tile=tile_msg(colours))
            area = narrator.lay_area(ctx.view) if narrator is not None else area_from_view(ctx.view)
            return nowhere_msg(area, colours, ctx.legal)
    if not ctx.legal:
        return _not_now(ctx)
    if not lays:
        return Msg("madnooks.key.nothing")
    lays.sort(key=lambda a: -a.data[4])
    return lays[0].text if len(lays) == 1 else lays


def _poker_no_lay(ctx: KeyContext) -> Msg:
    """L in Poker with no picture placement: the picture comes later, or
    every tile is in it (show it, or take the best picture)."""
    view = ctx.view
    phase = view.get("phase")
    if phase != PICTURE:
        return Msg("madnooks.poker.key.lay_later", phase=Msg(f"madnooks.poker.phase.{phase}"))
    five = len(view.get("hand") or []) + 1  # the hidden tiles and the face-up one
    return Msg(
        "madnooks.poker.key.picture_full"
        if len(view.get("built") or []) >= five
        else "madnooks.poker.key.picture_none"
    )


def _lay_here(ctx: KeyContext, narrator: MadNooksNarrator) -> KeyAnswer:
    """L on the board: the placements covering the cursor's cell, listed
    first in the list of moves under the cell (their alias ids), with the
    focus on the first, the highest: always a choice, also when there is
    only one, so the player hears what would be laid before Enter lays it.
    None: said so."""
    if not ctx.legal:
        return _not_now(ctx)
    found = narrator.covering(ctx.view, ctx.legal)
    if not found:
        return Msg("madnooks.say.here.none", position=position_text(*narrator.cursor(ctx.view)))
    narrator.here = True
    return Focus(ACTIONS, alias_id(HERE, found[0].text))


def _placements_zone(ctx: KeyContext, narrator: MadNooksNarrator | None) -> KeyAnswer:
    """C: the placements zone, which always lists every placement of the
    tiles in hand (never a filter left from earlier), with the focus on the
    best placement (the zone lists the highest points first; with none, on
    its heading). Pressed in the zone, it says what the zone lists and sums
    it up by points ("1 place scores 2 points: ...; 2 places score 1
    point: ...")."""
    if narrator is None:
        return None
    narrator.focus_tile(None)
    if ctx.zone != PLACEMENTS:
        # the zone, on its best placement (the first: highest points first)
        items = narrator.area_items(PLACEMENTS, ctx.view)
        return Focus(PLACEMENTS, items[1].id if len(items) > 1 else None)
    found = narrator.placements(ctx.view) if ctx.view.get("hand") is not None else []
    if not found:
        head = narrator.area_items(PLACEMENTS, ctx.view)[0]
        return narrator.info(head.speech, head.brailled)
    speech, braille = narrator.scoring_text(ctx.view)
    return narrator.info(
        narrator.t("madnooks.say.placements.sum", count=placements_msg(len(found)), scoring=speech),
        narrator.t("madnooks.say.placements.sum.br", count=len(found), scoring=braille),
    )


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
    if command == "edges":
        return narrator.open_cells(ctx.view) if narrator is not None else None
    if command == "map":
        return narrator.map_text(ctx.view) if narrator is not None else None
    if command == "dead":
        if narrator is None:
            return None
        return narrator.dead_said(ctx.view) or Msg("madnooks.poker.key.no_dead")
    if command == "zone:placements" and ctx.view.get("variant") == "poker":
        return Msg("madnooks.poker.key.no_placements")
    if command == "zone:placements":
        return _placements_zone(ctx, narrator)
    if command == "zone:map" and narrator is not None:
        # the rows around the cursor, read from the cursor's own row
        return Focus(MAP, row_id(narrator.cursor(ctx.view)[1]))
    return None  # zone:area: the table goes there
