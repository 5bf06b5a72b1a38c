"""Files from outside, read and written so that no path can hang, exhaust or
corrupt the program, and no write can lose data.

Reading (:func:`read_bytes`, :func:`read_text`): only regular files are
opened (a FIFO, a device or a folder is refused before it is opened, and
checked again on the open file), and never more than a limit is read.

Writing (:func:`write_atomic`): the new content goes to a temporary file in
the same folder (an unnamed one where the system has them, so a process
killed while writing leaves nothing), is flushed to the disk, and then
renamed over the old file, so the file is always the old one or the new
one. Only a regular file the player owns and may write is ever replaced,
never a link, a device or a read-only file. Temporary files of a process
that died between naming and renaming are removed by the next write there.

Updating (:func:`locked`): several copies of the program read, merge and
write a shared file one after another under a lock.

Damaged files (:func:`set_aside`) are moved to a name of their own
(``settings.toml.broken``, then ``settings.toml.broken-2``, ...), never over
an earlier one.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from accessible_games.boundary.errors import InputError, os_reason
from accessible_games.boundary.text import quote
from accessible_games.core.messages import Msg

log = logging.getLogger(__name__)

#: the prefix of this program's temporary files: ``.ag-<pid>-<random>.tmp``
TEMP_PREFIX = ".ag-"
#: how long a lock is waited for before giving up, in seconds
LOCK_WAIT = 10.0
_PATH_QUOTE = 200


def shown(path: str | os.PathLike) -> str:
    """A path as a message says it (cleaned, not endless)."""
    return quote(os.fspath(path), _PATH_QUOTE)


def _unreadable(path: str | os.PathLike, reason: Msg) -> InputError:
    return InputError(Msg("boundary.file.unreadable", path=shown(path), reason=reason))


def _kind(mode: int) -> Msg | None:
    """Why a file of this mode is not read or replaced (None: a regular file)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return Msg("boundary.file.folder")
    if stat.S_ISLNK(mode):
        return Msg("boundary.file.link")
    return Msg("boundary.file.special")


def read_bytes(path: str | os.PathLike, limit: int) -> bytes:
    """The content of the regular file ``path``, at most ``limit`` bytes;
    :class:`InputError` (naming the file and the reason) otherwise."""
    try:
        before = os.stat(path)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise _unreadable(path, os_reason(exc)) from exc
    problem = _kind(before.st_mode)
    if problem is not None:
        raise _unreadable(path, problem)
    if before.st_size > limit:
        raise _unreadable(path, Msg("boundary.file.large", size=before.st_size, limit=limit))
    flags = (
        os.O_RDONLY
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_NOCTTY", 0)
        | getattr(os, "O_BINARY", 0)
    )
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError) as exc:
        raise _unreadable(path, os_reason(exc)) from exc
    try:
        now = os.fstat(fd)
        problem = _kind(now.st_mode)  # replaced between the look and the open
        if problem is not None:
            raise _unreadable(path, problem)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise _unreadable(path, Msg("boundary.file.large", size=size, limit=limit))
        return b"".join(chunks)
    except OSError as exc:
        raise _unreadable(path, os_reason(exc)) from exc
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike, limit: int) -> str:
    """:func:`read_bytes` as UTF-8 text (a leading byte-order mark dropped)."""
    raw = read_bytes(path, limit)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _unreadable(path, Msg("boundary.data.encoding")) from exc


# --- writing ------------------------------------------------------------------------


def _write_refused(path: str | os.PathLike, reason: Msg) -> InputError:
    return InputError(Msg("boundary.file.unwritable", path=shown(path), reason=reason))


def check_replaceable(path: str | os.PathLike) -> os.stat_result | None:
    """The status of the file ``path`` may replace (None: there is none);
    :class:`InputError` when it is a link, a folder, a device or FIFO, a file
    of another user, or read-only."""
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise _write_refused(path, os_reason(exc)) from exc
    problem = _kind(found.st_mode)
    if problem is not None:
        raise _write_refused(path, problem)
    if hasattr(os, "geteuid") and found.st_uid != os.geteuid():
        raise _write_refused(path, Msg("boundary.file.not_owner"))
    if not found.st_mode & stat.S_IWUSR:
        raise _write_refused(path, Msg("boundary.file.read_only"))
    return found


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError, ValueError):
        return True
    return True


def sweep_temporary(folder: str | os.PathLike) -> int:
    """Remove the temporary files of processes that died while writing in
    ``folder``; how many were removed."""
    removed = 0
    if os.name != "posix":
        return 0
    try:
        names = [n for n in os.listdir(folder) if n.startswith(TEMP_PREFIX) and n.endswith(".tmp")]
    except OSError:
        return 0
    for name in names:
        pid_text = name[len(TEMP_PREFIX) :].split("-", 1)[0]
        if pid_text.isascii() and pid_text.isdigit() and not _alive(int(pid_text)):
            with contextlib.suppress(OSError):
                os.unlink(os.path.join(folder, name))
                removed += 1
    return removed


def _temp_name(folder: str) -> str:
    return os.path.join(folder, f"{TEMP_PREFIX}{os.getpid()}-{secrets.token_hex(6)}.tmp")


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
    os.fsync(fd)


def _fsync_folder(folder: str) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


#: unnamed temporary files (Linux): named only once they are complete
_UNNAMED = hasattr(os, "O_TMPFILE") and os.path.isdir("/proc/self/fd")


def _unnamed(folder: str, data: bytes, mode: int | None) -> str | None:
    """``data`` in an unnamed temporary file, given a temporary name only
    once it is complete and on the disk (a process killed while writing
    leaves nothing); None where the file system cannot do that."""
    try:
        fd = os.open(folder, os.O_TMPFILE | os.O_WRONLY | getattr(os, "O_CLOEXEC", 0), 0o666)
    except OSError:
        return None
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        _write_all(fd, data)
        temp = _temp_name(folder)
        try:
            os.link(f"/proc/self/fd/{fd}", temp)
        except OSError:
            global _UNNAMED
            _UNNAMED = False  # no links to unnamed files here: named temporary files from now on
            return None
        return temp
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Replace ``path`` by ``data``: the file is always either the old one
    or the new one, and nothing is left behind. Refuses (InputError) to
    replace anything but a regular file the player owns and may write;
    a write that fails (a full disk) names the reason."""
    path = os.fspath(path)
    if "\x00" in path:
        raise _write_refused(path, Msg("boundary.path.nul"))
    existing = check_replaceable(path)
    folder = os.path.dirname(path) or "."
    mode = stat.S_IMODE(existing.st_mode) if existing is not None else None
    sweep_temporary(folder)
    temp = None
    try:
        temp = _unnamed(folder, data, mode) if _UNNAMED else None
        if temp is None:
            temp = _temp_name(folder)
            fd = os.open(
                temp,
                os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                0o666 if mode is None else mode,
            )
            try:
                _write_all(fd, data)
            finally:
                os.close(fd)
        check_replaceable(path)  # nothing else took the name meanwhile
        os.replace(temp, path)
        temp = None
        _fsync_folder(folder)
    except OSError as exc:
        raise _write_refused(path, os_reason(exc)) from exc
    finally:
        if temp is not None:  # leave no temporary file behind
            with contextlib.suppress(OSError):
                os.unlink(temp)


# --- locks and damaged files -----------------------------------------------------------


@contextlib.contextmanager
def locked(path: str | os.PathLike, wait: float = LOCK_WAIT) -> Iterator[None]:
    """Hold the lock of ``path`` (the file ``path.lock`` beside it) while the
    block reads, merges and writes it; other copies of the program wait.
    After ``wait`` seconds the block runs anyway (a hung copy must not stop
    this one), which is said in the log."""
    lock_path = f"{os.fspath(path)}.lock"
    os.makedirs(os.path.dirname(lock_path) or ".", exist_ok=True)
    fd = os.open(
        lock_path,
        os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0),
        0o600,
    )
    held = False
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                _lock(fd)
                held = True
                break
            except OSError:
                if time.monotonic() >= deadline:
                    log.warning("lock of %s not had after %.0f s", lock_path, wait)
                    break
                time.sleep(0.005)
        yield
    finally:
        if held:
            with contextlib.suppress(OSError):
                _unlock(fd)
        os.close(fd)


if sys.platform == "win32":  # pragma: no cover - the Windows client
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def set_aside(path: str | os.PathLike) -> Path | None:
    """Move the damaged file ``path`` to the first free name of
    ``path.broken``, ``path.broken-2``, ... (never over an earlier one);
    the new name, or None when it could not be moved."""
    path = os.fspath(path)
    for number in range(1, 1000):
        kept = f"{path}.broken" if number == 1 else f"{path}.broken-{number}"
        try:
            os.link(
                path, kept, follow_symlinks=False
            )  # fails when the name is taken: no earlier file is lost
        except FileExistsError:
            continue
        except OSError:
            if os.path.lexists(kept):
                continue
            try:
                os.rename(path, kept)  # no hard links here
            except OSError:
                return None
            return Path(kept)
        with contextlib.suppress(OSError):
            os.unlink(path)
        return Path(kept)
    return None
