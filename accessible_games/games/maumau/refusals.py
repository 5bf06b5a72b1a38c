"""Why a card may not be played: one reckoning for the rules' refusal of a
typed play (``MauMau.why_illegal``) and for the hand's items, which say
the same reason before the player tries (describe.py).

It reads only what the player's own view holds too: the hand, the phase,
the card just drawn, the pending penalty, the colour in force, the top
card and whether the table allows bluffing.
"""

from __future__ import annotations

from accessible_games.core.messages import Msg
from accessible_games.games.maumau.cards import (
    CARD_COLOUR,
    CARD_KIND,
    CARD_RANK,
    DRAW_TWO,
    KIND_RANK,
    PLAYABLE,
    WILD,
    WILD_FOUR,
    card_msg,
    colour_msg,
    kind_msg,
)
from accessible_games.games.maumau.state import PHASE_COLOUR, PHASE_PENALTY, PHASE_PLAY, PHASE_WILD4


def play_refusal(
    hand: list[int],
    kind: int,
    colour: int | None,
    last: bool,
    *,
    phase: str,
    drawn: int | None,
    pending: int,
    in_force: int,
    top: int,
    bluffing: bool,
) -> Msg | None:
    """Why playing a card of ``kind`` from ``hand`` (naming ``colour``,
    calling "Letzte" if ``last``) is refused, or None if nothing in the
    position refuses it. ``in_force`` is the colour in force (an index of
    COLOURS)."""
    rank = KIND_RANK[kind]
    card = next((c for c in hand if CARD_KIND[c] == kind), None)
    if card is None:
        return Msg("maumau.illegal.not_in_hand", card=kind_msg(kind))
    if phase == PHASE_COLOUR:
        return Msg("maumau.illegal.name_colour_first", card=card_msg(top))
    if drawn is not None and CARD_KIND[drawn] != kind:
        return Msg("maumau.illegal.only_drawn", card=card_msg(drawn))
    if phase == PHASE_PENALTY and rank != DRAW_TWO:
        return Msg("maumau.illegal.penalty_pending", count=pending)
    if phase == PHASE_WILD4:
        suffix = "" if bluffing else ".no_challenge"
        return Msg("maumau.illegal.wild_four_pending" + suffix, count=pending)
    if rank >= WILD and colour is None:
        return Msg("maumau.illegal.need_colour", card=kind_msg(kind))
    if last and len(hand) != 2:
        return Msg("maumau.illegal.last_not_now", count=len(hand))
    if phase == PHASE_PLAY and not PLAYABLE[in_force][CARD_RANK[top]][card]:
        return Msg(
            "maumau.illegal.no_match",
            card=kind_msg(kind),
            top=card_msg(top),
            colour=colour_msg(in_force),
        )
    if rank == WILD_FOUR and not bluffing and any(CARD_COLOUR[c] == in_force for c in hand):
        return Msg("maumau.illegal.wild_four_colour", colour=colour_msg(in_force))
    return None
