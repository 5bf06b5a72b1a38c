"""Mau Mau, the Uno-like shedding game of the seed "Regeln vom Spiel Ziehe 2"."""

from accessible_games.core.accel import use_compiled

#: the game's place in menus (games/registry.py)
POSITION = 2

# the compiled twins of the hot modules, each when it was built from the
# current source (core/accel.py)
for _name in ("state", "scoring", "rules"):
    use_compiled(__name__, _name)
