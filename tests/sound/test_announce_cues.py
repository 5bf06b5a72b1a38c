"""Sound cues in the announce pipeline and the session: the settings build
the sound output, Announcer.cue plays the cue and keeps its text equivalent
in the history (on braille only when chosen, never spoken), muted cues and
cues off give nothing, and a whole game in the line mode plays "your_turn".

Decided: a muted cue gives neither sound nor text (the player silenced it:
the speech already says the event); so do cues that are off. Without a sound
device a cue that is on still puts its text in the history.

Every device here is miniaudio's NULL backend (tests/conftest.py)."""

from __future__ import annotations

import io

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce import Announcer
from accessible_games.announce.pipeline import SoundOutput, apply_settings, build
from accessible_games.app.clock import MoveClock
from accessible_games.app.session import Session
from accessible_games.core.errors import GameError
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.sound.player import CuePlayer
from accessible_games.ui.plain.app import PlainMode


class Recording:
    """Speech and braille stand-ins."""

    def __init__(self) -> None:
        self.spoken: list[str] = []
        self.shown: list[str] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.spoken.append(text)

    def show(self, utterance: Utterance) -> None:
        self.shown.append(utterance.braille)


def chosen(**changes):
    base = dict(language="en", speech="none", braille="none", verbosity="normal")
    return settings_module.defaults().with_changes(**{**base, **changes})


@pytest.fixture
def announcers():
    made: list[Announcer] = []
    yield made
    for announcer in made:
        announcer.close()


def built(announcers, **changes) -> tuple[Announcer, Recording]:
    announcer = build(chosen(**changes))
    announcers.append(announcer)
    out = Recording()
    announcer.speech = out
    announcer.braille = out
    return announcer, out


def text(cue_id: str) -> Utterance:
    return Utterance(f"sound {cue_id}", f"snd {cue_id}", Category.TURN, Priority.QUEUE)


def history(announcer) -> list[str]:
    return [u.speech for u in announcer.history.items()]


# --- the announcer -----------------------------------------------------------------


def test_a_cue_plays_and_its_text_is_in_the_history_but_not_spoken(announcers):
    announcer, out = built(announcers)
    assert isinstance(announcer.sound, SoundOutput)
    player = announcer.sound.player
    assert player.state == "closed"  # the device opens at the first cue
    assert announcer.cue("your_turn", text("your_turn"))
    assert player.wait_idle(5)
    assert player.started == ["your_turn"]
    assert player.cue_frames == player.length("your_turn") > 0
    assert history(announcer) == ["sound your_turn"]
    assert out.spoken == [] and out.shown == []  # braille only when chosen


def test_cue_texts_on_braille_when_the_player_chooses(announcers):
    announcer, out = built(announcers, sound_braille=True)
    announcer.cue("offered", text("offered"))
    assert out.shown == ["snd offered"]
    assert out.spoken == []
    apply_settings(announcer, announcer.settings.with_changes(sound_braille=False))
    announcer.cue("offered", text("offered"))
    assert out.shown == ["snd offered"]
    assert history(announcer) == ["sound offered", "sound offered"]


def test_a_muted_cue_gives_neither_sound_nor_text(announcers):
    announcer, out = built(announcers, muted_cues="offered,timer", sound_braille=True)
    assert announcer.cue("offered", text("offered")) is False
    assert announcer.cue("timer", text("timer")) is False
    assert announcer.sound.player.started == []
    assert history(announcer) == [] and out.shown == []
    assert announcer.cue("your_turn", text("your_turn"))
    assert announcer.sound.player.started == ["your_turn"]


def test_sounds_off_plays_nothing_and_opens_no_device(announcers, monkeypatch):
    opened = []
    monkeypatch.setattr(CuePlayer, "_open", lambda self: opened.append(self))
    announcer, out = built(announcers, sounds=False)
    assert announcer.sound is None
    assert announcer.cue("your_turn", text("your_turn")) is False
    assert history(announcer) == []
    assert opened == []


def test_switching_cues_off_closes_the_device_and_on_makes_a_new_one(announcers):
    announcer, _ = built(announcers)
    player = announcer.sound.player
    assert player.check(5)
    assert apply_settings(announcer, announcer.settings.with_changes(sounds=False)) == []
    assert announcer.sound is None and player.state == "shut"
    apply_settings(announcer, announcer.settings.with_changes(sounds=True, sound_volume=30))
    assert announcer.sound.player is not player and announcer.sound.player.volume == 30


def test_volume_theme_and_mutes_change_the_running_player(announcers, tmp_path):
    announcer, _ = built(announcers)
    player = announcer.sound.player
    problems = apply_settings(
        announcer,
        announcer.settings.with_changes(
            sound_volume=0, muted_cues="won", sound_theme=str(tmp_path)
        ),
    )
    assert problems == []
    assert announcer.sound.player is player
    assert player.volume == 0 and player.theme == str(tmp_path)
    assert announcer.sound.muted == {"won"}
    announcer.cue("your_turn", text("your_turn"))
    assert player.wait_idle(5) and player.peak == 0
    problems = apply_settings(
        announcer, announcer.settings.with_changes(sound_theme=str(tmp_path / "nowhere"))
    )
    assert [p.key for p in problems] == ["pipeline.sound_theme_missing"]
    assert "was not found" in render(problems[0], "en")


def test_close_closes_the_sound_device(announcers):
    announcer, _ = built(announcers)
    player = announcer.sound.player
    announcer.cue("your_turn", text("your_turn"))
    announcer.close()
    assert player.state == "shut"


def test_without_a_device_the_cue_text_still_counts_and_nothing_breaks(announcers, caplog):
    import logging

    import miniaudio

    def no_device(**kw):
        raise miniaudio.MiniaudioError("failed to init device", -401)

    caplog.set_level(logging.INFO, logger="accessible_games.sound.player")
    announcer, out = built(announcers)
    announcer.sound.player._device_factory = no_device
    for _ in range(3):
        assert announcer.cue("your_turn", text("your_turn"))
        announcer.sound.player.check(5)
    assert history(announcer) == ["sound your_turn"] * 3
    assert out.spoken == []
    assert sum("sound cues are off" in r.getMessage() for r in caplog.records) == 1


def test_a_hand_made_announcer_has_no_cues():
    announcer = Announcer()
    assert announcer.cue("your_turn", text("your_turn")) is False
    assert announcer.history.items() == []


# --- settings ------------------------------------------------------------------------


def test_sound_settings_round_trip_through_the_file(tmp_path):
    path = tmp_path / "settings.toml"
    new = chosen(
        sounds=False,
        sound_volume=35,
        muted_cues="timer, Your_Turn",
        sound_theme=str(tmp_path),
        sound_braille=True,
    )
    assert new.muted_cues == "your_turn,timer"  # in the cues' order, ids checked
    settings_module.save(new, path)
    loaded, problems = settings_module.load(path)
    assert problems == []
    assert (
        loaded.sounds,
        loaded.sound_volume,
        loaded.muted_cues,
        loaded.sound_theme,
        loaded.sound_braille,
    ) == (False, 35, "your_turn,timer", str(tmp_path), True)
    assert loaded.muted == {"your_turn", "timer"}
    defaults = settings_module.Settings()
    assert (
        defaults.sounds,
        defaults.sound_volume,
        defaults.muted_cues,
        defaults.sound_theme,
        defaults.sound_braille,
    ) == (True, 70, "", "", False)


def test_an_unknown_muted_cue_is_refused(tmp_path):
    with pytest.raises(GameError) as info:
        chosen(muted_cues="timer,fanfare")
    assert "fanfare" in info.value.text("en") and "your_turn" in info.value.text("en")
    assert "fanfare" in info.value.text("de")
    with pytest.raises(GameError):
        chosen(sound_volume=101)
    path = tmp_path / "settings.toml"
    path.write_text('muted_cues = "fanfare"\nsound_volume = 20\n', encoding="utf-8")
    loaded, problems = settings_module.load(path)
    assert loaded.muted_cues == "" and loaded.sound_volume == 20
    assert any("fanfare" in render(p, "en") for p in problems)


def test_the_settings_screen_has_labels_for_the_sound_settings():
    from accessible_games.core.messages import has_key

    for name in ("sounds", "sound_volume", "muted_cues", "sound_theme", "sound_braille"):
        for lang in ("en", "de"):
            label = render(Msg(f"tui.setting.{name}"), lang)
            assert label and label != f"tui.setting.{name}"
        assert has_key(f"tui.setting.{name}")


# --- the session: one mapping for every front end ----------------------------------------


def plain_game(announcer: Announcer, script: str, seed: int = 7) -> PlainMode:
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", 2, 1, "good", seed, {}, "en", emit),
        announcer=announcer,
        out=out,
        inp=io.StringIO(script),
        interactive=False,
    )
    mode.run()
    return mode


def test_a_whole_game_in_the_line_mode_plays_your_turn_for_the_players_turns(announcers):
    announcer, out = built(announcers)
    mode = plain_game(announcer, "1\n" * 200)
    assert mode.session.game.is_over()
    player = announcer.sound.player
    assert player.wait_idle(10)
    turns = [e for e in mode.session.table.events if e.kind == "turn" and e.seat == 0]
    setup_turns = [e for e in mode.session.game.setup_events if e.kind == "turn" and e.seat == 0]
    played = player.started.count("your_turn")
    assert played == len(turns) + len(setup_turns) > 3
    your_turn = render(Msg("sound.cue.your_turn"), "en")
    assert [u.speech for u in announcer.history.items("sounds")].count(your_turn) == played
    assert your_turn not in out.spoken  # the sound stands for it
    # real frames went through the NULL device (the cues came faster than
    # they last, so they overlapped: at least one whole cue's length)
    assert player.cue_frames >= player.length("your_turn") > 0
    assert player.frames_out >= player.length("your_turn")


def test_a_refused_move_plays_the_refused_cue(announcers):
    announcer, out = built(announcers)
    session = Session.new("logomachy", 2, 1, "good", 7, {}, "en", announcer)
    session.start()
    assert session.act("no such move") is False
    assert announcer.sound.player.started[-1] == "refused"
    refused = render(Msg("sound.cue.refused"), "en")
    items = announcer.history.items()
    assert items[-1].speech == refused and items[-1].category is Category.ERROR
    assert items[-2].category is Category.ERROR  # the refusal itself, said first


def test_the_clocks_warning_plays_the_timer_cue(announcers):
    announcer, _ = built(announcers)
    session = Session.new("maumau", 2, 1, "random", 4, {"time_per_move": 60}, "en", announcer)
    session.start()
    now = [1000.0]
    session.clock = MoveClock(60, lambda: now[0])
    session.clock.sync(session.game, session.viewer)
    assert session.clock.running
    now[0] += 31
    session.tick()
    assert announcer.sound.player.started[-1] == "timer"
    assert announcer.history.items()[-1].speech == render(Msg("sound.cue.timer"), "en")


def test_a_front_end_may_give_the_session_its_own_cue_sink():
    got = []
    session = Session.new("logomachy", 2, 1, "good", 7, {}, "de", lambda u: None)
    session.cue_sink = lambda cue_id, utterance: got.append((cue_id, utterance.speech))
    session.start()
    session.act("no such move")
    assert ("refused", render(Msg("sound.cue.refused"), "de")) in got


# --- speech-test ---------------------------------------------------------------------


def test_speech_test_says_whether_cues_can_play(capsys, monkeypatch):
    from accessible_games.ui.checks import sound_check

    assert sound_check(chosen()) is True  # the NULL backend
    assert capsys.readouterr().out.strip() == "Sound cues: can play here."
    assert sound_check(chosen(sounds=False, language="de")) is True
    assert "in den Einstellungen aus" in capsys.readouterr().out
    monkeypatch.setenv("ACCESSIBLE_GAMES_SOUND_BACKEND", "webaudio")  # none here
    assert sound_check(chosen()) is False
    line = capsys.readouterr().out.strip()
    assert line.startswith("Sound cues: cannot play here (") and "goes on without them" in line
