"""Run ``async def`` tests of this folder in their own event loop (no
asyncio plugin is needed)."""

import asyncio
import inspect

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        names = pyfuncitem._fixtureinfo.argnames
        kwargs = {name: pyfuncitem.funcargs[name] for name in names}
        asyncio.run(asyncio.wait_for(pyfuncitem.obj(**kwargs), timeout=60))
        return True
    return None
