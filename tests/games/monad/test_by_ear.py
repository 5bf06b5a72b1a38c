"""MONAD by ear and finger alone: others' draws said with the turn they
pass (a round of draws is one message, none is lost), a move of the turn
under way taken back while nothing hidden came to light, a warning before a
move that gives more than it gains, a hand card without a move says why, the
one-line recap, and braille forms that keep names with their counts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.app.session import Session
from accessible_games.core.messages import render
from accessible_games.core.table import Seat, Table
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.monad.bot import RandomMonadBot
from accessible_games.games.monad.describe import MonadNarrator
from accessible_games.games.monad.rules import Monad
from tests.games.monad.monad_helpers import new_game, place

NAMES = ["Ute", "Ben", "Clara", "David"]


def narrator(game, viewer: int | None = 0, lang: str = "en") -> MonadNarrator:
    return MonadNarrator(lang, NAMES[: game.players], viewer, game.facts())


def said(game, events, viewer: int | None = 0, lang: str = "en") -> list[Utterance]:
    n = narrator(game, viewer, lang)
    return [u for u in (n.event(e) for e in events) if u is not None]


# --- draws in a row ---------------------------------------------------------------


def test_two_players_the_others_draw_and_your_turn_are_one_message():
    game = place(
        new_game(2), hands=["1R", "1G 1O"], columns=["", "", "", ""], talon="1L 1D 1Y", turn=1
    )
    events = game.apply(1, "draw")
    heard = said(game, events, viewer=0)
    assert [(u.speech, u.braille) for u in heard] == [
        ("Ben draws a card from the talon; 2 left. Your turn.", "Ben drew, talon 2; your turn")
    ]
    assert (heard[0].category, heard[0].priority) == (Category.TURN, Priority.POLITE)
    assert [u.speech for u in said(game, events, viewer=0, lang="de")] == [
        "Ben zieht eine Karte vom Talon; noch 2. Du bist am Zug."
    ]
    # the drawer hears its card, then whose turn it is, as before
    assert [u.speech for u in said(game, events, viewer=1)] == [
        "You draw One yellow (warm).",
        "Ute's turn.",
    ]


def test_three_players_a_round_of_draws_is_one_message():
    game = place(
        new_game(3), hands=["1R", "1G", "1O"], columns=["", "", "", ""], talon="1L 1D 1Y 1G", turn=0
    )
    first = game.apply(0, "draw")
    second = game.apply(1, "draw")
    third = game.apply(2, "draw")
    assert [u.speech for u in said(game, first, viewer=0)] == [
        "You draw One green (cold).",
        "Ben's turn.",
    ]
    assert said(game, second, viewer=0) == []  # Clara's turn: said with the next message
    assert [(u.speech, u.braille) for u in said(game, third, viewer=0)] == [
        (
            "Ben and Clara each draw a card from the talon; 1 left. Your turn.",
            "Ben Clara drew, talon 1; your turn",
        )
    ]
    assert [u.speech for u in said(game, third, viewer=0, lang="de")] == [
        "Ben und Clara ziehen je eine Karte vom Talon; noch 1. Du bist am Zug."
    ]
    # Ben heard Clara's draw with his turn... no: Clara's draw passes the turn to Ute;
    # Ben hears it with Ute's move
    assert said(game, third, viewer=1) == []
    events = game.apply(0, "draw")
    assert [u.speech for u in said(game, events, viewer=1)] == [
        "Clara and Ute each draw a card from the talon; 0 left. Your turn."
    ]


def test_draws_before_another_move_are_said_with_it():
    game = place(
        new_game(3),
        hands=["1R", "1G", "2Y 2L"],
        columns=["", "3O", "", ""],
        talon="1L 1D",
        turn=1,
        stamm="R O G",
    )
    game.apply(1, "draw")
    events = game.apply(2, "combine 2Y 2L")
    heard = said(game, events, viewer=0)
    assert heard[0].speech.startswith(
        "Ben draws a card from the talon; 1 left. Clara combines Bi yellow and Bi light blue into "
        "Tri orange"
    )
    # the draw went with the first public event only
    assert sum("draws a card" in u.speech for u in heard) == 1
    # Clara heard Ben's draw with her turn: nothing again
    assert not any("draws" in u.speech for u in said(game, events, viewer=2))


def test_an_onlooker_hears_every_draw_at_once():
    game = place(
        new_game(3), hands=["1R", "1G", "1O"], columns=["", "", "", ""], talon="1L 1D", turn=0
    )
    events = game.apply(0, "draw")
    assert [u.speech for u in said(game, events, viewer=None)] == [
        "Ute draws a card from the talon; 1 left.",
        "Ben's turn.",
    ]


def _others_draws(players: int, seed: int, viewer: int) -> tuple[int, int, list[str]]:
    """A random game: how many draws the other players made, how many the
    viewer's narrator said (each message counted by its drawers), and what
    it said."""
    game = Monad(players, {}, seed)
    table = Table(game, [Seat(f"bot {s}", RandomMonadBot()) for s in range(players)])
    n = MonadNarrator("en", NAMES[:players], viewer, game.facts())
    counted: list[int] = []
    real = n._draws

    def counting(draws, turn=False):
        said = real(draws, turn)
        counted.append(len(draws) if said is not None else 0)
        return said

    n._draws = counting  # type: ignore[method-assign]
    texts: list[str] = []
    made = 0

    def listen(event):
        nonlocal made
        if event.kind == "draw" and event.seat != viewer:
            made += 1
        said = n.event(event)
        if said is not None:
            texts.append(said.speech)

    table.listen(listen)
    table.start()
    table.run_bots(limit=3000)
    # a draw run still open when the game stops here is said with the next move
    open_run = len(n._unheard(game.draw_run)) if not game.is_over() else 0
    return made - open_run, sum(counted), texts


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31), viewer=st.integers(0, 3))
def test_every_draw_of_the_others_is_said_exactly_once(players, seed, viewer):
    viewer %= players
    made, heard, texts = _others_draws(players, seed, viewer)
    assert made == heard
    if players == 2:  # the other's draw always comes with the listener's turn
        assert not any(t.endswith("left.") for t in texts)


def test_fewer_messages_in_a_two_player_game_of_draws():
    """Before, each draw of the other player was a message of its own and
    "Your turn" another; now they are one."""
    game = place(
        new_game(2), hands=["1R", "1G"], columns=["", "", "", ""], talon="1L 1D 1Y 1O 1G 1R", turn=0
    )
    heard: list[str] = []
    for _ in range(3):
        for seat in (0, 1):
            heard += [
                u.speech
                for u in said(game, game.apply(seat, "draw"), viewer=0)
                if u.category is not Category.TURN or u.priority is not Priority.QUEUE
            ]
    assert len(heard) == 6  # your draw, and the other's draw with your turn, three times
    assert heard[1] == "Ben draws a card from the talon; 4 left. Your turn."


# --- taking a move back ------------------------------------------------------------


def test_takeback_within_the_turn_until_a_hidden_card_comes_to_light():
    game = place(
        new_game(2, ask_order=False),
        hands=["1R 1O 1L 2Y 2L", "1G"],
        columns=["2R 2O", "3O 3Y", "4R", "5Y"],
        talon="1D",
        turn=0,
        unseen="3Y",
    )
    assert game.takeback(0) == 0 and render(game.why_no_takeback(0), "en").startswith(
        "Your turn has just begun"
    )
    game.apply(0, "acquire 2 with 1R 1O 1L")  # the Bi column's next card was seen: nothing new
    assert game.takeback(0) == 1
    assert game.takeback(1) == 0
    assert render(game.why_no_takeback(1), "en").startswith("Only a move of your own turn")
    game.apply(0, "combine 2Y 2L")  # takes Tri orange: Tri yellow, nobody had seen it, comes up
    assert game.takeback(0) == 0
    assert render(game.why_no_takeback(0), "en").startswith(
        "That move brought a hidden card to light"
    )
    game.apply(0, "end")
    assert game.takeback(0) == 0


def test_a_bonus_one_from_the_talon_ends_the_takeback():
    game = place(
        new_game(2), hands=["2Y 2G", "1G"], columns=["2R", "3O", "4R", "5Y"], talon="1D", turn=0
    )
    game.apply(0, "combine 2Y 2G bonus")
    assert game.takeback(0) == 0
    game = place(
        new_game(2), hands=["2Y 2G", "1G"], columns=["2R", "3O", "4R", "5Y"], talon="1D", turn=0
    )
    game.apply(0, "combine 2Y 2G")
    assert game.takeback(0) == 1


def _recorded(seed: int, lang: str = "en") -> tuple[Session, list[Utterance]]:
    out: list[Utterance] = []
    session = Session.new("monad", 2, 1, "random", seed, {}, lang, out.append)
    session.start()
    return session, out


def test_session_takes_back_a_payment_step_and_refuses_after_a_reveal():
    session, out = _recorded(3)
    game = session.game
    assert game.turn == 0
    hand = list(game.hands[0])
    assert session.act("acquire 2")
    pay = next(a for a in session.legal() if a.kind == "pay")
    assert session.act(pay)
    assert len(game.payment[1]) == 1
    mark = len(out)
    assert session.take_back()
    game = session.game  # the replayed game
    assert game.phase == "paying" and game.payment[1] == [] and game.hands[0] == hand
    assert out[mark].speech.startswith("Taken back: Pay One ")
    assert session.take_back()  # the start of the payment too
    assert session.game.phase == "start" and session.game.log[-1][0] == 1
    mark = len(out)
    assert not session.take_back()
    assert (
        out[mark].speech == "Your turn has just begun: there is no move of this turn to take back."
    )


# --- costly moves ----------------------------------------------------------------


def test_a_move_that_gives_more_than_it_gains_is_made_only_when_chosen_twice():
    out: list[Utterance] = []
    session = Session.new("monad", 2, 1, "random", 3, {}, "en", out.append)
    place(
        session.game,
        hands=["1D 2Y 2L 2G 5Y", "1G"],
        columns=["2R", "3O", "4R", "5D"],
        stamm="Y O",
        turn=0,
    )
    game = session.game
    costly = {a.text: a.caution for a in game.legal_actions(0) if a.caution is not None}
    # three Bis (9) for a Tri (7); a relative Quint with a One (37) for a Bi (3)
    assert "acquire 3 with 2Y 2L 2G" in costly and "combine 5Y 1D" in costly
    assert render(costly["combine 5Y 1D"], "en") == "Costly: you give 37 and gain 3."
    assert render(costly["combine 5Y 1D"], "de") == "Teuer: du gibst 37 und bekommst 3."
    assert all(a.caution is None for a in game.legal_actions(0) if game.action_value(a) >= 0)
    assert not session.act("acquire 3 with 2Y 2L 2G")
    assert out[-1].speech == "Costly: you give 9 and gain 7. Choose the move again to make it."
    assert game.log == []
    assert session.act("acquire 3 with 2Y 2L 2G")
    assert game.log == [(0, "acquire 3 with 2Y 2L 2G")]


def test_an_overpayment_typed_in_full_is_warned_too():
    game = place(new_game(2), hands=["1R 1O 1Y 1L", "1G"], columns=["2R", "3O", "4R", "5D"], turn=0)
    found = game.find_action(0, "acquire 2 with 1R 1O 1Y 1L")
    assert found is not None and render(found.caution, "en") == "Costly: you give 4 and gain 3."
    assert game.find_action(0, "acquire 2 with 1R 1O 1Y").caution is None


# --- a hand card without a move says why -------------------------------------------------


def test_a_card_without_a_move_says_why():
    game = place(
        new_game(2), hands=["1R 1O 3Y", "1G"], columns=["2R", "", "4R", "5D"], stamm="G O", turn=0
    )
    n = narrator(game)
    view, legal = game.view(0), game.legal_actions(0)
    items = n.hand_items(view, legal)
    one = items[0]
    assert one.speech == (
        "One red (warm): no move now: no cold One or relative to combine it with and "
        "your cards below the Bi are worth 2, the Bi costs 3."
    )
    assert one.braille.startswith("1r, no move: no cold One")
    tri = items[2]
    assert tri.speech == (
        "Tri yellow (warm): no move now: no cold Tri or relative to combine it with and "
        "your cards below the Quad are worth 9, the Quad costs 16."
    )
    de = narrator(game, lang="de").hand_items(view, legal)[0]
    assert de.speech.startswith(
        "Einer rot (warm): jetzt kein Zug: keine kalte Karte vom Rang Einer"
    )
    # a column above that is empty
    game = place(new_game(2), hands=["1R 1O 2Y 2L", "1G"], columns=["2R", "", "4R", "5D"], turn=0)
    items = narrator(game).hand_items(game.view(0), game.legal_actions(0))
    assert "the Tri column is empty" in items[2].speech


def test_while_paying_a_card_too_high_says_so():
    game = place(
        new_game(2), hands=["1R 1O 1Y 1L 3Y", "1G"], columns=["2R", "3O", "4R", "5D"], turn=0
    )
    game.apply(0, "acquire 2")
    items = narrator(game).hand_items(game.view(0), game.legal_actions(0))
    assert items[-1].speech == "Tri yellow (warm): no move now: a Tri cannot pay for a Bi."


# --- the recap and braille ------------------------------------------------------------


def test_the_recap_says_hand_columns_monads_and_piles_in_one_line():
    game = place(
        new_game(2),
        hands=["1R 1R 2Y 3L", "1G"],
        columns=["2R 2O", "", "4R", "5D"],
        talon="1O",
        discard="1G 1L",
        stamm="Y O",
        monads=[1, 0],
        turn=0,
    )
    said_now = narrator(game).recap(game.view(0))
    assert said_now.speech == (
        "Your hand: 4 cards, worth 12. Ones, warm: 2 red. Bi, warm: yellow (relative). Tri, cold: "
        "light blue. Columns: Bi red (2 cards), no Tri, Quad red (1 card) and Quint dark blue (1 "
        "card). Monads: you 1 and Ben 0; 9 left. Talon 1, discard pile 2."
    )
    assert said_now.braille == (
        "hand 1 w:r r; 2 w:y*; 3 c:lb | 2r (2) 3- 4r (1) 5db (1) | M you: 1, Ben: 0; pile 9 | "
        "talon 1 discard 2"
    )
    assert "\n" not in said_now.speech
    de = narrator(game, lang="de").recap(game.view(0))
    assert (
        de.speech.startswith("Deine Hand: 4 Karten")
        and "Monaden: du 1 und Ben 0; noch 9." in de.speech
    )


def test_braille_keeps_names_with_counts_and_marks_the_relative():
    game = place(
        new_game(3),
        hands=["1R 2Y 5D", "1G", "1O"],
        columns=["2R", "3O", "4R", "5O"],
        stamm="Y O L",
        monads=[1, 2, 0],
        turn=0,
    )
    n = MonadNarrator("en", ["Player 1", "Player 2", "Player 3"], 1, game.facts())
    scores = n.scores(game.view(1))[0]
    assert scores.braille.startswith("M Player 1: 1, you: 2, Player 3: 0")
    own = narrator(game)
    items = {i.id: i for i in own.action_items(game.view(0), game.legal_actions(0))}
    relative = items["combine 5D 2Y"]
    assert "(relative)" in relative.speech
    assert relative.braille == "comb 5db 2y relative as 5 > M, net +41"
