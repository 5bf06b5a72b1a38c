"""The plain mode online: a lobby of lines, and at a table every command of
the local plain mode.

Lobby commands (German words too): ``tables``, ``create GAME [players=N]
[bots=N] [level=L] [NAME=VALUE ...]``, ``join TABLE``, ``watch TABLE``,
``say TEXT``, ``mute NAME``, ``unmute NAME``, ``leave``, ``start``,
``quit``. At a table the same, plus every command and move of the plain
mode.

When standard input is not a terminal (a script), the next line is read
only after the previous command was answered and, during a game, only when
it is this player's turn: two scripted clients can play a whole game.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

from accessible_games.announce.announcer import Announcer
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.text import is_number, quote
from accessible_games.boundary.text import line as boundary_line
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.registry import entry
from accessible_games.net.client import NetClient, NetError, RemoteTable
from accessible_games.net.protocol import Message, msg_from_data
from accessible_games.ui.online import RemoteSession
from accessible_games.ui.plain.app import PlainMode

#: how long a script waits for its turn before it reads on anyway (seconds)
TURN_WAIT = 600.0

WORDS = {
    "tables": "tables tische",
    "create": "create neu",
    "join": "join setzen",
    "watch": "watch zuschauen",
    "say": "say sag",
    "mute": "mute stumm",
    "unmute": "unmute laut",
    "leave": "leave verlassen",
    "start": "start",
    "quit": "quit exit ende beenden",
    "help": "help hilfe ?",
}
ONLINE: dict[str, str] = {word: name for name, words in WORDS.items() for word in words.split()}
#: lobby commands that also work at a table (the others are the table's)
AT_TABLE = {"say", "mute", "unmute", "leave", "start", "quit"}


class OnlinePlain:
    def __init__(self, url: str, name: str, lang: str, out: TextIO = sys.stdout, inp: TextIO = sys.stdin,
                 interactive: bool | None = None, announcer: Announcer | None = None) -> None:
        self.url, self.name, self.lang = url, name, lang
        self.out, self.inp = out, inp
        self.interactive = inp.isatty() if interactive is None else interactive
        self.announcer = announcer or Announcer()
        self.announcer.screen = self._print
        self.client = NetClient(url, name, lang, self._on_message, self.line)
        self.remote: RemoteTable | None = None
        self.plain: PlainMode | None = None
        self.muted: set[str] = set()

    # --- output ------------------------------------------------------------------

    def _print(self, utterance: Utterance) -> None:
        self.out.write(utterance.speech + "\n")
        self.out.flush()

    def emit(self, utterance: Utterance) -> None:
        self.announcer.announce(utterance)

    def line(self, msg: Msg, category: Category = Category.SYSTEM) -> None:
        text = render(msg, self.lang)
        self.emit(Utterance(text, text, category, Priority.QUEUE))

    # --- what the server sends (on the connection's thread) -------------------------

    def _on_message(self, m: Message) -> None:
        """Called on the connection's thread, in the order the server sent
        (the announcer takes one utterance at a time)."""
        handler = getattr(self, f"_got_{m.type}", None)
        if handler is not None:
            handler(m)

    def _got_table(self, m: Message) -> None:
        try:
            remote = RemoteTable(self.client, m)
        except GameError as exc:
            self.line(exc.msg, Category.ERROR)
            return
        self.remote = remote
        self.plain = PlainMode(lambda emit: RemoteSession(remote, self.lang, emit), out=self.out, inp=self.inp,
                               interactive=self.interactive, announcer=self.announcer)
        self.plain.welcome()
        self.plain.session.start()

    def _got_state(self, m: Message) -> None:
        if self.remote is not None and m.get("table") == self.remote.id:
            was_over = self.remote.over
            self.remote.update(m)
            if self.remote.over and not was_over and self.plain is not None:
                self.plain.session.finish_if_over()
                self.plain._finish()

    def _got_event(self, m: Message) -> None:
        if self.remote is not None and m.get("table") == self.remote.id:
            self.remote.hear(m.get("event"))

    def _got_notice(self, m: Message) -> None:
        self.line(msg_from_data(m.get("msg")))

    def _got_chat(self, m: Message) -> None:
        player, text = m.get("player"), m.get("text")
        if not isinstance(player, str) or not isinstance(text, str) or player.lower() in self.muted:
            return
        key = "net.chat.table" if m.get("scope") == "table" else "net.chat.lobby"
        self.line(Msg(key, player=quote(player, 40), text=quote(text, 300)), Category.OTHERS)

    def _got_tables(self, m: Message) -> None:
        if self.remote is not None:
            return
        tables = m.get("tables")
        tables = [t for t in tables if isinstance(t, dict)] if isinstance(tables, list) else []
        if not tables:
            self.line(Msg("net.tables.none"), Category.INFO)
            return
        self.line(Msg("net.tables.count", count=len(tables)), Category.INFO)
        for t in tables[:200]:
            self.line(self.table_line(t), Category.INFO)

    def _got_refused(self, m: Message) -> None:
        self.line(msg_from_data(m.get("reason")), Category.ERROR)

    def table_line(self, t: dict[str, Any]) -> Msg:
        found = entry(str(t.get("game", "")))
        seats = []
        for seat in t.get("seats") or []:
            if not isinstance(seat, dict):
                continue
            name = quote(str(seat.get("name", "")), 40)
            kind = "empty" if seat.get("kind") == "empty" else "bot" if seat.get("kind") == "bot" else \
                "away" if seat.get("away") else "human"
            seats.append(Msg(f"net.seat.{kind}", name=name))
        status = t.get("status") if t.get("status") in ("waiting", "playing", "over") else "waiting"
        return Msg("net.table.line", table=t.get("id", "?"), game=found.rules.title if found else "?",
                   status=Msg(f"net.table.{status}"), seats=seats,
                   watchers=Msg("net.table.watchers", count=t.get("watchers", 0)))

    # --- the loop -------------------------------------------------------------------------

    def run(self) -> int:
        self.line(Msg("net.connecting", url=self.url))
        try:
            self.client.open()
        except NetError as exc:
            self.line(exc.msg, Category.ERROR)
            return 1
        self.line(Msg("net.connected", url=self.url, name=self.name))
        self.request("tables")
        try:
            while True:
                if not self.interactive and self.remote is not None and self.remote.seat is not None:
                    self.remote.wait_for_turn(TURN_WAIT)
                text = self.read()
                if text is None:
                    return 0
                if not self.handle(text):
                    return 0
        finally:
            self.client.close()

    def read(self) -> str | None:
        if self.plain is not None:
            return self.plain.read()
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

    def request(self, kind: str, **fields: Any) -> bool:
        """A request, and its answer waited for: True when it was done."""
        try:
            answer = self.client.request(kind, **fields)
        except NetError as exc:
            self.line(exc.msg, Category.ERROR)
            return False
        return answer.type == "done"

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
        return True

    def cmd_quit(self, rest: str) -> bool:
        if self.plain is not None:
            self.plain.session.leave()
        return False

    def cmd_tables(self, rest: str) -> bool:
        self.request("tables")
        return True

    def cmd_create(self, rest: str) -> bool:
        words = rest.split()
        if not words:
            self.line(Msg("net.help.create"), Category.ERROR)
            return True
        fields: dict[str, Any] = {"game": words[0].lower(), "players": 2, "options": {}}
        for word in words[1:]:
            name, sep, value = word.partition("=")
            if not sep:
                self.line(Msg("net.help.create"), Category.ERROR)
                return True
            name = name.lower().replace("-", "_")
            if name in ("players", "spieler", "bots") and is_number(value) and len(value) <= 2:
                fields["bots" if name == "bots" else "players"] = int(value)
            elif name in ("level", "stufe"):
                fields["level"] = value.lower()
            else:
                fields["options"][name] = value
        self.request("create", **fields)
        return True

    def _table_number(self, rest: str) -> int | None:
        if not is_number(rest) or len(rest) > 9:
            self.line(Msg("net.help.number"), Category.ERROR)
            return None
        return int(rest)

    def cmd_join(self, rest: str) -> bool:
        number = self._table_number(rest)
        if number is not None:
            self.request("join", table=number)
        return True

    def cmd_watch(self, rest: str) -> bool:
        number = self._table_number(rest)
        if number is not None:
            self.request("watch", table=number)
        return True

    def cmd_start(self, rest: str) -> bool:
        self.request("start")
        return True

    def cmd_leave(self, rest: str) -> bool:
        if self.plain is not None:
            self.plain.session.leave()
        self.remote, self.plain = None, None
        self.request("leave")
        return True

    def cmd_say(self, rest: str) -> bool:
        if rest:
            self.request("chat", text=rest, scope="table" if self.remote is not None else "lobby")
        return True

    def cmd_mute(self, rest: str) -> bool:
        if rest:
            self.muted.add(rest.lower())
            self.line(Msg("net.muted", player=quote(rest, 40)), Category.INFO)
        return True

    def cmd_unmute(self, rest: str) -> bool:
        if rest:
            self.muted.discard(rest.lower())
            self.line(Msg("net.unmuted", player=quote(rest, 40)), Category.INFO)
        return True
