"""The full-screen terminal front end: one column of zones, each a focusable
list, walked with Tab and the arrow keys.

Zones: Messages (the history of the current buffer, newest last), Hand,
Middle, Players and scores, Actions. Everything said goes through the
Announcer (history, speech, braille). Textual reads nothing aloud itself, so:

- moving onto a list item speaks it with its position ("3 of 7") at once,
  without adding it to the history (it is an echo of the player's own key,
  not an event of the game);
- the real terminal cursor is put on the focused item
  (``App.cursor_position``) so screen readers and BRLTTY that follow the
  cursor follow the focus;
- the zones are refilled after every event without moving the focus: the
  focused item stays focused while it exists, and nothing is echoed when a
  list changes under the player (bot moves, results).
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.events import Key
from textual.geometry import Offset
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from accessible_games.announce import Announcer
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.ui.session import Session
from accessible_games.ui.tui import messages as _messages  # noqa: F401  (registers the tui catalog)

ZONES = ("messages", "hand", "middle", "players", "actions")

SessionFactory = Callable[[Callable[[Utterance], None]], Session]


@dataclass(frozen=True)
class KeySpec:
    """One key of the game screen, as data: the Textual key name(s), the
    action it runs, the catalog key of its description, and how it is
    spoken in the key list (a Msg, so it is read in the player's language)."""

    keys: str
    action: str
    description: str
    name: Msg | str | tuple[Msg | str, ...]


def _shift(key: str) -> Msg:
    return Msg("tui.keyname.shift", name=key)


def _ctrl(key: str) -> Msg:
    return Msg("tui.keyname.ctrl", name=key)


KEYS: tuple[KeySpec, ...] = (
    KeySpec("t", "turn", "tui.keydesc.turn", "T"),
    KeySpec("s", "scores(False)", "tui.keydesc.scores", "S"),
    KeySpec("S,shift+s", "scores(True)", "tui.keydesc.details", _shift("S")),
    KeySpec("h", "focus_zone('hand')", "tui.keydesc.hand", "H"),
    KeySpec("m", "focus_zone('middle')", "tui.keydesc.middle", "M"),
    KeySpec("a,escape", "focus_actions", "tui.keydesc.actions", ("A", Msg("tui.keyname.escape"))),
    KeySpec("r", "repeat", "tui.keydesc.repeat", "R"),
    KeySpec("comma", "walk('older')", "tui.keydesc.older", Msg("tui.keyname.comma")),
    KeySpec("full_stop", "walk('newer')", "tui.keydesc.newer", Msg("tui.keyname.period")),
    KeySpec("less_than_sign", "walk('oldest')", "tui.keydesc.oldest", Msg("tui.keyname.less")),
    KeySpec("greater_than_sign", "walk('newest')", "tui.keydesc.newest", Msg("tui.keyname.greater")),
    KeySpec("left_square_bracket", "switch_buffer(-1)", "tui.keydesc.prev_buffer", Msg("tui.keyname.lbracket")),
    KeySpec("right_square_bracket", "switch_buffer(1)", "tui.keydesc.next_buffer", Msg("tui.keyname.rbracket")),
    KeySpec("f1", "keys_help", "tui.keydesc.help", "F1"),
    KeySpec("ctrl+s", "save", "tui.keydesc.save", _ctrl("S")),
    KeySpec("ctrl+q", "quit_game", "tui.keydesc.quit", _ctrl("Q")),
    *(KeySpec(str(n), f"card({n})", "tui.keydesc.card", Msg("tui.keyname.numbers")) for n in range(1, 10)),
)

#: keys handled by Textual itself, listed in the spoken key help
BUILTIN_KEYS: tuple[tuple[Msg, str], ...] = (
    (Msg("tui.keyname.tab"), "tui.keydesc.zones"),
    (Msg("tui.keyname.enter"), "tui.keydesc.enter"),
)

#: actions still allowed while the quit question waits for Y or N
_CONFIRM_ACTIONS = {"focus_actions", "quit_game"}


def default_save_dir() -> Path:
    """The platform's folder for the player's data, plus ``saves``."""
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "accessible-games" / "saves"


class GameApp(App):
    """A game at one table, seen as zones of lists."""

    TITLE = "Accessible Games"
    CSS = """
    Screen { layout: vertical; }
    #zones { height: 1fr; }
    .zone-title { text-style: bold; margin-top: 1; }
    OptionList { height: auto; max-height: 12; border: none; padding: 0; }
    #zone-messages { max-height: 8; }
    """
    BINDINGS = [Binding(k.keys, k.action, k.description, show=False, priority=True) for k in KEYS]

    def __init__(
        self,
        session_factory: SessionFactory,
        announcer: Announcer | None = None,
        lang: str = "en",
        save_dir: Path | str | None = None,
        load_path: str | None = None,
    ) -> None:
        super().__init__()
        self.session_factory = session_factory
        self.announcer = announcer or Announcer()
        self.lang = lang
        self.save_dir = Path(save_dir) if save_dir is not None else default_save_dir()
        self.load_path = load_path
        self.session: Session | None = None
        self.confirming_quit = False
        self._refresh_pending = False
        #: (zone, option id) last echoed, so a refilled list does not echo again
        self._last_echo: tuple[str, str | None] | None = None

    # --- layout -------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="zones", can_focus=False):
            for zone in ZONES:
                yield Label(self.t(Msg(f"tui.zone.{zone}")), classes="zone-title")
                yield OptionList(id=f"zone-{zone}")

    def zone(self, name: str) -> OptionList:
        return self.query_one(f"#zone-{name}", OptionList)

    @staticmethod
    def zone_name(widget: Any) -> str | None:
        wid = getattr(widget, "id", None) or ""
        return wid[5:] if wid.startswith("zone-") and wid[5:] in ZONES else None

    def on_mount(self) -> None:
        self.session = self.session_factory(self.emit)
        self.lang = self.session.lang or self.lang
        self.welcome()
        if not (self.load_path and self.session.load(self.load_path)):
            self.session.start()
        if self.session.viewer is None:
            self._finish()
        self.refresh_zones()
        start = self.zone("actions") if self.session.legal() else self.zone("hand")
        self._last_echo = (self.zone_name(start) or "", self._highlighted_id(start))
        start.focus()
        self.call_after_refresh(self._place_cursor)

    # --- output -------------------------------------------------------------

    def t(self, msg: Msg | str) -> str:
        return render(msg, self.lang)

    def emit(self, utterance: Utterance) -> None:
        """Every event and answer: history, speech, braille; then the zones
        are refilled (once, after the current key is handled)."""
        self.announcer.announce(utterance)
        self._schedule_refresh()

    def say(self, msg: Msg, category: Category = Category.INFO, braille: Msg | None = None) -> None:
        text = self.t(msg)
        self.emit(Utterance(text, self.t(braille) if braille else text, category, Priority.INTERRUPT))

    def echo(self, speech: str, braille: str | None = None) -> None:
        """The player's own key echo: spoken at once, not kept in the history."""
        self.announcer.repeat(Utterance(speech, braille or speech, Category.INFO, Priority.INTERRUPT))

    def welcome(self) -> None:
        s = self.session
        assert s is not None
        game = s.entry.rules.title
        if s.viewer is None:
            self.say(Msg("tui.welcome.watch", game=game, players=s.game.players), Category.SYSTEM)
        else:
            self.say(Msg("tui.welcome", game=game, players=s.game.players, name=s.names[s.viewer]),
                     Category.SYSTEM)

    def _finish(self) -> None:
        assert self.session is not None
        result = self.session.result_line()
        if result is not None:
            self.emit(result)

    # --- zone contents ------------------------------------------------------

    def zone_items(self, zone: str) -> list[tuple[str, str]]:
        """(id, text) for each item of ``zone``; ids stay the same while the
        thing they name is there, so the focus can stay on it."""
        s = self.session
        if s is None:
            return []
        if zone == "messages":
            return [(f"m{i}", u.speech) for i, u in enumerate(self.announcer.history.items())]
        if zone == "actions":
            return [(a.text, self.t(a.label)) for a in s.legal()]
        view = s.view()
        if zone == "hand":
            legal = s.legal()
            items = []
            for i, card in enumerate(view.get("hand", [])):
                try:
                    text = s.narrator.hand_item(view, i, legal).speech
                except Exception:  # a game without per-card wording
                    text = self._card_name(card)
                items.append((f"c{card}", text))
            return items
        if zone == "middle":
            return [(f"c{card}", self._card_name(card)) for card in view.get("middle", [])]
        if zone == "players":
            scores = view.get("chips", view.get("scores"))
            turn = view.get("turn")
            items = []
            for seat, name in enumerate(s.names):
                if scores is None:
                    msg = Msg("tui.player.noscore", name=name)
                else:
                    key = "tui.player.turn" if seat == turn else "tui.player"
                    msg = Msg(key, name=name, score=scores[seat])
                items.append((f"p{seat}", self.t(msg)))
            return items
        return []

    def _card_name(self, card: Any) -> str:
        assert self.session is not None
        namer = getattr(self.session.narrator, "card", None)
        try:
            return namer(card) if namer else str(card)
        except Exception:
            return str(card)

    @staticmethod
    def _highlighted_id(ol: OptionList) -> str | None:
        option = ol.highlighted_option
        return option.id if option is not None else None

    def _schedule_refresh(self) -> None:
        if not self._refresh_pending and self.is_running:
            self._refresh_pending = True
            self.call_later(self.refresh_zones)

    def refresh_zones(self) -> None:
        self._refresh_pending = False
        for zone in ZONES:
            self._fill(zone, self.zone_items(zone))
        self._place_cursor()
        self.call_after_refresh(self._place_cursor)

    def _fill(self, zone: str, items: list[tuple[str, str]]) -> None:
        ol = self.zone(zone)
        current = [(o.id, str(o.prompt)) for o in ol.options]
        if current == items:
            return
        old_id = self._highlighted_id(ol)
        old_index = ol.highlighted
        ol.set_options([Option(Content(text), id=oid) for oid, text in items])
        ids = [oid for oid, _ in items]
        if not ids:
            index = None
        elif old_id in ids:
            index = ids.index(old_id)
        elif zone == "messages" and old_index is None:
            index = len(ids) - 1  # newest last, and the list starts there
        else:
            index = min(old_index or 0, len(ids) - 1)
        ol.highlighted = index
        if ol is self.focused:
            # the list changed under the player: the focus stays, nothing is said
            self._last_echo = (zone, ids[index] if index is not None else None)

    # --- focus echo and the cursor -------------------------------------------

    def on_descendant_focus(self, event: Any) -> None:
        widget = event.widget
        if isinstance(widget, OptionList):
            if widget.highlighted is None and widget.option_count:
                widget.highlighted = 0
            self._echo_item(widget, with_zone=True)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list is self.focused:
            self._echo_item(event.option_list)

    def _echo_item(self, ol: OptionList, with_zone: bool = False, force: bool = False) -> None:
        zone = self.zone_name(ol)
        if zone is None:
            return
        key = (zone, self._highlighted_id(ol))
        if key == self._last_echo and not force:
            self._place_cursor()
            return
        self._last_echo = key
        zone_text = self.t(Msg(f"tui.zone.{zone}"))
        if ol.highlighted is None or not ol.option_count:
            self.echo(self.t(Msg("tui.zone.empty", zone=zone_text)))
        else:
            text = str(ol.options[ol.highlighted].prompt)
            position = self.t(Msg("tui.position", position=ol.highlighted + 1, count=ol.option_count))
            if with_zone:
                speech = self.t(Msg("tui.zone.item", zone=zone_text, text=text, position=position))
            else:
                speech = self.t(Msg("tui.item", text=text, position=position))
            self.echo(speech, f"{text} {ol.highlighted + 1}/{ol.option_count}")
        self._place_cursor()
        self.call_after_refresh(self._place_cursor)

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

    def _place_cursor(self) -> None:
        if not self.is_running:
            return
        offset = self.focused_item_offset()
        if offset is not None:
            self.cursor_position = offset

    # --- playing ------------------------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        zone = self.zone_name(event.option_list)
        if zone == "actions":
            self.play(event.option.id)
        elif zone == "hand" and event.option_list.highlighted is not None:
            self.action_card(event.option_list.highlighted + 1)
        else:
            self._echo_item(event.option_list, force=True)

    def play(self, action_text: str | None) -> None:
        s = self.session
        if s is None or action_text is None:
            return
        action = next((a for a in s.legal() if a.text == action_text), None)
        # an action no longer legal still goes to the game, which says why
        if s.act(action if action is not None else action_text) and s.game.is_over():
            self._finish()
        self._schedule_refresh()

    # --- key actions ---------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.confirming_quit and action not in _CONFIRM_ACTIONS:
            return False  # the key goes on to on_key, which answers the question
        return True

    def on_key(self, event: Key) -> None:
        if not self.confirming_quit:
            return
        event.stop()
        event.prevent_default()
        if event.key in ("y", "j", "Y", "J"):
            self.exit(0)
        elif event.key in ("n", "N"):
            self._cancel_quit()

    def _cancel_quit(self) -> None:
        self.confirming_quit = False
        self.say(Msg("tui.quit.cancelled"), Category.SYSTEM)

    def action_turn(self) -> None:
        s = self.session
        assert s is not None
        self.emit(s.narrator.status(s.view()))

    def action_scores(self, detail: bool = False) -> None:
        s = self.session
        assert s is not None
        for number, utterance in enumerate(s.narrator.scores(s.view(), detail)):
            if number:  # the first interrupts, the details follow it
                utterance = Utterance(utterance.speech, utterance.braille, utterance.category, Priority.QUEUE)
            self.emit(utterance)

    def action_focus_zone(self, zone: str) -> None:
        self.zone(zone).focus()

    def action_focus_actions(self) -> None:
        if self.confirming_quit:
            self._cancel_quit()
            return
        s = self.session
        if s is not None and not s.legal() and self.focused is self.zone("actions"):
            status = s.narrator.status(s.view()).speech
            self.say(Msg("tui.no_actions", status=status))
            return
        self.zone("actions").focus()

    def action_repeat(self) -> None:
        last = self.announcer.history.last()
        if last is None:
            self.echo(self.t(Msg("tui.nothing_to_repeat")))
            return
        self.announcer.repeat(last)

    def action_walk(self, where: str) -> None:
        history = self.announcer.history
        utterance, _edge = getattr(history, where)()
        if utterance is None:
            self.echo(self.t(Msg("tui.history.empty")))
            return
        text = utterance.speech
        position, count = history.position()
        if count > 1 and position == 1:
            text = self.t(Msg("tui.history.first", text=text))
        elif count > 1 and position == count and where != "older":
            text = self.t(Msg("tui.history.last", text=text))
        self.announcer.repeat(Utterance(text, utterance.braille, utterance.category, Priority.INTERRUPT))
        # the Messages zone follows the walk, without taking the focus
        messages = self.zone("messages")
        if messages.option_count >= position:
            if messages is self.focused:
                self._last_echo = ("messages", f"m{position - 1}")
            messages.highlighted = position - 1

    def action_switch_buffer(self, step: int) -> None:
        history = self.announcer.history
        name = history.switch(step)
        count = len(history.items())
        self.echo(self.t(Msg("tui.buffer", name=Msg(f"tui.buffer.{name}"), count=count)))
        messages = self.zone("messages")
        messages.clear_options()  # a new buffer starts at its newest message
        self._fill("messages", self.zone_items("messages"))

    def keys_text(self) -> str:
        seen: list[str] = []
        parts: list[str] = []
        for spec in KEYS:
            if spec.description in seen:
                continue
            seen.append(spec.description)
            names = spec.name if isinstance(spec.name, tuple) else (spec.name,)
            name = ", ".join(self.t(n) for n in names)
            parts.append(self.t(Msg("tui.key", name=name, description=Msg(spec.description))))
        for name_msg, description in BUILTIN_KEYS:
            parts.append(self.t(Msg("tui.key", name=name_msg, description=Msg(description))))
        return self.t(Msg("tui.keys", keys="; ".join(parts)))

    def action_keys_help(self) -> None:
        text = self.keys_text()
        self.emit(Utterance(text, text, Category.INFO, Priority.INTERRUPT))

    def save_path(self) -> Path:
        assert self.session is not None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return self.save_dir / f"{self.session.game.id}-{stamp}.json"

    def action_save(self) -> None:
        assert self.session is not None
        path = self.save_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass  # session.save reports why it cannot write
        self.session.save(str(path))

    def action_quit_game(self) -> None:
        s = self.session
        if self.confirming_quit:
            self.exit(0)  # Ctrl+Q twice quits
            return
        if s is not None and s.viewer is not None and not s.game.is_over():
            self.confirming_quit = True
            self.say(Msg("tui.quit.confirm"), Category.SYSTEM)
            return
        self.exit(0)

    def action_card(self, number: int) -> None:
        """Pick the hand's card ``number``: say what it would do and put the
        focus on the first action with that card."""
        s = self.session
        assert s is not None
        view = s.view()
        hand = view.get("hand", [])
        if not 1 <= number <= len(hand):
            self.say(Msg("tui.card.range", number=number, count=len(hand)), Category.ERROR)
            return
        legal = s.legal()
        try:
            described = s.narrator.hand_item(view, number - 1, legal)
        except Exception:
            text = self._card_name(hand[number - 1])
            described = Utterance(text, text, Category.INFO, Priority.INTERRUPT)
        self.emit(described)
        actions = self.zone("actions")
        ids = [a.text for a in self.actions_for_card(hand[number - 1], legal)]
        self.refresh_zones()
        if ids:
            index = next((i for i, o in enumerate(actions.options) if o.id == ids[0]), 0)
            actions.highlighted = index
            target = actions
        else:
            target = self.zone("hand")
            target.highlighted = number - 1
        # what the card does was just said: moving there says nothing more
        self._last_echo = (self.zone_name(target) or "", self._highlighted_id(target))
        target.focus()
        self.call_after_refresh(self._place_cursor)

    def actions_for_card(self, card_id: Any, legal: list) -> list:
        """The legal actions that play ``card_id`` (a move whose first data
        item has a ``card``, matched by id or by its short code)."""
        deck = getattr(self.session.narrator, "deck", None) if self.session else None
        code = None
        if deck is not None:
            try:
                code = getattr(deck[card_id], "code", None)
            except (IndexError, KeyError, TypeError):
                code = None
        found = []
        for action in legal:
            card = getattr(action.data[0], "card", None) if action.data else None
            if card is None:
                continue
            if getattr(card, "id", None) == card_id or (code is not None and getattr(card, "code", None) == code):
                found.append(action)
        return found


def main(argv: list[str] | None = None) -> int:
    """Play a game in the full-screen mode. Takes the options of
    ``accessible-games play`` (the game defaults to the first one known)."""
    from accessible_games.announce.pipeline import build
    from accessible_games.cli import build_parser, session_factory, settings_for
    from accessible_games.core.errors import GameError
    from accessible_games.games.registry import game_ids

    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("-"):
        argv = [game_ids()[0], *argv]
    args = build_parser().parse_args(["play", *argv])
    settings, problems = settings_for(args)
    lang = settings.language
    try:
        make = session_factory(args, lang)
    except GameError as exc:
        print(render(exc.msg, lang), file=sys.stderr)
        return 2

    announcer = build(settings)
    for problem in problems:
        text = render(problem, lang)
        announcer.announce(Utterance(text, text, Category.SYSTEM, Priority.QUEUE))
    try:
        GameApp(make, announcer, lang, load_path=args.load).run()
    finally:
        announcer.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
