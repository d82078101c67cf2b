"""The classic (2015) rule options (RULES.md: "Classic option (001)" notes).

- phase I: no full-hand exchange, just draw 2;
- an unbuilt planned card is discarded;
- at most 2 assistants per player; the 2015 text lets a player hire after building or
  instead of it, never before (001 line 71; revision 4 — games begun under revision 3 or
  earlier let a build follow a hire);
- in the last round chains run only on buildings that produced (001 line 54; rule set
  revision 2 — games begun under revision 1 keep its Big Box last-round chains);
- no production building is kept free of assistants (001 lines 73-76; revision 3 —
  games begun under revisions 1 and 2 keep the Big Box rule): an assistant may take the
  last free one, and the worker then stays home in phase II.
"""

from __future__ import annotations

import pytest
import yaml

from omg_desktop.games.ohmygoods.rules import (
    Build,
    Chain,
    Done,
    Exchange,
    GameState,
    Hire,
    IllegalAction,
    MoveAssistant,
    Sunrise,
    apply,
    legal_actions,
    new_game_with_events,
)
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.queries import hire_status
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.games.ohmygoods.rules.state import BUILD, PRODUCTION, SUNRISE

from .helpers import catalog, expansion_catalog, kinds, load_scenario


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


def test_classic_refuses_a_build_after_a_hire():
    """001 line 71: "Después o en lugar de la construcción, puede contratar como máximo 1
    Asistente por ronda." A hire comes after the building or instead of it, never before:
    once seat 0 has hired, its planned Mill may not be built (revision 4)."""
    state, _ = classic_build()
    assert state.ruleset.revision == 4
    state.players[0].hired = True  # seat 0 hired first, its plan still waits
    assert not any(isinstance(a, Build) for a in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="hire after building or instead of it"):
        apply(state, Build(0, 30, (("coal", 3),)))


def test_in_classic_a_hire_ends_the_build_step():
    """001 lines 67 and 71: with the hire made the building is over; the planned card
    not built is discarded and the turn passes."""
    state, _ = classic_build()
    state, events = apply(state, Hire(0, 1, (("coal", 4),), 27))
    assert kinds(events)[:2] == ["hired", "plan_returned"]
    assert 30 in state.discard and state.turn == 1


@pytest.mark.parametrize("ruleset", ["classic@3", "longsdale"])
def test_earlier_classic_revisions_and_the_expansion_let_a_build_follow_a_hire(ruleset):
    """Games begun under classic revision 3 go on as they began (a build could follow a
    hire); the expansion lets a player build and hire in either order (000 line 80: "você
    pode tanto construir quanto contratar exatamente 1 assistente")."""
    text = CLASSIC_BUILD.replace("ASSISTANTS", "[]").replace("classic", ruleset)
    cat = expansion_catalog() if ruleset == "longsdale" else catalog()
    state = from_data(yaml.safe_load(text), cat)[0]
    state.players[0].hired = True
    assert any(isinstance(a, Build) for a in legal_actions(state, 0))
    state, events = apply(state, Build(0, 30, (("coal", 3),)))
    assert "built" in kinds(events)


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


@pytest.mark.parametrize(("ruleset", "says_free"), [("classic", False), ("classic@2", True)])
def test_a_refused_assistant_move_names_only_the_rules_in_force(ruleset, says_free):
    """001 lines 73-76 keep no building free; 000 line 116 (and classic revisions 1-2) do.
    A move onto a building that has an assistant is refused, and the reason mentions the
    free building only where that rule is part of the game."""
    state, _ = load_scenario(
        f"""
ruleset: {ruleset}
phase: sunrise
players:
  - buildings: [{{card: 101, goods: 7}}, 61, 27]
    assistants: [{{id: 1, building: 61}}, {{id: 2, building: 27}}]
  - buildings: [{{card: 102, goods: 7}}]
"""
    )
    with pytest.raises(IllegalAction, match="without an assistant") as refused:
        apply(state, MoveAssistant(0, 1, 27, (("coal", 2),)))
    assert ("must stay free" in str(refused.value)) is says_free


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
    chain in its last round, as revision 1 did; a new game plays the current revision."""
    state, _ = load_scenario(CLASSIC_FINAL_ROUND)
    assert state.ruleset.key == "classic@4" and state.to_dict()["ruleset"] == "classic@4"
    old = state.to_dict()
    old["ruleset"] = "classic"
    earlier = GameState.from_dict(old, catalog())
    assert earlier.ruleset.revision == 1 and earlier.ruleset.final_round_chains_everywhere
    assert GameState.from_dict(state.to_dict(), catalog()).ruleset.revision == 4
    new, _ = new_game_with_events(catalog(), players=2, seed=3, ruleset="classic")
    assert new.ruleset.revision == 4 and not new.ruleset.final_round_chains_everywhere
    with pytest.raises(KeyError, match="no revision '9'"):
        catalog().ruleset("classic@9")


def test_records_name_the_revision_they_were_played_under():
    """A record written now says ``classic@4`` and replays; one that says ``classic``
    (every record written before revisions) replays under revision 1."""
    rec = Recorder(catalog(), 2, 5, "classic")
    assert rec.record.ruleset == "classic@4"
    assert rec.record.new_game(catalog())[0].ruleset.revision == 4
    rec.record.ruleset = "classic"
    assert rec.record.new_game(catalog())[0].ruleset.revision == 1


# ---- no production building kept free of assistants (revision 3) -------------------------

#: Seat 0 owns its Charburner and a Market Office (gray, not a production building):
#: one production building, free. Assistant 5 (6 coins, needs a gray building) is open;
#: a Mill is planned (so the build step waits for seat 0 in every rule set).
LAST_FREE = """
ruleset: RULESET
phase: production
step: build
open_assistants: [[5, 0]]
players:
  - buildings: [{card: 101, goods: 7}, 86]
    planned: 28
  - buildings: [{card: 102, goods: 7}]
"""
COAL6 = (("coal", 6),)


def test_classic_lets_an_assistant_take_the_last_free_production_building():
    """001 lines 73-76: "Coloque inmediatamente el Asistente en uno de sus edificios." —
    "Si ya tiene 2 Asistentes, no puede contratar más." — "Solo puede haber una persona
    (trabajador o asistente) en cada edificio." Nothing keeps a building free for the
    worker (the Big Box rule, 000 line 116): the Charburner, the only production
    building, may take the assistant."""
    state, _ = load_scenario(LAST_FREE.replace("RULESET", "classic"))
    assert not state.ruleset.keep_building_free
    assert hire_status(state, 0) == [(5, 0, None)]
    assert {a.building for a in legal_actions(state, 0) if isinstance(a, Hire)} == {101}
    state, events = apply(state, Hire(0, 5, COAL6, 101))
    assert [e.data["building"] for e in events if e.kind == "hired"] == [101]
    assert problems(state) == []


def test_classic_still_puts_one_person_at_a_building():
    """001 line 76: one person per building — an assistant's building takes no other."""
    one = LAST_FREE.replace("RULESET", "classic").replace("goods: 7}, 86]", "goods: 7}, 86, 30]")
    one = one.replace("planned: 28", "planned: 28\n    assistants: [{id: 2, building: 30}]")
    state, _ = load_scenario(one)  # a Mill with assistant 2, the Charburner free
    assert {a.building for a in legal_actions(state, 0) if isinstance(a, Hire)} == {101}
    with pytest.raises(IllegalAction, match="without an assistant$"):
        apply(state, Hire(0, 5, COAL6, 30))


@pytest.mark.parametrize("ruleset", ["classic@2", "classic@1", "bigbox"])
def test_earlier_classic_revisions_and_big_box_keep_a_building_free(ruleset):
    """000 line 116: "A todo momento, você deve ter pelo menos um edifício de produção sem
    assistente para que haja um edifício disponível para o trabalhador na fase II." Games
    begun under classic revisions 1 and 2 go on with that rule, as Big Box does."""
    state, _ = load_scenario(LAST_FREE.replace("RULESET", ruleset))
    assert state.ruleset.keep_building_free
    reason = "no production building could take it and leave one free"
    assert hire_status(state, 0) == [(5, 0, reason)]
    assert not any(isinstance(a, Hire) for a in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match=reason):
        apply(state, Hire(0, 5, COAL6, 101))


#: Phase II: assistant 5 works seat 0's only production building (the Charburner).
#: The sunset row will show 2 stone and 1 wood (what the Charburner needs), with the
#: half suns of the Sawmills 2 and 3.
WORKER_HOME = """
ruleset: classic
phase: sunrise
market: [[2, 3], []]
deck: [78, 79, 7, 8]
players:
  - buildings: [{card: 101, goods: 7}, 86]
    assistants: [{id: 5, building: 101}]
    hand: [30, 61]
  - buildings: [{card: 102, goods: 7}]
    hand: [28]
"""


def test_with_every_building_taken_the_worker_stays_home_and_a_card_is_still_planned():
    """001 lines 31-32 and 39: each player places the worker "debajo de uno de sus
    edificios de producción" and may plan a card ("Edificio: puedes colocar una carta de
    tu mano boca abajo"). With an assistant at every production building (line 76: one
    person per building) the worker has nowhere to work: it stays home this round, and
    the player still plans (or not)."""
    state, _ = load_scenario(WORKER_HOME)
    assert set(legal_actions(state, 0)) == {Sunrise(0, None, True, plan) for plan in (None, 30, 61)}
    with pytest.raises(IllegalAction, match="an assistant works at that building"):
        apply(state, Sunrise(0, 101, True, None))
    with pytest.raises(IllegalAction, match="works neither way"):
        apply(state, Sunrise(0, None, False, None))
    state, _ = apply(state, Sunrise(0, None, True, 30))
    state, events = apply(state, Sunrise(1, 102, True, None))
    placed = {e.seat: e.data for e in events if e.kind == "worker_placed"}
    assert placed[0] == {"building": None, "efficient": True}
    assert (state.phase, state.turn) == (PRODUCTION, 0)
    p = state.players[0]
    assert p.worker is None and p.planned == 30
    # the assistant produces at the Charburner (2 stone, 1 wood in the market): 1 coal
    produced = [e.data for e in events if e.kind == "produced" and e.seat == 0]
    assert produced == [{"building": 101, "goods": 1, "cards": [], "person": "assistant"}]


def test_the_worker_must_work_where_a_building_is_free():
    """001 line 32: "tome su tarjeta de trabajador y colóquela debajo de uno de sus
    edificios de producción": with a building free, staying home is refused."""
    state, _ = load_scenario(WORKER_HOME.replace("goods: 7}, 86]", "goods: 7}, 86, 27]"))
    assert all(a.building is not None for a in legal_actions(state, 0) if isinstance(a, Sunrise))
    with pytest.raises(IllegalAction, match="the worker must work"):
        apply(state, Sunrise(0, None, True, None))
