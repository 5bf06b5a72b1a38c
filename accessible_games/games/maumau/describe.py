"""Mau Mau's narration: events and views as utterances, spoken and in terse
braille, and the table's zones for list front ends.

Braille forms of the cards (the legend says them): the colour's short form
(the ``.br`` of the colour's name) and the value, ``r7``; ``r+2`` a Draw Two
(Zieh 2); ``r-sk`` / ``r-aus`` a Skip (Aussetzen); ``r-rev`` / ``r-rw`` a
Reverse (Richtungswechsel); ``w`` / ``j`` a Wild (Joker); ``w+4`` / ``j+4``
a Wild Draw Four (Joker +4). They are the ``.br`` attributes of the card
messages (locales/<lang>/maumau.ftl), the symbols those of ``maumau-rank-*``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, join_list, render
from accessible_games.core.narration import Area, Item, Narrator
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.colours import COLOUR_BRAILLE
from accessible_games.games.maumau import messages  # noqa: F401 - registers the game's messages
from accessible_games.games.maumau.cards import (
    CARD_COLOUR,
    CARD_KIND,
    CARD_RANK,
    COLOURS,
    KIND_RANK,
    NO_COLOUR,
    WILD,
    WILD_FOUR,
    card_msg,
    kind_braille_msg,
)
from accessible_games.games.maumau.refusals import play_refusal

#: the hand's item for a card the rules refuse now, by the refusal's key
#: (any other refusal is said as it is, after the card)
_ITEM_REASONS = {
    "maumau.illegal.no_match": "maumau.item.no",
    "maumau.illegal.only_drawn": "maumau.item.only_drawn",
    "maumau.illegal.penalty_pending": "maumau.item.penalty",
    "maumau.illegal.wild_four_pending": "maumau.item.wild_four",
    "maumau.illegal.wild_four_pending.no_challenge": "maumau.item.wild_four.no_challenge",
    "maumau.illegal.name_colour_first": "maumau.item.colour_first",
    "maumau.illegal.wild_four_colour": "maumau.item.wild_four_colour",
}


def kind_braille(kind: int, lang: str) -> str:
    """A kind of card's braille form in ``lang``: "r7", "b+2", "w+4"."""
    return render(kind_braille_msg(kind, COLOUR_BRAILLE[lang]), lang)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class MauMauNarrator(Narrator):
    def __init__(
        self,
        lang: str,
        names: list[str],
        viewer: int | None,
        facts: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(lang, names, viewer, facts)
        self._quick = bool(
            self.option("quick", False)
        )  # the first to go out wins: no points are said
        self.counts_points = not self._quick  # a quick game offers no points to read
        self._bluffing = bool(self.option("bluffing", True))  # whether a Joker +4 may be challenged

    # --- cards, colours, directions ---------------------------------------------

    def card(self, card: int) -> str:
        return render(card_msg(card), self.lang)

    def cards(self, cards: list[int]) -> str:
        return join_list([self.card(c) for c in cards], self.lang)

    def card_br(self, card: int) -> str:
        return kind_braille(CARD_KIND[card], self.lang)

    def cards_br(self, cards: list[int]) -> str:
        return " ".join(self.card_br(c) for c in cards) or "-"

    def colour(self, name: str | None) -> str:
        return self.t(f"colour.{name}.name") if name else "-"

    def colour_br(self, name: str | None) -> str:
        return COLOUR_BRAILLE[self.lang][name] if name else "-"

    def direction(self, name: str) -> str:
        return self.t(f"maumau.direction.{name}")

    def direction_br(self, name: str) -> str:
        return self.t(f"maumau.direction.{name}.br")

    def _top(self, top: int, colour: str | None) -> tuple[str, str]:
        """The top card as said and as brailled, with the colour a Joker named."""
        if CARD_RANK[top] >= WILD and colour:
            return (
                self.t("maumau.top.named", card=self.card(top), colour=self.colour(colour)),
                self.t(
                    "maumau.top.named.br", card=self.card_br(top), colour=self.colour_br(colour)
                ),
            )
        return self.card(top), self.card_br(top)

    # --- events -------------------------------------------------------------

    def event(self, event: Event) -> Utterance | None:
        if not event.visible(self.viewer):
            return None
        handler = getattr(self, f"_on_{event.kind}", None)
        return handler(event) if handler else None

    def _on_round_start(self, e: Event) -> Utterance:
        d = e.data
        return self._two(
            "maumau.round_start",
            e.seat,
            {"direction": self.direction(d["direction"])},
            {"direction": self.direction_br(d["direction"])},
            Category.TABLE,
            round=d["round"],
        )

    def _on_dealt(self, e: Event) -> Utterance:
        cards = e.data["cards"]
        return self._two(
            "maumau.dealt",
            None,
            {"cards": self.cards(cards)},
            {"cards": self.cards_br(cards)},
            Category.OWN,
        )

    def _on_first_card_returned(self, e: Event) -> Utterance:
        return self.say("maumau.first_card_returned", None, Category.TABLE)

    def _on_first_card(self, e: Event) -> Utterance:
        d = e.data
        effect = d["effect"]
        key = (
            f"maumau.first_card.{effect}"
            if effect in ("draw2", "skip", "reverse", "wild")
            else "maumau.first_card"
        )
        card = d["card"]
        return self._two(
            key,
            d["starter"] if effect else None,
            {"card": self.card(card), "direction": self.direction(d["direction"])},
            {"card": self.card_br(card), "direction": self.direction_br(d["direction"])},
            Category.TABLE,
        )

    def _on_turn(self, e: Event) -> Utterance:
        d = e.data
        if e.seat != self.viewer:
            # another player's turn ("Anna's turn"): one of the game's news,
            # spoken like the moves around it (a queued TURN notice is only
            # kept in the history at the usual verbosity, never heard)
            return self.say("maumau.turn", e.seat, Category.OTHERS, Priority.QUEUE)
        phase = d["phase"]
        top, top_br = self._top(d["top"], d["colour"])
        if phase == "penalty":
            key = "maumau.turn.own.penalty"
        elif phase == "wild4":
            key = (
                "maumau.turn.own.wild4" if self._bluffing else "maumau.turn.own.wild4.no_challenge"
            )
        elif phase == "colour":
            key = "maumau.turn.own.colour"
        else:
            key = "maumau.turn.own.play"
        parts = [
            self._two(
                key,
                None,
                {"top": top},
                {"top": top_br},
                Category.TURN,
                Priority.POLITE,
                count=d["pending"],
                colour=self.colour(d["colour"]),
            )
        ]
        if d.get("can_report") is not None:
            parts.append(
                self.say(
                    "maumau.turn.own.report",
                    None,
                    Category.TURN,
                    Priority.POLITE,
                    target=self.names[d["can_report"]],
                )
            )
        return self._joined(parts)

    def _on_play(self, e: Event) -> Utterance:
        d = e.data
        card = d["card"]
        wild = CARD_RANK[card] >= WILD
        key = "maumau.play.wild" if wild else "maumau.play"
        parts = [
            self._two(
                key,
                e.seat,
                {"card": self.card(card)},
                {"card": self.card_br(card)},
                colour=self.colour(d["colour"]),
                colour_br=self.colour_br(d["colour"]),
            )
        ]
        if d["left"] == 1:
            parts.append(
                self.say("maumau.last.called" if d["last"] else "maumau.last.missed", e.seat)
            )
        effect = d["effect"]
        if d["left"] == 0:
            pass  # the round is over; round_over says the rest
        elif effect == "skip":
            parts.append(self.say("maumau.effect.skip", d["skipped"]))
        elif effect == "reverse":
            parts.append(
                self._two(
                    "maumau.effect.reverse",
                    None,
                    {"direction": self.direction(d["direction"])},
                    {"direction": self.direction_br(d["direction"])},
                )
            )
            if d["skipped"] is not None:  # two players: the same player plays again
                parts.append(self.say("maumau.effect.again", e.seat))
        elif effect == "draw2":
            parts.append(self.say("maumau.effect.draw2", d["victim"], count=d["pending"]))
        elif effect == "draw4":
            key = "maumau.effect.draw4" if self._bluffing else "maumau.effect.draw4.no_challenge"
            parts.append(self.say(key, d["victim"]))
        return self._joined(parts, Category.OWN if e.seat == self.viewer else Category.OTHERS)

    def _on_draw(self, e: Event) -> Utterance | None:
        d = e.data
        if d["count"] == 0:
            return self.say("maumau.draw.none", e.seat)
        if d["reason"] in ("challenge", "report") and d["count"] == d["wanted"]:
            return None  # the challenge or the report said who draws how many
        if e.seat == self.viewer and d["count"] == d["wanted"]:
            return None  # the private "drawn" event names the cards
        if d["count"] == d["wanted"]:
            return self.say("maumau.draw", e.seat, count=d["count"])
        return self.say("maumau.draw.short", e.seat, count=d["count"], wanted=d["wanted"])

    def _on_drawn(self, e: Event) -> Utterance:
        cards = e.data["cards"]
        key = "maumau.drawn.playable" if e.data.get("playable") else "maumau.drawn"
        return self._two(
            key, None, {"cards": self.cards(cards)}, {"cards": self.cards_br(cards)}, Category.OWN
        )

    def _on_reshuffle(self, e: Event) -> Utterance:
        return self.say("maumau.reshuffle", None, Category.TABLE, count=e.data["count"])

    def _on_pass(self, e: Event) -> Utterance:
        return self.say("maumau.pass.forced" if e.data["forced"] else "maumau.pass", e.seat)

    def _on_challenge(self, e: Event) -> Utterance:
        d = e.data
        bluff = d["drawer"] == d["target"]
        outcome = "bluff" if bluff else "kept"
        if e.seat == self.viewer:
            key = f"maumau.challenge.{outcome}.own"
        elif d["target"] == self.viewer:
            key = f"maumau.challenge.{outcome}.target"
        else:
            key = f"maumau.challenge.{outcome}"
        return self.say(key, e.seat, target=self.name(d["target"]), count=d["count"])

    def _on_hand_shown(self, e: Event) -> Utterance:
        d = e.data
        key = "maumau.hand_shown.bluff" if d["bluff"] else "maumau.hand_shown.fair"
        cards = d["cards"]
        return self._two(
            key,
            e.seat,
            {"cards": self.cards(cards) if cards else self.t("maumau.no_cards")},
            {"cards": self.cards_br(cards)},
            Category.OWN,
            colour=self.colour(d["colour"]),
            colour_br=self.colour_br(d["colour"]),
        )

    def _on_report(self, e: Event) -> Utterance:
        d = e.data
        key = "maumau.report.target" if d["target"] == self.viewer else "maumau.report"
        return self.say(key, e.seat, target=self.name(d["target"]), count=d["count"])

    def _on_colour_chosen(self, e: Event) -> Utterance:
        colour = e.data["colour"]
        return self.say(
            "maumau.colour_chosen",
            e.seat,
            colour=self.colour(colour),
            colour_br=self.colour_br(colour),
        )

    def _on_round_over(self, e: Event) -> Utterance:
        d = e.data
        partners = [s for s in d["team"] if s != e.seat]
        if self._quick:
            key = "maumau.round_over.quick"
        elif partners and partners[0] == self.viewer:
            key = "maumau.round_over.pair.partner"  # "Ute and you win" / "Ute und du gewinnt"
        elif partners:
            key = "maumau.round_over.pair"
        else:
            key = "maumau.round_over"
        partner = self.names[partners[0]] if partners else ""
        parts = [
            self.say(
                key, e.seat, Category.TABLE, round=d["round"], points=d["points"], partner=partner
            )
        ]
        if not self._quick:
            parts.append(self._scores_line(d["scores"]))
        return self._joined(parts, Category.TABLE, Priority.QUEUE)

    def _on_match_over(self, e: Event) -> Utterance:
        d = e.data
        winners = d["winners"]
        score = d["scores"][winners[0]]
        if self.viewer in winners:
            key = "maumau.match_over.pair.own" if len(winners) > 1 else "maumau.match_over.own"
        else:
            key = "maumau.match_over.pair" if len(winners) > 1 else "maumau.match_over"
        players = _cap(self.names_list(winners))
        partner = self.names_list([s for s in winners if s != self.viewer])
        if self._quick:
            key += ".quick"
        return self.say(
            key,
            None,
            Category.TABLE,
            Priority.POLITE,
            players=players,
            partner=partner,
            score=score,
            who="other",
        )

    # --- state --------------------------------------------------------------

    def _about(self, key: str, seat: int, **params: Any) -> Msg:
        """Message ``key`` about ``seat``'s doing or having (its own form
        for the listener)."""
        return Msg(key, player=self.names[seat], who=self.who(seat), **params)

    def _scores_line(self, scores: list[int]) -> Utterance:
        listing = [self._about("maumau.score", s, score=p) for s, p in enumerate(scores)]
        # braille: each score with its player's name ("pts you: 12, Ben: 0")
        brailled = ", ".join(
            render(self._about("maumau.score.br", s, score=p), self.lang)
            for s, p in enumerate(scores)
        )
        return self.info(
            render(Msg("maumau.scores", scores=listing), self.lang),
            self.t("maumau.scores.br", scores=brailled),
        )

    def _pending(self, view: dict[str, Any]) -> Utterance:
        """Who must draw how many cards (a Draw Two or a Joker +4)."""
        return self.say("maumau.pending", view["turn"], Category.INFO, count=view["pending"])

    def hand(self, view: dict[str, Any]) -> Utterance:
        cards = view["hand"]
        if not cards:
            return self.info(self.t("maumau.hand.empty"))
        return self.info(
            self.t("maumau.hand", count=len(cards), cards=self.cards(cards)),
            self.t("maumau.hand.br", cards=self.cards_br(cards)),
        )

    def table(self, view: dict[str, Any]) -> Utterance:
        top, top_br = self._top(view["top"], view["colour"])
        speech = self.t(
            "maumau.table",
            top=top,
            colour=self.colour(view["colour"]),
            stock=view["stock"],
            discard=view["discard"],
        )
        braille = self.t("maumau.table.br", top=top_br, stock=view["stock"])
        if view["pending"]:
            pending = self._pending(view)
            speech += " " + pending.speech
            braille += " " + pending.braille
        return self.info(speech, braille)

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        line = self._scores_line(view["scores"])
        if view["quick"]:
            out = [self.info(self.t("maumau.scores.quick"))]
        else:
            out = [
                self.info(
                    line.speech + " " + self.t("maumau.target", target=view["target"]),
                    line.braille + "; " + self.t("maumau.target.br", target=view["target"]),
                )
            ]
        if view["teams"]:
            ours = [t for t in view["teams"] if self.viewer in t]
            others = [t for t in view["teams"] if self.viewer not in t]
            first, second = (self.names_list(list(t)) for t in view["teams"])
            partner = [self.names[s] for s in ours[0] if s != self.viewer] if ours else []
            out.append(
                self.info(
                    self.t(
                        "maumau.pairs",
                        who=self.who(self.viewer if ours else None),
                        first=first,
                        second=second,
                        partner=partner,
                        others=self.names_list(list(others[0])),
                    )
                )
            )
        if detail and view["quick"]:
            # a quick game counts no points: who went out, nothing more
            for record in view["history"]:
                out.append(
                    self.info(
                        render(
                            self._about(
                                "maumau.round_record.quick", record["winner"], round=record["round"]
                            ),
                            self.lang,
                        )
                    )
                )
            if not view["history"]:
                out.append(self.info(self.t("maumau.no_rounds")))
        elif detail:
            for record in view["history"]:
                counted = [
                    self._about("maumau.round_record.from", s, points=p)
                    for s, p in enumerate(record["hand_points"])
                    if s not in record["team"]
                ]
                winner = record["winner"]
                out.append(
                    self.info(
                        render(
                            self._about(
                                "maumau.round_record",
                                winner,
                                round=record["round"],
                                points=record["points"],
                                counted=counted,
                            ),
                            self.lang,
                        )
                    )
                )
            if not view["history"]:
                out.append(self.info(self.t("maumau.no_rounds")))
        return out

    def status(self, view: dict[str, Any]) -> Utterance:
        if view["over"]:
            return self.info(self.t("maumau.status.over"))
        top, top_br = self._top(view["top"], view["colour"])
        turn = view["turn"]
        speech = self.t(
            "maumau.status",
            round=view["round"],
            top=_cap(top),
            colour=self.colour(view["colour"]),
            direction=self.direction(view["direction"]),
            turn=self.say("maumau.turn", turn).speech,
            next=self.name(view["next"]),
        )
        braille = self.t(
            "maumau.status.br",
            round=view["round"],
            top=top_br,
            direction=self.direction_br(view["direction"]),
            turn=self.name(turn),
            next=self.name(view["next"]),
        )
        if view["pending"]:
            pending = self._pending(view)
            speech += " " + pending.speech
            braille += " " + pending.braille
        if view["drawn"] is not None:
            speech += " " + self.t("maumau.status.drawn", card=self.card(view["drawn"]))
        return self.info(speech, braille)

    def legend(self) -> Utterance:
        forms = COLOUR_BRAILLE[self.lang]
        colours = [
            Msg("maumau.legend.colour", code=forms[c], colour=Msg(f"colour.{c}.name"))
            for c in COLOURS
        ]
        return self.info(self.t("maumau.legend", colours=colours))

    # --- the bluff warning -------------------------------------------------------

    def bluff_cards(self, view: dict[str, Any]) -> int:
        """How many cards of the colour in force the viewer holds while a
        Joker +4 may be played against the rule (the table allows bluffing,
        and a challenge would catch it): 0 when a Joker +4 played now is no
        bluff."""
        if not self._bluffing or view["over"] or view["turn"] != self.viewer:
            return 0
        colour = view["colour"]
        if colour not in COLOURS:
            return 0
        index = COLOURS.index(colour)
        return sum(1 for c in view["hand"] if CARD_COLOUR[c] == index)

    def _bluff_warning(self, view: dict[str, Any], held: int) -> tuple[str, str]:
        """The warning said with a Joker +4 that would be a bluff."""
        return (
            self.t("maumau.bluff", count=held, colour=self.colour(view["colour"])),
            self.t("maumau.bluff.br"),
        )

    def action_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """The legal moves, each said by its label; a Joker +4 that would
        be a bluff says so (the colour in force is in the hand, and what a
        challenge would cost)."""
        held = self.bluff_cards(view)
        items = []
        for action in legal:
            label = render(action.label, self.lang)
            if held and action.kind == "play" and KIND_RANK[action.data[0]] == WILD_FOUR:
                warning, warning_br = self._bluff_warning(view, held)
                items.append(Item(action.text, f"{label}. {warning}", f"{label}; {warning_br}"))
            else:
                items.append(Item(action.text, label))
        return items

    # --- the hand -------------------------------------------------------------

    def actions_for_hand_item(
        self, view: dict[str, Any], index: int, legal: list[Action]
    ) -> list[Action]:
        """The plays of the hand's card ``index``; holding two cards, the plays
        that call "Letzte" come first."""
        kind = CARD_KIND[view["hand"][index]]
        moves = [a for a in legal if a.kind == "play" and a.data[0] == kind]
        return sorted(moves, key=lambda a: not a.data[2])

    def hand_item(self, view: dict[str, Any], index: int, legal: list[Action]) -> Utterance:
        card = view["hand"][index]
        name, name_br = self.card(card), self.card_br(card)
        if view["turn"] != self.viewer or view["over"]:
            return self.info(name, name_br)
        if view["drawn"] is not None and view["drawn"] == card:
            key = "maumau.item.drawn"
        elif self.actions_for_hand_item(view, index, legal):
            key = "maumau.item.wild" if CARD_RANK[card] >= WILD else "maumau.item.play"
        else:
            return self._refused_item(view, card, name, name_br)
        speech, braille = self.t(key, card=name), self.t(f"{key}.br", card=name_br)
        held = self.bluff_cards(view) if CARD_RANK[card] == WILD_FOUR else 0
        if held:
            warning, warning_br = self._bluff_warning(view, held)
            speech, braille = f"{speech}. {warning}", f"{braille} {warning_br}"
        return self.info(speech, braille)

    def refusal(self, view: dict[str, Any], card: int) -> Msg | None:
        """Why the viewer may not play ``card`` of the hand now: the
        rules' own reckoning (refusals.py), from the view."""
        colour = view["colour"]
        wild = CARD_RANK[card] >= WILD
        return play_refusal(
            view["hand"],
            CARD_KIND[card],
            0 if wild else None,
            False,
            phase=view["phase"],
            drawn=view["drawn"],
            pending=view["pending"],
            in_force=COLOURS.index(colour) if colour in COLOURS else NO_COLOUR,
            top=view["top"],
            bluffing=view.get("bluffing", self._bluffing),
        )

    def _refused_item(self, view: dict[str, Any], card: int, name: str, name_br: str) -> Utterance:
        """A card of the hand that may not be played now, with the reason
        the rules would give (said short): after drawing, only the drawn
        card; a penalty to take; the colour to name first ..."""
        reason = self.refusal(view, card)
        if reason is None:  # nothing in the position refuses it, yet no move plays it
            return self.info(
                self.t("maumau.item.no", card=name), self.t("maumau.item.no.br", card=name_br)
            )
        key = _ITEM_REASONS.get(reason.key)
        if key is None:
            return self.info(
                self.t("maumau.item.refused", card=name, reason=reason),
                self.t("maumau.item.refused.br", card=name_br),
            )
        params = dict(reason.params)
        params_br = dict(params)
        drawn = view["drawn"]
        if drawn is not None:
            params["drawn"], params_br["drawn"] = self.card(drawn), self.card_br(drawn)
        if "colour" in params:
            params["colour"] = self.colour(view["colour"])
            params_br["colour"] = self.colour_br(view["colour"])
        params.pop("card", None)
        params_br.pop("card", None)
        return self.info(
            self.t(key, card=name, **params), self.t(f"{key}.br", card=name_br, **params_br)
        )

    # --- the recap --------------------------------------------------------------

    def recap(self, view: dict[str, Any]) -> Utterance:
        """Where the player stands, in one line: the hand, the top card and
        the colour to follow, what must be drawn, the card just drawn, how
        many cards every other player holds, and the sizes of the stock and
        the discard pile."""
        parts = [self.hand(view)]
        top, top_br = self._top(view["top"], view["colour"])
        if view["colour"] is None:
            parts.append(self._two("maumau.recap.top.open", None, {"top": top}, {"top": top_br}))
        else:
            parts.append(
                self._two(
                    "maumau.recap.top",
                    None,
                    {"top": top},
                    {"top": top_br},
                    colour=self.colour(view["colour"]),
                )
            )
        if view["pending"] and not view["over"]:
            parts.append(self._pending(view))
        if view["drawn"] is not None:
            parts.append(
                self._two(
                    "maumau.status.drawn",
                    None,
                    {"card": self.card(view["drawn"])},
                    {"card": self.card_br(view["drawn"])},
                )
            )
        others = [s for s in range(view["players"]) if s != self.viewer]
        if others:
            counts = [
                Msg("maumau.recap.count", player=self.names[s], count=view["hand_counts"][s])
                for s in others
            ]
            speech = render(Msg("maumau.recap.counts", counts=counts), self.lang)
            braille = ", ".join(
                render(
                    Msg(
                        "maumau.recap.count.br", player=self.names[s], count=view["hand_counts"][s]
                    ),
                    self.lang,
                )
                for s in others
            )
            parts.append(Utterance(speech, braille, Category.INFO, Priority.POLITE))
        sizes = {"stock": view["stock"], "discard": view["discard"]}
        parts.append(self.say("maumau.recap.stock", None, Category.INFO, **sizes))
        return self._joined(parts, Category.INFO, Priority.POLITE)

    # --- zones for list front ends ------------------------------------------

    def areas(self) -> list[Area]:
        return [Area("pile", Msg("maumau.zone.pile"), "m")]

    def area_items(self, key: str, view: dict[str, Any]) -> list[Item]:
        if key != "pile":
            return []
        top, top_br = self._top(view["top"], view["colour"])
        items = [
            Item(
                "top",
                self.t("maumau.item.top", card=top),
                self.t("maumau.item.top.br", card=top_br),
            ),
            Item(
                "colour",
                self.t("maumau.item.colour", colour=self.colour(view["colour"])),
                self.t("maumau.item.colour.br", colour=self.colour_br(view["colour"])),
            ),
        ]
        if view["pending"]:
            pending = self._pending(view)
            items.append(Item("pending", pending.speech, pending.braille))
        if view["turn"] is not None:
            direction = self._two(
                "maumau.item.direction",
                view["turn"],
                {"direction": self.direction(view["direction"])},
                {"direction": self.direction_br(view["direction"])},
                next=self.name(view["next"]),
            )
            items.append(Item("direction", direction.speech, direction.braille))
        items.append(
            Item(
                "stock",
                self.t("maumau.item.stock", stock=view["stock"], discard=view["discard"]),
                self.t("maumau.item.stock.br", stock=view["stock"], discard=view["discard"]),
            )
        )
        if view["quick"]:
            items.append(Item("round", self.t("maumau.item.quick")))
        else:
            items.append(
                Item(
                    "round", self.t("maumau.item.round", round=view["round"], target=view["target"])
                )
            )
        return items

    def player_items(self, view: dict[str, Any]) -> list[Item]:
        items = []
        for seat in range(view["players"]):
            count = view["hand_counts"][seat]
            params = dict(name=self.seat_name(seat), count=count, score=view["scores"][seat])
            key = "maumau.player.quick" if view["quick"] else "maumau.player"  # quick: no points
            speech = self.t(key, **params)
            braille = self.t(f"{key}.br", **params)
            if count == 1 and view["called"][seat]:
                speech += ", " + self.t("maumau.player.last", who=self.who(seat))
                braille += " " + self.t("maumau.player.last.br")
            if view["teams"]:
                partner = next(s for t in view["teams"] if seat in t for s in t if s != seat)
                speech += ", " + self.t(
                    "maumau.player.partner", partner=self.name(partner), who=self.who(partner)
                )
            if seat == view["turn"]:
                speech += ", " + self.t("maumau.player.turn", who=self.who(seat))
                braille += " " + self.t("maumau.player.turn.br")
            items.append(Item(f"p{seat}", speech, braille))
        return items
