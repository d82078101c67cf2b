"""The turn on hand-built tables of the first game's board (README §4-5): the mandatory
build next to one's own settlements where possible, location tiles taken, kept, lost
and used, a card with no hex left, and the last round."""

from __future__ import annotations

import dataclasses

from omg_desktop.games.kingdom_builder.rules import apply_in_place, legal_actions, player_view
from omg_desktop.games.kingdom_builder.rules.board import Section
from omg_desktop.games.kingdom_builder.rules.engine import start_turn
from omg_desktop.games.kingdom_builder.rules.places import hexes_of, lift, put
from omg_desktop.games.kingdom_builder.rules.state import HIDDEN, Tile

from .conftest import table


def builds(state) -> list[str]:
    return [a for a in legal_actions(state, state.current) if a.startswith("build")]


def test_the_mandatory_build_goes_next_to_ones_own_settlements(cat):
    """[seed] each new settlement next to one already on the board if possible, checked
    again for each of the 3 (the ones just placed count) [std: BGA]."""
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    assert builds(state) == ["build 7.6", "build 7.8", "build 8.7", "build 8.8"]
    apply_in_place(state, "build 8.8")
    assert {"build 8.9", "build 9.7", "build 9.8"} <= set(builds(state))
    assert "end" not in legal_actions(state, 0)


def test_with_no_own_settlement_next_to_the_terrain_any_empty_hex_of_it(cat):
    state = table(cat, cards={0: "G"}, settled={(0, 0): 0, (7, 7): 1})
    assert len(builds(state)) == 61 - 1
    assert "build 7.7" not in builds(state)


def test_three_settlements_then_end_draws_a_new_card(cat):
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    for _ in range(3):
        apply_in_place(state, builds(state)[0])
    assert legal_actions(state, 0) == ["end"]
    assert state.seats[0].supply == 36
    events = apply_in_place(state, "end")
    assert [e.kind for e in events][:3] == ["ended", "drew", "revealed"]
    assert state.discard == ["G"] and state.seats[0].card and state.current == 1


def test_fewer_empty_hexes_than_three_builds_as_many_as_there_are(cat):
    """README §8.1, decided: build on as many as exist, then the turn may end."""
    deserts = hexes_of(table(cat), "D")
    settled = {h: 1 + n % 2 for n, h in enumerate(deserts[2:])}
    state = table(cat, players=3, cards={0: "D"}, settled=settled)
    assert builds(state) == [f"build {r}.{c}" for r, c in deserts[:2]]
    apply_in_place(state, builds(state)[0])
    apply_in_place(state, builds(state)[0])
    assert legal_actions(state, 0) == ["end"]


def test_a_card_with_no_empty_hex_left_leaves_the_game_and_another_is_drawn(cat):
    """[seed] that card is removed from the game and the player draws until one can be used."""
    deserts = hexes_of(table(cat), "D")
    state = table(cat, cards={0: "G"}, settled={h: n % 2 for n, h in enumerate(deserts)})
    state.deck.remove("D")
    state.deck.insert(0, state.seats[0].card)
    state.seats[0].card = "D"
    state.deck.insert(0, "D")
    events: list = []
    start_turn(state, events)
    assert state.removed == ["D", "D"] and state.seats[0].card == "G"
    assert [e.kind for e in events] == ["revealed", "removed", "drew"] * 2 + ["revealed"]


def test_building_next_to_a_location_takes_one_of_its_tiles_once(cat):
    """[seed] take a tile if any is left; at most one from the same location hex."""
    state = table(cat, cards={0: "G"}, settled={(8, 7): 0})
    events = apply_in_place(state, "build 7.6")
    assert ("took", {"tile": "tavern", "at": [6, 7]}) in [(e.kind, e.data) for e in events]
    apply_in_place(state, "build 7.7")
    assert [(t.kind, t.at) for t in state.seats[0].tiles] == [("tavern", (6, 7))]
    assert state.tiles_left[(6, 7)] == 1


def test_no_tile_when_none_is_left(cat):
    state = table(cat, cards={0: "G"}, settled={(8, 7): 0})
    state.tiles_left[(6, 7)] = 0
    apply_in_place(state, "build 7.6")
    assert state.seats[0].tiles == []


def test_a_settlement_next_to_two_locations_takes_a_tile_of_each(cat):
    """README §8.2, decided: one from each (no base layout has such a hex; a made-up
    section shows the rule)."""
    rows = ["G" * 10] * 4 + ["GGGGLGLGGG"] + ["G" * 10] * 5
    made = Section("made", tuple(rows), "farm", (), ((4, 4), (4, 6)))
    other = dataclasses.replace(cat, sections={**cat.sections, "tavern": made})
    state = table(cat)
    state.cat = other
    state.tiles_left = {h: 2 for h in state.board.locations}
    events: list = []
    put(state, 0, (4, 5), events)
    assert [e.data["at"] for e in events if e.kind == "took"] == [[4, 4], [4, 6]]


def test_a_tile_is_lost_when_the_last_settlement_next_to_it_leaves(cat):
    """[seed] a tile is kept while a settlement of the player's stays next to it."""
    state = table(cat, settled={(7, 6): 0, (7, 7): 0})
    state.seats[0].tiles = [Tile("tavern", (6, 7), fresh=False)]
    events: list = []
    lift(state, 0, (7, 6), events)
    assert state.seats[0].tiles and not events
    lift(state, 0, (7, 7), events)
    assert state.seats[0].tiles == [] and [e.kind for e in events] == ["lost"]


def test_a_tile_is_used_once_a_turn_before_or_after_the_mandatory_build(cat):
    """[seed] from the next turn on, once per turn, not in the middle of the build."""
    state = table(cat, cards={0: "G"}, settled={(10, 17): 0})
    state.seats[0].tiles = [Tile("farm", (11, 17), fresh=False)]
    farm = [a for a in legal_actions(state, 0) if a.startswith("use farm")]
    assert farm and all(a.split()[2] in [b.split()[1] for b in builds(state)] for a in farm)
    apply_in_place(state, builds(state)[0])
    assert not [a for a in legal_actions(state, 0) if a.startswith("use")]
    apply_in_place(state, builds(state)[0])
    apply_in_place(state, builds(state)[0])
    use = next(a for a in legal_actions(state, 0) if a.startswith("use farm"))
    apply_in_place(state, use)
    assert state.seats[0].supply == 40 - 1 - 4
    assert legal_actions(state, 0) == ["end"]
    apply_in_place(state, "end")
    assert state.seats[0].tiles[0].used is False


def test_a_tile_taken_this_turn_waits_for_the_next(cat):
    state = table(cat, cards={0: "G"}, settled={(8, 7): 0})
    apply_in_place(state, "build 7.6")
    for _ in range(2):
        apply_in_place(state, builds(state)[0])
    assert legal_actions(state, 0) == ["end"]
    assert state.seats[0].tiles[0].fresh
    apply_in_place(state, "end")
    assert not state.seats[0].tiles[0].fresh


def test_the_oracle_builds_on_the_terrain_of_the_card_played(cat):
    state = table(cat, cards={0: "C"}, settled={(0, 0): 0})
    state.seats[0].tiles = [Tile("oracle", (3, 7), fresh=False)]
    oracle = [a.split()[2] for a in legal_actions(state, 0) if a.startswith("use oracle")]
    assert oracle == [b.split()[1] for b in builds(state)]
    assert all(state.board.cells[tuple(map(int, h.split(".")))] == "C" for h in oracle)


def test_the_last_settlement_finishes_the_round(cat):
    """[seed] when a player places their last settlement the round is finished: the
    player before the first plays last."""
    state = table(cat, players=3, cards={1: "G"}, settled={(7, 7): 1})
    state.current = 1
    state.seats[1].supply = 2
    start_turn(state, [])
    apply_in_place(state, builds(state)[0])
    events = apply_in_place(state, builds(state)[0])
    assert state.ending and "last" in [e.kind for e in events]
    assert legal_actions(state, 1) == ["end"]  # nothing left to build
    apply_in_place(state, "end")
    assert state.current == 2 and not state.over
    while not state.over:
        apply_in_place(state, legal_actions(state, 2)[0])
    assert state.current == 2 and legal_actions(state, 0) == []


def test_a_seat_sees_its_own_card_and_the_one_played_not_the_others(cat):
    state = table(cat, players=3)
    view = player_view(state, 1)
    assert view.seats[0].card == state.seats[0].card  # shown at the start of the turn
    assert view.seats[1].card == state.seats[1].card  # its own
    assert view.seats[2].card == HIDDEN
    assert set(view.deck) == {HIDDEN} and len(view.deck) == len(state.deck)
    assert view.seed == 0 and player_view(state, None).seats[1].card == HIDDEN
