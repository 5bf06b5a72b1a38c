"""The reconnect tokens kept between runs of the client: one per server
address and player name, in a file only the player may read; whatever the
file holds (it comes from outside the program) is read without an error
and only well-formed entries are used."""

from __future__ import annotations

import json
import stat

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.net.client import tokens

URL = "ws://127.0.0.1:7000"
TOKEN = "A" * 32


def test_a_token_is_kept_per_server_and_name(tmp_path):
    assert tokens.load(URL, "Ann", tmp_path) is None
    assert tokens.save(URL, "Ann", TOKEN, tmp_path)
    assert tokens.save(URL, "Ben", "B" * 32, tmp_path)
    assert tokens.save("ws://example.org:7000", "Ann", "C" * 32, tmp_path)
    assert tokens.load(URL, "Ann", tmp_path) == TOKEN
    assert tokens.load(URL, "Ben", tmp_path) == "B" * 32
    assert tokens.load("ws://example.org:7000", "Ann", tmp_path) == "C" * 32
    assert tokens.load(URL, "Cid", tmp_path) is None
    path = tmp_path / tokens.FILE_NAME
    assert stat.S_IMODE(path.stat().st_mode) == 0o600, "only the player may read the tokens"
    assert tokens.save(URL, "Ann", "D" * 32, tmp_path)  # a new token replaces the old one
    assert tokens.load(URL, "Ann", tmp_path) == "D" * 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_malformed_tokens_are_not_kept(tmp_path):
    assert not tokens.save(URL, "Ann", "short", tmp_path)
    assert not tokens.save(URL, "Ann", "x" * 20 + "\n", tmp_path)
    assert not tokens.save("ws://" + "h" * 400, "Ann", TOKEN, tmp_path)
    assert not (tmp_path / tokens.FILE_NAME).exists()


def test_only_the_newest_servers_are_remembered(tmp_path):
    for number in range(tokens.MAX_SERVERS + 5):
        assert tokens.save(f"ws://host{number}:7000", "Ann", TOKEN, tmp_path)
    assert tokens.load("ws://host0:7000", "Ann", tmp_path) is None
    assert tokens.load(f"ws://host{tokens.MAX_SERVERS + 4}:7000", "Ann", tmp_path) == TOKEN
    assert (tmp_path / tokens.FILE_NAME).stat().st_size <= tokens.FILE_BYTES


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=80),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=80), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    content=st.one_of(st.binary(max_size=300), json_values.map(lambda v: json.dumps(v).encode()))
)
def test_any_file_is_read_without_error(tmp_path_factory, content):
    folder = tmp_path_factory.mktemp("tokens")
    (folder / tokens.FILE_NAME).write_bytes(content)
    found = tokens.load(URL, "Ann", folder)
    assert found is None or (isinstance(found, str) and 16 <= len(found) <= 64)
    assert tokens.save(URL, "Ann", TOKEN, folder)  # a damaged file is replaced by a good one
    assert tokens.load(URL, "Ann", folder) == TOKEN


def test_an_oversized_file_is_not_read(tmp_path):
    (tmp_path / tokens.FILE_NAME).write_text(
        json.dumps({f"Ann@{URL}": TOKEN, "pad": "x" * tokens.FILE_BYTES})
    )
    assert tokens.load(URL, "Ann", tmp_path) is None
