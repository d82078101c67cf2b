"""Classic (2015), revision 3: goods are cards (RULES.md, classic option "goods as
cards"; the rule set's ``goods_are_cards``, ``rules/good_cards.py``).

Seed 001 (the 2015 rules) line 13: "Baraja las cartas restantes y roba 5 cartas en tus
manos. Coloque otras 7 cartas boca abajo y de lado en sus Charburners."; line 17: "Las
cartas boca abajo en los Edificios de producción representan los Bienes producidos por
el Edificio."; line 47: "produce 2 Bienes, toma 2 cartas de la pila de robo y las coloca
boca abajo y de lado en el Edificio"; lines 57-58 and 60 (chains); line 68 (paying).
Games begun under revisions 1 and 2 keep their goods as cubes.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.bots.sampling import determinize
from omg_desktop.games.ohmygoods.rules import (
    Build,
    Chain,
    Discard,
    GameState,
    Hire,
    apply,
    new_game_with_events,
    player_view,
)
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.games.ohmygoods.rules.state import BUILD, CHAIN, PRODUCTION, STARVE, UNKNOWN

from .helpers import catalog, goods, kinds, load_scenario

CAT = catalog()
CHARBURNER = 101  # 2 stone + 1 wood; coal
STONE_A, STONE_B, WOOD = 78, 79, 1  # Market Offices (stone) and a Sawmill (wood)


def good_cards(state: GameState, seat: int, card: int) -> tuple[int, ...]:
    b = state.players[seat].find(card)
    assert b is not None
    return b.good_cards


# ---- set-up ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up_deals_the_hands_then_7_cards_face_down_on_each_charburner(players):
    """001 line 13: the hands first, then 7 more cards on each Charburner. Revision 2
    shuffles the same deck: its hands are the same cards, and the cards it deals next (the
    2 of phase I each) are the first ones revision 3 put under seat 0's Charburner."""
    cubes, cube_events = new_game_with_events(CAT, players, 8, "classic@2")
    cards, _ = new_game_with_events(CAT, players, 8, "classic")
    for p, q in zip(cards.players, cubes.players, strict=True):
        start = p.buildings[0]
        assert start.goods == 7 and len(start.good_cards) == 7
        assert p.hand[:5] == q.hand[:5]
        assert q.buildings[0].good_cards == ()
    dealt = [c for e in cube_events if e.kind == "drew" for c in e.data["cards"]]
    under = [c for p in cards.players for c in p.buildings[0].good_cards]  # seat by seat
    assert set(dealt) == set(under[: 2 * players])
    assert problems(cards) == []


# ---- production ----------------------------------------------------------------------------

#: Seat 0's worker, efficient on its Charburner, finds 2 stone and a wood in the market;
#: a planned Mill keeps the turn at the build step afterwards.
PRODUCE = """
ruleset: classic
phase: production
market: [[78, 79, 1], []]
deck: [40, 41, 42]
players:
  - buildings: [{card: 101, good_cards: [50, 51, 52]}]
    worker: {building: 101, efficient: true}
    planned: 28
  - buildings: [{card: 102, goods: 7}]
"""


def test_producing_takes_the_goods_from_the_draw_pile():
    """001 line 47: "produce 2 Bienes, toma 2 cartas de la pila de robo y las coloca boca
    abajo y de lado en el Edificio"."""
    state, events = load_scenario(PRODUCE)
    assert [e.data["goods"] for e in events if e.kind == "produced"] == [2]
    assert good_cards(state, 0, CHARBURNER) == (50, 51, 52, 40, 41)
    assert goods(state, 0, CHARBURNER) == 5
    assert state.deck[-1] == 42  # the next card of the pile
    assert (state.step, problems(state)) == (BUILD, [])


def everything_placed(data: dict, deck: list[int], discard: list[int] | None) -> dict:
    """``data`` with every deck card not yet placed put in the discard pile (``discard``
    None: in seat 1's hand), so that the draw pile holds ``deck`` alone."""
    placed = set(deck) | set(data.get("market", [[]])[0])
    for p in data["players"]:
        placed |= set(p.get("hand", []))
        placed |= {c for b in p["buildings"] for c in b.get("good_cards", [])}
        placed |= {b["card"] for b in p["buildings"]} | {p.get("planned")}
    rest = [c for c in CAT.deck if c not in placed]
    if discard is None:
        data["players"][1]["hand"] = data["players"][1].get("hand", []) + rest
    else:
        data["discard"] = rest
    return {**data, "deck": deck}


def produce_with_piles(deck: list[int], discard_rest: bool, hands=((), ())) -> dict:
    return everything_placed(
        {
            "ruleset": "classic",
            "phase": "production",
            "market": [[STONE_A, STONE_B, WOOD], []],
            "players": [
                {
                    "buildings": [{"card": CHARBURNER, "good_cards": [50]}],
                    "worker": {"building": CHARBURNER, "efficient": True},
                    "hand": list(hands[0]),
                    "planned": 28,
                },
                {"buildings": [{"card": 102, "good_cards": [51]}], "hand": list(hands[1])},
            ],
        },
        deck,
        [] if discard_rest else None,
    )


def test_a_production_shuffles_the_discard_pile_in_when_the_draw_pile_runs_out():
    """001 line 26: "Cuando la pila de robo se quede sin cartas, baraja la pila de
    descarte para formar una nueva pila de robo" — production draws through the pile."""
    state, events = from_data(produce_with_piles([40], discard_rest=True), CAT)
    assert kinds(events).count("shuffled") == 1
    cards = good_cards(state, 0, CHARBURNER)
    assert cards[:2] == (50, 40) and len(cards) == 3 and goods(state, 0, CHARBURNER) == 3
    assert state.discard == [] and problems(state) == []


def test_with_both_piles_empty_players_discard_half_and_the_goods_come_from_those_cards():
    """001 line 26: "En el caso extremadamente improbable de que tanto el sorteo como la
    pila de descarte no contengan cartas, cada jugador debe descartar la mitad de las
    cartas en su mano (redondeando hacia abajo)." As when dealing: the production waits
    for the discards, then draws the goods still to come from them."""
    state, events = from_data(produce_with_piles([40], False, ((2, 3, 4), ())), CAT)
    assert [e.data["goods"] for e in events if e.kind == "produced"] == [1]
    assert "starving" in kinds(events) and state.phase == STARVE
    assert state.goods_owed == [CHARBURNER, 1] and problems(state) == []
    half = [p.to_discard for p in state.players]
    assert half == [1, len(state.players[1].hand) // 2]
    state, _ = apply(state, Discard(0, 2))
    for c in list(state.players[1].hand[: half[1]]):
        state, events = apply(state, Discard(1, c))
    assert (state.phase, state.goods_owed) == (PRODUCTION, [])
    gained = [e.data for e in events if e.kind == "goods_gained"]
    assert gained == [{"building": CHARBURNER, "goods": 1}]
    assert goods(state, 0, CHARBURNER) == 3 and len(good_cards(state, 0, CHARBURNER)) == 3
    assert problems(state) == []


def test_with_both_piles_empty_and_no_card_to_discard_the_goods_are_not_made():
    """Both piles empty and no hand holds a card to discard: nothing is left anywhere to
    draw, so the goods that find no card are not made (as a deal is given up then)."""
    data = produce_with_piles([40], discard_rest=False)
    rest = data["players"][1].pop("hand")
    data["market"] = [[STONE_A, STONE_B, WOOD], rest]  # every other card in the market
    state, events = from_data(data, CAT)
    assert [e.data["goods"] for e in events if e.kind == "produced"] == [1]
    assert "starving" not in kinds(events) and state.goods_owed == []
    assert good_cards(state, 0, CHARBURNER) == (50, 40) and goods(state, 0, CHARBURNER) == 2
    assert problems(state) == []


# ---- chains ----------------------------------------------------------------------------------


def test_a_chain_puts_the_hand_cards_themselves_under_the_building():
    """001 lines 57-58: "puedes colocar cualquier cantidad de cartas de Grano de tu mano
    boca abajo en el Molino. Estas cartas representan harina adicional"."""
    state, _ = load_scenario(
        """
ruleset: classic
phase: production
step: chain
players:
  - buildings: [{card: 101, good_cards: [50]}, {card: 27, good_cards: [51, 52], produced: 2}]
    hand: [29, 30, 1]
    planned: 28
  - buildings: [{card: 102, goods: 7}]
"""
    )
    discard = list(state.discard)
    state, events = apply(state, Chain(0, 27, 2, (29, 30)))
    assert [e.data["goods"] for e in events if e.kind == "chained"] == [2]
    assert good_cards(state, 0, 27) == (51, 52, 29, 30) and goods(state, 0, 27) == 4
    assert state.discard == discard and state.players[0].hand == [1]
    assert problems(state) == []


def test_goods_a_chain_moves_take_their_cards_with_them():
    """001 line 60: "Mueve las cartas de tus curtidurías (cada carta representa 1 cuero) a
    tu zapatero"; lines 62-63: 2 coal and 2 clay make 4 bricks."""
    state, _ = load_scenario(
        """
ruleset: classic
phase: production
step: chain
players:
  - buildings:
      - {card: 101, good_cards: [50, 51, 52]}
      - {card: 62, good_cards: [53], produced: 1}
    hand: [61, 63, 64]
    planned: 28
  - buildings: [{card: 102, goods: 7}]
"""
    )
    assert state.step == CHAIN
    state, _ = apply(state, Chain(0, 62, 2, (61, 63)))
    assert good_cards(state, 0, CHARBURNER) == (50,) and goods(state, 0, CHARBURNER) == 1
    assert sorted(good_cards(state, 0, 62)) == [51, 52, 53, 61, 63]
    assert goods(state, 0, 62) == 5 and problems(state) == []


# ---- paying -------------------------------------------------------------------------------

BUILD_STEP = """
ruleset: classic
phase: production
step: build
open_assistants: [[5, 0]]
players:
  - buildings: [{card: 101, good_cards: [50, 51, 52, 53, 54, 55, 56]}, 86]
    planned: 28
  - buildings: [{card: 102, goods: 7}]
"""


def test_goods_paid_for_a_building_are_discarded():
    """001 line 68: "Usted paga su costo de construcción descartando Bienes"."""
    state, _ = load_scenario(BUILD_STEP)
    state, _ = apply(state, Build(0, 28, (("coal", 3),)))
    assert good_cards(state, 0, CHARBURNER) == (50, 51, 52, 53)
    assert state.discard[-3:] == [54, 55, 56] and problems(state) == []


def test_goods_paid_for_an_assistant_are_discarded():
    """001 line 72: an assistant is paid in coins, that is goods, discarded as for a
    building."""
    state, _ = load_scenario(BUILD_STEP)
    state, _ = apply(state, Hire(0, 5, (("coal", 6),), CHARBURNER))
    assert good_cards(state, 0, CHARBURNER) == (50,)
    # then the Mill cannot be paid for, and the plan is discarded (classic)
    assert state.discard[-7:] == [51, 52, 53, 54, 55, 56, 28] and problems(state) == []


# ---- what each seat sees ------------------------------------------------------------------


def test_good_cards_lie_face_down_for_every_seat_their_count_shows():
    """001 line 13 ("boca abajo"): the cards under a building are hidden from everyone,
    their owner too; how many there are shows. A determinized world fills them from the
    cards the seat has not seen and is a valid state."""
    state, _ = load_scenario(BUILD_STEP)
    for seat in (0, 1, None):
        view = player_view(state, seat)
        for p, full in zip(view.players, state.players, strict=True):
            for b, fb in zip(p.buildings, full.buildings, strict=True):
                assert b.good_cards == (UNKNOWN,) * len(fb.good_cards) and b.goods == fb.goods
    world = determinize(player_view(state, 0), 0, Rng(3))
    assert UNKNOWN not in world.players[0].buildings[0].good_cards
    assert problems(world) == []


def test_the_invariants_count_good_cards():
    state, _ = load_scenario(BUILD_STEP)
    state.players[0].buildings[0].goods += 1
    assert problems(state, check_actions=False) == [
        "seat 0: building 101 has 8 goods but 7 good cards"
    ]


# ---- files and earlier revisions -----------------------------------------------------------


def test_good_cards_survive_a_save_and_cube_games_write_none():
    state, _ = load_scenario(BUILD_STEP)
    data = state.to_dict()
    assert data["players"][0]["buildings"][0]["good_cards"] == [50, 51, 52, 53, 54, 55, 56]
    assert GameState.from_dict(data, CAT) == state
    cubes, _ = new_game_with_events(CAT, 2, 4, "classic@2")
    assert all("good_cards" not in b for p in cubes.to_dict()["players"] for b in p["buildings"])


@pytest.mark.parametrize("ruleset", ["classic@2", "classic@1", "bigbox"])
def test_earlier_classic_revisions_and_big_box_keep_goods_as_cubes(ruleset):
    """Games begun under classic revisions 1 and 2 go on as they began: goods are cubes,
    produced from the reserve, and a chain's hand cards are discarded."""
    state, events = load_scenario(PRODUCE.replace("classic", ruleset).replace(
        "good_cards: [50, 51, 52]", "goods: 3"))  # fmt: skip
    assert not state.ruleset.goods_are_cards
    assert goods(state, 0, CHARBURNER) == 5 and good_cards(state, 0, CHARBURNER) == ()
    assert state.deck[-3:] == [42, 41, 40]  # nothing drawn
    with pytest.raises(Exception, match="goods are cubes"):
        load_scenario(PRODUCE.replace("classic", ruleset))
