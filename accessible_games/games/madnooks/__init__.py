"""Mad Nooks: the tile-laying game of L-shaped tiles with coloured sides (geometry so far)."""
