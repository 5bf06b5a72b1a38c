"""The game server's accounts desk: register, log in (with a password or a
session token), log out and change the password, with the limits that keep
guessing slow (per connection, per address and per account) and the
passwords' hashing off the event loop.

What it keeps and what it logs: the store holds each account's name, its
password's argon2 hash, its failed logins in a row and when it is locked,
and the SHA-256 of each session token. The log names accounts and
addresses on failed and locked logins; never a password, a hash or a token.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

from accessible_games.core.messages import Msg
from accessible_games.net.protocol import Bucket, ProtocolError
from accessible_games.net.server import accounts
from accessible_games.net.server.accounts import AccountError
from accessible_games.net.server.store import AccountRecord, NameTaken, Store

log = logging.getLogger("accessible_games.server.accounts")


class Client(Protocol):
    """What the desk needs of a server's connection (net/server/service.py's Client)."""

    address: str
    attempts: Bucket

    @property
    def from_afar(self) -> bool:
        """Whether the limits per address apply to this connection."""


#: password checks under way at most (each holds ~19 MiB for ~30 ms); more wait their turn
MAX_HASHING = 16
#: password checks waiting for their turn, from one address and in all: beyond, "busy"
MAX_WAITING_PER_ADDRESS, MAX_WAITING = 64, 2_000
#: attempts (logins, registrations, password changes) per connection: at once, and one more
#: every so many seconds
CONNECTION_BURST, CONNECTION_EVERY = 5, 12.0
#: login attempts per address (a household or a school shares one): at once, one more every
#: so many seconds
ADDRESS_BURST, ADDRESS_EVERY = 20, 6.0
#: new accounts per address: at once, one more every so many seconds
REGISTER_BURST, REGISTER_EVERY = 3, 1200.0
#: the addresses whose attempts are counted at once (the oldest are forgotten first)
MAX_ADDRESSES = 10_000


def owner_of_account(account: AccountRecord) -> str:
    """The opaque owner id of an account's seats (the same from any device)."""
    return f"account:{account.id}"


class Buckets:
    """A token bucket per key (an address, a person), for at most
    :data:`MAX_ADDRESSES` keys (the least recently used are forgotten first)."""

    def __init__(
        self, burst: float, every: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.burst, self.rate = burst, 1 / every
        #: the buckets' clock (monotonic seconds; a test may set its own)
        self.clock = clock
        self.buckets: OrderedDict[str, Bucket] = OrderedDict()

    def take(self, key: str) -> bool:
        """Take a token from ``key``'s bucket (full for a key not seen lately);
        whether there was one."""
        bucket = self.buckets.pop(key, None) or Bucket(self.burst, self.rate, self.clock)
        self.buckets[key] = bucket
        while len(self.buckets) > MAX_ADDRESSES:
            self.buckets.popitem(last=False)
        return bucket.take()


class AccountDesk:
    """Accounts for one server. ``clock`` gives unix time (tests set it)."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        pool: ThreadPoolExecutor | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.pool = pool or ThreadPoolExecutor(2, thread_name_prefix="passwords")
        self.logins = Buckets(ADDRESS_BURST, ADDRESS_EVERY)
        self.registrations = Buckets(REGISTER_BURST, REGISTER_EVERY)
        #: the password checks' turns: at most MAX_HASHING at once, the others
        #: wait in the order they came (made in the event loop at first use)
        self._turns: asyncio.Semaphore | None = None
        #: checks waiting for their turn, per address
        self._waiting: dict[str, int] = {}
        #: the connections with an attempt under way (one at a time each)
        self._attempting: set[int] = set()
        #: one guess per account at a time (account id -> its lock)
        self._guesses: dict[int, asyncio.Lock] = {}
        #: how long the last password checks took (a name that does not exist
        #: is answered after as long, without a check)
        self._durations: list[float] = []
        #: a hash of no password, checked when a name does not exist and no
        #: check has been timed yet
        self._dummy: str | None = None

    def close(self) -> None:
        """Stop the password pool; checks that have not started yet are cancelled."""
        self.pool.shutdown(wait=False, cancel_futures=True)

    # --- the slow part, off the event loop -----------------------------------------------

    async def _slow(self, work: Callable[..., Any], *args: Any, address: str = "") -> Any:
        """``work(*args)`` on the password pool, in its turn: at most
        :data:`MAX_HASHING` at once, the others waiting in order (a bounded
        number per address and in all, beyond which the answer is "busy")."""
        if self._turns is None:
            self._turns = asyncio.Semaphore(MAX_HASHING)
        waiting = self._waiting.get(address, 0)
        if waiting >= MAX_WAITING_PER_ADDRESS or sum(self._waiting.values()) >= MAX_WAITING:
            raise ProtocolError(Msg("acct.login.busy"))
        self._waiting[address] = waiting + 1
        try:
            await self._turns.acquire()
        finally:
            left = self._waiting[address] - 1
            if left:
                self._waiting[address] = left
            else:
                del self._waiting[address]
        start = time.perf_counter()
        try:
            return await asyncio.get_running_loop().run_in_executor(self.pool, work, *args)
        finally:
            self._turns.release()
            self._durations = [*self._durations[-31:], time.perf_counter() - start]

    async def _verify(
        self, account: AccountRecord | None, password: str, address: str = ""
    ) -> bool:
        """Whether ``password`` is ``account``'s. For no account the answer
        comes after as long as a check takes (the median of the last ones),
        without taking a turn from anyone: a flood of logins to names that
        do not exist costs the server nothing and tells nothing."""
        if account is None:
            if not self._durations:
                if self._dummy is None:
                    self._dummy = accounts.hash_password("no such account")
                await self._slow(accounts.verify_password, self._dummy, password, address=address)
            else:
                await asyncio.sleep(sorted(self._durations)[len(self._durations) // 2])
            return False
        return bool(
            await self._slow(accounts.verify_password, account.hash, password, address=address)
        )

    def _one_at_a_time(self, client: Client) -> None:
        """A connection's attempts (logins, registrations, password changes)
        are checked one after the other: the next waits for the answer."""
        if id(client) in self._attempting:
            raise ProtocolError(Msg("acct.login.single"))

    def _guess_lock(self, account_id: int) -> asyncio.Lock:
        lock = self._guesses.get(account_id)
        if lock is None:
            lock = self._guesses[account_id] = asyncio.Lock()
        return lock

    # --- limits --------------------------------------------------------------------------

    def _attempt(self, client: Client) -> None:
        if not client.attempts.take() or (
            client.from_afar and not self.logins.take(client.address)
        ):
            log.info("login attempts over the limit from %s", client.address)
            raise ProtocolError(Msg("acct.login.rate"))

    def _locked(self, account: AccountRecord) -> None:
        left = account.locked_until - self.clock()
        if left <= 0:
            return
        if account.failures >= accounts.LOCK_AFTER:
            raise ProtocolError(Msg("acct.login.locked", count=max(1, round(left / 60 + 0.49))))
        raise ProtocolError(Msg("acct.login.wait", count=max(1, round(left + 0.49))))

    # --- what a client asks ---------------------------------------------------------------

    def session(self, token: str) -> AccountRecord | None:
        """The account of a session token (hello), or None; a session in use
        stays good for another :data:`accounts.SESSION_SECONDS`."""
        key = accounts.session_key(token)
        account = self.store.session(key, self.clock())
        if account is not None:
            self.store.add_session(key, account.id, self.clock() + accounts.SESSION_SECONDS)
        return account

    def new_session(self, account: AccountRecord) -> str:
        """Start a session of ``account``, good for
        :data:`accounts.SESSION_SECONDS`; its token (the store keeps only the
        token's hash)."""
        token, key = accounts.new_session()
        self.store.add_session(key, account.id, self.clock() + accounts.SESSION_SECONDS)
        return token

    def end_session(self, token: str | None) -> None:
        """End the session of ``token``; nothing happens for None or an unknown one."""
        if token is not None:
            self.store.drop_session(accounts.session_key(token))

    async def register(self, client: Client, name: str, password: str) -> AccountRecord:
        """A new account of ``name``; its record (then logged in by the server)."""
        try:
            name = accounts.check_name(name)
            accounts.check_password(password, name)
        except AccountError as exc:
            raise ProtocolError(exc.msg) from None
        self._attempt(client)
        if client.from_afar and not self.registrations.take(client.address):
            log.info("registrations over the limit from %s", client.address)
            raise ProtocolError(Msg("acct.register.rate"))
        skeleton = accounts.skeleton(name)
        if self.store.account(skeleton) is not None:
            raise ProtocolError(Msg("acct.name.taken", name=name))
        self._one_at_a_time(client)
        self._attempting.add(id(client))
        try:
            hashed = await self._slow(accounts.hash_password, password, address=client.address)
        finally:
            self._attempting.discard(id(client))
        try:
            number = self.store.create_account(name, skeleton, hashed)
        except NameTaken:  # made meanwhile by another connection
            raise ProtocolError(Msg("acct.name.taken", name=name)) from None
        log.info("account %d registered from %s", number, client.address)
        found = self.store.account(skeleton)
        assert found is not None
        return found

    async def login(self, client: Client, name: str, password: str) -> AccountRecord:
        """The account whose password this is, or ProtocolError (wrong, locked, too many).

        One guess per account at a time: a guess waits for the one before
        it, then reads the failures anew and counts itself as a failure
        before its password is checked (undone when it is right), so that
        guesses sent at once meet the lock as guesses one after the other."""
        self._one_at_a_time(client)
        self._attempt(client)
        try:
            skeleton = accounts.skeleton(accounts.check_name(name))
        except AccountError:
            skeleton = None
        account = self.store.account(skeleton) if skeleton is not None else None
        self._attempting.add(id(client))
        try:
            if account is None:
                await self._verify(None, password, client.address)
                raise ProtocolError(Msg("acct.login.wrong"))
            lock = self._guess_lock(account.id)
            try:
                async with lock:
                    return await self._guess(client, account, password)
            finally:
                if not lock.locked() and self._guesses.get(account.id) is lock:
                    del self._guesses[account.id]
        finally:
            self._attempting.discard(id(client))

    async def _guess(self, client: Client, account: AccountRecord, password: str) -> AccountRecord:
        current = self.store.account(account.skeleton)
        if current is None:  # gone meanwhile
            raise ProtocolError(Msg("acct.login.wrong"))
        self._locked(current)
        failures = current.failures + 1
        self.store.set_failures(
            current.id, failures, self.clock() + accounts.lock_seconds(failures)
        )
        if not await self._verify(current, password, client.address):
            log.info(
                "failed login %d in a row for account %d from %s",
                failures,
                current.id,
                client.address,
            )
            if failures >= accounts.LOCK_AFTER:
                log.warning("account %d locked after %d failed logins", current.id, failures)
            raise ProtocolError(Msg("acct.login.wrong"))
        self.store.set_failures(current.id, 0, 0.0)
        fresh = self.store.account(current.skeleton) or current
        if accounts.needs_rehash(fresh.hash):
            hashed = await self._slow(accounts.hash_password, password, address=client.address)
            self.store.set_password(fresh.id, hashed)
        return fresh

    async def change_password(
        self, client: Client, account: AccountRecord, old: str, new: str
    ) -> None:
        """``account``'s password becomes ``new`` (every session ends). The
        old password is a guess like a login's: one at a time per account,
        counted before it is checked."""
        try:
            accounts.check_password(new, account.name)
        except AccountError as exc:
            raise ProtocolError(exc.msg) from None
        self._one_at_a_time(client)
        self._attempt(client)
        self._attempting.add(id(client))
        try:
            async with self._guess_lock(account.id):
                try:
                    current = await self._guess(client, account, old)
                except ProtocolError as exc:
                    if exc.msg.key == "acct.login.wrong":
                        raise ProtocolError(Msg("acct.password.old_wrong")) from None
                    raise
                hashed = await self._slow(accounts.hash_password, new, address=client.address)
                self.store.set_password(current.id, hashed)
        finally:
            self._attempting.discard(id(client))
        log.info("account %d changed its password", current.id)
