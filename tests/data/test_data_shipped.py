"""The shipped base-game data loads and matches cards.md."""

from __future__ import annotations

import argparse
from collections import Counter

import pytest

from omg_desktop.commands import validate_data
from omg_desktop.games.ohmygoods.loading import default_catalog, default_data_root, load_catalog
from omg_desktop.games.ohmygoods.rules.catalog import ANY, CHARBURNER, OFFICE, PRODUCTION, Effect


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def test_default_root_is_the_checkout_data_folder():
    root = default_data_root()
    assert (root / "base" / "buildings.yaml").is_file()


def test_default_catalog_is_cached():
    assert default_catalog() is default_catalog()
    assert len(default_catalog().cards) == 98


def test_composition_110_cards(catalog):
    kinds = Counter(card.kind for card in catalog.cards.values())
    assert kinds == {PRODUCTION: 77, OFFICE: 17, CHARBURNER: 4}
    assert len(catalog.deck) == 94
    assert catalog.charburners == (101, 102, 103, 104)
    assert len(catalog.assistants) == 8
    assert len(catalog.workers) == 4
    assert len([g for g in catalog.goods.values() if g.provenance != "original"]) == 17
    assert len(catalog.resources) == 5
    assert catalog.total_cards == 110
    assert set(catalog.rulesets) == {"bigbox", "classic", "longsdale"}


def test_ids_are_numbered_as_in_cards_md(catalog):
    assert [i for i in catalog.deck if catalog.cards[i].kind == PRODUCTION] == list(range(1, 78))
    assert [i for i in catalog.deck if catalog.cards[i].kind == OFFICE] == list(range(78, 95))


def test_colour_counts(catalog):
    by_resource = Counter(catalog.cards[i].resource for i in catalog.deck)
    assert by_resource == {"clay": 17, "grain": 17, "wool": 17, "wood": 26, "stone": 17}
    by_colour = Counter(catalog.cards[i].colour for i in catalog.deck)
    assert by_colour == {"red": 17, "yellow": 17, "white": 17, "green": 26, "gray": 17}
    assert {catalog.cards[i].colour for i in catalog.charburners} == {"blue"}


def test_market_offices(catalog):
    offices = [catalog.cards[i] for i in range(78, 95)]
    market = Counter(o.effect_values("market_resource")[0] for o in offices if o.cost == 8)
    assert market == {"wood": 2, "wool": 3, "stone": 3, "clay": 3, "grain": 3}
    extra = [o for o in offices if o.effect_values("extra_card_if_hand_at_most")]
    assert [o.id for o in extra] == [92, 93, 94]
    assert [o.half_sun for o in extra] == [False, False, True]
    for office in offices:
        assert (office.name, office.type, office.resource, office.colour) == (
            "Market Office",
            "market_office",
            "stone",
            "gray",
        )
        assert office.inputs == () and office.good is None and office.chain == ()
        assert office.provenance == "single-source"
    assert extra[0].effects == (Effect("extra_card_if_hand_at_most", 3),)
    assert (extra[0].cost, extra[0].vp) == (6, 2)
    assert "cost 8" in extra[0].notes and "3 VP" in extra[0].notes
    half_suns = {o.effect_values("market_resource")[0] for o in offices[:14] if o.half_sun}
    assert half_suns == {"wool", "stone"}


@pytest.mark.parametrize(
    ("card_id", "name", "resource", "cost", "vp", "inputs", "good", "chain", "half_sun"),
    [
        (1, "Sawmill", "wood", 2, 2, {"clay": 1, "wool": 3}, "planks", ("wood",), False),
        (12, "Cooperage", "wood", 11, 3, {"clay": 3, "stone": 2}, "barrel", ("planks",), False),
        (20, "Glassmaker", "wood", 2, 2, {ANY: 12}, "glass", (), True),
        (22, "Glassmaker", "wood", 5, 2, {ANY: 11}, "glass", (), False),
        (24, "Window Manufacture", "wood", 7, 3, {"grain": 4, "stone": 1}, "windows",
         ("planks", "glass"), True),
        (37, "Bakery", "grain", 11, 3, {"wood": 2, "wool": 3}, "bread", ("flour", "coal"), True),
        (52, "Tailor's Shop", "wool", 6, 3, {"clay": 4, "grain": 1}, "clothes",
         ("coal", "fabric"), False),
        (60, "Butcher", "wool", 16, 4, {"wood": 4, "wool": 2}, "meat", ("cattle",), False),
        (61, "Brick Manufacture", "clay", 2, 2, {"clay": 1, "stone": 3}, "brick",
         ("clay", "coal"), False),
        (77, "Tannery", "clay", 15, 3, {"wood": 3, "wool": 2}, "leather", ("cattle",), False),
    ],
)  # fmt: skip
def test_rows_match_cards_md(catalog, card_id, name, resource, cost, vp, inputs, good, chain,
                             half_sun):  # fmt: skip
    card = catalog.cards[card_id]
    assert (card.name, card.resource, card.cost, card.vp) == (name, resource, cost, vp)
    assert dict(card.inputs) == inputs
    assert (card.good, card.chain, card.half_sun) == (good, chain, half_sun)


def test_charburners(catalog):
    burners = [catalog.cards[i] for i in catalog.charburners]
    assert [dict(c.inputs) for c in burners] == [
        {"stone": 2, "wood": 1},
        {"grain": 2, "wood": 1},
        {"clay": 2, "wood": 1},
        {"wool": 2, "wood": 1},
    ]
    for card in burners:
        assert (card.resource, card.cost, card.vp, card.good, card.chain) == (
            None,
            None,
            0,
            "coal",
            ("wood",),
        )
        assert card.provenance == "single-source" and card.is_production and not card.in_deck


def test_goods_values(catalog):
    values = {g.id: g.value for g in catalog.goods.values() if g.provenance != "original"}
    assert values == {
        "coal": 1, "flour": 2, "planks": 2, "brick": 2, "iron": 3, "cattle": 3, "fabric": 3,
        "bread": 4, "glass": 4, "clothes": 4, "barrel": 5, "windows": 5, "leather": 6,
        "tools": 6, "meat": 7, "shoes": 8, "foodstuff": 8,
    }  # fmt: skip
    assert {g.provenance for g in catalog.goods.values() if g.id in values} == {"verified"}


def test_resources(catalog):
    colours = {r.id: r.colour for r in catalog.resources.values()}
    assert colours == {
        "clay": "red",
        "grain": "yellow",
        "wool": "white",
        "wood": "green",
        "stone": "gray",
    }
    assert catalog.resources["stone"].name == "Stone"


def test_provenance(catalog):
    for card_id in range(1, 78):
        card = catalog.cards[card_id]
        fields = dict(card.provenance_fields)
        assert fields["half_sun"] == "single-source"
        assert card.provenance == "single-source"
        assert ("inputs" in fields) == (card_id in (39, 54)), card_id
    shoemaker = catalog.cards[39]
    assert shoemaker.provenance_fields == (
        ("half_sun", "single-source"),
        ("inputs", "single-source"),
    )
    assert "clay instead of wool" in shoemaker.notes
    assert "clay instead of wool" in catalog.cards[54].notes
    assert {a.provenance for a in catalog.assistants.values()} == {"provisional"}
    assert {w.provenance for w in catalog.workers.values()} == {"provisional"}


def test_assistants_as_in_cards_md(catalog):
    a7 = catalog.assistants[7]
    assert a7.name == "Assistant 7"
    assert (a7.sides[0].cost, a7.sides[0].needs, a7.sides[0].vp) == (7, ("red", "red"), 2)
    assert a7.sides[1].needs == ("red", "yellow", "white", "green")
    assert (a7.sides[1].cost, a7.sides[1].vp) == (12, 5)
    costs = [(a.sides[0].cost, a.sides[1].cost) for a in catalog.assistants.values()]
    assert costs == [(4, 8), (4, 8), (5, 9), (5, 9), (6, 10), (6, 10), (7, 12), (7, 12)]
    assert catalog.assistants[8].sides[1].needs == ("gray", "gray")


def test_rulesets(catalog):
    bigbox, classic = catalog.ruleset("bigbox"), catalog.ruleset("classic")
    assert bigbox.name == "Big Box"
    assert (bigbox.hand_exchange, bigbox.unbuilt_plan_to, bigbox.max_assistants) == (
        True,
        "hand",
        None,
    )
    assert not bigbox.build_and_hire
    assert (classic.hand_exchange, classic.unbuilt_plan_to, classic.max_assistants) == (
        False,
        "discard",
        2,
    )
    assert classic.build_and_hire and classic.description


def test_validate_data_ok(capsys):
    parser = argparse.ArgumentParser()
    validate_data.add_parser(parser.add_subparsers(dest="command"))
    assert validate_data.run(parser.parse_args(["validate-data"])) == 0
    out = capsys.readouterr().out
    assert out.startswith("OK: 98 cards (77 production, 17 offices, 4 start buildings), ")
    assert "goods, 5 resources, 8 assistants, 4 workers, 3 rule sets in " in out
    assert "expansion: " in out and " chapters, " in out
