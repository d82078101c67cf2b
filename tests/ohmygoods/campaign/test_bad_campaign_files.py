"""Damaged campaign slots (issue 12): refused with a reason, the others untouched.

Every damaged file of :mod:`.damaged` (deep nesting, huge numbers, wrong types
for every field, truncated JSON, NUL bytes, unknown levels, chapters, endings…)
is written into campaign slot 2: ``list()`` and ``load()`` raise nothing but
:class:`CampaignSaveError`, slots 1 and 3 still load, the slot's backup is
offered and can be restored, and nothing on disk is changed by reading. A file
that does load holds a campaign the screens can show and play.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from omg_desktop.games.ohmygoods.campaign.flow import chapter_seed, chapter_setup, ending_for
from omg_desktop.games.ohmygoods.campaign.progress import DECIDING, ENDED, MEDALS, Campaign
from omg_desktop.games.ohmygoods.campaign.store import (
    CampaignSaveError,
    CampaignStore,
    current_game,
)

from .damaged import CAT, FIELDS, GOOD, LEVELS, encode, good_campaign, good_file, must_refuse
from .damaged import variants as damaged_variants

pytestmark = pytest.mark.timeout(300)

VARIANTS = list(damaged_variants())


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture(scope="module")
def store(tmp_path_factory) -> CampaignStore:
    """Slots 1 and 3 hold good campaigns; slot 2 is saved twice (its backup is good)."""
    s = CampaignStore(tmp_path_factory.mktemp("campaigns"), catalog=CAT, levels=LEVELS)
    good = Campaign.from_dict(good_campaign())
    for slot, seed in ((1, 11), (2, 21), (2, 22), (3, 33)):
        good.seed = seed
        s.save(slot, good)
    assert s.load_backup(2, CAT).seed == 21
    return s


def use(camp: Campaign) -> None:
    """What the campaign screen, the story screens and Continue do with a campaign."""
    assert Campaign.from_dict(json.loads(json.dumps(camp.to_dict()))) == camp
    assert all(s.level is None or s.level in LEVELS for s in camp.seats)
    for r in camp.results:
        ch = CAT.chapters[r.chapter]
        assert r.medal is None or r.medal in MEDALS
        assert len(r.scores) == len(camp.seats) and all(type(x) is int for x in r.scores)
        if r.choice is not None:
            assert r.choice in [o.id for o in ch.decision.options]
    if camp.status == ENDED:
        assert ending_for(CAT, camp.flags).title
        assert camp.ending in [e.id for e in CAT.endings]
    else:
        assert not CAT.chapters[camp.chapter].all_in
        chapter_setup(camp)
        chapter_seed(camp)
    if camp.status == DECIDING:
        assert camp.results[-1].chapter == camp.chapter
        assert CAT.chapters[camp.chapter].decision is not None
    state = current_game(camp, CAT)
    assert state is None or state.num_players == len(camp.seats)


def refusal(exc: CampaignSaveError) -> str:
    text = str(exc)
    assert text.startswith("Campaign 2: ") and "\n" not in text and "Traceback" not in text
    return exc.message


def outcome(store: CampaignStore, raw: bytes) -> str:
    """Write ``raw`` into slot 2 and read it every way: "refused" or "loaded"."""
    store.path(2).write_bytes(raw)
    before = snapshot(store.folder)
    rows = store.list()
    assert [r.slot for r in rows] == [1, 2, 3]
    assert rows[0].campaign is not None and rows[0].campaign.seed == 11
    assert rows[2].campaign is not None and rows[2].campaign.seed == 33
    row = rows[1]
    checked = store.info(2, verify=True)
    assert not row.empty and not checked.empty
    try:
        camp = store.load(2)
        full = store.load(2, CAT)
    except CampaignSaveError as exc:
        assert refusal(exc) and checked.damaged and checked.problem
        assert exc.backup_available and checked.backup_available  # the good backup is offered
        result = "refused"
    else:
        assert row.campaign == camp == full and checked.campaign == full
        assert row.problem is None and row.backup_available
        use(full)
        result = "loaded"
    if row.damaged:
        assert row.problem and "\n" not in row.problem and row.backup_available
    assert snapshot(store.folder) == before, "reading a campaign changed a file"
    return result


def test_the_good_file_loads(store):
    assert outcome(store, GOOD) == "loaded"


@pytest.mark.parametrize("raw", [v[1] for v in VARIANTS], ids=[v[0] for v in VARIANTS])
def test_a_damaged_campaign_is_refused_cleanly(store, raw, request):
    name = request.node.callspec.id
    got = outcome(store, raw)
    if must_refuse(name):
        assert got == "refused", name


def test_the_variants_cover_every_field():
    names = {n for n, _ in VARIANTS}
    assert len(VARIANTS) > 1000
    for path in FIELDS:
        assert any(n.startswith(".".join(map(str, path)) + " nested") for n in names), path


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**80), max_value=10**80)
    | st.floats()
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(st.sampled_from(FIELDS), json_values)
def test_any_field_replaced_by_any_json(store, path, value):
    data = good_file()
    where = data
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    outcome(store, encode(data))


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
@given(st.lists(st.tuples(st.integers(0, len(GOOD) - 1), st.integers(1, 255)), max_size=4))
def test_flipped_bytes(store, flips):
    raw = bytearray(GOOD)
    for pos, mask in flips:
        raw[pos] ^= mask
    outcome(store, bytes(raw))


# ---- the backup ----------------------------------------------------------------------


@pytest.fixture
def slots(tmp_path: Path) -> CampaignStore:
    s = CampaignStore(tmp_path, catalog=CAT, levels=LEVELS)
    good = Campaign.from_dict(good_campaign())
    for seed in (1, 2):
        good.seed = seed
        s.save(1, good)
    return s


def test_a_damaged_slot_is_restored_from_its_backup(slots):
    slots.path(1).write_bytes(GOOD[:100])
    backup = slots.backup_path(1).read_bytes()
    row = slots.list()[0]
    assert row.damaged and row.backup_available and "not valid JSON" in row.problem
    camp = slots.restore_backup(1)
    assert camp.seed == 1 and slots.load(1, CAT).seed == 1
    assert slots.path(1).read_bytes() == backup == slots.backup_path(1).read_bytes()
    assert not list(slots.folder.glob("*.tmp"))


def test_a_backup_that_does_not_replay_is_not_restored(slots):
    data = json.loads(slots.backup_path(1).read_bytes())
    data["campaign"]["game"]["steps"][-1] = "0 build c=1 pay=-"
    slots.backup_path(1).write_bytes(encode(data))
    slots.path(1).write_bytes(b"{")
    assert slots.list()[0].backup_available  # it reads: offered, then checked in full
    with pytest.raises(CampaignSaveError, match="Campaign 1: .*does not replay"):
        slots.restore_backup(1)
    assert slots.path(1).read_bytes() == b"{"  # the damaged file is left as it was


def test_saving_over_a_damaged_slot_keeps_the_good_backup(slots):
    backup = slots.backup_path(1).read_bytes()
    slots.path(1).write_bytes(b"\x00" * 50)
    camp = Campaign.from_dict(good_campaign())
    camp.seed = 9
    slots.save(1, camp)
    assert slots.backup_path(1).read_bytes() == backup  # not replaced by the damaged file
    assert slots.load(1, CAT).seed == 9


def test_without_a_backup_nothing_is_offered(slots):
    slots.backup_path(1).unlink()
    slots.path(1).write_bytes(b"[]")
    row = slots.list()[0]
    assert row.damaged and not row.backup_available
    with pytest.raises(CampaignSaveError, match="no backup"):
        slots.restore_backup(1)
    slots.backup_path(1).write_bytes(b"")  # an empty backup is not offered either
    assert not slots.list()[0].backup_available


def test_delete_removes_the_backup_and_left_over_files(slots):
    (slots.folder / "campaign-1.json.tmp").write_bytes(b"half")
    slots.delete(1)
    assert not list(slots.folder.iterdir())


def test_unknown_level_is_accepted_only_without_a_level_list(tmp_path):
    data = good_file()
    data["campaign"]["seats"][1]["level"] = "expert"
    CampaignStore(tmp_path, catalog=CAT).path(1).parent.mkdir(exist_ok=True)
    (tmp_path / "campaign-1.json").write_bytes(encode(data))
    assert CampaignStore(tmp_path, catalog=CAT).load(1).seats[1].level == "expert"
    with pytest.raises(CampaignSaveError, match="unknown computer level 'expert'"):
        CampaignStore(tmp_path, catalog=CAT, levels=LEVELS).load(1)
