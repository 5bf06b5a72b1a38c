"""The plain start menu: choose a game and the number of players."""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Sequence
from typing import TextIO

from accessible_games.announce.announcer import Announcer
from accessible_games.app.session import Session
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.text import line, number
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, render, render_both
from accessible_games.core.options import option_text
from accessible_games.core.utterance import Category, Priority, Utterance
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


class MenuLines:
    """The start menu's lines: each said through the announcer (speech,
    braille, the history and the printed line), each answer read from the
    input after the prompt marker."""

    def __init__(self, lang: str, announcer: Announcer, inp: TextIO, out: TextIO) -> None:
        self.lang, self.announcer, self.inp, self.out = lang, announcer, inp, out

    def say(self, msg: Msg) -> None:
        """Say ``msg`` as a line of the menu."""
        speech, braille = render_both(msg, self.lang)
        self.announcer.announce(
            Utterance(speech, braille or speech, Category.SYSTEM, Priority.QUEUE)
        )

    def show(self, utterance: Utterance) -> None:
        """The announcer's printed line."""
        self.out.write(utterance.speech + "\n")
        self.out.flush()

    def ask(self) -> str:
        """The next line the player types (EOFError at the end of the input)."""
        if self.inp is sys.stdin and sys.stdin.isatty():
            typed = input("> ")  # with line editing at a terminal (EOFError at its end)
        else:
            self.out.write("> ")
            self.out.flush()
            raw = self.inp.readline(1_002)
            if not raw:
                raise EOFError
            typed = raw.rstrip("\r\n")
        self.announcer.player_input()
        return typed


def _ask_variant(found: GameEntry, menu: MenuLines) -> str:
    """The variant the player chooses by number ("" for a game without
    variants; Enter: the default variant)."""
    variants = _variants(found)
    if not variants:
        return ""
    named = [
        option_text(found.rules.id, "variant", v, lambda msg: render(msg, menu.lang))
        for v in variants
    ]
    menu.say(Msg("names.menu.variants", game=found.rules.title))
    for index, text in enumerate(named, start=1):
        menu.say(Msg("ui.menu.item", number=index, game=text))
    while True:
        menu.say(Msg("names.menu.variant", count=len(variants), default=named[0]))
        typed = menu.ask()
        if not typed.strip():
            return variants[0]
        chosen = _number(typed)
        if chosen is not None and 1 <= chosen <= len(variants):
            return variants[chosen - 1]
        menu.say(Msg("names.menu.bad_variant", count=len(variants)))


def run_menu(
    lang: str,
    name: str | None = None,
    announcer: Announcer | None = None,
    inp: TextIO | None = None,
    out: TextIO | None = None,
    problems: Sequence[Msg] = (),
) -> int:
    """The plain start menu, then the game chosen. Every line of it, the
    questions too, goes through ``announcer`` (speech, braille, the
    history and the printed line), as the game's lines do; ``problems``
    (with the settings) are said first."""
    announcer = announcer or Announcer()
    menu = MenuLines(lang, announcer, inp or sys.stdin, out or sys.stdout)
    announcer.screen = menu.show
    for problem in problems:
        menu.say(problem)
    ids = game_ids()
    menu.say(Msg("ui.menu.title"))
    for position, game_id in enumerate(ids, start=1):
        found = entry(game_id)
        assert found is not None
        menu.say(Msg("ui.menu.item", number=position, game=found.rules.title))
    try:
        choice = _number(menu.ask())
        if choice is None or not 1 <= choice <= len(ids):
            return 0
        found = entry(ids[choice - 1])
        assert found is not None
        options: dict[str, str] = {}
        variant = _ask_variant(found, menu)
        if variant:
            options["variant"] = variant
        # the players the chosen variant seats (Solitaire from one, and alone by default)
        low, high = player_range(found.rules.id, variant)
        default = default_players(low, high)
        while True:
            menu.say(Msg("ui.menu.players", low=low, high=high, default=default))
            text = menu.ask()
            if not text.strip():
                players = default
                break
            chosen = _number(text)
            if chosen is not None and low <= chosen <= high:
                players = chosen
                break
            menu.say(Msg("ui.menu.bad_players", low=low, high=high))
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
            inp=menu.inp,
            out=menu.out,
            announcer=announcer,
        )
    except GameError as exc:
        menu.say(exc.msg)
        return 2
    return mode.run()
