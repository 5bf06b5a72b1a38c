"""The speech backlog: when the player acts or asks, the game messages
still queued from before are dropped (the history keeps them) and the
answer to the key is heard at once; what the key says after its first
message queues behind it, so nothing the player asked for is cut."""

from __future__ import annotations

import pytest

from accessible_games.announce import Announcer
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.speech.base import Voice
from accessible_games.speech.manager import SpeechOutput
from accessible_games.speech.screenreader_backend import ScreenReaderBackend
from accessible_games.speech.speechd_backend import SpeechDispatcherBackend


class QueueingSpeech:
    """A speech output as a real one behaves: messages wait in a queue
    until spoken; an interrupting one first drops everything queued."""

    def __init__(self) -> None:
        self.queue: list[str] = []
        self.dropped: list[str] = []
        self.spoken: list[tuple[str, bool]] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.spoken.append((text, interrupt))
        if interrupt:
            self.dropped += self.queue
            self.queue = []
        self.queue.append(text)


def event(
    text: str, category: Category = Category.OTHERS, priority: Priority = Priority.QUEUE
) -> Utterance:
    return Utterance(text, text, category, priority)


BOTS = [event(f"Anna plays red {n}.") for n in range(1, 6)]
OWN_MOVE = event("You play yellow 7.", Category.OWN)


def backlog(announcer: Announcer) -> None:
    for utterance in BOTS:
        announcer.announce(utterance)


def test_the_players_move_drops_the_queued_backlog_and_is_heard_at_once():
    speech = QueueingSpeech()
    a = Announcer(speech)
    backlog(a)
    assert speech.queue == [u.speech for u in BOTS]  # no key: the game's messages wait their turn
    a.player_input()
    a.announce(OWN_MOVE)
    assert speech.queue == [OWN_MOVE.speech]
    assert speech.dropped == [u.speech for u in BOTS]
    # the history keeps what was dropped
    assert [u.speech for u in a.history.items("game")] == [u.speech for u in BOTS] + [
        OWN_MOVE.speech
    ]


def test_what_the_key_says_after_its_first_message_queues_behind_it():
    speech = QueueingSpeech()
    a = Announcer(speech)
    backlog(a)
    a.player_input()
    a.announce(OWN_MOVE)
    a.announce(event("The trick goes to you.", Category.TABLE))
    a.announce(event("Ben plays blue 2."))
    a.announce(event("Your turn.", Category.TURN, Priority.POLITE))
    assert speech.queue == [
        "You play yellow 7.",
        "The trick goes to you.",
        "Ben plays blue 2.",
        "Your turn.",
    ]
    assert [interrupt for _, interrupt in speech.spoken[len(BOTS) :]] == [True, False, False, False]


def test_an_answer_of_several_lines_is_heard_whole():
    speech = QueueingSpeech()
    a = Announcer(speech)
    backlog(a)
    a.player_input()
    a.announce(event("Scores:", Category.INFO, Priority.INTERRUPT))
    a.announce(event("You: 12 points.", Category.INFO))
    a.announce(event("Anna: 9 points.", Category.INFO))
    assert speech.queue == ["Scores:", "You: 12 points.", "Anna: 9 points."]


def test_an_echo_of_the_key_drops_the_backlog_even_when_it_would_queue():
    speech = QueueingSpeech()
    a = Announcer(speech)
    backlog(a)
    a.player_input()
    a.repeat(event("Hand: red 7, 1 of 3", Category.INFO), interrupt=False)
    assert speech.queue == ["Hand: red 7, 1 of 3"]
    assert len(a.history.items("all")) == len(BOTS)  # an echo is not added


def test_without_a_key_nothing_is_dropped():
    speech = QueueingSpeech()
    a = Announcer(speech)
    a.player_input()
    a.announce(OWN_MOVE)  # the key's answer
    backlog(a)  # then the bots move on their own
    a.announce(event("Your turn.", Category.TURN, Priority.POLITE))
    assert speech.dropped == []
    assert speech.queue == [OWN_MOVE.speech] + [u.speech for u in BOTS] + ["Your turn."]


def test_chat_after_a_key_is_not_its_answer_and_drops_nothing():
    speech = QueueingSpeech()
    a = Announcer(speech)
    backlog(a)
    a.player_input()
    a.announce(event("Ben says: hi", Category.CHAT))
    assert speech.dropped == []
    a.announce(OWN_MOVE)  # the key's answer still comes first of all
    assert speech.queue == [OWN_MOVE.speech]


def test_a_message_not_spoken_at_this_verbosity_does_not_use_up_the_keys_answer():
    speech = QueueingSpeech()
    a = Announcer(speech, verbosity="normal")
    backlog(a)
    a.player_input()
    a.announce(event("Anna's turn.", Category.TURN))  # not spoken at "normal"
    assert speech.dropped == []
    a.announce(OWN_MOVE)
    assert speech.queue == [OWN_MOVE.speech]


# --- with a real speech-dispatcher -------------------------------------------------------

LONG = " ".join(f"Anna thinks aloud, sentence number {i} of a long move." for i in range(60))
QUEUED = [f"Ben plays blue {n}." for n in range(2, 6)]
MOVE = "You play yellow 7."
AFTER = "The trick goes to you."


def speechd_output(server) -> SpeechOutput:
    return SpeechOutput(
        ["speechd"],
        Voice(),
        factories={"speechd": lambda voice: SpeechDispatcherBackend(voice, address=server.address)},
    )


def screenreader_output(server) -> SpeechOutput:
    return SpeechOutput(
        ["screenreader"],
        Voice(),
        factories={
            "screenreader": lambda voice: ScreenReaderBackend(voice, address=server.address)
        },
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    "make", [speechd_output, screenreader_output], ids=["speechd", "screenreader"]
)
def test_real_speech_dispatcher_drops_the_backlog_when_the_player_moves(speechd_server, make):
    speech = make(speechd_server)
    expected = speech.start()
    a = Announcer(speech)
    try:
        assert speech.current == expected != "none"
        a.announce(event(LONG))
        for text in QUEUED:
            a.announce(event(text))
        assert speechd_server.wait_event(LONG, "begin")
        a.player_input()
        a.announce(event(MOVE, Category.OWN))
        a.announce(event(AFTER, Category.TABLE))
        assert speechd_server.wait_event(MOVE, "end")
        assert speechd_server.wait_event(AFTER, "end")  # the key's second message is not cut
    finally:
        speech.close()
    events = {m.text: m.events for m in speechd_server.messages()}
    assert "end" not in events[LONG]  # cut short
    for text in QUEUED:  # queued, never begun: dropped
        assert "begin" not in events[text] and "end" not in events[text], text
    # the history keeps everything
    assert [u.speech for u in a.history.items("game")] == [LONG, *QUEUED, MOVE, AFTER]


@pytest.mark.slow
def test_real_speech_dispatcher_keeps_the_queue_while_the_player_does_nothing(speechd_server):
    speech = speechd_output(speechd_server)
    speech.start()
    a = Announcer(speech)
    try:
        a.player_input()
        a.announce(event(MOVE, Category.OWN))
        for text in QUEUED:
            a.announce(event(text))
        for text in QUEUED:
            assert speechd_server.wait_event(text, "end"), text
    finally:
        speech.close()
    assert speechd_server.spoken_texts() == [MOVE, *QUEUED]
