"""Sound cues beside speech and braille: short sounds for the events that
matter most (your turn above all), each with a text equivalent.

- cues.py: the cues, their text equivalents, and the one mapping from the
  games' events to cues;
- player.py: playback that never blocks the program;
- themes/default/: the project's own sounds (tools/make_sounds.py makes them).
"""

#: every cue, by id; a theme folder holds ``<id>.wav`` for each
CUE_IDS = (
    "your_turn",    # it is the listener's turn
    "offered",      # a card or tile is played or offered to the listener
    "capture",      # a capture or sweep (Logomachy)
    "penalty",      # a draw penalty (Mau Mau)
    "challenge",    # the outcome of a challenge ("Lüge", Mau Mau)
    "monad",        # a Monad gained (MONAD)
    "call",         # the call "Sag nix über Pulok"
    "placement",    # a tile laid (Mad Nooks)
    "gain",         # chips or points gained by the listener
    "refused",      # an illegal action refused
    "timer",        # a timer warning
    "won",          # the listener won the game
    "lost",         # the listener lost the game
)
