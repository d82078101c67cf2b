"""Campaign slots are stamped by the store's clock (injected, as for game slots)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from story_fixture import expansion_catalog

from omg_desktop.games.ohmygoods.campaign.flow import new_campaign
from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.seating import Seat


def test_each_save_is_stamped_by_the_stores_clock(tmp_path):
    cat = expansion_catalog()
    start = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    ticks = iter(start + timedelta(minutes=k) for k in range(10))
    store = CampaignStore(tmp_path, catalog=cat, clock=lambda: next(ticks))
    camp = new_campaign(cat, [Seat("Ana")], 7)
    store.save(1, camp)
    store.save(2, camp)  # one minute later, whatever the wall clock says
    assert store.info(1).saved_at == start
    assert store.info(2).saved_at == start + timedelta(minutes=1)
