"""Tests of Mau Mau's rules (a package, so its module names do not clash with Logomachy's)."""
