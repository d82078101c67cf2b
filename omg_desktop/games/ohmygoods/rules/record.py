"""A whole game as data: rule set + seed + seats + steps, and its exact replay.

``steps`` interleaves the seats' actions (``"0 sunrise b=101 e=1 p=37"``) with
the table's chance steps that followed each one (``"T reveal c=37 r=0"``,
``"T shuffle n=41"``, ``"T draw s=1 c=4,9"``). The table steps come from the
seeded PRNG in the state; a replay re-applies the actions and checks that the
engine turns up exactly the recorded cards, so a divergence is caught at the
step where it happens, and the final state's hash is checked at the end.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, ActionFormatError, decode, encode
from .catalog import Catalog, RuleSet
from .engine import IllegalAction, apply_in_place, new_game_with_events
from .events import CHANCE_KINDS, Event
from .state import GameState

TABLE = "T"


class ReplayError(ValueError):
    """A record that does not replay; the message names the step."""


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


@dataclass
class GameRecord:
    ruleset: str
    seed: int | str
    players: int
    steps: list[str] = field(default_factory=list)
    final_hash: str | None = None
    setup: dict[str, Any] | None = None  # expansion: chapter, flags, introduced

    def new_game(self, cat: Catalog) -> tuple[GameState, list[Event]]:
        """The game set up as the record says, with the set-up's events."""
        rs = cat.stored_ruleset(self.ruleset)
        return new_game_with_events(cat, self.players, self.seed, rs, self.setup)

    def actions(self) -> list[Action]:
        return [decode(s) for s in self.steps if not s.startswith(TABLE)]

    def copy(self) -> GameRecord:
        """A copy of the whole record, every field (the one place a record is copied:
        a copy made field by field once dropped the campaign's ``setup``)."""
        return copy.deepcopy(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "seed": self.seed,
            "players": self.players,
            "steps": list(self.steps),
            "final_hash": self.final_hash,
            **({"setup": self.setup} if self.setup else {}),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameRecord:
        try:
            rec = cls(
                ruleset=data["ruleset"],
                seed=data["seed"],
                players=data["players"],
                steps=list(data["steps"]),
                final_hash=data.get("final_hash"),
                setup=data.get("setup"),
            )
        except (KeyError, TypeError) as exc:
            raise ReplayError(f"not a game record: missing or bad field {exc}") from None
        if not isinstance(rec.ruleset, str) or not isinstance(rec.players, int):
            raise ReplayError("not a game record: 'ruleset' must be text, 'players' a number")
        if isinstance(rec.seed, bool) or not isinstance(rec.seed, int | str):
            raise ReplayError("not a game record: 'seed' must be a number or text")
        if rec.setup is not None and not isinstance(rec.setup, dict):
            raise ReplayError("not a game record: 'setup' must be a mapping")
        if not all(isinstance(s, str) for s in rec.steps):
            raise ReplayError("not a game record: every step must be text")
        return rec


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
        )
        self.setup_events = events

    def play(self, action: Action) -> list[Event]:
        events = apply_in_place(self.state, action)  # raises before any change if illegal
        self.record.steps.append(encode(action))
        self.record.steps.extend(table_steps(events))
        if self.state.over:
            self.record.final_hash = state_hash(self.state)
        return events


def replay(record: GameRecord, cat: Catalog, upto: int | None = None) -> GameState:
    """Re-run ``record`` (its first ``upto`` steps) and check every chance step."""
    try:
        state, events = record.new_game(cat)
    except (KeyError, ValueError) as exc:
        raise ReplayError(f"cannot set the game up: {exc}") from None
    pending = table_steps(events)
    steps = record.steps if upto is None else record.steps[:upto]
    for i, line in enumerate(steps, start=1):
        if line.startswith(TABLE):
            if not pending:
                raise ReplayError(f"step {i}: the record says {line!r}; the engine did nothing")
            got = pending.pop(0)
            if got != line:
                raise ReplayError(f"step {i}: the record says {line!r}; the engine did {got!r}")
            continue
        if pending:
            raise ReplayError(f"step {i}: the engine did {pending[0]!r}, missing from the record")
        try:
            action = decode(line)
            events = apply_in_place(state, action)
        except (ActionFormatError, IllegalAction) as exc:
            raise ReplayError(f"step {i}: {line!r} is refused: {exc}") from None
        pending = table_steps(events)
    if upto is None:
        if pending:
            raise ReplayError(f"the record ends, but the engine then did {pending[0]!r}")
        if record.final_hash is not None and state_hash(state) != record.final_hash:
            raise ReplayError("the replayed game ends in a different state than the one recorded")
    return state
