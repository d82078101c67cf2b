"""The one seat model: seats, computer levels and the game config (no Qt)."""

from __future__ import annotations

import dataclasses

import pytest

from omg_desktop.seating import (
    COMPUTER,
    DEFAULT_LEVEL,
    HUMAN,
    KINDS,
    LEVELS,
    LOCAL_KINDS,
    REMOTE,
    GameConfig,
    Seat,
    known_levels,
    parse_seed,
)


def test_the_kinds_of_seat():
    assert KINDS == (HUMAN, COMPUTER, REMOTE) == ("human", "computer", "remote")
    assert LOCAL_KINDS == ("human", "computer")  # remote is reserved for network play


def test_a_seat_is_a_person_by_default_and_a_computer_with_a_level():
    ana, bot, far = Seat("Ana"), Seat.computer("Bot", "greedy"), Seat("Far", REMOTE)
    assert ana == Seat.human("Ana") == Seat("Ana", "human", None)
    assert ana.is_human and not ana.is_computer and not ana.is_remote
    assert bot.is_computer and bot.level == "greedy" and not bot.is_human
    assert far.is_remote and far.level is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        ana.name = "Bo"  # type: ignore[misc]


@pytest.mark.parametrize(
    "args",
    [
        ("X", "robot"),
        ("X", COMPUTER),
        ("X", COMPUTER, None),
        ("X", HUMAN, "random"),
        ("X", REMOTE, "random"),
    ],
)
def test_a_seat_refuses_a_kind_or_level_that_does_not_fit(args):
    with pytest.raises(ValueError):
        Seat(*args)


def test_levels_weakest_first_and_the_default():
    assert LEVELS == ("random", "greedy", "heuristic", "montecarlo")
    assert DEFAULT_LEVEL == "heuristic"


def test_unknown_levels_play_at_the_default():
    seats = [Seat("Ana"), Seat.computer("Bo", "grandmaster"), Seat.computer("Cy", "random")]
    assert known_levels(seats) == (
        [Seat("Ana"), Seat.computer("Bo", DEFAULT_LEVEL), Seat.computer("Cy", "random")],
        ["Bo"],
    )


def test_a_game_config_round_trips_as_the_settings_store_it():
    config = GameConfig((Seat("Ana"), Seat.computer("Bo", "greedy")), "classic", 12)
    assert config.to_dict() == {
        "seats": [["Ana", "human", None], ["Bo", "computer", "greedy"]],
        "ruleset": "classic",
        "seed": 12,
    }
    assert GameConfig.from_dict(config.to_dict()) == config
    assert config.names == ["Ana", "Bo"]


@pytest.mark.parametrize(
    "raw",
    [
        [],
        {"seats": [], "ruleset": "bigbox"},
        {"seats": [["Far", "remote", None]], "ruleset": "bigbox"},  # not played yet
        {"seats": [["", "human", None]], "ruleset": "bigbox"},
        {"seats": [["Ana", "human", None]], "ruleset": "bigbox", "seed": True},
    ],
)
def test_a_game_config_refuses_what_it_never_wrote(raw):
    with pytest.raises((ValueError, KeyError, TypeError)):
        GameConfig.from_dict(raw)


def test_a_stored_config_forgets_a_humans_level():
    raw = {"seats": [[" Ana ", "human", "random"]], "ruleset": "bigbox"}
    assert GameConfig.from_dict(raw).seats == (Seat("Ana"),)


def test_parse_seed():
    assert parse_seed(" ") is None and parse_seed("007") == 7 and parse_seed("a b") == "a b"


def test_a_negative_seed_reads_as_the_integer():
    """``play --seed -5``, join's ``--seed -5`` and the New game dialog deal seed -5 (it
    read as the text "-5", another deal); an int seed shown as text reads back the same."""
    assert parse_seed("-5") == -5 and parse_seed(" -007 ") == -7
    assert all(parse_seed(str(seed)) == seed for seed in (-(2**63), -1, 0, 2**64 - 1))
    assert parse_seed("-") == "-" and parse_seed("--5") == "--5" and parse_seed("-5x") == "-5x"
    assert parse_seed("-٣") == "-٣"  # a non-ASCII digit stays text
