"""The payment search on hand-built rings: every converter kind alone and together,
discounts, the multi-coloured cards, the cheapest payment first.

Digest: "Build: ... spending energy of the gizmo's colour equal to its cost; converters
may change what you pay with"; "Converters: used only while paying for a build ... like
every gizmo, once per turn"; "Discounts ('pay 1 less') stack ... and are optional"; "The
multi level-III cards are paid with any 7 energies". Rings count black.blue.red.yellow.
"""

from __future__ import annotations

from itertools import product

import pytest

from omg_desktop.games.gizmos.rules.payment import (
    Payment,
    Search,
    cheapest,
    payments,
    refusal,
    search,
)  # fmt: skip


def convs(cat, *ids):
    return tuple((g, cat.card(g).converter) for g in ids)


def texts(found):
    return [p.text() for p in found]


def test_a_plain_payment_spends_the_cards_colour(cat):
    blue_3 = cat.card("g2-02")  # blue, cost 3
    assert texts(payments((1, 3, 2, 0), blue_3)) == ["0.3.0.0 -"]
    assert payments((1, 2, 2, 0), blue_3) == []  # not enough blue, no converter


def test_a_colour_converter_pays_one_energy_as_any_colour(cat):
    """g1-02: 1 red may be spent as 1 energy of any colour (once per use)."""
    blue_3 = cat.card("g2-02")
    found = payments((0, 2, 2, 0), blue_3, converters=convs(cat, "g1-02"))
    assert texts(found) == ["0.2.1.0 g1-02"]
    assert payments((0, 1, 2, 0), blue_3, converters=convs(cat, "g1-02")) == []  # one red only


def test_a_two_use_converter_turns_up_to_two(cat):
    """g2-16: up to 2 red energies may each be spent as 1 energy of any colour."""
    yellow_3 = cat.card("g2-04")
    found = payments((0, 0, 2, 1), yellow_3, converters=convs(cat, "g2-16"))
    assert texts(found) == ["0.0.2.1 g2-16"]
    found = payments((0, 0, 3, 3), yellow_3, converters=convs(cat, "g2-16"))
    assert texts(found) == ["0.0.0.3 -", "0.0.1.2 g2-16", "0.0.2.1 g2-16"]


def test_the_any_colour_converter_turns_one_energy_of_any_colour(cat):
    """g3-03: turn 1 energy of any colour into 1 energy of another colour."""
    red_3 = cat.card("g2-03")
    found = payments((1, 0, 2, 1), red_3, converters=convs(cat, "g3-03"))
    assert texts(found) == ["0.0.2.1 g3-03", "1.0.2.0 g3-03"]


def test_a_doubler_counts_one_energy_as_two_of_its_colour(cat):
    """g2-17: 1 yellow energy counts as 2 energies of that same colour."""
    yellow_3 = cat.card("g2-04")
    found = payments((0, 0, 0, 3), yellow_3, converters=convs(cat, "g2-17"))
    assert texts(found) == ["0.0.0.2 g2-17", "0.0.0.3 -"]  # the cheapest first
    blue_3 = cat.card("g2-02")  # a yellow doubler does nothing for a blue card
    assert payments((0, 2, 0, 3), blue_3, converters=convs(cat, "g2-17")) == []


def test_a_two_colour_doubler_doubles_one_of_each_in_one_use(cat):
    """g3-06: 1 black and/or 1 red each count as 2 of that colour (per_colour)."""
    red_4 = cat.card("g3-10")  # red, cost 4
    found = payments((0, 0, 2, 0), red_4, converters=convs(cat, "g3-06"))
    assert texts(found) == []  # only one red may be doubled: 2 + 1 = 3 < 4
    found = payments((0, 0, 3, 0), red_4, converters=convs(cat, "g3-06"))
    assert texts(found) == ["0.0.3.0 g3-06"]


def test_converters_chain_a_turned_energy_may_be_doubled(cat):
    """A red turned into blue (g1-02) is a blue energy for a blue doubler (g2-19)."""
    blue_3 = cat.card("g2-02")
    found = payments((0, 1, 1, 0), blue_3, converters=convs(cat, "g1-02", "g2-19"))
    assert texts(found) == ["0.1.1.0 g1-02+g2-19"]  # 1 blue + red→blue doubled: 3
    found = payments((0, 0, 1, 0), cat.card("g1-22"), converters=convs(cat, "g1-02", "g2-19"))
    assert texts(found) == ["0.0.1.0 g1-02"]  # a doubler not needed is not listed


def test_the_search_keeps_only_payments_nothing_beats(cat):
    """With two ways to turn a red, both are listed; adding a needless converter is not."""
    blue_2 = cat.card("g2-26")  # blue, cost 2
    found = payments((0, 1, 1, 0), blue_2, converters=convs(cat, "g1-02", "g3-03"))
    assert texts(found) == ["0.1.1.0 g1-02", "0.1.1.0 g3-03"]


def test_a_multi_coloured_card_takes_any_seven(cat):
    multi = cat.card("g3-33")
    found = payments((2, 2, 2, 2), multi, converters=convs(cat, "g1-02"))
    assert len(found) == 4  # leave out one energy of any colour
    assert all(p.energies == 7 and not p.converters for p in found)
    assert payments((2, 2, 2, 0), multi) == []


def test_discounts_stack_and_are_optional(cat):
    """Two 'pay 1 less' gizmos take 2 off; paying more stays allowed, listed after."""
    blue_3 = cat.card("g2-02")
    found = payments((0, 3, 0, 0), blue_3, discount=2)
    assert texts(found) == ["0.1.0.0 -", "0.2.0.0 -", "0.3.0.0 -"]
    assert texts(payments((0, 0, 0, 0), cat.card("g1-22"), discount=1)) == ["0.0.0.0 -"]


@pytest.mark.parametrize(
    ("text", "payment"),
    [
        ("0.1.2.0 -", Payment((0, 1, 2, 0))),
        ("1.0.0.0 g1-01+g2-17", Payment((1, 0, 0, 0), ("g1-01", "g2-17"))),
    ],
)
def test_a_payment_reads_back_from_its_text(text, payment):
    assert Payment.parse(*text.split()) == payment
    assert payment.text() == text


def test_a_ring_with_every_kind_of_converter_finds_its_payments(cat):
    """Six converters of every kind: each payment spends only what the ring holds."""
    ring = (2, 3, 3, 3)
    kinds = convs(cat, "g1-02", "g2-19", "g3-03", "g2-21", "g3-06", "g2-15")
    found = payments(ring, cat.card("g3-01"), discount=1, converters=kinds)  # black, cost 4
    assert found and found[0].energies <= 3
    for p in found:
        assert all(a <= b for a, b in zip(p.spent, ring, strict=True))


def test_two_alike_converters_are_listed_once(cat):
    """g1-02 and g1-05 both turn a red into any colour: the payment names the first."""
    blue_1 = cat.card("g1-30")
    found = payments((0, 0, 1, 0), blue_1, converters=convs(cat, "g1-02", "g1-05"))
    assert texts(found) == ["0.0.1.0 g1-02"]


def test_a_doubled_energy_may_be_doubled_again(cat):
    """As BGA's build check allows: each red doubler acts on a red in the running count."""
    red_4 = cat.card("g3-10")
    found = payments((0, 0, 2, 0), red_4, converters=convs(cat, "g2-18", "g2-21"))
    assert "0.0.1.0 g2-18+g2-21" not in texts(found)  # 1 → 2 → 3: not 4
    assert texts(found) == ["0.0.2.0 g2-18+g2-21"]


# -- the search's work, counted (never timed) ---------------------------------------


def _search(cat, ring, *ids):
    return Search(ring, convs(cat, *ids))


def test_a_ring_that_cannot_pay_is_refused_before_any_search(cat):
    """A blue cost 7 from 9 energies with 7 converters and no way to pay: the bound over
    the whole ring answers at once."""
    blue_7 = cat.card("g3-31")
    found = _search(cat, (3, 0, 3, 3), "g1-01", "g1-02", "g1-03", "g1-04", "g1-05", "g1-06",
                    "g1-07")  # fmt: skip
    assert found.cheapest(blue_7) is None and found.every(blue_7) == []
    assert found.nodes <= 40


@pytest.mark.parametrize(
    "ids",
    [
        ("g1-01", "g1-02", "g1-03", "g1-04", "g1-05", "g1-06", "g1-07", "g1-08"),
        ("g2-13", "g2-14", "g2-15", "g2-16", "g2-17", "g2-18", "g2-19", "g2-20"),
        ("g2-21", "g2-22", "g2-23", "g2-24", "g3-03", "g3-04", "g3-05", "g3-06"),
    ],
)
def test_the_cheapest_payment_takes_bounded_work_on_the_worst_rings(cat, ids):
    """Eight converters that chain, twelve energies, a discount of 2 on a cost 7: the
    table's one listed payment is found in a few thousand states of the shared table."""
    found = _search(cat, (3, 3, 3, 3), *ids)
    best = found.cheapest(cat.card("g3-31"), discount=2)
    assert best is not None and found.nodes <= 8000


def test_the_cheapest_is_the_first_of_every_payment(cat):
    ids = ("g1-01", "g1-02", "g1-03", "g1-04", "g1-05", "g1-06", "g1-07", "g1-08")
    for card, discount in (("g3-31", 2), ("g3-31", 0), ("g2-02", 1), ("g1-30", 0)):
        best = _search(cat, (3, 3, 3, 3), *ids).cheapest(cat.card(card), discount)
        assert best == _search(cat, (3, 3, 3, 3), *ids).every(cat.card(card), discount)[0]


def test_one_search_is_shared_by_every_card_of_a_ring(cat):
    """Asking again, for the same or another card, reuses what was worked out."""
    found = _search(cat, (2, 2, 3, 2), "g1-01", "g1-02", "g1-03", "g1-05", "g1-06")
    found.cheapest(cat.card("g3-31"))
    nodes = found.nodes
    found.cheapest(cat.card("g3-31"))
    assert found.nodes == nodes
    ring, used = (2, 2, 3, 2), convs(cat, "g1-01", "g1-02")
    assert search(ring, used) is search(ring, used)  # one search per ring and converters


def test_a_payment_is_checked_directly_with_its_reason(cat):
    blue_3 = cat.card("g2-02")
    ring, used = (0, 3, 2, 0), convs(cat, "g1-02")
    assert refusal(ring, blue_3, 0, used, Payment((0, 2, 1, 0), ("g1-02",))) is None
    assert refusal(ring, blue_3, 0, used, Payment((0, 3, 0, 0))) is None
    assert "does not pay" in refusal(ring, blue_3, 0, used, Payment((0, 2, 0, 0)))
    assert "more red" in refusal(ring, blue_3, 0, used, Payment((0, 3, 1, 0)))
    assert "does not need" in refusal(ring, blue_3, 0, used, Payment((0, 3, 0, 0), ("g1-02",)))
    assert "not a converter" in refusal(ring, blue_3, 0, used, Payment((0, 2, 1, 0), ("g1-05",)))
    assert "does not hold" in refusal(ring, blue_3, 0, used, Payment((0, 4, 0, 0)))
    assert refusal(ring, blue_3, 2, used, Payment((0, 2, 0, 0))) is None  # discount optional


def test_doublers_count_on_a_multi_coloured_card(cat):
    """BGA's converter code applies the converters before totalling a multi card's
    payment: a doubled energy counts twice; a colour converter changes nothing."""
    multi = cat.card("g3-33")  # any 7
    red_doubler = next(g for g in ("g2-17", "g2-18", "g2-19", "g2-20")
                       if cat.card(g).converter.sources == ("red",))  # fmt: skip
    found = payments((2, 2, 1, 1), multi, converters=convs(cat, red_doubler, "g1-02"))
    assert texts(found) == [f"2.2.1.1 {red_doubler}"]  # six energies, the red counts 2
    assert payments((2, 2, 0, 2), multi, converters=convs(cat, red_doubler, "g1-02")) == []


def test_every_legal_actions_of_random_games_takes_bounded_work(cat):
    """The table's list is priced in a bounded number of search states, each call
    starting with nothing kept (benchmarks/gizmos_speed.py has the times)."""
    from omg_desktop.games.gizmos.rules import apply_in_place, legal_actions, new_game, payment
    from omg_desktop.seeds import SeededRandom

    worst = 0
    for seed in range(12):
        state, rng = new_game(cat, 2 + seed % 3, seed), SeededRandom(seed)
        while not state.over:
            payment.search.cache_clear()
            before = Search.worked
            actions = legal_actions(state, state.current)
            worst = max(worst, Search.worked - before)
            apply_in_place(state, actions[rng.below(len(actions))])
    assert 0 < worst <= 2000


def test_without_converters_the_cheapest_is_the_searchs_answer(cat):
    """The quick answer for a ring without converters (most turns of a game) is the one
    the full search gives, for every card, ring of up to 7 energies and discount."""
    paid = [c for c in cat.cards.values() if c.colour != "none"]  # starters are never paid
    rings = [r for r in product(range(5), repeat=4) if sum(r) <= 7]
    for card in paid:
        for ring in rings[:: 3 if card.level < 3 else 1]:
            for off in (0, 1, 2):
                assert cheapest(ring, card, off) == Search(ring, ()).cheapest(card, off), (
                    card.id, ring, off,
                )  # fmt: skip


def test_rings_with_the_same_converters_share_what_was_worked_out(cat):
    """What the converters make of what holds nothing of the ring: the search of a second
    ring with the same converters reuses the first's table and answers as a fresh one."""
    used = convs(cat, "g1-01", "g1-02", "g1-05")
    first, second = search((2, 1, 3, 0), used), search((1, 2, 2, 1), used)
    assert first._seen is second._seen and first is not second
    for card_id in ("g2-02", "g3-31", "g1-30"):
        card = cat.card(card_id)
        assert first.cheapest(card) == Search((2, 1, 3, 0), used).cheapest(card)
        assert second.cheapest(card) == Search((1, 2, 2, 1), used).cheapest(card)
        assert second.every(card) == Search((1, 2, 2, 1), used).every(card)
