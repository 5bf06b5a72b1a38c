"""What a front end needs to seat a game: its rules, its narrator, its bots
and its rules text, by game id."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any, Callable

from accessible_games.core.game import Game
from accessible_games.core.keys import GameKey, KeyHandler
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

    def rules_text(self, lang: str) -> str | None:
        try:
            return resources.files(self.package).joinpath(f"rules.{lang}.md").read_text("utf-8")
        except (FileNotFoundError, OSError):
            return None

    def make_bot(self, level: str) -> Any:
        return self.bots[level]()


def _logomachy() -> GameEntry:
    from accessible_games.bots import RandomBot
    from accessible_games.games.logomachy.bot import GoodLogomachyBot
    from accessible_games.games.logomachy.describe import LogomachyNarrator
    from accessible_games.games.logomachy.rules import Logomachy

    return GameEntry(
        rules=Logomachy,
        narrator=lambda game, lang, names, viewer: LogomachyNarrator(lang, names, viewer, game.deck),
        bots={"random": RandomBot, "good": GoodLogomachyBot},
        package="accessible_games.games.logomachy",
    )


def _maumau() -> GameEntry:
    from accessible_games.bots import RandomBot
    from accessible_games.games.maumau.bot import GoodMauMauBot, StrongMauMauBot
    from accessible_games.games.maumau.describe import MauMauNarrator
    from accessible_games.games.maumau.keys import KEYS, key_answer
    from accessible_games.games.maumau.rules import MauMau

    return GameEntry(
        rules=MauMau,
        narrator=lambda game, lang, names, viewer: MauMauNarrator(
            lang, names, viewer, quick=game.options.quick, bluffing=game.options.bluffing),
        bots={"random": RandomBot, "good": GoodMauMauBot, "strong": StrongMauMauBot},
        package="accessible_games.games.maumau",
        keys=KEYS,
        key_handler=key_answer,
    )


def _monad() -> GameEntry:
    from accessible_games.games.monad.bot import GoodMonadBot, RandomMonadBot
    from accessible_games.games.monad.describe import MonadNarrator
    from accessible_games.games.monad.keys import KEYS, key_answer
    from accessible_games.games.monad.rules import Monad

    return GameEntry(
        rules=Monad,
        narrator=lambda game, lang, names, viewer: MonadNarrator(
            lang, names, viewer, teams=game.options.teams, value=game.action_value),
        bots={"random": RandomMonadBot, "good": GoodMonadBot},
        package="accessible_games.games.monad",
        keys=KEYS,
        key_handler=key_answer,
    )


def _pulok() -> GameEntry:
    from accessible_games.games.pulok.bot import GoodPulokBot, RandomPulokBot
    from accessible_games.games.pulok.describe import PulokNarrator
    from accessible_games.games.pulok.keys import KEYS, key_answer
    from accessible_games.games.pulok.rules import Pulok

    return GameEntry(
        rules=Pulok,
        narrator=lambda game, lang, names, viewer: PulokNarrator(
            lang, names, viewer,
            arrangements=(lambda: game.arrangement_actions(viewer)) if viewer is not None else None,
            variant=game.variant),
        bots={"random": RandomPulokBot, "good": GoodPulokBot},
        package="accessible_games.games.pulok",
        keys=KEYS,
        key_handler=key_answer,
    )


def _madnooks() -> GameEntry:
    from accessible_games.games.madnooks.bot import GreedyNooksBot, RandomNooksBot
    from accessible_games.games.madnooks.describe import MadNooksNarrator
    from accessible_games.games.madnooks.describe_poker import PokerNarrator
    from accessible_games.games.madnooks.keys import KEYS, key_answer
    from accessible_games.games.madnooks.rules import MadNooks

    return GameEntry(
        rules=MadNooks,
        narrator=lambda game, lang, names, viewer: (
            PokerNarrator if game.variant == "poker" else MadNooksNarrator)(lang, names, viewer, game.variant),
        bots={"random": RandomNooksBot, "good": GreedyNooksBot},
        package="accessible_games.games.madnooks",
        keys=KEYS,
        key_handler=key_answer,
    )


_FACTORIES: dict[str, Callable[[], GameEntry]] = {
    "logomachy": _logomachy, "maumau": _maumau, "monad": _monad, "pulok": _pulok, "madnooks": _madnooks}
_CACHE: dict[str, GameEntry] = {}


def game_ids() -> list[str]:
    return list(_FACTORIES)


def entry(game_id: str) -> GameEntry | None:
    key = game_id.strip().lower().replace(" ", "")
    if key not in _FACTORIES:
        return None
    if key not in _CACHE:
        _CACHE[key] = _FACTORIES[key]()
    return _CACHE[key]
