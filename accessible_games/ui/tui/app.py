"""The full-screen terminal front end.

Every screen is one column of spoken lists (:class:`SpokenList`): menus,
forms, the game's zones. Textual reads nothing aloud itself, so the app does:

- moving onto a list item speaks it with its position ("3 of 7") at once,
  without adding it to the history (it echoes the player's own key, it is
  not an event of the game); entering a list also names the list;
- the real terminal cursor is put on the focused item
  (``App.cursor_position``) so screen readers and BRLTTY that follow the
  cursor follow the focus;
- lists are refilled without moving the focus and without speaking: the
  focused item stays focused while it exists.

Everything else said goes through the :class:`Announcer` (history, speech,
braille). The screens live in :mod:`.screens` (menus, forms, help) and
:mod:`.game` (the table).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.binding import Binding

from accessible_games import settings as settings_module
from accessible_games.announce import Announcer
from accessible_games.announce.pipeline import build
from accessible_games.app.session import Session
from accessible_games.boundary.text import safe_name
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.launch import build_parser, session_factory, settings_for
from accessible_games.settings import Settings
from accessible_games.stats import data_dir
from accessible_games.ui.tui.game import GameScreen
from accessible_games.ui.tui.screens import MainMenu
from accessible_games.ui.tui.speaking import THEMES, SpeakingApp

SessionFactory = Callable[[Callable[[Utterance], None]], Session]


def default_save_dir() -> Path:
    """The platform's folder for the player's data, plus ``saves``."""
    return data_dir() / "saves"


class AccessibleGamesApp(SpeakingApp):
    """The program: the main menu, or straight into a game when one is given."""

    TITLE = "Accessible Games"
    #: Textual's command palette (Ctrl+P) is never spoken: every command is
    #: in the program's own menus and keys instead
    ENABLE_COMMAND_PALETTE = False
    #: next to this module (a relative path would be read next to a subclass's module)
    CSS_PATH = Path(__file__).with_name("app.tcss")
    BINDINGS = [Binding("ctrl+q", "quit_app", show=False)]

    def __init__(
        self,
        announcer: Announcer | None = None,
        settings: Settings | None = None,
        *,
        session_factory: SessionFactory | None = None,
        load_path: str | None = None,
        save_dir: Path | str | None = None,
        save_settings: Callable[[dict[str, Any]], object] | None = None,
        online: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(
            announcer,
            settings,
            Path(save_dir) if save_dir is not None else default_save_dir(),
            save_settings,
        )
        self.session_factory = session_factory
        self.load_path = load_path
        #: (server URL, player name) to connect to at the start (``connect``)
        self.online_start = online

    # --- start --------------------------------------------------------------

    def on_mount(self) -> None:
        self._ui_thread = threading.get_ident()
        self.theme = THEMES.get(self.settings.theme, "ansi-dark")
        self.announcer.on_display_key = self._display_key  # type: ignore[attr-defined]  # not declared: pipeline.py reads it with getattr
        if self.online_start is not None:
            self.go_online(*self.online_start, from_menu=False)
            return
        if self.session_factory is None and self.load_path is None:
            self.push_screen(MainMenu())
            return
        if self.load_path is not None:
            session = Session.open(self.load_path, self.lang, self.game_emit)
            if session is None:  # the reason was said; the menu instead
                self.push_screen(MainMenu())
                return
            self.start_game(
                GameScreen(session, loaded=True, load_path=self.load_path), from_menu=False
            )
            return
        assert self.session_factory is not None
        try:
            session = self.session_factory(self.game_emit)
        except GameError as exc:  # a game that cannot be seated: said, and the menu instead
            self.say(exc.msg, Category.ERROR)
            self.push_screen(MainMenu())
            return
        self.start_game(GameScreen(session), from_menu=False)

    def open_game(
        self, session: Session, loaded: bool = False, load_path: str | None = None
    ) -> None:
        """The game of ``session`` on its screen, from the menus."""
        self.start_game(GameScreen(session, loaded=loaded, load_path=load_path))

    def start_game(self, screen: Any, from_menu: bool = True) -> None:
        screen.from_menu = from_menu
        self.game_screen = screen
        self.push_screen(screen)

    def leave_game(self) -> None:
        """Back to the main menu, or out when the program was started with a
        game. Leaving a running game that was not saved is counted in the
        statistics (and said)."""
        screen = self.game_screen
        if screen is not None:
            screen.session.leave()
        self.game_screen = None
        if screen is None or not screen.from_menu:
            self.exit(0)
            return
        if self.screen is not screen:
            return
        self.pop_screen()

    # --- online -----------------------------------------------------------------

    def go_online(self, url: str, name: str, from_menu: bool = True) -> None:
        """Connect to the game server at ``url`` as ``name``; its lobby opens
        once connected (ui/tui/online.py)."""
        # lazy: the client's modules (websockets) are loaded only to play online
        from accessible_games.ui.tui.online import OnlineTui

        if self.online is not None:
            self.online.close()
        self.online = OnlineTui(self, url, name, from_menu=from_menu)
        self.online.open()

    def online_failed(self, online: Any) -> None:
        """The server could not be reached (the reason was said): the main
        menu, where it can be tried again."""
        if self.online is online:
            self.online = None
        if not any(isinstance(screen, MainMenu) for screen in self.screen_stack):
            self.push_screen(MainMenu())

    def open_online_game(self, screen: Any, lobby: Any) -> None:
        """The table the server seated the player at, over the lobby (a
        dialog or an earlier table over the lobby is closed first)."""
        self.back_to(lobby)
        self.start_game(screen)

    def back_to(self, screen: Any) -> None:
        """Close the screens above ``screen`` (when it is shown at all)."""
        if screen is None or screen not in self.screen_stack:
            return
        while self.screen is not screen:
            self.pop_screen()

    def leave_online(self) -> None:
        """Leave the server: back to the main menu, or out when the program
        was started with ``connect``."""
        online, self.online = self.online, None
        if online is None:
            return
        online.close()
        self.say(Msg("tui.online.closed", url=online.url), Category.SYSTEM)
        self.game_screen = None
        if not online.from_menu:
            self.exit(0)
            return
        if online.lobby is not None and online.lobby in self.screen_stack:
            self.back_to(online.lobby)
            self.pop_screen()

    # --- keys ---------------------------------------------------------------

    def action_quit_app(self) -> None:
        """Control Q outside a game (and Quit in the main menu): goodbye is
        said and shown in braille, then the program ends."""
        if self.online is not None:
            self.online.close()
        self.say(Msg("ui.bye"), Category.SYSTEM)
        self.exit(0)


def main(argv: list[str] | None = None, args: Any = None) -> int:
    """Start the full-screen mode: the main menu, or with ``play`` options
    straight into that game."""
    if args is None:
        args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    settings, problems = settings_for(args)
    lang = settings.language
    factory = None
    online = None
    if getattr(args, "command", None) == "connect":
        name = safe_name(args.name or settings.name, "") or render(Msg("ui.player", number=1), lang)
        online = (args.url, name)
    if getattr(args, "command", None) == "play" and not getattr(args, "load", None):
        try:  # a bad game, option or deck file is named before the screen opens
            session = session_factory(args, lang, settings.name)(lambda utterance: None)
        except GameError as exc:
            print(render(exc.msg, lang), file=sys.stderr)
            return 2

        def factory(emit: Callable[[Utterance], None]) -> Session:
            return session

    app = AccessibleGamesApp(
        None,
        settings,
        session_factory=factory,
        load_path=getattr(args, "load", None),
        save_settings=settings_module.save_changes,
        online=online,
    )
    app.announcer = build(settings, unicode_listener=app.show_braille_cells)
    for problem in problems:
        text = render(problem, lang)
        app.announcer.announce(Utterance(text, text, Category.SYSTEM, Priority.QUEUE))
    try:
        app.run(inline=bool(getattr(args, "inline", False)))
    finally:
        if app.online is not None:
            app.online.close()
        app.announcer.close()
    return app.return_code or 0  # a crash is not a success (Textual sets 1)


if __name__ == "__main__":
    sys.exit(main())
