"""A ranked game with real parts: a real server process serving wss:// with
its own certificate, its SQLite file, and plain-mode clients through
pipes. Two players register, play a competitive Mau Mau game to its end,
and find the ranking changed exactly as the rules say: the winner 20
points up, the loser 10 down, in the lobby's ranking and in their own
records."""

from __future__ import annotations

import re
import time

import pytest

from accessible_games.net.server.store import SQLiteStore
from tests.fixtures.slow_mark import slow_factor

from .processes import PlainClient, Server
from .test_play import PATTERN

pytestmark = pytest.mark.slow


def test_two_registered_players_play_a_competitive_game_over_tls_and_are_ranked(tmp_path):
    # both clients come from 127.0.0.1: the server is told to rank one address's players
    server = Server(
        tmp_path / "server", args=("--tls", "self-signed", "--rank-same-address")
    ).start()
    assert server.url.startswith("wss://")
    clients: list[PlainClient] = []
    try:
        ann = PlainClient(server.url, "Ann", tmp_path / "ann")
        ben = PlainClient(server.url, "Ben", tmp_path / "ben")
        clients += [ann, ben]
        for client, name in ((ann, "Ann"), (ben, "Ben")):
            client.out.wait_for(
                r"^First contact with "
            )  # the certificate's fingerprint, said and kept
            client.send(f"register {name}", "eine lange Geschichte", "eine lange Geschichte")
            client.out.wait_for(rf"^Your account {name} is made, and you are logged in\.$")
        ann.send("create maumau players=2 quick=on competitive=on")
        table = int(ann.out.wait_for(r"Table (\d+) made").group(1))
        ben.out.wait_for(
            rf"^New table\. Table {table}: Mau Mau, waiting, competitive; "
            r"Quick game \(the first to go out wins\): on; seats: Ann and free"
        )
        ben.send(f"join {table}")
        ann.out.wait_for(r"Ben takes seat 2")
        ann.send("start")
        ann.out.wait_for(r"^This game is ranked: Ann and Ben play for their ranking\.$")
        ann.send(*(PATTERN * 300), "quit")
        ben.send(*(PATTERN * 300), "quit")
        assert ann.end(150) == 0 and ben.end(150) == 0
        said = "\n".join(ann.out.lines)
        # Ann hears her own change in her own form, Ben's by his name
        gained = re.findall(r"^(You|Ben) gains? 20 ranking points, now 20\.$", said, re.M)
        lost = re.findall(r"^(You|Ben) loses? 10 ranking points, now -10\.$", said, re.M)
        assert len(gained) == 1 and len(lost) == 1 and {gained[0], lost[0]} == {"You", "Ben"}, said[
            -3000:
        ]
        winner, loser = ("Ann", "Ben") if gained[0] == "You" else ("Ben", "Ann")
        assert (
            f"\n{'You gain' if winner == 'Ann' else 'Ben gains'} 20 ranking points, now 20.\n"
            in f"\n{said}\n"
        )

        # the store agrees; and Ann, started again (her session kept), hears it from the server
        store = SQLiteStore(tmp_path / "server" / "server.sqlite3")
        total, rows = store.ranking("maumau")
        store.close()
        assert total == 2 and [(r.name, r.points, r.won, r.lost) for r in rows] == [
            (winner, 20, 1, 0),
            (loser, -10, 0, 1),
        ]
        again = PlainClient(server.url, "Ann", tmp_path / "ann")
        clients.append(again)
        again.out.wait_for(r"^You are logged in as Ann\.$")
        again.send("ranking maumau")
        again.out.wait_for(rf"^1 of 2: {winner}, 20 points, 1 won, 0 lost, 0 left\.$")
        again.out.wait_for(rf"^2 of 2: {loser}, -10 points, 0 won, 1 lost, 0 left\.$")
        again.send("record")
        mine = 20 if winner == "Ann" else -10
        again.out.wait_for(
            rf"^Mau Mau: {mine} points, {int(winner == 'Ann')} won, {int(loser == 'Ann')} lost, 0 "
            r"left\.$"
        )
        again.send("quit")
        assert again.end(30) == 0
    finally:
        for client in clients:
            client.kill()
        server.stop()
    for client in clients:
        assert "Traceback" not in "\n".join(client.out.lines)


def whose_turn(clients: dict[str, PlainClient], seconds: float) -> str | None:
    """The player whose program says next that it is their turn (None: none
    said so within ``seconds``)."""
    deadline = time.monotonic() + seconds * slow_factor()
    while time.monotonic() < deadline:
        for name, client in clients.items():
            try:
                client.out.wait_for(r"^Your turn", 0.1)
                return name
            except AssertionError:
                continue
    return None


def test_the_players_left_vote_a_leaver_down_at_a_real_server(tmp_path):
    server = Server(tmp_path / "server", args=("--rank-same-address",)).start()
    names = ("Ann", "Ben", "Cid")
    clients: dict[str, PlainClient] = {}
    try:
        for name in names:
            client = clients[name] = PlainClient(server.url, name, tmp_path / name.lower())
            client.out.wait_for(r"^Connected to ")
            client.send(f"register {name}", "eine lange Geschichte", "eine lange Geschichte")
            client.out.wait_for(rf"^Your account {name} is made")
        ann, ben, cid = (clients[n] for n in names)
        ann.send("create maumau players=3 quick=on competitive=on")
        table = int(ann.out.wait_for(r"Table (\d+) made").group(1))
        ben.send(f"join {table}")
        ann.out.wait_for(r"Ben takes seat 2")
        cid.send(f"join {table}")
        ann.out.wait_for(r"Cid takes seat 3")
        ann.send("start")
        ann.out.wait_for(r"^This game is ranked: Ann, Ben and Cid play for their ranking\.$")
        # Ann and Ben play their first listed move until it is Cid's turn; then he leaves
        mover = None
        for _ in range(60):
            # a move that keeps the turn (a card drawn, to play or to keep) says no new
            # "Your turn": after a while the one who moved last is given another line
            mover = whose_turn(clients, 3.0) or mover
            if mover == "Cid":
                break
            assert mover is not None, "nobody's turn came"
            clients[mover].send("1")
        cid.send("leave")
        cid.out.wait_for(r"You left the table")
        ann.out.wait_for(
            r"^Cid left this ranked game\. Punish them with 20 points off\? "
            r"Say vote yes or vote no within 30 seconds\.$"
        )
        ben.out.wait_for(r"^Cid left this ranked game\.")
        # each read at its player's turn, and then a few moves, so that the other's turn comes
        ann.send("vote yes", *PATTERN * 2)
        ben.send("vote yes", *PATTERN * 2)
        ann.out.wait_for(r"^Your vote is counted\.$")
        ben.out.wait_for(r"^Your vote is counted\.$")
        ann.out.wait_for(r"^The table voted: Cid loses 20 ranking points for leaving\.$", 20)
        cid.send("quit")
        ann.send(*(PATTERN * 300), "quit")
        ben.send(*(PATTERN * 300), "quit")
        assert ann.end(150) == 0 and ben.end(150) == 0 and cid.end(30) == 0
    finally:
        for client in clients.values():
            client.kill()
        server.stop()
    store = SQLiteStore(tmp_path / "server" / "server.sqlite3")
    total, rows = store.ranking("maumau")
    store.close()
    standing = {r.name: (r.points, r.won, r.lost, r.left) for r in rows}
    assert standing["Cid"] == (-20, 0, 0, 1), (
        "punished, and not ranked at the end of the game he left"
    )
    results = sorted(standing[n] for n in ("Ann", "Ben"))
    if results == [(-10, 0, 1, 0), (30, 1, 0, 0)]:
        pass  # Ann or Ben won: 10 points for each of the three players
    else:  # the bot that played Cid's seat won: both lose, and Cid, who left, gains nothing
        assert results == [(-10, 0, 1, 0), (-10, 0, 1, 0)], standing
        assert re.search(r"^Result: .*Winner: Cid\.?$", "\n".join(clients["Ann"].out.lines), re.M)
    for client in clients.values():
        assert "Traceback" not in "\n".join(client.out.lines)
