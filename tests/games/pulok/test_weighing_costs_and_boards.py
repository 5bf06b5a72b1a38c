"""What blind testers asked of Pulok after whole games by speech and
braille: V and W weigh the tile offered or drawn (take or keep it and pass
which tile, or pass it on), each call in the list of moves says its points,
the passes list first the tiles the proposal does not need and say what
they really cost, Shift+G passes the drawn tile on whatever the focus, every
board can be read at the end of a game, and the call is never followed by a
bare dash once the match is over."""

from __future__ import annotations

from pathlib import Path

from accessible_games.core.keys import KeyContext
from accessible_games.core.messages import Msg, render
from accessible_games.games.pulok.describe import PulokNarrator
from accessible_games.games.pulok.keys import KEYS, key_answer
from accessible_games.games.pulok.tiles import TILE_CODE
from tests.games.pulok.pulok_helpers import new_game, place, sentence, with_penalty

ROOT = Path(__file__).resolve().parents[3]
NAMES = ["Anna", "Ben", "Clara"]


def narrator(game, seat: int | None, lang: str = "en") -> PulokNarrator:
    return PulokNarrator(lang, NAMES[: game.players], seat, game.facts())


def ctx(game, seat: int, lang: str = "en", tile: str | None = None) -> KeyContext:
    view = game.view(seat)
    index = None
    if tile is not None:
        index = next(i for i, t in enumerate(view["tiles"]) if TILE_CODE[t] == tile.upper())
    return KeyContext(
        view, game.menu_actions(seat), card_index=index, narrator=narrator(game, seat, lang)
    )


def ben_lacks_k(offer: str = "KY", bag: str | None = "AG NB SW", players: int = 3):
    """Ben (seat 1) holds the red sentence without K and S blue; ``offer``
    is offered to him."""
    return place(
        new_game(players),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")][:players],
        offer=offer,
        turn=1,
        bag=bag,
    )


def labels(game, seat: int, lang: str = "en") -> dict[str, str]:
    return {a.text: render(a.label, lang) for a in game.legal_actions(seat)}


# --- V and W weigh the tile offered or drawn ---------------------------------------


def test_v_and_w_weigh_the_offered_tile_take_it_and_pass_the_tile_not_needed():
    game = ben_lacks_k()
    v = key_answer("proposal", ctx(game, 1))
    assert v.speech == (
        "K yellow on offer: take it and pass S blue on, from the surplus. Then: you can call "
        "Sag nix über Pulok, for 20 points; now: K missing, 1 penalty point. Your board is laid "
        "as proposed. Missing: K (1 place). Left over: S blue; 1 penalty point."
    )
    assert v.braille.startswith("take ky, pass sb: call +20; now missing k, -1; as proposed")
    w = key_answer("missing", ctx(game, 1, lang="de"))
    assert w.speech.startswith(
        "K gelb wird dir angeboten: nimm es und gib S blau weiter, aus den übrigen Kärtchen. "
        "Danach: du kannst Sag nix über Pulok rufen, für 20 Punkte; jetzt: K fehlt, 1 "
        "Verlustpunkt. Deine Legetafel liegt wie vorgeschlagen."
    )
    # the line mode's questions weigh it too
    view = game.view(1)
    assert narrator(game, 1).query("proposal", view).speech == v.speech
    assert narrator(game, 1, "de").query("was fehlt", view).speech == w.speech
    # only the player the tile is offered to hears it weighed, and only before taking it
    assert (
        key_answer("proposal", ctx(game, 0)).speech
        == narrator(game, 0).proposal(game.view(0)).speech
    )
    game.apply(1, "take")
    assert (
        key_answer("missing", ctx(game, 1)).speech == narrator(game, 1).missing(game.view(1)).speech
    )


def test_v_and_w_say_to_decline_or_pass_on_a_tile_that_does_not_help():
    game = ben_lacks_k(offer="SY")
    assert key_answer("proposal", ctx(game, 1)).speech.startswith(
        "S yellow on offer does not improve your tiles: decline it. With it at best: K missing, "
        "1 penalty point; now: K missing, 1 penalty point. Your board"
    )
    game.apply(1, "decline")  # draws A green
    assert key_answer("missing", ctx(game, 1)).speech.startswith(
        "The drawn tile A green does not improve your tiles: pass it straight on (Shift+G, or "
        "type pass on). With it at best: K missing, 1 penalty point; now: K missing"
    )
    assert key_answer("missing", ctx(game, 1, lang="de")).speech.startswith(
        "Das gezogene Kärtchen A grün verbessert deine Kärtchen nicht: gib es direkt weiter "
        "(Umschalt+G, oder tippe weiter). Damit bestenfalls: K fehlt, 1 Verlustpunkt; jetzt: "
        "K fehlt, 1 Verlustpunkt."
    )
    lucky = ben_lacks_k(offer="SY", bag="KG AG")
    lucky.apply(1, "decline")  # draws K green
    assert key_answer("proposal", ctx(lucky, 1)).speech.startswith(
        "The drawn tile K green: keep it and pass S blue on, from the surplus. Then: you can "
        "call Sag nix über Pulok, for 20 points; now: K missing, 1 penalty point."
    )
    empty = ben_lacks_k(offer="SY", bag="")
    assert key_answer("proposal", ctx(empty, 1, lang="de")).speech.startswith(
        "S gelb wird dir angeboten, verbessert deine Kärtchen aber nicht: gib es unverändert "
        "weiter (Umschalt+G, oder tippe weiter)."
    )


# --- the list of moves: calls with their points, passes with their real cost ------


def test_each_call_in_the_list_of_moves_says_its_points():
    game = ben_lacks_k()
    game.apply(1, "take")
    assert labels(game, 1)["pass sb call"] == (
        "Pass S blue on, from the surplus, and call Sag nix über Pulok: you gain 20 points"
    )
    assert labels(game, 1, "de")["pass sb call"] == (
        "S blau weitergeben, aus den übrigen Kärtchen, und Sag nix über Pulok rufen: du "
        "bekommst 20 Punkte"
    )
    items = {i.id: i for i in narrator(game, 1).action_items(game.view(1), game.legal_actions(1))}
    assert items["pass sb call"].braille == "pass sb +call 20"
    # in Pulok for Experts the call gains the value pieces' bonus too: SAG, NIX, ÜBER and
    # PULOK (a double) are 5 value pieces, 75 points
    experts = place(
        new_game(2, variant="experts"),
        hands=[with_penalty(3), sentence("R")],
        offer="KW",
        turn=1,
        bag="AG",
    )
    experts.apply(1, "decline")
    assert labels(experts, 1)["pass on call"] == (
        "Pass the drawn tile A green straight on, and call Sag nix über Pulok: you gain 95 points"
    )
    assert labels(experts, 1, "de")["pass on call"].endswith("du bekommst 95 Punkte")


def test_the_passes_list_first_the_tiles_the_proposal_does_not_need():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("R", skip="KL") + " UY SY", sentence("W")],
        offer="KY",
        turn=1,
    )
    game.apply(1, "take")
    view = game.view(1)
    ids = [i.id for i in narrator(game, 1).action_items(view, game.legal_actions(1))]
    # U yellow and S yellow are left over in the proposal: the dearer first, then the tiles
    # in their order
    assert ids[:4] == ["pass uy", "pass sy", "pass sr", "pass ar"]
    # G with no tile in focus offers the same order
    assert [a.text for a in key_answer("pass", ctx(game, 1))][:2] == ["pass uy", "pass sy"]


def test_a_pass_says_what_it_really_costs():
    game = place(
        new_game(3),
        hands=[with_penalty(3), sentence("G", skip="K") + " SY", sentence("W")],
        offer="KY",
        turn=1,
    )
    game.apply(1, "take")
    en, de = labels(game, 1), labels(game, 1, "de")
    # A green fills the sentence: passing it saves nothing, and A would be missing
    assert (
        en["pass ag"]
        == "Pass A green on, from row 1: saves no penalty point; then A would be missing"
    )
    assert (
        de["pass ag"] == "A grün weitergeben, aus Zeile 1: spart keinen Verlustpunkt; dann fehlt A"
    )
    # one of S green and S yellow is left over: passing either saves a penalty point, and
    # the one from the surplus says so
    assert {en["pass sg"], en["pass sy"]} == {
        "Pass S green on, from the surplus: saves 1 penalty point",
        "Pass S yellow on, from row 1: saves 1 penalty point",
    }
    assert de["pass sg"] == "S grün weitergeben, aus den übrigen Kärtchen: spart 1 Verlustpunkt"
    items = {i.id: i for i in narrator(game, 1).action_items(game.view(1), game.legal_actions(1))}
    assert items["pass ag"].braille == "pass ag saves 0, missing a"
    assert items["pass sg"].braille == "pass sg saves 1"
    # in Pulok for Experts a pass can break a group: then it costs penalty points
    experts = place(
        new_game(2, variant="experts"),
        hands=[with_penalty(3), "SR AR GR NR IR XR ÜY BY EY RY PB UB LB OB KB"],
        offer="KW",
        turn=1,
    )
    experts.apply(1, "take")
    before = experts.proposal(1).penalty
    rest = [t for t in experts.tiles_of(1) if TILE_CODE[t] != "GR"]
    assert experts._best(rest, 1).penalty - before == 2  # S and A red fall out of SAGNIX
    assert labels(experts, 1)["pass gr"] == (
        "Pass G red on, from row 1: costs 2 more penalty points; then 1 value piece fewer"
    )
    assert labels(experts, 1, "de")["pass gr"] == (
        "G rot weitergeben, aus Zeile 1: kostet 2 Verlustpunkte mehr; dann ein Wertstück weniger"
    )


# --- Shift+G: the drawn tile passed on, whatever the focus -------------------------


def test_shift_g_passes_the_drawn_tile_on_whatever_the_focus():
    key = next(k for k in KEYS if k.command == "passon")
    assert key.keys == "G,shift+g"
    assert render(key.name, "en") == "Shift G" and render(key.name, "de") == "Umschalt G"
    assert render(Msg(key.description), "en").startswith("pass the drawn tile straight on")
    assert render(Msg(key.description), "de").startswith("das gezogene Kärtchen direkt")
    game = ben_lacks_k()
    game.apply(1, "decline")  # draws A green
    assert key_answer("passon", ctx(game, 1)) == "pass on"
    assert key_answer("passon", ctx(game, 1, tile="SB")) == "pass on"
    # G with a tile in focus does not pass the drawn tile: the game says what comes first
    assert key_answer("pass", ctx(game, 1, tile="SB")) == "pass sb"
    assert render(game.why_illegal(1, "pass sb"), "en") == (
        "First keep the drawn tile A green or pass it straight on."
    )
    complete = place(
        new_game(2), hands=[with_penalty(3), sentence("B")], offer="KY", turn=1, bag="AG"
    )
    complete.apply(1, "decline")
    assert [a.text for a in key_answer("passon", ctx(complete, 1, tile="SB"))] == [
        "pass on",
        "pass on call",
    ]
    # once the player holds a tile too many, the game says to pass one of them
    game = ben_lacks_k()
    game.apply(1, "take")
    assert key_answer("passon", ctx(game, 1)) == "pass on"
    assert render(game.why_illegal(1, "pass on"), "en").startswith("You hold one tile too many")
    # documented where the keys are
    assert "| Shift G | pass the drawn tile straight on" in (ROOT / "docs" / "keys.md").read_text(
        encoding="utf-8"
    )
    assert "| Umschalt G | das gezogene Kärtchen direkt weitergeben" in (
        ROOT / "docs" / "keys.md"
    ).read_text(encoding="utf-8")
    assert "- Shift G: pass the drawn tile straight on" in (
        ROOT / "docs" / "rules" / "pulok.md"
    ).read_text(encoding="utf-8")


# --- the end of a game: every board, and the call in words ---------------------------


def ben_calls(target: int = 120, last: bool = True):
    """Ben takes K yellow, passes S blue and calls; Clara makes her last
    exchange, and with ``last`` Anna hers: the game ends (with ``target`` 80,
    the match)."""
    game = place(
        new_game(3, target=target),
        hands=[with_penalty(3), sentence("R", skip="K") + " SB", sentence("W")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
    )
    moves = [(1, "take"), (1, "pass sb call"), (2, "take"), (2, "pass sw")]
    if last:
        moves += [(0, "take"), (0, "pass üg")]
    events = []
    for seat, move in moves:
        events += game.apply(seat, move)
    return game, events


def test_every_board_can_be_read_at_the_end_of_a_game():
    game, _ = ben_calls(last=False)
    assert game.view(0)["revealed"] is None
    assert narrator(game, 0).query("boards", game.view(0)).speech == (
        "No board has been revealed yet: every board is shown at the end of a game."
    )
    events = game.apply(0, "take") + game.apply(0, "pass üg")
    assert game.game_no == 2  # the next game is dealt: the boards of game 1 stay readable
    reveal = next(e for e in events if e.kind == "reveal")
    assert (
        narrator(game, 0)
        .event(reveal)
        .speech.startswith(
            "Game 1 is over; the boards are shown: read them in the list of players."
        )
    )
    for viewer in (0, 1, None):  # public: every player's, and an onlooker's
        shown = game.view(viewer)["revealed"]
        assert [b["tiles"] for b in shown["boards"]] == [b["tiles"] for b in reveal.data["boards"]]
    items = {i.id: i for i in narrator(game, 0).player_items(game.view(0))}
    assert items["rv1"].speech == (
        "Ben's board at the end of game 1: Row 1: SAG; NIX; ÜBER; PULOK. Red: S, A, G, N, I, "
        "X, Ü, B, E, R, P, U, L, O; yellow: K. No tiles in the surplus. Ben called and gains 20 "
        "points."
    )
    assert items["rv1"].braille == (
        "Ben g1: 1 sag nix über pulok r:sagnixüberpulo y:k; sp -; Ben called +20"
    )
    assert items["rv0"].speech.startswith(
        "Your board at the end of game 1: Row 1: SAG; NIX; ÜBER; P, U, L, O, gap."
    )
    assert items["rv0"].speech.endswith(
        "Surplus, 1 tile: S white. You lose 1 point: left over S white."
    )
    de = {i.id: i for i in narrator(game, None, "de").player_items(game.view(None))}
    assert de["rv2"].speech.startswith(
        "Die Legetafel von Clara am Ende von Spiel 1: Zeile 1: SAG; NIX; ÜBER; PULOK."
    )
    assert de["rv2"].speech.endswith("Keine übrigen Kärtchen. Clara verliert nichts.")
    # the line mode reads them all
    said = narrator(game, 2).query("boards", game.view(2)).speech
    assert said.startswith("Anna's board at the end of game 1:") and "Your board" in said
    assert (
        narrator(game, 2, "de")
        .query("tafeln", game.view(2))
        .speech.startswith("Die Legetafel von Anna am Ende von Spiel 1:")
    )


def test_a_revealed_board_keeps_its_row_colours():
    """Pulok for Experts: Ben lays his blue sentence in row 1 and calls; the
    next deal gives the rows their first colours again, but his revealed
    board still says row 1 is blue."""
    game = place(
        new_game(2, variant="experts"),
        hands=[with_penalty(3), sentence("B")],
        offer="KY",
        turn=1,
        bag="AG NB SW",
    )
    for seat, move in ((1, "colour 1 b"), (1, "decline"), (1, "pass on call")):
        game.apply(seat, move)
    game.apply(0, "take")
    game.apply(0, "pass üg")
    assert (
        game.game_no == 2 and game.row_colours[1][0] != game.revealed["boards"][1]["row_colours"][0]
    )
    items = {i.id: i for i in narrator(game, 0).player_items(game.view(0))}
    assert "Row 1, blue: SAG; NIX; ÜBER; PULOK." in items["rv1"].speech


def test_the_call_after_the_match_is_said_in_words_never_a_dash():
    game, _ = ben_calls(target=80)
    assert game.is_over() and game.view(0)["called"] == 1 and game.view(0)["last_exchanges"] == []
    table = narrator(game, 0).table(game.view(0))
    assert "Ben called Sag nix über Pulok; every last exchange has been made." in table.speech
    assert "Ben called; last ones done" in table.braille
    de = narrator(game, 0, "de").table(game.view(0))
    assert "Ben hat Sag nix über Pulok gerufen; alle letzten Umtausche sind gemacht." in de.speech
    assert "Ben rief; Letzte fertig" in de.braille
    own = narrator(game, 1, "de").table(game.view(1))
    assert "Du hast Sag nix über Pulok gerufen; alle letzten Umtausche sind gemacht." in own.speech
    for said in (table, de, own):
        assert ": -" not in said.speech and ": -" not in said.braille
