"""The announce pipeline: every utterance goes into the history, and — as
the verbosity allows — to speech and to braille."""

from accessible_games.announce.announcer import Announcer
from accessible_games.announce.history import BUFFERS, History

__all__ = ["Announcer", "BUFFERS", "History"]
