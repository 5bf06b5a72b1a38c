"""The games' tests: the duels (hundreds of seeded bot games whose share of
wins a test checks) are played ahead, beside the tests that run before
theirs (see :class:`tests.game_helpers.PlayedAhead`)."""

from __future__ import annotations

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
    early)."""
    close = play_ahead(request.config.stash.get(NEEDED, []))
    yield
    close()
