"""Network play for every front end.

:class:`OnlineLobby` is the front-end-neutral part of the online client: the
connection, what the server sends (tables, notices, chat, the table this
player sits at), the lobby's requests and muting. The plain mode and the
full-screen mode each subclass it and only show and ask.

:class:`RemoteSession` is a seat at a table that runs at a game server: the
same Session a front end plays locally, over a
:class:`~accessible_games.net.client.remote.RemoteTable`. The server runs the
rules, the bots and the clock; this side narrates in the player's own
language, verbosity and braille."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from accessible_games.app.clock import WARN, MoveClock, time_per_move
from accessible_games.app.session import Session
from accessible_games.boundary.text import clean, quote
from accessible_games.core.errors import GameError
from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, base_language, render
from accessible_games.core.narration import level_said
from accessible_games.core.options import option_label, option_text
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.registry import GameEntry, entry
from accessible_games.net import protocol
from accessible_games.net.client import tokens
from accessible_games.net.client.remote import (
    NetClient,
    NetError,
    NotSent,
    RemoteGame,
    RemoteTable,
)
from accessible_games.net.protocol import Message, msg_from_data
from accessible_games.settings import config_dir
from accessible_games.sound import cues
from accessible_games.stats import data_dir

Emit = Callable[[Utterance], None]
#: runs ``fn(*args)`` where the front end wants it (its own thread)
Post = Callable[..., Any]
#: at most this many tables are read out of one listing (the server's first page of the
#: list is enough: it lists the waiting tables first, the newest first)
MAX_LISTED = 200
#: the seats of a table the lobby lists at most
MAX_SEATS_LISTED = 32


def checked_table(value: Any) -> dict[str, Any] | None:
    """A table as the server described it, checked field by field (it came
    from outside) and rebuilt of the fields the client uses, or None when
    it has no number. Text is cleaned and cut; what is not of its kind
    becomes its plain default."""
    if not isinstance(value, dict) or _number(value.get("id")) is None:
        return None
    seats = []
    listed = value.get("seats")
    for seat in listed if isinstance(listed, list) else []:
        if not isinstance(seat, dict):
            continue
        kind = seat.get("kind") if seat.get("kind") in ("human", "bot", "empty") else "empty"
        name = (
            clean(seat["name"])[: protocol.NAME_CHARS] if isinstance(seat.get("name"), str) else ""
        )
        level = clean(seat["level"])[:40] if isinstance(seat.get("level"), str) else None
        seats.append(
            {
                "kind": kind,
                "name": name,
                "level": level,
                "away": seat.get("away") is True,
                "guest": kind == "human" and seat.get("guest") is True,
            }
        )
        if len(seats) == MAX_SEATS_LISTED:
            break
    named = value.get("game")
    game = named if isinstance(named, str) else ""
    status = (
        value.get("status") if value.get("status") in ("waiting", "playing", "over") else "waiting"
    )
    watchers = value.get("watchers")
    return {
        "id": value["id"],
        "game": clean(game)[:40],
        "players": len(seats),
        "options": value.get("options") if isinstance(value.get("options"), dict) else {},
        "status": status,
        "seats": seats,
        "competitive": value.get("competitive") is True,
        "watchers": watchers if _number(watchers) is not None else 0,
    }


def table_line(t: dict[str, Any]) -> Msg:
    """One line of the lobby's list: a table as the server described it
    (checked here, field by field: it came from outside)."""
    found = entry(str(t.get("game", "")))
    seats = []
    for seat in t.get("seats") or []:
        if not isinstance(seat, dict):
            continue
        name = quote(str(seat.get("name", "")), 40)
        kind = (
            "empty"
            if seat.get("kind") == "empty"
            else "bot"
            if seat.get("kind") == "bot"
            else "away"
            if seat.get("away")
            else "guest"
            if seat.get("guest") is True
            else "human"
        )
        level = seat.get("level")
        if kind == "bot" and isinstance(level, str):
            seats.append(Msg("names.seat.bot", name=name, level=level_said(clean(level)[:20])))
        else:
            seats.append(Msg(f"net.seat.{kind}", name=name))
    status = t.get("status") if t.get("status") in ("waiting", "playing", "over") else "waiting"
    number = (
        t.get("id") if isinstance(t.get("id"), int) and not isinstance(t.get("id"), bool) else "?"
    )
    watchers = t.get("watchers") if isinstance(t.get("watchers"), int) else 0
    if t.get("competitive") is True:
        status = f"{status}.competitive"
    return Msg(
        "net.table.line",
        table=number,
        game=found.rules.title if found else "?",
        status=Msg(f"net.table.{status}"),
        options=_options_said(found, t.get("options")),
        seats=seats,
        watchers=Msg("net.table.watchers", count=watchers),
    )


def _options_said(found: GameEntry | None, options: Any) -> Msg | str:
    """The table's options that differ from the game's defaults, as the
    lobby's line says them ("; Quick game: on, Time per move in seconds:
    30"); "" for none, or for options that are not the game's (checked as
    a local table checks them: they came from outside)."""
    if found is None or not isinstance(options, dict):
        return ""
    kind = found.rules.options_class
    names = kind.names()
    try:
        chosen = kind.from_dict({k: v for k, v in options.items() if k in names}, remote=True)
        default = kind.from_dict({}, remote=True)
    except GameError:
        return ""
    game_id = found.rules.id
    said = [
        Msg(
            "ui.option",
            label=option_label(game_id, name),
            value=option_text(game_id, name, getattr(chosen, name), lambda msg: msg),
        )
        for name in names
        if getattr(chosen, name) != getattr(default, name) and chosen.applies(name)
    ]
    return Msg("net.table.options", options=said) if said else ""


#: how often the first connection is tried when the server does not
#: answer in time (a refused or unknown address is said at once)
FIRST_TRIES = 3

#: the rows of a ranking said at most from one answer
RANK_ROWS = 50


def _count(value: Any) -> int | None:
    """``value`` if it is a count (a whole number from 0, not a truth value)."""
    return (
        value
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**53
        else None
    )


def _rank_row(row: Any) -> tuple[str, int, int, int, int] | None:
    """A row of a ranking or record, checked: [name or game, points, won, lost, left]."""
    if not isinstance(row, list) or len(row) != 5 or not isinstance(row[0], str):
        return None
    points, won, lost, left = row[1:]
    if not (isinstance(points, int) and not isinstance(points, bool) and abs(points) < 2**53):
        return None
    if any(_count(v) is None for v in (won, lost, left)):
        return None
    return clean(row[0])[:40], points, won, lost, left


def _grouped(number: int, lang: str) -> str:
    """A whole number with its thousands grouped as the language writes them
    (CLDR: "1,234" / "1.234")."""
    from babel.numbers import format_decimal  # lazy: only rankings and records show such numbers

    return format_decimal(number, locale=base_language(lang))


def _number(value: Any) -> int | None:
    """``value`` if it is a table's number (a whole number, not a truth value)."""
    return (
        value
        if isinstance(value, int) and not isinstance(value, bool) and 0 < value < 2**53
        else None
    )


class OnlineLobby:
    """One player's online client, whatever shows it.

    What the server sends arrives on the connection's thread; ``post`` (when
    given) moves it to the front end's own thread first. A front end
    overrides :meth:`seated` (a table was sent: build a session on it),
    :meth:`table_over` (the game there ended), :meth:`listed` (the lobby's
    tables) and :meth:`left`, and says things through ``emit``."""

    def __init__(
        self,
        url: str,
        name: str,
        lang: str,
        emit: Emit,
        cue: Callable[[str, Utterance], object] | None = None,
        post: Post | None = None,
        remember: bool = True,
    ) -> None:
        self.url, self.name, self.lang = url, name, lang
        #: where the servers' certificates met are remembered (the data
        #: folder) and the reconnect tokens kept (the configuration folder)
        self.known, self.tokens_folder = data_dir(), config_dir()
        #: the name this player asked for (the server may give another: an account's, a guest's)
        self.asked = name
        self.emit, self.cue_sink = emit, cue
        #: keep the server's reconnect token, so that a client started again takes its seat back
        self.remember = remember
        handle = self._on_message if post is None else (lambda m: post(self._on_message, m))
        # the connection's own news (lost, back, closed) arrives on its own too
        token = tokens.load(url, name, self.tokens_folder) if remember else None
        self.client = NetClient(url, name, lang, handle, self.news, token, known=self.known)
        if remember:
            self.client.session = tokens.load_session(url, self.tokens_folder)
        self.remote: RemoteTable | None = None
        #: whether this player is a guest (not logged in to an account)
        self.guest = True
        self.tables: list[dict[str, Any]] = []
        #: how many more tables the server has than its last listing held
        self.more = 0
        #: the players whose chat this player does not hear (lower case)
        self.muted: set[str] = set()

    # --- saying ----------------------------------------------------------------------

    def line(self, msg: Msg, category: Category = Category.SYSTEM) -> None:
        text = render(msg, self.lang)
        self.emit(Utterance(text, text, category, Priority.QUEUE))

    def news(self, msg: Msg, category: Category = Category.SYSTEM, lobby: bool = False) -> None:
        """A line that arrived on its own from the server (chat, a notice, a
        table that opened or closed), not in answer to what the player just
        did: the front end says it by the rule for late messages
        (:meth:`late`); ``lobby``: it concerns the lobby's list."""
        text = render(msg, self.lang)
        self.late(Utterance(text, text, category, Priority.QUEUE), lobby)

    def late(self, utterance: Utterance, lobby: bool) -> None:
        """Say a late message (:meth:`news`). A front end that shows dialogs
        keeps it in the history only, or says it after the focused item
        (accessible_games/announce/announcer.py, Announcer.late); by default
        it is said like any other line."""
        self.emit(utterance)

    def cue(self, category: Category) -> None:
        """The sound cue of something said in ``category`` (chat), with its
        text equivalent (kept with the program's messages, so that the chat
        buffer holds only what was said)."""
        cue_id = cues.cue_for_category(category)
        if cue_id is not None and self.cue_sink is not None:
            speech, braille = cues.cue_text(cue_id, self.lang)
            self.cue_sink(cue_id, Utterance(speech, braille, Category.SYSTEM, Priority.QUEUE))

    # --- the front end's part ----------------------------------------------------------

    def seated(self, remote: RemoteTable) -> None:
        """The server sent the table this player now sits at or watches."""

    def table_over(self) -> None:
        """The game at this player's table has ended."""

    def listed(self, lines: list[Msg]) -> None:
        """The lobby's tables, one line each (empty: none)."""
        if not lines:
            self.line(Msg("net.tables.none"), Category.INFO)
            return
        self.line(Msg("net.tables.count", count=len(lines)), Category.INFO)
        for line in lines:
            self.line(line, Category.INFO)
        if self.more:
            self.line(Msg("net.tables.more", count=self.more), Category.INFO)

    def left(self) -> None:
        """This player left their table (back in the lobby)."""

    # --- what the server sends ------------------------------------------------------------

    def _on_message(self, m: Message) -> None:
        handler = getattr(self, f"_got_{m.type}", None)
        if handler is not None:
            handler(m)

    def _got_table(self, m: Message) -> None:
        try:
            remote = RemoteTable(self.client, m)
        except GameError as exc:
            self.line(exc.msg, Category.ERROR)
            return
        old, self.remote = self.remote, remote
        if old is not None:
            old.replace()
        self.client.moves_seen = lambda: remote.moves if self.remote is remote else None
        self.seated(remote)

    def _got_state(self, m: Message) -> None:
        if self.remote is not None and m.get("table") == self.remote.id:
            was_over = self.remote.over
            self.remote.update(m)
            if self.remote.over and not was_over:
                self.table_over()

    def _got_event(self, m: Message) -> None:
        if self.remote is not None and m.get("table") == self.remote.id:
            self.remote.hear(m.get("event"), m.get("computer"))

    def _got_notice(self, m: Message) -> None:
        msg = msg_from_data(m.get("msg"))
        self.seat_names(m.get("table"), msg)
        self.news(msg)

    def seat_names(self, table: Any, msg: Msg) -> None:
        """Before the start the server tells the table who sits down, leaves
        or is a bot only in notices (the names come with the next state,
        after the start's first events): the narrator's names follow them,
        so the first events already name everyone."""
        remote = self.remote
        if remote is None or table != remote.id or remote.status != "waiting":
            return
        names = remote.names
        player = msg.params.get("player")
        if msg.key == "net.joined" and isinstance(player, str):
            seat = msg.params.get("seat")
            if isinstance(seat, int) and not isinstance(seat, bool) and 1 <= seat <= len(names):
                names[seat - 1] = clean(player)[:40]
        elif msg.key == "net.left" and isinstance(player, str):
            for index, name in enumerate(names):
                if name == player and index != remote.seat:
                    names[index] = str(index + 1)  # the server's name of an empty seat
        elif msg.key == "net.bot_renamed" and isinstance(msg.params.get("name"), str):
            seat = msg.params.get("seat")
            if isinstance(seat, int) and not isinstance(seat, bool) and 1 <= seat <= len(names):
                names[seat - 1] = clean(msg.params["name"])[:40]
        elif msg.key == "net.filled" and isinstance(msg.params.get("seats"), list):
            free = [index for index, name in enumerate(names) if name == str(index + 1)]
            # not strict: the server may fill other seats than this list shows as free
            for index, bot in zip(free, msg.params["seats"], strict=False):
                if isinstance(bot, str):
                    names[index] = clean(bot)[:40]

    def _got_chat(self, m: Message) -> None:
        player, text = m.get("player"), m.get("text")
        if not isinstance(player, str) or not isinstance(text, str) or player.lower() in self.muted:
            return
        key = "net.chat.table" if m.get("scope") == "table" else "net.chat.lobby"
        if m.get("earlier") is True and m.get("scope") == "table":
            key = "net.chat.earlier"  # said while this player was away
        elif player == self.name:  # the server says this player's own words back
            key = f"{key}.own"
        self.cue(Category.CHAT)
        self.news(Msg(key, player=quote(player, 40), text=quote(text, 300)), Category.CHAT)

    def _got_tables(self, m: Message) -> None:
        """The first page of the lobby's tables (the server pages its list:
        ``total`` tables, ``next`` the offset of the next page, if any)."""
        tables = m.get("tables")
        listed = tables[:MAX_LISTED] if isinstance(tables, list) else []
        checked = (checked_table(t) for t in listed)
        self.tables = sorted((t for t in checked if t is not None), key=lambda t: t["id"])
        total, offset = _count(m.get("total")), _count(m.get("offset")) or 0
        more = total - offset - len(listed) if total is not None else 0
        self.more = more if _count(m.get("next")) is not None and more > 0 else 0
        if self.remote is None:
            self.listed([table_line(t) for t in self.tables])

    def _got_lobby(self, m: Message) -> None:
        """One table of the lobby changed (``table``: as it is now) or is
        gone (``gone``: its number); the list is changed in place."""
        table, gone = checked_table(m.get("table")), m.get("gone")
        if table is not None:
            number = table["id"]
            index = next((i for i, t in enumerate(self.tables) if t["id"] == number), None)
            if index is not None:
                self.tables[index] = table
                opened = False
            elif len(self.tables) < MAX_LISTED:
                self.tables.append(table)
                self.tables.sort(key=lambda t: t["id"])
                opened = True
            else:
                return
            if self.remote is None:
                self.lobby_change(table, opened)
        elif _number(gone) is not None:
            before = len(self.tables)
            self.tables = [t for t in self.tables if t["id"] != gone]
            if self.remote is None and len(self.tables) != before:
                self.lobby_change(None, False, gone)

    def lobby_change(
        self, table: dict[str, Any] | None, opened: bool, gone: int | None = None
    ) -> None:
        """While in the lobby: a table opened (said, with its line), closed
        (said) or changed (kept quiet: ``tables`` says them all)."""
        if opened and table is not None:
            self.news(Msg("net.table.opened", line=table_line(table)), Category.INFO, lobby=True)
        elif gone is not None:
            self.news(Msg("net.table.gone", table=gone), Category.INFO, lobby=True)

    def _got_account(self, m: Message) -> None:
        """Logged in (a name and a session token to keep) or out (a guest's name)."""
        name, session, guest = m.get("name"), m.get("session"), m.get("guest")
        if isinstance(name, str) and clean(name).strip():
            self.name = self.client.name = clean(name).strip()[: protocol.NAME_CHARS]
        self.guest = guest is not False
        self.client.session = (
            session if isinstance(session, str) and protocol.valid_token(session) else None
        )
        if self.remember:
            tokens.save_session(self.url, self.client.session, self.tokens_folder)

    def _got_ranking(self, m: Message) -> None:
        """A game's ranking: one line per player, from the place asked for."""
        found = entry(m.get("game") if isinstance(m.get("game"), str) else "")
        total, offset, rows = m.get("total"), m.get("offset"), m.get("rows")
        if (
            found is None
            or _count(total) is None
            or _count(offset) is None
            or not isinstance(rows, list)
        ):
            return
        if not rows:
            self.line(Msg("rank.none", game=found.rules.title), Category.INFO)
        for place, row in enumerate(rows[:RANK_ROWS], start=offset + 1):
            fields = _rank_row(row)
            if fields is not None:
                name, points, won, lost, left = fields
                self.line(
                    Msg(
                        "rank.line",
                        place=place,
                        total=total,
                        name=quote(name, 40),
                        points=points,
                        shown=_grouped(points, self.lang),
                        won=won,
                        lost=lost,
                        left=left,
                    ),
                    Category.INFO,
                )

    def _got_record(self, m: Message) -> None:
        """This player's own record, one line per game."""
        rows = m.get("rows")
        if not isinstance(rows, list):
            return
        if not rows:
            self.line(Msg("rank.record.none"), Category.INFO)
        for row in rows[:40]:
            fields = _rank_row(row)
            found = entry(fields[0]) if fields is not None else None
            if fields is not None and found is not None:
                _, points, won, lost, left = fields
                self.line(
                    Msg(
                        "rank.record",
                        game=found.rules.title,
                        points=points,
                        shown=_grouped(points, self.lang),
                        won=won,
                        lost=lost,
                        left=left,
                    ),
                    Category.INFO,
                )

    def _got_reports(self, m: Message) -> None:
        """The reports an administrator asked for, the newest first."""
        rows = m.get("rows")
        if not isinstance(rows, list):
            return
        if not rows:
            self.line(Msg("admin.report.none"), Category.INFO)
        for row in rows[:200]:
            if not isinstance(row, list) or len(row) != 6 or _count(row[0]) is None:
                continue
            reporter, player, text, said = (
                quote(v if isinstance(v, str) else "", 300) for v in row[2:]
            )
            self.line(
                Msg(
                    "admin.report.line",
                    number=row[0],
                    reporter=reporter,
                    player=player,
                    text=text,
                    said=said,
                ),
                Category.INFO,
            )

    def _got_bans(self, m: Message) -> None:
        """The bans in force an administrator asked for."""
        rows = m.get("rows")
        if not isinstance(rows, list):
            return
        if not rows:
            self.line(Msg("admin.ban.none"), Category.INFO)
        for row in rows[:200]:
            if not isinstance(row, list) or len(row) != 4 or _count(row[2]) is None:
                continue
            name, kind, minutes, text = row
            self.line(
                Msg(
                    "admin.ban.line",
                    player=quote(name if isinstance(name, str) else "", 40),
                    kind=kind if kind in ("account", "owner", "address") else "address",
                    minutes=minutes,
                    text=quote(text if isinstance(text, str) else "", 300),
                ),
                Category.INFO,
            )

    def _got_refused(self, m: Message) -> None:
        self.line(msg_from_data(m.get("reason")), Category.ERROR)

    # --- the lobby's requests ----------------------------------------------------------------

    def connect(self) -> bool:
        """Connect and ask for the tables; False (said) when that fails."""
        self.line(Msg("net.connecting", url=self.url))
        for attempt in range(1, FIRST_TRIES + 1):
            try:
                self.client.open()
                break
            except NetError as exc:
                # a busy server may answer a moment later: asked again, said
                if attempt < FIRST_TRIES and isinstance(exc.__cause__, TimeoutError):
                    self.line(Msg("net.retrying", attempt=attempt + 1, tries=FIRST_TRIES))
                    continue
                self.line(exc.msg, Category.ERROR)
                return False
        self.name, self.guest = self.client.name, self.client.guest
        self.line(Msg("net.connected", url=self.url, name=self.name))
        if not self.guest:
            self.line(Msg("acct.logged_in", name=self.name), Category.INFO)
        if self.remember and self.client.token is not None:
            # under the name asked for: found again
            tokens.save(self.url, self.asked, self.client.token, self.tokens_folder)
        return True

    def request(self, kind: str, **fields: Any) -> bool:
        """A request, and its answer waited for: True when it was done."""
        try:
            answer = self.client.request(kind, **fields)
        except NetError as exc:
            self.line(exc.msg, Category.ERROR)
            return False
        return answer.type == "done"

    def list_tables(self) -> bool:
        return self.request("tables")

    def create(
        self,
        game: str,
        players: int,
        bots: int = 0,
        level: str | None = None,
        options: dict[str, Any] | None = None,
        competitive: bool = False,
    ) -> bool:
        fields: dict[str, Any] = {
            "game": game,
            "players": players,
            "bots": bots,
            "options": options or {},
        }
        if competitive:
            fields["competitive"] = True
        if level:
            fields["level"] = level
        return self.request("create", **fields)

    def join(self, table: int) -> bool:
        return self.request("join", table=table)

    def watch(self, table: int) -> bool:
        return self.request("watch", table=table)

    def start(self) -> bool:
        return self.request("start")

    def leave(self) -> bool:
        self.remote = None
        self.left()
        return self.back_in_lobby()

    def back_in_lobby(self) -> bool:
        """Leave the table at the server, then ask for the lobby's tables:
        a player at a table hears no changes of the lobby, so the list kept
        here is old (the server answers a leave with the change of the table
        left, not with the whole list)."""
        return self.request("leave") and self.list_tables()

    def say(self, text: str) -> bool:
        """Chat; said while the connection is lost, it is kept and sent once
        the connection is back (and the player hears so)."""
        scope = "table" if self.remote is not None else "lobby"
        try:
            answer = self.client.request("chat", text=text, scope=scope)
        except NotSent:
            if not self.client.keep("chat", text=text, scope=scope):
                self.line(Msg("net.chat_full", count=len(self.client.outbox)), Category.ERROR)
                return False
            self.line(Msg("net.chat_kept"), Category.INFO)
            return True
        except NetError as exc:
            self.line(exc.msg, Category.ERROR)
            return False
        return answer.type == "done"

    def register(self, name: str, password: str) -> bool:
        return self.request("register", name=name, password=password)

    def login(self, name: str, password: str) -> bool:
        return self.request("login", name=name, password=password)

    def logout(self) -> bool:
        return self.request("logout")

    def change_password(self, old: str, new: str) -> bool:
        return self.request("password", old=old, new=new)

    def ranking(self, game: str, offset: int = 0) -> bool:
        return self.request("ranking", game=game, **({"offset": offset} if offset else {}))

    def record(self) -> bool:
        return self.request("record")

    def vote(self, punish: bool) -> bool:
        return self.request("vote", punish=punish)

    def mute(self, player: str) -> None:
        self.muted.add(player.lower())
        self.line(Msg("net.muted", player=quote(player, 40)), Category.INFO)

    def unmute(self, player: str) -> None:
        self.muted.discard(player.lower())
        self.line(Msg("net.unmuted", player=quote(player, 40)), Category.INFO)

    def close(self) -> None:
        self.client.close()


class RemoteSession(Session):
    """A :class:`Session` whose table is at the server."""

    def __init__(self, remote: RemoteTable, lang: str, emit: Emit) -> None:
        self.lang = lang
        self.emit = emit
        self.remote = remote
        # the server's seat changes reach the narrator through remote.names
        # (the same list); the server makes the move when the time runs
        # out, the clock here warns and says the time left
        game = RemoteGame(remote)
        self._attach(
            game,
            remote,
            remote.seat,
            remote.levels,
            remote.names,
            None,
            MoveClock(time_per_move(game)),
        )
        # the lines about each player mark the computer players (the list the
        # server's states update)
        self.narrator.levels = remote.levels

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.narrator = self.entry.make_narrator(self.remote.facts(), lang, self.names, self.viewer)
        self.narrator.levels = self.remote.levels

    def start(self) -> None:
        """What happened while the player was away, each move a computer
        played for them said as such; then where the table stands (who sits
        where the front end says first, as at a table here)."""
        if self.remote.recap_moves:
            self.say(Msg("net.recap", count=self.remote.recap_moves), Category.SYSTEM)
            for event, computer in self.remote.recap:
                self.remote.computer = computer
                try:
                    self._on_event(event)
                finally:
                    self.remote.computer = None
        if self.remote.status != "waiting":  # before the start there is nothing to tell
            self.emit(self.narrator.status(self.view()))

    def _on_event(self, event: Event) -> None:
        """An event, told as a local table tells it; a move a computer made
        for a person who is away is told with that seat as "Ben
        (computer)", never as the player's own ("you")."""
        seat = self.remote.computer
        if seat is None or not 0 <= seat < len(self.names):
            super()._on_event(event)
            return
        name, viewer = self.names[seat], self.narrator.viewer
        self.names[seat] = render(Msg("net.seat.computer_for", name=name), self.lang)
        if viewer == seat:
            self.narrator.viewer = None
        try:
            super()._on_event(event)
        finally:
            self.names[seat], self.narrator.viewer = name, viewer

    def tick(self) -> bool:
        """The clock's warnings, as at a table here, with the same cue; the
        clock follows the positions the server sends. When the time is up
        the server makes the move and says so: nothing is made here."""
        self.clock.sync(self.game, self.viewer)
        for what, seconds in self.clock.poll():
            if what == WARN:
                self.warn(seconds)
        return False

    def clock_line(self) -> Utterance | None:
        """How long the player has left for this move, as the clock here
        counts it since the server's position came (None without a time
        per move, or when it is not the player's move)."""
        self.clock.sync(self.game, self.viewer)
        return super().clock_line()

    def finish_if_over(self) -> None:
        """A game at a server counts in the server's ranking only: the
        local statistics (games on this computer) stay as they are."""
        if self.game.is_over():
            self.counted = True

    def leave(self) -> None:
        """Leaving a server's table counts at the server (its ranking and
        the leaver vote), not in the local statistics."""
        self.counted = True

    def run_bots(self) -> None:
        """The server moves its bots; nothing is counted here."""
        self.finish_if_over()

    def bot_job(self):  # type: ignore[override]
        return None

    def act(self, action: Action | str) -> bool:
        moved = super().act(action)
        self.unsaved_moves = False  # the server keeps the game: leaving loses nothing
        return moved

    def save(self, path: str) -> bool:
        self.error(Msg("net.online_only"))
        return False

    def load(self, path: str) -> bool:
        self.error(Msg("net.online_only"))
        return False
