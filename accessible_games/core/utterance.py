"""What will be said and shown, as data: the spoken text and a terse braille
form, with a priority and a category for verbosity filters."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Priority(StrEnum):
    """How an utterance meets speech already under way."""

    INTERRUPT = "interrupt"  # cuts off what is being said (the player's own key echo)
    #: for the player ("your turn", the result): cuts off the player's own
    #: reading (key echoes, answers) but never the game's events announced
    #: since the player's last key, which led to it
    POLITE = "polite"
    QUEUE = "queue"  # waits its turn (others' moves)


class Category(StrEnum):
    """What an utterance is about, for verbosity filters."""

    TURN = "turn"
    OWN = "own"  # the player's own actions
    OTHERS = "others"  # other players' actions
    TABLE = "table"  # table state: deals, scores, results
    ERROR = "error"
    INFO = "info"  # answers to the player's questions (hand, scores, help)
    SYSTEM = "system"
    CHAT = "chat"  # what players say to each other (network play)


@dataclass(frozen=True)
class Utterance:
    """One thing to say and show: the spoken text, its terse braille form,
    its category and how it meets speech already under way."""

    speech: str
    braille: str
    category: Category = Category.TABLE
    priority: Priority = Priority.QUEUE
