"""Braille labels for the cards and tiles of the games' physical decks: the
generic machinery.

A player sticks one label (or two, in opposite corners) on each card or tile
and plays at a real table. A label is read in one touch: the card's colour
and value or symbol in a few cells, the same short form the game's braille
display shows, so one form is learnt for both.

Each game declares its codes, legend and deck in its own folder
(``games/<name>/labels.py``, a ``core.labels.GameLabels``), and its registry
entry carries the declaration; :data:`GAMES` are the games whose entry
declares labels, and no other game is offered. :func:`card_labels` lists a
game's distinct card kinds with their counts, :func:`legend` what every code
part means, and :func:`build_sheet` translates both with a braille table and
refuses a sheet whose labels are too wide, equal in braille, or need 8-dot
cells. :func:`back_translate` reads cells back to text where liblouis can.
"""

from __future__ import annotations

import functools
import logging

from accessible_games.braille.tables import (
    TABLES,
    TableError,
    UnknownTable,
    default_table,
    get_table,
    table_ids,
)
from accessible_games.braille.translate import BRAILLE_BASE, Translator
from accessible_games.core.errors import GameError
from accessible_games.core.labels import CardKind, GameLabels, LegendLine
from accessible_games.core.messages import LANGUAGES, Msg, OneOf, render
from accessible_games.games.registry import entry, label_game_ids
from accessible_games.labels.model import Label, LabelError, LegendEntry, Sheet

log = logging.getLogger(__name__)

#: the games whose registry entry declares labels, in registry order
GAMES: tuple[str, ...] = tuple(label_game_ids())
LANGS = LANGUAGES

#: the most cells a label may take in any table (a card corner)
MAX_CELLS = 8
#: what a label should take at most (one touch); wider is allowed but noted
AIM_CELLS = 5

#: tables whose back-translation gives the code again for every label (tested);
#: German Kurzschrift cannot be back-translated reliably by liblouis
BACK_TRANSLATION_TABLES = ("de-g0", "de-g1", "en-ueb-g1", "en-ueb-g2")


# --- the games' declarations ------------------------------------------------------------


def _declared(game: str) -> GameLabels:
    """The labels ``game``'s registry entry declares; LabelError for a game
    that declares none (or no such game)."""
    found = entry(game) if game in GAMES else None
    if found is None or found.labels is None:
        raise LabelError(Msg("labels.game.unknown", game=game, known=OneOf(GAMES)))
    return found.labels


def _lang(lang: str) -> str:
    """ "en" or "de" from a language such as "de_DE"; English for any other."""
    short = (lang or "en").split("_")[0].split("-")[0].lower()
    return short if short in LANGS else "en"


def _name(game: str) -> Msg:
    """The game's name in messages: the declared one when the declaration
    gives it as a message, else its rules' title."""
    declared = _declared(game).title
    return declared if isinstance(declared, Msg) else entry(game).rules.title


def _title(game: str, lang: str) -> str:
    """The game's name on its sheet in ``lang`` ("en" or "de"): the declared
    one, else its rules' title."""
    declared = _declared(game).title
    if declared is None or isinstance(declared, Msg):
        return render(_name(game), lang)
    if isinstance(declared, str):
        return declared
    # a name per language (GameLabels.title as a mapping)
    return declared.get(lang) or render(entry(game).rules.title, lang)


def _refused(exc: GameError) -> LabelError:
    """A game's refusal (a deck that cannot be used) as a LabelError."""
    return exc if isinstance(exc, LabelError) else LabelError(exc.msg)


def card_labels(game: str, lang: str, deck=None) -> list[CardKind]:
    """Every distinct card or tile kind of the game's physical deck, in deck
    order: (key, code, print text, count). ``deck``: for a game that takes
    decks a deck file (path) or a standard deck's name (default: the game's
    own default); other games have one deck only (a deck given: LabelError)."""
    labels = _declared(game)
    lang = _lang(lang)
    if deck is not None and not labels.decks:
        choosing = [_name(g) for g in GAMES if entry(g).labels.decks]
        raise LabelError(Msg("labels.deck.one", game=_name(game), others=choosing))
    try:
        return labels.cards(lang, deck)
    except GameError as exc:
        raise _refused(exc) from exc


def legend(game: str, lang: str, deck=None) -> list[LegendLine]:
    """What every code and code part of the game's labels means, in ``lang``:
    (code, meaning). ``deck``: the deck, for a game that takes decks, as in
    :func:`card_labels` (its colours and values are listed); ignored by
    other games."""
    labels = _declared(game)
    try:
        return labels.legend(_lang(lang), deck if labels.decks else None)
    except GameError as exc:
        raise _refused(exc) from exc


# --- the sheet ------------------------------------------------------------------------


@functools.cache
def _translator(table_id: str) -> Translator:
    return Translator(table_id)


def _table(table: str | None, lang: str) -> Translator:
    table_id = table or default_table(lang)
    try:
        return _translator(table_id)
    except TableError as exc:  # UnknownTable, or a table liblouis cannot load
        raise LabelError(_table_refused(exc, table_id)) from exc


def _table_refused(exc: TableError, table_id: str) -> Msg:
    """Why a braille table cannot be used, as a message."""
    carried = getattr(exc, "msg", None)
    if isinstance(carried, Msg):
        return carried
    if isinstance(exc, UnknownTable):
        return Msg("labels.table.unknown", table=table_id, known=OneOf(list(TABLES)))
    if isinstance(exc.__cause__, ImportError):
        return Msg("labels.table.no_liblouis")
    return Msg("labels.table.unloadable", table=table_id)


def eight_dot(cells: str) -> bool:
    """Whether any cell uses dot 7 or 8 (not embossable in 6-dot braille, no BRF)."""
    return any((ord(ch) - BRAILLE_BASE) & 0xC0 for ch in cells)


def _check_cells(game: str, table_id: str, labels: list[Label]) -> None:
    name = _name(game)
    for label in labels:
        if len(label.cells) > MAX_CELLS:
            raise LabelError(
                Msg(
                    "labels.cells.many",
                    game=name,
                    code=label.code,
                    table=table_id,
                    cells=len(label.cells),
                    most=MAX_CELLS,
                )
            )
        if not label.cells:
            raise LabelError(Msg("labels.cells.none", game=name, code=label.code, table=table_id))
        if eight_dot(label.cells):
            raise LabelError(
                Msg("labels.cells.eight_dot", game=name, code=label.code, table=table_id)
            )
    seen: dict[str, Label] = {}
    for label in labels:
        other = seen.setdefault(label.cells, label)
        if other is not label:
            raise LabelError(
                Msg(
                    "labels.cells.same",
                    game=name,
                    table=table_id,
                    first=other.code,
                    first_text=other.print_text,
                    second=label.code,
                    second_text=label.print_text,
                )
            )


def build_sheet(
    game: str, lang: str, table: str | None = None, per_card: int = 1, deck=None
) -> Sheet:
    """The game's label sheet in ``lang`` with the braille ``table`` (default:
    the language's default table): title, legend and labels translated.
    LabelError (a message) for an unknown game or table, ``per_card``
    not 1 or 2, a label wider than MAX_CELLS, two labels with equal cells,
    8-dot cells, or characters the table does not define."""
    declared = _declared(game)
    lang = _lang(lang)
    if per_card not in (1, 2) or isinstance(per_card, bool):
        raise LabelError(Msg("labels.per_card", value=repr(per_card)))
    translator = _table(table, lang)
    table_id = translator.table_id
    if translator.language != lang:  # allowed (a player may read the other language's braille)
        log.info(
            "labels for %s in %s with the %s table %s", game, lang, translator.language, table_id
        )
    kinds = card_labels(game, lang, deck)
    for _, code, _, _ in kinds:
        missing = translator.undefined(code)
        if missing:
            raise LabelError(
                Msg(
                    "labels.table.undefined",
                    table=table_id,
                    code=code,
                    chars=list(missing),
                    count=len(missing),
                )
            )
    labels = [
        Label(key, code, translator.cells(code).dots, text, count)
        for key, code, text, count in kinds
    ]
    _check_cells(game, table_id, labels)
    entries = [
        LegendEntry(code, translator.cells(code).dots, meaning, translator.cells(meaning).dots)
        for code, meaning in legend(game, lang, deck if declared.decks else None)
    ]
    title = render(Msg("labels.title", game=_title(game, lang)), lang)
    return Sheet(
        game=game,
        lang=lang,
        table=table_id,
        title=title,
        title_cells=translator.cells(title).dots,
        legend=entries,
        labels=labels,
        per_card=per_card,
    )


# --- reading back ---------------------------------------------------------------------


def back_translate(cells: str, table: str) -> str | None:
    """The print text of Unicode braille ``cells`` by liblouis' back-translation
    with ``table``; None for a table whose back-translation is unreliable
    (German Kurzschrift). UnknownTable for an unknown table id."""
    get_table(table)
    if table not in BACK_TRANSLATION_TABLES:
        return None
    return _translator(table).back_translate(cells)


def _self_check() -> (
    None
):  # pragma: no cover - a quick look: python -m accessible_games.labels.codes
    for game in GAMES:
        for lang in LANGS:
            for table in table_ids(lang):
                sheet = build_sheet(game, lang, table)
                wide = max(sheet.labels, key=lambda label: len(label.cells))
                print(
                    f"{game:10} {lang} {table:10} kinds {len(sheet.labels):3} "
                    f"cards {sum(label.count for label in sheet.labels):4} widest {wide.code!r} "
                    f"{wide.cells} ({len(wide.cells)})"
                )


if __name__ == "__main__":  # pragma: no cover
    _self_check()


__all__ = [
    "GAMES",
    "MAX_CELLS",
    "AIM_CELLS",
    "card_labels",
    "legend",
    "build_sheet",
    "back_translate",
    "eight_dot",
]
