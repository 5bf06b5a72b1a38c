"""The base of every game's narrator: turns events and views into
:class:`Utterance` values for one listener (a seat, or an onlooker) in one
language. Narrators are pure: they return data and speak nothing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from accessible_games.core.game import Action, Event
from accessible_games.core.messages import (
    Msg,
    has_key,
    join_list,
    render,
    render_both,
    render_braille,
)
from accessible_games.core.utterance import Category, Priority, Utterance


@dataclass(frozen=True)
class Item:
    """One entry of a zone a front end lists (a card in the hand, a pile on
    the table, a player): ``id`` stays the same while the thing is there, so
    a focused item keeps the focus when the list is refilled."""

    id: str
    speech: str
    braille: str = ""

    @property
    def brailled(self) -> str:
        """The item's braille form; its speech when it has none."""
        return self.braille or self.speech


@dataclass(frozen=True)
class Area:
    """One of the table's areas (middle, discard pile, columns ...): a key
    for the front end, its title and the key that jumps to it."""

    key: str
    title: Msg
    hotkey: str | None = None


#: ids of the action list's items that are no move (group headings) start with this
HEADING = "#"
#: an action listed twice (under "Best moves" and in its group) has the id
#: ``<tag><ALIAS><action text>`` the second time, e.g. ``best:combine 2Y 2L``
ALIAS = ":"


def heading_id(name: str) -> str:
    """The id of the action list's heading ``name`` ("#group:combine")."""
    return f"{HEADING}group{ALIAS}{name}"


def alias_id(tag: str, text: str) -> str:
    """The id of action ``text`` listed again under ``tag`` ("best:draw")."""
    return f"{tag}{ALIAS}{text}"


def action_text(item_id: str | None) -> str | None:
    """The action text an item of the action list plays: None for a heading,
    the text after the tag for an action listed again, else the id itself.
    (Action texts never hold a colon in their first word.)"""
    if item_id is None or item_id.startswith(HEADING):
        return None
    tag, sep, rest = item_id.partition(ALIAS)
    if sep and tag and " " not in tag:
        return rest
    return item_id


def level_said(level: str) -> Msg | str:
    """A computer player's level as the player hears it ("good"); a level
    the program has no words for as it is."""
    return Msg(f"tui.level.{level}") if has_key(f"tui.level.{level}") else level


class Narrator:
    """Subclasses implement :meth:`event` and the state descriptions, and
    describe their table for list front ends with :meth:`areas`,
    :meth:`area_items`, :meth:`hand_items`, :meth:`player_items`,
    :meth:`action_items` and :meth:`actions_for_hand_item`."""

    #: the title of the viewer's own zone, when "Hand" does not fit (Pulok's tiles)
    hand_title: Msg | None = None
    #: the match counts points a player can read (the front ends offer the
    #: scores at its end); False for one that counts none (a quick game)
    counts_points = True

    def __init__(
        self,
        lang: str,
        names: list[str],
        viewer: int | None,
        facts: Mapping[str, Any] | None = None,
    ) -> None:
        """The one constructor of every narrator: the language, the seats'
        names, the listener's seat (None: an onlooker) and the match's
        facts (``Game.facts()``: its variant, options and what else the
        game's narration needs). Plain data only, never the live game, so a
        front end at another machine makes the same narrator from what it
        receives."""
        self.lang = lang
        self.names = names
        self.viewer = viewer
        self.facts: Mapping[str, Any] = facts or {}

    def fact(self, name: str, default: Any = None) -> Any:
        """The match's fact ``name`` (``default`` when the facts do not
        say)."""
        return self.facts.get(name, default)

    def option(self, name: str, default: Any = None) -> Any:
        """The table's option ``name`` from the facts (``default`` when they
        do not say)."""
        options = self.facts.get("options")
        return options.get(name, default) if isinstance(options, Mapping) else default

    # --- helpers ------------------------------------------------------------

    def t(self, key: str, **params: Any) -> str:
        """The message ``key`` with ``params``, rendered in the narrator's language."""
        return render(Msg(key, **params), self.lang)

    def has(self, key: str) -> bool:
        """Whether the code key ``key`` names a message."""
        return has_key(key)

    def name(self, seat: int | None) -> str:
        """``seat`` as named within a sentence: "you" for the listener, else the
        seat's name ("-" for no seat)."""
        if seat is None:
            return "-"
        if seat == self.viewer:
            return render(Msg("core.you"), self.lang)
        return self.names[seat]

    def who(self, seat: int | None) -> str:
        """The ``$who`` of a message about ``seat``: "you" for the listener."""
        return "you" if seat is not None and seat == self.viewer else "other"

    #: each seat's computer player, where the front end marks them in the
    #: lines about each player (a game server's table): a bot's level,
    #: "away" for a person's seat a computer plays meanwhile, None for a
    #: person; empty: no marks
    levels: Sequence[str | None] = ()

    def seat_name(self, seat: int) -> str:
        """``seat`` as a line about each player begins: "You" / "Du" for the
        listener (never "Player 1"), else the seat's name; with
        :attr:`levels`, a computer player marked ("Clara (computer, good)")."""
        if seat == self.viewer:
            return render(Msg("names.you"), self.lang)
        name = self.names[seat]
        level = self.levels[seat] if seat < len(self.levels) else None
        if level == "away":
            return render(Msg("names.seat.away", name=name), self.lang)
        if level:
            return render(Msg("names.seat.bot", name=name, level=level_said(level)), self.lang)
        return name

    def names_list(self, seats: list[int]) -> str:
        """The names of ``seats`` (as :meth:`name` says them) as one list in the
        narrator's language ("Anna, Ben and you")."""
        return join_list([self.name(s) for s in seats], self.lang)

    def _address(self, seat: int | None, params: dict[str, Any]) -> bool:
        """Give a message about ``seat``'s doing its ``$player`` (the seat's
        name, unless given) and ``$who``; whether the seat is the listener."""
        own = seat is not None and seat == self.viewer
        if seat is not None:
            params.setdefault("player", self.names[seat])
            params["who"] = "you" if own else "other"
        return own

    def say(
        self,
        key: str,
        seat: int | None = None,
        category: Category | None = None,
        priority: Priority = Priority.QUEUE,
        **params: Any,
    ) -> Utterance:
        """The utterance for ``key`` about ``seat``'s doing: said with
        ``$who`` = "you" when ``seat`` is the listener (the message's own
        form) and "other" otherwise, ``$player`` the seat's name, and
        brailled as the message's ``.br`` short form (if it has one)."""
        own = self._address(seat, params)
        speech, braille = render_both(Msg(key, **params), self.lang)
        if braille is None:
            braille = speech
        if category is None:
            category = (
                Category.OWN if own else Category.OTHERS if seat is not None else Category.TABLE
            )
        return Utterance(speech, braille, category, priority)

    def _two(
        self,
        key: str,
        seat: int | None,
        speech: dict,
        braille: dict,
        category: Category | None = None,
        priority: Priority = Priority.QUEUE,
        **kw: Any,
    ) -> Utterance:
        """An utterance whose parameters differ between speech and braille
        (cards named in words, and in their short braille forms): the
        message said with ``speech``, its ``.br`` form (else the message
        itself) with ``braille``; each rendered once."""
        own = self._address(seat, kw)
        spoken = render(Msg(key, **kw, **speech), self.lang)
        said_br = Msg(key, **kw, **braille)
        brailled = render_braille(said_br, self.lang)
        if brailled is None:
            brailled = render(said_br, self.lang)
        if category is None:
            category = (
                Category.OWN if own else Category.OTHERS if seat is not None else Category.TABLE
            )
        return Utterance(spoken, brailled, category, priority)

    def _joined(
        self,
        parts: list[Utterance],
        category: Category | None = None,
        priority: Priority | None = None,
    ) -> Utterance:
        """Several sentences said as one utterance."""
        first = parts[0]
        return Utterance(
            " ".join(p.speech for p in parts),
            "; ".join(p.braille for p in parts),
            category or first.category,
            priority or first.priority,
        )

    def info(self, speech: str, braille: str | None = None) -> Utterance:
        """An answer to the player: ``speech``, brailled as ``braille`` (default:
        the speech), that cuts off what is being said."""
        return Utterance(
            speech, braille if braille is not None else speech, Category.INFO, Priority.INTERRUPT
        )

    def query(self, text: str, view: dict[str, Any]) -> Utterance | None:
        """The answer to a question of the game's own typed in the line mode
        (Pulok's "row 3", "proposal", "was fehlt"), or None when ``text``
        is none (it may then be a move)."""
        return None

    def action(self, action: Action) -> Utterance:
        """The label of ``action``, said as an answer (:meth:`info`)."""
        text = render(action.label, self.lang)
        return self.info(text)

    # --- to implement -------------------------------------------------------

    def event(self, event: Event) -> Utterance | None:
        """What the listener hears of ``event``, or None when it is not said.
        Subclasses implement it."""
        raise NotImplementedError

    def hand(self, view: dict[str, Any]) -> Utterance:
        """The listener's hand, said as an answer. Subclasses implement it."""
        raise NotImplementedError

    def table(self, view: dict[str, Any]) -> Utterance:
        """What lies on the table, said as an answer. Subclasses implement it."""
        raise NotImplementedError

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        """The scores as answers, the main line first; ``detail`` asks for more
        (the earlier rounds). Subclasses implement it."""
        raise NotImplementedError

    def status(self, view: dict[str, Any]) -> Utterance:
        """Where the match stands now (whose turn it is and what matters to a
        move), said as an answer. Subclasses implement it."""
        raise NotImplementedError

    def legend(self) -> Utterance:
        """What the game's short braille forms mean, said as an answer. Subclasses
        implement it."""
        raise NotImplementedError

    def recap(self, view: dict[str, Any]) -> Utterance:
        """Where the player stands, in one line: said when the player's turn
        comes, after a saved game is continued, and on request. The
        default: the hand and the table; a game sums up what matters to a
        move (Logomachy: the hand and every card in the middle)."""
        return self._joined([self.hand(view), self.table(view)], Category.INFO, Priority.POLITE)

    def hand_item(self, view: dict[str, Any], index: int, legal: list[Action]) -> Utterance:
        """The hand's item ``index`` and what playing it would do."""
        raise NotImplementedError

    # --- zones for list front ends ------------------------------------------

    def areas(self) -> list[Area]:
        """The table's areas in the order a player walks them."""
        return []

    def area_items(self, key: str, view: dict[str, Any]) -> list[Item]:
        """The items of the area ``key`` (one of :meth:`areas`) in ``view``; the
        default: none."""
        return []

    def grid_zones(self) -> tuple[str, ...]:
        """The areas that are a board cursor rather than a list (Mad Nooks'
        board): there the four arrows call :meth:`grid_move`."""
        return ()

    def grid_move(self, key: str, view: dict[str, Any], dx: int, dy: int) -> Utterance | None:
        """Move the board cursor of area ``key`` by (dx, dy), x east and y
        north, and say where it is now (None: no such cursor)."""
        return None

    def hand_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """The viewer's hand, one item per card, each saying what playing it would do."""
        items = []
        for index, card in enumerate(view.get("hand", [])):
            said = self.hand_item(view, index, legal)
            items.append(Item(f"c{card}", said.speech, said.braille))
        return items

    def action_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """The list of the player's moves: by default one item per legal
        action, in the game's order, its id the action's text and its text
        the action's label. A game may group and sort them: items whose id
        starts with :data:`HEADING` are headings (said, never played), and an
        action listed twice has an :func:`alias_id` the second time;
        :func:`action_text` gives the move an item plays."""
        return [Item(a.text, render(a.label, self.lang)) for a in legal]

    def actions_for_hand_item(
        self, view: dict[str, Any], index: int, legal: list[Action]
    ) -> list[Action]:
        """The legal actions that play the hand's item ``index``."""
        return []

    def player_items(self, view: dict[str, Any]) -> list[Item]:
        """One item per seat: name, score (``view["scores"]`` when the game
        has one) and whether it is that player's turn."""
        scores = view.get("scores")
        turn = view.get("turn")
        items = []
        for seat in range(len(self.names)):
            name = self.seat_name(seat)
            if scores is None:
                msg = Msg("core.player.noscore", name=name)
            else:
                key = "core.player.turn" if seat == turn else "core.player"
                msg = Msg(key, name=name, score=scores[seat])
            text = render(msg, self.lang)
            items.append(Item(f"p{seat}", text))
        return items
