"""MONAD: develop Ones through Bi, Tri, Quad and Quint up to Monads."""
