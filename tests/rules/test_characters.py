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

from omg_desktop.rules import Chain, IllegalAction, Produce, apply, legal_actions
from omg_desktop.rules import queries as q
from omg_desktop.rules.fastplay_game import Game
from omg_desktop.rules.fastplay_tables import ANY_RES, tables_for
from omg_desktop.rules.scenario import from_data

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


def test_the_fast_playout_supplies_no_any_input_with_a_character():
    """The fast playout's supply (the twin of queries.supply_options): a hand of one
    character supplies none of the Glassmaker's 11 resources."""
    cat = expansion_catalog().for_ruleset(expansion_catalog().ruleset(RS))
    t = tables_for(cat, cat.ruleset("bigbox"))
    game = Game(t, 2, 0, 0)
    seat = game.seats[0]
    seat.hand = [911]
    assert game._supply(seat, [(ANY_RES, 1)], 1) is None
    seat.hand = [911, 44]
    assert game._supply(seat, [(ANY_RES, 1)], 1) == (44,)
