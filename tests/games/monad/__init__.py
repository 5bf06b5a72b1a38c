"""Tests of MONAD's rules (a package, so its module names do not clash with the other games')."""
