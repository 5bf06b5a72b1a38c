"""A refreshable braille display through BRLTTY's BrlAPI.

The display shows one message at a time, one window (the display's width) at
a time; the player pans with the display's own panning keys and the message
stays until the player pans or the program shows another one (no timeouts).
The dots come from liblouis (:class:`~accessible_games.braille.translate.Translator`),
so the player reads literary braille in the table they chose, not BRLTTY's
computer braille.

A reader thread receives the display's keys and passes them on as
:class:`~accessible_games.braille.base.DisplayKey` values. When BRLTTY goes
away (restart, display unplugged), the thread reconnects in the background
every half second and shows the current message again.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from accessible_games.braille.base import BrailleDisplay, Cells, DisplayKey, DisplayUnavailable
from accessible_games.braille.translate import unicode_to_dots

log = logging.getLogger(__name__)

# BrlAPI key code layout (brlapi_keycodes.h); equal to the constants of the
# ``brlapi`` module, kept here so key codes can be read without it.
KEY_TYPE_MASK = 0xE0000000
KEY_TYPE_CMD = 0x20000000
KEY_CODE_MASK = 0x1FFFFFFF
KEY_CMD_BLK_MASK = 0x1FFF0000
KEY_CMD_ARG_MASK = 0x0000FFFF
KEY_CMD_LNUP = 0x01
KEY_CMD_LNDN = 0x02
KEY_CMD_FWINLT = 0x17
KEY_CMD_FWINRT = 0x18
KEY_CMD_ROUTE = 0x10000

#: seconds between reconnection attempts
RETRY_INTERVAL = 0.5
#: how long one wait for a key lasts, in milliseconds (bounds how quickly
#: ``close`` stops the reader thread)
KEY_WAIT_MS = 200


def key_from_code(code: int, window_offset: int = 0) -> DisplayKey:
    """Turn a BrlAPI key code into a :class:`DisplayKey`.

    Panning (FWINLT/FWINRT) becomes "pan_left"/"pan_right", line up/down
    "previous"/"next", a routing key "route" with ``index`` = ``window_offset``
    + the key's column; anything else "other" with the raw ``code``.
    """
    code &= 0xFFFFFFFF  # drop the flags (modifiers) above bit 31
    if code & KEY_TYPE_MASK == KEY_TYPE_CMD:
        block = code & KEY_CMD_BLK_MASK
        argument = code & KEY_CMD_ARG_MASK
        if block == KEY_CMD_ROUTE:
            return DisplayKey("route", index=window_offset + argument, code=code)
        if block == 0:
            name = {
                KEY_CMD_FWINRT: "pan_right",
                KEY_CMD_FWINLT: "pan_left",
                KEY_CMD_LNUP: "previous",
                KEY_CMD_LNDN: "next",
            }.get(argument)
            if name:
                return DisplayKey(name, code=code)
    return DisplayKey("other", code=code)


class BrlapiDisplay(BrailleDisplay):
    """A braille display reached through BRLTTY (BrlAPI).

    The key handler runs on the reader thread; a front end with an event
    loop hands the key over to it (e.g. ``call_from_thread``). ``show``,
    ``pan_right`` and ``pan_left`` may be called from any thread.
    """

    id = "brlapi"

    def __init__(
        self,
        host: str | None = None,
        auth: str | None = None,
        retry_interval: float = RETRY_INTERVAL,
    ) -> None:
        """``host`` like "127.0.0.1:1" or ":0" (None: BRLAPI_HOST or the local
        default); ``auth`` like "none" (None: BRLAPI_AUTH or the local key file)."""
        self.host = host
        self.auth = auth
        self.retry_interval = retry_interval
        self._brlapi: Any = None
        self._conn: Any = None
        self._size = (0, 0)
        self._cells = Cells("", "")
        self._offset = 0
        self._lock = threading.RLock()  # guards connection, message and offset
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._key_handler = None
        self.connected = threading.Event()  # set while BrlAPI is reachable

    # -- lifecycle --------------------------------------------------------------

    def start(self) -> None:
        try:
            # lazy: BrlAPI's binding (python3-brlapi) is optional; without it only this
            # display is unavailable
            import brlapi
        except ImportError as exc:
            raise DisplayUnavailable("BrlAPI (python3-brlapi) is not installed") from exc
        self._brlapi = brlapi
        try:
            self._connect()
        except Exception as exc:  # brlapi.ConnectionError and OS errors
            raise DisplayUnavailable(f"BRLTTY not reachable: {exc}") from exc
        self._stop.clear()
        self._thread = threading.Thread(target=self._run, name="brlapi-keys", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2 + KEY_WAIT_MS / 1000)
        with self._lock:
            conn, self._conn = self._conn, None
            self.connected.clear()
        if conn is not None and (thread is None or not thread.is_alive()):
            for step in (conn.leaveTtyMode, conn.closeConnection):
                try:
                    step()
                except Exception:  # already gone: nothing to release
                    pass

    def describe(self) -> str:
        width, height = self._size
        return f"BRLTTY ({width}×{height})" if width else "BRLTTY"

    # -- what is shown ----------------------------------------------------------

    @property
    def window_size(self) -> int:
        """Cells in one window (the display's width × height; 0 before start)."""
        width, height = self._size
        return width * max(height, 1)

    @property
    def window_offset(self) -> int:
        """Where the shown window starts in the current message."""
        return self._offset

    @property
    def at_end(self) -> bool:
        size = self.window_size
        return size == 0 or self._offset + size >= len(self._cells.dots)

    @property
    def current(self) -> Cells:
        return self._cells

    def show(self, cells: Cells) -> None:
        with self._lock:
            self._cells = cells
            self._offset = 0
            self._write()

    def pan_right(self) -> bool:
        """Show the next window of the message; False at its end."""
        with self._lock:
            size = self.window_size
            if size == 0 or self._offset + size >= len(self._cells.dots):
                return False
            self._offset += size
            self._write()
            return True

    def pan_left(self) -> bool:
        """Show the previous window of the message; False at its start."""
        with self._lock:
            if self._offset == 0:
                return False
            self._offset = max(0, self._offset - max(self.window_size, 1))
            self._write()
            return True

    def window(self) -> list[int]:
        """The dot bytes of the shown window, padded with blank cells."""
        size = self.window_size
        dots = unicode_to_dots(self._cells.dots[self._offset : self._offset + size])
        return dots + [0] * (size - len(dots))

    # -- internals --------------------------------------------------------------

    def _connect(self) -> None:
        brlapi = self._brlapi
        host = self.host.encode() if isinstance(self.host, str) else self.host
        auth = self.auth.encode() if isinstance(self.auth, str) else self.auth
        conn = brlapi.Connection(host, auth)
        try:
            conn.enterTtyModeWithPath()
            size = conn.displaySize
        except Exception:
            conn.closeConnection()
            raise
        with self._lock:
            self._conn = conn
            self.connected.set()
            self._resize(size)
            self._write()

    def _resize(self, size: tuple[int, int]) -> None:
        """Take the display's size. BRLTTY answers (0, 0) while its display
        driver is still starting (e.g. just after a restart); the reader
        thread then asks again until the size is known."""
        if size != self._size:
            self._size = size
            # keep the window start on a window boundary of the new size
            cells = self.window_size
            self._offset = (self._offset // cells) * cells if cells else 0

    def _drop(self, conn: Any) -> None:
        """Forget a connection that failed (only if it is still the current one).

        Only the reader thread closes it: closing a BrlAPI handle while
        another thread waits on it for a key is not safe.
        """
        with self._lock:
            if self._conn is conn and conn is not None:
                self._conn = None
                self.connected.clear()
                log.info("BRLTTY connection lost; reconnecting")
        if threading.current_thread() is self._thread:
            self._close_quietly(conn)

    @staticmethod
    def _close_quietly(conn: Any) -> None:
        try:
            conn.closeConnection()
        except Exception:
            pass

    def _write(self) -> None:
        conn = self._conn
        if conn is None or self.window_size == 0:
            return
        try:
            conn.writeDots(bytes(self.window()))
        except Exception as exc:
            log.debug("writeDots failed: %s", exc)
            self._drop(conn)

    def _run(self) -> None:
        while not self._stop.is_set():
            conn = self._conn
            if conn is None:
                try:
                    self._connect()
                    log.info("BRLTTY connection back")
                except Exception:
                    self._stop.wait(self.retry_interval)
                continue
            try:
                code = conn.readKeyWithTimeout(KEY_WAIT_MS)
            except Exception as exc:  # brlapi.OperationError: BRLTTY went away
                log.debug("readKey failed: %s", exc)
                self._drop(conn)
                continue
            if conn is not self._conn:  # a failed write dropped it meanwhile
                self._close_quietly(conn)
                continue
            if code is not None:
                self._key(code)
            elif self.window_size == 0:
                self._await_size(conn)

    def _await_size(self, conn: Any) -> None:
        """Ask for the display's size again; show the message once it is known.

        A client that entered tty mode before BRLTTY's display driver was up
        is not shown (BRLTTY 6.5 keeps its own "no screen" message), so the
        tty mode is entered again once the display is there.
        """
        try:
            size = conn.displaySize
            if not (size[0] and size[1]):
                return
            conn.leaveTtyMode()
            conn.enterTtyModeWithPath()
        except Exception as exc:
            log.debug("waiting for the display's size failed: %s", exc)
            self._drop(conn)
            return
        with self._lock:
            self._resize(size)
            self._write()

    def _key(self, code: int) -> None:
        key = key_from_code(code, self._offset)
        if key.name == "pan_right":
            self.pan_right()
        elif key.name == "pan_left":
            self.pan_left()
        handler = self._key_handler
        if handler is not None:
            try:
                handler(key)
            except Exception:
                log.exception("braille key handler failed for %s", key)
