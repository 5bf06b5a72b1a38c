"""Accounts with real parts: a real server process with its SQLite file and
plain-mode clients through pipes. A player registers, is logged in again by
the kept session when the program starts again, logs out, is refused a
wrong password and logs in with the right one, also after the server was
killed and started again; the password is never written back, and neither
it nor a token appears in what the server prints."""

from __future__ import annotations

import json

import pytest

from .processes import PlainClient, Server

PASSWORD = "Kartoffel-Salat 7"


@pytest.mark.slow
def test_register_come_back_by_session_log_out_and_in_across_a_server_restart(tmp_path):
    server = Server(tmp_path / "server").start()
    servers = [server]
    home = tmp_path / "anna"
    clients: list[PlainClient] = []
    try:
        anna = PlainClient(server.url, "Anna", home)
        clients.append(anna)
        anna.out.wait_for(r"^Connected to ")
        anna.send("register Anna", PASSWORD, PASSWORD)
        anna.out.wait_for(r"^Your account Anna is made, and you are logged in\.$")
        anna.send("quit")
        assert anna.end(30) == 0
        kept = json.loads((home / "config" / "server-tokens.json").read_text())
        assert any(key.startswith("#session@") for key in kept), "the session is kept"

        # started again: logged in by the kept session, no password asked
        again = PlainClient(server.url, "Anna", home)
        clients.append(again)
        again.out.wait_for(r"^You are logged in as Anna\.$")
        again.send("logout")
        again.out.wait_for(r"^You are logged out\. You play on as the guest ")
        again.send("quit")
        assert again.end(30) == 0
        kept = json.loads((home / "config" / "server-tokens.json").read_text())
        assert not any(key.startswith("#session@") for key in kept), (
            "logged out: the session is forgotten"
        )

        # the server is killed and started again on its file: the account is still there
        server.kill()
        server = Server(tmp_path / "server", port=int(server.url.rsplit(":", 1)[1])).start()
        servers.append(server)
        third = PlainClient(server.url, "Anna", home)
        clients.append(third)
        third.out.wait_for(r"^Connected to ")
        third.send("login Anna", "not the password")
        third.out.wait_for(r"^Wrong name or password\.$")
        third.send("login Anna", PASSWORD)
        third.out.wait_for(r"^You are logged in as Anna\.$")
        third.send("quit")
        assert third.end(30) == 0
    finally:
        for client in clients:
            client.kill()
        server.stop()
    for client in clients:
        text = "\n".join(client.out.lines)
        assert PASSWORD not in text and "not the password" not in text, (
            "a password is never written back"
        )
        assert "Traceback" not in text
    printed = "\n".join(line for one in servers for line in one.out.lines)
    assert PASSWORD not in printed and "Traceback" not in printed
    for token in kept.values():
        assert token not in printed
