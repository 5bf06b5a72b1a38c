"""Mau Mau, the Uno-like shedding game of the seed "Regeln vom Spiel Ziehe 2"."""
