"""Logomachy, the fishing card game as adapted by the Braillespiel wiki."""

#: the game's place in menus (games/registry.py)
POSITION = 1
