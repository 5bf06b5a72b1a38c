"""Option validation: every refusal names the option and the allowed values,
in English and German."""

from __future__ import annotations

import dataclasses

import pytest

from accessible_games.core.errors import GameError, OptionError
from accessible_games.core.messages import render
from accessible_games.core.options import Options, option
from accessible_games.games.logomachy.options import LogomachyOptions
from accessible_games.games.logomachy.rules import Logomachy


@dataclasses.dataclass(frozen=True)
class DemoOptions(Options):
    speed: str = option("normal", choices=("slow", "normal", "fast"))
    rounds: int = option(3, low=1, high=9)
    limit: int | None = option(None, low=1, high=5, optional=True)
    hints: bool = option(True)


def refusal(cls, data) -> OptionError:
    with pytest.raises(OptionError) as info:
        cls.from_dict(data)
    assert isinstance(info.value, GameError)
    return info.value


# --- accepted values ------------------------------------------------------------------


def test_defaults():
    assert DemoOptions.from_dict(None) == DemoOptions()
    assert DemoOptions.from_dict({}).to_dict() == {
        "speed": "normal",
        "rounds": 3,
        "limit": None,
        "hints": True,
    }
    assert LogomachyOptions.from_dict({}).to_dict() == {
        "deck": "auto",
        "deck_file": None,
        "deals": None,
        "target_chips": None,
        "last_capture_takes_middle": False,
    }


@pytest.mark.parametrize(
    "data,expected",
    [
        ({"speed": "FAST"}, {"speed": "fast"}),
        ({"speed": " slow "}, {"speed": "slow"}),
        ({"rounds": "7"}, {"rounds": 7}),
        ({"rounds": 9}, {"rounds": 9}),
        ({"rounds": " 1 "}, {"rounds": 1}),
        ({"limit": "none"}, {"limit": None}),
        ({"limit": "keine"}, {"limit": None}),
        ({"limit": None}, {"limit": None}),
        ({"limit": ""}, {"limit": None}),
        ({"limit": "5"}, {"limit": 5}),
        ({"hints": False}, {"hints": False}),
        ({"hints": "off"}, {"hints": False}),
        ({"hints": "aus"}, {"hints": False}),
        ({"hints": "nein"}, {"hints": False}),
        ({"hints": "0"}, {"hints": False}),
        ({"hints": "ON"}, {"hints": True}),
        ({"hints": "ja"}, {"hints": True}),
        ({"hints": "an"}, {"hints": True}),
        ({"hints": "yes"}, {"hints": True}),
    ],
)
def test_values_are_accepted_and_normalised(data, expected):
    assert DemoOptions.from_dict(data).to_dict() == {**DemoOptions().to_dict(), **expected}


def test_dashed_names_are_accepted():
    opts = LogomachyOptions.from_dict({"last-capture-takes-middle": "on", "target-chips": "5"})
    assert opts.last_capture_takes_middle is True
    assert opts.target_chips == 5


def test_options_round_trip_through_a_dict():
    opts = LogomachyOptions.from_dict(
        {"deals": "4", "deck": "six-colours", "last_capture_takes_middle": "yes"}
    )
    assert LogomachyOptions.from_dict(opts.to_dict()) == opts


def test_describe_lists_allowed_values():
    described = {name: (default, allowed) for name, default, allowed in DemoOptions.describe()}
    assert described == {
        "speed": ("normal", "slow, normal, fast"),
        "rounds": (3, "1..9"),
        "limit": (None, "1..5, none"),
        "hints": (True, "on, off"),
    }


# --- refusals ------------------------------------------------------------------------------


def test_unknown_option_is_named_with_the_list_of_options():
    error = refusal(LogomachyOptions, {"colour": "red"})
    assert error.msg.key == "core.option.unknown"
    assert render(error.msg, "en") == (
        "Unknown option colour. Options are: "
        "deck, deck_file, deals, target_chips, last_capture_takes_middle."
    )
    assert render(error.msg, "de") == (
        "Unbekannte Option colour. Optionen sind: "
        "deck, deck_file, deals, target_chips, last_capture_takes_middle."
    )
    assert str(error) == render(error.msg, "en")


def test_bad_choice_names_the_allowed_values():
    error = refusal(LogomachyOptions, {"deck": "tarot"})
    assert error.msg.key == "core.option.choice"
    assert render(error.msg, "en") == (
        "Option deck cannot be tarot. Allowed: auto, four-colours, six-colours."
    )
    assert render(error.msg, "de") == (
        "Option deck kann nicht tarot sein. Erlaubt: auto, four-colours, six-colours."
    )


@pytest.mark.parametrize("value", [0, 41, "0", "many", "3.5", True, -1])
def test_bad_number_names_the_range(value):
    error = refusal(LogomachyOptions, {"deals": value})
    assert error.msg.key == "core.option.range"
    assert render(error.msg, "en") == (
        f"Option deals cannot be {value}. Allowed: a whole number from 1 to 40."
    )
    assert render(error.msg, "de") == (
        f"Option deals kann nicht {value} sein. Erlaubt: eine ganze Zahl von 1 bis 40."
    )


def test_bad_number_exact_texts():
    error = refusal(DemoOptions, {"rounds": "10"})
    assert render(error.msg, "en") == (
        "Option rounds cannot be 10. Allowed: a whole number from 1 to 9."
    )
    assert render(error.msg, "de") == (
        "Option rounds kann nicht 10 sein. Erlaubt: eine ganze Zahl von 1 bis 9."
    )


def test_mandatory_number_refuses_none():
    error = refusal(DemoOptions, {"rounds": "none"})
    assert error.msg.key == "core.option.range"


@pytest.mark.parametrize("value", ["maybe", "2", "", "wahr", 2])
def test_bad_bool_names_on_and_off(value):
    error = refusal(LogomachyOptions, {"last_capture_takes_middle": value})
    assert error.msg.key == "core.option.bool"
    assert render(error.msg, "en") == (
        f"Option last_capture_takes_middle cannot be {value}. Allowed: on or off."
    )
    assert render(error.msg, "de") == (
        f"Option last_capture_takes_middle kann nicht {value} sein. Erlaubt: an oder aus."
    )


def test_the_game_refuses_bad_options():
    with pytest.raises(OptionError) as info:
        Logomachy(2, {"target_chips": 0}, 0)
    assert "target_chips" in render(info.value.msg, "en")
    assert "1 to 99" in render(info.value.msg, "en")


def test_the_game_accepts_an_options_object():
    opts = LogomachyOptions(deals=1)
    game = Logomachy(2, opts, 0)
    assert game.options is opts
