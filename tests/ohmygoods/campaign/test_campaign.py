"""The campaign: chapter flow, decisions and goals feeding the story, endings, slots,
resuming mid-chapter, and the headless simulator — on the small test expansion."""

from __future__ import annotations

import json

import pytest
from story_fixture import expansion_catalog

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.campaign.flow import (
    RULESET,
    chapter_seed,
    chapter_setup,
    decide,
    ending_for,
    finish_chapter,
    new_campaign,
    replay_chapter,
    start_chapter,
)
from omg_desktop.games.ohmygoods.campaign.progress import (
    DECIDING,
    ENDED,
    PLAYING,
    Campaign,
    CampaignError,
)
from omg_desktop.games.ohmygoods.campaign.simulate import play_campaign, summarise
from omg_desktop.games.ohmygoods.campaign.store import (
    CampaignSaveError,
    CampaignStore,
    current_game,
)
from omg_desktop.games.ohmygoods.rules import legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.seating import Seat

CAT = expansion_catalog()


def bot(level, seed):
    return RandomBot(seed)


def play_chapter(camp: Campaign, seed: int = 0, upto: int | None = None) -> Recorder:
    """Play the current chapter with random actions (all of it, or ``upto`` actions)."""
    rec = Recorder(CAT, len(camp.seats), chapter_seed(camp), RULESET, chapter_setup(camp))
    start_chapter(camp, rec.record.to_dict())
    rng = Rng(seed)
    n = 0
    while not rec.state.over and (upto is None or n < upto):
        acts = legal_actions(rec.state, to_act(rec.state)[0])
        rec.play(acts[rng.below(len(acts))])
        n += 1
    camp.game = rec.record.to_dict()
    return rec


def test_a_solo_campaign_runs_through_every_chapter_to_an_ending():
    camp = new_campaign(CAT, [Seat("Ana")], 7)
    assert camp.chapter == "t1" and camp.status == PLAYING
    rec = play_chapter(camp)
    result = finish_chapter(CAT, camp, rec.state)
    assert rec.state.round == 10  # solo
    assert camp.status == DECIDING and camp.flags["t1_goal"] in ("yes", "no")
    assert result.goal_met == (result.medal is not None)
    assert set(rec.state.introduced) <= set(camp.introduced)
    decide(CAT, camp, "right")
    assert camp.chapter == "t2" and camp.flags["way"] == "right"
    rec2 = play_chapter(camp)
    assert 814 in [*rec2.state.events_turned]  # the decision swapped an event in
    finish_chapter(CAT, camp, rec2.state)  # t2 has no decision: the story ends
    assert camp.status == ENDED and camp.ending == "other_end" and camp.chapter is None


def test_the_decision_chooses_the_ending():
    assert ending_for(CAT, {"way": "left"}).id == "left_end"
    assert ending_for(CAT, {"way": "right"}).id == "other_end"
    assert ending_for(CAT, {}).id == "other_end"


def test_a_decision_must_be_an_option_and_come_at_its_time():
    camp = new_campaign(CAT, [Seat("Ana"), Seat.computer("Bo", "greedy")], 1)
    with pytest.raises(CampaignError, match="no decision"):
        decide(CAT, camp, "left")
    finish_chapter(CAT, camp, play_chapter(camp).state)
    with pytest.raises(CampaignError, match="'up' is not an option.*left, right"):
        decide(CAT, camp, "up")


def test_replaying_a_chapter_restores_the_story_as_it_was():
    camp = new_campaign(CAT, [Seat("Ana")], 2)
    finish_chapter(CAT, camp, play_chapter(camp).state)
    decide(CAT, camp, "left")
    before = (dict(camp.results[0].flags_before), list(camp.results[0].introduced_before))
    replay_chapter(camp, 0)
    assert camp.chapter == "t1" and camp.results == [] and camp.status == PLAYING
    assert (camp.flags, camp.introduced) == before
    assert camp.attempts == 1 and chapter_seed(camp).endswith(":1")  # a new deal


def test_campaign_json_round_trip_and_bad_data_refused():
    camp = new_campaign(CAT, [Seat("Ana"), Seat.computer("Bo", "heuristic")], 3)
    finish_chapter(CAT, camp, play_chapter(camp).state)
    again = Campaign.from_dict(json.loads(json.dumps(camp.to_dict())))
    assert again.to_dict() == camp.to_dict()
    for bad in ({}, {"seats": [], "seed": 1}, {"seats": [{"name": "a"}], "seed": "x"}):
        with pytest.raises(CampaignError):
            Campaign.from_dict(bad)


def test_three_slots_save_and_resume_mid_chapter(tmp_path):
    store = CampaignStore(tmp_path, catalog=CAT)
    camp = new_campaign(CAT, [Seat("Ana")], 4)
    rec = play_chapter(camp, upto=40)
    store.save(2, camp)
    loaded = store.load(2, CAT)
    state = current_game(loaded, CAT)
    assert state is not None and state.to_dict() == rec.state.to_dict()
    assert [s.empty for s in store.list()] == [True, False, True]


def test_a_corrupt_campaign_slot_is_refused_and_the_others_still_work(tmp_path):
    store = CampaignStore(tmp_path, catalog=CAT)
    camp = new_campaign(CAT, [Seat("Ana")], 4)
    store.save(1, camp)
    store.save(3, camp)
    store.path(3).write_text('{"kind": "omg-desktop campaign", "format_version": 1, "campaign"')
    with pytest.raises(CampaignSaveError, match="Campaign 3: .*not valid JSON"):
        store.load(3)
    rows = store.list()
    assert rows[0].campaign is not None and rows[2].problem
    assert store.load(1).seed == 4
    with pytest.raises(CampaignSaveError, match="slots 1 to 3"):
        store.save(4, camp)


def test_a_tampered_game_in_progress_is_refused(tmp_path):
    store = CampaignStore(tmp_path, catalog=CAT)
    camp = new_campaign(CAT, [Seat("Ana")], 4)
    play_chapter(camp, upto=10)
    camp.game["steps"][3] = "0 build c=1 pay=-"
    store.save(1, camp)
    with pytest.raises(CampaignSaveError, match="does not replay"):
        store.load(1, CAT)
    assert store.load(1).chapter == "t1"  # readable without the check


@pytest.mark.parametrize("players", [1, 3])
def test_simulated_campaigns_reach_an_ending_without_errors(players):
    run = play_campaign(CAT, players, "random", 5, make_bot=bot)
    assert run["errors"] == 0 and run["ending"] in ("left_end", "other_end")
    assert run["chapters_played"] == 2
    assert [c["rounds"] for c in run["chapters"]] == [10 if players == 1 else 9] * 2
    summary = summarise([run, play_campaign(CAT, players, "random", 6, make_bot=bot)])
    assert summary["campaigns"] == 2 and set(summary["chapters"]) == {"t1", "t2"}


def test_both_endings_are_reached_by_some_seed():
    endings = {play_campaign(CAT, 1, "random", s, make_bot=bot)["ending"] for s in range(8)}
    assert endings == {"left_end", "other_end"}


def test_a_campaign_with_a_friend_over_the_network_keeps_its_table_and_seat_kinds(tmp_path):
    from omg_desktop.games.ohmygoods.campaign.flow import start_network_chapter
    from omg_desktop.seating.seat import REMOTE

    friend = Seat("Friend 1", REMOTE)
    camp = new_campaign(CAT, [friend, Seat("Ana"), Seat.computer("Bo", "random")], 5)
    # the host's people take the first people's places: Ana first, the friend after
    assert [s.name for s in camp.seats] == ["Ana", "Friend 1", "Bo"] and camp.networked
    start_network_chapter(camp, "K7QX2M")
    assert camp.table == "K7QX2M" and camp.game is None and camp.attempts == 1
    again = Campaign.from_dict(json.loads(json.dumps(camp.to_dict())))
    assert again.table == "K7QX2M" and again.seats[1].is_remote and again.seats[1].level is None
    store = CampaignStore(tmp_path, catalog=CAT)
    store.save(1, camp)
    assert store.load(1, CAT).table == "K7QX2M"
    with pytest.raises(CampaignError, match="someone at the host's screen"):
        new_campaign(CAT, [friend, Seat.computer("Bo", "random")], 5)
    bad = camp.to_dict()
    for key, value, why in [
        ("table", "k7", "6-character code"),
        ("seats", [{"name": "X", "remote": True, "level": "random"}], "no computer level"),
        ("seats", [{"name": "X", "remote": "yes"}], "true or false"),
        ("seats", [{"name": "Ana"}], "no seat is a friend"),
    ]:
        with pytest.raises(CampaignError, match=why):
            Campaign.from_dict({**bad, key: value})
    # a chapter's result closes its table; a replayed chapter has none either
    camp.table = None
    camp.game = None
    assert "table" not in camp.to_dict()
