"""The command line: ``accessible-games`` and its sub-commands."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from accessible_games.announce.pipeline import build
from accessible_games.boundary.text import safe_name
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, default_language, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.registry import entry, label_game_ids
from accessible_games.labels.model import LabelError
from accessible_games.labels.printing import print_labels
from accessible_games.launch import build_parser, session_factory, settings_for
from accessible_games.stats import data_dir
from accessible_games.ui import checks
from accessible_games.ui.plain.app import PlainMode
from accessible_games.ui.plain.menu import run_menu

__all__ = ["build_parser", "main", "session_factory", "settings_for"]


def run_labels(args: argparse.Namespace, lang: str) -> int:
    """The labels command: write the sheet and say what was written, or why not."""
    if entry(args.game) is None or entry(args.game).labels is None:
        return _fail(
            Msg("core.unknown_game", name=args.game, allowed=", ".join(label_game_ids())), lang
        )
    try:
        done = print_labels(
            args.game,
            args.fmt,
            args.output,
            lang,
            args.table,
            args.per_card,
            args.deck,
            args.cells,
            args.lines,
        )
    except LabelError as exc:
        print(exc.text(lang), file=sys.stderr)
        return 2
    print(
        render(
            Msg(
                "cli.labels.done",
                count=done.count,
                kinds=done.kinds,
                game=entry(args.game).rules.title,
                table=done.sheet.table,
                path=str(done.path),
                format=done.fmt.upper(),
            ),
            lang,
        )
    )
    return 0


def _fail(msg: Msg, lang: str) -> int:
    print(render(msg, lang), file=sys.stderr)
    return 2


def run_screen(args: argparse.Namespace) -> int:
    """The full-screen mode (main menu, or the game of a ``play`` line)."""
    # lazy: Textual is loaded only for the full-screen mode
    from accessible_games.ui.tui.app import main as tui_main

    if getattr(args, "inline", False) and sys.platform.startswith("win"):
        print(render(Msg("cli.no_inline"), _lang(args)), file=sys.stderr)
        args.inline = False
    return tui_main(args=args)


def _lang(args: argparse.Namespace) -> str:
    return getattr(args, "sub_lang", None) or args.lang or default_language()


def run_play(args: argparse.Namespace, settings, problems) -> int:
    lang = settings.language
    try:
        make = session_factory(args, lang, settings.name)
    except GameError as exc:
        return _fail(exc.msg, lang)

    announcer = build(settings)
    try:
        mode = PlainMode(make, announcer=announcer)
    except GameError as exc:
        announcer.close()
        return _fail(exc.msg, lang)
    for problem in problems:
        text = render(problem, lang)
        announcer.announce(Utterance(text, text, Category.SYSTEM, Priority.QUEUE))
    try:
        if args.load and not mode.session.load(args.load):
            return 1
        return mode.run()
    finally:
        announcer.close()


def run_serve(args: argparse.Namespace) -> int:
    """Host a game server until interrupted."""
    # lazy: the server's modules (websockets' asyncio server, the store) are
    # loaded only by the serve command, not by every start of the program
    import asyncio

    from accessible_games.net import tls
    from accessible_games.net.server import certs
    from accessible_games.net.server.service import run
    from accessible_games.net.server.store import SQLiteStore

    folder = Path(args.data) if args.data else data_dir() / "server"
    try:  # before the store: a server that cannot encrypt does not start
        context, own = certs.serving(args.host, args.tls_cert, args.tls_key, args.tls, folder)
    except GameError as exc:
        return _fail(exc.msg, _lang(args))
    # lazy: like the other modules of the server, only for the serve command
    from accessible_games.net.server.config import for_server

    try:
        config = for_server(folder, args.config)
    except GameError as exc:
        return _fail(exc.msg, _lang(args))
    store = SQLiteStore(folder / "server.sqlite3")
    host = f"[{args.host}]" if ":" in args.host else args.host

    def ready(port: int) -> None:
        print(f"serving on {'wss' if context is not None else 'ws'}://{host}:{port}", flush=True)
        if own is not None:  # the operator tells the players, who compare it on first contact
            print(f"certificate fingerprint {own}", flush=True)
            print(f"certificate fingerprint in groups {tls.spoken(own)}", flush=True)

    try:
        asyncio.run(
            run(
                args.host,
                args.port,
                store,
                ready,
                grace=float(args.grace),
                rate=float(args.rate),
                compression=args.compression != "none",
                tls=context,
                same_address=args.rank_same_address,
                config=config,
                max_tables=args.max_tables,
                max_clients=args.max_connections,
                idle=float(args.table_idle),
                address_tables=args.tables_per_address,
            )
        )
    except KeyboardInterrupt:
        pass
    finally:
        store.close()
    return 0


def run_connect(args: argparse.Namespace, settings, problems) -> int:
    """Play on a game server: the full-screen mode's lobby, or with
    ``--plain`` the plain mode's lobby of lines."""
    lang = settings.language
    forgotten = None
    if args.trust_new_certificate:  # the next contact is a first one again
        # lazy: the TLS module is needed here only when a certificate is to be trusted anew
        from accessible_games.net import tls
        from accessible_games.net.client import trust

        server = tls.server_key(args.url)
        if server is not None and trust.forget(server, data_dir()):
            forgotten = Msg("net.tls.forgotten", server=server)
    if not args.plain:
        return run_screen(args)
    # lazy: the client's modules (websockets) are loaded only to play online
    from accessible_games.ui.plain.online import OnlinePlain

    name = safe_name(args.name or settings.name, "") or render(Msg("ui.player", number=1), lang)
    announcer = build(settings)
    for problem in problems:
        text = render(problem, lang)
        announcer.announce(Utterance(text, text, Category.SYSTEM, Priority.QUEUE))
    try:
        lobby = OnlinePlain(args.url, name, lang, announcer=announcer)
        if forgotten is not None:
            lobby.line(forgotten)
        return lobby.run()
    finally:
        announcer.close()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "serve":
        return run_serve(args)
    settings, problems = settings_for(args)
    if args.command == "connect":
        return run_connect(args, settings, problems)
    if args.command == "play":
        if args.plain:
            return run_play(args, settings, problems)
        return run_screen(args)
    if args.command == "labels":
        return run_labels(args, settings.language)
    if args.command in ("speech-test", "braille-test"):
        for problem in problems:
            print(render(problem, settings.language))
        run = checks.speech_test if args.command == "speech-test" else checks.braille_test
        return run(settings)
    if args.plain:
        announcer = build(settings)
        try:
            return run_menu(settings.language, settings.name, announcer, problems=problems)
        finally:
            announcer.close()
    return run_screen(args)
