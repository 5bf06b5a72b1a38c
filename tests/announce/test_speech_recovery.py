"""The announce pipeline says, in the player's language and with the names
the player knows, when speech switched because an output died and when the
output is back."""

from __future__ import annotations

import pytest

from accessible_games import settings as settings_module
from accessible_games.announce.pipeline import _speech_name, build
from accessible_games.core.messages import Msg, render
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.speech.manager import SpeechOutput
from accessible_games.speech.silent import RecordingBackend
from tests.fixtures.flaky_speech import FlakyServer, retry_threads, wait_for

SWITCHED = {
    "en": "Speech switched from speech-dispatcher to pyttsx3.",
    "de": "Sprachausgabe gewechselt. Bisher: speech-dispatcher, jetzt: pyttsx3.",
}
BACK = {
    "en": "Speech is back: speech-dispatcher.",
    "de": "Die Sprachausgabe ist zurück: speech-dispatcher.",
}


@pytest.fixture
def fast_retry(monkeypatch):
    monkeypatch.setattr(SpeechOutput, "retry_first", 0.05)
    monkeypatch.setattr(SpeechOutput, "retry_max", 0.2)


def chosen(language: str):
    return settings_module.defaults().with_changes(
        language=language, speech="speechd", braille="none", sounds=False, verbosity="normal"
    )


def say(announcer, text: str) -> None:
    announcer.announce(Utterance(text, text, Category.OTHERS, Priority.QUEUE))


def system(announcer) -> list[str]:
    return [u.speech for u in announcer.history.items("system")]


@pytest.mark.parametrize(
    ("old", "new", "lang", "text"),
    [
        ("speechd", "none", "en", "Speech switched from speech-dispatcher to no speech."),
        (
            "speechd",
            "none",
            "de",
            "Sprachausgabe gewechselt. Bisher: speech-dispatcher, jetzt: keine Sprachausgabe.",
        ),
        (
            "screenreader",
            "speechd",
            "en",
            "Speech switched from screen reader to speech-dispatcher.",
        ),
        (
            "screenreader",
            "speechd",
            "de",
            "Sprachausgabe gewechselt. Bisher: Screenreader, jetzt: speech-dispatcher.",
        ),
        ("speechd", "pyttsx3", "de", SWITCHED["de"]),
    ],
)
def test_switch_message_names_the_outputs_in_the_players_words(old, new, lang, text):
    msg = Msg("pipeline.speech_switched", old=_speech_name(old), new=_speech_name(new))
    assert render(msg, lang) == text


@pytest.mark.parametrize(
    ("name", "lang", "text"),
    [
        ("speechd", "en", BACK["en"]),
        ("speechd", "de", BACK["de"]),
        ("screenreader", "en", "Speech is back: screen reader."),
        ("screenreader", "de", "Die Sprachausgabe ist zurück: Screenreader."),
    ],
)
def test_back_message_in_both_languages(name, lang, text):
    assert render(Msg("pipeline.speech_back", name=_speech_name(name)), lang) == text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pipeline_says_the_switch_and_the_return(lang, fast_retry):
    server = FlakyServer("speechd")
    spare = RecordingBackend(backend_id="pyttsx3")
    factories = {"speechd": server.factory, "pyttsx3": lambda voice: spare}
    announcer = build(chosen(lang), speech_factories=factories)
    try:
        assert announcer.speech.current == "speechd"
        say(announcer, "Anna lays red 5.")
        server.down()
        say(announcer, "Ben lays blue 3.")
        assert announcer.speech.current == "pyttsx3"
        assert system(announcer) == [SWITCHED[lang]]
        # the notice, then the message that failed, on the new output
        assert spare.texts == [SWITCHED[lang], "Ben lays blue 3."]

        server.up()
        assert wait_for(lambda: BACK[lang] in system(announcer), timeout=5)
        assert announcer.speech.current == "speechd"
        assert system(announcer) == [SWITCHED[lang], BACK[lang]]
        assert server.heard == ["Anna lays red 5.", BACK[lang]]  # said by the output that is back
        say(announcer, "Your turn.")
        assert server.heard[-1] == "Your turn."
    finally:
        announcer.close()
    assert retry_threads() == []


@pytest.mark.slow
def test_real_speechd_back_is_said_through_it_in_german(speechd_server, monkeypatch, fast_retry):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    spare = RecordingBackend(backend_id="pyttsx3")
    announcer = build(chosen("de"), speech_factories={"pyttsx3": lambda voice: spare})
    try:
        assert announcer.speech.current == "speechd"
        say(announcer, "Anna legt rot 5.")
        assert speechd_server.wait_event("Anna legt rot 5.", "end")
        speechd_server.stop()
        say(announcer, "Ben legt blau 3.")
        assert spare.texts == [SWITCHED["de"], "Ben legt blau 3."]
        speechd_server.restart()
        assert speechd_server.wait_event(BACK["de"], "end", timeout=5)
        assert announcer.speech.current == "speechd"
        say(announcer, "Du bist dran.")
        assert speechd_server.wait_event("Du bist dran.", "end")
        assert system(announcer) == [SWITCHED["de"], BACK["de"]]
    finally:
        announcer.close()
