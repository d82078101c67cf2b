"""Kingdom Builder's table to a screen reader: every placement kind of the face's
contract has a name (hexes with their terrain, row and column and what stands there;
location hexes with their tiles left; tiles with their state; the cards with their
rule); a terrain card held unseen is never named."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from omg_desktop.games.kingdom_builder.face.speech import Speech
from omg_desktop.ui.table.layout import Placement
from tests.games.plurals import english_plurals

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)


def _item(key, kind, data, zone="", seat=None):
    return SimpleNamespace(placement=Placement(key, kind, 0, 0, data=data, zone=zone, seat=seat))


def _scene(*items):
    return SimpleNamespace(items_by_key={it.placement.key: it for it in items})


ANA = _item(("label", "player", 0), "label", {"text": ("player", "Ana", 0, 37, "")})
BRUNO = _item(("label", "player", 1), "label", {"text": ("player", "Bruno", 3, 39, "")})


def test_every_placement_kind_of_the_contract_has_a_name(qtbot):
    desert = _item(
        ("hex", 3, 6), "hex", {"hex": (3, 6), "terrain": "D", "location": "", "tiles": 0}
    )
    grass = _item(("hex", 4, 6), "hex", {"hex": (4, 6), "terrain": "G", "location": "", "tiles": 0})
    oasis = _item(("hex", 12, 5), "hex", {"hex": (12, 5), "terrain": "L", "location": "oasis",
                                          "tiles": 2})  # fmt: skip
    castle = _item(
        ("hex", 1, 1), "hex", {"hex": (1, 1), "terrain": "K", "location": "", "tiles": 0}
    )
    built = _item(("settlement", 4, 6), "settlement", {"seat": 1, "hex": (4, 6)}, "board")
    items = [
        desert, grass, oasis, castle, built, ANA, BRUNO,
        _item(("supply", 0), "supply", {"seat": 0, "count": 37}),
        _item(("tile", 0, 0), "tile", {"kind": "barn", "state": "fresh"}, "tiles", 0),
        _item(("tile", 1, 0), "tile", {"kind": "harbor", "state": "used"}, "opponent", 1),
        _item(("kbcard", "knights"), "kbcard", {"card": "knights"}, "cards"),
        _item(("terrain", 0), "terrain", {"terrain": "F"}),
        _item(("terrain", 1), "terrain", {"terrain": "?"}),
        _item(("deck",), "deck", {"count": 21}),
    ]  # fmt: skip
    speech = Speech(_scene(*items))
    said = {it.placement.key: speech.name(it) for it in items}
    assert all(said.values()), said
    assert said[("hex", 3, 6)] == "Desert at row 4, column 7, empty"
    assert said[("hex", 4, 6)] == "Grass at row 5, column 7, Bruno's settlement (tower)"
    assert said[("hex", 12, 5)] == "Oasis location at row 13, column 6, 2 tiles left"
    assert said[("hex", 1, 1)] == "Castle at row 2, column 2"
    assert said[("settlement", 4, 6)] == "Bruno's settlement (tower) on Grass at row 5, column 7"
    assert said[("supply", 0)] == "Ana's supply: 37 settlements left"
    assert said[("tile", 0, 0)] == "Ana's Barn tile, taken this turn, usable from your next"
    assert said[("tile", 1, 0)] == "Bruno's Harbor tile, used this turn"
    assert said[("kbcard", "knights")].startswith("Kingdom Builder card Knights: 2 gold")
    assert said[("terrain", 0)] == "Ana's terrain card: Flower field"
    assert said[("terrain", 1)] == "Bruno's terrain card, face down"
    assert said[("deck",)] == "Terrain deck, 21 cards"
    assert said[("label", "player", 0)].startswith("Ana: 0 gold")
    assert "Desert" in speech.description(_item(("tile", 0, 1), "tile", {"kind": "oasis"}))
    assert speech.description(oasis) == speech.description(_item(("t",), "tile", {"kind": "oasis"}))
    for it in items:
        if it.placement.kind not in ("label",):
            assert speech.tooltip(it.placement), it.placement.key


def test_a_terrain_card_held_unseen_is_never_named(qtbot):
    back = _item(("terrain", 1), "terrain", {"terrain": "?"})
    text = Speech(_scene(back, BRUNO)).name(back) + Speech(_scene(back)).tooltip(back.placement)
    for terrain in ("Grass", "Canyon", "Desert", "Flower field", "Forest"):
        assert terrain not in text


def test_every_piece_the_table_lays_out_has_words_and_hides_the_others_cards(qtbot, cat):
    from omg_desktop.games.kingdom_builder.face.table_layout import layout
    from omg_desktop.games.kingdom_builder.rules import apply, legal_actions, new_game, player_view

    state = new_game(cat, 3, 3, "first_game")
    while len(state.settlements) < 30 or not any(seat.tiles for seat in state.seats):
        state, _ = apply(state, legal_actions(state, state.current)[0])
    names = ["Ana", "Bruno", "Chiara"]
    terrains = ("Grass", "Canyon", "Desert", "Flower field", "Forest")
    for viewer in range(3):
        placements = layout(player_view(state, viewer), viewer, names, {})
        items = [SimpleNamespace(placement=p) for p in placements]
        speech = Speech(_scene(*items))
        kinds = {p.kind for p in placements}
        assert {"hex", "settlement", "kbcard", "supply", "terrain", "deck", "tile"} <= kinds
        hexes = []
        for it in items:
            p = it.placement
            said = speech.name(it)
            if p.key != ("label", "you"):
                assert said, p.key
            if p.kind == "hex":
                hexes.append(said)
            if p.kind == "terrain" and p.key[1] not in (viewer, state.current):
                assert not any(t in said for t in terrains), said
        assert len(hexes) == 400 == len(set(hexes))  # each hex told apart by its words
