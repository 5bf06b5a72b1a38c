"""The full-screen mode's app as the screens know it: the speaking core.

:class:`SpeakingApp` is everything of the program's app that the screens
ask for — the messages in the player's language, the focus echo, the one
rule for late messages, the braille display and the settings — and the
navigation they call (declared here, made in ``app.py``). The screens name
this class, never ``app.py``, which imports them: so the modules form no
cycle. ``AccessibleGamesApp`` (app.py) is the program.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual import events
from textual.app import App
from textual.geometry import Offset
from textual.widgets import OptionList

from accessible_games.announce import Announcer
from accessible_games.announce.announcer import safe, urgent
from accessible_games.announce.pipeline import apply_settings
from accessible_games.boundary.errors import InputError, os_reason
from accessible_games.braille.base import Cells, DisplayKey
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.settings import Settings
from accessible_games.ui.tui.widgets import BrailleLine, SpokenList

THEMES = {
    "high-contrast-dark": "ansi-dark",
    "high-contrast-light": "ansi-light",
    "colour": "textual-dark",
}


def clause(text: str) -> str:
    """``text`` without its closing full stop, for a message that goes on
    after it ("Anna plays the 7, end of the list", never "7., end")."""
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


class SpeakingApp(App):
    """The speaking core of the program's app (see the module's text)."""

    def __init__(
        self,
        announcer: Announcer | None = None,
        settings: Settings | None = None,
        save_dir: Path | None = None,
        save_settings: Callable[[dict[str, Any]], object] | None = None,
    ) -> None:
        super().__init__()
        self.announcer = announcer or Announcer()
        self.settings = settings or Settings()
        self.lang = self.settings.language
        self.title = self.t(Msg("tui.app.title"))
        #: where saved games go
        self.save_dir = save_dir if save_dir is not None else Path("saves")
        #: writes changed settings into the settings file (only the settings
        #: the player changed, not this run's command-line choices); None
        #: keeps changes for this run only
        self.save_settings = save_settings
        #: (list, item id) last spoken, so a refilled list does not speak again
        self._last_echo: tuple[int, str | None] | None = None
        self.braille_text = ""
        self._ui_thread: int | None = None
        self._returning: tuple[SpokenList, bool] | None = None
        #: the game when one is being played
        self.game_screen: Any = None
        #: the online client while connected (ui/tui/online.py)
        self.online: Any = None

    # --- navigation, made by the program's app (app.py) -------------------------------

    def open_game(self, session: Any, loaded: bool = False, load_path: str | None = None) -> None:
        """The game of ``session`` on its screen, from the menus."""
        raise NotImplementedError

    def leave_game(self) -> None:
        """Back to the main menu, or out when the program was started with a game."""
        raise NotImplementedError

    def online_failed(self, online: Any) -> None:
        """The server could not be reached: the main menu."""
        raise NotImplementedError

    def open_online_game(self, screen: Any, lobby: Any) -> None:
        """The table the server seated the player at, over the lobby."""
        raise NotImplementedError

    def back_to(self, screen: Any) -> None:
        """Close the screens above ``screen``."""
        raise NotImplementedError

    def leave_online(self) -> None:
        """Leave the server."""
        raise NotImplementedError

    def action_quit_app(self) -> None:
        """End the program, saying goodbye."""
        raise NotImplementedError

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key):
            self.announcer.player_input()
        await super().on_event(event)

    # --- output -------------------------------------------------------------

    def t(self, msg: Msg | str) -> str:
        return render(msg, self.lang)

    @property
    def player_name(self) -> str | None:
        """The player's name from the settings; None: the default name."""
        return str(self.settings.name or "").strip() or None

    def announce(self, utterance: Utterance) -> None:
        self.announcer.announce(utterance)

    def game_emit(self, utterance: Utterance) -> None:
        """What a game session says: history, speech, braille, then the game's
        zones are refilled once the current key is handled. While another
        screen is in front of the table (help, the rules, the settings, a
        dialog), the game's messages are late ones (:meth:`late`)."""
        screen = self.game_screen
        if screen is not None and self.screen is not screen and screen in self.screen_stack:
            self.late(utterance, screen)
        else:
            self.announcer.announce(utterance)
        if screen is not None:
            screen.schedule_refresh()

    # --- late messages --------------------------------------------------------

    #: seconds a late message waits at most for a newly shown item to be
    #: said (a screen whose focus says nothing releases it then)
    HOLD_LIMIT = 1.0

    def late(self, utterance: Utterance, home: Any = None) -> None:
        """The one rule for what arrives on its own (the server's news, the
        lobby's changes, a bot's move or the clock from a timer) while the
        player may have moved into a dialog, form or another list: it goes
        into the history; it is said only where it matters now, and then
        after the focused item, never instead of it. ``home`` is the screen
        it belongs to (the lobby, the table): with another screen in front
        only what matters anywhere (:func:`urgent`: chat, notices, errors,
        the clock, your turn, a result) is said."""
        if home is None or urgent(utterance):
            self.announcer.late(utterance)
        else:  # asked again if it waits for a focused item: the player may have left ``home``
            self.announcer.late(utterance, lambda: self.screen is home)

    def _focus_moves(self) -> None:
        """A screen opens or closes: late messages wait until its focused
        item was said (:meth:`focus_said`), at most :attr:`HOLD_LIMIT`."""
        self.announcer.hold()
        self._hold_count = getattr(self, "_hold_count", 0) + 1
        count = self._hold_count
        if self.is_running:
            self.set_timer(self.HOLD_LIMIT, lambda: self._hold_ran_out(count))

    def _hold_ran_out(self, count: int) -> None:
        if count == getattr(self, "_hold_count", 0):
            self.announcer.release()

    def focus_said(self) -> None:
        """The focused item of the screen in front was said: the late
        messages held meanwhile follow it."""
        self.announcer.release()

    def push_screen(self, *args: Any, **kwargs: Any) -> Any:
        self._focus_moves()
        return super().push_screen(*args, **kwargs)

    def pop_screen(self) -> Any:
        self._focus_moves()
        return super().pop_screen()

    def switch_screen(self, screen: Any) -> Any:
        self._focus_moves()
        return super().switch_screen(screen)

    def say(
        self,
        msg: Msg,
        category: Category = Category.INFO,
        braille: Msg | None = None,
        priority: Priority = Priority.INTERRUPT,
    ) -> None:
        """An answer or notice of the program, kept in the history."""
        text = self.t(msg)
        self.announce(Utterance(text, self.t(braille) if braille else text, category, priority))

    def echo(self, speech: str, braille: str | None = None, interrupt: bool = True) -> None:
        """The player's own key echo: spoken at once, not kept in the history."""
        self.announcer.repeat(
            Utterance(speech, braille or speech, Category.INFO, Priority.INTERRUPT), interrupt
        )

    def show_braille_cells(self, cells: Cells) -> None:
        """The on-screen braille line (braille setting "unicode")."""
        self.braille_text = cells.dots
        self._on_ui(self._update_braille_line)

    def _update_braille_line(self) -> None:
        if not self.is_running:
            return
        for line in self.screen.query(BrailleLine):
            line.update(self.braille_text)

    def _on_ui(self, fn: Callable[..., Any], *args: Any) -> None:
        if self._ui_thread is None or threading.get_ident() == self._ui_thread:
            fn(*args)
        else:
            self.call_from_thread(fn, *args)

    # --- spoken lists ---------------------------------------------------------

    def returning_to(self, ol: SpokenList, quiet: bool = False) -> None:
        """A screen is shown again with ``ol`` focused (a dialog, help or
        value list closed). The focused item is said again after whatever
        the closing said (queued, not interrupting), or nothing is said when
        ``quiet`` (the closing said the item's new value already)."""
        self._returning = (ol, quiet)
        self.call_after_refresh(self._finish_return)

    def _finish_return(self) -> None:
        returning = getattr(self, "_returning", None)
        if returning is None:
            return
        self._returning = None
        ol, quiet = returning
        if quiet or not ol.has_focus or ol.screen is not self.screen:
            # quiet: the closing said the item's new value; or another dialog opened meanwhile
            self.note_echoed(ol, ol.current_id)
            if quiet and ol.screen is self.screen:
                self.focus_said()
        else:
            self.echo_list(ol, with_title=True, force=True, interrupt=False)

    def note_echoed(self, ol: SpokenList, item_id: str | None) -> None:
        """``item_id`` of ``ol`` counts as said (the list changed under the
        player; the focus stays and nothing is spoken)."""
        self._last_echo = (id(ol), item_id)

    def note_refilled(self, ol: SpokenList) -> None:
        """The focused ``ol`` was filled again: its item counts as said,
        as :meth:`note_echoed`, but only once its entry was said. When the
        focus has just come to it and the focus message is still on its
        way, the entry is said when it arrives (a refill in between must
        not swallow it)."""
        if self._last_echo is not None and self._last_echo[0] == id(ol):
            self._last_echo = (id(ol), ol.current_id)

    def on_descendant_focus(self, event: Any) -> None:
        widget = event.widget
        returning = getattr(self, "_returning", None)
        if returning is not None and returning[0] is widget:
            self._finish_return()
        elif isinstance(widget, SpokenList):
            if widget.highlighted is None and widget.option_count:
                widget.highlighted = 0
            self.echo_list(widget, with_title=True)
        self.place_cursor()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        ol = event.option_list
        if isinstance(ol, SpokenList) and ol.has_focus:
            self.echo_list(ol)

    def shown(self, widget: Any) -> bool:
        """Whether ``widget`` is on the screen the player has now (a list
        of a screen under another one, such as the main menu under a game,
        is never said)."""
        try:
            return widget.screen is self.screen
        except Exception:  # not mounted, or no screen yet
            return False

    def echo_list(
        self, ol: SpokenList, with_title: bool = False, force: bool = False, interrupt: bool = True
    ) -> None:
        if not self.shown(ol):
            return
        key = (id(ol), ol.current_id)
        if key == self._last_echo and not force:
            self.place_cursor()
            return
        self._last_echo = key
        title = self.t(ol.title)
        item = ol.current
        if item is None:
            self.echo(self.t(Msg("tui.zone.empty", zone=title)), interrupt=interrupt)
        else:
            assert ol.highlighted is not None
            number, count = ol.highlighted + 1, ol.option_count
            if self.settings.positions and ol.positions:
                position = self.t(Msg("tui.position", position=number, count=count))
                key_name = "tui.zone.item" if with_title else "tui.item"
                speech = self.t(
                    Msg(key_name, zone=title, text=clause(item.speech), position=position)
                )
            else:
                speech = (
                    self.t(Msg("tui.zone.item.nopos", zone=title, text=item.speech))
                    if with_title
                    else item.speech
                )
            self.echo(speech, self.item_braille(ol, with_title), interrupt)
        if ol.has_focus:
            self.focus_said()
        self.place_cursor()
        self.call_after_refresh(self.place_cursor)

    def listed_braille(self, text: str, number: int, count: int) -> str:
        """An item's braille form with its place in the list, "y3, 1 of 3":
        the comma keeps a number that ends the item apart from the place
        ("y3 1" reads as one number in braille, "1/3" as a fraction)."""
        position = self.t(Msg("tui.position.br", position=number, count=count))
        return self.t(Msg("tui.item", text=clause(text), position=position))

    def item_braille(self, ol: SpokenList, with_title: bool = False) -> str:
        """The braille line of the focused item of ``ol``, as its focus
        echo shows it: the item's braille form, its place in the list
        (when positions are said) and, ``with_title``, the list's title."""
        title = self.t(ol.title)
        item = ol.current
        if item is None:
            return self.t(Msg("tui.zone.empty", zone=title))
        braille = item.brailled
        if self.settings.positions and ol.positions and ol.highlighted is not None:
            braille = self.listed_braille(braille, ol.highlighted + 1, ol.option_count)
        return f"{title}: {braille}" if with_title else braille

    def show_focus_braille(self, ol: SpokenList | None = None) -> None:
        """The focused item of ``ol`` (default: the focused list) on the
        braille display only: nothing spoken, nothing kept. After a
        screen's opening messages (a game's welcome, the first turn), the
        display ends on where the focus is, while speech keeps what it
        said."""
        ol = (
            ol if ol is not None else self.focused if isinstance(self.focused, SpokenList) else None
        )
        braille = self.announcer.braille
        if ol is None or braille is None or not self.shown(ol):
            return
        line = self.item_braille(ol, with_title=True)
        braille.show(safe(Utterance(line, line, Category.INFO, Priority.INTERRUPT)))

    def echo_edge(self, ol: SpokenList, bottom: bool) -> None:
        """Up on the first item or Down on the last: that the list ends here
        (at the top with the first item and its place)."""
        item = ol.current
        if item is None:
            self.echo_list(ol, force=True)
            return
        if not self.shown(ol):
            return
        key = "tui.edge.bottom" if bottom else "tui.edge.top"
        # the end says only that (the last item was just heard, and may be a
        # paragraph); the top says the first item with its place
        index = ol.highlighted or 0
        position = Msg("tui.position", position=index + 1, count=ol.option_count)
        self.echo(
            self.t(Msg(key, text=clause(item.speech), position=position)),
            self.t(Msg(f"{key}.br", text=item.brailled)),
        )
        self.place_cursor()

    def on_spoken_list_edge_reached(self, event: SpokenList.EdgeReached) -> None:
        self.echo_edge(event.spoken_list, event.bottom)

    def echo_focused(self, with_title: bool = True, force: bool = True) -> None:
        focused = self.focused
        if isinstance(focused, SpokenList):
            self.echo_list(focused, with_title=with_title, force=force)

    # --- the cursor ---------------------------------------------------------

    def focused_item_offset(self) -> Offset | None:
        """Where the focused list item is on the screen."""
        ol = self.focused
        if not isinstance(ol, OptionList):
            return None
        region = ol.content_region
        line = 0
        if ol.highlighted is not None:
            try:
                line = ol._index_to_line.get(ol.highlighted, ol.highlighted)
            except Exception:  # no layout yet
                line = ol.highlighted
        y = region.y + line - int(ol.scroll_offset.y)
        if region.height:
            y = max(region.y, min(y, region.bottom - 1))
        return Offset(region.x, y)

    def follow_scrolling(self, widget: Any) -> None:
        """Keep the cursor on the focused item while ``widget`` scrolls
        (scrolling to the focused zone is animated)."""
        self.watch(widget, "scroll_y", lambda *_: self.place_cursor(), init=False)

    def _display(self, screen: Any, renderable: Any) -> None:
        # every frame: the cursor goes where the focused item is now drawn
        # (layouts settle a frame or two after a list changes or scrolls)
        offset = self.focused_item_offset()
        if offset is not None:
            self.cursor_position = offset
        super()._display(screen, renderable)

    def place_cursor(self) -> None:
        if not self.is_running:
            return
        offset = self.focused_item_offset()
        if offset is not None:
            self.cursor_position = offset

    # --- braille display keys -------------------------------------------------

    def _display_key(self, key: DisplayKey) -> None:
        """A routing key acts on the focused item, as Enter does."""
        if key.name == "route":
            self._on_ui(self._route)

    def _route(self) -> None:
        focused = self.focused
        if isinstance(focused, OptionList) and focused.highlighted is not None:
            focused.action_select()

    # --- settings -------------------------------------------------------------

    def change_settings(self, new: Settings) -> list[Msg]:
        """Apply ``new`` at once (speech, braille, verbosity, language, theme)
        and keep it in the settings file; returns the problems met."""
        old = self.settings
        problems = list(apply_settings(self.announcer, new))
        self.settings = new
        if new.language != old.language:
            self.lang = new.language
            self.title = self.t(Msg("tui.app.title"))
            if self.online is not None:
                self.online.lang = new.language
            if self.game_screen is not None:
                self.game_screen.session.set_language(new.language)
        if new.theme != old.theme:
            self.theme = THEMES.get(new.theme, "ansi-dark")
        changes = {k: v for k, v in new.to_dict().items() if old.to_dict().get(k) != v}
        if self.save_settings is not None and changes:
            try:
                self.save_settings(changes)
            except InputError as exc:
                problems.append(
                    Msg("tui.settings.not_saved", reason=exc.msg.params.get("reason", exc.msg))
                )
            except OSError as exc:
                problems.append(Msg("tui.settings.not_saved", reason=os_reason(exc)))
        return problems
