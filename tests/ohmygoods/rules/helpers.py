"""Helpers for rule tests: load scenarios, play actions, read the state."""

from __future__ import annotations

from pathlib import Path

import yaml
from story_fixture import expansion_catalog  # noqa: F401 - shared with tests/ohmygoods/campaign

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Action, Event, GameState, apply
from omg_desktop.games.ohmygoods.rules.scenario import from_data

SCENARIOS = Path(__file__).parent / "scenarios"


def catalog():
    return default_catalog()


def load_scenario(name_or_yaml: str) -> tuple[GameState, list[Event]]:
    """A scenario from ``scenarios/<name>.yaml``, or from YAML text given inline."""
    path = SCENARIOS / f"{name_or_yaml}.yaml"
    text = path.read_text(encoding="utf-8") if "\n" not in name_or_yaml else name_or_yaml
    return from_data(yaml.safe_load(text), catalog())


def play(state: GameState, *actions: Action) -> tuple[GameState, list[Event]]:
    """Apply actions in order; the final state and all their events."""
    events: list[Event] = []
    for a in actions:
        state, ev = apply(state, a)
        events.extend(ev)
    return state, events


def goods(state: GameState, seat: int, card: int) -> int:
    b = state.players[seat].find(card)
    assert b is not None, f"seat {seat} has no building {card}"
    return b.goods


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
