"""Tests of Mad Nooks."""
