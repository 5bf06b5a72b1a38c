"""High Card's own key: H plays the highest card."""

from __future__ import annotations

from accessible_games.core.keys import GameKey, KeyAnswer, KeyContext

KEYS = (GameKey("h", "high", "highcard.keydesc.high", "H"),)


def key_answer(command: str, ctx: KeyContext) -> KeyAnswer:
    if command == "high" and ctx.legal:
        return max(ctx.legal, key=lambda a: a.data[0]).text
    return None
