"""The history's buffers: each game its own game buffer (the games before
reachable as earlier games' buffers), the sound cues' texts in a buffer of
their own, and what "repeat" says."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.announce import Announcer
from accessible_games.announce.history import KEPT_GAMES, History
from accessible_games.core.utterance import Category, Priority, Utterance


def u(text: str, category: Category = Category.OTHERS) -> Utterance:
    return Utterance(text, text, category, Priority.QUEUE)


def cue(text: str) -> Utterance:
    return Utterance(f"Sound: {text}", f"snd {text}", Category.TURN, Priority.QUEUE)


def speeches(items: list[Utterance]) -> list[str]:
    return [x.speech for x in items]


class Sound:
    braille = False

    def wants(self, cue_id: str) -> bool:
        return True

    def play(self, cue_id: str) -> bool:
        return True


def test_cue_texts_are_in_their_own_buffer_and_in_all_but_never_among_the_games_messages():
    a = Announcer()
    a.sound = Sound()
    a.history.new_game("Mau Mau")
    a.announce(u("Anna plays red 3."))
    a.announce(u("Your turn.", Category.TURN))
    a.cue("your_turn", cue("your turn"))
    assert speeches(a.history.items("game")) == ["Anna plays red 3.", "Your turn."]
    assert speeches(a.history.items("sounds")) == ["Sound: your turn"]
    assert speeches(a.history.items("all")) == [
        "Anna plays red 3.",
        "Your turn.",
        "Sound: your turn",
    ]
    assert "Sound: your turn" not in speeches(a.history.items("own"))


def test_repeat_says_the_games_last_message_not_a_cue_nor_an_answer():
    a = Announcer()
    a.sound = Sound()
    a.history.new_game("Mau Mau")
    a.announce(u("Anna plays red 3."))
    a.cue("your_turn", cue("your turn"))
    a.announce(Utterance("Your cards: red 7.", "hand", Category.INFO, Priority.INTERRUPT))
    assert a.history.to_repeat().speech == "Anna plays red 3."
    assert a.history.last("all").speech == "Your cards: red 7."


def test_repeat_before_the_game_said_anything_skips_cue_texts():
    h = History()
    h.add(u("Welcome to Mau Mau.", Category.SYSTEM))
    h.new_game("Mau Mau")
    assert h.to_repeat().speech == "Welcome to Mau Mau."
    h.add_cue(cue("your turn"))
    assert h.to_repeat().speech == "Welcome to Mau Mau."
    assert History().to_repeat() is None


def test_a_new_game_starts_a_fresh_game_buffer_and_the_walk_stays_in_it():
    h = History()
    h.new_game("Logomachy")
    for text in ("L1", "L2", "L3"):
        h.add(u(text))
    h.add(u("hand 1", Category.INFO))
    assert h.older()[0].speech == "L2"  # the walk left at an older message
    h.new_game("Mau Mau")
    assert h.current == "game"
    assert h.items() == [] and h.items("own") == []
    assert h.older() == (None, True)  # nothing of the game before
    h.add(u("M1"))
    h.add(u("M2"))
    assert h.older()[0].speech == "M1"
    message, at_end = h.older()
    assert message.speech == "M1" and at_end  # the oldest message of this game
    assert speeches(h.items("all")) == ["L1", "L2", "L3", "hand 1", "M1", "M2"]  # nothing is lost
    assert h.position() == (1, 2)


def test_the_game_before_is_one_step_back_with_its_title_and_walked_from_its_newest():
    h = History()
    h.new_game("Logomachy")
    h.add(u("L1"))
    h.add(u("L2"))
    h.older()
    h.new_game("Mau Mau")
    h.add(u("M1"))
    assert h.switch(-1) == "earlier:1"
    assert h.title() == "Logomachy" and h.games_ago("earlier:1") == 1
    assert speeches(h.items()) == ["L1", "L2"]
    assert h.at().speech == "L2"
    assert h.older()[0].speech == "L1"
    assert h.switch(1) == "game"
    assert h.title() == "Mau Mau" and h.games_ago("game") == 0
    assert h.at().speech == "M1"


def test_switching_goes_round_earlier_games_then_the_sessions_buffers():
    h = History()
    assert h.current == "all"  # no game yet: everything
    assert h.switch() == "game"
    assert h.switch() == "own"
    assert h.switch() == "system"  # chat and sounds are passed over while empty
    assert h.switch() == "all"
    assert h.switch() == "game"
    for title in ("A", "B", "C"):
        h.new_game(title)
        h.add(u(f"{title} moves"))
    h.add(u("Ben says: hello", Category.CHAT))
    h.add_cue(cue("your turn"))
    assert h.names() == ["earlier:2", "earlier:1", "game", "own", "system", "chat", "sounds", "all"]
    assert [h.title(n) for n in ("earlier:2", "earlier:1", "game")] == ["A", "B", "C"]
    assert h.switch(-1) == "earlier:1"
    assert h.switch(-1) == "earlier:2"
    assert h.switch(-1) == "all"
    assert h.switch(-1) == "sounds"
    assert speeches(h.items()) == ["Sound: your turn"]


def test_a_game_that_said_nothing_leaves_no_buffer_behind():
    h = History()
    h.new_game("A")
    h.new_game("B")  # e.g. A's screen was left before anything was said
    h.add(u("B1"))
    assert h.names()[0] == "game"
    assert h.title() == "B"


def test_only_the_latest_games_keep_a_buffer_of_their_own_but_all_keeps_everything():
    h = History()
    for number in range(KEPT_GAMES + 3):
        h.new_game(f"G{number}")
        h.add(u(f"move of {number}"))
    earlier = [n for n in h.names() if n.startswith("earlier:")]
    assert len(earlier) == KEPT_GAMES
    assert h.title(f"earlier:{KEPT_GAMES}") == "G2"
    assert len(h.items("all")) == KEPT_GAMES + 3


@st.composite
def steps(draw):
    kinds = st.sampled_from(
        [
            "game",
            "answer",
            "system",
            "chat",
            "cue",
            "new_game",
            "older",
            "newer",
            "oldest",
            "switch",
        ]
    )
    return draw(st.lists(kinds, max_size=60))


@settings(max_examples=200, deadline=None)
@given(steps())
def test_the_game_buffer_holds_exactly_this_games_messages(script):
    h = History()
    this_game: list[Utterance] = []
    everything: list[Utterance] = []
    categories = {
        "game": Category.OTHERS,
        "answer": Category.INFO,
        "system": Category.SYSTEM,
        "chat": Category.CHAT,
    }
    for number, step in enumerate(script):
        if step in categories:
            utterance = u(f"{step} {number}", categories[step])
            h.add(utterance)
            everything.append(utterance)
            if step == "game":
                this_game.append(utterance)
        elif step == "cue":
            utterance = cue(str(number))
            h.add_cue(utterance)
            everything.append(utterance)
        elif step == "new_game":
            h.new_game(f"game {number}")
            this_game = []
            assert h.current == "game"
        elif step == "switch":
            h.switch()
        else:
            getattr(h, step)()
        assert h.items("game") == this_game
        assert h.items("all") == everything
        repeated = h.to_repeat()
        assert repeated is None or not repeated.speech.startswith("Sound:")
        if this_game:
            assert repeated is this_game[-1]
        if h.current == "game":
            walked = h.at()
            assert walked is None or walked in this_game
