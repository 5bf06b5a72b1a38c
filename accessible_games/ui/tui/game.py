"""The table: one column of zones, each a spoken list, walked with Tab.

Zones: Messages (the history of the current buffer, newest last), Hand, the
game's own areas (the middle, discard pile, columns
...), Players and scores, Actions (the narrator's ``action_items``: one item
per move, or grouped under headings that are said, never played). The
zones are refilled after every event without moving the focus.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Label, OptionList

from accessible_games.app.session import Session, watch_key
from accessible_games.core.messages import Msg, has_key
from accessible_games.core.narration import Item, action_text
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.ui.tui import landing
from accessible_games.ui.tui.base import ChoiceScreen, KeysScreen, TextScreen
from accessible_games.ui.tui.forms import SettingsScreen
from accessible_games.ui.tui.game_moves import GameMoves, with_game_keys
from accessible_games.ui.tui.keys import GAME_KEYS, key_name, key_names, menu_specs
from accessible_games.ui.tui.speaking import clause
from accessible_games.ui.tui.widgets import BrailleLine, GridList, NewestLast, SpokenList

if TYPE_CHECKING:  # the app imports this screen: not at run time
    from textual import getters

    from accessible_games.ui.tui.speaking import SpeakingApp

#: keys still allowed while the leave question waits for an answer
_CONFIRM_ACTIONS = {"focus_actions", "quit_game"}


class GameScreen(GameMoves, Screen):
    #: the focus is placed by on_mount, silently: the opening messages of the
    #: game must not be cut off by a focus echo
    AUTO_FOCUS = ""
    BINDINGS = [
        Binding(k.keys, k.action, k.description, show=False, priority=True) for k in GAME_KEYS
    ]

    if TYPE_CHECKING:  # Textual's ``app``, typed as this program's app
        app = getters.app(SpeakingApp)

    def __new__(cls, session: Session, *args: Any, **kwargs: Any) -> GameScreen:
        """A game with keys of its own is played on a subclass of this
        screen whose BINDINGS add them (:func:`.game_moves.with_game_keys`)."""
        if "game_keys_added" not in cls.__dict__:
            cls = with_game_keys(cls, tuple(session.entry.keys))
        return super().__new__(cls)

    #: the question Control Q asks while the game runs
    confirm_msg = Msg("tui.quit.confirm")

    def __init__(
        self, session: Session, loaded: bool = False, load_path: str | None = None
    ) -> None:
        super().__init__()
        self.session = session
        self.loaded = loaded
        self.load_path = load_path
        #: started from the main menu (leaving returns there) or from the command line
        self.from_menu = True
        self.confirming_quit = False
        self._refresh_pending = False
        self._finished = False  # the end of the game was said
        self._thinking = False  # a bot's choice runs on a worker thread
        self.zone_keys = [
            "messages",
            "hand",
            *[a.key for a in session.narrator.areas()],
            "players",
            "actions",
        ]

    # --- layout -------------------------------------------------------------

    def zone_title(self, key: str) -> Msg:
        narrator = self.session.narrator
        for area in narrator.areas():
            if area.key == key:
                return area.title
        if key == "hand" and narrator.hand_title is not None:
            return narrator.hand_title  # e.g. "Your tiles"
        return Msg(f"tui.zone.{key}")

    def compose(self) -> ComposeResult:
        grids = self.session.narrator.grid_zones()
        with VerticalScroll(id="zones", can_focus=False):
            for key in self.zone_keys:
                title = self.zone_title(key)
                yield Label(self.app.t(title), classes="title", id=f"title-{key}")
                cls = NewestLast if key == "messages" else GridList if key in grids else SpokenList
                yield cls(title, id=f"zone-{key}", key=key)
        yield BrailleLine(self.app.braille_text if self.app.settings.braille == "unicode" else "")

    def zone(self, key: str) -> SpokenList:
        return self.query_one(f"#zone-{key}", SpokenList)

    @staticmethod
    def zone_name(widget: Any) -> str | None:
        return widget.key if isinstance(widget, SpokenList) else None

    def on_mount(self) -> None:
        if self not in self.app.screen_stack:
            # closed before it was shown: a second seat at the server (the
            # table made, then seated again) put another table screen in
            # its place, and its zones are gone
            return
        s = self.session
        self.app.announcer.history.new_game(s.entry.rules.title)
        s.emit = self.app.game_emit
        self.app.follow_scrolling(self.query_one("#zones"))
        for key in self.zone_keys:
            self.app.follow_scrolling(self.zone(key))
        self.welcome()
        # bots that think a while (a think-time budget) think on a worker
        # thread, so the keys stay live; the others move at once
        s.background_bots = True
        s.recap_on_turn = self.app.settings.recap
        s.ask_cautions = self.app.settings.cautions
        if self.loaded:
            s.announce_loaded(self.load_path or "")
        else:
            s.start()
        if s.game.is_over():
            self._finish()
        self.think()
        if s.clock.seconds:
            self.set_interval(0.25, self._tick)
        self.refresh_zones()
        start = self.zone(self.start_zone())
        self.app.note_echoed(start, start.current_id)
        start.focus()
        self.call_after_refresh(self.app.place_cursor)
        # speech keeps the opening messages; the braille display ends on
        # the focused item, where the player's keys start
        self.call_after_refresh(self.app.show_focus_braille, start)

    def start_zone(self) -> str:
        """Where the focus starts: the actions when there are any."""
        return "actions" if self.session.legal() else "hand"

    def on_screen_resume(self) -> None:
        """Back from help, rules or settings: texts in the current language,
        the focus where it was, and the focused item said again."""
        if not getattr(self, "_shown", False):
            self._shown = True
            return
        for key in self.zone_keys:
            self.query_one(f"#title-{key}", Label).update(self.app.t(self.zone_title(key)))
        self.refresh_zones()
        focused = self.focused
        if isinstance(focused, SpokenList):
            self.app.returning_to(focused)

    # --- output -------------------------------------------------------------

    def welcome(self) -> None:
        s = self.session
        game = s.entry.rules.title
        if s.viewer is None:
            self.app.say(
                Msg(watch_key(s, "tui"), game=game, players=s.game.players), Category.SYSTEM
            )
        else:
            self.app.say(
                Msg("tui.welcome", game=game, players=s.game.players, name=s.names[s.viewer]),
                Category.SYSTEM,
            )
        seats = s.seats_line()
        if seats is not None:
            self.app.game_emit(seats)
        options = s.options_line()
        if options is not None:
            self.app.game_emit(options)

    def _finish(self) -> None:
        if self._finished:
            return
        self._finished = True
        result = self.session.result_line()
        if result is not None:
            self.app.game_emit(result)
            # a match without points (a quick game) is offered none to read
            hint = (
                "tui.game_over.hint"
                if self.session.narrator.counts_points
                else "tui.game_over.hint.no_points"
            )
            self.app.say(Msg(hint), Category.SYSTEM, priority=Priority.QUEUE)

    def schedule_refresh(self) -> None:
        if not self._refresh_pending and self.is_attached:
            self._refresh_pending = True
            self.call_later(self.refresh_zones)

    # --- zone contents ------------------------------------------------------

    def zone_items(self, zone: str) -> list[Item]:
        """The items of ``zone``; ids stay the same while the thing they name
        is there, so the focus can stay on it."""
        s = self.session
        if zone == "messages":
            return [
                Item(f"m{i}", u.speech, u.braille)
                for i, u in enumerate(self.app.announcer.history.items())
            ]
        if zone == "actions":
            legal = s.legal()
            return s.narrator.action_items(s.view(), legal) if legal else []
        view = s.view()
        if zone == "hand":
            return s.narrator.hand_items(view, s.legal())
        if zone == "players":
            return s.narrator.player_items(view)
        return s.narrator.area_items(zone, view)

    def refresh_zones(self) -> None:
        self._refresh_pending = False
        if not self.is_attached:
            return
        for zone in self.zone_keys:
            ol = self.zone(zone)
            if zone == "actions":
                self._land(ol, self.zone_items(zone))
                continue
            ol.fill(self.zone_items(zone))
            if ol.has_focus:
                self.app.note_refilled(ol)
        self.app.place_cursor()
        self.call_after_refresh(self.app.place_cursor)
        self.check_forced()

    def _land(self, ol: SpokenList, items: list[Item]) -> None:
        """Fill the Actions zone. When its moves changed (a move was made,
        the turn came), the focus lands on a defined entry -- the first move,
        which a game that ranks its moves lists first as the best -- never on
        whatever now holds the old position; in the focused zone it is said
        after the move's messages, with its place and the neighbours that
        differ from it in a way that matters (ui/tui/landing.py)."""
        before = [i.id for i in ol.items]
        ol.fill(items)
        if [i.id for i in items] == before:
            if ol.has_focus:
                self.app.note_refilled(ol)
            return
        index = landing.landing_index(items)
        ol.highlighted = index
        if index is None or not ol.has_focus:
            return
        self.app.note_echoed(ol, ol.current_id)
        self.say_landing(ol)

    def say_landing(self, ol: SpokenList) -> None:
        """The focused entry of ``ol`` with its place, and how its
        neighbours differ where that matters ("and call last card: Down"),
        queued after what is being said."""
        item, index = ol.current, ol.highlighted
        if item is None or index is None:
            return
        notes = [
            self.app.t(
                Msg("tui.neighbour", difference=difference, keyname=Msg(f"tui.keyname.{key}"))
            )
            for difference, key in landing.differences(ol.items, index)
        ]
        speech, braille = item.speech, item.brailled
        if self.app.settings.positions and ol.positions:
            position = Msg("tui.position", position=index + 1, count=len(ol.items))
            speech = self.app.t(Msg("tui.item", text=clause(item.speech), position=position))
            braille = self.app.listed_braille(item.brailled, index + 1, len(ol.items))
        if notes:
            speech = self.app.t(Msg("tui.landing", item=speech, notes="; ".join(notes)))
        self.app.echo(speech, braille, interrupt=False)

    # --- playing ------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        zone = self.zone_name(event.option_list)
        if zone == "actions" and isinstance(event.option_list, SpokenList):  # (as every zone)
            text = action_text(event.option.id)
            if text is None:  # a group heading: said again, nothing is played
                self.app.echo_list(event.option_list, force=True)
            else:
                self.play(text)
        elif zone == "hand" and event.option_list.highlighted is not None:
            self.action_card(event.option_list.highlighted + 1)
        elif isinstance(event.option_list, SpokenList):
            text = action_text(event.option.id) if zone != "messages" else None
            if text is not None and any(a.text == text for a in self.session.legal()):
                self.play(
                    text
                )  # an item of a game's area that is a move (a list of placements) makes it
            else:
                self.app.echo_list(event.option_list, force=True)

    def play(self, action_text: str | None) -> None:
        s = self.session
        if action_text is None:
            return
        action = next((a for a in s.legal() if a.text == action_text), None)
        # an action no longer legal still goes to the game, which says why
        if s.act(action if action is not None else action_text):
            self.after_moves()
        self.schedule_refresh()

    def after_moves(self) -> None:
        """After moves at the table: the end said once, a thinking bot
        started, the zones refilled."""
        if self.session.game.is_over():
            self._finish()
        self.think()
        self.schedule_refresh()

    # --- the leave question ---------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.confirming_quit and action not in _CONFIRM_ACTIONS:
            return False  # the key goes on to on_key, which answers the question
        return True

    def on_key(self, event: Key) -> None:
        if not self.confirming_quit:
            return
        event.stop()
        event.prevent_default()
        key = event.key.lower()
        if key in ("y", "j"):
            self.confirming_quit = False
            self.leave_table()
        elif key == "s":
            self.confirming_quit = False
            if self.action_save():
                self.leave_table()
        elif key == "n":
            self._cancel_quit()
        else:
            self.app.say(self.confirm_msg, Category.SYSTEM)

    def _cancel_quit(self) -> None:
        self.confirming_quit = False
        self.app.say(Msg("tui.quit.cancelled"), Category.SYSTEM)

    def action_quit_game(self) -> None:
        if self.confirming_quit:
            self.confirming_quit = False
            self.leave_table()  # Ctrl+Q twice leaves
            return
        if self.asks_before_leaving():
            self.confirming_quit = True
            self.app.say(self.confirm_msg, Category.SYSTEM)
            return
        self.leave_table()

    def asks_before_leaving(self) -> bool:
        """Whether Control Q asks first: the player's game still runs."""
        s = self.session
        return s.viewer is not None and not s.game.is_over()

    def leave_table(self) -> None:
        """Leave this table (the app goes back to the menu, or ends)."""
        self.app.leave_game()

    # --- key actions ---------------------------------------------------------

    def action_turn(self) -> None:
        s = self.session
        self.app.game_emit(s.narrator.status(s.view()))
        left = s.clock_line()
        if left is not None:
            self.app.game_emit(left)

    def action_scores(self, detail: bool = False) -> None:
        s = self.session
        for number, utterance in enumerate(s.narrator.scores(s.view(), detail)):
            if number:  # the first interrupts, the details follow it
                utterance = Utterance(
                    utterance.speech, utterance.braille, utterance.category, Priority.QUEUE
                )
            self.app.game_emit(utterance)

    def on_grid_list_moved(self, event: GridList.Moved) -> None:
        event.stop()
        self.grid_move(event.grid.key, event.dx, event.dy)

    def grid_move(self, zone: str, dx: int, dy: int) -> None:
        """An arrow in a board zone: the cursor moves one cell, the new cell
        is said (an echo of the player's own key, as walking a list), and
        the zones follow it (the map around the cursor)."""
        s = self.session
        said = s.narrator.grid_move(zone, s.view(), dx, dy)
        if said is None:
            return
        self.refresh_zones()
        widget = self.zone(zone)
        self.app.note_echoed(widget, widget.current_id)
        self.app.echo(said.speech, said.braille)

    def enter_zone(self, zone: str) -> None:
        """Focus ``zone``: entering it says its name and the focused item;
        the key of the zone the focus is already in says them again (a key
        is never silent)."""
        widget = self.zone(zone)
        if zone == "hand" and widget.option_count:
            widget.highlighted = 0  # the hand is read from its first card
        if self.focused is widget:
            self.app.echo_list(widget, with_title=True, force=True)
            return
        widget.focus()

    def action_focus_zone(self, zone: str) -> None:
        self.enter_zone(zone)

    def action_focus_table(self) -> None:
        areas = self.session.narrator.areas()
        self.enter_zone(areas[0].key if areas else "players")

    def action_focus_actions(self) -> None:
        if self.confirming_quit:
            self._cancel_quit()
            return
        s = self.session
        if not s.legal() and self.focused is self.zone("actions"):
            status = s.narrator.status(s.view()).speech
            self.app.say(Msg("tui.no_actions", status=status))
            return
        self.enter_zone("actions")

    def action_recap(self) -> None:
        self.session.recap()

    def action_take_back(self) -> None:
        if self.session.take_back():
            self.after_moves()
        self.schedule_refresh()

    def action_repeat(self) -> None:
        """The game's last message again (never a sound cue's text nor an
        echo of walking), whatever buffer the walk is in."""
        last = self.app.announcer.history.to_repeat()
        if last is None:
            self.app.echo(self.app.t(Msg("tui.nothing_to_repeat")))
            return
        self.app.announcer.repeat(last)

    def action_walk(self, where: str) -> None:
        history = self.app.announcer.history
        utterance, _edge = getattr(history, where)()
        if utterance is None:
            self.app.echo(self.app.t(Msg("tui.history.empty")))
            return
        text = utterance.speech
        position, count = history.position()
        if count > 1 and position == 1:
            text = self.app.t(Msg("tui.history.first", text=text))
        elif count > 1 and position == count and where != "older":
            text = self.app.t(Msg("tui.history.last", text=text))
        self.app.announcer.repeat(
            Utterance(text, utterance.braille, utterance.category, Priority.INTERRUPT)
        )
        # the Messages zone follows the walk, without taking the focus
        messages = self.zone("messages")
        if messages.option_count >= position:
            if messages.has_focus:
                self.app.note_echoed(messages, f"m{position - 1}")
            messages.highlighted = position - 1

    def action_switch_buffer(self, step: int) -> None:
        history = self.app.announcer.history
        name = history.switch(step)
        count = len(history.items())
        if history.games_ago(name):
            label = Msg("tui.buffer.earlier", ago=history.games_ago(name), game=history.title(name))
        else:
            label = Msg(f"tui.buffer.{name}")
        self.app.echo(self.app.t(Msg("tui.buffer", name=label, count=count)))
        messages = self.zone("messages")
        messages.fill([])  # a new buffer starts at its newest message
        messages.fill(self.zone_items("messages"))
        if messages.has_focus:
            self.app.note_echoed(messages, messages.current_id)

    def action_legend(self) -> None:
        """F3: the braille short forms the game uses (the line mode's legend)."""
        self.app.game_emit(self.session.narrator.legend())

    def action_keys_help(self) -> None:
        entry = self.session.entry
        self.app.push_screen(
            KeysScreen(
                game_keys=entry.keys, game_title=entry.rules.title, extra=self.extra_key_rows()
            )
        )

    def extra_specs(self) -> tuple:
        """Keys this table has beyond the table's and the game's own (online: chat, start)."""
        return ()

    def extra_key_rows(self) -> tuple:
        """(section title, key specs) for the F1 list, beyond the table's keys."""
        return ()

    def action_rules(self) -> None:
        entry = self.session.entry

        def lines() -> list[str]:
            text = entry.rules_text(self.app.lang) or self.app.t(Msg("tui.rules.missing"))
            return [line.lstrip("#").strip() for line in text.splitlines() if line.strip()]

        self.app.push_screen(TextScreen(Msg("tui.rules.title", game=entry.rules.title), lines))

    def action_settings(self) -> None:
        self.app.push_screen(SettingsScreen())

    def action_game_menu(self) -> None:
        entry = self.session.entry
        taken = set().union(*(key_names(k.keys) for k in entry.keys))

        def described(catalog_key: str) -> str:
            text = self.app.t(Msg(catalog_key))
            return text[:1].upper() + text[1:]

        choices = []
        for key in entry.keys:
            if key.in_menu:
                choices.append(
                    Item(
                        f"game_key({key.command!r})",
                        self.app.t(
                            Msg(
                                "tui.menu.entry",
                                description=described(key.description),
                                keys=key.name,
                            )
                        ),
                    )
                )
        for spec in [*menu_specs(), *self.extra_specs()]:
            description = described(spec.description)
            if not spec.keys or key_names(spec.keys) <= taken:
                # the game's key of that name took it over: chosen here only
                text = self.app.t(Msg("tui.menu.entry.nokey", description=description))
            else:
                text = self.app.t(
                    Msg("tui.menu.entry", description=description, keys=self._key_text(spec))
                )
            choices.append(Item(spec.action, text))
        self.app.push_screen(ChoiceScreen(Msg("tui.menu.game"), choices, None), self._menu_chosen)

    def _key_text(self, spec: Any) -> str:
        return key_name(spec.name, self.app.lang)

    def _menu_chosen(self, action: str | None) -> None:
        if action is not None:
            self.call_after_refresh(self.run_action, action)

    def save_path(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return self.app.save_dir / f"{self.session.game.id}-{stamp}.json"

    def action_save(self) -> bool:
        path = self.save_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # session.save says why it cannot write
        return self.session.save(str(path))

    def action_card(self, number: int) -> None:
        """Pick the hand's card ``number``: say what it would do and put the
        focus on the first action with that card."""
        s = self.session
        view = s.view()
        hand = s.narrator.hand_items(view, s.legal())
        if not 1 <= number <= len(hand):
            # a game whose hand holds no cards (tiles) words it its own way
            own = f"{s.game.id}.card.range"
            self.app.say(
                Msg(own if has_key(own) else "tui.card.range", number=number, count=len(hand)),
                Category.ERROR,
            )
            return
        legal = s.legal()
        item = hand[number - 1]
        self.app.game_emit(Utterance(item.speech, item.brailled, Category.INFO, Priority.INTERRUPT))
        moves = s.narrator.actions_for_hand_item(view, number - 1, legal)
        self.refresh_zones()
        if moves:
            target = self.zone("actions")
            target.select_id(moves[0].text)
        else:
            target = self.zone("hand")
            target.highlighted = number - 1
        # what the card does was just said: the focus moves there without
        # its own echo, and the move it landed on is said with its place
        self.app.note_echoed(target, target.current_id)
        target.focus()
        if moves:
            self.say_landing(target)
        self.call_after_refresh(self.app.place_cursor)
