"""From a record back to a live game: the verified state, every event, a ready Recorder.

Any game of the box: the record names its game, and the game is reached through its
:class:`~omg_desktop.games.base.Game` record. All of these replay through
:func:`omg_desktop.record.replay`, which checks every chance step against the record,
then compare the result with the hash the file recorded for the state its steps lead
to (``state_hash``), so a game that does not replay exactly is refused rather than
resumed in a different state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..record import GameRecord, Recorder, ReplayError, replay, replay_events, state_hash


def catalog_of(record: GameRecord, cat: Any | None) -> Any:
    """``cat``, or the data of the record's game when none is given."""
    return record.contract().load_catalog() if cat is None else cat


def state_from_record(record: GameRecord, cat: Any = None, expected_hash: str | None = None) -> Any:
    """The state ``record`` leads to; :class:`ReplayError` if it does not replay exactly.

    ``cat``: the data of the record's game (loaded when None). ``expected_hash`` (a
    file's ``state_hash``) must match the replayed state when given; a finished record's
    own ``final_hash`` is always checked.
    """
    try:
        state = replay(record, catalog_of(record, cat))
    except RecursionError:
        raise ReplayError("the record is too deeply nested to replay") from None
    _check_hash(record, state, expected_hash)
    return state


def _check_hash(record: GameRecord, state: Any, expected_hash: str | None) -> None:
    if expected_hash is not None and state_hash(record.contract(), state) != expected_hash:
        raise ReplayError(
            f"the replayed game does not reach the saved state (after {len(record.steps)} "
            "steps): it was saved by a version with different rules, or the file was changed"
        )


@dataclass
class Replayed:
    """A record run again: the final state, the setup events and each action's events."""

    state: Any
    setup_events: list[Any]
    action_events: list[list[Any]]

    def all_events(self) -> list[Any]:
        return [*self.setup_events, *(e for batch in self.action_events for e in batch)]


def replay_with_events(
    record: GameRecord, cat: Any = None, expected_hash: str | None = None
) -> Replayed:
    """Verify ``record`` (as :func:`state_from_record`) and keep every event on the way."""
    try:
        state, setup, batches = replay_events(record, catalog_of(record, cat))
    except RecursionError:
        raise ReplayError("the record is too deeply nested to replay") from None
    _check_hash(record, state, expected_hash)
    return Replayed(state, setup, batches)


def resumed_recorder(
    record: GameRecord, cat: Any = None, expected_hash: str | None = None
) -> Recorder:
    """A :class:`~omg_desktop.record.Recorder` that continues ``record`` (a copy), as if
    it had played it.

    Its ``setup_events`` are all the events so far, so a controller that shows its
    recorder's setup events on ``start()`` rebuilds the whole log.
    """
    done = replay_with_events(record, cat, expected_hash)
    return Recorder(record.copy(), done.state, done.all_events())
