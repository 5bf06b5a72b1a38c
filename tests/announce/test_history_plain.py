"""The history in the plain line mode: `repeat` says the game's last message
(never a sound cue's text nor the answer to a command), `history` the
messages of this game only, and a game played after another starts a fresh
game buffer."""

from __future__ import annotations

import io

from accessible_games.announce import Announcer
from accessible_games.app.session import Session
from accessible_games.ui.plain.app import PlainMode
from tests.tui.helpers import RecordingSpeech


class Sound:
    """A sound output that takes every cue (its texts go to the history)."""

    braille = False

    def wants(self, cue_id: str) -> bool:
        return True

    def play(self, cue_id: str) -> bool:
        return True


def announcer() -> tuple[Announcer, RecordingSpeech]:
    speech = RecordingSpeech()
    made = Announcer(speech=speech, verbosity="full")
    made.sound = Sound()
    return made, speech


def start(made: Announcer, game_id: str, seed: int) -> PlainMode:
    """A plain-mode game at its first turn, as PlainMode.run starts it."""
    mode = PlainMode(
        lambda emit: Session.new(game_id, 2, 1, "good", seed, {}, "en", emit),
        out=io.StringIO(),
        inp=io.StringIO(""),
        interactive=False,
        announcer=made,
    )
    mode.welcome()
    mode.session.start()
    return mode


def test_repeat_says_the_games_last_message_not_a_cue_text_nor_an_answer():
    made, speech = announcer()
    mode = start(made, "maumau", 5)
    mode.handle("1")  # a move; the bot answers and the turn comes back
    assert any(u.speech == "Sound: your turn" for u in made.history.items("all"))
    mode.handle("hand")  # an answer: said, but not the game's message
    last_said = made.history.last("all")
    game_last = made.history.last("game")
    assert last_said is not game_last
    mode.handle("repeat")
    assert speech.spoken[-1] == (game_last.speech, True)
    assert not speech.texts[-1].startswith("Sound:")


def test_history_says_this_games_messages_and_a_second_game_starts_afresh():
    made, speech = announcer()
    first = start(made, "logomachy", 7)
    first.handle("1")
    logomachy = [u.speech for u in made.history.items("game")]
    second = start(made, "maumau", 5)
    assert made.history.items("game")[0].speech.startswith("Round 1.")  # nothing of the game before
    second.handle("1")
    maumau = [u.speech for u in made.history.items("game")]
    assert maumau
    mark = len(speech.spoken)
    second.handle("history")
    assert speech.texts[mark:] == maumau  # this game's messages, nothing of the first
    assert speech.spoken[mark][1] is True  # the first interrupts, the rest queue
    assert not any(interrupt for _, interrupt in speech.spoken[mark + 1 :])
    mark = len(speech.spoken)
    second.handle("history 2")
    assert speech.texts[mark:] == maumau[-2:]
    # the first game is kept as the game before, with its title
    assert made.history.title("earlier:1").key == "logomachy.title"
    assert [u.speech for u in made.history.items("earlier:1")] == logomachy


def test_a_game_loaded_by_the_load_command_starts_its_own_buffer(tmp_path):
    made, _speech = announcer()
    first = start(made, "maumau", 5)
    first.handle("1")
    path = tmp_path / "saved.json"
    first.handle(f"save {path}")
    other = start(made, "logomachy", 7)
    other.handle("1")
    logomachy = [u.speech for u in made.history.items("game")]
    other.handle(f"load {path}")
    assert made.history.title("earlier:1").key == "logomachy.title"
    # the game left keeps its messages (and what leaving it cost) as the game before
    assert [u.speech for u in made.history.items("earlier:1")][: len(logomachy)] == logomachy
    assert made.history.title("game").key == "maumau.title"
    assert not any(u.speech in logomachy for u in made.history.items("game"))
