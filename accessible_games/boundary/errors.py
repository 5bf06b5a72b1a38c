"""The refusal of outside input, and the reasons the system gives, in the
player's language."""

from __future__ import annotations

import errno

from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg

#: system errors the player is told in words of their language; any other
#: is named by its number
_OS_REASONS = {
    errno.ENOENT: "enoent",
    errno.EACCES: "eacces",
    errno.EPERM: "eacces",
    errno.ENOSPC: "enospc",
    errno.EDQUOT: "enospc",
    errno.EROFS: "erofs",
    errno.EISDIR: "eisdir",
    errno.ENOTDIR: "enotdir",
    errno.ELOOP: "eloop",
    errno.ENAMETOOLONG: "enametoolong",
    errno.EEXIST: "eexist",
    errno.EBUSY: "ebusy",
    errno.EIO: "eio",
    errno.EFBIG: "efbig",
    errno.EMFILE: "emfile",
    errno.ENFILE: "emfile",
    errno.ENXIO: "enxio",
    errno.EINVAL: "einval",
    errno.EXDEV: "exdev",
}


class InputError(GameError):
    """Outside input refused: its message says why, in the player's language."""


def os_reason(exc: BaseException) -> Msg:
    """Why a file operation failed, as a message in the player's language
    (not the system's English text)."""
    code = getattr(exc, "errno", None)
    key = _OS_REASONS.get(code) if isinstance(code, int) else None
    if key is not None:
        return Msg(f"boundary.os.{key}")
    if isinstance(code, int):
        return Msg("boundary.os.other", code=errno.errorcode.get(code, str(code)))
    return Msg("boundary.os.unknown")
