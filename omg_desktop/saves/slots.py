"""Save slots: an autosave and numbered slots in one folder, each with a backup.

Slot ids are ours (``"autosave"``, ``"slot-01"`` …), and so are the file names
(``slot-01.json``, ``slot-01.json.bak``); nothing in a file decides where we write.
A save keeps the previous good file as the backup, then replaces the slot
atomically. A bad file is refused with :class:`SaveError` naming the slot and the
problem; it is never overwritten by a failed load and never replaces the backup.

A slot holds a game of any game of the box: the file's record says which (``game``),
and the game is set up, replayed and checked through its
:class:`~omg_desktop.games.base.Game` record. A file naming a game this box does not
have is refused like a damaged one (its backup offered).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..gamefile import GameFileError, decode_game, encode_game, read_limited, write_atomic
from ..games import registry
from ..record import GameRecord, ReplayError, state_hash
from ..seating.seat import Seat
from .fileformat import MAX_NAME, MetaError, SaveMeta, meta_fields, parse_meta
from .paths import default_save_dir
from .resume import state_from_record

AUTOSAVE = "autosave"
DEFAULT_SLOTS = 10
_EPOCH = datetime.min.replace(tzinfo=UTC)


def utc_now() -> datetime:
    """The real clock: now, in UTC (what a save is stamped with unless told otherwise)."""
    return datetime.now(UTC)


def slot_label(slot: str) -> str:
    """How a slot is called in messages: ``"Autosave"``, ``"Slot 3"``."""
    if slot == AUTOSAVE:
        return "Autosave"
    if slot.startswith("slot-") and slot[5:].isdigit():
        return f"Slot {int(slot[5:])}"
    return slot


def slot_name(name: str) -> str:
    """A game's name as its slot keeps it: trimmed, then cut at :data:`MAX_NAME` characters
    and trimmed again (a name cut before a space is saved again unchanged)."""
    return name.strip()[:MAX_NAME].rstrip()


class SaveError(Exception):
    """A slot that cannot be saved or loaded. ``str()`` names the slot and the problem."""

    def __init__(self, slot: str, message: str, backup_available: bool = False) -> None:
        super().__init__(f"{slot_label(slot)}: {message}")
        self.slot = slot
        self.message = message
        self.backup_available = backup_available


@dataclass(frozen=True, slots=True)
class SlotInfo:
    """One row of the slot list: read from the file without replaying the game."""

    slot: str
    label: str
    empty: bool = True
    name: str = ""
    saved_at: datetime | None = None
    seats: tuple[Seat, ...] = ()
    round: int | None = None
    over: bool = False
    steps: int = 0
    ruleset: str = ""
    game: str = ""  # the game's id (registry)
    thumbnail: bytes | None = None
    problem: str | None = None  # set when the file cannot be read
    backup_available: bool = False
    #: which game it is (its id, option, seed, players) and its steps: a later save
    #: of the same game goes on from an earlier one's steps
    lineage: tuple = ()
    record_steps: tuple[str, ...] = ()

    def continued_by(self, other: SlotInfo) -> bool:
        """Whether ``other`` is this same game played on from this save (or the same)."""
        return (
            bool(self.lineage)
            and other.lineage == self.lineage
            and other.record_steps[: len(self.record_steps)] == self.record_steps
        )

    @property
    def ok(self) -> bool:
        """A readable saved game (it may still fail the full check of :meth:`SlotStore.load`)."""
        return not self.empty and self.problem is None


@dataclass
class SavedGame:
    """A loaded, verified game: its record, what the slot says about it, the state now."""

    slot: str
    record: GameRecord
    meta: SaveMeta
    state: Any
    from_backup: bool = False

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.meta.seats

    @property
    def name(self) -> str:
        return self.meta.name

    @property
    def over(self) -> bool:
        return self.record.contract().is_over(self.state)


class SlotStore:
    """The save slots in ``folder`` (default: :func:`default_save_dir`).

    ``catalog``: the default game's data (loaded when first needed otherwise; every other
    game's data is its record's ``load_catalog()``). ``clock`` stamps each save's
    ``saved_at`` (default :func:`utc_now`); tests pass a fake one so the order of saves
    never depends on the wall clock's second.
    """

    def __init__(
        self,
        folder: Path | str | None = None,
        *,
        slots: int = DEFAULT_SLOTS,
        catalog: Any = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        self.folder = Path(folder) if folder is not None else default_save_dir()
        self.clock = clock
        self._ids = [AUTOSAVE] + [f"slot-{i:02d}" for i in range(1, max(1, slots) + 1)]
        self._cats: dict[str, Any] = {} if catalog is None else {registry.DEFAULT: catalog}
        self._verified: dict[Path, tuple[tuple[int, int, int], str | None]] = {}

    @property
    def catalog(self) -> Any:
        """The default game's data."""
        return self.catalog_for(registry.DEFAULT)

    def catalog_for(self, game_id: str) -> Any:
        """The data of the game ``game_id`` (loaded once per store)."""
        if game_id not in self._cats:
            self._cats[game_id] = registry.load(game_id).load_catalog()
        return self._cats[game_id]

    # ---- files ------------------------------------------------------------------------
    def slot_ids(self) -> list[str]:
        """The autosave first, then the numbered slots."""
        return list(self._ids)

    def path(self, slot: str) -> Path:
        if slot not in self._ids:
            raise ValueError(f"unknown save slot {slot!r}")
        return self.folder / f"{slot}.json"

    def backup_path(self, slot: str) -> Path:
        return self.path(slot).with_name(f"{slot}.json.bak")

    def _read(self, slot: str, path: Path, where: str) -> tuple[GameRecord, dict, SaveMeta]:
        """Parse one file (no replay); :class:`SaveError` if it is not a good slot file."""
        try:
            record, data = decode_game(read_limited(path, where), where)
            return record, data, parse_meta(data, record.players)
        except (GameFileError, MetaError) as exc:
            raise SaveError(slot, str(exc), self.has_backup(slot)) from None

    def has_backup(self, slot: str) -> bool:
        """Whether the slot's backup exists and reads as a game file."""
        path = self.backup_path(slot)
        if not path.is_file():
            return False
        try:
            record, data = decode_game(read_limited(path), "the backup")
            parse_meta(data, record.players)
        except (GameFileError, MetaError):
            return False
        return True

    # ---- listing -----------------------------------------------------------------------
    def info(self, slot: str, verify: bool = False) -> SlotInfo:
        """What the slot holds; never raises for a bad file (see ``problem``).

        ``verify`` also replays the game (as :meth:`load` does), once per file version.
        """
        label = slot_label(slot)
        path = self.path(slot)
        if not path.exists():
            return SlotInfo(slot, label, backup_available=self.has_backup(slot))
        try:
            record, _, meta = self._read(slot, path, "the file")
            if verify:
                self._verify(slot, path, record, meta)
        except SaveError as exc:
            return SlotInfo(
                slot, label, empty=False, problem=exc.message, backup_available=exc.backup_available
            )
        return SlotInfo(
            slot,
            label,
            empty=False,
            name=meta.name or label,
            saved_at=meta.saved_at,
            seats=meta.seats,
            round=meta.round,
            over=meta.over,
            steps=len(record.steps),
            ruleset=record.ruleset,
            game=record.game,
            thumbnail=meta.thumbnail,
            backup_available=self.backup_path(slot).is_file(),
            lineage=(record.game, record.ruleset, str(record.seed), record.players),
            record_steps=tuple(record.steps),
        )

    def _verify(self, slot: str, path: Path, record: GameRecord, meta: SaveMeta) -> None:
        """Replay the file's game unless this very file version was verified before."""
        try:
            st = path.stat()
        except OSError:
            return
        key = (st.st_mtime_ns, st.st_size, st.st_ino)
        known = self._verified.get(path)
        if known is not None and known[0] == key:
            if known[1] is not None:
                raise SaveError(slot, known[1], self.has_backup(slot))
            return
        try:
            self._replay(slot, record, meta, "the file", backup=False)
        except SaveError as exc:
            self._verified[path] = (key, exc.message)
            raise
        self._verified[path] = (key, None)

    def infos(self, verify: bool = False) -> list[SlotInfo]:
        """Every slot, the autosave first (``verify``: replay each game, see :meth:`info`)."""
        return [self.info(s, verify) for s in self._ids]

    def latest_unfinished(self) -> SlotInfo | None:
        """The most recently saved readable game that is not over (to offer on start);
        never a save of a game played on to its end after it was saved (a slot saved
        mid-game, the game then finished: nothing is left to go on with)."""
        infos = [i for i in self.infos() if i.ok]
        ended = [i for i in infos if i.over]

        def finished_since(i: SlotInfo) -> bool:
            return any((e.saved_at or _EPOCH) > (i.saved_at or _EPOCH) and i.continued_by(e)
                       for e in ended)  # fmt: skip

        games = [i for i in infos if not i.over and not finished_since(i)]
        return max(games, key=lambda i: i.saved_at or _EPOCH, default=None)

    def first_free(self) -> str | None:
        """The first empty numbered slot."""
        return next((s for s in self._ids[1:] if not self.path(s).exists()), None)

    # ---- saving ------------------------------------------------------------------------
    def save(
        self,
        slot: str,
        record: GameRecord,
        seats: Sequence[Seat],
        *,
        name: str | None = None,
        state: Any = None,
        thumbnail: bytes | None = None,
        now: datetime | None = None,
        verify: bool = False,
    ) -> SlotInfo:
        """Save a game into ``slot``, keeping the previous good file as the backup.

        ``seats``: the players, in seat order. ``state``: the full game
        state now, never a player's view (its hash is recorded so loading verifies the
        replay); replayed when omitted. ``verify`` replays the record first and refuses
        to save if it does not reach ``state`` (so a save that would not load is never
        written; about 10 ms for a long game).
        """
        path = self.path(slot)
        if state is not None and getattr(state, "viewer", None) is not None:
            raise ValueError("save the full game state, not a player's view")
        try:
            game = record.contract()
            cat = self.catalog_for(record.game)
            if state is None:
                state = state_from_record(record, cat)
            elif verify:
                state_from_record(record, cat, state_hash(game, state))
            if name is None:
                old = self.info(slot)
                name = old.name if old.ok else slot_label(slot)
            when = now if now is not None else self.clock()
            extra = meta_fields(game, slot_name(name), seats, state, thumbnail, when)
            data = encode_game(record, extra)
            self.folder.mkdir(parents=True, exist_ok=True)
            self._keep_backup(slot, path)
            write_atomic(path, data)
        except ReplayError as exc:
            raise SaveError(slot, f"the game to save does not replay: {exc}") from None
        except registry.UnknownGame as exc:
            raise SaveError(slot, f"the game to save cannot be saved: {exc}") from None
        except OSError as exc:
            msg = f"could not write {path}: {exc.strerror or exc}"
            raise SaveError(slot, msg, self.has_backup(slot)) from None
        return self.info(slot)

    def _keep_backup(self, slot: str, path: Path) -> None:
        """Copy the slot's file to its backup if it is a good slot file (else keep the old one)."""
        if not path.is_file():
            return
        try:
            raw = read_limited(path)
            record, data = decode_game(raw, "the file")
            parse_meta(data, record.players)
        except (GameFileError, MetaError):
            return
        write_atomic(self.backup_path(slot), raw, sync_folder=False)  # the save syncs it

    def rescue_backup(self, slot: str) -> str | None:
        """Copy the slot's good backup into the first free numbered slot; that slot's id,
        or None when there is no good backup or no free slot. For a backup that is about
        to be replaced before the player was asked about it."""
        return self._copy_to_free(self.backup_path(slot)) if self.has_backup(slot) else None

    def keep_elsewhere(self, slot: str) -> str | None:
        """Copy the slot's file as it is into the first free numbered slot; that slot's
        id, or None when there is no free slot (or it cannot be written)."""
        return self._copy_to_free(self.path(slot))

    def _copy_to_free(self, path: Path) -> str | None:
        free = self.first_free()
        if free is None:
            return None
        try:
            write_atomic(self.path(free), read_limited(path))
        except (OSError, GameFileError):
            return None
        return free

    def record_of(self, slot: str) -> GameRecord | None:
        """The record in the slot's file, unchecked (None when there is none to read)."""
        try:
            return self._read(slot, self.path(slot), "the file")[0]
        except SaveError:
            return None

    def rename(self, slot: str, name: str) -> SlotInfo:
        """Give the game in ``slot`` a new name (the file is rewritten atomically)."""
        _, data, _ = self._read(slot, self.path(slot), "the file")
        data["slot_name"] = slot_name(name)
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        try:
            write_atomic(self.path(slot), text.encode("utf-8"))
        except OSError as exc:
            raise SaveError(slot, f"could not be renamed: {exc.strerror or exc}") from None
        return self.info(slot)

    def delete(self, slot: str) -> None:
        """Remove the slot's file, its backup and any left-over temporary files."""
        path = self.path(slot)
        names = [path, self.backup_path(slot)]
        names += [p.with_name(p.name + ".tmp") for p in names]
        try:
            for p in names:
                p.unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(slot, f"could not be deleted: {exc.strerror or exc}") from None

    # ---- loading -----------------------------------------------------------------------
    def load(self, slot: str) -> SavedGame:
        """The game in ``slot``, replayed and verified; :class:`SaveError` if it cannot be."""
        if not self.path(slot).exists():
            raise SaveError(slot, "there is no saved game here", self.has_backup(slot))
        return self._load(slot, self.path(slot), "the file", backup=False)

    def load_backup(self, slot: str) -> SavedGame:
        """The game in the slot's backup (the previous save), replayed and verified."""
        if not self.backup_path(slot).exists():
            raise SaveError(slot, "there is no backup of this slot")
        return self._load(slot, self.backup_path(slot), "the backup", backup=True)

    def _load(self, slot: str, path: Path, where: str, backup: bool) -> SavedGame:
        record, _, meta = self._read(slot, path, where)
        state = self._replay(slot, record, meta, where, backup)
        return SavedGame(slot, record, meta, state, from_backup=backup)

    def _replay(
        self, slot: str, record: GameRecord, meta: SaveMeta, where: str, backup: bool
    ) -> Any:
        try:
            state = state_from_record(record, self.catalog_for(record.game), meta.state_hash)
        except ReplayError as exc:
            ok = not backup and self.has_backup(slot)
            raise SaveError(slot, f"{where} does not replay: {exc}", ok) from None
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            ok = not backup and self.has_backup(slot)
            msg = f"{where} does not replay (the engine refused it: {type(exc).__name__})"
            raise SaveError(slot, msg, ok) from None
        return state
