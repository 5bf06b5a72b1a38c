"""The plain start menu: choose a game and the number of players."""

from __future__ import annotations

import random
import sys

from accessible_games.boundary.errors import InputError
from accessible_games.boundary.text import line, number
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, render
from accessible_games.games.registry import entry, game_ids
from accessible_games.ui.plain.app import PlainMode
from accessible_games.ui.session import Session


def _number(typed: str) -> int | None:
    """A typed number through the input boundary; None for anything else
    (a word, a line too long, a superscript two, thousands of digits)."""
    try:
        return number(line(typed))
    except InputError:
        return None


def run_menu(lang: str, name: str | None = None) -> int:
    say = lambda msg: print(render(msg, lang), flush=True)  # noqa: E731
    ids = game_ids()
    say(Msg("ui.menu.title"))
    for number, game_id in enumerate(ids, start=1):
        found = entry(game_id)
        assert found is not None
        say(Msg("ui.menu.item", number=number, game=found.rules.title))
    try:
        choice = _number(input("> "))
        if choice is None or not 1 <= choice <= len(ids):
            return 0
        found = entry(ids[choice - 1])
        assert found is not None
        low, high = found.rules.min_players, found.rules.max_players
        default = min(max(low, 3), high)
        while True:
            say(Msg("ui.menu.players", low=low, high=high, default=default))
            text = input("> ")
            if not text.strip():
                players = default
                break
            chosen = _number(text)
            if chosen is not None and low <= chosen <= high:
                players = chosen
                break
            say(Msg("ui.menu.bad_players", low=low, high=high))
    except EOFError:
        return 0
    seed = random.SystemRandom().randrange(1_000_000)
    level = list(found.bots)[-1]
    try:
        human_name = str(name or "").strip() or None
        mode = PlainMode(lambda emit: Session.new(found.rules.id, players, players - 1, level, seed, {}, lang, emit,
                                                  human_name),
                         inp=sys.stdin)
    except GameError as exc:
        print(exc.text(lang), file=sys.stderr)
        return 2
    return mode.run()
