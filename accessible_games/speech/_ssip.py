"""Speech-dispatcher plumbing shared by the speech-dispatcher and the
screen-reader backends.

Three things the ``speechd`` client library does not do on its own:

- find out, without starting anything, whether a server is listening
  (the library's autospawn hangs on machines without a sound card, so it is
  never used here);
- give up when the server stops answering: the library waits forever for a
  reply once the server has died between a command and its answer;
- end its reader thread quietly: the library ends it with ``sys.exit()``,
  which test runners and thread exception hooks report as an error.
"""

from __future__ import annotations

import os
import socket
import threading
from dataclasses import dataclass

#: seconds to wait for the server's answer to one command
REPLY_TIMEOUT = 2.0
#: seconds a reachability probe may take
PROBE_TIMEOUT = 0.5

DEFAULT_SOCKET_NAME = os.path.join("speech-dispatcher", "speechd.sock")
DEFAULT_PORT = 6560


@dataclass(frozen=True)
class Address:
    """Where the speech-dispatcher server listens."""

    method: str  # "unix_socket" or "inet_socket"
    path: str = ""  # unix_socket
    host: str = "127.0.0.1"  # inet_socket
    port: int = DEFAULT_PORT  # inet_socket

    def __str__(self) -> str:
        if self.method == "unix_socket":
            return f"unix_socket:{self.path}"
        return f"inet_socket:{self.host}:{self.port}"


def default_socket_path() -> str:
    """The socket the speechd library uses when nothing else is given."""
    runtime = os.environ.get("XDG_RUNTIME_DIR") or os.environ.get("XDG_CACHE_HOME")
    if not runtime:
        runtime = os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(runtime, DEFAULT_SOCKET_NAME)


def resolve_address(address: str | None = None) -> Address:
    """The server address: ``address`` if given, else ``SPEECHD_ADDRESS``,
    else the older ``SPEECHD_SOCKET``, else the default socket.

    Raises ValueError for an address that cannot be parsed.
    """
    text = address or os.environ.get("SPEECHD_ADDRESS") or ""
    if not text:
        return Address("unix_socket", os.environ.get("SPEECHD_SOCKET") or default_socket_path())
    method, _, rest = text.partition(":")
    if method == "unix_socket":
        return Address("unix_socket", rest or default_socket_path())
    if method == "inet_socket":
        host, _, port = rest.partition(":")
        try:
            number = int(port) if port else DEFAULT_PORT
        except ValueError:
            raise ValueError(f"bad speech-dispatcher port in {text!r}") from None
        return Address("inet_socket", host=host or "127.0.0.1", port=number)
    raise ValueError(f"unknown speech-dispatcher address {text!r}")


def unreachable_reason(address: Address, timeout: float = PROBE_TIMEOUT) -> str | None:
    """None when a server accepts connections at ``address``, else why not.

    Only connects and disconnects: it never starts a server.
    """
    if address.method == "unix_socket":
        if not os.path.exists(address.path):
            return f"no speech-dispatcher socket at {address.path}"
        family, target = socket.AF_UNIX, address.path
    else:
        family, target = socket.AF_INET, (address.host, address.port)
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(timeout)
            probe.connect(target)
    except OSError as exc:
        return f"speech-dispatcher does not answer at {address}: {exc.strerror or exc}"
    return None


def _guarded_client_class():
    """A speechd.SSIPClient that never autospawns, gives up on a silent
    server and ends its reader thread quietly, or None when the installed
    speechd library is not shaped as expected (then the plain client is used).
    """
    try:
        # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
        # without it there is no guarded client class (None)
        from speechd import client as sd
    except ImportError:
        return None
    base_conn = getattr(sd, "_SSIP_Connection", None)
    if base_conn is None or not all(
        hasattr(base_conn, name) for name in ("_communication", "_recv_response")
    ):
        return None
    if not hasattr(sd.SSIPClient, "_connect_with_autospawn"):
        return None

    class GuardedConnection(base_conn):
        reply_timeout = REPLY_TIMEOUT

        def __init__(self, *args, **kwargs) -> None:
            self.lost = threading.Event()
            super().__init__(*args, **kwargs)

        def _communication(self) -> None:
            try:
                super()._communication()
            except SystemExit:
                pass  # the library's way of ending the thread on a closed socket
            except Exception:
                pass
            finally:
                self.lost.set()
                # Wake a command waiting for its answer: it finds no answer
                # and reports the lost connection instead of waiting forever.
                self._ssip_reply_semaphore.release()

        def _recv_response(self):
            if not self._ssip_reply_semaphore.acquire(timeout=self.reply_timeout):
                self.lost.set()
                raise sd.SSIPCommunicationError("Speech Dispatcher did not answer.")
            if not self._com_buffer:
                raise sd.SSIPCommunicationError("Speech Dispatcher connection lost.")
            return self._com_buffer.pop(0)

        def send_command(self, command, *args):
            if self.lost.is_set():
                raise sd.SSIPCommunicationError("Speech Dispatcher connection lost.")
            return super().send_command(command, *args)

        def send_data(self, data):
            if self.lost.is_set():
                raise sd.SSIPCommunicationError("Speech Dispatcher connection lost.")
            return super().send_data(data)

    class GuardedClient(sd.SSIPClient):
        def _connect_with_autospawn(self, connection_args, autospawn):
            self._conn = GuardedConnection(**connection_args)

        @property
        def connection_lost(self) -> bool:
            conn = getattr(self, "_conn", None)
            return conn is None or conn.lost.is_set()

    return GuardedClient


_GUARDED = None
_GUARDED_LOCK = threading.Lock()


def guarded_client_class():
    global _GUARDED
    with _GUARDED_LOCK:
        if _GUARDED is None:
            _GUARDED = _guarded_client_class() or False
        return _GUARDED or None


def connect(name: str, address: Address):
    """An SSIP client connected to ``address``, never autospawning.

    Raises ImportError without the speechd library and speechd's
    SSIPCommunicationError (or OSError) when the server cannot be reached.
    """
    # lazy: speechd (speech-dispatcher's Python module, python3-speechd) is optional;
    # a missing one raises ImportError here, for the caller to report
    import speechd

    cls = guarded_client_class()
    if cls is not None:
        return cls(name, address=str(address), autospawn=False)
    return speechd.SSIPClient(name, address=str(address), autospawn=False)


def close_quietly(client) -> None:
    """Close an SSIP client, whatever state its connection is in."""
    if client is None:
        return
    try:
        client.close()
    except Exception:
        pass
