"""The full-screen terminal front end (Textual): zones of focusable lists."""
