"""A whole game of each game played by keys alone in the full-screen mode,
and the keys each move took (bench/keys_per_move.py plays them: from the
main menu through the new-game form to the result, every move reached by
the table's and the game's keys and made by a key press).

Each game is checked for what stood in a blind player's way:

- the game ends with its result said, and every move of the player was
  made by a key (nothing called ``Session.act`` outside a key press);
- every key pressed, in the form and at the table, was answered by speech;
- the main menu is neither said nor brailled once the game is up;
- a refused key says why, not only that the move does not fit: two keys
  that are refused are pressed in each game, and every error said in the
  whole game has a reason;
- docs/performance.md holds the keys per move these games gave.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_games.core.utterance import Category

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import keys_per_move as kpm  # noqa: E402 - must follow the sys.path set-up

TABLES = {table.label: table for table in kpm.TABLES}

#: the games played in this run of the tests, by label (each game is played once)
_RUNS: dict[str, kpm.Run] = {}


@pytest.fixture
def played(request, tmp_path_factory, quick_pilot):
    """The whole game of the test's table, played once per test run."""

    def get(label: str) -> kpm.Run:
        if label not in _RUNS:
            _RUNS[label] = kpm.play_table(TABLES[label], tmp_path_factory.mktemp("saves"))
            print(
                f"{label}: {len(_RUNS[label].moves)} moves, {sum(_RUNS[label].counts)} keys, "
                f"{_RUNS[label].seconds:.1f} s"
            )
        return _RUNS[label]

    return get


def labels(test):
    """A test of each table's whole game: slow (the first test of a table in
    a process plays its game, 1-8 s of CPU time); the tests are grouped by
    table (a module-scoped parameter), so that one process plays each game."""
    return pytest.mark.slow(pytest.mark.parametrize("label", list(TABLES), scope="module")(test))


@labels
def test_a_whole_game_is_played_by_keys_alone(label, played):
    run = played(label)
    assert run.over, f"{label}: the game did not end"
    assert run.result is not None and run.result in run.speech.texts, run.speech.texts[-3:]
    assert run.moves and len(run.moves) + run.forced == run.moves_in_log
    assert run.acts_outside_keys == 0
    # the only moves (MONAD's forced draws, flips and ends of turn above all)
    # were made without a key, each said as such (the setting forced_moves)
    only = {"en": "Your only move: ", "de": "Dein einziger Zug: "}[run.table.lang]
    said = [t for t in run.speech.texts[run.started_at :] if t.startswith(only)]
    assert len(said) == run.forced
    if label == "MONAD":
        assert run.table.forced and run.forced > 0
    assert all(move.keys for move in run.moves)
    assert len(run.setup_keys) >= 4  # Enter on "Play a new game", the form, Enter on Start


#: the most keys a move may take on the mean, by game: routine moves in
#: one or two keys (Logomachy, Mau Mau), three where a move has more parts
#: (MONAD's combinations, Pulok's exchanges, a Mad Nooks placement)
MOST_KEYS_PER_MOVE = {
    "Logomachy": 2,
    "Mau Mau": 2,
    "MONAD": 3,
    "Pulok": 3,
    "Mad Nooks Classic": 3,
}


@labels
def test_the_keys_per_move_stay_within_each_games_target(label, played):
    run = played(label)
    mean = sum(run.counts) / len(run.counts)
    assert mean <= MOST_KEYS_PER_MOVE[label], f"{label}: {mean:.2f} keys per move"


@labels
def test_every_key_is_answered_by_speech(label, played):
    run = played(label)
    pressed = len(run.setup_keys) + len(run.other_keys) + sum(run.counts)
    assert pressed > len(run.moves)
    assert run.silent == [], f"keys that said nothing: {run.silent[:10]}"


@labels
def test_the_main_menu_is_never_said_nor_brailled_in_the_game(label, played):
    run = played(label)
    title = run.main_menu_title
    assert title and any(
        title in text for text in run.speech.texts[: run.started_at]
    )  # it was said before
    spoken = [text for text in run.speech.texts[run.started_at :] if title in text]
    shown = [line for line in run.braille.shown[run.braille_started_at :] if title in line]
    assert spoken == [] and shown == [], (spoken[:3], shown[:3])


def has_reason(text: str) -> bool:
    """A refusal that says why: at least five words, and at least four
    after its last colon ("green 4: does not fit" gives no reason)."""
    return len(text.split()) >= 5 and len(text.rsplit(": ", 1)[-1].split()) >= 4


def test_has_reason_tells_a_reason_from_a_bare_refusal():
    assert not has_reason("grüne 4: passt nicht")
    assert not has_reason("green 4: does not fit")
    assert has_reason("grüne 4: nach dem Ziehen darfst du nur die gezogene Karte spielen")
    assert has_reason("You can lay a tile, so you cannot miss a turn.")


@labels
def test_every_refusal_says_why(label, played):
    run = played(label)
    assert len(run.refusals) == kpm.REFUSALS, f"{label}: no refused key was found to press"
    for key, errors in run.refusals:
        assert errors, f"{key!r} was refused without an error message"
    errors = [u.speech for u in run.announced if u.category is Category.ERROR]
    assert errors and not [text for text in errors if not has_reason(text)], errors


@labels
def test_the_performance_page_has_the_keys_per_move_of_this_game(label, played):
    run = played(label)
    row = kpm.row_line(kpm.row_of(run))
    listed = kpm.doc_rows(kpm.DOC.read_text(encoding="utf-8")).get(label)
    assert listed == row, (
        f"docs/performance.md is not what the game gave; run "
        f"python bench/keys_per_move.py --write\npage: {listed}\ngame: {row}"
    )


def test_the_performance_page_section_is_the_tools():
    """The section's text and its games are those the tool writes (each row
    is checked against its game above)."""
    page = kpm.DOC.read_text(encoding="utf-8")
    rows = kpm.doc_rows(page)
    assert list(rows) == list(TABLES)
    written = page[page.index(kpm.BEGIN) : page.index(kpm.END) + len(kpm.END)]
    assert written == kpm.section_text(list(rows.values()))
    template = kpm.TEMPLATE.read_text(encoding="utf-8")
    assert written in template, "bench/run.py would drop the section: it is not in the template"
    assert "docs/performance.md" in Path(kpm.ROOT / "README.md").read_text(encoding="utf-8")


# --- the planner's list walk ---------------------------------------------------------------


def after(keys: list[str], start: int | None, count: int) -> int | None:
    """Where a list of ``count`` items, highlighted at ``start``, is after
    ``keys`` (no wrap at the ends, as the table's lists)."""
    at = start
    for key in keys:
        if key == "home":
            at = 0
        elif key == "end":
            at = count - 1
        elif key == "down":
            at = 0 if at is None else min(at + 1, count - 1)
        elif key == "up":
            at = 0 if at is None else max(at - 1, 0)
    return at


def fewest(start: int | None, target: int, count: int) -> int:
    """The fewest of those keys from ``start`` to ``target``, by a search."""
    seen = {start}
    frontier = [start]
    steps = 0
    while target not in frontier:
        steps += 1
        frontier = [
            after([key], at, count) for at in frontier for key in ("up", "down", "home", "end")
        ]
        frontier = [at for at in frontier if at not in seen]
        seen.update(frontier)
    return steps


@given(
    st.integers(1, 200).flatmap(
        lambda count: st.tuples(
            st.just(count), st.none() | st.integers(0, count - 1), st.integers(0, count - 1)
        )
    )
)
def test_the_walk_to_an_item_lands_on_it_in_the_fewest_keys(case):
    count, start, target = case
    keys = kpm.walk(start, target, count)
    assert after(keys, start, count) == target
    assert len(keys) == kpm.walk_len(start, target, count) == fewest(start, target, count)
