"""High Card, a tiny game defined only in the tests: a sixth game plugs
into the registry through this folder and one registration
(:func:`make_entry`), and passes the same contract suite as the others."""

from __future__ import annotations

from accessible_games.games.registry import GameEntry

GAME_ID = "highcard"


def make_entry() -> GameEntry:
    from accessible_games.bots import RandomBot
    from accessible_games.core.cues import everyone, own

    from .bot import HighCardBot
    from .describe import HighCardNarrator
    from .keys import KEYS, key_answer
    from .labels import LABELS
    from .rules import HighCard

    return GameEntry(
        rules=HighCard,
        narrator=HighCardNarrator,
        bots={"random": RandomBot, "good": HighCardBot},
        package=__name__,
        keys=KEYS,
        key_handler=key_answer,
        cues={"trick": everyone("capture"), "drawn": own("offered")},
        labels=LABELS,
    )
