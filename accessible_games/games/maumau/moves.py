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
from dataclasses import dataclass

from accessible_games.core.game import Action
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


# --- parsing what players type ----------------------------------------------------

PLAY_WORDS = {"play", "spiel", "spiele", "spielen", "lege", "leg", "legen", "lay", "ausspielen"}
# the single letters are the keys of the full-screen mode, typed in the line mode:
# d draw, p pass, c challenge, k report ("Letzte" melden), l (with a card) play calling "Letzte"
DRAW_WORDS = {
    "d",
    "draw",
    "zieh",
    "ziehe",
    "ziehen",
    "nachziehen",
    "abheben",
    "hebe",
    "heben",
    "take",
    "nimm",
}
PASS_WORDS = {"p", "pass", "passe", "passen", "weiter"}
CHALLENGE_WORDS = {
    "c",
    "challenge",
    "lüge",
    "luege",
    "luge",
    "lie",
    "liar",
    "anzweifeln",
    "zweifeln",
    "zweifel",
    "bluff",
}
REPORT_WORDS = {"k", "report", "melden", "melde", "meldet"}
LAST_WORDS = {"last", "letzte", "letzter", "#last", "l"}
COLOUR_WORDS = {"colour", "color", "farbe", "choose", "wähle", "waehle", "wähl", "name", "nenne"}
VERBS = (
    PLAY_WORDS
    | DRAW_WORDS
    | PASS_WORDS
    | CHALLENGE_WORDS
    | REPORT_WORDS
    | LAST_WORDS
    | COLOUR_WORDS
)

RANK_WORDS: dict[str, int] = {
    "#d2": DRAW_TWO,
    "#w4": WILD_FOUR,
    "skip": SKIP,
    "aussetzen": SKIP,
    "aussetzer": SKIP,
    "überspringen": SKIP,
    "ueberspringen": SKIP,
    "reverse": REVERSE,
    "richtungswechsel": REVERSE,
    "wechsel": REVERSE,
    "rev": REVERSE,
    "umkehr": REVERSE,
    "richtungsänderung": REVERSE,
    "wild": WILD,
    "joker": WILD,
    "w": WILD,
    "j": WILD,
    "farbwahl": WILD,
    **{str(n): n for n in range(10)},
    **{
        w: n
        for n, w in enumerate(
            ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
        )
    },
    **{
        w: n
        for n, w in enumerate(
            ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun")
        )
    },
    "fuenf": 5,
}
FILLERS = {
    "card",
    "cards",
    "karte",
    "karten",
    "and",
    "und",
    "the",
    "die",
    "der",
    "das",
    "a",
    "an",
    "eine",
    "ein",
    "call",
    "rufe",
    "ruf",
    "sage",
    "say",
    "with",
    "mit",
    "in",
    "auf",
    "on",
    "to",
    "zu",
    "-",
}
#: a card in one word, as typed codes or as the braille forms say it: "r7", "gs"
#: (green Skip), "yr" (yellow Reverse); "ge7", "gn3" (German short colours);
#: "r-sk", "g-aus" (Skip), "y-rev", "ge-rw" (Reverse)
_COMPACT = re.compile(r"^(gn|ge|[rbgy])-?(\d|s|r|sk|rev|aus|rw)$")
_COMPACT_RANK = {"s": SKIP, "sk": SKIP, "aus": SKIP, "r": REVERSE, "rev": REVERSE, "rw": REVERSE}
_SUBSTITUTIONS = (
    # Joker +4 in its spellings: "w+4", "wild +4", "joker plus 4", "wild draw four", "+4"
    (re.compile(r"\b(?:wild|joker|j|w)\s*(?:\+|plus)\s*(?:4|four|vier)\b"), " #w4 "),
    (re.compile(r"\b(?:wild|joker)\s+(?:draw|zieh|ziehe)\s*(?:4|four|vier)\b"), " #w4 "),
    (re.compile(r"(?:\+|\bplus)\s*(?:4|four|vier)\b"), " #w4 "),
    # Draw Two: "draw two", "draw 2", "zieh 2", "ziehe zwei", "+2", "r+2"
    (re.compile(r"(?:\b(?:draw|zieh|ziehe)\s*|\+\s*|\bplus\s*)(?:2|two|zwei)\b"), " #d2 "),
    (re.compile(r"\b(?:last|letzte)\s+(?:card|karte)\b"), " #last "),
)
_FOUR_COLOURS = {name: i for i, name in enumerate(COLOURS)}


def parse_move(text: str) -> Typed | None:
    """The move a typed line means, or None if it is not a move at all."""
    s = " " + text.strip().lower().replace(",", " ").replace("!", " ").replace(".", " ") + " "
    for pattern, replacement in _SUBSTITUTIONS:
        s = pattern.sub(replacement, s)
    verb: str | None = None
    ranks: list[int] = []
    colours: list[int] = []
    last = False
    for token in s.split():
        compact = _COMPACT.match(token)
        if compact:
            colours.append(_FOUR_COLOURS[colour_from_word(compact.group(1)) or ""])
            code = compact.group(2)
            ranks.append(_COMPACT_RANK[code] if code in _COMPACT_RANK else int(code))
            continue
        if token in LAST_WORDS:
            last = True
            continue
        if token in VERBS:
            word = (
                PLAY
                if token in PLAY_WORDS
                else DRAW
                if token in DRAW_WORDS
                else PASS
                if token in PASS_WORDS
                else CHALLENGE
                if token in CHALLENGE_WORDS
                else REPORT
                if token in REPORT_WORDS
                else COLOUR
            )
            if verb is not None and verb != word:
                return None
            verb = word
            continue
        if token in RANK_WORDS:
            ranks.append(RANK_WORDS[token])
            continue
        if token in FILLERS:
            continue
        colour = colour_from_word(token)
        if colour in _FOUR_COLOURS:
            colours.append(_FOUR_COLOURS[colour])
            continue
        return None
    if len(colours) > 1 or len(ranks) > 1:
        return None
    colour = colours[0] if colours else None
    if verb == DRAW and colour is None:
        return Typed(DRAW)  # "ziehe 4", "draw 2": taking the cards
    if ranks:
        rank = ranks[0]
        if verb not in (None, PLAY):
            return None
        if rank >= WILD:
            return Typed(PLAY, kind_of(0, rank), colour, last)
        if colour is None:
            if rank == DRAW_TWO and verb is None and not last:
                return Typed(DRAW)  # "zieh 2", "+2" alone: take the cards
            return None
        return Typed(PLAY, kind_of(colour, rank), None, last)
    if verb in (PASS, CHALLENGE, REPORT, DRAW):
        return Typed(verb) if colour is None and not last else None
    if verb is None and last and colour is None and "l" not in s.split():
        return Typed(REPORT)  # "Letzte" on its own is the report button (but "l" needs a card)
    if colour is not None and verb in (None, COLOUR) and not last:
        return Typed(COLOUR, colour=colour)
    return None
