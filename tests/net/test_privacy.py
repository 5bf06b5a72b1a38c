"""Hidden information stays hidden on the wire: whole games of each of the
five games played through the game server in-process, two connected
players (seats 0 and 1) moving by ``act`` messages, bots in any other
seat. Everything sent to the player at seat 0 is recorded and held against
a replay of the stored match: the events are exactly those seat 0 may see,
every state is seat 0's own view and moves, and no other seat's private
values nor the order of the stock ever travel to it."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

import pytest

from accessible_games.core.game import Game
from accessible_games.games.registry import entry, game_ids
from accessible_games.net import protocol
from accessible_games.net.protocol import encode
from accessible_games.net.server import service as server_module
from accessible_games.net.server.service import Client, GameServer, ServerTable
from accessible_games.net.server.store import MemoryStore, TableRecord

from ..game_helpers import sub_values, telling
from .fakes import FakeConnection

#: the module's fixture plays ten matches through a server (9-11 s, in the
#: set-up of the first test each xdist worker runs here)
pytestmark = pytest.mark.slow

#: short matches: table options by game
SHORT: dict[str, dict[str, Any]] = {
    "logomachy": {"deals": 1},
    "maumau": {"quick": True},
    "pulok": {"handicap": 1, "target": 2},
    "madnooks": {"rounds": 2},
    "monad": {},
}
#: where each game's snapshot keeps the hidden order of what is still to be
#: drawn: a list, or a list of lists (Monad's columns: hidden are only the
#: cards nobody has seen yet, ``Monad.unseen``; the top and the cards put
#: under a column were announced and are shown)
HIDDEN_ORDER: dict[str, tuple[str, ...]] = {
    "logomachy": ("stock",),
    "maumau": ("stock",),
    "pulok": ("bag",),
    "madnooks": ("stack",),
    "monad": ("columns",),
}
#: a match stops after this many moves; what was sent so far is checked
MAX_MOVES = 400
CASES = [(game, players) for game in game_ids() if game in SHORT for players in (2, 3)]


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def as_sent(value: Any) -> Any:
    """``value`` as it arrives: through JSON and back."""
    return json.loads(json.dumps(value))


# --- a match through the server -----------------------------------------------------------


class RecordingClient(Client):
    """A connection that notes, with every message queued for it, how many
    moves the game of its table had then."""

    def __init__(self) -> None:
        super().__init__(FakeConnection())  # type: ignore[arg-type]
        self.positions: list[int] = []

    def send_text(self, text: str) -> None:  # every message goes through here
        before = self.queue.qsize()
        super().send_text(text)
        if self.queue.qsize() > before:
            self.positions.append(len(self.table.game.log) if self.table is not None else 0)


@dataclass
class Sent:
    """One message the server sent: its text, its data, and the number of
    moves of the game when it was sent."""

    position: int
    text: str
    data: dict[str, Any]


@dataclass
class Match:
    record: TableRecord
    log: list[tuple[int, str]]
    sent: list[Sent] = field(default_factory=list)
    #: the moves each person sent (Ann's, Ben's)
    acts: tuple[int, int] = (0, 0)


def take(client: RecordingClient) -> list[Sent]:
    out = []
    while not client.queue.empty():
        text = client.queue.get_nowait()
        assert text is not None, "the server disconnected the client"
        out.append(Sent(client.positions.pop(0), text, json.loads(text)))
    assert not client.positions
    return out


def play(game: str, players: int, seed: int) -> Match:
    """A match of ``game`` for ``players``: Ann (seat 0) and Ben (seat 1)
    connected, bots in the other seats, the two people moving at random
    from the moves their last state listed. Everything sent to Ann is kept."""
    rng = random.Random(seed)
    server = GameServer(MemoryStore())
    ann, ben = RecordingClient(), RecordingClient()
    server.clients |= {ann, ben}
    sent: list[Sent] = []
    last: dict[Client, dict[str, Any]] = {}

    def send(client: RecordingClient, kind: str, **fields: Any) -> None:
        server.receive(client, encode(kind, **fields))
        for someone in (ann, ben):
            got = take(someone)
            if someone is ann:
                sent.extend(got)
            for message in got:
                assert message.data["type"] != "refused", message.data
                if message.data["type"] in ("state", "table"):
                    last[someone] = message.data
            someone.messages.tokens = protocol.BURST  # play is not limited here

    send(ann, "hello", version=protocol.VERSION, name="Ann", lang="en")
    send(ben, "hello", version=protocol.VERSION, name="Ben", lang="en")
    with mock.patch.object(server_module.secrets, "randbits", return_value=seed):
        send(ann, "create", game=game, players=players, bots=players - 2, options=SHORT[game], n=1)
    table: ServerTable = next(iter(server.tables.values()))
    send(ben, "join", table=table.id, n=1)
    send(ann, "start", n=2)
    assert table.status == "playing"
    number = 3
    acts = {ann: 0, ben: 0}
    while not table.game.is_over() and len(table.game.log) < MAX_MOVES:
        movers = [c for c in (ann, ben) if c in last and last[c]["legal"]]
        assert len(movers) == 1, "exactly one connected player is listed moves at a time"
        mover = movers[0]
        send(mover, "act", text=rng.choice(last[mover]["legal"])[0], n=number)
        assert any(m.data == {"type": "done", "n": number} for m in sent) or mover is ben
        acts[mover] += 1
        number += 1
    record = server.store.table(table.id)
    assert record is not None
    log = server.store.read_log(table.id)
    assert log == list(table.game.log)
    return Match(record, log, sent, (acts[ann], acts[ben]))


def run_match(game: str, players: int, seed: int) -> Match:
    async def main() -> Match:
        return play(game, players, seed)

    return asyncio.run(main())


# --- the replay -----------------------------------------------------------------------------


@dataclass
class Position:
    view: Any
    legal: list[Any]
    waiting: list[int]
    over: bool
    #: other seats' private values (canonical JSON) seat 0 does not hold itself
    secrets: set[str]
    #: the hidden orders of the snapshot (canonical JSON)
    orders: set[str]
    #: the values seat 0 and an onlooker are shown (canonical JSON)
    shown: set[str]


def position(game: Game, game_id: str) -> Position:
    own = game.view(0)
    public = game.view(None)
    mine = {canonical(v) for v in sub_values(own)}
    secrets = set()
    for seat in range(1, game.players):
        for key, value in game.view(seat).items():
            if value == public.get(key) or not telling(value) or canonical(value) in mine:
                continue
            secrets.add(canonical(value))
    snapshot = game.snapshot()
    orders = set()
    for key in HIDDEN_ORDER[game_id]:
        value = snapshot[key]
        lists = value if value and isinstance(value[0], list) else [value]
        if game_id == "monad":
            lists = [[c for c in v if c in game.unseen] for v in lists]  # type: ignore[attr-defined]
        # a short or sorted order could be any hand or set of cards: only
        # the telling ones count
        orders |= {canonical(as_sent(v)) for v in lists if len(v) >= 3 and v != sorted(v)}
    waiting = list(game.waiting_for())
    legal = (
        as_sent([protocol.action_data(a) for a in game.menu_actions(0)])
        if not game.is_over()
        else []
    )
    return Position(
        as_sent(own),
        legal,
        waiting,
        game.is_over(),
        secrets,
        orders,
        mine | {canonical(v) for v in sub_values(public)},
    )


def replay(match: Match) -> tuple[list[Position], list[Any]]:
    """Every position of the stored match, and the events seat 0 may see
    (as sent: through JSON)."""
    record = match.record
    game = entry(record.game).make_game(record.players, record.options, record.seed)  # type: ignore[union-attr]
    events = [protocol.event_data(e) for e in game.setup_events if e.visible(0)]
    positions = [position(game, record.game)]
    for seat, text in match.log:
        events += [protocol.event_data(e) for e in game.apply(seat, text) if e.visible(0)]
        positions.append(position(game, record.game))
    return positions, as_sent(events)


@pytest.fixture(scope="module")
def matches() -> dict[tuple[str, int], tuple[Match, list[Position], list[Any]]]:
    played = {}
    for number, (game, players) in enumerate(CASES):
        match = run_match(game, players, seed=1_000 + number)
        played[game, players] = (match, *replay(match))
    return played


def by_case(test):
    return pytest.mark.parametrize("case", CASES, ids=[f"{g}-{p}" for g, p in CASES])(test)


def test_the_five_games_are_played():
    assert {game for game, _ in CASES} == set(SHORT)


@by_case
def test_the_match_is_played_through(matches, case):
    match, positions, _events = matches[case]
    assert match.log, "no move was made"
    assert min(match.acts) >= 1, "both people moved"
    assert positions[-1].over or len(match.log) >= MAX_MOVES
    assert match.record.seats[0].owner != match.record.seats[1].owner
    assert [s.kind for s in match.record.seats] == ["human", "human"] + ["bot"] * (case[1] - 2)


@by_case
def test_seat_zero_is_sent_exactly_its_events(matches, case):
    match, _positions, expected = matches[case]
    sent = [m.data["event"] for m in match.sent if m.data["type"] == "event"]
    for data in sent:
        event = protocol.event_from_data(data)
        assert event is not None and event.visible(0), data
    assert sent == expected


@by_case
def test_every_state_is_seat_zeros_own(matches, case):
    match, positions, _events = matches[case]
    states = [m for m in match.sent if m.data["type"] in ("state", "table")]
    assert states
    for message in states:
        data = message.data
        at = positions[data["moves"]]
        assert data["moves"] == message.position
        assert data["view"] == at.view, f"the view at move {data['moves']}"
        assert data["over"] == at.over
        started = data["status"] != "waiting"
        assert data["waiting"] == (at.waiting if started else [])
        if not started:
            assert data["legal"] == []
            continue
        assert data["legal"] == at.legal, f"the moves listed at move {data['moves']}"
        assert bool(data["legal"]) == (0 in at.waiting and not at.over)


@by_case
def test_no_private_value_of_another_seat_is_sent(matches, case):
    match, positions, events = matches[case]
    values = [{canonical(v) for v in sub_values(m.data)} for m in match.sent]
    # what another seat alone knows when a message other than an event is
    # sent is not in it (the events are exactly seat 0's: tested above; one
    # may show seat 0 another's cards, as Mau Mau's challenged bluff does)
    for message, found in zip(match.sent, values, strict=True):
        if message.data["type"] == "event":
            continue
        leaked = found & positions[message.position].secrets
        assert not leaked, f"{message.text[:200]} holds {sorted(leaked)[:3]}"
    # nor is it in any message, unless seat 0 may learn it at some point: in
    # its own view, an onlooker's, or an event it may see
    allowed = set().union(*(p.shown for p in positions)) | {
        canonical(v) for v in sub_values(events)
    }
    secrets = set().union(*(p.secrets for p in positions)) - allowed
    assert secrets or case[0] == "madnooks", "the match had private values"
    leaked = set().union(*values) & secrets
    assert not leaked, sorted(leaked)[:3]


@by_case
def test_the_order_of_the_stock_is_never_sent(matches, case):
    match, positions, _events = matches[case]
    orders = set().union(*(p.orders for p in positions))
    assert orders, "the snapshot holds a hidden order"
    lists = {canonical(v) for m in match.sent for v in sub_values(m.data) if isinstance(v, list)}
    assert not lists & orders, sorted(lists & orders)[:3]
    texts = "\n".join(m.text for m in match.sent)
    for order in orders:
        assert json.dumps(json.loads(order), separators=(",", ":")) not in texts
