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


@pytest.fixture(autouse=True)
def patient_connections(monkeypatch):
    """On a machine loaded on purpose (``AG_SLOW_FACTOR``) the opening of a
    connection (a TLS handshake with a server just started) may take longer
    than a player's client waits: the in-process clients wait that much
    longer (the programs the tests start try again, as players' do)."""
    # lazy: only the network tests need the client; importing it is cached
    from accessible_games.net.client import remote
    from tests.fixtures.slow_mark import slow_factor

    monkeypatch.setattr(
        remote.NetClient, "open_seconds", remote.NetClient.open_seconds * slow_factor()
    )
