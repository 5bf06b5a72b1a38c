"""Braille labels for the cards and tiles of physical decks: codes
(codes.py), the sheet they are printed on (model.py) and its files
(writers.py: BRF, PEF, a text preview, SVG and PDF)."""
