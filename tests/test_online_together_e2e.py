"""Two blind players at one online table, end to end, by ear and by finger:
Anna plays in the full-screen mode in German (speech through a private
speech-dispatcher, braille on BRLTTY's virtual display), Ben in the plain
mode in English (typing short forms of his moves, speech through a second
speech-dispatcher), both in real terminals (tmux); a computer player takes
the third seat and Cid watches. Ben's network goes away (a cable in the test
closes his connection and refuses new ones) and comes back.

What they hear is checked against the server's own record (the store,
replayed here): no name twice at the table, the computer players marked,
nothing in the other player's language, the warnings of the turn clock
heard and felt, Ben's recap counting and naming only what happened while he
was away with the chat said meanwhile, and the chat Ben said while cut off
reaching Anna once he is back."""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.braille.translate import Translator
from accessible_games.net.server.store import SQLiteStore
from tests.fixtures.speechd import start_speechd
from tests.games.maumau.test_typed_forms import typed_form
from tests.net.processes import Cable, PlainClient, Server
from tests.net.test_play import free_port
from tests.test_tmux_fixture import console_script
from tests.test_tui_online_e2e import (
    ROOT,
    Narration,
    SpeechLog,
    Table,
    move_by_keys,
    wait_braille_start,
    wait_until,
)

pytestmark = pytest.mark.slow

#: seconds per move: the clock warns at 10 seconds left
TIME = 15
#: what only English says, and what only German says (a whole word or phrase)
ENGLISH = re.compile(r"\b(You|Your|you|your|plays|draws|turn|seconds|computer|table)\b")
GERMAN = re.compile(r"\b(Du|du|dein|deinen|spielt|zieht|dran|Sekunden|Zug|Tisch)\b")


def is_chat(text: str) -> bool:
    """A chat line carries what a player typed, in whatever language."""
    return bool(
        re.search(
            r"(says to the table|at the table says|sagt am Tisch|said at the table"
            r"|sagte .* am Tisch|You say|Du sagst): ",
            text,
        )
    )


def client_command(lang: str, url: str, name: str, *more: str) -> list[str]:
    return [
        console_script(),
        "--lang",
        lang,
        "connect",
        url,
        "--name",
        name,
        "--verbosity",
        "normal",
        "--speech",
        "speechd",
        *more,
    ]


def environment(speechd, home, brltty=None) -> dict[str, str]:
    env = {
        "SPEECHD_ADDRESS": speechd.address,
        "ACCESSIBLE_GAMES_DATA_DIR": str(home / "data"),
        "ACCESSIBLE_GAMES_CONFIG_DIR": str(home / "config"),
    }
    if brltty is not None:
        env.update({"BRLAPI_HOST": brltty.host, "BRLAPI_AUTH": "none"})
    return env


def anna_moves(table: Table, seat: int, term, speech: SpeechLog) -> int:
    """Anna walks her Actions zone to the good bot's move and presses Enter
    (as the full-screen client in the five games); the keys pressed."""
    pressed, _resent = move_by_keys(table, seat, table.choice(seat), term, speech, too_early)
    return pressed


def too_early(speech: SpeechLog, since: int) -> str | None:
    return next(
        (
            text
            for text in speech.poll()[since:]
            if text.startswith(("Du hast gerade keinen Zug.", "Aktionen: leer"))
        ),
        None,
    )


def test_two_blind_players_a_computer_and_an_onlooker_play_mau_mau_with_a_cut(
    tmux_terminal, speechd_server, brltty_vr, tmp_path
):
    port = free_port()
    server = Server(tmp_path / "server", grace=1, port=port).start()
    cable = Cable(port)
    store = SQLiteStore(tmp_path / "server" / "server.sqlite3")
    ben_speechd = start_speechd(tmp_path / "ben-speechd")
    anna_said, ben_said = SpeechLog(speechd_server), SpeechLog(ben_speechd)
    braille = Translator("de-g1")
    cid = PlainClient(server.url, "Cid", tmp_path / "cid")
    table = None
    try:
        # Anna makes every move by key (her setting: forced moves off); Ben
        # has the default, his only moves made by themselves
        (tmp_path / "anna" / "config").mkdir(parents=True)
        (tmp_path / "anna" / "config" / "settings.toml").write_text("forced_moves = false\n")
        anna = tmux_terminal(
            client_command(
                "de", server.url, "Anna", "--braille", "brlapi", "--braille-table", "de-g1"
            ),
            env=environment(speechd_server, tmp_path / "anna", brltty_vr),
            cwd=ROOT,
            width=100,
            height=40,
        )
        ben = tmux_terminal(
            client_command("en", cable.url, "Ben", "--plain", "--braille", "none"),
            env=environment(ben_speechd, tmp_path / "ben"),
            cwd=ROOT,
            width=100,
            height=40,
        )
        anna_said.wait(r"^Online-Lobby: du bist Anna\. ")
        ben_said.wait(r"^Connected to .* as Ben\.")

        # Ben makes the table: Mau Mau for three with a computer player, a
        # quick game, 15 seconds a move; Anna takes a seat from the lobby's list
        ben.type(f"create maumau players=3 bots=1 quick=on time_per_move={TIME}", enter=True)
        made = ben_said.wait(r"^Table \d+ made: ")
        number = int(re.match(r"Table (\d+)", made).group(1))
        anna.wait_for(re.compile(rf"^\s*Tisch {number}: Mau Mau, wartet\b.*", re.M), 30)
        mark = anna_said.mark()
        anna.send_keys("End", "Home")
        line = anna_said.wait(rf"^Tisch {number}: Mau Mau, wartet", mark)
        # the lobby says the table's options and marks the computer player
        assert "(Computer" in line and "15" in line, line
        anna.send_keys("Enter")
        anna_said.wait(rf"^Tisch {number}: Platz nehmen, 1 von 2$", mark)
        anna.send_keys("Enter")
        anna_said.wait(rf"^Tisch {number}: Mau Mau, 3 Spieler\.", mark)
        ben_said.wait(r"^Anna takes seat \d\.$")
        record = store.table(number)
        names = [seat.name for seat in record.seats]
        assert len(set(names)) == 3 and {"Anna", "Ben"} <= set(names), names
        (robot,) = [n for n in names if n not in ("Anna", "Ben")]
        # joining says who sits where, the computer player marked
        seats = anna_said.wait(rf"\b{robot} \(Computer", mark)
        assert "Ben" in seats and "Anna" not in seats.replace("Du bist Anna", ""), seats

        # Cid watches
        cid.send(f"watch {number}")
        cid.out.wait_for(r"you are watching")

        anna_start, ben_start = anna_said.mark(), ben_said.mark()
        ben.type("start", enter=True)
        anna_said.wait(r"^Das Spiel beginnt\.$", anna_start)
        ben_said.wait(r"^The game starts\.$", ben_start)

        table = Table(store, number)
        anna_seat, ben_seat = names.index("Anna"), names.index("Ben")
        ben_hears = Narration(table, ben_seat, ben_said, ben_start, lang="en")
        ben_hears.expect(table.game.setup_events)
        rng = random.Random(number)
        warned = {"Anna": False, "Ben": False}
        cut_at = returned_at = None  # the moves stored at the cut and at the return
        cut_moves: dict[int, int] = {}  # moves made while cut, by seat
        while True:
            events = table.catch_up()
            if cut_at is None:
                ben_hears.expect(events)
            if table.game.is_over():
                break
            seat = table.game.waiting_for()[0]
            before = table.applied
            if cut_at is not None and returned_at is None and seat != anna_seat:
                cut_moves[seat] = cut_moves.get(seat, 0) + 1
            ben_here = cut_at is None or returned_at is not None
            if seat == ben_seat and ben_here and table.forced(seat):
                # Ben's only move: his client makes it by itself (on by default)
                wait_until(lambda before=before: table.moves() > before, 60, "Ben's only move")
            elif seat == ben_seat and ben_here:
                if not warned["Ben"]:
                    ben_said.wait(r"^10 seconds left for your move\.$", ben_start)
                    warned["Ben"] = True
                action = table.choice(seat)
                listed_move = next(
                    a for a in table.game.menu_actions(seat) if a.text == action.text
                )
                for _ in range(2 if listed_move.caution is not None else 1):
                    ben.type(typed_form(action, rng), enter=True)
                wait_until(
                    lambda before=before: table.moves() > before, 60, f"Ben's move {action.text}"
                )
            elif seat != anna_seat:
                # the computer player, or the computer for Ben while he is away
                wait_until(lambda before=before: table.moves() > before, 60, "the computer's move")
            elif not warned["Anna"]:
                # Anna waits for the clock's warning: heard and felt
                anna_said.wait(r"^Noch 10 Sekunden für deinen Zug\.$", anna_start)
                wait_braille_start(brltty_vr, "noch 10s", braille)
                warned["Anna"] = True
                anna_moves(table, seat, anna, anna_said)
            elif cut_at is None and warned["Ben"] and before >= 4:
                # Ben's network goes away at Anna's turn, once he has heard everything
                ben_hears.wait()
                cut_at = before
                cable.cut(until_mended=True)
                ben_said.wait(r"^The connection is lost\.")
                anna_said.wait(r"^Ben hat die Verbindung verloren")
                anna_said.wait(r"^Jetzt spielt der Computer für Ben\.$")
                anna.type("/")
                anna_said.wait(r"^An den Tisch sagen: leer\.")
                anna.type("Ben, bist du noch da?", enter=True)
                anna_said.wait(r"^Du sagst am Tisch: Ben, bist du noch da\?$")
                ben.type("say Anna, are you there?", enter=True)
                ben_said.wait(r"^Not connected now: your message is sent when the connection")
                anna_moves(table, seat, anna, anna_said)
            elif cut_at is not None and returned_at is None and cut_moves.get(ben_seat):
                # the computer has played for Ben: his network comes back at Anna's turn
                returned_at = before
                mark = ben_said.mark()
                cable.mend()
                ben_said.wait(r"^Connected again\.$", mark, timeout=90)
                ben_said.wait(rf"^You are back at table {number}\.$", mark)
                recap = ben_said.wait(r"^While you were away: \d+ moves?\.$", mark)
                assert recap == f"While you were away: {returned_at - cut_at} moves.", (
                    recap,
                    cut_at,
                    returned_at,
                )
                ben_said.wait(
                    r"^While you were away, Anna said at the table: Ben, bist du noch da\?$",
                    mark,
                )
                anna_said.wait(r"^Ben ist zurück\.$")
                anna_said.wait(r"^Ben sagt am Tisch: Anna, are you there\?$")
                recap_lines = ben_said.poll()[mark:]
                # each move of the recap names its player: the computer for Ben too
                assert any(t.startswith("Ben (computer) ") for t in recap_lines), recap_lines
                assert any(t.startswith(f"{robot} ") for t in recap_lines), recap_lines
                anna_moves(table, seat, anna, anna_said)
            else:
                anna_moves(table, seat, anna, anna_said)

        assert cut_at is not None and returned_at is not None, "the cut came and went"
        anna_said.wait(r"^Ergebnis: ", anna_start)
        ben_said.wait(r"^Result: ", ben_start)
        cid.out.wait_for(r"Result: ")

        anna_lines, ben_lines = anna_said.poll()[anna_start:], ben_said.poll()[ben_start:]
        # nobody is called by another's name, and the computer player is never Anna or Ben
        for text in anna_lines + ben_lines:
            assert "Anna (Computer" not in text and "Anna (computer" not in text, text
        assert any(robot in t for t in anna_lines) and any(robot in t for t in ben_lines)
        # nothing in the other player's language (chat carries what was typed)
        foreign = [t for t in anna_lines if ENGLISH.search(t) and not is_chat(t)]
        assert not foreign, f"English in Anna's German speech: {foreign[:5]}"
        foreign = [t for t in ben_lines if GERMAN.search(t) and not is_chat(t)]
        assert not foreign, f"German in Ben's English speech: {foreign[:5]}"
        # the onlooker: told they watch, never offered a hand, the computer marked
        watched = "\n".join(cid.out.lines)
        assert "Your hand" not in watched and "(computer" in watched, watched[-2000:]

        cid.send("quit")
        ben.type("quit", enter=True)
        assert ben.wait_exit(30) == 0, ben.capture()
        anna.send_keys("C-q")
        anna.wait_for(lambda s: s.lstrip().startswith("Online-Lobby"), timeout=30)
        anna.send_keys("C-q")
        assert anna.wait_exit(30) == 0, anna.capture()
        assert cid.end(30) == 0
    finally:
        if table is not None:
            table.close()
        cid.kill()
        store.close()
        anna_said.close()
        ben_said.close()
        ben_speechd.close()
        cable.close()
        server.stop()
    assert "Traceback" not in "\n".join(cid.out.lines)
