"""The sound cues: the files tools/make_sounds.py makes (valid, short, soft,
distinct, reproducible), their text equivalents, and the one mapping from
every game's events to cues, checked on seeded random games."""

from __future__ import annotations

import math
import random
import subprocess
import sys
import wave
from collections import Counter
from pathlib import Path

import pytest

from accessible_games.app.clock import WARN
from accessible_games.core.game import Event
from accessible_games.core.messages import LANGUAGES, has_key
from accessible_games.core.utterance import Category
from accessible_games.games.logomachy.rules import Logomachy
from accessible_games.games.madnooks.poker import MadNooksPoker
from accessible_games.games.madnooks.rules import MadNooks
from accessible_games.games.maumau.rules import MauMau
from accessible_games.games.monad.cards import CARD_RANK, MONAD
from accessible_games.games.monad.rules import Monad
from accessible_games.games.pulok.rules import Pulok
from accessible_games.games.registry import entry, game_ids
from accessible_games.sound import CUE_IDS
from accessible_games.sound.cues import (
    CUE_BRAILLE,
    CUE_TEXT,
    TIMER_WARNING,
    cue_for_category,
    cue_text,
    cues_for,
    event_cues,
)
from tests.game_helpers import play_randomly

ROOT = Path(__file__).resolve().parents[2]
THEME = ROOT / "accessible_games" / "sound" / "themes" / "default"
SCRIPT = ROOT / "tools" / "make_sounds.py"
FULL = 32767


def rules(game_id: str):
    """The game's own cue rules, as its registry entry declares them."""
    return entry(game_id).cues


# --- the files --------------------------------------------------------------------------


def read_cue(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    samples = [
        int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)
    ]
    return params, samples


def fingerprint(samples: list[int], rate: int) -> list[float]:
    """A coarse spectrogram: the energy at 20 log-spaced frequencies (100 Hz
    to 4 kHz) in each of three time slices, normalised to length 1."""
    freqs = [100 * 40 ** (k / 19) for k in range(20)]
    third = len(samples) // 3
    vector = []
    for part in (samples[:third], samples[third : 2 * third], samples[2 * third :]):
        for f in freqs:
            w = 2 * math.pi * f / rate
            coeff = 2 * math.cos(w)
            s1 = s2 = 0.0
            for x in part:  # Goertzel
                s1, s2 = x + coeff * s1 - s2, s1
            vector.append(math.sqrt(max(s1 * s1 + s2 * s2 - coeff * s1 * s2, 0.0)))
    norm = math.sqrt(sum(v * v for v in vector)) or 1.0
    return [v / norm for v in vector]


@pytest.fixture(scope="module")
def cue_files() -> dict[str, tuple[wave._wave_params, list[int]]]:
    return {cue: read_cue(THEME / f"{cue}.wav") for cue in CUE_IDS}


@pytest.mark.parametrize("cue", CUE_IDS)
def test_cue_file_is_short_soft_and_clean(cue, cue_files):
    params, samples = cue_files[cue]
    assert (params.nchannels, params.sampwidth, params.framerate, params.comptype) == (
        1,
        2,
        22050,
        "NONE",
    )
    seconds = params.nframes / params.framerate
    assert 0.05 <= seconds < 0.4, f"{cue} lasts {seconds:.3f} s"
    peak = max(abs(s) for s in samples)
    assert peak <= FULL * 10 ** (-3 / 20), f"{cue} peaks above -3 dBFS"
    assert peak >= FULL * 10 ** (-9 / 20), f"{cue} is too quiet"
    rms = math.sqrt(sum(s * s for s in samples) / len(samples))
    assert rms > FULL * 0.02, f"{cue} is (nearly) silent"
    # no click: it starts and ends at (nearly) zero, and fades in and out
    assert abs(samples[0]) <= 2 and abs(samples[-1]) <= 2
    edge = 20  # about 1 ms
    assert max(abs(s) for s in samples[:edge]) < FULL * 0.02
    assert max(abs(s) for s in samples[-edge:]) < FULL * 0.02
    # no jump between neighbouring samples larger than a soft tone makes
    assert max(abs(b - a) for a, b in zip(samples, samples[1:], strict=False)) < peak * 0.8


def test_every_cue_has_a_file_and_nothing_else_is_there():
    assert sorted(p.stem for p in THEME.glob("*.wav")) == sorted(CUE_IDS)
    licence = (THEME / "LICENSE").read_text("utf-8")
    assert "CC0 1.0" in licence and "tools/make_sounds.py" in licence
    assert sum(p.stat().st_size for p in THEME.glob("*.wav")) < 200_000


def test_cues_sound_different(cue_files):
    prints = {
        cue: fingerprint(samples, params.framerate) for cue, (params, samples) in cue_files.items()
    }
    contents = {cue: bytes(str(samples), "ascii") for cue, (_, samples) in cue_files.items()}
    assert len(set(contents.values())) == len(CUE_IDS)
    closest = []
    for i, a in enumerate(CUE_IDS):
        for b in CUE_IDS[i + 1 :]:
            similarity = sum(x * y for x, y in zip(prints[a], prints[b], strict=True))
            closest.append((similarity, a, b))
    similarity, a, b = max(closest)
    assert similarity < 0.9, f"{a} and {b} sound alike ({similarity:.2f})"


def test_script_is_deterministic_and_files_are_up_to_date(tmp_path):
    for out in (tmp_path / "one", tmp_path / "two"):
        subprocess.run(
            [sys.executable, str(SCRIPT), "--out", str(out)], check=True, capture_output=True
        )
    for cue in CUE_IDS:
        made = (tmp_path / "one" / f"{cue}.wav").read_bytes()
        assert made == (tmp_path / "two" / f"{cue}.wav").read_bytes(), f"{cue} differs between runs"
        assert made == (THEME / f"{cue}.wav").read_bytes(), (
            f"{cue}.wav is not what the script makes"
        )


def test_script_uses_the_standard_library_only():
    imports = {
        line.split()[1].split(".")[0]
        for line in SCRIPT.read_text("utf-8").splitlines()
        if line.startswith(("import ", "from "))
    }
    assert imports <= {
        "__future__",
        "argparse",
        "math",
        "struct",
        "sys",
        "wave",
        "pathlib",
        "array",
    }


# --- text equivalents -------------------------------------------------------------------


@pytest.mark.parametrize("cue", CUE_IDS)
def test_text_equivalents_in_both_languages(cue):
    assert set(CUE_TEXT) == set(CUE_BRAILLE) == set(CUE_IDS)
    assert has_key(f"sound.cue.{cue}") and has_key(f"sound.cue.{cue}.br")
    texts = {lang: cue_text(cue, lang) for lang in LANGUAGES}
    for _lang, (speech, braille) in texts.items():
        assert speech and braille and not speech.startswith("sound.cue")
        assert len(braille) <= len(speech) and len(speech) <= 40
        assert "♪" not in speech + braille  # the braille tables have no sign for it
    assert texts["en"] != texts["de"]


def test_text_equivalents_are_distinct():
    for lang in LANGUAGES:
        assert len({cue_text(c, lang)[0] for c in CUE_IDS}) == len(CUE_IDS)
        assert len({cue_text(c, lang)[1] for c in CUE_IDS}) == len(CUE_IDS)


# --- cues not from game events ----------------------------------------------------------


def test_cue_for_category():
    assert cue_for_category(Category.ERROR) == "refused"
    assert cue_for_category("error") == "refused"
    assert TIMER_WARNING == WARN  # the clock's warning flag (app/clock.py)
    assert cue_for_category(WARN) == "timer"
    assert cue_for_category(Category.CHAT) == cue_for_category("chat") == "chat"
    for category in Category:
        if category not in (Category.ERROR, Category.CHAT):
            assert cue_for_category(category) is None


# --- the mapping on synthetic events ---------------------------------------------------


def test_private_events_give_no_cue_to_others():
    private = Event("turn", 1, {}, visible_to=(2,))
    assert cues_for(rules("maumau"), private, 1) == []
    assert cues_for(rules("maumau"), private, None) == []
    assert cues_for(rules("maumau"), Event("turn", 1), 1) == ["your_turn"]


def test_generic_rules_hold_for_an_unknown_game():
    assert cues_for({}, Event("turn", 0), 0) == ["your_turn"]
    assert cues_for({}, Event("turn", 0), 1) == []
    over = Event("game_over", None, {"winners": [1]})
    assert [cues_for({}, over, s) for s in (0, 1, None)] == [["lost"], ["won"], []]
    assert cues_for(rules("Mau Mau"), Event("turn", 2), 2) == [
        "your_turn"
    ]  # the id as a player types it


def test_maumau_draws():
    def draw(reason, count=2, seat=0):
        return Event("draw", seat, {"count": count, "wanted": count, "reason": reason})

    assert cues_for(rules("maumau"), draw("draw2"), 0) == ["penalty"]
    assert cues_for(rules("maumau"), draw("draw4", 4), 0) == ["penalty"]
    assert cues_for(rules("maumau"), draw("report"), 0) == ["penalty"]
    assert cues_for(rules("maumau"), draw("choice", 1), 0) == []
    assert cues_for(rules("maumau"), draw("draw2"), 1) == []
    assert cues_for(rules("maumau"), draw("draw2", 0), 0) == []  # nothing left to draw


def test_event_cues_keeps_order_and_drops_repeats():
    events = [Event("capture", 0), Event("sweep", 0), Event("capture", 1), Event("turn", 0)]
    assert event_cues(rules("logomachy"), events, 0) == ["capture", "gain", "your_turn"]
    assert event_cues(rules("logomachy"), events, None) == ["capture"]


# --- the mapping on played games --------------------------------------------------------

# (game id, class, players, options, seeds): seeded random games of every game
GAMES_PLAYED = [
    ("logomachy", Logomachy, 3, {}, range(3)),
    ("logomachy", Logomachy, 2, {}, range(2)),
    ("maumau", MauMau, 3, {"quick": True}, range(6)),
    ("maumau", MauMau, 4, {"pairs": True, "quick": True}, range(3)),
    ("monad", Monad, 3, {}, range(3)),
    ("monad", Monad, 4, {"teams": True}, range(2)),
    ("pulok", Pulok, 3, {}, range(4)),
    ("madnooks", MadNooks, 3, {}, range(3)),
    ("madnooks", MadNooksPoker, 3, {"variant": "poker"}, range(2)),
    ("madnooks", MadNooks, 1, {"variant": "solitaire"}, range(2)),
]


def _play(game_class, players, options, seed):
    game = game_class(players, options, seed=seed)
    return game, play_randomly(game, random.Random(seed))


@pytest.fixture(scope="module")
def played() -> dict[str, list[tuple[int, list[Event], object]]]:
    """Per game id: (players, events, result) of every game played."""
    out: dict[str, list] = {}
    for game_id, game_class, players, options, seeds in GAMES_PLAYED:
        for seed in seeds:
            game, events = _play(game_class, players, options, seed)
            out.setdefault(game_id, []).append((players, events, game.result()))
    return out


def _all_cues(game_id, players, events):
    """(event, viewer, cues) for every event and every listener."""
    for event in events:
        for viewer in [*range(players), None]:
            yield event, viewer, cues_for(rules(game_id), event, viewer)


@pytest.mark.parametrize("game_id", sorted(game_ids()))
def test_generic_cues_in_played_games(game_id, played):
    turns = 0
    for players, events, result in played[game_id]:
        ends = 0
        for event, viewer, cues in _all_cues(game_id, players, events):
            assert set(cues) <= set(CUE_IDS)
            assert len(cues) == len(set(cues))
            if not event.visible(viewer):
                assert cues == [], f"{event.kind} is private but gives {cues}"
            own_turn = event.kind == "turn" and viewer is not None and event.seat == viewer
            assert ("your_turn" in cues) == own_turn, (event, viewer, cues)
            turns += own_turn
            if viewer is None:
                assert not {
                    "your_turn",
                    "won",
                    "lost",
                    "gain",
                    "monad",
                    "penalty",
                    "offered",
                } & set(cues)
            if event.kind in ("game_over", "match_over"):
                ends += viewer is None
                if viewer is not None:
                    expected = "won" if viewer in result.winners else "lost"
                    assert expected in cues and ({"won", "lost"} - {expected}).isdisjoint(cues)
            else:
                assert not {"won", "lost"} & set(cues), (event, viewer, cues)
        assert ends == 1, "one end of the match"
    assert turns > 0


def _check_cue(game_id, played, cue, should):
    """Exactly the (event, viewer) pairs ``should`` picks give ``cue``; at
    least one does over the games played. Returns how many."""
    found = 0
    for players, events, _ in played[game_id]:
        for event, viewer, cues in _all_cues(game_id, players, events):
            expected = event.visible(viewer) and should(event, viewer)
            assert (cue in cues) == bool(expected), (
                event.kind,
                event.seat,
                event.data,
                viewer,
                cues,
            )
            found += bool(expected)
    assert found > 0, f"no {cue} cue in {game_id}"
    return found


def test_logomachy_cues(played):
    _check_cue("logomachy", played, "capture", lambda e, v: e.kind in ("capture", "middle_taken"))
    gain = _check_cue(
        "logomachy",
        played,
        "gain",
        lambda e, v: (
            v is not None
            and (
                (e.kind in ("sweep", "score_yellow7") and e.seat == v)
                or (e.kind in ("score_most_yellow", "score_most_cards") and v in e.data["winners"])
            )
        ),
    )
    assert gain > 0


def test_logomachy_chips_gained_sound(played):
    """Whenever the viewer's chips grow, some event of that deal gave the viewer "gain"."""
    for players, events, _ in played["logomachy"]:
        for viewer in range(players):
            before, heard = 0, False
            for event in events:
                heard |= "gain" in cues_for(rules("logomachy"), event, viewer)
                if event.kind == "deal_scored":
                    after = event.data["chips"][viewer]
                    assert (after > before) == heard
                    before, heard = after, False


def test_maumau_cues(played):
    _check_cue(
        "maumau",
        played,
        "penalty",
        lambda e, v: (
            e.kind == "draw"
            and e.seat == v
            and v is not None
            and e.data["reason"] != "choice"
            and e.data["count"] > 0
        ),
    )
    _check_cue("maumau", played, "challenge", lambda e, v: e.kind == "challenge")
    _check_cue(
        "maumau",
        played,
        "offered",
        lambda e, v: e.kind == "play" and v is not None and e.data["victim"] == v,
    )
    _check_cue(
        "maumau", played, "gain", lambda e, v: e.kind == "round_over" and v in e.data["team"]
    )


def test_monad_cues(played):
    def monad_gained(e, v):
        card = {"combine": "gained", "acquire": "target", "jump": "gained"}.get(e.kind)
        return (
            card is not None and v is not None and e.seat == v and CARD_RANK[e.data[card]] == MONAD
        )

    _check_cue("monad", played, "monad", monad_gained)
    # every Monad a seat ends with was announced to it by the cue
    for players, events, _ in played["monad"]:
        end = next(e for e in events if e.kind == "game_over")
        for seat in range(players):
            heard = sum("monad" in cues_for(rules("monad"), e, seat) for e in events)
            assert heard >= end.data["monads"][seat]


def test_pulok_cues(played):
    _check_cue("pulok", played, "call", lambda e, v: e.kind == "called")
    _check_cue(
        "pulok",
        played,
        "offered",
        lambda e, v: e.kind == "offered" and v is not None and e.data["to"] == v,
    )
    _check_cue(
        "pulok",
        played,
        "gain",
        lambda e, v: e.kind == "reveal" and v is not None and e.data["deltas"][v] > 0,
    )


def test_pulok_offer_comes_with_the_turn(played):
    """An offer followed by its taker's turn gives the taker both cues, offered first."""
    together = 0
    for _players, events, _ in played["pulok"]:
        for i, event in enumerate(events[:-1]):
            nxt = events[i + 1]
            if event.kind == "offered" and nxt.kind == "turn" and nxt.seat == event.data["to"]:
                assert event_cues(rules("pulok"), [event, nxt], nxt.seat) == [
                    "offered",
                    "your_turn",
                ]
                together += 1
    assert together > 0


def test_madnooks_cues(played):
    _check_cue(
        "madnooks",
        played,
        "placement",
        lambda e, v: e.kind == "laid" or (e.kind == "picture_laid" and e.seat == v),
    )
    _check_cue(
        "madnooks",
        played,
        "gain",
        lambda e, v: (
            v is not None
            and (
                (e.kind == "laid" and e.seat == v and e.data["points"] > 0)
                or (e.kind == "pot_won" and e.data["shares"][v] > 0)
            )
        ),
    )


def test_every_cue_is_used(played):
    used = Counter()
    for game_id, games in played.items():
        for players, events, _ in games:
            for _, _, cues in _all_cues(game_id, players, events):
                used.update(cues)
    for category in [*Category, WARN]:
        cue = cue_for_category(category)
        if cue:
            used[cue] += 1
    assert set(used) == set(CUE_IDS), f"unused: {set(CUE_IDS) - set(used)}"
