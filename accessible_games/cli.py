"""The command line: ``accessible-games`` and its sub-commands."""

from __future__ import annotations

import argparse
import sys

from accessible_games import i18n  # noqa: F401
from accessible_games.core.errors import GameError
from accessible_games.core.messages import LANGUAGES, Msg, default_language, render
from accessible_games.games.registry import entry, game_ids


def _parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        options[name.strip()] = value.strip() if sep else "on"
    return options


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="accessible-games", description="Accessible table games.")
    parser.add_argument("--lang", choices=LANGUAGES, help="language (default: from the system locale)")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="play a game")
    play.add_argument("game", help="game: " + ", ".join(game_ids()))
    play.add_argument("--players", type=int, default=None, help="number of players")
    play.add_argument("--bots", default=None, help="how many seats are bots, or 'all' (default: all but you)")
    play.add_argument("--level", "--bot-level", dest="level", default=None, help="bot level (random, good, ...)")
    play.add_argument("--seed", type=int, default=None, help="seed for a reproducible game")
    play.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                      help="a game option, e.g. deals=3 (repeatable)")
    play.add_argument("--name", default=None, help="your name at the table")
    play.add_argument("--load", default=None, metavar="FILE", help="continue a saved game")
    play.add_argument("--plain", action="store_true", help="plain line mode (one line per announcement)")
    play.add_argument("--lang", dest="play_lang", choices=LANGUAGES, help=argparse.SUPPRESS)
    return parser


def _fail(msg: Msg, lang: str) -> int:
    print(render(msg, lang), file=sys.stderr)
    return 2


def run_play(args: argparse.Namespace, lang: str) -> int:
    import random

    from accessible_games.ui.plain.app import PlainMode
    from accessible_games.ui.session import Session

    found = entry(args.game)
    if found is None:
        return _fail(Msg("core.unknown_game", name=args.game, allowed=", ".join(game_ids())), lang)
    rules = found.rules
    players = args.players if args.players is not None else min(max(rules.min_players, 3), rules.max_players)
    if args.bots is None:
        bots = players - 1
    elif str(args.bots).lower() in {"all", "alle"}:
        bots = players
    elif str(args.bots).isdigit() and 0 <= int(args.bots) <= players:
        bots = int(args.bots)
    else:
        return _fail(Msg("cli.bad_bots", value=args.bots, players=players), lang)
    levels = list(found.bots)
    level = args.level or levels[-1]
    if level not in found.bots:
        return _fail(Msg("cli.bad_level", value=level, allowed=", ".join(levels)), lang)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000)
    options = _parse_options(args.option)

    def make(emit):
        session = Session.new(args.game, players, bots, level, seed, options, lang, emit, args.name)
        return session

    try:
        mode = PlainMode(make)
    except GameError as exc:
        return _fail(exc.msg, lang)
    if args.load:
        if not mode.session.load(args.load):
            return 1
    return mode.run()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    lang = getattr(args, "play_lang", None) or args.lang or default_language()
    if args.command == "play":
        return run_play(args, lang)
    from accessible_games.ui.plain.menu import run_menu

    return run_menu(lang)
