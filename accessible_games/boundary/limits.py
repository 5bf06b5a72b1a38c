"""Every limit on outside input, in one place (docs/architecture.md, "What
the program promises", lists them for players)."""

from __future__ import annotations

#: a typed line (plain mode, the full-screen mode's input lines), in characters
LINE_CHARS = 1_000
#: a number typed to choose from a list, in digits (ASCII digits only)
NUMBER_DIGITS = 6
#: a name (the player's, a seat's, a statistics profile), in characters
NAME_CHARS = 40
#: a file path typed or found in a file, in characters
PATH_CHARS = 1_024
#: any other text value read from a file (an option, a setting), in characters
VALUE_CHARS = 1_024
#: how much of an outside text a message quotes back, in characters
QUOTE_CHARS = 60

#: file sizes, in bytes
SAVE_BYTES = 8 * 1024 * 1024
STATS_BYTES = 4 * 1024 * 1024
SETTINGS_BYTES = 64 * 1024
DECK_BYTES = 256 * 1024
#: a sound cue of the player's own theme, and how much of it is played
SOUND_BYTES = 4 * 1024 * 1024
SOUND_SECONDS = 10

#: nesting of arrays and objects/tables in JSON and TOML
DEPTH = 32
#: whole numbers read from files: at most this many digits
INT_DIGITS = 30
#: the moves of a saved game
SAVE_ACTIONS = 200_000
#: the characters of one saved move
ACTION_CHARS = 400
#: profiles and games in the statistics file
STATS_PROFILES = 10_000
STATS_GAMES = 100
#: a statistics count (games won, lost, left) and experience points
STATS_COUNT = 10**9
#: the seed of a saved game
SEED_MAX = 2**63 - 1
