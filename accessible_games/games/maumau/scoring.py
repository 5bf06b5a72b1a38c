"""The referee's part of Mau Mau's rules: judging a challenged Joker +4
("Lüge") and a reported forgotten "Letzte", scoring a finished round and
ending the match (points, quick game, pairs).

:class:`Referee` is a base class of :class:`~accessible_games.games.maumau.rules.MauMau`
(which holds the state and the turn itself): its methods are MauMau's
methods, called on the game object.

Rules and decisions: /work/shared/rules/maumau.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from accessible_games.core.game import Event, Result
from accessible_games.core.messages import Msg
from accessible_games.games.maumau.cards import CARD_POINTS, COLOURS
from accessible_games.games.maumau.options import MauMauOptions
from accessible_games.games.maumau.state import (
    CHALLENGE_PENALTY,
    PHASE_OVER,
    PHASE_PLAY,
    REPORT_PENALTY,
    WILD_FOUR_PENALTY,
    _event,
    seating,
)


class Referee:
    """Challenge, report, round end and match end, as methods of MauMau."""

    # the state these methods use (set by MauMau)
    players: int
    options: MauMauOptions
    hands: list[list[int]]
    scores: list[int]
    round: int
    over: bool
    winners: tuple[int, ...]
    history: list[dict[str, Any]]
    turn: int
    phase: str
    pending: int
    wild_four: tuple[int, bool, list[int], int] | None
    report: tuple[int, int] | None

    if TYPE_CHECKING:  # provided by MauMau

        def _draw(self, seat: int, count: int, reason: str, events: list[Event]) -> list[int]: ...
        def _step(self, seat: int, steps: int) -> int: ...
        def _turn_event(self) -> Event: ...
        def _new_round(self) -> list[Event]: ...

    # --- the teams ------------------------------------------------------------------
    # worked out from the players and the options rather than kept on the game:
    # see MauMau.setup on the number of a game's attributes

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The teams: in pairs seats 0 and 2 against 1 and 3, else every
        seat alone."""
        return seating(self.players, bool(self.options.pairs))[0]

    @property
    def team_of(self) -> tuple[int, ...]:
        """The team of each seat (an index into :attr:`teams`)."""
        return seating(self.players, bool(self.options.pairs))[1]

    # --- the Joker +4 challenge and the "Letzte" report -------------------------

    def _challenge(self, seat: int) -> list[Event]:
        self.report = None
        player, bluff, shown, before = self.wild_four  # type: ignore[misc]
        self.wild_four = None
        drawer = player if bluff else seat
        count = WILD_FOUR_PENALTY if bluff else WILD_FOUR_PENALTY + CHALLENGE_PENALTY
        events = [
            # everybody learns who draws; only the challenger learns whether it was a
            # bluff, and is shown the hand as it was when the Joker +4 was played
            _event("challenge", seat, {"target": player, "drawer": drawer, "count": count}),
            _event(
                "hand_shown",
                player,
                {
                    "to": seat,
                    "cards": list(shown),
                    "colour": COLOURS[before],
                    "bluff": bluff,
                },
                visible_to=(seat,),
            ),
        ]
        got = self._draw(drawer, count, "challenge", events)
        if got:
            events.append(
                _event("drawn", drawer, {"cards": got, "reason": "challenge"}, visible_to=(drawer,))
            )
        self.pending = 0
        self.phase = PHASE_PLAY
        if not bluff:  # the challenger loses the turn
            self.turn = self._step(seat, 1)
        events.append(self._turn_event())
        return events

    def _report(self, seat: int) -> list[Event]:
        target = self.report[0]  # type: ignore[index]
        self.report = None
        events = [_event("report", seat, {"target": target, "count": REPORT_PENALTY})]
        got = self._draw(target, REPORT_PENALTY, "report", events)
        if got:
            events.append(
                _event("drawn", target, {"cards": got, "reason": "report"}, visible_to=(target,))
            )
        return events  # the reporter's turn goes on

    # --- scoring ------------------------------------------------------------------

    def result(self) -> Result | None:
        """The outcome once the match is over. A quick game counts no points,
        so its result is a line of its own that says who won without any
        (the generic line would list the points of the round as scores)."""
        if not self.over:
            return None
        scores, winners = tuple(self.scores), tuple(self.winners)
        if not self.options.quick:
            return Result(scores, winners)
        # $winners: the seats; the session says their names
        return Result(
            scores,
            winners,
            Msg("maumau.result.quick", pair="yes" if len(winners) > 1 else "no", winners=winners),
        )

    def _end_round(self, winner: int) -> list[Event]:
        team = self.teams[self.team_of[winner]]
        hand_points = [sum(CARD_POINTS[c] for c in hand) for hand in self.hands]
        points = sum(p for s, p in enumerate(hand_points) if s not in team)
        for s in team:
            self.scores[s] += points
        record = {
            "round": self.round,
            "winner": winner,
            "team": list(team),
            "points": points,
            "hand_points": hand_points,
            "scores": list(self.scores),
        }
        self.history.append(record)
        events = [
            _event(
                "round_over",
                winner,
                {
                    **record,
                    "hand_points": list(hand_points),
                    "scores": list(self.scores),
                    "hands": [list(h) for h in self.hands],
                },
            )
        ]
        self.report = None
        self.pending = 0
        self.wild_four = None
        if self.options.quick or self.scores[winner] >= self.options.points_per_match:
            self.over = True
            self.phase = PHASE_OVER
            self.winners = tuple(sorted(team))
            events.append(
                _event(
                    "match_over",
                    None,
                    {
                        "winners": list(self.winners),
                        "scores": list(self.scores),
                    },
                )
            )
            return events
        return events + self._new_round()
