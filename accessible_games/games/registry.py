"""What a front end needs to seat a game: its rules, its narrator, its bots,
its rules text, its sound cues and its braille labels, by game id. Everything
game-specific is declared here, in the game's one entry, from its own folder."""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Callable

from accessible_games.core.cues import CueTable
from accessible_games.core.game import Game
from accessible_games.core.keys import GameKey, KeyHandler
from accessible_games.core.labels import GameLabels
from accessible_games.core.narration import Narrator


@dataclass(frozen=True)
class GameEntry:
    rules: type[Game]
    narrator: Callable[[Game, str, list[str], int | None], Narrator]
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

    def rules_text(self, lang: str) -> str | None:
        try:
            return resources.files(self.package).joinpath(f"rules.{lang}.md").read_text("utf-8")
        except (FileNotFoundError, OSError):
            return None

    def make_bot(self, level: str) -> Any:
        return self.bots[level]()


# Each factory imports its game's modules when the game is first asked for:
# a front end loads only the games it seats.


def _logomachy() -> GameEntry:
    from accessible_games.bots import RandomBot
    from accessible_games.games.logomachy.bot import GoodLogomachyBot
    from accessible_games.games.logomachy.cues import CUES
    from accessible_games.games.logomachy.describe import LogomachyNarrator
    from accessible_games.games.logomachy.labels import LABELS
    from accessible_games.games.logomachy.rules import Logomachy

    return GameEntry(
        rules=Logomachy,
        narrator=lambda game, lang, names, viewer: LogomachyNarrator(lang, names, viewer, game.deck),
        bots={"random": RandomBot, "good": GoodLogomachyBot},
        package="accessible_games.games.logomachy",
        cues=CUES,
        labels=LABELS,
    )


def _maumau() -> GameEntry:
    from accessible_games.bots import RandomBot
    from accessible_games.games.maumau.bot import GoodMauMauBot, StrongMauMauBot
    from accessible_games.games.maumau.cues import CUES
    from accessible_games.games.maumau.describe import MauMauNarrator
    from accessible_games.games.maumau.keys import KEYS, key_answer
    from accessible_games.games.maumau.labels import LABELS
    from accessible_games.games.maumau.rules import MauMau

    return GameEntry(
        rules=MauMau,
        narrator=lambda game, lang, names, viewer: MauMauNarrator(
            lang, names, viewer, quick=game.options.quick, bluffing=game.options.bluffing),
        bots={"random": RandomBot, "good": GoodMauMauBot, "strong": StrongMauMauBot},
        package="accessible_games.games.maumau",
        cues=CUES,
        labels=LABELS,
        keys=KEYS,
        key_handler=key_answer,
    )


def _monad() -> GameEntry:
    from accessible_games.games.monad.bot import GoodMonadBot, RandomMonadBot
    from accessible_games.games.monad.cues import CUES
    from accessible_games.games.monad.describe import MonadNarrator
    from accessible_games.games.monad.keys import KEYS, key_answer
    from accessible_games.games.monad.labels import LABELS
    from accessible_games.games.monad.rules import Monad

    return GameEntry(
        rules=Monad,
        narrator=lambda game, lang, names, viewer: MonadNarrator(
            lang, names, viewer, teams=game.options.teams, value=game.action_value),
        bots={"random": RandomMonadBot, "good": GoodMonadBot},
        package="accessible_games.games.monad",
        cues=CUES,
        labels=LABELS,
        keys=KEYS,
        key_handler=key_answer,
    )


def _pulok() -> GameEntry:
    from accessible_games.games.pulok.bot import GoodPulokBot, RandomPulokBot
    from accessible_games.games.pulok.cues import CUES
    from accessible_games.games.pulok.describe import PulokNarrator
    from accessible_games.games.pulok.keys import KEYS, key_answer
    from accessible_games.games.pulok.labels import LABELS
    from accessible_games.games.pulok.rules import Pulok

    return GameEntry(
        rules=Pulok,
        narrator=lambda game, lang, names, viewer: PulokNarrator(
            lang, names, viewer,
            arrangements=(lambda: game.arrangement_actions(viewer)) if viewer is not None else None,
            variant=game.variant),
        bots={"random": RandomPulokBot, "good": GoodPulokBot},
        package="accessible_games.games.pulok",
        cues=CUES,
        labels=LABELS,
        keys=KEYS,
        key_handler=key_answer,
    )


def _madnooks() -> GameEntry:
    from accessible_games.games.madnooks.bot import GreedyNooksBot, RandomNooksBot
    from accessible_games.games.madnooks.cues import CUES
    from accessible_games.games.madnooks.describe import MadNooksNarrator
    from accessible_games.games.madnooks.describe_poker import PokerNarrator
    from accessible_games.games.madnooks.keys import KEYS, key_answer
    from accessible_games.games.madnooks.labels import LABELS
    from accessible_games.games.madnooks.rules import MadNooks

    return GameEntry(
        rules=MadNooks,
        narrator=lambda game, lang, names, viewer: (
            PokerNarrator if game.variant == "poker" else MadNooksNarrator)(lang, names, viewer, game.variant),
        bots={"random": RandomNooksBot, "good": GreedyNooksBot},
        package="accessible_games.games.madnooks",
        cues=CUES,
        labels=LABELS,
        keys=KEYS,
        key_handler=key_answer,
    )


_FACTORIES: dict[str, Callable[[], GameEntry]] = {
    "logomachy": _logomachy, "maumau": _maumau, "monad": _monad, "pulok": _pulok, "madnooks": _madnooks,
}
_CACHE: dict[str, GameEntry] = {}


def register_game(game_id: str, factory: Callable[[], GameEntry]) -> None:
    """Add a game: ``factory`` makes its :class:`GameEntry` on first use
    (so registering loads nothing). The one registration a game needs;
    the five games are registered above in the same way."""
    if game_id in _FACTORIES:
        raise ValueError(f"the game {game_id!r} is registered already")
    _FACTORIES[game_id] = factory


def unregister_game(game_id: str) -> None:
    """Remove a game registered with :func:`register_game` (tests)."""
    _FACTORIES.pop(game_id, None)
    _CACHE.pop(game_id, None)


def game_ids() -> list[str]:
    return list(_FACTORIES)


def label_game_ids() -> list[str]:
    """The games whose entry declares braille labels (physical cards or
    tiles), in registry order; this loads every game."""
    return [game_id for game_id in _FACTORIES if entry(game_id).labels is not None]


def entry(game_id: str) -> GameEntry | None:
    key = game_id.strip().lower().replace(" ", "")
    if key not in _FACTORIES:
        return None
    if key not in _CACHE:
        _CACHE[key] = _FACTORIES[key]()
    return _CACHE[key]
