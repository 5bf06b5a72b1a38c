"""The game's one entry: everything a front end needs to seat it
(games/registry.py discovers this module)."""

from accessible_games.bots import RandomBot
from accessible_games.games.logomachy.bot import GoodLogomachyBot
from accessible_games.games.logomachy.cues import CUES
from accessible_games.games.logomachy.describe import LogomachyNarrator
from accessible_games.games.logomachy.labels import LABELS
from accessible_games.games.logomachy.rules import Logomachy
from accessible_games.games.registry import GameEntry

ENTRY = GameEntry(
    rules=Logomachy,
    narrator=LogomachyNarrator,
    bots={"random": RandomBot, "good": GoodLogomachyBot},
    package="accessible_games.games.logomachy",
    cues=CUES,
    labels=LABELS,
)
