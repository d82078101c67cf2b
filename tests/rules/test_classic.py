"""The classic (2015) rule options (RULES.md: "Classic option (001)" notes).

- phase I: no full-hand exchange, just draw 2;
- an unbuilt planned card is discarded;
- at most 2 assistants per player; the 2015 text lets a player hire after building;
- in the last round chains run only on buildings that produced (001 line 54; rule set
  revision 2 — games begun under revision 1 keep its Big Box last-round chains).
"""

from __future__ import annotations

import pytest

from omg_desktop.rules import (
    Build,
    Chain,
    Done,
    Exchange,
    GameState,
    Hire,
    IllegalAction,
    MoveAssistant,
    apply,
    legal_actions,
    new_game_with_events,
)
from omg_desktop.rules.invariants import problems
from omg_desktop.rules.queries import hire_status
from omg_desktop.rules.record import Recorder
from omg_desktop.rules.state import BUILD, SUNRISE

from .helpers import catalog, kinds, load_scenario


def test_classic_phase_I_has_no_exchange_every_player_just_draws_2():
    """I, classic option: "no full-hand exchange; just draw 2"."""
    state, events = load_scenario(
        """
ruleset: classic
phase: exchange
deck: [10, 11, 12, 13]
players:
  - buildings: [101]
    hand: [1, 2, 3]
  - buildings: [102]
    hand: [4, 5]
"""
    )
    assert {"phase": "exchange"} not in [e.data for e in events if e.kind == "phase"]
    assert "kept" not in kinds(events) and "exchanged" not in kinds(events)
    assert state.players[0].hand == [1, 2, 3, 10, 11]
    assert state.players[1].hand == [4, 5, 12, 13]
    assert state.phase == SUNRISE


def test_a_classic_game_starts_by_dealing_2_more_cards():
    """Setup then phase I (classic): 5 cards, then 2 more, with no decision in between."""
    state, _ = new_game_with_events(catalog(), players=3, seed=1, ruleset="classic")
    assert state.phase == SUNRISE
    assert [len(p.hand) for p in state.players] == [7, 7, 7]
    assert problems(state) == []


def test_classic_refuses_an_exchange():
    """I, classic option: there is no exchange to make."""
    state, _ = new_game_with_events(catalog(), players=2, seed=1, ruleset="classic")
    assert not any(isinstance(a, Exchange) for a in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="exchanging the hand is not possible"):
        apply(state, Exchange(0, True))


CLASSIC_BUILD = """
ruleset: classic
phase: production
step: build
open_assistants: [[1, 0], [2, 0]]
players:
  - buildings: [{card: 101, goods: 7}, {card: 6, goods: 2}, 61, 27]
    planned: 30                # a Mill, cost 3
    assistants: ASSISTANTS
  - buildings: [{card: 102, goods: 7}]
    hand: [2]
"""


def classic_build(assistants="[]"):
    return load_scenario(CLASSIC_BUILD.replace("ASSISTANTS", assistants))


def test_classic_discards_an_unbuilt_planned_card():
    """IV.3, classic option: "If the player can't or won't, … it is discarded"."""
    state, _ = classic_build()
    state, events = apply(state, Done(0))
    (ev,) = [e for e in events if e.kind == "plan_returned"]
    assert ev.data == {"card": 30, "to": "discard", "public": True}
    assert 30 in state.discard
    assert 30 not in state.players[0].hand


def test_classic_allows_hiring_after_building():
    """Classic (2015): "after or instead of building a player may hire" (data/rulesets.yaml)."""
    state, _ = classic_build()
    state, events = apply(state, Build(0, 30, (("coal", 3),)))
    assert (state.turn, state.step) == (0, BUILD)
    assert any(isinstance(a, Hire) for a in legal_actions(state, 0))
    state, events = apply(state, Hire(0, 1, (("coal", 4),), 27))
    assert "hired" in kinds(events)
    assert state.turn == 1  # one build and one hire, then the turn is over


def test_classic_allows_at_most_2_assistants():
    """IV.3, classic option: "at most 2 assistants per player"."""
    state, _ = classic_build("[{id: 3, building: 61}, {id: 4, building: 6}]")
    assert {why for _, _, why in hire_status(state, 0)} == {"you already have 2 assistants"}
    assert not any(isinstance(a, Hire) for a in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="you already have 2 assistants"):
        apply(state, Hire(0, 1, (("coal", 4),), 27))


def test_classic_allows_a_second_assistant():
    """With one assistant a second may still be hired."""
    state, _ = classic_build("[{id: 3, building: 61}]")
    assert (1, 0, None) in hire_status(state, 0)


def test_classic_keeps_the_paid_assistant_moves():
    """II: the paid move is "Base game only" — the classic rules are base game."""
    state, _ = load_scenario(
        """
ruleset: classic
phase: sunrise
players:
  - buildings: [{card: 101, goods: 7}, 61, 27]
    assistants: [{id: 1, building: 61}]
  - buildings: [{card: 102, goods: 7}]
"""
    )
    assert MoveAssistant(0, 1, 27, (("coal", 2),)) in legal_actions(state, 0)


CLASSIC_FINAL_ROUND = """
ruleset: classic
phase: production
round: 4
trigger_round: 3
final_round: 4
players:
  - buildings: [{card: 101, goods: 7}, 62, 27]
    hand: [61, 29, 30]        # a clay card and two grain cards
    planned: 28               # a Mill (cost 3; chain: grain)
  - buildings: [{card: 102, goods: 7}]
"""


def test_classic_final_round_chains_only_where_a_building_produced():
    """001 line 54: "Si un Edificio produjo al menos 1 Bien, puede usar inmediatamente la
    Cadena de Producción" — with no exception for the last round (the Big Box text adds
    one: 000 line 130). Nothing produced, so no chain runs, before building or after:
    the planned Mill is built and the turn ends."""
    state, events = load_scenario(CLASSIC_FINAL_ROUND)
    assert "produced" not in kinds(events)
    assert state.is_final_round and (state.turn, state.step) == (0, BUILD)
    assert not any(isinstance(a, Chain) for a in legal_actions(state, 0))
    state, _ = apply(state, Build(0, 28, (("coal", 3),)))
    assert state.turn == 1  # no last chain step after building


def test_a_classic_game_begun_under_revision_1_goes_on_with_its_last_round_chains():
    """Games keep the rules they began with: a classic game saved before revision 2 (its
    files name the rule set "classic", without a revision) still lets every building
    chain in its last round, as revision 1 did; a new game plays revision 2."""
    state, _ = load_scenario(CLASSIC_FINAL_ROUND)
    assert state.ruleset.key == "classic@2" and state.to_dict()["ruleset"] == "classic@2"
    old = state.to_dict()
    old["ruleset"] = "classic"
    earlier = GameState.from_dict(old, catalog())
    assert earlier.ruleset.revision == 1 and earlier.ruleset.final_round_chains_everywhere
    assert GameState.from_dict(state.to_dict(), catalog()).ruleset.revision == 2
    new, _ = new_game_with_events(catalog(), players=2, seed=3, ruleset="classic")
    assert new.ruleset.revision == 2 and not new.ruleset.final_round_chains_everywhere
    with pytest.raises(KeyError, match="no revision '9'"):
        catalog().ruleset("classic@9")


def test_records_name_the_revision_they_were_played_under():
    """A record written now says ``classic@2`` and replays; one that says ``classic``
    (every record written before revisions) replays under revision 1."""
    rec = Recorder(catalog(), 2, 5, "classic")
    assert rec.record.ruleset == "classic@2"
    assert rec.record.new_game(catalog())[0].ruleset.revision == 2
    rec.record.ruleset = "classic"
    assert rec.record.new_game(catalog())[0].ruleset.revision == 1
