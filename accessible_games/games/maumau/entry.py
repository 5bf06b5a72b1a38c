"""The game's one entry: everything a front end needs to seat it
(games/registry.py discovers this module)."""

from accessible_games.bots import RandomBot
from accessible_games.games.maumau.bot import GoodMauMauBot, StrongMauMauBot
from accessible_games.games.maumau.cues import CUES
from accessible_games.games.maumau.describe import MauMauNarrator
from accessible_games.games.maumau.keys import KEYS, key_answer
from accessible_games.games.maumau.labels import LABELS
from accessible_games.games.maumau.rules import MauMau
from accessible_games.games.registry import GameEntry

ENTRY = GameEntry(
    rules=MauMau,
    narrator=MauMauNarrator,
    bots={"random": RandomBot, "good": GoodMauMauBot, "strong": StrongMauMauBot},
    package="accessible_games.games.maumau",
    cues=CUES,
    labels=LABELS,
    keys=KEYS,
    key_handler=key_answer,
)
