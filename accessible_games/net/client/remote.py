"""The client side of network play: a connection to a game server that
reconnects by itself (:class:`NetClient`), and a table at the server as
this player's front end sees it (:class:`RemoteTable`, a
:class:`~accessible_games.core.seats.TableView`).

Everything the server sends is checked before it is used
(:func:`protocol.parse_server` and the ``*_from_data`` functions); a message
that fails is dropped, never trusted.
"""

from __future__ import annotations

import itertools
import socket
import ssl
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import websockets
from websockets.sync.client import ClientConnection, connect
from websockets.uri import parse_uri

from accessible_games.boundary.errors import os_reason
from accessible_games.boundary.text import clean
from accessible_games.core.errors import GameError, IllegalAction
from accessible_games.core.game import Action, Event, Result, normalize
from accessible_games.core.messages import Msg
from accessible_games.core.options import Options
from accessible_games.core.seats import Listener
from accessible_games.games.registry import GameEntry, entry
from accessible_games.net import protocol, tls
from accessible_games.net.client import trust
from accessible_games.net.protocol import Bucket, Message, ProtocolError

#: seconds to wait for the server's answer to a request
ANSWER_SECONDS = 30.0
#: how many chat lines said while the connection is lost are kept for it
OUTBOX = 5
#: the waits between reconnection attempts, in seconds (the last repeats)
BACKOFF = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)


#: the server's close codes after which the client does not reconnect, and what it says
FINAL_CODES = {
    4000: "net.closed.replaced",
    4001: "net.closed.sent_off",
    4002: "net.closed.session_ended",
}


def why_not(exc: BaseException) -> Msg | str:
    """Why a connection failed, in the player's language where it is a
    common case (the system's text of a rare one is kept, shortened)."""
    if isinstance(exc, ProtocolError):
        return exc.msg
    if isinstance(exc, ConnectionRefusedError):
        return Msg("net.reason.refused")
    if isinstance(exc, TimeoutError):
        return Msg("net.reason.timeout")
    if isinstance(exc, socket.gaierror):
        return Msg("net.reason.unknown_host")
    if isinstance(exc, ssl.SSLError):
        return Msg("net.reason.tls", detail=str(exc)[:200])
    if isinstance(exc, websockets.InvalidHandshake):
        return Msg("net.reason.not_a_server")
    if isinstance(exc, OSError) and exc.errno is not None:
        reason = os_reason(exc)
        if reason.key != "boundary.os.other":
            return reason
    return str(exc)[:200].rstrip(".")


class NetError(GameError):
    """The server cannot be reached, or refused the connection."""


class NotSent(NetError):
    """The request was not sent: there is no connection now (it is lost and
    being tried again)."""


class CertificateChanged(NetError):
    """The server shows another certificate than the one remembered for it
    (said with both fingerprints); nothing was sent to it."""


class NetClient:
    """One player's connection to a game server.

    ``handle(message)`` is called on the connection's reader thread with
    every checked message the server sends; ``say(msg)`` with what the
    connection itself has to tell (lost, back). :meth:`request` sends a
    request and waits for the server's answer to it.

    ``ws://`` is refused to any server but this computer. A ``wss://``
    server's certificate is checked against the system's certificate
    authorities; one they do not vouch for is trusted on first use
    (:mod:`accessible_games.net.client.trust`): remembered in
    ``known-servers.json`` in the folder ``known`` (the application hands in
    the program's data folder), and a connection
    showing another one is refused, at every reconnection too."""

    def __init__(
        self,
        url: str,
        name: str,
        lang: str,
        handle: Callable[[Message], None],
        say: Callable[[Msg], None],
        token: str | None = None,
        *,
        known: Path,
    ) -> None:
        self.url, self.name, self.lang = url, name, lang
        self.known = known
        self.handle, self.say = handle, say
        self.token = token
        #: the session token of the account logged in (kept by the front end), and
        #: whether the server took this player as a guest
        self.session: str | None = None
        self.guest = True
        self.ws: ClientConnection | None = None
        self.numbers = itertools.count(1)
        self.answers: dict[int, Message] = {}
        self.answered = threading.Condition()
        self.closing = False
        self.reader: threading.Thread | None = None
        self.games: list[str] = []
        #: which connection this is (a request waits for its answer only on
        #: the connection it was sent on)
        self.generation = 0
        self.pace = Bucket(protocol.BURST * 0.9, protocol.RATE * 0.9)
        #: how many moves of its table this player has heard (said at a
        #: reconnection, so that the recap starts there); set by the table
        self.moves_seen: Callable[[], int | None] = lambda: None
        #: requests made while the connection was lost (chat lines), sent
        #: in order once it is back (at most OUTBOX)
        self.outbox: deque[tuple[str, dict[str, Any]]] = deque()

    #: how long the opening of a connection may take (seconds)
    open_seconds: float = 10.0

    # --- connecting -------------------------------------------------------------------

    def open(self, again: bool = False) -> None:
        """Connect and say hello; :class:`NetError` when that fails.
        ``again``: a reconnection, said before anything the server sends.
        :class:`CertificateChanged`: the server's certificate is not the
        one remembered."""
        ws = self._connect()
        try:
            seen = self.moves_seen() if again else None
            ws.send(
                protocol.encode(
                    "hello",
                    version=protocol.VERSION,
                    name=self.name,
                    lang=self.lang,
                    token=self.token,
                    **({"moves": seen} if seen is not None else {}),
                    **({"session": self.session} if self.session else {}),
                )
            )
            welcome = protocol.parse_server(ws.recv(timeout=ANSWER_SECONDS))
        except (OSError, websockets.WebSocketException, TimeoutError, ProtocolError) as exc:
            ws.close()
            raise NetError(Msg("net.cannot", url=self.url, reason=why_not(exc))) from exc
        if welcome.type == "refused":
            ws.close()
            raise NetError(protocol.msg_from_data(welcome.get("reason")))
        token = welcome.get("token")
        if welcome.type != "welcome" or not isinstance(token, str):
            ws.close()
            raise NetError(Msg("net.no_answer"))
        self.token = token
        name = welcome.get("name")
        if isinstance(name, str) and clean(name).strip():  # the server's name for this player
            self.name = clean(name).strip()[: protocol.NAME_CHARS]
        self.guest = welcome.get("guest") is not False
        games = welcome.get("games")
        self.games = [g for g in games if isinstance(g, str)] if isinstance(games, list) else []
        rate = welcome.get("rate")
        if isinstance(rate, (int, float)) and not isinstance(rate, bool) and 1 <= rate <= 1_000:
            # the server's rate limit: requests are paced a little below it
            self.pace = Bucket(2 * rate * 0.9, rate * 0.9)
        with self.answered:
            self.ws = ws
            self.generation += 1
        if again:
            self.say(Msg("net.back"))
        self.reader = threading.Thread(target=self._read, name="net-reader", daemon=True)
        self.reader.start()
        self._send_kept()

    def keep(self, kind: str, **fields: Any) -> bool:
        """Send this request once the lost connection is back (its answer is
        not waited for); False when OUTBOX requests wait already (it is not
        kept: nothing is dropped without a word)."""
        if len(self.outbox) >= OUTBOX:
            return False
        self.outbox.append((kind, fields))
        return True

    def _send_kept(self) -> None:
        while self.outbox:
            kind, fields = self.outbox[0]
            try:
                self.send(kind, **fields)
            except NetError:
                return  # lost again: kept for the next connection
            self.outbox.popleft()

    def _connect(self) -> ClientConnection:
        """The WebSocket connection, encrypted unless it goes to this
        computer; the server's certificate checked (see the class)."""
        options: dict[str, Any] = {
            "max_size": protocol.SERVER_BYTES,
            "open_timeout": self.open_seconds,
            "close_timeout": 2,
            "legacy": True,
            "proxy": None,
        }
        try:
            target = parse_uri(self.url)  # as websockets reads it, to go there
            secure, host = target.secure, target.host
        except websockets.InvalidURI:
            secure, host = False, ""  # connect says what is wrong with it
        if not secure and host and not tls.is_loopback(host):
            rest = self.url.strip().partition(":")[2]
            raise NetError(
                Msg("net.tls.plain_refused", url=self.url, host=host, secure="wss:" + rest)
            )
        try:
            if not secure:
                return connect(self.url, **options)
            server = tls.server_key(self.url) or self.url
            try:
                connection = connect(self.url, ssl=trust.verified_context(), **options)
            except ssl.SSLCertVerificationError:
                pass  # no authority vouches for it: trusted on first use
            else:
                trust.met_with_authority(server, self.known)
                return connection
            return connect(
                self.url, ssl=trust.pinning_context(lambda der: self._check(server, der)), **options
            )
        except trust.CertificateChanged as exc:
            raise CertificateChanged(exc.msg) from exc
        except (OSError, websockets.WebSocketException, TimeoutError) as exc:
            raise NetError(Msg("net.cannot", url=self.url, reason=why_not(exc))) from exc

    def _check(self, server: str, der: bytes) -> None:
        """The server's certificate against the one remembered (during the
        TLS handshake, before anything is sent); a first contact is said."""
        first = trust.check_known(server, der, self.known)
        if first is not None:
            self.say(first)

    def close(self) -> None:
        """Close the connection for good: it is not reconnected after this."""
        self.closing = True
        if self.ws is not None:
            self.ws.close()

    def _read(self) -> None:
        ws = self.ws
        assert ws is not None
        code = None
        while True:
            try:
                raw = ws.recv()
            except websockets.ConnectionClosed as exc:
                code = exc.rcvd.code if exc.rcvd is not None else None
                break
            try:
                message = protocol.parse_server(raw)
            except ProtocolError:
                continue  # not trusted, not used
            self._dispatch(message)
        if code in FINAL_CODES and not self.closing:
            # sent off by an administrator, or replaced by a newer connection of this
            # player: coming back by itself would undo that
            self.closing = True
            with self.answered:
                self.ws = None
                self.answered.notify_all()
            self.say(Msg("net.closed", reason=Msg(FINAL_CODES[code])))
            return
        if not self.closing:
            self._reconnect()

    def _dispatch(self, message: Message) -> None:
        n = message.get("n")
        self.handle(message)
        if message.type in ("done", "refused") and isinstance(n, int):
            with self.answered:
                self.answers[n] = message
                self.answered.notify_all()

    def _reconnect(self) -> None:
        """The connection is lost: try again with back-off, saying so; the
        server gives the player's seat back on hello."""
        with self.answered:  # whoever waits for an answer hears the loss
            self.ws = None
            self.answered.notify_all()
        warned = False
        for attempt in itertools.count():
            if self.closing:
                return
            wait = BACKOFF[min(attempt, len(BACKOFF) - 1)]
            self.say(Msg("net.lost", seconds=int(wait)))
            time.sleep(wait)
            try:
                self.open(again=True)
            except CertificateChanged as exc:
                # said once; the attempts go on (the server itself may be
                # back with its own certificate), each checked again
                if not warned:
                    self.say(exc.msg)
                    warned = True
                continue
            except NetError:
                continue
            return

    # --- requests ----------------------------------------------------------------------

    def send(self, kind: str, **fields: Any) -> int:
        """Send a request (numbered); its number. Requests are paced to the
        server's rate limit, so a script never exceeds it."""
        while not self.pace.take():
            time.sleep(1 / protocol.RATE)
        n = next(self.numbers)
        ws = self.ws
        if ws is None:
            raise NotSent(Msg("net.cut_off"))
        try:
            ws.send(protocol.encode(kind, n=n, **fields))
        except websockets.ConnectionClosed as exc:
            raise NotSent(Msg("net.cut_off")) from exc
        return n

    def request(self, kind: str, **fields: Any) -> Message:
        """Send a request and wait for its answer (``done`` or ``refused``);
        everything the server sent before the answer has been handled."""
        generation = self.generation
        n = self.send(kind, **fields)
        deadline = time.monotonic() + ANSWER_SECONDS
        with self.answered:
            while n not in self.answers:
                if self.ws is None or self.generation != generation:
                    raise NetError(Msg("net.cut_off"))  # lost with its connection
                left = deadline - time.monotonic()
                if left <= 0:
                    raise NetError(Msg("net.no_answer"))
                self.answered.wait(left)
            return self.answers.pop(n)


class RemoteTable:
    """A table at the server as this player sees it: the
    :class:`~accessible_games.core.seats.TableView` a Session plays
    through. It holds no game: only what the server sent (the facts, the
    seat's view, its listed moves, who is waited for)."""

    def __init__(self, client: NetClient, message: Message) -> None:
        self.client = client
        info = message.get("table")
        info = info if isinstance(info, dict) else {}
        self.id = info.get("id") if isinstance(info.get("id"), int) else 0
        found = entry(str(info.get("game", "")))
        if found is None:
            raise NetError(Msg("net.unreadable"))
        self.entry: GameEntry = found
        self.game_id = found.rules.id
        seat = message.get("seat")
        self.seat: int | None = (
            seat if isinstance(seat, int) and not isinstance(seat, bool) else None
        )
        names = message.get("names")
        self.names: list[str] = (
            [clean(n)[:40] if isinstance(n, str) else "?" for n in names]
            if isinstance(names, list)
            else []
        )
        self.players = len(self.names)
        facts = message.get("facts")
        self._facts: dict[str, Any] = facts if isinstance(facts, dict) else {}
        self.listeners: list[Listener] = []
        recap = message.get("recap")
        recap = recap if isinstance(recap, list) else []
        computer = message.get("recap_computer")
        computer = computer if isinstance(computer, list) and len(computer) == len(recap) else []
        #: what happened while this player was away: each event this seat
        #: may know, with the seat a computer played its move for (None:
        #: the move of a person)
        self.recap: list[tuple[Event, int | None]] = [
            (e, self._seat_number(computer[i]) if computer else None)
            for i, e in enumerate(protocol.event_from_data(v) for v in recap)
            if e is not None
        ]
        missed = message.get("recap_moves")
        #: how many moves were made while this player was away
        self.recap_moves: int = (
            missed
            if isinstance(missed, int) and not isinstance(missed, bool) and missed >= 0
            else 0
        )
        #: the computer player of each seat as the server last said: a
        #: bot's level, "away" for a person's seat played meanwhile, None
        #: for a person playing (the very list the session reads)
        self.levels: list[str | None] = [None] * len(self.names)
        #: the seat a computer played the event being heard for (None: a
        #: person's own move); set while the listeners hear it
        self.computer: int | None = None
        #: whether this player made the table (and so starts it)
        self.made = message.get("made") is True
        self.status = (
            info.get("status")
            if info.get("status") in ("waiting", "playing", "over")
            else "waiting"
        )
        self._view: dict[str, Any] = {}
        self._legal: list[Action] = []
        self.waiting: list[int] = []
        self.over = False
        self.result: Result | None = None
        self.moves = 0
        #: the first words of every move listed in this match (so a typed
        #: move is told apart from an unknown command even when it is not
        #: this player's turn)
        self.move_words: set[str] = set()
        self.changed = threading.Condition()
        #: a newer table message (after a reconnection) took this one's place
        self.replaced = False
        self.update(message)

    # --- what the server sends ------------------------------------------------------

    def update(self, message: Message) -> None:
        """Take in where the table stands from a ``table`` or ``state`` message:
        the seat's view, its listed moves, who is waited for, the status, the
        number of moves and the result (a value of the wrong shape is not used);
        whoever waits on the table is woken."""
        view = message.get("view")
        legal = message.get("legal")
        waiting = message.get("waiting")
        result = message.get("result")
        names = message.get("names")
        levels = message.get("levels")
        with self.changed:
            if isinstance(names, list) and len(names) == self.players:
                # in place: the narrator holds this very list
                self.names[:] = [clean(n)[:40] if isinstance(n, str) else "?" for n in names]
            if isinstance(levels, list) and len(levels) == self.players:
                self.levels[:] = [
                    clean(v)[:20] if isinstance(v, str) and v else None for v in levels
                ]
            self._view = view if isinstance(view, dict) else {}
            actions = (
                [protocol.action_from_data(a) for a in legal] if isinstance(legal, list) else []
            )
            self._legal = [a for a in actions if a is not None]
            self.move_words.update(normalize(a.text).split(" ")[0] for a in self._legal)
            self.waiting = (
                [s for s in waiting if isinstance(s, int)] if isinstance(waiting, list) else []
            )
            self.over = message.get("over") is True
            status = message.get("status")
            self.status = status if status in ("waiting", "playing", "over") else self.status
            moves = message.get("moves")
            self.moves = moves if isinstance(moves, int) else self.moves
            self.result = None
            if isinstance(result, dict):
                scores, winners = result.get("scores"), result.get("winners")
                if isinstance(scores, list) and isinstance(winners, list):
                    line = result.get("line")
                    self.result = Result(
                        tuple(s for s in scores if isinstance(s, int)),
                        tuple(w for w in winners if isinstance(w, int)),
                        protocol.msg_from_data(line) if line is not None else None,
                    )
            self.changed.notify_all()

    def replace(self) -> None:
        """A newer copy of this table arrived (after a reconnection): whoever
        waits on this one stops waiting."""
        with self.changed:
            self.replaced = True
            self.changed.notify_all()

    def _seat_number(self, value: Any) -> int | None:
        """``value`` if it is one of this table's seats, else None."""
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < self.players:
            return value
        return None

    def hear(self, data: Any, computer: Any = None) -> None:
        """Pass an event the server sent on to every listener, if it is a
        well-formed event this seat may know; anything else is dropped.
        ``computer``: the seat a computer played the move for, while its
        person is away (see :attr:`computer`)."""
        event = protocol.event_from_data(data)
        if event is None or not event.visible(self.seat):
            return
        self.computer = self._seat_number(computer)
        try:
            for listener in list(self.listeners):
                listener(event)
        finally:
            self.computer = None

    # --- TableView ----------------------------------------------------------------------

    def listen(self, listener: Listener) -> None:
        """Call ``listener`` with every event of this table the server sends
        from now on (see :meth:`hear`)."""
        self.listeners.append(listener)

    def view(self) -> dict[str, Any]:
        """This seat's view as the server last sent it."""
        return self._view

    def legal(self) -> list[Action]:
        """The moves the server last listed for this seat; empty for an onlooker."""
        return list(self._legal) if self.seat is not None else []

    def facts(self) -> dict[str, Any]:
        """The match's facts as the server sent them with the table."""
        return self._facts

    def act(self, action: Action | str) -> None:
        """Send the move to the server and wait for its answer.
        :class:`IllegalAction` with the server's reason when it refuses the
        move, and for an onlooker; :class:`NetError` when the connection is lost
        or no answer comes."""
        if self.seat is None:
            raise IllegalAction(Msg("net.watching"))
        answer = self.client.request("act", text=str(action))
        if answer.type == "refused":
            raise IllegalAction(protocol.msg_from_data(answer.get("reason")))

    def my_turn(self) -> bool:
        """Whether the server waits for this player's move (never for an
        onlooker, nor once the game is over)."""
        return self.seat is not None and self.seat in self.waiting and not self.over

    def playing(self) -> bool:
        """Whether the game has started and is not over."""
        return self.status == "playing" and not self.over

    def wait_started(self, seconds: float) -> None:
        """Wait until the table no longer waits for its start (at most
        ``seconds``)."""
        self._wait_while(lambda: self.status == "waiting", seconds)

    def wait_for_turn(self, seconds: float) -> None:
        """While the game runs, wait until this player is to move or the
        game is over; at a table still waiting, a player who did not make
        it (and so does not start it) waits for the start (scripts read
        their next line then)."""
        self._wait_while(
            lambda: (
                (self.playing() and not self.my_turn())
                or (self.status == "waiting" and not self.made)
            ),
            seconds,
        )

    def _wait_while(self, condition: Callable[[], bool], seconds: float) -> None:
        """Wait while ``condition`` holds (at most ``seconds``; a newer table
        message ends the wait), woken by every message of the table."""
        deadline = time.monotonic() + seconds
        with self.changed:
            while not self.replaced and condition():
                left = deadline - time.monotonic()
                if left <= 0:
                    return
                self.changed.wait(min(left, 1.0))


class RemoteGame:
    """What a front end asks a game, answered from a :class:`RemoteTable`
    (the game itself runs at the server): its id and players, whether it is
    over, its result, the moves listed now, and whether a typed line is
    meant as a move. The server's rules decide; here nothing is checked."""

    def __init__(self, table: RemoteTable) -> None:
        self.table = table
        self.id = table.game_id
        self.players = table.players
        self.options: Options = table.entry.rules.options_class.from_dict(
            {
                k: v
                for k, v in (table.facts().get("options") or {}).items()
                if k in table.entry.rules.options_class.names()
            }
        )

    def time_per_move(self) -> int | None:
        """The table's time per move in seconds (its option), or None: the
        server makes the move when it runs out, the client warns."""
        seconds = getattr(self.options, "time_per_move", None)
        return seconds if isinstance(seconds, int) and seconds > 0 else None

    def moves_made(self) -> int:
        """How many moves were made, as the server last said."""
        return self.table.moves

    def is_over(self) -> bool:
        """Whether the game is over, as the server last said."""
        return self.table.over

    def result(self) -> Result | None:
        """The result the server sent once the game is over, else ``None``."""
        return self.table.result

    def waiting_for(self) -> list[int]:
        """The seats the server last said it waits for."""
        return list(self.table.waiting)

    def legal_actions(self, seat: int) -> list[Action]:
        """The moves listed for ``seat`` when it is this player's; none for
        another seat, whose moves are not known here."""
        return self.table.legal() if seat == self.table.seat else []

    def view(self, seat: int | None) -> dict[str, Any]:
        """This player's view, whichever ``seat`` is asked for: the server sends no other."""
        return self.table.view()

    def understands(self, text: str) -> bool:
        """As the local game: the game's move grammar, where it has one."""
        grammar = self.table.entry.rules.grammar
        if grammar is not None:
            return grammar.understands(text)
        words = normalize(text).split(" ")
        return bool(words) and words[0] in self.table.move_words

    def find_action(self, seat: int, text: str) -> Action | None:
        """The listed move a typed line means, read as the local game reads
        it (the game's move grammar), so every typed form of a local game
        is a move online too."""
        legal = self.legal_actions(seat)
        grammar = self.table.entry.rules.grammar
        if grammar is not None:
            return grammar.find(text, legal)
        wanted = normalize(text)
        return next((a for a in legal if normalize(a.text) == wanted), None)

    def timeout_action(self, seat: int) -> Action | None:
        """None: when a player's time runs out, the server makes the move."""
        return None

    def plays_in_pairs(self) -> bool:
        """Whether the table's options have the seats play as pairs."""
        return bool(self.options.to_dict().get("pairs", False))

    def facts(self) -> dict[str, Any]:
        """The match's facts as the server sent them with the table."""
        return self.table.facts()


def event_of(data: Any) -> Event | None:
    """The event plain data from the server describes, or None when it is not a well-formed one."""
    return protocol.event_from_data(data)
