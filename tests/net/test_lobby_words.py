"""What onlookers and the lobby say, in both languages: an onlooker's
welcome does not claim the computer plays every seat, Logomachy's hand
for an onlooker says they are watching, the lobby's line names the table's
options that differ from the game's defaults (and none that are not the
game's), and the German lobby names its German command."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from accessible_games.app.online import RemoteSession, table_line
from accessible_games.app.session import Session, watch_key
from accessible_games.core.messages import Msg, render
from accessible_games.games.registry import entry, get_game
from accessible_games.net import protocol
from accessible_games.net.client.remote import RemoteTable
from accessible_games.net.protocol import encode
from accessible_games.net.server.service import GameServer
from accessible_games.net.server.store import MemoryStore
from accessible_games.ui.plain.online import WORDS

from .fakes import connect, received


def watched_table() -> dict[str, Any]:
    """The table message an onlooker gets at a table of two people."""
    out: list[dict[str, Any]] = []

    async def scenario() -> None:
        server = GameServer(MemoryStore())
        anna, ben, cleo = (connect(server, name) for name in ("Anna", "Ben", "Cleo"))
        server.receive(anna, encode("create", game="logomachy", players=3, bots=1))
        server.receive(ben, encode("join", table=1))
        server.receive(anna, encode("start"))
        received(cleo)
        server.receive(cleo, encode("watch", table=1))
        out.extend(received(cleo))

    asyncio.run(scenario())
    (table,) = [m for m in out if m["type"] == "table"]
    return {k: v for k, v in table.items() if k != "type"}


def test_an_onlooker_is_welcomed_as_one_and_told_who_plays():
    remote = RemoteTable(None, protocol.Message("table", watched_table()))  # type: ignore[arg-type]
    session = RemoteSession(remote, "en", lambda u: None)
    assert session.viewer is None
    welcome = render(Msg(watch_key(session, "ui"), game="Logomachy", players=3), "en")
    assert welcome == "Logomachy, 3 players; you are watching."
    assert "computer" not in welcome
    seats = session.seats_line()
    assert seats is not None and seats.speech == "Playing: Anna, Ben and Clara (computer, good)."
    hand = session.narrator.hand(session.view())  # type: ignore[attr-defined]
    assert hand.speech == "You hold no cards: you are watching."
    # a local table of computer players is still welcomed as one
    local = Session.new("logomachy", 3, 3, "good", 5, {}, "de", lambda u: None)
    assert render(Msg(watch_key(local, "ui"), game="Logomachy", players=3), "de") == (
        "Logomachy, 3 Spieler, alle vom Computer gespielt."
    )


def test_logomachy_tells_an_onlooker_that_it_is_watching_in_german():
    game = get_game("logomachy")(3, {}, 1)  # type: ignore[misc]
    found = entry("logomachy")
    assert found is not None
    narrator = found.make_narrator(game.facts(), "de", ["Anna", "Ben", "Cleo"], None)
    view = dict(game.view(None), hand=[])
    assert narrator.hand(view).speech == "Du hast keine Karten: du schaust zu."  # type: ignore[attr-defined]


TABLE = {
    "id": 4,
    "game": "maumau",
    "status": "waiting",
    "competitive": True,
    "seats": [{"kind": "human", "name": "Anna"}, {"kind": "empty", "name": ""}],
}


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Time per move in seconds: 30 and Quick game (the first to go out wins): on"),
        (
            "de",
            "Zeit pro Spielzug in Sekunden: 30 und Schnelle Partie "
            "(wer zuerst keine Karten mehr hat, gewinnt): an",
        ),
    ],
)
def test_the_lobby_line_names_the_options_that_differ_from_the_defaults(lang, said):
    options = {"quick": True, "time_per_move": 30, "points_per_match": 500, "bluffing": True}
    line = render(table_line({**TABLE, "options": options}), lang)
    assert said in line, line
    assert "500" not in line, "a default is not said"


@pytest.mark.parametrize(
    "options",
    [{}, {"quick": "yes please"}, {"time_per_move": 10**40}, {"deck_file": "/etc/passwd"}, "x"],
)
def test_options_that_are_not_the_game_s_are_not_said(options):
    line = render(table_line({**TABLE, "options": options}), "en")
    assert line == "Table 4: Mau Mau, waiting, competitive; seats: Anna and free; 0 watching."


def test_the_german_lobby_names_its_german_command():
    said = render(Msg("net.tables.none"), "de")
    assert "create" not in said
    german = [w for w in WORDS["create"].split() if w != "create"]
    assert any(f" {word} " in said for word in german), said
