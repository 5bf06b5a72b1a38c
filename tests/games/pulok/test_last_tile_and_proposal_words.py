"""Pulok's words where a player could not tell what they meant: the tile
passed last (after the call, or when the game ends undecided) leaves the
game and goes to nobody, so nobody hears it coming "to you"; V (the
proposal) and Shift+V (arranging as proposed) say the same count of moved
tiles in the same form; and W and the tiles' "left over" / "not in a
group" labels say that they count by the proposal, not by the board as it
lies.

Real games and real renders: positions built with ``place``, events from
the rules, the narrator the game's registry entry makes."""

from __future__ import annotations

import re

import pytest

from accessible_games.games.pulok.cues import CUES
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.rules import EXCHANGES_AFTER_BAG
from accessible_games.games.pulok.tiles import LETTERS, TILE_CODE
from tests.game_helpers import refused
from tests.games.pulok.pulok_helpers import new_game, place, sentence, with_penalty

NAMES = ["Anna", "Ben", "Clara"]


def narrator(game, viewer: int | None, lang: str = "en") -> PulokNarrator:
    return PulokNarrator(lang, NAMES[: game.players], viewer, game.facts())


def heard(game, events, viewer: int | None, lang: str = "en") -> list[tuple[str, str]]:
    n = narrator(game, viewer, lang)
    return [(u.speech, u.braille) for u in (n.event(e) for e in events) if u is not None]


# --- the last tile leaves the game ------------------------------------------------------


def called_game():
    """Ben (seat 1) holds the sentence, declines K yellow, draws A green and
    passes it straight on with the call; Anna (seat 0) has the one last
    exchange."""
    game = place(new_game(2), hands=[with_penalty(3), sentence("B")], offer="KY", turn=1, bag="AG")
    game.apply(1, "decline")
    events = game.apply(1, "pass on call")
    assert [e.kind for e in events][:2] == ["offered", "called"] and game.last == [0]
    return game


def test_after_the_call_the_last_tile_passed_leaves_the_game_and_goes_to_nobody():
    game = called_game()
    game.apply(0, "take")
    passes = [a for a in game.legal_actions(0) if a.kind == "pass"]
    events = game.apply(0, passes[0])
    offered = next(e for e in events if e.kind == "offered")
    assert offered.data["to"] is None and offered.data["out"] is True
    assert "reveal" in [e.kind for e in events]
    gone = offered.data["tile"]
    name, short = narrator(game, 1).tile(gone), narrator(game, 1).tile_br(gone)
    assert heard(game, [offered], 1) == [
        (
            f"Anna passes {name} on as the last tile: it leaves the game.",
            f"Anna passes {short}, out of the game",
        )
    ]
    assert heard(game, [offered], 0) == [
        (
            f"You pass {name} on as the last tile: it leaves the game.",
            f"you pass {short}, out of the game",
        )
    ]
    de = heard(game, [offered], 1, "de")[0][0]
    assert (
        de
        == f"Anna gibt {narrator(game, 1, 'de').tile(gone)} als letztes Kärtchen ab: es geht aus "
        "dem Spiel."
    )
    assert not any(
        re.search(r"\bto you\b|\ban dich\b|> ?(you|dir)\b", s + " " + b)
        for s, b in heard(game, [offered], 1) + heard(game, [offered], 1, "de")
    )
    # nor does the caller hear the sound of a tile offered to them
    assert CUES["offered"](offered, 1) == []


def test_when_the_game_ends_undecided_the_last_tile_leaves_the_game_too():
    game = place(new_game(2), hands=[with_penalty(3), with_penalty(4)], offer="KY", turn=1, bag="")
    game.bag_empty_exchanges = EXCHANGES_AFTER_BAG * 2 - 1
    events = game.apply(1, "pass on")
    assert [e.kind for e in events][:3] == ["offered", "undecided", "reveal"]
    offered = events[0]
    assert offered.data["to"] is None and offered.data["out"] is True
    assert (
        heard(game, [offered], 0)[0][0]
        == "Ben passes K yellow on as the last tile: it leaves the game."
    )
    assert heard(game, [offered], 0, "de")[0][0] == (
        "Ben gibt K gelb als letztes Kärtchen ab: es geht aus dem Spiel."
    )


def test_a_tile_passed_during_the_game_still_goes_to_the_next_player():
    game = place(
        new_game(2), hands=[with_penalty(3), with_penalty(4)], offer="KY", turn=1, bag="AG"
    )
    game.apply(1, "decline")
    offered = next(e for e in game.apply(1, "pass on") if e.kind == "offered")
    assert offered.data["to"] == 0 and "out" not in offered.data
    assert (
        heard(game, [offered], 0)[0][0] == "Ben passes the drawn tile A green straight on to you."
    )


# --- V and Shift+V: one count, one form ----------------------------------------------------


def two_puloks(moves: list[str]):
    """Ben's sentence lacks L and O, filled by two Puloks (laid as proposed),
    then arranged by ``moves``."""
    game = place(
        new_game(2),
        hands=[with_penalty(3), sentence("R", skip="LO") + " PULOK PULOK"],
        offer="KY",
        turn=1,
    )
    for move in moves:
        game.apply(1, move)
    return game


@pytest.mark.parametrize(
    "lang,proposal,arranged",
    [
        (
            "en",
            r"^The proposal moves 1 tile: ",
            r"^You arrange your board as proposed and move 1 tile\.$",
        ),
        (
            "de",
            r"^Der Vorschlag bewegt ein Kärtchen: ",
            r"^Du ordnest deine Legetafel wie vorgeschlagen und bewegst ein Kärtchen\.$",
        ),
    ],
)
def test_v_and_shift_v_say_the_same_count_of_moved_tiles_in_the_same_form(lang, proposal, arranged):
    # one Pulok taken off L, the other moved from O to L: laying the proposal
    # puts one Pulok back (the two Puloks are alike, whichever lies where)
    game = two_puloks(["remove 1 l", "move 1 o 1 l"])
    v = narrator(game, 1, lang).proposal(game.view(1))
    assert re.search(proposal, v.speech), v.speech
    events = game.apply(1, "arrange")
    assert events[0].kind == "arranged" and events[0].data["moves"] == 1
    shift_v = heard(game, events, 1, lang)
    assert re.search(arranged, shift_v[0][0]), shift_v
    braille = {
        "en": ("proposal moves 1: ", "arranged, moves 1"),
        "de": ("Vorschlag bewegt 1: ", "geordnet, bewegt 1"),
    }
    assert v.braille.startswith(braille[lang][0]) and shift_v[0][1] == braille[lang][1]


def test_two_alike_tiles_that_changed_places_are_laid_as_proposed():
    game = two_puloks([])
    board = game.boards[1]
    l_cell, o_cell = LETTERS.index("L"), LETTERS.index("O")
    # the two Puloks change places (a Pulok placed from the surplus is the lowest one there)
    first = "o" if board[l_cell] < board[o_cell] else "l"
    for move in (
        "remove 1 l",
        "remove 1 o",
        f"place pulok 1 {first}",
        f"place pulok 1 {'l' if first == 'o' else 'o'}",
    ):
        game.apply(1, move)
    assert board != list(game.proposal(1).board), "the two Puloks lie the other way round"
    assert (
        narrator(game, 1)
        .proposal(game.view(1))
        .speech.startswith("Your board is laid as proposed.")
    )
    assert "arrange" not in {a.text for a in game.legal_actions(1)}
    assert refused(game, 1, "arrange").msg.key == "pulok.illegal.arranged"


# --- W and the labels say they count by the proposal ------------------------------------------


@pytest.mark.parametrize(
    "lang,differs,laid",
    [
        (
            "en",
            (
                "Counted by the proposal, not as your board lies. The sentence is complete.",
                "by proposal: complete",
            ),
            ("Your board is laid as proposed. The sentence is complete.", "as proposed; complete"),
        ),
        (
            "de",
            (
                "Gezählt nach dem Vorschlag, nicht wie deine Legetafel liegt. Der Satz ist "
                "vollständig.",
                "nach Vorschlag: komplett",
            ),
            (
                "Deine Legetafel liegt wie vorgeschlagen. Der Satz ist vollständig.",
                "wie vorgeschlagen; komplett",
            ),
        ),
    ],
)
def test_w_says_whether_it_counts_the_board_as_it_lies_or_the_proposal(lang, differs, laid):
    game = two_puloks(["remove 1 l"])  # a Pulok waits in the surplus; the proposal lays it on L
    w = narrator(game, 1, lang).missing(game.view(1))
    assert w.speech.startswith(differs[0]) and w.braille.startswith(differs[1])
    board = {i.id: i for i in narrator(game, 1, lang).area_items("board", game.view(1))}
    assert board["goal"].speech == w.speech  # the board zone's last item says the same
    game.apply(1, "arrange")
    w = narrator(game, 1, lang).missing(game.view(1))
    assert w.speech.startswith(laid[0]) and w.braille.startswith(laid[1])


@pytest.mark.parametrize(
    "lang,label",
    [
        ("en", "K white: row 1, not in a group in the proposal"),
        ("de", "K weiß: Zeile 1, im Vorschlag in keiner Gruppe"),
    ],
)
def test_the_not_in_a_group_label_says_it_is_the_proposal(lang, label):
    example = "SR AR GR GY NY IY XY ÜY RG PG UG GG GB GK KW"
    game = place(
        new_game(2, variant="experts"), hands=[with_penalty(3), example], offer="KY", turn=1
    )
    view = game.view(1)
    items = narrator(game, 1, lang).hand_items(view, game.menu_actions(1))
    kw = next(i for i in items if TILE_CODE[int(i.id[1:])] == "KW")
    assert kw.speech.startswith(label.split(":")[0] + ":") and kw.speech.endswith(
        label.split(", ")[-1]
    )
    status = narrator(game, 1, lang).status(view).speech
    assert {
        "en": "Tiles not in a group in the proposal: 1;",
        "de": "Kärtchen im Vorschlag in keiner Gruppe: 1;",
    }[lang] in status


def test_the_left_over_label_says_it_is_the_proposal_and_the_surplus_is_not_left_over():
    game = place(
        new_game(2), hands=[with_penalty(3), sentence("R", skip="G") + " SY"], offer="KY", turn=1
    )
    view = game.view(1)
    en = {TILE_CODE[int(i.id[1:])]: i.speech for i in narrator(game, 1).hand_items(view, [])}
    de = {TILE_CODE[int(i.id[1:])]: i.speech for i in narrator(game, 1, "de").hand_items(view, [])}
    assert en["SY"] == "S yellow: surplus, left over in the proposal, 1 penalty point"
    assert de["SY"] == "S gelb: bei den übrigen Kärtchen, bleibt im Vorschlag übrig, 1 Verlustpunkt"
