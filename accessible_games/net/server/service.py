"""The game server: many tables at once, their bots and turn timers, a
lobby and chat, over WebSocket (the protocol is protocol.py and
docs/network.md).

Every message from a client is parsed and checked at one place
(:func:`protocol.parse_client`), limited in size and rate, and refused with
a reason the client words in its player's language; a refusal changes
nothing and disturbs nobody else. A connection acts only for its own seat,
and every move is checked by the game's rules here. A seat is sent only its
own view and the events it may see (``Event.visible``); an onlooker only the
public ones.

Every table lives in the store (store.py) as its game, options, seed, seats
and action log, the log appended at every action: a server killed and
started again resumes every table at its exact position.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import logging
import math
import secrets
import ssl
import time
from collections import deque
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import websockets
from websockets.asyncio.server import ServerConnection, serve

from accessible_games.core.errors import GameError, IllegalAction
from accessible_games.core.game import Event, Game, Result
from accessible_games.core.messages import Msg, render
from accessible_games.core.seats import BotSeat, RemoteSeat, Seat
from accessible_games.core.table import Table
from accessible_games.games.registry import GameEntry, entry, game_ids
from accessible_games.net import protocol, tls
from accessible_games.net.protocol import Bucket, Message, ProtocolError, encode, msg_data
from accessible_games.net.server import accounts, desk, ranking
from accessible_games.net.server.accounts import AccountError
from accessible_games.net.server.config import ServerConfig
from accessible_games.net.server.desk import AccountDesk, owner_of_account
from accessible_games.net.server.store import AccountRecord, SeatRecord, Store, TableRecord

log = logging.getLogger("accessible_games.server")

#: tables a connection may open: at once, and one more every so many seconds
CREATE_BURST, CREATE_EVERY = 5, 30.0
#: messages all connections from one address may send: at once, and then a second
ADDRESS_MESSAGE_BURST, ADDRESS_MESSAGE_RATE = 400, 200.0
#: tables all connections from one address may open: at once, and one more every so many seconds
ADDRESS_CREATE_BURST, ADDRESS_CREATE_EVERY = 20, 6.0
#: reports a connection may make: at once, and one more every so many seconds
REPORT_BURST, REPORT_EVERY = 3, 60.0
#: the chat lines of a connection kept for a report about it
SAID_LINES = 5
#: the longest ban an administrator may give (minutes: a year)
MAX_BAN_MINUTES = 525_600
#: the rows of a ranking sent at once
RANKING_ROWS = 20
#: bot names, given to the seats bots take: never the name of a person at
#: the table or connected to the server (see GameServer.bot_name)
BOT_NAMES = [
    "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hugo", "Ida", "Jonas",
    "Karla", "Lukas", "Mira", "Noah", "Olga", "Paul", "Rosa", "Simon", "Tilda", "Vincent",
]  # fmt: skip
#: the most events a returning player's recap holds (the latest)
RECAP_EVENTS = 200
#: the table chat lines kept for a player who comes back (the latest)
TABLE_CHAT_LINES = 20
#: how long a dropped player's seat waits before a bot plays it (seconds)
GRACE = 60.0
#: the most tables, connections, onlookers per table and queued messages per connection
MAX_TABLES, MAX_CLIENTS, MAX_WATCHERS, MAX_QUEUE = 5_000, 5_000, 50, 2_000
#: the most bytes queued for one connection (the largest message a client takes)
MAX_QUEUE_BYTES = protocol.SERVER_BYTES
#: how long a table nobody is at (no player of it connected, nobody watching) is kept, in
#: seconds times the clock scale: a waiting one then closes, a running one that long after
#: the grace period (its game ends unfinished); the store keeps it, as it keeps a finished one
TABLE_IDLE = 300.0
#: how often the server looks for such tables, at most (seconds times the clock scale)
SWEEP_EVERY = 30.0
#: unfinished tables one person (an account, or a guest's token) may have made at once
PERSON_TABLES = 5
#: waiting tables made from one address at once, this machine's own included (a new
#: connection is a new guest: only the address is the same)
ADDRESS_TABLES = 50
#: one answer to ``tables``: at most this many tables, and at most this many bytes (unless
#: one table alone is more)
TABLES_PAGE, TABLES_BYTES = 100, 32 * 1024


class Unsupported(ProtocolError):
    """A hello the server cannot serve (another protocol version): refused
    as ``fatal``, the connection is of no further use."""


def owner_of(token: str) -> str:
    """The opaque id stored for a player: a hash of their reconnect token
    (the token itself is never stored)."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()[:32]


class Outbox(asyncio.Queue[str | None]):
    """A connection's outgoing queue, counting the bytes it holds."""

    def _init(self, maxsize: int) -> None:
        super()._init(maxsize)
        self.bytes = 0

    def _put(self, item: str | None) -> None:
        super()._put(item)
        self.bytes += protocol.text_bytes(item) if item is not None else 0

    def _get(self) -> str | None:
        item = super()._get()
        self.bytes -= protocol.text_bytes(item) if item is not None else 0
        return item


class Client:
    """One connection: who it is, where it sits, and its outgoing queue
    (sent in order by one writer task; a client too slow to take its
    messages is disconnected rather than let the queue grow past
    MAX_QUEUE messages or MAX_QUEUE_BYTES bytes)."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.name = ""
        self.lang = "en"
        self.owner: str | None = None
        self.table: ServerTable | None = None
        self.seat: int | None = None
        self.messages = Bucket(protocol.BURST, protocol.RATE)
        self.chats = Bucket(protocol.CHAT_BURST, 1 / protocol.CHAT_EVERY)
        self.queue: Outbox = Outbox()
        self.closed = False
        #: why the writer closes the connection when it meets the end of the queue
        self.close_reason: tuple[int, str] = (1008, "too slow")
        #: where the connection comes from (its IP address), for the limits per address
        remote = getattr(ws, "remote_address", None)
        self.address = str(remote[0]) if isinstance(remote, tuple) and remote else "?"
        #: logins, registrations and password changes this connection may still try
        self.attempts = Bucket(desk.CONNECTION_BURST, 1 / desk.CONNECTION_EVERY)
        #: the account logged in on this connection (None: a guest), and its session token
        self.account: AccountRecord | None = None
        self.session: str | None = None
        #: the name asked for in hello, and the guest's owner id (from its reconnect token)
        self.hello_name = ""
        self.guest_owner: str | None = None
        #: tables this connection may still open, and reports it may still make
        self.creations = Bucket(CREATE_BURST, 1 / CREATE_EVERY)
        self.reports = Bucket(REPORT_BURST, 1 / REPORT_EVERY)
        #: the last chat lines this connection said (kept with a report about it)
        self.said: list[str] = []

    @functools.cached_property
    def from_afar(self) -> bool:
        """Whether the limits per address apply: not to this machine's own
        connections (a server behind a reverse proxy on this machine leaves
        them to the proxy)."""
        return self.address != "?" and not tls.is_loopback(self.address)

    def send(self, kind: str, **fields: Any) -> None:
        """Queue a message of type ``kind`` with ``fields`` for this client;
        nothing once the connection is closing (see :meth:`send_text`)."""
        if not self.closed:
            self.send_text(encode(kind, **fields))

    def send_text(self, text: str) -> None:
        """A message already encoded (one text for many clients)."""
        if self.closed:
            return
        if (
            self.queue.qsize() >= MAX_QUEUE
            or self.queue.bytes + protocol.text_bytes(text) > MAX_QUEUE_BYTES
        ):
            # what it has not taken is dropped at once: a client that does not read
            # holds no memory here while its connection closes
            while not self.queue.empty():
                self.queue.get_nowait()
            self.end(1008, "too slow")
            return
        self.queue.put_nowait(text)

    def end(self, code: int, reason: str) -> None:
        """Close this connection once what is queued for it has been sent."""
        if not self.closed:
            self.closed = True
            self.close_reason = (code, reason)
            self.queue.put_nowait(None)

    def notice(self, msg: Msg, table: int | None = None) -> None:
        """Queue a ``notice`` of ``msg`` (about ``table``, if given), which the
        client words in its player's language."""
        self.send("notice", table=table, msg=msg_data(msg))

    async def writer(self) -> None:
        """Send the queued messages in order; at the end of the queue
        (:meth:`end`) close the connection with its reason. Stops when the
        connection is closed."""
        while True:
            text = await self.queue.get()
            if text is None:
                await self.ws.close(*self.close_reason)
                return
            try:
                await self.ws.send(text)
            except websockets.ConnectionClosed:
                return


class NetSeat(RemoteSeat):
    """A person's seat at a server table: the events it may know go into
    the table's outbox for that seat, sent after the move is stored."""

    def __init__(self, name: str, owner: str | None, table: ServerTable, index: int) -> None:
        super().__init__(name)
        self.owner = owner
        self.server_table = table
        self.index = index

    def send(self, event: Event) -> None:
        """Keep ``event`` in the table's outbox for this seat:
        :meth:`ServerTable.flush` sends it once the move is stored."""
        self.server_table.outbox[self.index].append((event, self.server_table.acting_for))


@dataclass
class Vote:
    """A vote on a player who left a ranked game."""

    seat: int
    voters: set[int]
    votes: dict[int, bool]
    task: asyncio.Task[None]


class ServerTable:
    """One table: its record, its game and (once started) its core Table,
    who holds which seat, who watches, and what is still to be sent."""

    def __init__(self, server: GameServer, record: TableRecord, game: Game) -> None:
        self.server = server
        self.id = record.id
        self.record = record
        self.entry: GameEntry = entry(record.game)  # type: ignore[assignment]
        self.game = game
        self.seats = list(record.seats)
        self.status = record.status
        self.table: Table | None = None
        #: the connected client of each seat (None: empty, a bot, or away)
        self.holders: list[Client | None] = [None] * record.players
        self.watchers: set[Client] = set()
        #: the events each seat (and, at None, the onlookers) is still to be
        #: sent, each with the seat a computer played it for (None: its
        #: player's own move, or a bot's at a bot's seat)
        self.outbox: dict[int | None, list[tuple[Event, int | None]]] = {
            s: [] for s in range(record.players)
        }
        self.outbox[None] = []
        #: notices to be told after the moves now in the outbox (the
        #: ranking's changes after the move that ended the game): sent by flush
        self.after_moves: list[tuple[Msg, Msg | None, int | None]] = []
        #: the table's latest chat lines, numbered: (number, player, text)
        self.chat: deque[tuple[int, str, str]] = deque(maxlen=TABLE_CHAT_LINES)
        self.chat_number = 0
        #: the number of the last chat line each away seat heard (its recap's chat)
        self.chat_heard: dict[int, int] = {}
        #: while a move is applied: the seat a computer plays it for (see apply)
        self.acting_for: int | None = None
        #: the numbers of the moves a computer played for an away person
        #: (since the server started: the recap names them)
        self.played_for: set[int] = set()
        #: a dropped player's seat: the task that gives it to a bot after the grace period
        self.drops: dict[int, asyncio.Task[None]] = {}
        #: the move number at which each away seat left (for the recap)
        self.away_since: dict[int, int] = {}
        self.timer: asyncio.Task[None] | None = None
        self.timer_for: tuple[int, int] | None = None
        #: the bots' moves under way in the server's bot pool (see run_bots)
        self.thinking: asyncio.Task[None] | None = None
        #: a ranked game: the account of each ranked seat (see ranking.py)
        self.ranked: dict[int, int] = {}
        #: ranked seats whose player left the running game and is not back
        self.left_ranked: set[int] = set()
        #: seats given to a bot after their player's grace period ran out
        #: (until the player is back)
        self.given: set[int] = set()
        #: every person who held a seat here at any time (owner id) and the
        #: machines they connected from (ranking.machine): the same-address check
        self.addresses: dict[str, set[str]] = {}
        #: the vote on a player who left: (their seat, the voters' seats, the votes, the
        #: deadline task)
        self.vote: Vote | None = None
        #: the address the table was made from (None: made before the server's start)
        self.address: str | None = None
        #: since when nobody has been at the table (time.monotonic(); None: someone is)
        self.deserted_since: float | None = time.monotonic()
        #: the table as the lobby lists it, encoded, and its size (None: to be made again)
        self.listed: tuple[str, int] | None = None

    # --- what the lobby sees ----------------------------------------------------

    def info(self) -> dict[str, Any]:
        """The table as the lobby lists it: its id, game, players, options,
        status, whether it is competitive, how many watch, and each seat's kind,
        name, bot level, whether its player is away and whether a guest."""
        seats = []
        for index, rec in enumerate(self.seats):
            away = rec.kind == "human" and self.holders[index] is None and self.status != "over"
            guest = rec.kind == "human" and not (rec.owner or "").startswith("account:")
            seats.append(
                {
                    "kind": rec.kind,
                    "name": rec.name,
                    "level": rec.level,
                    "away": away,
                    "guest": guest,
                }
            )
        return {
            "id": self.id,
            "game": self.record.game,
            "players": self.record.players,
            "options": self.record.options,
            "status": self.status,
            "seats": seats,
            "competitive": self.record.competitive,
            "watchers": len(self.watchers),
        }

    def levels(self) -> list[str | None]:
        """Each seat's computer player: a bot's level, "away" for a person's
        seat a computer plays meanwhile, None for a person playing."""
        table = self.table
        return [
            rec.level
            if rec.kind == "bot"
            else "away"
            if rec.kind == "human" and table is not None and not isinstance(table.seats[i], NetSeat)
            else None
            for i, rec in enumerate(self.seats)
        ]

    def names(self) -> list[str]:
        """Each seat's name as the players see it (its number, from 1, for a
        seat without a name)."""
        return [rec.name or f"{index + 1}" for index, rec in enumerate(self.seats)]

    def listing(self) -> tuple[str, int]:
        """:meth:`info` encoded for the lobby's list, and its size in bytes;
        made again only after the table changed (:meth:`GameServer.lobby_changed`)."""
        if self.listed is None:
            text = protocol.encode_value(self.info())
            self.listed = (text, protocol.text_bytes(text))
        return self.listed

    # --- nobody here ------------------------------------------------------------------

    def mind(self) -> None:
        """Note whether anyone is at the table: a player of it connected, or
        someone watching (see :meth:`close_if_deserted`)."""
        if any(c is not None for c in self.holders) or self.watchers:
            self.deserted_since = None
        elif self.deserted_since is None:
            self.deserted_since = time.monotonic()

    def close_if_deserted(self, now: float) -> bool:
        """Close the table if nobody has been at it for too long: TABLE_IDLE
        (times the clock scale) for a waiting table, that much after the
        grace period for a running one. Whether it closed."""
        if self.deserted_since is None or self.status == "over":
            return False
        idle = self.server.idle * self.server.clock_scale
        if self.status == "playing":
            idle += self.server.grace
        if now - self.deserted_since < idle:
            return False
        self.close()
        return True

    def close(self) -> None:
        """The table ends, unfinished: stored as over (its record and log
        stay in the store, and a restart leaves it closed), gone from the
        lobby and from the server's memory (nobody is at it); its timers
        stop."""
        log.info("table %s closes: nobody has been at it for a while", self.id)
        self.status = "over"
        for task in (*self.drops.values(), self.timer, self.thinking):
            if task is not None:
                task.cancel()
        self.drops.clear()
        self.timer, self.timer_for = None, None
        self.server.store.set_status(self.id, "over")
        self.server.lobby_changed(self)

    # --- starting ---------------------------------------------------------------------

    def start(self) -> None:
        """Bots take the empty seats and the game begins."""
        filled = []
        for index, rec in enumerate(self.seats):
            if rec.kind == "empty":
                level = list(self.entry.bots)[-1]
                name = self.server.bot_name(self.seats)
                self.seats[index] = SeatRecord("bot", name, level, None)
                self.server.store.set_seat(self.id, index, self.seats[index])
                filled.append(name)
        self.status = "playing"
        self.server.store.set_status(self.id, "playing")
        self._rank_at_start()
        self._seat_everyone()  # a player dropped while the table waited is away from move 0
        if filled:
            self.tell(Msg("net.filled", seats=filled))
        self.tell(Msg("net.start"))
        assert self.table is not None  # _seat_everyone made it
        self.table.start()
        self.run_bots()
        self.flush()

    # --- the ranking --------------------------------------------------------------------

    def _rank_at_start(self) -> None:
        """A competitive table: ranked when two of its players are logged in
        and no two of its players share an address; the table hears which."""
        if not self.record.competitive:
            return
        accounts_here = {
            i: a
            for i, rec in enumerate(self.seats)
            if rec.kind == "human" and (a := ranking.account_of(rec.owner)) is not None
        }
        if ranking.shared(self.addresses) and not self.server.same_address:
            self.server.store.set_unranked(self.id)
            self.tell(Msg("rank.same_address"))
        elif len(accounts_here) < 2:
            self.server.store.set_unranked(self.id)
            self.tell(Msg("rank.too_few"))
        else:
            self.ranked = accounts_here
            self.tell(Msg("rank.on", players=[self.seats[i].name for i in sorted(accounts_here)]))

    def _held_from(self, client: Client) -> None:
        """``client`` holds a seat: its machine is counted for the
        same-address check; a ranked game found sharing is ranked no more."""
        if client.owner is None:
            return
        self.addresses.setdefault(client.owner, set()).add(ranking.machine(client.address))
        if self.ranked and not self.server.same_address and ranking.shared(self.addresses):
            self.ranked = {}
            self.server.store.set_unranked(self.id)
            self.tell(Msg("rank.same_address"))

    def _ranked_again(self) -> None:
        """After a restart: the ranked seats as the start made them."""
        if (
            self.record.competitive
            and self.status == "playing"
            and not self.server.store.unranked(self.id)
        ):
            self.ranked = {
                i: a
                for i, rec in enumerate(self.seats)
                if rec.kind == "human" and (a := ranking.account_of(rec.owner)) is not None
            }

    def _over(self) -> None:
        """The game ended: stored as over with its ranking, told to the table."""
        if not self.ranked:
            self.server.store.set_status(self.id, "over")
            return
        result = self.game.result()
        winners = result.winners if result is not None else ()
        # a player away past the grace period when the game ends (a bot
        # played on for them) is not ranked by the bot's result
        gone = {seat for seat in self.ranked if self.holders[seat] is None and seat in self.given}
        changes = ranking.changes(
            self.record.players,
            tuple(winners),
            self.game.plays_in_pairs(),
            self.ranked,
            self.left_ranked | gone,
        )
        self.server.store.finish(self.id, changes)
        by_account = {a: s for s, a in self.ranked.items()}
        for change in changes:
            total = next(
                (
                    r.points
                    for r in self.server.store.record(change.account)
                    if r.game == self.record.game
                ),
                0,
            )
            key = "rank.change.won" if change.points >= 0 else "rank.change.lost"
            seat = by_account[change.account]
            # said after the move that ended the game (see flush)
            self.after_moves.append(
                (
                    Msg(key, player=self.seats[seat].name, points=abs(change.points), total=total),
                    Msg(f"{key}.own", points=abs(change.points), total=total),
                    seat,
                )
            )

    def start_vote(self, seat: int, leaver: Client | None = None) -> None:
        """The player of ranked ``seat`` left the running game: the other
        ranked players here vote on a penalty."""
        if self.vote is not None:
            return
        voters = {i for i in self.ranked if i != seat and self.holders[i] is not None}
        if not voters:
            # nobody here to vote (the others are away): the rule's default
            # decides (docs/rules/maumau.md, Decision "a vote nobody can hold")
            self._judge(seat, ranking.DEFAULT_PUNISH, leaver)
            return
        seconds = ranking.VOTE_SECONDS
        task = asyncio.get_running_loop().create_task(
            self._vote_ends(seconds * self.server.clock_scale)
        )
        self.vote = Vote(seat, voters, {}, task)
        ask = Msg(
            "rank.vote.ask",
            player=self.seats[seat].name,
            points=-ranking.PENALTY,
            seconds=int(seconds),
        )
        for index in voters:
            client = self.holders[index]
            if client is not None:
                client.notice(ask, self.id)

    def _voter_gone(self, seat: int) -> None:
        """The player of ``seat`` left during a vote: they vote no more; a
        vote with nobody left to vote ends at once, by the rule's default
        when nobody voted (docs/rules/maumau.md, "a vote nobody can hold")."""
        vote = self.vote
        if vote is None or seat not in vote.voters:
            return
        vote.voters.discard(seat)
        vote.votes.pop(seat, None)
        if vote.voters and set(vote.votes) < vote.voters:
            return
        vote.task.cancel()
        if vote.votes:
            self._count_votes()
        else:
            self.vote = None
            self._judge(vote.seat, ranking.DEFAULT_PUNISH)

    def cast(self, client: Client, punish: bool) -> None:
        """Count ``client``'s vote (``punish``) on the player who left; once
        every voter has voted, the vote ends. :class:`ProtocolError` when there
        is no vote or ``client`` is not one of its voters."""
        vote = self.vote
        if vote is None or client.seat not in vote.voters:
            raise ProtocolError(Msg("rank.vote.none"))
        vote.votes[client.seat] = punish
        client.notice(Msg("rank.vote.counted"), self.id)
        if set(vote.votes) >= vote.voters:
            vote.task.cancel()
            self._count_votes()

    async def _vote_ends(self, seconds: float) -> None:
        await asyncio.sleep(seconds)
        self._count_votes()

    def _count_votes(self) -> None:
        vote, self.vote = self.vote, None
        if vote is None:
            return
        yes = sum(vote.votes.values())
        self._judge(vote.seat, ranking.punished(yes, len(vote.votes) - yes))

    def _judge(self, seat: int, punish: bool, leaver: Client | None = None) -> None:
        """The leaver of ranked ``seat`` is punished (the penalty, said) or
        spared; ``leaver``: their connection, told too (they left the table)."""
        name = self.seats[seat].name
        if punish:
            self.server.store.penalize(self.id, self.ranked[seat], ranking.PENALTY)
            msg = Msg("rank.vote.punished", player=name, points=-ranking.PENALTY)
        else:
            msg = Msg("rank.vote.spared", player=name)
        self.tell(msg)
        if leaver is not None:
            leaver.notice(msg, self.id)

    def _seat_everyone(self) -> None:
        """The core Table with every seat; a person not connected now is
        away from this move on, and a bot plays the seat after the grace
        period unless they come back."""
        self.table = Table(self.game, [self._seat(i) for i in range(self.record.players)])
        self.table.onlookers.append(lambda e: self.outbox[None].append((e, self.acting_for)))
        for index, rec in enumerate(self.seats):
            if rec.kind == "human" and self.holders[index] is None:
                self.away_since[index] = len(self.game.log)
                self.drops[index] = asyncio.get_running_loop().create_task(self._grace(index))

    def _seat(self, index: int) -> Seat:
        rec = self.seats[index]
        if rec.kind == "bot":
            return BotSeat(rec.name, self.entry.make_bot(rec.level or list(self.entry.bots)[-1]))
        return NetSeat(rec.name, rec.owner, self, index)

    def resume(self) -> None:
        """A table read back from the store after a restart: its game is at
        the stored position; its people are away until they reconnect."""
        if self.status != "playing":
            return
        self._ranked_again()
        self._seat_everyone()
        self.run_bots()
        self.flush()

    # --- moves ------------------------------------------------------------------------

    def apply(self, seat: int, action: Any) -> None:
        """A move, checked by the rules, then stored before anyone hears of it."""
        assert self.table is not None
        played_for = self.seats[seat].kind == "human" and not isinstance(
            self.table.seats[seat], NetSeat
        )
        number = len(self.game.log)
        self.acting_for = seat if played_for else None
        try:
            self.table.act(seat, action)
        finally:
            self.acting_for = None
        if played_for:
            self.played_for.add(number)
        self.server.store.append_action(self.id, seat, self.game.log[-1][1])
        if self.game.is_over() and self.status != "over":
            self.status = "over"
            self._over()
            self.server.lobby_changed(self)

    def _bot_turn(self) -> int | None:
        """The seat of the bot (or the seat played for an away player) to
        move now; None while a person here must move, or at the end."""
        table = self.table
        if table is None or self.status == "over" or self.game.is_over() or table.humans_waiting():
            return None
        return table.bot_waiting()

    def run_bots(self) -> None:
        """Bots (and seats played for an away player) move until a person
        here must. With the server's bot pool their choices are worked out
        there, off the event loop (:meth:`_think`), so that the other tables
        go on while a bot decides; without one, at once."""
        if self.thinking is not None:
            return  # the bots of this table are under way already
        table = self.table
        if self.server.bot_pool is None:
            while (seat := self._bot_turn()) is not None:
                assert table is not None
                self.apply(seat, table.choose(seat))
        elif self._bot_turn() is not None:
            self.thinking = asyncio.get_running_loop().create_task(self._think())

    async def _think(self) -> None:
        """Each bot's choice in the bot pool, then the move here, heard by
        everyone at once, until a person must move. A choice made for a
        position that changed meanwhile, or for a seat its player took back,
        is dropped and made again. The choices are those made at once: a
        bot's chance comes from the seed, its seat and the move number."""
        loop = asyncio.get_running_loop()
        try:
            while (seat := self._bot_turn()) is not None:
                table = self.table
                assert table is not None
                bot, moves = table.seats[seat], len(self.game.log)
                view, legal, rng = (
                    self.game.view(seat),
                    self.game.legal_actions(seat),
                    table.bot_rng(seat),
                )
                try:
                    action = await loop.run_in_executor(
                        self.server.bot_pool, bot.choose, view, legal, rng
                    )
                    failed = False
                except Exception:
                    failed = True
                if (
                    table.seats[seat] is not bot
                    or len(self.game.log) != moves
                    or self.game.is_over()
                ):
                    continue  # the position moved on under the bot (its player took the seat back)
                if failed:  # a bot that fails must not take the server down; the table waits
                    log.exception("table %s: the bot of seat %s failed", self.id, seat + 1)
                    return
                self.apply(seat, action)
                self.flush()
        except GameError:
            log.exception("table %s: a bot's move was refused", self.id)
        finally:
            self.thinking = None

    def act(self, client: Client, text: str) -> None:
        """Make ``client``'s move ``text`` at its seat, stored, then let the
        bots move and send everyone what happened. :class:`IllegalAction` for an
        onlooker, at a table not started yet, or for a move the rules refuse
        (nothing changes)."""
        if client.seat is None:
            raise IllegalAction(Msg("net.watching"))
        if self.table is None:
            raise IllegalAction(Msg("net.not_started", table=self.id))
        self.apply(client.seat, text)
        self.run_bots()
        self.flush()

    def flush(self) -> None:
        """Send every seat and onlooker what it is still to hear, then where
        the table stands; (re)start the turn timer."""
        for seat, client in enumerate(self.holders):
            events = self.outbox[seat]
            if client is not None:
                for event, by in events:
                    data = protocol.event_data(event)
                    client.send("event", table=self.id, event=data, computer=by)
                client.send("state", table=self.id, **self.state(seat))
            events.clear()
        public = self.outbox[None]
        for client in self.watchers:
            for event, by in public:
                client.send("event", table=self.id, event=protocol.event_data(event), computer=by)
            client.send("state", table=self.id, **self.state(None))
        public.clear()
        later, self.after_moves = self.after_moves, []
        for msg, own, told in later:
            self.tell(msg, own, told)
        self._clock()

    def state(self, seat: int | None) -> dict[str, Any]:
        """Where the table stands for ``seat`` (None: an onlooker), as a
        ``state`` message says it: the status, names, the seat's view and listed
        moves, who is waited for, whether it is over, the number of moves and
        the result."""
        game = self.game
        legal = game.menu_actions(seat) if seat is not None and self.table is not None else []
        result = game.result()
        started = self.table is not None
        return {
            "status": self.status,
            "names": self.names(),
            "levels": self.levels(),
            "view": game.view(seat),
            "legal": [protocol.action_data(a) for a in legal],
            "waiting": game.waiting_for() if started else [],
            "over": game.is_over(),
            "moves": len(game.log),
            "result": _result_data(result) if result else None,
        }

    # --- the turn timer --------------------------------------------------------------

    def _clock(self) -> None:
        seconds = self.game.time_per_move()
        waiting = (
            self.table.humans_waiting()
            if self.table is not None and not self.game.is_over()
            else []
        )
        key = (waiting[0], len(self.game.log)) if waiting and seconds else None
        if key == self.timer_for:
            return
        if self.timer is not None:
            self.timer.cancel()
        self.timer, self.timer_for = None, key
        if key is not None:
            self.timer = asyncio.get_running_loop().create_task(
                self._expire(key, float(seconds or 0))
            )

    async def _expire(self, key: tuple[int, int], seconds: float) -> None:
        await asyncio.sleep(seconds * self.server.clock_scale)
        seat, moves = key
        if (
            self.status == "over"
            or self.game.is_over()
            or len(self.game.log) != moves
            or seat not in self.game.waiting_for()
        ):
            return
        action = self.game.timeout_action(seat)
        self.timer_for = None
        if action is None:
            return
        self.tell(Msg("net.timeout", player=self.seats[seat].name), Msg("net.timeout.own"), seat)
        self.apply(seat, action)
        self.run_bots()
        self.flush()

    # --- people coming and going ---------------------------------------------------

    def tell(self, msg: Msg, own: Msg | None = None, seat: int | None = None) -> None:
        """A notice to everyone at the table (``own`` to ``seat`` instead)."""
        for index, client in enumerate(self.holders):
            if client is not None:
                client.notice(own if own is not None and index == seat else msg, self.id)
        for client in self.watchers:
            client.notice(msg, self.id)

    def sit(self, client: Client, seat: int) -> None:
        """Seat ``client`` at ``seat`` (stored) and send it the table; the table
        hears that it joined or came back, and a bot playing the seat meanwhile
        gives it back."""
        rec = self.seats[seat]
        returning = rec.kind == "human" and rec.owner == client.owner
        self.seats[seat] = SeatRecord("human", client.name, None, client.owner)
        self.server.store.set_seat(self.id, seat, self.seats[seat])
        if self.status == "waiting":
            self._rename_bots_like(client.name)
        self.holders[seat] = client
        self.given.discard(seat)
        self._held_from(client)
        client.table, client.seat = self, seat
        self.left_ranked.discard(seat)
        task = self.drops.pop(seat, None)
        if task is not None:
            task.cancel()
        if self.table is not None:
            current = self.table.seats[seat]
            if not isinstance(current, NetSeat):  # a bot played for the player meanwhile
                self.table.seats[seat] = NetSeat(client.name, client.owner, self, seat)
                self.table.seats[seat].seated(self.table.view_for(seat))
        if returning:
            self.tell(
                Msg("net.returned", player=client.name),
                Msg("net.returned.own", table=self.id),
                seat,
            )
        else:
            self.tell(
                Msg("net.joined", player=client.name, seat=seat + 1),
                Msg("net.joined.own", seat=seat + 1, table=self.id),
                seat,
            )
        self.send_table(client, seat)
        self.server.lobby_changed(self)

    def _rename_bots_like(self, name: str) -> None:
        """A person called ``name`` sat down at the waiting table: a bot
        with that name (or a look-alike) takes another, and the table hears
        it, so that no two seats are called alike."""
        shape = accounts.skeleton(name)
        for index, rec in enumerate(self.seats):
            if rec.kind == "bot" and accounts.skeleton(rec.name) == shape:
                new = self.server.bot_name(self.seats, also=name)
                self.seats[index] = SeatRecord("bot", new, rec.level, None)
                self.server.store.set_seat(self.id, index, self.seats[index])
                self.tell(Msg("net.bot_renamed", old=rec.name, name=new, seat=index + 1))

    def send_table(self, client: Client, seat: int | None) -> None:
        """Everything a client needs to sit down or watch: the table, the
        match's facts for its narrator, where it stands, and what happened
        since it was away (events that seat may know)."""
        recap: list[list[Any]] = []
        computer: list[int | None] = []
        since = self.away_since.pop(seat, None) if seat is not None else None
        missed = 0
        if since is not None and since < len(self.game.log):
            missed = len(self.game.log) - since
            told = [
                (number, e)
                for number, e in events_since(self.game, since)
                if seat is not None and e.visible(seat)
            ][-RECAP_EVENTS:]
            recap = [protocol.event_data(e) for _, e in told]
            computer = [
                self.game.log[number][0] if number in self.played_for else None
                for number, _ in told
            ]
        client.send(
            "table",
            table=self.info(),
            seat=seat,
            facts=self.game.facts(),
            recap=recap,
            recap_computer=computer,
            recap_moves=missed,
            made=self.record.creator == client.owner,
            **self.state(seat),
        )
        heard = self.chat_heard.pop(seat, None) if seat is not None else None
        if heard is not None:
            for number, player, text in self.chat:
                if number > heard:  # said at the table while this player was away
                    client.send("chat", scope="table", player=player, text=text, earlier=True)
        self._clock()

    def watch(self, client: Client) -> None:
        """``client`` watches the table: it is sent the table as an onlooker
        sees it, and the table and the lobby hear of it."""
        self.watchers.add(client)
        client.table, client.seat = self, None
        self.tell(Msg("net.watch", player=client.name), Msg("net.watch.own", table=self.id))
        client.notice(Msg("net.watch.own", table=self.id), self.id)
        self.send_table(client, None)
        self.server.lobby_changed(self)

    def leave(self, client: Client, dropped: bool = False) -> None:
        """``client`` leaves (or lost its connection, ``dropped``)."""
        client.table, seat, client.seat = None, client.seat, None
        if seat is None:
            self.watchers.discard(client)
            self.server.lobby_changed(self)
            return
        self.holders[seat] = None
        self.chat_heard.setdefault(seat, self.chat_number)
        if self.status == "waiting" and not dropped:
            self.chat_heard.pop(seat, None)  # the seat is free: nobody comes back to it
            self.seats[seat] = SeatRecord("empty", "", None, None)
            self.server.store.set_seat(self.id, seat, self.seats[seat])
            self.tell(Msg("net.left", player=client.name))
        elif self.status == "waiting":  # dropped: the seat is kept for them
            self.tell(Msg("net.dropped.waiting", player=client.name))
        elif self.status == "playing":
            self.away_since[seat] = len(self.game.log)
            if dropped:
                self.tell(
                    Msg(
                        "net.dropped",
                        player=client.name,
                        seconds=max(1, math.ceil(self.server.grace)),
                    )
                )
                self.drops[seat] = asyncio.get_running_loop().create_task(self._grace(seat))
            else:
                self.tell(Msg("net.left", player=client.name))
                self._voter_gone(seat)
                if seat in self.ranked:
                    self.left_ranked.add(seat)
                    self.start_vote(seat, client)
                self._bot_takes(seat)
        client.notice(Msg("net.left.own"), self.id)
        self.server.lobby_changed(self)

    async def _grace(self, seat: int) -> None:
        await asyncio.sleep(self.server.grace)
        self.drops.pop(seat, None)
        if self.holders[seat] is None and self.status == "playing":
            self.given.add(seat)
            if seat in self.ranked and not self.game.is_over():
                # not back within the grace period: a leaver, as leaving by
                # `leave` makes one (docs/rules/maumau.md): the others vote
                self.left_ranked.add(seat)
                self.tell(Msg("rank.left.dropped", player=self.seats[seat].name))
                self.start_vote(seat)
            self._bot_takes(seat)

    def _bot_takes(self, seat: int) -> None:
        """A bot plays an away player's seat until they come back (the
        seat stays theirs)."""
        assert self.table is not None
        rec = self.seats[seat]
        self.table.seats[seat] = BotSeat(rec.name, self.entry.make_bot(list(self.entry.bots)[-1]))
        self.tell(Msg("net.bot_plays", player=rec.name))
        self.run_bots()
        self.flush()


def _result_data(result: Result) -> dict[str, Any]:
    """A finished game's result on the wire: scores, winners and the game's
    own result line, if it has one."""
    data: dict[str, Any] = {"scores": list(result.scores), "winners": list(result.winners)}
    if result.line is not None:
        data["line"] = protocol.msg_data(result.line)
    return data


def events_since(game: Game, since: int) -> list[tuple[int, Event]]:
    """The events of the moves from number ``since`` on, each with the
    number of the move that made it, made again by replaying the game's
    log (a table keeps no events)."""
    replay = type(game)(game.players, game.options, game.seed)
    events: list[tuple[int, Event]] = []
    for number, (seat, text) in enumerate(game.log):
        made = replay.apply(seat, text)
        if number >= since:
            events.extend((number, e) for e in made)
    return events


class GameServer:
    """The server's state: its tables (in the store, and live here), its
    clients, and the lobby."""

    def __init__(
        self,
        store: Store,
        grace: float = GRACE,
        clock_scale: float = 1.0,
        rate: float = protocol.RATE,
        bot_pool: Executor | None = None,
        same_address: bool = False,
        config: ServerConfig | None = None,
        max_tables: int = MAX_TABLES,
        max_clients: int = MAX_CLIENTS,
        idle: float = TABLE_IDLE,
        address_tables: int = ADDRESS_TABLES,
    ) -> None:
        self.store = store
        #: the most unfinished tables and connections at once
        self.max_tables, self.max_clients = max_tables, max_clients
        #: how long a table nobody is at is kept (seconds, times the clock scale; TABLE_IDLE)
        self.idle = idle
        #: waiting tables made from one address at once (ADDRESS_TABLES)
        self.address_tables = address_tables
        #: the lobby's list as ``tables`` pages it: each table encoded, the waiting ones
        #: first, the newest first within each (None: to be made again, after a change)
        self.listing: list[tuple[str, int]] | None = None
        self.config = config or ServerConfig()
        #: rank competitive games of players who connect from one address (a household's server)
        self.same_address = same_address
        #: where bots work out their moves, off the event loop (None: at once, in it)
        self.bot_pool = bot_pool
        self.grace = grace
        #: the messages a connection may send per second (twice that in a burst); told in the
        #: welcome
        self.rate = rate
        #: the turn timer's seconds are multiplied by this (tests shorten them)
        self.clock_scale = clock_scale
        #: the unfinished tables, and the finished ones someone is still at
        self.tables: dict[int, ServerTable] = {}
        self.clients: set[Client] = set()
        self.accounts = AccountDesk(store)
        #: the tables each person may still open (a new connection does not start afresh)
        self.creations = desk.Buckets(CREATE_BURST, CREATE_EVERY)
        #: what all connections of one person (account or guest token) may send together
        self.person_messages = desk.Buckets(4 * self.rate, 1 / (2 * self.rate))
        #: what all connections from one address may send and open together
        self.address_messages = desk.Buckets(ADDRESS_MESSAGE_BURST, 1 / ADDRESS_MESSAGE_RATE)
        self.address_creations = desk.Buckets(ADDRESS_CREATE_BURST, ADDRESS_CREATE_EVERY)
        #: requests still being carried out (a password being checked)
        self.working: set[asyncio.Task[None]] = set()

    # --- the store ----------------------------------------------------------------------

    def load(self) -> None:
        """Every unfinished table of the store, replayed to its stored position."""
        for record in self.store.tables():
            found = entry(record.game)
            if found is None:
                log.warning("table %s: unknown game %s", record.id, record.game)
                continue
            try:
                # the stored options came from a client: values only, as at creation
                game = found.make_game(record.players, record.options, record.seed, remote=True)
                for seat, text in self.store.read_log(record.id):
                    game.apply(seat, text)
            except GameError as exc:
                log.warning("table %s cannot be replayed: %s", record.id, exc.msg.key)
                continue
            if game.is_over():  # stopped between its last move and its end: over now
                self.store.set_status(record.id, "over")
                continue
            self.tables[record.id] = ServerTable(self, record, game)

    def sweep(self) -> None:
        """Close every table nobody has been at for too long
        (:meth:`ServerTable.close_if_deserted`)."""
        now = time.monotonic()
        for table in list(self.tables.values()):
            table.close_if_deserted(now)

    async def sweeper(self) -> None:
        """Sweep now and then, as long as the server runs."""
        every = max(0.05, min(SWEEP_EVERY, self.idle / 4) * self.clock_scale)
        while True:
            await asyncio.sleep(every)
            try:
                self.sweep()
            except Exception:  # a store that fails now must not end the sweeping for good
                log.exception("closing the tables nobody is at failed")

    def resume(self) -> None:
        """Resume every table read back from the store (:meth:`ServerTable.resume`)."""
        for table in list(self.tables.values()):
            table.resume()

    def bot_name(self, seats: list[SeatRecord], also: str = "") -> str:
        """A bot name that no seat of ``seats``, no person connected now and
        not ``also`` has or looks like ("Bot N" once every name is taken)."""
        taken = {accounts.skeleton(rec.name) for rec in seats if rec.name}
        taken.update(accounts.skeleton(c.name) for c in self.clients if c.name)
        if also:
            taken.add(accounts.skeleton(also))
        for name in BOT_NAMES:
            if accounts.skeleton(name) not in taken:
                return name
        numbered = (f"Bot {n}" for n in range(1, len(taken) + 2))
        return next(n for n in numbered if accounts.skeleton(n) not in taken)

    # --- connections ------------------------------------------------------------------

    async def handle(self, ws: ServerConnection) -> None:
        """Serve one connection until it closes (closed at once when the server
        has its most connections): each message is handled in turn, and a seat
        it held is kept for its player as after a drop
        (:meth:`ServerTable.leave`)."""
        if len(self.clients) >= self.max_clients:
            await ws.close(1013, "server full")
            return
        client = Client(ws)
        client.messages = Bucket(2 * self.rate, self.rate)
        self.clients.add(client)
        writer = asyncio.get_running_loop().create_task(client.writer())
        try:
            async for raw in ws:
                if client.closed:
                    # not read, only taken off the connection: the writer closes it, and
                    # the client's answer to the close must not wait behind its requests
                    continue
                self.receive(client, raw)
        except websockets.ConnectionClosed:
            pass
        finally:
            self.clients.discard(client)
            client.closed = True
            if client.table is not None:
                client.table.leave(client, dropped=True)
            writer.cancel()

    def receive(self, client: Client, raw: str | bytes) -> None:
        """One message from a client: checked, then carried out; a refusal
        is answered and changes nothing."""
        n = None
        try:
            allowed = (
                client.messages.take()
                and (
                    not client.from_afar
                    or client.owner is None
                    or self.person_messages.take(client.owner)
                )
                and (not client.from_afar or self.address_messages.take(client.address))
            )
            if isinstance(raw, bytes):  # the protocol is JSON text; a binary frame is not read
                raise ProtocolError(Msg("net.binary"))
            message = protocol.parse_client(raw)
            n = message.get("n")  # a refusal, even for the rate, names the request it answers
            if not allowed:
                raise ProtocolError(Msg("net.rate"))
            if message.type != "hello" and client.owner is None:
                raise ProtocolError(Msg("net.hello_first"))
            result = getattr(self, f"on_{message.type}")(client, message)
            if asyncio.iscoroutine(result):  # answered once it is carried out
                task = asyncio.get_running_loop().create_task(self._finish(client, n, result))
                self.working.add(task)
                task.add_done_callback(self.working.discard)
                return
            if n is not None:
                client.send("done", n=n)
        except GameError as exc:  # ProtocolError and IllegalAction among them
            fatal = {"fatal": True} if isinstance(exc, Unsupported) else {}
            client.send("refused", n=n, reason=msg_data(exc.msg), **fatal)

    async def _finish(self, client: Client, n: int | None, work: Any) -> None:
        """A request that waits (a password checked off the event loop):
        answered like the others once it is done."""
        try:
            await work
            if n is not None:
                client.send("done", n=n)
        except GameError as exc:
            client.send("refused", n=n, reason=msg_data(exc.msg))

    # --- what a client asks -----------------------------------------------------------

    def on_hello(self, client: Client, m: Message) -> None:
        """Greet a connection: check its protocol version, name and bans, log it
        in with the session it brings (if still good) or take it as a guest
        (under a guest's name when its own is taken), send ``welcome`` with its
        reconnect token, and give it back a seat it holds. A ban or another
        protocol version is refused as fatal."""
        if client.owner is not None:
            raise ProtocolError(Msg("net.hello_twice"))
        if m["version"] != protocol.VERSION:
            raise Unsupported(Msg("net.version", server=protocol.VERSION, client=m["version"]))
        try:
            wanted = accounts.check_name(m["name"])
        except AccountError as exc:
            raise ProtocolError(exc.msg) from None
        self._not_banned("address", client.address, m["lang"])
        token = m.get("token") or secrets.token_urlsafe(24)
        self._not_banned("owner", owner_of(token), m["lang"])  # a banned guest
        client.lang, client.hello_name, client.guest_owner = m["lang"], wanted, owner_of(token)
        account = self.accounts.session(m["session"]) if m.get("session") else None
        if account is not None and self.store.banned(
            "account", str(account.id), self.accounts.clock()
        ):
            account = None  # a banned account's session does not log in; the login says why
        if account is not None:
            client.account, client.session = account, m["session"]
            client.owner, client.name = owner_of_account(account), account.name
        else:
            client.owner = (
                client.guest_owner
            )  # first: the person's own older connection is not "another"
            client.name = self._guest_name(client, wanted)
        client.send(
            "welcome",
            version=protocol.VERSION,
            token=token,
            name=client.name,
            games=game_ids(),
            rate=self.rate,
            guest=client.account is None,
        )
        if m.get("session") and account is None:
            client.notice(Msg("acct.session.ended"))
        if client.account is None and client.name != wanted:
            client.notice(Msg("acct.guest.renamed", name=wanted, guest=client.name))
        self._back_to_seat(client, m.get("moves"))

    # --- names and accounts -------------------------------------------------------------

    def _taken(self, name: str, client: Client) -> bool:
        """Whether ``name`` looks like an account's (not ``client``'s own), an
        administrator's, or the name of another person connected now."""
        shape = accounts.skeleton(name)
        account = self.store.account(shape)
        if account is not None and (client.account is None or client.account.id != account.id):
            return True
        if self.config.looks_like_admin(name) and not (
            client.account is not None and self.config.is_admin(client.account.name)
        ):
            return True
        return self._others_named(name, client)

    def _others_named(self, name: str, client: Client) -> bool:
        """Whether another person than ``client``'s is connected under
        ``name`` or a look-alike (their own older connections are not others)."""
        return any(
            other is not client and other.owner != client.owner for other in self._connected(name)
        )

    def _guest_name(self, client: Client, wanted: str) -> str:
        """``wanted`` if no account or other player here looks like it, else
        the first free "Guest N" (in the player's language)."""
        if not self._taken(wanted, client):
            return wanted
        for number in range(1, len(self.clients) + 2):
            name = render(Msg("acct.guest.name", number=number), client.lang)
            if not self._taken(name, client):
                return name
        return render(Msg("acct.guest.name", number=secrets.randbelow(10**6)), client.lang)

    def _signed_in(self, client: Client, account: AccountRecord, key: str) -> None:
        """``client`` is ``account`` from now on: a new session, the
        account's name, and its seats back."""
        client.account, client.owner, client.name = account, owner_of_account(account), account.name
        client.session = self.accounts.new_session(account)
        client.send("account", name=account.name, session=client.session, guest=False)
        client.notice(Msg(key, name=account.name))
        self._back_to_seat(client, None)

    def _no_table(self, client: Client) -> None:
        if client.table is not None:
            raise ProtocolError(Msg("acct.at_table"))

    def on_register(self, client: Client, m: Message) -> Any:
        """Register an account and log this connection in to it, answered once
        the password is hashed. Refused at a table, when logged in already, and
        for a guest's name, another connected player's or one like an
        administrator's."""
        self._no_table(client)
        if client.account is not None:
            raise ProtocolError(Msg("acct.already", name=client.account.name))
        try:  # a connected player's name cannot become someone else's account
            name = accounts.check_name(m["name"])
        except AccountError as exc:
            raise ProtocolError(exc.msg) from None
        if accounts.is_guest_name(name):
            raise ProtocolError(Msg("acct.name.guest", name=name))
        if self._others_named(name, client) or (
            # an administrator's name is theirs alone, and so are its look-alikes
            self.config.looks_like_admin(name) and not self.config.is_admin(name)
        ):
            raise ProtocolError(Msg("acct.name.taken", name=name))

        async def work() -> None:
            account = await self.accounts.register(client, name, m["password"])
            if client.closed or client.account is not None:
                return
            self._signed_in(client, account, "acct.registered")

        return work()

    def on_login(self, client: Client, m: Message) -> Any:
        """Log this connection in to an account with its password, answered once
        it is checked: a new session, and the account's seats back. Refused at a
        table, when logged in already, and for a wrong password, a locked or
        banned account or too many attempts."""
        self._no_table(client)
        if client.account is not None:
            raise ProtocolError(Msg("acct.already", name=client.account.name))

        async def work() -> None:
            account = await self.accounts.login(client, m["name"], m["password"])
            self._not_banned("account", str(account.id), client.lang)
            if client.closed or client.account is not None:
                return
            self._signed_in(client, account, "acct.logged_in")

        return work()

    def on_logout(self, client: Client, m: Message) -> None:
        """End this connection's session (other connections logged in with it
        become guests too); it is a guest from now on. Refused at a table or to
        a guest."""
        self._no_table(client)
        if client.account is None:
            raise ProtocolError(Msg("acct.not_logged_in"))
        self.accounts.end_session(client.session)
        self._sessions_ended(client.account.id, client, client.session)
        self._as_guest(client)
        client.notice(Msg("acct.logged_out", name=client.name))

    def _as_guest(self, client: Client) -> None:
        """``client`` is a guest again, under the name it asked for (or a guest's)."""
        client.account, client.session, client.owner = None, None, client.guest_owner
        client.name = self._guest_name(client, client.hello_name)
        client.send("account", name=client.name, session=None, guest=True)

    def _sessions_ended(self, account_id: int, spare: Client, session: str | None = None) -> None:
        """A session (``session``), or every session of the account (None),
        has ended: every other live connection logged in with it is told
        why and is a guest from now on; one at a table is closed instead
        (its seat waits for the account, which logs in again)."""
        for other in list(self.clients):
            if other is spare or other.closed or other.account is None:
                continue
            if other.account.id != account_id or (session is not None and other.session != session):
                continue
            other.notice(Msg("acct.session.ended.elsewhere"))
            if other.table is not None:
                other.end(4002, "session ended")
            else:
                self._as_guest(other)

    def on_password(self, client: Client, m: Message) -> Any:
        """Change the account's password, answered once the old one is checked:
        every session ends (other connections logged in are told) and this
        connection gets a new one. Refused to a guest and for a wrong old
        password."""
        account = client.account
        if account is None:
            raise ProtocolError(Msg("acct.not_logged_in"))

        async def work() -> None:
            await self.accounts.change_password(client, account, m["old"], m["new"])
            # every session ended with the change: so do the other connections'
            self._sessions_ended(account.id, client)
            if client.account is None or client.account.id != account.id:
                return
            client.session = self.accounts.new_session(
                account
            )  # the old sessions ended with the change
            client.send("account", name=account.name, session=client.session, guest=False)
            client.notice(Msg("acct.password.changed"))

        return work()

    def _back_to_seat(self, client: Client, seen: Any) -> None:
        """A player who comes back takes their seat again: after a drop the
        server noticed, or over a new connection while the old one still
        seems open (a network cut is often noticed first by the side that
        reconnects). The old connection is then closed and forgotten; the
        recap starts at the moves the client says it had seen."""
        for table in self.tables.values():
            if table.status == "over":
                continue
            for index, rec in enumerate(table.seats):
                if rec.kind != "human" or rec.owner != client.owner:
                    continue
                old = table.holders[index]
                if old is client:
                    return
                if old is not None:
                    old.table, old.seat = None, None  # its close is no drop any more
                    table.holders[index] = None
                    old.end(4000, "replaced by a new connection")
                    table.chat_heard.setdefault(index, table.chat_number)
                    if table.status == "playing":
                        table.away_since.setdefault(index, len(table.game.log))
                if isinstance(seen, int) and index in table.away_since:
                    table.away_since[index] = min(table.away_since[index], seen)
                table.sit(client, index)
                return

    def on_ping(self, client: Client, m: Message) -> None:
        """Answer with ``pong``."""
        client.send("pong")

    def on_tables(self, client: Client, m: Message) -> None:
        """One page of the lobby's list, from ``offset``: at most TABLES_PAGE
        tables and TABLES_BYTES bytes of them (one at least), with the
        offset of the next page (None: the last). Each table is encoded once
        until it changes, so asking again and again costs little."""
        if self.listing is None:
            order = sorted(
                (t for t in self.tables.values() if t.status != "over"),
                key=lambda t: (t.status != "waiting", -t.id),
            )
            self.listing = [t.listing() for t in order]
        listing = self.listing
        offset = min(m.get("offset") or 0, len(listing))
        page: list[str] = []
        size = 128  # the answer's other fields, and room to spare
        for text, length in listing[offset : offset + TABLES_PAGE]:
            if page and size + length + 1 > TABLES_BYTES:
                break
            page.append(text)
            size += length + 1
        end = offset + len(page)
        client.send_text(
            protocol.encode_listed(
                "tables",
                "tables",
                page,
                offset=offset,
                total=len(listing),
                next=end if end < len(listing) else None,
            )
        )

    def lobby_changed(self, table: ServerTable) -> None:
        """Clients in the lobby hear what changed at ``table``: the table as
        it is now, or that it is gone (over). One table, not the whole list
        again: a lobby of many tables costs each change one table's worth.
        A table nobody is at any more starts to count the time
        (:meth:`ServerTable.mind`); one that is over leaves the server's
        memory once nobody is at it (the store keeps it)."""
        table.listed, self.listing = None, None
        table.mind()
        if table.status == "over" and table.deserted_since is not None:
            self.tables.pop(table.id, None)
        hearers = [
            c for c in self.clients if c.table is None and c.owner is not None and not c.closed
        ]
        if not hearers:
            return
        if table.status == "over":
            text = encode("lobby", gone=table.id)
        else:
            text = encode("lobby", table=table.info())
        for client in hearers:
            client.send_text(text)

    def _free(self, client: Client) -> None:
        if client.table is not None:
            raise ProtocolError(Msg("net.at_table", table=client.table.id))

    def on_create(self, client: Client, m: Message) -> None:
        """Open a table of the game, players, bots, bot level and options asked
        for, with its maker in the first seat. Refused at a table, over the rate
        of new tables, when there is no room (:meth:`_no_room`), and for an
        unknown game or level, too many bots or options the game refuses."""
        self._free(client)
        # per connection, and per person (account or guest token) across their connections
        if (
            not client.creations.take()
            or not self.creations.take(client.owner or "?")
            or (client.from_afar and not self.address_creations.take(client.address))
        ):
            raise ProtocolError(Msg("admin.create.rate"))
        refusal = self._no_room(client)
        if refusal is not None:
            self.sweep()  # a table nobody is at may be due to close: then there is room
            refusal = self._no_room(client)
        if refusal is not None:
            raise ProtocolError(refusal)
        found = entry(m["game"])
        if found is None:
            raise ProtocolError(Msg("net.no_game", game=m["game"], allowed=", ".join(game_ids())))
        players, bots = m["players"], m.get("bots") or 0
        if bots >= players:
            raise ProtocolError(Msg("net.bots_many", bots=bots, players=players))
        level = m.get("level") or list(found.bots)[-1]
        if level not in found.bots:
            raise ProtocolError(Msg("net.no_level", level=level, allowed=", ".join(found.bots)))
        seed = secrets.randbits(62)
        options = m.get("options") or {}
        # refuses players and options with the reason; a client's options are
        # values only: none may name a file on this machine
        game = found.make_game(players, options, seed, remote=True)
        seats = [SeatRecord("empty", "", None, None) for _ in range(players)]
        for index in range(players - bots, players):
            seats[index] = SeatRecord("bot", self.bot_name(seats), level, None)
        table_id = self.store.create_table(
            found.rules.id,
            game.options.to_dict(),
            seed,
            players,
            tuple(seats),
            client.owner,
            competitive=m.get("competitive") is True,
        )
        record = self.store.table(table_id)
        assert record is not None
        table = self.tables[table_id] = ServerTable(self, record, game)
        table.address = client.address
        client.notice(Msg("net.created", table=table_id, game=found.rules.title, players=players))
        table.sit(client, 0)

    def _no_room(self, client: Client) -> Msg | None:
        """Why ``client`` may not make a table now, or None: the server has
        its most tables, the person (account or guest token) has made
        PERSON_TABLES unfinished ones, or ADDRESS_TABLES made from its
        address wait (this machine's own address too: its guests are free
        to make new tokens, as are the guests behind a proxy here)."""
        unfinished = [t for t in self.tables.values() if t.status != "over"]
        if len(unfinished) >= self.max_tables:
            return Msg("net.server_full")
        mine = sum(1 for t in unfinished if t.record.creator == client.owner)
        if mine >= PERSON_TABLES:
            return Msg("net.tables.yours", count=mine)
        if client.address != "?" and self.address_tables <= sum(
            1 for t in unfinished if t.status == "waiting" and t.address == client.address
        ):
            return Msg("net.tables.address", count=self.address_tables)
        return None

    def on_join(self, client: Client, m: Message) -> None:
        """Sit at a table: at ``seat`` or the first free one (a seat this person
        held counts as free). Refused at a table already, for an unknown or
        finished table, and for a seat that is not free."""
        self._free(client)
        table = self._table(m["table"])
        seat = m.get("seat")
        free = [
            i
            for i, rec in enumerate(table.seats)
            if (rec.kind == "empty" and table.status == "waiting")
            or (rec.kind == "human" and rec.owner == client.owner and table.holders[i] is None)
        ]
        if seat is None:
            if not free:
                raise ProtocolError(Msg("net.table_full", table=table.id))
            seat = free[0]
        elif seat >= len(table.seats) or seat not in free:
            raise ProtocolError(Msg("net.seat_taken", seat=seat + 1, table=table.id))
        table.sit(client, seat)

    def on_watch(self, client: Client, m: Message) -> None:
        """Watch a table as an onlooker. Refused at a table already, for an
        unknown or finished table, and at one with MAX_WATCHERS onlookers."""
        self._free(client)
        table = self._table(m["table"])
        if len(table.watchers) >= MAX_WATCHERS:
            raise ProtocolError(Msg("net.table_full", table=table.id))
        table.watch(client)

    def on_leave(self, client: Client, m: Message) -> None:
        """Leave the table this connection is at (:meth:`ServerTable.leave`);
        refused when it is at none."""
        if client.table is None:
            raise ProtocolError(Msg("net.not_at_table"))
        client.table.leave(client)  # which the lobby hears, this client now among it

    def on_start(self, client: Client, m: Message) -> None:
        """Start the waiting table this connection made (bots take the empty
        seats). Refused to anyone but its maker seated at it, and once started."""
        table = client.table
        if table is None or client.seat is None:
            raise ProtocolError(Msg("net.not_at_table"))
        if table.record.creator != client.owner:
            raise ProtocolError(Msg("net.not_creator"))
        if table.status != "waiting":
            raise ProtocolError(Msg("net.started", table=table.id))
        table.start()
        self.lobby_changed(table)

    def on_act(self, client: Client, m: Message) -> None:
        """A move at this connection's table (:meth:`ServerTable.act`); refused
        away from a table."""
        table = client.table
        if table is None:
            raise ProtocolError(Msg("net.not_at_table"))
        table.act(client, m["text"])

    def on_chat(self, client: Client, m: Message) -> None:
        """Pass a chat line on to everyone at this connection's table (scope
        "table") or to everyone connected; the line is kept for a report.
        Refused over the chat rate, and for the table when at none."""
        if not client.chats.take():
            raise ProtocolError(Msg("net.chat_rate"))
        scope = m["scope"]
        if scope == "table":
            table = client.table
            if table is None:
                raise ProtocolError(Msg("net.not_at_table"))
            hearers = [c for c in table.holders if c is not None] + list(table.watchers)
            table.chat_number += 1
            table.chat.append((table.chat_number, client.name, m["text"]))
        else:
            hearers = [c for c in self.clients if c.owner is not None]
        client.said = [*client.said, m["text"]][-SAID_LINES:]
        for other in hearers:
            other.send("chat", scope=scope, player=client.name, text=m["text"])

    # --- reports and administrators ------------------------------------------------------

    def _not_banned(self, kind: str, value: str, lang: str) -> None:
        until = self.store.banned(kind, value, self.accounts.clock())
        if until is not None:
            minutes = max(1, math.ceil((until - self.accounts.clock()) / 60))
            raise Unsupported(Msg("admin.banned.own", minutes=minutes))

    def _connected(self, name: str) -> list[Client]:
        """The connections of the player called ``name`` (or a look-alike)."""
        shape = accounts.skeleton(name)
        return [
            c for c in self.clients if c.owner is not None and accounts.skeleton(c.name) == shape
        ]

    def _admin(self, client: Client) -> None:
        if client.account is None or not self.config.is_admin(client.account.name):
            raise ProtocolError(Msg("admin.not"))

    def on_report(self, client: Client, m: Message) -> None:
        """Report a connected player to the administrators, with their last chat
        lines. Refused for a player not connected and over the rate of
        reports."""
        found = self._connected(m["player"])
        if not found:
            raise ProtocolError(Msg("admin.no_player", player=m["player"]))
        if not client.reports.take():
            raise ProtocolError(Msg("admin.report.rate"))
        reported = found[0]
        self.store.report(
            client.name, reported.name, m.get("text") or "", " / ".join(reported.said)[:2_000]
        )
        log.info("a report on %s", reported.name)
        client.notice(Msg("admin.report.made", player=reported.name))

    def on_reports(self, client: Client, m: Message) -> None:
        """Send an administrator the reports not handled yet (of the newest 50);
        refused to anyone else."""
        self._admin(client)
        client.send(
            "reports",
            rows=[
                [r.id, r.made, r.reporter, r.player, r.text, r.said]
                for r in self.store.reports(50)
                if not r.handled
            ],
        )

    def on_kick(self, client: Client, m: Message) -> None:
        """An administrator sends a player off: every connection of theirs is
        closed as sent off (the client does not reconnect by itself). Refused to
        anyone else and for a player not connected."""
        self._admin(client)
        self._send_off(m["player"], client)

    def on_ban(self, client: Client, m: Message) -> None:
        """Ban a player: their account, or as a guest their owner id (the
        reconnect token's); their address only when asked for, and never
        this machine's own (every player behind a reverse proxy here) nor a
        configured proxy's."""
        self._admin(client)
        found = self._connected(m["player"])
        if not found:
            raise ProtocolError(Msg("admin.no_player", player=m["player"]))
        name = found[0].name
        if m.get("address") is True and any(self._shared_address(o.address) for o in found):
            raise ProtocolError(Msg("admin.ban.shared_address", player=name))
        until = self.accounts.clock() + 60 * m["minutes"]
        reason = m.get("text") or ""
        for other in found:
            if other.account is not None:
                self.store.ban("account", str(other.account.id), until, reason, name)
            elif other.guest_owner is not None:
                self.store.ban("owner", other.guest_owner, until, reason, name)
            if m.get("address") is True:
                self.store.ban("address", other.address, until, reason, name)
        log.warning("%s banned %s for %d minutes", client.name, name, m["minutes"])
        self._send_off(m["player"], client, announce=False)
        client.notice(Msg("admin.banned", player=name, minutes=m["minutes"]))

    def _shared_address(self, address: str) -> bool:
        """An address many players share as far as this server sees: this
        machine's own (a reverse proxy here) or a configured proxy's."""
        return tls.is_loopback(address) or address in self.config.proxies

    def on_unban(self, client: Client, m: Message) -> None:
        """End every ban made for the player called so (or a look-alike)."""
        self._admin(client)
        shape = accounts.skeleton(m["player"])
        ended = [
            ban
            for ban in self.store.bans(self.accounts.clock())
            if accounts.skeleton(ban.name) == shape and self.store.unban(ban.kind, ban.value)
        ]
        if not ended:
            raise ProtocolError(Msg("admin.unban.none", player=m["player"]))
        log.warning("%s ended the ban of %s", client.name, ended[0].name)
        client.notice(Msg("admin.unbanned", player=ended[0].name))

    def on_bans(self, client: Client, m: Message) -> None:
        """The bans in force: name, what is held, minutes left, why."""
        self._admin(client)
        now = self.accounts.clock()
        client.send(
            "bans",
            rows=[
                [ban.name, ban.kind, max(1, math.ceil((ban.until - now) / 60)), ban.reason]
                for ban in self.store.bans(now)
            ],
        )

    def on_handled(self, client: Client, m: Message) -> None:
        """Mark a report handled: the list of reports no longer shows it."""
        self._admin(client)
        if not self.store.handle_report(m["report"]):
            raise ProtocolError(Msg("admin.report.no_such", number=m["report"]))
        client.notice(Msg("admin.report.handled", number=m["report"]))

    def _send_off(self, player: str, by: Client, announce: bool = True) -> str:
        """Close every connection of ``player``, saying why; their name."""
        found = self._connected(player)
        if not found:
            raise ProtocolError(Msg("admin.no_player", player=player))
        for other in found:
            other.notice(Msg("admin.kicked.own"))
            other.end(4001, "sent off by an administrator")
        if announce:
            log.warning("%s sent %s off the server", by.name, found[0].name)
            by.notice(Msg("admin.kicked", player=found[0].name))
        return found[0].name

    def on_vote(self, client: Client, m: Message) -> None:
        """This connection's vote on the player who left its table
        (:meth:`ServerTable.cast`); refused when there is no vote."""
        if client.table is None:
            raise ProtocolError(Msg("rank.vote.none"))
        client.table.cast(client, m["punish"])

    def on_ranking(self, client: Client, m: Message) -> None:
        """Send a page of a game's ranking: at most RANKING_ROWS rows from
        ``offset``, and how many are ranked. Refused for an unknown game."""
        found = entry(m["game"])
        if found is None:
            raise ProtocolError(Msg("net.no_game", game=m["game"], allowed=", ".join(game_ids())))
        offset = m.get("offset") or 0
        total, rows = self.store.ranking(found.rules.id, RANKING_ROWS, offset)
        client.send(
            "ranking",
            game=found.rules.id,
            total=total,
            offset=offset,
            rows=[[r.name, r.points, r.won, r.lost, r.left] for r in rows],
        )

    def on_record(self, client: Client, m: Message) -> None:
        """Send the logged-in account's standing in every game it was ranked in;
        refused to a guest."""
        if client.account is None:
            raise ProtocolError(Msg("acct.not_logged_in"))
        rows = self.store.record(client.account.id)
        client.send(
            "record",
            name=client.account.name,
            rows=[[r.game, r.points, r.won, r.lost, r.left] for r in rows],
        )

    def _table(self, table_id: int) -> ServerTable:
        table = self.tables.get(table_id)
        if table is None or table.status == "over":
            raise ProtocolError(Msg("net.no_table", table=table_id))
        return table


async def run(
    host: str,
    port: int,
    store: Store,
    ready: Any = None,
    grace: float = GRACE,
    clock_scale: float = 1.0,
    rate: float = protocol.RATE,
    compression: bool = True,
    tls: ssl.SSLContext | None = None,
    same_address: bool = False,
    config: ServerConfig | None = None,
    max_tables: int = MAX_TABLES,
    max_clients: int = MAX_CLIENTS,
    idle: float = TABLE_IDLE,
    address_tables: int = ADDRESS_TABLES,
) -> None:
    """Serve until cancelled. ``ready(port)`` is called once listening (the
    port actually bound: 0 asks for a free one). ``compression``: agree to
    permessage-deflate when a client offers it. ``tls``: serve ``wss://``
    with this context (None: plain ``ws://``). ``same_address``: rank
    competitive games whose players share an address. ``max_tables``,
    ``max_clients``, ``idle``, ``address_tables``: the server's bounds
    (MAX_TABLES, MAX_CLIENTS, TABLE_IDLE, ADDRESS_TABLES)."""
    # one thread: the bots' Python work takes turns with the event loop's,
    # which then never waits longer than the interpreter's switch interval
    bot_pool = ThreadPoolExecutor(1, thread_name_prefix="bots")
    server = GameServer(
        store,
        grace,
        clock_scale,
        rate,
        bot_pool,
        same_address,
        config,
        max_tables=max_tables,
        max_clients=max_clients,
        idle=idle,
        address_tables=address_tables,
    )
    server.load()
    try:
        await _serve(server, host, port, ready, compression, tls)
    finally:
        bot_pool.shutdown(wait=False, cancel_futures=True)
        server.accounts.close()


async def _serve(
    server: GameServer,
    host: str,
    port: int,
    ready: Any,
    compression: bool,
    tls: ssl.SSLContext | None,
) -> None:
    async with serve(
        server.handle,
        host,
        port,
        max_size=protocol.CLIENT_BYTES,
        max_queue=64,
        ping_interval=20,
        ping_timeout=20,
        ssl=tls,
        compression="deflate" if compression else None,
    ) as ws_server:
        server.resume()
        sweeper = asyncio.get_running_loop().create_task(server.sweeper())
        try:
            bound = next(iter(ws_server.sockets)).getsockname()[1]
            if ready is not None:
                ready(bound)
            await asyncio.Future()
        finally:
            sweeper.cancel()
