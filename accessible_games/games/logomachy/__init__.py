"""Logomachy, the fishing card game as adapted by the Braillespiel wiki."""
