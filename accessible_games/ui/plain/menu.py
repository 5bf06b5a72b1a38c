"""The plain start menu: choose a game and the number of players."""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Callable

from accessible_games.app.session import Session
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.text import line, number
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, render
from accessible_games.core.options import option_text
from accessible_games.games.registry import GameEntry, entry, game_ids
from accessible_games.launch import default_players, player_range
from accessible_games.ui.plain.app import PlainMode


def _number(typed: str) -> int | None:
    """A typed number through the input boundary; None for anything else
    (a word, a line too long, a superscript two, thousands of digits)."""
    try:
        return number(line(typed))
    except InputError:
        return None


def _variants(found: GameEntry) -> list[str]:
    """The game's variants, the default first ([] for a game without)."""
    options_class = getattr(found.rules, "options_class", None)
    if options_class is None:
        return []
    for f in dataclasses.fields(options_class):
        if f.name == "variant":
            choices = list(f.metadata.get("choices") or ())
            default = f.default if f.default in choices else (choices[0] if choices else "")
            return [default] + [c for c in choices if c != default] if len(choices) > 1 else []
    return []


def _ask_variant(found: GameEntry, lang: str, say: Callable[[Msg], None]) -> str:
    """The variant the player chooses by number ("" for a game without
    variants; Enter: the default variant)."""
    variants = _variants(found)
    if not variants:
        return ""
    named = [
        option_text(found.rules.id, "variant", v, lambda msg: render(msg, lang)) for v in variants
    ]
    say(Msg("names.menu.variants", game=found.rules.title))
    for index, text in enumerate(named, start=1):
        say(Msg("ui.menu.item", number=index, game=text))
    while True:
        say(Msg("names.menu.variant", count=len(variants), default=named[0]))
        typed = input("> ")
        if not typed.strip():
            return variants[0]
        chosen = _number(typed)
        if chosen is not None and 1 <= chosen <= len(variants):
            return variants[chosen - 1]
        say(Msg("names.menu.bad_variant", count=len(variants)))


def run_menu(lang: str, name: str | None = None) -> int:
    def say(msg: Msg) -> None:
        print(render(msg, lang), flush=True)

    ids = game_ids()
    say(Msg("ui.menu.title"))
    for position, game_id in enumerate(ids, start=1):
        found = entry(game_id)
        assert found is not None
        say(Msg("ui.menu.item", number=position, game=found.rules.title))
    try:
        choice = _number(input("> "))
        if choice is None or not 1 <= choice <= len(ids):
            return 0
        found = entry(ids[choice - 1])
        assert found is not None
        options: dict[str, str] = {}
        variant = _ask_variant(found, lang, say)
        if variant:
            options["variant"] = variant
        # the players the chosen variant seats (Solitaire from one, and alone by default)
        low, high = player_range(found.rules.id, variant)
        default = default_players(low, high)
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
        mode = PlainMode(
            lambda emit: Session.new(
                found.rules.id, players, players - 1, level, seed, options, lang, emit, human_name
            ),
            inp=sys.stdin,
        )
    except GameError as exc:
        print(exc.text(lang), file=sys.stderr)
        return 2
    return mode.run()
