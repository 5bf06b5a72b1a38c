"""The game's one entry: everything a front end needs to seat it
(games/registry.py discovers this module)."""

from accessible_games.games.monad.bot import GoodMonadBot, RandomMonadBot
from accessible_games.games.monad.cues import CUES
from accessible_games.games.monad.describe import MonadNarrator
from accessible_games.games.monad.keys import KEYS, key_answer
from accessible_games.games.monad.labels import LABELS
from accessible_games.games.monad.rules import Monad
from accessible_games.games.registry import GameEntry

ENTRY = GameEntry(
    rules=Monad,
    narrator=MonadNarrator,
    bots={"random": RandomMonadBot, "good": GoodMonadBot},
    package="accessible_games.games.monad",
    cues=CUES,
    labels=LABELS,
    keys=KEYS,
    key_handler=key_answer,
)
