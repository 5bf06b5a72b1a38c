"""Attacks of a hostile client against a real server process (``serve`` on
loopback, raw protocol messages through tests/net/raw.py), kept as
regression tests. Each names the hole it closes (docs/security.md)."""

from __future__ import annotations

import asyncio

import pytest

from accessible_games.net import accounts

from .processes import Server
from .raw import Raw, refused

pytestmark = pytest.mark.slow

SECRET = "Nachtzug9"


@pytest.fixture
def server(tmp_path):
    found = Server(tmp_path / "server").start()
    yield found
    found.stop()


async def registered(url: str, name: str, password: str = SECRET) -> None:
    raw = await Raw.open(url, name)
    try:
        assert refused(await raw.ask("register", name=name, password=password)) is None
    finally:
        await raw.close()


# --- 4. parallel guesses meet the lock as guesses one after the other -------------------------


def test_guesses_sent_at_once_are_counted_one_after_the_other(server):
    """Sixteen connections guess an account's password at once, five
    times each: no more passwords are checked than the lock allows, and
    the right password is then refused too."""

    async def scenario() -> None:
        await registered(server.url, "Vera")
        guessers = [await Raw.open(server.url, f"Eve{i}") for i in range(16)]

        async def guess(raw: Raw) -> list[str | None]:
            return [
                refused(await raw.ask("login", name="Vera", password=f"guess{raw.n}x"))
                for _ in range(5)
            ]

        answers = [key for keys in await asyncio.gather(*map(guess, guessers)) for key in keys]
        checked = answers.count("acct.login.wrong")
        assert checked <= accounts.LOCK_AFTER, answers
        assert set(answers) <= {"acct.login.wrong", "acct.login.wait", "acct.login.locked"}
        honest = await Raw.open(server.url, "Vera2")
        assert refused(await honest.ask("login", name="Vera", password=SECRET)) in (
            "acct.login.wait",
            "acct.login.locked",
        )
        for raw in [*guessers, honest]:
            await raw.close()

    asyncio.run(scenario())


# --- 5. a login flood leaves the honest logins their turn ---------------------------------------


def test_a_flood_of_logins_to_no_account_blocks_no_honest_login(server):
    """Forty connections log in to a name that does not exist, again and
    again; meanwhile eight players log in to their accounts: every one of
    them is let in, none is told the server is busy."""

    async def scenario() -> None:
        people = [f"Honest{i}" for i in range(8)]
        for name in people:
            await registered(server.url, name)
        flood = [await Raw.open(server.url, f"Flood{i}") for i in range(40)]
        honest = [await Raw.open(server.url, f"{name}x") for name in people]

        async def flooding(raw: Raw) -> list[str | None]:
            return [
                refused(await raw.ask("login", name="Nobody", password="guess")) for _ in range(5)
            ]

        async def logging_in(raw: Raw, name: str) -> str | None:
            await asyncio.sleep(0)  # the flood's first requests are sent first
            return refused(await raw.ask("login", name=name, password=SECRET))

        results = await asyncio.gather(
            *map(flooding, flood), *(logging_in(r, n) for r, n in zip(honest, people, strict=True))
        )
        flood_answers = [key for keys in results[:40] for key in keys]
        assert set(flood_answers) <= {"acct.login.wrong", "acct.login.rate"}, flood_answers
        assert results[40:] == [None] * 8, results[40:]
        for raw in [*flood, *honest]:
            await raw.close()

    asyncio.run(scenario())
