"""The announcer: history per buffer, walking, verbosity, priorities."""

from __future__ import annotations

from accessible_games.announce import Announcer
from accessible_games.announce.announcer import wanted
from accessible_games.core.utterance import Category, Priority, Utterance


class Speech:
    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.said.append((text, interrupt))


class Braille:
    def __init__(self) -> None:
        self.shown: list[str] = []

    def show(self, utterance: Utterance) -> None:
        self.shown.append(utterance.braille)


def u(text: str, category: Category, priority: Priority = Priority.QUEUE) -> Utterance:
    return Utterance(text, text.lower()[:10], category, priority)


def test_every_message_reaches_history_speech_and_braille():
    speech, braille = Speech(), Braille()
    a = Announcer(speech, braille, "full")
    a.announce(u("Anna lays red 5.", Category.OTHERS))
    a.announce(u("Your turn.", Category.TURN, Priority.POLITE))
    a.announce(u("hand", Category.INFO, Priority.INTERRUPT))
    assert speech.said == [("Anna lays red 5.", False), ("Your turn.", False), ("hand", True)]
    assert braille.shown == ["anna lays ", "your turn.", "hand"]
    assert [x.speech for x in a.history.items("all")] == ["Anna lays red 5.", "Your turn.", "hand"]


def test_buffers_sort_messages():
    a = Announcer()
    a.announce(u("own move", Category.OWN))
    a.announce(u("other move", Category.OTHERS))
    a.announce(u("refused", Category.ERROR))
    a.announce(u("saved", Category.SYSTEM))
    assert [x.speech for x in a.history.items("game")] == ["own move", "other move"]
    assert [x.speech for x in a.history.items("own")] == ["own move", "refused"]
    assert [x.speech for x in a.history.items("system")] == ["saved"]
    assert len(a.history.items("all")) == 4


def test_walking_older_newer_oldest_newest_and_ends():
    a = Announcer()
    for text in ("one", "two", "three"):
        a.announce(u(text, Category.TABLE))
    h = a.history
    assert h.older() == (a.history.items()[1], False)
    assert h.older()[0].speech == "one"
    message, at_end = h.older()
    assert message.speech == "one" and at_end
    assert h.newest()[0].speech == "three"
    assert h.oldest()[0].speech == "one"
    assert h.position() == (1, 3)
    assert h.newer()[0].speech == "two"


def test_switching_buffers_cycles_and_wraps():
    a = Announcer()
    assert a.history.current == "all"
    assert a.history.switch() == "game"
    assert a.history.switch(-1) == "all"
    assert a.history.switch(-1) == "system"  # the empty chat buffer is passed over
    a.announce(u("Ben says: hello", Category.CHAT))
    assert a.history.switch() == "chat"
    assert [x.speech for x in a.history.items("chat")] == ["Ben says: hello"]
    assert a.history.switch() == "all"


def test_verbosity_keeps_everything_in_history():
    speech = Speech()
    a = Announcer(speech, None, "terse")
    a.announce(u("Ben's turn.", Category.TURN))
    a.announce(u("New cards for everyone.", Category.TABLE))
    a.announce(u("The match is over.", Category.TABLE, Priority.POLITE))
    a.announce(u("Ben lays red 5.", Category.OTHERS))
    assert [t for t, _ in speech.said] == ["The match is over.", "Ben lays red 5."]
    assert len(a.history.items()) == 4


def test_verbosity_levels():
    others_turn = u("Ben's turn.", Category.TURN)
    own_turn = u("Your turn.", Category.TURN, Priority.POLITE)
    chatter = u("New cards.", Category.TABLE)
    assert wanted(others_turn, "full") and not wanted(others_turn, "normal")
    assert wanted(own_turn, "terse")
    assert wanted(chatter, "normal") and not wanted(chatter, "terse")


def test_repeat_speaks_again_without_adding_to_history():
    speech = Speech()
    a = Announcer(speech)
    a.announce(u("Anna lays red 5.", Category.OTHERS))
    a.repeat(a.history.last())
    assert speech.said[-1] == ("Anna lays red 5.", True)
    assert len(a.history.items()) == 1


def test_your_turn_interrupts_the_players_reading_but_not_the_moves_that_led_to_it():
    speech = Speech()
    announcer = Announcer(speech=speech)
    turn = Utterance("Your turn.", "your turn", Category.TURN, Priority.POLITE)
    # the player reads their hand (an answer), then their turn comes: it cuts in
    announcer.player_input()
    announcer.announce(Utterance("Your cards: ...", "hand", Category.INFO, Priority.INTERRUPT))
    announcer.announce(turn)
    assert speech.said[-1] == ("Your turn.", True)
    # the player moves; the others' moves follow: the turn waits for them
    announcer.player_input()
    announcer.announce(Utterance("You play yellow 7.", "you ge7", Category.OWN, Priority.QUEUE))
    announcer.announce(Utterance("Anna plays red 3.", "anna ro3", Category.OTHERS, Priority.QUEUE))
    announcer.announce(turn)
    assert speech.said[-1] == ("Your turn.", False)
    # a repeat (queued echo) is not a game event: after the next key the turn cuts in again
    announcer.player_input()
    announcer.repeat(Utterance("Anna plays red 3.", "anna ro3", Category.OTHERS), interrupt=False)
    announcer.announce(turn)
    assert speech.said[-1] == ("Your turn.", True)


# --- late messages (Announcer.late): one rule for what arrives on its own ----------------


class Sound:
    """Stands in for the sound card (the cue player itself is tested in tests/sound)."""

    braille = True

    def __init__(self) -> None:
        self.played: list[str] = []

    def wants(self, cue_id: str) -> bool:
        return True

    def play(self, cue_id: str) -> bool:
        self.played.append(cue_id)
        return True


def test_a_late_message_never_interrupts_nor_takes_the_answer_of_a_key():
    speech, braille = Speech(), Braille()
    a = Announcer(speech, braille, "full")
    a.player_input()  # a key: its answer is due
    a.late(u("Ben says: hi", Category.CHAT))
    a.late(u("Time is short.", Category.SYSTEM, Priority.INTERRUPT))
    a.announce(u("Hand: red 5.", Category.INFO))  # the key's answer still cuts in
    assert speech.said == [
        ("Ben says: hi", False),
        ("Time is short.", False),
        ("Hand: red 5.", True),
    ]
    assert [x.speech for x in a.history.items("all")][:2] == ["Ben says: hi", "Time is short."]


def test_a_late_message_that_does_not_matter_now_is_kept_only():
    speech, braille = Speech(), Braille()
    a = Announcer(speech, braille, "full")
    a.late(u("2 open tables.", Category.INFO), now=False)
    assert speech.said == [] and braille.shown == []
    assert [x.speech for x in a.history.items("all")] == ["2 open tables."]


def test_held_messages_follow_the_item_and_are_asked_again():
    speech, braille = Speech(), Braille()
    a = Announcer(speech, braille, "full")
    front = ["dialog"]
    a.hold()
    a.late(u("Ben says: hi", Category.CHAT))
    a.late(u("3 open tables.", Category.INFO), now=lambda: front == ["lobby"])
    assert speech.said == [] and a.holding
    a.repeat(u("Log in, 1 of 2", Category.INFO))  # the dialog's item, said on focus
    a.release()
    assert speech.said == [("Log in, 1 of 2", True), ("Ben says: hi", False)]
    assert not a.holding
    assert "3 open tables." in [x.speech for x in a.history.items("all")]


def test_a_cues_text_waits_in_the_history_while_an_item_is_due():
    speech, braille = Speech(), Braille()
    a = Announcer(speech, braille, "full")
    a.sound = Sound()
    a.hold()
    a.cue("chat", u("Sound: chat", Category.SYSTEM))
    assert a.sound.played == ["chat"] and braille.shown == []
    assert "Sound: chat" in [x.speech for x in a.history.items("sounds")]
    a.release()
    a.cue("chat", u("Sound: chat", Category.SYSTEM))
    assert braille.shown == ["sound: cha"]
