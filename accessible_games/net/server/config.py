"""The game server's configuration file (TOML): ``serve --config FILE``, or
``server.toml`` in the server's data folder when it is there.

    # who may kick, ban and read reports: account names
    admins = ["Anna", "Ben"]
    # reverse proxies on other machines: their addresses are never banned
    proxies = ["192.0.2.10"]

The file comes from the operator, but is read like any input: at most
:data:`FILE_BYTES`, only the keys below, each checked; a file that fails
stops the server before it starts, with the reason.
"""

from __future__ import annotations

import ipaddress
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from accessible_games.boundary.errors import InputError
from accessible_games.boundary.files import read_text
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg
from accessible_games.net.server import accounts

FILE_NAME = "server.toml"
FILE_BYTES = 64 * 1024
MAX_ADMINS = 50


class ConfigError(GameError):
    """The configuration file cannot be used; the reason says why."""


@dataclass(frozen=True)
class ServerConfig:
    """What the file sets (the defaults: no file)."""

    #: the administrators' account names, as written
    admins: frozenset[str] = field(default_factory=frozenset)
    #: the addresses of reverse proxies in front of the server (on another
    #: machine): shared by every player behind them, so never banned
    proxies: frozenset[str] = field(default_factory=frozenset)

    def is_admin(self, name: str) -> bool:
        """Whether the account ``name`` is an administrator's: exactly the
        name written in the file (a look-alike such as "BOSS" or "B.o.s.s"
        for "Boss" is not, and cannot be registered either)."""
        return name in self.admins

    def looks_like_admin(self, name: str) -> bool:
        """Whether ``name`` is an administrator's or looks like one (the same
        look-alike skeleton): such a name is nobody else's."""
        return accounts.skeleton(name) in {accounts.skeleton(admin) for admin in self.admins}


def load(path: Path) -> ServerConfig:
    """The configuration in ``path``; ConfigError with the reason."""
    try:
        text = read_text(path, FILE_BYTES)
    except (InputError, OSError) as exc:
        reason = exc.msg if isinstance(exc, InputError) else str(exc)
        raise ConfigError(Msg("net.config.unreadable", path=str(path), reason=reason)) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(Msg("net.config.syntax", path=str(path), reason=str(exc)[:200])) from None
    unknown = sorted(set(data) - {"admins", "proxies"})
    if unknown:
        raise ConfigError(
            Msg("net.config.unknown", path=str(path), name=unknown[0][:40], known="admins, proxies")
        )
    admins = data.get("admins", [])
    if (
        not isinstance(admins, list)
        or len(admins) > MAX_ADMINS
        or not all(isinstance(a, str) for a in admins)
    ):
        raise ConfigError(Msg("net.config.admins", path=str(path), most=MAX_ADMINS))
    names = []
    for name in admins:
        try:
            names.append(accounts.check_name(name))
        except accounts.AccountError as exc:
            raise ConfigError(
                Msg("net.config.admin_name", path=str(path), name=name[:40], reason=exc.msg)
            ) from None
    return ServerConfig(admins=frozenset(names), proxies=_proxies(data.get("proxies", []), path))


def _proxies(value: object, path: Path) -> frozenset[str]:
    """The proxies' addresses: a list of IP addresses, as the server sees them."""
    if not isinstance(value, list) or len(value) > MAX_ADMINS:
        raise ConfigError(Msg("net.config.proxies", path=str(path), most=MAX_ADMINS))
    found = set()
    for raw in value:
        try:
            found.add(str(ipaddress.ip_address(raw if isinstance(raw, str) else "")))
        except ValueError:
            raise ConfigError(Msg("net.config.proxies", path=str(path), most=MAX_ADMINS)) from None
    return frozenset(found)


def for_server(folder: Path, given: str | None) -> ServerConfig:
    """The configuration of ``serve``: the file given, else the data
    folder's server.toml if there is one, else the defaults."""
    if given is not None:
        return load(Path(given))
    path = folder / FILE_NAME
    return load(path) if path.exists() else ServerConfig()
