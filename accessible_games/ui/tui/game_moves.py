"""The game screen's moves beyond the player's own choices: the game's own
keys (D draw, P pass ...), bots that think a while on a worker thread,
and the clock of a table with a time per move. A mixin of GameScreen."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.worker import Worker, WorkerState

from accessible_games.core.keys import Focus, GameKey, KeyContext
from accessible_games.core.messages import Msg
from accessible_games.core.narration import action_text
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.ui.tui.keys import GAME_KEYS, key_names
from accessible_games.ui.tui.widgets import SpokenList

if TYPE_CHECKING:  # for the checker: the screen this is mixed into
    from textual import getters
    from textual.screen import Screen as _Host

    from accessible_games.app.session import Session
    from accessible_games.ui.tui.speaking import SpeakingApp
else:  # at run time a plain mixin
    _Host = object

#: seconds a bot may think before the table says so
THINKING_NOTICE = 1.0


@cache
def with_game_keys(screen_class: type, game_keys: tuple[GameKey, ...]) -> type:
    """``screen_class`` with a game's own keys (D draw, P pass ...) in
    its BINDINGS: they replace the table's keys of the same name on this
    screen (P: the players zone stays reachable by Tab and from the game
    menu). One class per game, made the first time the game is played."""
    if not game_keys:
        return screen_class
    bindings = [
        Binding(key.keys, f"game_key({key.command!r})", key.description, show=False, priority=True)
        for key in game_keys
    ]
    return type(
        screen_class.__name__,
        (screen_class,),
        {
            "BINDINGS": bindings,
            "__module__": screen_class.__module__,
            "__qualname__": screen_class.__qualname__,
            "game_keys_added": True,
        },
    )


class GameMoves(_Host):
    """Needs the GameScreen's session, zones, play() and after_moves()."""

    if TYPE_CHECKING:  # what GameScreen has, as the checker sees it
        app = getters.app(SpeakingApp)
        session: Session
        confirming_quit: bool
        zone_keys: list[str]
        _thinking: bool

        def zone(self, key: str) -> SpokenList: ...
        @staticmethod
        def zone_name(widget: Any) -> str | None: ...
        def refresh_zones(self) -> None: ...
        def play(self, action_text: str | None) -> None: ...
        def after_moves(self) -> None: ...
        def schedule_refresh(self) -> None: ...
        def action_focus_zone(self, zone: str) -> None: ...

    def think(self) -> None:
        """Start the thinking bot's choice on a worker thread."""
        if self._thinking or not self.is_attached:
            return
        job = self.session.bot_job()
        if job is None:
            return
        self._thinking = True
        self.run_worker(job, thread=True, group="bots", exit_on_error=False)
        position = self.session.game.moves_made()
        self.set_timer(THINKING_NOTICE, lambda: self._still_thinking(position))

    def _still_thinking(self, position: int) -> None:
        """Say who is thinking when a bot takes longer than a moment, so
        the silence has a reason."""
        s = self.session
        if self._thinking and s.thinking is not None and s.game.moves_made() == position:
            text = self.app.t(Msg("tui.thinking", player=s.names[s.thinking]))
            # from a timer: with a dialog in front, a late message (SpeakingApp.late)
            self.app.game_emit(Utterance(text, text, Category.OTHERS, Priority.QUEUE))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "bots" or event.state not in (
            WorkerState.SUCCESS,
            WorkerState.ERROR,
        ):
            return
        self._thinking = False
        if not self.is_attached:
            return
        s = self.session
        if event.state == WorkerState.SUCCESS:
            action = event.worker.result
            assert action is not None  # the bot's choice: bot_job's function returns an Action
            s.bot_done(action)
        else:  # a bot that fails still moves: the first legal action
            seat = s.thinking
            if seat is not None:
                s.bot_done(s.game.legal_actions(seat)[0])
        self.after_moves()

    def _tick(self) -> None:
        if self.session.tick():
            self.after_moves()

    #: the position (moves made) whose only move is about to be made by itself
    _forced_at: int | None = None

    def check_forced(self) -> None:
        """When the player's only move is a forced one and the setting makes
        such moves by themselves: make it after the player's pause (the
        setting ``forced_pause``), unless the position has changed by then."""
        s = self.session
        settings = self.app.settings
        s.auto_forced = bool(getattr(settings, "forced_moves", False))
        position = s.game.moves_made()
        if self._forced_at == position or s.forced_move() is None:
            return
        self._forced_at = position
        pause = int(getattr(settings, "forced_pause", 0)) / 1000
        if pause > 0:
            self.set_timer(pause, lambda: self._play_forced(position))
        else:  # no pause: once what is on its way has been handled (a timer needs a time)
            self.call_later(self._play_forced, position)

    def _play_forced(self, position: int) -> None:
        s = self.session
        if not self.is_attached or s.game.moves_made() != position:
            return
        if self.make_forced():
            self.after_moves()
        self.schedule_refresh()

    def make_forced(self) -> bool:
        """Make the player's only move at this table; True when it was made
        here and now (an online table sends it and hears back later)."""
        return self.session.play_forced()

    def key_context(self) -> KeyContext:
        s = self.session
        legal = s.legal()
        card_index = action = item = None
        focused = self.focused
        zone = self.zone_name(focused)
        if not isinstance(focused, SpokenList):  # not a zone (zone_name is None)
            pass
        elif zone == "hand" and focused.highlighted is not None:
            card_index = focused.highlighted
        elif zone == "actions" and focused.highlighted is not None:
            text = action_text(focused.current_id)
            action = next((a for a in legal if a.text == text), None)
        elif zone is not None:
            item = focused.current_id
        return KeyContext(s.view(), legal, card_index, action, zone, item, s.narrator)

    def action_game_key(self, command: str) -> None:
        """A key of the game's own: the game says what it means here."""
        if self.confirming_quit:
            return
        s = self.session
        handler = s.entry.key_handler
        answer = handler(command, self.key_context()) if handler else None
        if answer is None:
            self._table_key(command)
        elif isinstance(answer, Msg):
            self.app.say(answer, Category.ERROR)
        elif isinstance(answer, Utterance):  # the key reads part of the table
            self.app.game_emit(answer)
        elif isinstance(answer, str):
            self.play(answer)
        elif isinstance(answer, Focus):
            self.focus_item(answer.zone, answer.item)
        elif len(answer) == 1:
            self.play(answer[0].text)
        else:  # several ways: the player picks one in the actions zone
            self.focus_item("actions", answer[0].text, with_title=False)

    def focus_item(self, zone: str, item: str | None, with_title: bool = True) -> None:
        """The focus on ``item`` of ``zone`` (the zones refilled first), said
        (``with_title``: with the zone's name, as entering a zone says it);
        nothing is made. A game key's :class:`Focus`, and the moves a key
        offers."""
        self.refresh_zones()
        target = self.zone(zone)
        if item is not None:
            target.select_id(item)
        target.focus()
        self.app.echo_list(target, with_title=with_title, force=True)
        self.call_after_refresh(self.app.place_cursor)

    def _table_key(self, command: str) -> None:
        """What the table's own key of the same name does (a number picks a
        card); a game key ``zone:<area>`` the game leaves to the table
        focuses that area of the table (C: a game's columns)."""
        key = next(k for k in self.session.entry.keys if k.command == command)
        if command.startswith("zone:") and command[5:] in self.zone_keys:
            self.action_focus_zone(command[5:])
            return
        names = key_names(key.keys)
        for spec in GAME_KEYS:
            if names & key_names(spec.keys):
                self.call_after_refresh(self.run_action, spec.action)
                return
