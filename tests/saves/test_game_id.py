"""Every stored thing says which game it holds. A game this box does not have (a file of
a newer version, or edited) is refused with a message naming the file and the id, never
a traceback; the slot's backup is offered as for any damaged file, and nothing on disk
is changed by the attempt."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.gamefile import GameFileError, read_record, write_record
from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.bots.registry import BOT_LEVELS
from omg_desktop.games.ohmygoods.campaign.store import CampaignSaveError, CampaignStore
from omg_desktop.saves import SaveError, SlotStore

from .helpers import CAT, game, seats

RELEASE = Path(__file__).resolve().parents[1] / "fixtures" / "release-ba86305"


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def rewrite(path: Path, **fields) -> None:
    """Change top-level fields of the JSON file ``path``."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(fields)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


@pytest.fixture
def store(tmp_path: Path) -> SlotStore:
    """Slot 1 saved twice (so it has a good backup)."""
    s = SlotStore(tmp_path, catalog=CAT)
    _, points = game(2, 12)
    s.save("slot-01", points[10][0], seats(2), name="first", state=points[10][1])
    s.save("slot-01", points[20][0], seats(2), name="second", state=points[20][1])
    return s


def test_a_slot_says_its_game(store):
    data = json.loads(store.path("slot-01").read_text(encoding="utf-8"))
    assert data["game"] == registry.DEFAULT == store.info("slot-01").game


def test_a_slot_of_a_game_this_box_lacks_is_refused_by_name_and_its_backup_offered(store):
    rewrite(store.path("slot-01"), game="chess")
    before = snapshot(store.folder)
    with pytest.raises(SaveError) as err:
        store.load("slot-01")
    text = str(err.value)
    assert text.startswith("Slot 1: the file holds a game this version does not have ('chess'")
    assert registry.DEFAULT in text and "\n" not in text and "Traceback" not in text
    assert err.value.backup_available
    info = store.info("slot-01", verify=True)
    assert info.problem == err.value.message and info.backup_available and not info.ok
    assert store.latest_unfinished() is None  # not offered for resume
    assert snapshot(store.folder) == before  # nothing changed by reading
    assert store.load_backup("slot-01").name == "first"


def test_a_game_of_no_game_of_the_box_is_not_saved(store):
    record = store.load("slot-01").record.copy()
    record.game = "chess"
    before = snapshot(store.folder)
    with pytest.raises(SaveError, match="Slot 2: the game to save cannot be saved: .*'chess'"):
        store.save("slot-02", record, seats(2))
    assert snapshot(store.folder) == before


@pytest.mark.parametrize("odd", [None, 7, "", "x" * 41, ["ohmygoods"], {"id": "ohmygoods"}])
def test_a_game_id_that_is_not_an_id_is_refused(store, odd):
    rewrite(store.path("slot-01"), game=odd)
    with pytest.raises(SaveError) as err:
        store.load("slot-01")
    assert "'game'" in err.value.message or "does not have" in err.value.message
    assert err.value.backup_available


def test_a_game_file_of_a_game_this_box_lacks_is_refused_naming_the_file(tmp_path, capsys):
    record, _ = game(2, 3)
    path = tmp_path / "game-000003.json"
    write_record(path, record)
    assert read_record(path)[0].game == registry.DEFAULT
    rewrite(path, game="ticket_to_ride_europe")  # (a later box's)
    with pytest.raises(GameFileError, match=r"000003\.json holds a game .*'ticket_to_ride_europe'"):
        read_record(path)
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("omg-desktop replay: ") and "game-000003.json" in err
    assert "'ticket_to_ride_europe'" in err and "Traceback" not in err


@pytest.fixture
def campaigns(tmp_path: Path) -> CampaignStore:
    """The release's campaign slot 1 (mid-chapter, with its backup)."""
    for name in ("campaign-1.json", "campaign-1.json.bak"):
        shutil.copy(RELEASE / "saves" / name, tmp_path / name)
    return CampaignStore(tmp_path, catalog=CAT, levels=BOT_LEVELS)


def test_a_campaign_slot_says_its_game_once_saved(campaigns):
    camp = campaigns.load(1, CAT)
    campaigns.save(1, camp)
    assert json.loads(campaigns.path(1).read_text(encoding="utf-8"))["game"] == registry.DEFAULT


def test_a_campaign_of_a_game_this_box_lacks_is_refused_by_name_and_its_backup_offered(
    campaigns,
):
    rewrite(campaigns.path(1), game="kingdom_builder")
    before = snapshot(campaigns.folder)
    with pytest.raises(CampaignSaveError) as err:
        campaigns.load(1, CAT)
    text = str(err.value)
    assert text.startswith("Campaign 1: the file holds a campaign of another game")
    assert "'kingdom_builder'" in text and "Traceback" not in text and err.value.backup_available
    row = campaigns.info(1, verify=True)
    assert row.damaged and row.problem == err.value.message and row.backup_available
    assert snapshot(campaigns.folder) == before
    assert campaigns.restore_backup(1).chapter == "ch1"


def test_a_campaign_whose_chapter_is_a_game_of_another_game_is_refused(campaigns):
    data = json.loads(campaigns.path(1).read_text(encoding="utf-8"))
    data["campaign"]["game"]["game"] = "chess"
    campaigns.path(1).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CampaignSaveError, match="chapter in progress is a game of 'chess'"):
        campaigns.load(1, CAT)
