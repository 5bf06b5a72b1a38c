"""apply_settings: a changed setting reaches the running announce pipeline at
once, with the real speech-dispatcher, BRLTTY and liblouis where they run
here, and the history stays as it was."""

from __future__ import annotations

import os
import threading

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce import Announcer
from accessible_games.announce.pipeline import BrailleOutput, apply_settings, build
from accessible_games.braille.tables import TABLES_DIR_ENV
from accessible_games.braille.translate import Translator, to_dots_string
from accessible_games.core.messages import render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.speech.silent import RecordingBackend
from tests.fixtures.brltty import free_brlapi_number

WIDTH = 40


def window(dots: str, width: int = WIDTH) -> str:
    """The first display window of a translation, as the vr driver reports it."""
    cells = list(dots[:width]) + ["\u2800"] * max(0, width - len(dots))
    return to_dots_string("".join(cells))


def chosen(**changes):
    base = dict(
        language="en", speech="none", braille="none", braille_table="auto", verbosity="normal"
    )
    return settings_module.defaults().with_changes(**{**base, **changes})


def say(
    announcer, text: str, category: Category = Category.TABLE, priority: Priority = Priority.QUEUE
) -> Utterance:
    utterance = Utterance(text, text, category, priority)
    announcer.announce(utterance)
    return utterance


def history(announcer) -> list[str]:
    return [u.speech for u in announcer.history.items()]


@pytest.fixture
def announcers():
    """Announcers built in a test, closed after it."""
    made = []
    yield made
    for announcer in made:
        announcer.close()


def built(announcers, settings, **kw):
    announcer = build(settings, **kw)
    announcers.append(announcer)
    return announcer


# -- speech with a real speech-dispatcher -----------------------------------------------


@pytest.mark.slow
def test_speech_none_to_speechd_speaks_the_next_message(speechd_server, monkeypatch, announcers):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    settings = chosen(speech="none")
    announcer = built(announcers, settings)
    say(announcer, "Said before the change.")

    problems = apply_settings(announcer, settings.with_changes(speech="speechd"))

    assert problems == []
    assert announcer.speech.current == "speechd"
    assert announcer.settings.speech == "speechd"
    say(announcer, "Said after the change.")
    assert speechd_server.wait_spoken("Said after the change.")
    assert "Said before the change." not in speechd_server.spoken_texts()
    # no "speech switched" notice for a switch the player asked for
    assert history(announcer) == ["Said before the change.", "Said after the change."]


@pytest.mark.slow
def test_rate_change_is_sent_to_speechd_and_speech_goes_on(speechd_server, monkeypatch, announcers):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    settings = chosen(speech="speechd", rate=0)
    announcer = built(announcers, settings)
    say(announcer, "At the usual rate.")
    assert speechd_server.wait_spoken("At the usual rate.")
    assert "SET self RATE 40" not in speechd_server.log_text()

    problems = apply_settings(announcer, settings.with_changes(rate=40))

    assert problems == []
    assert "SET self RATE 40" in speechd_server.log_text()
    assert announcer.speech.voice.rate == 40
    say(announcer, "A little faster.")
    assert speechd_server.wait_spoken("A little faster.")
    assert speechd_server.wait_event("A little faster.", "end")
    assert history(announcer) == ["At the usual rate.", "A little faster."]


@pytest.mark.slow
def test_own_speech_off_sends_nothing_more_to_speechd(speechd_server, monkeypatch, announcers):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    settings = chosen(speech="speechd")
    announcer = built(announcers, settings)
    say(announcer, "One.")
    assert speechd_server.wait_spoken("One.")

    assert apply_settings(announcer, settings.with_changes(own_speech=False)) == []
    say(announcer, "Two.")
    # on again: "Three." arriving shows the server has had everything sent before it
    assert apply_settings(announcer, settings) == []
    say(announcer, "Three.")

    assert speechd_server.wait_spoken("Three.")
    assert speechd_server.spoken_texts() == ["One.", "Three."]
    assert history(announcer) == ["One.", "Two.", "Three."]


def test_unreachable_speechd_is_a_problem_in_both_languages(tmp_path, monkeypatch, announcers):
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'nobody.sock'}")
    settings = chosen(speech="none")
    announcer = built(announcers, settings)
    say(announcer, "Before.")

    problems = apply_settings(announcer, settings.with_changes(speech="speechd"))

    assert [p.key for p in problems] == ["pipeline.speech_unavailable"]
    assert announcer.speech.current in {"pyttsx3", "none"}
    english, german = render(problems[0], "en"), render(problems[0], "de")
    assert "speech-dispatcher is not available here" in english
    assert "speech-dispatcher ist hier nicht verfügbar" in german
    assert history(announcer) == ["Before."]


# -- braille with a real BRLTTY ------------------------------------------------------------


@pytest.mark.slow
def test_braille_none_to_brlapi_shows_the_next_message_and_takes_keys(
    brltty_vr, monkeypatch, announcers
):
    monkeypatch.setenv("BRLAPI_AUTH", "none")
    settings = chosen(braille="none", braille_table="en-ueb-g1")
    announcer = built(announcers, settings)
    say(announcer, "Anna lays red 5.")
    assert announcer.braille is None

    problems = apply_settings(
        announcer, settings.with_changes(braille="brlapi", brlapi_host=brltty_vr.host)
    )

    assert problems == []
    assert isinstance(announcer.braille, BrailleOutput)
    assert announcer.braille.display.id == "brlapi"
    say(announcer, "Your turn.")
    translator = Translator("en-ueb-g1")
    expected = window(translator.cells("Your turn.").dots)
    assert brltty_vr.wait_for_cells(expected) == expected
    # the new display's keys are wired: "previous line" walks the history
    brltty_vr.send_key("lnup")
    before = window(translator.cells("Anna lays red 5.").dots)
    assert brltty_vr.wait_for_cells(before) == before
    assert history(announcer) == ["Anna lays red 5.", "Your turn."]


@pytest.mark.slow
def test_braille_table_change_translates_with_the_new_table(brltty_vr, monkeypatch, announcers):
    monkeypatch.setenv("BRLAPI_AUTH", "none")
    settings = chosen(
        language="de", braille="brlapi", brlapi_host=brltty_vr.host, braille_table="de-g1"
    )
    shown_text = "Du bist nicht am Zug und das Spiel geht weiter."
    next_text = "Die Karten werden gemischt."
    g1, g2 = Translator("de-g1"), Translator("de-g2")
    assert window(g1.cells(shown_text).dots) != window(g2.cells(shown_text).dots)
    assert window(g1.cells(next_text).dots) != window(g2.cells(next_text).dots)
    announcer = built(announcers, settings)
    display = announcer.braille.display
    say(announcer, shown_text)
    assert brltty_vr.wait_for_cells(window(g1.cells(shown_text).dots))

    problems = apply_settings(announcer, settings.with_changes(braille_table="de-g2"))

    assert problems == []
    assert announcer.braille.display is display  # same display, new translator
    assert announcer.braille.translator.table_id == "de-g2"
    # the message being read is shown again at once in Kurzschrift ...
    expected = window(g2.cells(shown_text).dots)
    assert brltty_vr.wait_for_cells(expected) == expected
    # ... and so is the next one
    say(announcer, next_text)
    expected = window(g2.cells(next_text).dots)
    assert brltty_vr.wait_for_cells(expected) == expected
    assert history(announcer) == [shown_text, next_text]


@pytest.mark.slow
def test_unreachable_display_is_a_problem_and_speech_goes_on(
    speechd_server, brltty_vr, monkeypatch, announcers
):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    monkeypatch.setenv("BRLAPI_AUTH", "none")
    settings = chosen(
        speech="speechd", braille="brlapi", brlapi_host=brltty_vr.host, braille_table="en-ueb-g1"
    )
    announcer = built(announcers, settings)
    old_display = announcer.braille.display
    say(announcer, "Before the change.")
    assert speechd_server.wait_spoken("Before the change.")
    nowhere = f"127.0.0.1:{free_brlapi_number()}"  # no BRLTTY listens there

    problems = apply_settings(announcer, settings.with_changes(brlapi_host=nowhere))

    assert [p.key for p in problems] == ["pipeline.braille_unavailable"]
    english, german = render(problems[0], "en"), render(problems[0], "de")
    assert english.startswith("The braille display BRLTTY (BrlAPI) is not available here (")
    assert english.endswith("Braille is off.")
    assert german.startswith("Die Braillezeile BRLTTY (BrlAPI) ist hier nicht verfügbar (")
    assert german.endswith("Braille ist aus.")
    assert announcer.braille is None
    assert not old_display.connected.is_set()  # the old display was closed
    assert announcer.settings.brlapi_host == nowhere
    say(announcer, "After the change.")
    assert speechd_server.wait_spoken("After the change.")
    assert history(announcer) == ["Before the change.", "After the change."]


@pytest.mark.slow
def test_braille_none_closes_the_display(brltty_vr, monkeypatch, announcers):
    monkeypatch.setenv("BRLAPI_AUTH", "none")
    settings = chosen(braille="brlapi", brlapi_host=brltty_vr.host, braille_table="en-ueb-g1")
    announcer = built(announcers, settings)
    display = announcer.braille.display
    say(announcer, "Shown.")
    assert display.connected.is_set()

    assert apply_settings(announcer, settings.with_changes(braille="none")) == []

    assert announcer.braille is None
    assert not display.connected.is_set()
    say(announcer, "Not shown.")
    assert history(announcer) == ["Shown.", "Not shown."]


# -- without servers: verbosity, language, the on-screen line, tables, the lock ------------


def test_verbosity_change_filters_the_next_messages(announcers):
    on_screen: list[str] = []
    settings = chosen(verbosity="full")
    announcer = built(announcers, settings, screen=lambda u: on_screen.append(u.speech))
    say(announcer, "Ben's turn.", Category.TURN)

    assert apply_settings(announcer, settings.with_changes(verbosity="terse")) == []

    assert announcer.verbosity == "terse"
    say(announcer, "Anna's turn.", Category.TURN)
    say(announcer, "New cards for everyone.", Category.TABLE)
    say(announcer, "You win.", Category.TABLE, Priority.POLITE)
    assert on_screen == ["Ben's turn.", "You win."]
    assert history(announcer) == [
        "Ben's turn.",
        "Anna's turn.",
        "New cards for everyone.",
        "You win.",
    ]


def test_language_change_with_table_auto_changes_table_and_voice(announcers):
    lines: list[str] = []
    settings = chosen(language="en", braille="unicode", braille_table="auto")
    announcer = built(announcers, settings, unicode_listener=lambda cells: lines.append(cells.dots))
    say(announcer, "Schwarz ist dran.")
    assert lines[-1] == Translator("en-ueb-g1").cells("Schwarz ist dran.").dots

    assert apply_settings(announcer, settings.with_changes(language="de")) == []

    assert announcer.braille.translator.table_id == "de-g1"
    assert announcer.speech.voice.language == "de"
    # the message being read, again at once in German Vollschrift
    assert lines[-1] == Translator("de-g1").cells("Schwarz ist dran.").dots
    assert history(announcer) == ["Schwarz ist dran."]


def test_unicode_line_switch_to_none_and_back(announcers):
    lines: list[str] = []
    settings = chosen(braille="unicode", braille_table="en-ueb-g1")
    announcer = built(announcers, settings, unicode_listener=lambda cells: lines.append(cells.text))
    say(announcer, "First.")
    assert apply_settings(announcer, settings.with_changes(braille="none")) == []
    say(announcer, "Second.")
    assert lines == ["First."]

    assert apply_settings(announcer, settings) == []
    say(announcer, "Third.")
    assert lines == ["First.", "Third."]  # the remembered listener is used again
    assert history(announcer) == ["First.", "Second.", "Third."]


def test_table_that_cannot_be_loaded_keeps_the_old_one(tmp_path, monkeypatch, announcers):
    lines: list[str] = []
    settings = chosen(language="de", braille="unicode", braille_table="de-g1")
    announcer = built(announcers, settings, unicode_listener=lambda cells: lines.append(cells.dots))
    # the table path the Translator sets up is put back after the test
    monkeypatch.setenv("LOUIS_TABLEPATH", os.environ.get("LOUIS_TABLEPATH", ""))
    monkeypatch.setenv(TABLES_DIR_ENV, str(tmp_path))  # a folder without the project's tables

    problems = apply_settings(announcer, settings.with_changes(braille_table="de-g2"))

    assert [p.key for p in problems] == ["pipeline.table_failed_kept"]
    assert render(problems[0], "de").endswith("Braille bleibt bei der Tabelle de-g1.")
    assert render(problems[0], "en").endswith("Braille stays in the table de-g1.")
    assert announcer.braille.translator.table_id == "de-g1"
    monkeypatch.delenv(TABLES_DIR_ENV)
    say(announcer, "Weiter.")
    assert lines[-1] == Translator("de-g1").cells("Weiter.").dots


def test_announce_during_a_change_waits_for_the_new_output():
    started, release = threading.Event(), threading.Event()
    backends: list[RecordingBackend] = []

    class SlowToStart(RecordingBackend):
        def start(self) -> None:
            started.set()
            assert release.wait(30)
            super().start()

    def make(voice):
        backend = SlowToStart(voice, backend_id="speechd")
        backends.append(backend)
        return backend

    class WatchedLock:
        """The announcer's lock, telling when a thread has to wait for it."""

        def __init__(self) -> None:
            self.lock = threading.RLock()
            self.waited = threading.Event()

        def __enter__(self) -> WatchedLock:
            if not self.lock.acquire(blocking=False):
                self.waited.set()
                self.lock.acquire()
            return self

        def __exit__(self, *exc: object) -> None:
            self.lock.release()

    # an announcer without speech yet: apply_settings creates the speech output
    announcer = Announcer()
    announcer._lock = watched = WatchedLock()
    announcer.speech_factories = {"speechd": make}
    changing = threading.Thread(target=apply_settings, args=(announcer, chosen(speech="speechd")))
    changing.start()
    try:
        assert started.wait(30)
        speaking = threading.Thread(target=say, args=(announcer, "Mid-change."))
        speaking.start()
        assert watched.waited.wait(30)  # the message came while the output is being built
        assert speaking.is_alive()  # held back while the output is being built
    finally:
        release.set()
        changing.join(30)
    speaking.join(30)
    assert announcer.speech.current == "speechd"
    assert backends[0].texts == ["Mid-change."]  # not lost to a half-built output
    assert history(announcer) == ["Mid-change."]
    announcer.close()
