"""High Card's bot: plays its strongest card for the variant."""

from __future__ import annotations

import random

from accessible_games.core.game import Action


class HighCardBot:
    level = "good"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        low = view.get("variant") == "low"
        best = (min if low else max)(a.data[0] for a in legal)
        return next(a for a in legal if a.data[0] == best)
