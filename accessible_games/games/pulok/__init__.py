"""Sag nix über Pulok: the letter-tile exchange game (Einfaches Pulok, the
double game, Pulok für Könner)."""

#: the game's place in menus (games/registry.py)
POSITION = 4
