"""The tables the contract suite plays: for every registered game (and the
toy game) every value of each choice option of its options class (a
variant), each at the fewest and the most players the choice allows.

The only per-game knowledge is :data:`SHORT`: options that make a match
short, so random play and bot matches end quickly."""

from __future__ import annotations

import dataclasses
from typing import Any, NamedTuple

from accessible_games.core.errors import OptionError
from accessible_games.games.registry import entry, game_ids

from .registration import registered
from .toy import GAME_ID as TOY_ID
from .toy import make_entry as make_toy_entry

#: options for short matches, by game id and then by variant (None: any)
SHORT: dict[str, dict[str | None, dict[str, Any]]] = {
    "logomachy": {None: {"deals": 1}},
    "maumau": {None: {"points_per_match": 10}},
    "pulok": {None: {"handicap": 1, "target": 2}},
    "madnooks": {"classic": {"rounds": 2}, "poker": {"hands": 1, "chips": 5}, "solitaire": {}},
}


class Case(NamedTuple):
    game: str
    players: int
    options: dict[str, Any]
    seed: int

    @property
    def id(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options.items())
        return f"{self.game}-{self.players}p-{opts or 'default'}-s{self.seed}"


def short(game_id: str, choice: dict[str, Any]) -> dict[str, Any]:
    table = SHORT.get(game_id, {})
    variant = choice.get("variant")
    return dict(table.get(variant, table.get(None, {})))


def choices(game_id: str) -> list[dict[str, Any]]:
    """One option set per value of every choice option (the defaults: {})."""
    out: list[dict[str, Any]] = []
    for f in dataclasses.fields(entry(game_id).rules.options_class):
        for value in f.metadata.get("choices") or ():
            out.append({f.name: value})
    return out or [{}]


def seat_counts(game_id: str, options: dict[str, Any]) -> list[int]:
    """The fewest and the most players ``options`` allow."""
    found = entry(game_id)
    rules = found.rules
    allowed = []
    for players in range(rules.min_players, rules.max_players + 1):
        try:
            found.make_game(players, options, 0)
        except OptionError:
            continue
        allowed.append(players)
    return sorted({allowed[0], allowed[-1]})


def contract_cases(seeds: tuple[int, ...] = (1,)) -> list[Case]:
    cases = []
    with registered(TOY_ID, make_toy_entry):
        for game_id in game_ids():
            for choice in choices(game_id):
                options = {**choice, **short(game_id, choice)}
                for players in seat_counts(game_id, options):
                    cases += [Case(game_id, players, options, seed) for seed in seeds]
    return cases


def variant_cases() -> list[Case]:
    """One small table per game and choice (for the costlier checks)."""
    seen, out = set(), []
    for case in contract_cases():
        key = (case.game, tuple(sorted(case.options.items())))
        if key not in seen:
            seen.add(key)
            out.append(case)
    return out


def registered_ids() -> list[str]:
    with registered(TOY_ID, make_toy_entry):
        return game_ids()
