"""The message history, kept per buffer, walked message by message.

Buffers:

- ``game``: what happens at the table in the game being played (the
  player's moves, the others' moves, turns, deals, results). Each game has
  its own: :meth:`History.new_game` (a new game, a continued game, a table at
  a server) starts a fresh one, and the game before stays reachable as an
  earlier game's buffer (``earlier:1`` the game before, ``earlier:2`` the one
  before that ...);
- ``own``: the player's own moves, answers to their questions and refusals,
  in this game;
- ``system``: program messages (saving, speech switched, settings);
- ``chat``: what players say to each other at a game server;
- ``sounds``: the text equivalents of the sound cues ("Sound: your turn"),
  which are in no other buffer but ``all``;
- ``all``: everything of the whole session, in order.

Nothing is ever dropped from the history, whatever the verbosity: a game
that is no longer among the earlier games' buffers is still in ``all``.

Switching (:meth:`History.switch`, the keys [ and ]) goes round the
earlier games (oldest first), then ``game``, ``own``, ``system``, ``chat``,
``sounds`` and ``all``; from ``game`` one step back reaches the game before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from accessible_games.core.messages import Msg
from accessible_games.core.utterance import Category, Utterance

#: the buffers of the session, in the order [ and ] go round them (the
#: earlier games' buffers come before ``game``)
BUFFERS = ("game", "own", "system", "chat", "sounds", "all")
#: buffers passed over while they are empty (a local game has no chat)
_SKIPPED_WHEN_EMPTY = ("chat", "sounds")
#: the name of an earlier game's buffer: EARLIER + how many games ago
EARLIER = "earlier:"
#: how many earlier games keep a buffer of their own (all of them stay in ``all``)
KEPT_GAMES = 10

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
    #: the game a game buffer belongs to (its title), "" when not known
    title: Msg | str = ""


class History:
    def __init__(self) -> None:
        self._buffers = {name: _Buffer() for name in BUFFERS}
        #: earlier games' game buffers, the oldest first
        self._earlier: list[_Buffer] = []
        #: ids of the cue texts in ``all`` (they are kept alive there)
        self._cues: set[int] = set()
        #: the buffer walked; ``game`` once a game has started
        self.current = "all"

    # --- adding -----------------------------------------------------------

    def add(self, utterance: Utterance) -> None:
        for name in ("all", *_BUFFERS_OF.get(utterance.category, ())):
            self._buffers[name].items.append(utterance)

    def add_cue(self, utterance: Utterance) -> None:
        """A sound cue's text equivalent: kept in ``sounds`` and ``all``,
        never among the game's messages."""
        self._buffers["all"].items.append(utterance)
        self._buffers["sounds"].items.append(utterance)
        self._cues.add(id(utterance))

    def new_game(self, title: Msg | str = "") -> None:
        """A game starts (a new one, a continued one, a table at a server):
        its messages go to a fresh ``game`` buffer (and a fresh ``own``), the
        game before becomes the newest earlier game, and the walk starts at
        the newest message of the new game's buffer."""
        game = self._buffers["game"]
        if game.items:
            self._earlier.append(game)
            del self._earlier[:-KEPT_GAMES]
            self._buffers["game"] = _Buffer(title=title)
            self._buffers["own"] = _Buffer()
        else:
            game.title = title
        for buf in self._buffers.values():
            buf.position = -1
        self.current = "game"

    # --- reading ------------------------------------------------------------

    def _buffer(self, name: str | None = None) -> _Buffer:
        name = name or self.current
        if name.startswith(EARLIER):
            ago = int(name[len(EARLIER) :])
            if not 1 <= ago <= len(self._earlier):
                raise KeyError(name)
            return self._earlier[-ago]
        return self._buffers[name]

    def items(self, buffer: str | None = None) -> list[Utterance]:
        return list(self._buffer(buffer).items)

    def last(self, buffer: str | None = None) -> Utterance | None:
        items = self._buffer(buffer).items
        return items[-1] if items else None

    def to_repeat(self) -> Utterance | None:
        """What "repeat" says: the game's newest message; before the game
        has said anything, the newest message of the session that is not a
        sound cue's text. None when nothing has been said."""
        last = self.last("game")
        if last is not None:
            return last
        for utterance in reversed(self._buffers["all"].items):
            if id(utterance) not in self._cues:
                return utterance
        return None

    def title(self, buffer: str | None = None) -> Msg | str:
        """The title of the game a game buffer (``game`` or an earlier
        game's) belongs to; "" for other buffers or when not known."""
        return self._buffer(buffer).title

    @staticmethod
    def games_ago(buffer: str) -> int:
        """How many games ago the earlier game's buffer ``buffer`` was
        played (1: the game before); 0 for any other buffer."""
        return int(buffer[len(EARLIER) :]) if buffer.startswith(EARLIER) else 0

    def names(self) -> list[str]:
        """The buffers [ and ] go round now, in order: the earlier games
        (the oldest first), then the session's buffers (chat and sounds only
        when they hold something)."""
        earlier = [f"{EARLIER}{ago}" for ago in range(len(self._earlier), 0, -1)]
        own = [n for n in BUFFERS if n not in _SKIPPED_WHEN_EMPTY or self._buffers[n].items]
        return earlier + own

    # --- walking ------------------------------------------------------------

    def _index(self, buf: _Buffer) -> int:
        return len(buf.items) - 1 if buf.position < 0 else buf.position

    def _go(self, index: int) -> tuple[Utterance | None, bool]:
        """Move to ``index`` (clamped); returns the message and whether the
        walk hit an end (so a front end can say "first"/"last")."""
        buf = self._buffer()
        if not buf.items:
            return None, True
        clamped = max(0, min(index, len(buf.items) - 1))
        buf.position = -1 if clamped == len(buf.items) - 1 else clamped
        return buf.items[clamped], clamped != index

    def older(self) -> tuple[Utterance | None, bool]:
        return self._go(self._index(self._buffer()) - 1)

    def newer(self) -> tuple[Utterance | None, bool]:
        return self._go(self._index(self._buffer()) + 1)

    def oldest(self) -> tuple[Utterance | None, bool]:
        return self._go(0)

    def newest(self) -> tuple[Utterance | None, bool]:
        return self._go(len(self._buffer().items) - 1)

    def at(self) -> Utterance | None:
        buf = self._buffer()
        return buf.items[self._index(buf)] if buf.items else None

    def position(self) -> tuple[int, int]:
        """(1-based position, count) in the current buffer."""
        buf = self._buffer()
        return self._index(buf) + 1, len(buf.items)

    def switch(self, step: int = 1) -> str:
        """The next (or previous) buffer of :meth:`names` becomes current,
        its walk at its newest message; returns its name."""
        names = self.names()
        index = names.index(self.current) if self.current in names else names.index("game")
        self.current = names[(index + step) % len(names)]
        self._buffer().position = -1
        return self.current
