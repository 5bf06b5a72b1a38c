"""The game's one entry: everything a front end needs to seat it
(games/registry.py discovers this module)."""

from accessible_games.games.madnooks.bot import GreedyNooksBot, RandomNooksBot
from accessible_games.games.madnooks.cues import CUES
from accessible_games.games.madnooks.describe import MadNooksNarrator
from accessible_games.games.madnooks.describe_poker import PokerNarrator
from accessible_games.games.madnooks.keys import KEYS, key_answer
from accessible_games.games.madnooks.labels import LABELS
from accessible_games.games.madnooks.options import POKER
from accessible_games.games.madnooks.poker import MadNooksPoker
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.registry import GameEntry

ENTRY = GameEntry(
    rules=MadNooks,
    narrator=MadNooksNarrator,
    bots={"random": RandomNooksBot, "good": GreedyNooksBot},
    package="accessible_games.games.madnooks",
    cues=CUES,
    labels=LABELS,
    keys=KEYS,
    key_handler=key_answer,
    variants={POKER: (MadNooksPoker, PokerNarrator)},
)
