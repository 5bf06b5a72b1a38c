"""Logomachy's narration: events and views as utterances, spoken and braille."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessible_games.core.game import Event
from accessible_games.core.messages import Msg, join_list, render
from accessible_games.core.narration import Area, Item, Narrator
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.logomachy import messages  # noqa: F401 - registers the game's messages
from accessible_games.games.logomachy.deck import Card, deck_from_facts
from accessible_games.games.logomachy.moves import card_msg, parse_move


class LogomachyNarrator(Narrator):
    def __init__(
        self,
        lang: str,
        names: list[str],
        viewer: int | None,
        facts: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(lang, names, viewer, facts)
        #: the match's deck (the facts' "deck"; without it the standard deck)
        self.deck: list[Card] = deck_from_facts(self.fact("deck"))

    # --- cards --------------------------------------------------------------

    def card(self, card_id: int) -> str:
        return render(card_msg(self.deck[card_id]), self.lang)

    def cards(self, ids: list[int]) -> str:
        return join_list([self.card(i) for i in ids], self.lang)

    def card_br(self, card_id: int) -> str:
        card = self.deck[card_id]
        return f"{COLOUR_BRAILLE[self.lang][card.colour]}{card.value}"

    def cards_br(self, ids: list[int]) -> str:
        return " ".join(self.card_br(i) for i in ids) or "-"

    # --- events -------------------------------------------------------------

    def event(self, event: Event) -> Utterance | None:
        if not event.visible(self.viewer):
            return None
        handler = getattr(self, f"_on_{event.kind}", None)
        return handler(event) if handler else None

    def _on_deal_start(self, e: Event) -> Utterance:
        deals = e.data["deals"]
        if deals:
            return self.say(
                "logomachy.deal_start", e.seat, Category.TABLE, deal=e.data["deal"], deals=deals
            )
        return self.say("logomachy.deal_start.open", e.seat, Category.TABLE, deal=e.data["deal"])

    def _on_dealt(self, e: Event) -> Utterance:
        ids = e.data["cards"]
        return self._two(
            "logomachy.dealt",
            None,
            {"cards": self.cards(ids)},
            {"cards": self.cards_br(ids)},
            category=Category.OWN,
        )

    def _on_hands_dealt(self, e: Event) -> Utterance | None:
        if e.data.get("first"):
            return None
        counts = e.data["counts"]
        if len(set(counts)) > 1 or e.data["stock"] == 0 and min(counts) < 3:
            return self._two(
                "logomachy.hands_dealt.short",
                None,
                {"counts": self._cap(self._per_seat("logomachy.hand_count", counts))},
                {"counts": self._per_seat("logomachy.hand_count.br", counts)},
                category=Category.TABLE,
            )
        return self.say("logomachy.hands_dealt", None, Category.TABLE, stock=e.data["stock"])

    def _on_middle_laid(self, e: Event) -> Utterance:
        ids = e.data["cards"]
        return self._two(
            "logomachy.middle_laid",
            None,
            {"cards": self.cards(ids)},
            {"cards": self.cards_br(ids)},
            category=Category.TABLE,
        )

    def _on_turn(self, e: Event) -> Utterance:
        own = e.seat == self.viewer
        return self.say(
            "logomachy.turn", e.seat, Category.TURN, Priority.POLITE if own else Priority.QUEUE
        )

    def _on_capture(self, e: Event) -> Utterance:
        return self._two(
            "logomachy.capture",
            e.seat,
            {"card": self.card(e.data["card"]), "taken": self.cards(e.data["taken"])},
            {"card": self.card_br(e.data["card"]), "taken": self.cards_br(e.data["taken"])},
        )

    def _on_lay(self, e: Event) -> Utterance:
        return self._two(
            "logomachy.lay",
            e.seat,
            {"card": self.card(e.data["card"])},
            {"card": self.card_br(e.data["card"])},
        )

    def _on_sweep(self, e: Event) -> Utterance:
        return self.say("logomachy.sweep", e.seat, chips=e.data["chips"])

    def _on_deal_over(self, e: Event) -> Utterance:
        ids = e.data["middle"]
        if ids:
            return self._two(
                "logomachy.deal_over.left",
                None,
                {"cards": self.cards(ids)},
                {"cards": self.cards_br(ids)},
                category=Category.TABLE,
                deal=e.data["deal"],
            )
        return self.say("logomachy.deal_over", None, Category.TABLE, deal=e.data["deal"])

    def _on_middle_taken(self, e: Event) -> Utterance:
        ids = e.data["cards"]
        return self._two(
            "logomachy.middle_taken",
            e.seat,
            {"cards": self.cards(ids)},
            {"cards": self.cards_br(ids)},
            category=Category.TABLE,
        )

    def _on_score_yellow7(self, e: Event) -> Utterance:
        if e.seat is None:
            return self.say("logomachy.score_yellow7.none", None, Category.TABLE)
        return self.say("logomachy.score_yellow7", e.seat, Category.TABLE)

    def _score_most(self, e: Event, key: str) -> Utterance:
        winners = e.data["winners"]
        if not winners:
            return self.say(f"{key}.none", None, Category.TABLE)
        players = self.names_list(winners)
        if len(winners) == 1:
            return self.say(
                f"{key}.one", winners[0], Category.TABLE, count=e.data["count"], players=players
            )
        # a sentence may start with the winners ("Du und Anna habt ...")
        utterance = self.say(
            key,
            None,
            Category.TABLE,
            count=e.data["count"],
            players=players,
            who=self._who_among(winners),
        )
        return Utterance(
            self._cap(utterance.speech), utterance.braille, utterance.category, utterance.priority
        )

    def _on_score_most_yellow(self, e: Event) -> Utterance:
        return self._score_most(e, "logomachy.score_most_yellow")

    def _on_score_most_cards(self, e: Event) -> Utterance:
        return self._score_most(e, "logomachy.score_most_cards")

    def _who_among(self, seats: list[int]) -> str:
        """``$who`` for a message about several seats: "you" when the
        listener is one of them (German: "Anna und du habt")."""
        return "you" if self.viewer in seats else "other"

    def _per_seat(self, key: str, counts: list[int]) -> str:
        """Every seat's form of message ``key`` (``$player``, ``$who`` and
        the seat's number as ``$count`` and ``$chips``), as one list."""
        return join_list(
            [
                self.t(key, player=self.names[s], who=self.who(s), count=n, chips=n)
                for s, n in enumerate(counts)
            ],
            self.lang,
        )

    def _chips_list(self, chips: list[int], key: str = "logomachy.player_chips") -> str:
        """ "You have 3 chips, Anna has 1 chip and Ben has 0 chips": the
        players' chips as a sentence (its first letter in upper case)."""
        return self._cap(self._per_seat(key, chips))

    def _on_deal_scored(self, e: Event) -> Utterance:
        chips = e.data["chips"]
        return self._two(
            "logomachy.deal_scored",
            None,
            {"chips": self._chips_list(chips)},
            {"chips": self._per_seat("logomachy.player_chips.br", chips)},
            category=Category.TABLE,
            deal=e.data["deal"],
        )

    def _on_match_over(self, e: Event) -> Utterance:
        winners = e.data["winners"]
        chips = e.data["chips"][winners[0]]
        key = "logomachy.match_over.tie" if len(winners) > 1 else "logomachy.match_over"
        players = self._cap(self.names_list(winners))
        return self.say(
            key,
            None,
            Category.TABLE,
            Priority.POLITE,
            players=players,
            chips=chips,
            who=self._who_among(winners),
        )

    # --- state --------------------------------------------------------------

    def hand(self, view: dict[str, Any]) -> Utterance:
        ids = view["hand"]
        if not ids:
            key = "logomachy.hand.none" if self.viewer is None else "logomachy.hand.empty"
            return self.info(self.t(key))
        return self.info(
            self.t("logomachy.hand", cards=self.cards(ids)),
            self.t("logomachy.hand.br", cards=self.cards_br(ids)),
        )

    def table(self, view: dict[str, Any]) -> Utterance:
        ids = view["middle"]
        if not ids:
            return self.info(self.t("logomachy.middle.empty"))
        return self.info(
            self.t("logomachy.middle", count=len(ids), cards=self.cards(ids)),
            self.t("logomachy.middle.br", cards=self.cards_br(ids)),
        )

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        chips = view["chips"]
        # braille: each player's chips after the name ("chips you: 3, Ben: 1")
        out = [
            self.info(
                self.t("logomachy.scores", chips=self._chips_list(chips)),
                self.t(
                    "logomachy.scores.br", chips=self._per_seat("logomachy.player_chips.br", chips)
                ),
            )
        ]
        if detail:
            for s in range(view["players"]):
                key = (
                    "logomachy.score_detail.y7"
                    if view["yellow7_captured_by"] == s
                    else "logomachy.score_detail"
                )
                out.append(
                    self.info(
                        self.t(
                            key,
                            player=self.names[s],
                            who=self.who(s),
                            chips=chips[s],
                            captured=view["captured_counts"][s],
                            yellow=view["captured_yellow"][s],
                            hand=view["hand_counts"][s],
                        )
                    )
                )
            for record in view["history"]:
                out.append(
                    self.info(
                        self.t(
                            "logomachy.deal_record",
                            deal=record["deal"],
                            chips=self._chips_list(record["chips"], "logomachy.player_chips.then"),
                        )
                    )
                )
        return out

    @staticmethod
    def _cap(text: str) -> str:
        return text[:1].upper() + text[1:]

    def status(self, view: dict[str, Any]) -> Utterance:
        if view["over"]:
            return self.info(self.t("logomachy.status.over"))
        turn = self.say("logomachy.turn", view["turn"]).speech
        turn_br = self.say("logomachy.turn", view["turn"]).braille
        dealer = self.say("logomachy.dealer", view["dealer"]).speech
        common = dict(deal=view["deal"], dealer=dealer, stock=view["stock"])
        if view["deals"]:
            speech = self.t("logomachy.status", deals=view["deals"], turn=turn, **common)
        else:
            speech = self.t(
                "logomachy.status.open", target=view["target_chips"], turn=turn, **common
            )
        return self.info(
            speech,
            self.t("logomachy.status.br", deal=view["deal"], stock=view["stock"], turn=turn_br),
        )

    def recap(self, view: dict[str, Any]) -> Utterance:
        """Where the player stands, in one line: the hand, every card in
        the middle, the cards left in the stock, and every player's
        captured cards with how many of them are yellow."""
        parts = [self.hand(view), self.table(view)]
        if not view["over"]:
            parts.append(
                self.say("logomachy.recap.stock", None, Category.INFO, stock=view["stock"])
            )
        parts.append(self._captured(view))
        return self._joined(parts, Category.INFO, Priority.POLITE)

    def _captured(self, view: dict[str, Any]) -> Utterance:
        """ "Captured: you 5 cards, 2 of them yellow; Ben no cards.": each
        player's captured cards and yellow cards (public: every capture is
        played face up); the players apart by semicolons, as each one's
        part may hold a comma."""
        seats = [
            dict(
                player=self.names[s],
                who=self.who(s),
                captured=view["captured_counts"][s],
                yellow=view["captured_yellow"][s],
            )
            for s in range(view["players"])
        ]
        key = "logomachy.recap.captured"
        speech = "; ".join(self.t(f"{key}.seat", **p) for p in seats)
        braille = " / ".join(self.t(f"{key}.seat.br", **p) for p in seats)
        return self.info(self.t(key, players=speech), self.t(f"{key}.br", players=braille))

    def hand_item(self, view: dict[str, Any], index: int, legal: list) -> Utterance:
        card_id = view["hand"][index]
        code = self.deck[card_id]
        moves = [
            (a, move)
            for a in legal
            if (move := self._move(a, view)) is not None and move[0] == code.code
        ]
        name = self.card(card_id)
        short = self.card_br(card_id)
        if not moves and view["over"]:
            return self.info(self.t("logomachy.item.over", card=name), short)
        if not moves:  # every card has a move in the player's turn: it is another's
            return self.info(
                self.t("logomachy.item.wait", card=name),
                self.t("logomachy.item.wait.br", card=short),
            )
        if moves[0][0].kind == "lay":
            return self.info(
                self.t("logomachy.item.lay", card=name), self.t("logomachy.item.lay.br", card=short)
            )
        options = [self.cards(taken) for _a, (_code, taken) in moves]
        options_br = [self.cards_br(taken) for _a, (_code, taken) in moves]
        return self.info(
            self.t("logomachy.item.take", card=name, options=join_list(options, self.lang, "or")),
            self.t("logomachy.item.take.br", card=short, options=" / ".join(options_br)),
        )

    # --- zones for list front ends ------------------------------------------

    def areas(self) -> list[Area]:
        return [Area("middle", Msg("logomachy.zone.middle"), "m")]

    def area_items(self, key: str, view: dict[str, Any]) -> list[Item]:
        """The middle: first the whole of it in one item ("Middle, 4 cards:
        green 9, ..."), said on entering the zone, then one item per card."""
        if key != "middle":
            return []
        ids = view["middle"]
        if ids:
            summary = Item(
                "all",
                self.t("logomachy.middle.summary", count=len(ids), cards=self.cards(ids)),
                self.t("logomachy.middle.summary.br", cards=self.cards_br(ids)),
            )
        else:
            summary = Item("all", self.t("logomachy.middle.empty"))
        return [summary, *(Item(f"c{i}", self.card(i), self.card_br(i)) for i in view["middle"])]

    def actions_for_hand_item(self, view: dict[str, Any], index: int, legal: list) -> list:
        code = self.deck[view["hand"][index]].code
        return [a for a in legal if (move := self._move(a, view)) is not None and move[0] == code]

    def _move(self, action: Any, view: dict[str, Any]) -> tuple[str, list[int]] | None:
        """The played card's code and the ids of the cards a move takes:
        from the action's Move, or, for an action that came as plain data
        (a table at a game server), from its text and the middle."""
        data: Any = action.data[0] if action.data else None
        if hasattr(data, "card"):
            return data.card.code, [c.id for c in data.taken]
        parsed = parse_move(action.text)
        if parsed is None:
            return None
        code, taken_codes = parsed
        taken: list[int] = []
        for wanted in taken_codes:
            found = next(
                (
                    i
                    for i in view.get("middle", [])
                    if self.deck[i].code == wanted and i not in taken
                ),
                None,
            )
            if found is not None:
                taken.append(found)
        return code, taken

    def player_items(self, view: dict[str, Any]) -> list[Item]:
        items = []
        for seat in range(view["players"]):
            key = "logomachy.player.turn" if seat == view["turn"] else "logomachy.player"
            params = dict(
                name=self.seat_name(seat),
                chips=view["chips"][seat],
                hand=view["hand_counts"][seat],
                captured=view["captured_counts"][seat],
                yellow=view["captured_yellow"][seat],
            )
            items.append(Item(f"p{seat}", self.t(key, **params), self.t(f"{key}.br", **params)))
        return items

    def legend(self) -> Utterance:
        forms = COLOUR_BRAILLE[self.lang]
        colours = sorted({c.colour for c in self.deck}, key=list(forms).index)
        items = [
            Msg("logomachy.legend.colour", short=forms[c], colour=Msg(f"colour.{c}.name"))
            for c in colours
        ]
        example = next(
            (c for c in self.deck if c.colour == "yellow" and c.value == 7), self.deck[0]
        )
        return self.info(self.t("logomachy.legend", items=items, example=self.card_br(example.id)))
