"""Mau Mau moves: their stable texts, labels, the ready-made actions, and
the parser for what players type in English or German.

Stable text forms (the same in every language):

- ``play R7``, ``play B+2``, ``play GS`` (Skip), ``play YR`` (Reverse);
  ``play W R`` (a Joker, naming red), ``play W+4 G`` (a Joker +4, naming
  green); `` last`` at the end calls "Letzte": ``play R7 last``;
- ``draw`` (one card; facing a penalty: take the penalty), ``pass`` (after
  drawing), ``challenge`` ("Lüge" against a Joker +4), ``report`` (a
  forgotten "Letzte"), ``colour R`` (name the colour of a Joker turned up
  as the first card).

Players may also type words in either language: "play red 7", "spiele rot
sieben letzte", "zieh 2 blau", "red draw two", "joker grün", "wild +4 blue",
"aussetzen gelb", "ziehen", "passe", "lüge", "melden", "farbe rot".

Every action is made once, at import: legal_actions hands out these same
objects, so random play never builds an action or a label.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from accessible_games.core.game import Action
from accessible_games.core.grammar import Grammar, Operand, Slot, Verb
from accessible_games.core.messages import Msg
from accessible_games.games.colours import colour_from_word
from accessible_games.games.maumau.cards import (
    COLOUR_CODE,
    COLOURS,
    DRAW_TWO,
    KIND_CODE,
    KIND_RANK,
    KINDS,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
    colour_msg,
    kind_msg,
    kind_of,
)

# action kinds
PLAY = "play"
DRAW = "draw"
PASS = "pass"
CHALLENGE = "challenge"
REPORT = "report"
COLOUR = "colour"


@dataclass(frozen=True)
class Typed:
    """A move as typed, before it is checked against the rules."""

    kind: str  # PLAY, DRAW, PASS, CHALLENGE, REPORT or COLOUR
    card: int | None = None  # card kind (0-53) for PLAY
    colour: int | None = None  # named colour (Joker, or COLOUR)
    last: bool = False  # "Letzte" called with the play

    @property
    def text(self) -> str:
        if self.kind == PLAY:
            return play_text(self.card, self.colour, self.last)  # type: ignore[arg-type]
        if self.kind == COLOUR:
            return f"colour {COLOUR_CODE[self.colour]}"  # type: ignore[index]
        return self.kind


def play_text(kind: int, colour: int | None, last: bool) -> str:
    text = f"play {KIND_CODE[kind]}"
    if colour is not None:
        text += f" {COLOUR_CODE[colour]}"
    return text + " last" if last else text


def _play_label(kind: int, colour: int | None, last: bool) -> Msg:
    suffix = ".last" if last else ""
    if colour is None:
        return Msg("maumau.action.play" + suffix, card=kind_msg(kind))
    return Msg("maumau.action.play_wild" + suffix, card=kind_msg(kind), colour=colour_msg(colour))


PlayKey = tuple[int, "int | None", bool]  # (card kind, named colour, "Letzte" called)
PlayOptions = tuple[tuple[tuple[Action, ...], ...], ...]  # [kind][holding two cards]


def _build_play_actions() -> tuple[dict[PlayKey, Action], PlayOptions]:
    actions: dict[PlayKey, Action] = {}
    options = []
    for kind in range(KINDS):
        colours: tuple[int | None, ...] = (0, 1, 2, 3) if KIND_RANK[kind] >= WILD else (None,)
        plain, called = [], []
        for last, into in ((False, plain), (True, called)):
            for colour in colours:
                action = Action(
                    play_text(kind, colour, last),
                    _play_label(kind, colour, last),
                    PLAY,
                    (kind, colour, last),
                )
                actions[(kind, colour, last)] = action
                into.append(action)
        # [holding two cards?] -> the actions: with two cards, also with the call
        options.append((tuple(plain), tuple(plain + called)))
    return actions, tuple(options)


#: (card kind, named colour or None, last called) -> the action
PLAY_ACTIONS, _OPTIONS = _build_play_actions()
#: PLAY_OPTIONS[kind][holding two cards] -> every way to play that kind
PLAY_OPTIONS: PlayOptions = _OPTIONS

DRAW_ONE = Action("draw", Msg("maumau.action.draw"), DRAW)
PASS_ACTION = Action("pass", Msg("maumau.action.pass"), PASS)
CHALLENGE_ACTION = Action("challenge", Msg("maumau.action.challenge"), CHALLENGE)
REPORT_ACTION = Action("report", Msg("maumau.action.report"), REPORT)
COLOUR_ACTIONS: tuple[Action, ...] = tuple(
    Action(
        f"colour {COLOUR_CODE[c]}", Msg("maumau.action.colour", colour=colour_msg(c)), COLOUR, (c,)
    )
    for c in range(4)
)
_PENALTY_DRAWS: dict[int, Action] = {}


def penalty_draw(count: int) -> Action:
    """``draw`` when facing a penalty: take the ``count`` cards."""
    action = _PENALTY_DRAWS.get(count)
    if action is None:
        action = _PENALTY_DRAWS[count] = Action(
            "draw", Msg("maumau.action.draw.penalty", count=count), DRAW, (count,)
        )
    return action


# --- the move grammar: what players type -------------------------------------------
#
# The words are in the game's Fluent files (maumau-words-*): the verbs'
# (the keys' letters among them: d draw, p pass, c challenge, k report, l
# with a card calls "Letzte"), the ranks' (maumau-words-rank-0 ... -9,
# skip, reverse, wild), and the parts of the Draw Two and Wild Draw Four
# phrases ("draw two", "zieh 2", "+2", "wild draw four", "joker plus 4").

#: a card in one word, as typed codes or as the braille forms say it: "r7", "gs"
#: (green Skip), "yr" (yellow Reverse); "ge7", "gn3" (German short colours);
#: "r-sk", "g-aus" (Skip), "y-rev", "ge-rw" (Reverse)
_COMPACT = re.compile(r"^(gn|ge|[rbgy])-?(\d|s|r|sk|rev|aus|rw)$")
_COMPACT_RANK = {"s": SKIP, "sk": SKIP, "aus": SKIP, "r": REVERSE, "rev": REVERSE, "rw": REVERSE}
_FOUR_COLOURS = {name: i for i, name in enumerate(COLOURS)}


def _words(name: str) -> frozenset[str]:
    return GRAMMAR.words(name)


def _colour(word: str) -> int | None:
    """One of the four colours, named in a word of either language."""
    return _FOUR_COLOURS.get(colour_from_word(word) or "")


def _rank(words: Sequence[str]) -> int | None:
    """The rank typed in one to three words, or None."""
    if len(words) == 1:
        word = words[0]
        if len(word) == 1 and word in "0123456789":
            return int(word)
        named = next((r for r in range(10) if word in _words(f"rank-{r}")), None)
        if named is not None:
            return named
        for rank, name in ((SKIP, "skip"), (REVERSE, "reverse"), (WILD, "wild")):
            if word in _words(name):
                return rank
        if any(word == d + t for d in _words("drawing") for t in _words("two")):
            return DRAW_TWO  # "draw2", "zieh2"
        return None
    first, last = words[0], words[-1]
    if len(words) == 2:
        if (first in _words("drawing") or first in _words("plus")) and last in _words("two"):
            return DRAW_TWO  # "draw two", "zieh 2", "+ 2", "plus zwei"
        if first in _words("plus") and last in _words("four"):
            return WILD_FOUR  # "+ 4"
        return None
    middle = words[1]
    if first in _words("wild") and last in _words("four"):
        if middle in _words("plus") or middle in _words("drawing"):
            return WILD_FOUR  # "wild + 4", "joker plus vier", "wild draw four"
    return None


def _read_plain_card(words: Sequence[str]) -> tuple[int, ...]:
    """A card of a colour: a compact code, or a colour and a rank."""
    if len(words) == 1:
        compact = _COMPACT.match(words[0])
        if compact is None:
            return ()
        colour = _colour(compact.group(1))
        code = compact.group(2)
        rank = _COMPACT_RANK[code] if code in _COMPACT_RANK else int(code)
        return (kind_of(colour, rank),) if colour is not None else ()
    for colour_word, rank_words in ((words[0], words[1:]), (words[-1], words[:-1])):
        colour, rank = _colour(colour_word), _rank(rank_words)
        if colour is not None and rank is not None and rank < WILD:
            return (kind_of(colour, rank),)
    return ()


def _read_wild_card(words: Sequence[str]) -> tuple[int, ...]:
    """A Joker or a Joker +4 (its colour is named apart)."""
    rank = _rank(words)
    return (kind_of(0, rank),) if rank is not None and rank >= WILD else ()


def _read_colour(words: Sequence[str]) -> tuple[int, ...]:
    colour = _colour(words[0]) if len(words) == 1 else None
    return (colour,) if colour is not None else ()


def _read_last(words: Sequence[str]) -> tuple[bool, ...]:
    return (True,) if len(words) == 1 and words[0] in _words("last") else ()


def _read_any_rank(words: Sequence[str]) -> tuple[int, ...]:
    rank = _rank(words)
    return (rank,) if rank is not None else ()


def _read_draw_two(words: Sequence[str]) -> tuple[int, ...]:
    return (DRAW_TWO,) if _rank(words) == DRAW_TWO else ()


#: a card of a colour and a Joker: both fill the move's "card"
PLAIN_CARD = Operand(
    "card", read=_read_plain_card, code=lambda k: KIND_CODE[k], say=kind_msg, width=3
)
WILD_CARD = Operand(
    "card", read=_read_wild_card, code=lambda k: KIND_CODE[k], say=kind_msg, width=3
)
#: the colour a Joker names, or the colour named for a Joker turned up first
NAMED = Operand("named", read=_read_colour, code=lambda c: COLOUR_CODE[c], say=colour_msg)
#: "Letzte" called with the play
LAST = Operand("last", read=_read_last, code=lambda _: "last", say=lambda _: "last")
#: the count typed with "draw" ("ziehe 4"): draw takes what is due
COUNT = Operand("count", read=_read_any_rank, width=3)
DRAW_TWO_ALONE = Operand("count", read=_read_draw_two, width=2)

GRAMMAR = Grammar(
    "maumau",
    [
        Verb("play", (Slot(PLAIN_CARD), Slot(LAST, optional=True, anywhere=True)), implied=True),
        Verb(
            "play",
            (Slot(WILD_CARD), Slot(NAMED, optional=True), Slot(LAST, optional=True, anywhere=True)),
            implied=True,
        ),
        # the count and a "Letzte" typed with it change nothing: draw takes what is due
        Verb(
            DRAW,
            (
                Slot(COUNT, optional=True, ignored=True),
                Slot(LAST, optional=True, ignored=True, anywhere=True),
            ),
        ),
        # "+2", "zieh 2" alone: taking the cards
        Verb(DRAW, (Slot(DRAW_TWO_ALONE, ignored=True),), implied=True),
        Verb(PASS),
        Verb(CHALLENGE),
        Verb(REPORT),
        Verb(COLOUR, (Slot(NAMED),), implied=True),
    ],
    spaced="+",
)


def parse_move(text: str) -> Typed | None:
    """The move a typed line means (the grammar's reading), or None if it
    is not a move at all."""
    reading = GRAMMAR.read(text)
    if reading is None:
        return None
    one = reading.one
    if reading.verb.name == PLAY:
        return Typed(PLAY, one("card"), one("named"), "last" in reading.held())
    if reading.verb.name == COLOUR:
        return Typed(COLOUR, colour=one("named"))
    return Typed(reading.verb.name)
