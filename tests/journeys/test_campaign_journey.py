"""A campaign's journey through the real program, alone and with two people at one screen:
new → play → Ctrl+Q → start → continue (the start-up offer) → play → Ctrl+Q → start →
continue (the campaign screen) → play to the chapter's end → its decision → the next
chapter → Ctrl+Q → start → continue.

A player lost their campaign on the first quit-and-continue: the continued chapter was
saved without its set-up, and the next start called it damaged. Here every start is a
new process, and after each run the campaign file loads back (its chapter replayed) and
holds exactly the game the window showed when the person quit.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules.record import GameRecord, state_hash
from omg_desktop.saves import state_from_record

from .home import Home

pytestmark = pytest.mark.timeout(900)

CAT = default_catalog()
ALONE = [("Ana", "human", None)]
TWO = [("Ana", "human", None), ("Bruno", "human", None)]


def on_disk(home: Home, quit_at: dict) -> None:
    """Slot 1 loads back (chapter replayed), and holds the game as it was at the quit."""
    camp = CampaignStore(home.saves).load(1, CAT)
    assert camp.chapter == quit_at["chapter"] and camp.game is not None
    record = GameRecord.from_dict(camp.game)
    assert record.setup is not None and record.setup["chapter"] == quit_at["chapter"]
    assert len(record.steps) == quit_at["steps"]
    assert state_hash(state_from_record(record, CAT)) == quit_at["hash"]


@pytest.mark.parametrize("seats", [ALONE, TWO], ids=["alone", "two people"])
def test_a_campaign_is_quit_and_continued_across_a_chapter(tmp_path, seats):
    home = Home(tmp_path)
    first = home.run("new_campaign", seats=seats, rounds=2)
    assert first["stories"][0]["title"].startswith("Chapter 1")
    assert first["quit_at"]["round"] == 3 and first["quit_at"]["chapter"] == "ch1"
    on_disk(home, first["quit_at"])

    second = home.run("continue_from_offer", rounds=1)
    assert second["offers"][0]["name"] == "ContinueCampaignOffer"
    assert second["resumed"] == first["quit_at"]
    assert second["quit_at"]["round"] == 4
    on_disk(home, second["quit_at"])  # the continued chapter was lost here before

    third = home.run("continue_from_screen_to_next_chapter", rounds=1)
    assert "damaged" not in " ".join(third["campaign_rows"][0])
    assert third["resumed"] == second["quit_at"]
    assert third["chapter_end"]["over"] and third["chapter_end"]["chapter"] == "ch1"
    result, setting = third["stories"]
    assert result["options"] > 0 and setting["title"].startswith("Chapter 2")
    assert third["quit_at"]["chapter"] == "ch2" and third["quit_at"]["round"] == 2
    on_disk(home, third["quit_at"])

    fourth = home.run("continue_from_offer", rounds=0)
    assert fourth["resumed"] == third["quit_at"]
    on_disk(home, fourth["quit_at"])
