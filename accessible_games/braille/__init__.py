"""Braille: liblouis translation with the project's tables, and display
backends (BRLTTY through BrlAPI, screen-reader braille, an on-screen line)."""
