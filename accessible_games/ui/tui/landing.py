"""Where the focus lands in the Actions zone after a move, and which of the
landing entry's neighbours are worth naming.

After every move (and when the turn comes) the Actions zone's moves change;
the focus then lands on a defined entry -- the first move, which a game
that ranks its moves lists first as its best -- and not on whatever now
holds the old position, where a player pressing Enter again would make a
neighbour's move. A neighbour is named when it is the same move with one
thing changed, so that the player hears the choice beside the entry:
"Play Wild, naming red, 1 of 5; naming blue: Down", or "Play blue 7, 1 of 3;
and call last card: Down". Moves that differ altogether (another card) are
not named: the list is read by walking it."""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.core.narration import Item, action_text

#: the most words a difference may have to be named (a longer one is
#: another move, read by walking the list)
MAX_WORDS = 4


def playable(items: Sequence[Item]) -> list[int]:
    """The indices of the entries that are moves (not group headings)."""
    return [i for i, item in enumerate(items) if action_text(item.id) is not None]


def landing_index(items: Sequence[Item]) -> int | None:
    """Where the focus lands: the first move; the first entry when none is
    a move; None for an empty list."""
    moves = playable(items)
    if moves:
        return moves[0]
    return 0 if items else None


def differences(items: Sequence[Item], index: int) -> list[tuple[str, str]]:
    """The neighbours of entry ``index`` (the move above and below it) that
    are the same move with one thing changed: what differs, and the key
    that reaches it ("up" or "down")."""
    found: list[tuple[str, str]] = []
    moves = playable(items)
    if index not in moves:
        return found
    at = moves.index(index)
    here = items[index].speech
    for neighbour, key in ((at - 1, "up"), (at + 1, "down")):
        if 0 <= neighbour < len(moves):
            difference = difference_of(here, items[moves[neighbour]].speech)
            if difference is not None:
                found.append((difference, key))
    return found


def difference_of(here: str, there: str) -> str | None:
    """What ``there`` says that ``here`` does not, when ``there`` is the
    same move with one short thing added or changed: ``there`` goes on from
    all of ``here`` ("Play blue 7" / "Play blue 7 and call last card"), or
    both say the same up to their last comma ("Play Wild, naming red" /
    "Play Wild, naming blue"); None otherwise."""
    if there.startswith(here) and len(there) > len(here):
        rest = there[len(here) :].strip(" ,;:")
        return rest if rest and len(rest.split()) <= MAX_WORDS else None
    head, comma, tail = here.rpartition(", ")
    other_head, other_comma, other_tail = there.rpartition(", ")
    if comma and other_comma and head == other_head and tail != other_tail:
        return other_tail if len(other_tail.split()) <= MAX_WORDS else None
    return None
