"""The random player: any legal action, uniformly."""

from __future__ import annotations

import random

from accessible_games.core.game import Action


class RandomBot:
    level = "random"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)
