"""From a record back to a live game: the verified state, every event, a ready Recorder.

All of these replay through :func:`omg_desktop.games.ohmygoods.rules.record.replay`, which checks
every chance step against the record, then compare the result with the hash the
file recorded for the state its steps lead to (``state_hash``), so a game that
does not replay exactly is refused rather than resumed in a different state.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.ohmygoods.rules import Catalog, Event, GameState, apply_in_place
from ..games.ohmygoods.rules.record import GameRecord, Recorder, ReplayError, replay, state_hash


def state_from_record(
    record: GameRecord, cat: Catalog, expected_hash: str | None = None
) -> GameState:
    """The state ``record`` leads to; :class:`ReplayError` if it does not replay exactly.

    ``expected_hash`` (a file's ``state_hash``) must match the replayed state when given;
    a finished record's own ``final_hash`` is always checked.
    """
    try:
        state = replay(record, cat)
    except RecursionError:
        raise ReplayError("the record is too deeply nested to replay") from None
    if expected_hash is not None and state_hash(state) != expected_hash:
        raise ReplayError(
            f"the replayed game does not reach the saved state (after {len(record.steps)} "
            "steps): it was saved by a version with different rules, or the file was changed"
        )
    return state


@dataclass
class Replayed:
    """A record run again: the final state, the setup events and each action's events."""

    state: GameState
    setup_events: list[Event]
    action_events: list[list[Event]]

    def all_events(self) -> list[Event]:
        return [*self.setup_events, *(e for batch in self.action_events for e in batch)]


def replay_with_events(
    record: GameRecord, cat: Catalog, expected_hash: str | None = None
) -> Replayed:
    """Verify ``record`` (as :func:`state_from_record`), then run it again for its events."""
    checked = state_from_record(record, cat, expected_hash)
    state, setup = record.new_game(cat)
    batches = [apply_in_place(state, action) for action in record.actions()]
    if state_hash(state) != state_hash(checked):  # the engine is not deterministic: a bug
        raise ReplayError("replaying the same record twice gave two different games")
    return Replayed(state, setup, batches)


def resumed_recorder(
    record: GameRecord, cat: Catalog, expected_hash: str | None = None
) -> Recorder:
    """A :class:`Recorder` that continues ``record`` (a copy), as if it had played it.

    Its ``setup_events`` are all the events so far, so a controller that shows its
    recorder's setup events on ``start()`` rebuilds the whole log.
    """
    done = replay_with_events(record, cat, expected_hash)
    rec = Recorder.__new__(Recorder)
    rec.state = done.state
    rec.record = record.copy()
    rec.setup_events = done.all_events()
    return rec
