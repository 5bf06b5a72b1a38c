"""Forms as lists: each item is one setting and its value ("Players: 3").
Left and Right change the value at once (and say it); Enter opens the list
of values, or a line to type for free text and numbers."""

from __future__ import annotations

import dataclasses
import random
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

from textual.binding import Binding

from accessible_games.app.session import Session
from accessible_games.boundary.errors import InputError, os_reason
from accessible_games.boundary.text import line as boundary_line
from accessible_games.boundary.text import number as parse_number
from accessible_games.boundary.text import quote
from accessible_games.braille.tables import get_table, table_ids
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, has_key
from accessible_games.core.narration import Item
from accessible_games.core.options import option_label, option_text
from accessible_games.core.utterance import Category, Priority
from accessible_games.games.registry import entry, game_ids, label_game_ids
from accessible_games.labels.model import LabelError
from accessible_games.labels.printing import default_output, print_labels

# a variant's player range and the default number of players: one rule for
# the form, the plain start menu and the command line
from accessible_games.launch import default_players, player_range
from accessible_games.settings import Settings
from accessible_games.ui.tui.base import ChoiceScreen, InputScreen, ListScreen


def game_title_text(game_id: str, t: Callable[[Msg | str], str]) -> str:
    """A game's title in the player's language (``t``); its id when no game has it."""
    found = entry(game_id)
    return t(found.rules.title) if found else game_id


@dataclass
class Field:
    """One line of a form. ``choices`` are the values Left/Right step
    through and Enter lists; ``typed`` fields (free text, or numbers with
    too many values to list) open an input line on Enter, where ``parse``
    turns the text into a value (raising GameError to refuse it)."""

    key: str
    label: Msg | str
    value: Any
    text: Callable[[Any], str]
    choices: list[Any] = field(default_factory=list)
    typed: bool = False
    parse: Callable[[str], Any] | None = None
    #: a button: Enter runs the form's ``press`` instead of changing a value
    button: bool = False
    #: step of Left/Right for numbers that are typed (rate, volume)
    step: int = 1
    low: int | None = None
    high: int | None = None


class FormScreen(ListScreen):
    BINDINGS = [
        *ListScreen.BINDINGS,
        Binding("left", "step(-1)", show=False),
        Binding("right", "step(1)", show=False),
    ]

    def fields(self) -> list[Field]:
        raise NotImplementedError

    def field(self, key: str) -> Field:
        return next(f for f in self.fields() if f.key == key)

    def line(self, f: Field) -> Item:
        t = self.app.t
        if f.button:
            return Item(f.key, t(f.label))
        value = f.text(f.value)
        return Item(
            f.key, t(Msg("tui.form.field", label=f.label, value=value)), f"{t(f.label)}: {value}"
        )

    def items(self) -> list[Item]:
        return [self.line(f) for f in self.fields()]

    # --- changing values ------------------------------------------------------

    def action_step(self, step: int) -> None:
        item_id = self.list.current_id
        if item_id is None:
            return
        f = self.field(item_id)
        if f.button:
            self.app.echo(self.app.t(Msg("tui.form.button_hint", label=f.label)))
            return
        if f.choices:
            new_index = self._index(f) + step
            new = f.choices[new_index] if 0 <= new_index < len(f.choices) else f.value
        elif f.low is not None and isinstance(f.value, int):
            new = max(
                f.low,
                min(f.high if f.high is not None else f.value + f.step, f.value + step * f.step),
            )
        else:
            self.app.echo(self.app.t(Msg("tui.form.type_hint", label=f.label)))
            return
        if new == f.value:  # at the first or last value: it stays, and that is said
            self.app.echo(
                self.app.t(
                    Msg(
                        "tui.form.edge" if step > 0 else "tui.form.edge_low",
                        label=f.label,
                        value=f.text(f.value),
                    )
                )
            )
            return
        self.set_value(f, new)

    def _index(self, f: Field) -> int:
        try:
            return f.choices.index(f.value)
        except ValueError:
            return 0

    def choose(self, item_id: str) -> None:
        f = self.field(item_id)
        if f.button:
            self.press(f.key)
        elif f.typed:
            self.quiet_return = True  # the new value is said on return
            current = "" if f.value is None else str(f.value)
            self.app.push_screen(
                InputScreen(
                    Msg("tui.form.type_title", label=f.label),
                    current,
                    f.parse or (lambda text: text),
                ),
                lambda value: self._chosen(f.key, value, typed=True),
            )
        elif f.choices:
            self.quiet_return = True
            choices = [Item(str(i), f.text(v)) for i, v in enumerate(f.choices)]
            self.app.push_screen(
                ChoiceScreen(
                    f.label if isinstance(f.label, Msg) else Msg("tui.text", text=f.label),
                    choices,
                    str(self._index(f)),
                ),
                lambda value: self._chosen(f.key, value),
            )

    def _chosen(self, key: str, value: Any, typed: bool = False) -> None:
        if value is None:  # Escape: the old value stays, and is said again
            self.app.echo_list(self.list, force=True, interrupt=False)
            return
        f = self.field(key)
        self.set_value(f, value if typed else f.choices[int(value)])

    def set_value(self, f: Field, value: Any) -> None:
        """Take ``value`` for ``f`` (the form may refuse it and say why), say
        the new value and refill the list keeping the focus."""
        try:
            said = self.apply(f.key, value)
        except GameError as exc:
            self.app.say(exc.msg, Category.ERROR)
            return
        self.list.fill(self.items())
        self.app.note_echoed(self.list, f.key)  # the change message below says it
        now = self.field(f.key)
        text = self.app.t(Msg("tui.form.changed", label=now.label, value=now.text(now.value)))
        self.app.echo(text, f"{self.app.t(now.label)}: {now.text(now.value)}")
        for problem in said or []:  # after the new value, not cutting it off
            self.app.say(problem, Category.SYSTEM, priority=Priority.QUEUE)

    def apply(self, key: str, value: Any) -> list[Msg] | None:
        raise NotImplementedError

    def press(self, key: str) -> None:
        """Enter on a button."""


#: how many values a number may have and still be listed (else it is typed)
LISTABLE = 60

#: the new-game form's last choices in each running program (game, options,
#: players, seats), so that the form opens again on the game played last
_LAST_CHOICES: weakref.WeakKeyDictionary[Any, dict[str, Any]] = weakref.WeakKeyDictionary()


class NewGameScreen(FormScreen):
    """Game, variant, options, players, each seat (you or a bot and its
    level), seed; then Start. Only the options of the chosen variant are
    listed, the players are those the variant seats, and the form opens
    again with the choices made last (a new seed each time)."""

    title_msg = Msg("tui.new.title")
    #: where the form keeps its last choices (a table online keeps its own)
    memory: ClassVar[weakref.WeakKeyDictionary[Any, dict[str, Any]]] = _LAST_CHOICES

    def __init__(self) -> None:
        super().__init__()

        self.game_id = game_ids()[0]
        #: (game, variant) -> its player range, tried once per form
        self._ranges: dict[tuple[str, str], tuple[int, int]] = {}
        self._reset_game()

    def on_mount(self) -> None:
        # before the list is filled: Textual calls ListScreen.on_mount after this
        self._recall()

    def _reset_game(self) -> None:
        rules = self.entry.rules
        self.options: dict[str, Any] = {}
        self.players = default_players(*self.player_range())
        #: the player chose the number of players (a new variant keeps it when it fits)
        self.players_chosen = False
        best = list(self.entry.bots)[-1]
        self.levels: list[str | None] = [None] + [best] * (rules.max_players - 1)
        self.seed: int | None = None

    def _remember(self) -> None:
        self.memory[self.app] = self.choices()

    def choices(self) -> dict[str, Any]:
        """The choices made, as the form keeps them for the next time."""
        return {
            "game": self.game_id,
            "options": dict(self.options),
            "players": self.players,
            "players_chosen": self.players_chosen,
            "levels": list(self.levels),
        }

    def _recall(self) -> None:
        """The choices made last in this program, when its game is still there."""
        last = self.memory.get(self.app)
        if last is None or last["game"] not in game_ids() or entry(last["game"]) is None:
            return
        self.game_id = last["game"]
        self._reset_game()
        self.options = dict(last["options"])
        low, high = self.player_range()
        self.players = (
            last["players"] if low <= last["players"] <= high else default_players(low, high)
        )
        self.players_chosen = last["players_chosen"]
        levels = list(last["levels"])
        if len(levels) == len(self.levels):
            self.levels = levels
        self.restore(last)

    def restore(self, last: dict[str, Any]) -> None:
        """The rest of the choices kept (a form with more fields adds them)."""

    @property
    def entry(self):

        found = entry(self.game_id)
        assert found is not None
        return found

    def variant(self) -> str:
        """The chosen variant ("" for a game without variants)."""
        options_class = getattr(self.entry.rules, "options_class", None)
        if options_class is None:
            return ""
        value = self.options.get("variant", options_class().chosen_variant())
        return value if isinstance(value, str) else ""

    def player_range(self) -> tuple[int, int]:
        key = (self.game_id, self.variant())
        if key not in self._ranges:
            self._ranges[key] = player_range(*key)
        return self._ranges[key]

    def _current_options(self) -> Any:
        """The options as chosen so far (the defaults where a combination is refused)."""
        options_class = self.entry.rules.options_class
        try:
            return options_class.from_dict(dict(self.options))
        except GameError:
            return options_class.from_dict({"variant": self.variant()} if self.variant() else {})

    def option_fields(self) -> list[dataclasses.Field]:
        """The options that apply to the chosen variant (a Poker option is
        not listed for Classic)."""
        options_class = getattr(self.entry.rules, "options_class", None)
        if not options_class:
            return []
        current = self._current_options()
        return [f for f in dataclasses.fields(options_class) if current.applies(f.name)]

    def fields(self) -> list[Field]:

        t = self.app.t
        out = [
            Field(
                "game",
                Msg("tui.new.game"),
                self.game_id,
                lambda g: game_title_text(g, t),
                choices=game_ids(),
            )
        ]
        option_fields = self.option_fields()
        variant = [f for f in option_fields if f.name == "variant"]
        for f in variant + [f for f in option_fields if f.name != "variant"]:
            out.append(self._option_field(f))
        low, high = self.player_range()
        out.append(
            Field(
                "players",
                Msg("tui.new.players"),
                self.players,
                str,
                choices=list(range(low, high + 1)),
            )
        )
        levels = list(self.entry.bots)
        for seat in range(self.players):
            choices: list[Any] = ([None] if seat == 0 else []) + levels
            out.append(
                Field(
                    f"seat{seat}",
                    Msg("tui.new.seat", number=seat + 1),
                    self.levels[seat],
                    self._seat_text,
                    choices=choices,
                )
            )
        out.append(
            Field(
                "seed",
                Msg("tui.new.seed"),
                self.seed,
                lambda v: t(Msg("tui.new.seed.random")) if v is None else str(v),
                typed=True,
                parse=self._parse_seed,
            )
        )
        out.append(Field("start", Msg("tui.new.start"), None, str, button=True))
        return out

    def _seat_text(self, level: str | None) -> str:
        t = self.app.t
        if level is None:
            return t(Msg("tui.new.seat.you"))
        return t(
            Msg(
                "tui.new.seat.bot",
                level=Msg(f"tui.level.{level}") if has_key(f"tui.level.{level}") else level,
            )
        )

    def _option_field(self, f: dataclasses.Field) -> Field:
        meta = f.metadata
        value = self.options.get(f.name, f.default)
        text = partial(option_text, self.game_id, f.name, lang_t=self.app.t)
        label = option_label(self.game_id, f.name)
        choices: list[Any] = []
        if isinstance(f.default, bool):
            choices = [False, True]
        elif meta.get("choices"):
            choices = list(meta["choices"])
        elif meta.get("low") is not None and meta["high"] - meta["low"] < LISTABLE:
            choices = list(range(meta["low"], meta["high"] + 1))
        if choices and meta.get("optional"):
            choices = [None] + choices
        if choices:
            return Field(f"o:{f.name}", label, value, text, choices=choices)
        return Field(
            f"o:{f.name}",
            label,
            value,
            text,
            typed=True,
            parse=partial(self._parse_option, f.name),
            low=meta.get("low"),
            high=meta.get("high"),
        )

    def _parse_option(self, name: str, raw: str) -> Any:
        options_class = self.entry.rules.options_class
        return getattr(options_class.from_dict({name: raw}), name)

    def _parse_seed(self, raw: str) -> int | None:
        if raw.strip().lower() in {"", "random", "zufall", "zufällig"}:
            return None
        if raw.strip().isdigit():
            return int(raw)
        raise GameError(Msg("tui.new.bad_seed", value=raw))

    def apply(self, key: str, value: Any) -> list[Msg] | None:
        notes = None
        if key == "game":
            self.game_id = value
            self._reset_game()
        elif key == "players":
            self.players = value
            self.players_chosen = True
        elif key.startswith("seat"):
            self.levels[int(key[4:])] = value
        elif key == "seed":
            self.seed = value
        elif key == "o:variant":
            notes = self._new_variant(value)
        elif key.startswith("o:"):
            name = key[2:]
            options_class = self.entry.rules.options_class
            options_class.from_dict({**self.options, name: value})  # refuses a bad combination
            self.options[name] = value
        self._remember()
        return notes

    def _new_variant(self, variant: Any) -> list[Msg] | None:
        """Another variant: the options of the old one that do not apply to
        it are dropped (they would be refused), and the players fit its
        range (the number the player chose stays when it fits). A changed
        number of players is said."""
        options_class = self.entry.rules.options_class
        chosen = options_class.from_dict({"variant": variant})
        kept = {
            name: v
            for name, v in self.options.items()
            if name != "variant" and chosen.applies(name)
        }
        options_class.from_dict({**kept, "variant": variant})  # refuses a bad combination
        self.options = {**kept, "variant": variant}
        low, high = self.player_range()
        before = self.players
        if not self.players_chosen or not low <= self.players <= high:
            self.players = default_players(low, high)
        if self.players == before:
            return None
        return [Msg("tui.new.players_fit", players=self.players, low=low, high=high)]

    def press(self, key: str) -> None:
        if key == "start":
            self.start()

    def start(self) -> None:
        """Seat the players and start; a refusal (a bad option, an
        unreadable deck file) is said and the form stays as it was."""
        self._remember()
        levels = self.levels[: self.players]
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(1_000_000)
        try:
            session = Session.new(
                self.game_id,
                self.players,
                0,
                "",
                seed,
                dict(self.options),
                self.app.lang,
                self.app.game_emit,
                human_name=self.app.player_name,
                levels=levels,
            )
        except GameError as exc:
            self.app.say(exc.msg, Category.ERROR)
            return
        self.app.pop_screen()
        self.app.open_game(session)


class SettingsScreen(FormScreen):
    """Everything the settings file holds; each change is applied, said and
    kept at once."""

    title_msg = Msg("tui.settings.title")

    def fields(self) -> list[Field]:
        current = self.app.settings
        out = []
        for f in dataclasses.fields(Settings):
            meta = f.metadata
            value = getattr(current, f.name)
            label = Msg(f"tui.setting.{f.name}")
            text = partial(self._value_text, f.name)
            if isinstance(f.default, bool):
                out.append(Field(f.name, label, value, text, choices=[False, True]))
            elif meta.get("choices"):
                out.append(Field(f.name, label, value, text, choices=list(meta["choices"])))
            elif meta.get("low") is not None:
                out.append(
                    Field(
                        f.name,
                        label,
                        value,
                        text,
                        typed=True,
                        step=10,
                        low=meta["low"],
                        high=meta["high"],
                        parse=partial(self._parse, f.name),
                    )
                )
            else:
                out.append(
                    Field(
                        f.name,
                        label,
                        value,
                        text,
                        typed=True,
                        parse=partial(self._parse, f.name),
                    )
                )
        return out

    def _value_text(self, name: str, value: Any) -> str:
        t = self.app.t
        if isinstance(value, bool):
            return t(Msg("core.on" if value else "core.off"))
        key = f"tui.setting.{name}.{value}"
        if has_key(key):
            return t(Msg(key))
        if value == "":
            return t(
                Msg(
                    f"tui.setting.{name}.empty"
                    if has_key(f"tui.setting.{name}.empty")
                    else "tui.setting.empty"
                )
            )
        return str(value)

    def _parse(self, name: str, raw: str) -> Any:
        """The typed text as the setting's value (an OptionError names the
        allowed values)."""
        return getattr(Settings.from_dict({name: raw}), name)

    def apply(self, key: str, value: Any) -> list[Msg] | None:
        new = self.app.settings.with_changes(**{key: value})
        problems = self.app.change_settings(new)
        if key == "language":
            self.refill()
        return problems


class LabelsScreen(FormScreen):
    """Print braille labels for a game's physical cards: game, braille
    table, format, labels per card, a game's own deck, page size and file;
    then Print. The sheet is written at once and what was written (or why
    nothing was) is said."""

    title_msg = Msg("tui.labels.title")
    FORMATS = ("brf", "pef", "txt", "svg", "pdf")

    def __init__(self) -> None:
        super().__init__()

        self.values: dict[str, Any] = {
            "game": label_game_ids()[0],
            "table": None,
            "fmt": "brf",
            "per_card": 1,
            "deck": "",
            "cells": 40,
            "lines": 25,
            "output": "",
        }

    def _output(self) -> str:
        v = self.values
        if v["output"]:
            return v["output"]
        return str(
            self.app.save_dir.parent / "labels" / default_output(v["game"], self.app.lang, v["fmt"])
        )

    def fields(self) -> list[Field]:
        t = self.app.t
        v = self.values
        lang = self.app.lang

        def table_text(table_id: str | None) -> str:
            if table_id is None:
                return t(Msg("tui.labels.table.default"))
            return get_table(table_id).describe(lang)

        out = [
            Field(
                "game",
                Msg("tui.labels.game"),
                v["game"],
                lambda g: game_title_text(g, t),
                choices=label_game_ids(),
            ),
            Field(
                "table",
                Msg("tui.labels.table"),
                v["table"],
                table_text,
                choices=[None, *table_ids()],
            ),
            Field(
                "fmt",
                Msg("tui.labels.format"),
                v["fmt"],
                lambda f: t(Msg(f"tui.labels.format.{f}")),
                choices=list(self.FORMATS),
            ),
            Field(
                "per_card",
                Msg("tui.labels.per_card"),
                v["per_card"],
                lambda n: t(Msg(f"tui.labels.per_card.{n}")),
                choices=[1, 2],
            ),
        ]
        if _takes_decks(v["game"]):
            out.append(
                Field(
                    "deck",
                    Msg("tui.labels.deck"),
                    v["deck"],
                    lambda d: d or t(Msg("tui.labels.deck.default")),
                    typed=True,
                )
            )
        out += [
            Field(
                "cells",
                Msg("tui.labels.cells"),
                v["cells"],
                str,
                typed=True,
                low=10,
                high=100,
                parse=lambda raw: self._number(raw, 10, 100),
            ),
            Field(
                "lines",
                Msg("tui.labels.lines"),
                v["lines"],
                str,
                typed=True,
                low=5,
                high=100,
                parse=lambda raw: self._number(raw, 5, 100),
            ),
            Field(
                "output",
                Msg("tui.labels.output"),
                v["output"],
                lambda _o: self._output(),
                typed=True,
            ),
            Field("print", Msg("tui.labels.print"), None, str, button=True),
        ]
        return out

    @staticmethod
    def _number(raw: str, low: int, high: int) -> int:
        try:
            number = parse_number(boundary_line(raw))
        except InputError:
            number = None
        if number is None or not low <= number <= high:
            raise GameError(Msg("tui.labels.number", text=quote(raw), low=low, high=high))
        return number

    def apply(self, key: str, value: Any) -> list[Msg] | None:
        self.values[key] = value.strip() if isinstance(value, str) else value
        if key == "game" and not _takes_decks(value):
            self.values["deck"] = ""
        if key in ("game", "fmt"):
            self.refill()
        return None

    def press(self, key: str) -> None:
        if key == "print":
            self.print_sheet()

    def print_sheet(self) -> None:
        """Write the sheet; say what was written, or why not (nothing is written then)."""
        v = self.values
        path = self._output()
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            done = print_labels(
                v["game"],
                v["fmt"],
                path,
                self.app.lang,
                v["table"],
                v["per_card"],
                v["deck"] or None,
                v["cells"],
                v["lines"],
            )
        except LabelError as exc:
            self.app.say(Msg("tui.text", text=exc.text(self.app.lang)), Category.ERROR)
            return
        except OSError as exc:
            self.app.say(Msg("tui.labels.folder", path=path, reason=os_reason(exc)), Category.ERROR)
            return
        found = entry(v["game"])
        assert found is not None  # print_labels refuses a game it does not know
        self.app.say(
            Msg(
                "cli.labels.done",
                count=done.count,
                kinds=done.kinds,
                game=found.rules.title,
                table=done.sheet.table,
                path=str(done.path),
                format=done.fmt.upper(),
            ),
            Category.SYSTEM,
        )


def _takes_decks(game_id: Any) -> bool:
    """Whether the game's labels can be made for a deck of the player's own
    (its entry declares so)."""
    found = entry(str(game_id or ""))
    return bool(found is not None and found.labels is not None and found.labels.decks)
