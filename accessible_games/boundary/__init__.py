"""The input boundary: everything that comes from outside the program is
parsed and checked here, in one place per kind, before the rest of the
program sees it.

- :mod:`~accessible_games.boundary.limits`: every limit, in one table;
- :mod:`~accessible_games.boundary.text`: typed lines, numbers, names and any
  outside text on its way to the screen, speech or braille (control and
  bidirectional-override characters removed);
- :mod:`~accessible_games.boundary.data`: JSON and TOML with bounded size,
  depth and numbers, and strict checks of the values read from them;
- :mod:`~accessible_games.boundary.files`: reading only regular files, with a
  size bound; writing by temporary file, fsync and rename, never over
  anything but a regular file the player owns; locks for read-merge-write;
  damaged files set aside under a name of their own.

A refusal is an :class:`InputError` (a :class:`~accessible_games.core.errors.GameError`)
whose message is said in the player's language.
"""

# the core package first (importing its messages runs it): its options
# import this package's errors, which build on the core's
import accessible_games.core.messages  # noqa: F401 - imported first, so the core package is set up before this one's errors
from accessible_games.boundary.errors import InputError

__all__ = ["InputError"]
