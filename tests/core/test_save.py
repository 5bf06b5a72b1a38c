"""Saved games: round trip, and every broken or tampered file refused with a
SaveError and a clear message; a failed save never damages an earlier file."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from accessible_games.core.errors import GameError, SaveError
from accessible_games.core.messages import render
from accessible_games.core.save import FORMAT, VERSION, game_from_data, load_game, save_game
from accessible_games.games.logomachy.rules import Logomachy
from accessible_games.games.registry import get_game

SEATS = [{"name": "Anna", "bot": None}, {"name": "Bot", "bot": "good"}]


def played_game(moves: int = 12, seed: int = 7) -> Logomachy:
    game = Logomachy(2, {"deals": 2, "last_capture_takes_middle": True}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = game.to_play()
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


def saved_data(tmp_path, moves: int = 12) -> tuple[Logomachy, dict]:
    game = played_game(moves)
    path = tmp_path / "game.json"
    save_game(game, path, SEATS)
    return game, json.loads(path.read_text(encoding="utf-8"))


def load_refusal(path) -> SaveError:
    with pytest.raises(SaveError) as info:
        load_game(path, get_game)
    assert isinstance(info.value, GameError)
    return info.value


def write_json(tmp_path, data, name: str = "broken.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --- the round trip ---------------------------------------------------------------------


def test_save_and_load_round_trip(tmp_path):
    game = played_game()
    path = tmp_path / "game.json"
    save_game(game, path, SEATS)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == VERSION
    assert data["game"] == "logomachy" and data["players"] == 2 and data["seed"] == 7
    assert data["options"]["deals"] == 2 and data["options"]["last_capture_takes_middle"] is True
    assert data["actions"] == [[seat, text] for seat, text in game.log]
    loaded, seats = load_game(path, get_game)
    assert seats == SEATS
    assert isinstance(loaded, Logomachy)
    assert loaded.fingerprint() == game.fingerprint()
    assert loaded.log == game.log
    assert loaded.options == game.options


def test_saving_again_replaces_the_file_and_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "game.json"
    game = played_game(4)
    save_game(game, path)
    seat = game.to_play()
    game.apply(seat, game.legal_actions(seat)[0])
    save_game(game, path)
    assert os.listdir(tmp_path) == ["game.json"]
    loaded, seats = load_game(path, get_game)
    assert seats == []
    assert loaded.log == game.log


def test_a_save_without_snapshot_is_replayed(tmp_path):
    game, data = saved_data(tmp_path)
    del data["snapshot"]
    loaded, _ = load_game(write_json(tmp_path, data), get_game)
    assert loaded.fingerprint() == game.fingerprint()


# --- unreadable and malformed files -----------------------------------------------------------


def test_missing_file_is_unreadable(tmp_path):
    path = tmp_path / "nowhere.json"
    error = load_refusal(path)
    assert error.msg.key == "core.save.unreadable"
    assert render(error.msg, "en") == (
        f"Cannot read the saved game {path}: there is no such file or folder."
    )
    assert render(error.msg, "de") == (  # the system's reason in the player's language too
        f"Der gespeicherte Spielstand {path} kann nicht gelesen werden: diese Datei oder diesen "
        "Ordner gibt es nicht."
    )


def test_a_directory_is_unreadable(tmp_path):
    error = load_refusal(tmp_path)
    assert error.msg.key == "core.save.unreadable"
    assert str(tmp_path) in render(error.msg, "en")


@pytest.mark.parametrize(
    "content",
    [b"", b"not json at all", b'{"format": "accessible-games-save", ', b"\xff\xfe\x00garbage"],
)
def test_not_json_is_refused(tmp_path, content):
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    error = load_refusal(path)
    assert error.msg.key == "core.save.format"
    assert render(error.msg, "en") == f"{path} is not a saved game of this program."
    assert render(error.msg, "de") == f"{path} ist kein Spielstand dieses Programms."


@pytest.mark.parametrize(
    "data",
    [
        [1, 2, 3],
        "accessible-games-save",
        42,
        None,
        {},
        {"format": "some-other-program", "game": "logomachy", "players": 2, "seed": 0},
        {"game": "logomachy", "players": 2, "seed": 0, "actions": []},
    ],
)
def test_wrong_format_is_refused(tmp_path, data):
    path = write_json(tmp_path, data)
    error = load_refusal(path)
    assert error.msg.key == "core.save.format"
    assert str(path) in render(error.msg, "en")


@pytest.mark.parametrize(
    "change",
    [
        {"players": None},
        {"players": "two"},
        {"seed": "abc"},
        {"seed": [1]},
        {"options": "deals"},
        {"options": [1, 2]},
    ],
)
def test_broken_header_fields_are_refused(tmp_path, change):
    _, data = saved_data(tmp_path)
    data.update(change)
    error = load_refusal(write_json(tmp_path, data))
    assert error.msg.key == "core.save.invalid"
    assert next(iter(change)) in render(error.msg, "en")  # names the field


@pytest.mark.parametrize("missing", ["players", "seed"])
def test_missing_header_fields_are_refused(tmp_path, missing):
    _, data = saved_data(tmp_path)
    del data[missing]
    error = load_refusal(write_json(tmp_path, data))
    assert error.msg.key == "core.save.invalid"
    assert missing in render(error.msg, "en")


def test_unknown_game_is_refused(tmp_path):
    _, data = saved_data(tmp_path)
    data["game"] = "chess"
    error = load_refusal(write_json(tmp_path, data))
    assert error.msg.key == "core.save.unknown_game"
    assert render(error.msg, "en") == "The saved game is of an unknown game: chess."
    assert render(error.msg, "de") == "Der Spielstand gehört zu einem unbekannten Spiel: chess."


def test_bad_player_count_in_a_save_is_refused(tmp_path):
    _, data = saved_data(tmp_path)
    data["players"] = 9
    data["actions"] = []
    del data["snapshot"]
    error = load_refusal(write_json(tmp_path, data))
    assert error.msg.key == "core.players.range"
    assert render(error.msg, "en") == "Logomachy is played by 2 to 8 players, not 9."


def test_bad_options_in_a_save_are_refused(tmp_path):
    _, data = saved_data(tmp_path)
    data["options"]["deals"] = 0
    error = load_refusal(write_json(tmp_path, data))
    assert error.msg.key == "core.option.range"
    assert "deals" in render(error.msg, "en")


def test_broken_seat_list_is_refused(tmp_path):
    _, data = saved_data(tmp_path)
    data["seats"] = 5
    error = load_refusal(write_json(tmp_path, data))
    assert error.msg.key == "core.save.invalid"
    assert "seats" in render(error.msg, "en")


# --- tampered action lists ----------------------------------------------------------------------


def corrupt(tmp_path, data, number: int) -> None:
    path = write_json(tmp_path, data)
    error = load_refusal(path)
    assert error.msg.key == "core.save.corrupt"
    assert error.msg.params["number"] == number
    assert render(error.msg, "en") == (
        f"The saved game {path} is damaged: move {number} cannot be replayed."
    )
    assert render(error.msg, "de") == (
        f"Der Spielstand {path} ist beschädigt: Zug {number} lässt sich nicht nachspielen."
    )


def test_an_illegal_action_in_the_list_is_refused(tmp_path):
    _, data = saved_data(tmp_path)
    data["actions"][4][1] = "play Z99 take everything"
    corrupt(tmp_path, data, 5)


def test_an_action_by_the_wrong_seat_is_refused(tmp_path):
    _, data = saved_data(tmp_path)
    data["actions"][2][0] = 1 - data["actions"][2][0]
    corrupt(tmp_path, data, 3)


def test_an_action_of_a_card_not_held_is_refused(tmp_path):
    game, data = saved_data(tmp_path)
    replay = Logomachy(2, data["options"], data["seed"])
    for seat, text in data["actions"][:3]:
        replay.apply(seat, text)
    seat = replay.to_play()
    held = {c.code for c in replay.hands[seat]}
    foreign = next(c.code for c in replay.deck if c.code not in held)
    data["actions"][3][1] = f"play {foreign}"
    corrupt(tmp_path, data, 4)


@pytest.mark.parametrize(
    "entry",
    [
        [0],
        [],
        "x",
        5,
        None,
        {"seat": 0, "text": "play"},
        ["zero", "play R1"],
        [1.5, "play R1"],
        [0, 7],
        [0, "x" * 401],
        [True, "play R1"],
    ],
)
def test_malformed_action_entries_are_refused(tmp_path, entry):
    _, data = saved_data(tmp_path)
    data["actions"][0] = entry
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # 1e400 is written as Infinity
    error = load_refusal(path)
    assert error.msg.key == "core.save.corrupt"
    assert error.msg.params["number"] == 1


def test_a_save_holding_infinity_is_refused_whole(tmp_path):
    _, data = saved_data(tmp_path)
    data["actions"][0] = [1e400, "play R1"]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # 1e400 is written as Infinity
    error = load_refusal(path)
    assert error.msg.key == "core.save.invalid"
    assert "Infinity" in render(error.msg, "en")


@pytest.mark.parametrize("actions", [5, True, "play R1"])
def test_an_action_list_that_is_no_list_is_refused(tmp_path, actions):
    _, data = saved_data(tmp_path)
    data["actions"] = actions
    error = load_refusal(write_json(tmp_path, data))
    assert error.msg.key == "core.save.invalid"
    assert render(error.msg, "en").endswith("cannot be used: actions must be a list.")
    assert render(error.msg, "de").endswith("ist nicht verwendbar: actions muss eine Liste sein.")


def test_a_removed_action_is_caught_by_the_snapshot(tmp_path):
    _, data = saved_data(tmp_path)
    data["actions"].pop()
    corrupt(tmp_path, data, len(data["actions"]))


def test_swapped_legal_actions_are_caught_by_the_snapshot(tmp_path):
    # replace the last move by another legal one: it replays, but the position differs
    for moves in range(12, 40):
        before = played_game(moves - 1)
        seat = before.to_play()
        if len(before.legal_actions(seat)) > 1:
            break
    game, data = saved_data(tmp_path, moves)
    last = data["actions"][-1][1]
    others = [a.text for a in before.legal_actions(seat) if a.text != last]
    data["actions"][-1][1] = others[0]
    corrupt(tmp_path, data, len(data["actions"]))


def test_a_tampered_snapshot_is_refused(tmp_path):
    _, data = saved_data(tmp_path)
    data["snapshot"]["chips"] = [5, 0]
    corrupt(tmp_path, data, len(data["actions"]))


def test_game_from_data_refuses_the_same_way():
    with pytest.raises(SaveError) as info:
        game_from_data({"format": "x"}, get_game, "memory")
    assert render(info.value.msg, "en") == "memory is not a saved game of this program."


# --- failed saves -----------------------------------------------------------------------------


def assert_unchanged(tmp_path, path, content: bytes, listing: list[str]) -> None:
    assert path.read_bytes() == content
    assert sorted(os.listdir(tmp_path)) == listing
    loaded, _ = load_game(path, get_game)  # still a good save
    assert loaded.log


def test_failed_save_into_a_missing_folder(tmp_path):
    path = tmp_path / "no" / "such" / "folder" / "game.json"
    with pytest.raises(SaveError) as info:
        save_game(played_game(), path)
    assert info.value.msg.key == "core.save.write"
    assert (
        render(info.value.msg, "en") == f"Cannot save to {path}: there is no such file or folder."
    )
    assert render(info.value.msg, "de") == (
        f"Speichern nach {path} nicht möglich: diese Datei oder diesen Ordner gibt es nicht."
    )
    assert os.listdir(tmp_path) == []


def test_failed_save_onto_a_folder_leaves_nothing_behind(tmp_path):
    target = tmp_path / "game.json"
    target.mkdir()
    with pytest.raises(SaveError) as info:
        save_game(played_game(), target)
    assert info.value.msg.key == "core.save.write"
    assert str(target) in render(info.value.msg, "en")
    assert os.listdir(tmp_path) == ["game.json"] and target.is_dir()
    assert os.listdir(target) == []


def test_existing_save_is_unchanged_when_replacing_it_fails(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    save_game(played_game(6), path, SEATS)
    content = path.read_bytes()

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("accessible_games.boundary.files.os.replace", refuse)
    with pytest.raises(SaveError) as info:
        save_game(played_game(20), path, SEATS)
    monkeypatch.undo()
    assert render(info.value.msg, "en") == f"Cannot save to {path}: permission denied."
    assert_unchanged(tmp_path, path, content, ["game.json"])


def test_existing_save_is_unchanged_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    save_game(played_game(6), path)
    content = path.read_bytes()
    real_write = os.write

    def full_disk(fd, data):
        real_write(fd, bytes(data[:10]))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("accessible_games.boundary.files.os.write", full_disk)
    with pytest.raises(SaveError) as info:
        save_game(played_game(20), path)
    monkeypatch.undo()
    assert render(info.value.msg, "en") == f"Cannot save to {path}: the disk is full."
    assert (
        render(info.value.msg, "de")
        == f"Speichern nach {path} nicht möglich: der Datenträger ist voll."
    )
    assert_unchanged(tmp_path, path, content, ["game.json"])


def test_existing_save_is_unchanged_in_a_read_only_folder(tmp_path):
    """A real read-only folder. Permissions do not bind root, so as root the
    failing save runs in a child process with the rights of user nobody."""
    import shutil
    import subprocess
    import sys
    import tempfile

    base = Path(tempfile.mkdtemp(prefix="ag-ro-"))
    base.chmod(0o755)
    folder = base / "saves"
    folder.mkdir()
    path = folder / "game.json"
    save_game(played_game(6), path)
    content = path.read_bytes()
    folder.chmod(0o555)
    try:
        if os.geteuid() != 0:
            with pytest.raises(SaveError) as info:
                save_game(played_game(20), path)
            assert info.value.msg.key == "core.save.write"
        else:
            code = (
                "import sys\n"
                "from accessible_games.core.errors import SaveError\n"
                "from accessible_games.core.save import save_game\n"
                "from accessible_games.games.logomachy.rules import Logomachy\n"
                "try:\n"
                f"    save_game(Logomachy(2, {{}}, 1), {str(path)!r})\n"
                "except SaveError as exc:\n"
                "    print(exc.msg.key); sys.exit(0)\n"
                "sys.exit(3)\n"
            )
            root = Path(__file__).resolve().parents[2]
            result = subprocess.run(
                [
                    "setpriv",
                    "--reuid=65534",
                    "--regid=65534",
                    "--clear-groups",
                    sys.executable,
                    "-c",
                    code,
                ],
                capture_output=True,
                text=True,
                cwd=str(base),
                env={**os.environ, "PYTHONPATH": str(root), "HOME": str(base)},
            )
            assert result.returncode == 0, result.stderr
            assert result.stdout.strip() == "core.save.write"
        assert path.read_bytes() == content
        assert os.listdir(folder) == ["game.json"]
    finally:
        folder.chmod(0o755)
        shutil.rmtree(base, ignore_errors=True)
