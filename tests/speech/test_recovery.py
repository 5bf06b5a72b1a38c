"""SpeechOutput takes a backend that died back when it works again: tried in
the background with back-off, never holding up speaking, stopped by close()
and by switch_to(); with fake backends and with a real speech-dispatcher
that is killed and started again."""

from __future__ import annotations

import threading
import time

import pytest

from accessible_games.speech.base import Voice
from accessible_games.speech.manager import SpeechOutput
from accessible_games.speech.silent import RecordingBackend
from accessible_games.speech.speechd_backend import SpeechDispatcherBackend
from tests.fixtures.flaky_speech import FlakyServer, retry_threads, wait_for

FIRST = 0.05
MAXIMUM = 0.2


class Switches(list):
    """Collects on_switch / on_recover calls."""

    def __call__(self, old, new):
        self.append((old, new))


@pytest.fixture
def outputs():
    """SpeechOutputs made in a test, closed after it."""
    made: list[SpeechOutput] = []
    yield made
    for speech in made:
        speech.close()


def flaky_output(
    outputs,
    server,
    spare,
    switches=None,
    recovered=None,
    first=FIRST,
    maximum=MAXIMUM,
    order=("speechd", "pyttsx3", "none"),
):
    speech = SpeechOutput(
        list(order),
        Voice(),
        switches,
        {"speechd": server.factory, "pyttsx3": lambda voice: spare},
        on_recover=recovered,
        retry_first=first,
        retry_max=maximum,
    )
    outputs.append(speech)
    assert speech.start() == "speechd"
    return speech


def crash(speech, server, text="said while it is down"):
    """Kill the server and speak, so the output fails over."""
    server.down()
    failed_at = time.monotonic()
    speech.speak(text)
    return failed_at


# -- taking the backend back ---------------------------------------------------


def test_failed_backend_is_taken_back_when_it_starts_again(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    switches, recovered = Switches(), Switches()
    speech = flaky_output(outputs, server, spare, switches, recovered)
    speech.speak("before")
    crash(speech, server, "during")
    assert speech.current == "pyttsx3"
    assert switches == [("speechd", "pyttsx3")]
    assert spare.texts == ["during"]  # failed on speechd, said on the next backend
    assert speech.retrying

    # down for a while: attempts fail, nothing changes, nothing is left open
    assert wait_for(lambda: len(server.failed_attempts()) >= 3, timeout=30)
    assert speech.current == "pyttsx3"
    assert recovered == []
    assert server.open_backends() == []

    server.up()
    assert wait_for(lambda: speech.current == "speechd", timeout=30)
    assert wait_for(lambda: recovered == [("pyttsx3", "speechd")], timeout=30)
    assert switches == [("speechd", "pyttsx3")]  # the return is told as a return only
    assert spare.closed
    assert wait_for(lambda: not speech.retrying, timeout=30)
    assert wait_for(lambda: retry_threads() == [], timeout=30)
    speech.speak("after")
    assert server.heard == ["before", "after"]
    assert len(server.open_backends()) == 1  # the one speaking
    speech.close()
    assert server.open_backends() == []


def test_without_on_recover_on_switch_is_told_of_the_return(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    switches = Switches()
    speech = flaky_output(outputs, server, spare, switches)
    crash(speech, server)
    server.up()
    assert wait_for(
        lambda: switches == [("speechd", "pyttsx3"), ("pyttsx3", "speechd")], timeout=30
    )
    assert speech.current == "speechd"


def test_back_off_doubles_up_to_the_maximum(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    speech = flaky_output(outputs, server, spare, first=0.05, maximum=0.2)
    failed_at = crash(speech, server)
    assert wait_for(lambda: len(server.failed_attempts()) >= 6, timeout=30)
    times = [failed_at] + server.failed_attempts()[:6]
    gaps = [b - a for a, b in zip(times, times[1:], strict=False)]
    # 0.05, 0.1, 0.2, 0.2, 0.2, 0.2 seconds (a busy machine may add, never take away)
    for gap, expected in zip(gaps, [0.05, 0.1, 0.2, 0.2, 0.2, 0.2], strict=True):
        assert gap >= expected * 0.9, gaps
    assert max(gaps) < 0.2 + 1.0, gaps  # the maximum holds (with room for a busy machine)
    assert speech.current == "pyttsx3"


def test_unavailable_at_start_is_not_retried(outputs):
    """Only a fail-over starts the retrying: a backend that was never there
    (no screen reader at start) is not tried again and again."""
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    server.down()
    speech = SpeechOutput(
        ["speechd", "pyttsx3"],
        Voice(),
        None,
        {"speechd": server.factory, "pyttsx3": lambda voice: spare},
        retry_first=FIRST,
        retry_max=MAXIMUM,
    )
    outputs.append(speech)
    before = set(retry_threads())
    assert speech.start() == "pyttsx3"
    speech.speak("hello")
    server.up()
    # attempts are made only by a retry thread, started at once when a
    # fail-over starts the retrying: none was started, so none can come later
    assert set(retry_threads()) - before == set()
    assert speech.current == "pyttsx3"
    assert not speech.retrying
    assert len(server.attempts) == 1


def test_a_lower_backend_is_taken_back_while_the_best_is_still_missing(outputs):
    """speechd and pyttsx3 both die; pyttsx3 comes back first and speaks
    until speechd is back too."""
    server = FlakyServer("speechd")
    second = FlakyServer("pyttsx3")
    recovered = Switches()
    speech = SpeechOutput(
        ["speechd", "pyttsx3", "none"],
        Voice(),
        None,
        {"speechd": server.factory, "pyttsx3": second.factory},
        on_recover=recovered,
        retry_first=FIRST,
        retry_max=MAXIMUM,
    )
    outputs.append(speech)
    speech.start()
    crash(speech, server)
    assert speech.current == "pyttsx3"
    crash(speech, second)
    assert speech.current == "none"
    second.up()
    assert wait_for(lambda: speech.current == "pyttsx3", timeout=30)
    assert speech.retrying  # speechd is still missing
    server.up()
    assert wait_for(lambda: speech.current == "speechd", timeout=30)
    assert recovered == [("none", "pyttsx3"), ("pyttsx3", "speechd")]
    assert second.open_backends() == []
    assert wait_for(lambda: not speech.retrying, timeout=30)


def test_a_backend_that_dies_again_soon_is_not_hammered(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    speech = flaky_output(outputs, server, spare, first=0.1, maximum=5.0)
    crash(speech, server)
    server.up()
    assert wait_for(lambda: speech.current == "speechd", timeout=30)
    failed_again_at = crash(speech, server)  # dies again at once
    assert speech.current == "pyttsx3"
    assert wait_for(lambda: len(server.failed_attempts()) >= 1, timeout=30)
    assert server.failed_attempts()[0] - failed_again_at >= 0.2 * 0.9  # the back-off went on


# -- never in the way of speaking ---------------------------------------------------


def test_a_slow_attempt_never_holds_up_speaking(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    speech = flaky_output(outputs, server, spare)
    crash(speech, server, "one")
    server.gate = threading.Event()  # the next start hangs until the gate opens
    assert server.starting.wait(30)
    begin = time.monotonic()
    speech.speak("two")
    speech.speak("three", interrupt=True)
    speech.silence()
    assert time.monotonic() - begin < 0.5
    assert spare.texts == ["one", "two", "three"]
    server.up()
    server.gate.set()
    assert wait_for(lambda: speech.current == "speechd", timeout=30)


# -- stopping -------------------------------------------------------------------------


def test_close_stops_retrying_and_leaves_no_thread(outputs):
    before = set(retry_threads())
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    speech = flaky_output(outputs, server, spare)
    crash(speech, server)
    assert wait_for(lambda: len(server.failed_attempts()) >= 1, timeout=30)
    assert set(retry_threads()) - before
    speech.close()
    # attempts are made only by the retry thread: with it gone, none can come
    assert set(retry_threads()) - before == set()
    assert not speech.retrying
    attempts = len(server.attempts)
    server.up()
    assert len(server.attempts) == attempts  # no attempt after close
    assert speech.current is None
    assert server.open_backends() == []


def test_close_during_an_attempt_closes_the_backend_it_started(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    speech = flaky_output(outputs, server, spare)
    crash(speech, server)
    server.gate = threading.Event()
    assert server.starting.wait(30)
    server.up()  # the attempt under way will succeed ...

    def open_gate_once_closing() -> None:
        assert wait_for(lambda: speech.current is None, timeout=30)  # close() has begun
        server.gate.set()

    threading.Thread(target=open_gate_once_closing, daemon=True).start()
    speech.close()  # ... after close(), which waits for it
    assert retry_threads() == []
    assert speech.current is None
    assert server.open_backends() == []  # started, no longer wanted, closed
    assert server.backends[-1].started and server.backends[-1].closed


def test_switch_to_another_order_stops_retrying(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    switches = Switches()
    speech = flaky_output(outputs, server, spare, switches)
    crash(speech, server)
    assert speech.retrying
    assert speech.switch_to(["pyttsx3", "none"]) == "pyttsx3"
    assert not speech.retrying
    # attempts are made only by the retry thread: once it is gone, none can come
    assert wait_for(lambda: retry_threads() == [], timeout=30)
    attempts = len(server.attempts)
    server.up()
    assert speech.current == "pyttsx3"
    assert len(server.attempts) == attempts
    assert switches == [("speechd", "pyttsx3")]


def test_switch_to_during_an_attempt_discards_what_it_started(outputs):
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    speech = flaky_output(outputs, server, spare)
    crash(speech, server)
    server.gate = threading.Event()
    assert server.starting.wait(30)
    server.up()
    begin = time.monotonic()
    assert speech.switch_to(["pyttsx3", "none"]) == "pyttsx3"
    assert time.monotonic() - begin < 0.5  # does not wait for the attempt
    server.gate.set()
    assert wait_for(lambda: retry_threads() == [], timeout=30)
    assert speech.current == "pyttsx3"
    assert server.open_backends() == []


def test_switch_to_the_same_order_keeps_waiting_with_the_new_voice(outputs):
    """A new rate while speechd is down: speechd still comes back, with it."""
    server, spare = FlakyServer(), RecordingBackend(backend_id="pyttsx3")
    speech = flaky_output(outputs, server, spare)
    crash(speech, server)
    assert speech.switch_to(["speechd", "pyttsx3", "none"], Voice(rate=30)) == "pyttsx3"
    assert speech.retrying
    server.up()
    assert wait_for(lambda: speech.current == "speechd", timeout=30)
    assert speech.backend.voice.rate == 30


# -- with a real speech-dispatcher ------------------------------------------


@pytest.mark.slow
def test_real_speechd_killed_and_started_again_is_taken_back(speechd_server, monkeypatch, outputs):
    monkeypatch.setenv("SPEECHD_ADDRESS", speechd_server.address)
    before = set(retry_threads())
    spare = RecordingBackend()
    switches, recovered = Switches(), Switches()
    tried: list[Voice] = []

    def speechd(voice: Voice) -> SpeechDispatcherBackend:
        tried.append(voice)  # an attempt begins
        return SpeechDispatcherBackend(voice)

    speech = SpeechOutput(
        ["speechd", "recording"],
        Voice(),
        switches,
        {"speechd": speechd, "recording": lambda voice: spare},
        on_recover=recovered,
        retry_first=0.1,
        retry_max=0.4,
    )
    outputs.append(speech)
    assert speech.start() == "speechd"
    speech.speak("Before the crash")
    assert speechd_server.wait_event("Before the crash", "end")

    speechd_server.stop()
    speech.speak("While it is down")
    assert switches == [("speechd", "recording")]
    assert spare.texts == ["While it is down"]
    # attempts against the dead socket fail meanwhile: the second one after
    # the crash begins only when the first has failed
    assert wait_for(lambda: len(tried) >= 3, timeout=30)
    assert speech.current == "recording"
    assert "speechd" in speech.reasons

    speechd_server.restart()
    assert wait_for(lambda: speech.current == "speechd", timeout=30)
    assert wait_for(lambda: recovered == [("recording", "speechd")], timeout=30)
    assert speech.describe() == "speech-dispatcher (espeak-ng)"
    assert spare.closed
    speech.speak("Back again")
    assert speechd_server.wait_event("Back again", "end")
    assert "While it is down" not in speechd_server.spoken_texts()
    assert spare.texts == ["While it is down"]
    assert switches == [("speechd", "recording")]
    speech.close()
    assert set(retry_threads()) - before == set()
