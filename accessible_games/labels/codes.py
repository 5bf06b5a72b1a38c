"""Braille label codes for the cards and tiles of the five games' physical decks.

A player sticks one label (or two, in opposite corners) on each card or tile
and plays at a real table. A label is read in one touch: the card's colour
and value or symbol in a few cells, the same short form the game's braille
display shows (``r7``, ``gn+2``, ``2ge``, ``ur``, ``sbrg``), so one form is
learnt for both.

The codes, per game (English / German):

- Logomachy: colour letter(s) and value, ``y7`` / ``ge7`` (the yellow 7).
- Mau Mau: colour and value or symbol, ``r7``, ``b+2``, ``g-sk`` / ``gn-aus``,
  ``y-rev`` / ``ge-rw``; Jokers ``w``, ``w+4`` / ``j``, ``j+4``.
- MONAD: rank digit (1 One ... 5 Quint) and colour, ``2y`` / ``2ge``;
  a Monad ``M``.
- Pulok: the tile's letter and colour, ``ur``, ``üb``; a Pulok ``*``.
- Mad Nooks: the four side colours in side order (long 1, long 2, short 1,
  short 2), ``kbrg`` / ``sbrg``.

All codes are data in one place below (:data:`COLOUR_LETTERS`,
:data:`MAUMAU_SYMBOLS`, ...). :func:`card_labels` lists a game's distinct
card kinds with their counts, :func:`legend` what every code part means,
and :func:`build_sheet` translates both with a braille table and refuses a
sheet whose labels are too wide, equal in braille, or need 8-dot cells.
:func:`back_translate` reads cells back to text where liblouis can.
"""

from __future__ import annotations

import functools
import importlib
import logging
from collections import Counter
from typing import Iterable

from accessible_games.braille.tables import TableError, default_table, get_table
from accessible_games.braille.translate import BRAILLE_BASE, Translator
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.labels.model import Label, LabelError, LegendEntry, Sheet

log = logging.getLogger(__name__)

GAMES = ("logomachy", "maumau", "monad", "pulok", "madnooks")
LANGS = ("en", "de")

#: the most cells a label may take in any table (a card corner)
MAX_CELLS = 8
#: what a label should take at most (one touch); wider is allowed but noted
AIM_CELLS = 5

#: Logomachy's default deck for labels: the full physical deck (60 cards;
#: for 2 to 4 players orange and purple are left out, which gives the
#: four-colours deck)
LOGOMACHY_DEFAULT_DECK = "six-colours"

#: tables whose back-translation gives the code again for every label (tested);
#: German Kurzschrift cannot be back-translated reliably by liblouis
BACK_TRANSLATION_TABLES = ("de-g0", "de-g1", "en-ueb-g1", "en-ueb-g2")

# --- the codes: data ---------------------------------------------------------------

#: a colour's letters on labels, per language: the braille display's own
#: forms (games/colours.py; Mad Nooks uses the same letters)
COLOUR_LETTERS: dict[str, dict[str, str]] = COLOUR_BRAILLE

#: a colour's name in print, per language
COLOUR_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "red": "red", "green": "green", "blue": "blue", "yellow": "yellow", "orange": "orange",
        "purple": "purple", "black": "black", "white": "white", "lightblue": "light blue",
        "darkblue": "dark blue",
    },
    "de": {
        "red": "rot", "green": "grün", "blue": "blau", "yellow": "gelb", "orange": "orange",
        "purple": "lila", "black": "schwarz", "white": "weiß", "lightblue": "hellblau",
        "darkblue": "dunkelblau",
    },
}

#: Mau Mau's special cards: symbol on the label (after the colour letter for
#: the coloured ones) and name in print (maumau/describe.py RANK_BRAILLE)
MAUMAU_SYMBOLS: dict[str, dict[str, str]] = {
    "en": {"draw2": "+2", "skip": "-sk", "reverse": "-rev", "wild": "w", "wild4": "w+4"},
    "de": {"draw2": "+2", "skip": "-aus", "reverse": "-rw", "wild": "j", "wild4": "j+4"},
}
MAUMAU_NAMES: dict[str, dict[str, str]] = {
    "en": {"draw2": "Draw Two", "skip": "Skip", "reverse": "Reverse", "wild": "Wild",
           "wild4": "Wild Draw Four"},
    "de": {"draw2": "Zieh 2", "skip": "Aussetzen", "reverse": "Richtungswechsel", "wild": "Joker",
           "wild4": "Joker +4"},
}

#: MONAD's ranks: the digit on the label (the Monad: a letter), name and value
MONAD_RANK_CODES = ("1", "2", "3", "4", "5", "M")
#: MONAD's function cards, which the game deals but does not shuffle into
#: its 58 cards: one identity (Stamm) card per colour, and 4 alike Bonus cards
MONAD_IDENTITY_CODE = {"en": "id", "de": "st"}
MONAD_IDENTITY_NAME = {"en": "Identity card", "de": "Stammkarte"}
MONAD_BONUS_CODE = "bo"
MONAD_BONUS_NAME = {"en": "Bonus card", "de": "Bonuskarte"}
MONAD_BONUS_COUNT = 4
MONAD_RANK_NAMES: dict[str, tuple[str, ...]] = {
    "en": ("One", "Bi", "Tri", "Quad", "Quint", "Monad"),
    "de": ("Einer", "Bi", "Tri", "Quad", "Quint", "Monad"),
}

#: Pulok's joker on the label, and its name
PULOK_JOKER_CODE = "*"
PULOK_JOKER_NAME = {"en": "Pulok", "de": "Pulok"}

#: Mad Nooks' colours: one letter each, as its display shows them
#: (madnooks/describe.py COLOUR_LETTERS: German green is "g" here, not "gn")
MADNOOKS_COLOUR_LETTERS: dict[str, dict[str, str]] = {
    "en": {"black": "k", "blue": "b", "red": "r", "green": "g"},
    "de": {"black": "s", "blue": "b", "red": "r", "green": "g"},
}

#: Mad Nooks' sides as the display names them (madnooks describe_messages)
MADNOOKS_SIDE_CODES: dict[str, tuple[str, ...]] = {
    "en": ("l1", "l2", "s1", "s2"),
    "de": ("l1", "l2", "k1", "k2"),
}

#: the sheet's title and the legend's texts, per language
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "title": "{game}: braille labels",
        "logomachy.value": "the value, {low} to {high}, after the colour (with the number sign)",
        "logomachy.example": "example: {name}; the colour, then the value",
        "maumau.value": "a number card's value, 0 to 9, after the colour (with the number sign)",
        "maumau.symbol": "{name}, after the colour",
        "maumau.wild": "{name}, no colour",
        "maumau.example": "example: {name}; the colour, then the value or symbol",
        "monad.rank": "first the rank: {name}, worth {value}",
        "monad.monad": "Monad, worth 80, no colour",
        "monad.identity": "identity card (Stamm), then its colour",
        "monad.bonus": "Bonus card",
        "monad.colour": "then the colour: {name}",
        "monad.example": "example: {name}; the rank digit with the number sign, then the colour "
                         "(a letter a to j after a digit gets the letter sign)",
        "pulok.letter": "first the tile's letter, one of S A G N I X Ü B E R P U L O K; "
                        "ü is the letter U umlaut",
        "pulok.colour": "then the colour: {name}",
        "pulok.joker": "a Pulok (the joker), no colour",
        "pulok.example": "example: {name}; the letter, then the colour",
        "madnooks.colour": "{name}",
        "madnooks.side": "letter {number}: {side}",
        "madnooks.example": "example: {name}; hold the tile like the letter L, corner bottom left, "
                            "one arm to the right and one up; the label is on the corner",
        "madnooks.long1": "long side 1, the bottom edge",
        "madnooks.long2": "long side 2, the left edge",
        "madnooks.short1": "short side 1, the top of the right arm",
        "madnooks.short2": "short side 2, the right of the upper arm",
    },
    "de": {
        "title": "{game}: Brailleetiketten",
        "logomachy.value": "der Wert, {low} bis {high}, nach der Farbe (mit Zahlzeichen)",
        "logomachy.example": "Beispiel: {name}; die Farbe, dann der Wert",
        "maumau.value": "der Wert einer Zahlenkarte, 0 bis 9, nach der Farbe (mit Zahlzeichen)",
        "maumau.symbol": "{name}, nach der Farbe",
        "maumau.wild": "{name}, ohne Farbe",
        "maumau.example": "Beispiel: {name}; die Farbe, dann der Wert oder das Zeichen",
        "monad.rank": "zuerst der Rang: {name}, Wert {value}",
        "monad.monad": "Monad, Wert 80, ohne Farbe",
        "monad.identity": "Stammkarte, dann ihre Farbe",
        "monad.bonus": "Bonuskarte",
        "monad.colour": "dann die Farbe: {name}",
        "monad.example": "Beispiel: {name}; die Rangziffer mit Zahlzeichen, dann die Farbe "
                         "(ein Buchstabe a bis j nach einer Ziffer bekommt das Buchstabenzeichen)",
        "pulok.letter": "zuerst der Buchstabe des Kärtchens, einer von S A G N I X Ü B E R P U L O K",
        "pulok.colour": "dann die Farbe: {name}",
        "pulok.joker": "ein Pulok (der Joker), ohne Farbe",
        "pulok.example": "Beispiel: {name}; der Buchstabe, dann die Farbe",
        "madnooks.colour": "{name}",
        "madnooks.side": "Buchstabe {number}: {side}",
        "madnooks.example": "Beispiel: {name}; halte das Kärtchen wie den Buchstaben L, die Ecke "
                            "unten links, ein Arm nach rechts und einer nach oben; das Etikett "
                            "klebt auf der Ecke",
        "madnooks.long1": "lange Seite 1, die untere Kante",
        "madnooks.long2": "lange Seite 2, die linke Kante",
        "madnooks.short1": "kurze Seite 1, oben am rechten Arm",
        "madnooks.short2": "kurze Seite 2, rechts am oberen Arm",
    },
}

GAME_TITLES: dict[str, dict[str, str]] = {
    "en": {"logomachy": "Logomachy", "maumau": "Mau Mau", "monad": "MONAD", "pulok": "Pulok",
           "madnooks": "Mad Nooks"},
    "de": {"logomachy": "Logomachy", "maumau": "Mau Mau", "monad": "MONAD",
           "pulok": "Sag nix über Pulok", "madnooks": "Mad Nooks"},
}

#: a card kind: (key, code, print text, count)
CardKind = tuple[str, str, str, int]


# --- checks of the request ------------------------------------------------------------


def _check_game(game: str) -> None:
    if game not in GAMES:
        known = ", ".join(GAMES)
        raise LabelError(f"Unknown game {game!r}; choose one of: {known}.",
                         f"Unbekanntes Spiel {game!r}; zur Wahl stehen: {known}.")


def _lang(lang: str) -> str:
    """"en" or "de" from a language such as "de_DE"; English for any other."""
    short = (lang or "en").split("_")[0].split("-")[0].lower()
    return short if short in LANGS else "en"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _colour_name(colour: str, lang: str) -> str:
    return COLOUR_NAMES[lang][colour]


# --- the card kinds per game ----------------------------------------------------------


def _logomachy_cards(deck):
    """The cards of a Logomachy deck: a standard deck's name or a deck file."""
    from accessible_games.core.errors import GameError
    from accessible_games.games.logomachy.deck import STANDARD_DECKS, load_deck_file, standard_deck

    importlib.import_module("accessible_games.games.logomachy.messages")  # the deck errors' texts

    if deck is None:
        deck = LOGOMACHY_DEFAULT_DECK
    try:
        if isinstance(deck, str) and deck in STANDARD_DECKS:
            return standard_deck(deck)
        return load_deck_file(deck)
    except GameError as exc:
        raise LabelError(exc.text("en"), exc.text("de")) from exc
    except TypeError as exc:
        raise LabelError(f"A Logomachy deck is a deck file or one of {', '.join(STANDARD_DECKS)}.",
                         f"Ein Logomachy-Deck ist eine Deckdatei oder eines von "
                         f"{', '.join(STANDARD_DECKS)}.") from exc


def _logomachy(lang: str, deck) -> list[CardKind]:
    cards = _logomachy_cards(deck)
    counts: Counter[tuple[str, int]] = Counter()
    letters: dict[tuple[str, int], list[str]] = {}
    for card in cards:  # the letter does not matter in play: colour and value make a kind
        kind = (card.colour, card.value)
        counts[kind] += 1
        if card.letter and card.letter not in letters.setdefault(kind, []):
            letters[kind].append(card.letter)
    out = []
    for (colour, value), count in counts.items():
        code = f"{COLOUR_LETTERS[lang][colour]}{value}"
        text = f"{_cap(_colour_name(colour, lang))} {value}"
        if letters.get((colour, value)):
            text += f" ({', '.join(letters[(colour, value)])})"
        out.append((f"logomachy:{colour}:{value}", code, text, count))
    return out


def _maumau(lang: str) -> list[CardKind]:
    from accessible_games.games.maumau.cards import CARDS, COLOURS, KIND_COLOUR, KIND_RANK, KINDS, RANK_NAMES

    counts = Counter(card.kind for card in CARDS)
    out = []
    for kind in range(KINDS):
        rank = KIND_RANK[kind]
        name = RANK_NAMES[rank]
        if KIND_COLOUR[kind] >= 0:  # the Jokers have none (NO_COLOUR)
            colour = COLOURS[KIND_COLOUR[kind]]
            letter, colour_text = COLOUR_LETTERS[lang][colour], _cap(_colour_name(colour, lang))
            if rank < 10:
                out.append((f"maumau:{colour}:{rank}", f"{letter}{rank}", f"{colour_text} {rank}",
                            counts[kind]))
            else:
                out.append((f"maumau:{colour}:{name}", letter + MAUMAU_SYMBOLS[lang][name],
                            f"{colour_text} {MAUMAU_NAMES[lang][name]}", counts[kind]))
        else:
            out.append((f"maumau:{name}", MAUMAU_SYMBOLS[lang][name], MAUMAU_NAMES[lang][name],
                        counts[kind]))
    return out


def _monad(lang: str) -> list[CardKind]:
    from accessible_games.games.monad.cards import CARD_KIND, COLOURS, KIND_COLOUR, KIND_RANK, KINDS, RANK_NAMES

    counts = Counter(CARD_KIND)
    out = []
    for kind in range(KINDS):
        rank, colour = KIND_RANK[kind], KIND_COLOUR[kind]
        rank_name = MONAD_RANK_NAMES[lang][rank]
        if colour < 0:
            out.append((f"monad:{RANK_NAMES[rank]}", MONAD_RANK_CODES[rank], rank_name, counts[kind]))
            continue
        colour_id = COLOURS[colour]
        out.append((f"monad:{RANK_NAMES[rank]}:{colour_id}",
                    MONAD_RANK_CODES[rank] + COLOUR_LETTERS[lang][colour_id],
                    f"{rank_name} {_colour_name(colour_id, lang)}", counts[kind]))
    # the function cards of the physical game: identity (Stamm) cards and Bonus cards
    for colour_id in COLOURS:
        out.append((f"monad:identity:{colour_id}", MONAD_IDENTITY_CODE[lang] + COLOUR_LETTERS[lang][colour_id],
                    f"{MONAD_IDENTITY_NAME[lang]} {_colour_name(colour_id, lang)}", 1))
    out.append(("monad:bonus", MONAD_BONUS_CODE, MONAD_BONUS_NAME[lang], MONAD_BONUS_COUNT))
    return out


def _pulok(lang: str) -> list[CardKind]:
    from accessible_games.games.pulok.tiles import COLOURS, LETTERS, PULOK_KIND, TILE_KIND

    counts = Counter(TILE_KIND)
    out = []
    for kind in sorted(counts):
        if kind == PULOK_KIND:
            out.append(("pulok:pulok", PULOK_JOKER_CODE, PULOK_JOKER_NAME[lang], counts[kind]))
            continue
        letter, colour = LETTERS[kind // 6], COLOURS[kind % 6]
        key_letter = "ue" if letter == "Ü" else letter.lower()
        out.append((f"pulok:{key_letter}:{colour}", letter.lower() + COLOUR_LETTERS[lang][colour],
                    f"{letter} {_colour_name(colour, lang)}", counts[kind]))
    return out


def _madnooks(lang: str) -> list[CardKind]:
    from accessible_games.games.madnooks.tiles import COLOURS, load_deck, tile_code

    counts = Counter(load_deck())
    out = []
    for colours, count in counts.items():  # deck order: the first tile of each kind
        code = "".join(MADNOOKS_COLOUR_LETTERS[lang][COLOURS[c]] for c in colours)
        text = _cap(", ".join(_colour_name(COLOURS[c], lang) for c in colours))
        out.append((f"madnooks:{tile_code(colours).lower()}", code, text, count))
    return out


def card_labels(game: str, lang: str, deck=None) -> list[CardKind]:
    """Every distinct card or tile kind of the game's physical deck, in deck
    order: (key, code, print text, count). ``deck``: for Logomachy a deck file
    (path) or a standard deck's name (default: the full six-colour deck);
    other games have one deck only (a deck given: LabelError)."""
    _check_game(game)
    lang = _lang(lang)
    if game == "logomachy":
        return _logomachy(lang, deck)
    if deck is not None:
        title = GAME_TITLES["en"][game]
        raise LabelError(f"{title} has one deck only; a deck can be chosen for Logomachy only.",
                         f"{GAME_TITLES['de'][game]} hat nur ein Deck; ein Deck lässt sich nur "
                         f"für Logomachy wählen.")
    return {"maumau": _maumau, "monad": _monad, "pulok": _pulok, "madnooks": _madnooks}[game](lang)


# --- the legend -----------------------------------------------------------------------


def _colour_entries(colours: Iterable[str], lang: str, key: str | None = None,
                    letters: dict[str, dict[str, str]] = COLOUR_LETTERS) -> list[tuple[str, str]]:
    out = []
    for colour in colours:
        name = _colour_name(colour, lang)
        out.append((letters[lang][colour], TEXTS[lang][key].format(name=name) if key else name))
    return out


def legend(game: str, lang: str, deck=None) -> list[tuple[str, str]]:
    """What every code and code part of the game's labels means, in ``lang``:
    (code, meaning). ``deck``: Logomachy's deck, as in :func:`card_labels`
    (its colours and values are listed)."""
    _check_game(game)
    lang = _lang(lang)
    t = TEXTS[lang]
    entries: list[tuple[str, str]] = []
    if game == "logomachy":
        cards = _logomachy_cards(deck)
        colours = list(dict.fromkeys(card.colour for card in cards))
        values = [card.value for card in cards]
        entries += _colour_entries(colours, lang)
        low, high = min(values), max(values)
        entries.append((str(high), t["logomachy.value"].format(low=low, high=high)))
        example = next((c for c in cards if c.colour == "yellow" and c.value == 7), cards[0])
        entries.append((f"{COLOUR_LETTERS[lang][example.colour]}{example.value}",
                        t["logomachy.example"].format(
                            name=f"{_colour_name(example.colour, lang)} {example.value}")))
    elif game == "maumau":
        from accessible_games.games.maumau.cards import COLOURS

        entries += _colour_entries(COLOURS, lang)
        entries.append(("7", t["maumau.value"]))
        symbols, names = MAUMAU_SYMBOLS[lang], MAUMAU_NAMES[lang]
        for name in ("draw2", "skip", "reverse"):
            entries.append((symbols[name], t["maumau.symbol"].format(name=names[name])))
        for name in ("wild", "wild4"):
            entries.append((symbols[name], t["maumau.wild"].format(name=names[name])))
        entries.append((COLOUR_LETTERS[lang]["blue"] + symbols["draw2"],
                        t["maumau.example"].format(name=f"{_colour_name('blue', lang)} {names['draw2']}")))
    elif game == "monad":
        from accessible_games.games.monad.cards import COLOURS, VALUE

        for rank in range(5):
            entries.append((MONAD_RANK_CODES[rank], t["monad.rank"].format(
                name=MONAD_RANK_NAMES[lang][rank], value=VALUE[rank])))
        entries.append((MONAD_RANK_CODES[5], t["monad.monad"]))
        entries.append((MONAD_IDENTITY_CODE[lang], t["monad.identity"]))
        entries.append((MONAD_BONUS_CODE, t["monad.bonus"]))
        entries += _colour_entries(COLOURS, lang, "monad.colour")
        entries.append((MONAD_RANK_CODES[1] + COLOUR_LETTERS[lang]["darkblue"], t["monad.example"].format(
            name=f"{MONAD_RANK_NAMES[lang][1]} {_colour_name('darkblue', lang)}")))
    elif game == "pulok":
        from accessible_games.games.pulok.tiles import COLOURS

        entries.append(("ü", t["pulok.letter"]))
        entries += _colour_entries(COLOURS, lang, "pulok.colour")
        entries.append((PULOK_JOKER_CODE, t["pulok.joker"]))
        entries.append(("u" + COLOUR_LETTERS[lang]["red"],
                        t["pulok.example"].format(name=f"U {_colour_name('red', lang)}")))
    else:  # madnooks
        from accessible_games.games.madnooks.tiles import COLOURS

        entries += _colour_entries(COLOURS, lang, "madnooks.colour", MADNOOKS_COLOUR_LETTERS)
        for number, (side, name) in enumerate(zip(MADNOOKS_SIDE_CODES[lang],
                                                  ("long1", "long2", "short1", "short2")), start=1):
            entries.append((side, t["madnooks.side"].format(number=number, side=t[f"madnooks.{name}"])))
        # not the deck's first tile (kbrg): a sheet's legend line is then not
        # taken for the first label, which follows it
        example = ("red", "green", "blue", "black")
        entries.append(("".join(MADNOOKS_COLOUR_LETTERS[lang][c] for c in example), t["madnooks.example"].format(
            name=", ".join(_colour_name(c, lang) for c in example))))
    return entries


# --- the sheet ------------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def _translator(table_id: str) -> Translator:
    return Translator(table_id)


def _table(table: str | None, lang: str) -> Translator:
    table_id = table or default_table(lang)
    try:
        return _translator(table_id)
    except TableError as exc:  # UnknownTable, or a table liblouis cannot load
        raise LabelError(exc.text("en"), exc.text("de")) from exc


def eight_dot(cells: str) -> bool:
    """Whether any cell uses dot 7 or 8 (not embossable in 6-dot braille, no BRF)."""
    return any((ord(ch) - BRAILLE_BASE) & 0xC0 for ch in cells)


def _check_cells(game: str, table_id: str, labels: list[Label]) -> None:
    for label in labels:
        if len(label.cells) > MAX_CELLS:
            raise LabelError(
                f"The {game} label {label.code!r} takes {len(label.cells)} cells in table "
                f"{table_id}; a label may take at most {MAX_CELLS}.",
                f"Das {game}-Etikett {label.code!r} braucht in der Tabelle {table_id} "
                f"{len(label.cells)} Zellen; erlaubt sind höchstens {MAX_CELLS}.")
        if not label.cells:
            raise LabelError(f"The {game} label {label.code!r} has no braille in table {table_id}.",
                             f"Das {game}-Etikett {label.code!r} ergibt in der Tabelle {table_id} "
                             f"keine Braillezellen.")
        if eight_dot(label.cells):
            raise LabelError(
                f"The {game} label {label.code!r} needs 8-dot cells (dots 7 or 8) in table "
                f"{table_id}; they cannot be embossed on paper in BRF: choose a 6-dot table.",
                f"Das {game}-Etikett {label.code!r} braucht in der Tabelle {table_id} 8-Punkt-Zellen "
                f"(Punkte 7 oder 8); die lassen sich im BRF-Format nicht prägen: wähle eine "
                f"6-Punkt-Tabelle.")
    seen: dict[str, Label] = {}
    for label in labels:
        other = seen.setdefault(label.cells, label)
        if other is not label:
            raise LabelError(
                f"The {game} labels {other.code!r} ({other.print_text}) and {label.code!r} "
                f"({label.print_text}) are the same braille in table {table_id}.",
                f"Die {game}-Etiketten {other.code!r} ({other.print_text}) und {label.code!r} "
                f"({label.print_text}) sind in der Tabelle {table_id} dieselbe Braille.")


def build_sheet(game: str, lang: str, table: str | None = None, per_card: int = 1,
                deck=None) -> Sheet:
    """The game's label sheet in ``lang`` with the braille ``table`` (default:
    the language's default table): title, legend and labels translated.
    LabelError (English and German) for an unknown game or table, ``per_card``
    not 1 or 2, a label wider than MAX_CELLS, two labels with equal cells,
    8-dot cells, or characters the table does not define."""
    _check_game(game)
    lang = _lang(lang)
    if per_card not in (1, 2) or isinstance(per_card, bool):
        raise LabelError(f"Labels per card must be 1 or 2 (two: opposite corners), not {per_card!r}.",
                         f"Etiketten pro Karte: 1 oder 2 (zwei: gegenüberliegende Ecken), "
                         f"nicht {per_card!r}.")
    translator = _table(table, lang)
    table_id = translator.table_id
    if translator.language != lang:  # allowed (a player may read the other language's braille)
        log.info("labels for %s in %s with the %s table %s", game, lang, translator.language, table_id)
    kinds = card_labels(game, lang, deck)
    for _, code, _, _ in kinds:
        missing = translator.undefined(code)
        if missing:
            chars = " ".join(missing)
            raise LabelError(f"The braille table {table_id} does not define {chars} (label {code!r}).",
                             f"Die Brailletabelle {table_id} kennt {chars} nicht (Etikett {code!r}).")
    labels = [Label(key, code, translator.cells(code).dots, text, count)
              for key, code, text, count in kinds]
    _check_cells(game, table_id, labels)
    entries = [LegendEntry(code, translator.cells(code).dots, meaning, translator.cells(meaning).dots)
               for code, meaning in legend(game, lang, deck if game == "logomachy" else None)]
    title = TEXTS[lang]["title"].format(game=GAME_TITLES[lang][game])
    return Sheet(game=game, lang=lang, table=table_id, title=title,
                 title_cells=translator.cells(title).dots, legend=entries, labels=labels,
                 per_card=per_card)


# --- reading back ---------------------------------------------------------------------


def back_translate(cells: str, table: str) -> str | None:
    """The print text of Unicode braille ``cells`` by liblouis' back-translation
    with ``table``; None for a table whose back-translation is unreliable
    (German Kurzschrift). UnknownTable for an unknown table id."""
    get_table(table)
    if table not in BACK_TRANSLATION_TABLES:
        return None
    return _translator(table).back_translate(cells)


def _self_check() -> None:  # pragma: no cover - a quick look: python -m accessible_games.labels.codes
    from accessible_games.braille.tables import table_ids

    for game in GAMES:
        for lang in LANGS:
            for table in table_ids(lang):
                sheet = build_sheet(game, lang, table)
                wide = max(sheet.labels, key=lambda label: len(label.cells))
                print(f"{game:10} {lang} {table:10} kinds {len(sheet.labels):3} "
                      f"cards {sum(label.count for label in sheet.labels):4} widest {wide.code!r} "
                      f"{wide.cells} ({len(wide.cells)})")


if __name__ == "__main__":  # pragma: no cover
    _self_check()


__all__ = [
    "GAMES", "MAX_CELLS", "AIM_CELLS", "COLOUR_LETTERS", "card_labels", "legend", "build_sheet",
    "back_translate", "eight_dot",
]
