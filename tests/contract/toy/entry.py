"""The toy game's one entry, as every game folder declares it."""

from accessible_games.bots import RandomBot
from accessible_games.core.cues import everyone, own
from accessible_games.games.registry import GameEntry

from .bot import HighCardBot
from .describe import HighCardNarrator
from .keys import KEYS, key_answer
from .labels import LABELS
from .rules import HighCard

ENTRY = GameEntry(
    rules=HighCard,
    narrator=HighCardNarrator,
    bots={"random": RandomBot, "good": HighCardBot},
    package="tests.contract.toy",
    keys=KEYS,
    key_handler=key_answer,
    cues={"trick": everyone("capture"), "drawn": own("offered")},
    labels=LABELS,
)
