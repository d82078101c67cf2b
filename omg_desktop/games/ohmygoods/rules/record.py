"""Oh My Goods!'s records: its chance steps as record lines, its recorder and hash.

The record itself (:class:`GameRecord`: game, rule set, seed, seats, steps) and its
checked replay are the frame's (:mod:`omg_desktop.record`), the same for every game;
they are re-exported here. ``steps`` interleaves the seats' actions
(``"0 sunrise b=101 e=1 p=37"``) with the table's chance steps that followed each one
(``"T reveal c=37 r=0"``, ``"T shuffle n=41"``, ``"T draw s=1 c=4,9"``), which come from
the seeded PRNG in the state.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from ....record import GameRecord, ReplayError, replay
from ...base import TABLE
from .actions import Action, encode
from .catalog import Catalog, RuleSet
from .engine import apply_in_place, new_game_with_events
from .events import CHANCE_KINDS, Event
from .state import GameState

#: This game's id, written in each of its records.
GAME = "ohmygoods"

__all__ = [
    "GAME",
    "TABLE",
    "TABLE_LINES",
    "GameRecord",
    "Recorder",
    "ReplayError",
    "replay",
    "state_hash",
    "table_steps",
]


def state_hash(state: GameState) -> str:
    """A short, platform-independent fingerprint of a state."""
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


#: The record line of each chance kind (:data:`events.CHANCE_KINDS`, a test checks).
TABLE_LINES: dict[str, Callable[[Event], str]] = {
    "revealed": lambda e: f"{TABLE} reveal c={e.data['card']} r={e.data['row']}",
    "shuffled": lambda e: f"{TABLE} shuffle n={e.data['count']}",
    "drew": lambda e: f"{TABLE} draw s={e.seat} c={','.join(str(c) for c in e.data['cards'])}",
    "event_turned": lambda e: f"{TABLE} event e={e.data['event']}",
    "character_discarded": lambda e: f"{TABLE} character c={e.data['card']}",
}


def table_steps(events: list[Event]) -> list[str]:
    """The chance steps among ``events`` (:data:`events.CHANCE_KINDS`), as record lines."""
    return [TABLE_LINES[e.kind](e) for e in events if e.kind in CHANCE_KINDS]


class Recorder:
    """Plays a game and writes its record as it goes."""

    def __init__(
        self,
        cat: Catalog,
        players: int,
        seed: int | str = 0,
        ruleset: str | RuleSet | None = None,
        setup: dict[str, Any] | None = None,
    ) -> None:
        self.state, events = new_game_with_events(cat, players, seed, ruleset, setup)
        self.record = GameRecord(
            self.state.ruleset.key,
            seed,
            players,
            table_steps(events),
            setup=self.state.setup or None,
            game=GAME,
        )
        self.setup_events = events

    def play(self, action: Action) -> list[Event]:
        events = apply_in_place(self.state, action)  # raises before any change if illegal
        self.record.steps.append(encode(action))
        self.record.steps.extend(table_steps(events))
        if self.state.over:
            self.record.final_hash = state_hash(self.state)
        return events
