"""The game contract every game implements.

A game object holds one match: its state, its own seeded chance, and the log
of actions applied so far. Front ends and bots only use the public methods
below; a game never imports a front end, speech or braille.
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple, Protocol

from accessible_games.core.errors import IllegalAction, OptionError
from accessible_games.core.messages import Msg
from accessible_games.core.options import Options
from accessible_games.core.rng import Chance

#: one shared ``(seat, text)`` entry per distinct move, so a long match's log
#: holds a pointer per move rather than a tuple and a string (a game's moves
#: repeat: the same card, draw, pass); emptied when it grows past its bound
_LOG_ENTRIES: dict[tuple[int, str], tuple[int, str]] = {}
_LOG_ENTRIES_MAX = 200_000


def log_entry(seat: int, text: str) -> tuple[int, str]:
    """The shared log entry for ``seat`` making the move ``text``."""
    key = (seat, text)
    found = _LOG_ENTRIES.get(key)
    if found is None:
        if len(_LOG_ENTRIES) >= _LOG_ENTRIES_MAX:
            _LOG_ENTRIES.clear()
        found = _LOG_ENTRIES[key] = key
    return found


def normalize(text: str) -> str:
    """Canonical comparison form of an action text: lower case, single spaces."""
    return re.sub(r"\s+", " ", text.strip().lower())


@dataclass(frozen=True)
class Action:
    """A move a seat can make.

    ``text`` is the stable text form, the same in every language: it is what
    saved games store and what the plain mode accepts; two actions with the
    same text are the same move. ``label`` is how the move is read to the
    player: a Msg, or a function making it, so that bots and random play
    never pay for wording they do not read. ``kind`` groups actions for menus.
    """

    text: str
    labeller: Msg | Callable[[], Msg] = field(compare=False, repr=False)
    kind: str = field(default="", compare=False)
    data: tuple[Any, ...] = field(default=(), compare=False, repr=False)
    #: a warning said before a costly move is made (a bluff, a negative
    #: net, a tile the player needs given away): a front end makes the move
    #: only when the player chooses it a second time (app/session.py
    #: Session.act); None: the move is made at once
    caution: Msg | None = field(default=None, compare=False, repr=False)

    @property
    def label(self) -> Msg:
        """How the move is read to the player, made now when ``labeller`` is a function."""
        return self.labeller if isinstance(self.labeller, Msg) else self.labeller()

    def __str__(self) -> str:
        return self.text


class _EventFields(NamedTuple):
    kind: str
    seat: int | None
    data: dict[str, Any]
    visible_to: tuple[int, ...] | None


class Event(_EventFields):
    """Something that happened. ``visible_to`` limits a private event (such
    as the cards dealt to one player) to the seats that may know it; ``None``
    means everybody.

    Immutable, and a tuple underneath (fields ``kind``, ``seat``, ``data``,
    ``visible_to``): random play makes two or three events a step, and a
    tuple is made in less than half the time of a frozen dataclass."""

    __slots__ = ()

    def __new__(
        cls,
        kind: str,
        seat: int | None = None,
        data: dict[str, Any] | None = None,
        visible_to: tuple[int, ...] | None = None,
    ) -> Event:
        """An event; ``data`` defaults to an empty dict and ``visible_to`` to everybody."""
        return tuple.__new__(cls, (kind, seat, {} if data is None else data, visible_to))

    def visible(self, seat: int | None) -> bool:
        """Whether ``seat`` may learn of this event (``None``: an onlooker)."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


@dataclass(frozen=True)
class Result:
    """The outcome of a finished match: a score per seat and the winners,
    and the game's own result line where the generic "scores, winner" does
    not fit (a game played alone or as a team)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    line: Msg | None = None


class MoveGrammar(Protocol):
    """What the contract asks of a game's move grammar (core/grammar.py,
    ``Grammar``): the legal action a typed line means, whether a line is
    meant as a move, and why it is no legal move."""

    def find(self, text: str, actions: Sequence[Action]) -> Action | None:
        """The action among ``actions`` that the typed line ``text`` means, or None."""

    def understands(self, text: str) -> bool:
        """Whether ``text`` is meant as a move at all."""

    def refusal(self, text: str, actions: Sequence[Action]) -> Msg:
        """Why ``text`` is none of ``actions``: the reason said to the player."""


class Game(ABC):
    """Base class of every game. Subclasses set the class attributes and
    implement the abstract methods; :meth:`apply` does the checking."""

    id: ClassVar[str]
    title: ClassVar[Msg]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_class: ClassVar[type[Options]]
    #: the edition of the game's rules; raised when a change makes the
    #: moves of older saves mean something else (a save records it, and a
    #: save of an older edition is refused with :attr:`rules_change`)
    rules_version: ClassVar[int] = 1
    #: what changed in the last new edition, said when an older save is refused
    rules_change: ClassVar[Msg | None] = None
    #: the game's moves as verbs with typed operands (core/grammar.py): with
    #: it, :meth:`find_action`, :meth:`understands` and :meth:`why_illegal`
    #: read typed moves in either language; None: moves by their stable text
    grammar: ClassVar[MoveGrammar | None] = None

    def __init__(
        self, players: int, options: Options | dict[str, Any] | None = None, seed: int = 0
    ) -> None:
        if not self.min_players <= players <= self.max_players:
            raise OptionError(
                Msg(
                    "core.players.range",
                    game=self.title,
                    low=self.min_players,
                    high=self.max_players,
                    count=players,
                )
            )
        if not isinstance(options, Options):
            options = self.options_class.from_dict(options)
        self.players = players
        self.options = options
        self.seed = seed
        self.chance = Chance(seed)
        self.log: list[tuple[int, str]] = []
        self.setup_events: list[Event] = self.setup()

    def moves_made(self) -> int:
        """How many moves were made so far (the length of the log)."""
        return len(self.log)

    # --- to implement -------------------------------------------------------

    @abstractmethod
    def setup(self) -> list[Event]:
        """Deal and prepare the first position; return what happened."""

    @abstractmethod
    def waiting_for(self) -> list[int]:
        """The seats that may act now (empty when the game is over)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now; any other is refused."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Carry out a legal action and return the events it caused."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, as JSON-friendly data (``None``: an
        onlooker). Never holds another seat's hidden cards."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the match is over (then no seat may act)."""

    @abstractmethod
    def result(self) -> Result | None:
        """The outcome once the match is over, else ``None``."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole state, hidden parts included, as JSON-friendly data: two
        games in the same position have equal snapshots."""

    @abstractmethod
    def places(self) -> Mapping[str, Sequence[Any]] | Sequence[Sequence[Any]]:
        """Every card or tile of the game, by the place it is in (hands,
        stock, table, ...): each exactly once, so the contract tests can
        check that nothing appears, vanishes or doubles. Hidden parts
        included: for tests, never for a view."""

    def facts(self) -> dict[str, Any]:
        """What every narrator of this match is told when it is made
        (``GameEntry.make_narrator``): fixed for the whole match, public,
        and JSON-friendly, so that a front end at another machine receives
        it with the table. The default: the variant and the options; a game
        adds what else its narration needs (Logomachy: its deck)."""
        return {"variant": self.options.chosen_variant(), "options": self.options.to_dict()}

    def menu_actions(self, seat: int) -> list[Action]:
        """The moves a front end lists for ``seat`` now: its legal actions
        and, for a game with more moves than it lists (``extra_action``), a
        useful selection of the others (Pulok's arrangement moves). Bots and
        random play use :meth:`legal_actions`."""
        return self.legal_actions(seat)

    def why_illegal(self, seat: int, text: str) -> Msg:
        """The reason ``text`` is refused: with a :attr:`grammar`, the first
        operand no legal move matches (:meth:`Grammar.refusal`); a game adds
        the reasons its rules give before that."""
        if self.grammar is not None:
            return self.grammar.refusal(text, self.legal_actions(seat))
        return Msg("core.unknown_action", text=text)

    def extra_action(self, seat: int, text: str) -> Action | None:
        """A move ``seat`` may make now that :meth:`legal_actions` does not
        list, because there are too many to list (Pulok's board
        arrangement): accepted when typed or chosen. None: no such move."""
        return None

    def understands(self, text: str) -> bool:
        """Whether ``text`` is meant as a move at all (so a refusal should
        explain the rules rather than call it an unknown command)."""
        if self.grammar is not None:
            return self.grammar.understands(text)
        words = normalize(text).split(" ")
        return any(
            normalize(a.text).split(" ")[0] == words[0]
            for s in self.waiting_for()
            for a in self.legal_actions(s)
        )

    # --- capabilities a front end may use (defaults: the game has none) ----

    def time_per_move(self) -> int | None:
        """Seconds each person has for a move (the front end runs the
        clock and, when it runs out, makes :meth:`timeout_action`); None:
        no limit. By default the table option ``time_per_move``, where the
        game has one."""
        seconds = getattr(getattr(self, "options", None), "time_per_move", None)
        return seconds if isinstance(seconds, int) and seconds > 0 else None

    def timeout_action(self, seat: int) -> Action | None:
        """The move made for ``seat`` when its time per move runs out; None:
        the game makes none (the clock only warns)."""
        return None

    def takeback(self, seat: int) -> int:
        """How many of the last entries of :attr:`log` one "take back" of
        ``seat`` removes (its own last move, and whatever the rules tie to
        it), or 0 when it may take nothing back now. A game allows it only
        where nothing hidden came to light since and no other player acted
        on it (within a MONAD turn; Mad Nooks Solitaire before the next
        player acts). The front end replays the rest (:meth:`replayed`)."""
        return 0

    def why_no_takeback(self, seat: int) -> Msg:
        """Why ``seat`` may not take its last move back now."""
        return Msg("core.takeback.none")

    def plays_in_pairs(self) -> bool:
        """Whether seats play as pairs (a pair's winners share the
        experience points of a win, docs/rules/maumau.md)."""
        return False

    # --- provided -----------------------------------------------------------

    def to_play(self) -> int | None:
        """The seat whose turn it is (the first waiting seat)."""
        waiting = self.waiting_for()
        return waiting[0] if waiting else None

    def find_action(self, seat: int, text: str) -> Action | None:
        """The legal action of ``seat`` a typed line means: its stable text,
        or (with a :attr:`grammar`) any typed form of it; else
        :meth:`extra_action`."""
        legal = self.legal_actions(seat)
        if self.grammar is not None:
            found = self.grammar.find(text, legal)
        else:
            wanted = normalize(text)
            found = next((a for a in legal if normalize(a.text) == wanted), None)
        return found if found is not None else self.extra_action(seat, text)

    def check(self, seat: int, action: Action | str) -> Action:
        """The legal action meant by ``action``, or :class:`IllegalAction`."""
        if self.is_over():
            raise IllegalAction(Msg("core.game_over"))
        if seat not in self.waiting_for():
            current = self.to_play()
            raise IllegalAction(
                Msg("core.not_your_turn", player=Msg("core.seat", number=(current or 0) + 1))
            )
        if isinstance(action, Action):
            # an action object handed out by legal_actions: match by its text
            found = next((a for a in self.legal_actions(seat) if a.text == action.text), None)
            text = action.text
            if found is None:
                found = self.extra_action(seat, text)
        else:
            text = action
            found = self.find_action(seat, text)
        if found is None:
            raise IllegalAction(self.why_illegal(seat, text))
        return found

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply a move by ``seat``. An illegal move raises
        :class:`IllegalAction` and leaves the game exactly as it was."""
        legal = self.check(seat, action)
        events = self._apply(seat, legal)
        self.log.append(log_entry(seat, legal.text))
        return events

    def replayed(self, moves: int) -> Game:
        """A new game of the same kind, players, options and seed with the
        first ``moves`` entries of the log played again: the position before
        the later moves (a taken-back move; the same chance, so the same
        cards). The log's moves were checked once; they are checked again."""
        game = type(self)(self.players, self.options, self.seed)
        for seat, text in self.log[: max(0, moves)]:
            game.apply(seat, text)
        return game

    def fingerprint(self) -> str:
        """The :meth:`snapshot` as one canonical JSON string: equal for two games in
        the same position."""
        return json.dumps(self.snapshot(), sort_keys=True, ensure_ascii=False)


class TurnGame(Game):
    """The one turn model of every game: one seat acts at a time,
    ``self.turn``, until ``self.over``; ``self.scores`` and ``self.winners``
    give the result (a game whose result is reckoned otherwise overrides
    :meth:`result`).

    The legal actions of a position are computed once, by
    :meth:`_compute_legal`, and kept until the position changes: every move
    through :meth:`apply` raises ``_version``, and a subclass raises it too
    whenever it changes the position another way (set by hand, as tests
    do). :meth:`legal_by_text` is the kept actions by their texts, made on
    first use. An action object that :meth:`legal_actions` handed out for
    this very position (what bots and random play apply) is recognised by
    identity, without comparing texts. Call :meth:`_reset_legal` in
    ``setup`` before the first position."""

    turn: int
    over: bool
    scores: list[int]
    winners: list[int] | tuple[int, ...]

    def _reset_legal(self) -> None:
        self._version = 0
        self._legal_version = -1
        self._legal: list[Action] = []
        self._by_text_version = -1
        self._by_text: dict[str, Action] = {}

    @abstractmethod
    def _compute_legal(self, seat: int) -> list[Action]:
        """Every action of ``seat``, the seat to move, in this position."""

    def waiting_for(self) -> list[int]:
        """``[self.turn]``, or empty once the match is over."""
        return [] if self.over else [self.turn]

    def to_play(self) -> int | None:
        """``self.turn``, or None once the match is over."""
        return None if self.over else self.turn

    def is_over(self) -> bool:
        """Whether ``self.over`` is set."""
        return self.over

    def result(self) -> Result | None:
        """``self.scores`` and ``self.winners`` once the match is over, else None."""
        if not self.over:
            return None
        return Result(tuple(self.scores), tuple(self.winners))

    def _legal_now(self) -> list[Action]:
        """The kept legal actions of the seat to move (not to be changed)."""
        if self._legal_version != self._version:
            self._legal = self._compute_legal(self.turn)
            self._legal_version = self._version
        return self._legal

    def legal_actions(self, seat: int) -> list[Action]:
        """A copy of the kept legal actions when ``seat`` is to move; else empty."""
        if self.over or seat != self.turn:
            return []
        return self._legal_now()[:]

    def legal_by_text(self) -> dict[str, Action]:
        """The legal actions of the seat to move by their texts (kept until
        the position changes; not to be changed)."""
        if self._by_text_version != self._version:
            self._by_text = {a.text: a for a in self._legal_now()}
            self._by_text_version = self._version
        return self._by_text

    def _handed_out(self, seat: int, action: Action | str) -> Action | None:
        """``action`` itself when it is one of the kept legal actions of this
        very position (by identity), else None."""
        if (
            self._legal_version == self._version
            and seat == self.turn
            and not self.over
            and action.__class__ is Action
        ):
            for legal in self._legal:
                if legal is action:
                    return legal
        return None

    def check(self, seat: int, action: Action | str) -> Action:
        """As :meth:`Game.check`, faster for an action handed out for this very
        position or the exact text of a legal one."""
        found = self._handed_out(seat, action)
        if found is not None:
            return found
        if not self.over and seat == self.turn and isinstance(action, str):
            found = self.legal_by_text().get(action)  # the exact text: no parsing
            if found is not None:
                return found
        return super().check(seat, action)

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """:meth:`Game.apply`; the position's version is raised before the
        move is carried out, so its legal actions are worked out anew."""
        legal = self._handed_out(seat, action)
        if legal is None:
            legal = self.check(seat, action)
        self._version += 1
        events = self._apply(seat, legal)
        self.log.append(log_entry(seat, legal.text))
        return events
