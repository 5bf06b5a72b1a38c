"""Keep third-party libraries from printing into the player's terminal.

Some speech libraries print progress or errors with ``print``
("Audio saved to ...", "Cannot find espeak.core ..."). In a terminal the
player's screen reader would read that out, and in a full-screen interface
it would garble the display. :func:`muted` drops what the *current thread*
writes to ``sys.stdout`` and ``sys.stderr`` while other threads (the user
interface) keep writing normally. Threads that a C library started on its
own and that call back into Python (libespeak-ng runs pyttsx3's callback,
which prints, on such a thread) are muted too while any thread is muted.
File-descriptor redirection is avoided on purpose: it would also swallow the
interface's own output for that time.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_muted: dict[int, int] = {}  # thread id -> nesting depth
_installed: dict[str, object] = {}  # "stdout"/"stderr" -> our wrapper


_DummyThread = getattr(threading, "_DummyThread", None)


def _silenced() -> bool:
    if not _muted:
        return False
    if threading.get_ident() in _muted:
        return True
    # A thread Python did not start: a C library's callback thread.
    return _DummyThread is not None and isinstance(threading.current_thread(), _DummyThread)


class _ThreadFilter:
    """A text stream that forwards writes except those of muted threads."""

    def __init__(self, inner) -> None:
        self._inner = inner

    def write(self, text):
        if _silenced():
            return len(text)
        return self._inner.write(text)

    def writelines(self, lines) -> None:
        if _silenced():
            return
        self._inner.writelines(lines)

    def flush(self) -> None:
        if _silenced():
            return
        self._inner.flush()

    def __getattr__(self, name):
        return getattr(self._inner, name)


def _install() -> None:
    for name in ("stdout", "stderr"):
        current = getattr(sys, name)
        if current is not None and current is not _installed.get(name):
            wrapper = _ThreadFilter(current)
            _installed[name] = wrapper
            setattr(sys, name, wrapper)


def _uninstall() -> None:
    for name, wrapper in list(_installed.items()):
        if getattr(sys, name) is wrapper:
            setattr(sys, name, wrapper._inner)  # type: ignore[attr-defined]
        del _installed[name]


@contextmanager
def muted() -> Iterator[None]:
    """Drop this thread's writes to sys.stdout/sys.stderr inside the block."""
    ident = threading.get_ident()
    with _lock:
        if not _muted:
            _install()
        _muted[ident] = _muted.get(ident, 0) + 1
    try:
        yield
    finally:
        with _lock:
            depth = _muted.get(ident, 1) - 1
            if depth:
                _muted[ident] = depth
            else:
                _muted.pop(ident, None)
            if not _muted:
                _uninstall()
