"""The list of moves comes from the narrator (``Narrator.action_items``): a
game that does not group its moves keeps one item per legal action, its id
the action's text and its text the label (Logomachy, Mau Mau), in the
full-screen Actions zone and in the line mode's list; a game that groups
them (MONAD) has headings that are said, never played, and moves listed
twice whose ids lead back to the move."""

from __future__ import annotations

import io

from accessible_games.app.session import Session
from accessible_games.core.messages import render
from accessible_games.core.narration import action_text, alias_id, heading_id
from accessible_games.ui.plain.app import PlainMode
from tests.games.monad.monad_helpers import place
from tests.tui.test_app import make_app
from tests.tui.test_maumau_keys import maumau_app


def test_item_ids_lead_back_to_the_move():
    assert action_text("play Y7 take R7") == "play Y7 take R7"
    assert action_text(alias_id("best", "combine 2Y 2L")) == "combine 2Y 2L"
    assert action_text(heading_id("combine")) is None
    assert action_text(None) is None


async def test_logomachy_actions_zone_is_one_item_per_move():
    app, _speech = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        legal = screen.session.legal()
        assert legal
        items = screen.zone("actions").items
        assert [(i.id, i.speech, i.brailled) for i in items] == [
            (a.text, render(a.label, "en"), render(a.label, "en")) for a in legal
        ]


async def test_maumau_actions_zone_is_one_item_per_move(tmp_path):
    app, _speech = maumau_app(tmp_path, dict(hands=["R5 B9 W", "G5 G6"], top="R1"), lang="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        legal = screen.session.legal()
        items = screen.zone("actions").items
        assert [(i.id, i.speech) for i in items] == [(a.text, render(a.label, "de")) for a in legal]


def monad_plain(script: str) -> tuple[PlainMode, str]:
    out = io.StringIO()

    def factory(emit):
        session = Session.new("monad", 2, 1, "random", 3, {}, "en", emit)
        place(
            session.game,
            hands=["1R 2Y 2L", "1G 1G"],
            columns=["2R", "3O", "4R", "5Y"],
            talon="1O",
            stamm="G D",
            turn=0,
        )
        return session

    mode = PlainMode(factory, out=out, inp=io.StringIO(script), interactive=False)
    mode.run()
    return mode, out.getvalue()


def test_the_line_mode_lists_headings_unnumbered_and_numbers_the_moves():
    mode, out = monad_plain("actions\n")
    lines = out.splitlines()
    start = lines.index("Your moves:")
    listing = lines[start + 1 : start + 9]
    assert listing == [
        "Combine, 1 option",
        "1. Combine: Bi yellow + Bi light blue gives Tri orange; net +1",
        "Acquire, 1 option",
        "2. Acquire: Tri orange for Bi yellow, Bi light blue and One red, worth 7 of 7; net 0",
        "Pay card by card, 1 option",
        "3. Acquire Tri orange (costs 7): choose the cards to pay one by one",
        "Other moves, 1 option",
        "4. Draw: take the top card of the talon; this ends your turn",
    ]
    # a number plays the move it stands for, headings not counted
    mode.handle("2")
    assert mode.session.game.log[0] == (0, "acquire 3 with 2Y 2L 1R")


def test_the_line_mode_numbers_logomachy_moves_as_before():
    out = io.StringIO()
    mode = PlainMode(
        lambda emit: Session.new("logomachy", 2, 1, "good", 7, {}, "en", emit),
        out=out,
        inp=io.StringIO("actions\n"),
        interactive=False,
    )
    mode.run()
    legal = mode.session.legal()
    lines = out.getvalue().splitlines()
    start = lines.index("Your moves:")
    assert lines[start + 1 : start + 1 + len(legal)] == [
        f"{n}. {render(a.label, 'en')}" for n, a in enumerate(legal, start=1)
    ]
