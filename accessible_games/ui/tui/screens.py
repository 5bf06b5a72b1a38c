"""The main menu, the statistics and the list of saved games: every
screen is a title and one spoken list (the screens they are made of are in
:mod:`.base`, the forms in :mod:`.forms`)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from accessible_games.app.session import Session, profile_for, stats_items
from accessible_games.boundary.files import shown
from accessible_games.boundary.text import quote
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg
from accessible_games.core.narration import Item
from accessible_games.core.save import SavesFound, scan_saves
from accessible_games.core.utterance import Category, Priority
from accessible_games.games.registry import entry
from accessible_games.stats import DEFAULT_PROFILE
from accessible_games.ui.tui.base import InputScreen, KeysScreen, ListScreen
from accessible_games.ui.tui.forms import LabelsScreen, NewGameScreen, SettingsScreen


class MainMenu(ListScreen):
    title_msg = Msg("tui.main.title")
    ENTRIES = ("play", "online", "load", "stats", "labels", "settings", "help", "quit")

    def items(self) -> list[Item]:
        return [Item(key, self.app.t(Msg(f"tui.main.{key}"))) for key in self.ENTRIES]

    def on_mount(self) -> None:
        super().on_mount()
        # one message: the welcome, then where the focus is (a separate
        # focus echo would cut the welcome off)
        first = self.list.items[0]
        self.app.note_echoed(self.list, first.id)
        position = Msg("tui.position", position=1, count=len(self.list.items))
        item = Msg("tui.zone.item", zone=self.title_msg, text=first.speech, position=position)
        # the display shows where the focus is (the welcome is heard)
        listed = self.app.listed_braille(first.brailled, 1, len(self.list.items))
        braille = f"{self.app.t(self.title_msg)}: {listed}"
        # queued: a problem found at start (settings file, saved game) is heard first
        self.app.say(
            Msg("tui.main.welcome", item=item),
            Category.SYSTEM,
            braille=Msg("tui.text", text=braille),
            priority=Priority.QUEUE,
        )

    #: the entry chosen last: coming back, the menu is on it again
    chosen: str | None = None

    def on_screen_resume(self) -> None:
        """Back in the main menu (before the list's own return, which says
        the focused entry): the focus is on the menu's list, on the entry
        chosen last, whatever a screen opened since left focused."""
        if not getattr(self, "_shown", False):
            return
        if self.chosen is not None:
            self.list.select_id(self.chosen)
        if self.app.focused is not self.list:
            self.list.focus()

    def choose(self, item_id: str) -> None:
        self.chosen = item_id
        if item_id == "play":
            self.app.push_screen(NewGameScreen())
        elif item_id == "online":
            # lazy: the client's modules (websockets) are loaded only to play online
            from accessible_games.ui.tui.online import ask_server

            ask_server(self.app)
        elif item_id == "load":
            self.app.push_screen(LoadScreen())
        elif item_id == "stats":
            self.app.push_screen(StatsScreen())
        elif item_id == "labels":
            self.app.push_screen(LabelsScreen())
        elif item_id == "settings":
            self.app.push_screen(SettingsScreen())
        elif item_id == "help":
            self.app.push_screen(KeysScreen(menu=True))
        elif item_id == "quit":
            self.app.action_quit_app()  # goodbye, then out

    def action_back(self) -> None:
        self.app.say(Msg("tui.main.no_back"), Category.SYSTEM)


class StatsScreen(ListScreen):
    """The player's statistics (the profile of the name in the settings):
    one line per game with experience points and games played, won, lost and
    left, or one line saying there are none yet. Enter says the focused line
    again, Escape goes back."""

    def __init__(self) -> None:
        super().__init__()
        #: what was wrong with the statistics file, said when the list opens
        self._problems: list[Msg] = []

    @property
    def profile(self) -> str:
        return profile_for(self.app.player_name)

    @property
    def title_msg(self) -> Msg:  # type: ignore[override]
        profile = self.profile
        if profile == DEFAULT_PROFILE:
            return Msg("tui.stats.title")
        return Msg("tui.stats.title.named", profile=profile)

    def items(self) -> list[Item]:
        items, self._problems = stats_items(self.profile, self.app.lang)
        return items

    def on_mount(self) -> None:
        super().on_mount()
        if self._problems:
            # a damaged statistics file is said first, then the focused line
            # after it (the focus arriving later says nothing more)
            for problem in self._problems:
                self.app.say(problem, Category.SYSTEM)
            self.app.echo_list(self.list, with_title=True, force=True, interrupt=False)


def saved_games(folder: Path) -> SavesFound:
    """The saved games in ``folder``, newest first, each with its checked
    header (game, players, number of moves); damaged files are set aside
    (and named in the result), other files left alone. Never raises."""
    return scan_saves(folder)


def _when(stamp: float) -> str:
    try:
        return dt.datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M")
    except (OverflowError, OSError, ValueError):  # a time no calendar shows
        return "?"


class LoadScreen(ListScreen):
    """The saved games, newest first, and a line to type any file's path.
    Damaged files found in the saves folder are set aside and the player is
    told so when the list opens."""

    title_msg = Msg("tui.load.title")

    def __init__(self) -> None:
        super().__init__()
        #: damaged saves set aside while listing, not yet told
        self._set_aside: list[Path] = []

    def items(self) -> list[Item]:
        found = saved_games(self.app.save_dir)
        self._set_aside += found.set_aside
        items = []
        for save in found.saves:
            known = entry(save.game)
            # only checked values reach the screen: a known game's title, or
            # the id cleaned of control characters; the file's name cleaned
            game = self.app.t(known.rules.title) if known else quote(save.game, 40)
            when = _when(save.saved)
            text = self.app.t(
                Msg(
                    "tui.load.item",
                    game=game,
                    players=save.players,
                    when=when,
                    moves=save.moves,
                    file=quote(save.path.name, 80),
                )
            )
            items.append(Item(f"f:{save.path}", text, f"{game} {when}"))
        items.append(Item("path", self.app.t(Msg("tui.load.path"))))
        return items

    def _tell_set_aside(self) -> bool:
        """Say once which damaged saves were set aside; whether anything was said."""
        moved, self._set_aside = self._set_aside, []
        if not moved:
            return False
        folder = shown(self.app.save_dir)
        self.app.say(
            Msg(
                "tui.load.set_aside", folder=folder, count=len(moved), kept=quote(moved[0].name, 80)
            ),
            Category.SYSTEM,
        )
        return True

    def on_mount(self) -> None:
        super().on_mount()
        told = self._tell_set_aside()
        if len(self.list.items) == 1:
            self.app.say(
                Msg("tui.load.none", folder=shown(self.app.save_dir)),
                Category.INFO,
                priority=Priority.QUEUE if told else Priority.INTERRUPT,
            )
        if told:
            # the focused item after what was said (the focus arriving later
            # says nothing more)
            self.app.echo_list(self.list, with_title=True, force=True, interrupt=False)

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        self._tell_set_aside()  # a damaged save that came while a dialog was open

    def choose(self, item_id: str) -> None:
        if item_id == "path":
            self.app.push_screen(
                InputScreen(Msg("tui.load.path"), "", self._check_path), self._typed
            )
            return
        self.open(item_id[2:])

    def _check_path(self, text: str) -> str:
        if not text:
            raise GameError(Msg("tui.load.no_path"))
        return str(Path(text).expanduser())

    def _typed(self, path: str | None) -> None:
        if path is not None:
            self.open(path)

    def open(self, path: str) -> None:
        """Start the saved game; a file that cannot be loaded is named with
        the reason, and the list stays."""
        session = Session.open(path, self.app.lang, self.app.game_emit)
        if session is None:
            return
        self.app.pop_screen()
        self.app.open_game(session, loaded=True, load_path=path)
