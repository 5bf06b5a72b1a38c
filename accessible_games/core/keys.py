"""A game's own keys: the keys of its special moves (Mau Mau's D draw,
L "Letzte", C "Lüge" ...), which front ends offer next to their own.

A game lists its keys as :class:`GameKey` values and answers a key press
with a :data:`KeyAnswer` from its key handler, given the :class:`KeyContext`
(what the player has in focus). A game key takes precedence over a front
end's own key with the same name; the front end's action stays reachable
another way (the full-screen mode's zones by Tab, every action in its game
menu). A key whose command is ``zone:<area key>`` (MONAD's C: ``zone:columns``)
and which the handler leaves to the front end (None) goes to that area of
the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from accessible_games.core.game import Action
from accessible_games.core.messages import Msg
from accessible_games.core.utterance import Utterance

if TYPE_CHECKING:
    from accessible_games.core.narration import Narrator


@dataclass(frozen=True)
class GameKey:
    """One of a game's own keys: the keys pressed, the command the game's key
    handler is asked, and how the key is described, named and listed."""

    keys: str  # key names, comma-separated ("d", "1")
    command: str  # what the game's key handler is asked ("draw", "colour:1")
    description: str  # catalog key of what the key does
    #: how the key is written and said ("D", "1-4"); a message when it holds
    #: words (``Msg("tui.keyname.shift", name="V")``: "Shift V" / "Umschalt V")
    name: str | Msg
    in_menu: bool = True  # offered in the game menu
    #: shown once in help texts for a group of keys (1-4): only the first says it
    listed: bool = True


@dataclass(frozen=True)
class KeyContext:
    """What the player has in focus when pressing a game key: the view, the
    legal actions, the focused card, action, zone and item, and the narrator."""

    view: dict[str, Any]
    legal: list[Action]
    card_index: int | None = None  # the focused card of the hand, if any
    action: Action | None = None  # the focused action, if any
    #: the focused zone of the table (an area's key: MONAD's "columns") and
    #: the id of its focused item ("col3"), if any
    zone: str | None = None
    item: str | None = None
    #: the listener's narrator, for keys that read part of the table
    narrator: Narrator | None = None


@dataclass(frozen=True)
class Focus:
    """A key answer that puts the focus on item ``item`` of the table's
    zone ``zone`` (an area's key, or "actions" for the list of moves),
    which the player then walks and chooses from with Enter: Mad Nooks' C
    lands on the best placement, even when there is only one. ``item``
    None, or not in the zone: the zone keeps its own place."""

    zone: str
    item: str | None = None


#: what a key press means:
#: - a move text (``"draw"``): made as if typed, so a refusal says why;
#: - a list of actions: the player chooses among them (one is made at once);
#: - a :class:`Focus`: the focus goes to that item of a zone, nothing is made;
#: - a message: said as it is (the key needs something first);
#: - an utterance: said as an answer (the key reads part of the table);
#: - None: the key is not the game's now; the front end's own key applies.
KeyAnswer = str | list[Action] | Focus | Msg | Utterance | None
KeyHandler = Callable[[str, KeyContext], KeyAnswer]
