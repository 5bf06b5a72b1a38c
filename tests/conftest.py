"""Shared test set-up: real-component fixtures, and a private settings folder
for every test so no test reads or writes the player's own settings."""

import pytest
from hypothesis import HealthCheck, settings

# Generated tests wait for no clock either: hypothesis's per-example deadline
# and its "too slow" health check measure time, and a busy machine would fail
# them with nothing wrong. Each test still bounds its work by its number of
# examples.
settings.register_profile(
    "accessible-games", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("accessible-games")

pytest_plugins = [
    "tests.fixtures.speechd",
    "tests.fixtures.brltty",
    "tests.fixtures.tmux",
    "tests.fixtures.pilot",
    # a test over 5 s of CPU time (or 20 s of wall time) must be marked slow
    "tests.fixtures.slow_mark",
]


@pytest.fixture(autouse=True)
def private_settings(tmp_path_factory, monkeypatch):
    folder = tmp_path_factory.mktemp("settings")
    monkeypatch.setenv("ACCESSIBLE_GAMES_CONFIG_DIR", str(folder))
    # saved games and statistics too never touch the player's own folders
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    # sound cues go through miniaudio's NULL backend: real frames, no sound card, never heard
    monkeypatch.setenv("ACCESSIBLE_GAMES_SOUND_BACKEND", "null")
    return folder
