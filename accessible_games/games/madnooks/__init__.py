"""Mad Nooks: the tile-laying game of L-shaped tiles with coloured sides (geometry so far)."""

#: the game's place in menus (games/registry.py)
POSITION = 5
