"""The message history, kept per buffer, walked message by message.

Buffers: ``all`` (everything), ``game`` (what happens at the table), ``own``
(the player's own moves, answers to their questions and refusals) and
``system`` (program messages: saving, speech switched, settings) and ``chat``
(what players say to each other at a game server). Nothing is
ever dropped from the history, whatever the verbosity.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_games.core.utterance import Category, Utterance

BUFFERS = ("all", "game", "own", "system", "chat")

_BUFFERS_OF: dict[Category, tuple[str, ...]] = {
    Category.TURN: ("game",),
    Category.OWN: ("game", "own"),
    Category.OTHERS: ("game",),
    Category.TABLE: ("game",),
    Category.ERROR: ("own",),
    Category.INFO: ("own",),
    Category.SYSTEM: ("system",),
    Category.CHAT: ("chat",),
}


@dataclass
class _Buffer:
    items: list[Utterance] = field(default_factory=list)
    position: int = -1  # -1: follows the newest message


class History:
    def __init__(self) -> None:
        self._buffers = {name: _Buffer() for name in BUFFERS}
        self.current = "all"

    def add(self, utterance: Utterance) -> None:
        for name in ("all", *_BUFFERS_OF.get(utterance.category, ())):
            self._buffers[name].items.append(utterance)

    def items(self, buffer: str | None = None) -> list[Utterance]:
        return list(self._buffers[buffer or self.current].items)

    def last(self, buffer: str | None = None) -> Utterance | None:
        items = self._buffers[buffer or self.current].items
        return items[-1] if items else None

    # --- walking ------------------------------------------------------------

    def _index(self, buf: _Buffer) -> int:
        return len(buf.items) - 1 if buf.position < 0 else buf.position

    def _go(self, index: int) -> tuple[Utterance | None, bool]:
        """Move to ``index`` (clamped); returns the message and whether the
        walk hit an end (so a front end can say "first"/"last")."""
        buf = self._buffers[self.current]
        if not buf.items:
            return None, True
        clamped = max(0, min(index, len(buf.items) - 1))
        buf.position = -1 if clamped == len(buf.items) - 1 else clamped
        return buf.items[clamped], clamped != index

    def older(self) -> tuple[Utterance | None, bool]:
        buf = self._buffers[self.current]
        return self._go(self._index(buf) - 1)

    def newer(self) -> tuple[Utterance | None, bool]:
        buf = self._buffers[self.current]
        return self._go(self._index(buf) + 1)

    def oldest(self) -> tuple[Utterance | None, bool]:
        return self._go(0)

    def newest(self) -> tuple[Utterance | None, bool]:
        buf = self._buffers[self.current]
        return self._go(len(buf.items) - 1)

    def at(self) -> Utterance | None:
        buf = self._buffers[self.current]
        return buf.items[self._index(buf)] if buf.items else None

    def position(self) -> tuple[int, int]:
        """(1-based position, count) in the current buffer."""
        buf = self._buffers[self.current]
        return self._index(buf) + 1, len(buf.items)

    def switch(self, step: int = 1) -> str:
        """The next (or previous) buffer becomes current; returns its name.
        The chat buffer is passed over while it is empty (a local game has
        no chat)."""
        index = BUFFERS.index(self.current)
        while True:
            index = (index + step) % len(BUFFERS)
            if BUFFERS[index] != "chat" or self._buffers["chat"].items:
                break
        self.current = BUFFERS[index]
        return self.current
