"""A ranked game with real parts: a real server process serving wss:// with
its own certificate, its SQLite file, and plain-mode clients through
pipes. Two players register, play a competitive Mau Mau game to its end,
and find the ranking changed exactly as the rules say: the winner 20
points up, the loser 10 down, in the lobby's ranking and in their own
records."""

from __future__ import annotations

import re

import pytest

from accessible_games.net.store import SQLiteStore

from .processes import PlainClient, Server
from .test_play import PATTERN

pytestmark = pytest.mark.slow


def test_two_registered_players_play_a_competitive_game_over_tls_and_are_ranked(tmp_path):
    # both clients come from 127.0.0.1: the server is told to rank one address's players
    server = Server(tmp_path / "server", args=("--tls", "self-signed", "--rank-same-address")).start()
    assert server.url.startswith("wss://")
    clients: list[PlainClient] = []
    try:
        ann = PlainClient(server.url, "Ann", tmp_path / "ann")
        ben = PlainClient(server.url, "Ben", tmp_path / "ben")
        clients += [ann, ben]
        for client, name in ((ann, "Ann"), (ben, "Ben")):
            client.out.wait_for(r"^First contact with ")  # the certificate's fingerprint, said and kept
            client.send(f"register {name}", "eine lange Geschichte", "eine lange Geschichte")
            client.out.wait_for(rf"^Your account {name} is made, and you are logged in\.$")
        ann.send("create maumau players=2 quick=on competitive=on")
        table = int(ann.out.wait_for(r"Table (\d+) made").group(1))
        ben.out.wait_for(rf"^New table\. Table {table}: Mau Mau, waiting, competitive; seats: Ann and free")
        ben.send(f"join {table}")
        ann.out.wait_for(r"Ben takes seat 2")
        ann.send("start")
        ann.out.wait_for(r"^This game is ranked: Ann and Ben play for their ranking\.$")
        ann.send(*(PATTERN * 300), "quit")
        ben.send(*(PATTERN * 300), "quit")
        assert ann.end(150) == 0 and ben.end(150) == 0
        said = "\n".join(ann.out.lines)
        gained = re.findall(r"^(Ann|Ben) gains 20 points, now 20\.$", said, re.M)
        lost = re.findall(r"^(Ann|Ben) loses 10 points, now -10\.$", said, re.M)
        assert len(gained) == 1 and len(lost) == 1 and {gained[0], lost[0]} == {"Ann", "Ben"}, said[-3000:]
        winner, loser = gained[0], lost[0]

        # the store agrees; and Ann, started again (her session kept), hears it from the server
        store = SQLiteStore(tmp_path / "server" / "server.sqlite3")
        total, rows = store.ranking("maumau")
        store.close()
        assert total == 2 and [(r.name, r.points, r.won, r.lost) for r in rows] == [
            (winner, 20, 1, 0), (loser, -10, 0, 1)]
        again = PlainClient(server.url, "Ann", tmp_path / "ann")
        clients.append(again)
        again.out.wait_for(r"^You are logged in as Ann\.$")
        again.send("ranking maumau")
        again.out.wait_for(rf"^1 of 2: {winner}, 20 points, 1 won, 0 lost, 0 left\.$")
        again.out.wait_for(rf"^2 of 2: {loser}, -10 points, 0 won, 1 lost, 0 left\.$")
        again.send("record")
        mine = 20 if winner == "Ann" else -10
        again.out.wait_for(rf"^Mau Mau: {mine} points, {int(winner == 'Ann')} won, {int(loser == 'Ann')} lost, 0 left\.$")
        again.send("quit")
        assert again.end(30) == 0
    finally:
        for client in clients:
            client.kill()
        server.stop()
    for client in clients:
        assert "Traceback" not in "\n".join(client.out.lines)
