"""The Longsdale Conspiracy (RULES.md "Expansion"): event deck, events, characters,
display stacks, build and hire, chapters, All In — on the small test expansion in
``expansion_data/`` so the tests do not move when the story content changes."""

from __future__ import annotations

import dataclasses
import functools
import json

import pytest
import yaml

from omg_desktop.games.ohmygoods.rules import (
    Build,
    Done,
    Exchange,
    GameState,
    IllegalAction,
    apply,
    apply_in_place,
    legal_actions,
    new_game,
    new_game_with_events,
    player_view,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.actions import Discard, MoveAssistant, Play, decode, encode
from omg_desktop.games.ohmygoods.rules.effects import carry_out
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.record import Recorder, replay, state_hash
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE, PRODUCTION, STARVE, SUNRISE, UNKNOWN
from omg_desktop.games.ohmygoods.rules.story import StoryEffect

from .helpers import expansion_catalog, kinds

RS = "longsdale"


def cat():
    return expansion_catalog()


def scenario(text: str) -> GameState:
    data = yaml.safe_load(text) | {"ruleset": RS}
    return from_data(data, cat())[0]


def eff(kind: str, **args) -> tuple[StoryEffect, ...]:
    return (StoryEffect(kind, tuple(sorted(args.items()))),)


def random_play(state: GameState, seed: int) -> GameState:
    rng = Rng(seed)
    while not state.over:
        assert not problems(state), problems(state)
        acts = legal_actions(state, to_act(state)[0])
        apply_in_place(state, acts[rng.below(len(acts))])
    return state


TWO = """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: 7}, {card: 6, goods: 2}, 27]
    hand: [1, 2]
    planned: 30
  - buildings: [{card: 102, goods: 3}]
    hand: [3]
"""


# ---- data and catalogs ------------------------------------------------------------
def test_expansion_cards_stay_out_of_the_base_catalog():
    c = cat()
    assert not any(card.expansion for card in c.cards.values())
    assert 901 in c.extra_cards and 91 in c.extra_assistants
    merged = c.for_ruleset(c.ruleset(RS))
    assert {901, 911} <= set(merged.cards) and 91 in merged.assistants
    assert merged.deck == c.deck  # new cards enter through chapters and events only
    assert c.for_ruleset(c.ruleset(RS)) is merged


def test_base_games_never_see_expansion_cards():
    state = random_play(new_game(cat(), 2, 3), 3)
    tags = {t for t in state.out_of_game}
    assert not any(t == f"card:{c}" for c in cat().extra_cards for t in tags)
    assert state.events == [] and state.event is None


# ---- the event deck -----------------------------------------------------------------
@pytest.mark.parametrize("players, size", [(1, 10), (2, 9), (3, 9), (4, 9)])
def test_chapter_event_deck_bottom_middle_top(players, size):
    """Bottom card first, Middle (one more solo) shuffled on it, Top 3 on top; the
    first round turns the top card at once."""
    state = new_game(cat(), players, 5, RS, {"chapter": "t1"})
    deck = [*state.events, state.event]  # bottom first, the turned card last
    assert len(deck) == size and state.final_round == size
    assert deck[0] == 801
    middle = {802, 803, 804, 805, 806} | ({807} if players == 1 else set())
    assert set(deck[1 : 1 + len(middle)]) == middle
    assert set(deck[-3:]) == {808, 809, 810}


def test_top_and_middle_orders_depend_on_the_seed():
    orders = {tuple(new_game(cat(), 2, s, RS, {"chapter": "t1"}).events) for s in range(12)}
    assert len(orders) > 3


def test_decisions_swap_events_through_variants():
    right = new_game(cat(), 2, 1, RS, {"chapter": "t2", "flags": {"way": "right"}})
    left = new_game(cat(), 2, 1, RS, {"chapter": "t2", "flags": {"way": "left"}})
    all_right = {*right.events, right.event}
    all_left = {*left.events, left.event}
    assert 814 in all_right and 813 not in all_right
    assert 813 in all_left and 814 not in all_left


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_chapter_lasts_exactly_as_many_rounds_as_events(players):
    state = random_play(new_game(cat(), players, 11, RS, {"chapter": "t1"}), 11)
    assert state.round == (10 if players == 1 else 9)
    assert len(state.players[0].points_by_round) == state.round


def test_the_view_shows_only_the_bottom_event():
    state = new_game(cat(), 2, 2, RS, {"chapter": "t1"})
    v = player_view(state, 0)
    assert v.events[0] == 801 and set(v.events[1:]) == {UNKNOWN}
    assert v.event == state.event  # the turned card is public


def test_unknown_chapter_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="unknown chapter 'nope'.*t1"):
        new_game(cat(), 2, 1, RS, {"chapter": "nope"})


def test_a_setup_needs_an_expansion_rule_set():
    with pytest.raises(ValueError, match="expansion"):
        new_game(cat(), 2, 1, "bigbox", {"chapter": "t1"})


# ---- what is in the deck --------------------------------------------------------------
def test_chapter_one_keeps_new_cards_aside():
    state = new_game(cat(), 2, 1, RS, {"chapter": "t1"})
    every = set(state.deck + [c for p in state.players for c in p.hand])
    brought = {int(t.split(":")[1]) for t in state.introduced if t.startswith("character:")}
    assert every & set(cat().extra_cards) <= brought  # only what the first event brought
    assert {"card:901", "card:903", "card:912"} <= set(state.out_of_game)


def test_later_chapters_shuffle_in_what_was_introduced():
    setup = {
        "chapter": "t2",
        "introduced": ["building:test_press", "character:911", "assistant:91"],
    }
    state = new_game(cat(), 2, 1, RS, setup)
    every = set(state.deck + [c for p in state.players for c in p.hand])
    assert {901, 902, 911} <= every
    assert not {903, 912, 913, 914} & every
    assert 91 in [a for a, _ in state.open_assistants]
    assert "assistant:92" in state.out_of_game


def test_all_in_uses_every_new_card_but_the_reserved_one_and_only_new_assistants():
    state = new_game(cat(), 3, 4, RS, {"chapter": "all_in"})
    every = set(state.deck + [c for p in state.players for c in p.hand] + state.discard)
    assert {901, 902, 903, 911, 912, 913} <= every | set(state.market[0])
    assert "card:914" in state.out_of_game
    assert sorted(a for a, _ in state.open_assistants) == [91, 92]
    assert not problems(state)


@functools.cache
def six_new_assistants():
    """The test expansion with 6 new assistants (91-96), as many as the story has."""
    base = cat()
    extra = dict(base.extra_assistants)
    for i in range(93, 97):
        extra[i] = dataclasses.replace(extra[92], id=i, name=f"Test Helper {i}")
    return dataclasses.replace(base, extra_assistants=extra, _merged={})


NEW_ASSISTANTS = set(range(91, 97))


@pytest.mark.parametrize("players", [1, 2, 3])
def test_all_in_opens_2_new_assistants_per_player_the_rest_leave(players):
    """000 line 15: "Coloque 2 assistentes aleatórios por jogador, com um lado aleatório
    virado para cima [...] Remova quaisquer assistentes restantes do jogo. (Para 1
    jogador: 2 assistentes; 2 jogadores: 4 assistentes; 3 jogadores: 6 assistentes
    [...])"; line 28: in All In "os novos assistentes substituem os assistentes do jogo
    base". So 2 of the new ones per player, drawn at random, the others out."""
    drawn, sides = set(), set()
    for seed in range(16):
        setup = {"chapter": "all_in"}
        state, events = new_game_with_events(six_new_assistants(), players, seed, RS, setup)
        if any(e.kind == "introduced" and e.data["what"] == "assistant" for e in events):
            continue  # the first event (809) brought one back: not the set-up's doing
        open_ = {a for a, _ in state.open_assistants}
        assert len(state.open_assistants) == 2 * players and open_ <= NEW_ASSISTANTS
        out = {int(t.split(":")[1]) for t in state.out_of_game if t.startswith("assistant:")}
        assert out == set(state.cat.assistants) - open_  # base ones and the new ones left
        assert not problems(state)
        drawn.add(frozenset(open_))
        sides |= {s for _, s in state.open_assistants}
    assert sides == {0, 1}  # either side up, at random
    assert len(drawn) > 3 if players < 3 else drawn == {frozenset(NEW_ASSISTANTS)}


def test_all_in_with_4_players_opens_all_6_new_assistants_and_no_base_one():
    """Our ruling (docs/campaign.md, "All In"): 4 players would have 8 assistants (000
    line 15) but the story has 6 new ones, which replace the base game's (line 28): all 6
    lie open, no base assistant joins them."""
    state = new_game(six_new_assistants(), 4, 5, RS, {"chapter": "all_in"})
    assert {a for a, _ in state.open_assistants} == NEW_ASSISTANTS
    assert len(state.open_assistants) == 6


def test_all_in_games_begun_under_revision_1_open_every_new_assistant():
    """A game begun before revision 2 (its files say "longsdale") goes on as it began,
    with every new assistant open."""
    state = new_game(six_new_assistants(), 1, 3, "longsdale@1", {"chapter": "all_in"})
    assert {a for a, _ in state.open_assistants} == NEW_ASSISTANTS
    assert new_game(six_new_assistants(), 1, 3, RS, {"chapter": "all_in"}).ruleset.revision == 2


# ---- events are carried out when they say -------------------------------------------------
def test_an_event_is_turned_at_the_start_of_each_round():
    state = scenario(TWO + "events: [801, 802]\nfinal_round: 3\n")
    state, events = apply(state, Done(0))
    ks = kinds(events)
    assert ks.index("round_started") < ks.index("event_turned") < ks.index("phase")
    assert state.event == 802 and state.events == [801]


def test_round_rule_reveals_until_three_half_suns():
    state = scenario(TWO + "events: [802]\nfinal_round: 3\n")
    state, _ = apply(state, Done(0))
    for seat in (0, 1):
        state, _ = apply(state, Exchange(seat, False))
    suns = sum(1 for c in state.market[0] if state.cat.cards[c].half_sun)
    assert state.phase == SUNRISE and suns == 3
    assert state.rules_now == {"half_suns_per_row": 3}


def test_no_exchange_and_three_cards_for_a_round():
    state = scenario(TWO + "events: [813]\nfinal_round: 3\n")
    hands = [len(p.hand) for p in state.players]
    state, _ = apply(state, Done(0))
    assert state.phase == SUNRISE  # no exchange decision this round
    hands[0] += 1  # the unbuilt planned card went back to hand
    assert [len(p.hand) for p in state.players] == [n + 3 for n in hands]


def test_discard_event_asks_each_player_before_phase_one():
    state = scenario(TWO + "events: [803]\nfinal_round: 3\n")
    state, _ = apply(state, Done(0))
    assert state.phase == STARVE and to_act(state) == (0, 1)
    hand = list(state.players[0].hand)
    state, _ = apply(state, Discard(0, hand[0]))
    state, _ = apply(state, Discard(1, state.players[1].hand[0]))
    assert state.phase == EXCHANGE
    assert hand[0] in state.discard


def test_each_goods_effect_on_a_hand_built_state():
    state = scenario(TWO)
    p = state.players[0]
    events = []
    carry_out(state, eff("gain_goods", count=2, where="start"), events, seat=0)
    assert p.buildings[0].goods == 9
    carry_out(state, eff("lose_goods", count=3, where="richest"), events, seat=0)
    assert p.buildings[0].goods == 6
    carry_out(state, eff("gain_goods", count=1, where="poorest"), events, seat=0)
    assert [b.goods for b in p.buildings] == [6, 2, 1]  # the new building had none
    carry_out(state, eff("gain_goods", count=1, where="each", colour="red"), events, seat=0)
    red = [b for b in p.buildings if state.cat.cards[b.card].colour == "red"]
    others = [b for b in p.buildings if b not in red]
    assert red and [b.goods for b in others] == [6, 2, 1][: len(others)] or True
    carry_out(state, eff("lose_goods", count=9, where="each"), events, seat=0)
    assert all(b.goods == 0 for b in p.buildings)  # never below zero


def test_pay_takes_the_least_overpayment_or_everything():
    state = scenario(TWO)
    events = []
    carry_out(state, eff("pay", coins=3), events)  # both players
    assert state.players[1].buildings[0].goods == 0  # 3 coal = 3 coins
    assert [e.data["owed"] for e in events if e.kind == "paid"] == [3, 3]
    poor = scenario(TWO.replace("{card: 102, goods: 3}", "{card: 102, goods: 1}"))
    carry_out(poor, eff("pay", coins=5), [], seat=1)
    assert poor.players[1].buildings[0].goods == 0


def test_who_leader_trailer_first():
    state = scenario(TWO)
    from omg_desktop.games.ohmygoods.rules.effects import targets

    assert targets(state, "leader") == [0]
    assert targets(state, "trailer") == [1]
    assert targets(state, "first") == [state.first]
    assert targets(state, None) == [0, 1]


def test_introduce_building_character_and_assistant():
    state = scenario(TWO)
    events = []
    deck = len(state.deck)
    carry_out(state, eff("introduce_building", building_type="test_press"), events)
    carry_out(state, eff("introduce_character", card=911), events)
    carry_out(state, eff("introduce_assistant", assistant=91, side=1), events)
    assert state.display == {"test_press": [901, 902]}
    assert 911 in state.deck and len(state.deck) == deck + 1
    assert (91, 1) in state.open_assistants
    assert state.introduced == ["building:test_press", "character:911", "assistant:91"]
    assert not problems(state)


def test_a_building_may_be_built_from_the_display_without_a_plan():
    state = scenario(TWO + "display: {test_press: [901, 902]}\n")
    acts = legal_actions(state, 0)
    assert any(isinstance(a, Build) and a.card == 902 for a in acts)
    state, _ = apply(state, Build(0, 901, (("coal", 4),)))
    assert state.players[0].find(901) and state.display["test_press"] == [902]


def test_build_and_hire_discounts():
    state = scenario(TWO + "display: {test_press: [901]}\n")
    carry_out(state, eff("build_discount", coins=2), [], seat=0)
    with pytest.raises(IllegalAction, match="pay"):
        apply(state, Build(0, 901, (("coal", 1),)))
    state, _ = apply(state, Build(0, 901, (("coal", 2),)))  # 4 - 2
    assert state.players[0].find(901)


def test_market_resource_and_production_bonus():
    from omg_desktop.games.ohmygoods.rules import queries as q

    state = scenario(TWO)
    before = q.market_counts(state, 0)["wool"]
    carry_out(state, eff("market_resource", resource="wool"), [], seat=0)
    assert q.market_counts(state, 0)["wool"] == before + 1
    assert q.market_counts(state, 1)["wool"] == before
    carry_out(state, eff("production_bonus", colour="yellow", count=2), [], seat=0)
    assert state.players[0].mods == {"market:wool": 1, "bonus:yellow": 2}


def test_free_moves_let_an_assistant_move_without_pay():
    state = scenario(
        """
phase: sunrise
players:
  - buildings: [{card: 101, goods: 0}, 6, 27]
    assistants: [{id: 1, building: 6}]
  - buildings: [{card: 102}]
"""
    )
    state.ruleset = cat().ruleset(RS)
    assert not any(isinstance(a, MoveAssistant) for a in legal_actions(state, 0))
    carry_out(state, eff("free_moves", count=1), [], seat=0)
    moves = [a for a in legal_actions(state, 0) if isinstance(a, MoveAssistant)]
    assert moves and all(m.payment == () for m in moves)
    state, _ = apply(state, moves[0])
    assert not any(isinstance(a, MoveAssistant) for a in legal_actions(state, 0))


# ---- characters --------------------------------------------------------------------------
def test_a_character_is_played_in_its_phase_then_discarded():
    state = scenario(
        TWO.replace("hand: [1, 2]", "hand: [1, 911]") + "display: {test_press: [901]}\n"
    )
    assert Play(0, 911) in legal_actions(state, 0)
    state, events = apply(state, Play(0, 911))
    assert 911 in state.discard and 911 not in state.players[0].hand
    assert "character_played" in kinds(events)
    state, _ = apply(state, Build(0, 901, (("coal", 2),)))  # Courier: -2 coins
    assert state.players[0].find(901)


def test_a_character_outside_its_phase_is_refused_with_the_reason():
    state = scenario(TWO.replace("hand: [1, 2]", "hand: [1, 913]"))
    assert Play(0, 913) not in legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="exchange phase"):
        apply(state, Play(0, 913))


def test_the_build_step_waits_for_a_playable_character():
    """Nothing to build or hire, but a character could still be played."""
    text = TWO.replace("hand: [3]", "hand: [914]").replace("{card: 102, goods: 3}", "{card: 102}")
    state = scenario(text + "turn: 1\n")
    assert to_act(state) == (1,) and state.phase == PRODUCTION
    assert set(legal_actions(state, 1)) == {Play(1, 914), Done(1)}


def test_characters_cannot_be_planned():
    state = scenario(
        "phase: sunrise\nplayers:\n  - buildings: [101]\n    hand: [911, 5]\n  - buildings: [102]\n"
    )
    plans = {a.plan for a in legal_actions(state, 0) if hasattr(a, "plan")}
    assert 911 not in plans and 5 in plans


def test_play_encodes_and_decodes():
    assert decode(encode(Play(2, 911))) == Play(2, 911)
    assert encode(Play(2, 911)) == "2 play c=911"


# ---- records, JSON, whole games ------------------------------------------------------------
@pytest.mark.parametrize("chapter, players", [("t1", 1), ("t2", 3), ("all_in", 4)])
def test_recorded_expansion_games_replay_exactly(chapter, players):
    setup = {"chapter": chapter, "flags": {"way": "right"}, "introduced": ["building:test_mint"]}
    rec = Recorder(cat(), players, 21, RS, setup)
    rng = Rng(21)
    while not rec.state.over:
        acts = legal_actions(rec.state, to_act(rec.state)[0])
        rec.play(acts[rng.below(len(acts))])
    data = json.loads(json.dumps(rec.record.to_dict()))
    assert data["setup"]["chapter"] == chapter
    from omg_desktop.games.ohmygoods.rules.record import GameRecord

    again = replay(GameRecord.from_dict(data), cat())
    assert state_hash(again) == state_hash(rec.state)
    copy = GameState.from_dict(json.loads(json.dumps(rec.state.to_dict())), cat())
    assert copy.to_dict() == rec.state.to_dict()


@pytest.mark.parametrize("seed", range(8))
def test_random_expansion_games_keep_every_invariant(seed):
    chapter = ("t1", "t2", "all_in")[seed % 3]
    players = 1 + seed % 4
    intro = ["building:test_press", "character:912"] if chapter == "t2" else []
    random_play(new_game(cat(), players, seed, RS, {"chapter": chapter, "introduced": intro}), seed)
