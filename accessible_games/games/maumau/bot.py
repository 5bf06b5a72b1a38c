"""Mau Mau's computer players.

- :class:`GoodMauMauBot` ("good") plays by rules of thumb: it sheds coloured
  cards and keeps its Jokers for when nothing else fits, keeps the colour on
  what it holds (and away from a colour an opponent close to going out
  named), hits a player close to going out with Draw Two, Skip and Joker +4,
  stacks Draw Twos, plays a drawn card that fits, never forgets "Letzte",
  reports a forgotten one, challenges a Joker +4 when a bluff is likely and
  bluffs one itself only to stop a player about to go out. In pairs it never
  hits or reports its partner.
- :class:`StrongMauMauBot` ("strong") looks ahead: it deals the cards it
  cannot see at random many times (consistently with what it sees), tries
  each of its candidate moves in every such deal, lets the good player's
  rules of thumb play on for every seat, and makes the move that did best.

Both see only their own seat's view and the legal actions, and neither keeps
anything between moves: a saved and reloaded game goes on exactly as before.
"""

from __future__ import annotations

import random
from math import comb, exp, log
from typing import Any

from accessible_games.core.game import Action
from accessible_games.games.maumau.cards import (
    CARD_COLOUR,
    CARD_COUNT,
    CARD_KIND,
    CARD_POINTS,
    CARD_RANK,
    COLOURS,
    DRAW_TWO,
    KIND_COLOUR,
    KIND_RANK,
    KINDS,
    NO_COLOUR,
    PLAYABLE,
    REVERSE,
    SKIP,
    WILD,
    WILD_FOUR,
)
from accessible_games.games.maumau.moves import (
    CHALLENGE,
    COLOUR,
    DRAW,
    PASS,
    PLAY,
    REPORT,
)
from accessible_games.games.maumau.rules import MauMau
from accessible_games.games.maumau.simulate import (
    copy_game,
    determinize,
    options_of,
    play_out,
    unseen_cards,
)

# --- what a seat knows ----------------------------------------------------------


class Seen:
    """What one seat knows, in the form the rules of thumb read: built from
    the seat's view (a real game) or from an imagined game during a
    simulation (where every hand is known, but only the seat's own is read).
    """

    __slots__ = (
        "seat",
        "players",
        "hand",
        "counts",
        "top",
        "colour",
        "direction",
        "phase",
        "pending",
        "drawn",
        "can_report",
        "bluffing",
        "quick",
        "team_of",
        "discard",
    )

    seat: int
    players: int
    hand: list[int]  # own card ids, sorted
    counts: list[int]  # every seat's hand size
    top: int  # the top card of the discard pile
    colour: int  # the colour in force (NO_COLOUR before a first Joker is named)
    direction: int  # +1 (seat numbers going up) or -1
    phase: str
    pending: int
    drawn: int | None
    can_report: int | None  # the seat whose forgotten "Letzte" may be reported
    bluffing: bool
    quick: bool
    team_of: tuple[int, ...] | None  # the pair of every seat in pairs, else None
    discard: int  # size of the discard pile

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Seen:
        seen = cls()
        seen.seat = view["seat"]
        seen.players = view["players"]
        seen.hand = view["hand"]
        seen.counts = view["hand_counts"]
        seen.top = view["top"]
        seen.colour = COLOURS.index(view["colour"]) if view["colour"] is not None else NO_COLOUR
        seen.direction = 1 if view["direction"] == "clockwise" else -1
        seen.phase = view["phase"]
        seen.pending = view["pending"]
        seen.drawn = view["drawn"]
        seen.can_report = view["can_report"]
        seen.bluffing = bool(view["bluffing"])
        seen.quick = bool(view["quick"])
        teams = view["teams"]
        seen.team_of = (
            None
            if teams is None
            else tuple(
                next(i for i, t in enumerate(teams) if s in t) for s in range(view["players"])
            )
        )
        seen.discard = view["discard"]
        return seen

    @classmethod
    def from_game(cls, game: MauMau, seat: int) -> Seen:
        """The same knowledge read straight from a game's public state and
        ``seat``'s own hand (used in simulations, where building a whole
        view for every move would cost more than the move)."""
        seen = cls()
        seen.seat = seat
        seen.players = game.players
        seen.hand = game.hands[seat]
        seen.counts = [len(h) for h in game.hands]
        seen.top = game.discard[-1]
        seen.colour = game.colour
        seen.direction = game.direction
        seen.phase = game.phase
        seen.pending = game.pending
        seen.drawn = game.drawn if seat == game.turn else None
        report = game.report
        seen.can_report = report[0] if report is not None and seat == game.turn else None
        options = game.options
        seen.bluffing = options.bluffing
        seen.quick = options.quick
        seen.team_of = game.team_of if options.pairs else None
        seen.discard = len(game.discard)
        return seen

    def partners(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` play together (the same seat, or a pair)."""
        if a == b:
            return True
        return self.team_of is not None and self.team_of[a] == self.team_of[b]


# --- rules of thumb ---------------------------------------------------------------

#: how pressing it is to stop a player with this many cards (0-4; more: 0.05)
THREAT = (1.0, 1.0, 0.7, 0.4, 0.2)


def threat(count: int) -> float:
    return THREAT[count] if count < len(THREAT) else 0.05


class Weights:
    """The good player's weights, in cards: what a play is worth beyond the
    one card it sheds."""

    #: keeping a Joker / Joker +4 for later (less when an opponent is close
    #: to going out)
    keep_wild = 1.0
    keep_wild_four = 1.3
    #: keeping a Draw Two to stack back on one
    keep_draw_two = 0.2
    #: a play after which the same seat plays again (two players: Skip,
    #: Reverse, Draw Two, Joker +4), with or without a card to follow it
    again = 0.6
    again_stuck = -0.4
    #: hitting the next player with Skip (or Reverse with two players),
    #: Draw Two, Joker +4, times that player's threat
    hit_skip = 0.6
    hit_draw_two = 1.2
    hit_wild_four = 1.8
    draw_two = 0.3
    wild_four = 0.5
    #: each remaining card that fits after a play (colour or symbol)
    follow = 0.15
    follow_cap = 5
    #: a play that leaves a last card that will surely / probably fit
    safe_last = 1.0
    likely_last = 0.4
    #: leaving a colour an opponent probably holds, times its threat
    avoid = 0.5
    #: a Joker +4 bluff: what a challenge would cost, by the cards left after it
    bluff_one = 0.3
    bluff_more = 3.0
    #: drawing by choice although a card fits
    draw_by_choice = -0.6
    #: challenging: a bluff caught gains about ``catch`` cards, a failed
    #: challenge costs ``miss``; ``honesty`` is the share of players who keep
    #: to the colour condition even when they could break it
    catch = 9.0
    miss = 2.0
    honesty = 0.7


WEIGHTS = Weights()


def colour_counts(cards: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for card in cards:
        colour = CARD_COLOUR[card]
        if colour != NO_COLOUR:
            counts[colour] += 1
    return counts


class HandStats:
    """Counts over one hand that every play's score reads: per colour the
    cards and their points, per rank and per kind the cards, and the Jokers."""

    __slots__ = ("colours", "points", "ranks", "kinds", "wilds")

    def __init__(self, hand: list[int]) -> None:
        colours = [0, 0, 0, 0]
        points = [0, 0, 0, 0]
        ranks = [0] * 15
        kinds = [0] * KINDS
        for card in hand:
            ranks[CARD_RANK[card]] += 1
            kinds[CARD_KIND[card]] += 1
            colour = CARD_COLOUR[card]
            if colour != NO_COLOUR:
                colours[colour] += 1
                points[colour] += CARD_POINTS[card]
        self.colours = colours
        self.points = points
        self.ranks = ranks
        self.kinds = kinds
        self.wilds = ranks[WILD] + ranks[WILD_FOUR]


def suspected_colour(seen: Seen, stats: HandStats) -> int:
    """The colour an opponent probably holds, or NO_COLOUR.

    A colour named with a Joker that this seat holds none of was named by
    someone else, who named it because they hold it."""
    colour = seen.colour
    if (
        colour != NO_COLOUR
        and CARD_RANK[seen.top] >= WILD
        and seen.discard > 1
        and stats.colours[colour] == 0
    ):
        return colour
    return NO_COLOUR


def choose_colour(counts: list[int], points: list[int], seen: Seen, avoid: int = NO_COLOUR) -> int:
    """The colour to name, from the colour counts and points of the cards
    that stay in hand: the one held most of (the most points on a tie),
    steering away from ``avoid``. With no coloured card left, the colour of
    which this seat has seen most (so the fewest are unseen)."""
    best, best_key = 0, None
    if max(counts) == 0:
        seen_counts = colour_counts(seen.hand)
        top_colour = CARD_COLOUR[seen.top]
        if top_colour != NO_COLOUR:
            seen_counts[top_colour] += 1
        for c in range(4):
            key = (c != avoid, seen_counts[c], -c)
            if best_key is None or key > best_key:
                best, best_key = c, key
        return best
    for c in range(4):
        key = (counts[c] - (1.5 if c == avoid else 0.0), points[c], -c)
        if best_key is None or key > best_key:
            best, best_key = c, key
    return best


def bluff_probability(seen: Seen) -> float:
    """The chance that the Joker +4 this seat faces broke its colour
    condition, judged from the cards this seat has not seen.

    The colour in force before the Joker +4 is not known; it is taken to be
    any colour but the one named. The player's hand is a random part of the
    unseen cards, so it holds that colour unless all its cards come from the
    unseen cards of the other colours (a hypergeometric chance)."""
    player = (seen.seat - seen.direction) % seen.players
    k = seen.counts[player]
    if k == 0:
        return 0.0
    unseen_total = CARD_COUNT - len(seen.hand) - 1
    mine = colour_counts(seen.hand)
    total = comb(unseen_total, k)
    chances = []
    for c in range(4):
        if c == seen.colour:
            continue
        unseen_c = 25 - mine[c]  # 25 cards of each colour
        chances.append(1.0 - comb(unseen_total - unseen_c, k) / total)
    return sum(chances) / len(chances)


def should_challenge(seen: Seen, w: Weights = WEIGHTS) -> bool:
    """Challenge when the expected gain beats the expected loss."""
    p = bluff_probability(seen) * (1.0 - w.honesty)
    return p * w.catch > (1.0 - p) * w.miss


def _victim_weight(seen: Seen, victim: int) -> float:
    """How good it is to hit ``victim``: its threat, or a loss for a partner."""
    if seen.partners(seen.seat, victim):
        return -0.5 - threat(seen.counts[victim])
    return threat(seen.counts[victim])


def plan_play(
    seen: Seen, kind: int, stats: HandStats, holds_colour: bool, w: Weights = WEIGHTS
) -> tuple[float, int | None]:
    """Score playing one card of ``kind`` now; also the colour to name (for a
    Joker, else None)."""
    rank = KIND_RANK[kind]
    hand = seen.hand
    left = len(hand) - 1
    if left == 0:
        if rank >= WILD:
            return 1000.0, choose_colour(stats.colours, stats.points, seen)
        return 1000.0, None
    seat, n = seen.seat, seen.players
    nxt = (seat + seen.direction) % n
    hot = 0.0 if seen.partners(seat, nxt) else threat(seen.counts[nxt])
    avoid = suspected_colour(seen, stats)
    if rank >= WILD:
        colour = choose_colour(
            stats.colours, stats.points, seen, avoid if hot >= 0.4 else NO_COLOUR
        )
        named: int | None = colour
        # what fits after it: the named colour, the other Jokers
        follow = stats.colours[colour] + stats.wilds - 1
    else:
        colour = KIND_COLOUR[kind]
        named = None
        # the colour, the same symbol (the played card counted once), Jokers
        follow = stats.colours[colour] + stats.ranks[rank] - stats.kinds[kind] + stats.wilds - 1
    score = 1.0 + w.follow * min(follow, w.follow_cap)
    if not seen.quick:
        score += CARD_POINTS[_first_of(hand, kind)] / 100.0  # shed points first
    if avoid != NO_COLOUR and colour != avoid:
        score += w.avoid * hot
    if left == 1:  # the last card: will it fit next turn?
        other = hand[1] if CARD_KIND[hand[0]] == kind else hand[0]
        if CARD_RANK[other] >= WILD:
            score += w.safe_last
        elif CARD_COLOUR[other] == colour or (rank < WILD and CARD_RANK[other] == rank):
            score += w.likely_last
    if n == 2 and rank in (SKIP, REVERSE, DRAW_TWO, WILD_FOUR):  # the same seat plays again
        score += w.again if follow else w.again_stuck
    if rank == SKIP or (rank == REVERSE and n == 2):
        score += w.hit_skip * _victim_weight(seen, nxt)
    elif rank == REVERSE:  # the previous player becomes the next
        prev = (seat - seen.direction) % n
        score += 0.5 * w.hit_skip * (_victim_weight(seen, nxt) - _victim_weight(seen, prev))
    elif rank == DRAW_TWO:
        score += (
            w.draw_two + w.hit_draw_two * _victim_weight(seen, nxt) - w.keep_draw_two * (1.0 - hot)
        )
    elif rank == WILD:
        score -= w.keep_wild * (1.0 - 0.5 * hot)
    elif rank == WILD_FOUR:
        score += (
            w.wild_four
            + w.hit_wild_four * _victim_weight(seen, nxt)
            - w.keep_wild_four * (1.0 - 0.5 * hot)
        )
        if holds_colour:  # a bluff: the victim may challenge
            score -= w.bluff_one if left == 1 else w.bluff_more
    return score, named


def _first_of(hand: list[int], kind: int) -> int:
    for card in hand:
        if CARD_KIND[card] == kind:
            return card
    raise ValueError(kind)


def _pick(legal: list[Action], kind: int, colour: int | None, two: bool) -> Action:
    """The legal play of ``kind`` naming ``colour``, calling "Letzte" with two cards."""
    fallback = None
    for action in legal:
        if action.kind == PLAY:
            k, c, last = action.data
            if k == kind and c == colour:
                if last == two:
                    return action
                fallback = action
    if fallback is None:
        raise ValueError("no such play")
    return fallback


def good_action(seen: Seen, legal: list[Action], w: Weights = WEIGHTS) -> Action:
    """The good player's move."""
    if len(legal) == 1:
        return legal[0]
    draw = pass_ = challenge = report = None
    play_kinds: list[int] = []
    colours: list[Action] = []
    for action in legal:
        kind = action.kind
        if kind == PLAY:
            k = action.data[0]
            if k not in play_kinds:
                play_kinds.append(k)
        elif kind == DRAW:
            draw = action
        elif kind == PASS:
            pass_ = action
        elif kind == CHALLENGE:
            challenge = action
        elif kind == REPORT:
            report = action
        elif kind == COLOUR:
            colours.append(action)
    # a forgotten "Letzte" costs its player two cards (never a partner's)
    if (
        report is not None
        and seen.can_report is not None
        and not seen.partners(seen.seat, seen.can_report)
    ):
        return report
    phase = seen.phase
    two = len(seen.hand) == 2
    if phase == "colour":
        stats = HandStats(seen.hand)
        wanted = choose_colour(stats.colours, stats.points, seen)
        return next(a for a in colours if a.data[0] == wanted)
    if phase == "wild4":
        if challenge is not None and should_challenge(seen, w):
            return challenge
        return draw if draw is not None else legal[0]
    if phase == "penalty":
        if play_kinds:  # stack a Draw Two: keep the colour on what is held most
            counts = colour_counts(seen.hand)
            kind = max(play_kinds, key=lambda k: (counts[KIND_COLOUR[k]], -k))
            return _pick(legal, kind, None, two)
        return draw if draw is not None else legal[0]
    stats = HandStats(seen.hand)
    holds_colour = seen.colour != NO_COLOUR and stats.colours[seen.colour] > 0
    if phase == "drawn":
        # the drawn card was all there was to play: play it, unless it is a
        # Joker +4 bluff that is not worth the risk
        kind = play_kinds[0]
        score, named = plan_play(seen, kind, stats, holds_colour, w)
        if KIND_RANK[kind] == WILD_FOUR and holds_colour and score < 0.0 and pass_ is not None:
            return pass_
        return _pick(legal, kind, named, two)
    # a normal turn
    best_score, best_kind, best_named = None, -1, None
    for kind in play_kinds:
        score, named = plan_play(seen, kind, stats, holds_colour, w)
        if best_score is None or score > best_score:
            best_score, best_kind, best_named = score, kind, named
    if best_score is None or (best_score < w.draw_by_choice and draw is not None):
        return draw if draw is not None else legal[0]
    return _pick(legal, best_kind, best_named, two)


class GoodMauMauBot:
    """Rules of thumb over the seat's own view (see the module's text)."""

    level = "good"

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        return good_action(Seen.from_view(view), legal)


def good_policy(game: MauMau, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The good player's move in an imagined game (a rollout policy)."""
    return good_action(Seen.from_game(game, seat), legal)


# --- looking ahead ------------------------------------------------------------------


def candidates(seen: Seen, legal: list[Action]) -> list[Action]:
    """The moves worth comparing. A play with two cards always calls
    "Letzte"; a Joker names a colour still held (or the good player's colour
    when none is); and drawing by choice is left out while a coloured card
    fits (in played-out rounds it is never the better move then)."""
    two = len(seen.hand) == 2
    stats = HandStats(seen.hand)
    counts = stats.colours
    fallback = choose_colour(counts, stats.points, seen)
    coloured_play = seen.phase == "play" and any(
        a.kind == PLAY and KIND_RANK[a.data[0]] < WILD for a in legal
    )
    out: list[Action] = []
    for action in legal:
        kind = action.kind
        if kind == PLAY:
            card, colour, last = action.data
            if last != two:
                continue
            if colour is not None and counts[colour] == 0 and colour != fallback:
                continue
        elif kind == DRAW and coloured_play:
            continue
        out.append(action)
    return out or list(legal)


#: the chance that the player to move wins a two-player round, as a logistic
#: function of what both hands hold (see ``_hand_features``): the weight of a
#: constant, of ln(theirs / mine) and 1/mine - 1/theirs for the hand sizes m
#: and t, then of the features of the mover's hand and of the other hand in
#: turn. Fitted to rounds between good players.
WIN_BIAS, WIN_SIZE_LOG, WIN_SIZE_INV = -0.14, 1.027, -0.597
#: per hand: Jokers (up to 3), Skip/Reverse/Draw Two (up to 3), cards that fit
#: the top card now (up to 4) / hand size, colours held, most cards of one
#: colour / hand size, Jokers +4 (up to 2), Draw Twos (up to 2)
WIN_MINE = (0.49, 0.169, 1.062, -0.188, 0.217, 0.509, 0.206)
WIN_THEIRS = (-0.526, -0.165, -0.661, 0.167, -0.112, -0.487, -0.243)
WIN_ANY_FITS = 0.118  # the mover has a card that fits


def _hand_features(hand: list[int], flags: bytes) -> tuple[float, ...]:
    """The features of WIN_MINE / WIN_THEIRS for one hand, with ``flags`` the
    cards that fit the top card now."""
    wilds = fours = specials = draw_twos = fit = 0
    colours = [0, 0, 0, 0]
    for card in hand:
        rank = CARD_RANK[card]
        fit += flags[card]
        if rank >= WILD:
            wilds += 1
            fours += rank == WILD_FOUR
        else:
            colours[CARD_COLOUR[card]] += 1
            if rank >= DRAW_TWO:
                specials += 1
                draw_twos += rank == DRAW_TWO
    n = len(hand)
    return (
        min(wilds, 3),
        min(specials, 3),
        min(fit, 4) / n,
        4 - colours.count(0),
        max(colours) / n,
        min(fours, 2),
        min(draw_twos, 2),
        fit,
    )


def win_chance(game: MauMau, seat: int) -> float:
    """``seat``'s chance to win the two-player round of ``game`` (at a normal
    turn), as the WIN_ weights judge it from both hands."""
    turn = game.turn
    mine, theirs = game.hands[turn], game.hands[1 - turn]
    m, t = len(mine), len(theirs)
    if m == 0 or t == 0:
        return 1.0 if (m == 0) == (turn == seat) else 0.0
    flags = PLAYABLE[game.colour][CARD_RANK[game.discard[-1]]]
    fm = _hand_features(mine, flags)
    ft = _hand_features(theirs, flags)
    z = WIN_BIAS + WIN_SIZE_LOG * log(t / m) + WIN_SIZE_INV * (1.0 / m - 1.0 / t)
    for i in range(7):
        z += WIN_MINE[i] * fm[i] + WIN_THEIRS[i] * ft[i]
    if fm[7]:
        z += WIN_ANY_FITS
    chance = 1.0 / (1.0 + exp(-z))
    return chance if turn == seat else 1.0 - chance


def round_value(game: MauMau, team: int, finished: bool, quick: bool) -> float:
    """How a played-out round went for ``team``: 1 for winning it, 0 for
    losing; in points mode the points won or given away count a little too.
    A round cut short is judged by the chance to win it (two players) or by
    the hand sizes."""
    if not finished:
        if game.players == 2 and game.phase == "play":
            return win_chance(game, team)
        mine = min(len(game.hands[s]) for s in game.teams[team])
        others = min(
            len(game.hands[s]) for t, seats in enumerate(game.teams) if t != team for s in seats
        )
        return 0.5 + 0.05 * max(-9, min(9, others - mine))
    record = game.history[-1]
    won = record["team"] == list(game.teams[team])
    if quick:
        return 1.0 if won else 0.0
    margin = min(record["points"], 200) / 400.0
    return 1.0 + margin if won else -margin


#: how much likelier a card is to be in another player's hand than chance
#: alone makes it, by that hand's size (up to 2, up to 5, more): for a Joker,
#: a special card and a number card (players shed special cards early and keep
#: their Jokers only while they have other plays, and a player with a Joker
#: near the end soon goes out); then the factors for a card of the colour in
#: force and one of the top card's symbol. Measured in rounds between good
#: players.
HAND_PRIOR = ((2, (0.39, 0.56, 1.21)), (5, (0.55, 0.62, 1.17)), (CARD_COUNT, (0.79, 0.71, 1.12)))
IN_COLOUR_PRIOR = 0.9
TOP_SYMBOL_PRIOR = 0.8


def hand_weights(view: dict[str, Any], unseen: list[int]) -> dict[int, list[float]]:
    """For every other seat, the HAND_PRIOR weight of each unseen card."""
    colour = COLOURS.index(view["colour"]) if view["colour"] is not None else NO_COLOUR
    top_rank = CARD_RANK[view["top"]]
    by_size: dict[int, list[float]] = {}
    out: dict[int, list[float]] = {}
    for s, count in enumerate(view["hand_counts"]):
        if s == view["seat"] or count == 0:
            continue
        limit, factors = next(p for p in HAND_PRIOR if count <= p[0])
        weights = by_size.get(limit)
        if weights is None:
            weights = []
            for card in unseen:
                rank = CARD_RANK[card]
                w = factors[0] if rank >= WILD else factors[1] if rank >= DRAW_TWO else factors[2]
                if CARD_COLOUR[card] == colour:
                    w *= IN_COLOUR_PRIOR
                if rank == top_rank and rank < WILD:
                    w *= TOP_SYMBOL_PRIOR
                weights.append(w)
            by_size[limit] = weights
        out[s] = weights
    return out


class StrongMauMauBot:
    """Determinized Monte Carlo over the seat's own view.

    The candidates are the legal moves (see ``candidates``), and with two
    players a Skip or Reverse together with each move that could follow it
    (the same seat plays again), so that such a card is judged by its best
    continuation. For each candidate line it plays out imagined games:

    - each imagined game deals the cards this seat cannot see afresh
      (``simulate.determinize``): the other hands in their sizes, weighted by
      HAND_PRIOR, and the stock and discard pile in theirs; facing a Joker +4,
      whether it was a bluff is drawn as well;
    - every line is tried in the same deal with the same chance (so that
      luck does not blur their comparison); after the line the good player's
      rules of thumb play for every seat;
    - in a two-player quick game the play stops at the first normal turn
      after HORIZON moves and the position is judged by ``win_chance``;
      otherwise the round is played to its end and judged by ``round_value``.

    The lines race: every MIN_WORLDS deals, a line behind the good player's
    own move by more than DROP standard errors (of the paired differences)
    drops out. In the end the good player's move is made unless a line beat
    it by more than MARGIN standard errors; then the first move of the line
    that beat it by most.

    The search is bounded by a budget of work, never by the clock, so the
    choice is a function of the view and the chance ``rng`` alone and a seed
    replays a whole match exactly, on any machine: ``max_simulations`` caps
    the imagined games per move and ``max_steps`` the moves made in them
    altogether (the lines' own moves included); a new imagined game starts
    only while both are below their caps (None: no cap). The moves cap
    keeps a move short where imagined games are long (three players or
    more, or the points game, are played to the end of the round). The
    defaults keep a move of the strongest level within 200 ms on a 2-core
    machine (p99; ``bench/bot_decisions.py``). The only legal move,
    reporting a forgotten "Letzte" and a choice between number cards only
    while every hand is still large (see ``_calm``) are made at once, as the
    good player would.
    """

    level = "strong"
    #: the default caps per move: imagined games, and moves made in them
    DEFAULT_SIMULATIONS = 300
    DEFAULT_STEPS = 4000
    #: see the class's text
    MARGIN = 0.5
    MIN_WORLDS = 8
    DROP = 1.0
    HORIZON: int | None = 6
    #: deal the other hands by HAND_PRIOR (else uniformly)
    PRIOR = True
    #: try a Skip or Reverse with its follow-ups (two players)
    FOLLOW_UPS = True

    def __init__(
        self,
        max_simulations: int | None = DEFAULT_SIMULATIONS,
        max_steps: int | None = DEFAULT_STEPS,
    ) -> None:
        self.max_simulations = max_simulations
        self.max_steps = max_steps
        #: the imagined games played and the moves made in them for the last
        #: move (for tests and benchmarks)
        self.simulations = 0
        self.steps = 0

    def choose(self, view: dict, legal: list[Action], rng: random.Random) -> Action:
        self.simulations = self.steps = 0
        if len(legal) == 1:
            return legal[0]
        seen = Seen.from_view(view)
        default = good_action(seen, legal)
        if default.kind == REPORT:
            return default
        moves = candidates(seen, legal)
        if default not in moves:
            moves.append(default)
        if len(moves) == 1 or _calm(seen, moves):
            return default
        limit = self.max_simulations if self.max_simulations is not None else -1
        step_limit = self.max_steps if self.max_steps is not None else -1
        options = options_of(view)
        unseen = unseen_cards(view)
        weights = hand_weights(view, unseen) if self.PRIOR else None
        seat = view["seat"]
        team = (
            next((i for i, t in enumerate(view["teams"]) if seat in t), 0)
            if view["teams"] is not None
            else seat
        )
        quick = bool(view["quick"])
        # two players in a quick game: the rounds are played out only so far,
        # then judged by the chance to win them
        horizon = self.HORIZON if view["players"] == 2 and quick else None
        moves.remove(default)
        moves.insert(0, default)  # the good player's move first
        # the lines to compare: each move on its own, the rest of the round
        # played by the rules of thumb; with two players a Skip or Reverse
        # lets the same seat play again, so it is also tried with every
        # follow-up (the line stands for its first move)
        lines: list[tuple[Action, ...]] = [(m,) for m in moves]
        if view["players"] == 2 and self.FOLLOW_UPS:
            probe = determinize(view, random.Random(0), options=options, unseen=unseen)
            for m in moves:
                if m.kind == PLAY and KIND_RANK[m.data[0]] in (SKIP, REVERSE):
                    lines += [(m, f) for f in _follow_ups(probe, seat, m)]
        values: list[list[float]] = [[] for _ in lines]
        active = list(range(len(lines)))  # the lines still in the race
        count = worlds = steps = 0
        while len(active) > 1 and count != limit and (steps < step_limit or step_limit < 0):
            # one deal of the unseen cards and one chance for the rest of the
            # round, shared by every line
            world = determinize(
                view, rng, options=options, unseen=unseen, weights=weights, honesty=WEIGHTS.honesty
            )
            for i in active:
                if count == limit or (steps >= step_limit >= 0):
                    break
                game = copy_game(world)  # the same deal and chance for every line
                for move in lines[i]:
                    game.apply(seat, move)
                finished = play_out(game, good_policy, rng, horizon=horizon)
                values[i].append(round_value(game, team, finished, quick))
                steps += len(game.log) - len(world.log)
                count += 1
            worlds += 1
            if worlds >= self.MIN_WORLDS and worlds % self.MIN_WORLDS == 0:
                # a line clearly worse than the good player's move leaves the race
                kept = [0]
                for i in active[1:]:
                    mean, error = _paired(values[i], values[0])
                    if mean > -self.DROP * error:
                        kept.append(i)
                active = kept
        self.simulations, self.steps = count, steps
        # the good player's move stands unless another line did better in the
        # same deals by a clear margin (the paired differences' mean must
        # exceed MARGIN standard errors), so that luck in a few deals does not
        # turn a good move into a worse one
        best, best_gain = default, 0.0
        for i in active[1:]:
            mean, error = _paired(values[i], values[0])
            if mean > self.MARGIN * error and mean > best_gain:
                best, best_gain = lines[i][0], mean
        return best


def _follow_ups(probe: MauMau, seat: int, move: Action) -> list[Action]:
    """The moves worth comparing after ``move`` when ``seat`` plays again at
    once (they depend only on the own hand and the top card, so any one
    imagined game shows them); none if the round ends or the turn passes."""
    game = copy_game(probe)
    game.apply(seat, move)
    if game.over or game.turn != seat or game.phase != "play" or not game.hands[seat]:
        return []
    legal = game.legal_actions(seat)
    return candidates(Seen.from_game(game, seat), legal)


def _calm(seen: Seen, moves: list[Action]) -> bool:
    """Whether the choice is between number cards only while every player
    still holds four cards or more: such moves differ too little for
    played-out rounds to tell them apart, so the good player's move is made."""
    if seen.phase != "play" or min(seen.counts) < 4:
        return False
    return all(a.kind == PLAY and KIND_RANK[a.data[0]] < DRAW_TWO for a in moves)


def _paired(values: list[float], base: list[float]) -> tuple[float, float]:
    """The mean of the differences ``values - base`` over the deals both were
    played in, and its standard error."""
    n = min(len(values), len(base))
    if n < 2:
        return 0.0, float("inf")
    diffs = [values[j] - base[j] for j in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, (var / n) ** 0.5


__all__ = ["GoodMauMauBot", "StrongMauMauBot", "Seen", "good_action", "good_policy"]
