"""One player's seat at a table, independent of the front end.

The session seats humans and bots, turns every event into utterances for its
listener through the game's narrator, runs the bots, and answers the
player's questions. The plain line mode and the TUI both sit on it; every
utterance goes to ``emit`` (history, speech, braille, screen).

With each event it also plays the sound cues the one mapping of events to
cues gives for its listener (accessible_games/sound/cues.py), a refusal's
cue and the clock's warning cue, through the announcer's
:meth:`~accessible_games.announce.Announcer.cue` (found through ``emit``, see
:meth:`Session.cue`).

It also keeps the player's statistics (accessible_games/stats.py): the end
of a game is counted once, as soon as the game is over, and leaving a
running game (:meth:`Session.leave`) is counted when it was not saved.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import Any, Protocol

from accessible_games.app.clock import WARN, MoveClock, time_per_move
from accessible_games.boundary.errors import InputError, os_reason
from accessible_games.boundary.files import shown
from accessible_games.boundary.text import safe_name
from accessible_games.core.errors import GameError
from accessible_games.core.game import Action, Event, Game, Result
from accessible_games.core.messages import LANGUAGES, Msg, has_key, render
from accessible_games.core.narration import Item, level_said
from accessible_games.core.options import option_label, option_text
from accessible_games.core.save import load_game, save_game
from accessible_games.core.seats import TableView
from accessible_games.core.table import BotSeat, LocalSeat, Seat, Table
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.registry import GameEntry, entry, game_ids, get_game
from accessible_games.sound import cues
from accessible_games.stats import DEFAULT_PROFILE, Stats

log = logging.getLogger(__name__)

BOT_NAMES = ["Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta", "Hugo", "Ida", "Jonas"]

Emit = Callable[[Utterance], None]

#: the events that begin a new round with new hands: its first
#: turn is recapped even when the player's own move began it
NEW_ROUND_EVENTS = frozenset({"round_start"})


class PlayedGame(Protocol):
    """What a session and its front end ask of the game at the table: a
    :class:`~accessible_games.core.game.Game` when the table is here, or a
    game at a server answered from what it sent (accessible_games/net/
    client.py ``RemoteGame``). What only a game here has (its log, taking a
    move back, saving) is asked of ``Session.table.game``."""

    @property
    def id(self) -> str: ...

    @property
    def players(self) -> int: ...

    def moves_made(self) -> int: ...

    def is_over(self) -> bool: ...

    def result(self) -> Result | None: ...

    def waiting_for(self) -> list[int]: ...

    def legal_actions(self, seat: int) -> list[Action]: ...

    def view(self, seat: int | None) -> dict[str, Any]: ...

    def understands(self, text: str) -> bool: ...

    def find_action(self, seat: int, text: str) -> Action | None: ...

    def time_per_move(self) -> int | None: ...

    def timeout_action(self, seat: int) -> Action | None: ...

    def plays_in_pairs(self) -> bool: ...


def seat_names(players: int, humans: list[int], lang: str, human_name: str | None) -> list[str]:
    names = []
    human_name = safe_name(human_name, "") or None  # outside text: cleaned, not endless
    bot_names = iter(n for n in BOT_NAMES if n != human_name)
    for seat in range(players):
        if seat in humans:
            names.append(human_name or render(Msg("ui.player", number=seat + 1), lang))
        else:
            names.append(next(bot_names))
    return names


def profile_for(name: str | None, seat: int = 0) -> str:
    """The statistics profile of a player called ``name`` at ``seat``: the
    name itself, or the default profile when there is none or it is the
    default seat name ("Player 1", "Spieler 1"), whatever the language."""
    name = str(name or "").strip()
    defaults = {render(Msg("ui.player", number=seat + 1), lang) for lang in LANGUAGES}
    return DEFAULT_PROFILE if not name or name in defaults else name


def game_title(game_id: str) -> Msg | str:
    found = entry(game_id)
    if found is not None:
        return found.rules.title
    return Msg(f"{game_id}.title") if has_key(f"{game_id}.title") else game_id


def stats_items(profile: str, lang: str) -> tuple[list[Item], list[Msg]]:
    """The statistics of ``profile``, one item per game it has a record in
    (the registry's games first), or one item saying there is none yet; and
    the problems met reading the statistics file."""
    stats = Stats()
    records = stats.records.get(profile, {})
    known = game_ids()
    order = [g for g in known if g in records] + sorted(g for g in records if g not in known)
    items = []
    for game_id in order:
        record = records[game_id]
        params = dict(
            game=game_title(game_id),
            xp=record.xp,
            played=record.played,
            won=record.won,
            lost=record.lost,
            left=record.left,
        )
        items.append(
            Item(
                f"g:{game_id}",
                render(Msg("stats.line", **params), lang),
                render(Msg("stats.line.br", **params), lang),
            )
        )
    if not items:
        msg = (
            Msg("stats.none.default")
            if profile == DEFAULT_PROFILE
            else Msg("stats.none", profile=profile)
        )
        items.append(Item("none", render(msg, lang)))
    return items, list(stats.problems)


def saved_seats(game: Game, seat_data: list, lang: str) -> tuple[list[Seat], list[str | None]]:
    """The seats of a saved game and each seat's bot level (None: a person)."""
    found = entry(game.id)
    assert found is not None
    levels: list[str | None] = []
    seats: list[Seat] = []
    for s in range(game.players):
        data = seat_data[s] if s < len(seat_data) and isinstance(seat_data[s], dict) else {}
        if seat_data:
            bot = data.get("bot")
            level = bot if isinstance(bot, str) and bot in found.bots else None
        else:  # a save without seats: the first seat is the player's
            level = None if s == 0 else "good"
        name = safe_name(data.get("name"), render(Msg("ui.player", number=s + 1), lang))
        levels.append(level)
        seats.append(BotSeat(name, found.make_bot(level)) if level else LocalSeat(name))
    return seats, levels


def _announcer_cue(emit: Emit) -> Callable[[str, Utterance], object] | None:
    """The ``cue`` of the announcer ``emit`` leads to, or None."""
    found = getattr(emit, "cue", None)
    if callable(found):
        return found
    announcer = getattr(getattr(emit, "__self__", None), "announcer", None)
    found = getattr(announcer, "cue", None)
    return found if callable(found) else None


def watch_key(session: Session, front: str) -> str:
    """The welcome of an onlooker: ``<front>.welcome.watch`` at a table
    here (only computer players play), ``net.welcome.watch`` at a game
    server's (people may play: who plays is said next)."""
    return f"{front}.welcome.watch" if session.table is not None else "net.welcome.watch"


class Session:
    def __init__(
        self,
        game: Game,
        seats: list[Seat],
        lang: str,
        emit: Emit,
        viewer: int | None = 0,
        bot_levels: list[str | None] | None = None,
    ) -> None:
        self.lang = lang
        self.emit = emit
        self._bind(game, seats, viewer, bot_levels)

    def _bind(
        self, game: Game, seats: list[Seat], viewer: int | None, levels: list[str | None] | None
    ) -> None:
        table = Table(game, seats)
        self._attach(
            game,
            table.view_for(viewer),
            viewer,
            levels or [None] * game.players,
            [s.name for s in seats],
            table,
            MoveClock(time_per_move(game)),
        )

    def _attach(
        self,
        game: PlayedGame,
        seat_view: TableView,
        viewer: int | None,
        levels: list[str | None],
        names: list[str],
        table: Table | None,
        clock: MoveClock,
    ) -> None:
        """Seat the player at ``seat_view``: a table here (``table``) or
        elsewhere (a game server's; then ``game`` answers from what it sent)."""
        found = entry(game.id)
        assert found is not None
        self.entry: GameEntry = found
        self.game = game
        #: the table, when it is here (None: at a game server)
        self.table: Table | None = table
        #: the table as the player's seat sees it (core/seats.py TableView):
        #: its events, view and legal actions, and acting
        self.seat_view = seat_view
        self.viewer = viewer
        self.levels = levels
        #: the seats' names (the very list the narrator reads)
        self.names = names
        self.narrator = self.entry.make_narrator(
            self.seat_view.facts(), self.lang, self.names, viewer
        )
        self.seat_view.listen(self._on_event)
        #: whose statistics this game counts for (None: only bots play)
        self.profile = profile_for(self.names[viewer], viewer) if viewer is not None else None
        #: the end of this game is in the statistics (a game that was over
        #: when it was loaded was counted when it ended)
        self.counted = game.is_over()
        #: the player moved since the game was started, saved or loaded:
        #: leaving now loses those moves, and counts as leaving
        self.unsaved_moves = False
        #: the time per move, if the table has one
        self.clock = clock
        #: a bot that thinks a while (a think-time budget) and is to move,
        #: when the front end runs such bots itself (``background_bots``)
        self.thinking: int | None = None
        self._recapped = None
        self.cautioned = None

    @classmethod
    def new(
        cls,
        game_id: str,
        players: int,
        bots: int,
        level: str,
        seed: int,
        options: dict | None,
        lang: str,
        emit: Emit,
        human_name: str | None = None,
        levels: list[str | None] | None = None,
    ) -> Session:
        """A new game: the first ``players - bots`` seats are people (the
        first of them plays here) and the rest are bots of ``level``; or
        ``levels`` gives each seat's bot level (None for a person)."""
        found = entry(game_id)
        if found is None:
            raise GameError(Msg("core.unknown_game", name=game_id, allowed=", ".join(game_ids())))
        game = found.make_game(players, options or {}, seed)
        if levels is None:
            levels = [None if s < players - bots else level for s in range(players)]
        levels = list(levels)
        for wanted_level in levels:
            if wanted_level is not None and wanted_level not in found.bots:
                raise GameError(
                    Msg("cli.bad_level", value=wanted_level, allowed=", ".join(found.bots))
                )
        humans = [s for s in range(players) if levels[s] is None]
        names = seat_names(players, humans, lang, human_name)
        seats: list[Seat] = []
        for s in range(players):
            seat_level = levels[s]
            seats.append(
                LocalSeat(names[s])
                if seat_level is None
                else BotSeat(names[s], found.make_bot(seat_level))
            )
        return cls(game, seats, lang, emit, humans[0] if humans else None, levels)

    def set_language(self, lang: str) -> None:
        """Narrate in ``lang`` from now on (what was said stays as it was)."""
        self.lang = lang
        self.narrator = self.entry.make_narrator(
            self.seat_view.facts(), lang, self.names, self.viewer
        )

    @classmethod
    def open(cls, path: str, lang: str, emit: Emit) -> Session | None:
        """A saved game, seated as it was saved; None (and the reason said
        through ``emit``) when it cannot be loaded. Nothing is said on
        success: call :meth:`announce_loaded` once the listener is ready."""
        try:
            game, seat_data = load_game(path, get_game)
        except GameError as exc:
            text = render(exc.msg, lang)
            emit(Utterance(text, text, Category.ERROR, Priority.INTERRUPT))
            return None
        seats, levels = saved_seats(game, seat_data, lang)
        humans = [s for s in range(game.players) if levels[s] is None]
        return cls(game, seats, lang, emit, humans[0] if humans else None, levels)

    # --- events -------------------------------------------------------------

    def _on_event(self, event: Event) -> None:
        if event.kind in NEW_ROUND_EVENTS:
            self._new_round = True
        utterance = self.narrator.event(event)
        if utterance is not None:
            self.emit(utterance)
        try:
            found = cues.cues_for(self.entry.cues, event, self.viewer)
        except Exception:
            log.info("no sound cues for the event %s", event.kind, exc_info=True)
            return
        category = utterance.category if utterance is not None else Category.TABLE
        for cue_id in found:
            self.cue(cue_id, category)

    #: where the cues go: a callable ``(cue_id, text_equivalent)``, or None
    #: to use the announcer behind :attr:`emit` (an Announcer itself, or the
    #: ``announcer`` of the front end whose method ``emit`` is), as the plain
    #: mode and the full-screen mode have it
    cue_sink: Callable[[str, Utterance], object] | None = None

    def cue(self, cue_id: str, category: Category = Category.TABLE) -> None:
        """Play the sound cue ``cue_id``, with its short text equivalent for
        the history (and braille, when the player chose so)."""
        sink = self.cue_sink or _announcer_cue(self.emit)
        if sink is None:
            return
        text, brailled = cues.cue_text(cue_id, self.lang)
        sink(cue_id, Utterance(text, brailled, category, Priority.QUEUE))

    def _category_cue(self, category: Category) -> None:
        cue_id = cues.cue_for_category(category)
        if cue_id:
            self.cue(cue_id, category)

    def _table_here(self) -> Table:
        """The table, which is here: a session at a game server
        (accessible_games/app/online.py ``RemoteSession``) overrides every
        method that asks for it."""
        assert self.table is not None, "the table is at a game server"
        return self.table

    def start(self) -> None:
        self._table_here().start()
        self.run_bots()

    #: set by a front end that lets bots with a think-time budget think in
    #: the background (the full-screen mode): run_bots then stops before such
    #: a bot and sets :attr:`thinking`; see :meth:`bot_job` and :meth:`bot_done`
    background_bots = False

    def run_bots(self) -> None:
        """The bots move until a person must act (or, with background_bots,
        a thinking bot is to move); a game that ends is counted; the clock of
        the person's next move starts."""
        self.thinking = None
        table = self._table_here()
        while not table.humans_waiting():
            seat = table.bot_waiting()
            if seat is None:
                break
            if self.background_bots and table.seats[seat].think_time:
                self.thinking = seat
                break
            table.step_bot()
        self.finish_if_over()
        self.clock.sync(self.game, self.viewer)
        if self.thinking is None:
            self.recap_if_turn()

    def bot_job(self) -> Callable[[], Action] | None:
        """The thinking bot's choice as a function to run on another thread
        (it works on a copy of what it may know), or None."""
        seat = self.thinking
        if seat is None:
            return None
        table = self._table_here()
        choose = table.seats[seat].choose
        view, legal, rng = (
            self.game.view(seat),
            self.game.legal_actions(seat),
            table.bot_rng(seat),
        )
        return lambda: choose(view, legal, rng)

    def bot_done(self, action: Action) -> None:
        """The thinking bot's move: made, and the other bots go on."""
        seat, self.thinking = self.thinking, None
        if seat is None or seat not in self.game.waiting_for():
            return  # the table changed meanwhile (a game was loaded)
        self._table_here().act(seat, action)
        self.run_bots()

    # --- the clock ------------------------------------------------------------

    def tick(self) -> bool:
        """Say the clock's warning, or make the automatic move once the time
        is up. True when a move was made."""
        for what, seconds in self.clock.poll():
            if what == WARN:
                self.warn(seconds)
                continue
            action = self.game.timeout_action(self.viewer) if self.viewer is not None else None
            if action is None:
                return False
            self._tell(
                Msg("ui.clock.expired", move=action.label),
                Category.SYSTEM,
                Msg("ui.clock.expired.br", move=action.label),
            )
            return self.act(action)
        return False

    def warn(self, seconds: int) -> None:
        """The clock's warning: ``seconds`` left, said with its cue."""
        self._tell(
            Msg("ui.clock.warn", seconds=seconds),
            Category.SYSTEM,
            Msg("ui.clock.warn.br", seconds=seconds),
        )
        self.cue(cues.cue_for_category(WARN) or "timer", Category.SYSTEM)

    def clock_line(self) -> Utterance | None:
        """How long the player has left for this move (None without a clock)."""
        left = self.clock.left()
        if left is None:
            return None
        text = render(Msg("ui.clock.left", seconds=int(left + 0.999)), self.lang)
        return Utterance(text, text, Category.INFO, Priority.QUEUE)

    # --- acting -------------------------------------------------------------

    def legal(self) -> list[Action]:
        return self.seat_view.legal()

    def act(self, action: Action | str) -> bool:
        """The player's move; a refusal is spoken and changes nothing. A
        costly move (an action with a ``caution``) is made only when chosen
        twice in a row: the first time its warning is said."""
        if self.viewer is None:
            return False
        cautious = self._caution(action)
        if cautious is not None:
            self.cautioned = cautious.text
            text = render(Msg("ui.caution.again", caution=cautious.caution), self.lang)
            self.emit(Utterance(text, text, Category.SYSTEM, Priority.INTERRUPT))
            self._category_cue(Category.ERROR)
            return False
        self.cautioned = None
        try:
            self.seat_view.act(action)
        except GameError as exc:
            self.error(exc.msg)
            return False
        self.unsaved_moves = True
        self.run_bots()
        return True

    #: ask before a costly move (the player's setting ``cautions``; off: made at once)
    ask_cautions = True

    #: the text of the costly move whose warning was just said: choosing it
    #: again makes it (any other move, or a key that acts, forgets it)
    cautioned: str | None = None

    def _caution(self, action: Action | str) -> Action | None:
        """The legal action meant, when it has a caution not yet said."""
        if self.viewer is None or not self.ask_cautions:
            return None
        text = action.text if isinstance(action, Action) else str(action)
        found = next((a for a in self.legal() if a.text == text), None)
        if found is None and not isinstance(action, Action):
            try:
                found = self.game.find_action(self.viewer, text)
            except GameError:
                found = None
        if found is None or found.caution is None or self.cautioned == found.text:
            return None
        return found

    def take_back(self) -> bool:
        """Take the player's last move back, where the game allows it: the
        game is replayed without it (same seed, same cards) and the move
        and where the game now stands are said. True when it was taken back."""
        if self.viewer is None or self.table is None:
            self.error(
                Msg("ui.takeback.online") if self.viewer is not None else Msg("core.takeback.none")
            )
            return False
        game, viewer = self.table.game, self.viewer
        count = game.takeback(viewer) if not game.is_over() else 0
        if count <= 0 or count > len(game.log):
            self.error(game.why_no_takeback(viewer))
            return False
        keep = len(game.log) - count
        seat, text = game.log[keep]
        try:
            earlier = game.replayed(keep)
        except GameError as exc:  # the log replays as it was played; said, never lost
            self.error(exc.msg)
            return False
        found = earlier.find_action(seat, text)
        move = found.label if found is not None else text
        seats = list(self.table.seats)
        thinking = self.thinking
        self._bind(earlier, seats, viewer, self.levels)
        self.unsaved_moves, self.thinking = True, thinking
        self.cautioned = None
        self.emit(
            self.narrator.say("ui.takeback.done", None, Category.OWN, Priority.INTERRUPT, move=move)
        )
        self.emit(self.narrator.status(self.view()))
        self.clock.sync(self.game, self.viewer)
        return True

    #: make the player's only move by itself (the setting ``forced_moves``;
    #: the front end asks :meth:`forced_move` after its pause)
    auto_forced = False

    def forced_move(self) -> Action | None:
        """The player's move when it is their only one -- a forced draw,
        flip or pass -- and the setting makes such moves by themselves;
        None otherwise. It never chooses: a move is forced only when the
        rules allow exactly that one."""
        if not self.auto_forced or self.viewer is None or self.game.is_over():
            return None
        if self.viewer not in self.game.waiting_for() or self.thinking is not None:
            return None
        listed = self.legal()
        if len(listed) != 1 or len(self.game.legal_actions(self.viewer)) != 1:
            return None
        return listed[0]

    def play_forced(self) -> bool:
        """Make the player's only move (:meth:`forced_move`), said first as
        such; True when it was made."""
        move = self.forced_move()
        if move is None:
            return False
        self.say_forced(move)
        return self.act(move)

    def say_forced(self, move: Action) -> None:
        """Say that ``move`` is the player's only one, about to be made (and
        ask nothing twice about it: there is no other)."""
        self.emit(
            self.narrator.say("ui.forced", None, Category.OWN, Priority.QUEUE, move=move.label)
        )
        self.cautioned = move.text

    #: called with the game's title when another game replaces this one at
    #: the table (:meth:`load`): the front end starts the game's own history
    on_new_game: Callable[[Msg], None] | None = None

    #: the log length at which the recap of the player's turn was last said
    _recapped: int | None = None
    #: say a recap when the player's turn comes (the front end sets it from
    #: the player's settings)
    recap_on_turn = False
    #: a new round began since the last recap (an event of NEW_ROUND_EVENTS)
    _new_round = False

    def recap(self, priority: Priority = Priority.INTERRUPT) -> None:
        """Where the player stands, in one line (the game's recap)."""
        said = self.narrator.recap(self.view())
        self.emit(Utterance(said.speech, said.braille, Category.INFO, priority))

    def recap_if_turn(self) -> None:
        """The recap, once, when the player's turn comes after another
        player moved (or the game or a new round began, or the game was
        continued)."""
        if not self.recap_on_turn or self.viewer is None or self.game.is_over():
            return
        if self.viewer not in self.game.waiting_for():
            return
        log = self._table_here().game.log
        at = len(log)
        # the player's own move keeps the position the player knows, unless
        # it began a new round (a winning play may deal the next one)
        own = bool(log) and log[-1][0] == self.viewer and not self._new_round
        if self._recapped == at or own:
            return
        self._recapped, self._new_round = at, False
        self.recap(Priority.QUEUE)

    def error(self, msg: Msg) -> None:
        """A refusal: said, with its sound cue."""
        text = render(msg, self.lang)
        self.emit(Utterance(text, text, Category.ERROR, Priority.INTERRUPT))
        self._category_cue(Category.ERROR)

    def say(self, msg: Msg, category: Category = Category.INFO) -> None:
        text = render(msg, self.lang)
        self.emit(Utterance(text, text, category, Priority.INTERRUPT))

    # --- statistics ---------------------------------------------------------

    def finish_if_over(self) -> None:
        """Count the player's result once the game is over: once per game,
        however often this is called, and never for a game that was already
        over when it was loaded."""
        if self.counted or self.viewer is None or not self.game.is_over():
            return
        result = self.game.result()
        if result is None:
            return
        self.counted = True
        profile, game = self.profile or DEFAULT_PROFILE, self.game
        won = self.viewer in result.winners
        pairs = game.plays_in_pairs()
        self._count(lambda stats: stats.add_result(profile, game.id, game.players, won, pairs))

    def leave(self) -> None:
        """The player leaves this table. A running game in which the player
        moved since it was started, saved or loaded counts as left (a game
        saved just before can be continued, so it does not)."""
        if self.viewer is None or self.counted or self.game.is_over() or not self.unsaved_moves:
            return
        self.counted = True
        profile, game_id = self.profile or DEFAULT_PROFILE, self.game.id
        self._count(lambda stats: stats.add_leave(profile, game_id), leaving=True)

    def _count(self, add: Callable[[Stats], int], leaving: bool = False) -> None:
        """Change the statistics file and say what changed: read, changed
        and written under the file's lock, so other copies of the program
        lose nothing; a damaged file is said, set aside, and counting starts
        again; a file that cannot be read or written is said, and play goes
        on."""
        stats = Stats()
        reason = None
        try:
            xp, kept = stats.update(add)
        except InputError as exc:  # the folder cannot be written
            xp, kept = add(stats), False
            reason = exc.msg.params.get("reason", exc.msg)
        except OSError as exc:  # not even the lock
            xp, kept = add(stats), False
            reason = os_reason(exc)
        for problem in stats.problems:
            self._tell(problem, Category.SYSTEM)
        if stats.unreadable is not None:
            reason = stats.unreadable
        total = stats.record(self.profile or DEFAULT_PROFILE, self.game.id).xp
        key = "ui.xp.leave" if leaving else ("ui.xp.gain" if xp > 0 else "ui.xp.loss")
        now = Msg("ui.xp.now", total=total) if kept else ""
        now_br = Msg("ui.xp.now.br", total=total) if kept else ""
        self._tell(
            Msg(key, xp=abs(xp), now=now), Category.TABLE, Msg(f"{key}.br", xp=abs(xp), now=now_br)
        )
        if not kept:
            self._tell(Msg("stats.not_saved", reason=reason or ""), Category.SYSTEM)

    def _tell(self, msg: Msg, category: Category, braille: Msg | None = None) -> None:
        """A notice that waits for the game events said since the player's
        last key (polite), kept in the history."""
        text = render(msg, self.lang)
        self.emit(
            Utterance(
                text, render(braille, self.lang) if braille else text, category, Priority.POLITE
            )
        )

    # --- questions ----------------------------------------------------------

    def options_line(self) -> Utterance | None:
        """The table's options, said when a game starts (None: a game
        without options)."""
        options = getattr(self.game, "options", None)
        if options is None or not dataclasses.is_dataclass(options):
            return None
        game_id = self.game.id

        def t(msg: Msg | str) -> str:
            return render(msg, self.lang) if isinstance(msg, Msg) else msg

        parts = [
            render(
                Msg(
                    "ui.option",
                    label=t(option_label(game_id, f.name)),
                    value=option_text(game_id, f.name, getattr(options, f.name), t),
                ),
                self.lang,
            )
            for f in dataclasses.fields(options)
            if not hasattr(options, "applies") or options.applies(f.name)
        ]
        if not parts:
            return None
        text = render(Msg("ui.options", options="; ".join(parts)), self.lang)
        return Utterance(text, text, Category.SYSTEM, Priority.QUEUE)

    def view(self) -> dict:
        return self.seat_view.view()

    def result_line(self) -> Utterance | None:
        result = self.game.result()
        if result is None:
            return None
        if result.line is not None:
            # the game's own result (a game played alone or as a team, or
            # without points); its $winners are seats, said by their names
            line = result.line
            if "winners" in line.params:
                seats = line.params["winners"]
                named = [
                    self.narrator.name(s)
                    for s in (seats if isinstance(seats, (list, tuple)) else ())
                    if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(self.names)
                ]
                line = Msg(line.key, **{**line.params, "winners": named})
            text = render(line, self.lang)
            return Utterance(text, text, Category.TABLE, Priority.QUEUE)
        # a game whose score has its own unit (Logomachy's chips) words it
        score_key = f"{self.game.id}.result.score"
        if not has_key(score_key):
            score_key = "ui.result.score"
        scores = [
            Msg(score_key, player=self.narrator.name(s), score=score)
            for s, score in enumerate(result.scores)
        ]
        winners = [self.narrator.name(s) for s in result.winners]
        key = (
            "ui.result.tie"
            if len(result.winners) > 1
            else "ui.result"
            if result.winners
            else "ui.result.none"
        )
        text = render(Msg(key, scores=scores, winners=winners), self.lang)
        return Utterance(text, text, Category.TABLE, Priority.QUEUE)

    def seats_line(self) -> Utterance | None:
        """Who plays, said when a game starts or is continued, and on
        sitting down at a game server's table: every seat, the player as
        "you", a computer player with its level ("Playing: you, Anna
        (computer, good), Ben (computer, strong)."), at a server a free
        seat as free and a person's seat a computer plays while they are
        away as such. None for a player alone at the table."""
        if self.game.players == 1 and self.viewer == 0:
            return None
        seats: list[Msg] = []
        for seat, name in enumerate(self.names):
            level = self.levels[seat] if seat < len(self.levels) else None
            if seat == self.viewer:
                seats.append(Msg("names.seat.you"))
            elif level == "away" and self.table is None:
                seats.append(Msg("names.seat.away", name=name))
            elif level is not None:
                seats.append(Msg("names.seat.bot", name=name, level=level_said(level)))
            elif self.table is None and name == str(seat + 1):  # a server's free seat
                seats.append(Msg("names.seat.free", seat=seat + 1))
            else:
                seats.append(Msg("names.seat.person", name=name))
        text = render(Msg("names.playing", seats=seats), self.lang)
        return Utterance(text, text, Category.SYSTEM, Priority.QUEUE)

    # --- saving -------------------------------------------------------------

    def save(self, path: str) -> bool:
        # not strict: the levels a new game was given may be more than its seats
        seats = [{"name": n, "bot": lvl} for n, lvl in zip(self.names, self.levels, strict=False)]
        try:
            save_game(self._table_here().game, path, seats)
        except GameError as exc:
            self.error(exc.msg)
            return False
        self.unsaved_moves = False
        self.say(Msg("ui.saved", path=shown(path)), Category.SYSTEM)
        return True

    def load(self, path: str) -> bool:
        """Replace the game by a saved one (leaving the running one, see
        :meth:`leave`); on failure nothing changes."""
        try:
            game, seat_data = load_game(path, get_game)
        except GameError as exc:
            self.error(exc.msg)
            return False
        self.leave()
        seats, levels = saved_seats(game, seat_data, self.lang)
        humans = [s for s in range(game.players) if levels[s] is None]
        self._bind(game, seats, humans[0] if humans else None, levels)
        if (
            self.on_new_game is not None
        ):  # the loaded game's messages: a history buffer of their own
            self.on_new_game(self.entry.rules.title)
        self.announce_loaded(path)
        return True

    def announce_loaded(self, path: str) -> None:
        """Say the game was loaded and where it stands; let the bots move."""
        self.say(Msg("ui.loaded", path=shown(path)), Category.SYSTEM)
        self.emit(self.narrator.status(self.view()))
        self.run_bots()
