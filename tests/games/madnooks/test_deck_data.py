"""deck.json describes the tile it holds: its edition and shape must be
those the rules play, so the data and the code cannot drift apart."""

from __future__ import annotations

import json

import pytest

from accessible_games.games.madnooks import tiles
from accessible_games.games.madnooks.rules import MadNooks


def test_the_data_describes_the_wing_the_rules_play():
    data = json.loads(tiles.DECK_FILE.read_text(encoding="utf-8"))
    cells, edges = tiles.data_shape(data)
    assert cells == ((0, 0), (1, 0), (2, 0), (0, 1))
    lengths = [sum(1 for _, _, side in edges if side == number) for number in tiles.SIDES]
    assert lengths == [3, 2, 2, 1] == list(tiles.SIDE_LENGTH)
    assert sum(1 for _, _, side in edges if side == tiles.TIP) == 2
    # every boundary unit edge of the four cells is a side or a tip, once
    boundary = {
        (c, d)
        for c in cells
        for d, (dx, dy) in enumerate(tiles.DELTA)
        if (c[0] + dx, c[1] + dy) not in cells
    }
    assert {(c, d) for c, d, _ in edges} == boundary and len(edges) == len(boundary) == 10
    assert data["edition"] == tiles.EDITION == MadNooks.rules_version


@pytest.mark.parametrize("change", ["three_cells", "edition", "side"])
def test_a_deck_file_of_another_shape_is_refused(tmp_path, monkeypatch, change):
    data = json.loads(tiles.DECK_FILE.read_text(encoding="utf-8"))
    if change == "three_cells":  # the earlier model: an L of three cells
        data["shape"]["cells"] = [[0, 0], [1, 0], [0, 1]]
        data["shape"]["sides"]["long1"] = [[0, 0, "south"], [1, 0, "south"]]
        data["shape"]["sides"]["short1"] = [[1, 0, "north"]]
        data["shape"]["tips"] = [[1, 0, "east"], [0, 1, "north"]]
    elif change == "edition":
        data["edition"] = 1
    else:
        data["shape"]["sides"]["short2"] = [[0, 1, "north"]]
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(tiles, "DECK_FILE", path)
    tiles.load_deck.cache_clear()
    try:
        with pytest.raises(ValueError, match="shape"):
            tiles.load_deck()
    finally:
        monkeypatch.undo()
        tiles.load_deck.cache_clear()
    assert len(tiles.load_deck()) == tiles.DECK_SIZE
