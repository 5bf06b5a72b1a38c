"""The games, one folder each. A folder with a module ``entry`` is a game:
games/registry.py discovers it and holds its rules, narrator, bots, keys,
cues and labels by game id."""
