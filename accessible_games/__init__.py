"""Accessible Games: table games for players who play by ear and by finger."""

__version__ = "0.1.0"
