"""What a front end needs to seat a game: its rules, its narrator, its bots,
its rules text, its keys, its sound cues and its braille labels, by game id.

A game is its folder: a package under ``accessible_games/games/`` with a
module ``entry`` that declares its one :class:`GameEntry` as ``ENTRY``. The
registry discovers the folders and imports a game's entry (and with it the
game) only when the game is first asked for, so a front end loads only the
games it seats. The package's ``POSITION`` orders the games in menus. A game
from elsewhere (the tests' toy game) joins through :func:`register_game`."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

import accessible_games.games as games_package
from accessible_games.core.cues import CueTable
from accessible_games.core.game import Game
from accessible_games.core.keys import GameKey, KeyHandler
from accessible_games.core.labels import GameLabels
from accessible_games.core.narration import Narrator
from accessible_games.core.options import Options


@dataclass(frozen=True)
class GameEntry:
    rules: type[Game]
    #: the narrator class: made with (lang, names, viewer, facts)
    narrator: type[Narrator]
    bots: dict[str, type]  # level -> bot class, weakest first
    package: str
    #: the game's own keys and what they do (core/keys.py)
    keys: tuple[GameKey, ...] = ()
    key_handler: KeyHandler | None = None
    #: the game's own sound cues, by event kind (core/cues.py; the shared
    #: rules of every game come on top: sound/cues.py)
    cues: CueTable = field(default_factory=dict)
    #: the braille labels of its physical cards or tiles (core/labels.py);
    #: None: no physical deck, the game is not offered for labels
    labels: GameLabels | None = None
    #: the variants whose rules and narrator are classes of their own, by
    #: the value of the options' ``variant`` (Mad Nooks Poker); the classes
    #: above play every other variant. The one way a variant picks classes.
    variants: Mapping[str, tuple[type[Game], type[Narrator]]] = field(default_factory=dict)

    def rules_for(self, variant: str) -> type[Game]:
        """The rules class that plays ``variant``."""
        found = self.variants.get(variant)
        return found[0] if found else self.rules

    def make_game(
        self,
        players: int,
        options: Options | Mapping[str, Any] | None = None,
        seed: int = 0,
        remote: bool = False,
    ) -> Game:
        """A new match of this game: the options (checked by the game's
        options class) pick the variant, the variant the rules class.
        ``remote``: the options came from another machine (the game
        server's clients), values only (``Options.from_dict``)."""
        if not isinstance(options, Options):
            data = None if options is None else dict(options)
            options = self.rules.options_class.from_dict(data, remote=remote)
        return self.rules_for(options.chosen_variant())(players, options, seed)

    def make_narrator(
        self, facts: Mapping[str, Any], lang: str, names: list[str], viewer: int | None
    ) -> Narrator:
        """A narrator of a match with these facts (``Game.facts()``) for
        ``viewer`` (None: an onlooker), in ``lang``."""
        variant = facts.get("variant")
        found = self.variants.get(variant) if isinstance(variant, str) else None
        return (found[1] if found else self.narrator)(lang, names, viewer, facts)

    def narrator_for(self, game: Game, lang: str, names: list[str], viewer: int | None) -> Narrator:
        """A narrator of ``game`` (a table that runs here)."""
        return self.make_narrator(game.facts(), lang, names, viewer)

    def rules_text(self, lang: str) -> str | None:
        try:
            return resources.files(self.package).joinpath(f"rules.{lang}.md").read_text("utf-8")
        except (FileNotFoundError, OSError):
            return None

    def make_bot(self, level: str) -> Any:
        return self.bots[level]()


#: game id -> a function making its entry: the discovered folders, then
#: the games registered from elsewhere
_FACTORIES: dict[str, Callable[[], GameEntry]] = {}
_DISCOVERED = False
#: discovery and first loads happen once, whichever thread asks first (a
#: network client's reader thread and the front end's may ask at once)
_LOCK = threading.RLock()


def _entry_of(module: str) -> Callable[[], GameEntry]:
    def load() -> GameEntry:
        found = importlib.import_module(module).ENTRY
        if not isinstance(found, GameEntry):
            raise TypeError(f"{module}.ENTRY is no GameEntry")
        return found

    return load


def _discover() -> None:
    """Find the game folders: every package under games/ with a module
    ``entry``, ordered by the package's ``POSITION`` (then by name). Only
    the packages are imported, not their entries."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    with _LOCK:
        if not _DISCOVERED:
            _find_folders()
            _DISCOVERED = True


def _find_folders() -> None:
    found = []
    for info in pkgutil.iter_modules(games_package.__path__):
        name = f"{games_package.__name__}.{info.name}"
        if not info.ispkg or importlib.util.find_spec(f"{name}.entry") is None:
            continue
        package = importlib.import_module(name)
        found.append((getattr(package, "POSITION", 1_000), info.name))
    registered = dict(_FACTORIES)
    _FACTORIES.clear()
    for _position, game_id in sorted(found):
        _FACTORIES[game_id] = _entry_of(f"{games_package.__name__}.{game_id}.entry")
    _FACTORIES.update(registered)


_CACHE: dict[str, GameEntry] = {}


def register_game(game_id: str, factory: Callable[[], GameEntry]) -> None:
    """Add a game from outside the games folder: ``factory`` makes its
    :class:`GameEntry` on first use (so registering loads nothing)."""
    _discover()
    if game_id in _FACTORIES:
        raise ValueError(f"the game {game_id!r} is registered already")
    _FACTORIES[game_id] = factory


def unregister_game(game_id: str) -> None:
    """Remove a game registered with :func:`register_game` (tests)."""
    _FACTORIES.pop(game_id, None)
    _CACHE.pop(game_id, None)


def game_ids() -> list[str]:
    _discover()
    return list(_FACTORIES)


def label_game_ids() -> list[str]:
    """The games whose entry declares braille labels (physical cards or
    tiles), in registry order; this loads every game."""
    return [game_id for game_id in game_ids() if entry(game_id).labels is not None]  # type: ignore[union-attr]


def entry(game_id: str) -> GameEntry | None:
    _discover()
    key = game_id.strip().lower().replace(" ", "")
    if key not in _FACTORIES:
        return None
    found = _CACHE.get(key)
    if found is None:
        with _LOCK:
            if key not in _CACHE:
                made = _FACTORIES[key]()
                if made.rules.id != key:
                    raise TypeError(
                        f"the game folder {key!r} declares the rules of {made.rules.id!r}"
                    )
                _CACHE[key] = made
            found = _CACHE[key]
    return found


def get_game(game_id: str) -> Callable[..., Game] | None:
    """What makes a new match of ``game_id`` (``GameEntry.make_game``:
    players, options, seed), or None for an unknown game; for loading
    saved games."""
    found = entry(game_id)
    return found.make_game if found else None


def bot_levels(game_id: str) -> dict[str, type]:
    """The bot levels of a game, weakest first."""
    found = entry(game_id)
    return dict(found.bots) if found else {}
