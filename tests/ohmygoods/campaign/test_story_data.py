"""The shipped story (data/longsdale): every chapter's event deck, every ending reached
by a headless solo campaign, a 3-player campaign, All In, every computer level, and the
``campaign simulate`` command."""

from __future__ import annotations

import json

import pytest

from omg_desktop.cli import main
from omg_desktop.games.ohmygoods.bots.arena import play_game
from omg_desktop.games.ohmygoods.bots.registry import make_bot
from omg_desktop.games.ohmygoods.campaign.flow import RULESET, all_in_setup, story
from omg_desktop.games.ohmygoods.campaign.simulate import play_campaign
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import new_game
from omg_desktop.games.ohmygoods.rules.invariants import problems

CAT = default_catalog()


def test_the_story_has_the_content_the_campaign_promises():
    chapters = story(CAT)
    assert len(chapters) >= 5 and any(c.all_in for c in CAT.chapters.values())
    assert len(CAT.events) >= 36 and len(CAT.endings) >= 2
    extra = CAT.extra_cards.values()
    assert sum(1 for c in extra if c.kind == "character") >= 8
    assert len({c.type for c in extra if c.kind == "production"}) >= 6
    assert len(CAT.extra_assistants) >= 6
    assert all(c.decision is not None for c in chapters[:-1])


@pytest.mark.parametrize("chapter", sorted(CAT.chapters))
@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_chapter_builds_its_event_deck(chapter, players):
    ch = CAT.chapters[chapter]
    state = new_game(CAT, players, 3, RULESET, {"chapter": chapter})
    deck = [*state.events, state.event]  # bottom first; the first card is already turned
    assert len(deck) == (10 if players == 1 else 9) == state.final_round
    assert deck[0] == ch.bottom
    middle = set(ch.middle) | ({ch.solo_middle} if players == 1 else set())
    assert set(deck[1 : 1 + len(middle)]) == middle
    assert set(deck[-3:]) == set(ch.top)
    assert not problems(state)


def _towards(flags: dict[str, str]):
    """Decisions that set ``flags`` where a chapter can (else the first option)."""

    def choose(ch, camp) -> str:
        for opt in ch.decision.options:
            if any(flags.get(k) == v for k, v in opt.sets):
                return opt.id
        return ch.decision.options[0].id

    return choose


@pytest.mark.parametrize("ending", [e.id for e in CAT.endings])
def test_a_solo_campaign_reaches_each_ending(ending):
    target = next(e for e in CAT.endings if e.id == ending)
    flags = dict(target.when)
    for seed in range(40):
        level = "heuristic" if flags.get("ch5_goal") != "no" else "random"
        run = play_campaign(CAT, 1, level, seed, choose=_towards(flags))
        assert run["errors"] == 0, run["error_messages"]
        assert run["chapters_played"] == len(story(CAT))
        if run["ending"] == ending:
            return
    pytest.fail(f"no seed reached the ending {ending!r}")


def test_a_three_player_campaign_plays_every_chapter():
    run = play_campaign(CAT, 3, "greedy", 7)
    assert run["errors"] == 0 and run["ending"] in {e.id for e in CAT.endings}
    assert [c["rounds"] for c in run["chapters"]] == [9] * len(story(CAT))
    assert all(len(c["scores"]) == 3 for c in run["chapters"])


@pytest.mark.parametrize("level", ["random", "greedy", "heuristic"])
def test_every_level_plays_all_in(level):
    bots = [make_bot(level, i) for i in range(3)]
    result, state = play_game(CAT, bots, 5, RULESET, all_in_setup(CAT))
    assert state.over and result.rounds == 9
    assert "card:238" in state.out_of_game  # the card the story keeps back


@pytest.mark.slow
def test_the_hard_level_plays_a_solo_chapter():
    result, state = play_game(CAT, [make_bot("montecarlo", 1)], 2, RULESET, {"chapter": "ch1"})
    assert state.over and result.rounds == 10


def test_campaign_simulate_prints_one_json_line(capsys):
    assert main(["campaign", "simulate", "--solo", "--bot", "greedy", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["chapters_played"] == len(story(CAT)) and out["errors"] == 0
    assert out["ending"] in {e.id for e in CAT.endings}


def test_campaign_simulate_refuses_bad_arguments(capsys):
    assert main(["campaign", "simulate", "--solo", "--players", "3", "--bot", "greedy"]) == 2
    assert "--solo" in capsys.readouterr().err
    assert main(["campaign", "simulate", "--bot", "nope"]) == 2
    assert "unknown --bot 'nope'" in capsys.readouterr().err
