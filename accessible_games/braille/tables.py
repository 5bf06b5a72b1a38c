"""The project's braille tables: which ones exist, where they are, and how
liblouis finds them.

Each supported choice is one liblouis table in the project's
``braille_tables/`` folder (at the top of the source checkout; the wheel
installs it inside the package, as ``accessible_games/braille_tables/``,
and :func:`tables_dir` finds it in either place). It includes the standard
liblouis table and the games' signs (``ag-signs-de.cti`` /
``ag-signs-en.cti``), so that arrows, stars, card suits and quotation marks
come out as defined braille and never as escapes such as ``'\\x21bb\\'``.

Finding the tables
------------------
liblouis resolves a table name through ``LOUIS_TABLEPATH``; when that is set,
it *replaces* the built-in search path, so it must list both the project's
folder and the system folder (``/usr/share/liblouis/tables`` on Debian).
liblouis reads the variable each time it resolves a table name, so setting
``os.environ`` at run time works, even after other tables were compiled (the
ctypes binding shares the process environment). :func:`ensure_table_path`
does this; the :class:`~accessible_games.braille.translate.Translator` calls
it and also passes the project's table by absolute path, which liblouis
accepts directly (its own ``include`` lines are then resolved next to it
first, then on the search path).

Defaults
--------
German: Vollschrift (``de-g1``). Game messages are short and full of names,
card codes ("r3", "ge7") and abbreviations. Kurzschrift marks such codes as
non-contractions ("r3" takes five cells instead of three: dot 6 before the
letter and before the number sign), contracts names, and liblouis cannot
back-translate ``de-g2``. Vollschrift is the uncontracted standard every
German braille reader knows (Basisschrift lacks the letter groups ei, ch,
sch ... that readers expect). Players who prefer Kurzschrift choose
``de-g2``.

English: UEB grade 1 (``en-ueb-g1``). Card codes and game terms must read
exactly as printed: in grade 2 single letters such as the colour codes
"b", "k", "p", "w" are whole-word contractions (but, knowledge, people, will)
and need grade-1 indicators, and names get contracted. Players who prefer
contracted braille choose ``en-ueb-g2``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

#: environment variable that points to another folder of the project's tables
TABLES_DIR_ENV = "ACCESSIBLE_GAMES_BRAILLE_TABLES"

#: the name of the project's table folder, in the installed package and at the
#: top of the source checkout (see :func:`tables_dir`)
TABLES_DIR_NAME = "braille_tables"

#: where liblouis' own tables usually are, in the order tried
SYSTEM_TABLE_DIRS = (
    "/usr/share/liblouis/tables",
    "/usr/local/share/liblouis/tables",
    "/opt/homebrew/share/liblouis/tables",
)

#: liblouis separates the folders of LOUIS_TABLEPATH with commas
PATH_SEPARATOR = ","


@dataclass(frozen=True)
class BrailleTable:
    """One braille choice a player can make."""

    id: str
    files: tuple[str, ...]  # table file names in the project's folder
    language: str  # "de" or "en"
    contracted: bool
    description: dict[str, str] = field(default_factory=dict)  # language -> text

    def describe(self, lang: str) -> str:
        return self.description.get(lang) or self.description["en"]


TABLES: dict[str, BrailleTable] = {
    t.id: t
    for t in (
        BrailleTable(
            "de-g0",
            ("ag-de-g0.utb",),
            "de",
            False,
            {
                "de": "Deutsche Basisschrift (unverkürzt, nur Buchstaben)",
                "en": "German Basisschrift (uncontracted, letters only)",
            },
        ),
        BrailleTable(
            "de-g1",
            ("ag-de-g1.ctb",),
            "de",
            False,
            {
                "de": "Deutsche Vollschrift (unverkürzt, mit Lautgruppen)",
                "en": "German Vollschrift (uncontracted, with letter groups)",
            },
        ),
        BrailleTable(
            "de-g2",
            ("ag-de-g2.ctb",),
            "de",
            True,
            {"de": "Deutsche Kurzschrift (verkürzt)", "en": "German Kurzschrift (contracted)"},
        ),
        BrailleTable(
            "en-ueb-g1",
            ("ag-en-ueb-g1.ctb",),
            "en",
            False,
            {
                "de": "Englisch, Unified English Braille, Grade 1 (unverkürzt)",
                "en": "Unified English Braille grade 1 (uncontracted)",
            },
        ),
        BrailleTable(
            "en-ueb-g2",
            ("ag-en-ueb-g2.ctb",),
            "en",
            True,
            {
                "de": "Englisch, Unified English Braille, Grade 2 (verkürzt)",
                "en": "Unified English Braille grade 2 (contracted)",
            },
        ),
    )
}

#: the table a player of each language gets until they choose (see module doc)
DEFAULT_TABLES: dict[str, str] = {"de": "de-g1", "en": "en-ueb-g1"}

#: the shared include file with the games' signs, per language
SIGN_FILES: dict[str, str] = {"de": "ag-signs-de.cti", "en": "ag-signs-en.cti"}


@dataclass(frozen=True)
class GameSign:
    """A symbol the game texts use, and what it means (for the legend)."""

    symbol: str
    meaning: dict[str, str]


#: the symbols the games' texts may use; each table must define every one
GAME_SIGNS: tuple[GameSign, ...] = (
    GameSign("→", {"de": "im Uhrzeigersinn, nach rechts", "en": "clockwise, to the right"}),
    GameSign(
        "←", {"de": "gegen den Uhrzeigersinn, nach links", "en": "counter-clockwise, to the left"}
    ),
    GameSign("↻", {"de": "im Uhrzeigersinn", "en": "clockwise"}),
    GameSign("↺", {"de": "gegen den Uhrzeigersinn", "en": "counter-clockwise"}),
    GameSign("+", {"de": "plus", "en": "plus"}),
    GameSign("−", {"de": "minus, vor einer Zahl: weniger", "en": "minus, before a number: less"}),
    GameSign("×", {"de": "mal", "en": "times"}),
    GameSign("★", {"de": "Besonderes (Bonus, Bestwert)", "en": "special (bonus, best)"}),
    GameSign("·", {"de": "Trenner", "en": "separator"}),
    GameSign("–", {"de": "Gedankenstrich", "en": "dash"}),
    GameSign("…", {"de": "Auslassung", "en": "omission"}),
    GameSign("„", {"de": "Anführungszeichen auf", "en": "opening quotation mark"}),
    GameSign(
        "“",
        {"de": "Anführungszeichen (zu im Deutschen)", "en": "quotation mark (closing in German)"},
    ),
    GameSign("♠", {"de": "Pik", "en": "spades"}),
    GameSign("♥", {"de": "Herz", "en": "hearts"}),
    GameSign("♦", {"de": "Karo", "en": "diamonds"}),
    GameSign("♣", {"de": "Kreuz", "en": "clubs"}),
)

#: letters outside ASCII that game texts in either language may contain
EXTRA_LETTERS = "ßäöüÄÖÜ"


class TableError(LookupError):
    """A braille table that does not exist or cannot be loaded.

    ``str()`` gives the English and German message; :meth:`text` one of them.
    """

    def __init__(self, en: str, de: str) -> None:
        super().__init__(f"{en} / {de}")
        self.messages = {"en": en, "de": de}

    def text(self, lang: str) -> str:
        return self.messages.get(lang, self.messages["en"])


class UnknownTable(TableError):
    """No braille table with this id."""

    def __init__(self, table_id: str) -> None:
        known = ", ".join(TABLES)
        super().__init__(
            f"Unknown braille table {table_id!r}; choose one of: {known}.",
            f"Unbekannte Brailletabelle {table_id!r}; zur Wahl stehen: {known}.",
        )
        self.table_id = table_id


def get_table(table_id: str) -> BrailleTable:
    """The table with this id; :class:`UnknownTable` if there is none."""
    try:
        return TABLES[table_id]
    except KeyError:
        raise UnknownTable(table_id) from None


def default_table(lang: str) -> str:
    """The id of the default table for a language ("de" or "en")."""
    return DEFAULT_TABLES.get(lang.split("_")[0].split("-")[0].lower(), DEFAULT_TABLES["en"])


def table_ids(language: str | None = None) -> list[str]:
    """All table ids, or those of one language."""
    return [t.id for t in TABLES.values() if language is None or t.language == language]


def tables_dir() -> Path:
    """The project's table folder, the one place that decides it.

    In this order: the folder named by ``ACCESSIBLE_GAMES_BRAILLE_TABLES``;
    ``braille_tables/`` inside the package (an installed wheel, where
    pyproject.toml maps the top-level folder into the package); the source
    checkout's top-level ``braille_tables/`` (running from the checkout,
    ``python -m accessible_games`` or an editable install). When neither
    exists, the package's folder, so that the error names where an installed
    program looks.
    """
    override = os.environ.get(TABLES_DIR_ENV)
    if override:
        return Path(override).resolve()
    package = Path(__file__).resolve().parents[1]  # accessible_games/
    installed = package / TABLES_DIR_NAME
    if installed.is_dir():
        return installed
    checkout = package.parent  # the checkout's top level, with pyproject.toml
    if (checkout / TABLES_DIR_NAME).is_dir() and (checkout / "pyproject.toml").is_file():
        return checkout / TABLES_DIR_NAME
    return installed


def system_tables_dir() -> Path | None:
    """liblouis' own table folder, if one is found."""
    candidates = [Path(p) for p in SYSTEM_TABLE_DIRS]
    try:  # a binding that ships its own tables keeps them beside the module
        # lazy: liblouis' binding is a system package that may be missing
        import louis

        candidates.append(Path(louis.__file__).resolve().parent / "tables")
    except ImportError:
        pass
    for folder in candidates:
        if (folder / "de-g1.ctb").is_file() or (folder / "en-ueb-g1.ctb").is_file():
            return folder
    return None


def table_path() -> str:
    """The LOUIS_TABLEPATH value: the project's folder and the system folder."""
    folders = [str(tables_dir())]
    system = system_tables_dir()
    if system is not None:
        folders.append(str(system))
    return PATH_SEPARATOR.join(folders)


def ensure_table_path() -> str:
    """Make liblouis find both the project's and the standard tables.

    Puts the project's folder first and keeps whatever the user already had
    in LOUIS_TABLEPATH (e.g. newer standard tables), then the system folder.
    Returns the value set.
    """
    wanted = table_path().split(PATH_SEPARATOR)
    existing = [p for p in os.environ.get("LOUIS_TABLEPATH", "").split(PATH_SEPARATOR) if p]
    merged: list[str] = []
    for folder in [wanted[0], *existing, *wanted[1:]]:
        if folder not in merged:
            merged.append(folder)
    value = PATH_SEPARATOR.join(merged)
    if os.environ.get("LOUIS_TABLEPATH") != value:
        os.environ["LOUIS_TABLEPATH"] = value
    return value


def table_files(table_id: str) -> list[str]:
    """The absolute paths of a table's files, as liblouis' table list."""
    return [str(tables_dir() / name) for name in get_table(table_id).files]


def project_table_files() -> list[Path]:
    """Every table file in the project's folder (tables and includes)."""
    folder = tables_dir()
    suffixes = {".ctb", ".utb", ".cti", ".uti", ".dis"}
    return sorted(p for p in folder.iterdir() if p.suffix in suffixes)
