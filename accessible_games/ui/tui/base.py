"""The screens the others are made of: a title and one spoken list
(:class:`ListScreen`), lines of text to read (help, rules), a choice among
values, and a line of input."""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input, Label, OptionList

from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg
from accessible_games.core.narration import Item
from accessible_games.core.utterance import Category
from accessible_games.ui.tui import keys as keytable
from accessible_games.ui.tui.widgets import BrailleLine, SpokenList

if TYPE_CHECKING:  # the app imports the screens: not at run time
    from textual import getters

    from accessible_games.ui.tui.speaking import SpeakingApp


class ListScreen(Screen):
    """A title and one spoken list. Enter chooses the focused item
    (:meth:`choose`), Escape goes back (:meth:`back`)."""

    BINDINGS = [
        Binding("escape", "back", show=False),
        Binding("f1", "help", show=False),
    ]
    #: said when the screen opens, before the focused item
    title_msg: Msg = Msg("tui.menu.title")

    if TYPE_CHECKING:  # Textual's ``app``, typed as this program's app
        app = getters.app(SpeakingApp)

    def compose(self) -> ComposeResult:
        yield Label(self.app.t(self.title_msg), classes="title", id="title")
        yield SpokenList(self.title_msg, id="list")
        yield BrailleLine(self.app.braille_text if self.app.settings.braille == "unicode" else "")

    @property
    def list(self) -> SpokenList:
        return self.query_one("#list", SpokenList)

    def items(self) -> builtins.list[Item]:  # ``list`` here is the property above
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
        if self.app.screen is not self:
            # another screen opened at once over this one (Start in the
            # new-game form, a saved game chosen): this list is not said
            self.quiet_return = False
            return
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

    def __init__(
        self,
        menu: bool = False,
        game_keys: tuple = (),
        game_title: Msg | None = None,
        extra: tuple = (),
    ) -> None:
        super().__init__(Msg("tui.help.title"), self._key_lines)
        self.menu = menu
        self.game_keys = game_keys  # a game's own keys, said first
        self.game_title = game_title
        #: (title, rows of (key, catalog key of what it does)) said first: the
        #: online table's or lobby's own keys
        self.extra = extra

    def _key_lines(self) -> list[str]:
        t = self.app.t
        lang = self.app.lang
        sections = [
            (t(Msg("tui.help.game_keys")), keytable.game_key_rows(lang, self.game_keys)),
            (t(Msg("tui.help.menu_keys")), keytable.rows_for(keytable.MENU_KEYS, lang)),
            (t(Msg("tui.help.display_keys")), keytable.rows_for(keytable.DISPLAY_KEYS, lang)),
        ]
        if self.menu:
            sections.insert(0, sections.pop(1))
        if self.game_keys:
            sections.insert(
                0,
                (
                    t(Msg("tui.help.own_keys", game=self.game_title)),
                    keytable.own_key_rows(self.game_keys, lang),
                ),
            )
        for title, rows in reversed(self.extra):
            sections.insert(0, (t(title), keytable.rows_for(rows, lang)))
        lines = []
        for title, rows in sections:
            lines.append(title)
            lines += [t(Msg("tui.key", name=k, description=d)) for k, d in rows]
        return lines


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
    value, or None on Escape. A ``secret`` line (a password) is shown as
    dots, each typed character is said as "star", and the text is taken as
    typed (not stripped); what it holds is never spoken nor brailled."""

    BINDINGS = [Binding("escape", "cancel", show=False)]

    if TYPE_CHECKING:  # Textual's ``app``, typed as this program's app
        app = getters.app(SpeakingApp)

    def __init__(
        self,
        title: Msg,
        current: str,
        check: Callable[[str], Any],
        hint: Msg | None = None,
        secret: bool = False,
    ) -> None:
        super().__init__()
        self.title_msg = title
        self.secret = secret
        self.current = "" if secret else current
        self.check = check
        self.hint = hint or Msg("tui.input.secret_hint" if secret else "tui.input.hint")
        self._previous = self.current

    def compose(self) -> ComposeResult:
        yield Label(self.app.t(self.title_msg), classes="title")
        yield Label(self.app.t(self.hint), classes="hint")
        yield Input(value=self.current, id="input", password=self.secret)
        yield BrailleLine(self.app.braille_text if self.app.settings.braille == "unicode" else "")

    def on_mount(self) -> None:
        text = self.current or self.app.t(Msg("tui.input.empty"))
        self.app.say(
            Msg("tui.input.open", title=self.title_msg, value=text, hint=self.hint), Category.INFO
        )
        self.app.focus_said()  # late messages held for this line follow it
        self.query_one(Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        """Each typed or deleted character is spoken (own speech has no
        screen reader behind it)."""
        old, new = self._previous, event.value
        self._previous = new
        if self.secret:
            if len(new) > len(old):
                self.app.echo(self.app.t(Msg("tui.input.hidden")))
            elif len(new) < len(old):
                self.app.echo(self.app.t(Msg("tui.input.hidden_deleted")))
            return
        if len(new) == len(old) + 1 and new.startswith(old):
            self.app.echo(new[-1] if new[-1] != " " else self.app.t(Msg("tui.input.space")))
        elif len(new) < len(old):
            gone = old[len(new) :] if old.startswith(new) else old[-1:]
            self.app.echo(self.app.t(Msg("tui.input.deleted", text=gone)))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            value = self.check(event.value if self.secret else event.value.strip())
        except GameError as exc:
            self.app.say(exc.msg, Category.ERROR)
            return
        self.dismiss(value)

    def action_cancel(self) -> None:
        self.app.say(Msg("tui.input.cancelled"), Category.INFO)
        self.dismiss(None)
