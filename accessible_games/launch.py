"""What a run is made of, shared by the line mode and the full-screen
mode: the command-line parser, the settings with the command line's choices
on top, and the session a ``play`` line asks for."""

from __future__ import annotations

import argparse
import random

from accessible_games import settings as settings_module
from accessible_games.app.session import Session
from accessible_games.boundary.limits import SEED_MAX
from accessible_games.boundary.text import is_number, quote
from accessible_games.boundary.text import name as text_name
from accessible_games.core.errors import GameError
from accessible_games.core.messages import ALL_LANGUAGES, Msg
from accessible_games.games.registry import entry, game_ids

SPEECH_CHOICES = ("auto", "screenreader", "speechd", "pyttsx3", "none")
BRAILLE_CHOICES = ("auto", "brlapi", "screenreader", "unicode", "none")


def _whole(low: int, high: int):
    """An argparse type: a whole number from ``low`` to ``high`` in ASCII
    digits (no 4,000-digit numbers, no superscript digits)."""

    def parse(text: str) -> int:
        digits = text.strip().removeprefix("-")
        if not is_number(digits) or len(digits) > 19 or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(f"a whole number from {low} to {high}")
        return int(text)

    return parse


def _parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        options[name.strip()] = value.strip() if sep else "on"
    return options


def _kept(sub: bool, default: object) -> object:
    """The default of an option that both the program and a sub-command
    take: in the sub-command, an option not given there keeps what was
    given before it (``--plain play GAME`` is as plain as ``play GAME
    --plain``)."""
    return argparse.SUPPRESS if sub else default


def _output_arguments(parser: argparse.ArgumentParser, sub: bool = True) -> None:
    if sub:
        parser.add_argument(
            "--lang", dest="sub_lang", choices=ALL_LANGUAGES, help=argparse.SUPPRESS
        )
    parser.add_argument(
        "--speech",
        choices=SPEECH_CHOICES,
        default=_kept(sub, None),
        help="speech backend (default: from the settings)",
    )
    parser.add_argument(
        "--no-speech",
        action="store_true",
        default=_kept(sub, False),
        help="no own speech, e.g. when a screen reader reads the terminal",
    )
    parser.add_argument(
        "--braille",
        choices=BRAILLE_CHOICES,
        default=_kept(sub, None),
        help="braille display (default: from the settings)",
    )
    parser.add_argument(
        "--braille-table",
        default=_kept(sub, None),
        help="braille table, e.g. de-g1, de-g2, en-ueb-g1",
    )
    parser.add_argument(
        "--verbosity", choices=("full", "normal", "terse"), default=_kept(sub, None)
    )


def _screen_arguments(parser: argparse.ArgumentParser, sub: bool = True) -> None:
    parser.add_argument(
        "--inline",
        action="store_true",
        default=_kept(sub, False),
        help="full-screen mode under the prompt instead of the whole terminal (Linux, macOS)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="accessible-games", description="Accessible table games.")
    parser.add_argument(
        "--lang",
        choices=ALL_LANGUAGES,
        help=(
            "language (default: settings, then the system locale; "
            "pseudo: the pseudo-locale that shows untranslated text)"
        ),
    )
    parser.add_argument(
        "--plain", action="store_true", help="plain line mode instead of the full-screen mode"
    )
    _output_arguments(parser, sub=False)
    _screen_arguments(parser, sub=False)
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="play a game")
    play.add_argument("game", help="game: " + ", ".join(game_ids()))
    play.add_argument("--players", type=_whole(1, 64), default=None, help="number of players")
    play.add_argument(
        "--bots", default=None, help="how many seats are bots, or 'all' (default: all but you)"
    )
    play.add_argument(
        "--level", "--bot-level", dest="level", default=None, help="bot level (random, good, ...)"
    )
    play.add_argument(
        "--seed",
        type=_whole(-SEED_MAX, SEED_MAX),
        default=None,
        help="seed for a reproducible game",
    )
    play.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option, e.g. deals=3 (repeatable)",
    )
    play.add_argument(
        "--name",
        default=None,
        help="your name at the table and your statistics profile (default: from the settings)",
    )
    play.add_argument("--load", default=None, metavar="FILE", help="continue a saved game")
    play.add_argument(
        "--plain",
        action="store_true",
        default=argparse.SUPPRESS,
        help="plain line mode (one line per announcement)",
    )
    _output_arguments(play)
    _screen_arguments(play)
    serve = sub.add_parser("serve", help="host a game server others join (see docs/network.md)")
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for everyone)",
    )
    serve.add_argument(
        "--port", type=_whole(0, 65535), default=7000, help="port (default 7000; 0: any free one)"
    )
    serve.add_argument(
        "--data",
        default=None,
        metavar="DIR",
        help="folder of the server's store (default: the program's data folder)",
    )
    serve.add_argument(
        "--grace",
        type=_whole(0, 3600),
        default=60,
        help="seconds a dropped player's seat waits before a bot plays it (default 60)",
    )
    serve.add_argument(
        "--rate",
        type=_whole(1, 1000),
        default=20,
        help="messages a connection may send per second, twice that in a burst (default 20)",
    )
    serve.add_argument(
        "--max-tables",
        type=_whole(1, 100_000),
        default=5_000,
        help="unfinished tables at once (default 5000)",
    )
    serve.add_argument(
        "--max-connections",
        type=_whole(1, 100_000),
        default=5_000,
        help="connections at once (default 5000)",
    )
    serve.add_argument(
        "--table-idle",
        type=_whole(1, 86_400),
        default=300,
        help="seconds a table nobody is at is kept: a waiting one, then it closes; a running "
        "one, that long after the grace period (default 300)",
    )
    serve.add_argument(
        "--tables-per-address",
        type=_whole(1, 100_000),
        default=50,
        help="waiting tables made from one address at once, this machine's too (default 50; "
        "more behind a reverse proxy on this machine, where every player has its address)",
    )
    serve.add_argument(
        "--config",
        default=None,
        metavar="FILE",
        help="the server's configuration (TOML: admins); default: server.toml in the data "
        "folder, if there is one",
    )
    serve.add_argument(
        "--rank-same-address",
        action="store_true",
        help="rank competitive games whose players connect from one address (a server for "
        "one household or school; by default such games are not ranked)",
    )
    serve.add_argument(
        "--compression",
        choices=("deflate", "none"),
        default="deflate",
        help="compress messages (permessage-deflate) when the client offers it: "
        "fewer bytes on the network, more CPU and about 60 KiB of memory a "
        "connection at the server (default deflate)",
    )
    serve.add_argument(
        "--tls-cert",
        default=None,
        metavar="FILE",
        help="serve wss:// with this certificate (PEM, with its chain), e.g. from Let's Encrypt; "
        "needs --tls-key",
    )
    serve.add_argument(
        "--tls-key", default=None, metavar="FILE", help="the certificate's key (PEM, no password)"
    )
    serve.add_argument(
        "--tls",
        choices=("auto", "self-signed"),
        default="auto",
        help="without --tls-cert: auto (the default) serves plain ws:// on a loopback --host and "
        "wss:// with the server's own self-signed certificate on any other; self-signed: "
        "that certificate on loopback too",
    )
    connect = sub.add_parser("connect", help="play on a game server (see docs/network.md)")
    connect.add_argument(
        "url",
        help="the server, e.g. wss://games.example.org:7000 (ws:// only on this computer: "
        "ws://127.0.0.1:7000)",
    )
    connect.add_argument(
        "--trust-new-certificate",
        action="store_true",
        help="forget the certificate remembered for this server and remember the one it shows "
        "now (only when the server's host confirmed its new fingerprint)",
    )
    connect.add_argument("--name", default=None, help="your name (default: from the settings)")
    connect.add_argument(
        "--plain",
        action="store_true",
        default=argparse.SUPPRESS,
        help="plain line mode (one line per announcement)",
    )
    _output_arguments(connect)
    _screen_arguments(connect)
    speech = sub.add_parser("speech-test", help="which speech backends work here; hear a sample")
    _output_arguments(speech)
    braille = sub.add_parser(
        "braille-test", help="which braille tables and displays work here; feel a sample"
    )
    _output_arguments(braille)
    labels = sub.add_parser(
        "labels", help="print braille labels for a game's physical cards or tiles"
    )
    labels.add_argument("game", help="game: " + ", ".join(game_ids()))
    labels.add_argument(
        "--format",
        dest="fmt",
        default="brf",
        help="brf (embosser), pef (embosser), txt (Unicode braille), svg or pdf (drawn dots)",
    )
    labels.add_argument(
        "--table",
        default=None,
        help="braille table, e.g. de-g1, de-g2, en-ueb-g1 (default: the language's)",
    )
    labels.add_argument(
        "--output",
        "-o",
        default=None,
        metavar="FILE",
        help="the file to write (default: GAME-labels-LANG.FORMAT here)",
    )
    labels.add_argument(
        "--deck",
        default=None,
        metavar="FILE",
        help="Logomachy: a deck file or a standard deck's name",
    )
    labels.add_argument(
        "--per-card",
        type=int,
        default=1,
        choices=(1, 2),
        help="labels per card: 1, or 2 for opposite corners",
    )
    labels.add_argument("--cells", type=int, default=40, help="cells per line (default 40)")
    labels.add_argument("--lines", type=int, default=25, help="lines per page (default 25)")
    labels.add_argument("--lang", dest="sub_lang", choices=ALL_LANGUAGES, help=argparse.SUPPRESS)
    return parser


def settings_for(args: argparse.Namespace):
    """The saved settings with this run's command-line choices on top, and
    the problems found in the settings file."""
    loaded, problems = settings_module.load()
    changes = {}
    lang = getattr(args, "sub_lang", None) or args.lang
    if lang:
        changes["language"] = lang
    for name in ("speech", "braille", "braille_table", "verbosity"):
        value = getattr(args, name, None)
        if value:
            changes[name] = value
    if getattr(args, "no_speech", False):
        changes["own_speech"] = False
    for name, value in changes.items():  # a bad choice costs only itself
        try:
            loaded = loaded.with_changes(**{name: value})
        except GameError as exc:
            problems = problems + [exc.msg]
    return loaded, problems


def player_range(game_id: str, variant: str = "") -> tuple[int, int]:
    """The fewest and most players ``variant`` of the game seats (a variant
    may seat another range than the game as a whole: Mad Nooks Solitaire
    from one). Each count is tried on the game itself, which refuses a count
    its variant cannot seat; the game's whole range when it refuses all (an
    unknown variant, refused with its reason when the game is made)."""
    found = entry(game_id)
    assert found is not None
    rules = found.rules
    options = {"variant": variant} if variant else {}
    counts = []
    for count in range(rules.min_players, rules.max_players + 1):
        try:
            found.make_game(count, options, 0)
        except (GameError, ValueError):
            continue
        counts.append(count)
    if not counts:
        return rules.min_players, rules.max_players
    return counts[0], counts[-1]


def default_players(low: int, high: int) -> int:
    """The players a new game starts with: alone when the game or variant
    is played alone (Solitaire), else three, within the range."""
    return 1 if low == 1 else min(max(low, 3), high)


def chosen_variant(options: dict[str, str]) -> str:
    """The variant a command line's options name ("" for none): the option
    ``variant`` (or ``Variant``), as typed."""
    for name, value in options.items():
        if name.strip().lower() == "variant":
            return str(value).strip()
    return ""


def session_factory(args: argparse.Namespace, lang: str, name: str | None = None):
    """The ``make(emit) -> Session`` of a ``play`` command line, for any front
    end; :class:`GameError` names a bad game, bot count or level. ``name`` is
    the player's name from the settings, used when ``--name`` is not given."""
    found = entry(args.game)
    if found is None:
        raise GameError(Msg("core.unknown_game", name=args.game, allowed=", ".join(game_ids())))
    options = _parse_options(args.option)
    # without --players: as many as the chosen variant seats by default
    # (one for Solitaire), as the new-game form does
    players = (
        args.players
        if args.players is not None
        else default_players(*player_range(found.rules.id, chosen_variant(options)))
    )
    if args.bots is None:
        bots = players - 1
    elif str(args.bots).lower() in {"all", "alle"}:
        bots = players
    elif is_number(str(args.bots)) and len(str(args.bots)) <= 3 and 0 <= int(args.bots) <= players:
        bots = int(args.bots)
    else:
        raise GameError(Msg("cli.bad_bots", value=quote(args.bots), players=players))
    levels = list(found.bots)
    level = args.level or levels[-1]
    if level not in found.bots:
        raise GameError(Msg("cli.bad_level", value=level, allowed=", ".join(levels)))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000)

    human_name = (
        text_name(args.name) if args.name else None
    )  # InputError says why a name is refused
    human_name = human_name or str(name or "").strip() or None

    def make(emit):
        return Session.new(args.game, players, bots, level, seed, options, lang, emit, human_name)

    return make
