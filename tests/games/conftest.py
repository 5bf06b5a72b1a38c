"""The games' tests: the duels (hundreds of seeded bot games whose share of
wins a test checks) are played ahead, beside the tests that run before
theirs (see :class:`tests.game_helpers.PlayedAhead`)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.game_helpers import PlayedAhead, play_ahead

#: the works the collected tests need, in the order the tests run
NEEDED = pytest.StashKey[list]()


def pytest_collection_finish(session: pytest.Session) -> None:
    needed: list[PlayedAhead] = []
    for item in session.items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        for work in getattr(getattr(item, "function", None), "played_ahead", ()):
            if isinstance(work, PlayedAhead) and work.needed_by(params) and work not in needed:
                needed.append(work)
    session.config.stash[NEEDED] = needed


@pytest.fixture(scope="session", autouse=True)
def duels_played_ahead(request: pytest.FixtureRequest) -> Iterator[None]:
    """Started by the first test of tests/games; closed at the latest at the
    end of the session (at once, the work left cancelled, when a run stops
    early).

    Not in a pytest-xdist worker: every worker collects every test, without
    knowing which of them it will run, so each would play all the duels
    ahead (twice the work with two workers), on cores the workers keep busy
    anyway; there each duel test plays its games itself (``shared_out``)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        yield
        return
    close = play_ahead(request.config.stash.get(NEEDED, []))
    yield
    close()
