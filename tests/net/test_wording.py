"""The wording of network play: what a server tells a player about
themselves is said in the player's own form ("Time is up for you", "Deine
Zeit ist um", "Du gewinnst"), and every count it sends (seconds, minutes,
points, tables) goes through the language's plural rule. Real servers in
process and real renders; no message is chosen by a number in its key."""

from __future__ import annotations

import asyncio

import pytest

from accessible_games.app.online import table_line
from accessible_games.core.messages import Msg, render
from accessible_games.net.client.remote import NetClient, NetError
from accessible_games.net.protocol import msg_from_data

from .fakes import received
from .test_server_timing import SECONDS, finished, two_people


def said(messages: list[dict], lang: str) -> list[str]:
    return [render(msg_from_data(m["msg"]), lang) for m in messages if m["type"] == "notice"]


def test_the_player_whose_time_runs_out_hears_it_in_their_own_form():
    async def scenario() -> None:
        _server, table, ann, ben, _ = two_people({"time_per_move": SECONDS}, clock_scale=0.01)
        seat = table.game.waiting_for()[0]
        await finished(table.timer)
        me, other = (ann, ben) if seat == 0 else (ben, ann)
        name = table.seats[seat].name
        mine, theirs = received(me), received(other)
        assert said(mine, "en")[0] == "Time is up for you: the game moves for you."
        assert said(mine, "de")[0] == "Deine Zeit ist um: Das Spiel zieht für dich."
        assert said(theirs, "en")[0] == f"Time is up for {name}: the game moves for them."
        assert said(theirs, "de")[0] == f"Die Zeit von {name} ist um: Das Spiel zieht für {name}."

    asyncio.run(scenario())


def test_a_ranking_change_is_said_in_the_own_form_and_counted():
    assert (
        render(Msg("rank.change.won.own", points=1, total=21), "en")
        == "You gain 1 ranking point, now 21."
    )
    assert (
        render(Msg("rank.change.lost.own", points=10, total=-10), "de")
        == "Du verlierst 10 Ranglistenpunkte, jetzt -10."
    )
    assert (
        render(Msg("rank.change.won", player="Ben", points=1, total=1), "de")
        == "Ben gewinnt 1 Ranglistenpunkt, jetzt 1."
    )
    assert (
        render(Msg("rank.vote.punished", player="Cid", points=1), "en")
        == "The table voted: Cid loses 1 ranking point for leaving."
    )
    ask = Msg("rank.vote.ask", player="Cid", points=1, seconds=1)
    assert render(ask, "de") == (
        "Cid hat dieses gewertete Spiel verlassen. Mit 1 Punkt Abzug bestrafen? "
        "Sag abstimmen ja oder abstimmen nein, innerhalb von 1 Sekunde."
    )


def test_bans_and_locks_count_their_minutes_and_seconds():
    assert (
        render(Msg("admin.banned.own", minutes=1), "en")
        == "You are banned from this server for 1 more minute."
    )
    assert (
        render(Msg("admin.banned.own", minutes=1), "de")
        == "Du bist auf diesem Server noch 1 Minute gesperrt."
    )
    assert (
        render(Msg("admin.banned", player="Troll", minutes=1), "en")
        == "Troll is banned for 1 minute."
    )
    assert (
        render(Msg("admin.banned", player="Troll", minutes=30), "de")
        == "Troll ist für 30 Minuten gesperrt."
    )
    assert (
        render(Msg("acct.login.wait", count=1), "en")
        == "Too many wrong passwords for this name: wait 1 second, then try again."
    )
    assert (
        render(Msg("acct.login.locked", count=1), "de")
        == "Zu viele falsche Passwörter für diesen Namen: er ist noch 1 Minute gesperrt."
    )


def test_the_lobby_and_the_connection_count_in_the_plural_rule():
    assert render(Msg("net.tables.count", count=1), "en") == "1 table."
    assert render(Msg("net.tables.count", count=1), "de") == "1 Tisch."
    assert (
        render(Msg("net.lost", seconds=1), "de")
        == "Die Verbindung ist weg. Neuer Versuch in 1 Sekunde."
    )
    assert render(Msg("net.recap", count=1), "en") == "While you were away: 1 move."
    assert (
        render(Msg("net.dropped", player="Ann", seconds=1), "en")
        == "Ann lost the connection; the seat waits 1 second."
    )
    assert (
        render(Msg("net.bots_many", bots=1, players=1), "de")
        == "1 Bot lässt an einem Tisch für 1 keinen Platz für dich."
    )
    line = table_line(
        {
            "id": 3,
            "game": "maumau",
            "status": "waiting",
            "watchers": 1,
            "seats": [{"kind": "human", "name": "Ann"}, {"kind": "empty", "name": "2"}],
        }
    )
    assert render(line, "de").endswith("; 1 schaut zu.")
    assert render(line, "en").endswith("; 1 watching.")


def test_the_own_chat_is_said_as_your_own_words():
    assert render(Msg("net.chat.lobby.own", text="hi"), "en") == "You say: hi"
    assert render(Msg("net.chat.table.own", text="hallo"), "de") == "Du sagst am Tisch: hallo"
    assert render(Msg("net.chat.lobby", player="Ann", text="hi"), "de") == "Ann sagt: hi"


def test_ranking_points_are_grouped_and_counted():
    line = Msg(
        "rank.line", place=1, total=2, name="Ann", points=1234, shown="1.234", won=1, lost=0, left=0
    )
    assert render(line, "de") == "1 von 2: Ann, 1.234 Punkte, 1 gewonnen, 0 verloren, 0 verlassen."
    one = Msg("rank.record", game="Mau Mau", points=1, shown="1", won=1, lost=0, left=0)
    assert render(one, "en") == "Mau Mau: 1 point, 1 won, 0 lost, 0 left."


def test_a_refused_connection_is_said_in_the_players_language(tmp_path):
    """Nobody listens on port 1 here: the reason is a sentence of the
    player's language, not the system's English."""
    with pytest.raises(NetError) as caught:
        NetClient(
            "ws://127.0.0.1:1", "Ann", "de", lambda m: None, lambda m: None, known=tmp_path
        ).open()
    assert caught.value.msg.key == "net.cannot"
    assert render(caught.value.msg, "de") == (
        "Keine Verbindung zu ws://127.0.0.1:1: der Server nimmt die "
        "Verbindung nicht an; vielleicht läuft er nicht."
    )
    assert render(caught.value.msg, "en").endswith(
        ": the server does not accept the connection; perhaps it is not running."
    )
