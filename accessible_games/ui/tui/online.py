"""The full-screen mode online: the lobby as a spoken list, the form that
makes a table, and the table itself on the normal game screen over a
:class:`~accessible_games.app.online.RemoteSession`.

Threads. What the server sends arrives on the connection's reader thread
and is moved onto the app's thread (``post``: ``App.call_from_thread``,
which returns only once the app has handled it, so the server's order is
kept). Every request to the server runs on a thread of its own
(:meth:`OnlineTui.background`), never on the app's thread: the server
answers a request only after everything it caused has been sent, and the
app's thread must be free to handle that first.
"""

from __future__ import annotations

import logging
import threading
import weakref
from collections.abc import Callable
from typing import Any, ClassVar
from urllib.parse import urlsplit

from textual.binding import Binding

from accessible_games.app.online import OnlineLobby, RemoteSession, table_line
from accessible_games.boundary.text import clean, quote, safe_name
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, has_key, render
from accessible_games.core.narration import Item
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.registry import entry, game_ids
from accessible_games.net import protocol
from accessible_games.net.client.remote import RemoteTable
from accessible_games.net.protocol import Message, msg_from_data
from accessible_games.ui.tui.base import (
    ChoiceScreen,
    InputScreen,
    KeysScreen,
    ListScreen,
    TextScreen,
)
from accessible_games.ui.tui.forms import Field, NewGameScreen
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.keys import LOBBY_KEYS, ONLINE_KEYS

log = logging.getLogger(__name__)

#: the server asked for when the player has not named one
DEFAULT_URL = "ws://127.0.0.1:7000"
DEFAULT_PORT = 7000
#: seconds the table's zones wait for more of the server's messages before they follow
REFRESH_DELAY = 0.05


def server_url(text: str) -> str:
    """The address the player typed, as a WebSocket URL: when no scheme is
    given, ``ws://`` for this computer (127.0.0.1, ::1, localhost) and the
    encrypted ``wss://`` for any other; the default port when none is
    given; anything else is refused with a reason (a GameError)."""
    # lazy: the TLS module (ssl and certificates) loads only when an address is typed
    from accessible_games.net.tls import is_loopback

    text = clean(text).strip()
    if text and "://" not in text:
        try:
            bare = urlsplit("//" + text).hostname or ""
        except ValueError:
            bare = ""
        text = ("ws://" if is_loopback(bare) else "wss://") + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        parts, port = None, None
    if parts is None or parts.scheme not in ("ws", "wss") or not parts.hostname or len(text) > 300:
        raise GameError(Msg("tui.online.bad_address", text=quote(text or '""', 80)))
    if port is None:
        host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
        text = f"{parts.scheme}://{host}:{DEFAULT_PORT}{parts.path}"
    return text


def player_name(text: str) -> str:
    """A name typed for the tables: cleaned; refused without a letter or digit."""
    name = safe_name(text, "")
    if not any(ch.isalnum() for ch in name):
        raise GameError(Msg("tui.online.bad_name", limit=protocol.NAME_CHARS))
    return name[: protocol.NAME_CHARS]


class OnlineTui(OnlineLobby):
    """The full-screen mode's online client: one connection, its lobby
    screen and the table the player sits at."""

    def __init__(self, app: Any, url: str, name: str, from_menu: bool = True) -> None:
        self.app = app
        #: opened from the main menu (leaving the server returns there) or
        #: from the command line (leaving the server ends the program)
        self.from_menu = from_menu
        self.closed = False
        self.lobby: LobbyScreen | None = None
        #: the next listing of the tables says how many there are
        self.tell_count = True
        self._count: int | None = None
        #: the players heard of (tables, chat), for the mute list: lower case -> name
        self.heard_of: dict[str, str] = {}
        #: (thread, lines) while an answer's lines are gathered for a list (see :meth:`gathered`)
        self._gathering: tuple[int, list[Msg]] | None = None
        super().__init__(url, name, app.lang, self._emit, app.announcer.cue, post=self._post)

    # --- threads ---------------------------------------------------------------------------

    def on_app_thread(self) -> bool:
        ui = getattr(self.app, "_ui_thread", None)
        return ui is None or threading.get_ident() == ui

    def _post(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run ``fn(*args)`` on the app's thread and wait for it (from the
        reader thread or a request's thread); nothing once the player left
        the server or the app ended."""
        if self.closed or not self.app.is_running:
            return
        if self.on_app_thread():
            self._guarded(fn, *args)
            return
        try:
            self.app.call_from_thread(self._guarded, fn, *args)
        except RuntimeError:  # the app ended meanwhile
            pass

    @staticmethod
    def _guarded(fn: Callable[..., Any], *args: Any) -> None:
        # an error here must not end the connection's reader thread
        try:
            fn(*args)
        except Exception:
            log.exception("handling a message from the server")

    def background(
        self, fn: Callable[..., Any], *args: Any, then: Callable[[Any], None] | None = None
    ) -> None:
        """Run the request ``fn(*args)`` on a thread of its own; ``then(result)``
        afterwards on the app's thread."""

        def run() -> None:
            try:
                result = fn(*args)
            except Exception:
                log.exception("a request to the server")
                result = None
            if then is not None:
                self._post(then, result)

        threading.Thread(target=run, name="net-request", daemon=True).start()

    def line(self, msg: Msg, category: Category = Category.SYSTEM) -> None:
        gathering = self._gathering
        if gathering is not None and gathering[0] == threading.get_ident():
            gathering[1].append(msg)
            return
        super().line(msg, category)

    def gathered(self, fn: Callable[[Message], None], m: Message) -> list[Msg]:
        """The lines ``fn(m)`` would say (OnlineLobby's handlers check the
        server's answer and word it), gathered instead of said."""
        self._gathering = (threading.get_ident(), [])
        try:
            fn(m)
            return self._gathering[1]
        finally:
            self._gathering = None

    def late(self, utterance: Utterance, lobby: bool) -> None:
        """News from the server (chat, notices, the lobby's changes) by the
        app's rule for late messages (SpeakingApp.late): the lobby's
        news is said only while the lobby is in front; the rest after the
        focused item, never instead of it."""
        home = self.lobby if lobby else None
        if self.on_app_thread():
            self.app.late(utterance, home)
        else:
            self._post(self.app.late, utterance, home)

    def _emit(self, utterance: Utterance) -> None:
        """Said from any thread: on the app's thread it goes into the history,
        to speech and braille (and the table's zones follow)."""
        if self.on_app_thread():
            self.app.game_emit(utterance)
        else:
            self._post(self.app.game_emit, utterance)

    # --- connecting and leaving ------------------------------------------------------------

    def open(self) -> None:
        """Connect (on a thread), then show the lobby; a failure is said and
        the main menu shown."""
        self.background(self.connect, then=self._opened)

    def _opened(self, connected: bool | None) -> None:
        if not connected:
            self.closed = True
            self.app.online_failed(self)
            return
        self.show_lobby()  # which asks for the tables once it is shown

    def show_lobby(self) -> None:
        if self.lobby is None or self.lobby not in self.app.screen_stack:
            self.lobby = LobbyScreen(self)
            self.app.push_screen(self.lobby)

    def close(self) -> None:
        """Leave the server (the connection is closed on a thread: its reader
        may be waiting for the app's thread)."""
        self.closed = True
        threading.Thread(target=self.client.close, name="net-close", daemon=True).start()

    # --- what the server sends ----------------------------------------------------------------

    def seated(self, remote: RemoteTable) -> None:
        session = RemoteSession(remote, self.lang, self.app.game_emit)
        self.show_lobby()
        self.app.open_online_game(OnlineGameScreen(session, self), self.lobby)

    def table_over(self) -> None:
        screen = self.table_screen()
        if screen is not None:
            screen.session.finish_if_over()
            screen.after_moves()

    def table_screen(self) -> OnlineGameScreen | None:
        screen = self.app.game_screen
        if isinstance(screen, OnlineGameScreen) and screen.session.remote is self.remote:
            return screen
        return None

    def _got_state(self, m: Message) -> None:
        super()._got_state(m)
        screen = self.table_screen()
        if screen is not None:
            # the moves listed, the start, whose turn: the zones follow at
            # once, so a key pressed after this message acts on what it says
            screen.refresh_zones()

    def _got_notice(self, m: Message) -> None:
        msg = msg_from_data(m.get("msg"))
        self.seat_names(m.get("table"), msg)
        if msg.key == "net.created":  # the plain mode's "say start" is a key here
            msg = Msg("tui.online.created", **msg.params)
        elif msg.key == "rank.vote.ask":  # the plain mode's "vote yes" is F6 here
            msg = Msg("tui.online.vote.ask", **msg.params)
        self.news(msg)

    def _got_account(self, m: Message) -> None:
        """Logged in or out: the lobby's title and entries follow (the
        server's notice after this says what happened)."""
        super()._got_account(m)
        lobby = self.lobby
        if lobby is not None and lobby.is_mounted:
            lobby.title_msg = lobby.lobby_title()
            lobby.refill()
            if lobby.list.has_focus:
                self.app.note_echoed(lobby.list, lobby.list.current_id)

    def _got_ranking(self, m: Message) -> None:
        """A game's ranking: into a list (the focus on its first line), and said."""
        lines = self.gathered(super()._got_ranking, m)
        if not lines:
            return
        found = entry(str(m.get("game")))
        assert found is not None  # OnlineLobby checked it
        offset, total = int(m.get("offset")), int(m.get("total"))  # type: ignore[arg-type]
        places = sum(1 for line in lines if line.key == "rank.line")
        title = Msg("tui.online.ranking.title", game=found.rules.title)
        heard = None
        if places:
            heard = Msg(
                "tui.online.ranking.heard",
                game=found.rules.title,
                count=total,
                first=offset + 1,
                last=offset + places,
            )
        page = RankingPage(found.rules.id, offset, total, places)
        self.show_lines(f"ranking:{found.rules.id}", title, heard, lines, page)

    def _got_record(self, m: Message) -> None:
        """This player's own record: into a list, and said."""
        lines = self.gathered(super()._got_record, m)
        if not lines:
            return
        games = sum(1 for line in lines if line.key == "rank.record")
        heard = Msg("tui.online.record.heard", count=games) if games else None
        self.show_lines("record", Msg("tui.online.record.title"), heard, lines, None)

    def show_lines(
        self, kind: str, title: Msg, heard: Msg | None, lines: list[Msg], page: RankingPage | None
    ) -> None:
        """Lines of an answer in a list: the one open of that kind is
        refilled, else a new one opens over the lobby (only from the lobby:
        elsewhere they are only said). Then they are said, queued: a key
        the player presses cuts them short, the list keeps them."""
        current = self.app.screen
        if isinstance(current, LinesScreen) and current.kind == kind:
            current.show(title, lines, page)
        elif self.lobby is not None and current is self.lobby:
            self.app.push_screen(LinesScreen(self, kind, title, lines, page))
        if heard is not None:
            self.line(heard, Category.INFO)
        for line in lines:
            self.line(line, Category.INFO)

    def _got_chat(self, m: Message) -> None:
        player = m.get("player")
        if isinstance(player, str) and player.strip():
            self.heard_of.setdefault(player.lower(), clean(player)[: protocol.NAME_CHARS])
        super()._got_chat(m)

    def listed(self, lines: list[Msg]) -> None:
        """The tables, into the lobby's list (the focus stays); how many is
        said when asked for and when a table opens or closes."""
        for table in self.tables:
            for seat in table.get("seats") or []:
                if (
                    isinstance(seat, dict)
                    and seat.get("kind") == "human"
                    and isinstance(seat.get("name"), str)
                ):
                    name = clean(seat["name"])[: protocol.NAME_CHARS]
                    self.heard_of.setdefault(name.lower(), name)
        if self.lobby is not None and self.lobby.is_mounted:  # else it fills itself when mounted
            self.lobby.refill()
            if self.lobby.list.has_focus:
                self.app.note_echoed(self.lobby.list, self.lobby.list.current_id)
        count = len(lines)
        if self.tell_count or count != self._count:
            self.tell_count = False
            # one table is said in full: which one, not only that there is one
            first = lines[0] if lines else ""
            self.news(Msg("tui.online.tables", count=count, first=first), Category.INFO, lobby=True)
        self._count = count

    def lobby_change(
        self, table: dict[str, Any] | None, opened: bool, gone: int | None = None
    ) -> None:
        """One table changed: the list changes in place; a table that opens
        or closes is said through the count."""
        self.listed([table_line(t) for t in self.tables])

    # --- the lobby's requests, off the app's thread -----------------------------------------

    def refresh_tables(self) -> None:
        self.tell_count = True
        self.background(self.list_tables)

    def sit(self, table: int, watch: bool = False) -> None:
        self.background(self.watch if watch else self.join, table)

    def create_table(
        self,
        game: str,
        players: int,
        bots: int,
        level: str | None,
        options: dict[str, Any],
        competitive: bool = False,
    ) -> None:
        self.background(
            self.create, game, players, bots, level if bots else None, options, competitive
        )

    def start_table(self) -> None:
        self.background(self.start)

    def chat(self, text: str) -> None:
        self.background(self.say, text)

    def leave_table(self) -> None:
        """Back in the lobby (the app shows it); the server hears it on a thread."""
        self.remote = None
        self.left()
        self.background(self.back_in_lobby)

    # --- asking the player --------------------------------------------------------------------

    def ask_chat(self, scope: str) -> None:
        """A line to say (to the lobby or the table)."""
        title = Msg("tui.online.say.table" if scope == "table" else "tui.online.say.lobby")
        self.app.push_screen(InputScreen(title, "", self._check_chat), self._typed_chat)

    @staticmethod
    def _check_chat(text: str) -> str:
        if not text:
            raise GameError(Msg("tui.online.say.empty"))
        if len(text) > protocol.CHAT_CHARS:
            raise GameError(Msg("tui.online.say.long", length=len(text), limit=protocol.CHAT_CHARS))
        return text

    @staticmethod
    def _check_reason(text: str) -> str:
        if len(text) > protocol.CHAT_CHARS:
            raise GameError(Msg("tui.online.say.long", length=len(text), limit=protocol.CHAT_CHARS))
        return text

    def _typed_chat(self, text: str | None) -> None:
        if text:
            self.chat(text)

    def known_players(self) -> list[str]:
        """The players heard of and the muted ones, this player left out."""
        names = dict(self.heard_of)
        if self.remote is not None:
            for name in self.remote.names:
                if not name.isdigit():  # the server's name of a free seat
                    names.setdefault(name.lower(), name)
        for lower in self.muted:
            names.setdefault(lower, lower)
        names.pop(self.name.lower(), None)
        return sorted(names.values(), key=str.lower)

    def toggle_mute(self, player: str) -> None:
        if player.lower() in self.muted:
            self.unmute(player)
        else:
            self.mute(player)

    def send_vote(self, punish: bool) -> None:
        """The vote on a ranked player who left (the server answers whether it counted)."""
        self.background(self.vote, punish)

    def send_report(self, player: str, why: str) -> None:
        self.background(
            lambda: self.request("report", player=player, **({"text": why} if why else {}))
        )

    # --- accounts and rankings ------------------------------------------------------------------

    def ask_account(self) -> None:
        """Log in or register: which, then the name, then the password
        (twice to register: two that differ are said, and nothing is sent)."""
        t = self.app.t
        choices = [
            Item("login", t(Msg("tui.online.account.login"))),
            Item("register", t(Msg("tui.online.account.register"))),
        ]
        self.app.push_screen(
            ChoiceScreen(Msg("tui.online.account.title"), choices, "login"), self._account_how
        )

    def _account_how(self, how: str | None) -> None:
        if how is None:
            return
        default = self.asked if player_name_or_none(self.asked) else ""
        self.app.push_screen(
            InputScreen(Msg("tui.online.account.name"), default, player_name),
            lambda name: self._account_name(how, name),
        )

    def _account_name(self, how: str, name: str | None) -> None:
        if not name:
            return
        if how == "login":
            self.ask_secret(
                Msg("tui.online.account.password", name=name),
                lambda password: self._submit(self.login, name, password),
            )
            return
        self.ask_secret(
            Msg("tui.online.account.password", name=name),
            lambda first: self.ask_secret(
                Msg("tui.online.account.again"),
                lambda second: self._twice(first, second, self.register, name),
            ),
        )

    def ask_new_password(self) -> None:
        """The old password, then the new one twice."""
        self.ask_secret(
            Msg("tui.online.account.old"),
            lambda old: self.ask_secret(
                Msg("tui.online.account.new"),
                lambda new: self.ask_secret(
                    Msg("tui.online.account.again"),
                    lambda again: self._twice(new, again, self.change_password, old),
                ),
            ),
        )

    def ask_secret(self, title: Msg, then: Callable[[str], None]) -> None:
        """A password, typed unseen; ``then(password)`` unless cancelled."""

        def typed(value: str | None) -> None:
            if value is not None:
                then(value)

        self.app.push_screen(InputScreen(title, "", self._check_secret, secret=True), typed)

    @staticmethod
    def _check_secret(text: str) -> str:
        if not text:
            raise GameError(Msg("tui.online.account.empty"))
        return text

    def _twice(self, first: str, second: str, send: Callable[[str, str], Any], other: str) -> None:
        if first != second:
            self.line(Msg("acct.ask.mismatch"), Category.ERROR)
            return
        self._submit(send, other, first)

    def _submit(self, send: Callable[[str, str], Any], first: str, second: str) -> None:
        """Send an account request; the lobby, shown again, stays quiet: the
        server's answer is what is said next."""
        if self.lobby is not None:
            self.lobby.quiet_return = True
        self.background(send, first, second)

    def ask_ranking(self) -> None:
        """Which game's ranking (the server's games), then it is asked for."""
        t = self.app.t
        games = [g for g in (self.client.games or []) if entry(g) is not None] or [
            g for g in game_ids() if entry(g) is not None
        ]
        choices = [Item(g, t(entry(g).rules.title)) for g in games]  # type: ignore[union-attr]
        self.app.push_screen(
            ChoiceScreen(Msg("tui.online.ranking.choose"), choices, games[0] if games else None),
            lambda game: self.background(self.ranking, game) if game else None,
        )


def player_name_or_none(text: str) -> str | None:
    try:
        return player_name(text)
    except GameError:
        return None


class LobbyScreen(ListScreen):
    """The online lobby: the open tables, then what the player can do.
    Enter on a table offers a seat or watching; F5 lists the tables again."""

    BINDINGS = [*ListScreen.BINDINGS, Binding("f5", "refresh", show=False)]
    ENTRIES = ("create", "refresh", "say", "chat", "mute", "disconnect")

    def __init__(self, online: OnlineTui) -> None:
        super().__init__()
        self.online = online
        self.title_msg = self.lobby_title()

    def lobby_title(self) -> Msg:
        """The lobby's title: the server, who the player is, and whether a guest."""
        online = self.online
        who = Msg(
            "tui.online.who.guest" if online.guest else "tui.online.who.account", name=online.name
        )
        return Msg("tui.online.title", url=online.url, who=who)

    def entries(self) -> tuple[str, ...]:
        """What the player can do: a guest logs in or registers; a player
        logged in logs out, changes the password and reads their record."""
        if self.online.guest:
            return ("login", "rankings", "report", *self.ENTRIES)
        return ("logout", "password", "rankings", "record", "report", *self.ENTRIES)

    def items(self) -> list[Item]:
        t = self.app.t
        items = []
        for table in self.online.tables:
            number = table.get("id")
            if isinstance(number, int) and not isinstance(number, bool):
                items.append(Item(f"t:{number}", t(table_line(table))))
        items += [Item(key, t(Msg(f"tui.online.{key}"))) for key in self.entries()]
        return items

    def on_mount(self) -> None:
        super().on_mount()
        # one message: the welcome, then where the focus is (as the main menu does)
        first = self.list.items[0]
        self.app.note_echoed(self.list, first.id)
        position = Msg("tui.position", position=1, count=len(self.list.items))
        item = Msg(
            "tui.zone.item",
            zone=Msg("tui.online.title.short", url=self.online.url),
            text=first.speech,
            position=position,
        )
        account = Msg(
            "tui.online.welcome.guest" if self.online.guest else "tui.online.welcome.account"
        )
        self.app.say(
            Msg("tui.online.welcome", name=self.online.name, account=account, item=item),
            Category.SYSTEM,
            priority=Priority.QUEUE,
        )
        self.online.refresh_tables()  # their number is said after the welcome

    def choose(self, item_id: str) -> None:
        online = self.online
        if item_id.startswith("t:"):
            number = int(item_id[2:])
            choices = [
                Item("join", self.app.t(Msg("tui.online.join"))),
                Item("watch", self.app.t(Msg("tui.online.watch"))),
            ]
            self.app.push_screen(
                ChoiceScreen(Msg("tui.online.table.title", table=number), choices, "join"),
                lambda how: self._sit(number, how),
            )
        elif item_id == "create":
            self.app.push_screen(OnlineTableScreen(online))
        elif item_id == "refresh":
            online.refresh_tables()
        elif item_id == "say":
            online.ask_chat("lobby")
        elif item_id == "chat":
            self.app.push_screen(chat_screen(self.app))
        elif item_id == "mute":
            self.app.push_screen(MuteScreen(online))
        elif item_id == "report":
            self.app.push_screen(ReportScreen(online))
        elif item_id == "login":
            online.ask_account()
        elif item_id == "logout":
            online.background(online.logout)
        elif item_id == "password":
            online.ask_new_password()
        elif item_id == "rankings":
            online.ask_ranking()
        elif item_id == "record":
            online.background(online.record)
        elif item_id == "disconnect":
            self.app.leave_online()

    def _sit(self, number: int, how: str | None) -> None:
        if how is not None:
            self.online.sit(number, watch=how == "watch")

    def action_refresh(self) -> None:
        self.online.refresh_tables()

    def action_back(self) -> None:
        self.app.say(Msg("tui.online.no_back"), Category.SYSTEM)

    def action_help(self) -> None:
        self.app.push_screen(
            KeysScreen(menu=True, extra=((Msg("tui.help.lobby_keys"), LOBBY_KEYS),))
        )


def chat_screen(app: Any) -> TextScreen:
    """The chat heard so far (the history's chat buffer), oldest first."""

    def lines() -> list[str]:
        said = [u.speech for u in app.announcer.history.items("chat")]
        return said or [app.t(Msg("net.chat.none"))]

    return TextScreen(Msg("tui.online.chat.title"), lines)


class MuteScreen(ListScreen):
    """The players heard of, each muted or heard: Enter switches; or type a name."""

    title_msg = Msg("tui.online.mute.title")

    def __init__(self, online: OnlineTui) -> None:
        super().__init__()
        self.online = online

    def items(self) -> list[Item]:
        t = self.app.t
        items = []
        for name in self.online.known_players():
            key = (
                "tui.online.mute.item.on"
                if name.lower() in self.online.muted
                else "tui.online.mute.item.off"
            )
            items.append(
                Item(
                    f"p:{name.lower()}",
                    t(Msg(key, player=quote(name, protocol.NAME_CHARS))),
                    t(Msg(f"{key}.br", player=name)),
                )
            )
        items.append(Item("type", t(Msg("tui.online.mute.type"))))
        return items

    def choose(self, item_id: str) -> None:
        if item_id == "type":
            self.quiet_return = True
            self.app.push_screen(
                InputScreen(Msg("tui.online.mute.name"), "", player_name), self._typed
            )
            return
        names = {name.lower(): name for name in self.online.known_players()}
        self._toggle(names.get(item_id[2:], item_id[2:]))

    def _typed(self, name: str | None) -> None:
        if name:
            self._toggle(name)

    def _toggle(self, name: str) -> None:
        self.online.toggle_mute(name)  # says who is muted now
        self.refill()
        self.app.note_echoed(self.list, self.list.current_id)


class ReportScreen(ListScreen):
    """Report a player to the server's administrators: the players heard
    of, or a name to type; then an optional reason."""

    title_msg = Msg("tui.online.report.title")

    def __init__(self, online: OnlineTui) -> None:
        super().__init__()
        self.online = online

    def items(self) -> list[Item]:
        t = self.app.t
        items = [
            Item(
                f"p:{name.lower()}",
                t(Msg("tui.online.report.item", player=quote(name, protocol.NAME_CHARS))),
                name,
            )
            for name in self.online.known_players()
        ]
        items.append(Item("type", t(Msg("tui.online.report.type"))))
        return items

    def choose(self, item_id: str) -> None:
        if item_id == "type":
            self.app.push_screen(
                InputScreen(Msg("tui.online.report.name"), "", player_name), self._named
            )
            return
        names = {name.lower(): name for name in self.online.known_players()}
        self._named(names.get(item_id[2:], item_id[2:]))

    def _named(self, name: str | None) -> None:
        if not name:
            return
        self.quiet_return = True
        self.app.push_screen(
            InputScreen(
                Msg("tui.online.report.why", player=quote(name, protocol.NAME_CHARS)),
                "",
                OnlineTui._check_reason,
                hint=Msg("tui.online.report.why_hint"),
            ),
            lambda why: self._send(name, why),
        )

    def _send(self, name: str, why: str | None) -> None:
        if why is None:  # Escape: the list again
            self.app.echo_list(self.list, force=True, interrupt=False)
            return
        self.online.send_report(name, why)
        if self.app.screen is self:
            self.dismiss(None)


class RankingPage:
    """Which part of a game's ranking a list shows."""

    def __init__(self, game: str, offset: int, total: int, places: int) -> None:
        self.game, self.offset, self.total, self.places = game, offset, total, places


#: the places the server sends at once (protocol: ranking)
RANKING_PAGE = 20


class LinesScreen(ListScreen):
    """An answer of the server as a list to read: a game's ranking (with
    the next and earlier places as its last items) or the player's own record."""

    def __init__(
        self, online: OnlineTui, kind: str, title: Msg, lines: list[Msg], page: RankingPage | None
    ) -> None:
        super().__init__()
        self.online = online
        self.kind = kind
        self.title_msg = title
        self.lines = lines
        self.page = page

    def items(self) -> list[Item]:
        t = self.app.t
        items = [Item(f"l{n}", t(line)) for n, line in enumerate(self.lines)]
        page = self.page
        if page is not None and page.offset + page.places < page.total:
            items.append(
                Item("next", t(Msg("tui.online.ranking.next", place=page.offset + page.places + 1)))
            )
        if page is not None and page.offset > 0:
            earlier = max(0, page.offset - RANKING_PAGE)
            items.append(Item("earlier", t(Msg("tui.online.ranking.earlier", place=earlier + 1))))
        return items

    def on_mount(self) -> None:
        # a ranking's rows say their own place ("2 of 40: Anna, ..."): the
        # list adds no second one
        self.list.positions = self.page is None
        super().on_mount()
        self.app.note_echoed(self.list, self.list.current_id)  # the lines are said as they came

    def show(self, title: Msg, lines: list[Msg], page: RankingPage | None) -> None:
        """Other lines of the same kind (the next places): from the first again,
        said as they came."""
        self.title_msg, self.lines, self.page = title, lines, page
        self.list.positions = page is None
        self.refill()
        self.list.highlighted = 0 if self.list.items else None
        self.app.note_echoed(self.list, self.list.current_id)

    def choose(self, item_id: str) -> None:
        page = self.page
        if page is not None and item_id == "next":
            self.online.background(self.online.ranking, page.game, page.offset + page.places)
        elif page is not None and item_id == "earlier":
            self.online.background(
                self.online.ranking, page.game, max(0, page.offset - RANKING_PAGE)
            )
        else:
            super().choose(item_id)


class OnlineTableScreen(NewGameScreen):
    """A new table online: the new game's form (game, options, players),
    with how many seats are bots and their level instead of each seat; then
    Create the table. The server seats the player at seat 1."""

    title_msg = Msg("tui.online.new.title")
    #: the last table made online, apart from the last game started here
    memory: ClassVar[weakref.WeakKeyDictionary[Any, dict[str, Any]]] = weakref.WeakKeyDictionary()

    def __init__(self, online: OnlineTui) -> None:
        self.online = online
        #: a ranked table (offered to a player logged in: guests are never ranked)
        self.competitive = False
        super().__init__()

    def _reset_game(self) -> None:
        super()._reset_game()
        self.bots = 0
        self.level: str = list(self.entry.bots)[-1]

    def fields(self) -> list[Field]:
        options = self.entry.rules.options_class
        # a server's table takes values only: no option that names a file here
        kept = [
            f
            for f in super().fields()
            if f.key in ("game", "players")
            or (f.key.startswith("o:") and not options.local_only(f.key[2:]))
        ]
        if not self.online.guest:

            def on_off(value: bool) -> str:
                return self.app.t(Msg("core.on" if value else "core.off"))

            index = next(i for i, f in enumerate(kept) if f.key == "players")
            kept.insert(
                index,
                Field(
                    "competitive",
                    Msg("tui.online.new.competitive"),
                    self.competitive,
                    on_off,
                    choices=[False, True],
                ),
            )
        kept.append(
            Field(
                "bots",
                Msg("tui.online.new.bots"),
                self.bots,
                str,
                choices=list(range(self.players)),
            )
        )
        if self.bots:
            kept.append(
                Field(
                    "level",
                    Msg("tui.online.new.level"),
                    self.level,
                    self._level_text,
                    choices=list(self.entry.bots),
                )
            )
        kept.append(Field("create", Msg("tui.online.new.create"), None, str, button=True))
        return kept

    def choices(self) -> dict[str, Any]:
        """The form's choices with the bots, their level and whether ranked."""
        return {
            **super().choices(),
            "bots": self.bots,
            "level": self.level,
            "competitive": self.competitive,
        }

    def restore(self, last: dict[str, Any]) -> None:
        """The bots, their level and whether ranked, as made last (where
        they still fit the game and the players)."""
        self.bots = min(int(last.get("bots", 0)), self.players - 1)
        if last.get("level") in self.entry.bots:
            self.level = last["level"]
        self.competitive = bool(last.get("competitive", False))

    def _level_text(self, level: str) -> str:
        return self.app.t(Msg(f"tui.level.{level}")) if has_key(f"tui.level.{level}") else level

    def apply(self, key: str, value: Any) -> list[Msg] | None:
        if key == "bots":
            self.bots = value
        elif key == "level":
            self.level = value
        elif key == "competitive":
            self.competitive = bool(value)
        else:
            super().apply(key, value)
            self.bots = min(self.bots, self.players - 1)
        return None

    def press(self, key: str) -> None:
        if key == "create":
            self._remember()  # the next new table starts from these choices
            self.online.create_table(
                self.game_id,
                self.players,
                self.bots,
                self.level,
                dict(self.options),
                self.competitive and not self.online.guest,
            )


class OnlineGameScreen(GameScreen):
    """A table at the server: the game screen with every game key, plus
    chat (slash), starting the table (F5, who made it) and muting (F10).
    Moves go to the server on a thread; the server's events and state come
    back through the connection and refill the zones."""

    BINDINGS = [
        Binding(k.keys, k.action, k.description, show=False, priority=True)
        for k in ONLINE_KEYS
        if k.keys
    ]
    confirm_msg = Msg("tui.online.leave.confirm")
    #: the seat at the server's table (GameScreen's session, for the checker)
    session: RemoteSession

    def __init__(self, session: RemoteSession, online: OnlineTui) -> None:
        super().__init__(session)
        self.online = online
        self.remote: RemoteTable = session.remote

    # --- what is said and listed ----------------------------------------------------------

    def welcome(self) -> None:
        s, remote = self.session, self.remote
        game = s.entry.rules.title
        if s.viewer is None:
            self.app.say(
                Msg(
                    "tui.online.welcome.watching",
                    table=remote.id,
                    game=game,
                    players=remote.players,
                ),
                Category.SYSTEM,
            )
        else:
            self.app.say(
                Msg(
                    "tui.online.welcome.table",
                    table=remote.id,
                    game=game,
                    players=remote.players,
                    name=s.names[s.viewer],
                ),
                Category.SYSTEM,
            )
        options = s.options_line()
        if options is not None:
            self.app.game_emit(options)
        if remote.status == "waiting" and s.viewer is not None:
            self.app.say(
                Msg("tui.online.start_hint" if remote.made else "tui.online.wait_start"),
                Category.SYSTEM,
                priority=Priority.QUEUE,
            )

    def schedule_refresh(self) -> None:
        """The zones follow what was said a moment later, once for a burst:
        the server sends a move's events one by one and then the table's
        state, which refreshes them at once (and makes this refresh moot)."""
        if not self._refresh_pending and self.is_attached:
            self._refresh_pending = True
            self.set_timer(REFRESH_DELAY, self._refresh_if_pending)

    def _refresh_if_pending(self) -> None:
        if self._refresh_pending:
            self.refresh_zones()

    def can_start(self) -> bool:
        return (
            self.remote.status == "waiting" and self.remote.made and self.session.viewer is not None
        )

    def zone_items(self, zone: str) -> list[Item]:
        if zone == "actions" and self.can_start():
            return [Item("online:start", self.app.t(Msg("tui.online.start_item")))]
        return super().zone_items(zone)

    def start_zone(self) -> str:
        return "actions" if self.can_start() else super().start_zone()

    def extra_specs(self) -> tuple:
        return ONLINE_KEYS

    def extra_key_rows(self) -> tuple:
        rows = tuple((spec.name, spec.description) for spec in ONLINE_KEYS if spec.keys)
        return ((Msg("tui.help.online_keys"), rows),)

    # --- playing ------------------------------------------------------------------------------

    def on_option_list_option_selected(self, event: Any) -> None:
        """Enter on the start item; any other item is the game screen's
        (Textual calls its handler after this one)."""
        if event.option.id == "online:start":
            event.stop()
            event.prevent_default()
            self.action_start_table()

    def play(self, action_text: str | None) -> None:
        """The move goes to the server on a thread; a refusal is said with
        its reason."""
        s = self.session
        if action_text is None:
            return
        if s.viewer is None:
            s.error(Msg("net.watching"))
            return
        action = next((a for a in s.legal() if a.text == action_text), None)
        remote = self.remote

        def send() -> Msg | None:
            try:
                remote.act(action if action is not None else action_text)
            except GameError as exc:
                return exc.msg
            return None

        self.online.background(send, then=self._sent)

    def make_forced(self) -> bool:
        """The only move goes to the server on a thread, as any move."""
        s = self.session
        move = s.forced_move()
        if move is None:
            return False
        s.say_forced(move)
        self.play(move.text)
        return False

    def _sent(self, refused: Msg | None) -> None:
        """After the server's answer: a refusal was said with the answer
        (OnlineLobby._got_refused); a game that ended is counted."""
        if not self.is_attached:
            return
        if refused is None:
            self.session.run_bots()
        self.after_moves()

    # --- the online keys ---------------------------------------------------------------------

    def action_chat(self) -> None:
        if self.confirming_quit:
            return
        self.online.ask_chat("table")

    def action_start_table(self) -> None:
        if self.confirming_quit:
            return
        remote = self.remote
        if self.session.viewer is None or not remote.made:
            self.session.error(Msg("net.not_creator"))
        elif remote.status != "waiting":
            self.session.error(Msg("net.started", table=remote.id))
        else:
            self.online.start_table()

    def action_mute(self) -> None:
        self.app.push_screen(MuteScreen(self.online))

    def action_report(self) -> None:
        self.app.push_screen(ReportScreen(self.online))

    def action_vote(self, punish: bool) -> None:
        """F6 or F7: the vote on a ranked player who left (the server says
        whether it counted, or that there is no vote)."""
        if self.confirming_quit:
            return
        self.online.send_vote(punish)

    # --- leaving ------------------------------------------------------------------------------

    def asks_before_leaving(self) -> bool:
        return self.remote.status == "playing" and super().asks_before_leaving()

    def leave_table(self) -> None:
        """Back to the lobby; the seat is the server's business (a bot
        plays it in a running game, and it stays the player's)."""
        self.session.leave()
        self.app.game_screen = None
        self.app.back_to(self.online.lobby)
        self.online.leave_table()


def ask_server(app: Any) -> None:
    """Play online from the main menu: the server's address, then the
    player's name (each with a sensible default), then connect."""

    def address(url: str | None) -> None:
        if url is None:
            return
        default = player_name_default(app)
        app.push_screen(
            InputScreen(Msg("tui.online.name"), default, player_name),
            lambda name: app.go_online(url, name) if name else None,
        )

    app.push_screen(
        InputScreen(
            Msg("tui.online.address"), DEFAULT_URL, server_url, hint=Msg("tui.online.address.hint")
        ),
        address,
    )


def player_name_default(app: Any) -> str:
    """The name in the settings, or "Player 1"."""
    return safe_name(app.player_name or "", "") or render(Msg("ui.player", number=1), app.lang)
