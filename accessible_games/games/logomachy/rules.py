"""Logomachy's rules: the deal, a turn (pairing before sums, compulsory
capture, sweep chip), refilling hands, scoring a deal and the match.

Rules and decisions: docs/rules/logomachy.md.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from typing import Any

from accessible_games.core.game import Action, Event, Result, TurnGame
from accessible_games.core.messages import Msg, OneOf
from accessible_games.games.colours import CODE_COLOURS
from accessible_games.games.logomachy import messages  # noqa: F401 - registers the game's messages
from accessible_games.games.logomachy.deck import (
    Card,
    DeckError,
    deck_facts,
    load_deck_file,
    standard_deck,
)
from accessible_games.games.logomachy.moves import GRAMMAR, Move, card_msg, parse_move
from accessible_games.games.logomachy.options import LogomachyOptions

HAND_SIZE = 3
MIDDLE_SIZE = 4
MAX_TARGET_DEALS = 99  # a first-to-N match still ends


def sum_captures(middle: list[Card], value: int) -> list[tuple[Card, ...]]:
    """Every set of two or more middle cards whose values add up to ``value``,
    one per distinct set of card codes."""
    ordered = sorted(middle, key=lambda c: (c.value, c.code, c.id))
    found: dict[tuple[str, ...], tuple[Card, ...]] = {}

    def walk(start: int, chosen: list[Card], total: int) -> None:
        if total == value and len(chosen) >= 2:
            key = tuple(sorted(c.code for c in chosen))
            found.setdefault(key, tuple(chosen))
            return
        for i in range(start, len(ordered)):
            card = ordered[i]
            if total + card.value > value:
                break
            if i > start and ordered[i - 1].code == card.code:
                continue  # the same card kind again gives the same set
            walk(i + 1, chosen + [card], total + card.value)

    walk(0, [], 0)
    return list(found.values())


class Logomachy(TurnGame):
    id = "logomachy"
    title = Msg("logomachy.title")
    min_players = 2
    max_players = 8
    options_class = LogomachyOptions
    options: LogomachyOptions
    grammar = GRAMMAR

    # --- set-up -------------------------------------------------------------

    def setup(self) -> list[Event]:
        opts = self.options
        if opts.deck_file:
            self.deck = load_deck_file(opts.deck_file)
        else:
            name = opts.deck
            if name == "auto":
                name = "four-colours" if self.players <= 4 else "six-colours"
            self.deck = standard_deck(name)
        needed = HAND_SIZE * self.players + MIDDLE_SIZE
        if len(self.deck) < needed:
            raise DeckError(
                Msg(
                    "logomachy.deck.too_small_for",
                    found=len(self.deck),
                    needed=needed,
                    players=self.players,
                )
            )
        self.chips = [0] * self.players
        self.deal_number = 0
        self.dealer = self.players - 1  # the first deal passes it on to seat 0
        self.deals_total = opts.deals or self.players
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.history: list[dict[str, Any]] = []  # scoring of each finished deal
        self._reset_legal()
        return self._new_deal()

    def _new_deal(self) -> list[Event]:
        self.deal_number += 1
        self.dealer = (self.dealer + 1) % self.players
        self.stock = list(self.deck)
        self.chance.shuffle(self.stock)
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.middle: list[Card] = []
        self.captured: list[list[Card]] = [[] for _ in range(self.players)]
        self.set_aside: list[Card] = []
        self.last_capturer: int | None = None
        events = [
            Event(
                "deal_start", self.dealer, {"deal": self.deal_number, "deals": self._deals_text()}
            )
        ]
        events += self._deal_hands(first=True)
        for _ in range(MIDDLE_SIZE):
            self.middle.append(self.stock.pop())
        events.append(Event("middle_laid", None, {"cards": [c.id for c in self.middle]}))
        self.turn = (self.dealer + 1) % self.players
        events.append(Event("turn", self.turn))
        return events

    def _deals_text(self) -> int | None:
        return None if self.options.target_chips else self.deals_total

    def _deal_hands(self, first: bool = False) -> list[Event]:
        """Three cards each, clockwise from the dealer's left; a short stock is
        dealt out one card at a time until it is empty."""
        order = [(self.dealer + 1 + i) % self.players for i in range(self.players)]
        for _ in range(HAND_SIZE):
            for seat in order:
                if self.stock:
                    self.hands[seat].append(self.stock.pop())
        events = [
            Event(
                "hands_dealt",
                self.dealer,
                {"counts": [len(h) for h in self.hands], "stock": len(self.stock), "first": first},
            )
        ]
        for seat in range(self.players):
            if self.hands[seat]:
                events.append(
                    Event(
                        "dealt",
                        seat,
                        {"cards": [c.id for c in self.hands[seat]]},
                        visible_to=(seat,),
                    )
                )
        return events

    # --- turns --------------------------------------------------------------

    def card(self, card_id: int) -> Card:
        return self.deck[card_id]

    def _compute_legal(self, seat: int) -> list[Action]:
        """One action per legal move of ``seat``, the seat to move; each
        action's ``data`` holds its :class:`Move`."""
        actions: list[Action] = []
        seen: set[str] = set()
        for card in self.hands[seat]:
            if card.code in seen:
                continue  # two cards of the same kind play alike
            seen.add(card.code)
            actions.extend(m.action() for m in self.moves_for_card(card))
        return actions

    def moves_for_card(self, card: Card) -> list[Move]:
        """Pairing comes first; sums only when no card pairs; laying only when
        nothing can be captured."""
        pairs: dict[str, Card] = {}
        for m in self.middle:
            if m.value == card.value:
                pairs.setdefault(m.code, m)
        if pairs:
            return [Move(card, (m,), "pair") for m in pairs.values()]
        sums = sum_captures(self.middle, card.value)
        if sums:
            return [Move(card, taken, "sum") for taken in sums]
        return [Move(card, (), "lay")]

    def why_no_takeback(self, seat: int) -> Msg:
        """No move is taken back in Logomachy: the cards dealt come from the
        hidden stock, and every move is answered by the next player."""
        return Msg("logomachy.takeback.none")

    def why_illegal(self, seat: int, text: str) -> Msg:
        wanted = parse_move(text)
        if wanted is None:
            return Msg("logomachy.illegal.syntax", text=text)
        code, taken = wanted
        card = next((c for c in self.hands[seat] if c.code == code), None)
        if card is None:
            return Msg("logomachy.illegal.not_in_hand", card=code_msg(self, code))
        middle_codes = Counter(c.code for c in self.middle)
        for code_taken, count in Counter(taken).items():
            if middle_codes[code_taken] < count:
                return Msg("logomachy.illegal.not_in_middle", card=code_msg(self, code_taken))
        options = self.moves_for_card(card)
        kind = options[0].kind
        if kind == "lay":
            return Msg("logomachy.illegal.nothing_to_take", card=card_msg(card))
        if not taken:
            return Msg(
                "logomachy.illegal.must_capture",
                card=card_msg(card),
                options=OneOf(
                    Msg("logomachy.taking", cards=[card_msg(c) for c in o.taken]) for o in options
                ),
            )
        if kind == "pair":
            return Msg(
                "logomachy.illegal.must_pair",
                card=card_msg(card),
                options=OneOf(card_msg(o.taken[0]) for o in options),
            )
        total = sum(self._value_of(code_taken) for code_taken in taken)
        return Msg(
            "logomachy.illegal.wrong_sum", card=card_msg(card), total=total, value=card.value
        )

    def _value_of(self, code: str) -> int:
        return next(c.value for c in self.deck if c.code == code)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        move: Move = action.data[0]
        hand = self.hands[seat]
        card = next(c for c in hand if c.code == move.card.code)
        hand.remove(card)
        events: list[Event] = []
        if move.kind == "lay":
            self.middle.append(card)
            events.append(Event("lay", seat, {"card": card.id}))
        else:
            taken: list[Card] = []
            for wanted in move.taken:
                found = next(c for c in self.middle if c.code == wanted.code and c not in taken)
                taken.append(found)
            for c in taken:
                self.middle.remove(c)
            self.captured[seat].extend([card, *taken])
            self.last_capturer = seat
            events.append(
                Event(
                    "capture",
                    seat,
                    {"card": card.id, "taken": [c.id for c in taken], "how": move.kind},
                )
            )
            if not self.middle:
                self.chips[seat] += 1
                events.append(Event("sweep", seat, {"chips": self.chips[seat]}))
        events += self._advance(seat)
        return events

    def _advance(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if not any(self.hands):
            if not self.stock:
                return self._end_deal()
            events += self._deal_hands()
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if self.hands[nxt]:
                self.turn = nxt
                break
        events.append(Event("turn", self.turn))
        return events

    # --- scoring ------------------------------------------------------------

    def _end_deal(self) -> list[Event]:
        events: list[Event] = [
            Event(
                "deal_over", None, {"deal": self.deal_number, "middle": [c.id for c in self.middle]}
            )
        ]
        if (
            self.options.last_capture_takes_middle
            and self.middle
            and self.last_capturer is not None
        ):
            events.append(
                Event("middle_taken", self.last_capturer, {"cards": [c.id for c in self.middle]})
            )
            self.captured[self.last_capturer].extend(self.middle)
            self.middle = []
        record: dict[str, Any] = {"deal": self.deal_number, "dealer": self.dealer}
        # what each player captured, as counted: the piles shrink as the
        # yellow cards are set aside, but these numbers stay true
        record["captured"] = [len(p) for p in self.captured]
        record["yellow"] = [self._yellows(p) for p in self.captured]
        # 1. the yellow 7
        holder = None
        for s in range(self.players):
            for c in self.captured[s]:
                if c.colour == "yellow" and c.value == 7:
                    holder = s
                    self.captured[s].remove(c)
                    self.set_aside.append(c)
                    break
        if holder is not None:
            self.chips[holder] += 1
        record["yellow7"] = holder
        events.append(Event("score_yellow7", holder))
        # 2. most yellow cards, then 3. most cards: ties all score, zero never
        for kind, counts in (("most_yellow", None), ("most_cards", None)):
            if kind == "most_yellow":
                counts = [self._yellows(pile) for pile in self.captured]
            else:
                counts = [len(pile) for pile in self.captured]
            best = max(counts)
            winners = [s for s in range(self.players) if counts[s] == best] if best > 0 else []
            for s in winners:
                self.chips[s] += 1
            record[kind] = {"winners": winners, "count": best, "counts": counts}
            events.append(
                Event(f"score_{kind}", None, {"winners": winners, "count": best, "counts": counts})
            )
            if kind == "most_yellow":
                for pile in self.captured:
                    yellows = [c for c in pile if c.colour == "yellow"]
                    for c in yellows:
                        pile.remove(c)
                    self.set_aside.extend(yellows)
        record["chips"] = list(self.chips)
        self.history.append(record)
        events.append(
            Event("deal_scored", None, {"deal": self.deal_number, "chips": list(self.chips)})
        )
        if self._match_finished():
            self.over = True
            best = max(self.chips)
            self.winners = tuple(s for s in range(self.players) if self.chips[s] == best)
            events.append(
                Event(
                    "match_over", None, {"winners": list(self.winners), "chips": list(self.chips)}
                )
            )
            return events
        return events + self._new_deal()

    @staticmethod
    def _yellows(pile: list[Card]) -> int:
        return sum(1 for c in pile if c.colour == "yellow")

    def _match_finished(self) -> bool:
        target = self.options.target_chips
        if target:
            return max(self.chips) >= target or self.deal_number >= MAX_TARGET_DEALS
        return self.deal_number >= self.deals_total

    def result(self) -> Result | None:
        """By chips: the score of a Logomachy match is the chips each seat
        holds, so the result is read from ``self.chips`` rather than kept a
        second time in ``self.scores``."""
        if not self.over:
            return None
        return Result(tuple(self.chips), self.winners)

    # --- views --------------------------------------------------------------

    def facts(self) -> dict[str, Any]:
        """The variant and options, and the deck every narrator names the
        cards from (a deck file's cards as plain data)."""
        return {**super().facts(), "deck": deck_facts(self.deck)}

    def _captures(self) -> tuple[list[int], list[int], int | None]:
        """Each player's captured cards and yellow cards, and who captured
        the yellow 7: in a deal, the piles as they lie; after the match, the
        last deal's piles as they were counted (its scoring set the yellow
        cards aside, so the piles themselves no longer show them)."""
        if self.over and self.history and "captured" in self.history[-1]:
            last = self.history[-1]
            return list(last["captured"]), list(last["yellow"]), last["yellow7"]
        holder = next(
            (
                s
                for s in range(self.players)
                for c in self.captured[s]
                if c.colour == "yellow" and c.value == 7
            ),
            None,
        )
        return [len(p) for p in self.captured], [self._yellows(p) for p in self.captured], holder

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know: own hand, the middle, counts, chips. The
        captured piles lie face down, but every capture was seen face up, so
        their sizes and yellow counts are public."""
        captured, yellow, holder = self._captures()
        return {
            "game": self.id,
            "seat": seat,
            "players": self.players,
            "deck": [[c.colour, c.value, c.letter] for c in self.deck],
            "hand": [c.id for c in self.hands[seat]] if seat is not None else [],
            "hand_counts": [len(h) for h in self.hands],
            "middle": [c.id for c in self.middle],
            "stock": len(self.stock),
            "captured_counts": captured,
            # every capture was played face up: which cards are out of play is public
            "out_of_play": sorted(c.id for pile in [*self.captured, self.set_aside] for c in pile),
            "captured_yellow": yellow,
            "yellow7_captured_by": holder,
            "chips": list(self.chips),
            "dealer": self.dealer,
            "deal": self.deal_number,
            "deals": self._deals_text(),
            "target_chips": self.options.target_chips,
            "turn": None if self.over else self.turn,
            "over": self.over,
            "winners": list(self.winners),
            "history": [dict(h) for h in self.history],
        }

    def snapshot(self) -> dict[str, Any]:
        def ids(cards: list[Card]) -> list[int]:
            return [c.id for c in cards]

        return {
            "hands": [ids(h) for h in self.hands],
            "middle": ids(self.middle),
            "stock": ids(self.stock),
            "captured": [ids(p) for p in self.captured],
            "set_aside": ids(self.set_aside),
            "chips": list(self.chips),
            "dealer": self.dealer,
            "deal": self.deal_number,
            "turn": self.turn,
            "over": self.over,
            "last_capturer": self.last_capturer,
            "chance": hashlib.sha1(repr(self.chance.getstate()).encode()).hexdigest(),
        }

    def places(self) -> list[list[Card]]:
        """Every place a card can be, for conservation checks."""
        return [self.stock, self.middle, self.set_aside, *self.hands, *self.captured]


def code_msg(game: Logomachy, code: str) -> Msg | str:
    card = next((c for c in game.deck if c.code == code), None)
    if card is not None:
        return card_msg(card)
    colour = CODE_COLOURS.get(code[:1])
    if colour is None:
        return code
    return Msg("logomachy.card", colour=Msg(f"colour.{colour}.adj"), value=int(code[1:]))
