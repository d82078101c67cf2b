"""Campaign slots: ``campaign-1.json`` … in the saves folder, each with a backup.

A save keeps the previous good file as ``campaign-N.json.bak`` and then writes
the slot; both are written atomically (temporary file, fsync, replace), so a
crash leaves every file whole. A file that cannot be read is refused with a
:class:`CampaignSaveError` naming the slot and the reason; the other slots are
not touched, and the slot's backup can be loaded instead (:meth:`CampaignStore.
restore_backup`). Files are read as game slots are (:func:`read_limited`,
:func:`decode_json`), every field is checked (:meth:`Campaign.from_dict`) and the
ids are checked against the story's data and the known computer levels. A chapter
in progress is stored as its game record and checked by replaying it when the
campaign is loaded, so a campaign resumes mid-chapter exactly. A file says which game
its campaign is of (``game``; files from before the box have none and are Oh My Goods!);
one of another game is refused, naming it, with the backup offered.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ....gamefile import MAX_STEPS, GameFileError, decode_json, read_limited, write_atomic
from ....games import registry
from ....saves.paths import default_save_dir
from ....saves.resume import state_from_record
from ....saves.slots import utc_now
from ..rules import Catalog, GameState
from ..rules.record import GAME, GameRecord, ReplayError
from .flow import story
from .progress import Campaign, CampaignError, check_story

FORMAT = 1
KIND = "omg-desktop campaign"
SLOTS = 3


class CampaignSaveError(Exception):
    """A campaign slot that cannot be saved or loaded; the message names the slot."""

    def __init__(self, slot: int, message: str, backup_available: bool = False) -> None:
        super().__init__(f"Campaign {slot}: {message}")
        self.slot = slot
        self.message = message
        self.backup_available = backup_available


@dataclass(frozen=True)
class CampaignSlot:
    """One row of the campaign list (``problem`` is set when the file cannot be read)."""

    slot: int
    empty: bool = True
    campaign: Campaign | None = None
    saved_at: datetime | None = None
    problem: str | None = None
    round: int | None = None  # of the chapter in progress (when the slot was replayed)
    backup_available: bool = False  # the backup exists and reads as a campaign

    @property
    def damaged(self) -> bool:
        return not self.empty and self.campaign is None


class CampaignStore:
    """The campaign slots in one folder (the saves folder unless told otherwise).

    ``catalog``: the data the campaigns are checked against (the default data
    unless told otherwise); ``levels``: the known computer level ids (the window
    passes its bot registry; None accepts any level name).
    """

    def __init__(
        self,
        folder: Path | None = None,
        slots: int = SLOTS,
        *,
        catalog: Catalog | None = None,
        levels: Collection[str] | None = None,
        clock: Callable[[], datetime] = utc_now,
    ) -> None:
        """``clock`` stamps each save's ``saved_at`` (as for game slots; tests pass a fake)."""
        self.folder = default_save_dir() if folder is None else Path(folder)
        self.slots = slots
        self._cat = catalog
        self.levels = None if levels is None else frozenset(levels)
        self.clock = clock

    @property
    def catalog(self) -> Catalog:
        if self._cat is None:
            from ..loading import default_catalog

            self._cat = default_catalog()
        return self._cat

    def path(self, slot: int) -> Path:
        self._check(slot)
        return self.folder / f"campaign-{slot}.json"

    def backup_path(self, slot: int) -> Path:
        return self.path(slot).with_name(f"campaign-{slot}.json.bak")

    def _check(self, slot: int) -> None:
        if isinstance(slot, bool) or not isinstance(slot, int) or not 1 <= slot <= self.slots:
            raise CampaignSaveError(slot, f"there are campaign slots 1 to {self.slots} only")

    # ---- saving ------------------------------------------------------------------------
    def save(self, slot: int, camp: Campaign) -> None:
        """Write ``camp`` into ``slot``, first keeping the slot's good file as its backup."""
        path = self.path(slot)
        data = {
            "kind": KIND,
            "format_version": FORMAT,
            "game": GAME,
            "saved_at": self.clock().astimezone(UTC).isoformat(timespec="seconds"),
            "campaign": camp.to_dict(),
        }
        raw = json.dumps(data, indent=1, sort_keys=True).encode("utf-8")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._keep_backup(path, slot)
            write_atomic(path, raw)
        except OSError as exc:
            raise CampaignSaveError(slot, f"cannot write {path}: {exc.strerror or exc}") from None

    def _keep_backup(self, path: Path, slot: int) -> None:
        """Copy the slot's file to its backup if it reads as a campaign (else keep the old one)."""
        if not path.is_file():
            return
        try:
            raw = read_limited(path)
            self._parse(raw, "the file", self.catalog)
        except (GameFileError, CampaignError):
            return
        write_atomic(self.backup_path(slot), raw, sync_folder=False)  # the save syncs it

    # ---- reading -----------------------------------------------------------------------
    def _parse(self, raw: bytes, where: str, cat: Catalog) -> tuple[Campaign, datetime | None]:
        """A campaign file's campaign and time, every field checked (nothing replayed)."""
        data = decode_json(raw, where)
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise CampaignError(f"{where} is not a campaign file")
        version = data.get("format_version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise CampaignError(f"{where} has no valid campaign format version")
        if version != FORMAT:
            newer = "; update omg-desktop" if version > FORMAT else ""
            raise CampaignError(
                f"{where} has campaign format {version}; this version reads {FORMAT}{newer}"
            )
        game = data.get("game", registry.DEFAULT)
        if game != GAME:
            shown = repr(game) if len(repr(game)) <= 42 else repr(game)[:41] + "…"
            raise CampaignError(
                f"{where} holds a campaign of another game ({shown}), not of {GAME!r}: "
                "a newer omg-desktop may play it"
            )
        camp = Campaign.from_dict(data.get("campaign"))
        self._check_story(camp, cat)
        return camp, _saved_at(data)

    def _check_story(self, camp: Campaign, cat: Catalog) -> None:
        chapters = {
            c.id: tuple(o.id for o in c.decision.options) if c.decision else None
            for c in story(cat)
        }
        check_story(camp, chapters, [e.id for e in cat.endings], self.levels)
        if camp.game is not None:
            record = _record(camp.game)
            if record.players != len(camp.seats):
                raise CampaignError(
                    f"the chapter in progress has {record.players} players, "
                    f"the campaign {len(camp.seats)}"
                )
            if (record.setup or {}).get("chapter") != camp.chapter:
                raise CampaignError("the game in progress belongs to another chapter")

    def _read(
        self, slot: int, path: Path, where: str, cat: Catalog | None, replay: bool
    ) -> tuple[Campaign, datetime | None, int | None]:
        """Read (and with ``replay``, verify) one file: the campaign, when it was saved and
        (replayed) the round of the chapter in progress; :class:`CampaignSaveError` if bad."""
        cat = self.catalog if cat is None else cat
        state = None
        try:
            camp, saved = self._parse(read_limited(path, where), where, cat)
            if replay:
                state = current_game(camp, cat)
        except (GameFileError, CampaignError) as exc:
            backup = path != self.backup_path(slot) and self.has_backup(slot)
            raise CampaignSaveError(slot, str(exc), backup) from None
        return camp, saved, (state.round if state is not None else None)

    def has_backup(self, slot: int) -> bool:
        """Whether the slot's backup exists and reads as a campaign (not replayed)."""
        path = self.backup_path(slot)
        if not path.is_file():
            return False
        try:
            self._parse(read_limited(path), "the backup", self.catalog)
        except (GameFileError, CampaignError):
            return False
        return True

    def load(self, slot: int, cat: Catalog | None = None) -> Campaign:
        """The campaign in ``slot``, checked; with ``cat`` (the data to check it against),
        its chapter in progress is replayed too."""
        path = self.path(slot)
        if not path.exists():
            raise CampaignSaveError(slot, "empty", self.has_backup(slot))
        return self._read(slot, path, "the file", cat, cat is not None)[0]

    def load_backup(self, slot: int, cat: Catalog | None = None) -> Campaign:
        """The campaign in the slot's backup (its previous save), checked as :meth:`load`."""
        path = self.backup_path(slot)
        if not path.is_file():
            raise CampaignSaveError(slot, "there is no backup of this campaign")
        return self._read(slot, path, "the backup", cat, cat is not None)[0]

    def restore_backup(self, slot: int) -> Campaign:
        """Put the slot's backup (replayed and verified) back in the slot, atomically.

        The backup itself is left as it is; a slot file that does not read is replaced.
        """
        path, backup = self.path(slot), self.backup_path(slot)
        if not backup.is_file():
            raise CampaignSaveError(slot, "there is no backup of this campaign")
        try:
            raw = read_limited(backup, "the backup")
        except GameFileError as exc:
            raise CampaignSaveError(slot, str(exc)) from None
        try:
            camp, _ = self._parse(raw, "the backup", self.catalog)
            current_game(camp, self.catalog)
        except (GameFileError, CampaignError) as exc:
            raise CampaignSaveError(slot, str(exc)) from None
        try:
            write_atomic(path, raw)
        except OSError as exc:
            raise CampaignSaveError(slot, f"cannot write {path}: {exc.strerror or exc}") from None
        return camp

    def info(self, slot: int, verify: bool = False) -> CampaignSlot:
        """What the slot holds; never raises for a bad file (see ``problem``).

        ``verify`` also replays the chapter in progress, as :meth:`load` with a catalog.
        """
        path = self.path(slot)
        if not path.exists():
            return CampaignSlot(slot, backup_available=self.has_backup(slot))
        try:
            camp, saved, round_ = self._read(slot, path, "the file", None, verify)
        except CampaignSaveError as exc:
            return CampaignSlot(
                slot, False, problem=exc.message, backup_available=exc.backup_available
            )
        return CampaignSlot(
            slot, False, camp, saved, backup_available=self.has_backup(slot), round=round_
        )

    def list(self, verify: bool = False) -> list[CampaignSlot]:
        """Every slot (``verify``: replay each chapter in progress, see :meth:`info`)."""
        return [self.info(slot, verify) for slot in range(1, self.slots + 1)]

    def delete(self, slot: int) -> None:
        """Remove the slot's file, its backup and any left-over temporary files."""
        names = [self.path(slot), self.backup_path(slot)]
        names += [p.with_name(p.name + ".tmp") for p in names]
        try:
            for p in names:
                p.unlink(missing_ok=True)
        except OSError as exc:
            raise CampaignSaveError(slot, f"cannot be deleted: {exc.strerror or exc}") from None


def _saved_at(data: dict[str, Any]) -> datetime | None:
    text = data.get("saved_at")
    if text is None:
        return None
    if not isinstance(text, str) or len(text) > 40:
        raise CampaignError("'saved_at' must be a date and time (ISO 8601)")
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise CampaignError("'saved_at' must be a date and time (ISO 8601)") from None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _record(game: dict[str, Any]) -> GameRecord:
    """The game record of a chapter in progress, its shape checked (not replayed)."""
    steps = game.get("steps")
    if not isinstance(steps, list) or len(steps) > MAX_STEPS:
        raise CampaignError("the chapter in progress is not a game record (bad 'steps')")
    try:
        record = GameRecord.from_dict(game)
    except ReplayError as exc:
        raise CampaignError(f"the chapter in progress: {exc}") from None
    if record.game != GAME:
        raise CampaignError(f"the chapter in progress is a game of {record.game!r}, not {GAME!r}")
    if isinstance(record.players, bool) or not 1 <= record.players <= 4:
        raise CampaignError("the chapter in progress has a bad number of players")
    return record


def current_game(camp: Campaign, cat: Catalog) -> GameState | None:
    """The chapter game in progress, replayed from its record (None if none is)."""
    if camp.game is None:
        return None
    record = _record(camp.game)
    try:
        state = state_from_record(record, cat)
    except ReplayError as exc:
        raise CampaignError(f"the chapter in progress does not replay: {exc}") from None
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise CampaignError(
            f"the chapter in progress does not replay (the engine refused it: {type(exc).__name__})"
        ) from None
    if state.setup.get("chapter") != camp.chapter:
        raise CampaignError("the game in progress belongs to another chapter")
    if state.num_players != len(camp.seats):
        raise CampaignError("the game in progress has a different number of players")
    return state
