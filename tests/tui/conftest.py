"""Run ``async def`` tests of this folder in their own event loop (no
asyncio plugin is needed)."""

import asyncio
import inspect

import pytest

from tests.fixtures.slow_mark import slow_factor

#: the most seconds an async test may run before it is stopped as hung: a
#: bound on a test that never ends, never a wait; a test marked slow (a whole
#: game against a server) gets more, and a loaded machine (AG_SLOW_FACTOR,
#: the stress run's 4) more again
BOUND, SLOW_BOUND = 60, 300


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        names = pyfuncitem._fixtureinfo.argnames
        kwargs = {name: pyfuncitem.funcargs[name] for name in names}
        bound = SLOW_BOUND if pyfuncitem.get_closest_marker("slow") else BOUND
        asyncio.run(asyncio.wait_for(pyfuncitem.obj(**kwargs), timeout=bound * slow_factor()))
        return True
    return None
