"""Sound cues beside speech and braille: short sounds for the events that
matter most (your turn above all), each with a text equivalent.

- cues.py: the cues' text equivalents and the one mapping from the games'
  events to cues (the cues' ids and texts, and the rules games declare
  with, are data in core/cues.py);
- player.py: playback that never blocks the program;
- themes/default/: the project's own sounds (tools/make_sounds.py makes them).
"""

from accessible_games.core.cues import CUE_IDS

__all__ = ["CUE_IDS"]
