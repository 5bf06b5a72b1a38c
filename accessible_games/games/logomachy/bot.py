"""Logomachy's good player.

It weighs what a move captures now (cards, yellow cards, the yellow 7, a
sweep chip) against what the middle it leaves behind offers the next player,
estimated from the cards it has not seen. It uses only its own view.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from accessible_games.core.game import Action

CARD = 1.0
YELLOW = 1.2
YELLOW7 = 4.0
SWEEP = 6.0
RISK = 0.9
LAY = 0.3
FOLLOW = 0.3


class _Card:
    __slots__ = ("id", "colour", "value")

    def __init__(self, card_id: int, colour: str, value: int) -> None:
        self.id, self.colour, self.value = card_id, colour, value


def _worth(card: _Card) -> float:
    value = CARD
    if card.colour == "yellow":
        value += YELLOW
        if card.value == 7:
            value += YELLOW7
    return value


def best_capture(middle: list[_Card], card_value: int, played_worth: float = CARD) -> float:
    """The most a card of ``card_value`` could win from ``middle``."""
    pairs = [m for m in middle if m.value == card_value]
    if pairs:
        best = max(_worth(m) for m in pairs) + played_worth
        return best + (SWEEP if len(middle) == 1 else 0.0)
    best = 0.0
    ordered = sorted(middle, key=lambda c: c.value)

    def walk(start: int, total: int, worth: float, count: int) -> None:
        nonlocal best
        if total == card_value and count >= 2:
            gain = worth + played_worth + (SWEEP if count == len(middle) else 0.0)
            best = max(best, gain)
            return
        for i in range(start, len(ordered)):
            card = ordered[i]
            if total + card.value > card_value:
                break
            walk(i + 1, total + card.value, worth + _worth(card), count + 1)

    walk(0, 0, 0.0, 0)
    return best


class GoodLogomachyBot:
    level = "good"

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        deck = [_Card(i, colour, value) for i, (colour, value, _letter) in enumerate(view["deck"])]
        middle = [deck[i] for i in view["middle"]]
        hand_ids = set(view["hand"])
        known = hand_ids | set(view["middle"]) | set(view["out_of_play"])
        unseen = Counter(c.value for c in deck if c.id not in known)
        others_cards = sum(n for s, n in enumerate(view["hand_counts"]) if s != view["seat"])
        unseen_total = max(sum(unseen.values()), 1)
        best_score, best_actions = None, []
        for action in legal:
            move = action.data[0]
            played = deck[move.card.id]
            taken = [deck[c.id] for c in move.taken]
            if move.kind == "lay":
                gain = -LAY * _worth(played)  # giving a card away is a small loss
                left = middle + [played]
            else:
                taken_ids = {c.id for c in taken}
                left = [m for m in middle if m.id not in taken_ids]
                gain = _worth(played) + sum(_worth(c) for c in taken)
                if not left:
                    gain += SWEEP
            risk = self._risk(left, unseen, unseen_total, others_cards)
            rest = list(view["hand"])
            rest.remove(played.id)
            follow = max((best_capture(left, deck[c].value) for c in rest), default=0.0)
            score = gain - RISK * risk + FOLLOW * follow
            if best_score is None or score > best_score + 1e-9:
                best_score, best_actions = score, [action]
            elif abs(score - best_score) <= 1e-9:
                best_actions.append(action)
        return rng.choice(best_actions)

    @staticmethod
    def _risk(left: list[_Card], unseen: Counter, unseen_total: int, others_cards: int) -> float:
        """Expected best capture for the opponents from the middle ``left``."""
        if others_cards == 0:
            return 0.0
        gains = []
        for value, count in unseen.items():
            gain = best_capture(left, value)
            if gain > 0:
                # chance that the opponents hold at least one card of this value
                p_none = 1.0
                for k in range(min(others_cards, unseen_total)):
                    p_none *= max(0.0, 1 - count / max(unseen_total - k, 1))
                gains.append((gain, 1 - p_none))
        gains.sort(reverse=True)
        expected, p_rest = 0.0, 1.0
        for gain, p in gains:
            expected += gain * p * p_rest
            p_rest *= 1 - p
        return expected
