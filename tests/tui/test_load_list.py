""" "Continue a saved game" with damaged files in the saves folder (the
app's own folder, from ACCESSIBLE_GAMES_DATA_DIR): the list opens, the good
saves are listed, each damaged file is set aside once and the player is
told so once, in English or German; no file makes the list wait, and
nothing of a file's text reaches the screen uncleaned."""

from __future__ import annotations

import contextlib
import json
import os
import signal
from pathlib import Path

import pytest

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.boundary import limits
from accessible_games.boundary.text import clean
from accessible_games.settings import Settings
from accessible_games.ui.tui.app import AccessibleGamesApp
from accessible_games.ui.tui.screens import LoadScreen, MainMenu
from tests.tui.helpers import RecordingSpeech


def data_app(
    tmp_path: Path, monkeypatch, lang: str = "en"
) -> tuple[AccessibleGamesApp, RecordingSpeech, Path]:
    """The program with its data folder in ``tmp_path``, as a player's
    ACCESSIBLE_GAMES_DATA_DIR gives it; and its saves folder."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA_DIR", str(tmp_path / "data"))
    speech = RecordingSpeech()
    settings = Settings(language=lang)
    announcer = Announcer(speech=speech, verbosity="full")
    announcer.settings = settings
    app = AccessibleGamesApp(announcer, settings)
    folder = tmp_path / "data" / "saves"
    folder.mkdir(parents=True)
    assert app.save_dir == folder
    return app, speech, folder


def good_save(folder: Path, name: str = "good.json") -> Path:
    session = Session.new("logomachy", 3, 2, "random", 5, {}, "en", lambda u: None)
    session.start()
    path = folder / name
    assert session.save(str(path))
    return path


def save_data(folder: Path) -> dict:
    return json.loads((folder / "good.json").read_text(encoding="utf-8"))


def make_damaged(folder: Path, kind: str) -> Path:
    """One damaged file of ``kind`` in ``folder``."""
    data = save_data(folder)
    path = folder / f"{kind}.json"
    if kind == "actions-number":
        path.write_text(json.dumps({**data, "actions": 5}))
    elif kind == "players-list":
        path.write_text(json.dumps({**data, "players": [3]}))
    elif kind == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000)
    elif kind == "big-float":
        path.write_text(json.dumps({**data, "seed": 1}).replace('"seed": 1', '"seed": 1e400'))
    elif kind == "infinity":
        path.write_text(
            json.dumps({**data, "players": 3}).replace('"players": 3', '"players": Infinity')
        )
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "huge":
        with open(path, "wb") as f:
            f.truncate(limits.SAVE_BYTES + 1)
    else:
        raise AssertionError(kind)
    return path


KINDS = [
    "actions-number",
    "players-list",
    "deep",
    "big-float",
    "infinity",
    "fifo",
    "dev-zero",
    "huge",
]


def available_kinds() -> list[str]:
    """The kinds this system can make (a named pipe, /dev/zero)."""
    missing = {"fifo"} if not hasattr(os, "mkfifo") else set()
    missing |= {"dev-zero"} if not os.path.exists("/dev/zero") else set()
    return [kind for kind in KINDS if kind not in missing]


@contextlib.contextmanager
def deadline(seconds: float):
    """A blocking call on the event loop's thread (opening a pipe for
    reading waits for a writer) ends the test with TimeoutError instead of
    hanging it; the asyncio timeout of the test cannot interrupt it."""

    def expire(signum, frame):
        raise TimeoutError(f"still waiting after {seconds} s")

    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


async def open_list(pilot, app) -> None:
    await pilot.press("home", "down", "down", "enter")
    await pilot.pause()
    assert isinstance(app.screen, LoadScreen)


async def close_list(pilot, app) -> None:
    await pilot.press("escape")
    await pilot.pause()
    assert isinstance(app.screen, MainMenu)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_damaged_file_is_set_aside_once_and_said_and_the_good_save_is_listed(
    quick_pilot, tmp_path, monkeypatch, kind
):
    if kind not in available_kinds():
        pytest.skip("not on this system")
    app, speech, folder = data_app(tmp_path, monkeypatch)
    good_save(folder)
    bad = make_damaged(folder, kind)
    with deadline(20):
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await open_list(pilot, app)
            said = speech.since(mark)
            told = [t for t in said if "set aside" in t]
            assert told == [
                f"A damaged saved game was set aside in {folder}: it is now called "
                f"{bad.name}.broken and is no longer listed."
            ]
            # then the focused item, the good save, after the notice
            assert said[-1].startswith("Continue a saved game: Logomachy, 3 players, saved ")
            assert said.index(told[0]) < len(said) - 1
            items = [item.id for item in app.screen.list.items]
            assert items == [f"f:{folder / 'good.json'}", "path"]
            assert not os.path.lexists(bad) and os.path.lexists(f"{bad}.broken")
            # a second opening says nothing more and moves nothing more
            await close_list(pilot, app)
            mark = len(speech.texts)
            await open_list(pilot, app)
            assert not any("set aside" in t for t in speech.since(mark))
            assert [item.id for item in app.screen.list.items] == items
            # and the good save still opens
            await pilot.press("enter")
            await pilot.pause()
            assert app.game_screen is not None
    assert sorted(p.name for p in folder.iterdir()) == sorted(["good.json", f"{bad.name}.broken"])


@pytest.mark.parametrize(
    "lang, told",
    [
        (
            "en",
            "{count} damaged saved games were set aside in {folder}: their names now end in "
            ".broken (or .broken-2 and so on) and they are no longer listed.",
        ),
        (
            "de",
            "{count} beschädigte Spielstände wurden in {folder} beiseitegelegt: ihre Namen enden "
            "jetzt auf .broken (oder .broken-2 und so weiter), und sie werden nicht mehr "
            "aufgeführt.",
        ),
    ],
)
async def test_all_damaged_files_at_once_are_said_once_in_the_players_language(
    quick_pilot, tmp_path, monkeypatch, lang, told
):
    app, speech, folder = data_app(tmp_path, monkeypatch, lang)
    good_save(folder)
    kinds = available_kinds()
    for kind in kinds:
        make_damaged(folder, kind)
    (folder / f"{kinds[0]}.json.broken").write_text("set aside before")  # never replaced
    # another program's JSON is left alone
    (folder / "other.json").write_text(json.dumps({"name": "another program"}))
    with deadline(20):
        async with app.run_test() as pilot:
            await pilot.pause()
            mark = len(speech.texts)
            await open_list(pilot, app)
            assert told.format(count=len(kinds), folder=folder) in speech.since(mark)
            assert len(app.screen.list.items) == 2
            await close_list(pilot, app)
            mark = len(speech.texts)
            await open_list(pilot, app)
            notices = ("set aside", "beiseitegelegt")
            assert not any(n in t for t in speech.since(mark) for n in notices)
    assert (folder / f"{kinds[0]}.json.broken").read_text() == "set aside before"
    assert (folder / f"{kinds[0]}.json.broken-2").exists()
    assert (folder / "other.json").exists()
    assert len(list(folder.glob("*.broken*"))) == len(kinds) + 1


async def test_only_damaged_files_no_saves_says_both_the_notice_and_that_there_are_none(
    quick_pilot, tmp_path, monkeypatch
):
    app, speech, folder = data_app(tmp_path, monkeypatch)
    (folder / "bad.json").write_text('{"format": "accessible-games-save", "players": [1]}')
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.spoken)
        await open_list(pilot, app)
        said = speech.spoken[mark:]
        texts = [t for t, _ in said]
        notice = next(
            i for i, t in enumerate(texts) if t.startswith("A damaged saved game was set aside")
        )
        none = next(i for i, t in enumerate(texts) if "no saved games" in t)
        assert notice < none
        assert said[none][1] is False  # queued after the notice, not cutting it off
        assert said[-1] == ("Continue a saved game: Type the path of a saved game, 1 of 1", False)


async def test_control_characters_of_a_save_never_reach_the_screen(
    quick_pilot, tmp_path, monkeypatch
):
    app, speech, folder = data_app(tmp_path, monkeypatch)
    good_save(folder)
    data = save_data(folder)
    (folder / "good.json").unlink()
    # a game this version does not know, its id full of terminal escapes; a file name with one too
    (folder / "odd\x1b[2J.json").write_text(
        json.dumps({**data, "game": "\x1b]0;title\x07\x1b[2Jx\u202e"})
    )
    (folder / "known\x07.json").write_text(json.dumps(data))
    async with app.run_test() as pilot:
        await pilot.pause()
        mark = len(speech.texts)
        await open_list(pilot, app)
        texts = [item.speech for item in app.screen.list.items] + [
            item.brailled for item in app.screen.list.items
        ]
        assert len(app.screen.list.items) == 3
        for text in texts + speech.since(mark):
            assert clean(text) == text, repr(text)
        assert any(t.startswith("]0;title[2Jx, 3 players") for t in texts)
        assert any("(known.json)" in t for t in texts)
        assert not any("set aside" in t for t in speech.since(mark))
