"""Mad Nooks Poker: the best picture against a brute force."""

from __future__ import annotations

import random

import pytest

from accessible_games.games.madnooks.area import Area
from accessible_games.games.madnooks.solver import Picture, best_picture
from accessible_games.games.madnooks.tiles import load_deck

DECK = load_deck()


def brute_force(tiles) -> tuple[int, int]:
    """(most tiles laid, then most points): every first tile at (0,0)
    rotation 0, then every order and every legal placement, no pruning."""
    best = (0, 0)

    def walk(area: Area, remaining: list[int], points: int) -> None:
        nonlocal best
        best = max(best, (len(area.laid), points))
        for i in remaining:
            rest = [j for j in remaining if j != i]
            for p in area.placements(tiles[i], detail=False):
                child = area.copy()
                child.lay(i, tiles[i], p.rotation, p.x, p.y)
                walk(child, rest, points + p.points)

    for first in range(len(tiles)):
        area = Area()
        area.lay(first, tiles[first], 0, 0, 0)
        walk(area, [j for j in range(len(tiles)) if j != first], 0)
    return best


def replay(tiles, picture: Picture) -> int:
    """Lay the picture with every check; its points."""
    assert sorted(picture.order) == sorted(set(picture.order))
    area = Area()
    total = 0
    for index, p in zip(picture.order, picture.placements, strict=True):
        if area.laid:
            assert area.check(tiles[index], p.rotation, p.x, p.y) is None
            q = area.placement(tiles[index], p.rotation, p.x, p.y)
            assert q == p
            total += q.points
        else:
            assert (p.rotation, p.x, p.y, p.points) == (0, 0, 0, 0)
        area.lay(index, tiles[index], p.rotation, p.x, p.y)
    assert total == picture.points
    return total


def hands(size: int, count: int, seed: int):
    rng = random.Random(seed)
    return [rng.sample(DECK, size) for _ in range(count)]


def test_trivial_hands():
    assert best_picture([]) == Picture((), (), 0)
    one = best_picture([DECK[0]])
    assert one.order == (0,) and one.points == 0 and one.placements[0][:4] == (0, 0, 0, 0)


def test_two_tiles():
    # two equal tiles: only a long side against the same long side (1 point)
    pic = best_picture([DECK[0], DECK[0]])
    assert (len(pic.order), pic.points) == brute_force([DECK[0], DECK[0]]) == (2, 1)
    replay([DECK[0], DECK[0]], pic)
    # short sides coloured as the other's long sides: both shorts touch (2)
    hand = [(0, 1, 2, 3), (2, 3, 0, 1)]
    pic = best_picture(hand)
    assert (len(pic.order), pic.points) == brute_force(hand) == (2, 2)
    replay(hand, pic)


@pytest.mark.parametrize("hand", hands(3, 12, 1))
def test_three_tiles_against_brute_force(hand):
    pic = best_picture(hand)
    assert (len(pic.order), pic.points) == brute_force(hand)
    replay(hand, pic)


@pytest.mark.parametrize("hand", hands(4, 10, 2))
def test_four_tiles_against_brute_force(hand):
    pic = best_picture(hand)
    assert (len(pic.order), pic.points) == brute_force(hand)
    replay(hand, pic)


def test_equal_tiles_and_orders():
    """The result does not depend on the order of the hand."""
    hand = hands(5, 1, 7)[0]
    points = best_picture(hand).points
    rng = random.Random(5)
    for _ in range(3):
        shuffled = hand[:]
        rng.shuffle(shuffled)
        pic = best_picture(shuffled)
        assert pic.points == points
        assert len(pic.order) == 5
        replay(shuffled, pic)
    same = [DECK[3]] * 5
    replay(same, best_picture(same))


@pytest.mark.parametrize("hand", hands(5, 8, 3) + [[DECK[0], DECK[24], DECK[1], DECK[25], DECK[5]]])
def test_five_tiles_against_brute_force(hand):
    pic = best_picture(hand)
    assert (len(pic.order), pic.points) == brute_force(hand)
    assert len(pic.order) == 5
    replay(hand, pic)


def test_not_every_tile_fits():
    """Most tiles laid first, then most points (tiles of one colour each:
    black never touches blue)."""
    black, blue = (0, 0, 0, 0), (1, 1, 1, 1)
    pic = best_picture([black, blue])
    assert (len(pic.order), pic.points) == (1, 0) == brute_force([black, blue])
    hand = [black, blue, blue]
    pic = best_picture(hand)
    assert (len(pic.order), pic.points) == (2, 2) == brute_force(hand)
    assert sorted(pic.order) == [1, 2]
    replay(hand, pic)
