"""MONAD's narration: events and views as utterances, spoken and in terse
braille; the table's zones for list front ends; and the list of moves,
grouped by kind and sorted by value.

Cards are said with rank, colour and, where it matters (cards gained, held
or lying open), their temperature: "Bi yellow (warm)" / "Bi gelb (warm)".
Braille forms (the legend says them): the rank digit (1 One, 2 Bi, 3 Tri,
4 Quad, 5 Quint, M Monad) and the colour's short form of games/colours.py:
``2y`` / ``2ge`` the yellow Bi, ``1lb`` / ``1hb`` a light blue One. A hand
in braille lists each rank's warm colours after ``w:`` and its cold ones
after ``c:`` / ``k:``; a star marks a relative.

The list of moves (:meth:`MonadNarrator.action_items`): a short "Best
moves" group (the three of highest value, when more than three moves gain
cards), then combine, acquire, jump, "pay card by card" (the payment
builders) and the other moves (end, draw, flip, pass), each under a heading
that says its name and size (no headings when there is one group only).
Within a group, moves are sorted by value: what a move gains minus what it
costs, in card values (``Monad.action_value`` when the game has it); equal
values keep the game's order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, join_list, render
from accessible_games.core.narration import Area, Item, Narrator, alias_id, heading_id
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.colours import COLOUR_BRAILLE, colour_from_word
from accessible_games.games.monad import messages  # noqa: F401 - registers the game's messages
from accessible_games.games.monad.cards import (
    BI,
    CARD_COLOUR,
    CARD_RANK,
    COLOUR_CODE,
    COLOURS,
    MONAD,
    ONE,
    RANK_CODE,
    VALUE,
    WARM,
)

#: the group of each kind of move in the list of moves, in the list's order
GROUPS = ("combine", "acquire", "jump", "build", "other")
GROUP_OF = {"combine": "combine", "acquire": "acquire", "jump": "jump", "build": "build"}
#: the kinds of moves that gain cards: the "Best moves" are chosen among them
VALUED = ("combine", "acquire", "jump")
#: how many moves the "Best moves" group holds
BEST = 3
#: the order of the other moves
OTHER_ORDER = {"end": 0, "draw": 1, "flip": 2, "pass": 3}
#: the order of the moves while paying card by card
PAYING_ORDER = {"done": 0, "pay": 1, "unpay": 2, "cancel": 3}
#: ids of the table areas' items of the columns: "col2" the Bi column ... "col5" the Quint column
COLUMN_ITEM = "col"

_RANK_OF_CODE = {code: rank for rank, code in enumerate(RANK_CODE)}
_COLOUR_OF_CODE = {code: colour for colour, code in enumerate(COLOUR_CODE)}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _signed(value: float) -> str:
    value = int(round(value))
    return f"+{value}" if value > 0 else str(value)


def parse_code(code: str) -> tuple[int, int | None] | None:
    """(rank, colour) of a card code ("2Y", "1R", "M"), or None."""
    code = code.strip().upper()
    if code == "M":
        return MONAD, None
    if len(code) == 2 and code[0] in _RANK_OF_CODE and code[1] in _COLOUR_OF_CODE:
        return _RANK_OF_CODE[code[0]], _COLOUR_OF_CODE[code[1]]
    return None


def colour_id(value: Any) -> int | None:
    """A colour id from an id or a colour name in either language."""
    if isinstance(value, int):
        return value if 0 <= value < len(COLOURS) else None
    if isinstance(value, str):
        name = colour_from_word(value.replace(" ", "")) or value
        if name in COLOURS:
            return COLOURS.index(name)
    return None


def target_rank(value: Any) -> int | None:
    """The rank a payment or acquisition is for: a rank, a card id (a
    One's ids are never targets, so a small number is a rank) or a code."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value if value < 24 else CARD_RANK[value]
    if isinstance(value, str):
        return _RANK_OF_CODE.get(value.strip().upper())
    return None


class MonadNarrator(Narrator):
    def __init__(
        self,
        lang: str,
        names: list[str],
        viewer: int | None,
        facts: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(lang, names, viewer, facts)
        #: a table of two teams (the views and events say which seats)
        self._teams = bool(self.option("teams", False))

    # --- cards --------------------------------------------------------------

    def rank(self, rank: int) -> str:
        return self.t(f"monad.say.rank.{rank}")

    def ranks(self, rank: int, count: int = 2) -> str:
        """A rank's name for ``count`` cards: "One" / "Ones"."""
        return self.t(f"monad.say.ranks.{rank}", count=count)

    def colour(self, colour: int) -> str:
        return self.t(f"colour.{COLOURS[colour]}.name")

    def colour_br(self, colour: int) -> str:
        return COLOUR_BRAILLE[self.lang][COLOURS[colour]]

    def temp(self, colour: int) -> str:
        return self.t("monad.say.warm" if WARM[colour] else "monad.say.cold")

    def _rank_colour(self, card: int | tuple[int, int | None]) -> tuple[int, int | None]:
        if isinstance(card, tuple):
            return card
        colour = CARD_COLOUR[card]
        return CARD_RANK[card], (colour if colour >= 0 else None)

    def card(
        self, card: int | tuple[int, int | None], temp: bool = False, stamm: int | None = None
    ) -> str:
        """A card by id (or (rank, colour)): "Bi yellow", with ``temp``
        "Bi yellow (warm)", and "(warm, relative)" for a relative of
        identity colour ``stamm``."""
        rank, colour = self._rank_colour(card)
        if rank == MONAD or colour is None:
            return self.rank(MONAD)
        params = dict(rank=self.rank(rank), colour=self.colour(colour))
        if stamm is not None and colour == stamm and rank != ONE:
            return self.t("monad.say.card.relative", temp=self.temp(colour), **params)
        if temp:
            return self.t("monad.say.card.temp", temp=self.temp(colour), **params)
        return self.t("monad.say.card", **params)

    def gained(self, card: int, into: bool = False) -> str:
        """A card gained: with its temperature, or "a Monad" (``into``: as
        said after "into", German "zu einer Monad")."""
        if CARD_RANK[card] == MONAD:
            return self.t("monad.say.into_monad" if into else "monad.say.a_rank.5")
        return self.card(card, temp=True)

    def cards(self, cards: list[int], temp: bool = False) -> str:
        return join_list([self.card(c, temp) for c in cards], self.lang)

    def card_br(self, card: int | tuple[int, int | None]) -> str:
        rank, colour = self._rank_colour(card)
        if rank == MONAD or colour is None:
            return "M"
        return f"{RANK_CODE[rank]}{self.colour_br(colour)}"

    def cards_br(self, cards: list[int]) -> str:
        return " ".join(self.card_br(c) for c in cards) or "-"

    def monads(self, count: int) -> str:
        """ "1 Monad" / "3 Monads"."""
        return self.t("monad.say.monads", count=count)

    # --- hands ----------------------------------------------------------------

    def _groups(self, cards: list[int], stamm: int | None) -> tuple[list[str], list[str]]:
        """The cards by rank (spoken groups, braille groups), each rank's
        warm colours first, then its cold ones; equal cards counted."""
        speech: list[str] = []
        braille: list[str] = []
        for rank in sorted({CARD_RANK[c] for c in cards}):
            of_rank = [c for c in cards if CARD_RANK[c] == rank]
            if rank == MONAD:
                speech.append(self.monads(len(of_rank)))
                braille.append(f"{len(of_rank)}M")
                continue
            parts: dict[bool, list[str]] = {True: [], False: []}
            parts_br: dict[bool, list[str]] = {True: [], False: []}
            for colour in sorted({CARD_COLOUR[c] for c in of_rank}):
                number = sum(1 for c in of_rank if CARD_COLOUR[c] == colour)
                relative = colour == stamm and rank != ONE
                name = (
                    self.t("monad.say.colour.relative", colour=self.colour(colour))
                    if relative
                    else self.colour(colour)
                )
                if number > 1:
                    name = self.t("monad.say.count_of", count=number, name=name)
                parts[WARM[colour]].append(name)
                parts_br[WARM[colour]].extend(
                    [self.colour_br(colour) + ("*" if relative else "")] * number
                )
            warm, cold = parts[True], parts[False]
            key = (
                "monad.say.hand.both"
                if warm and cold
                else "monad.say.hand.warm"
                if warm
                else "monad.say.hand.cold"
            )
            speech.append(
                self.t(
                    key,
                    ranks=self.ranks(rank, len(of_rank)),
                    warm=", ".join(warm),
                    cold=", ".join(cold),
                )
            )
            text = RANK_CODE[rank]
            if parts_br[True]:
                text += f" {self.t('monad.say.warm.br')}:" + " ".join(parts_br[True])
            if parts_br[False]:
                text += f" {self.t('monad.say.cold.br')}:" + " ".join(parts_br[False])
            braille.append(text)
        return speech, braille

    def hand_text(self, cards: list[int], stamm: int | None = None) -> tuple[str, str]:
        """A hand grouped by rank, with colours and temperatures:
        ("8 cards, worth 18. Ones, warm: 2 red, orange; cold: light blue.", "1 w:r r o c:lb")."""
        if not cards:
            return self.t("monad.say.no_cards"), "-"
        speech, braille = self._groups(cards, stamm)
        value = sum(VALUE[CARD_RANK[c]] for c in cards)
        spoken = self.t(
            "monad.say.hand",
            count=len(cards),
            value=value,
            groups=". ".join(_cap(s) for s in speech),
        )
        return spoken, "; ".join(braille)

    def _stamm(self, view: dict[str, Any], seat: int | None) -> int | None:
        stamm = view.get("stamm") or []
        if seat is None or seat >= len(stamm):
            return None
        return colour_id(stamm[seat])

    # --- utterance helpers ------------------------------------------------------

    def _seat_category(self, seat: int | None) -> Category:
        if seat is None:
            return Category.TABLE
        return Category.OWN if seat == self.viewer else Category.OTHERS

    def _list_names(self, seats: list[int]) -> str:
        return _cap(self.names_list(seats))

    def _seat_params(self, seat: int) -> dict[str, Any]:
        """``$player`` and ``$who`` of a message about ``seat``."""
        return {
            "player": self.names[seat] if seat < len(self.names) else "-",
            "who": "you" if seat == self.viewer else "other",
        }

    def _per_seat(self, numbers: list[Any]) -> str:
        """ "Ute 1, Ben 0 and you 2": a number per seat."""
        return join_list(
            [
                self.t("monad.say.seat", count=n, **self._seat_params(s))
                for s, n in enumerate(numbers)
            ],
            self.lang,
        )

    def _per_seat_br(self, numbers: list[Any]) -> str:
        """ "Ute: 1, Ben: 0, you: 2": each number after its player's name
        and a colon, so that "Player 1" and its count never run together."""
        return ", ".join(
            self.t("monad.say.seat.br", count=n, **self._seat_params(s))
            for s, n in enumerate(numbers)
        )

    # --- events -------------------------------------------------------------

    def event(self, event: Event) -> Utterance | None:
        """The event's utterance. Others' draws are said together: a draw
        that passes the turn to a third player is said with the listener's
        own turn, or with the next move that is not a draw (the rules hand
        the draws in a row to both, ``data["draws"]``), so that a round of
        draws is one message: "Anna and Ben each draw a card from the
        talon; 4 left. Your turn." An onlooker hears every draw at once."""
        if not event.visible(self.viewer):
            return None
        handler = getattr(self, f"_on_{event.kind}", None)
        said = handler(event) if handler else None
        draws = event.data.get("draws")
        if not draws or event.kind == "turn":
            return said
        before = self._draws(self._unheard(draws))
        if before is None:
            return said
        return self._joined([before, said], said.category, said.priority) if said else before

    # --- draws in a row -------------------------------------------------------

    def _unheard(self, run: list[list[int]]) -> list[list[int]]:
        """The draws of ``run`` (each [seat, next seat, talon left], oldest
        first) the listener has not heard yet: those after its own last draw
        and after the last draw that passed the turn to it (each said then).
        An onlooker hears every draw at once."""
        if self.viewer is None:
            return []
        out: list[list[int]] = []
        for entry in reversed(run):
            if self.viewer in (entry[0], entry[1]):
                break
            out.append(entry)
        return out[::-1]

    def _draws(self, draws: list[list[int]], turn: bool = False) -> Utterance | None:
        """Others' draws in a row as one message: who drew and what is
        left of the talon; with ``turn``, "your turn" after them."""
        if not draws:
            return None
        seats = [d[0] for d in draws]
        key = "monad.say.draws.turn" if turn else "monad.say.draws"
        params = dict(players=_cap(self.names_list(seats)), count=len(seats), talon=draws[-1][2])
        braille = self.t(
            f"{key}.br",
            players=" ".join(self.name(s) for s in seats),
            **{k: v for k, v in params.items() if k != "players"},
        )
        return Utterance(
            self.t(key, **params),
            braille,
            Category.TURN if turn else Category.OTHERS,
            Priority.POLITE if turn else Priority.QUEUE,
        )

    def _on_game_start(self, e: Event) -> Utterance:
        d = e.data
        stamm = [colour_id(c) for c in d.get("stamm", [])]
        colours = join_list(
            [
                self.t("monad.say.stamm", colour=self.colour(c), **self._seat_params(s))
                for s, c in enumerate(stamm)
                if c is not None
            ],
            self.lang,
        )
        colours_br = " ".join(
            self.t("monad.say.stamm.br", colour=self.colour_br(c), **self._seat_params(s))
            for s, c in enumerate(stamm)
            if c is not None
        )
        teams = d.get("teams")
        params = dict(players=d.get("players", len(self.names)), target=d.get("target_monads", 0))
        key = "monad.say.game_start"
        if teams:
            pairs = (
                teams
                if isinstance(teams, list) and teams and isinstance(teams[0], list)
                else [[0, 2], [1, 3]]
            )
            second = [self.t("monad.say.opponent", **self._seat_params(s)) for s in pairs[-1]]
            params["teams"] = self.t(
                "monad.say.versus",
                first=self.names_list(list(pairs[0])),
                second=join_list(second, self.lang),
            )
            key = "monad.say.game_start.teams"
        starter = d.get("starter", e.seat)
        spoken = self.say(key, starter, Category.TABLE, stamm=colours, **params)
        braille_key = (
            "monad.say.game_start.own.br" if starter == self.viewer else "monad.say.game_start.br"
        )
        braille = self.t(braille_key, player=self.name(starter), stamm=colours_br, **params)
        return Utterance(spoken.speech, braille, Category.TABLE, Priority.QUEUE)

    def _on_dealt(self, e: Event) -> Utterance:
        speech, braille = self.hand_text(sorted(e.data["cards"]))
        return self._two(
            "monad.say.dealt", None, {"hand": speech}, {"cards": braille}, Category.OWN
        )

    def _on_turn(self, e: Event) -> Utterance | None:
        draws = e.data.get("draws")
        if e.seat != self.viewer:
            if draws and self.viewer is not None and draws[-1][0] != self.viewer:
                return (
                    None  # a draw passed the turn: said with the next move or the listener's turn
                )
            return self.say("monad.say.turn", e.seat, Category.TURN, Priority.QUEUE)
        bonus = bool(e.data.get("bonus_restored"))
        if draws:  # the draws since the listener's own move, and the turn, in one
            said = self._draws(self._unheard(draws[:-1]) + [draws[-1]], turn=True)
            if said is not None:
                if not bonus:
                    return said
                restored = self.say(
                    "monad.say.bonus_restored", None, Category.TURN, Priority.POLITE
                )
                return self._joined([said, restored])
        key = "monad.say.turn.bonus" if bonus else "monad.say.turn"
        return self.say(key, e.seat, Category.TURN, Priority.POLITE)

    def _on_combine(self, e: Event) -> Utterance:
        d = e.data
        cards = list(d["cards"])
        gained = d["gained"]
        relative = d.get("relative")
        if relative is not None and relative in cards:
            partner = next(c for c in cards if c != relative)
            parts = [
                self._two(
                    "monad.say.combine.relative",
                    e.seat,
                    {
                        "partner": self.card(partner),
                        "relative": self.card(relative),
                        "gained": self.gained(gained, into=True),
                    },
                    {
                        "partner": self.card_br(partner),
                        "relative": self.card_br(relative),
                        "gained": self.card_br(gained),
                    },
                    as_rank=self.t(f"monad.say.a_rank.{CARD_RANK[partner]}"),
                )
            ]
        else:
            ordered = sorted(cards, key=lambda c: (-CARD_RANK[c], CARD_COLOUR[c]))
            parts = [
                self._two(
                    "monad.say.combine",
                    e.seat,
                    {"cards": self.cards(ordered), "gained": self.gained(gained, into=True)},
                    {"cards": self.cards_br(ordered), "gained": self.card_br(gained)},
                )
            ]
        bonus = list(d.get("bonus") or [])
        if bonus or d.get("talon_bonus"):
            taken = [self.card(c, temp=True) for c in bonus]
            taken_br = [self.card_br(c) for c in bonus]
            if d.get("talon_bonus"):  # face down: its player alone hears which (a private "drawn")
                taken.append(self.t("monad.say.talon_one"))
                taken_br.append(self.t("monad.say.talon_one.br"))
            parts.append(
                self._two(
                    "monad.say.bonus",
                    e.seat,
                    {"cards": join_list(taken, self.lang)},
                    {"cards": " ".join(taken_br)},
                )
            )
        if CARD_RANK[gained] == MONAD and d.get("monads") is not None:
            parts.append(self.say("monad.say.combine.monads", e.seat, count=d["monads"]))
        parts += self._came_up(d.get("up"))
        return self._joined(parts, self._seat_category(e.seat))

    def _came_up(self, up: list[list[Any]] | None) -> list[Utterance]:
        """What a move left on top of the columns whose top card it took
        (``data["up"]``: [rank, card or None] a column): "Now on top: Tri
        yellow (warm)." and "The Bi column is now empty."; nothing when no
        column was taken from. The columns lie open: everyone hears it."""
        if not up:
            return []
        cards = [card for _rank, card in up if card is not None]
        out: list[Utterance] = []
        if cards:
            out.append(
                self._two(
                    "monad.say.up",
                    None,
                    {"cards": join_list([self.card(c, temp=True) for c in cards], self.lang)},
                    {"cards": self.cards_br(cards)},
                )
            )
        for rank, card in up:
            if card is None:
                out.append(
                    self._two(
                        "monad.say.up.empty",
                        None,
                        {"rank": self.rank(rank)},
                        {"digit": RANK_CODE[rank]},
                    )
                )
        return out

    def _on_acquire(self, e: Event) -> Utterance:
        d = e.data
        target = d["target"]
        paid = sorted(d["paid"], key=lambda c: (-CARD_RANK[c], CARD_COLOUR[c]))
        said = self._two(
            "monad.say.acquire",
            e.seat,
            {"target": self.gained(target), "paid": self.cards(paid)},
            {"target": self.card_br(target), "paid": self.cards_br(paid)},
            value=d.get("value", sum(VALUE[CARD_RANK[c]] for c in paid)),
            needed=d.get("needed", VALUE[CARD_RANK[target]]),
        )
        parts = [said]
        if CARD_RANK[target] == MONAD and d.get("monads") is not None:
            parts.append(self.say("monad.say.combine.monads", e.seat, count=d["monads"]))
        parts += self._came_up(d.get("up"))
        return self._joined(parts, self._seat_category(e.seat)) if len(parts) > 1 else said

    def _on_jump(self, e: Event) -> Utterance:
        d = e.data
        paid = sorted(d["paid"])
        colours = join_list([self.colour(CARD_COLOUR[c]) for c in paid], self.lang)
        said = self._two(
            "monad.say.jump",
            e.seat,
            {"gained": self.gained(d["gained"])},
            {"gained": self.card_br(d["gained"]), "paid": self.cards_br(paid)},
            count=len(paid),
            colours=colours,
        )
        up = self._came_up(d.get("up"))
        return self._joined([said, *up], self._seat_category(e.seat)) if up else said

    def _on_under(self, e: Event) -> Utterance:
        card = e.data["card"]
        column = e.data.get("column", CARD_RANK[card])
        return self._two(
            "monad.say.under",
            None,
            {"card": _cap(self.card(card))},
            {"card": self.card_br(card)},
            self._seat_category(e.seat),
            rank=self.rank(column),
        )

    def _on_discarded(self, e: Event) -> Utterance:
        cards = sorted(e.data["cards"])
        speech = self.t("monad.say.discarded", cards=_cap(self.cards(cards)), count=len(cards))
        return Utterance(
            speech,
            self.t("monad.say.discarded.br", cards=self.cards_br(cards), count=len(cards)),
            self._seat_category(e.seat),
            Priority.QUEUE,
        )

    def _on_draw(self, e: Event) -> Utterance | None:
        if e.seat == self.viewer:
            return None  # the private "drawn" names the card
        if self.viewer is not None:
            return None  # said with the turn that follows, or with the next other move
        return self.say("monad.say.draw", e.seat, talon=e.data.get("talon", 0))

    def _on_drawn(self, e: Event) -> Utterance:
        card = e.data["card"]
        key = "monad.say.drawn.bonus" if e.data.get("bonus") else "monad.say.drawn"
        return self._two(
            key,
            None,
            {"card": self.card(card, temp=True)},
            {"card": self.card_br(card)},
            Category.OWN,
        )

    def _on_flip(self, e: Event) -> Utterance:
        return self.say("monad.say.flip", e.seat, talon=e.data.get("talon", 0))

    def _on_pass(self, e: Event) -> Utterance:
        speech, braille = self.hand_text(sorted(e.data.get("hand", [])))
        return self._two("monad.say.pass", e.seat, {"hand": speech}, {"cards": braille})

    def _on_end_turn(self, e: Event) -> Utterance:
        return self.say("monad.say.end_turn", e.seat)

    def _payment(self, d: dict[str, Any]) -> tuple[str, str]:
        rank = target_rank(d.get("target"))
        top = d.get("top")
        if top is not None:
            target, target_br = self.gained(top), self.card_br(top)
        elif rank is not None:
            target = self.t(f"monad.say.a_rank.{rank}")
            target_br = RANK_CODE[rank]
        else:
            target = target_br = "-"
        cards = sorted(d.get("cards", []), key=lambda c: (-CARD_RANK[c], CARD_COLOUR[c]))
        total, needed = d.get("total", 0), d.get("needed", VALUE[rank] if rank is not None else 0)
        key = "monad.say.payment.enough" if total >= needed else "monad.say.payment"
        speech = self.t(
            key,
            target=target,
            cards=self.cards(cards) if cards else self.t("monad.say.no_cards"),
            total=total,
            needed=needed,
        )
        braille = self.t(
            "monad.say.payment.br",
            target=target_br,
            cards=self.cards_br(cards),
            total=total,
            needed=needed,
        )
        return speech, braille

    def _on_payment(self, e: Event) -> Utterance:
        speech, braille = self._payment(e.data)
        return Utterance(speech, braille, Category.OWN, Priority.INTERRUPT)

    def _on_payment_cancelled(self, e: Event) -> Utterance:
        return self.say("monad.say.payment_cancelled", None, Category.OWN, Priority.INTERRUPT)

    def _on_order_asked(self, e: Event) -> Utterance:
        d = e.data
        cards = list(d["cards"])
        return self._two(
            "monad.say.order_asked",
            None,
            {"cards": self.cards(cards), "rank": self.rank(d["column"])},
            {"cards": self.cards_br(cards), "rank": RANK_CODE[d["column"]]},
            Category.TURN,
            Priority.POLITE,
            count=len(cards),
        )

    def _on_game_over(self, e: Event) -> Utterance:
        d = e.data
        winners = list(d.get("winners", []))
        monads = list(d.get("monads", []))
        players = self._list_names(winners)
        own = self.viewer in winners
        standings = self.t("monad.say.standings", monads=self._per_seat(monads))
        if d.get("reason") == "stalemate":
            values = list(d.get("hand_values", []))
            speech = self.t(
                "monad.say.game_over.stalemate",
                monads=self._per_seat(monads),
                values=self._per_seat(values),
            )
            if len(winners) > 1:
                tail = self.t(
                    "monad.say.game_over.winners", players=players, who="you" if own else "other"
                )
            elif winners:
                tail = self.t("monad.say.game_over.winner", **self._seat_params(winners[0]))
            else:
                tail = ""
            speech = f"{speech} {tail}".strip()
            braille = self.t(
                "monad.say.game_over.stalemate.br",
                monads=self._per_seat_br(monads),
                values=self._per_seat_br(values),
                players=self.names_list(winners),
            )
            return Utterance(speech, braille, Category.TABLE, Priority.POLITE)
        total = sum(monads[s] for s in winners if s < len(monads))
        if len(winners) > 1:
            speech = self.t(
                "monad.say.game_over.team",
                players=players,
                count=total,
                who="you" if own else "other",
            )
        elif winners:
            speech = self.t("monad.say.game_over", count=total, **self._seat_params(winners[0]))
        else:
            speech = ""
        speech = f"{speech} {standings}".strip()
        braille = self.t(
            "monad.say.game_over.br",
            players=self.names_list(winners),
            monads=self._per_seat_br(monads),
        )
        return Utterance(speech, braille, Category.TABLE, Priority.POLITE)

    # --- the state ------------------------------------------------------------

    def column_text(self, column: dict[str, Any], below: bool = False) -> tuple[str, str]:
        """A column's top card and length: ("Bi column: Bi yellow (warm) on
        top, 5 cards", "2: 2y (5)"); with ``below`` also the cards under the
        top, from the top down (:meth:`below_text`)."""
        rank, top, size = column["rank"], column.get("top"), column.get("size", 0)
        if top is None or not size:
            return (
                self.t("monad.say.column.item.empty", rank=self.rank(rank)),
                self.t("monad.say.column.item.empty.br", digit=RANK_CODE[rank]),
            )
        speech = self.t(
            "monad.say.column.item",
            rank=self.rank(rank),
            card=self.card(top, temp=True),
            size=size,
        )
        braille = self.t(
            "monad.say.column.item.br", digit=RANK_CODE[rank], card=self.card_br(top), size=size
        )
        under = list(column.get("below") or []) if below else []
        if not under:
            return speech, braille
        cards, cards_br = self.below_text(under)
        return (
            self.t("monad.say.column.below", column=speech, cards=cards),
            self.t("monad.say.column.below.br", column=braille, cards=cards_br),
        )

    def below_text(self, below: list[int | None]) -> tuple[str, str]:
        """The cards under a column's top, from the top down: each known
        card by its colour (the column gives the rank), the cards nobody
        has seen yet (None) counted: ("2 unknown cards, yellow, green",
        "2 unknown, y g")."""
        speech: list[str] = []
        braille: list[str] = []
        unknown = 0
        known: list[str] = []
        for card in [*below, -1]:  # -1 closes the last run
            if card is None:
                if known:
                    braille.append(" ".join(known))
                    known = []
                unknown += 1
                continue
            if unknown:
                speech.append(self.t("monad.say.column.unknown", count=unknown))
                braille.append(self.t("monad.say.column.unknown.br", count=unknown))
                unknown = 0
            if card >= 0:
                speech.append(self.colour(CARD_COLOUR[card]))
                known.append(self.colour_br(CARD_COLOUR[card]))
        if known:
            braille.append(" ".join(known))
        return ", ".join(speech), ", ".join(braille)

    def column(self, view: dict[str, Any], rank: int) -> Utterance:
        """What the key of a column says: as its item in the columns zone."""
        for column in view.get("columns", []):
            if column["rank"] == rank:
                speech, braille = self.column_text(column, below=True)
                return self.info(speech, braille)
        speech, braille = self.column_text({"rank": rank, "top": None, "size": 0})
        return self.info(speech, braille)

    def monad_pile(self, view: dict[str, Any]) -> Utterance:
        """The Monad pile and everyone's Monads (teams: the teams' totals too)."""
        monads = view.get("monads", [])
        listing = self._per_seat(monads)
        listing_br = self._per_seat_br(monads)
        speech = self.t("monad.say.monad_pile", pile=view.get("monad_pile", 0), monads=listing)
        braille = self.t(
            "monad.say.monad_pile.br", pile=view.get("monad_pile", 0), monads=listing_br
        )
        teams = view.get("teams")
        if teams:
            speech += " " + self._teams_text(view)[0]
        return self.info(speech, braille)

    def _talon_text(self, view: dict[str, Any]) -> str:
        talon = view.get("talon", 0)
        return self.t("monad.say.talon", count=talon) if talon else self.t("monad.say.talon.empty")

    def _discard_text(self, view: dict[str, Any]) -> tuple[str, str]:
        discard = list(view.get("discard", []))
        if not discard:
            return self.t("monad.say.discard.empty"), self.t("monad.say.discard.empty.br")
        return (
            self.t("monad.say.discard", count=len(discard), cards=self.cards(discard, temp=True)),
            self.t("monad.say.discard.br", count=len(discard), cards=self.cards_br(discard)),
        )

    def hand(self, view: dict[str, Any]) -> Utterance:
        cards = view.get("hand", [])
        if not cards:
            return self.info(
                self.t("monad.say.hand.none" if self.viewer is None else "monad.say.hand.empty")
            )
        speech, braille = self.hand_text(cards, self._stamm(view, self.viewer))
        return self.info(speech, self.t("monad.say.hand.br", cards=braille))

    def table(self, view: dict[str, Any]) -> Utterance:
        texts = [self.column_text(c) for c in view.get("columns", [])]
        discard, discard_br = self._discard_text(view)
        speech = self.t(
            "monad.say.table",
            columns="; ".join(t[0] for t in texts),
            pile=view.get("monad_pile", 0),
            talon=self._talon_text(view),
            discard=discard,
        )
        braille = self.t(
            "monad.say.table.br",
            columns=" ".join(t[1] for t in texts),
            pile=view.get("monad_pile", 0),
            talon=view.get("talon", 0),
            discard=discard_br,
        )
        return self.info(speech, braille)

    def recap(self, view: dict[str, Any]) -> Utterance:
        """Where the player stands, in one line: the hand grouped by rank,
        each column's top card and length, everyone's Monads and the Monads
        left, the talon and the discard pile."""
        cards = view.get("hand", [])
        if cards:
            hand, hand_br = self.hand_text(cards, self._stamm(view, self.viewer))
        else:
            hand, hand_br = self.t("monad.say.no_cards"), "-"
        hand = hand.rstrip(".")  # the message puts the stop after the hand
        tops, tops_br = [], []
        for column in view.get("columns", []):
            size = column.get("size", 0)
            top = column.get("top") if size else None
            if top is None:
                tops.append(self.t("monad.say.recap.empty", rank=self.rank(column["rank"])))
                tops_br.append(f"{RANK_CODE[column['rank']]}-")
            else:
                tops.append(self.t("monad.say.recap.column", card=self.card(top), size=size))
                tops_br.append(
                    self.t("monad.say.recap.column.br", card=self.card_br(top), size=size)
                )
        monads = view.get("monads", [])
        params = dict(
            pile=view.get("monad_pile", 0),
            talon=view.get("talon", 0),
            discard=len(view.get("discard", [])),
        )
        speech = self.t(
            "monad.say.recap",
            hand=hand,
            columns=join_list(tops, self.lang),
            monads=self._per_seat(monads),
            **params,
        )
        braille = self.t(
            "monad.say.recap.br",
            hand=hand_br,
            columns=" ".join(tops_br),
            monads=self._per_seat_br(monads),
            **params,
        )
        if view.get("teams"):
            teams, teams_br = self._teams_text(view)
            speech, braille = f"{speech} {teams}", f"{braille}; {teams_br}"
        return Utterance(speech, braille, Category.INFO, Priority.POLITE)

    def _winners_text(self, view: dict[str, Any]) -> str:
        winners = view.get("winners") or []
        return self.t("monad.say.winners", players=self._list_names(winners)) if winners else ""

    def status(self, view: dict[str, Any]) -> Utterance:
        if view.get("over"):
            result = self._winners_text(view)
            standings = self.t("monad.say.standings", monads=self._per_seat(view.get("monads", [])))
            return self.info(
                self.t("monad.say.status.over", result=f"{result} {standings}".strip()),
                self.t(
                    "monad.say.status.over.br", result=self.names_list(view.get("winners") or [])
                ),
            )
        turn = view.get("turn")
        phase = view.get("phase", "start")
        params: dict[str, Any] = dict(count=view.get("actions_taken", 0))
        payment = view.get("payment")
        if phase == "paying" and payment:
            rank = target_rank(payment.get("target"))
            top = payment.get("top")
            params.update(
                target=self.gained(top)
                if top is not None
                else self.t(f"monad.say.a_rank.{rank if rank is not None else 0}"),
                total=payment.get("total", 0),
                needed=payment.get("needed", 0),
            )
        order = view.get("order")
        if phase == "order" and order:
            params["rank"] = self.rank(order.get("column", 0))
        if phase not in ("start", "acting", "paying", "order"):
            phase = "acting"
        speech = self.say(f"monad.say.status.{phase}", turn, **params).speech
        who = self._seat_params(turn) if turn is not None else {"player": "-", "who": "other"}
        braille = self.t("monad.say.status.br", phase=self.t(f"monad.say.phase.{phase}.br"), **who)
        extra: list[str] = []
        if self.viewer is not None:
            you, you_br = self._player_text(view, self.viewer, you=True)
            extra.append(you)
            braille += "; " + you_br
        extra.append(
            self.t(
                "monad.say.status.goal",
                target=view.get("target_monads", 0),
                pile=view.get("monad_pile", 0),
            )
        )
        if view.get("passes"):
            extra.append(self.t("monad.say.status.passes", count=view["passes"]))
        return self.info(" ".join([speech, *extra]), braille)

    def _teams_text(self, view: dict[str, Any]) -> tuple[str, str]:
        teams = view.get("teams") or []
        monads = view.get("monads", [])
        totals = view.get("team_monads") or [sum(monads[s] for s in team) for team in teams]
        speech = "; ".join(
            self.t("monad.say.team", players=_cap(self.names_list(list(team))), count=totals[i])
            for i, team in enumerate(teams)
        )
        braille = " ".join(
            self.t(
                "monad.say.team.br", players="+".join(self.name(s) for s in team), count=totals[i]
            )
            for i, team in enumerate(teams)
        )
        return (
            self.t("monad.say.scores.teams", teams=speech, target=view.get("target_monads", 0)),
            self.t("monad.say.scores.teams.br", teams=braille, target=view.get("target_monads", 0)),
        )

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        monads = view.get("monads", [])
        target = view.get("target_monads", 0)
        speech = self.t("monad.say.scores", monads=self._per_seat(monads))
        braille = self.t("monad.say.scores.br", monads=self._per_seat_br(monads))
        if view.get("teams"):
            teams, teams_br = self._teams_text(view)
            speech, braille = f"{speech} {teams}", f"{braille}; {teams_br}"
        else:
            speech += " " + self.t("monad.say.scores.target", target=target)
            braille += "; " + self.t("monad.say.scores.target.br", target=target)
        out = [self.info(speech, braille)]
        if detail:
            out += [self.info(i.speech, i.brailled) for i in self.player_items(view)]
            out.append(self.monad_pile(view))
        return out

    def legend(self) -> Utterance:
        forms = COLOUR_BRAILLE[self.lang]
        colours = join_list(
            [
                self.t("monad.legend.colour", code=forms[c], name=self.t(f"colour.{c}.name"))
                for c in COLOURS
            ],
            self.lang,
        )
        return self.info(
            self.t(
                "monad.legend",
                colours=colours,
                example=self.card_br((BI, COLOURS.index("yellow"))),
                warm=self.t("monad.say.warm.br"),
                cold=self.t("monad.say.cold.br"),
            )
        )

    # --- players ------------------------------------------------------------

    def _player_text(self, view: dict[str, Any], seat: int, you: bool = False) -> tuple[str, str]:
        counts = view.get("hand_counts", [])
        count = counts[seat] if seat < len(counts) else 0
        monads = view.get("monads", [])
        monad_count = monads[seat] if seat < len(monads) else 0
        stamm = self._stamm(view, seat)
        bonus = view.get("bonus", [])
        up = bool(bonus[seat]) if seat < len(bonus) else False
        bonus_key = "monad.say.bonus.up" if up else "monad.say.bonus.down"
        params = dict(
            count=count,
            monads=monad_count,
            stamm=self.colour(stamm) if stamm is not None else "-",
            bonus=self.t(bonus_key),
        )
        params_br = dict(
            params,
            stamm=self.colour_br(stamm) if stamm is not None else "-",
            bonus=self.t(f"{bonus_key}.br"),
        )
        if you:
            return self.t("monad.say.status.you", **params), self.t(
                "monad.say.status.you.br", **params_br
            )
        return (
            self.t("monad.say.player", name=self.seat_name(seat), **params),
            self.t("monad.say.player.br", name=self.seat_name(seat), **params_br),
        )

    def player_items(self, view: dict[str, Any]) -> list[Item]:
        items = []
        teams = view.get("teams") or []
        for seat in range(view.get("players", len(self.names))):
            speech, braille = self._player_text(view, seat)
            for team in teams:
                if seat in team:
                    partners = [s for s in team if s != seat]
                    if partners:
                        speech += ", " + self.t(
                            "monad.say.player.partner",
                            partner=self.name(partners[0]),
                            who=self.who(partners[0]),
                        )
            if seat == view.get("turn") and not view.get("over"):
                speech += ", " + self.t("monad.say.player.turn")
                braille += " " + self.t("monad.say.player.turn.br")
            items.append(Item(f"p{seat}", speech, braille))
        return items

    # --- zones for list front ends ------------------------------------------

    def areas(self) -> list[Area]:
        return [
            Area("columns", Msg("monad.zone.columns"), "c"),
            Area("piles", Msg("monad.zone.piles"), "l"),
        ]

    def area_items(self, key: str, view: dict[str, Any]) -> list[Item]:
        items: list[Item] = []
        if key == "columns":
            for column in view.get("columns", []):
                speech, braille = self.column_text(column, below=True)
                items.append(Item(f"{COLUMN_ITEM}{RANK_CODE[column['rank']]}", speech, braille))
            return items
        if key != "piles":
            return []
        payment = view.get("payment")
        if payment:
            speech, braille = self._payment(payment)
            items.append(Item("payment", speech, braille))
        order = view.get("order")
        if order:
            cards = list(order.get("cards", []))
            items.append(
                Item(
                    "order",
                    self.t(
                        "monad.zone.order",
                        rank=self.rank(order.get("column", 0)),
                        cards=self.cards(cards),
                    ),
                    f"{RANK_CODE[order.get('column', 0)]}: {self.cards_br(cards)}",
                )
            )
        pile = self.monad_pile(view)
        items.append(Item("monads", pile.speech, pile.braille))
        items.append(
            Item(
                "talon",
                self.t("monad.zone.talon", talon=self._talon_text(view)),
                self.t("monad.zone.talon.br", talon=view.get("talon", 0)),
            )
        )
        discard, discard_br = self._discard_text(view)
        items.append(
            Item(
                "discard",
                self.t("monad.zone.discard", discard=discard),
                self.t("monad.zone.discard.br", discard=discard_br),
            )
        )
        shown = view.get("shown")
        if shown and shown.get("seat") is not None:
            cards = sorted(shown.get("cards", []))
            speech, braille = self.hand_text(cards)
            said = self._two("monad.say.shown", shown["seat"], {"hand": speech}, {"cards": braille})
            items.append(Item("shown", said.speech, said.braille))
        return items

    # --- the hand -------------------------------------------------------------

    def actions_for_hand_item(
        self, view: dict[str, Any], index: int, legal: list[Action]
    ) -> list[Action]:
        """The moves that use the hand's card ``index`` (combine, acquire,
        jump, pay, unpay, under), best first."""
        card = view["hand"][index]
        rank, colour = CARD_RANK[card], CARD_COLOUR[card]
        moves = [a for a in legal if (rank, colour) in self._action_cards(a)]
        return sorted(moves, key=lambda a: -self.value(a, view))

    def hand_item(self, view: dict[str, Any], index: int, legal: list[Action]) -> Utterance:
        card = view["hand"][index]
        stamm = self._stamm(view, self.viewer)
        name = self.card(card, temp=True, stamm=stamm)
        name_br = self.card_br(card) + (
            "*"
            if stamm is not None and CARD_COLOUR[card] == stamm and CARD_RANK[card] != ONE
            else ""
        )
        if view.get("turn") != self.viewer or view.get("over") or not legal:
            return self.info(name, name_br)
        count = len(self.actions_for_hand_item(view, index, legal))
        if count:
            return self.info(
                self.t("monad.say.item.moves", card=name, count=count),
                self.t("monad.say.item.moves.br", card=name_br, count=count),
            )
        reasons = join_list(self._why_no_move(view, card), self.lang)
        return self.info(
            self.t("monad.say.item.none", card=name, reasons=reasons),
            self.t("monad.say.item.none.br", card=name_br, reasons=reasons),
        )

    def _available(self, view: dict[str, Any], rank: int) -> bool:
        """Whether a card of ``rank`` (Bi to Monad) can be taken now."""
        if rank >= MONAD:
            return view.get("monad_pile", 0) > 0
        return self._top(view, rank) is not None

    def _why_no_move(self, view: dict[str, Any], card: int) -> list[str]:
        """Why the hand's ``card`` has no move now, said on the card: the
        phase (a payment under way, cards to put under a column), else why
        it combines with nothing and why it pays for nothing."""
        rank, colour = CARD_RANK[card], CARD_COLOUR[card]
        phase = view.get("phase")
        order = view.get("order")
        if phase == "order" and order:
            return [self.t("monad.why.order", rank=self.rank(order.get("column", 0)))]
        payment = view.get("payment")
        if phase == "paying" and payment:
            target = target_rank(payment.get("target"))
            if target is not None and rank >= target:
                return [
                    self.t("monad.why.pay_rank", rank=self.rank(rank), target=self.rank(target))
                ]
            return [self.t("monad.why.pay_all")]
        hand = list(view.get("hand", []))
        stamm = self._stamm(view, self.viewer)
        relative = colour == stamm and rank != ONE
        other = self.t("monad.say.cold" if WARM[colour] else "monad.say.warm")
        others = [c for c in hand if c != card and WARM[CARD_COLOUR[c]] != WARM[colour]]
        reasons: list[str] = []
        if relative:
            if not others:
                reasons.append(self.t("monad.why.relative_partner", temp=other))
            else:
                reasons.append(self.t("monad.why.columns_empty"))
        else:
            partners = [
                c
                for c in others
                if CARD_RANK[c] == rank or (CARD_COLOUR[c] == stamm and CARD_RANK[c] != ONE)
            ]
            if not partners:
                reasons.append(self.t("monad.why.no_partner", temp=other, rank=self.rank(rank)))
            elif not self._available(view, rank + 1):
                reasons.append(
                    self.t("monad.why.monads_gone")
                    if rank + 1 >= MONAD
                    else self.t("monad.why.column_empty", rank=self.rank(rank + 1))
                )
            else:
                reasons.append(self.t("monad.why.columns_empty"))
        target = next((t for t in range(rank + 1, MONAD + 1) if self._available(view, t)), None)
        if target is None:
            reasons.append(self.t("monad.why.nothing_above"))
        else:
            total = sum(VALUE[CARD_RANK[c]] for c in hand if CARD_RANK[c] < target)
            if total < VALUE[target]:
                reasons.append(
                    self.t(
                        "monad.why.too_little",
                        target=self.rank(target),
                        total=total,
                        needed=VALUE[target],
                    )
                )
            else:  # no listed payment needs it; paying card by card may
                reasons.append(self.t("monad.why.pay_by_card", target=self.rank(target)))
        return reasons

    # --- the list of moves ------------------------------------------------------

    @staticmethod
    def _codes(action: Action) -> list[str]:
        """The card codes named in an action's text."""
        words = action.text.split()
        if action.kind in ("acquire", "jump") and "with" in words:
            words = words[words.index("with") + 1 :]
        elif action.kind in ("combine",):
            words = words[1:]
        elif action.kind in ("pay", "unpay", "under"):
            words = words[1:]
        else:
            return []
        return [w for w in words if parse_code(w) is not None]

    def _action_cards(self, action: Action) -> list[tuple[int, int | None]]:
        found = []
        for code in self._codes(action):
            parsed = parse_code(code)
            if parsed is not None:
                found.append(parsed)
        return found

    @staticmethod
    def _target(action: Action) -> int | None:
        """The rank an acquire, build or jump is for."""
        if (
            action.data
            and isinstance(action.data[0], int)
            and action.kind in ("acquire", "build", "jump")
        ):
            return action.data[0]
        words = action.text.split()
        return _RANK_OF_CODE.get(words[1].upper()) if len(words) > 1 else None

    def _top(self, view: dict[str, Any], rank: int) -> int | None:
        for column in view.get("columns", []):
            if column["rank"] == rank:
                return column.get("top") if column.get("size", 0) else None
        return None

    def _combine_result(
        self, action: Action, view: dict[str, Any]
    ) -> tuple[int, int, list[int], bool]:
        """(rank of the cards combined, rank gained, bonus ranks taken from
        the columns, a One from the talon) of a combine."""
        cards = self._action_cards(action)
        stamm = self._stamm(view, self.viewer)
        ranks = [r for r, _ in cards]
        if len(cards) == 2 and ranks[0] != ranks[1]:
            relative = next((i for i, (r, c) in enumerate(cards) if c == stamm), 1)
            partner_rank = cards[1 - relative][0]
            return partner_rank, partner_rank + 1, [], False
        rank = ranks[0] if ranks else 0
        bonus_ranks: list[int] = []
        talon_one = False
        if action.text.split()[-1] == "bonus":
            for lower in range(rank - 1, 0, -1):
                if self._top(view, lower) is None:
                    break
                bonus_ranks.append(lower)
            else:
                talon_one = view.get("talon", 0) > 0
        return rank, rank + 1, bonus_ranks, talon_one

    def value(self, action: Action, view: dict[str, Any]) -> float:
        """What ``action`` gains minus what it costs, in card values,
        reckoned from the cards in the view (the same as the game's
        ``Monad.action_value``: the tests hold the two together)."""
        kind = action.kind
        cost = sum(VALUE[r] for r, _ in self._action_cards(action))
        if kind == "combine":
            _rank, gained, bonus_ranks, talon_one = self._combine_result(action, view)
            gain = (
                VALUE[min(gained, MONAD)]
                + sum(VALUE[r] for r in bonus_ranks)
                + (VALUE[ONE] if talon_one else 0)
            )
            return gain - cost
        if kind in ("acquire", "jump"):
            target = self._target(action)
            return (VALUE[target] if target is not None else 0) - cost
        return 0

    def _gained_br(self, view: dict[str, Any], rank: int | None) -> str:
        if rank is None:
            return "-"
        if rank >= MONAD:
            return "M"
        top = self._top(view, rank)
        return self.card_br(top) if top is not None else RANK_CODE[rank]

    def _action_braille(
        self, action: Action, view: dict[str, Any], value: float, speech: str
    ) -> str:
        cards = " ".join(self.card_br(c) for c in self._action_cards(action))
        if action.kind == "combine":
            rank, gained, _bonus, _talon = self._combine_result(action, view)
            parsed = self._action_cards(action)
            if (
                len(parsed) == 2 and parsed[0][0] != parsed[1][0]
            ):  # with a relative, standing in for ``rank``
                stamm = self._stamm(view, self.viewer)
                relative = next((c for c in parsed if c[1] == stamm), parsed[1])
                partner = next(c for c in parsed if c != relative)
                return self.t(
                    "monad.say.act.combine.relative.br",
                    partner=self.card_br(partner),
                    relative=self.card_br(relative),
                    rank=RANK_CODE[rank],
                    gained=self._gained_br(view, gained),
                    value=_signed(value),
                )
            key = (
                "monad.say.act.combine.bonus.br"
                if action.text.split()[-1] == "bonus"
                else "monad.say.act.combine.br"
            )
            return self.t(
                key, cards=cards, gained=self._gained_br(view, gained), value=_signed(value)
            )
        if action.kind in ("acquire", "jump"):
            return self.t(
                f"monad.say.act.{action.kind}.br",
                target=self._gained_br(view, self._target(action)),
                cards=cards,
                value=_signed(value),
            )
        if action.kind == "build":
            return self.t(
                "monad.say.act.build.br", target=self._gained_br(view, self._target(action))
            )
        return speech

    def _action_item(
        self, action: Action, view: dict[str, Any], item_id: str, value: float
    ) -> Item:
        label = render(action.label, self.lang)
        speech = (
            self.t("monad.say.valued", label=label, value=_signed(value))
            if action.kind in VALUED
            else label
        )
        return Item(item_id, speech, self._action_braille(action, view, value, label))

    def _heading(self, group: str, count: int) -> Item:
        name = self.t(f"monad.say.group.{group}")
        return Item(
            heading_id(group),
            self.t("monad.say.group", name=name, count=count),
            self.t("monad.say.group.br", name=name, count=count),
        )

    def action_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """The moves grouped by kind under headings (said, never played),
        each group sorted by value, best first; before them the three best
        moves when more than three moves gain cards (their ids
        ``best:<text>``). While paying card by card or choosing the order
        of cards going under, the moves in one short list."""
        if not legal:
            return []
        values = {a.text: self.value(a, view) for a in legal}
        if any(a.kind in PAYING_ORDER for a in legal):
            ordered = sorted(legal, key=lambda a: (PAYING_ORDER.get(a.kind, 9), -values[a.text]))
            return [self._action_item(a, view, a.text, values[a.text]) for a in ordered]
        groups: dict[str, list[Action]] = {g: [] for g in GROUPS}
        for action in legal:
            groups[GROUP_OF.get(action.kind, "other")].append(action)
        for name, actions in groups.items():
            if name == "other":
                actions.sort(key=lambda a: OTHER_ORDER.get(a.kind, 9))
            else:  # stable: equal values keep the game's order
                actions.sort(key=lambda a: -values[a.text])
        present = [g for g in GROUPS if groups[g]]
        if len(present) == 1:
            return [self._action_item(a, view, a.text, values[a.text]) for a in groups[present[0]]]
        items: list[Item] = []
        valued = [a for a in legal if a.kind in VALUED]
        if len(valued) > BEST:  # with fewer, the groups below are as short
            best = sorted(valued, key=lambda a: -values[a.text])[:BEST]
            items.append(self._heading("best", len(best)))
            items += [
                self._action_item(a, view, alias_id("best", a.text), values[a.text]) for a in best
            ]
        for name in present:
            items.append(self._heading(name, len(groups[name])))
            items += [self._action_item(a, view, a.text, values[a.text]) for a in groups[name]]
        return items
