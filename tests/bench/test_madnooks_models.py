"""The tile-model bench (bench/madnooks_models.py): its own engine lays by
the game's rules (on the wing it lists exactly what the game's Area lists;
on the former L of three cells exactly what a search of every position
finds), and its figures count what the games did."""

from __future__ import annotations

import random

import madnooks_models as mm  # bench/, on the path (conftest.py)
import pytest

from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.tiles import BASE_CELLS, BASE_EDGES, SHORT_SIDES, load_deck

DECK = load_deck()
COLOURINGS = sorted(set(DECK))


def grow_real(size: int, seed: int) -> Area:
    """An Area of up to ``size`` tiles laid by random legal play of the
    deck (each step the first tile of the rest that fits, at a random
    placement of it)."""
    rng = random.Random(seed)
    order = list(range(len(DECK)))
    rng.shuffle(order)
    area = Area()
    area.lay(order[0], DECK[order[0]], 0, 0, 0)
    rest = order[1:]
    while len(area.laid) < size:
        for tile in rest:
            found = area.placements(DECK[tile], detail=False)
            if found:
                p = rng.choice(found)
                area.lay(tile, DECK[tile], p.rotation, p.x, p.y)
                rest.remove(tile)
                break
        else:
            break
    return area


def mirror(area: Area, model: mm.Model) -> mm.ModelArea:
    """The same tiles in the bench's engine."""
    other = mm.ModelArea(model)
    for laid in area.laid:
        other.lay(laid.colours, laid.rotation, laid.x, laid.y)
    return other


def test_the_wing_model_is_the_games_tile() -> None:
    wing = mm.l_model("wing", 2, 1)
    assert wing.cells == BASE_CELLS
    assert set(wing.edges) == set(BASE_EDGES)
    assert wing.short == frozenset(SHORT_SIDES)
    assert wing.length == (3, 2, 2, 1)


def test_a_model_must_label_every_boundary_edge_once() -> None:
    cells, edges = (
        [(0, 0), (1, 0)],
        [((0, 0), mm.SOUTH, 0), ((1, 0), mm.SOUTH, 0), ((0, 0), mm.WEST, 1)],
    )
    with pytest.raises(ValueError):
        mm.Model("half", cells, edges)


@pytest.mark.parametrize("size,seed", [(1, 1), (6, 2), (14, 3), (26, 4), (38, 5)])
def test_the_bench_engine_lays_the_wing_as_the_game_does(size: int, seed: int) -> None:
    real = grow_real(size, seed)
    model = mirror(real, mm.l_model("wing", 2, 1))
    assert model.holes() == len(real.holes())
    listed = 0
    for colours in COLOURINGS:
        theirs = [(p.rotation, p.x, p.y, p.points) for p in real.placements(colours, detail=False)]
        assert model.placements(colours) == theirs
        listed += len(theirs)
        # a long side against an old long side: before laying (the bench's
        # engine) and after laying (the game's cells), the same verdict
        for r, x, y, _ in theirs[:12]:
            after = real.copy()
            after.lay(99, colours, r, x, y)
            assert model.long_against_long(r, x, y) == mm.long_against_long(after, r, x, y)
    if size > 1:
        assert listed  # something to compare


def brute_force(
    model: mm.Model, laid: list[tuple[tuple[int, ...], int, int, int]], colours: tuple[int, ...]
) -> set[tuple[int, int, int, int]]:
    """The legal placements of ``colours`` next to ``laid`` tiles (colours,
    rotation, x, y), found by trying every rotation at every position near
    them, each judged from the rules as written: every unit edge of a
    coloured side that lies against a coloured edge of an old tile touches;
    the colours must match; something must touch; a short side alone is
    refused; a side touching along part of its length needs another (or
    itself) touching along its whole length; one point per touching side."""
    occupied: set[tuple[int, int]] = set()
    coloured: dict[tuple[tuple[int, int], int], int] = {}
    for cols, r, x, y in laid:
        for c in model.cells:
            dx, dy = mm.turn(c, r)
            occupied.add((x + dx, y + dy))
        for c, d, side in model.edges:
            if side != mm.TIP:
                dx, dy = mm.turn(c, r)
                coloured[((x + dx, y + dy), (d + r) % 4)] = cols[side]
    xs = [x for x, _ in occupied]
    ys = [y for _, y in occupied]
    span = 1 + max(max(abs(a) for a in c) for c in model.cells)
    found = set()
    for r in range(4):
        for x in range(min(xs) - span, max(xs) + span + 1):
            for y in range(min(ys) - span, max(ys) + span + 1):
                cells = [(x + dx, y + dy) for dx, dy in (mm.turn(c, r) for c in model.cells)]
                if any(c in occupied for c in cells):
                    continue
                units = [0, 0, 0, 0]
                ok = True
                for c, d, side in model.edges:
                    if side == mm.TIP:
                        continue
                    dx, dy = mm.turn(c, r)
                    turned = (d + r) % 4
                    ex, ey = mm.DELTA[turned]
                    across = coloured.get(((x + dx + ex, y + dy + ey), mm.OPPOSITE[turned]))
                    if across is None:
                        continue
                    units[side] += 1
                    ok = ok and across == colours[side]
                touching = [s for s in range(4) if units[s]]
                if not ok or not touching:
                    continue
                if len(touching) == 1 and touching[0] in model.short:
                    continue
                if not any(units[s] == model.length[s] for s in touching):
                    continue  # every touching side touches only partly
                found.add((r, x, y, len(touching)))
    return found


def test_the_former_tile_places_as_a_search_of_every_position_finds() -> None:
    l3 = mm.l_model("L3", 1, 1)
    assert l3.length == (2, 2, 1, 1)
    deck = mm.orders_deck()
    rng = random.Random(7)
    area = mm.ModelArea(l3)
    laid: list[tuple[tuple[int, ...], int, int, int]] = []
    area.lay(deck[0], 0, 0, 0)
    laid.append((deck[0], 0, 0, 0))
    for _step in range(6):
        for colours in deck[1:24]:
            assert set(area.placements(colours)) == brute_force(l3, laid, colours)
        tiles = [c for c in deck[1:] if area.placements(c)]
        if not tiles:
            break
        colours = rng.choice(tiles)
        r, x, y, _ = rng.choice(area.placements(colours))
        area.lay(colours, r, x, y)
        laid.append((colours, r, x, y))
    assert len(laid) > 2


def test_a_real_game_is_counted_as_it_went() -> None:
    for variant, players, bot in (
        ("classic", 2, "good"),
        ("classic", 3, "random"),
        ("solitaire", 1, "random"),
    ):
        record = mm.play_real(variant, players, bot, 3)
        # one placement per tile laid after the start tile, their points
        # those the game scored
        assert len(record.points) == record.laid - 1
        assert sum(record.points) == record.score
        assert all(1 <= p <= 4 for p in record.points)
        assert record.long_on_long <= len(record.points)
        assert record.reason in ("all_laid", "blocked")
        assert (record.reason == "all_laid") == (record.laid == len(DECK))
        if variant == "classic":
            # a turn with something to lay lays; one with nothing passes
            assert sum(1 for n in record.legal if n) == len(record.points)


def test_a_row_counts_the_games_that_lay_every_tile() -> None:
    whole = mm.play_model(mm.l_model("wing", 2, 1), mm.orders_deck(), 2, "random", 11)
    assert whole.reason == "all_laid" and whole.laid == 38 and len(whole.points) == 37
    stopped = mm.GameRecord("blocked", 20, [1] * 10 + [2] * 9, [3] * 25, gaps=2, long_on_long=5)
    row = mm.summarise("test", "random", [whole, stopped], 1.0, 38)
    assert row.games == 2 and row.all_laid == 0.5 and row.all_laid_count == 1
    assert row.laid == (38 + 20) / 2
    assert sum(row.points) == pytest.approx(1.0)
    placements = len(whole.points) + 19
    assert row.points[1] == pytest.approx((whole.points.count(2) + 9) / placements)
    assert row.long_on_long == pytest.approx((whole.long_on_long + 5) / placements)
    assert row.legal == pytest.approx((sum(whole.legal) + 75) / (len(whole.legal) + 25))


def test_a_blocked_bench_game_stops_when_nobody_can_lay() -> None:
    # the former tile blocks most games: replay one that ends blocked and
    # check that no hand had a placement at its end
    l3, deck = mm.l_model("L3", 1, 1), mm.orders_deck()
    for seed in range(20):
        record = mm.play_model(l3, deck, 2, "random", seed)
        if record.reason == "blocked":
            break
    else:
        pytest.fail("no blocked game in 20")
    assert record.laid < 38 and record.legal[-1] == 0
    if record.laid + 2 * mm.HAND < 38:  # tiles left in the stack: both players held four
        assert record.legal[-2:] == [0, 0]


def test_the_section_says_whether_the_target_is_met(monkeypatch, tmp_path) -> None:
    def row(label: str, bot: str, share: float) -> mm.Row:
        return mm.Row(label, bot, 10, share, 30.0, (0.6, 0.3, 0.1), 5.0, 10.0, 0.5, 1.0, 38)

    real = [
        row("Classic 2p", "good", 1.0),
        row("Classic 3p", "good", 0.6),
        row("Classic 2p", "random", 0.5),
    ]
    text = mm.section(real, [], 12.0)
    assert "16 of 20 (80 %)" in text and "NOT met" in text
    assert text.startswith(mm.BEGIN) and text.endswith(mm.END)
    page = tmp_path / "performance.md"
    page.write_text("# P\n\n## Mad Nooks\n\ntext\n\n## Next\n\nmore\n", encoding="utf-8")
    template = tmp_path / "performance_template.md"
    template.write_text("# P\n\n## Mad Nooks\n\n$figures\n\n## Next\n", encoding="utf-8")
    monkeypatch.setattr(mm, "DOC", page)
    monkeypatch.setattr(mm, "TEMPLATE", template)
    with pytest.raises(ValueError):
        mm.write_doc("costs $5")  # would break the template's placeholders
    mm.write_doc("NEW")
    assert (
        page.read_text(encoding="utf-8")
        == "# P\n\n## Mad Nooks\n\ntext\n\nNEW\n\n## Next\n\nmore\n"
    )
    mm.write_doc(text)  # no markers yet: "NEW" stays, the section goes in too
    mm.write_doc(text.replace("NOT met", "met"))
    written = page.read_text(encoding="utf-8")
    assert written.count(mm.BEGIN) == 1 and "NOT met" not in written and "## Next" in written
    kept = template.read_text(encoding="utf-8")  # bench/run.py writes the page from it
    assert kept.count(mm.BEGIN) == 1 and "NOT met" not in kept and "$figures" in kept
