"""Mad Nooks: the tile-laying game of wing-shaped tiles with coloured sides."""

#: the game's place in menus (games/registry.py)
POSITION = 5
