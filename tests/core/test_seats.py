"""Seats are a protocol: the table plays with a person here, a bot or a
remote player alike, hands each seat only the events it may know, and a
front end plays one seat through a TableView, which a proxy without the
game can offer as well as the local table."""

from __future__ import annotations

import json
import random

import pytest

from accessible_games.app.session import Session
from accessible_games.bots import RandomBot
from accessible_games.core.errors import IllegalAction
from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg
from accessible_games.core.seats import BotSeat, Listener, LocalSeat, RemoteSeat, Seat, TableView
from accessible_games.core.table import Table
from accessible_games.games.logomachy.rules import Logomachy
from accessible_games.games.maumau.rules import MauMau
from accessible_games.games.registry import entry

# --- the kinds of seat ---------------------------------------------------------------


def test_the_short_form_makes_a_local_seat_or_a_bot_seat():
    bot = RandomBot()
    assert type(Seat("Ana")) is LocalSeat
    assert type(Seat("Ana", None)) is LocalSeat
    seat = Seat("Ben", bot)
    assert type(seat) is BotSeat and seat.bot is bot and seat.name == "Ben"
    assert seat.moves_itself and not Seat("Ana").moves_itself
    with pytest.raises(TypeError):
        Seat("Ana").choose({}, [], random.Random(0))


def test_a_bot_seat_thinks_as_long_as_its_bot():
    class Slow(RandomBot):
        think_time = 0.5

    assert BotSeat("a", Slow()).think_time == 0.5
    assert BotSeat("b", RandomBot()).think_time is None
    assert LocalSeat("c").think_time is None


def test_a_remote_seat_must_say_how_it_sends():
    with pytest.raises(TypeError):
        RemoteSeat("far")  # abstract: send is missing


class Chooser(Seat):
    """A seat of no known kind that moves by itself: the table asks it, as
    it asks a bot, only through the protocol."""

    moves_itself = True

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.asked = 0

    def choose(self, view, legal, rng):
        self.asked += 1
        return legal[0]


def test_the_table_asks_any_seat_that_moves_itself():
    game = Logomachy(2, {}, 3)
    seats = [Chooser("a"), Chooser("b")]
    Table(game, seats).run_bots()
    assert game.is_over()
    assert seats[0].asked + seats[1].asked == len(game.log) > 0


# --- a remote seat, as the network code will implement it ------------------------------


class LoopbackSeat(RemoteSeat):
    """A remote seat whose 'network' is a list: what it sends is kept, and
    the remote player's moves are passed in through its TableView."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.sent: list[Event] = []

    def send(self, event: Event) -> None:
        self.sent.append(event)


def test_a_table_plays_with_a_remote_seat():
    game = MauMau(3, {"quick": True}, 11)
    remote = LoopbackSeat("far")
    seats: list[Seat] = [Seat("Anna", RandomBot()), remote, Seat("Ben", RandomBot())]
    table = Table(game, seats)
    everything: list[Event] = []
    table.listen(everything.append)
    assert remote.table is not None and remote.table.seat == 1
    assert isinstance(remote.table, TableView)
    table.start()
    table.run_bots()
    rng = random.Random(5)
    moves = 0
    while not game.is_over():
        assert table.humans_waiting() == [1]  # the table waits for the remote player
        assert table.bot_waiting() is None
        assert remote.table.view() == game.view(1)
        legal = remote.table.legal()
        assert legal == game.legal_actions(1)
        remote.table.act(rng.choice(legal).text)  # as it came over the network
        moves += 1
        table.run_bots()
    assert moves > 0
    assert remote.table.legal() == []
    # it received exactly the events seat 1 may know, in order
    assert remote.sent == [e for e in everything if e.visible(1)]
    assert any(e.visible_to is not None and not e.visible(1) for e in everything)


def test_a_refused_remote_move_raises_and_changes_nothing():
    game = MauMau(2, {}, 4)
    remote = LoopbackSeat("far")
    table = Table(game, [remote, Seat("Anna", RandomBot())])
    table.start()
    table.run_bots()
    before = game.fingerprint()
    with pytest.raises(IllegalAction):
        assert remote.table is not None
        remote.table.act("play nothing at all")
    assert game.fingerprint() == before


# --- private events -------------------------------------------------------------------


class Recorder(LocalSeat):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.got: list[Event] = []
        self.listen(self.got.append)


@pytest.mark.parametrize(
    "game", [Logomachy(3, {}, 8), MauMau(4, {"quick": True}, 9)], ids=lambda g: g.id
)
def test_private_events_reach_only_the_seats_that_may_see_them(game):
    seats = [Recorder(f"p{s}") for s in range(game.players)]
    table = Table(game, seats)
    everything: list[Event] = []
    table.listen(everything.append)
    onlooker: list[Event] = []
    table.view_for(None).listen(onlooker.append)
    table.start()
    rng = random.Random(1)
    while not game.is_over() and len(game.log) < 400:
        seat = game.to_play()
        table.act(seat, rng.choice(game.legal_actions(seat)))
    private = [e for e in everything if e.visible_to is not None]
    assert private, "the test needs private events"
    for index, seat in enumerate(seats):
        assert seat.got == [e for e in everything if e.visible(index)]
        assert not any(not e.visible(index) for e in seat.got)
    assert onlooker == [e for e in everything if e.visible_to is None]


def test_a_session_hears_no_private_event_of_another_seat():
    heard: list[Event] = []
    session = Session.new("maumau", 3, 2, "random", 5, {"quick": True}, "en", lambda u: None)
    on_event = session._on_event

    def spy(event: Event) -> None:
        heard.append(event)
        on_event(event)

    # the session's listener is the one its seat received through the view
    seat = session.table.seats[session.viewer]
    seat.listeners[seat.listeners.index(on_event)] = spy
    session.start()
    while not session.game.is_over() and len(session.game.log) < 300:
        legal = session.legal()
        assert legal
        session.act(legal[0])
    assert heard and all(e.visible(session.viewer) for e in heard)
    assert any(e.visible_to == (session.viewer,) for e in heard)


# --- a front end on a table it does not own ----------------------------------------------


class Server:
    """The table's side of a connection: the table, and one remote seat
    whose events go into an outbox. Everything crossing to the client
    passes as JSON, as over a network."""

    def __init__(self, game, seat: int) -> None:
        self.outbox: list[str] = []
        outbox = self.outbox

        class Wire(RemoteSeat):
            def send(self, event: Event) -> None:
                outbox.append(json.dumps(["event", list(event)]))

        self.remote = Wire("far")
        seats: list[Seat] = [Seat(f"bot {s}", RandomBot()) for s in range(game.players)]
        seats[seat] = self.remote
        self.table = Table(game, seats)

    def start(self) -> None:
        self.table.start()
        self.table.run_bots()

    def request(self, line: str) -> str:
        what, arg = json.loads(line)
        view = self.remote.table
        assert view is not None
        if what == "view":
            return json.dumps(view.view())
        if what == "legal":
            return json.dumps([[a.text, a.kind] for a in view.legal()])
        if what == "facts":
            return json.dumps(view.facts())
        try:
            view.act(arg)
        except IllegalAction as exc:
            return json.dumps(["refused", exc.msg.key, exc.msg.params])
        self.table.run_bots()
        return json.dumps(["ok"])


class Proxy:
    """The client's side: a TableView over the connection. It holds no
    game and no table, only what the server sends."""

    def __init__(self, server: Server, seat: int) -> None:
        self._server = server
        self.seat = seat
        self._listeners: list[Listener] = []

    def _pump(self) -> None:
        while self._server.outbox:
            _, fields = json.loads(self._server.outbox.pop(0))
            kind, seat, data, visible_to = fields
            event = Event(kind, seat, data, tuple(visible_to) if visible_to is not None else None)
            for listener in self._listeners:
                listener(event)

    def listen(self, listener: Listener) -> None:
        self._listeners.append(listener)
        self._pump()

    def view(self) -> dict:
        return json.loads(self._server.request(json.dumps(["view", None])))

    def legal(self) -> list[Action]:
        texts = json.loads(self._server.request(json.dumps(["legal", None])))
        return [Action(text, Msg("core.action", text=text), kind) for text, kind in texts]

    def facts(self) -> dict:
        return json.loads(self._server.request(json.dumps(["facts", None])))

    def act(self, action: Action | str) -> None:
        answer = json.loads(self._server.request(json.dumps(["act", str(action)])))
        self._pump()
        if answer[0] == "refused":
            raise IllegalAction(Msg(answer[1], **answer[2]))


class Player:
    """A Session-like consumer: it knows only a TableView. It hears the
    events of its seat, reads its view and its legal actions, and plays."""

    def __init__(self, table: TableView) -> None:
        self.table = table
        self.heard: list[tuple] = []
        self.views: list[dict] = []
        #: what its narrator said: made from the facts alone, as a front
        #: end at another machine makes it
        self.said: list[str] = []
        self.narrator = entry("maumau").make_narrator(
            table.facts(), "en", ["A", "B", "C"], table.seat
        )
        table.listen(self.on_event)

    def on_event(self, event: Event) -> None:
        self.heard.append(json.loads(json.dumps(list(event))))
        said = self.narrator.event(event)
        if said is not None:
            self.said.append(said.speech)

    def play(self, rng: random.Random, after=lambda: None) -> None:
        """Play until the seat is no longer waited for; ``after`` lets the
        other seats move after each move (a server does that by itself)."""
        while True:
            legal = self.table.legal()
            if not legal:
                return
            self.views.append(json.loads(json.dumps(self.table.view())))
            self.table.act(rng.choice(sorted(a.text for a in legal)))
            after()


def test_a_player_plays_alike_through_the_local_table_and_through_a_proxy():
    options = {"quick": True}
    # here: the table runs in this process
    local_game = MauMau(3, options, 21)
    seats = [Seat("bot 0", RandomBot()), Seat("me"), Seat("bot 2", RandomBot())]
    local_table = Table(local_game, seats)
    here = Player(local_table.view_for(1))
    local_table.start()
    local_table.run_bots()
    here.play(random.Random(2), after=local_table.run_bots)
    # there: the same table at a server; the player has only a proxy
    server = Server(MauMau(3, options, 21), 1)
    server.start()
    proxy = Proxy(server, 1)
    assert isinstance(proxy, TableView)
    there = Player(proxy)
    there.play(random.Random(2))

    assert local_game.is_over() and server.table.game.is_over()
    assert there.heard == here.heard and there.views == here.views
    assert there.said == here.said and len(here.said) > 10
    assert len(here.heard) > 10
    assert all(Event(e[0], e[1], e[2], e[3] and tuple(e[3])).visible(1) for e in there.heard)


def test_a_refusal_crosses_the_proxy_and_changes_nothing():
    server = Server(MauMau(2, {}, 3), 0)
    server.start()
    before = server.table.game.fingerprint()
    with pytest.raises(IllegalAction):
        Proxy(server, 0).act("play nothing at all")
    assert server.table.game.fingerprint() == before
