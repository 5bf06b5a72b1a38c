"""MONAD: develop Ones through Bi, Tri, Quad and Quint up to Monads."""

#: the game's place in menus (games/registry.py)
POSITION = 3
