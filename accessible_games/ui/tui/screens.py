"""Menus, lists of text (help, rules), a choice among values, a line of
input, and the list of saved games: every screen is a title and one
spoken list (or one input line)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any, Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input, Label, OptionList

from accessible_games.boundary.files import shown
from accessible_games.boundary.text import quote
from accessible_games.core.messages import Msg
from accessible_games.core.narration import Item
from accessible_games.core.save import SavesFound, scan_saves
from accessible_games.core.utterance import Category, Priority
from accessible_games.ui.tui import keys as keytable
from accessible_games.ui.tui.widgets import BrailleLine, SpokenList


class ListScreen(Screen):
    """A title and one spoken list. Enter chooses the focused item
    (:meth:`choose`), Escape goes back (:meth:`back`)."""

    BINDINGS = [
        Binding("escape", "back", show=False),
        Binding("f1", "help", show=False),
    ]
    #: said when the screen opens, before the focused item
    title_msg: Msg = Msg("tui.menu.title")

    def compose(self) -> ComposeResult:
        yield Label(self.app.t(self.title_msg), classes="title", id="title")
        yield SpokenList(self.title_msg, id="list")
        yield BrailleLine(self.app.braille_text if self.app.settings.braille == "unicode" else "")

    @property
    def list(self) -> SpokenList:
        return self.query_one("#list", SpokenList)

    def items(self) -> list[Item]:
        return []

    def first_item(self) -> str | None:
        """The id the list starts on."""
        return None

    def on_mount(self) -> None:
        self.app.follow_scrolling(self.list)
        self.refill()
        first = self.first_item()
        if first is not None:
            self.list.select_id(first)

    def refill(self) -> None:
        """Texts in the current language; the focus stays where it is."""
        self.query_one("#title", Label).update(self.app.t(self.title_msg))
        self.list.title = self.title_msg
        self.list.fill(self.items())

    def on_screen_resume(self) -> None:
        """Back on this screen from another one: the texts in the current
        language, and the focused item said again (not on the first show:
        then the focus arriving says it)."""
        if not getattr(self, "_shown", False):
            self._shown = True
            return
        self.refill()
        self.app.returning_to(self.list, quiet=self.quiet_return)
        self.quiet_return = False

    #: the next return to this screen says nothing (the change was said)
    quiet_return = False

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.choose(event.option.id)

    def choose(self, item_id: str) -> None:
        """Enter on ``item_id``: say it again by default."""
        self.app.echo_focused(with_title=False, force=True)

    def action_back(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        self.app.push_screen(KeysScreen(menu=True))


class MainMenu(ListScreen):
    title_msg = Msg("tui.main.title")
    ENTRIES = ("play", "load", "stats", "labels", "settings", "help", "quit")

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
        # queued: a problem found at start (settings file, saved game) is heard first
        self.app.say(Msg("tui.main.welcome", item=item), Category.SYSTEM, priority=Priority.QUEUE)

    def choose(self, item_id: str) -> None:
        from accessible_games.ui.tui.forms import NewGameScreen, SettingsScreen

        if item_id == "play":
            self.app.push_screen(NewGameScreen())
        elif item_id == "load":
            self.app.push_screen(LoadScreen())
        elif item_id == "stats":
            self.app.push_screen(StatsScreen())
        elif item_id == "labels":
            from accessible_games.ui.tui.forms import LabelsScreen

            self.app.push_screen(LabelsScreen())
        elif item_id == "settings":
            self.app.push_screen(SettingsScreen())
        elif item_id == "help":
            self.app.push_screen(KeysScreen(menu=True))
        elif item_id == "quit":
            self.app.exit(0)

    def action_back(self) -> None:
        self.app.say(Msg("tui.main.no_back"), Category.SYSTEM)


class TextScreen(ListScreen):
    """Lines of text to read one by one (help, rules); Escape closes."""

    def __init__(self, title: Msg, lines: Callable[[], list[str]]) -> None:
        super().__init__()
        self.title_msg = title
        self._lines = lines

    def items(self) -> list[Item]:
        return [Item(f"l{n}", line) for n, line in enumerate(self._lines())]


class KeysScreen(TextScreen):
    """F1: the keys, from the same table as the bindings and docs/keys.md."""

    BINDINGS = [*ListScreen.BINDINGS, Binding("f1", "back", show=False)]

    def __init__(self, menu: bool = False, game_keys: tuple = (), game_title: Msg | None = None) -> None:
        super().__init__(Msg("tui.help.title"), self._key_lines)
        self.menu = menu
        self.game_keys = game_keys  # a game's own keys, said first
        self.game_title = game_title

    def _key_lines(self) -> list[str]:
        t = self.app.t
        lang = self.app.lang
        sections = [(t(Msg("tui.help.game_keys")), keytable.game_key_rows(lang, self.game_keys)),
                    (t(Msg("tui.help.menu_keys")), keytable.rows_for(keytable.MENU_KEYS, lang)),
                    (t(Msg("tui.help.display_keys")), keytable.rows_for(keytable.DISPLAY_KEYS, lang))]
        if self.menu:
            sections.insert(0, sections.pop(1))
        if self.game_keys:
            sections.insert(0, (t(Msg("tui.help.own_keys", game=self.game_title)),
                                keytable.own_key_rows(self.game_keys, lang)))
        lines = []
        for title, rows in sections:
            lines.append(title)
            lines += [t(Msg("tui.key", name=k, description=d)) for k, d in rows]
        return lines


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
        from accessible_games.ui.session import profile_for

        return profile_for(self.app.player_name)

    @property
    def title_msg(self) -> Msg:  # type: ignore[override]
        from accessible_games.stats import DEFAULT_PROFILE

        profile = self.profile
        if profile == DEFAULT_PROFILE:
            return Msg("tui.stats.title")
        return Msg("tui.stats.title.named", profile=profile)

    def items(self) -> list[Item]:
        from accessible_games.ui.session import stats_items

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


class ChoiceScreen(ListScreen):
    """Pick one value; Enter takes it, Escape keeps the old one. Dismisses
    with the chosen item's id, or None."""

    def __init__(self, title: Msg, choices: list[Item], current: str | None) -> None:
        super().__init__()
        self.title_msg = title
        self.choices = choices
        self.current = current

    def items(self) -> list[Item]:
        return self.choices

    def first_item(self) -> str | None:
        return self.current

    def choose(self, item_id: str) -> None:
        self.dismiss(item_id)


class InputScreen(Screen):
    """One line of input. ``check`` returns the value, or raises a
    GameError whose message is said (the screen stays). Dismisses with the
    value, or None on Escape."""

    BINDINGS = [Binding("escape", "cancel", show=False)]

    def __init__(self, title: Msg, current: str, check: Callable[[str], Any], hint: Msg | None = None) -> None:
        super().__init__()
        self.title_msg = title
        self.current = current
        self.check = check
        self.hint = hint or Msg("tui.input.hint")
        self._previous = current

    def compose(self) -> ComposeResult:
        yield Label(self.app.t(self.title_msg), classes="title")
        yield Label(self.app.t(self.hint), classes="hint")
        yield Input(value=self.current, id="input")
        yield BrailleLine(self.app.braille_text if self.app.settings.braille == "unicode" else "")

    def on_mount(self) -> None:
        text = self.current or self.app.t(Msg("tui.input.empty"))
        self.app.say(Msg("tui.input.open", title=self.title_msg, value=text, hint=self.hint), Category.INFO)
        self.query_one(Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        """Each typed or deleted character is spoken (own speech has no
        screen reader behind it)."""
        old, new = self._previous, event.value
        self._previous = new
        if len(new) == len(old) + 1 and new.startswith(old):
            self.app.echo(new[-1] if new[-1] != " " else self.app.t(Msg("tui.input.space")))
        elif len(new) < len(old):
            gone = old[len(new):] if old.startswith(new) else old[-1:]
            self.app.echo(self.app.t(Msg("tui.input.deleted", text=gone)))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        from accessible_games.core.errors import GameError

        event.stop()
        try:
            value = self.check(event.value.strip())
        except GameError as exc:
            self.app.say(exc.msg, Category.ERROR)
            return
        self.dismiss(value)

    def action_cancel(self) -> None:
        self.app.say(Msg("tui.input.cancelled"), Category.INFO)
        self.dismiss(None)


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
        from accessible_games.games.registry import entry

        found = saved_games(self.app.save_dir)
        self._set_aside += found.set_aside
        items = []
        for save in found.saves:
            known = entry(save.game)
            # only checked values reach the screen: a known game's title, or
            # the id cleaned of control characters; the file's name cleaned
            game = self.app.t(known.rules.title) if known else quote(save.game, 40)
            when = _when(save.saved)
            text = self.app.t(Msg("tui.load.item", game=game, players=save.players, when=when,
                                  moves=save.moves, file=quote(save.path.name, 80)))
            items.append(Item(f"f:{save.path}", text, f"{game} {when}"))
        items.append(Item("path", self.app.t(Msg("tui.load.path"))))
        return items

    def _tell_set_aside(self) -> bool:
        """Say once which damaged saves were set aside; whether anything was said."""
        moved, self._set_aside = self._set_aside, []
        if not moved:
            return False
        folder = shown(self.app.save_dir)
        if len(moved) == 1:
            msg = Msg("tui.load.set_aside.one", folder=folder, kept=quote(moved[0].name, 80))
        else:
            msg = Msg("tui.load.set_aside.many", folder=folder, count=len(moved))
        self.app.say(msg, Category.SYSTEM)
        return True

    def on_mount(self) -> None:
        super().on_mount()
        told = self._tell_set_aside()
        if len(self.list.items) == 1:
            self.app.say(Msg("tui.load.none", folder=shown(self.app.save_dir)), Category.INFO,
                         priority=Priority.QUEUE if told else Priority.INTERRUPT)
        if told:
            # the focused item after what was said (the focus arriving later
            # says nothing more)
            self.app.echo_list(self.list, with_title=True, force=True, interrupt=False)

    def on_screen_resume(self) -> None:
        super().on_screen_resume()
        self._tell_set_aside()  # a damaged save that came while a dialog was open

    def choose(self, item_id: str) -> None:
        if item_id == "path":
            self.app.push_screen(InputScreen(Msg("tui.load.path"), "", self._check_path), self._typed)
            return
        self.open(item_id[2:])

    def _check_path(self, text: str) -> str:
        from accessible_games.core.errors import GameError

        if not text:
            raise GameError(Msg("tui.load.no_path"))
        return str(Path(text).expanduser())

    def _typed(self, path: str | None) -> None:
        if path is not None:
            self.open(path)

    def open(self, path: str) -> None:
        """Start the saved game; a file that cannot be loaded is named with
        the reason, and the list stays."""
        from accessible_games.ui.session import Session
        from accessible_games.ui.tui.game import GameScreen

        session = Session.open(path, self.app.lang, self.app.game_emit)
        if session is None:
            return
        self.app.pop_screen()
        self.app.start_game(GameScreen(session, loaded=True, load_path=path))
