"""Campaign slots: ``campaign-1.json`` … in the saves folder, each with a backup.

A save writes atomically (temporary file, fsync, replace) after keeping the
previous good file as ``.bak``. A file that cannot be read is refused with a
:class:`CampaignSaveError` naming the slot; the other slots are not touched.
A chapter in progress is stored as its game record and checked by replaying
it when the campaign is loaded, so a campaign resumes mid-chapter exactly.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..gamefile import GameFileError, read_limited, write_atomic
from ..rules import Catalog, GameState
from ..rules.record import GameRecord, ReplayError, replay
from ..saves.paths import default_save_dir
from .progress import Campaign, CampaignError

FORMAT = 1
KIND = "omg-desktop campaign"
SLOTS = 3


class CampaignSaveError(Exception):
    """A campaign slot that cannot be saved or loaded; the message names the slot."""

    def __init__(self, slot: int, message: str) -> None:
        super().__init__(f"Campaign {slot}: {message}")
        self.slot = slot
        self.message = message


@dataclass(frozen=True)
class CampaignSlot:
    """One row of the campaign list, read without replaying anything."""

    slot: int
    empty: bool = True
    campaign: Campaign | None = None
    saved_at: datetime | None = None
    problem: str | None = None


class CampaignStore:
    """The campaign slots in one folder (the saves folder unless told otherwise)."""

    def __init__(self, folder: Path | None = None, slots: int = SLOTS) -> None:
        self.folder = default_save_dir() if folder is None else Path(folder)
        self.slots = slots

    def path(self, slot: int) -> Path:
        self._check(slot)
        return self.folder / f"campaign-{slot}.json"

    def _check(self, slot: int) -> None:
        if not 1 <= slot <= self.slots:
            raise CampaignSaveError(slot, f"there are campaign slots 1 to {self.slots} only")

    def save(self, slot: int, camp: Campaign) -> None:
        path = self.path(slot)
        data = {
            "kind": KIND,
            "format_version": FORMAT,
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "campaign": camp.to_dict(),
        }
        raw = json.dumps(data, indent=1, sort_keys=True).encode("utf-8")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if path.exists() and self._readable(path):
                shutil.copyfile(path, path.with_suffix(".json.bak"))
            write_atomic(path, raw)
        except OSError as exc:
            raise CampaignSaveError(slot, f"cannot write {path}: {exc.strerror or exc}") from None

    def _readable(self, path: Path) -> bool:
        try:
            self._parse(read_limited(path), str(path))
        except (GameFileError, CampaignError):
            return False
        return True

    def _parse(self, raw: bytes, where: str) -> tuple[Campaign, datetime | None]:
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise CampaignError(f"{where} is not a campaign file (bad JSON: {exc})") from None
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise CampaignError(f"{where} is not a campaign file")
        version = data.get("format_version")
        if version != FORMAT:
            raise CampaignError(
                f"{where} has campaign format {version!r}; this version reads {FORMAT}"
            )
        camp = Campaign.from_dict(data.get("campaign"))
        try:
            saved = datetime.fromisoformat(str(data.get("saved_at")))
        except ValueError:
            saved = None
        return camp, saved

    def load(self, slot: int, cat: Catalog | None = None) -> Campaign:
        """The campaign in ``slot``; with ``cat``, its chapter in progress is replayed too."""
        path = self.path(slot)
        if not path.exists():
            raise CampaignSaveError(slot, "empty")
        try:
            camp, _ = self._parse(read_limited(path), path.name)
            if cat is not None:
                current_game(camp, cat)
        except (GameFileError, CampaignError) as exc:
            raise CampaignSaveError(slot, str(exc)) from None
        return camp

    def list(self) -> list[CampaignSlot]:
        out = []
        for slot in range(1, self.slots + 1):
            path = self.path(slot)
            if not path.exists():
                out.append(CampaignSlot(slot))
                continue
            try:
                camp, saved = self._parse(read_limited(path), path.name)
                out.append(CampaignSlot(slot, False, camp, saved))
            except (GameFileError, CampaignError) as exc:
                out.append(CampaignSlot(slot, False, problem=str(exc)))
        return out

    def delete(self, slot: int) -> None:
        for p in (self.path(slot), self.path(slot).with_suffix(".json.bak")):
            p.unlink(missing_ok=True)


def current_game(camp: Campaign, cat: Catalog) -> GameState | None:
    """The chapter game in progress, replayed from its record (None if none is)."""
    if camp.game is None:
        return None
    try:
        record = GameRecord.from_dict(camp.game)
        state = replay(record, cat)
    except ReplayError as exc:
        raise CampaignError(f"the chapter in progress does not replay: {exc}") from None
    if state.setup.get("chapter") != camp.chapter:
        raise CampaignError("the game in progress belongs to another chapter")
    return state
