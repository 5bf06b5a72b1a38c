"""The plain mode online: a lobby of lines, and at a table every command of
the local plain mode.

Lobby commands (German words too): ``tables``, ``create GAME [players=N]
[bots=N] [level=L] [NAME=VALUE ...]``, ``join TABLE``, ``watch TABLE``,
``say TEXT``, ``chat [N]`` (the chat heard so far), ``mute NAME``,
``unmute NAME``, ``leave``, ``start``, ``quit``; and for accounts
``register NAME``, ``login NAME`` (the password asked for after, never
shown), ``logout``, ``password``. At a table the same, plus every command
and move of the plain mode.

When standard input is not a terminal (a script), the next line is read
only after the previous command was answered and, during a game, only when
it is this player's turn: two scripted clients can play a whole game.
"""

from __future__ import annotations

import getpass
import sys
from typing import Any, TextIO

from accessible_games.announce.announcer import Announcer
from accessible_games.app.online import OnlineLobby, RemoteSession
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.text import is_number
from accessible_games.boundary.text import line as boundary_line
from accessible_games.core.messages import Msg, render_both
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.net.client.remote import ANSWER_SECONDS, RemoteTable
from accessible_games.ui.plain.app import PlainMode

#: how long a script waits for its turn before it reads on anyway (seconds)
TURN_WAIT = 600.0

WORDS = {
    "tables": "tables tische",
    "create": "create neu",
    "join": "join setzen",
    "watch": "watch zuschauen",
    "say": "say sag",
    "chat": "chat",
    "mute": "mute stumm",
    "unmute": "unmute laut",
    "leave": "leave verlassen",
    "start": "start",
    "quit": "quit exit ende beenden",
    "help": "help hilfe ?",
    "register": "register registrieren",
    "login": "login anmelden",
    "logout": "logout abmelden",
    "password": "password passwort",
    "ranking": "ranking rangliste",
    "record": "record bilanz",
    "vote": "vote abstimmen",
    "report": "report melden",
    "reports": "reports meldungen",
    "kick": "kick rauswerfen",
    "ban": "ban sperren",
    "unban": "unban entsperren",
    "bans": "bans sperren-liste",
    "handled": "handled erledigt",
}
#: "ban NAME MINUTES address": the player's address too
ADDRESS_WORDS = {"address", "adresse"}
ONLINE: dict[str, str] = {word: name for name, words in WORDS.items() for word in words.split()}
#: lobby commands that also work at a table (the others are the table's)
AT_TABLE = {"say", "chat", "mute", "unmute", "leave", "start", "quit", "vote", "report"}
#: the answers of a vote, English and German
YES, NO = {"yes", "y", "ja", "j"}, {"no", "n", "nein"}
#: the values of create's competitive=... that make a table competitive or friendly
ON, OFF = {"on", "yes", "true", "1", "ja", "an"}, {"off", "no", "false", "0", "nein", "aus"}


class OnlinePlain(OnlineLobby):
    def __init__(
        self,
        url: str,
        name: str,
        lang: str,
        out: TextIO = sys.stdout,
        inp: TextIO = sys.stdin,
        interactive: bool | None = None,
        announcer: Announcer | None = None,
    ) -> None:
        self.out, self.inp = out, inp
        self.interactive = inp.isatty() if interactive is None else interactive
        self.announcer = announcer or Announcer()
        self.announcer.screen = self._print
        super().__init__(url, name, lang, self.announcer.announce, self.announcer.cue)
        self.plain: PlainMode | None = None

    def _print(self, utterance: Utterance) -> None:
        self.out.write(utterance.speech + "\n")
        self.out.flush()

    # --- the front end's part (on the connection's thread, in the server's order) --------

    def seated(self, remote: RemoteTable) -> None:
        self.plain = PlainMode(
            lambda emit: RemoteSession(remote, self.lang, emit),
            out=self.out,
            inp=self.inp,
            interactive=self.interactive,
            announcer=self.announcer,
        )
        self.plain.welcome()
        self.plain.session.start()

    def table_over(self) -> None:
        # the connection's reader thread: the player's line may leave the
        # table meanwhile (``left`` sets ``plain`` to None), so one reference
        plain = self.plain
        if plain is not None:
            plain.session.finish_if_over()
            plain._finish()

    def left(self) -> None:
        plain, self.plain = self.plain, None
        if plain is not None:
            plain.session.leave()

    # --- the loop -------------------------------------------------------------------------

    def run(self) -> int:
        if not self.connect():
            return 1
        self.list_tables()
        try:
            while True:
                self.wait_for_turn()
                plain = self.plain
                if plain is not None:
                    plain.play_forced()
                text = self.read()
                if text is None:
                    return 0
                if not self.handle(text):
                    return 0
        finally:
            self.client.close()

    def wait_for_turn(self) -> None:
        """A script waits for its turn (or the start) before its next line;
        a table sent anew after a reconnection is waited on in its turn."""
        while not self.interactive:
            remote = self.remote
            if remote is None or remote.seat is None:
                return
            remote.wait_for_turn(TURN_WAIT)
            if self.remote is remote:
                return

    def read(self) -> str | None:
        plain = self.plain
        if plain is not None:
            return plain.read()
        if self.interactive:
            try:
                return input("> ")
            except EOFError:
                return None
        raw = self.inp.readline(4_002)
        if not raw:
            return None
        self.out.write(f"> {raw.rstrip()}\n")
        return raw.rstrip("\r\n")

    def handle(self, text: str) -> bool:
        try:
            text = boundary_line(text)
        except InputError as exc:
            self.line(exc.msg, Category.ERROR)
            return True
        word, _, rest = text.partition(" ")
        command = ONLINE.get(word.lower())
        rest = rest.strip()
        plain = self.plain
        if plain is not None and (command not in AT_TABLE or plain.session.game.understands(text)):
            if command == "help":
                plain.handle(text)
                self.line(Msg("net.help.table"), Category.INFO)
                return True
            return plain.handle(text)
        if command is None:
            self.line(Msg("net.help.lobby"), Category.ERROR)
            return True
        return getattr(self, f"cmd_{command}")(rest)

    # --- commands ------------------------------------------------------------------------------

    def cmd_help(self, rest: str) -> bool:
        self.line(Msg("net.help.lobby"), Category.INFO)
        self.line(Msg("acct.help"), Category.INFO)
        self.line(Msg("rank.help"), Category.INFO)
        self.line(Msg("admin.help"), Category.INFO)
        return True

    # --- reports and administrators --------------------------------------------------------

    def cmd_report(self, rest: str) -> bool:
        name, _, why = rest.partition(" ")
        if not name:
            self.line(Msg("admin.help"), Category.ERROR)
            return True
        self.request("report", player=name, **({"text": why.strip()} if why.strip() else {}))
        return True

    def cmd_reports(self, rest: str) -> bool:
        self.request("reports")
        return True

    def cmd_kick(self, rest: str) -> bool:
        if not rest:
            self.line(Msg("admin.help"), Category.ERROR)
            return True
        self.request("kick", player=rest.strip())
        return True

    def cmd_ban(self, rest: str) -> bool:
        words = rest.split(maxsplit=2)
        if len(words) < 2 or not is_number(words[1]) or len(words[1]) > 6 or int(words[1]) < 1:
            self.line(Msg("admin.help"), Category.ERROR)
            return True
        extra: dict[str, Any] = {}
        text = words[2] if len(words) == 3 else ""
        first, _, more = text.partition(" ")
        if first.lower() in ADDRESS_WORDS:  # "ban NAME MINUTES address [why]"
            extra["address"], text = True, more
        if text:
            extra["text"] = text
        self.request("ban", player=words[0], minutes=int(words[1]), **extra)
        return True

    def cmd_unban(self, rest: str) -> bool:
        if not rest.strip():
            self.line(Msg("admin.help"), Category.ERROR)
            return True
        self.request("unban", player=rest.strip())
        return True

    def cmd_bans(self, rest: str) -> bool:
        self.request("bans")
        return True

    def cmd_handled(self, rest: str) -> bool:
        number = rest.strip()
        if not is_number(number) or len(number) > 15 or int(number) < 1:
            self.line(Msg("admin.help"), Category.ERROR)
            return True
        self.request("handled", report=int(number))
        return True

    # --- the ranking -----------------------------------------------------------------------

    def cmd_ranking(self, rest: str) -> bool:
        words = rest.split()
        if (
            not words
            or len(words) > 2
            or (len(words) == 2 and (not is_number(words[1]) or len(words[1]) > 6))
        ):
            self.line(Msg("rank.help"), Category.ERROR)
            return True
        place = int(words[1]) if len(words) == 2 else 1
        self.ranking(words[0].lower(), max(0, place - 1))
        return True

    def cmd_record(self, rest: str) -> bool:
        self.record()
        return True

    def cmd_vote(self, rest: str) -> bool:
        answer = rest.strip().lower()
        if answer not in YES | NO:
            self.line(Msg("rank.vote.how"), Category.ERROR)
            return True
        self.vote(answer in YES)
        return True

    # --- accounts --------------------------------------------------------------------------

    def secret(self, prompt: Msg) -> str | None:
        """A password: read without echo at a terminal; from a script the
        next line, never written back. None at the end of the input."""
        # the server's news waits for the answer (it is never written into
        # the line being typed) and is said after it (Announcer.late)
        self.announcer.hold()
        try:
            # the question is said, brailled and printed as every line is
            speech, braille = render_both(prompt, self.lang)
            self.announcer.announce(
                Utterance(speech, braille or speech, Category.SYSTEM, Priority.INTERRUPT)
            )
            return self._read_secret()
        finally:
            self.announcer.release()

    def _read_secret(self) -> str | None:
        if self.interactive:
            try:
                return getpass.getpass("> ")
            except (EOFError, KeyboardInterrupt):
                return None
        raw = self.inp.readline(1_002)
        return raw.rstrip("\r\n") if raw else None

    def late(self, utterance: Utterance, lobby: bool) -> None:
        """The server's news (chat, notices, the lobby's changes): while a
        prompt waits for its answer it is held and said after it, except the
        lobby's changes, which are then kept in the history only (``chat``
        and ``history`` read them)."""
        self.announcer.late(utterance, now=not (lobby and self.announcer.holding))

    def _name_given(self, rest: str) -> str | None:
        if not rest:
            self.line(Msg("acct.help"), Category.ERROR)
            return None
        return rest

    def cmd_register(self, rest: str) -> bool:
        name = self._name_given(rest)
        if name is None:
            return True
        first = self.secret(Msg("acct.ask.password", name=name))
        second = self.secret(Msg("acct.ask.again")) if first is not None else None
        if first is None or second is None:
            return False
        if first != second:
            self.line(Msg("acct.ask.mismatch"), Category.ERROR)
            return True
        self.register(name, first)
        return True

    def cmd_login(self, rest: str) -> bool:
        name = self._name_given(rest)
        if name is None:
            return True
        password = self.secret(Msg("acct.ask.password", name=name))
        if password is None:
            return False
        self.login(name, password)
        return True

    def cmd_logout(self, rest: str) -> bool:
        self.logout()
        return True

    def cmd_password(self, rest: str) -> bool:
        old = self.secret(Msg("acct.ask.old"))
        new = self.secret(Msg("acct.ask.new")) if old is not None else None
        again = self.secret(Msg("acct.ask.again")) if new is not None else None
        if old is None or new is None or again is None:
            return False
        if new != again:
            self.line(Msg("acct.ask.mismatch"), Category.ERROR)
            return True
        self.change_password(old, new)
        return True

    def cmd_quit(self, rest: str) -> bool:
        if self.plain is not None:
            self.plain.session.leave()
        return False

    def cmd_tables(self, rest: str) -> bool:
        self.list_tables()
        return True

    def cmd_create(self, rest: str) -> bool:
        words = rest.split()
        if not words:
            self.line(Msg("net.help.create"), Category.ERROR)
            return True
        counts = {"players": 2, "bots": 0}
        level: str | None = None
        competitive = False
        options: dict[str, Any] = {}
        for word in words[1:]:
            name, sep, value = word.partition("=")
            if not sep:
                self.line(Msg("net.help.create"), Category.ERROR)
                return True
            name = name.lower().replace("-", "_")
            if name in ("players", "spieler", "bots") and is_number(value) and len(value) <= 2:
                counts["bots" if name == "bots" else "players"] = int(value)
            elif name in ("level", "stufe"):
                level = value.lower()
            elif name in ("competitive", "wettkampf") and value.lower() in ON | OFF:
                competitive = value.lower() in ON
            else:
                options[name] = value
        self.create(
            words[0].lower(), counts["players"], counts["bots"], level, options, competitive
        )
        return True

    def _table_number(self, rest: str) -> int | None:
        if not is_number(rest) or len(rest) > 9:
            self.line(Msg("net.help.number"), Category.ERROR)
            return None
        return int(rest)

    def cmd_join(self, rest: str) -> bool:
        number = self._table_number(rest)
        if number is not None:
            self.join(number)
        return True

    def cmd_watch(self, rest: str) -> bool:
        number = self._table_number(rest)
        if number is not None:
            self.watch(number)
        return True

    def cmd_start(self, rest: str) -> bool:
        remote = self.remote
        if self.start() and remote is not None:
            # the game's first position may come after the answer: a script
            # reads its next line only once it is there
            remote.wait_started(ANSWER_SECONDS)
        return True

    def cmd_leave(self, rest: str) -> bool:
        self.leave()
        return True

    def cmd_say(self, rest: str) -> bool:
        if rest:
            self.say(rest)
        return True

    def cmd_chat(self, rest: str) -> bool:
        """The chat buffer of the history again, the last ``rest`` messages
        (all without a number)."""
        items = self.announcer.history.items("chat")
        if rest:
            if not is_number(rest) or len(rest) > 6:
                self.line(Msg("net.help.chat"), Category.ERROR)
                return True
            items = items[-int(rest) :] if int(rest) else []
        if not items:
            self.line(Msg("net.chat.none"), Category.INFO)
        for number, utterance in enumerate(items):
            self.announcer.repeat(utterance, interrupt=number == 0)
        return True

    def cmd_mute(self, rest: str) -> bool:
        if rest:
            self.mute(rest)
        return True

    def cmd_unmute(self, rest: str) -> bool:
        if rest:
            self.unmute(rest)
        return True
