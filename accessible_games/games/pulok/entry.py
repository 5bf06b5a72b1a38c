"""The game's one entry: everything a front end needs to seat it
(games/registry.py discovers this module)."""

from accessible_games.games.pulok.bot import GoodPulokBot, RandomPulokBot
from accessible_games.games.pulok.cues import CUES
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.keys import KEYS, key_answer
from accessible_games.games.pulok.labels import LABELS
from accessible_games.games.pulok.rules import Pulok
from accessible_games.games.registry import GameEntry

ENTRY = GameEntry(
    rules=Pulok,
    narrator=PulokNarrator,
    bots={"random": RandomPulokBot, "good": GoodPulokBot},
    package="accessible_games.games.pulok",
    cues=CUES,
    labels=LABELS,
    keys=KEYS,
    key_handler=key_answer,
)
