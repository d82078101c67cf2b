"""Character cards outside their own play (RULES.md "Expansion": characters), on the small
test expansion in ``expansion_data/`` (characters 911-914 show no resource).

- A character is no resource: it never supplies a missing input, not even one of the
  Glassmaker's "any" resources, and never feeds a chain. Seed 000: "você pode
  complementar recursos faltantes descartando-os da sua mão" (missing *resources* are
  supplied by discarding them from hand); a character card has none.
- A character turned up in phase II or III is discarded at once without effect (seed 002:
  「フェイズ２または３で「人物カード」を引いた場合、そのカードは効果を適用することなく即座に
  捨札となる。」). When the draw and discard piles hold nothing but characters, the reveal
  ends by the empty-piles rule (seed 001: "En el caso extremadamente improbable de que tanto
  el sorteo como la pila de descarte no contengan cartas, cada jugador debe descartar la
  mitad de las cartas en su mano"; RULES.md I.) instead of reshuffling them for ever.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import (
    Chain,
    Discard,
    IllegalAction,
    Produce,
    apply,
    legal_actions,
    to_act,
)
from omg_desktop.games.ohmygoods.rules import queries as q
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.games.ohmygoods.rules.state import PRODUCTION, STARVE, SUNRISE

from .helpers import expansion_catalog, kinds

RS = "longsdale"
CHARACTERS = [911, 912, 913, 914]


def scenario(data: dict):
    return from_data(data | {"ruleset": RS}, expansion_catalog())


def produce_position(building: int, market, hand):
    return scenario(
        {
            "phase": "production",
            "market": market,
            "players": [
                {
                    "buildings": [{"card": 101, "goods": 7}]
                    + ([building] if building != 101 else []),
                    "worker": {"building": building, "efficient": True},
                    "hand": list(hand),
                },
                {"buildings": [{"card": 102, "goods": 7}]},
            ],
        }
    )


TEN = [[1, 2, 4, 5, 6], [9, 10, 12, 14, 16]]  # ten market cards (Glassmaker 22 needs 11)


# ---- a character is no resource ------------------------------------------------------------
def test_the_data_gives_characters_no_resource():
    cards = expansion_catalog().for_ruleset(expansion_catalog().ruleset(RS)).cards
    assert all(cards[c].resource is None for c in CHARACTERS)


def test_a_character_is_not_the_glassmakers_eleventh_resource():
    """000: missing *resources* are supplied from hand; 10 resources showing and a character
    in hand leave the Glassmaker one short, so it makes nothing."""
    state, events = produce_position(22, TEN, [911])
    assert q.supply_options(state, 0, 22) == []
    assert q.check_supply(state, 0, 22, (911,)) is not None
    assert "produced" not in kinds(events)  # nothing to decide: the Glassmaker makes nothing
    assert state.players[0].find(22).goods == 0
    assert 911 in state.players[0].hand


def test_beside_a_character_a_building_card_is_the_eleventh_resource():
    """The same position with a building card in hand as well: only that card supplies."""
    state, _ = produce_position(22, TEN, [911, 44])
    assert q.supply_options(state, 0, 22) == [(44,)]
    assert Produce(0, 22, (911,)) not in legal_actions(state, 0)
    with pytest.raises(IllegalAction, match=r"\(no resource\) supplies nothing"):
        apply(state, Produce(0, 22, (911,)))
    state, events = apply(state, Produce(0, 22, (44,)))
    (ev,) = [e for e in events if e.kind == "produced"]
    assert ev.data["goods"] == 2 and ev.data["cards"] == [44]
    assert 911 in state.players[0].hand


def test_a_character_supplies_no_named_input():
    """Charburner (2 stone + 1 wood) with one stone and the wood showing: a character does
    not stand in for the missing stone."""
    state, _ = produce_position(101, [[78], [1]], [912, 80])
    assert q.supply_options(state, 0, 101) == [(80,)]
    assert q.check_supply(state, 0, 101, (912,)) is not None
    with pytest.raises(IllegalAction, match=r"\(no resource\) supplies nothing"):
        apply(state, Produce(0, 101, (912,)))


def test_a_character_feeds_no_chain():
    """IV.2: a chain takes "the shown resource card(s) from hand"; the Charburner's chain
    wants wood, and a character is no wood (nor any resource)."""
    state, events = produce_position(101, [[78, 79], [1]], [913, 914, 2])
    assert "produced" in kinds(events) and q.may_chain(state, 0, 101)
    assert q.chain_max(state, 0, 101) == 1  # the wood card 2 only
    assert q.chain_cards(state, 0, 101, 1) == (2,)
    chains = [a for a in legal_actions(state, 0) if isinstance(a, Chain)]
    assert chains == [Chain(0, 101, 1, (2,))]
    with pytest.raises(IllegalAction, match="shows no resource, so it feeds no chain"):
        apply(state, Chain(0, 101, 1, (913,)))


# ---- a reveal over piles of characters -----------------------------------------------------
PLAN = 30  # seat 1's planned card: in phase IV its build step waits for a decision


def only_characters(phase: str, hands, deck=(911, 912), discard=(913, 914)):
    """Both piles hold only characters: every base card is built by seat 0, in a hand or
    (phase III) planned by seat 1."""
    cat = expansion_catalog()
    seat1 = {"buildings": [{"card": 102, "goods": 7}], "hand": list(hands[1])}
    if phase == "sunset_reveal":
        seat1["planned"] = PLAN
    used = {c for h in hands for c in h} | set(deck) | set(discard) | {seat1.get("planned")}
    rest = [c for c in cat.deck if c not in used]
    return scenario(
        {
            "phase": phase,
            "deck": list(deck),
            "discard": list(discard),
            "players": [{"buildings": [101, *rest], "hand": list(hands[0])}, seat1],
        }
    )


@pytest.mark.timeout(20)
@pytest.mark.parametrize("phase,row", [("sunrise_reveal", 0), ("sunset_reveal", 1)])
def test_a_reveal_over_piles_of_characters_ends(phase, row):
    """002: each character turned up is discarded at once; then no card that could go into
    the market is left in either pile, so the piles count as empty (no endless reshuffle).
    Nobody holds 2 cards, so nobody discards and the row stays short."""
    state, events = only_characters(phase, [[1], []])
    discarded = [e.data["card"] for e in events if e.kind == "character_discarded"]
    assert discarded == [911, 912]  # each turned up once, top card first
    assert "revealed" not in kinds(events)
    assert "starving" not in kinds(events)
    assert state.market[row] == []
    assert state.deck == [] and sorted(state.discard) == CHARACTERS
    assert state.phase == (SUNRISE if row == 0 else PRODUCTION)
    assert problems(state) == []


@pytest.mark.timeout(20)
def test_piles_of_characters_make_every_player_discard_half_their_hand():
    """I.: "If both are empty, every player discards half their hand (rounded down)" — here
    the piles hold only characters; the discarded building cards then reach the market."""
    state, events = only_characters("sunrise_reveal", [[1, 4, 5, 6], [9, 10]])
    assert [e.data for e in events if e.kind == "starving"] == [{"counts": [2, 1]}]
    assert state.phase == STARVE and to_act(state) == (0, 1)
    gone = []
    while state.phase == STARVE:
        seat = to_act(state)[0]
        gone.append(state.players[seat].hand[0])
        state, more = apply(state, Discard(seat, gone[-1]))
        events += more
    # the second time only seat 0 holds 2 cards; then nobody can discard and the row
    # stays short
    assert [e.data for e in events if e.kind == "starving"] == [
        {"counts": [2, 1]},
        {"counts": [1, 0]},
    ]
    assert state.phase == SUNRISE
    assert [len(p.hand) for p in state.players] == [1, 1]
    assert sorted(state.market[0]) == sorted(gone)  # no half suns: all are turned up
    assert all(c in state.discard for c in CHARACTERS)
    assert problems(state) == []


@pytest.mark.timeout(20)
def test_a_character_in_a_mixed_pile_is_passed_over():
    """Characters among building cards: the reveal discards them and goes on."""
    state, events = only_characters("sunrise_reveal", [[], []], deck=(911, 2, 912, 3))
    assert [(e.kind, e.data["card"]) for e in events if "card" in e.data][:4] == [
        ("character_discarded", 911),
        ("revealed", 2),
        ("character_discarded", 912),
        ("revealed", 3),
    ]
    assert state.market[0] == [2, 3] and state.phase == SUNRISE
