"""Autosave: the game goes to the autosave slot after every completed action.

Qt-free: the window calls :meth:`Autosaver.save` from ``controller.changed``; a
call with nothing new since the last save (same steps) writes nothing. A failed
save never stops the game: the error is kept in ``last_error`` and returned.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import Any

from ..record import GameRecord
from .slots import AUTOSAVE, SaveError, SlotInfo, SlotStore


def _fingerprint(record: GameRecord) -> str:
    head = [record.game, record.ruleset, str(record.seed), str(record.players)]
    text = "\n".join([*head, *record.steps])
    return hashlib.sha1(text.encode("utf-8"), usedforsecurity=False).hexdigest()


def _same_game(a: GameRecord, b: GameRecord) -> bool:
    """Whether two records are one game (a resumed game, taken back or gone on with): the
    same game, option, players and seed."""
    return (a.game, a.ruleset, a.players, str(a.seed), a.setup) == (
        b.game, b.ruleset, b.players, str(b.seed), b.setup
    )  # fmt: skip


class Autosaver:
    """Writes the game to ``slot`` whenever its record changed since the last write."""

    def __init__(
        self,
        store: SlotStore,
        slot: str = AUTOSAVE,
        name: str = "Autosave",
        thumbnail: Callable[[], bytes | None] | None = None,
    ) -> None:
        store.path(slot)  # an unknown slot is a programming error: fail now
        self.store = store
        self.slot = slot
        self.name = name
        self.thumbnail = thumbnail
        self.enabled = True
        self.last_error: SaveError | None = None
        #: The player was asked about the slot's backup (the start-up offer): it may go.
        self.backup_offered = False
        #: Where a damaged slot's backup was kept before the first save replaced it.
        self.rescued: str | None = None
        #: Where an unfinished earlier game of the slot was kept before a new one's save.
        self.kept: str | None = None
        self._last: str | None = None

    def reset(self) -> None:
        """Forget what was saved (a new game starts: its first change is saved)."""
        self._last = None

    def save(
        self, record: GameRecord, seats: Sequence[Any], state: Any = None
    ) -> SlotInfo | SaveError | None:
        """Save if anything changed: the new slot info, the error, or None (nothing to do)."""
        if not self.enabled:
            return None
        key = _fingerprint(record)
        if key == self._last:
            return None
        if self._last is None:
            kept = self._keep_unasked_backup() if not self.backup_offered else None
            kept = kept or self._keep_earlier_game(record)
            if kept is not None:
                self.last_error = kept
                return kept
        picture = self.thumbnail() if self.thumbnail is not None else None
        try:
            info = self.store.save(
                self.slot, record, seats, name=self.name, state=state, thumbnail=picture
            )
        except SaveError as exc:
            self.last_error = exc
            return exc
        self._last = key
        self.last_error = None
        return info

    def _keep_earlier_game(self, record: GameRecord) -> SaveError | None:
        """Before the first save of a game: an unfinished other game in the slot (left for
        the library, say, then a new game begun) goes to a free slot, not overwritten.
        With no free slot nothing is written (the error says why)."""
        info = self.store.info(self.slot)
        if not info.ok or info.over:
            return None
        earlier = self.store.record_of(self.slot)
        if earlier is None or _same_game(earlier, record):
            return None
        self.kept = self.store.keep_elsewhere(self.slot)
        if self.kept is None:
            return SaveError(
                self.slot,
                "not saved: the autosave holds an unfinished earlier game, and there is no "
                "free slot to keep it in (delete a saved game)",
            )
        return None

    def _keep_unasked_backup(self) -> SaveError | None:
        """Before the first save over a damaged slot: its backup (the last good save of
        an unfinished game, which the next save would replace) goes to a free slot.
        With no free slot nothing is written (the error says why)."""
        info = self.store.info(self.slot)
        if info.problem is not None and info.backup_available:
            self.rescued = self.store.rescue_backup(self.slot)
            if self.rescued is None:
                return SaveError(
                    self.slot,
                    "not saved: the damaged autosave has a backup of an earlier game, and "
                    "there is no free slot to keep it in (delete a saved game)",
                    True,
                )
        self.backup_offered = True  # once per game: the backup has been seen to
        return None
