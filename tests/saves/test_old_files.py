"""Files written before the one seat model (``omg_desktop/seating/``) load unchanged.

``old_files/`` holds a game slot and a campaign slot as the code of commit e0beb98
wrote them: a human seat then carried the level ``"random"`` in a game slot; and a
classic game slot of rule set revision 2 (``classic@2``) as commit c13d965 wrote it, before
revision 3, in round 8 with an assistant hired (its state hash checks the replay).
None of them says which game it holds: each is Oh My Goods! (``registry.DEFAULT``), and
a save writes the game's id beside what the file held.
"""

from __future__ import annotations

import json
import shutil
from datetime import UTC, datetime
from pathlib import Path

from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.bots.registry import BOT_LEVELS
from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.saves import SlotStore
from omg_desktop.seating import Seat

from .helpers import CAT

OLD = Path(__file__).resolve().parent / "old_files"
WHEN = datetime(2025, 5, 1, 12, 0, tzinfo=UTC)


def copied(name: str, folder: Path) -> Path:
    shutil.copy(OLD / name, folder / name)
    return folder / name


def test_an_old_game_slot_loads_with_its_seats(tmp_path):
    copied("slot-01.json", tmp_path)
    saved = SlotStore(tmp_path, catalog=CAT).load("slot-01")
    assert saved.seats == (
        Seat.human("Ana"),
        Seat.computer("Bruno", "greedy"),
        Seat.computer("Chiara", "montecarlo"),
    )
    assert saved.name == "Before the seat model" and not saved.over


def test_an_old_game_slot_saved_again_keeps_its_fields(tmp_path):
    path = copied("slot-01.json", tmp_path)
    old = json.loads(path.read_bytes())
    store = SlotStore(tmp_path, catalog=CAT, clock=lambda: WHEN)
    saved = store.load("slot-01")
    store.save("slot-01", saved.record, saved.seats, state=saved.state)
    new = json.loads(path.read_bytes())
    old["seats"][0]["level"] = None  # a human has no level now
    old.pop("app_version"), new.pop("app_version")
    assert "game" not in old and saved.record.game == registry.DEFAULT
    assert new == {**old, "game": registry.DEFAULT}


def with_game_line(raw: bytes, after: bytes) -> bytes:
    """``raw`` as a save writes it now: the game's id on a line of its own after ``after``."""
    head, sep, tail = raw.partition(after)
    assert sep, after
    return head + sep + f' "game": "{registry.DEFAULT}",\n'.encode() + tail


def test_an_old_campaign_slot_loads_and_saves_byte_for_byte(tmp_path):
    path = copied("campaign-1.json", tmp_path)
    raw = path.read_bytes()
    store = CampaignStore(tmp_path, catalog=CAT, levels=BOT_LEVELS, clock=lambda: WHEN)
    camp = store.load(1, CAT)
    assert camp.seats == [Seat.human("Ana"), Seat.computer("Bo", "greedy")]
    assert camp.game is not None  # the chapter in progress
    store.save(1, camp)
    assert path.read_bytes() == with_game_line(raw, b'"format_version": 1,\n')


def test_an_old_classic_revision_2_slot_loads_replays_and_saves_byte_for_byte(tmp_path):
    """A classic game saved under revision 2 goes on under revision 2: its replay reaches
    the very state whose hash the file holds, and saving it again writes the same bytes."""
    shutil.copy(OLD / "classic-rev2-slot-02.json", tmp_path / "slot-02.json")
    raw = (tmp_path / "slot-02.json").read_bytes()
    store = SlotStore(tmp_path, catalog=CAT, clock=lambda: datetime(2025, 6, 1, 12, 0, tzinfo=UTC))
    saved = store.load("slot-02")
    assert saved.state.ruleset.key == "classic@2" and saved.state.round == 8
    assert saved.state.players[0].assistants  # a hired assistant at its building
    store.save("slot-02", saved.record, saved.seats, state=saved.state)
    app_version = next(line for line in raw.splitlines(True) if b'"app_version"' in line)
    assert (tmp_path / "slot-02.json").read_bytes() == with_game_line(raw, app_version)
