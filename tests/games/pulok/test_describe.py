"""Pulok's narration: every event said in both languages, spoken and in
terse braille, private events only to their seat; rows read as words with
gaps; the zones (board, offer, players and finished games, the tiles); the
list of moves; the proposal and what is missing; status, scores, legend."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from accessible_games.core.game import Event
from accessible_games.core.narration import HEADING, action_text
from accessible_games.core.utterance import Category, Priority
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.rules import Pulok
from accessible_games.games.pulok.tiles import (
    EMPTY,
    FIRST_PULOK,
    LETTERS,
    TILE_CODE,
    WIDTH,
    tile_id,
)
from tests.game_helpers import assert_zones_said, narrate_seen
from tests.games.pulok.pulok_helpers import Tiles, find, new_game, place, sentence, with_penalty

NAMES = ["Anna", "Ben", "Clara", "David"]


def narrator(
    game: Pulok | None = None,
    viewer: int | None = 0,
    lang: str = "en",
    players: int | None = None,
    variant: str | None = None,
) -> PulokNarrator:
    if game is None:
        return PulokNarrator(
            lang, NAMES[: players or 3], viewer, {"variant": variant} if variant else None
        )
    return PulokNarrator(lang, NAMES[: game.players], viewer, game.facts())


def both(game, events, viewer: int | None = 0, lang: str = "en") -> list[tuple[str, str]]:
    n = narrator(game, viewer, lang)
    return [(u.speech, u.braille) for u in (n.event(e) for e in events) if u is not None]


def said(game, events, viewer: int | None = 0, lang: str = "en") -> list[str]:
    return [s for s, _ in both(game, events, viewer, lang)]


def tile(code: str, copy: int = 0) -> int:
    if code.upper() == "PULOK":
        return FIRST_PULOK + copy
    return next(t for t in range(180) if TILE_CODE[t] == code.upper()) + copy


# --- random games, every event ---------------------------------------------------


def play(
    variant: str, players: int, seed: int, steps: int, smart: float = 0.0, arranging: float = 0.1
):
    """A random game (a share ``smart`` of moves by the game's timeout
    player, a share ``arranging`` of arrangement moves): the game, all its
    events and the views seen along the way, for narration."""
    game = Pulok(players, {"variant": variant}, seed)
    events = list(game.setup_events)
    rng = random.Random(seed)
    views: list[tuple[dict, list]] = []
    for step in range(steps):
        if game.is_over():
            break
        seat = game.waiting_for()[0]
        legal = game.legal_actions(seat)
        if step % 40 == 0:  # what a front end lists
            views.append((game.view(seat), game.menu_actions(seat)))
        roll = rng.random()
        if roll < arranging:
            options = game.arrangement_actions(seat)
            if options:
                events += game.apply(seat, rng.choice(options))
                continue
        action = game.timeout_action(seat) if roll > 1 - smart else rng.choice(legal)
        events += game.apply(seat, action)
    return game, events, views


GAMES = {
    # pure random play: the bag runs empty and games end undecided
    "simple-2": ("simple", 2, 7, 3000, 0.0),
    # better play: calls, reveals and the match's end
    "simple-3": ("simple", 3, 3, 3000, 0.5),
    "double-4": ("double", 4, 7, 3000, 0.0),
    "experts-3": ("experts", 3, 5, 220, 0.05),
}
_PLAYED: dict[str, tuple] = {}


def played(name: str):
    if name not in _PLAYED:
        variant, players, seed, steps, smart = GAMES[name]
        _PLAYED[name] = play(variant, players, seed, steps, smart)
    return _PLAYED[name]


#: events a listener may hear nothing of: others' turns (the offer said
#: whose turn it is), the own draw (the private "drawn" names the tile)
SILENT = {"turn", "drew"}


@pytest.mark.slow  # whole random games narrated: 0.5-1 s of CPU time a case
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", list(GAMES))
def test_every_event_of_random_games_is_said_and_brailled(lang, name):
    game, events, views = played(name)
    kinds = set()
    for viewer in (0, 1, None):
        # the own turn is said, and another's draw (the own one: the private "drawn")
        said = narrate_seen(
            narrator(game, viewer, lang),
            events,
            viewer,
            lambda e, viewer=viewer: (
                e.kind in SILENT
                and (e.kind != "turn" or e.seat != viewer)
                and (e.kind != "drew" or e.seat == viewer)
            ),
            slack=16,
        )
        kinds.update(event.kind for event, _utterance in said)
    assert {
        "match_start",
        "game_start",
        "dealt",
        "offered",
        "took",
        "declined",
        "drew",
        "drawn",
        "kept",
        "placed",
        "turn",
    } <= kinds
    counted = Counter(e.kind for e in events)
    for kind in (
        "called",
        "reveal",
        "bag_empty",
        "undecided",
        "match_over",
        "removed",
        "row_colour",
        "arranged",
    ):
        if counted[kind]:
            assert kind in kinds, kind
    # the views seen along the way: every zone and answer filled, for the player to move and an
    # onlooker
    for view, legal in views:
        seat = view["me"]
        for n in (narrator(game, seat, lang), narrator(game, None, lang)):
            v = (
                view
                if n.viewer is not None
                else {
                    **view,
                    "me": None,
                    "board": None,
                    "surplus": None,
                    "tiles": None,
                    "goal": None,
                    "row_colours": None,
                    "drawn": None,
                    "received": None,
                }
            )
            own_legal = legal if n.viewer is not None else []
            utterances = [
                n.status(v),
                n.hand(v),
                n.table(v),
                n.legend(),
                n.missing(v),
                n.proposal(v),
                *n.scores(v, True),
                *(n.row(v, r) for r in range(6)),
            ]
            assert_zones_said(n, v, own_legal, utterances)


def test_the_random_games_cover_the_match():
    kinds = Counter()
    for name in GAMES:
        kinds.update(e.kind for e in played(name)[1])
    for kind in ("called", "reveal", "bag_empty", "undecided", "match_over", "arranged", "removed"):
        assert kinds[kind], kind


@pytest.mark.parametrize("name", ["simple-3", "experts-3"])
def test_scores_are_heard_and_felt_after_every_game(name):
    game, events, _ = played(name)
    for lang in ("en", "de"):
        n = narrator(game, 0, lang)
        for event in events:
            if event.kind != "reveal":
                continue
            u = n.event(event)
            for seat, score in enumerate(event.data["scores"]):
                who = n.name(seat)
                # in braille the name and the score are apart: "Anna: 57" (never "Player 1 57")
                assert f"{who} {score}" in u.speech and f"{who}: {score}" in u.braille


# --- privacy -------------------------------------------------------------------------


def test_private_events_reach_their_seat_only():
    game, events, _ = played("simple-3")
    private = [e for e in events if e.visible_to is not None]
    assert {e.kind for e in private} >= {"dealt", "drawn", "placed"}
    for event in private:
        for viewer in (0, 1, 2, None):
            heard = narrator(game, viewer).event(event)
            assert (heard is not None) == (viewer in event.visible_to)


def test_another_players_hidden_tiles_never_change_what_a_player_hears():
    """Two tables alike but for Ben's tiles: everything Anna can ask about
    and every zone she walks is the same."""
    first = place(
        new_game(3),
        hands=[with_penalty(3), "SR AR GR NR IR XR ÜR BR ER RR PR UR LR OR KY", sentence("W")],
        offer="KY",
        turn=2,
    )
    second = place(
        new_game(3),
        hands=[with_penalty(3), "SB AB GB NB IB XB ÜB BB EB RB PB UB LB OB KB", sentence("W")],
        offer="KY",
        turn=2,
    )
    for lang in ("en", "de"):
        texts = []
        for game in (first, second):
            n = narrator(game, 0, lang)
            view = game.view(0)
            out = [
                n.status(view),
                n.hand(view),
                n.table(view),
                n.missing(view),
                n.proposal(view),
                *n.scores(view, True),
            ]
            items = (
                n.hand_items(view, [])
                + n.player_items(view)
                + [i for a in n.areas() for i in n.area_items(a.key, view)]
            )
            texts.append(
                [(u.speech, u.braille) for u in out] + [(i.id, i.speech, i.braille) for i in items]
            )
        assert texts[0] == texts[1]


def test_an_onlooker_hears_no_tiles():
    game = place(
        new_game(2), hands=[with_penalty(3), sentence("R", skip="K") + " SB"], offer="KY", turn=1
    )
    n = narrator(game, None)
    view = game.view(None)
    assert n.hand(view).speech == "You hold no tiles: you are watching."
    assert n.hand_items(view, []) == []
    assert [i.id for i in n.area_items("board", view)] == ["none"]
    assert (
        n.missing(view).speech == n.proposal(view).speech == "You hold no tiles: you are watching."
    )
    assert n.row(view, 0).speech == "You hold no tiles: you are watching."
    assert n.area_items("offer", view)[0].speech == "Anna offers Ben K yellow."


# --- tiles and rows ---------------------------------------------------------------------


def test_tiles_spoken_and_brailled():
    en, de = narrator(players=2), narrator(players=2, lang="de")
    assert en.tile(tile("UR")) == "U red" and de.tile(tile("UR")) == "U rot"
    assert en.tile(tile("ÜY")) == "Ü yellow" and de.tile(tile("ÜY")) == "Ü gelb"
    assert (
        en.tile_br(tile("UR")) == "ur"
        and de.tile_br(tile("ÜY")) == "üge"
        and en.tile_br(tile("ÜY")) == "üy"
    )
    assert (
        de.tile_br(tile("SK")) == "ss"
        and en.tile_br(tile("SK")) == "sk"
        and de.tile_br(tile("GG")) == "ggn"
    )
    assert (
        en.tile(tile("PULOK")) == de.tile(tile("PULOK")) == "Pulok"
        and en.tile_br(tile("PULOK")) == "*"
    )
    assert en.tile_at(tile("PULOK"), LETTERS.index("U")) == "Pulok as U"
    assert de.tile_at(tile("PULOK"), LETTERS.index("U")) == "Pulok als U"


def board_with(cells: dict[tuple[int, str], str]) -> list[int]:
    ids = Tiles()
    board = [EMPTY] * 90
    for (row, letter), code in cells.items():
        board[row * WIDTH + LETTERS.index(letter)] = (
            ids.take(code) if code != "PULOK" else ids.take("PULOK")
        )
    return board


def test_a_row_read_as_words_with_gaps_and_puloks():
    board = board_with(
        {
            (0, "S"): "SR",
            (0, "A"): "AY",
            (0, "G"): "GR",
            (0, "N"): "NR",
            (0, "X"): "XR",
            (0, "Ü"): "ÜR",
            (0, "B"): "PULOK",
            (0, "E"): "ER",
            (0, "R"): "RR",
        }
    )
    view = {"variant": "simple", "board": board, "row_colours": list(range(6))}
    row = narrator().row(view, 0)
    assert row.speech == (
        "Row 1: SAG; N, gap, X; ÜBER with Pulok as B; no PULOK. "
        "Red: S, G, N, X, Ü, E, R; yellow: A."
    )
    assert row.braille == "1 sag n,x ü*er ,,,,, r:sgnxüer y:a"
    de = narrator(lang="de").row(view, 0)
    assert de.speech == (
        "Zeile 1: SAG; N, Lücke, X; ÜBER mit Pulok als B; kein PULOK. "
        "Rot: S, G, N, X, Ü, E, R; gelb: A."
    )
    assert de.braille == "1 sag n,x ü*er ,,,,, r:sgnxüer ge:a"
    assert narrator().row(view, 3).speech == "Row 4: empty."
    assert narrator(lang="de").row(view, 3).braille == "4 leer"
    assert narrator().row(view, 6).speech == "There is no row 7: rows are 1 to 6."


def test_an_experts_row_says_its_colour_and_tiles_of_another_colour():
    board = board_with(
        {
            (0, "S"): "SR",
            (0, "A"): "AR",
            (0, "G"): "GY",
            (1, "P"): "PULOK",
            (1, "U"): "UY",
            (1, "L"): "LY",
            (1, "O"): "OY",
            (1, "K"): "KY",
        }
    )
    view = {"variant": "experts", "board": board, "row_colours": [0, 1, 2, 3, 4, 5]}
    n = narrator(variant="experts")
    assert n.row(view, 0).speech == "Row 1, red: S, A, G yellow; no NIX; no ÜBER; no PULOK."
    assert n.row(view, 0).braille == "1r sa(gy) ,,, ,,,, ,,,,,"
    assert n.row(view, 1).speech == "Row 2, yellow: no SAG; no NIX; no ÜBER; PULOK with Pulok as P."
    de = narrator(lang="de", variant="experts")
    assert de.row(view, 1).braille == "2ge ,,, ,,, ,,,, *ulok"
    assert de.row(view, 2).speech == "Zeile 3, grün: leer."


def test_double_puloks_in_one_word():
    board = board_with({(0, "N"): "PULOK", (0, "I"): "IR", (0, "X"): "PULOK"})
    view = {"variant": "simple", "board": board, "row_colours": list(range(6))}
    assert (
        narrator().row(view, 0).speech
        == "Row 1: no SAG; NIX with Puloks as N and X; no ÜBER; no PULOK. Red: I."
    )


# --- events -----------------------------------------------------------------------------


def test_match_and_game_start_and_the_dealt_tiles():
    start = Event(
        "match_start",
        None,
        {
            "variant": "experts",
            "players": 3,
            "handicap": 100,
            "target": 200,
            "tiles_each": 20,
            "twenty": True,
            "need_piece": True,
        },
    )
    n = narrator()
    u = n.event(start)
    assert u.speech == (
        "Sag nix über Pulok: Pulok for Experts, 3 players, 20 tiles each. Everyone starts with 100 "
        "points; 200 points win, and the match also ends when someone has 0 or less. Goal: every "
        "tile in a group: 4 or more side by side in a row of one colour, or 4 or more of one "
        "letter in a column. Value pieces bring a bonus. Victory may be called only with at least "
        "one value piece."
    )
    assert u.braille == "pulok, Pulok for Experts: 100 to 200, 20 tiles"
    assert n.variant == "experts"
    de = narrator(lang="de").event(start)
    assert de.speech.startswith("Sag nix über Pulok: Pulok für Könner, 3 Spieler, je 20 Kärtchen.")
    game = Event("game_start", None, {"game": 2, "starter": 1, "bag": 149})
    assert both(None, [game]) == [
        ("Game 2: Ben starts; 149 tiles in the bag.", "game 2, Ben starts, bag 149")
    ]
    assert both(None, [game], viewer=1, lang="de") == [
        ("Spiel 2: du beginnst; 149 Kärtchen im Beutel.", "Spiel 2, du beginnst, Beutel 149")
    ]
    dealt = Event("dealt", 0, {"tiles": [tile("SR"), tile("AY"), tile("AR"), tile("PULOK")]}, (0,))
    assert both(None, [dealt]) == [
        ("Your 4 tiles: A red and yellow; S red; 1 Pulok.", "tiles a: r y; s: r; *")
    ] or both(None, [dealt]) == [
        ("Your 4 tiles: S red; A red and yellow; 1 Pulok.", "tiles s: r; a: r y; *")
    ]
    assert said(None, [dealt], viewer=1) == []


def narr_events(events, viewer=0, lang="en", players=3):
    n = narrator(players=players, viewer=viewer, lang=lang)
    return [(u.speech, u.braille) for u in (n.event(e) for e in events) if u is not None]


def test_offers_said_to_the_giver_the_receiver_and_the_others():
    ur = tile("UR")
    for how, en_other, en_own, en_you, de_you in [
        (
            "start",
            "Anna draws U red from the bag and offers it to Ben.",
            "You draw U red from the bag and offer it to Ben.",
            "Anna draws U red from the bag and offers it to you.",
            "Anna zieht U rot aus dem Beutel und bietet es dir an.",
        ),
        (
            "pass",
            "Anna passes U red on to Ben.",
            "You pass U red on to Ben.",
            "Anna passes U red on to you.",
            "Anna gibt U rot an dich weiter.",
        ),
        (
            "straight",
            "Anna passes the drawn tile U red straight on to Ben.",
            "You pass the drawn tile U red straight on to Ben.",
            "Anna passes the drawn tile U red straight on to you.",
            "Anna gibt das gezogene Kärtchen U rot direkt an dich weiter.",
        ),
        (
            "unchanged",
            "Anna passes U red on unchanged to Ben.",
            "You pass U red on unchanged to Ben.",
            "Anna passes U red on unchanged to you.",
            "Anna gibt U rot unverändert an dich weiter.",
        ),
    ]:
        event = Event("offered", 0, {"tile": ur, "to": 1, "how": how, "call": False})
        assert narr_events([event], viewer=2)[0][0] == en_other
        assert narr_events([event], viewer=0)[0][0] == en_own
        assert narr_events([event], viewer=1)[0][0] == en_you
        assert narr_events([event], viewer=1, lang="de")[0][0] == de_you
    event = Event("offered", 0, {"tile": ur, "to": 1, "how": "pass", "call": False})
    assert narr_events([event], viewer=2)[0][1] == "Anna passes ur > Ben"
    assert narr_events([event], viewer=0, lang="de")[0][1] == "du gibst ur > Ben"
    assert narr_events([event], viewer=1, lang="de")[0][1] == "Anna gibt ur > dir"


def test_take_decline_draw_keep_and_the_tile_on_arrival():
    ur, ny = tile("UR"), tile("NY")
    took = Event("took", 1, {"tile": ur, "from": 0})
    assert narr_events([took], viewer=1) == [("You take U red.", "you take ur")]
    assert narr_events([took], viewer=0, lang="de") == [("Ben nimmt U rot.", "Ben nimmt ur")]
    declined = Event("declined", 1, {"tile": ur, "bag": 119})
    drew = Event("drew", 1, {"bag": 119})
    drawn = Event("drawn", 1, {"tile": ny}, (1,))
    kept = Event("kept", 1, {})
    placed = Event(
        "placed",
        1,
        {"tile": ny, "row": 0, "col": 3, "from": None, "displaced": None, "auto": True},
        (1,),
    )
    seq = [declined, drew, drawn, kept, placed]
    assert narr_events(seq, viewer=0) == [
        ("Ben declines U red: it is set aside.", "Ben declines ur"),
        ("Ben draws a tile from the bag; 119 left.", "Ben draws, bag 119"),
        ("Ben keeps the drawn tile.", "Ben keeps"),
    ]
    assert narr_events(seq, viewer=1) == [
        (
            "You decline U red: it is set aside, and you draw a tile from the bag; 119 left.",
            "you decline ur, bag 119",
        ),
        ("You draw N yellow: keep it, or pass it straight on.", "drawn ny"),
        ("You keep the drawn tile.", "you keep"),
        ("N yellow goes to row 1.", "ny > 1"),
    ]
    assert [s for s, _ in narr_events(seq, viewer=1, lang="de")] == [
        "Du lehnst U rot ab: es wird beiseitegelegt, und du ziehst ein Kärtchen aus dem Beutel; "
        "noch 119.",
        "Du ziehst N gelb: behalte es, oder gib es direkt weiter.",
        "Du behältst das gezogene Kärtchen.",
        "N gelb kommt in Zeile 1.",
    ]
    surplus = Event(
        "placed",
        1,
        {
            "tile": tile("PULOK"),
            "row": None,
            "col": None,
            "from": None,
            "displaced": None,
            "auto": True,
        },
        (1,),
    )
    assert narr_events([surplus], viewer=1) == [("Pulok goes to the surplus.", "* > sp")]
    assert narr_events([surplus], viewer=1, lang="de") == [
        ("Pulok kommt zu den übrigen Kärtchen.", "* > üb")
    ]


def test_the_own_turn_is_said_and_others_turns_are_not():
    turn = Event("turn", 1, {"phase": "offer", "offer": tile("UR"), "from": 0, "last": False})
    u = narrator(players=3, viewer=1).event(turn)
    assert (u.speech, u.braille) == ("Your turn: Anna offers you U red.", "your turn: ur from Anna")
    assert u.category == Category.TURN and u.priority == Priority.POLITE
    assert narrator(players=3, viewer=0).event(turn) is None
    last = Event("turn", 1, {"phase": "offer", "offer": tile("UR"), "from": 0, "last": True})
    assert narr_events([last], viewer=1, lang="de") == [
        ("Dein letzter Umtausch: Anna bietet dir U rot an.", "letzter Umtausch: ur von Anna")
    ]


def test_arranging_by_hand_is_said_to_the_player_alone():
    ur, pulok = tile("UR"), tile("PULOK")
    moved = Event(
        "placed",
        0,
        {"tile": ur, "row": 2, "col": 11, "from": 11, "displaced": pulok, "auto": False},
        (0,),
    )
    assert narr_events([moved]) == [
        ("U red from row 1 to row 3. Pulok goes to row 1 as U in exchange.", "ur 1>3, * 3u>1u")
    ]
    assert narr_events([moved], lang="de")[0][0] == (
        "U rot von Zeile 1 nach Zeile 3. Pulok kommt dafür nach Zeile 1 als U."
    )
    assert narr_events([moved], viewer=1) == []
    placed = Event(
        "placed",
        0,
        {"tile": pulok, "row": 0, "col": 4, "from": None, "displaced": tile("IR"), "auto": False},
        (0,),
    )
    assert narr_events([placed]) == [
        ("Pulok from the surplus to row 1 as I. I red goes to the surplus.", "* sp>1i, ir 1>sp")
    ]
    removed = Event("removed", 0, {"tile": ur, "row": 2, "col": 11}, (0,))
    assert narr_events([removed]) == [("U red off row 3 into the surplus.", "ur 3>sp")]
    assert narr_events([removed], lang="de") == [
        ("U rot aus Zeile 3 zu den übrigen Kärtchen.", "ur 3>üb")
    ]
    colour = Event(
        "row_colour",
        0,
        {"row": 2, "colour": 3, "swapped_row": 3, "former": 2, "tiles_here": 1, "tiles_there": 2},
        (0,),
    )
    assert narr_events([colour]) == [
        (
            "Row 3 is now blue and row 4 green. The tiles went with their colour: 1 tile into row "
            "3, 2 tiles into row 4.",
            "row 3 b (1t), row 4 g (2t)",
        )
    ]
    arranged = Event("arranged", 0, {"moves": 3}, (0,))
    assert narr_events([arranged]) == [
        ("You arrange your board as proposed and move 3 tiles.", "arranged, moves 3")
    ]
    assert narr_events([Event("arranged", 0, {"moves": 0}, (0,))], lang="de")[0][1] == "geordnet"


def test_the_call_and_the_last_exchanges():
    called = Event("called", 0, {"last": [1, 2]})
    assert narr_events([called], viewer=2) == [
        (
            "Anna calls: Sag nix über Pulok! Everyone else makes one last exchange: Ben and you. "
            "Your last exchange is still to come.",
            "Anna: Sag nix über Pulok! last: Ben, you",
        )
    ]
    assert narr_events([called], viewer=0)[0][0] == (
        "You call: Sag nix über Pulok! Everyone else makes one last exchange: Ben and Clara."
    )
    assert narr_events([called], viewer=None)[0][0] == (
        "Anna calls: Sag nix über Pulok! Everyone else makes one last exchange: Ben and Clara."
    )
    assert narr_events([called], viewer=1, lang="de")[0] == (
        "Anna ruft: Sag nix über Pulok! Alle anderen machen noch einen letzten Umtausch: du und "
        "Clara. Dein letzter Umtausch kommt noch.",
        "Anna: Sag nix über Pulok! Letzte: du, Clara",
    )
    assert narrator(players=3).event(called).priority == Priority.POLITE


def test_bag_empty_and_undecided():
    assert narr_events([Event("bag_empty", None, {})])[0][0].startswith(
        "The bag is empty. From now on"
    )
    assert narr_events([Event("undecided", None, {})], lang="de") == [
        (
            "Niemand hat gerufen: das Spiel endet unentschieden. Niemand gewinnt Punkte; alle "
            "verlieren die Verlustpunkte ihrer übrigen Kärtchen.",
            "unentschieden",
        )
    ]


def test_the_reveal_says_left_over_tiles_penalties_and_the_scores():
    reveal = Event(
        "reveal",
        None,
        {
            "game": 3,
            "caller": 1,
            "deltas": [-3, 20, 0],
            "scores": [57, 80, 60],
            "boards": [
                {"left_over": [tile("SY"), tile("NY")], "penalty": 3, "pieces": [], "value": 0},
                {"left_over": [], "penalty": 0, "pieces": [], "value": 0},
                {"left_over": [], "penalty": 0, "pieces": [], "value": 0},
            ],
        },
    )
    assert narr_events([reveal]) == [
        (
            "Game 3 is over; the boards are shown: read them in the list of players. Ben called "
            "and gains 20 points. You lose 3 points: left over S yellow and N yellow. Clara loses "
            "nothing. Scores: you 57 points, Ben 80 points and Clara 60 points.",
            "game 3 over; Ben called +20; you: -3 (sy ny); Clara: 0; scores you: 57, Ben: 80, "
            "Clara: 60",
        )
    ]
    assert narr_events([reveal], viewer=1, lang="de") == [
        (
            "Spiel 3 ist zu Ende; die Legetafeln werden aufgedeckt: du kannst sie in der Liste der "
            "Spieler lesen. Du hast gerufen und bekommst 20 Punkte. Anna verliert 3 Punkte: übrig "
            "S gelb und N gelb. Clara verliert nichts. Punkte: Anna 57 Punkte, du 80 Punkte und "
            "Clara 60 Punkte.",
            "Spiel 3 Ende; du riefst +20; Anna: -3 (sge nge); Clara: 0; Punkte Anna: 57, du: 80, "
            "Clara: 60",
        )
    ]
    u = narrator(players=3).event(reveal)
    assert u.category == Category.TABLE and u.priority == Priority.POLITE


def test_a_call_scored_in_a_real_game():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
    )
    events = game.apply(1, "take")
    events += game.apply(1, "pass sb call")
    events += game.apply(2, "decline") + game.apply(2, "pass on")
    events += game.apply(0, "decline") + game.apply(0, "pass on")
    heard = said(game, events, viewer=0)
    assert (
        "Ben calls: Sag nix über Pulok! Everyone else makes one last exchange: Clara and you. "
        "Your last exchange is still to come." in heard
    )
    reveal = next(s for s in heard if s.startswith("Game 1 is over"))
    assert "Ben called and gains 20 points." in reveal
    assert "You lose 3 points: left over " in reveal and "Clara loses nothing." in reveal
    assert reveal.endswith("Scores: you 57 points, Ben 80 points and Clara 60 points.")


def test_the_seed_examples_experts_reveal_with_value_pieces_and_bonus():
    example = "SR AR GR GY NY IY XY ÜY RG PG UG GG GB GK GW"
    game = place(
        new_game(2, variant="experts"),
        hands=["SB AB NB IB XB ÜB BB EB RB PB UB LB OB KB EY", example],
        offer="KY",
        turn=1,
        bag="UW AW",
    )
    events = (
        game.apply(1, "decline")
        + game.apply(1, "pass on call")
        + game.apply(0, "decline")
        + game.apply(0, "pass on")
    )
    reveal = find(events, "reveal")
    en = narrator(game, 0).event(reveal)
    assert (
        "Ben called and gains 70 points: 20 for the call and 50 for 4 value pieces: " in en.speech
    )
    for piece in ("SAG in row 1", "NIX in row 2", "6 G in a column (double)"):
        assert piece in en.speech
    assert "Ben called +70 (" in en.braille and "1:sag" in en.braille and "6g x2" in en.braille
    assert "=4)" in en.braille
    de = narrator(game, 1, "de").event(reveal)
    assert (
        "Du hast gerufen und bekommst 70 Punkte: 20 für den Sieg und 50 für 4 Wertstücke: "
        in de.speech
    )
    assert "6 G in einer Spalte (doppelt)" in de.speech
    assert (
        "Anna verliert " in de.speech
        and "in keiner Gruppe: " in de.speech
        or "Anna verliert nichts." in de.speech
    )


def test_the_match_over():
    over = Event("match_over", None, {"scores": [128, 80, 60], "winners": [0]})
    assert narr_events([over], viewer=1) == [
        (
            "The match is over: Anna wins with 128 points! Scores: Anna 128 points, you 80 points "
            "and Clara 60 points.",
            "over, won: Anna; Anna: 128, you: 80, Clara: 60",
        )
    ]
    assert narr_events([over], viewer=0, lang="de")[0][0].startswith(
        "Die Partie ist zu Ende: du gewinnst mit 128 Punkten!"
    )
    tie = Event("match_over", None, {"scores": [120, 120, 60], "winners": [0, 1]})
    assert narr_events([tie], viewer=2)[0][0].startswith(
        "The match is over: Anna and Ben win with 120 points each!"
    )


# --- the goal and the proposal ---------------------------------------------------


def test_what_is_missing_in_the_simple_game():
    game = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="LO") + " SY AY"],
        offer="KY",
        turn=1,
    )
    view = game.view(1)
    u = narrator(game, 1).missing(view)
    assert u.speech == (
        "Your board is laid as proposed. "
        "Missing: L and O (2 places). Left over: S yellow and A yellow; 2 penalty points."
    )
    assert u.braille == "as proposed; missing l o; left sy ay -2"
    de = narrator(game, 1, "de").missing(view)
    assert de.speech == (
        "Deine Legetafel liegt wie vorgeschlagen. "
        "Es fehlen: L und O (2 Plätze). Übrig: S gelb und A gelb; 2 Verlustpunkte."
    )
    game = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="LO") + " PULOK PULOK"],
        offer="KY",
        turn=1,
    )
    u = narrator(game, 1).missing(game.view(1))
    assert u.speech == (
        "Your board is laid as proposed. "
        "The sentence is complete. Your 2 Puloks are built in. Nothing is left over. "
        "You can call Sag nix über Pulok when you pass a tile on."
    )
    assert u.braille == "as proposed; complete; left - -0"


def test_what_is_missing_in_the_double_game_counts_letters_twice():
    game = place(
        new_game(2, variant="double"),
        hands=[with_penalty(3), sentence("R") + " " + sentence("B", skip="SAG") + " SY AY KY"],
        offer="KY",
        turn=1,
    )
    u = narrator(game, 1).missing(game.view(1))
    assert (u.speech, u.braille) == (
        "Your board is laid as proposed. Missing: G (1 place). "
        "Left over: K blue; 4 penalty points.",
        "as proposed; missing g; left kb -4",
    )
    twice = place(
        new_game(2, variant="double"),
        hands=[with_penalty(3), sentence("R", skip="G") + " " + sentence("B", skip="G") + " SY AY"],
        offer="KY",
        turn=1,
    )
    u = narrator(twice, 1).missing(twice.view(1))
    assert u.speech.startswith("Your board is laid as proposed. Missing: G 2 times (2 places).")
    assert u.braille.startswith("as proposed; missing gg;")


def test_what_is_missing_for_experts():
    example = "SR AR GR GY NY IY XY ÜY RG PG UG GG GB GK GW"
    game = place(
        new_game(2, variant="experts"), hands=[with_penalty(3), example], offer="KY", turn=1
    )
    u = narrator(game, 1).missing(game.view(1))
    assert u.speech.startswith(
        "Your board is laid as proposed. Every tile is in a group. 4 value pieces: "
    )
    assert "Bonus if you win: 50 points." in u.speech
    assert u.speech.endswith("You can call Sag nix über Pulok when you pass a tile on.")
    assert u.braille.startswith("as proposed; complete; pieces ") and u.braille.endswith("=4, +50")
    almost = example.replace("GW", "KW")
    game = place(
        new_game(2, variant="experts"), hands=[with_penalty(3), almost], offer="KY", turn=1
    )
    u = narrator(game, 1, "de").missing(game.view(1))
    assert u.speech.startswith(
        "Deine Legetafel liegt wie vorgeschlagen. "
        "Noch in keiner Gruppe, ein Kärtchen: K weiß; 4 Verlustpunkte."
    )


def test_the_proposal_says_what_moves_and_how_to_accept_it():
    game = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="LO") + " SY AY"],
        offer="KY",
        turn=1,
    )
    n = narrator(game, 1)
    same = n.proposal(game.view(1))
    assert same.speech.startswith("Your board is laid as proposed. Missing: L and O")
    game.apply(1, "remove 1 s")
    view = game.view(1)
    u = n.proposal(view)
    assert u.speech.startswith("The proposal moves 1 tile: S ")
    assert "from the surplus to row 1" in u.speech
    assert u.speech.endswith("Accept it with Shift+V, or type arrange.")
    assert u.braille.startswith("proposal moves 1: s") and u.braille.endswith("; Shift+V")
    de = narrator(game, 1, "de").proposal(view)
    assert de.speech.endswith("Annehmen mit Umschalt+V, oder tippe ordne.")


def test_the_changes_pair_alike_tiles_and_prefer_moves_to_the_surplus():
    ids = Tiles()
    ur, ur2, pulok = ids.take("UR"), ids.take("UR"), ids.take("PULOK")
    board = [EMPTY] * 90
    board[2 * WIDTH + 11] = ur  # U red on row 3
    target = [EMPTY] * 90
    target[0 * WIDTH + 11] = ur2  # the proposal wants a U red on row 1 ...
    target[0 * WIDTH + 12] = pulok  # ... and the Pulok as L
    moves = PulokNarrator.changes(board, [ur2, pulok], target)
    assert moves == [(ur, 2 * WIDTH + 11, 11), (pulok, None, 12)]


# --- the zones --------------------------------------------------------------------


def pass_position():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
        set_aside="UR UY AK PULOK",
    )
    game.apply(1, "take")
    return game


def test_board_zone_rows_surplus_and_goal():
    game = pass_position()
    view = game.view(1)
    items = narrator(game, 1).area_items("board", view)
    assert [i.id for i in items] == ["row1", "surplus", "goal"]
    assert items[0].speech == (
        "Row 1: SAG; NIX; ÜBER; PULOK. Red: S, A, G, N, I, X, Ü, B, E, R, P, U, L, O; yellow: K."
    )
    assert items[0].braille == "1 sag nix über pulok r:sagnixüberpulo y:k"
    assert items[1].speech == "Surplus, 1 tile: S blue" and items[1].braille == "sp sb"
    assert items[2].speech.startswith("Your board is laid as proposed. The sentence is complete.")
    de = narrator(game, 1, "de").area_items("board", view)
    assert de[1].speech == "Übrige Kärtchen, ein Kärtchen: S blau" and de[1].braille == "üb sb"


def test_offer_zone_the_offer_bag_and_set_aside_tiles_by_letter():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
        set_aside="UR UY AK PULOK",
    )
    items = narrator(game, 1).area_items("offer", game.view(1))
    assert [(i.id, i.speech, i.braille) for i in items] == [
        (
            "offer",
            "Anna offers you K yellow: take it, or decline it and draw from the bag.",
            "ky from Anna to you",
        ),
        ("bag", "Bag: 3 tiles", "bag 3"),
        ("aside", "Set aside: 4 tiles, by letter:", "aside 4"),
        ("aside:A", "A: black", "a: k"),
        ("aside:U", "U: red and yellow", "u: r y"),
        ("aside:pulok", "1 Pulok", "*"),
    ]
    other = narrator(game, 2, "de").area_items("offer", game.view(2))
    assert (
        other[0].speech == "Anna bietet Ben K gelb an."
        and other[0].braille == "kge von Anna an Ben"
    )
    assert (
        narrator(game, 0).area_items("offer", game.view(0))[0].speech == "You offer Ben K yellow."
    )
    table = narrator(game, 1).table(game.view(1))
    assert table.speech == (
        "Anna offers you K yellow: take it, or decline it and draw from the bag. Bag: 3 tiles. "
        "Set aside, 4 tiles: A: black; U: red and yellow; 1 Pulok."
    )


def test_the_empty_bag_and_the_call_in_the_offer_zone():
    view = {
        "variant": "simple",
        "players": 2,
        "turn": 1,
        "phase": "offer",
        "offer": tile("UR"),
        "offer_from": 0,
        "bag": 0,
        "bag_empty_exchanges": 4,
        "set_aside": [],
        "called": 0,
        "last_exchanges": [1],
    }
    items = {i.id: i for i in narrator(players=2, viewer=1).area_items("offer", view)}
    assert (
        items["offer"].speech
        == "Anna offers you U red: take it, or pass it on unchanged (the bag is empty)."
    )
    assert (
        items["call"].speech
        == "Anna has called Sag nix über Pulok; last exchanges still to make: you"
    )
    assert items["bag"].speech.endswith("4 of 30 exchanges made before the game ends undecided")
    assert items["bag"].braille == "bag empty, 4 of 30"
    assert items["aside"].speech == "Nothing set aside yet"


def test_the_tiles_say_where_they_lie_and_whether_they_can_be_passed():
    game = pass_position()
    view = game.view(1)
    legal = game.menu_actions(1)
    n = narrator(game, 1)
    items = n.hand_items(view, legal)
    by_code = {TILE_CODE[int(i.id[1:])]: i for i in items}
    assert (
        by_code["SB"].speech
        == "S blue: surplus, left over in the proposal, 1 penalty point, can be passed on"
    )
    assert by_code["SB"].braille == "sb sp !"
    assert by_code["KY"].speech == "K yellow: row 1, just received, cannot be passed back"
    assert by_code["KY"].braille == "ky 1 new"
    assert by_code["AR"].speech == "A red: row 1, can be passed on"
    index = view["tiles"].index(next(t for t in view["tiles"] if TILE_CODE[t] == "SB"))
    moves = n.actions_for_hand_item(view, index, legal)
    assert [a.text for a in moves[:2]] == ["pass sb", "pass sb call"]
    assert all(a.kind == "arrange" for a in moves[2:]) and moves[2:]
    assert all(a.data[1] == view["tiles"][index] for a in moves[2:])
    received = view["tiles"].index(view["received"])
    assert [a.kind for a in n.actions_for_hand_item(view, received, legal)] == ["arrange"] * len(
        n.actions_for_hand_item(view, received, legal)
    )
    de = narrator(game, 1, "de").hand_items(view, legal)
    assert {TILE_CODE[int(i.id[1:])]: i for i in de}["SB"].speech == (
        "S blau: bei den übrigen Kärtchen, bleibt im Vorschlag übrig, 1 Verlustpunkt, kann "
        "weitergegeben werden"
    )
    assert narrator(game, 0).hand_items(game.view(0), [])[0].speech.count(":") == 1


def test_a_pulok_says_its_place():
    game = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="LO") + " PULOK PULOK"],
        offer="KY",
        turn=1,
    )
    items = narrator(game, 1).hand_items(game.view(1), [])
    puloks = [i for i in items if int(i.id[1:]) >= FIRST_PULOK]
    assert [i.speech for i in puloks] == ["Pulok: row 1 as L", "Pulok: row 1 as O"]
    assert [i.braille for i in puloks] == ["* 1l", "* 1o"]


def test_players_zone_with_scores_turn_call_and_the_finished_games():
    view = {
        "variant": "simple",
        "players": 3,
        "turn": 2,
        "scores": [57, 80, 53],
        "tile_counts": [15, 15, 16],
        "called": 1,
        "last_exchanges": [2, 0],
        "handicap": 60,
        "target": 120,
        "over": False,
        "games": [
            {"caller": 1, "deltas": [-3, 20, -7], "scores": [57, 80, 53]},
            {"caller": None, "deltas": [-2, 0, -1], "scores": [55, 80, 52]},
        ],
    }
    items = narrator(players=3, viewer=0).player_items(view)
    assert [(i.id, i.speech, i.braille) for i in items] == [
        ("p0", "You: 57 points, 15 tiles, one last exchange to make", "You: 57, 15t last"),
        ("p1", "Ben: 80 points, 15 tiles, called Sag nix über Pulok", "Ben: 80, 15t called"),
        (
            "p2",
            "Clara: 53 points, 16 tiles, to play, one last exchange to make",
            "Clara: 53, 16t turn last",
        ),
        ("target", "Start 60, target 120.", "target 120"),
        (
            "g1",
            "Game 1: Ben called. You -3 points, Ben +20 points and Clara -7 points. "
            "Scores: you 57 points, Ben 80 points and Clara 53 points.",
            "g1 Ben: you: 57 (-3), Ben: 80 (+20), Clara: 53 (-7)",
        ),
        (
            "g2",
            "Game 2: undecided. You -2 points, Ben 0 points and Clara -1 point. "
            "Scores: you 55 points, Ben 80 points and Clara 52 points.",
            "g2 -: you: 55 (-2), Ben: 80 (0), Clara: 52 (-1)",
        ),
    ]
    de = narrator(players=3, viewer=1, lang="de").player_items(view)
    assert de[4].speech == (
        "Spiel 1: du hast gerufen. Anna -3 Punkte, du +20 Punkte und Clara -7 Punkte. "
        "Punkte: Anna 57 Punkte, du 80 Punkte und Clara 53 Punkte."
    )
    others = narrator(players=3, viewer=0, lang="de").player_items(view)
    assert others[1].speech == "Ben: 80 Punkte, 15 Kärtchen, hat Sag nix über Pulok gerufen"


def test_the_listeners_call_in_the_players_zone_agrees_with_du():
    view = {
        "variant": "simple",
        "players": 3,
        "turn": 2,
        "scores": [57, 80, 53],
        "tile_counts": [15, 15, 16],
        "called": 1,
        "last_exchanges": [2, 0],
        "handicap": 60,
        "target": 120,
        "over": False,
        "games": [],
    }
    de = narrator(players=3, viewer=1, lang="de").player_items(view)
    assert de[1].speech == "Du: 80 Punkte, 15 Kärtchen, hast Sag nix über Pulok gerufen"


def test_zones_and_titles():
    n = narrator(players=2)
    assert [(a.key, a.hotkey) for a in n.areas()] == [("board", "b"), ("offer", "o")]
    assert n.hand_title is not None and n.hand_title.key == "pulok.zone.tiles"
    from accessible_games.core.messages import render

    assert (
        render(n.hand_title, "en") == "Your tiles"
        and render(n.hand_title, "de") == "Deine Kärtchen"
    )
    assert n.area_items("players", {}) == []


# --- the list of moves --------------------------------------------------------------


def test_moves_exchange_first_then_the_proposal_then_arranging_by_hand():
    game = pass_position()
    game.apply(1, "remove 1 s")  # the board now differs from the proposal
    view = game.view(1)
    legal = game.menu_actions(1)
    items = narrator(game, 1).action_items(view, legal)
    headings = [i for i in items if action_text(i.id) is None]
    assert [h.id for h in headings] == ["#group:exchange", "#group:proposal", "#group:hand"]
    ids = [i.id for i in items]
    exchange = ids[1 : ids.index("#group:proposal")]
    assert sorted(exchange) == sorted(a.text for a in legal if a.kind in ("pass", "passon"))
    for text in exchange:  # each call right after its plain pass
        if text.endswith(" call"):
            assert ids[ids.index(text) - 1] == text[: -len(" call")]
    assert headings[0].speech == f"Exchange, {len(exchange)} options"
    assert ids[ids.index("#group:proposal") + 1] == "arrange"
    by_hand = ids[ids.index("#group:hand") + 1 :]
    assert by_hand and set(by_hand) <= {a.text for a in game.arrangement_actions(1)}
    item = {i.id: i for i in items}
    assert item["pass sb call"].speech.endswith("and call Sag nix über Pulok: you gain 20 points")
    assert item["pass sb call"].braille == "pass sb +call 20"
    de = {i.id: i for i in narrator(game, 1, "de").action_items(view, legal)}
    assert de["pass sb call"].braille == "gib sb +rufen 20"
    assert de["#group:hand"].speech.startswith("Von Hand ordnen, ")
    remove = next(t for t in by_hand if t.startswith("remove"))
    assert re.fullmatch(r"[a-zü]+[a-z]* 1>sp", item[remove].braille), item[remove].braille


def test_an_offer_has_no_headings_without_arrangements():
    game = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="LO") + " SY AY"],
        offer="KY",
        turn=1,
    )
    n = PulokNarrator("en", NAMES[:2], 1)
    items = n.action_items(game.view(1), game.legal_actions(1))
    assert [(i.id, i.braille) for i in items] == [("take", "take ky"), ("decline", "decline ky")]
    assert not any(i.id.startswith(HEADING) for i in items)
    assert narrator(game, 1).action_items(game.view(1), [])[0:0] == []


# --- status, scores, legend, questions ----------------------------------------------


def test_status_in_each_phase():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="LO") + " SY AY", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
    )
    u = narrator(game, 1).status(game.view(1))
    assert u.speech == (
        "Game 1, Simple Pulok. Anna offers you K yellow: take it, or decline it and draw from the "
        "bag. Bag: 3 tiles. Places missing in the proposal: 2; penalty now 2. "
        "Scores: Anna 60 points, you 60 points and Clara 60 points."
    )
    assert u.braille == "g1; ky from Anna to you; bag 3; Anna: 60, you: 60, Clara: 60"
    assert (
        narrator(game, 2)
        .status(game.view(2))
        .speech.startswith("Game 1, Simple Pulok. Anna offers Ben K yellow.")
    )
    game.apply(1, "decline")
    assert (
        narrator(game, 1, "de")
        .status(game.view(1))
        .speech.startswith(
            "Spiel 1, Einfaches Pulok. Du hast A grün gezogen: behalte es, oder gib es direkt "
            "weiter."
        )
    )
    assert "Ben has drawn a tile from the bag" in narrator(game, 0).status(game.view(0)).speech
    game.apply(1, "keep")
    assert (
        "You received A green: pass one of your other tiles on."
        in narrator(game, 1).status(game.view(1)).speech
    )
    assert "Ben passes a tile on." in narrator(game, 2).status(game.view(2)).speech
    over = {"over": True, "winners": [0], "scores": [128, 80, 60], "players": 3}
    assert narrator(players=3, viewer=1).status(over).speech == (
        "The match is over. Won: Anna. Scores: Anna 128 points, you 80 points and Clara 60 points."
    )


def test_scores_and_the_legend():
    game = pass_position()
    n = narrator(game, 1)
    scores = n.scores(game.view(1))
    assert [(u.speech, u.braille) for u in scores] == [
        (
            "Scores: Anna 60 points, you 60 points and Clara 60 points. Start 60, target 120.",
            "scores Anna: 60, you: 60, Clara: 60; target 120",
        )
    ]
    assert len(n.scores(game.view(1), detail=True)) == 1 + 3 + 1
    legend = n.legend().speech
    assert "colours r red, y yellow, g green, b blue, k black and w white" in legend
    assert (
        "ur is U red" in legend
        and "* is a Pulok" in legend
        and "a comma for an empty place" in legend
    )
    assert "u 3 group: r *y b; free g k w" in legend
    de = narrator(game, 1, "de").legend().speech
    assert (
        "ge gelb" in de
        and "s schwarz" in de
        and "üge Ü gelb" in de
        and "üb sind die übrigen Kärtchen" in de
    )


def test_questions_typed_in_the_line_mode():
    game = pass_position()
    view = game.view(1)
    n = narrator(game, 1)
    assert n.query("row 1", view).speech.startswith("Row 1: SAG; NIX; ÜBER; PULOK.")
    assert narrator(game, 1, "de").query("Zeile 1", view).speech.startswith("Zeile 1: SAG;")
    assert n.query("proposal", view).speech == n.proposal(view).speech
    assert n.query("was fehlt?", view).speech == n.missing(view).speech
    assert n.query("board", view).speech == n.hand(view).speech
    assert n.query("beiseite", view).speech == n.set_aside(view).speech
    for move in ("take", "pass sb", "arrange", "row", "row x"):
        assert n.query(move, view) is None


def test_the_board_read_whole():
    game = place(
        new_game(2, variant="double"),
        hands=[with_penalty(3), sentence("R") + " " + sentence("B")],
        offer="KY",
        turn=1,
    )
    hand = narrator(game, 1).hand(game.view(1))
    assert hand.speech.startswith("Your board, 30 tiles: Row 1: SAG; NIX; ÜBER; PULOK.")
    assert "Row 2: SAG; NIX; ÜBER; PULOK. Blue: " in hand.speech
    assert hand.speech.endswith("No tiles in the surplus.")
    assert hand.braille.startswith("1 sag nix über pulok r:") and hand.braille.endswith("; sp -")
    assert tile_id(0, 0) == tile("SR")


def test_after_a_call_nobody_else_hears_they_can_call():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
    )
    n = narrator(game, 2)
    assert "you can call" in n.status(game.view(2)).speech
    game.apply(1, "take")
    game.apply(1, "pass sb call")
    view = game.view(2)
    assert "Your tiles meet the goal; penalty now 0." in n.status(view).speech
    assert "Clara has called" not in n.status(view).speech
    assert (
        "Ben has called Sag nix über Pulok; last exchanges still to make: you and Anna."
        in n.status(view).speech
    )
    assert "can call" not in n.missing(view).speech


def test_a_table_that_needs_a_value_piece():
    hand = "SR SY SG GR GY GG IR IY IG ÜR ÜY ÜG ER EY EG"
    game = place(
        new_game(2, variant="experts", need_piece=True),
        hands=[with_penalty(3), hand],
        offer="KY",
        turn=1,
        bag="UW AW",
    )
    n = narrator(game, 1)
    u = n.missing(game.view(1))
    assert u.speech == (
        "Your board is laid as proposed. "
        "Every tile is in a group. No value piece yet. At this table calling needs a value piece."
    )
    assert u.braille == "as proposed; complete; pieces 0; needs a piece"
    assert (
        "Your tiles meet the goal, but calling needs a value piece."
        in n.status(game.view(1)).speech
    )


def test_the_listeners_last_exchange_and_win_agree_with_du():
    view = {
        "variant": "simple",
        "players": 3,
        "turn": 2,
        "scores": [57, 80, 53],
        "tile_counts": [15, 15, 16],
        "called": 0,
        "last_exchanges": [2, 1],
        "handicap": 60,
        "target": 120,
        "over": False,
        "games": [],
    }
    de = narrator(players=3, viewer=1, lang="de").player_items(view)
    assert de[1].speech == "Du: 80 Punkte, 15 Kärtchen, machst noch einen letzten Umtausch"
    assert de[2].speech.endswith(
        ", macht noch einen letzten Umtausch"
    )  # another player: third person
