"""Mad Nooks: the tile-laying game of L-shaped tiles with coloured sides (geometry so far)."""

# The Poker variant's class adds itself to MadNooks.variant_classes when
# loaded: loading it with the package makes MadNooks(n, {"variant": "poker"})
# a MadNooksPoker whichever module of the game is imported first.
import accessible_games.games.madnooks.poker  # noqa: E402,F401
