"""The session keeps the player's statistics: a finished game is counted
once, for the person's seat, under the player's profile; leaving a running
game that was not saved counts as left; the file's troubles are said and
never stop the game. Real games, played to the end with bots."""

from __future__ import annotations

import json
import os
import random
import stat

import pytest

from accessible_games.app.session import Session, profile_for, stats_items
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.logomachy.bot import GoodLogomachyBot
from accessible_games.stats import DEFAULT_PROFILE, Record, Stats, stats_path


def new(
    said: list[Utterance],
    levels: list,
    seed: int,
    lang: str = "en",
    name: str | None = None,
    game: str = "logomachy",
    options: dict | None = None,
) -> Session:
    options = {"deals": 1} if options is None else options
    session = Session.new(
        game, len(levels), 0, "", seed, options, lang, said.append, human_name=name, levels=levels
    )
    session.start()
    return session


def play_to_end(session: Session, good: bool) -> None:
    """The person plays as the good bot would, or always the first move."""
    bot, rng = GoodLogomachyBot(), random.Random(session.game.seed)
    while not session.game.is_over():
        legal = session.legal()
        assert session.act(bot.choose(session.view(), legal, rng) if good else legal[0])


def winning_game(said: list[Utterance], **kw) -> Session:
    """Seed 1, two players: the person (playing well) beats a random bot."""
    session = new(said, [None, "random"], seed=1, **kw)
    play_to_end(session, good=True)
    assert session.game.result().winners == (0,)
    return session


def losing_game(said: list[Utterance], **kw) -> Session:
    """Seed 1, three players: the person (always the first move) loses to two good bots."""
    session = new(said, [None, "good", "good"], seed=1, **kw)
    play_to_end(session, good=False)
    assert 0 not in session.game.result().winners
    return session


def texts(said: list[Utterance]) -> list[str]:
    return [u.speech for u in said]


def test_a_won_game_is_counted_once_and_said_after_the_end():
    said: list[Utterance] = []
    session = winning_game(said)
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=20, won=1)
    gain = said[-1]
    assert gain.speech == "You gain 20 experience points; now 20."
    assert gain.braille == "xp won: 20, now 20"
    assert (gain.category, gain.priority) == (Category.TABLE, Priority.POLITE)
    assert "The match is over." in said[-2].speech
    # the end seen again (the front end's result, more bots, leaving) counts nothing more
    session.finish_if_over()
    session.run_bots()
    session.leave()
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=20, won=1)
    assert sum("experience points" in t for t in texts(said)) == 1


def test_a_lost_game_costs_ten_and_is_said_in_german():
    said: list[Utterance] = []
    stats = Stats()
    stats.add_result(DEFAULT_PROFILE, "logomachy", players=3, won=True)  # 30 before
    stats.save()
    losing_game(said, lang="de")
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=20, won=1, lost=1)
    assert said[-1].speech == "Du verlierst 10 Erfahrungspunkte; jetzt 20."
    assert said[-1].braille == "EP verloren: 10, jetzt 20"


def test_a_win_in_german():
    said: list[Utterance] = []
    winning_game(said, lang="de")
    assert said[-1].speech == "Du bekommst 20 Erfahrungspunkte; jetzt 20."


def test_the_profile_is_the_players_name_else_the_default_in_any_language():
    said: list[Utterance] = []
    winning_game(said, name="Maria")
    losing_game(said, lang="de")  # "Spieler 1": the default profile
    stats = Stats()
    assert stats.record("Maria", "logomachy") == Record(xp=20, won=1)
    assert stats.record(DEFAULT_PROFILE, "logomachy") == Record(xp=-10, lost=1)
    assert (
        profile_for("Player 2", 1)
        == profile_for("Spieler 1", 0)
        == profile_for("  ")
        == DEFAULT_PROFILE
    )
    assert profile_for(" Maria ") == "Maria"


def test_a_finished_game_loaded_again_is_not_counted_again(tmp_path):
    said: list[Utterance] = []
    session = winning_game(said)
    path = str(tmp_path / "done.json")
    assert session.save(path)
    again: list[Utterance] = []
    opened = Session.open(path, "en", again.append)
    assert opened is not None
    opened.announce_loaded(path)
    opened.finish_if_over()
    session.load(path)
    session.finish_if_over()
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=20, won=1)
    assert not any("experience points" in t for t in texts(again))


def test_a_game_saved_before_its_end_is_counted_when_it_ends_after_loading(tmp_path):
    said: list[Utterance] = []
    session = new(said, [None, "random"], seed=1)
    session.act(session.legal()[0])
    path = str(tmp_path / "running.json")
    assert session.save(path)
    later: list[Utterance] = []
    opened = Session.open(path, "en", later.append)
    assert opened is not None
    opened.announce_loaded(path)
    while not opened.game.is_over():
        opened.act(opened.legal()[0])
    record = Stats().record(DEFAULT_PROFILE, "logomachy")
    assert record.played == 1 and record.left == 0
    assert sum("experience points" in t for t in texts(later)) == 1


def test_leaving_a_running_game_costs_twenty_once():
    said: list[Utterance] = []
    session = new(said, [None, "good", "good"], seed=2)
    session.leave()  # no move made yet: nothing is lost, nothing counted
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record()
    session.act(session.legal()[0])
    session.leave()
    session.leave()
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=-20, left=1)
    assert said[-1].speech == "You leave a running game and lose 20 experience points; now -20."
    assert said[-1].braille == "left, xp lost: 20, now -20"
    assert sum("experience points" in t for t in texts(said)) == 1


def test_leaving_in_german():
    said: list[Utterance] = []
    session = new(said, [None, "good"], seed=2, lang="de")
    session.act(session.legal()[0])
    session.leave()
    assert (
        said[-1].speech
        == "Du verlässt ein laufendes Spiel und verlierst 20 Erfahrungspunkte; jetzt -20."
    )


def test_a_game_saved_before_leaving_is_not_left(tmp_path):
    said: list[Utterance] = []
    session = new(said, [None, "good", "good"], seed=2)
    session.act(session.legal()[0])
    assert session.save(str(tmp_path / "kept.json"))
    session.leave()
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record()
    # a move after the save is not in the file: leaving now counts
    session.act(session.legal()[0])
    session.leave()
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=-20, left=1)


def test_loading_another_game_over_a_running_one_leaves_it(tmp_path):
    said: list[Utterance] = []
    other = new([], [None, "good"], seed=3)
    path = str(tmp_path / "other.json")
    assert other.save(path)
    session = new(said, [None, "good", "good"], seed=2)
    session.act(session.legal()[0])
    assert session.load(path)
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=-20, left=1)
    # a file that cannot be loaded changes nothing, and leaves nothing
    session.act(session.legal()[0])
    assert not session.load(str(tmp_path / "missing.json"))
    assert Stats().record(DEFAULT_PROFILE, "logomachy") == Record(xp=-20, left=1)


def test_a_game_of_bots_only_is_not_counted():
    said: list[Utterance] = []
    session = new(said, ["random", "random"], seed=1)
    assert session.game.is_over() and session.viewer is None
    session.leave()
    assert not stats_path().exists()


@pytest.fixture
def maumau_registered(monkeypatch):
    """Mau Mau as the registry seats it; while it is not registered yet, a
    stand-in entry with its rules, narrator and random bots."""
    from accessible_games.bots import RandomBot
    from accessible_games.games import registry

    if registry.entry("maumau") is not None:
        return
    from accessible_games.games.maumau.describe import MauMauNarrator
    from accessible_games.games.maumau.rules import MauMau

    found = registry.GameEntry(
        rules=MauMau,
        narrator=MauMauNarrator,
        bots={"random": RandomBot},
        package="accessible_games.games.maumau",
    )
    monkeypatch.setitem(registry._CACHE, "maumau", found)
    monkeypatch.setitem(registry._FACTORIES, "maumau", lambda: found)


def play_maumau(seed: int, said: list[Utterance]) -> Session:
    """Quick Mau Mau in pairs; the person (seat 1) plays random moves."""
    from accessible_games.games.registry import bot_levels

    level = list(bot_levels("maumau"))[0]  # the weakest: quick games
    session = new(
        said,
        [None, level, level, level],
        seed=seed,
        game="maumau",
        options={"pairs": True, "quick": True},
    )
    rng = random.Random(seed)
    while not session.game.is_over():
        move = rng.choice(session.legal())
        if move.caution is not None:  # a costly move (a bluff) is made when chosen a second time
            assert not session.act(move)
        assert session.act(move)
    return session


def test_in_pairs_the_winning_pair_gets_twenty_each(maumau_registered):
    said: list[Utterance] = []
    outcomes: dict[bool, int] = {}
    for seed in range(1, 40):  # until the person's pair has won once and lost once
        session = play_maumau(seed, said)
        winners = session.game.result().winners
        assert set(winners) in ({0, 2}, {1, 3})  # partners sit opposite and win together
        won = 0 in winners
        outcomes[won] = outcomes.get(won, 0) + 1
        xp = 20 * outcomes.get(True, 0) - 10 * outcomes.get(False, 0)
        assert said[-1].speech == (
            f"You gain 20 experience points; now {xp}."
            if won
            else f"You lose 10 experience points; now {xp}."
        )
        if len(outcomes) == 2:
            break
    assert len(outcomes) == 2
    assert Stats().record(DEFAULT_PROFILE, "maumau") == Record(
        xp=xp, won=outcomes[True], lost=outcomes[False]
    )
    items, problems = stats_items(DEFAULT_PROFILE, "en")
    assert problems == []
    assert [i.speech for i in items] == [
        f"Mau Mau: {xp} experience points, {sum(outcomes.values())} played, {outcomes[True]} won, "
        f"{outcomes[False]} lost, 0 left"
    ]


def test_a_damaged_file_is_said_in_the_players_language_and_counting_starts_again():
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text("{ broken", encoding="utf-8")
    said: list[Utterance] = []
    session = winning_game(said, lang="de")
    assert session.game.is_over()
    damaged = next(u for u in said if "Statistikdatei" in u.speech)
    assert "ist beschädigt" in damaged.speech and damaged.category is Category.SYSTEM
    assert said[-1].speech == "Du bekommst 20 Erfahrungspunkte; jetzt 20."
    assert said.index(damaged) < len(said) - 1  # said before the points it explains
    assert (
        json.loads(stats_path().read_text(encoding="utf-8"))["profiles"][DEFAULT_PROFILE][
            "logomachy"
        ]["xp"]
        == 20
    )
    assert stats_path().with_name("stats.json.broken").read_text(encoding="utf-8") == "{ broken"


def test_statistics_that_cannot_be_written_are_said_and_the_game_goes_on():
    stats_path().mkdir(
        parents=True
    )  # a folder where the file should be: writing fails, also as root
    said: list[Utterance] = []
    winning_game(said)
    assert said[-2].speech == "You gain 20 experience points."  # no total: nothing was kept
    assert said[-1].speech.startswith("The statistics could not be saved: ")
    assert said[-1].category is Category.SYSTEM
    assert stats_path().is_dir()
    # leaving another game: said the same way, nothing raised
    session = new(said, [None, "good"], seed=2)
    session.act(session.legal()[0])
    session.leave()
    assert said[-1].speech.startswith("The statistics could not be saved: ")


def test_stats_items_list_each_game_with_a_braille_form_or_say_there_are_none():
    items, problems = stats_items(DEFAULT_PROFILE, "en")
    assert problems == []
    assert [(i.id, i.speech) for i in items] == [("none", "No local games counted yet")]
    items, _ = stats_items("Maria", "de")
    assert items[0].speech == "Für Maria wurden noch keine Spiele auf diesem Computer gezählt"
    stats = Stats()
    stats.add_result("Maria", "logomachy", players=4, won=True)
    stats.add_result("Maria", "logomachy", players=2, won=False)
    stats.add_leave("Maria", "logomachy")
    stats.save()
    items, _ = stats_items("Maria", "en")
    assert [(i.id, i.speech, i.brailled) for i in items] == [
        (
            "g:logomachy",
            "Logomachy: 10 experience points, 3 played, 1 won, 1 lost, 1 left",
            "Logomachy: 10 xp, 1 won, 1 lost, 1 left",
        )
    ]
    items, _ = stats_items("Maria", "de")
    assert (
        items[0].speech
        == "Logomachy: 10 Erfahrungspunkte, 3 gespielt, 1 gewonnen, 1 verloren, 1 verlassen"
    )
    assert items[0].brailled == "Logomachy: 10 EP, 1 gew., 1 verl., 1 verlassen"


def test_a_file_that_cannot_be_read_is_never_written_over():
    """A FIFO where the statistics file should be: not opened (it would block
    for ever), said, and never replaced."""
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(stats_path())
    said: list[Utterance] = []
    winning_game(said)
    assert said[-3].speech.startswith(f"Cannot read the statistics file {stats_path()}")
    assert "not an ordinary file" in said[-3].speech
    assert said[-2].speech == "You gain 20 experience points."
    assert said[-1].speech.startswith("The statistics could not be saved: ")
    assert stat.S_ISFIFO(os.lstat(stats_path()).st_mode)


def test_a_file_that_is_not_text_is_set_aside():
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_bytes(b"\xff\xfe not text")
    said: list[Utterance] = []
    winning_game(said)
    assert any("is damaged: not UTF-8 text" in u.speech for u in said)
    assert stats_path().with_name("stats.json.broken").read_bytes() == b"\xff\xfe not text"
    assert said[-1].speech == "You gain 20 experience points; now 20."
