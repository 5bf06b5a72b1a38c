"""The plain start menu: choose a game and the number of players."""

from __future__ import annotations

import random
import sys

from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, render
from accessible_games.games.registry import entry, game_ids


def run_menu(lang: str, name: str | None = None) -> int:
    from accessible_games.ui.plain.app import PlainMode
    from accessible_games.ui.session import Session

    say = lambda msg: print(render(msg, lang), flush=True)  # noqa: E731
    ids = game_ids()
    say(Msg("ui.menu.title"))
    for number, game_id in enumerate(ids, start=1):
        found = entry(game_id)
        assert found is not None
        say(Msg("ui.menu.item", number=number, game=found.rules.title))
    try:
        choice = input("> ").strip().lower()
        if choice in {"q", "quit", "ende"} or not choice.isdigit() or not 1 <= int(choice) <= len(ids):
            return 0
        found = entry(ids[int(choice) - 1])
        assert found is not None
        low, high = found.rules.min_players, found.rules.max_players
        default = min(max(low, 3), high)
        while True:
            say(Msg("ui.menu.players", low=low, high=high, default=default))
            text = input("> ").strip()
            if not text:
                players = default
                break
            if text.isdigit() and low <= int(text) <= high:
                players = int(text)
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
