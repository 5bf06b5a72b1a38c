"""Whole online games of all five played by typed moves alone, in both
languages: the plain mode's line reader at a server's table (RemoteSession),
each move typed in one of the forms a local game takes (full words in
either language, abbreviations, codes), read by the client's move grammar
and made at a real GameServer (in this process, its connection replaced by
a direct call). Every typed move is the move meant; none is refused as an
unknown command."""

from __future__ import annotations

import asyncio
import io
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_games.app.online import RemoteSession
from accessible_games.core.game import Action
from accessible_games.net import protocol
from accessible_games.net.client.remote import RemoteTable
from accessible_games.net.protocol import encode
from accessible_games.net.server import service
from accessible_games.net.server.service import Client, GameServer
from accessible_games.net.server.store import MemoryStore
from accessible_games.ui.plain.app import PlainMode
from tests.games.logomachy.test_typed_forms import card_form as logomachy_card
from tests.games.madnooks.test_typed_forms import typed_form as madnooks_form
from tests.games.maumau.test_typed_forms import typed_form as maumau_form
from tests.games.monad.test_typed_forms import typed_form as monad_form
from tests.games.pulok.test_typed_forms import arrangement_form, exchange_form

from .fakes import connect, received


class Wire:
    """The client's connection to an in-process server: a request goes
    straight into ``GameServer.receive``; what the server sends back
    reaches the RemoteTable as it would over the network."""

    def __init__(self, server: GameServer, client: Client) -> None:
        self.server, self.client = server, client
        self.remote: RemoteTable | None = None
        self.number = 0

    def deliver(self, messages: list[dict[str, Any]]) -> protocol.Message | None:
        """Hand the server's messages on; the answer to the last request."""
        answer = None
        for m in messages:
            kind = m["type"]
            fields = {k: v for k, v in m.items() if k != "type"}
            if kind == "event" and self.remote is not None:
                self.remote.hear(fields["event"], fields.get("computer"))
            elif kind == "state" and self.remote is not None:
                self.remote.update(protocol.Message("state", fields))
            elif kind in ("done", "refused") and fields.get("n") == self.number:
                answer = protocol.Message(kind, fields)
        return answer

    def request(self, kind: str, **fields: Any) -> protocol.Message:
        self.number += 1
        self.client.messages.tokens = protocol.BURST
        self.server.receive(self.client, encode(kind, n=self.number, **fields))
        answer = self.deliver(received(self.client))
        assert answer is not None, f"no answer to {kind}"
        return answer


def typed(game: str, action: Action, legal: list[Action], rng: random.Random, data) -> str:
    """One form a player may type ``action`` in (the games' own typed-form
    tests say which forms there are)."""
    if game == "logomachy":
        return logomachy_form(action, data)
    if game == "maumau":
        return maumau_form(action, rng)
    if game == "monad":
        return monad_form(action, rng, {a.text for a in legal})
    if game == "madnooks":
        return madnooks_form(action, rng)
    if action.text.split(" ")[0] in ("take", "decline", "keep", "pass", "arrange"):
        return exchange_form(action, legal, rng)
    return arrangement_form(action, rng)


def logomachy_form(action: Action, data) -> str:
    """A Logomachy move typed as its test types it (tests/games/logomachy),
    from the stable text the client has ("play R6 take B6 G6"): the
    server's listed moves carry no game objects."""
    words = action.text.split(" ")
    played, taken = words[1], words[3:]
    verb = data.draw(st.sampled_from(["", "play ", "spiele ", "lege ", "Spiel "]))
    text = verb + logomachy_card(played, data.draw)
    if taken:
        order = data.draw(st.permutations(taken))
        marker = data.draw(st.sampled_from(["take", "nimm", "mit", "+", "x", "with", ""]))
        joiner = data.draw(st.sampled_from([" ", ", ", " und ", " and "]))
        text += f" {marker} " + joiner.join(logomachy_card(c, data.draw) for c in order)
    return text


#: (game, players, options, the most of the player's own moves typed)
GAMES = [
    ("logomachy", 2, {"deals": 1}, 60),
    ("maumau", 2, {"quick": True}, 80),
    ("monad", 2, {}, 40),
    ("pulok", 2, {}, 40),
    ("madnooks", 2, {}, 40),
]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game", "players", "options", "most"), GAMES)
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10_000), data=st.data())
def test_an_online_game_is_played_by_typed_moves_alone(
    game, players, options, most, lang, seed, data
):
    # the table's seed: the server draws it at random; here it is the example's
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(service.secrets, "randbits", lambda bits: seed)
        asyncio.run(play(game, players, options, most, lang, seed, data))


async def play(game, players, options, most, lang, seed, data) -> None:
    """Ann plays ``game`` at a server against computer players, by typed moves."""
    server = GameServer(MemoryStore())
    ann = connect(server, "Ann", lang)
    server.receive(
        ann,
        encode(
            "create",
            game=game,
            players=players,
            bots=players - 1,
            level="random",
            options=options,
        ),
    )
    server.receive(ann, encode("start"))
    wire = Wire(server, ann)
    out = received(ann)
    (table,) = [m for m in out if m["type"] == "table"]
    remote = RemoteTable(
        wire,  # type: ignore[arg-type]
        protocol.Message("table", {k: v for k, v in table.items() if k != "type"}),
    )
    wire.remote = remote
    wire.deliver(out[out.index(table) + 1 :])
    screen = io.StringIO()
    mode = PlainMode(
        lambda emit: RemoteSession(remote, lang, emit),
        out=screen,
        inp=io.StringIO(""),
        interactive=False,
    )
    session = mode.session
    log = server.tables[1].game.log
    rng = random.Random(seed)
    moved = 0
    while moved < most and not remote.over:
        assert remote.my_turn(), "the computer players answer at once"
        legal = session.legal()
        action = rng.choice(legal)
        line = typed(game, action, legal, rng, data)
        before = len(log)
        assert mode.handle(line) is not False
        if action.caution is not None and len(log) == before:
            assert mode.handle(line) is not False  # a costly move: typed again, as locally
        assert len(log) > before and log[before] == (0, action.text), (line, action.text)
        moved += 1
    assert moved >= min(most, 5)
    said = screen.getvalue()
    assert "Unknown command" not in said and "Unbekannter Befehl" not in said
