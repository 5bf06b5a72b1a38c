"""Moves as a grammar: a game declares its moves as verbs with typed
operands, and the core makes from the declaration what every game needs of
typed moves:

- the stable move text (:meth:`Grammar.text`), the same in every language;
- the parser of typed moves in English and German (:meth:`Grammar.read`):
  the verb's words and abbreviations, the operands' words, codes and
  numbers, in the word order the declaration allows;
- :meth:`Grammar.understands` (is a line meant as a move at all?),
  :meth:`Grammar.find` (the legal action a typed line means) and
  :meth:`Grammar.refusal` (the default reason a line is refused: the first
  operand no legal move matches, in the player's words).

The words a player may type are not in the code: each verb's and marker's
words are a message of the game's Fluent files, ``<game>-words-<name>``, a
comma-separated list in each language, and a player may type the words of
either language. Phrases that stand for one word ("draw two" for a Draw
Two card) are ``<game>-phrases-<token>``. The operands read their own words
(colours, ranks, card codes, numbers) and say their values as messages.

A worked example, a toy game whose moves are ``take 3`` and ``give R 2``::

    NUMBER = Operand("number", read=read_number(1, 9), say=lambda n: Msg("toy.n", n=n))
    COLOUR = Operand("colour", read=read_colour, code=str.upper, say=colour_msg)
    GRAMMAR = Grammar("toy", [Verb("take", (Slot(NUMBER),)),
                              Verb("give", (Slot(COLOUR), Slot(NUMBER)), implied=True)])

``GRAMMAR.text("give", "R", 2)`` is ``"give R 2"``; with ``toy-words-give
= give, g`` in English and ``toy-words-give = gib`` in German, "gib rot 2",
"give 2 red", "g r 2" and "r 2" all read as that move: ``give`` is implied
by its operands, and its unmarked operands may come in any order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from accessible_games.core.game import Action, normalize
from accessible_games.core.messages import Msg, OneOf, catalog
from accessible_games.i18n import fluent

#: the languages whose words a player may type (either, whatever the settings)
LANGUAGES = ("en", "de")

#: a reading of an operand: every value the typed words may mean ("blue"
#: may mean light or dark blue: the legal moves decide)
Values = frozenset

#: the most words one operand may take ("wild draw four" takes three, "at 3 , -2" four)
MAX_WIDTH = 4
#: the most words a typed move is read in (a longer line is no move)
MAX_WORDS = 40


@dataclass(frozen=True)
class Operand:
    """A kind of operand (a card, a colour, a row, an amount): how a player
    may type one, its code in the stable text, and how it is said.

    ``read`` takes one to ``width`` words and returns the values they may
    mean (empty: not this operand). ``code`` turns a value into its stable
    text (one word); ``say`` into a message (for refusals)."""

    name: str
    read: Callable[[Sequence[str]], Iterable[Any]]
    code: Callable[[Any], str] = str
    say: Callable[[Any], Msg | str] = str
    width: int = 1


@dataclass(frozen=True)
class Slot:
    """A place for an operand in a verb.

    ``marker``: the word before it in the stable text (``take`` in ``play
    Y7 take R7``), typed in any of its words (``<game>-words-<marker>``).
    ``many``: one operand or more; ``optional``: it may be left out.
    ``key``: what the slot holds, for matching typed moves to legal ones
    (default: the marker, else the operand's name); two forms of a verb
    match where their keys hold the same. ``ignored``: typed, but not part
    of the move (the count in "draw 2", where draw takes what is due).
    ``anywhere``: a one-word operand that may stand anywhere in the line,
    even between the words of another ("rot letzte 7")."""

    operand: Operand
    marker: str | None = None
    many: bool = False
    optional: bool = False
    key: str | None = None
    ignored: bool = False
    anywhere: bool = False

    @property
    def holds(self) -> str:
        """What the slot holds for matching typed moves to legal ones: ``key``,
        else the marker, else the operand's name."""
        return self.key or self.marker or self.operand.name


@dataclass(frozen=True)
class Verb:
    """A move's verb, its stable first word ``name``, typed in any of its
    words (``<game>-words-<name>``), with its slots.

    ``implied``: the verb may be left out where its operands say it ("r7"
    for "play r7"). ``ordered``: its operands come in the declared order,
    and a slot's marker may then be left out ("play Y7 R7" for "play Y7
    take R7"); otherwise its unmarked operands come in any order. A verb
    may be declared in several forms (the same name, other slots): the
    first declared is the one :meth:`Grammar.text` writes."""

    name: str
    slots: tuple[Slot, ...] = ()
    implied: bool = False
    ordered: bool = False


@dataclass(frozen=True)
class Reading:
    """What a typed line says: the verb, and per slot the operands given,
    each as the set of values it may mean."""

    verb: Verb
    operands: tuple[tuple[Values, ...], ...]

    def held(self) -> dict[str, tuple[Values, ...]]:
        """The operands by what their slots hold (ignored slots left out)."""
        found: dict[str, tuple[Values, ...]] = {}
        for slot, given in zip(self.verb.slots, self.operands, strict=True):
            if not slot.ignored and given:
                found[slot.holds] = found.get(slot.holds, ()) + given
        return found

    def one(self, key: str) -> Any:
        """The value of the first operand held under ``key`` (the least,
        where it may mean several), or None when none is."""
        held = self.held()
        return min(held[key][0]) if key in held else None

    def matches(self, exact: Reading) -> bool:
        """Whether the move ``exact`` (a stable text's reading: one value
        per operand) is one this reading may mean."""
        if exact.verb.name != self.verb.name:
            return False
        typed, given = self.held(), exact.held()
        return all(_fits(typed.get(k, ()), given.get(k, ())) for k in typed.keys() | given)


def _fits(typed: tuple[Values, ...], exact: tuple[Values, ...]) -> bool:
    """Each exact value is meant by one typed operand, each typed operand
    used once, in any pairing (the order of a many-slot's operands is free;
    "one blue 1L" pays 1D and 1L whichever blue the first one is)."""
    if len(typed) != len(exact):
        return False

    def pair(index: int, used: frozenset[int]) -> bool:
        if index == len(exact):
            return True
        return any(
            j not in used and exact[index] & values and pair(index + 1, used | {j})
            for j, values in enumerate(typed)
        )

    return pair(0, frozenset())


@dataclass
class Grammar:
    """A game's moves: its verbs (see the module's docstring)."""

    game: str
    verbs: Sequence[Verb]
    #: words the parser passes over ("the", "card"): ``<game>-words-filler``
    #: in either language, and these
    fillers: frozenset[str] = frozenset()
    #: characters that are words of their own even when typed without
    #: spaces ("y7+r3"); commas, full stops and exclamation marks are
    #: passed over unless listed here (Mad Nooks' "3,-2" keeps its comma,
    #: which says which numbers are the position)
    spaced: str = ""
    #: the tokens that phrases stand for (``<game>-phrases-<token>``)
    phrases: Sequence[str] = ()
    _words: dict[str, frozenset[str]] = field(default_factory=dict, repr=False)
    _exact: dict[str, Reading | None] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._first: dict[str, Verb] = {}
        for verb in self.verbs:
            self._first.setdefault(verb.name, verb)

    # --- the words --------------------------------------------------------

    def words(self, name: str) -> frozenset[str]:
        """The words a player may type for verb or marker ``name``: its
        stable name and the words of ``<game>-words-<name>`` in each
        language (loaded once, when first needed)."""
        found = self._words.get(name)
        if found is None:
            found = frozenset({name, *self._listed(f"{self.game}-words-{name}")})
            self._words[name] = found
        return found

    def _listed(self, ident: str) -> list[str]:
        listed: list[str] = []
        for lang in LANGUAGES:
            entry = catalog(lang).get(ident)
            if entry is not None:
                listed += _word_list(entry)
        return listed

    @cached_property
    def _phrase_table(self) -> list[tuple[tuple[str, ...], str]]:
        """(the words of a phrase, the token it stands for), longest first
        (loaded once, when first needed)."""
        table = [
            (tuple(self._split(phrase)), token)
            for token in self.phrases
            for phrase in self._listed(f"{self.game}-phrases-{token}")
        ]
        table.sort(key=lambda entry: -len(entry[0]))
        return table

    @cached_property
    def _all_fillers(self) -> frozenset[str]:
        """:attr:`fillers` and the words of ``<game>-words-filler``."""
        return self.fillers | set(self._listed(f"{self.game}-words-filler"))

    def verb_of(self, word: str) -> Verb | None:
        """The verb (its first form) ``word`` names, if any."""
        return next((v for v in self.verbs if word in self.words(v.name)), None)

    def _marker_of(self, verb: Verb, word: str) -> int | None:
        for index, slot in enumerate(verb.slots):
            if slot.marker is not None and word in self.words(slot.marker):
                return index
        return None

    # --- the stable text --------------------------------------------------

    def text(self, verb: str, *operands: Any) -> str:
        """The stable text of a move: the verb, then each slot's operands
        by their codes (a many-slot takes a sequence; None leaves an
        optional slot out), each marked slot after its marker."""
        declared = self._first[verb]
        words = [verb]
        for slot, given in zip(declared.slots, operands, strict=False):
            if given is None or given is False or (slot.many and not given):
                continue
            if slot.marker is not None:
                words.append(slot.marker)
            values = given if slot.many else [given]
            words.extend(slot.operand.code(v) for v in values)
        return " ".join(words)

    # --- reading what was typed -------------------------------------------

    def _split(self, text: str) -> list[str]:
        typed = normalize(text)
        for char in ",.!?;":
            if char not in self.spaced:
                typed = typed.replace(char, " ")
        for char in self.spaced:
            typed = typed.replace(char, f" {char} ")
        return [t for t in typed.split(" ") if t]

    def tokens(self, text: str) -> list[str]:
        """The words of a typed line as the parser reads them: split,
        phrases made single tokens, fillers passed over."""
        words = self._split(text)[: MAX_WORDS + 1]
        table = self._phrase_table
        tokens: list[str] = []
        at = 0
        while at < len(words):
            for phrase, token in table:
                if tuple(words[at : at + len(phrase)]) == phrase:
                    tokens.append(token)
                    at += len(phrase)
                    break
            else:
                tokens.append(words[at])
                at += 1
        fillers = self._all_fillers
        return [t for t in tokens if t not in fillers]

    def read(self, text: str) -> Reading | None:
        """What a typed line means as a move, or None if it is none. The
        verb is its first word, or a verb's word elsewhere in the line
        ("die rote 7 spielen"), or left out (an implied verb)."""
        tokens = self.tokens(text)
        if not tokens or len(tokens) > MAX_WORDS:
            return None
        tried: set[int] = set()
        for token in tokens:
            for verb in self.verbs:
                if id(verb) not in tried and token in self.words(verb.name):
                    tried.add(id(verb))
                    reading = self._read_as(verb, tokens)  # its words passed over
                    if reading is not None:
                        return reading
        for verb in self.verbs:
            if verb.implied:
                reading = self._read_as(verb, tokens)
                if reading is not None:
                    return reading
        return None

    def _read_as(self, verb: Verb, tokens: list[str]) -> Reading | None:
        given: list[list[Values]] = [[] for _ in verb.slots]
        said = self.words(verb.name)
        rest: list[str] = []
        for token in tokens:
            if token in said:  # the verb said twice ("melden k")
                continue
            # a word an anywhere-slot reads is taken wherever it stands
            index = next(
                (
                    i
                    for i, slot in enumerate(verb.slots)
                    if slot.anywhere and slot.operand.read([token])
                ),
                None,
            )
            if index is None:
                rest.append(token)
            elif not self._fill(
                verb, given, index, frozenset(verb.slots[index].operand.read([token]))
            ):
                return None
        marked: int | None = None  # the marked slot the words now fill
        at = 0
        while at < len(rest):
            marker = self._marker_of(verb, rest[at])
            if marker is not None:
                marked = marker
                at += 1
                continue
            read = self._operand_at(verb, rest, at, given, marked)
            if read is None:
                return None
            index, values, width = read
            if not self._fill(verb, given, index, values):
                return None
            at += width
        for declared, filled in zip(verb.slots, given, strict=True):
            if not filled and not declared.optional:
                return None
        return Reading(verb, tuple(tuple(v) for v in given))

    @staticmethod
    def _fill(verb: Verb, given: list[list[Values]], index: int, values: Values) -> bool:
        """Put an operand into its slot: a slot of one operand takes the
        same value said again once more ("letzte ... l"), not another."""
        if given[index] and not verb.slots[index].many:
            return given[index][-1] == values
        given[index].append(values)
        return True

    def _operand_at(
        self,
        verb: Verb,
        tokens: list[str],
        at: int,
        given: list[list[Values]],
        marked: int | None,
    ) -> tuple[int, Values, int] | None:
        """The slot, values and width of the operand typed at ``at``: the
        widest reading first, then the slots in their declared order."""
        open_slots = [
            i for i, slot in enumerate(verb.slots) if slot.many or not given[i] or slot.anywhere
        ]
        if marked is not None:
            candidates = [marked]
        elif verb.ordered:  # the next slot, its marker may be left out
            candidates = open_slots[:1]
        else:
            candidates = [i for i in open_slots if verb.slots[i].marker is None]
        for width in range(min(MAX_WIDTH, len(tokens) - at), 0, -1):
            words = tokens[at : at + width]
            for index in candidates:
                slot = verb.slots[index]
                if width > slot.operand.width or slot.anywhere:
                    continue
                values = frozenset(slot.operand.read(words))
                if values:
                    return index, values, width
        return None

    def understands(self, text: str) -> bool:
        """Whether ``text`` is meant as a move: it reads as one, or it
        begins with a verb's word (a refusal then explains the rules
        rather than calling it an unknown command)."""
        if self.read(text) is not None:
            return True
        tokens = self.tokens(text)
        return bool(tokens) and self.verb_of(tokens[0]) is not None

    def exact(self, text: str) -> Reading | None:
        """The reading of a stable move text (kept: a game's move texts
        repeat; the store is emptied when it grows past its bound)."""
        if text not in self._exact:
            if len(self._exact) > 20_000:
                self._exact.clear()
            self._exact[text] = self.read(text)
        return self._exact[text]

    def find(self, text: str, actions: Sequence[Action]) -> Action | None:
        """The action of ``actions`` a typed line means: its stable text
        typed as it is, or the one move its reading may mean. A line that
        may mean several moves finds none (the refusal asks which)."""
        wanted = normalize(text)
        for action in actions:
            if normalize(action.text) == wanted:
                return action
        meant = self.meant(text, actions)
        return meant[0] if len(meant) == 1 else None

    def meant(self, text: str, actions: Sequence[Action]) -> list[Action]:
        """The actions (one per stable text) a typed line may mean."""
        reading = self.read(text)
        if reading is None:
            return []
        found: dict[str, Action] = {}
        for action in actions:
            exact = self.exact(action.text)
            if exact is not None and reading.matches(exact):
                found.setdefault(action.text, action)
        return list(found.values())

    def refusal(self, text: str, actions: Sequence[Action]) -> Msg:
        """Why a typed line is no legal move among ``actions``: not a move
        at all; a verb no legal move has now; or the first operand no
        legal move with the operands before it matches, said as the
        player says it."""
        reading = self.read(text)
        if reading is None:
            return Msg("core.unknown_action", text=text.strip())
        meant = self.meant(text, actions)
        if len(meant) > 1:
            return Msg("core.grammar.which", moves=OneOf(a.label for a in meant))
        exacts = [e for e in (self.exact(a.text) for a in actions) if e is not None]
        left = [e.held() for e in exacts if e.verb.name == reading.verb.name]
        if not left:
            return Msg("core.grammar.verb_not_now", move=text.strip())
        slots = {s.holds: s for s in reading.verb.slots}
        for key, typed in reading.held().items():
            for values in typed:
                narrowed = [h for h in left if any(values & v for v in h.get(key, ()))]
                if not narrowed:
                    value = min(values, key=repr)
                    return Msg("core.grammar.no_move_with", what=slots[key].operand.say(value))
                left = narrowed
        return Msg("core.grammar.not_so", move=text.strip())


def _word_list(entry: Any) -> list[str]:
    """The comma-separated words of a compiled Fluent message."""
    value, _attrs = entry
    text = fluent.pattern_text(value)
    return [normalize(w) for w in text.split(",") if w.strip()]


def read_number(low: int, high: int) -> Callable[[Sequence[str]], Iterable[int]]:
    """An operand reader of whole numbers from ``low`` to ``high``."""

    def read(words: Sequence[str]) -> Iterable[int]:
        word = words[0] if len(words) == 1 else ""
        if word.isascii() and word.isdigit() and low <= int(word) <= high:
            return (int(word),)
        return ()

    return read
