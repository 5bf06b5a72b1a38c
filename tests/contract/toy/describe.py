"""High Card's narrator: events and the table as words, per listener."""

from __future__ import annotations

from typing import Any

from accessible_games.core.game import Action, Event
from accessible_games.core.messages import join_list, render
from accessible_games.core.narration import Narrator
from accessible_games.core.utterance import Utterance

from .rules import card_msg


class HighCardNarrator(Narrator):
    def card(self, card: int) -> str:
        return render(card_msg(card), self.lang)

    def cards(self, cards: list[int]) -> str:
        return join_list([self.card(c) for c in cards], self.lang)

    def event(self, event: Event) -> Utterance | None:
        data = event.data
        if event.kind == "dealt":
            return self.say("highcard.dealt", event.seat, cards=self.cards(data["cards"]))
        if event.kind == "played":
            return self.say("highcard.played", event.seat, card=self.card(data["card"]))
        if event.kind == "drawn":
            return self.say("highcard.drawn", event.seat, card=self.card(data["card"]))
        if event.kind == "drew":
            return None if event.seat == self.viewer else self.say("highcard.drew", event.seat)
        if event.kind == "trick":
            return self.say("highcard.trick", event.seat)
        if event.kind == "over":
            return self.say("highcard.over", winners=self.names_list(data["winners"]))
        return None

    def hand(self, view: dict[str, Any]) -> Utterance:
        if not view["hand"]:
            return self.info(self.t("highcard.hand.none"))
        return self.info(self.t("highcard.hand", cards=self.cards(view["hand"])))

    def table(self, view: dict[str, Any]) -> Utterance:
        return self.info(
            self.t("highcard.table", cards=self.cards(view["trick"]), count=view["stock"])
        )

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        return [
            self.info(self.t("highcard.score", player=self.name(s), score=score))
            for s, score in enumerate(view["scores"])
        ]

    def status(self, view: dict[str, Any]) -> Utterance:
        if view["over"]:
            return self.info(self.t("highcard.status.over"))
        return self.info(self.t("highcard.status", player=self.name(view["turn"])))

    def legend(self) -> Utterance:
        return self.info(self.t("highcard.legend"))

    def hand_item(self, view: dict[str, Any], index: int, legal: list[Action]) -> Utterance:
        return self.info(self.card(view["hand"][index]))
