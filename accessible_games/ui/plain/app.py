"""The plain line mode: one line per announcement, a readline prompt, and
typed commands for everything a player may know or do.

When standard input is not a terminal, commands are read from it (each echoed
after "> "), so a game can be scripted and its transcript compared.
"""

from __future__ import annotations

import logging
import os
import select
import sys
import time
from collections.abc import Callable
from typing import TextIO

from accessible_games.announce import Announcer
from accessible_games.app.session import Session, profile_for, stats_items, watch_key
from accessible_games.boundary.errors import InputError
from accessible_games.boundary.limits import LINE_CHARS
from accessible_games.boundary.text import clean, is_number, path_text, quote, shorten
from accessible_games.boundary.text import line as boundary_line
from accessible_games.boundary.text import number as parse_number
from accessible_games.core.errors import GameError
from accessible_games.core.experience import LEAVE_XP
from accessible_games.core.game import Action
from accessible_games.core.messages import Msg, has_key, render, render_both
from accessible_games.core.narration import Item, action_text
from accessible_games.core.save import save_game
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.stats import data_dir

log = logging.getLogger(__name__)

COMMANDS: dict[str, str] = {}
for _name, _words in {
    "help": "help hilfe ?",
    "hand": "hand h karten",
    "table": "middle table m mitte tisch",
    "players": "players spieler",
    "scores": "scores s score punkte chips",
    "turn": "turn t zug dran status",
    "actions": "actions a aktionen züge zuege moves",
    "repeat": "repeat r wiederholen nochmal",
    "history": "history verlauf",
    "rules": "rules regeln",
    "legend": "legend legende",
    "recap": "recap overview überblick ueberblick",
    "undo": "undo zurücknehmen zuruecknehmen",
    "stats": "stats statistics statistik",
    "card": "card karte",
    "save": "save speichern",
    "load": "load laden",
    "quit": "quit q exit ende beenden verlassen",
}.items():
    for _word in _words.split():
        COMMANDS[_word] = _name


#: quit words that always quit; the others ("ende", "beenden") quit only
#: when the game does not read them as a move
QUIT_ALWAYS = {"quit", "q", "exit", "verlassen"}

#: commands that take words after them; any other command followed by words
#: that make a move is read as the move
ARG_COMMANDS = {"save", "load", "history", "scores", "card"}

#: answers to "leave the running game?": yes leaves, no stays (a quit word
#: again leaves too, "save FILE" saves and leaves; any other line stays and
#: is carried out)
LEAVE_YES = {"yes", "y", "ja", "j"}
LEAVE_NO = {"no", "n", "nein"}


#: how often (seconds) the line mode at a game server looks whether the
#: player's clock started meanwhile
SERVER_CLOCK_POLL = 0.25


class PlainMode:
    def __init__(
        self,
        make_session: Callable[[Callable[[Utterance], None]], Session],
        out: TextIO = sys.stdout,
        inp: TextIO = sys.stdin,
        interactive: bool | None = None,
        announcer: Announcer | None = None,
    ) -> None:
        self.out = out
        self.inp = inp
        self.interactive = inp.isatty() if interactive is None else interactive
        #: history, speech and braille; this mode adds the printed line
        self.announcer = announcer or Announcer()
        self.announcer.screen = self._print
        self.session = make_session(self.emit)
        self.lang = self.session.lang
        # the recap when the player's turn comes: as the player's settings say
        self.session.recap_on_turn = bool(getattr(self.announcer.settings, "recap", True))
        self.session.ask_cautions = bool(getattr(self.announcer.settings, "cautions", True))
        self.session.on_new_game = self.announcer.history.new_game
        #: quit was typed while the game runs with unsaved moves: the next
        #: line answers whether to leave
        self.confirming_leave = False

    # --- output -------------------------------------------------------------

    @property
    def history(self) -> list[Utterance]:
        return self.announcer.history.items("all")

    def _print(self, utterance: Utterance) -> None:
        self.out.write(utterance.speech + "\n")
        self.out.flush()

    def emit(self, utterance: Utterance) -> None:
        self.announcer.announce(utterance)

    def answer(self, utterances: list[Utterance]) -> None:
        """A several-line answer: the first line cuts off what is being said,
        the rest queue behind it, so the whole answer is heard."""
        for number, utterance in enumerate(utterances):
            if number:
                utterance = Utterance(
                    utterance.speech, utterance.braille, utterance.category, Priority.QUEUE
                )
            self.emit(utterance)

    def replay(self, utterance: Utterance) -> None:
        """Say an earlier utterance again, without adding it to the history."""
        self.announcer.repeat(utterance)

    def line(self, msg: Msg, category: Category = Category.INFO) -> None:
        text = render(msg, self.lang)
        self.emit(Utterance(text, text, category, Priority.INTERRUPT))

    # --- the loop -----------------------------------------------------------

    def _wait_for_line(self) -> None:
        """While the player's clock runs: wait for a typed line, saying the
        clock's warnings, and make the automatic move when the time is up."""
        if os.name != "posix":
            return  # select() cannot wait on a console there: no clock
        try:
            fd = self.inp.fileno()
        except (AttributeError, OSError, ValueError):
            return  # not a file (a script given as text): no clock
        session = self.session
        while True:
            wait = session.clock.next_in()
            if wait is None:
                if not session.clock.seconds or session.table is not None:
                    return
                # at a game server the player's clock starts when the
                # server's position comes, while this line is awaited
                if session.game.is_over():
                    return
                wait = SERVER_CLOCK_POLL
            ready, _, _ = select.select([fd], [], [], max(wait, 0.05))
            if ready:
                return
            if session.tick() and session.game.is_over():
                self._finish()

    def read(self) -> str | None:
        self._wait_for_line()
        if self.interactive:
            try:
                # lazy: readline is wanted only at an interactive prompt (importing it gives
                # input() line editing and recall), and Windows has none
                import readline  # noqa: F401 - importing readline gives input() line editing and recall
            except ImportError:
                pass
            try:
                return input("> ")
            except EOFError:
                return None
        raw = self.inp.readline(LINE_CHARS * 4 + 2)  # a line without an end is not read for ever
        if not raw:
            return None
        text = raw.rstrip("\r\n")
        if len(raw) > LINE_CHARS * 4 and not raw.endswith("\n"):
            while True:  # the rest of an endless line: dropped, and said too long
                more = self.inp.readline(LINE_CHARS * 4 + 2)
                if not more or more.endswith("\n"):
                    break
            text = text[: LINE_CHARS + 1]  # only its length matters now: refused
        self.out.write(f"> {clean(shorten(text, LINE_CHARS))}\n")
        return text

    def welcome(self) -> None:
        s = self.session
        game = s.entry.rules.title
        self.announcer.history.new_game(game)
        if s.viewer is None:
            self.line(Msg(watch_key(s, "ui"), game=game, players=s.game.players), Category.SYSTEM)
        else:
            self.line(
                Msg("ui.welcome", game=game, players=s.game.players, name=s.names[s.viewer]),
                Category.SYSTEM,
            )
        seats = s.seats_line()
        if seats is not None:
            self.emit(seats)
        options = s.options_line()
        if options is not None:
            self.emit(options)

    def run(self) -> int:
        self.welcome()
        self.session.start()
        if self.session.viewer is None:
            self._finish()
            return 0
        while True:
            self.play_forced()
            text = self.read()
            if (
                text is None and self.confirming_leave
            ):  # the input ended at the question: as asked, leave
                self.session.leave()
                self.line(Msg("ui.bye"), Category.SYSTEM)
                return 0
            if text is None:
                if not self.session.game.is_over():
                    self.line(Msg("ui.input_ended"), Category.SYSTEM)
                if self.interactive:  # Control D at the prompt: as quit
                    self.session.leave()
                return 0
            try:
                going_on = self.handle(text)
            except Exception:
                self._rescue()
                continue
            if not going_on:
                self.line(Msg("ui.bye"), Category.SYSTEM)
                return 0

    def play_forced(self) -> None:
        """The player's only moves, made by themselves as the settings say
        (``forced_moves``, after the pause ``forced_pause``, so that what
        came before is heard); each is said. A script (input that is not a
        terminal) types every move itself: its lines are its moves."""
        settings = self.announcer.settings
        session = self.session
        session.auto_forced = self.interactive and bool(getattr(settings, "forced_moves", False))
        pause = int(getattr(settings, "forced_pause", 0)) / 1000
        while session.forced_move() is not None:
            if pause:
                time.sleep(pause)
            if not session.play_forced():
                return
            if session.game.is_over():
                self._finish()

    def _rescue(self) -> None:
        """A line made the program fail inside (a bug): say so, keep the game
        in the saves folder, and go on. The details go to the log."""
        log.exception("a typed line failed")
        s = self.session
        path = data_dir() / "saves" / f"rescued-{s.game.id}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        if s.table is None:  # a game at a game server: no game here to keep
            self.line(Msg("ui.internal_error.unsaved"), Category.ERROR)
            return
        # not strict: the levels a new game was given may be more than its seats
        seats = [{"name": n, "bot": lvl} for n, lvl in zip(s.names, s.levels, strict=False)]
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            save_game(s.table.game, path, seats)
        except (GameError, OSError):
            self.line(Msg("ui.internal_error.unsaved"), Category.ERROR)
            return
        self.line(Msg("ui.internal_error", path=str(path)), Category.ERROR)

    def _finish(self) -> None:
        result = self.session.result_line()
        if result is not None:
            self.emit(result)

    # --- commands -----------------------------------------------------------

    def handle(self, text: str) -> bool:
        """Carry out one typed line; False to quit. The line passes the input
        boundary first: too long a line is refused, control and bidi
        characters are dropped."""
        self.announcer.player_input()
        try:
            text = boundary_line(text)
        except InputError as exc:
            self.line(exc.msg, Category.ERROR)
            return True
        if not text and self.confirming_leave:
            self.ask_leave()  # an empty line does not answer the question
            return True
        if not text:
            return True
        word, _, rest = text.partition(" ")
        command = COMMANDS.get(word.lower())
        s = self.session
        if command == "quit" and word.lower() not in QUIT_ALWAYS and s.game.understands(text):
            command = None  # a move of the game ("ende" may end a turn), not quitting
        if self.confirming_leave:
            self.confirming_leave = False
            answer = self.answer_leave(word.lower(), command, rest.strip())
            if answer is not None:
                return answer
        if command == "quit":
            if self.asks_before_leaving():
                self.confirming_leave = True
                self.ask_leave()
                return True
            s.leave()  # a running game not saved counts as left
            return False
        if (
            command is not None
            and rest
            and command not in ARG_COMMANDS
            and s.game.understands(text)
        ):
            command = None  # "r 7" is red 7, not "repeat"
        if command is not None:
            getattr(self, f"cmd_{command}")(rest.strip())
            return True
        if is_number(text):
            self.choose_number(text)
            return True
        reply = s.narrator.query(text, s.view())
        if reply is not None:  # a question of the game's own ("row 3", "vorschlag")
            self.emit(reply)
            return True
        if s.viewer is None or not s.game.understands(text):
            self.line(Msg("ui.unknown", text=quote(text)), Category.ERROR)
            return True
        if s.game.is_over():
            # a match without points (a quick game) is offered none to read
            hint = (
                "ui.game_over.hint" if s.narrator.counts_points else "ui.game_over.hint.no_points"
            )
            self.line(Msg(hint), Category.ERROR)
            return True
        action = s.game.find_action(s.viewer, text)
        if action is None:
            s.act(text)  # refused: the game says why (not your turn, not in hand, ...)
            return True
        self._act(action)
        return True

    # --- leaving a running game -------------------------------------------------

    def asks_before_leaving(self) -> bool:
        """Whether quitting asks first: the player's game still runs and
        leaving it now would lose moves (made since it was started, saved or
        loaded) and count as leaving."""
        s = self.session
        return s.viewer is not None and not s.game.is_over() and s.unsaved_moves

    def ask_leave(self) -> None:
        """The question before leaving, saying what leaving loses."""
        speech, braille = render_both(Msg("ui.leave.confirm", xp=-LEAVE_XP), self.lang)
        self.emit(Utterance(speech, braille or speech, Category.SYSTEM, Priority.INTERRUPT))

    def answer_leave(self, word: str, command: str | None, rest: str) -> bool | None:
        """The line after the question: False to leave, True to stay (the
        line is answered), None to stay and carry the line out as usual."""
        if (word in LEAVE_YES and not rest) or command == "quit":
            self.session.leave()
            return False
        if command == "save" and rest:
            self.cmd_save(rest)
            # saved: nothing is lost and leaving does not count; not saved
            # (the reason was said): the player stays
            return self.session.unsaved_moves
        self.line(Msg("ui.leave.cancelled"), Category.SYSTEM)
        if word in LEAVE_NO and not rest:
            return True
        return None

    def _act(self, action) -> None:
        s = self.session
        if s.act(action) and s.game.is_over():
            self._finish()

    def numbered_actions(self) -> tuple[list[Action], list[tuple[int | None, Item]]]:
        """The legal actions, and the action list as the game groups it
        (the narrator's ``action_items``): each item with its number, or
        None for a heading, which is said but not chosen."""
        s = self.session
        legal = s.legal()
        items = s.narrator.action_items(s.view(), legal) if legal else []
        numbered: list[tuple[int | None, Item]] = []
        number = 0
        for item in items:
            if action_text(item.id) is None:
                numbered.append((None, item))
            else:
                number += 1
                numbered.append((number, item))
        return legal, numbered

    def choose_number(self, typed: str | int) -> None:
        legal, numbered = self.numbered_actions()
        if not legal:
            self.cmd_actions("")
            return
        texts = [action_text(item.id) for n, item in numbered if n is not None]
        try:
            chosen = typed if isinstance(typed, int) else parse_number(typed)
        except InputError:
            chosen = None  # thousands of digits: no such move either
        if chosen is None or not 1 <= chosen <= len(texts):
            self.line(Msg("ui.number_range", number=quote(typed), count=len(texts)), Category.ERROR)
            return
        text = texts[chosen - 1]
        self._act(next((a for a in legal if a.text == text), text))

    def cmd_help(self, rest: str) -> None:
        self.line(Msg("ui.help"))
        game_help = f"{self.session.game.id}.typing_help"
        if has_key(game_help):  # the game's own short moves (d, p, c ...)
            text = render(Msg(game_help), self.lang)
            self.emit(
                Utterance(text, text, Category.INFO, Priority.QUEUE)
            )  # after the general help

    def cmd_recap(self, rest: str) -> None:
        self.session.recap()

    def cmd_undo(self, rest: str) -> None:
        self.session.take_back()

    def cmd_hand(self, rest: str) -> None:
        self.emit(self.session.narrator.hand(self.session.view()))

    def cmd_table(self, rest: str) -> None:
        self.emit(self.session.narrator.table(self.session.view()))

    def cmd_players(self, rest: str) -> None:
        items = self.session.narrator.player_items(self.session.view())
        self.answer(
            [Utterance(i.speech, i.brailled, Category.INFO, Priority.INTERRUPT) for i in items]
        )

    def cmd_scores(self, rest: str) -> None:
        detail = rest.lower() in {"detail", "details", "d", "mehr"}
        self.answer(self.session.narrator.scores(self.session.view(), detail))

    def cmd_turn(self, rest: str) -> None:
        self.emit(self.session.narrator.status(self.session.view()))
        left = self.session.clock_line()
        if left is not None:
            self.emit(left)

    def cmd_actions(self, rest: str) -> None:
        legal, numbered = self.numbered_actions()
        if not legal:
            status = self.session.narrator.status(self.session.view()).speech
            self.line(Msg("ui.no_actions", status=status))
            return
        header = render(Msg("ui.actions.header"), self.lang)
        lines = [Utterance(header, header, Category.INFO, Priority.INTERRUPT)]
        for number, item in numbered:
            if number is None:  # a heading of the game's groups
                lines.append(
                    Utterance(item.speech, item.brailled, Category.INFO, Priority.INTERRUPT)
                )
                continue
            speech = render(Msg("ui.actions.item", number=number, label=item.speech), self.lang)
            braille = render(Msg("ui.actions.item", number=number, label=item.brailled), self.lang)
            lines.append(Utterance(speech, braille, Category.INFO, Priority.INTERRUPT))
        self.answer(lines)

    def cmd_repeat(self, rest: str) -> None:
        """The game's last message again (never a sound cue's text)."""
        last = self.announcer.history.to_repeat()
        if last is None:
            self.line(Msg("ui.nothing_to_repeat"))
            return
        self.replay(last)

    def cmd_history(self, rest: str) -> None:
        """The messages of this game (the last ``rest`` of them)."""
        items = self.announcer.history.items("game")
        if rest:
            try:
                count = parse_number(rest)
            except InputError as exc:
                self.line(exc.msg, Category.ERROR)
                return
            if count is not None:
                items = items[-count:] if count else []
        if not items:
            self.line(Msg("ui.history.empty"))
            return
        for number, utterance in enumerate(list(items)):
            self.announcer.repeat(utterance, interrupt=number == 0)

    def cmd_rules(self, rest: str) -> None:
        text = self.session.entry.rules_text(self.lang)
        if not text:
            self.line(Msg("ui.rules.missing"), Category.ERROR)
            return
        lines = [p.lstrip("# ").rstrip() for p in text.strip().splitlines() if p.strip()]
        self.answer([Utterance(line, line, Category.INFO, Priority.INTERRUPT) for line in lines])

    def cmd_card(self, rest: str) -> None:
        """What the hand's card number ``rest`` would do if played."""
        s = self.session
        view = s.view()
        count = len(view.get("hand", []))
        try:
            chosen = parse_number(rest)
        except InputError:
            chosen = None
        if chosen is None or not 1 <= chosen <= count:
            # a game whose hand holds no cards words it its own way
            own = f"{s.game.id}.card.range.typed"
            self.line(Msg(own if has_key(own) else "ui.card.range", count=count), Category.ERROR)
            return
        self.emit(s.narrator.hand_item(view, chosen - 1, s.legal()))

    def cmd_legend(self, rest: str) -> None:
        self.emit(self.session.narrator.legend())

    def cmd_stats(self, rest: str) -> None:
        """Your statistics: one line per game (the same lines as the
        full-screen Statistics list)."""
        s = self.session
        profile = s.profile or profile_for(None)
        items, problems = stats_items(profile, self.lang)
        lines = [
            Utterance(
                render(p, self.lang), render(p, self.lang), Category.SYSTEM, Priority.INTERRUPT
            )
            for p in problems
        ]
        lines += [
            Utterance(item.speech, item.brailled, Category.INFO, Priority.INTERRUPT)
            for item in items
        ]
        self.answer(lines)

    def cmd_save(self, rest: str) -> None:
        if not rest:
            self.line(Msg("ui.save.needs_file"), Category.ERROR)
            return
        try:
            path = path_text(rest)
        except InputError as exc:
            self.line(exc.msg, Category.ERROR)
            return
        self.session.save(path)

    def cmd_load(self, rest: str) -> None:
        if not rest:
            self.line(Msg("ui.load.needs_file"), Category.ERROR)
            return
        try:
            path = path_text(rest)
        except InputError as exc:
            self.line(exc.msg, Category.ERROR)
            return
        if self.session.load(path) and self.session.game.is_over():
            self._finish()
