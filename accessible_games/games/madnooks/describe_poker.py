"""Mad Nooks Poker's narration: the events of a match said and brailled in
English and German; the zones (your picture, the chips, the face-up tiles,
the stack); the players; the list of moves grouped (exchanges, betting,
picture); the line mode's questions ``chips`` / ``kasse``, ``picture`` /
``bild``, ``faceup`` / ``offen``.

Terms (German): Kasse (pot), Spieleinsatz (ante), Kaufphase (exchange
phase), Chips, schieben (check), setzen (bet), mitgehen (call), erhöhen
(raise), aussteigen (fold), Bild (picture). Tiles, rotations and positions
are said and brailled as in Classic (describe.py): a tile's braille form is
its code (``kbrg`` / ``sbrg``), a picture step ``kbrg 90 1,-1 +2=5``
(points, then the running total).

Private events: the hidden tiles dealt, the tile given and got in an
exchange, and the steps of a picture built by hand are said only to their
owner; the others hear "Anna exchanges a tile and pays 1".
"""

from __future__ import annotations

from typing import Any

import accessible_games.games.madnooks.messages as messages
from accessible_games.core.game import Action, Event
from accessible_games.core.messages import Msg, join_list, render
from accessible_games.core.narration import Area as Zone
from accessible_games.core.narration import Item, heading_id
from accessible_games.core.utterance import Category, Priority, Utterance
from accessible_games.games.madnooks.area import Area, Placement
from accessible_games.games.madnooks.describe import (
    AREA,
    BOARD,
    COLOUR_ZONE,
    MAP,
    STACK,
    MadNooksNarrator,
    _cap,
    _item,
    area_from_view,
    parse_code,
)
from accessible_games.games.madnooks.messages import (
    chips_msg,
    placements_msg,
    points_with_msg,
    tiles_msg,
)
from accessible_games.games.madnooks.poker import (
    BETTING_KINDS,
    EXCHANGE,
    PICTURE_LAY,
    best_of,
    picture_steps,
)
from accessible_games.games.madnooks.tiles import position_text, rotation_text

#: importing the messages registers the catalog
CATALOG = messages.__name__
#: the zones' keys (the pictures zone is the board's "area": U goes there)
PICTURES, CHIPS, FACE_UP = AREA, "chips", "faceup"


class PokerNarrator(MadNooksNarrator):
    """The narrator of a Poker table (registry: when ``game.variant`` is poker)."""

    default_variant = "poker"

    # --- words ----------------------------------------------------------------

    @staticmethod
    def chips(count: int) -> Msg:
        """ "1 chip", "50 chips" (rendered with the message it is a part of)."""
        return chips_msg(count)

    def _step(self, step: list[Any]) -> tuple[str, str]:
        """A picture step [tile, code, rotation, x, y, points, total]."""
        tile, _, rotation, x, y, points, total = step[:7]
        colours = self.deck[tile]
        speech = self.t(
            "madnooks.poker.say.step",
            tile=self.tile(colours),
            rotation=self.rotation(rotation),
            position=self.position(x, y),
            points=self.points(points),
            total=total,
        )
        braille = self.t(
            "madnooks.poker.say.step.br",
            tile=self.tile_br(colours),
            rotation=rotation_text(rotation),
            position=position_text(x, y),
            points=points,
            total=total,
        )
        return speech, braille

    def steps_text(self, steps: list[list[Any]]) -> tuple[str, str]:
        said = [self._step(s) for s in steps]
        return "; ".join(s for s, _ in said), "; ".join(b for _, b in said)

    def _five_text(self, view: dict[str, Any]) -> tuple[str, str]:
        hand = view.get("hand") or []
        return (
            join_list([self.tile_id(t) for t in hand], self.lang),
            " ".join(self.tile_id_br(t) for t in hand),
        )

    # --- events -------------------------------------------------------------------------

    def _on_game_start(self, e: Event) -> Utterance:
        d = e.data
        self._cursor = None
        params = {
            k: d.get(k, 0)
            for k in ("players", "chips", "ante", "price", "exchanges", "bet", "hands")
        }
        return self.say("madnooks.poker.say.game_start", None, Category.TABLE, **params)

    def _on_hand_start(self, e: Event) -> Utterance:
        d = e.data
        self._cursor = None
        self.here = False
        self._stack = d.get("stack")
        out = list(d.get("out") or [])
        said = self.say(
            "madnooks.poker.say.hand_start",
            d["dealer"],
            Category.TABLE,
            hand=d["hand"],
            hands=d["hands"],
            ante=d["ante"],
            pot=d["pot"],
        )
        if out:
            gone = self.info(
                self.t(
                    "madnooks.poker.say.out",
                    players=_cap(self.names_list(out)),
                    count=len(out),
                    who=self._who(out),
                ),
                self.t("madnooks.poker.say.out.br", players=self.names_list(out)),
            )
            said = self._joined([said, gone], Category.TABLE, Priority.QUEUE)
        return said

    def _on_dealt(self, e: Event) -> Utterance:
        tiles = list(e.data.get("tiles", []))
        return self._two(
            "madnooks.poker.say.dealt",
            None,
            {"tiles": join_list([self.tile_id(t) for t in tiles], self.lang)},
            {"tiles": " ".join(self.tile_id_br(t) for t in tiles)},
            Category.OWN,
        )

    def face_up_one(self, seat: int, tile: int) -> tuple[str, str]:
        """A seat's face-up tile: "Anna: black blue red green" / "yours: ..."."""
        said = self._two(
            "madnooks.poker.say.face_up.one",
            seat,
            {"tile": self.tile_id(tile)},
            {"tile": self.tile_id_br(tile)},
        )
        return said.speech, said.braille

    def face_up_text(self, tiles: list[int | None]) -> tuple[str, str]:
        said = [self.face_up_one(s, t) for s, t in enumerate(tiles) if t is not None]
        return join_list([s for s, _ in said], self.lang), ", ".join(b for _, b in said)

    def _on_face_up(self, e: Event) -> Utterance:
        speech, braille = self.face_up_text(list(e.data.get("tiles") or []))
        return Utterance(
            self.t("madnooks.poker.say.face_up", tiles=speech),
            self.t("madnooks.poker.say.face_up.br", tiles=braille),
            Category.TABLE,
            Priority.QUEUE,
        )

    def _on_phase(self, e: Event) -> Utterance:
        d = e.data
        phase = d.get("phase", "betting")
        return self.say(
            f"madnooks.poker.say.phase.{phase}",
            None,
            Category.TABLE,
            price=d.get("price", 0),
            exchanges=d.get("exchanges", 0),
            bet=d.get("bet", 0),
            pot=d.get("pot", 0),
        )

    def _on_turn(self, e: Event) -> Utterance:
        d = e.data
        phase = d.get("phase", "betting")
        own = e.seat == self.viewer
        key = f"madnooks.poker.say.turn.{phase}"
        if phase == "betting":
            key += ".call" if d.get("to_call") else ".free"
        return self.say(
            key,
            e.seat,
            Category.TURN if own else Category.OTHERS,
            Priority.POLITE if own else Priority.QUEUE,
            left=d.get("left", 0),
            to_call=d.get("to_call", 0),
            pot=d.get("pot", 0),
        )

    def _on_exchange_skipped(self, e: Event) -> Utterance:
        reason = e.data.get("reason", "no_exchanges")
        return self.say(f"madnooks.poker.say.skipped.{reason}", e.seat)

    def _on_exchanged(self, e: Event) -> Utterance:
        d = e.data
        return self.say(
            "madnooks.poker.say.exchanged",
            e.seat,
            price=d.get("price", 0),
            pot=d.get("pot", 0),
            left=d.get("left", 0),
            stack=d.get("stack", 0),
        )

    def _on_exchange_drawn(self, e: Event) -> Utterance:
        d = e.data
        return self._two(
            "madnooks.poker.say.exchange_drawn",
            None,
            {"gave": self.tile_id(d["gave"]), "tile": self.tile_id(d["tile"])},
            {"gave": self.tile_id_br(d["gave"]), "tile": self.tile_id_br(d["tile"])},
            Category.OWN,
        )

    def _on_stood(self, e: Event) -> Utterance:
        return self.say("madnooks.poker.say.stood", e.seat)

    def _bet_event(self, e: Event) -> Utterance:
        d = e.data
        return self.say(
            f"madnooks.poker.say.{e.kind}",
            e.seat,
            amount=d.get("amount", 0),
            level=d.get("level", 0),
            pot=d.get("pot", 0),
            chips=d.get("chips", 0),
        )

    _on_check = _on_bet = _on_call = _on_raise = _bet_event

    def _on_folded(self, e: Event) -> Utterance:
        return self.say("madnooks.poker.say.folded", e.seat, pot=e.data.get("pot", 0))

    def _on_betting_over(self, e: Event) -> Utterance:
        d = e.data
        players = list(d.get("players") or [])
        return Utterance(
            self.t(
                "madnooks.poker.say.betting_over",
                pot=d.get("pot", 0),
                players=self.names_list(players),
            ),
            self.t(
                "madnooks.poker.say.betting_over.br",
                pot=d.get("pot", 0),
                players=self.names_list(players),
            ),
            Category.TABLE,
            Priority.QUEUE,
        )

    def _on_picture_laid(self, e: Event) -> Utterance:
        d = e.data
        speech, braille = self._step(
            [d["tile"], d.get("code", ""), d["rotation"], d["x"], d["y"], d["points"], d["total"]]
        )
        return Utterance(
            self.t("madnooks.poker.say.picture_laid", step=speech, laid=d.get("laid", 1)),
            self.t("madnooks.poker.say.picture_laid.br", step=braille),
            Category.OWN,
            Priority.QUEUE,
        )

    def _on_picture_undone(self, e: Event) -> Utterance:
        d = e.data
        return self._two(
            "madnooks.poker.say.picture_undone",
            None,
            {"tile": self.tile_id(d["tile"])},
            {"tile": self.tile_id_br(d["tile"])},
            Category.OWN,
            laid=d.get("laid", 0),
        )

    def _on_picture_decided(self, e: Event) -> Utterance:
        return self.say("madnooks.poker.say.picture_decided", e.seat)

    def _on_picture_shown(self, e: Event) -> Utterance:
        d = e.data
        steps, steps_br = self.steps_text(list(d.get("steps") or []))
        how = self.t(
            "madnooks.poker.say.by_hand" if d.get("by_hand") else "madnooks.poker.say.by_program"
        )
        how_br = self.t(
            "madnooks.poker.say.by_hand.br"
            if d.get("by_hand")
            else "madnooks.poker.say.by_program.br"
        )
        return self._two(
            "madnooks.poker.say.picture_shown",
            e.seat,
            {"steps": steps, "how": how},
            {"steps": steps_br, "how": how_br},
            Category.TABLE,
            points=self.points(d.get("points", 0)),
            points_n=d.get("points", 0),
            tiles=d.get("tiles", 0),
        )

    def _on_pot_won(self, e: Event) -> Utterance:
        d = e.data
        winners = list(d.get("winners") or [])
        shares = list(d.get("shares") or [])
        pot = d.get("pot", 0)
        if d.get("uncontested"):
            said = self.say("madnooks.poker.say.won.uncontested", winners[0], pot=pot)
        elif len(winners) == 1:
            said = self.say(
                "madnooks.poker.say.won",
                winners[0],
                pot=pot,
                points=points_with_msg(d.get("points", 0)),
                points_n=d.get("points", 0),
            )
        else:
            parts = [
                self.say(
                    "madnooks.poker.say.share", s, chips=self.chips(shares[s]), count=shares[s]
                )
                for s in winners
            ]
            said = Utterance(
                self.t(
                    "madnooks.poker.say.split",
                    players=_cap(self.names_list(winners)),
                    pot=pot,
                    points=points_with_msg(d.get("points", 0)),
                    who=self._who(winners),
                    shares=join_list([u.speech for u in parts], self.lang),
                ),
                self.t(
                    "madnooks.poker.say.split.br",
                    pot=pot,
                    shares=", ".join(u.braille for u in parts),
                ),
                Category.TABLE,
            )
        listed, listed_br = self._chips_text(list(d.get("chips") or []))
        now = self.info(self.t("madnooks.poker.say.chips_now", chips=listed), listed_br)
        return self._joined([said, now], Category.TABLE, Priority.QUEUE)

    def _chips_text(self, chips: list[int]) -> tuple[str, str]:
        """Each seat's chips: "Anna has 49 chips and you have 51 chips"."""
        said = [
            self.say("madnooks.poker.say.chips_item", s, chips=self.chips(n), count=n)
            for s, n in enumerate(chips)
        ]
        return join_list([u.speech for u in said], self.lang), ", ".join(u.braille for u in said)

    def _on_game_over(self, e: Event) -> Utterance:
        d = e.data
        chips = list(d.get("scores") or [])
        winners = list(d.get("winners") or [])
        top = max(chips) if chips else 0
        if len(winners) == 1:
            won = self.say("madnooks.poker.say.winner", winners[0], chips=self.chips(top))
            won_speech, won_br = won.speech, won.braille
        else:
            won_speech = self.t(
                "madnooks.poker.say.winners",
                players=_cap(self.names_list(winners)),
                chips=self.chips(top),
                who=self._who(winners),
            )
            won_br = self.t("madnooks.poker.say.winners.br", players=self.names_list(winners))
        listed, listed_br = self._chips_text(chips)
        reason = d.get("reason") or "hands"
        return Utterance(
            self.t(
                "madnooks.poker.say.game_over",
                reason=self.t(f"madnooks.poker.say.end.{reason}", hands=d.get("hands_played", 0)),
                winners=won_speech,
                chips=listed,
            ),
            self.t("madnooks.poker.say.game_over.br", winners=won_br, chips=listed_br),
            Category.TABLE,
            Priority.POLITE,
        )

    # --- the state -------------------------------------------------------------------------

    def best_text(self, view: dict[str, Any]) -> tuple[str, str]:
        """The viewer's best picture (and the one built by hand so far)."""
        best = view.get("best")
        if not best:
            return self.t("madnooks.poker.say.best.none"), self.t("madnooks.poker.say.best.none.br")
        steps, steps_br = self.steps_text(best["steps"])
        speech = self.t(
            "madnooks.poker.say.best",
            points=self.points(best["points"]),
            tiles=best["tiles"],
            steps=steps,
        )
        braille = self.t("madnooks.poker.say.best.br", points=best["points"], steps=steps_br)
        built = view.get("built") or []
        if built:
            b, b_br = self.steps_text(built)
            speech += " " + self.t(
                "madnooks.poker.say.built",
                count=tiles_msg(len(built)),
                points=self.points(built[-1][6]),
                steps=b,
            )
            braille += "; " + self.t("madnooks.poker.say.built.br", points=built[-1][6], steps=b_br)
        return speech, braille

    def chips_text(self, view: dict[str, Any]) -> tuple[str, str]:
        """The pot, the level, each player's chips, contribution, folded / out."""
        head = self.t(
            "madnooks.poker.say.pot",
            pot=view.get("pot", 0),
            level=view.get("level", 0),
            raises=view.get("raises", 0),
        )
        head_br = self.t(
            "madnooks.poker.say.pot.br", pot=view.get("pot", 0), level=view.get("level", 0)
        )
        items = self.player_items(view)
        return (
            " ".join([head] + [i.speech + "." for i in items]),
            "; ".join([head_br] + [i.brailled for i in items]),
        )

    def hand(self, view: dict[str, Any]) -> Utterance:
        """The viewer's hidden tiles, face-up tile and best picture."""
        hand = view.get("hand")
        me = view.get("me")
        if hand is None or me is None:
            return self.info(self.t("madnooks.say.no_hand"), self.t("madnooks.say.no_hand.br"))
        face = (view.get("face_up") or [None] * (me + 1))[me]
        tiles, tiles_br = self._five_text(view)
        face_s = (
            self.tile_id(face) if face is not None else self.t("madnooks.poker.say.hand.no_face")
        )
        face_b = (
            self.tile_id_br(face)
            if face is not None
            else self.t("madnooks.poker.say.hand.no_face.br")
        )
        best, best_br = self.best_text(view)
        return self.info(
            self.t("madnooks.poker.say.hand", tiles=tiles, face=face_s, best=best),
            self.t("madnooks.poker.say.hand.br", tiles=tiles_br, face=face_b, best=best_br),
        )

    def recap(self, view: dict[str, Any]) -> Utterance:
        """Where the player stands, in one line: the hidden tiles, the
        face-up tile, the best picture's points, the phase, the pot and
        every player's chips."""
        hand = view.get("hand")
        me = view.get("me")
        chips, chips_br = self._chips_text(list(view.get("chips") or []))
        phase = view.get("phase", "betting")
        params = dict(pot=view.get("pot", 0), phase=self.t(f"madnooks.poker.phase.{phase}"))
        if hand is None or me is None:
            return self.info(
                self.t("madnooks.poker.say.recap.watch", chips=chips, **params),
                self.t("madnooks.poker.say.recap.watch.br", chips=chips_br, pot=view.get("pot", 0)),
            )
        face = (view.get("face_up") or [None] * (me + 1))[me]
        tiles, tiles_br = self._five_text(view)
        best = view.get("best")
        points = best["points"] if best else 0
        speech = self.t(
            "madnooks.poker.say.recap",
            tiles=tiles,
            face=self.tile_id(face)
            if face is not None
            else self.t("madnooks.poker.say.hand.no_face"),
            points=self.points(points),
            chips=chips,
            **params,
        )
        braille = self.t(
            "madnooks.poker.say.recap.br",
            tiles=tiles_br,
            face=self.tile_id_br(face)
            if face is not None
            else self.t("madnooks.poker.say.hand.no_face.br"),
            points=points,
            chips=chips_br,
            pot=view.get("pot", 0),
            phase=self.t(f"madnooks.poker.say.phase.{phase}.short"),
        )
        return Utterance(speech, braille, Category.INFO, Priority.POLITE)

    def remaining(self, view: dict[str, Any]) -> frozenset[Any] | None:
        """A picture of five tiles has no cells to keep free: no dead cells are said."""
        return None

    def table(self, view: dict[str, Any]) -> Utterance:
        """Pot and level, the face-up tiles, the stack."""
        pot, pot_br = (
            self.t(
                "madnooks.poker.say.pot",
                pot=view.get("pot", 0),
                level=view.get("level", 0),
                raises=view.get("raises", 0),
            ),
            self.t("madnooks.poker.say.pot.br", pot=view.get("pot", 0), level=view.get("level", 0)),
        )
        face, face_br = self.face_up_text(list(view.get("face_up") or []))
        stack, stack_br = self.stack_text(view)
        return self.info(
            f"{pot} {self.t('madnooks.poker.say.face_up', tiles=face)} {stack}",
            f"{pot_br}; {self.t('madnooks.poker.say.face_up.br', tiles=face_br)}; {stack_br}",
        )

    def scores(self, view: dict[str, Any], detail: bool = False) -> list[Utterance]:
        listed, listed_br = self._chips_text(list(view.get("chips") or []))
        out = [
            self.info(
                self.t("madnooks.poker.say.chips_list", chips=listed, pot=view.get("pot", 0)),
                self.t("madnooks.poker.say.chips_list.br", chips=listed_br, pot=view.get("pot", 0)),
            )
        ]
        if detail:
            out += [self.info(i.speech, i.brailled) for i in self.player_items(view)]
        return out

    def status(self, view: dict[str, Any]) -> Utterance:
        listed, listed_br = self._chips_text(list(view.get("chips") or []))
        if view.get("over"):
            winners = list(view.get("winners") or [])
            return self.info(
                self.t(
                    "madnooks.poker.say.status.over",
                    players=self.names_list(winners),
                    count=len(winners),
                    chips=listed,
                ),
                self.t(
                    "madnooks.poker.say.status.over.br",
                    players=self.names_list(winners),
                    count=len(winners),
                    who=self._who(winners),
                    chips=listed_br,
                ),
            )
        turn = view.get("turn")
        turn_said = self.say("madnooks.say.turn", turn) if turn is not None else self.info("", "-")
        phase = view.get("phase", "betting")
        speech = self.t(
            "madnooks.poker.say.status",
            hand=view.get("hand_no", 1),
            hands=view.get("hands", 1),
            phase=self.t(f"madnooks.poker.phase.{phase}"),
            turn=turn_said.speech,
            pot=view.get("pot", 0),
            chips=listed,
        )
        braille = self.t(
            "madnooks.poker.say.status.br",
            hand=view.get("hand_no", 1),
            hands=view.get("hands", 1),
            phase=self.t(f"madnooks.poker.say.phase.{phase}.short"),
            turn=turn_said.braille,
            pot=view.get("pot", 0),
            chips=listed_br,
        )
        return self.info(speech, braille)

    # --- questions of the line mode ------------------------------------------------------------

    def query(self, text: str, view: dict[str, Any]) -> Utterance | None:
        """ "chips" / "kasse", "picture" / "bild", "faceup" / "offen"; and
        Classic's questions on the picture ("map", "cursor" ...)."""
        words = text.strip().lower().replace("?", " ").replace("-", "").split()
        if len(words) == 1:
            head = words[0]
            if head in ("chips", "kasse", "pot"):
                return self.info(*self.chips_text(view))
            if head in ("picture", "bild", "best", "bestes"):
                return self.info(*self.best_text(view))
            if head in ("faceup", "offen", "open", "offene"):
                speech, braille = self.face_up_text(list(view.get("face_up") or []))
                return self.info(
                    self.t("madnooks.poker.say.face_up", tiles=speech),
                    self.t("madnooks.poker.say.face_up.br", tiles=braille),
                )
        if words and words[0] in (
            "placements",
            "anlegestellen",
            "stellen",
            "places",
            "here",
            "hier",
        ):
            return None
        return super().query(text, view)

    # --- zones for list front ends ---------------------------------------------------------------

    def areas(self) -> list[Zone]:
        return [
            Zone(PICTURES, Msg("madnooks.poker.zone.pictures"), "u"),
            Zone(CHIPS, Msg("madnooks.poker.zone.chips")),
            Zone(FACE_UP, Msg("madnooks.poker.zone.face_up")),
            Zone(BOARD, Msg("madnooks.zone.board"), "g"),
            Zone(MAP, Msg("madnooks.zone.map")),
            Zone(COLOUR_ZONE, Msg("madnooks.zone.colours"), "v"),
            Zone(STACK, Msg("madnooks.zone.stack")),
        ]

    def area_items(self, key: str, view: dict[str, Any]) -> list[Item]:
        if key == PICTURES:
            items = []
            best = view.get("best")
            if best:
                items.append(
                    Item(
                        "best",
                        _item(
                            self.t(
                                "madnooks.poker.say.best.head",
                                points=self.points(best["points"]),
                                tiles=best["tiles"],
                            )
                        ),
                        self.t("madnooks.poker.say.best.head.br", points=best["points"]),
                    )
                )
                for k, step in enumerate(best["steps"]):
                    items.append(Item(f"best{k}", *self._step(step)))
            else:
                items.append(
                    Item(
                        "best",
                        _item(self.t("madnooks.poker.say.best.none")),
                        self.t("madnooks.poker.say.best.none.br"),
                    )
                )
            built = view.get("built") or []
            if built:
                items.append(
                    Item(
                        "built",
                        _item(
                            self.t(
                                "madnooks.poker.say.built.head",
                                count=tiles_msg(len(built)),
                                points=self.points(built[-1][6]),
                            )
                        ),
                        self.t("madnooks.poker.say.built.head.br", points=built[-1][6]),
                    )
                )
                for k, step in enumerate(built):
                    items.append(Item(f"built{k}", *self._step(step)))
            shown = view.get("showdown")
            if shown:
                items.append(
                    Item(
                        "showdown",
                        self.t("madnooks.poker.say.showdown.head", hand=shown["hand"]),
                        self.t("madnooks.poker.say.showdown.head.br", hand=shown["hand"]),
                    )
                )
                for p in shown["pictures"]:
                    steps, steps_br = self.steps_text(p["steps"])
                    said = self._two(
                        "madnooks.poker.say.shown_item",
                        p["seat"],
                        {"points": self.points(p["points"]), "steps": steps},
                        {"points": p["points"], "steps": steps_br},
                    )
                    items.append(Item(f"shown{p['seat']}", said.speech, said.braille))
            return items
        if key == CHIPS:
            head = self.t(
                "madnooks.poker.say.pot",
                pot=view.get("pot", 0),
                level=view.get("level", 0),
                raises=view.get("raises", 0),
            )
            head_br = self.t(
                "madnooks.poker.say.pot.br", pot=view.get("pot", 0), level=view.get("level", 0)
            )
            return [Item("pot", _item(head), head_br)] + self.player_items(view)
        if key == FACE_UP:
            items = []
            for seat, tile in enumerate(view.get("face_up") or []):
                if tile is None:
                    continue
                items.append(Item(f"up{seat}", *self.face_up_one(seat, tile)))
            return items or [Item("none", _item(self.t("madnooks.poker.say.face_up.none")), "-")]
        if key in (STACK, BOARD, MAP, COLOUR_ZONE):  # the board: your own picture
            return super().area_items(key, view)
        return []

    def lay_area(self, view: dict[str, Any]) -> Area:
        """The picture built by hand so far: the picture's placements go there."""
        return area_from_view({"area": view.get("built") or []})

    def hand_item(self, view: dict[str, Any], index: int, legal: list[Action]) -> Utterance:
        """A hidden tile: whether it is in the best picture, and what the best
        picture would score without it (so: whether to exchange it)."""
        hand = view.get("hand") or []
        tile = hand[index]
        colours = self.deck[tile]
        best = view.get("best")
        me = view.get("me")
        face = (view.get("face_up") or [])[me] if me is not None and view.get("face_up") else None
        five = list(hand) + ([face] if face is not None else [])
        in_best = any(step[0] == tile for step in best["steps"]) if best else False
        _, without = best_of([t for t in five if t != tile])
        key = "madnooks.poker.say.hand_item.in" if in_best else "madnooks.poker.say.hand_item.out"
        return self.info(
            self.t(key, tile=_cap(self.tile(colours)), points=self.points(without.points)),
            self.t(f"{key}.br", tile=self.tile_br(colours), points=without.points),
        )

    def player_items(self, view: dict[str, Any]) -> list[Item]:
        """Per seat: chips, this round's bet, folded / out, dealer, on turn, winner."""
        chips = list(view.get("chips") or [])
        contrib = list(view.get("contributions") or [])
        folded = set(view.get("folded") or [])
        out = set(view.get("out") or [])
        items = []
        for seat in range(view.get("players", len(self.names))):
            n = chips[seat] if seat < len(chips) else 0
            speech = self.t(
                "madnooks.poker.say.player", name=self.seat_name(seat), chips=self.chips(n)
            )
            braille = self.t("madnooks.poker.say.player.br", name=self.seat_name(seat), count=n)
            put = contrib[seat] if seat < len(contrib) else 0
            marks = []
            if put:
                marks.append(("madnooks.poker.say.player.put", {"amount": put}))
            if seat in out:
                marks.append(("madnooks.poker.say.player.out", {}))
            elif seat in folded:
                marks.append(("madnooks.poker.say.player.folded", {}))
            if seat == view.get("dealer") and not view.get("over"):
                marks.append(("madnooks.poker.say.player.dealer", {}))
            if seat == view.get("turn") and not view.get("over"):
                marks.append(("madnooks.say.player.turn", {}))
            if view.get("over") and seat in (view.get("winners") or []):
                marks.append(("madnooks.say.player.winner", {}))
            for key, params in marks:
                speech += ", " + self.t(key, **params)
                braille += " " + self.t(f"{key}.br", **params)
            items.append(Item(f"p{seat}", speech, braille))
        return items

    # --- the list of moves --------------------------------------------------------------

    def action_items(self, view: dict[str, Any], legal: list[Action]) -> list[Item]:
        """Exchanges under a heading (each tile), then stand; the betting
        moves with their amounts; the picture moves (best, show, undo), then
        the placements of the picture built by hand grouped by tile. The
        placements covering the cursor's cell come first when L on the
        board asked for them."""
        items: list[Item] = self.here_items(view, legal)
        exchanges = [a for a in legal if a.kind == EXCHANGE]
        if exchanges:
            left = view.get("exchanges_left") or 0
            items.append(
                Item(
                    heading_id("exchange"),
                    self.t("madnooks.poker.say.group.exchange", left=left),
                    self.t("madnooks.poker.say.group.exchange.br", left=left),
                )
            )
            for a in exchanges:
                colours = self.deck[a.data[0]]
                items.append(
                    Item(
                        a.text,
                        render(a.label, self.lang),
                        self.t(
                            "madnooks.poker.say.exchange.br",
                            tile=self.tile_br(colours),
                            price=view.get("price", 0),
                        ),
                    )
                )
        for a in legal:
            if a.kind in BETTING_KINDS:
                amount = a.data[0] if a.data else 0
                level = a.data[1] if len(a.data) > 1 else 0
                items.append(
                    Item(
                        a.text,
                        render(a.label, self.lang),
                        self.t(
                            f"madnooks.poker.say.action.{a.kind}.br",
                            amount=amount,
                            level=level,
                            pot=view.get("pot", 0) + amount,
                        ),
                    )
                )
            elif a.kind not in (EXCHANGE, PICTURE_LAY):
                items.append(Item(a.text, render(a.label, self.lang)))
        lays = [a for a in legal if a.kind == PICTURE_LAY]
        groups: dict[Any, list[Action]] = {}
        for a in lays:
            groups.setdefault(self.deck[a.data[0]], []).append(a)
        area = None
        for colours, actions in groups.items():
            actions.sort(key=lambda a: -a.data[4])
            items.append(
                Item(
                    heading_id(self.tile_br(colours)),
                    self.t(
                        "madnooks.say.group",
                        tile=_cap(self.tile(colours)),
                        count=placements_msg(len(actions)),
                    ),
                    self.t("madnooks.say.group.br", tile=self.tile_br(colours), count=len(actions)),
                )
            )
            for a in actions:
                if area is None:
                    area = area_from_view({"area": view.get("built") or []})
                tile, rotation, x, y, points = a.data
                p = area.placement(colours, rotation, x, y)
                if p is None:
                    p = Placement(rotation, x, y, points, ())
                speech, braille = self.placement_text(colours, p, False)
                items.append(Item(a.text, speech, braille))
        return items

    def actions_for_hand_item(
        self, view: dict[str, Any], index: int, legal: list[Action]
    ) -> list[Action]:
        """The moves of a hidden tile: its exchange, or its picture placements."""
        hand = view.get("hand") or []
        if not 0 <= index < len(hand):
            return []
        colours = self.deck[hand[index]]
        mine = [
            a
            for a in legal
            if a.kind in (EXCHANGE, PICTURE_LAY) and self.deck[a.data[0]] == colours
        ]
        return sorted(mine, key=lambda a: -(a.data[4] if a.kind == PICTURE_LAY else 0))


def best_steps(tiles: list[int]) -> list[list[Any]]:
    """The best picture of these tiles as steps (for tests and front ends)."""
    ordered, picture = best_of(tiles)
    return picture_steps(ordered, picture)


__all__ = ["PokerNarrator", "PICTURES", "CHIPS", "FACE_UP", "parse_code", "best_steps"]
