"""A Classic game of Mad Nooks played to the end in the full-screen mode by
keys against the greedy bot: the Actions zone and Enter for a placement, L
on a tile of the hand, X to miss a turn; Z and Y read the area and the map."""

from __future__ import annotations

import asyncio
import random

from accessible_games.core.narration import action_text
from accessible_games.ui.session import Session
from tests.fixtures.pilot import path, settle


async def play(seed: int, save_dir) -> tuple[Session, list[str], object]:
    from accessible_games.announce import Announcer
    from accessible_games.settings import Settings
    from accessible_games.ui.tui.app import AccessibleGamesApp
    from tests.tui.helpers import RecordingSpeech

    speech = RecordingSpeech()
    announcer = Announcer(speech=speech, verbosity="full")
    settings = Settings(language="en")
    announcer.settings = settings

    def factory(emit):
        return Session.new("madnooks", 2, 1, "good", seed, {}, "en", emit)

    app = AccessibleGamesApp(announcer, settings, session_factory=factory, save_dir=save_dir)
    rng = random.Random(seed)
    ways: list[str] = []
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = app.game_screen
        session = screen.session
        game = session.game
        while True:
            await settle(pilot, session)
            if game.is_over():
                break
            legal = session.legal()
            before = len(game.log)
            if [a.text for a in legal] == ["pass"]:
                await pilot.press("x")
                ways.append("x")
            elif rng.random() < 0.3:
                # L on the first tile of the hand that fits: its best placement is offered first
                view = session.view()
                fits = [i for i, t in enumerate(view["hand"]) if any(a.data[0] == t for a in legal if a.kind == "lay")]
                await pilot.press("h")
                await pilot.pause()
                zone = screen.zone("hand")
                await pilot.press(*path(zone.highlighted, fits[0], len(view["hand"])))
                await pilot.pause()
                await pilot.press("l")
                await pilot.pause()
                if len(game.log) == before:  # several placements: the best is in focus in the actions
                    await pilot.press("enter")
                ways.append("l")
            else:
                items = session.narrator.action_items(session.view(), legal)
                ids = [item.id for item in items]
                target = next(i for i, item_id in enumerate(ids) if action_text(item_id) is not None)
                await pilot.press("a")
                await pilot.pause()
                zone = screen.zone("actions")
                await pilot.press(*path(zone.highlighted, target, len(ids)))
                await pilot.pause()
                await pilot.press("enter")
                ways.append("actions")
            await pilot.pause()
            assert [s for s, _ in game.log[before:]][:1] == [0], (ways[-1], speech.texts[-3:])
            if rng.random() < 0.1:
                mark = len(speech.texts)
                await pilot.press(rng.choice(["z", "y"]))
                await pilot.pause()
                assert len(speech.texts) > mark
        await pilot.pause()
        return session, ways, speech


def test_a_classic_game_to_the_end_by_keys(tmp_path, quick_pilot):
    session, ways, speech = asyncio.run(play(37, tmp_path))
    game = session.game
    assert game.is_over()
    assert "actions" in ways and "l" in ways
    result = session.result_line()
    assert result is not None and any(result.speech in t for t in speech.texts[-4:])
    assert any(t.startswith("Game over.") for t in speech.texts)
    assert len([s for s, _ in game.log if s == 0]) >= 5, game.log
