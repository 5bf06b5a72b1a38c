"""Network play end to end with every real part: a game server process on a
free loopback port, two scripted plain-mode clients (processes fed through
pipes) and the full-screen client, the real console script in a real
terminal (tmux) speaking through a private speech-dispatcher and showing on
BRLTTY's virtual braille display. The three sit at one table and play a
whole game of each of the five games; the full-screen client makes the
first table with the new-table form, starts it with F5 and joins the other
four from the lobby's list, and plays its own turns by keys.

Who plays what is decided here from the server's own record: the store (an
SQLite file in WAL mode, read beside the running server) holds each table's
seed and every move, so the test replays the table, asks the game's good
bot for the move of whoever is to move, and has that client make it: the
plain clients type the move, the full-screen client walks its Actions zone
to it and presses Enter. Every step waits for the store to hold the move."""

from __future__ import annotations

import json
import random
import re
import socket
import sqlite3
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pytest

from accessible_games.announce.announcer import wanted
from accessible_games.braille.translate import Translator, to_dots_string
from accessible_games.core.messages import render
from accessible_games.core.narration import action_text
from accessible_games.games.registry import entry
from accessible_games.net import protocol
from accessible_games.net.server.store import SQLiteStore
from tests.fixtures.slow_mark import slow_factor
from tests.fixtures.speechd import _ENTRY, WARM_UP_TEXT, _ssip_exchange
from tests.net.processes import PlainClient, Server
from tests.test_pipeline_e2e import window
from tests.test_tmux_fixture import console_script

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent

#: each game with its quickest table options (as the plain mode types them);
#: every one of them seats three
GAMES = [
    ("logomachy", "deals=1"),
    ("maumau", "quick=on"),
    ("monad", "ask_order=off"),
    ("pulok", "handicap=1 target=2"),
    ("madnooks", "rounds=2"),
]
#: seconds a move may take before the full-screen client's keys are sent
#: again (they can only have come before its screen knew it was its turn;
#: when A found no moves, that is said, and they are sent again after EARLY).
#: Generous: a busy machine may take long for a move, and keys sent again
#: while the first ones are still on their way could make a second move.
RETRY = 30.0
EARLY = 3.0


class SpeechLog:
    """What speech-dispatcher was told, read from its protocol log as it
    grows (each poll reads only what was added)."""

    def __init__(self, server) -> None:
        self.server = server
        self.path = server.protocol_log
        self.file = None
        self.buffer = ""
        self.receiving: dict[int, list[str]] = {}
        self.texts: list[str] = []

    def poll(self) -> list[str]:
        if self.file is None:
            if not self.path.exists():
                return self.texts
            self.file = open(self.path, encoding="utf-8", errors="replace", newline="")
        self.buffer += self.file.read()
        end = 0
        for found in _ENTRY.finditer(self.buffer):
            end = found.end()
            if found["kind"] != "DATA":
                continue
            fd, payload = int(found["fd"]), found["payload"].replace("\r", "")
            if fd in self.receiving:
                if payload == ".":
                    text = "\n".join(self.receiving.pop(fd))
                    if text != WARM_UP_TEXT:
                        self.texts.append(text)
                else:
                    self.receiving[fd].append(payload[1:] if payload.startswith("..") else payload)
            elif payload.strip().upper() == "SPEAK":
                self.receiving[fd] = []
        self.buffer = self.buffer[end:]
        return self.texts

    def mark(self) -> int:
        return len(self.poll())

    def trouble(self) -> str:
        """Why nothing more may have reached the log: speech-dispatcher
        stopped answering, so the client gave it up after its reply timeout
        and speaks elsewhere (speech/manager.py); empty when it answers and
        the client never left it."""
        ended = self.server.process.poll()
        if ended is not None:
            return (
                f" -- the test's speech-dispatcher has ended (status {ended}; its files: "
                f"{self.server.directory}): not the client's fault"
            )
        if any(t.startswith("Speech is back: ") for t in self.texts):
            return " -- the client's speech left speech-dispatcher for a while (it stalled)"
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(5.0)
                sock.connect(str(self.server.socket_path))
                _ssip_exchange(sock, "SET SELF CLIENT_NAME tests:e2e:probe")
                _ssip_exchange(sock, "QUIT")
        except (OSError, ConnectionError) as exc:
            return f" -- speech-dispatcher itself does not answer ({exc!r}): not the client's fault"
        return ""

    def wait(self, pattern: str, since: int = 0, timeout: float = 60.0) -> str:
        """The first text from number ``since`` on that matches ``pattern``."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout * slow_factor()
        while True:
            said = self.poll()[since:]
            found = next((text for text in said if regex.search(text)), None)
            if found is not None:
                return found
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"nothing matching {pattern!r} was spoken; the last: {said[-8:]}"
                    f"{self.trouble()}"
                )
            time.sleep(0.02)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


class Narration:
    """What the full-screen client must say of the game's events, in order
    (its narrator, from its seat, over the events as the wire carries them),
    checked against what it said: once it has said all of them, it knows
    where the table stands (the table's state follows its events)."""

    def __init__(
        self,
        table: Table,
        seat: int,
        speech: SpeechLog,
        since: int,
        verbosity: str = "normal",
        lang: str = "en",
    ) -> None:
        facts = json.loads(json.dumps(protocol._plain(table.game.facts())))
        self.narrator = table.entry.make_narrator(facts, lang, table.names, seat)
        self.seat, self.speech, self.cursor, self.verbosity = seat, speech, since, verbosity
        self.pending: deque[str] = deque()
        self.heard = 0

    def expect(self, events) -> None:
        for event in events:
            wired = protocol.event_from_data(json.loads(json.dumps(protocol.event_data(event))))
            if wired is None or not wired.visible(self.seat):
                continue
            utterance = self.narrator.event(wired)
            if (
                utterance is not None
                and utterance.speech.strip()
                and wanted(utterance, self.verbosity)
            ):
                self.pending.append(utterance.speech.strip())

    def wait(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout * slow_factor()
        while True:
            said = self.speech.poll()
            while self.pending and self.cursor < len(said):
                if said[self.cursor].strip() == self.pending[0]:
                    self.pending.popleft()
                    self.heard += 1
                self.cursor += 1
            if not self.pending:
                return
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"the full-screen client did not say {self.pending[0]!r}; "
                    f"it said last: {said[-8:]}{self.speech.trouble()}"
                )
            time.sleep(0.005)


def wait_braille_start(display, text: str, table: Translator, timeout: float = 30.0) -> str:
    """The braille display shows a line that begins with ``text``."""
    wanted = to_dots_string(table.cells(text).dots).split("|")
    return display.wait_for_cells(
        lambda line: line.split("|")[: len(wanted)] == wanted, timeout=timeout
    )


def wait_until(condition, timeout: float, what: str):
    deadline = time.monotonic() + timeout * slow_factor()
    while True:
        found = condition()
        if found:
            return found
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout} s in vain for {what}")
        time.sleep(0.005)


def distance(count: int, index: int) -> int:
    """Keys from anywhere in a list of ``count`` to item ``index``: Home and
    Down, or End and Up."""
    return 1 + min(index, count - 1 - index)


def keys_to(count: int, index: int) -> list[str]:
    if index <= count - 1 - index:
        return ["Home"] + ["Down"] * index
    return ["End"] + ["Up"] * (count - 1 - index)


class Table:
    """A table at the server as the store records it, replayed here: whose
    move it is, what the game's good bot would play, what a seat lists."""

    def __init__(self, store: SQLiteStore, number: int) -> None:
        self.store, self.number = store, number
        record = store.table(number)
        assert record is not None
        self.entry = entry(record.game)
        self.game = self.entry.make_game(record.players, record.options, record.seed)
        self.names = [seat.name for seat in record.seats]
        level = "good" if "good" in self.entry.bots else list(self.entry.bots)[-1]
        self.bots = [self.entry.make_bot(level) for _ in range(record.players)]
        self.rng = random.Random(number)
        self.applied = 0
        self.count = sqlite3.connect(f"file:{store.path}?mode=ro", uri=True)

    def close(self) -> None:
        self.count.close()

    def moves(self) -> int:
        """How many moves the store holds (a count: asked every few milliseconds)."""
        return self.count.execute(
            "SELECT count(*) FROM actions WHERE table_id = ?", (self.number,)
        ).fetchone()[0]

    def catch_up(self) -> list:
        """The stored moves not yet replayed, replayed; their events."""
        events = []
        for seat, text in self.store.read_log(self.number)[self.applied :]:
            events += self.game.apply(seat, text)
            self.applied += 1
        return events

    def forced(self, seat: int) -> bool:
        """Whether the seat's only listed move is a forced one, which its
        client makes by itself (Session.forced_move)."""
        return len(self.game.menu_actions(seat)) == 1

    def choice(self, seat: int):
        return self.bots[seat].choose(self.game.view(seat), self.game.legal_actions(seat), self.rng)

    def listed(self, seat: int) -> list:
        """The seat's Actions zone as its screen lists it (the view and the
        moves as they come over the wire)."""
        facts = json.loads(json.dumps(protocol._plain(self.game.facts())))
        narrator = self.entry.make_narrator(facts, "en", self.names, seat)
        view = json.loads(json.dumps(protocol._plain(self.game.view(seat))))
        legal = [
            protocol.action_from_data(json.loads(json.dumps(protocol.action_data(a))))
            for a in self.game.menu_actions(seat)
        ]
        return narrator.action_items(view, legal)


def too_early(speech: SpeechLog, since: int) -> str | None:
    """What the full-screen client said when A found no moves listed yet
    (its screen had not yet heard that it is its turn)."""
    return next(
        (
            text
            for text in speech.poll()[since:]
            if text.startswith(("You have no move now.", "Actions: empty"))
        ),
        None,
    )


def move_by_keys(
    table: Table,
    seat: int,
    action,
    term,
    speech: SpeechLog,
    early: Callable[[SpeechLog, int], str | None],
) -> tuple[int, int]:
    """The full-screen client walks its Actions zone to ``action`` (when it
    is a few keys away, else to the nearest move) and presses Enter; the
    keys go again when they came before its screen knew it was its turn
    (``early`` finds what it said then). The keys pressed, and how often
    they went again."""
    items = table.listed(seat)
    playable = [i for i, item in enumerate(items) if action_text(item.id) is not None]
    near = sorted(playable, key=lambda i: distance(len(items), i))
    chosen = next((i for i in near if action_text(items[i].id) == action.text), None)
    index = chosen if chosen is not None and distance(len(items), chosen) <= 3 else playable[0]
    keys = ["a", *keys_to(len(items), index), "Enter"]
    before = table.applied
    pressed = resent = 0
    for _attempt in range(8):
        mark = speech.mark()
        term.send_keys(*keys)
        pressed += len(keys)
        try:
            wait_until(
                lambda mark=mark: table.moves() > before or early(speech, mark),
                RETRY,
                "the move",
            )
            # when A found no moves, the keys after it may still have found the move
            wait_until(lambda: table.moves() > before, EARLY, "the move")
        except AssertionError:
            pass
        if table.moves() > before:
            return pressed, resent
        resent += 1  # the keys came before the screen knew its turn: again
    raise AssertionError(
        f"the full-screen client's move did not reach the server:\n{term.capture()}"
    )


def play_out(table: Table, plain: dict, screen_seat: int, term, narration: Narration) -> dict:
    """Every move until the game is over: the plain clients (by seat) type
    theirs; at its turn, once the full-screen client has said everything
    so far, it walks its Actions zone to its move (the bot's choice when it
    is a few keys away, else the nearest move) and presses Enter."""
    counts = {"plain": 0, "screen": 0, "keys": 0, "resent": 0, "forced": 0}
    narration.expect(table.game.setup_events)
    while True:
        narration.expect(table.catch_up())
        if table.game.is_over():
            return counts
        seat = table.game.waiting_for()[0]
        action = table.choice(seat)
        before = table.applied
        if seat == screen_seat and table.forced(seat):
            # the full-screen client's only move: made by itself (the setting
            # forced_moves, on by default); keys sent now would meet a later
            # position. (The plain clients are scripts: they type every move.)
            wait_until(
                lambda before=before: table.moves() > before,
                60,
                f"{table.names[seat]}'s only move, made by itself",
            )
            counts["forced"] += 1
            continue
        if seat != screen_seat:
            # a costly move (its caution travels with the listed moves) is
            # made when typed a second time, as a player confirms it
            listed = next(
                (a for a in table.game.menu_actions(seat) if a.text == action.text), action
            )
            plain[seat].send(*([action.text] * (2 if listed.caution is not None else 1)))
            counts["plain"] += 1
            wait_until(
                lambda before=before: table.moves() > before,
                60,
                f"{table.names[seat]}'s move {action.text}",
            )
            continue
        narration.wait()
        keys, resent = move_by_keys(table, seat, action, term, narration.speech, too_early)
        counts["keys"] += keys
        counts["resent"] += resent
        counts["screen"] += 1


def test_two_plain_clients_and_the_full_screen_client_play_all_five_games(
    tmux_terminal, speechd_server, brltty_vr, tmp_path
):
    started = time.monotonic()
    server = Server(tmp_path / "server").start()
    store = SQLiteStore(tmp_path / "server" / "server.sqlite3")
    ann = PlainClient(server.url, "Ann", tmp_path / "ann")
    ben = PlainClient(server.url, "Ben", tmp_path / "ben")
    speech = SpeechLog(speechd_server)
    braille = Translator("en-ueb-g1")
    env = {
        "SPEECHD_ADDRESS": speechd_server.address,
        "BRLAPI_HOST": brltty_vr.host,
        "BRLAPI_AUTH": "none",
        "ACCESSIBLE_GAMES_DATA_DIR": str(tmp_path / "cat"),
    }
    command = [
        console_script(),
        "--lang",
        "en",
        "connect",
        server.url,
        "--name",
        "Cat",
        "--verbosity",
        "normal",
        "--speech",
        "speechd",
        "--braille",
        "brlapi",
        "--braille-table",
        "en-ueb-g1",
    ]
    timings: dict[str, float] = {}
    try:
        term = tmux_terminal(command, env=env, cwd=ROOT, width=100, height=40)

        # the lobby: on screen, spoken, in braille; chat from the lobby heard
        term.wait_for("Online lobby, ws://127.0.0.1:", timeout=30)
        welcome = speech.wait(r"^Online lobby: you are Cat\. ")
        assert welcome.endswith("Log in or register, 1 of 9")
        speech.wait(r"^No open tables\.")
        mark = speech.mark()
        ann.send("say hello Cat")
        speech.wait(r"^Ann says: hello Cat$", mark)
        assert brltty_vr.wait_for_cells(
            window(braille.cells("Ann says: hello Cat").dots), timeout=30
        )

        for number, (game, options) in enumerate(GAMES):
            begun = time.monotonic()
            title = render(entry(game).rules.title, "en")
            mark = speech.mark()
            if number == 0:
                # Cat makes the table with the form: one deal, three players
                term.send_keys("Home", "Down", "Down", "Down")
                speech.wait(r"^Create a table, 4 of 9$", mark)
                term.send_keys("Enter")
                term.wait_for("New table online", timeout=30)
                speech.wait(r"^New table online: Game: Logomachy, 1 of 8$", mark)
                term.send_keys("Down", "Down")  # the form offers no option naming a file
                speech.wait(r"^Deals: one per player, 3 of 8$", mark)
                term.send_keys("Right")
                speech.wait(r"^Deals: 1$", mark)
                term.send_keys("End", "Enter")
                said = speech.wait(rf"^Table \d+: {title}, 3 players\. You are Cat\.", mark)
                table_id = int(re.match(r"Table (\d+)", said).group(1))
                speech.wait(r"press F5 to start the game", mark)
                ann.send(f"join {table_id}")
                speech.wait(r"^Ann takes seat 2\.$", mark)
                ben.send(f"join {table_id}")
                speech.wait(r"^Ben takes seat 3\.$", mark)
                # chat at the table, by its key
                term.type("/")
                speech.wait(r"^Say to the table: empty\.", mark)
                term.type("good luck", enter=True)
                ann.out.wait_for(r"^Cat at the table says: good luck$")
                term.send_keys("F5")
            else:
                # Ann makes it, Ben joins, Cat takes the third seat from the lobby's list
                ann.send(f"create {game} players=3 {options}")
                table_id = int(ann.out.wait_for(r"Table (\d+) made").group(1))
                ben.send(f"join {table_id}")
                ann.out.wait_for(r"Ben takes seat 2")
                term.wait_for(
                    re.compile(
                        rf"^\s*Table {table_id}: {title}, waiting(; [^;]+)?;\s+"
                        r"seats:\s+Ann\s+\(guest\),\s+Ben\s+\(guest\)\s+and\s+free",
                        re.M,
                    ),
                    timeout=30,
                )
                term.send_keys(
                    "End", "Home"
                )  # the table is the first item (Home alone says nothing there)
                speech.wait(
                    rf"^Table {table_id}: {title}, waiting(; [^;]+)?; seats: Ann \(guest\), "
                    r"Ben \(guest\) "
                    r"and free; 0 watching, 1 of 10$",
                    mark,
                )
                term.send_keys("Enter")
                speech.wait(rf"^Table {table_id}: Take a seat, 1 of 2$", mark)
                term.send_keys("Enter")
                speech.wait(rf"^Table {table_id}: {title}, 3 players\. You are Cat\.", mark)
                ann.out.wait_for(r"Cat takes seat 3")
                ann.send("start")
            speech.wait(r"^The game starts\.$", mark)
            # the table on screen: its zones, the Messages first
            term.wait_for(re.compile(r"^\s*Messages\b", re.M), timeout=30)

            table = Table(store, table_id)
            seats = {
                seat: {"Ann": ann, "Ben": ben}[name]
                for seat, name in enumerate(table.names)
                if name != "Cat"
            }
            cat = table.names.index("Cat")
            narration = Narration(table, cat, speech, mark)
            try:
                counts = play_out(table, seats, cat, term, narration)
            finally:
                table.close()
            narration.wait()  # every event of the game was said, the last move's too

            # the end: the result spoken, the closing hint on the display
            result = speech.wait(r"^Result: ", mark, timeout=30)
            if "no points are counted" in result:  # a quick game: its winner, no scores
                assert re.search(r"Winners?: (you|Ann|Ben)\b", result), result
            else:  # Cat hears themself as "you"
                assert "you: " in result and "Ann" in result and "Ben" in result, result
            speech.wait(r"^The game is over\. ", mark)
            wait_braille_start(brltty_vr, "The game is over.", braille)
            # the table's players and scores (the zone before the Actions: a
            # game's own P key may take the place of the table's): heard and felt
            mark = speech.mark()
            term.send_keys("a", "BTab")
            speech.wait(r"^Players and scores: \w+: .*, 1 of \d+$", mark)
            wait_braille_start(brltty_vr, "Players and scores:", braille)
            # Control Q: the game is over, so no question; back in the lobby
            term.send_keys("C-q")
            term.wait_for(lambda s: s.lstrip().startswith("Online lobby"), timeout=30)
            for client in (ann, ben):
                client.send("leave")
            ann.out.wait_for(r"You left the table")
            ben.out.wait_for(r"You left the table")
            timings[game] = time.monotonic() - begun
            record = store.table(table_id)
            assert record is not None and record.status == "over" and record.game == game
            assert table.game.is_over() and counts["plain"] > 0 and counts["keys"] > 0
            timings[f"{game} moves"] = len(table.game.log)
            timings[f"{game} resent"] = counts["resent"]
            print(
                game,
                round(timings[game], 1),
                "s,",
                len(table.game.log),
                "moves,",
                counts,
                narration.heard,
                "events said",
                flush=True,
            )

        ann.send("quit")
        ben.send("quit")
        assert ann.end(30) == 0 and ben.end(30) == 0
        term.send_keys("C-q")
        assert term.wait_exit(30) == 0, term.capture()
    finally:
        ann.kill()
        ben.kill()
        store.close()
        speech.close()
        server.stop()
    for client in (ann, ben):
        text = "\n".join(client.out.lines)
        assert "Traceback" not in text
        assert text.count("Result: ") >= len(GAMES), "each game's end was heard"
    print(
        "timings",
        {k: round(v, 1) for k, v in timings.items()},
        "total",
        round(time.monotonic() - started, 1),
    )
