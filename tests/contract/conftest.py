"""The contract suite runs with the toy game registered like any other."""

import pytest

from .registration import registered
from .toy import GAME_ID, make_entry


@pytest.fixture(autouse=True, scope="package")
def toy_game_registered():
    with registered(GAME_ID, make_entry):
        yield
